"""The result screen's "Watch the replay": the replay viewer on the file the game just wrote.

Offered once the finished game's replay is saved (after Rematch, before Main
menu; after Continue in a tournament), and not when it could not be saved.
Keys, a controller or the mouse alone open it; leaving the viewer comes back
to the result screen.
"""

from __future__ import annotations

import pygame
import pytest

from core.replay import load_replay, replays_dir
from match.record import GameLog
from match.setup import GameSetup, SeatSpec
from scenes.front.replay_viewer import ReplayViewer
from scenes.play.base import ResultScene
from scenes.registry import make_game_scene
from scenes.tournament.live import TournamentRecords
from tests.support import vpad
from tests.support.cards import go_on
from tests.support.driver import Driver, flush_saves, open_scene
from tests.support.replays import random_game
from tournament.model import Config, Entrant
from tournament.store import TournamentStore

KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
PAD = (vpad.BUTTON_DPAD_UP, vpad.BUTTON_DPAD_DOWN, vpad.BUTTON_DPAD_LEFT, vpad.BUTTON_DPAD_RIGHT)


def tournament_keeper(app, game_id: str) -> TournamentRecords:
    """The records of a fixture's game in a tournament kept in a file (its game in progress, its replay)."""
    path = app.paths.data / "cup.sqlite3"
    with TournamentStore(path) as store:
        tid = store.create(Config("roundrobin", (game_id,), (Entrant("Ann", "human"), Entrant("Bo", "cpu", "hard")),
                                  seed=1, name="Cup"))
        spec = store.load(tid).next_game()
    assert spec is not None
    return TournamentRecords(path, tid, spec, app.paths)


def finish(app, game_id: str = "jukem_soccer", tournament: bool = False) -> tuple[Driver, ResultScene]:
    """A game one move from its end, the last move played, on to its result screen."""
    log = random_game(game_id)
    setup = GameSetup(game_id, log.seed, (SeatSpec("human", name="Ann"), SeatSpec("cpu", "hard")), None, {})
    scene = make_game_scene(setup, sync_bots=True)
    if tournament:
        ended: list[object] = []
        scene.join_tournament(tournament_keeper(app, game_id), ended.append, lambda _game: None)
    scene.resume_from(GameLog(log.game_id, log.options, log.seed, log.seats, log.actions[:-1]))
    d = open_scene(app, scene)
    assert scene.match.ply == len(log.actions) - 1 and not scene.finished
    # The last move is the record's, whoever's it is (the computer's moves are otherwise its own).
    assert scene.submit(log.actions[-1], seat=scene.seat_view.to_move)
    for _ in range(1200):
        go_on(d, scene)  # full time's summary waits for a press
        if isinstance(d.top, ResultScene):
            assert scene.match.actions == log.actions and scene.finished
            if tournament:
                assert ended == [scene]  # the tournament heard of the end once, before the result screen
            result = d.top
            while not result.armed:  # it takes presses a moment after it appears
                d.frames(1)
            return d, result
        d.frames(1)
    raise AssertionError("no result screen")


def keys_of(result: ResultScene) -> list[str]:
    return [b.key for b in result.group.buttons]


@pytest.mark.parametrize("device", ["keys", "pad", "mouse"])
def test_watch_the_replay_opens_the_file_the_game_wrote(app, device):
    d, result = finish(app)
    flush_saves()
    (path,) = replays_dir(app.paths).glob("*.json")
    assert result.replay == path and keys_of(result) == ["table", "rematch", "replay", "menu"]
    game = result.game
    if device == "keys":
        d.navigate_to("replay", d.key, KEYS)
        d.key(pygame.K_RETURN)
    elif device == "mouse":
        d.click_button("replay")
    else:
        with vpad.VirtualPad(kind="xbox") as pad:
            d.frames(2)
            d.navigate_to("replay", lambda button: pad.tap(button, pump=lambda: d.frames(1)), PAD)
            pad.tap(vpad.BUTTON_A, pump=lambda: d.frames(1))
    d.frames(1)
    viewer = d.top
    assert isinstance(viewer, ReplayViewer) and viewer.source == str(path)
    assert viewer.log == load_replay(path) and viewer.log.actions == game.match.actions
    viewer.jump(viewer.n)
    assert viewer.game.finished and viewer.game.winner == game.winner
    d.key(pygame.K_BACKSPACE)
    d.frames(2)
    assert d.top is result and app.stack.scenes[-2] is game  # back to the result, the game under it


def test_no_replay_saved_no_button(app, monkeypatch):
    def refuse(paths, log):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("core.records.save_new_replay", refuse)
    d, result = finish(app, "penguin_soccer")
    assert result.replay is None and keys_of(result) == ["table", "rematch", "menu"]


def test_a_tournament_game_offers_continue_and_the_replay(app):
    d, result = finish(app, "kortfotboll", tournament=True)
    assert keys_of(result) == ["table", "continue", "replay"] and result.replay is not None
    assert load_replay(result.replay).actions == result.game.match.actions  # kept by the tournament's records
    assert not any("could not be saved" in toast.text for toast in app.toasts)
    d.click_button("replay")
    d.frames(1)
    assert isinstance(d.top, ReplayViewer)
