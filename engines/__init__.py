"""The rules engines, one package per game, and the registry of implemented games.

`GAMES` maps a game id to its engine module (see docs/ARCHITECTURE.md for the
contract every module follows). A game that is not implemented yet is absent,
never a stub; `ALL_GAME_IDS` and `TITLES` list all five so menus can show the
ones still to come.
"""

from __future__ import annotations

from types import ModuleType

ALL_GAME_IDS: tuple[str, ...] = (
    "penguin_soccer",
    "jukem_soccer",
    "jukem_football",
    "goal",
    "kortfotboll",
)

TITLES: dict[str, str] = {
    "penguin_soccer": "Penguin Soccer",
    "jukem_soccer": "Jukem Soccer",
    "jukem_football": "Jukem Football",
    "goal": "G.O.A.L.",
    "kortfotboll": "Kortfotboll",
}


def _implemented() -> dict[str, ModuleType]:
    """Import every engine package that exists; the dict is the registry."""
    import importlib

    games: dict[str, ModuleType] = {}
    for game_id in ALL_GAME_IDS:
        try:
            module = importlib.import_module(f"engines.{game_id}")
        except ModuleNotFoundError as exc:
            if exc.name != f"engines.{game_id}":
                raise
            continue
        games[game_id] = module
    return games


GAMES: dict[str, ModuleType] = _implemented()
