"""Optional audit hooks for `python main.py fuzz` (tools.fuzz).

Penguin Soccer has no cards and hides nothing (perfect information), and says
so explicitly: no card to count, none hidden from either seat, none shown in an
observation. The fuzzer's generic checks (JSON round trip, notation, replay,
`sample_state` rebuilding the same observation) do the rest.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.penguin_soccer.state import State


def card_count(state: State) -> int:
    """No cards in this game."""
    return 0


def hidden_cards(state: State, player: int) -> tuple[int, ...]:
    """Nothing is hidden from either seat."""
    return ()


def shown_cards(observation: Mapping[str, Any]) -> tuple[int, ...]:
    """No card ids in an observation."""
    return ()


FUZZ_OPTIONS: tuple[dict[str, Any], ...] = (
    {},
    {"level": "penguin_bigfloe"},
    {"repetition_draw": False, "first_player": 1},
)
"""new_game options the fuzzer cycles through (by game seed): standard, the big floe, no repetition draw."""

__all__ = ["card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS"]
