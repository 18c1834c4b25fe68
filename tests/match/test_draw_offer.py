"""A draw by agreement, as in chess: one player offers, the other accepts or declines (a computer answers by
its game's rule from the position); a declined offer cannot be made again at once; the record keeps it;
games whose rules play every tie off have no offer."""

from __future__ import annotations

from typing import Any

import pytest

import engines
from engines.penguin_soccer import State
from engines.penguin_soccer.draws import DRAW_MIN_PLIES, accepts_draw
from match.match import REOFFER_PLIES, Match
from match.record import AGREED, GameLog, ReplayError, check
from match.setup import CPU, HUMAN, GameSetup, SeatSpec
from tests.match.test_match import FakeTime, Keeper, show_all

PS = "penguin_soccer"


def make(game: str = PS, red: str = HUMAN, options: dict[str, Any] | None = None, **kw: Any) -> tuple[Match, Keeper]:
    keeper = Keeper()
    setup = GameSetup(game, 3, (SeatSpec(HUMAN, "random"), SeatSpec(red, "normal")), None, options=options or {})
    return Match(setup, now=FakeTime(), keeper=keeper, shows_moves=False, drive_bots=False, **kw), keeper


def play(m: Match, plies: int) -> None:
    """Both seats make their first legal move, `plies` times (the game must still be going)."""
    for _ in range(plies):
        seat = m.to_move
        assert seat is not None and not m.finished
        assert m.submit(seat, m.legal()[0]) is None
        show_all(m)


def test_people_agree_a_draw_and_the_record_says_so() -> None:
    m, keeper = make()
    play(m, 3)
    assert m.offer_draw(0) is None
    assert m.draw_offer == 0 and m.view(1).draw_offer == 0 and m.view(None).draw_offer == 0
    assert m.offer_draw(1) is not None, "an offer waits for its answer: no second one meanwhile"
    assert m.answer_draw(0, True) == "There is no draw offer to answer.", "nobody answers their own offer"
    assert m.answer_draw(1, True) is None
    assert m.finished and m.result is not None
    assert (m.result.winner, m.result.method) == (None, AGREED)
    assert "agreement" in m.result.words
    log = keeper.final
    assert log is not None and log.result is not None and log.result["method"] == AGREED
    again = GameLog.from_json(log.to_json())
    assert again.result == log.result
    summary = check(again)
    assert summary["result"] == "draw" and summary["method"] == AGREED


def test_a_declined_offer_cannot_be_repeated_at_once_and_is_recorded() -> None:
    m, keeper = make()
    play(m, 2)
    assert m.offer_draw(0) is None
    assert m.answer_draw(1, False) is None
    assert not m.finished and m.draw_offer is None
    assert m.declined_draws == ((2, 0),)
    why = m.draw_refusal(0)
    assert why is not None and f"{REOFFER_PLIES} moves" in why
    assert m.offer_draw(0) == why
    assert m.draw_refusal(1) is None, "the other player may still offer"
    play(m, REOFFER_PLIES - 1)
    assert m.draw_refusal(0) is not None and "1 move." in (m.draw_refusal(0) or "")
    play(m, 1)
    assert m.draw_refusal(0) is None
    log = m.record()
    assert log.declined_draws == ((2, 0),)
    assert GameLog.from_json(log.to_json()).declined_draws == ((2, 0),)


def test_moving_instead_of_answering_turns_the_offer_down() -> None:
    m, _ = make()
    play(m, 1)
    offerer = m.to_move
    assert offerer is not None
    assert m.offer_draw(offerer) is None
    play(m, 1)  # the offerer moves: the offer stands, as in chess
    assert m.draw_offer == offerer
    play(m, 1)  # the other player moves on instead of answering
    assert m.draw_offer is None and m.declined_draws == ((1, offerer),)


