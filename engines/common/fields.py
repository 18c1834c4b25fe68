"""A State's JSON fields, declared once: `to_json` and `from_json` both follow from one table.

A game lists its JSON keys in order as `Field`s, each naming the State attribute
it holds, how the attribute is written (`dump`, or `show` for a key written from
the whole state) and read back (`load`, which gets the JSON value, the field's
name for messages and the attributes read so far, and raises BadState naming the
field), its default when the key is absent and whether it is written only when
not the default. `Fields(rows, what)` then gives

- `write(state, viewer=FULL)`: the dict, keys in table order; a row may be
  written only in the full state (`FULL_ONLY`: the PRNG, face-down cards) or
  only in observations (`SEATS_ONLY`: "player");
- `read(d)`: the State's constructor arguments, after the unknown / missing key
  check, each row's `load` in table order (so a row may use the ones before
  it), and the game's `finish` hook for cross-field rules and attributes that
  follow from the rest (`derived` rows: a value given in the JSON must agree).

Truly structured parts (a board's penguins, a card game's zones) keep a per-game
`load` returning several attributes and a `show`; a nested object of plain
fields (`options`) is a row with `sub`, a table of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from engines.common.errors import BadState, show
from engines.common.events import Event, events_from
from engines.common.jsonval import keys
from engines.common.zones import FULL

S = TypeVar("S")
Decoded = dict[str, Any]
"""The State's constructor arguments read so far, by attribute name."""
Load = Callable[[Any, str, Decoded], Any]
"""(JSON value, field name, attributes read so far) -> the attribute (a dict of attributes for attr None)."""

REQUIRED = object()
"""`Field.default` of a key every JSON state must have."""
ALL, FULL_ONLY, SEATS_ONLY = "all", "full_only", "seats_only"


def as_is(value: Any, name: str, decoded: Decoded) -> Any:
    """A `load` that keeps the JSON value (checked by the table's `finish`)."""
    return value


@dataclass(frozen=True, slots=True)
class Field(Generic[S]):
    """One key of a State's JSON."""

    key: str
    attr: str | None = None
    """The State attribute it holds (None: several, set by `load`'s dict; or none, written only)."""
    load: Load | None = None
    """Reads the JSON value; None: a key that is only written (accepted and ignored when read)."""
    dump: Callable[[Any], object] | None = None
    """The attribute's JSON (default: the attribute as is)."""
    show: Callable[[S, int | None], object] | None = None
    """The key's JSON from the whole state and viewer (structured or derived keys), instead of `dump`."""
    default: object = REQUIRED
    """The JSON value assumed when the key is absent (REQUIRED: a missing key is an error)."""
    default_from: Callable[[Decoded], object] | None = None
    """The attribute when the key is absent, from the ones read before it (instead of `default`)."""
    omit_default: bool = False
    """Written only when its JSON is not `default`."""
    const: object = None
    """A value always written and, when read, required to be exactly this one (`game`)."""
    derived: bool = False
    """The attribute follows from the others (`finish` sets it); a value given in the JSON must agree."""
    sub: Fields[S] | None = None
    """A nested object of plain fields (default {}: absent, all of them at their defaults)."""
    seen_by: str = ALL
    """ALL, FULL_ONLY (to_json only) or SEATS_ONLY (observations only)."""

    def shown_to(self, viewer: int | None) -> bool:
        """Whether this key is in `viewer`'s JSON (FULL: the full state)."""
        return self.seen_by == ALL or (self.seen_by == FULL_ONLY) == (viewer == FULL)

    def value(self, state: S, viewer: int | None) -> object:
        """The key's JSON for `viewer`."""
        if self.show is not None:
            return self.show(state, viewer)
        if self.sub is not None:
            return self.sub.write(state, viewer)
        if self.const is not None:
            return self.const
        assert self.attr is not None, f"field {self.key} has no attribute, show or const"
        raw = getattr(state, self.attr)
        return raw if self.dump is None else self.dump(raw)


