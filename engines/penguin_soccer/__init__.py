"""Penguin Soccer (seed 004): penguins slide, spin and kick on an icy chessboard.

The rules engine, pure Python (no pygame, no clock, no global RNG):

- `new_game(seed=0, level="penguin_soccer_standard", repetition_draw=True,
  first_player=None) -> State`
- `State`: immutable; `legal_actions()`, `apply(action_or_notation)`, `events`,
  `current_player`, `is_terminal`, `winner`, `scores`, `observation(player)`,
  `to_json()` / `State.from_json(d)`.
- `Action`: piece, kind, direction, facing; `str(action)` is the notation.
- `sample_state(observation, player, seed)`, `make_bot(level, seed)`.

Modules: board (geometry from the Tiled level), notation (actions), rules
(move generation and effects), events, codec (JSON checking), state, evaluate
and search (bot internals), bots. Rules and edge cases: docs/rules/penguin_soccer.md.
"""

from __future__ import annotations

from engines.common.errors import BadState, IllegalAction
from engines.penguin_soccer.audit import FUZZ_OPTIONS, card_count, hidden_cards, shown_cards
from engines.penguin_soccer.board import DIRECTIONS, Board, load_board
from engines.penguin_soccer.bots import LEVELS, Bot, make_bot
from engines.penguin_soccer.events import EVENT_KINDS, Event
from engines.penguin_soccer.notation import Action, parse
from engines.penguin_soccer.state import State, new_game, sample_state

GAME_ID = "penguin_soccer"
TITLE = "Penguin Soccer"
#: The rulebook's tournament rule: 15 minutes each, sudden death.
DEFAULT_CLOCK = "15+0"

__all__ = [
    "card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS",  # audit hooks for tools.fuzz
    "GAME_ID", "TITLE", "DEFAULT_CLOCK", "new_game", "State", "Action", "sample_state", "make_bot", "IllegalAction",
    "BadState", "Board", "Bot", "DIRECTIONS", "EVENT_KINDS", "Event", "LEVELS", "load_board", "parse",
]
