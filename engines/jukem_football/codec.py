"""JSON: full states (`to_json` / `from_json`) and per-seat observations.

The contract's position (RULINGS section 3) names cards by face: `to_move`,
`hands`, `draw` and `discard` (top card first), `drives` (per seat, its plays
oldest first, each play its cards), `scores`; optional `phase` ("draw" default,
"play", "defence"), `took` (false), `half` (1), `dealer` (the seat not to
move). This engine adds `options` {practice, max_overtime_deals}, `first_dealer`,
`scored` (each seat's scored drives this half), `aside` (out of play until the
next shuffle: defence removals and cards a position does not name), `taken`
(per seat, the cards it took from the discard pile and still holds: public, as
everyone saw them face up; default none), `winner`, `reason`, the card ids of
every zone (`hand_ids` ... `aside_ids`, and `taken_ids`, so identical cards keep
their identity), `ply`, `events`, and in the full state `rng`. Without the id
keys, ids are given in key order (the lowest free id of each face; a taken card
is the lowest id of its face in that hand). In an observation the opponent's
hand and the draw pile are {"count": n}, faces and ids alike; `taken` is shown
to everyone. Every key is declared once in `FIELDS`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engines.common.errors import BadState, show
from engines.common.fields import FULL_ONLY, REQUIRED, SEATS_ONLY, Decoded, Field, Fields, events_field
from engines.common.jsonval import choice, integer
from engines.common.zones import FULL, check, observe
from engines.jukem_football.events import EVENT_KINDS
from engines.jukem_football.rules import (
    DEFAULT_MAX_IDLE_TURNS, HAND_SIZE, P_DEFENCE, P_DRAW, P_OVER, PHASES, TOUCHDOWN_YARDS, Work, answerable,
    dealer_of, drive_yards, play_problem,
)
from engines.jukem_football.state import DEFAULT_MAX_OVERTIME_DEALS, MAX_OVERTIME_LIMIT, State
from engines.jukem_football.table import DEFENSIVE, GAME_ID, Table, load_table
from engines.jukem_football.zones import build, zones

MASK64 = (1 << 64) - 1
FACE_KEYS = ("hands", "draw", "discard", "drives", "scored", "aside", "taken")
ID_KEYS = {"hands": "hand_ids", "draw": "draw_ids", "discard": "discard_ids", "drives": "drive_ids",
           "scored": "scored_ids", "aside": "aside_ids", "taken": "taken_ids"}
PAIRS = ("hands", "scored", "taken")
"""The face keys holding one list of cards per seat."""


def view(s: State, viewer: int | None) -> dict[str, Any]:
    """The full state (viewer FULL), what seat `viewer` sees (0/1), or a spectator's view (None)."""
    out = FIELDS.write(s, viewer)
    if viewer != FULL:
        observe(out, zones(s), viewer)
        for seat in (0, 1):
            if viewer != seat:
                out["hands"][seat] = {"count": len(s.hands[seat])}
        out["draw"] = {"count": len(s.draw)}
    return out


def decode(d: object) -> State:
    """A State from `to_json` output or a RULINGS position; BadState naming the first problem."""
    decoded = FIELDS.read(d)
    return State(**{k: v for k, v in decoded.items() if not k.startswith("_")})


# ---- faces -----------------------------------------------------------------------------


def _faces(value: object, what: str) -> list[str]:
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)):
        raise BadState(f"{what} must be a list of card faces, got {show(value)}")
    for f in value:
        if not isinstance(f, str):
            raise BadState(f"{what} holds {show(f)}, not a card face")
    return list(value)


def _pair(value: object, what: str) -> list[Any]:
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)) or len(value) != 2:
        raise BadState(f"{what} must be a list of two (seat 0, seat 1), got {show(value)}")
    return list(value)


