"""The G.O.A.L. cards: the deck file's schema and the compiled per-card lookup tables.

The card list lives in assets/decks/goal.toml (loaded through engines.common.decks):
the NUMBER and X cards of ONE player's deck, which each player owns a copy of, and
the GOAL cards of the shared G.O.A.L. deck. `load_table(path)` validates it and
compiles a `Table`. Card ids: seat 0's deck is 0..P-1, seat 1's deck P..2P-1 (the
same faces in the same order), the goal cards 2P..2P+G-1. A face names a card of
a seat's deck ("7N", "XK") or a goal card ("A-PAIR"); since no two cards of a deck
are alike, a face and its owner name exactly one card. Parsed once per path (lru_cache).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from engines.common.decks import Deck, DeckError, DeckSchema, choice, integer, load_deck

GAME_ID = "goal"
DEFAULT_DECK = "default"
DEFAULT_DECK_PATH = Path(__file__).resolve().parents[2] / "assets" / "decks" / "goal.toml"

SUIT_NAMES = ("KNIGHT", "KING", "EMPEROR")
"""Suits by rank, low to high (RULINGS: Emperor > King > Knight); a suit is its index here."""
SUIT_LETTERS = ("N", "K", "E")
KNIGHT, KING, EMPEROR = range(3)
REQUIREMENTS = ("SINGLE", "PAIR", "THREE", "RUN", "FLUSH", "STRAIGHTFLUSH", "TWOPAIRS", "XKIND")
SINGLE, PAIR, THREE, RUN, FLUSH, STRAIGHTFLUSH, TWOPAIRS, XKIND = range(8)
LETTERS = ("G", "O", "A", "L")
"""The letters of one complete G-O-A-L set."""
MIN_VALUE, MAX_VALUE = 1, 10
NO_OWNER = -1

Item = tuple[int, int, str, int, tuple[int, int, int]]
"""A card as it goes down in a combination: (card, the value it stands for, as written, its rank in the
comparison, its place in the written order). engines.goal.combos generates combinations as tuples of
Items already highest first."""

SCHEMA = DeckSchema.make(
    GAME_ID,
    {
        "NUMBER": {"value": integer(MIN_VALUE, MAX_VALUE), "suit": choice(*reversed(SUIT_NAMES))},
        "X": {"suit": choice(*reversed(SUIT_NAMES))},
        "GOAL": {"letter": choice(*LETTERS), "requirement": choice(*REQUIREMENTS)},
    },
)


@dataclass(frozen=True, slots=True)
class Table:
    """Per-card lookup tuples compiled from a validated deck (card id = index)."""

    path: str
    """DEFAULT_DECK for the shipped file, else the file path as given."""
    per_seat: int
    """Cards in one player's deck."""
    n: int
    face: tuple[str, ...]
    owner: tuple[int, ...]
    """0 or 1 for a player's card, NO_OWNER for a goal card."""
    value: tuple[int, ...]
    """A NUMBER's value; 0 for an X and a goal card."""
    suit: tuple[int, ...]
    """Suit rank (KNIGHT 0, KING 1, EMPEROR 2); -1 for a goal card."""
    wild: tuple[bool, ...]
    letter: tuple[str, ...]
    requirement: tuple[int, ...]
    """A goal card's requirement (SINGLE ... XKIND); -1 for a player's card."""
    goal_cards: tuple[int, ...]
    by_face: tuple[dict[str, int], dict[str, int]] = field(compare=False, repr=False)
    """Per seat: face -> that seat's card."""
    goal_by_face: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    items: tuple[tuple[Item, ...], ...] = field(default=(), compare=False, repr=False)
    """Per card, its Item for each value 0..10 it can stand for (a real card: its own at every index)."""

    def seat_cards(self, seat: int) -> range:
        """The ids of seat's own deck."""
        return range(seat * self.per_seat, (seat + 1) * self.per_seat)

    def card(self, seat: int, face: str) -> int | None:
        """Seat's card showing `face` (None if its deck has none)."""
        return self.by_face[seat].get(face)

    def goal(self, face: str) -> int | None:
        """The goal card showing `face` (None if the goal deck has none)."""
        return self.goal_by_face.get(face)

    def is_goal(self, card: int) -> bool:
        """Whether `card` is a goal card."""
        return self.owner[card] == NO_OWNER


