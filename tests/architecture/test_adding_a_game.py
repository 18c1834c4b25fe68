"""docs/ARCHITECTURE.md "Adding a game", followed for a throwaway sixth game in a copy of the project.

The copy gets High Card's folders (tests/architecture/sixth_game/: an engine,
a scene package with its ENTRY, a menu icon, a table layout, a rules page)
and one line in `engines.CATALOGUE`, and nothing else. Then, in a fresh
interpreter: it appears on the menu, is played from the menu against the
computer with the keys alone, autosaves after every move, keeps a replay
that checks, replays, enters a computer tournament, and is shot and fuzzed
by the command-line tools.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.architecture.imports import ROOT

SIXTH = Path(__file__).resolve().parent / "sixth_game"
COPIED = ("core", "engines", "match", "levels", "scenes", "sprites", "tools", "tournament", "assets", "docs", "main.py",
          "pyproject.toml")
CATALOGUE_END = '    ("kortfotboll", "Kortfotboll"),\n'
TIMEOUT_S = 600  # generous: these are whole programs on a shared machine, and no speed is asserted


def make_project(where: Path) -> Path:
    """A copy of the project with the sixth game added the documented way."""
    project = where / "matchday"
    project.mkdir()
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, project / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, project / name)
    shutil.copytree(ROOT / "tests" / "support", project / "tests" / "support",
                    ignore=shutil.ignore_patterns("__pycache__"))
    (project / "tests" / "__init__.py").write_text("")
    changed = []
    for path in sorted(SIXTH.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.name != "drive.py":
            target = project / path.relative_to(SIXTH)
            assert not target.exists(), f"the sixth game would overwrite {target}"
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
            changed.append(str(path.relative_to(SIXTH)))
    catalogue = project / "engines" / "__init__.py"
    source = catalogue.read_text()
    assert source.count(CATALOGUE_END) == 1
    catalogue.write_text(source.replace(CATALOGUE_END, CATALOGUE_END + '    ("highcard", "High Card"),\n'))
    # Every file of the game is new; the one shared file touched is the list of games.
    assert all(p.startswith(("engines/highcard/", "scenes/highcard/", "sprites/highcard/", "levels/highcard",
                             "docs/rules/highcard")) for p in changed)
    return project


def run(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    env.update(PYTHONPATH=str(project), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", MATCHDAY_HOME=str(project.parent / "home"))
    return subprocess.run([sys.executable, *args], cwd=project, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT_S)


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_project(tmp_path_factory.mktemp("sixth"))


def test_it_is_played_from_the_menu_autosaved_and_kept_as_a_replay(project: Path) -> None:
    shutil.copy2(SIXTH / "drive.py", project / "drive.py")
    done = run(project, "drive.py")
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["menu_tile"] == {"label": "High Card", "enabled": True}
    assert report["human_moves"] >= 3  # three cards of Blue's, played with Enter
    # After every move but the last, the autosave (its writes done) holds exactly the moves so far.
    assert report["moves_seen"] >= 3 and report["autosaves_matching"] == report["moves_seen"]
    assert report["result_screen"] and report["autosave_left"] is False
    checked = run(project, "main.py", "replay", report["replay"], "--check")
    assert checked.returncode == 0, checked.stderr
    summary = json.loads(checked.stdout)
    assert summary["game"] == "highcard" and summary["terminal"] and summary["actions"] == report["moves"]


def test_it_enters_a_tournament_and_the_tools_know_it(project: Path) -> None:
    db = project.parent / "cup.sqlite3"
    cup = run(project, "main.py", "tournament", "--format", "roundrobin", "--game", "highcard",
              "--entrants", "Ann=cpu:hard,Bo=cpu:random,Cy=cpu:easy,Di=cpu:normal", "--db", str(db), "--quiet")
    assert cup.returncode == 0, cup.stderr
    table = json.loads(cup.stdout)
    games = [g for fixture in table["fixtures"] for g in fixture["games"]]
    assert table["finished"] and len(games) == 6 and {g["game"] for g in games} == {"highcard"}  # 4 play 3 each
    pentathlon = run(project, "main.py", "tournament", "--format", "roundrobin", "--game", "pentathlon",
                     "--entrants", "Ann=cpu:random,Bo=cpu:random", "--db", str(project.parent / "p.sqlite3"),
                     "--quiet")
    assert pentathlon.returncode == 0, pentathlon.stderr
    assert "highcard" in json.loads(pentathlon.stdout)["events"]
    shot = run(project, "main.py", "shot", "highcard", "--after", "4", "--out", str(project.parent / "hc.png"))
    assert shot.returncode == 0, shot.stderr
    assert (project.parent / "hc.png").stat().st_size > 10_000
    fuzz = run(project, "main.py", "fuzz", "--game", "highcard", "--actions", "300", "--seed", "1")
    assert fuzz.returncode == 0, fuzz.stdout + fuzz.stderr
