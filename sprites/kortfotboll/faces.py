"""Kortfotboll's cards: the kit's playing-card faces for engine faces, their names in words, club card backs.

Kortfotboll is played with two ordinary decks, so a face is the kit's
`PlayingCardFace` (or its `JokerFace`): `face_for("7H")`, `face_for("JOKER")`.
The UI font has no suit symbols, so the log and the status say a card in words:
`card_name("QS") == "queen of spades"` (the engine's words, engines.kortfotboll.words, re-exported).

The backs are the rulebook's "Nice decks", the clubs whose decks the authors
played with, drawn in their colours only (no crest, no name: a pattern, a thin
frame and a ball or star in the middle). `BACKS` lists them in the rulebook's
order as (id, display name, face); each player chooses one in the lobby.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from core.theme import Color, mix
from engines.kortfotboll.words import SUIT_WORDS, split_face
from engines.kortfotboll.words import card_name as card_name  # the names in words, re-exported
from engines.kortfotboll.words import rank_words as rank_words
from sprites.cards.faces import PAPER, CardFace, JokerFace, PlayingCardFace, _star_points, draw_ball

JOKER_COLOUR = "red"
"""Every joker is "JOKER" in the engine, so all of them are drawn alike."""

WHITE = (248, 248, 244)
BLACK = (0, 0, 0)
GOLD = (240, 196, 72)
NORRKOPING_BLUE = (34, 112, 216)
ORGRYTE_RED = (206, 24, 36)
"""The colours more than one back uses; the others are written in `BACKS`."""

MARGIN_UNITS = 4.5
"""The paper edge around a back's pattern, in card units (the card is 100 wide)."""
FRAME_INSET_UNITS = 3.2
"""The thin frame line sits this far inside the pattern's edge."""
MEDAL_UNITS = 15.0
"""Radius of the disc in the middle that holds the ball or the star."""


@functools.lru_cache(maxsize=64)
def face_for(face: str, four_colour: bool = False) -> CardFace:
    """The printed face of an engine face ("7H", "10D", "QS", "JOKER"): one object per face."""
    rank, suit = split_face(face)
    if suit is None:
        return JokerFace(JOKER_COLOUR)
    return PlayingCardFace(rank, SUIT_WORDS[suit], four_colour=four_colour)


# -- the club backs -------------------------------------------------------------------------------

Pattern = Callable[[pygame.Surface, pygame.Rect, float, "ClubBack"], None]


def _stripes(surface: pygame.Surface, field: pygame.Rect, u: float, back: ClubBack) -> None:
    # Vertical stripes, an odd count so both edges (and the middle) are the first colour.
    surface.fill(back.secondary, field)
    n = 9
    for i in range(0, n, 2):
        x0 = field.x + field.w * i // n
        x1 = field.x + field.w * (i + 1) // n
        pygame.draw.rect(surface, back.primary, (x0, field.y, x1 - x0, field.h))


def _hoops(surface: pygame.Surface, field: pygame.Rect, u: float, back: ClubBack) -> None:
    # Broad hoops of the first colour parted by narrow ones, symmetric about the middle.
    surface.fill(back.primary, field)
    period, band = 24 * u, 8 * u
    cy = field.centery
    for k in range(-4, 4):
        y = cy + (k + 0.5) * period
        pygame.draw.rect(surface, back.secondary, (field.x, round(y - band / 2), field.w, round(band)))


def _harlequin(surface: pygame.Surface, field: pygame.Rect, u: float, back: ClubBack) -> None:
    # Diamonds of the two colours, edge to edge.
    surface.fill(back.secondary, field)
    dw, dh = 20 * u, 28 * u
    cx, cy = field.center
    for i in range(-4, 5):
        for j in range(-4, 5):
            x, y = cx + i * dw, cy + j * dh
            pygame.draw.polygon(surface, back.primary,
                                [(x, y - dh / 2), (x + dw / 2, y), (x, y + dh / 2), (x - dw / 2, y)])


def _sash(surface: pygame.Surface, field: pygame.Rect, u: float, back: ClubBack) -> None:
    # One broad band corner to corner, edged in the trim colour.
    surface.fill(back.primary, field)
    (x0, y0), (x1, y1) = field.topleft, field.bottomright
    length = math.hypot(x1 - x0, y1 - y0)
    vx, vy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -vy, vx
    ext = 20 * u

    def band(half: float) -> list[tuple[float, float]]:
        a = (x0 - vx * ext, y0 - vy * ext)
        b = (x1 + vx * ext, y1 + vy * ext)
        return [(a[0] + nx * half, a[1] + ny * half), (b[0] + nx * half, b[1] + ny * half),
                (b[0] - nx * half, b[1] - ny * half), (a[0] - nx * half, a[1] - ny * half)]

    pygame.draw.polygon(surface, back.trim, band(13 * u))
    pygame.draw.polygon(surface, back.secondary, band(10.5 * u))


def _chequers(surface: pygame.Surface, field: pygame.Rect, u: float, back: ClubBack) -> None:
    # A chequerboard centred on the card.
    surface.fill(back.secondary, field)
    size = 12.5 * u
    cx, cy = field.center
    for i in range(-5, 5):
        for j in range(-7, 7):
            if (i + j) % 2 == 0:
                x, y = cx + i * size, cy + j * size
                pygame.draw.rect(surface, back.primary, (round(x), round(y), round(x + size) - round(x),
                                                         round(y + size) - round(y)))


