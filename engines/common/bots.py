"""What every game's `make_bot` shares: the table of levels and the observation hash.

`make_bot(level, seed)` is a lookup in a game's table {level: factory(seed) -> bot};
`dispatch` checks the level and the seed with the same messages for every game.
`observation_hash` turns an observation into a stable 64-bit number, the same on
every run and Python version (a bot's seeded choices must never depend on
`hash()`, which is salted per process), to seed a bot's PRNG per decision.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from typing import TypeVar

from engines.common.jsonval import is_int

LEVELS = ("random", "easy", "normal", "hard")
"""The contract's bot levels, weakest first."""

B = TypeVar("B")


def dispatch(table: Mapping[str, Callable[[int], B]], level: str, seed: int) -> B:
    """The bot of `level` built by the game's table; ValueError for an unknown level or a bad seed."""
    if not isinstance(level, str) or level not in table:
        raise ValueError(f"bot level must be one of {', '.join(table)}, got {level!r}")
    if not is_int(seed):
        raise ValueError(f"bot seed must be an int, got {seed!r}")
    return table[level](seed)


def observation_hash(obs: Mapping[str, object]) -> int:
    """A stable 64-bit hash of an observation (same on every run and Python version)."""
    text = json.dumps(obs, sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


__all__ = ["LEVELS", "dispatch", "observation_hash"]
