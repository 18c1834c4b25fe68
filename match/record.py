"""A game's record: its seed, options and every action, with the clock after each action and the result.

A game is its seed, its options and the notation of every action, nothing more: the engine contract
promises that `new_game(seed, **options)` followed by the same actions reproduces the game exactly, so
a record is small, readable JSON and can always be checked by replaying it. Nothing here knows any one
game: everything goes through the engine contract.

- `GameLog`: one game's record (who sat where, the actions, the clock reading after each action as
  lichess keeps `%clk`, the chess clock as it stood when saved, the result, the hints shown);
  `to_json()` / `GameLog.from_json(d, source=...)`; `parse_replay(bytes)`.
- `replay(log)` -> the states after 0..n actions; `final_state(log)`; `check(log)`; `result_of(state)`.

Every failure to read a record is one `ReplayError` whose message names its source and, for an illegal
action, its number, notation and the engine's reason. Files (the replays folder, the autosave) are
core.replay's; this module is pure (no pygame, no files).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from engines import ALL_GAME_IDS, GAMES, TITLES
from engines.common.protocol import GameState as State
from engines.common.protocol import legacy_options as engine_legacy_options
from engines.common.results import shootout_of
from match.clock import MAX_CLOCK_S

REPLAY_FORMAT = "matchday-replay"
REPLAY_VERSION = 3
"""2: records written after an engine rule change (Jukem Soccer's half end); 3: after Kortfotboll's
shoot-out change (new goalkeepers in sudden death). An engine may declare `LEGACY_OPTIONS =
{version: {option: value}}`, the new_game options a record of that older version implies
(applied when the record is read, under the record's own options). Records of this version also keep
the clocks after each action; older ones are read without them."""
SEAT_KINDS = ("human", "cpu")
#: How a game ended: the rules ended it, a flag fell, a player resigned, a simulation hit its move cap, the
#: players agreed a draw (always with no winner).
PLAYED, ON_TIME, RESIGNED, CAPPED, AGREED = "played", "time", "resigned", "capped", "agreed"
RESULT_METHODS = (PLAYED, ON_TIME, RESIGNED, CAPPED, AGREED)
SEAT_COLOURS = ("blue", "red")
#: Replays larger than this are refused unread (a real game is a few hundred kilobytes at most).
MAX_REPLAY_BYTES = 32 * 1024 * 1024



class ReplayError(ValueError):
    """A game record that cannot be read or replayed; the message names the file."""


@dataclass(frozen=True)
class GameLog:
    """The record of one game, finished or not.

    seats: two dicts {"kind": "human"|"cpu", "level": str, "name": str} (Blue, Red).
    result: None while unfinished, else {"winner": 0|1|None, "scores": [a, b],
    "reason": str, "method": "played"|"time"|"resigned"|"capped"|"agreed"}, and "shootout": [a, b] for a game
    decided by a penalty shoot-out (older records never have it; `check` replays it).
    clock: None without a chess clock, else the clock as it stood when the record was written
    (match.clock.ChessClock.record(): {"control": "15+0", "remaining": [s, s], "turn": seat|None,
    "turn_used": s, "flagged": seat|None, "thought": [s, s] (each seat's time spent deciding, for the
    result screen; absent in older records)}; records written before the Match also have a "log" of the
    clock's starts and stops), kept as given.
    """

    game_id: str
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    seats: tuple[dict[str, str], dict[str, str]] = (
        {"kind": "human", "level": "normal", "name": ""},
        {"kind": "cpu", "level": "normal", "name": ""},
    )
    actions: tuple[str, ...] = ()
    result: dict[str, Any] | None = None
    clock: dict[str, Any] | None = None
    hints: tuple[int, ...] = ()
    """The plies (actions played before it) at which the player was shown a hint."""
    clocks: tuple[tuple[float, float], ...] = ()
    """Both seats' time left after each action (lichess's %clk): one pair per action, or none at all
    (no chess clock, or a record written before they were kept)."""
    declined_draws: tuple[tuple[int, int], ...] = ()
    """Draw offers that were turned down: (the ply it was made at, the seat that offered it). An accepted one
    is the result (method "agreed"). Records written before draw offers have none."""

    def __post_init__(self) -> None:
        # Lists are accepted for convenience and stored as tuples, so a log stays a value.
        object.__setattr__(self, "actions", tuple(self.actions))
        object.__setattr__(self, "seats", tuple(self.seats))
        object.__setattr__(self, "hints", tuple(self.hints))
        object.__setattr__(self, "clocks", tuple((float(a), float(b)) for a, b in self.clocks))
        object.__setattr__(self, "declined_draws", tuple((int(p), int(s)) for p, s in self.declined_draws))

    @property
    def has_human(self) -> bool:
        """Whether someone plays in this game (Resume is for those; older records say "human" by default)."""
        return any(str(seat.get("kind", "human")) == "human" for seat in self.seats)

    def with_action(self, action: object) -> GameLog:
        """This log with one more action (its notation) at the end."""
        return GameLog(self.game_id, self.options, self.seed, self.seats, (*self.actions, str(action)),
                       self.result, self.clock, self.hints, (), self.declined_draws)

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict (fresh copies: changing it does not change the log)."""
        return {
            "format": REPLAY_FORMAT,
            "version": REPLAY_VERSION,
            "game": self.game_id,
            "options": _copy(self.options),
            "seed": self.seed,
            "seats": [dict(s) for s in self.seats],
            "actions": list(self.actions),
            "result": _copy(self.result),
            "clock": _copy(self.clock),
            "hints": list(self.hints),
            "clocks": [[round(a, 3), round(b, 3)] for a, b in self.clocks],
            **({"declined_draws": [[p, s] for p, s in self.declined_draws]} if self.declined_draws else {}),
        }

    @staticmethod
    def from_json(d: object, source: str = "replay") -> GameLog:
        """Check every field of a parsed record; ReplayError naming `source` if anything is wrong.

        This checks the shape only; `replay(log)` checks the actions against the rules.
        Keys this version does not know are ignored.
        """
        def bad(why: str) -> ReplayError:
            return ReplayError(f"{source}: {why}")

        if not isinstance(d, dict):
            raise bad(f"is not a Matchday replay (expected a JSON object, found {_kind(d)})")
        if d.get("format") != REPLAY_FORMAT:
            raise bad(f"is not a Matchday replay (its 'format' should be {REPLAY_FORMAT!r}, "
                      f"found {_show(d.get('format'))})")
        version = d.get("version")
        if not _is_int(version) or version < 1:
            raise bad(f"has no valid format version (found {_show(version)})")
        if version > REPLAY_VERSION:
            raise bad(f"was written by a newer Matchday (replay format version {version}; "
                      f"this version reads up to {REPLAY_VERSION}): update Matchday to open it")
        for key in ("game", "options", "seed", "seats", "actions"):
            if key not in d:
                raise bad(f"has no {key!r}")
        game = d["game"]
        if not isinstance(game, str):
            raise bad(f"'game' must be a game id, found {_kind(game)}")
        if game not in GAMES:
            if game in ALL_GAME_IDS:
                raise bad(f"is a game of {TITLES[game]}, which is not available in this version of Matchday")
            raise bad(f"names an unknown game {_show(game)} (known: {', '.join(GAMES)})")
        options = d["options"]
        if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
            raise bad(f"'options' must be a JSON object, found {_kind(options)}")
        options = {**legacy_options(game, version), **options}
        seed = d["seed"]
        if not _is_int(seed):
            raise bad(f"'seed' must be a whole number, found {_show(seed)}")
        seats = _seats(d["seats"], bad)
        actions = d["actions"]
        if not isinstance(actions, list):
            raise bad(f"'actions' must be a list of action notations, found {_kind(actions)}")
        for i, a in enumerate(actions, 1):
            if not isinstance(a, str):
                raise bad(f"action {i} must be a notation (text), found {_show(a)}")
        result = _result(d.get("result"), bad)
        clock = d.get("clock")
        if clock is not None and not isinstance(clock, dict):
            raise bad(f"'clock' must be a JSON object or null, found {_kind(clock)}")
        hints = d.get("hints", [])  # absent from records before hints existed
        if not isinstance(hints, list) or not all(_is_int(h) and 0 <= h <= len(actions) for h in hints):
            raise bad(f"'hints' must be a list of move numbers, found {_show(hints)}")
        clocks = _clocks(d.get("clocks", []), len(actions), bad)  # absent from records before they were kept
        declined = _declined(d.get("declined_draws", []), len(actions), bad)  # absent before draw offers
        return GameLog(game, _copy(options), seed, seats, tuple(actions), result, _copy(clock), tuple(hints),
                       clocks, declined)


def legacy_options(game_id: str, version: int) -> dict[str, Any]:
    """The new_game options a record of format `version` implies for `game_id` (the engine's
    LEGACY_OPTIONS); they become explicit options of the log, so the replay viewer, Resume and a
    record saved again all play the old rules without knowing about versions."""
    implied = engine_legacy_options(GAMES.get(game_id), version) if version < REPLAY_VERSION else {}
    return {str(k): _copy(v) for k, v in implied.items()}


def _seats(value: object, bad: Any) -> tuple[dict[str, str], dict[str, str]]:
    if not isinstance(value, list) or len(value) != 2:
        raise bad(f"'seats' must be a list of two seats (Blue, Red), found {_show(value)}")
    out: list[dict[str, str]] = []
    for colour, seat in zip(SEAT_COLOURS, value):
        if not isinstance(seat, dict):
            raise bad(f"the {colour} seat must be a JSON object, found {_kind(seat)}")
        for key in ("kind", "level", "name"):
            if not isinstance(seat.get(key), str):
                raise bad(f"the {colour} seat needs {key!r} as text, found {_show(seat.get(key))}")
        if seat["kind"] not in SEAT_KINDS:
            raise bad(f"the {colour} seat's kind must be 'human' or 'cpu', found {_show(seat['kind'])}")
        out.append({"kind": seat["kind"], "level": seat["level"], "name": seat["name"]})
    return (out[0], out[1])


def _clocks(value: object, actions: int, bad: Any) -> tuple[tuple[float, float], ...]:
    """The time left after each action: none, or one pair of seconds per action."""
    if not isinstance(value, list) or len(value) not in (0, actions):
        raise bad(f"'clocks' must be a list of both clocks after each of the {actions} actions, found {_show(value)}")
    out: list[tuple[float, float]] = []
    for i, pair in enumerate(value, 1):
        if not (isinstance(pair, list) and len(pair) == 2 and all(is_clock_time(x) for x in pair)):
            raise bad(f"the clocks after action {i} must be two times in seconds, found {_show(pair)}")
        out.append((float(pair[0]), float(pair[1])))
    return tuple(out)


def _declined(value: object, actions: int, bad: Any) -> tuple[tuple[int, int], ...]:
    """Declined draw offers: pairs of (the ply it was made at, the seat that offered)."""
    if not isinstance(value, list) or not all(
            isinstance(pair, list) and len(pair) == 2 and _is_int(pair[0]) and 0 <= pair[0] <= actions
            and _is_int(pair[1]) and pair[1] in (0, 1) for pair in value):
        raise bad(f"'declined_draws' must be a list of [move number, seat] pairs, found {_show(value)}")
    return tuple((int(p), int(s)) for p, s in value)


def is_clock_time(value: object) -> bool:
    """A time on a clock: a finite number of seconds between zero and a day."""
    return (isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
            and 0 <= value <= MAX_CLOCK_S)


def _result(value: object, bad: Any) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise bad(f"'result' must be a JSON object or null, found {_kind(value)}")
    for key in ("winner", "scores", "reason", "method"):
        if key not in value:
            raise bad(f"'result' has no {key!r}")
    winner, scores, reason, method = value["winner"], value["scores"], value["reason"], value["method"]
    if winner is not None and (not _is_int(winner) or winner not in (0, 1)):
        raise bad(f"the result's winner must be 0, 1 or null, found {_show(winner)}")
    if not isinstance(scores, list) or len(scores) != 2 or not all(_is_int(s) for s in scores):
        raise bad(f"the result's scores must be two whole numbers, found {_show(scores)}")
    if not isinstance(reason, str):
        raise bad(f"the result's reason must be text, found {_show(reason)}")
    if method not in RESULT_METHODS:
        raise bad(f"the result's method must be one of {', '.join(RESULT_METHODS)}, found {_show(method)}")
    if method == AGREED and winner is not None:
        raise bad(f"a draw by agreement has no winner, found {_show(winner)}")
    out = {"winner": winner, "scores": list(scores), "reason": reason, "method": method}
    shootout = value.get("shootout")
    if shootout is not None:
        if not isinstance(shootout, list) or len(shootout) != 2 or not all(_is_int(s) and s >= 0 for s in shootout):
            raise bad(f"the result's shootout must be two whole numbers or null, found {_show(shootout)}")
        out["shootout"] = list(shootout)
    return out


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _kind(value: object) -> str:
    names = {dict: "an object", list: "a list", str: "text", bool: "true/false", int: "a number",
             float: "a number", type(None): "null"}
    return names.get(type(value), type(value).__name__)


def _show(value: object) -> str:
    """A short readable form of a value for a message."""
    text = json.dumps(value) if _jsonable(value) else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _jsonable(value: object) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def _copy(value: Any) -> Any:
    """A deep copy of a JSON value."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_copy(v) for v in value]
    return value


# ---------------------------------------------------------------- replaying


def replay(log: GameLog, source: str = "replay") -> list[State]:
    """The states after 0, 1, ..., n actions; ReplayError (naming `source`) at the first bad action."""
    engine = GAMES.get(log.game_id)
    if engine is None:
        raise ReplayError(f"{source}: unknown or unavailable game {log.game_id!r}")
    try:
        state = engine.new_game(log.seed, **dict(log.options))
    except Exception as exc:  # options come from a file: any failure is the file's fault
        raise ReplayError(f"{source}: the game cannot be set up with seed {log.seed} and options "
                          f"{_show(log.options)}: {_reason(exc)}") from None
    states = [state]
    for number, notation in enumerate(log.actions, 1):
        if state.is_terminal:
            raise ReplayError(f"{source}: action {number} {notation!r} is illegal: the game was already over "
                              f"after action {number - 1}")
        try:
            state = state.apply(notation)
        except Exception as exc:
            raise ReplayError(f"{source}: action {number} {notation!r} is illegal: {_reason(exc)}") from None
        states.append(state)
    return states


def final_state(log: GameLog, source: str = "replay") -> State:
    """The state after every action of the log."""
    return replay(log, source)[-1]


def _reason(exc: BaseException) -> str:
    text = str(exc).strip()
    return text if text else type(exc).__name__


def result_of(state: State, method: str = "played", reason: str = "") -> dict[str, Any]:
    """A `GameLog.result` for a state: its winner and scores, and how the game ended."""
    if method not in RESULT_METHODS:
        raise ValueError(f"method must be one of {', '.join(RESULT_METHODS)}, not {method!r}")
    winner = state.winner
    out: dict[str, Any] = {"winner": winner, "scores": [int(s) for s in state.scores], "reason": reason,
                           "method": method}
    shootout = shootout_of(state)
    if shootout is not None:
        out["shootout"] = list(shootout)
    return out


def random_game_log(game_id: str, seed: int, max_plies: int, seats: Any = None) -> GameLog:
    """A seeded game of the engine's random bot, at most `max_plies` actions (demos, shots, tests)."""
    from engines import GAMES
    from engines.common.rng import derive

    engine = GAMES[game_id]
    state = engine.new_game(seed)
    bot = engine.make_bot("random", derive(seed, 7))
    actions: list[str] = []
    while not state.is_terminal and len(actions) < max_plies:
        action = bot.choose(state, state.current_player)
        actions.append(str(action))
        state = state.apply(action)
    cpu = {"kind": "cpu", "level": "random", "name": ""}
    result = result_of(state, "played", "") if state.is_terminal else None
    return GameLog(game_id, {}, seed, seats or (cpu, dict(cpu)), tuple(actions), result)


def check(log: GameLog, source: str = "replay") -> dict[str, Any]:
    """Replay a log and summarise it; ReplayError if an action is illegal or the stored result disagrees.

    {"game", "actions": n, "result": "blue"|"red"|"draw"|"unfinished", "winner", "scores",
    "terminal", "method"}, and "shootout": [a, b] when a penalty shoot-out decided the game. A game
    lost on time, resigned or drawn by agreement is decided by its stored result (the rules never ended
    it); a game played out by the replayed final state.
    """
    state = final_state(log, source)
    scores = [int(s) for s in state.scores]
    shootout = shootout_of(state)
    terminal = bool(state.is_terminal)
    winner = state.winner if terminal else None
    stored = log.result
    method = None
    if stored is not None:
        method = stored["method"]
        problems = []
        if method == "played":
            if not terminal:
                problems.append(f"it says the game was played to the end, but after {len(log.actions)} "
                                f"actions the game is not over")
            elif stored["winner"] != winner:
                problems.append(f"it names {_outcome(stored['winner'], True)} as the result, "
                                f"the actions give {_outcome(winner, True)}")
        elif terminal:
            problems.append(f"it says the game ended by {method}, but the actions play it to the end")
        if list(stored["scores"]) != scores:
            problems.append(f"it gives the score {stored['scores'][0]}-{stored['scores'][1]}, "
                            f"the actions give {scores[0]}-{scores[1]}")
        told = stored.get("shootout")
        if told is not None and (shootout is None or list(told) != list(shootout)):
            gives = "no shoot-out" if shootout is None else f"{shootout[0]}-{shootout[1]}"
            problems.append(f"it gives the shoot-out {told[0]}-{told[1]}, the actions give {gives}")
        if problems:
            raise ReplayError(f"{source}: the stored result disagrees with the replayed game: "
                              + "; ".join(problems))
        if method != "played":
            winner = stored["winner"]
    finished = terminal or stored is not None
    summary: dict[str, Any] = {
        "game": log.game_id,
        "actions": len(log.actions),
        "result": _outcome(winner, False) if finished else "unfinished",
        "winner": winner,
        "scores": scores,
        "terminal": terminal,
        "method": method,
    }
    if shootout is not None:
        summary["shootout"] = list(shootout)
    return summary


def _outcome(winner: int | None, long: bool) -> str:
    if winner is None:
        return "a draw" if long else "draw"
    return f"a {SEAT_COLOURS[winner]} win" if long else SEAT_COLOURS[winner]


def parse_replay(data: bytes, source: str = "replay") -> GameLog:
    """Parse the bytes of a replay file (shape only, no replaying); ReplayError naming `source`."""
    if not data.strip():
        raise ReplayError(f"{source}: is empty, not a Matchday replay")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise ReplayError(f"{source}: is not a Matchday replay (not text: it looks like a binary file)") from None
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise ReplayError(f"{source}: is not a Matchday replay (not valid JSON: {exc.msg} at line {exc.lineno}, "
                          f"column {exc.colno}; the file may be cut short or damaged)") from None
    except (ValueError, RecursionError) as exc:
        raise ReplayError(f"{source}: is not a Matchday replay (not valid JSON: {_reason(exc)})") from None
    return GameLog.from_json(value, source)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")
