"""Actions and their notation: `P^`, `B>NE/E`, `P>SW`, `M!E`.

An `Action` names a penguin of the side to move by its upper-case letter and
one of three moves:

- stand  `X^`            a lying penguin stands up;
- slide  `X>DIR/FACING`  slide (or enter from the sea) towards DIR and end lying
                          facing FACING (the spin is FACING minus DIR);
         `X>DIR`         a slide that ends on the ball (the penguin stands);
- kick   `X!DIR`         the holder kicks the ball towards DIR.

Every possible action has a small int `code` (0..242) used by the rules core;
codes sort in the engine's canonical order (piece M, P, B; stand, slides by
direction then facing, slide-onto-ball last; kicks by direction) and that is
the order of `State.legal_actions()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engines.common.errors import IllegalAction, show
from engines.common.notation import ActionBase
from engines.penguin_soccer.board import DIR_INDEX, DIRECTIONS, UP

PIECES = "MPB"
"""Piece letters by size index: Mama (large), Papa (medium), Baby (small)."""
PIECE_NAMES = ("Mama", "Papa", "Baby")
STAND, SLIDE, KICK = "stand", "slide", "kick"
KINDS = (STAND, SLIDE, KICK)

CODES_PER_PIECE = 81  # 1 stand + 8 directions x (8 facings + "on the ball") + 8 kicks
KICK_BASE = 73
N_CODES = 3 * CODES_PER_PIECE


def slide_code(k: int, d: int, f: int) -> int:
    """Code of piece size k sliding towards d, facing f after (UP = ends on the ball)."""
    return k * CODES_PER_PIECE + 1 + d * 9 + f


def kick_code(k: int, d: int) -> int:
    """Code of piece size k kicking towards d."""
    return k * CODES_PER_PIECE + KICK_BASE + d


def stand_code(k: int) -> int:
    """Code of piece size k standing up."""
    return k * CODES_PER_PIECE


def decode(code: int) -> tuple[int, str, int, int]:
    """(size index, kind, direction or -1, facing or UP) of an action code."""
    k, r = divmod(code, CODES_PER_PIECE)
    if r == 0:
        return k, STAND, -1, UP
    if r < KICK_BASE:
        d, f = divmod(r - 1, 9)
        return k, SLIDE, d, f
    return k, KICK, r - KICK_BASE, UP


@dataclass(frozen=True, slots=True)
class Action(ActionBase):
    """One move of the side to move; `str(action)` is its notation."""

    piece: str
    """'M', 'P' or 'B' (the side is implied by whose turn it is)."""
    kind: str
    """'stand', 'slide' (also entering from the sea) or 'kick'."""
    direction: str | None = None
    """Slide or kick direction, 'N'..'NW'; None for stand."""
    facing: str | None = None
    """Facing after a slide that ends lying, 'N'..'NW'; None otherwise."""
    code: int = field(default=-1, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.piece not in ("M", "P", "B"):
            raise IllegalAction(f"piece must be 'M', 'P' or 'B', got {show(self.piece)}")
        k = PIECES.index(self.piece)
        if self.kind == STAND:
            if self.direction is not None or self.facing is not None:
                raise IllegalAction("a stand has no direction or facing")
            code = stand_code(k)
        elif self.kind in (SLIDE, KICK):
            if self.direction not in DIR_INDEX:
                raise IllegalAction(f"direction must be one of {' '.join(DIRECTIONS)}, got {show(self.direction)}")
            d = DIR_INDEX[self.direction]
            if self.kind == KICK:
                if self.facing is not None:
                    raise IllegalAction("a kick has no facing (the kicker lies facing the kick)")
                code = kick_code(k, d)
            elif self.facing is None:
                code = slide_code(k, d, UP)
            elif self.facing in DIR_INDEX:
                code = slide_code(k, d, DIR_INDEX[self.facing])
            else:
                raise IllegalAction(f"facing must be one of {' '.join(DIRECTIONS)}, got {show(self.facing)}")
        else:
            raise IllegalAction(f"kind must be one of {', '.join(KINDS)}, got {show(self.kind)}")
        object.__setattr__(self, "code", code)

    def __str__(self) -> str:
        if self.kind == STAND:
            return f"{self.piece}^"
        if self.kind == KICK:
            return f"{self.piece}!{self.direction}"
        if self.facing is None:
            return f"{self.piece}>{self.direction}"
        return f"{self.piece}>{self.direction}/{self.facing}"

    def __lt__(self, other: Action) -> bool:
        return self.code < other.code



def _build(code: int) -> Action:
    k, kind, d, f = decode(code)
    piece = PIECES[k]
    if kind == STAND:
        return Action(piece, STAND)
    if kind == KICK:
        return Action(piece, KICK, DIRECTIONS[d])
    return Action(piece, SLIDE, DIRECTIONS[d], None if f == UP else DIRECTIONS[f])


ACTIONS: tuple[Action, ...] = tuple(_build(c) for c in range(N_CODES))
"""Every action, indexed by code."""
_BY_TEXT: dict[str, Action] = {str(a): a for a in ACTIONS}

_GRAMMAR = (
    "a piece letter M, P or B followed by ^ (stand), >DIR (slide onto the ball), "
    ">DIR/FACING (slide ending lying) or !DIR (kick), DIR and FACING one of "
    + " ".join(DIRECTIONS)
)


def parse(text: object) -> Action:
    """Parse notation strictly (no spaces, no lower case); IllegalAction if malformed."""
    if not isinstance(text, str):
        raise IllegalAction(f"an action is an Action or a notation string, got {show(text)}")
    action = _BY_TEXT.get(text)
    if action is not None:
        return action
    hint = ""
    if not text:
        hint = "it is empty"
    elif text != text.strip():
        hint = "remove the spaces"
    elif text[0] in "mpb":
        hint = "piece letters are upper case (the side to move is implied)"
    elif text[0] not in PIECES:
        hint = f"{show(text[0])} is not a piece letter"
    elif len(text) == 1:
        hint = "a move symbol (^ > !) must follow the piece letter"
    elif text[1] not in "^>!":
        hint = f"{show(text[1])} is not a move symbol (^ stand, > slide, ! kick)"
    elif text[1] == "^":
        hint = "a stand is just the letter and ^"
    elif text[1] == "!" and "/" in text:
        hint = "a kick has no facing"
    else:
        hint = "unknown direction or facing (directions are upper case)"
    raise IllegalAction(f"{show(text)} is not Penguin Soccer notation ({hint}); expected {_GRAMMAR}")


Action.bind_parser(parse)
