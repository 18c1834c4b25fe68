"""The result screen: a finish worth the game.

The celebration lands before the dialog covers it; the headline speaks to the one person playing the
computer ("You win!", "You lose") or names the winner of two people; the seats' names stand either side
of the score; the figures (moves, time used on the clock, hints) are there; and a stray confirm never
starts a new game: the dialog takes no press for a moment and its focus starts on "Look at the table".
Every game, and a tournament's game, ends on it. Time is driven by hand (frames of 1/60 s).
"""

from __future__ import annotations

import pygame
import pytest

from match.record import GameLog
from match.setup import GameSetup, SeatSpec
from scenes.play.base import RESULT_AFTER_S, ResultScene
from scenes.play.pause import resign
from scenes.play.result import ARM_S, figures, headline
from scenes.registry import make_game_scene
from tests.support.driver import FRAME_S, open_scene
from tests.support.replays import random_game


def last_move_on(app, game_id: str, seats, clock: str | None = None):
    """A seeded random game of `game_id` one move from its end, on a headless App, and its last move."""
    log = random_game(game_id)
    scene = make_game_scene(GameSetup(game_id, log.seed, seats, clock, {}), sync_bots=True)
    scene.resume_from(GameLog(log.game_id, log.options, log.seed, log.seats, log.actions[:-1]))
    d = open_scene(app, scene)
    return d, scene, log.actions[-1]


def start(app, game_id: str, seats, clock: str | None = None):
    scene = make_game_scene(GameSetup(game_id, 5, seats, clock, {}), sync_bots=True)
    return open_scene(app, scene), scene


ANN, BO = SeatSpec("human", name="Ann"), SeatSpec("human", name="Bo")
CPU = SeatSpec("cpu", "easy", name="Hal")


# -- the celebration lands first ---------------------------------------------------------------

def test_the_result_waits_until_the_finished_table_has_been_still_a_while(app):
    d, scene, last = last_move_on(app, "penguin_soccer", (ANN, CPU))
    assert scene.submit(last, seat=scene.seat_view.to_move)
    assert scene.finished and scene.animating  # the last move (a goal, its banner) is being shown
    while scene.animating:
        d.frames(1)
        assert d.top is scene, "the result covered the table while the last move was still being shown"
    still = round(RESULT_AFTER_S / FRAME_S)
    d.frames(still - 3)
    assert d.top is scene  # the banner and the confetti have the screen for RESULT_AFTER_S
    d.frames(5)
    assert isinstance(d.top, ResultScene)


# -- the headline, the score, the figures ------------------------------------------------------

@pytest.mark.parametrize("seats, winner, words", [
    ((ANN, CPU), 0, "You win!"),      # one person against the computer: said to them
    ((CPU, ANN), 0, "You lose"),
    ((ANN, BO), 1, "Bo wins!"),       # two people: the winner by name
    ((SeatSpec("human"), SeatSpec("human")), 0, "Blue wins!"),
])
def test_the_headline_speaks_to_the_one_person_or_names_the_winner(app, drawn, seats, winner, words):
    d, scene = start(app, "jukem_soccer", seats)
    scene.match._finish(winner, lambda names: f"{names[winner]} wins", "played")
    result = d.to_result()
    assert headline(scene)[0] == words
    drawn.clear()
    d.frames(round(ARM_S / FRAME_S) + 2)
    assert words in drawn
    assert scene.seat_name(0) in drawn and scene.seat_name(1) in drawn  # either side of the score
    assert f"{result.game.seat_view.result.scores[0]}  -  {result.game.seat_view.result.scores[1]}" in drawn


def test_a_draw_is_a_draw_for_everyone(app):
    d, scene = start(app, "penguin_soccer", (ANN, CPU))
    match = scene.match
    match._finish(None, lambda names: "Draw by threefold repetition", "played")
    assert headline(scene)[0] == "Draw"


def test_the_figures_count_moves_time_on_the_clock_and_hints(app, drawn):
    d, scene = start(app, "jukem_soccer", (ANN, CPU), clock="5+0")
    ann_thinks, asked = 0.0, False
    while scene.match.ply < 6 and not scene.finished:  # six actions, Ann's taking time to think
        view = scene.seat_view
        if view.to_move == 0 and view.legal and not scene.animating and not scene.match.showing:
            if not asked:
                asked = True
                scene.ask_hint()  # one hint, seen
                d.frames(3)
                continue
            d.frames(120)  # two seconds
            ann_thinks += 2.0
            assert scene.submit(scene.seat_view.legal[0])
        d.frames(1)
    resign(scene, 0)
    result = scene.seat_view.result
    assert result is not None and result.moves == scene.match.ply
    assert result.thought is not None and result.thought[0] >= ann_thinks
    assert result.hints == len(scene.match.hints_used) >= 1
    lines = figures(scene, result)
    assert lines[0].startswith(f"{result.moves} moves")
    assert ("1 hint used" if result.hints == 1 else f"{result.hints} hints used") in lines[0]
    assert lines[1].startswith("Time used: Ann ") and "Hal " in lines[1]
    d.to_result()
    drawn.clear()
    d.frames(round(ARM_S / FRAME_S) + 2)
    assert lines[0] in drawn and lines[1] in drawn


