"""Chess-clock arithmetic with an injected time source: every time control."""

from __future__ import annotations

from types import ModuleType

import pytest

from tournament.clock import (
    BRONSTEIN, DELAY, FALLBACK_CLOCK, FISCHER, SUDDEN, ChessClock, TimeControl, default_control, format_clock,
)


class FakeTime:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def clock(spec: str) -> tuple[ChessClock, FakeTime]:
    now = FakeTime()
    return ChessClock(TimeControl.parse(spec), now), now


@pytest.mark.parametrize("spec,kind,base,extra", [
    ("15+0", SUDDEN, 900, 0), ("10+5", FISCHER, 600, 5), ("5d3", DELAY, 300, 3), ("3b2", BRONSTEIN, 180, 2),
])
def test_parse(spec, kind, base, extra):
    tc = TimeControl.parse(spec)
    assert (tc.kind, tc.base_s, tc.extra_s) == (kind, base, extra)
    assert TimeControl.parse(tc.text) == tc


@pytest.mark.parametrize("bad", ["15", "0+5", "x+1", "15+", "-1+0", ""])
def test_parse_rejects(bad):
    with pytest.raises(ValueError):
        TimeControl.parse(bad)


def test_sudden_death_counts_down_only_for_the_running_seat():
    c, now = clock("15+0")
    c.start_turn(0)
    now.t += 30
    assert c.time_left(0) == 870 and c.time_left(1) == 900
    c.start_turn(1)  # ends Blue's turn
    now.t += 12.5
    assert c.time_left(0) == 870 and c.time_left(1) == 887.5


def test_fischer_adds_increment_after_the_move():
    c, now = clock("10+5")
    c.start_turn(0)
    now.t += 20
    c.end_turn()
    assert c.time_left(0) == 585


def test_simple_delay_waits_before_counting():
    c, now = clock("5d3")
    c.start_turn(0)
    now.t += 2
    assert c.time_left(0) == 300 and c.delay_left() == 1
    now.t += 5
    assert c.time_left(0) == 296
    c.end_turn()
    assert c.time_left(0) == 296  # nothing added back


def test_bronstein_refunds_up_to_the_delay():
    c, now = clock("3b2")
    c.start_turn(0)
    now.t += 1.5
    c.end_turn()
    assert c.time_left(0) == 180  # used 1.5, refunded 1.5
    c.start_turn(0)
    now.t += 10
    c.end_turn()
    assert c.time_left(0) == 172  # used 10, refunded 2


def test_hold_inside_a_turn_keeps_the_delay_used():
    c, now = clock("5d3")
    c.start_turn(1)
    now.t += 2
    c.hold()
    now.t += 100  # an animation or a pause: no time passes for the clock
    c.resume()
    assert c.delay_left() == 1
    now.t += 4
    assert c.time_left(1) == 297


def test_flag_falls_at_the_exact_instant():
    c, now = clock("1+0")
    c.start_turn(0)
    now.t += 59.999
    assert c.check_flag() is None
    now.t += 0.001
    assert c.check_flag() == 0
    assert c.time_left(0) == 0.0
    assert ("flag", 0, now.t) in c.log
    c.start_turn(1)  # nothing starts after a flag fall
    assert c.turn == 0 and not c.running


def test_log_records_every_start_and_stop():
    c, now = clock("10+5")
    c.start_turn(0)
    now.t += 1
    c.hold()
    c.resume()
    c.end_turn()
    assert [e[0] for e in c.log] == ["start", "hold", "resume", "stop"]


def test_warning_threshold_is_a_tenth_within_bounds():
    assert TimeControl.parse("15+0").warning_s == 60
    assert TimeControl.parse("5+0").warning_s == 30
    assert TimeControl.parse("1+0").warning_s == 10


@pytest.mark.parametrize("seconds,shown", [(900, "15:00"), (61.9, "1:01"), (9.99, "9.9"), (0.05, "0.0"),
                                           (3725, "1:02:05")])
def test_format(seconds, shown):
    assert format_clock(seconds) == shown


# ------------------------------------------------------ per-game defaults


def test_default_control_comes_from_the_engine():
    import engines.jukem_soccer
    import engines.penguin_soccer

    assert default_control(engines.penguin_soccer) == "15+0"  # the rulebook's tournament rule
    assert default_control(engines.jukem_soccer) == "5+3"
    for engine in (engines.penguin_soccer, engines.jukem_soccer):
        assert TimeControl.parse(default_control(engine)).text == default_control(engine)


def test_default_control_without_the_attribute_is_10_plus_5():
    later_game = ModuleType("engines.later_game")  # a game added later, no DEFAULT_CLOCK
    later_game.GAME_ID = "later_game"
    assert default_control(later_game) == "10+5" == FALLBACK_CLOCK
    assert TimeControl.parse(default_control(later_game)).kind == FISCHER
