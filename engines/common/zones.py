"""Card zones with an owner and a visibility, and everything that follows from them.

A card game declares where its cards lie as `Zone`s: a name, the card ids in it
(top or oldest first, as the game keeps them), an owner (seat 0 or 1, or None for
shared zones such as a draw pile), a visibility, and where the zone sits in an
observation (`key`, plus `index` for per-seat pairs like `hands[1]` or `field`
for one card inside an object like `pending.card`). Visibility is one of

- EVERYONE  face up (possessions, goal piles, a discard pile);
- OWNER     only the owner sees the cards, the other seat and spectators a count
            (a hand, a player's own face-down deck they may look through);
- NOBODY    a count for everyone (a draw pile, a player's own library);
- PER_CARD  face up except the cards listed in `private`, each seen only by its
            seat (a face-down substitution on the shared discard pile).

Decks that belong to one player (G.O.A.L., Kortfotboll) are zones with an owner
and NOBODY visibility: owned, yet hidden from the owner too.

From a game's zones, generically:
- `observe(out, zones, viewer)` writes the card zones of a seat's observation
  (viewer 0/1) or of a spectator's (viewer None: every OWNER zone hidden);
- `check(n_cards, zones)` is the conservation check (every card in exactly one zone);
- `card_count`, `hidden_cards` and `shown_cards` are the fuzzer's audit hooks
  (`Audit(zones_of, layout)` gives a game all three);
- `read_slots(observation, zones)` reads an observation back as slots (a card id,
  or None where the seat sees only that a card is there) and `redeal` fills the
  empty slots with exactly the unseen cards (sizes kept), honouring per-zone
  constraints (`Zone.allowed`), pools (`Zone.pool` with `pool_of`: a card only
  ever goes back into its own pool's zones, e.g. a G.O.A.L. player's hand and
  deck) and a game's `accept` test: the heart of every card game's `sample_state`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from engines.common import rng as prng
from engines.common.cards import check_conservation
from engines.common.errors import BadState, show

EVERYONE, OWNER, NOBODY, PER_CARD = "everyone", "owner", "nobody", "per_card"
VISIBILITIES = (EVERYONE, OWNER, NOBODY, PER_CARD)
FULL = -1
"""The viewer of a full state (to_json): sees every card."""
SPECTATOR = None
"""The viewer of a public observation: sees what both seats see, no hidden card of either."""
MAX_REJECTIONS = 500
"""Re-deals tried before `redeal` gives up on a game's `accept` test."""

Slots = tuple[int | None, ...]
"""A zone as one seat reads it: card ids where it sees them, None where it sees only a card."""


