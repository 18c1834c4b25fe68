"""Undo in Kortfotboll never goes back past a card the human saw for the first time (match.undo with
the engine's audit hooks, `INFO`): a placement, which shows nothing new, may be taken back; an attack, which turns
up the library's top card, or a refill, which shows the owner the card laid down, may not."""

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


def test_a_placement_can_be_undone_an_attack_or_a_refill_cannot() -> None:
    placed = attacks = refills = 0
    for seed in (1, 2, 3):
        history = playout(seed)
        for k in range(len(history) - 1):
            before, after = history[k], history[k + 1]
            if before.current_player != BLUE:
                continue
            kinds = {e.kind for e in after.events}
            if kinds == {"place"}:
                assert undo_ply(kortfotboll.INFO, history[:k + 2], lambda s: s == BLUE) == k
                placed += 1
            elif "turn_up" in kinds and "challenge" not in kinds:
                assert undo_ply(kortfotboll.INFO, history[:k + 2], lambda s: s == BLUE) is None
                attacks += 1
            elif kinds == {"refill"}:
                assert undo_ply(kortfotboll.INFO, history[:k + 2], lambda s: s == BLUE) is None
                refills += 1
    assert placed > 5 and attacks > 5 and refills > 0