def test_a_resumed_game_remembers_a_declined_offer() -> None:
    m, _ = make()
    play(m, 2)
    m.offer_draw(0)
    m.answer_draw(1, False)
    play(m, 1)
    resumed = Match.resume(m.record(), m.setup, now=FakeTime(), shows_moves=False, drive_bots=False)
    assert resumed.declined_draws == ((2, 0),)
    assert resumed.draw_refusal(0) is not None


def test_old_records_without_offers_read_and_a_won_agreed_draw_is_refused() -> None:
    m, _ = make()
    play(m, 2)
    d = m.record().to_json()
    assert "declined_draws" not in d, "a game without offers writes what older records have"
    assert GameLog.from_json(d).declined_draws == ()
    d["result"] = {"winner": 0, "scores": [0, 0], "reason": "", "method": AGREED}
    with pytest.raises(ReplayError, match="no winner"):
        GameLog.from_json(d)
    d["result"] = None
    d["declined_draws"] = [[99, 0]]
    with pytest.raises(ReplayError, match="declined_draws"):
        GameLog.from_json(d)


def test_the_computer_answers_by_its_rule_and_says_when_it_declines() -> None:
    m, _ = make(red=CPU)
    play(m, 2)
    assert m.offer_draw(0) is None, "the opening: the computer plays on"
    assert not m.finished and m.declined_draws == ((2, 0),)
    assert any("turns the draw down" in n for n in m.notices)


def test_the_computer_takes_a_draw_in_a_level_position_after_the_opening() -> None:
    m, _ = make(red=CPU)
    play(m, DRAW_MIN_PLIES + 1)
    state = m.full_state()
    assert isinstance(state, State)
    assert accepts_draw(state.observation(1), 1) is True, "this game's 41st position is level"
    assert m.offer_draw(0) is None
    assert m.finished and m.result is not None and m.result.method == AGREED


def _position(ply: int, to_move: int, ball: str, **penguins: str) -> dict[str, Any]:
    d: dict[str, Any] = {"to_move": to_move, "ball": ball, "ply": ply, "penguins": {k: None for k in "MPBmpb"}}
    for key, at in penguins.items():
        d["penguins"][key] = {"at": at, "facing": "up"}
    state = State.from_json(d)
    return {**state.to_json(), "player": 1}


def test_penguin_soccer_computer_rule_from_the_position() -> None:
    level = _position(60, 0, "center", M="c3", m="f6")
    assert accepts_draw(level, 1)
    assert not accepts_draw({**level, "ply": DRAW_MIN_PLIES - 1}, 1), "never in the opening"
    # Red's Mama holds the ball two squares from Blue's corner: Red stands far better and plays on
    winning = _position(60, 0, "c3", M="h1", m="c3", p="d5")
    assert not accepts_draw(winning, 1)


@pytest.mark.parametrize("game", sorted(engines.GAMES))
def test_only_games_whose_rules_allow_a_draw_offer_one(game: str) -> None:
    m, _ = make(game)
    why = m.draw_refusal(0)
    if engines.GAMES[game].INFO.draws:
        assert why is None
    else:
        assert why is not None and "never end a game drawn" in why
        assert m.offer_draw(0) == why and not m.finished


def test_a_knockout_game_with_its_own_tie_break_has_no_offer() -> None:
    knockout = dict(engines.GAMES["kortfotboll"].INFO.knockout_options)
    m, _ = make("kortfotboll", options=knockout)
    assert "tie-break" in (m.draw_refusal(0) or "")
    m, _ = make("kortfotboll")
    assert m.draw_refusal(0) is None


def test_no_offer_in_a_lesson_nor_from_a_spectator_nor_after_the_end() -> None:
    m, _ = make(gate=lambda seat, notation: None)
    assert m.draw_refusal(0) == "There are no draws in a lesson."
    m, _ = make(red=CPU)
    assert m.draw_refusal(1) == "Only a player may offer a draw."
    m.resign(0)
    assert m.offer_draw(0) == "The game is over."
