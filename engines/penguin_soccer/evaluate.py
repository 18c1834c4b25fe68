"""Static evaluation and geometry helpers for the Penguin Soccer bots.

Scores are ints from the point of view of the side to move; WIN marks a goal.
Terms (Blue's view, negated for Red): how much nearer the ball is to Blue's
target corner than to Blue's own, who holds it, whether the holder can be
tackled next move, whether a side threatens a goal in one, how close each
side's nearest penguin is to the ball, and penguins on the board and standing.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from engines.common import rng as prng
from engines.penguin_soccer.board import CENTRE, UP, Board
from engines.penguin_soccer.rules import KICK_DIST, SLIDE_DIST, Pos

WIN = 1_000_000
WIN_THRESHOLD = WIN - 1_000
"""Scores beyond this are forced goals (WIN minus the plies it takes)."""

BALL_WEIGHT = 30          # per square the ball is nearer the target than the own corner
POSSESSION_WEIGHT = 60
THREAT_WEIGHT = 400       # the side not to move can score with its next kick
TACKLE_WEIGHT = 90        # the holder can be tackled by the side to move
EXPOSED_WEIGHT = 40       # the holder can be tackled (side not to move)
LOOSE_MINE_WEIGHT = 50    # the side to move can slide onto the loose ball
LOOSE_THEIRS_WEIGHT = 30  # only the other side can
KICK_REACH_WEIGHT = 10    # per square of the holder's kick
PROXIMITY_WEIGHT = 12     # per square the nearest penguin is nearer the ball
ON_BOARD_WEIGHT = 15
LYING_WEIGHT = 6
GUARD_WEIGHT = 25         # a penguin next to its own corner when the ball is in its half

ZOBRIST_SEED = 0x50454E4755494E  # "PENGUIN": fixed, so hashes are the same in every run


@dataclass(frozen=True)
class Geometry:
    """Per-board tables the evaluation needs."""

    line: tuple[int, ...]
    """line[a * n + b] = direction * 4 + distance if b is 1..3 straight steps from a, else -1."""
    goal_paths: tuple[tuple[tuple[tuple[tuple[int, ...], ...], ...], ...], ...]
    """goal_paths[seat][size][square]: for each kick from `square` that reaches seat's
    target corner, the squares in between (which must be empty)."""
    guard: tuple[tuple[int, ...], tuple[int, ...]]
    """Squares next to each seat's home corner."""


@functools.lru_cache(maxsize=8)
def geometry(b: Board) -> Geometry:
    """The evaluation tables of a board (cached)."""
    n = b.n
    line = [-1] * (n * n)
    for a in range(n):
        for d in range(8):
            for dist, s in enumerate(b.rays[a * 8 + d], start=1):
                line[a * n + s] = d * 4 + dist
    goal_paths: list[tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]] = []
    for seat in (0, 1):
        target = b.target(seat)
        per_size: list[tuple[tuple[tuple[int, ...], ...], ...]] = []
        for k in range(3):
            per_square: list[tuple[tuple[int, ...], ...]] = []
            for s in range(n):
                paths: list[tuple[int, ...]] = []
                for d in range(8):
                    ray = b.rays[s * 8 + d][: KICK_DIST[k]]
                    if target in ray:
                        idx = ray.index(target)
                        if all(b.corner_owner[q] < 0 for q in ray[:idx]):
                            paths.append(ray[:idx])
                per_square.append(tuple(paths))
            per_size.append(tuple(per_square))
        goal_paths.append(tuple(per_size))
    guard = tuple(
        tuple(s for s in range(n) if b.chebyshev[s * n + b.home[seat]] == 1) for seat in (0, 1)
    )
    return Geometry(tuple(line), tuple(goal_paths), (guard[0], guard[1]))


@functools.lru_cache(maxsize=8)
def zobrist_table(n: int) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """(piece keys [i * (n+1) * 9 + (square+1) * 9 + facing], ball keys [ball+1], side key)."""
    state = prng.seed_state(ZOBRIST_SEED ^ n)
    pieces = []
    for _ in range(6 * (n + 1) * 9):
        value, state = prng.next_u64(state)
        pieces.append(value)
    balls = []
    for _ in range(n + 1):
        value, state = prng.next_u64(state)
        balls.append(value)
    side, state = prng.next_u64(state)
    return tuple(pieces), tuple(balls), side


def zobrist(n: int, pos: Pos, face: Pos, ball: int, side: int) -> int:
    """Zobrist hash of a position with its side to move."""
    pieces, balls, side_key = zobrist_table(n)
    stride = (n + 1) * 9
    h = balls[ball + 1] ^ (side_key if side else 0)
    for i in range(6):
        h ^= pieces[i * stride + (pos[i] + 1) * 9 + face[i]]
    return h


