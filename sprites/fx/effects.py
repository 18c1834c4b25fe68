"""Presentation effects driven by pymunk: a billowing goal net and confetti.

Both effects are decoration only (the main menu's backdrop, goal celebrations);
they never decide a rule. They still have to be repeatable, because screenshots
of menus and celebrations are compared in tests, so:

* physics advances only in fixed steps of `DT` (1/120 s) taken from an
  accumulator, at most `MAX_STEPS` a frame; pymunk is bit-for-bit repeatable
  for the same inputs, insertion order and step sizes, so the same seed and the
  same sequence of `update(dt)` calls give the same state, and 60 frames of
  1/60 s give exactly the state of 30 frames of 1/30 s;
* every timer counts whole steps (ints), never accumulated float seconds;
* every random choice comes from `engines.common.rng` (SplitMix64, one int of
  state), never from the `random` module;
* drawing interpolates between the last two physics states, so motion stays
  smooth at any frame rate without changing the physics.

Memory stays bounded: balls and confetti pieces are removed from their space
(bodies, shapes, constraints) when they have played their part, and the number
of live balls / pieces is capped.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

import pygame
import pymunk
import pymunk.batch

from engines.common import rng

DT = 1.0 / 120.0
"""The fixed physics step (seconds)."""

MAX_STEPS = 8
"""Steps per `update` at most: a long hitch drops time instead of spiralling."""

# Tolerance for the accumulator: 1/60 is not exactly 2 * (1/120) in binary, and
# without it a frame could take one step fewer and the next one more, which
# would break frame-rate independence at the last step of a run.
_EPS = 1e-9

RectLike = pygame.Rect | tuple[int, int, int, int]
Color = tuple[int, int, int]

_POS = pymunk.batch.BodyFields.POSITION
_CONFETTI_FIELDS = (
    pymunk.batch.BodyFields.BODY_ID
    | pymunk.batch.BodyFields.POSITION
    | pymunk.batch.BodyFields.ANGLE
    | pymunk.batch.BodyFields.VELOCITY
    | pymunk.batch.BodyFields.ANGULAR_VELOCITY
)


class _FixedClock:
    """Turns variable frame times into a whole number of fixed steps."""

    def __init__(self) -> None:
        self.acc = 0.0

    def advance(self, dt: float) -> int:
        """Add `dt` seconds and return how many `DT` steps are due now."""
        if dt <= 0.0 or dt != dt:  # also rejects NaN
            return 0
        self.acc += dt
        steps = 0
        while self.acc >= DT - _EPS and steps < MAX_STEPS:
            self.acc -= DT
            steps += 1
        if self.acc >= DT:
            # A hitch (debugger, window drag): play on rather than catch up.
            self.acc = 0.0
        return steps

    @property
    def alpha(self) -> float:
        """How far (0..1) the present moment lies between the last two steps."""
        return min(1.0, max(0.0, self.acc / DT))


_BUFFER: list[pymunk.batch.Buffer] = []


def _shared_buffer() -> pymunk.batch.Buffer:
    """One batch buffer for every effect, cleared before each use: pymunk 7.3 never frees a
    Buffer's C arrays, so a new one each frame leaked ~4 KB a frame (31 MB a minute of menu)."""
    if not _BUFFER:
        _BUFFER.append(pymunk.batch.Buffer())
    return _BUFFER[0]


def _floats(buf: pymunk.batch.Buffer) -> list[float]:
    """The float data of a pymunk batch buffer as a plain list (one C copy)."""
    return cast(list[float], memoryview(buf.float_buf()).cast("d").tolist())


def _uniform(state: int, lo: float, hi: float) -> tuple[float, int]:
    """A seeded float in [lo, hi) from 53 random bits, and the next state."""
    value, state = rng.next_u64(state)
    return lo + (hi - lo) * ((value >> 11) * (1.0 / (1 << 53))), state


# --------------------------------------------------------------------------
# The football: 12 dark pentagons of a truncated icosahedron.
# --------------------------------------------------------------------------

Vec3 = tuple[float, float, float]


def _norm(v: Vec3) -> Vec3:
    n = math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2])
    return (v[0] / n, v[1] / n, v[2] / n)


def _football_patches(size: float = 0.31) -> list[list[Vec3]]:
    """Each pentagon as [centre, 5 corners] on the unit sphere.

    The pentagon centres are the icosahedron's vertices and its corners lie on
    the edges towards the 5 neighbours, exactly where a truncated icosahedron
    cuts them (size 1/3); a little less leaves clear white seams between them.
    """
    phi = (1.0 + math.sqrt(5.0)) / 2.0
    raw: list[Vec3] = []
    for a in (-1.0, 1.0):
        for b in (-phi, phi):
            raw += [(0.0, a, b), (a, b, 0.0), (b, 0.0, a)]
    verts = [_norm(v) for v in raw]
    patches: list[list[Vec3]] = []
    for v in verts:
        near = sorted(verts, key=lambda w: -(v[0] * w[0] + v[1] * w[1] + v[2] * w[2]))[1:6]
        # Order the neighbours around v so the corners make a convex polygon.
        d0 = near[0]
        dot0 = v[0] * d0[0] + v[1] * d0[1] + v[2] * d0[2]
        e1 = _norm((d0[0] - v[0] * dot0, d0[1] - v[1] * dot0, d0[2] - v[2] * dot0))
        e2 = (v[1] * e1[2] - v[2] * e1[1], v[2] * e1[0] - v[0] * e1[2], v[0] * e1[1] - v[1] * e1[0])

        def around(w: Vec3, e1: Vec3 = e1, e2: Vec3 = e2) -> float:
            return math.atan2(
                w[0] * e2[0] + w[1] * e2[1] + w[2] * e2[2],
                w[0] * e1[0] + w[1] * e1[1] + w[2] * e1[2],
            )

        near.sort(key=around)
        corners = [
            _norm((v[0] + size * (w[0] - v[0]), v[1] + size * (w[1] - v[1]), v[2] + size * (w[2] - v[2])))
            for w in near
        ]
        patches.append([v, *corners])
    return patches


