"""G.O.A.L. (seed 001): two personal decks, combinations onto goal cards, four quarters.

The rules engine, pure Python (no pygame, no clock, no global RNG):

- `new_game(seed=0, deck="default") -> State`
- `State`: immutable; `legal_actions()`, `apply(action_or_notation)`, `is_legal`,
  `events`, `events_for(seat)`, `current_player`, `is_terminal`, `winner`,
  `scores` (goal cards won), `sets`, `observation(player)`, `to_json()` /
  `State.from_json(d)` (also the RULINGS minimal position).
- `Action`: kind, goal card and cards; `str(action)` is the notation ("PASS",
  "SHOOT:A-PAIR:9E+XK=9", "TACKLE:A-THREE:5E+5K").
- `sample_state(observation, player, seed)`, `make_bot(level, seed)`.

Modules: table (deck file), combos (requirements, comparison, tackles, generating
combinations), notation, rules (legal actions and effects), state, events, zones,
codec (JSON, observations), sampling, bots (with strategy), audit, words (moves and results in
words, from one viewer's observation and events), turns (whose turn, what is never autoplayed).
`INFO` (engines.common.info.GameInfo) says all of this in one place.
Rules and every decision taken: docs/rules/goal.md.
"""

from __future__ import annotations

from engines.common.decks import DeckError
from engines.common.errors import BadState, IllegalAction
from engines.common.info import GameInfo
from engines.goal import words
from engines.goal.audit import AUDIT, FUZZ_OPTIONS, card_count, hidden_cards, shown_cards
from engines.goal.bots import LEVELS, Bot, make_bot
from engines.goal.events import EVENT_KINDS, Event
from engines.goal.notation import Action, parse
from engines.goal.sampling import Sampler, sample_state
from engines.goal.state import State, new_game
from engines.goal.table import DEFAULT_DECK_PATH, Table, load_table
from engines.goal.turns import never_autoplay, turn_of

GAME_ID = "goal"
TITLE = "G.O.A.L."
#: Eight actions a quarter, four quarters: a short game; 5 minutes each plus 5 s a move to find combinations.
DEFAULT_CLOCK = "5+5"

#: What the game is (engines.common.info): hands and decks are hidden; no knockout tie-break of its own
#: (the tie-breaks end in a coin toss, never a draw) and no rule changes between record versions.
INFO = GameInfo(hidden_information=True, words=words, audit=AUDIT, turn_of=turn_of, never_autoplay=never_autoplay,
                default_clock=DEFAULT_CLOCK, fuzz_options=FUZZ_OPTIONS)

__all__ = [
    "card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS",  # audit hooks for tools.fuzz
    "GAME_ID", "TITLE", "DEFAULT_CLOCK", "INFO", "new_game", "State", "Action", "sample_state", "make_bot",
    "IllegalAction", "BadState", "DeckError", "Bot", "EVENT_KINDS", "Event", "LEVELS", "Sampler", "Table",
    "load_table", "DEFAULT_DECK_PATH", "parse",
]
