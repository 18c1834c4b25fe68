"""Computer players think in a separate process, so frames never stall.

A search for a hard move can take hundreds of milliseconds of pure Python;
run in the render thread it would freeze animations, and a thread would not
help because of the GIL. `BotWorker` keeps one spawned worker process and
sends it (game id, level, bot seed, the position as JSON, seat); the worker
rebuilds the state, asks a fresh bot for its choice and sends back the move's
notation. A fresh bot per decision, seeded from the game seed and ply, keeps
games reproducible. `sync=True` computes in-process instead (screenshots and
tests need identical results at identical simulated times).
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from concurrent.futures import Future, ProcessPoolExecutor
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from types import ModuleType
from typing import Any, TypeVar, cast

from core.memory import keep_big_blocks_apart

T = TypeVar("T")


def choose_move(game_id: str, level: str, seed: int, state_json: dict[str, Any], player: int) -> str:
    """Run one bot decision; returns the move's notation."""
    from engines import GAMES

    engine = GAMES[game_id]
    state = engine.State.from_json(state_json)
    bot = engine.make_bot(level, seed)
    return str(bot.choose(state, player))


WORKER_NICENESS = 5
PARENT_CHECK_S = 1.0


def _lower_priority() -> None:
    """Run in the worker at start: be a little nicer than the render loop, die with the arcade, and
    hold only what the engines need."""
    keep_big_blocks_apart()
    keep_pygame_out()
    try:
        os.nice(WORKER_NICENESS)
    except (AttributeError, OSError):  # not on every platform; never fatal
        pass
    _exit_with_parent(os.getppid())


def keep_pygame_out() -> None:
    """The worker runs engines, which draw nothing; but pytmx (the Tiled levels Penguin Soccer's board is
    read from) imports pygame if it can, for type hints and its optional pygame loader: about 6 MB of
    the worker's 40 (measured 2026-11-24). Marked missing before anything imports it, pytmx does without
    (it catches the ImportError); a process that has pygame already keeps it."""
    # None in sys.modules is Python's own "import this fails" mark, which typeshed's dict[str, ModuleType] omits.
    modules = cast("dict[str, ModuleType | None]", sys.modules)
    for name in ("pygame", "pytmx.util_pygame"):
        modules.setdefault(name, None)


def _exit_with_parent(parent: int) -> None:
    """A killed arcade cannot shut its worker down; the worker notices it was orphaned and leaves."""
    import threading
    import time

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_S)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


class BotWorker:
    """A one-process pool for bot decisions (or synchronous, for tests and shots)."""

    def __init__(self, sync: bool = False) -> None:
        self.sync = sync
        self._pool: ProcessPoolExecutor | None = None
        self.fallback_reason = ""

    def warm_up(self) -> None:
        """Start the worker process now, so the first move does not wait for it."""
        if not self.sync and self._pool is None:
            # A lower priority lets the render loop win the CPU on two cores;
            # an idle frame loop leaves the worker nearly all of it anyway.
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_lower_priority)
            self._pool.submit(int, 0)

    def request(self, game_id: str, level: str, seed: int, state_json: dict[str, Any], player: int) -> Future[str]:
        """Ask for a move; the Future resolves to its notation."""
        if self.sync:
            fut: Future[str] = Future()
            try:
                fut.set_result(choose_move(game_id, level, seed, state_json, player))
            except Exception as exc:  # delivered through the future like the async path
                fut.set_exception(exc)
            return fut
        try:
            self.warm_up()
            assert self._pool is not None
            return self._pool.submit(choose_move, game_id, level, seed, state_json, player)
        except (BrokenProcessPool, OSError, RuntimeError) as exc:
            # The worker died or could not start (killed, out of memory, no
            # process support): think in this process from now on rather
            # than lose the game. Frames may stutter while a bot thinks.
            self.close()
            self.sync = True
            self.fallback_reason = f"{type(exc).__name__}: {exc}"
            return self.request(game_id, level, seed, state_json, player)

    def submit(self, fn: Callable[..., T], *args: Any) -> Future[T]:
        """Run any picklable module-level function in the worker (in-process when sync).

        Used for work other than bot moves, such as simulating a whole
        tournament game; the Future carries the result or the exception.
        """
        if self.sync:
            fut: Future[T] = Future()
            try:
                fut.set_result(fn(*args))
            except Exception as exc:  # delivered through the future like the async path
                fut.set_exception(exc)
            return fut
        try:
            self.warm_up()
            assert self._pool is not None
            return self._pool.submit(fn, *args)
        except (BrokenProcessPool, OSError, RuntimeError) as exc:
            self.close()
            self.sync = True
            self.fallback_reason = f"{type(exc).__name__}: {exc}"
            return self.submit(fn, *args)

    def close(self) -> None:
        """Stop the worker (pending work is cancelled)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
