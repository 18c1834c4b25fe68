"""G.O.A.L.'s moves and results in words, made from what one viewer may see (engines.common.info.Words).

`describe(before, events, mover, names)` is the log's line for a move: `before` is the viewer's
observation of the position before it (unused today: every sentence follows from the events), `events`
the move's events as that viewer sees them (the "events" of its observation after the move, or of the
common view), `mover` the seat that moved, `names` the players' names (Blue's, Red's). It reads the
action's own event (pass, shoot or tackle) and what followed it: the end of a quarter (who won which
goal card, which went out of play) and half time (who draws the bonus). Every field it reads is public
(a shot's cards, the combination a tackle knocked off, how many cards a PASS drew, never which), so the
three viewers (Blue, Red, a spectator) get the same sentence and none names a card still hidden.

`result(final, names)` says who won and on which tie-break, from any observation of the final position.

The words for cards (`short_name`, `cards_words`) and for the tie-breaks (`REASON_WORDS`) live here so
the scene's prompts and animations use the same ones. Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

#: A goal card's requirement in words (the part after the dash of "A-PAIR").
REQUIREMENT_NAMES: dict[str, str] = {
    "SINGLE": "Single", "PAIR": "Pair", "THREE": "Three of a Kind", "RUN": "Run of Three",
    "FLUSH": "Three-Card Flush", "STRAIGHTFLUSH": "Straight Flush of Three", "TWOPAIRS": "Two Pairs",
    "XKIND": "X of a Kind",
}
#: A player's card's suit in words, by its letter.
SUITS: dict[str, str] = {"E": "Emperor", "K": "King", "N": "Knight"}
#: Why a game was won, in words (the engine's reasons: the tie-breaks in order).
REASON_WORDS: dict[str, str] = {
    "sets": "more G-O-A-L sets", "goal_cards": "more goal cards (level on sets)",
    "deck": "fewer cards left in the deck (level on sets and goal cards)",
    "coin_toss": "the coin toss (level on everything else)",
}
#: The events of the three actions (one per move, the mover's).
ACTION_EVENTS = ("pass", "shoot", "tackle")


def short_name(card: str) -> str:
    """A card in a few words for the log: "9E" -> "Emperor 9", "XK=9" -> "King X as 9", "A-PAIR" -> "A: Pair"."""
    if "-" in card:
        letter, _, req = card.partition("-")
        return f"{letter}: {REQUIREMENT_NAMES.get(req, req)}"
    face, _, value = card.partition("=")
    suit = SUITS.get(face[-1:], face[-1:])
    rank = face[:-1]
    return f"{suit} {rank} as {value}" if value else f"{suit} {rank}"


def cards_words(cards: Sequence[str]) -> str:
    """Cards joined for a sentence: "Emperor 9 + King X as 9"."""
    return " + ".join(short_name(c) for c in cards)


def describe(before: Mapping[str, Any], events: Sequence[Mapping[str, Any]], mover: int,
             names: tuple[str, str]) -> str:
    """The move `mover` just made, in words, from the events one viewer sees (module docstring)."""
    who, other = names[mover], names[1 - mover]
    parts: list[str] = []
    action = next((e for e in events if e.get("kind") in ACTION_EVENTS and e.get("seat") == mover), None)
    kind = action.get("kind") if action is not None else None
    if action is None:
        parts.append(f"{who} moves")
    elif kind == "pass":
        n = int(action["count"])
        parts.append(f"{who} passes and draws {n} card{'s' if n != 1 else ''}" if n else
                     f"{who} passes (the deck is empty)")
    elif kind == "shoot":
        over = action.get("over")
        on = "" if over is None else (" over their own" if over == mover else f" over {other}")
        parts.append(f"{who} shoots {cards_words(_faces(action['cards']))} onto {short_name(str(action['goal']))}{on}")
    else:
        parts.append(f"{who} tackles {other}'s {cards_words(_faces(action['tackled']))} off "
                     f"{short_name(str(action['goal']))} with {cards_words(_faces(action['cards']))}")
    end = _last(events, "quarter_end")
    if end is not None:
        won = [f"{names[int(e['seat'])]} wins {short_name(str(e['card']))}" for e in events
               if e.get("kind") == "goal_won"]
        out = [f"{short_name(str(e['card']))} is out of play" for e in events if e.get("kind") == "goal_discarded"]
        said = won + out
        parts.append(f"End of quarter {int(end['quarter'])}: " + ("; ".join(said) if said else "no goal card won"))
    half = _last(events, "half_time")
    if half is not None:
        if half.get("seat") is None:
            parts.append("Half time: level on goal cards, no bonus")
        else:
            parts.append(f"Half time: {names[int(half['seat'])]} has fewer goal cards and draws {half['count']}")
    return "\n".join(parts)


def result(final: Mapping[str, Any], names: tuple[str, str]) -> str:
    """Who won and on which tie-break ("Ann wins, 2-1 in sets", "Bob wins on the coin toss (...)"), from
    any viewer's observation of the final position; "Draw" while nobody has won."""
    w, reason = final.get("winner"), final.get("reason")
    if w is None:
        return "Draw"
    winner = int(w)
    if reason is None:
        return f"{names[winner]} wins"
    if reason in ("deck", "coin_toss"):
        return f"{names[winner]} wins on {REASON_WORDS[str(reason)]}"
    if reason == "sets":
        sets = final["sets"]
        return f"{names[winner]} wins, {sets[winner]}-{sets[1 - winner]} in sets"
    goals = final["scores"]
    return f"{names[winner]} wins, {goals[winner]}-{goals[1 - winner]} in goal cards"


def _last(events: Sequence[Mapping[str, Any]], kind: str) -> Mapping[str, Any] | None:
    """The last event of `kind` among the move's events."""
    found = None
    for e in events:
        if e.get("kind") == kind:
            found = e
    return found


def _faces(value: Any) -> list[str]:
    """An event's list of card faces (None, a field the viewer may not see, is no cards)."""
    return [str(c) for c in value] if value is not None else []


__all__ = ["describe", "result", "short_name", "cards_words", "REASON_WORDS", "REQUIREMENT_NAMES", "SUITS"]
