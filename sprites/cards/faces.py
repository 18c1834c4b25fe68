"""Card faces drawn by our own code: playing cards, jokers, titled cards, backs.

Why procedural pygame drawing rather than SVG files: four games need faces
built from *data* (a rank and suit, a title and a value, a seat tint), so an
SVG would have to be templated as text anyway; vector shapes drawn with
`pygame.draw` at 2x and smooth-scaled down give the same anti-aliased result,
need no file I/O or SVG renderer feature checks, are identical on every
machine, and a game can plug in a face with a dozen lines of Python. Suit
symbols are vector shapes too (a font may lack the glyphs).

A face is anything with a hashable `key` and `paint(surface)` (the
`CardFace` protocol). `paint` fills the whole, square-cornered card
rectangle; `sprites.cards.art.CardArt` then rounds the corners, adds the border
and the drop shadow, smooth-scales and caches the result per (key, size).
Faces lay themselves out in *card units*: the card is 100 units wide and 140
high whatever its pixel size (`u = surface.get_width() / 100`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import pygame

from core import text
from core.theme import Color, mix

PAPER = (250, 248, 242)
PAPER_EDGE = (150, 146, 136)
CARD_INK = (30, 32, 42)
SUIT_RED = (200, 28, 44)
SUIT_BLACK = (26, 28, 38)
#: Four-colour deck option (TV readability): diamonds blue, clubs green.
SUIT_BLUE = (24, 92, 200)
SUIT_GREEN = (22, 128, 62)
GOLD_LINE = (236, 200, 96)
LINE_WHITE = (238, 244, 236)
STRIPE_A = (38, 132, 74)
STRIPE_B = (30, 114, 64)
BACK_FRAME = (22, 40, 84)

SUITS = ("hearts", "diamonds", "clubs", "spades")
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_SUIT_ALIASES = {"h": "hearts", "d": "diamonds", "c": "clubs", "s": "spades"}
_RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K", 14: "A"}

Point = tuple[float, float]
#: An icon painter draws into `rect` of `surface` in `color`.
IconPainter = Callable[[pygame.Surface, pygame.Rect, Color], None]


@runtime_checkable
class CardFace(Protocol):
    """What `CardArt` needs from a face: a cache key and a painter."""

    @property
    def key(self) -> Hashable:
        """Unique, hashable identity of the picture (equal keys = same pixels)."""
        ...

    def paint(self, surface: pygame.Surface) -> None:
        """Fill the whole (square-cornered) card rectangle of `surface`."""
        ...


def face_border(face: CardFace) -> Color:
    """The border colour a face asks for (attribute `border`), or the paper edge."""
    return getattr(face, "border", PAPER_EDGE)


# -- vector shapes ----------------------------------------------------------

def _heart_outline(steps: int = 72) -> list[Point]:
    # The classic parametric heart, normalised to a box of height 1 centred on 0.
    pts = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    ys = [p[1] for p in pts]
    top, bottom = min(ys), max(ys)
    h = bottom - top
    mid = (top + bottom) / 2
    return [(x / h, (y - mid) / h) for x, y in pts]


_HEART = _heart_outline()


def _diamond_outline(steps: int = 12) -> list[Point]:
    # Slightly concave sides read as a card diamond rather than a rhombus.
    corners = [(0.0, -0.5), (0.37, 0.0), (0.0, 0.5), (-0.37, 0.0)]
    pts: list[Point] = []
    for k in range(4):
        a, b = corners[k], corners[(k + 1) % 4]
        ctrl = ((a[0] + b[0]) * 0.5 * 0.78, (a[1] + b[1]) * 0.5 * 0.78)
        for i in range(steps):
            t = i / steps
            pts.append(((1 - t) ** 2 * a[0] + 2 * (1 - t) * t * ctrl[0] + t * t * b[0],
                        (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * ctrl[1] + t * t * b[1]))
    return pts


_DIAMOND = _diamond_outline()


def _stem(flip: float) -> list[Point]:
    # A flared stem under spades and clubs (concave sides).
    pts: list[Point] = [(0.0, 0.05 * flip)]
    for i in range(7):
        t = i / 6
        pts.append((0.05 + 0.17 * t ** 1.8, (0.12 + 0.38 * t) * flip))
    pts.append((-0.22, 0.5 * flip))
    for i in range(6, -1, -1):
        t = i / 6
        pts.append((-0.05 - 0.17 * t ** 1.8, (0.12 + 0.38 * t) * flip))
    return pts


def draw_suit(surface: pygame.Surface, suit: str, center: Point, height: float,
              color: Color, upside_down: bool = False) -> None:
    """Draw a suit symbol `height` pixels tall, centred, as filled vector shapes."""
    suit = normalise_suit(suit)
    cx, cy = center
    f = -1.0 if upside_down else 1.0

    def tr(pts: list[Point], scale: float = 1.0, dy: float = 0.0) -> list[Point]:
        return [(cx + x * height * scale, cy + (y * scale + dy) * f * height) for x, y in pts]

    if suit == "hearts":
        pygame.draw.polygon(surface, color, tr(_HEART))
    elif suit == "diamonds":
        pygame.draw.polygon(surface, color, tr(_DIAMOND))
    elif suit == "spades":
        body = [(x, -y) for x, y in _HEART]  # point up
        pygame.draw.polygon(surface, color, tr(body, 0.8, -0.1))
        pygame.draw.polygon(surface, color, tr(_stem(1.0)))
    else:  # clubs
        r = 0.235 * height
        for ox, oy in ((0.0, -0.25), (-0.255, 0.06), (0.255, 0.06)):
            pygame.draw.circle(surface, color, (cx + ox * height, cy + oy * f * height), r)
        pygame.draw.circle(surface, color, (cx, cy - 0.02 * f * height), r * 0.6)
        pygame.draw.polygon(surface, color, tr(_stem(1.0)))


def normalise_suit(suit: str) -> str:
    """'hearts' / 'H' / 'heart' -> 'hearts'; ValueError for anything else."""
    s = suit.strip().lower()
    if s in SUITS:
        return s
    if s in _SUIT_ALIASES:
        return _SUIT_ALIASES[s]
    if s + "s" in SUITS:
        return s + "s"
    raise ValueError(f"unknown suit {suit!r} (use one of {', '.join(SUITS)})")


def normalise_rank(rank: str | int) -> str:
    """2..10, 'J', 'Q', 'K', 'A' (or 1/11/12/13/14) -> its index text."""
    if isinstance(rank, int):
        if 2 <= rank <= 10:
            return str(rank)
        if rank in _RANK_NAMES:
            return _RANK_NAMES[rank]
    else:
        r = rank.strip().upper()
        if r in RANKS:
            return r
    raise ValueError(f"unknown rank {rank!r} (use 2..10, J, Q, K, A)")


def suit_color(suit: str, four_colour: bool = False) -> Color:
    """Ink of a suit: red hearts/diamonds, black clubs/spades (or four colours)."""
    suit = normalise_suit(suit)
    if four_colour and suit == "diamonds":
        return SUIT_BLUE
    if four_colour and suit == "clubs":
        return SUIT_GREEN
    return SUIT_RED if suit in ("hearts", "diamonds") else SUIT_BLACK


def _star_points(center: Point, r_out: float, r_in: float, points: int = 5,
                 rot: float = -math.pi / 2) -> list[Point]:
    cx, cy = center
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = rot + i * math.pi / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _clip_circle(surface: pygame.Surface, center: Point, r: float) -> None:
    # Alpha-mask everything outside a circle (draw.* has no circular clip).
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.circle(mask, (255, 255, 255, 255), center, r)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def draw_ball(surface: pygame.Surface, center: Point, r: float,
              ink: Color = CARD_INK, white: Color = (252, 252, 250)) -> None:
    """An association football: white with a dark pentagon and clipped patches."""
    size = int(2 * r + 4)
    tmp = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    pygame.draw.circle(tmp, white, c, r)
    rot = -math.pi / 2
    central = [(c[0] + 0.36 * r * math.cos(rot + k * 2 * math.pi / 5),
                c[1] + 0.36 * r * math.sin(rot + k * 2 * math.pi / 5)) for k in range(5)]
    pygame.draw.polygon(tmp, ink, central)
    seam = max(1, round(r * 0.07))
    for k in range(5):
        a = rot + k * 2 * math.pi / 5
        px, py = c[0] + 0.98 * r * math.cos(a), c[1] + 0.98 * r * math.sin(a)
        patch = [(px + 0.3 * r * math.cos(a + math.pi + j * 2 * math.pi / 5),
                  py + 0.3 * r * math.sin(a + math.pi + j * 2 * math.pi / 5)) for j in range(5)]
        pygame.draw.polygon(tmp, ink, patch)
        pygame.draw.line(tmp, ink, central[k], (c[0] + 0.72 * r * math.cos(a), c[1] + 0.72 * r * math.sin(a)), seam)
        b = a + math.pi / 5
        pygame.draw.line(tmp, ink, (c[0] + 0.62 * r * math.cos(b), c[1] + 0.62 * r * math.sin(b)),
                         (c[0] + 0.98 * r * math.cos(b), c[1] + 0.98 * r * math.sin(b)), seam)
    _clip_circle(tmp, c, r)
    pygame.draw.circle(tmp, ink, c, r, max(1, round(r * 0.08)))
    surface.blit(tmp, (center[0] - size / 2, center[1] - size / 2))


# -- icons for titled cards -------------------------------------------------

def icon_ball(surface: pygame.Surface, rect: pygame.Rect, color: Color) -> None:
    """A football."""
    draw_ball(surface, rect.center, min(rect.w, rect.h) * 0.48, ink=color)


def icon_goal(surface: pygame.Surface, rect: pygame.Rect, color: Color) -> None:
    """A goal frame with its net."""
    w, h = rect.w, rect.h * 0.62
    left, top = rect.x, rect.centery - h / 2
    depth = w * 0.12
    net = mix(color, (255, 255, 255), 0.55)
    thin = max(1, round(w * 0.012))
    for i in range(1, 9):
        x = left + depth + (w - 2 * depth) * i / 9
        pygame.draw.line(surface, net, (x, top + depth), (x, top + h), thin)
    for j in range(1, 5):
        y = top + depth + (h - depth) * j / 5
        pygame.draw.line(surface, net, (left + depth, y), (left + w - depth, y), thin)
    pygame.draw.line(surface, net, (left, top), (left + depth, top + depth), thin)
    pygame.draw.line(surface, net, (left + w, top), (left + w - depth, top + depth), thin)
    pygame.draw.line(surface, net, (left + depth, top + depth), (left + w - depth, top + depth), thin)
    bar = max(2, round(w * 0.06))
    pygame.draw.rect(surface, color, (left, top, w, bar))
    pygame.draw.rect(surface, color, (left, top, bar, h))
    pygame.draw.rect(surface, color, (left + w - bar, top, bar, h))
    pygame.draw.line(surface, color, (left - w * 0.08, top + h), (left + w * 1.08, top + h), thin * 2)


def icon_arrow(surface: pygame.Surface, rect: pygame.Rect, color: Color) -> None:
    """A fat arrow to the right (a pass)."""
    x, y, w, h = rect.x, rect.centery, rect.w, rect.h
    shaft = h * 0.2
    head = w * 0.42
    pts = [(x, y - shaft), (x + w - head, y - shaft), (x + w - head, y - h * 0.42), (x + w, y),
           (x + w - head, y + h * 0.42), (x + w - head, y + shaft), (x, y + shaft)]
    pygame.draw.polygon(surface, color, pts)


def icon_star(surface: pygame.Surface, rect: pygame.Rect, color: Color) -> None:
    """A five-pointed star."""
    r = min(rect.w, rect.h) * 0.5
    pygame.draw.polygon(surface, color, _star_points(rect.center, r, r * 0.42))


def icon_shield(surface: pygame.Surface, rect: pygame.Rect, color: Color) -> None:
    """A defender's (heater) shield."""
    cx, top, half, h = rect.centerx, rect.y + rect.h * 0.04, rect.w * 0.4, rect.h * 0.92
    side: list[Point] = [(half, 0.0), (half, 0.42 * h)]
    for i in range(1, 11):  # quadratic curve from the side down to the point
        t = i / 10
        side.append(((1 - t) ** 2 * half + 2 * (1 - t) * t * half, (1 - t) ** 2 * 0.42 * h + 2 * (1 - t) * t * 0.8 * h + t * t * h))
    pts = [(cx + x, top + y) for x, y in side] + [(cx - x, top + y) for x, y in reversed(side)]
    pygame.draw.polygon(surface, color, pts)
    inner = mix(color, (255, 255, 255), 0.8)
    bar = max(2, round(half * 0.16))
    pygame.draw.rect(surface, inner, (cx - bar / 2, top + h * 0.1, bar, h * 0.72))
    pygame.draw.rect(surface, inner, (cx - half * 0.72, top + h * 0.3, half * 1.44, bar))


