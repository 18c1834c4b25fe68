"""The tournament hub end to end, headless, through the real event queue.

Computer games are Jukem Soccer between 'random' and 'easy' players (about a
tenth of a second each); the hub's worker and the game scenes' bots run
synchronously unless a test says otherwise, so every run is the same. Tests of
work that is under way in the background put a FakeWorker in the hub and deliver
its results by hand: no test waits for a real process or depends on its speed.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pygame
import pytest

from core.replay import load_replay
from core.worker import BotWorker
from scenes.play.base import GameScene
from scenes.tournament.match_intro import KICKOFF_DELAY_S, MatchIntro
from scenes.tournament.champion import ChampionScene
from scenes.tournament.fixture_choice import WATCH_SPEED, FixtureChoice
from scenes.tournament.hub import TournamentHub, safe_name
from tournament.model import Config, Entrant
from tournament.runner import knockout_options
from tournament.store import TournamentStore
from tests.support import vpad
from tests.support.driver import Driver, make_app
from tests.support.fake_worker import FakeWorker

KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
        "enter": pygame.K_RETURN, "back": pygame.K_BACKSPACE, "esc": pygame.K_ESCAPE,
        "next": pygame.K_PAGEDOWN, "prev": pygame.K_PAGEUP}


def key(d: Driver, name: str, times: int = 1) -> None:
    for _ in range(times):
        d.key(KEYS[name])


def make_store(fmt: str = "roundrobin", names: tuple[str, ...] = ("Ada", "Bruno", "Chiara", "Dmitri"),
               humans: tuple[str, ...] = (), clock: str | None = None, seed: int = 3) -> tuple[TournamentStore, int]:
    entrants = tuple(Entrant(n, "human") if n in humans else Entrant(n, "cpu", ("random", "easy")[i % 2])
                     for i, n in enumerate(names))
    store = TournamentStore(Path(":memory:"))
    tid = store.create(Config(fmt, ("jukem_soccer",), entrants, seed=seed, clock=clock, name="Test Cup"))
    return store, tid


@pytest.fixture
def hub_for(tmp_path):
    apps = []

    def _open(store: TournamentStore, tid: int, worker: FakeWorker | None = None) -> tuple[Driver, TournamentHub]:
        """The hub on a headless app; with `worker`, that FakeWorker does the hub's background work."""
        app = make_app(tmp_path)
        app.settings.autoplay_forced_moves = False
        apps.append(app)
        hub = TournamentHub(store, tid, sync_worker=True)
        if worker is not None:
            hub.worker = worker  # type: ignore[assignment]
        app.stack.push(hub)
        d = Driver(app)
        d.frames(2)
        return d, hub

    yield _open
    for app in apps:
        app.close()


def run_until(d: Driver, done, limit: int = 3000, dt: float = 1 / 60) -> None:  # noqa: ANN001
    for _ in range(limit):
        if done():
            return
        d.frames(1, dt)
    raise AssertionError(f"gave up waiting; top scene is {d.top.name}")


def row_key(hub: TournamentHub, blue: str, red: str) -> str:
    t = hub.t_
    fx = next(f for f in t.fixtures if f.red is not None and {t.name(f.blue), t.name(f.red)} == {blue, red})
    return f"fx:{fx.id}"


ARROWS = ("up", "down", "left", "right")


def arrows(d: Driver):  # noqa: ANN201 - the Driver.navigate_to press function for arrow keys
    return lambda name: key(d, name)


# -- computer games ------------------------------------------------------------------