def can_score(g: Geometry, pos: Pos, ball: int, side: int) -> bool:
    """Whether `side` holds the ball and has a kick into its target corner."""
    if ball < 0 or ball not in pos:
        return False
    i = pos.index(ball)
    if i // 3 != side:
        return False
    for between in g.goal_paths[side][i % 3][ball]:
        for q in between:
            if q in pos:
                break
        else:
            return True
    return False


def can_reach(b: Board, g: Geometry, pos: Pos, face: Pos, ball: int, side: int) -> bool:
    """Whether a penguin of `side` could slide onto the ball next move (pickup or tackle).

    An approximation for the evaluation: a push chain that would be illegal is ignored."""
    n = b.n
    line = g.line
    rays = b.rays
    forbidden = b.home[1 - side]
    for k in range(3):
        i = side * 3 + k
        p = pos[i]
        dist_max = SLIDE_DIST[k]
        if p == ball:
            continue
        if p < 0:
            for d in b.entry_dirs[side]:
                path = b.entry[side][d][:dist_max]
                if ball in path:
                    if all(q not in pos for q in path[: path.index(ball)]):
                        return True
            continue
        code = line[p * n + ball]
        if code < 0:
            continue
        d, dist = divmod(code, 4)
        if dist > dist_max or (face[i] != UP and face[i] != d):
            continue
        for q in rays[p * 8 + d][: dist - 1]:
            if q in pos or q == forbidden:
                break
        else:
            return True
    return False


def evaluate(b: Board, g: Geometry, pos: Pos, face: Pos, ball: int, side: int) -> int:
    """Static score of the position for the side to move (no search)."""
    n = b.n
    cheb = b.chebyshev
    home0, home1 = b.home
    score = 0  # Blue's point of view
    if ball == CENTRE:
        near = [min(cheb[(pos[i] if pos[i] >= 0 else b.home[i // 3]) * n + c] for c in b.centre)
                + (1 if pos[i] < 0 else 0) for i in range(6)]
        score += PROXIMITY_WEIGHT * 2 * (min(near[3:]) - min(near[:3]))
        me = 1 if side == 0 else -1
        if any(can_reach(b, g, pos, face, c, side) for c in b.centre):
            score += me * LOOSE_MINE_WEIGHT
        elif any(can_reach(b, g, pos, face, c, 1 - side) for c in b.centre):
            score -= me * LOOSE_THEIRS_WEIGHT
    else:
        score += BALL_WEIGHT * (cheb[ball * n + home0] - cheb[ball * n + home1])
        h = pos.index(ball) if ball in pos else -1
        if h >= 0:
            owner = h // 3
            sign = 1 if owner == 0 else -1
            score += sign * (POSSESSION_WEIGHT + KICK_REACH_WEIGHT * KICK_DIST[h % 3])
            if owner != side:
                # the holder's side moves after us: its goal threat and our tackle chance
                if can_score(g, pos, ball, owner):
                    score += sign * THREAT_WEIGHT
                if can_reach(b, g, pos, face, ball, side):
                    score -= sign * TACKLE_WEIGHT
            elif can_reach(b, g, pos, face, ball, 1 - owner):
                score -= sign * EXPOSED_WEIGHT
        else:
            me = 1 if side == 0 else -1
            if can_reach(b, g, pos, face, ball, side):
                score += me * LOOSE_MINE_WEIGHT
            elif can_reach(b, g, pos, face, ball, 1 - side):
                score -= me * LOOSE_THEIRS_WEIGHT
        near = [cheb[(pos[i] if pos[i] >= 0 else b.home[i // 3]) * n + ball] + (1 if pos[i] < 0 else 0)
                for i in range(6)]
        score += PROXIMITY_WEIGHT * (min(near[3:]) - min(near[:3]))
        # guarding the own corner matters once the ball is in that half
        if cheb[ball * n + home0] < cheb[ball * n + home1]:
            score += GUARD_WEIGHT * sum(1 for s in g.guard[0] if s in pos[:3])
        else:
            score -= GUARD_WEIGHT * sum(1 for s in g.guard[1] if s in pos[3:])
    for i in range(6):
        p = pos[i]
        if p >= 0:
            sign = 1 if i < 3 else -1
            score += sign * (ON_BOARD_WEIGHT - (LYING_WEIGHT if face[i] != UP else 0))
    return score if side == 0 else -score
