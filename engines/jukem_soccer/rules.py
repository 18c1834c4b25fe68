"""The rules: legal actions and what each action does, on a mutable scratch copy.

`State.apply` copies its fields into a `Work`, runs `perform`, and freezes the
result into the next State; the scratch copy keeps the rules readable and fast
(no nested tuple rebuilding at every step). Decisions taken where the rulebook
and rulings are silent are marked "DECISION" and listed in
docs/rules/jukem_soccer.md.
"""

from __future__ import annotations

from engines.common import cards as ck
from engines.common.errors import IllegalAction
from engines.jukem_soccer.events import Event, event
from engines.jukem_soccer.notation import END, NO, PLAY, RED_CARD, SAVE_CARD, SUB, Action
from engines.jukem_soccer.table import FLOP, HEADER, JUKEM, RED, SAVE, SHOT, YELLOW, Table

HAND_SIZE = 5
"""Cards in a full hand (rulebook)."""
P_PLAY, P_ANSWER, P_SAVE, P_OVER = range(4)
PHASE_NAMES = ("play", "answer", "save", "over")
SEAT_NAMES = ("Blue", "Red")
NO_ACTION = Action(NO)
END_ACTION = Action(END)
DEFAULT_MAX_EMPTY_TURNS = 40
"""PRODUCT DECISION: a half also ends after this many turns in a row ended with END (no play, no
substitution). The rulebook ends a half only when the draw pile is empty and nobody can play;
until then either player may still substitute, so END, END does not end it. Two players who
keep ending their turns without substituting would never empty the pile, though, so the count
is capped far beyond anything a player does (the bots substitute whenever they can), and the
half ends as it stands. Records written before this rule (replay format 1) replay with 2, the
old rule (LEGACY_OPTIONS in engines/jukem_soccer/__init__.py)."""
COIN_TOSS_TEXT = "Nobody wanted to shuffle, so a coin chose the dealer: {name} deals, {other} kicks off."


class Work:
    """Mutable copy of a state's fields while an action is performed."""

    __slots__ = (
        "t", "half", "dealer", "first_dealer", "to_move", "phase", "hands", "pile", "discard", "secret",
        "poss", "goals", "score", "half_goals", "pending", "subbed", "passes", "result", "winner", "reason",
        "rng", "max_golden", "max_empty", "ev",
    )

    def __init__(self, t: Table) -> None:
        self.t = t
        self.half = 1
        self.dealer = 0
        self.first_dealer = 0
        self.to_move = 0
        self.phase = P_PLAY
        self.hands: list[tuple[int, ...]] = [(), ()]
        self.pile: tuple[int, ...] = ()
        self.discard: tuple[int, ...] = ()
        self.secret: list[tuple[int, ...]] = [(), ()]
        self.poss: list[tuple[int, ...]] = [(), ()]
        self.goals: list[tuple[int, ...]] = [(), ()]
        self.score = [0, 0]
        self.half_goals: tuple[tuple[int, int], ...] = ()
        self.pending = -1
        self.subbed = False
        self.passes = 0
        self.result: str | None = None
        self.winner: int | None = None
        self.reason: str | None = None
        self.rng = 0
        self.max_golden = 3
        self.max_empty = DEFAULT_MAX_EMPTY_TURNS
        self.ev: list[Event] = []


# ---- queries ----------------------------------------------------------------------


def setup_count(t: Table, poss: tuple[int, ...]) -> int:
    """Setup plays in a possession (FLOP counts two, JUKEM none)."""
    value = t.value
    return sum(value[c] for c in poss)


def can_play(t: Table, hand: tuple[int, ...], poss: tuple[int, ...]) -> bool:
    """Whether some card in `hand` is an offensive play (JUKEM alone is not)."""
    kind = t.kind
    count = -1
    for c in hand:
        k = kind[c]
        if k <= FLOP:
            return True
        if k == SHOT:
            if count < 0:
                count = setup_count(t, poss)
            if t.needs[c] <= count:
                return True
    return False


