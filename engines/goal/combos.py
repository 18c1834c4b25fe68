"""Combinations: what meets a requirement, which is higher, what tackles what, and generating them.

A played combination is a `Play`: its cards as (card id, the value it stands for)
pairs, highest first (value, then suit; at a tie a real card before the X standing
for it). A real card stands for its own value; an X for the value its player chose,
in its own suit (RULINGS section 4). `strength(play, req)` is the comparison key:
the cards' ranks (value * 3 + suit) highest first, with the number of cards in
front on X of a Kind; a combination is higher than another when its key is
greater, so identical cards are equal and equal is not higher. A combination of
one to three cards that are all X's cannot be beaten (but by more cards on X of a
Kind) nor tackled.

`shots(table, hand, req, top)` generates every combination a hand can shoot onto a
goal card, requirement by requirement, each set of cards and X values once, and
only those higher than the `top` combination there: no search over subsets of the
hand, so a hand of 20 cards with three X's stays in the thousands, not the
millions (docs/PERFORMANCE.md has the figures).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations, product
from operator import itemgetter

from engines.goal.table import (
    Item, FLUSH, MAX_VALUE, MIN_VALUE, PAIR, REQUIREMENTS, RUN, SINGLE, STRAIGHTFLUSH, THREE, TWOPAIRS, XKIND, Table,
    player_face,
)

Play = tuple[tuple[int, int], ...]
"""((card, value it stands for), ...), highest first."""
Key = tuple[int, ...]

XKIND_MAX = 5
"""X of a Kind takes one to five cards of one value (rulebook)."""
SIZE = {SINGLE: 1, PAIR: 2, THREE: 3, RUN: 3, FLUSH: 3, STRAIGHTFLUSH: 3, TWOPAIRS: 4}
UNBEATABLE_MAX = 3
"""All-X combinations of up to this many cards can be neither beaten nor tackled."""
VALUES = range(MIN_VALUE, MAX_VALUE + 1)


def rank(t: Table, card: int, value: int) -> int:
    """A card's place in the comparison: value first, then suit."""
    return value * 3 + t.suit[card]


def normalise(t: Table, cards: Iterable[tuple[int, int]]) -> Play:
    """The cards highest first (value, suit, then a real card before an X)."""
    suit, wild = t.suit, t.wild
    return tuple(sorted(cards, key=lambda cv: cv[1] * 6 + suit[cv[0]] * 2 + (not wild[cv[0]]), reverse=True))


def strength(t: Table, play: Play, req: int) -> Key:
    """The comparison key of a normalised play on a goal card of requirement `req`."""
    suit = t.suit
    key = tuple(v * 3 + suit[c] for c, v in play)
    return (len(play),) + key if req == XKIND else key


def all_wild(t: Table, play: Play) -> bool:
    """Whether every card of the play is an X."""
    return all(t.wild[c] for c, _ in play)


def protected(t: Table, play: Play) -> bool:
    """One to three cards, all X's: cannot be beaten (but by more cards on X of a Kind) nor tackled."""
    return 1 <= len(play) <= UNBEATABLE_MAX and all_wild(t, play)


def beats(t: Table, play: Play, top: Play | None, req: int) -> bool:
    """Whether `play` may go onto a goal card whose top combination is `top` (None: empty)."""
    if top is None:
        return True
    if protected(t, top) and not (req == XKIND and len(play) > len(top)):
        return False
    return strength(t, play, req) > strength(t, top, req)


def face_of(t: Table, card: int, value: int) -> str:
    """How a card of a combination is written: 9E, or XK=9 for an X standing for 9."""
    return f"{t.face[card]}={value}" if t.wild[card] else t.face[card]


def written(t: Table, play: Play) -> str:
    """A combination as written in positions and notation: 9E+XK=9."""
    return "+".join(face_of(t, c, v) for c, v in play)