def icon_whistle(surface: pygame.Surface, rect: pygame.Rect, color: Color) -> None:
    """A referee's whistle."""
    r = rect.h * 0.3
    cx, cy = rect.x + rect.w * 0.36, rect.centery + rect.h * 0.08
    pygame.draw.circle(surface, color, (cx, cy), r)
    pygame.draw.rect(surface, color, (cx, cy - r, rect.w * 0.6, r * 0.9), border_top_right_radius=round(r * 0.3))
    pygame.draw.circle(surface, mix(color, (255, 255, 255), 0.8), (cx, cy), r * 0.4)
    pygame.draw.circle(surface, color, (cx - r * 0.55, cy - r * 1.15), r * 0.35, max(1, round(r * 0.12)))


def icon_card(surface: pygame.Surface, rect: pygame.Rect, color: Color) -> None:
    """A referee's card held up (tilted)."""
    w, h = rect.h * 0.5, rect.h * 0.72
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(card, color, (0, 0, w, h), border_radius=round(w * 0.1))
    rot = pygame.transform.rotate(card, -12)
    surface.blit(rot, rot.get_rect(center=rect.center))


ICONS: dict[str, IconPainter] = {
    "ball": icon_ball, "net": icon_goal, "arrow": icon_arrow, "star": icon_star,
    "shield": icon_shield, "whistle": icon_whistle, "card": icon_card,
}


