"""A chess-clock face readable from a couch: big digits, seat colour, low-time glow."""

from __future__ import annotations

import math

import pygame

from core import text, theme
from match.clock import format_clock

#: The delay bar's height along the bottom of a clock face.
DELAY_BAR_PX = 10


def draw_clock(surface: pygame.Surface, rect: pygame.Rect, seconds: float, *, active: bool, warning: bool,
               color: tuple[int, int, int], label: str, t: float, flagged: bool = False,
               delay: float | None = None) -> None:
    """One clock face: the seat's name above, M:SS (S.t under 10 s) in large digits; with a delay clock,
    `delay` (the part of the turn's delay left, 1 to 0; 0 for a face whose turn it is not) is a gold bar
    along the bottom that empties before the digits start to count down."""
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
    # A delay clock keeps room for its bar under the digits, so they never move when the delay runs out.
    lift = 12 if delay is None else DELAY_BAR_PX + 18
    text.blit_text(surface, digits, size, ink, (rect.centerx, rect.bottom - lift), "midbottom", True)
    if flagged:
        text.blit_text(surface, "FLAG", 28, theme.DANGER, (rect.right - 14, rect.y + 12), "topright", True)
    if delay is not None and delay > 0:
        track = pygame.Rect(rect.x + 18, rect.bottom - DELAY_BAR_PX - 8, rect.w - 36, DELAY_BAR_PX)
        pygame.draw.rect(surface, theme.mix(theme.NIGHT, theme.GOLD, 0.25), track, border_radius=DELAY_BAR_PX // 2)
        left = track.copy()
        left.w = max(DELAY_BAR_PX, round(track.w * min(1.0, delay)))
        pygame.draw.rect(surface, theme.GOLD, left, border_radius=DELAY_BAR_PX // 2)
