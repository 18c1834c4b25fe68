"""JSON: full states (`to_json` / `from_json`) and per-seat observations.

The contract's position (RULINGS section 5) names cards by face: `to_move`,
`half`, `formations`, `fields` (per player {"GK": face, "DEF": [...], "MID":
[...], "FWD": [...]}, null for an empty position), `libraries` (top card first)
and `scores`; optional `warnings`, `subs`, `sent_off` (positions closed for the
game) and `phase` ("turn", the default, or "setup"). A player's cards (the deck
and the jokers in play) that a position does not name are in that player's
discard pile. This engine adds `jokers` (0-4, default 2), `deck` ("default" or
a deck file's path), `knockout`, `first` (who kicked off the first half),
`phase` "target" (a card is turned up: `turned`) and "over", `hands` (the cards
drawn to set up with, not placed yet), `discards` (top first), `subbed` (the
mover's positions substituted this turn), `notes` (per seat, what it has
learned of the opponent's face-down cards: {"DEF2": ["10", "A"]}, a rank from
10 to A), `keepers` and `shootout` (a knockout game's shoot-out), `winner`,
`reason`, the card ids of every zone (`hand_ids`, `library_ids`, `field_ids`
{position: id}, `discard_ids`, `turned_ids`, `keeper_ids`: they follow from the
faces, except which joker is which), `ply`, `events` and in the full state `rng`.

In an observation a face-down card the seat may not see is "?" in `fields`
(null in `field_ids`), the opponent's hand and both libraries are {"count": n},
and secret event fields are null. Every key is declared once in `FIELDS`.
Impossible positions are refused with a BadState saying why, never naming a card
the position hides from nobody but the reader: a card in two places or of the
wrong deck, a row of the wrong length, a note a card does not fit, a turn
without a library card, a finished game whose winner does not follow.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engines.common.errors import BadState, show
from engines.common.events import Event, events_from
from engines.common.fields import FULL_ONLY, SEATS_ONLY, Decoded, Field, Fields, as_is
from engines.common.jsonval import choice, face_pair, faces, integer, is_int, items, pair, seat
from engines.common.zones import FULL, check, observe
from engines.kortfotboll.events import EVENT_KINDS
from engines.kortfotboll.rules import (
    HALVES, MAX_SUBS, NO_NOTE, P_OVER, P_SETUP, P_TARGET, P_TURN, PHASES, REASONS, Note,
)
from engines.kortfotboll.state import State
from engines.kortfotboll.table import (
    DEF, DEFAULT_DECK, DEFAULT_FORMATION, DEFAULT_JOKERS, FORMATIONS, FWD, GAME_ID, GK, JOKER, JOKER_RANK, LOWEST,
    MAX_JOKERS, MID, ROWS, DeckError, Formation, Table, formation, load_table, rank_name, rank_of,
)
from engines.kortfotboll.zones import build, zones

MASK64 = (1 << 64) - 1
FACE_DOWN = "?"
"""A face-down card the viewer may not see, in an observation's `fields`."""
ID_KEYS = ("hand_ids", "library_ids", "field_ids", "discard_ids", "turned_ids", "keeper_ids")


def masked_event(e: Event, viewer: int | None) -> dict[str, Any]:
    """An event as `viewer` may see it: a seat's secrets hidden from the other, every secret from a
    spectator (viewer None), nothing from the full state (FULL)."""
    if viewer == FULL:
        return e.to_dict()
    return e.masked(e.hidden_from if viewer is None else viewer)


def view(s: State, viewer: int | None) -> dict[str, Any]:
    """The full state (viewer FULL), what seat `viewer` sees (0/1), or a spectator's view (None)."""
    out = FIELDS.write(s, viewer)
    if viewer != FULL:
        observe(out, zones(s), viewer)
        for seat_ in (0, 1):
            if viewer != seat_:
                row = out["fields"][seat_]
                for key, value in row.items():
                    if isinstance(value, list):
                        row[key] = [None if v is None else FACE_DOWN for v in value]
                    elif value is not None:
                        row[key] = FACE_DOWN
                out["hands"][seat_] = {"count": len(s.hands[seat_])}
            out["libraries"][seat_] = {"count": len(s.libraries[seat_])}
    return out


def decode(d: object) -> State:
    """A State from `to_json` output or a RULINGS position; BadState naming the first problem."""
    decoded = FIELDS.read(d)
    return State(**{k: v for k, v in decoded.items() if not k.startswith("_")})


