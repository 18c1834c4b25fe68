"""Fixtures of the Penguin Soccer scene tests: a headless App with the scene on it."""

from __future__ import annotations

import pytest

from tests.scenes.penguin_soccer.support import Start, start_scene


@pytest.fixture
def start(tmp_path) -> Start:
    """start(seats, seed=0, clock=None, options=None, at=None) -> (Driver, scene); the Apps close after."""
    apps = []
    yield lambda *a, **k: start_scene(tmp_path, apps, *a, **k)
    for app in apps:
        app.close()
