"""The Jukem Football scene end to end, headless, through the real event queue.

Computer players think synchronously (sync_bots=True) so every run is the
same; time is simulated by the driver's frames, never read from a clock.
Hand-made positions (the RULINGS format) put a human before the choice a
test is about.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame
import pytest

from core import theme
from match.setup import GameSetup, SeatSpec
from engines.common.views import common_view
from engines.jukem_football import INFO, State, new_game, words
from match.keeper import NoRecords
from match.seen import observe
from scenes.cards.curtain import HandoffCurtain
from scenes.cards.table import HIDDEN
from scenes.jukem_football.scene import JukemFootballScene
from sprites.jukem_football.faces import face_for
from sprites.jukem_football.table import marker_words
from tests.support.cards import assert_view_matches
from tests.support.cards import settle as settle_table
from tests.support.driver import Driver, make_app, open_scene
from tests.support.positions import place

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")
FILLER = ["RUN5", "RUN10", "CATCH10", "FIELDGOAL", "RUN20", "CATCH15", "RUN5", "PASS5-20"]

settle = partial(settle_table, limit=3000)  # this game's longest animation, in frames


@pytest.fixture
def start(tmp_path):
    apps = []

    def _start(seats, seed=0, speed=1.0, options=None):  # noqa: ANN001, ANN202
        app = make_app(tmp_path)
        app.settings.autoplay_forced_moves = False  # every decision waits for a press
        app.settings.animation_speed = speed
        apps.append(app)
        scene = JukemFootballScene(GameSetup("jukem_football", seed, seats, None, options or {}), sync_bots=True)
        return open_scene(app, scene), scene

    yield _start
    for app in apps:
        app.close()


def key(d: Driver, code: int, times: int = 1) -> None:
    for _ in range(times):
        d.key(code)




def at_position(d: Driver, scene: JukemFootballScene, **position: Any) -> None:
    """Put the table at a hand-made position (RULINGS format) and wait for the decision."""
    base: dict[str, Any] = {"to_move": 0, "hands": [[], []], "draw": list(FILLER), "discard": ["RUN25"],
                            "drives": [[], []], "scores": [0, 0], "phase": "play"}
    base.update(position)
    place(scene, State.from_json(base))
    d.frames(3)


def state(scene: JukemFootballScene) -> State:
    """The whole position (the test's to read; the scene draws its seat's view only)."""
    return scene.match.full_state()


def actions(scene: JukemFootballScene) -> list[str]:
    """The moves played so far, as notation."""
    return list(scene.match.actions)


def focus_on(d: Driver, scene: JukemFootballScene, label: str) -> None:
    target = next(n for n, c in enumerate(scene.choices) if c.label == label)
    for _ in range(20):
        if scene.focus == target:
            return
        key(d, pygame.K_RIGHT if scene.focus < target else pygame.K_LEFT)
    raise AssertionError(f"cannot focus {label}: {[c.label for c in scene.choices]}")


def choice(scene: JukemFootballScene, label: str) -> Any:
    return next(c for c in scene.choices if c.label == label)


# -- computer against computer ---------------------------------------------------------

def test_cpu_game_plays_to_the_end_with_sprites_following_the_view(start):
    d, scene = start((SeatSpec("cpu", "easy"), SeatSpec("cpu", "normal")), seed=4, speed=10.0)
    checked, last = 0, -1
    for _ in range(30000):
        d.frames(1, 0.1)
        if not scene.animating and not scene._snap_due and scene.seat_view.ply != last:
            last = scene.seat_view.ply
            assert_view_matches(scene)
            for s in (0, 1):  # the marker stands where the drive is
                assert scene.markers[s].yards == state(scene).drive_yards(s)
            checked += 1
        if scene.finished and not scene.animating:
            break
    assert scene.finished and state(scene).is_terminal
    assert checked >= 30
    assert {"coin", "deal", "kickoff", "half_time", "full_time"} <= scene.screens_seen
    # every score had its own celebration
    kinds = {e.kind for st in scene.match.history() for e in st.events}
    assert ("touchdown" in kinds) == ("touchdown" in scene.screens_seen)
    assert ("field_goal" in kinds) == ("field_goal" in scene.screens_seen)
    assert kinds & {"touchdown", "field_goal"}, "choose a seed with a score"
    # the scene replays exactly, and every card is on the table once
    st = new_game(4)
    for note in actions(scene):
        st = st.apply(note)
    assert st == state(scene)
    assert sum(len(z.cards) for z in scene.zones) == 56
    assert len(scene.seat_view.moves) == len(actions(scene))
    assert all("DISCARD:" not in line and "PASS15-35" not in line for line in scene.seat_view.moves)  # words


def test_skip_lands_every_animation_exactly_on_the_state(start):
    d, scene = start((CPU, SeatSpec("cpu", "normal")), seed=5)
    assert scene.animating  # the coin toss and the deal
    key(d, pygame.K_END)
    assert not scene.animating and not scene.coin.visible and not scene.banners.visible
    assert_view_matches(scene)
    for _ in range(15):
        n = scene.seat_view.ply
        for _ in range(400):
            d.frames(1, 0.1)
            if scene.seat_view.ply > n:
                break
        assert scene.animating
        key(d, pygame.K_END)
        assert not scene.animating and not scene.kick.visible
        assert_view_matches(scene)


def test_practice_deck_from_the_options_has_54_cards(start):
    d, scene = start((CPU, CPU), seed=1, options={"practice": True})
    key(d, pygame.K_END)
    assert scene.card_count() == 54 and sum(len(z.cards) for z in scene.zones) == 54
    assert_view_matches(scene)


# -- one human against the computer ------------------------------------------------------

def test_keyboard_alone_plays_a_run_with_pancake_block(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["RUN15", "PANCAKE", "PASS15-35", "CATCH25", "CATCH50"], ["RUN5"]],
                drives=[[["RUN20"]], []])
    assert scene.deciding() == 0
    focus_on(d, scene, "RUN15")
    key(d, pygame.K_RETURN)
    assert [s.key for s in scene.path] == ["RUN15"]
    assert choice(scene, "PANCAKE").enabled and choice(scene, "Play").enabled  # add it, or play as it is
    assert not choice(scene, "CATCH25").enabled
    focus_on(d, scene, "PANCAKE")
    assert "+25" in scene.focused_choice.info and "to the 45" in scene.focused_choice.info
    key(d, pygame.K_RETURN)
    assert actions(scene) == ["RUN15+PANCAKE"]  # nothing longer to choose: played at once
    settle(d, scene)
    assert scene.markers[0].yards == 45 and state(scene).phase == "defence" and scene.phase == "defence"
    assert_view_matches(scene)


def test_a_pass_then_only_the_catches_in_its_range(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["PASS15-35", "CATCH25", "CATCH50", "CATCH10", "JUKEM"], ["RUN5"]])
    jukem = choice(scene, "JUKEM")
    assert not jukem.enabled and "choose the play first" in jukem.info
    focus_on(d, scene, "PASS15-35")
    key(d, pygame.K_RETURN)
    far, short, fits = choice(scene, "CATCH50"), choice(scene, "CATCH10"), choice(scene, "CATCH25")
    assert not far.enabled and "outside the PASS's range (15-35 yards)" in far.info
    assert not short.enabled and fits.enabled
    assert not any(c.label == "Play" for c in scene.choices)  # a PASS alone is no play
    key(d, pygame.K_RETURN)  # nothing happens on a greyed card...
    focus_on(d, scene, "CATCH25")
    key(d, pygame.K_RETURN)
    assert actions(scene) == []  # ...and JUKEM may still double the completed pass
    focus_on(d, scene, "JUKEM")
    assert "+50" in scene.focused_choice.info
    focus_on(d, scene, "Play")
    key(d, pygame.K_RETURN)
    assert actions(scene) == ["PASS15-35+CATCH25"]


def test_fill_hand_draws_until_five_then_waits(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, phase="draw", hands=[["RUN5", "RUN10"], ["RUN5"]])
    fill = choice(scene, "Fill hand (3)")
    assert fill.rect is not None
    d.click(fill.rect.center)
    settle(d, scene)
    for _ in range(200):
        d.frames(1)
        if len(actions(scene)) == 3 and not scene.animating:
            break
    assert actions(scene) == ["DRAW", "DRAW", "DRAW"] and len(state(scene).hands[0]) == 5
    assert state(scene).phase == "play" and scene.filling is None  # the play is the player's own
    assert not scene.message, "no draw was refused on the way"
    assert_view_matches(scene)


def test_mouse_click_on_the_discard_pile_takes_its_top_card(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, phase="draw", hands=[["RUN5", "RUN10", "RUN15", "CATCH5"], ["RUN5"]],
                discard=["PANCAKE", "RUN30"])
    assert choice(scene, "Take PANCAKE BLOCK!").enabled and choice(scene, "Draw").enabled
    d.click(scene.layout.rect("discard").center)
    assert actions(scene) == ["TAKE"]
    settle(d, scene)
    assert state(scene).took and len(state(scene).hands[0]) == 5
    assert_view_matches(scene)


def test_a_field_goal_too_far_out_says_why(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["FIELDGOAL", "RUN5", "KICKRETURN"], ["RUN5"]], drives=[[["RUN30"], ["RUN20"]], []])
    fg, kr = choice(scene, "FIELDGOAL"), choice(scene, "KICKRETURN")
    assert not fg.enabled and fg.info == "A FIELD GOAL needs a drive of 70 yards: yours has 50"
    assert not kr.enabled and kr.info == "A KICK RETURN only starts a drive"
    focus_on(d, scene, "FIELDGOAL")
    assert scene.confirm_verb(0) == ""
    key(d, pygame.K_RETURN)
    assert actions(scene) == []


def test_the_answer_waits_for_the_press_even_with_nothing_to_answer_with(start):
    d, scene = start((HUMAN, CPU))
    d.app.settings.autoplay_forced_moves = True  # even with forced moves played for you, this one waits
    at_position(d, scene, to_move=1, phase="defence", hands=[["RUN5", "CATCH10"], ["RUN5"]],
                drives=[[], [["RUN15"]]])
    assert [str(a) for a in state(scene).legal_actions()] == ["NO"] and scene.seat_view.legal == ("NO",)
    assert scene.deciding() == 0 and scene.focused_choice.label == "No answer"
    status = " ".join(line for line, *_ in scene.status_lines(0, scene.palette))
    assert "Answer?" in status and "RUN 15" in status
    d.frames(300, 0.05)  # 15 seconds: never played for the human
    assert actions(scene) == [] and scene.seat_view.forced is None
    key(d, pygame.K_RETURN)
    assert actions(scene) == ["NO"]


def test_a_red_card_sweeps_the_whole_drive_aside(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, to_move=1, phase="defence", hands=[["FUMBLE", "SACK"], ["RUN5"]],
                drives=[[], [["RUN15"], ["PASS15-35", "CATCH30"]]])
    red, yellow = choice(scene, "FUMBLE"), choice(scene, "SACK")
    assert "whole drive (45 yards)" in red.info and "(-30 yards)" in yellow.info
    focus_on(d, scene, "FUMBLE")
    key(d, pygame.K_RETURN)
    assert actions(scene) == ["FUMBLE"]
    d.frames(40, 0.05)
    assert "defence" in scene.screens_seen
    settle(d, scene)
    assert state(scene).drives[1] == () and scene.markers[1].yards == 0
    # on top of the cards the position left out of play: the drive, then the red card that removed it
    assert [c.face.key for c in scene.aside.cards[-4:]] == [face_for(f).key for f in
                                                            ("RUN15", "PASS15-35", "CATCH30", "FUMBLE")]
    assert_view_matches(scene)


def test_the_computers_cards_never_reach_the_screen(start):
    d, scene = start((HUMAN, SeatSpec("cpu", "normal")), seed=3)
    real = {face_for(f).key for f in scene.deck.face}
    for _ in range(600):
        d.frames(1, 0.05)
        for c in scene.hands[1].cards:
            if c.moving:
                continue  # a card taken from the face-up discard pile is seen on its way
            assert c.face is HIDDEN and c.face.key not in real and c.data is None
        if scene.deciding() == 0:
            scene.submit(scene.seat_view.legal[0])


def test_markers_say_where_the_drive_stands() -> None:
    assert marker_words(75) == "at the 75, 25 to go - FG range"
    assert marker_words(40) == "at the 40, 60 to go"
    assert marker_words(0) == "New drive: 100 to go"


# -- two people on one screen ----------------------------------------------------------------

def test_two_humans_never_see_each_others_hands(start):
    d, scene = start((HUMAN, HUMAN), seed=2)
    key(d, pygame.K_END)
    d.frames(5)
    for seat in (0, 1):
        for c in scene.hands[seat].cards:
            assert not c.face_up  # privacy: face down until the curtain lifts and PEEK is held
    assert scene._curtain is not None  # the hand-off curtain covers the table for the first decider


def hold(d: Driver, code: int) -> None:
    """A key pressed and kept down (PEEK acts while it is held)."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    d.frames(1)


