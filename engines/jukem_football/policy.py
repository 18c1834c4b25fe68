"""Heuristics for the computer players: rules of thumb, playout policy, leaf evaluation.

Everything here reads only what the seat deciding may see in the given state:
its own hand, the drives, scores, the discard pile, the number of cards left to
draw and the cards the opponent took from the discard pile (`State.taken`,
public). Bots call these on a determinization from `Sampler`, whose hidden
parts these functions never read, so a choice depends on the observation alone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from engines.common import rng as prng
from engines.jukem_football.notation import DISCARD, DRAW, END, NO, PLAY, TAKE, Action
from engines.jukem_football.rules import (
    FIELD_GOAL_MIN_YARDS, P_DEFENCE, P_DRAW, TOUCHDOWN_YARDS, drive_yards, offensive_plays, play_yards,
)
from engines.jukem_football.state import State
from engines.jukem_football.table import (
    CATCH, DEFENSIVE, FIELDGOAL, JUKEM, KICKRETURN, PANCAKE, PASS, RED, RUN, YELLOW, Table,
)


@dataclass(frozen=True, slots=True)
class Tuning:
    """The normal bot's numbers. Each was measured against the easy bot over 5,000 to 10,000 games
    (seats swapped, the same deals for every variant): these rules win 71.5% of them, the rules they
    replace 63.9%. What mattered most: the discards (a random discard instead: 59.3%), keeping JUKEM
    (jukem_cost 0: 64.5%) and taking only valuable cards (take_min 30: 64.4%); the defence thresholds
    move the result by a point or two, and a field goal bonus, the last-turn plan or the crowding of
    defensive cards by less than the noise."""

    red_at: int = 50
    """Answer with a red card when the drive stands at this many yards or more after the play."""
    yellow_big: int = 12
    """Answer with a yellow card a play of at least this many yards (20: -0.4%, 25: -2%)."""
    yellow_range: int = 1
    """1: answer with a yellow card any play on a drive in field goal range."""
    take_play: int = 1
    """1: TAKE a card that gives a hand with no play one (0: -0.5%)."""
    late_cards: int = 4
    """With this few cards left to draw, defensive cards are soon shuffled away: answer every play."""
    clog: int = 2
    """Holding this many defensive cards, answer more freely (they block the hand)."""
    take_min: int = 48
    """TAKE the discard pile's top card when it is worth this much to the hand (card_value): a defensive
    card, JUKEM, a FIELD GOAL in range, a card that completes a touchdown or a PASS and CATCH pair."""
    fg_bonus: int = 30
    """A play that reaches field goal range with a FIELD GOAL in hand is worth this many yards more."""
    jukem_cost: int = 60
    """Using JUKEM on a play that does not score or reach field goal range costs this many yards."""
    td_next: int = 20
    """A play after which the hand holds a touchdown play is worth this many yards more."""
    plan_last: int = 1
    """1: in the half's last turn, look for the plays in a row that score (else stop)."""
    last_keep: float = 0.7
    """The last turn's plan: the chance a play the defence may answer stands."""
    v_red: float = 60
    v_yellow: float = 50
    v_jukem: float = 55
    """What a red card, a yellow card and JUKEM are worth keeping, in yards of an offensive card (the
    defensive cards at 40 and 30: -2%)."""
    fit: int = 1
    """1: an offensive card too long for the drive is worth only fit_scale of its value."""
    fit_scale: float = 0.3


DEFAULT = Tuning()


def gain(s: State, a: Action) -> int:
    """Yards a play of the seat to move gains (0 for a FIELD GOAL)."""
    return gain_of(s.table, a, s.drive_yards(s.to_move))


def _is_fg(a: Action) -> bool:
    return a.cards == ("FIELDGOAL",)


def _kinds(t: Table, cards: Sequence[int]) -> list[int]:
    return [t.kind[c] for c in cards]


def _without(t: Table, hand: Sequence[int], faces: Sequence[str]) -> tuple[int, ...]:
    """The hand after putting down one card of each face."""
    rest = list(hand)
    for f in faces:
        for c in rest:
            if t.face[c] == f:
                rest.remove(c)
                break
    return tuple(rest)


