"""What the four card-game scenes share on top of GameScene: hidden hands on one screen.

Who may see what on one screen:
- against the computer, the person's own hand is shown face up and the computer's stays face down;
- two people: the screen belongs to one seat at a time. When the decision passes to the other seat
  (an answer included), a hand-off curtain covers the table until the *incoming* seat's device
  confirms. With privacy mode on (the default) even the owner's hand stays face down unless they show it
  with PEEK on their own device (PEEK from any other device is ignored): held, the hand shows while it is
  held; tapped (let go within `PEEK_TAP_S`), it stays up until the next tap or until the screen passes to
  the other seat;
- computers playing each other: nothing is secret from the watchers.

The table is drawn from `seat_view`, the Match's view for the seat that owns the screen (before the
screen belongs to either, the room's view: what both seats see), so a hidden card cannot reach the
pixels. With two people forced moves are never played for anyone, and an answer never is.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from core.input import Action, InputEvent
from core.scene import Scene
from match.setup import GameSetup
from scenes.cards.curtain import HandoffCurtain
from scenes.play.base import GameScene

#: How long the notice of a light hand-over stays.
HANDOVER_SAY_S = 2.4
#: A press of PEEK let go within this many seconds is a tap: the hand stays up until the next tap.
PEEK_TAP_S = 0.25


class CardGameScene(GameScene):
    """A GameScene that keeps each seat's secrets on a shared screen."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        #: The seat the screen belongs to (two people); set when a curtain lifts.
        self.screen_seat: int | None = None
        #: A spectator who sees what this seat sees (a guide's picture "as you see it"); None: the room's view.
        self.watch_seat: int | None = None
        super().__init__(setup, sync_bots=sync_bots)
        #: Whether each seat's hand is shown by PEEK now (held, or tapped and left up).
        self.peeking = [False, False]
        #: A seat that tapped PEEK: its hand stays up when the key is let go (until the next tap).
        self.peek_latched = [False, False]
        #: When each seat's PEEK went down (`elapsed`), while it is held; None: not held (or the hiding tap).
        self._peek_down: list[float | None] = [None, None]
        self.screen_seat = self.humans[0] if len(self.humans) == 1 else None
        self._curtain: HandoffCurtain | None = None
        #: Screens passed to the other seat without the curtain (`light_handover`), for the hand-off count.
        self.handovers = 0
        #: The last light hand-over for an answer: (the ply answered, whose turn it was).
        self._answer_of: tuple[int, int] | None = None

    # -- who sees what ------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose view the table shows; None: the room's (both seats' common) view."""
        if self.spectator:
            return self.watch_seat
        if len(self.humans) == 1:
            return self.humans[0]
        return self.screen_seat if self.humans else None

    def view(self) -> Mapping[str, Any]:
        """The observation the table is drawn from (with the whole state, marked `all_visible`, when nothing
        at the table is secret from the room: computers playing each other, a replay's "All hands")."""
        v = self.seat_view
        if v.full is not None:
            return dict(v.observation) | {"all_visible": True, "full": v.full}
        return v.observation

    def neutral_view(self) -> Mapping[str, Any]:
        """What both seats see of the position shown (two people, before the screen belongs to either)."""
        if self.match is not None:
            return self.match.observe(None)  # a live table shows the Match's position
        assert self.review is not None
        return self.review.observe(self.seat_view.ply, None)

    def hand_face_up(self, seat: int) -> bool:
        """Whether a seat's hand is drawn face up right now."""
        if self.reveal_all:
            return True
        if self.spectator:
            return seat == self.watch_seat
        if not self.humans:
            return True
        if len(self.humans) == 1:
            return seat == self.humans[0]
        if seat != self.screen_seat or self._curtain is not None:
            return False
        privacy = self.app.settings.privacy_mode if self.app is not None else True
        return not privacy or self.peeking[seat]

    # -- input --------------------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if event.action == Action.PEEK and not self.hotseat:
            super().handle(event)  # one person against the computer: PEEK asks for a hint (or says why not)
            return
        if event.action == Action.PEEK:
            self.peek(event)  # two people on one screen: PEEK shows your own hand
            return
        super().handle(event)

    def peek(self, event: InputEvent) -> None:
        """PEEK pressed or let go: honoured only from the device of the seat that owns the screen. A hold shows
        the hand while it is held; a tap leaves it up until the next tap (a toggle)."""
        seat = self.screen_seat
        if seat is None or not self.hotseat or event.repeat:
            return
        owner = self.app.input.seats[seat] if self.app is not None else None
        if not ((event.seat == seat) if owner is None else (event.device == owner)):
            return
        if event.pressed:
            if self.peek_latched[seat]:  # the tap that puts a tapped-up hand away
                self.peek_latched[seat] = self.peeking[seat] = False
                self._peek_down[seat] = None
            else:
                self.peeking[seat] = True
                self._peek_down[seat] = self.elapsed
            return
        down = self._peek_down[seat]
        self._peek_down[seat] = None
        if down is None:
            return
        if self.elapsed - down < PEEK_TAP_S:
            self.peek_latched[seat] = True  # a tap: the hand stays up
        else:
            self.peeking[seat] = False  # a hold let go: the hand turns face down again

    def hide_hands(self) -> None:
        """Every hand face down again, held or tapped up: the screen passes to the other seat."""
        self.peeking = [False, False]
        self.peek_latched = [False, False]
        self._peek_down = [None, None]

    # -- hand-off between two people ----------------------------------------------------------
    def curtain_due(self) -> bool:
        """Two people: the decision has passed to the seat that does not hold the screen."""
        seat = self.seat_view.to_move
        return self.hotseat and not self.finished and seat is not None and seat != self.screen_seat

    def ready_to_go_on(self) -> bool:
        """The incoming player's clock starts once the curtain is down (the curtain says so)."""
        return not self.curtain_due() and self._curtain is None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app is None or self._curtain is not None or self.animating or not self.curtain_due():
            return
        seat = self.seat_view.to_move
        assert seat is not None
        if self.light_handover(seat):
            self.hand_over(seat)
            return
        self._answer_of = None
        self._curtain = HandoffCurtain(self, seat)
        self.hide_hands()
        self.app.stack.push(self._curtain)

    def light_handover(self, seat: int) -> bool:
        """Whether the screen may pass to `seat` without the curtain: nothing hidden would show, and the
        decision is part of the turn under way.

        Nothing hidden shows with privacy on: every hand lies face down unless its owner shows it, and the
        outgoing hand is put away first (`hide_hands`). Part of the turn: an answer out of turn (the seat
        deciding is not the seat whose turn it is), or the turn's own player again straight after that answer
        (Jukem Soccer's HEADER, the last turn of a Jukem Football half). A new turn that no answer led to
        (G.O.A.L., Kortfotboll, a JUKEM play) gets the full curtain, as does the game's first decision. What
        decides is public (the phase, whose turn), never what the answering seat holds: the room sees the
        same hand-over whether or not it holds an answer."""
        if self.screen_seat is None or self.app is None or not self.app.settings.privacy_mode:
            return False
        view = self.seat_view
        if view.turn is not None and view.turn != seat:
            return True  # an answer
        return self._answer_of is not None and self._answer_of == (view.ply - 1, seat)

    def hand_over(self, seat: int) -> None:
        """Pass the screen to `seat` without the curtain (`light_handover`): every hand face down, the table
        turned to the incoming seat, and a notice that says whose decision it is and who looks away."""
        view = self.seat_view
        answering = view.turn is not None and view.turn != seat
        # An answer remembers whose turn it is, so the decision straight after it may come back lightly too.
        self._answer_of = (view.ply, int(view.turn)) if answering and view.turn is not None else None
        outgoing = self.screen_seat
        self.hide_hands()
        self.handovers += 1
        self._sound("flip")
        self.curtain_lifted(seat)
        name = self.seat_name(seat)
        if answering and outgoing is not None:
            self.say(f"{name} answers: {self.seat_name(outgoing)}, please look away.", HANDOVER_SAY_S)
        else:
            self.say(f"Back to {name}: {self.seat_name(1 - seat)}, please look away.", HANDOVER_SAY_S)

    def curtain_down(self) -> None:
        """The curtain has come down over the table: the incoming seat's decision (and clock) begins."""
        match = self.match
        if match is not None and match.showing and self.shown_ply == match.ply:
            match.shown(match.ply, self.bot_pause())

    def curtain_lifted(self, seat: int) -> None:
        """Called by the curtain when the incoming seat confirmed: the table turns to that seat."""
        self.screen_seat = seat
        self._curtain = None
        if self.match is not None:
            self.seat_view = self.match.view(self.viewer, open_view=self.wants_open_view)

    def covered_by(self, scene: Scene) -> None:
        super().covered_by(scene)
        if isinstance(scene, HandoffCurtain):
            self.hide_hands()


__all__ = ["CardGameScene", "PEEK_TAP_S"]
