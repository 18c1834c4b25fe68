"""The rules: legal actions and their effects, on a mutable working copy (`Work`).

State.apply copies a State into a Work, `perform` changes it and `settle` takes
the steps nobody decides (the draw phase ending once the hand is full or
nothing can be drawn; a half's last turn ending when no play is left; the next
deal), then the Work is frozen into a new State. Phases:

- "draw":    `to_move` replenishes to five, card by card: DRAW or TAKE (once a turn);
- "play":    one offensive play, or DISCARD:<card> when none is possible; in the
             half's last turn (draw pile empty) play after play, END to stop;
- "defence": the other seat answers the play just made: a yellow or red card, or NO;
- "over".
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.common import rng as prng
from engines.common.events import Event, event
from engines.jukem_football.notation import DISCARD, DRAW, END, NO, PLAY, TAKE, Action
from engines.jukem_football.table import (
    CATCH, FIELDGOAL, JUKEM, KICKRETURN, PANCAKE, PASS, RED, RUN, YELLOW, Table,
)

HAND_SIZE = 5
DEAL_SIZE = 4
TOUCHDOWN_YARDS = 100
FIELD_GOAL_MIN_YARDS = 70
"""A FIELD GOAL needs the drive within 30 yards of a touchdown (rulebook)."""
DEFAULT_MAX_IDLE_TURNS = 40
"""Turns ended in a row since anyone drew from the draw pile that end a half (a stalemate: the
rules let both players take and discard the same card for ever; a product decision)."""
TOUCHDOWN_POINTS = 7
FIELD_GOAL_POINTS = 3
P_DRAW, P_PLAY, P_DEFENCE, P_OVER = "draw", "play", "defence", "over"
PHASES = (P_DRAW, P_PLAY, P_DEFENCE, P_OVER)
SEAT_NAMES = ("Blue", "Red")
COIN_TOSS_TEXT = "Coin toss: {name} deals the first half, {other} plays first."

Play = tuple[int, ...]
Drive = tuple[Play, ...]


def dealer_of(first_dealer: int, half: int) -> int:
    """Deals alternate: the first dealer deals halves 1, 3, 5, ..."""
    return first_dealer if half % 2 == 1 else 1 - first_dealer


def play_yards(t: Table, play: Sequence[int], before: int = 0) -> int:
    """Yards a play gains: RUN (+PANCAKE), the CATCH of a PASS, KICKRETURN; doubled by JUKEM;
    KICKRETURN+JUKEM is a touchdown from wherever the drive stands."""
    kinds = [t.kind[c] for c in play]
    jukem = JUKEM in kinds
    if kinds[0] == KICKRETURN and jukem:
        return TOUCHDOWN_YARDS - before
    base = sum(t.yards[c] for c in play if t.kind[c] in (RUN, PANCAKE, CATCH, KICKRETURN))
    return base * 2 if jukem else base


def drive_yards(t: Table, drive: Drive) -> int:
    """The yards of a drive, play by play."""
    total = 0
    for play in drive:
        total += play_yards(t, play, total)
    return total


def play_problem(t: Table, play: Sequence[int], first: bool) -> str | None:
    """Why `play` is not a well-formed offensive play (None if it is): RUN[+PANCAKE], PASS+CATCH
    (the CATCH in range), KICKRETURN (first play only), each optionally +JUKEM last."""
    kinds = [t.kind[c] for c in play]
    if kinds and kinds[-1] == JUKEM:
        kinds = kinds[:-1]
        play = play[:-1]
    if kinds == [RUN] or kinds == [RUN, PANCAKE]:
        return None
    if kinds == [PASS, CATCH]:
        if not t.low[play[0]] <= t.yards[play[1]] <= t.high[play[0]]:
            return f"{t.face[play[1]]} is outside the range of {t.face[play[0]]}"
        return None
    if kinds == [KICKRETURN]:
        return None if first else "KICKRETURN is only the first play of a drive"
    return f"{'+'.join(t.face[c] for c in play) or 'nothing'} is not a play"


def _pick(t: Table, hand: Sequence[int], faces: Sequence[str]) -> list[int] | None:
    """The lowest ids in `hand` showing `faces` (distinct cards), None if the hand lacks one."""
    out: list[int] = []
    for f in faces:
        ids = [c for c in t.ids(f) if c in hand and c not in out]
        if not ids:
            return None
        out.append(ids[0])
    return out


def offensive_plays(t: Table, hand: Sequence[int], drive: Drive) -> list[Action]:
    """Every offensive play the hand allows on this drive (no play past 100 yards)."""
    yards = drive_yards(t, drive)
    faces = sorted({t.face[c] for c in hand})
    by_kind: dict[int, list[str]] = {}
    for f in faces:
        by_kind.setdefault(t.kind[t.ids(f)[0]], []).append(f)
    jukem = by_kind.get(JUKEM, [])
    pancake = by_kind.get(PANCAKE, [])
    bases: list[tuple[str, ...]] = []
    for r in by_kind.get(RUN, []):
        bases.append((r,))
        bases += [(r, p) for p in pancake]
    for p in by_kind.get(PASS, []):
        pid = t.ids(p)[0]
        for c in by_kind.get(CATCH, []):
            if t.low[pid] <= t.yards[t.ids(c)[0]] <= t.high[pid]:
                bases.append((p, c))
    if not drive:
        bases += [(k,) for k in by_kind.get(KICKRETURN, [])]
    out: list[Action] = []
    for base in bases:
        for cards in [base] + [base + (j,) for j in jukem]:
            ids = [t.ids(f)[0] for f in cards]
            if yards + play_yards(t, ids, yards) <= TOUCHDOWN_YARDS:
                out.append(Action(PLAY, cards))
    if yards >= FIELD_GOAL_MIN_YARDS:
        out += [Action(PLAY, (f,)) for f in by_kind.get(FIELDGOAL, [])]
    return out


def answerable(t: Table, play: Sequence[int]) -> bool:
    """Whether a play left on a drive may be answered by the defence (no JUKEM play)."""
    return all(t.kind[c] != JUKEM for c in play)


class Work:
    """A mutable copy of a State while one action is applied."""

    def __init__(self, table: Table) -> None:
        self.t = table
        self.half = 1
        self.dealer = 0
        self.first_dealer = 0
        self.to_move = 0
        self.phase = P_DRAW
        self.took = False
        self.hands: list[tuple[int, ...]] = [(), ()]
        self.draw: tuple[int, ...] = ()
        self.discard: tuple[int, ...] = ()
        self.drives: list[Drive] = [(), ()]
        self.scored: list[tuple[int, ...]] = [(), ()]
        self.aside: tuple[int, ...] = ()
        self.scores = [0, 0]
        self.winner: int | None = None
        self.reason: str | None = None
        self.rng = 0
        self.max_overtime = 3
        self.idle = 0
        self.max_idle = DEFAULT_MAX_IDLE_TURNS
        self.taken: list[tuple[int, ...]] = [(), ()]
        self.ev: list[Event] = []

    @property
    def last_turn(self) -> bool:
        """The half's last turn: the draw pile is empty (its last card was drawn this turn)."""
        return not self.draw

    # ---- legal actions ----------------------------------------------------------

    def legal(self) -> list[Action]:
        """Every legal action of the seat deciding, sorted, without duplicates."""
        t, me = self.t, self.to_move
        hand = self.hands[me]
        out: list[Action] = []
        if self.phase == P_DRAW:
            if len(hand) < HAND_SIZE:
                if self.draw:
                    out.append(Action(DRAW))
                if self.discard and not self.took:
                    out.append(Action(TAKE))
        elif self.phase == P_PLAY:
            out = offensive_plays(t, hand, self.drives[me])
            if self.last_turn or not hand:
                out.append(Action(END))
            elif not out:
                out = [Action(DISCARD, (f,)) for f in sorted({t.face[c] for c in hand})]
        elif self.phase == P_DEFENCE:
            mine = self.hands[1 - me]
            out = [Action(PLAY, (f,)) for f in sorted({t.face[c] for c in mine if t.kind[c] in (YELLOW, RED)})]
            out.append(Action(NO))
        return sorted(set(out), key=Action.sort_key)

    # ---- effects --------------------------------------------------------------------

    def perform(self, a: Action) -> None:
        """Apply a legal action (checked by the caller), then settle."""
        t, me = self.t, self.to_move
        if a.kind == DRAW:
            card, self.draw = self.draw[0], self.draw[1:]
            self.idle = 0
            self.hands[me] = tuple(sorted(self.hands[me] + (card,)))
            self.ev.append(event("draw", seat=me, card=t.face[card], id=card, left=len(self.draw),
                                 secret=("card", "id"), hidden_from=1 - me))
            if not self.draw:
                self.ev.append(event("last_card", seat=me))
        elif a.kind == TAKE:
            card, self.discard = self.discard[0], self.discard[1:]
            self.hands[me] = tuple(sorted(self.hands[me] + (card,)))
            self.taken[me] = self.taken[me] + (card,)
            self.took = True
            self.ev.append(event("take", seat=me, card=t.face[card], id=card))
        elif a.kind == DISCARD:
            card = self._take_from_hand(me, a.cards)[0]
            self.discard = (card,) + self.discard
            self.ev.append(event("discard", seat=me, card=t.face[card], id=card))
            self._end_turn()
        elif a.kind == END:
            self.ev.append(event("end", seat=me))
            if self.last_turn:
                self._end_half("end")
            else:
                self._end_turn()
        elif a.kind == NO:
            self.ev.append(event("no_answer", seat=1 - me))
            self._after_play()
        elif self.phase == P_DEFENCE:
            self._defend(a)
        else:
            self._offence(a)
        self.settle()

    def _take_from_hand(self, seat: int, faces: Sequence[str]) -> list[int]:
        """The cards showing `faces` leave the hand: a card taken from the discard pile first (identical
        cards are interchangeable, and so the ids never tell the other seat more than the faces do)."""
        taken = self.taken[seat]
        ids: list[int] = []
        for f in faces:
            one = (_pick(self.t, [c for c in taken if c not in ids], (f,)) if taken else None) or _pick(
                self.t, [c for c in self.hands[seat] if c not in ids], (f,))
            assert one is not None, f"{faces} not in hand {seat}"
            ids += one
        self.hands[seat] = tuple(c for c in self.hands[seat] if c not in ids)
        self.taken[seat] = tuple(c for c in taken if c not in ids)
        return ids

    def _offence(self, a: Action) -> None:
        t, me = self.t, self.to_move
        ids = self._take_from_hand(me, a.cards)
        if t.kind[ids[0]] == FIELDGOAL:
            yards = drive_yards(t, self.drives[me])
            self.ev.append(event("field_goal", seat=me, cards=tuple(a.cards), ids=tuple(ids), drive_yards=yards,
                                 points=FIELD_GOAL_POINTS))
            self._score(me, ids, FIELD_GOAL_POINTS)
            return
        before = drive_yards(t, self.drives[me])
        gained = play_yards(t, ids, before)
        self.drives[me] = self.drives[me] + (tuple(ids),)
        self.ev.append(event("play", seat=me, cards=tuple(a.cards), ids=tuple(ids), yards=gained,
                             drive_yards=before + gained))
        if before + gained == TOUCHDOWN_YARDS:
            self.ev.append(event("touchdown", seat=me, points=TOUCHDOWN_POINTS))
            self._score(me, (), TOUCHDOWN_POINTS)
        elif not answerable(t, ids):
            self._after_play()
        else:
            self.phase = P_DEFENCE

    def _score(self, seat: int, extra: Sequence[int], points: int) -> None:
        cards = tuple(c for play in self.drives[seat] for c in play) + tuple(extra)
        self.scored[seat] = self.scored[seat] + cards
        self.drives[seat] = ()
        self.scores[seat] += points
        if self.half >= 3:
            self._game_over(seat, "overtime")
        elif self.last_turn:
            self._end_half("scored")
        else:
            self._end_turn()

    def _defend(self, a: Action) -> None:
        t, me = self.t, self.to_move
        defender = 1 - me
        card = self._take_from_hand(defender, a.cards)[0]
        drive = self.drives[me]
        if t.kind[card] == YELLOW:
            removed, self.drives[me] = drive[-1], drive[:-1]
        else:
            removed, self.drives[me] = tuple(c for play in drive for c in play), ()
        self.aside = self.aside + removed + (card,)
        self.ev.append(event("defence", seat=defender, card=t.face[card], id=card, red=t.kind[card] == RED,
                             removed=tuple(t.face[c] for c in removed), removed_ids=tuple(removed),
                             drive_yards=drive_yards(t, self.drives[me])))
        if self.last_turn:
            self._end_half("stopped")
        else:
            self._end_turn()

    def _after_play(self) -> None:
        """A play stands: the turn is over, except in the half's last turn (play on)."""
        if self.last_turn:
            self.phase = P_PLAY
        else:
            self._end_turn()

    def _end_turn(self) -> None:
        self.idle += 1
        if self.idle >= self.max_idle:
            self._end_half("stalemate")
            return
        self.to_move = 1 - self.to_move
        self.phase = P_DRAW
        self.took = False

    def _end_half(self, why: str) -> None:
        self.ev.append(event("half_end", half=self.half, why=why, scores=(self.scores[0], self.scores[1])))
        a, b = self.scores
        if self.half == 2 and a != b:
            self._game_over(0 if a > b else 1, "points")
        elif self.half >= 2 and self.half - 2 >= self.max_overtime:
            self._game_over(None, "draw")
        else:
            self.deal(self.half + 1)

    def _game_over(self, winner: int | None, reason: str) -> None:
        self.phase = P_OVER
        self.winner = winner
        self.reason = reason
        self.ev.append(event("game_over", winner=winner, reason=reason,
                             scores=(self.scores[0], self.scores[1])))

    def deal(self, half: int) -> None:
        """Shuffle every card of the deck and deal `half`: four each, one face up; the non-dealer starts."""
        t = self.t
        self.half = half
        self.dealer = dealer_of(self.first_dealer, half)
        order, self.rng = prng.shuffled(range(t.n), self.rng)
        first = 1 - self.dealer
        self.ev.append(event("deal", half=half, dealer=self.dealer, overtime=half >= 3))
        hands: list[list[int]] = [[], []]
        for i in range(2 * DEAL_SIZE):
            seat = first if i % 2 == 0 else self.dealer
            hands[seat].append(order[i])
            self.ev.append(event("dealt", seat=seat, id=order[i], secret=("id",), hidden_from=1 - seat))
        rest = order[2 * DEAL_SIZE:]
        self.hands = [tuple(sorted(hands[0])), tuple(sorted(hands[1]))]
        self.discard = (rest[0],)
        self.draw = tuple(rest[1:])
        self.drives = [(), ()]
        self.scored = [(), ()]
        self.aside = ()
        self.taken = [(), ()]
        self.to_move = first
        self.phase = P_DRAW
        self.took = False
        self.idle = 0
        self.ev.append(event("turn_up", card=t.face[rest[0]], id=rest[0]))

    def settle(self) -> None:
        """Take the steps nobody decides, until a seat has a decision (or the game is over)."""
        for _ in range(10_000):
            if self.phase == P_DRAW:
                if self.legal():
                    return
                self.phase = P_PLAY
            elif self.phase == P_PLAY and self.last_turn and not offensive_plays(
                    self.t, self.hands[self.to_move], self.drives[self.to_move]):
                self.ev.append(event("no_play", seat=self.to_move))
                self._end_half("no_play")
            else:
                return
        raise AssertionError("settle did not settle")  # pragma: no cover


__all__ = ["Work", "HAND_SIZE", "P_DRAW", "P_PLAY", "P_DEFENCE", "P_OVER", "PHASES", "play_yards", "drive_yards",
           "play_problem", "offensive_plays", "dealer_of", "answerable", "SEAT_NAMES", "COIN_TOSS_TEXT"]
