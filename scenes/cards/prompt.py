"""The deciding human's choices on a card table: the picker's options as cards and buttons.

`TablePrompt` is a layer of the card table (scenes.cards.tabletop). Each decision builds a `Picker`
(scenes.cards.picker) from `legal_actions()` and the game's `action_steps`;
its options become `Choice`s: every card of the deciding seat's hand (the
cards no legal action allows greyed out, with the game's reason from
`explain`), then the buttons, then "Cancel" once a step has been taken.
LEFT/RIGHT (and the pad, and the mouse wheel) walk the focus, CONFIRM or a
click takes the focused choice, BACK undoes a step: every device ends in
the same `_activate`.

Folded moves: where the rules let an answer be followed by the answering seat's own turn with nothing
learnt in between that it needs (Jukem Soccer: NO to a PASS or a FLOP, then that seat plays), a game may
offer the turn's plays together with the answer (`folded_moves`, with two people on one screen): choosing
one plays the answer at once and the play as soon as the turn is the seat's, the same two moves in the
engine as ever, so the answer is not a stop of its own. What is offered reads only the deciding seat's
own view; the prompt (the words, the No answer button) is the same whatever the seat holds.

Leak-free: while the hand is face down (two humans, privacy on, PEEK not
held) the focus starts on the first card whatever it is, a card never says
why it cannot be played, and confirming one only asks to hold PEEK, so the
room learns nothing about a face-down card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from core import theme
from core.input import Action, InputEvent
from scenes.cards.picker import CARD, FINISH, Option, Picker, Step
from sprites.cards import hud
from sprites.cards.sprite import CardSprite
from scenes.cards.motion import TableMotion


BUTTON_H = 60
BUTTON_GAP = 12
HINT_S = 3.0
PEEK_FIRST = "Tap {key} to show your hand (tap again to hide it), or hold it while you play a card."


@dataclass
class Choice:
    """One thing the deciding human can focus: a card of their hand or a button."""

    key: str
    label: str
    step: Step | None = None
    """The picker step this takes (None: Cancel, which goes back one step)."""
    sprite: CardSprite | None = None
    action: Any = None
    """The action played at once (None when more steps follow)."""
    enabled: bool = True
    info: str = ""
    rect: pygame.Rect | None = None
    chosen: bool = False
    """A card already taken by an earlier step (JUKEM, waiting for its partner)."""


@dataclass(frozen=True)
class Folded:
    """A play of the deciding seat's own turn chosen together with the answer before it (`folded_moves`)."""

    answer: str
    """The answer (notation), played at once."""
    then: Any
    """The play (the game's action), played as soon as the turn is the seat's."""


