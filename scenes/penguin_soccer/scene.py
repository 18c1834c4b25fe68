"""Penguin Soccer: the icy chessboard seen corner-on, pyramids that slide, spin and kick.

The board comes from the engine's `Board` (so any level, 8x8 or the 10x10
big floe, renders) and is drawn as a diamond with Blue's home corner at the
bottom and Red's at the top (`sprites.penguin_soccer.board.BoardView`); the sea, the
ice, the goals, the centre and the sea pens are one static layer drawn once.
Pieces are pyramids with penguin faces rendered from a 3D model and cached
per pose (`sprites.penguin_soccer.pieces`).

Every move is animated from the engine's events (`animate`): slides glide
and spin, tackles push link by link and knock pieces over, pieces pushed off
the ice splash into the sea and swim back to their pen, kicks roll the ball
square by square, goals get a banner and confetti. Each animation ends by
snapping every sprite to the state (`_snap`), so SKIP (complete all tweens)
always lands exactly on the position.

A human picks a move in three stages with any one device (see
`handle_input`): a penguin, then one of its moves (only moves from
`state.legal_actions()` are ever offered, grouped by `sprites.penguin_soccer.moves`),
then the facing for a slide that ends lying. The mouse can drag a penguin to
a highlighted square and point the facing. Reasons for blocked ways are shown.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from collections.abc import Callable
from typing import Any

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.tween import (
    Animation,
    Call,
    Parallel,
    Sequence,
    Tween,
    Wait,
    in_out_sine,
    in_quad,
    linear,
    out_back,
    out_bounce,
    out_cubic,
    out_elastic,
    out_quad,
)
from engines.penguin_soccer.board import CENTRE, DIR_INDEX, DIRECTIONS, SEA, UP
from engines.penguin_soccer.notation import PIECE_NAMES, PIECES, Action as Move
from scenes.play.base import GameScene
from core.match import GameSetup
from sprites.penguin_soccer.board import (
    THICKNESS,
    BoardView,
    Layout,
    Marks,
    Ripples,
    draw_compass,
    draw_static,
)
from sprites.penguin_soccer.moves import MoveOption, blocked, piece_options
from sprites.penguin_soccer.pieces import SIZES, PieceArt

W, H = theme.CANVAS_SIZE
LAYOUT = Layout(center=(1000.0, 548.0), width=1120.0, max_height=680.0)
TRAYS = (pygame.Rect(462, 784, 350, 118), pygame.Rect(1188, 144, 350, 118))
COMPASS = ((1392.0, 830.0), 62.0)
LEFT_X, LEFT_W = 26, 398
#: The headline ("Bo to move") may run past the left column over the open sea, up to here.
HEADLINE_W = 760
GOAL_TEXT_PX, GOAL_TEXT_W = 60, 1100
MOVES_RECT = pygame.Rect(1600, 24, 296, 912)
HINT_Y = 982
COIN_S = 2.2
BOT_SEAT_HINT_S = 2.6
SEA_BOB_PX = 4.0

STAGE_PIECE, STAGE_MOVE, STAGE_FACING = "piece", "move", "facing"


@dataclass
class PenguinSprite:
    """One penguin on screen: ground point, hop height, pose and whether it swims."""

    index: int
    pos: tuple[float, float] = (0.0, 0.0)
    z: float = 0.0
    yaw: float = 225.0
    tilt: float = 0.0
    in_sea: bool = True
    visible: bool = True

    @property
    def seat(self) -> int:
        return self.index // 3

    @property
    def kind(self) -> int:
        return self.index % 3


@dataclass
class BallSprite:
    pos: tuple[float, float] = (0.0, 0.0)
    z: float = 0.0
    roll: float = 0.0
    holder: int | None = None


@dataclass
class Overlay:
    """A timed picture on top (coin toss, GOAL banner): `t` and `alpha` are tweened."""

    t: float = 0.0
    alpha: float = 0.0
    scale: float = 1.0
    visible: bool = False


@dataclass
class Fx:
    """A short effect that does not hold up the game (flash, splash)."""

    kind: str
    pos: tuple[float, float]
    color: tuple[int, int, int]
    dur: float
    t: float = 0.0


class PenguinSoccerScene(GameScene):
    """A Penguin Soccer match on the ice."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, sync_bots=sync_bots)
        board = self.state.board
        self.view = BoardView(board, LAYOUT)
        self.marks = Marks(self.view)
        self.t = 0.0
        self.pieces = [PenguinSprite(i) for i in range(6)]
        self.ball = BallSprite()
        self._palette_name = ""
        self._static: pygame.Surface | None = None
        self._art: PieceArt | None = None
        self._warm: list[tuple[int, int, float, float]] = []
        self._ripples: Ripples | None = None
        self._water: dict[int, pygame.Surface] = {}
        self.fx: list[Fx] = []
        self.goal_corner: int | None = None
        self.goal_text = ""
        self.banner = Overlay()
        self.coin = Overlay()
        self.coin_seat = self.state.current_player or 0
        self.coin_text = ""
        # the move picker
        self.stage = STAGE_PIECE
        self._sel_ply = -1
        self.cand_focus = 0
        self.options: list[MoveOption] = []
        self.opt_focus = 0
        self.face_focus = 0
        self._option_cache: dict[str, list[MoveOption]] = {}
        self._blocked_cache: dict[int, list[tuple[int | None, int | None, str]]] = {}
        self._ghost_ball: pygame.Surface | None = None
        self._drag: int | None = None
        self._panel_key: Any = None
        self._panel: pygame.Surface | None = None
        self._moves_key: Any = None
        self._moves_panel: pygame.Surface | None = None
        self._banner_cache: dict[int, pygame.Surface] = {}
        self._snap()
        for ev in self.state.events:
            if ev.kind == "coin_toss":
                self.coin_seat = int(ev["seat"])
                self.coin_text = self.with_names(str(ev["text"]))
                self._start_coin_toss()

    # ---------------------------------------------------------------- helpers
    def handle(self, event: InputEvent) -> None:
        if event.action == Action.SKIP:
            self.skip()
            return
        super().handle(event)

    def skip(self) -> None:
        """Finish every running animation at once, quietly, on the exact final state."""
        self._mute = True
        try:
            self.tweens.complete_all()
        finally:
            self._mute = False

    def _art_ready(self) -> PieceArt:
        pal = self.palette
        if self._art is None or self._palette_name != pal.name:
            self._palette_name = pal.name
            self._art = PieceArt(self.view.proj, pal.seat, self.view.unit * 0.17)
            # every resting pose, rendered a few per frame while the coin is tossed
            self._warm = [(i % 3, i // 3, self.view.camera_yaw, 0.0) for i in range(6)] + [
                (i % 3, i // 3, self.lying_yaw(d) % 360.0, 1.0) for d in range(8) for i in range(6)]
            self._static = None
            self._panel_key = None
            self._moves_key = None
        return self._art

    def tray_slot(self, i: int) -> tuple[float, float]:
        rect = TRAYS[i // 3]
        k = i % 3
        return (rect.x + rect.width * (0.22 + 0.28 * k), rect.centery + 22.0)

    def centre_point(self) -> tuple[float, float]:
        b = self.state.board
        cf = sum(s % b.width for s in b.centre) / 4.0 + 0.5
        cr = sum(s // b.width for s in b.centre) / 4.0 + 0.5
        return self.view.to_screen(cf, cr)

    def apex_px(self, i: int) -> float:
        return SIZES[i % 3][1] * self.view.hz

    def lying_yaw(self, d: int) -> float:
        return self.view.dir_yaw(d) + 180.0

    @staticmethod
    def _toward(current: float, target: float) -> float:
        """`target` moved by whole turns to lie within 180 degrees of `current`."""
        return current + ((target - current + 180.0) % 360.0 - 180.0)

    def square_of_sprite(self, i: int) -> int | None:
        """The board square a penguin sprite stands on (None in the sea): for tests."""
        sp = self.pieces[i]
        if sp.in_sea:
            return None
        return self.view.square_at(sp.pos)

    def ball_square(self) -> int | None:
        """The square the ball sprite is on (None at the centre): for tests."""
        if self.ball.holder is not None:
            return self.view.square_at(self.pieces[self.ball.holder].pos)
        cx, cy = self.centre_point()
        if abs(self.ball.pos[0] - cx) < 1 and abs(self.ball.pos[1] - cy) < 1:
            return None
        return self.view.square_at(self.ball.pos)

    # ---------------------------------------------------------------- snapping
    def _snap(self) -> None:
        """Put every sprite exactly where self.state says."""
        st = self.state
        cam = self.view.camera_yaw
        for i, sp in enumerate(self.pieces):
            p = st.pos[i]
            sp.z = 0.0
            sp.visible = True
            if p == SEA:
                sp.in_sea = True
                sp.pos = self.tray_slot(i)
                sp.tilt, sp.yaw = 0.0, cam
            else:
                sp.in_sea = False
                sp.pos = self.view.square_center(p)
                f = st.face[i]
                if f == UP:
                    sp.tilt, sp.yaw = 0.0, cam
                else:
                    sp.tilt, sp.yaw = 1.0, self.lying_yaw(f) % 360.0
        b = self.ball
        b.z = 0.0
        b.holder = None
        if st.ball == CENTRE:
            b.pos = self.centre_point()
        else:
            b.pos = self.view.square_center(st.ball)
            if st.result != "goal" and st.ball in st.pos:
                b.holder = st.pos.index(st.ball)

    def reset_view(self) -> None:
        self.skip()
        self.fx.clear()
        self.confetti = None
        self.goal_corner = None
        self.banner.visible = False
        self._snap()
        self._sel_ply = -1
        self._drag = None

    # ---------------------------------------------------------------- coin toss
    def _start_coin_toss(self) -> None:
        c = self.coin
        c.visible, c.t, c.alpha = True, 0.0, 0.0

        def hide() -> None:
            c.visible = False

        self.tweens.add(Sequence(
            Parallel(Tween(c, "alpha", 1.0, 0.25, out_quad), Tween(c, "t", 1.0, COIN_S, linear)),
            Tween(c, "alpha", 0.0, 0.3, in_quad),
            Call(hide),
        ))

    # ---------------------------------------------------------------- animation
    def animate(self, old: Any, new: Any) -> None:
        self._drag = None
        self._sel_ply = -1
        evs = list(new.events)
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

    def _anim_slide(self, old: Any, evs: list[Any]) -> list[Animation]:
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

    def _anim_kick(self, old: Any, evs: list[Any]) -> list[Animation]:
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
        banner = self.banner

        def celebrate() -> None:
            self.goal_corner = corner
            who, words = (1 - scorer, "Own goal by {}!") if own else (scorer, "{} scores!")
            self.goal_text = text.fit_named(words, self.seat_name(who), GOAL_TEXT_PX, GOAL_TEXT_W, True)[0]
            banner.visible, banner.scale, banner.alpha = True, 0.2, 1.0
            self._sound("whistle")
            self._sound("cheer")
            try:
                from sprites.fx.effects import Confetti

                pal = self.palette
                colors = [pal.seat[scorer], pal.seat_light[scorer], theme.GOLD, (244, 246, 250)]
                self.confetti = Confetti(pygame.Rect(0, 0, W, H), seed=self.setup.seed, count=150, colors=colors)
            except ImportError:  # decoration only
                self.confetti = None

        return [Call(celebrate), Tween(banner, "scale", 1.0, 0.8, out_elastic), Wait(1.3)]

    # ---------------------------------------------------------------- per frame
    def on_update(self, dt: float) -> None:
        self.t += dt
        for f in self.fx:
            f.t += dt
        self.fx = [f for f in self.fx if f.t < f.dur]

    # ---------------------------------------------------------------- the picker
    def _sync_selection(self) -> None:
        ply = len(self.actions)
        if self._sel_ply == ply:
            return
        self._sel_ply = ply
        self.stage = STAGE_PIECE
        self.options = []
        self.opt_focus = self.face_focus = 0
        self._option_cache = {}
        self._blocked_cache = {}
        self._drag = None
        seat = self.state.current_player
        if seat is None:
            return
        # start on the ball holder, else the first penguin that can move
        holder = self.state.holder
        order = [k for k in range(3) if self._opts(PIECES[k])]
        if holder is not None and holder[0] == seat:
            self.cand_focus = PIECES.index(holder[1])
        elif order:
            self.cand_focus = order[0]
        else:
            self.cand_focus = 0

    def _opts(self, letter: str) -> list[MoveOption]:
        got = self._option_cache.get(letter)
        if got is None:
            got = piece_options(self.state, letter)
            self._sort_options(got)
            self._option_cache[letter] = got
        return got

    def _blocked(self, i: int) -> list[tuple[int | None, int | None, str]]:
        got = self._blocked_cache.get(i)
        if got is None:
            got = blocked(self.state, i)
            self._blocked_cache[i] = got
        return got

    def _sort_options(self, opts: list[MoveOption]) -> None:
        v = self.view

        def key(o: MoveOption) -> tuple[int, float]:
            if o.kind == "stand":
                return (0, 0.0)
            return (1, v.dir_screen_angle(o.direction or 0))

        opts.sort(key=key)

    def _seat_piece(self, k: int) -> int:
        seat = self.state.current_player or 0
        return seat * 3 + k

    @property
    def focused_option(self) -> MoveOption | None:
        if self.stage == STAGE_PIECE or not self.options:
            return None
        return self.options[self.opt_focus % len(self.options)]

    def _facings_sorted(self, opt: MoveOption) -> list[tuple[int, Move]]:
        """The option's facings ordered clockwise on screen around its slide direction."""
        v = self.view
        base = v.dir_screen_angle(opt.direction or 0)
        return sorted(opt.facings, key=lambda fa: (v.dir_screen_angle(fa[0]) - base + 180.0) % 360.0)

    def _select_piece(self, k: int) -> bool:
        """Go to stage 2 for piece size k; False (and a reason) if it cannot move."""
        self.cand_focus = k
        opts = self._opts(PIECES[k])
        if not opts:
            i = self._seat_piece(k)
            reasons = [r[2] for r in blocked(self.state, i)]
            why = next((r for r in reasons[1:]), reasons[0] if reasons else "every way is blocked")
            self.say(f"{PIECE_NAMES[k]} has no legal move. {why}")
            self._sound("back")
            return False
        self.options = opts
        self.opt_focus = 0
        self.stage = STAGE_MOVE
        self._sound("click")
        return True

    def _choose(self, opt: MoveOption) -> None:
        if opt.needs_facing:
            self.stage = STAGE_FACING
            facings = self._facings_sorted(opt)
            want = opt.direction if len(opt.dirs) <= 1 else sorted(opt.dirs)[len(opt.dirs) // 2]
            self.face_focus = next((n for n, (f, _a) in enumerate(facings) if f == want), 0)
            self._sound("click")
            return
        assert opt.action is not None
        self._commit(opt.action)

    def _commit(self, action: Move) -> None:
        if action not in self.state.legal_actions():  # cannot happen: options come from legal_actions
            self._sound("back")
            return
        self._sound("confirm")
        self.stage = STAGE_PIECE
        self.play(action)

    def handle_input(self, event: InputEvent, seat: int | None) -> None:
        a = event.action
        if a == Action.PEEK or not event.pressed:
            return
        if seat is None:
            if a not in (Action.POINT, Action.RELEASE, Action.SCROLL_UP, Action.SCROLL_DOWN) and not self.finished:
                cur = self.state.current_player
                if cur is not None and not self.is_human(cur):
                    self.say(f"Please wait: it is {self.seat_name(cur)}'s turn and the computer is thinking.",
                             BOT_SEAT_HINT_S)
                elif cur is not None:
                    self.say(f"It is {self.seat_name(cur)}'s turn: {self.seat_name(cur)} picks the move.",
                             BOT_SEAT_HINT_S)
            return
        if self.animating:
            if a in (Action.CONFIRM, Action.CLICK):
                self.skip()
            return
        self._sync_selection()
        if a in (Action.POINT, Action.CLICK, Action.RELEASE, Action.SCROLL_UP, Action.SCROLL_DOWN):
            self._mouse(event)
            return
        self._buttons(a)

    # -- buttons (keyboard, gamepad) --
    def _buttons(self, a: Action) -> None:
        step = {Action.LEFT: -1, Action.UP: -1, Action.RIGHT: 1, Action.DOWN: 1}.get(a, 0)
        if self.stage == STAGE_PIECE:
            if step or a in (Action.NEXT, Action.PREV):
                self.cand_focus = (self.cand_focus + (step or (1 if a == Action.NEXT else -1))) % 3
                self._sound("click")
            elif a == Action.CONFIRM:
                self._select_piece(self.cand_focus)
            elif a == Action.BACK:
                self.say("Pick one of your penguins, then one of its moves.")
            return
        if self.stage == STAGE_MOVE:
            if step and self.options:
                self.opt_focus = (self.opt_focus + step) % len(self.options)
                self._sound("click")
            elif a in (Action.NEXT, Action.PREV):
                for n in range(1, 3):
                    k = (self.cand_focus + (n if a == Action.NEXT else -n)) % 3
                    if self._opts(PIECES[k]):
                        self._select_piece(k)
                        break
            elif a == Action.CONFIRM and self.options:
                self._choose(self.options[self.opt_focus % len(self.options)])
            elif a == Action.BACK:
                self.stage = STAGE_PIECE
                self._sound("back")
            return
        opt = self.focused_option
        if opt is None:
            self.stage = STAGE_PIECE
            return
        facings = self._facings_sorted(opt)
        if step:
            self.face_focus = (self.face_focus + step) % len(facings)
            self._sound("click")
        elif a == Action.CONFIRM:
            self._commit(facings[self.face_focus % len(facings)][1])
        elif a == Action.BACK:
            self.stage = STAGE_MOVE
            self._sound("back")

    # -- mouse --
    def _piece_at(self, pos: tuple[float, float]) -> int | None:
        """The mover's penguin under the pointer (front-most first), as size index."""
        seat = self.state.current_player
        if seat is None:
            return None
        art = self._art_ready()
        best: tuple[float, int] | None = None
        for k in range(3):
            sp = self.pieces[seat * 3 + k]
            img = art.image(sp.kind, sp.seat, sp.yaw, sp.tilt)
            x, y = self._sprite_ground(sp)
            r = img.rect_local.move(round(x), round(y)).inflate(16, 16)
            if r.collidepoint(pos) and (best is None or y > best[0]):
                best = (y, k)
        if best is None:
            sq = self.view.square_at(pos)
            if sq is not None and sq in self.state.pos:
                j = self.state.pos.index(sq)
                if j // 3 == seat:
                    return int(j % 3)
            return None
        return best[1]

    def _stand_chip(self) -> pygame.Rect | None:
        if self.stage != STAGE_MOVE:
            return None
        if not any(o.kind == "stand" for o in self.options):
            return None
        i = self._seat_piece(self.cand_focus)
        sp = self.pieces[i]
        x, y = sp.pos
        r = pygame.Rect(0, 0, 150, 50)
        r.midbottom = (round(x), round(y + min(self._top_of(sp), -self.apex_px(i) * 0.9) - 20))
        return r

    def _top_of(self, sp: PenguinSprite) -> float:
        """Pixels from a sprite's ground point up to the top of its body (negative)."""
        img = self._art_ready().image(sp.kind, sp.seat, sp.yaw, sp.tilt)
        return float(img.rect_local.top)

    def _option_at(self, pos: tuple[float, float]) -> int | None:
        chip = self._stand_chip()
        if chip is not None and chip.collidepoint(pos):
            return next(n for n, o in enumerate(self.options) if o.kind == "stand")
        sq = self.view.square_at(pos)
        if sq is None:
            return None
        hits = [n for n, o in enumerate(self.options) if o.kind != "stand" and o.target == sq]
        if not hits:
            hits = [n for n, o in enumerate(self.options) if o.kind != "stand" and sq in o.path]
        if not hits:
            return None
        if len(hits) == 1:
            return hits[0]
        sp = self.pieces[self._seat_piece(self.cand_focus)]
        ang = math.degrees(math.atan2(pos[0] - sp.pos[0], -(pos[1] - sp.pos[1]))) % 360.0
        return min(hits, key=lambda n: abs((self.view.dir_screen_angle(self.options[n].direction or 0) - ang
                                             + 180.0) % 360.0 - 180.0))

    def _facing_at(self, pos: tuple[float, float], opt: MoveOption) -> int:
        facings = self._facings_sorted(opt)
        cx, cy = self.view.square_center(opt.dest)
        ang = math.degrees(math.atan2(pos[0] - cx, -(pos[1] - cy))) % 360.0
        return min(range(len(facings)), key=lambda n: abs((self.view.dir_screen_angle(facings[n][0]) - ang + 180.0)
                                                          % 360.0 - 180.0))

    def _mouse(self, event: InputEvent) -> None:
        a = event.action
        pos = event.pos
        if pos is None:
            return
        if a in (Action.SCROLL_UP, Action.SCROLL_DOWN):
            self._buttons(Action.RIGHT if a == Action.SCROLL_DOWN else Action.LEFT)
            return
        if a == Action.POINT:
            if self._drag is not None or self.stage == STAGE_MOVE:
                n = self._option_at(pos)
                if n is not None:
                    self.opt_focus = n
            elif self.stage == STAGE_PIECE:
                k = self._piece_at(pos)
                if k is not None:
                    self.cand_focus = k
            elif self.stage == STAGE_FACING and self.focused_option is not None:
                cx, cy = self.view.square_center(self.focused_option.dest)
                if math.hypot(pos[0] - cx, pos[1] - cy) > 12:
                    self.face_focus = self._facing_at(pos, self.focused_option)
            return
        if a == Action.RELEASE:
            if self._drag is None:
                return
            self._drag = None
            n = self._option_at(pos)
            if n is not None and self.stage == STAGE_MOVE:
                self.opt_focus = n
                self._choose(self.options[n])
            return
        # CLICK
        if self.stage == STAGE_FACING and self.focused_option is not None:
            opt = self.focused_option
            cx, cy = self.view.square_center(opt.dest)
            if math.hypot((pos[0] - cx) / self.view.hx, (pos[1] - cy) / self.view.hy) <= 2.6:
                if math.hypot(pos[0] - cx, pos[1] - cy) > 12:
                    self.face_focus = self._facing_at(pos, opt)
                self._commit(self._facings_sorted(opt)[self.face_focus][1])
                return
            self.stage = STAGE_MOVE
        if self.stage == STAGE_MOVE:
            n = self._option_at(pos)
            if n is not None:
                self.opt_focus = n
                self._choose(self.options[n])
                return
        k = self._piece_at(pos)
        if k is not None:
            if self._select_piece(k):
                self._drag = k
            return
        if self.stage == STAGE_MOVE:
            why = self._blocked_toward(pos)
            if why:
                self.say(why)
                self._sound("back")
                return
            self.stage = STAGE_PIECE
            self._sound("back")

    def _blocked_toward(self, pos: tuple[float, float]) -> str | None:
        """The reason the selected penguin cannot go towards the pointer, if it cannot."""
        i = self._seat_piece(self.cand_focus)
        sp = self.pieces[i]
        if math.hypot(pos[0] - sp.pos[0], pos[1] - sp.pos[1]) < 20:
            return None
        ang = math.degrees(math.atan2(pos[0] - sp.pos[0], -(pos[1] - sp.pos[1]))) % 360.0
        reasons = blocked(self.state, i)
        near = [r for r in reasons if r[0] is not None and abs((self.view.dir_screen_angle(r[0]) - ang + 180.0)
                                                                % 360.0 - 180.0) <= 22.5]
        if near:
            return near[0][2]
        general = [r[2] for r in reasons if r[0] is None]
        return general[0] if general else None

    # ---------------------------------------------------------------- texts
    def describe(self, old: Any, notation: str, new: Any) -> str:
        seat = old.current_player
        piece = PIECE_NAMES[PIECES.index(notation[0])]
        if seat is None:
            return f"{piece}: {notation}"
        return f"{self.seat_name(seat)}'s {piece}: {notation}"

    def end_reason(self) -> str:
        """In the seat colours: the base puts the players' names in (`with_names`) when the game ends."""
        st = self.state
        if st.reason == "goal" and st.winner is not None:
            return f"{theme.SEAT_NAMES[st.winner]} scores!"
        if st.reason == "own_goal" and st.winner is not None:
            return f"Own goal by {theme.SEAT_NAMES[1 - st.winner]}..."
        if st.reason == "repetition":
            return "Draw by threefold repetition"
        if st.reason == "no_moves":
            return f"Draw: {theme.SEAT_NAMES[st.to_move]} has no legal move"
        return super().end_reason()

    def _human_turn(self) -> int | None:
        seat = self.state.current_player
        if seat is None or self.finished or not self.is_human(seat):
            return None
        return int(seat)

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        art = self._art_ready()
        if self._static is None:
            self._build_static()
        assert self._static is not None and self._ripples is not None
        for _ in range(3):
            if self._warm:
                art.image(*self._warm.pop())
        surface.blit(self._static, (0, 0))
        self._ripples.draw(surface, self.t)
        if self.goal_corner is not None:
            pulse = 0.5 + 0.5 * math.sin(self.t * 7.0)
            tile, off = self.marks.tile(theme.GOLD, int(70 + 90 * pulse))
            cx, cy = self.view.square_center(self.goal_corner)
            surface.blit(tile, (cx - off[0], cy - off[1]))
        human = self._human_turn()
        picking = human is not None and not self.animating
        if picking:
            self._sync_selection()
            self._draw_ground_marks(surface)
        self._draw_pieces(surface, art)
        if picking:
            self._draw_picker_top(surface, art)
        self._draw_fx(surface)
        self._draw_hud(surface, human, picking)
        if self.coin.visible:
            self._draw_coin(surface)
        if self.banner.visible:
            self._draw_banner(surface)
        if self.confetti is not None:
            self.confetti.draw(surface)

    def _build_static(self) -> None:
        surf = pygame.Surface(theme.CANVAS_SIZE)
        draw_static(surf, self.view, self.palette, self.setup.seed, TRAYS, (self.seat_name(0), self.seat_name(1)))
        draw_compass(surf, self.view, *COMPASS)
        from sprites.ui.widgets import panel

        panel(surf, MOVES_RECT, (14, 30, 58), (60, 96, 150), radius=20, alpha=225)
        text.blit_text(surf, "Moves", 40, theme.INK, (MOVES_RECT.centerx, MOVES_RECT.y + 16), "midtop", True)
        self._static = surf.convert() if pygame.display.get_surface() is not None else surf
        avoid = [MOVES_RECT, pygame.Rect(0, 0, 440, 1080), pygame.Rect(0, 990, 1920, 90)] + [
            r.inflate(40, 70) for r in TRAYS] + [pygame.Rect(COMPASS[0][0] - 110, COMPASS[0][1] - 90, 220, 180)]
        self._ripples = Ripples(self.view, self.setup.seed, avoid)

    def _sprite_ground(self, sp: PenguinSprite) -> tuple[float, float]:
        x, y = sp.pos
        if sp.in_sea:
            y += math.sin(self.t * 2.3 + sp.index * 1.7) * SEA_BOB_PX
        return (x, y - sp.z)

    def _water_ring(self, kind: int) -> pygame.Surface:
        s = self._water.get(kind)
        if s is None:
            a = SIZES[kind][0]
            w = int(a * self.view.unit * 2.3)
            h = max(8, int(w * 0.38))
            s = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.ellipse(s, (40, 110, 170, 150), s.get_rect())
            pygame.draw.ellipse(s, (200, 235, 255, 200), s.get_rect(), 3)
            self._water[kind] = s
        return s

    def _draw_pieces(self, surface: pygame.Surface, art: PieceArt) -> None:
        items: list[tuple[float, int, Any]] = []
        for sp in self.pieces:
            if sp.visible:
                items.append((sp.pos[1], 0, sp))
        if self.ball.holder is None:
            items.append((self.ball.pos[1] + 0.5, 1, self.ball))
        items.sort(key=lambda it: (it[0], it[1]))
        for _y, kind, obj in items:
            if kind == 1:
                self._draw_ball(surface, art, obj.pos, obj.z)
                continue
            sp = obj
            img = art.image(sp.kind, sp.seat, sp.yaw, sp.tilt)
            x, y = self._sprite_ground(sp)
            surface.blit(img.surface, (round(x) - img.origin[0], round(y) - img.origin[1]))
            if sp.in_sea:
                ring = self._water_ring(sp.kind)
                surface.blit(ring, ring.get_rect(center=(round(x), round(y))))
            if self.ball.holder == sp.index:
                self._draw_ball(surface, art, (x + img.apex[0], y + img.apex[1]), 0.0, shadow=False)

    def _draw_ball(self, surface: pygame.Surface, art: PieceArt, pos: tuple[float, float], z: float,
                   shadow: bool = True) -> None:
        r = art.ball_r
        x, y = pos
        if shadow:
            sh = art.ball_shadow()
            surface.blit(sh, sh.get_rect(center=(round(x + 3), round(y + 2))))
        img = art.ball(self.ball.roll)
        surface.blit(img, img.get_rect(center=(round(x), round(y - z - r * 0.9))))

    def _draw_fx(self, surface: pygame.Surface) -> None:
        for f in self.fx:
            k = f.t / f.dur
            x, y = f.pos
            if f.kind == "flash":
                r = 14 + 46 * k
                col = theme.mix(f.color, (255, 255, 255), k)
                pygame.draw.ellipse(surface, col, pygame.Rect(x - r, y - r * 0.7, 2 * r, 1.4 * r), max(1, int(6 * (1 - k))))
                for n in range(6):
                    ang = n * math.tau / 6 + k
                    px, py = x + math.cos(ang) * r * 1.1, y + math.sin(ang) * r * 0.8
                    pygame.draw.circle(surface, col, (px, py), max(1, 4 * (1 - k)))
            elif f.kind == "splash":
                for ring in range(3):
                    kk = k - ring * 0.15
                    if kk <= 0:
                        continue
                    r = 10 + 46 * kk
                    col = theme.mix((255, 255, 255), (40, 100, 160), kk)
                    pygame.draw.ellipse(surface, col, pygame.Rect(x - r, y - r * 0.4, 2 * r, 0.8 * r),
                                        max(1, int(5 * (1 - kk))))
                if k < 0.6:
                    for n in range(9):
                        ang = -math.pi * (0.1 + 0.8 * n / 8)
                        dist = 44 * k / 0.6
                        px = x + math.cos(ang) * dist
                        py = y + math.sin(ang) * dist * 1.2 + 140 * k * k
                        pygame.draw.circle(surface, (230, 245, 255), (px, py), 5 * (1 - k))

    # -- the picker's overlays --
    def _draw_ground_marks(self, surface: pygame.Surface) -> None:
        pal = self.palette
        v = self.view
        seat = self.state.current_player or 0
        pulse = 0.5 + 0.5 * math.sin(self.t * 5.0)
        if self.stage == STAGE_PIECE:
            for k in range(3):
                i = seat * 3 + k
                sp = self.pieces[i]
                focused = k == self.cand_focus
                can = bool(self._opts(PIECES[k]))
                col = pal.highlight if focused else (pal.seat_light[seat] if can else theme.GREY_OUT)
                self._ring(surface, sp, col, focused, pulse)
            return
        i = self._seat_piece(self.cand_focus)
        self._ring(surface, self.pieces[i], pal.highlight, True, pulse)
        focus = self.focused_option
        for n, o in enumerate(self.options):
            if o.kind == "stand":
                continue
            on = o is focus
            if o.kind == "slide":
                tile, off = self.marks.tile(pal.legal, 150 if on else 70)
                cx, cy = v.square_center(o.dest)
                surface.blit(tile, (cx - off[0], cy - off[1]))
            else:
                col = theme.GOLD if o.stop == "goal" else (255, 255, 255)
                tile, off = self.marks.tile(col, 150 if on else 75)
                cx, cy = v.square_center(o.target)
                surface.blit(tile, (cx - off[0], cy - off[1]))
                if not on:
                    dot = self.marks.dot((255, 255, 255), 6)
                    surface.blit(dot, dot.get_rect(center=(round(cx), round(cy))))
        if focus is not None and focus.kind != "stand":
            dot = self.marks.dot(pal.highlight if focus.kind == "slide" else (255, 255, 255), 7)
            pts = [v.square_center(s) for s in focus.path]
            if focus.kind == "kick":
                pts = [v.square_center(focus.dest)] + pts
            elif focus.from_sea:
                hx, hy = v.square_center(self.state.board.home[seat])
                pts = [self.pieces[i].pos] + pts
            else:
                pts = [self.pieces[i].pos] + pts
            for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
                for s in range(1, 5):
                    t = s / 5
                    surface.blit(dot, dot.get_rect(center=(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)))
            if focus.kind == "kick" and focus.stop == "goal":
                tile, off = self.marks.tile(theme.GOLD, int(120 + 100 * pulse))
                cx, cy = v.square_center(focus.target)
                surface.blit(tile, (cx - off[0], cy - off[1]))
        # blocked ways of the selected penguin: red crosses
        if self.stage == STAGE_MOVE:
            for d, sq, _why in self._blocked(i):
                if d is None:
                    continue
                sp = self.pieces[i]
                if sq is not None:
                    cx, cy = v.square_center(sq)
                elif sp.in_sea:
                    continue
                else:
                    dx, dy = v.dir_vector(d)
                    cx, cy = sp.pos[0] + dx * 0.62, sp.pos[1] + dy * 0.62
                self._cross(surface, (cx, cy))

    def _ring(self, surface: pygame.Surface, sp: PenguinSprite, col: tuple[int, int, int], focused: bool,
              pulse: float) -> None:
        x, y = self._sprite_ground(sp)
        a = SIZES[sp.kind][0] + (0.2 if focused else 0.12) + (0.04 * pulse if focused else 0.0)
        rw = a * self.view.unit * 1.25
        rect = pygame.Rect(0, 0, rw * 2, rw * 2 * 0.6)
        rect.center = (round(x), round(y))
        pygame.draw.ellipse(surface, (10, 20, 40), rect.move(0, 3), 6 if focused else 4)
        pygame.draw.ellipse(surface, col, rect, 6 if focused else 4)

    def _cross(self, surface: pygame.Surface, pos: tuple[float, float]) -> None:
        x, y = pos
        s = 11
        for (ax, ay), (bx, by) in (((x - s, y - s * 0.7), (x + s, y + s * 0.7)), ((x - s, y + s * 0.7), (x + s, y - s * 0.7))):
            pygame.draw.line(surface, (40, 10, 10), (ax, ay + 2), (bx, by + 2), 7)
            pygame.draw.line(surface, theme.DANGER, (ax, ay), (bx, by), 5)

    def _draw_picker_top(self, surface: pygame.Surface, art: PieceArt) -> None:
        """Ghost penguins, the ball's stop, spin arrows and the notation chip above the pieces."""
        pal = self.palette
        v = self.view
        seat = self.state.current_player or 0
        if self.stage == STAGE_PIECE:
            k = self.cand_focus
            sp = self.pieces[seat * 3 + k]
            x, y = self._sprite_ground(sp)
            self._chip(surface, PIECE_NAMES[k], (x, y + self._top_of(sp) - 14), pal.highlight)
            return
        opt = self.focused_option
        i = self._seat_piece(self.cand_focus)
        chip = self._stand_chip()
        if chip is not None:
            on = opt is not None and opt.kind == "stand"
            col = pal.highlight if on else pal.seat_light[seat]
            self._chip(surface, "^ Stand up", chip.midbottom, col, big=on)
        if opt is None:
            return
        if opt.kind == "stand":
            x, y = self.pieces[i].pos
            ghost = art.image(i % 3, seat, v.camera_yaw, 0.0, ghost=True)
            surface.blit(ghost.surface, (round(x) - ghost.origin[0], round(y) - ghost.origin[1]))
            return
        if opt.kind == "kick":
            cx, cy = v.square_center(opt.target)
            if self._ghost_ball is None:
                self._ghost_ball = art.ball(0).copy()
                self._ghost_ball.set_alpha(200)
            img2 = self._ghost_ball
            surface.blit(img2, img2.get_rect(center=(round(cx), round(cy - art.ball_r * 0.9))))
            label = f"{opt.piece}!{DIRECTIONS[opt.direction or 0]}"
            if opt.stop == "goal":
                label += "  GOAL!"
            self._chip(surface, label, (cx, cy - 48), pal.highlight, big=True)
            return
        cx, cy = v.square_center(opt.dest)
        if opt.needs_facing:
            facings = self._facings_sorted(opt)
            f, act = facings[self.face_focus % len(facings)] if self.stage == STAGE_FACING else (
                next(((ff, aa) for ff, aa in facings if ff == opt.direction), facings[0]))
            yaw = self.lying_yaw(f)
            ghost = art.image(i % 3, seat, yaw, 1.0, ghost=True)
            surface.blit(ghost.surface, (round(cx) - ghost.origin[0], round(cy) - ghost.origin[1]))
            if self.stage == STAGE_FACING:
                for ff, _aa in facings:
                    self._arrow(surface, (cx, cy), ff, pal.highlight if ff == f else (235, 240, 250), ff == f)
                label = str(act)
            else:
                label = f"{opt.piece}>{'/'.join(DIRECTIONS[d] for d in opt.dirs)}"
        else:
            ghost = art.image(i % 3, seat, v.camera_yaw, 0.0, ghost=True)
            surface.blit(ghost.surface, (round(cx) - ghost.origin[0], round(cy) - ghost.origin[1]))
            ball = art.ball(0)
            surface.blit(ball, ball.get_rect(center=(round(cx + ghost.apex[0]),
                                                      round(cy + ghost.apex[1] - art.ball_r * 0.9))))
            label = str(opt.action)
            if opt.stop == "tackle":
                label += "  tackle!"
                for j, frm, to in opt.pushes:
                    if to == SEA:
                        dx, dy = v.dir_vector(opt.direction or 0)
                        fx, fy = v.square_center(frm)
                        self._chip(surface, "splash!", (fx + dx * 0.9, fy + dy * 0.9 + 10), (120, 200, 255))
                    else:
                        self._push_arrow(surface, v.square_center(frm), v.square_center(to))
        self._chip(surface, label, (cx, cy - self.apex_px(i) - 30), pal.highlight, big=True)

    def _arrow(self, surface: pygame.Surface, c: tuple[float, float], d: int, col: tuple[int, int, int],
               big: bool) -> None:
        """A facing arrow from the square's centre outwards (the focused one long, gold and named)."""
        dx, dy = self.view.dir_vector(d)
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        r0, r1 = (0.34, 1.08) if big else (0.42, 0.8)
        base = (c[0] + dx * r0, c[1] + dy * r0)
        tip = (c[0] + dx * r1, c[1] + dy * r1)
        head = 20.0 if big else 13.0
        w = 13.0 if big else 8.0
        back = (tip[0] - ux * head, tip[1] - uy * head)
        side = (-uy * w, ux * w)
        pts = [tip, (back[0] + side[0], back[1] + side[1]), (back[0] - side[0], back[1] - side[1])]
        shade = (10, 20, 40)
        pygame.draw.line(surface, shade, base, back, 10 if big else 7)
        pygame.draw.polygon(surface, shade, [(x + ux * 2, y + uy * 2) for x, y in pts])
        pygame.draw.polygon(surface, shade, pts, 4)
        pygame.draw.line(surface, col, base, back, 6 if big else 4)
        pygame.draw.polygon(surface, col, pts)
        if big:
            text.blit_text(surface, DIRECTIONS[d], 30, col, (tip[0] + ux * 22, tip[1] + uy * 22), "center", True, True)

    def _push_arrow(self, surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float]) -> None:
        pygame.draw.line(surface, theme.DANGER, a, b, 5)
        pygame.draw.circle(surface, theme.DANGER, b, 8)

    def _chip(self, surface: pygame.Surface, label: str, midbottom: tuple[float, float],
              col: tuple[int, int, int], big: bool = False) -> None:
        size = 34 if big else 28
        img = text.label(label, size, theme.NIGHT, True)
        r = img.get_rect()
        box = r.inflate(24, 12)
        box.midbottom = (round(midbottom[0]), round(midbottom[1]))
        pygame.draw.rect(surface, (10, 16, 30), box.move(0, 3), border_radius=12)
        pygame.draw.rect(surface, col, box, border_radius=12)
        surface.blit(img, img.get_rect(center=box.center))

    # -- HUD --
    def _draw_hud(self, surface: pygame.Surface, human: int | None, picking: bool) -> None:
        pal = self.palette
        seat = self.state.current_player
        top = 24
        if self.finished or seat is None:
            headline = self.result_text or self.with_names(self.end_reason())
            col = pal.seat_light[self.winner] if self.winner is not None else theme.INK
            if text.ELLIPSIS in text.fit_text(headline, 56, HEADLINE_W, True)[0]:  # a very long name: two lines
                for n, line in enumerate(text.wrap(headline, 44, HEADLINE_W, True)[:2]):
                    text.blit_fit(surface, line, 44, col, (LEFT_X, top + 50 * n), HEADLINE_W, "topleft", True, True)
            else:
                text.blit_fit(surface, headline, 56, col, (LEFT_X, top), HEADLINE_W, "topleft", True, True)
            sub = ""
        else:
            words, px = text.fit_named("{} to move", self.seat_name(seat), 62, HEADLINE_W, True)
            text.blit_text(surface, words, px, pal.seat_light[seat], (LEFT_X, top + (62 - px) // 2), "topleft", True,
                           True)
            if self.animating or self.spectator:  # a replay: the move just shown, never "thinking"
                sub = self.log[-1] if self.log else ("Coin toss" if self.coin.visible else "")
            elif not self.is_human(seat):
                dots = "." * (int(self.t * 2.5) % 4)
                sub = "Computer thinking" + dots
            else:
                sub = {STAGE_PIECE: "Choose a penguin", STAGE_MOVE: "Choose a move",
                       STAGE_FACING: "Choose the facing"}[self.stage] if picking else "Your move"
        if sub:
            text.blit_fit(surface, sub, 36, theme.INK_DIM, (LEFT_X + 2, top + 66), HEADLINE_W, "topleft")
        y = 150
        if self.clock is not None:
            self.draw_clocks(surface, (pygame.Rect(LEFT_X, y + 128, LEFT_W, 112), pygame.Rect(LEFT_X, y, LEFT_W, 112)))
            y += 264
        if picking:
            self._draw_panel(surface, pygame.Rect(LEFT_X, y, LEFT_W, 930 - y))
        else:
            legend = self._legend()
            surface.blit(legend, (LEFT_X, 930 - legend.get_height()))
        self._draw_moves(surface)
        if self.message_left > 0 and self.message:
            self._draw_message(surface, self.message)
        self._draw_prompts(surface, human, picking)

    def _legend(self) -> pygame.Surface:
        """The pieces and the notation, for anyone watching (drawn once)."""
        cached: pygame.Surface | None = getattr(self, "_legend_surf", None)
        if cached is not None:
            return cached
        from sprites.ui.widgets import panel

        rows = [("Penguins", 36, theme.INK, True),
                ("M  Mama: slides 1, spins 45, kicks 3", 28, theme.INK_DIM, False),
                ("P  Papa: slides 2, spins 90, kicks 2", 28, theme.INK_DIM, False),
                ("B  Baby: slides 3, spins 135, kicks 1", 28, theme.INK_DIM, False),
                ("", 10, theme.INK, False),
                ("^ stand up     > slide     ! kick", 28, theme.INK_DIM, False),
                ("/X  then lies facing X", 28, theme.INK_DIM, False),
                ("First ball in the other", 28, theme.GOLD, False),
                ("side's corner wins!", 28, theme.GOLD, False)]
        h = 30 + sum(int(size * 1.1) for _t, size, _c, _b in rows)
        surf = pygame.Surface((LEFT_W, h), pygame.SRCALPHA)
        panel(surf, surf.get_rect(), (14, 30, 58), (60, 96, 150), radius=20, alpha=215)
        y = 16
        for line, size, col, bold in rows:
            if line:
                surf.blit(text.label(line, size, col, bold), (20, y))
            y += int(size * 1.1)
        self._legend_surf = surf
        return surf

    def _panel_lines(self) -> list[tuple[str, int, tuple[int, int, int]]]:
        pal = self.palette
        seat = self.state.current_player or 0
        k = self.cand_focus
        i = seat * 3 + k
        lines: list[tuple[str, int, tuple[int, int, int]]] = []
        name = PIECE_NAMES[k]
        where = "in the sea" if self.state.pos[i] == SEA else f"on {self.state.board.name(self.state.pos[i])}"
        lines.append((f"{self.seat_name(seat)}'s {name}", 44, pal.seat_light[seat]))
        lines.append((where + ("  (lying " + DIRECTIONS[self.state.face[i]] + ")"
                               if self.state.pos[i] != SEA and self.state.face[i] != UP else ""), 30, theme.INK_DIM))
        opts = self._opts(PIECES[k])
        if self.stage == STAGE_PIECE:
            n_slide = sum(1 for o in opts if o.kind == "slide")
            n_kick = sum(1 for o in opts if o.kind == "kick")
            parts = []
            if n_slide:
                parts.append(f"{n_slide} slide{'s' if n_slide > 1 else ''}")
            if n_kick:
                parts.append(f"{n_kick} kick{'s' if n_kick > 1 else ''}")
            if any(o.kind == "stand" for o in opts):
                parts.append("stand up")
            if parts:
                lines.append(("Can: " + ", ".join(parts), 32, theme.OK))
            else:
                lines.append(("No legal move", 34, theme.DANGER))
        else:
            opt = self.focused_option
            if opt is not None:
                lines.append((opt.label(self.state.board), 32, theme.GOLD))
                if self.stage == STAGE_FACING:
                    facings = self._facings_sorted(opt)
                    f, act = facings[self.face_focus % len(facings)]
                    lines.append((f"Then face {DIRECTIONS[f]}  ({act})", 32, theme.INK))
                elif opt.needs_facing:
                    lines.append(("then choose where it faces", 28, theme.INK_DIM))
                if opt.stop == "tackle":
                    for j, _frm, to in opt.pushes:
                        who = f"the {theme.SEAT_NAMES[j // 3].lower()} {PIECE_NAMES[j % 3]}"
                        lines.append((f"pushes {who} " + ("into the sea!" if to == SEA else
                                                          f"to {self.state.board.name(to)}"), 28, theme.INK))
                lines.append((f"move {self.opt_focus % len(self.options) + 1} of {len(self.options)}", 26,
                              theme.INK_FAINT))
        reasons = self._blocked(i)
        if reasons:
            lines.append(("", 16, theme.INK))
            for _d, _sq, why in reasons[:7]:
                lines.append((why, 28, (255, 170, 160) if _d is not None else theme.INK_DIM))
        return lines

    def _draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        key = (self._sel_ply, self.stage, self.cand_focus, self.opt_focus, self.face_focus, rect.size,
               self._palette_name)
        if key != self._panel_key or self._panel is None:
            from sprites.ui.widgets import panel

            rows: list[tuple[int, pygame.Surface | None]] = []
            for line, size, col in self._panel_lines():
                if not line:
                    rows.append((size, None))
                    continue
                for part in text.wrap(line, size, rect.width - 40, size >= 40):
                    rows.append((int(size * 1.05), text.label(part, size, col, size >= 40)))
                rows.append((6, None))
            height = min(rect.height, 30 + sum(h for h, _ in rows))
            surf = pygame.Surface((rect.width, height), pygame.SRCALPHA)
            panel(surf, surf.get_rect(), (14, 30, 58), (60, 96, 150), radius=20, alpha=225)
            y = 18
            for h, img in rows:
                if y + h > height - 8:
                    break
                if img is not None:
                    surf.blit(img, (20, y))
                y += h
            self._panel = surf
            self._panel_key = key
        surface.blit(self._panel, rect)

    def _draw_moves(self, surface: pygame.Surface) -> None:
        key = (len(self.actions), self._palette_name)
        if key != self._moves_key or self._moves_panel is None:
            self._moves_panel = self._render_moves()
            self._moves_key = key
        surface.blit(self._moves_panel, (MOVES_RECT.x, MOVES_RECT.y + 66))

    def _render_moves(self) -> pygame.Surface:
        pal = self.palette
        height = MOVES_RECT.height - 80
        surf = pygame.Surface((MOVES_RECT.width, height), pygame.SRCALPHA)
        first = self.history[0].current_player or 0
        rows: dict[int, list[str]] = {}
        for n, note in enumerate(self.actions):
            row, col = (n + first) // 2, (n + first) % 2
            rows.setdefault(row, ["...", ""])[col] = note
        row_h = 38
        visible = height // row_h
        last = len(self.actions) - 1
        last_row = (last + first) // 2 if last >= 0 else 0
        start = max(0, last_row - visible + 1)
        for r in range(start, start + visible):
            if r not in rows:
                break
            y = (r - start) * row_h
            text.blit_text(surf, f"{r + 1}.", 30, theme.INK_FAINT, (58, y + row_h // 2), "midright")
            for col in (0, 1):
                note = rows[r][col]
                if not note:
                    continue
                x = 70 + col * 112
                n = r * 2 + col - first
                if n == last:
                    pygame.draw.rect(surf, theme.GOLD, pygame.Rect(x - 6, y + 3, 110, row_h - 6), border_radius=8)
                    ink = theme.NIGHT
                else:
                    ink = pal.seat_light[col]
                text.blit_text(surf, note, 30, ink, (x, y + row_h // 2), "midleft", n == last)
        if not self.actions:
            text.blit_text(surf, "no moves yet", 28, theme.INK_FAINT, (MOVES_RECT.width // 2, 10), "midtop")
        return surf

    def _draw_message(self, surface: pygame.Surface, message: str) -> None:
        lines = text.wrap(message, 34, 1100)
        h = 20 + 40 * len(lines)
        box = pygame.Rect(0, 0, 1160, h)
        box.midbottom = (LAYOUT.center[0], HINT_Y + 10)
        pygame.draw.rect(surface, (20, 14, 24), box.move(0, 4), border_radius=16)
        pygame.draw.rect(surface, (46, 30, 44), box, border_radius=16)
        pygame.draw.rect(surface, theme.GOLD, box, 3, border_radius=16)
        for n, line in enumerate(lines):
            text.blit_text(surface, line, 34, theme.INK, (box.centerx, box.y + 12 + 40 * n), "midtop")

    def _draw_prompts(self, surface: pygame.Surface, human: int | None, picking: bool) -> None:
        from scenes.ui.base import draw_prompt_bar

        if self.finished:
            return  # the result overlay has its own
        if human is None or not picking:
            items = [(Action.SKIP, "Skip animation"), (Action.MENU, "Pause")]
            draw_prompt_bar(self, surface, items, human)
            return
        kind = "keyboard"
        if self.app is not None:
            kind = self.app.input.device_kind(self.app.prompt_device(human))
        if kind == "mouse":
            words = {STAGE_PIECE: "Click a penguin", STAGE_MOVE: "Drag or click to a square",
                     STAGE_FACING: "Point the facing, click to play"}[self.stage]
            items = [(Action.CLICK, words), (Action.BACK, "Back"), (Action.MENU, "Pause")]
        elif self.stage == STAGE_PIECE:
            items = [(Action.LEFT, "Penguin"), (Action.RIGHT, ""), (Action.CONFIRM, "Choose"), (Action.MENU, "Pause")]
        elif self.stage == STAGE_MOVE:
            items = [(Action.LEFT, "Move"), (Action.RIGHT, ""), (Action.CONFIRM, "Choose"), (Action.NEXT, "Other penguin"),
                     (Action.BACK, "Back")]
        else:
            items = [(Action.LEFT, "Turn"), (Action.RIGHT, ""), (Action.CONFIRM, "Play"), (Action.BACK, "Back")]
        draw_prompt_bar(self, surface, items, human)

    # -- overlays --
    def _draw_coin(self, surface: pygame.Surface) -> None:
        c = self.coin
        pal = self.palette
        alpha = max(0.0, min(1.0, c.alpha))
        if alpha <= 0.01:
            return
        box = pygame.Rect(0, 0, 1000, 330)
        box.center = (round(LAYOUT.center[0]), 470)
        layer = self._coin_layer(box.size)
        layer.set_alpha(int(235 * alpha))
        surface.blit(layer, box)
        # the coin: spins fast, slows, lands on the starting side's colour
        spin_t = min(1.0, c.t / 0.7)
        phase = (6.0 + (1.0 if self.coin_seat == 1 else 0.0)) * math.pi * out_cubic(spin_t)
        width = abs(math.cos(phase))
        face = 0 if math.cos(phase) >= 0 else 1
        r = 62
        cx, cy = float(box.x + 120), float(box.centery - 10)
        cy -= math.sin(spin_t * math.pi) * 60
        rect = pygame.Rect(0, 0, max(4, int(2 * r * width)), 2 * r)
        rect.center = (cx, round(cy))
        pygame.draw.ellipse(surface, pal.seat_dark[face], rect.move(0, 5))
        pygame.draw.ellipse(surface, pal.seat[face], rect)
        pygame.draw.ellipse(surface, theme.GOLD, rect, 5)
        if width > 0.4:
            text.blit_text(surface, "B" if face == 0 else "R", 60, theme.INK, rect.center, "center", True)
        if c.t > 0.72:
            words, px = text.fit_named("{} starts!", self.seat_name(self.coin_seat), 64, box.w - 240 - 24, True)
            text.blit_text(surface, words, px, pal.seat_light[self.coin_seat], (box.x + 240, box.bottom - 40),
                           "bottomleft", True, True)

    def _coin_layer(self, size: tuple[int, int]) -> pygame.Surface:
        cached: pygame.Surface | None = getattr(self, "_coin_surf", None)
        if cached is not None:
            return cached
        from sprites.ui.widgets import panel

        surf = pygame.Surface(size, pygame.SRCALPHA)
        panel(surf, surf.get_rect(), theme.NIGHT_2, theme.GOLD, radius=26)
        text.blit_text(surf, "Who starts?", 44, theme.GOLD, (240, 26), "topleft", True)
        for n, line in enumerate(text.wrap(self.coin_text, 34, size[0] - 280)[:4]):
            text.blit_text(surf, line, 34, theme.INK, (240, 86 + 40 * n), "topleft")
        self._coin_surf = surf
        return surf

    def _draw_banner(self, surface: pygame.Surface) -> None:
        b = self.banner
        q = max(1, min(40, int(round(b.scale * 20))))
        img = self._banner_cache.get(q)
        if img is None:
            base = self._banner_cache.get(-1)
            if base is None:
                base = pygame.Surface((900, 260), pygame.SRCALPHA)
                shade = text.font(200, True).render("GOAL!", True, (20, 10, 0))
                gold = text.font(200, True).render("GOAL!", True, theme.GOLD)
                base.blit(shade, shade.get_rect(center=(456, 138)))
                base.blit(gold, gold.get_rect(center=(450, 130)))
                self._banner_cache[-1] = base
            scale = q / 20
            img = pygame.transform.smoothscale(base, (max(1, int(900 * scale)), max(1, int(260 * scale))))
            self._banner_cache[q] = img
        cx, cy = LAYOUT.center[0], 430
        surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
        if b.scale > 0.8:
            text.blit_fit(surface, self.goal_text, GOAL_TEXT_PX, theme.INK, (cx, cy + 130), GOAL_TEXT_W, "midtop", True,
                          True)
