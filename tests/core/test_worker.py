"""The bot worker: a real worker process answers with a legal move, and a
broken process pool falls back to thinking in-process instead of crashing.

`test_worker_process_returns_a_legal_move` is the suite's one test that waits for a
real worker's result (scene tests use tests.support.fake_worker instead); its timeout
only stops a hung worker from hanging the suite, it is not a speed requirement.
"""

from __future__ import annotations

from concurrent.futures.process import BrokenProcessPool

import pytest

from core.worker import BotWorker, choose_move
from engines import GAMES

GAME = "penguin_soccer"
#: How long a test waits for a real process before it calls it hung: generous, since a shared
#: machine under load may take many seconds to start a Python process.
REAL_PROCESS_TIMEOUT_S = 120


@pytest.fixture
def position():
    state = GAMES[GAME].new_game(5)
    return state, state.current_player


def test_worker_process_returns_a_legal_move(position):
    state, seat = position
    worker = BotWorker()
    try:
        move = worker.request(GAME, "easy", 11, state.to_json(), seat).result(timeout=REAL_PROCESS_TIMEOUT_S)
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


def test_the_worker_leaves_when_the_arcade_is_killed(tmp_path):
    """A SIGKILLed arcade cannot close its pool; the orphaned worker must notice and exit."""
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    script = (
        "import os, sys, time\n"
        "from core.worker import BotWorker\n"
        "w = BotWorker()\n"
        "w.warm_up()\n"
        f"pid = w.submit(os.getpid).result(timeout={REAL_PROCESS_TIMEOUT_S})\n"
        "print(pid, flush=True)\n"
        f"time.sleep({3 * REAL_PROCESS_TIMEOUT_S})\n"  # killed long before
    )
    proc = subprocess.Popen([sys.executable, "-c", script], cwd=root, stdout=subprocess.PIPE, text=True)
    try:
        worker_pid = int(proc.stdout.readline())
        os.kill(worker_pid, 0)  # alive
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        # The worker looks for its parent every PARENT_CHECK_S; on a loaded machine that can take a
        # while, so the deadline only catches a worker that never leaves.
        deadline = time.monotonic() + REAL_PROCESS_TIMEOUT_S
        while time.monotonic() < deadline:
            try:
                os.kill(worker_pid, 0)
            except ProcessLookupError:
                break
            try:  # reap it if it became our child (it does not; init does) - just wait
                time.sleep(0.1)
            except KeyboardInterrupt:
                raise
        else:
            os.kill(worker_pid, signal.SIGKILL)
            raise AssertionError("the worker outlived the killed arcade")
    finally:
        if proc.poll() is None:
            proc.kill()
