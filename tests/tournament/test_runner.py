"""The tournament state machine: whole computer tournaments of every format, knockout ties, validation."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from engines import GAMES
from tournament.model import COIN, PLAYED, Config, Entrant, GameRecord
from tournament.runner import MAX_REPLAYS, Tournament, play_out
from tournament.standings import Scoring


def entrants(n: int, level: str = "random") -> tuple[Entrant, ...]:
    return tuple(Entrant(f"E{i}", "cpu", level) for i in range(n))


def config(fmt: str, n: int, events: tuple[str, ...] = ("jukem_soccer",), **kw: object) -> Config:
    return Config(format=fmt, events=events, entrants=entrants(n), seed=kw.pop("seed", 5), **kw)  # type: ignore[arg-type]


def played_out(cfg: Config) -> Tournament:
    t = Tournament(cfg)
    saved: list[GameRecord] = []
    play_out(t, saved.extend)
    assert t.finished
    assert [g for fx in t.fixtures for g in fx.games] == sorted(saved, key=lambda g: (g.fixture, g.index))
    return t


def pairs_met(t: Tournament) -> Counter[frozenset[int]]:
    return Counter(frozenset((fx.blue, fx.red)) for fx in t.fixtures if fx.red is not None)


@pytest.mark.parametrize("n", [2, 3, 5, 6])
def test_round_robin_plays_everyone_once_and_ranks_by_points(n):
    t = played_out(config("roundrobin", n))
    assert pairs_met(t) == Counter(frozenset(p) for p in combinations(range(n), 2))
    table = t.table()
    assert [r.points for r in table] == sorted((r.points for r in table), reverse=True)
    total = sum(r.points for r in table)
    games = [g for fx in t.fixtures for g in fx.games]
    assert total == sum(3 if g.winner is not None else 2 for g in games)
    firsts = [r.entrant for r in table if r.rank == 1]
    assert t.champions() == firsts
    assert t.champion() == (firsts[0] if len(firsts) == 1 else None)


def test_double_round_robin_meets_twice_with_colours_swapped():
    t = played_out(config("double-roundrobin", 4))
    assert set(pairs_met(t).values()) == {2}
    seatings = Counter((fx.blue, fx.red) for fx in t.fixtures)
    assert all(seatings[(a, b)] == 1 and seatings[(b, a)] == 1 for a, b in combinations(range(4), 2))


@pytest.mark.parametrize("n", [2, 5, 8])
def test_elimination_champion_wins_every_round(n):
    t = played_out(config("elimination", n))
    champ = t.champion()
    assert champ is not None
    rounds = t.rounds_total
    mine = [fx for fx in t.fixtures if champ in (fx.blue, fx.red)]
    assert [fx.round for fx in mine] == list(range(1, rounds + 1))
    assert all(fx.winner == champ for fx in mine)
    # knockout fixtures always have a winner; the ranking starts with the champion
    assert all(fx.winner is not None for fx in t.fixtures)
    assert t.ranking()[0] == (1, next(r for r in t.table() if r.entrant == champ))


def test_swiss_has_no_rematch_and_one_bye_at_most():
    t = played_out(config("swiss", 7, rounds=4))
    assert t.rounds_total == 4 and t.rounds_made == 4
    assert max(pairs_met(t).values()) == 1
    byes = Counter(fx.blue for fx in t.fixtures if fx.red is None)
    assert sum(byes.values()) == 4 and max(byes.values()) == 1
    assert "buchholz" in t.table()[0].tiebreaks


def test_pentathlon_plays_every_event_in_each_fixture_with_seats_alternating():
    events = tuple(GAMES)
    t = played_out(config("roundrobin", 3, events=events, pentathlon=True))
    for fx in t.fixtures:
        if fx.red is None:
            continue
        assert [g.game_id for g in fx.games] == list(events)
        for i, g in enumerate(fx.games):
            assert (g.blue, g.red) == ((fx.blue, fx.red) if i % 2 == 0 else (fx.red, fx.blue))
    out = t.to_json()
    assert out["game"] == "pentathlon" and out["events"] == list(events)


def test_same_seed_same_tournament_and_another_seed_differs():
    a = played_out(config("swiss", 6, seed=11)).to_json()
    b = played_out(config("swiss", 6, seed=11)).to_json()
    c = played_out(config("swiss", 6, seed=12)).to_json()
    assert a == b
    assert a["fixtures"] != c["fixtures"]


def test_report_has_fixture_results_and_standings():
    out = played_out(config("roundrobin", 4)).to_json()
    fx = next(f for f in out["fixtures"] if f["red"] != "bye")
    assert {"round", "blue", "red", "score", "winner"} <= set(fx)
    assert len(out["standings"]) == 4
    row = out["standings"][0]
    assert {"name", "points", "tiebreaks", "place"} <= set(row)
    assert set(row["tiebreaks"]) == {"gd", "h2h", "sb"}


def test_custom_points_are_used():
    t = played_out(config("roundrobin", 4, scoring=Scoring(2, 1, 0)))
    games = [g for fx in t.fixtures for g in fx.games]
    assert sum(r.points for r in t.table()) == sum(2 if g.winner is not None else 2 for g in games)


# -- knockout ties --------------------------------------------------------------------
def draw(t: Tournament, fixture: int = 0) -> list[GameRecord]:
    spec = t.next_spec(t.fixtures[fixture])
    assert spec is not None
    return t.record(GameRecord.of(spec, (1, 1), None))


def win(t: Tournament, seat: int, fixture: int = 0) -> list[GameRecord]:
    spec = t.next_spec(t.fixtures[fixture])
    assert spec is not None
    return t.record(GameRecord.of(spec, (2, 0) if seat == 0 else (0, 2), seat))


def test_knockout_draw_is_replayed_with_seats_swapped_then_settled_by_coin():
    t = Tournament(config("elimination", 2))
    fx = t.fixtures[0]
    seats = []
    for i in range(MAX_REPLAYS + 1):
        spec = t.next_spec(fx)
        assert spec is not None and spec.replay == i and spec.knockout
        seats.append((spec.blue, spec.red))
        added = draw(t)
    assert seats[0] == (fx.blue, fx.red) and seats[1] == (fx.red, fx.blue) and seats[2] == seats[0]
    assert len(added) == 2 and added[1].method == COIN
    assert fx.done and fx.winner == added[1].winner
    assert t.finished and t.champion() == fx.winner
    # the coin is the seed's: a rebuilt tournament tosses the same, and a forged toss is refused
    again = Tournament(t.config)
    again.restore([g for g in fx.games])
    assert again.fixtures[0].games == fx.games
    forged = Tournament(t.config)
    stored = list(fx.games)
    stored[-1] = GameRecord(**{**stored[-1].__dict__, "winner": 1 - stored[-1].winner})
    with pytest.raises(ValueError):
        forged.restore(stored)


def test_a_knockout_coin_differs_between_seeds():
    winners = set()
    for seed in range(12):
        t = Tournament(config("elimination", 2, seed=seed))
        for _ in range(MAX_REPLAYS + 1):
            draw(t)
        winners.add(t.champion())
    assert winners == {0, 1}


def test_knockout_win_after_a_draw_needs_no_coin():
    t = Tournament(config("elimination", 2))
    draw(t)
    added = win(t, 0)  # seats are swapped in the replay: seat 0 is the fixture's red
    assert [g.method for g in added] == [PLAYED]
    assert t.fixtures[0].winner == t.fixtures[0].red


def test_pentathlon_knockout_level_on_games_goes_to_a_decider():
    events = ("penguin_soccer", "jukem_soccer")
    t = Tournament(config("elimination", 2, events=events, pentathlon=True))
    fx = t.fixtures[0]
    win(t, 0)  # blue wins event 1
    win(t, 0)  # seats swap for event 2: red wins it
    assert not fx.done
    spec = t.next_spec(fx)
    assert spec is not None and spec.game_id in events and spec.index == 2
    win(t, 1)
    assert fx.done and fx.winner == spec.red


def test_league_pentathlon_fixture_winner_by_points():
    events = ("penguin_soccer", "jukem_soccer")
    t = Tournament(config("roundrobin", 2, events=events, pentathlon=True))
    fx = t.fixtures[0]
    win(t, 0)
    draw(t)
    assert fx.done and fx.winner == fx.blue
    assert fx.goals() == (3, 1)


# -- validation ------------------------------------------------------------------------
def test_record_refuses_a_game_that_is_not_next():
    t = Tournament(config("roundrobin", 4))
    spec = t.next_game()
    assert spec is not None
    good = GameRecord.of(spec, (1, 0), 0)
    with pytest.raises(ValueError):
        t.record(GameRecord(**{**good.__dict__, "seed": good.seed + 1}))
    with pytest.raises(ValueError):
        t.record(GameRecord(**{**good.__dict__, "blue": good.red, "red": good.blue}))
    with pytest.raises(ValueError):
        t.record(GameRecord(**{**good.__dict__, "fixture": 99}))
    with pytest.raises(ValueError):
        t.record(GameRecord(**{**good.__dict__, "method": COIN}))
    t.record(good)
    with pytest.raises(ValueError):
        t.record(good)


@pytest.mark.parametrize("kw,words", [
    (dict(format="cup"), "unknown format"),
    (dict(entrants=entrants(1)), "2 to 16"),
    (dict(entrants=entrants(17)), "2 to 16"),
    (dict(entrants=(Entrant("A"), Entrant("a"))), "must differ"),
    (dict(rounds=3), "Swiss"),
    (dict(format="swiss", rounds=9), "1 to 3"),
    (dict(events=()), "at least one"),
])
def test_bad_configs_are_refused_with_a_reason(kw, words):
    base = dict(format="roundrobin", events=("jukem_soccer",), entrants=entrants(4))
    with pytest.raises(ValueError, match=words):
        Config(**{**base, **kw})  # type: ignore[arg-type]


def test_config_and_records_round_trip_json():
    cfg = config("swiss", 5, rounds=2, clock="10+5", scoring=Scoring(2, 1, 0), name="Club night")
    assert Config.from_json(cfg.to_json()) == cfg
    t = played_out(cfg)
    for fx in t.fixtures:
        for g in fx.games:
            assert GameRecord.from_json(g.to_json()) == g


@pytest.mark.parametrize("text", ["A=cpu:hard", "A=cpu", "A=human"])
def test_entrant_parse(text):
    e = Entrant.parse(text)
    assert e.name == "A" and Entrant.parse(f"A={e.spec}") == e


@pytest.mark.parametrize("text", ["A", "=cpu", "A=cpu:genius", "A=robot"])
def test_entrant_parse_refuses(text):
    with pytest.raises(ValueError):
        Entrant.parse(text)


def test_knockout_games_turn_on_the_engines_own_tie_break(monkeypatch):
    import tournament.runner
    from tournament.runner import knockout_options, play_cpu_game

    assert knockout_options("jukem_soccer") == {"max_golden_deals": 30}
    assert knockout_options("penguin_soccer") == {}  # no tie-break of its own: replays, then the coin
    seen: list[dict] = []
    real = tournament.runner.play_match

    def spy(engine, seed, levels, bot_seed, options=None, **kw):
        seen.append(dict(options or {}))
        return real(engine, seed, levels, bot_seed, options, **kw)

    monkeypatch.setattr(tournament.runner, "play_match", spy)
    for fmt in ("elimination", "roundrobin"):
        t = Tournament(config(fmt, 2))
        spec = t.next_game()
        assert spec is not None
        play_cpu_game(t.config, spec)
    assert seen == [{"max_golden_deals": 30}, {}]


def test_a_swiss_with_no_pairing_left_ends_early_with_a_note(monkeypatch):
    import tournament.runner as runner

    t = Tournament(config("swiss", 4, rounds=3))
    calls = {"n": 0}
    real = runner.swiss_round

    def stuck(*args, **kw):
        calls["n"] += 1
        raise ValueError("no pairing without a rematch")

    monkeypatch.setattr(runner, "swiss_round", stuck)
    play_out(t, lambda games: None)
    assert calls["n"] == 1 and t.finished and t.rounds_total == 1
    assert "rematch" in t.note and t.to_json()["note"] == t.note
    monkeypatch.setattr(runner, "swiss_round", real)


def test_a_shared_first_place_has_joint_champions_and_no_single_one():
    t = Tournament(config("roundrobin", 2))
    draw(t)
    assert t.finished and t.champions() == [0, 1] and t.champion() is None
    out = t.to_json()
    assert out["champion"] is None and out["joint_champions"] == ["E0", "E1"]


def test_knockout_places_go_by_round_reached_then_goal_difference_then_goals():
    # 4 entrants: semi-finals 0v3 and 1v2, then the final. The losers of the semis share the
    # round reached; the one who lost by less goes third.
    t = Tournament(config("elimination", 4))
    semis = [fx.id for fx in t.fixtures]
    for fid, score in zip(semis, ((5, 0), (2, 1))):
        spec = t.next_spec(t.fixtures[fid])
        assert spec is not None
        t.record(GameRecord.of(spec, score, 0))
    final = next(fx for fx in t.fixtures if fx.round == 2)
    spec = t.next_spec(final)
    assert spec is not None
    t.record(GameRecord.of(spec, (1, 0), 0))
    places = {row.entrant: place for place, row in t.ranking()}
    loser_big = t.fixtures[semis[0]].red   # lost 0-5
    loser_close = t.fixtures[semis[1]].red  # lost 1-2
    assert places[final.winner] == 1 and places[final.blue if final.winner == final.red else final.red] == 2
    assert places[loser_close] == 3 and places[loser_big] == 4


def test_a_swiss_bye_in_a_pentathlon_is_worth_a_match_won():
    events = ("penguin_soccer", "jukem_soccer")
    t = Tournament(config("swiss", 3, events=events, pentathlon=True, rounds=1))
    bye = next(fx for fx in t.fixtures if fx.red is None)
    row = next(r for r in t.table() if r.entrant == bye.blue)
    assert row.points == 3 * len(events) and row.won == len(events)
