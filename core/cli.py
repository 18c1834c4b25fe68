"""The command line: launch the arcade, or play / simulate / tournament / bench / shot.

Argument errors are argparse's: a clear message and exit code 2. A game that
exists in the rulebooks but is not implemented yet is refused with a plain
sentence and exit code 1, never a fake game.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from engines import ALL_GAME_IDS, GAMES, TITLES
from tournament.clock import TimeControl

CPU_LEVELS = ("random", "easy", "normal", "hard")
EXIT_UNAVAILABLE = 1
#: Hidden command used by `bench` to time start-up in a child process.
FIRST_FRAME = "_first-frame"


CLOCK_FORMS = ("15+0 (sudden death: 15 min each), 10+5 (Fischer: 10 min, 5 s added a move), "
               "10d5 (simple delay: first 5 s of a move free), 10b5 (Bronstein: up to 5 s of a move given back)")


def clock_arg(text: str) -> str:
    """Any time control tournament.clock.TimeControl reads: 15+0, 10+5, 10d5, 10b5; returned normalised."""
    try:
        return TimeControl.parse(text).text
    except ValueError:
        raise argparse.ArgumentTypeError(f"a chess clock is MIN+SEC, MINdSEC or MINbSEC: {CLOCK_FORMS}; "
                                         f"got {text!r}") from None


def seat_arg(text: str) -> str:
    """human or cpu:LEVEL."""
    if text == "human" or text == "cpu":
        return "human" if text == "human" else "cpu:normal"
    if text.startswith("cpu:") and text[4:] in CPU_LEVELS:
        return text
    raise argparse.ArgumentTypeError(f"a seat is 'human' or 'cpu:LEVEL' with LEVEL one of {', '.join(CPU_LEVELS)}; "
                                     f"got {text!r}")


def bots_arg(text: str) -> tuple[str, str]:
    """A,B: two computer levels."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 2 or any(p not in CPU_LEVELS for p in parts):
        raise argparse.ArgumentTypeError(f"--bots takes two levels separated by a comma "
                                         f"(from {', '.join(CPU_LEVELS)}), e.g. hard,random; got {text!r}")
    return (parts[0], parts[1])


def size_arg(text: str) -> tuple[int, int]:
    """WxH, e.g. 1920x1080."""
    m = re.fullmatch(r"(\d{2,5})[xX](\d{2,5})", text.strip())
    if not m:
        raise argparse.ArgumentTypeError(f"size must look like WIDTHxHEIGHT (e.g. 1920x1080), not {text!r}")
    return (int(m.group(1)), int(m.group(2)))


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a number above 0, got {value}")
    return value


