"""A replay of a game decided on penalties says so: the list's row and the viewer's result line."""

from __future__ import annotations

import json
from pathlib import Path

from core import theme
from core.replay import GameLog
from scenes.front.replays import Entry, ReplaysScene
from tests.support.replays import open_viewer

OLD = Path(__file__).resolve().parents[2] / "data" / "records_v2" / "kortfotboll_knockout_12.json"


def named_log() -> GameLog:
    raw = json.loads(OLD.read_text())
    raw["seats"][0]["name"], raw["seats"][1]["name"] = "Ann", "Bo"
    return GameLog.from_json(raw)


def test_the_replay_list_says_who_won_on_penalties(tmp_path: Path) -> None:
    path = tmp_path / "pens.json"
    path.write_text(json.dumps(named_log().to_json()))
    entry = Entry(path, 0.0)
    entry.load()
    assert entry.ok and entry.summary["shootout"] == [26, 27]
    words, _colour = ReplaysScene().result_words(entry, theme.STANDARD)
    assert words == "1-1, Bo wins 27-26 on penalties"


def test_the_replay_viewer_says_who_won_on_penalties(app) -> None:  # noqa: ANN001 - the scenes' app fixture
    d, viewer = open_viewer(app, named_log())
    lines = [line for line, _c in viewer.result_lines()]
    assert lines[0] == "1-1, Bo wins 27-26 on penalties"
    app.stack.pop()
    d.frames(1)
