"""A finished game's result in words, the same wherever it is shown: "1-1, Bo wins 4-3 on penalties".

A game that can end level on goals and then be decided by a penalty shoot-out (Kortfotboll's
knockout games) keeps the shoot-out's score as `State.shootout`, (seat 0's, seat 1's), or None
when there was none: `shootout_of` reads it from any engine's state (None for games without one).
`result_words` is the one sentence for a score with or without a shoot-out, used by the command
line, the replay list and viewer, the tournament hub and its exports.

Pure Python, no pygame: every layer may use it.
"""

from __future__ import annotations

from typing import Any


def shootout_of(state: Any) -> tuple[int, int] | None:
    """The penalty shoot-out score of a finished game (seat 0's, seat 1's), or None if it had none."""
    value = getattr(state, "shootout", None)
    if value is None:
        return None
    a, b = value
    return int(a), int(b)


def shootout_words(shootout: tuple[int, int] | None, winner: int | None) -> str:
    """'4-3 on penalties' (the winner's kicks first), '' without a shoot-out."""
    if shootout is None:
        return ""
    a, b = shootout
    if winner == 1:
        a, b = b, a
    return f"{a}-{b} on penalties"


def winner_first(scores: tuple[int, int] | list[int], winner: int | None) -> str:
    """A score as players say it: the winner's goals first ("2-0" whichever seat won), a draw by seat."""
    a, b = int(scores[0]), int(scores[1])
    return f"{b}-{a}" if winner == 1 else f"{a}-{b}"


def wins_words(scores: tuple[int, int] | list[int], winner: int, names: tuple[str, str]) -> str:
    """'Bo wins 2-0': the winner's name and the score, the winner's goals first. The one way every screen
    says a win by the score (the engines' result words, the result screen, the replay list)."""
    return f"{names[winner]} wins {winner_first(scores, winner)}"


def result_words(scores: tuple[int, int] | list[int], winner: int | None, names: tuple[str, str],
                 shootout: tuple[int, int] | list[int] | None = None) -> str:
    """A result as one line: '2-1, Ann wins', '1-1, Bo wins 4-3 on penalties', '1-1, a draw';
    '1-1, 30-30 on penalties, Bo goes through on the coin' when even the shoot-out stayed level.
    `scores`, `shootout` and `winner` are by seat (0, 1); `names` are the seats' names."""
    a, b = int(scores[0]), int(scores[1])
    head = f"{a}-{b}"
    if winner is None:
        return f"{head}, a draw"
    name = names[winner]
    if shootout is None:
        return f"{head}, {name} wins"
    x, y = int(shootout[0]), int(shootout[1])
    if x == y:
        return f"{head}, {x}-{y} on penalties, {name} goes through on the coin"
    return f"{head}, {name} wins {shootout_words((x, y), winner)}"


__all__ = ["shootout_of", "shootout_words", "result_words", "winner_first", "wins_words"]
