"""Information-set Monte Carlo tree search (ISMCTS) over the engine contract.

Cowling, Powley and Whitehouse (2012): each iteration draws one
determinization - a full state consistent with what the searching seat has
seen (the game's `sample_state`) - and walks a tree whose nodes are
information sets, not states: children are keyed by action, only the actions
legal in this determinization compete (UCB with *availability* counts), one
node is added, a playout with a ply cap follows and its value is backed up.

- single observer (default, SO-ISMCTS): one tree for both seats; the
  opponent's choices are keyed by their real actions.
- multiple observers (pass `observed_key`): one tree per seat; a seat's own
  moves are keyed by the action, the other seat's by what it can see of it
  (e.g. a face-down card is just "a card"). This stops the searcher from
  assuming the opponent can see its hidden choices (strategy fusion).

Deterministic: every random choice comes from `engines.common.rng` seeded by
`seed`, and the budget is a number of iterations, never a clock, so the same
observation and seed always give the same choice.

A game plugs in:
- `determinize(seed) -> State`: a determinization (e.g. a bound
  `Sampler(obs, seat).sample`, or `lambda s: sample_state(obs, seat, s)`).
- `rollout_policy(state, rng) -> (action, rng)`: playout moves (default
  uniformly random); a light heuristic makes the search much stronger.
- `evaluate(state) -> float`: seat 0's expected result in [0, 1] at the ply
  cap (default 0.5); terminal states score 1 / 0 / 0.5 from `winner`.
- `actions(state) -> moves`: the moves the tree considers in a state (default
  every legal action); a game whose legal lists run into the thousands (G.O.A.L.'s
  combinations) hands the search a short list of sensible ones instead.
- `cutoff(state) -> bool`: stop a playout early and `evaluate` there (e.g. at
  the end of a round whose outcome the evaluation can judge), before the ply cap.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from engines.common import rng as prng


class GameState(Protocol):
    """What the search needs of a state (the engine contract)."""

    @property
    def current_player(self) -> int | None: ...

    @property
    def is_terminal(self) -> bool: ...

    @property
    def winner(self) -> int | None: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def apply(self, action: Any) -> Any: ...


S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Hashable)

DEFAULT_EXPLORATION = 0.7
DEFAULT_ROLLOUT_PLIES = 40


class _Node:
    """An information-set node: statistics of the move that leads to it."""

    __slots__ = ("mover", "children", "visits", "total", "avail")

    def __init__(self, mover: int) -> None:
        self.mover = mover
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 1


@dataclass(frozen=True, slots=True)
class SearchResult:
    """The chosen action and the root statistics (visits, mean value) per action."""

    action: Any
    visits: tuple[tuple[str, int, float], ...]
    iterations: int


def terminal_value(state: GameState) -> float:
    """Seat 0's result of a finished game: 1 win, 0 loss, 0.5 draw."""
    w = state.winner
    return 0.5 if w is None else (1.0 if w == 0 else 0.0)


def search(
    determinize: Callable[[int], S],
    player: int,
    root_actions: Sequence[A],
    *,
    iterations: int,
    seed: int,
    exploration: float = DEFAULT_EXPLORATION,
    rollout_plies: int = DEFAULT_ROLLOUT_PLIES,
    rollout_policy: Callable[[S, int], tuple[A, int]] | None = None,
    evaluate: Callable[[S], float] | None = None,
    observed_key: Callable[[A, int, int], Hashable] | None = None,
    actions: Callable[[S], Sequence[A]] | None = None,
    cutoff: Callable[[S], bool] | None = None,
) -> SearchResult:
    """Search from `player`'s information set and return the most visited root action.

    observed_key(action, actor, observer) -> what `observer` sees of `actor`'s action;
    giving it switches to one tree per seat (MO-ISMCTS)."""
    if not root_actions:
        raise ValueError("no root actions to choose from")
    if iterations < 1:
        raise ValueError("iterations must be >= 1")
    if len(root_actions) == 1:
        return SearchResult(root_actions[0], ((str(root_actions[0]), 0, 0.0),), 0)
    single = observed_key is None
    roots = [_Node(1 - player)] if single else [_Node(1 - player), _Node(player)]
    log = math.log
    sqrt = math.sqrt
    for i in range(iterations):
        state = determinize(prng.derive(seed, i))
        rng = prng.derive(seed, i, 0x15C7)
        cur = list(roots)
        path: list[_Node] = list(roots)
        expanded = False
        while not expanded and not state.is_terminal:
            q = state.current_player
            assert q is not None
            acts = state.legal_actions() if actions is None else actions(state)
            node = cur[0 if single else q]
            children = node.children
            untried: list[A] = []
            choice: A | None = None
            if len(acts) == 1:
                choice = acts[0]
                expanded = choice not in children
                if not expanded:
                    children[choice].avail += 1
            else:
                best = -1.0
                for a in acts:
                    child = children.get(a)
                    if child is None:
                        untried.append(a)
                    else:
                        child.avail += 1
                        if not untried:
                            score = child.total / child.visits + exploration * sqrt(log(child.avail) / child.visits)
                            if score > best:
                                best, choice = score, a
                if untried:
                    j, rng = prng.randbelow(rng, len(untried))
                    choice = untried[j]
                    expanded = True
            assert choice is not None
            for t in range(len(cur)):
                key: Hashable = choice if single or t == q else observed_key(choice, q, t)  # type: ignore[misc]
                nxt = cur[t].children.get(key)
                if nxt is None:
                    nxt = cur[t].children[key] = _Node(q)
                cur[t] = nxt
                path.append(nxt)
            state = state.apply(choice)
        plies = 0
        while not state.is_terminal and plies < rollout_plies and not (cutoff is not None and cutoff(state)):
            if rollout_policy is None:
                acts = state.legal_actions()
                j, rng = prng.randbelow(rng, len(acts))
                action = acts[j]
            else:
                action, rng = rollout_policy(state, rng)
            state = state.apply(action)
            plies += 1
        if state.is_terminal:
            value = terminal_value(state)
        else:
            value = 0.5 if evaluate is None else evaluate(state)
        for node in path:
            node.visits += 1
            node.total += value if node.mover == 0 else 1.0 - value
    root = roots[0 if single else player]
    stats: list[tuple[str, int, float]] = []
    best_action = root_actions[0]
    best_key = (-1, -1.0)
    for a in root_actions:
        child = root.children.get(a)
        visits = child.visits if child else 0
        mean = child.total / child.visits if child and child.visits else 0.0
        stats.append((str(a), visits, mean))
        if (visits, mean) > best_key:
            best_key, best_action = (visits, mean), a
    return SearchResult(best_action, tuple(stats), iterations)
