"""G.O.A.L. card faces, card backs and the prize piles' letter badges, drawn by our own code.

A player's card ("7N", "10E", "XK") is paper tinted by its suit, with a big
value and the suit's emblem in the top-left corner (all that shows of a card
in a fanned hand) and, turned, in the bottom-right; the middle holds the
emblem as pips, or one large emblem on a medallion for a 1. The suits differ
in emblem *shape* and colour (so they still read in grey): the Emperor (E,
highest) an imperial crown, closed with arches under an orb and cross, in
purple and gold; the King (K) an open crown with three points, in red; the
Knight (N, lowest) a chess knight's horse head, in steel blue. An X is the
wild card: a dark card of its suit with gold rays and frame, a gold X across
it, the emblem on a medallion, "WILD" and "any value".

A goal card ("A-PAIR", "L-XKIND", ...) keeps what must stay readable under
the combinations stacked on its lower part in its top 40%: the requirement
in a title band in the letter's colour (`LETTER_COLOURS`, the same colour as
the letter's prize pile badge) and the letter, huge, in a goal mouth. Below
it, mini cards show an example of the requirement (7 7 for a pair, 4 5 6 for
a run, three crowns for a flush) and one line says it in words.

Backs: `PlayerBack(seat)` (each player's own deck, tinted by seat: the same
lattice and crest, blue for seat 0 and red for seat 1), `GoalBack()` (the
shared goal deck: dark green and gold with the G.O.A.L. wordmark).

`face_for(face)` maps an engine face string to a `GoalFace` (a `CardFace`:
hashable key, `paint(surface)` in card units of 100 x 140).
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Hashable, Iterable
from dataclasses import dataclass

import pygame

from core import text
from core.theme import Color, mix
from engines.goal.combos import XKIND_MAX
from engines.goal.table import LETTERS, MAX_VALUE, MIN_VALUE, REQUIREMENTS, SUIT_LETTERS, SUIT_NAMES
from engines.goal.words import REQUIREMENT_NAMES
from sprites.cards.faces import (
    _PIPS,
    CARD_INK,
    PAPER,
    _star_points,
    _text,
    draw_ball,
    icon_goal,
    icon_shield,
    inner_frame,
    title_band,
)

Point = tuple[float, float]

# -- colours --------------------------------------------------------------------------

EMPEROR = (104, 48, 164)
KING = (190, 30, 44)
KNIGHT = (52, 98, 130)
GOLD = (226, 178, 44)
GOLD_DARK = (150, 108, 14)
GOLD_LIGHT = (255, 226, 132)
WHITE = (255, 255, 255)
SUIT_COLOURS: dict[str, Color] = {"E": EMPEROR, "K": KING, "N": KNIGHT}
"""The ink of each suit, by its letter: Emperor purple, King red, Knight steel blue."""
SUIT_WORDS: dict[str, str] = {letter: name.title() for letter, name in zip(SUIT_LETTERS, SUIT_NAMES)}
"""Suit letter -> "Emperor", "King", "Knight"."""

LETTER_COLOURS: dict[str, Color] = {"G": (222, 88, 26), "O": (232, 166, 10), "A": (0, 144, 110),
                                    "L": (166, 62, 150)}
"""The colour of each letter of G-O-A-L, on the goal cards and their prize pile badges."""

SEAT_BACKS: tuple[Color, Color] = ((44, 104, 222), (218, 56, 62))
"""The seat tints of the player backs (close to core.theme's standard seat colours; fixed so a
back's pixels never depend on the palette chosen when it is painted)."""
PITCH_DARK = (14, 66, 40)
NET_GREEN = (34, 104, 66)

# -- the face strings -----------------------------------------------------------------

_PLAYER_RE = re.compile(r"^(10|[1-9]|X)([EKN])$")
_GOAL_RE = re.compile(r"^([A-Z])-([A-Z]+)$")

REQUIREMENT_TITLES: dict[str, str] = {
    "SINGLE": "SINGLE", "PAIR": "PAIR", "THREE": "THREE OF A KIND", "RUN": "RUN OF THREE",
    "FLUSH": "3-CARD FLUSH", "STRAIGHTFLUSH": "STRAIGHT FLUSH", "TWOPAIRS": "TWO PAIRS", "XKIND": "X OF A KIND",
}
"""What a goal card's title band says."""
_REQUIREMENT_WORDS = {
    "SINGLE": "any one card", "PAIR": "two cards of one value", "THREE": "three of one value",
    "RUN": "three values in a row", "FLUSH": "three cards of one suit", "STRAIGHTFLUSH": "three in a row, one suit",
    "TWOPAIRS": "two pairs", "XKIND": f"1 to {XKIND_MAX} cards of one value (more cards win)",
}


def parse_face(face: str) -> tuple[str, int, str, str, str]:
    """(kind, value, suit, letter, requirement) of an engine face string.

    "7N" -> ("NUMBER", 7, "N", "", ""); "XK" -> ("X", 0, "K", "", ""); "A-PAIR" ->
    ("GOAL", 0, "", "A", "PAIR"). ValueError for anything else.
    """
    m = _PLAYER_RE.match(face)
    if m:
        if m.group(1) == "X":
            return ("X", 0, m.group(2), "", "")
        value = int(m.group(1))
        if MIN_VALUE <= value <= MAX_VALUE:
            return ("NUMBER", value, m.group(2), "", "")
    m = _GOAL_RE.match(face)
    if m and m.group(1) in LETTERS and m.group(2) in REQUIREMENTS:
        return ("GOAL", 0, "", m.group(1), m.group(2))
    raise ValueError(f"no G.O.A.L. card looks like {face!r}: a player's card is a value {MIN_VALUE}-{MAX_VALUE} "
                     f"or X and a suit {'/'.join(SUIT_LETTERS[::-1])} (7N, XK), a goal card a letter "
                     f"{'/'.join(LETTERS)}, a dash and one of {', '.join(REQUIREMENTS)} (A-PAIR)")


def requirement_words(req: str) -> str:
    """A short line of what a goal card asks for: "PAIR" -> "two cards of one value"."""
    try:
        return _REQUIREMENT_WORDS[req]
    except KeyError:
        raise ValueError(f"unknown G.O.A.L. requirement {req!r} (one of {', '.join(REQUIREMENTS)})") from None


def card_name(face: str) -> str:
    """The words for a card on the screen: "9 of Emperors", "X of Kings", "A: Three of a Kind"."""
    kind, value, suit, letter, req = parse_face(face)
    if kind == "GOAL":
        return f"{letter}: {REQUIREMENT_NAMES[req]}"
    return f"{'X' if kind == 'X' else value} of {SUIT_WORDS[suit]}s"


# -- the suit emblems -----------------------------------------------------------------

EMBLEM_SS = 3  # emblems are drawn this much larger and smooth-scaled down: soft edges at any size
CLEAR = (0, 0, 0, 0)


def _ellipse_pts(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, steps: int = 24) -> list[Point]:
    return [(cx + rx * math.cos(a0 + (a1 - a0) * i / steps), cy + ry * math.sin(a0 + (a1 - a0) * i / steps))
            for i in range(steps + 1)]


def _emperor(layer: pygame.Surface, tr: _Tr, colour: Color) -> None:
    # A closed imperial crown: a jewelled band, two arches bulging over it (open windows between
    # them), an orb and a cross on top. Its round top and cross set it apart from the King's points.
    for side in (-1, 1):
        lobe = _ellipse_pts(side * 0.17, 0.22, 0.26, 0.42, math.pi, 2 * math.pi)
        pygame.draw.polygon(layer, colour, tr(lobe))
    for side in (-1, 1):
        window = _ellipse_pts(side * 0.22, 0.2, 0.115, 0.26, math.pi, 2 * math.pi, 16)
        pygame.draw.polygon(layer, CLEAR, tr(window))
    pygame.draw.polygon(layer, colour, tr([(-0.44, 0.18), (0.44, 0.18), (0.44, 0.42), (-0.44, 0.42)]))
    for x in (-0.26, 0.0, 0.26):
        pygame.draw.polygon(layer, CLEAR, tr([(x, 0.24), (x + 0.06, 0.30), (x, 0.36), (x - 0.06, 0.30)]))
    pygame.draw.polygon(layer, colour, tr(_ellipse_pts(0, -0.25, 0.09, 0.09, 0, 2 * math.pi, 20)))
    pygame.draw.polygon(layer, colour, tr([(-0.035, -0.52), (0.035, -0.52), (0.035, -0.3), (-0.035, -0.3)]))
    pygame.draw.polygon(layer, colour, tr([(-0.1, -0.45), (0.1, -0.45), (0.1, -0.385), (-0.1, -0.385)]))


def _king(layer: pygame.Surface, tr: _Tr, colour: Color) -> None:
    # An open crown: a band and three points, a ball on each tip.
    spikes = [(-0.42, 0.16), (-0.48, -0.22), (-0.22, 0.0), (0.0, -0.3), (0.22, 0.0), (0.48, -0.22), (0.42, 0.16)]
    pygame.draw.polygon(layer, colour, tr(spikes))
    pygame.draw.polygon(layer, colour, tr([(-0.44, 0.14), (0.44, 0.14), (0.44, 0.4), (-0.44, 0.4)]))
    for x, y in ((-0.48, -0.26), (0.0, -0.35), (0.48, -0.26)):
        pygame.draw.polygon(layer, colour, tr(_ellipse_pts(x, y, 0.085, 0.085, 0, 2 * math.pi, 16)))
    pygame.draw.polygon(layer, CLEAR, tr([(-0.36, 0.22), (0.36, 0.22), (0.36, 0.25), (-0.36, 0.25)]))


_KNIGHT_HEAD = [(0.06, -0.5), (-0.03, -0.39), (-0.2, -0.31), (-0.35, -0.13), (-0.43, 0.0), (-0.41, 0.08),
                (-0.3, 0.12), (-0.17, 0.06), (-0.07, 0.1), (-0.15, 0.21), (-0.22, 0.31), (0.27, 0.31),
                (0.31, 0.1), (0.28, -0.14), (0.19, -0.33), (0.13, -0.43)]


def _knight(layer: pygame.Surface, tr: _Tr, colour: Color) -> None:
    # A chess knight: a horse's head and neck on a plinth, facing left; an eye and a mane line cut out.
    pygame.draw.polygon(layer, colour, tr(_KNIGHT_HEAD))
    pygame.draw.polygon(layer, colour, tr([(-0.3, 0.3), (0.32, 0.3), (0.32, 0.4), (-0.3, 0.4)]))
    pygame.draw.polygon(layer, colour, tr([(-0.38, 0.43), (0.4, 0.43), (0.4, 0.5), (-0.38, 0.5)]))
    pygame.draw.polygon(layer, CLEAR, tr(_ellipse_pts(-0.16, -0.21, 0.045, 0.045, 0, 2 * math.pi, 12)))
    mane = [(0.14, -0.33), (0.22, -0.14), (0.24, 0.1), (0.2, 0.1), (0.18, -0.13), (0.1, -0.31)]
    pygame.draw.polygon(layer, CLEAR, tr(mane))


class _Tr:
    """Emblem units (height 1, centred on 0, y down) -> pixels of a layer."""

    def __init__(self, cx: float, cy: float, h: float) -> None:
        self.cx, self.cy, self.h = cx, cy, h

    def __call__(self, pts: list[Point]) -> list[Point]:
        return [(self.cx + x * self.h, self.cy + y * self.h) for x, y in pts]


_EMBLEMS = {"E": _emperor, "K": _king, "N": _knight}


@functools.lru_cache(maxsize=192)
def _emblem_image(suit: str, height: int, colour: Color, upside_down: bool) -> pygame.Surface:
    big = height * EMBLEM_SS
    layer = pygame.Surface((big + 2 * EMBLEM_SS, big + 2 * EMBLEM_SS), pygame.SRCALPHA)
    layer.fill((*colour, 0))
    c = layer.get_width() / 2
    _EMBLEMS[suit](layer, _Tr(c, c, big), colour)
    small = pygame.transform.smoothscale(layer, (height + 2, height + 2))
    return pygame.transform.rotate(small, 180) if upside_down else small


def draw_suit_emblem(surface: pygame.Surface, suit_letter: str, center: Point, height: float,
                     colour: Color | None = None, upside_down: bool = False) -> None:
    """The suit's emblem, `height` pixels tall, centred: E an imperial crown, K a crown, N a knight.

    Drawn in the suit's colour (`SUIT_COLOURS`) unless `colour` is given; soft-edged at any size.
    """
    if suit_letter not in _EMBLEMS:
        raise ValueError(f"unknown G.O.A.L. suit {suit_letter!r} (one of {', '.join(_EMBLEMS)})")
    ink = SUIT_COLOURS[suit_letter] if colour is None else (colour[0], colour[1], colour[2])
    img = _emblem_image(suit_letter, max(4, round(height)), ink, upside_down)
    surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


# -- pieces of the faces --------------------------------------------------------------

INDEX_W, INDEX_H = 26.0, 48.0  # the corner index, card units
INDEX_AT = (5.0, 4.5)  # its top-left corner, inside the frame
VALUE_PX = 44.0
#: Values underlined in the corner index, so a rotated corner (all that shows of a card in a fan) is not
#: read as the other one.
UNDERLINED = ("6", "9")


def _condensed(s: str, px: float, colour: Color, max_width: float) -> pygame.Surface:
    # A bold line squeezed sideways (not shrunk) to fit: "10" keeps the height of "7".
    img = text.font(max(6, round(px)), True).render(s, True, colour)
    if img.get_width() > max_width:
        img = pygame.transform.smoothscale(img, (max(1, round(max_width)), img.get_height()))
    return img


def _corner_index(surface: pygame.Surface, u: float, value: str, suit: str, ink: Color,
                  emblem: Color | None = None) -> None:
    """The value and emblem, big, top-left and (turned) bottom-right: what shows of a card in a fan."""
    w, h = round(INDEX_W * u), round(INDEX_H * u)
    corner = pygame.Surface((w, h), pygame.SRCALPHA)
    img = _condensed(value, VALUE_PX * u, ink, INDEX_W * u)
    rect = img.get_rect(midtop=(w / 2, 0))
    corner.blit(img, rect)
    glyph_bottom = rect.top + img.get_height() * 0.8
    if value in UNDERLINED:  # as on real cards: a 6 turned over (the bottom corner) never reads as a 9
        bar = pygame.Rect(0, 0, round(w * 0.62), max(2, round(2.2 * u)))
        bar.midtop = (round(w / 2), round(glyph_bottom + 0.6 * u))
        pygame.draw.rect(corner, ink, bar, border_radius=max(1, bar.h // 2))
        glyph_bottom += 2.6 * u
    draw_suit_emblem(corner, suit, (w / 2, glyph_bottom + 11 * u), 19 * u, emblem if emblem is not None else ink)
    x, y = round(INDEX_AT[0] * u), round(INDEX_AT[1] * u)
    surface.blit(corner, (x, y))
    surface.blit(pygame.transform.rotate(corner, 180), (surface.get_width() - x - w, surface.get_height() - y - h))


def _number_card(surface: pygame.Surface, u: float, value: int, suit: str) -> None:
    ink = SUIT_COLOURS[suit]
    paper = mix(PAPER, ink, 0.07)
    surface.fill(paper)
    w = surface.get_width()
    _suit_frame(surface, u, suit)
    _corner_index(surface, u, str(value), suit, ink)
    if value == 1:
        c = (w / 2, 70 * u)
        pygame.draw.circle(surface, mix(paper, ink, 0.14), c, 25 * u)
        pygame.draw.circle(surface, ink, c, 25 * u, max(1, round(1.2 * u)))
        if suit == "E":
            pygame.draw.circle(surface, GOLD, c, 22.5 * u, max(1, round(0.8 * u)))
        draw_suit_emblem(surface, suit, c, 34 * u)
        return
    left, right, top, bottom = 40 * u, 60 * u, 24 * u, 116 * u
    pip = 14 * u if value < 9 else 12.5 * u
    for col, row in _PIPS[str(value)]:
        draw_suit_emblem(surface, suit, (left + (right - left) * col, top + (bottom - top) * row), pip,
                         upside_down=row > 0.5)


def _suit_frame(surface: pygame.Surface, u: float, suit: str) -> None:
    """Each suit's own frame: the Emperor's gold and purple double line, the King's red, the Knight's steel."""
    ink = SUIT_COLOURS[suit]
    if suit == "E":
        inner_frame(surface, u, GOLD, 2.0)
        w, h = surface.get_size()
        pygame.draw.rect(surface, ink, (5.6 * u, 5.6 * u, w - 11.2 * u, h - 11.2 * u), max(1, round(0.7 * u)),
                         border_radius=round(2 * u))
    elif suit == "K":
        inner_frame(surface, u, ink, 1.8)
    else:
        inner_frame(surface, u, ink, 1.0)
        for x, y in ((4, 4), (96, 4), (4, 136), (96, 136)):  # rivets, like a knight's armour
            pygame.draw.circle(surface, ink, (x * u, y * u), 1.6 * u)


def _rays(surface: pygame.Surface, center: Point, colour: Color, n: int = 18) -> None:
    w, h = surface.get_size()
    r = math.hypot(w, h)
    for i in range(n):
        a0 = 2 * math.pi * i / n
        a1 = a0 + math.pi / n
        pygame.draw.polygon(surface, colour, [center, (center[0] + r * math.cos(a0), center[1] + r * math.sin(a0)),
                                              (center[0] + r * math.cos(a1), center[1] + r * math.sin(a1))])


def _x_card(surface: pygame.Surface, u: float, suit: str) -> None:
    # Laid out on the diagonal the corner indices leave free: WILD top right, the big X and the
    # emblem in the middle, "any value" bottom left.
    ink = SUIT_COLOURS[suit]
    dark = mix(ink, (0, 0, 0), 0.45)
    surface.fill(dark)
    w, h = surface.get_size()
    c = (w / 2, 71 * u)
    _rays(surface, c, mix(dark, GOLD, 0.16))
    bar = 8.5 * u
    for sx in (-1, 1):  # the big wild X
        a, b = (c[0] - sx * 16 * u, c[1] - 23 * u), (c[0] + sx * 16 * u, c[1] + 23 * u)
        d = math.hypot(b[0] - a[0], b[1] - a[1])
        nx, ny = -(b[1] - a[1]) / d * bar / 2, (b[0] - a[0]) / d * bar / 2
        quad = [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)]
        pygame.draw.polygon(surface, GOLD, quad)
        pygame.draw.polygon(surface, GOLD_DARK, quad, max(1, round(0.8 * u)))
    pygame.draw.circle(surface, GOLD_DARK, c, 14 * u)
    pygame.draw.circle(surface, mix(PAPER, ink, 0.08), c, 12 * u)
    draw_suit_emblem(surface, suit, c, 17 * u)
    inner_frame(surface, u, GOLD, 2.2)
    pygame.draw.rect(surface, GOLD_LIGHT, (6.2 * u, 6.2 * u, w - 12.4 * u, h - 12.4 * u), max(1, round(0.5 * u)),
                     border_radius=round(2 * u))
    _corner_index(surface, u, "X", suit, GOLD, GOLD_LIGHT)
    _text(surface, "WILD", 27 * u, GOLD_LIGHT, max_width=58 * u, center=(64 * u, 22 * u))
    _text(surface, "any value", 12 * u, WHITE, max_width=58 * u, center=(36 * u, 119 * u))


# -- goal cards -----------------------------------------------------------------------

GOAL_TOP = 56.0  # the letter and the requirement stay above this (combinations cover the rest)

# Each requirement's example: (value, suit) per mini card, None for a gap between groups;
# a value in lower case is drawn as a ghost (a card that may be there).
_DIAGRAMS: dict[str, list[tuple[str, str] | None]] = {
    "SINGLE": [("8", "E")],
    "PAIR": [("7", "E"), ("7", "K")],
    "THREE": [("5", "E"), ("5", "K"), ("5", "N")],
    "RUN": [("4", "N"), ("5", "E"), ("6", "K")],
    "FLUSH": [("2", "K"), ("6", "K"), ("9", "K")],
    "STRAIGHTFLUSH": [("4", "E"), ("5", "E"), ("6", "E")],
    "TWOPAIRS": [("8", "E"), ("8", "N"), None, ("3", "K"), ("3", "N")],
    "XKIND": [("4", "E"), ("4", "K"), ("4", "N"), ("x", "E"), ("x", "K")],
}


def letter_ink(colour: Color) -> Color:
    """White or dark ink, whichever reads on `colour`."""
    r, g, b = colour[:3]
    return CARD_INK if 0.299 * r + 0.587 * g + 0.114 * b > 165 else WHITE


def _mini_card(surface: pygame.Surface, rect: pygame.Rect, value: str, suit: str, u: float) -> None:
    """A little card of the diagrams: its value over its emblem; a lower-case value is a faint ghost."""
    ink = SUIT_COLOURS[suit]
    radius = round(2 * u)
    if value.islower():  # a ghost: a card that may be there too
        faint = mix(PAPER, CARD_INK, 0.3)
        pygame.draw.rect(surface, mix(PAPER, CARD_INK, 0.07), rect, border_radius=radius)
        pygame.draw.rect(surface, faint, rect, max(1, round(0.7 * u)), border_radius=radius)
        _text(surface, "+", rect.w * 1.1, faint, center=(rect.centerx, rect.centery))
        return
    pygame.draw.rect(surface, (0, 0, 0), rect.move(round(0.6 * u), round(0.9 * u)), border_radius=radius)
    pygame.draw.rect(surface, PAPER, rect, border_radius=radius)
    pygame.draw.rect(surface, mix(ink, PAPER, 0.2), rect, max(1, round(0.8 * u)), border_radius=radius)
    img = _condensed(value, rect.w * 1.15, ink, rect.w - 2 * u)
    surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + rect.h * 0.06)))
    draw_suit_emblem(surface, suit, (rect.centerx, rect.bottom - rect.h * 0.27), rect.h * 0.36)


