"""Helpers every card engine shares: card ids, piles, conservation, masking, events.

Cards are small ints: card id i is `deck.cards[i]` (engines.common.decks), so a
hand or pile is a tuple of ints: cheap, hashable and JSON-able. Conventions:

- a pile's top card is index 0 (`draw` takes from the front);
- hands are kept sorted (`insert_sorted`, `remove_card`) so that two states
  holding the same cards are equal whatever the order they came in;
- every card is in exactly one zone at all times (`check_conservation`);
- what a seat cannot see is shown as a count only (`masked`), a face-down card
  as None (`face`), and `unseen` + `redeal` rebuild hidden zones uniformly for
  `sample_state` (the determinization ISMCTS needs).

`Event` is a JSON-able record of one thing an `apply` did (a card dealt, played,
swept...). Fields named in `secret` are hidden from seat `hidden_from`: a scene
or log for that seat uses `event.masked(seat)`, where those fields read None.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from engines.common import rng as prng
from engines.common.errors import BadState, show


def shuffled_deck(n_cards: int, rng: int) -> tuple[tuple[int, ...], int]:
    """(all card ids 0..n-1 in a seeded random order, next rng state)."""
    order, rng = prng.shuffled(range(n_cards), rng)
    return tuple(order), rng


def draw(pile: tuple[int, ...], n: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(the top min(n, len) cards in order, the rest of the pile)."""
    n = max(0, min(n, len(pile)))
    return pile[:n], pile[n:]


def deal(pile: tuple[int, ...], seats: Sequence[int], per_seat: int,
         n_seats: int = 2) -> tuple[list[tuple[int, ...]], tuple[int, ...], list[tuple[int, int]]]:
    """Deal one card at a time round `seats` (in that order) until each has `per_seat`.

    Returns (hands indexed by seat, sorted; the rest of the pile; the deal as
    (seat, card) pairs in order, for events)."""
    hands: list[list[int]] = [[] for _ in range(n_seats)]
    order: list[tuple[int, int]] = []
    i = 0
    for _ in range(per_seat):
        for seat in seats:
            if i >= len(pile):
                break
            hands[seat].append(pile[i])
            order.append((seat, pile[i]))
            i += 1
    return [tuple(sorted(h)) for h in hands], pile[i:], order


def insert_sorted(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    """`hand` with `card` added, kept sorted."""
    i = 0
    while i < len(hand) and hand[i] < card:
        i += 1
    return hand[:i] + (card,) + hand[i:]


def remove_card(zone: tuple[int, ...], card: int) -> tuple[int, ...]:
    """`zone` without `card`; ValueError if it is not there."""
    i = zone.index(card)
    return zone[:i] + zone[i + 1:]


def check_conservation(n_cards: int, zones: Mapping[str, Iterable[int]]) -> None:
    """BadState unless every card id 0..n_cards-1 is in exactly one zone."""
    where: dict[int, str] = {}
    for name, cards in zones.items():
        for card in cards:
            if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < n_cards:
                raise BadState(f"{name} holds {show(card)}, which is not a card id 0..{n_cards - 1}")
            if card in where:
                raise BadState(f"card {card} is in both {where[card]} and {name}")
            where[card] = name
    if len(where) != n_cards:
        missing = sorted(set(range(n_cards)) - set(where))
        raise BadState(f"cards {missing[:10]} are in no zone (every card must be somewhere exactly once)")


def masked(cards: Sequence[int], visible: bool) -> list[int] | dict[str, int]:
    """A zone as a viewer sees it: the ids if visible, else {"count": n}."""
    return list(cards) if visible else {"count": len(cards)}


def face(card: int, visible: bool) -> int | None:
    """One card as a viewer sees it: its id face up, None face down."""
    return card if visible else None


def unseen(n_cards: int, seen: Iterable[int]) -> tuple[int, ...]:
    """The card ids a viewer has not seen, sorted."""
    known = set(seen)
    return tuple(c for c in range(n_cards) if c not in known)


def redeal(cards: Sequence[int], sizes: Sequence[int], rng: int) -> tuple[list[tuple[int, ...]], int]:
    """Shuffle `cards` and cut them into zones of `sizes` (which must add up to len(cards))."""
    if sum(sizes) != len(cards):
        raise BadState(f"cannot re-deal {len(cards)} unseen cards into zones of {list(sizes)}")
    order, rng = prng.shuffled(cards, rng)
    out: list[tuple[int, ...]] = []
    i = 0
    for size in sizes:
        out.append(tuple(order[i:i + size]))
        i += size
    return out, rng
