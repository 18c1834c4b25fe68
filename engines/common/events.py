"""Engine events: what one `apply` did, as small immutable, JSON-able values.

Every engine returns a tuple of `Event`s from `State.events`; scenes animate
them, logs and replays print them. An event is a kind plus ordered scalar
fields (strings, ints, bools, None, or tuples of ids / names). Card games can
mark fields as `secret` from one seat (the card a player drew, seen only by
that player): `masked(viewer)` gives the JSON that seat may see, `to_dict`
the full form for saves.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Union

from engines.common.errors import BadState, show

Scalar = Union[str, int, bool, None, tuple[int, ...], tuple[str, ...]]


def _freeze(value: object) -> Scalar:
    if value is None or isinstance(value, (str, int, bool)):
        return value
    if isinstance(value, (list, tuple)):
        if all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return tuple(int(v) for v in value)
        if all(isinstance(v, str) for v in value):
            return tuple(str(v) for v in value)
    raise BadState(f"event field values are strings, ints, bools, null or lists of ids/names, got {show(value)}")


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened; `secret` fields are hidden from seat `hidden_from`."""

    kind: str
    data: tuple[tuple[str, Scalar], ...] = ()
    secret: tuple[str, ...] = ()
    hidden_from: int | None = None

    def __getitem__(self, key: str) -> Scalar:
        if key == "kind":
            return self.kind
        for name, value in self.data:
            if name == key:
                return value
        raise KeyError(key)

    def get(self, key: str, default: Scalar = None) -> Scalar:
        """The field `key`, or `default` if this kind has no such field."""
        try:
            return self[key]
        except KeyError:
            return default

    def to_dict(self) -> dict[str, Any]:
        """The full JSON form (secrets included; for saves and full-state JSON)."""
        out: dict[str, Any] = {"kind": self.kind}
        for name, value in self.data:
            out[name] = list(value) if isinstance(value, tuple) else value
        if self.secret:
            out["secret"] = list(self.secret)
            out["hidden_from"] = self.hidden_from
        return out

    def masked(self, viewer: int | None) -> dict[str, Any]:
        """The JSON form as seat `viewer` may see it (secret fields None if hidden from it)."""
        out: dict[str, Any] = {"kind": self.kind}
        hide = viewer is not None and viewer == self.hidden_from
        for name, value in self.data:
            if hide and name in self.secret:
                out[name] = None
            else:
                out[name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_dict(cls, d: object, kinds: Sequence[str] | None = None) -> Event:
        """Rebuild an event from `to_dict` output; BadState if malformed."""
        if not isinstance(d, Mapping) or not isinstance(d.get("kind"), str):
            raise BadState(f"an event must be an object with a string 'kind', got {show(d)}")
        if kinds is not None and d["kind"] not in kinds:
            raise BadState(f"unknown event kind {show(d['kind'])}")
        data: list[tuple[str, Scalar]] = []
        secret: tuple[str, ...] = ()
        hidden_from: int | None = None
        for key, value in d.items():
            if key == "kind":
                continue
            if key == "secret":
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise BadState(f"event 'secret' must be a list of field names, got {show(value)}")
                secret = tuple(value)
                continue
            if key == "hidden_from":
                if value not in (0, 1, None) or isinstance(value, bool):
                    raise BadState(f"event 'hidden_from' must be a seat or null, got {show(value)}")
                hidden_from = value
                continue
            if not isinstance(key, str):
                raise BadState(f"event field names are strings, got {show(key)}")
            data.append((key, _freeze(value)))
        return cls(str(d["kind"]), tuple(data), secret, hidden_from)


def events_from(value: object, kinds: Sequence[str] | None = None, name: str = "events") -> tuple[Event, ...]:
    """Events read back from a JSON list (`to_dict` or masked output); BadState if malformed."""
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)):
        raise BadState(f"{name} must be a list, got {show(value)}")
    return tuple(Event.from_dict(e, kinds) for e in value)


def event(kind: str, *, secret: tuple[str, ...] = (), hidden_from: int | None = None, **fields: Scalar) -> Event:
    """Build an event of `kind` with the given fields (in order)."""
    return Event(kind, tuple(fields.items()), secret, hidden_from)
