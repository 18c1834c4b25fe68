"""Actions and their notation (RULINGS section 4, a contract).

Upper case, no spaces:

    PASS
    SHOOT:<goal card>:<card>(+<card>)*     SHOOT:A-PAIR:9E+9N, SHOOT:O-XKIND:XK=9+9E
    TACKLE:<goal card>:<card>(+<card>)*    TACKLE:A-THREE:5E+5K, TACKLE:G-SINGLE:XK

A goal card is its letter, a dash and its requirement (G-SINGLE, O-STRAIGHTFLUSH).
In a SHOOT an X carries the value it stands for (XK=9); in a TACKLE an X is its face
alone (XK), since it matches the X of the tackled combination. `parse` takes the
cards in any order and keeps them in the order `str` writes: a SHOOT's highest first
(value, then suit, a real card before an X standing for the same), a TACKLE's
highest first by face (an X above a 10, then suit). Whether the cards exist and the
action is legal is the state's business.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from engines.common.errors import IllegalAction, show
from engines.common.notation import ActionBase

PASS, SHOOT, TACKLE = "pass", "shoot", "tackle"
KINDS = (PASS, SHOOT, TACKLE)
KIND_RANK = {k: i for i, k in enumerate(KINDS)}
MAX_CARDS = 5
_GOAL_RE = re.compile(r"^[A-Z]-[A-Z]+$")
_SHOT_CARD_RE = re.compile(r"^(?:(10|[1-9])([EKN])|X([EKN])=(10|[1-9]))$")
_TACKLE_CARD_RE = re.compile(r"^(?:(10|[1-9])|X)([EKN])$")
_SUIT_RANK = {"N": 0, "K": 1, "E": 2}
_UNSET: tuple[int, str, tuple[tuple[int, int, int], ...]] = (-1, "", ())
GRAMMAR = ("PASS, SHOOT:<goal card>:<cards joined by +> (SHOOT:A-PAIR:9E+XK=9) or TACKLE:<goal card>:<cards> "
           "(TACKLE:A-THREE:5E+5K, an X as XK)")


@lru_cache(maxsize=4096)
def card_key(face: str) -> tuple[int, int, int]:
    """A card's place in the written order, as (value, suit, real): XK=9 -> (9, 1, 0), 9K -> (9, 1, 1),
    XK alone (a tackle card) -> (11, 1, 1), above a 10."""
    if "=" in face:
        return int(face.split("=")[1]), _SUIT_RANK.get(face[1], 0), 0
    if face.startswith("X"):
        return 11, _SUIT_RANK.get(face[-1], 0), 1
    digits = face[:-1]
    return (int(digits) if digits.isdigit() else 0), _SUIT_RANK.get(face[-1:], 0), 1


def in_order(cards: tuple[str, ...]) -> tuple[str, ...]:
    """The cards in written order, highest first."""
    return tuple(sorted(cards, key=card_key, reverse=True))


@dataclass(frozen=True, slots=True)
class Action(ActionBase):
    """One decision; `str(action)` is its notation and parses back to it. Build one with `make`
    (or `parse`) so the cards are in written order; two actions with the same cards are equal."""

    kind: str
    goal: str = ""
    """The goal card's face (SHOOT, TACKLE)."""
    cards: tuple[str, ...] = ()
    """The cards put down, highest first: "9E", "XK=9" in a SHOOT, "XK" in a TACKLE."""
    order: tuple[int, str, tuple[tuple[int, int, int], ...]] = field(default=_UNSET, compare=False, repr=False)
    """The sort key (`sort_key`); worked out from the cards unless the legal-action generator gives it."""

    def __post_init__(self) -> None:
        if self.order is _UNSET:
            object.__setattr__(self, "order", (KIND_RANK[self.kind], self.goal, tuple(card_key(c) for c in self.cards)))

    @classmethod
    def make(cls, kind: str, goal: str = "", cards: tuple[str, ...] = ()) -> Action:
        """An action with its cards put in written order."""
        return cls(kind, goal, in_order(cards))

    def __str__(self) -> str:
        if self.kind == PASS:
            return "PASS"
        return f"{self.kind.upper()}:{self.goal}:{'+'.join(self.cards)}"

    def sort_key(self) -> tuple[int, str, tuple[tuple[int, int, int], ...]]:
        """The canonical order of legal_actions(): PASS, then SHOOTs, then TACKLEs; by goal card, then
        the cards from the weakest combination up."""
        return self.order

    def __lt__(self, other: Action) -> bool:
        return self.order < other.order


def parse(text: object) -> Action:
    """Parse notation strictly; IllegalAction saying what is wrong."""
    if not isinstance(text, str):
        raise IllegalAction(f"an action is an Action or a notation string, got {show(text)}")
    if text == "PASS":
        return Action(PASS)
    head, _, rest = text.partition(":")
    goal, _, cards_text = rest.partition(":")
    kind = {"SHOOT": SHOOT, "TACKLE": TACKLE}.get(head)
    if kind is not None and _GOAL_RE.match(goal) and cards_text:
        cards = tuple(cards_text.split("+"))
        card_re = _SHOT_CARD_RE if kind == SHOOT else _TACKLE_CARD_RE
        bad = [c for c in cards if not card_re.match(c)]
        if not bad and len(cards) <= MAX_CARDS:
            return Action.make(kind, goal, cards)
        if len(cards) > MAX_CARDS:
            raise IllegalAction(f"{show(text)}: at most {MAX_CARDS} cards go down in one action")
        hint = (f"an X in a SHOOT says what it stands for ({bad[0]}=9)" if kind == SHOOT and re.match(r"^X[EKN]$", bad[0])
                else f"an X in a TACKLE is written alone ({bad[0].split('=')[0]})" if kind == TACKLE
                and re.match(r"^X[EKN]=", bad[0]) else f"{show(bad[0])} is not a card (1E..10E, XE; K, N)")
        raise IllegalAction(f"{show(text)} is not G.O.A.L. notation: {hint}")
    hint = "it is empty" if not text else "remove the spaces" if " " in text or text != text.strip() else (
        "notation is upper case" if text != text.upper() else "unknown action")
    raise IllegalAction(f"{show(text)} is not G.O.A.L. notation ({hint}); expected {GRAMMAR}")


Action.bind_parser(parse)

__all__ = ["Action", "parse", "PASS", "SHOOT", "TACKLE", "KINDS", "card_key", "in_order"]
