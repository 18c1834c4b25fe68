"""A game scene's records: the autosave after every move (Resume), the replay of a finished game, resuming.

`GameRecords` is a mixin of `GameScene` (scenes/play/base.py): every game,
including games added later, gets autosave, replays and Resume with no code
of its own. Records use the one format of `core/replay.py` (game, options,
seed, seats, actions, result, clock); writes run on the one writer thread
(`core/autosave.py`) and a failed write is shown once per kind per game.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from core.autosave import WRITER
from core.replay import (GameLog, ReplayError, autosave_path, clear_autosave, result_of, save_new_replay,
                         write_autosave)

MAX_CLOCK_S = 86400.0


class GameRecords:
    """Autosave, replay and resume for `GameScene` (which supplies the state, actions, clock and app)."""

    app: Any
    setup: Any
    state: Any
    history: list[Any]
    actions: list[str]
    log: list[str]
    clock: Any
    elapsed: float
    spectator: bool
    _autosaved: bool
    _save_errors: list[tuple[str, str]]
    _save_reported: set[str]
    _pending: Any
    _waiting_since: float
    #: The replay file this game wrote when it ended (set on the writer thread once it is on disk).
    replay_path: Path | None = None

    @property
    def keeps_records(self) -> bool:
        """Whether this game writes the autosave and its replay: a real app, not the replay viewer nor a
        lesson."""
        return self.app is not None and not self.spectator and getattr(self, "coach", None) is None

    def clock_record(self) -> dict[str, Any] | None:
        """The chess clock as saved: its control, each seat's time left, whose clock runs next, its log."""
        c = self.clock
        if c is None:
            return None
        turn = c.turn if c.turn is not None else self.state.current_player
        return {"control": c.control.text, "remaining": list(c.remaining), "turn": turn,
                "log": [list(e) for e in c.log]}

    def game_log(self, result: dict[str, Any] | None = None) -> GameLog:
        """This game as a record (core.replay): setup, seats, every action so far, the clock."""
        seats = tuple({"kind": s.kind, "level": s.level, "name": s.name} for s in self.setup.seats)
        return GameLog(self.setup.game_id, dict(self.setup.options), self.setup.seed, seats,  # type: ignore[arg-type]
                       tuple(self.actions), result, self.clock_record(), tuple(getattr(self, "hints_used", ())))

    def _players_game_saved(self) -> bool:
        """Whether the autosave holds a game with a human in it (read once, when this game first saves)."""
        found = getattr(self, "_players_save", None)
        if found is None:
            from core.replay import read_autosave

            assert self.app is not None
            log, _message = read_autosave(self.app.paths)
            found = log is not None and log.has_human
            self._players_save = found
        return bool(found)

    def _autosave(self) -> None:
        """After every applied action (and undo): save the game for Resume, on the writer thread.

        Tournament games are not autosaved: the tournament store keeps their results,
        and an interrupted tournament game is replayed from its start (like Abandon). A game with no
        human in it never replaces a saved game someone plays (the menu offers Resume only for those).
        """
        if not self.keeps_records or self.in_tournament or (not self.humans and self._players_game_saved()):
            return  # computers playing each other never replace a game someone can resume
        assert self.app is not None
        paths = self.app.paths
        if self.actions:
            log = self.game_log()
            WRITER.submit(str(autosave_path(paths)), lambda: write_autosave(paths, log),
                          self._save_failed("autosave", "This game could not be saved for Resume"))
            self._autosaved = True
        elif self._autosaved:  # every move undone: nothing left to resume
            WRITER.submit(str(autosave_path(paths)), lambda: clear_autosave(paths))
            self._autosaved = False

    def _record_result(self, winner: int | None, reason: str, method: str) -> None:
        """The game is over: keep its replay (tournament games too) and forget the autosave."""
        if not self.keeps_records:
            return
        assert self.app is not None
        paths = self.app.paths
        result = result_of(self.state, method, reason) | {"winner": winner}
        log = self.game_log(result)
        clear = self._autosaved

        def keep() -> None:
            # One job, in this order: the autosave goes only once the replay is safely written, so a
            # kill in between, or a replay that cannot be written, never leaves the game unrecorded.
            self.replay_path = save_new_replay(paths, log)
            if clear:
                clear_autosave(paths)

        WRITER.submit(f"replay:{id(self)}", keep,
                      self._save_failed("replay", "The replay of this game could not be saved (the autosave is kept)"))
        self._autosaved = False

    def saved_replay(self, timeout: float = 2.0) -> Path | None:
        """The replay file this finished game wrote, once it is on disk (waiting up to `timeout` seconds for
        the writer); None when no replay was kept (the replay viewer's scene, a failed write)."""
        if self.replay_path is None and self.keeps_records:
            WRITER.flush(timeout=timeout)
        return self.replay_path

    def _save_failed(self, kind: str, what: str) -> Callable[[BaseException], None]:
        def failed(exc: BaseException) -> None:  # on the writer thread: only note it
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc) or type(exc).__name__
            self._save_errors.append((kind, f"{what}: {why}."))
        return failed

    def _report_save_errors(self) -> None:
        """Show a failed save once per kind (autosave, replay) per game; the game goes on."""
        while self._save_errors:
            kind, message = self._save_errors.pop(0)
            if kind not in self._save_reported and self.app is not None:
                self._save_reported.add(kind)
                self.app.notify(message)

    def resume_from(self, actions: Iterable[str], clock: Mapping[str, Any] | None = None) -> None:
        """Continue a saved game: replay `actions` through the engine (no animation, no sound), restore
        the chess clock as it stood after the last action (`clock_record()` form), snap the table.

        Time spent in a turn that was interrupted is not charged. ReplayError if an action is illegal
        or the clock record cannot be read; the scene must be fresh (no action played yet).
        """
        if self.actions:
            raise ValueError("resume_from needs a game scene where nothing has been played yet")
        state = self.state
        for number, notation in enumerate(actions, 1):
            try:
                new = state.apply(notation)
            except Exception as exc:
                raise ReplayError(f"action {number} {notation!r} is illegal: {exc}") from None
            self.history.append(new)
            self.actions.append(notation)
            self.log.append(self.describe(state, notation, new))
            state = new
        self.state = state
        if self.clock is not None and clock:
            try:
                remaining = [float(x) for x in clock["remaining"]]
                log = [(str(k), int(seat), float(t)) for k, seat, t in clock.get("log", [])]
                # A day is far more than any clock holds; inf or nan (JSON's 1e400) would crash the face.
                if len(remaining) != 2 or not all(0 <= x <= MAX_CLOCK_S for x in remaining):
                    raise ValueError("two times left, each between zero and a day")
                if not all(math.isfinite(t) for _k, _s, t in log):
                    raise ValueError("clock log times must be numbers")
            except (KeyError, TypeError, ValueError) as exc:
                raise ReplayError(f"the saved chess clock cannot be read ({exc})") from None
            self.clock.remaining = remaining
            self.clock.log = log
            # Scene time carries on from the clock's last entry, so its log stays in order.
            self.elapsed = max((t for _k, _s, t in log), default=0.0)
        self._waiting_since = self.elapsed
        self._pending = None
        self._autosaved = bool(self.actions)  # the autosave holds this game: finishing it clears it
        self.reset_view()

