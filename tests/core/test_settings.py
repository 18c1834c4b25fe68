"""core.settings: defaults, round trips, and every way a settings file can be bad."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from core import settings as settings_mod
from core.settings import SETTINGS_VERSION, Settings, load_settings, save_settings


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "config" / "settings.json"


def write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def backups(path: Path) -> list[str]:
    return sorted(p.name for p in path.parent.glob("*.bak"))


# ------------------------------------------------------------------ defaults


def test_missing_file_gives_defaults_and_no_message(path):
    s, msg = load_settings(path)
    assert s == Settings()
    assert msg is None
    assert not path.exists()


def test_default_values():
    s = Settings()
    assert s.fullscreen is True
    assert s.window_size is None
    assert s.effects_volume == 0.8 and s.music_volume == 0.6
    assert s.animation_speed == 1.0
    assert s.colour_blind is False
    assert s.privacy_mode is True
    assert s.autoplay_forced_moves is False
    assert s.show_fps is False
    assert s.key_bindings == {}
    assert s.table_prefs == {}
    # each instance gets its own dict
    Settings().key_bindings["kb1"] = {}
    assert Settings().key_bindings == {}
    Settings().table_prefs["kortfotboll"] = {}
    assert Settings().table_prefs == {}


# ---------------------------------------------------------------- round trip


def test_round_trip(path):
    s = Settings(
        fullscreen=False, window_size=(1280, 720), effects_volume=0.3, music_volume=0.2, animation_speed=2.0,
        colour_blind=True, privacy_mode=False, autoplay_forced_moves=True, show_fps=True,
        key_bindings={"kb1": {"CONFIRM": ["space", "return"]}, "kb2": {"UP": ["i"]}},
        table_prefs={"kortfotboll": {"backs": ["red", "blue"], "notes": True, "size": 1.5, "none": None},
                     "goal": {"roster": "short"}},
        lobby_choices={"goal": {"level": "hard", "clock": "10+5"}, "kortfotboll": {"clock": None}},
        tournament_entrants=[["Ann", "human"], ["Waddles", "cpu:hard"]],
    )
    save_settings(path, s)
    loaded, msg = load_settings(path)
    assert msg is None
    assert loaded == s
    assert loaded.window_size == (1280, 720) and isinstance(loaded.window_size, tuple)


def test_saved_file_is_readable_json_with_version(path):
    save_settings(path, Settings(window_size=(800, 600)))
    doc = json.loads(path.read_text("utf-8"))
    assert doc["version"] == SETTINGS_VERSION
    assert doc["window_size"] == [800, 600]
    assert doc["effects_volume"] == 0.8 and doc["music_volume"] == 0.6 and "volume" not in doc
    assert set(doc) == {
        "fullscreen", "window_size", "effects_volume", "music_volume", "animation_speed", "colour_blind", "privacy_mode",
        "autoplay_forced_moves", "show_fps", "key_bindings", "table_prefs", "lessons_offered", "lobby_choices",
        "tournament_entrants", "version",
    }


def test_round_trip_of_none_window_size(path):
    save_settings(path, Settings(window_size=None))
    loaded, msg = load_settings(path)
    assert msg is None and loaded.window_size is None


def test_save_overwrites_previous(path):
    save_settings(path, Settings(effects_volume=0.1))
    save_settings(path, Settings(effects_volume=0.9))
    assert load_settings(path)[0].effects_volume == 0.9
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]


def test_unknown_keys_are_ignored(path):
    write(path, json.dumps({"volume": 0.5, "future_option": [1, 2], "version": 99}).encode())
    s, msg = load_settings(path)
    assert msg is None
    assert s.effects_volume == 0.5
    assert not hasattr(s, "future_option")
    assert path.exists() and backups(path) == []


def test_old_forced_move_default_does_not_carry_over(path):
    # Files written before the rename hold the old default (true) for everyone: it must not turn
    # "play forced moves for me" on; only the new key, set by the player, does.
    write(path, json.dumps({"fast_forward_forced": True, "volume": 0.5, "version": 1}).encode())
    s, msg = load_settings(path)
    assert msg is None and s.autoplay_forced_moves is False and s.effects_volume == 0.5
    write(path, json.dumps({"fast_forward_forced": False, "autoplay_forced_moves": True}).encode())
    assert load_settings(path)[0].autoplay_forced_moves is True


def test_partial_file_keeps_defaults_for_missing_keys(path):
    write(path, b'{"show_fps": true}')
    s, msg = load_settings(path)
    assert msg is None
    assert s == Settings(show_fps=True)


def test_an_old_files_one_volume_is_both_volumes(path):
    write(path, json.dumps({"volume": 0.3, "version": 1}).encode())
    s, msg = load_settings(path)
    assert msg is None and s.effects_volume == 0.3 and s.music_volume == 0.3
    write(path, json.dumps({"volume": 0.3, "music_volume": 0.9}).encode())  # a newer key wins
    s, msg = load_settings(path)
    assert msg is None and s.effects_volume == 0.3 and s.music_volume == 0.9
    save_settings(path, s)
    assert "volume" not in json.loads(path.read_text("utf-8"))


def test_integer_volume_is_accepted_as_float(path):
    write(path, b'{"volume": 1, "animation_speed": 3}')
    s, msg = load_settings(path)
    assert msg is None
    assert s.effects_volume == 1.0 and isinstance(s.effects_volume, float)
    assert s.animation_speed == 3.0


# ---------------------------------------------------------------- corruption

UNPARSABLE = [
    pytest.param(b"\x00\xff\xfe garbage \x89PNG", id="garbage-bytes"),
    pytest.param(b'{"volume": 0.5, "fullscr', id="truncated-json"),
    pytest.param(b"[1, 2, 3]", id="json-list"),
    pytest.param(b'"just a string"', id="json-string"),
    pytest.param(b"null", id="json-null"),
    pytest.param(b'{"volume": "\xc3\x28"}', id="invalid-utf8"),
    pytest.param(b"", id="empty-file"),
]


@pytest.mark.parametrize("data", UNPARSABLE)
def test_unparsable_file_gives_defaults_message_once_and_bak(path, data):
    write(path, data)
    s, msg = load_settings(path)
    assert s == Settings()
    assert msg is not None
    assert "defaults" in msg and "settings.json.bak" in msg
    bak = path.with_name("settings.json.bak")
    assert bak.read_bytes() == data
    # the bad file was moved aside: the next load is quiet
    s2, msg2 = load_settings(path)
    assert msg2 is None
    assert s2 == Settings()
    assert bak.read_bytes() == data


WRONG_TYPES = [
    pytest.param("effects_volume", "loud", id="volume-string"),
    pytest.param("effects_volume", 1.5, id="volume-too-big"),
    pytest.param("music_volume", -0.1, id="volume-negative"),
    pytest.param("music_volume", True, id="volume-bool"),
    pytest.param("effects_volume", None, id="volume-null"),
    pytest.param("fullscreen", "yes", id="fullscreen-string"),
    pytest.param("fullscreen", 1, id="fullscreen-int"),
    pytest.param("show_fps", None, id="show_fps-null"),
    pytest.param("animation_speed", 0, id="speed-zero"),
    pytest.param("animation_speed", 11, id="speed-too-big"),
    pytest.param("animation_speed", "fast", id="speed-string"),
    pytest.param("window_size", [1280], id="size-short"),
    pytest.param("window_size", [1280, 720, 3], id="size-long"),
    pytest.param("window_size", ["1280", 720], id="size-strings"),
    pytest.param("window_size", [1280.5, 720], id="size-float"),
    pytest.param("window_size", [10, 10], id="size-tiny"),
    pytest.param("window_size", [True, 720], id="size-bool"),
    pytest.param("window_size", {"w": 1, "h": 2}, id="size-dict"),
    pytest.param("key_bindings", [], id="bindings-list"),
    pytest.param("key_bindings", {"kb1": ["up"]}, id="bindings-not-nested"),
    pytest.param("key_bindings", {"kb1": {"UP": "up"}}, id="bindings-keys-not-list"),
    pytest.param("key_bindings", {"kb1": {"UP": [38]}}, id="bindings-key-int"),
    pytest.param("table_prefs", [], id="prefs-list"),
    pytest.param("table_prefs", "red backs", id="prefs-string"),
    pytest.param("lobby_choices", [], id="lobby-list"),
    pytest.param("tournament_entrants", {"Ann": "human"}, id="entrants-dict"),
]


@pytest.mark.parametrize("name, bad", WRONG_TYPES)
def test_wrong_type_uses_default_for_that_value_only(path, name, bad):
    good = {"effects_volume": 0.25, "music_volume": 0.4, "fullscreen": False, "show_fps": True, "animation_speed": 2.0,
            "window_size": [1024, 576], "key_bindings": {"kb1": {"UP": ["i"]}},
            "table_prefs": {"kortfotboll": {"backs": ["red", "blue"]}}}
    doc = dict(good)
    doc[name] = bad
    data = json.dumps(doc).encode()
    write(path, data)
    s, msg = load_settings(path)
    assert msg is not None
    assert name in msg
    assert "settings.json.bak" in msg
    assert getattr(s, name) == getattr(Settings(), name)
    for other, value in good.items():
        if other == name:
            continue
        expected = tuple(value) if other == "window_size" else value
        assert getattr(s, other) == expected, other
    assert path.with_name("settings.json.bak").read_bytes() == data
    # second load: no message again, and the values that were valid are still there
    s2, msg2 = load_settings(path)
    assert msg2 is None
    assert s2 == s


def test_malformed_table_prefs_are_dropped_and_the_rest_kept(path):
    doc = {
        "volume": 0.25, "show_fps": True,
        "table_prefs": {
            "kortfotboll": {"backs": ["red", "blue"], "notes": True, "three": [1, 2, 3], "nested": {"a": 1},
                            "list_in_list": [[1], 2]},
            "goal": ["not", "a", "dict"],
            "jukem_soccer": {"size": 2, "nothing": None},
        },
    }
    data = json.dumps(doc).encode()
    write(path, data)
    s, msg = load_settings(path)
    assert s.table_prefs == {"kortfotboll": {"backs": ["red", "blue"], "notes": True},
                             "jukem_soccer": {"size": 2, "nothing": None}}
    assert s.effects_volume == 0.25 and s.show_fps is True  # the other settings are kept
    assert msg is not None and "settings.json.bak" in msg
    for dropped in ("kortfotboll.three", "kortfotboll.nested", "kortfotboll.list_in_list", "goal"):
        assert dropped in msg
    assert path.with_name("settings.json.bak").read_bytes() == data
    # the repaired file was written back: quiet next time, with what was valid
    assert load_settings(path) == (s, None)


def test_table_prefs_not_a_number_is_dropped(path):
    write(path, b'{"table_prefs": {"kortfotboll": {"size": NaN, "pair": [Infinity, 1], "ok": 1}}}')
    s, msg = load_settings(path)
    assert msg is not None
    assert s.table_prefs == {"kortfotboll": {"ok": 1}}


def test_message_lists_every_bad_value(path):
    write(path, b'{"volume": "loud", "fullscreen": "maybe", "show_fps": true}')
    s, msg = load_settings(path)
    assert msg is not None and "volume" in msg and "fullscreen" in msg
    assert s.show_fps is True
    assert s.effects_volume == Settings().effects_volume and s.fullscreen == Settings().fullscreen


def test_nan_and_infinity_volume_are_rejected(path):
    write(path, b'{"volume": NaN, "animation_speed": Infinity}')
    s, msg = load_settings(path)
    assert msg is not None
    assert s.effects_volume == 0.8 and s.animation_speed == 1.0


def test_existing_bak_is_never_overwritten(path):
    write(path, b"first corruption")
    load_settings(path)
    write(path, b"second corruption")
    s, msg = load_settings(path)
    assert s == Settings()
    assert msg is not None and "settings.json.1.bak" in msg
    assert path.with_name("settings.json.bak").read_bytes() == b"first corruption"
    assert path.with_name("settings.json.1.bak").read_bytes() == b"second corruption"
    write(path, b"[]")
    load_settings(path)
    assert path.with_name("settings.json.2.bak").read_bytes() == b"[]"
    assert backups(path) == ["settings.json.1.bak", "settings.json.2.bak", "settings.json.bak"]


def test_wrong_type_also_never_overwrites_bak(path):
    write(path, b"junk")
    load_settings(path)
    write(path, b'{"volume": "loud"}')
    _, msg = load_settings(path)
    assert msg is not None and "settings.json.1.bak" in msg
    assert path.with_name("settings.json.bak").read_bytes() == b"junk"
    assert path.with_name("settings.json.1.bak").read_bytes() == b'{"volume": "loud"}'


def test_unreadable_file_gives_defaults_and_message(path, monkeypatch):
    data = json.dumps({"volume": 0.1}).encode()
    write(path, data)
    real = Path.read_bytes

    def refuse(self: Path) -> bytes:
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", refuse)
    s, msg = load_settings(path)
    assert s == Settings()
    assert msg is not None and "defaults" in msg
    assert "Permission denied" in msg
    monkeypatch.undo()
    assert path.with_name("settings.json.bak").read_bytes() == data
    assert load_settings(path) == (Settings(), None)


@pytest.mark.parametrize("data", [b"garbage", b'{"volume": "loud", "show_fps": true}'])
def test_bad_file_in_a_folder_that_refuses_renames_is_not_fatal(path, monkeypatch, data):
    write(path, data)

    def no_replace(src, dst):  # noqa: ANN001
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(os, "replace", no_replace)
    s, msg = load_settings(path)
    assert msg is not None and "defaults" in msg
    assert s.effects_volume == 0.8
    monkeypatch.undo()
    # the bytes were copied aside and the original was not destroyed
    assert path.with_name("settings.json.bak").read_bytes() == data
    assert path.read_bytes() == data


def test_long_error_text_is_shortened():
    assert settings_mod._short(ValueError("x" * 200)) == "x" * 77 + "..."
    assert settings_mod._short(ValueError("")) == "ValueError"
    assert settings_mod._short(ValueError("short")) == "short"


def test_unsearchable_config_folder_gives_defaults_and_message(path, monkeypatch):
    """stat() itself failing (a folder without search permission) must not crash start-up."""
    write(path, b'{"volume": 0.1}')
    real = Path.stat

    def refuse(self: Path, *args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        if self == path or self.parent == path.parent:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Path, "stat", refuse)
    s, msg = load_settings(path)
    assert s == Settings()
    assert msg is not None and "defaults" in msg and "Permission denied" in msg
    monkeypatch.undo()
    assert path.read_bytes() == b'{"volume": 0.1}'  # left alone


def test_lessons_offered_round_trip_and_a_bad_value_falls_back(path):
    save_settings(path, Settings(lessons_offered=["goal"]))
    assert load_settings(path)[0].lessons_offered == ["goal"]
    doc = json.loads(path.read_text("utf-8"))
    doc["lessons_offered"] = "goal"
    path.write_text(json.dumps(doc), "utf-8")
    loaded, msg = load_settings(path)
    assert loaded.lessons_offered == [] and msg is not None


def test_an_older_file_without_lobby_or_entrants_loads_quietly_with_none_remembered(path):
    write(path, b'{"volume": 0.5, "version": 1}')
    s, msg = load_settings(path)
    assert msg is None and s.effects_volume == 0.5 and s.music_volume == 0.5  # one old volume: both
    assert s.lobby_choices == {} and s.tournament_entrants == []


def test_malformed_lobby_choices_and_entrants_are_dropped_and_the_rest_kept(path):
    doc = {"lobby_choices": {"goal": {"level": "hard", "clock": 15}, "kortfotboll": "hard",
                             "jukem_soccer": {"clock": None, "level": 3}},
           "tournament_entrants": [["Ann", "human"], ["Bo"], "Cy", ["Di", "cpu:easy"], [1, 2]]}
    write(path, json.dumps(doc).encode())
    s, msg = load_settings(path)
    assert s.lobby_choices == {"goal": {"level": "hard"}, "jukem_soccer": {"clock": None}}
    assert s.tournament_entrants == [["Ann", "human"], ["Di", "cpu:easy"]]
    assert msg is not None and "goal.clock" in msg and "kortfotboll" in msg and "jukem_soccer.level" in msg
    assert load_settings(path) == (s, None)
