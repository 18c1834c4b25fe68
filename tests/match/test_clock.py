"""The Match's chess clock: one increment, delay or refund per turn, holds by reason, exact flag fall,
and a saved clock that resumes with the time it had (time driven by hand, never a wall clock)."""

from __future__ import annotations

import pytest

from match.clock import BRONSTEIN, DELAY, FISCHER, SUDDEN, ChessClock, TimeControl, format_clock


class FakeTime:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t

    def advance(self, s: float) -> None:
        self.t += s


def clock(text: str) -> tuple[ChessClock, FakeTime]:
    t = FakeTime()
    return ChessClock(TimeControl.parse(text), t), t


def test_parse_and_words() -> None:
    assert TimeControl.parse("10+5") == TimeControl(FISCHER, 600.0, 5.0)
    assert TimeControl.parse("15+0").kind == SUDDEN
    assert TimeControl.parse("10d5").kind == DELAY
    assert TimeControl.parse("10b5").kind == BRONSTEIN
    assert TimeControl.parse("10d5").words == "10 minutes each, the first 5 seconds of each turn free"
    assert TimeControl.parse("3+2").words == "3 minutes each, plus 2 seconds a turn"
    assert TimeControl.parse("1+0").words == "1 minute each"
    for bad in ("", "10", "0+5", "10x5", "ten"):
        with pytest.raises(ValueError):
            TimeControl.parse(bad)


def test_fischer_adds_one_increment_per_turn_however_many_decisions() -> None:
    c, t = clock("3+2")
    c.start_turn(0)
    for _ in range(11):  # eleven decisions of one seat, the table showing each: one turn
        t.advance(1.0)
        c.hold("showing")
        t.advance(0.5)
        c.release("showing")
    c.end_turn()
    assert c.time_left(0) == pytest.approx(180 - 11 + 2)
    c.start_turn(1)
    t.advance(4.0)
    c.end_turn()
    assert c.time_left(1) == pytest.approx(180 - 4 + 2)


def test_holds_stop_counting_until_every_reason_is_released() -> None:
    c, t = clock("5+0")
    c.start_turn(0)
    t.advance(10)
    c.hold("showing")
    c.hold("pause:menu")
    t.advance(100)
    c.release("showing")
    t.advance(100)
    assert c.time_left(0) == pytest.approx(290)
    c.release("pause:menu")
    t.advance(5)
    assert c.time_left(0) == pytest.approx(285)
    assert c.reading().running and c.reading().turn == 0


def test_delay_is_free_time_once_per_turn_and_is_shown_running() -> None:
    c, t = clock("10d5")
    c.start_turn(1)
    t.advance(3)
    assert c.delay_left() == pytest.approx(2)
    assert c.time_left(1) == pytest.approx(600)
    assert not c.reading().counting(1)
    c.hold("showing")  # a hold within the turn does not give the delay back
    t.advance(50)
    c.release("showing")
    t.advance(4)
    assert c.delay_left() == 0
    assert c.time_left(1) == pytest.approx(598)
    assert c.reading().counting(1)
    c.end_turn()
    c.start_turn(1)  # a new turn: a new delay
    assert c.delay_left() == pytest.approx(5)


def test_bronstein_gives_back_the_time_used_up_to_the_extra() -> None:
    c, t = clock("10b5")
    c.start_turn(0)
    t.advance(3)
    c.end_turn()
    assert c.time_left(0) == pytest.approx(600)
    c.start_turn(0)
    t.advance(8)
    c.end_turn()
    assert c.time_left(0) == pytest.approx(597)


def test_flag_falls_exactly_and_a_move_after_it_gets_no_increment() -> None:
    c, t = clock("1+5")
    c.start_turn(0)
    t.advance(59.9)
    assert c.check_flag() is None
    t.advance(0.2)
    c.end_turn()  # too late: the flag fell first
    assert c.flagged == 0 and c.time_left(0) == 0
    c.start_turn(1)  # nothing starts once a flag has fallen
    assert c.turn == 0 and c.time_left(1) == 60


def test_a_saved_clock_resumes_with_the_time_it_had_when_saved() -> None:
    c, t = clock("10+0")
    c.start_turn(0)
    t.advance(28)
    saved = c.record()
    assert saved["remaining"][0] == pytest.approx(572) and saved["turn"] == 0
    t.advance(9)  # the seconds between the last save and a crash are lost, nothing more
    later = FakeTime()
    again = ChessClock.from_record(saved, later)
    assert again.time_left(0) == pytest.approx(572)
    later.advance(100)
    assert again.time_left(0) == pytest.approx(572)  # held until play goes on
    again.release("resume")
    later.advance(2)
    assert again.time_left(0) == pytest.approx(570)


def test_a_saved_delay_turn_keeps_the_delay_it_used() -> None:
    c, t = clock("10d5")
    c.start_turn(1)
    t.advance(3)
    again = ChessClock.from_record(c.record(), t)
    again.release("resume")
    assert again.delay_left() == pytest.approx(2)


@pytest.mark.parametrize("bad", [
    {"control": "10+0", "remaining": [1, 2, 3]},
    {"control": "10+0", "remaining": [1e400, 2]},
    {"control": "10+0", "remaining": [-1, 2]},
    {"control": "nonsense", "remaining": [1, 2]},
    {"control": "10+0", "remaining": [1, 2], "turn": 7},
    {"control": "10+0", "remaining": [1, 2], "turn": 0, "turn_used": "x"},
    {"remaining": [1, 2]},
])
def test_a_bad_saved_clock_is_refused_with_words(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="clock"):
        ChessClock.from_record(bad, FakeTime())


def test_format() -> None:
    assert format_clock(9.99) == "9.9"
    assert format_clock(65) == "1:05"
    assert format_clock(3725) == "1:02:05"