def _diagram(surface: pygame.Surface, u: float, req: str, center_y: float) -> None:
    cards = _DIAGRAMS[req]
    n = len(cards) - cards.count(None)
    cw = {1: 20.0, 2: 20.0, 3: 20.0, 4: 17.0}.get(n, 15.0) * u
    ch, gap, group_gap = cw * 1.4, 1.6 * u, 4 * u
    total = n * cw + (len(cards) - 1 - 2 * cards.count(None)) * gap + cards.count(None) * group_gap
    x = surface.get_width() / 2 - total / 2
    for c in cards:
        if c is None:
            x += group_gap
            continue
        _mini_card(surface, pygame.Rect(round(x), round(center_y - ch / 2), round(cw), round(ch)), c[0], c[1], u)
        x += cw + gap


def _note(surface: pygame.Surface, u: float, line: str, ink: Color, y: float, px: float = 10.5) -> None:
    """One line of small print centred at `y`, or two balanced lines when it is too long for one."""
    w = surface.get_width()
    f = text.font(max(6, round(px * u)), True)
    room = 84 * u
    lines = [line]
    words = line.split()
    if f.size(line)[0] > room and len(words) > 1:
        splits = [[" ".join(words[:k]), " ".join(words[k:])] for k in range(1, len(words))]
        lines = min(splits, key=lambda two: max(f.size(two[0])[0], f.size(two[1])[0]))
    y0 = y - (len(lines) - 1) * px * 0.55 * u
    for i, part in enumerate(lines):
        _text(surface, part, px * u, ink, max_width=room, center=(w / 2, y0 + i * px * 1.05 * u))


