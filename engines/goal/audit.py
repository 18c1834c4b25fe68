"""Optional audit hooks for `python main.py fuzz` (tools.fuzz), derived from the zones (zones.py).

`card_count(state)`, `hidden_cards(state, player)` (the opponent's hand, both decks
and the goal deck) and `shown_cards(observation)` (the ids in the observation's id
keys), by card id.
"""

from __future__ import annotations

from typing import Any

from engines.common import zones as kit
from engines.goal.state import State
from engines.goal.zones import layout, zones

AUDIT: kit.Audit[State] = kit.Audit(zones, layout)
card_count = AUDIT.card_count
hidden_cards = AUDIT.hidden_cards
shown_cards = AUDIT.shown_cards

FUZZ_OPTIONS: tuple[dict[str, Any], ...] = ({},)
"""new_game options the fuzzer cycles through: the game has no rule options (only `deck`)."""

__all__ = ["card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS"]
