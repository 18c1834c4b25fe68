"""Penguin Soccer pieces: pyramids with penguin faces, and the ball.

A piece is a square pyramid (Mama large, Papa medium, Baby small) in its
seat's colour with a white belly, eyes and an orange beak on its front face.
It is modelled in 3D (a base square and an apex) and projected with the same
flattened 45-degree view as the board (`sprites.penguin_soccer.board.BoardView`),
so one renderer draws every pose:

- `yaw`: the direction the front (belly) faces, in view-space degrees
  (0 = +X, the board's file axis as seen; 90 = +Y);
- `tilt`: 0 standing upright, 1 lying. A pyramid falls backwards over its
  back base edge, so a lying piece's apex (its head) points *away* from its
  front: a piece lying facing direction D has yaw = D + 180, and lies on its
  back, belly up, head first (a penguin tobogganing).

Sprites are rendered at twice the size and smooth-scaled down (pygame has no
anti-aliased filled polygons), then kept in a bounded LRU keyed by the pose
quantised to 5 degrees / 0.05 tilt (PYGAME_NOTES: cache rotated surfaces,
bounded). Each sprite includes its own soft shadow and knows the offset of its
ground centre and of its apex (where a held ball sits).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from sprites.ui.icons import draw_football

SIZES = (  # (half base, height) in squares: Mama, Papa, Baby
    (0.30, 1.0),
    (0.24, 0.80),
    (0.18, 0.60),
)
SUPER = 2
YAW_STEP = 5
TILT_STEPS = 20
CACHE_SIZE = 220
BELLY = (246, 248, 252)
EYE_WHITE = (255, 255, 255)
PUPIL = (16, 18, 26)
BEAK = (255, 150, 30)
FEET = (255, 160, 40)
OUTLINE_DARKEN = 0.45
LIE_ANGLE = 92.0
"""Degrees a piece turns about its back base edge to lie down (a real pyramid would
need ~107; a little less keeps the belly face turned up, readable from above)."""
LIE_SQUASH = 0.75
"""Height scale of a lying piece: flatter, so its pointing shape reads from above."""
LIGHT = (-0.35, -0.55, 0.76)  # from the upper left, towards the viewer


def _norm(v: tuple[float, float, float]) -> tuple[float, float, float]:
    n = math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]) or 1.0
    return (v[0] / n, v[1] / n, v[2] / n)


_L = _norm(LIGHT)


def _shade(color: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    if k <= 1.0:
        return (int(color[0] * k), int(color[1] * k), int(color[2] * k))
    t = min(1.0, k - 1.0)
    return (int(color[0] + (255 - color[0]) * t), int(color[1] + (255 - color[1]) * t),
            int(color[2] + (255 - color[2]) * t))


@dataclass(frozen=True)
class Projection:
    """The view's projection of 3D view space (squares) to pixels."""

    hx: float
    hy: float
    hz: float

    @property
    def sin_e(self) -> float:
        return self.hy / self.hx

    def point(self, x: float, y: float, z: float) -> tuple[float, float]:
        return ((x - y) * self.hx, -(x + y) * self.hy - z * self.hz)

    @property
    def view(self) -> tuple[float, float, float]:
        """Unit vector from the scene towards the camera."""
        s = self.sin_e
        c = math.sqrt(max(0.0, 1.0 - s * s))
        return (-c / math.sqrt(2), -c / math.sqrt(2), s)


@dataclass
class PieceImage:
    """A rendered pose: the surface, where its ground centre is, and the apex."""

    surface: pygame.Surface
    origin: tuple[int, int]
    """Pixel of the surface that sits on the piece's ground centre."""
    apex: tuple[float, float]
    """The apex relative to the ground centre (pixels)."""
    rect_local: pygame.Rect
    """The body's bounding box relative to the ground centre (for hit tests)."""


