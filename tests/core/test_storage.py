"""core.storage: user paths, atomic writes and moving bad files aside."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from core import storage
from core.storage import (
    APP_NAME, HOME_ENV, Paths, atomic_write, atomic_write_json, backup_name, default_paths,
    preserve_bad_file,
)


def listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# ---------------------------------------------------------------- paths


def test_default_paths_honour_matchday_home(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_ENV, str(tmp_path / "home"))
    paths = default_paths()
    assert paths == Paths(config=tmp_path / "home" / "config", data=tmp_path / "home" / "data")
    assert paths.settings_file == tmp_path / "home" / "config" / "settings.json"
    # nothing is created just by asking
    assert not (tmp_path / "home").exists()


def test_default_paths_without_home_use_platform_dirs(monkeypatch, tmp_path):
    monkeypatch.delenv(HOME_ENV, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    paths = default_paths()
    assert APP_NAME in paths.config.parts
    assert APP_NAME in paths.data.parts
    assert paths.settings_file.name == "settings.json"
    if sys.platform.startswith("linux"):
        assert paths.config == tmp_path / "xdg-config" / APP_NAME
        assert paths.data == tmp_path / "xdg-data" / APP_NAME


def test_empty_home_variable_is_ignored(monkeypatch, tmp_path):
    monkeypatch.setenv(HOME_ENV, "")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    assert default_paths().config.name == APP_NAME


# ----------------------------------------------------------- atomic writes


def test_atomic_write_creates_parents_and_leaves_no_temp_files(tmp_path):
    target = tmp_path / "a" / "b" / "file.json"
    atomic_write(target, b"hello")
    assert target.read_bytes() == b"hello"
    assert listing(target.parent) == ["file.json"]
    atomic_write(target, b"again")
    assert target.read_bytes() == b"again"
    assert listing(target.parent) == ["file.json"]


def test_atomic_write_json_is_pretty_sorted_utf8(tmp_path):
    target = tmp_path / "doc.json"
    atomic_write_json(target, {"b": 1, "a": "é"})
    raw = target.read_bytes()
    assert raw.endswith(b"\n")
    assert raw.index(b'"a"') < raw.index(b'"b"')
    assert json.loads(raw.decode("utf-8")) == {"a": "é", "b": 1}
    assert b"\n  " in raw  # indented


def test_failed_replace_keeps_old_file_and_removes_temp(tmp_path, monkeypatch):
    target = tmp_path / "settings.json"
    target.write_bytes(b"old contents")

    def boom(src, dst):  # noqa: ANN001
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError, match="No space"):
        atomic_write(target, b"new contents")
    monkeypatch.undo()
    assert target.read_bytes() == b"old contents"
    assert listing(tmp_path) == ["settings.json"]


def test_failed_write_keeps_old_file_and_removes_temp(tmp_path, monkeypatch):
    target = tmp_path / "settings.json"
    target.write_bytes(b"old contents")

    def boom(fd):  # noqa: ANN001
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError):
        atomic_write(target, b"new contents")
    monkeypatch.undo()
    assert target.read_bytes() == b"old contents"
    assert listing(tmp_path) == ["settings.json"]


def test_interrupt_during_write_also_cleans_up(tmp_path, monkeypatch):
    target = tmp_path / "x.json"

    def interrupt(src, dst):  # noqa: ANN001
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", interrupt)
    with pytest.raises(KeyboardInterrupt):
        atomic_write(target, b"data")
    monkeypatch.undo()
    assert listing(tmp_path) == []


def test_atomic_write_survives_directory_fsync_failure(tmp_path, monkeypatch):
    target = tmp_path / "f.bin"
    real_open = os.open

    def no_dir_open(path, flags, *args, **kwargs):  # noqa: ANN001
        if Path(path) == tmp_path:
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", no_dir_open)
    atomic_write(target, b"ok")
    monkeypatch.undo()
    assert target.read_bytes() == b"ok"


# ------------------------------------------------------------- bad files


def test_backup_name_sequence(tmp_path):
    p = tmp_path / "settings.json"
    assert backup_name(p) == tmp_path / "settings.json.bak"
    (tmp_path / "settings.json.bak").write_bytes(b"")
    assert backup_name(p) == tmp_path / "settings.json.1.bak"
    (tmp_path / "settings.json.1.bak").write_bytes(b"")
    (tmp_path / "settings.json.2.bak").write_bytes(b"")
    assert backup_name(p) == tmp_path / "settings.json.3.bak"


def test_preserve_bad_file_moves_exact_bytes(tmp_path):
    p = tmp_path / "settings.json"
    data = bytes(range(256))
    p.write_bytes(data)
    kept = preserve_bad_file(p)
    assert kept == tmp_path / "settings.json.bak"
    assert kept.read_bytes() == data
    assert not p.exists()


def test_preserve_never_overwrites_existing_bak(tmp_path):
    p = tmp_path / "settings.json"
    (tmp_path / "settings.json.bak").write_bytes(b"precious")
    p.write_bytes(b"new junk")
    kept = preserve_bad_file(p)
    assert kept == tmp_path / "settings.json.1.bak"
    assert (tmp_path / "settings.json.bak").read_bytes() == b"precious"
    assert kept.read_bytes() == b"new junk"


def test_preserve_missing_file_returns_none(tmp_path):
    assert preserve_bad_file(tmp_path / "nope.json") is None
    assert listing(tmp_path) == []


def test_preserve_copies_when_rename_fails(tmp_path, monkeypatch):
    p = tmp_path / "settings.json"
    p.write_bytes(b"junk")

    def no_rename(src, dst):  # noqa: ANN001
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.os, "replace", no_rename)
    kept = preserve_bad_file(p)
    monkeypatch.undo()
    assert kept == tmp_path / "settings.json.bak"
    assert kept.read_bytes() == b"junk"


def test_preserve_returns_none_when_nothing_works(tmp_path, monkeypatch):
    p = tmp_path / "settings.json"
    p.write_bytes(b"junk")

    def no_rename(src, dst):  # noqa: ANN001
        raise PermissionError(13, "Permission denied")

    def no_read(self: Path) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage.os, "replace", no_rename)
    monkeypatch.setattr(Path, "read_bytes", no_read)
    assert preserve_bad_file(p) is None
    monkeypatch.undo()
    assert p.read_bytes() == b"junk"


def test_leftover_temporary_files_of_a_killed_write_are_cleaned_and_nothing_else(tmp_path):
    paths = storage.Paths(config=tmp_path / "config", data=tmp_path / "data")
    (paths.data / "replays").mkdir(parents=True)
    paths.config.mkdir(parents=True)
    old = paths.data / ".autosave.json.k3j_x.tmp"
    deep = paths.data / "replays" / ".game.json.ab12.tmp"
    fresh = paths.config / ".settings.json.zz9.tmp"  # another window writing right now
    keep = [paths.data / "autosave.json", paths.data / "notes.tmp", paths.config / "settings.json"]
    for f in (old, deep, fresh, *keep):
        f.write_text("{}")
    now = 1_000_000.0
    for f in (old, deep, *keep):
        os.utime(f, (now - 3600, now - 3600))
    os.utime(fresh, (now - 5, now - 5))
    removed = storage.clean_leftover_temps(paths, now=now)
    assert sorted(removed) == sorted([old, deep])
    assert not old.exists() and not deep.exists() and fresh.exists()
    assert all(f.exists() for f in keep)
    assert storage.clean_leftover_temps(storage.Paths(tmp_path / "none", tmp_path / "nothing")) == []
