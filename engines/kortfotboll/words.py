"""Kortfotboll's moves and results in words, made only from what one viewer may see (the `Words`
protocol of engines.common.info).

`describe(before, events, mover, names)` reads the viewer's observation before the move (only the
formations, which every seat sees) and the move's events as that viewer sees them (secret fields
None), nothing else: no State, no notation. The sentences use only event fields no seat is denied (a
position, a card shown to both players: a substituted card, the attacking card, a beaten defender, a
joker, a penalty's cards, a goal's scorer), so whichever seat's view is passed the words are the
same, and none of them can name a card the viewer may not see. A refill and a placement are told
without their card; a move that changes nothing anyone need be told (a card placed while others are
still to place, ATTACK turning up a card: the table shows it) has no words (""), which the log leaves
out; `aside` says those for a list with a row for every move (the replay's), still without a hidden card.

`result(final, names)` says how a finished game ended ("Ann wins 2-1", "Bo wins on penalties, 4-3").

Also the words for cards and positions every screen of the game shares: `card_name("QS") == "queen of
spades"`, `position_words("DEF2") == "defender 2"`. Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engines.common.results import wins_words
from engines.kortfotboll.table import JOKER, RANK_NAMES, SUIT_LETTERS, SUIT_NAMES

RANK_WORDS = {"J": "jack", "Q": "queen", "K": "king", "A": "ace", JOKER: "joker"}
"""Rank names said in words (number ranks are said as their number)."""
SUIT_WORDS = {letter: name.lower() for letter, name in zip(SUIT_LETTERS, SUIT_NAMES)}
"""Engine suit letter -> the suit in words ("H" -> "hearts")."""
POSITION_WORDS = {"GK": "goalkeeper", "DEF": "defender", "MID": "midfielder", "FWD": "forward"}
REASON_WORDS = {"goals": "goals", "shootout": "penalties", "coin_toss": "the toss of a coin", "draw": "a draw"}
"""How a game was decided, in words (`game_over`'s reason)."""

Scorer = Callable[[str, str], str]
"""(the scoring card's face, the deck's name for its scorer) -> the name to show."""


# ---- cards and positions ------------------------------------------------------------------------


def split_face(face: str) -> tuple[str, str | None]:
    """An engine face as (rank name, suit letter): "10D" -> ("10", "D"), "JOKER" -> ("JOKER", None);
    ValueError for anything else."""
    if face == JOKER:
        return JOKER, None
    rank, suit = face[:-1], face[-1:]
    if rank not in RANK_NAMES or suit not in SUIT_LETTERS:
        raise ValueError(f"no Kortfotboll card looks like {face!r} (a rank 2..10, J, Q, K, A and a suit S, H, "
                         f"D, C, as in 7H; or JOKER)")
    return rank, suit


def rank_words(face: str) -> str:
    """The rank of a face in words: "7", "10", "queen", "joker"."""
    rank, _ = split_face(face)
    return RANK_WORDS.get(rank, rank)


def card_name(face: str) -> str:
    """A face in words: "7 of hearts", "queen of spades", "joker"."""
    rank, suit = split_face(face)
    words = RANK_WORDS.get(rank, rank)
    return words if suit is None else f"{words} of {SUIT_WORDS[suit]}"


def card_words(face: str | None) -> str:
    """`card_name`, or "a card" for one the viewer may not see (None)."""
    return "a card" if face is None else card_name(face)


def position_words(position: str) -> str:
    """"goalkeeper", "defender 2"."""
    if position == "GK":
        return "goalkeeper"
    return f"{POSITION_WORDS[position[:3]]} {position[3:]}"


def the_position(position: str) -> str:
    """A position in a sentence: "the goalkeeper", "defender 2"."""
    return "the goalkeeper" if position == "GK" else position_words(position)


def kick_value(face: str) -> str:
    """A penalty card's value as the rule counts it: J 11, Q 12, K 13, A 1, joker 0."""
    if face == JOKER:
        return "0"
    return {"J": "11", "Q": "12", "K": "13", "A": "1"}.get(face[:-1], face[:-1])


def penalty_words(face: str) -> str:
    """A penalty card and what it counts: "7", "ace (1)", "jack (11)", "joker (0)"."""
    value = kick_value(face)
    words = rank_words(face)
    return words if words == value else f"{words} ({value})"


# ---- the Words protocol -------------------------------------------------------------------------


def describe(before: Mapping[str, Any], events: Sequence[Mapping[str, Any]], mover: int, names: tuple[str, str],
             *, scorer: Scorer | None = None) -> str:
    """The move `mover` just made, for the log and the move list (lines joined by newlines; "" for a move
    nobody need be told of). `scorer` names a goal's scorer from the scoring card's face and the deck's name
    for it (a roster chosen at the table); by default the deck's name."""
    who, other = names[mover], names[1 - mover]
    parts: list[str] = []
    for e in events:
        kind = e["kind"]
        if kind == "place":
            if e["left"] == 0:
                parts.append(f"{who} lines up in {before['formations'][mover]}")
        elif kind == "refill":
            parts.append(f"{who} refills {the_position(str(e['position']))}")
        elif kind == "sub":
            parts.append(f"{who} substitutes {the_position(str(e['position']))}: {card_words(e['out_card'])} off")
        elif kind == "challenge":
            parts.append(_challenge(e, who, other))
        elif kind == "penalty":
            cards = " + ".join(penalty_words(str(c)) for c in e["cards"]) or "no card"
            parts.append(f"Penalty: {cards} = {e['total']}, " + ("goal" if e["goal"] else "saved"))
        elif kind == "goal":
            name = str(e["scorer"]) if scorer is None else scorer(str(e["card"]), str(e["scorer"]))
            parts.append(f"GOAL for {names[int(e['seat'])]}: {name} ({e['scores'][0]}-{e['scores'][1]})")
        elif kind == "sent_off":
            parts.append(f"{names[int(e['seat'])]}'s {position_words(str(e['position']))} is sent off")
        elif kind == "pass":
            parts.append(f"{names[int(e['seat'])]} has no cards left and passes")
        elif kind == "half_end":
            parts.append(f"End of half {e['half']}: {e['scores'][0]}-{e['scores'][1]}")
        elif kind == "shootout_over":
            parts.append(f"Penalty shoot-out: {e['scores'][0]}-{e['scores'][1]}")
    return "\n".join(parts)


def aside(before: Mapping[str, Any], events: Sequence[Mapping[str, Any]], mover: int, names: tuple[str, str]) -> str:
    """The moves `describe` leaves out, for a list with a row for every move (the replay's): a card placed
    face down (never which: the words are the same for every viewer) and the attacking card turned up (shown
    to both players)."""
    who = names[mover]
    parts: list[str] = []
    for e in events:
        if e["kind"] == "place":
            parts.append(f"{who} places a card face down at {the_position(str(e['position']))}")
        elif e["kind"] == "turn_up" and int(e["seat"]) == mover:
            parts.append(f"{who} turns up {card_words(e.get('card'))} to attack")
    return "\n".join(parts)


def _challenge(e: Mapping[str, Any], who: str, other: str) -> str:
    """A challenge by the mover's turned-up card (shown to both) against the opponent's `target`."""
    mine = card_words(e["card"])
    where = position_words(str(e["target"]))
    result = str(e["result"])
    if result == "beaten":
        return f"{who}'s {mine} beats {other}'s {where} ({card_words(e['shown'])})"
    if result == "held":
        return f"{who}'s {mine} is blocked by {other}'s {where}"
    if result == "goal":
        return f"{who}'s {mine} beats the goalkeeper"
    if result == "saved":
        return f"{who}'s {mine} is saved by {other}'s goalkeeper"
    if result == "penalty":
        return f"{who}'s {mine} hits {other}'s joker {where}: a diamond against a joker at the back is a penalty"
    assert result == "warning", result
    return f"{who}'s {mine} hits {other}'s joker {where}: a warning"


def result(final: Mapping[str, Any], names: tuple[str, str]) -> str:
    """How the finished game `final` (any viewer's observation) ended: "A draw, 1-1", "Ann wins 2-1",
    "Bo wins on penalties, 4-3", "Ann goes through on the toss of a coin"."""
    a, b = final["scores"]
    winner = final.get("winner")
    if winner is None:
        return f"A draw, {a}-{b}"
    w = int(winner)
    shootout = final.get("shootout")
    if final.get("reason") == "shootout" and shootout is not None:
        return f"{names[w]} wins on penalties, {shootout[w]}-{shootout[1 - w]}"
    if final.get("reason") == "coin_toss":
        return f"{names[w]} goes through on {REASON_WORDS['coin_toss']}"
    return wins_words((a, b), w, names)


__all__ = ["describe", "aside", "result", "Scorer", "split_face", "rank_words", "card_name", "card_words", "position_words",
           "the_position", "kick_value", "penalty_words", "RANK_WORDS", "SUIT_WORDS", "POSITION_WORDS",
           "REASON_WORDS"]
