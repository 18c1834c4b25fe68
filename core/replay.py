"""Game records: replays, the autosave, and match codes, for every game in `engines.GAMES`.

A game is its seed, its options and the notation of every action, nothing
more: the engine contract promises that `new_game(seed, **options)` followed
by the same actions reproduces the game exactly, so a record is small, readable
JSON and can always be checked by replaying it. Nothing here knows any one
game: everything goes through the engine contract.

- `GameLog`: one game's record (who sat where, the actions, the result and
  the chess clock if any); `to_json()` / `GameLog.from_json(d, source=...)`.
- `replay(log)` -> the states after 0..n actions; `final_state(log)`; `check(log)`.
- `load_replay(path)` / `save_replay(path, log)`; `new_replay_path(paths, log)`
  picks a fresh readable name under `replays_dir(paths)`.
- The autosave: `write_autosave`, `read_autosave` (a file that cannot be
  resumed is moved aside to a fresh `.bak` and a message says so),
  `clear_autosave`.
- Match codes: `match_code(game_id, seed, options)` is short typeable text
  (``ACNK-7JND-AIH``) naming the game, its options and the seed, with a check
  character so a mistyped code is refused; `parse_match_code(text)` reads it
  back.

Every failure to read a record is one `ReplayError` whose message names the
file and, for an illegal action, its number, notation and the engine's reason.
No pygame here (the replay viewer scene is built on top of this module).
"""

from __future__ import annotations

import base64
import datetime
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

from core.storage import Paths, atomic_write_json, preserve_bad_file
from engines import ALL_GAME_IDS, GAMES, TITLES
from engines.common.protocol import GameState as State
from engines.common.protocol import legacy_options as engine_legacy_options
from engines.common.results import shootout_of

REPLAY_FORMAT = "matchday-replay"
REPLAY_VERSION = 3
"""2: records written after an engine rule change (Jukem Soccer's half end); 3: after Kortfotboll's
shoot-out change (new goalkeepers in sudden death). An engine may declare `LEGACY_OPTIONS =
{version: {option: value}}`, the new_game options a record of that older version implies
(applied when the record is read, under the record's own options)."""
SEAT_KINDS = ("human", "cpu")
RESULT_METHODS = ("played", "time", "resigned", "capped")
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
    "reason": str, "method": "played"|"time"|"resigned"|"capped"}, and "shootout": [a, b] for a game
    decided by a penalty shoot-out (older records never have it; `check` replays it).
    clock: None without a chess clock, else the clock's own record
    ({"control": "15+0", "remaining": [s, s], "turn": seat|None, "log": [...]}),
    kept as given.
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
    """The plies (actions played before it) at which the player was shown a hint (scenes.play.hints)."""

    def __post_init__(self) -> None:
        # Lists are accepted for convenience and stored as tuples, so a log stays a value.
        object.__setattr__(self, "actions", tuple(self.actions))
        object.__setattr__(self, "seats", tuple(self.seats))
        object.__setattr__(self, "hints", tuple(self.hints))

    @property
    def has_human(self) -> bool:
        """Whether someone plays in this game (Resume is for those; older records say "human" by default)."""
        return any(str(seat.get("kind", "human")) == "human" for seat in self.seats)

    def with_action(self, action: object) -> GameLog:
        """This log with one more action (its notation) at the end."""
        return GameLog(self.game_id, self.options, self.seed, self.seats, (*self.actions, str(action)),
                       self.result, self.clock, self.hints)

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
        return GameLog(game, _copy(options), seed, seats, tuple(actions), result, _copy(clock), tuple(hints))


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
    lost on time or resigned is decided by its stored result (the rules never ended it); a game played
    out by the replayed final state.
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


# ---------------------------------------------------------------- files


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