def test_simulating_a_computer_game_stores_it_and_updates_the_table(hub_for):
    store, tid = make_store()
    d, hub = hub_for(store, tid)
    assert d.focused().startswith("fx:"), "the hub opens on the first match to play"
    fx = hub.t_.fixtures[int(d.focused()[3:])]
    key(d, "enter")
    assert isinstance(d.top, FixtureChoice)
    assert d.focused() == "simulate"
    key(d, "enter")
    d.frames(3)
    assert d.top is hub
    assert fx.done and len(fx.games) == 1
    stored = store.games(tid)
    assert len(stored) == 1 and stored[0] == fx.games[0]
    again = store.load(tid)
    assert again.fixtures[fx.id].games == fx.games
    rows = {r.entrant: r for r in hub.t_.table()}
    assert rows[fx.blue].played == rows[fx.red].played == 1
    assert sum(r.points for r in rows.values()) in (2, 3)
    # the fixture is no longer selectable; choosing it says why
    b = next(b for b in hub.group.buttons if b.key == f"fx:{fx.id}")
    assert not b.enabled and hub.t_.name(fx.blue) in b.disabled_reason


def test_simulate_all_finishes_a_knockout_and_crowns_the_champion(hub_for):
    store, tid = make_store("elimination", ("Ada", "Bruno", "Chiara", "Dmitri", "Elin"))
    d, hub = hub_for(store, tid)
    d.click_button("simulate_all")
    assert hub.sim_all
    run_until(d, lambda: isinstance(d.top, ChampionScene), limit=200)
    t = hub.t_
    assert t.finished and t.champion() is not None
    assert d.top.champion == t.name(t.champion())
    assert not hub.sim_all
    assert store.summaries()[0].finished
    assert store.load(tid).champion() == t.champion()
    d.frames(40)
    key(d, "enter")
    d.frames(2)
    assert d.top is hub
    b = next(b for b in hub.group.buttons if b.key == "simulate_all")
    assert not b.enabled


def test_simulate_all_stops_on_back_and_leaves_human_fixtures(hub_for):
    store, tid = make_store(names=("Ada", "Bruno", "Chiara", "Dmitri"), humans=("Ada",))
    d, hub = hub_for(store, tid)
    d.click_button("simulate_all")
    run_until(d, lambda: not hub.sim_all, limit=100)
    t = hub.t_
    ada = 0
    for fx in t.fixtures:
        if fx.red is None:
            continue
        assert fx.done == (ada not in (fx.blue, fx.red)), "computer games played, Ada's left for Ada"
    assert len(store.games(tid)) == 3
    # a second run stops with BACK before the hub is left
    store2, tid2 = make_store(names=("Ada", "Bruno", "Chiara", "Dmitri", "Elin", "Farah"))
    d2, hub2 = hub_for(store2, tid2)
    d2.click_button("simulate_all")
    d2.frames(2)
    key(d2, "back")
    assert not hub2.sim_all and d2.top is hub2
    played = len(store2.games(tid2))
    d2.frames(10)
    assert len(store2.games(tid2)) == played < 15


def test_frames_go_on_while_a_simulation_is_under_way_and_its_result_is_stored_when_it_arrives(hub_for):
    store, tid = make_store(names=("Ada", "Bruno"))
    worker = FakeWorker()
    d, hub = hub_for(store, tid, worker=worker)
    fx = hub.t_.fixtures[0]
    hub.simulate(fx)
    assert hub.sim is not None and len(worker.pending) == 1, "the game went to the worker"
    assert worker.pending[0].args[1] == hub.sim_spec
    d.frames(120)  # two seconds of frames while the worker is busy: the hub keeps drawing, nothing is recorded
    assert hub.sim is not None and hub.busy_with(fx) and not fx.done and store.games(tid) == []
    hub.simulate(fx)  # one game at a time
    assert len(worker.jobs) == 1
    worker.deliver()
    d.frames(1)
    assert hub.sim is None and fx.done
    assert store.games(tid) == fx.games and len(fx.games) == 1


def test_a_worker_that_dies_mid_simulation_is_replaced_by_the_main_process(hub_for):
    store, tid = make_store(names=("Ada", "Bruno"))
    worker = FakeWorker()
    d, hub = hub_for(store, tid, worker=worker)
    messages: list[str] = []
    d.app.notify = lambda message, *a, **k: messages.append(message)
    fx = hub.t_.fixtures[0]
    hub.simulate(fx)
    d.frames(2)
    assert worker.fail() == 1  # the worker process was killed
    d.frames(1)
    assert worker.sync and worker.closed, "the hub thinks in this process from now on"
    assert any("background helper stopped" in m for m in messages)
    d.frames(1)
    assert hub.sim is None and fx.done and len(store.games(tid)) == 1, "the game was simulated again, in-process"


