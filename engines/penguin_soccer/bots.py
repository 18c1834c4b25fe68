"""Computer players for Penguin Soccer: random, easy, normal, hard.

`make_bot(level, seed)` returns a bot whose `choose(state, player)` looks only
at `state.observation(player)` (rebuilt with `sample_state`) and is a pure
function of that observation and the bot's seed: each decision draws from a
PRNG seeded by (bot seed, Zobrist hash of the position, ply), never from a
clock or a global RNG.

- random: a uniformly random legal move.
- easy:   scores in one when it can; otherwise, on a coin flip, drops moves
          that let the opponent score at once; then the best static score
          after the move, plus noise.
- normal: alpha-beta to depth 2 (every goal threat one ply further is seen by
          the leaf test), no node limit.
- hard:   iterative-deepening alpha-beta with a transposition table, move
          ordering and a node budget (deterministic, no clock). Always takes a
          goal in one, and depths 1-2 always finish, so it always stops a goal
          in one when some move can.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from engines.common import rng as prng
from engines.common.bots import LEVELS as LEVELS  # re-exported: the game's levels are the contract's
from engines.common.bots import dispatch
from engines.penguin_soccer.evaluate import can_score, evaluate, geometry, zobrist
from engines.penguin_soccer.notation import ACTIONS, CODES_PER_PIECE, KICK_BASE, Action
from engines.penguin_soccer.rules import legal_codes, perform
from engines.penguin_soccer.search import Searcher
from engines.penguin_soccer.state import State, sample_state

EASY_NOISE = 60          # evaluation points of noise per move for the easy bot
NORMAL_DEPTH = 3
HARD_MAX_DEPTH = 12
HARD_NODE_BUDGET = 20_000
"""Nodes the hard bot may visit beyond depth 2 (about 0.3 s on the reference machine)."""


@dataclass(frozen=True)
class Bot:
    """A computer player; `choose` is a pure function of (observation, seed)."""

    level: str
    seed: int
    node_budget: int = HARD_NODE_BUDGET

    def choose(self, state: State, player: int) -> Action:
        """The move this bot makes for `player` in `state`."""
        view = sample_state(state.observation(player), player, self.seed)
        if view.current_player != player:
            raise ValueError(f"it is not player {player}'s turn")
        b = view.board
        pos, face, ball = view.pos, view.face, view.ball
        moves = legal_codes(b, pos, face, ball, player)
        if not moves:
            raise ValueError("no legal move to choose from")
        rng = prng.derive(self.seed, zobrist(b.n, pos, face, ball, player), view.ply)
        if self.level == "random":
            index, _ = prng.randbelow(rng, len(moves))
            return ACTIONS[moves[index]]
        for code in moves:  # a goal in one beats everything
            if code % CODES_PER_PIECE >= KICK_BASE and perform(b, pos, face, ball, player, code)[3] == player:
                return ACTIONS[code]
        if self.level == "easy":
            return ACTIONS[self._easy(view, moves, rng)]
        shuffled, _ = prng.shuffled(moves, rng)  # seeded tie-break among equal moves
        # a position already seen twice ends the game if it comes back: the search scores it 0
        counts = Counter(view.history)
        seen = {zobrist(b.n, k[2:8], k[8:14], k[1], k[0]) for k, c in counts.items() if c >= 2}
        if self.level == "normal":
            searcher = Searcher(b, seen, None, free_depth=NORMAL_DEPTH)
            code, _, _ = searcher.root(pos, face, ball, player, shuffled, NORMAL_DEPTH)
        else:
            searcher = Searcher(b, seen, self.node_budget, free_depth=2)
            code, _, _ = searcher.root(pos, face, ball, player, shuffled, HARD_MAX_DEPTH)
        return ACTIONS[code]

    def _easy(self, view: State, moves: list[int], rng: int) -> int:
        b = view.board
        g = geometry(b)
        side = view.to_move
        careful, rng = prng.coin(rng)
        results = []
        for code in moves:
            p2, f2, b2, scorer = perform(b, view.pos, view.face, view.ball, side, code)
            noise, rng = prng.randbelow(rng, EASY_NOISE)
            if scorer >= 0:  # an own goal (goals for us were taken before)
                results.append((code, True, -10**9))
                continue
            loses = can_score(g, p2, b2, 1 - side)
            results.append((code, loses, -evaluate(b, g, p2, f2, b2, 1 - side) + noise))
        pool = [r for r in results if not r[1]] if careful else results
        pool = pool or results
        return max(pool, key=lambda r: r[2])[0]


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of `level` ('random', 'easy', 'normal', 'hard') with its own seed."""
    table: dict[str, Callable[[int], Bot]] = {name: partial(Bot, name) for name in LEVELS}
    return dispatch(table, level, seed)
