"""Time controls as tournaments use them (tournament.clock: the Match's clock, match/clock.py, whose turns,
holds and flag fall tests/match/test_clock.py checks) and each game's usual control."""

from __future__ import annotations

from types import ModuleType

import pytest

from engines.common.info import GameInfo
from tournament.clock import BRONSTEIN, DELAY, FALLBACK_CLOCK, FISCHER, SUDDEN, TimeControl, default_control, format_clock


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


def test_a_game_that_names_no_clock_gets_10_plus_5() -> None:
    import engines.penguin_soccer

    later_game = ModuleType("engines.later_game")  # a game added later that names no clock of its own
    later_game.INFO = GameInfo(hidden_information=False, words=engines.penguin_soccer.words)  # type: ignore[attr-defined]
    assert default_control(later_game) == "10+5" == FALLBACK_CLOCK  # type: ignore[arg-type]
    assert TimeControl.parse(default_control(later_game)).kind == FISCHER  # type: ignore[arg-type]
