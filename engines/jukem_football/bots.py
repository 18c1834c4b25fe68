"""Computer players for Jukem Football: random, easy, normal, hard.

A bot's `choose(state, player)` reads only `state.observation(player)`: it
rebuilds a full state with `Sampler` (hidden cards re-dealt from a seed derived
from the bot's seed and a hash of the observation) and plays from that, so the
same observation and seed always give the same action.

- random: a uniformly random legal action.
- easy:   draws from the pile, scores whenever it can, otherwise the play that
          gains most; answers every answerable play with any defensive card it holds.
- normal: takes the discard when it completes a play, scores a touchdown before a
          field goal and a field goal when the drive is long, keeps JUKEM for a
          touchdown or a long play, saves the red cards for long drives and the
          yellow ones for long plays, discards the least useful card.
- hard:   ISMCTS (engines.common.ismcts) over `Sampler.sample`, playouts by the
          normal rules, a ply cap and a leaf evaluation of points and yards;
          HARD_ITERATIONS iterations (no clock). Replenishing (DRAW or TAKE) uses
          the normal rule: the search's value of one hidden card is too noisy.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.common import ismcts
from engines.common import rng as prng
from engines.common.bots import LEVELS as LEVELS
from engines.common.bots import determinised, dispatch, level_table, random_pick
from engines.jukem_football.notation import DISCARD, DRAW, END, NO, PLAY, TAKE, Action
from engines.jukem_football.rules import (
    FIELD_GOAL_MIN_YARDS, P_DEFENCE, P_DRAW, TOUCHDOWN_YARDS, drive_yards, offensive_plays, play_yards,
)
from engines.jukem_football.sampling import Sampler
from engines.jukem_football.state import State
from engines.jukem_football.table import CATCH, DEFENSIVE, FIELDGOAL, JUKEM, PASS, RED, YELLOW

HARD_ITERATIONS = 120
HARD_ROLLOUT_PLIES = 30
HARD_EXPLORATION = 0.7


def _gain(s: State, a: Action) -> int:
    t = s.table
    ids = [t.ids(f)[0] for f in a.cards]
    if t.kind[ids[0]] == FIELDGOAL:
        return 0
    return play_yards(t, ids, s.drive_yards(s.to_move))


def _usefulness(s: State, card: int) -> int:
    """How much a card is worth keeping (higher: keep)."""
    t = s.table
    k = t.kind[card]
    if k in DEFENSIVE:
        return 60 if k == RED else 50
    if k == JUKEM:
        return 55
    if k == FIELDGOAL:
        return 30 if s.drive_yards(s.to_move) >= 40 else 10
    return t.yards[card] + (5 if k in (PASS, CATCH) else 0)


def heuristic(s: State, careful: bool) -> Action:
    """The easy (careful False) or normal (careful True) rules of thumb."""
    acts = s.legal_actions()
    t = s.table
    me = s.to_move
    if s.phase == P_DRAW:
        if careful and Action(TAKE) in acts and s.discard:
            top = s.discard[0]
            hand = s.hands[me]
            if t.kind[top] in DEFENSIVE or t.kind[top] == JUKEM or (
                    offensive_plays(t, hand + (top,), s.drives[me]) and not offensive_plays(t, hand, s.drives[me])):
                return Action(TAKE)
        return Action(DRAW) if Action(DRAW) in acts else acts[0]
    if s.phase == P_DEFENCE:
        answers = [a for a in acts if a.kind == PLAY]
        if not answers:
            return Action(NO)
        yards = s.drive_yards(me)
        last = s.drives[me][-1]
        last_yards = play_yards(t, last, 0)
        reds = [a for a in answers if t.kind[t.ids(a.cards[0])[0]] == RED]
        yellows = [a for a in answers if t.kind[t.ids(a.cards[0])[0]] == YELLOW]
        if not careful:
            return answers[0]
        if reds and yards >= 50:
            return reds[0]
        if yellows and (last_yards >= 20 or yards >= FIELD_GOAL_MIN_YARDS):
            return yellows[0]
        if reds and yards >= 40 and s.last_turn:
            return reds[0]
        return Action(NO)
    plays = [a for a in acts if a.kind == PLAY]
    if plays:
        yards = s.drive_yards(me)
        tds = [a for a in plays if yards + _gain(s, a) == TOUCHDOWN_YARDS and "FIELDGOAL" not in a.cards]
        if tds:
            return min(tds, key=lambda a: (len(a.cards), a.sort_key()))
        fgs = [a for a in plays if "FIELDGOAL" in a.cards]
        if fgs and (not careful or yards >= 80 or s.last_turn or len(plays) == len(fgs)):
            return fgs[0]
        moves = [a for a in plays if "FIELDGOAL" not in a.cards] or plays
        if careful:
            plain = [a for a in moves if "JUKEM" not in a.cards]
            moves = plain or moves
        return max(moves, key=lambda a: (_gain(s, a), a.sort_key()))
    if Action(END) in acts:
        return Action(END)
    discards = [a for a in acts if a.kind == DISCARD]
    if discards:
        return min(discards, key=lambda a: (_usefulness(s, t.ids(a.cards[0])[0]) if careful else 0, a.sort_key()))
    return acts[0]


def rollout_policy(s: State, rng: int) -> tuple[Action, int]:
    """Playout moves: the normal rules, with 10% random moves."""
    r, rng = prng.randbelow(rng, 10)
    acts = s.legal_actions()
    if r == 0:
        j, rng = prng.randbelow(rng, len(acts))
        return acts[j], rng
    return heuristic(s, True), rng


def evaluate(s: State) -> float:
    """Seat 0's expected result at the ply cap, from points and yards on the drives."""
    a = s.scores[0] + drive_yards(s.table, s.drives[0]) / 25
    b = s.scores[1] + drive_yards(s.table, s.drives[1]) / 25
    return 0.5 + max(-0.45, min(0.45, (a - b) / 30))


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
            return heuristic(view, careful=False)
        if self.level == "normal" or view.phase == P_DRAW:
            return heuristic(view, careful=True)
        result = ismcts.search(sampler.sample, player, acts, iterations=self.iterations, seed=seed,
                               exploration=HARD_EXPLORATION, rollout_plies=HARD_ROLLOUT_PLIES,
                               rollout_policy=rollout_policy, evaluate=evaluate)
        action: Action = result.action
        return action


def make_bot(level: str, seed: int = 0, iterations: int = HARD_ITERATIONS) -> Bot:
    """A bot of `level` ('random', 'easy', 'normal', 'hard') with its own seed."""
    return dispatch(level_table(Bot, iterations), level, seed)


__all__ = ["Bot", "make_bot", "LEVELS", "heuristic", "HARD_ITERATIONS"]
