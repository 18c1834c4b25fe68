"""The clocks in a replay: each seat's time left at every position, rebuilt from the record's clock log.

First the arithmetic alone (scenes.front.replay_clock): a clock is run as in a
game, its times read after every move, and the log it wrote must give back
exactly those times, for every kind of time control, a resignation, a fallen
flag; a record without a clock, or with a log that does not fit its moves,
gives none. Then the viewer: the game scene shows the clock faces with those
times at every position, and a game really played (and really lost on time)
in the arcade replays with the clocks it had.
"""

from __future__ import annotations

import pytest

from core.match import GameSetup, SeatSpec
from core.replay import load_replay, replays_dir
from scenes.front.replay_clock import clock_times
from scenes.registry import make_game_scene
from tournament.clock import ChessClock, TimeControl, format_clock
from tests.support.driver import flush_saves, open_scene
from tests.support.replays import open_viewer, random_game, record_scene_labels, settle, with_clock


def run_clock(control: str, thinking: list[float]) -> tuple[ChessClock, list[float], list[tuple[float, float]]]:
    """A clock through len(thinking) moves, seats taking turns, each with a hold in the middle; its
    time source (a one-item list to move on) and the times after every move."""
    now = [0.0]
    clock = ChessClock(TimeControl.parse(control), now=lambda: now[0])
    left = [(clock.remaining[0], clock.remaining[1])]
    for k, think in enumerate(thinking):
        now[0] += 0.5
        clock.start_turn(k % 2)
        now[0] += think / 2
        clock.hold()
        now[0] += 3.0  # a hand-off curtain: not charged
        clock.resume()
        now[0] += think / 2
        clock.end_turn()
        left.append((clock.remaining[0], clock.remaining[1]))
    return clock, now, left


def record(clock: ChessClock) -> dict:
    return {"control": clock.control.text, "remaining": list(clock.remaining), "turn": clock.turn,
            "log": [list(e) for e in clock.log]}


def flat(pairs) -> list[float]:
    """Both clocks after every move in one list (pytest.approx compares flat sequences only)."""
    return [t for pair in pairs for t in pair]


THINKING = [1.0, 7.5, 2.25, 12.0, 0.5, 4.0, 9.0]


@pytest.mark.parametrize("control", ["5+0", "3+2", "2d5", "2b5"])
def test_the_times_after_every_move_come_back_from_the_log(control):
    clock, _now, left = run_clock(control, THINKING)
    times = clock_times(record(clock), len(THINKING))
    assert times is not None and times.control == TimeControl.parse(control) and times.flagged is None
    assert flat(times.left) == pytest.approx(flat(left))
    assert times.left[0] == (times.control.base_s, times.control.base_s)
    assert times.at(len(THINKING) + 5) == times.left[-1] and times.at(-1) == times.left[0]


def test_the_end_shows_the_time_a_resigning_player_used():
    clock, now, left = run_clock("3+2", THINKING)
    clock.start_turn(1)
    now[0] += 20.0
    clock.hold()  # the game scene holds the clock when the game ends (resigned)
    times = clock_times(record(clock), len(THINKING))
    assert times is not None
    assert flat(times.left[:-1]) == pytest.approx(flat(left[:-1]))
    assert times.left[-1] == pytest.approx((left[-1][0], left[-1][1] - 20.0))


def test_a_fallen_flag_shows_at_the_end():
    clock, now, left = run_clock("1+0", [5.0, 5.0, 5.0])
    clock.start_turn(1)
    now[0] += 500.0
    assert clock.check_flag() == 1
    times = clock_times(record(clock), 3)
    assert times is not None and times.flagged == 1
    assert times.left[-1] == (pytest.approx(left[-1][0]), 0.0) and times.left[2] == pytest.approx(left[2])


def test_no_clock_or_a_log_that_does_not_fit_gives_none():
    clock, _now, _left = run_clock("3+2", THINKING)
    good = record(clock)
    assert clock_times(None, 5) is None and clock_times({}, 5) is None
    assert clock_times(good, len(THINKING) - 1) is None  # one stop too many for the moves
    assert clock_times({**good, "control": "soon"}, len(THINKING)) is None
    for bad in (["start", 2, 1.0], ["tick", 0, 1.0], ["start", 0, float("nan")], ["start", 0]):
        assert clock_times({**good, "log": [bad, *good["log"]]}, len(THINKING)) is None


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
        clock = viewer.game.clock
        assert clock is not None and not clock.running
        assert (clock.time_left(0), clock.time_left(1)) == pytest.approx(left[i])
        state = viewer.states[i]
        assert clock.turn == (None if state.is_terminal else state.current_player)  # whose clock runs from here
        assert format_clock(left[i][0]) in seen and format_clock(left[i][1]) in seen  # the faces show them
    app.stack.pop()
    d.frames(1)
    d, viewer = open_viewer(app, random_game(game_id))
    assert viewer.clock_times is None and viewer.game.clock is None  # played without a clock: none shown


@pytest.mark.parametrize("game_id", ["penguin_soccer", "jukem_soccer"])
def test_a_game_played_with_a_clock_replays_with_its_times(app, game_id):
    cpu = SeatSpec("cpu", "random")
    scene = make_game_scene(GameSetup(game_id, 5, (cpu, cpu), "1+2"), sync_bots=True)
    d = open_scene(app, scene)
    scene.speed = 4.0
    left = [tuple(scene.clock.remaining)]
    for _ in range(3000):
        d.frames(1)
        if len(scene.actions) >= len(left):  # the frame that applied the move: the clock right after it
            left.append(tuple(scene.clock.remaining))
        if len(scene.actions) >= 16 or scene.finished:
            break
    assert len(left) == len(scene.actions) + 1 > 10
    times = clock_times(scene.clock_record(), len(scene.actions))
    assert times is not None and flat(times.left) == pytest.approx(flat(left))


def test_a_game_lost_on_time_ends_on_the_fallen_flag(app):
    cpu, human = SeatSpec("cpu", "random"), SeatSpec("human", name="Ann")
    scene = make_game_scene(GameSetup("jukem_soccer", 4, (cpu, human), "1+0"), sync_bots=True)
    d = open_scene(app, scene)
    for _ in range(600):  # Ann makes her first moves at once, then thinks for ever
        if scene.finished:
            break
        if len(scene.actions) < 4 and scene.state.current_player == 1 and not scene.animating:
            scene.play(scene.state.legal_actions()[0])
        d.frames(1, 0.5)
    assert scene.finished and scene.end_method == "time"
    flush_saves()
    (path,) = replays_dir(app.paths).glob("*.json")
    log = load_replay(path)
    n = len(log.actions)
    assert n >= 4
    d, viewer = open_viewer(app, log, source=str(path))
    viewer.jump(n)
    clock = viewer.game.clock
    assert clock.flagged == 1 and clock.time_left(1) == 0.0
    assert [clock.time_left(0), clock.time_left(1)] == pytest.approx(log.clock["remaining"])
    assert viewer.game.result_text == "Blue wins: Ann lost on time"
    viewer.jump(n - 1)
    assert viewer.game.clock.flagged is None and viewer.game.clock.time_left(1) > 0
    assert not viewer.game.finished
