"""The screens by name, and the App built with them: how one screen reaches another.

A scene that wants another screen asks the App for it by name
(`self.app.scene("menu")`) instead of importing it, so no screen imports the
screens it leads to, `core/` imports no scene, and the game scenes know
nothing of the menu. This is the one module that knows every screen; the
command-line tools and the tests build their App through it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from core import boot
from match.setup import GameSetup
from core.scene import Scene
from core.storage import Paths

if TYPE_CHECKING:
    from core.app import App


def _menu(*, seed: int = 0, offer_resume: bool = False) -> Scene:
    from scenes.front.menu import MainMenu

    return MainMenu(seed=seed, offer_resume=offer_resume)


def _game(setup: GameSetup, *, sync_bots: bool = False) -> Scene:
    from scenes.registry import make_game_scene

    return make_game_scene(setup, sync_bots=sync_bots)


def _rules_reader(game_id: str) -> Scene:
    """A game's rules: its player's guide (pictures, one topic a page), else the exact rules page."""
    from scenes.front.guide import GuideReader, has_guide
    from scenes.front.rules import RulesReader

    return GuideReader(game_id) if has_guide(game_id) else RulesReader(game_id)


def _reconnect() -> Scene:
    from scenes.ui.overlays import ReconnectScene

    return ReconnectScene()


def _lobby(game_id: str, *, seed: int | None = None) -> Scene:
    """A game's lobby; no seed: a fresh deal each Start (only a match code repeats one)."""
    from scenes.front.lobby import LobbyScene

    return LobbyScene(game_id, seed=seed)


def _replay_viewer(path: Path | str) -> Scene:
    """The replay viewer on a replay file (core.replay.ReplayError if it cannot be read or replayed)."""
    from core.replay import load_replay
    from scenes.front.replay_viewer import ReplayViewer

    return ReplayViewer(load_replay(path), str(path))


#: name -> factory; see App.scene.
ROUTES: dict[str, Callable[..., Scene]] = {
    "menu": _menu,
    "game": _game,
    "rules_reader": _rules_reader,
    "reconnect": _reconnect,
    "lobby": _lobby,
    "replay_viewer": _replay_viewer,
}


def make_app(fullscreen: bool | None = None, paths: Paths | None = None) -> App:
    """The App for a player (core.boot.make_app) with every screen routed."""
    return boot.make_app(fullscreen, paths, routes=ROUTES)


def make_headless_app(size: tuple[int, int] = (1920, 1080), paths: Paths | None = None) -> App:
    """A headless App (core.boot.make_headless_app) with every screen routed, for tools and tests."""
    return boot.make_headless_app(size, paths, routes=ROUTES)


def make_video_app(size: tuple[int, int] | None = None, paths: Paths | None = None) -> App:
    """`bench --video`'s App on the real video driver (core.boot.make_video_app) with every screen routed."""
    return boot.make_video_app(size, paths, routes=ROUTES)
