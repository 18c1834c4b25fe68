"""The SQLite tournament store: round trips, one transaction per result, bad files kept and reported."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from core.storage import atomic_write, preserve_bad_file
from tournament.model import Config, Entrant, GameRecord
from tournament.runner import Tournament, play_out
from tournament.store import SCHEMA_VERSION, StoreBusy, StoreError, TournamentStore, export, open_store


def cfg(fmt: str = "roundrobin", n: int = 4, seed: int = 3) -> Config:
    return Config(format=fmt, events=("jukem_soccer",), seed=seed,
                  entrants=tuple(Entrant(f"P{i}", "cpu", "random") for i in range(n)))


def test_a_tournament_is_rebuilt_exactly_from_the_store(tmp_path):
    path = tmp_path / "t.sqlite3"
    t = Tournament(cfg("elimination", 6))
    with TournamentStore(path) as store:
        tid = store.create(t.config)
        play_out(t, lambda games: store.add_games(tid, games, finished=t.finished))
    with TournamentStore(path) as store:
        again = store.load(tid)
        assert again.to_json() == t.to_json()
        [summary] = store.summaries()
        assert summary.finished and summary.config == t.config
        assert summary.games == sum(len(fx.games) for fx in t.fixtures)


def test_a_half_played_tournament_resumes_where_it_stopped(tmp_path):
    path = tmp_path / "t.sqlite3"
    full = Tournament(cfg("swiss", 5))
    play_out(full, lambda games: None)
    t = Tournament(cfg("swiss", 5))
    with TournamentStore(path) as store:
        tid = store.create(t.config)
        for _ in range(4):
            spec = t.next_game()
            assert spec is not None
            from tournament.runner import play_cpu_game

            store.add_games(tid, t.record(play_cpu_game(t.config, spec)))
    with TournamentStore(path) as store:
        resumed = store.load(tid)
        assert sum(len(fx.games) for fx in resumed.fixtures) == 4
        play_out(resumed, lambda games: store.add_games(tid, games, finished=resumed.finished))
        assert resumed.to_json() == full.to_json()
        assert store.latest_unfinished() is None


def test_a_failed_write_leaves_nothing_half_done(tmp_path):
    path = tmp_path / "t.sqlite3"
    t = Tournament(cfg())
    with TournamentStore(path) as store:
        tid = store.create(t.config)
        spec = t.next_game()
        assert spec is not None
        good = GameRecord.of(spec, (1, 0), 0)
        bad = GameRecord(**{**good.__dict__, "actions": (object(),)})  # cannot be written as JSON
        with pytest.raises(TypeError):
            store.add_games(tid, [good, bad])
        assert store.games(tid) == []


def test_garbage_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "t.sqlite3"
    path.write_bytes(b"\x00\xffnot a database at all" * 20)
    before = path.read_bytes()
    with pytest.raises(StoreError, match="not a tournament database"):
        TournamentStore(path)
    assert path.read_bytes() == before


def test_open_store_keeps_a_bad_file_as_bak_and_starts_afresh(tmp_path):
    path = tmp_path / "t.sqlite3"
    (tmp_path / "t.sqlite3.bak").write_bytes(b"an older backup")
    path.write_bytes(b"garbage")
    store, message = open_store(path, keep_bad=preserve_bad_file)
    with store:
        assert message is not None and "t.sqlite3.1.bak" in message
        assert store.summaries() == []
    assert (tmp_path / "t.sqlite3.bak").read_bytes() == b"an older backup"
    assert (tmp_path / "t.sqlite3.1.bak").read_bytes() == b"garbage"


def test_a_truncated_database_is_detected(tmp_path):
    good = tmp_path / "good.sqlite3"
    with TournamentStore(good) as store:
        tid = store.create(cfg())
        t = Tournament(cfg())
        play_out(t, lambda games: store.add_games(tid, games))
    data = good.read_bytes()
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(data[: len(data) // 2])
    with pytest.raises(StoreError):
        with TournamentStore(bad) as store:
            store.load(store.latest() or 1)


def test_empty_file_becomes_a_new_database(tmp_path):
    path = tmp_path / "t.sqlite3"
    path.write_bytes(b"")
    with TournamentStore(path) as store:
        assert store.summaries() == []


@pytest.mark.parametrize("version,word", [(SCHEMA_VERSION + 1, "newer"), (0, "older")])
def test_other_schema_versions_are_named(tmp_path, version, word):
    path = tmp_path / "t.sqlite3"
    TournamentStore(path).close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE meta SET value = ? WHERE key = 'schema'", (str(version),))
    db.close()
    with pytest.raises(StoreError, match=word):
        TournamentStore(path)


def test_another_sqlite_file_is_not_taken_for_ours(tmp_path):
    path = tmp_path / "other.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
    db.close()
    with pytest.raises(StoreError, match="not a Matchday"):
        TournamentStore(path)


def test_an_unreadable_path_gives_a_clear_error(tmp_path):
    folder = tmp_path / "a-folder.sqlite3"
    folder.mkdir()
    with pytest.raises(StoreError, match="a-folder"):
        TournamentStore(folder)


def test_a_damaged_record_is_reported_on_load(tmp_path):
    path = tmp_path / "t.sqlite3"
    with TournamentStore(path) as store:
        t = Tournament(cfg())
        tid = store.create(t.config)
        spec = t.next_game()
        assert spec is not None
        store.add_games(tid, t.record(GameRecord.of(spec, (1, 0), 0)))
        store.db.execute("UPDATE games SET record = '{\"fixture\": 0}'")
        store.db.commit()
        with pytest.raises(StoreError, match="damaged game record"):
            store.load(tid)


def test_delete_removes_a_tournament_and_its_games(tmp_path):
    with TournamentStore(tmp_path / "t.sqlite3") as store:
        a, b = store.create(cfg(seed=1)), store.create(cfg(seed=2))
        t = Tournament(cfg(seed=1))
        play_out(t, lambda games: store.add_games(a, games))
        store.delete(a)
        assert [s.id for s in store.summaries()] == [b]
        assert store.games(a) == []


def test_export_csv_and_json(tmp_path):
    t = Tournament(cfg("swiss", 5))
    play_out(t, lambda games: None)
    export(t, tmp_path / "r.json", atomic_write)
    export(t, tmp_path / "r.csv", atomic_write)
    assert json.loads((tmp_path / "r.json").read_text()) == t.to_json()
    lines = (tmp_path / "r.csv").read_text().splitlines()
    assert lines[0].startswith("round,fixture,game,blue,red")
    assert any(line.startswith("place,name,points") for line in lines)
    assert sum(1 for line in lines if line.startswith("1,") or line.startswith("2,")) >= 2
    with pytest.raises(ValueError):
        export(t, tmp_path / "r.txt", atomic_write)
    assert not Path(tmp_path / "r.txt").exists()


def locked(path: Path) -> sqlite3.Connection:
    """Another program (a second Matchday, the tournament command) in the middle of writing the file."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def test_a_busy_database_is_reported_as_busy_and_never_moved_aside(tmp_path):
    path = tmp_path / "t.sqlite3"
    with TournamentStore(path) as store:
        tid = store.create(cfg())
    before = path.read_bytes()
    other = locked(path)
    try:
        with pytest.raises(StoreBusy, match="in use by another Matchday"):
            TournamentStore(path, timeout=0.05)
        with pytest.raises(StoreBusy, match="try again"):
            open_store(path, timeout=0.05, keep_bad=preserve_bad_file)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.sqlite3"], "nothing kept aside as .bak"
    assert path.read_bytes() == before
    store, message = open_store(path, keep_bad=preserve_bad_file)  # once the other program is done, all is there
    with store:
        assert message is None and [s.id for s in store.summaries()] == [tid]


