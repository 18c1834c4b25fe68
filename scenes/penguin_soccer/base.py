"""What every part of the Penguin Soccer scene shares: `PenguinSceneBase`, the game scene with the sprites,
the picker's selection and the geometry they are all drawn and moved with.

The scene (`scenes.penguin_soccer.scene.PenguinSoccerScene`) is put together from parts that build on
this base, each a class of its own module: `animation.PenguinAnimation` (events to tweens),
`labels.PickerLabels` (where the picker's labels go), `board_layer.BoardLayer` (drawing the ice, the
pieces and the picker's marks, with the labels), `picker.MovePicker` (choosing a move, with the labels'
stand-up button) and `hud.PenguinHud` (texts and panels). Everything they read or write of each other
is here: what `__init__` sets up (the board view, the penguin and ball sprites, the picker's stage,
focus and caches, cached pictures), the position shown (`position`, rebuilt from the seat's view),
snapping the sprites to it (`_snap`), where things sit on
screen (`tray_slot`, `centre_point`, `apex_px`, `lying_yaw`, `_sprite_ground`, `_top_of`) and what the
picker offers (`_opts`, `_blocked`, `_seat_piece`, `focused_option`, `_facings_sorted`), so each part
is typed against what it really uses and no part reaches for an attribute another one happens to set.

The scene holds no game: it draws `seat_view`, the view its Match (or a replay's Review) gives it.
Penguin Soccer hides nothing, so the view is open (`seat_view.full`, the whole position; the
observation is the whole position too): `position_of(view)` rebuilds the engine `State` from it once
per position, and the picker, the labels and the animations read that.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import pygame

from core.tween import Sequence
from engines.penguin_soccer.board import CENTRE, SEA, UP
from engines.penguin_soccer.notation import Action as Move
from engines.penguin_soccer.state import State
from match.setup import GameSetup
from match.view import SeatView
from scenes.penguin_soccer.layout import COIN_S, LAYOUT, SEA_BOB_PX, STAGE_PIECE, TRAYS, BallSprite, Fx, PenguinSprite
from scenes.play.banner import BannerShow
from scenes.play.base import GameScene
from scenes.play.coin_toss import CoinToss
from sprites.fx.coin import CoinLook
from sprites.penguin_soccer.board import BoardView, Marks, Ripples
from sprites.penguin_soccer.moves import MoveOption, blocked, piece_options
from sprites.penguin_soccer.pieces import SIZES, PieceArt

#: The ice's coin panel: "Who starts?", a little taller than the card tables', the coin a little smaller.
COIN_LOOK = CoinLook(title="Who starts?", verdict="{} starts!", size=(1000, 330), title_px=44, text_x=240, joke_y=86,
                     fill_alpha=255, max_alpha=235, coin_x=120, coin_dy=-10, coin_r=62, lift=60, shadow=5,
                     letter_px=60, spin_until=0.7, verdict_after=0.72, verdict_px=64, verdict_dy=-40)


class PenguinSceneBase(GameScene):
    """The Penguin Soccer scene's shared state and geometry (see the module's docstring)."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        #: The positions last rebuilt from a view (what it was rebuilt from, the State): the shown one and
        #: the one before it, which an animation reads too.
        self._positions: list[tuple[Mapping[str, Any], State]] = []
        super().__init__(setup, sync_bots=sync_bots)
        board = self.position.board
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
        self.coin.seat = self.position.current_player or 0
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
        self._cached_for: State | None = None
        self._ghost_ball: pygame.Surface | None = None
        self._drag: int | None = None
        self._panel_key: Any = None
        self._panel: pygame.Surface | None = None
        self._moves_key: Any = None
        self._moves_panel: pygame.Surface | None = None
        #: The latest move's gold band in the move list (canvas pixels), once drawn.
        self.moves_highlight: pygame.Rect | None = None
        self._snap()
        for ev in self.seat_view.events:
            if ev.get("kind") == "coin_toss":
                self.coin.start(int(ev["seat"]), self.with_names(str(ev["text"])))
                self.tweens.add(Sequence(*self.coin.steps(self._sound)))

    # ---------------------------------------------------------------- the position shown
    @property
    def position(self) -> State:
        """The position the table shows (`seat_view`), as an engine State."""
        return self.position_of(self.seat_view)

    def position_of(self, view: SeatView) -> State:
        """The position `view` shows, rebuilt from its whole state (`full`; the game hides nothing, so
        the observation, which is the whole position too, stands in for a view made without it). Rebuilt
        once per position: the view is made again every frame, equal to the last one until a move."""
        source: Mapping[str, Any]
        if view.full is not None:
            source = view.full
        else:
            source = {k: v for k, v in view.observation.items() if k != "player"}
        if self._positions and self._positions[-1][0] is source:
            return self._positions[-1][1]
        for n, (seen, state) in enumerate(self._positions):
            if seen is source or seen == source:
                # the latest looked at last (kept), and the next look at this view an identity check
                self._positions = [p for m, p in enumerate(self._positions) if m != n] + [(source, state)]
                return state
        state = State.from_json(dict(source))
        self._positions = self._positions[-1:] + [(source, state)]
        return state

    @property
    def mover(self) -> int:
        """The seat deciding now (Blue's when nobody is: the game is over)."""
        seat = self.seat_view.to_move
        return 0 if seat is None else seat

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
        b = self.position.board
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

    def _sprite_ground(self, sp: PenguinSprite) -> tuple[float, float]:
        x, y = sp.pos
        if sp.in_sea:
            y += math.sin(self.t * 2.3 + sp.index * 1.7) * SEA_BOB_PX
        return (x, y - sp.z)

    def _top_of(self, sp: PenguinSprite) -> float:
        """Pixels from a sprite's ground point up to the top of its body (negative)."""
        img = self._art_ready().image(sp.kind, sp.seat, sp.yaw, sp.tilt)
        return float(img.rect_local.top)

    # ---------------------------------------------------------------- snapping
    def _snap(self) -> None:
        """Put every sprite exactly where the position shown says."""
        st = self.position
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

    # ---------------------------------------------------------------- what the picker offers
    def _cache_for_position(self) -> None:
        """The picker's caches hold the position shown: a new one (a move, a position laid out) empties them."""
        st = self.position
        if st is not self._cached_for:
            self._cached_for = st
            self._option_cache = {}
            self._blocked_cache = {}

    def _opts(self, letter: str) -> list[MoveOption]:
        self._cache_for_position()
        got = self._option_cache.get(letter)
        if got is None:
            got = piece_options(self.position, letter)
            self._sort_options(got)
            self._option_cache[letter] = got
        return got

    def _blocked(self, i: int) -> list[tuple[int | None, int | None, str]]:
        self._cache_for_position()
        got = self._blocked_cache.get(i)
        if got is None:
            got = blocked(self.position, i)
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
        return self.mover * 3 + k

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


__all__ = ["PenguinSceneBase", "COIN_LOOK"]
