"""Computer players for Kortfotboll (placeholder: random only while the strategy is written)."""

from __future__ import annotations

from dataclasses import dataclass

from engines.common.bots import LEVELS as LEVELS
from engines.common.bots import determinised, dispatch, level_table, random_pick
from engines.kortfotboll.notation import Action
from engines.kortfotboll.sampling import Sampler
from engines.kortfotboll.state import State

HARD_ITERATIONS = 100


@dataclass(frozen=True)
class Bot:
    level: str
    seed: int
    iterations: int = HARD_ITERATIONS

    def choose(self, state: State, player: int) -> Action:
        sampler, view, seed = determinised(state, player, self.seed, Sampler)
        return random_pick(view.legal_actions(), seed)


def make_bot(level: str, seed: int = 0, iterations: int = HARD_ITERATIONS) -> Bot:
    return dispatch(level_table(Bot, iterations), level, seed)
