"""What the four card-game scenes share on top of GameScene: hidden hands.

Who may see what on one screen:
- against the computer, the human's own hand is shown face up and the
  computer's stays face down;
- two humans: the screen belongs to one seat at a time. When the decision
  passes to the other seat (including a defender's answer), a hand-off
  curtain covers the table until the *incoming* seat's device confirms.
  With privacy mode on (the default) even the owner's hand stays face down
  unless they hold PEEK on their own device;
- computer against computer: nothing is secret from the watchers.

Drawing code asks `self.view()` for the observation of the seat that owns the
screen, never the full state, so a hidden card cannot reach the pixels.
In two-human games forced moves are never auto-played, and a defender's
answer never is (scenes.play.forced: a decision out of the `turn_seat`'s
turn): the answer prompt appears with the same timing whether or not the
defender holds an answer.
"""

from __future__ import annotations

from typing import Any

from core.input import Action, InputEvent
from scenes.play.base import GameScene
from scenes.cards.curtain import HandoffCurtain
from core.match import GameSetup


class CardGameScene(GameScene):
    """A GameScene that keeps each seat's secrets on a shared screen."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, sync_bots=sync_bots)
        self.peeking = [False, False]
        #: The seat the screen belongs to (two humans); set when a curtain lifts.
        self.screen_seat: int | None = self.humans[0] if len(self.humans) == 1 else None
        self._curtain: HandoffCurtain | None = None
        #: Show every hand face up (the replay viewer's "show all hands", the after-match review).
        self.reveal_all = False
        #: A spectator who sees what this seat sees (a guide's picture "as you see it"); None: the room's view.
        self.watch_seat: int | None = None

    # -- who sees what ------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose view the table shows; None = watchers see everything."""
        if not self.humans:
            return None
        if len(self.humans) == 1:
            return self.humans[0]
        return self.screen_seat

    def view(self) -> dict[str, Any]:
        """The observation the table is drawn from."""
        if self.reveal_all:
            return self.state.observation(0) | {"all_visible": True, "full": self.state.to_json()}
        if self.spectator:
            if self.watch_seat is not None:
                return self.state.observation(self.watch_seat)
            return self.neutral_view()  # a replay's watchers see what both seats may see
        if self.hotseat and self.screen_seat is None:
            return self.neutral_view()
        seat = self.viewer
        if seat is None:
            return self.state.observation(0) | {"all_visible": True, "full": self.state.to_json()}
        return self.state.observation(seat)

    #: The observation's per-seat keys only their own seat sees (a hand by face, by id...).
    PRIVATE_KEYS: tuple[str, ...] = ("hands",)

    def neutral_view(self) -> dict[str, Any]:
        """What both seats may see: two humans before the screen belongs to either (the opening deal).
        Seat 0's observation with every private pile a count, and each event's fields kept only where both
        seats saw the same; a game whose observation hides more says so on top."""
        return self.neutral_from(self.state.observation(0), self.state.observation(1))

    def neutral_from(self, a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
        """`neutral_view` from the two seats' observations (a game that hides more adds to it)."""
        out = dict(a)
        out["player"] = None
        for key in self.PRIVATE_KEYS:
            out[key] = [{"count": len(a[key][0])}, {"count": len(b[key][1])}]
        out["events"] = [{k: (v if eb.get(k) == v else None) for k, v in ea.items()}
                         for ea, eb in zip(a["events"], b["events"])]
        return out

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

    # -- input ----------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if event.action == Action.PEEK and self.hints_allowed:
            super().handle(event)  # one human against the computer: PEEK asks for a hint
            return
        if event.action == Action.PEEK:
            seat = event.seat
            if seat is None and len(self.humans) == 1:
                seat = self.humans[0]
            if seat is not None:
                self.peeking[seat] = event.pressed
            return
        super().handle(event)

    # -- hand-off between two humans ------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.hotseat or self.finished or self.app is None:
            return
        seat = self.state.current_player
        if seat is not None and seat != self.screen_seat and not self.animating and self._curtain is None:
            self._curtain = HandoffCurtain(self, seat)
            self.peeking = [False, False]
            self.app.stack.push(self._curtain)

    def curtain_lifted(self, seat: int) -> None:
        """Called by the curtain when the incoming seat confirmed."""
        self.screen_seat = seat
        self._curtain = None
        self._waiting_since = self.elapsed

    def may_autoplay(self) -> bool:
        # Two humans share the screen: a move played for one would tell the other what they hold.
        return not self.hotseat and super().may_autoplay()
