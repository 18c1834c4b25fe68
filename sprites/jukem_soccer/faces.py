"""Jukem Soccer card faces and goal grids, drawn by our own code.

As in the physical deck, offensive cards (PASS, HEADER, FLOP, JUKEM, SHOT) are
black and white, defensive cards red and yellow: the red PENALTY is a red
card, the yellow PENALTY a yellow one naming the one play it punishes
("vs FLOP"), the SAVE a white card in a red frame whose X's sit on a little
goal. A SHOT shows the setup plays it needs in a big disc at the top and its
balls on the same little 2x3 goal, so a SHOT and a SAVE can be compared at a
glance. Titles are big and left-aligned: when cards overlap in a long
possession row, the left part is what stays in view.

`face_for(face)` maps an engine face string ("PASS", "SHOT4@TL+BR",
"SAVE@TL+TC+TR", "YELLOW@FLOP", "RED", ...) to a `JukemFace` (a `CardFace`:
hashable key, `paint(surface)` in card units of 100 x 140). `draw_goal_grid`
paints a goal of six boxes with balls and X's, used on the cards and, large,
for the count-of-three reveal on the table.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable, Iterable
from dataclasses import dataclass

import pygame

from core.theme import Color, mix
from sprites.cards.faces import (
    CARD_INK,
    PAPER,
    _star_points,
    _text,
    arrow_head,
    dashed_arc,
    draw_ball,
    footer_text,
    inner_frame,
    title_band,
)

BOXES = ("TL", "TC", "TR", "BL", "BC", "BR")
BLACK = (24, 24, 28)
WHITE = PAPER
RED = (206, 30, 42)
RED_DARK = (140, 14, 24)
YELLOW = (252, 206, 32)
YELLOW_DARK = (176, 132, 0)
NET = (196, 198, 204)
GRASS = (226, 238, 226)
X_RED = (214, 24, 36)
SETUP_NAMES = ("PASS", "HEADER", "FLOP")


def parse_face(face: str) -> tuple[str, int, tuple[str, ...], str]:
    """(kind, needs, boxes, vs) of an engine face string."""
    if face.startswith("SHOT"):
        needs, _, spots = face[4:].partition("@")
        return ("SHOT", int(needs), tuple(spots.split("+")), "")
    if face.startswith("SAVE@"):
        return ("SAVE", 0, tuple(face[5:].split("+")), "")
    if face.startswith("YELLOW@"):
        return ("YELLOW", 0, (), face[7:])
    return (face, 0, (), "")


def box_rect(rect: pygame.Rect | tuple[float, float, float, float], box: str) -> pygame.Rect:
    """The rectangle of one box inside a goal grid's mouth `rect` (3 columns, 2 rows)."""
    x, y, w, h = pygame.Rect(rect)
    i = BOXES.index(box)
    col, row = i % 3, i // 3
    x0, x1 = x + w * col / 3, x + w * (col + 1) / 3
    y0, y1 = y + h * row / 2, y + h * (row + 1) / 2
    return pygame.Rect(round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0))


def draw_x(surface: pygame.Surface, rect: pygame.Rect, color: Color, width: int) -> None:
    """A bold X across a box (a SAVE's block)."""
    m = rect.w * 0.2
    r = rect.inflate(-2 * m, -2 * m * rect.h / max(1, rect.w))
    for a, b in (((r.left, r.top), (r.right, r.bottom)), ((r.right, r.top), (r.left, r.bottom))):
        pygame.draw.line(surface, color, a, b, width)
        for p in (a, b):
            pygame.draw.circle(surface, color, p, width / 2)


