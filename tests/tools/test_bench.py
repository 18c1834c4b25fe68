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
