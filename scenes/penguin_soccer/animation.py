"""Penguin Soccer's moves as animations: slides glide and spin, tackles push link by link, splashes
and swims back to the pen, kicks roll square by square, goals get the banner and confetti.

`PenguinAnimation` is a part of `PenguinSoccerScene` (on `scenes.penguin_soccer.base.PenguinSceneBase`):
`animate(before, after)` turns the move's events (the view after it) into one tween sequence, reading
the position before the move where the pieces started (rebuilt from the view before it), and ends by
snapping every sprite to the position shown (`_snap`), so SKIP (complete all tweens) always lands
exactly on the position.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from core import text, theme
from core.tween import (Animation, Call, Parallel, Sequence, Tween, Wait, in_out_sine, in_quad, linear, out_back,
                        out_bounce, out_cubic, out_quad)
from engines.penguin_soccer.board import DIR_INDEX, UP
from engines.penguin_soccer.notation import PIECES
from engines.penguin_soccer.state import State
from match.view import SeatView
from scenes.penguin_soccer.base import PenguinSceneBase
from scenes.penguin_soccer.layout import (GOAL_BANNER_LOOK, GOAL_BANNER_PX, GOAL_TEXT_PX, GOAL_TEXT_W, Fx,
                                          PenguinSprite, H, W)


class PenguinAnimation(PenguinSceneBase):
    """Engine events to tweens on the penguin and ball sprites (a part of PenguinSoccerScene)."""

    def animate(self, before: SeatView, after: SeatView) -> None:
        self._drag = None
        self._sel_ply = -1
        old = self.position_of(before)
        evs = list(self.position_of(after).events)
        seq: list[Animation] = []
        if evs:
            kind = evs[0].kind
            if kind == "stand":
                seq += self._anim_stand(evs[0])
            elif kind == "slide_step":
                seq += self._anim_slide(old, evs)
            elif kind == "kick":
                seq += self._anim_kick(old, evs)
            if any(e.kind == "draw" for e in evs):
                seq += [Call(lambda: self._sound("whistle")), Wait(0.5)]
        seq.append(Call(self._snap))
        self.tweens.add(Sequence(*seq))

    def _anim_stand(self, ev: Any) -> list[Animation]:
        i = int(ev["seat"]) * 3 + PIECES.index(str(ev["piece"]))
        sp = self.pieces[i]
        cam = self._toward(sp.yaw, self.view.camera_yaw)
        return [
            Call(lambda: self._sound("flip")),
            Parallel(Tween(sp, "tilt", 0.0, 0.34, out_back),
                     Sequence(Tween(sp, "z", 10.0, 0.12, out_quad), Tween(sp, "z", 0.0, 0.22, out_bounce))),
            Tween(sp, "yaw", cam, 0.18, in_out_sine),
        ]

    def _anim_slide(self, old: State, evs: list[Any]) -> list[Animation]:
        b = old.board
        v = self.view
        steps = [e for e in evs if e.kind == "slide_step"]
        pushes = [e for e in evs if e.kind == "push"]
        stop = next(e for e in evs if e.kind == "slide_stop")
        seat = int(steps[0]["seat"])
        i = seat * 3 + PIECES.index(str(steps[0]["piece"]))
        sp = self.pieces[i]
        d = DIR_INDEX[str(steps[0]["direction"])]
        fall = self._toward(sp.yaw, self.lying_yaw(d))
        seq: list[Animation] = [Call(lambda: self._sound("slide"))]
        if steps[0]["from"] == "sea":
            hx, hy = v.square_center(b.home[seat])
            dx, dy = v.dir_vector(d)
            launch = (hx - dx * 0.75, hy - dy * 0.75)

            def leave() -> None:
                sp.in_sea = False

            seq += [Call(leave), Parallel(
                Tween(sp, "pos", launch, 0.34, in_out_sine),
                Sequence(Tween(sp, "z", 40.0, 0.17, out_quad), Tween(sp, "z", 0.0, 0.17, in_quad)),
                Tween(sp, "yaw", fall, 0.22, out_quad),
                Tween(sp, "tilt", 1.0, 0.3, in_quad),
            )]
        elif old.face[i] == UP:
            seq.append(Parallel(Tween(sp, "yaw", fall, 0.14, out_quad),
                                Tween(sp, "tilt", 1.0, 0.22, in_quad, delay=0.05)))
        else:
            seq.append(Tween(sp, "yaw", fall, 0.01))
        end_sq = b.square(str(stop["at"]))
        end = v.square_center(end_sq)
        n = len(steps)
        how = str(stop["stop"])
        seq.append(Tween(sp, "pos", end, 0.2 + 0.15 * n, out_cubic if how == "full" else out_quad))
        if how == "full":
            spin = int(stop["spin"])
            if spin:
                target = self._toward(fall, self.lying_yaw(DIR_INDEX[str(stop["facing"])]))
                seq.append(Tween(sp, "yaw", target, 0.26 + 0.05 * abs(spin) / 45, out_back))
            return seq
        # ends on the ball: loose / centre pickup or a tackle
        ball = self.ball
        returns: list[Animation] = []
        if how == "tackle" and pushes:
            victim = int(pushes[0]["seat"]) * 3 + PIECES.index(str(pushes[0]["piece"]))
            hover = (end, self.apex_px(victim))

            def let_go() -> None:
                ball.holder = None
                ball.pos, ball.z = hover

            seq += [Call(let_go), Call(lambda: self._sound("kick"))]
            for e in pushes:
                j = int(e["seat"]) * 3 + PIECES.index(str(e["piece"]))
                pj = self.pieces[j]
                frm = b.square(str(e["from"]))
                yaw_j = self._toward(pj.yaw, self.lying_yaw(d))
                anims: list[Animation] = [Tween(pj, "yaw", yaw_j, 0.16, out_quad), Tween(pj, "tilt", 1.0, 0.22, in_quad)]
                if e["to"] == "sea":
                    fx, fy = v.square_center(frm)
                    dx, dy = v.dir_vector(d)
                    spot = (fx + dx * 0.95, fy + dy * 0.95)
                    anims.append(Tween(pj, "pos", spot, 0.24, out_quad))
                    seq.append(Parallel(*anims))
                    seq.append(Call(self._splash_call(spot, pj)))
                    returns.append(self._swim_back(pj))
                else:
                    anims.append(Tween(pj, "pos", v.square_center(b.square(str(e["to"]))), 0.22, out_quad))
                    seq.append(Parallel(*anims))
        else:
            seq.append(Call(lambda: setattr(ball, "holder", None)))
        up = self._toward(fall, v.camera_yaw)
        seq.append(Parallel(
            Tween(sp, "tilt", 0.0, 0.3, out_back),
            Tween(sp, "yaw", up, 0.3, in_out_sine),
            Tween(ball, "pos", end, 0.3, out_quad),
            Tween(ball, "z", self.apex_px(i), 0.34, out_back),
            *returns,
        ))
        seq.append(Call(lambda: self._take_ball(i)))
        return seq

    def _swim_back(self, pj: PenguinSprite) -> Animation:
        """After a splash: reappear in the sea pen, popping up from below."""
        slot = self.tray_slot(pj.index)
        cam = self.view.camera_yaw

        def to_tray() -> None:
            pj.in_sea = True
            pj.visible = True
            pj.pos, pj.tilt, pj.yaw, pj.z = slot, 0.0, cam, -30.0

        return Sequence(Wait(0.25), Call(to_tray), Tween(pj, "z", 0.0, 0.4, out_back))

    def _splash_call(self, spot: tuple[float, float], pj: PenguinSprite) -> Callable[[], None]:
        return lambda: self._splash(spot, pj)

    def _splash(self, spot: tuple[float, float], pj: PenguinSprite) -> None:
        pj.visible = False
        self._sound("splash")
        if not self._mute:
            self.fx.append(Fx("splash", spot, (220, 240, 255), 0.9))

    def _take_call(self, i: int) -> Callable[[], None]:
        return lambda: self._take_ball(i)

    def _take_ball(self, i: int) -> None:
        self.ball.holder = i
        self.ball.z = 0.0
        sp = self.pieces[i]
        if not self._mute:
            self.fx.append(Fx("flash", (sp.pos[0], sp.pos[1] - self.apex_px(i)), theme.GOLD, 0.5))
        self._sound("confirm")

    def _anim_kick(self, old: State, evs: list[Any]) -> list[Animation]:
        b = old.board
        v = self.view
        kick = evs[0]
        seat = int(kick["seat"])
        i = seat * 3 + PIECES.index(str(kick["piece"]))
        sp = self.pieces[i]
        d = DIR_INDEX[str(kick["direction"])]
        ball = self.ball
        squares = [b.square(str(e["to"])) for e in evs if e.kind == "ball_step"]
        start = v.square_center(b.square(str(kick["at"])))
        apex = self.apex_px(i)

        def lift() -> None:
            ball.holder = None
            ball.pos, ball.z = start, apex

        fall = self._toward(sp.yaw, self.lying_yaw(d))
        end = v.square_center(squares[-1])
        n = len(squares)
        dur = 0.22 + 0.14 * n
        seq: list[Animation] = [
            Call(lift),
            Parallel(
                Tween(sp, "yaw", fall, 0.14, out_quad),
                Tween(sp, "tilt", 1.0, 0.24, in_quad, delay=0.06),
                Sequence(Wait(0.1), Call(lambda: self._sound("kick")), Parallel(
                    Tween(ball, "pos", end, dur, out_cubic),
                    Tween(ball, "z", 0.0, min(dur, 0.45), out_bounce),
                    Tween(ball, "roll", ball.roll + 150.0 * n, dur, out_cubic),
                )),
            ),
        ]
        for e in evs:
            if e.kind == "goal":
                seq += self._anim_goal(e, squares[-1])
            elif e.kind == "possession":
                j = int(e["seat"]) * 3 + PIECES.index(str(e["piece"]))
                pj = self.pieces[j]
                anims: list[Animation] = [Sequence(Tween(ball, "z", self.apex_px(j) + 16, 0.16, out_quad),
                                                   Tween(ball, "z", self.apex_px(j), 0.22, out_bounce))]
                if e["stood"]:
                    anims.append(Tween(pj, "tilt", 0.0, 0.3, out_back))
                    anims.append(Tween(pj, "yaw", self._toward(pj.yaw + 0.0, v.camera_yaw), 0.3, in_out_sine))
                seq.append(Parallel(*anims))
                seq.append(Call(self._take_call(j)))
            elif e.kind == "ball_stop" and e["reason"] == "edge":
                dx, dy = v.dir_vector(d)
                nudge = (end[0] + dx * 0.28, end[1] + dy * 0.28)
                seq += [Tween(ball, "pos", nudge, 0.07, linear), Call(lambda: self._sound("click")),
                        Tween(ball, "pos", end, 0.4, out_bounce)]
        return seq

    def _anim_goal(self, ev: Any, corner: int) -> list[Animation]:
        scorer = int(ev["scorer"])
        own = bool(ev["own_goal"])
        who, template = (1 - scorer, "Own goal by {}!") if own else (scorer, "{} scores!")
        sub = text.fit_named(template, self.seat_name(who), GOAL_TEXT_PX, GOAL_TEXT_W, True)[0]

        def celebrate() -> None:
            self.goal_corner = corner
            self._sound("whistle")
            self._sound("cheer")
            try:
                from sprites.fx.confetti import Confetti

                pal = self.palette
                colors = [pal.seat[scorer], pal.seat_light[scorer], theme.GOLD, (244, 246, 250)]
                self.confetti = Confetti(pygame.Rect(0, 0, W, H), seed=self.setup.seed, count=150, colors=colors)
            except ImportError:  # decoration only
                self.confetti = None

        # The game is over: the banner stays up under the result.
        return self.banners.steps("GOAL!", sub, theme.GOLD, size=GOAL_BANNER_PX, hold=1.3, pop_s=0.8, from_scale=0.2,
                                  stay=True, on_show=celebrate, **GOAL_BANNER_LOOK)
