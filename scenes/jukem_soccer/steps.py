"""Jukem Soccer's moves as picker steps, and what each choice says on screen.

`action_steps(action)`: a play is its card; JUKEM + X is JUKEM then X; a
substitution is the Substitute button then the card; END and NO are
buttons; an answer (RED, YELLOW@X, SAVE@...) is its card. Cards are keyed
by face, so two identical cards are one choice. `explain` gives the words
for a choice, or the game's reason why it cannot be chosen now.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from engines.jukem_soccer.notation import END, NO, PLAY, SUB
from engines.jukem_soccer.notation import Action as Move
from scenes.cards.picker import BUTTON, CARD, Step
from sprites.jukem_soccer.faces import parse_face

SETUP_WORDS = {"PASS": "+1 setup play", "HEADER": "+1 setup play, then play again unless penalised",
               "FLOP": "+2 setup plays (a dive that wins a free kick)"}
OFFENSIVE = ("PASS", "HEADER", "FLOP", "JUKEM", "SHOT")
JUKEM = Step(CARD, "JUKEM")
SUBSTITUTE = Step(BUTTON, "sub", "Substitute")


#: The goal's six boxes in words (the printed card shows them; a player never reads "TL").
BOX_WORDS = {"TL": "top left", "TC": "top middle", "TR": "top right",
             "BL": "bottom left", "BC": "bottom middle", "BR": "bottom right"}
ROWS: dict[tuple[str, ...], str] = {("TL", "TC", "TR"): "the whole top row", ("BL", "BC", "BR"): "the whole bottom row"}


def boxes_words(boxes: Sequence[str]) -> str:
    """Boxes of the goal in words: "top left and bottom right", "the whole top row"."""
    row = ROWS.get(tuple(sorted(boxes, key=list(BOX_WORDS).index)))
    if row is not None:
        return row
    words = [BOX_WORDS.get(b, b) for b in boxes]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def card_name(face: str) -> str:
    """A card's name in words: "SHOT 4 at top left and bottom right", "Yellow PENALTY vs FLOP",
    "SAVE covering the whole top row"."""
    kind, needs, boxes, vs = parse_face(face)
    if kind == "SHOT":
        return f"SHOT {needs} at {boxes_words(boxes)}"
    if kind == "SAVE":
        return f"SAVE covering {boxes_words(boxes)}"
    if kind == "YELLOW":
        return f"Yellow PENALTY vs {vs}"
    if kind == "RED":
        return "Red PENALTY"
    return kind


def action_steps(action: Move, phase: str) -> tuple[Step, ...]:
    """The choices a human makes for `action` (`phase`: "play", "answer" or "save")."""
    if action.kind == PLAY:
        return (JUKEM, Step(CARD, action.face)) if action.jukem else (Step(CARD, action.face),)
    if action.kind == SUB:
        return (SUBSTITUTE, Step(CARD, action.face))
    if action.kind == END:
        return (Step(BUTTON, "end", "End turn"),)
    if action.kind == NO:
        return (Step(BUTTON, "no", "No answer" if phase == "answer" else "No save"),)
    return (Step(CARD, action.face),)


@dataclass(frozen=True)
class Situation:
    """What the words depend on: the phase, the decider's setup count, the play to answer, the other side."""

    phase: str
    count: int
    target: str
    """The face of the play awaiting an answer, as the screen may know it ('' if none or hidden)."""
    other: str
    other_possession: int
    folding: bool = False
    """The answer may come with the seat's own play (two people, a PASS or a FLOP to answer)."""


def explain(step: Step, path: Sequence[Step], enabled: bool, sit: Situation) -> str:
    """What a choice does, or why it cannot be chosen now."""
    if step.kind == "cancel":
        return "Keep JUKEM in your hand" if tuple(path[:1]) == (JUKEM,) else "Keep your cards"
    if step.kind == BUTTON:
        return {"sub": "Nothing to play: discard one card face down and draw one",
                "end": "Nothing to play: end your turn",
                "no": "Let the shot come" if sit.phase == "save" else f"Let the {sit.target or 'play'} stand",
                }.get(str(step.key), step.label)
    face = str(step.key)
    kind, needs, balls, vs = parse_face(face) if face else ("", 0, (), "")
    if sit.phase != "play":
        if sit.folding and kind in OFFENSIVE and (enabled or tuple(path[:1]) == (JUKEM,)):
            own = explain(step, path, enabled, replace(sit, phase="play"))
            return f"{own} (no answer to the {sit.target or 'play'})" if enabled else own
        return _answer_words(kind, vs, enabled, sit)
    if tuple(path[:1]) == (SUBSTITUTE,):
        return f"Discard this {kind} face down and draw a new card" if enabled else "This card cannot be played now"
    if tuple(path[:1]) == (JUKEM,):
        if enabled:
            return f"JUKEM + {kind}: it cannot be answered"
        if kind == "JUKEM":
            return "JUKEM is chosen: now pick the card it goes with"
        if kind == "SHOT":
            return why_not(face, sit.count)
        return "JUKEM must go with a PASS, HEADER, FLOP or SHOT"
    if not enabled:
        return why_not(face, sit.count)
    if kind == "JUKEM":
        return "Choose JUKEM, then the card it protects"
    if kind == "SHOT":
        return f"Shoot at {boxes_words(balls)}: it lies face down until the count of three"
    return f"{kind}: {SETUP_WORDS.get(kind, '')}"


def _answer_words(kind: str, vs: str, enabled: bool, sit: Situation) -> str:
    if kind in OFFENSIVE:
        return "Offensive cards are played on your own turn"
    if sit.phase == "answer":
        if kind == "RED":
            n = sit.other_possession
            return f"Sweep away {sit.other}'s whole possession ({n} card{'s' if n != 1 else ''})"
        if kind == "YELLOW":
            return f"Remove the {sit.target} just played" if enabled else f"This yellow PENALTY only removes a {vs}"
        return f"A SAVE answers a SHOT, not a {sit.target or 'setup play'}"
    if kind == "SAVE":
        return "Place it face down: the shot is blocked if every ball is on an X"
    return "A PENALTY answers a setup play, not a SHOT"


def why_not(face: str, count: int) -> str:
    """Why a card cannot be played on one's own turn."""
    kind, needs, _b, _v = parse_face(face) if face else ("", 0, (), "")
    if kind == "SHOT":
        return f"SHOT needs {needs} setup plays, you have {count}"
    if kind == "JUKEM":
        return "JUKEM must go with a PASS, HEADER, FLOP or SHOT"
    if kind in ("SAVE", "RED", "YELLOW"):
        return "Defensive cards are played on the opponent's turn"
    return "This card cannot be played now"
