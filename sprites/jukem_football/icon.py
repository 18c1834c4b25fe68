"""Jukem Football's menu tile picture: a RUN and a PASS card with an American football."""

from __future__ import annotations

import pygame

from sprites.jukem_football.faces import PASS_BLUE, RUN_GREEN, draw_pigskin
from sprites.ui.icons import draw_mini_card


def draw_icon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture on the menu tile: two tilted cards and a football."""
    cx, cy = rect.center
    u = min(rect.width, rect.height)
    draw_mini_card(surface, pygame.Rect(0, 0, u * 0.36, u * 0.5).move(cx - u * 0.36, cy - u * 0.3), 14,
                   "RUN", (30, 40, 60), RUN_GREEN)
    draw_mini_card(surface, pygame.Rect(0, 0, u * 0.36, u * 0.5).move(cx - u * 0.12, cy - u * 0.32), -10,
                   "PASS", (30, 40, 60), PASS_BLUE)
    draw_pigskin(surface, (cx + u * 0.25, cy + u * 0.24), u * 0.4, 28)
