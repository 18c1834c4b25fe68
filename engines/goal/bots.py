"""Computer players for G.O.A.L.: random, easy, normal, hard.

A bot's `choose(state, player)` reads only `state.observation(player)`: it rebuilds
a full state with `Sampler` (hidden cards re-dealt from a seed derived from the
bot's seed and a hash of the observation) and plays from that, so the same
observation and seed always give the same action. Every level but random chooses
among `strategy.candidates`: PASS, and on each goal card the cheapest combination
that goes on top, the strongest one, an unbeatable all-X one, and the tackles.

- random: a uniformly random legal action.
- easy:   takes a goal card whenever it can, with the cheapest combination, on the
          goal card worth most to it; otherwise passes. It never tackles and never
          waits for a better moment.
- normal: weighs each move: a goal card's worth (its letter towards a set, denying
          the opponent's) times the chance of still being on top at the end of the
          quarter (the opponent's actions left, how strong the combination is,
          all-X combinations being safe) against the cards it costs; a PASS is worth
          the cards it draws, which count less as the game runs out.
- hard:   ISMCTS (engines.common.ismcts) over `Sampler.sample`, over the candidate
          moves, with playouts by the normal rules (10% random) to the end of the
          quarter and an evaluation of sets, goal cards, letters and cards left
          (strategy.evaluate); HARD_ITERATIONS iterations (no clock).
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.common import ismcts
from engines.common import rng as prng
from engines.common.bots import LEVELS as LEVELS
from engines.common.bots import determinised, dispatch, level_table, random_pick
from engines.goal.notation import Action
from engines.goal.rules import ACTIONS_PER_QUARTER, QUARTERS, top_of
from engines.goal.sampling import Sampler
from engines.goal.state import State
from engines.goal.strategy import Option, candidates, evaluate, goal_worth

HARD_ITERATIONS = 100
HARD_EXPLORATION = 0.7
HARD_ROLLOUT_PLIES = 40
ROLLOUT_RANDOM = 10
"""One playout move in this many is random."""


def actions_left(s: State) -> tuple[int, int]:
    """(the mover's actions after this one, the opponent's) in this quarter."""
    k = s.action
    return (ACTIONS_PER_QUARTER - k) // 2, (ACTIONS_PER_QUARTER + 1 - k) // 2


def card_worth(s: State, seat: int) -> float:
    """What one more card in hand is worth, in goal cards: less in later quarters and in a full hand."""
    later = QUARTERS - s.quarter
    worth = 0.04 + 0.05 * later
    hand = len(s.hands[seat])
    return worth if hand <= 12 else worth * 12 / hand


def value(s: State, o: Option) -> float:
    """The normal player's estimate of a candidate move, in goal cards."""
    me = s.to_move
    cw = card_worth(s, me)
    mine_after, theirs_after = actions_left(s)
    if o.goal < 0:
        return min(s.action, len(s.decks[me])) * cw
    stack = next(st for g, st in s.goals if g == o.goal)
    top = top_of(stack)
    worth = goal_worth(s, me, o.goal)
    deny = goal_worth(s, 1 - me, o.goal)
    if theirs_after == 0:
        hold = 1.0
    else:
        hold = 1.0 - (1.0 - o.strength) * min(1.0, 0.5 * theirs_after)
    gain = 0.0
    if o.action.kind == "tackle":
        below = top_of(stack[:-1])
        if below is None:
            gain = 0.8 * deny
        elif below.seat == me:
            gain = (worth + 0.8 * deny) * hold
    elif top is not None and top.seat == me:
        gain = worth * (o.strength - 0.6) * (1.0 if theirs_after else 0.0)
    else:
        gain = (worth + (0.8 if top is not None else 0.3) * deny) * hold
    return gain - o.cost * cw


def heuristic(s: State, careful: bool) -> Action:
    """The easy (careful False) or normal (careful True) choice."""
    options = candidates(s)
    if not careful:
        takes = [o for o in options if o.takes and o.action.kind == "shoot"]
        if not takes:
            return options[0].action
        me = s.to_move
        return max(takes, key=lambda o: (goal_worth(s, me, o.goal), -o.cost, o.action.order)).action
    return max(options, key=lambda o: (value(s, o), o.action.order)).action


def rollout_policy(s: State, rng: int) -> tuple[Action, int]:
    """Playout moves: the normal rules, with one move in ROLLOUT_RANDOM random among the candidates."""
    r, rng = prng.randbelow(rng, ROLLOUT_RANDOM)
    if r == 0:
        options = candidates(s)
        j, rng = prng.randbelow(rng, len(options))
        return options[j].action, rng
    return heuristic(s, True), rng


def candidate_actions(s: State) -> list[Action]:
    """The moves the search considers."""
    return [o.action for o in candidates(s)]


@dataclass(frozen=True)
class Bot:
    """A computer player; `choose` is a pure function of (observation, seed)."""

    level: str
    seed: int
    iterations: int = HARD_ITERATIONS

    def choose(self, state: State, player: int) -> Action:
        """The action this bot takes for `player` in `state`."""
        sampler, view, seed = determinised(state, player, self.seed, Sampler)
        if self.level == "random":
            return random_pick(view.legal_actions(), seed)
        if self.level == "easy":
            return heuristic(view, careful=False)
        if self.level == "normal":
            return heuristic(view, careful=True)
        acts = candidate_actions(view)
        if len(acts) == 1:
            return acts[0]
        quarter = view.quarter
        result = ismcts.search(sampler.sample, player, acts, iterations=self.iterations, seed=seed,
                               exploration=HARD_EXPLORATION, rollout_plies=HARD_ROLLOUT_PLIES,
                               rollout_policy=rollout_policy, evaluate=evaluate, actions=candidate_actions,
                               cutoff=lambda st: st.quarter != quarter)
        action: Action = result.action
        return action


def make_bot(level: str, seed: int = 0, iterations: int = HARD_ITERATIONS) -> Bot:
    """A bot of `level` ('random', 'easy', 'normal', 'hard') with its own seed."""
    return dispatch(level_table(Bot, iterations), level, seed)


__all__ = ["Bot", "make_bot", "LEVELS", "heuristic", "HARD_ITERATIONS", "value", "card_worth"]
