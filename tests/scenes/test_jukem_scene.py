"""The Jukem Soccer scene end to end, headless, through the real event queue.

Computer players think synchronously (sync_bots=True) so every run is the
same; time is simulated by the driver's frames, never read from a clock.
"""

from __future__ import annotations

import pygame
import pytest

from engines.jukem_soccer import new_game
from engines.jukem_soccer.table import RED, SAVE, SHOT, YELLOW
from scenes.jukem_soccer.scene import HIDDEN, JukemSoccerScene, card_name
from match.setup import GameSetup, SeatSpec
from sprites.jukem_soccer.faces import face_for
from tests.support.cards import assert_view_matches, settle
from tests.support.driver import Driver, make_app, open_scene
from tests.support.positions import place

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")
DEFENSIVE = (SAVE, RED, YELLOW)


@pytest.fixture
def start(tmp_path):
    apps = []

    def _start(seats, seed=0, clock=None, speed=1.0):
        app = make_app(tmp_path)
        app.settings.autoplay_forced_moves = False  # every decision waits for a press
        app.settings.animation_speed = speed
        apps.append(app)
        scene = JukemSoccerScene(GameSetup("jukem_soccer", seed, seats, clock, {}), sync_bots=True)
        return open_scene(app, scene), scene

    yield _start
    for app in apps:
        app.close()


KEYS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "enter": pygame.K_RETURN, "back": pygame.K_BACKSPACE,
        "skip": pygame.K_END, "a": pygame.K_a, "d": pygame.K_d, "space": pygame.K_SPACE}


def key(d: Driver, name: str, times: int = 1) -> None:
    for _ in range(times):
        d.key(KEYS[name])


def hold(d: Driver, code: int, down: bool) -> None:
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))
    d.frames(30)  # the hand turns over in a few frames (held half a second: a hold, not a tap that stays up)



def wait_decision(d: Driver, scene: JukemSoccerScene, seat: int, limit: int = 3000) -> None:
    for _ in range(limit):
        if scene.deciding() == seat:
            d.frames(1)  # the choices are built on the next update
            return
        d.frames(1)
    raise AssertionError(f"seat {seat} never got a decision; {scene.match.full_state()}")


def first_mover(seed: int) -> int:
    return new_game(seed).current_player


def seed_where(pred, limit: int = 400) -> int:  # noqa: ANN001 - a predicate on the first state
    for seed in range(limit):
        if pred(new_game(seed)):
            return seed
    raise AssertionError("no such seed")



def real_face_keys(scene: JukemSoccerScene) -> set:
    return {face_for(f).key for f in scene.deck.face}


def assert_hand_hidden(scene: JukemSoccerScene, seat: int) -> None:
    """A hand the screen may not see: backs only, and no sprite carries a real face at all."""
    real = real_face_keys(scene)
    for c in scene.hands[seat].cards:
        assert c.face is HIDDEN and c.face.key not in real and c.data is None, c
        assert not c.showing_face


# -- computer against computer ----------------------------------------------------

def test_cpu_game_plays_a_half_with_sprites_following_the_view(start):
    d, scene = start((SeatSpec("cpu", "easy"), SeatSpec("cpu", "normal")), seed=2, speed=10.0)
    checked, last = 0, -1
    for _ in range(4000):
        d.frames(1, 0.1)
        if not scene.animating and not scene._snap_due and scene.seat_view.ply != last:
            last = scene.seat_view.ply
            assert_view_matches(scene)
            checked += 1
        if "half_time" in scene.screens_seen and scene.match.full_state().half == 2 and not scene.animating:
            break
    assert "half_time" in scene.screens_seen, "the half-time screen was never shown"
    assert scene.match.full_state().half == 2
    assert checked >= 20
    assert {"coin", "deal"} <= scene.screens_seen
    assert "reveal" in scene.screens_seen or "penalty" in scene.screens_seen
    # the match replays exactly: its record rebuilds the engine state
    st = new_game(2)
    for note in scene.match.actions:
        st = st.apply(note)
    assert st == scene.match.full_state()
    # the log is in words, one entry a move, never a notation with a hidden face
    assert len(scene.seat_view.moves) == len(scene.match.actions) == scene.seat_view.ply
    assert all("SUB:" not in line and "@" not in line for line in scene.seat_view.moves)
    # every card is on the table once
    assert sum(len(z.cards) for z in scene.zones) == 56


