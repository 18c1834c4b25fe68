"""Chess clocks: pure arithmetic over an injected monotonic time source.

Four time controls, written like "15+0" (sudden death), "10+5" (Fischer: the
increment is added after each move), "10d5" (simple / US delay: the clock
waits 5 s each turn before counting down) and "10b5" (Bronstein: time used
in the turn is given back, up to 5 s). The clock never reads a wall clock: it
is given `now()` (the game scene passes its own running time, which stops
while a pause or reconnect overlay is up), so tests control time exactly.

A turn (`start_turn` / `end_turn`) is when a seat owes a decision; inside a
turn the clock may be held (`hold`) during animations or hand-off curtains
and resumed (`resume`) without restarting the delay. Every start and stop is
appended to `log` so it can be stored with the game.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType

SUDDEN, FISCHER, DELAY, BRONSTEIN = "sudden", "fischer", "delay", "bronstein"
MIN_WARNING_S, MAX_WARNING_S = 10.0, 60.0
#: The time control of a game whose engine names no DEFAULT_CLOCK of its own.
FALLBACK_CLOCK = "10+5"


def default_control(engine: ModuleType) -> str:
    """The game's usual time control: its engine's optional DEFAULT_CLOCK, else 10+5."""
    value = getattr(engine, "DEFAULT_CLOCK", FALLBACK_CLOCK)
    return value if isinstance(value, str) else FALLBACK_CLOCK


@dataclass(frozen=True)
class TimeControl:
    """Starting time per seat and the per-move rule."""

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
        minutes = f"{self.base_s / 60:g} min"
        if self.kind == SUDDEN:
            return minutes
        word = {FISCHER: "+", DELAY: "delay", BRONSTEIN: "Bronstein"}[self.kind]
        return f"{minutes} {word} {self.extra_s:g} s"

    @property
    def warning_s(self) -> float:
        """Low-time warning threshold: a tenth of the start, kept within 10-60 s."""
        return max(MIN_WARNING_S, min(MAX_WARNING_S, self.base_s / 10.0))


@dataclass
class ChessClock:
    """Two clocks, one running at most, flag fall detected exactly."""

    control: TimeControl
    now: Callable[[], float]
    remaining: list[float] = field(default_factory=list)
    log: list[tuple[str, int, float]] = field(default_factory=list)
    turn: int | None = None
    running: bool = False
    flagged: int | None = None
    _since: float = 0.0
    _turn_used: float = 0.0

    def __post_init__(self) -> None:
        if not self.remaining:
            self.remaining = [self.control.base_s, self.control.base_s]

    # -- reading -------------------------------------------------------------
    def time_left(self, seat: int) -> float:
        """Seconds left for a seat right now (never below zero)."""
        left = self.remaining[seat]
        if self.running and self.turn == seat:
            left -= self._charge(self._turn_used + self.now() - self._since) - self._charge(self._turn_used)
        return max(0.0, left)

    def delay_left(self) -> float:
        """For simple delay: seconds of free time left in the current turn."""
        if self.control.kind != DELAY or self.turn is None:
            return 0.0
        used = self._turn_used + (self.now() - self._since if self.running else 0.0)
        return max(0.0, self.control.extra_s - used)

    def _charge(self, used: float) -> float:
        """How much of `used` seconds in a turn comes off the clock."""
        if self.control.kind == DELAY:
            return max(0.0, used - self.control.extra_s)
        return used

    def check_flag(self) -> int | None:
        """The seat whose time has run out, if any (and stop there)."""
        if self.flagged is None and self.turn is not None and self.running and self.time_left(self.turn) <= 0.0:
            seat = self.turn
            self._stop()
            self.remaining[seat] = 0.0
            self.flagged = seat
            self.log.append(("flag", seat, self.now()))
        return self.flagged

    # -- turns ---------------------------------------------------------------
    def start_turn(self, seat: int) -> None:
        """The seat now owes a decision: its clock starts."""
        if self.flagged is not None:
            return
        if self.turn is not None:
            self.end_turn()
        self.turn = seat
        self._turn_used = 0.0
        self.running = True
        self._since = self.now()
        self.log.append(("start", seat, self._since))

    def end_turn(self) -> None:
        """The seat decided: stop its clock and add any increment or refund."""
        if self.turn is None or self.flagged is not None:
            return
        if self.check_flag() is not None:
            return
        seat = self.turn
        self._stop()
        if self.control.kind == FISCHER:
            self.remaining[seat] += self.control.extra_s
        elif self.control.kind == BRONSTEIN:
            self.remaining[seat] += min(self.control.extra_s, self._turn_used)
        self.turn = None
        self.log.append(("stop", seat, self.now()))

    def hold(self) -> None:
        """Stop counting inside a turn (animation, curtain); the turn goes on."""
        if self.running and self.turn is not None and self.check_flag() is None:
            self._stop()
            self.log.append(("hold", self.turn, self.now()))

    def resume(self) -> None:
        """Count again after a hold."""
        if not self.running and self.turn is not None and self.flagged is None:
            self.running = True
            self._since = self.now()
            self.log.append(("resume", self.turn, self._since))

    def _stop(self) -> None:
        if not self.running or self.turn is None:
            self.running = False
            return
        used = self.now() - self._since
        seat = self.turn
        self.remaining[seat] -= self._charge(self._turn_used + used) - self._charge(self._turn_used)
        self._turn_used += used
        self.running = False


def format_clock(seconds: float) -> str:
    """M:SS, or S.t (tenths) under ten seconds, as a clock face shows it."""
    if seconds < 10.0:
        tenths = int(seconds * 10)  # floor: a clock must never show time it does not have
        return f"{tenths // 10}.{tenths % 10}"
    whole = int(seconds)
    if whole >= 3600:
        return f"{whole // 3600}:{whole % 3600 // 60:02d}:{whole % 60:02d}"
    return f"{whole // 60}:{whole % 60:02d}"
