"""Jukem Football (seed 002): build a 100-yard drive with RUN, PASS+CATCH and specials.

The rules engine, pure Python (no pygame, no clock, no global RNG):

- `new_game(seed=0, practice=False, max_overtime_deals=3, first_dealer=None) -> State`
- `State`: immutable; `legal_actions()`, `apply(action_or_notation)`, `events`,
  `events_for(seat)`, `current_player`, `is_terminal`, `winner`, `scores`,
  `observation(player)`, `to_json()` / `State.from_json(d)` (also the RULINGS
  minimal position).
- `Action`: kind and cards; `str(action)` is the notation ("DRAW", "TAKE",
  "RUN15+PANCAKE+JUKEM", "PASS15-35+CATCH25", "FIELDGOAL", "DISCARD:RUN5",
  "SACK", "NO", "END").
- `sample_state(observation, player, seed)`, `make_bot(level, seed)`.

`INFO`, what the game declares about itself (engines.common.info.GameInfo): hidden
information, its words (words.py: moves and results from one viewer's side only), the
audit hooks, whose turn it is and what is never autoplayed (turns.py), its clock,
knockout and fuzz options.

Modules: table (deck file), notation, rules (legal actions and effects), state,
events, zones, codec (JSON, observations), sampling, bots, audit, words, turns.
Rules and every decision taken: docs/rules/jukem_football.md.
"""

from __future__ import annotations

from engines.common.decks import DeckError
from engines.common.errors import BadState, IllegalAction
from engines.common.info import GameInfo
from engines.jukem_football import audit, words
from engines.jukem_football.audit import FUZZ_OPTIONS, card_count, hidden_cards, shown_cards
from engines.jukem_football.bots import LEVELS, Bot, make_bot
from engines.jukem_football.events import EVENT_KINDS, Event
from engines.jukem_football.notation import Action, parse
from engines.jukem_football.sampling import Sampler, sample_state
from engines.jukem_football.state import DEFAULT_MAX_OVERTIME_DEALS, State, new_game
from engines.jukem_football.table import DEFAULT_DECK_PATH, Table, load_table
from engines.jukem_football.turns import never_autoplay, turn_of

GAME_ID = "jukem_football"
TITLE = "Jukem Football"
#: A fast card game: 5 minutes each plus 3 s a move, like Jukem Soccer.
DEFAULT_CLOCK = "5+3"
#: A knockout game almost never ends drawn: many more sudden-death overtime deals.
KNOCKOUT_OPTIONS: dict[str, object] = {"max_overtime_deals": 30}

INFO = GameInfo(hidden_information=True, words=words, audit=audit, turn_of=turn_of, never_autoplay=never_autoplay,
                default_clock=DEFAULT_CLOCK, knockout_options=KNOCKOUT_OPTIONS, fuzz_options=FUZZ_OPTIONS)

__all__ = [
    "card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS",  # audit hooks for tools.fuzz
    "INFO", "GAME_ID", "TITLE", "DEFAULT_CLOCK", "KNOCKOUT_OPTIONS", "new_game", "State", "Action", "sample_state",
    "make_bot", "IllegalAction", "BadState", "DeckError", "Bot", "EVENT_KINDS", "Event", "LEVELS", "Sampler",
    "Table", "load_table", "DEFAULT_DECK_PATH", "parse", "DEFAULT_MAX_OVERTIME_DEALS",
]
