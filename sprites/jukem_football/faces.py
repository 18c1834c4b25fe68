"""Jukem Football card faces, drawn by our own code.

Offensive cards are cream with a coloured title band per kind (RUN green,
PASS blue, CATCH teal, KICK RETURN orange, PANCAKE BLOCK! purple, FIELD GOAL
black), the JUKEM card is black with a gold star, and the defensive cards are
the referee's colours: yellow cards (HOLDING!, SACK!) take back the last play,
red cards (FUMBLE!, PICKED OFF!) the whole drive. Everything that decides a
play sits in the top-left corner, big: the kind in the band and the yards (a
PASS's range, a FIELD GOAL's 3 points, a defensive card's "-1 PLAY" or
"-DRIVE") right under it, because cards overlap left to right in a drive row
and in a hand fan. A little picture and one line of small print fill the rest.

`face_for(face)` maps an engine face string ("RUN15", "PASS15-35", "CATCH25",
"KICKRETURN", "HOLDING", ...) to a `FootballFace` (a `CardFace`: hashable key,
`paint(surface)` in card units of 100 x 140). Defensive cards are named by the
deck file, so the four shipped names are known here (`DEFENSIVE`) and a scene
showing a custom deck passes the engine's kind ("YELLOW" / "RED"), and the
yards of a KICK RETURN or PANCAKE BLOCK! if its deck prints other ones.
`draw_pigskin` paints a small American football (also for the table's
yard-line marker).
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
from sprites.cards.faces import (
    PAPER,
    _star_points,
    _text,
    arrow_head,
    dashed_arc,
    footer_text,
    inner_frame,
    title_band,
)

KINDS = ("RUN", "PASS", "CATCH", "KICKRETURN", "JUKEM", "PANCAKE", "FIELDGOAL", "YELLOW", "RED")
"""The engine's card types (engines.jukem_football.table.TYPE_NAMES), in its order."""
DEFENSIVE = {"HOLDING": "YELLOW", "SACK": "YELLOW", "FUMBLE": "RED", "PICKEDOFF": "RED"}
"""The shipped deck's defensive cards (their names come from the deck file)."""
SPECIAL_YARDS = {"KICKRETURN": 50, "PANCAKE": 10}
"""The yards the shipped deck prints on the cards whose face string does not say them."""
FIELD_GOAL_FROM = 70
"""A FIELD GOAL needs a drive of at least this many yards (docs/rules/jukem_football.md)."""
_WORDS = {"KICKRETURN": "KICK RETURN", "PANCAKE": "PANCAKE BLOCK!", "FIELDGOAL": "FIELD GOAL",
          "PICKEDOFF": "PICKED OFF"}
_NAME_RE = re.compile(r"^[A-Z]+$")
_YARDS_RE = re.compile(r"^(RUN|CATCH)(\d+)$")
_PASS_RE = re.compile(r"^PASS(\d+)-(\d+)$")

INK = (24, 24, 28)
WHITE = PAPER
RUN_GREEN = (30, 126, 62)
PASS_BLUE = (28, 82, 178)
CATCH_TEAL = (0, 128, 146)
RETURN_ORANGE = (222, 104, 16)
PANCAKE_PURPLE = (112, 58, 156)
GOAL_BLACK = INK
GOLD = (242, 186, 30)
GOLD_DARK = (168, 118, 0)
YELLOW = (252, 206, 32)
YELLOW_DARK = (176, 132, 0)
RED = (206, 30, 42)
RED_DARK = (140, 14, 24)
NIGHT = (20, 22, 34)
FIELD = (214, 234, 212)
FIELD_LINE = (250, 252, 248)
FLAG = (255, 232, 96)
LEATHER = (128, 62, 26)
LEATHER_DARK = (70, 30, 10)
LEATHER_LIGHT = (170, 92, 46)
LACE = (250, 248, 240)

UNIT_PX, NOTE_PX = 14.0, 11.0
TITLE_ROOM = 4.0  # titles end clear of the frame
BANDS: dict[str, Color] = {"RUN": RUN_GREEN, "PASS": PASS_BLUE, "CATCH": CATCH_TEAL, "KICKRETURN": RETURN_ORANGE,
                           "PANCAKE": PANCAKE_PURPLE, "FIELDGOAL": GOAL_BLACK}