def test_worker_submit_delivers_results_and_errors_in_sync_mode():
    w = BotWorker(sync=True)
    assert w.submit(pow, 2, 10).result() == 1024
    fut = w.submit(int, "not a number")
    assert isinstance(fut.exception(), ValueError)


# -- navigation ------------------------------------------------------------------------

def test_tabs_and_lists_by_keyboard_and_mouse(hub_for):
    store, tid = make_store(names=("Ada", "Bruno", "Chiara", "Dmitri", "Elin", "Farah"))
    d, hub = hub_for(store, tid)
    assert hub.tab == "fixtures"
    key(d, "next")
    assert hub.tab == "standings" and d.focused() == "tab:standings"
    key(d, "next")
    assert hub.tab == "bracket"  # a round robin's cross table
    key(d, "next")
    assert hub.tab == "fixtures"
    key(d, "prev")
    assert hub.tab == "bracket"
    key(d, "left")  # the d-pad/arrows switch tabs as they cross them
    assert hub.tab == "standings"
    key(d, "left")
    assert hub.tab == "fixtures"
    # down into the list, all the way through it: the list scrolls to follow
    key(d, "down")
    assert d.focused().startswith("fx:")
    seen = {d.focused()}
    for _ in range(20):
        key(d, "down")
        if not d.focused().startswith("fx:"):
            break
        seen.add(d.focused())
        b = d.top.group.focused
        assert hub.group.clip.contains(b.rect), "the focused row is scrolled into view"
    assert len(seen) == 15 and hub.scroll > 0
    assert d.focused() in ("simulate_all", "export", "back")
    # sideways along the bottom buttons stays on them (a full-width row above is never "left")
    d.top.group.focus_key("export")
    key(d, "left")
    assert d.focused() == "simulate_all"
    key(d, "right")
    key(d, "right")
    assert d.focused() == "back"
    key(d, "up")
    assert d.focused().startswith("fx:")
    # the mouse: click a tab, wheel the list
    d.click_button("tab:standings")
    assert hub.tab == "standings"
    d.click_button("tab:fixtures")
    before = hub.scroll
    d.move((900, 500))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    d.frames(1)
    assert hub.scroll < before
    # BACK leaves the hub
    key(d, "back")
    d.frames(1)
    assert hub not in d.app.stack.scenes


def test_a_controller_alone_switches_tabs_and_opens_a_match(hub_for):
    store, tid = make_store()
    d, hub = hub_for(store, tid)
    pad = vpad.VirtualPad(kind="xbox")
    pad.attach()
    try:
        d.frames(2)

        def press(button: int) -> None:
            pad.tap(button, pump=lambda: d.frames(1))

        press(vpad.BUTTON_RIGHTSHOULDER)
        assert hub.tab == "standings"
        press(vpad.BUTTON_LEFTSHOULDER)
        assert hub.tab == "fixtures"
        moves = (vpad.BUTTON_DPAD_UP, vpad.BUTTON_DPAD_DOWN, vpad.BUTTON_DPAD_LEFT, vpad.BUTTON_DPAD_RIGHT)
        d.navigate_to("tab:fixtures", press, moves)
        press(vpad.BUTTON_DPAD_DOWN)
        assert d.focused().startswith("fx:")
        press(vpad.BUTTON_A)
        d.frames(1)
        assert isinstance(d.top, FixtureChoice)
        press(vpad.BUTTON_B)
        d.frames(1)
        assert d.top is hub
        d.navigate_to("export", press, moves)
        press(vpad.BUTTON_A)
        assert (d.app.paths.data / "exports" / f"test-cup-{tid}.csv").exists()
    finally:
        pad.detach()


