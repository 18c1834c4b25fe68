"""What the computer players know about the game: chances, placements, refills, targets, an evaluation.

Everything here reads only what the seat to move may see of a state: its own
cards, both discard piles, the counts, and its notes on the opponent's
face-down cards. (The bots hand it a state re-dealt from their observation, so
the opponent's face-down cards in it are guesses; nothing here looks at them.)

- `pool(s, me)`: how many of each rank of the opponent's cards `me` has not seen.
- `beat_chance(rank, note, pool)`: the chance a card of `rank` beats a face-down
  card known to be `note`, if it is any unseen card that fits.
- `placement(s)`: where the normal and hard players put their cards: the best
  ordinary card in goal, the rest shared out so that no row is left weak.
- `policy(s, careful, style)`: the easy / normal / hard move in any phase; a
  `Style` holds the weights, and whether the player uses its scouting notes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.kortfotboll.notation import ATTACK, PLACE, REFILL, SUB, Action
from engines.kortfotboll.rules import MAX_SUBS, NO_NOTE, P_SETUP, P_TARGET, P_TURN, Note
from engines.kortfotboll.state import State
from engines.kortfotboll.table import DEF, FWD, GK, JOKER_RANK, MID

RANKS = JOKER_RANK + 1
JOKER_DEFENCE = 11.5
"""A joker's worth as a defender when placing: it wins once, then leaves (and a diamond exploits it)."""


@dataclass(frozen=True)
class Style:
    """The tunable weights of a heuristic player."""

    shot: float = 3.0
    """What a goal is worth against opening a row (1.0-1.4) when choosing a target."""
    attrition: float = 0.6
    """What beating a card of a row that is open already is worth."""
    keep_last: int = 2
    """With this few library cards left, attack rather than refill an outfield position."""
    refill_rows: tuple[int, ...] = (GK, DEF, MID, FWD)
    """The rows refilled when empty."""
    weak_keeper: int = 9
    weak_defender: int = 4
    notes: bool = True
    """Whether it uses what it has learned of face-down cards when choosing a target."""
    subs: bool = True
    """Whether it substitutes weak cards."""


HARD = Style()
NORMAL = Style(notes=False)
"""The normal player keeps no scouting notes: every face-down card is any unseen card to it."""


def pool(s: State, me: int) -> list[int]:
    """Counts by rank of the opponent's cards `me` has not seen (not in a discard pile or face up)."""
    t = s.table
    counts = [0] * RANKS
    opp = 1 - me
    seen = set(s.discards[opp])
    keeper = s.keepers[opp]
    if keeper is not None:
        seen.add(keeper)
    for c in t.seat_cards(opp):
        if c not in seen:
            counts[t.rank[c]] += 1
    return counts


def beat_chance(rank: int, note: Note, counts: Sequence[int]) -> float:
    """The chance a card of `rank` wins against (is at least) an unseen card that fits `note`."""
    low, high = note
    total = sum(counts[low:high + 1])
    if total == 0:
        return 0.5
    return sum(counts[low:min(rank, high) + 1]) / total


def placement_value(rank: int) -> float:
    """A card's worth on defence."""
    return JOKER_DEFENCE if rank == JOKER_RANK else float(rank)


def placement(s: State) -> Action:
    """The normal / hard PLACE: the goalkeeper first (the best ordinary card), then the defenders, the
    midfielders and the forwards, each row taking its share of the remaining cards from the top down, so
    that each row's weakest card is as strong as the others'."""
    me = s.to_move
    t = s.table
    form = s.forms[me]
    hand = sorted(s.hands[me], key=lambda c: (-placement_value(t.rank[c]), c))
    empty = [p for p, c in enumerate(s.fields[me]) if c is None and p not in s.sent_off[me]]
    if GK in empty:
        ordinary = [c for c in hand if not t.is_joker(c)]
        card = ordinary[0] if ordinary else hand[0]
        return Action(PLACE, form.positions[GK], t.face[card])
    # Deal the strongest remaining card to the row whose weakest-to-be is lowest: rows in order DEF, MID, FWD
    # each take one card in turn (a snake order), so the rows end up about equally strong.
    order: list[int] = []
    rows = [r for r in (DEF, MID, FWD) if any(form.rows[p] == r for p in empty)]
    forward = True
    while len(order) < len(empty):
        for r in (rows if forward else list(reversed(rows))):
            free = [p for p in empty if form.rows[p] == r and p not in order]
            if free and len(order) < len(empty):
                order.append(free[0])
        forward = not forward
    return Action(PLACE, form.positions[order[0]], t.face[hand[0]])


