"""The shared Action base (engines.common.notation): notation and parse for every game."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

import engines
from engines.common.errors import IllegalAction
from engines.common.notation import ActionBase


def test_every_games_actions_share_the_base_and_round_trip() -> None:
    for game_id, engine in engines.GAMES.items():
        assert issubclass(engine.Action, ActionBase), game_id
        for action in engine.new_game(5).legal_actions():
            assert action.notation == str(action)
            assert engine.Action.parse(action.notation) == action
        with pytest.raises(IllegalAction):
            engine.Action.parse("not an action")


def test_an_action_class_without_a_reader_says_so() -> None:
    @dataclass(frozen=True, slots=True)
    class Bare(ActionBase):
        text: str

        def __str__(self) -> str:
            return self.text

    assert Bare("X").notation == "X"
    with pytest.raises(NotImplementedError, match="bind_parser"):
        Bare.parse("X")

    def wrong(text: object) -> object:
        return text

    Bare.bind_parser(wrong)
    with pytest.raises(TypeError):
        Bare.parse("X")
