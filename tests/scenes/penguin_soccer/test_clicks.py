"""A click that does nothing says why: on the other side's penguin, on an empty square, on a square the chosen
penguin cannot reach (issue 14: "Penguin Soccer" couch polish, item 4). Clicks are posted mouse events."""

from __future__ import annotations

from scenes.penguin_soccer.scene import STAGE_MOVE, STAGE_PIECE
from tests.scenes.penguin_soccer.support import CPU, HUMAN, played, position
from tests.support.fake_worker import FakeWorker

#: Blue's Papa stands on d3; Red's Mama holds the ball on f6, Red's Papa lies on e6, Red's Baby on b5, in the
#: way of Papa's slide NW.
FIELD = position(0, "f6", P="d3", m="f6", p=("e6", "S"), b=("b5", "S"))


def body_point(scene, i: int) -> tuple[float, float]:  # noqa: ANN001
    """A point on penguin i's body, above its feet."""
    x, y = scene.pieces[i].pos
    return (x, y - 15)


def test_clicking_the_other_sides_penguin_says_it_is_theirs(start):
    d, scene = start((HUMAN, CPU), at=FIELD, worker=FakeWorker())
    d.click(body_point(scene, 3))
    assert played(scene) == [] and scene.stage == STAGE_PIECE
    assert scene.message_left > 0
    assert scene.message == "That is the red Mama: pick one of your own penguins, the blue ones."


def test_clicking_an_empty_square_says_what_to_click(start):
    d, scene = start((HUMAN, CPU), at=FIELD, worker=FakeWorker())
    e3 = scene.view.square_center(scene.position.board.square("e3"))
    d.click(e3)
    assert played(scene) == [] and scene.stage == STAGE_PIECE
    assert scene.message == "Nothing of yours on e3: pick one of your penguins first, the blue ones."


def test_with_a_penguin_chosen_an_unreachable_square_or_penguin_says_why_and_keeps_the_choice(start):
    d, scene = start((HUMAN, CPU), at=FIELD, worker=FakeWorker())
    d.click(body_point(scene, 1))
    assert scene.stage == STAGE_MOVE and scene.cand_focus == 1
    e5 = scene.view.square_center(scene.position.board.square("e5"))
    d.click(e5)  # on no straight line from d3
    assert scene.stage == STAGE_MOVE and scene.cand_focus == 1 and played(scene) == []
    assert scene.message == "Papa cannot reach e5: it slides exactly 2 squares in a straight line. Pick a marked square."
    d.click(body_point(scene, 4))  # Red's Papa, lying on e6 without the ball
    assert scene.stage == STAGE_MOVE and played(scene) == []
    assert scene.message == "Papa cannot tackle the red Papa: only the penguin holding the ball can be tackled."
    d.click(body_point(scene, 3))  # Red's Mama holds the ball, but not at the end of a slide of Papa's
    assert scene.message == "Papa cannot reach the red Mama from here: a tackle is a slide that ends on the ball holder."
    d.click(body_point(scene, 5))  # Red's Baby: in the way NW (the reason the picker already gave)
    assert scene.message == "Papa: the way NW is blocked by the red Baby"
    assert scene.stage == STAGE_MOVE and played(scene) == []
    # a click on the open water lets the penguin go, as before
    d.click((1300.0, 120.0))
    assert scene.stage == STAGE_PIECE


def test_a_hint_opens_the_picker_on_the_hard_computers_move_and_plays_nothing(app):
    import pygame

    from match.setup import GameSetup, SeatSpec
    from scenes.penguin_soccer.scene import PenguinSoccerScene
    from tests.support.driver import open_scene

    scene = PenguinSoccerScene(GameSetup("penguin_soccer", 4, (SeatSpec("human"), SeatSpec("cpu", "easy")), None,
                                         {"first_player": 0}), sync_bots=True)
    d = open_scene(app, scene)
    for _ in range(600):
        if scene.seat_view.to_move == 0 and not scene.animating:
            break
        d.frames(1)
    d.key(pygame.K_RSHIFT)
    d.frames(3)
    notation = scene.seat_view.hint
    assert notation is not None and played(scene) == []
    opt = scene.focused_option
    assert opt is not None and scene.message.startswith("Hint: ")
    d.key(pygame.K_RETURN)
    d.frames(2)
    if played(scene) == []:  # a move that asks for its facing: the hinted facing is focused
        d.key(pygame.K_RETURN)
        d.frames(2)
    assert played(scene) == [notation]
