"""Hints on a card table (scenes.play.hints): the hinted move's first choice started for the player,
followed step by step, and marked HINT; its words are the choice's own.

`TableHints` is a layer of the card table (which provides the picker, the choices, focus and drawing).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, cast

import pygame

from core import theme
from collections import Counter
from collections.abc import Sequence

from core.input import Action
from scenes.cards.picker import CARD, FINISH, FINISH_STEP, SET, Step
from scenes.play.teaching import Pointer, accepted
from sprites.cards import hud
from scenes.cards.prompt import TablePrompt

class TableHints(TablePrompt):
    """The card table's hints (the layer over the person's choices)."""

    def hinted_action(self, notation: str) -> Any:
        return self.parse_action(notation) if notation in self.seat_view.legal else None

    def show_hint(self, notation: str) -> None:
        """Start the hinted move's choice for the player: the focus on its first step (a set's cards stand
        up, chosen), marked HINT. Nothing is played: the player confirms, or chooses otherwise."""
        action = self.hinted_action(notation)
        seat = self.deciding()
        if self.picker is None and seat is not None:
            self._sync_ui()  # a position just laid out (a lesson): its choices now, not at the next frame
        if action is None or seat is None or self.picker is None:
            return
        steps = tuple(self.action_steps(action))
        path = self.picker.path
        if path and not self.picker.selection and len(steps) > len(path) and steps[:len(path)] == path:
            # A move half made the hinted way (JUKEM chosen, its card not yet): the hint goes on from there.
            # Starting again would put the player back on JUKEM, and Hint then confirm would go round for ever.
            first: Step | None = steps[len(path)]
        else:
            self.picker.reset()
            first = steps[0] if steps else None
        if first is not None and first.kind == SET:
            for key in first.key:  # type: ignore[attr-defined]
                self.picker.choose(Step(CARD, key))
        self._choices_key = None
        self._sync_ui()
        target = next((n for n, c in enumerate(self.choices) if c.step is not None and
                       (c.step == first or (first is not None and first.kind == SET and c.step.kind == FINISH))), None)
        if target is None and first is not None:
            target = next((n for n, c in enumerate(self.choices) if c.step == first), None)
        if target is not None:
            self.focus = target
            self._focus_moved = True
        self.hint_step = self.choices[target].step if target is not None else None

    def hint_words(self, notation: str) -> str:
        """The hinted choice in the game's own words: its label and what it does."""
        action = self.hinted_action(notation)
        seat = self.deciding()
        if action is None or seat is None:
            return super().hint_words(notation)
        focused = self.focused_choice
        if focused is not None and focused.step == getattr(self, "hint_step", None):
            title = focused.label if focused.sprite is None else self.card_title(focused.label)
            return f"Hint: {title}. {focused.info}" if focused.info else f"Hint: {title}"
        return super().hint_words(notation)

    def lesson_pointer(self, moves: Sequence[str]) -> Pointer | None:
        """A lesson's pointer (scenes.play.teaching): the next choice towards one of `moves` (the first the
        choices made so far lead to), or Cancel when they lead to none."""
        seat = self.deciding()
        picker = self.picker
        if seat is None or picker is None or not self.hand_face_up(seat):
            return None
        path, chosen = picker.path, Counter(picker.selection)
        target: Step | None = None
        for move in accepted(moves, self.seat_view.legal):
            steps = tuple(self.action_steps(self.parse_action(move)))
            if len(steps) <= len(path) or steps[:len(path)] != path:
                continue
            nxt = steps[len(path)]
            if nxt.kind != SET:
                if not chosen:
                    target = nxt
                    break
                continue
            members: Counter[Any] = Counter(cast(tuple[Any, ...], nxt.key))
            if any(members[k] < n for k, n in chosen.items()):
                continue
            left = members - chosen
            target = Step(CARD, next(iter(left))) if left else FINISH_STEP
            break
        n = next((k for k, c in enumerate(self.choices) if c.enabled and not c.chosen and (
            c.step == target if target is not None else c.step is None)), None)
        if n is None:
            return None
        at = self.choice_point(self.choices[n])
        if at is None:
            return None
        return Pointer(at, Action.CONFIRM if n == self.focus else self.direction_to(n))

    def draw_hint_mark(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        """HINT over the choice the hint points at, while it is the player's decision still."""
        step = getattr(self, "hint_step", None)
        if step is None or self.seat_view.hint is None or self.deciding() is None:
            return
        ch = next((c for c in self.choices if c.step == step), None)
        if ch is None:
            return
        if ch.sprite is not None:
            x, y = ch.sprite.draw_pos
            pos = (round(x), round(y - ch.sprite.size[1] * ch.sprite.scale / 2 - 26))
        elif ch.rect is not None:
            pos = (ch.rect.centerx, ch.rect.y - 18)
        else:
            rect = self.step_rects().get(step)
            if rect is None:
                return
            pos = (rect.centerx, rect.y - 18)
        glow = 0.5 + 0.5 * math.sin(self.t * 6)
        hud.draw_chip(surface, pos, "HINT", theme.mix(theme.GOLD, pal.highlight, glow))


__all__ = ["TableHints"]
