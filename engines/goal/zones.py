"""Where G.O.A.L.'s cards lie, declared once as zones (engines.common.zones).

Hands are their owner's alone; each player's deck is owned but seen by nobody
(its order is secret from its owner too; what is in it follows from what is not
elsewhere); the goal deck is nobody's to see. The discard piles, the face-up
goal cards and the combinations on them, the prize piles and the discarded goal
cards are face up. In JSON the contract's keys name cards by face (`hands`,
`decks`, `goals`, ...); the zones live in the parallel id keys (`hand_ids`,
`deck_ids`, `goal_deck_ids`, `discard_ids`, `goal_ids`, `combo_ids`, `prize_ids`,
`goal_discard_ids`), which the audit hooks and `sample_state` read.

Hidden cards are re-dealt by pool: a player's hand and deck only ever hold that
player's cards (pool 0 or 1), the goal deck only goal cards (GOAL_POOL).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engines.common.zones import EVERYONE, NOBODY, OWNER, Zone

if TYPE_CHECKING:
    from engines.goal.state import State

Pair = Sequence[tuple[int, ...]]
GOAL_POOL = 2


def build(hands: Pair, decks: Pair, goal_deck: tuple[int, ...], discards: Pair, goal_cards: tuple[int, ...],
          combo_cards: tuple[int, ...], prizes: Pair, goal_discard: tuple[int, ...]) -> list[Zone]:
    """The zones of a position, hidden ones first (hands, decks, the goal deck: the re-deal order)."""
    zones = [Zone(f"hand {seat}", hands[seat], seat, OWNER, "hand_ids", seat, pool=seat) for seat in (0, 1)]
    zones += [Zone(f"deck {seat}", decks[seat], seat, NOBODY, "deck_ids", seat, pool=seat) for seat in (0, 1)]
    zones.append(Zone("goal deck", goal_deck, None, NOBODY, "goal_deck_ids", pool=GOAL_POOL))
    zones += [Zone(f"discard {seat}", discards[seat], seat, EVERYONE, "discard_ids", seat) for seat in (0, 1)]
    zones.append(Zone("goals", goal_cards, None, EVERYONE, "goal_ids"))
    zones.append(Zone("combos", combo_cards, None, EVERYONE, "combo_ids"))
    zones += [Zone(f"prizes {seat}", prizes[seat], seat, EVERYONE, "prize_ids", seat) for seat in (0, 1)]
    zones.append(Zone("goal discard", goal_discard, None, EVERYONE, "goal_discard_ids"))
    return zones


def combo_cards(s: State) -> tuple[int, ...]:
    """Every card of every combination: goal card by goal card, bottom combination first, highest card first."""
    return tuple(c for _, stack in s.goals for combo in stack for c, _ in combo.play)


def zones(s: State) -> list[Zone]:
    """The zones of state `s` with their cards."""
    return build(s.hands, s.decks, s.goal_deck, s.discards, tuple(g for g, _ in s.goals), combo_cards(s), s.prizes,
                 s.goal_discard)


def layout(observation: Mapping[str, Any]) -> list[Zone]:
    """The zones an observation holds (no cards: where they are and who sees them)."""
    empty: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    return build(empty, empty, (), empty, (), (), empty, ())


def pool_of(owner: Sequence[int]) -> Callable[[int], object]:
    """The pool of each card: its owner's seat, or GOAL_POOL for a goal card (owner -1)."""
    return lambda card: owner[card] if owner[card] >= 0 else GOAL_POOL


__all__ = ["zones", "layout", "build", "combo_cards", "pool_of", "GOAL_POOL"]
