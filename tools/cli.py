"""The command line: launch the arcade, or play / replay / simulate / tournament / bench / shot.

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


def speed_arg(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
    if not 1.0 <= value <= 100.0:
        raise argparse.ArgumentTypeError(f"speed must be between 1 and 100, got {value:g}")
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

    play = sub.add_parser("play", help="jump straight into a game",
                          description="Jump straight into a game. With --code, GAME may be left out: "
                                      "the match code names the game, its options and the seed.")
    play.add_argument("game", nargs="?", choices=ALL_GAME_IDS, metavar="GAME",
                      help=f"one of: {', '.join(ALL_GAME_IDS)} (optional with --code)")
    start = play.add_mutually_exclusive_group()
    start.add_argument("--seed", type=int, default=None, help="seed for the deal / coin toss (default: random)")
    start.add_argument("--code", default=None, metavar="CODE",
                       help="a match code (e.g. from a replay): the same game, options and seed; "
                            "case, spaces and dashes do not matter")
    start.add_argument("--resume", action="store_true",
                       help="carry on with the unfinished game the arcade saved (no GAME: the save has the game, "
                            "seats and clock)")
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help="a game option the lobby offers, e.g. --option practice=true for Jukem Football's "
                           "practice deck, --option formations=4-3-3,5-3-2 for each Kortfotboll player's "
                           "formation (repeatable; not with --code, whose options are in the code)")
    play.add_argument("--blue", type=seat_arg, default="human", help="human or cpu:LEVEL (default human)")
    play.add_argument("--red", type=seat_arg, default="cpu:normal", help="human or cpu:LEVEL (default cpu:normal)")
    play.add_argument("--clock", type=clock_arg, default=None, metavar="CONTROL",
                      help="chess clock (default none): 15+0 sudden death, 10+5 Fischer increment, "
                           "10d5 simple delay, 10b5 Bronstein delay; minutes each, then seconds a move")
    play.add_argument("--speed", type=speed_arg, default=1.0, metavar="X",
                      help="animations and the computer's thinking pauses run X times faster (1-100, default 1; "
                           "for watching computers play); clocks keep real time")

    sim = sub.add_parser("simulate", help="bots play each other headless; prints JSON")
    sim.add_argument("game", choices=ALL_GAME_IDS, metavar="GAME", help=f"one of: {', '.join(ALL_GAME_IDS)}")
    sim.add_argument("--games", type=positive_int, required=True, help="number of games")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--bots", type=bots_arg, default=("hard", "random"), help="A,B levels (default hard,random)")

    hot = sub.add_parser("hotseat", help="two people on one keyboard, played through the real table by a "
                         "computer pressing each seat's keys: curtains and hand-overs a game; prints JSON")
    hot.add_argument("--games", default="jukem_soccer,jukem_football,goal,kortfotboll",
                     help="comma-separated game ids (default: the four card games)")
    hot.add_argument("--seeds", default="1,2,3", help="comma-separated seeds (default 1,2,3)")
    hot.add_argument("--level", default="easy", help="the computer level that chooses the moves (default easy)")
    hot.add_argument("--privacy-off", action="store_true", help="privacy mode off (hands face up for the screen's seat)")

    bench = sub.add_parser("bench", help="frame times of every scene, headless; prints JSON")
    bench.add_argument("--frames", type=positive_int, default=600)
    bench.add_argument("--size", type=size_arg, default=None,
                       help="window size WxH (default 1920x1080; with --video: full screen at the desktop's size)")
    bench.add_argument("--video", action="store_true",
                       help="on the real video driver (not the dummy one), full screen at the desktop's size or in "
                            "a window of --size: what frames cost on this screen, presenting included")
    from tools.bench import add_soak_arguments

    add_soak_arguments(bench)  # --soak MINUTES, --max-growth-mb MB

    shot = sub.add_parser("shot", help="save a PNG of a scene rendered headless")
    shot.add_argument("scene", nargs="?", help="scene name (see --list)")
    shot.add_argument("--out", type=Path, help="PNG file to write")
    shot.add_argument("--seed", type=int, default=0)
    shot.add_argument("--after", type=non_negative_float, default=1.0, help="simulated seconds before the shot")
    shot.add_argument("--list", action="store_true", help="print the scene names, one a line")

    learn = sub.add_parser("learn", help="learn a game on its table, step by step")
    learn.add_argument("game", choices=ALL_GAME_IDS, metavar="GAME", help=f"one of: {', '.join(ALL_GAME_IDS)}")

    rep = sub.add_parser("replay", help="watch a saved game (or check it headless with --check)")
    rep.add_argument("file", type=Path, metavar="FILE", help="a replay file (.json) saved by Matchday")
    rep.add_argument("--check", action="store_true",
                     help="replay it headless and print a JSON summary; exit 1 with the reason if it does not replay")

    from tournament.headless import add_parser as add_tournament_parser

    add_tournament_parser(sub)

    from tools.fuzz import add_parser as add_fuzz_parser

    add_fuzz_parser(sub, ALL_GAME_IDS)

    return parser


def first_frame() -> int:
    """Start the arcade headless, show one frame of the menu, say 'ready', exit (for bench)."""
    from scenes.routes import make_headless_app
    from scenes.front.menu import MainMenu

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
        from tools.simulate import simulate

        report, errors = simulate(args.game, GAMES[args.game], args.games, args.seed, args.bots)
        print(json.dumps(report))
        return 1 if errors else 0
    if cmd == "hotseat":
        from tools.hotseat import play_hotseat, summary

        games = [g for g in args.games.split(",") if g]
        for g in games:
            if g not in GAMES:
                return unavailable(g)
        counts = [play_hotseat(g, int(seed), level=args.level, privacy=not args.privacy_off)
                  for g in games for seed in args.seeds.split(",") if seed]
        print(json.dumps({"games": [c.as_dict() for c in counts], "summary": summary(counts)}))
        return 0
    if cmd == "shot":
        from tools.demos import scene_names

        names = scene_names()
        if args.list:
            print("\n".join(names))
            return 0
        if not args.scene or args.out is None:
            parser.error("shot needs SCENE and --out FILE.png (or --list)")
        if args.scene not in names and args.scene.partition(":")[0] not in names:  # guide_GAME:N is a page
            if args.scene in ALL_GAME_IDS:
                return unavailable(args.scene, [g for g in ALL_GAME_IDS if g in names])
            parser.error(f"unknown scene {args.scene!r}; known: {', '.join(names)}")
        from tools.shot import take_shot

        try:
            out = take_shot(args.scene, args.out, args.seed, args.after)
        except OSError as exc:
            print(f"could not write {args.out}: {exc.strerror or exc}", file=sys.stderr)
            return 1
        print(out)
        return 0
    if cmd == "fuzz":
        if args.game is not None and args.game not in GAMES:
            return unavailable(args.game)
        from tools.fuzz import run as run_fuzz

        return run_fuzz(args, GAMES)
    if cmd == "tournament":
        from core.storage import atomic_write
        from tournament.headless import run as run_tournament

        return run_tournament(args, parser, atomic_write)
    if cmd == "bench":
        from tools.bench import run_bench, run_soak_command

        if args.soak is not None:
            if args.video:
                parser.error("--video measures frame times; the soak runs headless (leave one out)")
            if args.size is None:
                args.size = (1920, 1080)
            return run_soak_command(args)
        if args.video:
            from tools.bench import video_problem

            problem = video_problem()
            if problem:
                print(problem, file=sys.stderr)
                return 1
            print(json.dumps(run_bench(args.frames, args.size, video=True)))
            return 0
        print(json.dumps(run_bench(args.frames, args.size or (1920, 1080))))
        return 0
    fullscreen = True if args.fullscreen else (False if args.windowed else None)
    if cmd == "replay":
        return run_replay(args.file, args.check, fullscreen)
    if cmd == "learn":
        from scenes.play.learn import LearnScene, has_lesson

        if not has_lesson(args.game):
            print(f"There is no lesson for {TITLES[args.game]} yet.", file=sys.stderr)
            return 1
        return launch(fullscreen, lambda: LearnScene(args.game))
    if cmd == "play":
        from core.seeds import fresh_seed
        from match.setup import GameSetup, SeatSpec
        from scenes.registry import make_game_scene, playable

        if args.resume:
            if args.game is not None:
                parser.error("play --resume takes no GAME: the saved game says which game it is")
            return resume_saved(fullscreen, args.speed)
        game, seed, options = play_target(args, parser)
        if not playable(game):
            return unavailable(game, [g for g in ALL_GAME_IDS if playable(g)])
        if seed is None:
            seed = fresh_seed()
        setup = GameSetup(game, seed, (SeatSpec.parse(args.blue), SeatSpec.parse(args.red)), args.clock, options)
        return launch(fullscreen, lambda: with_speed(make_game_scene(setup), args.speed))
    from scenes.front.menu import MainMenu

    # The arcade starting: an unfinished game saved earlier is offered first (Resume / Discard).
    return launch(fullscreen, lambda: MainMenu(offer_resume=True))


def with_speed(scene, speed: float):  # type: ignore[no-untyped-def]
    """A game scene with `play --speed` applied (untouched at the normal speed)."""
    if speed != 1.0:
        scene.speed = speed
    return scene


def resume_saved(fullscreen: bool | None, speed: float) -> int:
    """`play --resume`: open the unfinished game from the autosave, or say why there is none."""
    from core.replay import ReplayError, read_autosave
    from core.storage import default_paths

    log, message = read_autosave(default_paths())
    if log is None:
        print(message or "There is no unfinished game to resume.", file=sys.stderr)
        return 1

    def first():  # type: ignore[no-untyped-def]
        from scenes.front.resume import resumed_scene

        try:
            return with_speed(resumed_scene(log), speed)
        except ReplayError as exc:
            from scenes.front.menu import MainMenu

            print(f"The saved game could not be resumed: {exc}", file=sys.stderr)
            return MainMenu()

    return launch(fullscreen, first)


def play_target(args: argparse.Namespace, parser: argparse.ArgumentParser) -> tuple[str, int | None, dict[str, object]]:
    """(game, seed or None for a random one, options) of `play`, from GAME/--seed or from --code."""
    if args.code is None:
        if args.game is None:
            parser.error("play needs GAME (or --code CODE)")
        return args.game, args.seed, game_options(args.game, args.option, parser)
    if args.option:
        parser.error("--option cannot go with --code: the match code already names the game's options")
    from core.replay import parse_match_code

    try:
        game, seed, options = parse_match_code(args.code)
    except ValueError as exc:
        parser.error(f"--code: {exc}")
    if args.game is not None and args.game != game:
        parser.error(f"--code {args.code!r} is a code for {game}, not {args.game}")
    return game, seed, options


def game_options(game: str, pairs: list[str], parser: argparse.ArgumentParser) -> dict[str, object]:
    """`--option KEY=VALUE` pairs as the game's options: each key one the lobby offers, each value one of
    its choices (written as the lobby's value: true/false, a number, a word). Defaults are left out, as
    the lobby leaves them out."""
    from scenes.registry import entry

    found = entry(game)
    # Table preferences (card backs, ...) are the lobby's and the settings', never the engine's.
    offered = {o.key: o for o in (found.options if found is not None else ()) if not o.pref}
    out: dict[str, object] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            parser.error(f"--option {pair!r}: write KEY=VALUE, e.g. practice=true")
        option = offered.get(key.strip())
        if option is None:
            known = ", ".join(sorted(offered)) or "none"
            parser.error(f"--option {key!r}: {game} has no such option (its options: {known})")
        by_text = {str(v).lower(): v for v, _words in option.choices}
        # A per-seat option takes Blue's and Red's choices, comma-separated (one value: both seats).
        texts = [t.strip().lower() for t in value.split(",")] if option.per_seat else [value.strip().lower()]
        if option.per_seat and len(texts) == 1:
            texts *= 2
        if len(texts) != (2 if option.per_seat else 1) or any(t not in by_text for t in texts):
            form = " (Blue's,Red's)" if option.per_seat else ""
            parser.error(f"--option {key}={value}: choose one of {', '.join(by_text)}{form}")
        chosen = [by_text[t] for t in texts]
        default = option.choices[0][0]
        if any(c != default for c in chosen):
            out[option.key] = chosen if option.per_seat else chosen[0]
    return out


def run_replay(file: Path, check_only: bool, fullscreen: bool | None) -> int:
    """`replay FILE [--check]`: print a checked summary, or open the replay viewer."""
    from core.replay import ReplayError, check, load_replay

    try:
        log = load_replay(file)
        summary = check(log, str(file))
    except ReplayError as exc:
        print(exc, file=sys.stderr)
        return 1
    if check_only:
        print(json.dumps(summary))
        return 0
    from scenes.front.replay_viewer import ReplayViewer

    return launch(fullscreen, lambda: ReplayViewer(log, str(file)))


def launch(fullscreen: bool | None, first) -> int:  # type: ignore[no-untyped-def]
    """Open the arcade with a first scene and run until the player quits."""
    import pygame

    from scenes.routes import make_app

    try:
        app = make_app(fullscreen)
    except pygame.error as exc:
        print(f"Matchday could not open a window: {exc}", file=sys.stderr)
        return 1
    app.run(first())
    pygame.quit()
    return 0
