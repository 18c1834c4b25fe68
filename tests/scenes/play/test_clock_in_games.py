"""Chess clocks inside real game scenes: whose clock runs, when nothing runs, and what time it counts.

The clock runs only for the seat that owes a decision (in card games that
includes the defender's answer) and never while the table shows a move, a
pause menu or a reconnect prompt is up, nor while the hand-off curtain comes
down; once it is down, the incoming player's clock runs while it waits for
them. Time is the App's `now`: the arcade's monotonic clock, whatever the
frames' (clamped) times; in headless apps the frames' simulated time, which
tests may move by hand. A resumed game has lost the time of its interrupted
turn up to the last save, and a delay clock's face shows the delay running.
"""

from __future__ import annotations

import types

import pygame
import pytest

from core.app import MAX_DT_S
from core.replay import read_autosave
from engines import GAMES
from match.match import CLOCK_SAVE_S
from match.setup import GameSetup, SeatSpec
from scenes.cards.curtain import DROP_S, HandoffCurtain
from scenes.front.menu import MainMenu
from scenes.front.resume import start_resumed
from scenes.registry import make_game_scene, playable
from scenes.ui.overlays import PauseScene, ReconnectScene
from tests.support import vpad
from tests.support.driver import FRAME_S, Driver, flush_saves, open_scene

CPU = SeatSpec("cpu", "random")
HUMAN = SeatSpec("human")


def start(app, game_id: str, seats, clock: str = "5+0", seed: int = 3):  # noqa: ANN001, ANN201
    scene = make_game_scene(GameSetup(game_id, seed, seats, clock), sync_bots=True)
    return open_scene(app, scene), scene


def reading(scene):  # noqa: ANN001, ANN201
    """The Match's chess clock now (a ClockReading)."""
    clock = scene.match.clock()
    assert clock is not None
    return clock


def until_deciding(d: Driver, scene, seat: int = 0, limit: int = 3000, dt: float = FRAME_S) -> None:  # noqa: ANN001
    """Frames until `seat` owes a decision, the table is still and its clock runs."""
    for _ in range(limit):
        if scene.seat_view.to_move == seat and not scene.animating and reading(scene).running:
            return
        d.frames(1, dt)
    raise AssertionError(f"seat {seat} never got to decide")


@pytest.mark.parametrize("game_id", [g for g in GAMES if playable(g)])  # an engine without its scene has no table
def test_only_the_deciding_seat_runs_including_the_defenders_answer(app, game_id):
    d, scene = start(app, game_id, (CPU, CPU))
    scene.speed = 4.0
    deciders: set[int] = set()
    switches = 0
    last = None
    for _ in range(3000):
        d.frames(1)
        clock = reading(scene)
        if clock.running:
            assert clock.turn == scene.match.full_state().current_player, "a clock ran for a seat that owes no decision"
            assert not scene.animating, "a clock ran during an animation"
            deciders.add(clock.turn)
            if last is not None and clock.turn != last:
                switches += 1
            last = clock.turn
        if scene.finished or scene.match.ply > 40:
            break
    assert deciders == {0, 1} and switches >= 2


def test_a_pause_stops_the_clock(app):
    d, scene = start(app, "penguin_soccer", (HUMAN, CPU), seed=0)
    until_deciding(d, scene)
    d.frames(30)
    clock = reading(scene)
    assert clock.turn == 0 and clock.running
    d.key(pygame.K_ESCAPE)
    d.frames(2)
    assert isinstance(d.top, PauseScene)
    left = reading(scene).left[0]
    assert not reading(scene).running
    d.frames(300)  # five paused seconds
    assert reading(scene).left[0] == pytest.approx(left)
    d.key(pygame.K_BACKSPACE)  # resume
    d.frames(60)
    assert d.top is scene and reading(scene).running and reading(scene).left[0] < left - 0.5


def test_an_unplugged_controller_stops_the_clock_until_it_returns(app):
    pad = vpad.VirtualPad(kind="xbox")
    pad.attach()
    try:
        d = open_scene(app, make_game_scene(GameSetup("penguin_soccer", 0, (HUMAN, CPU), "5+0"),
                                            sync_bots=True), frames=3)
        scene = d.top
        app.input.release_all()
        app.input.claim(f"pad:{pad.instance_id}", 0)
        until_deciding(d, scene)
        d.frames(20)
        pad.detach()
        d.frames(2)
        assert isinstance(d.top, ReconnectScene)
        left = reading(scene).left[0]
        d.frames(300)
        assert reading(scene).left[0] == pytest.approx(left) and not reading(scene).running
        pad.attach()
        d.frames(3)
        assert d.top is scene
        d.frames(60)
        assert reading(scene).left[0] < left - 0.5
    finally:
        if pad.attached:
            pad.detach()


