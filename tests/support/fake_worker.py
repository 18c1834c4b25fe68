"""A stand-in for core.worker.BotWorker whose work finishes only when the test says so.

A scene's Match asks its thinker (`scene.match.thinker`, the scene's `scene.worker` when
the Match is made); a test puts a FakeWorker there (before the computer is asked anything:
setting `scene.worker` after the Match exists changes nothing unless the Match is made
again, as tests.support.positions.place does) and then decides when the results
arrive: `deliver()` runs the pending work in this process and resolves the futures,
`fail()` resolves them with an exception (a worker process that died).
Nothing depends on how fast the machine is, so frames can be stepped before, while
and after a result is pending without any race.

It has BotWorker's interface (`sync`, `fallback_reason`, `warm_up`, `request`,
`submit`, `close`). Like the real process pool it pickles the function and its
arguments when work is submitted and the result when it is delivered, so anything
that could not cross the process boundary fails here too. With `sync=True` (which
the scenes set after a worker crash) it computes at once, like BotWorker(sync=True).
"""

from __future__ import annotations

import pickle
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from core.worker import choose_move


@dataclass
class Job:
    future: Future[Any]
    fn: Callable[..., Any]
    args: tuple[Any, ...]


class FakeWorker:
    """BotWorker's interface; submitted work waits in `jobs` until `deliver()` or `fail()`."""

    def __init__(self, sync: bool = False) -> None:
        self.sync = sync
        self.fallback_reason = ""
        self._pool = None  # tools.bench looks for it: no process to measure
        self.jobs: list[Job] = []
        self.warmed_up = False
        self.closed = False

    # -- BotWorker's interface ---------------------------------------------------------------
    def warm_up(self) -> None:
        if not self.sync:
            self.warmed_up = True
            self.closed = False

    def request(self, game_id: str, level: str, seed: int, state_json: dict[str, Any], player: int) -> Future[str]:
        return self.submit(choose_move, game_id, level, seed, state_json, player)

    def submit(self, fn: Callable[..., Any], *args: Any) -> Future[Any]:
        fut: Future[Any] = Future()
        if self.sync:  # in-process at once, errors through the future (as BotWorker does)
            try:
                fut.set_result(fn(*args))
            except Exception as exc:
                fut.set_exception(exc)
            return fut
        self.warm_up()
        fn, args = pickle.loads(pickle.dumps((fn, args)))  # what a worker process would receive
        self.jobs.append(Job(fut, fn, args))
        return fut

    def close(self) -> None:
        """Like BotWorker.close: work not yet delivered is cancelled."""
        for job in self.pending:
            job.future.cancel()
        self.closed = True

    # -- the test's controls ------------------------------------------------------------------
    @property
    def pending(self) -> list[Job]:
        """Submitted work whose result has not arrived."""
        return [job for job in self.jobs if not job.future.done()]

    def deliver(self, n: int | None = None) -> int:
        """Finish the oldest `n` pending jobs (all by default), in this process; how many finished."""
        todo = self.pending if n is None else self.pending[:n]
        for job in todo:
            try:
                result = job.fn(*job.args)
            except Exception as exc:
                job.future.set_exception(exc)
            else:
                job.future.set_result(pickle.loads(pickle.dumps(result)))  # back across the boundary
        return len(todo)

    def fail(self, exc: BaseException | None = None) -> int:
        """Resolve every pending job with an exception (by default: the worker process was killed)."""
        todo = self.pending
        for job in todo:
            job.future.set_exception(exc if exc is not None else BrokenProcessPool("worker killed"))
        return len(todo)
