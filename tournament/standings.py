"""League tables: points, tie-breaks and ranks from a list of finished games.

Entrants are numbered 0 to n-1 in seed order (0 is the top seed). Every game
gives points to both sides by the tournament's scoring (3 for a win, 1 for a
draw, 0 for a loss unless the tournament says otherwise). The winner of a
game is whoever the result names, not whoever scored more goals: a game can
be won on time or by a shoot-out with the goals level.

A bye (a round with no opponent, which happens in Swiss tournaments with an
odd number of entrants) counts as a win: it adds one to "won" and gives a
win's points. It does not count as a game played and gives no goals, so a
table row can show more wins than games played. Byes count nothing towards
Sonneborn-Berger or Buchholz, because there was no opponent.

Entrants on the same points are separated by the tie-breaks, taken in order;
each tie-break only looks at entrants still level after the ones before it.
Higher is better for all of them:

- gd (goal difference): goals scored minus goals conceded.
- h2h (head-to-head): the points the level entrants earned in the games they
  played against each other only, as a small league of their own. It is
  worked out afresh for each group of level entrants; an entrant with no one
  left level with it scores 0. It is applied once: if the small league still
  leaves some of the group level, the next tie-break decides.
- sb (Sonneborn-Berger): for every game, the opponent's final points times
  the share of the game won: all of them for a win, half for a draw, none for
  a loss. Beating strong opponents counts for more than beating weak ones.
- buchholz: the final points of every opponent met, added up once per game
  played against them. A high Buchholz means a hard draw.
- gf (goals for): goals scored.
- won: games won.

A Pentathlon adds up games of five different games, whose goals (penguin
goals, Jukem Football points, G.O.A.L. cards) cannot be added or compared:
its table counts points only, and shows each entrant's points per event
(`Row.events`); its tie-breaks are head-to-head, then Sonneborn-Berger (round
robin) or Buchholz (Swiss), then games won; never goals.

When points and every tie-break are equal the entrants share a rank (1, 2, 2,
4, ...) and are listed in seed order, so the table is always in the same
order for the same games, whatever order the games are given in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from fractions import Fraction

TIEBREAKS = ("gd", "h2h", "sb", "buchholz", "gf", "won")

_FORMAT_TIEBREAKS: dict[str, tuple[str, ...]] = {
    "roundrobin": ("gd", "h2h", "sb"),
    "double-roundrobin": ("gd", "h2h", "sb"),
    "swiss": ("gd", "h2h", "buchholz"),
    # Knock-out games are between few pairs, so mini-leagues and opponent
    # strength say little; goals are all there is to go on.
    "elimination": ("gd", "gf"),
}
_PENTATHLON_TIEBREAKS: dict[str, tuple[str, ...]] = {
    "roundrobin": ("h2h", "sb", "won"),
    "double-roundrobin": ("h2h", "sb", "won"),
    "swiss": ("h2h", "buchholz", "won"),
    "elimination": ("won",),
}


@dataclass(frozen=True)
class Scoring:
    """Points a game gives to the winner, to each side of a draw, and to the loser."""

    win: int = 3
    draw: int = 1
    loss: int = 0


@dataclass(frozen=True)
class Result:
    """One finished game between two entrants (or a bye when red is None)."""

    round: int
    blue: int
    red: int | None  # None: a bye for blue (scores a win's points, no goals, no opponent)
    score: tuple[int, int]  # goals (blue, red)
    winner: int | None  # entrant index of the winner, None for a draw
    event: str = ""  # the game id (a Pentathlon's table counts points per event)


@dataclass
class Row:
    """One entrant's line in the table."""

    entrant: int
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    goals_for: int = 0
    goals_against: int = 0
    points: int = 0
    events: dict[str, int] = field(default_factory=dict)  # event (game id) -> points earned in its games
    tiebreaks: dict[str, float] = field(default_factory=dict)  # name -> value, in the order asked for
    rank: int = 0  # 1-based; entrants equal on points and every tie-break share a rank

    @property
    def goal_difference(self) -> int:
        return self.goals_for - self.goals_against


def tiebreaks_for(format: str, pentathlon: bool = False) -> tuple[str, ...]:
    """'roundrobin'/'double-roundrobin' -> ('gd', 'h2h', 'sb'); 'swiss' -> ('gd', 'h2h', 'buchholz');
    'elimination' -> ('gd', 'gf'). A Pentathlon's never count goals: ('h2h', 'sb', 'won'),
    ('h2h', 'buchholz', 'won'), ('won',)."""
    try:
        return (_PENTATHLON_TIEBREAKS if pentathlon else _FORMAT_TIEBREAKS)[format]
    except KeyError:
        known = ", ".join(_FORMAT_TIEBREAKS)
        raise ValueError(f"no tie-breaks known for the format {format!r} (known: {known})") from None


