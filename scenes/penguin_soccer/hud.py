"""Penguin Soccer's heads-up display: whose move, the clocks, the picker's panel or the legend, the
list of moves (in words, with the notation smaller under them), hints and the prompt bar.

`PenguinHud` is a part of `PenguinSoccerScene` (on `scenes.penguin_soccer.base.PenguinSceneBase`); panels are rendered into cached surfaces only when
what they show changes. What it says comes from the seat's view: whose decision it is, the moves in
the viewer's words (`seat_view.moves`: the mover's name, the move, its notation), the clocks and the
result.
"""

from __future__ import annotations

import pygame

from core import text, theme
from core.input import Action
from engines.penguin_soccer import words as engine_words
from engines.penguin_soccer.board import DIRECTIONS, SEA, UP
from engines.penguin_soccer.notation import PIECE_NAMES, PIECES
from scenes.penguin_soccer.base import PenguinSceneBase
from scenes.penguin_soccer.layout import (HEADLINE_W, HINT_Y, LAYOUT, LEFT_W, LEFT_X, MOVE_BAND_INSET, MOVE_LINE_H,
                                          MOVE_NOTE_PX, MOVE_PAD, MOVE_ROW_H, MOVE_WORDS_PX, MOVES_LIST_RECT,
                                          NOTICE_TOP, STAGE_FACING, STAGE_MOVE, STAGE_PIECE)


#: The prompt bar's arrows before the last one (its words follow it): the focus goes the way an arrow points.
ARROWS = [(Action.UP, ""), (Action.DOWN, ""), (Action.LEFT, "")]


def split_move(line: str, name: str) -> tuple[str, str]:
    """A move in the engine's words with the mover's name (`engines.penguin_soccer.words.describe`:
    "Bo's Papa slides SW and turns S (P>SW/S)") split into what it did, without the name, and its
    notation: ("Papa slides SW and turns S", "P>SW/S"). A line not in that form is all words."""
    said, _, notation = line.rpartition(" (")
    if not said or not notation.endswith(")"):
        return line, ""
    prefix = f"{name}'s "
    return (said[len(prefix):] if said.startswith(prefix) else said), notation[:-1]


