"""The tournament database: SQLite (standard library), one transaction per result.

A tournament is stored as its configuration plus the games played, in order;
`Tournament.restore` rebuilds fixtures and standings from them, so the file
never holds anything that could disagree with the results. Each finished game
(with any coin toss it caused) is written in one transaction the moment it
ends. A game in progress is kept too (`live_games`: its record, the clock
included, after every move and during a long turn, written by `save_live` on
the arcade's writer thread), so a crash or a killed process loses nothing: the
hub offers to resume it. Its row goes in the same transaction that adds its
result, so a game is never both in progress and finished, nor recorded twice.
Schema 2 added `live_games`; a schema 1 file is brought up to date when opened.

A file that is not a Matchday tournament database (damaged, truncated, some
other file), or one written by another version of the schema, raises
`StoreError` with a message naming the file; `open_store` then keeps the
original under a fresh `.bak` name (never overwriting an earlier one) and
starts a new database, reporting what it did. A file that is only busy or
out of reach for now (another Matchday or the headless command is writing
it: "database is locked"; SQLite's disk I/O or "unable to open" errors)
raises `StoreBusy` instead, and is never moved aside: trying again later is
right. (A file the system will not let us read at all, or a folder in its
place, is a bad file like the others and is kept as .bak.)
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from tournament.model import Config, GameRecord
from tournament.runner import Tournament

SCHEMA_VERSION = 2
SQLITE_MAGIC = b"SQLite format 3\x00"
APP_TAG = "matchday-tournaments"

#: Schema 2: the game in progress of each fixture (its record as JSON: core's replay format).
_LIVE_TABLE = """
CREATE TABLE IF NOT EXISTS live_games (
    tournament INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    fixture INTEGER NOT NULL,
    game_index INTEGER NOT NULL,
    record TEXT NOT NULL,
    updated REAL NOT NULL,
    PRIMARY KEY (tournament, fixture, game_index)
);
"""

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    config TEXT NOT NULL,
    created REAL NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE games (
    tournament INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    fixture INTEGER NOT NULL,
    game_index INTEGER NOT NULL,
    game TEXT NOT NULL,
    blue INTEGER NOT NULL,
    red INTEGER NOT NULL,
    score_blue INTEGER NOT NULL,
    score_red INTEGER NOT NULL,
    winner INTEGER,
    method TEXT NOT NULL,
    record TEXT NOT NULL,
    PRIMARY KEY (tournament, seq)
);
""" + _LIVE_TABLE



class StoreError(ValueError):
    """The database cannot be used as it is; the message says which file and why."""


class StoreBusy(StoreError):
    """The database is in use by someone else or out of reach just now; it is not damaged."""


#: SQLite's primary result codes that mean the file itself is bad (SQLITE_CORRUPT, SQLITE_NOTADB).
_DAMAGE_CODES = {11, 26}
#: ... and the ones that mean another connection holds it (SQLITE_BUSY, SQLITE_LOCKED).
_BUSY_CODES = {5, 6}