@dataclass(frozen=True, slots=True)
class Zone:
    """One zone of a state: its cards, who owns and who sees them, and its place in an observation."""

    name: str
    cards: tuple[int, ...]
    owner: int | None = None
    visibility: str = EVERYONE
    key: str = ""
    """The observation key holding the zone ("" = the name)."""
    index: int | None = None
    """Position inside the key's list (per-seat pairs: hands[0], hands[1])."""
    field: str | None = None
    """A one-card zone written as this field of the key's object (pending.card); with `index`, of the
    index-th object of the key's list (Kortfotboll's field positions: field_ids[1].DEF2)."""
    private: tuple[tuple[int, int], ...] = ()
    """PER_CARD: (card, seat) for each face-down card, seen only by that seat."""
    allowed: Callable[[int], bool] | None = None
    """Sampling constraint: which cards a re-dealt hidden slot of this zone may hold (None = any)."""
    pool: object = None
    """With `redeal(..., pool_of=...)`: the pool this zone's hidden slots are dealt from (a player's own
    deck, a shared goal deck: cards never change owner)."""

    def __post_init__(self) -> None:
        if self.visibility not in VISIBILITIES:
            raise ValueError(f"zone {self.name}: visibility must be one of {', '.join(VISIBILITIES)}")
        if self.visibility == OWNER and self.owner is None:
            raise ValueError(f"zone {self.name}: an owner-only zone needs an owner")

    @property
    def where(self) -> str:
        """The zone's place in an observation, for messages: hands[1], pending.card, draw_pile."""
        key = self.key or self.name
        if self.index is not None:
            key = f"{key}[{self.index}]"
        return f"{key}.{self.field}" if self.field else key

    def sees(self, viewer: int | None, card: int) -> bool:
        """Whether seat `viewer` (None: a spectator, FULL: the full state) sees `card` of this zone face up."""
        if self.visibility == EVERYONE or viewer == FULL:
            return True
        if self.visibility == NOBODY:
            return False
        if self.visibility == OWNER:
            return viewer is not None and viewer == self.owner
        for c, seat in self.private:
            if c == card:
                return viewer is not None and viewer == seat
        return True

    def view(self, viewer: int | None) -> Any:
        """The zone as `viewer` sees it: ids; {"count": n} when hidden as a whole; None per hidden card."""
        if self.field is not None:
            card = self.cards[0] if self.cards else None
            return card if card is not None and self.sees(viewer, card) else None
        if self.visibility in (OWNER, NOBODY) and not (
                viewer == FULL or (self.visibility == OWNER and viewer == self.owner)):
            return {"count": len(self.cards)}
        return [c if self.sees(viewer, c) else None for c in self.cards]

    def hidden(self, viewer: int | None) -> tuple[int, ...]:
        """The cards of this zone `viewer` cannot see."""
        return tuple(c for c in self.cards if not self.sees(viewer, c))


def observe(out: MutableMapping[str, Any], zones: Iterable[Zone], viewer: int | None) -> None:
    """Write every zone as `viewer` sees it into its place in `out` (pairs and objects must exist)."""
    for z in zones:
        value = z.view(viewer)
        key = z.key or z.name
        if z.index is not None and z.field is not None:
            out[key][z.index][z.field] = value
        elif z.index is not None:
            out[key][z.index] = value
        elif z.field is not None:
            out[key][z.field] = value
        else:
            out[key] = value


def check(n_cards: int, zones: Iterable[Zone]) -> None:
    """BadState unless every card id 0..n_cards-1 lies in exactly one zone."""
    check_conservation(n_cards, {z.name: z.cards for z in zones})


def card_count(zones: Iterable[Zone]) -> int:
    """Cards in all zones together."""
    return sum(len(z.cards) for z in zones)


def hidden_cards(zones: Iterable[Zone], viewer: int | None) -> tuple[int, ...]:
    """The ids of every card `viewer` cannot see where it is now, sorted."""
    return tuple(sorted(c for z in zones for c in z.hidden(viewer)))


S = TypeVar("S")


class Audit(Generic[S]):
    """A game's audit hooks for the fuzzer (tools.fuzz), from where its cards lie: `zones_of(state)`,
    and `layout(observation)`, the zones an observation holds. A game without cards (perfect
    information, nothing hidden) has an empty zone list: no card to count, hide or show."""

    def __init__(self, zones_of: Callable[[S], Iterable[Zone]],
                 layout: Callable[[Mapping[str, Any]], Iterable[Zone]]) -> None:
        self.zones_of = zones_of
        self.layout = layout

    def card_count(self, state: S) -> int:
        """Cards in all zones of `state`, counted zone by zone (the same at every moment of a game)."""
        return card_count(self.zones_of(state))

    def hidden_cards(self, state: S, player: int) -> tuple[int, ...]:
        """The ids of every card `player` cannot see where it is now, sorted."""
        return hidden_cards(self.zones_of(state), player)

    def shown_cards(self, observation: Mapping[str, Any]) -> tuple[int, ...]:
        """The ids `observation` shows in its zones (with repeats, if it shows one twice), sorted."""
        return shown_cards(observation, self.layout(observation))