def _load_faces(key: str) -> Any:
    def load(value: Any, name: str, decoded: Decoded) -> Any:
        if key in PAIRS:
            return [_faces(v, f"{name}[{i}]") for i, v in enumerate(_pair(value, name))]
        if key == "drives":
            out = []
            for i, drive in enumerate(_pair(value, name)):
                if not isinstance(drive, Sequence) or isinstance(drive, (str, bytes)):
                    raise BadState(f"{name}[{i}] must be a list of plays, got {show(drive)}")
                out.append([_faces(p, f"a play of {name}[{i}]") for p in drive])
            return out
        return _faces(value, name)
    return load


def _ids_load(value: Any, name: str, decoded: Decoded) -> Any:
    return value


def _show_faces(key: str) -> Any:
    def show_(s: State, viewer: int | None) -> Any:
        f = s.table.face
        if key == "hands":
            return [[f[c] for c in h] for h in s.hands]
        if key == "drives":
            return [[[f[c] for c in p] for p in d] for d in s.drives]
        if key in ("scored", "taken"):
            return [[f[c] for c in x] for x in getattr(s, key)]
        return [f[c] for c in getattr(s, key)]
    return show_


def _show_ids(key: str) -> Any:
    def show_(s: State, viewer: int | None) -> Any:
        if key == "hands":
            return [list(h) for h in s.hands]
        if key == "drives":
            return [[c for p in d for c in p] for d in s.drives]
        if key in ("scored", "taken"):
            return [list(x) for x in getattr(s, key)]
        return list(getattr(s, key))
    return show_


def _default_dealer(decoded: Decoded) -> int:
    return 1 - int(decoded["to_move"])


def _default_first(decoded: Decoded) -> int:
    return int(decoded["dealer"]) if decoded["half"] % 2 == 1 else 1 - int(decoded["dealer"])


def _opt_practice(value: Any, name: str, decoded: Decoded) -> bool:
    if not isinstance(value, bool):
        raise BadState(f"{name} must be true or false, got {show(value)}")
    decoded["table"] = load_table(value)
    return value


def _winner(value: Any, name: str, decoded: Decoded) -> int | None:
    return None if value is None else integer(value, name, 0, 1)


def _reason(value: Any, name: str, decoded: Decoded) -> str | None:
    return None if value is None else choice(value, name, ("points", "overtime", "draw"))


def _took(value: Any, name: str, decoded: Decoded) -> bool:
    if not isinstance(value, bool):
        raise BadState(f"{name} must be true or false, got {show(value)}")
    return value


FIELDS: Fields[State] = Fields([
    Field("game", const=GAME_ID, default=GAME_ID),
    Field("options", default={}, sub=Fields([
        Field("practice", "_practice", _opt_practice, show=lambda s, viewer: s.practice, default=False),
        Field("max_overtime_deals", "max_overtime",
              lambda v, n, d: integer(v, n, 0, MAX_OVERTIME_LIMIT), default=DEFAULT_MAX_OVERTIME_DEALS),
        Field("max_idle_turns", "max_idle", lambda v, n, d: integer(v, n, 2, 1000), default=DEFAULT_MAX_IDLE_TURNS,
              omit_default=True),
    ])),
    Field("half", "half", lambda v, n, d: integer(v, n, 1, 2 + d["max_overtime"]), default=1),
    Field("overtime", show=lambda s, viewer: s.half >= 3),
    Field("to_move", "to_move", lambda v, n, d: integer(v, n, 0, 1)),
    Field("dealer", "dealer", lambda v, n, d: integer(v, n, 0, 1), default_from=_default_dealer),
    Field("first_dealer", "first_dealer", lambda v, n, d: integer(v, n, 0, 1), default_from=_default_first),
    Field("current_player", show=lambda s, viewer: s.current_player),
    Field("phase", "phase", lambda v, n, d: choice(v, n, PHASES), default=P_DRAW),
    Field("took", "took", _took, default=False),
    *(Field(key, "_" + key, _load_faces(key), show=_show_faces(key),
            default=[[], []] if key in ("scored", "taken") else [] if key == "aside" else REQUIRED)
      for key in FACE_KEYS),
    Field("scores", "scores", lambda v, n, d: _scores(v, n), dump=list),
    Field("winner", "winner", _winner, default=None),
    Field("reason", "reason", _reason, default=None),
    *(Field(ID_KEYS[key], "_ids_" + key, _ids_load, show=_show_ids(key), default=None) for key in FACE_KEYS),
    Field("idle_turns", "idle", lambda v, n, d: integer(v, n, 0, d["max_idle"] - 1), default=0),
    Field("ply", "ply", lambda v, n, d: integer(v, n, 0), default=0),
    Field("player", show=lambda s, viewer: viewer, seen_by=SEATS_ONLY),
    Field("rng", "rng", lambda v, n, d: integer(v, n, 0, MASK64), default=0, seen_by=FULL_ONLY),
    events_field(EVENT_KINDS),
], what="Jukem Football position", finish=lambda decoded: _finish(decoded))


