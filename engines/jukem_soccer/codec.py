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
unmasked events. `decode` checks everything and raises BadState on the first
problem: unknown keys, bad types, a card missing or in two zones, hands over
five cards, a possession holding a card that cannot be there, a pending play
that does not fit the phase, scores that do not match the goal piles, a deal
that should already have ended, ...
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engines.common.zones import FULL, check, observe
from engines.common.decks import DeckError
from engines.common.errors import BadState, show
from engines.jukem_soccer.events import EVENT_KINDS, Event
from engines.jukem_soccer.rules import (
    DEFAULT_MAX_EMPTY_TURNS, HAND_SIZE, P_ANSWER, P_OVER, P_PLAY, P_SAVE, PHASE_NAMES, can_play, dealer_of, setup_count,
)
from engines.jukem_soccer.state import State
from engines.jukem_soccer.table import GAME_ID, JUKEM, SETUP_KINDS, SHOT, Table, load_table
from engines.jukem_soccer.zones import build, zones

MASK64 = (1 << 64) - 1
KEYS = frozenset({
    "game", "deck", "options", "half", "golden", "dealer", "first_dealer", "to_move", "current_player", "phase",
    "hands", "draw_pile", "discard", "secret", "possessions", "goal_piles", "pending", "substituted", "passes",
    "score", "half_goals", "result", "winner", "reason", "ply", "rng", "events", "cards",
})
REQUIRED = KEYS - {"golden", "current_player", "events", "cards", "ply", "options"}


def view(s: State, viewer: int | None) -> dict[str, Any]:
    """The full state (viewer FULL), what seat `viewer` sees (0/1), or a spectator's view (None)."""
    full = viewer == FULL
    pending: dict[str, Any] | None = None
    if s.phase in (P_ANSWER, P_SAVE):
        # In "answer" the card is a reference to the top of the possession, not a zone of its own;
        # in "save" the zone of the face-down SHOT fills it in as the viewer may see it.
        pending = {"seat": 1 - s.to_move, "card": s.pending}
    out: dict[str, Any] = {
        "game": GAME_ID,
        "deck": s.table.path,
        "options": _options_json(s),
        "half": s.half,
        "golden": s.half >= 3,
        "dealer": s.dealer,
        "first_dealer": s.first_dealer,
        "to_move": s.to_move,
        "current_player": s.current_player,
        "phase": PHASE_NAMES[s.phase],
        "hands": [None, None],
        "draw_pile": None,
        "discard": None,
        "possessions": [None, None],
        "goal_piles": [None, None],
        "pending": pending,
        "substituted": s.subbed,
        "passes": s.passes,
        "score": list(s.score),
        "half_goals": [list(g) for g in s.half_goals],
        "result": s.result,
        "winner": s.winner,
        "reason": s.reason,
        "ply": s.ply,
    }
    observe(out, zones(s), viewer)
    if full:
        out["secret"] = [list(x) for x in s.secret]
        out["rng"] = s.rng
        out["events"] = [e.to_dict() for e in s.events]
    else:
        out["player"] = viewer
        out["events"] = [e.masked(viewer) for e in s.events]
    out["cards"] = {"faces": list(s.table.face)}
    return out


def _options_json(s: State) -> dict[str, int]:
    """The options a position depends on; max_empty_turns only when not the default, so positions
    and observations of games with default options are exactly what they were before it existed."""
    out = {"max_golden_deals": s.max_golden}
    if s.max_empty != DEFAULT_MAX_EMPTY_TURNS:
        out["max_empty_turns"] = s.max_empty
    return out


# ---- decoding -----------------------------------------------------------------------


def _int(value: object, what: str, low: int = 0, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (high is not None and value > high):
        bound = f"in [{low}, {high}]" if high is not None else f">= {low}"
        raise BadState(f"{what} must be an int {bound}, got {show(value)}")
    return value


def _seat(value: object, what: str) -> int:
    return _int(value, what, 0, 1)


def _ids(value: object, what: str, n: int) -> tuple[int, ...]:
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)):
        raise BadState(f"{what} must be a list of card ids, got {show(value)}")
    return tuple(_int(c, f"a card in {what}", 0, n - 1) for c in value)


def _pair(value: object, what: str, n: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)) or len(value) != 2:
        raise BadState(f"{what} must be a list of two card lists (seat 0, seat 1), got {show(value)}")
    return _ids(value[0], f"{what}[0]", n), _ids(value[1], f"{what}[1]", n)


def table_for(deck: object) -> Table:
    """The compiled deck named in a JSON position; BadState if it cannot be loaded."""
    if not isinstance(deck, str):
        raise BadState(f"deck must be 'default' or a deck file path, got {show(deck)}")
    try:
        return load_table(deck)
    except DeckError as exc:
        raise BadState(f"deck {show(deck)} cannot be used: {exc}") from exc


def _options(d: Mapping[str, Any]) -> tuple[int, int]:
    raw = d.get("options", {"max_golden_deals": 3})
    if not isinstance(raw, Mapping) or set(raw) - {"max_golden_deals", "max_empty_turns"}:
        raise BadState(f"options must be an object with keys max_golden_deals, max_empty_turns, got {show(raw)}")
    return (_int(raw.get("max_golden_deals", 3), "options.max_golden_deals", 0, 999),
            _int(raw.get("max_empty_turns", DEFAULT_MAX_EMPTY_TURNS), "options.max_empty_turns", 1, 1000))


def _phase(value: object) -> int:
    if value not in PHASE_NAMES:
        raise BadState(f"phase must be one of {', '.join(PHASE_NAMES)}, got {show(value)}")
    return PHASE_NAMES.index(str(value))


