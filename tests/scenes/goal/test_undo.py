"""Undo in G.O.A.L. never goes back past a card the human drew (match.undo with the engine's INFO and its
audit hooks); a shot or a tackle, which shows nothing new to the player, may be taken back. Undo takes
back the person's whole turn (a run of their decisions), so a shot after a pass that drew (the pass ended
a quarter and Blue goes on) cannot be taken back either."""

from __future__ import annotations

import random

import engines.goal as goal
from match.undo import learned_since, undo_ply

BLUE = 0
PLAIN = {"shoot", "tackle"}


def playout(seed: int) -> list:
    state, rng = goal.new_game(seed), random.Random(seed)
    history = [state]
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
        history.append(state)
    return history


def blue(seat: int) -> bool:
    return seat == BLUE


def turn_start(history: list, k: int) -> int:
    """The first ply of the run of decisions of the seat deciding at ply k (its turn)."""
    seat = history[k].current_player
    while k > 0 and history[k - 1].current_player == seat:
        k -= 1
    return k


def kinds(history: list, i: int) -> set[str]:
    return {e.kind for e in history[i + 1].events}


def test_a_pass_that_drew_cannot_be_undone_a_shot_can() -> None:
    passes = shots = after_a_draw = 0
    for seed in (1, 2, 3, 4):
        history = playout(seed)
        for k in range(len(history) - 1):
            before, after = history[k], history[k + 1]
            if before.current_player != BLUE or after.quarter != before.quarter:
                continue  # the quarter's end deals goal cards nobody knew: not a plain shot
            if "draw" in kinds(history, k):
                drawn = set(after.hands[BLUE]) - set(before.hands[BLUE])
                assert drawn and drawn <= learned_since(goal.INFO, history[:k + 2], k, BLUE)
                assert undo_ply(goal.INFO, history[:k + 2], blue) is None
                passes += 1
            elif kinds(history, k) & PLAIN:
                t = turn_start(history, k)
                earlier = range(t, k)
                if all(kinds(history, i) <= PLAIN and history[i + 1].quarter == history[i].quarter for i in earlier):
                    assert undo_ply(goal.INFO, history[:k + 2], blue) == t
                    shots += 1
                else:  # the turn began with a pass that drew (and ended a quarter): nothing of it comes back
                    assert any("draw" in kinds(history, i) for i in earlier)
                    assert undo_ply(goal.INFO, history[:k + 2], blue) is None
                    after_a_draw += 1
    assert passes > 5 and shots > 5 and after_a_draw > 0
