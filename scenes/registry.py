"""Which scenes exist: game scenes by game id, and every named scene for `shot`/`bench`.

A game is playable when its engine is in `engines.GAMES` *and* its scene is
registered here; until both exist the menu shows it as "coming soon" and the
command line says it is not available. Adding a game means adding one entry
to `_GAME_SCENE_MODULES`; the menu, lobby, `play`, `shot` and `bench` pick it up.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field

from core.scene import Scene
from engines import GAMES

#: game id -> "module:Class" of its scene; the class takes (setup, *, sync_bots).
_GAME_SCENE_MODULES: dict[str, str] = {
    "penguin_soccer": "scenes.penguin_soccer.scene:PenguinSoccerScene",
    "jukem_soccer": "scenes.jukem_soccer.scene:JukemSoccerScene",
}

CPU_LEVELS = ("random", "easy", "normal", "hard")


@dataclass(frozen=True)
class SeatSpec:
    """Who sits in a seat: a human (with the device bound, if any) or a computer level."""

    kind: str = "human"  # "human" or "cpu"; "spectator" in both seats: the replay viewer drives the scene
    level: str = "normal"
    device: str | None = None
    #: The player's name (a tournament entrant); empty: the seat is called by its colour.
    name: str = ""

    @property
    def label(self) -> str:
        return f"Computer ({self.level})" if self.kind == "cpu" else "Human"

    @staticmethod
    def parse(text: str) -> SeatSpec:
        """'human' or 'cpu:LEVEL' (as on the command line); ValueError otherwise."""
        if text == "human":
            return SeatSpec("human")
        if text.startswith("cpu"):
            level = text.partition(":")[2] or "normal"
            if level not in CPU_LEVELS:
                raise ValueError(f"unknown computer level {level!r} (choose from {', '.join(CPU_LEVELS)})")
            return SeatSpec("cpu", level)
        raise ValueError(f"a seat is 'human' or 'cpu:LEVEL', not {text!r}")


@dataclass(frozen=True)
class GameSetup:
    """Everything needed to start a game scene."""

    game_id: str
    seed: int = 0
    seats: tuple[SeatSpec, SeatSpec] = (SeatSpec(), SeatSpec("cpu"))
    clock: str | None = None
    options: dict[str, object] = field(default_factory=dict)


def game_scene_class(game_id: str) -> Callable[..., Scene] | None:
    """The scene class for a game, or None if it has no scene yet."""
    spec = _GAME_SCENE_MODULES.get(game_id)
    if spec is None:
        return None
    module_name, _, cls = spec.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            return None  # registered but not written yet: treated as not available
        raise
    factory: Callable[..., Scene] = getattr(module, cls)
    return factory


def playable(game_id: str) -> bool:
    """True when both the engine and the scene of a game exist."""
    return game_id in GAMES and game_scene_class(game_id) is not None


def make_game_scene(setup: GameSetup, sync_bots: bool = False) -> Scene:
    """A game scene; sync_bots computes computer moves in-process (shots, tests)."""
    factory = game_scene_class(setup.game_id)
    if factory is None or setup.game_id not in GAMES:
        raise KeyError(f"{setup.game_id} is not available yet")
    return factory(setup, sync_bots=sync_bots)


def _menu(seed: int) -> Scene:
    from scenes.front.menu import MainMenu

    return MainMenu(seed=seed)


def _settings(seed: int) -> Scene:
    from scenes.front.settings import SettingsScene

    return SettingsScene()


def _keys(seed: int) -> Scene:
    from scenes.front.settings import KeyBindingsScene

    return KeyBindingsScene("kb1")


def _rules(seed: int) -> Scene:
    from scenes.front.rules import RulesScene

    return RulesScene()


def _lobby(seed: int) -> Scene:
    from scenes.front.lobby import LobbyScene

    return LobbyScene("card_table", seed=seed)


def _card_table(seed: int) -> Scene:
    from scenes.cards.demo import CardTableScene

    return CardTableScene(seed=seed)


def _pause(seed: int) -> Scene:
    from scenes.ui.overlays import PauseScene

    return PauseScene([("Rules", lambda: None), ("Quit to menu", lambda: None)])


def _tournament(seed: int) -> Scene:
    from scenes.tournament.menu import TournamentMenu, demo_store

    return TournamentMenu(demo_store(seed))  # sample tournaments in memory, never the player's file


def _tournament_setup(seed: int) -> Scene:
    from pathlib import Path

    from scenes.tournament.setup import TournamentSetup
    from tournament.store import TournamentStore

    return TournamentSetup(TournamentStore(Path(":memory:")))


def _replays(seed: int) -> Scene:
    from scenes.front.replays import ReplaysScene, demo_folder

    return ReplaysScene(demo_folder(seed))  # sample replays in a temporary folder, never the player's


def _replay_viewer(seed: int) -> Scene:
    from scenes.front.replay_viewer import demo

    return demo(seed)  # a short seeded random game of the first game, built in memory


def _tournament_hub(seed: int) -> Scene:
    from scenes.tournament.hub import demo_hub

    return demo_hub(seed)  # a round robin of six computers, partly played, in an in-memory store


#: Every named scene that can stand on its own (for `shot` and `bench`).
#: Overlays like "pause" are shot on top of the menu.
SCENES: dict[str, Callable[[int], Scene]] = {
    "menu": _menu,
    "settings": _settings,
    "keys": _keys,
    "rules": _rules,
    "lobby": _lobby,
    "card_table": _card_table,
    "pause": _pause,
    "tournament": _tournament,
    "tournament_setup": _tournament_setup,
    "tournament_hub": _tournament_hub,
    "replays": _replays,
    "replay_viewer": _replay_viewer,
}
OVERLAYS = {"pause"}


def scene_names() -> list[str]:
    """Every scene `shot` knows, games with scenes included."""
    names = list(SCENES)
    names += [g for g in GAMES if playable(g)]
    return names


def make_scene(name: str, seed: int = 0, sync_bots: bool = True) -> Scene:
    """Build a scene by name (a game id builds a computer-vs-computer game)."""
    if name in SCENES:
        return SCENES[name](seed)
    if playable(name):
        return make_game_scene(GameSetup(name, seed, (SeatSpec("cpu"), SeatSpec("cpu"))), sync_bots=sync_bots)
    raise KeyError(name)