# -- text helpers -----------------------------------------------------------

def _text(surface: pygame.Surface, s: str, px: float, color: Color, bold: bool = True,
          max_width: float | None = None, **anchor: Point) -> pygame.Rect:
    """Render text (shrunk to fit max_width) and blit it at the anchor."""
    size = max(6, round(px))
    img = text.font(size, bold).render(s, True, color)
    if max_width is not None and img.get_width() > max_width:
        f = max_width / img.get_width()
        img = pygame.transform.smoothscale(img, (round(img.get_width() * f), round(img.get_height() * f)))
    rect = img.get_rect(**anchor)
    surface.blit(img, rect)
    return rect


def _paper(surface: pygame.Surface, paper: Color) -> float:
    surface.fill(paper)
    return surface.get_width() / 100.0


# -- pieces of printed game cards (title band, frame, footer, arrows) --------

def inner_frame(surface: pygame.Surface, u: float, color: Color, width: float = 1.4) -> None:
    """A thin rounded frame 4 units inside the card edge."""
    w, h = surface.get_size()
    pygame.draw.rect(surface, color, (4 * u, 4 * u, w - 8 * u, h - 8 * u), max(1, round(width * u)),
                     border_radius=round(3 * u))


def title_band(surface: pygame.Surface, u: float, title: str, band: Color, ink: Color, band_h: float = 30.0,
               size: float = 24.0, right_room: float = 0.0) -> None:
    """A full-width band across the top with a big left-aligned title (the part that shows when cards overlap)."""
    w = surface.get_width()
    pygame.draw.rect(surface, band, (0, 0, w, band_h * u))
    _text(surface, title, size * u, ink, max_width=(88 - right_room) * u, midleft=(7 * u, band_h * u / 2 + u))