def decode(d: object) -> State:
    """A State from `to_json` output; BadState naming the first problem."""
    if not isinstance(d, Mapping):
        raise BadState(f"a Jukem Soccer state is a JSON object, got {type(d).__name__}")
    keys = set(d)
    unknown = keys - KEYS
    if unknown:
        raise BadState(f"state has unknown keys {', '.join(sorted(map(str, unknown)))}")
    missing = REQUIRED - keys
    if missing:
        raise BadState(f"state is missing {', '.join(sorted(missing))}")
    if d["game"] != GAME_ID:
        raise BadState(f"state is for game {show(d['game'])}, not {show(GAME_ID)}")
    t = table_for(d["deck"])
    n = t.n
    max_golden, max_empty = _options(d)
    half = _int(d["half"], "half", 1, 2 + max_golden)
    first_dealer = _seat(d["first_dealer"], "first_dealer")
    dealer = _seat(d["dealer"], "dealer")
    if dealer != dealer_of(first_dealer, half):
        raise BadState(f"deal {half} is dealt by {dealer_of(first_dealer, half)} when {first_dealer} dealt first")
    to_move = _seat(d["to_move"], "to_move")
    phase = _phase(d["phase"])
    h0, h1 = _pair(d["hands"], "hands", n)
    hands = (tuple(sorted(h0)), tuple(sorted(h1)))
    for seat in (0, 1):
        if len(hands[seat]) > HAND_SIZE:
            raise BadState(f"hand {seat} holds {len(hands[seat])} cards, more than {HAND_SIZE}")
    pile = _ids(d["draw_pile"], "draw_pile", n)
    discard = _ids(d["discard"], "discard", n)
    secret = _pair(d["secret"], "secret", n)
    poss = _pair(d["possessions"], "possessions", n)
    goals = _pair(d["goal_piles"], "goal_piles", n)
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
    pending = -1
    raw_pending = d["pending"]
    if phase in (P_ANSWER, P_SAVE):
        if not isinstance(raw_pending, Mapping) or set(raw_pending) != {"seat", "card"}:
            raise BadState(f"pending must be {{\"seat\", \"card\"}} while an answer is due, got {show(raw_pending)}")
        if _seat(raw_pending["seat"], "pending.seat") != 1 - to_move:
            raise BadState("pending.seat must be the attacker (the seat not to move)")
        pending = _int(raw_pending["card"], "pending.card", 0, n - 1)
    elif raw_pending is not None:
        raise BadState(f"pending must be null in phase {PHASE_NAMES[phase]}, got {show(raw_pending)}")
    attacker = 1 - to_move
    if phase == P_ANSWER:
        if not poss[attacker] or poss[attacker][-1] != pending or t.kind[pending] not in SETUP_KINDS:
            raise BadState("in phase answer, pending must be the setup play on top of the attacker's possession")
    if phase == P_SAVE:
        if t.kind[pending] != SHOT or t.needs[pending] > setup_count(t, poss[attacker]):
            raise BadState(f"the face-down card {pending} is not a SHOT the attacker's possession allows")
    check(n, build(hands, pile, discard, secret, poss, goals, (pending,) if phase == P_SAVE else None, attacker))

    score = tuple(_int(x, "score", 0) for x in _seq(d["score"], "score", 2))
    half_goals = tuple(
        (_int(g[0], "half_goals", 0), _int(g[1], "half_goals", 0))
        for g in (_seq(x, "half_goals entry", 2) for x in _seq(d["half_goals"], "half_goals", None))
    )
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

    subbed = d["substituted"]
    if not isinstance(subbed, bool) or (subbed and phase != P_PLAY):
        raise BadState(f"substituted must be a bool (true only in phase play), got {show(subbed)}")
    passes = _int(d["passes"], "passes", 0, max_empty - 1)
    if phase == P_PLAY and not pile and not can_play(t, hands[to_move], poss[to_move]) \
            and not can_play(t, hands[1 - to_move], poss[1 - to_move]):
        raise BadState("the draw pile is empty and nobody can play: this deal should have ended")
    if phase == P_PLAY and subbed and not can_play(t, hands[to_move], poss[to_move]):
        raise BadState("a player who substituted and cannot play has already ended the turn")

    result, winner, reason = d["result"], d["winner"], d["reason"]
    if over:
        if result == "win":
            winner = _seat(winner, "winner")
            if reason == "goals":
                if half != 2 or score[winner] <= score[1 - winner]:
                    raise BadState("a win on goals needs the second half over and more goals")
            elif reason == "golden_goal":
                if half < 3 or score[winner] != score[1 - winner] + 1:
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
    rng = _int(d["rng"], "rng", 0, MASK64)
    ply = _int(d.get("ply", 0), "ply", 0)
    raw_events = d.get("events", [])
    if not isinstance(raw_events, list):
        raise BadState(f"events must be a list, got {show(raw_events)}")
    events = tuple(Event.from_dict(e, EVENT_KINDS) for e in raw_events)
    return State(
        t, half, dealer, first_dealer, to_move, phase, hands, pile, discard, secret, poss, goals,
        (score[0], score[1]), half_goals, pending, subbed, passes, result, winner, reason, rng, max_golden,
        max_empty, ply, events,
    )


def _seq(value: object, what: str, length: int | None) -> Sequence[Any]:
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)) or (
            length is not None and len(value) != length):
        raise BadState(f"{what} must be a list{'' if length is None else f' of {length}'}, got {show(value)}")
    return value