def _goal_mouth(surface: pygame.Surface, u: float, letter: str, top: float, bottom: float) -> None:
    """The letter, huge, in a goal: posts and crossbar in white, the net behind in the letter's colour."""
    colour = LETTER_COLOURS[letter]
    w = surface.get_width()
    back = mix(colour, (0, 0, 0), 0.5)
    pygame.draw.rect(surface, back, (0, top, w, bottom - top))
    net = mix(back, colour, 0.55)
    lw = max(1, round(0.6 * u))
    left, right, bar = 11 * u, 89 * u, top + 3.5 * u
    step = 4.5 * u
    depth = bottom - bar
    k = -math.ceil(depth / step)
    while left + k * step < right:  # the net: a diamond mesh (trimmed at the posts below)
        x0 = left + k * step
        pygame.draw.line(surface, net, (x0, bar), (x0 + depth, bottom), lw)
        pygame.draw.line(surface, net, (x0 + depth, bar), (x0, bottom), lw)
        k += 1
    pygame.draw.rect(surface, back, (0, top, left - 1.5 * u, bottom - top))
    pygame.draw.rect(surface, back, (right + 1.5 * u, top, w - right, bottom - top))
    post = 2.6 * u
    for x in (left - post, right):
        pygame.draw.rect(surface, WHITE, (x, bar, post, bottom - bar))
    pygame.draw.rect(surface, WHITE, (left - post, bar, right - left + 2 * post, post))
    pygame.draw.rect(surface, mix(back, WHITE, 0.25), (0, bottom - 1.2 * u, w, 1.2 * u))  # the goal line
    cy = (top + bottom) / 2 + 1.5 * u
    size = 62 * u
    shadow, rim = mix(back, (0, 0, 0), 0.55), mix(colour, WHITE, 0.75)
    _text(surface, letter, size, shadow, center=(w / 2 + 1.8 * u, cy + 2.2 * u))
    for k in range(8):  # a light rim all round
        a = k * math.pi / 4
        _text(surface, letter, size, rim, center=(w / 2 + 1.1 * u * math.cos(a), cy + 1.1 * u * math.sin(a)))
    _text(surface, letter, size, colour, center=(w / 2, cy))


