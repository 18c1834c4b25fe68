"""A tournament as it runs: fixtures round by round, results in, standings out.

`Tournament` is a pure, deterministic state machine over a `Config`: it makes
the fixtures of each round (Berger tables, a seeded bracket, Swiss pairings),
says which game is to be played next in each fixture, takes finished games
(`record`) and opens the next round when one is complete. Its whole state
follows from the configuration plus the recorded games, so the store keeps
only those and a resumed tournament is rebuilt by recording them again.

Knockout games never end in a draw. A game's own tie-break is applied by the
engine when it offers one (an engine module may define `KNOCKOUT_OPTIONS`,
the options that turn its tie-break on: more golden-goal deals, a shoot-out).
If a knockout game is still drawn, it is replayed with the seats swapped, up
to MAX_REPLAYS times, and then settled by a seeded coin toss, the rulings'
answer to every "who goes first" question. In a Pentathlon, a knockout match
level on games won after every event goes to a deciding game of an event
drawn by lot.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from typing import Any

from engines import GAMES
from engines.common.results import result_words
from engines.common.protocol import GameModule
from engines.common.rng import derive
from tournament.playout import play_match
from tournament.model import (
    CAPPED,
    COIN,
    FORMAT_NAMES,
    PLAYED,
    Config,
    Fixture,
    GameRecord,
    GameSpec,
)
from tournament.pairings import (
    elimination_bracket,
    elimination_next,
    elimination_rounds,
    round_robin,
    swiss_default_rounds,
    swiss_round,
)
from tournament.standings import Result, Row, standings, tiebreaks_for

MAX_REPLAYS = 2
COIN_SALT = 0xC014


class Tournament:
    """Fixtures, results and standings of one tournament."""

    def __init__(self, config: Config) -> None:
        self.config = config
        self.n = len(config.entrants)
        self.fixtures: list[Fixture] = []
        #: Why the tournament ended early, if it did (a Swiss field with no pairing left).
        self.note = ""
        if config.format in ("roundrobin", "double-roundrobin"):
            schedule = round_robin(self.n, 2 if config.format == "double-roundrobin" else 1)
            self.rounds_total = len(schedule)
            for r, pairs in enumerate(schedule, start=1):
                self._add_round(r, pairs)
        elif config.format == "elimination":
            self.rounds_total = elimination_rounds(self.n)
            self._add_round(1, elimination_bracket(self.n))
        else:
            self.rounds_total = config.rounds or swiss_default_rounds(self.n)
            self._open_swiss_round(1)
        self._open_next_rounds()

    # -- names --------------------------------------------------------------
    def name(self, entrant: int | None) -> str:
        return "bye" if entrant is None else self.config.entrants[entrant].name

    @property
    def title(self) -> str:
        return f"{self.config.name}: {self.config.game_label}, {FORMAT_NAMES[self.config.format]}"

    # -- rounds ---------------------------------------------------------------
    def _add_round(self, r: int, pairs: list[tuple[int | None, int | None]]) -> None:
        for blue, red in pairs:
            if blue is None:
                blue, red = red, None
            if blue is None:
                continue  # a pairing of two byes: nobody plays
            fx = Fixture(len(self.fixtures), r, blue, red)
            if red is None:
                fx.done = True
                fx.winner = blue if self.config.format in ("elimination", "swiss") else None
            self.fixtures.append(fx)

    def _open_swiss_round(self, r: int) -> None:
        points: dict[int, float] = {row.entrant: float(row.points) for row in self.table()}
        played: set[frozenset[int]] = set()
        blues = {e: 0 for e in range(self.n)}
        reds = {e: 0 for e in range(self.n)}
        had_bye: set[int] = set()
        for fx in self.fixtures:
            if fx.red is None:
                had_bye.add(fx.blue)
                continue
            played.add(frozenset((fx.blue, fx.red)))
            blues[fx.blue] += 1
            reds[fx.red] += 1
        self._add_round(r, swiss_round(self.n, points, played, blues, reds, had_bye))

    def round_fixtures(self, r: int) -> list[Fixture]:
        return [fx for fx in self.fixtures if fx.round == r]

    @property
    def rounds_made(self) -> int:
        return max((fx.round for fx in self.fixtures), default=0)

    @property
    def current_round(self) -> int:
        """The lowest round with a fixture still to play (rounds_total + 1 when finished)."""
        open_rounds = [fx.round for fx in self.fixtures if not fx.done]
        return min(open_rounds) if open_rounds else self.rounds_total + 1

    def _open_next_rounds(self) -> None:
        """Open the next round of a bracket or Swiss event once the last one is complete."""
        while self.rounds_made < self.rounds_total and all(fx.done for fx in self.fixtures):
            r = self.rounds_made + 1
            if self.config.format == "elimination":
                winners = [fx.winner for fx in self.round_fixtures(r - 1)]
                self._add_round(r, elimination_next(winners))
            else:
                try:
                    self._open_swiss_round(r)
                except ValueError:
                    # Every legal pairing would be a rematch: the event ends here, as a chess arbiter would.
                    self.note = f"Ended after round {r - 1}: every pairing left would have been a rematch."
                    self.rounds_total = r - 1

    @property
    def finished(self) -> bool:
        return self.rounds_made >= self.rounds_total and all(fx.done for fx in self.fixtures)

    # -- games ----------------------------------------------------------------
    def _progress(self, fx: Fixture) -> tuple[list[int], int]:
        """Knockout: the winners of the decided legs so far and the draws in the current leg."""
        winners: list[int] = []
        draws = 0
        for g in fx.games:
            if g.winner is None:
                draws += 1
            else:
                winners.append(g.winner)
                draws = 0
        return winners, draws

    def _event(self, fx: Fixture, leg: int) -> str:
        events = self.config.events
        if leg < len(events):
            return events[leg]
        return events[derive(self.config.seed, fx.id, leg) % len(events)]  # a decider, by lot

    def next_spec(self, fx: Fixture) -> GameSpec | None:
        """The next game of a fixture, or None when it is done."""
        if fx.done or fx.red is None:
            return None
        index = len(fx.games)
        seed = derive(self.config.seed, fx.id, index)
        if not self.config.knockout:
            leg, replay = index, 0
        else:
            winners, replay = self._progress(fx)
            leg = len(winners)
        seats = (fx.blue, fx.red) if (leg + replay) % 2 == 0 else (fx.red, fx.blue)
        return GameSpec(fx.id, index, self._event(fx, leg), seed, seats[0], seats[1], self.config.knockout, replay)

    def open_fixtures(self) -> list[Fixture]:
        """Fixtures that may be played now: every unplayed league game, or the current round's."""
        if self.config.format in ("roundrobin", "double-roundrobin"):
            return [fx for fx in self.fixtures if not fx.done]
        return [fx for fx in self.fixtures if not fx.done and fx.round == self.current_round]

    def next_game(self) -> GameSpec | None:
        """The first game still to play, in fixture order (None when the tournament is over)."""
        for fx in self.open_fixtures():
            spec = self.next_spec(fx)
            if spec is not None:
                return spec
        return None

    def record(self, game: GameRecord) -> list[GameRecord]:
        """Take a finished game; returns the records to store (it, plus a coin toss if one settled a tie)."""
        if not 0 <= game.fixture < len(self.fixtures):
            raise ValueError(f"there is no fixture {game.fixture}")
        fx = self.fixtures[game.fixture]
        if game.method == COIN:
            raise ValueError(f"fixture {fx.id}: coin tosses are made by the tournament, not recorded into it")
        spec = self.next_spec(fx)
        if spec is None:
            raise ValueError(f"fixture {fx.id} ({self.name(fx.blue)} v {self.name(fx.red)}) is already decided")
        got = (game.index, game.game_id, game.seed, game.blue, game.red)
        want = (spec.index, spec.game_id, spec.seed, spec.blue, spec.red)
        if got != want:
            raise ValueError(f"fixture {fx.id}: expected game {want}, got {got}")
        added = [game]
        self._append(fx, game)
        if self.config.knockout and game.winner is None and self._progress(fx)[1] > MAX_REPLAYS:
            coin = self._coin(fx)
            self._append(fx, coin)
            added.append(coin)
        return added

    def restore(self, games: list[GameRecord]) -> None:
        """Record stored games again (a resumed tournament); the coin tosses must come out the same."""
        for game in games:
            if game.method == COIN:
                fx = self.fixtures[game.fixture] if 0 <= game.fixture < len(self.fixtures) else None
                if fx is None or game not in fx.games:
                    raise ValueError(f"fixture {game.fixture}: a stored coin toss that the seed does not give")
                continue
            self.record(game)

    def _coin(self, fx: Fixture) -> GameRecord:
        """The seeded coin toss that settles a knockout game drawn MAX_REPLAYS + 1 times."""
        last = fx.games[-1]
        index = len(fx.games)
        heads = derive(self.config.seed, fx.id, index, COIN_SALT) & 1
        winner = (last.blue, last.red)[heads]
        return GameRecord(fx.id, index, last.game_id, derive(self.config.seed, fx.id, index), last.blue, last.red,
                          (0, 0), winner, COIN)

    def _append(self, fx: Fixture, game: GameRecord) -> None:
        fx.games.append(game)
        self._settle(fx)
        if fx.done:
            self._open_next_rounds()

    def _settle(self, fx: Fixture) -> None:
        """Mark a fixture done (with its winner) when its games decide it."""
        assert fx.red is not None
        events = len(self.config.events)
        if self.config.knockout:
            winners, _ = self._progress(fx)
            a, b = winners.count(fx.blue), winners.count(fx.red)
            if len(winners) >= events and a != b:
                fx.done, fx.winner = True, fx.blue if a > b else fx.red
            return
        if len(fx.games) < events:
            return
        s = self.config.scoring
        earned = {fx.blue: 0, fx.red: 0}
        for g in fx.games:
            for e in (g.blue, g.red):
                earned[e] += s.draw if g.winner is None else (s.win if g.winner == e else s.loss)
        fx.done = True
        fx.winner = None if earned[fx.blue] == earned[fx.red] else max(earned, key=lambda e: earned[e])

    # -- standings ----------------------------------------------------------------
    def results(self) -> list[Result]:
        """Every game for the table (coin tosses are not games; a Swiss bye scores as a win)."""
        out: list[Result] = []
        for fx in self.fixtures:
            if fx.red is None:
                if self.config.format == "swiss":
                    # A bye is a match won: in a Pentathlon, a win in every event.
                    out.extend(Result(fx.round, fx.blue, None, (0, 0), fx.blue, event)
                               for event in self.config.events)
                continue
            for g in fx.games:
                if g.method != COIN:
                    out.append(Result(fx.round, g.blue, g.red, g.score, g.winner, g.game_id))
        return out

    def table(self) -> list[Row]:
        """Points and tie-breaks, best first."""
        return standings(self.n, self.results(), self.config.scoring, self.tiebreaks)

    @property
    def tiebreaks(self) -> tuple[str, ...]:
        """The table's tie-breaks, in order (a Pentathlon's never add goals of different games)."""
        return tiebreaks_for(self.config.format, self.config.pentathlon)

    def fixture_score(self, fx: Fixture) -> tuple[int, int] | None:
        """A fixture's score from blue's and red's side: goals, or in a Pentathlon the events won (its
        games' goals are of different games and are never added); None before a game is played."""
        if not any(g.method != COIN for g in fx.games):
            return None
        return fx.games_won() if self.config.pentathlon else fx.goals()

    def game_words(self, g: GameRecord) -> str:
        """One game's result in words from its blue's side: '1-1, Bo wins 4-3 on penalties', '2-0, Ann wins'."""
        seat = None if g.winner is None else (0 if g.winner == g.blue else 1)
        return result_words(g.score, seat, (self.name(g.blue), self.name(g.red)), g.shootout)

    def reached(self, entrant: int) -> int:
        """Knockout: the last round an entrant played in (rounds_total + 1 for the champion)."""
        rounds = [fx.round for fx in self.fixtures if entrant in (fx.blue, fx.red)]
        last = max(rounds, default=0)
        if self.finished and entrant == self.champion():
            return self.rounds_total + 1
        return last

    def ranking(self) -> list[tuple[int, Row]]:
        """(place, row) best first: the table, or for a knockout the round reached, then goal
        difference, then goals scored (a Pentathlon: games won, then points; a place is shared when all
        three are equal)."""
        rows = self.table()
        if self.config.format != "elimination":
            return [(row.rank, row) for row in rows]

        def key(row: Row) -> tuple[int, int, int]:
            if self.config.pentathlon:  # goals of different games are never added: games won, then points
                return (-self.reached(row.entrant), -row.won, -row.points)
            return (-self.reached(row.entrant), -row.goal_difference, -row.goals_for)

        rows.sort(key=lambda row: (key(row), row.entrant))
        return [(1 + sum(1 for o in rows if key(o) < key(row)), row) for row in rows]

    def champions(self) -> list[int]:
        """Whoever finished first once the tournament is over: one entrant, or all who share first place."""
        if not self.finished:
            return []
        if self.config.format == "elimination":
            final = self.round_fixtures(self.rounds_total)
            return [final[0].winner] if final and final[0].winner is not None else []
        return [row.entrant for place, row in self.ranking() if place == 1]

    def champion(self) -> int | None:
        """The winner once the tournament is finished (None while it runs, or when first place is shared)."""
        first = self.champions()
        return first[0] if len(first) == 1 else None

    # -- export ------------------------------------------------------------------
    def fixture_json(self, fx: Fixture) -> dict[str, Any]:
        """A fixture: `score` is goals, or in a Pentathlon games won (`score_is` says which); each game
        has its own score, its `shootout` (null if none) and its `result` in words."""
        score = self.fixture_score(fx)
        return {
            "id": fx.id,
            "round": fx.round,
            "blue": self.name(fx.blue),
            "red": self.name(fx.red),
            "score": list(score) if score is not None else None,
            "score_is": "games won" if self.config.pentathlon else "goals",
            "winner": self.name(fx.winner) if fx.winner is not None else None,
            "done": fx.done,
            "games": [{
                "game": g.game_id, "seed": g.seed, "blue": self.name(g.blue), "red": self.name(g.red),
                "score": list(g.score), "winner": self.name(g.winner) if g.winner is not None else None,
                "shootout": list(g.shootout) if g.shootout is not None else None,
                "result": self.game_words(g) if g.method != COIN else f"coin toss: {self.name(g.winner)}",
                "method": g.method, "plies": len(g.actions),
            } for g in fx.games],
        }

    def standings_json(self) -> list[dict[str, Any]]:
        """The table; a Pentathlon's has points per event (`events`) instead of goals."""
        out: list[dict[str, Any]] = []
        for place, row in self.ranking():
            line: dict[str, Any] = {
                "place": place,
                "name": self.name(row.entrant),
                "entrant": self.config.entrants[row.entrant].spec,
                "points": row.points,
                "played": row.played,
                "won": row.won,
                "drawn": row.drawn,
                "lost": row.lost,
            }
            if self.config.pentathlon:
                line["events"] = {e: row.events.get(e, 0) for e in self.config.events}
            else:
                line.update(goals_for=row.goals_for, goals_against=row.goals_against,
                            goal_difference=row.goal_difference)
            line["tiebreaks"] = {k: round(v, 3) for k, v in row.tiebreaks.items()}
            out.append(line)
        return out

    def to_json(self) -> dict[str, Any]:
        """The whole tournament for export and for the command line's report."""
        champion = self.champion()
        return {
            "tournament": self.config.name,
            "format": self.config.format,
            "game": "pentathlon" if self.config.pentathlon else self.config.events[0],
            "events": list(self.config.events),
            "seed": self.config.seed,
            "clock": self.config.clock,
            "scoring": {"win": self.config.scoring.win, "draw": self.config.scoring.draw,
                        "loss": self.config.scoring.loss},
            "rounds": self.rounds_total,
            "finished": self.finished,
            "note": self.note,
            "champion": self.name(champion) if champion is not None else None,
            "joint_champions": [self.name(e) for e in self.champions()] if champion is None else [],
            "fixtures": [self.fixture_json(fx) for fx in self.fixtures],
            "standings": self.standings_json(),
        }

    def to_csv(self) -> str:
        """Two tables, fixtures then standings, as one CSV text."""
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        w.writerow(["round", "fixture", "game", "blue", "red", "blue_goals", "red_goals", "blue_penalties",
                    "red_penalties", "winner", "method", "result"])
        for fx in self.fixtures:
            if fx.red is None:
                w.writerow([fx.round, fx.id, "", self.name(fx.blue), "bye",
                            "", "", "", "", self.name(fx.winner) if fx.winner is not None else "", "bye", "bye"])
            for g in fx.games:
                pens = list(g.shootout) if g.shootout is not None else ["", ""]
                words = self.game_words(g) if g.method != COIN else f"coin toss: {self.name(g.winner)}"
                w.writerow([fx.round, fx.id, g.game_id, self.name(g.blue), self.name(g.red), g.score[0], g.score[1],
                            *pens, self.name(g.winner) if g.winner is not None else "", g.method, words])
        w.writerow([])
        names = self.tiebreaks
        # A Pentathlon's table has each event's points instead of goals (goals of different games).
        middle = list(self.config.events) if self.config.pentathlon else ["goals_for", "goals_against",
                                                                           "goal_difference"]
        w.writerow(["place", "name", "points", "played", "won", "drawn", "lost", *middle, *names])
        for place, row in self.ranking():
            values: list[int] = ([row.events.get(e, 0) for e in self.config.events] if self.config.pentathlon
                                 else [row.goals_for, row.goals_against, row.goal_difference])
            w.writerow([place, self.name(row.entrant), row.points, row.played, row.won, row.drawn, row.lost,
                        *values, *(round(row.tiebreaks.get(k, 0.0), 3) for k in names)])
        return out.getvalue()


