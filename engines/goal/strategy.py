"""What the computer players know about the game: a combination index, candidate moves, values.

`ComboIndex` lists, once per deck, every combination a full deck could ever make for
each requirement (about 11,000 in all; 6,885 of them Two Pairs), with a bit mask of
its cards, its strength key and its price in cards. Which of them a hand can make is
then a subset test on two ints, so "the cheapest combination that beats the top one"
or "the strongest one" costs a short scan instead of enumerating the hand's thousands
of combinations: fast enough for a search that asks it at every step of a playout.

`candidates(state)` is the short list of sensible moves the bots choose from: PASS;
on each goal card the cheapest combination that goes on top, the strongest one, and
one that cannot be beaten (all X's) when there is one; every tackle. `goal_worth`
(a goal card's letter towards a set) and `evaluate` (sets, goal cards, letters and
cards left) are the values the heuristics and the search share.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from functools import lru_cache

from engines.goal.combos import Hand, Key, Play, as_play, face_of, protected, strength, tackle_faces
from engines.goal.notation import PASS, SHOOT, TACKLE, Action
from engines.goal.rules import ACTIONS_PER_QUARTER, QUARTERS, Combo, sets_of, top_of
from engines.goal.state import State
from engines.goal.table import LETTERS, MAX_VALUE, REQUIREMENTS, XKIND, Table, load_table

MEMO_SIZE = 100_000
"""Answers a combination index remembers before it forgets them all (about 20 MB at most)."""
X_PRICE = 3.2
"""What spending an X costs, in plain cards: it is wild, and only X's make unbeatable combinations."""


def price(t: Table, card: int) -> float:
    """What spending a card costs a player (high cards and X's are worth keeping)."""
    return X_PRICE if t.wild[card] else 1.0 + 0.07 * t.value[card]


@dataclass(frozen=True, slots=True)
class Entry:
    """One combination a deck can make: seat 0's cards (add the seat's offset for the other)."""

    mask: int
    key: Key
    cost: float
    play: Play
    locked: bool
    """All X's: cannot be beaten (but by more cards on X of a Kind) nor tackled."""
    faces: tuple[str, ...]
    """The cards as written (the same for both seats' copies)."""
    shots: dict[str, Action] = field(default_factory=dict, compare=False, repr=False)
    """The SHOOT onto each goal card, made once (a cache: actions are values)."""

    def shoot(self, goal: str) -> Action:
        """The SHOOT of this combination onto goal card `goal`."""
        action = self.shots.get(goal)
        if action is None:
            action = self.shots[goal] = Action(SHOOT, goal, self.faces)
        return action