class Fields(Generic[S]):
    """A State's JSON keys in order: `write` is to_json (and observations), `read` from_json."""

    def __init__(self, rows: Sequence[Field[S]], what: str = "state",
                 finish: Callable[[Decoded], None] | None = None) -> None:
        self.rows = tuple(rows)
        self.what = what
        """What the JSON is called in messages ("state has unknown keys x")."""
        self.finish = finish
        """Cross-field checks after every row is read; sets `derived` attributes."""
        read = [f for f in self.rows if f.shown_to(FULL)]
        self.allowed = frozenset(f.key for f in read)
        self.required = frozenset(f.key for f in read if f.default is REQUIRED and f.default_from is None
                                  and (f.load is not None or f.const is not None or f.sub is not None))

    def write(self, state: S, viewer: int | None = FULL) -> dict[str, Any]:
        """The JSON of `state` as `viewer` sees it (FULL: the full state), keys in table order."""
        out: dict[str, Any] = {}
        for f in self.rows:
            if f.shown_to(viewer):
                value = f.value(state, viewer)
                if not (f.omit_default and value == f.default):
                    out[f.key] = value
        return out

    def read(self, d: object, prefix: str = "", decoded: Decoded | None = None) -> Decoded:
        """The State's constructor arguments from JSON `d`; BadState naming the first problem."""
        if decoded is None:
            if not isinstance(d, Mapping):
                raise BadState(f"a {self.what} must be a JSON object, got {type(d).__name__}")
            keys(d, self.required, self.allowed, self.what)
            decoded = {}
        assert isinstance(d, Mapping)
        for f in self.rows:
            if f.shown_to(FULL):
                self._read_row(f, d, prefix + f.key, decoded)
        if self.finish is not None:
            self.finish(decoded)
        for f in self.rows:
            if f.derived and f.key in d and f.attr is not None:
                expected = decoded[f.attr] if f.dump is None else f.dump(decoded[f.attr])
                if d[f.key] != expected:
                    raise BadState(f"{prefix}{f.key} {show(d[f.key])} does not follow from the {self.what} "
                                   f"(expected {show(expected)})")
        return decoded

    def _read_row(self, f: Field[S], d: Mapping[str, Any], name: str, decoded: Decoded) -> None:
        if f.key not in d and f.default_from is not None:
            assert f.attr is not None
            decoded[f.attr] = f.default_from(decoded)
            return
        value = d.get(f.key, f.default)
        if f.sub is not None:
            sub = f.sub
            if not isinstance(value, Mapping) or set(value) - sub.allowed:
                raise BadState(f"{name} must be an object with keys among "
                               f"{', '.join(r.key for r in sub.rows)}, got {show(value)}")
            sub.read(value, name + ".", decoded)
        elif f.const is not None:
            if value != f.const:
                raise BadState(f"{self.what} is for {f.key} {show(value)}, not {show(f.const)}")
        elif f.load is not None:
            got = f.load(value, name, decoded)
            if f.attr is not None:
                decoded[f.attr] = got
            else:
                decoded.update(got)


def events_field(kinds: Sequence[str], key: str = "events") -> Field[Any]:
    """The `events` key of a state built on engines.common.events.Event: in full with their secrets in
    the full state, masked for a seat or spectator; absent in JSON means none."""

    def load(value: Any, name: str, decoded: Decoded) -> tuple[Event, ...]:
        return events_from(value, kinds, name)

    def write(state: Any, viewer: int | None) -> list[dict[str, Any]]:
        events: tuple[Event, ...] = getattr(state, "events")
        return [e.to_dict() if viewer == FULL else e.masked(viewer) for e in events]

    return Field(key, "events", load, show=write, default=[])


__all__ = ["Field", "Fields", "Decoded", "Load", "REQUIRED", "ALL", "FULL_ONLY", "SEATS_ONLY", "as_is", "events_field"]