def load_replay(path: Path | str) -> GameLog:
    """Read, parse and check a replay file by replaying it; every failure is a ReplayError naming the file."""
    source = str(path)
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_REPLAY_BYTES + 1)
    except OSError as exc:
        raise ReplayError(f"{source}: cannot be read ({exc.strerror or exc})") from None
    if len(data) > MAX_REPLAY_BYTES:
        raise ReplayError(f"{source}: is too large for a Matchday replay (over {MAX_REPLAY_BYTES // 2**20} MB)")
    log = parse_replay(data, source)
    try:
        check(log, source)
    except ReplayError:
        raise
    except Exception as exc:  # an engine tripping over a strange but well-formed file
        raise ReplayError(f"{source}: cannot be replayed: {_reason(exc)}") from None
    return log


def save_replay(path: Path | str, log: GameLog) -> None:
    """Write a replay atomically (a crash leaves the old file or the new one, never half)."""
    atomic_write_json(Path(path), log.to_json())


def replays_dir(paths: Paths) -> Path:
    return paths.data / "replays"


def new_replay_path(paths: Paths, log: GameLog, today: datetime.date | None = None) -> Path:
    """A fresh readable file name: replays/2026-11-21_penguin_soccer_<seed hex>.json (never an existing file)."""
    day = (today or datetime.date.today()).isoformat()
    stem = f"{day}_{log.game_id}_{log.seed & (2**64 - 1):x}"
    folder = replays_dir(paths)
    candidate = folder / f"{stem}.json"
    n = 2
    while candidate.exists():
        candidate = folder / f"{stem}_{n}.json"
        n += 1
    return candidate


def save_new_replay(paths: Paths, log: GameLog) -> Path:
    """Save a replay under a fresh name in the replays folder; return its path."""
    path = new_replay_path(paths, log)
    save_replay(path, log)
    return path


# ---------------------------------------------------------------- autosave


def autosave_path(paths: Paths) -> Path:
    return paths.data / "autosave.json"


def write_autosave(paths: Paths, log: GameLog) -> None:
    """Save the game in progress atomically (called after every action)."""
    atomic_write_json(autosave_path(paths), log.to_json())


def read_autosave(paths: Paths) -> tuple[GameLog | None, str | None]:
    """(log, message): the saved game if there is one that replays; a bad one is moved aside.

    No file: (None, None). A file that cannot be read or replayed is moved to a
    fresh .bak name (an earlier .bak is never overwritten): (None, a sentence
    saying what happened and where the file went).
    """
    path = autosave_path(paths)
    if not path.exists():
        return None, None
    try:
        return load_replay(path), None
    except ReplayError as exc:
        why = str(exc)
        prefix = f"{path}: "
        if why.startswith(prefix):
            why = why[len(prefix):]
    kept = preserve_bad_file(path)
    where = f"it was kept as {kept.name}" if kept is not None else "it could not be moved aside"
    return None, f"The saved game could not be resumed ({why}); {where}."


def clear_autosave(paths: Paths) -> None:
    """Forget the game in progress (it ended, or the player chose not to resume it)."""
    try:
        autosave_path(paths).unlink()
    except FileNotFoundError:
        pass


# ---------------------------------------------------------------- match codes

#: Code layout: one byte (high nibble: code version, low nibble: the game's index in
#: ALL_GAME_IDS), the seed as a zigzag LEB128 varint, then the options as compact JSON
#: with sorted keys (only when there are any). Base32 without padding, then one
#: Luhn mod 32 check character, grouped in blocks of four.
CODE_VERSION = 0
CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
MAX_CODE_CHARS = 1000
_GROUP = 4


def match_code(game_id: str, seed: int, options: Mapping[str, Any] | None = None) -> str:
    """Short typeable text naming a game, its options and its seed, e.g. 'ACNK-7JND-AIH'."""
    if game_id not in ALL_GAME_IDS:
        raise ValueError(f"unknown game {game_id!r}")
    if not _is_int(seed):
        raise ValueError(f"seed must be a whole number, got {seed!r}")
    payload = bytearray([(CODE_VERSION << 4) | ALL_GAME_IDS.index(game_id)])
    payload += _varint(seed * 2 if seed >= 0 else -seed * 2 - 1)
    if options:
        payload += json.dumps(dict(options), sort_keys=True, separators=(",", ":"),
                              ensure_ascii=False, allow_nan=False).encode("utf-8")
    body = base64.b32encode(bytes(payload)).decode("ascii").rstrip("=")
    chars = body + _luhn32(body)
    return "-".join(chars[i:i + _GROUP] for i in range(0, len(chars), _GROUP))