_PATCHES = _football_patches()


def _rotated_patches(yaw: float, pitch: float, roll: float) -> list[list[Vec3]]:
    """The patches turned by a seeded start orientation (so no two balls match)."""
    cy, sy = math.cos(yaw), math.sin(yaw)
    cp, sp = math.cos(pitch), math.sin(pitch)
    cr, sr = math.cos(roll), math.sin(roll)
    out = []
    for patch in _PATCHES:
        turned = []
        for x, y, z in patch:
            x, z = x * cy + z * sy, -x * sy + z * cy  # about the vertical axis
            y, z = y * cp - z * sp, y * sp + z * cp  # about the sideways axis
            x, y = x * cr - y * sr, x * sr + y * cr  # about the view axis
            turned.append((x, y, z))
        out.append(turned)
    return out


_BALL_WHITE = (246, 247, 250)
_BALL_SHADE = (196, 202, 214)
_BALL_PATCH = (24, 28, 40)
_BALL_EDGE = (40, 46, 60)


def _paint_ball(
    surface: pygame.Surface, cx: float, cy: float, r: float, angle: float, patches: list[list[Vec3]]
) -> None:
    """Draw the ball at (cx, cy) with radius r, rolled by `angle`.

    The body angle of the ball in the (depth, height) physics plane is a roll
    about the sideways axis, so the patches scroll up or down across the face
    the camera sees, as a real ball does when it flies into a goal.
    """
    ir = max(2, int(round(r)))
    # Lit from the upper left: a grey disc with a white disc shifted up-left
    # leaves a shaded crescent at the lower right, which reads as a sphere.
    pygame.draw.circle(surface, _BALL_SHADE, (cx, cy), ir)
    pygame.draw.circle(surface, _BALL_WHITE, (cx - r * 0.12, cy - r * 0.12), max(1, int(r * 0.86)))
    ca, sa = math.cos(angle), math.sin(angle)
    for patch in patches:
        x, y, z = patch[0]
        zc = z * ca - y * sa
        if zc > 0.05:  # faces away from the camera: hidden behind the ball
            continue
        pts = []
        for x, y, z in patch[1:]:
            yr = z * sa + y * ca
            zr = z * ca - y * sa
            if zr > 0.0:  # a corner past the rim: pin it to the outline
                n = math.hypot(x, yr) or 1.0
                x, yr = x / n, yr / n
            pts.append((cx + x * r, cy - yr * r))
        pygame.draw.polygon(surface, _BALL_PATCH, pts)
    pygame.draw.aacircle(surface, _BALL_EDGE, (cx, cy), ir, max(1, ir // 12))


# --------------------------------------------------------------------------
# GoalNet
# --------------------------------------------------------------------------

# The goal in metres. The physics plane is (depth z, height y): pymunk's x is
# the depth behind the goal line and pymunk's y the height, with gravity down.
# Each vertical strip of the net is a chain of bodies in that plane; strips are
# tied to their neighbours by zero-length springs, which is exactly how a net
# under tension pulls a pushed strip's neighbours along. The sideways position
# of a strip is fixed, so a front camera sees a real 3D pocket form.
_GOAL_W = 7.32
_GOAL_H = 2.44
_POST = 0.12
_DEPTH = 2.0
_BACK_H = 2.2
_CAM_DIST = 6.0  # camera distance in front of the goal line
_CAM_H = 1.0  # camera height: a little below the bar, so the roof net shows
_BALL_R = 0.23  # larger than a real ball (0.11 m): it has to read on a TV
_BALL_MASS = 0.45

_COLS = 21  # strips across, the two outer ones fixed to the side frame
_ROOF = 5  # roof segments from the crossbar to the back bar
_BACK = 8  # back segments from the back bar down to the ground
_NODE_MASS = 0.01
_NODE_R = 0.13  # collision radius: neighbours nearly touch so the ball can't slip through
_K_CHAIN = 15.0
_K_ROOF = 80.0
_K_ACROSS = 8.0
_K_PEG = 4.0
_SPRING_DAMP = 0.45
_GRAVITY = 9.81
_MAX_STRETCH = 1.6
_NET_DAMPING = 0.4  # velocity kept per second by the net: ripples die in ~2 s

_MAX_BALLS = 3
_FLIGHT = (0.45, 0.6)  # seconds from the kick to the back of the net
_BALL_LIFE = int(3.4 / DT)  # steps from the kick until the ball starts to fade
_BALL_FADE = int(0.5 / DT)

_CAT_GROUND = 1
_CAT_NET = 2
_CT_BALL = 1
_CT_NET = 2

_NET_COLOR = (200, 210, 230)
_FRAME_COLOR = (150, 160, 182)
_SIDE_NET_COLOR = (120, 132, 158)
_POST_COLOR = (248, 249, 252)
_POST_SHADE = (196, 204, 220)
_LINE_COLOR = (92, 104, 130)


def _undamped(body: pymunk.Body, gravity: tuple[float, float], damping: float, dt: float) -> None:
    """Velocity update without the space's damping (a ball flies freely)."""
    pymunk.Body.update_velocity(body, gravity, 1.0, dt)


_STILL_PX = 1.0  # a node this close to its resting pose is drawn there


def _strand(
    surface: pygame.Surface,
    pts: list[tuple[float, float]],
    rest: list[tuple[float, float]],
    span: list[int] | None,
    axis_aligned: bool,
) -> None:
    """Draw one strand of the net (a row or a column of nodes).

    Anti-aliasing is what costs when drawing the net, and it costs per pixel.
    At rest a strand is a straight line (horizontal or vertical at the back,
    slanted on the roof), so only the stretch a pocket or a ripple has bent,
    `span` = [first, last] moved point (None: none moved), is drawn as a
    smoothed polyline; the still ends are one straight line each, without
    anti-aliasing where they are axis-aligned (exact anyway). pts[0] is always
    fixed to the frame.
    """
    straight = pygame.draw.line if axis_aligned else pygame.draw.aaline
    if span is None:
        straight(surface, _NET_COLOR, rest[0], rest[-1])
        return
    first, last = span
    if first > 1:
        straight(surface, _NET_COLOR, rest[0], rest[first - 1])
    # Join the bent stretch to the still ends at their resting points, so no
    # sub-pixel step shows where the smoothed and the plain lines meet.
    bent = [rest[first - 1], *pts[first : last + 1]]
    if last < len(pts) - 1:
        bent.append(rest[last + 1])
        if last < len(pts) - 2:
            straight(surface, _NET_COLOR, rest[last + 1], rest[-1])
    pygame.draw.aalines(surface, _NET_COLOR, False, bent)


@dataclass
class _Ball:
    body: pymunk.Body
    shape: pymunk.Circle
    slot: int
    x: float  # sideways position (not part of the physics plane)
    vx: float  # sideways speed until the ball crosses the goal line
    patches: list[list[Vec3]]
    born: int
    fade_from: int = -1
    inside: bool = False
    hit: bool = False
    net_shapes: list[pymunk.Circle] = field(default_factory=list)
    prev: tuple[float, float, float, float] | None = None  # x, z, y, angle


class GoalNet:
    """A goal seen from the front whose net billows when balls are kicked in.

    Balls are kicked in from the front at a seeded pace and aim, hit the net,
    drop, bounce, roll and fade; the next kick follows after a pause, forever.
    `kick()` adds a shot at once (goal celebrations); `shots` counts every kick
    and `hits` every ball that touched the net. Set `auto_kick = False` to have
    only the kicks asked for.
    """

    def __init__(self, rect: RectLike, seed: int = 0) -> None:
        self.rect = pygame.Rect(rect)
        self.shots = 0
        self.hits = 0
        self.auto_kick = True
        self._state = rng.seed_state(seed)
        self._clock = _FixedClock()
        self._step = 0
        self._balls: list[_Ball] = []
        # Screen position of every chain point of every strip (see _build_net).
        self._grid: list[list[tuple[float, float]]] = []

        # Camera: the goal frame (posts included) fills most of the rect, the
        # goal line sits a little above its bottom edge.
        w, h = self.rect.size
        k0 = min(w * 0.86 / (_GOAL_W + 2 * _POST), h * 0.68 / (_GOAL_H + _POST))
        self._focal = k0 * _CAM_DIST
        self._cx = self.rect.centerx
        ground_y = self.rect.bottom - max(0.14 * h, (h - k0 * (_GOAL_H + _POST)) * 0.42)
        self._horizon = ground_y - _CAM_H * k0

        self.space = pymunk.Space()
        self.space.gravity = (0.0, -_GRAVITY)
        self.space.iterations = 5
        ground = pymunk.Segment(self.space.static_body, (-40.0, 0.0), (40.0, 0.0), 0.0)
        ground.elasticity = 0.75
        ground.friction = 0.9
        ground.filter = pymunk.ShapeFilter(categories=_CAT_GROUND)
        self.space.add(ground)
        self.space.on_collision(_CT_BALL, _CT_NET, begin=self._on_ball_net)
        self._build_net()
        # Let the roof's slight sag settle so the first frame is already calm;
        # heavy damping meanwhile makes it settle in a fraction of the time.
        self.space.damping = 0.001
        for _ in range(90):
            self.space.step(DT)
        self.space.damping = _NET_DAMPING
        self._cur: list[float] = self._read_nodes()
        self._prev: list[float] = self._cur
        self._cur_valid = True
        self._row_points = [k for k in range(1, _ROOF + _BACK + 1) if k != _ROOF]
        # The settled pose: strands still in it are drawn as straight lines.
        settled = [
            self._project(x, self._cur[2 * i], self._cur[2 * i + 1]) for i, (_, _, x) in enumerate(self._free)
        ]
        for (c, k, _), q in zip(self._free, settled):
            self._grid[c][k] = q
        # Whole pixels: resting rows and columns then fall exactly on pixel
        # rows and columns, crisp whether drawn plain or anti-aliased.
        self._grid = [[(float(round(x)), float(round(y))) for x, y in column] for column in self._grid]
        settled = [self._grid[c][k] for c, k, _ in self._free]
        self._rest_grid = [list(column) for column in self._grid]
        self._free_f = [(c, k, x * self._focal, q[0], q[1]) for (c, k, x), q in zip(self._free, settled)]
        self._rest_rows = {k: [column[k] for column in self._rest_grid] for k in self._row_points}
        self._back_bar = (self._rest_grid[0][_ROOF], self._rest_grid[-1][_ROOF])

        delay, self._state = _uniform(self._state, 0.4, 0.9)
        self._next_kick = int(delay / DT)

    # -- construction ---------------------------------------------------------

    @staticmethod
    def _rest_point(k: int) -> tuple[float, float]:
        """(depth, height) of chain point k: crossbar -> roof -> back bar -> ground."""
        if k <= _ROOF:
            return (_DEPTH * k / _ROOF, _GOAL_H + (_BACK_H - _GOAL_H) * k / _ROOF)
        return (_DEPTH, _BACK_H * (1.0 - (k - _ROOF) / _BACK))

    def _build_net(self) -> None:
        points = _ROOF + _BACK + 1
        self._col_x = [-_GOAL_W / 2 + _GOAL_W * c / (_COLS - 1) for c in range(_COLS)]
        # node[c][k]: a body, or None where the net is tied to the frame.
        self._node: list[list[pymunk.Body | None]] = []
        self._nodes: list[pymunk.Body] = []
        self._free: list[tuple[int, int, float]] = []  # (column, point, sideways x)
        static = self.space.static_body
        for c in range(_COLS):
            column: list[pymunk.Body | None] = []
            for k in range(points):
                fixed = c in (0, _COLS - 1) or k in (0, _ROOF)
                if fixed:
                    column.append(None)
                    continue
                body = pymunk.Body(_NODE_MASS, math.inf)
                body.position = self._rest_point(k)
                self.space.add(body)
                column.append(body)
                self._nodes.append(body)
                self._free.append((c, k, self._col_x[c]))
            self._node.append(column)

        def end(c: int, k: int) -> tuple[pymunk.Body, tuple[float, float]]:
            body = self._node[c][k]
            return (body, (0.0, 0.0)) if body is not None else (static, self._rest_point(k))

        springs: list[pymunk.Constraint] = []
        for c in range(1, _COLS - 1):
            for k in range(points - 1):
                (a, pa), (b, pb) = end(c, k), end(c, k + 1)
                za, ya = self._rest_point(k)
                zb, yb = self._rest_point(k + 1)
                length = math.hypot(zb - za, yb - ya)
                stiff = _K_CHAIN
                if k < _ROOF:
                    # A taut, stiffer roof barely sags: its strands stay
                    # straight lines at rest, which are cheap to draw.
                    length *= 0.9
                    stiff = _K_ROOF
                else:
                    # Hanging strip: shorten each spring by the stretch the
                    # weight below it causes, so the rest pose is the drawing.
                    below = points - 1 - k
                    length -= _NODE_MASS * _GRAVITY * below / _K_CHAIN
                springs.append(pymunk.DampedSpring(a, b, pa, pb, length, stiff, _SPRING_DAMP))
                # A soft net must still hold the ball: cap each link's stretch
                # so no gap between two nodes ever opens wide enough for it.
                rest = math.hypot(zb - za, yb - ya)
                springs.append(pymunk.SlideJoint(a, b, pa, pb, 0.0, rest * _MAX_STRETCH))
            # The bottom of the back net is pegged, loosely, to the ground.
            bottom = self._node[c][points - 1]
            assert bottom is not None
            springs.append(
                pymunk.DampedSpring(bottom, static, (0.0, 0.0), (_DEPTH, 0.0), 0.0, _K_PEG, _SPRING_DAMP)
            )
        for c in range(_COLS - 1):
            for k in range(points):
                if self._node[c][k] is None and self._node[c + 1][k] is None:
                    continue
                (a, pa), (b, pb) = end(c, k), end(c + 1, k)
                springs.append(pymunk.DampedSpring(a, b, pa, pb, 0.0, _K_ACROSS, _SPRING_DAMP))
        self.space.add(*springs)

        # Screen positions of every chain point; fixed ones never change.
        self._grid = [
            [self._project(self._col_x[c], *self._rest_point(k)) for k in range(points)]
            for c in range(_COLS)
        ]
        self._build_static_layer()
        self._frame = self._frame_rects()

    def _project(self, x: float, z: float, y: float) -> tuple[float, float]:
        s = self._focal / (z + _CAM_DIST)
        return (self._cx + x * s, self._horizon - (y - _CAM_H) * s)

    def _build_static_layer(self) -> None:
        """Pre-draw the parts that never move: side nets and the side frame.

        They are slanted lines, which need anti-aliasing, and anti-aliasing is
        the expensive part of drawing the net; drawn once into two small
        transparent strips, they cost two blits a frame.
        """
        p = self._project
        hw = _GOAL_W / 2
        self._goal_line = (p(-hw - 3.5, 0.0, 0.0), p(hw + 3.5, 0.0, 0.0))
        self._strips: list[tuple[pygame.Surface, tuple[int, int]]] = []
        for sx in (-hw, hw):
            lines: list[tuple[Color, tuple[float, float], tuple[float, float], int]] = []
            # Side net: uprights at each roof point, bars at each back height.
            for k in range(1, _ROOF):
                z, y = self._rest_point(k)
                lines.append((_SIDE_NET_COLOR, p(sx, z, 0.0), p(sx, z, y), 1))
            for y in [0.0] + [_BACK_H * (1.0 - j / _BACK) for j in range(1, _BACK)]:
                lines.append((_SIDE_NET_COLOR, p(sx, 0.0, y), p(sx, _DEPTH, y), 1))
            # Frame: roof edge and back upright.
            lines.append((_FRAME_COLOR, p(sx, 0.0, _GOAL_H), p(sx, _DEPTH, _BACK_H), 3))
            lines.append((_FRAME_COLOR, p(sx, _DEPTH, _BACK_H), p(sx, _DEPTH, 0.0), 3))
            xs = [q[0] for _, a, b, _ in lines for q in (a, b)]
            ys = [q[1] for _, a, b, _ in lines for q in (a, b)]
            left, top_y = int(min(xs)) - 3, int(min(ys)) - 3
            strip = pygame.Surface((int(max(xs)) - left + 4, int(max(ys)) - top_y + 4), pygame.SRCALPHA)
            for color, a, b, width in lines:
                start, end = (a[0] - left, a[1] - top_y), (b[0] - left, b[1] - top_y)
                pygame.draw.aaline(strip, color, start, end, width)
            self._strips.append((strip, (left, top_y)))

    # -- simulation -------------------------------------------------------------

    def _on_ball_net(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: object) -> None:
        shape = arbiter.shapes[0]
        for ball in self._balls:
            if ball.shape is shape and not ball.hit:
                ball.hit = True
                self.hits += 1

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds of frame time (fixed steps, at most 8)."""
        steps = self._clock.advance(dt)
        for i in range(steps):
            if i == steps - 1:
                self._remember()
            self._tick()

    def kick(self) -> None:
        """Kick a ball in now (goal celebrations); the auto kicks carry on after."""
        self._launch()

    def _tick(self) -> None:
        if self._step >= self._next_kick and self.auto_kick:
            self._launch()
        for ball in list(self._balls):
            self._ball_logic(ball)
        self.space.step(DT)
        self._step += 1
        self._cur_valid = False

    def _launch(self) -> None:
        used = {b.slot for b in self._balls}
        if len(self._balls) >= _MAX_BALLS:
            oldest = self._balls[0]
            self._remove_ball(oldest)
            used.discard(oldest.slot)
        slot = min(s for s in range(_MAX_BALLS) if s not in used)

        st = self._state
        x0, st = _uniform(st, -2.4, 2.4)
        aim_x, st = _uniform(st, -_GOAL_W / 2 + 0.8, _GOAL_W / 2 - 0.8)
        aim_y, st = _uniform(st, 0.45, 1.85)
        flight, st = _uniform(st, _FLIGHT[0], _FLIGHT[1])
        spin, st = _uniform(st, 6.0, 18.0)
        sign, st = rng.randbelow(st, 2)
        yaw, st = _uniform(st, 0.0, math.tau)
        pitch, st = _uniform(st, 0.0, math.tau)
        roll, st = _uniform(st, 0.0, math.tau)
        pause, st = _uniform(st, 0.5, 1.6)
        self._state = st

        z0, y0 = -3.0, _BALL_R
        vz = (_DEPTH - z0) / flight
        vy = (aim_y - y0 + 0.5 * _GRAVITY * flight * flight) / flight
        to_line = -z0 / vz  # seconds until the goal line: sideways aim reached there
        body = pymunk.Body(_BALL_MASS, _BALL_MASS * _BALL_R * _BALL_R * 2.0 / 3.0)
        body.position = (z0, y0)
        body.velocity = (vz, vy)
        body.angular_velocity = spin if sign else -spin
        body.velocity_func = _undamped  # the space's damping is for the net only
        shape = pymunk.Circle(body, _BALL_R)
        shape.elasticity = 0.8
        shape.friction = 0.7
        shape.collision_type = _CT_BALL
        shape.filter = pymunk.ShapeFilter(categories=4 << slot, mask=_CAT_GROUND | _CAT_NET)
        self.space.add(body, shape)
        self._balls.append(
            _Ball(
                body=body,
                shape=shape,
                slot=slot,
                x=x0,
                vx=(aim_x - x0) / to_line,
                patches=_rotated_patches(yaw, pitch, roll),
                born=self._step,
            )
        )
        self.shots += 1
        self._next_kick = self._step + _BALL_LIFE + _BALL_FADE + int(pause / DT)

    def _ball_logic(self, ball: _Ball) -> None:
        z, y = ball.body.position
        if not ball.inside:
            ball.x += ball.vx * DT
            if z >= -_BALL_R * 0.5:
                # Over the line: stop drifting sideways and let the strips the
                # ball covers collide with it (only those, so the pocket is local).
                ball.inside = True
                ball.vx = 0.0
                reach = _BALL_R + 0.55 * _GOAL_W / (_COLS - 1)
                mask = 4 << ball.slot
                for c in range(1, _COLS - 1):
                    if abs(self._col_x[c] - ball.x) > reach:
                        continue
                    for body in self._node[c]:
                        if body is None:
                            continue
                        s = pymunk.Circle(body, _NODE_R)
                        s.elasticity = 0.05
                        s.friction = 0.5
                        s.collision_type = _CT_NET
                        s.filter = pymunk.ShapeFilter(categories=_CAT_NET, mask=mask)
                        ball.net_shapes.append(s)
                self.space.add(*ball.net_shapes)
        age = self._step - ball.born
        if ball.fade_from < 0 and (
            age >= _BALL_LIFE or (ball.inside and z < -1.2) or y < -1.0 or z > _DEPTH + 2.0
        ):
            ball.fade_from = self._step
        if (ball.fade_from >= 0 and self._step - ball.fade_from >= _BALL_FADE) or (ball.inside and z < -3.5):
            # Faded out, or rolled right up to the camera (it would fill the
            # screen): gone, with the node shapes it brought into the space.
            self._remove_ball(ball)

    def _remove_ball(self, ball: _Ball) -> None:
        self.space.remove(ball.body, ball.shape, *ball.net_shapes)
        ball.net_shapes.clear()
        self._balls.remove(ball)

    def _read_nodes(self) -> list[float]:
        """Depth/height of every net node, in a few microseconds (one C call).

        The net nodes were the first dynamic bodies added and are never
        removed, so they stay the first entries of the space's body array.
        """
        buf = _shared_buffer()
        buf.clear()
        pymunk.batch.get_space_bodies(self.space, _POS, buf)
        return _floats(buf)[: 2 * len(self._nodes)]

    def _remember(self) -> None:
        """Keep the state before the frame's last step, to interpolate from."""
        self._prev = self._cur if self._cur_valid else self._read_nodes()
        for ball in self._balls:
            z, y = ball.body.position
            ball.prev = (ball.x, z, y, ball.body.angle)

    # -- queries (tests, celebrations) ------------------------------------------

    @property
    def ball_count(self) -> int:
        """Balls in play right now."""
        return len(self._balls)

    def net_points(self) -> list[tuple[float, float]]:
        """Screen positions of the free net nodes at the current physics step."""
        cur = self._read_nodes()
        return [self._project(x, cur[2 * i], cur[2 * i + 1]) for i, (_, _, x) in enumerate(self._free)]

    def ball_points(self) -> list[tuple[float, float, float]]:
        """(screen x, screen y, depth in metres) of each ball in play."""
        out = []
        for ball in self._balls:
            z, y = ball.body.position
            sx, sy = self._project(ball.x, z, y)
            out.append((sx, sy, z))
        return out

    # -- drawing ----------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the goal, net and balls (interpolated to the present moment)."""
        if not self._cur_valid:
            self._cur = self._read_nodes()
            self._cur_valid = True
        cur, prev, a = self._cur, self._prev, self._clock.alpha
        col_spans, row_spans = self._project_nodes(prev, cur, a)
        grid = self._grid

        # The goal line and the back bar are horizontal: plain lines are exact.
        pygame.draw.line(surface, _LINE_COLOR, *self._goal_line, 3)
        for strip, pos in self._strips:
            surface.blit(strip, pos)
        pygame.draw.line(surface, _FRAME_COLOR, *self._back_bar, 3)

        # The net, strand by strand: see `_strand` for why this is cheap.
        rest = self._rest_grid
        roof_end = _ROOF + 1
        for c in range(1, _COLS - 1):
            col, still = grid[c], rest[c]
            span = col_spans.get(c)
            roof = back = None
            if span is not None:
                lo, hi = span
                if lo < _ROOF:
                    roof = [lo, min(hi, _ROOF - 1)]
                if hi > _ROOF:
                    back = [max(lo, _ROOF + 1) - _ROOF, hi - _ROOF]
            _strand(surface, col[:roof_end], still[:roof_end], roof, False)
            _strand(surface, col[_ROOF:], still[_ROOF:], back, True)
        for k in self._row_points:
            _strand(surface, [column[k] for column in grid], self._rest_rows[k], row_spans.get(k), True)

        # Balls behind the goal line go under the frame, the others over it.
        front = []
        for ball in self._balls:
            state = self._ball_state(ball, a)
            if state[1] > 0.0:
                self._draw_ball(surface, ball, state)
            else:
                front.append((ball, state))
        for color, rect in self._frame:
            pygame.draw.rect(surface, color, rect)
        for ball, state in front:
            self._draw_ball(surface, ball, state)

    def _project_nodes(
        self, prev: list[float], cur: list[float], a: float
    ) -> tuple[dict[int, list[int]], dict[int, list[int]]]:
        """Project the nodes `a` of the way from `prev` to `cur` into the grid.

        Returns which nodes left their resting pose, as [first, last] point of
        each moved column and [first, last] column of each moved row, found in
        the same pass: the free nodes come column by column, top to bottom.
        """
        grid, cx, hor = self._grid, self._cx, self._horizon
        focal = self._focal
        fyc = focal * _CAM_H
        col_spans: dict[int, list[int]] = {}
        row_spans: dict[int, list[int]] = {}
        moves = zip(self._free_f, prev[0::2], cur[0::2], prev[1::2], cur[1::2])
        for (c, k, xf, rx, ry), pz, z, py, y in moves:
            inv = 1.0 / (pz + (z - pz) * a + _CAM_DIST)
            sx = cx + xf * inv
            sy = hor + (fyc - focal * (py + (y - py) * a)) * inv
            grid[c][k] = (sx, sy)
            if abs(sx - rx) + abs(sy - ry) > _STILL_PX:
                span = col_spans.get(c)
                if span is None:
                    col_spans[c] = [k, k]
                else:
                    span[1] = k
                span = row_spans.get(k)
                if span is None:
                    row_spans[k] = [c, c]
                else:
                    span[1] = c
        return col_spans, row_spans

    def _ball_state(self, ball: _Ball, a: float) -> tuple[float, float, float, float]:
        z, y = ball.body.position
        angle = ball.body.angle
        if ball.prev is None:
            return (ball.x, z, y, angle)
        px, pz, py, pa = ball.prev
        return (px + (ball.x - px) * a, pz + (z - pz) * a, py + (y - py) * a, pa + (angle - pa) * a)

    def _frame_rects(self) -> list[tuple[Color, pygame.Rect]]:
        """Posts and crossbar, each a white bar with a shaded strip (reads round)."""
        p = self._project
        hw = _GOAL_W / 2
        left_out, top = p(-hw - _POST, 0.0, _GOAL_H + _POST)
        left_in, ground = p(-hw, 0.0, 0.0)
        right_in, bar_low = p(hw, 0.0, _GOAL_H)
        right_out = p(hw + _POST, 0.0, 0.0)[0]
        post_w = left_in - left_out
        rects: list[tuple[Color, pygame.Rect]] = []
        for x0 in (left_out, right_in):
            post = pygame.Rect(round(x0), round(top), max(2, round(post_w)), round(ground - top))
            shade = max(1, post.w // 3)
            rects.append((_POST_COLOR, post))
            rects.append((_POST_SHADE, pygame.Rect(post.right - shade, post.top, shade, post.h)))
        bar_w, bar_h = round(right_out - left_out), max(2, round(bar_low - top))
        bar = pygame.Rect(round(left_out), round(top), bar_w, bar_h)
        shade = max(1, bar.h // 3)
        rects.append((_POST_COLOR, bar))
        rects.append((_POST_SHADE, pygame.Rect(bar.left, bar.bottom - shade, bar.w, shade)))
        return rects

    def _draw_ball(
        self, surface: pygame.Surface, ball: _Ball, state: tuple[float, float, float, float]
    ) -> None:
        x, z, y, angle = state
        if z + _CAM_DIST < 1.0:  # at the camera: nothing sensible to draw
            return
        s = self._focal / (z + _CAM_DIST)
        r = _BALL_R * s
        sx, sy = self._cx + x * s, self._horizon - (y - _CAM_H) * s
        gy = self._horizon + _CAM_H * s  # the ground right under the ball
        opacity = 255
        if ball.fade_from >= 0:
            left = _BALL_FADE - (self._step - ball.fade_from) - self._clock.alpha
            opacity = max(0, min(255, int(255 * left / _BALL_FADE)))
            if opacity == 0:
                return
        # Shadow: tighter and darker as the ball comes down to the ground.
        lift = max(0.0, min(1.0, (y - _BALL_R) / 2.0))
        sw, sh = r * (2.2 - 0.8 * lift), r * (0.55 - 0.2 * lift)
        shadow = pygame.Surface((max(1, int(sw)), max(1, int(sh))), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, int((110 - 70 * lift) * opacity / 255)), shadow.get_rect())
        surface.blit(shadow, (sx - sw / 2, gy - sh / 2))
        if opacity == 255:
            _paint_ball(surface, sx, sy, r, angle, ball.patches)
            return
        size = int(2 * r) + 6
        tmp = pygame.Surface((size, size), pygame.SRCALPHA)
        _paint_ball(tmp, size / 2, size / 2, r, angle, ball.patches)
        tmp.set_alpha(opacity)
        surface.blit(tmp, (sx - size / 2, sy - size / 2))


# --------------------------------------------------------------------------
# Confetti
# --------------------------------------------------------------------------

CONFETTI_COLORS: tuple[Color, ...] = (
    (255, 200, 60),
    (244, 246, 250),
    (52, 120, 246),
    (230, 58, 64),
    (96, 210, 130),
    (255, 120, 190),
    (80, 214, 236),
)

_CONFETTI_G = 1100.0  # px/s^2 at a 1080 px tall area
_CONFETTI_DRAG = 4.0  # 1/s: the space's damping, i.e. linear air drag
_CONFETTI_SPEED = 4000.0  # px/s muzzle speed at a 1080 px tall area
_CONFETTI_SPREAD = 24  # steps over which a volley leaves the cannon
_CONFETTI_CULL_EVERY = 6  # steps between off-screen checks
_CONFETTI_LIFE = int(40.0 / DT)  # a stuck piece (never off screen) goes anyway


@dataclass(frozen=True)
class _PieceSpec:
    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    half_w: float
    half_h: float
    front: Color
    back: Color
    phase: float
    sway: float
    float_factor: float


@dataclass
class _Piece:
    serial: int
    body: pymunk.Body
    motor: pymunk.SimpleMotor
    drag: pymunk.PivotJoint
    spec: _PieceSpec
    born: int


class Confetti:
    """A confetti burst from cannons at the bottom corners of `area`.

    `area` places the cannons (its bottom corners) and scales everything (its
    height: sizes and speeds are tuned for 1080 px); pieces that drift past its
    sides are still drawn, pieces that fall below its bottom are removed.
    `burst()` fires another volley, `done` tells when the last piece is gone.

    Each piece is a pymunk body: gravity pulls it, the space's damping is the
    air drag that stops the cannon shot within a second, a `SimpleMotor` keeps
    it spinning (damping alone would stop the spin too), and a `PivotJoint`
    with no position correction (the classic top-down friction trick) gives
    each piece its own extra drag, so light pieces float and heavy ones drop.
    """

    def __init__(
        self,
        area: RectLike,
        seed: int = 0,
        count: int = 160,
        colors: Sequence[Color] = CONFETTI_COLORS,
    ) -> None:
        self.area = pygame.Rect(area)
        self.count = max(1, int(count))
        self._colors: list[Color] = [(int(c[0]), int(c[1]), int(c[2])) for c in colors] or list(CONFETTI_COLORS)
        self._scale = max(0.3, self.area.h / 1080.0)
        self._max_pieces = 4 * self.count
        self._state = rng.seed_state(seed)
        self._clock = _FixedClock()
        self._step = 0
        self._serial = 0
        self._pieces: dict[int, _Piece] = {}  # body id -> piece, oldest first
        # body id -> what draw needs, unpacked in one go (the per-piece loop is hot)
        self._looks: dict[int, tuple[float, float, Color, Color, float, float]] = {}
        self._pending: list[tuple[int, int, _PieceSpec]] = []  # heap of (step, serial, spec)
        self._buf = _shared_buffer()

        self.space = pymunk.Space()
        self.space.gravity = (0.0, _CONFETTI_G * self._scale)
        self.space.damping = math.exp(-_CONFETTI_DRAG)  # velocity kept per second
        self.space.iterations = 3  # pieces never touch; only the joints solve
        self.burst()

    @property
    def done(self) -> bool:
        """True once every piece has fallen out and no volley is waiting."""
        return not self._pieces and not self._pending

    @property
    def piece_count(self) -> int:
        return len(self._pieces)

    def burst(self, pos: tuple[float, float] | None = None) -> None:
        """Fire a volley: from both bottom corners, or straight up from `pos`."""
        a, s = self.area, self._scale
        if pos is None:
            half = self.count // 2
            cannons = [
                ((a.left + 0.03 * a.w, a.bottom + 6 * s), 1.0, half),
                ((a.right - 0.03 * a.w, a.bottom + 6 * s), -1.0, self.count - half),
            ]
        else:
            cannons = [((float(pos[0]), float(pos[1])), 0.0, self.count)]
        st = self._state
        for (x, y), toward, n in cannons:
            for i in range(n):
                if toward == 0.0:
                    tilt, st = _uniform(st, -0.55, 0.55)
                else:
                    tilt, st = _uniform(st, 0.12, 1.10)
                    tilt *= toward  # lean towards the middle of the area
                speed, st = _uniform(st, 0.55, 1.0)
                speed *= _CONFETTI_SPEED * s
                angle, st = _uniform(st, 0.0, math.tau)
                spin, st = _uniform(st, 4.0, 11.0)
                sign, st = rng.randbelow(st, 2)
                half_w, st = _uniform(st, 8.0, 13.0)
                half_h, st = _uniform(st, 4.5, 7.0)
                pick, st = rng.randbelow(st, len(self._colors))
                phase, st = _uniform(st, 0.0, math.tau)
                sway, st = _uniform(st, 4.0, 14.0)
                floaty, st = _uniform(st, 0.0, 0.62)
                front = self._colors[pick]
                back = (front[0] * 7 // 10, front[1] * 7 // 10, front[2] * 7 // 10)
                spec = _PieceSpec(
                    x=x,
                    y=y,
                    vx=speed * math.sin(tilt),
                    vy=-speed * math.cos(tilt),
                    angle=angle,
                    spin=spin if sign else -spin,
                    half_w=half_w * s,
                    half_h=half_h * s,
                    front=front,
                    back=back,
                    phase=phase,
                    sway=sway * s,
                    float_factor=floaty,
                )
                due = self._step + (i * _CONFETTI_SPREAD) // max(1, n)
                heapq.heappush(self._pending, (due, self._serial, spec))
                self._serial += 1
        self._state = st

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds of frame time (fixed steps, at most 8)."""
        for _ in range(self._clock.advance(dt)):
            self._tick()

    def _tick(self) -> None:
        while self._pending and self._pending[0][0] <= self._step:
            _, serial, spec = heapq.heappop(self._pending)
            self._spawn(serial, spec)
        self.space.step(DT)
        self._step += 1
        if self._step % _CONFETTI_CULL_EVERY == 0 and self._pieces:
            self._cull()

    def _spawn(self, serial: int, spec: _PieceSpec) -> None:
        w, h = 2 * spec.half_w, 2 * spec.half_h
        body = pymunk.Body(1.0, (w * w + h * h) / 12.0)
        body.position = (spec.x, spec.y)
        body.velocity = (spec.vx, spec.vy)
        body.angle = spec.angle
        static = self.space.static_body
        motor = pymunk.SimpleMotor(static, body, spec.spin)
        drag = pymunk.PivotJoint(static, body, (0.0, 0.0), (0.0, 0.0))
        drag.max_bias = 0.0  # never pull back to the anchor: only resist motion
        drag.max_force = _CONFETTI_G * self._scale * spec.float_factor
        self.space.add(body, motor, drag)
        self._pieces[body.id] = _Piece(serial, body, motor, drag, spec, self._step)
        self._looks[body.id] = (spec.half_w, spec.half_h, spec.front, spec.back, spec.phase, spec.sway)
        while len(self._pieces) > self._max_pieces:
            self._remove(next(iter(self._pieces.values())))

    def _remove(self, piece: _Piece) -> None:
        self.space.remove(piece.body, piece.motor, piece.drag)
        del self._pieces[piece.body.id]
        del self._looks[piece.body.id]

    def _cull(self) -> None:
        buf = self._buf
        buf.clear()
        pymunk.batch.get_space_bodies(self.space, _CONFETTI_FIELDS, buf)
        ids = memoryview(buf.int_buf()).cast("P").tolist()
        data = _floats(buf)
        limit = self.area.bottom + 24 * self._scale
        old = self._step - _CONFETTI_LIFE
        gone = []
        for body_id, y, vy in zip(ids, data[1::6], data[4::6]):
            piece = self._pieces.get(body_id)
            # Only falling pieces: the cannons fire from below the edge.
            if piece is not None and ((y > limit and vy > 0.0) or piece.born < old):
                gone.append(piece)
        for piece in gone:
            self._remove(piece)

    def piece_positions(self) -> list[tuple[float, float]]:
        """Physics positions of the live pieces, oldest first (for tests)."""
        ordered = sorted(self._pieces.values(), key=lambda p: p.serial)
        return [(p.body.position.x, p.body.position.y) for p in ordered]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every piece as a spinning quad whose width flutters with its angle."""
        if not self._pieces:
            return
        buf = self._buf
        buf.clear()
        pymunk.batch.get_space_bodies(self.space, _CONFETTI_FIELDS, buf)
        ids = memoryview(buf.int_buf()).cast("P").tolist()
        data = _floats(buf)
        # Interpolate: step back from the newest state by the time not yet
        # simulated, using each piece's own velocity (no second snapshot).
        back = DT - self._clock.acc
        looks = self._looks
        polygon, cos, sin = pygame.draw.polygon, math.cos, math.sin
        for body_id, x, y, th, vx, vy, w in zip(
            ids, data[0::6], data[1::6], data[2::6], data[3::6], data[4::6], data[5::6]
        ):
            look = looks.get(body_id)
            if look is None:
                continue
            half_w, half_h, front, rear, phase, sway = look
            th -= w * back
            # The visible width follows the spin: a tumbling strip seen edge-on
            # shrinks to a sliver and shows its darker back on the other half.
            f = cos(th * 1.3 + phase)
            hw = half_w * (0.15 + 0.85 * abs(f))
            cx = x - vx * back + sway * sin(th * 0.5 + phase)
            cy = y - vy * back
            ca, sa = cos(th), sin(th)
            ax, ay = ca * hw, sa * hw
            bx, by = -sa * half_h, ca * half_h
            polygon(
                surface,
                front if f >= 0.0 else rear,
                (
                    (cx + ax + bx, cy + ay + by),
                    (cx - ax + bx, cy - ay + by),
                    (cx - ax - bx, cy - ay - by),
                    (cx + ax - bx, cy + ay - by),
                ),
            )
