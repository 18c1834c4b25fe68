"""Forced moves: the program never decides for a human (scenes.play.forced, the Match's policy).

Off (the default), a human's only move is focused and waits for a press. On,
it is played only after an "only move" notice has been on screen long enough
to read (confirm plays it at once, back leaves it to the player), and never
a decision out of turn (an answer).
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from core.settings import Settings
from engines.jukem_soccer import new_game as jukem_game
from match.record import GameLog
from match.setup import GameSetup, SeatSpec
from match.view import NOTICE_S
from scenes.jukem_soccer.scene import JukemSoccerScene
from scenes.penguin_soccer.scene import STAGE_MOVE, PenguinSoccerScene
from tests.support.driver import FRAME_S, Driver, open_scene

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")
#: Seed 22: after these two moves Blue (a human) has one legal move, M^ (its Mama stands up).
SEED, BEFORE, ONLY = 22, ("M>E/SE", "P>SW/S"), "M^"
PEOPLE = ({"kind": "human", "level": "normal", "name": ""}, {"kind": "human", "level": "normal", "name": ""})
VS_CPU = ({"kind": "human", "level": "normal", "name": ""}, {"kind": "cpu", "level": "easy", "name": ""})


def forced_position(app, autoplay: bool, clock: str | None = None) -> tuple[Driver, PenguinSoccerScene]:
    app.settings.autoplay_forced_moves = autoplay
    scene = PenguinSoccerScene(GameSetup("penguin_soccer", SEED, (HUMAN, HUMAN), clock), sync_bots=True)
    d = open_scene(app, scene)
    scene.resume_from(GameLog("penguin_soccer", {}, SEED, PEOPLE, BEFORE))
    state = scene.match.full_state()
    assert state.current_player == 0 and [str(a) for a in state.legal_actions()] == [ONLY]
    assert scene.match.autoplay_forced is autoplay
    return d, scene


def seconds(d: Driver, s: float) -> None:
    d.frames(round(s / FRAME_S))


def test_the_setting_is_off_by_default():
    assert Settings().autoplay_forced_moves is False


def test_off_a_forced_move_is_focused_and_waits_for_the_player(app):
    d, scene = forced_position(app, autoplay=False)
    seconds(d, 5.0)
    assert scene.match.actions == BEFORE and scene.forced is None and scene.seat_view.forced is None
    # the only move is the focused choice: one confirm plays it
    assert scene.stage == STAGE_MOVE and str(scene.focused_option.action) == ONLY
    d.key(pygame.K_RETURN)
    assert scene.match.actions == BEFORE + (ONLY,)


def test_on_the_move_is_played_only_after_a_readable_notice(app):
    d, scene = forced_position(app, autoplay=True, clock="5+0")
    d.frames(2)
    assert scene.forced is not None and ONLY in scene.forced.words and scene.forced.seat == 0
    left = scene.match.clock().left[0]
    assert scene.match.clock().turn == 0 and not scene.match.clock().running  # held while the notice shows
    seconds(d, NOTICE_S - 0.3)
    assert scene.match.actions == BEFORE  # still on screen, being read
    assert scene.match.clock().left[0] == pytest.approx(left)  # the notice's time is not the player's
    seconds(d, 0.5)
    assert scene.match.actions == BEFORE + (ONLY,) and scene.forced is None


def test_confirm_plays_it_at_once_and_back_leaves_it_to_the_player(app):
    d, scene = forced_position(app, autoplay=True)
    d.frames(2)
    assert scene.forced is not None
    d.key(pygame.K_RETURN)
    assert scene.match.actions == BEFORE + (ONLY,)

    d, scene = forced_position(app, autoplay=True)
    d.frames(2)
    assert scene.forced is not None
    d.key(pygame.K_BACKSPACE)
    assert scene.forced is None
    seconds(d, 3 * NOTICE_S)
    assert scene.match.actions == BEFORE and scene.forced is None  # the player plays it themselves
    d.key(pygame.K_RETURN)
    assert scene.match.actions == BEFORE + (ONLY,)


def test_the_notice_is_drawn_with_the_move_in_words(app, monkeypatch):
    d, scene = forced_position(app, autoplay=True)
    d.frames(2)
    drawn: list[str] = []
    import sprites.fx.notice as notice

    real = notice.draw_forced_notice
    monkeypatch.setattr(notice, "draw_forced_notice", lambda surface, pos, words, *a: drawn.append(words) or
                        real(surface, pos, words, *a))
    scene.draw(pygame.Surface((1920, 1080)))
    assert drawn == [scene.forced.words] and "Mama" in drawn[0] and ONLY in drawn[0]


def answer_position() -> tuple[int, list[str]]:
    """A Jukem Soccer game where the seat to move must answer with its only choice, NO."""
    for seed in range(50):
        s, acts = jukem_game(seed), []
        for _ in range(60):
            legal = s.legal_actions()
            if s.phase_name == "answer" and [str(a) for a in legal] == ["NO"] and s.current_player == 0:
                return seed, acts
            s = s.apply(legal[0])
            acts.append(str(legal[0]))
    raise AssertionError("no forced answer found")


def test_an_answer_is_never_played_for_a_human(app):
    seed, acts = answer_position()
    app.settings.autoplay_forced_moves = True
    scene = JukemSoccerScene(GameSetup("jukem_soccer", seed, (HUMAN, CPU)), sync_bots=True)
    d = open_scene(app, scene)
    scene.resume_from(GameLog("jukem_soccer", {}, seed, VS_CPU, tuple(acts)))
    match = scene.match
    state = match.full_state()
    assert state.current_player == 0 and state.phase_name == "answer" and len(match.legal()) == 1
    assert match.autoplay_forced and match.info.turn_of(state) == 1  # out of turn: Red's turn, Blue answers
    seconds(d, 4.0)
    assert match.actions == tuple(acts) and scene.forced is None


@pytest.mark.parametrize("turn", [0, 1])
def test_the_match_never_plays_a_decision_out_of_turn(app, turn):
    """The same only move, in a game that says it is Blue's turn (offered) or Red's (Blue answers: never)."""
    d, scene = forced_position(app, autoplay=True)
    match = scene.match
    match.info = dataclasses.replace(match.info, turn_of=lambda state: turn)
    seconds(d, 3 * NOTICE_S)
    if turn == 1:
        assert match.actions == BEFORE and scene.forced is None
    else:
        assert match.actions == BEFORE + (ONLY,)
