"""Fixtures the core tests share."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest


@pytest.fixture
def dummy_audio(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A fresh mixer on SDL's dummy driver (whatever earlier tests left behind)."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()
