"""A tiny deterministic PRNG (SplitMix64) whose whole state is one int.

Python's `random` module is not promised to give the same shuffles across
versions, and a global RNG would make engine states impure. SplitMix64 is a few
lines of integer arithmetic, identical on every platform, and its state fits in
a JSON number, so a game state can carry its RNG and stay an immutable value.
All functions are pure: they take a state and return the new state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_GOLDEN_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any int seed (negative or huge too) into a 64-bit PRNG state."""
    return seed & _MASK64


def next_u64(state: int) -> tuple[int, int]:
    """Return (random 64-bit value, next state)."""
    state = (state + _GOLDEN_GAMMA) & _MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31), state


def randbelow(state: int, n: int) -> tuple[int, int]:
    """Return (uniform int in [0, n), next state), without modulo bias."""
    if n <= 0:
        raise ValueError("randbelow needs n > 0")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value, state = next_u64(state)
        if value < limit:
            return value % n, state


def coin(state: int) -> tuple[int, int]:
    """Return (0 or 1, next state): the seeded coin toss the rulings call for."""
    return randbelow(state, 2)


def shuffled(items: Sequence[T], state: int) -> tuple[list[T], int]:
    """Return (a Fisher-Yates shuffled copy of items, next state)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = randbelow(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return out, state


def derive(seed: int, *salt: int) -> int:
    """A seed for a sub-purpose (a bot, a determinization) derived from a seed."""
    state = seed_state(seed)
    for s in salt:
        value, state = next_u64(state ^ (s & _MASK64))
        state = value
    return state
