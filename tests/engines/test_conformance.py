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


def test_what_a_new_game_must_provide_beyond_the_protocols_is_checked_too(monkeypatch) -> None:
    """The words, the events in full and masked, an Action on ActionBase, bad input refused with a
    ValueError: each missing one is named (docs/ARCHITECTURE.md, "Adding a game")."""
    engine = engines.GAMES["jukem_soccer"]

    class Mute:
        def describe(self, before, events, mover, names):
            raise KeyError("phase")

        def result(self, final, names):
            return ""

    class Plain:  # an Action class of its own: parse works, but it is not the kit's ActionBase
        parse = staticmethod(engine.Action.parse)

    fake = types.SimpleNamespace(**{k: getattr(engine, k) for k in dir(engine) if not k.startswith("__")})
    fake.INFO = dataclasses.replace(engine.INFO, words=Mute())
    fake.Action = Plain
    found = problems(fake, "jukem_soccer")  # type: ignore[arg-type]
    assert "Action must build on engines.common.notation.ActionBase (its notation and parse)" in found
    assert any(p.startswith("ply 0: INFO.words.describe fails for a spectator's view") for p in found)
    to_json = engine.State.to_json
    monkeypatch.setattr(engine.State, "to_json", lambda self: {k: v for k, v in to_json(self).items()
                                                               if k != "events"})
    sample = engine.sample_state
    monkeypatch.setattr(engine, "sample_state", lambda observation, player, seed:
                        sample(observation, player, seed) if observation else 1 / 0)
    found = problems(engine, "jukem_soccer")
    assert any('to_json() has no "events"' in p for p in found)
    assert any(p.startswith("sample_state({}) raises ZeroDivisionError") for p in found)
