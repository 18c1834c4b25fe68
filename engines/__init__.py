"""The rules engines, one package per game, and the registry of implemented games.

`GAMES` maps a game id to its engine module (see docs/ARCHITECTURE.md for the
contract every module follows). A game that is not implemented yet is absent,
never a stub; `CATALOGUE` lists every game (id and title), implemented or
still to come, so menus can show the ones still to come; `ALL_GAME_IDS` and
`TITLES` are read from it.
"""

from __future__ import annotations

from types import ModuleType

#: The list of games: (id, title) in menu order. The one list a new game is added to;
#: a game is playable once its engine package `engines/<id>/` and its scene
#: package `scenes/<id>/` exist (see docs/ARCHITECTURE.md, "Adding a game").
CATALOGUE: tuple[tuple[str, str], ...] = (
    ("penguin_soccer", "Penguin Soccer"),
    ("jukem_soccer", "Jukem Soccer"),
    ("jukem_football", "Jukem Football"),
    ("goal", "G.O.A.L."),
    ("kortfotboll", "Kortfotboll"),
)

ALL_GAME_IDS: tuple[str, ...] = tuple(game_id for game_id, _ in CATALOGUE)
TITLES: dict[str, str] = dict(CATALOGUE)


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
