"""Undo never goes back past information that was hidden when the move was made (match.undo, read from
the engine's `INFO`), and takes back a person's whole turn (the run of their decisions).

Jukem Soccer (hidden cards): after a revealed SHOT, a drawn card or a new
half, the human may not take their decision again; an ordinary play may be
taken back. Penguin Soccer (perfect information): undo goes back to the
human's last move, as it always did. A game that hides cards but declares no
audit hooks gets no undo at all. Checked on engine states and through the
game scene's Match and pause menu.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

import engines.jukem_soccer as jukem
import engines.penguin_soccer as penguin
from core.input import Action
from match.match import UNDO_HIDDEN
from match.record import GameLog
from match.setup import GameSetup, SeatSpec
from match.undo import learned_since, undo_ply
from scenes.jukem_soccer.scene import JukemSoccerScene
from tests.support.driver import open_scene

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")
BLUE = 0


def playout(engine, seed: int, limit: int = 400) -> tuple[list, list[str]]:
    """A seeded random game: every state (history[i] is the state before move i) and the moves."""
    state, rng = engine.new_game(seed), random.Random(seed)
    history, actions = [state], []
    while not state.is_terminal and len(actions) < limit:
        action = rng.choice(state.legal_actions())
        state = state.apply(action)
        history.append(state)
        actions.append(str(action))
    return history, actions


def blue(seat: int) -> bool:
    return seat == BLUE


def blue_plies(history, kind) -> list[int]:
    return [k for k in range(len(history) - 1) if history[k].current_player == BLUE and kind(history, k)]


def turn_start(history, k: int) -> int:
    """The first ply of the run of decisions of the seat deciding at ply k (its turn)."""
    seat = history[k].current_player
    while k > 0 and history[k - 1].current_player == seat:
        k -= 1
    return k


def is_save(h, k):
    return h[k].phase_name == "save"


def is_draw(h, k):
    return h[k].half == h[k + 1].half and bool(set(h[k + 1].hands[BLUE]) - set(h[k].hands[BLUE]))


def is_plain_play(h, k):
    return (h[k].phase_name == "play" and h[k].half == h[k + 1].half
            and set(h[k + 1].hands[BLUE]) <= set(h[k].hands[BLUE]))


@pytest.mark.parametrize("seed", [5, 11, 23])
def test_no_undo_back_to_blue_to_save_once_the_shot_is_revealed(seed):
    history, _ = playout(jukem, seed)
    saves = blue_plies(history, is_save)
    assert saves
    for k in saves:
        shot = history[k].pending
        assert shot in jukem.hidden_cards(history[k], BLUE)  # Blue saves against a face-down SHOT
        after = history[:k + 2]  # Blue has chosen; the SHOT is turned over
        if after[-1].half == history[k].half:
            assert shot in learned_since(jukem.INFO, after, k, BLUE)
        else:  # the goal ended the half: the SHOT went back into the new deck, which is a new deal
            assert learned_since(jukem.INFO, after, k, BLUE)
        assert undo_ply(jukem.INFO, after, blue) is None


@pytest.mark.parametrize("seed", [5, 11])
def test_no_undo_back_past_a_drawn_card(seed):
    history, _ = playout(jukem, seed)
    draws = blue_plies(history, is_draw)
    assert draws
    for k in draws:
        assert undo_ply(jukem.INFO, history[:k + 2], blue) is None


@pytest.mark.parametrize("seed", [5, 11, 23])
def test_no_undo_across_half_time(seed):
    history, _ = playout(jukem, seed)
    turns = [h for h in range(len(history) - 1) if history[h + 1].half != history[h].half]
    assert turns
    for h in turns:
        # the human's first decision of the new deal: their last one was before half time
        m = next((i for i in range(h + 1, len(history)) if history[i].current_player == BLUE), None)
        if m is None:
            continue
        last = max(i for i in range(m) if history[i].current_player == BLUE)
        assert last <= h
        assert undo_ply(jukem.INFO, history[:m + 1], blue) is None


def test_an_ordinary_play_can_be_taken_back():
    history, _ = playout(jukem, 5)
    plain = blue_plies(history, is_plain_play)
    assert plain
    ok = [k for k in plain if undo_ply(jukem.INFO, history[:k + 2], blue) == turn_start(history, k)]
    assert ok, "some plain plays (a PASS, a HEADER, a SHOT not yet saved) can be undone"
    assert any(turn_start(history, k) < k for k in ok), "a turn of several decisions is taken back whole"
    for k in plain:
        t = turn_start(history, k)
        got = undo_ply(jukem.INFO, history[:k + 2], blue)
        assert got in (t, None)
        assert (got is None) == bool(learned_since(jukem.INFO, history[:k + 2], t, BLUE))


@pytest.mark.parametrize("seed", [1, 2])
def test_perfect_information_undoes_as_before(seed):
    history, _ = playout(penguin, seed, limit=60)
    for end in range(1, len(history)):
        last = max((k for k in range(end) if history[k].current_player == BLUE), default=None)
        want = None if last is None else turn_start(history, last)
        assert undo_ply(penguin.INFO, history[:end + 1], blue) == want


def test_a_game_that_hides_cards_without_audit_hooks_gets_no_undo():
    history, _ = playout(jukem, 5, limit=30)
    last = max(k for k in range(len(history) - 1) if history[k].current_player == BLUE)
    assert undo_ply(dataclasses.replace(jukem.INFO, audit=None), history, blue) is None  # the safe answer
    assert learned_since(dataclasses.replace(jukem.INFO, audit=None), history, last, BLUE) is None
    # The same moves in a game that declared perfect information would undo to the turn's start.
    assert undo_ply(dataclasses.replace(jukem.INFO, hidden_information=False, audit=None), history,
                    blue) == turn_start(history, last)


# -- through the game scene ---------------------------------------------------------------------

SEATS = ({"kind": "human", "level": "normal", "name": ""}, {"kind": "cpu", "level": "easy", "name": ""})


def jukem_scene(app, actions: list[str]) -> JukemSoccerScene:
    scene = JukemSoccerScene(GameSetup("jukem_soccer", 5, (HUMAN, CPU)), sync_bots=True)
    open_scene(app, scene)
    scene.resume_from(GameLog("jukem_soccer", {}, 5, SEATS, tuple(actions)))
    return scene


def pause_options(app, scene) -> list[str]:
    """The pause menu's choosable options (a greyed-out one is listed as 'label (greyed)')."""
    scene.open_pause()
    app.stack.apply_pending()
    assert app.stack.top.name == "pause"
    return [label if fn is not None else f"{label} (greyed)" for label, fn, *_why in app.stack.top.options]


