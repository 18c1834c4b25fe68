"""The person's choices at the G.O.A.L. table (the layer over the legal moves, Suggest and hints).

A SHOOT or a TACKLE is chosen cards first (scenes.goal.steps): the cards chosen stand up out of the
hand, then the goal card (a click on it plays the cards there), then an X's value in a strip. The goal
cards are walked left to right as they lie; an X's values are drawn highest first, the focus on it; Cancel puts every chosen
card back.

With two people on one screen the hand is face down unless its owner holds PEEK, and then nothing on the
screen may name, count or explain a card of it: the choices are the hand's cards, all alike, and Pass
(what a pass draws is public); the cards chosen lie down with the others and no button says what they
would make or where they would go. The choice in progress is kept, unseen, and shown again, with the focus
where the player left it, when they hold PEEK again. A card confirmed, a goal card clicked or BACK while
the hand is face down only asks to hold PEEK, whatever was chosen; Pass passes.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from core.input import Action as Input
from core.input import InputEvent
from engines.goal.notation import TACKLE, Action
from engines.goal.words import cards_words, short_name
from match.setup import GameSetup
from scenes.cards.picker import FINISH, SET, VALUE, ZONE, Step, set_key
from scenes.cards.prompt import BUTTON_H, PEEK_FIRST, Choice
from scenes.goal.steps import (
    PASS_STEP, SUGGEST_STEP, action_steps, button_name, explain, in_written_order, pass_words, set_faces, value_of,
)
from scenes.goal.suggest import GoalSuggest
from sprites.cards.sprite import CardSprite
from sprites.goal.faces import card_name

VALUE_W = 62


def choice_key(choice: Choice) -> Hashable:
    """What a choice stands for, the same in every list of choices that holds it: its step (a card's is
    its face), or its key (Cancel)."""
    return choice.step if choice.step is not None else choice.key


def value_rank(choice: Choice) -> int:
    """Where an X's value stands in the strip of values: the highest first."""
    return -value_of(choice.step)[1] if choice.step is not None else 0