def test_export_writes_csv_and_json(hub_for):
    store, tid = make_store(names=("Ada", "Bruno", "Chiara"))
    d, hub = hub_for(store, tid)
    d.click_button("simulate_all")
    run_until(d, lambda: isinstance(d.top, ChampionScene), limit=100)
    d.frames(40)
    key(d, "enter")
    d.frames(2)
    d.click_button("export")
    folder = d.app.paths.data / "exports"
    data = json.loads((folder / f"test-cup-{tid}.json").read_text())
    assert data["finished"] and data["champion"] == hub.t_.name(hub.t_.champion())
    rows = list(csv.reader((folder / f"test-cup-{tid}.csv").read_text().splitlines()))
    assert rows[0][:3] == ["round", "fixture", "game"]
    assert any(str(folder / f"test-cup-{tid}.csv") in t.text for t in d.app.toasts)
    assert safe_name("Sunday Cup!") == "sunday-cup" and safe_name("///") == "tournament"


def test_a_store_that_cannot_be_read_says_so(hub_for):
    store, _ = make_store()
    d, hub = hub_for(store, 999)
    assert hub.tournament is None and "999" in hub.error
    d.frames(2)  # draws without a crash
    key(d, "enter")  # the only button: Back
    d.frames(1)
    assert hub not in d.app.stack.scenes


# -- games with people -------------------------------------------------------------------

def open_ann_match(d: Driver, hub: TournamentHub) -> GameScene:
    """From the hub, through the match intro, into Ann's game with Ann on the arrow keys."""
    d.navigate_to(row_key(hub, "Ann", "Bo"), arrows(d), ARROWS)
    key(d, "enter")
    d.frames(1)
    intro = d.top
    assert isinstance(intro, MatchIntro)
    assert not intro.all_ready
    key(d, "enter")  # Ann takes her seat with Enter
    assert intro.all_ready
    ann_seat = 0 if intro.setup.seats[0].name == "Ann" else 1
    assert d.app.input.seats[ann_seat] == "kb1"
    d.frames(round(KICKOFF_DELAY_S * 60) + 3)
    game = d.top
    assert isinstance(game, GameScene) and game.after_result is not None
    assert [s.name for s in game.setup.seats] == [intro.setup.seats[0].name, intro.setup.seats[1].name]
    assert game.setup.seats[ann_seat].device == "kb1" and game.seat_name(ann_seat) == "Ann"
    return game


def test_a_human_resigns_and_the_result_is_stored_with_its_clock(hub_for):
    store, tid = make_store(names=("Ann", "Bo", "Cy"), humans=("Ann",), clock="5+3")
    d, hub = hub_for(store, tid)
    game = open_ann_match(d, hub)
    match = game.match
    assert match.time_control is not None and match.time_control.text == "5+3" and match.tournament
    ann = 0 if game.seat_name(0) == "Ann" else 1
    run_until(d, lambda: game.seat_view.to_move == ann and not game.animating, dt=0.1)
    d.frames(30)  # Ann thinks for a while: her clock runs, Bo's does not
    clock = match.clock()
    assert clock.turn == ann and clock.running and clock.left[ann] < 300 and clock.left[1 - ann] >= 300
    assert match.undo_target(ann) is None and not match.undo_kept_from(ann)  # no undo in a tournament
    key(d, "esc")
    d.frames(1)
    keys = [b.key for b in d.top.group.buttons]
    assert "leave_for_now" in keys and "quit_to_menu" not in keys and "undo_move" not in keys
    d.click_button("resign")
    d.frames(1)
    d.click_button("yes")
    run_until(d, lambda: d.top.name == "result", dt=0.1)
    assert game.result_text == "Ann resigned" and game.end_method == "resigned"
    assert [b.key for b in d.top.group.buttons] == ["table", "continue", "replay"]  # no rematch, no menu
    d.choose_on_result("continue")
    d.frames(2)
    assert d.top is hub and game not in d.app.stack.scenes
    assert d.app.input.seats == [None, None]
    games = store.games(tid)
    assert len(games) == 1
    g = games[0]
    assert g.method == "resigned" and hub.t_.name(g.winner) == "Bo"
    assert g.actions == match.actions
    # The game's clock is kept with its replay: the clocks after every action, and Ann's time spent thinking.
    replay = load_replay(game.saved_replay())
    assert replay.actions == g.actions and replay.result["method"] == "resigned"
    assert replay.clock["control"] == "5+3" and len(replay.clocks) == len(replay.actions)
    assert replay.clock["turn"] == ann and replay.clock["remaining"][ann] < 300


