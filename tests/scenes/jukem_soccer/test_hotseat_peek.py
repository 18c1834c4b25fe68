"""Two people on one keyboard: only the deciding player's own PEEK key shows their hand.

A reported leak: with the two keyboard halves bound to the two seats, the *other* seat's peek key
(Right Shift, Blue's, while Red decides) turned the deciding player's whole hand face up and the side
panel named the focused card. Here real key events go through the App's queue (tests.support.driver):
the other half's PEEK must show nothing, on the table or in the panel, while the deciding player's own
PEEK shows both.
"""

from __future__ import annotations

import pygame
import pytest

from engines.jukem_soccer import new_game
from match.setup import GameSetup, SeatSpec
from scenes.jukem_soccer.scene import JukemSoccerScene, card_name
from tests.support.driver import KEYBOARD_HALVES, Driver, make_app, open_scene

HUMAN = SeatSpec("human")
HALVES = KEYBOARD_HALVES


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    app.settings.autoplay_forced_moves = False
    app.settings.privacy_mode = True
    yield app
    app.close()


def hold(d: Driver, key: int, down: bool) -> None:
    """Press or let go of a key (a real key event through the App's queue), then let the hand turn (half a
    second: held that long, PEEK is a hold, not a tap that leaves the hand up)."""
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    d.frames(30)


def panel_words(scene: JukemSoccerScene, seat: int) -> str:
    """Everything the status panel says to the deciding seat now."""
    return " ".join(line for line, *_ in scene.status_lines(seat, scene.palette))


def hand_shown(scene: JukemSoccerScene, seat: int) -> bool:
    """Whether any card of the seat's hand shows its face on screen."""
    return any(c.showing_face for c in scene.hands[seat].cards)


def hand_faces(scene: JukemSoccerScene, seat: int) -> set[str]:
    """The faces in the seat's hand (its own view: the deciding seat's screen)."""
    return {scene.deck.face[int(c)] for c in scene.seat_view.observation["hands"][seat]}


@pytest.mark.parametrize("decider", [0, 1])
def test_the_other_seats_peek_key_shows_nothing(app, decider):
    seed = next(s for s in range(200) if new_game(s).current_player == decider)
    for seat, (device, _confirm, _peek) in HALVES.items():
        app.input.claim(device, seat)
    scene = JukemSoccerScene(GameSetup("jukem_soccer", seed, (HUMAN, HUMAN), None, {}), sync_bots=True)
    d = open_scene(app, scene)
    assert app.input.seats == ["kb1", "kb2"]
    d.key(pygame.K_END)  # skip the coin toss and the deal
    d.frames(30)
    device, confirm, own_peek = HALVES[decider]
    other_peek = HALVES[1 - decider][2]
    assert d.top.name == "handoff" and d.top.seat == decider
    d.key(confirm)  # the deciding player lifts the curtain with their own keys
    assert d.top is scene and scene.screen_seat == decider
    d.frames(12)
    assert scene.deciding() == decider and scene.focused_choice is not None
    assert scene.focused_choice.sprite is not None  # a card of the hand is focused
    assert not hand_shown(scene, decider) and scene.focus_lines(decider) == []
    assert not [f for f in hand_faces(scene, decider) if card_name(f) in panel_words(scene, decider)]

    hold(d, other_peek, True)  # the other half's PEEK, held
    words = panel_words(scene, decider)
    leaks = {"hand face up": hand_shown(scene, decider), "focused card described": scene.focus_lines(decider) != [],
             "cards named": [f for f in hand_faces(scene, decider) if card_name(f) in words]}
    assert not any(leaks.values()), f"the other seat's peek key leaked: {leaks}"
    assert not scene.hand_face_up(decider)
    hold(d, other_peek, False)

    hold(d, own_peek, True)  # the deciding player's own PEEK shows the hand and names the focused card
    assert scene.hand_face_up(decider) and hand_shown(scene, decider)
    focused = scene.focused_choice
    assert focused is not None and focused.sprite is not None
    assert card_name(focused.label) in panel_words(scene, decider)
    hold(d, own_peek, False)
    assert not scene.hand_face_up(decider)
    assert scene.match is not None and scene.match.actions == ()  # nothing was played by peeking
