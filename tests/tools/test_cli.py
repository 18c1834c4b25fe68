"""tools.cli: `python main.py ...` run as real subprocesses (launched in parallel), plus the argument parsers."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

from tools import cli
from engines import ALL_GAME_IDS, GAMES

ROOT = Path(__file__).resolve().parents[2]
GAME = ALL_GAME_IDS[0]
#: A game that is listed but not implemented yet (None once all five exist).
MISSING = next((g for g in ALL_GAME_IDS if g not in GAMES), None)


@dataclass
class Run:
    rc: int
    out: str
    err: str


BAD_ARGS: dict[str, tuple[list[str], str]] = {
    "unknown-game-play": (["play", "nosuchgame"], "invalid choice: 'nosuchgame'"),
    "unknown-game-simulate": (["simulate", "nosuchgame", "--games", "1"], "invalid choice: 'nosuchgame'"),
    "clock-no-increment": (["play", GAME, "--clock", "15"], "a chess clock is MIN+SEC, MINdSEC or MINbSEC"),
    "clock-zero-minutes": (["play", GAME, "--clock", "0+5"], "a chess clock is MIN+SEC, MINdSEC or MINbSEC"),
    "clock-unknown-form": (["play", GAME, "--clock", "10x5"], "10d5 (simple delay"),
    "seat-robot": (["play", GAME, "--blue", "robot"], "a seat is 'human' or 'cpu:LEVEL'"),
    "seat-bad-level": (["play", GAME, "--red", "cpu:genius"], "a seat is 'human' or 'cpu:LEVEL'"),
    "bots-one-level": (["simulate", GAME, "--games", "1", "--bots", "hard"], "--bots takes two levels"),
    "bots-bad-level": (["simulate", GAME, "--games", "1", "--bots", "hard,genius"], "--bots takes two levels"),
    "games-zero": (["simulate", GAME, "--games", "0"], "expected a number above 0, got 0"),
    "games-not-a-number": (["simulate", GAME, "--games", "x"], "expected a whole number, got 'x'"),
    "games-missing": (["simulate", GAME], "the following arguments are required: --games"),
    "bench-size": (["bench", "--size", "12"], "size must look like WIDTHxHEIGHT"),
    "shot-negative-after": (["shot", "menu", "--after", "-1", "--out", "x.png"], "seconds must be between 0 and 3600"),
    "shot-no-scene": (["shot"], "shot needs SCENE and --out FILE.png"),
    "shot-unknown-scene": (["shot", "nosuchscene", "--out", "x.png"], "unknown scene 'nosuchscene'"),
    "windowed-and-fullscreen": (["--windowed", "--fullscreen"], "not allowed with argument"),
    "unknown-command": (["dance"], "invalid choice: 'dance'"),
}


@pytest.fixture(scope="module")
def shot_png(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("shots") / "sub" / "menu.png"


@pytest.fixture(scope="module")
def runs(tmp_path_factory, shot_png) -> dict[str, Run]:
    """Start every subprocess at once, then collect them: the whole module costs about one start-up."""
    home = tmp_path_factory.mktemp("home")
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               MATCHDAY_HOME=str(home))
    commands: dict[str, list[str]] = {name: args for name, (args, _) in BAD_ARGS.items()}
    commands["help"] = ["--help"]
    commands["shot-list"] = ["shot", "--list"]
    commands["shot-menu"] = ["shot", "menu", "--after", "0", "--out", str(shot_png)]
    if MISSING is not None:
        commands["simulate-missing"] = ["simulate", MISSING, "--games", "1"]
        commands["play-missing"] = ["play", MISSING, "--blue", "cpu:easy", "--clock", "10+5"]
        commands["shot-missing"] = ["shot", MISSING, "--out", str(home / "x.png")]
    procs = {
        name: subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
        for name, args in commands.items()
    }
    results = {}
    for name, p in procs.items():
        out, err = p.communicate(timeout=300)  # a hang guard: many start at once
        results[name] = Run(p.returncode, out, err)
    assert not (home / "config").exists(), "argument checks must not write settings"
    return results


def test_help_lists_every_command(runs):
    r = runs["help"]
    assert r.rc == 0, r.err
    for cmd in ("play", "simulate", "bench", "shot"):
        assert cmd in r.out
    assert "--windowed" in r.out and "--fullscreen" in r.out
    assert r.err == ""


@pytest.mark.parametrize("name", sorted(BAD_ARGS))
def test_bad_arguments_exit_2_with_a_clear_message(runs, name):
    r = runs[name]
    expected = BAD_ARGS[name][1]
    assert r.rc == 2, (r.out, r.err)
    assert "usage:" in r.err and "error:" in r.err
    assert expected in r.err
    assert "Traceback" not in r.err
    assert r.out == ""


def test_shot_list_prints_one_name_a_line(runs):
    r = runs["shot-list"]
    assert r.rc == 0, r.err
    names = r.out.splitlines()
    for name in ("menu", "settings", "rules", "card_table"):
        assert name in names
    assert all(n and n == n.strip() and " " not in n for n in names)
    assert len(names) == len(set(names))


def test_shot_menu_writes_a_full_size_png(runs, shot_png):
    r = runs["shot-menu"]
    assert r.rc == 0, r.err
    assert r.out.strip() == str(shot_png)
    assert shot_png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = pygame.image.load(str(shot_png))
    assert image.get_size() == (1920, 1080)
    # a real picture, not a blank canvas
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1920, 97) for y in range(0, 1080, 89)}
    assert len(colours) > 3


def unavailable_in_process(monkeypatch, capsys, argv: list[str]) -> tuple[int, str]:
    """Fallback once every game exists: pretend the first one is missing."""
    import scenes.registry as registry

    game = argv[1]
    monkeypatch.setattr(cli, "GAMES", {g: m for g, m in GAMES.items() if g != game})
    monkeypatch.setattr(registry, "GAMES", {g: m for g, m in GAMES.items() if g != game})
    rc = cli.main(argv)
    return rc, capsys.readouterr().err


@pytest.mark.parametrize("command", ["simulate", "play", "shot"])
def test_game_not_implemented_yet_exits_1(runs, command, monkeypatch, capsys):
    if MISSING is not None:
        r = runs[f"{command}-missing"]
        rc, err, out = r.rc, r.err, r.out
        game = MISSING
    else:
        game = ALL_GAME_IDS[0]
        argv = {"simulate": ["simulate", game, "--games", "1"], "play": ["play", game],
                "shot": ["shot", game, "--out", "x.png"]}[command]
        if command == "shot":
            monkeypatch.setattr("tools.demos.scene_names", lambda: ["menu"])
        rc, err = unavailable_in_process(monkeypatch, capsys, argv)
        out = ""
    assert rc == 1, err
    assert "not available yet" in err
    from engines import TITLES

    assert TITLES[game] in err
    assert "Traceback" not in err
    assert out == ""


# ------------------------------------------------------ argument parsers


def test_clock_arg_normalises():
    assert cli.clock_arg("15+0") == "15+0"
    assert cli.clock_arg(" 05+03 ") == "5+3"


@pytest.mark.parametrize("text,normal", [
    ("15+0", "15+0"), ("10+5", "10+5"), ("10d5", "10d5"), ("10b5", "10b5"), ("3 b 2", "3b2"), ("1.5+0", "1.5+0"),
])
def test_clock_arg_accepts_every_time_control(text, normal):
    assert cli.clock_arg(text) == normal
    assert cli.build_parser().parse_args(["play", GAME, "--clock", text]).clock == normal


@pytest.mark.parametrize("bad", ["15", "0+5", "0d5", "15+", "+5", "1000+0", "a+b", "15-0", "10x5", "10D5", "10d", ""])
def test_clock_arg_rejects_with_the_forms(bad):
    with pytest.raises(argparse.ArgumentTypeError) as err:
        cli.clock_arg(bad)
    message = str(err.value)
    assert all(form in message for form in ("15+0", "10+5", "10d5", "10b5")) and repr(bad) in message


def test_seat_arg():
    assert cli.seat_arg("human") == "human"
    assert cli.seat_arg("cpu") == "cpu:normal"
    for level in cli.CPU_LEVELS:
        assert cli.seat_arg(f"cpu:{level}") == f"cpu:{level}"
    for bad in ("robot", "cpu:", "cpu:genius", "Human", ""):
        with pytest.raises(argparse.ArgumentTypeError):
            cli.seat_arg(bad)


def test_bots_arg():
    assert cli.bots_arg("hard,random") == ("hard", "random")
    assert cli.bots_arg(" easy , normal ") == ("easy", "normal")
    for bad in ("hard", "hard,genius", "hard,easy,normal", ""):
        with pytest.raises(argparse.ArgumentTypeError):
            cli.bots_arg(bad)


def test_size_arg():
    assert cli.size_arg("1920x1080") == (1920, 1080)
    assert cli.size_arg("800X600") == (800, 600)
    for bad in ("12", "1x1", "1920*1080", "x", "1920x"):
        with pytest.raises(argparse.ArgumentTypeError):
            cli.size_arg(bad)


def test_positive_int_and_seconds():
    assert cli.positive_int("3") == 3
    for bad in ("0", "-1", "x", "1.5"):
        with pytest.raises(argparse.ArgumentTypeError):
            cli.positive_int(bad)
    assert cli.non_negative_float("0") == 0.0
    assert cli.non_negative_float("2.5") == 2.5
    for bad in ("-1", "3601", "soon", "nan"):
        with pytest.raises(argparse.ArgumentTypeError):
            cli.non_negative_float(bad)


def test_parser_defaults():
    p = cli.build_parser()
    a = p.parse_args(["play", GAME])
    assert (a.command, a.game, a.seed, a.blue, a.red, a.clock) == ("play", GAME, None, "human", "cpu:normal", None)
    a = p.parse_args(["simulate", GAME, "--games", "4"])
    assert (a.games, a.seed, a.bots) == (4, 0, ("hard", "random"))
    a = p.parse_args(["bench"])
    assert (a.frames, a.size, a.video) == (600, None, False)  # headless 1920x1080; with --video the desktop
    a = p.parse_args(["shot", "menu", "--out", "m.png"])
    assert (a.scene, a.out, a.seed, a.after, a.list) == ("menu", Path("m.png"), 0, 1.0, False)
    a = p.parse_args([])
    assert a.command is None and not a.windowed and not a.fullscreen


def test_play_refusal_lists_only_games_that_can_be_played(monkeypatch, capsys):
    import scenes.registry as registry

    first, second = ALL_GAME_IDS[0], ALL_GAME_IDS[1]
    monkeypatch.setattr(registry, "playable", lambda g: g == second)
    assert cli.main(["play", first]) == 1
    err = capsys.readouterr().err
    assert "not available yet" in err
    assert err.rstrip().endswith(f"Available now: {second}.")
    monkeypatch.setattr(registry, "playable", lambda g: False)
    assert cli.main(["play", first]) == 1
    err = capsys.readouterr().err
    assert err.rstrip().endswith("Available now: none of the five games yet.")


def test_simulate_refusal_lists_implemented_engines(monkeypatch, capsys):
    first, second = ALL_GAME_IDS[0], ALL_GAME_IDS[1]
    monkeypatch.setattr(cli, "GAMES", {second: object()})
    assert cli.main(["simulate", first, "--games", "1"]) == 1
    assert capsys.readouterr().err.rstrip().endswith(f"Available now: {second}.")


def test_shot_of_a_game_without_a_scene_lists_games_with_scenes(monkeypatch, capsys):
    import tools.demos as demos

    first, second = ALL_GAME_IDS[0], ALL_GAME_IDS[1]
    monkeypatch.setattr(demos, "scene_names", lambda: ["menu", second])
    assert cli.main(["shot", first, "--out", "never-written.png"]) == 1
    assert capsys.readouterr().err.rstrip().endswith(f"Available now: {second}.")
    assert not Path("never-written.png").exists()


def test_play_option_sets_a_lobby_option_and_refuses_anything_else(capsys):
    p = cli.build_parser()

    def target(*argv: str):  # noqa: ANN202
        return cli.play_target(p.parse_args(["play", *argv]), p)

    assert target("jukem_football", "--option", "practice=true") == ("jukem_football", None, {"practice": True})
    assert target("jukem_football", "--option", "practice=FALSE") == ("jukem_football", None, {})  # the default
    for argv, words in ((("jukem_football", "--option", "practice=maybe"), "choose one of false, true"),
                        (("jukem_football", "--option", "deck=small"), "has no such option (its options: practice)"),
                        (("jukem_football", "--option", "practice"), "write KEY=VALUE"),
                        (("penguin_soccer", "--option", "practice=true"), "has no such option")):
        with pytest.raises(SystemExit):
            target(*argv)
        assert words in capsys.readouterr().err
    # Kortfotboll: each player's formation (Blue's,Red's; one value for both), the jokers; a table
    # preference (card backs...) is the lobby's, not a game option.
    assert target("kortfotboll", "--option", "formations=4-3-3,5-3-2", "--option", "jokers=0") == (
        "kortfotboll", None, {"formations": ["4-3-3", "5-3-2"], "jokers": 0})
    assert target("kortfotboll", "--option", "formations=3-5-2") == ("kortfotboll", None,
                                                                      {"formations": ["3-5-2", "3-5-2"]})
    assert target("kortfotboll", "--option", "formations=4-4-2,4-4-2") == ("kortfotboll", None, {})
    for argv, words in ((("kortfotboll", "--option", "formations=4-4-2,9-9"), "(Blue's,Red's)"),
                        (("kortfotboll", "--option", "notes=true"), "has no such option")):
        with pytest.raises(SystemExit):
            target(*argv)
        assert words in capsys.readouterr().err
    code = "x"
    with pytest.raises(SystemExit):
        cli.play_target(p.parse_args(["play", "--code", code, "--option", "practice=true"]), p)
    assert "--option cannot go with --code" in capsys.readouterr().err