def table_for(deck: object, jokers: object, name: str = "deck") -> Table:
    """The compiled deck a JSON position names; BadState if it cannot be loaded."""
    if not isinstance(deck, str) or not deck:
        raise BadState(f"{name} must be 'default' or a deck file path, got {show(deck)}")
    count = integer(jokers, "jokers", 0, MAX_JOKERS)
    try:
        return load_table(deck, count)
    except (DeckError, OSError) as exc:
        raise BadState(f"{name} {show(deck)} cannot be used: {exc}") from exc


# ---- reading faces ---------------------------------------------------------------------------------


_list, _faces, _pair = items, faces, pair


def _load_pair(value: Any, name: str, decoded: Decoded) -> Any:
    return face_pair(value, name)


def _load_forms(value: Any, name: str, decoded: Decoded) -> tuple[Formation, Formation]:
    pair = _pair(value, name)
    forms = [formation(choice(v, f"{name}[{i}]", FORMATIONS)) for i, v in enumerate(pair)]
    return forms[0], forms[1]


def _load_fields(value: Any, name: str, decoded: Decoded) -> list[list[str | None]]:
    forms: tuple[Formation, Formation] = decoded["forms"]
    out: list[list[str | None]] = []
    for s, row in enumerate(_pair(value, name)):
        form = forms[s]
        where = f"{name}[{s}]"
        if not isinstance(row, Mapping) or set(row) != set(ROWS):
            raise BadState(f"{where} must be an object with keys GK, DEF, MID, FWD, got {show(row)}")
        gk = row["GK"]
        if gk is not None and not isinstance(gk, str):
            raise BadState(f"{where}.GK must be a card face or null, got {show(gk)}")
        faces: list[str | None] = [gk]
        for r in (DEF, MID, FWD):
            cells = _faces(row[ROWS[r]], f"{where}.{ROWS[r]}", allow_none=True)
            if len(cells) != form.size(r):
                raise BadState(f"{where}.{ROWS[r]} must list {form.size(r)} positions for {form.name}, "
                               f"got {len(cells)}")
            faces += cells
        out.append(faces)
    return out


def _show_fields(s: State, viewer: int | None) -> list[dict[str, Any]]:
    out = []
    for seat_ in (0, 1):
        form, cells = s.forms[seat_], s.fields[seat_]
        faces = [None if c is None else s.table.face[c] for c in cells]
        row: dict[str, Any] = {"GK": faces[0]}
        for r in (DEF, MID, FWD):
            row[ROWS[r]] = [faces[i] for i in form.in_row(r)]
        out.append(row)
    return out


def _load_positions(value: Any, name: str, decoded: Decoded) -> list[list[str]]:
    forms: tuple[Formation, Formation] = decoded["forms"]
    out = []
    for s, names in enumerate(_pair(value, name)):
        got = _faces(names, f"{name}[{s}]")
        for p in got:
            if p not in forms[s].index or forms[s].rows[forms[s].index[str(p)]] not in (MID, FWD):
                raise BadState(f"{name}[{s}] names {show(p)}, not a midfield or forward position of {forms[s].name} "
                               "(only a joker midfielder or forward is sent off)")
        if len(set(got)) != len(got):
            raise BadState(f"{name}[{s}] names a position twice")
        out.append([str(p) for p in got])
    return out


def _load_notes(value: Any, name: str, decoded: Decoded) -> tuple[tuple[Note, ...], tuple[Note, ...]]:
    forms: tuple[Formation, Formation] = decoded["forms"]
    out: list[tuple[Note, ...]] = []
    for s, notes in enumerate(_pair(value, name)):
        theirs = forms[1 - s]
        if not isinstance(notes, Mapping):
            raise BadState(f"{name}[{s}] must be an object {{opponent's position: [lowest, highest]}}, got "
                           f"{show(notes)}")
        row = [NO_NOTE] * len(theirs.positions)
        for p, bounds in notes.items():
            where = f"{name}[{s}][{show(p)}]"
            if p not in theirs.index:
                raise BadState(f"{where}: not a position of the opponent's {theirs.name}")
            if not isinstance(bounds, Sequence) or isinstance(bounds, (str, bytes)) or len(bounds) != 2 or not all(
                    isinstance(b, str) and rank_of(b) is not None for b in bounds):
                raise BadState(f"{where} must be [lowest, highest] ranks such as [\"10\", \"A\"], got {show(bounds)}")
            low, high = rank_of(bounds[0]), rank_of(bounds[1])
            assert low is not None and high is not None
            if low > high or (low, high) == NO_NOTE:
                raise BadState(f"{where}: {show(list(bounds))} is no note (lowest above highest, or nothing learned)")
            row[theirs.index[p]] = (low, high)
        out.append(tuple(row))
    return out[0], out[1]


