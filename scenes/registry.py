"""Which games can be played: each game's scene package, found by the game's id.

A game is playable when its engine is in `engines.GAMES` *and* its scene
package `scenes/<id>/` exports an `ENTRY` (scenes.play.entry.GameEntry); until
both exist the menu shows it as "coming soon" and the command line says it
is not available. Nothing here names a game: the list of games is
`engines.CATALOGUE`.
"""

from __future__ import annotations

import importlib

from core.scene import Scene
from engines import ALL_GAME_IDS, GAMES
from match.setup import GameSetup
from scenes.play.entry import GameEntry


def entry(game_id: str) -> GameEntry | None:
    """The game's entry from its scene package, or None while it has none."""
    if game_id not in ALL_GAME_IDS:
        return None
    package = f"scenes.{game_id}"
    try:
        module = importlib.import_module(package)
    except ModuleNotFoundError as exc:
        if exc.name == package:
            return None  # listed but not written yet: treated as not available
        raise
    found = getattr(module, "ENTRY", None)
    return found if isinstance(found, GameEntry) else None


def playable(game_id: str) -> bool:
    """True when both the engine and the scene of a game exist."""
    return game_id in GAMES and entry(game_id) is not None


def playable_games() -> list[str]:
    """The ids of every playable game, in menu order."""
    return [g for g in ALL_GAME_IDS if playable(g)]


def make_game_scene(setup: GameSetup, sync_bots: bool = False) -> Scene:
    """A game scene (a scenes.play.base.GameScene); sync_bots computes computer moves in-process (shots,
    tests)."""
    found = entry(setup.game_id)
    if found is None or setup.game_id not in GAMES:
        raise KeyError(f"{setup.game_id} is not available yet")
    return found.make(setup, sync_bots=sync_bots)
