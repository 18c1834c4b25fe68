"""The Match at its edges: what a review of it found, each pinned by a test that fails on the old code.

The computer's pause before its move (so people can follow it) is not its thinking time; a hint seen
for a decision taken back still counts; no "only move" notice over a computer's move being shown; a
flag that falls as the game is paused ends it on time; an impossible move from the computer never
stalls the game; a resumed record must be this game and not finished; a lesson's say comes after the
rules'; a table cannot say it has shown moves not yet made; a record with impossible clock numbers is
shown without a clock rather than crashing the replay.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

import pytest

from match.match import BOT_PAUSE_S, Match
from match.record import GameLog, ReplayError
from match.review import Review
from match.setup import CPU, HUMAN, GameSetup, SeatSpec
from match.thinking import InlineThinker
from tests.match.test_match import FakeTime, Keeper, setup


def computers_clock_used(bot_pause: float) -> float:
    """Seconds off both computers' clocks over 30 decisions when the table pauses `bot_pause` before
    each computer move (their answers are ready at once)."""
    t = FakeTime()
    m = Match(setup("jukem_soccer", CPU, CPU, "5+0", 3), now=t)
    for _ in range(4000):
        if m.ply >= 30 or m.finished:
            break
        m.shown(m.ply, bot_pause=bot_pause)
        m.tick()
        t.advance(0.05)
    left = m.clock().left
    return 600 - left[0] - left[1]


def test_the_computers_pause_for_people_to_follow_is_not_its_thinking_time() -> None:
    slow, fast = computers_clock_used(BOT_PAUSE_S), computers_clock_used(BOT_PAUSE_S / 4)
    assert slow == pytest.approx(fast, abs=0.2)  # watching at 4x speed changes no one's clock
    assert slow < 30 * 0.1  # at most a tick of real thinking per move, never the display's pause


def test_a_hint_seen_for_a_decision_taken_back_still_counts() -> None:
    t, k = FakeTime(), Keeper()
    m = Match(setup("penguin_soccer", HUMAN, CPU, seed=4), now=t, keeper=k)
    m.shown(0)
    while m.to_move != 0:
        t.advance(1)
        m.tick()
        m.shown(m.ply)
    hinted = m.ply
    assert m.ask_hint(0) is None
    m.tick()
    assert m.view(0).hint is not None
    assert m.submit(0, m.legal()[0]) is None
    assert m.undo(0) is None and m.ply == hinted
    assert m.hints_used == [hinted] and m.record().hints == (hinted,)


def test_no_only_move_notice_over_a_computers_move_being_shown() -> None:
    t = FakeTime()
    m = Match(setup("penguin_soccer", CPU, HUMAN, seed=2), now=t, autoplay_forced=True)
    only: dict[str, Any] = {}
    real_legal = m.legal

    def one_move() -> tuple[str, ...]:  # every position has one legal move for the person (rare in reality)
        legal = real_legal()
        return legal[:1] if m.to_move == 1 else legal
    m.legal = one_move  # type: ignore[method-assign]
    m.shown(0)
    for _ in range(200):
        t.advance(BOT_PAUSE_S)
        before = m.ply
        m.tick()
        if m.ply > before and m.to_move == 1:
            only["after_computer"] = m.view(1).forced
            break
        m.shown(m.ply)
    assert "after_computer" in only and only["after_computer"] is None, "the move is still being shown"
    m.shown(m.ply)
    m.tick()
    assert m.view(1).forced is not None  # once shown, the notice comes


def test_a_flag_that_falls_as_the_game_is_paused_ends_it_on_time() -> None:
    t = FakeTime()
    m = Match(setup("jukem_soccer", HUMAN, CPU, "1+0", 5), now=t)
    m.shown(0)
    seat = m.to_move
    assert seat is not None
    t.advance(61)  # no tick in between: the next thing the table does is open the pause menu
    m.pause("covered")
    assert m.result is not None and m.result.method == "time" and m.result.winner == 1 - seat
    assert m.resign(0) == "The game is over."


def test_a_flag_that_fell_before_a_resignation_decides_the_game() -> None:
    t = FakeTime()
    m = Match(setup("jukem_soccer", HUMAN, HUMAN, "1+0", 5), now=t)
    m.shown(0)
    seat = m.to_move
    assert seat is not None
    t.advance(61)
    assert m.resign(1 - seat) == "The game is over."
    assert m.result is not None and m.result.method == "time" and m.result.winner == 1 - seat


class Nonsense:
    """A thinker that always answers a move no game has."""

    def __init__(self) -> None:
        self.asked = 0

    def request(self, game_id: str, level: str, seed: int, state_json: dict[str, Any], player: int) -> Future[str]:
        self.asked += 1
        fut: Future[str] = Future()
        fut.set_result("NOT A MOVE")
        return fut


def test_an_impossible_move_from_the_computer_never_stalls_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    t = FakeTime()
    m = Match(setup("goal", CPU, HUMAN, seed=1), now=t, thinker=Nonsense())
    monkeypatch.setattr(InlineThinker, "request", Nonsense.request.__get__(Nonsense()))  # thinking here fails too
    m.shown(0)
    for _ in range(20):
        t.advance(BOT_PAUSE_S)
        m.tick()
        if m.ply:
            break
    assert m.ply == 1 and m.actions[0] == m.history()[0].legal_actions()[0].__str__()
    assert sum("not allowed" in n for n in m.notices) == 1


def test_a_resumed_record_must_be_this_game_and_still_going() -> None:
    t = FakeTime()
    s = setup("penguin_soccer", HUMAN, HUMAN, seed=9)
    m = Match(s, now=t, shows_moves=False)
    m.submit(m.to_move or 0, m.legal()[0])
    log = m.record()
    other = GameLog(log.game_id, log.options, log.seed + 1, log.seats, log.actions)
    with pytest.raises(ReplayError, match="another game"):
        Match.resume(other, s, now=t)
    m.resign(0)
    with pytest.raises(ReplayError, match="already over"):
        Match.resume(m.record(), s, now=t)


def test_a_lessons_say_comes_after_the_rules() -> None:
    asked: list[str] = []

    def gate(seat: int, notation: str) -> str | None:
        asked.append(notation)
        return None
    m = Match(setup("penguin_soccer", HUMAN, CPU, seed=1), now=FakeTime(), gate=gate, drive_bots=False,
              shows_moves=False)
    seat = m.to_move or 0
    assert (m.submit(seat, "NONSENSE") or "").startswith("That move is not allowed") and asked == []
    assert m.submit(seat, m.legal()[0]) is None and len(asked) == 1


def test_a_table_cannot_say_it_has_shown_moves_not_yet_made() -> None:
    t = FakeTime()
    m = Match(setup("penguin_soccer", HUMAN, HUMAN, "5+0", 2), now=t)
    m.shown(5)  # ahead of the game: ignored
    assert m.showing
    m.shown(0)
    seat = m.to_move or 0
    assert m.submit(seat, m.legal()[0]) is None
    t.advance(10)
    assert m.showing and m.clock().left[1 - seat] == 300  # the move is being shown: nobody's clock runs


def test_a_record_with_impossible_clock_numbers_is_shown_without_a_clock() -> None:
    m = Match(setup("penguin_soccer", HUMAN, HUMAN, seed=3), now=FakeTime(), shows_moves=False)
    for _ in range(3):
        m.submit(m.to_move or 0, m.legal()[0])
    base = m.record()
    for clock in ({"control": "5+0", "remaining": [float("inf"), 10.0], "turn": 0},
                  {"control": "5+0", "remaining": [1, 2], "log": [["start", float("inf"), 0.0]]}):
        log = GameLog(base.game_id, base.options, base.seed, base.seats, base.actions, None, clock)
        review = Review.of_log(log)
        for ply in range(review.n + 1):
            reading = review.clock_at(ply)
            assert reading is None or all(0 <= x < 1e9 for x in reading.left)
