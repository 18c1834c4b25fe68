"""Autosave and resume (issue #6), for every game in engines.GAMES, through the real GameScene.

In-process: the autosave after each action, its content and clock; a finished
game's replay; resume rebuilding the same state and clock; the main menu's
Resume / Discard by keyboard and by a virtual pad; a damaged autosave kept as
.bak; quit keeping the autosave; a failed write reported once. (Tournament
games are saved in their tournament: tests/scenes/tournament.) Then the real thing: `main.py play` in a subprocess,
killed with SIGKILL at seeded random points, resumed with `play --resume`,
killed again, each autosave checked against an uninterrupted reference game.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from core.replay import (GameLog, autosave_path, check, final_state, load_replay, read_autosave, replays_dir,
                         write_autosave)
from core.storage import Paths
from match.thinking import choose_move
from engines import GAMES
from engines.common.rng import derive
from scenes.front.menu import MainMenu
from match.setup import GameSetup, SeatSpec
from scenes.registry import make_game_scene, playable
from scenes.front.resume import ResumeOffer, resumed_scene, saved_summary
from tests.support import vpad
from tests.support.driver import Driver, flush_saves, make_app, open_scene

ROOT = Path(__file__).resolve().parents[3]
IMPLEMENTED = [g for g in GAMES if playable(g)]
RANDOM = SeatSpec("cpu", "random")
CLOCK = "5+3"


def reference(game_id: str, seed: int, n: int, level: str = "random") -> list[str]:
    """The first n actions of an uninterrupted computer game (bots are seeded from seed and ply)."""
    state = GAMES[game_id].new_game(seed)
    actions: list[str] = []
    while len(actions) < n and not state.is_terminal:
        seat = state.current_player
        move = choose_move(game_id, level, derive(seed, len(actions), seat), state.to_json(), seat)
        actions.append(move)
        state = state.apply(move)
    return actions


def moves_short_of_the_end(game_id: str, seed: int, n: int, short: int = 1) -> int:
    """n, or `short` moves before the end of the computers' game if it ends sooner (a finished game keeps a
    replay, not an autosave; a new game may be short: High Card's three tricks are six moves)."""
    return min(n, len(reference(game_id, seed, n + short)) - short)


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    app.settings.animation_speed = 4.0
    yield app
    app.close()
    flush_saves()


def cpu_game(app, game_id: str, seed: int = 3, clock: str | None = CLOCK, seats=(RANDOM, RANDOM)):
    scene = make_game_scene(GameSetup(game_id, seed, seats, clock, {}), sync_bots=True)
    scene.speed = 20.0
    return open_scene(app, scene), scene


def saved(app) -> GameLog | None:
    flush_saves()
    log, message = read_autosave(app.paths)
    assert message is None
    return log


def play_until(d: Driver, scene, n: int, limit: int = 4000, each=None) -> None:
    """Frames until the scene has n actions; `each(scene)` after every frame that applied one.
    A human seat to move plays its first legal action (as if pressed)."""
    seen = scene.match.ply
    for _ in range(limit):
        if scene.match.ply >= n or scene.finished:
            return
        view = scene.seat_view
        if view.legal and scene.is_human(view.to_move) and not scene.animating and d.top is scene:
            scene.submit(view.legal[0])
        else:
            d.frames(1)
        if scene.match.ply != seen:
            seen = scene.match.ply
            if each is not None:
                each(scene)
    raise AssertionError(f"only {scene.match.ply} actions after {limit} frames")


# ----------------------------------------------------------------- in-process


@pytest.mark.parametrize("game_id", IMPLEMENTED)
def test_every_action_is_autosaved_with_the_clock(app, game_id):
    d, scene = cpu_game(app, game_id)
    assert not autosave_path(app.paths).exists()  # nothing played, nothing saved
    checked = 0

    def check_save(scene) -> None:
        nonlocal checked
        log = saved(app)
        assert log is not None
        assert (log.game_id, log.seed, log.options, log.result) == (game_id, 3, {}, None)
        assert [s["kind"] for s in log.seats] == ["cpu", "cpu"]
        assert log.actions == scene.match.actions
        # The clock right after the move (held while the table shows it): the next seat's turn to come.
        assert log.clock == scene.match.record().clock
        assert log.clock["control"] == CLOCK and log.clock["turn"] == scene.match.to_move
        assert len(log.clocks) == len(log.actions)  # every action carries the clocks after it
        checked += 1

    n = moves_short_of_the_end(game_id, 3, 12)
    play_until(d, scene, n, each=check_save)
    assert checked >= n
    assert max(scene.match.clock().left) > 300.0  # the Fischer increments are in
    assert list(saved(app).actions) == reference(game_id, 3, n)


