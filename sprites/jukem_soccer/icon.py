"""Jukem Soccer's menu tile picture: a PASS and a SHOT card with a ball."""

from __future__ import annotations

import pygame

from sprites.ui.icons import draw_football, draw_mini_card


def draw_icon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture on the menu tile: two tilted cards and a ball."""
    cx, cy = rect.center
    u = min(rect.width, rect.height)
    draw_mini_card(surface, pygame.Rect(0, 0, u * 0.36, u * 0.5).move(cx - u * 0.36, cy - u * 0.3), 14,
                   "PASS", (30, 40, 60), (60, 160, 90))
    draw_mini_card(surface, pygame.Rect(0, 0, u * 0.36, u * 0.5).move(cx - u * 0.12, cy - u * 0.32), -10,
                   "SHOT", (30, 40, 60), (220, 70, 60))
    draw_football(surface, (cx + u * 0.24, cy + u * 0.24), u * 0.15)
