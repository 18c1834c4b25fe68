"""Where a label goes on the ice: near what it names, never over what it must not hide.

`place_label(size, midbottom, hard, soft, bounds)` returns the rectangle for a
label of `size` whose preferred place has its bottom centre at `midbottom`
(above a penguin or a square). It tries places in order of how far they are
from the preferred one (moving up or sideways before moving down) and takes the
first that overlaps nothing in `hard` (penguins, the move preview) nor in `soft`
(the other highlighted squares), inside `bounds`. If there is none, the place
that covers least wins, hard overlaps counting far more than soft ones.
Geometry only: pygame rectangles, no drawing.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

STEP_X, STEP_Y = 16, 12
"""Pixels between two places tried."""
REACH_X, REACH_UP, REACH_DOWN = 20, 24, 20
"""How many steps a label may move from its preferred place: sideways, up, down."""
DOWN_COST = 1.6
"""Moving a label down (over what it names) counts this much more than moving it up or sideways."""


def _offsets() -> list[tuple[int, int]]:
    spots = [(i * STEP_X, j * STEP_Y) for i in range(-REACH_X, REACH_X + 1) for j in range(-REACH_UP, REACH_DOWN + 1)]
    return sorted(spots, key=lambda o: (math.hypot(o[0], o[1] * (DOWN_COST if o[1] > 0 else 1.0)), o[1], o[0]))


OFFSETS = _offsets()
"""Places to try, nearest the preferred one first."""


def _covered(rect: pygame.Rect, others: Sequence[pygame.Rect]) -> int:
    area = 0
    for i in rect.collidelistall(others):
        clip = rect.clip(others[i])
        area += clip.width * clip.height
    return area


def place_label(size: tuple[int, int], midbottom: tuple[float, float], hard: Sequence[pygame.Rect],
                soft: Sequence[pygame.Rect] = (), bounds: pygame.Rect | None = None) -> pygame.Rect:
    """The rectangle for a label of `size` nearest `midbottom` that covers nothing in `hard` or `soft`."""
    base = pygame.Rect((0, 0), size)
    base.midbottom = (round(midbottom[0]), round(midbottom[1]))
    spots = [base.move(dx, dy) for dx, dy in OFFSETS]
    if bounds is not None:
        spots = [r for r in spots if bounds.contains(r)] or [base]
    for rect in spots:
        if rect.collidelist(hard) < 0 and rect.collidelist(soft) < 0:
            return rect
    return min(spots, key=lambda r: _covered(r, hard) * 1000 + _covered(r, soft))
