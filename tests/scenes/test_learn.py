"""Learn to play: every lesson plays through its engine, and a lesson can be followed on the table by keys."""

from __future__ import annotations

import json

import pygame
import pytest

from engines import GAMES
from core.input import Action
from scenes.play.learn import LESSONS_DIR, REPLY_PAUSE_S, LearnScene, LessonError, check_lesson, device_of, load_lesson
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
    good["steps"][4]["do"] = ["@GK"]  # the goal is not open yet
    monkeypatch.setattr(learn, "LESSONS_DIR", tmp_path)
    (tmp_path / "kortfotboll.json").write_text(json.dumps(good))
    problems = check_lesson(load_lesson("kortfotboll"))
    assert problems and problems[0].startswith("step 5:")
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


KEYS = {Action.UP: pygame.K_UP, Action.DOWN: pygame.K_DOWN, Action.LEFT: pygame.K_LEFT,
        Action.RIGHT: pygame.K_RIGHT, Action.CONFIRM: pygame.K_RETURN, Action.BACK: pygame.K_BACKSPACE}


def follow_the_lesson(d, scene, press, go_on, device_kind: str) -> int:  # noqa: ANN001
    """Do what each step points at, with one device: `press(pointer)` makes the press the pointer shows, `go_on()`
    goes on after words; the glyphs shown are that device's all along. The presses made."""
    coach = scene.coach
    presses = 0
    for _ in range(800):
        run_until_still(d, scene)
        if coach.done:
            break
        if coach.asking:
            pointer = scene.pointer()
            assert pointer is not None, f"step {coach.index + 1} points at nothing"
            press(pointer)
            presses += 1
            assert device_of(d.app)[0] == device_kind, "the glyphs are the device's the player uses"
        else:
            go_on()
    assert coach.done, f"stuck at step {coach.index + 1}: {scene.game.message}"
    return presses


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_is_followed_by_keys_doing_what_it_points_at(app, game_id: str) -> None:
    scene = LearnScene(game_id)
    d = open_scene(app, scene)
    follow_the_lesson(d, scene, lambda p: d.key(KEYS[p.press]), lambda: d.key(pygame.K_RETURN), "keyboard")
    assert keeps_nothing(app, scene.game)


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_is_followed_by_a_pad(app, pad, game_id: str) -> None:
    from tests.support import vpad

    buttons = {Action.UP: vpad.BUTTON_DPAD_UP, Action.DOWN: vpad.BUTTON_DPAD_DOWN, Action.LEFT: vpad.BUTTON_DPAD_LEFT,
               Action.RIGHT: vpad.BUTTON_DPAD_RIGHT, Action.CONFIRM: vpad.BUTTON_A, Action.BACK: vpad.BUTTON_B}
    scene = LearnScene(game_id)
    app.input.claim("kb1", 0)  # opened from the keyboard: the pad picked up plays the lesson all the same
    d = open_scene(app, scene)
    d.frames(2)  # the pad is opened

    def tap(button: int) -> None:
        pad.tap(button, pump=lambda: d.frames(1))

    follow_the_lesson(d, scene, lambda p: tap(buttons[p.press]), lambda: tap(vpad.BUTTON_A), "xbox")


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_lesson_is_followed_by_the_mouse_clicking_what_is_marked(app, game_id: str) -> None:
    scene = LearnScene(game_id)
    d = open_scene(app, scene)
    d.move((900, 500))
    d.move((960, 540))  # the hand is on the mouse
    follow_the_lesson(d, scene, lambda p: d.click(p.at, 3 if p.press == Action.BACK else 1),
                      lambda: d.click((960, 540)), "mouse")


