"""Perft: counts of move sequences from fixed positions (data in data/penguin_perft.json).

The depth-1 counts of the hand_checked positions were counted by hand (the
'why' field shows the sum) before the engine generated the depth-2 counts.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engines.penguin_soccer import State

DATA = json.loads((Path(__file__).parent / "data" / "penguin_perft.json").read_text())
POSITIONS: list[dict[str, Any]] = DATA["positions"]


def perft(state: State, depth: int) -> int:
    if state.is_terminal:
        return 0
    acts = state.legal_actions()
    if depth == 1:
        return len(acts)
    return sum(perft(state.apply(a), depth - 1) for a in acts)


def test_data_has_hand_checked_positions() -> None:
    assert sum(p["hand_checked"] for p in POSITIONS) >= 5
    assert POSITIONS[0]["name"].startswith("initial") and POSITIONS[0]["depth1"] == 45


@pytest.mark.parametrize("case", POSITIONS, ids=[p["name"] for p in POSITIONS])
def test_perft(case: dict[str, Any]) -> None:
    s = State.from_json(case["position"])
    assert perft(s, 1) == case["depth1"]
    assert perft(s, 2) == case["depth2"]
