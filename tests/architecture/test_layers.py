"""The layers stay apart: who may import whom, and no import cycle across folders.

Read statically from the source (imports inside functions count too), so a
lazy import cannot hide a dependency.
"""

from __future__ import annotations

import pytest

from engines import ALL_GAME_IDS
from tests.architecture.imports import ROOT, cycles, folder, import_graph, project_modules

GRAPH = import_graph()
MODULES = project_modules()


def imports_of(prefix: str) -> list[tuple[str, str]]:
    """(importer, imported) for every module under `prefix`."""
    return [(a, b) for a in GRAPH if a == prefix or a.startswith(prefix + ".") for b in sorted(GRAPH[a])]


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
    ("tournament", ("scenes", "sprites", "tools")),
    ("levels", ("core", "scenes", "sprites", "tools", "engines")),
    ("sprites", ("scenes", "tools")),
    ("scenes", ("tools",)),
])
def test_a_layer_imports_nothing_above_it(layer: str, forbidden: tuple[str, ...]) -> None:
    bad = [(a, b) for a, b in imports_of(layer) if b.split(".")[0] in forbidden]
    assert bad == []


def test_pure_layers_import_no_pygame() -> None:
    for layer in ("engines", "tournament", "levels"):
        for path in (ROOT / layer).rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            assert "import pygame" not in source and "from pygame" not in source, path


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
