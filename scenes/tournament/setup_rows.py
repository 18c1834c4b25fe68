"""How the tournament setup's own rows look: an entrant (seed, name, kind, the mouse's buttons), Add and Start.

Drawn from the `TournamentSetup` scene's state (scenes/tournament/setup.py); the
settings rows on the left are the shared `draw_row`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from core import text, theme
from scenes.tournament.widgets import fit
from sprites.ui.widgets import Button, focus_ring, panel

if TYPE_CHECKING:
    from scenes.tournament.setup import TournamentSetup


def draw_entrant(setup: TournamentSetup, surface: pygame.Surface, b: Button, focused: bool) -> None:
    index = setup.index_of(b)
    assert index is not None
    e = setup.entrants[index]
    pal = setup.app.palette if setup.app is not None else theme.STANDARD
    fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.45) if focused else theme.PANEL
    panel(surface, b.rect, fill, theme.FOCUS if focused else theme.PANEL_EDGE, radius=14)
    seed_c = (b.rect.x + 36, b.rect.centery)
    pygame.draw.circle(surface, theme.NIGHT_2, seed_c, 22)
    text.blit_text(surface, str(index + 1), 32, theme.GOLD, seed_c, "center", True)
    kind_r = setup.kind_rect(b)
    name, size = fit(e.name, kind_r.left - (b.rect.x + 74) - 10, (40, 36, 32), True)
    text.blit_text(surface, name, size, theme.INK, (b.rect.x + 74, b.rect.centery), "midleft", True)
    kind = "Human" if not e.is_cpu else f"Computer \u00b7 {e.level}"
    ink = pal.seat_light[0] if not e.is_cpu else theme.INK_DIM
    if focused:
        ink = theme.GOLD
        cy, tri = kind_r.centery, 12
        pygame.draw.polygon(surface, theme.FOCUS, [(kind_r.left + 4, cy), (kind_r.left + 4 + tri, cy - tri),
                                                   (kind_r.left + 4 + tri, cy + tri)])
        pygame.draw.polygon(surface, theme.FOCUS, [(kind_r.right - 4, cy), (kind_r.right - 4 - tri, cy - tri),
                                                   (kind_r.right - 4 - tri, cy + tri)])
    text.blit_text(surface, kind, 36, ink, kind_r.center, "center")
    if focused:
        for key, r in setup.icon_rects(b).items():
            draw_icon(setup, surface, key, r)
        focus_ring(surface, b.rect, setup.t, radius=14)


def draw_icon(setup: TournamentSetup, surface: pygame.Surface, key: str, r: pygame.Rect) -> None:
    hot = (setup.app is not None and setup.app.input.last_device == "mouse"
           and setup.app.input.pointer is not None and r.collidepoint(setup.app.input.pointer))
    base = theme.DANGER if key == "remove" else theme.PANEL_EDGE
    pygame.draw.rect(surface, base if hot else theme.mix(theme.NIGHT_2, base, 0.45), r, border_radius=10)
    pygame.draw.rect(surface, base, r, 2, border_radius=10)
    cx, cy = r.center
    s = r.width // 4
    if key == "remove":
        pygame.draw.line(surface, theme.INK, (cx - s, cy - s), (cx + s, cy + s), 5)
        pygame.draw.line(surface, theme.INK, (cx - s, cy + s), (cx + s, cy - s), 5)
    else:
        d = -1 if key == "up" else 1
        pygame.draw.polygon(surface, theme.INK, [(cx - s - 2, cy - d * s // 2), (cx + s + 2, cy - d * s // 2),
                                                 (cx, cy + d * (s + 2))])


def draw_add(setup: TournamentSetup, surface: pygame.Surface, b: Button, focused: bool) -> None:
    fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.5) if focused else theme.mix(theme.PANEL, theme.NIGHT, 0.3)
    panel(surface, b.rect, fill, theme.FOCUS if focused else theme.PANEL_EDGE, radius=14)
    color = theme.INK if b.enabled else theme.GREY_OUT
    text.blit_text(surface, "+  " + b.label, 40, color, b.rect.center, "center", True)
    if focused:
        focus_ring(surface, b.rect, setup.t, radius=14)


def draw_start(setup: TournamentSetup, surface: pygame.Surface, b: Button, focused: bool) -> None:
    fill = theme.GOLD if focused else theme.mix(theme.PANEL, theme.GOLD, 0.35)
    panel(surface, b.rect, fill, theme.FOCUS if focused else theme.GOLD, radius=18)
    text.blit_text(surface, b.label, 56, theme.NIGHT if focused else theme.INK, b.rect.center, "center", True)
    if focused:
        focus_ring(surface, b.rect, setup.t, radius=18)
