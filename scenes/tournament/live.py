"""A tournament game's records: its game in progress kept in the tournament's own file, and its replay.

`TournamentRecords` is the RecordKeeper (match/keeper.py) of a fixture's game: the Match hands it the
record after every move (and with the clock during a long turn); it is written to the tournament's
database (`tournament.store.save_live`) on the arcade's one writer thread, so no frame waits for the
disk. After a crash or a closed window the hub offers that fixture's game to resume, clock and all.
When the game ends its record, result and all, is kept as the game in progress until the hub has
stored the result (`TournamentHub.game_ended`), whose transaction drops it: if storing fails, or the
arcade stops in between, the hub finds the finished game there when it next opens and records it then.
A late write can never bring a recorded game back (`save_live` keeps nothing for a fixture already
recorded). Leaving a game for now keeps it too: it is resumed, never dealt again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from core.autosave import WRITER
from core.records import ReplayKeeper
from core.storage import Paths
from match.record import GameLog
from tournament.model import GameSpec
from tournament.store import save_live


class TournamentRecords(ReplayKeeper):
    """A fixture's game kept in its tournament's database, and its replay in the replays folder."""

    def __init__(self, db: Path, tournament_id: int, spec: GameSpec, paths: Paths) -> None:
        super().__init__(paths)
        self.db = Path(db)
        self.tid = tournament_id
        self.spec = spec

    @property
    def key(self) -> str:
        """One writer queue slot per fixture game: a newer save replaces one not yet written."""
        return f"live:{self.db}:{self.tid}:{self.spec.fixture}:{self.spec.index}"

    @property
    def in_memory(self) -> bool:
        """A tournament held in memory (tests, a headless run) ends with its process: nothing to keep."""
        return str(self.db) == ":memory:"

    def _keep_live(self, record: dict[str, Any] | None) -> None:
        if self.in_memory:
            return
        db, tid, fixture, index = self.db, self.tid, self.spec.fixture, self.spec.index
        WRITER.submit(self.key, lambda: save_live(db, tid, fixture, index, record),
                      self.failed("autosave", "This tournament game could not be saved in its tournament"))

    def progress(self, log: GameLog) -> None:
        self._keep_live(log.to_json())

    def finished(self, log: GameLog) -> None:
        self._keep_live(log.to_json())  # with its result, until the hub has stored it (its transaction drops it)
        self.keep_replay(log)

    def forget(self) -> None:
        self._keep_live(None)


__all__ = ["TournamentRecords"]
