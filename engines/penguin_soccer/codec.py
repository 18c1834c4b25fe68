"""Reading a JSON position back into state fields, rejecting impossible ones.

`decode_position` accepts the full `State.to_json()` form or just the three
keys every position needs ({"to_move", "ball", "penguins"}, standard board, no
history) and raises BadState (a ValueError) naming the first problem found:
unknown or missing keys, wrong types, squares not on the board, bad facings,
two penguins on one square, a ball holder that is not standing, a penguin in
its opponent's corner or on the centre while the ball is still there, or a
recorded result that does not follow from the position.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from engines.common.errors import BadState, show
from engines.penguin_soccer.board import CENTRE, DEFAULT_LEVEL, DIR_INDEX, DIRECTIONS, SEA, UP, Board, load_board
from engines.penguin_soccer.events import EVENT_KINDS, Event
from engines.penguin_soccer.rules import has_move, position_key

GAME_ID = "penguin_soccer"
PENGUIN_KEYS = ("M", "P", "B", "m", "p", "b")
"""JSON names of the six penguins, in piece-index order (upper case = Blue, seat 0)."""
REQUIRED_KEYS = frozenset({"to_move", "ball", "penguins"})
OPTIONAL_KEYS = frozenset(
    {"game", "level", "result", "winner", "reason", "ply", "first_player", "rng", "options", "history", "events"}
)
OPTION_DEFAULTS: dict[str, Any] = {"repetition_draw": True}
KEY_LENGTH = 14  # side, ball, 6 positions, 6 facings
MASK64 = (1 << 64) - 1


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _seat(value: object, what: str, allow_none: bool = False) -> int | None:
    if value is None and allow_none:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value not in (0, 1):
        raise BadState(f"{what} must be 0 or 1{' or null' if allow_none else ''}, got {show(value)}")
    return value


def _square(board: Board, value: object, what: str) -> int:
    if not isinstance(value, str) or value not in board.index:
        raise BadState(f"{what} must be a square of the {board.width}x{board.height} board, got {show(value)}")
    return board.index[value]


def facing_name(f: int) -> str:
    """'up' or a direction name."""
    return "up" if f == UP else DIRECTIONS[f]


def _board(d: Mapping[str, Any]) -> Board:
    level = d.get("level", DEFAULT_LEVEL)
    if not isinstance(level, (str, Path)):
        raise BadState(f"level must be a level name or path, got {show(level)}")
    try:
        return load_board(level)
    except ValueError as exc:
        raise BadState(f"level {show(level)} cannot be used: {exc}") from exc


def _penguins(board: Board, value: object) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if not isinstance(value, Mapping):
        raise BadState(f"penguins must be an object keyed {' '.join(PENGUIN_KEYS)}, got {show(value)}")
    if set(value) != set(PENGUIN_KEYS):
        raise BadState(f"penguins must have exactly the keys {' '.join(PENGUIN_KEYS)}, got {sorted(map(str, value))}")
    pos: list[int] = []
    face: list[int] = []
    for key in PENGUIN_KEYS:
        entry = value[key]
        if entry is None:
            pos.append(SEA)
            face.append(UP)
            continue
        if not isinstance(entry, Mapping) or set(entry) != {"at", "facing"}:
            raise BadState(f"penguin {key} must be null or {{\"at\": square, \"facing\": ...}}, got {show(entry)}")
        pos.append(_square(board, entry["at"], f"penguin {key}'s square"))
        facing = entry["facing"]
        if facing == "up":
            face.append(UP)
        elif isinstance(facing, str) and facing in DIR_INDEX:
            face.append(DIR_INDEX[facing])
        else:
            raise BadState(f"penguin {key}'s facing must be 'up' or one of {' '.join(DIRECTIONS)}, got {show(facing)}")
    return tuple(pos), tuple(face)


def _check_position(board: Board, pos: tuple[int, ...], face: tuple[int, ...], ball: int) -> None:
    seen: dict[int, str] = {}
    for i, p in enumerate(pos):
        if p == SEA:
            continue
        key = PENGUIN_KEYS[i]
        if p in seen:
            raise BadState(f"penguins {seen[p]} and {key} are both on {board.name(p)}")
        seen[p] = key
        if p == board.home[1 - i // 3]:
            raise BadState(f"penguin {key} is on {board.name(p)}, its opponent's corner, where no penguin may go")
        if ball == CENTRE and board.is_centre[p]:
            raise BadState(
                f"penguin {key} is on centre square {board.name(p)} while the ball is still at the centre "
                "(the first penguin there takes the ball)"
            )
        if p == ball and face[i] != UP and board.corner_owner[ball] < 0:
            raise BadState(f"penguin {key} holds the ball on {board.name(p)} but is not standing")


def _history(value: object, board: Board) -> tuple[tuple[int, ...], ...]:
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)):
        raise BadState(f"history must be a list of position keys, got {show(value)}")
    n = board.n
    out: list[tuple[int, ...]] = []
    for entry in value:
        ok = (
            isinstance(entry, Sequence)
            and not isinstance(entry, (str, bytes))
            and len(entry) == KEY_LENGTH
            and all(_is_int(x) for x in entry)
            and entry[0] in (0, 1)
            and -1 <= entry[1] < n
            and all(-1 <= x < n for x in entry[2:8])
            and all(0 <= x <= UP for x in entry[8:])
        )
        if not ok:
            raise BadState(f"history entry {show(entry)} is not a position key of this board")
        out.append(tuple(entry))
    return tuple(out)


def decode_position(d: object) -> dict[str, Any]:
    """The State fields described by a JSON position; BadState if impossible."""
    if not isinstance(d, Mapping):
        raise BadState(f"a position must be a JSON object, got {type(d).__name__}")
    keys = set(d)
    missing = REQUIRED_KEYS - keys
    if missing:
        raise BadState(f"position is missing {', '.join(sorted(missing))}")
    unknown = keys - REQUIRED_KEYS - OPTIONAL_KEYS
    if unknown:
        raise BadState(f"position has unknown keys {', '.join(sorted(map(str, unknown)))}")
    if d.get("game", GAME_ID) != GAME_ID:
        raise BadState(f"position is for game {show(d.get('game'))}, not {show(GAME_ID)}")
    board = _board(d)
    to_move = _seat(d["to_move"], "to_move")
    assert to_move is not None
    ball_value = d["ball"]
    ball = CENTRE if ball_value == "center" else _square(board, ball_value, "ball ('center' or a square)")
    pos, face = _penguins(board, d["penguins"])
    _check_position(board, pos, face, ball)

    options = dict(OPTION_DEFAULTS)
    raw_options = d.get("options", {})
    if not isinstance(raw_options, Mapping) or set(raw_options) - set(OPTION_DEFAULTS):
        raise BadState(f"options must be an object with keys among {sorted(OPTION_DEFAULTS)}, got {show(raw_options)}")
    for name, value in raw_options.items():
        if not isinstance(value, bool):
            raise BadState(f"option {name} must be true or false, got {show(value)}")
        options[name] = value
    ply = d.get("ply", 0)
    if not _is_int(ply) or ply < 0:
        raise BadState(f"ply must be a non-negative int, got {show(ply)}")
    first_player = _seat(d.get("first_player"), "first_player", allow_none=True)
    rng = d.get("rng", 0)
    if not _is_int(rng) or not 0 <= rng <= MASK64:
        raise BadState(f"rng must be an int in [0, 2**64), got {show(rng)}")
    key = position_key(to_move, ball, pos, face)
    if "history" in d:
        history = _history(d["history"], board)
        if not history or history[-1] != key:
            raise BadState("history must end with the current position")
    else:
        history = (key,)
    raw_events = d.get("events", [])
    if not isinstance(raw_events, Sequence) or isinstance(raw_events, (str, bytes)):
        raise BadState(f"events must be a list, got {show(raw_events)}")
    events = tuple(Event.from_dict(e, EVENT_KINDS) for e in raw_events)

    # The result follows from the position; a recorded one must agree.
    result: str | None = None
    winner: int | None = None
    reason: str | None = None
    if ball >= 0 and board.corner_owner[ball] >= 0:
        result, winner = "goal", 1 - board.corner_owner[ball]
        reason = "own_goal" if winner == to_move else "goal"  # to_move is the side after the kicker
    elif options["repetition_draw"] and history.count(key) >= 3:
        result, reason = "draw", "repetition"
    elif not has_move(board, pos, face, ball, to_move):
        result, reason = "draw", "no_moves"
    for name, derived in (("result", result), ("winner", winner), ("reason", reason)):
        if name in d and d[name] != derived:
            raise BadState(f"{name} {show(d[name])} does not follow from the position (expected {show(derived)})")
    return {
        "board": board,
        "to_move": to_move,
        "pos": pos,
        "face": face,
        "ball": ball,
        "result": result,
        "winner": winner,
        "reason": reason,
        "history": history,
        "ply": ply,
        "first_player": first_player,
        "rng": rng,
        "repetition_draw": options["repetition_draw"],
        "events": events,
    }