# -- the face strings -----------------------------------------------------------------

def parse_face(face: str, kind: str | None = None, yards: int | None = None) -> tuple[str, int, int, int]:
    """(kind, yards, low, high) of an engine face string, as the engine's table holds them.

    RUN15 -> ("RUN", 15, 0, 0); PASS15-35 -> ("PASS", 0, 15, 35); KICKRETURN ->
    ("KICKRETURN", 50, 0, 0); HOLDING -> ("YELLOW", 0, 0, 0). A defensive name
    not in `DEFENSIVE` needs its `kind` ("YELLOW" or "RED"); `yards` replaces
    the shipped yards of a KICKRETURN or PANCAKE. ValueError for anything else.
    """
    m = _YARDS_RE.match(face)
    if m:
        return (m.group(1), int(m.group(2)), 0, 0)
    m = _PASS_RE.match(face)
    if m:
        return ("PASS", 0, int(m.group(1)), int(m.group(2)))
    if face in SPECIAL_YARDS:
        return (face, SPECIAL_YARDS[face] if yards is None else int(yards), 0, 0)
    if face in ("JUKEM", "FIELDGOAL"):
        return (face, 0, 0, 0)
    if kind in ("YELLOW", "RED") and _NAME_RE.match(face):
        return (kind, 0, 0, 0)
    if face in DEFENSIVE:
        return (DEFENSIVE[face], 0, 0, 0)
    raise ValueError(f"no Jukem Football card looks like {face!r}")


def card_name(face: str, kind: str | None = None) -> str:
    """The words for a card on the screen: "RUN 15", "PASS 15-35", "HOLDING! (yellow)", ..."""
    k, yards, low, high = parse_face(face, kind)
    if k in ("RUN", "CATCH"):
        return f"{k} {yards}"
    if k == "PASS":
        return f"PASS {low}-{high}"
    if k in ("YELLOW", "RED"):
        return f"{_WORDS.get(face, face)}! ({k.lower()})"
    return _WORDS.get(k, k)


# -- an American football -------------------------------------------------------------

def _lens(cx: float, cy: float, a: float, b: float, steps: int = 28) -> list[tuple[float, float]]:
    # A prolate ball's outline: round in the middle, blunt points at both tips.
    top, bottom = [], []
    for i in range(steps + 1):
        t = -1 + 2 * i / steps
        y = b * (1 - t * t) ** 0.78
        top.append((cx + a * t, cy - y))
        bottom.append((cx + a * t, cy + y))
    return top + bottom[::-1]


def draw_pigskin(surface: pygame.Surface, center: tuple[float, float], length: float, angle: float = 0.0,
                 *, leather: Color = LEATHER, outline: Color = LEATHER_DARK, laces: Color = LACE) -> None:
    """An American football `length` pixels long, turned `angle` degrees anticlockwise: laces and end stripes.

    Drawn three times larger and smooth-scaled down, so its edges are soft at
    any size (a menu tile, a marker on the table, a card painted at 2x).
    """
    ss = 3
    big = length * ss
    a, b = big / 2, big * 0.31
    pad = max(2, round(big * 0.06))
    layer = pygame.Surface((round(big) + 2 * pad, round(2 * b) + 2 * pad), pygame.SRCALPHA)
    cx, cy = layer.get_width() / 2, layer.get_height() / 2
    pygame.draw.polygon(layer, leather, _lens(cx, cy, a, b))
    shine = _lens(cx - a * 0.05, cy - b * 0.32, a * 0.62, b * 0.34)
    pygame.draw.polygon(layer, mix(leather, LEATHER_LIGHT, 0.9), shine)
    thick = max(1, round(big * 0.045))
    for side in (-1, 1):  # the white stripes near the tips
        x = cx + side * a * 0.6
        half = b * (1 - 0.6 ** 2) ** 0.78
        pygame.draw.line(layer, laces, (x, cy - half * 0.92), (x + side * a * 0.04, cy + half * 0.92), thick)
    seam_y = cy - b * 0.28
    pygame.draw.line(layer, laces, (cx - a * 0.3, seam_y), (cx + a * 0.3, seam_y), max(1, round(big * 0.04)))
    if length >= 14:  # the stitches only where they can be told apart
        stitch = max(1, round(big * 0.03))
        for k in range(-2, 3):
            x = cx + k * a * 0.12
            pygame.draw.line(layer, laces, (x, seam_y - b * 0.2), (x, seam_y + b * 0.2), stitch)
    pygame.draw.polygon(layer, outline, _lens(cx, cy, a, b), max(1, round(big * 0.05)))
    size = (max(1, round(layer.get_width() / ss)), max(1, round(layer.get_height() / ss)))
    layer = pygame.transform.smoothscale(layer, size)
    if angle:
        layer = pygame.transform.rotozoom(layer, angle, 1.0)
    surface.blit(layer, layer.get_rect(center=(round(center[0]), round(center[1]))))


