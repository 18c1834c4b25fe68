"""League tables: hand-worked tie-break examples, byes, validation and table-wide properties."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
import pytest

from tournament.standings import TIEBREAKS, Result, Row, Scoring, standings, tiebreaks_for


def game(rnd: int, blue: int, red: int, blue_goals: int, red_goals: int) -> Result:
    """A game decided by the goals (level goals: a draw)."""
    winner = blue if blue_goals > red_goals else red if red_goals > blue_goals else None
    return Result(rnd, blue, red, (blue_goals, red_goals), winner)


def bye(rnd: int, entrant: int) -> Result:
    return Result(rnd, entrant, None, (0, 0), entrant)


def table(rows: list[Row]) -> list[tuple[int, ...]]:
    """(entrant, played, won, drawn, lost, goals for, goals against, points, rank) per row, in table order."""
    return [(r.entrant, r.played, r.won, r.drawn, r.lost, r.goals_for, r.goals_against, r.points, r.rank)
            for r in rows]


def order(rows: list[Row]) -> list[int]:
    return [r.entrant for r in rows]


def values(rows: list[Row], name: str) -> dict[int, float]:
    return {r.entrant: r.tiebreaks[name] for r in rows}


# -- hand-worked round robins ----------------------------------------------------

# 0 beats 1 1-0 and 2 1-0 and draws 3 0-0; 2 beats 1 1-0; 1 beats 3 5-0; 3 beats 2 1-0.
GD_LEAGUE = [
    game(1, 0, 1, 1, 0), game(1, 2, 3, 0, 1),
    game(2, 0, 2, 1, 0), game(2, 1, 3, 5, 0),
    game(3, 0, 3, 0, 0), game(3, 1, 2, 0, 1),
]


def test_points_tie_resolved_by_goal_difference():
    # 0: W W D = 7, goals 2-0.   3: D W L = 4, goals 1-5.
    # 1: L W L = 3, goals 5-2 (gd +3).   2: L W L = 3, goals 1-2 (gd -1).
    # 1 and 2 are level on 3 points; 1 has the better gd even though 2 beat 1.
    rows = standings(4, GD_LEAGUE)
    assert table(rows) == [
        (0, 3, 2, 1, 0, 2, 0, 7, 1),
        (3, 3, 1, 1, 1, 1, 5, 4, 2),
        (1, 3, 1, 0, 2, 5, 2, 3, 3),
        (2, 3, 1, 0, 2, 1, 2, 3, 4),
    ]
    assert [r.goal_difference for r in rows] == [2, -4, 3, -1]
    assert values(rows, "gd") == {0: 2.0, 3: -4.0, 1: 3.0, 2: -1.0}
    # Every points group was split by gd before h2h, so no one is left to play a mini-league.
    assert values(rows, "h2h") == {0: 0.0, 1: 0.0, 2: 0.0, 3: 0.0}
    # sb: 0 = 3 (beat 1) + 3 (beat 2) + 4/2 (drew 3) = 8;  3 = 3 (beat 2) + 7/2 (drew 0) = 6.5;
    #     1 = 4 (beat 3) = 4;  2 = 3 (beat 1) = 3.
    assert values(rows, "sb") == {0: 8.0, 3: 6.5, 1: 4.0, 2: 3.0}
    assert list(rows[0].tiebreaks) == ["gd", "h2h", "sb"]


def test_tiebreak_order_is_the_order_asked_for():
    # Same games with h2h first: 2 beat 1, so 2 now goes above 1 (mini-league 2: 3, 1: 0).
    rows = standings(4, GD_LEAGUE, tiebreaks=("h2h", "gd"))
    assert order(rows) == [0, 3, 2, 1]
    assert values(rows, "h2h") == {0: 0.0, 3: 0.0, 2: 3.0, 1: 0.0}
    assert list(rows[0].tiebreaks) == ["h2h", "gd"]


def test_tie_resolved_by_head_to_head():
    # 0 beats 1 1-0 and 2 1-0, draws 3 0-0; 2 beats 1 1-0; 1 beats 3 1-0; 3 beats 2 1-0.
    results = [
        game(1, 0, 1, 1, 0), game(1, 2, 3, 0, 1),
        game(2, 0, 2, 1, 0), game(2, 1, 3, 1, 0),
        game(3, 0, 3, 0, 0), game(3, 1, 2, 0, 1),
    ]
    # 0: 7.  3: D W L = 4.  1: L W L = 3, goals 1-2.  2: L W L = 3, goals 1-2.
    # 1 and 2: level on points and gd -1; h2h: 2 beat 1, so 2 = 3, 1 = 0 -> 2 above 1.
    # (sb would say the opposite: 1 beat 3 (4 points) = 4, 2 beat 1 (3 points) = 3.)
    rows = standings(4, results)
    assert table(rows) == [
        (0, 3, 2, 1, 0, 2, 0, 7, 1),
        (3, 3, 1, 1, 1, 1, 1, 4, 2),
        (2, 3, 1, 0, 2, 1, 2, 3, 3),
        (1, 3, 1, 0, 2, 1, 2, 3, 4),
    ]
    assert values(rows, "h2h")[2] == 3.0 and values(rows, "h2h")[1] == 0.0
    assert values(rows, "sb")[1] == 4.0 and values(rows, "sb")[2] == 3.0


def test_tie_resolved_by_sonneborn_berger():
    # 2 beats 0 1-0 and loses to 3 0-1; 1 loses to 0 0-1 and beats 3 1-0; 1 and 2 draw 1-1; 0 beats 3 2-0.
    results = [
        game(1, 0, 1, 1, 0), game(1, 2, 3, 0, 1),
        game(2, 0, 2, 0, 1), game(2, 1, 3, 1, 0),
        game(3, 0, 3, 2, 0), game(3, 1, 2, 1, 1),
    ]
    # 0: W L W = 6, goals 3-1.   3: W L L = 3, goals 1-3.
    # 1: L W D = 4, goals 2-2.   2: W L D = 4, goals 2-2.
    # 1 and 2: level on points, gd 0, and h2h (they drew: 1 each).
    # sb 1 = 0 (lost to 0) + 3 (beat 3, 3 points) + 4/2 (drew 2, 4 points) = 5
    # sb 2 = 6 (beat 0, 6 points) + 0 (lost to 3) + 4/2 (drew 1) = 8  -> 2 above 1, against seed order.
    rows = standings(4, results)
    assert table(rows) == [
        (0, 3, 2, 0, 1, 3, 1, 6, 1),
        (2, 3, 1, 1, 1, 2, 2, 4, 2),
        (1, 3, 1, 1, 1, 2, 2, 4, 3),
        (3, 3, 1, 0, 2, 1, 3, 3, 4),
    ]
    assert values(rows, "h2h")[1] == values(rows, "h2h")[2] == 1.0
    # sb 0 = 4 (beat 2) + 3 (beat 3) = 7;  sb 3 = 4 (beat 1) = 4.
    assert values(rows, "sb") == {0: 7.0, 2: 8.0, 1: 5.0, 3: 4.0}


def test_three_way_head_to_head_mini_league():
    # Five entrants, every game 1-0 or 0-0.
    # Among 0, 1, 2: 0 beats 1, 2 beats 0, 1 and 2 draw.
    # Against 3 and 4: 0 beats 3, draws 4; 1 beats 3 and 4; 2 beats 3, loses to 4; 3 beats 4.
    results = [
        game(1, 0, 1, 1, 0), game(1, 2, 3, 1, 0),
        game(2, 2, 0, 1, 0), game(2, 1, 4, 1, 0),
        game(3, 1, 2, 0, 0), game(3, 0, 3, 1, 0),
        game(4, 0, 4, 0, 0), game(4, 1, 3, 1, 0),
        game(5, 2, 4, 0, 1), game(5, 3, 4, 1, 0),
    ]
    # Points: 0 = 3+0+3+1 = 7, 1 = 0+1+3+3 = 7, 2 = 3+1+3+0 = 7, 3 = 3, 4 = 1+3 = 4.
    # Goal difference: 0, 1 and 2 are all +1, so h2h decides. Mini-league of 0, 1, 2 only:
    #   0 = 3 (beat 1) + 0 (lost to 2) = 3;  1 = 0 + 1 (drew 2) = 1;  2 = 3 (beat 0) + 1 (drew 1) = 4.
    # Games against 3 and 4 do not count (counting them would leave all three on 7).
    rows = standings(5, results)
    assert table(rows) == [
        (2, 4, 2, 1, 1, 2, 1, 7, 1),
        (0, 4, 2, 1, 1, 2, 1, 7, 2),
        (1, 4, 2, 1, 1, 2, 1, 7, 3),
        (4, 4, 1, 1, 2, 1, 2, 4, 4),
        (3, 4, 1, 0, 3, 1, 3, 3, 5),
    ]
    assert values(rows, "h2h") == {2: 4.0, 0: 3.0, 1: 1.0, 4: 0.0, 3: 0.0}


def test_head_to_head_is_recomputed_for_the_group_still_level():
    # The same games, but 1 beats 3 5-0: gd lifts 1 (+5) clear of 0 and 2 (+1).
    results = [
        game(1, 0, 1, 1, 0), game(1, 2, 3, 1, 0),
        game(2, 2, 0, 1, 0), game(2, 1, 4, 1, 0),
        game(3, 1, 2, 0, 0), game(3, 0, 3, 1, 0),
        game(4, 0, 4, 0, 0), game(4, 1, 3, 5, 0),
        game(5, 2, 4, 0, 1), game(5, 3, 4, 1, 0),
    ]
    # Only 0 and 2 are still level, so their mini-league is their one game: 2 beat 0 -> 2 = 3, 0 = 0.
    # (The three-way mini-league would have said 2 = 4, 0 = 3, 1 = 1.)
    rows = standings(5, results)
    assert order(rows) == [1, 2, 0, 4, 3]
    assert [r.rank for r in rows] == [1, 2, 3, 4, 5]
    assert values(rows, "h2h") == {1: 0.0, 2: 3.0, 0: 0.0, 4: 0.0, 3: 0.0}


# -- Swiss, byes, scoring ----------------------------------------------------------

def test_swiss_tie_resolved_by_buchholz():
    # Six entrants, two Swiss rounds.
    results = [
        game(1, 0, 3, 1, 0), game(1, 2, 1, 1, 0), game(1, 4, 5, 0, 0),
        game(2, 0, 2, 1, 0), game(2, 4, 3, 0, 1), game(2, 5, 1, 0, 1),
    ]
    # Points: 0 = 6; 1 = L W = 3; 2 = W L = 3; 3 = L W = 3; 4 = D L = 1; 5 = D L = 1.
    # 1, 2, 3 are level on 3 with gd 0. Mini-league of 1, 2, 3: only 2 v 1 was played, 2 won:
    #   2 = 3, 1 = 0, 3 = 0 -> 2 first; 1 and 3 still level.
    # Buchholz 3 = 6 (met 0) + 1 (met 4) = 7;  1 = 3 (met 2) + 1 (met 5) = 4  -> 3 above 1.
    # 4 and 5: 1 point, gd -1, drew each other (h2h 1 each), Buchholz 4 = 1 + 3 = 4, 5 = 1 + 3 = 4: shared rank.
    rows = standings(6, results, tiebreaks=tiebreaks_for("swiss"))
    assert table(rows) == [
        (0, 2, 2, 0, 0, 2, 0, 6, 1),
        (2, 2, 1, 0, 1, 1, 1, 3, 2),
        (3, 2, 1, 0, 1, 1, 1, 3, 3),
        (1, 2, 1, 0, 1, 1, 1, 3, 4),
        (4, 2, 0, 1, 1, 0, 1, 1, 5),
        (5, 2, 0, 1, 1, 0, 1, 1, 5),
    ]
    # Buchholz 0 = 3 (met 3) + 3 (met 2) = 6;  2 = 3 (met 1) + 6 (met 0) = 9.
    assert values(rows, "buchholz") == {0: 6.0, 2: 9.0, 3: 7.0, 1: 4.0, 4: 4.0, 5: 4.0}
    assert values(rows, "h2h") == {0: 0.0, 2: 3.0, 3: 0.0, 1: 0.0, 4: 1.0, 5: 1.0}


def test_byes_score_a_win_but_no_game_goals_or_opponent():
    # Three entrants, two Swiss rounds: 0 beats 1 2-1 while 2 has a bye; 2 and 0 draw 1-1 while 1 has a bye.
    results = [game(1, 0, 1, 2, 1), bye(1, 2), game(2, 2, 0, 1, 1), bye(2, 1)]
    # 0: played 2, W D, goals 3-2, 4 points.
    # 2: played 1 (the bye is not a game), won 1 (the bye), drawn 1, goals 1-1, 4 points.
    # 1: played 1, won 1 (the bye), lost 1, goals 1-2, 3 points.
    # 0 and 2 level on 4: gd 0 = +1, 2 = 0.
    rows = standings(3, results, tiebreaks=("gd", "sb", "buchholz"))
    assert table(rows) == [
        (0, 2, 1, 1, 0, 3, 2, 4, 1),
        (2, 1, 1, 1, 0, 1, 1, 4, 2),
        (1, 1, 1, 0, 1, 1, 2, 3, 3),
    ]
    # sb: 0 = 3 (beat 1) + 4/2 (drew 2) = 5;  2 = 4/2 (drew 0) = 2, the bye adds nothing;  1 = 0.
    assert values(rows, "sb") == {0: 5.0, 2: 2.0, 1: 0.0}
    # Buchholz: 0 = 3 + 4 = 7;  2 = 4 (only 0, the bye adds nothing);  1 = 4 (only 0).
    assert values(rows, "buchholz") == {0: 7.0, 2: 4.0, 1: 4.0}


def test_a_bye_without_a_winner_named_still_scores_a_win():
    named = standings(2, [bye(1, 1)])
    unnamed = standings(2, [Result(1, 1, None, (0, 0), None)])
    assert table(named) == table(unnamed) == [(1, 0, 1, 0, 0, 0, 0, 3, 1), (0, 0, 0, 0, 0, 0, 0, 0, 2)]


def test_custom_scoring_two_one_nothing():
    # 0 draws 1 and 2 (0-0); 3 beats 1 1-0; 2 beats 3 3-0.
    results = [game(1, 0, 1, 0, 0), game(1, 3, 2, 0, 3), game(2, 0, 2, 0, 0), game(2, 3, 1, 1, 0)]
    # 2: D W, goals 3-0.   3: W L, goals 1-3 (gd -2).   0: D D, goals 0-0 (gd 0).   1: D L, goals 0-1.
    # 3-1-0: 2 = 4, 3 = 3, 0 = 2, 1 = 1.
    assert [(r.entrant, r.points) for r in standings(4, results)] == [(2, 4), (3, 3), (0, 2), (1, 1)]
    # 2-1-0: 2 = 3, 3 = 2, 0 = 2, 1 = 1 -> 3 and 0 level, gd puts 0 (0) above 3 (-2).
    rows = standings(4, results, Scoring(win=2, draw=1, loss=0))
    assert table(rows) == [
        (2, 2, 1, 1, 0, 3, 0, 3, 1),
        (0, 2, 0, 2, 0, 0, 0, 2, 2),
        (3, 2, 1, 0, 1, 1, 3, 2, 3),
        (1, 2, 0, 1, 1, 0, 1, 1, 4),
    ]


def test_custom_scoring_applies_in_the_mini_league():
    # Win 2, draw 1, loss 1 and a three-way cycle: 1 beats 0, 0 beats 2, 2 beats 1.
    # Each has a win (2) and a loss (1) = 3 points, all of it earned inside the group.
    results = [game(1, 1, 0, 1, 0), game(2, 0, 2, 1, 0), game(3, 2, 1, 1, 0)]
    rows = standings(3, results, Scoring(win=2, draw=1, loss=1), tiebreaks=("h2h",))
    # The mini-league also pays 1 for a loss, so every h2h score is 3 (not 2) and all share rank 1.
    assert [(r.entrant, r.points, r.tiebreaks["h2h"], r.rank) for r in rows] == [
        (0, 3, 3.0, 1), (1, 3, 3.0, 1), (2, 3, 3.0, 1)]


def test_shared_rank_when_points_and_every_tiebreak_are_equal():
    # 0 and 1 draw 1-1; 2 has not played. 0 and 1 are equal on everything and share first place;
    # the next rank is 3, not 2, and the shared places are listed in seed order.
    rows = standings(3, [game(1, 1, 0, 1, 1)], tiebreaks=TIEBREAKS)
    assert [(r.entrant, r.rank) for r in rows] == [(0, 1), (1, 1), (2, 3)]
    assert rows[0].tiebreaks == rows[1].tiebreaks == {"gd": 0.0, "h2h": 1.0, "sb": 0.5, "buchholz": 1.0, "gf": 1.0,
                                                   "won": 0.0}


def test_a_win_can_come_with_level_goals():
    # Won on time or by a shoot-out: the result names the winner, the goals stay level.
    rows = standings(2, [Result(1, 0, 1, (2, 2), 1)])
    assert table(rows) == [(1, 1, 1, 0, 0, 2, 2, 3, 1), (0, 1, 0, 0, 1, 2, 2, 0, 2)]


def test_no_games_lists_everyone_in_seed_order_sharing_first_place():
    assert [(r.entrant, r.rank, r.points) for r in standings(3, [])] == [(0, 1, 0), (1, 1, 0), (2, 1, 0)]
    assert standings(0, []) == []


# -- formats and validation ---------------------------------------------------------

@pytest.mark.parametrize("fmt,expected", [
    ("roundrobin", ("gd", "h2h", "sb")),
    ("double-roundrobin", ("gd", "h2h", "sb")),
    ("swiss", ("gd", "h2h", "buchholz")),
    ("elimination", ("gd", "gf")),
])
def test_tiebreaks_for_format(fmt, expected):
    assert tiebreaks_for(fmt) == expected


def test_tiebreaks_for_unknown_format():
    with pytest.raises(ValueError, match="no tie-breaks known for the format 'league'"):
        tiebreaks_for("league")


@pytest.mark.parametrize("results,message", [
    ([game(1, 0, 4, 1, 0)], "round 1: red entrant 4 is not in the tournament"),
    ([game(2, -1, 0, 1, 0)], "round 2: blue entrant -1 is not in the tournament"),
    ([Result(1, 7, None, (0, 0), 7)], "blue entrant 7 is not in the tournament"),
    ([Result(3, 2, 2, (1, 0), 2)], "round 3: entrant 2 cannot play against itself"),
    ([Result(1, 0, 1, (1, 0), 2)], "the winner 2 did not play in the game between 0 and 1"),
    ([Result(1, 0, None, (0, 0), 1)], r"the winner 1 did not play in the game between 0 \(a bye\)"),
    ([Result(1, 0, 1, (-1, 0), 1)], "a score is two goal counts of zero or more"),
])
def test_invalid_results_are_refused(results, message):
    with pytest.raises(ValueError, match=message):
        standings(4, results)


def test_unknown_or_repeated_tiebreaks_are_refused():
    with pytest.raises(ValueError, match="unknown tie-break 'goals' \\(known: gd, h2h, sb, buchholz, gf, won\\)"):
        standings(2, [], tiebreaks=("gd", "goals"))
    with pytest.raises(ValueError, match="the tie-break 'gd' is listed more than once"):
        standings(2, [], tiebreaks=("gd", "sb", "gd"))


def test_negative_entrant_count_is_refused():
    with pytest.raises(ValueError, match="cannot be negative"):
        standings(-1, [])


# -- properties over random tournaments ------------------------------------------------

@st.composite
def tournaments(draw: st.DrawFn) -> tuple[int, list[Result]]:
    n = draw(st.integers(1, 6))
    results: list[Result] = []
    for rnd in range(draw(st.integers(0, 14))):
        blue = draw(st.integers(0, n - 1))
        others = [e for e in range(n) if e != blue]
        if not others or draw(st.integers(0, 5)) == 0:
            results.append(Result(rnd, blue, None, (0, 0), draw(st.sampled_from([blue, None]))))
            continue
        red = draw(st.sampled_from(others))
        score = (draw(st.integers(0, 3)), draw(st.integers(0, 3)))
        results.append(Result(rnd, blue, red, score, draw(st.sampled_from([blue, red, None]))))
    return n, results


def handed_out(results: list[Result], scoring: Scoring) -> int:
    total = 0
    for r in results:
        if r.red is None:
            total += scoring.win
        elif r.winner is None:
            total += 2 * scoring.draw
        else:
            total += scoring.win + scoring.loss
    return total


def key(row: Row) -> tuple[float, ...]:
    return (row.points, *row.tiebreaks.values())


@settings(max_examples=150, deadline=None)
@given(
    tournaments(),
    st.builds(Scoring, st.integers(0, 4), st.integers(0, 4), st.integers(0, 4)),
    st.lists(st.sampled_from(TIEBREAKS), unique=True).map(tuple),
    st.data(),
)
def test_table_properties(tournament, scoring, tiebreaks, data):
    n, results = tournament
    rows = standings(n, results, scoring, tiebreaks)

    assert sorted(order(rows)) == list(range(n))
    assert sum(r.points for r in rows) == handed_out(results, scoring)
    assert sum(r.played for r in rows) == 2 * sum(r.red is not None for r in results)
    assert sum(r.goals_for for r in rows) == sum(r.goals_against for r in rows)
    assert all(list(r.tiebreaks) == list(tiebreaks) for r in rows)

    # Best first, ties listed by seed; ranks start at 1, never go down, and are shared exactly when
    # points and every tie-break are equal (competition ranking: a shared place skips the next ones).
    assert rows[0].rank == 1
    for i, (a, b) in enumerate(zip(rows, rows[1:]), start=1):
        assert key(a) >= key(b)
        assert a.rank <= b.rank
        if key(a) == key(b):
            assert a.entrant < b.entrant and a.rank == b.rank
        else:
            assert b.rank == i + 1

    # The order of the results list does not matter.
    shuffled = data.draw(st.permutations(results))
    assert standings(n, shuffled, scoring, tiebreaks) == rows