@pytest.mark.parametrize("game_id", IMPLEMENTED)
def test_resume_rebuilds_the_same_state_and_clock_and_plays_on_identically(app, game_id):
    d, scene = cpu_game(app, game_id, seed=8)
    first, then = moves_short_of_the_end(game_id, 8, 15, short=2), moves_short_of_the_end(game_id, 8, 22)
    play_until(d, scene, first)
    log = saved(app)
    assert log is not None and log.actions == scene.match.actions
    want_state, want_clock = scene.match.full_state().to_json(), scene.match.record().clock
    app.stack.reset(MainMenu())
    d.frames(2)

    resumed = resumed_scene(log, sync_bots=True)
    match = resumed.match
    assert match.full_state().to_json() == want_state == final_state(log).to_json()
    assert match.actions == log.actions and len(match.history()) == len(log.actions) + 1
    assert match.record().clock == want_clock == log.clock
    assert match.record().clocks == log.clocks
    assert not resumed.animating
    # It carries on as the uninterrupted game would, on the restored clock.
    resumed.speed = 20.0
    d = open_scene(app, resumed)
    remaining = sum(match.clock().left)
    play_until(d, resumed, then)
    assert list(match.actions) == reference(game_id, 8, then)
    assert match.record().clocks[:len(log.clocks)] == log.clocks  # the clocks of the saved moves are kept
    assert sum(match.clock().left) > remaining - 60  # carried on from the saved times
    assert saved(app).actions == match.actions


@pytest.mark.parametrize("game_id", IMPLEMENTED)
def test_a_finished_game_leaves_a_replay_and_no_autosave(app, game_id):
    ref = reference(game_id, 5, 10_000, "easy")  # random penguins may slide about for thousands of moves
    easy = SeatSpec("cpu", "easy")
    scene = make_game_scene(GameSetup(game_id, 5, (easy, easy), None, {}), sync_bots=True)
    scene.speed = 20.0
    seats = ({"kind": "cpu", "level": "easy", "name": ""}, {"kind": "cpu", "level": "easy", "name": ""})
    scene.resume_from(GameLog(game_id, {}, 5, seats, tuple(ref[:-1])))  # one move from the end
    d = open_scene(app, scene)
    assert autosave_path(app.paths).exists() is False
    play_until(d, scene, len(ref))
    d.frames(2)
    assert scene.finished and scene.end_method == "played"
    flush_saves()
    assert not autosave_path(app.paths).exists()
    files = sorted(replays_dir(app.paths).glob("*.json"))
    assert len(files) == 1
    log = load_replay(files[0])
    assert list(log.actions) == ref
    assert log.result["method"] == "played" and log.result["winner"] == scene.winner
    assert log.result["reason"] == scene.result_text


def test_resigned_and_lost_on_time_games_are_kept_as_replays(app):
    d, scene = cpu_game(app, "penguin_soccer", seats=(SeatSpec("human"), RANDOM))
    play_until(d, scene, 3)
    assert saved(app) is not None
    assert scene.match.resign(0) is None
    d.frames(2)
    flush_saves()
    assert not autosave_path(app.paths).exists()
    (path,) = replays_dir(app.paths).glob("*.json")
    log = load_replay(path)
    assert log.result["method"] == "resigned" and log.result["winner"] == 1
    assert check(log)["result"] == "red"

    app.stack.reset(MainMenu())
    d.frames(1)
    d2, timed = cpu_game(app, "jukem_soccer", seed=4, clock="1+0", seats=(SeatSpec("human"), RANDOM))
    for _ in range(400):
        if timed.finished:
            break
        d2.frames(1, 0.5)
    assert timed.finished and timed.end_method == "time"
    flush_saves()
    logs = [load_replay(p) for p in replays_dir(app.paths).glob("*.json")]
    assert sorted(lg.result["method"] for lg in logs) == ["resigned", "time"]