def _scores(value: object, name: str) -> tuple[int, int]:
    pair = _pair(value, name)
    return integer(pair[0], f"{name}[0]", 0), integer(pair[1], f"{name}[1]", 0)


# ---- ids and the rules a position must follow ----------------------------------------------------


def _held(t: Table, faces: list[str], given: object, hand: tuple[int, ...], seat: int) -> tuple[int, ...]:
    """The cards of `hand` named by taken[seat] (their ids given, or the lowest ids of those faces)."""
    what = f"taken[{seat}]"
    ids: list[object] | None = None
    if given is not None:
        if not isinstance(given, Sequence) or isinstance(given, (str, bytes)) or len(given) != len(faces):
            raise BadState(f"the ids of {what} must be a list of {len(faces)} card ids, got {show(given)}")
        ids = list(given)
    out: list[int] = []
    for i, f in enumerate(faces):
        if ids is not None:
            c = integer(ids[i], f"an id of {what}", 0, t.n - 1)
            if t.face[c] != f:
                raise BadState(f"card id {c} of {what} is {t.face[c]}, not {f}")
            if c not in hand or c in out:
                raise BadState(f"{what} names card id {c} ({f}), which is not (once more) in hands[{seat}]")
        else:
            free = [c for c in hand if t.face[c] == f and c not in out]
            if not free:
                raise BadState(f"{what} names {show(f)}, which hands[{seat}] does not hold (once more)")
            c = free[0]
        out.append(c)
    return tuple(out)


