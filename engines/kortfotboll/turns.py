"""Whose turn it is, and which moves are never played for a player (engines.common.info: `turn_of`,
`never_autoplay`).

Kortfotboll has no answers out of turn: every decision is the mover's own turn, so `turn_of` is the
seat to move. A shot at the goal (a target @GK) and the line-up (PLACE) are always the player's own,
even when they are the only move. Pure functions of the state; no pygame.
"""

from __future__ import annotations

from engines.kortfotboll.notation import PLACE, TARGET, parse
from engines.kortfotboll.state import State


def turn_of(state: State) -> int | None:
    """The seat whose turn it is: the seat to move (None once the game is over)."""
    return state.current_player


def never_autoplay(state: State, notation: str) -> bool:
    """Whether the move `notation` must be the player's own even as the only move: a PLACE or a shot."""
    act = parse(notation)
    return act.kind == PLACE or (act.kind == TARGET and act.position == "GK")


__all__ = ["turn_of", "never_autoplay"]
