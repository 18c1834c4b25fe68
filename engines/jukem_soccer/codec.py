"""JSON: full states (`to_json` / `from_json`) and per-seat observations.

`view(state, viewer)` writes all three: viewer FULL is the full state (every card,
the PRNG, the events with their secrets); viewer 0/1 is what that seat sees, and
None a spectator (both hands hidden); the card zones come from zones.py:

    game, player, deck, options {max_golden_deals}, half, golden, dealer,
    first_dealer, to_move, current_player, phase ("play" | "answer" | "save" | "over"),
    hands          [seat 0, seat 1]: the viewer's own hand as a list of card ids,
                   the opponent's as {"count": n}
    draw_pile      {"count": n}                  (the full state: the ids, top first)
    discard        card ids, oldest first; a card the opponent substituted face
                   down is null
    possessions    [[ids in play order], [...]]  (face up)
    goal_piles     [[ids], [...]]                (face up)
    pending        null, or {"seat": attacker, "card": id} - the play awaiting an
                   answer, or the face-down SHOT (card null for the defender)
    substituted, passes, score, half_goals, result, winner, reason, ply
    events         the last apply's events, masked for the viewer
    cards          {"faces": [face of card 0, 1, ...]} so a client can name ids

The full state adds `secret` (the face-down substitutions per seat), `rng` and
unmasked events. Every key is declared once, in `FIELDS` (engines.common.fields):
`view` writes it, `decode` reads it back. `decode` checks everything and raises BadState on the first
problem: unknown keys, bad types, a card missing or in two zones, hands over
five cards, a possession holding a card that cannot be there, a pending play
that does not fit the phase, scores that do not match the goal piles, a deal
that should already have ended, ...
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engines.common.decks import DeckError
from engines.common.errors import BadState, show
from engines.common.fields import FULL_ONLY, SEATS_ONLY, Decoded, Field, Fields, Load, as_is, events_field
from engines.common.jsonval import choice, integer
from engines.common.zones import FULL, check, observe
from engines.jukem_soccer.events import EVENT_KINDS
from engines.jukem_soccer.rules import (
    DEFAULT_MAX_EMPTY_TURNS, HAND_SIZE, P_ANSWER, P_OVER, P_PLAY, P_SAVE, PHASE_NAMES, can_play, dealer_of, setup_count,
)
from engines.jukem_soccer.state import DEFAULT_MAX_GOLDEN_DEALS, State
from engines.jukem_soccer.table import GAME_ID, JUKEM, SETUP_KINDS, SHOT, Table, load_table
from engines.jukem_soccer.zones import build, zones

MASK64 = (1 << 64) - 1
Pair = tuple[tuple[int, ...], tuple[int, ...]]


def view(s: State, viewer: int | None) -> dict[str, Any]:
    """The full state (viewer FULL), what seat `viewer` sees (0/1), or a spectator's view (None)."""
    out = FIELDS.write(s, viewer)
    if viewer != FULL:
        observe(out, zones(s), viewer)
    return out


def decode(d: object) -> State:
    """A State from `to_json` output; BadState naming the first problem."""
    return State(**FIELDS.read(d))


# ---- reading fields -------------------------------------------------------------------


def table_for(deck: object, name: str = "deck") -> Table:
    """The compiled deck named in a JSON position; BadState if it cannot be loaded."""
    if not isinstance(deck, str):
        raise BadState(f"{name} must be 'default' or a deck file path, got {show(deck)}")
    try:
        return load_table(deck)
    except DeckError as exc:
        raise BadState(f"{name} {show(deck)} cannot be used: {exc}") from exc


def _ints(low: int, high: int | None = None) -> Load:
    return lambda value, name, decoded: integer(value, name, low, high)


def _seq(value: object, what: str, length: int | None) -> Sequence[Any]:
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)) or (
            length is not None and len(value) != length):
        raise BadState(f"{what} must be a list{'' if length is None else f' of {length}'}, got {show(value)}")
    return value


def _ids(value: object, what: str, decoded: Decoded) -> tuple[int, ...]:
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)):
        raise BadState(f"{what} must be a list of card ids, got {show(value)}")
    n: int = decoded["table"].n
    return tuple(integer(c, f"a card in {what}", 0, n - 1) for c in value)


def _pair(value: object, what: str, decoded: Decoded) -> Pair:
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)) or len(value) != 2:
        raise BadState(f"{what} must be a list of two card lists (seat 0, seat 1), got {show(value)}")
    return _ids(value[0], f"{what}[0]", decoded), _ids(value[1], f"{what}[1]", decoded)


