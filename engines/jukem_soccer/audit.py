"""Optional audit hooks for `python main.py fuzz` (tools.fuzz), derived from the zones (zones.py).

The fuzzer knows only the engine contract; these three functions give it the
game knowledge it needs to check that no card is lost and none leaks:

- `card_count(state)`: cards in every zone, counted zone by zone (the whole
  deck, at every moment of a game);
- `hidden_cards(state, player)`: the ids of the cards `player` cannot see now
  (the opponent's hand, the draw pile, the opponent's face-down substitutions,
  and for a defender choosing a SAVE the face-down SHOT);
- `shown_cards(observation)`: the ids an observation shows in the zones of the
  table, read from every place a card id can sit (a zone that should be a
  count but is a list counts as shown: that is exactly a leak).

Cards are named by id, never by face: two PASS cards are two ids, so the
opponent's PASS is not "leaked" because the viewer holds another PASS, and the
face list every observation carries (`cards.faces`) names no card's position.
Events are a record of the past (a card seen going to a goal pile may be
shuffled into the draw pile in the same apply), so they are not zones; the
fuzzer checks events on its own: a field marked secret from a seat must be
masked in that seat's observation.
"""

from __future__ import annotations

from typing import Any

from engines.common import zones as kit
from engines.jukem_soccer.state import State
from engines.jukem_soccer.zones import layout, zones

AUDIT: kit.Audit[State] = kit.Audit(zones, layout)
card_count = AUDIT.card_count
hidden_cards = AUDIT.hidden_cards
shown_cards = AUDIT.shown_cards


FUZZ_OPTIONS: tuple[dict[str, Any], ...] = (
    {},
    {"max_golden_deals": 0},
    {"max_golden_deals": 30, "first_dealer": 1},
)
"""new_game options the fuzzer cycles through (by game seed): the default, no golden goal, a knockout."""

__all__ = ["card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS"]