def player_face(value: int, suit: int, wild: bool) -> str:
    """What a player's card shows: 7N, 10E, XK."""
    return f"{'X' if wild else value}{SUIT_LETTERS[suit]}"


def compile_deck(deck: Deck, path: str) -> Table:
    """The lookup tables of a validated deck; DeckError naming the line of a card that cannot be used."""
    faces: list[str] = []
    values: list[int] = []
    suits: list[int] = []
    wilds: list[bool] = []
    goals: list[tuple[str, str, int]] = []
    seen: dict[str, int] = {}
    for i, entry in enumerate(deck.entries):
        count = sum(1 for c in deck.cards if c.entry == entry.entry)
        if count == 0:
            continue
        if entry.type == "GOAL":
            letter, req = str(entry["letter"]), str(entry["requirement"])
            face = f"{letter}-{req}"
            if count > 1 or face in seen:
                raise deck.error(i, "requirement", f"the goal deck holds {face} twice: a goal card is named by its "
                                 "letter and requirement, so no two may be alike")
            goals.append((letter, req, REQUIREMENTS.index(req)))
        else:
            suit = SUIT_NAMES.index(str(entry["suit"]))
            wild = entry.type == "X"
            value = 0 if wild else int(str(entry["value"]))
            face = player_face(value, suit, wild)
            if count > 1 or face in seen:
                raise deck.error(i, "suit" if wild else "value", f"a player's deck holds {face} twice: "
                                 "no two cards of a deck may be alike")
            faces.append(face)
            values.append(value)
            suits.append(suit)
            wilds.append(wild)
        seen[face] = i
    if not faces:
        raise deck.error(None, "total", "a player's deck needs at least one NUMBER or X card")
    per_seat = len(faces)
    n = 2 * per_seat + len(goals)
    by_face = ({f: i for i, f in enumerate(faces)}, {f: per_seat + i for i, f in enumerate(faces)})
    goal_faces = [f"{letter}-{req}" for letter, req, _ in goals]
    table = Table(
        path=path, per_seat=per_seat, n=n,
        face=tuple(faces * 2 + goal_faces),
        owner=tuple([0] * per_seat + [1] * per_seat + [NO_OWNER] * len(goals)),
        value=tuple(values * 2 + [0] * len(goals)),
        suit=tuple(suits * 2 + [-1] * len(goals)),
        wild=tuple(wilds * 2 + [False] * len(goals)),
        letter=tuple([""] * (2 * per_seat) + [g[0] for g in goals]),
        requirement=tuple([-1] * (2 * per_seat) + [g[2] for g in goals]),
        goal_cards=tuple(range(2 * per_seat, n)),
        by_face=by_face,
        goal_by_face={f: 2 * per_seat + j for j, f in enumerate(goal_faces)},
    )
    from engines.goal.combos import items_of  # combos reads the Table: compiled first, then the items

    return replace(table, items=items_of(table))


@lru_cache(maxsize=8)
def load_table(path: str = DEFAULT_DECK) -> Table:
    """The compiled deck at `path` ("default" = the shipped file); DeckError if unusable."""
    file = DEFAULT_DECK_PATH if path == DEFAULT_DECK else Path(path)
    return compile_deck(load_deck(file, SCHEMA), path)


__all__ = ["DeckError", "Table", "load_table", "compile_deck", "SCHEMA", "DEFAULT_DECK", "DEFAULT_DECK_PATH",
           "REQUIREMENTS", "LETTERS", "SUIT_NAMES", "SUIT_LETTERS", "player_face"]