def _hands(value: object, what: str, decoded: Decoded) -> Pair:
    h0, h1 = _pair(value, what, decoded)
    hands = (tuple(sorted(h0)), tuple(sorted(h1)))
    for seat in (0, 1):
        if len(hands[seat]) > HAND_SIZE:
            raise BadState(f"hand {seat} holds {len(hands[seat])} cards, more than {HAND_SIZE}")
    return hands


def _pending(value: object, what: str, decoded: Decoded) -> int:
    phase = decoded["phase"]
    if phase not in (P_ANSWER, P_SAVE):
        if value is not None:
            raise BadState(f"{what} must be null in phase {PHASE_NAMES[phase]}, got {show(value)}")
        return -1
    if not isinstance(value, Mapping) or set(value) != {"seat", "card"}:
        raise BadState(f"{what} must be {{\"seat\", \"card\"}} while an answer is due, got {show(value)}")
    if integer(value["seat"], f"{what}.seat", 0, 1) != 1 - decoded["to_move"]:
        raise BadState(f"{what}.seat must be the attacker (the seat not to move)")
    return integer(value["card"], f"{what}.card", 0, decoded["table"].n - 1)


def _pending_json(s: State, viewer: int | None) -> dict[str, int] | None:
    # In "answer" the card is a reference to the top of the possession, not a zone of its own;
    # in "save" the zone of the face-down SHOT fills it in as the viewer may see it (view).
    return {"seat": 1 - s.to_move, "card": s.pending} if s.phase in (P_ANSWER, P_SAVE) else None


def _score(value: object, what: str, decoded: Decoded) -> tuple[int, int]:
    score = tuple(integer(x, what, 0) for x in _seq(value, what, 2))
    return score[0], score[1]


def _half_goals(value: object, what: str, decoded: Decoded) -> tuple[tuple[int, int], ...]:
    return tuple((integer(g[0], what, 0), integer(g[1], what, 0))
                 for g in (_seq(x, f"{what} entry", 2) for x in _seq(value, what, None)))


def _lists(pair: Pair) -> list[list[int]]:
    return [list(x) for x in pair]


FIELDS: Fields[State] = Fields([
    Field("game", const=GAME_ID),
    Field("deck", "table", lambda value, name, decoded: table_for(value, name), dump=lambda t: t.path),
    # max_empty_turns only when not the default, so positions and observations of games with
    # default options are exactly what they were before the option existed.
    Field("options", default={}, sub=Fields([
        Field("max_golden_deals", "max_golden", _ints(0, 999), default=DEFAULT_MAX_GOLDEN_DEALS),
        Field("max_empty_turns", "max_empty", _ints(1, 1000), default=DEFAULT_MAX_EMPTY_TURNS, omit_default=True),
    ])),
    Field("half", "half", lambda value, name, decoded: integer(value, name, 1, 2 + decoded["max_golden"])),
    Field("golden", show=lambda s, viewer: s.half >= 3),
    Field("dealer", "dealer", _ints(0, 1)),
    Field("first_dealer", "first_dealer", _ints(0, 1)),
    Field("to_move", "to_move", _ints(0, 1)),
    Field("current_player", show=lambda s, viewer: s.current_player),
    Field("phase", "phase", lambda value, name, decoded: PHASE_NAMES.index(choice(value, name, PHASE_NAMES)),
          dump=PHASE_NAMES.__getitem__),
    Field("hands", "hands", _hands, dump=_lists),
    Field("draw_pile", "pile", _ids, dump=list),
    Field("discard", "discard", _ids, dump=list),
    Field("possessions", "poss", _pair, dump=_lists),
    Field("goal_piles", "goals", _pair, dump=_lists),
    Field("pending", "pending", _pending, show=_pending_json),
    Field("substituted", "subbed", as_is),
    Field("passes", "passes", lambda value, name, decoded: integer(value, name, 0, decoded["max_empty"] - 1)),
    Field("score", "score", _score, dump=list),
    Field("half_goals", "half_goals", _half_goals, dump=lambda goals: [list(g) for g in goals]),
    Field("result", "result", as_is),
    Field("winner", "winner", as_is),
    Field("reason", "reason", as_is),
    Field("ply", "ply", _ints(0), default=0),
    Field("player", show=lambda s, viewer: viewer, seen_by=SEATS_ONLY),
    Field("secret", "secret", _pair, dump=_lists, seen_by=FULL_ONLY),
    Field("rng", "rng", _ints(0, MASK64), seen_by=FULL_ONLY),
    events_field(EVENT_KINDS),
    Field("cards", show=lambda s, viewer: {"faces": list(s.table.face)}),
], finish=lambda decoded: _check(**decoded))


