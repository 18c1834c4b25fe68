"""The Match: a game in progress with its seats, views, refusals, clock, computer moves, hints, forced
moves, undo and records; time driven by hand (a fake monotonic clock), computers thinking in process."""

from __future__ import annotations

import dataclasses
from concurrent.futures import Future
from typing import Any

import pytest

import engines
from engines.common.info import GameInfo
from match.match import (BOT_PAUSE_S, CLOCK_SAVE_S, HINT_WAIT, NO_HINTS_PEOPLE, NO_HINTS_TOURNAMENT, Match,
                         MatchRefused)
from match.record import GameLog
from match.setup import CPU, HUMAN, REMOTE, GameSetup, SeatSpec
from match.thinking import InlineThinker
from match.view import NOTICE_S

GAMES = sorted(engines.GAMES)
CARD_GAMES = [g for g in GAMES if engines.GAMES[g].INFO.hidden_information]


class FakeTime:
    def __init__(self) -> None:
        self.t = 500.0

    def __call__(self) -> float:
        return self.t

    def advance(self, s: float) -> None:
        self.t += s


class Keeper:
    """Keeps what the Match hands over."""

    def __init__(self) -> None:
        self.saved: list[GameLog] = []
        self.final: GameLog | None = None
        self.forgot = 0

    def progress(self, log: GameLog) -> None:
        self.saved.append(log)

    def finished(self, log: GameLog) -> None:
        self.final = log

    def forget(self) -> None:
        self.forgot += 1


def setup(game: str, blue: str = HUMAN, red: str = CPU, clock: str | None = None, seed: int = 7) -> GameSetup:
    return GameSetup(game, seed, (SeatSpec(blue, "random"), SeatSpec(red, "random")), clock)


def make(game: str, **kw: Any) -> tuple[Match, FakeTime, Keeper]:
    t, k = FakeTime(), Keeper()
    seats = {key: kw.pop(key) for key in ("blue", "red", "clock", "seed") if key in kw}
    m = Match(setup(game, **seats), now=t, keeper=k, **kw)
    return m, t, k


def show_all(m: Match) -> None:
    """The table shows every move at once."""
    m.shown(m.ply, bot_pause=0.0)


def person_move(m: Match, seat: int, pick: int = 0) -> str:
    legal = m.view(seat).legal
    assert legal, "the seat to move is shown its legal moves"
    return legal[pick % len(legal)]


@pytest.mark.parametrize("game", GAMES)
def test_views_show_each_seat_only_its_own_observation(game: str) -> None:
    m, t, _ = make(game, blue=HUMAN, red=HUMAN, shows_moves=False)
    for _ in range(40):
        if m.finished:
            break
        seat = m.to_move
        assert seat is not None
        state = m.full_state()
        for viewer in (0, 1):
            v = m.view(viewer)
            assert v.observation == state.observation(viewer)
            assert v.full is None or not m.info.hidden_information
            assert v.legal == (m.legal() if viewer == seat else ())
            assert len(v.moves) == m.ply
        room = m.view(None).observation
        if m.info.hidden_information:
            assert all(not isinstance(h, list) for h in room["hands"]), "a spectator sees no hand"
        assert m.submit(seat, person_move(m, seat, m.ply * 7)) is None


@pytest.mark.parametrize("game", GAMES)
def test_refusals_are_words_never_a_crash(game: str) -> None:
    m, t, _ = make(game, blue=HUMAN, red=HUMAN)
    assert m.submit(0, m.legal()[0] if m.legal() else "x") == "The last move is still being shown."
    show_all(m)
    seat = m.to_move
    assert seat is not None
    other = 1 - seat
    assert "decision" in (m.submit(other, m.legal()[0]) or "")
    assert (m.submit(seat, "NOT A MOVE") or "").startswith("That move is not allowed")
    assert m.submit(5, m.legal()[0]) == "Only the players may move."
    m.pause("menu")
    assert m.submit(seat, m.legal()[0]) == "The game is paused."
    m.unpause("menu")
    assert m.ply == 0
    assert m.submit(seat, m.legal()[0]) is None and m.ply == 1
    m.resign(0)
    assert m.submit(0, "x") == "The game is over." and m.result is not None and m.result.method == "resigned"


class Timed(Future):  # type: ignore[type-arg]
    """A computer's answer that is ready only once the fake time has passed `at` (it thinks that long)."""

    def __init__(self, t: FakeTime, at: float, move: str) -> None:
        super().__init__()
        self.t, self.at, self.move = t, at, move

    def done(self) -> bool:
        if not super().done() and self.t() >= self.at - 1e-9:
            self.set_result(self.move)
        return super().done()


