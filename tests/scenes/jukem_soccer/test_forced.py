"""Jukem Soccer's forced moves (scenes.play.forced): a human's only move is focused; with "Play forced
moves" on the Match plays it after the "only move" notice, but never a SHOT, an answer or a save (the
engine's INFO says which, and whose turn it is while the defender answers)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from engines.jukem_soccer import State, new_game
from engines.jukem_soccer.notation import PLAY, Action
from scenes.jukem_soccer.scene import JukemSoccerScene
from match.setup import GameSetup, SeatSpec
from match.view import NOTICE_S
from sprites.jukem_soccer.faces import parse_face
from tests.support.driver import FRAME_S, Driver, make_app, open_scene
from tests.support.positions import place

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")


def is_shot(a: Action) -> bool:
    return a.kind == PLAY and parse_face(a.face)[0] == "SHOT"


def forced_position(want: Callable[[Action], bool]) -> tuple[int, list[str], str]:
    """A game (seed, moves) after which Blue's only move, in the play phase, is one `want` accepts."""
    for seed in range(100):
        s, acts = new_game(seed), []
        while not s.is_terminal and len(acts) < 300:
            legal = s.legal_actions()
            if len(legal) == 1 and s.current_player == 0 and s.phase_name == "play" and want(legal[0]):
                return seed, acts, str(legal[0])
            a = legal[(len(acts) * 7 + seed) % len(legal)]
            s = s.apply(a)
            acts.append(str(a))
    raise AssertionError("no such forced move found")


@pytest.fixture
def start(tmp_path):
    apps = []

    def _start(want: Callable[[Action], bool], autoplay: bool) -> tuple[Driver, JukemSoccerScene, str]:
        seed, acts, only = forced_position(want)
        app = make_app(tmp_path)
        app.settings.autoplay_forced_moves = autoplay
        apps.append(app)
        scene = JukemSoccerScene(GameSetup("jukem_soccer", seed, (HUMAN, CPU)), sync_bots=True)
        d = open_scene(app, scene)
        if acts:
            place(scene, replay(seed, acts))
        scene.skip()  # the opening coin toss and deal
        d.frames(2)
        assert scene.seat_view.legal == (only,) and scene.deciding() == 0
        return d, scene, only

    yield _start
    for app in apps:
        app.close()


def replay(seed: int, acts: list[str]) -> State:
    s = new_game(seed)
    for a in acts:
        s = s.apply(a)
    return s


def seconds(d: Driver, s: float) -> None:
    d.frames(round(s / FRAME_S))


def test_a_shot_an_answer_and_a_save_are_never_played_for_anyone():
    """The engine's INFO, which the Match asks, says so; the scene keeps no rule of its own."""
    scene = JukemSoccerScene(GameSetup("jukem_soccer", 0, (HUMAN, CPU)), sync_bots=True)
    v = scene.seat_view
    assert scene.phase == "play" and v.turn == v.to_move == scene.match.full_state().current_player
    assert not hasattr(scene, "never_autoplay") and not hasattr(scene, "turn_seat")
    never, st = scene.info.never_autoplay, scene.match.full_state()
    assert never(st, "SHOT3@TC")
    assert never(st, "JUKEM+SHOT3@TC")
    assert not never(st, "SUB:SHOT3@TC")  # substituting a SHOT is no shot
    assert not never(st, "PASS")
    assert not never(st, "JUKEM+HEADER")
    scene.worker.close()


def test_while_the_defender_answers_it_is_the_attackers_turn():
    s = new_game(0)
    while s.phase_name != "answer":
        s = s.apply(s.legal_actions()[0])
    scene = JukemSoccerScene(GameSetup("jukem_soccer", 0, (HUMAN, HUMAN)), sync_bots=True)
    place(scene, s)
    assert scene.phase == "answer"
    assert scene.seat_view.to_move == s.current_player and scene.seat_view.turn == 1 - s.current_player
    assert all(scene.info.never_autoplay(s, str(a)) for a in s.legal_actions())  # NO included
    scene.worker.close()


def test_a_forced_shot_is_never_played_even_with_the_setting_on(start):
    d, scene, only = start(is_shot, autoplay=True)
    n = len(scene.match.actions)
    seconds(d, 3 * NOTICE_S)
    assert len(scene.match.actions) == n and scene.forced is None
    assert str(scene.focused_choice.action) == only  # offered: one press plays it
    d.key(pygame.K_RETURN)
    assert scene.match.actions[-1] == only


def test_off_a_forced_play_is_focused_and_waits(start):
    d, scene, only = start(lambda a: a.kind == PLAY and not is_shot(a), autoplay=False)
    n = len(scene.match.actions)
    seconds(d, 3 * NOTICE_S)
    assert len(scene.match.actions) == n and scene.forced is None
    assert str(scene.focused_choice.action) == only
    d.key(pygame.K_RETURN)
    assert scene.match.actions[-1] == only


def test_on_a_forced_play_is_played_after_the_notice(start, monkeypatch):
    d, scene, only = start(lambda a: a.kind == PLAY and not is_shot(a), autoplay=True)
    n = len(scene.match.actions)
    assert scene.forced is not None and scene.forced.notation == only
    drawn: list[str] = []
    bar: list[str] = []
    import scenes.ui.base as ui
    import sprites.fx.notice as notice

    real_notice, real_bar = notice.draw_forced_notice, ui.draw_prompt_bar
    monkeypatch.setattr(notice, "draw_forced_notice", lambda surface, pos, words, *a: drawn.append(words) or
                        real_notice(surface, pos, words, *a))
    monkeypatch.setattr(ui, "draw_prompt_bar", lambda scn, surface, items, *a, **k: bar.extend(w for _a, w in items)
                        or real_bar(scn, surface, items, *a, **k))
    scene.draw(pygame.Surface((1920, 1080)))
    assert drawn == [scene.forced.words] and "Play it now" in bar and "Play it yourself" in bar
    seconds(d, NOTICE_S - 0.3)
    assert len(scene.match.actions) == n  # still on screen, being read
    seconds(d, 0.5)
    assert scene.match.actions[n:] == (only,) and scene.forced is None