def test_undo_rewrites_the_autosave(app):
    d, scene = cpu_game(app, "penguin_soccer", clock=None, seats=(SeatSpec("human"), SeatSpec("cpu", "easy")))
    play_until(d, scene, 4)
    for _ in range(900):  # the computer's answer played: the human is to move again
        if scene.seat_view.to_move == 0 and not scene.animating:
            break
        d.frames(1)
    before = saved(app).actions
    assert before == scene.match.actions and scene.match.undo_target(0) is not None
    scene.open_pause()
    d.frames(1)
    d.click_button("undo_move")
    d.frames(1)
    assert saved(app).actions == scene.match.actions and scene.match.ply < len(before)


def test_quitting_to_the_menu_keeps_the_game_for_resume(app):
    d, scene = cpu_game(app, "jukem_soccer", seats=(SeatSpec("human"), RANDOM))
    play_until(d, scene, 3)
    n = scene.match.ply
    scene.open_pause()
    d.frames(1)
    assert d.top.name == "pause"
    d.click_button("quit_to_menu")
    d.frames(2)
    assert isinstance(d.top, MainMenu)
    log = saved(app)
    assert log is not None and len(log.actions) == n
    assert d.focused() == "resume"  # the menu offers it straight away (no start-up question)
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert d.top.name == "jukem_soccer" and d.top.match.actions == log.actions
    assert app.input.seats[0] == "kb1"  # the device that chose Resume sits in the human seat



