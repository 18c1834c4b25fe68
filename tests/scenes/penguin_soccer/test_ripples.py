"""The sea's ripples stay out of the move list and the side panels (issue 21: arcs poking into the list read
like strike-throughs)."""

from __future__ import annotations

import pygame

from scenes.penguin_soccer.layout import MOVES_RECT
from tests.scenes.penguin_soccer.support import HUMAN


def test_no_ripple_drifts_into_the_move_list(start):
    for seed in range(6):
        d, scene = start((HUMAN, HUMAN), seed=seed)
        ripples = scene._ripples
        assert ripples.items
        for x, y, _ph, size in ripples.items:
            w = ripples.frames[size][0].get_width()
            swept = pygame.Rect(round(x) - 8, round(y) - 2, w + 16, 14)  # its arc, wherever it drifts
            assert not swept.colliderect(MOVES_RECT), (seed, x, y)
