"""Computer players for Jukem Football: random, easy, normal, hard.

A bot's `choose(state, player)` reads only `state.observation(player)`: it
rebuilds a full state with `Sampler` (hidden cards re-dealt from a seed derived
from the bot's seed and a hash of the observation; the cards the opponent took
from the discard pile and still holds stay in its hand, as everyone saw them)
and plays from that, so the same observation and seed always give the same action.

- random: a uniformly random legal action.
- easy:   draws from the pile, scores whenever it can, otherwise the play that
          gains most; answers every answerable play with any defensive card it holds.
- normal: the rules of thumb of policy.py, each measured against easy: takes the
          discard when it is a defensive card, JUKEM, a FIELD GOAL for a drive in
          range, a card completing a touchdown, or gives a hand with no play one;
          scores whenever it can (a touchdown first); keeps JUKEM for a play that
          scores or makes a field goal safe; answers long drives with red and
          most plays with yellow (more freely late in a half or with a hand full
          of defensive cards); discards the least useful card.
- hard:   ISMCTS (engines.common.ismcts) over `Sampler.sample` for its plays and
          answers, playouts by the normal rules with 10% noise, a ply cap and a
          leaf evaluation of the lead against the cards left to play;
          HARD_ITERATIONS iterations (no clock). It keeps the normal rules' move
          unless the search rates another HARD_MARGIN better. Replenishing (DRAW
          or TAKE) uses the normal rule: searched, it lost (60% against easy
          instead of 75%), the value of one hidden card being too noisy.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.common import ismcts
from engines.common.bots import LEVELS as LEVELS
from engines.common.bots import determinised, dispatch, level_table, random_pick
from engines.jukem_football.notation import DISCARD, DRAW, END, NO, PLAY, Action
from engines.jukem_football.policy import careful, evaluate, gain, rollout_policy
from engines.jukem_football.rules import P_DEFENCE, P_DRAW, TOUCHDOWN_YARDS
from engines.jukem_football.sampling import Sampler
from engines.jukem_football.state import State

HARD_ITERATIONS = 120
HARD_ROLLOUT_PLIES = 30
HARD_EXPLORATION = 0.7
HARD_MARGIN = 0.03
"""Mean playout value the search's choice must beat the normal rules' choice by to be taken: with so
few playouts of such a lucky game the search is noisy (measured: keeping the normal move unless the
search is clearly better wins more)."""


def easy_rules(s: State) -> Action:
    """The easy bot: draws, scores whenever it can, otherwise the play that gains most; answers every
    answerable play with the first defensive card it holds; discards the first card by name."""
    acts = s.legal_actions()
    if s.phase == P_DRAW:
        return Action(DRAW) if Action(DRAW) in acts else acts[0]
    if s.phase == P_DEFENCE:
        answers = [a for a in acts if a.kind == PLAY]
        return answers[0] if answers else Action(NO)
    plays = [a for a in acts if a.kind == PLAY]
    if plays:
        yards = s.drive_yards(s.to_move)
        tds = [a for a in plays if yards + gain(s, a) == TOUCHDOWN_YARDS and "FIELDGOAL" not in a.cards]
        if tds:
            return min(tds, key=lambda a: (len(a.cards), a.sort_key()))
        fgs = [a for a in plays if "FIELDGOAL" in a.cards]
        if fgs:
            return fgs[0]
        return max(plays, key=lambda a: (gain(s, a), a.sort_key()))
    if Action(END) in acts:
        return Action(END)
    discards = [a for a in acts if a.kind == DISCARD]
    return min(discards, key=lambda a: a.sort_key()) if discards else acts[0]


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
            return easy_rules(view)
        default = careful(view)
        if self.level == "normal" or view.phase == P_DRAW:
            return default
        result = ismcts.search(sampler.sample, player, acts, iterations=self.iterations, seed=seed,
                               exploration=HARD_EXPLORATION, rollout_plies=HARD_ROLLOUT_PLIES,
                               rollout_policy=rollout_policy, evaluate=evaluate)
        stats = {text: mean for text, _, mean in result.visits}
        action: Action = result.action
        if stats.get(str(action), 0.0) - stats.get(str(default), 0.0) < HARD_MARGIN:
            return default
        return action


def make_bot(level: str, seed: int = 0, iterations: int = HARD_ITERATIONS) -> Bot:
    """A bot of `level` ('random', 'easy', 'normal', 'hard') with its own seed."""
    return dispatch(level_table(Bot, iterations), level, seed)


__all__ = ["Bot", "make_bot", "LEVELS", "easy_rules", "HARD_ITERATIONS"]
