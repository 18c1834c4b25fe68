"""Penguin Soccer: the icy chessboard seen corner-on, pyramids that slide, spin and kick.

The board comes from the engine's `Board` (so any level, 8x8 or the 10x10
big floe, renders) and is drawn as a diamond with Blue's home corner at the
bottom and Red's at the top (`sprites.penguin_soccer.board.BoardView`); the sea, the
ice, the goals, the centre and the sea pens are one static layer drawn once.
Pieces are pyramids with penguin faces rendered from a 3D model and cached
per pose (`sprites.penguin_soccer.pieces`).

The scene is put together from small modules, by what they hold:
`layout` (where things sit, the sprites' state), `animation` (engine events
to tweens; every animation ends by snapping every sprite to the state, so
SKIP always lands exactly on the position), `picker` (a human picks a
penguin, one of its moves, then a facing, with any one device; only legal
moves are offered and a forced move is focused; the arrows go the way the
board looks, `sprites.ui.widgets.point_toward`), `labels` (where the picker's
labels go: clear of every penguin and of the move preview), `board_layer` (the
ice, the pieces, the picker's marks) and `hud` (texts and panels, the move list
in words). The coin toss, the
GOAL! banner, skip, forced moves, clocks, records and pause come from the
kit every game shares (scenes.play).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from core import theme
from core.tween import Sequence
from engines.penguin_soccer import INFO, words
from engines.penguin_soccer.board import CENTRE, SEA, UP
from scenes.penguin_soccer.animation import PenguinAnimation
from scenes.penguin_soccer.board_layer import BoardLayer
from scenes.penguin_soccer.hud import PenguinHud
from scenes.penguin_soccer.labels import PickerLabels
from scenes.penguin_soccer.layout import (BANNER_CENTER, COIN_CENTER, COIN_S, HEADLINE_W, LAYOUT, STAGE_FACING,
                                          STAGE_MOVE, STAGE_PIECE, TRAYS, BallSprite, Fx, PenguinSprite)
from scenes.penguin_soccer.picker import MovePicker
from scenes.play.banner import BannerShow
from scenes.play.base import GameScene
from scenes.play.coin_toss import CoinToss
from core.match import GameSetup
from sprites.fx.coin import CoinLook
from sprites.penguin_soccer.board import BoardView, Marks, Ripples
from sprites.penguin_soccer.moves import MoveOption
from sprites.penguin_soccer.pieces import SIZES, PieceArt

#: The ice's coin panel: "Who starts?", a little taller than the card tables', the coin a little smaller.
COIN_LOOK = CoinLook(title="Who starts?", verdict="{} starts!", size=(1000, 330), title_px=44, text_x=240, joke_y=86,
                     fill_alpha=255, max_alpha=235, coin_x=120, coin_dy=-10, coin_r=62, lift=60, shadow=5,
                     letter_px=60, spin_until=0.7, verdict_after=0.72, verdict_px=64, verdict_dy=-40)

__all__ = ["PenguinSoccerScene", "HEADLINE_W", "STAGE_FACING", "STAGE_MOVE", "STAGE_PIECE"]


class PenguinSoccerScene(PenguinAnimation, MovePicker, PickerLabels, BoardLayer, PenguinHud, GameScene):
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
        #: The coin toss that opens the game and the GOAL! banner (the kit every game shares: scenes.play).
        self.coin = CoinToss(COIN_LOOK, seconds=COIN_S, fade_out_s=0.3, sound=None)
        self.coin.seat = self.state.current_player or 0
        self.banners = BannerShow()
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
        #: The latest move's gold band in the move list (canvas pixels), once drawn.
        self.moves_highlight: pygame.Rect | None = None
        self._snap()
        for ev in self.state.events:
            if ev.kind == "coin_toss":
                self.coin.start(int(ev["seat"]), self.with_names(str(ev["text"])))
                self.tweens.add(Sequence(*self.coin.steps(self._sound)))

    # ---------------------------------------------------------------- helpers
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
        self.banners.hide()
        self._snap()
        self._sel_ply = -1
        self._drag = None

    # ---------------------------------------------------------------- per frame
    def on_update(self, dt: float) -> None:
        self.t += dt
        for f in self.fx:
            f.t += dt
        self.fx = [f for f in self.fx if f.t < f.dur]

    # ---------------------------------------------------------------- texts
    def turn_seat(self) -> int | None:
        """The engine's rule (`INFO.turn_of`): every decision is its own turn, so a forced move may be
        played for a player who turned that on, after the "only move" notice."""
        return INFO.turn_of(self.state)

    def never_autoplay(self, action: Any) -> bool:
        """The base's rule (no decision out of turn) and the engine's (`INFO.never_autoplay`: nothing more)."""
        return super().never_autoplay(action) or INFO.never_autoplay(self.state, str(action))

    def describe(self, old: Any, notation: str, new: Any) -> str:
        """The engine's words for the move, from the mover's view, with the players' names:
        "Bo's Papa slides SW and turns S (P>SW/S)"."""
        seat = int(old.current_player)
        return words.describe(old.observation(seat), new.observation(seat)["events"], seat,
                              (self.seat_name(0), self.seat_name(1)))

    def end_reason(self) -> str:
        """The engine's words in the seat colours: the base puts the players' names in (`with_names`)
        when the game ends."""
        return words.result(self.state.observation(0), theme.SEAT_NAMES)

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
        self.coin.draw(surface, COIN_CENTER, (self.seat_name(0), self.seat_name(1)), self.palette)
        self.banners.draw(surface, BANNER_CENTER)
        if self.confetti is not None:
            self.confetti.draw(surface)

