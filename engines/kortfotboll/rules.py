"""The rules: legal actions, why an action is illegal, and what actions do, on a mutable copy (`Work`).

State.apply copies a State into a Work, `perform` changes it, and every step nobody
decides follows at once as events: a won challenge turns up the next library card,
a turn ends, a player with an empty library passes, a half ends, half time gathers
and reshuffles, the game ends, a knockout draw goes to the shoot-out.

Phases: "setup" (the player to move places its cards, PLACE), "turn" (the start of
a turn: REFILL, SUB or ATTACK), "target" (a card is turned up: choose its target),
"over". Who sees what is in zones.py; messages never name a face-down card.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.common import rng as prng
from engines.common.events import Event, event
from engines.kortfotboll.notation import ATTACK, PLACE, REFILL, SUB, TARGET, Action
from engines.kortfotboll.table import (
    ACE, DEF, FWD, GK, JOKER, JOKER_RANK, LOWEST, MID, ROWS, Formation, Table, rank_name,
)

P_SETUP, P_TURN, P_TARGET, P_OVER = "setup", "turn", "target", "over"
PHASES = (P_SETUP, P_TURN, P_TARGET, P_OVER)
SEAT_NAMES = ("Blue", "Red")
HALVES = 2
MAX_SUBS = 3
"""Substitutions per player per game."""
WARNINGS_PER_SENDING_OFF = 2
"""Every second warning sends a card off."""
PENALTY_CARDS = 2
SHOOTOUT_KICKS = 5
MAX_SUDDEN_DEATH = 30
"""Sudden-death rounds before a seeded coin decides a shoot-out. With a new goalkeeper every round, more
than a third of the rounds are decided (measured: docs/rules/kortfotboll.md), so only a deck file whose
cards all score (or all miss) gets there."""
LEGACY_MAX_SUDDEN_DEATH = 100
"""The cap of the old shoot-out (option fixed_keepers: one goalkeeper each for the whole shoot-out)."""
NO_NOTE = (LOWEST, JOKER_RANK)
"""What an attacker knows of a face-down card it has not challenged: anything from 2 to a joker."""
REASONS = ("goals", "shootout", "coin_toss", "draw")
COIN_TOSS_TEXT = "The coin says {name} kicks off."
SHOOTOUT_TOSS_TEXT = "Penalty shoot-out: the coin says {name} kicks first."
ROW_WORDS = ("goal is", "defenders are", "midfielders are", "forwards are")

Note = tuple[int, int]
"""(lowest, highest) rank a face-down card can have, as its opponent has learned."""


def keeper_bound(low: int, high: int, value: int, scored: bool) -> Note:
    """A goalkeeper's note after a penalty of `value`: it survived (not a joker), and its penalty value
    (A 15, others their rank) is at most `value` if the penalty scored, above it if not."""
    ranks = [r for r in range(max(low, LOWEST), min(high, ACE) + 1)
             if ((15 if r == ACE else r) <= value) == scored]
    return (ranks[0], ranks[-1]) if ranks else (low, min(high, ACE))


class Work:
    """A mutable copy of a State while one action is applied."""

    def __init__(self, table: Table, forms: tuple[Formation, Formation]) -> None:
        self.t = table
        self.forms = forms
        self.knockout = False
        self.fixed_keepers = False
        """The old shoot-out (records before format 3): the same goalkeepers all through, 100 rounds of
        sudden death before the coin."""
        self.half = 1
        self.phase = P_SETUP
        self.to_move = 0
        self.first = 0
        self.fields: list[list[int | None]] = [[None] * len(f.positions) for f in forms]
        self.hands: list[tuple[int, ...]] = [(), ()]
        self.libraries: list[tuple[int, ...]] = [(), ()]
        self.discards: list[tuple[int, ...]] = [(), ()]
        self.turned: int | None = None
        self.scores = [0, 0]
        self.warnings = [0, 0]
        self.subs = [0, 0]
        self.sent_off: list[tuple[int, ...]] = [(), ()]
        self.subbed: tuple[int, ...] = ()
        self.notes: list[list[Note]] = [[NO_NOTE] * len(forms[1].positions), [NO_NOTE] * len(forms[0].positions)]
        """notes[s][p]: what seat s has learned of the card at the opponent's position p."""
        self.keepers: list[int | None] = [None, None]
        self.shootout: tuple[int, int] | None = None
        self.winner: int | None = None
        self.reason: str | None = None
        self.rng = 0
        self.ev: list[Event] = []

    # ---- where things are ------------------------------------------------------------------------

    def open_positions(self, seat: int) -> list[int]:
        """Seat's empty positions that may be filled (not sent off)."""
        closed = self.sent_off[seat]
        return [i for i, c in enumerate(self.fields[seat]) if c is None and i not in closed]

    def row_has_gap(self, seat: int, row: int) -> bool:
        """Whether seat's `row` has an empty position (a sent-off one counts) for the opponent's attacks."""
        field = self.fields[seat]
        return any(field[i] is None for i in self.forms[seat].in_row(row))

    def open_rows(self, defender: int) -> list[int]:
        """The defender's rows an attacker may target: forwards always, each further row once every row
        in front of it has an empty position."""
        rows = [FWD]
        for row, behind in ((MID, FWD), (DEF, MID), (GK, DEF)):
            if not self.row_has_gap(defender, behind):
                break
            rows.append(row)
        return rows

    def targets(self, attacker: int) -> list[int]:
        """The opponent's positions the turned-up card may attack: cards in open rows, and the goal
        itself once it is open (an empty goal too: a shot at it always scores)."""
        d = 1 - attacker
        form = self.forms[d]
        field = self.fields[d]
        out: list[int] = []
        for row in self.open_rows(d):
            out += [i for i in form.in_row(row) if field[i] is not None or row == GK]
        return sorted(out)

    # ---- legal actions ------------------------------------------------------------------------------

    def legal(self) -> list[Action]:
        """Every legal action of the seat to move, in the canonical order."""
        me = self.to_move
        names = self.forms[me].positions
        out: list[Action] = []
        if self.phase == P_SETUP:
            faces = sorted({self.t.face[c] for c in self.hands[me]})
            out = [Action(PLACE, names[p], f) for f in faces for p in self.open_positions(me)]
        elif self.phase == P_TURN:
            if self.libraries[me]:
                empty = self.open_positions(me)
                out = [Action(REFILL, names[p]) for p in empty]
                if not empty and self.subs[me] < MAX_SUBS:
                    out += [Action(SUB, names[p]) for p, c in enumerate(self.fields[me])
                            if c is not None and p not in self.subbed]
                out.append(Action(ATTACK))
        elif self.phase == P_TARGET:
            theirs = self.forms[1 - me].positions
            out = [Action(TARGET, theirs[p]) for p in self.targets(me)]
        out.sort(key=Action.sort_key)
        return out

    def problem(self, a: Action) -> str | None:
        """Why `a` is not legal now (None if it is); never names a card the mover cannot see."""
        me = self.to_move
        if self.phase == P_OVER:
            return "the game is over"
        if a.kind == PLACE:
            if self.phase != P_SETUP:
                return "cards are placed only while setting up the field"
            return self._place_problem(a)
        if self.phase == P_SETUP:
            return f"{SEAT_NAMES[me]} is setting up the field: PLACE one of the cards in hand"
        form = self.forms[me]
        if a.kind in (REFILL, SUB, ATTACK):
            if self.phase == P_TARGET:
                return "a card is turned up: choose its target (@position)"
            if a.kind == ATTACK:
                return None  # the turn phase only exists with cards in the library
            p = form.index.get(a.position)
            if p is None:
                return f"{a.position} is not a position of {form.name}"
            if a.kind == REFILL:
                if p in self.sent_off[me]:
                    return f"{a.position} was sent off: it stays empty for the rest of the game"
                if self.fields[me][p] is not None:
                    return f"{a.position} is not empty"
                return None
            if self.open_positions(me):
                return "substitutions are made only when no position is empty"
            if self.subs[me] >= MAX_SUBS:
                return f"{SEAT_NAMES[me]} has made all {MAX_SUBS} substitutions of the game"
            if self.fields[me][p] is None:
                return f"{a.position} was sent off: there is no card to substitute"
            if p in self.subbed:
                return f"{a.position} was substituted already this turn"
            return None
        # a target
        if self.phase != P_TARGET:
            return "no card is turned up: ATTACK first"
        d = 1 - me
        p = self.forms[d].index.get(a.position)
        if p is None:
            return f"{a.position} is not a position of {SEAT_NAMES[d]}'s {self.forms[d].name}"
        row = self.forms[d].rows[p]
        if row not in self.open_rows(d):
            # Name only the lines still closing the way: a line in front that has a gap already is open.
            full = [ROW_WORDS[r].split()[0] for r in range(FWD, row, -1) if not self.row_has_gap(d, r)]
            need = (f"the {full[0]} need an empty position first" if len(full) == 1 else
                    f"the {', '.join(full[:-1])} and {full[-1]} each need an empty position first")
            return f"{SEAT_NAMES[d]}'s {ROW_WORDS[row]} not open yet: {need}"
        if self.fields[d][p] is None and row != GK:
            return f"{SEAT_NAMES[d]}'s {a.position} is empty"
        return None

    def _place_problem(self, a: Action) -> str | None:
        me = self.to_move
        form = self.forms[me]
        p = form.index.get(a.position)
        if p is None:
            return f"{a.position} is not a position of {form.name}"
        if p in self.sent_off[me]:
            return f"{a.position} was sent off: it stays empty for the rest of the game"
        if self.fields[me][p] is not None:
            return f"{a.position} is taken already"
        if self.card_in_hand(a.face) is None:
            return f"{a.face} is not among {SEAT_NAMES[me]}'s cards to place"
        return None

    def card_in_hand(self, face: str) -> int | None:
        """The mover's card in hand showing `face` (the lowest id for a joker)."""
        for c in self.hands[self.to_move]:
            if self.t.face[c] == face:
                return c
        return None

    # ---- effects -------------------------------------------------------------------------------------

    def perform(self, a: Action) -> None:
        """Apply a legal action (checked by the caller), then every step nobody decides."""
        me = self.to_move
        t = self.t
        if a.kind == PLACE:
            card = self.card_in_hand(a.face)
            assert card is not None
            p = self.forms[me].index[a.position]
            self.hands[me] = tuple(c for c in self.hands[me] if c != card)
            self.fields[me][p] = card
            self.ev.append(event("place", seat=me, position=a.position, card=t.face[card], id=card,
                                 left=len(self.hands[me]), secret=("card", "id"), hidden_from=1 - me))
            if not self.hands[me]:
                self.next_placer()
        elif a.kind == REFILL:
            p = self.forms[me].index[a.position]
            card = self.take_top(me)
            self.fields[me][p] = card
            self.ev.append(event("refill", seat=me, position=a.position, card=t.face[card], id=card,
                                 left=len(self.libraries[me]), secret=("card", "id"), hidden_from=1 - me))
            self.after_library_use(me)
        elif a.kind == SUB:
            p = self.forms[me].index[a.position]
            out = self.fields[me][p]
            assert out is not None
            self.discards[me] = (out,) + self.discards[me]
            card = self.take_top(me)
            self.fields[me][p] = card
            self.subs[me] += 1
            self.subbed += (p,)
            self.notes[1 - me][p] = NO_NOTE
            self.ev.append(event("sub", seat=me, position=a.position, out_card=t.face[out], out_id=out,
                                 card=t.face[card], id=card, left=len(self.libraries[me]), subs=self.subs[me],
                                 secret=("card", "id"), hidden_from=1 - me))
            self.after_library_use(me)
        elif a.kind == ATTACK:
            self.turn_up(me, auto=False)
        else:
            self.challenge(self.forms[1 - me].index[a.position])

    def take_top(self, seat: int) -> int:
        """The top card of seat's library, taken off it."""
        card, self.libraries[seat] = self.libraries[seat][0], self.libraries[seat][1:]
        return card

    def discard(self, seat: int, card: int, source: str, position: str | None = None) -> None:
        """`card` goes face up onto its owner's discard pile."""
        self.discards[seat] = (card,) + self.discards[seat]
        self.ev.append(event("discard", seat=seat, card=self.t.face[card], id=card, source=source,
                             position=position))

    def after_library_use(self, seat: int) -> None:
        """A refill or substitution took the last library card: nothing is left to attack with."""
        if not self.libraries[seat]:
            self.end_turn(seat)

    def turn_up(self, seat: int, auto: bool) -> None:
        """Turn up seat's top library card to attack with."""
        card = self.take_top(seat)
        self.turned = card
        self.phase = P_TARGET
        self.subbed = ()  # no more substitutions once the attack starts
        self.ev.append(event("turn_up", seat=seat, card=self.t.face[card], id=card,
                             left=len(self.libraries[seat]), auto=auto))

    def note(self, learner: int, p: int, low: int, high: int) -> None:
        """What `learner` now knows of the card at the opponent's position p."""
        old = self.notes[learner][p]
        new = (max(old[0], low), min(old[1], high))
        self.notes[learner][p] = new
        self.ev.append(event("learned", seat=learner, position=self.forms[1 - learner].positions[p],
                             low=rank_name(new[0]), high=rank_name(new[1])))

    def remove(self, seat: int, p: int, source: str) -> None:
        """The card at seat's position p leaves the field, face up, for its owner's discard pile."""
        card = self.fields[seat][p]
        assert card is not None
        self.fields[seat][p] = None
        self.notes[1 - seat][p] = NO_NOTE
        self.discard(seat, card, source, self.forms[seat].positions[p])

    def challenge(self, p: int) -> None:
        """The turned-up card attacks the opponent's position p."""
        t = self.t
        a, d = self.to_move, 1 - self.to_move
        card = self.turned
        assert card is not None
        self.turned = None
        form = self.forms[d]
        where = form.positions[p]
        row = form.rows[p]
        target = self.fields[d][p]
        shot = row == GK

        def told(result: str, shown: str | None = None, shown_id: int | None = None) -> None:
            self.ev.append(event("challenge", seat=a, target=where, card=t.face[card], id=card, shot=shot,
                                 result=result, shown=shown, shown_id=shown_id))

        if target is None:  # an empty goal
            told("goal")
            self.discard(a, card, "attack")
            self.goal(a, card, "empty_goal")
            self.end_turn(a)
            return
        joker = t.is_joker(target)
        r, tr = t.rank[card], t.rank[target]
        shown = JOKER if joker else None
        shown_id = target if joker else None
        if joker and t.diamond[card]:
            if row in (GK, DEF):
                told("penalty", shown, shown_id)
                self.discard(a, card, "attack")
                if row == DEF:
                    self.remove(d, p, "joker")
                self.penalty(a, card)
            else:
                told("warning", shown, shown_id)
                self.discard(a, card, "attack")
                self.remove(d, p, "joker")
                self.warn(d, p)
            self.end_turn(a)
            return
        win = r >= tr
        if shot:
            told("goal" if win else "saved", shown, shown_id)
            self.discard(a, card, "attack")
            if joker:
                self.remove(d, p, "joker")
            elif win:
                self.note(a, p, LOWEST, min(r, ACE))
            else:
                self.note(a, p, r + 1, ACE)
            if win:
                self.goal(a, card, "shot")
            self.end_turn(a)
            return
        if win:
            told("beaten", t.face[target], target)
            self.discard(a, card, "attack")
            self.remove(d, p, "beaten")
            if self.libraries[a]:
                self.turn_up(a, auto=True)
            else:
                self.end_turn(a)
            return
        told("held", shown, shown_id)
        self.discard(a, card, "attack")
        if joker:
            self.remove(d, p, "joker")
        else:
            self.note(a, p, r + 1, ACE)
        self.end_turn(a)

    def penalty(self, a: int, won_by: int) -> None:
        """Seat a's penalty: two library cards summed against the goalkeeper (a joker goalkeeper leaves
        after it, its first challenge). `won_by` is the diamond that won it (the scorer if no card is left)."""
        t = self.t
        d = 1 - a
        drawn, self.libraries[a] = self.libraries[a][:PENALTY_CARDS], self.libraries[a][PENALTY_CARDS:]
        total = sum(t.kick[c] for c in drawn)
        keeper = self.fields[d][GK]
        value = 0 if keeper is None else t.keep[keeper]
        scored = total >= value
        shown = keeper is not None and t.is_joker(keeper)
        self.ev.append(event("penalty", seat=a, cards=tuple(t.face[c] for c in drawn), ids=drawn, total=total,
                             keeper=JOKER if shown else None, keeper_value=value if shown or keeper is None else None,
                             goal=scored))
        for c in drawn:
            self.discard(a, c, "penalty")
        if keeper is not None:
            if shown:
                self.remove(d, GK, "joker")
            else:
                low, high = self.notes[a][GK]
                new = keeper_bound(low, high, total, scored)
                self.note(a, GK, *new)
        if scored:
            scorer = max(drawn, key=lambda c: t.kick[c]) if drawn else won_by
            self.goal(a, scorer, "penalty")

    def warn(self, seat: int, p: int) -> None:
        """A warning for `seat` at position p; every second one sends that position off for the game."""
        self.warnings[seat] += 1
        where = self.forms[seat].positions[p]
        self.ev.append(event("warning", seat=seat, position=where, count=self.warnings[seat]))
        if self.warnings[seat] % WARNINGS_PER_SENDING_OFF == 0:
            self.sent_off[seat] = tuple(sorted(self.sent_off[seat] + (p,)))
            self.ev.append(event("sent_off", seat=seat, position=where))

    def goal(self, seat: int, card: int, how: str) -> None:
        """A goal for `seat`, scored by `card` (its rank names the scorer)."""
        self.scores[seat] += 1
        self.ev.append(event("goal", seat=seat, scorer=self.t.scorer(card), card=self.t.face[card], id=card,
                             how=how, scores=tuple(self.scores)))

    # ---- turns, halves, the end --------------------------------------------------------------------

    def end_turn(self, seat: int) -> None:
        """Seat's turn is over; the other's starts."""
        self.ev.append(event("turn_end", seat=seat))
        self.start_turn(1 - seat)

    def start_turn(self, seat: int) -> None:
        """Seat's turn starts; with an empty library it passes by itself, and when both libraries are
        empty the half ends."""
        self.turned = None
        self.subbed = ()
        for s in (seat, 1 - seat):
            if self.libraries[s]:
                self.to_move, self.phase = s, P_TURN
                self.ev.append(event("turn", seat=s, library=len(self.libraries[s])))
                return
            self.ev.append(event("pass", seat=s))
        self.end_half()

    def half_starter(self) -> int:
        """Who kicks off (and sets up first in) this half: the other player in the second half."""
        return self.first if self.half == 1 else 1 - self.first

    def deal_half(self) -> None:
        """Each player shuffles their whole deck and draws the cards for their open positions; the half's
        starter places first."""
        t = self.t
        for seat in (0, 1):
            order, self.rng = prng.shuffled(sorted(t.seat_cards(seat)), self.rng)
            self.ev.append(event("shuffle", seat=seat, count=len(order)))
            n = min(len(self.open_positions(seat)), len(order))
            self.hands[seat], self.libraries[seat] = tuple(sorted(order[:n])), tuple(order[n:])
            for i, c in enumerate(order[:n]):
                self.ev.append(event("dealt", seat=seat, card=t.face[c], id=c, left=len(order) - i - 1,
                                     secret=("card", "id"), hidden_from=1 - seat))
        self.phase = P_SETUP
        self.to_move = self.half_starter()
        if not self.hands[self.to_move]:
            self.next_placer()

    def next_placer(self) -> None:
        """The mover has placed all its cards: the other places, or the half kicks off."""
        other = 1 - self.to_move
        if self.hands[other]:
            self.to_move = other
            return
        starter = self.half_starter()
        self.ev.append(event("kickoff", half=self.half, seat=starter))
        self.start_turn(starter)

    def end_half(self) -> None:
        """Both libraries are empty: half time, or the end of the game."""
        self.ev.append(event("half_end", half=self.half, scores=tuple(self.scores)))
        if self.half < HALVES:
            self.half += 1
            for seat in (0, 1):
                cards = [c for c in self.fields[seat] if c is not None]
                self.fields[seat] = [None] * len(self.fields[seat])
                gathered = len(cards) + len(self.discards[seat]) + len(self.hands[seat]) + len(self.libraries[seat])
                self.discards[seat] = self.hands[seat] = self.libraries[seat] = ()
                self.ev.append(event("gather", seat=seat, count=gathered))
            self.notes = [[NO_NOTE] * len(n) for n in self.notes]
            self.deal_half()
            return
        a, b = self.scores
        if a != b:
            self.game_over(0 if a > b else 1, "goals")
        elif self.knockout:
            self.shootout_play()
        else:
            self.game_over(None, "draw")

    def game_over(self, winner: int | None, reason: str) -> None:
        """The game is over."""
        self.phase = P_OVER
        self.turned = None
        self.winner, self.reason = winner, reason
        self.ev.append(event("game_over", winner=winner, reason=reason, scores=tuple(self.scores),
                             shootout=self.shootout))

    # ---- the penalty shoot-out (knockout games drawn after two halves) ----------------------------

    def shootout_play(self) -> None:
        """Every kick of the shoot-out, which nobody decides: each discard pile shuffled into a new
        library, a goalkeeper turned up from each, five kicks each in turn, then sudden death, each round
        of it against new goalkeepers (unless fixed_keepers), and a coin after MAX_SUDDEN_DEATH rounds."""
        t = self.t
        kicker, self.rng = prng.coin(self.rng)
        self.ev.append(event("coin_toss", seat=kicker, text=SHOOTOUT_TOSS_TEXT.format(name=SEAT_NAMES[kicker])))
        self.ev.append(event("shootout", seat=kicker))
        for seat in (0, 1):
            order, self.rng = prng.shuffled(self.discards[seat], self.rng)
            self.discards[seat] = ()
            self.ev.append(event("shuffle", seat=seat, count=len(order)))
            if order:
                self.keepers[seat], order = order[0], order[1:]
                k = self.keepers[seat]
                assert k is not None
                self.ev.append(event("keeper", seat=seat, card=t.face[k], id=k))
            self.libraries[seat] = tuple(order)
        cap = SHOOTOUT_KICKS + (LEGACY_MAX_SUDDEN_DEATH if self.fixed_keepers else MAX_SUDDEN_DEATH)
        goals = [0, 0]
        kicks = [0, 0]
        rnd = 0
        while True:
            rnd += 1
            if rnd > SHOOTOUT_KICKS and not self.fixed_keepers:
                for seat in (0, 1):
                    self.new_keeper(seat)
            for seat in (kicker, 1 - kicker):
                kicks[seat] += 1
                goals[seat] += self.kick(seat, rnd)
                if rnd <= SHOOTOUT_KICKS and any(goals[s] + SHOOTOUT_KICKS - kicks[s] < goals[1 - s] for s in (0, 1)):
                    break  # one side cannot catch up any more
            else:
                if rnd < SHOOTOUT_KICKS or goals[0] == goals[1]:
                    if rnd < cap:
                        continue
                    self.shootout = (goals[0], goals[1])
                    winner, self.rng = prng.coin(self.rng)
                    self.ev.append(event("coin_toss", seat=winner, text=f"Still level after {rnd} rounds of "
                                         f"penalties: the coin says {SEAT_NAMES[winner]} goes through."))
                    self.ev.append(event("shootout_over", scores=self.shootout, winner=winner))
                    self.game_over(winner, "coin_toss")
                    return
            break
        self.shootout = (goals[0], goals[1])
        winner = 0 if goals[0] > goals[1] else 1
        self.ev.append(event("shootout_over", scores=self.shootout, winner=winner))
        self.game_over(winner, "shootout")

    def new_keeper(self, seat: int) -> None:
        """Sudden death: seat's goalkeeper goes to the discard pile and the top library card (the kicked
        cards shuffled back first if the library is empty) is turned up as the new one."""
        t = self.t
        old = self.keepers[seat]
        if old is not None:
            self.keepers[seat] = None
            self.discard(seat, old, "keeper")
        self.refill_library(seat, 1)
        drawn = self.take_cards(seat, 1)
        if drawn:
            self.keepers[seat] = drawn[0]
            self.ev.append(event("keeper", seat=seat, card=t.face[drawn[0]], id=drawn[0]))

    def refill_library(self, seat: int, need: int) -> None:
        """A shoot-out library with fewer than `need` cards takes the discard pile back, shuffled, under it."""
        if len(self.libraries[seat]) < need and self.discards[seat]:
            order, self.rng = prng.shuffled(self.discards[seat], self.rng)
            self.libraries[seat] += tuple(order)
            self.discards[seat] = ()
            self.ev.append(event("shuffle", seat=seat, count=len(self.libraries[seat])))

    def kick(self, seat: int, rnd: int) -> int:
        """One shoot-out penalty by `seat`: 1 if it scores. A library short of cards takes the kicked ones
        back, shuffled."""
        t = self.t
        self.refill_library(seat, PENALTY_CARDS)
        drawn = self.take_cards(seat, PENALTY_CARDS)
        total = sum(t.kick[c] for c in drawn)
        keeper = self.keepers[1 - seat]
        value = 0 if keeper is None else t.keep[keeper]
        scored = total >= value
        scorer = t.scorer(max(drawn, key=lambda c: t.kick[c])) if drawn and scored else None
        self.ev.append(event("kick", seat=seat, round=rnd, cards=tuple(t.face[c] for c in drawn), ids=drawn,
                             total=total, keeper_value=value, goal=scored, scorer=scorer))
        for c in drawn:
            self.discard(seat, c, "penalty")
        return int(scored)

    def take_cards(self, seat: int, n: int) -> tuple[int, ...]:
        """The top n cards of seat's library (fewer if it runs short), taken off it."""
        drawn, self.libraries[seat] = self.libraries[seat][:n], self.libraries[seat][n:]
        return drawn


def row_of(forms: Sequence[Formation], seat: int, position: str) -> int:
    """The row of seat's `position`."""
    return forms[seat].rows[forms[seat].index[position]]


__all__ = ["Work", "P_SETUP", "P_TURN", "P_TARGET", "P_OVER", "PHASES", "SEAT_NAMES", "HALVES", "MAX_SUBS",
           "PENALTY_CARDS", "SHOOTOUT_KICKS", "MAX_SUDDEN_DEATH", "LEGACY_MAX_SUDDEN_DEATH", "NO_NOTE", "REASONS",
           "COIN_TOSS_TEXT", "Note",
           "keeper_bound", "ROWS", "row_of", "MID"]