class SlowThinker:
    """Thinks in this process, and takes `seconds` of fake time to answer."""

    def __init__(self, t: FakeTime, seconds: float) -> None:
        self.t, self.seconds, self.inline = t, seconds, InlineThinker()

    def request(self, game_id: str, level: str, seed: int, state_json: dict[str, Any], player: int) -> Future[str]:
        move = self.inline.request(game_id, level, seed, state_json, player).result()
        return Timed(self.t, self.t() + self.seconds, move)


def run_person_vs_computer(game: str, clock: str, seed: int, think_s: float = 1.0, plies: int = 400) -> Match:
    """A person (Blue, playing the engine's random moves through submit) against the computer (Red), each
    decision taking `think_s` of fake time; the table shows each move at once."""
    t = FakeTime()
    m = Match(setup(game, HUMAN, CPU, clock, seed), now=t, thinker=SlowThinker(t, think_s))
    chooser = engines.GAMES[game].make_bot("random", seed)
    for _ in range(plies * 4):
        if m.finished or m.ply >= plies:
            break
        m.shown(m.ply, bot_pause=0.0)
        m.tick()  # the computer is asked as its turn begins; it answers think_s later
        t.advance(think_s)
        if m.to_move == 0:
            action = chooser.choose(m.full_state(), 0)
            assert m.submit(0, str(action)) is None
        else:
            m.tick()
    return m


def turns_ended(m: Match) -> list[int]:
    """How many turns each seat handed over (a turn: a run of one seat's decisions until the other's)."""
    history = m.history()
    count = [0, 0]
    for i in range(m.ply):
        mover = history[i].current_player
        nxt = history[i + 1].current_player
        if mover is not None and (nxt != mover or history[i + 1].is_terminal):
            count[mover] += 1
    return count


@pytest.mark.parametrize("game", GAMES)
def test_fischer_gives_both_seats_one_increment_per_turn(game: str) -> None:
    m = run_person_vs_computer(game, "3+2", seed=11, plies=160)
    clocks = m.record().clocks
    assert len(clocks) == m.ply
    history = m.history()
    previous = [180.0, 180.0]
    increments = [0, 0]
    for i, after in enumerate(clocks):
        mover = history[i].current_player
        assert mover is not None
        gained = after[mover] - (previous[mover] - 1.0)  # every decision took one second
        assert gained == pytest.approx(0.0, abs=1e-6) or gained == pytest.approx(2.0, abs=1e-6), (i, gained)
        increments[mover] += round(gained / 2.0)
        previous = list(after)
    assert increments == turns_ended(m)
    assert min(increments) > 0


def test_kortfotboll_line_up_of_eleven_cards_is_one_turn_for_the_computer_and_the_person() -> None:
    m = run_person_vs_computer("kortfotboll", "10+2", seed=3, plies=30)
    history = m.history()
    runs: list[tuple[int, int]] = []  # (seat, decisions in a row)
    for i in range(m.ply):
        seat = history[i].current_player
        assert seat is not None
        if runs and runs[-1][0] == seat:
            runs[-1] = (seat, runs[-1][1] + 1)
        else:
            runs.append((seat, 1))
    lineups = [r for r in runs if r[1] >= 11]
    assert {seat for seat, _n in lineups} == {0, 1}, runs
    clocks = m.record().clocks
    first_end = sum(n for _s, n in runs[:1])
    seat = runs[0][0]
    assert clocks[first_end - 1][seat] == pytest.approx(600 - runs[0][1] + 2)
    for i in range(first_end - 1):
        assert clocks[i][seat] == pytest.approx(600 - (i + 1)), "no increment inside the line-up"


def test_the_clock_holds_while_a_move_is_shown_and_while_paused() -> None:
    m, t, _ = make("penguin_soccer", blue=HUMAN, red=HUMAN, clock="5+0")
    t.advance(30)  # the opening is being shown: nobody's time
    assert m.clock().left == (300, 300)
    show_all(m)
    seat = m.to_move
    assert seat is not None
    t.advance(10)
    assert m.clock().left[seat] == pytest.approx(290)
    m.pause("menu")
    t.advance(100)
    m.unpause("menu")
    assert m.clock().left[seat] == pytest.approx(290)
    assert m.submit(seat, m.legal()[0]) is None
    t.advance(20)  # the move is being shown
    assert m.clock().left[1 - seat] == pytest.approx(300)
    show_all(m)
    t.advance(5)
    assert m.clock().left[1 - seat] == pytest.approx(295)


