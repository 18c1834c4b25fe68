"""The replay viewer's move list: the one numbered list of moves, each in the game's own words.

While the viewer drives a game scene, the scene leaves out its own list
(Penguin Soccer's "Moves", the card tables' "Plays"), which it draws in
play. Every row is the move as the game's log words it, the notation beside
it; a card game shows notations (which may name hidden cards) only with all
hands shown. Rows of two or three lines still scroll into view whole, and a
row too long for three lines ends in an ellipsis.
"""

from __future__ import annotations

import re

import pytest

from core import text
from match.setup import GameSetup, SeatSpec
from engines import GAMES
from match.match import Match
from scenes.front.replay_moves import MAX_LINES
from scenes.front.replay_viewer import ReplayViewer
from scenes.registry import make_game_scene, playable
from tests.support.driver import open_scene
from tests.support.replays import open_viewer, random_game, record_scene_labels, settle

GAME_IDS = [g for g in GAMES if playable(g)]
OWN_LISTS = ("Moves", "Plays")
"""The titles of the lists the game scenes draw in play (Penguin Soccer's moves, the card tables' plays)."""


@pytest.fixture(scope="module")
def logs():
    return {g: random_game(g) for g in GAME_IDS}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_scene_leaves_its_own_list_to_the_viewer(game_id, logs, app, monkeypatch):
    # In play, the scene has its own list of moves...
    cpu = SeatSpec("cpu", "random")
    played = make_game_scene(GameSetup(game_id, 3, (cpu, cpu)), sync_bots=True)
    played.speed = 4.0
    seen = record_scene_labels(monkeypatch, played)
    d = open_scene(app, played)
    for _ in range(2000):
        if played.match.ply >= 3:
            break
        d.frames(1)
    d.frames(3)
    assert any(title in seen for title in OWN_LISTS)
    app.stack.pop()
    d.frames(1)
    # ...in a replay it has none: the viewer's is the one numbered list.
    log = logs[game_id]
    viewer = ReplayViewer(log, start=len(log.actions) // 2)
    seen = record_scene_labels(monkeypatch, viewer.game)
    d = open_scene(app, viewer)
    settle(d, viewer)
    viewer.step_forward()
    settle(d, viewer)
    assert seen and not any(title in seen for title in OWN_LISTS)
    assert not any(re.fullmatch(r"\d+\.", words) for words in seen)  # no move numbers of its own


def row_words(viewer: ReplayViewer, i: int) -> str:
    return " ".join(line for line, _kind in viewer.moves.row_text(i).lines)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_row_is_the_move_in_the_games_words(game_id, logs, app):
    log = logs[game_id]
    d, viewer = open_viewer(app, log)
    names = (viewer.seat_name(0), viewer.seat_name(1))
    notes = not viewer.card_game  # a card game's notations wait for "all hands"
    for shown in (False, True) if viewer.card_game else (True,):
        if shown and viewer.card_game:
            viewer.toggle_hands()
            notes = True
        for i, (action, words) in enumerate(zip(log.actions, viewer.descriptions), 1):
            row = viewer.moves.row_text(i)
            said = row_words(viewer, i)
            flat = words.replace("\n", " ")
            if words:
                assert said == flat or (said.endswith(text.ELLIPSIS) and len(row.lines) == MAX_LINES
                                        and flat.startswith(said[:-1].rstrip()))
                assert row.note == (action if notes and action not in words else "")
            elif notes:
                assert said == action and row.note == ""
            else:  # nothing the game words, nothing hidden named: just whose move it was
                assert said == f"{names[viewer.movers[i - 1]]}'s move" and row.note == ""
    # The scene's own log holds the same words, and so does a live match of the same moves, as play
    # would show it to someone watching, but for a move the log leaves out (a plain draw, a card placed face
    # down) has its row in the game's words too (its words module's `aside`), never a bare "Ann's move".
    viewer.jump(len(log.actions))
    assert len(viewer.descriptions) == len(log.actions)
    aside = getattr(GAMES[game_id].INFO.words, "aside", None)
    states = viewer.review.states
    expected_log = ["" if aside is not None and _aside_of(viewer, aside, states, i) else words
                    for i, words in enumerate(viewer.descriptions)]
    assert list(viewer.game.log) == viewer.descriptions
    seats = tuple(SeatSpec("cpu", "random", name=str(s["name"])) for s in log.seats)  # Ann, Red
    live = Match(GameSetup(game_id, log.seed, seats, None, dict(log.options)), now=lambda: 0.0,
                 shows_moves=False, drive_bots=False)
    for action in log.actions:
        assert live.submit(live.to_move, action) is None
    assert list(live.view(None).moves) == expected_log
    if game_id in ("jukem_football", "kortfotboll"):  # the games whose log leaves moves out
        assert "" in expected_log and "" not in viewer.descriptions


def _aside_of(viewer: ReplayViewer, aside, states, i: int) -> str:  # noqa: ANN001
    """The aside words of move i, as the spectator reads them ("" where the log says the move itself)."""
    from match.seen import observe

    before, after = observe(states[i], None), observe(states[i + 1], None)
    mover = states[i].current_player
    if GAMES[viewer.review.setup.game_id].INFO.words.describe(before, after["events"], int(mover or 0),
                                                              viewer.review.names):
        return ""
    return str(aside(before, after["events"], int(mover or 0), viewer.review.names))


def test_rows_of_any_height_scroll_into_view_whole(logs, app):
    log = logs["goal"]  # G.O.A.L.'s combinations make the longest descriptions
    d, viewer = open_viewer(app, log)
    moves = viewer.moves
    heights = {moves.height(i) for i in range(moves.n + 1)}
    assert len(heights) >= 3  # rows of one, two and three lines
    assert any(row_words(viewer, i).endswith(text.ELLIPSIS) for i in range(1, moves.n + 1))
    area = moves.area
    for i in list(range(moves.n + 1)) + list(range(moves.n, -1, -3)):
        viewer.jump(i)
        r = moves.row_rect(i)
        assert area.top <= r.top and r.bottom <= area.bottom and i in moves.visible()
        assert moves.row_at(r.center) == i
    moves.scroll(10**6)
    assert moves.top == moves.max_top() and moves.visible()[-1] == moves.n
    assert moves.row_rect(moves.n).bottom <= area.bottom
    moves.scroll(-10**6)
    assert moves.top == 0 and moves.row_at((area.centerx, area.top - 20)) is None


@pytest.mark.parametrize("game_id", ["jukem_football", "kortfotboll"])
def test_the_words_for_moves_the_log_leaves_out_name_no_hidden_card(game_id, logs):
    """A draw or a card placed face down reads the same to either seat and to the room: the row says what
    was done, never which card."""
    from match.review import Review

    review = Review.of_log(logs[game_id], "test")
    blue, red, room = review.words(0), review.words(1), review.words(None)
    asides = [i for i, w in enumerate(room) if w.split(" ", 1)[-1].startswith(("draws a card", "places a card"))]
    assert asides, "the game has moves the log leaves out"
    for i in asides:
        assert blue[i] == red[i] == room[i]
