"""The Penguin Soccer table is a view of a Match (issue 20, "One match, many views"): it draws its seat's
`SeatView` and never reads the Match's full state; it animates a move from the view before it to the view
after it (a replay's or a guide's views too); its move list is the view's words; the only move is focused
whoever shares the screen."""

from __future__ import annotations

import pygame
import pytest

from engines.penguin_soccer import new_game
from match.match import Match
from match.review import Review
from match.setup import GameSetup, SeatSpec
from match.view import NOTICE_S
from scenes.penguin_soccer.hud import split_move
from scenes.penguin_soccer.scene import STAGE_MOVE, PenguinSoccerScene
from tests.scenes.penguin_soccer.support import CPU, HUMAN, key, play, played, position, seed_where, settle
from tests.scenes.penguin_soccer.test_scene import assert_view_matches, replay_until
from tests.support.driver import FRAME_S
from tests.support.positions import place

SPECTATOR = SeatSpec("spectator")
#: Seed 22: after these two moves Blue has one legal move, M^ (its Mama stands up).
SEED, BEFORE, ONLY = 22, ("M>E/SE", "P>SW/S"), "M^"


def test_the_table_never_reads_the_matchs_full_state(start, monkeypatch):
    """A whole game between computers, drawn frame by frame, and a person's turns by keys, with the Match's
    full_state() and history() (and so the base's transitional `state`) refusing to answer."""
    def refuse(self):  # noqa: ANN001, ANN202
        raise AssertionError("a table draws its SeatView, never the Match's full state")

    d, scene = start((SeatSpec("cpu", "easy"), SeatSpec("cpu", "easy")), seed=5)
    monkeypatch.setattr(Match, "full_state", refuse)
    monkeypatch.setattr(Match, "history", refuse)
    canvas = pygame.Surface((1920, 1080))
    for _ in range(1200):
        d.frames(1, 0.1)
        scene.draw(canvas)
        if scene.finished and not scene.animating:
            break
    assert len(played(scene)) >= 10
    monkeypatch.undo()

    d, scene = start((HUMAN, CPU), seed=seed_where(0))
    monkeypatch.setattr(Match, "full_state", refuse)
    monkeypatch.setattr(Match, "history", refuse)
    settle(d, scene)
    for _ in range(3):  # pick, move, facing (or the kick's square) with confirm alone, then the computer replies
        for name in ("enter", "enter", "enter"):
            key(d, name)
        for _ in range(300):
            d.frames(1)
            if scene.seat_view.to_move == 0 and not scene.animating:
                break
        scene.draw(canvas)
    assert len(played(scene)) == 6


def test_a_spectators_table_animates_from_the_view_before_to_the_view_after():
    """What the replay viewer and the guides do: each position is a Review's view, each move animated from the
    view shown to the next one, and the pieces land where the next position says (a push into the sea too)."""
    notes = replay_until(3, lambda evs: any(e.kind == "push" and e["sea"] for e in evs))
    states = [new_game(3)]
    for note in notes:
        states.append(states[-1].apply(note))
    setup = GameSetup("penguin_soccer", 3, (SPECTATOR, SPECTATOR))
    scene = PenguinSoccerScene(setup, sync_bots=True)
    assert scene.match is None and scene.seat_view.full is not None  # a game that hides nothing: shown whole
    review = Review(setup, states, notes)
    scene.watch(review, len(notes) - 3)
    for ply in range(len(notes) - 2, len(notes) + 1):
        before = scene.seat_view
        after = review.view(ply, scene.viewer, open_view=scene.wants_open_view)
        scene.present(after, animate=True)
        assert scene.animating and scene.position_of(before).key() == states[ply - 1].key()
        for _ in range(600):
            if not scene.animating:
                break
            scene.tick(1 / 60)
        assert not scene.animating
        assert scene.position.key() == states[ply].key()
        for i in range(6):
            want = None if states[ply].pos[i] < 0 else states[ply].pos[i]
            assert scene.square_of_sprite(i) == want and scene.pieces[i].visible


