"""A tournament game's records: its game in progress kept in the tournament's own file, and its replay.

`TournamentRecords` is the RecordKeeper (match/keeper.py) of a fixture's game: the Match hands it the
record after every move (and with the clock during a long turn); it is written to the tournament's
database (`tournament.store.save_live`) on the arcade's one writer thread, so no frame waits for the
disk. After a crash or a closed window the hub offers that fixture's game to resume, clock and all.
When the game ends its replay is kept like any game's; its result goes into the tournament through
the hub (`TournamentHub.game_ended`), whose transaction also drops the game in progress, and a
late write of the game in progress can never bring it back (`save_live` keeps nothing for a fixture
already recorded). Abandoning the game forgets it: it is played again from the start.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.autosave import WRITER
from core.replay import save_new_replay
from core.storage import Paths
from match.record import GameLog
from tournament.model import GameSpec
from tournament.store import save_live


class TournamentRecords:
    """A fixture's game kept in its tournament's database, and its replay in the replays folder."""

    def __init__(self, db: Path, tournament_id: int, spec: GameSpec, paths: Paths) -> None:
        self.db = Path(db)
        self.tid = tournament_id
        self.spec = spec
        self.paths = paths
        self.replay_path: Path | None = None
        self._errors: list[tuple[str, str]] = []
        self._lock = threading.Lock()

    @property
    def key(self) -> str:
        """One writer queue slot per fixture game: a newer save replaces one not yet written."""
        return f"live:{self.db}:{self.tid}:{self.spec.fixture}:{self.spec.index}"

    def _live(self, record: dict[str, Any] | None) -> Callable[[], None]:
        db, tid, fixture, index = self.db, self.tid, self.spec.fixture, self.spec.index
        return lambda: save_live(db, tid, fixture, index, record)

    def progress(self, log: GameLog) -> None:
        if str(self.db) == ":memory:":
            return  # a tournament held in memory (tests, a headless run) ends with its process anyway
        WRITER.submit(self.key, self._live(log.to_json()),
                      self._failed("autosave", "This tournament game could not be saved in its tournament"))

    def finished(self, log: GameLog) -> None:
        paths = self.paths

        def keep() -> None:
            self.replay_path = save_new_replay(paths, log)

        self.forget()  # the result is the tournament's now (the hub stores it)
        WRITER.submit(f"replay:{id(self)}", keep,
                      self._failed("replay", "The replay of this game could not be saved"))

    def forget(self) -> None:
        if str(self.db) != ":memory:":
            WRITER.submit(self.key, self._live(None))

    def saved_replay(self, timeout: float = 2.0) -> Path | None:
        if self.replay_path is None:
            WRITER.flush(timeout=timeout)
        return self.replay_path

    def _failed(self, kind: str, what: str) -> Callable[[BaseException], None]:
        def failed(exc: BaseException) -> None:  # on the writer thread: only note it
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc) or type(exc).__name__
            with self._lock:
                self._errors.append((kind, f"{what}: {why}."))
        return failed

    def take_errors(self) -> list[tuple[str, str]]:
        with self._lock:
            errors, self._errors = self._errors, []
        return errors


__all__ = ["TournamentRecords"]
