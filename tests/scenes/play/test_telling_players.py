"""What the table tells a player, found playing as a newcomer: the hand-off curtain shows the incoming
player's clock running (it is their turn), PEEK where hints are not offered says why, a hint's words go
when the move is made, and a tournament game left in progress is mentioned when the arcade starts."""

from __future__ import annotations

from pathlib import Path

import pygame

from match.match import NO_HINTS_PEOPLE, NO_HINTS_TOURNAMENT
from match.setup import GameSetup, SeatSpec
from scenes.registry import make_game_scene
from tests.support.driver import make_app, open_scene
from tests.support.replays import record_labels


def test_the_curtain_shows_the_incoming_players_clock_running(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    scene = make_game_scene(GameSetup("jukem_soccer", 5, (SeatSpec("human"), SeatSpec("human")), "3+2"),
                            sync_bots=True)
    d = open_scene(app, scene)
    for _ in range(3000):
        if d.top.name == "handoff":
            break
        d.frames(1)
    curtain = d.top
    d.frames(40)  # down, and waiting
    seen = record_labels(monkeypatch)
    before = scene.match.clock().left[curtain.seat]
    d.frames(60)
    assert scene.match.clock().left[curtain.seat] < before  # running while the curtain waits
    name = scene.seat_name(curtain.seat)
    assert f"{name}'s clock" in seen
    app.close()


def test_peek_where_hints_are_not_offered_says_why(tmp_path):
    app = make_app(tmp_path)
    scene = make_game_scene(GameSetup("penguin_soccer", 2, (SeatSpec("human"), SeatSpec("human"))),
                            sync_bots=True)
    d = open_scene(app, scene, frames=120)
    d.key(pygame.K_RSHIFT)
    assert scene.message == NO_HINTS_PEOPLE and scene.message_left > 0
    app.close()

    app = make_app(tmp_path / "t")
    scene = make_game_scene(GameSetup("jukem_soccer", 2, (SeatSpec("human"), SeatSpec("cpu", "easy"))),
                            sync_bots=True)
    from match.keeper import NoRecords

    scene.join_tournament(NoRecords(), lambda game: None, lambda game: None)
    d = open_scene(app, scene, frames=120)
    d.key(pygame.K_RSHIFT)
    assert scene.message == NO_HINTS_TOURNAMENT
    app.close()


def test_a_hints_words_go_when_the_move_is_made(tmp_path):
    app = make_app(tmp_path)
    scene = make_game_scene(GameSetup("penguin_soccer", 4, (SeatSpec("human"), SeatSpec("cpu", "easy"))),
                            sync_bots=True)
    d = open_scene(app, scene)
    for _ in range(3000):
        if scene.seat_view.deciding and not scene.animating and scene.match.idle:
            break
        d.frames(1)
    scene.ask_hint()
    for _ in range(60):
        d.frames(1)
        if scene.seat_view.hint is not None and scene.message.startswith("Hint"):
            break
    assert scene.message.startswith("Hint") and scene.message_left > 0
    assert scene.submit(scene.seat_view.hint)
    d.frames(1)
    assert scene.message_left <= 0  # the hint was for the decision just made
    app.close()


def test_a_tournament_game_left_in_progress_is_mentioned_when_the_arcade_starts(tmp_path):
    from scenes.front.menu import MainMenu
    from scenes.tournament.menu import STORE_FILE
    from tournament.model import Config, Entrant
    from tournament.store import TournamentStore, save_live

    app = make_app(tmp_path)
    db = Path(app.paths.data) / STORE_FILE
    store = TournamentStore(db)
    tid = store.create(Config("roundrobin", ("jukem_soccer",), (Entrant("Ann", "human"), Entrant("Bo", "cpu", "easy")),
                              name="Friday Cup"))
    save_live(db, tid, 0, 0, {"format": "matchday-replay"})
    store.close()
    open_scene(app, MainMenu(offer_resume=True))
    assert any("Friday Cup was left in progress" in t.text for t in app.toasts)
    app.close()
