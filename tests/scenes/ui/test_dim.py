"""Overlays darken what is below them exactly as the night-blue shade laid over it would, keeping no shade."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.ui.overlays import SHADE, dim


@pytest.mark.parametrize("alpha", [120, 170, 190, 200])
def test_dim_matches_the_shade_blended_over(alpha):
    pygame.init()
    rnd = random.Random(alpha)
    src = pygame.Surface((64, 48))
    for x in range(64):
        for y in range(48):
            src.set_at((x, y), (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)))
    ours = src.copy()
    dim(ours, alpha)
    shade = pygame.Surface(src.get_size(), pygame.SRCALPHA)
    shade.fill((*SHADE, alpha))
    blended = src.copy()
    blended.blit(shade, (0, 0))
    worst = max(abs(a - b) for x in range(64) for y in range(48)
                for a, b in zip(ours.get_at((x, y))[:3], blended.get_at((x, y))[:3]))
    assert worst <= 2
    assert ours.get_at((0, 0)) != src.get_at((0, 0)) or src.get_at((0, 0))[:3] == SHADE  # it did darken
