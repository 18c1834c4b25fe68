"""The bot worker: a real worker process answers with a legal move, and a
broken process pool falls back to thinking in-process instead of crashing."""

from __future__ import annotations

from concurrent.futures.process import BrokenProcessPool

import pytest

from core.worker import BotWorker, choose_move
from engines import GAMES

GAME = "penguin_soccer"


@pytest.fixture
def position():
    state = GAMES[GAME].new_game(5)
    return state, state.current_player


def test_worker_process_returns_a_legal_move(position):
    state, seat = position
    worker = BotWorker()
    try:
        move = worker.request(GAME, "easy", 11, state.to_json(), seat).result(timeout=60)
    finally:
        worker.close()
    assert move in {str(a) for a in state.legal_actions()}
    assert move == choose_move(GAME, "easy", 11, state.to_json(), seat)  # same seed, same choice


def test_broken_pool_falls_back_to_in_process(position, monkeypatch):
    state, seat = position
    worker = BotWorker()

    def broken() -> None:
        raise BrokenProcessPool("worker killed")

    monkeypatch.setattr(worker, "warm_up", broken)
    move = worker.request(GAME, "random", 3, state.to_json(), seat).result(timeout=5)
    assert worker.sync and "worker killed" in worker.fallback_reason
    assert move in {str(a) for a in state.legal_actions()}


def test_sync_worker_delivers_bot_errors_through_the_future(position):
    state, seat = position
    worker = BotWorker(sync=True)
    fut = worker.request(GAME, "no-such-level", 1, state.to_json(), seat)
    with pytest.raises(ValueError):
        fut.result()
