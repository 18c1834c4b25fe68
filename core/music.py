"""The game's music, synthesized by our own code like the effects: ``compose(name, rate) -> bytes``.

Two loops: "theme", a short tune for the menu and the screens in front of the games (8 bars at
120 BPM, C - Am - F - G, a bell melody over a plucked bass, a soft pad and a brushed beat), and "bed",
a quiet bed under play (8 bars at 96 BPM, Am - F - C - G, a pad and a slow low arpeggio, nothing
that competes with the table's effects). Each is a seamless loop: a note that rings past the end
wraps round to the start, so the mixer loops it without a click.

:func:`compose` is pure and deterministic: ``(name, rate) -> bytes`` of mono, signed 16-bit,
little-endian samples, ``loop_samples(name, rate)`` of them; core.audio plays them on reserved mixer
channels so music and effects never take each other's channels. Speed: the same bulk, C-level list
operations as core.synth (no per-sample Python loops); every distinct note is made once and mixed in
by slices; at an even mixer rate of 32 kHz or more the loop is composed at half the rate (the music
has nothing above 8 kHz) and doubled by linear interpolation. core.audio composes the loops off the
main thread, after the first frame, so start-up never waits for them (docs/PERFORMANCE.md).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import repeat
from operator import add, mul

from core.synth import Signal, _curve, _env, _loop, _noise_bands, _quantize, _sine, _smooth

#: One track: beats per minute, bars of four beats, and the gain of its loudest moment (0..1 of full
#: scale): the bed sits well under the effects.
TRACKS: dict[str, tuple[float, int, float]] = {
    "theme": (120.0, 8, 0.42),
    "bed": (96.0, 8, 0.22),
}
MUSIC_NAMES: tuple[str, ...] = tuple(TRACKS)

#: MIDI note numbers of each chord's pad voicing and its bass root.
CHORDS: dict[str, tuple[tuple[int, ...], int]] = {
    "C": ((60, 64, 67), 36), "Am": ((60, 64, 69), 45), "F": ((60, 65, 69), 41), "G": ((59, 62, 67), 43),
    "Dm": ((62, 65, 69), 38), "Em": ((59, 64, 67), 40),
}
#: The theme's melody: (beat it starts on, beats it lasts, MIDI note), 32 beats.
MELODY: tuple[tuple[float, float, int], ...] = (
    (0, 1, 76), (1, 1, 79), (2, 1, 84), (3, 1, 79),          # C
    (4, 2, 81), (6, 1, 79), (7, 1, 76),                       # Am
    (8, 1, 77), (9, 1, 81), (10, 1, 84), (11, 1, 81),         # F
    (12, 2, 83), (14, 1, 86), (15, 1, 83),                    # G
    (16, 1, 76), (17, 1, 79), (18, 1, 84), (19, 1, 88),       # C
    (20, 1, 86), (21, 1, 84), (22, 2, 81),                    # Am
    (24, 1, 77), (25, 1, 81), (26, 1, 86), (27, 1, 84),       # Dm
    (28, 2, 83), (30, 2, 79),                                 # G, back to the top
)
THEME_CHORDS = ("C", "Am", "F", "G", "C", "Am", "Dm", "G")
BED_CHORDS = ("Am", "F", "C", "G", "Am", "F", "Em", "G")


def hz(note: int) -> float:
    return 440.0 * 2.0 ** ((note - 69) / 12)


def loop_seconds(name: str) -> float:
    bpm, bars, _gain = TRACKS[name]
    return bars * 4 * 60.0 / bpm


def loop_samples(name: str, rate: int) -> int:
    """Samples in one loop of track `name` at `rate` (what :func:`compose` returns)."""
    return _work_rate(rate)[1] * round(loop_seconds(name) * _work_rate(rate)[0])


def _work_rate(rate: int) -> tuple[int, int]:
    """(the rate the loop is composed at, the factor up to `rate`): half the rate when that is exact and
    still 16 kHz or more."""
    return (rate // 2, 2) if rate % 2 == 0 and rate >= 32000 else (rate, 1)


# -- instruments: each note is made once per (note, length, rate) --------------------------------------
def _voice(n: int, rate: int, freq: float, partials: Sequence[tuple[float, float]]) -> Signal:
    """A sum of sine partials (multiple of `freq`, gain)."""
    out = [0.0] * n
    for ratio, gain in partials:
        if freq * ratio < rate / 2.2:  # nothing near the Nyquist frequency
            out = list(map(add, out, map(mul, _sine(n, rate, freq * ratio), repeat(gain))))
    return out


@lru_cache(maxsize=256)
def _bell(note: int, n: int, rate: int) -> Signal:
    tone = _voice(n, rate, hz(note), ((1.0, 1.0), (2.0, 0.28), (3.0, 0.08)))
    return list(map(mul, tone, _env(n, rate, 0.004, 0.32)))


@lru_cache(maxsize=64)
def _pluck(note: int, n: int, rate: int) -> Signal:
    tone = _voice(n, rate, hz(note), ((1.0, 1.0), (2.0, 0.45), (3.0, 0.18)))
    return list(map(mul, tone, _env(n, rate, 0.006, 0.22)))


@lru_cache(maxsize=32)
def _pad(chord: str, n: int, rate: int, release_s: float) -> Signal:
    """A chord held for n samples less its release: each voice a pair of slightly detuned sines (a slow
    chorus), swelling in and dying away."""
    voicing, _root = CHORDS[chord]
    out = [0.0] * n
    for note in voicing:
        f = hz(note)
        out = list(map(add, out, _sine(n, rate, f * 0.997)))
        out = list(map(add, out, _sine(n, rate, f * 1.003, 1.1)))
    length = n / rate
    hold = length - release_s

    def swell(t: float) -> float:
        return _smooth(t, 0.45) * (1.0 if t < hold else math.exp(-(t - hold) / (release_s / 3)))

    return list(map(mul, out, _curve(n, rate, swell, 64)))


def _brush(n: int, rate: int, offset: int) -> Signal:
    """A soft brushed beat: a breath of the shared hiss noise."""
    hiss = _loop(_noise_bands(rate)["hiss"][0], n, offset)
    return list(map(mul, hiss, _env(n, rate, 0.003, 0.035)))


def _kick(n: int, rate: int) -> Signal:
    """A soft low thump: a falling sine."""
    return list(map(mul, _sine(n, rate, 62.0), _env(n, rate, 0.004, 0.09)))


# -- arranging --------------------------------------------------------------------------------------
def _add_wrapped(out: Signal, start: int, x: Signal, gain: float) -> None:
    """out[start:] += gain * x, what runs past the end wrapping round to the start (a seamless loop)."""
    n = len(out)
    start %= n
    scaled = list(map(mul, x, repeat(gain))) if gain != 1.0 else x
    while scaled:
        end = min(n, start + len(scaled))
        out[start:end] = map(add, out[start:end], scaled[: end - start])
        scaled = scaled[end - start:]
        start = 0


def _theme(n: int, rate: int, beat: int) -> Signal:
    out = [0.0] * n
    bar = 4 * beat
    for i, chord in enumerate(THEME_CHORDS):
        _add_wrapped(out, i * bar, _pad(chord, bar + beat, rate, 0.6), 0.05)
        root = CHORDS[chord][1]
        for b in (0, 2, 3):  # the bass: the root on 1, 3 and an octave up on 4
            _add_wrapped(out, i * bar + b * beat, _pluck(root + (12 if b == 3 else 0), beat * 2, rate), 0.32)
        _add_wrapped(out, i * bar, _kick(beat, rate), 0.35)
        _add_wrapped(out, i * bar + 2 * beat, _kick(beat, rate), 0.25)
        for b in (1, 3):
            _add_wrapped(out, i * bar + b * beat, _brush(beat // 2, rate, 97 * i + b), 0.035)
    for start, length, note in MELODY:
        n_note = round((length + 1.2) * beat)  # rings on past its beats, as a bell does
        _add_wrapped(out, round(start * beat), _bell(note, n_note, rate), 0.3)
    return out


def _bed(n: int, rate: int, beat: int) -> Signal:
    out = [0.0] * n
    bar = 4 * beat
    for i, chord in enumerate(BED_CHORDS):
        _add_wrapped(out, i * bar, _pad(chord, bar + 2 * beat, rate, 1.2), 0.07)
        voicing, root = CHORDS[chord]
        arpeggio = (root + 12, voicing[0] - 12, voicing[1] - 12, voicing[2] - 12)
        for b, note in enumerate(arpeggio):
            _add_wrapped(out, i * bar + b * beat, _pluck(note, beat * 2, rate), 0.16 if b else 0.22)
    return out


_DESIGNS: dict[str, Callable[[int, int, int], Signal]] = {"theme": _theme, "bed": _bed}
assert tuple(_DESIGNS) == MUSIC_NAMES


def _doubled(x: Signal) -> Signal:
    """The loop at twice the rate: each sample, then the mean of it and the next (wrapping)."""
    nxt = x[1:] + x[:1]
    out = [0.0] * (2 * len(x))
    out[0::2] = x
    out[1::2] = map(mul, map(add, x, nxt), repeat(0.5))
    return out


@lru_cache(maxsize=8)
def compose(name: str, rate: int) -> bytes:
    """Mono signed 16-bit little-endian samples of one loop of track `name` at `rate` Hz (pure and
    memoised); its loudest sample at the track's gain. Unknown names raise KeyError."""
    if name not in _DESIGNS:
        raise KeyError(f"unknown music {name!r}; known: {', '.join(MUSIC_NAMES)}")
    if rate < 8000:
        raise ValueError(f"sample rate {rate} Hz is too low (need >= 8000)")
    work, factor = _work_rate(rate)
    bpm, _bars, level = TRACKS[name]
    beat = round(work * 60.0 / bpm)
    n = round(loop_seconds(name) * work)
    signal = _DESIGNS[name](n, work, beat)
    if factor == 2:
        signal = _doubled(signal)
    peak = max(max(signal), -min(signal))
    return _quantize(signal, 32767 * level / peak if peak > 0 else 0.0)


def compose_all(rate: int) -> dict[str, bytes]:
    """Every loop at `rate`, by name (core.audio runs this in a worker process: it imports no pygame)."""
    return {name: compose(name, rate) for name in MUSIC_NAMES}


def clear_caches() -> None:
    """Forget every composed loop and note (bench, tests)."""
    for cached in (compose, _bell, _pluck, _pad):
        cached.cache_clear()


__all__ = ["compose", "compose_all", "loop_samples", "loop_seconds", "clear_caches", "MUSIC_NAMES", "TRACKS"]