def _show_notes(s: State, viewer: int | None) -> list[dict[str, list[str]]]:
    return [{s.forms[1 - seat_].positions[p]: [rank_name(lo), rank_name(hi)]
             for p, (lo, hi) in enumerate(s.notes[seat_]) if (lo, hi) != NO_NOTE} for seat_ in (0, 1)]


def _ints2(low: int, high: int | None) -> Callable[[Any, str, Decoded], tuple[int, int]]:
    def load(value: Any, name: str, decoded: Decoded) -> tuple[int, int]:
        pair = _pair(value, name)
        return integer(pair[0], f"{name}[0]", low, high), integer(pair[1], f"{name}[1]", low, high)
    return load


def _opt_seat(value: Any, name: str, decoded: Decoded) -> int | None:
    return seat(value, name, allow_none=True)


def _reason(value: Any, name: str, decoded: Decoded) -> str | None:
    return None if value is None else choice(value, name, REASONS)


def _shootout(value: Any, name: str, decoded: Decoded) -> tuple[int, int] | None:
    return None if value is None else _ints2(0, None)(value, name, decoded)


def _face_or_none(value: Any, name: str, decoded: Decoded) -> str | None:
    if value is not None and not isinstance(value, str):
        raise BadState(f"{name} must be a card face or null, got {show(value)}")
    return value


def _keepers(value: Any, name: str, decoded: Decoded) -> list[str | None]:
    return [_face_or_none(v, f"{name}[{i}]", decoded) for i, v in enumerate(_pair(value, name))]


def _ids_of(s: State) -> dict[str, Any]:
    return {"hand_ids": [list(h) for h in s.hands], "library_ids": [list(x) for x in s.libraries],
            "field_ids": [{s.forms[i].positions[p]: c for p, c in enumerate(f) if c is not None}
                          for i, f in enumerate(s.fields)],
            "discard_ids": [list(x) for x in s.discards], "turned_ids": [] if s.turned is None else [s.turned],
            "keeper_ids": [[] if k is None else [k] for k in s.keepers]}


def _show_ids(key: str) -> Callable[[State, int | None], Any]:
    return lambda s, viewer: _ids_of(s)[key]


def _events_load(value: Any, name: str, decoded: Decoded) -> tuple[Event, ...]:
    return events_from(value, EVENT_KINDS, name)


def _default_first(decoded: Decoded) -> int:
    to_move: int = decoded["to_move"]
    return to_move if decoded["half"] == 1 else 1 - to_move


def _default_warnings(decoded: Decoded) -> tuple[int, int]:
    sent = decoded["_sent_off"]
    return 2 * len(sent[0]), 2 * len(sent[1])


