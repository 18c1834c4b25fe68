"""The player's own data files: deck lists and levels next to the packaged ones.

- **Decks.** `<config>/decks/<game_id>.toml` replaces the game's packaged deck
  (`assets/decks/<game_id>.toml`) when it is valid, so a player who owns the
  physical deck can correct the list. The engine gets it through its existing
  `deck` option, as a path - but not the path of the player's file: a
  content-addressed copy, `<data>/deck_copies/<game_id>-<sha256>.toml`, written
  once and never changed. Replays and the autosave store the options, so a
  game played with a user deck replays exactly even after the player edits or
  removes their file (the copy is what the record names).
- **Levels.** `<data>/levels/*.tmx` are offered in the lobby's Board choice of
  the game named by their map property `game` (as `levels.levels_for` does for
  the packaged ones), passed to the engine as the `level` option by path. They
  are not copied: a Tiled map may name tilesets or images beside it.

`scan(paths)` finds and checks every such file with the engine's own loader
(`new_game(0, deck=...)` / `new_game(0, level=...)`), so a file that passes
can be played. A bad file - truncated, empty, binary garbage, another kind of
file renamed, unreadable, or failing the loader (whose `DeckError` /
`LevelError` names the line) - is moved aside with
`core.storage.preserve_bad_file` (a fresh `.bak` name, never overwriting an
earlier one), and the packaged default is used. `refresh(app)` scans and shows
each problem once per file per run through `app.notify`. No pygame here.
"""

from __future__ import annotations

import hashlib
import os
import weakref
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.storage import Paths, atomic_write, preserve_bad_file
from engines import ALL_GAME_IDS, GAMES, TITLES

PACKAGED_DECKS = Path(__file__).resolve().parents[1] / "assets" / "decks"
USER_DECKS = "decks"
"""Folder under the config directory holding the player's deck lists."""
USER_LEVELS = "levels"
"""Folder under the data directory holding the player's levels."""
DECK_COPIES = "deck_copies"
"""Folder under the data directory with the copies of user decks games were played with."""
MAX_DECK_BYTES = 1 << 20
MAX_LEVEL_BYTES = 16 << 20
#: The first bytes of kinds of files people rename by mistake, for a clearer message.
_MAGIC = ((b"\x89PNG", "a PNG picture"), (b"\xff\xd8\xff", "a JPEG picture"), (b"GIF8", "a GIF picture"),
          (b"PK\x03\x04", "a zip archive"), (b"%PDF", "a PDF document"),
          (b"SQLite format 3\x00", "an SQLite database"))


class BadUserFile(Exception):
    """A user file that cannot be used; `reason` says why (without the file name)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class UserDeck:
    """A valid user deck for one game."""

    game_id: str
    path: Path
    """The player's file, <config>/decks/<game_id>.toml."""
    option: str
    """The engine's `deck` option: the content-addressed copy (the player's file if no copy could be written)."""
    shown: str
    """The file as the lobby names it, e.g. 'decks/jukem_soccer.toml'."""

    @property
    def label(self) -> str:
        return f"Your deck ({self.shown})"


@dataclass(frozen=True)
class Problem:
    """One user file that is not used, and the sentence that says so."""

    path: Path
    message: str
    kept: Path | None = None
    """Where the bad file was moved (None: left in place)."""


@dataclass
class UserData:
    """What `scan` found: valid decks by game, valid levels, and the problems."""

    decks: dict[str, UserDeck] = field(default_factory=dict)
    levels: list[Any] = field(default_factory=list)
    """`levels.Level`s of valid user levels, by file name."""
    problems: list[Problem] = field(default_factory=list)

    def levels_for(self, game_id: str) -> list[Any]:
        return [lv for lv in self.levels if lv.properties.get("game") == game_id]


# ------------------------------------------------------------------ checking


def deck_games() -> list[str]:
    """The implemented games that have a packaged deck a player may replace."""
    return [g for g in GAMES if (PACKAGED_DECKS / f"{g}.toml").is_file()]


def user_decks_dir(paths: Paths) -> Path:
    return paths.config / USER_DECKS


def user_levels_dir(paths: Paths) -> Path:
    return paths.data / USER_LEVELS


