"""Screens draw views: no scene or sprite reaches past a SeatView into a game in progress.

The Match (match/match.py) holds the engine state; a scene reads `seat_view` (its seat's observation,
masked events, legal moves, words, clock) and submits notation. `Match.full_state()`, `history()` and
its private `_state` / `_history` are for records, tools and tests: this reads every module of scenes/
and sprites/ (statically, lazy code included) and fails on any use of them on a Match (`full_state()`
anywhere; the others on an expression ending in `match`), naming the file and line. A check of the
check makes sure it can fail.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.architecture.imports import ROOT

#: What a screen may never touch: the Match's whole state and history.
FORBIDDEN = {"full_state", "history", "_state", "_history"}


def _offences(source: str, where: str) -> list[str]:
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Attribute) or node.attr not in FORBIDDEN:
            continue
        if node.attr == "full_state" or ast.unparse(node.value).lower().endswith("match"):
            found.append(f"{where}:{node.lineno} reads .{node.attr}")
    return found


def offences(paths: list[Path]) -> list[str]:
    return [o for path in paths for o in _offences(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))]


def test_no_screen_reaches_past_its_view() -> None:
    paths = sorted(p for folder in ("scenes", "sprites") for p in (ROOT / folder).rglob("*.py"))
    assert len(paths) > 100
    assert offences(paths) == []


def test_the_check_catches_a_screen_that_reads_the_whole_game() -> None:
    leaky = ("def draw(self):\n    s = self.match.full_state()\n    h = self.match.history()\n"
             "    t = game.match._state\n    ok = self.confetti._state\n")
    found = _offences(leaky, "leaky.py")
    assert sorted(found) == ["leaky.py:2 reads .full_state", "leaky.py:3 reads .history", "leaky.py:4 reads ._state"]
