"""Jukem Football's moves and results in words, from one viewer's side of the table (the `Words` protocol
of engines.common.info).

`describe(before, events, mover, names)` reads only the viewer's observation before the move and the
move's events as that viewer sees them, never a State or the notation, so no sentence can name a card
the viewer may not see: a drawn card is never named (its event hides it from the other seat), and
every card a sentence does name (taken, discarded, played, answered with, swept aside) was face up on
the table for everyone. A plain DRAW is not worth a line in the log: its words are "" (the log leaves
empty entries out), unless it was the half's last card.

`result(final, names)` says why a finished game ended, with the players' names in it.

`card_words(table, face)` is a card's name in words ("RUN 15", "PICKED OFF! (red)"), by the deck's own
kinds, the same words the card's face shows (sprites.jukem_football.faces.card_name).

Pure Python: no pygame, no State.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engines.common.results import wins_words
from engines.jukem_football.state import DEFAULT_MAX_OVERTIME_DEALS
from engines.jukem_football.table import TYPE_NAMES, Table, load_table

#: How the cards whose face string is not already words are called on screen.
CARD_WORDS = {"KICKRETURN": "KICK RETURN", "PANCAKE": "PANCAKE BLOCK!", "FIELDGOAL": "FIELD GOAL",
              "PICKEDOFF": "PICKED OFF"}
#: The half_end line's label by the half that ended (3, 4, ...: an overtime deal).
HALF_LABELS = {1: "Half time", 2: "Full time"}
NO_SCORE_IN_OVERTIME = "No score in that overtime deal"


def card_words(table: Table, face: str) -> str:
    """A card's name in words: "RUN 15", "PASS 15-35", "KICK RETURN", "HOLDING! (yellow)"."""
    ids = table.ids(face)
    kind = TYPE_NAMES[table.kind[ids[0]]] if ids else ""
    if kind in ("RUN", "CATCH"):
        return f"{kind} {table.yards[ids[0]]}"
    if kind == "PASS":
        return f"PASS {table.low[ids[0]]}-{table.high[ids[0]]}"
    if kind in ("YELLOW", "RED"):
        return f"{CARD_WORDS.get(face, face)}! ({kind.lower()})"
    return CARD_WORDS.get(kind or face, kind or face)


def table_of(observation: Mapping[str, Any]) -> Table:
    """The printed deck an observation is played with (the practice deck leaves two cards out)."""
    options = observation.get("options")
    practice = bool(options.get("practice", False)) if isinstance(options, Mapping) else False
    return load_table(practice)


def describe(before: Mapping[str, Any], events: Sequence[Mapping[str, Any]], mover: int,
             names: tuple[str, str]) -> str:
    """The move `mover` just made, for the log and the move list (lines joined with newlines; "" for a
    plain DRAW, which the log leaves out)."""
    table = table_of(before)

    def words(face: object) -> str:
        return card_words(table, str(face))

    who, other = names[mover], names[1 - mover]
    kinds = {str(e["kind"]): e for e in events}
    first = str(events[0]["kind"]) if events else ""
    parts: list[str] = []
    if first == "draw":
        if "last_card" in kinds:
            parts.append(f"{who} draws the last card: play after play until stopped")
    elif first == "take":
        card = events[0]["card"]
        parts.append(f"{who} takes {words(card) if card is not None else 'a card'} from the discard pile")
    elif first == "discard":
        parts.append(f"{who} has no play and discards {words(events[0]['card'])}")
    elif first == "end":
        parts.append(f"{who} stops")
    elif first == "no_answer":
        parts.append(f"{who} lets it stand")
    elif first == "defence":
        ev = events[0]
        removed = " + ".join(words(f) for f in ev["removed"])
        what = f"{other}'s whole drive ({removed})" if ev["red"] else f"the {removed}"
        parts.append(f"{who} answers with {words(ev['card']).split(' (')[0]} and {what} is gone")
    elif first == "field_goal":
        parts.append(f"{who} kicks a FIELD GOAL from the {events[0]['drive_yards']}: 3 points")
    elif first == "play":
        ev = events[0]
        cards = " + ".join(words(f) for f in ev["cards"])
        td = " TOUCHDOWN!" if "touchdown" in kinds else f", at the {ev['drive_yards']}"
        parts.append(f"{who}: {cards}, +{ev['yards']} yards{td}")
    if "no_play" in kinds:
        parts.append(f"{names[int(kinds['no_play']['seat'])]} has no play left")
    half_end = kinds.get("half_end")
    if half_end is not None:
        s = half_end["scores"]
        label = HALF_LABELS.get(int(half_end["half"]), NO_SCORE_IN_OVERTIME)
        parts.append(f"{label}: {names[0]} {s[0]}-{s[1]} {names[1]}")
    return "\n".join(parts)


def aside(before: Mapping[str, Any], events: Sequence[Mapping[str, Any]], mover: int, names: tuple[str, str]) -> str:
    """The moves `describe` leaves out, for a list with a row for every move (the replay's): a plain draw
    (never which card: the words are the same for every viewer)."""
    return f"{names[mover]} draws a card" if events and str(events[0]["kind"]) == "draw" else ""


def result(final: Mapping[str, Any], names: tuple[str, str]) -> str:
    """Why the game ended and who won: "Blue wins 14-7", "Red wins in overtime, 10-7",
    "Draw, 7-7: no score in 3 overtime deals"."""
    winner = final.get("winner")
    reason = final.get("reason")
    a, b = (int(x) for x in final["scores"])
    if reason == "points" and winner is not None:
        return wins_words((a, b), int(winner), names)
    if reason == "overtime" and winner is not None:
        return f"{names[winner]} wins in overtime, {max(a, b)}-{min(a, b)}"
    if reason == "draw":
        options = final.get("options")
        n = int(options.get("max_overtime_deals", DEFAULT_MAX_OVERTIME_DEALS)) if isinstance(options, Mapping) \
            else DEFAULT_MAX_OVERTIME_DEALS
        if n <= 0:
            return f"Draw, {a}-{b} after two halves"
        return f"Draw, {a}-{b}: no score in {n} overtime deal{'s' if n != 1 else ''}"
    return "Draw" if winner is None else f"{names[int(winner)]} wins"


__all__ = ["describe", "aside", "result", "card_words", "table_of", "CARD_WORDS"]