class PieceArt:
    """Renders and caches piece sprites for one board scale and two seat colours."""

    def __init__(self, proj: Projection, colors: tuple[tuple[int, int, int], tuple[int, int, int]],
                 ball_radius: float) -> None:
        self.proj = proj
        self.colors = colors
        self.ball_r = ball_radius
        self._cache: OrderedDict[tuple[int, int, int, int, bool], PieceImage] = OrderedDict()
        self._balls: dict[int, pygame.Surface] = {}
        self._ball_shadow: pygame.Surface | None = None

    # -- geometry ----------------------------------------------------------------
    @staticmethod
    def quantise(yaw: float, tilt: float) -> tuple[int, int]:
        yq = int(round(yaw / YAW_STEP)) % (360 // YAW_STEP)
        tq = max(0, min(TILT_STEPS, int(round(tilt * TILT_STEPS))))
        return yq, tq

    def apex_height(self, kind: int) -> float:
        """Pixels from the ground centre up to a standing piece's apex."""
        return SIZES[kind][1] * self.proj.hz

    @staticmethod
    def model(kind: int, yaw_deg: float, tilt: float) -> list[tuple[float, float, float]]:
        """View-space vertices: 4 base corners (front-left, front-right, back-right, back-left), apex."""
        a, h = SIZES[kind]
        theta = tilt * math.radians(LIE_ANGLE)
        # the lying footprint runs from the base (f = -a + 2a cos) to the apex (f = -a - h)
        shift = tilt * (a + h / 2.0 - a * math.cos(theta))
        squash = 1.0 - (1.0 - LIE_SQUASH) * tilt
        local = [(a, -a, 0.0), (a, a, 0.0), (-a, a, 0.0), (-a, -a, 0.0), (0.0, 0.0, h)]
        ct, st = math.cos(theta), math.sin(theta)
        yaw = math.radians(yaw_deg)
        fx, fy = math.cos(yaw), math.sin(yaw)
        rx, ry = fy, -fx  # right of the front direction
        out = []
        for f, r, z in local:
            # fall backwards: rotate about the back edge (f = -a, z = 0)
            f2 = -a + (f + a) * ct - z * st
            z2 = (f + a) * st + z * ct
            f2 += shift
            out.append((f2 * fx + r * rx, f2 * fy + r * ry, z2 * squash))
        return out

    # -- rendering ---------------------------------------------------------------
    def image(self, kind: int, seat: int, yaw: float, tilt: float, ghost: bool = False) -> PieceImage:
        yq, tq = self.quantise(yaw, tilt)
        key = (kind, seat, yq, tq, ghost)
        img = self._cache.get(key)
        if img is not None:
            self._cache.move_to_end(key)
            return img
        # resting poses (upright, or lying along one of the 8 directions) are supersampled;
        # the in-between poses of a spin or a fall only show for a frame or two: drawn plain, 4x cheaper
        resting = tq in (0, TILT_STEPS) and (yq * YAW_STEP) % 45 == 0
        img = self._render(kind, seat, yq * YAW_STEP, tq / TILT_STEPS, ghost, SUPER if resting else 1)
        self._cache[key] = img
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return img

    def _render(self, kind: int, seat: int, yaw: float, tilt: float, ghost: bool, S: int = SUPER) -> PieceImage:
        proj = self.proj
        verts = self.model(kind, yaw, tilt)
        a, h = SIZES[kind]
        pts2 = [proj.point(*v) for v in verts]
        # shadow: the footprint on the ground, nudged away from the light
        sh = [proj.point(x + 0.05, y + 0.02, 0.0) for x, y, _ in verts]
        pad = 10
        xs = [p[0] for p in pts2 + sh]
        ys = [p[1] for p in pts2 + sh]
        minx, maxx = min(xs) - pad, max(xs) + pad
        miny, maxy = min(ys) - pad, max(ys) + pad
        w, hgt = int(maxx - minx) + 1, int(maxy - miny) + 1
        surf = pygame.Surface((w * S, hgt * S), pygame.SRCALPHA)

        def px(p: tuple[float, float]) -> tuple[float, float]:
            return ((p[0] - minx) * S, (p[1] - miny) * S)

        hull = _convex_hull([px(p) for p in sh])
        if len(hull) >= 3:
            shadow = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(shadow, (6, 20, 40, 90), hull)
            surf.blit(shadow, (0, 0))

        base = self.colors[seat]
        view = proj.view
        center = tuple(sum(v[i] for v in verts) / 5.0 for i in range(3))
        faces = {
            "front": (4, 0, 1),
            "right": (4, 1, 2),
            "back": (4, 2, 3),
            "left": (4, 3, 0),
            "base": (0, 3, 2, 1),
        }
        visible: dict[str, tuple[float, float, float]] = {}
        for name, idx in faces.items():
            p0, p1, p2 = verts[idx[0]], verts[idx[1]], verts[idx[2]]
            u = (p1[0] - p0[0], p1[1] - p0[1], p1[2] - p0[2])
            v = (p2[0] - p0[0], p2[1] - p0[1], p2[2] - p0[2])
            n = _norm((u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]))
            fc = tuple(sum(verts[i][k] for i in idx) / len(idx) for k in range(3))
            if (fc[0] - center[0]) * n[0] + (fc[1] - center[1]) * n[1] + (fc[2] - center[2]) * n[2] < 0:
                n = (-n[0], -n[1], -n[2])
            if n[0] * view[0] + n[1] * view[1] + n[2] * view[2] > 1e-4:
                visible[name] = n
        outline = _shade(base, OUTLINE_DARKEN)
        for name, idx in faces.items():
            if name not in visible:
                continue
            n = visible[name]
            light = 0.62 + 0.55 * max(0.0, n[0] * _L[0] + n[1] * _L[1] + n[2] * _L[2])
            color = _shade(base if name != "base" else _shade(base, 0.8), light)
            poly = [px(pts2[i]) for i in idx]
            pygame.draw.polygon(surf, color, poly)
            if name == "front":
                self._decorate(surf, verts, px, light, kind, S)
            elif name == "base" and tilt > 0.5:
                self._feet_on_base(surf, verts, px, S)
            pygame.draw.polygon(surf, outline, poly, max(2, S))
        if tilt < 0.5:  # little feet peeking out at the front
            for side in (-0.55, 0.55):
                fx = (verts[0][0] + verts[1][0]) / 2 + (verts[1][0] - verts[0][0]) * side * 0.5
                fy = (verts[0][1] + verts[1][1]) / 2 + (verts[1][1] - verts[0][1]) * side * 0.5
                yaw_r = math.radians(yaw)
                fp = proj.point(fx + math.cos(yaw_r) * 0.05, fy + math.sin(yaw_r) * 0.05, 0.0)
                if "front" in visible:
                    r = pygame.Rect(0, 0, a * proj.hx * 0.75 * S, a * proj.hy * 0.7 * S)
                    r.center = px(fp)
                    pygame.draw.ellipse(surf, FEET, r)
                    pygame.draw.ellipse(surf, _shade(FEET, 0.6), r, max(1, S))
        small = pygame.transform.smoothscale(surf, (w, hgt)) if S > 1 else surf
        if ghost:
            small.set_alpha(150)
        origin = (int(round(-minx)), int(round(-miny)))
        apex = pts2[4]
        body_x = [p[0] for p in pts2]
        body_y = [p[1] for p in pts2]
        rect_local = pygame.Rect(int(min(body_x)), int(min(body_y)), int(max(body_x) - min(body_x)) + 1,
                                 int(max(body_y) - min(body_y)) + 1)
        return PieceImage(small, origin, apex, rect_local)

    def _decorate(self, surf: pygame.Surface, verts: list[tuple[float, float, float]], px: Callable[[tuple[float, float]], tuple[float, float]], light: float,
                  kind: int, S: int = SUPER) -> None:
        """Belly, eyes and beak on the front face (in its own plane, so any pose works)."""
        proj = self.proj
        apex, fl, fr = verts[4], verts[0], verts[1]
        mid = tuple((fl[i] + fr[i]) / 2 for i in range(3))
        half = tuple((fr[i] - fl[i]) / 2 for i in range(3))

        def on_face(s: float, t: float) -> tuple[float, float]:
            # s: 0 at the base .. 1 at the apex; t: -1 left .. 1 right edge at that height
            w = (1.0 - s) * t
            p = [mid[i] + (apex[i] - mid[i]) * s + half[i] * w for i in range(3)]
            return px(proj.point(p[0], p[1], p[2]))

        belly = []
        for k in range(18):
            ang = 2 * math.pi * k / 18
            s = 0.30 + 0.25 * math.sin(ang)
            t = 0.66 * math.cos(ang)
            belly.append(on_face(max(0.03, s), t))
        pygame.draw.polygon(surf, _shade(BELLY, min(1.0, 0.78 + 0.25 * light)), belly)
        # eyes
        scale = math.hypot(half[0], half[1]) * proj.hx * S
        r_eye = max(2.0, scale * (0.2 if kind == 2 else 0.17))
        for side in (-1, 1):
            c = on_face(0.62, side * 0.42)
            pygame.draw.circle(surf, EYE_WHITE, c, r_eye)
            pygame.draw.circle(surf, PUPIL, (c[0], c[1] + r_eye * 0.15), r_eye * 0.55)
            pygame.draw.circle(surf, EYE_WHITE, (c[0] - r_eye * 0.2, c[1] - r_eye * 0.15), max(1.0, r_eye * 0.18))
        # beak: a small triangle below the eyes, pointing out of the face
        b1, b2, b3 = on_face(0.53, -0.2), on_face(0.53, 0.2), on_face(0.44, 0.0)
        pygame.draw.polygon(surf, BEAK, [b1, b2, b3])
        pygame.draw.polygon(surf, _shade(BEAK, 0.6), [b1, b2, b3], max(1, S // 2))

    def _feet_on_base(self, surf: pygame.Surface, verts: list[tuple[float, float, float]],
                      px: Callable[[tuple[float, float]], tuple[float, float]], S: int = SUPER) -> None:
        """A lying piece seen from behind: two orange feet under the belly edge of its base."""
        fl, fr, br, bl = verts[0], verts[1], verts[2], verts[3]
        for side in (0.3, 0.7):
            top = [fl[i] + (fr[i] - fl[i]) * side for i in range(3)]
            bot = [bl[i] + (br[i] - bl[i]) * side for i in range(3)]
            c = [top[i] + (bot[i] - top[i]) * 0.25 for i in range(3)]
            x, y = px(self.proj.point(*c))
            w = math.dist(px(self.proj.point(*fl)), px(self.proj.point(*fr))) * 0.22
            r = pygame.Rect(0, 0, max(4, w * 1.2), max(4, w * 0.9))
            r.center = (x, y)
            pygame.draw.ellipse(surf, FEET, r)
            pygame.draw.ellipse(surf, _shade(FEET, 0.6), r, max(1, S // 2))

    # -- the ball ------------------------------------------------------------------
    def ball(self, roll: float) -> pygame.Surface:
        """The football rolled by `roll` degrees (12 cached steps of the 72-degree symmetry)."""
        k = int(round(roll / 6.0)) % 12
        surf = self._balls.get(k)
        if surf is None:
            r = self.ball_r
            size = int(r * 2 + 6)
            big = pygame.Surface((size * SUPER, size * SUPER), pygame.SRCALPHA)
            draw_football(big, (size * SUPER / 2, size * SUPER / 2), r * SUPER, k * 6.0)
            surf = pygame.transform.smoothscale(big, (size, size))
            self._balls[k] = surf
        return surf

    def ball_shadow(self) -> pygame.Surface:
        if self._ball_shadow is None:
            r = self.ball_r
            s = pygame.Surface((int(r * 2.4), int(r * 1.1)), pygame.SRCALPHA)
            pygame.draw.ellipse(s, (6, 20, 40, 90), s.get_rect())
            self._ball_shadow = s
        return self._ball_shadow


def _convex_hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[tuple[float, float]] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]
