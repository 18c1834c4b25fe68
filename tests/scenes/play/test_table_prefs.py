"""GameScene.table_pref: a game's table preferences (LobbyOption.pref) as the settings remember them."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

import scenes.registry as registry
from match.setup import GameSetup, SeatSpec
from core.settings import Settings
from scenes.play.entry import LobbyOption

BACKS = LobbyOption("backs", "Card backs", (("blue", "Blue"), ("red", "Red")), per_seat=True, pref=True)
NOTES = LobbyOption("notes", "Scout notes", ((False, "Off"), (True, "On")), pref=True)
DEALER = LobbyOption("first_dealer", "First dealer", ((0, "Blue"), (1, "Red")))  # a rule, not a pref


@pytest.fixture
def scene(monkeypatch):
    """A Jukem Soccer scene (computer seats, no app yet) whose entry declares the options above."""
    real = registry.entry("jukem_soccer")
    assert real is not None
    monkeypatch.setattr(registry, "entry",
                        lambda g: dataclasses.replace(real, options=(DEALER, BACKS, NOTES)) if g == "jukem_soccer"
                        else None)
    cpu = SeatSpec("cpu", "easy")
    made = real.make(GameSetup("jukem_soccer", 3, (cpu, cpu)), sync_bots=True)
    yield made
    made.worker.close()


def remembered(scene, prefs: dict[str, dict[str, object]]) -> None:
    scene.app = SimpleNamespace(settings=Settings(table_prefs=prefs))


def test_no_app_gives_the_default(scene):
    assert scene.app is None
    assert scene.table_pref("notes", False) is False
    assert scene.table_pref("backs", ["blue", "blue"]) == ["blue", "blue"]


def test_nothing_stored_gives_the_default(scene):
    remembered(scene, {"penguin_soccer": {"notes": True}})  # another game's
    assert scene.table_pref("notes", "unset") == "unset"


def test_the_stored_value_is_returned(scene):
    remembered(scene, {"jukem_soccer": {"notes": True, "backs": ["red", "blue"]}})
    assert scene.table_pref("notes", False) is True
    backs = scene.table_pref("backs", ["blue", "blue"])
    assert backs == ["red", "blue"]
    backs[0] = "blue"  # the caller's copy: the settings keep what the lobby stored
    assert scene.app.settings.table_prefs["jukem_soccer"]["backs"] == ["red", "blue"]


@pytest.mark.parametrize("key, stored", [
    pytest.param("notes", "yes", id="not-a-choice"),
    pytest.param("notes", 1, id="one-is-not-true"),
    pytest.param("notes", [True, False], id="pair-for-one-row"),
    pytest.param("backs", "red", id="one-value-for-two-rows"),
    pytest.param("backs", ["red", "purple"], id="one-of-the-pair-not-a-choice"),
    pytest.param("backs", ["red", "blue", "red"], id="three-for-two-rows"),
    pytest.param("first_dealer", 1, id="a-rule-is-no-pref"),
    pytest.param("gone", True, id="no-such-option"),
])
def test_a_value_not_among_the_choices_gives_the_default(scene, key, stored):
    remembered(scene, {"jukem_soccer": {key: stored}})
    assert scene.table_pref(key, "default") == "default"


def test_without_an_entry_the_stored_value_is_not_checked(scene, monkeypatch):
    monkeypatch.setattr(registry, "entry", lambda g: None)
    remembered(scene, {"jukem_soccer": {"anything": "goes"}})
    assert scene.table_pref("anything", "default") == "goes"


def test_a_pref_choice_must_be_something_the_settings_file_can_keep():
    with pytest.raises(ValueError, match="backs"):
        LobbyOption("backs", "Card backs", ((("blue",), "Blue"),), pref=True)
    LobbyOption("formation", "Formation", ((("4", "4", "2"), "4-4-2"),))  # a rule's value may be anything

