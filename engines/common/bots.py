"""What every game's `make_bot` shares: the table of levels, the observation hash, a decision's start.

`make_bot(level, seed)` is a lookup in a game's table {level: factory(seed) -> bot};
`dispatch` checks the level and the seed with the same messages for every game.
`observation_hash` turns an observation into a stable 64-bit number, the same on
every run and Python version (a bot's seeded choices must never depend on
`hash()`, which is salted per process), to seed a bot's PRNG per decision.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any, Protocol, TypeVar

from engines.common import rng as prng
from engines.common.jsonval import is_int

LEVELS = ("random", "easy", "normal", "hard")
"""The contract's bot levels, weakest first."""

B = TypeVar("B")
S = TypeVar("S", covariant=True)
T = TypeVar("T")


class Observed(Protocol):
    """A state that shows each seat its observation."""

    def observation(self, player: int) -> dict[str, Any]: ...


class Sampling(Protocol[S]):
    """An observation parsed once, dealing the unseen cards anew for each seed."""

    def sample(self, seed: int) -> S: ...


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


def level_table(bot: Callable[..., B], iterations: int) -> dict[str, Callable[[int], B]]:
    """{level: factory(seed)} for a bot class taking (level, seed, iterations=...): every level, one budget."""
    if not isinstance(iterations, int) or iterations < 1:
        raise ValueError(f"iterations must be a positive int, got {iterations!r}")
    return {name: partial(bot, name, iterations=iterations) for name in LEVELS}


def determinised(state: Observed, player: int, bot_seed: int,
                 sampler: Callable[[Mapping[str, Any], int], Sampling[T]]) -> tuple[Sampling[T], T, int]:
    """Where a hidden-card bot starts a decision: `player`'s observation parsed by the game's sampler
    (a search deals from it again), one state consistent with it (the unseen cards dealt anew) and the
    decision's seed (the bot's seed and the observation, so the same observation and bot seed always give
    the same choice). ValueError if `player` is not to decide."""
    obs = state.observation(player)
    if obs["current_player"] != player:
        raise ValueError(f"it is not player {player}'s decision")
    seed = prng.derive(bot_seed, observation_hash(obs))
    parsed = sampler(obs, player)
    return parsed, parsed.sample(seed), seed


def random_pick(actions: Sequence[T], seed: int) -> T:
    """The random bot's choice among `actions` for a decision's seed."""
    index, _ = prng.randbelow(seed, len(actions))
    return actions[index]


__all__ = ["LEVELS", "dispatch", "observation_hash", "level_table", "determinised", "random_pick"]
