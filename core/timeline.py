"""Seconds for a match's chess clock: a monotonic wall clock once a screen is running, driven by hand before.

A game scene is built before it knows its App (screens, tests and tools make scenes first); its Match
needs time from the start. A `Timeline` counts hand-driven seconds (`advance`) until it is attached to
a source (the App's `now`: `time.monotonic` in the arcade, the frames' simulated time in headless apps
and tests), and carries on from the same reading when it switches, so no clock ever jumps. Frame times
(clamped, for animations) never reach a chess clock.
"""

from __future__ import annotations

from collections.abc import Callable


class Timeline:
    """A monotonic time source that may be driven by hand, then attached to another, without a jump."""

    def __init__(self) -> None:
        self._source: Callable[[], float] | None = None
        self._offset = 0.0
        self._manual = 0.0

    def __call__(self) -> float:
        if self._source is None:
            return self._manual
        return self._offset + self._source()

    def attach(self, source: Callable[[], float]) -> None:
        """From now on follow `source`, starting from the reading now."""
        reading = self()
        self._source = source
        self._offset = reading - source()

    def advance(self, seconds: float) -> None:
        """Move hand-driven time on (nothing once attached: the source moves it)."""
        if self._source is None and seconds > 0:
            self._manual += seconds