def _goal_card(surface: pygame.Surface, u: float, letter: str, req: str) -> None:
    colour = LETTER_COLOURS[letter]
    surface.fill(PAPER)
    band_h = 20.0
    _goal_mouth(surface, u, letter, band_h * u, GOAL_TOP * u)
    title_band(surface, u, REQUIREMENT_TITLES[req], colour, letter_ink(colour), band_h=band_h, size=18)
    _diagram(surface, u, req, 85 * u)
    inner_frame(surface, u, colour, 1.4)
    _note(surface, u, requirement_words(req), mix(CARD_INK, PAPER, 0.15), 122 * u)


# -- the faces ------------------------------------------------------------------------

@dataclass(frozen=True)
class GoalFace:
    """One printed G.O.A.L. card: a player's card (NUMBER or X) or a goal card."""

    face: str
    kind: str
    value: int = 0
    suit: str = ""
    letter: str = ""
    requirement: str = ""

    @property
    def key(self) -> Hashable:
        return ("goal", self.face)

    @property
    def border(self) -> Color:
        if self.kind == "GOAL":
            return mix(LETTER_COLOURS[self.letter], (0, 0, 0), 0.45)
        if self.kind == "X":
            return GOLD_DARK
        return mix(SUIT_COLOURS[self.suit], (0, 0, 0), 0.35)

    @property
    def name(self) -> str:
        """The card's words on the screen ("9 of Emperors", "A: Pair")."""
        return card_name(self.face)

    def paint(self, surface: pygame.Surface) -> None:
        """Paint the card filling `surface` (card units: 100 wide, 140 high)."""
        u = surface.get_width() / 100.0
        if self.kind == "GOAL":
            _goal_card(surface, u, self.letter, self.requirement)
        elif self.kind == "X":
            _x_card(surface, u, self.suit)
        else:
            _number_card(surface, u, self.value, self.suit)


