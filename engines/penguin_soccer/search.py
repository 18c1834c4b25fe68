"""Alpha-beta search for the Penguin Soccer bots (negamax, on plain tuples).

Iterative deepening with a transposition table keyed by Zobrist hashes, move
ordering (table move, moves that win or take the ball, kicks, then a history
heuristic) and a deterministic node budget instead of a clock, so the same
position and seed always give the same move. A position whose next occurrence
ends the game (seen twice already) scores as a draw, and so does one repeated
on the search path (the usual shortcut: repeating it cannot be better). A side that holds the
ball with a clear kick into its target corner is scored as winning at once.
"""

from __future__ import annotations

from engines.penguin_soccer.board import Board
from engines.penguin_soccer.evaluate import WIN, WIN_THRESHOLD, Geometry, can_score, evaluate, geometry, zobrist
from engines.penguin_soccer.notation import CODES_PER_PIECE, KICK_BASE
from engines.penguin_soccer.rules import Pos, legal_codes, perform

EXACT, LOWER, UPPER = 0, 1, 2
INF = 10 * WIN
TAKES_BALL_BONUS = 1_000_000  # ordering keys only
KICK_BONUS = 500_000


class _OutOfBudget(Exception):
    """Raised inside the search when the node budget is spent."""


class Searcher:
    """One decision's search: tables live only as long as the object."""

    def __init__(self, board: Board, seen: set[int], budget: int | None, free_depth: int = 2) -> None:
        self.board = board
        self.geo: Geometry = geometry(board)
        self.n = board.n
        self.seen = seen
        self.budget = budget
        self.free_depth = free_depth
        self.nodes = 0
        self.limit_active = False
        self.tt: dict[int, tuple[int, int, int, int]] = {}
        self.history: dict[int, int] = {}

    def _order(self, moves: list[int], tt_move: int) -> list[int]:
        hist = self.history

        def key(code: int) -> int:
            if code == tt_move:
                return -3 * TAKES_BALL_BONUS
            r = code % CODES_PER_PIECE
            if r >= KICK_BASE:
                return -KICK_BONUS - hist.get(code, 0)
            if r and (r - 1) % 9 == 8:  # slide that ends on the ball (pickup or tackle)
                return -TAKES_BALL_BONUS - hist.get(code, 0)
            return -hist.get(code, 0)

        return sorted(moves, key=key)

    def negamax(self, pos: Pos, face: Pos, ball: int, side: int, depth: int,
                alpha: int, beta: int, ply: int, z: int) -> int:
        """Score for `side` to move, searched `depth` plies."""
        self.nodes += 1
        if self.limit_active and self.budget is not None and self.nodes > self.budget:
            raise _OutOfBudget
        b = self.board
        if can_score(self.geo, pos, ball, side):
            return WIN - ply - 1
        if depth <= 0:
            return evaluate(b, self.geo, pos, face, ball, side)
        entry = self.tt.get(z)
        tt_move = -1
        if entry is not None:
            t_depth, t_flag, t_score, tt_move = entry
            if t_depth >= depth:
                if t_flag == EXACT:
                    return t_score
                if t_flag == LOWER and t_score >= beta:
                    return t_score
                if t_flag == UPPER and t_score <= alpha:
                    return t_score
        moves = legal_codes(b, pos, face, ball, side)
        if not moves:
            return 0  # no legal move: a draw
        alpha0 = alpha
        best, best_move = -INF, moves[0]
        n = self.n
        seen = self.seen
        for code in self._order(moves, tt_move):
            p2, f2, b2, scorer = perform(b, pos, face, ball, side, code)
            if scorer >= 0:
                score = WIN - ply - 1 if scorer == side else -(WIN - ply - 1)
            else:
                z2 = zobrist(n, p2, f2, b2, 1 - side)
                if z2 in seen:
                    score = 0
                else:
                    seen.add(z2)
                    try:
                        score = -self.negamax(p2, f2, b2, 1 - side, depth - 1, -beta, -alpha, ply + 1, z2)
                    finally:
                        seen.discard(z2)
            if score > best:
                best, best_move = score, code
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        self.history[code] = self.history.get(code, 0) + depth * depth
                        break
        flag = UPPER if best <= alpha0 else (LOWER if best >= beta else EXACT)
        self.tt[z] = (depth, flag, best, best_move)
        return best

    def root(self, pos: Pos, face: Pos, ball: int, side: int, moves: list[int], max_depth: int) -> tuple[int, int, int]:
        """(best move, its score, deepest completed depth) by iterative deepening over `moves`."""
        b = self.board
        n = self.n
        order = list(moves)
        best_move, best_score, done = order[0], -INF, 0
        for depth in range(1, max_depth + 1):
            self.limit_active = depth > self.free_depth
            alpha, cur_best, cur_score = -INF, order[0], -INF
            scores: dict[int, int] = {}
            try:
                for code in order:
                    p2, f2, b2, scorer = perform(b, pos, face, ball, side, code)
                    if scorer >= 0:
                        score = WIN - 1 if scorer == side else -(WIN - 1)
                    else:
                        z2 = zobrist(n, p2, f2, b2, 1 - side)
                        if z2 in self.seen:
                            score = 0
                        else:
                            self.seen.add(z2)
                            try:
                                score = -self.negamax(p2, f2, b2, 1 - side, depth - 1, -INF, -alpha, 1, z2)
                            finally:
                                self.seen.discard(z2)
                    scores[code] = score
                    if score > cur_score:
                        cur_best, cur_score = code, score
                        alpha = max(alpha, score)
            except _OutOfBudget:
                break
            best_move, best_score, done = cur_best, cur_score, depth
            if abs(best_score) >= WIN_THRESHOLD:
                break  # a forced result: deeper search cannot change it
            # best first, the rest by this iteration's scores (stable, so ties keep the seeded order)
            order.sort(key=lambda c: -scores.get(c, -INF))
        return best_move, best_score, done
