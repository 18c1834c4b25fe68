"""Jukem Football's table: its Tiled layout, the gridiron painted on the felt and each drive's yard marker.

The layout is `levels/jukem_football_table.tmx`. The felt *is* the field:
the anchor "field" spans yard 0 to yard 100 (both drives run left to right,
the end zone lies beyond yard 100), with a stripe every ten yards, yard
lines, and each seat's lane ("lane_blue" for the bottom seat, "lane_red"
for the top one) where its drive's marker stands: a ball at the drive's
yards, the ground gained in the seat's colour, and a chip that says "at the
65 - 35 to go" so a player reads the drive at a glance (on the ground gained,
behind the ball, so the yard numbers ahead stay clear).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from core import text, theme
from sprites.cards.table import LINE, TableLayout, felt_background, zone_box
from sprites.jukem_football.faces import draw_goal_posts, draw_pigskin

LEVEL_NAME = "jukem_football_table"
#: The anchors Jukem Football needs besides the kit's own.
ANCHORS = ("draw_pile", "scoreboard", "status", "discard", "field_spot", "aside", "field", "lane_blue", "lane_red",
           "drive_blue", "drive_red", "scored_blue", "scored_red")
SEAT_KEYS = ("blue", "red")
TOUCHDOWN_YARDS = 100
FIELD_GOAL_YARDS = 70
STRIPE = (255, 255, 255, 14)
YARD_LINE = (255, 255, 255, 60)
END_ZONE = (196, 150, 40, 70)
LANE_FILL = (6, 20, 14, 150)


def load_layout() -> TableLayout:
    """The Jukem Football table layout (a LevelError naming the file if an anchor is missing)."""
    return TableLayout.load(LEVEL_NAME, ANCHORS)


def yard_x(layout: TableLayout, yards: float) -> float:
    """The x of a yard line (0 = the drive's start, 100 = the goal line)."""
    field = layout.rect("field")
    return field.x + field.w * max(0.0, min(float(TOUCHDOWN_YARDS), yards)) / TOUCHDOWN_YARDS


def build_background(layout: TableLayout, pal: theme.Palette, names: tuple[str, str],
                     bottom: int = 0) -> pygame.Surface:
    """The felt as a gridiron (stripes, yard lines, end zone), the lanes with their yard numbers, the
    drives, scored piles and set-aside pile outlined (`names`: the players, for the captions; `bottom`:
    the seat at the bottom, whose anchors are the "..._blue" ones)."""
    field = layout.rect("field")

    def marks(lines: pygame.Surface, table: pygame.Rect) -> None:
        for k in range(0, TOUCHDOWN_YARDS, 20):  # a lighter stripe every other ten yards
            x0, x1 = yard_x(layout, k), yard_x(layout, k + 10)
            pygame.draw.rect(lines, STRIPE, (round(x0), 0, round(x1 - x0), table.h))
        end = pygame.Rect(round(yard_x(layout, TOUCHDOWN_YARDS)), 0, table.right - field.right, table.h)
        pygame.draw.rect(lines, END_ZONE, end)
        own = pygame.Rect(table.x, 0, field.x - table.x, table.h)
        pygame.draw.rect(lines, (0, 0, 0, 40), own)
        for k in range(0, TOUCHDOWN_YARDS + 1, 5):
            x = round(yard_x(layout, k))
            width = 4 if k in (0, TOUCHDOWN_YARDS) else 3 if k % 10 == 0 else 1
            pygame.draw.line(lines, YARD_LINE if k % 10 == 0 else LINE, (x, 0), (x, table.h), width)
        words = text.label("END ZONE", 40, theme.GOLD, True)
        words = pygame.transform.rotate(words, 90)
        words.set_alpha(90)
        middle = (layout.rect("lane_red").bottom + layout.rect("lane_blue").y) // 2  # clear of both goal posts
        lines.blit(words, words.get_rect(center=(end.centerx, middle)))
        for seat in (0, 1):
            key = SEAT_KEYS[0 if seat == bottom else 1]
            lane = layout.rect(f"lane_{key}")
            pygame.draw.rect(lines, LANE_FILL, lane, border_radius=12)
            pygame.draw.rect(lines, (*pal.seat_light[seat], 90), lane, 2, border_radius=12)
            for k in range(10, TOUCHDOWN_YARDS, 10):
                x = round(yard_x(layout, k))
                num = text.label(f"{k} FG" if k == FIELD_GOAL_YARDS else str(k), 28, theme.INK, True)
                num.set_alpha(190 if k != FIELD_GOAL_YARDS else 255)
                lines.blit(num, num.get_rect(center=(x, lane.centery)))
            fg = round(yard_x(layout, FIELD_GOAL_YARDS))
            tick = pygame.Rect(fg - 2, lane.y - 6, 4, lane.h + 12)
            pygame.draw.rect(lines, (*theme.GOLD, 170), tick)
            draw_goal_posts(lines, (field.right + 36, lane.bottom - 4), (lane.h + 14) * 0.64, lane.h + 14)
            caption = text.fit_named("{}'s drive", names[seat], 28, 320, True, min_size=28)[0]
            zone_box(lines, layout.rect(f"drive_{key}").inflate(12, 10), caption, pal.seat_light[seat])
            zone_box(lines, layout.rect(f"scored_{key}").inflate(12, 10), "Scored", theme.GOLD)
        zone_box(lines, layout.rect("aside").inflate(12, 10), "", theme.INK_DIM)
        spot = layout.rect("field_spot").inflate(10, 10)
        pygame.draw.rect(lines, (0, 0, 0, 30), spot, border_radius=18)
        pygame.draw.rect(lines, (255, 255, 255, 40), spot, 2, border_radius=18)
        img = text.label("DEFENCE", 34, theme.INK, True)
        img.set_alpha(110)
        lines.blit(img, img.get_rect(center=spot.center))

    return felt_background(layout, pal, bottom, marks)


def marker_words(yards: int, scored: bool = False) -> str:
    """What a drive's chip says: "at the 65 - 35 to go" (or the kick-off, or a touchdown)."""
    if scored or yards >= TOUCHDOWN_YARDS:
        return "TOUCHDOWN!"
    if yards <= 0:
        return "New drive: 100 to go"
    left = TOUCHDOWN_YARDS - yards
    fg = " - FG range" if yards >= FIELD_GOAL_YARDS else ""
    return f"at the {yards}, {left} to go{fg}"


@lru_cache(maxsize=64)
def _chip(words: str, color: tuple[int, int, int]) -> pygame.Surface:
    img = text.label(words, 28, theme.INK, True)
    chip = pygame.Surface((img.get_width() + 28, 38), pygame.SRCALPHA)
    pygame.draw.rect(chip, (*theme.NIGHT, 230), chip.get_rect(), border_radius=19)
    pygame.draw.rect(chip, color, chip.get_rect(), 3, border_radius=19)
    chip.blit(img, img.get_rect(center=chip.get_rect().center))
    return chip


@lru_cache(maxsize=8)
def _strip(color: tuple[int, int, int], w: int, h: int) -> pygame.Surface:
    """The ground gained, in a seat's colour: made once, blitted as wide as the drive."""
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    layer.fill((*color, 95))
    return layer


@lru_cache(maxsize=8)
def _ball(length: int) -> pygame.Surface:
    size = int(length * 1.3)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_pigskin(surf, (size / 2, size / 2), length, 20.0)
    return surf


def draw_marker(surface: pygame.Surface, layout: TableLayout, key: str, yards: float, color: tuple[int, int, int],
                light: tuple[int, int, int], words: str, pulse: float = 0.0) -> None:
    """A drive's marker in its lane (`key` "blue" or "red"): the ground gained in the seat's colour, the
    ball on its yard line and the chip with `words` beside it (inside the table)."""
    lane = layout.rect(f"lane_{key}")
    x = yard_x(layout, yards)
    if x > lane.x + 4:
        gained = pygame.Rect(lane.x + 3, lane.y + 3, round(x - lane.x) - 3, lane.h - 6)
        surface.blit(_strip(color, lane.w, lane.h - 6), gained, pygame.Rect(0, 0, gained.w, gained.h))
        pygame.draw.line(surface, light, (round(x), lane.y - 4), (round(x), lane.bottom + 4), 4)
    ball = _ball(40)
    surface.blit(ball, ball.get_rect(center=(x, lane.centery - pulse * 10)))
    chip = _chip(words, light)
    surface.blit(chip, chip_rect(layout, key, yards, chip.get_size()))


def chip_rect(layout: TableLayout, key: str, yards: float, size: tuple[int, int]) -> pygame.Rect:
    """Where a drive's chip lies: in the lane on the ground already gained, behind the ball, so the yard
    numbers ahead (where the drive is going: the next tens, "70 FG") stay readable; ahead of the ball only
    at the start of a drive, where there is no room behind it."""
    lane = layout.rect(f"lane_{key}")
    x = round(yard_x(layout, yards))
    r = pygame.Rect((0, 0), size)
    r.midright = (x - 26, lane.centery)
    if r.x < lane.x + 4:
        r.midleft = (x + 26, lane.centery)
    return r


def chip_size(words: str) -> tuple[int, int]:
    """The size of a drive's chip saying `words`."""
    return _chip(words, theme.INK).get_size()


def draw_flying_ball(surface: pygame.Surface, pos: tuple[float, float], length: int = 40) -> None:
    """The ball in flight (a field goal's kick)."""
    ball = _ball(length)
    surface.blit(ball, ball.get_rect(center=pos))


__all__ = ["load_layout", "build_background", "draw_marker", "marker_words", "yard_x", "draw_flying_ball", "chip_rect",
           "chip_size",
           "ANCHORS"]