# -- little pictures ------------------------------------------------------------------

# Poses of a helmeted player, in units of `s` from the point on the ground under the hip,
# facing right (x right, y down): hip, neck, head, then (elbow, hand) back and front arm,
# (knee, foot) back and front leg.
_POSES: dict[str, dict[str, tuple[float, float]]] = {
    "run": {"hip": (0, -18), "neck": (6, -33), "head": (9, -40),
            "elbow_b": (-2, -26), "hand_b": (-9, -22), "elbow_f": (12, -26), "hand_f": (9, -21),
            "knee_b": (-5, -9), "foot_b": (-13, -3), "knee_f": (10, -12), "foot_f": (8, -2)},
    "throw": {"hip": (0, -17), "neck": (-2, -33), "head": (-1, -40),
              "elbow_b": (-10, -33), "hand_b": (-10, -42), "elbow_f": (7, -30), "hand_f": (14, -31),
              "knee_b": (-4, -9), "foot_b": (-8, 0), "knee_f": (6, -9), "foot_f": (10, 0)},
    "catch": {"hip": (0, -24), "neck": (1, -40), "head": (1, -47),
              "elbow_b": (-4, -47), "hand_b": (-3, -55), "elbow_f": (6, -47), "hand_f": (7, -55),
              "knee_b": (-5, -15), "foot_b": (-10, -9), "knee_f": (6, -16), "foot_f": (3, -8)},
    "block": {"hip": (0, -16), "neck": (11, -28), "head": (15, -34),
              "elbow_b": (15, -22), "hand_b": (22, -25), "elbow_f": (16, -26), "hand_f": (23, -29),
              "knee_b": (-6, -9), "foot_b": (-12, 0), "knee_f": (7, -8), "foot_f": (9, 0)},
    "flat": {"hip": (0, -3), "neck": (-17, -4), "head": (-24, -5),
             "elbow_b": (-12, -9), "hand_b": (-7, -14), "elbow_f": (-20, -10), "hand_f": (-16, -15),
             "knee_b": (8, -8), "foot_b": (15, -3), "knee_f": (9, -4), "foot_f": (17, -1)},
    "dive": {"hip": (0, -12), "neck": (16, -17), "head": (22, -19),
             "elbow_b": (21, -12), "hand_b": (27, -11), "elbow_f": (22, -17), "hand_f": (29, -19),
             "knee_b": (-8, -9), "foot_b": (-15, -4), "knee_f": (-7, -15), "foot_f": (-14, -12)},
    "fall": {"hip": (0, -13), "neck": (-9, -26), "head": (-12, -33),
             "elbow_b": (-4, -31), "hand_b": (1, -37), "elbow_f": (-15, -29), "hand_f": (-19, -36),
             "knee_b": (4, -6), "foot_b": (10, -1), "knee_f": (7, -9), "foot_f": (13, -3)},
}


