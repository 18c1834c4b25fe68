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
