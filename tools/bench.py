"""`python main.py bench`: frame times of every scene under scripted activity.

Each scene runs headless for N frames of simulated 1/60 s while a script
presses buttons (focus moving, pages turning, cards playing); the wall time of
each whole frame (input, update, draw, present) is recorded. A bare
clear-and-flip loop measured in the same run is the baseline, since the dummy
driver's flip is free and absolute numbers vary from machine to machine.
Start-up is measured in a child process: process start to first frame shown.
The synthesis of every sound effect (at 44.1 kHz, cold caches) is timed too, and so is
composing the two music loops (`music_compose_ms`; the arcade does it in a worker process
after its first frame, once per machine: the loops are cached).

`python main.py bench --soak MINUTES` is the memory soak instead: computer-vs-computer
games of every playable game with menus between them, resident memory sampled
after a warm-up round, every 30 s and at the end (see `run_soak`).
"""

from __future__ import annotations

import gc
import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from core.memory import release_free_heap
from tools.cli import FIRST_FRAME
from tools.simulate import percentile

FRAME_S = 1 / 60
#: The script for each scene: every PERIOD frames, press the next action in the list.
SCRIPTS: dict[str, tuple[int, list[str]]] = {
    "menu": (20, ["RIGHT", "RIGHT", "DOWN", "RIGHT", "UP", "LEFT", "LEFT", "SKIP"]),
    "settings": (15, ["DOWN", "DOWN", "RIGHT", "LEFT", "DOWN", "UP", "UP", "UP"]),
    "keys": (15, ["DOWN", "RIGHT", "DOWN", "LEFT", "UP", "UP"]),
    "rules": (20, ["DOWN", "UP"]),
    "lobby": (20, ["DOWN", "RIGHT", "LEFT", "UP"]),
    "card_table": (45, ["RIGHT", "RIGHT", "CONFIRM", "LEFT"]),
    "pause": (15, ["DOWN", "UP"]),
}


def stats(samples_ms: list[float]) -> dict[str, float]:
    return {
        "median_ms": round(percentile(samples_ms, 0.5), 3),
        "p95_ms": round(percentile(samples_ms, 0.95), 3),
        "p99_ms": round(percentile(samples_ms, 0.99), 3),
        "max_ms": round(max(samples_ms), 3) if samples_ms else 0.0,
    }