def draw_player(surface: pygame.Surface, foot: tuple[float, float], s: float, ink: Color, pose: str,
                facing: int = 1) -> dict[str, tuple[float, float]]:
    """A helmeted player in one of `_POSES`, standing at `foot`; returns where its joints landed (in pixels)."""
    fx, fy = foot
    at = {k: (fx + facing * x * s, fy + y * s) for k, (x, y) in _POSES[pose].items()}
    limb = max(2, round(3.4 * s))
    for a, b, c in (("hip", "knee_b", "foot_b"), ("hip", "knee_f", "foot_f"),
                    ("neck", "elbow_b", "hand_b"), ("neck", "elbow_f", "hand_f")):
        pygame.draw.lines(surface, ink, False, [at[a], at[b], at[c]], limb)
        for p in (at[b], at[c]):
            pygame.draw.circle(surface, ink, p, limb / 2)
    # torso: narrow at the hip, shoulder pads at the neck
    hx, hy = at["hip"]
    nx, ny = at["neck"]
    d = math.hypot(nx - hx, ny - hy) or 1.0
    px, py = -(ny - hy) / d, (nx - hx) / d
    hw, sw = 2.6 * s, 5.2 * s
    pygame.draw.polygon(surface, ink, [(hx + px * hw, hy + py * hw), (nx + px * sw, ny + py * sw),
                                       (nx - px * sw, ny - py * sw), (hx - px * hw, hy - py * hw)])
    pygame.draw.circle(surface, ink, at["neck"], sw * 0.75)
    pygame.draw.circle(surface, ink, at["hip"], hw)
    # helmet with a face mask
    head = at["head"]
    pygame.draw.circle(surface, ink, head, 5.8 * s)
    pygame.draw.line(surface, ink, (head[0] + facing * 4 * s, head[1] + 1 * s),
                     (head[0] + facing * 8.2 * s, head[1] + 1.5 * s), max(1, round(1.6 * s)))
    pygame.draw.line(surface, ink, (head[0] + facing * 8 * s, head[1] - 1.5 * s),
                     (head[0] + facing * 8 * s, head[1] + 4 * s), max(1, round(1.6 * s)))
    return at


def _speed_lines(surface: pygame.Surface, x: float, y: float, s: float, ink: Color, n: int = 3,
                 facing: int = 1) -> None:
    w = max(1, round(1.8 * s))
    for k in range(n):
        yy = y + k * 6 * s
        x0 = x - facing * (4 + 3 * (k % 2)) * s
        pygame.draw.line(surface, ink, (x0, yy), (x0 - facing * (10 - 2 * (k % 2)) * s, yy), w)


def field_strip(surface: pygame.Surface, box: pygame.Rect, u: float, grass: Color = FIELD,
                line: Color = FIELD_LINE) -> None:
    """A pale strip of gridiron behind a picture: a yard line every five yards, hash marks between."""
    pygame.draw.rect(surface, grass, box, border_radius=round(2.5 * u))
    lw = max(1, round(0.9 * u))
    step = box.w / 6
    for i in range(1, 6):
        x = box.x + step * i
        pygame.draw.line(surface, line, (x, box.y + 1 * u), (x, box.bottom - 1 * u), lw)
    for i in range(30):
        x = box.x + step * i / 5
        if i % 5 and box.x + 1 * u < x < box.right - 1 * u:
            for y in (box.y + 3 * u, box.bottom - 3 * u):
                pygame.draw.line(surface, line, (x, y - 1.4 * u), (x, y + 1.4 * u), lw)


def pic_run(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color) -> None:
    """A ball carrier at full speed, the ball tucked under his arm."""
    s = u * 0.82
    foot = (box.centerx + 2 * u, box.bottom)
    at = draw_player(surface, foot, s, ink, "run")
    draw_pigskin(surface, (at["elbow_f"][0] - 1 * s, at["elbow_f"][1] - 2 * s), 11 * s, 35)
    _speed_lines(surface, box.centerx - 14 * u, box.bottom - 24 * u, u, ink)


def pic_pass(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color) -> None:
    """A quarterback lets the ball fly on a long dashed arc."""
    s = u * 0.74
    at = draw_player(surface, (box.x + 14 * u, box.bottom), s, ink, "throw")
    hand = at["hand_b"]
    end = (box.right - 6 * u, box.bottom - 6 * u)
    ctrl = (box.centerx + 8 * u, box.y - 12 * u)
    dashed_arc(surface, (hand[0] + 4 * u, hand[1] - 2 * u), ctrl, end, ink, max(2, round(1.5 * u)), dashes=8)
    arrow_head(surface, end, 62, 6 * u, ink)
    draw_pigskin(surface, (hand[0] + 1 * u, hand[1] - 2 * u), 10 * s, 30)


