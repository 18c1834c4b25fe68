"""Undo in G.O.A.L. never goes back past a card the human drew (match.undo with the engine's INFO and its
audit hooks); a shot or a tackle, which shows nothing new to the player, may be taken back."""

from __future__ import annotations

import random

import engines.goal as goal
from match.undo import learned_since, undo_ply

BLUE = 0


def playout(seed: int) -> list:
    state, rng = goal.new_game(seed), random.Random(seed)
    history = [state]
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
        history.append(state)
    return history


def blue(seat: int) -> bool:
    return seat == BLUE


def test_a_pass_that_drew_cannot_be_undone_a_shot_can() -> None:
    passes = shots = 0
    for seed in (1, 2, 3, 4):
        history = playout(seed)
        for k in range(len(history) - 1):
            before, after = history[k], history[k + 1]
            if before.current_player != BLUE or after.quarter != before.quarter:
                continue  # the quarter's end deals goal cards nobody knew: not a plain shot
            kinds = {e.kind for e in after.events}
            if "draw" in kinds:
                drawn = set(after.hands[BLUE]) - set(before.hands[BLUE])
                assert drawn and drawn <= learned_since(goal.INFO, history[:k + 2], k, BLUE)
                assert undo_ply(goal.INFO, history[:k + 2], blue) is None
                passes += 1
            elif kinds & {"shoot", "tackle"}:
                assert undo_ply(goal.INFO, history[:k + 2], blue) == k
                shots += 1
    assert passes > 5 and shots > 5