def bench_scene(app: Any, name: str, frames: int, pump: bool = False) -> list[float]:
    """Frame times (ms) of one scene under its script; `pump`: SDL's events are pumped each frame, as
    the arcade's loop does (a real window's queue must be served; nothing is handed to the scene)."""
    import pygame

    from core.input import Action, InputEvent
    from core.scene import Scene
    from tools.demos import OVERLAYS, make_scene

    # The scene before goes first, as the App frees a table that leaves (a full collection: a table is a
    # web of references), so the peak memory of a run is the largest scene's, not two tables side by side.
    app.stack.reset(Scene())
    app.stack.apply_pending()
    gc.collect()
    # Computer players think in their worker process, as in a real game, at the hard level: its search is
    # what a player waits on and what competes with the frames for the CPU.
    app.stack.reset(make_scene("menu") if name in OVERLAYS else make_scene(name, sync_bots=False, level="hard"))
    if name in OVERLAYS:
        app.stack.push(make_scene(name))
    app.stack.apply_pending()
    period, script = SCRIPTS.get(name, (30, []))
    samples: list[float] = []
    for i in range(frames + 30):
        if script and i % period == period - 1:
            action = script[(i // period) % len(script)]
            app.dispatch(InputEvent(Action(action), "kb1", 0))
        t0 = time.perf_counter()
        if pump:
            pygame.event.pump()
        app.frame(FRAME_S)
        if i >= 30:  # warm-up frames fill the caches
            samples.append((time.perf_counter() - t0) * 1000.0)
    return samples


def baseline(frames: int) -> list[float]:
    """A bare clear-and-flip loop on the same display, for comparison."""
    import pygame

    surface = pygame.display.get_surface()
    assert surface is not None, "the baseline runs on the display the app opened"
    samples = []
    for i in range(frames):
        t0 = time.perf_counter()
        pygame.event.pump()
        surface.fill((i % 255, 0, 0))
        pygame.display.flip()
        samples.append((time.perf_counter() - t0) * 1000.0)
    return samples


def synthesis_ms(rounds: int = 3) -> float:
    """Milliseconds to synthesize every sound at 44.1 kHz with cold caches (best of `rounds`); the
    caches are full again afterwards. Measured here, not asserted in tests (machines vary)."""
    from core import synth

    best = float("inf")
    for _ in range(rounds):
        synth.clear_caches()
        t0 = time.perf_counter()
        for name in synth.SOUND_NAMES:
            synth.synthesize(name, 44100)
        best = min(best, time.perf_counter() - t0)
    return round(best * 1000.0, 1)


def music_ms() -> float:
    """Milliseconds to compose both music loops at 44.1 kHz from cold (once: it takes seconds). The arcade
    does this in a worker process after its first frame, and only when the loops are not in its cache."""
    from core import music

    music.clear_caches()
    t0 = time.perf_counter()
    music.compose_all(44100)
    return round((time.perf_counter() - t0) * 1000.0, 1)


def startup_seconds() -> float:
    """Seconds from starting `main.py _first-frame` to its first frame on screen."""
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    main = Path(__file__).resolve().parent.parent / "main.py"
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, str(main), FIRST_FRAME], stdout=subprocess.PIPE, env=env)
    assert proc.stdout is not None
    proc.stdout.readline()
    elapsed = time.perf_counter() - t0
    proc.wait(timeout=30)
    return round(elapsed, 3)


def video_problem() -> str | None:
    """Why `bench --video` cannot measure a screen here (None: it can): SDL_VIDEODRIVER names a driver
    without one (the dummy driver's flip is free, so its figures say nothing about a TV)."""
    driver = os.environ.get("SDL_VIDEODRIVER", "").strip().lower()
    if driver in ("dummy", "offscreen"):
        return (f"bench --video measures a real screen, but SDL_VIDEODRIVER={driver} has none: unset it "
                f"(or run under a display server, e.g. Xvfb) and try again.")
    return None


def video_report(app: Any) -> dict[str, Any]:
    """What `bench --video` ran on: the driver, the window, who scales, VSync."""
    import pygame

    display = app.display
    w, h = display.window_size_now()
    return {"driver": pygame.display.get_driver(), "window": f"{w}x{h}", "fullscreen": display.fullscreen,
            "renderer_scales": display.renderer_scales, "vsync": display.vsync_on,
            "scale_filter": os.environ.get("SDL_RENDER_SCALE_QUALITY", "")}


