"""The Jukem Soccer table: layout from the Tiled map, the static felt and the panels.

`TableLayout.load()` reads levels/jukem_table.tmx (named rectangles plus card
scales as object properties), so moving a zone is an edit in Tiled, not in
code. Everything that does not move is drawn once into one opaque layer
(`build_background`); the panels that change now and then (scoreboard, play
log, status) are rendered into cached surfaces only when their content
changes (`PanelCache`), so a frame is a handful of blits plus the cards.
`SpotZone` is the centre of the table: the SHOT lies on the left, the SAVE
on the right. The big captions (GOAL!, SAVED!, 3-2-1) are every game's
`Banner` (sprites.fx.banner).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from core import text, theme
from levels import Level, load_level
from sprites.cards.art import CardArt, Size, CARD_SIZE
from sprites.cards.sprite import Slot
from sprites.cards.zones import Zone
from sprites.ui.widgets import vignette
from core.tween import Tweener

LEVEL_NAME = "jukem_table"
FELT_A = (28, 104, 60)
FELT_B = (25, 96, 55)
LINE = (255, 255, 255, 26)
ZONE_FILL = (0, 0, 0, 38)
ZONE_EDGE = (255, 255, 255, 44)
PANEL_FILL = (14, 30, 58)
PANEL_EDGE = (60, 96, 150)
#: anchors every layout must have
REQUIRED = ("draw_pile", "discard", "hand_blue", "hand_red", "possession_blue", "possession_red", "goals_blue",
            "goals_red", "shot_spot", "goal_grid", "scoreboard", "clock_blue", "clock_red", "log", "prompt")
SEAT_KEYS = ("blue", "red")


@dataclass(frozen=True)
class TableLayout:
    """Rectangles and card scales of the table, by anchor name (from the Tiled map)."""

    level: Level
    rects: dict[str, pygame.Rect]

    @classmethod
    def load(cls, name: str = LEVEL_NAME) -> TableLayout:
        level = load_level(name)
        for key in REQUIRED:
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


class SpotZone(Zone):
    """The centre: cards at fixed places by index (0 = the SHOT on the left, 1 = the SAVE on the right)."""

    def __init__(self, tweener: Tweener | None, center: tuple[float, float], *, gap: float = 150.0,
                 scale: float = 1.0, z_base: float = 0.0, art: CardArt | None = None) -> None:
        super().__init__(tweener, center, face_up=False, scale=scale, z_base=z_base, art=art)
        self.gap = gap

    def slots(self, n: int | None = None) -> list[Slot]:
        n = len(self.cards) if n is None else n
        cx, cy = self.center
        return [Slot(cx + (i - 0.5) * self.gap, cy, 0.0, self.scale, self.z_base + i) for i in range(n)]


# -- the static layer ----------------------------------------------------------------

def _zone_box(layer: pygame.Surface, rect: pygame.Rect, caption: str, color: tuple[int, int, int]) -> None:
    pygame.draw.rect(layer, ZONE_FILL, rect, border_radius=18)
    pygame.draw.rect(layer, (*color, 60), rect, 3, border_radius=18)
    if caption:
        img = text.label(text.ellipsize(caption, 24, rect.w - 28, True), 24, theme.INK, True)
        img = img.copy()
        img.set_alpha(110)
        layer.blit(img, img.get_rect(bottomleft=(rect.x + 14, rect.bottom - 8)))


def build_background(layout: TableLayout, pal: theme.Palette, names: tuple[str, str],
                     bottom: int = 0) -> pygame.Surface:
    """Striped felt, faint pitch lines, seat-coloured edges and the zone outlines: drawn once
    (`names`: the players, for the possession rows' captions; `bottom`: the seat at the bottom, whose
    zones are the anchors named "..._blue")."""
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
    mid = layout.center("shot_spot")[1]
    inner = table.inflate(-36, -24)
    pygame.draw.rect(lines, LINE, inner, 4, border_radius=6)
    pygame.draw.line(lines, LINE, (inner.x, mid), (inner.right, mid), 4)
    pygame.draw.circle(lines, LINE, (round(layout.center("shot_spot")[0]), round(mid)), 150, 4)
    for top in (True, False):  # penalty areas at each seat's end
        bw, bd = 560, 110
        y = inner.y if top else inner.bottom - bd
        pygame.draw.rect(lines, LINE, (inner.centerx - bw // 2, y, bw, bd), 4)
    # seat colours along each end of the table
    for seat, (y0, y1) in ((1 - bottom, (0, 10)), (bottom, (h - 10, h))):
        pygame.draw.rect(lines, (*pal.seat[seat], 150), (table.x, y0, table.w, y1 - y0))
    for seat in (0, 1):
        key = SEAT_KEYS[0 if seat == bottom else 1]
        # a faint caption the cards may cover: a long player's name is cut rather than run under the row
        caption = text.fit_named("{}'s possession", names[seat], 24, 320, True, min_size=24)[0]
        _zone_box(lines, layout.rect(f"possession_{key}").inflate(12, 10), caption, pal.seat_light[seat])
        _zone_box(lines, layout.rect(f"goals_{key}").inflate(12, 10), "", theme.GOLD)
        g = layout.rect(f"goals_{key}")
        img = text.label("GOALS", 22, theme.GOLD, True)
        lines.blit(img, img.get_rect(midtop=(g.centerx, g.bottom + 8)))
    spot = layout.rect("shot_spot").inflate(10, 10)
    pygame.draw.rect(lines, (0, 0, 0, 30), spot, border_radius=18)
    pygame.draw.rect(lines, (255, 255, 255, 40), spot, 2, border_radius=18)
    bg.blit(lines, (0, 0))
    bg.blit(vignette(table.size, strength=120, inner=0.6, falloff=0.7, squash=0.9), table.topleft)
    # the left and right columns
    return bg.convert() if pygame.display.get_surface() is not None else bg


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