def problem(t: Table, play: Play, req: int) -> str | None:
    """Why `play` does not meet requirement `req` (None if it does)."""
    name = REQUIREMENTS[req]
    cards = [c for c, _ in play]
    if len(set(cards)) != len(cards):
        return "a card is named twice"
    for c, v in play:
        if t.wild[c]:
            if not MIN_VALUE <= v <= MAX_VALUE:
                return f"an X stands for a value from {MIN_VALUE} to {MAX_VALUE}, not {v}"
        elif v != t.value[c]:
            return f"{t.face[c]} stands for {t.value[c]}, not {v}"
    n = len(play)
    values = sorted(v for _, v in play)
    suits = {t.suit[c] for c in cards}
    if req == XKIND:
        if not 1 <= n <= XKIND_MAX:
            return f"X of a Kind takes 1 to {XKIND_MAX} cards, not {n}"
        return None if len(set(values)) == 1 else "X of a Kind needs cards of one value"
    if n != SIZE[req]:
        return f"{name} takes {SIZE[req]} card{'s' if SIZE[req] > 1 else ''}, not {n}"
    if req in (PAIR, THREE):
        return None if len(set(values)) == 1 else f"{'a pair' if req == PAIR else 'three of a kind'} needs one value"
    if req in (RUN, STRAIGHTFLUSH):
        if values != list(range(values[0], values[0] + 3)):
            return "a run needs three consecutive values"
    if req in (FLUSH, STRAIGHTFLUSH) and len(suits) != 1:
        return "a flush needs three cards of one suit"
    if req == TWOPAIRS and not (values[0] == values[1] and values[2] == values[3] and values[1] != values[2]):
        return "two pairs needs two cards of one value and two of another"
    return None


# ---- tackles -------------------------------------------------------------------------------------


def tackle_faces(t: Table, top: Play) -> list[tuple[str, ...]]:
    """Every set of faces that tackles `top`, each highest first (by face: an X above a 10)."""
    if protected(t, top):
        return []
    if len(top) == 1:
        card = top[0][0]
        value, suit = t.value[card], t.suit[card]
        need = player_face(0, suit, True) if value == MIN_VALUE else player_face(value - 1, suit, False)
        return [(need,)]
    faces = [t.face[c] for c, _ in top]
    out = {tuple(sorted(faces[:i] + faces[i + 1:], key=face_order, reverse=True)) for i in range(len(faces))}
    return sorted(out, key=lambda fs: tuple(face_order(f) for f in fs), reverse=True)


def face_order(face: str) -> tuple[int, int]:
    """How tackle cards are ordered, highest first: by value (an X above a 10), then suit."""
    value = MAX_VALUE + 1 if face[0] == "X" else int(face[:-1]) if face[:-1].isdigit() else 0
    return value, "NKE".find(face[-1])


# ---- generating shots --------------------------------------------------------------------------


def items_of(t: Table) -> tuple[tuple[Item, ...], ...]:  # called by table.compile_deck
    """Per card, the Item of each value it can stand for (index = value; a real card only at its own)."""
    out: list[tuple[Item, ...]] = []
    for c in range(t.n):
        if t.is_goal(c):
            out.append(())
            continue
        row: list[Item] = []
        for v in range(MAX_VALUE + 1):
            shown = v if t.wild[c] else t.value[c]
            row.append((c, shown, face_of(t, c, shown), shown * 3 + t.suit[c], (shown, t.suit[c], 0 if t.wild[c] else 1)))
        out.append(tuple(row))
    return tuple(out)


_ORDER = itemgetter(4)