def run_bench(frames: int, size: tuple[int, int] | None, video: bool = False) -> dict[str, Any]:
    """Every scene's frame times; `video`: on the real driver, full screen (size None) or in a window."""
    from scenes.routes import make_headless_app, make_video_app
    from tools.demos import scene_names

    if video:
        app = make_video_app(size)
        report: dict[str, Any] = {"video": video_report(app)}
        report["size"] = report["video"]["window"]
    else:
        size = size or (1920, 1080)
        app = make_headless_app(size)
        report = {"size": f"{size[0]}x{size[1]}"}
    report.update({"frames": frames, "scenes": {}})
    for name in scene_names():
        report["scenes"][name] = stats(bench_scene(app, name, frames, pump=video))
    report["baseline"] = stats(baseline(frames))
    app.close()
    report["startup_s"] = startup_seconds()
    report["audio_synthesis_ms"] = synthesis_ms()
    report["music_compose_ms"] = music_ms()
    report["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, 1)
    return report


# -- the soak: `python main.py bench --soak MINUTES` ---------------------------------------------------
#
# Computer-against-computer games of every playable game, one after another, with the menu, a lobby,
# the tournament list and the replays list visited between games, frames driven as fast as the
# machine allows with simulated time (FRAME_S a frame, no sleeping). The resident memory of this
# process is sampled after a warm-up round (so first-time caches, fonts and imports do not count as
# growth), every SOAK_SAMPLE_S seconds and at the end; a growth beyond --max-growth-mb fails. Each
# sample follows a full garbage collection and glibc's malloc_trim: without it the C heap keeps tens
# of MB of freed pages resident (big surfaces come and go with every game), and raw readings swing by
# +-20 MB from one sample to the next; the raw figures are reported too.
# Every game scene starts its own bot worker process, so the worker's figure is per game: its
# resident memory near the end of the first measured game and of the last one.

#: Computer games run this much faster to watch (animations, effects, the thinking pause).
SOAK_SPEED = 4.0
SOAK_SAMPLE_S = 30.0
#: The levels of (Blue, Red), taken in turn game after game (no random-against-random: too long).
SOAK_LEVELS: tuple[tuple[str, str], ...] = (("normal", "easy"), ("easy", "normal"), ("hard", "easy"),
                                           ("random", "normal"), ("easy", "hard"))
#: Rounds (every game once, with the screens between) played before the first sample.
SOAK_WARMUP_ROUNDS = 1
#: Frames shown on the result screen before the next game starts.
SOAK_RESULT_FRAMES = 45
#: The screens visited between two games: (name, frames, script period, actions pressed in turn).
SOAK_VISITS: tuple[tuple[str, int, int, tuple[str, ...]], ...] = (
    ("menu", 90, 12, ("RIGHT", "DOWN", "RIGHT", "UP", "LEFT", "LEFT")),
    ("lobby", 60, 12, ("DOWN", "RIGHT", "LEFT", "UP")),
    ("tournament", 60, 12, ("DOWN", "DOWN", "UP", "UP")),
    ("replays", 60, 12, ("DOWN", "DOWN", "UP", "UP")),
)
#: Frame times go into a fixed histogram (HIST_STEP_MS wide bins), so measuring does not itself grow.
HIST_STEP_MS = 0.01
HIST_BINS = 20_000  # up to 200 ms; slower frames land in the last bin (the max is kept exactly)
DEFAULT_MAX_GROWTH_MB = 8.0
EXIT_GROWTH = 1


def soak_minutes(text: str) -> float:
    """--soak MINUTES: a number of minutes above 0 (fractions allowed), at most a day."""
    import argparse

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of minutes, got {text!r}") from None
    if not 0 < value <= 1440:
        raise argparse.ArgumentTypeError(f"minutes must be above 0 and at most 1440, got {value:g}")
    return value


def megabytes(text: str) -> float:
    import argparse

    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of MB, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"MB cannot be below 0, got {value:g}")
    return value


def add_soak_arguments(parser: Any) -> None:
    """The soak's options on the `bench` parser."""
    parser.add_argument("--soak", type=soak_minutes, default=None, metavar="MINUTES",
                        help="instead of frame times: computer-vs-computer games of every game, menus between "
                             "them, for MINUTES of wall-clock time; reports resident memory at start and end")
    parser.add_argument("--max-growth-mb", type=megabytes, default=DEFAULT_MAX_GROWTH_MB, metavar="MB",
                        help=f"with --soak: exit 1 when memory grew by more than MB (default {DEFAULT_MAX_GROWTH_MB:g})")


