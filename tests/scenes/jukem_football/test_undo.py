"""Undo in Jukem Football never goes back past a card the human drew (match.undo with the engine's INFO
and audit hooks); a card taken from the face-up discard pile, or a play, may be taken back."""

from __future__ import annotations

import random

import engines.jukem_football as football
from match.undo import learned_since, undo_ply

BLUE = 0


def playout(seed: int, limit: int = 500) -> list:
    state, rng = football.new_game(seed), random.Random(seed)
    history = [state]
    while not state.is_terminal and len(history) <= limit:
        state = state.apply(rng.choice(state.legal_actions()))
        history.append(state)
    return history


def blue(seat: int) -> bool:
    return seat == BLUE


def test_a_drawn_card_cannot_be_undone_a_taken_one_can() -> None:
    draws = takes = 0
    for seed in (1, 2, 3):
        history = playout(seed)
        for k in range(len(history) - 1):
            before, after = history[k], history[k + 1]
            if before.current_player != BLUE or after.half != before.half:
                continue
            kinds = {e.kind for e in after.events}
            if "draw" in kinds:
                drawn = set(after.hands[BLUE]) - set(before.hands[BLUE])
                assert drawn <= learned_since(football.INFO, history[:k + 2], k, BLUE)
                assert undo_ply(football.INFO, history[:k + 2], blue) is None
                draws += 1
            elif "take" in kinds:
                assert undo_ply(football.INFO, history[:k + 2], blue) == k  # the card lay face up: nothing learned
                takes += 1
    assert draws > 20 and takes > 5
