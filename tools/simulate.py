"""Headless bot-vs-bot matches over the engine contract (`python main.py simulate`).

Seats are swapped every game so neither bot keeps the first-move advantage.
Decision times are measured here, outside the engines (which must never read
a clock), and reported per bot as median / p95 / max milliseconds.
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from engines.common.protocol import GameModule
from engines.common.rng import derive
from tournament.playout import play_match

def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, int(round(q * (len(ordered) - 1)))))
    return ordered[k]


def summary_ms(values: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(values), 3) if values else 0.0,
        "p95": round(percentile(values, 0.95), 3),
        "max": round(max(values), 3) if values else 0.0,
    }


def simulate(game_id: str, engine: GameModule, games: int, seed: int, bots: tuple[str, str],
             progress: bool = True) -> tuple[dict[str, Any], int]:
    """Run the matches; returns (the JSON report, number of games that raised)."""
    start = time.perf_counter()
    wins = [0, 0]
    draws = 0
    plies_total = 0
    errors = 0
    times: dict[int, list[float]] = {0: [], 1: []}
    last_report = start
    for g in range(games):
        swap = g % 2 == 1
        levels = (bots[1], bots[0]) if swap else (bots[0], bots[1])
        try:
            result = play_match(engine, derive(seed, g), levels, derive(seed, g, 7))
        except Exception as exc:  # report, count and carry on: the exit code says it failed
            errors += 1
            print(f"game {g} raised {type(exc).__name__}: {exc}", file=sys.stderr)
            continue
        plies_total += result.plies
        # Map seats back to bot A (index 0) and bot B (index 1).
        bot_of_seat = (1, 0) if swap else (0, 1)
        for seat in (0, 1):
            times[bot_of_seat[seat]].extend(result.times_ms[seat])
        if result.winner is None:
            draws += 1
        else:
            wins[bot_of_seat[result.winner]] += 1
        now = time.perf_counter()
        if progress and (now - last_report > 2.0 or g + 1 == games) and games > 1:
            last_report = now
            print(f"\r{g + 1}/{games} games  {bots[0]} {wins[0]} - {wins[1]} {bots[1]}  draws {draws}",
                  end="" if g + 1 < games else "\n", file=sys.stderr, flush=True)
    played = games - errors
    names = list(bots)
    decision = {names[0]: summary_ms(times[0])}
    if names[1] != names[0]:
        decision[names[1]] = summary_ms(times[1])
    else:
        decision[names[0]] = summary_ms(times[0] + times[1])
    report = {
        "game": game_id,
        "games": games,
        "bots": names,
        "wins": wins,
        "draws": draws,
        "mean_plies": round(plies_total / played, 2) if played else 0.0,
        "decision_ms": decision,
        "seconds": round(time.perf_counter() - start, 3),
    }
    if errors:
        report["errors"] = errors
    return report, errors