def parse_match_code(text: str) -> tuple[str, int, dict[str, Any]]:
    """(game_id, seed, options) from a match code; lower case, spaces and missing dashes are fine.

    ValueError with a readable message for a mistyped code (the check character
    catches any single wrong character), an unknown game or options the game refuses.
    """
    if not isinstance(text, str):
        raise ValueError("a match code is text")
    # 0 and 1 never appear in a code: read them as the letters O and I people mistake them for.
    chars = re.sub(r"[\s\-_]+", "", text).upper().replace("0", "O").replace("1", "I")
    if not chars:
        raise ValueError("the match code is empty")
    if len(chars) > MAX_CODE_CHARS:
        raise ValueError("that is far too long for a match code")
    wrong = sorted({c for c in chars if c not in CODE_ALPHABET})
    if wrong:
        raise ValueError(f"a match code has only letters A-Z and digits 2-7; {''.join(wrong)!r} is not part of one")
    body, check_char = chars[:-1], chars[-1]
    if len(chars) < 4 or _luhn32(body) != check_char:
        raise ValueError(f"match code {text.strip()!r} is not valid: a character is mistyped or missing")
    try:
        payload = base64.b32decode(body + "=" * (-len(body) % 8))
    except ValueError:
        raise ValueError(f"match code {text.strip()!r} is not valid: it is the wrong length") from None
    head = payload[0]
    if head >> 4 != CODE_VERSION:
        raise ValueError("this match code comes from a newer Matchday: update Matchday to use it")
    index = head & 0x0F
    if index >= len(ALL_GAME_IDS):
        raise ValueError(f"match code {text.strip()!r} names an unknown game")
    game_id = ALL_GAME_IDS[index]
    zigzag, end = _read_varint(payload, 1)
    if zigzag is None:
        raise ValueError(f"match code {text.strip()!r} is not valid: its seed is cut short")
    seed = zigzag // 2 if zigzag % 2 == 0 else -(zigzag + 1) // 2
    options: dict[str, Any] = {}
    if end < len(payload):
        try:
            value = json.loads(payload[end:].decode("utf-8"), parse_constant=_no_constant)
        except (ValueError, RecursionError):
            value = None
        if not isinstance(value, dict) or not value:
            raise ValueError(f"match code {text.strip()!r} is not valid: its options cannot be read")
        options = value
    if match_code(game_id, seed, options).replace("-", "") != chars:
        raise ValueError(f"match code {text.strip()!r} is not valid: it is not written the way Matchday writes codes")
    engine = GAMES.get(game_id)
    if engine is not None and options:
        try:
            engine.new_game(seed, **dict(options))
        except Exception as exc:
            raise ValueError(f"match code {text.strip()!r} has options {TITLES[game_id]} refuses: "
                             f"{_reason(exc)}") from None
    return game_id, seed, options


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low = n & 0x7F
        n >>= 7
        if n:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _read_varint(data: bytes, start: int) -> tuple[int | None, int]:
    value = shift = 0
    for i in range(start, len(data)):
        value |= (data[i] & 0x7F) << shift
        shift += 7
        if not data[i] & 0x80:
            return value, i + 1
    return None, len(data)


def _luhn32(chars: str) -> str:
    """The Luhn mod N check character (N = 32): catches every single wrong character
    and most swaps of two neighbours."""
    n = len(CODE_ALPHABET)
    total = 0
    factor = 2
    for c in reversed(chars):
        addend = factor * CODE_ALPHABET.index(c)
        total += addend // n + addend % n
        factor = 1 if factor == 2 else 2
    return CODE_ALPHABET[(n - total % n) % n]
