"""The clocks in a replay: each seat's time left at every position.

A record keeps both clocks after every action (lichess's %clk); a record written before the Match kept
the clock's log of starts, holds, resumes and stops instead, which `match.review.old_clock_times` works
out into the same (checked here on hand-written logs, every kind of control). Then the viewer: the game
scene shows the clock faces with those times at every position, and a game really played (and really
lost on time) in the arcade replays with the clocks it had.
"""

from __future__ import annotations

import pytest

from match.clock import TimeControl, format_clock
from match.record import GameLog
from match.review import Review, old_clock_times
from match.setup import GameSetup, SeatSpec
from core.replay import load_replay, replays_dir
from scenes.registry import make_game_scene
from tests.support.driver import flush_saves, open_scene
from tests.support.replays import open_viewer, random_game, record_scene_labels, settle, with_clock

#: Three moves of an older record: Blue thinks 4 s (1 s of it behind a curtain, held), Red 10 s, Blue 3 s.
OLD_LOG = [["start", 0, 1.0], ["hold", 0, 3.0], ["resume", 0, 4.0], ["stop", 0, 6.0],
           ["start", 1, 7.0], ["stop", 1, 17.0],
           ["start", 0, 18.0], ["stop", 0, 21.0]]


@pytest.mark.parametrize("control,after", [
    ("5+0", [(296, 300), (296, 290), (293, 290)]),
    ("3+2", [(178, 180), (178, 172), (177, 172)]),
    ("2d5", [(120, 120), (120, 115), (120, 115)]),
    ("2b5", [(120, 120), (120, 115), (120, 115)]),
])
def test_an_older_records_log_gives_the_times_after_every_move(control: str, after: list[tuple[float, float]]) -> None:
    times = old_clock_times({"control": control, "log": OLD_LOG}, TimeControl.parse(control), 3)
    assert times is not None
    clocks, flagged = times
    assert [t for pair in clocks for t in pair] == pytest.approx([t for pair in after for t in pair])
    assert flagged is None


def test_an_older_records_fallen_flag() -> None:
    log = OLD_LOG + [["start", 1, 22.0], ["flag", 1, 400.0]]
    times = old_clock_times({"control": "5+0", "log": log}, TimeControl.parse("5+0"), 3)
    assert times is not None and times[1] == 1


def test_an_older_log_that_does_not_fit_its_moves_gives_none() -> None:
    control = TimeControl.parse("3+2")
    assert old_clock_times({"log": OLD_LOG}, control, 2) is None  # one stop too many for the moves
    for bad in (["start", 2, 1.0], ["tick", 0, 1.0], ["start", 0, float("nan")], ["start", 0]):
        assert old_clock_times({"log": [bad, *OLD_LOG]}, control, 3) is None


def test_a_record_without_per_move_clocks_falls_back_to_its_log() -> None:
    log = random_game("penguin_soccer", 30)
    old = GameLog(log.game_id, log.options, log.seed, log.seats, log.actions[:3], None,
                  {"control": "5+0", "remaining": [293, 290], "turn": 1, "log": OLD_LOG})
    review = Review.of_log(old)
    assert review.clocks == ((296, 300), (296, 290), (293, 290))


# ---------------------------------------------------------------- in the viewer


@pytest.mark.parametrize("game_id", ["penguin_soccer", "jukem_soccer"])
def test_the_scene_shows_both_clocks_as_they_stood(app, game_id, monkeypatch):
    log, left = with_clock(random_game(game_id))
    n = len(log.actions)
    d, viewer = open_viewer(app, log)
    seen = record_scene_labels(monkeypatch, viewer.game)
    for i in (0, 1, n // 2, n - 1, n):
        seen.clear()
        viewer.jump(i)
        settle(d, viewer)
        clock = viewer.game.seat_view.clock
        assert clock is not None and not clock.running
        assert clock.left == pytest.approx(left[i], abs=1e-3)  # a record keeps milliseconds
        state = viewer.states[i]
        assert clock.turn == (None if state.is_terminal or i == n else state.current_player)
        assert format_clock(left[i][0]) in seen and format_clock(left[i][1]) in seen  # the faces show them
    app.stack.pop()
    d.frames(1)
    d, viewer = open_viewer(app, random_game(game_id))
    assert viewer.review.clocks == () and viewer.game.seat_view.clock is None  # played without a clock


@pytest.mark.parametrize("game_id", ["penguin_soccer", "jukem_soccer"])
def test_a_game_played_with_a_clock_replays_with_its_times(app, game_id):
    cpu = SeatSpec("cpu", "random")
    scene = make_game_scene(GameSetup(game_id, 5, (cpu, cpu), "1+2"), sync_bots=True)
    d = open_scene(app, scene)
    scene.speed = 4.0
    left = [scene.match.clock().left]
    for _ in range(3000):
        d.frames(1)
        if scene.match.ply >= len(left):  # the frame that applied the move: the clock right after it
            left.append(scene.match.clock().left)
        if scene.match.ply >= 16 or scene.finished:
            break
    assert len(left) == scene.match.ply + 1 > 10
    record = scene.match.record()
    assert [t for pair in record.clocks for t in pair] == pytest.approx([t for pair in left[1:] for t in pair],
                                                                        abs=2e-3)
    review = Review.of_log(record)
    assert review.clock_at(5).left == pytest.approx(left[5], abs=2e-3)


def test_a_game_lost_on_time_ends_on_the_fallen_flag(app):
    cpu, human = SeatSpec("cpu", "random"), SeatSpec("human", name="Ann")
    scene = make_game_scene(GameSetup("jukem_soccer", 4, (cpu, human), "1+0"), sync_bots=True)
    d = open_scene(app, scene)
    for _ in range(600):  # Ann makes her first moves at once, then thinks for ever
        if scene.finished:
            break
        view = scene.seat_view
        if scene.match.ply < 4 and view.to_move == 1 and view.legal and not scene.animating:
            scene.submit(view.legal[0])
        d.frames(1, 0.5)
    assert scene.finished and scene.end_method == "time"
    flush_saves()
    (path,) = replays_dir(app.paths).glob("*.json")
    log = load_replay(path)
    n = len(log.actions)
    assert n >= 4
    d, viewer = open_viewer(app, log, source=str(path))
    viewer.jump(n)
    clock = viewer.game.seat_view.clock
    assert clock.flagged == 1 and clock.left[1] == 0.0
    assert list(clock.left) == pytest.approx(log.clock["remaining"])
    assert viewer.game.result_text == "Blue wins: Ann lost on time"
    viewer.jump(n - 1)
    assert viewer.game.seat_view.clock.flagged is None and viewer.game.seat_view.clock.left[1] > 0
    assert not viewer.game.finished