def pic_catch(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color) -> None:
    """A receiver leaps with both hands up to the ball coming down on its arc."""
    s = u * 0.66
    at = draw_player(surface, (box.centerx + 12 * u, box.bottom + 1 * u), s, ink, "catch")
    hands = ((at["hand_b"][0] + at["hand_f"][0]) / 2, min(at["hand_b"][1], at["hand_f"][1]))
    ball = (hands[0], hands[1] - 3.5 * u)
    dashed_arc(surface, (box.x + 2 * u, box.y + 12 * u), (box.x + 18 * u, box.y - 8 * u),
               (ball[0] - 7 * u, ball[1] - 1 * u), ink, max(2, round(1.5 * u)), dashes=5)
    draw_pigskin(surface, ball, 10.5 * u, -20)


def pic_pancake(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color) -> None:
    """A blocker drives forward over a defender laid flat on his back."""
    s = u * 0.7
    draw_player(surface, (box.x + 16 * u, box.bottom), s, ink, "block")
    at = draw_player(surface, (box.right - 25 * u, box.bottom), s, ink, "flat", facing=-1)
    hx, hy = at["head"]
    for dx, dy, r in ((-4, -12, 3.6), (4, -18, 2.8), (-10, -22, 2.4)):  # seeing stars
        pygame.draw.polygon(surface, ink, _star_points((hx + dx * u, hy + dy * u), r * u, r * 0.45 * u))