class TablePrompt(TableMotion):
    """The person's choices, focus and input (the layer over the table's flights)."""

    #: The focused card's words in a bubble over it (a game whose table has no room above its hand says them
    #: in the status panel only).
    CARD_TOOLTIPS = True

    choices: list[Choice]

    # -- what the game says ---------------------------------------------------------
    def action_steps(self, action: Any) -> Sequence[Step]:
        """The steps a human takes to choose `action` (the game's)."""
        raise NotImplementedError

    def explain(self, step: Step, path: tuple[Step, ...], enabled: bool, seat: int) -> str:
        """What a choice does, or why it cannot be chosen now (the game's)."""
        return step.label

    def folded_moves(self, seat: int) -> list[Folded]:
        """Plays of `seat`'s own turn it may choose with its answer now (the game's; none by default). Only
        what the seat's own view says, and only where the rules give the turn to the seat straight after the
        answer with nothing learnt in between that the play depends on."""
        return []

    def _steps_of(self, action: Any) -> Sequence[Step]:
        return self.action_steps(action.then if isinstance(action, Folded) else action)

    def card_key(self, sprite: CardSprite) -> Any:
        """The key of a CARD step that stands for this sprite of the hand (the game's: usually its face)."""
        return sprite.data

    def button_label(self, step: Step) -> str:
        return step.label or str(step.key)

    def chosen_tag(self, step: Step) -> str:
        """The tag over a card taken by an earlier step."""
        return step.label or "Chosen"

    # -- the decision ------------------------------------------------------------------
    def deciding(self) -> int | None:
        """The human seat whose decision the screen is waiting for, if any."""
        v = self.seat_view
        seat = v.to_move
        if seat is None or self.finished or self.animating or not self.is_human(seat) or not v.legal:
            return None
        if self.hotseat and (self.screen_seat != seat or self._curtain is not None):
            return None
        return int(seat)

    def on_update(self, dt: float) -> None:
        super().on_update(dt)
        self._play_folded()
        self._sync_ui()

    def _play_folded(self) -> None:
        """The play chosen with an answer goes in once the turn is the chooser's and the answer has been shown."""
        due = self.folded_due
        if due is None:
            return
        seat, ply, move = due
        v = self.seat_view
        if v.ply < ply and not self.finished:
            return
        if v.ply > ply or self.finished:
            self.folded_due = None  # the game went on some other way (it cannot with the rules as they are)
            return
        if self.deciding() != seat or (self.match is not None and self.match.showing):
            return
        self.folded_due = None
        if move in v.legal:
            self.submit(move)
        else:
            self.say("Your play could not follow your answer: choose again.")

    @property
    def path(self) -> tuple[Step, ...]:
        """The steps taken towards the action being chosen."""
        return self.picker.path if self.picker is not None else ()

    def _clear_ui(self) -> None:
        self.picker = None
        self.choices = []
        self._choices_key = None
        for h in self.hands:
            if h._focus is not None:
                h.focus = None
        for c in self.cards:
            c.dim = False
        self._ui_seat = None

    def _sync_ui(self) -> None:
        seat = self.deciding()
        if seat is None:
            if self._ui_seat is not None or self.choices:
                self._clear_ui()
            return
        self._ui_seat = seat
        v = self.seat_view
        key = (v.ply, seat, id(v.observation))  # the observation too: a position put on the table anew
        if self.picker is None or self._picker_key != key:
            moves: list[Any] = [self.parse_action(n) for n in v.legal]
            self.picker = Picker(moves + list(self.folded_moves(seat)), self._steps_of)
            self._picker_key = key
        showing = self.hand_face_up(seat)
        key = self._ui_key(seat)
        if key != self._choices_key:
            same = self._choices_key is not None and self._choices_key[:2] == key[:2]  # the same decision
            before = self.focused_choice.step if self.focused_choice is not None and same else None
            self._choices_key = key
            self.choices = self._build_choices(seat, showing)
            # A card toggled in or out of a set keeps the focus (the next pick is usually its neighbour).
            keep = next((n for n, c in enumerate(self.choices) if before is not None and c.step == before
                         and c.enabled and c.sprite is not None and showing), None)
            self.focus = keep if keep is not None else self._default_focus(showing)
            self._focus_moved, self._focus_showing = keep is not None, showing
        elif showing != self._focus_showing:
            self.choices = self._build_choices(seat, showing)
            if showing and not self._focus_moved:  # the hand just turned up: start on its first real choice
                self.focus = self._default_focus(showing)
            elif not showing:
                self._focus_moved = True  # let go of PEEK: the focus stays where the player left it
            self._focus_showing = showing
        for ch in self.choices:
            if ch.sprite is not None:  # a card taken by an earlier step is part of the play: never greyed
                ch.sprite.dim = showing and not ch.enabled and not ch.chosen
        hand = self.hands[seat]
        focused = self.focused_choice
        want = hand.cards.index(focused.sprite) if focused is not None and focused.sprite in hand.cards else None
        if hand.focus != want:
            hand.focus = want

    def _ui_key(self, seat: int) -> tuple[Any, ...]:
        path = self.path
        sel = tuple(self.picker.selection) if self.picker is not None else ()
        return (self.seat_view.ply, seat, path, sel, len(self.hands[seat].cards))

    @property
    def focused_choice(self) -> Choice | None:
        if not self.choices:
            return None
        return self.choices[max(0, min(self.focus, len(self.choices) - 1))]

    def _default_focus(self, showing: bool) -> int:
        """The forced move's next step if there is one (the only legal move, scenes.play.forced), else
        the first real choice: a playable card (an answer, a SAVE), never "No save" while one exists.

        With the hand face down, the first card whatever it is: where the focus starts must not tell
        the room which card can be played."""
        cards = [n for n, c in enumerate(self.choices) if c.sprite is not None]
        if not showing and cards:
            return cards[0]
        forced = self.forced_action()
        steps = tuple(self.action_steps(self.parse_action(forced))) if forced is not None else ()
        path = self.path
        if len(steps) > len(path) and steps[:len(path)] == path:
            nxt = steps[len(path)]
            hit = next((n for n, c in enumerate(self.choices) if c.step == nxt and c.enabled), None)
            if hit is not None:
                return hit
        return next((n for n in cards if self.choices[n].enabled),
                    next((n for n, c in enumerate(self.choices) if c.enabled), 0))

    def _build_choices(self, seat: int, showing: bool) -> list[Choice]:
        picker = self.picker
        assert picker is not None
        hand = self.hands[seat].cards
        offered = [Step(CARD, self.card_key(sp)) for sp in hand]
        options = {o.step: o for o in picker.options(offered)}
        taken = [st for st in picker.path if st.kind == CARD]
        out: list[Choice] = []
        for n, sp in enumerate(hand):
            st = Step(CARD, self.card_key(sp))
            opt: Option[Any] = options[st]
            ch = Choice(f"card{n}", str(st.key), st, sp, opt.action, opt.enabled)
            if st in taken and not opt.enabled:
                taken.remove(st)
                ch.chosen = True
            ch.chosen = ch.chosen or opt.selected
            ch.info = self.explain(st, picker.path, opt.enabled, seat)
            out.append(ch)
        for opt in options.values():
            if opt.step.kind == CARD or not opt.enabled:
                continue
            st = opt.step
            out.append(Choice(str(st.key), self.button_label(st), st, None, opt.action, True,
                              self.explain(st, picker.path, True, seat)))
        if picker.path or picker.selection:
            out.append(Choice("cancel", "Cancel", None, info=self.explain(Step("cancel", "cancel"), picker.path,
                                                                          True, seat)))
        for ch, r in zip([c for c in out if c.sprite is None], self._button_rects(seat)):
            ch.rect = r
        return out

    def _button_rects(self, seat: int) -> list[pygame.Rect]:
        area = self.layout.get(f"buttons_{self.side(seat)}", pygame.Rect(1336, 830, 184, 170))
        return [pygame.Rect(area.x, area.y + k * (BUTTON_H + BUTTON_GAP), area.w, BUTTON_H) for k in range(3)]

    # -- input ---------------------------------------------------------------------------
    def handle_input(self, event: InputEvent, seat: int | None) -> None:
        a = event.action
        if not event.pressed or a == Action.PEEK:
            return
        pointer = a in (Action.POINT, Action.RELEASE)
        if seat is None:
            if not pointer and not self.finished:
                self._wait_hint()
            return
        if self.animating:
            if a in (Action.CONFIRM, Action.CLICK):
                self.skip()
            return
        if self.deciding() != seat:
            return
        self._sync_ui()
        if a in (Action.LEFT, Action.UP, Action.SCROLL_UP, Action.PREV):
            self._move_focus(-1)
        elif a in (Action.RIGHT, Action.DOWN, Action.SCROLL_DOWN, Action.NEXT):
            self._move_focus(1)
        elif a == Action.CONFIRM:
            self._activate(self.focused_choice, seat)
        elif a == Action.BACK:
            if self.picker is not None and self.picker.back():
                self._sync_ui()
                self._sound("back")
            else:
                self.say("Nothing to cancel: choose with LEFT and RIGHT, then confirm.")
        elif a == Action.POINT and event.pos is not None:
            n = self._hit(event.pos)
            if n is not None and n != self.focus:
                self.focus = n
                self._focus_moved = True
        elif a == Action.CLICK and event.pos is not None:
            n = self._hit(event.pos)
            if n is not None:
                self.focus = n
                self._activate(self.choices[n], seat)

    def _wait_hint(self) -> None:
        cur = self.seat_view.to_move
        if cur is None:
            return
        name = self.seat_name(cur)
        if not self.is_human(cur):
            self.say(f"Please wait: {name} (the computer) is deciding.", this_decision=True)
        else:
            self.say(f"It is {name}'s decision: {name}'s controls play now.", this_decision=True)

    def _move_focus(self, step: int) -> None:
        if not self.choices:
            return
        n = max(0, min(len(self.choices) - 1, self.focus + step))
        if n != self.focus:
            self.focus = n
            self._focus_moved = True
            self._sound("click")

    def step_rects(self) -> dict[Any, pygame.Rect]:
        """Places that choose a step when clicked, besides cards and buttons (the game's)."""
        return {}

    def choice_center(self, ch: Choice) -> tuple[float, float] | None:
        """Where a choice is on screen (a card, a button or a place of `step_rects`)."""
        if ch.sprite is not None:
            return ch.sprite.draw_pos
        if ch.rect is not None:
            return (float(ch.rect.centerx), float(ch.rect.centery))
        rect = self.step_rects().get(ch.step)
        return (float(rect.centerx), float(rect.centery)) if rect is not None else None

    def choice_point(self, ch: Choice) -> tuple[float, float] | None:
        """A point a click on which takes the choice: a hand's card where it shows in the fan (its neighbour
        lies over its middle), else the choice's centre."""
        at = self.choice_center(ch)
        seat = self._ui_seat
        sp = ch.sprite
        if sp is None or at is None or seat is None or sp not in self.hands[seat].cards:
            return at
        hand = self.hands[seat]
        w, h = sp.size[0] * sp.scale, sp.size[1] * sp.scale
        for fy in (0.0, -0.3, 0.3):
            for fx in (0.0, -0.15, -0.3, -0.4, 0.15, 0.3, 0.4):
                pos = (at[0] + fx * w, at[1] + fy * h)
                i = hand.hit_test(pos)
                if i is not None and hand.cards[i] is sp:
                    return pos
        return at

    def direction_to(self, n: int) -> Action:
        """The press that walks the focus towards choice `n` (the kit walks the list: LEFT and RIGHT)."""
        return Action.RIGHT if n > self.focus else Action.LEFT

    def _hit(self, pos: tuple[float, float]) -> int | None:
        for n, c in enumerate(self.choices):
            if c.rect is not None and c.rect.collidepoint(pos):
                return n
        for step, rect in self.step_rects().items():
            if rect.collidepoint(pos):
                hit = next((n for n, c in enumerate(self.choices) if c.step == step and c.enabled), None)
                if hit is not None:
                    return hit
        seat = self._ui_seat
        if seat is None:
            return None
        i = self.hands[seat].hit_test(pos)
        if i is None:
            return None
        sp = self.hands[seat].cards[i]
        return next((n for n, c in enumerate(self.choices) if c.sprite is sp), None)

    def _activate(self, ch: Choice | None, seat: int) -> None:
        if ch is None or self.picker is None:
            return
        # First, before anything that depends on the card: a face-down card says nothing about itself.
        if ch.sprite is not None and not self.hand_face_up(seat):
            self._sound("back")
            self.say(PEEK_FIRST.format(key=self.peek_key(seat)))
            return
        if not ch.enabled:
            # The reason is already on screen (the status panel and the card's tooltip): say it once, not thrice.
            self._sound("back")
            return
        if ch.step is None:  # Cancel
            self.picker.back()
            self._sound("back")
            self._sync_ui()
            return
        try:
            action = self.picker.choose(ch.step)
        except ValueError:
            self._sound("back")
            return
        if action is None:
            self._sound("confirm")
            self._sync_ui()
            self.follow_hint()
            return
        if isinstance(action, Folded):
            if action.answer not in self.seat_view.legal:
                self._sound("back")
                return
            self._sound("confirm")
            due = (seat, self.seat_view.ply + 1, str(action.then))
            if self.submit(action.answer):
                self.folded_due = due
            return
        if str(action) not in self.seat_view.legal:
            self._sound("back")
            return
        self._sound("confirm")
        self.submit(str(action))

    def follow_hint(self) -> None:
        """A step of the hinted move was taken (its first card, say): the focus goes on to its next one."""
        hint = self.seat_view.hint
        if hint is None or self.picker is None or hint not in self.seat_view.legal:
            return
        action = self.parse_action(hint)
        steps, path = tuple(self.action_steps(action)), self.picker.path
        if len(steps) <= len(path) or steps[:len(path)] != path:
            return
        hit = next((n for n, c in enumerate(self.choices) if c.step == steps[len(path)]), None)
        if hit is not None:
            self.focus = hit
            self.hint_step = steps[len(path)]

    def peek_key(self, seat: int) -> str:
        """The name of what `seat` holds to peek: its key on a keyboard, else the button the prompt bar shows."""
        from core.input import keys_for
        from sprites.ui.glyphs import key_label

        app = self.app
        device = app.input.seats[seat] if app is not None else None
        if app is not None and device in ("kb1", "kb2"):
            keys = keys_for(device, Action.PEEK, app.settings.key_bindings)
            if keys:
                return key_label(keys[0])
        return "your peek button"

    # -- drawing -------------------------------------------------------------------------
    def confirm_verb(self, seat: int) -> str:
        """What CONFIRM does now, for the prompt bar (the same words for every face-down card)."""
        focused = self.focused_choice
        if focused is None:
            return "Play"
        if focused.sprite is None:
            return focused.label
        if not self.hand_face_up(seat):
            return "Play"
        if not focused.enabled:
            return ""  # a greyed-out card: confirming it does nothing, so the bar offers nothing
        return "Play" if focused.action is not None else "Choose"

    def draw_choice_marks(self, surface: pygame.Surface, seat: int, highlight: tuple[int, int, int],
                          bounds: pygame.Rect) -> None:
        """The buttons, the tags over cards taken by earlier steps and the focused card's tooltip."""
        focused = self.focused_choice
        showing = self.hand_face_up(seat)
        for ch in self.choices:
            if ch.rect is not None:
                hud.draw_button(surface, ch.rect, ch.label, ch is focused, ch.enabled, highlight)
            if ch.chosen and ch.sprite is not None and ch.step is not None and showing:
                x, y = ch.sprite.draw_pos
                hud.draw_tag(surface, self.chosen_tag(ch.step), (x, y - ch.sprite.size[1] * ch.sprite.scale / 2 - 8),
                             theme.GOLD)
        if focused is not None and focused.sprite is not None and showing and self.CARD_TOOLTIPS:
            sp = focused.sprite
            x, y = sp.draw_pos
            half = sp.size[1] * sp.scale / 2
            color = theme.INK if focused.enabled else hud.REASON_INK
            if self.side(seat) == "blue":
                hud.draw_tooltip(surface, focused.info, (x, y - half - 14), "midbottom", color, bounds)
            else:
                hud.draw_tooltip(surface, focused.info, (x, y + half + 14), "midtop", color, bounds)


__all__ = ["Choice", "Folded", "TablePrompt", "FINISH", "HINT_S", "PEEK_FIRST"]
