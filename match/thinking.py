"""How a Match asks a computer player for a move: a `Thinker`, and the one that thinks in this process.

A decision is (game id, level, bot seed, the position as JSON, seat) -> the move's notation: a fresh
bot for each decision, seeded from the game seed and ply, so a game with computer players replays
exactly. The arcade's thinker is core.worker.BotWorker, which runs decisions in a spawned process so
frames never stall; `InlineThinker` computes at once in this process (headless matches, tests, the
fallback when the worker process dies). No pygame here.
"""

from __future__ import annotations

from collections.abc import Mapping
from concurrent.futures import Future
from typing import Any, Protocol


def choose_move(game_id: str, level: str, seed: int, state_json: Mapping[str, Any], player: int) -> str:
    """One bot decision: the move's notation. Runs anywhere (this process or a worker)."""
    from engines import GAMES

    engine = GAMES[game_id]
    state = engine.State.from_json(dict(state_json))
    bot = engine.make_bot(level, seed)
    return str(bot.choose(state, player))


class Thinker(Protocol):
    """Asks computer players for moves; the Future resolves to a notation (or the exception)."""

    def request(self, game_id: str, level: str, seed: int, state_json: dict[str, Any], player: int) -> Future[str]:
        ...


class InlineThinker:
    """Thinks at once, in this process."""

    def request(self, game_id: str, level: str, seed: int, state_json: dict[str, Any], player: int) -> Future[str]:
        fut: Future[str] = Future()
        try:
            fut.set_result(choose_move(game_id, level, seed, state_json, player))
        except Exception as exc:  # delivered through the future, as a worker would
            fut.set_exception(exc)
        return fut


__all__ = ["Thinker", "InlineThinker", "choose_move"]