def test_leaving_a_game_for_now_records_nothing(hub_for):
    store, tid = make_store(names=("Ann", "Bo", "Cy"), humans=("Ann",), clock="5+3")
    d, hub = hub_for(store, tid)
    game = open_ann_match(d, hub)
    d.frames(20)
    key(d, "esc")
    d.frames(1)
    d.click_button("leave_for_now")
    d.frames(1)
    assert d.top.name == "confirm" and "offers to resume it" in d.top.question
    d.click_button("yes")
    d.frames(2)
    assert d.top is hub and game not in d.app.stack.scenes
    assert store.games(tid) == [] and all(not fx.games for fx in hub.t_.fixtures)
    assert d.app.input.seats == [None, None]
    assert d.focused() == row_key(hub, "Ann", "Bo") or d.focused()  # the hub is usable again


def test_a_flag_fall_is_recorded_as_lost_on_time(hub_for):
    store, tid = make_store(names=("Ann", "Bo"), humans=("Ann",), clock="1+0")
    d, hub = hub_for(store, tid)
    game = open_ann_match(d, hub)
    ann = 0 if game.seat_name(0) == "Ann" else 1
    run_until(d, lambda: game.finished, limit=2000, dt=0.25)  # Ann never moves: 60 s of scene time
    assert game.end_method == "time" and game.result_text == "Ann lost on time"
    assert game.match.clock().flagged == ann and game.match.clock().left[ann] == 0.0
    run_until(d, lambda: d.top.name == "result", dt=0.1)
    d.choose_on_result("continue")
    d.frames(2)
    g = store.games(tid)[0]
    assert g.method == "time" and hub.t_.name(g.winner) == "Bo"
    replay = load_replay(game.saved_replay())  # the fallen flag is kept with the game's replay
    assert replay.clock["flagged"] == ann and replay.clock["remaining"][ann] == 0.0
    assert replay.result["method"] == "time" and replay.actions == g.actions
    assert isinstance(d.top, ChampionScene) and d.top.champion == "Bo"


def test_watching_two_computers_runs_the_real_game_fast(hub_for):
    store, tid = make_store("elimination", ("Ada", "Bruno"), clock="5+3")
    d, hub = hub_for(store, tid)
    key(d, "enter")
    d.frames(1)
    d.click_button("watch")
    d.frames(1)
    intro = d.top
    assert isinstance(intro, MatchIntro) and intro.all_ready  # computers are ready at once
    d.frames(round(KICKOFF_DELAY_S * 60) + 3)
    game = d.top
    assert isinstance(game, GameScene) and game.speed == WATCH_SPEED
    assert all(s.kind == "cpu" for s in game.setup.seats)
    assert game.setup.options == knockout_options("jukem_soccer")
    assert game.animation_speed == pytest.approx(WATCH_SPEED * d.app.settings.animation_speed)
    d.frames(200, 0.1)
    assert game.match.ply > 5
    key(d, "esc")
    d.frames(1)
    d.click_button("leave_for_now")
    d.frames(1)
    d.click_button("yes")
    d.frames(2)
    assert d.top is hub and store.games(tid) == []


