"""What a finished or resumed game keeps safe: replay before autosave, bad saved clocks, who may resign."""

from __future__ import annotations

import json

import pygame
import pytest

import core.records as records
from match.setup import GameSetup, SeatSpec
from core.replay import autosave_path, read_autosave, replays_dir
from scenes.front.resume import start_resumed
from scenes.registry import make_game_scene
from scenes.ui.overlays import PauseScene
from tests.support.driver import flush_saves, open_scene


def human_game(app, game_id="penguin_soccer", clock="5+0"):  # noqa: ANN001, ANN201
    scene = make_game_scene(GameSetup(game_id, 0, (SeatSpec("human"), SeatSpec("cpu", "random")), clock),
                            sync_bots=True)
    d = open_scene(app, scene)
    for _ in range(3000):
        if scene.match.ply >= 3 and not scene.animating:
            break
        d.frames(1)
        view = scene.seat_view
        if view.to_move == 0 and view.legal and not scene.animating:
            scene.submit(view.legal[0])
    assert scene.match.ply >= 3
    flush_saves()
    assert autosave_path(app.paths).exists()
    return d, scene


def test_a_replay_that_cannot_be_written_keeps_the_autosave(app, monkeypatch):
    d, scene = human_game(app)

    def fail(paths, log):  # noqa: ANN001, ANN202
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(records, "save_new_replay", fail)
    assert scene.match.resign(0) is None
    d.frames(2)
    flush_saves()
    assert autosave_path(app.paths).exists(), "the only record of the game must not be removed"
    assert not replays_dir(app.paths).exists() or not list(replays_dir(app.paths).iterdir())


def test_a_finished_game_writes_its_replay_then_clears_the_autosave(app):
    d, scene = human_game(app)
    assert scene.match.resign(0) is None
    d.frames(2)
    flush_saves()
    assert not autosave_path(app.paths).exists()
    assert len(list(replays_dir(app.paths).glob("*.json"))) == 1


@pytest.mark.parametrize("bad", ["1e400", "-5", "huge"])
def test_a_saved_clock_that_makes_no_sense_is_refused_and_kept(app, bad):
    d, scene = human_game(app)
    d.app.stack.pop(scene)
    d.frames(2)
    flush_saves()
    path = autosave_path(app.paths)
    data = json.loads(path.read_text())
    remaining = data["clock"]["remaining"]
    value = {"1e400": "1e400", "-5": "-5", "huge": "1e308"}[bad]
    data["clock"]["remaining"] = ["__BAD__", remaining[1]]
    path.write_text(json.dumps(data).replace('"__BAD__"', value))
    log, message = read_autosave(app.paths)
    assert log is not None, message  # it parses; only resuming can tell the clock is impossible
    assert start_resumed(app, log) is False
    d.frames(2)
    assert not path.exists() and list(path.parent.glob("autosave.json*.bak"))


def test_nobody_may_resign_for_a_computer_being_watched(app):
    scene = make_game_scene(GameSetup("penguin_soccer", 0, (SeatSpec("cpu", "random"), SeatSpec("cpu", "random"))),
                            sync_bots=True)
    d = open_scene(app, scene)
    d.key(pygame.K_ESCAPE)
    d.frames(1)
    assert isinstance(d.top, PauseScene)
    labels = [label for label, *_ in d.top.options]
    assert labels and "Resign" not in labels
