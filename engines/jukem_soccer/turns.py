"""Whose turn it is, and which moves are never played for a player: Jukem Soccer's own rules for the
forced-move machinery (engines.common.info `GameInfo.turn_of` / `never_autoplay`).

While the defender answers a setup play or chooses a SAVE, the turn is still the attacker's (who
played the pending card). A SHOT (with JUKEM too; substituting a SHOT card is no shot), an answer and
a save are always the player's own, even as their only move. The base rule that a decision out of
turn is never played for anyone is the Match's, not repeated here.

Pure Python, no pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.jukem_soccer.notation import PLAY, parse
from engines.jukem_soccer.rules import P_ANSWER, P_SAVE

if TYPE_CHECKING:
    from engines.jukem_soccer.state import State


def turn_of(state: State) -> int | None:
    """The seat whose turn it is: the attacker while the defender answers or saves, else the seat to
    move; None once the game is over."""
    seat = state.current_player
    if seat is None:
        return None
    return 1 - seat if state.phase in (P_ANSWER, P_SAVE) else seat


def never_autoplay(state: State, notation: str) -> bool:
    """Whether the move `notation` must be the player's own even when it is their only one: a SHOT
    (JUKEM+SHOT too), and any answer or save."""
    act = parse(notation)
    return (act.kind == PLAY and act.face.startswith("SHOT")) or state.phase in (P_ANSWER, P_SAVE)


__all__ = ["turn_of", "never_autoplay"]
