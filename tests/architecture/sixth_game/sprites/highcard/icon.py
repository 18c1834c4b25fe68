"""High Card's menu tile picture: two playing cards, the higher on top."""

from __future__ import annotations

import pygame

from sprites.ui.icons import draw_mini_card


def draw_icon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Two tilted cards."""
    cx, cy = rect.center
    u = min(rect.width, rect.height)
    draw_mini_card(surface, pygame.Rect(0, 0, u * 0.36, u * 0.5).move(cx - u * 0.3, cy - u * 0.28), 12, "4",
                   (30, 40, 60), (90, 120, 200))
    draw_mini_card(surface, pygame.Rect(0, 0, u * 0.36, u * 0.5).move(cx - u * 0.04, cy - u * 0.24), -10, "9",
                   (30, 40, 60), (220, 170, 40))
