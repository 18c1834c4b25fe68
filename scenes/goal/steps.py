"""G.O.A.L.'s actions as picker steps, and what each choice says on screen.

A SHOOT or a TACKLE is chosen cards first, as poker players pick a hand: the
cards are toggled into a set (the picker's SET step, keyed by face, so the
hand's cards that fit no legal combination with those chosen are greyed
out), then the goal card it goes onto (a ZONE step), then, for each X in
it, the value it stands for (VALUE steps, in the order the notation writes
the X's; none when only one value is legal). A set of cards is never both a
legal shot and a legal tackle on one goal card (a tackle has one card fewer
than the combination it knocks off, and fewer cards never beat it), so the
goal card also says which it is. PASS is a button.
`explain` gives the words for a choice, or why it cannot be chosen now (cards in
the engine's words, engines.goal.words, as in the log).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import cast

from engines.goal.notation import PASS, SHOOT, TACKLE, Action, card_key, in_order
from engines.goal.words import cards_words, short_name
from scenes.cards.picker import BUTTON, CARD, FINISH, SET, VALUE, ZONE, Step, set_key
from sprites.goal.faces import card_name

PASS_STEP = Step(BUTTON, "pass", "Pass")
#: Not an action: shows the next combination the hand can play (its cards stand up, the button says where).
SUGGEST_STEP = Step(BUTTON, "suggest", "Suggest")


#: A goal card's requirement on a button (the full names are the card's and the status panel's).
BUTTON_NAMES = {"SINGLE": "Single", "PAIR": "Pair", "THREE": "Three of a Kind", "RUN": "Run of Three",
                "FLUSH": "Flush of Three", "STRAIGHTFLUSH": "Straight Flush", "TWOPAIRS": "Two Pairs",
                "XKIND": "X of a Kind"}


def button_name(goal: str) -> str:
    """A goal card on a button: "L: Straight Flush" (the card itself says "of Three")."""
    letter, _, req = goal.partition("-")
    return f"{letter}: {BUTTON_NAMES.get(req, req.title())}"


def base_face(card: str) -> str:
    """A card as written in a SHOOT without the value an X stands for: "XK=9" -> "XK"."""
    return card.split("=")[0]


def in_written_order(faces: Iterable[Hashable]) -> list[str]:
    """Cards as a combination is written and said, highest first ("Emperor 10 + Emperor 5 + Emperor 3"),
    whatever order they were picked or keyed in; an X whose value is not chosen yet after the real cards
    ("Emperor 9 + King X")."""
    cards = [str(f) for f in faces]
    real = in_order(tuple(c for c in cards if not c.startswith("X") or "=" in c))
    return [*real, *in_order(tuple(c for c in cards if c.startswith("X") and "=" not in c))]


def set_faces(step: Step) -> list[str]:
    """The faces of a SET step's cards, highest first (its key is their tuple sorted as text)."""
    return in_written_order(cast(tuple[Hashable, ...], step.key))


def value_of(step: Step) -> tuple[str, int]:
    """A VALUE step's X and the value it stands for."""
    face, value = cast(tuple[str, int], step.key)
    return str(face), int(value)


def action_steps(action: Action) -> tuple[Step, ...]:
    """The choices a human makes for `action`."""
    if action.kind == PASS:
        return (PASS_STEP,)
    faces = tuple(base_face(c) for c in action.cards)
    steps = [Step(SET, set_key(faces)), Step(ZONE, action.goal, "Tackle" if action.kind == TACKLE else "Shoot")]
    if action.kind == SHOOT:
        steps += [Step(VALUE, (base_face(c), int(c.split("=")[1])), c.split("=")[1]) for c in action.cards
                  if "=" in c]
    return tuple(steps)


@dataclass(frozen=True)
class Situation:
    """What the words depend on (all of it public, or the deciding seat's own)."""

    action: int
    """The action marker: cards a PASS draws."""
    deck_left: int
    """Cards left in the deciding seat's deck."""
    other: str
    """The opponent's name."""
    tops: dict[str, tuple[int, tuple[str, ...]]]
    """Per face-up goal card, the seat and cards of its top combination (absent: empty)."""
    me: int


