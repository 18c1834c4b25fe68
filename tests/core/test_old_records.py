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


def _old_rule_log(version: int) -> dict[str, object]:
    """A record of a game played under the old half end (END, END ends the half), as `version`."""
    from engines import GAMES
    from engines.common.rng import derive

    engine = GAMES["jukem_soccer"]
    state = engine.new_game(2776, max_empty_turns=2)
    actions = ["END", "END"]
    for a in actions:
        state = state.apply(a)
    assert state.half == 2
    bot = engine.make_bot("random", derive(2776, 7))
    while not state.is_terminal:
        action = bot.choose(state, state.current_player)
        actions.append(str(action))
        state = state.apply(action)
    cpu = {"kind": "cpu", "level": "random", "name": ""}
    return {"format": "matchday-replay", "version": version, "game": "jukem_soccer", "options": {}, "seed": 2776,
            "seats": [cpu, cpu], "actions": actions, "clock": None,
            "result": {"winner": state.winner, "scores": list(state.scores), "reason": "", "method": "played"}}


def test_a_version_1_record_replays_with_the_old_half_end(tmp_path: Path) -> None:
    from core.replay import REPLAY_VERSION, GameLog, ReplayError, save_replay

    assert REPLAY_VERSION == 2
    old = _old_rule_log(1)
    log = GameLog.from_json(old)
    assert log.options == {"max_empty_turns": 2}  # implied by the engine's LEGACY_OPTIONS for version 1
    summary = check(log)
    assert summary["terminal"] and summary["actions"] == len(old["actions"])  # type: ignore[arg-type]
    # Saved again, it is a version 2 record whose options say which rule it was played under.
    path = tmp_path / "again.json"
    save_replay(path, log)
    again = json.loads(path.read_text())
    assert again["version"] == 2 and again["options"] == {"max_empty_turns": 2}
    assert check(load_replay(path)) == summary
    # The same actions as a version 2 record are played under today's rule and do not replay.
    with pytest.raises(ReplayError):
        check(GameLog.from_json(_old_rule_log(2)))


def test_legacy_options_apply_only_to_older_versions_and_never_override_the_record() -> None:
    from core.replay import GameLog

    base = json.loads((RECORDS / "jukem_soccer_bots_5.json").read_text())
    assert GameLog.from_json({**base, "version": 2}).options == {}
    assert GameLog.from_json({**base, "options": {"max_empty_turns": 7}}).options == {"max_empty_turns": 7}
    penguin = json.loads((RECORDS / "penguin_soccer_bots_5.json").read_text())
    assert GameLog.from_json(penguin).options == {}  # an engine without LEGACY_OPTIONS is untouched
