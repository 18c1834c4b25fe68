"""Undo in Kortfotboll never goes back past a card the human saw for the first time (match.undo with
the engine's audit hooks, `INFO`): a placement, which shows nothing new, may be taken back; an attack, which turns
up the library's top card, or a refill, which shows the owner the card laid down, may not. Undo takes back
the person's whole turn: a placement takes the whole line-up back to its first card."""

from __future__ import annotations

import random

import engines.kortfotboll as kortfotboll
from match.undo import undo_ply

BLUE = 0


def playout(seed: int, plies: int = 400) -> list:
    state, rng = kortfotboll.new_game(seed), random.Random(seed)
    history = [state]
    while not state.is_terminal and len(history) < plies:
        state = state.apply(rng.choice(state.legal_actions()))
        history.append(state)
    return history


def turn_start(history: list, k: int) -> int:
    """The first ply of the run of decisions of the seat deciding at ply k (its turn)."""
    seat = history[k].current_player
    while k > 0 and history[k - 1].current_player == seat:
        k -= 1
    return k


def test_a_placement_can_be_undone_an_attack_or_a_refill_cannot() -> None:
    placed = whole_line_ups = attacks = refills = 0
    for seed in (1, 2, 3):
        history = playout(seed)
        for k in range(len(history) - 1):
            before, after = history[k], history[k + 1]
            if before.current_player != BLUE:
                continue
            kinds = {e.kind for e in after.events}
            if kinds == {"place"}:
                t = turn_start(history, k)
                assert all({e.kind for e in history[i + 1].events} == {"place"} for i in range(t, k))
                assert undo_ply(kortfotboll.INFO, history[:k + 2], lambda s: s == BLUE) == t
                placed += 1
                whole_line_ups += t < k
            elif "turn_up" in kinds and "challenge" not in kinds:
                assert undo_ply(kortfotboll.INFO, history[:k + 2], lambda s: s == BLUE) is None
                attacks += 1
            elif kinds == {"refill"}:
                assert undo_ply(kortfotboll.INFO, history[:k + 2], lambda s: s == BLUE) is None
                refills += 1
    assert placed > 5 and whole_line_ups > 5 and attacks > 5 and refills > 0
