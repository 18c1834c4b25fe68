"""Penguin Soccer: the icy chessboard seen corner-on, pyramids that slide, spin and kick.

The board comes from the engine's `Board` (so any level, 8x8 or the 10x10
big floe, renders) and is drawn as a diamond with Blue's home corner at the
bottom and Red's at the top (`sprites.penguin_soccer.board.BoardView`); the sea, the
ice, the goals, the centre and the sea pens are one static layer drawn once.
Pieces are pyramids with penguin faces rendered from a 3D model and cached
per pose (`sprites.penguin_soccer.pieces`).

The scene is put together from small modules, by what they hold:
`layout` (where things sit, the sprites' state), `base` (what every part
shares and is typed against: the sprites, the picker's selection, snapping
and screen geometry), `animation` (engine events
to tweens; every animation ends by snapping every sprite to the state, so
SKIP always lands exactly on the position), `picker` (a human picks a
penguin, one of its moves, then a facing, with any one device; only legal
moves are offered and a forced move is focused; the arrows go the way the
board looks, `sprites.ui.widgets.point_toward`), `labels` (where the picker's
labels go: clear of every penguin and of the move preview), `board_layer` (the
ice, the pieces, the picker's marks) and `hud` (texts and panels, the move list
in words). The scene holds no game: its Match (match/) does, and the scene
draws the seat's view of it (`seat_view`: open, since the game hides nothing,
so `base.position` rebuilds the position from it), animates each move from
the view before it to the view after it, and submits moves as notation. The
move's words, the result's and whose turn it is are the engine's
(`engines.penguin_soccer.INFO`), given by the Match in the view. The coin
toss, the GOAL! banner, skip, forced moves, clocks, records and pause come
from the kit every game shares (scenes.play).
"""

from __future__ import annotations

import math

import pygame

from core import theme
from scenes.penguin_soccer.animation import PenguinAnimation
from scenes.penguin_soccer.board_layer import BoardLayer
from scenes.penguin_soccer.hud import PenguinHud
from scenes.penguin_soccer.labels import PickerLabels
from scenes.penguin_soccer.layout import BANNER_CENTER, COIN_CENTER, HEADLINE_W, STAGE_FACING, STAGE_MOVE, STAGE_PIECE
from scenes.penguin_soccer.picker import MovePicker

__all__ = ["PenguinSoccerScene", "HEADLINE_W", "STAGE_FACING", "STAGE_MOVE", "STAGE_PIECE"]


class PenguinSoccerScene(PenguinAnimation, MovePicker, BoardLayer, PickerLabels, PenguinHud):
    """A Penguin Soccer match on the ice (its parts all build on `scenes.penguin_soccer.base.PenguinSceneBase`,
    a GameScene)."""

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

    # ---------------------------------------------------------------- whose move
    def _human_turn(self) -> int | None:
        seat = self.seat_view.to_move
        if seat is None or self.finished or not self.is_human(seat):
            return None
        return seat

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