def standings(
    n: int,
    results: list[Result],
    scoring: Scoring = Scoring(),
    tiebreaks: tuple[str, ...] = ("gd", "h2h", "sb"),
) -> list[Row]:
    """Rows sorted best first: points, then each tie-break in order, then seed (entrant index) so the order is
    total and deterministic - but rank is shared when points and all tie-breaks are equal."""
    _check_tiebreaks(tiebreaks)
    if n < 0:
        raise ValueError(f"the number of entrants cannot be negative, not {n}")
    for result in results:
        _check_result(n, result)
    games = [r for r in results if r.red is not None]

    rows = [Row(e, tiebreaks={name: 0.0 for name in tiebreaks}) for e in range(n)]
    for result in results:
        _tally(rows, result, scoring)

    # Opponent-strength tie-breaks need every entrant's final points, so they
    # can only be worked out once all games are tallied.
    fixed: dict[str, list[float]] = {}
    if "gd" in tiebreaks:
        fixed["gd"] = [float(row.goal_difference) for row in rows]
    if "gf" in tiebreaks:
        fixed["gf"] = [float(row.goals_for) for row in rows]
    if "won" in tiebreaks:
        fixed["won"] = [float(row.won) for row in rows]
    if "sb" in tiebreaks:
        fixed["sb"] = _sonneborn_berger(n, games, rows)
    if "buchholz" in tiebreaks:
        fixed["buchholz"] = _buchholz(n, games, rows)
    for name, values in fixed.items():
        for row, value in zip(rows, values):
            row.tiebreaks[name] = value

    # Refine level groups one tie-break at a time: h2h depends on who is
    # still level, so a single sort key over fixed values cannot express it.
    groups = _split(range(n), lambda e: float(rows[e].points))
    for name in tiebreaks:
        refined: list[list[int]] = []
        for group in groups:
            if name == "h2h":
                mini = _mini_league(group, games, scoring)
                for e in group:
                    rows[e].tiebreaks["h2h"] = mini[e]
            refined.extend(_split(group, lambda e: rows[e].tiebreaks[name]))
        groups = refined

    table: list[Row] = []
    for group in groups:
        rank = len(table) + 1  # competition ranking: 1, 2, 2, 4
        for e in group:  # _split leaves each group in seed order
            rows[e].rank = rank
            table.append(rows[e])
    return table


# -- validation ----------------------------------------------------------------
def _check_tiebreaks(tiebreaks: tuple[str, ...]) -> None:
    known = ", ".join(TIEBREAKS)
    for name in tiebreaks:
        if name not in TIEBREAKS:
            raise ValueError(f"unknown tie-break {name!r} (known: {known})")
    for name in set(tiebreaks):
        if tiebreaks.count(name) > 1:
            raise ValueError(f"the tie-break {name!r} is listed more than once")


def _check_result(n: int, r: Result) -> None:
    where = f"round {r.round}"
    for side, e in (("blue", r.blue), ("red", r.red)):
        if e is not None and not 0 <= e < n:
            span = f"0 to {n - 1}" if n else "none"
            raise ValueError(f"{where}: {side} entrant {e} is not in the tournament (entrants: {span})")
    if r.blue == r.red:
        raise ValueError(f"{where}: entrant {r.blue} cannot play against itself")
    if len(r.score) != 2 or min(r.score) < 0:
        raise ValueError(f"{where}: a score is two goal counts of zero or more, not {r.score!r}")
    if r.winner is not None and r.winner not in (r.blue, r.red):
        players = f"{r.blue} and {r.red}" if r.red is not None else f"{r.blue} (a bye)"
        raise ValueError(f"{where}: the winner {r.winner} did not play in the game between {players}")


# -- tallies -------------------------------------------------------------------
def _tally(rows: list[Row], r: Result, scoring: Scoring) -> None:
    blue = rows[r.blue]
    if r.red is None:
        # Swiss practice: a bye is worth a win, but no game was played and no
        # goals were scored. The winner field is ignored (blue or None are accepted).
        blue.won += 1
        blue.points += scoring.win
        if r.event:
            blue.events[r.event] = blue.events.get(r.event, 0) + scoring.win
        return
    red = rows[r.red]
    for row, scored, conceded in ((blue, r.score[0], r.score[1]), (red, r.score[1], r.score[0])):
        row.played += 1
        row.goals_for += scored
        row.goals_against += conceded
        if r.winner is None:
            row.drawn += 1
            earned = scoring.draw
        elif r.winner == row.entrant:
            row.won += 1
            earned = scoring.win
        else:
            row.lost += 1
            earned = scoring.loss
        row.points += earned
        if r.event:
            row.events[r.event] = row.events.get(r.event, 0) + earned


def _share(r: Result, e: int) -> Fraction:
    """The part of the game entrant e won: 1, 1/2 or 0."""
    if r.winner is None:
        return Fraction(1, 2)
    return Fraction(1) if r.winner == e else Fraction(0)


def _sonneborn_berger(n: int, games: list[Result], rows: list[Row]) -> list[float]:
    # Exact fractions, so entrants with equal scores compare equal whatever
    # order the games were added up in.
    sb = [Fraction(0)] * n
    for g in games:
        assert g.red is not None
        sb[g.blue] += rows[g.red].points * _share(g, g.blue)
        sb[g.red] += rows[g.blue].points * _share(g, g.red)
    return [float(v) for v in sb]


def _buchholz(n: int, games: list[Result], rows: list[Row]) -> list[float]:
    bh = [0] * n
    for g in games:
        assert g.red is not None
        bh[g.blue] += rows[g.red].points
        bh[g.red] += rows[g.blue].points
    return [float(v) for v in bh]


def _mini_league(group: list[int], games: list[Result], scoring: Scoring) -> dict[int, float]:
    """Points each member of `group` earned in games against other members only."""
    if len(group) < 2:
        return {e: 0.0 for e in group}  # no one left to play a mini-league against
    members = set(group)
    points = dict.fromkeys(group, 0)
    for g in games:
        if g.blue in members and g.red in members:
            assert g.red is not None
            for e in (g.blue, g.red):
                if g.winner is None:
                    points[e] += scoring.draw
                else:
                    points[e] += scoring.win if g.winner == e else scoring.loss
    return {e: float(p) for e, p in points.items()}


def _split(group: Iterable[int], key: Callable[[int], float]) -> list[list[int]]:
    """Order entrants best first by key and cut them into runs of equal key, each run in seed order."""
    runs: list[list[int]] = []
    for e in sorted(group, key=lambda e: (-key(e), e)):
        if runs and key(runs[-1][0]) == key(e):
            runs[-1].append(e)
        else:
            runs.append([e])
    return runs
