"""Penguin Soccer's menu tile picture: a penguin on an ice floe with a ball."""

from __future__ import annotations

import pygame

from sprites.ui.icons import draw_football, draw_penguin


def draw_icon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture on the menu tile: a penguin on the ice with a ball."""
    cx, cy = rect.center
    u = min(rect.width, rect.height)
    ice = rect.inflate(-u * 0.1, -u * 0.5).move(0, u * 0.26)
    pygame.draw.ellipse(surface, (170, 214, 240), ice)
    pygame.draw.ellipse(surface, (220, 240, 252), ice.inflate(-u * 0.1, -u * 0.08))
    draw_penguin(surface, (cx - u * 0.16, cy), u * 0.7)
    draw_football(surface, (cx + u * 0.26, cy + u * 0.22), u * 0.12)
