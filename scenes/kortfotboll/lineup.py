"""Setting up a team: the line-up board a human arranges before any card is committed.

At the start of each half a player puts their eleven cards on the positions
of their formation. On the table that is a board, not eleven separate
moves: the player picks a card (from the hand, or one already on the pitch)
and a position, by pad, keys or mouse, or drags a card there with the mouse;
a card put on a taken position swaps with the one there. "Auto-arrange" lays
out every card the way the computer would (the best ordinary card in goal,
the rest shared so no row is weak), worked out from the seat's own view
only, and the player adjusts it. Nothing is told to the engine until
"Ready": then the placements are submitted as PLACE moves, one per
position, each once the table has shown the one before (the Match refuses
a move while the last one is being shown), and the table carries on. The
Match counts the run of placements as one turn of the chess clock.

`KortLineup` is the layer of the Kortfotboll table over `KortTable` (the
zones, `field_zone`, `position_rect`, the view's open positions and hand)
and the kit's choices and focus.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from core.input import Action as Input
from core.input import InputEvent
from engines.common.rng import derive
from engines.kortfotboll.notation import PLACE, Action
from engines.kortfotboll.sampling import sample_state
from engines.kortfotboll.strategy import placement
from match.setup import GameSetup
from match.view import SeatView
from scenes.cards.picker import BUTTON, CARD, SLOT, Step
from scenes.cards.prompt import PEEK_FIRST, Choice
from scenes.kortfotboll.pitch import KortTable, card_id
from scenes.kortfotboll.steps import MINE, card_words, position_words

AUTO_STEP = Step(BUTTON, "auto", "Auto-arrange")
READY_STEP = Step(BUTTON, "ready", "Ready: kick off")
DRAG_PX = 12
#: Auto-arrange's deal of what the seat cannot see (the placement never looks at it).
AUTO_SALT = 0x4C494E45


def auto_lineup(observation: Mapping[str, Any], seat: int, seed: int = 0,
                keep: Mapping[str, int] | None = None) -> dict[str, int]:
    """Where the computer would put the seat's cards still in hand on its empty positions: the engine's own
    placement, played out on a position made from the seat's observation alone (what the seat cannot see
    is dealt at random from `seed`; the placement reads only the seat's own hand and field). The
    placements in `keep` (position -> card) stand, and the rest are laid out around them."""
    s = sample_state(dict(observation), seat, seed)
    t = s.table
    out: dict[str, int] = {}
    left = list(s.hands[seat])
    for pos, card in (keep or {}).items():
        s = s.apply(str(Action(PLACE, pos, t.face[card])))
        left.remove(card)
        out[pos] = card
    while left and s.to_move == seat and s.phase == "setup":
        act = placement(s)
        card = next(c for c in left if t.face[c] == act.face)
        left.remove(card)
        out[act.position] = card
        s = s.apply(act)
    return out


class KortLineup(KortTable):
    """The line-up board (the layer over the pitch's zones)."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        #: The deciding seat's placements not yet played: position -> card id.
        self.lineup: dict[str, int] = {}
        #: The seat whose board `lineup` is.
        self.lineup_seat: int | None = None
        #: The card picked up to be put somewhere (a hand card or a card on the board).
        self.lineup_pick: int | None = None
        self._drag: dict[str, Any] | None = None
        #: "Ready" was pressed: the placements still to submit (notation), one as each is shown.
        self._placing: list[str] = []
        #: Auto-arrange was pressed with every card placed: a second press replaces the whole line-up.
        self._auto_armed = False
        super().__init__(setup, sync_bots=sync_bots)

    # -- what is where ----------------------------------------------------------------
    @property
    def committing(self) -> bool:
        """"Ready" was pressed and the placements are being played."""
        return bool(self._placing)

    def deciding(self) -> int | None:
        """While the line-up is being played, nobody chooses anything on the table."""
        return None if self._placing else super().deciding()

    def lineup_hand(self, seat: int) -> list[int]:
        """The seat's cards still in its hand on the board (not laid on a position yet)."""
        placed = set(self.lineup.values())
        return [c for c in self.own_hand(seat) if c not in placed]

    def _lineup_valid(self, seat: int) -> None:
        """Forget placements the view no longer allows (a new half, an undo)."""
        if self.phase != "setup" or self.seat_view.to_move != seat:
            self.lineup, self.lineup_pick, self.lineup_seat = {}, None, None
            return
        hand, open_ = set(self.own_hand(seat)), set(self.open_positions(seat))
        self.lineup = {p: c for p, c in self.lineup.items() if p in open_ and c in hand}
        self.lineup_seat = seat
        if self.lineup_pick is not None and self.lineup_pick not in hand:
            self.lineup_pick = None

    def lay_board(self, hands: list[list[Any]], fields: list[dict[str, list[Any]]]) -> None:
        """The board's placements lie on the pitch, out of the hand, until the engine has them (the seat's own
        cards, laid out on its own screen)."""
        seat = self.lineup_seat
        if seat is None or not self.lineup or self.phase != "setup":
            return
        hand = hands[seat]
        laid = {p: c for p, c in self.lineup.items() if c in hand and p in fields[seat] and not fields[seat][p]}
        placed = set(laid.values())
        hands[seat] = [c for c in hand if c not in placed]
        for pos, card in laid.items():
            fields[seat][pos] = [card]

    # -- the choices ------------------------------------------------------------------
    def lineup_choices(self, seat: int, showing: bool) -> list[Choice]:
        """The hand's cards, then every open position, then Auto-arrange and Ready."""
        self._lineup_valid(seat)
        out: list[Choice] = []
        hand = self.hands[seat]
        # The card picked up stands out of the hand (a card picked from the pitch is ringed there).
        picked = [sp for sp in hand.cards if sp.data is not None and sp.data == self.lineup_pick]
        if picked != hand.picked:
            hand.picked = picked
            hand.layout()
        for n, sp in enumerate(hand.cards):
            card = card_id(sp)
            if card is None:
                continue
            face = self.deck.face[card]
            ch = Choice(f"card{n}", face, Step(CARD, ("hand", card)), sp, None, True)
            ch.info = (f"{card_words(face).capitalize()}: choose it, then a position" if showing
                       else "Choose it, then a position")
            out.append(ch)
        for pos in self.open_positions(seat):
            card = self.lineup.get(pos)
            st = Step(SLOT, (MINE, pos), "Place")
            ch = Choice(f"pos{pos}", pos, st, None, None, True)
            ch.info = self._position_info(pos, card, showing)
            out.append(ch)
        full = not self.lineup_hand(seat)
        buttons = [Choice("auto", "Auto-arrange", AUTO_STEP, info=self._auto_info(seat)),
                   Choice("ready", "Ready", READY_STEP, enabled=full,
                          info="Your team is set: play on" if full else "Put every card on a position first")]
        for ch, rect in zip(buttons, self._button_rects(seat)):
            ch.rect = rect
        return out + buttons

    def _auto_info(self, seat: int) -> str:
        if self._auto_armed:
            return "Press again to lay out the whole team afresh (your placements go back to the hand)."
        if self.lineup and self.lineup_hand(seat):
            return ("Lay out the cards still in your hand the way the computer would, around the ones you "
                    "placed (those stay).")
        if self.lineup:
            return "Every card is placed. Press to lay out the whole team afresh the computer's way."
        return ("Lay out every card the way the computer would: the best ordinary card in goal, the next best "
                "shared out from the back forwards. Then swap what you like.")

    def _position_info(self, pos: str, card: int | None, showing: bool) -> str:
        where = position_words(pos).capitalize()
        picked = self.lineup_pick
        if card is None:
            return f"{where}: empty" + (": put the card here" if picked is not None else "")
        face = card_words(self.deck.face[card]) if showing else "a card"
        if picked is not None and picked != card:
            return f"{where}: {face}. Put the card here (they swap)"
        return f"{where}: {face}. Choose it to move it"

    # -- acting ----------------------------------------------------------------------------
    def auto_lineup_now(self, seat: int, keep: Mapping[str, int] | None = None) -> dict[str, int]:
        """What Auto-arrange lays out now around the placements in `keep` (the same every time for this
        position)."""
        return auto_lineup(self.seat_view.observation, seat,
                           derive(self.setup.seed ^ AUTO_SALT, self.seat_view.ply, seat), keep)

    def lineup_activate(self, ch: Choice | None, seat: int) -> None:
        """CONFIRM or a click on a choice of the board."""
        if ch is None or ch.step is None:
            return
        showing = self.hand_face_up(seat)
        step = ch.step
        armed, self._auto_armed = self._auto_armed, False  # any other choice disarms the second press
        if step == AUTO_STEP:
            if not showing:
                return self._peek_first(seat)
            # The player's own placements are never thrown away unasked: with cards still in hand they
            # stay and the rest are laid out around them; with every card placed a second press is asked.
            if self.lineup and not self.lineup_hand(seat) and not armed:
                self._auto_armed = True
                self._sound("click")
                self.say("Press Auto-arrange again to lay out the whole team afresh.")
                return self._lineup_changed(seat, focus=AUTO_STEP)
            self.lineup = self.auto_lineup_now(seat, {} if armed else dict(self.lineup))
            self.lineup_seat = seat
            self.lineup_pick = None
            self._sound("deal")
            return self._lineup_changed(seat, focus=READY_STEP)
        if step == READY_STEP:
            if not ch.enabled:
                self._sound("back")
                self.say("Put every card on a position first (or press Auto-arrange).")
                return
            return self.commit_lineup(seat)
        if not showing:
            return self._peek_first(seat)
        if not isinstance(step.key, tuple):
            return None
        if step.kind == CARD:
            card = int(step.key[1])
            self.lineup_pick = None if self.lineup_pick == card else card
            self._sound("click" if self.lineup_pick is None else "confirm")
            nxt = next((p for p in self.open_positions(seat) if p not in self.lineup), None)
            return self._lineup_changed(seat, focus=Step(SLOT, (MINE, nxt), "Place") if self.lineup_pick is not None and nxt
                                        else None)
        pos = str(step.key[1])
        self.lineup_drop(seat, pos)

    def lineup_drop(self, seat: int, pos: str) -> None:
        """The picked card onto `pos` (swapping with a card there); with nothing picked, pick up its card."""
        self._auto_armed = False
        there = self.lineup.get(pos)
        picked = self.lineup_pick
        if picked is None:
            if there is None:
                self._sound("back")
                self.say("Choose a card first, then the position for it.")
                return
            self.lineup_pick = there
            self._sound("click")
            return self._lineup_changed(seat)
        origin = next((p for p, c in self.lineup.items() if c == picked), None)
        if origin is not None:
            del self.lineup[origin]
        if there is not None and there != picked:
            if origin is not None:
                self.lineup[origin] = there  # the two swap places
            else:
                del self.lineup[pos]  # the one there goes back to the hand
        self.lineup[pos] = picked
        self.lineup_pick = None
        self._sound("deal")
        nxt = self.lineup_hand(seat)
        focus = None if nxt else READY_STEP
        self._lineup_changed(seat, focus=focus)

    def _lineup_changed(self, seat: int, focus: Step | None = None) -> None:
        """The board moved: the cards slide to their places and the choices follow; the focus goes to
        `focus`, else stays where it was (a card picked up from the pitch keeps its place in focus)."""
        before = self.focused_choice.step if self.focused_choice is not None else None
        self._choices_key = None
        self.lay_out_lineup()
        self._sync_ui()
        for want in (focus, before):
            hit = next((n for n, c in enumerate(self.choices) if want is not None and c.step == want), None)
            if hit is not None:
                self.focus = hit
                return
        first = next((n for n, c in enumerate(self.choices) if c.sprite is not None), None)
        if first is not None:
            self.focus = first

    def _peek_first(self, seat: int) -> None:
        self._sound("back")
        self.say(PEEK_FIRST.format(key=self.peek_key(seat)))

    def commit_lineup(self, seat: int) -> None:
        """"Ready": the placements are played, one PLACE per position in the formation's order, each submitted
        once the table has shown the one before."""
        form = self.forms[seat]
        self._placing = [str(Action(PLACE, pos, self.deck.face[self.lineup[pos]]))
                         for pos in form.positions if pos in self.lineup]
        self.lineup_seat = seat
        self.lineup_pick = None
        self._sound("confirm")
        self.place_next()

    def place_next(self) -> None:
        """Submit the line-up's next placement if the Match may take it now (the last one shown, the game not
        paused); the line-up ends when every placement is in, or the decision is no longer the seat's."""
        match, seat = self.match, self.lineup_seat
        while self._placing:
            if match is None or seat is None or match.finished or self.seat_view.to_move != seat:
                self._placing = []  # an undo, a resignation, a lesson's new position: the board is given up
                break
            if match.showing or match.paused or self.animating:
                return  # the next one once this one has been shown
            notation = self._placing.pop(0)
            if notation not in self.seat_view.legal or not self.submit(notation):
                self._placing = []
        self.lineup = {}
        self.lineup_seat = None

    def on_update(self, dt: float) -> None:
        super().on_update(dt)
        if self._placing:
            self.place_next()

    def animate(self, before: SeatView, after: SeatView) -> None:
        """A move with nothing to show (a placement already lying where the board put it) is laid out at once,
        so the Match hears at once that it has been shown."""
        if self._snap_due:
            self.snap()
        steps = self.events_to_tweens(self.view_events())
        self._clear_ui()
        if steps:
            self.run(steps)
        else:
            self.snap()

    # -- the mouse: drag and drop ---------------------------------------------------------
    def lineup_input(self, event: InputEvent, seat: int) -> bool:
        """Drag a card onto a position with the mouse; True when the event was the board's."""
        a = event.action
        if event.pos is None:
            return False
        if a == Input.CLICK and self.hand_face_up(seat):
            card = self._card_at(seat, event.pos)
            where = self.position_at(seat, event.pos)
            if self.lineup_pick is not None and where is not None and card not in (None, self.lineup_pick):
                return False  # a card picked, then another position clicked: they swap, as with the keys
            if card is not None:
                self.lineup_pick = card
                self._drag = {"card": card, "start": event.pos, "moved": False}
                self._lineup_changed(seat)
                return True
        if a == Input.POINT and self._drag is not None:
            d = self._drag
            if abs(event.pos[0] - d["start"][0]) + abs(event.pos[1] - d["start"][1]) > DRAG_PX:
                d["moved"] = True
            d["pos"] = event.pos  # the card is drawn under the pointer (lineup_draw_drag)
            return False  # the focus follows the pointer too
        if a == Input.RELEASE and self._drag is not None:
            d, self._drag = self._drag, None
            if not d["moved"]:
                return True  # a click: the card stays picked, a position click puts it down
            pos = self.position_at(seat, event.pos)
            if pos is not None and pos in self.open_positions(seat):
                self.lineup_drop(seat, pos)
            else:
                self.lineup_pick = None
                self._lineup_changed(seat)
            return True
        return False

    def _card_at(self, seat: int, pos: tuple[float, float]) -> int | None:
        """The card of the seat's board (hand or a position) under the pointer."""
        i = self.hands[seat].hit_test(pos)
        if i is not None:
            return card_id(self.hands[seat].cards[i])
        where = self.position_at(seat, pos)
        return self.lineup.get(where) if where is not None else None

    def position_at(self, seat: int, pos: tuple[float, float]) -> str | None:
        """The seat's position under the pointer."""
        for name in self.forms[seat].positions:
            if self.position_rect(seat, name).inflate(16, 16).collidepoint(pos):
                return str(name)
        return None

    def lay_out_lineup(self) -> None:
        """Snap the board: the cards to the hand or the positions the lineup says."""
        self.snap()

    def lineup_highlight(self, surface: pygame.Surface, seat: int, color: tuple[int, int, int],
                         picked_color: tuple[int, int, int]) -> None:
        """While a card is picked: the open positions it may go to, and a ring round it if it lies on the
        pitch."""
        if self.lineup_pick is None:
            return
        for pos in self.open_positions(seat):
            r = self.position_rect(seat, pos).inflate(10, 10)
            pygame.draw.rect(surface, color, r, 2, border_radius=10)
        origin = next((p for p, c in self.lineup.items() if c == self.lineup_pick), None)
        if origin is not None:
            r = self.position_rect(seat, origin).inflate(18, 18)
            pygame.draw.rect(surface, picked_color, r, 6, border_radius=12)

    def lineup_draw_drag(self, surface: pygame.Surface) -> None:
        """The card being dragged, under the pointer."""
        d = self._drag
        if d is None or not d.get("moved") or "pos" not in d:
            return
        sp = self.sprite_of(int(d["card"]))
        if sp is None:
            return
        w, h = round(sp.size[0] * 0.56), round(sp.size[1] * 0.56)
        if d.get("img") is None:
            d["img"] = pygame.transform.smoothscale(self.art.base(sp.face, sp.size), (w, h))
        x, y = d["pos"]
        surface.blit(d["img"], (round(x - w / 2), round(y - h / 2)))


__all__ = ["KortLineup", "auto_lineup", "AUTO_STEP", "READY_STEP"]
