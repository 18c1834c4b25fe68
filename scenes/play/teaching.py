"""What a lesson points at: the next thing to choose on the way to a move the step accepts, and the press
that gets there.

A lesson never chooses for the player (scenes.play.learn): each game scene says, from its own picker,
where the next choice towards one of the step's moves is (`GameScene.lesson_pointer`) as a `Pointer`:
the place on screen and the one press that brings the player nearer, CONFIRM when the focus is on it,
a direction when it is elsewhere, BACK when what was chosen so far leads to no move the step accepts. The
lesson draws that press's glyph, in the player's own device, on the place (a mouse player clicks the
place itself). The steps' moves are notation, or patterns (`fnmatch`: "DISCARD:*") for "any move that
does what the step teaches".
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fnmatch import fnmatchcase

from core.input import DIRECTIONS, Action

Point = tuple[float, float]


@dataclass(frozen=True)
class Pointer:
    """The next thing to choose (`at`, on the canvas) and the press that gets the player nearer to it."""

    at: Point
    press: Action


def is_pattern(move: str) -> bool:
    return any(c in move for c in "*?[")


def accepts(moves: Iterable[str], notation: str) -> bool:
    """Whether a move is one of a step's (its notation, or a pattern it matches)."""
    return any(fnmatchcase(notation, m) if is_pattern(m) else notation == m for m in moves)


def accepted(moves: Iterable[str], legal: Sequence[str]) -> list[str]:
    """The legal moves a step accepts, in the step's order (a pattern's matches in the legal order)."""
    out: list[str] = []
    for m in moves:
        hits = [a for a in legal if fnmatchcase(a, m)] if is_pattern(m) else ([m] if m in legal else [])
        out += [a for a in hits if a not in out]
    return out


def step_toward(points: Sequence[Point], here: int, target: int,
                walk: Callable[[Sequence[Point], int, Action], int | None]) -> Action:
    """The direction press that brings a focus walking `points` (by `walk`, the scene's own rule) nearest the
    target; the target's side on screen when no press comes nearer."""
    tx, ty = points[target]

    def far(n: int) -> float:
        return math.hypot(points[n][0] - tx, points[n][1] - ty)

    best: tuple[float, Action] | None = None
    for a in DIRECTIONS:
        n = walk(points, here, a)
        if n is not None and (best is None or far(n) < best[0]):
            best = (far(n), a)
    if best is not None and best[0] < far(here):
        return best[1]
    dx, dy = tx - points[here][0], ty - points[here][1]
    if abs(dx) >= abs(dy):
        return Action.RIGHT if dx > 0 else Action.LEFT
    return Action.DOWN if dy > 0 else Action.UP


__all__ = ["Pointer", "accepts", "accepted", "is_pattern", "step_toward"]
