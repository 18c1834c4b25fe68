"""`python main.py bench`: frame times of every scene under scripted activity.

Each scene runs headless for N frames of simulated 1/60 s while a script
presses buttons (focus moving, pages turning, cards playing); the wall time of
each whole frame (input, update, draw, present) is recorded. A bare
clear-and-flip loop measured in the same run is the baseline, since the dummy
driver's flip is free and absolute numbers vary from machine to machine.
Start-up is measured in a child process: process start to first frame shown.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from core.cli import FIRST_FRAME
from core.simulate import percentile

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


def bench_scene(app: Any, name: str, frames: int) -> list[float]:
    """Frame times (ms) of one scene under its script."""
    from core.input import Action, InputEvent
    from scenes.registry import OVERLAYS, make_scene

    # Computer players think in their worker process, as in a real game.
    app.stack.reset(make_scene("menu") if name in OVERLAYS else make_scene(name, sync_bots=False))
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
        app.frame(FRAME_S)
        if i >= 30:  # warm-up frames fill the caches
            samples.append((time.perf_counter() - t0) * 1000.0)
    return samples


def baseline(frames: int) -> list[float]:
    """A bare clear-and-flip loop on the same display, for comparison."""
    import pygame

    surface = pygame.display.get_surface()
    samples = []
    for i in range(frames):
        t0 = time.perf_counter()
        pygame.event.pump()
        surface.fill((i % 255, 0, 0))
        pygame.display.flip()
        samples.append((time.perf_counter() - t0) * 1000.0)
    return samples


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


def run_bench(frames: int, size: tuple[int, int]) -> dict[str, Any]:
    from core.boot import make_headless_app
    from scenes.registry import scene_names

    app = make_headless_app(size)
    report: dict[str, Any] = {"size": f"{size[0]}x{size[1]}", "frames": frames, "scenes": {}}
    for name in scene_names():
        report["scenes"][name] = stats(bench_scene(app, name, frames))
    report["baseline"] = stats(baseline(frames))
    app.close()
    report["startup_s"] = startup_seconds()
    report["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0, 1)
    return report
