"""JSON: full states (`to_json` / `from_json`) and per-seat observations.

The contract's position (RULINGS section 4) names cards by face: `to_move`,
`quarter`, `action` (the marker of the action about to be taken), `hands`,
`decks` (top card first), `goals` ({goal card: [[seat, "5E+XK=5"], ...]}, the
face-up goal cards in table order, each with its combinations bottom first),
`goal_deck` (top first) and `prizes`. A player's cards a position does not name
are in that player's discard pile, goal cards it does not name are out of the
game. This engine adds `deck` ("default" or a deck file's path), `phase`
("play", "over"), `discards` (each player's discard pile, top first),
`goal_discard` (the goal cards out of the game), `scores` (goal cards in each
prize pile) and `sets`, which follow from the prizes (a value given must agree),
`winner`, `reason`, the card ids of every zone (`hand_ids` ... `goal_discard_ids`,
which follow from the faces: a face and its owner name one card), `ply`,
`events`, and in the full state `rng`. Only `to_move` and `hands` are required;
`quarter` and `action` default to 1, the other piles to empty.

In an observation the opponent's hand, both decks and the goal deck are
{"count": n}, faces and ids alike. Every key is declared once in `FIELDS`.
Impossible positions are refused with a BadState (a ValueError) saying why: a
card in two places, a combination that does not meet its goal card's
requirement or is not higher than the one beneath it, more than three face-up
goal cards, a finished game whose winner does not follow from the tie-breaks.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from engines.common.errors import BadState, show
from engines.common.fields import FULL_ONLY, REQUIRED, SEATS_ONLY, Decoded, Field, Fields, as_is, events_field
from engines.common import jsonval
from engines.common.jsonval import choice, integer
from engines.common.zones import FULL, check, observe
from engines.goal.combos import beats, normalise, problem as combo_problem, written
from engines.goal.events import EVENT_KINDS
from engines.goal.rules import (
    ACTIONS_PER_QUARTER, GOALS_PER_QUARTER, P_OVER, P_PLAY, PHASES, QUARTERS, REASONS, Combo, sets_of,
)
from engines.goal.state import State
from engines.goal.table import DEFAULT_DECK, GAME_ID, REQUIREMENTS, DeckError, Table, load_table
from engines.goal.zones import build, combo_cards, zones

MASK64 = (1 << 64) - 1
ID_KEYS = ("hand_ids", "deck_ids", "discard_ids", "goal_ids", "combo_ids", "goal_deck_ids", "prize_ids",
           "goal_discard_ids")
_CARD_RE = re.compile(r"^(?:(?:10|[1-9])[EKN]|X[EKN]=(?:10|[1-9]))$")


def view(s: State, viewer: int | None) -> dict[str, Any]:
    """The full state (viewer FULL), what seat `viewer` sees (0/1), or a spectator's view (None)."""
    out = FIELDS.write(s, viewer)
    if viewer != FULL:
        observe(out, zones(s), viewer)
        for seat in (0, 1):
            if viewer != seat:
                out["hands"][seat] = {"count": len(s.hands[seat])}
            out["decks"][seat] = {"count": len(s.decks[seat])}
        out["goal_deck"] = {"count": len(s.goal_deck)}
    return out


def decode(d: object) -> State:
    """A State from `to_json` output or a RULINGS position; BadState naming the first problem."""
    decoded = FIELDS.read(d)
    return State(**{k: v for k, v in decoded.items() if not k.startswith("_")})


def table_for(deck: object, name: str = "deck") -> Table:
    """The compiled deck a JSON position names; BadState if it cannot be loaded."""
    if not isinstance(deck, str) or not deck:
        raise BadState(f"{name} must be 'default' or a deck file path, got {show(deck)}")
    try:
        return load_table(deck)
    except (DeckError, OSError) as exc:
        raise BadState(f"{name} {show(deck)} cannot be used: {exc}") from exc


# ---- faces -----------------------------------------------------------------------------------------


