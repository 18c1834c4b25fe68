"""The card-table kit played with a real SDL virtual controller (genuine controller events, not posted ones).

A pad alone picks a card with the d-pad and plays it with A, answers the
defender's prompt, and with two people on one screen lifts the curtain and
peeks at its hand by holding Y.
"""

from __future__ import annotations

from match.setup import GameSetup, SeatSpec
from scenes.jukem_soccer import JukemSoccerScene
from tests.support import vpad
from tests.support.driver import open_scene
from tests.support.fake_worker import FakeWorker


def settle(d, scene, seat, limit=3000):  # noqa: ANN001, ANN201
    """Frames until `seat` decides and the table is still."""
    for _ in range(limit):
        if scene.deciding() == seat and scene.choices and not scene.animating:
            return
        d.frames(1)
    raise AssertionError(f"seat {seat} never got a decision")


def test_a_pad_alone_chooses_a_card_and_plays_it(app, pad):
    scene = JukemSoccerScene(GameSetup("jukem_soccer", 3, (SeatSpec("human"), SeatSpec("cpu", "easy"))),
                             sync_bots=True)
    d = open_scene(app, scene)
    app.input.release_all()
    device = f"pad:{pad.instance_id}"
    app.input.claim(device, 0)
    settle(d, scene, 0)
    scene.match.thinker = FakeWorker()  # the computer's reply waits: only the pad's move is on the table

    def press(button: int) -> None:
        pad.tap(button, pump=lambda: d.frames(1))

    start = scene.focus
    press(vpad.BUTTON_DPAD_RIGHT)
    assert scene.focus != start and app.input.last_device == device  # the d-pad moves the focus
    # Walk to a card that plays at once and play it with A: the move played is the one focused.
    for _ in range(len(scene.choices)):
        focused = scene.focused_choice
        if focused is not None and focused.enabled and focused.action is not None:
            break
        press(vpad.BUTTON_DPAD_RIGHT)
    focused = scene.focused_choice
    assert focused is not None and focused.enabled and focused.action is not None
    before = scene.match.ply
    press(vpad.BUTTON_A)
    assert scene.match.ply == before + 1 and scene.match.actions[-1] == str(focused.action)


def test_two_players_lift_the_curtain_and_peek_with_their_own_pads(app, pad):
    other = vpad.VirtualPad(kind="playstation")
    other.attach()
    try:
        scene = JukemSoccerScene(GameSetup("jukem_soccer", 3, (SeatSpec("human"), SeatSpec("human"))),
                                 sync_bots=True)
        d = open_scene(app, scene)
        app.input.release_all()
        pads = {0: pad, 1: other}
        for seat, p in pads.items():
            app.input.claim(f"pad:{p.instance_id}", seat)
        for _ in range(3000):
            if d.top.name == "handoff":
                break
            d.frames(1)
        seat = d.top.seat
        wrong = pads[1 - seat]
        wrong.tap(vpad.BUTTON_A, pump=lambda: d.frames(1))
        assert d.top.name == "handoff"  # only the incoming player's pad lifts the curtain
        pads[seat].tap(vpad.BUTTON_A, pump=lambda: d.frames(1))
        d.frames(2)
        assert d.top is scene and scene.screen_seat == seat
        settle(d, scene, seat)
        assert not scene.hand_face_up(seat)  # privacy: face down until the owner holds peek
        pads[seat].press(vpad.BUTTON_Y)
        d.frames(30)  # held half a second: a hold, so letting go puts the hand away (a tap would leave it up)
        assert scene.hand_face_up(seat)
        pads[seat].release(vpad.BUTTON_Y)
        d.frames(2)
        assert not scene.hand_face_up(seat)
    finally:
        other.detach()