@functools.lru_cache(maxsize=128)
def face_for(face: str) -> GoalFace:
    """The printed face of an engine face string ("7N", "XK", "A-PAIR"): one object per face."""
    kind, value, suit, letter, req = parse_face(face)
    return GoalFace(face, kind, value, suit, letter, req)


def all_faces(faces: Iterable[str]) -> list[GoalFace]:
    """One face per distinct face string, in first-seen order (for warming caches)."""
    return [face_for(f) for f in dict.fromkeys(faces)]


# -- the backs ------------------------------------------------------------------------

def _lattice(surface: pygame.Surface, rect: pygame.Rect, colour: Color, step: float, width: int) -> None:
    """Diagonal lines both ways across `rect`: a diamond lattice."""
    clip = surface.get_clip()
    surface.set_clip(rect)
    n = int((rect.w + rect.h) / step) + 2
    for k in range(-n, n + 1):
        x = rect.x + k * step
        pygame.draw.line(surface, colour, (x, rect.y), (x + rect.h, rect.bottom), width)
        pygame.draw.line(surface, colour, (x, rect.bottom), (x + rect.h, rect.y), width)
    surface.set_clip(clip)


@dataclass(frozen=True)
class PlayerBack:
    """The back of a player's own deck: a diamond lattice and a football crest, tinted by seat."""

    seat: int

    @property
    def key(self) -> Hashable:
        return ("goal back", self.seat)

    @property
    def tint(self) -> Color:
        return SEAT_BACKS[self.seat % 2]

    @property
    def border(self) -> Color:
        return mix(self.tint, (0, 0, 0), 0.6)

    def paint(self, surface: pygame.Surface) -> None:
        """White margin, seat-coloured lattice in a gold line, a gold crest with a ball and three stars."""
        w, h = surface.get_size()
        u = w / 100.0
        tint = self.tint
        dark = mix(tint, (0, 0, 0), 0.42)
        surface.fill(PAPER)
        field = pygame.Rect(round(6 * u), round(6 * u), w - round(12 * u), h - round(12 * u))
        pygame.draw.rect(surface, dark, field, border_radius=round(3 * u))
        _lattice(surface, field, mix(dark, tint, 0.45), 11 * u, max(1, round(1.4 * u)))
        pygame.draw.rect(surface, GOLD, field.inflate(-round(4 * u), -round(4 * u)), max(1, round(0.9 * u)),
                         border_radius=round(2 * u))
        cx, cy = w / 2, h / 2
        shield = pygame.Rect(0, 0, round(56 * u), round(64 * u))
        shield.center = (round(cx), round(cy + 2 * u))
        pygame.draw.circle(surface, dark, (cx, cy), 33 * u)
        pygame.draw.circle(surface, GOLD, (cx, cy), 33 * u, max(1, round(1 * u)))
        icon_shield(surface, shield, GOLD)
        icon_shield(surface, shield.inflate(-round(9 * u), -round(10 * u)).move(0, round(-0.5 * u)), tint)
        draw_ball(surface, (cx, cy - 1 * u), 10.5 * u)
        for dx in (-11, 0, 11):
            pygame.draw.polygon(surface, GOLD, _star_points((cx + dx * u, cy - 39 * u + abs(dx) * 0.25 * u),
                                                            3.6 * u, 1.5 * u))
        for sign in (-1, 1):  # corner footballs
            for x in (field.x + 9 * u, field.right - 9 * u):
                y = cy + sign * (h / 2 - 15 * u)
                pygame.draw.circle(surface, GOLD, (x, y), 5 * u)
                draw_ball(surface, (x, y), 4.2 * u)


