"""Jukem Football's moves as picker steps, and what each choice says on screen.

`action_steps(action)`: a play is its cards in notation order (RUN, then
PANCAKE, then JUKEM; PASS then CATCH), so the picker offers a PASS's CATCHes
once the PASS is chosen and offers PANCAKE and JUKEM beside a "Play" button
(the kit's FINISH) once the RUN is; DRAW and TAKE are the two sources of a
card; a discard and a defensive answer are their card; NO and END are
buttons. Cards are keyed by face, so two identical cards are one choice.
`explain` gives the words for a choice, or the rule that forbids it now.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.jukem_football.notation import DISCARD, DRAW, END, NO, PLAY, TAKE
from engines.jukem_football.notation import Action as Move
from engines.jukem_football.rules import FIELD_GOAL_MIN_YARDS, TOUCHDOWN_YARDS, play_yards
from engines.jukem_football.table import TYPE_NAMES, Table
from scenes.cards.picker import BUTTON, CARD, FINISH, SOURCE, Step
from sprites.jukem_football.faces import card_name

DRAW_STEP = Step(SOURCE, "draw", "Draw")
TAKE_STEP = Step(SOURCE, "take", "Take")
FILL_STEP = Step(BUTTON, "fill", "Fill hand")
NO_STEP = Step(BUTTON, "no", "No answer")
END_STEP = Step(BUTTON, "end", "End the half")
TOUCHDOWN = TOUCHDOWN_YARDS
FIELD_GOAL_FROM = FIELD_GOAL_MIN_YARDS


def action_steps(action: Move) -> tuple[Step, ...]:
    """The choices a human makes for `action`."""
    if action.kind == DRAW:
        return (DRAW_STEP,)
    if action.kind == TAKE:
        return (TAKE_STEP,)
    if action.kind == NO:
        return (NO_STEP,)
    if action.kind == END:
        return (END_STEP,)
    return tuple(Step(CARD, face) for face in action.cards)


@dataclass(frozen=True)
class Situation:
    """What the words depend on (all of it public, or the deciding seat's own)."""

    table: Table
    """The printed deck (kinds, yards, PASS ranges): public."""
    phase: str
    """"draw", "play" or "defence" (the engine's phase)."""
    yards: int
    """The deciding seat's drive (on defence: the attacker's drive, after the play)."""
    first: bool
    """The deciding seat's drive is empty (a KICK RETURN may start it)."""
    hand: tuple[str, ...]
    """The deciding seat's own cards, by face."""
    discarding: bool
    """Nothing can be played: a card is discarded."""
    other: str
    target: tuple[str, ...] = ()
    """On defence: the play just made, by face."""
    target_yards: int = 0
    """On defence: the yards that play gained."""
    top: str = ""
    """The discard pile's top card (TAKE)."""


def kind_of(table: Table, face: str) -> str:
    """A face's kind: RUN, PASS, CATCH, KICKRETURN, JUKEM, PANCAKE, FIELDGOAL, YELLOW or RED."""
    ids = table.ids(face)
    return TYPE_NAMES[table.kind[ids[0]]] if ids else ""


def name_of(table: Table, face: str) -> str:
    """A card's name in words ("RUN 15", "PICKED OFF! (red)"), by the deck's own kinds."""
    return card_name(face, kind_of(table, face) or None)


def pass_range(table: Table, face: str) -> tuple[int, int]:
    """A PASS's range of yards."""
    card = table.ids(face)[0]
    return table.low[card], table.high[card]


def yards_of(table: Table, faces: Sequence[str], before: int) -> int:
    """The yards a play of these faces gains from `before` (the engine's rule)."""
    return play_yards(table, [table.ids(f)[0] for f in faces], before) if faces else 0


def _to(yards: int) -> str:
    return "TOUCHDOWN!" if yards == TOUCHDOWN else f"to the {yards}"


def explain(step: Step, path: Sequence[Step], enabled: bool, sit: Situation) -> str:
    """What a choice does, or why it cannot be chosen now."""
    chosen = tuple(str(s.key) for s in path if s.kind == CARD)
    if step.kind == "cancel":
        return "Put the chosen cards back"
    if step.kind == SOURCE:
        if step == TAKE_STEP:
            return f"Take {name_of(sit.table, sit.top)} from the discard pile (once a turn)" if sit.top else "Take"
        return "Draw the top card of the draw pile"
    if step.kind == BUTTON or step.kind == FINISH:
        if step == FILL_STEP:
            return "Draw from the draw pile until you hold five cards"
        if step == NO_STEP:
            what = " + ".join(name_of(sit.table, f) for f in sit.target) or "play"
            return f"Let the {what} stand"
        if step == END_STEP:
            return "Make no more plays: the half ends now"
        gained = yards_of(sit.table, chosen, sit.yards)
        return f"Play {' + '.join(name_of(sit.table, f) for f in chosen)}: +{gained} yards, {_to(sit.yards + gained)}"
    face = str(step.key)
    kind = kind_of(sit.table, face)
    if sit.phase == "defence":
        return _answer_words(kind, face, enabled, sit)
    if sit.discarding:
        if not enabled:
            return ""
        why = why_not(kind, face, (), sit) if kind not in ("YELLOW", "RED") else "a defensive card"
        lead = why.split(" ", 1)[0]
        why = why if len(lead) > 1 and lead.isupper() else why[0].lower() + why[1:]  # "JUKEM...", never "jUKEM"
        return f"No play possible ({why}): discard it face up"
    if kind in ("YELLOW", "RED"):
        return "Defensive cards answer the other side's plays"
    if enabled:
        return _play_words(kind, face, chosen, sit)
    return why_not(kind, face, chosen, sit)


def _play_words(kind: str, face: str, chosen: tuple[str, ...], sit: Situation) -> str:
    if kind == "JUKEM":
        play = chosen
        gained = yards_of(sit.table, play + (face,), sit.yards)
        if play and kind_of(sit.table, play[0]) == "KICKRETURN":
            return "KICK RETURN + JUKEM: an automatic TOUCHDOWN!"
        first = f"Double it: +{gained} yards, {_to(sit.yards + gained)}; it cannot be answered"
        if len(play) == 1 and kind_of(sit.table, play[0]) == "RUN" and any(
                kind_of(sit.table, f) == "PANCAKE" for f in sit.hand):
            return first + " (JUKEM comes last: add PANCAKE BLOCK! first to double it too)"
        return first
    if kind == "PANCAKE":
        gained = yards_of(sit.table, chosen + (face,), sit.yards)
        return f"+10 yards with the RUN: +{gained}, {_to(sit.yards + gained)}"
    if kind == "CATCH":
        gained = yards_of(sit.table, chosen + (face,), sit.yards)
        return f"Caught: +{gained} yards, {_to(sit.yards + gained)}"
    if kind == "PASS":
        low, high = pass_range(sit.table, face)
        return f"Choose a CATCH from {low}-{high} yards to go with it"
    if kind == "FIELDGOAL":
        return "3 points from here: the drive ends"
    gained = yards_of(sit.table, (face,), sit.yards)
    if kind == "KICKRETURN":
        return f"+{gained} yards to start the drive, {_to(sit.yards + gained)}"
    held = [words for k, words in (("PANCAKE", "PANCAKE BLOCK!"), ("JUKEM", "JUKEM"))
            if kind == "RUN" and any(kind_of(sit.table, f) == k for f in sit.hand)]
    extra = f" (then add {' or '.join(held)}, or Play)" if held else ""
    return f"+{gained} yards, {_to(sit.yards + gained)}{extra}"


def why_not(kind: str, face: str, chosen: tuple[str, ...], sit: Situation) -> str:
    """Why a card of the hand cannot be chosen now (its rule, in words)."""
    if chosen:
        first = kind_of(sit.table, chosen[0])
        if first == "PASS" and len(chosen) == 1:
            if kind == "CATCH":
                low, high = pass_range(sit.table, chosen[0])
                if not low <= sit.table.yards[sit.table.ids(face)[0]] <= high:
                    return f"{name_of(sit.table, face)} is outside the PASS's range ({low}-{high} yards)"
                return f"{name_of(sit.table, face)} would take the drive past 100 yards"
            return "Choose a CATCH for the PASS, or Cancel"
        if kind == "JUKEM":
            return "JUKEM would take the drive past 100 yards"
        if kind == "PANCAKE" and first == "RUN":
            return "PANCAKE BLOCK! would take the drive past 100 yards"
        return "Add JUKEM, or Play the cards chosen"
    if kind == "FIELDGOAL":
        return f"A FIELD GOAL needs a drive of {FIELD_GOAL_FROM} yards: yours has {sit.yards}"
    if kind == "KICKRETURN" and not sit.first:
        return "A KICK RETURN only starts a drive"
    if kind == "PANCAKE":
        return "PANCAKE BLOCK! goes with a RUN: choose the RUN first"
    if kind == "JUKEM":
        return "JUKEM doubles a play: choose the play first"
    if kind == "CATCH":
        return "A CATCH needs a PASS: choose the PASS first"
    if kind == "PASS":
        low, high = pass_range(sit.table, face)
        return f"No CATCH in your hand fits {low}-{high} yards without passing 100"
    if kind in ("RUN", "KICKRETURN"):
        return f"{name_of(sit.table, face)} would take the drive past 100 yards (you are at the {sit.yards})"
    return "This card cannot be played now"


def _answer_words(kind: str, face: str, enabled: bool, sit: Situation) -> str:
    what = " + ".join(name_of(sit.table, f) for f in sit.target) or "play"
    if kind == "YELLOW":
        return f"Remove the {what} (-{sit.target_yards} yards)"
    if kind == "RED":
        return f"Remove {sit.other}'s whole drive ({sit.yards} yards)"
    return "Offensive cards are played on your own turn"


__all__ = ["action_steps", "explain", "Situation", "why_not", "yards_of", "kind_of", "pass_range", "name_of", "DRAW_STEP", "TAKE_STEP", "FILL_STEP",
           "NO_STEP", "END_STEP", "DISCARD", "PLAY"]
