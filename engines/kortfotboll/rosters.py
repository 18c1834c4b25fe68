"""Rosters of scorers: who is announced for a goal, by the rank of the card that scored.

The rulebook's own roster, "Sweden All-Time Stars", is also the deck file's
`[roster]`; `assets/rosters/*.toml` ship it and a few more, one roster a file:

    name = "Sweden All-Time Stars"
    [scorers]
    A = "Gunnar Gren"
    ...
    2 = "Martin Dahlin"
    JOKER = "Zlatan Ibrahimović"

A roster's id is its file name without `.toml`. `load_rosters(folders)` reads
the shipped ones and those of any further folders (a player's own files; a file
named like a shipped one replaces it), the default first and the rest by id. A
file that cannot be used raises `RosterError` naming the file and the key.
Pure Python: the screens say the names, the rules never depend on them.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from engines.common.decks import MAX_DECK_BYTES, MAX_TEXT
from engines.common.errors import show
from engines.kortfotboll.table import JOKER, ROSTER_KEYS

ROSTERS_DIR = Path(__file__).resolve().parents[2] / "assets" / "rosters"
DEFAULT_ROSTER = "sweden_all_time"
USER_ROSTERS = "rosters"
"""The folder, beside `decks` in the player's config folder, where the player may add rosters of their own."""
SCORER_KEYS = ROSTER_KEYS
"""The keys of `[scorers]`, from the ace down to the 2, then the joker (the deck file's `[roster]` keys)."""


class RosterError(ValueError):
    """A roster file that cannot be used; the message names the file and the key."""

    def __init__(self, source: str, key: str | None, message: str) -> None:
        self.source = source
        self.key = key
        self.reason = message
        super().__init__(f"{source}: {key}: {message}" if key else f"{source}: {message}")


@dataclass(frozen=True)
class Roster:
    """One roster: its id (the file name), its title, and the scorer's name for each rank and the joker."""

    id: str
    name: str
    scorers: dict[str, str] = field(hash=False)

    def scorer(self, rank_name: str) -> str:
        """The scorer of a goal by a card of `rank_name` ("A", "10", "JOKER"); KeyError for another."""
        return self.scorers[rank_name]


def _text(source: str, key: str, value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise RosterError(source, key, f"must be a name in quotes, got {show(value)}")
    if len(value) > MAX_TEXT:
        raise RosterError(source, key, f"is longer than {MAX_TEXT} characters")
    return value.strip()


def parse_roster(text: str, roster_id: str, source: str = "<roster>") -> Roster:
    """The roster in TOML `text`; RosterError naming `source` and the key if it cannot be used."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RosterError(source, None, f"not valid TOML ({exc})") from exc
    except (RecursionError, ValueError) as exc:
        raise RosterError(source, None, f"not a usable roster file ({type(exc).__name__})") from None
    for key in data:
        if key not in ("name", "scorers"):
            raise RosterError(source, key, "unknown key (a roster file holds name = \"...\" and [scorers])")
    if "name" not in data:
        raise RosterError(source, "name", "missing: the roster's title, name = \"...\"")
    name = _text(source, "name", data["name"])
    table = data.get("scorers")
    if not isinstance(table, dict):
        raise RosterError(source, "scorers", "missing: a [scorers] table naming a scorer for each rank")
    for key in table:
        if key not in SCORER_KEYS:
            raise RosterError(source, f"scorers.{key}", f"unknown rank (the ranks are {', '.join(SCORER_KEYS)})")
    scorers: dict[str, str] = {}
    for key in SCORER_KEYS:
        if key not in table:
            what = "a joker" if key == JOKER else f"a card of rank {key}"
            raise RosterError(source, f"scorers.{key}", f"missing: the scorer of a goal by {what}")
        scorers[key] = _text(source, f"scorers.{key}", table[key])
    return Roster(roster_id, name, scorers)


def load_roster(path: Path) -> Roster:
    """The roster in the file at `path` (its id is the file name); RosterError if it cannot be used."""
    source = str(path)
    try:
        with path.open("rb") as f:
            data = f.read(MAX_DECK_BYTES + 1)
    except OSError as exc:
        raise RosterError(source, None, f"cannot be read ({exc.strerror or exc})") from None
    if len(data) > MAX_DECK_BYTES:
        raise RosterError(source, None, f"is larger than {MAX_DECK_BYTES} bytes: not a roster file")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise RosterError(source, None, "is not UTF-8 text") from None
    return parse_roster(text, path.stem, source)


def _folder(folder: Path) -> dict[str, Roster]:
    return {p.stem: load_roster(p) for p in sorted(folder.glob("*.toml"))}


@lru_cache(maxsize=1)
def _shipped() -> dict[str, Roster]:
    return _folder(ROSTERS_DIR)


def load_rosters(folders: Sequence[Path] = ()) -> tuple[Roster, ...]:
    """Every roster: the shipped ones and those in `folders` (later ones replace a roster of the same id),
    the default first, then by id; RosterError naming the first file that cannot be used."""
    found = dict(_shipped())
    for folder in folders:
        if folder.is_dir():
            found.update(_folder(folder))
    return tuple(sorted(found.values(), key=lambda r: (r.id != DEFAULT_ROSTER, r.id)))


def roster(roster_id: str, folders: Sequence[Path] = ()) -> Roster:
    """The roster called `roster_id`, or the default roster for an id no file has."""
    rosters = {r.id: r for r in load_rosters(folders)}
    return rosters.get(roster_id) or rosters[DEFAULT_ROSTER]


__all__ = ["Roster", "RosterError", "load_rosters", "load_roster", "parse_roster", "roster", "DEFAULT_ROSTER",
           "ROSTERS_DIR", "USER_ROSTERS", "SCORER_KEYS"]
