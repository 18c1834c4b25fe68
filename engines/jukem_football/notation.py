"""Actions and their notation (RULINGS section 3, a contract).

Upper case, no spaces:

    DRAW | TAKE | END | NO | DISCARD:<face> | <face>("+"<face>)*

A play is its cards joined by "+" (RUN15, RUN15+PANCAKE, PASS15-35+CATCH25,
KICKRETURN, FIELDGOAL, with +JUKEM last when JUKEM doubles it); a defensive
answer is the defensive card's face alone (HOLDING, SACK, FUMBLE, PICKEDOFF).
Both are kind "play": the cards the seat puts down. `parse` checks the grammar;
whether the cards exist and the action is legal is the state's business.
"""

from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass, field

from engines.common.errors import IllegalAction, show
from engines.common.notation import ActionBase

DRAW, TAKE, PLAY, DISCARD, NO, END = "draw", "take", "play", "discard", "no", "end"
KINDS = (DRAW, TAKE, PLAY, DISCARD, NO, END)
KIND_RANK = {k: i for i, k in enumerate(KINDS)}
_FACE_RE = re.compile(r"^[A-Z]+(?:[0-9]+(?:-[0-9]+)?)?$")
GRAMMAR = "DRAW, TAKE, END, NO, DISCARD:<card>, or cards joined by + (RUN15+PANCAKE, PASS15-35+CATCH25+JUKEM, SACK)"


@lru_cache(maxsize=1024)
def _number_key(face: str) -> tuple[str, int, int]:
    """Faces sort by name then yards (RUN5 before RUN10); cached (a deck has few faces, and the search
    sorts legal actions very often)."""
    m = re.match(r"^([A-Z]+)([0-9]*)(?:-([0-9]+))?$", face)
    if not m:
        return (face, 0, 0)
    return (m.group(1), int(m.group(2) or 0), int(m.group(3) or 0))


@dataclass(frozen=True, slots=True)
class Action(ActionBase):
    """One decision; `str(action)` is its notation and parses back to it."""

    kind: str
    cards: tuple[str, ...] = ()
    """The faces put down (play), or the one face discarded."""
    text: str = field(default="", init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", self._notation())

    def __str__(self) -> str:
        return self.text

    def _notation(self) -> str:
        if self.kind == PLAY:
            return "+".join(self.cards)
        if self.kind == DISCARD:
            return f"DISCARD:{self.cards[0]}"
        return self.kind.upper()

    def sort_key(self) -> tuple[int, tuple[tuple[str, int, int], ...]]:
        """The canonical order of legal_actions(): by kind, then the cards' names and yards."""
        return (KIND_RANK[self.kind], tuple(_number_key(c) for c in self.cards))

    def __lt__(self, other: Action) -> bool:
        return self.sort_key() < other.sort_key()


def parse(text: object) -> Action:
    """Parse notation strictly; IllegalAction saying what is wrong."""
    if not isinstance(text, str):
        raise IllegalAction(f"an action is an Action or a notation string, got {show(text)}")
    for kind in (DRAW, TAKE, NO, END):
        if text == kind.upper():
            return Action(kind)
    if text.startswith("DISCARD:") and _FACE_RE.match(text[8:]):
        return Action(DISCARD, (text[8:],))
    parts = text.split("+")
    if text and all(_FACE_RE.match(p) for p in parts) and len(parts) <= 3:
        return Action(PLAY, tuple(parts))
    hint = "it is empty" if not text else "remove the spaces" if " " in text or text != text.strip() else (
        "notation is upper case" if text != text.upper() else "unknown action")
    raise IllegalAction(f"{show(text)} is not Jukem Football notation ({hint}); expected {GRAMMAR}")


Action.bind_parser(parse)

__all__ = ["Action", "parse", "DRAW", "TAKE", "PLAY", "DISCARD", "NO", "END", "KINDS"]
