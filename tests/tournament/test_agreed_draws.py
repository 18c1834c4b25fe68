"""A draw the players agreed (the Match's draw offer) in a tournament: stored and read back, worth a draw's
points in a league, replayed with the seats swapped in a knockout, and said in words."""

from __future__ import annotations

import json

import pytest

from scenes.tournament.fixture_words import games_note
from tournament.model import AGREED, Config, Entrant, GameRecord
from tournament.runner import Tournament
from tournament.store import TournamentStore


def config(fmt: str) -> Config:
    return Config(format=fmt, events=("penguin_soccer",), seed=4,
                  entrants=(Entrant("Ann", "human"), Entrant("Bo", "human")))


def agreed(t: Tournament) -> GameRecord:
    spec = t.next_game()
    assert spec is not None
    record = GameRecord.of(spec, (0, 0), None, AGREED, ("M>N/N", "m>S/S"))
    t.record(record)
    return record


def test_an_agreed_draw_is_stored_and_counts_a_draw_in_a_league(tmp_path) -> None:  # noqa: ANN001
    t = Tournament(config("roundrobin"))
    g = agreed(t)
    assert t.finished
    ann, bo = (row for _, row in t.ranking())
    assert ann.points == bo.points == t.config.scoring.draw
    assert games_note(t, t.fixtures[0]) == "drawn by agreement"
    assert GameRecord.from_json(json.loads(json.dumps(g.to_json()))) == g
    with TournamentStore(tmp_path / "t.sqlite3") as store:
        tid = store.create(t.config)
        store.add_games(tid, [g], finished=True)
        assert store.load(tid).to_json() == t.to_json()


def test_a_knockout_replays_an_agreed_draw_with_the_seats_swapped() -> None:
    t = Tournament(config("elimination"))
    first = agreed(t)
    fx = t.fixtures[0]
    assert not fx.done
    spec = t.next_spec(fx)
    assert spec is not None and spec.replay == 1 and (spec.blue, spec.red) == (first.red, first.blue)


def test_an_agreed_draw_with_a_winner_is_refused() -> None:
    with pytest.raises(ValueError, match="no winner"):
        GameRecord(0, 0, "penguin_soccer", 1, 0, 1, (0, 0), 0, AGREED)
