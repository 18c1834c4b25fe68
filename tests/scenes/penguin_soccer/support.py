"""Helpers of the Penguin Soccer scene tests: seats, seeds, keys, frames, hand-built positions (`position`, the
engine tests' `pos`: penguin=square standing or penguin=(square, facing), upper case Blue, put on the table with
tests.support.positions.place), moves submitted as a person makes them (`play`) and games played on.

The scene holds no game: the tests read the game from its Match (`scene.match.actions`, `full_state()`,
`history()`), and what the table shows from `scene.seat_view` and `scene.position`."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame

from core.app import App
from match.setup import GameSetup, SeatSpec
from engines.penguin_soccer import State, new_game
from scenes.penguin_soccer.scene import PenguinSoccerScene
from tests.engines.penguin_soccer.test_penguin_soccer import pos as position
from tests.support.driver import Driver, make_app, open_scene
from tests.support.positions import place

__all__ = ["CPU", "HUMAN", "KEYS", "Start", "first_player", "key", "play", "played", "position", "seed_where", "settle",
           "start_scene", "turns"]

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")
Start = Callable[..., tuple[Driver, PenguinSoccerScene]]
KEYS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN,
        "enter": pygame.K_RETURN, "back": pygame.K_BACKSPACE, "skip": pygame.K_END, "esc": pygame.K_ESCAPE,
        "next": pygame.K_PAGEDOWN}


def first_player(seed: int) -> int:
    return new_game(seed).current_player


def seed_where(first: int) -> int:
    return next(s for s in range(100) if first_player(s) == first)


def start_scene(tmp_path: Path, apps: list[App], seats: tuple[SeatSpec, SeatSpec], seed: int = 0,
                clock: str | None = None, options: dict[str, Any] | None = None,
                at: State | None = None, worker: Any = None) -> tuple[Driver, PenguinSoccerScene]:
    """A scene on a new headless App; with `at` (a position), the coin toss is skipped and the game goes on from
    there. Computer players think in this process, or with `worker` (a tests.support.fake_worker.FakeWorker:
    their moves wait until the test delivers them)."""
    app = make_app(tmp_path)
    apps.append(app)
    scene = PenguinSoccerScene(GameSetup("penguin_soccer", seed, seats, clock, options or {}), sync_bots=True)
    if worker is not None:
        assert at is not None, "the Match asks its worker as it is made: give the position the worker's game starts at"
        scene.worker = worker  # the Match made at `at` asks it
    d = open_scene(app, scene)
    if at is not None:
        place(scene, at)
        d.frames(2)
    return d, scene


def played(scene: PenguinSoccerScene) -> list[str]:
    """The moves of the scene's match so far, as notation."""
    assert scene.match is not None
    return list(scene.match.actions)


def play(d: Driver, scene: PenguinSoccerScene, *notes: object) -> None:
    """Each move made by the person to move, as the picker makes it (`submit`), its animation skipped and a frame
    run, so the Match hears it has been shown and takes the next one."""
    for note in notes:
        scene.skip()
        d.frames(1)
        assert scene.submit(str(note)), scene.message
    scene.skip()
    d.frames(1)


def settle(d: Driver, scene: PenguinSoccerScene, limit: int = 600) -> None:
    """Step frames until nothing moves on the table."""
    for _ in range(limit):
        if not scene.animating:
            return
        d.frames(1)
    raise AssertionError("the animation never finished")


def key(d: Driver, name: str, times: int = 1) -> None:
    for _ in range(times):
        d.key(KEYS[name])


def turns(d: Driver, scene: PenguinSoccerScene, plies: int, seed: int) -> Iterator[int]:
    """Play a game on, a seeded choice of legal move at a time (one that does not end it, while there is one),
    stopping at each turn with the picker opened on it: yields the ply."""
    scene.skip()
    for ply in range(plies):
        assert scene.match is not None
        st = scene.match.full_state()
        if st.is_terminal:
            return
        d.frames(1)
        scene._sync_selection()
        yield ply
        acts = [a for a in st.legal_actions() if not st.apply(a).is_terminal] or st.legal_actions()
        assert scene.submit(str(acts[(ply * 7 + seed) % len(acts)])), scene.message
        scene.skip()
