"""core.pacing: frame intervals made into animation steps (driven by made-up intervals, no clock)."""

from __future__ import annotations

import random
import types

import pygame
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from core.pacing import CATCH_UP, MAX_STEP_S, STALL_S, FramePacer

HZ60 = 1 / 60


def test_vsync_jitter_is_evened_out_to_whole_refresh_periods():
    """With VSync the frames are shown on the refresh beat; the loop only *measures* them a little early or
    late (the timestamps wobble around the beat, so the intervals' errors cancel out over time)."""
    pacer = FramePacer(HZ60)
    rng = random.Random(7)
    stamps = [k * HZ60 + rng.uniform(-0.0012, 0.0012) for k in range(301)]
    steps = [pacer.step(b - a) for a, b in zip(stamps, stamps[1:])]
    assert all(s == pytest.approx(HZ60, abs=1e-12) for s in steps)


def test_a_missed_refresh_counts_as_two_periods():
    pacer = FramePacer(HZ60)
    for _ in range(30):
        pacer.step(HZ60)
    assert pacer.step(2 * HZ60 + 0.0008) == pytest.approx(2 * HZ60, abs=1e-12)


def test_a_late_frame_is_spread_over_the_next_frames_not_one_jump():
    pacer = FramePacer(HZ60)
    for _ in range(60):
        pacer.step(HZ60)
    late = [pacer.step(0.1)] + [pacer.step(HZ60) for _ in range(10)]
    assert max(late) <= CATCH_UP * (HZ60 + 0.1 * (0.1 - HZ60)) + 1e-9  # far less than the 100 ms it took
    assert late[0] < 0.06
    assert sum(late) == pytest.approx(0.1 + 10 * HZ60, abs=HZ60 * 0.15)  # no time lost: caught up
    assert late[-1] == pytest.approx(HZ60, abs=1e-12)  # and back to the steady beat


def test_a_stall_is_skipped_animations_go_on_from_where_they_stood():
    pacer = FramePacer(HZ60)
    for _ in range(60):
        pacer.step(HZ60)
    assert pacer.step(3.0) == pytest.approx(HZ60, abs=1e-9)  # a window dragged for 3 s
    assert pacer.step(HZ60) == pytest.approx(HZ60, abs=1e-12)
    assert pacer.step(STALL_S + 0.01) <= MAX_STEP_S


def test_a_steadily_slow_machine_keeps_real_speed():
    pacer = FramePacer(HZ60)
    steps = [pacer.step(0.05) for _ in range(120)]  # 20 frames a second
    assert steps[-1] == pytest.approx(0.05, abs=1e-9)
    assert sum(steps[20:]) == pytest.approx(100 * 0.05, abs=1e-6)


def test_zero_and_negative_intervals_give_no_step_and_a_bad_period_is_refused():
    pacer = FramePacer(HZ60)
    assert pacer.step(0.0) == 0.0
    assert pacer.step(-1.0) == 0.0
    with pytest.raises(ValueError):
        FramePacer(0.0)


@settings(max_examples=200, deadline=None)
@given(intervals=st.lists(st.floats(0.0, 0.4), min_size=1, max_size=200))
@example(intervals=[0.014799427853241467, 0.375, 0.015625])  # a snap each side of a stall (found in CI)
def test_steps_are_bounded_and_never_run_ahead_of_the_wall_clock(intervals):
    pacer = FramePacer(HZ60)
    handed = 0.0
    counted = 0.0  # the wall time that counts (stalls skipped)
    for dt in intervals:
        step = pacer.step(dt)
        assert 0.0 <= step <= MAX_STEP_S
        handed += step
        counted += dt if dt <= STALL_S else step
        assert handed <= counted + HZ60 * 0.15 + 1e-9


def test_the_app_loop_hands_scenes_paced_steps(tmp_path, monkeypatch):
    """App.run measures the frames on the wall clock and passes the pacer's steps to `frame`."""
    import core.app
    from core.scene import Scene
    from tests.support.driver import make_app

    app = make_app(tmp_path)
    intervals = iter([HZ60] * 30 + [0.1] + [HZ60] * 10)
    now = {"t": 100.0}

    def perf_counter() -> float:
        return now["t"]

    monkeypatch.setattr(core.app, "time", types.SimpleNamespace(perf_counter=perf_counter, monotonic=perf_counter))
    seen: list[float] = []

    def frame(dt: float, events: object) -> None:
        seen.append(dt)
        try:
            now["t"] += next(intervals)
        except StopIteration:
            app.quit()

    monkeypatch.setattr(app, "frame", frame)
    app.run(Scene())
    late = seen.index(max(seen))
    assert max(seen) < 0.06  # the 100 ms frame did not become a 100 ms step
    assert sum(seen[late:late + 4]) == pytest.approx(0.1 + 3 * HZ60, abs=0.003)
    assert seen[-1] == pytest.approx(HZ60, abs=1e-12)


def test_with_vsync_the_screen_paces_the_loop_and_the_cap_only_guards(tmp_path, monkeypatch):
    from tests.support.driver import make_app

    app = make_app(tmp_path)
    app.fps_cap = 60
    monkeypatch.setattr(app.display, "vsync_on", True)
    monkeypatch.setattr(pygame.display, "get_current_refresh_rate", lambda: 144)
    cap, pacer = app.frame_pacing()
    assert cap == 288 and pacer.period == pytest.approx(1 / 144)
    monkeypatch.setattr(app.display, "vsync_on", False)
    cap, pacer = app.frame_pacing()
    assert cap == 60 and pacer.period == pytest.approx(HZ60)
