"""Two people on one keyboard (issue 21, "a hot-seat game that flows"), through real key events:

- PEEK tapped leaves the hand up until the next tap; held, it shows the hand only while held; only the
  screen seat's own device does either;
- an answer is asked without the curtain when nothing hidden would show (privacy on), and the room sees
  the same hand-over, words and prompt whether or not the answering seat holds an answer;
- Jukem Soccer folds the answer into the answering seat's own turn: one choice plays NO, then the play;
- the prompt bar says how to peek on a hot-seat turn, Kortfotboll's (whose hand is empty) included;
- the hot-seat tool plays a whole game through the table and counts its curtains.
"""

from __future__ import annotations

import pygame
import pytest

from engines.jukem_soccer import new_game
from engines.jukem_soccer.rules import RED, YELLOW
from match.setup import GameSetup, SeatSpec
from scenes.cards.base import PEEK_TAP_S
from scenes.cards.panels import PEEK_WORDS
from scenes.jukem_soccer.scene import JukemSoccerScene
from tests.support.driver import KEYBOARD_HALVES, FRAME_S, Driver, make_app, open_scene
from tests.support.positions import place

HUMAN = SeatSpec("human")
HALVES = KEYBOARD_HALVES


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    app.settings.autoplay_forced_moves = False
    app.settings.privacy_mode = True
    for seat, (device, _c, _p) in HALVES.items():
        app.input.claim(device, seat)
    yield app
    app.close()


def post(key: int, down: bool) -> None:
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def press_for(d: Driver, key: int, seconds: float) -> None:
    """Hold a key down for `seconds` of simulated time, then let go."""
    post(key, True)
    d.frames(max(1, round(seconds / FRAME_S)))
    post(key, False)
    d.frames(12)


def lift(d: Driver, scene: object) -> None:
    """Lift whatever curtain is down with the incoming seat's own CONFIRM, until the table is on top."""
    for _ in range(10):
        if d.top is scene:
            break
        if d.top.name == "handoff":
            d.key(HALVES[d.top.seat][1])
        d.frames(3)
    assert d.top is scene


def start(app, seed: int = 0, state=None):  # noqa: ANN001, ANN201
    scene = JukemSoccerScene(GameSetup("jukem_soccer", seed, (HUMAN, HUMAN), None, {}), sync_bots=True)
    d = open_scene(app, scene)
    if state is not None:
        place(scene, state)
    d.key(pygame.K_END)  # skip the coin toss and the deal
    d.frames(30)
    lift(d, scene)
    d.frames(12)
    return d, scene


def first_play(seed: int) -> str:
    """Blue's first PASS of game `seed` (Blue to play first), for a position where Red answers it."""
    st = new_game(seed)
    return next(str(a) for a in st.legal_actions() if str(a) == "PASS")


def answering(seeds=range(400), *, holds_answer: bool, after: str = "PASS"):  # noqa: ANN001, ANN201
    """A game (seed, state) where Blue, to play first, may play `after`, and Red then does (or does not)
    hold an answer to it (a red PENALTY or the yellow one against it)."""
    for seed in seeds:
        st = new_game(seed)
        if st.current_player != 0 or after not in [str(a) for a in st.legal_actions()]:
            continue
        t = st.table
        red_answers = any(t.kind[c] == RED or (t.kind[c] == YELLOW and t.face[c] == f"YELLOW@{after}")
                          for c in st.hands[1])
        red_plays = any(t.face[c] in ("PASS", "FLOP", "HEADER") for c in st.hands[1])
        if red_answers == holds_answer and red_plays:
            return seed, st
    raise AssertionError("no such deal")


