"""Saving game records off the frame loop: one writer thread, the newest job per file wins.

`core.replay.write_autosave` writes the whole record atomically with an fsync,
which costs milliseconds (measured 6-15 ms for a 50-400 move game on this
project's build machine, over 100 ms for a 2000-move one; the fsync is most of
it and varies with the disk). Done in the frame loop after every move, that
would drop frames, so game scenes hand the work to `WRITER`:

- one thread does every write, so two writers never race for a file, and each
  write is still atomic (temp file, fsync, rename): a crash or a kill leaves
  the old autosave or the new one, never half of one;
- jobs are keyed by the file they write: a newer job for the same file replaces
  one still waiting (only the latest autosave matters) and runs after
  everything submitted before it (so "save the replay, then clear the
  autosave" happens in that order);
- a failure is handed to the job's `on_error` (called on the writer thread;
  the game scene only records it and reports it on its own frame);
- `flush()` waits for the queue to drain: scenes call it when they leave and
  the interpreter calls it at exit, so quitting never drops the last save.

No pygame here.
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Callable

Job = Callable[[], object]
OnError = Callable[[BaseException], None]


class SaveWriter:
    """A lazily started daemon thread running save jobs one at a time."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._jobs: dict[str, tuple[Job, OnError | None]] = {}
        self._busy = False
        self._thread: threading.Thread | None = None
        #: Jobs run so far (tests and the measurements read it).
        self.done = 0

    def submit(self, key: str, job: Job, on_error: OnError | None = None) -> None:
        """Queue `job` for the file `key`, replacing a job for the same file that has not started."""
        with self._cond:
            self._jobs.pop(key, None)  # re-inserted at the end: it runs after everything queued before it
            self._jobs[key] = (job, on_error)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="matchday-saver", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def pending(self) -> int:
        """Jobs waiting or running."""
        with self._cond:
            return len(self._jobs) + (1 if self._busy else 0)

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every queued job has run; False if `timeout` seconds passed first."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._jobs:
                    self._cond.wait()
                key = next(iter(self._jobs))
                job, on_error = self._jobs.pop(key)
                self._busy = True
            try:
                job()
            except Exception as exc:  # the thread must outlive any one failed write
                if on_error is not None:
                    try:
                        on_error(exc)
                    except Exception:
                        pass
            finally:
                with self._cond:
                    self._busy = False
                    self.done += 1
                    self._cond.notify_all()


#: The one writer of the process.
WRITER = SaveWriter()


@atexit.register
def _flush_at_exit() -> None:
    WRITER.flush(timeout=5.0)