def test_delay_clock_view_shows_the_delay_running() -> None:
    m, t, _ = make("penguin_soccer", blue=HUMAN, red=HUMAN, clock="5d10")
    show_all(m)
    t.advance(4)
    reading = m.view(0).clock
    assert reading is not None and reading.delay_left == pytest.approx(6) and reading.left[m.to_move or 0] == 300


def test_a_flag_falls_on_time_and_the_game_is_lost() -> None:
    m, t, k = make("jukem_soccer", blue=HUMAN, red=HUMAN, clock="1+0")
    show_all(m)
    seat = m.to_move
    assert seat is not None
    t.advance(61)
    m.tick()
    assert m.result is not None and m.result.method == "time" and m.result.winner == 1 - seat
    assert "lost on time" in m.result.words
    assert k.final is not None and k.final.result is not None and k.final.result["method"] == "time"


def test_a_long_turn_is_saved_and_resumes_with_the_time_it_had() -> None:
    m, t, k = make("penguin_soccer", blue=HUMAN, red=HUMAN, clock="10+0")
    show_all(m)
    seat = m.to_move
    assert seat is not None
    assert m.submit(seat, m.legal()[0]) is None  # a first move, so there is a game to save
    show_all(m)
    thinker = m.to_move
    assert thinker is not None
    for _ in range(int(23 / 0.5)):  # 23 s of thinking, ticked as a table would
        t.advance(0.5)
        m.tick()
    last = k.saved[-1]
    assert last.clock is not None
    saved_left = last.clock["remaining"][thinker]
    assert 600 - 23 <= saved_left <= 600 - 23 + CLOCK_SAVE_S, "at most a save interval of thinking is lost"
    t2 = FakeTime()
    again = Match.resume(last, m.setup, now=t2)
    assert again.ply == 1 and again.clock().left[thinker] == pytest.approx(saved_left)
    t2.advance(3)
    assert again.clock().left[thinker] == pytest.approx(saved_left - 3)
    assert again.record().clocks == last.clocks


def test_quitting_through_the_pause_menu_keeps_the_time_exactly() -> None:
    m, t, k = make("goal", blue=HUMAN, red=CPU, clock="5+5")
    show_all(m)
    while m.to_move != 0:
        t.advance(0.1)
        m.tick()
        show_all(m)
    assert m.submit(0, m.legal()[0]) is None
    show_all(m)
    while m.to_move != 0 and not m.finished:
        t.advance(0.1)
        m.tick()
        show_all(m)
    before = m.clock().left[0]
    t.advance(2.3)
    m.pause("menu")
    assert k.saved[-1].clock is not None
    assert k.saved[-1].clock["remaining"][0] == pytest.approx(before - 2.3, abs=1e-3)


@pytest.mark.parametrize("game", GAMES)
def test_the_computer_moves_only_once_the_move_before_is_shown_and_its_pause_is_over(game: str) -> None:
    m, t, _ = make(game, blue=CPU, red=CPU)
    m.tick()
    assert m.ply == 0, "the opening is still being shown"
    m.shown(0)
    m.tick()
    assert m.ply == 0, "the computer's shortest pause"
    t.advance(BOT_PAUSE_S)
    m.tick()
    assert m.ply == 1
    t.advance(10)
    m.tick()
    assert m.ply == 1, "the table has not shown that move yet"


def test_hints_only_for_one_person_against_the_computer_and_never_in_tournaments() -> None:
    m, t, _ = make("jukem_soccer", blue=HUMAN, red=CPU, tournament=True)
    assert not m.hints_allowed and m.ask_hint(0) == NO_HINTS_TOURNAMENT
    m, t, _ = make("jukem_soccer", blue=HUMAN, red=HUMAN)
    assert not m.hints_allowed and m.ask_hint(0) == NO_HINTS_PEOPLE
    m, t, k = make("penguin_soccer", blue=HUMAN, red=CPU, seed=4)
    show_all(m)
    while m.to_move != 0:
        assert m.ask_hint(0) == HINT_WAIT
        t.advance(1)
        m.tick()
        show_all(m)
    assert m.ask_hint(0) is None
    m.tick()
    hint = m.view(0).hint
    assert hint in m.legal() and m.view(1).hint is None
    assert m.record().hints == (m.ply,)
    assert m.ply == m.record().hints[0], "a hint only points: nothing was played"


