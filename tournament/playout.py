"""One computer-against-computer game played to the end over the engine contract, headless.

Used by tournament games between computer entrants and by `python main.py
simulate`. Each decision is timed here, outside the engines (which never read
a clock); the times are reported, never used to decide anything.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from engines.common.protocol import GameModule
from engines.common.results import shootout_of
from engines.common.rng import derive

MAX_PLIES = 2000


@dataclass
class MatchResult:
    """One finished game: winner seat (or None), plies, scores, per-seat decision times."""

    winner: int | None
    plies: int
    scores: tuple[int, int]
    times_ms: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    capped: bool = False
    actions: list[str] = field(default_factory=list)
    shootout: tuple[int, int] | None = None
    """The penalty shoot-out that decided a level game (seat 0's, seat 1's), if one did."""


def play_match(engine: GameModule, seed: int, levels: tuple[str, str], bot_seed: int,
               options: dict[str, Any] | None = None, max_plies: int = MAX_PLIES) -> MatchResult:
    """Play one game between two bot levels (levels[0] sits in seat 0)."""
    state = engine.new_game(seed, **(options or {}))
    bots = [engine.make_bot(levels[0], derive(bot_seed, 0)), engine.make_bot(levels[1], derive(bot_seed, 1))]
    times: tuple[list[float], list[float]] = ([], [])
    plies = 0
    actions: list[str] = []
    while not state.is_terminal:
        if plies >= max_plies:
            return MatchResult(None, plies, _pair(state.scores), times, capped=True, actions=actions)
        player = state.current_player
        assert player is not None, "a live state has a player to move"
        t0 = time.perf_counter()
        action = bots[player].choose(state, player)
        times[player].append((time.perf_counter() - t0) * 1000.0)
        state = state.apply(action)
        actions.append(str(action))
        plies += 1
    return MatchResult(state.winner, plies, _pair(state.scores), times, actions=actions,
                       shootout=shootout_of(state))


def _pair(scores: tuple[int, int]) -> tuple[int, int]:
    return scores[0], scores[1]
