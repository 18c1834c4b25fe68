"""Things a new player found wrong at the Jukem Soccer table, each checked where the kit fixed it.

- the save (and answer) prompt starts on a real answer, not on "No save";
- with two humans nothing on screen tells the room what a face-down card is;
- the seat that decides sits at the bottom, Red as well as Blue.
"""

from __future__ import annotations

import pygame
import pytest

from engines.jukem_soccer import new_game
from engines.jukem_soccer.notation import SAVE_CARD
from scenes.cards.prompt import PEEK_FIRST
from scenes.jukem_soccer.scene import JukemSoccerScene
from match.setup import GameSetup, SeatSpec
from tests.support.fake_worker import FakeWorker
from tests.support.driver import make_app, open_scene
from tests.support.positions import place

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")


@pytest.fixture
def start(tmp_path):
    apps = []

    def _start(seats, seed=0, actions=()):  # noqa: ANN001, ANN202
        app = make_app(tmp_path)
        app.settings.autoplay_forced_moves = False
        apps.append(app)
        scene = JukemSoccerScene(GameSetup("jukem_soccer", seed, seats, None, {}), sync_bots=True)
        d = open_scene(app, scene)
        if actions:
            st = new_game(seed)
            for a in actions:
                st = st.apply(a)
            place(scene, st)
        d.frames(2)
        return d, scene

    yield _start
    for app in apps:
        app.close()


def playout_until(pred, seeds=range(60), limit=300):  # noqa: ANN001, ANN201
    """(seed, actions) of the first engine playout (a fixed choice each ply) reaching a state where pred holds."""
    for seed in seeds:
        st, actions = new_game(seed), []
        for ply in range(limit):
            if st.is_terminal:
                break
            if pred(st):
                return seed, actions
            legal = st.legal_actions()
            act = legal[(ply * 7 + seed) % len(legal)]
            actions.append(str(act))
            st = st.apply(act)
    raise AssertionError("no playout reached that position")


def can_save(seat):  # noqa: ANN001, ANN201
    return lambda st: (st.current_player == seat and st.phase_name == "save"
                       and any(a.kind == SAVE_CARD for a in st.legal_actions()))


def test_the_save_prompt_starts_on_a_save_not_on_no_save(start):
    seed, actions = playout_until(can_save(0))
    d, scene = start((HUMAN, CPU), seed, actions)
    assert scene.deciding() == 0
    focused = scene.focused_choice
    assert focused.sprite is not None and focused.enabled and focused.action.kind == SAVE_CARD
    assert any(c.key == "no" for c in scene.choices)  # "No save" is still there, one step away


def test_red_against_the_computer_sits_at_the_bottom_with_the_big_hand(start):
    seed, actions = playout_until(lambda st: st.current_player == 1 and st.phase_name == "play")
    d, blue_view = start((HUMAN, CPU), seed)
    d2, scene = start((CPU, HUMAN), seed, actions)
    assert scene.bottom_seat == 1 and scene.deciding() == 1
    red, top = scene.hands[1], scene.hands[0]
    assert red.center[1] > top.center[1]  # Red's hand is at the bottom, the computer's across the table
    assert red.center == blue_view.hands[0].center and red.scale == blue_view.hands[0].scale
    for sp in red.cards:
        assert sp.y - sp.size[1] * sp.scale / 2 > 0  # nothing clipped at the top edge