_list, _faces = jsonval.items, jsonval.faces


def _load_pair(value: Any, name: str, decoded: Decoded) -> Any:
    return jsonval.face_pair(value, name)


def _load_faces(value: Any, name: str, decoded: Decoded) -> Any:
    return None if value is None else _faces(value, name)


def _load_goals(value: Any, name: str, decoded: Decoded) -> Any:
    if not isinstance(value, Mapping):
        raise BadState(f"{name} must be an object {{goal card: [[seat, cards], ...]}}, got {show(value)}")
    if len(value) > GOALS_PER_QUARTER:
        raise BadState(f"{name} has {len(value)} face-up goal cards; a quarter has {GOALS_PER_QUARTER}")
    out: list[tuple[str, list[tuple[int, list[str]]]]] = []
    for face, stack in value.items():
        where = f"{name}[{show(face)}]"
        entries: list[tuple[int, list[str]]] = []
        for entry in _list(stack, where):
            if not isinstance(entry, Sequence) or isinstance(entry, (str, bytes)) or len(entry) != 2:
                raise BadState(f"a combination of {where} must be [seat, cards], got {show(entry)}")
            seat = integer(entry[0], f"the seat of a combination of {where}", 0, 1)
            cards = entry[1]
            faces = cards.split("+") if isinstance(cards, str) else _faces(cards, f"a combination of {where}")
            if not faces or len(faces) > 5 or not all(isinstance(f, str) and _CARD_RE.match(f) for f in faces):
                raise BadState(f"a combination of {where} must be cards such as \"5E+XK=5\" (an X with the value "
                               f"it stands for), got {show(cards)}")
            entries.append((seat, faces))
        out.append((str(face), entries))
    return out


def _show_goals(s: State, viewer: int | None) -> dict[str, list[list[Any]]]:
    t = s.table
    return {t.face[gid]: [[c.seat, written(t, c.play)] for c in stack] for gid, stack in s.goals}


def _pair_faces(key: str) -> Any:
    return lambda s, viewer: [[s.table.face[c] for c in pile] for pile in getattr(s, key)]


def _faces_of(key: str) -> Any:
    return lambda s, viewer: [s.table.face[c] for c in getattr(s, key)]


def _ids_json(s: State) -> dict[str, Any]:
    return _ids(s.hands, s.decks, s.discards, tuple(g for g, _ in s.goals), combo_cards(s), s.goal_deck, s.prizes,
                s.goal_discard)


def _ids(hands: Sequence[tuple[int, ...]], decks: Sequence[tuple[int, ...]], discards: Sequence[tuple[int, ...]],
         goals: tuple[int, ...], combos: tuple[int, ...], goal_deck: tuple[int, ...],
         prizes: Sequence[tuple[int, ...]], goal_discard: tuple[int, ...]) -> dict[str, Any]:
    return {"hand_ids": [list(h) for h in hands], "deck_ids": [list(d) for d in decks],
            "discard_ids": [list(x) for x in discards], "goal_ids": list(goals), "combo_ids": list(combos),
            "goal_deck_ids": list(goal_deck), "prize_ids": [list(p) for p in prizes],
            "goal_discard_ids": list(goal_discard)}


def _show_ids(key: str) -> Any:
    return lambda s, viewer: _ids_json(s)[key]


def _winner(value: Any, name: str, decoded: Decoded) -> int | None:
    return None if value is None else integer(value, name, 0, 1)


def _reason(value: Any, name: str, decoded: Decoded) -> str | None:
    return None if value is None else choice(value, name, REASONS)