# -- peek: a tap or a hold, from the screen seat's own keys only ----------------------------------------------------
def test_a_tap_of_peek_leaves_the_hand_up_until_the_next_tap_and_a_hold_shows_it_only_while_held(app):
    seed, st = answering(holds_answer=False)
    d, scene = start(app, seed, st)
    assert scene.screen_seat == 0 and not scene.hand_face_up(0)
    _device, _confirm, own_peek = HALVES[0]
    other_peek = HALVES[1][2]
    press_for(d, own_peek, PEEK_TAP_S / 3)  # a tap: the hand stays up once the key is let go
    assert scene.hand_face_up(0)
    d.frames(120)
    assert scene.hand_face_up(0)
    press_for(d, other_peek, PEEK_TAP_S / 3)  # the other half's tap changes nothing
    assert scene.hand_face_up(0)
    press_for(d, own_peek, PEEK_TAP_S / 3)  # the next tap puts it away
    assert not scene.hand_face_up(0)
    post(own_peek, True)  # a hold: up while held, down when let go
    d.frames(round(2 * PEEK_TAP_S / FRAME_S))
    assert scene.hand_face_up(0)
    post(own_peek, False)
    d.frames(2)
    assert not scene.hand_face_up(0)
    press_for(d, other_peek, PEEK_TAP_S / 3)  # the other half's tap never shows Blue's hand
    assert not scene.hand_face_up(0)


def test_a_tapped_up_hand_is_put_away_when_the_screen_passes_to_the_other_seat(app):
    seed, st = answering(holds_answer=False)
    d, scene = start(app, seed, st)
    press_for(d, HALVES[0][2], PEEK_TAP_S / 3)
    assert scene.hand_face_up(0)
    assert scene.submit("PASS")
    for _ in range(200):  # the PASS flies; the answer is Red's
        d.frames(1)
        if scene.screen_seat == 1:
            break
    assert scene.screen_seat == 1
    assert not scene.hand_face_up(0) and not scene.hand_face_up(1)
    assert scene.peek_latched == [False, False]


# -- the answer without the curtain, the same for the room either way ----------------------------------------------
def room_after_blue_plays(app, holds_answer: bool) -> dict[str, object]:  # noqa: ANN001
    """Blue plays a PASS; what the room sees and hears until Red's answer is asked (no key pressed)."""
    seed, st = answering(holds_answer=holds_answer)
    d, scene = start(app, seed, st)
    assert scene.submit("PASS")
    tops: list[str] = []
    for _ in range(240):
        d.frames(1)
        tops.append(d.top.name)
    assert scene.deciding() == 1
    seat = 1
    return {
        "curtain": "handoff" in tops,
        "screen": scene.screen_seat,
        "message": scene.message,
        "hand face up": [scene.hand_face_up(s) for s in (0, 1)],
        "cards shown": [c.showing_face for c in scene.hands[seat].cards],
        "focused a card": scene.focused_choice is not None and scene.focused_choice.sprite is not None,
        "buttons": [c.label for c in scene.choices if c.sprite is None],
        "status": [line for line, *_ in scene.status_lines(seat, scene.palette)],
        "peek prompt": scene.peek_prompt(seat),
        "verb": scene.confirm_verb(seat),
        "handovers": scene.handovers,
    }


def test_the_answer_is_asked_without_the_curtain_and_the_room_sees_the_same_whatever_red_holds(app, tmp_path):
    holds = room_after_blue_plays(app, holds_answer=True)
    other = make_app(tmp_path / "other")
    other.settings.autoplay_forced_moves = False
    other.settings.privacy_mode = True
    for seat, (device, _c, _p) in HALVES.items():
        other.input.claim(device, seat)
    try:
        lacks = room_after_blue_plays(other, holds_answer=False)
    finally:
        other.close()
    assert holds["curtain"] is False and holds["screen"] == 1 and holds["handovers"] == 1
    assert holds["hand face up"] == [False, False] and not any(holds["cards shown"])
    assert "look away" in str(holds["message"])
    # nothing about Red's hand changes what the room sees or reads (the status names no card)
    assert holds == lacks


