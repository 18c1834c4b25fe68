"""Fixtures of the Penguin Soccer scene tests: a headless App with the scene on it, and the virtual pad."""

from __future__ import annotations

import pytest

from tests.scenes.penguin_soccer.support import Start, start_scene


@pytest.fixture
def start(tmp_path) -> Start:
    """start(seats, seed=0, clock=None, options=None, at=None, worker=None) -> (Driver, scene); the Apps close
    after."""
    apps = []
    yield lambda *a, **k: start_scene(tmp_path, apps, *a, **k)
    for app in apps:
        app.close()


@pytest.fixture
def sdl_controllers() -> None:
    """SDL's game-controller API up (an App brings it up, but `start` makes its App only when called)."""
    from pygame._sdl2 import controller

    controller.init()


@pytest.fixture
def pad(sdl_controllers, pad):  # noqa: ANN001 - tests/scenes/conftest.py's pad, plugged in once SDL can take it
    """The real SDL virtual controller of tests/scenes/conftest.py, attached after SDL's controller API is up,
    whichever test ran before in this process."""
    return pad
