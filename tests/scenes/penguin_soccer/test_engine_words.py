"""The scene says moves, hints and results in the engine's words (engines/penguin_soccer/words.py) and takes
whose turn it is from the engine (INFO.turn_of), with the players' names put in once: the Match words them
and the scene draws its view (`seat_view`)."""

from __future__ import annotations

import pygame

from engines.penguin_soccer import INFO, new_game
from engines.penguin_soccer.words import describe, result
from match.setup import SeatSpec
from match.view import NOTICE_S
from scenes.penguin_soccer import hud
from tests.scenes.penguin_soccer.support import CPU, HUMAN, play, played, position
from tests.support.driver import FRAME_S
from tests.support.positions import place

BO, AL = SeatSpec("human", name="Bo"), SeatSpec("human", name="Al")


def test_the_log_is_the_engines_sentence_with_the_players_names(start):
    at = position(0, "h1", P="d3", m="h8")
    d, scene = start((BO, AL), at=at)
    play(d, scene, "P>SW/S")
    assert scene.seat_view.moves[-1] == "Bo's Papa slides SW and turns S (P>SW/S)"
    assert scene.seat_view.moves[-1] == describe(at.observation(0),
                                                 scene.match.full_state().observation(0)["events"], 0, ("Bo", "Al"))


def test_a_hint_says_the_move_in_the_engines_words(start):
    d, scene = start((HUMAN, HUMAN), at=position(0, "e4", M="e4", B="e6", m="h8"))
    assert scene.hint_words("M!N") == "Hint: Mama passes N to Baby"


def test_the_result_is_the_engines_with_the_names_put_in_once(start, monkeypatch):
    d, scene = start((SeatSpec("human", name="Red"), AL), at=position(0, "b2", P="b2", M="a1", m="h8"))
    play(d, scene, "P!SW")
    final = scene.match.full_state()
    assert final.reason == "own_goal"
    assert result(final.observation(0), ("Blue", "Red")) == "Own goal by Blue..."
    assert scene.result_text == "Own goal by Red..."  # the blue player is called Red: not renamed again
    assert scene.headline_result() == "Own goal by Red..."
    # the headline over the board is the result's words
    drawn: list[str] = []
    real = hud.text.blit_fit
    monkeypatch.setattr(hud.text, "blit_fit", lambda surface, words, *a, **k: (drawn.append(words),
                                                                               real(surface, words, *a, **k))[1])
    scene.draw(pygame.Surface((1920, 1080)))
    assert "Own goal by Red..." in drawn


def test_whose_turn_it_is_comes_from_the_engine(start):
    d, scene = start((HUMAN, HUMAN), at=position(1, "h1", P="d3", m="h8"))
    assert scene.seat_view.turn == INFO.turn_of(scene.match.full_state()) == 1
    play(d, scene, scene.match.full_state().legal_actions()[0])
    assert scene.seat_view.turn == INFO.turn_of(scene.match.full_state()) == 0


def test_a_forced_move_may_be_played_for_a_player_who_asked_after_the_notice(start):
    """Nothing in Penguin Soccer is kept from autoplay (INFO.never_autoplay): a person's only move, with the
    setting on, is announced in the person's view and played when the notice runs out."""
    st = new_game(22)
    for note in ("M>E/SE", "P>SW/S"):
        st = st.apply(note)
    assert st.current_player == 0 and [str(a) for a in st.legal_actions()] == ["M^"]
    assert not any(INFO.never_autoplay(st, str(a)) for a in st.legal_actions())
    d, scene = start((HUMAN, CPU))
    scene.match.autoplay_forced = True
    place(scene, st)
    d.frames(2)
    offer = scene.seat_view.forced
    assert offer is not None and offer.notation == "M^" and "M^" in offer.words
    d.frames(round((NOTICE_S - 0.3) / FRAME_S))
    assert played(scene) == []  # still on screen, being read
    d.frames(round(0.5 / FRAME_S))
    assert played(scene) == ["M^"]