class Hand:
    """One seat's hand, indexed for generating combinations (each already in written order)."""

    __slots__ = ("t", "cards", "items", "reals", "by_suit", "xs", "xs_by_suit", "_of_value")

    def __init__(self, t: Table, cards: Sequence[int]) -> None:
        self.t = t
        self.cards = tuple(cards)
        self.items = items = t.items
        self.reals: dict[int, list[Item]] = {}
        self.by_suit: dict[int, list[int]] = {}
        self.xs: list[int] = []
        self.xs_by_suit: dict[int, list[int]] = {}
        self._of_value: dict[int, list[Item]] = {}
        for c in cards:
            if t.wild[c]:
                self.xs.append(c)
                self.xs_by_suit.setdefault(t.suit[c], []).append(c)
            else:
                self.reals.setdefault(t.value[c], []).append(items[c][0])
                self.by_suit.setdefault(t.suit[c], []).append(c)

    def of_value(self, v: int) -> list[Item]:
        """Every card that can stand for `v` (the real ones and each X), highest first."""
        found = self._of_value.get(v)
        if found is None:
            found = self._of_value[v] = sorted(self.reals.get(v, []) + [self.items[x][v] for x in self.xs],
                                               key=_ORDER, reverse=True)
        return found

    def singles(self) -> Iterator[tuple[Item, ...]]:
        for c in self.cards:
            row = self.items[c]
            if self.t.wild[c]:
                for v in VALUES:
                    yield (row[v],)
            else:
                yield (row[0],)

    def groups(self, sizes: Iterable[int]) -> Iterator[tuple[Item, ...]]:
        """k cards of one value, for each k in sizes (pairs, threes, X of a kind)."""
        wanted = tuple(sizes)
        for v in VALUES:
            opts = self.of_value(v)
            for k in wanted:
                if k <= len(opts):
                    yield from combinations(opts, k)

    def runs(self, flush: bool) -> Iterator[tuple[Item, ...]]:
        """Three consecutive values (of one suit if `flush`), each card real or an X; the top one first."""
        suits = sorted(set(self.by_suit) | set(self.xs_by_suit)) if flush else [None]
        t, items = self.t, self.items
        for s in suits:
            for v in range(MAX_VALUE, MIN_VALUE + 1, -1):
                slots: list[list[Item]] = []
                for w in (v, v - 1, v - 2):
                    if s is None:
                        slots.append(self.of_value(w))
                    else:
                        slots.append([i for i in self.reals.get(w, ()) if t.suit[i[0]] == s]
                                     + [items[x][w] for x in self.xs_by_suit.get(s, ())])
                if not (slots[0] and slots[1] and slots[2]):
                    continue
                for a in slots[0]:
                    for b in slots[1]:
                        if b[0] == a[0]:
                            continue
                        for c in slots[2]:
                            if c[0] != a[0] and c[0] != b[0]:
                                yield (a, b, c)

    def flushes(self) -> Iterator[tuple[Item, ...]]:
        """Three cards of one suit, each X standing for any value."""
        items, wild = self.items, self.t.wild
        for s in sorted(set(self.by_suit) | set(self.xs_by_suit)):
            cards = self.by_suit.get(s, []) + self.xs_by_suit.get(s, [])
            for trio in combinations(cards, 3):
                if not any(wild[c] for c in trio):
                    yield tuple(sorted((items[c][0] for c in trio), key=_ORDER, reverse=True))
                    continue
                options = [[items[c][v] for v in VALUES] if wild[c] else [items[c][0]] for c in trio]
                for p in product(*options):
                    yield tuple(sorted(p, key=_ORDER, reverse=True))

    def two_pairs(self) -> Iterator[tuple[Item, ...]]:
        """Two cards of one value and two of another (an X in one pair only); the higher pair first."""
        pairs = {v: list(combinations(self.of_value(v), 2)) for v in VALUES}
        for a in VALUES:
            if not pairs[a]:
                continue
            for b in range(a + 1, MAX_VALUE + 1):
                for q in pairs[b]:
                    q0, q1 = q[0][0], q[1][0]
                    for p in pairs[a]:
                        if p[0][0] != q0 and p[0][0] != q1 and p[1][0] != q0 and p[1][0] != q1:
                            yield q + p

    def raw(self, req: int, min_cards: int = 1) -> Iterator[tuple[Item, ...]]:
        """Every combination of the hand meeting `req`, highest card first, each once."""
        if req == SINGLE:
            return self.singles()
        if req == PAIR:
            return self.groups((2,))
        if req == THREE:
            return self.groups((3,))
        if req == XKIND:
            return self.groups(range(max(1, min_cards), XKIND_MAX + 1))
        if req == RUN:
            return self.runs(False)
        if req == STRAIGHTFLUSH:
            return self.runs(True)
        if req == FLUSH:
            return self.flushes()
        return self.two_pairs()


def shots(t: Table, hand: Hand, req: int, top: Play | None) -> list[tuple[Key, tuple[Item, ...]]]:
    """Every combination of `hand` that may be shot onto a goal card of `req` whose top is `top`,
    as (strength, the cards as Items, highest first), each once."""
    min_cards = 1
    floor: Key | None = None
    if top is not None:
        if protected(t, top):
            if req != XKIND:
                return []
            min_cards = len(top) + 1
        else:
            floor = strength(t, top, req)
            if req == XKIND:
                min_cards = len(top)
    out: list[tuple[Key, tuple[Item, ...]]] = []
    xkind = req == XKIND
    for play in hand.raw(req, min_cards):
        key = tuple([i[3] for i in play])
        if xkind:
            key = (len(play),) + key
        if floor is None or key > floor:
            out.append((key, play))
    return out


def as_play(items: tuple[Item, ...]) -> Play:
    """The Play of a generated combination."""
    return tuple((i[0], i[1]) for i in items)


__all__ = ["Play", "Key", "Item", "Hand", "shots", "as_play", "items_of", "strength", "beats", "protected", "problem", "normalise", "written",
           "face_of", "tackle_faces", "face_order", "all_wild", "rank", "SIZE", "XKIND_MAX"]