FIELDS: Fields[State] = Fields([
    Field("game", const=GAME_ID, default=GAME_ID),
    Field("jokers", "_jokers", lambda v, n, d: integer(v, n, 0, MAX_JOKERS), show=lambda s, v: s.table.jokers,
          default=DEFAULT_JOKERS),
    Field("deck", "table", lambda v, n, d: table_for(v, d["_jokers"], n), dump=lambda t: t.path, default=DEFAULT_DECK),
    Field("formations", "forms", _load_forms, dump=lambda forms: [f.name for f in forms],
          default=[DEFAULT_FORMATION, DEFAULT_FORMATION]),
    Field("knockout", "knockout", lambda v, n, d: _bool(v, n), default=False),
    Field("fixed_keepers", "fixed_keepers", lambda v, n, d: _bool(v, n), default=False, omit_default=True),
    Field("half", "half", lambda v, n, d: integer(v, n, 1, HALVES), default=1),
    Field("phase", "phase", lambda v, n, d: choice(v, n, PHASES), default=P_TURN),
    Field("to_move", "to_move", lambda v, n, d: integer(v, n, 0, 1)),
    Field("first", "first", lambda v, n, d: integer(v, n, 0, 1), default_from=_default_first),
    Field("current_player", show=lambda s, viewer: s.current_player),
    Field("fields", "_fields", _load_fields, show=_show_fields),
    Field("hands", "_hands", _load_pair, show=lambda s, v: [[s.table.face[c] for c in h] for h in s.hands],
          default=[[], []]),
    Field("libraries", "_libraries", _load_pair, show=lambda s, v: [[s.table.face[c] for c in x] for x in s.libraries],
          default=[[], []]),
    Field("discards", "_discards", _load_pair, show=lambda s, v: [[s.table.face[c] for c in x] for x in s.discards],
          default=None),
    Field("turned", "_turned", _face_or_none, show=lambda s, v: s.face(s.turned), default=None),
    Field("scores", "scores", _ints2(0, None), dump=list, default=[0, 0]),
    Field("sent_off", "_sent_off", _load_positions,
          show=lambda s, v: [[s.forms[i].positions[p] for p in x] for i, x in enumerate(s.sent_off)],
          default=[[], []]),
    Field("warnings", "warnings", _ints2(0, 99), dump=list, default_from=_default_warnings),
    Field("subs", "subs", _ints2(0, MAX_SUBS), dump=list, default=[0, 0]),
    Field("subbed", "_subbed", lambda v, n, d: _faces(v, n),
          show=lambda s, v: [s.forms[s.to_move].positions[p] for p in s.subbed], default=[]),
    Field("notes", "notes", _load_notes, show=_show_notes, default=[{}, {}]),
    Field("keepers", "_keepers", _keepers, show=lambda s, v: [s.face(k) for k in s.keepers], default=[None, None]),
    Field("shootout", "shootout", _shootout, dump=lambda x: None if x is None else list(x), default=None),
    Field("winner", "winner", _opt_seat, default=None),
    Field("reason", "reason", _reason, default=None),
    *(Field(key, "_" + key, as_is, show=_show_ids(key), default=None) for key in ID_KEYS),
    Field("ply", "ply", lambda v, n, d: integer(v, n, 0), default=0),
    Field("player", show=lambda s, viewer: viewer, seen_by=SEATS_ONLY),
    Field("rng", "rng", lambda v, n, d: integer(v, n, 0, MASK64), default=0, seen_by=FULL_ONLY),
    Field("events", "events", _events_load,
          show=lambda s, viewer: [masked_event(e, viewer) for e in s.events], default=[]),
], what="Kortfotboll position", finish=lambda decoded: _finish(decoded))


def _bool(value: object, name: str) -> bool:
    if not isinstance(value, bool):
        raise BadState(f"{name} must be true or false, got {show(value)}")
    return value


# ---- ids and the rules a position must follow ------------------------------------------------------


class _Ids:
    """Turns faces into card ids, each card in one place only; ids given in the JSON are used (which joker
    is which), the others follow from the faces."""

    def __init__(self, t: Table) -> None:
        self.t = t
        self.where: dict[int, str] = {}

    def take(self, card: int, what: str) -> int:
        if card in self.where:
            raise BadState(f"a card is in two places ({self.where[card]} and {what})")
        self.where[card] = what
        return card

    def given(self, owner: int, face: str, card: object, what: str) -> int:
        t = self.t
        if not is_int(card) or not 0 <= card < t.n:  # type: ignore[operator]
            raise BadState(f"{what}: {show(card)} is not a card id of this game (0..{t.n - 1})")
        assert isinstance(card, int)
        if t.owner[card] != owner or t.face[card] != face:
            raise BadState(f"{what}: card id {card} is not {owner and 'Red' or 'Blue'}'s {face}")
        return self.take(card, what)

    def face(self, owner: int, face: str, what: str) -> int:
        t = self.t
        if face == JOKER:
            free = [c for c in t.joker_ids[owner] if c not in self.where]
            if not free:
                raise BadState(f"{what} names more jokers than the {t.jokers} in play")
            return self.take(free[0], what)
        card = t.by_face[owner].get(face)
        if card is None:
            raise BadState(f"{what} names {show(face)}, which is not a card of the deck")
        return self.take(card, what)


Slot = tuple[int, str, str, object]
"""(owner, face, where, the id given or None)."""


def _resolve(t: Table, slots: list[Slot]) -> list[int]:
    """The card id of every slot: given ids first (so a joker id given later is not taken by a face
    read earlier), then the faces."""
    ids = _Ids(t)
    out: list[int | None] = [None] * len(slots)
    for i, (owner, face, what, given) in enumerate(slots):
        if given is not None:
            out[i] = ids.given(owner, face, given, what)
    for i, (owner, face, what, given) in enumerate(slots):
        if given is None:
            out[i] = ids.face(owner, face, what)
    return [c for c in out if c is not None]


