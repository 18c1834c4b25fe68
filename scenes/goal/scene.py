"""G.O.A.L.: two personal decks, combinations shot onto the quarter's goal cards, tackles, prize piles.

Only what is G.O.A.L.'s own lives in scenes.goal; the table, snap, flights, the dispatcher, the picker,
focus and input, privacy, peek, the hand-off curtain, the coin toss and the big panels are the card-table
kit's (scenes.cards). The game's layers, each over the one before: `GoalTable` (scenes.goal.table: the
zones, the printed cards, what the view says), `GoalEvents` (scenes.goal.events: the tweens), `GoalSuggest`
(scenes.goal.suggest: the legal moves, Suggest, hints), `GoalChoices` (scenes.goal.choosing: the person's
choices and input) and `GoalScene` (here: the status panel, the scoreboard, the marks on the felt, the
prompt bar). The scene draws the SeatView of the seat whose screen it is and submits moves as notation;
it never holds a game state.
"""

from __future__ import annotations

import pygame

from core import text, theme
from core.input import Action as Input
from engines.goal import words
from engines.goal.rules import ACTIONS_PER_QUARTER, QUARTERS
from engines.goal.words import cards_words, short_name
from scenes.cards.picker import FINISH, VALUE, ZONE
from scenes.cards.table import Line
from scenes.goal.choosing import GoalChoices
from scenes.goal.steps import pass_words, value_of
from sprites.cards import hud
from sprites.goal.faces import requirement_words
from sprites.goal.table import draw_prize_badges, draw_track