def test_two_people_share_the_keyboard_in_the_match_intro(hub_for):
    store, tid = make_store(names=("Ann", "Bo"), humans=("Ann", "Bo"), clock="5+3")
    d, hub = hub_for(store, tid)
    key(d, "enter")
    d.frames(1)
    intro = d.top
    assert isinstance(intro, MatchIntro)
    blue, red = (s.name for s in intro.setup.seats)
    key(d, "enter")  # arrows + Enter: the first seat
    assert d.app.input.seats == ["kb1", None]
    key(d, "enter")  # a device takes one seat only
    assert d.app.input.seats == ["kb1", None]
    d.key(pygame.K_SPACE)  # WASD + Space: the other seat
    assert d.app.input.seats == ["kb1", "kb2"] and intro.all_ready
    d.key(pygame.K_q)  # kb2's BACK frees its seat again
    assert d.app.input.seats == ["kb1", None] and not intro.all_ready
    d.frames(round(KICKOFF_DELAY_S * 60) + 3)
    assert d.top is intro, "no kick-off while a seat is empty"
    d.click(intro.seat_rect(1).center)  # the mouse can take a seat too
    assert d.app.input.seats == ["kb1", "mouse"]
    key(d, "enter")  # everyone is ready: a seated player's confirm starts at once
    d.frames(2)
    game = d.top
    assert isinstance(game, GameScene) and game.hotseat
    assert [s.device for s in game.setup.seats] == ["kb1", "mouse"]
    assert (game.seat_name(0), game.seat_name(1)) == (blue, red)


def test_backing_out_of_the_match_intro_returns_to_the_hub(hub_for):
    store, tid = make_store(names=("Ann", "Bo"), humans=("Ann",))
    d, hub = hub_for(store, tid)
    key(d, "enter")
    d.frames(1)
    assert isinstance(d.top, MatchIntro)
    key(d, "back")  # an unseated device's BACK leaves
    d.frames(1)
    assert d.top is hub and d.app.input.seats == [None, None] and store.games(tid) == []


# -- results are never lost ---------------------------------------------------------------

def test_a_result_that_cannot_be_saved_is_played_again_and_the_file_stays_whole(hub_for):
    """The tournament in memory never runs ahead of the file: a failed write goes back to the file."""
    import sqlite3

    from tournament.model import GameRecord

    store, tid = make_store("swiss")
    d, hub = hub_for(store, tid)
    assert hub.t_.config.format == "swiss" and hub.t_.rounds_total == 3
    messages: list[str] = []
    d.app.notify = lambda message, *a, **k: messages.append(message)
    real = store.add_games
    calls = {"n": 0}

    def flaky(*args, **kw):  # the disk is full (or the file locked) just once
        calls["n"] += 1
        if calls["n"] == 1:
            raise sqlite3.OperationalError("database is locked")
        return real(*args, **kw)

    store.add_games = flaky
    first = hub.t_.next_game()
    assert first is not None
    assert not hub.record(GameRecord.of(first, (1, 0), 0))
    assert any("could not be saved" in m and "played again" in m for m in messages)
    assert not any(fx.games for fx in hub.t_.fixtures), "the game that was not saved is not counted"
    assert hub.t_.next_game() == first, "it is played again"
    while (spec := hub.t_.next_game()) is not None:
        assert hub.record(GameRecord.of(spec, (1, 0), 0))
    assert hub.t_.finished
    again = store.load(tid)  # the file can always be rebuilt, and agrees with the screen
    assert again.to_json() == hub.t_.to_json() and again.finished
    assert store.summaries()[0].finished


def watch_to_the_result(d: Driver) -> GameScene:
    key(d, "enter")
    d.frames(1)
    d.click_button("watch")
    d.frames(round(KICKOFF_DELAY_S * 60) + 3)
    game = d.top
    assert isinstance(game, GameScene)
    run_until(d, lambda: d.top.name == "result", limit=20000, dt=0.1)
    return game


