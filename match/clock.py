"""The chess clock of a match: exact, fair, and driven by a monotonic wall clock it is given.

Four time controls, written like "15+0" (sudden death), "10+5" (Fischer: 5 s added at the end of each
turn), "10d5" (simple or US delay: each turn's first 5 s are free) and "10b5" (Bronstein: the time
used in a turn is given back at its end, up to 5 s). FIDE's Laws and lichess's clock are the model.

A **turn** is the run of decisions one seat makes until the other seat decides (the Match starts
and ends them): a Kortfotboll line-up of eleven cards is one turn, and so is a refill, an attack and
its target; a defender's answer is a turn of the defender's. Exactly one increment, delay or refund
per turn, whoever plays it, a computer or a human.

Inside a turn the clock may be **held** for reasons (the table shows the move just made, the game is
paused, a controller is lost, the "only move" notice is up); it counts only while no reason holds it.
Time comes from `now()`, a monotonic clock in seconds injected by the owner (the arcade passes
`time.monotonic`; tests pass a fake they move by hand), never from frame times.

`record()` is what a saved game keeps: the time left with the running turn charged up to now, so a
game resumed after a crash has lost only the seconds since its last save. No pygame here.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

SUDDEN, FISCHER, DELAY, BRONSTEIN = "sudden", "fischer", "delay", "bronstein"
MIN_WARNING_S, MAX_WARNING_S = 10.0, 60.0
#: A day: more than any clock holds, the bound a saved clock's numbers are checked against.
MAX_CLOCK_S = 86400.0


@dataclass(frozen=True)
class TimeControl:
    """Starting time per seat and the per-turn rule."""

    kind: str
    base_s: float
    extra_s: float = 0.0

    @staticmethod
    def parse(text: str) -> TimeControl:
        """'15+0', '10+5', '10d5', '10b5' (minutes, then seconds); ValueError otherwise."""
        m = re.fullmatch(r"\s*(\d{1,3}(?:\.\d+)?)\s*([+db])\s*(\d{1,3})\s*", text)
        if not m:
            raise ValueError(f"a time control looks like 15+0, 10+5, 10d5 or 10b5, not {text!r}")
        minutes, sep, extra = float(m.group(1)), m.group(2), float(m.group(3))
        if minutes <= 0:
            raise ValueError("the starting time must be more than zero minutes")
        kind = {"+": FISCHER if extra else SUDDEN, "d": DELAY, "b": BRONSTEIN}[sep]
        return TimeControl(kind, minutes * 60.0, extra)

    @property
    def text(self) -> str:
        minutes = f"{self.base_s / 60:g}"
        sep = {SUDDEN: "+", FISCHER: "+", DELAY: "d", BRONSTEIN: "b"}[self.kind]
        return f"{minutes}{sep}{self.extra_s:g}"

    @property
    def label(self) -> str:
        """Short words: "10 min + 5 s", "10 min delay 5 s"."""
        minutes = f"{self.base_s / 60:g} min"
        if self.kind == SUDDEN:
            return minutes
        word = {FISCHER: "+", DELAY: "delay", BRONSTEIN: "Bronstein"}[self.kind]
        return f"{minutes} {word} {self.extra_s:g} s"

    @property
    def words(self) -> str:
        """What it means, for a player: "10 minutes each, plus 5 seconds a turn"."""
        minutes = f"{self.base_s / 60:g} minute{'s' if self.base_s != 60 else ''} each"
        extra = f"{self.extra_s:g} second{'s' if self.extra_s != 1 else ''}"
        return {SUDDEN: minutes,
                FISCHER: f"{minutes}, plus {extra} a turn",
                DELAY: f"{minutes}, the first {extra} of each turn free",
                BRONSTEIN: f"{minutes}, up to {extra} of each turn given back"}[self.kind]

    @property
    def warning_s(self) -> float:
        """Low-time warning threshold: a tenth of the start, kept within 10-60 s."""
        return max(MIN_WARNING_S, min(MAX_WARNING_S, self.base_s / 10.0))


@dataclass(frozen=True)
class ClockReading:
    """The clock at one moment, as a clock face or another arcade shows it."""

    control: TimeControl
    left: tuple[float, float]
    #: The seat whose turn it is (its clock may be held), or None between turns.
    turn: int | None
    #: Whether the turn's clock is counting now (no hold).
    running: bool
    #: Simple delay: the free seconds left in this turn (0 for other controls).
    delay_left: float
    flagged: int | None

    def counting(self, seat: int) -> bool:
        """Whether `seat`'s time is going down now."""
        return self.running and self.turn == seat and self.delay_left <= 0.0


