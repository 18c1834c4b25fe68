"""Learn to play: every lesson plays through its engine, and a lesson can be followed on the table by keys."""

from __future__ import annotations

import json

import pygame
import pytest

from engines import GAMES
from scenes.play.learn import LESSONS_DIR, LearnScene, LessonError, check_lesson, load_lesson
from core.replay import autosave_path, replays_dir
from match.keeper import NoRecords
from tests.support.driver import flush_saves, open_scene

LESSONS = sorted(p.stem for p in LESSONS_DIR.glob("*.json"))


def test_there_are_lessons() -> None:
    assert "kortfotboll" in LESSONS and all(game in GAMES for game in LESSONS)


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_plays_through_its_engine(game_id: str) -> None:
    lesson = load_lesson(game_id)
    assert check_lesson(lesson) == []
    assert any(step.do for step in lesson.steps), "a lesson has the player make moves"


def test_a_broken_lesson_is_reported_with_its_step(tmp_path, monkeypatch) -> None:
    import scenes.play.learn as learn

    good = json.loads((LESSONS_DIR / "kortfotboll.json").read_text())
    good["steps"][2]["do"] = ["@GK"]  # the goal is not open yet
    monkeypatch.setattr(learn, "LESSONS_DIR", tmp_path)
    (tmp_path / "kortfotboll.json").write_text(json.dumps(good))
    problems = check_lesson(load_lesson("kortfotboll"))
    assert problems and problems[0].startswith("step 3:")
    (tmp_path / "kortfotboll.json").write_text(json.dumps({"game": "kortfotboll", "steps": [{"do": ["ATTACK"]}]}))
    with pytest.raises(LessonError, match="step 1 needs 'say'"):
        load_lesson("kortfotboll")


def keeps_nothing(app, game) -> bool:  # noqa: ANN001
    """A lesson's table, on the App, keeps no records: no keeper of the arcade's, no autosave, no replay."""
    flush_saves()
    replays = replays_dir(app.paths)
    return (game.app is app and game.records is None and isinstance(game.match.keeper, NoRecords)
            and not autosave_path(app.paths).exists() and not (replays.exists() and any(replays.iterdir())))


def run_until_still(d, scene, frames: int = 3000) -> None:  # noqa: ANN001
    for _ in range(frames):
        d.frames(1)
        if not scene.game.animating and not scene.coach.awaiting_then:
            return


def test_kortfotboll_lesson_by_keys_refuses_a_wrong_move_and_saves_nothing(app) -> None:
    scene = LearnScene("kortfotboll")
    d = open_scene(app, scene)
    coach, game = scene.coach, scene.game
    assert coach.index == 0 and keeps_nothing(app, game)
    d.key(pygame.K_RETURN)  # words only: confirm goes on
    d.frames(2)
    assert coach.index == 1
    # Step 2 asks for ATTACK; the focus was put on it (the hint): confirm plays it.
    assert game.focused_choice.step == game.hint_step
    d.key(pygame.K_RETURN)
    run_until_still(d, scene)
    assert coach.index == 2 and game.match.actions == ("ATTACK",)
    # A legal target that is not the step's is refused by the lesson; a move the rules forbid (a midfielder,
    # greyed out anyway) by the rules' own words first. Either way the table stays and the step stays.
    assert not game.submit("@FWD2") and game.message.startswith("Not this one")
    assert not game.submit("@MID1") and "midfielders are not open yet" in game.message
    assert game.match.actions == ("ATTACK",) and coach.index == 2
    d.key(pygame.K_RETURN)  # the hinted forward
    run_until_still(d, scene)
    assert coach.index == 3 and game.match.actions[:2] == ("ATTACK", "@FWD1")
    d.key(pygame.K_RETURN)  # any target: it loses, and Red's scripted reply follows
    run_until_still(d, scene)
    assert coach.index == 4 and game.match.actions[-2:] == ("ATTACK", "@FWD2")
    while not coach.done:
        d.key(pygame.K_PAGEDOWN)  # NEXT skips the rest
        run_until_still(d, scene)
    assert tuple(game.match.full_state().scores) == (1, 0), "skipping plays the steps' moves: the shot scored"
    assert keeps_nothing(app, game)
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert d.top is not scene


def test_the_lobby_offers_the_lesson_before_a_first_game_once_and_opens_it(app) -> None:
    from scenes.front.lobby import LobbyScene

    lobby = LobbyScene("kortfotboll", seed=1)
    d = open_scene(app, lobby)
    row = next(b for b in lobby.group.buttons if b.key == "learn")
    assert row.value() == "new to it? learn it here first" and app.toasts == [], "offered on its row, not forced"
    assert d.focused() == "start" and "kortfotboll" in app.settings.lessons_offered
    lobby.group.focus_key("learn")
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert isinstance(d.top, LearnScene)
    d.key(pygame.K_ESCAPE)  # leave: asks first
    d.frames(2)
    d.key(pygame.K_LEFT)  # onto "Leave"
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert d.top is lobby
    again = LobbyScene("kortfotboll", seed=2)
    open_scene(app, again)
    assert next(b for b in again.group.buttons if b.key == "learn").value() == "learn it on the table", "once"


def test_the_pause_menu_opens_the_lesson_and_leaving_it_comes_back(app) -> None:
    from match.setup import GameSetup, SeatSpec
    from scenes.kortfotboll.scene import KortfotbollScene

    game = KortfotbollScene(GameSetup("kortfotboll", 3, (SeatSpec("human"), SeatSpec("cpu", "easy")), None, {}),
                            sync_bots=True)
    d = open_scene(app, game)
    game.open_pause()
    d.frames(2)
    labels = [b.label for b in d.top.group.buttons]
    assert "How to play" in labels
    d.top.group.focus_key(next(b.key for b in d.top.group.buttons if b.label == "How to play"))
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert isinstance(d.top, LearnScene) and d.top.game is not game
    d.top.leave()
    d.frames(2)
    assert not isinstance(d.top, LearnScene) and game.match.actions == (), "the game waited, untouched"


def test_a_table_laid_out_while_red_was_to_move_still_points_at_the_move(app) -> None:
    scene = LearnScene("jukem_football")
    d = open_scene(app, scene)
    coach, game = scene.coach, scene.game
    while coach.index < 9:  # step 10: a new position, laid out after the touchdown, with Red to move
        d.key(pygame.K_PAGEDOWN)
        run_until_still(d, scene)
    view = game.seat_view
    assert view.viewer == 0 and view.to_move == 0 and view.hint == "RUN20+JUKEM"
    assert game.hint_step is not None and game.hint_step.key == "RUN20"
    assert game.focused_choice is not None and game.focused_choice.step == game.hint_step


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_can_be_followed_to_its_end_by_pressing_confirm_alone(app, game_id: str) -> None:
    """Each move is pointed at (and a move of several choices step after step), so confirm follows it."""
    scene = LearnScene(game_id)
    d = open_scene(app, scene)
    coach, game = scene.coach, scene.game
    for _ in range(len(coach.lesson.steps) * 4):
        if coach.done:
            break
        d.key(pygame.K_RETURN)
        run_until_still(d, scene)
    assert coach.done, f"stuck at step {coach.index + 1}: {game.message}"
    assert keeps_nothing(app, game)
