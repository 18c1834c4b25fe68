"""A game decided by a penalty shoot-out says so in its record, its check and its words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.replay import GameLog, ReplayError, check, final_state, result_of
from engines.common.results import result_words, shootout_of, shootout_words

OLD = Path(__file__).resolve().parents[1] / "data" / "records_v2" / "kortfotboll_knockout_12.json"


def test_result_words() -> None:
    assert result_words((1, 1), 1, ("Ann", "Bo"), (3, 4)) == "1-1, Bo wins 4-3 on penalties"
    assert result_words([1, 1], 0, ("Ann", "Bo"), [4, 3]) == "1-1, Ann wins 4-3 on penalties"
    assert result_words((2, 1), 0, ("Ann", "Bo")) == "2-1, Ann wins"
    assert result_words((0, 0), None, ("Ann", "Bo")) == "0-0, a draw"
    assert result_words((1, 1), 1, ("Ann", "Bo"), (30, 30)) == "1-1, 30-30 on penalties, Bo goes through on the coin"
    assert shootout_words((3, 5), 1) == "5-3 on penalties" and shootout_words(None, 0) == ""


def test_a_shootout_is_in_the_result_the_check_and_the_record() -> None:
    raw = json.loads(OLD.read_text())
    log = GameLog.from_json(raw)
    state = final_state(log)
    assert shootout_of(state) == (26, 27)
    result = result_of(state)
    assert result["shootout"] == [26, 27] and result["scores"] == [1, 1] and result["winner"] == 1
    again = GameLog.from_json({**log.to_json(), "result": result})
    assert again.result is not None and again.result["shootout"] == [26, 27]
    assert check(again)["shootout"] == [26, 27]
    # A stored shoot-out the actions do not give is refused, like a wrong score.
    with pytest.raises(ReplayError, match="shoot-out 27-26"):
        check(GameLog.from_json({**log.to_json(), "result": {**result, "shootout": [27, 26]}}))
    with pytest.raises(ReplayError, match="shootout"):
        GameLog.from_json({**log.to_json(), "result": {**result, "shootout": [1]}})


def test_a_game_without_a_shootout_has_none() -> None:
    from engines import GAMES

    state = GAMES["penguin_soccer"].new_game(1)
    assert shootout_of(state) is None and "shootout" not in result_of(state)


def test_replay_check_on_the_command_line_reports_the_shootout(capsys) -> None:  # noqa: ANN001
    from tools import cli

    assert cli.main(["replay", str(OLD), "--check"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["shootout"] == [26, 27] and summary["scores"] == [1, 1] and summary["winner"] == 1
