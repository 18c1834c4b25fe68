"""Finish now: a game between two computers played out at once is the game watched to the end (the same
moves, the same result), with any level and a chess clock; a game with a person in it is never finished for
them. Time driven by hand, computers thinking in process."""

from __future__ import annotations

import engines
import pytest

from match.match import Match
from match.setup import CPU, HUMAN, GameSetup, SeatSpec
from tests.match.test_match import FakeTime, Keeper

GAMES = sorted(engines.GAMES)


def computers(game: str, clock: str | None, seed: int) -> GameSetup:
    return GameSetup(game, seed, (SeatSpec(CPU, "easy"), SeatSpec(CPU, "normal")), clock)


def watched(setup: GameSetup, upto: int | None = None) -> tuple[Match, Keeper]:
    """The game as the table plays it: every move shown, the computers' pauses waited out, a frame at a time
    (stopping after `upto` moves if given)."""
    t, k = FakeTime(), Keeper()
    m = Match(setup, now=t, keeper=k)
    for _ in range(200_000):
        if m.finished or (upto is not None and m.ply >= upto):
            break
        m.shown(m.ply)
        t.advance(1 / 60)
        m.tick()
    else:
        raise AssertionError("the watched game never ended")
    return m, k


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("clock", [None, "10+5"])
def test_finishing_now_gives_the_watched_game_and_result(game: str, clock: str | None) -> None:
    setup = computers(game, clock, seed=11)
    whole, whole_kept = watched(setup)
    half = len(whole.actions) // 2  # finished half-way (a short game, a new game's, too)
    part, kept = watched(setup, upto=half)
    assert not part.finished and part.ply == half
    assert part.finish_now() is None
    assert part.finished
    assert part.actions == whole.actions, "the same moves as watching it to the end"
    result, expected = part.result, whole.result
    assert result is not None and expected is not None
    assert (result.winner, result.words, result.method) == (expected.winner, expected.words, expected.method)
    assert kept.final is not None and kept.final.actions == whole_kept.final.actions  # the record is kept too
    assert part.finish_now() == "The game is over."


def test_a_game_with_a_person_is_never_finished_for_them() -> None:
    m = Match(GameSetup("jukem_soccer", 3, (SeatSpec(HUMAN), SeatSpec(CPU, "easy")), None), now=FakeTime())
    before = m.actions
    assert m.finish_now() == "Only a game between two computers can be finished at once."
    assert m.actions == before and not m.finished
