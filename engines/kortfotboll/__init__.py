"""Kortfotboll (seed 003): playing-card football, eleven face-down cards a side.

The rules engine, pure Python (no pygame, no clock, no global RNG):

- `new_game(seed=0, jokers=2, formations=["4-4-2", "4-4-2"], knockout=False, deck="default",
  first_player=None, fixed_keepers=False) -> State`
- `State`: immutable; `legal_actions()`, `apply(action_or_notation)`, `is_legal`,
  `events`, `events_for(seat)`, `current_player`, `is_terminal`, `winner`,
  `scores` (goals), `observation(player)`, `public_observation()`, `to_json()` /
  `State.from_json(d)` (also the RULINGS minimal position).
- `Action`: kind, position and card; `str(action)` is the notation ("PLACE:7H@DEF2",
  "REFILL@DEF2", "SUB@MID3", "ATTACK", "@FWD1").
- `sample_state(observation, player, seed)`, `make_bot(level, seed)`.

Modules: table (deck file, formations), notation, rules (legal actions and effects),
state, events, zones, codec (JSON, observations), sampling, strategy and bots, audit,
words (moves and results in words, from one viewer's view), turns (whose turn, what is
never played for a player). `INFO` is what the game declares about itself.
Rules and every decision taken: docs/rules/kortfotboll.md.
"""

from __future__ import annotations

from engines.common.decks import DeckError
from engines.common.errors import BadState, IllegalAction
from engines.common.info import GameInfo
from engines.kortfotboll import audit, words
from engines.kortfotboll.audit import FUZZ_OPTIONS, card_count, hidden_cards, shown_cards
from engines.kortfotboll.bots import LEVELS, Bot, make_bot
from engines.kortfotboll.events import EVENT_KINDS, Event
from engines.kortfotboll.notation import Action, parse
from engines.kortfotboll.sampling import Sampler, sample_state
from engines.kortfotboll.state import State, new_game
from engines.kortfotboll.table import DEFAULT_DECK_PATH, FORMATIONS, Table, load_table
from engines.kortfotboll.turns import never_autoplay, turn_of

GAME_ID = "kortfotboll"
TITLE = "Kortfotboll"
#: About a hundred decisions a player, most of them quick: 10 minutes each plus 2 s a move.
DEFAULT_CLOCK = "10+2"
#: A knockout game drawn after two halves goes to the penalty shoot-out.
KNOCKOUT_OPTIONS: dict[str, object] = {"knockout": True}
#: Records before format 3 were played with the old shoot-out: the same two goalkeepers all through
#: sudden death, and a coin after 100 rounds of it (docs/rules/kortfotboll.md, "The shoot-out").
LEGACY_OPTIONS: dict[int, dict[str, object]] = {1: {"fixed_keepers": True}, 2: {"fixed_keepers": True}}

#: What the game is, for the Match, the arcade and the tools (engines.common.info).
INFO = GameInfo(hidden_information=True, words=words, audit=audit, turn_of=turn_of, never_autoplay=never_autoplay,
                default_clock=DEFAULT_CLOCK, knockout_options=KNOCKOUT_OPTIONS, legacy_options=LEGACY_OPTIONS,
                fuzz_options=FUZZ_OPTIONS, draws=True)  # "a draw stands" (a knockout's shoot-out aside)

__all__ = [
    "card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS",  # audit hooks for tools.fuzz
    "INFO", "GAME_ID", "TITLE", "DEFAULT_CLOCK", "KNOCKOUT_OPTIONS", "LEGACY_OPTIONS", "new_game", "State", "Action",
    "sample_state",
    "make_bot", "IllegalAction", "BadState", "DeckError", "Bot", "EVENT_KINDS", "Event", "LEVELS", "Sampler",
    "Table", "load_table", "DEFAULT_DECK_PATH", "FORMATIONS", "parse",
]
