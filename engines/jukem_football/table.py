"""The Jukem Football deck: its file schema and the compiled per-card lookup tables.

The deck list lives in assets/decks/jukem_football.toml (loaded through
engines.common.decks). `load_table(practice)` validates it and compiles a
`Table`: per card id its kind, yards, PASS range and face ("RUN15",
"PASS15-35", "CATCH35", "KICKRETURN", "HOLDING", ...). The practice table
leaves out one card of each face the file's `[practice] remove` names, so its
ids run over 54 cards. Both are parsed once per process (lru_cache).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from engines.common.decks import Deck, DeckError, DeckSchema, integer, load_deck, names, text

GAME_ID = "jukem_football"
DEFAULT_DECK_PATH = Path(__file__).resolve().parents[2] / "assets" / "decks" / "jukem_football.toml"

RUN, PASS, CATCH, KICKRETURN, JUKEM, PANCAKE, FIELDGOAL, YELLOW, RED = range(9)
TYPE_NAMES = ("RUN", "PASS", "CATCH", "KICKRETURN", "JUKEM", "PANCAKE", "FIELDGOAL", "YELLOW", "RED")
DEFENSIVE = frozenset((YELLOW, RED))
RESERVED = frozenset(("DRAW", "TAKE", "END", "NO", "DISCARD"))
"""Words of the notation a defensive card may not be named."""
_NAME_RE = re.compile(r"^[A-Z]+$")

SCHEMA = DeckSchema.make(
    GAME_ID,
    {
        "RUN": {"yards": integer(1, 100)},
        "PASS": {"low": integer(1, 100), "high": integer(1, 100)},
        "CATCH": {"yards": integer(1, 100)},
        "KICKRETURN": {"yards": integer(1, 100)},
        "JUKEM": {},
        "PANCAKE": {"yards": integer(1, 100)},
        "FIELDGOAL": {},
        "YELLOW": {"name": text()},
        "RED": {"name": text()},
    },
    lists=("practice.remove",),
)


@dataclass(frozen=True, slots=True)
class Table:
    """Per-card lookup tuples compiled from a validated deck (card id = index)."""

    practice: bool
    kind: tuple[int, ...]
    yards: tuple[int, ...]
    low: tuple[int, ...]
    high: tuple[int, ...]
    face: tuple[str, ...]
    n: int
    by_face: dict[str, tuple[int, ...]] = field(default_factory=dict, compare=False, repr=False)
    """Every id of each face, lowest first."""

    def ids(self, face: str) -> tuple[int, ...]:
        """The ids showing `face` (empty if no such card)."""
        return self.by_face.get(face, ())


def _face(card_type: str, attrs: dict[str, object]) -> str:
    if card_type in ("RUN", "CATCH"):
        return f"{card_type}{attrs['yards']}"
    if card_type == "PASS":
        return f"PASS{attrs['low']}-{attrs['high']}"
    if card_type in ("YELLOW", "RED"):
        return str(attrs["name"])
    return card_type


def compile_deck(deck: Deck, practice: bool) -> Table:
    """The lookup tables of a validated deck (without the practice cards if `practice`)."""
    faces: list[str] = []
    for entry_index, entry in enumerate(deck.entries):
        attrs = dict(entry.attrs)
        if entry.type == "PASS" and int(str(attrs["low"])) > int(str(attrs["high"])):
            raise deck.error(entry_index, "low", "a PASS range must have low <= high")
        if entry.type in ("YELLOW", "RED"):
            name = str(attrs["name"])
            if not _NAME_RE.match(name) or name in RESERVED or name in TYPE_NAMES:
                raise deck.error(entry_index, "name", f"{name!r} cannot name a defensive card (upper-case "
                                 f"letters only, not one of {', '.join(sorted(RESERVED | set(TYPE_NAMES)))})")
    cards = list(deck.cards)
    faces = [_face(c.type, dict(c.attrs)) for c in cards]
    kinds = {f: c.type for f, c in zip(faces, cards)}
    remove = deck.names("practice.remove")
    for name in remove:
        if name not in kinds or TYPE_NAMES.index(kinds[name]) not in DEFENSIVE:
            raise deck.error(None, "practice.remove", f"practice.remove names {name!r}, not a defensive card of the deck")
    if practice:
        for name in remove:
            i = faces.index(name)
            del cards[i], faces[i]
    kind = tuple(TYPE_NAMES.index(c.type) for c in cards)
    yards = tuple(int(str(c.get("yards", 0))) for c in cards)
    low = tuple(int(str(c.get("low", 0))) for c in cards)
    high = tuple(int(str(c.get("high", 0))) for c in cards)
    by_face: dict[str, list[int]] = {}
    for i, f in enumerate(faces):
        by_face.setdefault(f, []).append(i)
    return Table(practice, kind, yards, low, high, tuple(faces), len(cards),
                 {f: tuple(ids) for f, ids in by_face.items()})


@lru_cache(maxsize=4)
def load_table(practice: bool = False) -> Table:
    """The compiled shipped deck (the practice deck if `practice`); DeckError if unusable."""
    return compile_deck(load_deck(DEFAULT_DECK_PATH, SCHEMA), practice)


__all__ = ["DeckError", "Table", "load_table", "compile_deck", "SCHEMA", "DEFAULT_DECK_PATH", "TYPE_NAMES"]