def test_red_answers_with_its_buttons_beside_its_hand_at_the_bottom(start):
    seed, actions = playout_until(can_save(1))
    d, scene = start((CPU, HUMAN), seed, actions)
    assert scene.deciding() == 1 and scene.bottom_seat == 1
    buttons = [c.rect for c in scene.choices if c.rect is not None and c.sprite is None]
    assert buttons  # "No save" at least
    height = pygame.display.get_surface().get_height()
    assert all(r.y > height // 2 for r in buttons)  # beside Red's hand, not jammed into the top corner
    assert all(r.bottom <= height for r in buttons)


def hotseat_to(d, scene, seat):  # noqa: ANN001, ANN201
    """Lift the curtain for `seat` with its own keyboard (kb1 = Enter, kb2 = Space)."""
    for _ in range(5):
        if d.top.name == "handoff":
            d.key(pygame.K_RETURN if d.top.seat == 0 else pygame.K_SPACE)
        d.frames(3)
    assert d.top is scene and scene.screen_seat == seat


def test_two_humans_the_table_turns_to_whoever_lifted_the_curtain(start):
    seed, actions = playout_until(lambda st: st.current_player == 1 and st.phase_name == "play")
    d, scene = start((HUMAN, HUMAN), seed, actions)
    hotseat_to(d, scene, 1)
    assert scene.bottom_seat == 1
    assert scene.hands[1].center[1] > scene.hands[0].center[1]
    bottom_center = scene.layout.center("hand_blue")
    assert scene.hands[1].center[0] == bottom_center[0]


def test_two_humans_a_face_down_card_says_nothing_about_itself(start):
    # Red to play holding a card that cannot be played now (a defensive card, or a SHOT without setup)
    def red_holds_unplayable(st):  # noqa: ANN001, ANN202
        if st.current_player != 1 or st.phase_name != "play":
            return False
        playable = {a.face for a in st.legal_actions()}
        return any(st.table.face[c] not in playable for c in st.hands[1])

    seed, actions = playout_until(red_holds_unplayable)
    d, scene = start((HUMAN, HUMAN), seed, actions)
    hotseat_to(d, scene, 1)
    d.frames(12)
    assert not scene.hand_face_up(1)  # privacy: face down until PEEK is held
    bad = next(n for n, c in enumerate(scene.choices) if c.sprite is not None and not c.enabled)
    cards = [n for n, c in enumerate(scene.choices) if c.sprite is not None]
    assert scene.focus == cards[0]  # the focus starts on the first card, whatever can be played
    while scene.focus != bad:
        d.key(pygame.K_d if scene.focus < bad else pygame.K_a)
    d.key(pygame.K_SPACE)
    assert scene.match.actions == ()  # nothing played
    # Red plays on the WASD half: its own peek key is named, not the card's reason, which would name what it is.
    assert scene.message == PEEK_FIRST.format(key="L-Shift")
    assert scene.focus_lines(1) == []  # no name, no reason in the status panel
    assert scene.confirm_verb(1) == "Play"
    assert not any(c.sprite.dim for c in scene.choices if c.sprite is not None)  # nothing greyed out either


@pytest.mark.parametrize("red", ["human", "cpu"])
def test_a_substituted_card_lands_face_down(start, red):
    seed, actions = playout_until(lambda st: st.current_player == 0 and st.phase_name == "play"
                                  and any(a.kind == "sub" for a in st.legal_actions()))
    d, scene = start((HUMAN, HUMAN if red == "human" else CPU), seed, actions)
    if red == "human":
        hotseat_to(d, scene, 0)
    else:
        scene.match.thinker = FakeWorker()  # the computer's answer waits: only the substitution is on the table
    sub = next(a for a in scene.seat_view.legal if a.startswith("SUB:"))
    before = len(scene.discard.cards)
    shown = sum(c.showing_face for c in scene.discard.cards)  # penalties and blocked shots lie face up
    assert scene.submit(sub)
    for _ in range(400):
        d.frames(1)
        if red == "human":  # two humans: no frame of the flight shows the card's face to the room
            assert sum(c.showing_face for c in scene.discard.cards) == shown
        if not scene.animating and len(scene.discard.cards) > before:
            break
    # Against the computer it leaves its owner's open hand face up and turns over as it lands: it lies face down.
    assert sum(c.showing_face for c in scene.discard.cards) == shown
    assert len(scene.discard.cards) > before


def test_a_hint_during_a_half_made_jukem_play_goes_on_to_its_card(start):
    """Hint with JUKEM already chosen used to start the move again (JUKEM focused), so Hint then confirm went
    round for ever; now it points at the card JUKEM goes with, and confirm plays the hinted move."""
    seed, actions = playout_until(lambda st: st.current_player == 0 and st.phase_name == "play"
                                  and any(a.jukem for a in st.legal_actions()))
    d, scene = start((HUMAN, CPU), seed, actions)
    jukem = next(n for n, c in enumerate(scene.choices) if c.label == "JUKEM")
    while scene.focus != jukem:
        d.key(pygame.K_RIGHT if scene.focus < jukem else pygame.K_LEFT)
    d.key(pygame.K_RETURN)  # JUKEM chosen: half a move
    assert [st.key for st in scene.path] == ["JUKEM"]
    hint = next(str(a) for a in scene.match.full_state().legal_actions() if a.jukem)
    scene.match.set_hint(0, hint)
    d.frames(3)
    assert [st.key for st in scene.path] == ["JUKEM"]  # the half-made move is kept
    assert scene.focused_choice is not None and scene.focused_choice.step == scene.hint_step
    d.key(pygame.K_RETURN)
    assert scene.match.actions[-1] == hint


def test_boxes_of_the_goal_are_named_in_words():
    from scenes.jukem_soccer.steps import card_name

    assert card_name("SAVE@BL+BC+BR") == "SAVE covering the whole bottom row"
    assert card_name("SAVE@TL+BL+BC") == "SAVE covering top left, bottom left and bottom middle"
    assert card_name("SHOT4@TL+BR") == "SHOT 4 at top left and bottom right"
    for face in ("SAVE@TR+BC+BR", "SHOT5@TL+TC+BR", "SHOT3@BC"):
        assert not any(code in card_name(face).split() for code in ("TL", "TC", "TR", "BL", "BC", "BR"))
