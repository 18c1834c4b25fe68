"""Hints: in a casual game against the computer, the move the hard computer would make in your place.

`GameHints` is part of `GameScene`. PEEK (Y on a pad, Right Shift / Left
Shift on the keyboards, or a click on its place in the prompt bar) asks for
a hint when exactly one human plays against the computer, outside a
tournament: the hard bot is asked for the human seat's move in the worker
process, from the same state the human sees (the bots never peek), and when
it answers the game shows it (`show_hint`: the card games put the focus on
its first choice and mark it; Penguin Soccer highlights the move) with one
line of why (`hint_words`, in the game's own words for that choice). Two
humans on one screen use PEEK to look at their hands, so no hints there;
nor in tournaments. The plies at which hints were shown go into the game's
record (`GameLog.hints`), and the replay viewer says so.

Nothing is ever played for the player: a hint only points.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

from engines.common.rng import derive

#: Mixed into the bots' seed so a hint is the hard computer's own choice, not a replay of a bot's move.
HINT_SALT = 0x48494E54
HINT_LEVEL = "hard"


class GameHints:
    """Hints for `GameScene` (which provides state, setup, worker, app, say, humans...)."""

    setup: Any
    state: Any
    actions: list[str]
    worker: Any
    app: Any
    spectator: bool
    finished: bool

    def init_hints(self) -> None:
        #: The plies (numbers of actions played before it) at which a hint was shown.
        self.hints_used: list[int] = []
        #: The hint shown now: (ply, notation), until a move is played.
        self.hint: tuple[int, str] | None = None
        self._hint_future: Future[str] | None = None
        self._hint_ply = -1

    # -- when ------------------------------------------------------------------------
    @property
    def hints_allowed(self) -> bool:
        """One human against the computer, in a casual game (not a tournament, not a replay)."""
        return (len(self.humans) == 1 and not self.spectator  # type: ignore[attr-defined] and not getattr(self, "in_tournament", False)
                and self.app is not None)

    def hint_seat(self) -> int | None:
        """The human seat a hint would be for, when it is that seat's decision and nothing moves."""
        seat = self.state.current_player
        if seat is None or self.finished or not self.is_human(seat) or self.animating:  # type: ignore[attr-defined]
            return None
        return int(seat)

    # -- asking ----------------------------------------------------------------------
    def ask_hint(self) -> None:
        """PEEK in a game against the computer: ask the hard computer what it would play here."""
        if not self.hints_allowed:
            if getattr(self, "in_tournament", False):
                self.say("No hints in a tournament game.")  # type: ignore[attr-defined]
            return
        seat = self.hint_seat()
        if seat is None:
            self.say("A hint is for your own decision: wait for your turn.")  # type: ignore[attr-defined]
            return
        ply = len(self.actions)
        if self.hint is not None and self.hint[0] == ply:
            self.show_hint(self.hint[1])  # again: the same hint, shown again
            return
        if self._hint_future is not None and self._hint_ply == ply:
            return  # asked already: the answer is on its way
        seed = derive(self.setup.seed ^ HINT_SALT, ply, seat)
        self._hint_future = self.worker.request(self.setup.game_id, HINT_LEVEL, seed, self.state.to_json(), seat)
        self._hint_ply = ply
        self.say("Thinking of a hint...", 1.5)  # type: ignore[attr-defined]

    def tick_hints(self) -> None:
        """Show the hint once the computer has answered (if the position is still the one it was for)."""
        fut = self._hint_future
        if fut is None:
            if self.hint is not None and self.hint[0] != len(self.actions):
                self.hint = None  # a move was played: the hint is gone
            return
        if self._hint_ply != len(self.actions):
            self._hint_future = None  # a move was played meanwhile
            return
        if not fut.done():
            return
        self._hint_future = None
        try:
            move = fut.result()
        except Exception:  # noqa: BLE001 - a hint is a courtesy: a failure must never stop the game
            self.say("No hint this time: the computer's helper did not answer.")  # type: ignore[attr-defined]
            return
        ply = len(self.actions)
        self.hint = (ply, move)
        if ply not in self.hints_used:
            self.hints_used.append(ply)
        self.show_hint(move)
        self.say(self.hint_words(move), 5.0)  # type: ignore[attr-defined]

    # -- what a game says -------------------------------------------------------------
    def show_hint(self, notation: str) -> None:
        """Point at the hinted move on the table (the game's; never plays it)."""

    def hint_words(self, notation: str) -> str:
        """One line of why, in the game's own words for that choice (never a card the player cannot see)."""
        return f"Hint: {notation}"


__all__ = ["GameHints", "HINT_LEVEL"]