class ComboIndex:
    """Every combination of one player's deck, per requirement and per set of X's it uses (a hand
    without an X never looks at the many combinations with one): by strength and by price."""

    def __init__(self, t: Table) -> None:
        self.t = t
        full = Hand(t, tuple(t.seat_cards(0)))
        self.x_mask = sum(1 << c for c in t.seat_cards(0) if t.wild[c])
        self.groups: list[dict[int, tuple[list[Entry], list[Entry], list[Entry]]]] = []
        self.keys: list[dict[int, list[Key]]] = []
        self.memo: dict[tuple[int, int, Key | None], tuple[Entry | None, Entry | None, Entry | None]] = {}
        self.tackle_memo: dict[Play, list[tuple[str, ...]]] = {}
        """Per requirement and X group: the keys of by_key (strongest first), for bisecting."""
        for req in range(len(REQUIREMENTS)):
            entries: dict[int, list[Entry]] = {}
            for items in full.raw(req):
                play = as_play(items)
                mask = 0
                for c, _ in play:
                    mask |= 1 << c
                entries.setdefault(mask & self.x_mask, []).append(
                    Entry(mask, strength(t, play, req), sum(price(t, c) for c, _ in play), play, protected(t, play),
                          tuple(face_of(t, c, v) for c, v in play)))
            groups = {}
            for xs, group in entries.items():
                by_cost = sorted(group, key=lambda e: (e.cost, e.key))
                groups[xs] = (sorted(group, key=lambda e: (e.key, -e.cost), reverse=True), by_cost,
                              [e for e in by_cost if e.locked])
            self.groups.append(groups)
            self.keys.append({xs: [e.key for e in group[0]] for xs, group in groups.items()})

    def floor(self, req: int, top: Combo | None) -> Key | None:
        """The key a combination must exceed to go on top of `top` (None: nothing can)."""
        if top is None:
            return ()
        if protected(self.t, top.play):
            return (len(top.play), 1 << 30) if req == XKIND else None
        return strength(self.t, top.play, req)

    def best(self, req: int, hand: int, floor: Key | None) -> tuple[Entry | None, Entry | None, Entry | None]:
        """(the cheapest, the strongest, the cheapest all-X) combinations of hand mask `hand` with a key
        above `floor`, remembered: a search asks the same question of the same hand again and again."""
        memo_key = (req, hand, floor)
        found = self.memo.get(memo_key)
        if found is None:
            strongest = self.strongest(req, hand, floor)
            if strongest is None:
                found = (None, None, None)
            else:
                found = (self.cheapest(req, hand, floor), strongest, self.cheapest(req, hand, floor, locked=True))
            if len(self.memo) >= MEMO_SIZE:
                self.memo.clear()
            self.memo[memo_key] = found
        return found

    def tackles(self, top: Play) -> list[tuple[str, ...]]:
        """`combos.tackle_faces` of a combination, remembered."""
        found = self.tackle_memo.get(top)
        if found is None:
            if len(self.tackle_memo) >= MEMO_SIZE:
                self.tackle_memo.clear()
            found = self.tackle_memo[top] = tackle_faces(self.t, top)
        return found

    def strongest(self, req: int, hand: int, floor: Key | None) -> Entry | None:
        """The strongest combination of hand mask `hand` with a key above `floor` (None if none)."""
        if floor is None:
            return None
        best: Entry | None = None
        xs = hand & self.x_mask
        for used, (by_key, _, _) in self.groups[req].items():
            if used & xs != used:
                continue
            for e in by_key:
                if best is not None and e.key <= best.key:
                    break
                if e.mask & hand == e.mask:
                    best = e
                    break
        return best if best is not None and best.key > floor else None

    def cheapest(self, req: int, hand: int, floor: Key | None, locked: bool = False) -> Entry | None:
        """The cheapest combination of `hand` with a key above `floor` (all X's only if `locked`)."""
        if floor is None:
            return None
        best: Entry | None = None
        xs = hand & self.x_mask
        for used, (by_key, by_cost, only_x) in self.groups[req].items():
            if used & xs != used:
                continue
            above = bisect_left(self.keys[req][used], _Negated(floor), key=_Negated)  # keys above the floor
            if above < len(by_cost) // 4:  # few combinations beat the floor: look at those alone
                for e in by_key[:above]:
                    if e.mask & hand == e.mask and (e.locked or not locked) and e.key > floor and (
                            best is None or e.cost < best.cost):
                        best = e
                continue
            for e in only_x if locked else by_cost:
                if best is not None and e.cost >= best.cost:
                    break
                if e.mask & hand == e.mask and e.key > floor:
                    best = e
                    break
        return best


class _Negated:
    """A key ordered backwards, to bisect a list sorted strongest first."""

    __slots__ = ("key",)

    def __init__(self, key: Key) -> None:
        self.key = key

    def __lt__(self, other: _Negated) -> bool:
        return self.key > other.key


@lru_cache(maxsize=4)
def index_for(path: str) -> ComboIndex:
    """The combination index of a deck (built once per process: about a tenth of a second)."""
    return ComboIndex(load_table(path))


def hand_mask(s: State, seat: int) -> int:
    """Seat's hand as a bit mask of its deck's cards."""
    base = seat * s.table.per_seat
    mask = 0
    for c in s.hands[seat]:
        mask |= 1 << (c - base)
    return mask


