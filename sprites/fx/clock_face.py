"""A chess-clock face readable from a couch: big digits, seat colour, low-time glow."""

from __future__ import annotations

import math

import pygame

from core import text, theme
from tournament.clock import format_clock


def draw_clock(surface: pygame.Surface, rect: pygame.Rect, seconds: float, *, active: bool, warning: bool,
               color: tuple[int, int, int], label: str, t: float, flagged: bool = False) -> None:
    """One clock face: the seat's name above, M:SS (S.t under 10 s) in large digits."""
    base = theme.mix(theme.NIGHT, color, 0.35 if active else 0.12)
    pygame.draw.rect(surface, base, rect, border_radius=18)
    edge = color if active else theme.PANEL_EDGE
    if warning and active:
        pulse = 0.5 + 0.5 * math.sin(t * 8.0)
        edge = theme.mix(theme.DANGER, theme.GOLD, pulse)
    pygame.draw.rect(surface, edge, rect, 6 if active else 3, border_radius=18)
    text.blit_text(surface, label, 30, theme.INK_DIM if not active else theme.INK, (rect.centerx, rect.y + 12),
                   "midtop", True)
    digits = "0.0" if flagged else format_clock(seconds)
    ink = theme.DANGER if (warning or flagged) else (theme.INK if active else theme.INK_DIM)
    size = max(40, int(rect.height * 0.56))
    text.blit_text(surface, digits, size, ink, (rect.centerx, rect.bottom - 12), "midbottom", True)
    if flagged:
        text.blit_text(surface, "FLAG", 28, theme.DANGER, (rect.right - 14, rect.y + 12), "topright", True)
