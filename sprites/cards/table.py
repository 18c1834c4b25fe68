"""The card table's layout and its static layer: anchors from a Tiled map, the felt, cached panels, captions.

`TableLayout.load(name, required)` reads `levels/<name>.tmx` (named
rectangles plus card scales as object properties, anchors named for the
bottom seat "..._blue" and the top seat "..._red"), so moving a zone is an
edit in Tiled, not in code. Everything that does not move is drawn once into
one opaque layer (`felt_background`, with the game's own marks); the panels
that change now and then (scoreboard, play log, status) are rendered into
cached surfaces only when their content changes (`PanelCache`), so a frame
is a handful of blits plus the cards. The big captions (GOAL!, 3-2-1) are
every game's `Banner` (sprites.fx.banner).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from core import text, theme
from levels import Level, load_level
from sprites.cards.art import CARD_SIZE, Size
from sprites.ui.widgets import vignette

FELT_A = (28, 104, 60)
FELT_B = (25, 96, 55)
LINE = (255, 255, 255, 26)
ZONE_FILL = (0, 0, 0, 38)
ZONE_EDGE = (255, 255, 255, 44)
PANEL_FILL = (14, 30, 58)
PANEL_EDGE = (60, 96, 150)
#: Anchors every card table has (a game names more of its own when it loads its layout).
REQUIRED = ("hand_blue", "hand_red", "clock_blue", "clock_red", "log", "prompt")
SEAT_KEYS = ("blue", "red")


@dataclass(frozen=True)
class TableLayout:
    """Rectangles and card scales of the table, by anchor name (from the Tiled map)."""

    level: Level
    rects: dict[str, pygame.Rect]

    @classmethod
    def load(cls, name: str, required: tuple[str, ...] = ()) -> TableLayout:
        """A game's table layout, `levels/<name>.tmx`, with every anchor the kit and the game need."""
        level = load_level(name)
        for key in (*REQUIRED, *required):
            level.anchor(key)  # a LevelError naming the file if one is missing
        rects = {n: pygame.Rect(round(a.x), round(a.y), round(a.width), round(a.height))
                 for n, a in level.anchors.items()}
        return cls(level, rects)

    def rect(self, name: str) -> pygame.Rect:
        return self.rects[name].copy()

    def center(self, name: str) -> tuple[float, float]:
        r = self.rects[name]
        return (r.x + r.w / 2, r.y + r.h / 2)

    def prop(self, name: str, key: str, default: float) -> float:
        value = self.level.anchor(name).properties.get(key, default)
        return float(value)

    def scale(self, name: str) -> float:
        """The card scale of a zone (object property `scale`, else its height over a card's)."""
        return self.prop(name, "scale", self.rects[name].h / CARD_SIZE[1])

    def seat_rect(self, kind: str, seat: int) -> pygame.Rect:
        return self.rect(f"{kind}_{SEAT_KEYS[seat]}")

    def get(self, name: str, fallback: pygame.Rect) -> pygame.Rect:
        r = self.rects.get(name)
        return r.copy() if r is not None else fallback


# -- the static layer ----------------------------------------------------------------

def felt_background(layout: TableLayout, pal: theme.Palette, bottom: int,
                    marks: Callable[[pygame.Surface, pygame.Rect], None] | None = None) -> pygame.Surface:
    """The static table every card game sits at, drawn once: striped felt between the side panels, the
    game's own marks (`marks(layer, table)` draws on a transparent layer: pitch lines, zone outlines),
    a band of each seat's colour along its end of the table (`bottom`: the seat at the bottom) and a
    soft vignette."""
    w, h = theme.CANVAS_SIZE
    bg = pygame.Surface((w, h))
    bg.fill(theme.NIGHT)
    table = pygame.Rect(430, 0, layout.rect("log").x - 440, h)
    stripes = 14
    for i in range(stripes):
        x0 = table.x + table.w * i // stripes
        x1 = table.x + table.w * (i + 1) // stripes
        pygame.draw.rect(bg, FELT_A if i % 2 == 0 else FELT_B, (x0, 0, x1 - x0, h))
    lines = pygame.Surface((w, h), pygame.SRCALPHA)
    if marks is not None:
        marks(lines, table)
    for seat, (y0, y1) in ((1 - bottom, (0, 10)), (bottom, (h - 10, h))):
        pygame.draw.rect(lines, (*pal.seat[seat], 150), (table.x, y0, table.w, y1 - y0))
    bg.blit(lines, (0, 0))
    bg.blit(vignette(table.size, strength=120, inner=0.6, falloff=0.7, squash=0.9), table.topleft)
    return bg.convert() if pygame.display.get_surface() is not None else bg


def zone_box(layer: pygame.Surface, rect: pygame.Rect, caption: str, color: tuple[int, int, int]) -> None:
    """A zone's outline on the felt, with a faint caption the cards may cover."""
    pygame.draw.rect(layer, ZONE_FILL, rect, border_radius=18)
    pygame.draw.rect(layer, (*color, 60), rect, 3, border_radius=18)
    if caption:
        img = text.label(text.ellipsize(caption, 28, rect.w - 28, True), 28, theme.INK, True)
        img = img.copy()
        img.set_alpha(110)
        layer.blit(img, img.get_rect(bottomleft=(rect.x + 14, rect.bottom - 8)))


# -- cached panels -------------------------------------------------------------------

class PanelCache:
    """A surface re-rendered only when its key changes."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._surf: pygame.Surface | None = None

    def get(self, key: Hashable, render: Callable[[], pygame.Surface]) -> pygame.Surface:
        if self._surf is None or key != self._key:
            self._surf = render()
            self._key = key
        return self._surf


def panel_surface(size: Size, fill: tuple[int, int, int] = PANEL_FILL, edge: tuple[int, int, int] = PANEL_EDGE,
                  alpha: int = 228, radius: int = 20) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*fill, alpha), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (*edge, min(255, alpha + 20)), surf.get_rect(), 3, border_radius=radius)
    return surf


def wrapped(surf: pygame.Surface, line: str, size: int, color: tuple[int, int, int], x: int, y: int,
            width: int, bold: bool = False, gap: float = 1.08) -> int:
    """Blit a wrapped paragraph at (x, y); returns the y below it."""
    for part in text.wrap(line, size, width, bold):
        surf.blit(text.label(part, size, color, bold), (x, y))
        y += round(size * gap)
    return y
