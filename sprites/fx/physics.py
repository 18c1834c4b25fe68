"""What every pymunk effect shares: the fixed-step clock, one batch buffer, seeded numbers.

The effects (the goal net, confetti) are decoration only (the main menu's
backdrop, goal celebrations); they never decide a rule. They still have to be
repeatable, because screenshots of menus and celebrations are compared in
tests, so:

* physics advances only in fixed steps of `DT` (1/120 s) taken from an
  accumulator (`FixedClock`), at most `MAX_STEPS` a frame; pymunk is
  bit-for-bit repeatable for the same inputs, insertion order and step sizes,
  so the same seed and the same sequence of `update(dt)` calls give the same
  state, and 60 frames of 1/60 s give exactly the state of 30 frames of 1/30 s;
* every timer counts whole steps (ints), never accumulated float seconds;
* every random choice comes from `engines.common.rng` (SplitMix64, one int of
  state, see `seeded_uniform`), never from the `random` module;
* drawing interpolates between the last two physics states, so motion stays
  smooth at any frame rate without changing the physics.

Memory stays bounded: pymunk never frees a batch `Buffer`, so every effect
reads its bodies through the one buffer `shared_buffer()` hands out, cleared
before each use.
"""

from __future__ import annotations

from typing import cast

import pygame
import pymunk
import pymunk.batch

from engines.common import rng

DT = 1.0 / 120.0
"""The fixed physics step (seconds)."""

MAX_STEPS = 8
"""Steps per `update` at most: a long hitch drops time instead of spiralling."""

# Tolerance for the accumulator: 1/60 is not exactly 2 * (1/120) in binary, and
# without it a frame could take one step fewer and the next one more, which
# would break frame-rate independence at the last step of a run.
_EPS = 1e-9

RectLike = pygame.Rect | tuple[int, int, int, int]
Color = tuple[int, int, int]

class FixedClock:
    """Turns variable frame times into a whole number of fixed steps."""

    def __init__(self) -> None:
        self.acc = 0.0

    def advance(self, dt: float) -> int:
        """Add `dt` seconds and return how many `DT` steps are due now."""
        if dt <= 0.0 or dt != dt:  # also rejects NaN
            return 0
        self.acc += dt
        steps = 0
        while self.acc >= DT - _EPS and steps < MAX_STEPS:
            self.acc -= DT
            steps += 1
        if self.acc >= DT:
            # A hitch (debugger, window drag): play on rather than catch up.
            self.acc = 0.0
        return steps

    @property
    def alpha(self) -> float:
        """How far (0..1) the present moment lies between the last two steps."""
        return min(1.0, max(0.0, self.acc / DT))


_BUFFER: list[pymunk.batch.Buffer] = []


def shared_buffer() -> pymunk.batch.Buffer:
    """One batch buffer for every effect, cleared before each use: pymunk 7.3 never frees a
    Buffer's C arrays, so a new one each frame leaked ~4 KB a frame (31 MB a minute of menu)."""
    if not _BUFFER:
        _BUFFER.append(pymunk.batch.Buffer())
    return _BUFFER[0]


def buffer_floats(buf: pymunk.batch.Buffer) -> list[float]:
    """The float data of a pymunk batch buffer as a plain list (one C copy)."""
    return cast(list[float], memoryview(buf.float_buf()).cast("d").tolist())


def seeded_uniform(state: int, lo: float, hi: float) -> tuple[float, int]:
    """A seeded float in [lo, hi) from 53 random bits, and the next state."""
    value, state = rng.next_u64(state)
    return lo + (hi - lo) * ((value >> 11) * (1.0 / (1 << 53))), state
