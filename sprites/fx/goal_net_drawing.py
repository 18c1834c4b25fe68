"""How GoalNet draws itself: the camera's projection, the goal frame, the net strand by strand, the balls.

`GoalNetDrawing` is the drawing half of `GoalNet` (sprites/fx/goal_net.py),
which inherits it; it reads the net's state and never changes the physics.
Anti-aliasing is what costs, so still strands are drawn as plain straight
lines and the parts that never move are drawn once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sprites.fx.ball import paint_ball
from sprites.fx.goal_world import (
    BACK,
    BACK_H,
    BALL_FADE,
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
from sprites.fx.physics import Color, FixedClock

if TYPE_CHECKING:
    from sprites.fx.goal_net import BallInPlay

_NET_COLOR = (200, 210, 230)
_FRAME_COLOR = (150, 160, 182)
_SIDE_NET_COLOR = (120, 132, 158)
_POST_COLOR = (248, 249, 252)
_POST_SHADE = (196, 204, 220)
_LINE_COLOR = (92, 104, 130)


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


class GoalNetDrawing:
    """The drawing half of GoalNet: what it reads of the net is declared here, GoalNet sets it."""

    # The camera (GoalNet.__init__).
    _focal: float
    _cx: int
    _horizon: float
    # Screen positions of every chain point of every strip, and their settled pose.
    _grid: list[list[tuple[float, float]]]
    _rest_grid: list[list[tuple[float, float]]]
    _rest_rows: dict[int, list[tuple[float, float]]]
    _row_points: list[int]
    _back_bar: tuple[tuple[float, float], tuple[float, float]]
    _free_f: list[tuple[int, int, float, float, float]]
    _frame: list[tuple[Color, pygame.Rect]]
    # The physics to draw: the last two states of the nodes and the balls, and the clock.
    _cur: list[float]
    _prev: list[float]
    _cur_valid: bool
    _balls: list[BallInPlay]
    _clock: FixedClock
    _step: int

    if TYPE_CHECKING:  # GoalNet's: depth/height of every net node
        def _read_nodes(self) -> list[float]: ...

    def _project(self, x: float, z: float, y: float) -> tuple[float, float]:
        s = self._focal / (z + CAM_DIST)
        return (self._cx + x * s, self._horizon - (y - CAM_H) * s)

    def _build_static_layer(self) -> None:
        """Pre-draw the parts that never move: side nets and the side frame.

        They are slanted lines, which need anti-aliasing, and anti-aliasing is
        the expensive part of drawing the net; drawn once into two small
        transparent strips, they cost two blits a frame.
        """
        p = self._project
        hw = GOAL_W / 2
        self._goal_line = (p(-hw - 3.5, 0.0, 0.0), p(hw + 3.5, 0.0, 0.0))
        self._strips: list[tuple[pygame.Surface, tuple[int, int]]] = []
        for sx in (-hw, hw):
            lines: list[tuple[Color, tuple[float, float], tuple[float, float], int]] = []
            # Side net: uprights at each roof point, bars at each back height.
            for k in range(1, ROOF):
                z, y = rest_point(k)
                lines.append((_SIDE_NET_COLOR, p(sx, z, 0.0), p(sx, z, y), 1))
            for y in [0.0] + [BACK_H * (1.0 - j / BACK) for j in range(1, BACK)]:
                lines.append((_SIDE_NET_COLOR, p(sx, 0.0, y), p(sx, DEPTH, y), 1))
            # Frame: roof edge and back upright.
            lines.append((_FRAME_COLOR, p(sx, 0.0, GOAL_H), p(sx, DEPTH, BACK_H), 3))
            lines.append((_FRAME_COLOR, p(sx, DEPTH, BACK_H), p(sx, DEPTH, 0.0), 3))
            xs = [q[0] for _, a, b, _ in lines for q in (a, b)]
            ys = [q[1] for _, a, b, _ in lines for q in (a, b)]
            left, top_y = int(min(xs)) - 3, int(min(ys)) - 3
            strip = pygame.Surface((int(max(xs)) - left + 4, int(max(ys)) - top_y + 4), pygame.SRCALPHA)
            for color, a, b, width in lines:
                start, end = (a[0] - left, a[1] - top_y), (b[0] - left, b[1] - top_y)
                pygame.draw.aaline(strip, color, start, end, width)
            self._strips.append((strip, (left, top_y)))

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
        roof_end = ROOF + 1
        for c in range(1, COLS - 1):
            col, still = grid[c], rest[c]
            span = col_spans.get(c)
            roof = back = None
            if span is not None:
                lo, hi = span
                if lo < ROOF:
                    roof = [lo, min(hi, ROOF - 1)]
                if hi > ROOF:
                    back = [max(lo, ROOF + 1) - ROOF, hi - ROOF]
            _strand(surface, col[:roof_end], still[:roof_end], roof, False)
            _strand(surface, col[ROOF:], still[ROOF:], back, True)
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
        fyc = focal * CAM_H
        col_spans: dict[int, list[int]] = {}
        row_spans: dict[int, list[int]] = {}
        moves = zip(self._free_f, prev[0::2], cur[0::2], prev[1::2], cur[1::2])
        for (c, k, xf, rx, ry), pz, z, py, y in moves:
            inv = 1.0 / (pz + (z - pz) * a + CAM_DIST)
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

    def _ball_state(self, ball: BallInPlay, a: float) -> tuple[float, float, float, float]:
        z, y = ball.body.position
        angle = ball.body.angle
        if ball.prev is None:
            return (ball.x, z, y, angle)
        px, pz, py, pa = ball.prev
        return (px + (ball.x - px) * a, pz + (z - pz) * a, py + (y - py) * a, pa + (angle - pa) * a)

    def _frame_rects(self) -> list[tuple[Color, pygame.Rect]]:
        """Posts and crossbar, each a white bar with a shaded strip (reads round)."""
        p = self._project
        hw = GOAL_W / 2
        left_out, top = p(-hw - POST, 0.0, GOAL_H + POST)
        left_in, ground = p(-hw, 0.0, 0.0)
        right_in, bar_low = p(hw, 0.0, GOAL_H)
        right_out = p(hw + POST, 0.0, 0.0)[0]
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
        self, surface: pygame.Surface, ball: BallInPlay, state: tuple[float, float, float, float]
    ) -> None:
        x, z, y, angle = state
        if z + CAM_DIST < 1.0:  # at the camera: nothing sensible to draw
            return
        s = self._focal / (z + CAM_DIST)
        r = BALL_R * s
        sx, sy = self._cx + x * s, self._horizon - (y - CAM_H) * s
        gy = self._horizon + CAM_H * s  # the ground right under the ball
        opacity = 255
        if ball.fade_from >= 0:
            left = BALL_FADE - (self._step - ball.fade_from) - self._clock.alpha
            opacity = max(0, min(255, int(255 * left / BALL_FADE)))
            if opacity == 0:
                return
        # Shadow: tighter and darker as the ball comes down to the ground.
        lift = max(0.0, min(1.0, (y - BALL_R) / 2.0))
        sw, sh = r * (2.2 - 0.8 * lift), r * (0.55 - 0.2 * lift)
        shadow = pygame.Surface((max(1, int(sw)), max(1, int(sh))), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, int((110 - 70 * lift) * opacity / 255)), shadow.get_rect())
        surface.blit(shadow, (sx - sw / 2, gy - sh / 2))
        if opacity == 255:
            paint_ball(surface, sx, sy, r, angle, ball.patches)
            return
        size = int(2 * r) + 6
        tmp = pygame.Surface((size, size), pygame.SRCALPHA)
        paint_ball(tmp, size / 2, size / 2, r, angle, ball.patches)
        tmp.set_alpha(opacity)
        surface.blit(tmp, (sx - size / 2, sy - size / 2))