def _ids(value: object, out: list[int]) -> None:
    """Every int in a (nested) list; dicts such as {"count": n} hold none."""
    if isinstance(value, list):
        for item in value:
            _ids(item, out)
    elif isinstance(value, int) and not isinstance(value, bool):
        out.append(value)


def _at(observation: Mapping[str, Any], z: Zone) -> object:
    value: object = observation.get(z.key or z.name)
    if z.index is not None:
        value = value[z.index] if isinstance(value, list) and 0 <= z.index < len(value) else None
    if z.field is not None:
        value = value.get(z.field) if isinstance(value, Mapping) else None
    return value


def shown_cards(observation: Mapping[str, Any], zones: Iterable[Zone]) -> tuple[int, ...]:
    """The ids `observation` shows in the places of `zones` (repeats kept: showing one twice is a bug), sorted.

    A zone that should be a count but is a list counts as shown: exactly a leak."""
    out: list[int] = []
    for z in zones:
        _ids([_at(observation, z)], out)
    return tuple(sorted(out))


def _slot_ids(value: object, what: str, n_cards: int) -> Slots:
    if not isinstance(value, list):
        raise BadState(f"{what} must be a list of card ids, got {show(value)}")
    for c in value:
        if c is not None and (not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < n_cards):
            raise BadState(f"{what} names {show(c)}, which is not a card id of this deck (0..{n_cards - 1})")
    return tuple(value)


def read_slots(observation: Mapping[str, Any], zones: Sequence[Zone], n_cards: int,
               viewer: int | None) -> dict[str, Slots]:
    """Each zone of `viewer`'s observation as slots (ids, None where hidden), checked against the
    zone's visibility; BadState naming the place if a zone is malformed or shows what it should hide."""
    out: dict[str, Slots] = {}
    for z in zones:
        value = _at(observation, z)
        whole = z.visibility == EVERYONE or (z.visibility == OWNER and viewer == z.owner)
        counted = z.visibility in (OWNER, NOBODY) and not whole
        if z.field is not None:
            if value is None and not whole:
                out[z.name] = (None,)
                continue
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n_cards or counted:
                raise BadState(f"{z.where} must be {'a card id' if whole else 'null (hidden)'}, got {show(value)}")
            out[z.name] = (value,)
        elif counted:
            count = value.get("count") if isinstance(value, Mapping) else None
            if not isinstance(value, Mapping) or set(value) != {"count"} or not isinstance(count, int) \
                    or isinstance(count, bool) or count < 0:
                raise BadState(f"{z.where} is hidden from seat {viewer}: it must be {{\"count\": n}}, got {show(value)}")
            out[z.name] = (None,) * count
        else:
            slots = _slot_ids(value, z.where, n_cards)
            if whole and None in slots:
                raise BadState(f"{z.where} is face up for seat {viewer}: it cannot hold a hidden card")
            out[z.name] = slots
    seen = [c for slots in out.values() for c in slots if c is not None]
    if len(set(seen)) != len(seen):
        raise BadState("the observation shows a card in two places")
    return out


def unseen(n_cards: int, slots: Mapping[str, Slots]) -> tuple[int, ...]:
    """The card ids an observation does not show, sorted."""
    known = {c for s in slots.values() for c in s if c is not None}
    return tuple(c for c in range(n_cards) if c not in known)


