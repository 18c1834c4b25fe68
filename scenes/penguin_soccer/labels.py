"""Penguin Soccer's picker labels: the focused penguin's name, the stand-up badge (an up arrow on the lying
penguin's head), "GOAL!" or "Tackle!" over a move that does that, and "splash!", each placed where it covers
no penguin and nothing of the move preview. No notation on the ice: the preview (ghost, path, marked square,
facing arrows) shows a move, and the side panel says it in words, so it reads from a sofa.

`PickerLabels` is a part of `PenguinSoccerScene` (on `scenes.penguin_soccer.base.PenguinSceneBase`; the board
layer and the picker build on it). It knows what must stay in sight, as screen rectangles:
every penguin and the ball (`penguin_rects`), what the focused move will do (`preview_rects`: the ghost, the
ball's stop, the marked square, the path, the facing arrows, the pushes) and, less strictly, the other
highlighted squares; `sprites.penguin_soccer.labels.place_label` finds the nearest free place. The labels
are worked out once per picker state (`picker_labels`) and drawn by `board_layer`. The stand-up badge sits
on the penguin that would stand (a button for the mouse, as the penguin is): choosing with the arrows,
standing up is where the penguin is, so a press towards a square on screen always picks that square.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from core import text, theme
from engines.penguin_soccer.board import DIRECTIONS, SEA
from engines.penguin_soccer.notation import PIECE_NAMES
from scenes.penguin_soccer.base import PenguinSceneBase
from scenes.penguin_soccer.layout import COMPASS, HEADLINE_W, LABEL_AREA, STAGE_FACING, STAGE_MOVE, STAGE_PIECE
from sprites.penguin_soccer.labels import place_label
from sprites.penguin_soccer.moves import MoveOption
from sprites.penguin_soccer.pieces import SIZES

#: Pixels kept clear around a penguin (sea penguins bob by a few).
CLEAR = 6
#: Facing arrows: where they start and end (in steps of the direction), the focused one and the others.
ARROW_BIG, ARROW_SMALL = (0.34, 1.08), (0.42, 0.8)
#: A label further than this from the point it names is joined to it by a line.
LEADER_PX = 30
#: The HUD's headline at the top left, which a label must not cover either.
HEADLINE = pygame.Rect(0, 0, HEADLINE_W + 30, 124)


@dataclass
class Label:
    """One label on the ice: its words, where it is and how it looks."""

    kind: str
    """'name' (the focused penguin), 'stand' (the badge: words are empty, an arrow is drawn), 'move' (GOAL! or
    Tackle! over the focused move) or 'splash'."""
    words: str
    rect: pygame.Rect
    color: tuple[int, int, int]
    big: bool = False
    names: tuple[float, float] | None = None
    """The head of the penguin it names: a label pushed away from it by what it must not cover is joined to it
    by a thin line."""

    def leader(self) -> tuple[tuple[float, float], tuple[float, float]] | None:
        """The line from the label's edge to the point it names, when the label is away from it."""
        if self.names is None:
            return None
        x, y = self.names
        r = self.rect
        near = (min(max(x, r.left), r.right), min(max(y, r.top), r.bottom))
        return (near, (x, y)) if math.hypot(near[0] - x, near[1] - y) > LEADER_PX else None


#: The stand-up badge: a round button with an up arrow, this wide, on the lying penguin's head.
STAND_BADGE_PX = 52


def label_size(words: str, big: bool) -> tuple[int, int]:
    """The size of a label's box (the words and their margin)."""
    w, h = text.label(words, 34 if big else 28, theme.NIGHT, True).get_size()
    return (w + 24, h + 4)  # the face's line box already leaves room above the capitals and below the line


