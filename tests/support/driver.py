"""Drive a headless App through the real pygame event queue, frame by frame.

Keys and mouse events are posted with pygame.event.post and virtual-pad
events come from SDL itself; either way they reach the App only through
pygame.event.get(), exactly as in the real loop.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from core.app import App
from core.storage import Paths

FRAME_S = 1 / 60
#: Each seat's half of one keyboard in a two-person game: (device, its CONFIRM key, its PEEK key).
KEYBOARD_HALVES = {0: ("kb1", pygame.K_RETURN, pygame.K_RSHIFT), 1: ("kb2", pygame.K_SPACE, pygame.K_LSHIFT)}
#: How long flush_saves waits for the save writer before it calls it stuck (a hang guard, not a speed).
SAVE_WRITER_TIMEOUT_S = 120.0


def make_app(tmp_path: Path, size: tuple[int, int] = (1920, 1080)) -> App:
    """A headless App writing only under tmp_path."""
    from scenes.routes import make_headless_app

    return make_headless_app(size, Paths(config=tmp_path / "config", data=tmp_path / "data"))


def flush_saves() -> None:
    """Wait until the background save writer has written everything queued (autosaves, replays)."""
    from core.autosave import WRITER

    assert WRITER.flush(timeout=SAVE_WRITER_TIMEOUT_S), "the save writer never finished its queue"


def open_scene(app: App, scene: Any, frames: int = 2) -> Driver:
    """Push a scene on a headless App, run a couple of frames, return its Driver."""
    app.stack.push(scene)
    d = Driver(app)
    d.frames(frames)
    return d


class Driver:
    """Feeds events to an App and steps simulated time."""

    def __init__(self, app: App) -> None:
        self.app = app

    def frames(self, n: int = 1, dt: float = FRAME_S) -> None:
        for _ in range(n):
            self.app.frame(dt, pygame.event.get())

    @property
    def top(self) -> Any:
        return self.app.stack.top

    def focused(self) -> str | None:
        group = getattr(self.top, "group", None)
        return group.focused.key if group is not None and group.focused is not None else None

    # -- keyboard ---------------------------------------------------------
    def key(self, key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.frames(1)

    # -- mouse ------------------------------------------------------------
    def window_pos(self, logical: tuple[float, float]) -> tuple[int, int]:
        return self.app.display.event_pos(logical)

    def move(self, logical: tuple[float, float]) -> None:
        pos = self.window_pos(logical)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.frames(1)

    def click(self, logical: tuple[float, float], button: int = 1) -> None:
        self.move(logical)
        pos = self.window_pos(logical)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.frames(1)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.frames(1)

    def click_button(self, key: str) -> None:
        """Click the centre of the top scene's button with this key."""
        for b in self.top.group.buttons:
            if b.key == key:
                self.click(b.rect.center)
                return
        raise AssertionError(f"no button {key!r} on {self.top.name}")

    def to_result(self, limit: int = 1200) -> Any:
        """Frames until the result screen is up (the table comes to rest, full time's summary is read, then
        the celebration lands)."""
        from tests.support.cards import go_on

        for _ in range(limit):
            if self.top.name == "result":
                return self.top
            go_on(self, self.top)
            self.frames(1)
        raise AssertionError(f"no result screen after {limit} frames; the top scene is {self.top.name}")

    def choose_on_result(self, key: str) -> None:
        """On the result screen, once it takes presses: the button `key`, by arrow keys and Enter."""
        for _ in range(120):
            if self.top.armed:
                break
            self.frames(1)
        arrows = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
        self.navigate_to(key, self.key, arrows)
        self.key(pygame.K_RETURN)

    # -- navigation by any directional device -----------------------------
    def navigate_to(self, key: str, press: Any, moves: tuple[Any, Any, Any, Any], limit: int = 40) -> None:
        """Press directions (given as press(direction)) until the focus is on `key`.

        moves = (up, down, left, right) for the device. Searches row by row.
        """
        up, down, left, right = moves
        target = next(b for b in self.top.group.buttons if b.key == key)
        for _ in range(limit):
            cur = self.top.group.focused
            if cur.key == key:
                return
            tx, ty = target.rect.center
            cx, cy = cur.rect.center
            if getattr(self.top, "reading_order", False):  # UP/DOWN go through the list (the lobby's two columns)
                buttons = self.top.group.buttons
                press(down if buttons.index(target) > buttons.index(cur) else up)
            elif abs(ty - cy) > cur.rect.height // 2:
                press(down if ty > cy else up)
            else:
                press(right if tx > cx else left)
        raise AssertionError(f"could not reach {key!r}; focus is on {self.focused()!r}")
