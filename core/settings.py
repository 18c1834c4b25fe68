"""The player's settings and the settings file.

Settings are a small dataclass saved as JSON in the user's config directory.
Loading never fails: a missing file gives defaults; a file that does not parse
or holds wrong types is moved aside to `.bak` and reported once through the
returned message, and every value that was valid is kept. Unknown keys are
ignored so an older build can read a newer file.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from core.storage import atomic_write_json, preserve_bad_file

SETTINGS_VERSION = 1
ANIMATION_SPEEDS = (0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
VOLUME_STEPS = 10


@dataclass
class Settings:
    """Everything the player can change in the Settings scene."""

    fullscreen: bool = True
    window_size: tuple[int, int] | None = None
    #: Loudness of the effects and of the music, 0..1. (Files from before the music kept one "volume":
    #: it is read as both.)
    effects_volume: float = 0.8
    music_volume: float = 0.6
    animation_speed: float = 1.0
    colour_blind: bool = False
    privacy_mode: bool = True
    #: Play a human's only legal move for them after an "only move" notice (scenes.play.forced). Off by
    #: default: the program never decides for a human unless asked. (Renamed from fast_forward_forced,
    #: whose old default, true, is stored in older files and must not carry over: that key is ignored.)
    autoplay_forced_moves: bool = False
    show_fps: bool = False
    #: Overrides of the default key sets: {"kb1": {"CONFIRM": ["return"]}, ...}
    key_bindings: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    #: How each game's table looks, as last chosen in the lobby (LobbyOption.pref): {game id: {pref key:
    #: value}}, a value a JSON scalar, or a list of two for a per-seat pref (Blue's, Red's). Never rules.
    table_prefs: dict[str, dict[str, object]] = field(default_factory=dict)
    #: The games whose lesson has been offered before a first game (scenes.play.learn): offered once.
    lessons_offered: list[str] = field(default_factory=list)
    #: What each game's lobby last started with, to open at it again: {game id: {"level": a computer level,
    #: "clock": time control text or None for no clock}}. Checked here for shape only; the lobby falls back to
    #: its defaults for a level or a clock it does not know.
    lobby_choices: dict[str, dict[str, str | None]] = field(default_factory=dict)
    #: The entrants of the last tournament set up, in seeding order: [name, "human" or "cpu:LEVEL"]; the
    #: tournament setup opens with them (skipping any it cannot use) instead of its four defaults.
    tournament_entrants: list[list[str]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The JSON document stored on disk."""
        d = asdict(self)
        d["window_size"] = list(self.window_size) if self.window_size else None
        d["version"] = SETTINGS_VERSION
        return d


def _coerce(name: str, value: Any, default: Any) -> Any:
    """Return value if it is valid for the field `name`, else raise ValueError."""
    if name in ("fullscreen", "colour_blind", "privacy_mode", "autoplay_forced_moves", "show_fps"):
        if isinstance(value, bool):
            return value
        raise ValueError(f"{name} must be true or false")
    if name in ("effects_volume", "music_volume"):
        if isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= 1:
            return float(value)
        raise ValueError(f"{name} must be a number from 0 to 1")
    if name == "animation_speed":
        if isinstance(value, (int, float)) and not isinstance(value, bool) and 0.1 <= value <= 10:
            return float(value)
        raise ValueError("animation_speed must be a number from 0.1 to 10")
    if name == "window_size":
        if value is None:
            return None
        if (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and 100 <= v <= 16384 for v in value)
        ):
            return (value[0], value[1])
        raise ValueError("window_size must be [width, height]")
    if name == "key_bindings":
        if isinstance(value, dict) and all(
            isinstance(k, str)
            and isinstance(m, dict)
            and all(
                isinstance(a, str) and isinstance(keys, list) and all(isinstance(x, str) for x in keys)
                for a, keys in m.items()
            )
            for k, m in value.items()
        ):
            return {k: {a: list(keys) for a, keys in m.items()} for k, m in value.items()}
        raise ValueError("key_bindings must map key sets to actions to key names")
    if name == "table_prefs":
        return _table_prefs(value)
    if name == "lobby_choices":
        return _lobby_choices(value)
    if name == "tournament_entrants":
        return _entrants(value)
    if name == "lessons_offered":
        if isinstance(value, list) and all(isinstance(g, str) for g in value):
            return list(value)
        raise ValueError("lessons_offered must be a list of game ids")
    return default


class _PartlyValid(ValueError):
    """A value of which only a part was valid: `kept` is that part, the message says what was dropped."""

    def __init__(self, message: str, kept: Any) -> None:
        super().__init__(message)
        self.kept = kept


def _pref_scalar(value: Any) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)  # NaN and Infinity are not JSON
    return value is None or isinstance(value, (str, int, bool))