def refill_order(s: State, me: int) -> list[int]:
    """My empty positions, most urgent first: the goal, then the rows nearest it."""
    form = s.forms[me]
    empty = [p for p, c in enumerate(s.fields[me]) if c is None and p not in s.sent_off[me]]
    return sorted(empty, key=lambda p: (form.rows[p], p))


def target_score(s: State, me: int, p: int, rank: int, counts: Sequence[int], style: Style = HARD) -> float:
    """How good attacking the opponent's position p with a card of `rank` looks: the chance to win, times
    what a win brings (a goal; a new row opened; a card the opponent must replace)."""
    opp = 1 - me
    form = s.forms[opp]
    row = form.rows[p]
    card = s.fields[opp][p]
    if row == GK and card is None:
        return 10.0  # an empty goal
    note = s.notes[me][p] if style.notes else NO_NOTE
    chance = beat_chance(rank, note, counts)
    if row == GK:
        return chance * style.shot
    gap = any(s.fields[opp][q] is None for q in form.in_row(row))
    worth = style.attrition if gap else 1.0 + 0.2 * (FWD - row)
    if note == NO_NOTE and s.table.diamond[s.turned or 0] and row == DEF and counts[JOKER_RANK]:
        worth += 0.5  # a diamond against a face-down defender might win a penalty
    return chance * worth


def best_target(s: State, acts: Sequence[Action], style: Style = HARD) -> Action:
    """The normal player's target for the card turned up."""
    me = s.to_move
    rank = s.table.rank[s.turned or 0]
    counts = pool(s, me)
    form = s.forms[1 - me]
    scored = [(target_score(s, me, form.index[a.position], rank, counts, style), -i, a) for i, a in enumerate(acts)]
    return max(scored)[2]


def turn_choice(s: State, acts: Sequence[Action], careful: bool, style: Style = HARD) -> Action:
    """The easy (careful False) or normal move at the start of a turn."""
    me = s.to_move
    kinds = {a.kind for a in acts}
    if REFILL in kinds:
        order = refill_order(s, me)
        if careful:
            order = [p for p in order if s.forms[me].rows[p] in style.refill_rows]
            if order and len(s.libraries[me]) <= style.keep_last and s.forms[me].rows[order[0]] != GK:
                order = []  # the last cards are worth more as attacks
        if order:
            return Action(REFILL, s.forms[me].positions[order[0]])
        if not careful:
            return Action(ATTACK)
    if careful and style.subs and SUB in kinds and s.subs[me] < MAX_SUBS and len(s.libraries[me]) > 3:
        t = s.table
        form = s.forms[me]
        subs = {a.position for a in acts if a.kind == SUB}
        weak = [(t.rank[c], p) for p, c in enumerate(s.fields[me]) if c is not None and form.positions[p] in subs
                and ((form.rows[p] == GK and t.rank[c] <= style.weak_keeper)
                     or (form.rows[p] in (DEF, MID) and t.rank[c] <= style.weak_defender))]
        if weak:
            return Action(SUB, form.positions[min(weak)[1]])
    return Action(ATTACK)


def policy(s: State, careful: bool, rng_index: int = 0, style: Style = HARD) -> Action:
    """The easy (careful False) or a careful player's move in `style` (NORMAL, HARD); `rng_index` picks
    among the easy player's equal choices."""
    acts = s.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if s.phase == P_SETUP:
        if careful:
            return placement(s)
        return acts[rng_index % len(acts)]
    if s.phase == P_TURN:
        return turn_choice(s, acts, careful, style)
    if s.phase == P_TARGET:
        if careful:
            return best_target(s, acts, style)
        goal = [a for a in acts if a.position == "GK"]
        if goal:
            return goal[0]
        deepest = [a for a in acts if a.position[:3] == acts[0].position[:3]]
        return deepest[rng_index % len(deepest)]
    return acts[0]


__all__ = ["pool", "beat_chance", "placement", "policy", "best_target", "turn_choice", "refill_order",
           "target_score", "Style", "NORMAL", "HARD"]
