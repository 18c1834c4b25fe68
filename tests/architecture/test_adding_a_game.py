"""docs/ARCHITECTURE.md "Adding a game", followed for a throwaway sixth game in a copy of the project.

The copy gets High Card's files (tests/architecture/sixth_game/: an engine with its INFO and words, a
scene package with its ENTRY, a menu icon, a table layout, a rules page, its golden playthroughs) and
one line in `engines.CATALOGUE`, and nothing else: only paths that section lists (and its lists are
checked against this test's). Then, in fresh interpreters: it appears on the menu, is played from the menu against
the computer with the keys alone, autosaves after every move, keeps a replay that checks, replays,
enters a computer tournament, and is shot and fuzzed by the command-line tools; and the project's own
test suite (all but the five games' own test folders) and mypy, as CI runs them, pass in the copy:
every shared test that loops over the games runs for High Card too.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engines import ALL_GAME_IDS
from engines.common.info import GameInfo
from tests.architecture.imports import ROOT

SIXTH = Path(__file__).resolve().parent / "sixth_game"
GAME_ID = "highcard"
COPIED = ("core", "engines", "match", "levels", "scenes", "sprites", "tools", "tournament", "assets", "docs", "main.py",
          "pyproject.toml")
CATALOGUE_END = '    ("kortfotboll", "Kortfotboll"),\n'
TIMEOUT_S = 600  # generous: these are whole programs on a shared machine, and no speed is asserted
SUITE_TIMEOUT_S = 1800
#: What a new game provides and what it may, as "Adding a game" lists them (`<id>` is the game's id; a path
#: ending in / is a folder, * any characters).
REQUIRED = ("engines/<id>/", "scenes/<id>/", "sprites/<id>/", "docs/rules/<id>.md", "tests/engines/golden/<id>.json")
OPTIONAL = ("levels/<id>*.tmx", "assets/decks/<id>.toml", "assets/guides/<id>.json", "assets/learn/<id>.json",
            "tests/engines/<id>/", "tests/scenes/<id>/", "tests/sprites/<id>/")


def adding_a_game() -> str:
    """The "Adding a game" section of docs/ARCHITECTURE.md."""
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text()
    return text.split("\n## Adding a game\n", 1)[1].split("\n## ", 1)[0]


def listed(part: str) -> list[str]:
    """The paths with <id> that open the items of the lists in `part` ("1. `engines/<id>/`: ...", "- `...`")."""
    return re.findall(r"^\s*(?:\d+\.|-) `([^`]*<id>[^`]*)`", part, re.M)


def documented(path: str, patterns: tuple[str, ...]) -> bool:
    """Whether a file of the game lies in one of the documented places."""
    for pattern in patterns:
        where = pattern.replace("<id>", GAME_ID)
        if path.startswith(where) if where.endswith("/") else fnmatch.fnmatch(path, where):
            return True
    return False


def game_files() -> list[str]:
    """Every file of the sixth game (drive.py is the test's own), relative to the project."""
    return sorted(str(p.relative_to(SIXTH)) for p in SIXTH.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts and p.name != "drive.py")


def shared_tests_only(folder: str, names: list[str]) -> set[str]:
    """What of tests/ the copy leaves out: the five games' own test folders, this test and its game."""
    here = Path(folder).resolve()
    left = {n for n in names if n in ("__pycache__", ".mypy_cache")}
    if here.parent == ROOT / "tests" and here.name in ("engines", "scenes", "sprites"):
        left |= set(names) & set(ALL_GAME_IDS)
    if here == SIXTH.parent:
        left |= {SIXTH.name, Path(__file__).name}
    return left


def make_project(where: Path) -> Path:
    """A copy of the project (its tests but the five games' own) with the sixth game added the documented way."""
    project = where / "matchday"
    project.mkdir()
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, project / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(source, project / name)
    shutil.copytree(ROOT / "tests", project / "tests", ignore=shared_tests_only)
    for path in game_files():
        target = project / path
        assert not target.exists(), f"the sixth game would overwrite {target}"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(SIXTH / path, target)
    catalogue = project / "engines" / "__init__.py"
    source = catalogue.read_text()
    assert source.count(CATALOGUE_END) == 1
    catalogue.write_text(source.replace(CATALOGUE_END, CATALOGUE_END + f'    ("{GAME_ID}", "High Card"),\n'))
    return project


def test_the_game_adds_only_what_adding_a_game_lists_and_the_lists_are_these() -> None:
    """Every file of High Card lies where "Adding a game" says a game's files go (the one shared file
    touched is the list of games, make_project); it has every required one; the section's two lists are
    exactly REQUIRED and OPTIONAL, and it names every field of INFO."""
    section = adding_a_game()
    required, _, optional = section.partition("It may provide:")
    assert (listed(required), listed(optional)) == (list(REQUIRED), list(OPTIONAL))
    files = game_files()
    assert [p for p in files if not documented(p, REQUIRED + OPTIONAL)] == []
    assert [r for r in REQUIRED if not any(documented(p, (r,)) for p in files)] == []
    assert [f.name for f in dataclasses.fields(GameInfo) if f"`{f.name}`" not in section] == []
    assert "engines.CATALOGUE" in section


def run(project: Path, *args: str, timeout: float = TIMEOUT_S) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "PYTHONPATH"))}
    env.update(PYTHONPATH=str(project), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", MATCHDAY_HOME=str(project.parent / "home"))
    return subprocess.run([sys.executable, *args], cwd=project, env=env, capture_output=True, text=True,
                          timeout=timeout)


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_project(tmp_path_factory.mktemp("sixth"))


def test_the_projects_own_tests_pass_with_it(project: Path) -> None:
    """The shared tests (conformance, golden playthroughs, malformed input, notation, autosave and the kill
    test, the replay viewer, tournaments, views only...) run for High Card as for the five: the copy's own
    pytest configuration, on two workers (CI's two cores; `-n auto` inside `-n auto` would start a
    worker per core twice over on a bigger machine)."""
    done = run(project, "-m", "pytest", "-n", "2", "--basetemp", str(project.parent / "pytest"), "tests",
               timeout=SUITE_TIMEOUT_S)
    assert done.returncode == 0, done.stdout[-20000:] + done.stderr[-5000:]


def test_mypy_as_ci_runs_it_passes_with_it(project: Path) -> None:
    """`python -m mypy` with the project's configuration: every package, High Card's engine as strictly as
    --strict like every engine, its scene and sprites with mypy's defaults."""
    done = run(project, "-m", "mypy", "--cache-dir", str(project.parent / "mypy_cache"))
    assert done.returncode == 0, done.stdout + done.stderr


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
    assert summary["game"] == GAME_ID and summary["terminal"] and summary["actions"] == report["moves"]


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