class PickerLabels(PenguinSceneBase):
    """Where the picker's labels go (a part of PenguinSoccerScene)."""

    # -- what must stay in sight --
    def penguin_rects(self) -> list[pygame.Rect]:
        """Every penguin's body and the ball on screen, with a little room around them."""
        art = self._art_ready()
        out: list[pygame.Rect] = []
        for sp in self.pieces:
            if not sp.visible:
                continue
            img = art.image(sp.kind, sp.seat, sp.yaw, sp.tilt)
            x, y = sp.pos[0], sp.pos[1] - sp.z
            out.append(img.rect_local.move(round(x), round(y)).inflate(2 * CLEAR, 2 * CLEAR))
            if self.ball.holder == sp.index:
                out.append(self._ball_rect((x + img.apex[0], y + img.apex[1])))
        if self.ball.holder is None:
            out.append(self._ball_rect(self.ball.pos))
        return out

    def _ball_rect(self, ground: tuple[float, float]) -> pygame.Rect:
        r = self._art_ready().ball_r
        box = pygame.Rect(0, 0, round(2 * r) + 2 * CLEAR, round(2 * r) + 2 * CLEAR)
        box.center = (round(ground[0]), round(ground[1] - r * 0.9))
        return box

    def _ring_rect(self, i: int) -> pygame.Rect:
        """The selection ring under penguin i (at its widest, when it pulses)."""
        sp = self.pieces[i]
        rw = (SIZES[sp.kind][0] + 0.24) * self.view.unit * 1.25
        rect = pygame.Rect(0, 0, round(rw * 2), round(rw * 2 * 0.6) + 4)
        rect.center = (round(sp.pos[0]), round(sp.pos[1]))
        return rect

    def _tile_rect(self, square: int) -> pygame.Rect:
        v = self.view
        rect = pygame.Rect(0, 0, round(2 * v.hx), round(2 * v.hy))
        rect.center = tuple(round(c) for c in v.square_center(square))
        return rect

    def path_points(self, opt: MoveOption) -> list[tuple[float, float]]:
        """Where the dots of a move's path are: four between each two squares it crosses."""
        v = self.view
        pts = [v.square_center(s) for s in opt.path]
        pts = [v.square_center(opt.dest) if opt.kind == "kick" else self.pieces[opt.index].pos] + pts
        return [(x0 + (x1 - x0) * s / 5, y0 + (y1 - y0) * s / 5)
                for (x0, y0), (x1, y1) in zip(pts, pts[1:]) for s in range(1, 5)]

    def focused_facing(self, opt: MoveOption) -> tuple[int, Any]:
        """The facing shown for a slide that ends lying: the focused one, or no spin before the facing stage."""
        facings = self._facings_sorted(opt)
        if self.stage == STAGE_FACING:
            return facings[self.face_focus % len(facings)]
        return next(((f, a) for f, a in facings if f == opt.direction), facings[0])

    def ghost_image(self, opt: MoveOption) -> Any:
        """The ghost of the penguin where the move leaves it (standing, or lying the way it will face)."""
        art = self._art_ready()
        i = opt.index
        if opt.needs_facing:
            return art.image(i % 3, i // 3, self.lying_yaw(self.focused_facing(opt)[0]), 1.0, ghost=True)
        return art.image(i % 3, i // 3, self.view.camera_yaw, 0.0, ghost=True)

    def preview_rects(self, opt: MoveOption, arrows: bool = True) -> list[pygame.Rect]:
        """What the move shows before it is played: the ghost and the ball where they end, the marked
        square, the dots of the path, the pushes and (in the facing stage) the facing arrows."""
        v = self.view
        out = [pygame.Rect(0, 0, 18, 14).move(round(x) - 9, round(y) - 7) for x, y in self.path_points(opt)]
        if opt.kind == "stand":
            x, y = self.pieces[opt.index].pos
            return out + [self.ghost_image(opt).rect_local.move(round(x), round(y))]
        out.append(self._tile_rect(opt.target))
        if opt.kind == "kick":
            return out + [self._ball_rect(v.square_center(opt.target))]
        cx, cy = v.square_center(opt.dest)
        ghost = self.ghost_image(opt)
        out.append(ghost.rect_local.move(round(cx), round(cy)))
        if not opt.needs_facing:
            out.append(self._ball_rect((cx + ghost.apex[0], cy + ghost.apex[1])))
        for _j, frm, to in opt.pushes:
            a = v.square_center(frm)
            b = v.square_center(to) if to != SEA else a
            out.append(pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(b[0] - a[0]) + 1,
                                   abs(b[1] - a[1]) + 1).inflate(20, 20))
        if arrows and self.stage == STAGE_FACING and opt.needs_facing:
            focus = self.focused_facing(opt)[0]
            for f, _a in opt.facings:
                out += self._arrow_rects((cx, cy), f, f == focus)
        return out

    def _arrow_rects(self, c: tuple[float, float], d: int, big: bool) -> list[pygame.Rect]:
        """A facing arrow's box (and the focused one's direction name)."""
        dx, dy = self.view.dir_vector(d)
        r0, r1 = ARROW_BIG if big else ARROW_SMALL
        a, b = (c[0] + dx * r0, c[1] + dy * r0), (c[0] + dx * r1, c[1] + dy * r1)
        pad = 30 if big else 20
        out = [pygame.Rect(min(a[0], b[0]), min(a[1], b[1]), abs(b[0] - a[0]) + 1,
                           abs(b[1] - a[1]) + 1).inflate(pad, pad)]
        if big:
            n = math.hypot(dx, dy)
            tip = (b[0] + dx / n * 22, b[1] + dy / n * 22)
            out.append(text.label(DIRECTIONS[d], 30, theme.INK, True).get_rect(center=tip).inflate(8, 8))
        return out

    def _soft_rects(self) -> list[pygame.Rect]:
        """What a label had better not cover: the other highlighted squares, the red crosses, the compass."""
        (cx, cy), r = COMPASS
        out = [pygame.Rect(round(cx - r * 1.3), round(cy - r * 1.1), round(r * 2.6), round(r * 2.2))]
        out += [self._tile_rect(o.target) for o in self.options if o.kind != "stand"]
        return out + [pygame.Rect(round(x) - 14, round(y) - 10, 28, 20) for x, y in self.cross_points()]

    def cross_points(self) -> list[tuple[float, float]]:
        """Where the red crosses of the selected penguin's blocked ways are (in the move stage)."""
        if self.stage != STAGE_MOVE:
            return []
        v = self.view
        i = self._seat_piece(self.cand_focus)
        sp = self.pieces[i]
        out = []
        for d, sq, _why in self._blocked(i):
            if d is None or (sq is None and sp.in_sea):
                continue
            if sq is not None:
                out.append(v.square_center(sq))
            else:
                dx, dy = v.dir_vector(d)
                out.append((sp.pos[0] + dx * 0.62, sp.pos[1] + dy * 0.62))
        return out

    # -- the labels --
    def picker_labels(self) -> list[Label]:
        """The labels for the picker's state, worked out once and kept until the state changes."""
        key = (id(self.position), self._sel_ply, self.stage, self.cand_focus, self.opt_focus, self.face_focus,
               self._palette_name)
        if key != getattr(self, "_labels_key", None):
            self._labels = self._place_labels()
            self._labels_key = key
        labels: list[Label] = self._labels
        return labels

    def _place_labels(self) -> list[Label]:
        pal = self.palette
        seat = self.mover
        hard = self.penguin_rects() + [HEADLINE]
        if self.stage == STAGE_PIECE:
            i = seat * 3 + self.cand_focus
            sp = self.pieces[i]
            words = PIECE_NAMES[self.cand_focus]
            head = (sp.pos[0], sp.pos[1] + self._top_of(sp))
            rect = place_label(label_size(words, False), (head[0], head[1] - 12), hard + [self._ring_rect(i)], (),
                               LABEL_AREA)
            return [Label("name", words, rect, pal.highlight, names=head)]
        i = self._seat_piece(self.cand_focus)
        hard.append(self._ring_rect(i))
        soft = self._soft_rects()
        out: list[Label] = []
        opt = self.focused_option
        stand = self._stand_chip()
        if stand is not None:
            on = opt is not None and opt.kind == "stand"
            out.append(Label("stand", "", stand, pal.highlight if on else pal.seat_light[seat], True))
            hard.append(stand)
        if opt is None or opt.kind == "stand":
            return out
        hard += self.preview_rects(opt)
        shout = self._move_shout(opt)
        if shout is not None:
            words, anchor = shout
            rect = place_label(label_size(words, True), anchor, hard, soft, LABEL_AREA)
            out.append(Label("move", words, rect, theme.GOLD if opt.stop == "goal" else pal.highlight, True))
            hard.append(rect)
        if opt.stop == "tackle":
            v = self.view
            for _j, frm, to in opt.pushes:
                if to == SEA:
                    dx, dy = v.dir_vector(opt.direction or 0)
                    fx, fy = v.square_center(frm)
                    rect = place_label(label_size("splash!", False), (fx + dx * 0.9, fy + dy * 0.9 + 10), hard, soft,
                                       LABEL_AREA)
                    out.append(Label("splash", "splash!", rect, (120, 200, 255)))
                    hard.append(rect)
        return out

    def _move_shout(self, opt: MoveOption) -> tuple[str, tuple[float, float]] | None:
        """What the focused move does that the preview alone may not say loudly enough ("GOAL!", "Own goal!",
        "Tackle!") and where its label would best sit (above the square it ends on); None for any other
        move: the preview shows it and the side panel says it in words."""
        v = self.view
        if opt.kind == "kick":
            if opt.stop != "goal":
                return None
            cx, cy = v.square_center(opt.target)
            return ("GOAL!" if opt.scorer == opt.index // 3 else "Own goal!"), (cx, cy - 48)
        if opt.stop != "tackle":
            return None
        cx, cy = v.square_center(opt.dest)
        ghost = self.ghost_image(opt)
        top = min(cy + ghost.rect_local.top - 10, self._ball_rect((cx + ghost.apex[0], cy + ghost.apex[1])).top - 4)
        return "Tackle!", (cx, top)

    def _stand_chip(self) -> pygame.Rect | None:
        """Where the stand-up badge is in the move stage (a button for the mouse too): on the penguin's head,
        where it would stand up."""
        if self.stage != STAGE_MOVE or not any(o.kind == "stand" for o in self.options):
            return None
        key = (id(self.position), self._sel_ply, self.cand_focus, len(self.options))
        if key != getattr(self, "_stand_key", None):
            i = self._seat_piece(self.cand_focus)
            sp = self.pieces[i]
            stood = self._art_ready().image(sp.kind, sp.seat, self.view.camera_yaw, 0.0).rect_local
            top = sp.pos[1] + min(self._top_of(sp), float(stood.top)) - 6
            hard = self.penguin_rects() + [HEADLINE, self._ring_rect(i), stood.move(round(sp.pos[0]), round(sp.pos[1]))]
            for o in self.options:
                if o.kind != "stand":
                    hard += self.preview_rects(o, arrows=False)
            self._stand_rect = place_label((STAND_BADGE_PX, STAND_BADGE_PX), (sp.pos[0], top), hard,
                                           self._soft_rects(), LABEL_AREA)
            self._stand_key = key
        rect: pygame.Rect = self._stand_rect
        return rect