def redeal(slots: Mapping[str, Slots], zones: Sequence[Zone], n_cards: int, rng: int,
           accept: Callable[[dict[str, tuple[int, ...]]], bool] | None = None,
           pool_of: Callable[[int], object] | None = None,
           ) -> tuple[dict[str, tuple[int, ...]], dict[str, tuple[int, ...]], int]:
    """Fill every empty slot with the cards the observation does not show, uniformly at random.

    Zones with an `allowed` constraint are filled first, one slot at a time from the unseen
    cards it allows; the rest of the unseen cards are shuffled and cut into the other zones'
    empty slots in zone order. With `pool_of(card)` (games where every card stays in its
    owner's or a shared pile's pool: G.O.A.L.'s two decks and its goal deck), each pool's
    unseen cards are shuffled on their own and cut into the zones whose `Zone.pool` it is.
    A constrained zone with a pool takes only its pool's cards. `accept(cards by zone)` may refuse
    a deal (rejection sampling, for what the game's course reveals). Returns (cards by zone, the cards that filled each zone's empty slots,
    next rng); BadState if the sizes cannot match or nothing is accepted."""
    pool = unseen(n_cards, slots)
    empty = sum(1 for s in slots.values() for c in s if c is None)
    if empty != len(pool):
        raise BadState(f"the observation hides {empty} cards but {len(pool)} are unseen")
    if pool_of is not None:
        _check_pools(slots, zones, pool, pool_of)
    stuck = ""
    for _ in range(MAX_REJECTIONS):
        cards = list(pool)
        fill: dict[str, list[int]] = {z.name: [] for z in zones}
        for z in zones:
            if z.allowed is None or stuck:
                continue
            for c in slots[z.name]:
                if c is None:
                    options = [x for x in cards if z.allowed(x) and (pool_of is None or pool_of(x) == z.pool)]
                    if not options:
                        # A dead end: the cards drawn for earlier zones were the ones this zone needed
                        # (list the tightest constraints first to make it rare); deal again.
                        stuck = z.where
                        if not any(z.allowed(x) and (pool_of is None or pool_of(x) == z.pool) for x in pool):
                            raise BadState(f"no unseen card fits {z.where}")
                        break
                    i, rng = prng.randbelow(rng, len(options))
                    fill[z.name].append(options[i])
                    cards.remove(options[i])
        if stuck:
            stuck = ""
            continue
        if pool_of is None:
            order, rng = prng.shuffled(cards, rng)
            rest = iter(order)
            for z in zones:
                if z.allowed is None:
                    fill[z.name] = [next(rest) for c in slots[z.name] if c is None]
        else:
            by_pool: dict[object, list[int]] = {}
            for c in cards:
                by_pool.setdefault(pool_of(c), []).append(c)
            dealing: dict[object, Iterator[int]] = {}
            for z in zones:
                if z.allowed is None:
                    if z.pool not in dealing:
                        order, rng = prng.shuffled(by_pool.get(z.pool, []), rng)
                        dealing[z.pool] = iter(order)
                    fill[z.name] = [next(dealing[z.pool]) for c in slots[z.name] if c is None]
        dealt: dict[str, tuple[int, ...]] = {}
        for z in zones:
            new = iter(fill[z.name])
            dealt[z.name] = tuple(next(new) if c is None else c for c in slots[z.name])
        if accept is None or accept(dealt):
            return dealt, {name: tuple(f) for name, f in fill.items()}, rng
    raise BadState("no way to deal the unseen cards fits this observation")


def _check_pools(slots: Mapping[str, Slots], zones: Sequence[Zone], pool: Sequence[int],
                 pool_of: Callable[[int], object]) -> None:
    """BadState unless each pool has exactly as many unseen cards as its zones have hidden slots."""
    want: dict[object, int] = {}
    for z in zones:
        want[z.pool] = want.get(z.pool, 0) + sum(1 for c in slots[z.name] if c is None)
    have: dict[object, int] = {}
    for c in pool:
        have[pool_of(c)] = have.get(pool_of(c), 0) + 1
    for key in set(want) | set(have):
        if want.get(key, 0) != have.get(key, 0):
            where = ", ".join(z.where for z in zones if z.pool == key) or "no zone"
            raise BadState(f"the observation hides {want.get(key, 0)} cards in {where} but {have.get(key, 0)} "
                           f"unseen cards belong there")


__all__ = ["Zone", "Slots", "Audit", "EVERYONE", "OWNER", "NOBODY", "PER_CARD", "FULL", "SPECTATOR", "observe", "check", "card_count",
           "hidden_cards", "shown_cards", "read_slots", "unseen", "redeal"]