def test_undo_never_without_the_audit_hooks_of_a_game_that_hides_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    engine = engines.GAMES["jukem_soccer"]
    m, t, _ = make("jukem_soccer", blue=HUMAN, red=CPU)
    show_all(m)
    for _ in range(200):
        if m.to_move == 0 and m.undo_target(0) is not None:
            break
        if m.to_move == 0:
            assert m.submit(0, m.legal()[0]) is None
        t.advance(1)
        m.tick()
        show_all(m)
    assert m.undo_target(0) is not None
    blind = dataclasses.replace(engine.INFO, audit=None)
    monkeypatch.setattr(engine, "INFO", blind)
    m2 = Match(m.setup, now=FakeTime())
    m2.info = blind
    m2._history = list(m.history())
    m2._actions = list(m.actions)
    assert m2.undo_target(0) is None and m2.undo(0) is not None


def test_undo_is_for_casual_games_against_the_computer() -> None:
    for kw in ({"tournament": True}, {"clock": "5+0"}, {"red": HUMAN}):
        m, t, _ = make("penguin_soccer", **({"blue": HUMAN, "red": CPU} | kw))
        show_all(m)
        if m.to_move == 0:
            m.submit(0, m.legal()[0])
        assert m.undo_target(0) is None


def test_undo_goes_back_to_the_persons_last_decision_and_forgets_an_empty_game() -> None:
    m, t, k = make("penguin_soccer", blue=HUMAN, red=CPU, seed=1)
    show_all(m)
    while m.to_move != 0:
        t.advance(1)
        m.tick()
        show_all(m)
    assert m.submit(0, m.legal()[0]) is None
    show_all(m)
    t.advance(1)
    m.tick()
    assert m.undo(0) is None and m.to_move == 0
    if m.ply == 0:
        assert k.forgot == 1


def test_a_remote_seat_needs_audit_hooks_in_a_game_that_hides_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    Match(setup("goal", HUMAN, REMOTE), now=FakeTime())  # the real engine declares its hooks
    engine = engines.GAMES["goal"]
    monkeypatch.setattr(engine, "INFO", dataclasses.replace(engine.INFO, audit=None))
    with pytest.raises(MatchRefused, match="another arcade"):
        Match(setup("goal", HUMAN, REMOTE), now=FakeTime())


def test_a_forced_move_is_played_for_a_person_only_after_the_notice_and_only_if_allowed() -> None:
    # A position with one legal move is rare in Penguin Soccer: the Match is told its legal list has one.
    m, t, _ = make("penguin_soccer", blue=HUMAN, red=HUMAN, autoplay_forced=True, clock="5+0")
    show_all(m)
    only = m.legal()[0]
    monkeypatch_legal(m, (only,))
    m.tick()
    offer = m.view(m.to_move).forced
    assert offer is not None and offer.notation == only and offer.progress == 0
    seat = m.to_move
    before = m.clock().left[seat]
    t.advance(NOTICE_S / 2)
    m.tick()
    assert m.ply == 0 and m.clock().left[seat] == before, "the notice's time is not the player's"
    t.advance(NOTICE_S)
    m.tick()
    assert m.ply == 1 and m.actions == (only,)


def monkeypatch_legal(m: Match, legal: tuple[str, ...]) -> None:
    m._legal = (m.ply, legal)


def test_no_forced_move_for_two_people_at_a_table_that_hides_cards_nor_an_answer() -> None:
    m, t, _ = make("jukem_soccer", blue=HUMAN, red=HUMAN, autoplay_forced=True)
    show_all(m)
    monkeypatch_legal(m, (m.legal()[0],))
    m.tick()
    assert m.view(m.to_move).forced is None
    t.advance(NOTICE_S * 3)
    m.tick()
    assert m.ply == 0


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_hands_its_record_to_the_keeper_and_it_replays(game: str) -> None:
    from match.record import check

    m, t, k = make(game, blue=CPU, red=CPU, shows_moves=False)
    for _ in range(20000):
        if m.finished:
            break
        t.advance(BOT_PAUSE_S)
        m.tick()
    assert m.result is not None and k.final is not None
    summary = check(k.final)
    assert summary["terminal"] and summary["winner"] == m.result.winner
    assert list(k.final.result["scores"]) == list(m.result.scores)
    assert k.saved and all(len(log.actions) < len(k.final.actions) for log in k.saved)


def test_every_engine_declares_its_info() -> None:
    for game_id, _title in engines.CATALOGUE:
        if game_id in engines.GAMES:
            assert isinstance(engines.GAMES[game_id].INFO, GameInfo), game_id
