"""Notation of Penguin Soccer moves: round trips and strict rejection."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.common.errors import IllegalAction
from engines.penguin_soccer import Action, new_game, parse
from engines.penguin_soccer.notation import ACTIONS


def test_every_action_round_trips_through_its_notation() -> None:
    assert len(ACTIONS) == 243 and len({str(a) for a in ACTIONS}) == 243
    for code, action in enumerate(ACTIONS):
        assert action.code == code
        assert parse(str(action)) == action
        assert Action(action.piece, action.kind, action.direction, action.facing) == action


@pytest.mark.parametrize(("text", "fields"), [
    ("P^", ("P", "stand", None, None)),
    ("B>NE/E", ("B", "slide", "NE", "E")),
    ("M>N/N", ("M", "slide", "N", "N")),
    ("P>SW", ("P", "slide", "SW", None)),
    ("M!E", ("M", "kick", "E", None)),
])
def test_rulebook_examples_parse(text: str, fields: tuple[str | None, ...]) -> None:
    a = parse(text)
    assert (a.piece, a.kind, a.direction, a.facing) == fields
    assert str(a) == a.notation == text


@pytest.mark.parametrize("text", [
    "", " ", "M", "m^", "p>N/N", "M^ ", " M^", "M ^", "Q^", "M?", "M>", "M>X/N", "M>n/n", "M>N/",
    "M>N/NN", "M>N/N/N", "M>NNE/E", "M!", "M!N/E", "M!X", "M^N", "M^^", "MM^", "M>N N", "m!e", "1^", "M>NE/e",
])
def test_bad_notation_is_rejected_with_a_reason(text: str) -> None:
    with pytest.raises(IllegalAction) as info:
        parse(text)
    message = str(info.value)
    assert repr(text) in message and "expected" in message
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("value", [None, 3, b"M^", ["M^"]])
def test_non_strings_are_rejected(value: object) -> None:
    with pytest.raises(IllegalAction, match="notation string"):
        parse(value)
    with pytest.raises(IllegalAction):
        new_game(0).apply(value)  # type: ignore[arg-type]


def test_bad_action_fields_are_rejected() -> None:
    with pytest.raises(IllegalAction):
        Action("m", "stand")
    with pytest.raises(IllegalAction):
        Action("M", "jump")
    with pytest.raises(IllegalAction):
        Action("M", "slide", "UP")
    with pytest.raises(IllegalAction):
        Action("M", "kick", "N", "E")
    with pytest.raises(IllegalAction):
        Action("M", "stand", "N")
    with pytest.raises(IllegalAction):
        Action("M", "slide", "N", "up")


def test_actions_sort_in_the_canonical_order() -> None:
    assert sorted(ACTIONS, key=str) != list(ACTIONS)  # the order is not alphabetical...
    assert sorted(reversed(ACTIONS)) == list(ACTIONS)  # ...but the code order
    assert [str(a) for a in ACTIONS[:3]] == ["M^", "M>N/N", "M>N/NE"]


def test_legal_actions_are_sorted_and_unique() -> None:
    s = new_game(1)
    for _ in range(30):
        acts = s.legal_actions()
        assert acts == sorted(acts) and len(set(acts)) == len(acts)
        s = s.apply(acts[len(acts) // 2])


def test_well_formed_but_illegal_moves_say_why() -> None:
    s = new_game(0, first_player=0)
    for text, reason in (("M!N", "does not hold the ball"), ("B^", "in the sea"), ("P>N", "needs a facing"),
                         ("P>N/S", "spin at most 90"), ("M>W/W", "enter through a1")):
        with pytest.raises(IllegalAction, match=reason):
            s.apply(text)


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="MPBmpb^>!/NESW ue", max_size=8))
def test_parse_accepts_exactly_the_notation_strings(text: str) -> None:
    try:
        action = parse(text)
    except IllegalAction:
        assert text not in {str(a) for a in ACTIONS}
    else:
        assert str(action) == text
