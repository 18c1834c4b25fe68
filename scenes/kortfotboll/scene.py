"""Kortfotboll: eleven face-down cards a side on a pitch, attacks row by row, jokers, penalties.

Only what is Kortfotboll's own lives here; the table, snap, flights, the
dispatcher, the picker, focus and input, privacy, peek, the hand-off
curtain, the coin toss and the big panels are the card-table kit's
(scenes.cards). The pitch comes from the Tiled layout
levels/kortfotboll_table.tmx (sprites.kortfotboll.table): the seat that
decides plays on the left half, attacking right.

The scene is a view of a Match: it draws the screen's SeatView and submits
moves as notation; it never holds the engine's state. It is built as a
chain of layers over the kit's `CardTableScene`, each a subclass of the one
below and reading only what is defined under it:

- `KortTable` (scenes.kortfotboll.pitch): the zones, what the view says is
  where, the numbers on screen;
- `KortLineup` (lineup): the line-up board and "Ready";
- `KortDrawing` (drawing): the pictures over the table;
- `KortWords` (words): the status panel, the log, the scorers' names;
- `KortEvents` (events): the events as tweens;
- `KortfotbollScene` (here): the person's choices on the pitch.
"""

from __future__ import annotations

from dataclasses import replace
from collections.abc import Sequence
from typing import Any

import pygame

from core.input import Action as Input
from core.input import InputEvent
from engines.kortfotboll.rules import MAX_SUBS
from match.setup import GameSetup
from scenes.cards.picker import CARD, SLOT, ZONE, Step
from scenes.cards.prompt import Choice
from scenes.kortfotboll.events import KortEvents
from scenes.kortfotboll.lineup import AUTO_STEP, READY_STEP
from scenes.kortfotboll.steps import (
    ATTACK_STEP, MINE, SUB_CONFIRM, THEIRS, action_steps, blocked_words, card_words, no_sub_words, position_words,
)
from scenes.play.base import BOT_PAUSE_S
from scenes.play.teaching import Pointer, accepted
from scenes.play.coin_toss import CoinToss
from sprites.fx.coin import CARD_TABLE
from sprites.kortfotboll.faces import DEFAULT_BACKS, back_for
from sprites.kortfotboll.table import card_rect, note_words

#: The computer's pause between two placements of its line-up (eleven moves alike, laid out briskly).
LINEUP_PAUSE_S = 0.1


#: The swap a lesson has the player make after Auto-arrange: these two positions' cards change places.
LESSON_SWAP = ("DEF1", "MID1")


