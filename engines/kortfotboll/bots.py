"""Computer players for Kortfotboll: random, easy, normal, hard.

A bot's `choose(state, player)` reads only `state.observation(player)`: it rebuilds a
full state with `Sampler` (the cards it cannot see re-dealt from a seed derived from
the bot's seed and a hash of the observation, the face-down cards it has learned
about only among cards that fit) and decides from what that seat sees of it, so the
same observation and seed always give the same action.

- random: a uniformly random legal action.
- easy:   places its cards as they come, refills every empty position, never
          substitutes, shoots whenever the goal is open and otherwise attacks a
          random card of the deepest open row.
- normal: puts its best ordinary card in goal and shares the rest out so that no
          row is weak (strategy.placement), refills the goal first and the rows
          nearest it (keeping its last cards to attack with), substitutes a weak
          goalkeeper or defender, and attacks the target with the best chance
          times what a win brings (a goal, a new row opened), the chance counted
          from the opponent's cards it has not seen.
- hard:   plays like normal, and keeps scouting notes: it counts a face-down card
          it lost to ("higher than 9") or scored past ("at most a Q") only among
          the unseen cards that fit, so an 8 is not wasted on a card known to be
          higher and a high card goes where it is needed (strategy.HARD). It beats
          normal about three games to one (docs/PERFORMANCE.md). Search was tried
          and measured weaker; see there.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from engines.common import rng as prng
from engines.common.bots import LEVELS as LEVELS
from engines.common.bots import determinised, dispatch, random_pick
from engines.kortfotboll.notation import Action
from engines.kortfotboll.sampling import Sampler
from engines.kortfotboll.state import State
from engines.kortfotboll.strategy import HARD, NORMAL, policy


@dataclass(frozen=True)
class Bot:
    """A computer player; `choose` is a pure function of (observation, seed)."""

    level: str
    seed: int

    def choose(self, state: State, player: int) -> Action:
        """The action this bot takes for `player` in `state`."""
        _, view, seed = determinised(state, player, self.seed, Sampler)
        if self.level == "random":
            return random_pick(view.legal_actions(), seed)
        if self.level == "easy":
            index, _ = prng.randbelow(seed, 1 << 30)
            return policy(view, False, index)
        return policy(view, True, style=HARD if self.level == "hard" else NORMAL)


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of `level` ('random', 'easy', 'normal', 'hard') with its own seed."""
    return dispatch({name: partial(Bot, name) for name in LEVELS}, level, seed)


__all__ = ["Bot", "make_bot", "LEVELS"]
