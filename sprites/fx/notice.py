"""The "only move" notice: what is about to be played for a player, and a bar running down to it.

Drawn by game scenes over their table while a forced move waits to be played
(scenes.play.forced): the words, a hint line and a gold bar that empties as
the notice's time runs out, so the room sees the program is about to play.
"""

from __future__ import annotations

import pygame

from core import text, theme

WIDTH = 900
HEIGHT = 128
TITLE_PX = 40
HINT_PX = 28


def draw_forced_notice(surface: pygame.Surface, midtop: tuple[float, float], words: str, hint: str,
                       progress: float, color: tuple[int, int, int] = theme.GOLD) -> pygame.Rect:
    """The notice with its top centre at `midtop`; `progress` 0..1 empties the bar. Returns its box."""
    box = pygame.Rect(0, 0, WIDTH, HEIGHT)
    box.midtop = (round(midtop[0]), round(midtop[1]))
    pygame.draw.rect(surface, (8, 12, 24), box.move(0, 5), border_radius=20)
    pygame.draw.rect(surface, theme.NIGHT_2, box, border_radius=20)
    pygame.draw.rect(surface, color, box, 4, border_radius=20)
    text.blit_fit(surface, f"Only move: {words}", TITLE_PX, color, (box.centerx, box.y + 14), box.w - 60, "midtop",
                  True, True)
    text.blit_fit(surface, hint, HINT_PX, theme.INK_DIM, (box.centerx, box.y + 64), box.w - 60, "midtop")
    bar = pygame.Rect(box.x + 30, box.bottom - 22, box.w - 60, 8)
    pygame.draw.rect(surface, (40, 50, 76), bar, border_radius=4)
    left = bar.copy()
    left.w = round(bar.w * (1.0 - max(0.0, min(1.0, progress))))
    if left.w > 0:
        pygame.draw.rect(surface, color, left, border_radius=4)
    return box
