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

from engines.common.events import Event, Scalar

__all__ = ["EVENT_KINDS", "Event", "Scalar", "event"]

EVENT_KINDS: tuple[str, ...] = (
    "coin_toss", "stand", "slide_step", "push", "slide_stop", "kick",
    "ball_step", "ball_stop", "possession", "goal", "draw",
)


def event(kind: str, **fields: Scalar) -> Event:
    """Build an event of `kind` (no secrets in a perfect-information game)."""
    return Event(kind, tuple(fields.items()))
