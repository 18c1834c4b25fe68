"""Tournament data: who enters, how it is set up, and what has been played.

These are plain values that the runner (`tournament.runner`), the SQLite
store (`tournament.store`), the command line and the tournament screens all
share. Entrants are numbered by their seed (0 is the top seed); a fixture
pairs two entrants in a round (blue takes seat 0); a fixture holds one or
more played games (a Pentathlon plays one game of every event, a knockout
adds replays after a draw). Everything here round-trips through JSON with
strict validation, because the store and exports read it back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tournament.standings import Scoring

FORMATS = ("roundrobin", "double-roundrobin", "elimination", "swiss")
FORMAT_NAMES = {
    "roundrobin": "Round robin",
    "double-roundrobin": "Double round robin",
    "elimination": "Single elimination",
    "swiss": "Swiss",
}
PENTATHLON = "pentathlon"
MIN_ENTRANTS, MAX_ENTRANTS = 2, 16
CPU_LEVELS = ("random", "easy", "normal", "hard")
MAX_NAME_CHARS = 20

#: How a game's result came about (shown in fixtures and exports).
#: AGREED: a draw the players agreed (no winner; a knockout replays it like any drawn game).
PLAYED, ON_TIME, RESIGNED, CAPPED, AGREED, COIN = "played", "time", "resigned", "capped", "agreed", "coin"
METHODS = (PLAYED, ON_TIME, RESIGNED, CAPPED, AGREED, COIN)


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise ValueError(message)


@dataclass(frozen=True)
class Entrant:
    """A named player: a human (who takes a device when their match starts) or a computer level."""

    name: str
    kind: str = "cpu"  # "human" or "cpu"
    level: str = "normal"

    def __post_init__(self) -> None:
        _require(bool(self.name.strip()), "an entrant needs a name")
        _require(len(self.name) <= MAX_NAME_CHARS, f"the name {self.name!r} is longer than {MAX_NAME_CHARS} characters")
        _require(self.kind in ("human", "cpu"), f"an entrant is 'human' or 'cpu', not {self.kind!r}")
        _require(self.kind == "human" or self.level in CPU_LEVELS,
                 f"unknown computer level {self.level!r} (choose from {', '.join(CPU_LEVELS)})")

    @property
    def is_cpu(self) -> bool:
        return self.kind == "cpu"

    @property
    def spec(self) -> str:
        """'human' or 'cpu:LEVEL', as on the command line."""
        return f"cpu:{self.level}" if self.is_cpu else "human"

    @property
    def label(self) -> str:
        return f"Computer ({self.level})" if self.is_cpu else "Human"

    @staticmethod
    def parse(text: str) -> Entrant:
        """'NAME=cpu:LEVEL', 'NAME=cpu' (normal) or 'NAME=human'."""
        name, sep, spec = text.partition("=")
        name = name.strip()
        spec = spec.strip()
        _require(bool(sep) and bool(name), f"an entrant looks like NAME=cpu:LEVEL or NAME=human, not {text!r}")
        if spec == "human":
            return Entrant(name, "human", "normal")
        kind, _, level = spec.partition(":")
        _require(kind == "cpu", f"{name}: 'human' or 'cpu:LEVEL', not {spec!r}")
        return Entrant(name, "cpu", level or "normal")

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @staticmethod
    def from_json(d: Any) -> Entrant:
        _require(isinstance(d, dict), f"an entrant must be an object, got {d!r}")
        try:
            return Entrant(str(d["name"]), str(d["kind"]), str(d.get("level", "normal")))
        except KeyError as exc:
            raise ValueError(f"an entrant is missing {exc}") from None


def parse_entrants(text: str) -> tuple[Entrant, ...]:
    """A comma-separated list of entrants, e.g. 'Ann=cpu:hard,Bo=cpu:easy'."""
    entrants = tuple(Entrant.parse(part) for part in text.split(",") if part.strip())
    check_entrants(entrants)
    return entrants


def check_entrants(entrants: tuple[Entrant, ...]) -> None:
    """2 to 16 entrants with distinct names; ValueError otherwise."""
    _require(MIN_ENTRANTS <= len(entrants) <= MAX_ENTRANTS,
             f"a tournament has {MIN_ENTRANTS} to {MAX_ENTRANTS} entrants, not {len(entrants)}")
    names = [e.name.casefold() for e in entrants]
    dupes = sorted({e.name for e in entrants if names.count(e.name.casefold()) > 1})
    _require(not dupes, f"entrant names must differ: {', '.join(dupes)} appears more than once")


@dataclass(frozen=True)
class Config:
    """How a tournament is set up; fixed when it is created."""

    format: str
    events: tuple[str, ...]  # the game ids played in every fixture (one, or all of them for a Pentathlon)
    entrants: tuple[Entrant, ...]
    seed: int = 0
    rounds: int | None = None  # Swiss only; None means the default for the field size
    clock: str | None = None  # a TimeControl text, or None for no clocks
    scoring: Scoring = field(default_factory=Scoring)
    pentathlon: bool = False
    name: str = "Tournament"

    def __post_init__(self) -> None:
        _require(self.format in FORMATS, f"unknown format {self.format!r} (choose from {', '.join(FORMATS)})")
        _require(len(self.events) >= 1, "a tournament needs at least one game")
        check_entrants(self.entrants)
        _require(0 <= self.seed < 2**63, f"the seed must be between 0 and 2^63-1, not {self.seed}")
        if self.rounds is not None:
            _require(self.format == "swiss", "--rounds is for Swiss tournaments only")
            _require(1 <= self.rounds <= len(self.entrants) - 1,
                     f"a Swiss tournament of {len(self.entrants)} has 1 to {len(self.entrants) - 1} rounds, "
                     f"not {self.rounds}")

    @property
    def game_label(self) -> str:
        from engines import TITLES

        return "Pentathlon" if self.pentathlon else TITLES.get(self.events[0], self.events[0])

    @property
    def knockout(self) -> bool:
        """Knockout games never end in a draw."""
        return self.format == "elimination"

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "format": self.format,
            "events": list(self.events),
            "pentathlon": self.pentathlon,
            "entrants": [e.to_json() for e in self.entrants],
            "seed": self.seed,
            "rounds": self.rounds,
            "clock": self.clock,
            "scoring": [self.scoring.win, self.scoring.draw, self.scoring.loss],
        }

    @staticmethod
    def from_json(d: Any) -> Config:
        _require(isinstance(d, dict), "a tournament configuration must be an object")
        try:
            scoring = d.get("scoring", [3, 1, 0])
            _require(isinstance(scoring, list) and len(scoring) == 3 and all(isinstance(x, int) for x in scoring),
                     f"scoring must be three whole numbers, got {scoring!r}")
            events = d["events"]
            _require(isinstance(events, list) and all(isinstance(e, str) for e in events),
                     f"events must be a list of game ids, got {events!r}")
            entrants = d["entrants"]
            _require(isinstance(entrants, list), "entrants must be a list")
            seed, rounds, clock = d.get("seed", 0), d.get("rounds"), d.get("clock")
            _require(isinstance(seed, int), f"seed must be a whole number, got {seed!r}")
            _require(rounds is None or isinstance(rounds, int), f"rounds must be a whole number, got {rounds!r}")
            _require(clock is None or isinstance(clock, str), f"clock must be text, got {clock!r}")
            return Config(
                format=str(d["format"]),
                events=tuple(events),
                entrants=tuple(Entrant.from_json(e) for e in entrants),
                seed=seed,
                rounds=rounds,
                clock=clock,
                scoring=Scoring(*scoring),
                pentathlon=bool(d.get("pentathlon", False)),
                name=str(d.get("name", "Tournament")),
            )
        except KeyError as exc:
            raise ValueError(f"the tournament configuration is missing {exc}") from None


@dataclass(frozen=True)
class GameSpec:
    """The next game to play in a fixture: which game, which seed, who sits where."""

    fixture: int
    index: int  # position of this game among the fixture's games
    game_id: str
    seed: int
    blue: int  # entrant in seat 0
    red: int  # entrant in seat 1
    knockout: bool
    replay: int = 0  # 0 for a first game, 1.. for replays after draws in a knockout


@dataclass(frozen=True)
class GameRecord:
    """One finished game of a fixture (or a coin toss that settled a knockout tie)."""

    fixture: int
    index: int
    game_id: str
    seed: int
    blue: int
    red: int
    score: tuple[int, int]  # goals (seat 0, seat 1)
    winner: int | None  # entrant index, None for a draw
    method: str = PLAYED
    actions: tuple[str, ...] = ()
    #: Both clocks after each action (seat 0's, seat 1's seconds left) of a game played with a chess clock;
    #: empty without one. (Records stored before the Match kept the clock's log of starts and stops instead,
    #: "clock_log": it is read and dropped.)
    clocks: tuple[tuple[float, float], ...] = ()
    shootout: tuple[int, int] | None = None
    """A penalty shoot-out that decided the game (seat 0's, seat 1's kicks scored), as `score`."""

    def __post_init__(self) -> None:
        _require(self.method in METHODS, f"unknown result method {self.method!r}")
        _require(self.shootout is None or (len(self.shootout) == 2 and all(
            isinstance(g, int) and g >= 0 for g in self.shootout)),
            f"game {self.fixture}.{self.index}: a shoot-out is two whole numbers, got {self.shootout!r}")
        _require(self.method != AGREED or self.winner is None,
                 f"game {self.fixture}.{self.index}: a draw by agreement has no winner")
        _require(self.winner in (self.blue, self.red, None),
                 f"game {self.fixture}.{self.index}: the winner {self.winner} did not play")
        _require(len(self.score) == 2 and all(isinstance(g, int) and g >= 0 for g in self.score),
                 f"game {self.fixture}.{self.index}: a score is two whole numbers, got {self.score!r}")

    @staticmethod
    def of(spec: GameSpec, score: tuple[int, int], winner_seat: int | None, method: str = PLAYED,
           actions: tuple[str, ...] = (), clocks: tuple[tuple[float, float], ...] = (),
           shootout: tuple[int, int] | None = None) -> GameRecord:
        """The record of a spec's game, the winner given as a seat (0/1) as engines report it."""
        winner = None if winner_seat is None else (spec.blue, spec.red)[winner_seat]
        return GameRecord(spec.fixture, spec.index, spec.game_id, spec.seed, spec.blue, spec.red,
                          (int(score[0]), int(score[1])), winner, method, tuple(actions), tuple(clocks),
                          None if shootout is None else (int(shootout[0]), int(shootout[1])))

    def side(self, entrant: int) -> tuple[tuple[int, int], tuple[int, int] | None]:
        """The score and shoot-out from `entrant`'s side: (theirs first, the opponent's)."""
        if entrant == self.blue:
            return self.score, self.shootout
        flip = None if self.shootout is None else (self.shootout[1], self.shootout[0])
        return (self.score[1], self.score[0]), flip

    def to_json(self) -> dict[str, Any]:
        return {
            "fixture": self.fixture, "index": self.index, "game": self.game_id, "seed": self.seed,
            "blue": self.blue, "red": self.red, "score": list(self.score), "winner": self.winner,
            "method": self.method, "actions": list(self.actions),
            "clocks": [[round(a, 3), round(b, 3)] for a, b in self.clocks],
            **({"shootout": list(self.shootout)} if self.shootout is not None else {}),
        }

    @staticmethod
    def from_json(d: Any) -> GameRecord:
        _require(isinstance(d, dict), "a game record must be an object")
        try:
            score = d["score"]
            _require(isinstance(score, list) and len(score) == 2, f"a score is two numbers, got {score!r}")
            clocks = tuple((float(a), float(b)) for a, b in d.get("clocks", []))
            so = d.get("shootout")  # absent from records stored before shoot-outs were kept
            _require(so is None or (isinstance(so, list) and len(so) == 2), f"a shoot-out is two numbers, got {so!r}")
            return GameRecord(int(d["fixture"]), int(d["index"]), str(d["game"]), int(d["seed"]), int(d["blue"]),
                              int(d["red"]), (int(score[0]), int(score[1])),
                              None if d["winner"] is None else int(d["winner"]), str(d.get("method", PLAYED)),
                              tuple(str(a) for a in d.get("actions", [])), clocks,
                              None if so is None else (int(so[0]), int(so[1])))
        except (KeyError, TypeError) as exc:
            raise ValueError(f"a damaged game record ({exc})") from None


@dataclass
class Fixture:
    """Two entrants meeting in a round (red None: a bye), with the games they played."""

    id: int
    round: int
    blue: int
    red: int | None
    games: list[GameRecord] = field(default_factory=list)
    done: bool = False
    winner: int | None = None  # entrant index once done (None: drawn, or a bye in a league)

    @property
    def is_bye(self) -> bool:
        return self.red is None

    def games_won(self) -> tuple[int, int]:
        """Games won by blue and by red (a Pentathlon's match score: events won; coin tosses not counted)."""
        won = [g.winner for g in self.games if g.method != COIN]
        return won.count(self.blue), won.count(self.red)

    def goals(self) -> tuple[int, int]:
        """Goals over the fixture's games, from the fixture's blue and red point of view."""
        mine = theirs = 0
        for g in self.games:
            if g.method == COIN:
                continue
            a, b = g.score if g.blue == self.blue else (g.score[1], g.score[0])
            mine += a
            theirs += b
        return mine, theirs