def let_go(d: Driver, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    d.frames(1)


def test_two_keyboard_halves_only_the_deciding_seats_own_peek_key_shows_its_hand(start):
    """Hot seat, privacy on: Blue decides; Red's peek key (the WASD half's left shift) turns nothing face up
    and the status panel names no card of Blue's hand; Blue's own (the arrows' right shift) does, while held."""
    d, scene = start((HUMAN, HUMAN))
    inp = d.app.input
    assert (inp.seats[0], inp.seats[1]) == ("kb1", "kb2") and d.app.settings.privacy_mode
    hand = ["RUN15", "PANCAKE", "PASS15-35", "CATCH25", "FIELDGOAL"]
    at_position(d, scene, hands=[hand, ["RUN5", "SACK"]])
    assert isinstance(d.top, HandoffCurtain) and d.top.seat == 0
    key(d, pygame.K_SPACE)  # Red's CONFIRM does not lift Blue's curtain
    assert isinstance(d.top, HandoffCurtain)
    key(d, pygame.K_RETURN)
    d.frames(10)
    assert d.top is scene and scene.screen_seat == 0 and scene.deciding() == 0
    cards = scene.hands[0].cards
    names = [scene.card_title(f) for f in hand]

    def panel_words() -> str:
        return " ".join(words for words, *_ in scene.status_lines(scene.deciding(), scene.palette))

    def named() -> list[str]:
        return [n for n in names if n in panel_words()]

    assert len(cards) == 5 and not any(c.face_up for c in cards) and named() == []
    hold(d, pygame.K_LSHIFT)  # Red's peek key
    d.frames(30)
    assert not any(c.face_up for c in cards), "the other seat's PEEK turned the deciding hand face up"
    assert named() == [], f"the status panel names {named()} while the hand is face down"
    assert scene.confirm_verb(0) == "Play" and scene.focused_choice.sprite is cards[0]
    let_go(d, pygame.K_LSHIFT)
    hold(d, pygame.K_RSHIFT)  # Blue's own
    d.frames(30)
    assert all(c.face_up for c in cards) and "RUN 15" in named()  # the focused card, by name
    let_go(d, pygame.K_RSHIFT)
    d.frames(30)
    assert not any(c.face_up for c in cards) and named() == []
    assert actions(scene) == []


def test_stopping_in_the_last_turn_is_shown_also_in_a_tournament_game(start):
    """The engine's "end" event (a player stops) has its own handler: once `on_end` was GameScene's tournament
    callback, which the dispatcher used to call with the event (a crash), or find None (no shout)."""
    d, scene = start((HUMAN, CPU))
    ended = []
    scene.join_tournament(NoRecords(), ended.append, lambda s: None)
    at_position(d, scene, hands=[["RUN5", "RUN10"], ["RUN5"]], draw=[])
    assert "END" in scene.seat_view.legal and scene.last_turn
    focus_on(d, scene, "End the half")
    key(d, pygame.K_RETURN)
    assert actions(scene) == ["END"]
    d.frames(3)
    assert [s.words for s in scene.shouts] == ["Stop"]
    assert ended == [] and not scene.finished  # the second half is dealt
    settle(d, scene)
    assert_view_matches(scene)


def test_undo_takes_back_a_take_and_lays_the_table_back(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, phase="draw", hands=[["RUN5", "RUN10", "RUN15", "CATCH5"], ["RUN5"]],
                discard=["PANCAKE", "RUN30"])
    d.click(scene.layout.rect("discard").center)
    settle(d, scene)
    assert actions(scene) == ["TAKE"] and scene.phase == "play"
    assert scene.match.undo(0) is None  # the card lay face up: nothing was learned
    d.frames(2)
    assert actions(scene) == [] and scene.seat_view.ply == 0 and scene.phase == "draw"
    assert scene.discard.cards[-1].face.key == face_for("PANCAKE").key
    assert_view_matches(scene)


def test_while_filling_the_hand_only_the_sources_are_choices(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, phase="draw", hands=[["RUN5", "RUN10", "RUN15"], ["RUN5"]])
    assert [c.label for c in scene.choices] == ["Draw", "Take RUN 25", "Fill hand (2)"]
    assert scene.focused_choice.label == "Draw"
    assert not any(c.dim for c in scene.hands[0].cards)  # the hand is not greyed out: it is just not asked yet
    key(d, pygame.K_RIGHT, 5)
    assert scene.focused_choice.label == "Fill hand (2)"


def test_the_mouse_alone_pauses_from_the_prompt_bar(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["RUN15", "RUN5"], ["RUN5"]])
    d.frames(2)
    hits = dict((a.name, r) for a, r in scene.prompt_hits)
    assert "MENU" in hits
    d.click(hits["MENU"].center)
    d.frames(2)
    assert d.top is not scene and "pause" in type(d.top).__name__.lower()
    assert actions(scene) == []