FIELDS: Fields[State] = Fields([
    Field("game", const=GAME_ID, default=GAME_ID),
    Field("deck", "table", lambda v, n, d: table_for(v, n), dump=lambda t: t.path, default=DEFAULT_DECK),
    Field("quarter", "quarter", lambda v, n, d: integer(v, n, 1, QUARTERS), default=1),
    Field("action", "action", lambda v, n, d: integer(v, n, 1, ACTIONS_PER_QUARTER), default=1),
    Field("to_move", "to_move", lambda v, n, d: integer(v, n, 0, 1)),
    Field("current_player", show=lambda s, viewer: s.current_player),
    Field("phase", "phase", lambda v, n, d: choice(v, n, PHASES), default=P_PLAY),
    Field("hands", "_hands", _load_pair, show=_pair_faces("hands"), default=REQUIRED),
    Field("decks", "_decks", _load_pair, show=_pair_faces("decks"), default=[[], []]),
    Field("goals", "_goals", _load_goals, show=_show_goals, default={}),
    Field("goal_deck", "_goal_deck", _load_faces, show=_faces_of("goal_deck"), default=[]),
    Field("prizes", "_prizes", _load_pair, show=_pair_faces("prizes"), default=[[], []]),
    Field("discards", "_discards", _load_pair, show=_pair_faces("discards"), default=None),
    Field("goal_discard", "_goal_discard", _load_faces, show=_faces_of("goal_discard"), default=None),
    Field("scores", "_scores", as_is, show=lambda s, viewer: list(s.scores), default=None),
    Field("sets", "_sets", as_is, show=lambda s, viewer: list(s.sets), default=None),
    Field("winner", "winner", _winner, default=None),
    Field("reason", "reason", _reason, default=None),
    *(Field(key, "_" + key, as_is, show=_show_ids(key), default=None) for key in ID_KEYS),
    Field("ply", "ply", lambda v, n, d: integer(v, n, 0), default=0),
    Field("player", show=lambda s, viewer: viewer, seen_by=SEATS_ONLY),
    Field("rng", "rng", lambda v, n, d: integer(v, n, 0, MASK64), default=0, seen_by=FULL_ONLY),
    events_field(EVENT_KINDS),
], what="G.O.A.L. position", finish=lambda decoded: _finish(decoded))


# ---- ids and the rules a position must follow ------------------------------------------------------


class _Ids:
    """Turns faces into card ids, each card in one place only."""

    def __init__(self, t: Table) -> None:
        self.t = t
        self.where: dict[int, str] = {}

    def take(self, card: int, what: str) -> int:
        if card in self.where:
            raise BadState(f"{self.t.face[card]} is in two places ({self.where[card]} and {what})")
        self.where[card] = what
        return card

    def player(self, seat: int, face: str, what: str) -> int:
        card = self.t.card(seat, face)
        if card is None:
            raise BadState(f"{what} names {show(face)}, which is not a card of a player's deck")
        return self.take(card, what)

    def goal(self, face: str, what: str) -> int:
        card = self.t.goal(face)
        if card is None:
            raise BadState(f"{what} names {show(face)}, which is not a goal card")
        return self.take(card, what)