def test_skip_lands_every_animation_exactly_on_the_state(start):
    d, scene = start((CPU, SeatSpec("cpu", "normal")), seed=5)
    assert scene.animating  # the coin toss and the deal
    key(d, "skip")
    assert not scene.animating and not scene.coin.visible and not scene.banners.visible
    assert_view_matches(scene)
    for _ in range(12):  # skip every move the computers make, right after it starts
        n = scene.seat_view.ply
        for _ in range(400):
            d.frames(1, 0.1)
            if scene.seat_view.ply > n:
                break
        assert scene.animating
        key(d, "skip")
        assert not scene.animating
        assert_view_matches(scene)
    assert not scene.reveal.visible or scene.reveal.verdict
    from scenes.play.base import GameScene

    assert type(scene).skip is GameScene.skip  # one skip, every game's: the table snaps in after_skip


# -- one human against the computer -------------------------------------------------

def human_start(start, pred=lambda st: True):  # noqa: ANN001, ANN201
    """A game where Blue (the human) moves first and the first state satisfies `pred`."""
    seed = seed_where(lambda st: st.current_player == 0 and pred(st))
    d, scene = start((HUMAN, CPU), seed=seed)
    key(d, "skip")
    wait_decision(d, scene, 0)
    return d, scene


def test_keyboard_alone_plays_a_legal_card(start):
    d, scene = human_start(start)
    legal = {str(a) for a in scene.match.full_state().legal_actions()}
    assert set(scene.seat_view.legal) == legal
    assert scene.focused_choice is not None and scene.focused_choice.enabled  # opens on a playable card
    # the focus walks along the hand and stops at its ends
    key(d, "left", 7)
    assert scene.focus == 0
    key(d, "right", 9)
    assert scene.focus == len(scene.choices) - 1
    key(d, "left", 9)
    while not scene.focused_choice.enabled:
        key(d, "right")
    expected = str(scene.focused_choice.action)
    assert expected in legal
    key(d, "enter")
    assert scene.match.actions == (expected,)
    # the engine has the card where the rules put it
    st = scene.match.full_state()
    ev = next(e for e in st.events if e.kind in ("play", "shot"))
    assert ev["face"] == expected.split("+")[-1]
    assert ev["card"] not in st.hands[0]
    assert ev["card"] in st.poss[0] + st.goals[0] or st.pending == ev["card"] or ev["card"] in st.discard
    settle(d, scene)
    assert_view_matches(scene)


def test_mouse_alone_hovers_and_clicks_a_legal_card(start):
    d, scene = human_start(start)
    hand = scene.hands[0]
    target = next(c for c in scene.choices if c.sprite is not None and c.enabled)
    sp = target.sprite
    x, y = sp.draw_pos
    d.move((x, y + 30))
    assert scene.focused_choice is target  # hover focuses
    x, y = sp.draw_pos
    d.click((x, y + 30))
    assert scene.match.actions == (str(target.action),)
    assert sp not in hand.cards or scene.animating
    settle(d, scene)
    assert_view_matches(scene)


def holds_unplayable(st) -> bool:  # noqa: ANN001
    t = st.table
    return any(t.kind[c] in DEFENSIVE for c in st.hands[0]) and any(
        t.kind[c] not in DEFENSIVE and t.kind[c] != SHOT and t.kind[c] != 3 for c in st.hands[0])


def test_an_illegal_card_cannot_be_played_and_says_why(start):
    d, scene = human_start(start, holds_unplayable)
    bad = next(n for n, c in enumerate(scene.choices) if c.sprite is not None and not c.enabled)
    choice = scene.choices[bad]
    assert choice.sprite.dim  # greyed out
    kind = card_name(choice.label)
    while scene.focus != bad:
        key(d, "right" if scene.focus < bad else "left")
    assert scene.focused_choice is choice
    assert choice.info in {"Defensive cards are played on the opponent's turn",
                           "JUKEM must go with a PASS, HEADER, FLOP or SHOT"} or choice.info.startswith("SHOT needs")
    status = " ".join(line for line, *_ in scene.status_lines(0, scene.palette))
    assert choice.info in status  # the focus shows the reason
    assert scene.confirm_verb(0) == ""  # the prompt bar offers no "Play" for a greyed-out card
    key(d, "enter")
    assert scene.match.actions == ()
    assert scene.message != choice.info  # said once, where it already is: not again as a message
    # clicking it does not play it either
    x, y = choice.sprite.draw_pos
    d.click((x, y + 30))
    assert scene.match.actions == ()
    assert kind


