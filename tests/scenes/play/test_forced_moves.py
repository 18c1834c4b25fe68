"""Forced moves: the program never decides for a human (scenes.play.forced).

Off (the default), a human's only move is focused and waits for a press. On,
it is played only after an "only move" notice has been on screen long enough
to read (confirm plays it at once, back leaves it to the player), and never
a decision out of turn (an answer).
"""

from __future__ import annotations

import pygame
import pytest

from core.settings import Settings
from engines.jukem_soccer import new_game as jukem_game
from scenes.jukem_soccer.scene import JukemSoccerScene
from scenes.penguin_soccer.scene import STAGE_MOVE, PenguinSoccerScene
from scenes.play.forced import NOTICE_S
from core.match import GameSetup, SeatSpec
from tests.support.driver import FRAME_S, Driver, open_scene

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")
#: Seed 22: after these two moves Blue (a human) has one legal move, M^ (its Mama stands up).
SEED, BEFORE, ONLY = 22, ["M>E/SE", "P>SW/S"], "M^"


def forced_position(app, autoplay: bool, clock: str | None = None) -> tuple[Driver, PenguinSoccerScene]:
    app.settings.autoplay_forced_moves = autoplay
    scene = PenguinSoccerScene(GameSetup("penguin_soccer", SEED, (HUMAN, HUMAN), clock), sync_bots=True)
    d = open_scene(app, scene)
    scene.resume_from(BEFORE)
    assert scene.state.current_player == 0 and [str(a) for a in scene.state.legal_actions()] == [ONLY]
    return d, scene


def seconds(d: Driver, s: float) -> None:
    d.frames(round(s / FRAME_S))


def test_the_setting_is_off_by_default():
    assert Settings().autoplay_forced_moves is False


def test_off_a_forced_move_is_focused_and_waits_for_the_player(app):
    d, scene = forced_position(app, autoplay=False)
    seconds(d, 5.0)
    assert scene.actions == BEFORE and scene.forced is None
    # the only move is the focused choice: one confirm plays it
    assert scene.stage == STAGE_MOVE and str(scene.focused_option.action) == ONLY
    d.key(pygame.K_RETURN)
    assert scene.actions == BEFORE + [ONLY]


def test_on_the_move_is_played_only_after_a_readable_notice(app):
    d, scene = forced_position(app, autoplay=True, clock="5+0")
    d.frames(2)
    assert scene.forced is not None and ONLY in scene.forced.words
    left = scene.clock.time_left(0)
    seconds(d, NOTICE_S - 0.3)
    assert scene.actions == BEFORE  # still on screen, being read
    assert scene.clock.time_left(0) == pytest.approx(left)  # the notice's time is not the player's
    seconds(d, 0.5)
    assert scene.actions == BEFORE + [ONLY] and scene.forced is None


def test_confirm_plays_it_at_once_and_back_leaves_it_to_the_player(app):
    d, scene = forced_position(app, autoplay=True)
    d.frames(2)
    d.key(pygame.K_RETURN)
    assert scene.actions == BEFORE + [ONLY]

    d, scene = forced_position(app, autoplay=True)
    d.frames(2)
    d.key(pygame.K_BACKSPACE)
    assert scene.forced is None
    seconds(d, 3 * NOTICE_S)
    assert scene.actions == BEFORE  # the player plays it themselves
    d.key(pygame.K_RETURN)
    assert scene.actions == BEFORE + [ONLY]


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
    scene.resume_from(acts)
    assert scene.state.current_player == 0 and scene.state.phase_name == "answer"
    action = scene.state.legal_actions()[0]
    assert scene.never_autoplay(action)  # out of turn: the base never plays it
    seconds(d, 4.0)
    assert scene.actions == acts and scene.forced is None


def test_the_base_never_plays_a_decision_out_of_turn():
    class Game(PenguinSoccerScene):
        attacker = 1

        def turn_seat(self):
            return self.attacker

    scene = Game(GameSetup("penguin_soccer", SEED, (HUMAN, HUMAN)), sync_bots=True)
    scene.resume_from(BEFORE)
    only = scene.state.legal_actions()[0]
    assert scene.never_autoplay(only)  # seat 0 decides while it is seat 1's turn: an answer
    scene.attacker = 0
    assert not scene.never_autoplay(only)