def footer_text(surface: pygame.Surface, u: float, line: str, ink: Color) -> None:
    """One or two centred lines of small print at the foot of the card."""
    lines = text.wrap(line, max(6, round(10.5 * u)), round(84 * u), True)[:2]
    y = 124 * u - (len(lines) - 1) * 5.5 * u
    for part in lines:
        _text(surface, part, 10.5 * u, ink, max_width=86 * u, center=(surface.get_width() / 2, y))
        y += 11 * u


def dashed_arc(surface: pygame.Surface, p0: Point, ctrl: Point, p1: Point, color: Color, width: int,
               dashes: int = 9) -> None:
    """A dashed quadratic curve from p0 to p1 bent towards ctrl (a ball's flight)."""
    pts = []
    for i in range(dashes * 2 + 1):
        t = i / (dashes * 2)
        pts.append(((1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * ctrl[0] + t * t * p1[0],
                    (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * ctrl[1] + t * t * p1[1]))
    for i in range(0, len(pts) - 1, 2):
        pygame.draw.line(surface, color, pts[i], pts[i + 1], width)


def arrow_head(surface: pygame.Surface, tip: Point, angle: float, size: float, color: Color) -> None:
    """A filled triangle pointing along `angle` degrees (0 = right, 90 = down) with its point at `tip`."""
    a = math.radians(angle)
    back = (tip[0] - size * math.cos(a), tip[1] - size * math.sin(a))
    nx, ny = -math.sin(a) * size * 0.6, math.cos(a) * size * 0.6
    pygame.draw.polygon(surface, color, [tip, (back[0] + nx, back[1] + ny), (back[0] - nx, back[1] - ny)])


# -- faces ------------------------------------------------------------------

# Pip positions (column, row) in a 3 x 1 unit grid per rank; row > .5 is drawn upside down.
_L, _M, _R = 0.0, 0.5, 1.0
_PIPS: dict[str, list[Point]] = {
    "2": [(_M, 0), (_M, 1)],
    "3": [(_M, 0), (_M, 0.5), (_M, 1)],
    "4": [(_L, 0), (_R, 0), (_L, 1), (_R, 1)],
    "5": [(_L, 0), (_R, 0), (_M, 0.5), (_L, 1), (_R, 1)],
    "6": [(_L, 0), (_R, 0), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    "7": [(_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1), (_R, 1)],
    "8": [(_L, 0), (_R, 0), (_M, 0.25), (_L, 0.5), (_R, 0.5), (_M, 0.75), (_L, 1), (_R, 1)],
    "9": [(_L, 0), (_R, 0), (_L, 1 / 3), (_R, 1 / 3), (_M, 0.5), (_L, 2 / 3), (_R, 2 / 3), (_L, 1), (_R, 1)],
    "10": [(_L, 0), (_R, 0), (_M, 1 / 6), (_L, 1 / 3), (_R, 1 / 3), (_L, 2 / 3), (_R, 2 / 3),
           (_M, 5 / 6), (_L, 1), (_R, 1)],
}


def _corner_index(surface: pygame.Surface, u: float, lines: list[str], suit: str | None,
                  color: Color, glyph: IconPainter | None = None) -> None:
    """Rank (and suit) in the top-left corner and, turned, in the bottom-right."""
    w, h = round(24 * u), round(44 * u)
    corner = pygame.Surface((w, h), pygame.SRCALPHA)
    y = 2 * u
    size = 23 * u if len(lines) == 1 else 10.5 * u
    for line in lines:
        rect = _text(corner, line, size, color, max_width=22 * u, midtop=(w / 2, y))
        y = rect.bottom - (1 * u if len(lines) == 1 else 1.8 * u)
    if suit is not None:
        draw_suit(corner, suit, (w / 2, y + 8 * u), 13 * u, color)
    elif glyph is not None:
        glyph(corner, pygame.Rect(w / 2 - 7 * u, y + 1.5 * u, 14 * u, 14 * u), color)
    surface.blit(corner, (3 * u, 3 * u))
    turned = pygame.transform.rotate(corner, 180)
    surface.blit(turned, (surface.get_width() - 3 * u - w, surface.get_height() - 3 * u - h))


@dataclass(frozen=True)
class PlayingCardFace:
    """A standard playing card: rank 2..10, J, Q, K, A of a suit (Kortfotboll)."""

    rank: str
    suit: str
    four_colour: bool = False
    paper: Color = PAPER
    border: Color = PAPER_EDGE

    def __post_init__(self) -> None:
        object.__setattr__(self, "rank", normalise_rank(self.rank))
        object.__setattr__(self, "suit", normalise_suit(self.suit))

    @property
    def key(self) -> Hashable:
        return ("playing", self.rank, self.suit, self.four_colour, self.paper)

    def paint(self, surface: pygame.Surface) -> None:
        """Paper, corner indices and pips (or a court panel / big ace)."""
        u = _paper(surface, self.paper)
        ink = suit_color(self.suit, self.four_colour)
        _corner_index(surface, u, [self.rank], self.suit, ink)
        cx = surface.get_width() / 2
        if self.rank == "A":
            draw_suit(surface, self.suit, (cx, 70 * u), 46 * u, ink)
        elif self.rank in ("J", "Q", "K"):
            panel = pygame.Rect(round(26 * u), round(20 * u), round(48 * u), round(100 * u))
            pygame.draw.rect(surface, mix(self.paper, GOLD_LINE, 0.22), panel, border_radius=round(4 * u))
            pygame.draw.rect(surface, ink, panel, max(1, round(1.2 * u)), border_radius=round(4 * u))
            _text(surface, self.rank, 50 * u, ink, center=(cx, 71 * u))
            draw_suit(surface, self.suit, (cx, 33 * u), 13 * u, ink)
            draw_suit(surface, self.suit, (cx, 107 * u), 13 * u, ink, upside_down=True)
            for sx in (-1, 1):  # a little laurel of stars: a trophy-card touch
                pygame.draw.polygon(surface, GOLD_LINE, _star_points((cx + sx * 15 * u, 50 * u), 3.2 * u, 1.4 * u))
        else:
            # Columns stay clear of the (TV-sized) corner indices.
            left, right, top, bottom = 37 * u, 63 * u, 24 * u, 116 * u
            pip = 15 * u if self.rank != "10" else 14 * u
            for col, row in _PIPS[self.rank]:
                x = left + (right - left) * col
                y = top + (bottom - top) * row
                draw_suit(surface, self.suit, (x, y), pip, ink, upside_down=row > 0.5)


@dataclass(frozen=True)
class JokerFace:
    """A joker (Kortfotboll has two): 'red' or 'black'."""

    color: str = "red"
    paper: Color = PAPER
    border: Color = PAPER_EDGE

    @property
    def key(self) -> Hashable:
        return ("joker", self.color, self.paper)

    def paint(self, surface: pygame.Surface) -> None:
        """Stacked JOKER index, a gold star burst and a football."""
        u = _paper(surface, self.paper)
        ink = SUIT_RED if self.color == "red" else SUIT_BLACK
        _corner_index(surface, u, list("JOKER"), None, ink, glyph=icon_star)
        c = (surface.get_width() / 2, 64 * u)
        burst = mix(GOLD_LINE, self.paper, 0.15 if self.color == "red" else 0.45)
        pygame.draw.polygon(surface, burst, _star_points(c, 34 * u, 22 * u, points=12))
        pygame.draw.circle(surface, ink, c, 20.5 * u)
        draw_ball(surface, c, 18 * u)
        _text(surface, "JOKER", 17 * u, ink, max_width=56 * u, center=(c[0], 110 * u))


@dataclass(frozen=True)
class TitledFace:
    """A card with a title band, a big value or icon and a subtitle.

    Used for Jukem's PASS / SHOT / PENALTY and for G.O.A.L.'s valued suit
    cards. `icon` is a name from `ICONS` or any `IconPainter`.
    """

    title: str
    subtitle: str = ""
    value: str | int | None = None
    band: Color = (40, 104, 200)
    icon: str | IconPainter | None = None
    paper: Color = PAPER
    ink: Color = CARD_INK
    border: Color = PAPER_EDGE

    @property
    def key(self) -> Hashable:
        return ("titled", self.title, self.subtitle, self.value, self.band, self.icon, self.paper, self.ink)

    def paint(self, surface: pygame.Surface) -> None:
        """Band with title, corner value, central icon/value, subtitle, foot strip."""
        u = _paper(surface, self.paper)
        w, h = surface.get_size()
        band_h = 27 * u
        pygame.draw.rect(surface, self.band, (0, 0, w, band_h))
        pygame.draw.rect(surface, mix(self.band, (0, 0, 0), 0.25), (0, band_h - 1.5 * u, w, 1.5 * u))
        pygame.draw.rect(surface, self.band, (0, h - 7 * u, w, 7 * u))
        title_ink = (255, 255, 255) if sum(self.band) < 480 else self.ink
        _text(surface, self.title.upper(), 20 * u, title_ink, max_width=88 * u, midleft=(6 * u, band_h / 2 + u))
        painter = ICONS.get(self.icon) if isinstance(self.icon, str) else self.icon
        if isinstance(self.icon, str) and painter is None:
            raise ValueError(f"unknown icon {self.icon!r} (known: {', '.join(ICONS)})")
        value = None if self.value is None else str(self.value)
        if painter is not None:
            if value is not None:
                _text(surface, value, 26 * u, self.band, max_width=30 * u, topleft=(6 * u, band_h + 2 * u))
            box = pygame.Rect(0, 0, round(50 * u), round(50 * u))
            box.center = (round(w / 2 + (6 * u if value else 0)), round(72 * u))
            pygame.draw.circle(surface, mix(self.paper, self.band, 0.14), box.center, 31 * u)
            painter(surface, box, self.band if painter is not icon_ball else self.ink)
        elif value is not None:
            pygame.draw.circle(surface, mix(self.paper, self.band, 0.14), (w / 2, 72 * u), 33 * u)
            _text(surface, value, 62 * u, self.band, max_width=70 * u, center=(w / 2, 74 * u))
        if self.subtitle:
            lines = text.wrap(self.subtitle, max(6, round(11 * u)), round(86 * u), True)[:2]
            y = 121 * u - (len(lines) - 1) * 5.5 * u
            for line in lines:
                _text(surface, line, 11 * u, mix(self.ink, self.paper, 0.2), max_width=88 * u, center=(w / 2, y))
                y += 11 * u


@dataclass(frozen=True)
class CardBack:
    """The football back: a portrait pitch with stripes, lines and a ball.

    `tint` colours the frame (and lightly the grass) for a seat; None is the
    neutral navy frame.
    """

    tint: Color | None = None
    border: Color = (10, 16, 30)

    @property
    def key(self) -> Hashable:
        return ("back", self.tint)

    def paint(self, surface: pygame.Surface) -> None:
        """Frame, mown stripes, pitch markings, centre ball."""
        w, h = surface.get_size()
        u = w / 100.0
        frame = self.tint if self.tint is not None else BACK_FRAME
        surface.fill(frame)
        grass_a = STRIPE_A if self.tint is None else mix(STRIPE_A, self.tint, 0.14)
        grass_b = STRIPE_B if self.tint is None else mix(STRIPE_B, self.tint, 0.14)
        field = pygame.Rect(round(7 * u), round(7 * u), w - round(14 * u), h - round(14 * u))
        bands = 10
        for i in range(bands):
            y0 = field.y + field.h * i // bands
            y1 = field.y + field.h * (i + 1) // bands
            pygame.draw.rect(surface, grass_a if i % 2 == 0 else grass_b, (field.x, y0, field.w, y1 - y0))
        pygame.draw.rect(surface, GOLD_LINE, field.inflate(round(3 * u), round(3 * u)), max(1, round(0.9 * u)),
                         border_radius=round(2 * u))
        lw = max(1, round(1.3 * u))
        line = LINE_WHITE
        pitch = field.inflate(-round(8 * u), -round(8 * u))
        pygame.draw.rect(surface, line, pitch, lw)
        cx, cy = pitch.centerx, pitch.centery
        pygame.draw.line(surface, line, (pitch.x, cy), (pitch.right - 1, cy), lw)
        pygame.draw.circle(surface, line, (cx, cy), 15 * u, lw)
        for top in (True, False):
            box_w, box_d, area_w, area_d = 52 * u, 19 * u, 26 * u, 7 * u
            y = pitch.y if top else pitch.bottom - box_d
            pygame.draw.rect(surface, line, (cx - box_w / 2, y, box_w, box_d), lw)
            ya = pitch.y if top else pitch.bottom - area_d
            pygame.draw.rect(surface, line, (cx - area_w / 2, ya, area_w, area_d), lw)
            spot_y = pitch.y + 13 * u if top else pitch.bottom - 13 * u
            pygame.draw.circle(surface, line, (cx, spot_y), 1.2 * u)
            arc = pygame.Rect(0, 0, round(24 * u), round(24 * u))
            arc.center = (round(cx), round(spot_y))
            if top:
                pygame.draw.arc(surface, line, arc, math.radians(215), math.radians(325), lw)
            else:
                pygame.draw.arc(surface, line, arc, math.radians(35), math.radians(145), lw)
        draw_ball(surface, (cx, cy), 7.5 * u)


@dataclass(frozen=True)
class FaceFn:
    """Adapter: any `paint(surface)` function with a key becomes a face."""

    key: Hashable
    painter: Callable[[pygame.Surface], None]
    border: Color = PAPER_EDGE

    def paint(self, surface: pygame.Surface) -> None:
        """Call the wrapped painter."""
        self.painter(surface)
