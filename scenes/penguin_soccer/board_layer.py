"""Penguin Soccer's board layer: the static ice, the pieces and ball in depth order, splashes and
flashes, and the picker's marks on and above the board (rings, legal squares, paths, ghosts, facing
arrows, and the labels `scenes.penguin_soccer.labels` places).

`BoardLayer` is a part of `PenguinSoccerScene`, on `PickerLabels` (whose labels and marks it draws); the pixels of the board and pieces themselves come
from `sprites.penguin_soccer`.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from core import text, theme
from engines.penguin_soccer.board import DIRECTIONS, SEA
from engines.penguin_soccer.notation import PIECES
from scenes.penguin_soccer.layout import (COMPASS, MOVES_RECT, STAGE_FACING, STAGE_PIECE,
                                          TRAYS, PenguinSprite)
from scenes.penguin_soccer.labels import ARROW_BIG, ARROW_SMALL, Label, PickerLabels
from sprites.penguin_soccer.board import Ripples, draw_compass, draw_static
from sprites.penguin_soccer.pieces import SIZES, PieceArt


class BoardLayer(PickerLabels):
    """Drawing the board, the pieces and the picker's marks (a part of PenguinSoccerScene)."""

    def _build_static(self) -> None:
        surf = pygame.Surface(theme.CANVAS_SIZE)
        draw_static(surf, self.view, self.palette, self.setup.seed, TRAYS, (self.seat_name(0), self.seat_name(1)))
        draw_compass(surf, self.view, *COMPASS)
        from sprites.ui.widgets import panel

        moves = [] if self.spectator else [MOVES_RECT]  # a replay: the viewer lists the moves, open sea here
        for r in moves:
            panel(surf, r, (14, 30, 58), (60, 96, 150), radius=20, alpha=225)
            text.blit_text(surf, "Moves", 40, theme.INK, (r.centerx, r.y + 16), "midtop", True)
        self._static = surf.convert() if pygame.display.get_surface() is not None else surf
        avoid = [*moves, pygame.Rect(0, 0, 440, 1080), pygame.Rect(0, 990, 1920, 90)] + [
            r.inflate(40, 70) for r in TRAYS] + [pygame.Rect(COMPASS[0][0] - 110, COMPASS[0][1] - 90, 220, 180)]
        self._ripples = Ripples(self.view, self.setup.seed, avoid)

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
        for sp in self.pieces:  # under every body: a lying penguin's ring and the way it faces, on the ice
            if sp.visible and not sp.in_sea and sp.tilt > 0.95:
                self._lying_mark(surface, art, sp)
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

    def _lying_mark(self, surface: pygame.Surface, art: PieceArt, sp: PenguinSprite) -> None:
        """A lying penguin reads from a sofa: a ring of its side's colour round it on the ice, and a bold
        chevron ahead of its head, the one way it can slide."""
        x, y = self._sprite_ground(sp)
        col = self.palette.seat_light[sp.seat]
        v = self.view
        facing = min(range(8), key=lambda d: abs((self.lying_yaw(d) - sp.yaw + 180.0) % 360.0 - 180.0))
        dx, dy = v.dir_vector(facing)  # one step the way it faces, on screen
        n = math.hypot(dx, dy) or 1.0
        px, py = -dy / n, dx / n  # across it
        size = art.proj.hx * 0.22
        ring = pygame.Rect(0, 0, round(art.proj.hx * 1.3), round(art.proj.hy * 1.3))
        ring.center = (round(x), round(y))
        pygame.draw.ellipse(surface, (10, 20, 40), ring.move(0, 2), 5)
        pygame.draw.ellipse(surface, col, ring, 3)
        tip = (x + dx * 0.62, y + dy * 0.62)
        mid = (x + dx * 0.44, y + dy * 0.44)
        wing = [(mid[0] + px * size, mid[1] + py * size), tip, (mid[0] - px * size, mid[1] - py * size)]
        pygame.draw.lines(surface, (10, 20, 40), False, [(wx, wy + 2) for wx, wy in wing], 11)
        pygame.draw.lines(surface, col, False, wing, 7)

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
        seat = self.mover
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
            for x, y in self.path_points(focus):
                surface.blit(dot, dot.get_rect(center=(x, y)))
            if focus.kind == "kick" and focus.stop == "goal":
                tile, off = self.marks.tile(theme.GOLD, int(120 + 100 * pulse))
                cx, cy = v.square_center(focus.target)
                surface.blit(tile, (cx - off[0], cy - off[1]))
        for pos in self.cross_points():  # blocked ways of the selected penguin: red crosses
            self._cross(surface, pos)

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
        """Ghost penguins, the ball's stop, spin arrows and the labels above the pieces (scenes.penguin_soccer.labels
        places the labels clear of every penguin and of the preview)."""
        pal = self.palette
        v = self.view
        opt = self.focused_option
        if self.stage != STAGE_PIECE and opt is not None:
            if opt.kind == "kick":
                cx, cy = v.square_center(opt.target)
                if self._ghost_ball is None:
                    self._ghost_ball = art.ball(0).copy()
                    self._ghost_ball.set_alpha(200)
                surface.blit(self._ghost_ball, self._ghost_ball.get_rect(center=(round(cx), round(cy - art.ball_r * 0.9))))
            else:
                x, y = self.pieces[opt.index].pos if opt.kind == "stand" else v.square_center(opt.dest)
                ghost = self.ghost_image(opt)
                surface.blit(ghost.surface, (round(x) - ghost.origin[0], round(y) - ghost.origin[1]))
                if opt.kind == "slide" and not opt.needs_facing:
                    ball = art.ball(0)
                    surface.blit(ball, ball.get_rect(center=(round(x + ghost.apex[0]),
                                                              round(y + ghost.apex[1] - art.ball_r * 0.9))))
                if self.stage == STAGE_FACING and opt.needs_facing:
                    f = self.focused_facing(opt)[0]
                    for ff, _aa in self._facings_sorted(opt):
                        self._arrow(surface, (x, y), ff, pal.highlight if ff == f else (235, 240, 250), ff == f)
                for _j, frm, to in opt.pushes:
                    if to != SEA:
                        self._push_arrow(surface, v.square_center(frm), v.square_center(to))
        for label in self.picker_labels():
            self._chip(surface, label)

    def _arrow(self, surface: pygame.Surface, c: tuple[float, float], d: int, col: tuple[int, int, int],
               big: bool) -> None:
        """A facing arrow from the square's centre outwards (the focused one long, gold and named)."""
        dx, dy = self.view.dir_vector(d)
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        r0, r1 = ARROW_BIG if big else ARROW_SMALL
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

    def _stand_badge(self, surface: pygame.Surface, label: Label) -> None:
        """Standing up, as a picture: a round badge with a bold up arrow over the lying penguin."""
        box = label.rect
        c = box.center
        r = box.w // 2
        pygame.draw.circle(surface, (10, 16, 30), (c[0], c[1] + 3), r)
        pygame.draw.circle(surface, label.color, c, r)
        pygame.draw.circle(surface, (10, 16, 30), c, r, 3)
        x, y = c
        head = [(x, y - r * 0.62), (x + r * 0.5, y - r * 0.05), (x - r * 0.5, y - r * 0.05)]
        pygame.draw.polygon(surface, theme.NIGHT, head)
        pygame.draw.rect(surface, theme.NIGHT, pygame.Rect(round(x - r * 0.17), round(y - r * 0.1), round(r * 0.34),
                                                            round(r * 0.62)))

    def _push_arrow(self, surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float]) -> None:
        pygame.draw.line(surface, theme.DANGER, a, b, 5)
        pygame.draw.circle(surface, theme.DANGER, b, 8)

    def _chip(self, surface: pygame.Surface, label: Label) -> None:
        if label.kind == "stand":
            self._stand_badge(surface, label)
            return
        img = text.label(label.words, 34 if label.big else 28, theme.NIGHT, True)
        box = label.rect
        line = label.leader()
        if line is not None:
            pygame.draw.line(surface, (10, 16, 30), *line, 6)
            pygame.draw.line(surface, label.color, *line, 3)
            pygame.draw.circle(surface, (10, 16, 30), line[1], 6)
            pygame.draw.circle(surface, label.color, line[1], 4)
        pygame.draw.rect(surface, (10, 16, 30), box.move(0, 3), border_radius=12)
        pygame.draw.rect(surface, label.color, box, border_radius=12)
        surface.blit(img, img.get_rect(center=box.center))