def test_a_busy_database_while_loading_is_busy_not_damaged(tmp_path):
    path = tmp_path / "t.sqlite3"
    with TournamentStore(path) as store:
        tid = store.create(cfg())
    with TournamentStore(path, timeout=0.05) as store:
        other = locked(path)
        try:
            with pytest.raises(StoreBusy):
                store.load(tid)
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert store.load(tid).config == cfg()


def test_a_malformed_database_still_counts_as_damaged(tmp_path):
    path = tmp_path / "t.sqlite3"
    with TournamentStore(path) as store:
        store.create(cfg())
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)  # the first page's b-tree: the schema is unreadable
    path.write_bytes(bytes(data))
    with pytest.raises(StoreError) as info:
        TournamentStore(path)
    assert not isinstance(info.value, StoreBusy)
    store, message = open_store(path, keep_bad=preserve_bad_file)
    with store:
        assert message is not None and ".bak" in message


def test_two_writers_never_take_the_same_seq(tmp_path):
    """add_games takes the write lock before it reads the last seq: a writer that started first is
    waited for, and the second result goes after it (not into the same seq, nor refused as locked).

    Ordered by events, never by the clock: B is seen to start storing while A holds the lock, has not
    finished while A holds it, and finishes after A commits; the statements B ran show that it took
    the lock before it read the last seq."""
    import threading

    path = tmp_path / "t.sqlite3"
    t = Tournament(cfg())
    with TournamentStore(path) as store:
        tid = store.create(t.config)
    first, second = [t.record(GameRecord.of(t.next_game(), (1, 0), 0))[0] for _ in range(2)]
    a = sqlite3.connect(path, isolation_level=None)
    a.execute("BEGIN IMMEDIATE")  # writer A is in the middle of storing its result
    a.execute("INSERT INTO games VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
              (tid, first.fixture, first.index, first.game_id, first.blue, first.red, first.score[0],
               first.score[1], first.winner, first.method, json.dumps(first.to_json(), sort_keys=True)))
    b_asks = threading.Event()  # B has started to take the write lock
    b_done = threading.Event()
    errors: list[BaseException] = []
    b_statements: list[str] = []

    def trace(sql: str) -> None:  # in B's thread, as each statement of add_games starts
        b_statements.append(" ".join(sql.split()))
        b_asks.set()

    def writer_b() -> None:
        try:
            # A long timeout: B must wait for A however slow the machine, never give up as "locked".
            with TournamentStore(path, timeout=120.0) as b:
                b.db.set_trace_callback(trace)
                b.add_games(tid, [second])
        except BaseException as exc:  # reported by the test thread
            errors.append(exc)
        finally:
            b_asks.set()
            b_done.set()

    thread = threading.Thread(target=writer_b, name="writer-b")
    thread.start()
    try:
        assert b_asks.wait(timeout=120), "writer B never started"
        # A still holds the lock, so B cannot have stored anything (whatever the timing).
        assert not errors and not b_done.is_set(), "B did not wait for A"
        a.execute("COMMIT")
    finally:
        if a.in_transaction:
            a.execute("ROLLBACK")
        thread.join(timeout=120)
        a.close()
    assert b_done.is_set() and not errors, errors
    assert b_statements[0] == "BEGIN IMMEDIATE" and b_statements[1].startswith("SELECT COALESCE(MAX(seq)"), \
        b_statements  # the write lock first, then the last seq
    with TournamentStore(path) as b:
        assert b.games(tid) == [first, second]  # B's result went after A's
        assert b.load(tid).to_json() == t.to_json()
        assert [r[0] for r in b.db.execute("SELECT seq FROM games WHERE tournament = ? ORDER BY seq", (tid,))] \
            == [0, 1]