# ---- the rules a position must follow -------------------------------------------------


def _check(table: Table, half: int, dealer: int, first_dealer: int, to_move: int, phase: int, hands: Pair,
           pile: tuple[int, ...], discard: tuple[int, ...], secret: Pair, poss: Pair, goals: Pair, pending: int,
           subbed: object, passes: int, score: tuple[int, int], half_goals: tuple[tuple[int, int], ...],
           result: object, winner: object, reason: object, max_golden: int, **_: object) -> None:
    t = table
    if dealer != dealer_of(first_dealer, half):
        raise BadState(f"deal {half} is dealt by {dealer_of(first_dealer, half)} when {first_dealer} dealt first")
    for seat in (0, 1):
        for c in poss[seat]:
            if t.kind[c] not in SETUP_KINDS and t.kind[c] != JUKEM:
                raise BadState(f"possession {seat} holds {t.face[c]} (card {c}); only setup plays and JUKEM go there")
        for c in goals[seat]:
            if t.kind[c] not in SETUP_KINDS and t.kind[c] not in (JUKEM, SHOT):
                raise BadState(f"goal pile {seat} holds {t.face[c]} (card {c}), a defensive card")
        for c in secret[seat]:
            if c not in discard:
                raise BadState(f"card {c} is a face-down substitution of seat {seat} but not in the discard pile")
    if set(secret[0]) & set(secret[1]):
        raise BadState("a card is a face-down substitution of both seats")
    attacker = 1 - to_move
    if phase == P_ANSWER:
        if not poss[attacker] or poss[attacker][-1] != pending or t.kind[pending] not in SETUP_KINDS:
            raise BadState("in phase answer, pending must be the setup play on top of the attacker's possession")
    if phase == P_SAVE:
        if t.kind[pending] != SHOT or t.needs[pending] > setup_count(t, poss[attacker]):
            raise BadState(f"the face-down card {pending} is not a SHOT the attacker's possession allows")
    check(t.n, build(hands, pile, discard, secret, poss, goals, (pending,) if phase == P_SAVE else None, attacker))

    over = phase == P_OVER
    if len(half_goals) != (half if over else half - 1):
        raise BadState(f"half_goals must list {half if over else half - 1} finished deals, got {len(half_goals)}")
    in_piles = tuple(sum(1 for c in goals[seat] if t.kind[c] == SHOT) for seat in (0, 1))
    for seat in (0, 1):
        expected = sum(g[seat] for g in half_goals) + (0 if over else in_piles[seat])
        if score[seat] != expected:
            raise BadState(f"score {seat} is {score[seat]} but the goal records add up to {expected}")
        if over and half_goals and half_goals[-1][seat] != in_piles[seat]:
            raise BadState(f"goal pile {seat} does not match the last deal's goals")

    if not isinstance(subbed, bool) or (subbed and phase != P_PLAY):
        raise BadState(f"substituted must be a bool (true only in phase play), got {show(subbed)}")
    if phase == P_PLAY and not pile and not can_play(t, hands[to_move], poss[to_move]) \
            and not can_play(t, hands[1 - to_move], poss[1 - to_move]):
        raise BadState("the draw pile is empty and nobody can play: this deal should have ended")
    if phase == P_PLAY and subbed and not can_play(t, hands[to_move], poss[to_move]):
        raise BadState("a player who substituted and cannot play has already ended the turn")

    if over:
        if result == "win":
            won = integer(winner, "winner", 0, 1)
            if reason == "goals":
                if half != 2 or score[won] <= score[1 - won]:
                    raise BadState("a win on goals needs the second half over and more goals")
            elif reason == "golden_goal":
                if half < 3 or score[won] != score[1 - won] + 1:
                    raise BadState("a golden goal win needs a tie-break deal and a one-goal lead")
            else:
                raise BadState(f"reason of a win must be 'goals' or 'golden_goal', got {show(reason)}")
        elif result == "draw":
            if winner is not None or reason != "draw" or score[0] != score[1] or half != 2 + max_golden:
                raise BadState("a draw needs equal scores after the last allowed golden-goal deal")
        else:
            raise BadState(f"result must be 'win' or 'draw' when the phase is over, got {show(result)}")
    elif result is not None or winner is not None or reason is not None:
        raise BadState("result, winner and reason must be null while the game goes on")
