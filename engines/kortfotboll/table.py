"""Kortfotboll's cards and formations: the deck file's schema and the compiled per-card lookup tables.

The deck file (assets/decks/kortfotboll.toml, read through engines.common.decks)
lists ONE player's ordinary cards (each player plays with a copy; cards may be
left out) and the roster of scorers. The jokers are not in the file: how many
each player adds (0-4) is the `jokers` option. `load_table(path, jokers)`
validates and compiles a `Table`. Card ids: seat 0's cards are 0..P-1 (the file's
cards in order, then its jokers), seat 1's P..2P-1, the same faces in the same
order. A face names a card of a seat's deck ("7H"); every joker is "JOKER", so a
face and its owner name one card, or one of the owner's jokers.

Ranks, low to high: 2..10, J 11, Q 12, K 13, A 14, JOKER 15. Penalty values
(RULINGS): the kicker's cards count J 11, Q 12, K 13, A 1, joker 0, others their
number; the goalkeeper the same except A and joker 15.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from engines.common.decks import Deck, DeckError, DeckSchema, choice, load_deck

GAME_ID = "kortfotboll"
DEFAULT_DECK = "default"
DEFAULT_DECK_PATH = Path(__file__).resolve().parents[2] / "assets" / "decks" / "kortfotboll.toml"

RANK_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
JOKER = "JOKER"
LOWEST, ACE, JOKER_RANK = 2, 14, 15
"""Ranks: a rank name's rank is its index in RANK_NAMES plus 2; the joker is above the ace."""
SUIT_NAMES = ("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
SUIT_LETTERS = ("S", "H", "D", "C")
DIAMONDS = "D"
MIN_DECK = 12
"""Cards a deck needs: eleven on the field and one to attack with."""
MAX_JOKERS = 4
DEFAULT_JOKERS = 2
PENALTY_KICK = {11: 11, 12: 12, 13: 13, ACE: 1, JOKER_RANK: 0}
"""The kicker's penalty values that are not the rank itself."""
PENALTY_KEEPER = {ACE: 15, JOKER_RANK: 15}
"""The goalkeeper's penalty values that are not the rank itself."""
ROSTER_KEYS = (*reversed(RANK_NAMES), JOKER)

SCHEMA = DeckSchema.make(GAME_ID, {"CARD": {"rank": choice(*RANK_NAMES), "suit": choice(*SUIT_NAMES)}},
                         texts=("roster",))

# ---- formations ---------------------------------------------------------------------------------------

GK, DEF, MID, FWD = range(4)
ROWS = ("GK", "DEF", "MID", "FWD")
"""Rows from the goal outwards; an attacker opens them from FWD back to GK."""
FORMATIONS = ("4-4-2", "4-3-3", "3-5-2", "5-3-2", "4-5-1")
DEFAULT_FORMATION = "4-4-2"


@dataclass(frozen=True, slots=True)
class Formation:
    """A formation's positions in canonical order (GK, DEF1.., MID1.., FWD1..) and each one's row."""

    name: str
    positions: tuple[str, ...]
    rows: tuple[int, ...]
    index: dict[str, int] = field(compare=False, repr=False)

    def in_row(self, row: int) -> tuple[int, ...]:
        """The position indexes of `row`, numbered from the owner's left."""
        return tuple(i for i, r in enumerate(self.rows) if r == row)

    def size(self, row: int) -> int:
        """How many positions `row` has."""
        return sum(1 for r in self.rows if r == row)


@lru_cache(maxsize=None)
def formation(name: str) -> Formation:
    """The formation called `name` ("4-4-2"); ValueError for one this edition does not play."""
    if name not in FORMATIONS:
        raise ValueError(f"formation must be one of {', '.join(FORMATIONS)}, got {name!r}")
    counts = [1, *(int(n) for n in name.split("-"))]
    positions: list[str] = []
    rows: list[int] = []
    for row, n in enumerate(counts):
        for k in range(n):
            positions.append("GK" if row == GK else f"{ROWS[row]}{k + 1}")
            rows.append(row)
    return Formation(name, tuple(positions), tuple(rows), {p: i for i, p in enumerate(positions)})


# ---- the cards ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Table:
    """Per-card lookup tuples compiled from a validated deck and a joker count (card id = index)."""

    path: str
    """DEFAULT_DECK for the shipped file, else the file path as given."""
    jokers: int
    per_seat: int
    n: int
    face: tuple[str, ...]
    rank: tuple[int, ...]
    """2..14, JOKER_RANK for a joker."""
    diamond: tuple[bool, ...]
    owner: tuple[int, ...]
    kick: tuple[int, ...]
    """The card's value as a penalty kicker's card."""
    keep: tuple[int, ...]
    """The card's value as a goalkeeper facing a penalty."""
    roster_name: str
    scorers: dict[str, str] = field(compare=False, repr=False)
    """Rank name or JOKER -> the scorer's name."""
    by_face: tuple[dict[str, int], dict[str, int]] = field(compare=False, repr=False)
    """Per seat: an ordinary face -> that seat's card."""
    joker_ids: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())

    def seat_cards(self, seat: int) -> range:
        """The ids of `seat`'s own deck."""
        return range(seat * self.per_seat, (seat + 1) * self.per_seat)

    def is_joker(self, card: int) -> bool:
        """Whether `card` is a joker."""
        return self.rank[card] == JOKER_RANK

    def scorer(self, card: int) -> str:
        """The roster's name for a goal scored by `card`."""
        return self.scorers[rank_name(self.rank[card])]