def test_the_incoming_players_clock_runs_while_the_curtain_waits_for_them(app):
    """Two people at a card game: the curtain holds the clock only while it comes down; then it is the
    incoming player's turn, their clock runs until they lift it (and on), the other's stands still, and a
    pause menu opened over the curtain stops it."""
    d, scene = start(app, "jukem_soccer", (HUMAN, HUMAN), seed=1)
    curtain = None
    for _ in range(3000):
        d.frames(1)
        if isinstance(d.top, HandoffCurtain):
            curtain = d.top
            break
    assert curtain is not None, "two humans at one screen get a hand-off curtain"
    seat = curtain.seat
    assert curtain.t < DROP_S
    held = reading(scene)
    assert held.turn == seat and not held.running  # coming down: the table is not the incoming player's yet
    while curtain.t < DROP_S - 1e-9:
        assert reading(scene).left == held.left and not reading(scene).running
        d.frames(1)
    d.frames(1)
    down = reading(scene)
    assert d.top is curtain and down.turn == seat and down.running and down.counting(seat)
    d.frames(300)  # five seconds before the incoming player is ready
    waited = reading(scene)
    assert d.top is curtain and waited.running
    assert waited.left[seat] == pytest.approx(down.left[seat] - 300 * FRAME_S, abs=1e-6)
    assert waited.left[1 - seat] == held.left[1 - seat]
    # A pause over the curtain stops the clock; leaving the menu lets it run again.
    d.key(pygame.K_ESCAPE)
    d.frames(1)
    assert isinstance(d.top, PauseScene) and not reading(scene).running
    paused = reading(scene).left
    d.frames(120)
    assert reading(scene).left == paused
    d.key(pygame.K_BACKSPACE)
    d.frames(1)
    assert d.top is curtain and reading(scene).running
    # The incoming player lifts the curtain (their device), and their turn's clock carries on.
    owner = app.input.seats[seat]
    d.key(pygame.K_RETURN if owner == "kb1" else pygame.K_SPACE)
    d.frames(2)
    assert d.top is scene and scene.screen_seat == seat
    lifted = reading(scene)
    assert lifted.turn == seat and lifted.running and lifted.left[seat] < paused[seat]
    assert lifted.left[1 - seat] == held.left[1 - seat]


def test_low_time_warns_once_with_a_sound(app, monkeypatch):
    sounds: list[str] = []
    monkeypatch.setattr(app, "sound", lambda name: sounds.append(name))
    d, scene = start(app, "penguin_soccer", (HUMAN, CPU), clock="1+0", seed=0)
    until_deciding(d, scene)
    clock = reading(scene)
    warning = clock.control.warning_s
    assert warning == 10.0  # a tenth of one minute is 6 s, kept at the 10 s floor
    app.time += clock.left[0] - (warning + 0.5)  # the player thought until half a second above the warning
    d.frames(20)
    assert "warning" not in sounds and reading(scene).left[0] > warning
    d.frames(30)  # past the threshold
    assert sounds.count("warning") == 1 and reading(scene).left[0] < warning
    d.frames(60)
    assert sounds.count("warning") == 1


