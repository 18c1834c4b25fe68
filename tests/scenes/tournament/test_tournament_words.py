"""What the tournament screens say: time controls in words, a knockout without points rows, shoot-outs
and a Pentathlon's table (read from the words each screen draws)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from core import text
from engines import GAMES
from scenes.tournament.hub import TournamentHub
from scenes.tournament.match_intro import MatchIntro
from scenes.tournament.menu import TournamentMenu
from scenes.tournament.setup import KNOCKOUT_NOTE, TournamentSetup
from scenes.ui.clock_choice import control_words
from tests.support.driver import Driver, make_app
from tournament.model import FORMATS, Config, Entrant, GameRecord
from tournament.standings import Scoring
from tournament.store import TournamentStore


def test_control_words() -> None:
    assert control_words("10d5") == "10 min each, 5 s delay a move"
    assert control_words("15+0") == "15 min each, sudden death"
    assert control_words("10+5") == "10 min each, +5 s a move"
    assert control_words("10b5") == "10 min each, up to 5 s back a move (Bronstein)"
    assert control_words(None) == "no chess clock"


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string drawn with core.text.blit_text while the test runs."""
    seen: list[str] = []
    real = text.blit_text

    def spy(surface: pygame.Surface, words: str, *args: Any, **kw: Any) -> Any:
        seen.append(str(words))
        return real(surface, words, *args, **kw)
    monkeypatch.setattr(text, "blit_text", spy)
    return seen


def draw(d: Driver, seen: list[str]) -> str:
    seen.clear()
    d.top.draw(pygame.Surface((1920, 1080)))
    return "\n".join(seen)


def store_with(config: Config) -> tuple[TournamentStore, int]:
    store = TournamentStore(Path(":memory:"))
    return store, store.create(config)


def entrants(*names: str) -> tuple[Entrant, ...]:
    return tuple(Entrant(n, "cpu", "random") for n in names)


def open_scene(tmp_path: Path, scene: Any) -> Driver:
    app = make_app(tmp_path)
    app.stack.push(scene)
    d = Driver(app)
    d.frames(2)
    return d


def test_the_list_the_hub_and_the_match_intro_say_the_clock_in_words(tmp_path: Path, drawn: list[str]) -> None:
    store, tid = store_with(Config("roundrobin", ("kortfotboll",), entrants("Ann", "Bo"), clock="10d5",
                                   name="Delay Cup"))
    words = "10 min each, 5 s delay a move"
    hub = TournamentHub(store, tid, sync_worker=True)
    d = open_scene(tmp_path, hub)
    shown = draw(d, drawn)
    assert words in shown and "10d5" not in shown
    fx = hub.t_.fixtures[0]
    hub.launch(fx, watch=False)
    d.frames(2)
    assert isinstance(d.top, MatchIntro)
    shown = draw(d, drawn)
    assert f"Chess clock: {words}" in shown and "10d5" not in shown
    d.app.close()
    d = open_scene(tmp_path, TournamentMenu(store))
    shown = draw(d, drawn)
    assert "Delay Cup" in shown and words in shown and "10d5" not in shown
    d.app.close()


def test_a_knockout_setup_has_no_points_rows_and_says_why(tmp_path: Path, drawn: list[str]) -> None:
    setup = TournamentSetup(TournamentStore(Path(":memory:")))
    d = open_scene(tmp_path, setup)
    keys = {b.key for b in setup.group.buttons}
    assert {"win", "draw", "loss"} <= keys
    setup.points = [2, 1, 0]
    setup.format_index = FORMATS.index("elimination")
    setup.rebuild()
    keys = {b.key for b in setup.group.buttons}
    assert not {"win", "draw", "loss"} & keys
    shown = draw(d, drawn)
    assert KNOCKOUT_NOTE.split(":")[0] in shown  # "No points in a knockout"
    assert "Chess clock: " in shown  # the time control in words under the plan
    assert setup.config(1).scoring == Scoring()  # points it does not use are not stored
    setup.format_index = FORMATS.index("swiss")
    setup.rebuild()
    assert {"win", "draw", "loss"} <= {b.key for b in setup.group.buttons}
    assert setup.config(1).scoring == Scoring(2, 1, 0)
    d.app.close()


def test_the_hub_shows_a_shootout(tmp_path: Path, drawn: list[str]) -> None:
    store, tid = store_with(Config("elimination", ("kortfotboll",), entrants("Ann", "Bo"), name="Pens Cup"))
    t = store.load(tid)
    spec = t.next_game()
    assert spec is not None
    store.add_games(tid, t.record(GameRecord.of(spec, (1, 1), 1, shootout=(3, 4))), finished=t.finished)
    hub = TournamentHub(store, tid, sync_worker=True)
    d = open_scene(tmp_path, hub)
    red = hub.t_.name(spec.red)
    shown = draw(d, drawn)
    assert f"{red} wins 4-3 on penalties" in shown
    hub.set_tab("standings")
    shown = draw(d, drawn)
    assert "Reached" in shown and "Pts" not in shown  # a knockout has no points
    d.app.close()


def test_the_hub_shows_a_pentathlon_table_by_event(tmp_path: Path, drawn: list[str]) -> None:
    events = tuple(GAMES)
    store, tid = store_with(Config("roundrobin", events, entrants("Ann", "Bo"), pentathlon=True, name="Five"))
    hub = TournamentHub(store, tid, sync_worker=True)
    d = open_scene(tmp_path, hub)
    while (spec := hub.t_.next_game()) is not None:
        score = (30, 0) if spec.game_id == "jukem_football" else (0, 1)
        hub.record(GameRecord.of(spec, score, 0 if score[0] > score[1] else 1))
    shown = draw(d, drawn)
    fx = hub.t_.fixtures[0]
    won, goals = hub.t_.fixture_score(fx), fx.goals()
    assert won is not None and sum(won) == len(events) and won != goals
    assert f"{won[0]} - {won[1]}" in shown and f"{goals[0]} - {goals[1]}" not in shown  # games won, not goals
    hub.set_tab("standings")
    shown = draw(d, drawn)
    assert "Goals" not in shown and "GD" not in shown
    assert {"PS", "JS", "JF", "GOAL", "Kort"} <= set(shown.split("\n"))
    assert "Points in each event" in shown
    d.app.close()
