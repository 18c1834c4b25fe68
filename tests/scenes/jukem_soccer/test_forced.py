"""Jukem Soccer's forced moves (scenes.play.forced): a human's only move is focused; with "Play forced
moves" on it is played after the "only move" notice, but never a SHOT, an answer or a save."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from core.match import GameSetup, SeatSpec
from engines.jukem_soccer import new_game
from engines.jukem_soccer.notation import PLAY, Action
from scenes.jukem_soccer.scene import JukemSoccerScene
from scenes.play.forced import NOTICE_S
from sprites.jukem_soccer.faces import parse_face
from tests.support.driver import FRAME_S, Driver, make_app, open_scene

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
            scene.resume_from(acts)
            scene.reset_view()
        scene.skip()  # the opening coin toss and deal
        d.frames(2)
        assert [str(a) for a in scene.state.legal_actions()] == [only] and scene.deciding() == 0
        return d, scene, only

    yield _start
    for app in apps:
        app.close()


def seconds(d: Driver, s: float) -> None:
    d.frames(round(s / FRAME_S))


def test_a_shot_an_answer_and_a_save_are_never_played_for_anyone():
    scene = JukemSoccerScene(GameSetup("jukem_soccer", 0, (HUMAN, CPU)), sync_bots=True)
    assert scene.state.phase_name == "play" and scene.turn_seat() == scene.state.current_player
    assert scene.never_autoplay(Action(PLAY, "SHOT3@TC"))
    assert scene.never_autoplay(Action(PLAY, "SHOT3@TC", jukem=True))  # JUKEM+SHOT
    assert not scene.never_autoplay(Action("sub", "SHOT3@TC"))  # substituting a SHOT is no shot
    assert not scene.never_autoplay(Action(PLAY, "PASS"))
    assert not scene.never_autoplay(Action(PLAY, "HEADER", jukem=True))
    scene.worker.close()


def test_while_the_defender_answers_it_is_the_attackers_turn():
    s = new_game(0)
    while s.phase_name != "answer":
        s = s.apply(s.legal_actions()[0])
    scene = JukemSoccerScene(GameSetup("jukem_soccer", 0, (HUMAN, HUMAN)), sync_bots=True)
    scene.state = s
    assert scene.turn_seat() == 1 - s.current_player
    assert all(scene.never_autoplay(a) for a in s.legal_actions())  # NO included
    scene.worker.close()


def test_a_forced_shot_is_never_played_even_with_the_setting_on(start):
    d, scene, only = start(is_shot, autoplay=True)
    n = len(scene.actions)
    seconds(d, 3 * NOTICE_S)
    assert len(scene.actions) == n and scene.forced is None
    assert str(scene.focused_choice.action) == only  # offered: one press plays it
    d.key(pygame.K_RETURN)
    assert scene.actions[-1] == only


def test_off_a_forced_play_is_focused_and_waits(start):
    d, scene, only = start(lambda a: a.kind == PLAY and not is_shot(a), autoplay=False)
    n = len(scene.actions)
    seconds(d, 3 * NOTICE_S)
    assert len(scene.actions) == n and scene.forced is None
    assert str(scene.focused_choice.action) == only
    d.key(pygame.K_RETURN)
    assert scene.actions[-1] == only


def test_on_a_forced_play_is_played_after_the_notice(start, monkeypatch):
    d, scene, only = start(lambda a: a.kind == PLAY and not is_shot(a), autoplay=True)
    n = len(scene.actions)
    assert scene.forced is not None and scene.forced.action is not None and str(scene.forced.action) == only
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
    assert len(scene.actions) == n  # still on screen, being read
    seconds(d, 0.5)
    assert scene.actions[n:] == [only] and scene.forced is None
