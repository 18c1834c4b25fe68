"""The rules: legal actions, why an action is illegal, and what actions do, on a mutable copy (`Work`).

State.apply copies a State into a Work, `perform` changes it and the steps nobody
decides follow at once (the rulebook's "quarter button"): after the eighth action
of a quarter, the goal cards go to whoever is on top of them (or are discarded),
the combinations are discarded, the half-time bonus is drawn after quarter 2, the
game is decided after quarter 4, otherwise the next quarter's three goal cards are
turned up and its start player (the other one) moves. Phases: "play" and "over".

Every action is one of the quarter's eight: PASS (always legal: it draws as many
cards as the action marker shows, fewer if the deck runs short, none from an empty
deck), SHOOT or TACKLE. `problem(action)` says why an action is illegal without
generating the legal list (a hand of 20 cards has thousands of combinations), and
`legal()` lists them all; tests check the two agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import attrgetter

from engines.common import rng as prng
from engines.common.events import Event, event
from engines.goal.combos import (
    Hand, Play, beats, face_of, normalise, problem as combo_problem, protected, shots, tackle_faces, written,
)
from engines.goal.notation import KIND_RANK, PASS, SHOOT, TACKLE, Action
from engines.goal.table import LETTERS, REQUIREMENTS, XKIND, Table

HAND_SIZE = 11
"""Cards each player draws at the start (the "start button")."""
GOALS_PER_QUARTER = 3
ACTIONS_PER_QUARTER = 8
QUARTERS = 4
HALF_TIME_AFTER = 2
HALF_TIME_BONUS = 2
"""Cards the player with fewer goal cards draws at half time."""
P_PLAY, P_OVER = "play", "over"
PHASES = (P_PLAY, P_OVER)
SEAT_NAMES = ("Blue", "Red")
REASONS = ("sets", "goal_cards", "deck", "coin_toss")
"""Why a game was won: the tie-breaks in order."""
TIMBUKTU_TEXT = ("Level on sets, goal cards and cards left in the deck: the player born closer to Timbuktu "
                 "wins. The coin says {name} was. (Twins? A duel to the death is encouraged, but not required.)")


@dataclass(frozen=True, slots=True)
class Combo:
    """A combination on a goal card: whose, and its cards with the values they stand for."""

    seat: int
    play: Play

    @property
    def cards(self) -> tuple[int, ...]:
        """The card ids, highest first."""
        return tuple(c for c, _ in self.play)


Stack = tuple[Combo, ...]
"""A goal card's combinations, bottom first."""
Goal = tuple[int, Stack]
"""A face-up goal card and its stack."""


def starter_of(to_move: int, action: int) -> int:
    """The quarter's start player: the actions alternate, the start player takes the odd ones."""
    return to_move if action % 2 == 1 else 1 - to_move


def sets_of(t: Table, prizes: Sequence[int]) -> int:
    """Complete G-O-A-L sets in a prize pile."""
    letters = [t.letter[c] for c in prizes]
    return min(letters.count(letter) for letter in LETTERS)


def top_of(stack: Stack) -> Combo | None:
    """The combination on top of a goal card (None: empty)."""
    return stack[-1] if stack else None