class PenguinHud(PenguinSceneBase):
    """The texts and panels around the board (a part of PenguinSoccerScene)."""

    def _draw_hud(self, surface: pygame.Surface, human: int | None, picking: bool) -> None:
        pal = self.palette
        seat = self.seat_view.to_move
        top = 24
        if self.finished or seat is None:
            headline = self.headline_result()
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
                moves = self.seat_view.moves
                sub = moves[-1] if moves else ("Coin toss" if self.coin.visible else "")
            elif not self.is_human(seat):
                dots = "." * (int(self.t * 2.5) % 4)
                sub = "Computer thinking" + dots
            else:
                sub = {STAGE_PIECE: "Choose a penguin", STAGE_MOVE: "Choose a move",
                       STAGE_FACING: "Choose the facing"}[self.stage] if picking else "Your move"
        if sub:
            text.blit_fit(surface, sub, 36, theme.INK_DIM, (LEFT_X + 2, top + 66), HEADLINE_W, "topleft")
        y = 150
        if self.seat_view.clock is not None:
            self.draw_clocks(surface, (pygame.Rect(LEFT_X, y + 128, LEFT_W, 112), pygame.Rect(LEFT_X, y, LEFT_W, 112)))
            y += 264
        if picking:
            self._draw_panel(surface, pygame.Rect(LEFT_X, y, LEFT_W, 930 - y))
        else:
            legend = self._legend()
            surface.blit(legend, (LEFT_X, 930 - legend.get_height()))
        if not self.spectator:  # the replay viewer's move list is the one list of moves in a replay
            self._draw_moves(surface)
        if self.message_left > 0 and self.message:
            self._draw_message(surface, self.message)
        self.draw_forced_notice(surface, NOTICE_TOP)  # above the board: the mover's penguins stay in sight
        self._draw_prompts(surface, human, picking)

    def headline_result(self) -> str:
        """How the game ended: the result's words (with the players' names), else the engine's words for
        the final position shown (a replay recorded without them; the game abandoned)."""
        if self.result_text:
            return self.result_text
        return engine_words.result(self.seat_view.table, self.names)

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
        # each line wrapped to the panel, so nothing runs past its edge at any text size
        rows = [(part, size, col, bold) for line, size, col, bold in rows
                for part in (text.wrap(line, size, LEFT_W - 40, bold) if line else [line])]
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
        st = self.position
        seat = self.mover
        k = self.cand_focus
        i = seat * 3 + k
        lines: list[tuple[str, int, tuple[int, int, int]]] = []
        name = PIECE_NAMES[k]
        where = "in the sea" if st.pos[i] == SEA else f"on {st.board.name(st.pos[i])}"
        lines.append((f"{self.seat_name(seat)}'s {name}", 44, pal.seat_light[seat]))
        lines.append((where + ("  (lying " + DIRECTIONS[st.face[i]] + ")"
                               if st.pos[i] != SEA and st.face[i] != UP else ""), 30, theme.INK_DIM))
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
                lines.append((opt.label(st.board), 32, theme.GOLD))
                if self.stage == STAGE_FACING:
                    facings = self._facings_sorted(opt)
                    f, act = facings[self.face_focus % len(facings)]
                    lines.append((f"Then face {DIRECTIONS[f]}  ({act})", 32, theme.INK))
                elif opt.needs_facing:
                    lines.append(("then choose where it faces", 28, theme.INK_DIM))
                if opt.stop == "tackle":
                    for j, _frm, to in opt.pushes:
                        who = f"the {self.palette.names[j // 3].lower()} {PIECE_NAMES[j % 3]}"
                        lines.append((f"pushes {who} " + ("into the sea!" if to == SEA else
                                                          f"to {st.board.name(to)}"), 28, theme.INK))
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
        moves = self.seat_view.moves
        key = (len(moves), self._palette_name, moves[-1:])
        if key != self._moves_key or self._moves_panel is None:
            self._moves_panel = self._render_moves()
            self._moves_key = key
        surface.blit(self._moves_panel, MOVES_LIST_RECT)

    def move_row(self, n: int) -> tuple[int, str, str]:
        """Move `n` (0-based) of those shown: who made it, what it did without the mover's name, and its
        notation, from the view's words for it ("Bo's Papa slides SW and turns S (P>SW/S)"). Every move
        hands the turn over, so the mover is known from the seat to move now."""
        view = self.seat_view
        to_move = self.position.to_move  # (still recorded when the game is over)
        seat = to_move if (view.ply - n) % 2 == 0 else 1 - to_move
        return (seat, *split_move(view.moves[n], view.names[seat]))

    def _render_moves(self) -> pygame.Surface:
        """The latest moves, oldest at the top: each in words in the mover's colour ("Papa slides SW and
        turns S", on two lines when one is too narrow), its number and notation smaller and dimmer under
        it; the latest on a gold band that stays inside the panel (`moves_highlight`, in canvas pixels, for
        tests)."""
        pal = self.palette
        w, height = MOVES_LIST_RECT.size
        surf = pygame.Surface((w, height), pygame.SRCALPHA)
        self.moves_highlight = None
        count = len(self.seat_view.moves)
        if not count:
            text.blit_text(surf, "no moves yet", 28, theme.INK_FAINT, (w // 2, 10), "midtop")
            return surf
        last = count - 1
        inner = w - 2 * MOVE_PAD
        # The latest rows that fit, each its words on one line or two (never below the couch minimum,
        # never cut short of a second line) and its number and notation under them.
        rows: list[tuple[int, int, list[str], str]] = []
        used = 0
        for n in range(last, -1, -1):
            seat, words, notation = self.move_row(n)
            lines = text.wrap(words, MOVE_WORDS_PX, inner, n == last)
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]  # blit_fit cuts the rest with an ellipsis
            row_h = MOVE_ROW_H + (len(lines) - 1) * MOVE_LINE_H
            if used + row_h > height:
                break
            rows.append((n, seat, lines, notation))
            used += row_h
        y = 0
        for n, seat, lines, notation in reversed(rows):
            latest = n == last
            row_h = MOVE_ROW_H + (len(lines) - 1) * MOVE_LINE_H
            words_ink, note_ink = (pal.seat_light[seat], theme.INK_FAINT)
            if latest:
                band = pygame.Rect(MOVE_BAND_INSET, y, w - 2 * MOVE_BAND_INSET, row_h - 4)
                pygame.draw.rect(surf, theme.GOLD, band, border_radius=10)
                self.moves_highlight = band.move(MOVES_LIST_RECT.topleft)
                words_ink, note_ink = theme.NIGHT, theme.NIGHT_2
            for k, line in enumerate(lines):
                text.blit_fit(surf, line, MOVE_WORDS_PX, words_ink, (MOVE_PAD, y + 4 + k * MOVE_LINE_H), inner,
                              "topleft", latest)
            text.blit_fit(surf, f"{n + 1}.  {notation}", MOVE_NOTE_PX, note_ink,
                          (MOVE_PAD, y + 6 + MOVE_WORDS_PX + (len(lines) - 1) * MOVE_LINE_H), inner, "topleft")
            y += row_h
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
        if self.forced is not None:
            draw_prompt_bar(self, surface, self.forced_prompts(), human)
            return
        kind = "keyboard"
        if self.app is not None:
            kind = self.app.input.device_kind(self.app.prompt_device(human))
        if kind == "mouse":
            words = {STAGE_PIECE: "Click a penguin", STAGE_MOVE: "Drag or click to a square",
                     STAGE_FACING: "Point the facing, click to play"}[self.stage]
            items = [(Action.CLICK, words), (Action.BACK, "Back"), (Action.MENU, "Pause")]
        elif self.stage == STAGE_PIECE:
            items = ARROWS + [(Action.RIGHT, "Penguin"), (Action.CONFIRM, "Choose"), (Action.MENU, "Pause")]
        elif self.stage == STAGE_MOVE:
            items = ARROWS + [(Action.RIGHT, "Square"), (Action.CONFIRM, "Choose"), (Action.NEXT, "Other penguin"),
                              (Action.BACK, "Back")]
        else:
            items = ARROWS + [(Action.RIGHT, "Facing"), (Action.CONFIRM, "Play"), (Action.BACK, "Back")]
        if self.hints_allowed:
            items.insert(len(items) - 1, (Action.PEEK, "Hint"))
        draw_prompt_bar(self, surface, items, human)