def test_the_scene_offers_no_undo_after_a_revealed_shot(app):
    history, actions = playout(jukem, 5)
    k = blue_plies(history, is_save)[0]
    scene = jukem_scene(app, actions[:k + 1])
    match = scene.match
    assert match.undo_target(BLUE) is None and match.undo_kept_from(BLUE)
    options = pause_options(app, scene)
    assert "Undo move" not in options
    # It is there, greyed out, and says why: a newcomer would otherwise think undo is missing.
    assert "Undo move (greyed)" in options
    pause = app.stack.top
    # The arrows walk past it (greyed entries never take the focus) and the row says why in short.
    seen = []
    for _ in range(2 * len(pause.group.buttons)):
        pause.group.move(Action.DOWN)
        seen.append(pause.group.focused.key)
    assert "undo_move" not in seen and "resign" in seen
    undo_row = next(b for b in pause.group.buttons if b.key == "undo_move")
    assert undo_row.value is not None and undo_row.value() == "Cards shown since"
    pause.group.focus_key("undo_move")  # the mouse pointing at it, then a click: the long reason
    pause.group.activate()
    assert any("cannot be taken back" in toast.text for toast in app.toasts)
    before = match.actions
    assert match.undo(BLUE) == UNDO_HIDDEN
    assert match.actions == before == tuple(actions[:k + 1])


def test_the_scene_undoes_an_ordinary_play(app):
    history, actions = playout(jukem, 5)
    k = next(k for k in blue_plies(history, is_plain_play)
             if turn_start(history, k) < k and undo_ply(jukem.INFO, history[:k + 2], blue) == turn_start(history, k))
    t = turn_start(history, k)
    scene = jukem_scene(app, actions[:k + 1])
    assert scene.match.undo_target(BLUE) == t
    options = pause_options(app, scene)
    assert "Undo move" in options
    pause = app.stack.top
    pause.group.focus_key("undo_move")
    pause.group.activate()  # the whole turn, every decision of it, is taken back
    app.stack.apply_pending()
    assert app.stack.top is scene
    assert scene.match.actions == tuple(actions[:t]) and scene.match.full_state().to_json() == history[t].to_json()
    assert scene.seat_view.ply == t and scene.seat_view.to_move == BLUE