def test_the_move_list_rows_are_the_views_words_with_the_mover_and_notation_split_off(start):
    """Red starts here, and the names are awkward ("'s" and brackets in them): each row's mover, words and
    notation are still the engine's."""
    from engines.penguin_soccer.words import move_words, notation_of

    names = (SeatSpec("human", name="Bo's (Jr)"), SeatSpec("human", name="Al (2)"))
    d, scene = start(names, seed=seed_where(1))
    settle(d, scene)
    for ply in range(7):
        st = scene.match.full_state()
        acts = [a for a in st.legal_actions() if not st.apply(a).is_terminal]
        play(d, scene, acts[(ply * 5 + 3) % len(acts)])
    history = scene.match.history()
    assert history[0].current_player == 1
    for n in range(7):
        seat = history[n].current_player
        events = [e.to_dict() for e in history[n + 1].events]
        assert scene.move_row(n) == (seat, move_words(events), notation_of(events)), scene.seat_view.moves[n]
        assert seat == (1 if n % 2 == 0 else 0)


@pytest.mark.parametrize("line, name, split", [
    ("Bo's Papa slides SW and turns S (P>SW/S)", "Bo", ("Papa slides SW and turns S", "P>SW/S")),
    ("Al (2)'s Mama kicks NE: goal! (M!NE)", "Al (2)", ("Mama kicks NE: goal!", "M!NE")),
    ("Something else", "Bo", ("Something else", "")),
])
def test_a_move_line_splits_into_its_words_and_notation(line, name, split):
    assert split_move(line, name) == split


def forced_state():  # noqa: ANN201 - an engine State
    st = new_game(SEED)
    for note in BEFORE:
        st = st.apply(note)
    assert st.current_player == 0 and [str(a) for a in st.legal_actions()] == [ONLY]
    return st


@pytest.mark.parametrize("seats", [(HUMAN, HUMAN), (HUMAN, CPU)], ids=["two people", "against the computer"])
def test_the_only_move_is_focused_and_one_confirm_plays_it(start, seats):
    """Forced moves are not played for anyone here (the setting is off): the picker opens on the only move,
    for two people sharing the screen too (the view is the deciding person's: its legal moves are in it)."""
    d, scene = start(seats, at=forced_state())
    assert scene.seat_view.viewer == 0 and scene.seat_view.legal == (ONLY,)
    d.frames(30)
    assert played(scene) == [] and scene.seat_view.forced is None
    assert scene.stage == STAGE_MOVE and str(scene.focused_option.action) == ONLY
    key(d, "enter")
    assert played(scene) == [ONLY]


def test_two_people_at_one_screen_see_the_only_move_notice_and_may_take_the_move_back(start):
    """With "play forced moves" on, the Match offers a person's only move with a notice, in that person's
    view: two people at one screen are shown the view of the one deciding, so the notice is on the table and
    BACK leaves the move to the player (a spectator's view would hold no notice, and the move would be played
    with none seen)."""
    d, scene = start((HUMAN, HUMAN))
    scene.match.autoplay_forced = True
    place(scene, forced_state())
    d.frames(2)
    offer = scene.seat_view.forced
    assert scene.viewer == 0 and offer is not None and offer.notation == ONLY
    key(d, "back")
    assert scene.seat_view.forced is None
    d.frames(round(3 * NOTICE_S / FRAME_S))
    assert played(scene) == []  # the player plays it themselves
    key(d, "enter")
    assert played(scene) == [ONLY]
    for _ in range(300):  # Red decides next: the screen shows Red's view
        d.frames(1)
        if not scene.animating:
            break
    assert scene.viewer == 1 == scene.seat_view.viewer and scene.seat_view.legal


def test_an_undo_lays_the_position_out_at_once_from_the_view(start):
    """Undo is a jump the scene did not animate: it snaps the pieces to the view it is given."""
    seed = seed_where(0)
    d, scene = start((HUMAN, CPU), seed=seed)
    settle(d, scene)
    key(d, "enter", 3)  # Mama, its first way in, no spin
    for _ in range(400):
        d.frames(1)
        if len(played(scene)) == 2 and not scene.animating:
            break
    assert scene.match.undo(0) is None
    d.frames(1)
    assert scene.seat_view.ply == 0 and not scene.animating
    assert_view_matches(scene)


def test_a_goal_is_celebrated_from_the_views_events(start):
    d, scene = start((HUMAN, HUMAN), at=position(0, "f6", M="f6", m="h8"))
    play(d, scene, "M!NE")
    assert scene.finished and scene.goal_corner == scene.position.board.square("h8")
    assert scene.headline_result() == scene.result_text == "Blue scores!"
