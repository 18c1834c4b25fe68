"""Where Kortfotboll's cards lie, declared once as zones (engines.common.zones).

Each field position with a card is a one-card zone its owner sees (face down for
the opponent and spectators), at `field_ids[seat].<position>` in JSON; its
`allowed` constraint is what the opponent has learned of it ("higher than 9"),
so `sample_state` re-deals it only among cards that fit. The cards drawn to set
up with (`hand_ids`) are their owner's alone; each library (`library_ids`) is
owned but seen by nobody, the owner included. The discard piles, the attacking
card turned up (`turned_ids`) and the shoot-out goalkeepers (`keeper_ids`) are
face up. Every card stays in its owner's pool: a hidden card is only ever
re-dealt from its owner's unseen cards.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engines.common.zones import EVERYONE, NOBODY, OWNER, Zone
from engines.kortfotboll.rules import NO_NOTE, Note
from engines.kortfotboll.table import Formation, formation

if TYPE_CHECKING:
    from engines.kortfotboll.state import State

Pair = Sequence[tuple[int, ...]]
OCCUPIED = -1
"""In a layout: a position holding a card whose id the layout does not know."""


def fits(rank: Sequence[int], note: Note) -> Callable[[int], bool]:
    """Which cards a face-down card known to be `note` (lowest, highest rank) may be."""
    low, high = note
    return lambda card: low <= rank[card] <= high


def build(forms: Sequence[Formation], fields: Sequence[Sequence[int | None]], hands: Pair, libraries: Pair,
          discards: Pair, turned: tuple[int, ...], keepers: Pair, notes: Sequence[Sequence[Note]] = ((), ()),
          rank: Sequence[int] = ()) -> list[Zone]:
    """The zones of a position, hidden ones first (the re-deal order: the field positions the opponent
    has learned most about first, then hands and libraries)."""
    spots: list[tuple[int, Zone]] = []
    for seat in (0, 1):
        learned = notes[1 - seat] if len(notes[1 - seat]) == len(fields[seat]) else ()
        for p, card in enumerate(fields[seat]):
            if card is None:
                continue
            note = learned[p] if learned else NO_NOTE
            spots.append((note[1] - note[0], Zone(
                f"field {seat} {forms[seat].positions[p]}", () if card == OCCUPIED else (card,), seat, OWNER,
                "field_ids", seat, forms[seat].positions[p], pool=seat,
                allowed=fits(rank, note) if rank and note != NO_NOTE else None)))
    zones = [z for _, z in sorted(spots, key=lambda sz: sz[0])]
    zones += [Zone(f"hand {seat}", hands[seat], seat, OWNER, "hand_ids", seat, pool=seat) for seat in (0, 1)]
    zones += [Zone(f"library {seat}", libraries[seat], seat, NOBODY, "library_ids", seat, pool=seat)
              for seat in (0, 1)]
    zones += [Zone(f"discard {seat}", discards[seat], seat, EVERYONE, "discard_ids", seat) for seat in (0, 1)]
    zones.append(Zone("turned", turned, None, EVERYONE, "turned_ids"))
    zones += [Zone(f"keeper {seat}", keepers[seat], seat, EVERYONE, "keeper_ids", seat) for seat in (0, 1)]
    return zones


def zones(s: State) -> list[Zone]:
    """The zones of state `s` with their cards."""
    return build(s.forms, s.fields, s.hands, s.libraries, s.discards, () if s.turned is None else (s.turned,),
                 tuple(() if k is None else (k,) for k in s.keepers), s.notes, s.table.rank)


def occupied(observation: Mapping[str, Any]) -> tuple[list[Formation], list[list[int | None]]]:
    """The formations an observation names and which of their positions hold a card (OCCUPIED), read
    leniently (a malformed observation gives what it can; the reader that checks it says what is wrong)."""
    forms: list[Formation] = []
    fields: list[list[int | None]] = []
    names = observation.get("formations")
    ids = observation.get("field_ids")
    for seat in (0, 1):
        try:
            form = formation(names[seat])  # type: ignore[index]
        except (ValueError, TypeError, IndexError, KeyError):
            form = formation("4-4-2")
        forms.append(form)
        held = ids[seat] if isinstance(ids, list) and len(ids) == 2 and isinstance(ids[seat], Mapping) else {}
        fields.append([OCCUPIED if p in held else None for p in form.positions])
    return forms, fields


def layout(observation: Mapping[str, Any]) -> list[Zone]:
    """The zones an observation holds (no cards: where they are and who sees them)."""
    forms, fields = occupied(observation)
    empty: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    return build(forms, fields, empty, empty, empty, (), empty)


def pool_of(owner: Sequence[int]) -> Callable[[int], object]:
    """The pool of each card: its owner's seat."""
    return lambda card: owner[card]


__all__ = ["zones", "layout", "build", "occupied", "pool_of", "fits", "OCCUPIED"]
