"""What an `apply` did, as a tuple of small immutable, JSON-able events.

Scenes turn these into tweens; logs and replays print them. Every event has a
`kind` and a few scalar fields; read them with `event["field"]` or
`event.get("field")`, and `event.to_dict()` gives the JSON form. Squares are
names ("e4"), directions and facings are "N".."NW" ("up" = standing), seats are
0 (Blue) / 1 (Red), pieces are "M", "P", "B".

Event kinds, in the order one apply emits them:

- `coin_toss`   seat, by_coin, text. Only in the events of `new_game`: who
  moves first and the line to show (the rulebook's "best penguin impression").
- `stand`       seat, piece, at, was_facing. A lying penguin stood up.
- `slide_step`  seat, piece, from, to, direction. One per square of a slide, in
  order; `from` is "sea" for the first step of an entry.
- `push`        seat, piece, from, to, direction, facing, fell, turned, sea,
  link. One per link of a tackle's push chain (link 0 is the tackled penguin),
  emitted after the slider's last step. `to` is "sea" (and facing "up") when
  the penguin is pushed off the board; `fell` = it was standing and now lies,
  `turned` = it was lying and now faces the push.
- `slide_stop`  seat, piece, at, direction, facing, spin, stop. `stop` is
  "full" (slid its whole distance and lies: facing + spin in degrees, positive
  clockwise), "ball" (stopped on a loose ball or a centre square: facing "up",
  spin 0) or "tackle".
- `kick`        seat, piece, at, direction, distance. The kicker lies facing
  `direction`; distance is its kick strength.
- `ball_step`   from, to. One per square of the ball's travel, starting from
  the kicker's square.
- `ball_stop`   at, reason. A kicked ball came to rest on an empty square:
  reason "distance" (ran out) or "edge" (would have left the board).
- `possession`  seat, piece, at, how, from_seat, from_piece, stood. Who holds
  the ball now: how = "centre" (entered a centre square while the ball was at
  the centre), "pickup" (slid onto a loose ball), "tackle", "pass" (a teammate's
  kick stopped here) or "interception" (an opponent's kick stopped here).
  from_seat / from_piece name the previous holder (None if none); stood = the
  penguin was lying and stood up to take the ball.
- `goal`        scorer, own_goal, corner, seat, piece. The ball reached a
  corner: `scorer` wins; `seat`/`piece` kicked it.
- `draw`        reason. "repetition" (third time the same position with the
  same side to move) or "no_moves" (the side to move has no legal move).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Union

from engines.common.errors import BadState

Scalar = Union[str, int, bool, None]

EVENT_KINDS: tuple[str, ...] = (
    "coin_toss", "stand", "slide_step", "push", "slide_stop", "kick",
    "ball_step", "ball_stop", "possession", "goal", "draw",
)


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened: a kind plus ordered scalar fields."""

    kind: str
    data: tuple[tuple[str, Scalar], ...] = ()

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

    def to_dict(self) -> dict[str, Scalar]:
        """The JSON form: {"kind": ..., field: value, ...}."""
        out: dict[str, Scalar] = {"kind": self.kind}
        out.update(self.data)
        return out

    @classmethod
    def from_dict(cls, d: object) -> Event:
        """Rebuild an event from `to_dict` output; BadState if malformed."""
        if not isinstance(d, Mapping) or not isinstance(d.get("kind"), str):
            raise BadState(f"an event must be an object with a string 'kind', got {d!r}")
        if d["kind"] not in EVENT_KINDS:
            raise BadState(f"unknown event kind {d['kind']!r}")
        data: list[tuple[str, Scalar]] = []
        for key, value in d.items():
            if key == "kind":
                continue
            if not isinstance(key, str) or not (value is None or isinstance(value, (str, int, bool))):
                raise BadState(f"event field {key!r} must be a string, int, bool or null, got {value!r}")
            data.append((key, value))
        return cls(str(d["kind"]), tuple(data))


def event(kind: str, **fields: Scalar) -> Event:
    """Build an event of `kind` with the given fields (in order)."""
    return Event(kind, tuple(fields.items()))