def _is_damage(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return (code & 0xFF) in _DAMAGE_CODES
    words = str(exc).lower()
    return "not a database" in words or "malformed" in words


def _unavailable(path: Path, exc: sqlite3.Error) -> StoreBusy:
    """The error for a database that is busy or cannot be reached (nothing is wrong with its contents)."""
    code = getattr(exc, "sqlite_errorcode", None)
    busy = ((code & 0xFF) in _BUSY_CODES) if code is not None else "locked" in str(exc).lower()
    if busy:
        return StoreBusy(f"{path} is in use by another Matchday (or the tournament command): close it or wait "
                         f"a moment, then try again ({exc}).")
    return StoreBusy(f"{path} cannot be used just now ({exc}); nothing was changed. Try again.")


def _store_error(path: Path, exc: sqlite3.Error) -> StoreError:
    """A damaged file's StoreError, or StoreBusy when the database is only busy or out of reach."""
    if isinstance(exc, sqlite3.DatabaseError) and _is_damage(exc):
        return StoreError(f"{path} is damaged ({exc}).")
    return _unavailable(path, exc)


@dataclass(frozen=True)
class Summary:
    """One stored tournament, for the resume list."""

    id: int
    name: str
    config: Config
    games: int
    finished: bool
    created: float


class TournamentStore:
    """An open tournament database."""

    def __init__(self, path: Path, timeout: float = 10.0) -> None:
        """Open (or create) the database; `timeout` is how long to wait for another writer, in seconds."""
        self.path = Path(path)
        self._check_header()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(self.path, timeout=timeout)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"{self.path} cannot be opened: {exc}") from None
        try:
            self.db.execute("PRAGMA foreign_keys = ON")
            self._check_or_create()
        except sqlite3.Error as exc:
            self.db.close()
            raise _store_error(self.path, exc) from None
        except StoreError:
            self.db.close()
            raise

    def _check_header(self) -> None:
        try:
            if not self.path.exists() or self.path.stat().st_size == 0:
                return
            with open(self.path, "rb") as f:
                head = f.read(len(SQLITE_MAGIC))
        except OSError as exc:
            raise StoreError(f"{self.path} cannot be read: {exc.strerror or exc}.") from None
        if head != SQLITE_MAGIC:
            raise StoreError(f"{self.path} is not a tournament database (damaged or another kind of file).")

    def _check_or_create(self) -> None:
        tables = {row[0] for row in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not tables:
            with self.db:
                self.db.executescript(_SCHEMA)
                self.db.executemany("INSERT INTO meta VALUES (?, ?)",
                                    [("app", APP_TAG), ("schema", str(SCHEMA_VERSION))])
            return
        if "meta" not in tables:
            raise StoreError(f"{self.path} is an SQLite file but not a Matchday tournament database.")
        meta = dict(self.db.execute("SELECT key, value FROM meta").fetchall())
        if meta.get("app") != APP_TAG:
            raise StoreError(f"{self.path} is an SQLite file but not a Matchday tournament database.")
        try:
            version = int(meta.get("schema", "0"))
        except ValueError:
            version = 0
        if version > SCHEMA_VERSION:
            raise StoreError(f"{self.path} was written by a newer version of Matchday (database version "
                             f"{version}; this one reads {SCHEMA_VERSION}).")
        if version not in (1, SCHEMA_VERSION):
            raise StoreError(f"{self.path} was written by an older version of Matchday (database version "
                             f"{version}; this one reads {SCHEMA_VERSION}).")
        check = self.db.execute("PRAGMA quick_check").fetchone()
        if not check or check[0] != "ok":
            raise StoreError(f"{self.path} is damaged (SQLite check: {check[0] if check else 'no answer'}).")
        if version == 1:  # sound, from before games in progress were kept: add their table
            with self.db:
                self.db.executescript(_LIVE_TABLE)
                self.db.execute("UPDATE meta SET value = ? WHERE key = 'schema'", (str(SCHEMA_VERSION),))
        tables = {row[0] for row in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"tournaments", "games", "live_games"} <= tables:
            raise StoreError(f"{self.path} is missing tables; it is damaged.")

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> TournamentStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- writing -----------------------------------------------------------------
    def create(self, config: Config) -> int:
        """Store a new tournament; returns its id."""
        with self.db:
            cur = self.db.execute("INSERT INTO tournaments (name, config, created) VALUES (?, ?, ?)",
                                  (config.name, json.dumps(config.to_json(), sort_keys=True), time.time()))
        assert cur.lastrowid is not None
        return int(cur.lastrowid)

    def add_games(self, tournament_id: int, games: list[GameRecord], finished: bool = False) -> None:
        """Append finished games (one transaction: all of them or none)."""
        with self.db:
            # Take the write lock before reading the last seq, so two writers never take the same one.
            self.db.execute("BEGIN IMMEDIATE")
            row = self.db.execute("SELECT COALESCE(MAX(seq), -1) FROM games WHERE tournament = ?",
                                  (tournament_id,)).fetchone()
            seq = int(row[0]) + 1
            for g in games:
                self.db.execute(
                    "INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (tournament_id, seq, g.fixture, g.index, g.game_id, g.blue, g.red, g.score[0], g.score[1],
                     g.winner, g.method, json.dumps(g.to_json(), sort_keys=True)))
                self.db.execute("DELETE FROM live_games WHERE tournament = ? AND fixture = ? AND game_index = ?",
                                (tournament_id, g.fixture, g.index))
                seq += 1
            if finished:
                self.db.execute("UPDATE tournaments SET finished = 1 WHERE id = ?", (tournament_id,))

    def delete(self, tournament_id: int) -> None:
        with self.db:
            self.db.execute("DELETE FROM live_games WHERE tournament = ?", (tournament_id,))
            self.db.execute("DELETE FROM games WHERE tournament = ?", (tournament_id,))
            self.db.execute("DELETE FROM tournaments WHERE id = ?", (tournament_id,))

    # -- reading -----------------------------------------------------------------
    def summaries(self) -> list[Summary]:
        """Every stored tournament, newest first (unreadable ones are skipped)."""
        out: list[Summary] = []
        rows = self.db.execute(
            "SELECT t.id, t.name, t.config, t.finished, t.created, "
            "(SELECT COUNT(*) FROM games g WHERE g.tournament = t.id) FROM tournaments t ORDER BY t.id DESC")
        for tid, name, config, finished, created, games in rows:
            try:
                cfg = Config.from_json(json.loads(config))
            except ValueError:
                continue
            out.append(Summary(int(tid), str(name), cfg, int(games), bool(finished), float(created)))
        return out

    def damaged(self) -> list[tuple[int, str, str]]:
        """The stored tournaments whose configuration cannot be read: (id, name, why). They are kept as they
        are (never deleted or started again by themselves); `summaries` leaves them out."""
        out: list[tuple[int, str, str]] = []
        for tid, name, config in self.db.execute("SELECT id, name, config FROM tournaments ORDER BY id DESC"):
            try:
                Config.from_json(json.loads(config))
            except ValueError as exc:  # json.JSONDecodeError is a ValueError too
                out.append((int(tid), str(name), str(exc)))
        return out

    def games(self, tournament_id: int) -> list[GameRecord]:
        rows = self.db.execute("SELECT record FROM games WHERE tournament = ? ORDER BY seq", (tournament_id,))
        try:
            return [GameRecord.from_json(json.loads(r[0])) for r in rows]
        except ValueError as exc:
            raise StoreError(f"{self.path}: tournament {tournament_id} has a damaged game record ({exc}).") from None

    def load(self, tournament_id: int) -> Tournament:
        """Rebuild a tournament from its configuration and games."""
        try:
            row = self.db.execute("SELECT config FROM tournaments WHERE id = ?", (tournament_id,)).fetchone()
            if row is None:
                raise StoreError(f"{self.path} has no tournament {tournament_id}.")
            config = Config.from_json(json.loads(row[0]))
            t = Tournament(config)
            t.restore(self.games(tournament_id))
        except sqlite3.Error as exc:
            raise _store_error(self.path, exc) from None
        except StoreError:
            raise
        except ValueError as exc:
            raise StoreError(f"{self.path}: tournament {tournament_id} cannot be rebuilt: {exc}") from None
        return t

    def live_games(self, tournament_id: int) -> set[tuple[int, int]]:
        """The (fixture, game index) of every game kept in progress (or finished but not yet recorded)."""
        try:
            rows = self.db.execute("SELECT fixture, game_index FROM live_games WHERE tournament = ?",
                                   (tournament_id,)).fetchall()
        except sqlite3.Error as exc:
            raise _store_error(self.path, exc) from None
        return {(int(f), int(i)) for f, i in rows}

    def drop_live(self, tournament_id: int, fixture: int, index: int) -> None:
        """Forget a fixture's game in progress (one that cannot be read)."""
        try:
            with self.db:
                self.db.execute("DELETE FROM live_games WHERE tournament = ? AND fixture = ? AND game_index = ?",
                                (tournament_id, fixture, index))
        except sqlite3.Error as exc:
            raise _store_error(self.path, exc) from None

    def live_game(self, tournament_id: int, fixture: int, index: int) -> dict[str, Any] | None:
        """The record of a fixture's game in progress (parsed JSON, checked by the caller), or None."""
        try:
            row = self.db.execute("SELECT record FROM live_games WHERE tournament = ? AND fixture = ? AND "
                                  "game_index = ?", (tournament_id, fixture, index)).fetchone()
        except sqlite3.Error as exc:
            raise _store_error(self.path, exc) from None
        if row is None:
            return None
        try:
            value = json.loads(row[0])
        except ValueError:
            return None
        return value if isinstance(value, dict) else None

    def latest_unfinished(self) -> int | None:
        row = self.db.execute("SELECT MAX(id) FROM tournaments WHERE finished = 0").fetchone()
        return None if row is None or row[0] is None else int(row[0])

    def latest(self) -> int | None:
        row = self.db.execute("SELECT MAX(id) FROM tournaments").fetchone()
        return None if row is None or row[0] is None else int(row[0])


