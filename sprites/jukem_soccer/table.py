"""Jukem Soccer's table: its Tiled layout and the marks on its felt (a pitch, the possession rows, the goals).

The layout is `levels/jukem_soccer_table.tmx`; the kit (sprites.cards.table)
reads it and draws the felt, this module names the anchors Jukem Soccer needs
and draws what is its own on it.
"""

from __future__ import annotations

import pygame

from core import text, theme
from sprites.cards.table import LINE, TableLayout, felt_background, zone_box

LEVEL_NAME = "jukem_soccer_table"
#: The anchors Jukem Soccer needs besides the kit's own.
ANCHORS = ("draw_pile", "discard", "possession_blue", "possession_red", "goals_blue", "goals_red", "shot_spot", "goal_grid",
           "scoreboard")
SEAT_KEYS = ("blue", "red")


def load_layout() -> TableLayout:
    """The Jukem Soccer table layout (a LevelError naming the file if an anchor is missing)."""
    return TableLayout.load(LEVEL_NAME, ANCHORS)


def build_background(layout: TableLayout, pal: theme.Palette, names: tuple[str, str],
                     bottom: int = 0) -> pygame.Surface:
    """The felt with faint pitch lines, the possession rows and goal piles outlined, and the centre spot
    (`names`: the players, for the possession rows' captions; `bottom`: the seat at the bottom, whose
    zones are the anchors named "..._blue")."""

    def marks(lines: pygame.Surface, table: pygame.Rect) -> None:
        mid = layout.center("shot_spot")[1]
        inner = table.inflate(-36, -24)
        pygame.draw.rect(lines, LINE, inner, 4, border_radius=6)
        pygame.draw.line(lines, LINE, (inner.x, mid), (inner.right, mid), 4)
        pygame.draw.circle(lines, LINE, (round(layout.center("shot_spot")[0]), round(mid)), 150, 4)
        for top in (True, False):  # penalty areas at each seat's end
            bw, bd = 560, 110
            y = inner.y if top else inner.bottom - bd
            pygame.draw.rect(lines, LINE, (inner.centerx - bw // 2, y, bw, bd), 4)
        for seat in (0, 1):
            key = SEAT_KEYS[0 if seat == bottom else 1]
            # a faint caption the cards may cover: a long player's name is cut rather than run under the row
            caption = text.fit_named("{}'s possession", names[seat], 28, 420, True, min_size=28)[0]
            zone_box(lines, layout.rect(f"possession_{key}").inflate(12, 10), caption, pal.seat_light[seat])
            zone_box(lines, layout.rect(f"goals_{key}").inflate(12, 10), "", theme.GOLD)
            g = layout.rect(f"goals_{key}")
            img = text.label("GOALS", 28, theme.GOLD, True)
            lines.blit(img, img.get_rect(midtop=(g.centerx, g.bottom + 8)))
        spot = layout.rect("shot_spot").inflate(10, 10)
        pygame.draw.rect(lines, (0, 0, 0, 30), spot, border_radius=18)
        pygame.draw.rect(lines, (255, 255, 255, 40), spot, 2, border_radius=18)

    return felt_background(layout, pal, bottom, marks)
