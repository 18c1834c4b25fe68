"""Undo in Jukem Football never goes back past a card the human drew (match.undo with the engine's INFO
and audit hooks); a card taken from the face-up discard pile may be taken back. Undo takes back the
person's whole turn (a run of their decisions): a take goes back to the turn's start when nothing in the
turn before it showed Blue a card (a draw), and not at all when something did."""

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


def turn_start(history: list, k: int) -> int:
    """The first ply of the run of decisions of the seat deciding at ply k (its turn)."""
    seat = history[k].current_player
    while k > 0 and history[k - 1].current_player == seat:
        k -= 1
    return k


def kinds(history: list, i: int) -> set[str]:
    return {e.kind for e in history[i + 1].events}


def test_a_drawn_card_cannot_be_undone_a_taken_one_can() -> None:
    draws = takes = after_a_draw = 0
    for seed in (1, 2, 3):
        history = playout(seed)
        for k in range(len(history) - 1):
            before, after = history[k], history[k + 1]
            if before.current_player != BLUE or after.half != before.half:
                continue
            if "draw" in kinds(history, k):
                drawn = set(after.hands[BLUE]) - set(before.hands[BLUE])
                assert drawn <= learned_since(football.INFO, history[:k + 2], k, BLUE)
                assert undo_ply(football.INFO, history[:k + 2], blue) is None
                draws += 1
            elif "take" in kinds(history, k):
                t = turn_start(history, k)
                earlier = range(t, k)
                if t == k:
                    assert undo_ply(football.INFO, history[:k + 2], blue) == k  # the card lay face up: nothing learned
                    takes += 1
                elif any("draw" in kinds(history, i) or history[i + 1].half != history[i].half for i in earlier):
                    assert undo_ply(football.INFO, history[:k + 2], blue) is None  # the turn's draw stays seen
                    after_a_draw += 1
                else:  # plays or discards before it in the turn: back to the turn's start unless they showed a card
                    got = undo_ply(football.INFO, history[:k + 2], blue)
                    assert got == (None if learned_since(football.INFO, history[:k + 2], t, BLUE) else t)
    assert draws > 20 and takes > 5 and after_a_draw > 0
