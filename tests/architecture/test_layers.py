"""The layers stay apart: who may import whom, and no import cycle across folders.

Read statically from the source (imports inside functions count too), so a
lazy import cannot hide a dependency.
"""

from __future__ import annotations

import pytest

from engines import ALL_GAME_IDS, CATALOGUE
from tests.architecture.imports import ROOT, cycles, folder, import_graph, outside_imports, project_modules

GRAPH = import_graph()
OUTSIDE = outside_imports()
MODULES = project_modules()

#: Where a game lives: its engine, its scene and its sprites, for every game in the catalogue.
GAME_LAYERS = ("engines", "scenes", "sprites")
GAME_FOLDERS = tuple(f"{layer}.{game_id}" for layer in GAME_LAYERS for game_id, _ in CATALOGUE)

#: Shared code: the kits and everything in front of or around the games. It learns about games from
#: the registries (engines.GAMES, scenes.registry), by id at run time, never by importing a game.
SHARED = ("core", "engines.common", "tournament", "tools", "levels", "match",
          "scenes.cards", "scenes.play", "scenes.ui", "scenes.front", "scenes.tournament",
          "scenes.registry", "scenes.routes", "sprites.cards", "sprites.ui", "sprites.fx")

#: Modules that are neither a game's nor shared, and why they may name every game.
REGISTRIES = {
    "engines": "the list of games: imports each engine by id at run time",
    "engines.conformance": "mypy --strict's proof that every engine matches the contract",
    "scenes": "the package of screens (empty)",
    "sprites": "the package of drawables (empty)",
    "assets": "the data files' package (empty)",
}


def under(module: str, *prefixes: str) -> bool:
    """Whether `module` is one of `prefixes` or inside one of them."""
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def imports_of(prefix: str, graph: dict[str, set[str]] = GRAPH) -> list[tuple[str, str]]:
    """(importer, imported) for every module under `prefix`."""
    return [(a, b) for a in sorted(graph) if under(a, prefix) for b in sorted(graph[a])]


def games_imported_by_shared_code(graph: dict[str, set[str]]) -> list[str]:
    """"importer imports imported" for every shared module that imports a module of a game's folder."""
    return [f"{a} imports {b}" for a in sorted(graph) if under(a, *SHARED)
            for b in sorted(graph[a]) if under(b, *GAME_FOLDERS)]


def listed(pairs: list[tuple[str, str]]) -> str:
    return "; ".join(f"{a} imports {b}" for a, b in pairs)


def test_the_graph_sees_lazy_imports() -> None:
    # scenes.routes imports every screen inside functions; the reader must see them.
    assert "scenes.front.menu" in GRAPH["scenes.routes"]
    assert "scenes.ui.overlays" in GRAPH["scenes.routes"]


def test_no_import_cycle_between_files_of_different_folders() -> None:
    crossing = [c for c in cycles(GRAPH) if len({folder(m, MODULES) for m in c}) > 1]
    assert crossing == [], f"import cycles across folders: {crossing}"


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


@pytest.mark.parametrize("layer, forbidden", [
    ("core", ("scenes", "sprites", "tools")),
    ("engines", ("core", "scenes", "sprites", "tools", "tournament")),
    ("tournament", ("core", "scenes", "sprites", "tools")),
    ("levels", ("core", "scenes", "sprites", "tools", "engines")),
    ("match", ("core", "scenes", "sprites", "tools")),
    ("sprites", ("scenes", "tools")),
    ("scenes", ("tools",)),
])
def test_a_layer_imports_nothing_above_it(layer: str, forbidden: tuple[str, ...]) -> None:
    bad = [(a, b) for a, b in imports_of(layer) if b.split(".")[0] in forbidden]
    assert bad == [], listed(bad)


@pytest.mark.parametrize("layer", ["engines", "tournament", "levels", "match"])
def test_pure_layers_import_no_pygame(layer: str) -> None:
    bad = sorted(m for m in OUTSIDE if under(m, layer) and "pygame" in OUTSIDE[m])
    assert bad == [], f"{bad} import pygame"


def test_shared_code_imports_no_game() -> None:
    # The kits and the screens around the games know a game only through the registries, by its id.
    bad = games_imported_by_shared_code(GRAPH)
    assert bad == [], "shared code imports a game: " + "; ".join(bad)


def test_the_game_import_check_sees_a_kit_importing_a_game() -> None:
    # What sprites/cards/hud.py once did, lazily or not, and a tool importing an engine's own module.
    graph = {"sprites.cards.hud": {"sprites.cards.table", "sprites.jukem_soccer.faces"},
             "tools.fuzz": {"engines", "engines.goal.combos"}, "match.setup": {"engines.kortfotboll"},
             "scenes.goal.scene": {"sprites.goal.faces"}, "engines.conformance": {"engines.goal"}}
    assert games_imported_by_shared_code(graph) == [
        "match.setup imports engines.kortfotboll", "sprites.cards.hud imports sprites.jukem_soccer.faces",
        "tools.fuzz imports engines.goal.combos"]


def test_every_module_is_a_games_or_shared_or_a_registry() -> None:
    # A new folder must say which it is, so the check above cannot miss it.
    stray = [m for m in MODULES if not under(m, *GAME_FOLDERS, *SHARED) and m not in REGISTRIES]
    assert stray == [], f"add these to SHARED or REGISTRIES in {__file__}: {stray}"


@pytest.mark.parametrize("game_id", [g for g in ALL_GAME_IDS if (ROOT / "scenes" / g).is_dir()])
def test_a_game_scene_reaches_other_screens_only_through_the_app(game_id: str) -> None:
    # No import of the menu, the lobby or another game: navigation goes through App.scene(name).
    package = f"scenes.{game_id}"
    bad = [(a, b) for a, b in imports_of(package)
           if b.startswith(("scenes.front", "scenes.tournament", "scenes.registry", "scenes.routes"))
           or (b.startswith("scenes.") and b.split(".")[1] in ALL_GAME_IDS and not b.startswith(package))]
    assert bad == []


#: Game ids that are also ordinary words in events and results (Jukem Soccer's result "goal"), and the
#: ways code would name them as a game: a comparison with a game id, a key, an import of its package.
WORD_IDS = ("goal",)
WORD_ID_USES = (('game_id == "', '"'), ('"', '":'), ("sprites.", ""), ("scenes.", ""), ("engines.", ""),
                ('game_id="', '"'))


def test_shared_code_names_no_game() -> None:
    # The shared layers learn about games from engines.CATALOGUE and each game's own package.
    shared = [p for p in (ROOT / "scenes").rglob("*.py") if p.parent.name not in ALL_GAME_IDS]
    shared += [p for p in (ROOT / "core").rglob("*.py")]
    shared += [p for p in (ROOT / "sprites").rglob("*.py") if p.parent.name not in ALL_GAME_IDS]
    playable_ids = [g for g in ALL_GAME_IDS if (ROOT / "scenes" / g).is_dir()]
    offenders = []
    for path in shared:
        source = path.read_text(encoding="utf-8")
        for game_id in playable_ids:
            if game_id in WORD_IDS:  # also a word the engines use ("goal" is a result): only uses as a game's id
                named = any(f"{pre}{game_id}{post}" in source for pre, post in WORD_ID_USES)
            else:
                named = f'"{game_id}"' in source or f"'{game_id}'" in source
            if named:
                offenders.append((str(path.relative_to(ROOT)), game_id))
    assert offenders == []
