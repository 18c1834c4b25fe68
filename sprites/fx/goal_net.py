"""GoalNet: a goal seen from the front whose pymunk net billows when balls are kicked in.

This module holds the simulation: the net's bodies and springs, the kicks and
each ball's life (its picture is drawn by `GoalNetDrawing`, the world's sizes
are in `goal_world`). Repeatable like every effect: see `sprites.fx.physics`.
Memory stays bounded: balls are removed from the space (bodies, shapes) when
they have played their part, and at most `_MAX_BALLS` are in play.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame
import pymunk
import pymunk.batch

from engines.common import rng
from sprites.fx.ball import Vec3, rotated_patches
from sprites.fx.goal_net_drawing import GoalNetDrawing
from sprites.fx.goal_world import (
    BACK,
    BALL_FADE,
    BALL_LIFE,
    BALL_R,
    CAM_DIST,
    CAM_H,
    COLS,
    DEPTH,
    GOAL_H,
    GOAL_W,
    POST,
    ROOF,
    rest_point,
)
from sprites.fx.physics import DT, FixedClock, RectLike, buffer_floats, seeded_uniform, shared_buffer

_POS = pymunk.batch.BodyFields.POSITION

_BALL_MASS = 0.45

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

_CAT_GROUND = 1
_CAT_NET = 2
_CT_BALL = 1
_CT_NET = 2


def _undamped(body: pymunk.Body, gravity: tuple[float, float], damping: float, dt: float) -> None:
    """Velocity update without the space's damping (a ball flies freely)."""
    pymunk.Body.update_velocity(body, gravity, 1.0, dt)


@dataclass
class BallInPlay:
    """A kicked ball: its body and shape, its sideways flight, its age and fade."""

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


