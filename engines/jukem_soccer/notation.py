"""Actions and their notation.

An action names cards by their face (what is printed on them), never by id:
identical cards are interchangeable, so two PASS cards in a hand are one
action. Grammar (upper case, no spaces):

    action  := play | answer | "SUB:" face | "END"
    play    := ["JUKEM+"] ("PASS" | "HEADER" | "FLOP" | shot)
    shot    := "SHOT" needs "@" boxes          e.g. SHOT3@TL, SHOT4@TL+BR
    answer  := "RED" | "YELLOW@" ("PASS" | "HEADER" | "FLOP")
             | "SAVE@" boxes                   e.g. SAVE@TL+TC+TR
             | "NO"                            no answer / no save
    boxes   := box ("+" box)*                  in the deck's box order (TL TC TR BL BC BR)
    face    := any card face: PASS HEADER FLOP JUKEM RED, a shot, SAVE@..., YELLOW@...

"JUKEM+X" is one action: the JUKEM card and the play X together (so nothing can
come between them and X cannot be answered). "SUB:face" discards a card of that
face face down and draws one; "END" ends a turn without a play (only legal when
no card is playable). `parse` checks the grammar; whether the action is legal
(and whether the face exists in this deck) is the state's business.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engines.common.errors import IllegalAction, show
from engines.common.notation import ActionBase

PLAY, RED_CARD, YELLOW_CARD, SAVE_CARD, NO, SUB, END = "play", "red", "yellow", "save", "no", "sub", "end"
KINDS = (PLAY, RED_CARD, YELLOW_CARD, SAVE_CARD, NO, SUB, END)
KIND_RANK = {k: i for i, k in enumerate(KINDS)}

_BOXES = r"[A-Z0-9_-]+(?:\+[A-Z0-9_-]+)*"
_SHOT_RE = re.compile(rf"^SHOT[0-9]+@{_BOXES}$")
_SAVE_RE = re.compile(rf"^SAVE@{_BOXES}$")
_YELLOW_RE = re.compile(r"^YELLOW@(PASS|HEADER|FLOP)$")
_SETUP = ("PASS", "HEADER", "FLOP")

GRAMMAR = (
    "PASS, HEADER, FLOP, SHOT<needs>@<boxes> (e.g. SHOT4@TL+BR), any of those after JUKEM+, "
    "RED, YELLOW@PASS|HEADER|FLOP, SAVE@<boxes> (e.g. SAVE@TL+TC+TR), NO, SUB:<card face> or END"
)


@dataclass(frozen=True, slots=True)
class Action(ActionBase):
    """One decision; `str(action)` is its notation and parses back to it."""

    kind: str
    """'play', 'red', 'yellow', 'save', 'no', 'sub' or 'end'."""
    face: str = ""
    """The card face played, answered with or substituted ('' for no / end)."""
    jukem: bool = False
    """A play made with JUKEM in front of it (unanswerable)."""
    text: str = field(default="", init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", self._notation())

    def __str__(self) -> str:
        return self.text

    def _notation(self) -> str:
        if self.kind == PLAY:
            return f"JUKEM+{self.face}" if self.jukem else self.face
        if self.kind == SUB:
            return f"SUB:{self.face}"
        if self.kind == NO:
            return "NO"
        if self.kind == END:
            return "END"
        return self.face

    def sort_key(self) -> tuple[int, str]:
        """The canonical order of legal_actions(): by kind, then notation."""
        return (KIND_RANK[self.kind], self.text)

    def __lt__(self, other: Action) -> bool:
        return self.sort_key() < other.sort_key()



def is_face(text: str) -> bool:
    """Whether `text` has the shape of a card face."""
    return (text in _SETUP or text in ("JUKEM", "RED") or bool(_SHOT_RE.match(text))
            or bool(_SAVE_RE.match(text)) or bool(_YELLOW_RE.match(text)))


def parse(text: object) -> Action:
    """Parse notation strictly; IllegalAction saying what is wrong."""
    if not isinstance(text, str):
        raise IllegalAction(f"an action is an Action or a notation string, got {show(text)}")
    if text == "NO":
        return Action(NO)
    if text == "END":
        return Action(END)
    if text == "RED":
        return Action(RED_CARD, "RED")
    if _YELLOW_RE.match(text):
        return Action(YELLOW_CARD, text)
    if _SAVE_RE.match(text):
        return Action(SAVE_CARD, text)
    if text.startswith("SUB:") and is_face(text[4:]):
        return Action(SUB, text[4:])
    jukem = text.startswith("JUKEM+")
    body = text[6:] if jukem else text
    if body in _SETUP or _SHOT_RE.match(body):
        return Action(PLAY, body, jukem)
    hint = "it is empty" if not text else "remove the spaces" if text != text.strip() or " " in text else (
        "notation is upper case" if text != text.upper() else "unknown action")
    raise IllegalAction(f"{show(text)} is not Jukem Soccer notation ({hint}); expected {GRAMMAR}")


Action.bind_parser(parse)