def games_in_progress(path: Path) -> list[str]:
    """The names of the tournaments in the file with a game left in progress (read only, without opening
    the file as a store: for a notice when the arcade starts). Empty when there is no such file or it
    cannot be read: the tournament screen says what is wrong when it is opened."""
    if not path.is_file():
        return []
    try:
        db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=1.0)
        try:
            rows = db.execute("SELECT DISTINCT t.name FROM live_games l JOIN tournaments t ON t.id = l.tournament "
                              "WHERE t.finished = 0").fetchall()
        finally:
            db.close()
    except sqlite3.Error:
        return []
    return [str(name) for (name,) in rows]


def save_live(path: Path, tournament_id: int, fixture: int, index: int, record: dict[str, Any] | None,
              timeout: float = 10.0) -> None:
    """Keep (or with None, forget) a fixture's game in progress, on a connection of its own (the arcade
    calls this on its writer thread). Nothing is kept for a game already recorded."""
    db = sqlite3.connect(path, timeout=timeout)
    try:
        with db:
            db.execute("BEGIN IMMEDIATE")
            db.execute("DELETE FROM live_games WHERE tournament = ? AND fixture = ? AND game_index = ?",
                       (tournament_id, fixture, index))
            done = db.execute("SELECT 1 FROM games WHERE tournament = ? AND fixture = ? AND game_index = ?",
                              (tournament_id, fixture, index)).fetchone()
            if record is not None and done is None:
                db.execute("INSERT INTO live_games VALUES (?, ?, ?, ?, ?)",
                           (tournament_id, fixture, index, json.dumps(record, sort_keys=True), time.time()))
    finally:
        db.close()