def test_a_game_is_stored_the_moment_it_ends_and_only_once(hub_for):
    store, tid = make_store(names=("Ada", "Bruno"))
    d, hub = hub_for(store, tid)
    game = watch_to_the_result(d)
    [stored] = store.games(tid)  # before anybody presses Continue
    assert stored.actions == game.match.actions and stored.winner == game.winner
    assert hub.t_.fixtures[stored.fixture].games == [stored]
    assert not any(isinstance(s, ChampionScene) for s in d.app.stack.scenes), "celebrated after Continue"
    d.choose_on_result("continue")
    d.frames(2)
    assert game not in d.app.stack.scenes
    if game.winner is not None:
        assert isinstance(d.top, ChampionScene)
        d.frames(60)
        key(d, "enter")
        d.frames(2)
    assert d.top is hub
    reported: list[GameScene] = []
    game.after_end = reported.append
    game.match._finish(game.winner, lambda names: "again", "played")  # a second end (or any later call) records nothing more
    game.tick_match()
    d.frames(2)
    assert reported == []
    assert store.games(tid) == [stored] and sum(len(fx.games) for fx in hub.t_.fixtures) == 1
    assert store.load(tid).to_json() == hub.t_.to_json()


def test_closing_the_window_on_the_result_screen_keeps_the_result(tmp_path):
    path = tmp_path / "t.sqlite3"
    store = TournamentStore(path)
    tid = store.create(Config("roundrobin", ("jukem_soccer",), (Entrant("Ada", "cpu", "random"),
                                                                 Entrant("Bo", "cpu", "easy")), seed=3, name="Cup"))
    app = make_app(tmp_path)
    app.settings.autoplay_forced_moves = False
    app.stack.push(TournamentHub(store, tid, sync_worker=True))
    d = Driver(app)
    d.frames(2)
    game = watch_to_the_result(d)
    app.close()  # the window is closed (or the power goes) while the result is shown
    store.close()
    with TournamentStore(path) as again:
        [g] = again.games(tid)
        assert g.actions == game.match.actions


def test_back_while_a_game_is_simulated_asks_and_waiting_records_it(hub_for):
    store, tid = make_store()
    worker = FakeWorker()
    d, hub = hub_for(store, tid, worker=worker)
    d.click_button("simulate_all")
    d.frames(2)
    assert hub.sim_all and hub.sim is not None
    key(d, "back")  # the first Back stops simulating; the game under way goes on
    assert not hub.sim_all and hub.sim is not None and d.top is hub
    key(d, "back")  # the second asks: leaving would drop that game
    d.frames(1)
    assert d.top.name == "confirm" and "still being simulated" in d.top.question
    assert d.focused() == "no" and d.top.no == "Wait"
    key(d, "enter")  # Wait
    d.frames(1)
    assert d.top is hub
    worker.deliver()
    d.frames(2)
    assert hub.sim is None and len(store.games(tid)) == 1
    key(d, "back")  # nothing pending: Back leaves at once
    d.frames(1)
    assert hub not in d.app.stack.scenes


def test_leaving_while_a_game_is_simulated_drops_it_after_asking(hub_for):
    store, tid = make_store()
    worker = FakeWorker()
    d, hub = hub_for(store, tid, worker=worker)
    fx = next(fx for fx in hub.t_.open_fixtures() if hub.playable(fx))
    hub.simulate(fx)
    assert hub.sim is not None
    key(d, "back")
    d.frames(1)
    assert d.top.name == "confirm" and "played again" in d.top.question
    d.click_button("yes")  # Leave
    d.frames(2)
    assert hub not in d.app.stack.scenes and store.games(tid) == []
    assert worker.closed and worker.jobs[0].future.cancelled(), "the game under way was dropped"


