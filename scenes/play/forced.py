"""Forced moves: the program never decides for a human, it only offers.

When a human has exactly one legal move, the scene focuses it (the default;
`GameScene.forced_action()` tells a picker which). Only if the player turned
"Play forced moves" on (settings `autoplay_forced_moves`, off by default) is
it played for them, and then only after an "only move" notice has been on
screen for `NOTICE_S` (CONFIRM plays it at once, BACK lets the player play it
themselves); the chess clock is held while the notice shows. A game declares
what is never played for anyone (`GameScene.never_autoplay`): a SHOT, an
answer, a save.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: How long the "only move" notice stays before the move is played: long enough to read it.
NOTICE_S = 1.5
FORCED_HINT = "Played for you in a moment. Confirm: now. Back: you play it."


@dataclass
class ForcedNotice:
    """The notice on screen: the ply and seat it is for, the move, its words and the time left."""

    ply: int
    seat: int
    action: Any
    words: str
    left: float = NOTICE_S

    @property
    def progress(self) -> float:
        """0 when it appears, 1 when the move is played."""
        return max(0.0, min(1.0, 1.0 - self.left / NOTICE_S))


class ForcedMoves:
    """Forced-move handling for `GameScene` (which supplies the state, seats, actions, app and `play`)."""

    app: Any
    state: Any
    actions: list[str]
    spectator: bool
    finished: bool
    #: The notice on screen, if any.
    forced: ForcedNotice | None
    #: The ply at which the player chose (BACK) to play the forced move themselves.
    _forced_declined: int
    _forced_checked: int

    # -- what a game declares --------------------------------------------------
    def turn_seat(self) -> int | None:
        """The seat whose turn it is now, which differs from the seat deciding while a defender
        answers (a card game's answer, a save). None: the game does not say, and nothing is ever
        played for anyone. Games where every decision is its own turn return `state.current_player`."""
        return None

    def never_autoplay(self, action: Any) -> bool:
        """Whether `action` must always be the player's own even when it is the only move. The base
        says so for every decision out of turn (an answer); a game adds its own (a SHOT, a SAVE)."""
        seat = self.state.current_player
        return seat is None or seat != self.turn_seat()

    def may_autoplay(self) -> bool:
        """Whether forced moves may be played for a human at all now (card games: not for two humans)."""
        return True

    # -- the offer ---------------------------------------------------------------
    def forced_action(self) -> Any | None:
        """The only legal move of the seat to move, if it has exactly one: a picker focuses it."""
        if self.state.current_player is None:
            return None
        legal = self.state.legal_actions()
        return legal[0] if len(legal) == 1 else None

    def autoplay_enabled(self) -> bool:
        """The player turned "Play forced moves" on, and this game may play them now."""
        return (self.app is not None and bool(getattr(self.app.settings, "autoplay_forced_moves", False))
                and not self.spectator and self.may_autoplay())

    def forced_words(self, action: Any) -> str:
        """The forced move in words for the notice (the game's own log line: it names no hidden card)."""
        notation = str(action)
        return self.describe(self.state, notation, self.state.apply(action))  # type: ignore[attr-defined]

    def tick_forced(self, seat: int, dt: float) -> None:
        """A human is to move and nothing moves: put up the notice for a forced move, count it down,
        play it when it runs out."""
        ply = len(self.actions)
        notice = self.forced
        if notice is not None and (notice.ply != ply or notice.seat != seat):
            notice = self.forced = None
        if notice is None:
            if ply in (self._forced_declined, self._forced_checked) or not self.autoplay_enabled():
                return
            self._forced_checked = ply  # one look at the legal moves per position
            action = self.forced_action()
            if action is None or self.never_autoplay(action):
                return
            self.forced = ForcedNotice(ply, seat, action, self.forced_words(action))
            return
        notice.left -= dt
        if notice.left <= 0:
            self.play_forced()

    def play_forced(self) -> None:
        """Play the move the notice announced, now."""
        notice, self.forced = self.forced, None
        if notice is not None and notice.ply == len(self.actions) and not self.finished:
            self.play(notice.action)  # type: ignore[attr-defined]

    def decline_forced(self) -> None:
        """The player plays this forced move themselves (BACK on the notice)."""
        if self.forced is not None:
            self._forced_declined = self.forced.ply
        self.forced = None

    def cancel_forced_notice(self) -> None:
        """Take the notice down without playing (undo, a snap to another state)."""
        self.forced = None
        self._forced_checked = -1
        self._forced_declined = -1  # back at that ply, in another position, the offer is made afresh

    def handle_forced(self, event: Any, seat: int | None) -> bool:
        """CONFIRM (or a click) plays the announced move now, BACK declines it; True if used."""
        notice = self.forced
        if notice is None or seat != notice.seat or not event.pressed:
            return False
        from core.input import Action

        if event.action in (Action.CONFIRM, Action.CLICK):
            self.play_forced()
            return True
        if event.action == Action.BACK:
            self.decline_forced()
            return True
        return False

    def forced_prompts(self) -> list[tuple[Any, str]]:
        """The prompt bar's items while the notice is up: CONFIRM plays it now, BACK leaves it to the player."""
        from core.input import Action

        return [(Action.CONFIRM, "Play it now"), (Action.BACK, "Play it yourself"), (Action.MENU, "Pause")]

    def draw_forced_notice(self, surface: Any, midtop: tuple[float, float]) -> None:
        """The "only move" notice, while one is up (game scenes call this where it fits their table)."""
        notice = self.forced
        if notice is None:
            return
        from sprites.fx.notice import draw_forced_notice

        draw_forced_notice(surface, midtop, notice.words, FORCED_HINT, notice.progress)