def test_a_failed_save_is_reported_once_and_the_game_goes_on(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    from scenes.routes import make_headless_app

    app = make_headless_app(paths=Paths(config=tmp_path / "config", data=blocker))
    try:
        d, scene = cpu_game(app, "jukem_soccer", clock=None)
        play_until(d, scene, 5)
        flush_saves()
        d.frames(2)
        messages = [t.text for t in app.toasts]
        assert sum("could not be saved for Resume" in m for m in messages) == 1, messages
        assert scene.match.ply >= 5
    finally:
        app.close()


# ----------------------------------------------------------------- the menu


def save_a_game(app, game_id: str = "penguin_soccer", n: int = 7, clock: dict | None = None,
                red: str = "human") -> GameLog:
    log = GameLog(game_id, {}, 11, ({"kind": "human", "level": "normal", "name": ""},
                                    {"kind": red, "level": "hard", "name": ""}),
                  tuple(reference(game_id, 11, n)), None, clock)
    write_autosave(app.paths, log)
    return log


def test_the_arcade_offers_resume_first_and_resumes_by_keyboard(app):
    clock = {"control": "10+5", "remaining": [512.5, 431.25], "turn": None, "log": [["start", 0, 0.0],
                                                                                    ["stop", 0, 7.5]]}
    log = save_a_game(app, clock=clock, red="cpu")
    d = open_scene(app, MainMenu(offer_resume=True))
    assert isinstance(d.top, ResumeOffer)
    assert d.top.summary == saved_summary(log) == "Penguin Soccer vs Computer (hard), move 8"
    assert d.focused() == "resume"
    d.key(pygame.K_RETURN)
    d.frames(2)
    game = d.top
    assert game.name == "penguin_soccer"
    assert game.match.full_state().to_json() == final_state(log).to_json()
    seat = game.match.to_move
    assert game.match.clock().left[1 - seat] == [512.5, 431.25][1 - seat]  # the saved times go on
    assert game.match.clock().left[seat] == pytest.approx([512.5, 431.25][seat], abs=0.2)
    assert game.match.record().clock["turn"] == seat
    assert app.input.seats[0] == "kb1" and game.is_human(0) and not game.is_human(1)


def test_later_keeps_the_resume_button_and_discard_asks_first(app):
    save_a_game(app, "jukem_soccer")
    d = open_scene(app, MainMenu(offer_resume=True))
    assert isinstance(d.top, ResumeOffer)
    d.key(pygame.K_BACKSPACE)  # later
    d.frames(1)
    assert isinstance(d.top, MainMenu) and d.focused() == "resume"
    assert autosave_path(app.paths).exists()
    d.key(pygame.K_RIGHT)
    assert d.focused() == "discard"
    d.key(pygame.K_RETURN)
    assert d.top.name == "confirm"
    d.key(pygame.K_BACKSPACE)  # keep it
    assert autosave_path(app.paths).exists()
    d.key(pygame.K_RETURN)
    d.key(pygame.K_RIGHT)
    assert d.focused() == "yes"
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert not autosave_path(app.paths).exists()
    assert isinstance(d.top, MainMenu)
    assert "resume" not in [b.key for b in d.top.group.buttons]
    # A menu opened later offers nothing.
    app.stack.reset(MainMenu(offer_resume=True))
    d.frames(2)
    assert isinstance(d.top, MainMenu)


def test_a_controller_alone_can_discard_and_resume(app):
    save_a_game(app, "jukem_soccer", n=5)
    pad = vpad.VirtualPad(kind="xbox")
    pad.attach()
    try:
        d = open_scene(app, MainMenu(offer_resume=True), frames=3)

        def press(button):
            pad.tap(button, pump=lambda: d.frames(1))

        assert isinstance(d.top, ResumeOffer)
        press(vpad.BUTTON_DPAD_RIGHT)
        assert d.focused() == "discard"
        press(vpad.BUTTON_A)
        d.frames(1)
        assert not autosave_path(app.paths).exists()
        assert isinstance(d.top, MainMenu) and "resume" not in [b.key for b in d.top.group.buttons]

        log = save_a_game(app, "penguin_soccer", n=9)
        app.stack.reset(MainMenu(offer_resume=True))
        d.frames(2)
        assert isinstance(d.top, ResumeOffer)
        press(vpad.BUTTON_A)
        d.frames(2)
        assert d.top.name == "penguin_soccer" and d.top.match.actions == log.actions
        assert app.input.seats[0] == f"pad:{pad.instance_id}"  # the pad that chose Resume plays Blue
    finally:
        if pad.attached:
            pad.detach()


def test_a_damaged_autosave_is_reported_and_kept_as_bak(app):
    path = autosave_path(app.paths)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "matchday-replay", "version": 1, "game": "penguin_soc')
    d = open_scene(app, MainMenu(offer_resume=True))
    assert isinstance(d.top, MainMenu)
    assert "resume" not in [b.key for b in d.top.group.buttons]
    (toast,) = [t.text for t in app.toasts if "saved game" in t.text]
    assert "kept as autosave.json.bak" in toast and "not valid JSON" in toast
    assert not path.exists()
    assert (path.parent / "autosave.json.bak").read_bytes().startswith(b'{"format": "matchday-replay"')

    # An illegal move in an otherwise well-formed file: refused the same way, named by number.
    bad = save_a_game(app, "jukem_soccer", n=3)
    data = bad.to_json()
    data["actions"][1] = "nonsense"
    path.write_text(json.dumps(data))
    app.stack.reset(MainMenu(offer_resume=True))
    d.frames(2)
    assert isinstance(d.top, MainMenu)
    assert any("action 2 'nonsense' is illegal" in t.text and "autosave.json.1.bak" in t.text for t in app.toasts)


def test_play_resume_without_a_saved_game_says_so(tmp_path, monkeypatch, capsys):
    from tools.cli import main

    monkeypatch.setenv("MATCHDAY_HOME", str(tmp_path))
    assert main(["play", "--resume"]) == 1
    assert "no unfinished game" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        main(["play", "penguin_soccer", "--resume"])
    assert exc.value.code == 2


# ----------------------------------------------------------------- SIGKILL


def saved_count(path: Path) -> int:
    try:
        return len(json.loads(path.read_text())["actions"])
    except (OSError, ValueError, KeyError):
        return 0


def run_and_kill(args: list[str], home: Path, target: int, delay: float, log_file: Path) -> int:
    """Start main.py, wait until the autosave holds `target` actions (then `delay` more seconds), SIGKILL it."""
    env = {**os.environ, "MATCHDAY_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    path = home / "data" / "autosave.json"
    with open(log_file, "ab") as err:
        proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
        try:
            # Waits for the autosave, not for a time: the deadline only stops a run that never gets
            # there from hanging the suite, so it is generous for a loaded machine.
            deadline = time.monotonic() + 300
            while proc.poll() is None and saved_count(path) < target and time.monotonic() < deadline:
                time.sleep(0.003)
            time.sleep(delay)
            assert proc.poll() is None, f"main.py stopped by itself: {log_file.read_text()[-2000:]}"
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait()
        finally:
            try:  # its bot worker process too (same session)
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
    assert proc.returncode == -signal.SIGKILL
    return saved_count(path)


def check_killed_save(home: Path, game_id: str, seed: int) -> GameLog:
    """The autosave a kill left: it parses, it is a prefix of the reference game, and resuming it
    in-process gives exactly the replayed state and the saved clock."""
    log, message = read_autosave(Paths(config=home / "config", data=home / "data"))
    assert message is None and log is not None
    assert log.game_id == game_id and log.seed == seed and len(log.actions) >= 1
    assert list(log.actions) == reference(game_id, seed, len(log.actions))
    scene = resumed_scene(log, sync_bots=True)
    assert scene.match.full_state().to_json() == final_state(log).to_json()
    assert scene.match.actions == log.actions
    record = scene.match.record()
    assert record.clock["remaining"] == log.clock["remaining"] and record.clock["turn"] == log.clock["turn"]
    assert record.clocks == log.clocks and len(log.clocks) == len(log.actions)
    return log


@pytest.mark.parametrize("game_id", IMPLEMENTED)
def test_killed_at_random_points_the_autosave_resumes_exactly(tmp_path, game_id):
    app = make_app(tmp_path / "app")  # a display for building scenes in this process
    try:
        seed = 40 + IMPLEMENTED.index(game_id)
        home = tmp_path / "home"
        errors = tmp_path / "stderr.txt"
        start = ["--windowed", "play", game_id, "--seed", str(seed), "--blue", "cpu:random", "--red", "cpu:random",
                 "--clock", CLOCK, "--speed", "50"]
        resume = ["--windowed", "play", "--resume", "--speed", "50"]
        # Every kill comes before the game ends (a finished game leaves a replay, not an autosave): in a game
        # shorter than the kills would reach, in its first half.
        last = max(2, len(reference(game_id, seed, 80)) // 2)
        previous: GameLog | None = None
        for attempt, args in enumerate([start, resume, resume]):
            r = derive(seed, attempt)
            done = len(previous.actions) if previous is not None else 0
            target = min(done + 2 + r % 12, max(done, last))
            run_and_kill(args, home, target, delay=(r >> 8) % 40 / 1000, log_file=errors)
            log = check_killed_save(home, game_id, seed)
            if previous is not None:
                # The resumed run went on from the saved game, on the saved clocks.
                assert len(log.actions) >= len(previous.actions)
                assert log.clocks[:len(previous.clocks)] == previous.clocks
            previous = log
        assert previous is not None and len(previous.actions) >= min(6, last)
    finally:
        app.close()


def test_computers_playing_each_other_never_replace_a_players_saved_game_nor_are_offered(app):
    seats = ({"kind": "human", "level": "", "name": ""}, {"kind": "cpu", "level": "easy", "name": ""})
    mine = GameLog("penguin_soccer", {}, 5, seats, tuple(reference("penguin_soccer", 5, 3)))
    write_autosave(app.paths, mine)
    d, scene = cpu_game(app, "jukem_soccer", clock=None)
    for _ in range(400):
        d.frames(1)
        if scene.match.ply >= 3:
            break
    flush_saves()
    log, _ = read_autosave(app.paths)
    assert log is not None and log.game_id == "penguin_soccer" and log.actions == mine.actions
    # An autosave of a computer-only game (an older build wrote them) is not offered for Resume.
    theirs = GameLog("jukem_soccer", {}, 2, (dict(RANDOM_SEAT), dict(RANDOM_SEAT)),
                     tuple(reference("jukem_soccer", 2, 2)))
    write_autosave(app.paths, theirs)
    menu = MainMenu()
    open_scene(app, menu)
    assert menu.saved is None
    write_autosave(app.paths, mine)
    menu.load_saved()
    assert menu.saved is not None and menu.saved.game_id == "penguin_soccer"


RANDOM_SEAT = {"kind": "cpu", "level": "random", "name": ""}