def draw_goal_grid(surface: pygame.Surface, rect: pygame.Rect | tuple[float, float, float, float],
                   balls: Iterable[str] = (), xs: Iterable[str] = (), *, frame: Color = BLACK,
                   net: Color = NET, back: Color = GRASS, x_color: Color = X_RED,
                   lit: dict[str, Color] | None = None, ball_ink: Color = CARD_INK) -> None:
    """A goal mouth of 2x3 boxes: posts and crossbar, net lines, balls and X's.

    `rect` is the mouth (inside the posts); `lit` fills boxes with a colour
    first (the reveal paints scored boxes green, blocked ones red).
    """
    r = pygame.Rect(rect)
    post = max(2, round(r.w * 0.05))
    pygame.draw.rect(surface, back, r)
    if lit:
        for box, color in lit.items():
            pygame.draw.rect(surface, color, box_rect(r, box))
    thin = max(1, round(r.w * 0.008))
    for i in range(1, 9):  # the net behind
        x = r.x + r.w * i / 9
        pygame.draw.line(surface, net, (x, r.y), (x, r.bottom), thin)
    for j in range(1, 6):
        y = r.y + r.h * j / 6
        pygame.draw.line(surface, net, (r.x, y), (r.right, y), thin)
    div = max(1, round(r.w * 0.018))
    for col in (1, 2):  # box dividers
        x = r.x + r.w * col / 3
        pygame.draw.line(surface, mix(frame, back, 0.45), (x, r.y), (x, r.bottom), div)
    pygame.draw.line(surface, mix(frame, back, 0.45), (r.x, r.centery), (r.right, r.centery), div)
    pygame.draw.rect(surface, frame, (r.x - post, r.y - post, r.w + 2 * post, post))  # crossbar
    pygame.draw.rect(surface, frame, (r.x - post, r.y - post, post, r.h + post))
    pygame.draw.rect(surface, frame, (r.right, r.y - post, post, r.h + post))
    pygame.draw.line(surface, frame, (r.x - 2 * post, r.bottom), (r.right + 2 * post, r.bottom), max(1, post // 2))
    for box in balls:
        br = box_rect(r, box)
        draw_ball(surface, br.center, min(br.w, br.h) * 0.36, ink=ball_ink)
    for box in xs:
        draw_x(surface, box_rect(r, box), x_color, max(2, round(r.w * 0.045)))


# -- little pictures ----------------------------------------------------------------

def _player(surface: pygame.Surface, x: float, ground: float, u: float, ink: Color, facing: int = 1,
            kick: bool = False) -> None:
    """A stick-figure footballer standing at x on the ground line, facing right (1) or left (-1)."""
    w = max(2, round(3.2 * u))
    hip = (x, ground - 16 * u)
    neck = (x + facing * 1.5 * u, ground - 33 * u)
    pygame.draw.line(surface, ink, hip, neck, round(5 * u))
    pygame.draw.circle(surface, ink, (neck[0] + facing * 0.8 * u, neck[1] - 6 * u), 5.6 * u)
    pygame.draw.line(surface, ink, (neck[0], neck[1] + 3 * u), (x - facing * 9 * u, ground - 20 * u), w)
    pygame.draw.line(surface, ink, (neck[0], neck[1] + 3 * u), (x + facing * 10 * u, ground - 24 * u), w)
    pygame.draw.line(surface, ink, hip, (x - facing * 5 * u, ground), w)
    if kick:
        pygame.draw.line(surface, ink, hip, (x + facing * 13 * u, ground - 7 * u), w)
    else:
        pygame.draw.line(surface, ink, hip, (x + facing * 5 * u, ground), w)


def pic_pass(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color) -> None:
    """One player passes to another: the ball on a curling dashed path between them."""
    ground = box.bottom - 4 * u
    pygame.draw.line(surface, ink, (box.x, ground), (box.right, ground), max(1, round(u)))
    _player(surface, box.x + 12 * u, ground, u, ink, 1, kick=True)
    _player(surface, box.right - 12 * u, ground, u, ink, -1)
    start, end = (box.x + 26 * u, ground - 8 * u), (box.right - 22 * u, ground - 10 * u)
    ctrl = (box.centerx, box.y - 8 * u)
    dashed_arc(surface, start, ctrl, end, ink, max(2, round(1.6 * u)), dashes=8)
    arrow_head(surface, end, 58, 6 * u, ink)
    draw_ball(surface, (box.centerx - 2 * u, box.y + 18 * u), 7.5 * u, ink=ink)


def pic_header(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color) -> None:
    """A player's head and shoulders rising to a ball, with motion lines."""
    cx = box.centerx
    head = (cx + 2 * u, box.bottom - 20 * u)
    pygame.draw.ellipse(surface, ink, (cx - 17 * u, box.bottom - 10 * u, 38 * u, 20 * u))  # shoulders
    pygame.draw.rect(surface, ink, (head[0] - 4 * u, head[1], 8 * u, 12 * u))
    pygame.draw.circle(surface, ink, head, 9.5 * u)
    ball = (cx - 6 * u, box.y + 10 * u)
    draw_ball(surface, ball, 9 * u, ink=ink)
    w = max(2, round(1.6 * u))
    for k, dx in enumerate((-16, -3, 10)):
        x = ball[0] + dx * u + 6 * u
        pygame.draw.line(surface, ink, (x, ball[1] + (14 + 3 * (k % 2)) * u), (x + 3 * u, ball[1] + 24 * u), w)


def pic_flop(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color) -> None:
    """A player diving flat out, with stars: a dive that wins a free kick."""
    y = box.bottom - 14 * u
    w = max(3, round(4.2 * u))
    x0 = box.x + 4 * u
    pygame.draw.line(surface, ink, (x0 + 14 * u, y - 4 * u), (x0 + 52 * u, y - 10 * u), round(7 * u))  # body
    pygame.draw.circle(surface, ink, (x0 + 60 * u, y - 13 * u), 6.5 * u)  # head
    pygame.draw.line(surface, ink, (x0 + 48 * u, y - 9 * u), (x0 + 70 * u, y - 24 * u), w)  # arms up
    pygame.draw.line(surface, ink, (x0 + 44 * u, y - 9 * u), (x0 + 72 * u, y - 6 * u), w)
    pygame.draw.line(surface, ink, (x0 + 16 * u, y - 4 * u), (x0, y - 18 * u), w)  # legs kicked up
    pygame.draw.line(surface, ink, (x0 + 16 * u, y - 4 * u), (x0 - 2 * u, y + 2 * u), w)
    pygame.draw.line(surface, ink, (box.x, box.bottom - 4 * u), (box.right, box.bottom - 4 * u), max(1, round(u)))
    for sx, sy, r in ((x0 + 40 * u, y - 30 * u, 4.5), (x0 + 54 * u, y - 36 * u, 3.5), (x0 + 28 * u, y - 34 * u, 3.0)):
        pygame.draw.polygon(surface, ink, _star_points((sx, sy), r * u, r * 0.45 * u))


def pic_card(surface: pygame.Surface, center: tuple[float, float], u: float, fill: Color, edge: Color) -> None:
    """A referee's card held up, tilted."""
    w, h = 26 * u, 36 * u
    card = pygame.Surface((round(w + 6 * u), round(h + 6 * u)), pygame.SRCALPHA)
    pygame.draw.rect(card, edge, card.get_rect(), border_radius=round(3 * u))
    pygame.draw.rect(card, fill, card.get_rect().inflate(-round(3 * u), -round(3 * u)), border_radius=round(2 * u))
    rot = pygame.transform.rotate(card, -12)
    surface.blit(rot, rot.get_rect(center=(round(center[0]), round(center[1]))))
    # the referee's hand holding it
    hx, hy = center[0] - 2 * u, center[1] + 20 * u
    pygame.draw.ellipse(surface, edge, (hx - 7 * u, hy - 6 * u, 14 * u, 12 * u))
    pygame.draw.rect(surface, edge, (hx - 5 * u, hy, 10 * u, 16 * u))


def pic_glove(surface: pygame.Surface, center: tuple[float, float], u: float, color: Color) -> None:
    """A goalkeeper's glove (palm, fingers, thumb)."""
    cx, cy = center
    pygame.draw.rect(surface, color, (cx - 7 * u, cy - 2 * u, 14 * u, 12 * u), border_radius=round(3 * u))
    for k in range(4):
        pygame.draw.rect(surface, color, (cx - 7 * u + k * 3.7 * u, cy - 11 * u + abs(k - 1.5) * 1.4 * u,
                                          3.0 * u, 11 * u), border_radius=round(1.5 * u))
    pygame.draw.rect(surface, color, (cx + 6 * u, cy - 1 * u, 4 * u, 8 * u), border_radius=round(2 * u))


# -- the faces ---------------------------------------------------------------------

SUBTITLES = {
    "PASS": "+1 setup play",
    "HEADER": "+1 play, then play again",
    "FLOP": "Counts as 2 setup plays",
    "JUKEM": "Play with a card: it cannot be answered",
    "RED": "Removes the whole possession",
}


@dataclass(frozen=True)
class JukemFace:
    """One printed Jukem card, named by its engine face string."""

    face: str
    border: Color = BLACK

    @property
    def key(self) -> Hashable:
        return ("jukem", self.face)

    @property
    def kind(self) -> str:
        return parse_face(self.face)[0]

    def paint(self, surface: pygame.Surface) -> None:
        """Paint the card filling `surface` (card units: 100 wide, 140 high)."""
        kind, needs, boxes, vs = parse_face(self.face)
        u = surface.get_width() / 100.0
        if kind in SETUP_NAMES:
            _offensive(surface, u, kind, SUBTITLES[kind])
            box = pygame.Rect(round(12 * u), round(40 * u), round(76 * u), round(62 * u))
            {"PASS": pic_pass, "HEADER": pic_header, "FLOP": pic_flop}[kind](surface, box, u, BLACK)
            if kind == "FLOP":
                _badge(surface, u, "x2", BLACK, WHITE)
        elif kind == "JUKEM":
            _jukem(surface, u)
        elif kind == "SHOT":
            _shot(surface, u, needs, boxes)
        elif kind == "SAVE":
            _save(surface, u, boxes)
        elif kind == "RED":
            _red(surface, u)
        elif kind == "YELLOW":
            _yellow(surface, u, vs)
        else:
            raise ValueError(f"no Jukem card looks like {self.face!r}")


def _badge(surface: pygame.Surface, u: float, label: str, fill: Color, ink: Color) -> None:
    c = (surface.get_width() - 16 * u, 15 * u)
    pygame.draw.circle(surface, ink, c, 12.5 * u)
    pygame.draw.circle(surface, fill, c, 11 * u)
    _text(surface, label, 15 * u, ink, max_width=19 * u, center=(c[0], c[1] + 0.5 * u))


def _offensive(surface: pygame.Surface, u: float, title: str, subtitle: str) -> None:
    surface.fill(WHITE)
    title_band(surface, u, title, BLACK, WHITE, right_room=20 if title == "FLOP" else 0)
    inner_frame(surface, u, BLACK)
    pygame.draw.line(surface, BLACK, (10 * u, 112 * u), (90 * u, 112 * u), max(1, round(0.8 * u)))
    footer_text(surface, u, subtitle, mix(BLACK, WHITE, 0.15))


def _jukem(surface: pygame.Surface, u: float) -> None:
    surface.fill(BLACK)
    w, h = surface.get_size()
    c = (w / 2, 62 * u)
    pygame.draw.polygon(surface, WHITE, _star_points(c, 44 * u, 26 * u, points=14, rot=0.1))
    pygame.draw.polygon(surface, BLACK, _star_points(c, 38 * u, 22 * u, points=14, rot=0.1))
    pygame.draw.polygon(surface, WHITE, _star_points(c, 34 * u, 20 * u, points=14, rot=0.1))
    pygame.draw.circle(surface, WHITE, c, 24 * u)
    # a zig-zag lightning bolt behind the word
    bolt = [(c[0] + 6 * u, c[1] - 30 * u), (c[0] - 12 * u, c[1] + 2 * u), (c[0] - 1 * u, c[1] + 2 * u),
            (c[0] - 8 * u, c[1] + 30 * u), (c[0] + 14 * u, c[1] - 6 * u), (c[0] + 2 * u, c[1] - 6 * u)]
    pygame.draw.polygon(surface, mix(WHITE, BLACK, 0.25), bolt)
    _text(surface, "JUKEM!", 24 * u, BLACK, max_width=50 * u, center=(c[0], c[1] + 2 * u))
    _text(surface, "JUKEM", 24 * u, WHITE, max_width=84 * u, midleft=(7 * u, 16 * u))
    inner_frame(surface, u, WHITE)
    footer_text(surface, u, SUBTITLES["JUKEM"], WHITE)


def _shot(surface: pygame.Surface, u: float, needs: int, balls: tuple[str, ...]) -> None:
    surface.fill(WHITE)
    title_band(surface, u, "SHOT", BLACK, WHITE, right_room=26)
    # the setup plays needed: a big white disc on the band, as printed on the real card
    c = (surface.get_width() - 17 * u, 17 * u)
    pygame.draw.circle(surface, WHITE, c, 15 * u)
    pygame.draw.circle(surface, BLACK, c, 15 * u, max(1, round(1.6 * u)))
    _text(surface, str(needs), 26 * u, BLACK, max_width=22 * u, center=(c[0], c[1] + 1.2 * u))
    inner_frame(surface, u, BLACK)
    grid = pygame.Rect(round(14 * u), round(48 * u), round(72 * u), round(50 * u))
    draw_goal_grid(surface, grid, balls=balls)
    n = len(balls)
    footer_text(surface, u, f"Needs {needs} setup plays, {n} ball{'s' if n != 1 else ''}", mix(BLACK, WHITE, 0.15))


def _save(surface: pygame.Surface, u: float, xs: tuple[str, ...]) -> None:
    surface.fill(WHITE)
    w, h = surface.get_size()
    pygame.draw.rect(surface, RED, (0, 0, w, h), round(7 * u))
    title_band(surface, u, "SAVE", RED, WHITE, right_room=20)
    pic_glove(surface, (w - 16 * u, 17 * u), u, WHITE)
    grid = pygame.Rect(round(14 * u), round(48 * u), round(72 * u), round(50 * u))
    draw_goal_grid(surface, grid, xs=xs, frame=RED_DARK)
    footer_text(surface, u, "Blocks a shot if every ball is on an X", RED_DARK)


def _red(surface: pygame.Surface, u: float) -> None:
    surface.fill(RED)
    w, h = surface.get_size()
    title_band(surface, u, "PENALTY", RED_DARK, WHITE)
    inner_frame(surface, u, WHITE)
    pic_card(surface, (w / 2, 68 * u), u, RED, WHITE)
    footer_text(surface, u, SUBTITLES["RED"], WHITE)


def _yellow(surface: pygame.Surface, u: float, vs: str) -> None:
    surface.fill(YELLOW)
    w, h = surface.get_size()
    title_band(surface, u, "PENALTY", YELLOW_DARK, BLACK)
    inner_frame(surface, u, BLACK)
    _text(surface, "vs", 16 * u, BLACK, center=(w / 2, 42 * u))
    _text(surface, vs, 27 * u, BLACK, max_width=82 * u, center=(w / 2, 60 * u))
    pic_card(surface, (w / 2 + 27 * u, 90 * u), u * 0.6, YELLOW, BLACK)
    box = pygame.Rect(round(10 * u), round(74 * u), round(52 * u), round(40 * u))
    small = pygame.Surface((round(76 * u), round(62 * u)), pygame.SRCALPHA)
    {"PASS": pic_pass, "HEADER": pic_header, "FLOP": pic_flop}.get(vs, pic_pass)(
        small, small.get_rect(), u, BLACK)
    small = pygame.transform.smoothscale(small, box.size)
    surface.blit(small, box)
    footer_text(surface, u, f"Removes a {vs} just played", BLACK)


@functools.lru_cache(maxsize=64)
def face_for(face: str) -> JukemFace:
    """The printed face of an engine face string (one object per face)."""
    return JukemFace(face)


def all_faces(faces: Iterable[str]) -> list[JukemFace]:
    """One face per distinct face string, in first-seen order (for warming caches)."""
    seen: dict[str, JukemFace] = {}
    for f in faces:
        seen.setdefault(f, face_for(f))
    return list(seen.values())
