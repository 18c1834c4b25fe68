"""Seats are called by the colours they are drawn in, and results read the same everywhere.

With the colour-blind palette the second seat is drawn orange, so it is "Orange" wherever a seat without a
player's name is named: the table's words and the move log (the Match is told the names), the result,
the engine's refusals ("not in Red's hand" said with the colour as drawn), the goals and sea pens of
Penguin Soccer, the coin, the lobby, the replay list. The record keeps the engines' own words ("Red"), so
a replay reads right in either palette. And one formatter says a win by the score ("Red wins 2-0", the
winner's goals first) on the result screen and in the replay list. Time is driven by hand.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core import theme
from core.input import Action, InputEvent
from engines.common.results import winner_first, wins_words
from match.setup import GameSetup, SeatSpec
from scenes.front.replays import Entry, ReplaysScene
from scenes.play.pause import resign
from scenes.registry import make_game_scene
from tests.support.driver import open_scene
from tests.support.replays import random_game


def colour_blind(app) -> None:
    app.settings.colour_blind = True
    app.apply_settings()


def start(app, game_id: str, seats=(SeatSpec("human"), SeatSpec("cpu", "easy")), seed: int = 4):
    scene = make_game_scene(GameSetup(game_id, seed, seats, None, {}), sync_bots=True)
    return open_scene(app, scene), scene


# -- the colour as drawn ---------------------------------------------------------------------------

def test_the_palettes_name_their_seats_by_their_colours():
    assert theme.STANDARD.names == ("Blue", "Red") == theme.SEAT_NAMES
    assert theme.COLOR_BLIND_SAFE.names == ("Blue", "Orange")


def test_colour_blind_the_orange_side_is_orange_on_the_table_in_the_log_and_the_result(app):
    colour_blind(app)
    d, scene = start(app, "penguin_soccer", (SeatSpec("human"), SeatSpec("human")))
    assert scene.names == ("Blue", "Orange")
    for _ in range(1200):  # a few moves, both people playing their first legal move
        view = scene.seat_view
        if view.ply >= 4:
            break
        if view.legal and not scene.animating and not scene.match.showing:
            scene.submit(view.legal[0], seat=view.to_move)
        d.frames(1)
    said = "\n".join(scene.log)
    assert "Orange" in said and "Red" not in said.replace("RED", "")
    assert scene.with_names("the top card is not in Red's hand") == "the top card is not in Orange's hand"
    resign(scene, 1)
    assert scene.result_text == "Orange resigned"
    assert scene.match.record().result["reason"] == "Red resigned"  # the record: the engines' words
    app.settings.colour_blind = False  # the setting changed: the words follow
    app.apply_settings()
    d.frames(1)
    assert scene.result_text == "Red resigned" and "Red" in "\n".join(scene.log)


def test_an_engines_refusal_is_said_with_the_colour_as_drawn(app, monkeypatch):
    colour_blind(app)
    d, scene = start(app, "jukem_soccer", (SeatSpec("human"), SeatSpec("human")))
    monkeypatch.setattr(scene.match, "submit", lambda seat, notation: "that card is not in Red's hand")
    assert not scene.submit("X", seat=0)
    assert scene.message == "that card is not in Orange's hand"


def test_colour_blind_penguin_goals_and_pens_and_the_coin(app, drawn):
    colour_blind(app)
    d, scene = start(app, "penguin_soccer", (SeatSpec("human"), SeatSpec("human")))
    scene._static = None  # paint the board's fixed layer again
    drawn.clear()
    d.frames(2)
    assert "ORANGE'S GOAL" in drawn and "BLUE'S GOAL" in drawn and "RED'S GOAL" not in drawn
    assert "Orange's sea" in drawn and "Red's sea" not in drawn


def test_colour_blind_lobby_rows_say_orange(app):
    colour_blind(app)
    lobby = app.scene("lobby", "kortfotboll")
    d = open_scene(app, lobby)
    labels = [b.label for b in lobby.group.buttons]
    assert "Orange" in labels and "Red" not in labels
    assert any(label.endswith("(Orange)") for label in labels)  # a per-seat option's row


def test_colour_blind_a_replays_moves_say_orange_and_its_record_is_unchanged(app):
    from tests.support.replays import open_viewer

    log = random_game("penguin_soccer", seats=({"kind": "human", "level": "normal", "name": ""},
                                               {"kind": "cpu", "level": "hard", "name": ""}))
    colour_blind(app)
    d, viewer = open_viewer(app, log)
    said = "\n".join(m.words for m in viewer.moves.moves)
    assert "Orange" in said and "Red" not in said
    assert viewer.seat_name(1) == "Orange" and viewer.game.seat_view.names == ("Blue", "Orange")
    assert log.seats[1]["name"] == ""  # the record itself names nobody


# -- one way to say a win by the score --------------------------------------------------------------

def test_the_winners_goals_come_first():
    assert winner_first((0, 2), 1) == "2-0" and winner_first((2, 0), 0) == "2-0"
    assert winner_first((1, 1), None) == "1-1"
    assert wins_words((0, 2), 1, ("Ann", "Bo")) == "Bo wins 2-0"


def test_the_replay_list_says_the_win_as_the_result_screen_does(tmp_path: Path):
    log = random_game("jukem_soccer", seats=({"kind": "human", "level": "normal", "name": ""},
                                             {"kind": "cpu", "level": "hard", "name": ""}))
    path = tmp_path / "r.json"
    path.write_text(json.dumps(log.to_json()))
    entry = Entry(path, 0.0)
    entry.load()
    assert entry.ok
    entry.summary.update(result="red", winner=1, scores=[0, 2])  # Red won 2-0
    words, _ = ReplaysScene().result_words(entry, theme.STANDARD)
    assert words.startswith("Red wins 2-0")  # it said "Red wins 0-2": the winner's goals first, as on the result
    assert words.startswith(wins_words((0, 2), 1, ("Blue", "Red")))
    words, _ = ReplaysScene().result_words(entry, theme.COLOR_BLIND_SAFE)
    assert words.startswith("Orange wins 2-0")


# -- a message about a decision goes with it -----------------------------------------------------------

@pytest.mark.parametrize("game_id", ["jukem_soccer", "penguin_soccer"])
def test_please_wait_goes_when_the_computer_has_moved(app, game_id):
    d, scene = start(app, game_id)
    for _ in range(3000):  # until the computer is deciding, the table still
        view = scene.seat_view
        if view.to_move == 1 and not scene.animating and not scene.finished:
            break
        if view.to_move == 0 and view.legal and not scene.animating and not scene.match.showing:
            scene.submit(view.legal[0])
        d.frames(1)
    ply = scene.seat_view.ply
    scene.handle(InputEvent(Action.CONFIRM, "kb1", 0, True))  # Blue presses while the computer decides
    assert scene.message.startswith("Please wait") and scene.message_left > 0
    for _ in range(600):
        d.frames(1)
        if scene.seat_view.ply != ply:
            break
    assert scene.seat_view.ply == ply + 1
    assert scene.message_left <= 0  # gone with the computer's move, not lingering into Blue's turn