def rss_mb(pid: int | str = "self") -> float | None:
    """Resident memory of a process in MB (Linux /proc), or None when it cannot be read."""
    try:
        with open(f"/proc/{pid}/statm") as f:
            pages = int(f.read().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE") / (1024.0 * 1024.0)


def peak_rss_mb() -> float:
    """The most resident memory this process has had at any moment so far (its high-water mark)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024.0 * 1024.0) if sys.platform == "darwin" else peak / 1024.0


def self_rss_mb() -> float:
    """This process's resident memory now; the peak so far where /proc is missing (not Linux)."""
    now = rss_mb()
    return now if now is not None else peak_rss_mb()


def worker_rss_mb(worker: Any) -> float | None:
    """Resident memory of a BotWorker's process, or None (not started, synchronous, or gone)."""
    pool = getattr(worker, "_pool", None)
    pids = list(getattr(pool, "_processes", None) or {})  # ProcessPoolExecutor's pid -> process
    sizes = [s for s in (rss_mb(pid) for pid in pids) if s is not None]
    return sum(sizes) if sizes else None


class FrameHistogram:
    """Frame times in fixed bins: percentiles without keeping every sample."""

    def __init__(self) -> None:
        from array import array

        self.bins = array("q", bytes(8 * HIST_BINS))
        self.count = 0
        self.max_ms = 0.0

    def add(self, ms: float) -> None:
        self.bins[min(HIST_BINS - 1, int(ms / HIST_STEP_MS))] += 1
        self.count += 1
        if ms > self.max_ms:
            self.max_ms = ms

    def percentile(self, q: float) -> float:
        if not self.count:
            return 0.0
        rank = max(1, min(self.count, int(round(q * self.count))))
        seen = 0
        for i, n in enumerate(self.bins):
            seen += n
            if seen >= rank:
                return min(self.max_ms, (i + 1) * HIST_STEP_MS)
        return self.max_ms

    def stats(self) -> dict[str, float]:
        return {"median_ms": round(self.percentile(0.5), 2), "p95_ms": round(self.percentile(0.95), 2),
                "p99_ms": round(self.percentile(0.99), 2), "max_ms": round(self.max_ms, 2)}


class Soak:
    """Drives one headless App through games and menus and keeps the tallies."""

    def __init__(self, app: Any, games: list[str]) -> None:
        self.app = app
        self.games = games
        self.number = 0  # games started, warm-up included: picks the seed and the levels
        self.measuring = False
        self.t0 = time.perf_counter()
        self.last_sample = self.t0
        self.frames = 0
        self.hist = FrameHistogram()
        self.played: dict[str, int] = {g: 0 for g in games}
        self.unfinished = 0
        self.visits = 0
        self.moves = 0
        self.samples: list[dict[str, Any]] = []
        self.worker_first: float | None = None
        self.worker_last: float | None = None
        self.worker_max = 0.0
        self.fallbacks: list[str] = []
        #: The bot worker of the game being played (None between games).
        self.worker: Any = None
        #: Whether samples are taken after malloc_trim (glibc): rss_mb is then memory in use.
        self.trimmed = False

    # -- frames and samples ---------------------------------------------------------------------------
    def frame(self) -> None:
        t0 = time.perf_counter()
        self.app.frame(FRAME_S)
        if self.measuring:
            self.hist.add((time.perf_counter() - t0) * 1000.0)
            self.frames += 1
            if time.perf_counter() - self.last_sample >= SOAK_SAMPLE_S:
                self.sample()

    def sample(self) -> dict[str, Any]:
        """One reading: this process after a full garbage collection, as it stands (raw) and after the
        C heap's free pages went back to the system (rss_mb: what is in use), and the worker if one runs."""
        import gc

        gc.collect()
        now = time.perf_counter()
        self.last_sample = now
        raw = self_rss_mb()
        self.trimmed = release_free_heap()
        rss = self_rss_mb() if self.trimmed else raw
        worker = worker_rss_mb(self.worker) if self.worker is not None else None
        from core import text

        entry = {"t_s": round(now - self.t0, 1) if self.measuring else 0.0, "rss_mb": round(rss, 1),
                 "label_cache_mb": round(text.label_cache_bytes() / 1048576, 1),
                 "rss_raw_mb": round(raw, 1), "worker_rss_mb": round(worker, 1) if worker is not None else None,
                 "games": sum(self.played.values()), "py_objects": len(gc.get_objects())}
        self.samples.append(entry)
        return entry

    def park(self) -> None:
        """Leave whatever runs for the main menu (the last game's worker closes, its saves are written):
        the same quiet state for the first sample and the last."""
        from core.autosave import WRITER
        from scenes.front.menu import MainMenu

        self.app.stack.reset(MainMenu(seed=self.number))
        self.app.stack.apply_pending()
        self.worker = None
        WRITER.flush(timeout=10.0)

    def start_measuring(self) -> None:
        from core import text

        self.park()
        # Every bounded cache as full as it will get before the first sample, so growth after it is a leak,
        # not the label cache filling up over the minutes (it swung the end reading by about 8 MB).
        text.fill_label_cache()
        self.measuring = True
        self.t0 = time.perf_counter()
        self.sample()

    # -- one game, one intermission -----------------------------------------------------------------
    def play_game(self, game_id: str, deadline: float | None) -> bool:
        """One computer-vs-computer game to its result screen; False if the deadline came first."""
        from scenes.play.base import ResultScene
        from match.setup import GameSetup, SeatSpec
        from scenes.registry import make_game_scene

        blue, red = SOAK_LEVELS[(self.number // max(1, len(self.games))) % len(SOAK_LEVELS)]
        seed = 1000 + self.number
        self.number += 1
        scene: Any = make_game_scene(GameSetup(game_id, seed, (SeatSpec("cpu", blue), SeatSpec("cpu", red))),
                                     sync_bots=False)  # the real worker process, as in the arcade
        scene.speed = SOAK_SPEED
        self.app.stack.reset(scene)
        self.worker = scene.worker
        finished = False
        shown = 0
        n = 0
        worker_seen: float | None = None
        while shown < SOAK_RESULT_FRAMES:
            if deadline is not None and time.perf_counter() >= deadline:
                break
            self.frame()
            n += 1
            if isinstance(self.app.stack.top, ResultScene):
                finished = True
                shown += 1
            elif n % 240 == 0 and not scene.finished:
                worker_seen = worker_rss_mb(scene.worker) or worker_seen  # the worker as the game goes on
        self.worker = None
        if scene.worker.fallback_reason or (scene.worker.sync and not finished):
            self.fallbacks.append(f"{game_id}: {scene.worker.fallback_reason or 'worker fell back to sync'}")
        if self.measuring:
            self.moves += scene.match.ply
            if finished:
                self.played[game_id] += 1
            else:
                self.unfinished += 1
            if worker_seen is not None:
                if self.worker_first is None:
                    self.worker_first = worker_seen
                self.worker_last = worker_seen
                self.worker_max = max(self.worker_max, worker_seen)
        return finished

    def visit(self, game_id: str, deadline: float | None) -> None:
        """The screens between games, each for a moment with keys pressed: their caches get used."""
        from core.input import Action, InputEvent
        from scenes.front.lobby import LobbyScene
        from scenes.front.menu import MainMenu
        from scenes.front.replays import ReplaysScene
        from scenes.tournament.menu import TournamentMenu
        from tools.demos import demo_store

        for name, frames, period, script in SOAK_VISITS:
            store = None
            if name == "menu":
                scene: Any = MainMenu(seed=self.number)
            elif name == "lobby":
                scene = LobbyScene(game_id, seed=self.number)
            elif name == "tournament":
                store = demo_store(self.number)  # a few tournaments to list; closed after the visit
                scene = TournamentMenu(store)
            else:
                scene = ReplaysScene()  # this soak's own replays folder: the games just played
            self.app.stack.reset(scene)
            for i in range(frames):
                if deadline is not None and time.perf_counter() >= deadline:
                    break
                if i % period == period - 1:
                    self.app.dispatch(InputEvent(Action(script[(i // period) % len(script)]), "kb1", 0))
                self.frame()
            if store is not None:
                self.app.stack.reset(MainMenu(seed=self.number))
                self.app.stack.apply_pending()  # the tournament menu has left before its store closes
                store.close()
        if self.measuring:
            self.visits += 1

    def report(self, minutes: float) -> dict[str, Any]:
        start, end = self.samples[0], self.samples[-1]
        return {
            "minutes": minutes,
            "elapsed_s": round(end["t_s"], 1),
            "speed": SOAK_SPEED,
            "games": dict(self.played),
            "games_unfinished": self.unfinished,
            "visits": self.visits,
            "moves": self.moves,
            "frames": self.frames,
            "frame_ms": self.hist.stats(),
            "rss_start_mb": start["rss_mb"],
            "rss_end_mb": end["rss_mb"],
            "rss_growth_mb": round(end["rss_mb"] - start["rss_mb"], 1),
            "rss_max_mb": max(s["rss_mb"] for s in self.samples),
            "rss_after_malloc_trim": self.trimmed,
            "rss_raw_start_mb": start["rss_raw_mb"],
            "rss_raw_end_mb": end["rss_raw_mb"],
            "rss_raw_max_mb": max(s["rss_raw_mb"] for s in self.samples),
            "worker_rss_start_mb": round(self.worker_first, 1) if self.worker_first is not None else None,
            "worker_rss_end_mb": round(self.worker_last, 1) if self.worker_last is not None else None,
            "worker_rss_max_mb": round(self.worker_max, 1) if self.worker_first is not None else None,
            # the high-water marks, not samples: the arcade's peak (warm-up included) and with its worker's
            "rss_peak_mb": round(peak_rss_mb(), 1),
            "peak_with_worker_mb": round(peak_rss_mb() + (self.worker_max or 0.0), 1),
            "worker_fallbacks": self.fallbacks,
            "rss_samples": self.samples,
        }


def run_soak(minutes: float, size: tuple[int, int] = (1920, 1080)) -> dict[str, Any]:
    """Play games and visit menus for `minutes` of wall-clock time after a warm-up round; the report."""
    import multiprocessing
    import shutil
    import tempfile

    from scenes.routes import make_headless_app
    from core.storage import Paths
    from engines import GAMES
    from scenes.registry import playable

    games = [g for g in GAMES if playable(g)]
    if not games:
        raise RuntimeError("no game can be played yet: nothing to soak")
    base = Path(tempfile.mkdtemp(prefix="matchday-soak-"))
    try:
        app = make_headless_app(size, Paths(config=base / "config", data=base / "data"))
        soak = Soak(app, games)
        for _ in range(SOAK_WARMUP_ROUNDS):  # every game and screen once: first-time caches are not growth
            for game_id in games:
                soak.play_game(game_id, None)
                soak.visit(game_id, None)
        soak.start_measuring()
        deadline = time.perf_counter() + minutes * 60.0
        k = 0
        while time.perf_counter() < deadline:
            game_id = games[k % len(games)]
            k += 1
            if soak.play_game(game_id, deadline):
                soak.visit(game_id, deadline)
        soak.park()
        soak.sample()
        report = soak.report(minutes)
        app.close()
        deadline = time.perf_counter() + 5.0
        while multiprocessing.active_children() and time.perf_counter() < deadline:
            time.sleep(0.05)
        report["worker_processes_left"] = len(multiprocessing.active_children())
        return report
    finally:
        shutil.rmtree(base, ignore_errors=True)


def run_soak_command(args: Any) -> int:
    """`bench --soak MINUTES [--max-growth-mb MB]`: print the report; exit 1 on too much growth."""
    import json

    report = run_soak(args.soak, args.size)
    report["max_growth_mb"] = args.max_growth_mb
    print(json.dumps(report))
    if report["rss_growth_mb"] > args.max_growth_mb:
        print(f"Resident memory grew by {report['rss_growth_mb']} MB in {args.soak:g} minutes "
              f"({report['rss_start_mb']} -> {report['rss_end_mb']} MB), more than the "
              f"{args.max_growth_mb:g} MB allowed.", file=sys.stderr)
        return EXIT_GROWTH
    return 0