class ChessClock:
    """Two clocks, at most one counting; turns, holds and flag fall exact to the injected time."""

    def __init__(self, control: TimeControl, now: Callable[[], float], remaining: tuple[float, float] | None = None,
                 turn: int | None = None, turn_used: float = 0.0, flagged: int | None = None) -> None:
        self.control = control
        self.now = now
        #: Time left per seat, not counting the running stretch (since `_since`).
        self._remaining = list(remaining) if remaining is not None else [control.base_s, control.base_s]
        self.turn = turn
        self.flagged = flagged
        #: Seconds of this turn used before the running stretch (the delay and Bronstein read it).
        self._turn_used = turn_used
        self._holds: set[str] = set()
        self._since: float | None = None
        #: Seconds each seat has thought in the game, not counting the running stretch (whatever came off
        #: its clock or not: a delay's free seconds and a refunded stretch were still used). The result says it.
        self._thought = [0.0, 0.0]
        self._update()

    # -- reading --------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """Whether a turn's clock is counting now."""
        return self._since is not None

    def _used_now(self) -> float:
        """Seconds used in this turn so far, the running stretch included."""
        return self._turn_used + (self.now() - self._since if self._since is not None else 0.0)

    def _charge(self, used: float) -> float:
        """How much of `used` seconds in a turn comes off the clock."""
        if self.control.kind == DELAY:
            return max(0.0, used - self.control.extra_s)
        return used

    def time_left(self, seat: int) -> float:
        """Seconds left for a seat right now (never below zero)."""
        left = self._remaining[seat]
        if self._since is not None and self.turn == seat:
            left -= self._charge(self._used_now()) - self._charge(self._turn_used)
        return max(0.0, left)

    def thought(self, seat: int) -> float:
        """Seconds `seat` has spent deciding in the whole game, the running stretch included."""
        running = self.now() - self._since if self._since is not None and self.turn == seat else 0.0
        return self._thought[seat] + running

    def delay_left(self) -> float:
        """Simple delay: the free seconds left in the current turn."""
        if self.control.kind != DELAY or self.turn is None:
            return 0.0
        return max(0.0, self.control.extra_s - self._used_now())

    def reading(self) -> ClockReading:
        return ClockReading(self.control, (self.time_left(0), self.time_left(1)), self.turn, self.running,
                            self.delay_left(), self.flagged)

    # -- turns ----------------------------------------------------------------------------
    def start_turn(self, seat: int) -> None:
        """`seat` now owes a decision: its turn begins (counting unless a hold is on)."""
        if self.flagged is not None or self.turn == seat:
            return
        if self.turn is not None:
            self.end_turn()
            if self.flagged is not None:
                return
        self.turn = seat
        self._turn_used = 0.0
        self._update()

    def end_turn(self) -> None:
        """The turn's seat has handed the decision over: stop, and add its increment or refund once."""
        if self.turn is None or self.flagged is not None:
            return
        if self.check_flag() is not None:
            return
        seat = self.turn
        self._stop()
        if self.control.kind == FISCHER:
            self._remaining[seat] += self.control.extra_s
        elif self.control.kind == BRONSTEIN:
            self._remaining[seat] += min(self.control.extra_s, self._turn_used)
        self.turn = None
        self._turn_used = 0.0

    def hold(self, reason: str) -> None:
        """Stop counting for `reason` (the turn goes on); counting resumes when every reason is released."""
        self.check_flag()
        self._holds.add(reason)
        self._update()

    def release(self, reason: str) -> None:
        """Take back one hold."""
        self._holds.discard(reason)
        self._update()

    def check_flag(self) -> int | None:
        """The seat whose time has run out, if any (its clock stops at zero)."""
        if self.flagged is None and self.turn is not None and self._since is not None \
                and self.time_left(self.turn) <= 0.0:
            seat = self.turn
            self._stop()
            self._remaining[seat] = 0.0
            self.flagged = seat
        return self.flagged

    def _stop(self) -> None:
        """Charge the running stretch to the turn's seat and stop counting."""
        if self._since is None or self.turn is None:
            self._since = None
            return
        used = self._used_now()
        self._remaining[self.turn] -= self._charge(used) - self._charge(self._turn_used)
        self._thought[self.turn] += used - self._turn_used
        self._turn_used = used
        self._since = None

    def _update(self) -> None:
        """Count exactly when a turn is on, no hold is, and no flag has fallen."""
        should = self.turn is not None and not self._holds and self.flagged is None
        if should and self._since is None:
            self._since = self.now()
        elif not should and self._since is not None:
            self._stop()

    # -- saving ---------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The clock as a saved game keeps it: its control, each seat's time left now (the running turn
        charged up to now), whose turn it is and how much of it was used, a fallen flag."""
        return {"control": self.control.text, "remaining": [round(self.time_left(0), 3), round(self.time_left(1), 3)],
                "turn": self.turn, "turn_used": round(self._used_now(), 3) if self.turn is not None else 0.0,
                "flagged": self.flagged, "thought": [round(self.thought(0), 3), round(self.thought(1), 3)]}

    @classmethod
    def from_record(cls, record: Mapping[str, Any], now: Callable[[], float]) -> ChessClock:
        """A clock as `record()` saved it (held: the owner releases it when play goes on). ValueError naming
        what is wrong for a record that cannot be read."""
        try:
            control = TimeControl.parse(str(record["control"]))
            remaining = [float(x) for x in record["remaining"]]
            turn = record.get("turn")
            used = float(record.get("turn_used", 0.0))
            flagged = record.get("flagged")
            thought = [float(x) for x in record.get("thought", (0.0, 0.0))]  # not in records before it was kept
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"the saved chess clock cannot be read ({exc})") from None
        if len(remaining) != 2 or not all(math.isfinite(x) and 0 <= x <= MAX_CLOCK_S for x in remaining):
            raise ValueError("the saved chess clock needs two times left, each between zero and a day")
        for name, seat in (("turn", turn), ("flagged", flagged)):
            if seat is not None and (isinstance(seat, bool) or seat not in (0, 1)):
                raise ValueError(f"the saved chess clock's {name} must be 0, 1 or null")
        if not (math.isfinite(used) and 0 <= used <= MAX_CLOCK_S):
            raise ValueError("the saved chess clock's time used in the turn must be between zero and a day")
        if len(thought) != 2 or not all(math.isfinite(x) and x >= 0 for x in thought):
            raise ValueError("the saved chess clock's time thought needs two times, each zero or more")
        clock = cls(control, now, (remaining[0], remaining[1]), None, 0.0, flagged)
        clock._holds.add("resume")
        clock.turn = turn
        clock._turn_used = used if turn is not None else 0.0
        clock._thought = thought
        return clock


def format_clock(seconds: float) -> str:
    """M:SS, or S.t (tenths) under ten seconds, as a clock face shows it."""
    if seconds < 10.0:
        tenths = int(seconds * 10)  # floor: a clock must never show time it does not have
        return f"{tenths // 10}.{tenths % 10}"
    whole = int(seconds)
    if whole >= 3600:
        return f"{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}"
    return f"{whole // 60}:{whole % 60:02d}"


__all__ = ["TimeControl", "ClockReading", "ChessClock", "format_clock", "SUDDEN", "FISCHER", "DELAY", "BRONSTEIN",
           "MAX_CLOCK_S"]
