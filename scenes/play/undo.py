"""Where an undo may go back to: never past information that was hidden when the move was made.

Undo takes back moves until a seat is to move again before its last decision
(ply k of the game's history). That is allowed only if nothing hidden from
that seat at ply k has been shown to it since: otherwise the seat would
decide again knowing what it could not know (the SHOT it is saving against,
the card it drew). Nor may it cross a new deal or half: cards the seat could
see at ply k are gathered and hidden again in the new deck, and a second try
would deal the same cards (the game's seed is in its state). Knowledge is
read through the engine's optional audit hooks (`hidden_cards(state, seat)`:
ids the seat cannot see; `shown_cards(observation)`: ids an observation
shows in its zones); a game without them has perfect information, and undo
works as it always did.

Pure functions of the engine module and the list of states: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


def learned_since(engine: Any, history: Sequence[Any], ply: int, seat: int) -> frozenset[int]:
    """The card ids that make going back to `history[ply]` show `seat` what it could not know then:
    cards hidden from it at that ply and shown to it by a later state, and cards it could see then
    that a later state hides from it again (gathered and shuffled into a deck: a new deal, whose
    order the seat would know on a second try). Empty for a game without the `hidden_cards` /
    `shown_cards` hooks (perfect information)."""
    hidden_cards = getattr(engine, "hidden_cards", None)
    shown_cards = getattr(engine, "shown_cards", None)
    if hidden_cards is None or shown_cards is None:
        return frozenset()
    hidden = set(hidden_cards(history[ply], seat))
    seen = set(shown_cards(history[ply].observation(seat)))
    learned: set[int] = set()
    for state in history[ply + 1:]:
        learned |= hidden.intersection(shown_cards(state.observation(seat)))
        learned |= seen.intersection(hidden_cards(state, seat))
    return frozenset(learned)


def may_undo_to(engine: Any, history: Sequence[Any], ply: int, seat: int) -> bool:
    """Whether `seat` may take its decision at `history[ply]` again: it has learned nothing since
    that was hidden then."""
    return not learned_since(engine, history, ply, seat)


def undo_ply(engine: Any, history: Sequence[Any], decides: Callable[[int], bool]) -> int | None:
    """The ply an undo goes back to: the last one where `decides(seat)` (a human seat) was to move,
    if going back there shows that seat nothing it could not know then; else None (no undo).

    `history[i]` is the state before move i; the last entry is the state now.
    """
    for ply in range(len(history) - 2, -1, -1):
        seat = history[ply].current_player
        if seat is not None and decides(seat):
            return ply if may_undo_to(engine, history, ply, seat) else None
    return None
