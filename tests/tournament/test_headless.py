"""`python main.py tournament`: every format headless to the end, resume after SIGKILL, bad input."""

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

from tools.cli import main
from engines.common.rng import derive

ROOT = Path(__file__).resolve().parents[2]
FIELD = "Ada=cpu:random,Bo=cpu:easy,Cy=cpu:random,Di=cpu:random,Ed=cpu:easy"


def run_cli(capsys, *args: str) -> tuple[int, dict | None, str]:
    code = main(["tournament", "--quiet", *args])
    out = capsys.readouterr()
    report = json.loads(out.out) if code == 0 else None
    return code, report, out.err


@pytest.mark.parametrize("fmt,extra", [
    ("roundrobin", []), ("double-roundrobin", []), ("elimination", []), ("swiss", ["--rounds", "3"]),
])
def test_every_format_plays_to_final_standings(tmp_path, capsys, fmt, extra):
    db = tmp_path / "t.sqlite3"
    code, report, _ = run_cli(capsys, "--format", fmt, "--game", "jukem_soccer", "--entrants", FIELD,
                              "--db", str(db), "--seed", "9", *extra)
    assert code == 0 and report is not None
    assert report["finished"] and report["format"] == fmt
    names = {"Ada", "Bo", "Cy", "Di", "Ed"}
    assert {row["name"] for row in report["standings"]} == names
    for fx in report["fixtures"]:
        assert {"round", "blue", "red", "score", "winner"} <= set(fx)
        if fx["red"] != "bye":
            assert fx["score"] is not None and fx["blue"] in names and fx["red"] in names
    assert report["champion"] in names
    # running the same command again reports the finished tournament, unchanged
    code2, again, err = run_cli(capsys, "--format", fmt, "--game", "jukem_soccer", "--entrants", FIELD,
                                "--db", str(db), "--seed", "9", *extra)
    assert code2 == 0 and again == report


def test_pentathlon_adds_up_every_game(tmp_path, capsys):
    code, report, _ = run_cli(capsys, "--format", "roundrobin", "--game", "pentathlon", "--entrants",
                              "A=cpu:easy,B=cpu:easy,C=cpu:easy", "--db", str(tmp_path / "p.sqlite3"))
    assert code == 0 and report is not None
    assert report["game"] == "pentathlon" and len(report["events"]) >= 2
    played = [fx for fx in report["fixtures"] if fx["red"] != "bye"]
    assert all([g["game"] for g in fx["games"]] == report["events"] for fx in played)
    assert sum(row["played"] for row in report["standings"]) == 2 * len(played) * len(report["events"])


@pytest.mark.parametrize("args,words", [
    (["--entrants", "A=cpu:easy,B=human"], "computer entrants only"),
    (["--entrants", "A=cpu:easy"], "2 to 16"),
    (["--entrants", "A=cpu:genius,B=cpu:easy"], "unknown computer level"),
    (["--points", "1,2,0"], "win > draw"),
    (["--rounds", "2"], "Swiss"),
])
def test_bad_arguments_exit_2_with_a_reason(tmp_path, capsys, args, words):
    base = {"--format": "roundrobin", "--game": "jukem_soccer", "--entrants": "A=cpu:easy,B=cpu:easy",
            "--db": str(tmp_path / "t.sqlite3")}
    for i in range(0, len(args), 2):
        base[args[i]] = args[i + 1]
    with pytest.raises(SystemExit) as exc:
        main(["tournament", *[x for kv in base.items() for x in kv]])
    assert exc.value.code == 2
    assert words in capsys.readouterr().err


def test_a_damaged_database_is_refused_and_kept(tmp_path, capsys):
    db = tmp_path / "t.sqlite3"
    db.write_bytes(b"PK\x03\x04 this is a zip, not a database")
    before = db.read_bytes()
    code, _, err = run_cli(capsys, "--format", "roundrobin", "--game", "jukem_soccer", "--entrants",
                           "A=cpu:easy,B=cpu:easy", "--db", str(db))
    assert code == 1 and str(db) in err and "Nothing was changed" in err
    assert db.read_bytes() == before


def stored(db: Path) -> list[str]:
    """Every stored game record, in order (read-only, while the writer may still run)."""
    if not db.exists():
        return []
    try:
        con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            return [r[0] for r in con.execute("SELECT record FROM games ORDER BY tournament, seq")]
        finally:
            con.close()
    except sqlite3.OperationalError:
        return []  # the schema is not there yet


def test_killed_mid_tournament_resumes_without_losing_a_result(tmp_path, capsys):
    args = ["tournament", "--quiet", "--format", "double-roundrobin", "--game", "jukem_soccer",
            "--entrants", "A=cpu:easy,B=cpu:easy,C=cpu:easy,D=cpu:easy,E=cpu:easy,F=cpu:easy", "--seed", "4"]
    reference_db = tmp_path / "ref.sqlite3"
    assert main([*args, "--db", str(reference_db)]) == 0
    reference = json.loads(capsys.readouterr().out)
    total = len(stored(reference_db))
    db = tmp_path / "killed.sqlite3"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    kills = 0
    for attempt in range(3):
        target = 2 + derive(77, attempt) % max(1, total // 3)  # a different point each time
        before = stored(db)
        proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args, "--db", str(db)], cwd=ROOT,
                                env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 120
        while proc.poll() is None and len(stored(db)) < len(before) + target and time.monotonic() < deadline:
            time.sleep(0.01)
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            kills += 1
        proc.wait()
        after = stored(db)
        assert after[:len(before)] == before  # nothing recorded was lost or changed
        assert len(after) >= len(before)
    assert kills >= 1, "the tournament finished before it could be killed; make it longer"
    assert main([*args, "--db", str(db)]) == 0
    resumed = json.loads(capsys.readouterr().out)
    assert resumed == reference
    assert stored(db) == stored(reference_db)


def test_a_tournament_whose_stored_configuration_is_damaged_is_reported_not_played_again(tmp_path, capsys):
    db = tmp_path / "t.sqlite3"
    args = ("--format", "roundrobin", "--game", "jukem_soccer", "--entrants", "A=cpu:easy,B=cpu:easy", "--db",
            str(db), "--name", "Cup")
    code, _, _ = run_cli(capsys, *args)
    assert code == 0
    con = sqlite3.connect(db)
    con.execute("UPDATE tournaments SET config = '{\"format\": \"nonsense\"'")
    con.commit()
    before = con.execute("SELECT COUNT(*), (SELECT COUNT(*) FROM games) FROM tournaments").fetchone()
    con.close()
    code, _, err = run_cli(capsys, *args)
    assert code == 1 and "'Cup'" in err and "damaged configuration" in err and "Nothing was changed" in err
    con = sqlite3.connect(db)
    after = con.execute("SELECT COUNT(*), (SELECT COUNT(*) FROM games) FROM tournaments").fetchone()
    con.close()
    assert after == before, "nothing new was stored: the damaged one is kept, no new one played"
    from tournament.store import TournamentStore

    with TournamentStore(db) as store:
        assert store.summaries() == [] and [name for _tid, name, _why in store.damaged()] == ["Cup"]
    code, _, _ = run_cli(capsys, *args[:-2], "--name", "Cup 2")
    assert code == 0
