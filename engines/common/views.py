"""The spectator's view: what both seats of a table may see, made from their two observations.

A spectator (the room before the screen belongs to either player, a watcher in another room) sees
exactly what the two seats have in common: a value both observations agree on is kept; a pile one
seat sees card by card and the other only as a count is a count; anything else that differs is
unknown (None). Nothing in it can come from one seat's private knowledge, whatever the game: this
works on any two observations of the engine contract, with no game's keys named.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def common_view(a: Mapping[str, Any], b: Mapping[str, Any]) -> dict[str, Any]:
    """What observations `a` (seat 0's) and `b` (seat 1's) of the same position have in common, with
    "player" None (nobody's seat)."""
    out = _common(a, b)
    assert isinstance(out, dict)
    out["player"] = None
    return out


def _common(a: Any, b: Any) -> Any:
    if type(a) is type(b) and a == b:
        return _copy(a)
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        if a.keys() == b.keys():
            return {k: _common(a[k], b[k]) for k in a}
        return _count_of(a, b)
    if isinstance(a, list) and isinstance(b, list):
        if len(a) == len(b):
            return [_common(x, y) for x, y in zip(a, b)]
        return None
    return _count_of(a, b)


def _count_of(a: Any, b: Any) -> Any:
    """A pile seen card by card by one seat and as {"count": n} by the other: the count."""
    for pile, other in ((a, b), (b, a)):
        if isinstance(pile, list) and isinstance(other, Mapping) and set(other) == {"count"} \
                and other["count"] == len(pile):
            return {"count": len(pile)}
    return None


def _copy(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


__all__ = ["common_view"]