def legal(t: Table, phase: int, to_move: int, hands: tuple[tuple[int, ...], ...] | list[tuple[int, ...]],
          poss: tuple[tuple[int, ...], ...] | list[tuple[int, ...]], pending: int, pile_size: int,
          subbed: bool) -> list[Action]:
    """Every legal action, sorted, without duplicates (identical cards are one action)."""
    if phase == P_OVER:
        return []
    kind, play = t.kind, t.play
    hand = hands[to_move]
    out: set[Action] = set()
    if phase == P_PLAY:
        count = -1
        jukem = False
        for c in hand:
            k = kind[c]
            if k <= FLOP:
                out.add(play[c])
            elif k == SHOT:
                if count < 0:
                    count = setup_count(t, poss[to_move])
                if t.needs[c] <= count:
                    out.add(play[c])
            elif k == JUKEM:
                jukem = True
        if out:
            if jukem:
                jp = t.jukem_play
                out |= {jp[t.first_id[a.face]] for a in out}
        else:
            # DECISION: substitution needs a card to draw, and one per turn.
            if pile_size > 0 and not subbed:
                sub = t.sub
                out = {sub[c] for c in hand}
            out.add(END_ACTION)
    elif phase == P_ANSWER:
        out.add(NO_ACTION)
        target = kind[pending]
        for c in hand:
            k = kind[c]
            if k == RED or (k == YELLOW and t.vs[c] == target):
                out.add(play[c])
    else:  # P_SAVE
        out.add(NO_ACTION)
        for c in hand:
            if kind[c] == SAVE:
                out.add(play[c])
    return sorted(out, key=Action.sort_key)


def _take(w: Work, seat: int, face: str) -> int:
    """Remove the lowest-id card showing `face` from seat's hand; its id."""
    hand = w.hands[seat]
    faces = w.t.face
    for c in hand:
        if faces[c] == face:
            w.hands[seat] = ck.remove_card(hand, c)
            return c
    raise IllegalAction(f"{SEAT_NAMES[seat]} holds no {face} card")


# ---- turn flow ---------------------------------------------------------------------


def _replenish(w: Work, seat: int) -> None:
    hand = w.hands[seat]
    need = HAND_SIZE - len(hand)
    if need <= 0 or not w.pile:
        return
    drawn, w.pile = ck.draw(w.pile, need)
    for c in drawn:
        hand = ck.insert_sorted(hand, c)
        w.ev.append(event("draw", seat=seat, card=c, secret=("card",), hidden_from=1 - seat))
    w.hands[seat] = hand


def _finish_turn(w: Work, attacker: int, defender_played: bool, extra: bool) -> None:
    """Both players who played a card replenish (attacker first); the next turn starts."""
    _replenish(w, attacker)
    if defender_played:
        _replenish(w, 1 - attacker)
    w.passes = 0
    _start_turn(w, attacker if extra else 1 - attacker, extra)


def _start_turn(w: Work, seat: int, extra: bool) -> None:
    w.phase = P_PLAY
    w.to_move = seat
    w.subbed = False
    w.pending = -1
    t = w.t
    if not w.pile and not can_play(t, w.hands[seat], w.poss[seat]) \
            and not can_play(t, w.hands[1 - seat], w.poss[1 - seat]):
        _end_deal(w, "cards")
        return
    w.ev.append(event("turn", seat=seat, extra=extra))


def deal_goals(w: Work) -> tuple[int, int]:
    """Goals scored in the current deal (SHOT cards in the goal piles)."""
    kind = w.t.kind
    g0, g1 = (sum(1 for c in pile if kind[c] == SHOT) for pile in w.goals)
    return (g0, g1)


