"""Where the user's files live, and writing them so nothing is ever lost.

Paths come from platformdirs (the user's config and data directories), or from
the MATCHDAY_HOME environment variable, which tests and portable installs use
to keep everything in one folder. Writes are atomic: a temporary file in the
same directory is written, fsynced and renamed over the target, so a crash or
a killed process leaves either the old file or the new one, never half of one.
A file that cannot be read is moved aside to a fresh `.bak` name (an earlier
`.bak` is never overwritten) before defaults are used.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

APP_NAME = "matchday"
HOME_ENV = "MATCHDAY_HOME"


@dataclass(frozen=True)
class Paths:
    """The directories Matchday writes to."""

    config: Path
    data: Path

    @property
    def settings_file(self) -> Path:
        return self.config / "settings.json"


def default_paths() -> Paths:
    """MATCHDAY_HOME if set, otherwise the platform's user directories."""
    home = os.environ.get(HOME_ENV)
    if home:
        base = Path(home)
        return Paths(config=base / "config", data=base / "data")
    import platformdirs

    return Paths(
        config=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        data=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
    )


def atomic_write(path: Path, data: bytes) -> None:
    """Write bytes to path atomically (temp file, fsync, rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable where the platform allows it
        dir_fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


#: A temporary file of `atomic_write` older than this was left by a process killed mid-write.
LEFTOVER_AGE_S = 120.0


def clean_leftover_temps(paths: Paths, now: float | None = None) -> list[Path]:
    """Remove the temporary files `atomic_write` leaves when a process is killed between writing and
    renaming (".autosave.json.k3j_x.tmp"), in the user's folders; the files they were for are untouched.
    Only old ones go, so another window's write in progress is safe. Returns what was removed."""
    import time

    now = time.time() if now is None else now
    removed: list[Path] = []
    for root in (paths.config, paths.data):
        if not root.is_dir():
            continue
        for tmp in root.rglob(".*.tmp"):
            try:
                if tmp.is_file() and now - tmp.stat().st_mtime > LEFTOVER_AGE_S:
                    tmp.unlink()
                    removed.append(tmp)
            except OSError:
                continue  # gone already, or not ours to remove: never a reason not to start
    return removed


def atomic_write_json(path: Path, value: Any) -> None:
    """Write a JSON document atomically, pretty-printed for people who look."""
    atomic_write(path, (json.dumps(value, indent=2, sort_keys=True) + "\n").encode("utf-8"))


def backup_name(path: Path) -> Path:
    """The first free name of path.bak, path.1.bak, path.2.bak, ..."""
    candidate = path.with_name(path.name + ".bak")
    n = 1
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.{n}.bak")
        n += 1
    return candidate


def preserve_bad_file(path: Path) -> Path | None:
    """Move an unreadable file aside to a fresh .bak name; return where it went."""
    if not path.exists():
        return None
    target = backup_name(path)
    try:
        os.replace(path, target)
    except OSError:
        try:  # e.g. a read-only file in a writable dir: copy the bytes instead
            target.write_bytes(path.read_bytes())
        except OSError:
            return None
    return target
