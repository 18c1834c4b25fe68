"""Tournament games are crash-safe: the game in progress is kept in the tournament's own database after
every move, a killed arcade resumes it into its fixture with its clock, and the tournament never loses
or doubles a result.

In process: the live record follows the game, a new hub offers "Resume", resumes with the same
actions and clock, and the finished game leaves one result and no game in progress; a game left for
now is kept to resume (never dealt again); an old (schema 1) database is brought up to date. Then the real thing: the fixture's
game runs in a program of its own (live_driver.py), SIGKILLed part way, and run again.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from match.record import GameLog
from scenes.tournament.hub import TournamentHub
from tournament.model import Config, Entrant
from tournament.store import SCHEMA_VERSION, TournamentStore, save_live
from tests.support.driver import Driver, flush_saves, make_app

ROOT = Path(__file__).resolve().parents[3]
DRIVER = Path(__file__).with_name("live_driver.py")


def make_db(path: Path, humans: tuple[str, ...] = (), clock: str | None = "5+3") -> tuple[TournamentStore, int]:
    names = ("Ada", "Bruno")
    entrants = tuple(Entrant(n, "human") if n in humans else Entrant(n, "cpu", "random") for n in names)
    store = TournamentStore(path)
    tid = store.create(Config("roundrobin", ("jukem_soccer",), entrants, seed=5, clock=clock, name="Crash Cup"))
    return store, tid


def open_hub(tmp_path: Path, store: TournamentStore, tid: int) -> tuple[Driver, TournamentHub]:
    app = make_app(tmp_path / "app")
    app.settings.animation_speed = 4.0
    hub = TournamentHub(store, tid, sync_worker=True)
    app.stack.push(hub)
    d = Driver(app)
    d.frames(2)
    return d, hub


def start_game(d: Driver, hub: TournamentHub) -> object:
    """Launch fixture 0 (two computers, watched) through its match intro; the game scene."""
    hub.launch(hub.t_.fixtures[0], watch=True)
    d.frames(2)
    d.top.start()
    d.frames(2)
    return d.top


def run_until(d: Driver, done, limit: int = 20000) -> None:
    for _ in range(limit):
        if done():
            return
        d.frames(1)
    raise AssertionError("never got there")


def test_a_tournament_game_is_kept_in_its_tournament_and_resumed_with_its_clock(tmp_path):
    db = tmp_path / "cup.sqlite3"
    store, tid = make_db(db)
    d, hub = open_hub(tmp_path, store, tid)
    game = start_game(d, hub)
    run_until(d, lambda: game.match.ply >= 9)
    flush_saves()
    kept = store.live_game(tid, 0, 0)
    assert kept is not None
    log = GameLog.from_json(kept)
    assert log.actions == game.match.actions[:len(log.actions)] and len(log.actions) >= 8
    assert log.clock is not None and len(log.clocks) == len(log.actions)
    d.app.close()  # the window closes mid-game: nothing is recorded, the game in progress is kept

    store2 = TournamentStore(db)
    d2, hub2 = open_hub(tmp_path, store2, tid)
    fx = hub2.t_.fixtures[0]
    assert hub2.in_progress(fx) and not fx.games
    resumed = start_game(d2, hub2)
    assert resumed.match.actions == log.actions  # the same game, not a new one
    assert resumed.match.record().clocks == log.clocks
    assert resumed.match.clock().left == pytest.approx(tuple(log.clock["remaining"]), abs=0.1)
    assert resumed.match.tournament and not resumed.match.hints_allowed
    run_until(d2, lambda: bool(store2.games(tid)))
    flush_saves()
    (recorded,) = store2.games(tid)
    assert list(recorded.actions)[:len(log.actions)] == list(log.actions)
    assert store2.live_game(tid, 0, 0) is None
    save_live(db, tid, 0, 0, log.to_json())  # a write that arrives late keeps nothing for a recorded game
    assert store2.live_game(tid, 0, 0) is None
    hub2.rebuild()
    assert not hub2.in_progress(fx)


def test_a_tournament_game_left_for_now_is_kept_to_resume(tmp_path):
    store, tid = make_db(tmp_path / "cup.sqlite3", clock=None)
    d, hub = open_hub(tmp_path, store, tid)
    game = start_game(d, hub)
    run_until(d, lambda: game.match.ply >= 4)
    from scenes.play.pause import leave_for_now

    leave_for_now(game)
    d.frames(2)
    flush_saves()
    kept = store.live_game(tid, 0, 0)
    assert kept is not None and tuple(kept["actions"]) == game.match.actions and store.games(tid) == []
    assert d.top is hub and hub.in_progress(hub.t_.fixtures[0])  # "Resume the game", the same deal


def test_a_schema_1_database_is_brought_up_to_date(tmp_path):
    db = tmp_path / "old.sqlite3"
    store, tid = make_db(db)
    store.close()
    raw = sqlite3.connect(db)
    raw.execute("DROP TABLE live_games")
    raw.execute("UPDATE meta SET value = '1' WHERE key = 'schema'")
    raw.commit()
    raw.close()
    again = TournamentStore(db)
    assert again.load(tid).config.name == "Crash Cup"
    assert again.db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()[0] == str(SCHEMA_VERSION)
    assert again.live_game(tid, 0, 0) is None


def live_actions(db: Path, tid: int) -> int:
    try:
        with sqlite3.connect(db, timeout=5) as raw:
            row = raw.execute("SELECT record FROM live_games WHERE tournament = ?", (tid,)).fetchone()
    except sqlite3.Error:
        return 0
    return len(json.loads(row[0])["actions"]) if row else 0


def test_killed_mid_game_the_tournament_resumes_it_and_records_it_once(tmp_path):
    db = tmp_path / "cup.sqlite3"
    store, tid = make_db(db)
    store.close()
    env = {**os.environ, "MATCHDAY_HOME": str(tmp_path / "home"), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    args = [sys.executable, str(DRIVER), str(db), str(tid), "0"]
    proc = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True)
    try:
        # Waits for the game in progress to be kept, not for a time: the deadline only stops a run that
        # never gets there from hanging the suite.
        deadline = time.monotonic() + 300
        while proc.poll() is None and live_actions(db, tid) < 6 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert proc.poll() is None, proc.stderr.read().decode()[-2000:] if proc.stderr else ""
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    assert proc.returncode == -signal.SIGKILL
    before = TournamentStore(db)
    kept = before.live_game(tid, 0, 0)
    assert kept is not None and before.games(tid) == []
    before.close()
    saved = GameLog.from_json(kept)
    again = subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert again.returncode == 0, again.stderr[-2000:]
    report = json.loads(again.stdout.strip().splitlines()[-1])
    assert report["resumed"] and report["started_from"] == list(saved.actions)
    (game,) = report["games"]  # recorded once
    assert game["actions"][:len(saved.actions)] == list(saved.actions)
    after = TournamentStore(db)
    assert after.live_game(tid, 0, 0) is None and len(after.games(tid)) == 1


def test_a_finished_game_whose_result_could_not_be_stored_is_recorded_when_the_hub_opens(tmp_path, monkeypatch):
    db = tmp_path / "cup.sqlite3"
    store, tid = make_db(db, clock=None)
    d, hub = open_hub(tmp_path, store, tid)

    def full_disk(*args, **kwargs):
        raise sqlite3.OperationalError("database or disk is full")
    monkeypatch.setattr(store, "add_games", full_disk)
    game = start_game(d, hub)
    run_until(d, lambda: game.match.result is not None)
    flush_saves()
    kept = store.live_game(tid, 0, 0)
    assert kept is not None and kept["result"] is not None and store.games(tid) == []  # not lost
    d.app.close()
    again = TournamentStore(db)
    d2, hub2 = open_hub(tmp_path, again, tid)
    (recorded,) = again.games(tid)  # recorded once, when the hub opened
    assert tuple(recorded.actions) == game.match.actions and recorded.score == game.match.result.scores
    assert again.live_game(tid, 0, 0) is None and hub2.t_.fixtures[0].done
    hub2.record_finished_left()
    assert len(again.games(tid)) == 1  # and never twice