class GoalScene(GoalChoices):
    """A game of G.O.A.L. on one screen."""

    def final_score(self) -> tuple[tuple[int, int], str]:
        """The result screen's score is the sets, which decide the game (goal cards only break a tie)."""
        sets = self.table_source().get("sets")
        if isinstance(sets, (list, tuple)) and len(sets) == 2:
            return (int(sets[0]), int(sets[1])), "sets"
        return super().final_score()

    # ------------------------------------------------------------------ the status panel
    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[Line]:
        cur = self.seat_view.to_move
        if self.animating:  # the last quarter's goal cards fly before the result is told
            who = f"{self.names[cur]}'s action" if cur is not None else ""
            return [(self.caption or who, 40, theme.INK, True)]
        if self.finished or cur is None:
            return [(self.result_text or words.result(self.table_source(), self.names), 44, theme.GOLD, True)]
        lines: list[Line] = [(f"{self.names[cur]}: action {self.marker()} of {ACTIONS_PER_QUARTER}", 44,
                              pal.seat_light[cur], True)]
        if seat is None:
            thinking = self.thinking_line(cur)
            if thinking is not None:
                lines.append(thinking)
            return lines
        if not self.hand_face_up(seat):  # nothing that names, counts or explains a card of a face-down hand
            lines.append((f"Hold {self.peek_key(seat)} to see your hand and choose, or Pass", 30, theme.INK, True))
            return lines + self.focus_lines(seat)
        stage = self.stage
        chosen = self.chosen_faces()
        if stage == "goal":
            lines.append((f"{cards_words(chosen)}: onto which goal card?", 32, theme.GOLD, True))
        elif stage == "value":
            x = next((c for c in self.choices if c.step is not None and c.step.kind == VALUE), None)
            face = value_of(x.step)[0] if x is not None and x.step is not None else "X"
            lines.append((f"What does {short_name(face)} stand for?", 32, theme.GOLD, True))
        elif chosen:
            ready = next((c for c in self.choices if c.step is not None and c.step.kind == FINISH), None)
            more = any(c.sprite is not None and c.enabled and c.label not in chosen for c in self.choices)
            nxt = (ready.label if ready is not None else "") + (", or add more" if ready and more else
                                                                  "add more cards" if more else "")
            nxt = nxt or "these make no combination: put one back"
            lines.append((f"{cards_words(chosen)}: {nxt}", 32, theme.GOLD, True))
        else:
            lines.append(("Choose cards for a goal card (or to tackle), or Pass", 30, theme.INK, True))
            lines.append((pass_words(self.situation(seat)), 28, theme.INK_DIM, False))
        return lines + self.focus_lines(seat)

    def focus_lines(self, seat: int) -> list[Line]:
        """The kit's, and for a goal card in focus what it asks for."""
        out = super().focus_lines(seat)
        focused = self.focused_choice
        if focused is not None and focused.step is not None and focused.step.kind == ZONE:
            req = str(focused.step.key).split("-", 1)[1]
            out.append((f"{short_name(str(focused.step.key))}: {requirement_words(req)}", 28, theme.INK_DIM, False))
        return out

    # ------------------------------------------------------------------ drawing
    def draw_panels(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        # Sets decide the game (goal cards only break a tie): sets are the headline, goal cards under them.
        area = self.layout.rect("scoreboard")
        goals = (len(self.prizes_shown(0)), len(self.prizes_shown(1)))
        sets = (self.sets_shown(0), self.sets_shown(1))
        q = self.shown.quarter
        period = "Full time" if self.shown.over else f"Quarter {q} of {QUARTERS}"
        footer = f"Goal cards {goals[0]} - {goals[1]}  (a tie-break)"
        self.panel(self._score_panel, (goals, sets, period, pal.name, self.names), area,
                   lambda: hud.render_scoreboard(area.size, self.names, sets, period, 0, pal, footer=footer,
                                                 unit="SETS"))

    def draw_under_cards(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        sh = self.shown
        draw_track(surface, self.layout, sh.quarter, sh.action, sh.starter, pal, self.t, sh.over)
        for s in (0, 1):
            counts = {letter: len(p.cards) for letter, p in self.prizes[s].items()}
            draw_prize_badges(surface, self.layout, self.side(s), counts, self.sets_shown(s))
        for k, stack in enumerate(self.stacks):
            n = len(stack.group_of(len(stack.cards)))
            for j in range(min(n, len(stack.owners))):
                y = stack.combo_y(j)
                col = stack.column
                pygame.draw.rect(surface, pal.seat[stack.owners[j]], (col.x - 13, round(y) - 26, 8, 52),
                                 border_radius=4)

    def draw_over_table(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        self._draw_x_values(surface)
        seat = self.deciding()
        if seat is None or self.stage != "goal" or not self.hand_face_up(seat):
            return
        focused = self.focused_choice
        for c in self.choices:
            if c.step is None or c.step.kind != ZONE:
                continue
            k = self.goal_slot(str(c.step.key))
            if k is None:
                continue
            rect = self.layout.rect(f"goal_{k}").inflate(10, 10)
            on = c is focused
            color = pal.highlight if on else theme.GOLD
            pygame.draw.rect(surface, color, rect, 6 if on else 3, border_radius=22)
            hud.draw_chip(surface, (rect.centerx, rect.bottom - 22), c.step.label.upper(),
                          theme.mix(color, theme.NIGHT, 0.35 if on else 0.6))

    def _draw_x_values(self, surface: pygame.Surface) -> None:
        """The value each X on a goal card stands for, on its corner (in the strip that peeks out)."""
        values = self.x_values()
        if not values:
            return
        for stack in self.stacks:
            for sp in stack.cards:
                card = self.card_of(sp)
                v = values.get(card) if card is not None else None
                if v is None or sp.moving:
                    continue
                x, y = sp.draw_pos
                w, h = sp.size[0] * sp.scale, sp.size[1] * sp.scale
                # as small a disc as the strip allows, its number still readable from the sofa
                hud.draw_disc_badge(surface, (round(x - w / 2 + 44), round(y - h / 2 + 15)), 18, theme.GOLD, v,
                                    ink=theme.NIGHT, ring=theme.NIGHT, px=text.MIN_FIT_PX)

    # ------------------------------------------------------------------ the prompt bar
    def _draw_prompts(self, surface: pygame.Surface, seat: int | None) -> None:
        """The kit's; with the hand face down no Cancel, which would tell the room a card is chosen."""
        if seat is None or self.finished or self.forced is not None or self.hand_face_up(seat):
            super()._draw_prompts(surface, seat)
            return
        from scenes.ui.base import draw_prompt_bar

        area = self.layout.rect("prompt")
        kind = self.app.input.device_kind(self.app.prompt_device(seat)) if self.app is not None else "keyboard"
        verb = self.confirm_verb(seat)
        items: list[tuple[Input, str]] = ([(Input.CLICK, verb)] if kind == "mouse" else
                                          [(Input.LEFT, ""), (Input.RIGHT, "Browse"), (Input.CONFIRM, verb)])
        peek = self.peek_prompt(seat)
        items += ([(Input.PEEK, peek)] if peek else []) + [(Input.MENU, "Pause")]
        draw_prompt_bar(self, surface, items, seat, (area.centerx, area.bottom - 4), area.w)


__all__ = ["GoalScene"]
