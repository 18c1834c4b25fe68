"""When the computer accepts a draw offered in Penguin Soccer (the Match asks `INFO.accepts_draw`).

A game of Penguin Soccer ends only with a goal (or a third repetition, a house rule), so two players who
cannot break through may agree a draw, as in chess. The computer judges the offer from the position it
sees, with the same static evaluation its search uses (engines/penguin_soccer/evaluate.py): it turns the
offer down in the opening, when the game has hardly started, and whenever it stands clearly better (the
ball well on its way, a shot on goal next move); otherwise it takes the draw. The rule is a pure function
of the position, so a replayed game answers the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.penguin_soccer.evaluate import POSSESSION_WEIGHT, evaluate, geometry
from engines.penguin_soccer.state import sample_state

#: Moves (both sides') before the computer considers a draw: in the opening nobody is stuck yet.
DRAW_MIN_PLIES = 40
#: How much better the computer may stand and still take a draw: about holding the ball, no more.
DRAW_MARGIN = POSSESSION_WEIGHT


def standing(observation: Mapping[str, Any], seat: int) -> int:
    """The static evaluation of the position from `seat`'s side (positive: `seat` stands better)."""
    state = sample_state(dict(observation), seat, 0)
    score = evaluate(state.board, geometry(state.board), state.pos, state.face, state.ball, state.to_move)
    return score if state.to_move == seat else -score


def accepts_draw(observation: Mapping[str, Any], seat: int) -> bool:
    """Whether the computer in `seat` accepts a draw offered in this position."""
    if int(observation.get("ply", 0)) < DRAW_MIN_PLIES:
        return False
    return standing(observation, seat) <= DRAW_MARGIN


__all__ = ["accepts_draw", "standing", "DRAW_MIN_PLIES", "DRAW_MARGIN"]
