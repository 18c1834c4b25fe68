"""Penguin Soccer's moves in words, for people who do not read the notation yet.

`move_words(notation, events)` says what a played move did, from its notation
and the events of the state it made ("Papa slides SW and turns S", "Baby
enters NE", "Mama passes E to Baby", "Papa kicks NE: goal!"). The move list
shows these words first with the notation beside them, and the headline under
"Red to move" says the last move the same way. Pure logic, no pygame.
"""

from __future__ import annotations

from collections.abc import Iterable

from engines.penguin_soccer.events import Event
from engines.penguin_soccer.notation import KICK, PIECE_NAMES, PIECES, STAND, parse


def move_words(notation: str, events: Iterable[Event]) -> str:
    """What the move `notation` did, in a short sentence; `events` are the events of the state it made."""
    act = parse(notation)
    name = PIECE_NAMES[PIECES.index(act.piece)]
    evs = list(events)
    d = act.direction or ""
    if act.kind == STAND:
        return f"{name} stands up"
    if act.kind == KICK:
        goal = next((e for e in evs if e.kind == "goal"), None)
        if goal is not None:
            return f"{name} kicks {d}: own goal!" if goal["own_goal"] else f"{name} kicks {d}: goal!"
        got = next((e for e in evs if e.kind == "possession"), None)
        if got is not None and got["how"] == "pass":
            return f"{name} passes {d} to {PIECE_NAMES[PIECES.index(str(got['piece']))]}"
        if got is not None and got["how"] == "interception":
            return f"{name} kicks {d}, intercepted"
        return f"{name} kicks {d}"
    entering = any(e.kind == "slide_step" and e["from"] == "sea" for e in evs)
    verb = "enters" if entering else "slides"
    stop = next((str(e["stop"]) for e in evs if e.kind == "slide_stop"), "full")
    if stop == "tackle":
        return f"{name} tackles {d}"
    if stop == "ball" or act.facing is None:
        return f"{name} {verb} {d} to the ball"
    if act.facing == act.direction:
        return f"{name} {verb} {d}"
    return f"{name} {verb} {d} and turns {act.facing}"
