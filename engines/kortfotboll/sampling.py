"""Determinization: full states consistent with one seat's observation.

`sample_state(observation, player, seed)` re-deals exactly the cards that seat
cannot see - the opponent's face-down field cards, hand and library from the
opponent's unseen cards, the seat's own library (in a new order) from its own -
uniformly at random, keeping everything visible identical. A face-down card the
seat has learned something about ("higher than 9" after losing to it, "at most
a Q" after scoring past it) is dealt only a card that fits (the zones'
`allowed` constraints, from the observation's `notes`). The hidden PRNG state
(the next half's shuffles) is replaced by one derived from `seed`.
`Sampler(observation, player)` checks the observation once; `sample(seed)` is
cheap (a bot calls it once per search iteration).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from engines.common import rng as prng
from engines.common import zones as kit
from engines.common.errors import BadState, show
from engines.common.events import events_from
from engines.common.jsonval import observation_for
from engines.kortfotboll.codec import FACE_DOWN, _load_forms, _load_notes, decode, table_for
from engines.kortfotboll.events import EVENT_KINDS
from engines.kortfotboll.state import State
from engines.kortfotboll.table import DEF, DEFAULT_JOKERS, FWD, MID, ROWS, Formation
from engines.kortfotboll.zones import build, occupied, pool_of

SAMPLE_SALT = 0x3F07


class Sampler:
    """An observation parsed once; `sample(seed)` deals the unseen cards."""

    def __init__(self, observation: object, player: int) -> None:
        obs = observation_for(observation, player)
        self.player = player
        self.table = t = table_for(obs.get("deck", "default"), obs.get("jokers", DEFAULT_JOKERS))
        self.forms = forms = _load_forms(obs.get("formations"), "formations", {})
        notes = _load_notes(obs.get("notes", [{}, {}]), "notes", {"forms": forms})
        seen_forms, held = occupied(obs)
        if tuple(seen_forms) != forms:
            raise BadState("the observation's formations are not readable")
        self.zones = build(forms, held, ((), ()), ((), ()), ((), ()), (), ((), ()), notes, t.rank)
        self.slots = kit.read_slots(obs, self.zones, t.n, player)
        _check_faces(obs, forms, held, self.slots, t.face)
        self.pool_of = pool_of(t.owner)
        self.events = events_from(obs.get("events", []), EVENT_KINDS)
        cards = self._deal(prng.derive(0, SAMPLE_SALT))
        full = {k: v for k, v in obs.items() if k not in ("player", "events", "current_player")}
        fields = self._fields(cards)
        f = t.face
        full.update(
            fields=[_faces_row(forms[s], [None if c is None else f[c] for c in fields[s]]) for s in (0, 1)],
            field_ids=[{forms[s].positions[p]: c for p, c in enumerate(fields[s]) if c is not None} for s in (0, 1)],
            hands=[[f[c] for c in cards[f"hand {s}"]] for s in (0, 1)],
            hand_ids=[list(cards[f"hand {s}"]) for s in (0, 1)],
            libraries=[[f[c] for c in cards[f"library {s}"]] for s in (0, 1)],
            library_ids=[list(cards[f"library {s}"]) for s in (0, 1)], rng=0)
        self.base = decode(full)

    def _deal(self, rng: int) -> dict[str, tuple[int, ...]]:
        cards, _, _ = kit.redeal(self.slots, self.zones, self.table.n, rng, pool_of=self.pool_of)
        return cards

    def _fields(self, cards: Mapping[str, tuple[int, ...]]) -> list[tuple[int | None, ...]]:
        out = []
        for s in (0, 1):
            form = self.forms[s]
            out.append(tuple(cards[f"field {s} {p}"][0] if f"field {s} {p}" in cards else None
                             for p in form.positions))
        return out

    def sample(self, seed: int) -> State:
        """A full state this seat cannot tell from the real one."""
        cards = self._deal(prng.derive(seed, SAMPLE_SALT))
        fields = self._fields(cards)
        return dataclasses.replace(
            self.base, fields=(fields[0], fields[1]), hands=(cards["hand 0"], cards["hand 1"]),
            libraries=(cards["library 0"], cards["library 1"]), rng=prng.derive(seed, SAMPLE_SALT, 1),
            events=self.events, _legal=None)


def _faces_row(form: Formation, faces: list[str | None]) -> dict[str, Any]:
    row: dict[str, Any] = {"GK": faces[0]}
    for r in (DEF, MID, FWD):
        row[ROWS[r]] = [faces[i] for i in form.in_row(r)]
    return row


def _check_faces(obs: Mapping[str, Any], forms: tuple[Formation, Formation], held: list[list[int | None]],
                 slots: Mapping[str, kit.Slots], face: tuple[str, ...]) -> None:
    """The observation's `fields` agree with its `field_ids`: a face where the id is seen, "?" where it is
    hidden, null where no card is."""
    fields = obs.get("fields")
    if not isinstance(fields, list) or len(fields) != 2:
        raise BadState(f"fields must be a list of two, got {show(fields)}")
    for s in (0, 1):
        row = fields[s]
        if not isinstance(row, Mapping) or set(row) != set(ROWS):
            raise BadState(f"fields[{s}] must be an object with keys GK, DEF, MID, FWD")
        cells: list[object] = [row["GK"]]
        for r in (DEF, MID, FWD):
            part = row[ROWS[r]]
            if not isinstance(part, list) or len(part) != forms[s].size(r):
                raise BadState(f"fields[{s}].{ROWS[r]} must list {forms[s].size(r)} positions")
            cells += part
        for p, cell in enumerate(cells):
            name = forms[s].positions[p]
            if held[s][p] is None:
                if cell is not None:
                    raise BadState(f"fields[{s}].{name} holds a card but field_ids[{s}] has none there")
                continue
            card = slots[f"field {s} {name}"][0]
            expected = FACE_DOWN if card is None else face[card]
            if cell != expected:
                raise BadState(f"fields[{s}].{name} is {show(cell)}, but field_ids[{s}] says {expected}")


def sample_state(observation: dict[str, Any], player: int, seed: int) -> State:
    """A full state with the same observation for `player`, unseen cards re-dealt from `seed`."""
    return Sampler(observation, player).sample(seed)


__all__ = ["Sampler", "sample_state"]
