"""Music loops for tests: the right length at any rate, made at once (a worker process may run them: no
pygame here)."""

from __future__ import annotations

from array import array

from core import music

#: The sample value each track's fake loop holds, so a test can tell them apart.
LEVEL = {"theme": 1000, "bed": 2000}


def quick_loops(rate: int) -> dict[str, bytes]:
    """Every track as a constant of its own level, as long as the real loop."""
    return {name: array("h", [LEVEL[name]]).tobytes() * music.loop_samples(name, rate) for name in music.MUSIC_NAMES}


def broken(rate: int) -> dict[str, bytes]:
    raise RuntimeError("no music today")
