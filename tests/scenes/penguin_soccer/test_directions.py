"""The arrows, the d-pad and the stick move across the diamond board the way it looks on screen (issue 14:
"Penguin Soccer" couch polish, item 2): a press goes to the choice that lies that way on screen, whichever
way the board's own compass points there. Keys are posted events; the pad is a real SDL virtual controller.
"""

from __future__ import annotations

import pytest

from core.input import Action
from engines.penguin_soccer.board import DIR_INDEX
from scenes.penguin_soccer.scene import STAGE_FACING, STAGE_MOVE, STAGE_PIECE
from sprites.ui.widgets import STEPS, point_toward
from tests.scenes.penguin_soccer.support import CPU, HUMAN, key, played, position, seed_where, turns
from tests.support import vpad
from tests.support.fake_worker import FakeWorker

#: Blue's Papa stands on d3 with all eight slides open; the loose ball is out of the way on a8.
OPEN = position(0, "a8", P="d3", m="h7")
NAMES = {Action.UP: "up", Action.DOWN: "down", Action.LEFT: "left", Action.RIGHT: "right"}


def focused_target(scene) -> str:  # noqa: ANN001
    return scene.position.board.name(scene.focused_option.target)


def on_papa(d, scene, press) -> None:  # noqa: ANN001
    """From the start of the turn, choose Papa with direction presses alone and open its moves."""
    for _ in range(4):
        if scene.cand_focus == 1:
            break
        here, papa = scene.nav_points()[scene.cand_focus], scene.pieces[1].pos
        press(Action.RIGHT if papa[0] > here[0] else Action.LEFT)
    assert scene.cand_focus == 1
    press(Action.CONFIRM)
    assert scene.stage == STAGE_MOVE


def walk_the_board(d, scene, press) -> None:  # noqa: ANN001
    """Screen-up, down, left and right go to the square that is up, down, left and right on screen."""
    v = scene.view
    assert v.dir_vector(DIR_INDEX["NE"])[0] == pytest.approx(0) and v.dir_vector(DIR_INDEX["NE"])[1] < 0, \
        "on this board NE is straight up on screen"
    on_papa(d, scene, press)
    scene.opt_focus = next(n for n, o in enumerate(scene.options) if o.direction == DIR_INDEX["S"])
    assert focused_target(scene) == "d1"  # S of d3: down and to the right on screen
    for way, want, why in ((Action.UP, "f3", "up from d1 is f3 (E of Papa), straight above it on screen"),
                           (Action.UP, "f5", "then NE, at the top"),
                           (Action.LEFT, "d5", "left of f5 and down a little: N"),
                           (Action.DOWN, "b3", "straight below d5: W"),
                           (Action.LEFT, "b5", "the far left: NW"),
                           (Action.LEFT, "b5", "nothing further left: the focus stays"),
                           (Action.DOWN, "b3", "back down"),
                           (Action.DOWN, "b1", "the bottom: SW"),
                           (Action.RIGHT, "d1", "right of b1 and up a little: S"),
                           (Action.RIGHT, "f1", "the far right: SE")):
        press(way)
        assert focused_target(scene) == want, why
    # the facing arrows too: Papa slides NE to f5, then the arrow that points the way pressed
    scene.opt_focus = next(n for n, o in enumerate(scene.options) if o.direction == DIR_INDEX["NE"])
    press(Action.CONFIRM)
    assert scene.stage == STAGE_FACING
    facing = lambda: scene._facings_sorted(scene.focused_option)[scene.face_focus][0]  # noqa: E731
    assert facing() == DIR_INDEX["NE"]
    # the arrows of a Papa's spins ring f5: NE at the top, N and E either side a little lower, NW and SE lower still
    for way, want in ((Action.LEFT, "N"), (Action.LEFT, "NW"), (Action.RIGHT, "N"), (Action.RIGHT, "E"),
                      (Action.RIGHT, "SE"), (Action.UP, "E"), (Action.UP, "NE")):
        press(way)
        assert facing() == DIR_INDEX[want], f"{NAMES[way]} should face {want}"
    press(Action.CONFIRM)
    assert played(scene) == ["P>NE/NE"]


def test_arrow_keys_walk_the_board_as_it_looks(start):
    d, scene = start((HUMAN, CPU), at=OPEN, worker=FakeWorker())
    keys = {Action.UP: "up", Action.DOWN: "down", Action.LEFT: "left", Action.RIGHT: "right", Action.CONFIRM: "enter"}
    walk_the_board(d, scene, lambda a: key(d, keys[a]))


def test_a_real_controllers_d_pad_walks_the_board_as_it_looks(start, pad):
    d, scene = start((HUMAN, CPU), at=OPEN, worker=FakeWorker())
    app = d.app
    app.input.release_all()
    device = f"pad:{pad.instance_id}"
    app.input.claim(device, 0)
    buttons = {Action.UP: vpad.BUTTON_DPAD_UP, Action.DOWN: vpad.BUTTON_DPAD_DOWN, Action.LEFT: vpad.BUTTON_DPAD_LEFT,
               Action.RIGHT: vpad.BUTTON_DPAD_RIGHT, Action.CONFIRM: vpad.BUTTON_A}

    def press(a: Action) -> None:
        pad.tap(buttons[a], pump=lambda: d.frames(1))
        assert app.input.last_device == device

    walk_the_board(d, scene, press)


