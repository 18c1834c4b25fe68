"""Optional audit hooks for `python main.py fuzz` (core.fuzz): card accounting and hiding.

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

from collections.abc import Mapping
from typing import Any

from engines.jukem_soccer.rules import P_SAVE
from engines.jukem_soccer.state import State

ZONE_LISTS = ("hands", "draw_pile", "discard", "possessions", "goal_piles")
"""Observation keys that hold card ids in lists (or {"count": n} where hidden)."""


def card_count(state: State) -> int:
    """Cards in all zones: hands, draw pile, discard, possessions, goal piles, the face-down SHOT."""
    n = len(state.pile) + len(state.discard)
    for seat in (0, 1):
        n += len(state.hands[seat]) + len(state.poss[seat]) + len(state.goals[seat])
    if state.phase == P_SAVE:
        n += 1  # the face-down SHOT lies between the two seats, in no pile
    return n


def hidden_cards(state: State, player: int) -> tuple[int, ...]:
    """The ids of every card `player` cannot see where it is now, sorted."""
    opp = 1 - player
    hidden = set(state.hands[opp]) | set(state.pile) | set(state.secret[opp])
    if state.phase == P_SAVE and state.to_move == player:
        hidden.add(state.pending)
    return tuple(sorted(hidden))


def _ids(value: object, out: list[int]) -> None:
    """Every int in a (nested) list; dicts such as {"count": n} hold none."""
    if isinstance(value, list):
        for item in value:
            _ids(item, out)
    elif isinstance(value, int) and not isinstance(value, bool):
        out.append(value)


def shown_cards(observation: Mapping[str, Any]) -> tuple[int, ...]:
    """The ids `observation` shows in zones (with repeats, if it shows one twice), sorted."""
    out: list[int] = []
    for key in ZONE_LISTS:
        _ids(observation.get(key), out)
    pending = observation.get("pending")
    if observation.get("phase") == "save" and isinstance(pending, Mapping):
        _ids([pending.get("card")], out)  # the SHOT is in no other zone (in "answer" it tops a possession)
    return tuple(sorted(out))


FUZZ_OPTIONS: tuple[dict[str, Any], ...] = (
    {},
    {"max_golden_deals": 0},
    {"max_golden_deals": 30, "first_dealer": 1},
)
"""new_game options the fuzzer cycles through (by game seed): the default, no golden goal, a knockout."""

__all__ = ["card_count", "hidden_cards", "shown_cards", "FUZZ_OPTIONS"]
