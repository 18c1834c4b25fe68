"""Tournament pairings: round robin by Berger tables, single elimination, Swiss.

Entrants are the integers 0..n-1 and the number is also the seed: 0 is the top
seed. A pairing is a `Pair` (blue, red): blue takes seat 0 and plays "home",
red takes seat 1. None stands for a bye, and a bye is always written
(entrant, None): that entrant has no game that round. Lists of pairs are in
board order (the best-placed game first); a bye comes last, except in an
elimination bracket, where position is meaning and nothing moves.

Everything here is pure and deterministic -- no clock, no random numbers --
so the same standings always give the same pairings and a stored tournament
can be replayed and checked.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping

Pair = tuple[int | None, int | None]

MIN_ENTRANTS, MAX_ENTRANTS = 2, 16
MAX_CYCLES = 4  # a quadruple round robin is already more than anyone plays at a table


# -- checks ------------------------------------------------------------------
def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_n(n: int) -> None:
    if not _is_int(n) or not MIN_ENTRANTS <= n <= MAX_ENTRANTS:
        raise ValueError(f"a tournament needs {MIN_ENTRANTS} to {MAX_ENTRANTS} entrants, not {n!r}")


def _check_entrants(what: str, entrants: Iterable[object], n: int) -> None:
    for e in entrants:
        if not isinstance(e, int) or isinstance(e, bool) or not 0 <= e < n:
            raise ValueError(f"{what}: {e!r} is not an entrant (entrants are 0..{n - 1})")


def _check_counts(what: str, counts: Mapping[int, int], n: int) -> None:
    _check_entrants(what, counts, n)
    for e, count in counts.items():
        if not _is_int(count) or count < 0:
            raise ValueError(f"{what}: entrant {e} has {count!r} games, not a whole number of at least 0")


# -- round robin -------------------------------------------------------------
def berger_rounds(n: int) -> list[list[Pair]]:
    """Round-robin schedule by Berger tables for n entrants (2..16): n-1 rounds for even n, n rounds for odd n
    (a dummy 'bye' entrant is added for odd n; its pairs contain None). Every pair of entrants meets exactly once.
    Use the standard Berger table construction (the last entrant fixed, others rotating, colours alternating
    for the fixed entrant) so colours are balanced: each entrant's blue count and red count differ by at most 1.

    This is the FIDE table itself, relabelled to 0-based seeds: for 4 entrants
    it gives 0-3 1-2 / 3-2 0-1 / 1-3 2-0 (FIDE's 1-4 2-3 / 4-3 1-2 / 2-4 3-1).
    For odd n the dummy is the fixed last entrant, n, and its game becomes the
    bye (entrant, None), listed last in the round.
    """
    _check_n(n)
    size = n + n % 2  # the dummy makes the count even
    fixed = size - 1
    wheel = size - 1  # entrants 0..size-2 turn round the fixed one
    half = size // 2
    rounds: list[list[Pair]] = []
    for r in range(size - 1):
        # Each round every board moves on by half the table: this is what makes
        # everyone alternate colours as nearly as an odd number of games allows.
        shift = r * half
        other = shift % wheel
        games = [(other, fixed) if r % 2 == 0 else (fixed, other)]
        games += [((j + shift) % wheel, (wheel - j + shift) % wheel) for j in range(1, half)]
        rounds.append(_byes_last(games, dummy=fixed if n % 2 else None))
    return rounds


def _byes_last(games: list[tuple[int, int]], dummy: int | None) -> list[Pair]:
    """Games with the dummy entrant become (entrant, None) byes at the end."""
    real: list[Pair] = [g for g in games if dummy not in g]
    byes: list[Pair] = [(a if b == dummy else b, None) for a, b in games if dummy in (a, b)]
    return real + byes


def round_robin(n: int, cycles: int = 1) -> list[list[Pair]]:
    """cycles=1 single, cycles=2 double round robin: the second cycle repeats the first with colours swapped.

    More cycles keep alternating (the third is the first again), up to MAX_CYCLES.
    """
    if not _is_int(cycles) or not 1 <= cycles <= MAX_CYCLES:
        raise ValueError(f"a round robin has 1 to {MAX_CYCLES} cycles, not {cycles!r}")
    first = berger_rounds(n)
    swapped = [[_swap(pair) for pair in rnd] for rnd in first]
    schedule: list[list[Pair]] = []
    for cycle in range(cycles):
        schedule += [list(rnd) for rnd in (first if cycle % 2 == 0 else swapped)]
    return schedule


def _swap(pair: Pair) -> Pair:
    """Colours reversed; a bye stays (entrant, None)."""
    blue, red = pair
    return pair if red is None else (red, blue)


# -- single elimination ------------------------------------------------------
def _bracket_size(n: int) -> int:
    return 1 << (n - 1).bit_length()


def _seed_order(size: int) -> list[int]:
    """Bracket slots top to bottom: 0 7 3 4 1 6 2 5 for 8.

    Doubling the bracket puts each seed beside its mirror (s, 2k-1-s), so at
    every level the seeds that should survive meet only when they are the last
    two of their part of the bracket.
    """
    order = [0]
    while len(order) < size:
        span = 2 * len(order)
        order = [s for seed in order for s in (seed, span - 1 - seed)]
    return order


def elimination_bracket(n: int) -> list[Pair]:
    """First round of a single-elimination bracket for n entrants (2..16): bracket size = next power of two,
    standard seeding order (for 8: 1v8, 4v5, 2v7, 3v6 in 0-based seeds 0v7, 3v4, 1v6, 2v5 - i.e. the usual
    placement where seeds 1 and 2 can only meet in the final), byes go to the top seeds (pair (seed, None)).
    The list is in bracket order: winners of pairs 0 and 1 meet next, 2 and 3, and so on."""
    _check_n(n)
    order = _seed_order(_bracket_size(n))
    # The first of each couple is always the better seed, and a missing seed
    # (size - n of them, all at the bottom) is a bye for whoever faced it.
    return [(top, low if low < n else None) for top, low in zip(order[0::2], order[1::2])]


def elimination_next(winners: list[int | None]) -> list[Pair]:
    """Next round from the previous round's winners in bracket order: (w0, w1), (w2, w3), ...; the higher seed
    (lower index) plays blue.

    A None winner (a game nobody won, such as a double forfeit) leaves an empty
    slot: its neighbour gets a bye (w, None), and two empty slots make
    (None, None), so the bracket keeps its shape. One winner left is the
    champion, not a round, and is refused.
    """
    if len(winners) < 2 or len(winners) % 2:
        raise ValueError(f"the next round needs an even number of winners (at least 2), not {len(winners)}")
    seeds = [w for w in winners if w is not None]
    _check_entrants("winners", seeds, MAX_ENTRANTS)
    if len(set(seeds)) != len(seeds):
        raise ValueError("an entrant appears twice among the winners")
    pairs: list[Pair] = []
    for a, b in zip(winners[0::2], winners[1::2]):
        if a is None or b is None:
            pairs.append((a if b is None else b, None))
        else:
            pairs.append((min(a, b), max(a, b)))
    return pairs


def elimination_rounds(n: int) -> int:
    """Number of rounds of a bracket for n entrants (ceil(log2 n))."""
    _check_n(n)
    return (n - 1).bit_length()


# -- Swiss -------------------------------------------------------------------
# Look-ahead steps per call (search states plus candidate pairings tried):
# enough to steer round 3 of six entrants away from leaving two triangles
# (no fourth round possible), small enough that a hopeless case gives up fast.
LOOKAHEAD_STEPS = 4000


def swiss_default_rounds(n: int) -> int:
    """ceil(log2 n) + 1, at most n - 1 (and at least 1)."""
    _check_n(n)
    return max(1, min(n - 1, (n - 1).bit_length() + 1))


def swiss_round(n: int, points: dict[int, float], played: set[frozenset[int]], blue_counts: dict[int, int],
                red_counts: dict[int, int], had_bye: set[int]) -> list[Pair]:
    """One Swiss round: entrants ranked by points (then seed), paired top-down within score groups, floating
    down when needed, with NO rematch (a pair in `played` never meets again) - use backtracking so a legal
    pairing is found whenever one exists; raise ValueError('no pairing without a rematch') if none exists.
    Odd n: the bye goes to the lowest-ranked entrant who has not had one (pair (entrant, None)).
    Colours: the entrant with more blue games so far plays red (balance), ties broken by rank
    (higher-ranked gets the colour it had less of, or blue). Deterministic: same input, same output.

    Details. Missing entries in `points`, `blue_counts` and `red_counts` count
    as 0. Within a score group the top half meets the bottom half (1v3, 2v4 in
    a group of four, as in the Dutch system); an odd one out floats down to the
    top of the next group. The search keeps that order as a preference and
    takes the first acceptable pairing in it, trying in turn:

    1. no two entrants who both lean two games to one colour (one would go to
       three), and a legal round still possible after this one;
    2. the same look-ahead without the colour rule;
    3. the colour rule without the look-ahead (or once its budget is spent);
    4. no rematch, nothing else.

    If the lowest-ranked bye candidate leaves no legal pairing, the next one
    up gets the bye; only if nobody without a bye works (or everyone has had
    one) does a second bye go out, again lowest-ranked first. "More blue
    games" is measured net of red games (blue - red), so an entrant who sat
    out a round is not mistaken for one who has been red; with equal games
    played that is the same thing. Pairs are in board order (by the
    better-ranked entrant), the bye last.
    """
    _check_n(n)
    _check_entrants("points", points, n)
    for e, p in points.items():
        if not isinstance(p, (int, float)) or isinstance(p, bool) or not math.isfinite(p):
            raise ValueError(f"points: entrant {e} has {p!r}, not a finite number")
    met = _check_played(played, n)
    _check_counts("blue_counts", blue_counts, n)
    _check_counts("red_counts", red_counts, n)
    _check_entrants("had_bye", had_bye, n)

    score = {e: float(points.get(e, 0.0)) for e in range(n)}
    ranked = sorted(range(n), key=lambda e: (-score[e], e))
    candidates: list[int | None] = [None]
    if n % 2:
        from_bottom = ranked[::-1]
        candidates = [*(e for e in from_bottom if e not in had_bye), *(e for e in from_bottom if e in had_bye)]

    lean = {e: blue_counts.get(e, 0) - red_counts.get(e, 0) for e in range(n)}
    clashes = {frozenset((a, b)) for a in range(n) for b in range(a + 1, n) if _clash(lean[a], lean[b])}
    # Each rule set keeps its own memory of groups that cannot be paired; it
    # holds across bye candidates (a group that cannot pair cannot, whoever sat out).
    strict, loose = (met | clashes, set[frozenset[int]]()), (met, set[frozenset[int]]())
    budget = _Budget(LOOKAHEAD_STEPS)
    for bye in candidates:
        rest = [e for e in ranked if e != bye]
        byes_after = had_bye | {bye} if bye is not None else had_bye

        def leaves_a_round(games: list[tuple[int, int]]) -> bool:
            return _round_possible(n, met | {frozenset(g) for g in games}, byes_after, budget)

        for (forbidden, dead_ends), look in ((strict, True), (loose, True), (strict, False), (loose, False)):
            games = _choose(rest, score, forbidden, dead_ends, leaves_a_round if look else None, budget)
            if games is not None:
                pairs = [_colours(a, b, blue_counts, red_counts) for a, b in games]
                return pairs + ([(bye, None)] if bye is not None else [])
    raise ValueError("no pairing without a rematch")


def _check_played(played: Collection[frozenset[int]], n: int) -> set[frozenset[int]]:
    for game in played:
        if not isinstance(game, frozenset) or len(game) != 2:
            raise ValueError(f"played: {game!r} is not a frozenset of two entrants")
        _check_entrants("played", game, n)
    return set(played)


def _clash(lean_a: int, lean_b: int) -> bool:
    """Both lean at least two games towards the same colour, so one would go to three."""
    return (lean_a >= 2 and lean_b >= 2) or (lean_a <= -2 and lean_b <= -2)


class _OutOfBudget(Exception):
    pass


class _Budget:
    """Look-ahead steps left. Counted, not timed, so the answer never depends on machine speed."""

    def __init__(self, steps: int) -> None:
        self.steps = steps

    def spend(self) -> None:
        self.steps -= 1
        if self.steps < 0:
            raise _OutOfBudget


def _choose(rest: list[int], score: Mapping[int, float], forbidden: set[frozenset[int]],
            dead_ends: set[frozenset[int]], accept: Callable[[list[tuple[int, int]]], bool] | None,
            budget: _Budget) -> list[tuple[int, int]] | None:
    """The first pairing of `rest` in preference order that `accept` takes (any, if no `accept`)."""
    if accept is None:
        return next(_pairings(rest, score, forbidden, dead_ends), None)
    if budget.steps <= 0:
        return None
    try:
        for games in _pairings(rest, score, forbidden, dead_ends):
            budget.spend()
            if accept(games):
                return games
    except _OutOfBudget:
        pass
    return None


def _pairings(rest: list[int], score: Mapping[int, float], forbidden: set[frozenset[int]],
              dead_ends: set[frozenset[int]]) -> Iterator[list[tuple[int, int]]]:
    """Every pairing of `rest` (in rank order) avoiding `forbidden`, most preferred first.

    Depth-first: the best-ranked entrant takes its most preferred allowed
    opponent and the rest are paired recursively, then its next choice, and so
    on. Remembering the groups that could not be paired at all keeps the
    search for the first pairing to one visit per subset of entrants (at most
    2**16), however tangled `played` is.
    """
    if not rest:
        yield []
        return
    key = frozenset(rest)
    if key in dead_ends:
        return
    top, others = rest[0], rest[1:]
    found = False
    for opponent in _preferences(top, others, score):
        if frozenset((top, opponent)) in forbidden:
            continue
        for tail in _pairings([e for e in others if e != opponent], score, forbidden, dead_ends):
            found = True
            yield [(top, opponent), *tail]
    if not found:
        dead_ends.add(key)


def _preferences(top: int, others: list[int], score: Mapping[int, float]) -> list[int]:
    """Opponents for `top` (the best-ranked unpaired entrant), best first.

    Its score group is itself plus the equal scores at the head of `others`.
    First choice is the one half a group below it (top half meets bottom half),
    then further down the group, then back up it, then the groups below in
    rank order -- which is floating down.
    """
    same = 0
    while same < len(others) and score[others[same]] == score[top]:
        same += 1
    if same == 0:  # alone in its group: a floater, it takes the next best
        return list(others)
    ideal = (same + 1) // 2 - 1  # group index (same+1)//2, less one for `top` itself
    return others[ideal:same] + others[:ideal][::-1] + others[same:]


def _round_possible(n: int, forbidden: set[frozenset[int]], had_bye: set[int], budget: _Budget) -> bool:
    """Whether some round without a rematch could follow (bye rules as in swiss_round)."""
    everyone = (1 << n) - 1
    allowed = [sum(1 << b for b in range(n) if b != a and frozenset((a, b)) not in forbidden) for a in range(n)]
    memo: dict[int, bool] = {}
    if n % 2 == 0:
        return _can_pair(everyone, allowed, memo, budget)
    fresh = [e for e in range(n) if e not in had_bye] or list(range(n))
    return any(_can_pair(everyone & ~(1 << e), allowed, memo, budget) for e in fresh)


def _can_pair(group: int, allowed: list[int], memo: dict[int, bool], budget: _Budget) -> bool:
    """Whether the entrants in bitmask `group` can all be paired along `allowed` edges."""
    if group == 0:
        return True
    if group not in memo:
        budget.spend()
        first = (group & -group).bit_length() - 1
        rest = group & ~(1 << first)
        options, ok = allowed[first] & rest, False
        while options and not ok:
            partner = options & -options
            options ^= partner
            ok = _can_pair(rest & ~partner, allowed, memo, budget)
        memo[group] = ok
    return memo[group]


def _colours(better: int, worse: int, blue_counts: Mapping[int, int], red_counts: Mapping[int, int]) -> Pair:
    """(blue, red) for a game between `better` (higher-ranked) and `worse`."""
    lean_better = blue_counts.get(better, 0) - red_counts.get(better, 0)
    lean_worse = blue_counts.get(worse, 0) - red_counts.get(worse, 0)
    if lean_better != lean_worse:
        # Whoever leans further to blue plays red.
        return (worse, better) if lean_better > lean_worse else (better, worse)
    # Equal leans: the higher-ranked gets the colour it has had less of, blue when even.
    return (worse, better) if lean_better > 0 else (better, worse)