def test_a_real_controllers_stick_walks_the_board_too(start, pad):
    d, scene = start((HUMAN, CPU), at=OPEN, worker=FakeWorker())
    app = d.app
    app.input.release_all()
    app.input.claim(f"pad:{pad.instance_id}", 0)
    axes = {Action.UP: (vpad.AXIS_LEFTY, -1), Action.DOWN: (vpad.AXIS_LEFTY, 1), Action.LEFT: (vpad.AXIS_LEFTX, -1),
            Action.RIGHT: (vpad.AXIS_LEFTX, 1)}

    def press(a: Action) -> None:
        if a == Action.CONFIRM:
            pad.tap(vpad.BUTTON_A, pump=lambda: d.frames(1))
            return
        axis, sign = axes[a]
        pad.axis(axis, sign * 30000)
        d.frames(1)
        pad.axis(axis, 0)
        d.frames(1)

    on_papa(d, scene, press)
    scene.opt_focus = next(n for n, o in enumerate(scene.options) if o.direction == DIR_INDEX["S"])
    press(Action.UP)
    assert focused_target(scene) == "f3"
    press(Action.LEFT)
    assert focused_target(scene) == "d5"


def test_penguins_are_chosen_by_where_they_are_on_screen(start):
    """Blue's Mama and Baby swim in the pen at the bottom left, Papa stands on the ice up and to the right."""
    d, scene = start((HUMAN, CPU), at=OPEN, worker=FakeWorker())
    assert scene.stage == STAGE_PIECE and scene.cand_focus == 0
    mama, papa, baby = scene.nav_points()
    assert mama[0] < baby[0] < papa[0] and papa[1] < mama[1] == baby[1]
    for way, want in (("right", 2), ("right", 1), ("left", 2), ("left", 0), ("up", 1), ("down", 2), ("down", 2)):
        key(d, way)
        assert scene.cand_focus == want, f"{way} should go to {('Mama', 'Papa', 'Baby')[want]}"


def reachable(points: list[tuple[float, float]], start: int) -> set[int]:
    seen, todo = {start}, [start]
    while todo:
        here = todo.pop()
        for a in STEPS:
            there = point_toward(points, here, a)
            if there is not None and there not in seen:
                seen.add(there)
                todo.append(there)
    return seen


@pytest.mark.parametrize("seed", [seed_where(0), 11])
def test_every_choice_can_be_reached_with_the_arrows(start, seed):
    """In real games, from where each stage starts, the arrows reach every penguin, every move and every facing."""
    d, scene = start((HUMAN, HUMAN), seed=seed)
    checked = 0
    for ply in turns(d, scene, 36, seed):
        if scene.stage == STAGE_PIECE:  # (an only move opens focused, in its move or facing stage)
            assert reachable(scene.nav_points(), scene.cand_focus) == {0, 1, 2}
        for k in range(3):
            scene.stage = STAGE_PIECE
            if not scene._select_piece(k):
                continue
            assert reachable(scene.nav_points(), scene.opt_focus) == set(range(len(scene.options))), \
                f"ply {ply}: {played(scene)} penguin {k}"
            for n, opt in enumerate(scene.options):
                if opt.needs_facing:
                    scene.stage, scene.opt_focus = STAGE_MOVE, n
                    scene._choose(opt)
                    assert reachable(scene.nav_points(), scene.face_focus) == set(range(len(opt.facings)))
                    checked += 1
    assert checked > 20



@pytest.mark.parametrize("facing", ["N", "NE", "E", "SE", "S", "SW", "W", "NW"])
def test_with_a_lying_penguin_chosen_a_press_picks_what_lies_that_way_on_screen(start, facing):
    """Issue 21: with a lying Baby chosen, Up picked the "Stand up" tag drawn over the slide's square and Down the
    slide. Standing up is where the penguin is: Up picks the slide when its square is up on screen, else
    standing up; Down the other way round."""
    d, scene = start((HUMAN, CPU), at=position(0, "a8", B=("e4", facing), m="h7", M="b2", p="g5"), worker=FakeWorker())
    scene._select_piece(2)
    kinds = sorted(o.kind for o in scene.options)
    assert scene.stage == STAGE_MOVE and "stand" in kinds
    stand = next(n for n, o in enumerate(scene.options) if o.kind == "stand")
    assert scene.nav_points()[stand] == scene.pieces[scene._seat_piece(2)].pos, \
        "standing up is chosen where the penguin is, never at a tag that may sit over a square"
    if kinds != ["slide", "stand"]:
        return  # the slide is blocked that way: nothing to choose between
    slide = next(o for o in scene.options if o.kind == "slide")
    baby = scene.pieces[scene._seat_piece(2)].pos
    square = scene.view.square_center(slide.target)
    if abs(square[1] - baby[1]) < 1:
        return  # level on screen: Up and Down do not tell them apart
    up = "slide" if square[1] < baby[1] else "stand"
    down = "stand" if up == "slide" else "slide"
    for way, want in (("up", up), ("down", down), ("up", up)):
        key(d, way)
        assert scene.focused_option.kind == want, f"{way} with the Baby lying {facing}"
    chip = scene._stand_chip()
    assert chip is not None and not chip.collidepoint(square), "the stand-up badge is on the penguin, not the square"
