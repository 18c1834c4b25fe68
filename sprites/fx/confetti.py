"""Confetti: a pymunk confetti burst from cannons, for goal celebrations and the champion.

Repeatable like every effect (see `sprites.fx.physics`); memory stays bounded:
pieces are removed from the space (bodies, constraints) when they fall out,
and the number of live pieces is capped.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame
import pymunk
import pymunk.batch

from engines.common import rng
from sprites.fx.physics import DT, Color, FixedClock, RectLike, buffer_floats, seeded_uniform, shared_buffer

_CONFETTI_FIELDS = (
    pymunk.batch.BodyFields.BODY_ID
    | pymunk.batch.BodyFields.POSITION
    | pymunk.batch.BodyFields.ANGLE
    | pymunk.batch.BodyFields.VELOCITY
    | pymunk.batch.BodyFields.ANGULAR_VELOCITY
)


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
        self._clock = FixedClock()
        self._step = 0
        self._serial = 0
        self._pieces: dict[int, _Piece] = {}  # body id -> piece, oldest first
        # body id -> what draw needs, unpacked in one go (the per-piece loop is hot)
        self._looks: dict[int, tuple[float, float, Color, Color, float, float]] = {}
        self._pending: list[tuple[int, int, _PieceSpec]] = []  # heap of (step, serial, spec)
        self._buf = shared_buffer()

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
                    tilt, st = seeded_uniform(st, -0.55, 0.55)
                else:
                    tilt, st = seeded_uniform(st, 0.12, 1.10)
                    tilt *= toward  # lean towards the middle of the area
                speed, st = seeded_uniform(st, 0.55, 1.0)
                speed *= _CONFETTI_SPEED * s
                angle, st = seeded_uniform(st, 0.0, math.tau)
                spin, st = seeded_uniform(st, 4.0, 11.0)
                sign, st = rng.randbelow(st, 2)
                half_w, st = seeded_uniform(st, 8.0, 13.0)
                half_h, st = seeded_uniform(st, 4.5, 7.0)
                pick, st = rng.randbelow(st, len(self._colors))
                phase, st = seeded_uniform(st, 0.0, math.tau)
                sway, st = seeded_uniform(st, 4.0, 14.0)
                floaty, st = seeded_uniform(st, 0.0, 0.62)
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
        data = buffer_floats(buf)
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
        data = buffer_floats(buf)
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
