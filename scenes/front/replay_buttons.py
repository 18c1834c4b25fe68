"""The faces of the replay viewer's control buttons: start, step, play/pause and end icons, speed, all hands."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from core import text, theme
from sprites.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.front.replay_viewer import ReplayViewer


def draw_button_icon(viewer: ReplayViewer, surface: pygame.Surface, b: Button) -> None:
    """What a button of the control bar shows: a transport icon, the speed, or whether all hands are shown."""
    cx, cy = b.rect.center
    ink = theme.INK
    s = 16

    def tri(x: float, pointing: int) -> None:
        pygame.draw.polygon(surface, ink, [(x - s * pointing * 0.8, cy - s), (x - s * pointing * 0.8, cy + s),
                                           (x + s * pointing * 0.9, cy)])

    def bar(x: float) -> None:
        pygame.draw.rect(surface, ink, pygame.Rect(round(x) - 3, cy - s, 7, 2 * s), border_radius=2)

    if b.key == "play":
        if viewer.playing:
            bar(cx - 9)
            bar(cx + 9)
        else:
            tri(cx + 2, 1)
    elif b.key == "forward":
        tri(cx - 5, 1)
        bar(cx + 17)
    elif b.key == "back":
        tri(cx + 5, -1)
        bar(cx - 17)
    elif b.key == "start":
        bar(cx - 20)
        tri(cx - 3, -1)
        tri(cx + 14, -1)
    elif b.key == "end":
        tri(cx - 14, 1)
        tri(cx + 3, 1)
        bar(cx + 20)
    elif b.key == "speed":
        value = f"{viewer.speed:g}x"
        text.blit_text(surface, "Speed", 28, theme.INK_DIM, (b.rect.x + 18, cy), "midleft")
        text.blit_text(surface, value, 36, theme.GOLD, (b.rect.right - 18, cy), "midright", True)
    elif b.key == "hands":
        text.blit_text(surface, "All hands", 30, theme.INK, (b.rect.x + 20, cy), "midleft", True)
        text.blit_text(surface, "shown" if viewer.revealed else "hidden", 30,
                       theme.GOLD if viewer.revealed else theme.INK_DIM, (b.rect.right - 20, cy), "midright")
