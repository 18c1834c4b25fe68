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

    assert REPLAY_VERSION == 3
    old = _old_rule_log(1)
    log = GameLog.from_json(old)
    assert log.options == {"max_empty_turns": 2}  # implied by the engine's LEGACY_OPTIONS for version 1
    summary = check(log)
    assert summary["terminal"] and summary["actions"] == len(old["actions"])  # type: ignore[arg-type]
    # Saved again, it is a current record whose options say which rule it was played under.
    path = tmp_path / "again.json"
    save_replay(path, log)
    again = json.loads(path.read_text())
    assert again["version"] == REPLAY_VERSION and again["options"] == {"max_empty_turns": 2}
    assert check(load_replay(path)) == summary
    # The same actions as a version 2 or 3 record are played under today's rule and do not replay.
    for version in (2, 3):
        with pytest.raises(ReplayError):
            check(GameLog.from_json(_old_rule_log(version)))


def test_legacy_options_apply_only_to_older_versions_and_never_override_the_record() -> None:
    from core.replay import GameLog

    base = json.loads((RECORDS / "jukem_soccer_bots_5.json").read_text())
    assert GameLog.from_json({**base, "version": 2}).options == {}
    assert GameLog.from_json({**base, "version": 3}).options == {}
    assert GameLog.from_json({**base, "options": {"max_empty_turns": 7}}).options == {"max_empty_turns": 7}
    penguin = json.loads((RECORDS / "penguin_soccer_bots_5.json").read_text())
    assert GameLog.from_json(penguin).options == {}  # an engine without LEGACY_OPTIONS is untouched


OLD_KORTFOTBOLL = Path(__file__).resolve().parents[1] / "data" / "records_v2" / "kortfotboll_knockout_12.json"


def test_a_version_2_kortfotboll_record_replays_with_the_old_shootout(tmp_path: Path) -> None:
    """Written by the code before the shoot-out change (format 2): a knockout game drawn 1-1 whose
    shoot-out, with the same two goalkeepers all through, went 26-27 after 27 rounds."""
    from core.replay import REPLAY_VERSION, GameLog, final_state, save_replay

    raw = json.loads(OLD_KORTFOTBOLL.read_text())
    assert raw["version"] == 2 and raw["options"] == {"knockout": True}
    log = GameLog.from_json(raw)
    assert log.options == {"knockout": True, "fixed_keepers": True}  # the engine's LEGACY_OPTIONS for 2
    old = final_state(log)
    assert old.shootout == (26, 27) and old.winner == 1  # type: ignore[attr-defined]
    summary = check(log)
    assert summary["shootout"] == [26, 27] and summary["winner"] == 1
    # Saved again it keeps the old rule in its options, and still replays the same.
    path = tmp_path / "again.json"
    save_replay(path, log)
    assert json.loads(path.read_text())["version"] == REPLAY_VERSION
    assert check(load_replay(path)) == summary
    # Read as a current record, the same actions reach sudden death against new goalkeepers.
    new = final_state(GameLog.from_json({**raw, "version": REPLAY_VERSION}))
    assert new.shootout == (8, 9)  # type: ignore[attr-defined]
