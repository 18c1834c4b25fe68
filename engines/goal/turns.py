"""Whose turn it is, and which moves are never played for a player (engines.common.info.GameInfo).

`turn_of(state)`: in G.O.A.L. every decision is its own turn (nobody answers out of turn), so the seat
whose turn it is is the seat to move; None once the game is over.

`never_autoplay(state, notation)`: a SHOOT or a TACKLE is always the player's own choice, even when it
is the only legal move; only a PASS with nothing else legal may be played for them (behind the Match's
visible "only move" notice). The Match adds its own rule on top: a decision out of turn is never played.
"""

from __future__ import annotations

from engines.goal.notation import PASS, parse
from engines.goal.state import State


def turn_of(state: State) -> int | None:
    """The seat whose turn it is: the seat to move (None: the game is over)."""
    return state.current_player


def never_autoplay(state: State, notation: str) -> bool:
    """Whether the move `notation` must always be the player's own: every move but PASS."""
    return parse(notation).kind != PASS


__all__ = ["turn_of", "never_autoplay"]