class KortfotbollScene(KortEvents):
    """A game of Kortfotboll on one screen."""

    #: The hand lies under the pitch: the focused card's words are in the status panel, not over the slots.
    CARD_TOOLTIPS = False

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, sync_bots=sync_bots)
        self.coin = CoinToss(replace(CARD_TABLE, title="Who kicks off?", verdict="{} kicks off!"))
        self._warm_faces = [self.face_of(c) for c in range(self.deck.per_seat)]
        self._deal_out_decks()
        self.run(self.events_to_tweens(self.view_events()))

    def enter(self) -> None:
        """The table preferences chosen in the lobby: each player's card backs, the scorers, the notes."""
        super().enter()
        backs = self.table_pref("backs", list(DEFAULT_BACKS))
        self._backs = (back_for(str(backs[0])), back_for(str(backs[1])))
        self.scout_notes = bool(self.table_pref("notes", False))
        self.roster_id = str(self.table_pref("roster", "deck"))
        self._apply_backs()

    def bot_pause(self) -> float:
        """The computer lays its team out card by card briskly (eleven moves alike); its turns keep the pause."""
        return LINEUP_PAUSE_S if self.phase == "setup" else BOT_PAUSE_S

    # ------------------------------------------------------------------ choosing an action
    def show_hint(self, notation: str) -> None:
        """Setting up, the hint is the computer's whole lineup: Auto-arrange."""
        if self.phase == "setup":
            hit = next((n for n, c in enumerate(self.choices) if c.step == AUTO_STEP), None)
            if hit is not None:
                self.focus = hit
                self.hint_step = AUTO_STEP
            return
        super().show_hint(notation)

    def hint_words(self, notation: str) -> str:
        if self.phase == "setup":
            return "Hint: Auto-arrange lays your team out the way the computer would; then swap what you like."
        return super().hint_words(notation)

    def confirm_verb(self, seat: int) -> str:
        """Nothing to confirm on a greyed-out choice (a target behind a closed line, Ready too soon)."""
        focused = self.focused_choice
        if focused is not None and not focused.enabled:
            return ""
        if focused is not None and focused.sprite is None and focused.step is not None \
                and focused.step.kind in (SLOT, ZONE):
            return self._place_verb(focused, seat)  # "Attack", "Refill", "Here": what the press does
        return super().confirm_verb(seat)

    def action_steps(self, action: Any) -> tuple[Step, ...]:
        return action_steps(action)

    def _build_choices(self, seat: int, showing: bool) -> list[Choice]:
        """Setting up: the lineup board. Else the positions on the pitch (greyed out with the row that must
        open first), then the buttons."""
        if self.phase == "setup":
            return self.lineup_choices(seat, showing)
        picker = self.picker
        assert picker is not None
        offered = self._offered(seat)
        options = picker.options(offered, lambda st, path: self.why_not(st))
        out: list[Choice] = []
        for opt in options:
            st = opt.step
            if st.kind == CARD:
                continue
            info = self.explain(st, picker.path, opt.enabled, seat) if opt.enabled else opt.reason
            out.append(Choice(repr(st.key), self.button_label(st), st, None, opt.action, opt.enabled, info))
        places = sorted((c for c in out if c.step is not None and c.step.kind in (SLOT, ZONE)), key=self._screen_order)
        buttons = [c for c in out if c not in places]
        if picker.path:
            buttons.append(Choice("cancel", "Cancel", None, info="Back: choose something else"))
        for ch, rect in zip(buttons, self._button_rects(seat)):
            ch.rect = rect
        return places + buttons

    def _offered(self, seat: int) -> list[Step]:
        """While a card is turned up: every position of the other team that holds a card, so the covered
        rows are offered greyed out. In a turn: each of the seat's own cards, so one that cannot be
        substituted now is there greyed out with the reason instead of skipped."""
        if self.phase == "turn":
            return [Step(SLOT, (MINE, pos)) for pos in self.forms[seat].positions if pos in self.held(seat)]
        if self.phase != "target":
            return []
        other = 1 - seat
        held = self.held(other)
        return [Step(ZONE, (THEIRS, pos)) for pos in self.forms[other].positions if pos in held or pos == "GK"]

    def why_not(self, step: Step) -> str:
        if step.kind == SLOT and isinstance(step.key, tuple) and step.key[0] == MINE:
            seat = self._ui_seat or 0
            seen = self.seen
            return no_sub_words(str(step.key[1]), bool(self.open_positions(seat)), int(seen["subs"][seat]),
                                [str(p) for p in seen["subbed"]])
        if step.kind == ZONE and isinstance(step.key, tuple) and step.key[0] == THEIRS:
            other = 1 - (self._ui_seat or 0)
            form, held = self.forms[other], self.held(other)
            gaps = {form.rows[i] for i, pos in enumerate(form.positions) if pos not in held}
            return blocked_words(str(step.key[1]), gaps)
        return ""

    def _screen_order(self, ch: Choice) -> tuple[float, float]:
        step = ch.step
        assert step is not None and isinstance(step.key, tuple)
        owner, pos = step.key
        mine = self._ui_seat or 0
        x, y = self.fields[mine if owner == MINE else 1 - mine][str(pos)].center
        return (x, y)

    def button_label(self, step: Step) -> str:
        if step.kind in (SLOT, ZONE) and isinstance(step.key, tuple):
            return position_words(str(step.key[1])).capitalize()
        if step == ATTACK_STEP:
            return "Attack"
        return step.label or str(step.key)

    def explain(self, step: Step, path: tuple[Step, ...], enabled: bool, seat: int) -> str:
        other = self.names[1 - seat]
        showing = self.hand_face_up(seat)
        if step == ATTACK_STEP:
            n = self.library_count(seat)
            left = f"{n} cards left in it" if n != 1 else "it is the last one"
            return f"Turn up the top card of your library and attack with it ({left})"
        if step == SUB_CONFIRM:
            return "Show the card, discard it, and put the top card of your library in its place"
        if not isinstance(step.key, tuple):
            return step.label
        owner, pos = step.key
        where = position_words(str(pos))
        if owner == MINE and step.label == "Refill" or (owner == MINE and not path and self._is_empty(seat, pos)):
            return f"Refill the empty {where}: the top card of your library goes there (only you see it)"
        if owner == MINE:
            subs_left = MAX_SUBS - int(self.seen["subs"][seat])
            card = self._field_card(seat, str(pos))
            what = card_words(self.deck.face[card]) if showing and card is not None else "card"
            return (f"Substitute your {what} at {where}: {other} sees it, it is discarded and your library's top "
                    f"card takes its place ({subs_left} of {MAX_SUBS} substitutions left)")
        turned = self.turned_face
        mine = card_words(turned) if turned is not None else "card"
        note = self._note_words(seat, str(pos))
        if pos == "GK":
            if self._is_empty(1 - seat, "GK"):
                return f"The goal is empty: your {mine} scores"
            return f"Shoot with your {mine}: a goal if it is at least as high as the goalkeeper{note}"
        return f"Attack {other}'s {where} with your {mine}: equal or higher beats it{note}"

    def _note_words(self, seat: int, pos: str) -> str:
        """What the seat has learned of that card, when the scouting notes are on."""
        if not self.scout_notes:
            return ""
        note = self.notes_now()[seat].get(pos)
        return f" (your notes: {note_words(str(note[0]), str(note[1]))})" if note else ""

    def _default_focus(self, showing: bool) -> int:
        """Setting up: the first card. A turn: the first empty position to refill, else Attack; Attack too
        when the library holds only the card to attack with (a refill would use it and end the turn with
        no attack: a stray confirm must not do that). A target: the first that may be attacked."""
        if self.phase == "turn":
            seat = self._ui_seat or 0
            spare = int(self.seen["libraries"][seat]["count"]) > 1
            refill = next((n for n, c in enumerate(self.choices) if spare and c.enabled and self._refills(c)),
                          None)
            attack = next((n for n, c in enumerate(self.choices) if c.step == ATTACK_STEP), None)
            if refill is not None:
                return refill
            if attack is not None:
                return attack
        if self.phase == "setup":
            card = next((n for n, c in enumerate(self.choices) if c.sprite is not None), None)
            return card if card is not None else len(self.choices) - 1
        return next((n for n, c in enumerate(self.choices) if c.enabled), 0)

    def _refills(self, ch: Choice) -> bool:
        """Whether a choice is one of the seat's own empty positions (a refill)."""
        step = ch.step
        return (step is not None and step.kind == SLOT and isinstance(step.key, tuple)
                and self._is_empty(self._ui_seat or 0, step.key[1]))

    def _activate(self, ch: Choice | None, seat: int) -> None:
        if self.phase == "setup":
            self.lineup_activate(ch, seat)
            return
        if ch is not None and not ch.enabled and ch.info:
            self._sound("back")
            self.say(ch.info)
            return
        super()._activate(ch, seat)

    def _hit(self, pos: tuple[float, float]) -> int | None:
        """Positions first (a greyed one too, so a click says why), then one's own library (its top card is
        what an attack turns up: a click there is Attack), then the kit's cards and buttons."""
        for step, rect in self.step_rects().items():
            if rect.collidepoint(pos):
                hit = next((n for n, c in enumerate(self.choices) if c.step == step), None)
                if hit is not None:
                    return hit
        seat = self._ui_seat
        if seat is not None:
            library = self.libraries[seat]
            if card_rect(library.center, library.scale).inflate(12, 12).collidepoint(pos):
                hit = next((n for n, c in enumerate(self.choices) if c.step == ATTACK_STEP), None)
                if hit is not None:
                    return hit
        return super()._hit(pos)

    DIRECTIONS = (Input.LEFT, Input.RIGHT, Input.UP, Input.DOWN)

    def lesson_pointer(self, moves: Sequence[str]) -> Pointer | None:
        """Setting up, a lesson points the line-up board's way: Auto-arrange, then a swap (a defender, then a
        midfield position: their cards change places), then Ready; cards left in hand one by one. Else the
        kit's."""
        seat = self.deciding()
        if self.phase != "setup" or seat is None:
            return super().lesson_pointer(moves)
        if self._placing or not self.hand_face_up(seat) or not accepted(moves, self.seat_view.legal):
            return None
        left = self.lineup_hand(seat)
        free = [p for p in self.open_positions(seat) if p not in self.lineup]
        if self.lineup_pick is not None:
            there = free[0] if free else LESSON_SWAP[1]
        elif left:
            there = None
        elif self.lineup == self.auto_lineup_now(seat):
            there = LESSON_SWAP[0]
        else:
            there = None
        target = (Step(SLOT, (MINE, there)) if there is not None else AUTO_STEP if not self.lineup
                  else Step(CARD, ("hand", left[0])) if left else READY_STEP)
        n = next((k for k, c in enumerate(self.choices) if c.step == target and c.enabled), None)
        at = self.choice_point(self.choices[n]) if n is not None else None
        if n is None or at is None:
            return None
        return Pointer(at, Input.CONFIRM if n == self.focus else self.direction_to(n))

    def lesson_panel(self) -> pygame.Rect:
        """A lesson's words over the top of the plays log (its newest plays, at the bottom, stay in sight): the
        top of the table holds Red's library and discards."""
        log = self.layout.rect("log")
        return pygame.Rect(log.x - 20, log.y, log.w + 40, min(log.h - 260, 640))

    def direction_to(self, n: int) -> Input:
        """The arrows walk the table as it looks: the press that brings the focus nearest choice `n`."""
        from scenes.play.teaching import step_toward
        from sprites.ui.widgets import point_toward

        placed = [(k, p) for k, p in ((k, self.choice_center(c)) for k, c in enumerate(self.choices))
                  if p is not None]
        here = next((i for i, (k, _p) in enumerate(placed) if k == self.focus), None)
        there = next((i for i, (k, _p) in enumerate(placed) if k == n), None)
        if here is None or there is None:
            return super().direction_to(n)
        return step_toward([p for _k, p in placed], here, there, point_toward)

    def move_focus_towards(self, direction: Input) -> bool:
        """The arrows walk the table as it looks (sprites.ui.widgets.point_toward, the menus' rule for
        points): to the nearest choice that way; False at the table's edge."""
        from sprites.ui.widgets import point_toward

        placed = [(n, p) for n, p in ((n, self.choice_center(c)) for n, c in enumerate(self.choices))
                  if p is not None]
        here = next((k for k, (n, _p) in enumerate(placed) if n == self.focus), None)
        if here is None:
            return False
        hit = point_toward([p for _n, p in placed], here, direction, ahead_first=False)
        if hit is None:
            return False
        self.focus = placed[hit][0]
        self._focus_moved = True
        self._sound("click")
        return True

    def handle_input(self, event: InputEvent, seat: int | None) -> None:
        if (event.action in self.DIRECTIONS and event.pressed and seat is not None and self.deciding() == seat
                and not self.animating):
            self._sync_ui()
            self.move_focus_towards(event.action)  # at the table's edge the focus stays
            return
        if (seat is not None and self.deciding() == seat and not self.animating and self.phase == "setup"
                and event.pressed and event.action in (Input.CLICK, Input.POINT, Input.RELEASE)):
            self._sync_ui()
            if self.lineup_input(event, seat):
                return
        if (seat is not None and self.phase == "setup" and event.pressed and event.action == Input.BACK
                and self.deciding() == seat):
            if self.lineup_pick is not None:
                self.lineup_pick = None
                self._sound("back")
                self._lineup_changed(seat)
            else:
                self.say("Choose a card, then a position for it; Auto-arrange lays them all out.")
            return
        super().handle_input(event, seat)


__all__ = ["KortfotbollScene"]
