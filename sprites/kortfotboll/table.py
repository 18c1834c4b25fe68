"""Kortfotboll's table: its Tiled layout, where each position of a formation stands, and the pitch.

The layout is `levels/kortfotboll_table.tmx`. The pitch is seen from above
and lies across the screen: the seat at the bottom of the screen (the one
that decides, as on every card table) plays on the left half and attacks to
the right; the other plays on the right half. Each team stands in columns
from its own goal line: goalkeeper, defenders, midfielders, forwards, so a
team's rows open from the halfway line back towards its goal, as the rules
open them. Positions are numbered from their owner's left: facing right,
the left team's DEF1 is its top defender; facing left, the right team's
DEF1 is its bottom one.

Drawn once into the static layer: striped grass, the lines, both goals in
their team's colour and the columns' names. Drawn each frame over the
cards: the empty positions' outlines, sent-off positions, the warnings by
each team's crest and the scouting notes.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import pygame

from core import text, theme
from sprites.cards.art import CARD_SIZE
from sprites.cards.table import TableLayout, felt_background

LEVEL_NAME = "kortfotboll_table"
SEAT_KEYS = ("blue", "red")
ROW_NAMES = ("GK", "DEF", "MID", "FWD")
ROW_WORDS = ("Goal", "Defence", "Midfield", "Attack")
#: The anchors Kortfotboll needs besides the kit's own.
ANCHORS = ("scoreboard", "status", "pitch", "turned", "kick",
           *(f"{kind}_{side}" for kind in ("library", "discard", "buttons") for side in SEAT_KEYS))
#: A column's distance from the goal line, and from the next column.
GOAL_TO_KEEPER = 50
COLUMN_STEP = 120
#: The largest vertical step between two cards of a column, and the room a column may take.
MAX_ROW_STEP = 170
COLUMN_SPAN = 520
FIELD_SCALE = 0.5
GRASS_A = (46, 132, 70)
GRASS_B = (40, 120, 63)
LINE = (240, 246, 238, 200)
LINE_W = 4


def load_layout() -> TableLayout:
    """The Kortfotboll table layout (a LevelError naming the file if an anchor is missing)."""
    return TableLayout.load(LEVEL_NAME, ANCHORS)


def column_x(layout: TableLayout, side: str, row: int) -> float:
    """The x of a row's column: counted from the team's own goal line (left for "blue", right for "red")."""
    pitch = layout.rect("pitch")
    d = GOAL_TO_KEEPER + COLUMN_STEP * row
    return pitch.x + d if side == SEAT_KEYS[0] else pitch.right - d


def position_center(layout: TableLayout, side: str, rows: Sequence[int], p: int) -> tuple[float, float]:
    """Where position `p` of a formation (its positions' rows, canonical order) stands on a side."""
    row = rows[p]
    mates = [q for q, r in enumerate(rows) if r == row]
    n, k = len(mates), mates.index(p)
    step = MAX_ROW_STEP if n < 2 else min(MAX_ROW_STEP, COLUMN_SPAN / (n - 1))
    offset = (k - (n - 1) / 2) * step
    cy = layout.rect("pitch").centery
    # Facing right the owner's left is up the screen; facing left it is down.
    y = cy + offset if side == SEAT_KEYS[0] else cy - offset
    return (column_x(layout, side, row), y)


def card_rect(center: tuple[float, float], scale: float = FIELD_SCALE) -> pygame.Rect:
    """The rectangle a card of `scale` covers around `center`."""
    w, h = CARD_SIZE[0] * scale, CARD_SIZE[1] * scale
    return pygame.Rect(round(center[0] - w / 2), round(center[1] - h / 2), round(w), round(h))


def goal_mouth(layout: TableLayout, side: str) -> tuple[float, float]:
    """The middle of a team's goal line (where a shot flies)."""
    pitch = layout.rect("pitch")
    return (pitch.x if side == SEAT_KEYS[0] else pitch.right, pitch.centery)


def build_background(layout: TableLayout, pal: theme.Palette, bottom: int) -> pygame.Surface:
    """The felt with the pitch: grass stripes, the lines, each team's goal in its colour and the columns'
    names (the bottom seat's team on the left)."""
    pitch = layout.rect("pitch")
    seats = {SEAT_KEYS[0]: bottom, SEAT_KEYS[1]: 1 - bottom}

    def marks(layer: pygame.Surface, table: pygame.Rect) -> None:
        stripes = 12
        for i in range(stripes):
            x0 = pitch.x + pitch.w * i // stripes
            x1 = pitch.x + pitch.w * (i + 1) // stripes
            pygame.draw.rect(layer, (*(GRASS_A if i % 2 == 0 else GRASS_B), 255), (x0, pitch.y, x1 - x0, pitch.h))
        pygame.draw.rect(layer, LINE, pitch, LINE_W)
        cx, cy = pitch.centerx, pitch.centery
        pygame.draw.line(layer, LINE, (cx, pitch.y), (cx, pitch.bottom - 1), LINE_W)
        pygame.draw.circle(layer, LINE, (cx, cy), 92, LINE_W)
        pygame.draw.circle(layer, LINE, (cx, cy), 6)
        for side in SEAT_KEYS:
            _goal_end(layer, pitch, side, pal.seat[seats[side]])
        for side in SEAT_KEYS:
            for row, name in enumerate(ROW_NAMES):
                img = text.label(name, 28, theme.INK, True).copy()
                img.set_alpha(120)
                layer.blit(img, img.get_rect(midtop=(round(column_x(layout, side, row)), pitch.y + 8)))
    return felt_background(layout, pal, bottom, marks)


def _goal_end(layer: pygame.Surface, pitch: pygame.Rect, side: str, color: tuple[int, int, int]) -> None:
    """The penalty area, the goal area, the spot, the arc and the goal (a net in the team's colour)."""
    left = side == SEAT_KEYS[0]
    sign = 1 if left else -1
    line_x = pitch.x if left else pitch.right - 1
    cy = pitch.centery
    box_d, box_h, area_d, area_h = 150, 400, 56, 190
    box = pygame.Rect(0, 0, box_d, box_h)
    area = pygame.Rect(0, 0, area_d, area_h)
    if left:
        box.midleft, area.midleft = (line_x, cy), (line_x, cy)
    else:
        box.midright, area.midright = (line_x + 1, cy), (line_x + 1, cy)
    pygame.draw.rect(layer, LINE, box, LINE_W)
    pygame.draw.rect(layer, LINE, area, LINE_W)
    spot = (line_x + sign * 104, cy)
    pygame.draw.circle(layer, LINE, spot, 5)
    arc = pygame.Rect(0, 0, 150, 150)
    arc.center = spot
    start, end = (-52, 52) if left else (128, 232)
    pygame.draw.arc(layer, LINE, arc, math.radians(start), math.radians(end), LINE_W)
    net = pygame.Rect(0, 0, 22, 120)
    if left:
        net.midright = (line_x - 1, cy)
    else:
        net.midleft = (line_x + 2, cy)
    pygame.draw.rect(layer, (*color, 230), net, border_radius=4)
    for k in range(1, 6):
        y = net.y + net.h * k // 6
        pygame.draw.line(layer, (255, 255, 255, 90), (net.x, y), (net.right - 1, y), 1)
    pygame.draw.rect(layer, (255, 255, 255, 230), net, 3, border_radius=4)


# -- drawn over the cards each frame ---------------------------------------------------

def draw_empty_slot(surface: pygame.Surface, center: tuple[float, float], color: tuple[int, int, int]) -> None:
    """The outline of an empty position."""
    r = card_rect(center).inflate(-4, -4)
    pygame.draw.rect(surface, color, r, 3, border_radius=8)


def draw_sent_off(surface: pygame.Surface, center: tuple[float, float]) -> None:
    """A closed position: a red card and a cross where the player stood."""
    r = card_rect(center).inflate(-10, -10)
    pygame.draw.line(surface, (220, 40, 50), r.topleft, r.bottomright, 6)
    pygame.draw.line(surface, (220, 40, 50), r.topright, r.bottomleft, 6)
    draw_booking(surface, (r.centerx, r.centery), (214, 30, 40), 1.2)


def draw_booking(surface: pygame.Surface, center: tuple[float, float], fill: tuple[int, int, int],
                 scale: float = 1.0) -> None:
    """A referee's card (yellow for a warning, red for a sending-off), slightly tilted."""
    card = _booking(fill, scale)
    surface.blit(card, card.get_rect(center=(round(center[0]), round(center[1]))))


@functools.lru_cache(maxsize=8)
def _booking(fill: tuple[int, int, int], scale: float) -> pygame.Surface:
    """The tilted card, drawn once per colour and size (the crests show them every frame)."""
    w, h = round(22 * scale), round(30 * scale)
    card = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
    pygame.draw.rect(card, (20, 20, 24), (0, 0, w + 4, h + 4), border_radius=4)
    pygame.draw.rect(card, fill, (2, 2, w, h), border_radius=3)
    return pygame.transform.rotate(card, -12)


def draw_crest(surface: pygame.Surface, center: tuple[int, int], color: tuple[int, int, int], name: str,
               warnings: int, subs_left: int) -> None:
    """A team's crest by its goal: a shield in its colour, its yellow cards beside it and the substitutions
    it has left below."""
    x, y = center
    shield = [(x - 22, y - 24), (x + 22, y - 24), (x + 22, y + 2), (x, y + 26), (x - 22, y + 2)]
    pygame.draw.polygon(surface, color, shield)
    pygame.draw.polygon(surface, theme.INK, shield, 3)
    text.blit_text(surface, name[:1].upper(), 28, theme.INK, (x, y - 2), "center", True)
    for k in range(warnings):
        draw_booking(surface, (x + 40 + 20 * k, y - 4), (250, 212, 40))
    words = f"Subs left {subs_left}"
    text.blit_text(surface, words, 28, theme.INK, (x, y + 32), "midtop", True)


def note_words(low: str, high: str) -> str:
    """A scouting note in a few characters: "10+", "up to Q", "5-9"."""
    if high in ("A", "JOKER") and low != "2":
        return f"{low}+"
    if low == "2":
        return f"up to {high}"
    return f"{low}-{high}"


__all__ = ["load_layout", "position_center", "column_x", "card_rect", "goal_mouth", "build_background",
           "draw_empty_slot", "draw_sent_off", "draw_booking", "draw_crest", "note_words", "ROW_NAMES",
           "ROW_WORDS", "SEAT_KEYS", "FIELD_SCALE"]
