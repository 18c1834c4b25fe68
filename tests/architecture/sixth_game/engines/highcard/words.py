"""High Card's moves and results in words (the `Words` of engines.common.info), from one viewer's side.

`describe` reads only the move's events as the viewer sees them: a led card is named only to its
leader (for everyone else the event's card is None, and the sentence says "a card face down"); the
answer, the turned card and the trick are seen by all. `result` reads the points every observation
shows. Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any


def face(card: object) -> str:
    """A card's face in words: "ace", "7" (card ids 0..8)."""
    return "ace" if card == 0 else str(int(str(card)) + 1)


def describe(before: Mapping[str, Any], events: Sequence[Mapping[str, Any]], mover: int,
             names: tuple[str, str]) -> str:
    """The move `mover` just made: "Blue leads a card face down" (or "leads the 7 face down" to Blue
    alone), "Red answers with the 5; Blue's 7 turns over: Blue takes the trick (1-0)"."""
    kinds = {str(e["kind"]): e for e in events}
    who = names[mover]
    if "lead" in kinds:
        card = kinds["lead"]["card"]
        return f"{who} leads {'a card' if card is None else 'the ' + face(card)} face down"
    answer, reveal, trick = kinds.get("answer"), kinds.get("reveal"), kinds.get("trick")
    if answer is None or reveal is None or trick is None:
        return f"{who} plays"
    leader = names[int(reveal["seat"])]
    won, (a, b) = trick["winner"], trick["points"]
    end = "a tie, nobody scores" if won is None else f"{names[int(won)]} takes the trick"
    return (f"{who} answers with the {face(answer['card'])}; {leader}'s {face(reveal['card'])} "
            f"turns over: {end} ({a}-{b})")


def result(final: Mapping[str, Any], names: tuple[str, str]) -> str:
    """Who won, from any observation of the final position: "Blue wins 2-1", "Draw, 1-1"."""
    a, b = (int(p) for p in final["points"])
    if a == b:
        return f"Draw, {a}-{b}"
    return f"{names[0]} wins {a}-{b}" if a > b else f"{names[1]} wins {b}-{a}"


__all__ = ["describe", "result", "face"]