def _end_deal(w: Work, reason: str) -> None:
    w.passes = 0
    w.subbed = False
    goals = deal_goals(w)
    w.ev.append(event("half_end", half=w.half, reason=reason, score=tuple(w.score), goals=goals,
                      left=tuple(w.poss[0]) + tuple(w.poss[1])))
    w.half_goals = w.half_goals + (goals,)
    s0, s1 = w.score
    if w.half == 1:
        new_deal(w, 2)
    elif w.half == 2 and s0 != s1:
        _game_over(w, 0 if s0 > s1 else 1, "goals")
    elif w.half - 2 < w.max_golden:
        new_deal(w, w.half + 1)
    else:
        _game_over(w, None, "draw")


def _game_over(w: Work, winner: int | None, reason: str) -> None:
    w.phase = P_OVER
    w.subbed = False
    w.pending = -1
    w.result = "draw" if winner is None else "win"
    w.winner = winner
    w.reason = reason
    w.ev.append(event("game_end", winner=winner, reason=reason, score=tuple(w.score)))


def dealer_of(first_dealer: int, half: int) -> int:
    """Who deals deal `half`: the coin's choice, then alternating (second half, golden goals)."""
    return first_dealer if half % 2 == 1 else 1 - first_dealer


def new_deal(w: Work, half: int) -> None:
    """Gather all cards, shuffle with the state's PRNG, deal 5 each from the non-dealer."""
    w.half = half
    w.dealer = dealer = dealer_of(w.first_dealer, half)
    # DECISION: hands, possessions and goal piles all go back into the deck ("shuffle the entire deck").
    order, w.rng = ck.shuffled_deck(w.t.n, w.rng)
    w.ev.append(event("deal_start", half=half, dealer=dealer, golden=half >= 3, cards=len(order)))
    first = 1 - dealer
    hands, w.pile, dealt = ck.deal(order, (first, dealer), HAND_SIZE)
    w.hands = hands
    for n, (seat, c) in enumerate(dealt, 1):
        w.ev.append(event("deal", seat=seat, card=c, n=n, secret=("card",), hidden_from=1 - seat))
    w.discard = ()
    w.secret = [(), ()]
    w.poss = [(), ()]
    w.goals = [(), ()]
    w.passes = 0
    _start_turn(w, first, False)


# ---- actions -----------------------------------------------------------------------


def perform(w: Work, a: Action) -> None:
    """Apply a legal action `a` (checked by the caller) to the scratch state."""
    t = w.t
    seat = w.to_move
    if w.phase == P_PLAY:
        if a.kind == PLAY:
            _play(w, seat, a)
        elif a.kind == SUB:
            _substitute(w, seat, a.face)
        else:  # END
            w.ev.append(event("pass", seat=seat, reason="end"))
            w.passes += 1
            if w.passes >= w.max_empty:
                # PRODUCT DECISION (see DEFAULT_MAX_EMPTY_TURNS): the cap on empty turns in a row
                # keeps every game finite; the half ends as it stands.
                _end_deal(w, "stalemate")
            else:
                _start_turn(w, 1 - seat, False)
        return
    attacker = 1 - seat
    if w.phase == P_ANSWER:
        played = w.pending
        if a.kind == NO:
            w.ev.append(event("no_answer", seat=seat, after="play"))
            _finish_turn(w, attacker, False, t.kind[played] == HEADER)
            return
        card = _take(w, seat, a.face)
        if a.kind == RED_CARD:
            swept = w.poss[attacker]  # JUKEM and plays it protected go too (rulings)
            w.poss[attacker] = ()
        else:
            swept = (played,)
            w.poss[attacker] = w.poss[attacker][:-1]
        w.discard = w.discard + swept + (card,)
        w.ev.append(event("penalty", seat=seat, card=card, face=t.face[card],
                          color="red" if a.kind == RED_CARD else "yellow", victim=attacker, swept=swept))
        _finish_turn(w, attacker, True, False)
        return
    # P_SAVE
    shot = w.pending
    save = -1
    if a.kind == SAVE_CARD:
        save = _take(w, seat, a.face)
        w.ev.append(event("save", seat=seat, card=save, face=t.face[save], none=False,
                          secret=("card", "face"), hidden_from=attacker))
    else:
        w.ev.append(event("no_answer", seat=seat, after="shot"))
        w.ev.append(event("save", seat=seat, card=None, face=None, none=True))
    _resolve_shot(w, attacker, shot, save)
    if w.phase != P_OVER:
        _finish_turn(w, attacker, save >= 0, False)


