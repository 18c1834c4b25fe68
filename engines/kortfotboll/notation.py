"""Actions and their notation (RULINGS section 5, a contract).

Upper case, no spaces:

    PLACE:7H@DEF2     setting up: one of one's own cards onto an empty position, face down
    REFILL@DEF2       the top library card, face down, into an empty position
    SUB@MID3          a substitution: that card shown and discarded, the top library card in its place
    ATTACK            turn up the top library card
    @FWD1             the target of the card turned up: an opponent's position (@GK: a shot)

A card is its rank and suit (2S..10S, JS, QS, KS, AS; suits S H D C) or JOKER; a
position GK, DEF1.., MID1.., FWD1.. (numbered from the owner's left). Whether the
card and the position exist and the action is legal is the state's business.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engines.common.errors import IllegalAction, show
from engines.common.notation import ActionBase

PLACE, REFILL, SUB, ATTACK, TARGET = "place", "refill", "sub", "attack", "target"
KINDS = (PLACE, REFILL, SUB, ATTACK, TARGET)
KIND_RANK = {k: i for i, k in enumerate(KINDS)}
_FACE = r"(?:10|[2-9JQKA])[SHDC]|JOKER"
_POSITION = r"GK|(?:DEF|MID|FWD)[1-9]"
_RE = re.compile(rf"^(?:PLACE:(?P<face>{_FACE})@(?P<at>{_POSITION})|(?P<verb>REFILL|SUB)@(?P<at2>{_POSITION})"
                 rf"|@(?P<target>{_POSITION})|(?P<attack>ATTACK))$")
FACE_RE = re.compile(rf"^(?:{_FACE})$")
POSITION_RE = re.compile(rf"^(?:{_POSITION})$")
GRAMMAR = "PLACE:<card>@<position> (PLACE:7H@DEF2), REFILL@<position>, SUB@<position>, ATTACK or @<position> (@FWD1)"
_ROW_ORDER = {"GK": 0, "DEF": 1, "MID": 2, "FWD": 3}
_RANK_ORDER = {r: i for i, r in enumerate(("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
                                           "JOKER"))}


def position_key(position: str) -> tuple[int, int]:
    """A position's place in the canonical order: GK, DEF1.., MID1.., FWD1.."""
    if position == "GK":
        return 0, 0
    return _ROW_ORDER.get(position[:3], 9), int(position[3:]) if position[3:].isdigit() else 0


def face_key(face: str) -> tuple[int, str]:
    """A face's place in the written order: by rank (2 .. A, JOKER), then suit letter."""
    if face == "JOKER":
        return _RANK_ORDER["JOKER"], ""
    return _RANK_ORDER.get(face[:-1], 99), face[-1:]


@dataclass(frozen=True, slots=True)
class Action(ActionBase):
    """One decision; `str(action)` is its notation and parses back to it."""

    kind: str
    position: str = ""
    """The position placed, refilled, substituted or targeted ("" for ATTACK)."""
    face: str = ""
    """The card placed (PLACE only)."""

    def __str__(self) -> str:
        if self.kind == PLACE:
            return f"PLACE:{self.face}@{self.position}"
        if self.kind == ATTACK:
            return "ATTACK"
        if self.kind == TARGET:
            return f"@{self.position}"
        return f"{self.kind.upper()}@{self.position}"

    def sort_key(self) -> tuple[int, tuple[int, str], tuple[int, int]]:
        """The canonical order of legal_actions(): by kind, then card (weakest first), then position."""
        return KIND_RANK[self.kind], face_key(self.face) if self.face else (0, ""), position_key(self.position)

    def __lt__(self, other: Action) -> bool:
        return self.sort_key() < other.sort_key()


def parse(text: object) -> Action:
    """Parse notation strictly; IllegalAction saying what is wrong."""
    if not isinstance(text, str):
        raise IllegalAction(f"an action is an Action or a notation string, got {show(text)}")
    m = _RE.match(text)
    if m:
        if m.group("face"):
            return Action(PLACE, m.group("at"), m.group("face"))
        if m.group("verb"):
            return Action(REFILL if m.group("verb") == "REFILL" else SUB, m.group("at2"))
        if m.group("target"):
            return Action(TARGET, m.group("target"))
        return Action(ATTACK)
    hint = ("it is empty" if not text else "remove the spaces" if " " in text or text != text.strip()
            else "notation is upper case" if text != text.upper() else _hint(text))
    raise IllegalAction(f"{show(text)} is not Kortfotboll notation ({hint}); expected {GRAMMAR}")


def _hint(text: str) -> str:
    """What is wrong with upper-case notation that does not parse."""
    head, at, where = text.rpartition("@")
    if at and where and not POSITION_RE.match(where):
        return f"{show(where)} is not a position (GK, DEF1.., MID1.., FWD1..)"
    if head.startswith("PLACE:") and not FACE_RE.match(head[6:]):
        return f"{show(head[6:])} is not a card (2S..10S, JS, QS, KS, AS, suits S H D C, or JOKER)"
    if head in ("PLACE", "REFILL", "SUB", "") and not at:
        return "a position follows after @"
    return "unknown action"


Action.bind_parser(parse)

__all__ = ["Action", "parse", "PLACE", "REFILL", "SUB", "ATTACK", "TARGET", "KINDS", "position_key", "face_key",
           "FACE_RE", "POSITION_RE"]
