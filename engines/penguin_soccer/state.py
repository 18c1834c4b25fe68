"""The game state: an immutable value with the engine contract's API.

`new_game(seed, level=..., repetition_draw=..., first_player=...)` tosses the
seeded coin and returns the opening `State`; `state.apply(action)` returns the
next one with `events` saying what happened. Positions round-trip through
`to_json()` / `State.from_json()` exactly (see codec.py for what is checked).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engines.common import rng as prng
from engines.common.errors import BadState, IllegalAction, show
from engines.common.history import History
from engines.common.jsonval import check_seed, no_more_options, option_bool, option_seat
from engines.penguin_soccer.board import CENTRE, DEFAULT_LEVEL, SEA, UP, Board, load_board
from engines.penguin_soccer.codec import FIELDS, PENGUIN_KEYS, facing_name
from engines.penguin_soccer.events import Event, event
from engines.penguin_soccer.notation import ACTIONS, PIECES, Action, parse
from engines.penguin_soccer.rules import SEAT_NAMES, has_move, holder, legal_codes, perform, position_key

COIN_TOSS_TEXT = (
    "Nobody could agree whose penguin impression was best, so a coin decided: {name} waddles first."
)


@dataclass(frozen=True, slots=True)
class State:
    """A Penguin Soccer position plus its game record; never mutated."""

    board: Board
    to_move: int
    """The seat whose turn it is (still recorded once the game is over)."""
    pos: tuple[int, ...]
    """Square of each penguin (index seat * 3 + size: M, P, B), -1 in the sea."""
    face: tuple[int, ...]
    """Facing of each penguin: 0..7 = N..NW lying, 8 = standing (or in the sea)."""
    ball: int
    """The ball's square, or -1 while it is at the centre."""
    result: str | None = None
    """None while playing, then 'goal' or 'draw'."""
    winner: int | None = None
    reason: str | None = None
    """'goal', 'own_goal', 'repetition' or 'no_moves' once the game is over."""
    history: History = History.start(())
    """Position keys since the start, the current one last, with their counts (for repetition): adding
    one costs the same at move 10 as at move 5,000."""
    ply: int = 0
    first_player: int | None = None
    """Who won the opening coin toss (None for a position loaded without one)."""
    rng: int = 0
    repetition_draw: bool = True
    events: tuple[Event, ...] = ()

    # ---- the contract --------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """The seat to move, None once the game is over."""
        return None if self.result is not None else self.to_move

    @property
    def is_terminal(self) -> bool:
        return self.result is not None

    @property
    def scores(self) -> tuple[int, int]:
        """Goals: (1, 0) or (0, 1) after a goal, else (0, 0)."""
        if self.result == "goal":
            return (1, 0) if self.winner == 0 else (0, 1)
        return (0, 0)

    def legal_actions(self) -> list[Action]:
        """Every legal action of the side to move, in the canonical (code) order."""
        if self.result is not None:
            return []
        return [ACTIONS[c] for c in legal_codes(self.board, self.pos, self.face, self.ball, self.to_move)]

    def apply(self, action: Action | str) -> State:
        """The state after `action` (an Action or its notation); IllegalAction if not legal."""
        if self.result is not None:
            raise IllegalAction(f"the game is over ({self.reason}); no more moves")
        act = action if isinstance(action, Action) else parse(action)
        side = self.to_move
        ev: list[Event] = []
        pos, face, ball, scorer = perform(self.board, self.pos, self.face, self.ball, side, act.code, ev)
        nxt = 1 - side
        key = position_key(nxt, ball, pos, face)
        history = self.history.add(key)
        result = winner = reason = None
        if scorer >= 0:
            result, winner, reason = "goal", scorer, ("goal" if scorer == side else "own_goal")
        elif self.repetition_draw and history.count(key) >= 3:
            result, reason = "draw", "repetition"
            ev.append(event("draw", reason="repetition"))
        elif not has_move(self.board, pos, face, ball, nxt):
            result, reason = "draw", "no_moves"
            ev.append(event("draw", reason="no_moves"))
        return State(
            self.board, nxt, pos, face, ball, result, winner, reason, history, self.ply + 1,
            self.first_player, self.rng, self.repetition_draw, tuple(ev),
        )

    def observation(self, player: int) -> dict[str, Any]:
        """Everything `player` sees: the whole position (perfect information) plus 'player'."""
        if player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, got {show(player)}")
        obs = self.to_json()
        obs["player"] = player
        return obs

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict; State.from_json(state.to_json()) == state (the keys: codec.FIELDS)."""
        return FIELDS.write(self)

    @classmethod
    def from_json(cls, d: object) -> State:
        """Rebuild a state from to_json() output or a bare position; BadState if impossible."""
        return cls(**FIELDS.read(d))

    # ---- conveniences for scenes and tests --------------------------------------

    @property
    def level(self) -> str:
        """The level id this game is played on."""
        return self.board.level_id

    @property
    def holder(self) -> tuple[int, str] | None:
        """(seat, piece letter) of the penguin holding the ball, if any."""
        if self.result == "goal":
            return None
        i = holder(self.pos, self.ball)
        return None if i < 0 else (i // 3, PIECES[i % 3])

    def penguin(self, seat: int, piece: str) -> tuple[str, str] | None:
        """(square, facing) of a penguin, None if it is in the sea."""
        i = seat * 3 + PIECES.index(piece)
        p = self.pos[i]
        return None if p == SEA else (self.board.name(p), facing_name(self.face[i]))

    def key(self) -> tuple[int, ...]:
        """The position's exact identity with the side to move (as used for repetition)."""
        return position_key(self.to_move, self.ball, self.pos, self.face)

    def __str__(self) -> str:
        """An ASCII picture: upper case Blue, lower case Red, '*' facing up, 'o' the ball."""
        b = self.board
        cells: dict[int, str] = {}
        for i, p in enumerate(self.pos):
            if p != SEA:
                f = self.face[i]
                cells[p] = PENGUIN_KEYS[i] + ("*" if f == UP else facing_name(f))
        rows = []
        for r in range(b.height - 1, -1, -1):
            line = []
            for f in range(b.width):
                s = r * b.width + f
                cell = cells.get(s, ".")
                if s == self.ball or (self.ball == CENTRE and b.is_centre[s]):
                    cell += "o"
                line.append(f"{cell:<4}")
            rows.append(f"{r + 1:>2} " + "".join(line).rstrip())
        rows.append("   " + "".join(f"{chr(97 + f):<4}" for f in range(b.width)).rstrip())
        sea = [PENGUIN_KEYS[i] for i, p in enumerate(self.pos) if p == SEA]
        status = f"{SEAT_NAMES[self.to_move]} to move" if self.result is None else f"over: {self.reason}"
        rows.append(f"sea: {' '.join(sea) or '-'}   {status}")
        return "\n".join(rows)