def draw_goal_posts(surface: pygame.Surface, base: tuple[float, float], width: float, height: float,
                    color: Color = GOLD, edge: Color | None = GOLD_DARK) -> None:
    """An American goal: a post from the ground to a crossbar and two uprights (a Y)."""
    bx, by = base
    t = max(2, round(width * 0.07))
    bar_y = by - height * 0.45
    parts = [pygame.Rect(round(bx - t / 2), round(bar_y), t, round(by - bar_y)),
             pygame.Rect(round(bx - width / 2), round(bar_y - t / 2), round(width), t),
             pygame.Rect(round(bx - width / 2 - t / 2), round(by - height), t, round(height * 0.55 + t / 2)),
             pygame.Rect(round(bx + width / 2 - t / 2), round(by - height), t, round(height * 0.55 + t / 2))]
    if edge is not None:
        for r in parts:
            pygame.draw.rect(surface, edge, r.inflate(max(2, t // 2), max(2, t // 2)))
    for r in parts:
        pygame.draw.rect(surface, color, r)


def pic_field_goal(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color) -> None:
    """The ball sails between the uprights."""
    base = (box.right - 20 * u, box.bottom)
    draw_goal_posts(surface, base, 26 * u, box.h + 2 * u)
    start = (box.x + 6 * u, box.bottom - 2 * u)
    ball = (base[0], box.y + 6 * u)
    dashed_arc(surface, start, (box.x + 22 * u, box.y - 12 * u), (ball[0] - 8 * u, ball[1] + 1 * u), ink,
               max(2, round(1.5 * u)), dashes=6)
    draw_pigskin(surface, ball, 11 * u, 15)


def pic_star(surface: pygame.Surface, center: tuple[float, float], u: float) -> None:
    """JUKEM's gold star with a football spinning in it."""
    pygame.draw.polygon(surface, mix(GOLD, NIGHT, 0.55), _star_points(center, 29 * u, 19.5 * u, points=14, rot=0.1))
    pygame.draw.polygon(surface, GOLD, _star_points(center, 25 * u, 10.5 * u))
    pygame.draw.polygon(surface, GOLD_DARK, _star_points(center, 25 * u, 10.5 * u), max(1, round(1.2 * u)))
    draw_pigskin(surface, (center[0], center[1] + 1.5 * u), 14 * u, 30)


def pic_flag(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color, cloth: Color = FLAG) -> None:
    """The referee's penalty flag thrown: a waving cloth led by its weighted knot, with motion lines."""
    w, h = 30 * u, 21 * u
    pad = 8 * u
    layer = pygame.Surface((round(w + 2 * pad), round(h + 2 * pad)), pygame.SRCALPHA)
    top = [(pad + w * t / 10, pad + 2.4 * u * math.sin(t / 10 * 2 * math.pi)) for t in range(11)]
    bottom = [(x, y + h) for x, y in reversed(top)]
    edge = max(2, round(1.6 * u))
    pygame.draw.polygon(layer, cloth, top + bottom)
    pygame.draw.polygon(layer, ink, top + bottom, edge)
    knot = (pad - 1 * u, pad + 1 * u)
    pygame.draw.line(layer, ink, knot, (pad + 5 * u, pad + 5 * u), edge)
    pygame.draw.circle(layer, ink, knot, 4.6 * u)
    turned = pygame.transform.rotozoom(layer, 18, 1.0)
    c = (box.centerx + 6 * u, box.centery)
    surface.blit(turned, turned.get_rect(center=(round(c[0]), round(c[1]))))
    lw = max(1, round(1.6 * u))
    for dx, dy, n in ((-30, -4, 10), (-33, 3, 12), (-28, 10, 9)):
        x, y = c[0] + dx * u, c[1] + dy * u
        pygame.draw.line(surface, ink, (x, y), (x - n * u, y + 2.2 * u), lw)


def pic_sack(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color) -> None:
    """A defender dives into the quarterback, who goes down."""
    s = u * 0.72
    draw_player(surface, (box.x + 22 * u, box.bottom), s, ink, "dive")
    at = draw_player(surface, (box.right - 16 * u, box.bottom), s, ink, "fall", facing=-1)
    draw_pigskin(surface, (at["hand_b"][0] + 2 * u, at["hand_b"][1] - 5 * u), 10 * s, -30)


def pic_fumble(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color) -> None:
    """The ball pops out of a runner's arms and bounces away."""
    s = u * 0.72
    draw_player(surface, (box.x + 20 * u, box.bottom), s, ink, "run")
    ball = (box.right - 10 * u, box.y + 8 * u)
    dashed_arc(surface, (box.x + 30 * u, box.bottom - 22 * u), (box.centerx + 8 * u, box.y - 6 * u),
               (ball[0] - 6 * u, ball[1] + 1 * u), ink, max(2, round(1.4 * u)), dashes=5)
    draw_pigskin(surface, ball, 12 * u, 60, leather=LEATHER, outline=INK)
    for dx, dy in ((9, -6), (10, 3), (3, -10)):
        pygame.draw.line(surface, ink, (ball[0] + dx * 0.55 * u, ball[1] + dy * 0.55 * u),
                         (ball[0] + dx * u, ball[1] + dy * u), max(1, round(1.4 * u)))


def pic_picked_off(surface: pygame.Surface, box: pygame.Rect, u: float, ink: Color) -> None:
    """A defender leaps in front of the pass and takes the ball the other way."""
    s = u * 0.6
    at = draw_player(surface, (box.right - 18 * u, box.bottom), s, ink, "catch", facing=-1)
    ball = ((at["hand_b"][0] + at["hand_f"][0]) / 2, min(at["hand_b"][1], at["hand_f"][1]) - 4 * u)
    dashed_arc(surface, (box.x + 2 * u, box.bottom - 8 * u), (box.x + 14 * u, box.y - 10 * u),
               (ball[0] - 7 * u, ball[1]), ink, max(2, round(1.4 * u)), dashes=5)
    draw_pigskin(surface, ball, 10 * u, 20, leather=LEATHER, outline=INK)
    # the way back: a bold arrow under the arc, pointing left
    y = box.bottom - 8 * u
    pygame.draw.line(surface, ink, (box.centerx + 2 * u, y), (box.x + 12 * u, y), max(2, round(2.4 * u)))
    arrow_head(surface, (box.x + 6 * u, y), 180, 7 * u, ink)


_PICTURES = {"RUN": pic_run, "PASS": pic_pass, "CATCH": pic_catch, "KICKRETURN": pic_run,
             "PANCAKE": pic_pancake, "FIELDGOAL": pic_field_goal}
_DEFENSIVE_PICTURES = {"HOLDING": pic_flag, "SACK": pic_sack, "FUMBLE": pic_fumble, "PICKEDOFF": pic_picked_off}


# -- the faces ------------------------------------------------------------------------

@dataclass(frozen=True)
class FootballFace:
    """One printed Jukem Football card: its engine face string and what the card says."""

    face: str
    kind: str
    yards: int = 0
    low: int = 0
    high: int = 0

    @property
    def key(self) -> Hashable:
        return ("jukem football", self.face, self.kind, self.yards, self.low, self.high)

    @property
    def border(self) -> Color:
        return {"YELLOW": YELLOW_DARK, "RED": RED_DARK, "JUKEM": GOLD_DARK}.get(self.kind, INK)

    @property
    def name(self) -> str:
        """The card's words on the screen ("PASS 15-35", "SACK! (yellow)")."""
        return card_name(self.face, self.kind)

    def paint(self, surface: pygame.Surface) -> None:
        """Paint the card filling `surface` (card units: 100 wide, 140 high)."""
        u = surface.get_width() / 100.0
        if self.kind == "JUKEM":
            _jukem(surface, u)
        elif self.kind in ("YELLOW", "RED"):
            _defence(surface, u, self.face, self.kind)
        else:
            title, value, unit, note = self.printed()
            _offence(surface, u, self.kind, title, value, unit, note, self.footer())

    def printed(self) -> tuple[str, str, str, str]:
        """(title, value, unit, note) printed on an offensive card: ("PASS", "15-35", "", "")."""
        k = self.kind
        if k in ("RUN", "CATCH"):
            return (k, str(self.yards), "YDS", "")
        if k == "PASS":
            return (k, f"{self.low}-{self.high}", "", "")
        if k == "KICKRETURN":
            return ("KICK RETURN", str(self.yards), "YDS", "1st play")
        if k == "PANCAKE":
            return ("PANCAKE", f"+{self.yards}", "YDS", "BLOCK!")
        if k == "FIELDGOAL":
            return ("FIELD GOAL", "3", "PTS", f"from {FIELD_GOAL_FROM} yd")
        raise ValueError(f"no Jukem Football card looks like {self.face!r}")

    def footer(self) -> str:
        """The small print at the foot of the card."""
        k = self.kind
        if k == "RUN":
            return f"Run {self.yards} yards"
        if k == "CATCH":
            return f"With a PASS whose range holds {self.yards}"
        if k == "PASS":
            return f"With a CATCH of {self.low} to {self.high} yards"
        if k == "KICKRETURN":
            return "Only as the first play of a drive"
        if k == "PANCAKE":
            return f"+{self.yards} yards to a RUN played with it"
        if k == "FIELDGOAL":
            return "3 points: the drive ends"
        if k == "JUKEM":
            return "Doubles the play just made"
        return "Removes the last play" if k == "YELLOW" else "Removes the whole drive"


def _picture_box(u: float) -> pygame.Rect:
    return pygame.Rect(round(12 * u), round(72 * u), round(76 * u), round(36 * u))


def _big_value(surface: pygame.Surface, u: float, value: str, unit: str, ink: Color, unit_ink: Color,
               note: str = "", size: float = 50.0, top: float = 31.5) -> None:
    """The number that decides the play, top-left and as big as it goes; its unit (and a note) small beside it."""
    beside = max([_width(t, px, u) for t, px in ((unit, UNIT_PX), (note, NOTE_PX)) if t] or [0.0])
    room = 86.0 - (beside + 1.5 if beside else 0.0)
    rect = _text(surface, value, size * u, ink, max_width=room * u, bottomleft=(6 * u, (top + 0.7 * size) * u))
    x = rect.right + 1.5 * u
    if unit:
        _text(surface, unit, UNIT_PX * u, unit_ink, max_width=(94 - x / u) * u, bottomleft=(x, rect.bottom - 8 * u))
    if note:
        _text(surface, note, NOTE_PX * u, unit_ink, max_width=(94 - x / u) * u, bottomleft=(x, rect.bottom - 22 * u))


def _width(s: str, px: float, u: float) -> float:
    """Width of a bold line at `px` card units, in card units."""
    size = max(6, round(px * u))
    return text.font(size, True).size(s)[0] / u * (px * u / size)


def _offence(surface: pygame.Surface, u: float, kind: str, title: str, value: str, unit: str, note: str,
             footer: str) -> None:
    band = BANDS[kind]
    surface.fill(WHITE)
    title_band(surface, u, title, band, WHITE, band_h=28, size=23, right_room=TITLE_ROOM)
    inner_frame(surface, u, band)
    _big_value(surface, u, value, unit, INK, band, note)
    box = _picture_box(u)
    field_strip(surface, box.inflate(round(6 * u), round(6 * u)).move(0, round(-1 * u)), u)
    _PICTURES[kind](surface, box, u, INK)
    footer_text(surface, u, footer, mix(INK, WHITE, 0.15))


def _jukem(surface: pygame.Surface, u: float) -> None:
    surface.fill(NIGHT)
    w = surface.get_width()
    pic_star(surface, (w / 2 + 14 * u, 82 * u), u)
    title_band(surface, u, "JUKEM", INK, GOLD, band_h=28, size=23, right_room=TITLE_ROOM)
    pygame.draw.line(surface, GOLD, (0, 28 * u), (w, 28 * u), max(1, round(1.2 * u)))
    _big_value(surface, u, "x2", "", WHITE, GOLD)
    inner_frame(surface, u, GOLD)
    footer_text(surface, u, "Doubles the play just made", WHITE)


def _defence(surface: pygame.Surface, u: float, name: str, kind: str) -> None:
    yellow = kind == "YELLOW"
    paper, band, ink = (YELLOW, YELLOW_DARK, INK) if yellow else (RED, RED_DARK, WHITE)
    surface.fill(paper)
    title_band(surface, u, _WORDS.get(name, name) + "!", band, ink, band_h=28, size=23, right_room=TITLE_ROOM)
    inner_frame(surface, u, ink)
    _text(surface, "-1 PLAY" if yellow else "-DRIVE", 34 * u, ink, max_width=86 * u, bottomleft=(6 * u, 61 * u))
    box = _picture_box(u)
    field_strip(surface, box.inflate(round(6 * u), round(6 * u)).move(0, round(-1 * u)), u,
                mix(paper, band, 0.4), mix(paper, WHITE, 0.3))
    _DEFENSIVE_PICTURES.get(name, pic_flag if yellow else pic_fumble)(surface, box, u, ink)
    footer_text(surface, u, "Removes the last play" if yellow else "Removes the whole drive", ink)


@functools.lru_cache(maxsize=128)
def face_for(face: str, kind: str | None = None, yards: int | None = None) -> FootballFace:
    """The printed face of an engine face string (one object per face).

    `kind` ("YELLOW" / "RED") names a defensive card the shipped deck does not
    have; `yards` replaces the shipped yards of a KICKRETURN or PANCAKE.
    """
    k, y, low, high = parse_face(face, kind, yards)
    return FootballFace(face, k, y, low, high)


def all_faces(faces: Iterable[str]) -> list[FootballFace]:
    """One face per distinct face string, in first-seen order (for warming caches)."""
    seen: dict[str, FootballFace] = {}
    for f in faces:
        if f not in seen:
            seen[f] = face_for(f)
    return list(seen.values())


@dataclass(frozen=True)
class GridironBack:
    """Jukem Football's card back: a gridiron seen from above (green bands, yard lines, goal posts at
    both ends) with a ball in the middle, in a navy frame."""

    border: Color = (10, 16, 30)

    @property
    def key(self) -> Hashable:
        return ("jukem football back",)

    def paint(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = w / 100.0
        surface.fill((22, 40, 84))
        field = pygame.Rect(round(7 * u), round(7 * u), w - round(14 * u), h - round(14 * u))
        bands = 12
        for i in range(bands):
            y0 = field.y + field.h * i // bands
            y1 = field.y + field.h * (i + 1) // bands
            shade = (38, 132, 74) if i % 2 == 0 else (32, 118, 66)
            if i in (0, bands - 1):
                shade = (28, 96, 58)  # the end zones
            pygame.draw.rect(surface, shade, (field.x, y0, field.w, y1 - y0))
        pygame.draw.rect(surface, (236, 200, 96), field.inflate(round(3 * u), round(3 * u)), max(1, round(0.9 * u)),
                         border_radius=round(2 * u))
        lw = max(1, round(1.1 * u))
        for i in range(1, bands):
            y = field.y + field.h * i // bands
            pygame.draw.line(surface, (238, 244, 236), (field.x, y), (field.right - 1, y), lw)
        for i in range(1, bands - 1):  # hash marks between the yard lines
            y = field.y + field.h * i // bands + field.h // (2 * bands)
            for x in (field.x + field.w * 0.34, field.x + field.w * 0.66):
                pygame.draw.line(surface, (238, 244, 236), (x - 2 * u, y), (x + 2 * u, y), lw)
        for top in (True, False):
            base_y = field.y + 9 * u if top else field.bottom - 1 * u
            if top:
                draw_goal_posts(surface, (field.centerx, field.y + 16 * u), 24 * u, 14 * u)
            else:
                draw_goal_posts(surface, (field.centerx, base_y), 24 * u, 14 * u)
        draw_pigskin(surface, (field.centerx, field.centery), 34 * u, 35.0)