class Monotonic:
    """A monotonic clock moved by hand: the arcade's `time.monotonic` (and `perf_counter`) in a test."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_the_arcades_clock_counts_monotonic_time_not_the_frames_clamped_time(app, monkeypatch):
    """The real loop (App.run) on frames half a second apart: animations get paced steps (at most 0.1 s), the chess
    clock is charged the whole half second; a stalled window (no time passing) costs nobody anything."""
    import core.app

    wall = Monotonic()
    monkeypatch.setattr(core.app, "time", types.SimpleNamespace(perf_counter=wall, monotonic=wall))
    app.now = wall  # the arcade's App counts time.monotonic (headless apps count their frames' time)
    scene = make_game_scene(GameSetup("penguin_soccer", 0, (HUMAN, CPU), "5+0"), sync_bots=True)
    dts: list[float] = []
    charged: list[tuple[float, float]] = []  # (seconds the wall clock moved, seconds Blue's clock lost)
    state = {"left": None, "at": None}
    real_frame = app.frame

    def frame(dt: float, events) -> None:  # noqa: ANN001
        dts.append(dt)
        real_frame(dt, events)
        clock = reading(scene)
        deciding = scene.seat_view.to_move == 0 and not scene.animating and clock.running
        if deciding and state["left"] is not None:
            charged.append((wall.t - state["at"], state["left"] - clock.left[0]))
        state["left"], state["at"] = (clock.left[0], wall.t) if deciding else (None, None)
        wall.t += 0.5  # the next frame comes half a second later (a slow machine, a dragged window)
        if len(charged) >= 6 or len(dts) > 2000:
            app.quit()

    monkeypatch.setattr(app, "frame", frame)
    app.run(scene)
    assert len(charged) >= 6, "Blue never got to think"
    assert 0 < max(dts) <= MAX_DT_S  # the loop paces the frames' time for animations (core.pacing)...
    assert all(lost == pytest.approx(moved, abs=1e-9) == 0.5 for moved, lost in charged)  # ...never the clock's


def test_a_headless_frame_longer_than_the_clamp_is_charged_in_full(app):
    d, scene = start(app, "penguin_soccer", (HUMAN, CPU), seed=0)
    until_deciding(d, scene)
    left = reading(scene).left[0]
    d.frames(4, 0.5)  # headless apps count the time handed to their frames, unclamped
    assert reading(scene).left[0] == pytest.approx(left - 2.0, abs=1e-9)
    app.time += 7.25  # the App's time moved by hand: the clock follows it, not a frame's dt
    d.frames(1, 0.0)
    assert reading(scene).left[0] == pytest.approx(left - 9.25, abs=1e-9)


@pytest.mark.parametrize("control", ["5+0", "5d5"])
def test_a_resumed_game_does_not_give_back_the_interrupted_turns_time(app, control):
    """The arcade stops (a crash, a power cut) while Blue thinks: the autosave, written every few seconds of
    a running clock, holds Blue's clock charged up to its last save, and Resume goes on from there. At most
    the seconds since that save come back; a delay clock does not grant the turn's delay again."""
    d, scene = start(app, "penguin_soccer", (HUMAN, CPU), clock=control, seed=0)
    until_deciding(d, scene)
    assert scene.submit(scene.seat_view.legal[0])  # a move, so the game is worth an autosave
    until_deciding(d, scene)
    turn_start = reading(scene).left[0]
    d.frames(24, 0.5)  # twelve seconds of thinking...
    at_crash = reading(scene).left[0]
    assert at_crash < turn_start
    flush_saves()
    log, message = read_autosave(app.paths)  # ...then the arcade is gone: this file is all that is left
    assert message is None and log is not None and log.actions == scene.match.actions
    saved = log.clock["remaining"][0]
    assert log.clock["turn"] == 0 and log.clock["turn_used"] >= 12.0 - CLOCK_SAVE_S - 0.5
    assert at_crash <= saved <= at_crash + CLOCK_SAVE_S + 0.5  # at most the seconds since the last save
    assert saved < turn_start

    app.stack.reset(MainMenu())
    d.frames(2)
    assert start_resumed(app, log)
    d.frames(1)
    game = d.top
    assert game is not scene and game.match.actions == log.actions
    clock = reading(game)
    assert clock.turn == 0 and clock.running
    assert saved - 2 * FRAME_S <= clock.left[0] <= saved  # the saved time goes on: nothing given back
    assert clock.left[1] == log.clock["remaining"][1]
    if control == "5d5":
        assert clock.delay_left == 0.0 and clock.counting(0)  # the turn's delay was spent before the crash


@pytest.mark.parametrize("game_id", ["penguin_soccer", "jukem_soccer"])
def test_a_delay_clocks_face_shows_the_delay_running(app, monkeypatch, game_id):
    """With 5 s of delay, the face of the seat to move shows a bar emptying over the first five seconds while
    its digits stand still; then the bar is gone and the digits count down. The other face shows no bar."""
    import sprites.fx.clock_face as face

    drawn: list[dict] = []
    real = face.draw_clock

    def record(surface, rect, seconds, **kw):  # noqa: ANN001, ANN202
        drawn.append({"seconds": seconds, **kw})
        return real(surface, rect, seconds, **kw)

    monkeypatch.setattr(face, "draw_clock", record)
    d, scene = start(app, game_id, (HUMAN, CPU), clock="5d5", seed=0)
    until_deciding(d, scene)
    def faces() -> tuple[dict, dict]:
        """Blue's and Red's clock faces as drawn in the next frame (each in its seat's colour)."""
        drawn.clear()
        d.frames(1)
        blue = [f for f in drawn if f["color"] == scene.palette.seat[0]]
        red = [f for f in drawn if f["color"] == scene.palette.seat[1]]
        assert len(blue) == len(red) == 1, "each seat's clock face is drawn once a frame"
        return blue[0], red[0]

    blue, red = faces()
    assert blue["active"] and 0.0 < blue["delay"] <= 1.0 and not red["delay"]  # a bar only on the face to move
    start_s, start_bar = blue["seconds"], blue["delay"]
    bars = [start_bar]
    for _ in range(120):  # two seconds into the delay
        blue, red = faces()
        bars.append(blue["delay"])
        assert blue["seconds"] == start_s and not red["delay"]
    assert all(a > b for a, b in zip(bars, bars[1:])), "the delay bar empties as the delay runs"
    assert blue["delay"] == pytest.approx(start_bar - 120 * FRAME_S / 5.0, abs=1e-6)
    d.frames(round(3.5 / FRAME_S))  # past the five seconds
    blue, red = faces()
    assert blue["delay"] == 0.0 and blue["seconds"] < start_s  # no bar; the digits count down now
    assert reading(scene).counting(0)