def card_value(t: Table, card: int, hand: Sequence[int], yards: int, drive_empty: bool,
               tune: Tuning = DEFAULT) -> float:
    """How much `card` is worth to a hand (without it) on a drive of `yards`: higher, keep or take it."""
    k = t.kind[card]
    if k in DEFENSIVE:
        return tune.v_red if k == RED else tune.v_yellow
    if k == JUKEM:
        return tune.v_jukem
    fgs = sum(1 for c in hand if t.kind[c] == FIELDGOAL)
    if k == FIELDGOAL:
        if fgs:
            return 5
        return 70 if yards >= FIELD_GOAL_MIN_YARDS else 40 if yards >= 40 else 20
    if k == KICKRETURN:
        return 45 if drive_empty else 25
    kinds = _kinds(t, hand)
    if k == PANCAKE:
        return 25 if RUN in kinds else 12
    value: float = t.yards[card]
    if k == RUN:
        value += 5
    elif k == CATCH:
        value += 10 if any(t.kind[c] == PASS and t.low[c] <= t.yards[card] <= t.high[c] for c in hand) else -5
    elif k == PASS:
        value = (t.low[card] + t.high[card]) // 2
        value += 10 if any(t.kind[c] == CATCH and t.low[card] <= t.yards[c] <= t.high[card] for c in hand) else -5
    least = t.low[card] if k == PASS else t.yards[card]
    if tune.fit and yards + least > TOUCHDOWN_YARDS:
        value *= tune.fit_scale  # too long for this drive: of use only once it ends
    if yards and touchdown_plays(t, tuple(hand) + (card,), yards, t.face[card]):
        value += 40  # it completes a touchdown with the hand
    return value


def touchdown_plays(t: Table, hand: Sequence[int], yards: int, using: str | None = None) -> list[Action]:
    """The plays of `hand` that take a drive of `yards` to exactly 100 (with the face `using`, if given)."""
    out = []
    for p in offensive_plays(t, hand, ()):
        if _is_fg(p) or (yards and "KICKRETURN" in p.cards) or (using is not None and using not in p.cards):
            continue
        if yards + gain_of(t, p, yards) == TOUCHDOWN_YARDS:
            out.append(p)
    return out


def gain_of(t: Table, a: Action, before: int) -> int:
    """Yards of a play action on a drive of `before` yards."""
    ids = [t.ids(f)[0] for f in a.cards]
    if t.kind[ids[0]] == FIELDGOAL:
        return 0
    return play_yards(t, ids, before)


def _draw(s: State, acts: list[Action], tune: Tuning) -> Action:
    """DRAW, or TAKE a card worth having."""
    t = s.table
    me = s.to_move
    if Action(TAKE) in acts and s.discard:
        top = s.discard[0]
        hand = s.hands[me]
        if card_value(t, top, hand, s.drive_yards(me), not s.drives[me], tune) >= tune.take_min:
            return Action(TAKE)
        if tune.take_play and t.kind[top] not in DEFENSIVE and offensive_plays(t, hand + (top,), s.drives[me]) \
                and not offensive_plays(t, hand, s.drives[me]):
            return Action(TAKE)
    return Action(DRAW) if Action(DRAW) in acts else acts[0]


def _defence(s: State, acts: list[Action], tune: Tuning) -> Action:
    """The answer to the play just made: yellow for a play into field goal range or a long one, red for a
    long drive (sooner when the hand is full of defensive cards or the attacker took a FIELD GOAL), any
    answer late in the half."""
    t = s.table
    me = 1 - s.to_move
    answers = [a for a in acts if a.kind == PLAY]
    if not answers:
        return Action(NO)
    att = s.to_move
    yards = s.drive_yards(att)
    before = drive_yards(t, s.drives[att][:-1])
    last_yards = yards - before
    reds = [a for a in answers if t.kind[t.ids(a.cards[0])[0]] == RED]
    yellows = [a for a in answers if t.kind[t.ids(a.cards[0])[0]] == YELLOW]
    held = sum(1 for c in s.hands[me] if t.kind[c] in DEFENSIVE)
    late = s.last_turn or len(s.draw) <= tune.late_cards
    loose = held >= tune.clog
    opp_fg = any(t.kind[c] == FIELDGOAL for c in s.taken[att])
    # A play into field goal range: a yellow puts the drive back out of it.
    if yellows and before < FIELD_GOAL_MIN_YARDS <= yards:
        return yellows[0]
    red_at = tune.red_at - (10 if loose or opp_fg else 0)
    if reds and (yards >= red_at or (late and yards >= 30)):
        if yellows and before < FIELD_GOAL_MIN_YARDS and before < red_at - 20 and not late:
            return yellows[0]
        return reds[0]
    if yellows and (last_yards >= tune.yellow_big - (10 if loose else 0) or late
                    or (tune.yellow_range and yards >= FIELD_GOAL_MIN_YARDS)):
        return yellows[0]
    if late and reds:
        return reds[0]
    return Action(NO)


def _last_turn(t: Table, hand: tuple[int, ...], yards: int, first: bool, keep: float, depth: int = 0,
               ) -> tuple[float, Action | None]:
    """The best the half's last turn can do with `hand` from a drive of `yards`, play after play:
    (expected points, the first action), each play the defence may answer kept with chance `keep`."""
    best: tuple[float, Action | None] = (0.0, None)
    if yards >= FIELD_GOAL_MIN_YARDS and any(t.kind[c] == FIELDGOAL for c in hand):
        best = (3.0, Action(PLAY, ("FIELDGOAL",)))
    if depth >= 4:
        return best
    for p in offensive_plays(t, hand, ()):
        if _is_fg(p) or ("KICKRETURN" in p.cards and not first):
            continue
        new = yards + gain_of(t, p, yards)
        if new > TOUCHDOWN_YARDS:
            continue
        odds = 1.0 if "JUKEM" in p.cards else keep
        points = 7.0 if new == TOUCHDOWN_YARDS else _last_turn(t, _without(t, hand, p.cards), new, False, keep,
                                                               depth + 1)[0]
        if points * odds > best[0]:
            best = (points * odds, p)
    return best


