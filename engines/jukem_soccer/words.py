"""Jukem Soccer's moves and results in words, from one viewer's side of the table only.

The `Words` of engines.common.info: `describe(before, events, mover, names)` reads the viewer's
observation of the position before the move (its phase, and in the answer phase the play being
answered, which lies face up on the attacker's possession) and the move's events as that viewer sees
them (secret fields None), nothing else: no State, no notation. The sentences name only what the
whole table sees (a setup play, a PENALTY and what it swept, a SHOT's fate at the count of three),
never a face-down SHOT, a SAVE before the count of three or a substituted card, so they are the
same for both seats and a spectator. `result(final, names)` says why a finished game ended.

Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engines.common.results import wins_words

#: What the deal that just ended is called, by its number (3, 4, ... are golden-goal deals).
HALF_LABELS = {1: "Half time", 2: "Full time"}
NO_GOLDEN_GOAL = "No golden goal in that deal"


def _plural(n: object, word: str) -> str:
    return f"{word}{'s' if n != 1 else ''}"


def _pending_face(before: Mapping[str, Any]) -> str:
    """The face of the setup play awaiting an answer (face up on the attacker's possession)."""
    pending = before.get("pending")
    card = pending.get("card") if isinstance(pending, Mapping) else None
    if not isinstance(card, int) or isinstance(card, bool):
        return "play"
    faces: Sequence[str] = before["cards"]["faces"]
    return str(faces[card]) if 0 <= card < len(faces) else "play"


def _shot_result(kinds: Mapping[str, Mapping[str, Any]], shooter: int, names: tuple[str, str]) -> str:
    """The count of three in words ("GOAL!", "SAVED by ...")."""
    rv = kinds.get("reveal")
    if rv is None:
        return "?"
    defender = names[1 - shooter]
    if rv["result"] == "blocked":
        return f"SAVED by {defender}!"
    if rv["save"] is None:
        return "GOAL!"
    return f"GOAL! {defender}'s SAVE was in the wrong place"


def _play_phase(kinds: Mapping[str, Mapping[str, Any]], who: str, mover: int, names: tuple[str, str]) -> list[str]:
    shot, play = kinds.get("shot"), kinds.get("play")
    if shot is not None:
        if shot["jukem"]:
            return [f"{who} shoots with JUKEM: " + _shot_result(kinds, mover, names)]
        return [f"{who} shoots! The SHOT lies face down"]
    if play is not None:
        kind, setup = play["face"], play["setup"]
        if play["jukem"]:
            again = " and goes again" if kind == "HEADER" else ""
            return [f"{who} plays JUKEM + {kind}: unstoppable{again} ({setup} setup plays)"]
        return [f"{who} plays a {kind} ({setup} {_plural(setup, 'setup play')})"]
    if "sub" in kinds:
        parts = [f"{who} substitutes a card"]
        if "pass" in kinds:
            parts.append(f"{who} still cannot play: turn over")
        return parts
    return [f"{who} has nothing to play and ends the turn"]


def _answer_phase(kinds: Mapping[str, Mapping[str, Any]], before: Mapping[str, Any], who: str,
                  other: str) -> list[str]:
    target = _pending_face(before)
    penalty = kinds.get("penalty")
    if penalty is None:
        again = f": {other} goes again" if target == "HEADER" else ""
        return [f"{who} has no answer to the {target}{again}"]
    if penalty["color"] == "red":
        n = len(penalty["swept"])
        return [f"{who} answers with a red PENALTY: {other}'s possession is gone ({n} {_plural(n, 'card')})"]
    return [f"{who} answers with a yellow PENALTY: the {target} is removed"]


def describe(before: Mapping[str, Any], events: Sequence[Mapping[str, Any]], mover: int,
             names: tuple[str, str]) -> str:
    """The move `mover` just made, for the log and the move list, from the viewer's observation
    `before` the move and the move's `events` as the viewer sees them."""
    who, other = names[mover], names[1 - mover]
    kinds = {str(e["kind"]): e for e in events}  # one event of each kind a sentence reads per move
    phase = before["phase"]
    parts: list[str] = []
    if phase == "play":
        parts += _play_phase(kinds, who, mover, names)
    elif phase == "answer":
        parts += _answer_phase(kinds, before, who, other)
    elif phase == "save":
        parts.append(f"{other} shoots: " + _shot_result(kinds, 1 - mover, names))
    half_end = kinds.get("half_end")
    if half_end is not None:
        s = half_end["score"]
        label = HALF_LABELS.get(int(half_end["half"]), NO_GOLDEN_GOAL)
        parts.append(f"{label}: {names[0]} {s[0]}-{s[1]} {names[1]}")
    end = kinds.get("game_end")
    if end is not None and end["reason"] == "golden_goal":
        parts.append(f"Golden goal: {names[int(end['winner'])]} wins")
    return "\n".join(parts)


def result(final: Mapping[str, Any], names: tuple[str, str]) -> str:
    """Why a finished game ended and who won ("Blue wins 2-1", "Golden goal by Red", "Draw after 3
    golden-goal deals"), from any viewer's observation of the final position."""
    w = final.get("winner")
    a, b = final["score"]
    reason = final.get("reason")
    if reason == "goals" and w is not None:
        return wins_words((a, b), int(w), names)
    if reason == "golden_goal" and w is not None:
        return f"Golden goal by {names[w]}"
    if reason == "draw":
        n = int(final["options"]["max_golden_deals"])
        if n <= 0:
            return f"Draw, {a}-{b} after two halves"
        return f"Draw after {n} golden-goal {_plural(n, 'deal')}"
    return "Draw" if w is None else f"{names[w]} wins"


__all__ = ["describe", "result", "HALF_LABELS", "NO_GOLDEN_GOAL"]
