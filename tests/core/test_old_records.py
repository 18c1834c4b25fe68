"""Records written before the Jukem Soccer half-end fix (replay format version 1) still replay.

The files in tests/data/records_v1/ were written by the code before that fix;
expected.json holds what `check()` said of each one then. Every record must
load and check to exactly the same summary today, whatever the engines'
current defaults (core.replay applies an engine's LEGACY_OPTIONS for the
record's version).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.replay import check, load_replay

RECORDS = Path(__file__).resolve().parents[1] / "data" / "records_v1"
EXPECTED: dict[str, dict[str, object]] = json.loads((RECORDS / "expected.json").read_text())


def test_every_old_record_is_listed() -> None:
    files = sorted(p.name for p in RECORDS.glob("*.json") if p.name != "expected.json")
    assert files == sorted(EXPECTED) and len(files) == 8


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_old_record_checks_to_its_stored_result(name: str) -> None:
    path = RECORDS / name
    assert json.loads(path.read_text())["version"] == 1
    log = load_replay(path)
    assert check(log, name) == EXPECTED[name]