def _read(path: Path, limit: int) -> bytes:
    """The bytes of a user file; BadUserFile for a folder, an unreadable, empty or huge file."""
    try:
        if path.is_dir():
            raise BadUserFile("it is a folder, not a file")
        if not path.is_file():
            raise BadUserFile("it is not a regular file")
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except OSError as exc:
        raise BadUserFile(f"it cannot be read: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise BadUserFile(f"it is larger than {limit // 1024} KB, far too large for this kind of file")
    if not data.strip():
        raise BadUserFile("it is empty")
    for magic, kind in _MAGIC:
        if data.startswith(magic):
            raise BadUserFile(f"it is {kind}, not a {path.suffix.lstrip('.').upper()} file")
    return data


def _text(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise BadUserFile("it is not text (binary data: damaged, or another kind of file)") from None


def _deck_copy(paths: Paths, game_id: str, data: bytes) -> tuple[Path, bool]:
    """(the content-addressed copy of a deck, whether this call wrote it); OSError if it cannot be written."""
    copy = (paths.data / DECK_COPIES / f"{game_id}-{hashlib.sha256(data).hexdigest()[:16]}.toml").resolve()
    try:
        if copy.read_bytes() == data:
            return copy, False
    except OSError:
        pass
    atomic_write(copy, data)
    return copy, True


def check_deck(paths: Paths, game_id: str, path: Path) -> UserDeck:
    """A valid user deck, or BadUserFile saying what is wrong (with the line when the loader knows it)."""
    from engines.common.decks import DeckError

    data = _read(path, MAX_DECK_BYTES)
    _text(data)
    try:
        copy, wrote = _deck_copy(paths, game_id, data)
    except OSError:
        copy, wrote = path.resolve(), False  # no copy: the game names the player's file itself
    try:
        GAMES[game_id].new_game(0, deck=str(copy))
    except Exception as exc:
        if wrote:
            try:
                copy.unlink()
            except OSError:
                pass
        if isinstance(exc, DeckError):
            raise BadUserFile(f"line {exc.line}: {exc.reason}" if exc.line is not None else exc.reason) from None
        raise BadUserFile(str(exc).replace(str(copy), str(path)) or type(exc).__name__) from None
    try:
        shown = path.relative_to(paths.config).as_posix()
    except ValueError:
        shown = str(path)
    return UserDeck(game_id, path, str(copy), shown)


class UnusedLevel(Exception):
    """A well-formed level that is not offered (a game without a board choice, or not in this version)."""


def check_level(path: Path) -> Any:
    """A valid user level (`levels.Level`); BadUserFile if it is broken, UnusedLevel if not for a board game."""
    from levels import LevelError, load_level

    _text(_read(path, MAX_LEVEL_BYTES))
    try:
        level = load_level(path)
    except LevelError as exc:
        raise BadUserFile(_without(str(exc), path)) from None
    game = level.properties.get("game")
    if not isinstance(game, str) or game not in ALL_GAME_IDS:
        raise BadUserFile(f"its map property 'game' must name a game ({', '.join(ALL_GAME_IDS)}), "
                          f"found {game!r}")
    if game not in GAMES:
        raise UnusedLevel(f"it is for {TITLES[game]}, which this version of Matchday cannot play yet")
    try:
        GAMES[game].new_game(0, level=str(path.resolve()))
    except TypeError:
        raise UnusedLevel(f"it is for {TITLES[game]}, which has no board to choose") from None
    except Exception as exc:
        raise BadUserFile(_without(str(exc), path) or type(exc).__name__) from None
    return level


def _without(message: str, path: Path) -> str:
    """A loader's message without the file name it starts with (the sentence names the file once)."""
    for name in (str(path.resolve()), str(path)):
        if message.startswith(name):
            return message[len(name):].lstrip(":, ")
    return message


def _set_aside(path: Path, what: str, reason: str, fallback: str) -> Problem:
    kept = preserve_bad_file(path)
    where = (f"It was kept as {kept.name}." if kept is not None
             else "It could not be moved aside, so it stays where it is.")
    return Problem(path, f"{what} {path} cannot be used: {reason}. {fallback} {where}", kept)


def scan(paths: Paths) -> UserData:
    """Check every user deck and level; bad ones are moved aside (see the module doc)."""
    found = UserData()
    decks = user_decks_dir(paths)
    wanted = {g: decks / f"{g}.toml" for g in deck_games()}
    for game_id, path in wanted.items():
        if not _exists(path):
            continue
        try:
            found.decks[game_id] = check_deck(paths, game_id, path)
        except BadUserFile as exc:
            found.problems.append(_set_aside(path, "Your deck", exc.reason,
                                             f"The standard {TITLES[game_id]} deck is used."))
    for path in _listing(decks, ".toml"):
        if path not in wanted.values():
            names = ", ".join(p.name for p in wanted.values()) or "none"
            found.problems.append(Problem(path, f"{path} is not used: a deck file is named after its game "
                                                f"(games with a deck: {names})."))
    for path in _listing(user_levels_dir(paths), ".tmx"):
        try:
            found.levels.append(check_level(path))
        except BadUserFile as exc:
            found.problems.append(_set_aside(path, "Your level", exc.reason, "The other boards are offered."))
        except UnusedLevel as exc:
            found.problems.append(Problem(path, f"Your level {path} is not offered: {exc}."))
    return found


def _exists(path: Path) -> bool:
    try:
        return os.path.lexists(path)
    except (OSError, ValueError):
        return False


def _listing(folder: Path, suffix: str) -> list[Path]:
    """Entries of a folder ending with suffix (files or not: a folder in a file's place is reported), by name."""
    try:
        return sorted(p for p in folder.iterdir() if p.name.endswith(suffix) and not p.name.startswith("."))
    except OSError:
        return []


# ------------------------------------------------------------------ the running program

#: Per App, the files already reported this run: path -> the file's identity when reported.
_REPORTED: weakref.WeakKeyDictionary[Any, set[tuple[Path, object]]] = weakref.WeakKeyDictionary()


def _identity(path: Path) -> object:
    """Tells a file from a new one at the same path (a bad file moved aside and replaced)."""
    try:
        st = os.lstat(path)
    except OSError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


def refresh(app: Any) -> UserData:
    """Scan the user files of a running App; each problem is shown once per file per run."""
    before = {}
    for path in _listing(user_levels_dir(app.paths), ".tmx") + _listing(user_decks_dir(app.paths), ".toml"):
        before[path] = _identity(path)
    data = scan(app.paths)
    seen = _REPORTED.setdefault(app, set())
    for problem in data.problems:
        key = (problem.path, before.get(problem.path))
        if key in seen:
            continue
        seen.add(key)
        app.notify(problem.message)
    return data