def open_store(path: Path, timeout: float = 10.0, *,
               keep_bad: Callable[[Path], Path | None]) -> tuple[TournamentStore, str | None]:
    """Open the database, or keep a bad one as .bak and start afresh; the message says what happened.

    `keep_bad(path)` moves the bad file aside and returns where it went, or None
    when it could not (the arcade passes `core.storage.preserve_bad_file`: the
    tournament layer imports nothing from core).

    The arcade's own file is never empty once written, so an empty one (a disk
    that filled up, a copy cut short) is reported and kept like a damaged one;
    `TournamentStore` itself takes an empty file as a new database (`--db`).
    A busy or unreachable file (`StoreBusy`) is never moved aside: the error is raised.
    """
    try:
        empty = path.is_file() and path.stat().st_size == 0
    except OSError:
        empty = False  # TournamentStore says what is wrong
    try:
        if empty:
            raise StoreError(f"{path} is empty (0 bytes): any tournaments it held are lost.")
        return TournamentStore(path, timeout), None
    except StoreBusy:
        raise
    except StoreError as exc:
        kept = keep_bad(path)
        if kept is None:
            raise
        message = f"{exc} It was kept as {kept.name} and a new tournament file was started."
        return TournamentStore(path, timeout), message


def export(tournament: Tournament, path: Path, write: Callable[[Path, bytes], None]) -> None:
    """Write the results to a .csv or .json file, chosen by the file's suffix, with `write(path, data)`
    (the callers pass `core.storage.atomic_write`: the tournament layer imports nothing from core)."""
    suffix = Path(path).suffix.lower()
    if suffix == ".csv":
        data = tournament.to_csv()
    elif suffix == ".json":
        data = json.dumps(tournament.to_json(), indent=2) + "\n"
    else:
        raise ValueError(f"export to a .csv or .json file, not {Path(path).name!r}")
    write(Path(path), data.encode("utf-8"))