# -- the log's words come from the engine ------------------------------------------------------

@pytest.mark.parametrize("seats, viewer", [((CPU, HUMAN), 1), ((HUMAN, CPU), 0), ((HUMAN, HUMAN), None),
                                           ((CPU, CPU), None)])
def test_the_log_is_worded_from_what_its_readers_see(start, monkeypatch, seats, viewer):
    """The log on the table is the engine's words made from the screen's viewer's side only: the one human
    against the computer, both seats' common view when two people share the screen before it is anyone's,
    and when computers play each other."""
    d, scene = start(seats, seed=6)
    calls = []
    real = words.describe
    monkeypatch.setattr(words, "describe", lambda *args: calls.append(args) or real(*args))
    match = scene.match
    for _ in range(13):  # a few moves in: the opponent's draws are in the events, masked
        match.shown(match.ply)  # as if the table had shown each move
        assert match.submit(match.to_move, match.legal()[-1]) is None
    match.shown(match.ply)
    d.frames(1)
    assert scene.viewer == viewer and scene.seat_view.ply == 13

    def seen(st: State) -> dict[str, Any]:
        return st.observation(viewer) if viewer is not None else common_view(st.observation(0), st.observation(1))

    history = match.history()
    assert calls == [(seen(old), seen(new)["events"], old.current_player, scene.names)
                     for old, new in zip(history, history[1:])]
    assert all(before["player"] == viewer for before, *_ in calls)
    assert list(scene.log) == [real(*args) for args in calls] and len(scene.log) == 13