#: How big a combination looks, by the requirement it meets (poker's order: a straight flush is the biggest);
#: X of a Kind by its number of cards (one to five of a value: a single up to five of a kind).
BIGNESS = {"SINGLE": 0, "PAIR": 1, "TWOPAIRS": 2, "THREE": 3, "RUN": 4, "FLUSH": 5, "STRAIGHTFLUSH": 7}
XKIND_BIGNESS = {1: 0, 2: 1, 3: 3, 4: 6, 5: 8}


def bigness(action: Action) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """How big an action's combination is: its kind (poker's order, `BIGNESS`), then its cards highest
    first (value, then suit), a shot before a tackle at a tie."""
    req = action.goal.split("-", 1)[1] if "-" in action.goal else ""
    kind = XKIND_BIGNESS.get(len(action.cards), 0) if req == "XKIND" else BIGNESS.get(req, 0)
    cards = tuple(sorted((card_key(str(c))[:2] for c in action.cards), reverse=True))
    return kind, int(action.kind == SHOOT), cards


def suggestions(actions: Sequence[Action]) -> list[tuple[str, ...]]:
    """Every combination the hand can play now (to shoot or to tackle), each once, the biggest first: by
    the biggest thing it can make (`bigness`), otherwise in the legal order."""
    found: dict[tuple[str, ...], tuple[int, int, tuple[tuple[int, int], ...]]] = {}
    for a in actions:
        if a.kind == PASS:
            continue
        key = tuple(str(k) for k in set_key(base_face(str(c)) for c in a.cards))
        big = bigness(a)
        if key not in found or big > found[key]:
            found[key] = big
    return sorted(found, key=lambda k: found[k], reverse=True)


def pass_words(sit: Situation) -> str:
    """What PASS draws now."""
    n = min(sit.action, sit.deck_left)
    if sit.deck_left == 0:
        return "Your deck is empty: passing draws nothing"
    short = f" (only {sit.deck_left} left in your deck)" if sit.deck_left < sit.action else ""
    return f"Draw {n} card{'s' if n != 1 else ''} from your deck: the action marker is at {sit.action}{short}"


def explain(step: Step, path: Sequence[Step], selection: Sequence[str], enabled: bool, sit: Situation) -> str:
    """What a choice does, or why it cannot be chosen now."""
    if step.kind == "cancel":
        return "Put the chosen cards back" if path or selection else ""
    if step == PASS_STEP:
        return pass_words(sit)
    chosen = set_faces(path[0]) if path and path[0].kind == SET else in_written_order(selection)
    if step.kind == FINISH:
        return f"Play {cards_words(chosen)}: then choose where"
    if step.kind == ZONE:
        goal = str(step.key)
        top = sit.tops.get(goal)
        if step.label == "Tackle" and top is not None:
            return f"Tackle: knock {sit.other}'s {cards_words(top[1])} off {short_name(goal)}"
        if top is None:
            return f"Shoot onto {short_name(goal)}, empty now"
        whose = "your own" if top[0] == sit.me else f"{sit.other}'s"
        return f"Shoot onto {short_name(goal)}, over {whose} {cards_words(top[1])}"
    if step.kind == VALUE:
        face, value = value_of(step)
        return f"{short_name(face)} stands for {value}"
    face = str(step.key)
    if step.kind == CARD:
        if face in selection:
            return f"Take {card_name(face)} back out"
        if enabled:
            return f"Add {card_name(face)}" + (" to the cards chosen" if selection else ": choose the cards to play")
        if selection:
            return f"{card_name(face)} makes no combination a goal card takes with {cards_words(selection)}"
        return f"No goal card can take {card_name(face)} now (nor a tackle)"
    return step.label


__all__ = ["action_steps", "explain", "Situation", "PASS_STEP", "SUGGEST_STEP", "suggestions", "bigness", "base_face", "pass_words",
           "set_faces", "value_of", "in_written_order", "button_name", "BUTTON_NAMES"]