def _given(value: object, what: str, n: int) -> list[object]:
    """An id key's list for a zone of n faces (all None when the key is absent)."""
    if value is None:
        return [None] * n
    got = _list(value, what)
    if len(got) != n:
        raise BadState(f"{what} lists {len(got)} ids for {n} cards")
    return [g if g is not None else -1 for g in got]


def _finish(decoded: Decoded) -> None:
    t: Table = decoded["table"]
    forms: tuple[Formation, Formation] = decoded["forms"]
    decoded.pop("_jokers")
    id_keys = {key: decoded.pop("_" + key) for key in ID_KEYS}

    def per_seat(key: str, s: int) -> object:
        value = id_keys[key]
        if value is None:
            return None
        if not isinstance(value, list) or len(value) != 2:
            raise BadState(f"{key} must be a list of two (Blue's, Red's), got {show(value)}")
        return value[s]

    slots: list[Slot] = []
    spans: dict[str, tuple[int, int]] = {}

    def add(name: str, owner: int, faces: Sequence[str], given: list[object]) -> None:
        start = len(slots)
        slots.extend((owner, f, name, g) for f, g in zip(faces, given))
        spans[name] = (start, len(slots))

    field_faces: list[list[str | None]] = decoded.pop("_fields")
    for s in (0, 1):
        fids = per_seat("field_ids", s)
        if fids is not None and not isinstance(fids, Mapping):
            raise BadState(f"field_ids[{s}] must be an object {{position: id}}, got {show(fids)}")
        held = [(p, f) for p, f in enumerate(field_faces[s]) if f is not None]
        if fids is not None and set(fids) != {forms[s].positions[p] for p, _ in held}:
            raise BadState(f"field_ids[{s}] must name exactly the positions holding a card")
        add(f"fields[{s}]", s, [str(f) for _, f in held],
            [None if fids is None else fids[forms[s].positions[p]] for p, _ in held])
    for key, name in (("_hands", "hand_ids"), ("_libraries", "library_ids")):
        faces = decoded.pop(key)
        for s in (0, 1):
            add(f"{key[1:]}[{s}]", s, faces[s], _given(per_seat(name, s), f"{name}[{s}]", len(faces[s])))
    turned = decoded.pop("_turned")
    mover = decoded["to_move"]
    add("turned", mover, [] if turned is None else [turned], _given(id_keys["turned_ids"], "turned_ids",
                                                                    0 if turned is None else 1))
    keepers = decoded.pop("_keepers")
    for s in (0, 1):
        add(f"keepers[{s}]", s, [] if keepers[s] is None else [keepers[s]],
            _given(per_seat("keeper_ids", s), f"keeper_ids[{s}]", 0 if keepers[s] is None else 1))
    named = decoded.pop("_discards")
    for s in (0, 1):
        faces = named[s] if named else []
        add(f"discards[{s}]", s, faces, _given(per_seat("discard_ids", s), f"discard_ids[{s}]", len(faces))
            if named else [])
    ids = _resolve(t, slots)

    def got(name: str) -> tuple[int, ...]:
        a, b = spans[name]
        return tuple(ids[a:b])

    fields = []
    for s in (0, 1):
        cells: list[int | None] = [None] * len(forms[s].positions)
        for (p, _), c in zip([(p, f) for p, f in enumerate(field_faces[s]) if f is not None], got(f"fields[{s}]")):
            cells[p] = c
        fields.append(tuple(cells))
    taken = set(ids)
    # A player's cards the position does not name are in that player's discard pile.
    discards = tuple(got(f"discards[{s}]") + tuple(c for c in t.seat_cards(s) if c not in taken) for s in (0, 1))
    hands = (got("hands[0]"), got("hands[1]"))
    libraries = (got("libraries[0]"), got("libraries[1]"))
    turned_id = got("turned")
    keeper_ids = (got("keepers[0]"), got("keepers[1]"))
    check(t.n, build(forms, fields, hands, libraries, discards, turned_id, keeper_ids))
    sent = decoded.pop("_sent_off")
    sent_off = tuple(tuple(sorted(forms[s].index[p] for p in sent[s])) for s in (0, 1))
    for s in (0, 1):
        for p in sent_off[s]:
            if fields[s][p] is not None:
                raise BadState(f"{forms[s].positions[p]} of seat {s} was sent off: it must be empty (null)")
        if len(sent_off[s]) != decoded["warnings"][s] // 2:
            raise BadState(f"seat {s} has {decoded['warnings'][s]} warnings: every second one sends a card off, "
                           f"so {decoded['warnings'][s] // 2} positions must be sent off, not {len(sent_off[s])}")
    subbed_names = decoded.pop("_subbed")
    subbed = []
    for p in subbed_names:
        if p not in forms[mover].index or fields[mover][forms[mover].index[str(p)]] is None:
            raise BadState(f"subbed names {show(p)}, not a position of the mover's holding a card")
        subbed.append(forms[mover].index[str(p)])
    if len(set(subbed)) != len(subbed) or len(subbed) > decoded["subs"][mover]:
        raise BadState("subbed must name each position once, and no more than the substitutions made")
    notes: tuple[tuple[Note, ...], tuple[Note, ...]] = decoded["notes"]
    for s in (0, 1):
        for p, (low, high) in enumerate(notes[s]):
            card = fields[1 - s][p]
            if (low, high) == NO_NOTE:
                continue
            where = forms[1 - s].positions[p]
            if card is None:
                raise BadState(f"notes[{s}] has a note on {where}, which is empty")
            if not low <= t.rank[card] <= high:
                raise BadState(f"notes[{s}]: the card at {where} does not fit the note "
                               f"{rank_name(low)}..{rank_name(high)}")
    decoded.update(fields=tuple(fields), hands=hands, libraries=libraries, discards=discards,
                   turned=turned_id[0] if turned_id else None, sent_off=sent_off, subbed=tuple(subbed),
                   keepers=tuple(k[0] if k else None for k in keeper_ids))
    _check_phase(decoded)