class GoalChoices(GoalSuggest):
    """The person's choices, their words, and input (keys, pad, mouse) at the G.O.A.L. table."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        #: The choice focused when the hand turned face down, focused again when it is shown (unless the
        #: player walked the face-down hand to another choice), and the one the face-down hand started on.
        self._focus_shown: Hashable | None = None
        self._focus_hidden: Hashable | None = None
        super().__init__(setup, sync_bots=sync_bots)

    # ------------------------------------------------------------------ steps and words
    def action_steps(self, action: Any) -> tuple[Step, ...]:
        return action_steps(action)

    def card_key(self, sprite: CardSprite) -> str:
        card = self.card_of(sprite)
        return self.deck.face[card] if card is not None else ""

    def card_title(self, key: Any) -> str:
        return card_name(str(key))

    def explain(self, step: Step, path: tuple[Step, ...], enabled: bool, seat: int) -> str:
        sel = in_written_order(self.picker.selection) if self.picker is not None else []
        sit = self.situation(seat)
        if step.kind == FINISH:
            targets = {(a.kind, a.goal) for a in self.finishing()}
            if len(targets) == 1:  # the button plays them there: say so, as the goal card would
                kind, goal = next(iter(targets))
                where = explain(Step(ZONE, goal, "Tackle" if kind == TACKLE else "Shoot"), path, sel, True, sit)
                return f"{cards_words(sel)}: {where[0].lower()}{where[1:]}"
        return explain(step, path, sel, enabled, sit)

    @property
    def stage(self) -> str:
        """Where the choice stands: "cards" (picking cards or passing), "goal" (which goal card) or "value"."""
        path = self.path
        if not path or path[0].kind != SET:
            return "cards"
        return "goal" if len(path) == 1 else "value"

    def chosen_faces(self) -> list[str]:
        """The faces chosen for the combination so far."""
        path = self.path
        if path and path[0].kind == SET:
            return set_faces(path[0])
        return in_written_order(self.picker.selection) if self.picker is not None else []

    def finishing(self) -> list[Action]:
        """The actions the cards chosen so far would make, once committed ("Play them")."""
        picker = self.picker
        if picker is None or not picker.selection:
            return []
        n, key = len(picker.path), set_key(picker.selection)
        return [a for a, s in picker.live() if len(s) > n and s[n].kind == SET and set_key(set_faces(s[n])) == key]

    def button_label(self, step: Step) -> str:
        if step.kind == FINISH:
            targets = {(a.kind, a.goal) for a in self.finishing()}
            if len(targets) == 1:  # the button says where they go (and that it is a tackle), in two lines
                kind, goal = next(iter(targets))
                return f"{'Tackle' if kind == TACKLE else 'Shoot'} {button_name(goal)}"
            return "Play them"
        if step == PASS_STEP:
            seat = self.seat_view.to_move
            n = min(self.marker(), self.deck_left(seat)) if seat is not None else 0
            return f"Pass: draw {n}" if n else "Pass"
        if step.kind == ZONE:
            return f"{step.label} {short_name(str(step.key))}"
        if step.kind == VALUE:
            return str(value_of(step)[1])
        return step.label or str(step.key)

    # ------------------------------------------------------------------ the choices
    def _build_choices(self, seat: int, showing: bool) -> list[Choice]:
        """The kit's choices, with the goal cards as places to click and the X's values in a strip; once
        the cards are chosen they are no longer choices (they stand up, chosen) and the focus walks the
        goal cards or the values only. With the hand face down: its cards and Pass, nothing else."""
        out = super()._build_choices(seat, showing)
        if not showing:
            return self._face_down_choices(seat, out)
        stage = self.stage
        chosen = set(self.chosen_faces())
        hand = self.hands[seat]
        hand.picked = [sp for sp in hand.cards if self.card_of(sp) is not None and self.card_key(sp) in chosen]
        hand.layout()
        if stage != "cards":
            for c in out:
                if c.sprite is not None:
                    c.sprite.dim = self.card_key(c.sprite) not in chosen
            out = [c for c in out if c.sprite is None]
        for c in out:
            if c.sprite is not None and self.card_key(c.sprite) in chosen:
                c.chosen = False  # standing up says it; no tag over a tight hand

        def column(c: Choice) -> int:
            return (self.goal_slot(str(c.step.key)) or 0) if c.step is not None else 0

        zones = sorted((c for c in out if c.step is not None and c.step.kind == ZONE), key=column)
        if zones:  # left and right walk the goal cards as they lie on the table
            at = min(out.index(z) for z in zones)
            rest = [c for c in out if c.step is None or c.step.kind != ZONE]
            out = rest[:at] + zones + rest[at:]
        values = sorted((c for c in out if c.step is not None and c.step.kind == VALUE), key=value_rank)
        if values:  # the best value (the highest, what most combinations want) first, where the focus starts
            at = min(out.index(v) for v in values)
            rest = [c for c in out if c.step is None or c.step.kind != VALUE]
            out = rest[:at] + values + rest[at:]
        if stage == "cards" and self.suggested():
            n = len(self.suggested())
            at = self._suggest_at
            picking = at >= 0 and self.picker is not None and bool(self.picker.selection)
            out.append(Choice("suggest", f"Suggest {at + 1}/{n}" if picking else "Suggest", SUGGEST_STEP,
                              info=f"Show a combination you can play ({n} in all): press again for the next"))
        buttons = iter(self._button_rects(seat))
        strip = self.layout.rect("values")
        x0 = strip.centerx - (len(values) * (VALUE_W + 8) - 8) / 2
        for c in out:
            if c.sprite is not None:
                continue
            if c.step is not None and c.step.kind == ZONE:
                c.rect = None  # the goal card itself is the place to click (step_rects)
            elif c.step is not None and c.step.kind == VALUE:
                c.rect = pygame.Rect(round(x0 + values.index(c) * (VALUE_W + 8)), strip.y + 6, VALUE_W, BUTTON_H)
            else:
                c.rect = next(buttons, None)
        return out

    def _face_down_choices(self, seat: int, kit: list[Choice]) -> list[Choice]:
        """The choices of a hand face down to the room: every card alike (none picked, greyed or explained)
        and Pass. Nothing in them depends on the hand's cards or on what was chosen from it."""
        hand = self.hands[seat]
        if hand.picked:
            hand.picked = []
            hand.layout()
        cards = [c for c in kit if c.sprite is not None]
        for c in cards:
            c.enabled, c.chosen, c.info = True, False, ""
            assert c.sprite is not None
            c.sprite.dim = False
        passing = Choice("pass", self.button_label(PASS_STEP), PASS_STEP, None, self.parse_action("PASS"), True,
                         pass_words(self.situation(seat)))
        passing.rect = self._button_rects(seat)[0]
        return cards + [passing]

    def _default_focus(self, showing: bool) -> int:
        """The kit's; for an X's value the highest (the value most combinations want), drawn first."""
        values = [n for n, c in enumerate(self.choices) if c.step is not None and c.step.kind == VALUE]
        return values[0] if values and showing else super()._default_focus(showing)

    def _focused_key(self) -> Hashable | None:
        focused = self.focused_choice
        return choice_key(focused) if focused is not None else None

    def _index_of(self, key: Hashable | None) -> int | None:
        if key is None:
            return None
        return next((n for n, c in enumerate(self.choices) if choice_key(c) == key), None)

    def _sync_ui(self) -> None:
        """The kit's, and when the hand turns face down or up the focus stays on the same choice (the lists
        differ: a face-down hand offers only its cards and Pass): a choice that is hidden now (a button, a
        goal card, a value) leaves the focus on the first card, and has it back when the hand is shown."""
        seat = self.deciding()
        turning = (seat is not None and seat == self._ui_seat and bool(self.choices)
                   and self.hand_face_up(seat) != self._focus_showing)
        held = self._focused_key()
        super()._sync_ui()
        if not turning or not self.choices:
            return
        if not self._focus_showing:  # just turned face down
            self._focus_shown = held
            n = self._index_of(held)
            if n is None:
                n = next((k for k, c in enumerate(self.choices) if c.sprite is not None), 0)
            self.focus = n
            self._focus_hidden = self._focused_key()
        else:  # shown again: where the player left it before, unless they walked the face-down hand since
            keys = (held, self._focus_shown) if held != self._focus_hidden else (self._focus_shown, held)
            n = next((k for k in map(self._index_of, keys) if k is not None), None)
            if n is not None:
                self.focus = n
        super()._sync_ui()  # the hand's focused card follows

    def _clear_ui(self) -> None:
        super()._clear_ui()
        for hand in self.hands:
            hand.picked = []  # the cards chosen fly or lie down with the next layout

    def _activate(self, ch: Choice | None, seat: int) -> None:
        """Cancel puts every chosen card back (BACK, the key, puts back the last one); Suggest shows the next
        combination; Pass from a face-down hand puts back, unseen, whatever was chosen."""
        if ch is not None and ch.step == SUGGEST_STEP:
            self.suggest(seat)
            return
        if ch is not None and ch.step == PASS_STEP and self.picker is not None and not self.hand_face_up(seat):
            self.picker.reset()
        if ch is not None and ch.step is None and self.picker is not None and self.stage == "cards":
            self.picker.reset()
            self._sound("back")
            self._sync_ui()
            return
        super()._activate(ch, seat)

    # ------------------------------------------------------------------ input
    def step_rects(self) -> dict[Any, pygame.Rect]:
        """A click on a goal card chooses it."""
        out: dict[Any, pygame.Rect] = {}
        for c in self.choices:
            if c.step is not None and c.step.kind == ZONE:
                k = self.goal_slot(str(c.step.key))
                if k is not None:
                    out[c.step] = self.layout.rect(f"goal_{k}")
        return out

    def handle_input(self, event: InputEvent, seat: int | None) -> None:
        """A click on a goal card while the chosen cards make a combination plays them there at once. With
        the hand face down, BACK and a click on a goal card only ask to hold PEEK, whatever was chosen."""
        deciding = (event.pressed and seat is not None and not self.animating and self.deciding() == seat
                    and self.picker is not None)
        if deciding and seat is not None and not self.hand_face_up(seat):
            if event.action == Input.BACK or (event.action == Input.CLICK and event.pos is not None
                                              and self._goal_at(event.pos) is not None):
                self._sound("back")
                self.say(PEEK_FIRST.format(key=self.peek_key(seat)))
                return
        elif (deciding and seat is not None and event.action == Input.CLICK and event.pos is not None
              and self.stage == "cards" and self.picker is not None):
            finish = next((c for c in self.choices if c.step is not None and c.step.kind == FINISH), None)
            goal = self._goal_at(event.pos)
            if goal is not None and self.picker.selection:
                if finish is None or not any(a.goal == goal for a in self.finishing()):
                    self._sound("back")
                    self.say(f"{cards_words(self.chosen_faces())} cannot go onto {short_name(goal)}")
                    return
                self._activate(finish, seat)
                zone = next((c for c in self.choices if c.step is not None and c.step.kind == ZONE
                             and c.step.key == goal), None)
                if zone is not None and self.stage == "goal":
                    self._activate(zone, seat)
                return
        super().handle_input(event, seat)

    def _goal_at(self, pos: tuple[float, float]) -> str | None:
        for k, face in enumerate(self.goal_faces()):
            if self.layout.rect(f"goal_{k}").collidepoint(pos):
                return face
        return None


__all__ = ["GoalChoices", "VALUE_W", "choice_key"]