class Work:
    """A mutable copy of a State while one action is applied."""

    def __init__(self, table: Table) -> None:
        self.t = table
        self.quarter = 1
        self.action = 1
        self.to_move = 0
        self.phase = P_PLAY
        self.hands: list[tuple[int, ...]] = [(), ()]
        self.decks: list[tuple[int, ...]] = [(), ()]
        self.discards: list[tuple[int, ...]] = [(), ()]
        self.goals: list[Goal] = []
        self.goal_deck: tuple[int, ...] = ()
        self.prizes: list[tuple[int, ...]] = [(), ()]
        self.goal_discard: tuple[int, ...] = ()
        self.winner: int | None = None
        self.reason: str | None = None
        self.rng = 0
        self.ev: list[Event] = []

    # ---- legal actions ----------------------------------------------------------------------

    def legal(self) -> list[Action]:
        """Every legal action of the seat to move, sorted, each once."""
        if self.phase == P_OVER:
            return []
        t, me = self.t, self.to_move
        hand = Hand(t, self.hands[me])
        faces = {t.face[c] for c in self.hands[me]}
        out = [Action(PASS)]
        shoot = KIND_RANK[SHOOT]
        for gid, stack in self.goals:
            top = top_of(stack)
            goal = t.face[gid]
            for _, items in shots(t, hand, t.requirement[gid], None if top is None else top.play):
                out.append(Action(SHOOT, goal, tuple([i[2] for i in items]), (shoot, goal, tuple([i[4] for i in items]))))
            if top is not None and top.seat != me:
                out += [Action(TACKLE, goal, need) for need in tackle_faces(t, top.play) if faces.issuperset(need)]
        out.sort(key=attrgetter("order"))
        return out

    def card(self, seat: int, face: str) -> int:
        """Seat's card written `face` (an X's value after "=" ignored); the caller checked it exists."""
        c = self.t.card(seat, face.split("=")[0])
        assert c is not None, face
        return c

    def find_goal(self, face: str) -> int | None:
        """Index in `goals` of the face-up goal card `face`."""
        for i, (gid, _) in enumerate(self.goals):
            if self.t.face[gid] == face:
                return i
        return None

    def problem(self, a: Action) -> str | None:
        """Why `a` is not legal now (None if it is)."""
        if self.phase == P_OVER:
            return "the game is over"
        if a.kind == PASS:
            return None
        t, me = self.t, self.to_move
        at = self.find_goal(a.goal)
        if at is None:
            up = ", ".join(t.face[g] for g, _ in self.goals) or "none"
            return f"{a.goal} is not a face-up goal card (face up: {up})"
        gid, stack = self.goals[at]
        ids: list[int] = []
        for f in a.cards:
            base = f.split("=")[0]
            c = t.card(me, base)
            if c is None:
                return f"there is no {base} in a deck"
            if c not in self.hands[me]:
                return f"{base} is not in {SEAT_NAMES[me]}'s hand"
            if c in ids:
                return f"{base} is named twice"
            ids.append(c)
        top = top_of(stack)
        if a.kind == SHOOT:
            play = normalise(t, [(c, int(f.split("=")[1]) if "=" in f else t.value[c]) for c, f in zip(ids, a.cards)])
            req = t.requirement[gid]
            why = combo_problem(t, play, req)
            if why:
                return f"not a {REQUIREMENTS[req]} for {a.goal}: {why}"
            if top is not None and not beats(t, play, top.play, req):
                if protected(t, top.play):
                    more = " (only more cards beat it on X of a Kind)" if req == XKIND else ""
                    return f"{written(t, top.play)} on {a.goal} is all X's and cannot be beaten{more}"
                return f"{written(t, play)} is not higher than {written(t, top.play)} on {a.goal}"
            return None
        if top is None:
            return f"there is no combination on {a.goal} to tackle"
        if top.seat == me:
            return f"the combination on top of {a.goal} is {SEAT_NAMES[me]}'s own"
        if protected(t, top.play):
            return f"{written(t, top.play)} is all X's and cannot be tackled"
        options = tackle_faces(t, top.play)
        if a.cards not in options:
            if len(top.play) == 1:
                return f"the single {written(t, top.play)} is tackled only by {options[0][0]}"
            return (f"tackling {written(t, top.play)} takes cards identical to all its cards but one "
                    f"({' or '.join('+'.join(o) for o in options)})")
        return None

    # ---- effects ----------------------------------------------------------------------------------

    def perform(self, a: Action) -> None:
        """Apply a legal action (checked by the caller), then take the steps nobody decides."""
        t, me = self.t, self.to_move
        starter = starter_of(me, self.action)
        if a.kind == PASS:
            count = min(self.action, len(self.decks[me]))
            self.ev.append(event("pass", seat=me, action=self.action, count=count))
            self.draw(me, count)
        else:
            at = self.find_goal(a.goal)
            assert at is not None
            gid, stack = self.goals[at]
            ids = tuple(self.card(me, f) for f in a.cards)
            self.hands[me] = tuple(c for c in self.hands[me] if c not in ids)
            top = top_of(stack)
            if a.kind == SHOOT:
                play = normalise(t, [(c, int(f.split("=")[1]) if "=" in f else t.value[c])
                                     for c, f in zip(ids, a.cards)])
                self.goals[at] = (gid, stack + (Combo(me, play),))
                self.ev.append(event("shoot", seat=me, action=self.action, goal=a.goal, goal_id=gid,
                                     cards=tuple(face_of(t, c, v) for c, v in play), ids=tuple(c for c, _ in play),
                                     values=tuple(v for _, v in play),
                                     over=None if top is None else top.seat))
            else:
                assert top is not None
                self.goals[at] = (gid, stack[:-1])
                self.discards[me] = ids + self.discards[me]
                self.discards[top.seat] = top.cards + self.discards[top.seat]
                below = top_of(stack[:-1])
                self.ev.append(event("tackle", seat=me, action=self.action, goal=a.goal, goal_id=gid,
                                     cards=tuple(a.cards), ids=ids, tackled_seat=top.seat,
                                     tackled=tuple(face_of(t, c, v) for c, v in top.play), tackled_ids=top.cards,
                                     top_seat=None if below is None else below.seat))
        if self.action < ACTIONS_PER_QUARTER:
            self.action += 1
            self.to_move = 1 - me
        else:
            self.end_quarter(starter)

    def draw(self, seat: int, count: int) -> None:
        """Seat draws `count` cards from its own deck (the caller made sure it has them)."""
        t = self.t
        drawn, self.decks[seat] = self.decks[seat][:count], self.decks[seat][count:]
        for i, c in enumerate(drawn):
            self.ev.append(event("draw", seat=seat, card=t.face[c], id=c, left=len(self.decks[seat]) + count - i - 1,
                                 secret=("card", "id"), hidden_from=1 - seat))
        self.hands[seat] = tuple(sorted(self.hands[seat] + drawn))

    def end_quarter(self, starter: int) -> None:
        """The eighth action is over: goal cards to whoever is on top, combinations discarded, then
        half time, the end of the game or the next quarter."""
        t = self.t
        self.ev.append(event("quarter_end", quarter=self.quarter))
        for gid, stack in self.goals:
            cleared = tuple(c for combo in stack for c in combo.cards)
            for combo in stack:
                self.discards[combo.seat] = combo.cards + self.discards[combo.seat]
            top = top_of(stack)
            if top is None:
                self.goal_discard = (gid,) + self.goal_discard
                self.ev.append(event("goal_discarded", card=t.face[gid], id=gid))
            else:
                self.prizes[top.seat] = self.prizes[top.seat] + (gid,)
                self.ev.append(event("goal_won", seat=top.seat, card=t.face[gid], id=gid, cleared=cleared,
                                     goal_cards=len(self.prizes[top.seat]), sets=sets_of(t, self.prizes[top.seat])))
        self.goals = []
        if self.quarter == HALF_TIME_AFTER:
            a, b = len(self.prizes[0]), len(self.prizes[1])
            bonus = None if a == b else (0 if a < b else 1)
            count = 0 if bonus is None else min(HALF_TIME_BONUS, len(self.decks[bonus]))
            self.ev.append(event("half_time", seat=bonus, count=count, goal_cards=(a, b)))
            if bonus is not None:
                self.draw(bonus, count)
        if self.quarter >= QUARTERS:
            self.game_over()
            return
        self.start_quarter(self.quarter + 1, 1 - starter)

    def start_quarter(self, quarter: int, starter: int) -> None:
        """Turn up the quarter's goal cards (the "quarter button"); the start player moves."""
        t = self.t
        self.quarter, self.action, self.to_move = quarter, 1, starter
        self.ev.append(event("quarter", quarter=quarter, seat=starter))
        dealt, self.goal_deck = self.goal_deck[:GOALS_PER_QUARTER], self.goal_deck[GOALS_PER_QUARTER:]
        for gid in dealt:
            self.goals.append((gid, ()))
            self.ev.append(event("goal_up", card=t.face[gid], id=gid, left=len(self.goal_deck)))

    def game_over(self) -> None:
        """After quarter 4: most sets, then most goal cards, then fewer cards left in the deck, then the coin."""
        t = self.t
        sets = (sets_of(t, self.prizes[0]), sets_of(t, self.prizes[1]))
        goals = (len(self.prizes[0]), len(self.prizes[1]))
        left = (len(self.decks[0]), len(self.decks[1]))
        if sets[0] != sets[1]:
            winner, reason = (0 if sets[0] > sets[1] else 1), "sets"
        elif goals[0] != goals[1]:
            winner, reason = (0 if goals[0] > goals[1] else 1), "goal_cards"
        elif left[0] != left[1]:
            winner, reason = (0 if left[0] < left[1] else 1), "deck"
        else:
            winner, self.rng = prng.coin(self.rng)
            reason = "coin_toss"
            self.ev.append(event("coin_toss", seat=winner, text=TIMBUKTU_TEXT.format(name=SEAT_NAMES[winner])))
        self.phase = P_OVER
        self.winner, self.reason = winner, reason
        self.ev.append(event("game_over", winner=winner, reason=reason, sets=sets, goal_cards=goals, deck_left=left))


__all__ = ["Work", "Combo", "Stack", "Goal", "HAND_SIZE", "GOALS_PER_QUARTER", "ACTIONS_PER_QUARTER", "QUARTERS",
           "HALF_TIME_BONUS", "P_PLAY", "P_OVER", "PHASES", "SEAT_NAMES", "REASONS", "TIMBUKTU_TEXT", "starter_of",
           "sets_of", "top_of"]