def _play(s: State, acts: list[Action], tune: Tuning) -> Action:
    """A touchdown, else a field goal, else the play scoring best (yards, field goal range with a FIELD
    GOAL in hand, a touchdown play left in hand, JUKEM kept); with no play, the least useful discard."""
    t = s.table
    me = s.to_move
    hand = s.hands[me]
    yards = s.drive_yards(me)
    plays = [a for a in acts if a.kind == PLAY]
    if s.last_turn and tune.plan_last:
        _, first = _last_turn(t, hand, yards, not s.drives[me], tune.last_keep)
        if first is not None and first in acts:
            return first
        if Action(END) in acts:
            return Action(END)
    if plays:
        moves = [a for a in plays if not _is_fg(a)]
        tds = [a for a in moves if yards + gain(s, a) == TOUCHDOWN_YARDS]
        if tds:
            return min(tds, key=lambda a: ("JUKEM" in a.cards, len(a.cards), a.sort_key()))
        fgs = [a for a in plays if _is_fg(a)]
        if fgs:
            return fgs[0]
        fg_held = any(t.kind[c] == FIELDGOAL for c in hand)

        def score(a: Action) -> tuple[float, tuple[object, ...]]:
            g = gain(s, a)
            new = yards + g
            rest = _without(t, hand, a.cards)
            value: float = g
            reach = yards < FIELD_GOAL_MIN_YARDS <= new
            if reach and fg_held:
                value += tune.fg_bonus
            if "JUKEM" in a.cards and not (reach and fg_held):
                value -= tune.jukem_cost
            if "KICKRETURN" in a.cards:
                value += 10
            if new < TOUCHDOWN_YARDS and touchdown_plays(t, rest, new):
                value += tune.td_next
            return value, a.sort_key()

        return max(moves, key=score)
    if Action(END) in acts:
        return Action(END)
    discards = [a for a in acts if a.kind == DISCARD]
    if discards:
        # The card least worth keeping. What it is worth to the opponent, who may TAKE it, is left out:
        # counting it half lost 1% of games against easy (which never takes), fully 2%.
        def keep(a: Action) -> tuple[float, tuple[object, ...]]:
            card = t.ids(a.cards[0])[0]
            return card_value(t, card, _without(t, hand, a.cards), yards, not s.drives[me], tune), a.sort_key()

        return min(discards, key=keep)
    return acts[0]


def careful(s: State, tune: Tuning = DEFAULT) -> Action:
    """The normal bot's choice: the rules of thumb above, from what the seat deciding may see."""
    acts = s.legal_actions()
    if len(acts) == 1:
        return acts[0]
    if s.phase == P_DRAW:
        return _draw(s, acts, tune)
    if s.phase == P_DEFENCE:
        return _defence(s, acts, tune)
    return _play(s, acts, tune)


ROLLOUT_NOISE = 10
"""One playout move in ROLLOUT_NOISE is uniformly random (keeps playouts varied)."""
EVAL_YARD = 0.03
"""Leaf evaluation: a yard on an unfinished drive is worth this many points."""
EVAL_BASE = 3.0
EVAL_SPREAD = 0.9
"""Leaf evaluation: the points a lead must be worth, EVAL_BASE + EVAL_SPREAD * sqrt(cards still to draw
in the game), to be one logistic unit of winning chance."""
HALF_CARDS = 47
"""Cards in a full draw pile right after a deal (56 - 2 * 4 - 1; 45 with the practice deck, near enough)."""


def rollout_policy(s: State, rng: int) -> tuple[Action, int]:
    """Playout moves: the normal rules, one move in ROLLOUT_NOISE uniformly random."""
    r, rng = prng.randbelow(rng, ROLLOUT_NOISE)
    if r == 0:
        acts = s.legal_actions()
        j, rng = prng.randbelow(rng, len(acts))
        return acts[j], rng
    return careful(s), rng


def evaluate(s: State) -> float:
    """Seat 0's chance of winning at the playout's ply cap: the lead in points (a drive's yards count a
    little), against how much of the game is left."""
    t = s.table
    lead = s.scores[0] - s.scores[1] + EVAL_YARD * (drive_yards(t, s.drives[0]) - drive_yards(t, s.drives[1]))
    left = len(s.draw) + (HALF_CARDS if s.half == 1 else 0)
    x = lead / (EVAL_BASE + EVAL_SPREAD * math.sqrt(left))
    return 1.0 / (1.0 + math.exp(-x))


__all__ = ["Tuning", "DEFAULT", "careful", "card_value", "gain", "rollout_policy", "evaluate"]
