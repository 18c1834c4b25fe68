"""Penguin Soccer (seed 004): penguins slide, spin and kick on an icy chessboard.

The rules engine, pure Python (no pygame, no clock, no global RNG):

- `new_game(seed=0, level="penguin_soccer_standard", repetition_draw=True,
  first_player=None) -> State`
- `State`: immutable; `legal_actions()`, `apply(action_or_notation)`, `events`,
  `current_player`, `is_terminal`, `winner`, `scores`, `observation(player)`,
  `to_json()` / `State.from_json(d)`.
- `Action`: piece, kind, direction, facing; `str(action)` is the notation.
- `sample_state(observation, player, seed)`, `make_bot(level, seed)`.
- `INFO`: what the game is (engines.common.info.GameInfo): perfect information,
  its words (`words`: moves and results in words from one viewer's side),
  its (empty) audit hooks, every decision its own turn, nothing beyond the
  decisions out of turn kept from autoplay, its clock and fuzz options, and
  that players may agree a draw (the computer's answer: `draws`).

Modules: board (geometry from the Tiled level), notation (actions), rules
(move generation and effects), events, codec (JSON checking), state, evaluate
and search (bot internals), bots, draws (the computer's answer to a draw
offer), words (moves and results in words), audit.
Rules and edge cases: docs/rules/penguin_soccer.md.
"""

from __future__ import annotations

from engines.common.errors import BadState, IllegalAction
from engines.common.info import GameInfo, always_the_players, mover_turn
from engines.penguin_soccer import words
from engines.penguin_soccer.audit import AUDIT, FUZZ_OPTIONS, card_count, hidden_cards, shown_cards
from engines.penguin_soccer.draws import accepts_draw
from engines.penguin_soccer.board import DIRECTIONS, Board, load_board
from engines.penguin_soccer.bots import LEVELS, Bot, make_bot
from engines.penguin_soccer.events import EVENT_KINDS, Event
from engines.penguin_soccer.notation import Action, parse
from engines.penguin_soccer.state import State, new_game, sample_state

GAME_ID = "penguin_soccer"
TITLE = "Penguin Soccer"
#: The rulebook's tournament rule: 15 minutes each, sudden death.
DEFAULT_CLOCK = "15+0"

INFO = GameInfo(
    hidden_information=False,
    words=words,
    audit=AUDIT,
    turn_of=mover_turn,  # every decision is its own turn: no answers, nothing out of turn
    never_autoplay=always_the_players,  # a forced move may always be played for a player who asked for it
    default_clock=DEFAULT_CLOCK,
    fuzz_options=FUZZ_OPTIONS,
    draws=True,  # a repetition (a house rule) ends it drawn, and players who cannot break through may agree one
    accepts_draw=accepts_draw,  # the computer judges an offer from the position (engines/penguin_soccer/draws.py)
)
"""What Penguin Soccer is: perfect information (every observation is the whole position); no knockout
options (the game has no tie-break of its own) and no legacy options (no LEGACY_OPTIONS: no rule change
older records would need)."""

__all__ = [
    "card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS",  # audit hooks for tools.fuzz
    "INFO", "GAME_ID", "TITLE", "DEFAULT_CLOCK", "new_game", "State", "Action", "sample_state", "make_bot", "IllegalAction",
    "BadState", "Board", "Bot", "DIRECTIONS", "EVENT_KINDS", "Event", "LEVELS", "load_board", "parse",
]
