"""The arcade's record keeper: a casual game's autosave (Resume) and the replay of every finished game.

`ArcadeRecords` is the `RecordKeeper` (match/keeper.py) of games played from the menu and `play`: the
Match hands it the record after every move (and with the clock during a long turn) and at the end;
the writes run on the one writer thread (core/autosave.py) so no frame waits for a disk. A failed
write is kept and shown once per kind per game by the screen (`take_errors`). A game with no person in
it never replaces a saved game someone plays (the menu offers Resume only for those).
No pygame here.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from core.autosave import WRITER
from core.replay import autosave_path, clear_autosave, read_autosave, save_new_replay, write_autosave
from core.storage import Paths
from match.keeper import RecordKeeper
from match.record import GameLog


class ReplayKeeper:
    """What every keeper of the arcade does alike: keep a finished game's replay in the replays folder (on
    the writer thread), say where it went, and note failed writes for the screen to show once."""

    def __init__(self, paths: Paths) -> None:
        self.paths = paths
        #: The replay file written when the game ended (set on the writer thread once it is on disk).
        self.replay_path: Path | None = None
        self._errors: list[tuple[str, str]] = []
        self._lock = threading.Lock()

    def keep_replay(self, log: GameLog, then: Callable[[], None] | None = None, what: str = "") -> None:
        """Write the finished game's replay, then run `then` (in that order, in one job)."""
        paths = self.paths

        def keep() -> None:
            self.replay_path = save_new_replay(paths, log)
            if then is not None:
                then()

        WRITER.submit(f"replay:{id(self)}", keep, self.failed("replay", what or "The replay of this game could "
                                                                             "not be saved"))

    def saved_replay(self, timeout: float = 2.0) -> Path | None:
        """The replay file of the finished game, once it is on disk (waiting up to `timeout` seconds for
        the writer); None when none was kept."""
        if self.replay_path is None:
            WRITER.flush(timeout=timeout)
        return self.replay_path

    def failed(self, kind: str, what: str) -> Callable[[BaseException], None]:
        """A writer job's error handler: the failure noted as (kind, words) for `take_errors`."""
        def note(exc: BaseException) -> None:  # on the writer thread: only note it
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc) or type(exc).__name__
            with self._lock:
                self._errors.append((kind, f"{what}: {why}."))
        return note

    def take_errors(self) -> list[tuple[str, str]]:
        """Failed writes since the last call: (kind, message)."""
        with self._lock:
            errors, self._errors = self._errors, []
        return errors


class ArcadeRecords(ReplayKeeper):
    """Autosave and replays in the user's data folder."""

    def __init__(self, paths: Paths, *, has_person: bool, autosaved: bool = False) -> None:
        super().__init__(paths)
        self.has_person = has_person
        #: The autosave holds this game (it wrote it, or the game was resumed from it).
        self.autosaved = autosaved
        self._people_save: bool | None = None

    def _players_game_saved(self) -> bool:
        """Whether the autosave holds a game someone plays (read once, when this game first saves)."""
        if self._people_save is None:
            log, _message = read_autosave(self.paths)
            self._people_save = log is not None and log.has_human
        return self._people_save

    def progress(self, log: GameLog) -> None:
        if not self.has_person and self._players_game_saved():
            return  # computers playing each other never replace a game someone can resume
        paths = self.paths
        WRITER.submit(str(autosave_path(paths)), lambda: write_autosave(paths, log),
                      self.failed("autosave", "This game could not be saved for Resume"))
        self.autosaved = True

    def finished(self, log: GameLog) -> None:
        paths = self.paths
        # In this order, in one job: the autosave goes only once the replay is safely written, so a kill in
        # between, or a replay that cannot be written, never leaves the game unrecorded.
        self.keep_replay(log, (lambda: clear_autosave(paths)) if self.autosaved else None,
                         "The replay of this game could not be saved (the autosave is kept)")
        self.autosaved = False

    def forget(self) -> None:
        if self.autosaved:
            paths = self.paths
            WRITER.submit(str(autosave_path(paths)), lambda: clear_autosave(paths))
            self.autosaved = False

class ScreenRecords(RecordKeeper, Protocol):
    """A keeper whose failed writes a screen reports, and which says where a finished game's replay went."""

    def take_errors(self) -> list[tuple[str, str]]:
        """Failed writes since the last call: (kind, message)."""
        ...

    def saved_replay(self, timeout: float = 2.0) -> Path | None:
        """The finished game's replay file once it is on disk, None when none was kept."""
        ...


__all__ = ["ReplayKeeper", "ArcadeRecords", "ScreenRecords"]