def test_jukem_then_back_cancels_the_half_made_choice(start):
    d, scene = human_start(start, lambda st: any(st.table.kind[c] == 3 for c in st.hands[0])
                           and any(st.table.kind[c] in (0, 1, 2) for c in st.hands[0]))

    def focus_jukem() -> None:
        jukem = next(n for n, c in enumerate(scene.choices) if c.label == "JUKEM")
        while scene.focus != jukem:
            key(d, "right" if scene.focus < jukem else "left")

    focus_jukem()
    key(d, "enter")
    assert [s.key for s in scene.path] == ["JUKEM"]
    assert all(c.action is None or c.action.jukem for c in scene.choices)  # only JUKEM+ plays now
    assert scene.focused_choice.enabled and scene.focused_choice.sprite is not None
    assert any(c.chosen and c.label == "JUKEM" for c in scene.choices)  # tagged "JUKEM +"
    key(d, "back")  # BACK cancels the half-made choice
    assert scene.path == () and scene.match.actions == ()
    assert any(c.action is not None and not c.action.jukem for c in scene.choices)
    focus_jukem()
    key(d, "enter")
    expected = str(scene.focused_choice.action)
    key(d, "enter")
    assert scene.match.actions == (expected,) and expected.startswith("JUKEM+")


def no_answer_in_hand(st) -> bool:  # noqa: ANN001
    t = st.table
    return st.current_player == 1 and not any(t.kind[c] in (RED, YELLOW) for c in st.hands[0])


def test_answer_prompt_waits_for_the_press_even_with_nothing_to_answer_with(start):
    seed = seed_where(no_answer_in_hand)
    d, scene = start((HUMAN, CPU), seed=seed)
    d.app.settings.autoplay_forced_moves = True  # even with forced moves played for you, this one waits
    key(d, "skip")
    for _ in range(3000):  # the computer kicks off; Blue answers (or the computer's turn ends)
        d.frames(1)
        if scene.deciding() == 0:
            break
    d.frames(1)
    st = scene.match.full_state()
    assert st.phase_name == "answer", st
    assert [str(a) for a in st.legal_actions()] == ["NO"]  # nothing to answer with...
    assert scene.seat_view.legal == ("NO",)
    assert scene.focused_choice.key == "no" and scene.focused_choice.label == "No answer"  # ...still asked
    assert "Answer?" in " ".join(line for line, *_ in scene.status_lines(0, scene.palette))
    n = len(scene.match.actions)
    d.frames(300, 0.05)  # 15 seconds: never played for the human
    assert len(scene.match.actions) == n and scene.deciding() == 0
    key(d, "enter")
    assert scene.match.actions[-1] == "NO"


def test_the_computers_cards_never_reach_the_screen(start):
    d, scene = start((HUMAN, CPU), seed=3)
    real = real_face_keys(scene)
    for _ in range(900):
        d.frames(1, 0.05)
        assert_hand_hidden(scene, 1)
        for c in scene.cards:  # a card the human may not identify has no face at all
            if c.data is None:
                assert c.face is HIDDEN and c.face.key not in real
        st = scene.match.full_state()
        if st.phase_name == "save" and st.to_move == 0 and not scene.animating:
            spot = scene.spot.cards
            assert spot and spot[0].face is HIDDEN  # the computer's SHOT lies face down, faceless
        if scene.deciding() == 0:
            legal = scene.seat_view.legal
            assert scene.submit(legal[(scene.seat_view.ply * 5) % len(legal)])
    assert len(scene.match.actions) > 20
    # the human's own hand is face up
    settle(d, scene)
    assert all(c.face_up and c.face.key in real for c in scene.hands[0].cards)


def test_waiting_for_the_computer_gives_a_polite_hint(start):
    seed = seed_where(lambda st: st.current_player == 1)
    d, scene = start((HUMAN, CPU), seed=seed)
    key(d, "enter")
    assert scene.match.actions == ()
    key(d, "skip")
    key(d, "right")
    assert "computer" in scene.message.lower() and "wait" in scene.message.lower()


# -- two humans on one screen ----------------------------------------------------------

