"""Every game of the catalogue conforms to the engine contract (engines/conformance.py finds them from
the catalogue itself), and the check can fail."""

from __future__ import annotations

import dataclasses
import types

import engines
from engines.conformance import catalogue_problems, problems


def test_every_implemented_game_of_the_catalogue_conforms() -> None:
    found = catalogue_problems()
    assert set(found) == {g for g, _t in engines.CATALOGUE if g in engines.GAMES} and found
    assert found == {g: [] for g in found}


def test_the_check_finds_what_is_missing_or_wrong(monkeypatch) -> None:
    engine = engines.GAMES["penguin_soccer"]
    bare = types.ModuleType("engines.nothing")
    assert "INFO must be a GameInfo" in problems(bare, "nothing")
    monkeypatch.setattr(engine, "INFO", dataclasses.replace(engine.INFO, default_clock="soon"))
    assert any("default_clock" in p for p in problems(engine, "penguin_soccer"))
    assert any("catalogue lists it" in p for p in problems(engine, "other_game"))