def _finish(decoded: Decoded) -> None:
    t: Table = decoded["table"]
    ids = _Ids(t)
    hand_faces, deck_faces, prize_faces = decoded.pop("_hands"), decoded.pop("_decks"), decoded.pop("_prizes")
    hands = tuple(tuple(sorted(ids.player(s, f, f"hands[{s}]") for f in hand_faces[s])) for s in (0, 1))
    decks = tuple(tuple(ids.player(s, f, f"decks[{s}]") for f in deck_faces[s]) for s in (0, 1))
    goals = []
    for face, entries in decoded.pop("_goals"):
        gid = ids.goal(face, "goals")
        req = t.requirement[gid]
        stack: list[Combo] = []
        for seat, faces in entries:
            what = f"goals[{face}]"
            cards: list[tuple[int, int]] = []
            for f in faces:
                base, _, value = f.partition("=")
                c = ids.player(seat, base, what)
                if bool(value) != t.wild[c]:
                    raise BadState(f"{what}: an X, and only an X, says the value it stands for (XK=9), not {f}")
                cards.append((c, int(value) if value else t.value[c]))
            play = normalise(t, cards)
            why = combo_problem(t, play, req)
            if why:
                raise BadState(f"{what}: {written(t, play)} is not a {REQUIREMENTS[req]}: {why}")
            if stack and not beats(t, play, stack[-1].play, req):
                raise BadState(f"{what}: {written(t, play)} is not higher than {written(t, stack[-1].play)} beneath it")
            stack.append(Combo(seat, play))
        goals.append((gid, tuple(stack)))
    goal_deck = tuple(ids.goal(f, "goal_deck") for f in decoded.pop("_goal_deck"))
    prizes = tuple(tuple(ids.goal(f, f"prizes[{s}]") for f in prize_faces[s]) for s in (0, 1))
    given = decoded.pop("_discards")
    named = [[ids.player(s, f, f"discards[{s}]") for f in given[s]] if given else [] for s in (0, 1)]
    # A player's cards the position does not name are in that player's discard pile.
    discards = tuple(tuple(named[s] + [ids.take(c, f"discards[{s}]") for c in t.seat_cards(s) if c not in ids.where])
                     for s in (0, 1))
    given_out = decoded.pop("_goal_discard")
    out = [ids.goal(f, "goal_discard") for f in given_out or []]
    # Goal cards it does not name are out of the game.
    goal_discard = tuple(out + [ids.take(c, "goal_discard") for c in t.goal_cards if c not in ids.where])
    goal_ids = tuple(g for g, _ in goals)
    combos = tuple(c for _, stack in goals for combo in stack for c in combo.cards)
    check(t.n, build(hands, decks, goal_deck, discards, goal_ids, combos, prizes, goal_discard))
    decoded.update(hands=hands, decks=decks, discards=discards, goals=tuple(goals), goal_deck=goal_deck, prizes=prizes,
                   goal_discard=goal_discard)
    computed = _ids(hands, decks, discards, goal_ids, combos, goal_deck, prizes, goal_discard)
    for key in ID_KEYS:
        value = decoded.pop("_" + key)
        if value is not None and value != computed[key]:
            raise BadState(f"{key} {show(value)} does not match the faces (expected {show(computed[key])})")
    scores = [len(prizes[0]), len(prizes[1])]
    sets = [sets_of(t, prizes[0]), sets_of(t, prizes[1])]
    for key, value in (("scores", scores), ("sets", sets)):
        given_value = decoded.pop("_" + key)
        if given_value is not None and given_value != value:
            raise BadState(f"{key} {show(given_value)} does not follow from the prize piles (expected {value})")
    _check_end(decoded, sets, scores, (len(decks[0]), len(decks[1])))


def _check_end(decoded: Decoded, sets: list[int], goal_cards: list[int], left: tuple[int, int]) -> None:
    """A finished game is after quarter 4's eighth action, its goal cards gone, its winner the tie-breaks'."""
    winner, reason = decoded["winner"], decoded["reason"]
    if decoded["phase"] == P_PLAY:
        if winner is not None or reason is not None:
            raise BadState("winner and reason must be null while the game goes on")
        return
    assert decoded["phase"] == P_OVER
    if decoded["quarter"] != QUARTERS or decoded["action"] != ACTIONS_PER_QUARTER or decoded["goals"]:
        raise BadState(f"a finished game is over after action {ACTIONS_PER_QUARTER} of quarter {QUARTERS}, "
                       "with no goal card face up")
    if winner is None or reason is None:
        raise BadState("a finished game needs a winner and a reason")
    for why, (a, b), more in (("sets", sets, True), ("goal_cards", goal_cards, True), ("deck", left, False)):
        if a != b:
            expected = (0 if a > b else 1) if more else (0 if a < b else 1)
            if (why, expected) != (reason, winner):
                raise BadState(f"the game was decided on {why} and won by seat {expected}, not on {reason} by "
                               f"seat {winner}")
            return
    if reason != "coin_toss":
        raise BadState("sets, goal cards and decks are level: only the coin toss decides")
