"""Kortfotboll's actions as picker steps, and the words the table uses for cards, positions and plays.

A turn's choices are places on the pitch: one of your own empty positions
(a refill), one of your own cards (a substitution, confirmed with a button,
since it shows the card and uses one of the three), the Attack button, and
once a card is turned up one of the opponent's positions. Setting up is not
chosen through the picker but on the lineup board (scenes.kortfotboll.lineup). The words for cards,
positions and results are the engine's (engines.kortfotboll.words), re-exported here.
"""

from __future__ import annotations

from collections.abc import Collection

from engines.kortfotboll.rules import MAX_SUBS
from engines.kortfotboll.notation import ATTACK, PLACE, REFILL, SUB, TARGET, Action
from engines.kortfotboll.words import REASON_WORDS, card_words, position_words, rank_words, the_position
from scenes.cards.picker import BUTTON, CARD, CONFIRM, SLOT, ZONE, Step

ATTACK_STEP = Step(BUTTON, "attack", "Attack")
SUB_CONFIRM = Step(CONFIRM, "sub", "Substitute")
MINE, THEIRS = "mine", "theirs"
ROW_OF = {"GK": 0, "DEF": 1, "MID": 2, "FWD": 3}
ROWS_PLURAL = ("goal", "defenders", "midfielders", "forwards")


def action_steps(action: Action) -> tuple[Step, ...]:
    """The steps a human takes for an action (PLACE goes through the lineup board, not these)."""
    if action.kind == PLACE:
        return (Step(CARD, action.face), Step(ZONE, (MINE, action.position), "Place"))
    if action.kind == REFILL:
        return (Step(SLOT, (MINE, action.position), "Refill"),)
    if action.kind == SUB:
        return (Step(SLOT, (MINE, action.position), "Substitute"), SUB_CONFIRM)
    if action.kind == ATTACK:
        return (ATTACK_STEP,)
    assert action.kind == TARGET
    return (Step(ZONE, (THEIRS, action.position), "Shoot" if action.position == "GK" else "Attack"),)


def row_of(position: str) -> int:
    """0 goal, 1 defence, 2 midfield, 3 attack."""
    return ROW_OF[position[:3] if position != "GK" else "GK"]


def blocked_words(position: str, rows_with_gaps: Collection[int] = ()) -> str:
    """Why an opponent's position cannot be attacked yet: the rows in front of it that must open first
    (a row with a gap already is open and not named)."""
    row = row_of(position)
    need = [ROWS_PLURAL[r] for r in range(3, row, -1) if r not in rows_with_gaps]
    if len(need) == 1:
        return f"Open the {need[0]} first: one of them must be gone"
    return f"Open the {' and the '.join(need)} first: each row needs a gap"


def no_sub_words(position: str, gaps: bool, subs_made: int, subbed: Collection[str]) -> str:
    """Why one's own card cannot be substituted now (the engine's rules, said from the seat's own view)."""
    if gaps:
        return "Substitutions wait until no position of yours is empty: refill first"
    if subs_made >= MAX_SUBS:
        return f"All {MAX_SUBS} substitutions of the game are made"
    if position in subbed:
        return "Substituted already this turn"
    return "Cannot be substituted now"


def scorer_rank(face: str) -> str:
    """The roster's key for a scoring card: its rank name, or JOKER."""
    return "JOKER" if face == "JOKER" else face[:-1]


__all__ = ["action_steps", "ATTACK_STEP", "SUB_CONFIRM", "MINE", "THEIRS", "row_of", "position_words", "the_position", "card_words",
           "rank_words", "blocked_words", "no_sub_words", "scorer_rank", "REASON_WORDS"]
