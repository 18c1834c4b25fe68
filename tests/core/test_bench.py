"""`python main.py bench --soak MINUTES`: computer games and menus headless, resident memory reported."""

from __future__ import annotations

import argparse
import json

import pytest

from tools import bench
from tools import cli


def test_soak_runs_games_and_reports_memory(monkeypatch, capsys):
    # A short soak through the real command line: 9 s of wall-clock time, without the warm-up
    # round and with animations faster than in the real soak, so the test stays short. Nothing
    # is asserted about timing or the growth figure (noisy machines).
    monkeypatch.setattr(bench, "SOAK_WARMUP_ROUNDS", 0)
    monkeypatch.setattr(bench, "SOAK_SPEED", 20.0)
    code = cli.main(["bench", "--soak", "0.15", "--max-growth-mb", "100000", "--size", "960x540"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert report["minutes"] == 0.15
    # How many games finish in a few seconds depends on the machine: only that every game is in the
    # report and that moves were made is behaviour.
    assert set(report["games"]) >= {"penguin_soccer"}
    assert report["moves"] > 0 and report["frames"] > 0
    for key in ("rss_start_mb", "rss_end_mb", "rss_raw_start_mb", "rss_raw_end_mb"):
        assert report[key] > 0
    assert report["rss_growth_mb"] == pytest.approx(report["rss_end_mb"] - report["rss_start_mb"], abs=0.11)
    assert len(report["rss_samples"]) >= 2 and all(s["rss_mb"] > 0 for s in report["rss_samples"])
    assert report["frame_ms"]["p99_ms"] >= report["frame_ms"]["median_ms"] > 0
    assert report["worker_fallbacks"] == []  # the bots thought in the real worker process
    assert report["worker_rss_start_mb"] is None or report["worker_rss_start_mb"] > 0


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