def non_negative_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not 0 <= value <= 3600:
        raise argparse.ArgumentTypeError(f"seconds must be between 0 and 3600, got {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="main.py",
        description="Matchday: five football tabletop games for two. Without a command, the arcade opens.",
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help="open in a window (remembered)")
    mode.add_argument("--fullscreen", action="store_true", help="open full screen (remembered)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="jump straight into a game")
    play.add_argument("game", choices=ALL_GAME_IDS, metavar="GAME", help=f"one of: {', '.join(ALL_GAME_IDS)}")
    play.add_argument("--seed", type=int, default=None, help="seed for the deal / coin toss (default: random)")
    play.add_argument("--blue", type=seat_arg, default="human", help="human or cpu:LEVEL (default human)")
    play.add_argument("--red", type=seat_arg, default="cpu:normal", help="human or cpu:LEVEL (default cpu:normal)")
    play.add_argument("--clock", type=clock_arg, default=None, metavar="CONTROL",
                      help="chess clock (default none): 15+0 sudden death, 10+5 Fischer increment, "
                           "10d5 simple delay, 10b5 Bronstein delay; minutes each, then seconds a move")

    sim = sub.add_parser("simulate", help="bots play each other headless; prints JSON")
    sim.add_argument("game", choices=ALL_GAME_IDS, metavar="GAME", help=f"one of: {', '.join(ALL_GAME_IDS)}")
    sim.add_argument("--games", type=positive_int, required=True, help="number of games")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--bots", type=bots_arg, default=("hard", "random"), help="A,B levels (default hard,random)")

    bench = sub.add_parser("bench", help="frame times of every scene, headless; prints JSON")
    bench.add_argument("--frames", type=positive_int, default=600)
    bench.add_argument("--size", type=size_arg, default=(1920, 1080), help="window size WxH (default 1920x1080)")

    shot = sub.add_parser("shot", help="save a PNG of a scene rendered headless")
    shot.add_argument("scene", nargs="?", help="scene name (see --list)")
    shot.add_argument("--out", type=Path, help="PNG file to write")
    shot.add_argument("--seed", type=int, default=0)
    shot.add_argument("--after", type=non_negative_float, default=1.0, help="simulated seconds before the shot")
    shot.add_argument("--list", action="store_true", help="print the scene names, one a line")

    from tournament.headless import add_parser as add_tournament_parser

    add_tournament_parser(sub)

    return parser


def first_frame() -> int:
    """Start the arcade headless, show one frame of the menu, say 'ready', exit (for bench)."""
    from core.boot import make_headless_app
    from scenes.menu import MainMenu

    app = make_headless_app()
    app.stack.push(MainMenu())
    app.frame(1 / 60)
    print("ready", flush=True)
    app.close()
    return 0


def unavailable(game: str, available: list[str] | None = None) -> int:
    """Refuse a game that is not implemented; `available` lists what can be used instead (default GAMES)."""
    names = list(GAMES) if available is None else available
    print(f"{TITLES[game]} is not available yet: its rules engine and table are still being built. "
          f"Available now: {', '.join(names) or 'none of the five games yet'}.", file=sys.stderr)
    return EXIT_UNAVAILABLE


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == [FIRST_FRAME]:
        return first_frame()
    parser = build_parser()
    args = parser.parse_args(argv)
    cmd = args.command
    if cmd == "simulate":
        if args.game not in GAMES:
            return unavailable(args.game)
        from core.simulate import simulate

        report, errors = simulate(args.game, GAMES[args.game], args.games, args.seed, args.bots)
        print(json.dumps(report))
        return 1 if errors else 0
    if cmd == "shot":
        from scenes.registry import scene_names

        names = scene_names()
        if args.list:
            print("\n".join(names))
            return 0
        if not args.scene or args.out is None:
            parser.error("shot needs SCENE and --out FILE.png (or --list)")
        if args.scene not in names:
            if args.scene in ALL_GAME_IDS:
                return unavailable(args.scene, [g for g in ALL_GAME_IDS if g in names])
            parser.error(f"unknown scene {args.scene!r}; known: {', '.join(names)}")
        from core.shot import take_shot

        try:
            out = take_shot(args.scene, args.out, args.seed, args.after)
        except OSError as exc:
            print(f"could not write {args.out}: {exc.strerror or exc}", file=sys.stderr)
            return 1
        print(out)
        return 0
    if cmd == "tournament":
        from tournament.headless import run as run_tournament

        return run_tournament(args, parser)
    if cmd == "bench":
        from core.bench import run_bench

        print(json.dumps(run_bench(args.frames, args.size)))
        return 0
    fullscreen = True if args.fullscreen else (False if args.windowed else None)
    if cmd == "play":
        from scenes.registry import GameSetup, SeatSpec, make_game_scene, playable

        if not playable(args.game):
            return unavailable(args.game, [g for g in ALL_GAME_IDS if playable(g)])
        seed = args.seed if args.seed is not None else int.from_bytes(__import__("os").urandom(4), "little")
        setup = GameSetup(args.game, seed, (SeatSpec.parse(args.blue), SeatSpec.parse(args.red)), args.clock)
        return launch(fullscreen, lambda: make_game_scene(setup))
    from scenes.menu import MainMenu

    return launch(fullscreen, MainMenu)


def launch(fullscreen: bool | None, first) -> int:  # type: ignore[no-untyped-def]
    """Open the arcade with a first scene and run until the player quits."""
    import pygame

    from core.boot import make_app

    try:
        app = make_app(fullscreen)
    except pygame.error as exc:
        print(f"Matchday could not open a window: {exc}", file=sys.stderr)
        return 1
    app.run(first())
    pygame.quit()
    return 0
