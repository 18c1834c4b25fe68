"""Penguin Soccer's moves and results in words (the `Words` protocol of engines.common.info).

Made only from what one viewer sees: the observation before the move, the move's events (the
"events" list of the observation after it) and the players' names. The game hides nothing, and the
events say everything a sentence needs: the piece and the kind of move (`stand`, `kick`, or a
slide's `slide_stop` with its direction and facing) give back the notation, and the rest of the
events say what came of it (a pass, a goal, a tackle, an entry from the sea).

- `describe(before, events, mover, names)`: "Bo's Papa slides SW and turns S (P>SW/S)".
- `move_words(events)`: the same move without the name or the notation ("Papa slides SW and turns
  S", "Baby enters NE", "Mama passes E to Baby", "Papa kicks NE: goal!"), for the move list and hints.
- `notation_of(events)`: the move's notation, read back from its events.
- `result(final, names)`: why a finished game ended ("Bo scores!", "Draw by threefold repetition").

Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engines.common.errors import BadState, show
from engines.penguin_soccer.notation import PIECE_NAMES, PIECES

Events = Sequence[Mapping[str, Any]]
"""A move's events in their JSON form (`Event.masked(viewer)`, an observation's "events")."""

MOVE_KINDS = ("stand", "kick", "slide_stop")
"""The event every move has exactly one of, which names its piece and its kind."""


def _name(piece: object) -> str:
    return PIECE_NAMES[PIECES.index(str(piece))]


def _move_event(events: Events) -> Mapping[str, Any]:
    found = next((e for e in events if e.get("kind") in MOVE_KINDS), None)
    if found is None:
        raise BadState(f"these events hold no move (no {', '.join(MOVE_KINDS)}): {show(list(events))}")
    return found


def notation_of(events: Events) -> str:
    """The move's notation ("P>SW/S", "M!NE", "B^", "P>N"), from its stand, kick or slide_stop event."""
    ev = _move_event(events)
    piece, kind = str(ev["piece"]), ev["kind"]
    if kind == "stand":
        return f"{piece}^"
    if kind == "kick":
        return f"{piece}!{ev['direction']}"
    if ev["stop"] == "full":
        return f"{piece}>{ev['direction']}/{ev['facing']}"
    return f"{piece}>{ev['direction']}"


def move_words(events: Events) -> str:
    """What the move did, in a short sentence ("Papa slides SW and turns S"), from its events."""
    ev = _move_event(events)
    name = _name(ev["piece"])
    kind = ev["kind"]
    d = str(ev.get("direction") or "")
    if kind == "stand":
        return f"{name} stands up"
    if kind == "kick":
        goal = next((e for e in events if e.get("kind") == "goal"), None)
        if goal is not None:
            return f"{name} kicks {d}: own goal!" if goal["own_goal"] else f"{name} kicks {d}: goal!"
        got = next((e for e in events if e.get("kind") == "possession"), None)
        if got is not None and got["how"] == "pass":
            return f"{name} passes {d} to {_name(got['piece'])}"
        if got is not None and got["how"] == "interception":
            return f"{name} kicks {d}, intercepted"
        return f"{name} kicks {d}"
    entering = any(e.get("kind") == "slide_step" and e.get("from") == "sea" for e in events)
    verb = "enters" if entering else "slides"
    stop = ev["stop"]
    if stop == "tackle":
        return f"{name} tackles {d}"
    if stop == "ball":
        return f"{name} {verb} {d} to the ball"
    if ev["facing"] == d:
        return f"{name} {verb} {d}"
    return f"{name} {verb} {d} and turns {ev['facing']}"


def describe(before: Mapping[str, Any], events: Sequence[Mapping[str, Any]], mover: int,
             names: tuple[str, str]) -> str:
    """The move `mover` just made with the mover's name, then its notation:
    "Bo's Papa slides SW and turns S (P>SW/S)". `before` is not needed: the events say it all."""
    return f"{names[mover]}'s {move_words(events)} ({notation_of(events)})"


def result(final: Mapping[str, Any], names: tuple[str, str]) -> str:
    """Why the game ended, from any observation of the final position: "Bo scores!", "Own goal by
    Al...", "Draw by threefold repetition", "Draw: Al has no legal move" ("Draw" or "Bo wins" for an
    ending the rules do not name)."""
    reason, winner = final.get("reason"), final.get("winner")
    if reason == "goal" and winner is not None:
        return f"{names[winner]} scores!"
    if reason == "own_goal" and winner is not None:
        return f"Own goal by {names[1 - winner]}..."
    if reason == "repetition":
        return "Draw by threefold repetition"
    if reason == "no_moves":
        return f"Draw: {names[final['to_move']]} has no legal move"
    if winner is None:
        return "Draw"
    return f"{names[winner]} wins"


__all__ = ["describe", "result", "move_words", "notation_of", "MOVE_KINDS"]