def _play(w: Work, seat: int, a: Action) -> None:
    t = w.t
    w.subbed = False
    jukem = -1
    if a.jukem:
        jukem = _take(w, seat, "JUKEM")
    card = _take(w, seat, a.face)
    if jukem >= 0:
        w.poss[seat] = w.poss[seat] + (jukem,)
        w.ev.append(event("jukem", seat=seat, card=jukem))
    if t.kind[card] == SHOT:
        if jukem >= 0:
            w.ev.append(event("shot", seat=seat, card=card, face=t.face[card], jukem=True, needs_met=True))
            _resolve_shot(w, seat, card, -1)
            if w.phase != P_OVER:
                _finish_turn(w, seat, False, False)
        else:
            w.ev.append(event("shot", seat=seat, card=card, face=t.face[card], jukem=False, needs_met=True,
                              secret=("card", "face"), hidden_from=1 - seat))
            w.phase = P_SAVE
            w.pending = card
            w.to_move = 1 - seat
        return
    w.poss[seat] = w.poss[seat] + (card,)
    w.ev.append(event("play", seat=seat, card=card, face=t.face[card], jukem=jukem >= 0,
                      setup=setup_count(t, w.poss[seat])))
    if jukem >= 0:
        _finish_turn(w, seat, False, t.kind[card] == HEADER)
    else:
        # The defender always gets the decision, holding an answer or not (timing leaks nothing).
        w.phase = P_ANSWER
        w.pending = card
        w.to_move = 1 - seat


def _resolve_shot(w: Work, shooter: int, shot: int, save: int) -> None:
    """The count of three: reveal, then goal or block."""
    t = w.t
    blocked = save >= 0 and t.mask[shot] & ~t.mask[save] == 0
    w.ev.append(event(
        "reveal", seat=shooter, shot=shot, shot_face=t.face[shot], save=None if save < 0 else save,
        save_face=None if save < 0 else t.face[save], balls=t.box_names(t.mask[shot]),
        xs=() if save < 0 else t.box_names(t.mask[save]), result="blocked" if blocked else "goal",
    ))
    cards = w.poss[shooter] + (shot,)
    w.poss[shooter] = ()
    if blocked:
        w.discard = w.discard + cards + (save,)
        w.ev.append(event("blocked", seat=shooter, cards=cards + (save,)))
        return
    w.goals[shooter] = w.goals[shooter] + cards
    w.score[shooter] += 1
    w.ev.append(event("goal", seat=shooter, cards=cards, score=tuple(w.score)))
    if save >= 0:
        w.discard = w.discard + (save,)
        w.ev.append(event("discard", seat=1 - shooter, cards=(save,), why="save"))
    if w.half >= 3:
        w.half_goals = w.half_goals + (deal_goals(w),)
        _game_over(w, shooter, "golden_goal")


def _substitute(w: Work, seat: int, face: str) -> None:
    card = _take(w, seat, face)
    w.discard = w.discard + (card,)
    w.secret[seat] = w.secret[seat] + (card,)
    w.ev.append(event("sub", seat=seat, card=card, face=face, secret=("card", "face"), hidden_from=1 - seat))
    drawn, w.pile = ck.draw(w.pile, 1)
    for c in drawn:
        w.hands[seat] = ck.insert_sorted(w.hands[seat], c)
        w.ev.append(event("draw", seat=seat, card=c, secret=("card",), hidden_from=1 - seat))
    w.subbed = True
    w.passes = 0
    if not can_play(w.t, w.hands[seat], w.poss[seat]):
        w.ev.append(event("pass", seat=seat, reason="after_sub"))
        _start_turn(w, 1 - seat, False)