def _table_prefs(value: Any) -> dict[str, dict[str, object]]:
    """table_prefs as loaded: the well-formed games and prefs kept, the rest dropped (and reported)."""
    if not isinstance(value, dict):
        raise ValueError("table_prefs must map games to their table preferences")
    kept: dict[str, dict[str, object]] = {}
    dropped: list[str] = []
    for game, prefs in value.items():
        if not isinstance(prefs, dict):
            dropped.append(str(game))
            continue
        kept[game] = {}
        for key, pref in prefs.items():
            if _pref_scalar(pref):
                kept[game][key] = pref
            elif isinstance(pref, list) and len(pref) == 2 and all(_pref_scalar(v) for v in pref):
                kept[game][key] = list(pref)
            else:
                dropped.append(f"{game}.{key}")
    if dropped:
        raise _PartlyValid(f"table_prefs held malformed entries, dropped: {', '.join(dropped)}", kept)
    return kept


def _lobby_choices(value: Any) -> dict[str, dict[str, str | None]]:
    """lobby_choices as loaded: each game's level (a string) and clock (a string or null) kept, the rest
    dropped (and reported)."""
    if not isinstance(value, dict):
        raise ValueError("lobby_choices must map games to their last lobby choices")
    kept: dict[str, dict[str, str | None]] = {}
    dropped: list[str] = []
    for game, choices in value.items():
        if not isinstance(choices, dict):
            dropped.append(str(game))
            continue
        kept[game] = {}
        for key, choice in choices.items():
            if key == "level" and isinstance(choice, str) or key == "clock" and (choice is None or isinstance(choice, str)):
                kept[game][key] = choice
            else:
                dropped.append(f"{game}.{key}")
    if dropped:
        raise _PartlyValid(f"lobby_choices held malformed entries, dropped: {', '.join(dropped)}", kept)
    return kept


def _entrants(value: Any) -> list[list[str]]:
    """tournament_entrants as loaded: the [name, kind] pairs kept, anything else dropped (and reported)."""
    if not isinstance(value, list):
        raise ValueError("tournament_entrants must be a list of [name, kind] pairs")
    kept = [list(e) for e in value if isinstance(e, list) and len(e) == 2 and all(isinstance(x, str) for x in e)]
    if len(kept) != len(value):
        raise _PartlyValid(f"tournament_entrants held {len(value) - len(kept)} malformed entries, dropped", kept)
    return kept


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """Read the settings file; returns (settings, a message to show once or None)."""
    try:
        if not path.exists():
            return Settings(), None
    except OSError as exc:  # e.g. a config folder without search permission
        return Settings(), f"The settings file {path} could not be read ({_why(exc)}); defaults are used."
    try:
        raw = json.loads(path.read_bytes().decode("utf-8"))
        if not isinstance(raw, dict):
            raise ValueError("the file does not hold a settings object")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        kept = preserve_bad_file(path)
        where = f" It was kept as {kept.name}." if kept else ""
        return Settings(), f"The settings file {path} could not be read ({_why(exc)}); defaults are used.{where}"
    settings = Settings()
    problems: list[str] = []
    if "volume" in raw:  # a file from before music had its own volume: its one volume is both
        for key in ("effects_volume", "music_volume"):
            raw.setdefault(key, raw["volume"])
    for f in fields(Settings):
        if f.name not in raw:
            continue
        try:
            setattr(settings, f.name, _coerce(f.name, raw[f.name], getattr(settings, f.name)))
        except _PartlyValid as exc:
            setattr(settings, f.name, exc.kept)
            problems.append(str(exc))
        except ValueError as exc:
            problems.append(str(exc))
    if problems:
        kept = preserve_bad_file(path)
        where = f" The old file was kept as {kept.name}." if kept else ""
        if kept is not None:
            # Write the repaired settings back so the values that were valid
            # survive the next start (the bad file has been moved aside).
            try:
                save_settings(path, settings)
            except OSError:
                pass
        return settings, (
            f"Some settings were invalid ({'; '.join(problems)}); defaults are used for those.{where}"
        )
    return settings, None


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings file atomically."""
    atomic_write_json(path, settings.to_json())


def _why(exc: BaseException) -> str:
    """What is wrong with the file, in words (the errors' own texts are for programmers)."""
    if isinstance(exc, IsADirectoryError):
        return "it is a folder, not a file"
    if isinstance(exc, OSError):
        return exc.strerror or _short(exc)
    if isinstance(exc, UnicodeDecodeError):
        return "it is not text: binary data, damaged or another kind of file"
    if isinstance(exc, json.JSONDecodeError):
        if not exc.doc.strip():
            return "it is empty"
        return f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}; it may be cut short or damaged"
    return _short(exc)


def _short(exc: BaseException) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) < 80 else text[:77] + "..."