def knockout_options(game_id: str) -> dict[str, Any]:
    """The engine's own tie-break options for knockout games (empty if it has none)."""
    engine: GameModule = GAMES[game_id]
    return dict(engine.INFO.knockout_options)


def play_cpu_game(config: Config, spec: GameSpec) -> GameRecord:
    """Play one computer-v-computer game to the end, headless, and record it."""
    engine = GAMES[spec.game_id]
    entrants = config.entrants
    levels = (entrants[spec.blue].level, entrants[spec.red].level)
    options = knockout_options(spec.game_id) if spec.knockout else {}
    result = play_match(engine, spec.seed, levels, derive(spec.seed, 7), options)
    return GameRecord.of(spec, result.scores, result.winner, CAPPED if result.capped else PLAYED,
                         tuple(result.actions), shootout=result.shootout)


def play_out(tournament: Tournament, save: Callable[[list[GameRecord]], None],
             progress: Callable[[GameSpec, GameRecord], None] | None = None) -> None:
    """Play every remaining game between computer entrants, saving each result as it ends."""
    while (spec := tournament.next_game()) is not None:
        entrants = tournament.config.entrants
        if not (entrants[spec.blue].is_cpu and entrants[spec.red].is_cpu):
            raise ValueError(f"{entrants[spec.blue].name} v {entrants[spec.red].name} needs a human at the table")
        game = play_cpu_game(tournament.config, spec)
        added = tournament.record(game)
        save(added)
        if progress is not None:
            progress(spec, game)
