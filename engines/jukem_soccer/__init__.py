"""Jukem Soccer (seed 000): build a possession with PASS, HEADER and FLOP, then shoot.

The rules engine, pure Python (no pygame, no clock, no global RNG):

- `new_game(seed=0, deck="default", max_golden_deals=3, max_empty_turns=40, first_dealer=None) -> State`
- `State`: immutable; `legal_actions()`, `apply(action_or_notation)`, `events`,
  `events_for(seat)`, `current_player`, `is_terminal`, `winner`, `scores`,
  `observation(player)`, `to_json()` / `State.from_json(d)`.
- `Action`: kind, face, jukem; `str(action)` is the notation ("PASS",
  "JUKEM+SHOT4@TL+BR", "SAVE@TL+TC+TR", "YELLOW@FLOP", "RED", "NO", "SUB:PASS", "END").
- `sample_state(observation, player, seed)`, `make_bot(level, seed)`.

Modules: table (deck file and per-card lookups), notation (actions), rules
(legal actions and their effects), state, events, codec (JSON, observations),
sampling (determinization), policy (heuristics for bots), bots, words (moves and results in
words from one viewer's side), turns (whose turn it is, what is never autoplayed); `INFO`
(engines.common.info.GameInfo) declares them.
Rules and every decision taken: docs/rules/jukem_soccer.md.
"""

from __future__ import annotations

from engines.common.decks import DeckError
from engines.common.errors import BadState, IllegalAction
from engines.common.info import GameInfo
from engines.jukem_soccer import words
from engines.jukem_soccer.audit import AUDIT, FUZZ_OPTIONS, card_count, hidden_cards, shown_cards
from engines.jukem_soccer.bots import LEVELS, Bot, make_bot
from engines.jukem_soccer.events import EVENT_KINDS, Event
from engines.jukem_soccer.notation import Action, parse
from engines.jukem_soccer.sampling import Sampler, sample_state
from engines.jukem_soccer.state import State, new_game
from engines.jukem_soccer.table import DEFAULT_DECK_PATH, Table, load_table
from engines.jukem_soccer.turns import never_autoplay, turn_of

GAME_ID = "jukem_soccer"
TITLE = "Jukem Soccer"
#: A fast card game: most decisions take seconds, so 5 minutes each plus 3 s a move.
DEFAULT_CLOCK = "5+3"
#: A knockout game never ends drawn: the rulings' golden goal goes on for many more deals (a
#: tournament still settles the rare tie left after that).
KNOCKOUT_OPTIONS: dict[str, object] = {"max_golden_deals": 30}
#: Options implied by records of older replay formats (core.replay applies them): format 1 was
#: written when two turns in a row ended with END ended the half, so such records replay with it.
LEGACY_OPTIONS: dict[int, dict[str, object]] = {1: {"max_empty_turns": 2}}

#: What the game declares about itself (the module constants above stay while other code reads them).
INFO = GameInfo(
    hidden_information=True, words=words, audit=AUDIT, turn_of=turn_of, never_autoplay=never_autoplay,
    default_clock=DEFAULT_CLOCK, knockout_options=KNOCKOUT_OPTIONS, legacy_options=LEGACY_OPTIONS,
    fuzz_options=FUZZ_OPTIONS,
)

__all__ = [
    "card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS",  # audit hooks for tools.fuzz
    "GAME_ID", "TITLE", "DEFAULT_CLOCK", "KNOCKOUT_OPTIONS", "LEGACY_OPTIONS", "new_game", "State", "Action", "sample_state", "make_bot", "IllegalAction",
    "BadState", "DeckError", "Bot", "EVENT_KINDS", "Event", "LEVELS", "Sampler", "Table", "load_table",
    "DEFAULT_DECK_PATH", "parse", "INFO",
]
