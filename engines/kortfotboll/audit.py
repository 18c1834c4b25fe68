"""Optional audit hooks for `python main.py fuzz` (tools.fuzz), derived from the zones (zones.py).

`card_count(state)`, `hidden_cards(state, player)` (the opponent's face-down field
cards and setup hand, both libraries) and `shown_cards(observation)` (the ids in the
observation's id keys), by card id.
"""

from __future__ import annotations

from typing import Any

from engines.common import zones as kit
from engines.kortfotboll.state import State
from engines.kortfotboll.zones import layout, zones

AUDIT: kit.Audit[State] = kit.Audit(zones, layout)
card_count = AUDIT.card_count
hidden_cards = AUDIT.hidden_cards
shown_cards = AUDIT.shown_cards

FUZZ_OPTIONS: tuple[dict[str, Any], ...] = (
    {},
    {"jokers": 4, "formations": ["4-3-3", "5-3-2"], "knockout": True},
    {"jokers": 0, "formations": ["3-5-2", "4-5-1"]},
)
"""new_game options the fuzzer cycles through: the default, many jokers in a knockout game, none."""

__all__ = ["card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS"]
