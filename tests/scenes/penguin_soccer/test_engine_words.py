"""The scene says moves, hints and results in the engine's words (engines/penguin_soccer/words.py) and takes
whose turn it is from the engine (INFO.turn_of), with the players' names put in once."""

from __future__ import annotations

from core.match import SeatSpec
from engines.penguin_soccer import INFO
from engines.penguin_soccer.words import describe, result
from tests.scenes.penguin_soccer.support import HUMAN, position

BO, AL = SeatSpec("human", name="Bo"), SeatSpec("human", name="Al")


def test_the_log_is_the_engines_sentence_with_the_players_names(start):
    at = position(0, "h1", P="d3", m="h8")
    d, scene = start((BO, AL), at=at)
    scene.play("P>SW/S")
    assert scene.log[-1] == "Bo's Papa slides SW and turns S (P>SW/S)"
    assert scene.log[-1] == describe(at.observation(0), scene.state.observation(0)["events"], 0, ("Bo", "Al"))


def test_a_hint_says_the_move_in_the_engines_words(start):
    d, scene = start((HUMAN, HUMAN), at=position(0, "e4", M="e4", B="e6", m="h8"))
    assert scene.hint_words("M!N") == "Hint: Mama passes N to Baby"


def test_the_result_is_the_engines_with_the_names_put_in_once(start):
    d, scene = start((SeatSpec("human", name="Red"), AL), at=position(0, "b2", P="b2", M="a1", m="h8"))
    scene.play("P!SW")
    d.frames(1)
    assert scene.state.reason == "own_goal"
    assert scene.end_reason() == result(scene.state.observation(0), ("Blue", "Red")) == "Own goal by Blue..."
    assert scene.result_text == "Own goal by Red..."  # the blue player is called Red: not renamed again


def test_whose_turn_it_is_comes_from_the_engine(start):
    d, scene = start((HUMAN, HUMAN), at=position(1, "h1", P="d3", m="h8"))
    assert scene.turn_seat() == INFO.turn_of(scene.state) == 1
    assert not any(scene.never_autoplay(a) for a in scene.state.legal_actions())
    scene.play(scene.state.legal_actions()[0])
    assert scene.turn_seat() == 0
