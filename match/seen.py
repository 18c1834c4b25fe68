"""What one viewer sees of a position and of a move: the only doors through which a screen, a log line
or another arcade learns anything about a game (the Match and the Review both go through here).

A seat sees its own observation; a spectator (None) sees what both seats see
(engines.common.views.common_view). A move's words are the engine's (`INFO.words`), made from the
viewer's observation before the move and the move's events as the viewer sees them, so no sentence
can name a card the viewer may not see. No pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engines.common.info import ASIDE, GameInfo
from engines.common.protocol import GameState
from engines.common.views import common_view


def observe(state: GameState, viewer: int | None) -> dict[str, Any]:
    """`viewer`'s observation of `state` (a spectator's when None)."""
    if viewer is None:
        return common_view(state.observation(0), state.observation(1))
    return state.observation(viewer)


def moves_words(info: GameInfo, states: Sequence[GameState], viewer: int | None, names: tuple[str, str],
                start: int = 0, *, every: bool = False) -> list[str]:
    """The words of moves `start`.. of a game whose positions are `states`, as `viewer` may read them
    (each position observed once: an observation may be long, Penguin Soccer's holds its history). With
    `every`, a move the log leaves out is said too where the game's words can (their `aside`, engines.common.
    info.ASIDE): a list with a row for every move, the replay's."""
    out: list[str] = []
    if start >= len(states) - 1:
        return out
    aside: Callable[..., str] | None = getattr(info.words, ASIDE, None) if every else None
    before = observe(states[start], viewer)
    for i in range(start, len(states) - 1):
        after = observe(states[i + 1], viewer)
        mover = states[i].current_player
        seat = int(mover) if mover is not None else 0
        said = info.words.describe(before, after["events"], seat, names)
        if not said and aside is not None:
            said = str(aside(before, after["events"], seat, names))
        out.append(said)
        before = after
    return out


def result_words(info: GameInfo, final: GameState, names: tuple[str, str]) -> str:
    """Why a game that the rules ended ended, with the players' names (everyone sees a final position's
    score)."""
    return info.words.result(observe(final, None), names)


__all__ = ["observe", "moves_words", "result_words"]
