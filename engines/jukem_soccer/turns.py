"""Whose turn it is, and which moves are never played for a player: Jukem Soccer's own rules for the
forced-move machinery (engines.common.info `GameInfo.turn_of` / `never_autoplay`).

While the defender answers a setup play or chooses a SAVE, the turn is still the attacker's (who
played the pending card). A SHOT (with JUKEM too; substituting a SHOT card is no shot), an answer and
a save are always the player's own, even as their only move. The base rule that a decision out of
turn is never played for anyone is the Match's, not repeated here.

`plays_after_letting_stand` says, from the answering seat's own observation, which plays its own turn
will offer if it lets the pending setup play stand: a table may let the seat choose that play together
with its answer (the answer NO goes in first, then the play once the turn is the seat's; the engine's
moves are the same two as ever).

Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from engines.jukem_soccer.notation import PLAY, parse
from engines.jukem_soccer.rules import P_ANSWER, P_PLAY, P_SAVE, legal
from engines.jukem_soccer.table import HEADER, Table

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


def plays_after_letting_stand(table: Table, observation: Mapping[str, Any]) -> tuple[str, ...]:
    """The plays (notation) the answering seat's own turn will offer if it answers NO now, read from its own
    observation (`table`: the printed cards of the game's deck).

    After NO to a PASS or a FLOP the turn passes to the answering seat with its hand and possession as they
    are now (only the attacker replenishes), and a seat that can play starts its turn (the half ends only
    when nobody can play), so these plays will be legal then. Nothing while the seat is not answering a
    setup play, after a HEADER (its player plays again), or when the seat holds no play (its turn is then a
    substitution or END, chosen on the turn itself)."""
    if observation.get("phase") != "answer":
        return ()
    pending = observation.get("pending")
    seat = observation.get("player")
    if not isinstance(pending, Mapping) or not isinstance(seat, int) or seat not in (0, 1):
        return ()
    card = pending.get("card")
    hand = observation["hands"][seat]
    if not isinstance(card, int) or table.kind[card] == HEADER or not isinstance(hand, list):
        return ()
    hands: list[tuple[int, ...]] = [(), ()]
    hands[seat] = tuple(int(c) for c in hand)
    poss: list[tuple[int, ...]] = [(), ()]
    poss[seat] = tuple(int(c) for c in observation["possessions"][seat])
    moves = legal(table, P_PLAY, seat, hands, poss, -1, 0, True)
    return tuple(str(a) for a in moves if a.kind == PLAY)


__all__ = ["turn_of", "never_autoplay", "plays_after_letting_stand"]
