"""Game records and the replay viewer for tests: seeded random games played to the end, a clock log
for one, the viewer opened on a headless App, and the words drawn on screen."""

from __future__ import annotations

import random
from typing import Any

import pytest

from core import text
from match.clock import ChessClock, TimeControl
from match.record import GameLog, random_game_log, replay
from tests.support.driver import Driver, open_scene

SEATS = ({"kind": "human", "level": "normal", "name": "Ann"}, {"kind": "cpu", "level": "hard", "name": ""})


def random_game(game_id: str, max_plies: int = 450, seats: Any = SEATS) -> GameLog:
    """The first seeded random game that ends within max_plies."""
    for seed in range(60):
        log = random_game_log(game_id, seed, max_plies, seats)
        if log.result is not None:
            return log
    raise AssertionError(f"no random {game_id} game ended within {max_plies} plies")


def with_clock(log: GameLog, control: str = "3+2", seed: int = 0) -> tuple[GameLog, list[tuple[float, float]]]:
    """The log as if played with a chess clock: each decision thinks a seeded while with a hold (the table
    showing the move before) in it, a turn being a seat's run of decisions. Also the time each seat had
    left after 0..n actions, read off the clock as it ran (what the record keeps after each action)."""
    states = replay(log)
    now = [0.0]
    clock = ChessClock(TimeControl.parse(control), now=lambda: now[0])
    rng = random.Random(seed)
    left = [(clock.time_left(0), clock.time_left(1))]
    for i in range(len(log.actions)):
        seat = states[i].current_player
        assert seat is not None, "every action of a game is some seat's decision"
        clock.start_turn(seat)
        clock.hold("showing")
        now[0] += 0.7
        clock.release("showing")
        now[0] += rng.uniform(0.1, 2.5)
        if states[i + 1].is_terminal or states[i + 1].current_player != seat:
            clock.end_turn()
        else:
            clock.hold("showing")
            now[0] += 0.5
            clock.release("showing")
        left.append((clock.time_left(0), clock.time_left(1)))
    return (GameLog(log.game_id, log.options, log.seed, log.seats, log.actions, log.result, clock.record(),
                    log.hints, tuple(left[1:])), left)


def open_viewer(app: Any, log: GameLog, **kw: Any) -> tuple[Driver, Any]:
    from scenes.front.replay_viewer import ReplayViewer

    viewer = ReplayViewer(log, **kw)
    return open_scene(app, viewer), viewer


def settle(d: Driver, viewer: Any, limit: int = 900) -> None:
    """Run frames until the game scene has finished moving."""
    for _ in range(limit):
        if not viewer.game.animating and not viewer.game.tweens.busy:
            d.frames(2)
            return
        d.frames(1)
    raise AssertionError("the game scene never stopped animating")


def record_labels(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """From now on, the words of every line of text rendered (text.label), in order."""
    seen: list[str] = []
    real = text.label

    def record(words: str, size: int, color: tuple[int, int, int], bold: bool = False) -> Any:
        seen.append(words)
        return real(words, size, color, bold)

    monkeypatch.setattr(text, "label", record)
    return seen


def record_scene_labels(monkeypatch: pytest.MonkeyPatch, scene: Any) -> list[str]:
    """From now on, the words of every line of text the game scene itself draws (not the viewer around it)."""
    seen: list[str] = []
    drawing = [False]
    real_label, real_draw = text.label, scene.draw

    def record(words: str, size: int, color: tuple[int, int, int], bold: bool = False) -> Any:
        if drawing[0]:
            seen.append(words)
        return real_label(words, size, color, bold)

    def draw(surface: Any) -> None:
        drawing[0] = True
        try:
            real_draw(surface)
        finally:
            drawing[0] = False

    monkeypatch.setattr(text, "label", record)
    monkeypatch.setattr(scene, "draw", draw)
    return seen