def test_no_clock_no_time_and_two_people_no_hints(app):
    d, scene = start(app, "penguin_soccer", (ANN, BO))
    resign(scene, 0)
    result = scene.seat_view.result
    assert result is not None and result.thought is None
    assert figures(scene, result) == [f"{result.moves} move{'s' if result.moves != 1 else ''}"]


def test_the_clocks_time_used_counts_thinking_only_and_survives_a_resume(app):
    from match.clock import ChessClock, TimeControl

    now = [0.0]
    clock = ChessClock(TimeControl.parse("1+2"), now=lambda: now[0])
    clock.start_turn(0)
    now[0] = 4.0
    clock.hold("showing")  # the table shows a move: not thinking
    now[0] = 9.0
    clock.release("showing")
    now[0] = 10.0
    clock.start_turn(1)
    now[0] = 13.0
    assert clock.thought(0) == pytest.approx(5.0) and clock.thought(1) == pytest.approx(3.0)
    saved = clock.record()
    again = ChessClock.from_record(saved, lambda: now[0])
    assert again.thought(0) == pytest.approx(5.0) and again.thought(1) == pytest.approx(3.0)
    old = {k: v for k, v in saved.items() if k != "thought"}  # a record from before it was kept
    assert ChessClock.from_record(old, lambda: now[0]).thought(0) == 0.0
    with pytest.raises(ValueError):
        ChessClock.from_record({**saved, "thought": [1.0, float("nan")]}, lambda: now[0])


# -- a stray confirm ---------------------------------------------------------------------------

def test_a_stray_confirm_never_starts_a_new_game(app):
    d, scene = start(app, "jukem_soccer", (ANN, CPU))
    resign(scene, 0)
    result = d.to_result()
    assert result.group.focused.key == "table"  # harmless to confirm
    d.key(pygame.K_RETURN)  # a confirm the moment it appears (aimed at the game): not an answer
    d.key(pygame.K_BACKSPACE)
    assert d.top is result and not result.lowered and app.stack.scenes[-2] is scene
    while not result.armed:
        d.frames(1)
    d.key(pygame.K_RETURN)  # "Look at the table": the dialog lowers, the final table shows
    assert d.top is result and result.lowered and app.stack.scenes[-2] is scene
    d.key(pygame.K_RETURN)  # any press brings the dialog back, and does nothing else
    assert d.top is result and not result.lowered and result.group.focused.key == "table"
    d.choose_on_result("rematch")  # Rematch is one step away, on purpose
    d.frames(2)
    assert d.top is not scene and d.top.name == "jukem_soccer"


def test_a_click_before_the_dialog_takes_presses_does_nothing(app):
    d, scene = start(app, "penguin_soccer", (ANN, CPU))
    resign(scene, 0)
    result = d.to_result()
    d.click_button("rematch")
    assert d.top is result and app.stack.scenes[-2] is scene


# -- every game, and a tournament's ------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["penguin_soccer", "jukem_soccer", "jukem_football", "goal", "kortfotboll"])
def test_every_game_ends_on_the_result_with_names_score_and_figures(app, drawn, game_id):
    d, scene, last = last_move_on(app, game_id, (ANN, CPU), clock="10+5")
    assert scene.submit(last, seat=scene.seat_view.to_move)
    result = d.to_result()
    drawn.clear()
    d.frames(round(ARM_S / FRAME_S) + 2)
    words = headline(scene)[0]
    assert words in ("You win!", "You lose", "Draw") and words in drawn
    assert "Ann" in drawn and "Hal" in drawn
    (a, b), unit = scene.final_score()
    assert f"{a}  -  {b}" in drawn and (unit == "sets") == (game_id == "goal")
    assert any(w.startswith(f"{scene.match.ply} moves") for w in drawn)
    assert any(w.startswith("Time used: Ann ") for w in drawn)
    assert scene.result_text in drawn and result.group.focused.key == "table"


def test_a_tournament_game_goes_back_to_the_hub_by_continue_not_by_a_stray_confirm(app):
    from tests.scenes.play.test_result_replay import finish

    d, result = finish(app, "kortfotboll", tournament=True)
    went: list[object] = []
    result.game.after_result = went.append
    d.key(pygame.K_RETURN)  # focused: Look at the table
    assert went == [] and result.lowered
    d.key(pygame.K_RETURN)
    d.choose_on_result("continue")
    assert went == [result.game]