def _finish(decoded: Decoded) -> None:
    t = decoded.get("table") or load_table(False)
    decoded["table"] = t
    decoded.pop("_practice", None)
    used: set[int] = set()

    def assign(faces: list[str], given: object, what: str) -> tuple[int, ...]:
        if given is not None:
            if not isinstance(given, Sequence) or isinstance(given, (str, bytes)) or len(given) != len(faces):
                raise BadState(f"the ids of {what} must be a list of {len(faces)} card ids, got {show(given)}")
            out = []
            for f, c in zip(faces, given):
                c = integer(c, f"an id of {what}", 0, t.n - 1)
                if t.face[c] != f:
                    raise BadState(f"card id {c} of {what} is {t.face[c]}, not {f}")
                if c in used:
                    raise BadState(f"card id {c} ({f}) is in two places")
                used.add(c)
                out.append(c)
            return tuple(out)
        out = []
        for f in faces:
            if not t.ids(f):
                raise BadState(f"{what} names {show(f)}, which is not a card of this deck")
            free = [c for c in t.ids(f) if c not in used]
            if not free:
                raise BadState(f"{what} names more {f} cards than the deck has ({len(t.ids(f))})")
            used.add(free[0])
            out.append(free[0])
        return tuple(out)

    def ids_of(key: str, seat: int | None = None) -> object:
        given = decoded.pop("_ids_" + key, None) if seat is None or seat == 1 else decoded.get("_ids_" + key)
        if given is None:
            return None
        if seat is None:
            return given
        if not isinstance(given, Sequence) or len(given) != 2:
            raise BadState(f"{ID_KEYS[key]} must be a list of two, got {show(given)}")
        return given[seat]

    hands = []
    for seat in (0, 1):
        hand = assign(decoded["_hands"][seat], ids_of("hands", seat), f"hands[{seat}]")
        if len(hand) > HAND_SIZE:
            raise BadState(f"hands[{seat}] holds {len(hand)} cards, more than {HAND_SIZE}")
        hands.append(tuple(sorted(hand)))
    draw = assign(decoded.pop("_draw"), ids_of("draw"), "draw")
    discard = assign(decoded.pop("_discard"), ids_of("discard"), "discard")
    drives = []
    for seat in (0, 1):
        plays = decoded["_drives"][seat]
        flat = assign([f for p in plays for f in p], ids_of("drives", seat), f"drives[{seat}]")
        drive: list[tuple[int, ...]] = []
        at = 0
        for p in plays:
            play = flat[at:at + len(p)]
            at += len(p)
            problem = play_problem(t, play, not drive)
            if problem:
                raise BadState(f"drives[{seat}]: {problem}")
            drive.append(play)
            yards = drive_yards(t, tuple(drive))
            if yards > TOUCHDOWN_YARDS:
                raise BadState(f"drives[{seat}] has {yards} yards, over {TOUCHDOWN_YARDS}")
        if drive and drive_yards(t, tuple(drive)) == TOUCHDOWN_YARDS:
            raise BadState(f"drives[{seat}] has exactly {TOUCHDOWN_YARDS} yards: it scored a touchdown and is over")
        drives.append(tuple(drive))
    scored = [assign(decoded["_scored"][seat], ids_of("scored", seat), f"scored[{seat}]") for seat in (0, 1)]
    aside_given = ids_of("aside")
    aside = assign(decoded.pop("_aside"), aside_given, "aside")
    taken = [_held(t, decoded["_taken"][seat], ids_of("taken", seat), hands[seat], seat) for seat in (0, 1)]
    for key in ("_hands", "_drives", "_scored", "_taken"):
        decoded.pop(key)
    for key in ("_ids_hands", "_ids_drives", "_ids_scored", "_ids_taken"):
        decoded.pop(key, None)
    # Cards a position does not name are out of play until the next shuffle.
    aside = aside + tuple(c for c in range(t.n) if c not in used)
    decoded.update(hands=(hands[0], hands[1]), draw=draw, discard=discard, drives=(drives[0], drives[1]),
                   scored=(scored[0], scored[1]), aside=aside, taken=(taken[0], taken[1]))
    flat_drives = [tuple(c for p in d for c in p) for d in drives]
    check(t.n, build(hands, draw, discard, flat_drives, scored, aside))
    for seat in (0, 1):
        for c in scored[seat]:
            if t.kind[c] in DEFENSIVE:
                raise BadState(f"scored[{seat}] holds {t.face[c]}, a defensive card")
    half, to_move, phase = decoded["half"], decoded["to_move"], decoded["phase"]
    if decoded["dealer"] != dealer_of(decoded["first_dealer"], half):
        raise BadState(f"deal {half} is dealt by {dealer_of(decoded['first_dealer'], half)} when "
                       f"{decoded['first_dealer']} dealt first")
    if phase == P_DEFENCE:
        attack = drives[to_move]
        if not attack or not answerable(t, attack[-1]):
            raise BadState("in phase defence the attacker's last play must be one the defence may answer "
                           "(not a JUKEM play)")
    over = phase == P_OVER
    winner, reason = decoded["winner"], decoded["reason"]
    if over:
        a, b = decoded["scores"]
        if reason is None or (reason == "draw") != (winner is None):
            raise BadState("a finished game needs a reason, and a winner unless it is a draw")
        if winner is not None and decoded["scores"][winner] <= decoded["scores"][1 - winner]:
            raise BadState(f"winner {winner} does not have more points")
        if reason == "draw" and a != b:
            raise BadState("a draw needs equal scores")
    elif winner is not None or reason is not None:
        raise BadState("winner and reason must be null while the game goes on")
    if phase == P_DRAW:
        w = Work(t)
        w.hands, w.draw, w.discard, w.to_move, w.phase, w.took = list(hands), draw, discard, to_move, phase, \
            decoded["took"]
        if not w.legal():
            decoded["phase"] = "play"  # nothing to draw: replenishing is over
