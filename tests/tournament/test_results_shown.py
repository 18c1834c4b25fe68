"""What a tournament says of its results: shoot-outs in words and numbers, and a Pentathlon's table
that never adds goals of different games."""

from __future__ import annotations

import csv
import io
import json

from engines import GAMES
from scenes.tournament.fixture_words import games_note, score_text
from tournament.model import Config, Entrant, GameRecord
from tournament.playout import play_match
from tournament.runner import Tournament, knockout_options

NAMES = ("Ann", "Bo", "Cy", "Di")


def config(fmt: str, n: int, events: tuple[str, ...], pentathlon: bool = False) -> Config:
    return Config(format=fmt, events=events, entrants=tuple(Entrant(NAMES[i]) for i in range(n)), seed=9,
                  pentathlon=pentathlon)


def test_a_game_record_keeps_its_shootout_and_old_records_have_none() -> None:
    g = GameRecord(0, 0, "kortfotboll", 1, 0, 1, (1, 1), 1, shootout=(3, 4))
    assert GameRecord.from_json(json.loads(json.dumps(g.to_json()))) == g
    old = g.to_json()
    del old["shootout"]
    assert GameRecord.from_json(old).shootout is None
    assert "shootout" not in GameRecord(0, 0, "kortfotboll", 1, 0, 1, (2, 1), 0).to_json()
    assert g.side(1) == ((1, 1), (4, 3)) and g.side(0) == ((1, 1), (3, 4))


def test_a_computer_game_decided_on_penalties_records_its_shootout() -> None:
    engine = GAMES["kortfotboll"]
    for seed in range(40):
        result = play_match(engine, seed, ("random", "random"), seed + 1, knockout_options("kortfotboll"))
        if result.shootout is not None:
            break
    else:
        raise AssertionError("no shoot-out in 40 games")
    a, b = result.shootout
    assert result.scores[0] == result.scores[1] and (a > b) == (result.winner == 0)


def knockout_with_a_shootout() -> Tournament:
    t = Tournament(config("elimination", 2, ("kortfotboll",)))
    spec = t.next_game()
    assert spec is not None and spec.knockout
    t.record(GameRecord.of(spec, (1, 1), 1, shootout=(3, 4)))
    assert t.finished
    return t


def test_a_shootout_is_reported_in_the_json_the_csv_and_the_hub() -> None:
    t = knockout_with_a_shootout()
    g = t.fixtures[0].games[0]
    blue, red = t.name(g.blue), t.name(g.red)
    words = f"1-1, {red} wins 4-3 on penalties"
    game = t.to_json()["fixtures"][0]["games"][0]
    assert game["shootout"] == [3, 4] and game["result"] == words
    rows = list(csv.reader(io.StringIO(t.to_csv())))
    head, first = rows[0], rows[1]
    assert head[:9] == ["round", "fixture", "game", "blue", "red", "blue_goals", "red_goals", "blue_penalties",
                        "red_penalties"]
    assert first[5:9] == ["1", "1", "3", "4"] and first[head.index("result")] == words
    fx = t.fixtures[0]
    assert score_text(fx, t) == "1 - 1"
    side = (3, 4) if fx.blue == g.blue else (4, 3)
    assert games_note(t, fx) == f"{red} wins {max(side)}-{min(side)} on penalties"
    assert blue != red


def pentathlon_level_on_points() -> Tournament:
    """Ann and Bo each win two events and draw one: Ann's wins are 35-0 in Jukem Football and 2-0 in
    Penguin Soccer, Bo's 1-0 and 1-0. Adding the goals would put Ann far ahead; they are level."""
    scores = {"penguin_soccer": (2, 0), "jukem_football": (35, 0), "jukem_soccer": (0, 1), "goal": (0, 1),
              "kortfotboll": (1, 1)}
    events = tuple(g for g in GAMES if g in scores)  # these five events (a game added later plays in none)
    t = Tournament(config("roundrobin", 2, events, pentathlon=True))
    while (spec := t.next_game()) is not None:
        a, b = scores[spec.game_id]
        ann_blue = spec.blue == 0
        score = (a, b) if ann_blue else (b, a)
        winner = None if a == b else ((0 if ann_blue else 1) if a > b else (1 if ann_blue else 0))
        t.record(GameRecord.of(spec, score, winner))
    assert t.finished
    return t


def test_a_pentathlon_table_counts_points_per_event_never_goals() -> None:
    t = pentathlon_level_on_points()
    assert t.tiebreaks == ("h2h", "sb", "won")
    (p1, ann), (p2, bo) = t.ranking()
    assert p1 == p2 == 1 and ann.points == bo.points == 7  # shared: goals of different games are not added
    assert ann.events == {"penguin_soccer": 3, "jukem_football": 3, "jukem_soccer": 0, "goal": 0, "kortfotboll": 1}
    standing = t.to_json()["standings"][0]
    assert "goals_for" not in standing and "goal_difference" not in standing
    assert standing["events"] == {e: ann.events[e] for e in t.config.events}
    fx = t.to_json()["fixtures"][0]
    assert fx["score"] == [2, 2] and fx["score_is"] == "games won"  # events won, not 38-3
    assert score_text(t.fixtures[0], t) == "2 - 2"
    header = t.to_csv().split("\n\n")[1].splitlines()[0].split(",")
    assert "goals_for" not in header and [h for h in header if h in GAMES] == list(t.config.events)


def test_a_single_game_tournament_still_counts_goals() -> None:
    t = Tournament(config("roundrobin", 2, ("penguin_soccer",)))
    spec = t.next_game()
    assert spec is not None
    t.record(GameRecord.of(spec, (1, 0), 0))
    assert t.tiebreaks == ("gd", "h2h", "sb")
    assert "goal_difference" in t.to_json()["standings"][0] and t.to_json()["fixtures"][0]["score_is"] == "goals"


def test_a_pentathlon_knockout_ranks_by_round_then_games_won() -> None:
    t = Tournament(config("elimination", 4, tuple(GAMES), pentathlon=True))
    while (spec := t.next_game()) is not None:
        # the blue seat always wins, by a Jukem Football landslide or a single goal
        t.record(GameRecord.of(spec, (50, 0) if spec.game_id == "jukem_football" else (1, 0), 0))
    assert t.finished and t.tiebreaks == ("won",)
    places = [p for p, _ in t.ranking()]
    assert places[0] == 1 and places[1] == 2