def test_the_players_names_are_in_the_words_once(start):
    seats = (SeatSpec("cpu", "easy", None, "Red"), SeatSpec("cpu", "easy", None, "Ann"))
    d, scene = start(seats)
    s = State.from_json({"to_move": 0, "hands": [["RUN10"], []], "draw": [], "discard": [], "drives": [[], []],
                         "scores": [3, 0], "phase": "play", "half": 2, "dealer": 0}).apply("RUN10")
    place(scene, s)
    assert scene.match.submit(1, "NO") is None
    d.frames(1)
    assert scene.log[-1] == "Ann lets it stand\nRed has no play left\nFull time: Red 3-0 Ann"
    # the player called Red sits in Blue's seat: the names are put in once, never the colours renamed again
    assert INFO.words.result(observe(state(scene), None), theme.SEAT_NAMES) == "Blue wins 3-0"
    assert scene.finished and scene.result_text == "Red wins 3-0"
    assert scene.status_lines(None, scene.palette)[0][0] == "Red wins 3-0"


def test_a_confirm_during_the_draw_is_kept_for_the_next_draw(start):
    """Issue 21: confirm pressed while the card drawn still flies used to be dropped (or skip the flight);
    it is kept, one press, and draws again once the table takes input."""
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, phase="draw", hands=[["RUN5", "RUN10"], ["RUN5"]])
    focus_on(d, scene, "Draw")
    key(d, pygame.K_RETURN)
    assert actions(scene) == ["DRAW"] and scene.animating
    key(d, pygame.K_RETURN)  # while it flies
    key(d, pygame.K_RETURN)  # a second press is not a third draw
    assert scene.animating and actions(scene) == ["DRAW"]
    settle(d, scene)
    d.frames(3)
    assert actions(scene) == ["DRAW", "DRAW"]
    settle(d, scene)
    d.frames(30)
    assert actions(scene) == ["DRAW", "DRAW"]


def test_a_confirm_kept_during_the_draw_is_dropped_when_the_hand_is_full(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, phase="draw", hands=[["RUN5", "RUN10", "RUN15", "CATCH5"], ["RUN5"]])
    focus_on(d, scene, "Draw")
    key(d, pygame.K_RETURN)
    key(d, pygame.K_RETURN)  # kept while the fifth card flies...
    settle(d, scene)
    d.frames(30)
    assert actions(scene) == ["DRAW"]  # ...and dropped: no more draws, no card played
    assert state(scene).phase == "play" and scene.buffered is None


def test_the_prompt_says_discard_when_the_focused_card_would_be_discarded(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["JUKEM", "CATCH25", "CATCH50", "FIELDGOAL", "CATCH10"], ["RUN5"]])
    focus_on(d, scene, "JUKEM")
    assert scene.confirm_verb(0) == "Discard"
    assert "(JUKEM doubles" in scene.focused_choice.info
    focus_on(d, scene, "CATCH25")
    assert scene.confirm_verb(0) == "Discard"