def test_a_swiss_that_ends_early_says_why_under_the_header(hub_for, monkeypatch):
    import tournament.runner as runner
    from core import text as text_module
    from tournament.model import GameRecord

    store, tid = make_store("swiss")
    d, hub = hub_for(store, tid)

    def stuck(*args, **kw):  # every pairing for round 2 would be a rematch
        raise ValueError("no pairing without a rematch")

    monkeypatch.setattr(runner, "swiss_round", stuck)
    while (spec := hub.t_.next_game()) is not None:
        hub.record(GameRecord.of(spec, (1, 0), 0))
    assert hub.t_.finished and hub.t_.note
    drawn: list[str] = []
    real = text_module.blit_text

    def spy(surface, words, *args, **kw):  # noqa: ANN001, ANN002, ANN003, ANN202
        drawn.append(words)
        return real(surface, words, *args, **kw)

    monkeypatch.setattr(text_module, "blit_text", spy)
    hub.draw(pygame.Surface((1920, 1080)))
    assert hub.t_.note in drawn


def test_the_header_round_follows_the_games_played_in_a_round_robin():
    """A round robin's games go in any order: the header names the latest round played in and the games of
    earlier rounds still to play; a Swiss event or a bracket names the lowest round still open."""
    from scenes.tournament.widgets import stage
    from tournament.model import Config, Entrant, GameRecord
    from tournament.runner import Tournament

    people = tuple(Entrant(f"E{i}", "cpu", "random") for i in range(4))
    t = Tournament(Config(format="roundrobin", events=("jukem_soccer",), entrants=people, seed=5))
    assert stage(t) == f"Round 1 of {t.rounds_total}"
    later = next(i for i, fx in enumerate(t.fixtures) if fx.round == 2)
    spec = t.next_spec(t.fixtures[later])
    t.record(GameRecord.of(spec, (2, 0), 0))
    open_first = sum(1 for fx in t.fixtures if fx.round == 1 and not fx.done)
    assert stage(t) == f"Round 2 of {t.rounds_total} ({open_first} earlier games to play)"
    for i, fx in enumerate(t.fixtures):
        if fx.round == 1:
            t.record(GameRecord.of(t.next_spec(t.fixtures[i]), (2, 0), 0))
    assert stage(t) == f"Round 2 of {t.rounds_total}"
    swiss = Tournament(Config(format="swiss", events=("jukem_soccer",), entrants=people, seed=5))
    assert stage(swiss) == f"Round 1 of {swiss.rounds_total}"


@pytest.mark.parametrize("fmt,penta", [("roundrobin", False), ("swiss", False), ("roundrobin", True),
                                       ("elimination", False)])
def test_every_short_heading_of_the_standings_is_said_in_words_under_the_table(monkeypatch, fmt, penta):
    from engines import TITLES
    from scenes.tournament import hub_tables
    from tournament.model import Config, Entrant
    from tournament.runner import Tournament

    pygame.init()
    people = tuple(Entrant(f"E{i}", "cpu", "random") for i in range(16))
    events = tuple(g for g in ("penguin_soccer", "jukem_soccer", "goal") if g in TITLES) if penta else ("goal",)
    t = Tournament(Config(format=fmt, events=events, entrants=people, seed=5, pentathlon=penta))
    drawn: list[tuple[str, pygame.Rect]] = []
    real = hub_tables.text.blit_text

    def record(surface, words, size, color, pos, anchor="topleft", bold=False, shadow=False):  # noqa: ANN001, ANN202
        r = real(surface, words, size, color, pos, anchor, bold, shadow)
        drawn.append((words, r))
        return r

    monkeypatch.setattr(hub_tables.text, "blit_text", record)
    hub_tables.draw_standings(pygame.Surface((1920, 1080)), t)
    said = " ".join(w for w, _r in drawn)
    for short in ("GD", "H2H", "SB", "Buch.", "Pts"):
        if any(w == short for w, _r in drawn):
            assert f"{short} {hub_tables.HEADING_WORDS[short]}" in said.replace("\n", " ") or \
                   hub_tables.HEADING_WORDS[short].split(" (")[0] in said, f"{short} is never said in words"
    assert "head-to-head" in said or fmt == "elimination"
    from scenes.tournament.hub_layout import CONTENT
    assert all(r.bottom <= CONTENT.bottom for _w, r in drawn), "the legend stays inside the tab"
