"""Where an undo may go back to: never past information that was hidden when the move was made.

Undo takes back moves until a seat is to move again before its last decision (ply k of the history).
That is allowed only if nothing hidden from that seat at ply k has been shown to it since: otherwise
the seat would decide again knowing what it could not know (the SHOT it is saving against, the card
it drew). Nor may it cross a new deal: cards the seat could see at ply k are gathered and hidden
again in a new deck, and a second try would deal the same cards (the game's seed is in its state).

What a game hides is what its engine declares (`INFO`, engines/common/info.py): a game of perfect
information undoes to any decision; a game that hides information is read through its audit hooks,
and one without them gets no undo at all (the safe answer). Pure functions: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engines.common.info import GameInfo


def learned_since(info: GameInfo, history: Sequence[Any], ply: int, seat: int) -> frozenset[int] | None:
    """The card ids that going back to `history[ply]` would show `seat` though it could not know them
    then: cards hidden from it at that ply and shown since, and cards it could see then that a later
    state hides again (gathered into a new deal). Empty for perfect information; None when the game
    hides information but cannot say which (no audit hooks)."""
    if not info.hidden_information:
        return frozenset()
    audit = info.audit
    if audit is None:
        return None
    hidden = set(audit.hidden_cards(history[ply], seat))
    seen = set(audit.shown_cards(history[ply].observation(seat)))
    learned: set[int] = set()
    for state in history[ply + 1:]:
        learned |= hidden.intersection(audit.shown_cards(state.observation(seat)))
        learned |= seen.intersection(audit.hidden_cards(state, seat))
    return frozenset(learned)


def last_decision(history: Sequence[Any], decides: Callable[[int], bool]) -> int | None:
    """Where the last turn of a seat for which `decides(seat)` began (before the position now): a turn is a
    run of one seat's decisions, so a line-up of eleven cards is taken back whole."""
    for ply in range(len(history) - 2, -1, -1):
        seat = history[ply].current_player
        if seat is not None and decides(seat):
            while ply > 0 and history[ply - 1].current_player == seat:
                ply -= 1
            return ply
    return None


def undo_ply(info: GameInfo, history: Sequence[Any], decides: Callable[[int], bool]) -> int | None:
    """The ply an undo goes back to: the last one where `decides(seat)` was to move, if going back there
    shows that seat nothing it could not know then; else None (no undo). `history[i]` is the state
    before move i; the last entry is the state now."""
    ply = last_decision(history, decides)
    if ply is None:
        return None
    learned = learned_since(info, history, ply, history[ply].current_player)
    return ply if learned is not None and not learned else None


__all__ = ["learned_since", "last_decision", "undo_ply"]