def test_with_privacy_off_the_answer_still_comes_behind_the_curtain(app):
    app.settings.privacy_mode = False  # Blue's hand lies face up: handing over without a curtain would show it
    seed, st = answering(holds_answer=False)
    d, scene = start(app, seed, st)
    assert scene.submit("PASS")
    for _ in range(240):
        d.frames(1)
        if d.top.name == "handoff":
            break
    assert d.top.name == "handoff" and scene.handovers == 0


# -- the answer folded into the answering seat's own turn --------------------------------------------------------------
def test_one_choice_lets_the_pass_stand_and_plays_reds_own_card(app):
    seed, st = answering(holds_answer=False)
    d, scene = start(app, seed, st)
    assert scene.submit("PASS")
    for _ in range(240):
        d.frames(1)
        if scene.deciding() == 1:
            break
    assert scene.deciding() == 1 and d.top is scene
    press_for(d, HALVES[1][2], PEEK_TAP_S / 3)  # Red taps PEEK on its own keys
    assert scene.hand_face_up(1)
    play = next(c for c in scene.choices if c.sprite is not None and c.enabled and c.label in ("PASS", "FLOP", "HEADER"))
    assert "no answer" in play.info
    while scene.focused_choice is not play:
        d.key(pygame.K_d if scene.choices.index(play) > scene.focus else pygame.K_a)
    d.key(pygame.K_SPACE)  # one press: No answer, then the play
    for _ in range(300):
        d.frames(1)
        if len(scene.match.actions) >= 3:
            break
    assert scene.match.actions == ("PASS", "NO", play.label)


def test_a_header_is_answered_on_its_own_and_the_turn_comes_back_without_a_curtain(app):
    seed, st = answering(holds_answer=False, after="HEADER")
    d, scene = start(app, seed, st)
    assert scene.submit("HEADER")
    for _ in range(240):
        d.frames(1)
        if scene.deciding() == 1:
            break
    assert scene.folded_moves(1) == []  # after a HEADER its player plays again: nothing to fold
    while scene.match.showing:
        d.frames(1)
    assert scene.submit("NO")
    tops = []
    for _ in range(240):
        d.frames(1)
        tops.append(d.top.name)
        if scene.deciding() == 0:
            break
    assert scene.deciding() == 0 and "handoff" not in tops and scene.handovers == 2
    assert "Back to" in scene.message


# -- the prompt bar says how to peek ----------------------------------------------------------------------------------
def test_the_prompt_bar_says_how_to_peek_on_a_hot_seat_turn(app):
    seed, st = answering(holds_answer=False)
    d, scene = start(app, seed, st)
    assert scene.peek_prompt(0) == PEEK_WORDS
    press_for(d, HALVES[0][2], PEEK_TAP_S / 3)
    assert scene.peek_prompt(0) == "Hide your hand"


def test_kortfotboll_turns_say_how_to_peek_though_the_hand_is_empty(app):
    from engines.kortfotboll import new_game as kort_game
    from scenes.kortfotboll.scene import KortfotbollScene

    st = kort_game(1)
    while st.phase == "setup":
        st = st.apply(st.legal_actions()[0])
    scene = KortfotbollScene(GameSetup("kortfotboll", 1, (HUMAN, HUMAN), None, {}), sync_bots=True)
    d = open_scene(app, scene)
    place(scene, st)
    d.frames(30)
    lift(d, scene)
    seat = scene.screen_seat
    assert seat is not None and scene.deciding() == seat and not scene.hands[seat].cards
    assert scene.peek_prompt(seat) == PEEK_WORDS


# -- the count ----------------------------------------------------------------------------------------------------------
def test_the_hotseat_tool_plays_a_whole_jukem_soccer_game_with_few_curtains(tmp_path):
    from tools.hotseat import play_hotseat

    count = play_hotseat("jukem_soccer", 1, paths=tmp_path)
    assert count.finished and count.actions > 60
    # every turn of Jukem Soccer passes through an answer: the hand-overs are light, few curtains are left
    assert count.handovers > count.curtains
    assert count.curtains < count.actions / 5
    assert count.decisions < count.actions  # answers folded into the turn that follows
