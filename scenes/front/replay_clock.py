"""The chess clock of a replay: the time each seat had left at every position, read from the clock's log.

A record of a game played with a chess clock keeps the clock's own record
(`core.replay.GameLog.clock`, written by `scenes.play.records.clock_record`):
its control and its log, every start, hold, resume, stop and flag with the
scene time it happened. Replaying that log through the clock's own arithmetic
(`tournament.clock.ChessClock`, so increments, delays and Bronstein refunds
come out exactly as in play) gives the clock after every move: the game
scene ends the mover's turn as it applies a move (`GameScene.play`), so the
k-th "stop" is the end of the k-th action, the increment already added. The
end position shows the clock as it stood when the game ended (a fallen flag,
or the time a player who resigned had used thinking).

A record without a clock, or one whose log cannot be read or does not have
one stop per action (written by hand or by a different program), gives None:
the viewer then shows no clock rather than wrong times. No pygame here.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tournament.clock import ChessClock, TimeControl

#: Log entries the clock writes (tournament.clock.ChessClock.log).
KINDS = ("start", "hold", "resume", "stop", "flag")


@dataclass(frozen=True)
class ClockTimes:
    """Both seats' time left at every position of a replay: `left[i]` after i actions (0: the start)."""

    control: TimeControl
    left: tuple[tuple[float, float], ...]
    #: The seat whose flag fell (the game was lost on time), shown at the end position only.
    flagged: int | None = None

    def at(self, i: int) -> tuple[float, float]:
        return self.left[max(0, min(len(self.left) - 1, i))]


def clock_times(record: Mapping[str, Any] | None, actions: int) -> ClockTimes | None:
    """The time left per seat after 0..`actions` actions, from a record's clock; None without one
    (or when its log cannot be read or does not end one turn per action)."""
    if not record:
        return None
    try:
        control = TimeControl.parse(str(record["control"]))
        log = [(str(k), int(seat), float(t)) for k, seat, t in record.get("log", [])]
    except (KeyError, TypeError, ValueError):
        return None
    if any(k not in KINDS or seat not in (0, 1) or not math.isfinite(t) for k, seat, t in log):
        return None
    if sum(1 for k, _s, _t in log if k == "stop") != actions:
        return None
    now = [0.0]
    clock = ChessClock(control, now=lambda: now[0])
    left = [(clock.remaining[0], clock.remaining[1])]
    for kind, seat, t in log:
        now[0] = t
        if kind == "start":
            clock.start_turn(seat)
        elif kind == "hold":
            clock.hold()
        elif kind == "resume":
            clock.resume()
        elif kind == "flag":
            clock.check_flag()
            if clock.flagged is None:  # the record says it fell: it did, whatever the arithmetic says
                clock.remaining[seat] = 0.0
                clock.flagged = seat
        else:
            clock.end_turn()
            left.append((clock.remaining[0], clock.remaining[1]))
    # The end: the clock after its last entry (the time a resigning player had used, a fallen flag).
    left[-1] = (max(0.0, clock.remaining[0]), max(0.0, clock.remaining[1]))
    return ClockTimes(control, tuple(left), clock.flagged)