@dataclass(frozen=True)
class GoalBack:
    """The back of the shared G.O.A.L. deck: a dark green net, a gold goal and the G.O.A.L. wordmark."""

    border: Color = (6, 30, 18)

    @property
    def key(self) -> Hashable:
        return ("goal back", "goal deck")

    def paint(self, surface: pygame.Surface) -> None:
        """Gold-framed green net, a goal above the wordmark plate, the four letter badges below it."""
        w, h = surface.get_size()
        u = w / 100.0
        surface.fill(PITCH_DARK)
        field = pygame.Rect(round(5 * u), round(5 * u), w - round(10 * u), h - round(10 * u))
        _lattice(surface, field, NET_GREEN, 6 * u, max(1, round(0.7 * u)))
        pygame.draw.rect(surface, GOLD, field, max(1, round(1.6 * u)), border_radius=round(3 * u))
        pygame.draw.rect(surface, GOLD_DARK, field.inflate(-round(4 * u), -round(4 * u)), max(1, round(0.6 * u)),
                         border_radius=round(2 * u))
        cx = w / 2
        icon_goal(surface, pygame.Rect(round(cx - 26 * u), round(24 * u), round(52 * u), round(38 * u)), GOLD)
        draw_ball(surface, (cx, 52 * u), 5.5 * u)
        plate = pygame.Rect(0, 0, round(84 * u), round(26 * u))
        plate.center = (round(cx), round(77 * u))
        pygame.draw.rect(surface, (4, 24, 14), plate, border_radius=round(4 * u))
        pygame.draw.rect(surface, GOLD, plate, max(1, round(1.2 * u)), border_radius=round(4 * u))
        _text(surface, "G.O.A.L.", 27 * u, GOLD_LIGHT, max_width=76 * u, center=(cx, 78 * u))
        for i, letter in enumerate(LETTERS):
            draw_letter_badge(surface, letter, (cx + (i - 1.5) * 18 * u, 106 * u), 15 * u, True)


