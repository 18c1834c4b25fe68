"""The Jukem Soccer deck: its file schema and the compiled per-card lookup tables.

The deck list lives in assets/decks/jukem_soccer.toml (loaded through
engines.common.decks). `load_table(path)` validates it and compiles a `Table`:
one small int per card for its type, setup value, SHOT needs, ball/X box mask
and yellow target, plus its notation face ("PASS", "SHOT4@TL+BR",
"SAVE@TL+TC+TR", "YELLOW@FLOP", ...). Card id i is `table.deck.cards[i]`.
The default deck is parsed once per process (lru_cache).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from engines.jukem_soccer.notation import PLAY as PLAY_KIND
from engines.jukem_soccer.notation import RED_CARD, SAVE_CARD, YELLOW_CARD, Action
from engines.jukem_soccer.notation import SUB as SUB_KIND
from engines.common.decks import Deck, DeckError, DeckSchema, choice, integer, load_deck, names

GAME_ID = "jukem_soccer"
DEFAULT_DECK = "default"
DEFAULT_DECK_PATH = Path(__file__).resolve().parents[2] / "assets" / "decks" / "jukem_soccer.toml"

PASS, HEADER, FLOP, JUKEM, SHOT, SAVE, RED, YELLOW = range(8)
TYPE_NAMES = ("PASS", "HEADER", "FLOP", "JUKEM", "SHOT", "SAVE", "RED", "YELLOW")
SETUP_KINDS = (PASS, HEADER, FLOP)
SETUP_VALUE = (1, 1, 2, 0, 0, 0, 0, 0)
"""Setup plays a card counts for in a possession: FLOP is a dive worth two (rulings)."""
OFFENSIVE = frozenset((PASS, HEADER, FLOP, JUKEM, SHOT))

SCHEMA = DeckSchema.make(
    GAME_ID,
    {
        "PASS": {}, "HEADER": {}, "FLOP": {}, "JUKEM": {},
        "SHOT": {"needs": integer(1, 20), "balls": names("goal.boxes")},
        "SAVE": {"xs": names("goal.boxes")},
        "RED": {},
        "YELLOW": {"vs": choice("PASS", "HEADER", "FLOP")},
    },
    lists=("goal.boxes",),
)


@dataclass(frozen=True, slots=True)
class Table:
    """Per-card lookup tuples compiled from a validated deck."""

    deck: Deck = field(compare=False, repr=False)
    path: str
    """"default" for the shipped deck, else the file path as given."""
    boxes: tuple[str, ...]
    kind: tuple[int, ...]
    value: tuple[int, ...]
    needs: tuple[int, ...]
    mask: tuple[int, ...]
    """Bit i set = box i holds a ball (SHOT) or an X (SAVE)."""
    vs: tuple[int, ...]
    """The play kind a YELLOW card removes, -1 for other cards."""
    face: tuple[str, ...]
    n: int
    first_id: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    """Lowest card id of each face."""
    play: tuple[Action, ...] = field(default=(), compare=False, repr=False)
    """Per card: the action that plays it (PLAY for offence, the answer for defence)."""
    jukem_play: tuple[Action, ...] = field(default=(), compare=False, repr=False)
    sub: tuple[Action, ...] = field(default=(), compare=False, repr=False)

    def box_names(self, mask: int) -> tuple[str, ...]:
        """The names of the boxes in `mask`, in the goal's order."""
        return tuple(b for i, b in enumerate(self.boxes) if mask >> i & 1)

    def first_with_face(self, face: str) -> int:
        """The lowest card id showing `face` (-1 if none)."""
        return self.first_id.get(face, -1)


def _face(kind: int, needs: int, mask: int, vs: int, boxes: tuple[str, ...]) -> str:
    spots = "+".join(b for i, b in enumerate(boxes) if mask >> i & 1)
    if kind == SHOT:
        return f"SHOT{needs}@{spots}"
    if kind == SAVE:
        return f"SAVE@{spots}"
    if kind == YELLOW:
        return f"YELLOW@{TYPE_NAMES[vs]}"
    return TYPE_NAMES[kind]


def compile_deck(deck: Deck, path: str) -> Table:
    """The lookup tables of a validated deck."""
    boxes = deck.names("goal.boxes")
    index = {b: i for i, b in enumerate(boxes)}
    kind: list[int] = []
    needs: list[int] = []
    mask: list[int] = []
    vs: list[int] = []
    for card in deck.cards:
        k = TYPE_NAMES.index(card.type)
        spots = card.get("balls") if k == SHOT else card.get("xs") if k == SAVE else ()
        m = 0
        for b in spots if isinstance(spots, tuple) else ():
            m |= 1 << index[b]
        target = card.get("vs")
        kind.append(k)
        need = card.get("needs")
        needs.append(need if isinstance(need, int) else 0)
        mask.append(m)
        vs.append(TYPE_NAMES.index(target) if isinstance(target, str) else -1)
    if not any(k in SETUP_KINDS for k in kind):
        raise deck.error(None, "total", "the deck has no PASS, HEADER or FLOP: no possession could ever be built")
    faces = tuple(_face(k, n, m, v, boxes) for k, n, m, v in zip(kind, needs, mask, vs))
    first: dict[str, int] = {}
    for i, f in enumerate(faces):
        first.setdefault(f, i)
    answer_kind = {SAVE: SAVE_CARD, RED: RED_CARD, YELLOW: YELLOW_CARD}
    play = tuple(Action(answer_kind.get(k, PLAY_KIND), f) for k, f in zip(kind, faces))
    jukem_play = tuple(Action(PLAY_KIND, f, True) for f in faces)
    sub = tuple(Action(SUB_KIND, f) for f in faces)
    return Table(deck, path, boxes, tuple(kind), tuple(SETUP_VALUE[k] for k in kind), tuple(needs),
                 tuple(mask), tuple(vs), faces, len(kind), first, play, jukem_play, sub)


@lru_cache(maxsize=16)
def load_table(path: str = DEFAULT_DECK) -> Table:
    """The compiled deck at `path` ("default" = the shipped file); DeckError if unusable."""
    file = DEFAULT_DECK_PATH if path == DEFAULT_DECK else Path(path)
    return compile_deck(load_deck(file, SCHEMA), path)


__all__ = ["DeckError", "Table", "load_table", "compile_deck", "SCHEMA", "DEFAULT_DECK", "DEFAULT_DECK_PATH"]
