"""Time controls in tournaments: the Match's chess clock (match/clock.py), and a game's usual control.

A tournament's configuration names one time control for every game ("10+5"); `default_control(engine)`
is the control a setup screen starts from for a game: the one its engine declares (`INFO.default_clock`).
"""

from __future__ import annotations

from engines.common.info import FALLBACK_CLOCK
from engines.common.protocol import GameModule
from match.clock import BRONSTEIN, DELAY, FISCHER, SUDDEN, ChessClock, TimeControl, format_clock


def default_control(engine: GameModule) -> str:
    """The game's usual time control: its engine's declaration (10+5 unless it names one)."""
    return engine.INFO.default_clock


__all__ = ["default_control", "FALLBACK_CLOCK", "ChessClock", "TimeControl", "format_clock", "SUDDEN", "FISCHER",
           "DELAY", "BRONSTEIN"]
