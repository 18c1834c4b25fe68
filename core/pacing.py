"""Frame pacing: the measured time between frames made into the steps animations advance by.

The loop measures each frame's interval on the wall clock, and an animation
moved by that raw figure stutters twice over: VSync intervals jitter by a
millisecond or two around the refresh period, and one late frame (a garbage
collection, a texture upload, the computer's worker waking) moves everything
by the whole delay in a single visible jump. `FramePacer.step` smooths both:

- an interval within JITTER of a whole number of refresh periods counts as
  exactly that many periods (the leftover is carried, so no time is lost);
- a late frame's time is not dropped but spread: no step is longer than
  CATCH_UP times the recent frame interval, and what is left is paid over
  the next frames, so a 100 ms hitch becomes a brief fast-forward instead of
  a jump;
- a stall longer than STALL_S (a window dragged, the machine asleep, a long
  load) is skipped: the animations carry on from where they stood.

Only animations, toasts and effects run on these steps. Chess clocks never
do: they read a monotonic clock of their own (match/clock.py, App.now), so
however frames are paced a player is charged exactly the time that passed.
No pygame here: tests drive it with made-up intervals.
"""

from __future__ import annotations

#: An interval longer than this is a stall, not a frame: its time is skipped.
STALL_S = 0.25
#: The longest step ever handed to the scenes.
MAX_STEP_S = 0.1
#: A step is at most this many times the recent frame interval (how fast a late frame is caught up).
CATCH_UP = 2.0
#: How close (as a share of the period) an interval must be to whole periods to count as exactly them.
JITTER = 0.12
#: Weight of the newest interval in the running average of frame intervals.
AVERAGE_WEIGHT = 0.1


class FramePacer:
    """Turns measured frame intervals (seconds) into animation steps; see the module docstring."""

    def __init__(self, period_s: float) -> None:
        if period_s <= 0:
            raise ValueError("the frame period must be above 0 seconds")
        #: The display's refresh period with VSync, else the frame cap's period.
        self.period = period_s
        #: Running average of recent intervals (stalls left out).
        self.average = period_s
        #: Time measured but not yet handed out (a late frame's rest, the jitter carried).
        self.owed = 0.0

    def step(self, measured_s: float) -> float:
        """The step for a frame that came `measured_s` after the one before."""
        measured = max(0.0, measured_s)
        if measured > STALL_S:
            # The stall itself is let go, but not time already handed ahead of the wall clock by a snapped
            # step: that is still paid back, or a snap on each side of a stall runs the game ahead.
            self.owed = min(self.owed, 0.0)
            return min(self.average, MAX_STEP_S)
        self.average += AVERAGE_WEIGHT * (measured - self.average)
        self.owed += measured
        want = self.owed
        periods = round(want / self.period)
        if periods >= 1 and abs(want - periods * self.period) <= JITTER * self.period:
            want = periods * self.period
        step = max(0.0, min(want, max(self.period, CATCH_UP * self.average), MAX_STEP_S))
        self.owed -= step  # (a snapped step may run a little ahead: the next interval pays it back)
        if self.owed > STALL_S:  # more behind than a stall: let it go rather than race
            self.owed = 0.0
        return step
