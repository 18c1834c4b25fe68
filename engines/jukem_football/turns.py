"""Whose turn it is in Jukem Football, and which decisions are never played for anyone (GameInfo's
`turn_of` and `never_autoplay`).

A turn is the attacker's (`to_move`) from the draw to the end of the play, also while the defender
decides whether to answer the play just made: that answer is a decision out of turn. The answer is
always the defender's own, even when NO is its only move, so the prompt comes with the same timing
whether or not the defender holds a yellow or red card (an instant NO would tell the attacker the
defender has none).
"""

from __future__ import annotations

from engines.jukem_football.rules import P_DEFENCE
from engines.jukem_football.state import State


def turn_of(state: State) -> int | None:
    """The seat whose turn it is: the attacker, also while the defence answers; None once over."""
    return state.to_move if state.current_player is not None else None


def never_autoplay(state: State, notation: str) -> bool:
    """Whether the decision now must be the player's own even when it is their only move: a defensive
    answer (or NO), whatever `notation` is."""
    return state.phase == P_DEFENCE


__all__ = ["turn_of", "never_autoplay"]
