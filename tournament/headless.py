"""`python main.py tournament`: a computer-only tournament played headless.

The tournament is kept in the database given with --db, one transaction per
finished game. Running the same command again finds the tournament with the
same settings in that file and carries on where it stopped (after a crash or
a kill, nothing recorded is lost); a finished one is simply reported again.
The report is one JSON object on stdout: fixtures with results and the final
standings with points and tie-break values.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

from engines import ALL_GAME_IDS, GAMES, TITLES
from tournament.model import FORMATS, PENTATHLON, Config, Entrant, GameRecord, GameSpec, parse_entrants
from tournament.runner import Tournament, play_out
from tournament.standings import Scoring
from tournament.store import StoreError, TournamentStore, export


def entrants_arg(text: str) -> tuple[Entrant, ...]:
    """NAME=cpu:LEVEL,... (2 to 16, distinct names)."""
    try:
        entrants = parse_entrants(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    humans = [e.name for e in entrants if not e.is_cpu]
    if humans:
        raise argparse.ArgumentTypeError(f"the command line plays computer entrants only ({', '.join(humans)} "
                                         "is human); tournaments with people are set up in the arcade")
    return entrants


def scoring_arg(text: str) -> Scoring:
    """W,D,L points, e.g. 3,1,0."""
    try:
        win, draw, loss = (int(p) for p in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"--points takes three whole numbers W,D,L such as 3,1,0, not {text!r}")
    if not win > draw >= loss >= 0:
        raise argparse.ArgumentTypeError(f"points must satisfy win > draw >= loss >= 0, got {text!r}")
    return Scoring(win, draw, loss)


def add_parser(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    """The `tournament` subcommand's arguments."""
    p = sub.add_parser("tournament", help="a computer-only tournament, headless; prints JSON",
                       description="Play (or resume) a computer-only tournament kept in --db and print the "
                                   "fixtures and standings as JSON.")
    p.add_argument("--format", required=True, choices=FORMATS)
    p.add_argument("--rounds", type=int, default=None, help="Swiss rounds (default: log2 of the field + 1)")
    p.add_argument("--game", required=True, choices=(*ALL_GAME_IDS, PENTATHLON), metavar="GAME",
                   help=f"one of: {', '.join(ALL_GAME_IDS)}, or {PENTATHLON} (every implemented game)")
    p.add_argument("--entrants", required=True, type=entrants_arg, help="NAME=cpu:LEVEL,... (2 to 16)")
    p.add_argument("--db", required=True, type=Path, help="the tournament database (created if missing)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--points", type=scoring_arg, default=Scoring(), help="W,D,L (default 3,1,0)")
    p.add_argument("--name", default="Tournament", help="a name for the tournament")
    p.add_argument("--export", type=Path, default=None, help="also write the results to FILE.csv or FILE.json")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")


def config_from(args: argparse.Namespace) -> Config:
    """The configuration the arguments describe (ValueError for a bad combination)."""
    events = tuple(g for g in ALL_GAME_IDS if g in GAMES) if args.game == PENTATHLON else (args.game,)
    return Config(format=args.format, events=events, entrants=args.entrants, seed=args.seed, rounds=args.rounds,
                  scoring=args.points, pentathlon=args.game == PENTATHLON, name=args.name)


def run(args: argparse.Namespace, parser: argparse.ArgumentParser, write: Callable[[Path, bytes], None]) -> int:
    """Play or resume the tournament; print the JSON report. `write(path, data)` writes the --export file
    (tools/cli.py passes `core.storage.atomic_write`)."""
    if args.game != PENTATHLON and args.game not in GAMES:
        print(f"{TITLES[args.game]} is not available yet. Available: {', '.join(GAMES)} or {PENTATHLON}.",
              file=sys.stderr)
        return 1
    try:
        config = config_from(args)
    except ValueError as exc:
        parser.error(str(exc))
    try:
        store = TournamentStore(args.db)
    except StoreError as exc:
        print(f"{exc} Nothing was changed; give another --db file.", file=sys.stderr)
        return 1
    with store:
        try:
            tid, tournament = _find_or_create(store, config, quiet=args.quiet)
        except DamagedTournament as exc:
            print(f"{exc} Nothing was changed.", file=sys.stderr)
            return 1
        except StoreError as exc:
            print(f"{exc} Nothing was changed; give another --db file.", file=sys.stderr)
            return 1

        def save(games: list[GameRecord]) -> None:
            store.add_games(tid, games, finished=tournament.finished)

        def progress(spec: GameSpec, game: GameRecord) -> None:
            if not args.quiet:
                print(f"round {tournament.fixtures[spec.fixture].round}, {TITLES[spec.game_id]}: "
                      f"{tournament.name(spec.blue)} v {tournament.name(spec.red)} {tournament.game_words(game)}",
                      file=sys.stderr, flush=True)

        play_out(tournament, save, progress)
        if tournament.finished:
            store.add_games(tid, [], finished=True)
        report = tournament.to_json()
    if args.export is not None:
        try:
            export(tournament, args.export, write)
        except (OSError, ValueError) as exc:
            print(f"could not export to {args.export}: {exc}", file=sys.stderr)
            print(json.dumps(report))
            return 1
    print(json.dumps(report))
    return 0


class DamagedTournament(StoreError):
    """A stored tournament of the same name whose configuration cannot be read."""


def _find_or_create(store: TournamentStore, config: Config, quiet: bool) -> tuple[int, Tournament]:
    """The stored tournament with these settings (latest first), or a new one."""
    for summary in store.summaries():
        if summary.config == config:
            tournament = store.load(summary.id)
            if not quiet:
                state = "finished" if tournament.finished else "resuming"
                print(f"{state}: {summary.name} in {store.path} ({summary.games} games recorded)",
                      file=sys.stderr)
            return summary.id, tournament
    for tid, name, why in store.damaged():
        if name == config.name:  # it may be this very tournament: never play it all again as a new one
            raise DamagedTournament(f"{store.path}: the tournament {name!r} (number {tid}) has a damaged configuration "
                             f"({why}). It is kept as it is, and not started again: give another --name to "
                             f"start a new one.")
    return store.create(config), Tournament(config)