# -- the prize piles' letter badges ---------------------------------------------------

def draw_letter_badge(surface: pygame.Surface, letter: str, center: Point, size: float, filled: bool,
                      colour: Color | None = None) -> None:
    """A round badge `size` pixels across with `letter` on it, in the letter's colour (`LETTER_COLOURS`)
    unless `colour` is given: filled when the letter is won, an outline (a faint disc) when not yet."""
    ink = LETTER_COLOURS.get(letter, GOLD) if colour is None else (colour[0], colour[1], colour[2])
    small = _letter_badge(letter, round(size * 4) / 4, filled, ink)
    surface.blit(small, small.get_rect(center=(round(center[0]), round(center[1]))))


@functools.lru_cache(maxsize=128)
def _letter_badge(letter: str, size: float, filled: bool, ink: Color) -> pygame.Surface:
    """The badge drawn once per look (the prize piles draw eight every frame): supersampled, then scaled."""
    ss = 3
    d = max(4, round(size * ss))
    layer = pygame.Surface((d + 2 * ss, d + 2 * ss), pygame.SRCALPHA)
    c = (layer.get_width() / 2, layer.get_height() / 2)
    r = d / 2
    ring = max(1, round(d * 0.08))
    if filled:
        pygame.draw.circle(layer, mix(ink, (0, 0, 0), 0.35), c, r)
        pygame.draw.circle(layer, ink, c, r - ring)
        pygame.draw.circle(layer, mix(ink, WHITE, 0.55), c, r - ring * 1.6, max(1, ring // 2))
        glyph = letter_ink(ink)
    else:
        pygame.draw.circle(layer, (*ink, 50), c, r)
        pygame.draw.circle(layer, ink, c, r, ring)
        glyph = ink
    img = text.font(max(6, round(d * 0.72)), True).render(letter, True, glyph)
    layer.blit(img, img.get_rect(center=(c[0], c[1] + d * 0.03)))
    return pygame.transform.smoothscale(layer, (max(1, round(layer.get_width() / ss)),
                                                max(1, round(layer.get_height() / ss))))