def rank_name(rank: int) -> str:
    """The name of a rank: "7", "Q", "A", "JOKER"."""
    return JOKER if rank == JOKER_RANK else RANK_NAMES[rank - LOWEST]


def rank_of(name: str) -> int | None:
    """The rank called `name` (None if no rank is)."""
    if name == JOKER:
        return JOKER_RANK
    return RANK_NAMES.index(name) + LOWEST if name in RANK_NAMES else None


def compile_deck(deck: Deck, path: str, jokers: int) -> Table:
    """The lookup tables of a validated deck plus `jokers` jokers each; DeckError naming a bad line."""
    faces: list[str] = []
    ranks: list[int] = []
    seen: dict[str, int] = {}
    for i, entry in enumerate(deck.entries):
        count = sum(1 for c in deck.cards if c.entry == entry.entry)
        if count == 0:
            continue
        rank = str(entry["rank"])
        face = rank + SUIT_LETTERS[SUIT_NAMES.index(str(entry["suit"]))]
        if count > 1 or face in seen:
            raise deck.error(i, "suit", f"the deck holds {face} twice: an ordinary deck has each card once")
        seen[face] = i
        faces.append(face)
        ranks.append(rank_of(rank) or 0)
    if len(faces) + jokers < MIN_DECK:
        raise deck.error(None, "total", f"a deck needs at least {MIN_DECK} cards with its jokers (eleven on the "
                                        f"field and one to play), this one has {len(faces)} and {jokers} jokers")
    roster = deck.text("roster")
    for key in roster:
        if key != "name" and key not in ROSTER_KEYS:
            raise deck.error(None, f"roster.{key}", f"the roster names scorers by rank ({', '.join(ROSTER_KEYS)}) "
                                                    f"and its title (name), not {key!r}")
    for key in ("name", *ROSTER_KEYS):
        if key not in roster:
            raise deck.error(None, "roster", f"[roster] needs {key} = \"...\" (the scorer for a goal by a "
                                             f"{'card of that rank' if key != 'name' else 'title of the roster'})")
    faces += [JOKER] * jokers
    ranks += [JOKER_RANK] * jokers
    per_seat = len(faces)
    diamonds = [f.endswith(DIAMONDS) for f in faces]
    kick = [PENALTY_KICK.get(r, r) for r in ranks]
    keep = [PENALTY_KEEPER.get(r, r) for r in ranks]
    return Table(
        path=path, jokers=jokers, per_seat=per_seat, n=2 * per_seat,
        face=tuple(faces * 2), rank=tuple(ranks * 2), diamond=tuple(diamonds * 2),
        owner=tuple([0] * per_seat + [1] * per_seat), kick=tuple(kick * 2), keep=tuple(keep * 2),
        roster_name=roster["name"], scorers={k: roster[k] for k in ROSTER_KEYS},
        by_face=tuple({f: s * per_seat + i for i, f in enumerate(faces) if f != JOKER}  # type: ignore[arg-type]
                      for s in (0, 1)),
        joker_ids=tuple(tuple(s * per_seat + i for i, f in enumerate(faces) if f == JOKER)  # type: ignore[arg-type]
                        for s in (0, 1)),
    )


@lru_cache(maxsize=16)
def load_table(path: str = DEFAULT_DECK, jokers: int = DEFAULT_JOKERS) -> Table:
    """The compiled deck at `path` ("default" = the shipped file) with `jokers` jokers each; DeckError if
    the file cannot be used."""
    file = DEFAULT_DECK_PATH if path == DEFAULT_DECK else Path(path)
    return compile_deck(load_deck(file, SCHEMA), path, jokers)


__all__ = ["DeckError", "Table", "load_table", "compile_deck", "SCHEMA", "DEFAULT_DECK", "DEFAULT_DECK_PATH",
           "Formation", "formation", "FORMATIONS", "DEFAULT_FORMATION", "ROWS", "GK", "DEF", "MID", "FWD",
           "RANK_NAMES", "JOKER", "JOKER_RANK", "ACE", "LOWEST", "rank_name", "rank_of", "MIN_DECK", "MAX_JOKERS",
           "DEFAULT_JOKERS"]
