"""Reading a JSON position back into state fields, rejecting impossible ones.

`decode_position` accepts the full `State.to_json()` form or just the three
keys every position needs ({"to_move", "ball", "penguins"}, standard board, no
history) and raises BadState (a ValueError) naming the first problem found:
unknown or missing keys, wrong types, squares not on the board, bad facings,
two penguins on one square, a ball holder that is not standing, a penguin in
its opponent's corner or on the centre while the ball is still there, or a
recorded result that does not follow from the position. Every key is declared
once, in `FIELDS` (engines.common.fields): `State.to_json` writes it,
`decode_position` reads it back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engines.common.errors import BadState, show
from engines.common.history import History
from engines.common.fields import Decoded, Field, Fields, events_field
from engines.common.jsonval import integer, is_int, seat
from engines.penguin_soccer.board import CENTRE, DEFAULT_LEVEL, DIR_INDEX, DIRECTIONS, SEA, UP, Board, load_board
from engines.penguin_soccer.events import EVENT_KINDS
from engines.penguin_soccer.rules import has_move, position_key

GAME_ID = "penguin_soccer"
PENGUIN_KEYS = ("M", "P", "B", "m", "p", "b")
"""JSON names of the six penguins, in piece-index order (upper case = Blue, seat 0)."""
KEY_LENGTH = 14  # side, ball, 6 positions, 6 facings
MASK64 = (1 << 64) - 1

if TYPE_CHECKING:
    from engines.penguin_soccer.state import State


def _square(board: Board, value: object, what: str) -> int:
    if not isinstance(value, str) or value not in board.index:
        raise BadState(f"{what} must be a square of the {board.width}x{board.height} board, got {show(value)}")
    return board.index[value]


def facing_name(f: int) -> str:
    """'up' or a direction name."""
    return "up" if f == UP else DIRECTIONS[f]


def _board(level: object, what: str, decoded: Decoded) -> Board:
    if not isinstance(level, (str, Path)):
        raise BadState(f"{what} must be a level name or path, got {show(level)}")
    try:
        return load_board(level)
    except ValueError as exc:
        raise BadState(f"{what} {show(level)} cannot be used: {exc}") from exc


def _ball(value: object, what: str, decoded: Decoded) -> int:
    return CENTRE if value == "center" else _square(decoded["board"], value, f"{what} ('center' or a square)")


def _penguins(value: object, what: str, decoded: Decoded) -> dict[str, tuple[int, ...]]:
    """The penguins object as the attributes pos and face, checked against the board and the ball."""
    board: Board = decoded["board"]
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
    _check_position(board, tuple(pos), tuple(face), decoded["ball"])
    return {"pos": tuple(pos), "face": tuple(face)}


def _penguins_json(s: State, viewer: int | None) -> dict[str, Any]:
    return {key: None if s.pos[i] == SEA else {"at": s.board.name(s.pos[i]), "facing": facing_name(s.face[i])}
            for i, key in enumerate(PENGUIN_KEYS)}


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


def _key(decoded: Decoded) -> tuple[int, ...]:
    return position_key(decoded["to_move"], decoded["ball"], decoded["pos"], decoded["face"])


def _history(value: object, what: str, decoded: Decoded) -> History:
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)):
        raise BadState(f"{what} must be a list of position keys, got {show(value)}")
    n = decoded["board"].n
    out: list[tuple[int, ...]] = []
    for entry in value:
        ok = (
            isinstance(entry, Sequence)
            and not isinstance(entry, (str, bytes))
            and len(entry) == KEY_LENGTH
            and all(is_int(x) for x in entry)
            and entry[0] in (0, 1)
            and -1 <= entry[1] < n
            and all(-1 <= x < n for x in entry[2:8])
            and all(0 <= x <= UP for x in entry[8:])
        )
        if not ok:
            raise BadState(f"{what} entry {show(entry)} is not a position key of this board")
        out.append(tuple(entry))
    if not out or out[-1] != _key(decoded):
        raise BadState(f"{what} must end with the current position")
    return History.of(out)


def _result(decoded: Decoded) -> None:
    """The result follows from the position (a recorded one must agree: the `derived` fields)."""
    board: Board = decoded["board"]
    ball, to_move = decoded["ball"], decoded["to_move"]
    result: str | None = None
    winner: int | None = None
    reason: str | None = None
    if ball >= 0 and board.corner_owner[ball] >= 0:
        result, winner = "goal", 1 - board.corner_owner[ball]
        reason = "own_goal" if winner == to_move else "goal"  # to_move is the side after the kicker
    elif decoded["repetition_draw"] and decoded["history"].count(_key(decoded)) >= 3:
        result, reason = "draw", "repetition"
    elif not has_move(board, decoded["pos"], decoded["face"], ball, to_move):
        result, reason = "draw", "no_moves"
    decoded.update(result=result, winner=winner, reason=reason)


def _flag(value: object, what: str, decoded: Decoded) -> bool:
    if not isinstance(value, bool):
        raise BadState(f"{what} must be true or false, got {show(value)}")
    return value


FIELDS: Fields[State] = Fields([
    Field("game", const=GAME_ID, default=GAME_ID),
    Field("level", "board", _board, dump=lambda b: b.level_id, default=DEFAULT_LEVEL),
    Field("to_move", "to_move", lambda value, what, decoded: seat(value, what)),
    Field("ball", "ball", _ball, show=lambda s, viewer: "center" if s.ball == CENTRE else s.board.name(s.ball)),
    Field("penguins", load=_penguins, show=_penguins_json),
    Field("result", "result", derived=True),
    Field("winner", "winner", derived=True),
    Field("reason", "reason", derived=True),
    Field("ply", "ply", lambda value, what, decoded: integer(value, what, 0), default=0),
    Field("first_player", "first_player", lambda value, what, decoded: seat(value, what, allow_none=True),
          default=None),
    Field("rng", "rng", lambda value, what, decoded: integer(value, what, 0, MASK64), default=0),
    Field("options", default={}, sub=Fields([Field("repetition_draw", "repetition_draw", _flag, default=True)])),
    Field("history", "history", _history, dump=lambda h: [list(k) for k in h], default_from=lambda d: History.start(_key(d))),
    events_field(EVENT_KINDS),
], what="position", finish=_result)


def decode_position(d: object) -> dict[str, Any]:
    """The State fields described by a JSON position; BadState if impossible."""
    return FIELDS.read(d)
