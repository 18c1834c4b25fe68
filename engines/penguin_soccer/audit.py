"""Optional audit hooks for `python main.py fuzz` (tools.fuzz), from the zone kit (engines.common.zones).

Penguin Soccer has no cards and hides nothing (perfect information), and says
so explicitly: its zone list is empty, so there is no card to count, none
hidden from either seat, none shown in an observation. The fuzzer's generic
checks (JSON round trip, notation, replay, `sample_state` rebuilding the same
observation) do the rest.
"""

from __future__ import annotations

from typing import Any

from engines.common import zones as kit
from engines.penguin_soccer.state import State

AUDIT: kit.Audit[State] = kit.Audit(lambda state: (), lambda observation: ())
"""No zones: a perfect-information game without cards."""
card_count = AUDIT.card_count
hidden_cards = AUDIT.hidden_cards
shown_cards = AUDIT.shown_cards


FUZZ_OPTIONS: tuple[dict[str, Any], ...] = (
    {},
    {"level": "penguin_soccer_bigfloe"},
    {"repetition_draw": False, "first_player": 1},
)
"""new_game options the fuzzer cycles through (by game seed): standard, the big floe, no repetition draw."""

__all__ = ["card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS"]