def new_game(seed: int = 0, **options: Any) -> State:
    """A new game: options level (name or .tmx path, default 'penguin_soccer_standard'),
    repetition_draw (bool, default True), first_player (0/1 to skip the coin toss)."""
    check_seed(seed)
    level: str | Path = options.pop("level", DEFAULT_LEVEL)
    repetition = option_bool(options, "repetition_draw", True)
    forced = option_seat(options, "first_player")
    no_more_options(options, "penguin_soccer")
    board = load_board(level)
    toss, rng_state = prng.coin(prng.seed_state(seed))
    first = toss if forced is None else forced
    pos = (SEA,) * 6
    face = (UP,) * 6
    toss_event = event(
        "coin_toss", seat=first, by_coin=forced is None,
        text=COIN_TOSS_TEXT.format(name=SEAT_NAMES[first]) if forced is None
        else f"{SEAT_NAMES[first]} moves first (chosen in the settings).",
    )
    return State(
        board, first, pos, face, CENTRE, None, None, None,
        History.start(position_key(first, CENTRE, pos, face)), 0, first, rng_state, repetition, (toss_event,),
    )


def sample_state(observation: dict[str, Any], player: int, seed: int) -> State:
    """Rebuild the state behind `observation` (perfect information: nothing to re-deal, `seed` unused)."""
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, got {show(player)}")
    if not isinstance(observation, dict):
        raise BadState(f"an observation is a dict, got {type(observation).__name__}")
    if observation.get("player", player) != player:
        raise BadState(f"this observation was made for player {observation.get('player')}, not {player}")
    return State.from_json({k: v for k, v in observation.items() if k != "player"})
