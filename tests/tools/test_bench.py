"""`python main.py bench`: the soak (computer games and menus headless, resident memory reported) and
the figures it reports; nothing here asserts how fast anything is."""

from __future__ import annotations

import argparse
import json

import pytest

from tools import bench
from tools import cli


class TickingClock:
    """bench's clock in the soak test: every reading moves it on by TICK_S, so the soak's deadline is
    a number of steps of the soak, the same on any machine, however busy."""

    TICK_S = 0.005

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += self.TICK_S
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


def test_soak_runs_games_and_reports_memory(monkeypatch, capsys):
    # A short soak through the real command line: 9 s of the soak's clock (here a clock that ticks
    # each time it is read, not the wall clock), without the warm-up round and with animations
    # faster than in the real soak. The computer players' moves come from a FakeWorker, delivered
    # before each frame: no real process, so nothing depends on how fast the machine is (the one
    # test of a real worker's answer is in test_worker.py). Nothing is asserted about the figures.
    import scenes.play.base as game_base
    from tests.support.fake_worker import FakeWorker

    workers: list[FakeWorker] = []

    def fake_worker(sync: bool = False) -> FakeWorker:
        workers.append(FakeWorker(sync=sync))
        return workers[-1]

    real_frame = bench.Soak.frame

    def frame(soak: bench.Soak) -> None:
        if soak.worker is not None:
            soak.worker.deliver()  # the computer's move has arrived by the next frame
        real_frame(soak)

    monkeypatch.setattr(game_base, "BotWorker", fake_worker)
    monkeypatch.setattr(bench.Soak, "frame", frame)
    monkeypatch.setattr(bench, "time", TickingClock())
    monkeypatch.setattr(bench, "SOAK_WARMUP_ROUNDS", 0)
    monkeypatch.setattr(bench, "SOAK_SPEED", 20.0)
    code = cli.main(["bench", "--soak", "0.15", "--max-growth-mb", "100000", "--size", "960x540"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert report["minutes"] == 0.15
    assert set(report["games"]) >= {"penguin_soccer"}
    assert report["moves"] > 0 and report["frames"] > 0
    assert workers and all(not w.sync for w in workers), "the games asked their (fake) worker for moves"
    assert sum(len(w.jobs) for w in workers) >= report["moves"]
    for key in ("rss_start_mb", "rss_end_mb", "rss_raw_start_mb", "rss_raw_end_mb"):
        assert report[key] > 0
    assert report["rss_growth_mb"] == pytest.approx(report["rss_end_mb"] - report["rss_start_mb"], abs=0.11)
    assert len(report["rss_samples"]) >= 2 and all(s["rss_mb"] > 0 for s in report["rss_samples"])
    assert report["frame_ms"]["p99_ms"] >= report["frame_ms"]["median_ms"] > 0
    assert report["worker_fallbacks"] == []  # no game fell back to thinking in the main process
    assert report["worker_rss_start_mb"] is None  # no worker process to measure
    # the peak is the high-water mark, never below any sample (raw) nor below where the soak ended
    assert report["rss_peak_mb"] >= max(s["rss_raw_mb"] for s in report["rss_samples"]) - 0.1
    assert report["peak_with_worker_mb"] == report["rss_peak_mb"]  # (no worker process here)


def test_soak_fails_when_memory_grows_beyond_the_limit(monkeypatch, capsys):
    fake = {"rss_start_mb": 100.0, "rss_end_mb": 112.5, "rss_growth_mb": 12.5}
    monkeypatch.setattr(bench, "run_soak", lambda minutes, size: dict(fake))
    assert cli.main(["bench", "--soak", "1"]) == bench.EXIT_GROWTH
    out, err = capsys.readouterr()
    assert json.loads(out)["max_growth_mb"] == bench.DEFAULT_MAX_GROWTH_MB
    assert "grew by 12.5 MB" in err and "8 MB allowed" in err
    assert cli.main(["bench", "--soak", "1", "--max-growth-mb", "20"]) == 0


def test_soak_arguments():
    p = cli.build_parser()
    a = p.parse_args(["bench", "--soak", "0.5", "--max-growth-mb", "3"])
    assert (a.soak, a.max_growth_mb) == (0.5, 3.0)
    a = p.parse_args(["bench"])
    assert (a.soak, a.max_growth_mb) == (None, bench.DEFAULT_MAX_GROWTH_MB)
    for bad in ("0", "-1", "x", "5000"):
        with pytest.raises(argparse.ArgumentTypeError):
            bench.soak_minutes(bad)
    with pytest.raises(argparse.ArgumentTypeError):
        bench.megabytes("-2")


# -- bench --video: the real video driver --------------------------------------------------------------


def test_video_arguments():
    p = cli.build_parser()
    a = p.parse_args(["bench", "--video"])
    assert (a.video, a.size, a.frames) == (True, None, 600)  # full screen at the desktop's size
    a = p.parse_args(["bench", "--video", "--size", "2560x1440", "--frames", "50"])
    assert (a.video, a.size, a.frames) == (True, (2560, 1440), 50)
    with pytest.raises(SystemExit):
        p.parse_args(["bench", "--video", "--size", "big"])


def test_video_with_soak_is_refused(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["bench", "--video", "--soak", "1"])
    assert exc.value.code == 2
    assert "--video" in capsys.readouterr().err


def test_video_on_a_driver_without_a_screen_says_so(capsys, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr(bench, "run_bench", lambda *a, **k: pytest.fail("measured nothing worth measuring"))
    assert cli.main(["bench", "--video"]) == 1
    err = capsys.readouterr().err
    assert "SDL_VIDEODRIVER=dummy" in err and "Xvfb" in err
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    assert bench.video_problem() is None


@pytest.mark.parametrize("argv, expected", [
    (["bench", "--video"], (600, None, True)),
    (["bench", "--video", "--size", "1366x768", "--frames", "9"], (9, (1366, 768), True)),
    (["bench"], (600, (1920, 1080), False)),
    (["bench", "--size", "960x540"], (600, (960, 540), False)),
])
def test_bench_runs_where_asked(argv, expected, monkeypatch, capsys):
    calls = []
    monkeypatch.setattr(bench, "video_problem", lambda: None)
    monkeypatch.setattr(bench, "run_bench",
                        lambda frames, size, video=False: calls.append((frames, size, video)) or {"ok": 1})
    assert cli.main(argv) == 0
    assert calls == [expected]
    assert json.loads(capsys.readouterr().out) == {"ok": 1}


@pytest.mark.parametrize("size", [None, (1280, 720)])
def test_the_video_app_is_full_screen_at_the_desktops_size_or_a_window_of_size(size):
    """(Opened on the dummy driver here: the App is the same, only its figures would mean nothing.)"""
    import pygame

    from scenes.routes import make_video_app

    app = make_video_app(size)
    try:
        desktop = tuple(pygame.display.get_desktop_sizes()[0])
        report = bench.video_report(app)
        assert app.display.fullscreen is (size is None)
        assert app.display.window_size_now() == (desktop if size is None else size)
        assert report["window"] == "x".join(map(str, desktop if size is None else size))
        assert report["renderer_scales"] is True and report["vsync"] is False  # it measures frames, not waits
        assert app.display.canvas.get_size() == (1920, 1080)
    finally:
        app.close()


def test_frame_histogram_percentiles():
    h = bench.FrameHistogram()
    for ms in [1.0] * 98 + [5.0, 300.0]:
        h.add(ms)
    assert h.percentile(0.5) == pytest.approx(1.0, abs=0.011)
    assert h.percentile(0.99) == pytest.approx(5.0, abs=0.011)
    assert h.max_ms == 300.0 and h.stats()["max_ms"] == 300.0
    assert bench.FrameHistogram().stats()["p99_ms"] == 0.0


def test_bench_reports_how_long_sound_synthesis_takes():
    from core import synth

    ms = bench.synthesis_ms(rounds=1)
    assert ms > 0  # a figure for the report; how big it is depends on the machine
    assert synth.synthesize.cache_info().currsize >= len(synth.SOUND_NAMES), "the caches are warm again"
