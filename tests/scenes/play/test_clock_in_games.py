"""Chess clocks inside real game scenes: whose clock runs, and when nothing runs.

The clock runs only for the seat that owes a decision (in card games that
includes the defender's answer) and never while a pause menu, a reconnect
prompt or a hand-off curtain is up. Time is the scene's simulated time.
"""

from __future__ import annotations

import pygame
import pytest

from engines import GAMES
from scenes.ui.overlays import PauseScene, ReconnectScene
from core.match import GameSetup, SeatSpec
from scenes.registry import make_game_scene, playable
from tests.support import vpad
from tests.support.driver import open_scene

CPU = SeatSpec("cpu", "random")


def start(app, game_id: str, seats, clock: str = "5+0", seed: int = 3):  # noqa: ANN001, ANN201
    scene = make_game_scene(GameSetup(game_id, seed, seats, clock), sync_bots=True)
    return open_scene(app, scene), scene


@pytest.mark.parametrize("game_id", [g for g in GAMES if playable(g)])  # an engine without its scene has no table
def test_only_the_deciding_seat_runs_including_the_defenders_answer(app, game_id):
    d, scene = start(app, game_id, (CPU, CPU))
    scene.speed = 4.0
    deciders: set[int] = set()
    switches = 0
    last = None
    for _ in range(3000):
        d.frames(1)
        clock = scene.clock
        if clock.running:
            assert clock.turn == scene.state.current_player, "a clock ran for a seat that owes no decision"
            assert not scene.animating, "a clock ran during an animation"
            deciders.add(clock.turn)
            if last is not None and clock.turn != last:
                switches += 1
            last = clock.turn
        if scene.finished or len(scene.actions) > 40:
            break
    assert deciders == {0, 1} and switches >= 2


def test_a_pause_stops_the_clock(app):
    d, scene = start(app, "penguin_soccer", (SeatSpec("human"), CPU), seed=0)
    while scene.state.current_player != 0 or scene.animating:
        d.frames(1)
    d.frames(30)
    seat = scene.clock.turn
    assert seat == 0 and scene.clock.running
    d.key(pygame.K_ESCAPE)
    d.frames(2)
    assert isinstance(d.top, PauseScene)
    left = scene.clock.time_left(seat)
    d.frames(300)  # five paused seconds
    assert scene.clock.time_left(seat) == pytest.approx(left)
    d.key(pygame.K_BACKSPACE)  # resume
    d.frames(60)
    assert d.top is scene and scene.clock.time_left(seat) < left - 0.5


def test_an_unplugged_controller_stops_the_clock_until_it_returns(app):
    pad = vpad.VirtualPad(kind="xbox")
    pad.attach()
    try:
        d = open_scene(app, make_game_scene(GameSetup("penguin_soccer", 0, (SeatSpec("human"), CPU), "5+0"),
                                            sync_bots=True), frames=3)
        scene = d.top
        app.input.release_all()
        app.input.claim(f"pad:{pad.instance_id}", 0)
        while scene.state.current_player != 0 or scene.animating:
            d.frames(1)
        d.frames(20)
        pad.detach()
        d.frames(2)
        assert isinstance(d.top, ReconnectScene)
        left = scene.clock.time_left(0)
        d.frames(300)
        assert scene.clock.time_left(0) == pytest.approx(left)
        pad.attach()
        d.frames(3)
        assert d.top is scene
        d.frames(60)
        assert scene.clock.time_left(0) < left - 0.5
    finally:
        if pad.attached:
            pad.detach()


def test_the_hand_off_curtain_stops_the_clock(app):
    from scenes.cards.base import HandoffCurtain

    d, scene = start(app, "jukem_soccer", (SeatSpec("human"), SeatSpec("human")), seed=1)
    curtain = None
    for _ in range(3000):
        d.frames(1)
        if isinstance(d.top, HandoffCurtain):
            curtain = d.top
            break
    assert curtain is not None, "two humans at one screen get a hand-off curtain"
    seat = curtain.seat
    before = (scene.clock.time_left(0), scene.clock.time_left(1))
    d.frames(300)
    assert (scene.clock.time_left(0), scene.clock.time_left(1)) == pytest.approx(before)
    assert scene.clock.turn in (None, seat)


def test_low_time_warns_once_with_a_sound(app, monkeypatch):
    sounds: list[str] = []
    monkeypatch.setattr(app, "sound", lambda name: sounds.append(name))
    d, scene = start(app, "penguin_soccer", (SeatSpec("human"), CPU), clock="1+0", seed=0)
    while scene.state.current_player != 0 or scene.animating:
        d.frames(1)
    warning = scene.clock.control.warning_s
    assert warning == 10.0  # a tenth of one minute is 6 s, kept at the 10 s floor
    scene.clock.remaining[0] = warning + 0.5
    scene.clock.resume()
    d.frames(20)
    assert "warning" not in sounds
    d.frames(30)  # past the threshold
    assert sounds.count("warning") == 1
    d.frames(60)
    assert sounds.count("warning") == 1