def _chevrons(surface: pygame.Surface, field: pygame.Rect, u: float, back: ClubBack) -> None:
    # Stacked chevrons pointing up.
    surface.fill(back.secondary, field)
    period, thick = 22 * u, 10 * u
    cx, cy = field.center
    left, right = field.x - 2, field.right + 2
    drop = 0.55 * (cx - left)
    for k in range(-6, 5):
        y = cy + k * period
        pygame.draw.polygon(surface, back.primary, [(left, y + drop), (cx, y), (right, y + drop),
                                                    (right, y + drop + thick), (cx, y + thick),
                                                    (left, y + drop + thick)])


def _halves(surface: pygame.Surface, field: pygame.Rect, u: float, back: ClubBack) -> None:
    # The first colour on the left, the second on the right, each with tonal pinstripes.
    half = field.w // 2
    line = max(1, round(0.8 * u))
    for colour, x0, w in ((back.primary, field.x, half), (back.secondary, field.x + half, field.w - half)):
        surface.fill(colour, (x0, field.y, w, field.h))
        shade = mix(colour, BLACK, 0.22)
        for k in range(1, 4):
            x = x0 + w * k // 4
            surface.fill(shade, (x - line // 2, field.y, line, field.h))


PATTERNS: dict[str, Pattern] = {
    "stripes": _stripes, "hoops": _hoops, "harlequin": _harlequin, "sash": _sash,
    "chequers": _chequers, "chevrons": _chevrons, "halves": _halves,
}
MOTIFS = ("ball", "star")


@dataclass(frozen=True)
class ClubBack:
    """A card back in a club's colours: a pattern from `PATTERNS` in `primary` and `secondary`, a thin `trim`
    frame and a ball or a star (`motif`) on a disc in the middle. Painted in card units at any size."""

    club: str
    pattern: str
    primary: Color
    secondary: Color
    trim: Color
    motif: str = "ball"

    def __post_init__(self) -> None:
        if self.pattern not in PATTERNS:
            raise ValueError(f"unknown back pattern {self.pattern!r} (known: {', '.join(PATTERNS)})")
        if self.motif not in MOTIFS:
            raise ValueError(f"unknown back motif {self.motif!r} (known: {', '.join(MOTIFS)})")

    @property
    def key(self) -> Hashable:
        return ("kortfotboll back", self.club, self.pattern, self.primary, self.secondary, self.trim, self.motif)

    @property
    def border(self) -> Color:
        return mix(self.primary, BLACK, 0.55)

    def paint(self, surface: pygame.Surface) -> None:
        """Paper edge, the pattern, a thin frame, and the motif on a disc in the middle."""
        w, h = surface.get_size()
        u = w / 100.0
        surface.fill(PAPER)
        m = round(MARGIN_UNITS * u)
        field = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        # The pattern is drawn past the field's edge and trimmed to its rounded rectangle by an alpha mask.
        layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        PATTERNS[self.pattern](layer, field, u, self)
        mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), field, border_radius=round(3 * u))
        layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(layer, (0, 0))
        line = max(1, round(1.1 * u))
        inset = round(FRAME_INSET_UNITS * u)
        pygame.draw.rect(surface, self.trim, field.inflate(-2 * inset, -2 * inset), line,
                         border_radius=round(2 * u))
        cx, cy = w / 2, h / 2
        medal = mix(self.primary, BLACK, 0.45)
        pygame.draw.circle(surface, self.trim, (cx, cy), (MEDAL_UNITS + 1.6) * u)
        pygame.draw.circle(surface, medal, (cx, cy), MEDAL_UNITS * u)
        if self.motif == "ball":
            # A pale halo keeps the ball's dark rim off the dark disc (else its patches read as petals).
            pygame.draw.circle(surface, PAPER, (cx, cy), 11.6 * u)
            draw_ball(surface, (cx, cy), 10.5 * u)
        else:
            # The same pale halo, so a star in a dark trim colour still reads on the dark disc.
            pygame.draw.polygon(surface, PAPER, _star_points((cx, cy + 0.4 * u), 13.5 * u, 6.2 * u))
            pygame.draw.polygon(surface, self.trim, _star_points((cx, cy + 0.8 * u), 11.5 * u, 4.8 * u))


BACKS: tuple[tuple[str, str, ClubBack], ...] = (
    ("psv", "PSV Eindhoven", ClubBack("psv", "harlequin", (218, 28, 40), WHITE, GOLD, "star")),
    ("ifk_goteborg", "IFK Göteborg", ClubBack("ifk_goteborg", "stripes", (12, 46, 124), WHITE, GOLD)),
    ("ifk_norrkoping_blue", "IFK Norrköping (blue)",
     ClubBack("ifk_norrkoping_blue", "hoops", NORRKOPING_BLUE, WHITE, WHITE)),
    ("ifk_norrkoping_red", "IFK Norrköping (red)",
     ClubBack("ifk_norrkoping_red", "sash", (204, 26, 38), WHITE, NORRKOPING_BLUE, "star")),
    ("orgryte_red", "Örgryte IS (red)", ClubBack("orgryte_red", "chequers", ORGRYTE_RED, (148, 14, 26), WHITE)),
    ("orgryte_blue", "Örgryte IS (blue)",
     ClubBack("orgryte_blue", "chevrons", (20, 32, 92), (40, 88, 186), ORGRYTE_RED, "star")),
    ("helsingborg", "Helsingborgs IF", ClubBack("helsingborg", "halves", (214, 28, 40), (20, 56, 148), WHITE)),
)
"""The rulebook's "Nice decks", in its order: (id, display name, back)."""
DEFAULT_BACKS = ("ifk_goteborg", "psv")
"""The backs Blue (seat 0) and Red (seat 1) play with unless they choose others."""
_BY_ID = {back_id: back for back_id, _, back in BACKS}


def back_for(back_id: str) -> ClubBack:
    """The back called `back_id` ("psv"); the first of `BACKS` for an id this edition does not know."""
    return _BY_ID.get(back_id, BACKS[0][2])
