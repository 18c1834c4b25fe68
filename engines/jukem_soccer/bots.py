"""Computer players for Jukem Soccer: random, easy, normal, hard.

`make_bot(level, seed)` returns a bot whose `choose(state, player)` reads only
`state.observation(player)`: it rebuilds a full state with `Sampler` (the
hidden cards re-dealt from the bot's seed) and never touches the real one, and
every random choice comes from a PRNG seeded by (bot seed, a hash of the
observation), so the same observation and seed always give the same action.

- random: a uniformly random legal action.
- easy:   rules of thumb: shoot whenever it can (with JUKEM if held), answer
          every shot with the first SAVE in hand, red PENALTY on possessions
          of 3+ setup plays, yellow whenever it hits a HEADER or FLOP (or a
          PASS on a possession of 3+), play HEADER > FLOP > PASS, substitute
          the least useful card.
- normal: better rules plus the odds (a one-step lookahead over the unseen
          cards): the SAVE that blocks most of the shots the shooter could
          hold (none if none can), the shot least likely to be saved, JUKEM
          kept for a shot that is likely to be saved, building on rather
          than taking a shot that is likely saved, every yellow card played
          as soon as it applies, and a substitution that gives up a SHOT
          before a defensive card. Each rule was measured over thousands of
          games against easy (policy.py says by how much).
- hard:   ISMCTS (engines.common.ismcts, one tree per seat so a face-down
          SHOT stays hidden from the simulated defender), determinized by
          `Sampler.sample`, playouts by the normal rules with 10% noise, a
          ply cap and a leaf evaluation of goals, possessions and time left.
          Budget: HARD_ITERATIONS iterations (deterministic, no clock). With
          so few playouts of such a lucky game the search is noisy, so it
          keeps the normal rules' move unless the search rates another one
          HARD_MARGIN better.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.common import ismcts
from engines.common.bots import LEVELS as LEVELS  # re-exported: the game's levels are the contract's
from engines.common.bots import determinised, dispatch, level_table, random_pick
from engines.jukem_soccer.notation import Action
from engines.jukem_soccer.policy import choose_heuristic, evaluate, observed_key, rollout_policy
from engines.jukem_soccer.sampling import Sampler
from engines.jukem_soccer.state import State

HARD_ITERATIONS = 300
HARD_ROLLOUT_PLIES = 16
HARD_EXPLORATION = 0.6
HARD_MARGIN = 0.03
"""Mean playout value the search's choice must beat the heuristic's by to be taken."""


@dataclass(frozen=True)
class Bot:
    """A computer player; `choose` is a pure function of (observation, seed)."""

    level: str
    seed: int
    iterations: int = HARD_ITERATIONS

    def choose(self, state: State, player: int) -> Action:
        """The action this bot takes for `player` in `state`."""
        sampler, view, seed = determinised(state, player, self.seed, Sampler)
        acts = view.legal_actions()
        if len(acts) == 1:
            return acts[0]
        if self.level == "random":
            return random_pick(acts, seed)
        if self.level == "easy":
            return choose_heuristic(view, player, careful=False)
        if self.level == "normal":
            return choose_heuristic(view, player, careful=True)
        result = ismcts.search(
            sampler.sample, player, acts, iterations=self.iterations, seed=seed,
            exploration=HARD_EXPLORATION, rollout_plies=HARD_ROLLOUT_PLIES,
            rollout_policy=rollout_policy, evaluate=evaluate, observed_key=observed_key,
        )
        # The search is noisy with a budget this small: keep the normal bot's move unless
        # the search found a clearly better one.
        default = choose_heuristic(view, player, careful=True)
        stats = {text: mean for text, _, mean in result.visits}
        action: Action = result.action
        if stats.get(str(action), 0.0) - stats.get(str(default), 0.0) < HARD_MARGIN:
            return default
        return action


def make_bot(level: str, seed: int = 0, iterations: int = HARD_ITERATIONS) -> Bot:
    """A bot of `level` ('random', 'easy', 'normal', 'hard') with its own seed."""
    return dispatch(level_table(Bot, iterations), level, seed)