def test_two_humans_privacy_peek_and_the_hand_off_curtain(start):
    seed = seed_where(lambda st: st.current_player == 1)
    d, scene = start((HUMAN, HUMAN), seed=seed)
    app = d.app
    assert app.input.seats == ["kb1", "kb2"]
    for seat in (0, 1):  # while dealing, nobody's cards are on screen
        assert_hand_hidden(scene, seat)
    key(d, "skip")
    d.frames(2)
    assert d.top.name == "handoff" and d.top.seat == 1
    key(d, "enter")  # Blue's keyboard cannot lift Red's curtain
    assert d.top.name == "handoff"
    key(d, "space")  # Red's can
    assert d.top is scene and scene.screen_seat == 1
    d.frames(12)
    # privacy: both hands face down, Blue's has no faces at all
    assert_hand_hidden(scene, 0)
    assert not any(c.showing_face for c in scene.hands[1].cards)
    assert scene._peek_wanted() == 1
    hold(d, pygame.K_RSHIFT, True)  # Blue holding PEEK shows nothing
    assert not any(c.showing_face for c in scene.hands[1].cards)
    hold(d, pygame.K_RSHIFT, False)
    hold(d, pygame.K_LSHIFT, True)  # Red holds PEEK on Red's keyboard
    assert all(c.showing_face for c in scene.hands[1].cards)
    assert_hand_hidden(scene, 0)
    # Red plays a card with Red's keys while peeking
    wait_decision(d, scene, 1)
    while not scene.focused_choice.enabled:
        key(d, "d")
    expected = str(scene.focused_choice.action)
    key(d, "space")
    assert scene.match.actions == (expected,)
    hold(d, pygame.K_LSHIFT, False)
    key(d, "skip")
    d.frames(2)
    # the decision passes to Blue: an answer is handed over without the curtain (privacy on, no hand face up),
    # Blue's own turn (after a JUKEM play) behind it
    assert scene.match.full_state().current_player == 0 and scene.seat_view.to_move == 0
    if scene.seat_view.turn == 1:
        assert d.top is scene and scene.screen_seat == 0 and scene.handovers == 1
    else:
        assert d.top.name == "handoff" and d.top.seat == 0
        key(d, "space")
        assert d.top.name == "handoff"
        key(d, "enter")
    assert d.top is scene and scene.screen_seat == 0
    d.frames(12)
    assert_hand_hidden(scene, 1)
    assert not any(c.showing_face for c in scene.hands[0].cards)
    assert scene.deciding() == 0
    if scene.phase == "answer":  # the prompt is there whatever Blue holds
        assert any(c.key == "no" for c in scene.choices)


def left(scene: JukemSoccerScene, seat: int) -> float:
    """A seat's time left as the table's clock face shows it (the screen's view of the clock)."""
    clock = scene.seat_view.clock
    assert clock is not None
    return clock.left[seat]


def test_clock_runs_only_for_the_deciding_seat_and_never_during_animations(start):
    seed = seed_where(lambda st: st.current_player == 0)
    d, scene = start((HUMAN, CPU), seed=seed, clock="5+0")
    d.frames(60)  # the coin toss and the deal
    assert scene.animating
    assert left(scene, 0) == pytest.approx(300.0) and left(scene, 1) == pytest.approx(300.0)
    key(d, "skip")
    wait_decision(d, scene, 0)
    d.frames(120)  # two seconds of Blue thinking
    assert left(scene, 0) < 299.0 and left(scene, 1) == pytest.approx(300.0)
    while not scene.focused_choice.enabled:
        key(d, "right")
    key(d, "enter")
    was = left(scene, 0)
    d.frames(20)
    assert scene.animating and left(scene, 0) == pytest.approx(was)


def test_end_reasons_in_words(start):
    """A finished position's status line says why it ended, in the engine's words from the view."""
    d, scene = start((CPU, CPU), seed=1)
    st = scene.match.full_state()
    from dataclasses import replace

    for over, words in ((dict(winner=1, reason="golden_goal", score=(3, 4)), "Golden goal by Red"),
                        (dict(winner=0, reason="goals", score=(2, 1)), "Blue wins 2-1"),
                        (dict(winner=None, result="draw", reason="draw", score=(2, 2)),
                         "Draw after 3 golden-goal deals")):
        place(scene, replace(st, **{"phase": 3, "result": "win", **over}))
        assert scene.seat_view.to_move is None
        assert scene.status_lines(None, scene.palette)[0][0] == words
