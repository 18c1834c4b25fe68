"""Building the App: the real one for players, and a headless one for tools and tests.

The environment variables SDL reads (video and audio drivers) must be set
before pygame initialises, so headless callers go through `headless_env`
first. Importing pygame happens here, late, so `python main.py --help` and
`simulate` stay fast. The screens are handed in as routes by the caller
(scenes.routes), since core imports no scene.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.memory import keep_big_blocks_apart
from core.storage import Paths, clean_leftover_temps, default_paths

if TYPE_CHECKING:
    from core.app import App


def headless_env() -> None:
    """Select SDL's dummy video and audio drivers unless the caller chose others."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _init_pygame() -> None:
    import pygame

    # SDL numbers controller buttons by position unless told to follow labels;
    # our glyphs assume positions (button 0 is always the bottom face button).
    os.environ.setdefault("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")
    keep_big_blocks_apart()  # before the first picture is made (core.memory says why)
    pygame.init()


def make_app(fullscreen: bool | None = None, paths: Paths | None = None,
             routes: Mapping[str, Callable[..., Any]] | None = None) -> App:
    """The App for a player: settings from the user's config dir, message shown once.

    routes: the screens by name (scenes.routes.ROUTES; core knows no screen)."""
    _init_pygame()
    from core.app import App
    from core.settings import load_settings

    paths = paths or default_paths()
    clean_leftover_temps(paths)  # a write killed half-way leaves its temporary file behind
    settings, message = load_settings(paths.settings_file)
    if fullscreen is not None:
        settings.fullscreen = fullscreen
    from core.sdl import controller_type

    app = App(settings, paths, pad_type=controller_type, routes=routes)
    app.open()
    if fullscreen is not None:
        app.save_settings()
    if message:
        app.notify(message)
    return app


def make_headless_app(size: tuple[int, int] = (1920, 1080), paths: Paths | None = None,
                      routes: Mapping[str, Callable[..., Any]] | None = None) -> App:
    """An App on the dummy drivers with default settings, writing only to a temp dir."""
    headless_env()
    return _tool_app(False, size, paths, routes)


def make_video_app(size: tuple[int, int] | None = None, paths: Paths | None = None,
                   routes: Mapping[str, Callable[..., Any]] | None = None) -> App:
    """An App on the real video driver for `bench --video`: full screen at the desktop's size (size None)
    or a window of `size`; otherwise as the headless one (default settings, a temp dir, dummy audio)."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return _tool_app(size is None, size, paths, routes)


def _tool_app(fullscreen: bool, size: tuple[int, int] | None, paths: Paths | None,
              routes: Mapping[str, Callable[..., Any]] | None) -> App:
    """The App tools drive frame by hand with simulated time. No VSync and no rate cap: a tool measures
    or renders as fast as the machine goes, never waiting for the screen's next refresh."""
    _init_pygame()
    from core.app import App
    from core.settings import Settings

    settings = Settings(fullscreen=fullscreen, window_size=size)
    if paths is None:
        base = Path(tempfile.mkdtemp(prefix="matchday-"))
        paths = Paths(config=base / "config", data=base / "data")
    from core.sdl import controller_type

    from core.audio import Audio

    # No music: a headless app is a test, a shot or the bench, and composing it costs seconds of CPU.
    audio = Audio(settings.effects_volume, music_volume=settings.music_volume, with_music=False)
    app = App(settings, paths, pad_type=controller_type, fps_cap=0, routes=routes, audio=audio, vsync=False)
    app.simulated_time()
    app.open()
    return app