class GoalNet(GoalNetDrawing):
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
        self._clock = FixedClock()
        self._step = 0
        self._balls: list[BallInPlay] = []
        # Screen position of every chain point of every strip (see _build_net).
        self._grid: list[list[tuple[float, float]]] = []

        # Camera: the goal frame (posts included) fills most of the rect, the
        # goal line sits a little above its bottom edge.
        w, h = self.rect.size
        k0 = min(w * 0.86 / (GOAL_W + 2 * POST), h * 0.68 / (GOAL_H + POST))
        self._focal = k0 * CAM_DIST
        self._cx = self.rect.centerx
        ground_y = self.rect.bottom - max(0.14 * h, (h - k0 * (GOAL_H + POST)) * 0.42)
        self._horizon = ground_y - CAM_H * k0

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
        self._row_points = [k for k in range(1, ROOF + BACK + 1) if k != ROOF]
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
        self._back_bar = (self._rest_grid[0][ROOF], self._rest_grid[-1][ROOF])

        delay, self._state = seeded_uniform(self._state, 0.4, 0.9)
        self._next_kick = int(delay / DT)

    # -- construction ---------------------------------------------------------

    def _build_net(self) -> None:
        points = ROOF + BACK + 1
        self._col_x = [-GOAL_W / 2 + GOAL_W * c / (COLS - 1) for c in range(COLS)]
        # node[c][k]: a body, or None where the net is tied to the frame.
        self._node: list[list[pymunk.Body | None]] = []
        self._nodes: list[pymunk.Body] = []
        self._free: list[tuple[int, int, float]] = []  # (column, point, sideways x)
        static = self.space.static_body
        for c in range(COLS):
            column: list[pymunk.Body | None] = []
            for k in range(points):
                fixed = c in (0, COLS - 1) or k in (0, ROOF)
                if fixed:
                    column.append(None)
                    continue
                body = pymunk.Body(_NODE_MASS, math.inf)
                body.position = rest_point(k)
                self.space.add(body)
                column.append(body)
                self._nodes.append(body)
                self._free.append((c, k, self._col_x[c]))
            self._node.append(column)

        def end(c: int, k: int) -> tuple[pymunk.Body, tuple[float, float]]:
            body = self._node[c][k]
            return (body, (0.0, 0.0)) if body is not None else (static, rest_point(k))

        springs: list[pymunk.Constraint] = []
        for c in range(1, COLS - 1):
            for k in range(points - 1):
                (a, pa), (b, pb) = end(c, k), end(c, k + 1)
                za, ya = rest_point(k)
                zb, yb = rest_point(k + 1)
                length = math.hypot(zb - za, yb - ya)
                stiff = _K_CHAIN
                if k < ROOF:
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
                pymunk.DampedSpring(bottom, static, (0.0, 0.0), (DEPTH, 0.0), 0.0, _K_PEG, _SPRING_DAMP)
            )
        for c in range(COLS - 1):
            for k in range(points):
                if self._node[c][k] is None and self._node[c + 1][k] is None:
                    continue
                (a, pa), (b, pb) = end(c, k), end(c + 1, k)
                springs.append(pymunk.DampedSpring(a, b, pa, pb, 0.0, _K_ACROSS, _SPRING_DAMP))
        self.space.add(*springs)

        # Screen positions of every chain point; fixed ones never change.
        self._grid = [
            [self._project(self._col_x[c], *rest_point(k)) for k in range(points)]
            for c in range(COLS)
        ]
        self._build_static_layer()
        self._frame = self._frame_rects()

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
        x0, st = seeded_uniform(st, -2.4, 2.4)
        aim_x, st = seeded_uniform(st, -GOAL_W / 2 + 0.8, GOAL_W / 2 - 0.8)
        aim_y, st = seeded_uniform(st, 0.45, 1.85)
        flight, st = seeded_uniform(st, _FLIGHT[0], _FLIGHT[1])
        spin, st = seeded_uniform(st, 6.0, 18.0)
        sign, st = rng.randbelow(st, 2)
        yaw, st = seeded_uniform(st, 0.0, math.tau)
        pitch, st = seeded_uniform(st, 0.0, math.tau)
        roll, st = seeded_uniform(st, 0.0, math.tau)
        pause, st = seeded_uniform(st, 0.5, 1.6)
        self._state = st

        z0, y0 = -3.0, BALL_R
        vz = (DEPTH - z0) / flight
        vy = (aim_y - y0 + 0.5 * _GRAVITY * flight * flight) / flight
        to_line = -z0 / vz  # seconds until the goal line: sideways aim reached there
        body = pymunk.Body(_BALL_MASS, _BALL_MASS * BALL_R * BALL_R * 2.0 / 3.0)
        body.position = (z0, y0)
        body.velocity = (vz, vy)
        body.angular_velocity = spin if sign else -spin
        body.velocity_func = _undamped  # the space's damping is for the net only
        shape = pymunk.Circle(body, BALL_R)
        shape.elasticity = 0.8
        shape.friction = 0.7
        shape.collision_type = _CT_BALL
        shape.filter = pymunk.ShapeFilter(categories=4 << slot, mask=_CAT_GROUND | _CAT_NET)
        self.space.add(body, shape)
        self._balls.append(
            BallInPlay(
                body=body,
                shape=shape,
                slot=slot,
                x=x0,
                vx=(aim_x - x0) / to_line,
                patches=rotated_patches(yaw, pitch, roll),
                born=self._step,
            )
        )
        self.shots += 1
        self._next_kick = self._step + BALL_LIFE + BALL_FADE + int(pause / DT)

    def _ball_logic(self, ball: BallInPlay) -> None:
        z, y = ball.body.position
        if not ball.inside:
            ball.x += ball.vx * DT
            if z >= -BALL_R * 0.5:
                # Over the line: stop drifting sideways and let the strips the
                # ball covers collide with it (only those, so the pocket is local).
                ball.inside = True
                ball.vx = 0.0
                reach = BALL_R + 0.55 * GOAL_W / (COLS - 1)
                mask = 4 << ball.slot
                for c in range(1, COLS - 1):
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
            age >= BALL_LIFE or (ball.inside and z < -1.2) or y < -1.0 or z > DEPTH + 2.0
        ):
            ball.fade_from = self._step
        if (ball.fade_from >= 0 and self._step - ball.fade_from >= BALL_FADE) or (ball.inside and z < -3.5):
            # Faded out, or rolled right up to the camera (it would fill the
            # screen): gone, with the node shapes it brought into the space.
            self._remove_ball(ball)

    def _remove_ball(self, ball: BallInPlay) -> None:
        self.space.remove(ball.body, ball.shape, *ball.net_shapes)
        ball.net_shapes.clear()
        self._balls.remove(ball)

    def _read_nodes(self) -> list[float]:
        """Depth/height of every net node, in a few microseconds (one C call).

        The net nodes were the first dynamic bodies added and are never
        removed, so they stay the first entries of the space's body array.
        """
        buf = shared_buffer()
        buf.clear()
        pymunk.batch.get_space_bodies(self.space, _POS, buf)
        return buffer_floats(buf)[: 2 * len(self._nodes)]

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
