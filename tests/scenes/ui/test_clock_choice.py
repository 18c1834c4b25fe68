"""ClockChoice: the chess-clock picker shared by setup screens (no pygame needed)."""

from __future__ import annotations

import pytest

from scenes.ui.clock_choice import EXTRA_STEPS, MINUTE_STEPS, OFF, ClockChoice, game_default
from tournament.clock import BRONSTEIN, DELAY, FISCHER, SUDDEN, TimeControl


def keys(choice: ClockChoice) -> list[str]:
    return [r.key for r in choice.rows()]


def test_casual_games_start_off_and_turn_on_at_the_game_default():
    c = ClockChoice.for_game("penguin_soccer")
    assert (c.on, c.text, c.label, c.kind_label) == (False, None, "Off", "Off")
    c.cycle_kind(1)
    assert (c.kind, c.text) == (SUDDEN, "15+0")
    assert c.label == "Sudden death: 15 min each"
    j = ClockChoice.for_game("jukem_soccer")
    j.cycle_kind(1)
    assert (j.kind, j.text, j.label) == (FISCHER, "5+3", "Fischer: 5 min + 3 s a move")


def test_for_game_on_and_games_without_a_default():
    assert ClockChoice.for_game("penguin_soccer", on=True).text == "15+0"
    assert ClockChoice.for_game("jukem_soccer", on=True).text == "5+3"
    assert ClockChoice.for_game("kortfotboll", on=True).text == "10+2"  # the engine's DEFAULT_CLOCK
    assert game_default("no_such_game") == "10+5"  # not implemented: the fallback
    assert ClockChoice.for_game("card_table").text is None


def test_kinds_cycle_through_every_kind_and_back_to_off():
    c = ClockChoice.for_game("penguin_soccer")
    seen = []
    for _ in range(5):
        c.cycle_kind(1)
        seen.append((c.kind, c.kind_label))
    assert seen == [(SUDDEN, "Sudden death"), (FISCHER, "Fischer increment"), (DELAY, "Simple delay"),
                    (BRONSTEIN, "Bronstein delay"), (OFF, "Off")]
    c.cycle_kind(-1)
    assert c.kind == BRONSTEIN


def test_the_ring_starts_at_the_default_kind_so_left_from_off_reaches_the_rest():
    j = ClockChoice.for_game("jukem_soccer")
    order = []
    for _ in range(5):
        j.cycle_kind(-1)
        order.append(j.kind)
    assert order == [SUDDEN, BRONSTEIN, DELAY, FISCHER, OFF]


def test_text_of_every_kind_parses_back():
    c = ClockChoice.from_text("10+5")
    texts = {}
    for kind in (SUDDEN, DELAY, BRONSTEIN, FISCHER):
        c.kind = kind
        texts[kind] = c.text
        assert TimeControl.parse(c.text) == c.control
    assert texts == {SUDDEN: "10+0", FISCHER: "10+5", DELAY: "10d5", BRONSTEIN: "10b5"}


@pytest.mark.parametrize("text,kind,label", [
    ("15+0", SUDDEN, "Sudden death: 15 min each"),
    ("10+5", FISCHER, "Fischer: 10 min + 5 s a move"),
    ("10d5", DELAY, "Simple delay 5 s: 10 min each"),
    ("10b5", BRONSTEIN, "Bronstein delay 5 s: 10 min each"),
])
def test_from_text_round_trips(text, kind, label):
    c = ClockChoice.from_text(text)
    assert (c.kind, c.text, c.label) == (kind, text, label)


def test_from_text_none_is_off_and_bad_text_is_refused():
    c = ClockChoice.from_text(None)
    assert c.text is None and not c.on
    c.cycle_kind(1)
    assert c.text == "10+5"
    assert ClockChoice.from_text(None, "3b2").control is None
    with pytest.raises(ValueError):
        ClockChoice.from_text("ten minutes")


def test_minutes_move_through_the_steps_and_stop_at_the_ends():
    c = ClockChoice.from_text("1+0")
    seen = [c.minutes]
    for _ in range(len(MINUTE_STEPS) + 3):
        c.adjust_minutes(1)
        seen.append(c.minutes)
    assert seen[:len(MINUTE_STEPS)] == list(MINUTE_STEPS) and c.minutes == 180
    assert c.minutes_label == "180 min"
    for _ in range(len(MINUTE_STEPS) + 3):
        c.adjust_minutes(-1)
    assert c.minutes == 1 and c.text == "1+0"
    odd = ClockChoice.from_text("7+0")  # not a step: moves to the neighbouring steps
    odd.adjust_minutes(1)
    assert odd.minutes == 10
    odd = ClockChoice.from_text("7+0")
    odd.adjust_minutes(-1)
    assert odd.minutes == 5


def test_seconds_move_through_the_steps_and_never_reach_zero_for_a_per_move_rule():
    c = ClockChoice.from_text("10+1")
    seen = [c.extra]
    for _ in range(len(EXTRA_STEPS) + 2):
        c.adjust_extra(1)
        seen.append(c.extra)
    assert seen[:len(EXTRA_STEPS) - 1] == list(EXTRA_STEPS[1:]) and c.text == "10+60"
    for _ in range(len(EXTRA_STEPS) + 2):
        c.adjust_extra(-1)
    assert c.extra == 1 and c.text == "10+1"  # 10+0 would be sudden death


def test_sudden_death_default_gets_seconds_when_switched_to_a_per_move_rule():
    c = ClockChoice.for_game("penguin_soccer", on=True)
    c.adjust_minutes(1)
    c.cycle_kind(1)
    assert c.text == "20+5"
    c.adjust_extra(-1)
    c.cycle_kind(1)
    assert c.text == "20d3" and c.extra_label == "first 3 s free"
    c.cycle_kind(1)
    assert c.text == "20b3" and c.extra_label == "up to 3 s back"
    c.cycle_kind(-1)
    c.cycle_kind(-1)
    assert c.extra_label == "+3 s added"


def test_rows_come_and_go_with_the_kind_and_report_changes():
    changes = []
    c = ClockChoice.for_game("penguin_soccer")
    assert keys(c) == ["clock"]
    rows = c.rows("clock", lambda: changes.append(c.text))
    assert [(r.label, r.value()) for r in rows] == [("Chess clock", "Off")]
    rows[0].adjust(1)
    assert changes == ["15+0"]
    rows = c.rows("clock", lambda: changes.append(c.text))
    assert [(r.key, r.label, r.value()) for r in rows] == [
        ("clock", "Chess clock", "Sudden death"), ("clock_minutes", "Minutes each", "15 min")]
    rows[1].adjust(1)
    rows[0].adjust(1)
    assert changes[1:] == ["20+0", "20+5"]
    rows = c.rows("t")
    assert [(r.key, r.label, r.value()) for r in rows] == [
        ("t", "Chess clock", "Fischer increment"), ("t_minutes", "Minutes each", "20 min"),
        ("t_extra", "Seconds a move", "+5 s added")]
    rows[2].adjust(-1)
    assert c.text == "20+3"
