"""Where a Match's records go: a `RecordKeeper` takes the record after every move and at the end.

The Match only hands records over; keeping them is the keeper's (the arcade's autosave file and
replays folder, core.records; a tournament's store; nothing at all for a lesson or a replay). A keeper
should not hold a frame up (the arcade's writes run on a writer thread; a computers' game reads the
autosave once, on its first save, to leave a game someone plays alone) and never raises: a failed
write is reported by the keeper itself. No pygame, no files here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from match.record import GameLog


class RecordKeeper(Protocol):
    """Keeps a match's records."""

    def progress(self, log: GameLog) -> None:
        """The game so far (after a move, an undo, or with the clock during a long turn): for Resume."""
        ...

    def finished(self, log: GameLog) -> None:
        """The game is over (`log.result` set): keep its replay, then forget the game in progress."""
        ...

    def forget(self) -> None:
        """Nothing is left to resume (every move undone, a tournament game abandoned)."""
        ...


class NoRecords:
    """Keeps nothing (a lesson, a guide's picture, a replay being watched, a headless simulation)."""

    def progress(self, log: GameLog) -> None:
        pass

    def finished(self, log: GameLog) -> None:
        pass

    def forget(self) -> None:
        pass

    def take_errors(self) -> list[tuple[str, str]]:
        """Nothing is written, so nothing fails."""
        return []

    def saved_replay(self, timeout: float = 2.0) -> Path | None:
        """No replay is kept."""
        return None


__all__ = ["RecordKeeper", "NoRecords"]