@dataclass(frozen=True, slots=True)
class Option:
    """A candidate move with what a heuristic needs to know about it."""

    action: Action
    goal: int
    """The goal card (-1 for PASS)."""
    cost: float
    strength: float
    """How hard it is to take the goal card back: 0..1 (1: cannot be beaten nor tackled)."""
    takes: bool
    """Whether it puts the mover on top of a goal card the mover is not on top of."""


def _strength01(t: Table, e: Entry, req: int) -> float:
    if e.locked:
        return 1.0
    top = e.key[1] if req == XKIND else e.key[0]
    return min(0.95, top / (3 * MAX_VALUE + 2))  # the rank of its highest card, against a 10 of Emperors


def candidates(s: State) -> list[Option]:
    """The short list of sensible moves for the seat to move (every one legal)."""
    t = s.table
    me = s.to_move
    index = index_for(t.path)
    mask = hand_mask(s, me)
    faces = {t.face[c] for c in s.hands[me]}
    out = [Option(Action(PASS), -1, 0.0, 0.0, False)]
    for gid, stack in s.goals:
        req = t.requirement[gid]
        top = top_of(stack)
        mine = top is not None and top.seat == me
        if mine and top is not None and protected(t, top.play):
            continue
        cheapest, strongest, locked = index.best(req, mask, index.floor(req, top))
        if strongest is not None:
            seen: set[Play] = set()
            for e in ([cheapest, strongest, locked] if not mine else [locked]):
                if e is not None and e.play not in seen:
                    seen.add(e.play)
                    out.append(Option(e.shoot(t.face[gid]), gid, e.cost, _strength01(t, e, req), not mine))
        if top is not None and not mine:
            for need in index.tackles(top.play):
                if faces.issuperset(need):
                    cost = sum(price(t, t.by_face[me][f]) for f in need)
                    below = top_of(stack[:-1])
                    out.append(Option(Action.make(TACKLE, t.face[gid], need), gid, cost,
                                      0.5 if below is not None and below.seat == me else 0.0,
                                      below is not None and below.seat == me))
    return out


# ---- values ---------------------------------------------------------------------------------------


def letter_counts(t: Table, prizes: tuple[int, ...]) -> dict[str, int]:
    """How many goal cards of each letter a prize pile holds."""
    counts = {letter: 0 for letter in LETTERS}
    for c in prizes:
        counts[t.letter[c]] = counts.get(t.letter[c], 0) + 1
    return counts


def goal_worth(s: State, seat: int, goal: int) -> float:
    """What winning goal card `goal` is worth to `seat`: a goal card, more if its letter is one the
    seat's next set lacks, and more again if it also denies the opponent a letter it lacks."""
    t = s.table
    letter = t.letter[goal]
    mine = letter_counts(t, s.prizes[seat])
    theirs = letter_counts(t, s.prizes[1 - seat])
    worth = 1.0
    if mine[letter] == min(mine.values()):
        worth += 0.8
    if theirs[letter] == min(theirs.values()):
        worth += 0.4
    return worth


def score(s: State, seat: int) -> float:
    """A seat's standing in goal-card units: sets first, then goal cards, letters towards the next set,
    and the cards still to play with (worth less as the game runs out)."""
    t = s.table
    prizes = s.prizes[seat]
    counts = letter_counts(t, prizes)
    sets = sets_of(t, prizes)
    partial = sum(1 for n in counts.values() if n > sets)
    left = QUARTERS - s.quarter + (1 if s.action < ACTIONS_PER_QUARTER else 0)
    cards = len(s.hands[seat]) + 0.6 * len(s.decks[seat])
    return 6.0 * sets + 1.0 * len(prizes) + 0.6 * partial + 0.07 * cards * max(0, left) - 0.01 * len(s.decks[seat])


def evaluate(s: State) -> float:
    """Seat 0's expected result in [0, 1] (terminal: the result)."""
    if s.is_terminal:
        return 1.0 if s.winner == 0 else 0.0
    diff = score(s, 0) - score(s, 1)
    return 0.5 + max(-0.49, min(0.49, diff / 8.0))


__all__ = ["ComboIndex", "Entry", "Option", "index_for", "candidates", "hand_mask", "goal_worth", "score",
           "evaluate", "price", "letter_counts"]
