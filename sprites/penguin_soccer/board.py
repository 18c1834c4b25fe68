"""The Penguin Soccer ice floe: geometry of the diamond view and its static art.

`BoardView` maps the engine's `Board` (any size, from the Tiled level) onto
the 1920x1080 canvas the way the rulebook seats the players: the chessboard
turned 45 degrees into a diamond, Blue's home corner at the bottom, Red's at
the top, slightly flattened for depth. Positions are continuous board
coordinates (file, rank) in squares, the square a1 spanning [0, 1) x [0, 1);
`square_center(s)` is where a piece on square s stands; `square_at(pos)`
inverts the mapping for the mouse and for tests.

`draw_static(...)` paints everything that never moves once (sea, the floe and
its thickness, light/dark ice with sheen and cracks, the goal corners in the
defending side's colour, the centre mark, the compass, coordinates and the
two sea pens). `Ripples` animates a few cheap highlights on the water.
`Marks` pre-renders the selection overlays (square tints, dots, arrows).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from core import text, theme
from engines.common import rng
from engines.penguin_soccer.board import DELTAS, DIRECTIONS, Board
from sprites.penguin_soccer.pieces import Projection

FLAT = 0.6
"""Vertical squash of the diamond (sine of the camera's elevation)."""
SEA_TOP = (14, 52, 92)
SEA_BOTTOM = (6, 24, 52)
ICE_LIGHT = (226, 240, 250)
ICE_DARK = (178, 210, 234)
ICE_EDGE = (120, 164, 200)
ICE_WALL = (92, 140, 182)
ICE_WALL_DARK = (62, 104, 146)
FOAM = (210, 236, 252)
CRACK = (150, 186, 214)
CRACK_LIGHT = (246, 252, 255)
CENTRE_LINE = (214, 86, 96)
THICKNESS = 20


@dataclass(frozen=True)
class Layout:
    """Where the board's diamond sits on the canvas."""

    center: tuple[float, float] = (1000.0, 560.0)
    width: float = 1180.0
    max_height: float = 720.0


class BoardView:
    """Board squares <-> canvas pixels for the 45-degree, flattened view."""

    def __init__(self, board: Board, layout: Layout = Layout()) -> None:
        self.board = board
        w, h = board.width, board.height
        self.w, self.h = w, h
        home = board.home[0]
        self.flip_x = home % w != 0
        self.flip_y = home // w != 0
        hx = layout.width / (w + h)
        if (w + h) * hx * FLAT > layout.max_height:
            hx = layout.max_height / ((w + h) * FLAT)
        self.hx = hx
        self.hy = hx * FLAT
        self.hz = hx * math.sqrt(2.0) * math.sqrt(1.0 - FLAT * FLAT)
        self.proj = Projection(self.hx, self.hy, self.hz)
        self.cx, cy = layout.center
        self.oy = cy + (w + h) / 2.0 * self.hy
        self.skew = (w - h) / 2.0
        self.unit = self.hx * math.sqrt(2.0)
        """Pixels of one square's side along the ground (before the squash)."""

    # -- coordinates -----------------------------------------------------------------
    def view_xy(self, fx: float, ry: float) -> tuple[float, float]:
        """Board coordinates -> view space (flipped so Blue's home is at the origin)."""
        return (self.w - fx if self.flip_x else fx, self.h - ry if self.flip_y else ry)

    def to_screen(self, fx: float, ry: float, z: float = 0.0) -> tuple[float, float]:
        x, y = self.view_xy(fx, ry)
        return (self.cx + (x - y - self.skew) * self.hx, self.oy - (x + y) * self.hy - z * self.hz)

    def square_center(self, square: int) -> tuple[float, float]:
        return self.to_screen(square % self.w + 0.5, square // self.w + 0.5)

    def square_corners(self, square: int, inset: float = 0.0) -> list[tuple[float, float]]:
        f, r = square % self.w, square // self.w
        lo, hi = inset, 1.0 - inset
        return [self.to_screen(f + a, r + b) for a, b in ((lo, lo), (hi, lo), (hi, hi), (lo, hi))]

    def from_screen(self, pos: tuple[float, float]) -> tuple[float, float]:
        """Canvas pixel -> continuous board coordinates (file, rank)."""
        a = (pos[0] - self.cx) / self.hx + self.skew
        b = (self.oy - pos[1]) / self.hy
        x, y = (a + b) / 2.0, (b - a) / 2.0
        return (self.w - x if self.flip_x else x, self.h - y if self.flip_y else y)

    def square_at(self, pos: tuple[float, float]) -> int | None:
        fx, ry = self.from_screen(pos)
        f, r = math.floor(fx), math.floor(ry)
        if 0 <= f < self.w and 0 <= r < self.h:
            return r * self.w + f
        return None

    def dir_vector(self, d: int) -> tuple[float, float]:
        """Screen pixels of one square's step in direction d (0..7 = N..NW)."""
        df, dr = DELTAS[d]
        x0, y0 = self.to_screen(0.0, 0.0)
        x1, y1 = self.to_screen(float(df), float(dr))
        return (x1 - x0, y1 - y0)

    def dir_yaw(self, d: int) -> float:
        """View-space angle (degrees) of direction d, as the piece renderer uses it."""
        df, dr = DELTAS[d]
        vx = -df if self.flip_x else df
        vy = -dr if self.flip_y else dr
        return math.degrees(math.atan2(vy, vx)) % 360.0

    def dir_screen_angle(self, d: int) -> float:
        """Clockwise screen angle of direction d from straight up (degrees, 0..360)."""
        vx, vy = self.dir_vector(d)
        return math.degrees(math.atan2(vx, -vy)) % 360.0

    @property
    def camera_yaw(self) -> float:
        """The view-space yaw of a piece whose front faces the viewer."""
        return 225.0

    def corner_point(self, which: str) -> tuple[float, float]:
        """Screen point of a diamond corner: 'bottom', 'top', 'left', 'right'."""
        w, h = self.w, self.h
        pts = {
            "bottom": self.to_screen(*self._unflip(0, 0)),
            "top": self.to_screen(*self._unflip(w, h)),
            "left": self.to_screen(*self._unflip(0, h)),
            "right": self.to_screen(*self._unflip(w, 0)),
        }
        return pts[which]

    def _unflip(self, x: float, y: float) -> tuple[float, float]:
        return (self.w - x if self.flip_x else x, self.h - y if self.flip_y else y)

    def outline(self, grow: float = 0.0) -> list[tuple[float, float]]:
        """The diamond's corners (bottom, right, top, left), grown by `grow` squares."""
        g = grow
        w, h = self.w, self.h
        return [self.to_screen(*self._unflip(-g, -g)), self.to_screen(*self._unflip(w + g, -g)),
                self.to_screen(*self._unflip(w + g, h + g)), self.to_screen(*self._unflip(-g, h + g))]

    def inside(self, pos: tuple[float, float], margin: float = 0.0) -> bool:
        fx, ry = self.from_screen(pos)
        return -margin <= fx <= self.w + margin and -margin <= ry <= self.h + margin


# -- the static layer ------------------------------------------------------------------
def draw_static(surface: pygame.Surface, view: BoardView, palette: theme.Palette, seed: int,
                trays: tuple[pygame.Rect, pygame.Rect], names: tuple[str, str] = theme.SEAT_NAMES) -> None:
    """Paint the sea, the floe and every fixed marking onto `surface` (the whole canvas);
    `names` label the seats' pens ("Bo's sea"); the goals keep their colours."""
    W, H = surface.get_size()
    for y in range(H):
        t = y / max(1, H - 1)
        pygame.draw.line(surface, theme.mix(SEA_TOP, SEA_BOTTOM, t), (0, y), (W, y))
    state = rng.seed_state(seed ^ 0x5EA)
    # soft darker and lighter patches in the water
    water = pygame.Surface((W, H), pygame.SRCALPHA)
    for _ in range(26):
        x, state = rng.randbelow(state, W)
        y, state = rng.randbelow(state, H)
        rw, state = rng.randbelow(state, 260)
        light, state = rng.randbelow(state, 2)
        rgba = (40, 110, 170, 26) if light else (0, 10, 30, 40)
        pygame.draw.ellipse(water, rgba, pygame.Rect(x - rw, y - rw // 3, 2 * rw + 60, (2 * rw + 60) // 3))
    surface.blit(water, (0, 0))

    for seat, rect in enumerate(trays):
        _draw_tray(surface, rect, palette, seat, names[seat])

    b = view.board
    # the floe: foam halo, thickness (the two lower walls), then the squares
    halo = view.outline(0.12)
    pygame.draw.polygon(surface, theme.mix(SEA_TOP, FOAM, 0.35), [(x, y + THICKNESS * 0.6) for x, y in halo])
    out = view.outline()
    bottom, right, top, left = out
    drop = THICKNESS
    pygame.draw.polygon(surface, ICE_WALL_DARK, [left, bottom, (bottom[0], bottom[1] + drop), (left[0], left[1] + drop)])
    pygame.draw.polygon(surface, ICE_WALL, [bottom, right, (right[0], right[1] + drop), (bottom[0], bottom[1] + drop)])
    pygame.draw.line(surface, FOAM, (left[0], left[1] + drop), (bottom[0], bottom[1] + drop), 3)
    pygame.draw.line(surface, FOAM, (bottom[0], bottom[1] + drop), (right[0], right[1] + drop), 3)

    ice = pygame.Surface((W, H), pygame.SRCALPHA)
    for s in range(b.n):
        f, r = s % b.width, s // b.width
        col: tuple[int, int, int] = ICE_LIGHT if (f + r) % 2 else ICE_DARK
        pygame.draw.polygon(ice, col, view.square_corners(s))
        # sheen: a lighter band along the square's upper half
        c = view.square_corners(s)
        sheen = [c[2], c[3], _lerp(c[3], c[0], 0.35), _lerp(c[2], c[1], 0.35)]
        pygame.draw.polygon(ice, theme.mix(col, (255, 255, 255), 0.28), sheen)
    # cracks: a few seeded jagged lines
    for _ in range(max(6, b.n // 6)):
        sq, state = rng.randbelow(state, b.n)
        fx, state = rng.randbelow(state, 1000)
        ry, state = rng.randbelow(state, 1000)
        x0, y0 = sq % b.width + fx / 1000.0, sq // b.width + ry / 1000.0
        pts = [view.to_screen(x0, y0)]
        ang, state = rng.randbelow(state, 628)
        a = ang / 100.0
        n, state = rng.randbelow(state, 3)
        for _k in range(3 + n):
            jig, state = rng.randbelow(state, 120)
            a += (jig - 60) / 100.0
            x0 += math.cos(a) * 0.22
            y0 += math.sin(a) * 0.22
            x0 = min(b.width - 0.02, max(0.02, x0))
            y0 = min(b.height - 0.02, max(0.02, y0))
            pts.append(view.to_screen(x0, y0))
        pygame.draw.aalines(ice, CRACK, False, pts)
        pygame.draw.aalines(ice, CRACK_LIGHT, False, [(x + 1, y + 1) for x, y in pts])
    # grid lines
    for f in range(b.width + 1):
        pygame.draw.aaline(ice, ICE_EDGE, view.to_screen(f, 0), view.to_screen(f, b.height))
    for r in range(b.height + 1):
        pygame.draw.aaline(ice, ICE_EDGE, view.to_screen(0, r), view.to_screen(b.width, r))
    surface.blit(ice, (0, 0))

    # goal corners: each home corner in the colour of the side that defends it
    for seat in (0, 1):
        sq = b.home[seat]
        seat_col: tuple[int, int, int] = palette.seat[seat]
        corners = view.square_corners(sq)
        pygame.draw.polygon(surface, theme.mix(ICE_LIGHT, seat_col, 0.55), corners)
        # a goal net: crossing lines inside the square
        f, r = sq % b.width, sq // b.width
        net = theme.mix(ICE_LIGHT, seat_col, 0.25)
        for k in range(1, 6):
            t = k / 6
            pygame.draw.aaline(surface, net, view.to_screen(f + t, r), view.to_screen(f + t, r + 1))
            pygame.draw.aaline(surface, net, view.to_screen(f, r + t), view.to_screen(f + 1, r + t))
        pygame.draw.polygon(surface, palette.seat_dark[seat], corners, 5)
        inner = view.square_corners(sq, 0.1)
        pygame.draw.polygon(surface, theme.mix(seat_col, (255, 255, 255), 0.3), inner, 2)
    # the centre mark: a circle around the point where the four centre squares meet
    cf = sum(s % b.width for s in b.centre) / 4.0 + 0.5
    cr = sum(s // b.width for s in b.centre) / 4.0 + 0.5
    ring = [view.to_screen(cf + 1.3 * math.cos(a / 40 * math.tau), cr + 1.3 * math.sin(a / 40 * math.tau))
            for a in range(40)]
    pygame.draw.polygon(surface, CENTRE_LINE, ring, 4)
    for s in b.centre:
        pygame.draw.polygon(surface, theme.mix(CENTRE_LINE, ICE_LIGHT, 0.55), view.square_corners(s, 0.06), 2)
    cx, cy = view.to_screen(cf, cr)
    pygame.draw.ellipse(surface, CENTRE_LINE, pygame.Rect(cx - 9, cy - 9 * FLAT, 18, 18 * FLAT))

    _draw_coordinates(surface, view)
    _draw_goal_labels(surface, view, palette)


def _lerp(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _draw_tray(surface: pygame.Surface, rect: pygame.Rect, palette: theme.Palette, seat: int, name: str) -> None:
    """A pen in the sea marked by a ring of buoys, where penguins off the board swim."""
    pen = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.ellipse(pen, (60, 140, 200, 60), pen.get_rect())
    pygame.draw.ellipse(pen, (150, 210, 250, 90), pen.get_rect(), 3)
    surface.blit(pen, rect)
    n = 18
    for k in range(n):
        a = math.tau * k / n
        x = rect.centerx + math.cos(a) * rect.width / 2
        y = rect.centery + math.sin(a) * rect.height / 2
        col = palette.seat[seat] if k % 2 else (245, 245, 250)
        pygame.draw.circle(surface, (10, 30, 60), (x + 2, y + 3), 8)
        pygame.draw.circle(surface, col, (x, y), 8)
        pygame.draw.circle(surface, (255, 255, 255), (x - 2, y - 3), 3)
    # English possessive: "Bo's sea", but "Waddles' sea".
    template = "{}' sea" if name.endswith(("s", "S")) else "{}'s sea"
    words, px = text.fit_named(template, name, 30, rect.width + 40, True)
    text.blit_text(surface, words, px, palette.seat_light[seat], (rect.centerx, rect.bottom + 14), "midtop", True, True)


def _draw_coordinates(surface: pygame.Surface, view: BoardView) -> None:
    b = view.board
    ink = (150, 190, 225)
    for f in range(b.width):
        x, y = view.to_screen(f + 0.5, -0.45) if not view.flip_y else view.to_screen(f + 0.5, b.height + 0.45)
        text.blit_text(surface, "abcdefghijklmnopqrstuvwxyz"[f], 28, ink, (x, y + THICKNESS * 0.7), "center")
    for r in range(b.height):
        x, y = view.to_screen(-0.45, r + 0.5) if not view.flip_x else view.to_screen(b.width + 0.45, r + 0.5)
        text.blit_text(surface, str(r + 1), 28, ink, (x, y + THICKNESS * 0.7), "center")


def _draw_goal_labels(surface: pygame.Surface, view: BoardView, palette: theme.Palette) -> None:
    bx, by = view.corner_point("bottom")
    tx, ty = view.corner_point("top")
    blue, red = (f"{name.upper()}'S GOAL" for name in palette.names)  # the colour as drawn: ORANGE'S GOAL
    text.blit_text(surface, blue, 30, palette.seat_light[0], (bx, by + THICKNESS + 10), "midtop", True, True)
    text.blit_text(surface, red, 30, palette.seat_light[1], (tx - view.hx * 0.9, ty + view.hy * 0.5),
                   "midright", True, True)


def draw_compass(surface: pygame.Surface, view: BoardView, center: tuple[float, float], radius: float) -> None:
    """A compass rose: the eight direction names of the notation as they point on screen."""
    cx, cy = center
    pygame.draw.ellipse(surface, (10, 34, 64), pygame.Rect(cx - radius * 1.25, cy - radius * 1.25 * 0.8,
                                                              radius * 2.5, radius * 2.5 * 0.8))
    pygame.draw.ellipse(surface, (70, 120, 170), pygame.Rect(cx - radius * 1.25, cy - radius * 1.25 * 0.8,
                                                                radius * 2.5, radius * 2.5 * 0.8), 2)
    for d in range(8):
        vx, vy = view.dir_vector(d)
        n = math.hypot(vx, vy)
        ux, uy = vx / n, vy / n
        main = d % 2 == 0
        length = radius * (0.72 if main else 0.5)
        tip = (cx + ux * length, cy + uy * length * 0.8)
        side = (-uy, ux)
        wdt = 9 if main else 6
        pts = [tip, (cx + side[0] * wdt, cy + side[1] * wdt * 0.8), (cx - side[0] * wdt, cy - side[1] * wdt * 0.8)]
        pygame.draw.polygon(surface, (230, 240, 250) if main else (140, 176, 210), pts)
        lx, ly = cx + ux * (length + 22), cy + uy * (length + 22) * 0.8
        text.blit_text(surface, DIRECTIONS[d], 28, (236, 244, 252) if main else (150, 184, 214),
                       (lx, ly), "center", True)


# -- moving water ---------------------------------------------------------------------
class Ripples:
    """A few light arcs on the water that drift and fade: cheap animated sea."""

    def __init__(self, view: BoardView, seed: int, avoid: list[pygame.Rect], count: int = 44) -> None:
        self.items: list[tuple[float, float, float, int]] = []
        st = rng.seed_state(seed ^ 0xB0B)
        tries = 0
        while len(self.items) < count and tries < count * 30:
            tries += 1
            x, st = rng.randbelow(st, 1920)
            y, st = rng.randbelow(st, 1080)
            ph, st = rng.randbelow(st, 628)
            size, st = rng.randbelow(st, 3)
            if view.inside((x, y), 0.6) or view.inside((x, y - THICKNESS), 0.6):
                continue
            # the whole arc where it drifts (8 px either way, 70 px wide at most), not just its corner: an arc
            # poking into the move list read like a strike-through
            if pygame.Rect(x - 10, y - 4, 34 + size * 18 + 20, 18).collidelist(avoid) >= 0:
                continue
            self.items.append((float(x), float(y), ph / 100.0, size))
        self.frames: list[list[pygame.Surface]] = []
        for size in range(3):
            w = 34 + size * 18
            variants = []
            for level in range(6):
                s = pygame.Surface((w, 10), pygame.SRCALPHA)
                a = 18 + level * 16
                pygame.draw.arc(s, (170, 220, 255, a), pygame.Rect(0, 0, w, 18), 0.4, math.pi - 0.4, 2)
                variants.append(s)
            self.frames.append(variants)

    def draw(self, surface: pygame.Surface, t: float) -> None:
        frames = self.frames
        for x, y, ph, size in self.items:
            k = math.sin(t * 0.9 + ph)
            level = int((k * 0.5 + 0.5) * 5.99)
            surface.blit(frames[size][level], (x + math.sin(t * 0.5 + ph * 2.0) * 8.0, y + k * 2.0))


# -- selection overlays -------------------------------------------------------------
class Marks:
    """Pre-rendered overlays for one board: tinted squares, dots, rings."""

    def __init__(self, view: BoardView) -> None:
        self.view = view
        self._tiles: dict[tuple[tuple[int, int, int], int, bool], tuple[pygame.Surface, tuple[float, float]]] = {}
        self._dots: dict[tuple[tuple[int, int, int], int], pygame.Surface] = {}

    def tile(self, color: tuple[int, int, int], alpha: int, outline: bool = False) -> tuple[pygame.Surface, tuple[float, float]]:
        """A square-shaped (diamond) tint; returns the surface and its centre offset."""
        key = (color, alpha, outline)
        hit = self._tiles.get(key)
        if hit is None:
            v = self.view
            w, h = int(2 * v.hx) + 4, int(2 * v.hy) + 4
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            cx, cy = w / 2, h / 2
            pts = [(cx, cy - v.hy + 3), (cx + v.hx - 5, cy), (cx, cy + v.hy - 3), (cx - v.hx + 5, cy)]
            if outline:
                pygame.draw.polygon(s, (*color, alpha), pts, 5)
            else:
                pygame.draw.polygon(s, (*color, alpha), pts)
                pygame.draw.polygon(s, (*color, min(255, alpha + 90)), pts, 3)
            hit = (s, (cx, cy))
            self._tiles[key] = hit
        return hit

    def dot(self, color: tuple[int, int, int], r: int) -> pygame.Surface:
        key = (color, r)
        s = self._dots.get(key)
        if s is None:
            s = pygame.Surface((r * 2 + 4, int(r * 2 * FLAT) + 4), pygame.SRCALPHA)
            pygame.draw.ellipse(s, (20, 30, 50, 160), s.get_rect())
            pygame.draw.ellipse(s, (*color, 255), s.get_rect().inflate(-3, -3))
            self._dots[key] = s
        return s