def test_a_step_chooses_nothing_for_the_player_and_refuses_another_move_with_its_words(app) -> None:
    """Penguin Soccer step 3 asks for the Baby: the lesson does not open the move for the player (no hint, the
    picker on its first stage), so confirm alone picks the focused Mama and her move is refused in the step's
    words, the table put back; the pointer marks the Baby."""
    from scenes.penguin_soccer.layout import STAGE_PIECE
    from engines.penguin_soccer.notation import PIECES

    scene = LearnScene("penguin_soccer")
    d = open_scene(app, scene)
    coach, game = scene.coach, scene.game
    for _ in range(2):
        d.key(pygame.K_RETURN)  # words only
    run_until_still(d, scene)
    assert coach.index == 2 and coach.asking
    assert game.seat_view.hint is None and game.stage == STAGE_PIECE
    baby = PIECES.index("B")
    assert game.cand_focus != baby, "the focus is where the game puts it, not on the step's penguin"
    pointer = scene.pointer()
    assert pointer is not None and pointer.press != Action.CONFIRM
    assert pointer.at == game.pieces[game._seat_piece(baby)].pos
    for _ in range(3):
        d.key(pygame.K_RETURN)  # Mama, a square, a facing: a move the step does not teach
    run_until_still(d, scene)
    assert game.match.actions == () and coach.index == 2
    assert game.message == "Not this one: " + coach.step.say


def test_a_step_accepts_any_move_its_pattern_names(app) -> None:
    """Jukem Football step 12 says "Discard one card": any discard is the step's move, not only the first."""
    scene = LearnScene("jukem_football")
    d = open_scene(app, scene)
    coach, game = scene.coach, scene.game
    while coach.index < 11:
        d.key(pygame.K_PAGEDOWN)
        run_until_still(d, scene)
        if coach.holding:
            d.key(pygame.K_RETURN)
    assert coach.step.do == ("DISCARD:*",) and coach.moves(game)[0] == "DISCARD:CATCH10"
    assert game.submit("DISCARD:JUKEM")
    run_until_still(d, scene)
    assert game.match.actions[-1] == "DISCARD:JUKEM" and coach.index == 12


def test_the_replies_wait_and_a_new_table_waits_for_the_player(app) -> None:
    """Penguin Soccer step 8: your tackle is shown, Red's reply comes after a pause a person can follow, and the
    next step's new table is laid out only when the player goes on (the tackle is not cut away)."""
    scene = LearnScene("penguin_soccer")
    d = open_scene(app, scene)
    coach, game = scene.coach, scene.game
    while coach.index < 7:
        d.key(pygame.K_PAGEDOWN)
        run_until_still(d, scene)
    assert coach.step.do == ("B>NE",) and coach.step.then == ("P^",)
    assert game.submit("B>NE")
    while game.animating:
        d.frames(1)
    for _ in range(round(REPLY_PAUSE_S * 60) - 3):
        d.frames(1)
        assert game.match.actions[-1] == "B>NE", "Red's reply waits"
    assert "Red answers" in panel_words(scene)
    run_until_still(d, scene)
    assert game.match.actions[-1] == "P^" and coach.holding and coach.index == 7
    d.frames(600)  # ten seconds: the table stays as the tackle left it
    assert coach.holding and coach.index == 7 and game.match.actions[-1] == "P^"
    d.key(pygame.K_RETURN)
    assert coach.index == 8 and not coach.holding


