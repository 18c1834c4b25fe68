"""Game records on disk: the replays folder and the autosave, for every game in `engines.GAMES`.

The record itself (`GameLog`, replaying and checking it) is the Match layer's (match/record.py) and
match codes are match/codes.py; this module reads and writes them as files:

- `load_replay(path)` / `save_replay(path, log)`; `new_replay_path(paths, log)` picks a fresh readable
  name under `replays_dir(paths)`; `save_new_replay`.
- The autosave: `write_autosave`, `read_autosave` (a file that cannot be resumed is moved aside to a
  fresh `.bak` and a message says so), `clear_autosave`.

Every failure to read a record is one `ReplayError` whose message names the file. No pygame here.
"""

from __future__ import annotations

import datetime
from pathlib import Path

from core.storage import Paths, atomic_write_json, preserve_bad_file
from match.codes import CODE_ALPHABET, match_code, parse_match_code
from match.record import _reason
from match.record import (MAX_REPLAY_BYTES, REPLAY_FORMAT, REPLAY_VERSION, RESULT_METHODS, GameLog, ReplayError,
                          check, final_state, legacy_options, parse_replay, random_game_log, replay, result_of)

__all__ = ["MAX_REPLAY_BYTES", "REPLAY_FORMAT", "REPLAY_VERSION", "RESULT_METHODS", "GameLog", "ReplayError",
           "check", "final_state", "legacy_options", "parse_replay", "random_game_log", "replay", "result_of",
           "CODE_ALPHABET", "match_code", "parse_match_code", "load_replay", "save_replay", "replays_dir",
           "new_replay_path", "save_new_replay", "autosave_path", "write_autosave", "read_autosave",
           "clear_autosave"]


def load_replay(path: Path | str) -> GameLog:
    """Read, parse and check a replay file by replaying it; every failure is a ReplayError naming the file."""
    source = str(path)
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_REPLAY_BYTES + 1)
    except OSError as exc:
        raise ReplayError(f"{source}: cannot be read ({exc.strerror or exc})") from None
    if len(data) > MAX_REPLAY_BYTES:
        raise ReplayError(f"{source}: is too large for a Matchday replay (over {MAX_REPLAY_BYTES // 2**20} MB)")
    log = parse_replay(data, source)
    try:
        check(log, source)
    except ReplayError:
        raise
    except Exception as exc:  # an engine tripping over a strange but well-formed file
        raise ReplayError(f"{source}: cannot be replayed: {_reason(exc)}") from None
    return log


def save_replay(path: Path | str, log: GameLog) -> None:
    """Write a replay atomically (a crash leaves the old file or the new one, never half)."""
    atomic_write_json(Path(path), log.to_json())


def replays_dir(paths: Paths) -> Path:
    return paths.data / "replays"


def new_replay_path(paths: Paths, log: GameLog, today: datetime.date | None = None) -> Path:
    """A fresh readable file name: replays/2026-11-21_penguin_soccer_<seed hex>.json (never an existing file)."""
    day = (today or datetime.date.today()).isoformat()
    stem = f"{day}_{log.game_id}_{log.seed & (2**64 - 1):x}"
    folder = replays_dir(paths)
    candidate = folder / f"{stem}.json"
    n = 2
    while candidate.exists():
        candidate = folder / f"{stem}_{n}.json"
        n += 1
    return candidate


def save_new_replay(paths: Paths, log: GameLog) -> Path:
    """Save a replay under a fresh name in the replays folder; return its path."""
    path = new_replay_path(paths, log)
    save_replay(path, log)
    return path


# ---------------------------------------------------------------- autosave


def autosave_path(paths: Paths) -> Path:
    return paths.data / "autosave.json"


def write_autosave(paths: Paths, log: GameLog) -> None:
    """Save the game in progress atomically (called after every action)."""
    atomic_write_json(autosave_path(paths), log.to_json())


def read_autosave(paths: Paths) -> tuple[GameLog | None, str | None]:
    """(log, message): the saved game if there is one that replays; a bad one is moved aside.

    No file: (None, None). A file that cannot be read or replayed is moved to a
    fresh .bak name (an earlier .bak is never overwritten): (None, a sentence
    saying what happened and where the file went).
    """
    path = autosave_path(paths)
    if not path.exists():
        return None, None
    try:
        return load_replay(path), None
    except ReplayError as exc:
        why = str(exc)
        prefix = f"{path}: "
        if why.startswith(prefix):
            why = why[len(prefix):]
    kept = preserve_bad_file(path)
    where = f"it was kept as {kept.name}" if kept is not None else "it could not be moved aside"
    return None, f"The saved game could not be resumed ({why}); {where}."


def clear_autosave(paths: Paths) -> None:
    """Forget the game in progress (it ended, or the player chose not to resume it)."""
    try:
        autosave_path(paths).unlink()
    except FileNotFoundError:
        pass
