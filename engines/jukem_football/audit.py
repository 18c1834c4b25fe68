"""Optional audit hooks for `python main.py fuzz` (tools.fuzz), derived from the zones (zones.py).

`card_count(state)`, `hidden_cards(state, player)` (the opponent's hand and the
draw pile) and `shown_cards(observation)` (the ids in the observation's id keys),
by card id so two cards with the same face never look like a leak.
"""

from __future__ import annotations

from typing import Any

from engines.common import zones as kit
from engines.jukem_football.state import State
from engines.jukem_football.zones import layout, zones

AUDIT: kit.Audit[State] = kit.Audit(zones, layout)
card_count = AUDIT.card_count
hidden_cards = AUDIT.hidden_cards
shown_cards = AUDIT.shown_cards

FUZZ_OPTIONS: tuple[dict[str, Any], ...] = (
    {},
    {"practice": True, "max_overtime_deals": 0},
    {"max_overtime_deals": 30, "first_dealer": 1},
)
"""new_game options the fuzzer cycles through: the default, the practice deck with no overtime, a knockout."""

__all__ = ["card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS"]