def panel_words(scene) -> str:  # noqa: ANN001
    """The words the lesson's panel shows now (drawn text is read back through text.blit_text)."""
    import scenes.play.learn as learn

    said: list[str] = []
    real = learn.text.blit_text

    def spy(surface, words, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        said.append(words)
        return real(surface, words, *args, **kwargs)

    learn.text.blit_text = spy
    try:
        learn.draw_step_panel(pygame.Surface((1920, 1080)), scene.coach, scene.lesson, 0.0)
    finally:
        learn.text.blit_text = real
    return " ".join(said)


def test_the_kortfotboll_lesson_refuses_a_wrong_move_by_the_lesson_or_the_rules(app) -> None:
    scene = LearnScene("kortfotboll")
    d = open_scene(app, scene)
    coach, game = scene.coach, scene.game
    assert coach.index == 0 and keeps_nothing(app, game)
    d.key(pygame.K_RETURN)  # words only: confirm goes on
    d.key(pygame.K_PAGEDOWN)  # the line-up, laid out for the player
    run_until_still(d, scene)
    assert coach.holding and game.phase == "turn"
    d.key(pygame.K_RETURN)  # the table the lesson goes on with
    d.key(pygame.K_RETURN)
    assert coach.index == 3
    assert game.submit("ATTACK")
    run_until_still(d, scene)
    assert coach.index == 4 and game.match.actions == ("ATTACK",)
    # A legal target that is not the step's is refused by the lesson; a move the rules forbid (a midfielder,
    # greyed out anyway) by the rules' own words first. Either way the table stays and the step stays.
    assert not game.submit("@FWD2") and game.message == "Not this one: " + coach.step.say
    assert not game.submit("@MID1") and "midfielders are not open yet" in game.message
    assert game.match.actions == ("ATTACK",) and coach.index == 4
    while not coach.done:
        d.key(pygame.K_PAGEDOWN)  # NEXT skips the rest
        run_until_still(d, scene)
        if coach.holding:
            d.key(pygame.K_RETURN)
    assert tuple(game.match.full_state().scores) == (1, 0), "skipping plays the steps' moves: the shot scored"
    assert keeps_nothing(app, game)
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert d.top is not scene


def test_the_kortfotboll_lesson_has_the_player_lay_out_a_team(app) -> None:
    """Auto-arrange, a swap, Ready: pointed at one by one, the eleven placements made by the player's own board
    (a step of many moves: `repeat`), and then the lesson's table."""
    from scenes.kortfotboll.scene import LESSON_SWAP

    scene = LearnScene("kortfotboll")
    d = open_scene(app, scene)
    coach, game = scene.coach, scene.game
    d.key(pygame.K_RETURN)
    assert coach.index == 1 and coach.step.repeat and game.phase == "setup"
    pointed = []
    for _ in range(60):
        pointer = scene.pointer()
        if pointer is None:
            break
        if pointer.press == Action.CONFIRM:
            pointed.append(game.focused_choice.key)
        d.key(KEYS[pointer.press])
    assert pointed == ["auto", f"pos{LESSON_SWAP[0]}", f"pos{LESSON_SWAP[1]}", "ready"]
    run_until_still(d, scene)
    placed = [a for a in game.match.actions if a.startswith("PLACE:")]
    assert len(placed) == 11 and coach.holding and coach.index == 1
    words = [line[0] for line in game.status_lines(None, game.palette)]
    assert words[0] == "Red's turn" and not any("computer" in w for w in words), "Red is the lesson's, not a computer"
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
    app.input.claim("kb1", 0)
    game.open_pause()
    d.frames(2)
    labels = [b.label for b in d.top.group.buttons]
    assert "How to play" in labels
    d.top.group.focus_key(next(b.key for b in d.top.group.buttons if b.label == "How to play"))
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert isinstance(d.top, LearnScene) and d.top.game is not game
    assert app.input.seats == [None, None], "any device the learner picks up plays the lesson"
    d.top.leave()
    d.frames(2)
    assert not isinstance(d.top, LearnScene) and game.match.actions == (), "the game waited, untouched"
    assert app.input.seats[0] == "kb1", "the game's seats are back"


def test_a_table_laid_out_while_red_was_to_move_still_points_at_the_move(app) -> None:
    scene = LearnScene("jukem_football")
    d = open_scene(app, scene)
    coach, game = scene.coach, scene.game
    while coach.index < 9:  # step 10: a new position, laid out after the touchdown, with Red to move
        d.key(pygame.K_PAGEDOWN)
        run_until_still(d, scene)
        if coach.holding:
            d.key(pygame.K_RETURN)
    view = game.seat_view
    assert view.viewer == 0 and view.to_move == 0 and view.hint is None
    pointer = scene.pointer()
    run20 = next(c for c in game.choices if c.step is not None and c.step.key == "RUN20")
    assert pointer is not None and pointer.at == game.choice_point(run20)


def test_the_rules_screen_and_the_lesson_have_their_own_titles() -> None:
    from scenes.front.rules import RulesScene

    assert RulesScene.title == "Rules", "the menu's Rules row opens it; How to play is the lesson's name"


def test_the_prompt_glyphs_follow_the_mouse_while_it_is_used_even_for_a_seated_player(app) -> None:
    from tests.support.driver import Driver

    app.input.claim("kb1", 0)
    d = Driver(app)
    assert app.prompt_device(0) == "kb1"
    d.move((900, 500))
    d.move((960, 540))
    assert app.prompt_device(0) == "mouse"
    d.key(pygame.K_LEFT)
    assert app.prompt_device(0) == "kb1"


def test_jukem_football_lesson_scores_agree_with_the_scored_piles() -> None:
    """Each laid-out position of the first half has the scored drives its points come from (7 a touchdown, 3 a
    field goal), and the plays log goes on across the lesson's jumps."""
    from scenes.play.learn import position_state

    lesson = load_lesson("jukem_football")
    for n, step in enumerate(lesson.steps, 1):
        if step.position is None:
            continue
        state = position_state(lesson.game_id, lesson.options, step.position).to_json()
        if state.get("half", 1) != 1:
            continue
        for seat in (0, 1):
            pile, points = state["scored"][seat], state["scores"][seat]
            goals = pile.count("FIELDGOAL")
            rest = (points - 3 * goals)
            assert rest >= 0 and rest % 7 == 0 and (rest > 0) == (len(pile) > goals), f"step {n}, seat {seat}"


def test_the_plays_log_goes_on_across_a_lessons_jumps(app) -> None:
    from scenes.play.base import LATER

    scene = LearnScene("jukem_football")
    d = open_scene(app, scene)
    coach, game = scene.coach, scene.game
    while coach.index < 9:
        d.key(pygame.K_PAGEDOWN)
        run_until_still(d, scene)
        if coach.holding:
            d.key(pygame.K_RETURN)
    log = [e for e in game.log if e]
    assert log.count(LATER) == 2 and any("TOUCHDOWN" in e for e in log) and log[0].startswith("Blue takes")
    assert game._log_shown == len(game.log), "all of it shown"


def test_the_mouse_clicks_skip_step_and_leave_lesson_on_the_prompt_bar(app) -> None:
    from scenes.ui.overlays import ConfirmScene

    scene = LearnScene("penguin_soccer")
    d = open_scene(app, scene)
    d.move((900, 500))
    d.move((960, 540))
    d.frames(1)
    hits = dict(scene.prompt_hits)
    d.click(hits[Action.NEXT].center)
    assert scene.coach.index == 1, "Skip step, clicked"
    d.click(hits[Action.MENU].center)
    d.frames(2)
    assert isinstance(d.top, ConfirmScene), "Leave lesson, clicked: asks first"


def test_skip_step_while_red_answers_keeps_red_s_answer(app) -> None:
    """NEXT pressed while the step's replies are under way finishes what is moving; the replies are still played,
    so the next step's table is the one its words describe."""
    scene = LearnScene("penguin_soccer")
    d = open_scene(app, scene)
    coach, game = scene.coach, scene.game
    d.key(pygame.K_RETURN)
    d.key(pygame.K_RETURN)
    assert coach.index == 2 and game.submit("B>NE/NE")
    d.key(pygame.K_PAGEDOWN)
    d.key(pygame.K_PAGEDOWN)
    run_until_still(d, scene)
    assert game.match.actions == ("B>NE/NE", "B>SW/SW") and coach.index == 3
