"""The summary at a period's end (the card kit's `big_panel_steps`): the table stops on it until a person
presses, the clock held for both and no computer moving; nobody's hand shows on it with two people; with
only computers at the table it passes by itself; and every card game stops on one at half time or full
time. Frames are driven by hand (the Driver's dt), never timed."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engines.goal import State
from match.setup import GameSetup, SeatSpec
from scenes.cards.tabletop import BIG_PANEL_S, SUMMARY_MIN_S
from scenes.goal.scene import GoalScene
from scenes.registry import make_game_scene
from tests.support.cards import assert_view_matches, settle
from tests.support.driver import Driver, make_app, open_scene
from tests.support.positions import place

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")
DECK = ["2E", "3E", "4E", "6E", "7E", "8E", "8K", "10N"]


@pytest.fixture
def start(tmp_path):
    apps = []

    def _start(seats: Any, clock: str | None = None, game: str = "goal", seed: int = 0) -> tuple[Driver, Any]:
        app = make_app(tmp_path)
        app.settings.autoplay_forced_moves = False
        apps.append(app)
        return open_scene(app, make_game_scene(GameSetup(game, seed, seats, clock), sync_bots=True)), app.stack.top

    yield _start
    for app in apps:
        app.close()


def last_action_of_quarter(d: Driver, scene: GoalScene, to_move: int = 0) -> None:
    """Blue (or Red) takes the quarter's eighth action: a pass ends the quarter."""
    place(scene, State.from_json({"to_move": to_move, "quarter": 1, "action": 8, "hands": [["9E"], ["1N"]],
                                  "decks": [list(DECK), list(DECK)], "goals": {"G-SINGLE": [[1, "5E"]]}}))
    d.frames(3)


def until_summary(d: Driver, scene: Any, limit: int = 3000) -> None:
    for _ in range(limit):
        if scene.summary is not None:
            return
        d.frames(1)
    raise AssertionError("no summary came")


def test_the_end_of_a_quarter_waits_for_a_press_with_the_clock_held(start):
    d, scene = start((HUMAN, CPU), clock="5+0")
    last_action_of_quarter(d, scene)
    assert scene.submit("PASS")
    until_summary(d, scene)
    assert scene.big_panel.visible and scene.big_lines[0][0] == "END OF QUARTER 1"
    assert any("1 - 0" in line[0] or "0 - 0" in line[0] for line in scene.big_lines)
    clock = scene.seat_view.clock.left
    ply = scene.seat_view.ply
    d.frames(600, 0.05)  # thirty seconds of reading
    assert scene.summary is not None and scene.animating
    assert scene.seat_view.clock.left == clock  # held for both: nobody's thinking time
    assert scene.seat_view.ply == ply  # the computer (Red starts quarter 2) has not moved
    assert scene.match.showing  # the move is still being shown
    d.key(pygame.K_RETURN)
    assert scene.summary is None
    settle(d, scene, limit=4000)
    assert_view_matches(scene)
    assert not scene.match.showing and scene.seat_view.clock.turn == scene.seat_view.to_move
    d.frames(60, 0.05)
    if scene.seat_view.to_move == 0:  # Blue starts quarter 2: Blue's clock runs now
        assert scene.seat_view.clock.left[0] < clock[0]
    else:  # Red (the computer) starts it: it plays now
        assert scene.seat_view.ply == ply + 1


def test_a_press_at_once_does_not_blow_the_summary_away(start):
    """Confirm pressed to hurry the last animation skips to the summary, which then waits to be read."""
    d, scene = start((HUMAN, CPU))
    last_action_of_quarter(d, scene)
    assert scene.submit("PASS")
    d.frames(2)
    for _ in range(20):  # mashing confirm
        d.key(pygame.K_RETURN)
        if scene.summary is not None:
            break
    assert scene.summary is not None
    d.key(pygame.K_RETURN)  # within the summary's first moment: not taken for "go on"
    assert scene.summary is not None
    d.frames(round(SUMMARY_MIN_S * 60) + 1)
    d.key(pygame.K_RETURN)
    assert scene.summary is None


def test_the_mouse_goes_on_with_a_click_and_the_prompt_bar_says_so(start):
    d, scene = start((HUMAN, CPU))
    last_action_of_quarter(d, scene)
    assert scene.submit("PASS")
    until_summary(d, scene)
    d.frames(round(SUMMARY_MIN_S * 60) + 1)
    d.click((960, 500))
    assert scene.summary is None


def test_with_two_people_no_hand_shows_while_the_summary_waits(start):
    d, scene = start((HUMAN, HUMAN))
    scene.app.settings.privacy_mode = False  # a hand would otherwise show face up to its owner's screen
    last_action_of_quarter(d, scene)
    for _ in range(120):
        if d.top is not scene:
            break
        d.frames(1)
    assert d.top.name == "handoff" and d.top.seat == 0
    d.key(pygame.K_RETURN)  # Blue's keys lift Blue's curtain
    d.frames(12)
    assert d.top is scene and scene.hand_face_up(0)
    assert scene.submit("PASS")
    until_summary(d, scene)
    d.frames(30)
    assert not scene.hand_face_up(0) and not scene.hand_face_up(1)
    assert all(not c.face_up for h in scene.hands for c in h.cards)
    assert scene.app.stack.top is scene  # the curtain waits until it has been read


def test_computers_watched_go_on_by_themselves(start):
    d, scene = start((CPU, CPU))
    scene.app.settings.animation_speed = 1.0
    last_action_of_quarter(d, scene)
    until_summary(d, scene)
    waited = 0
    while scene.summary is not None and waited < 1000:
        d.frames(1)
        waited += 1
    assert scene.summary is None
    assert waited >= round(BIG_PANEL_S * 60) - 2  # up for a moment, then gone with no press


@pytest.mark.parametrize("game,seed", [("goal", 3), ("jukem_football", 1), ("jukem_soccer", 1), ("kortfotboll", 1)])
def test_every_card_game_stops_on_a_summary_at_a_period_end(start, game, seed):
    d, scene = start((CPU, CPU), game=game, seed=seed)
    scene.speed = 20.0  # watching at speed: the summary passes by itself (after BIG_PANEL_S / speed)
    kinds = set()
    for _ in range(60000):
        d.frames(1, 0.05)
        if scene.summary is not None:
            kinds.add(scene.big_lines[0][0])
        if scene.finished and not scene.animating:
            break
    assert scene.finished
    assert any("FULL TIME" in k.upper() for k in kinds), kinds