def _check_phase(decoded: Decoded) -> None:
    """What each phase needs: cards to place in setup, a library card at a turn's start, a card turned up
    to choose a target for, a result that follows from the goals at the end."""
    phase, mover = decoded["phase"], decoded["to_move"]
    hands, libraries = decoded["hands"], decoded["libraries"]
    names = ("Blue", "Red")
    if phase != P_SETUP and (hands[0] or hands[1]):
        raise BadState("cards are held in hand only while setting up (phase \"setup\")")
    if phase == P_SETUP and not hands[mover]:
        raise BadState(f"{names[mover]} is setting up with no card to place (give its cards in hands)")
    if phase == P_TURN and not libraries[mover]:
        raise BadState(f"{names[mover]}'s library is empty: a turn does not start without a card (it passes "
                       "by itself; give to_move to the other player)")
    if (phase == P_TARGET) != (decoded["turned"] is not None):
        raise BadState("a card is turned up (turned) exactly while its target is chosen (phase \"target\")")
    if decoded["subbed"] and phase != P_TURN:
        raise BadState("subbed lists substitutions of a turn not yet attacking (phase \"turn\")")
    scores = decoded["scores"]
    winner, reason, shootout = decoded["winner"], decoded["reason"], decoded["shootout"]
    keepers = decoded["keepers"]
    if phase != P_OVER:
        if winner is not None or reason is not None or shootout is not None or keepers != (None, None):
            raise BadState("winner, reason, shootout and keepers are for a finished game")
        return
    if decoded["half"] != HALVES or (any(libraries) and shootout is None) or decoded["turned"] is not None:
        raise BadState(f"a finished game is over after half {HALVES}, both libraries empty (but for a shoot-out's)")
    a, b = scores
    if reason == "goals":
        if a == b or winner != (0 if a > b else 1):
            raise BadState(f"a game won on goals is won by the player with more goals ({a}-{b})")
    elif reason == "draw":
        if a != b or winner is not None or decoded["knockout"]:
            raise BadState("a draw has level goals, no winner, and is no knockout game")
    elif reason in ("shootout", "coin_toss"):
        if a != b or winner is None or shootout is None or not decoded["knockout"]:
            raise BadState("a shoot-out follows a knockout game level on goals and has a winner")
        x, y = shootout
        if reason == "shootout" and (x == y or winner != (0 if x > y else 1)):
            raise BadState(f"the shoot-out is won by the player who scored more ({x}-{y})")
    else:
        raise BadState("a finished game needs a reason (goals, draw, shootout, coin_toss)")
    if reason in ("goals", "draw") and (shootout is not None or keepers != (None, None)):
        raise BadState("only a shoot-out has keepers and a shoot-out score")


__all__ = ["view", "decode", "table_for", "masked_event", "FIELDS", "FACE_DOWN", "ID_KEYS", "GK", "JOKER_RANK",
           "LOWEST"]
