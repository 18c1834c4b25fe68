"""The game's sound effects, synthesized by our own code: ``synthesize(name, rate) -> bytes``.

Why synthesize instead of shipping samples: no licensing questions, nothing to
download or package, and the bytes are a pure function of (name, sample rate),
so tests can check the waveforms exactly and they are identical everywhere.

:func:`synthesize` is pure: ``(name, rate) -> bytes`` of **mono, signed
16-bit, little-endian** samples (``sample_count(name, rate)`` of them),
peak-normalised to -6 dBFS, starting and ending on exactly zero (no clicks).
Only the standard library is used; noise comes from the project's SplitMix64
(``engines.common.rng``) with fixed seeds, so it is deterministic. Results are
memoised (the function is pure). Playing them is core.audio's.
Speed (budget: all eleven sounds in < 150 ms at 44.1 kHz on a slow 2-core
machine, where one element-wise list operation costs ~65 ns a sample):

* no per-sample Python loops: bulk C-level operations only (``map`` with
  ``operator`` functions, ``itertools.accumulate``, list repetition/slicing);
* noise is never filtered per sound: two white-noise tables of coprime prime
  lengths are band-filtered once (circularly, so they loop seamlessly) into
  three bands, and sounds read looped slices of them, which costs no arithmetic;
* slow gains (swells, trills, fades) are computed once per small block of
  samples and held, instead of once per sample;
* the float -> int16 conversion uses the 1.5 * 2**52 rounding trick (see
  :func:`_quantize`) instead of ``round()`` per sample.
"""

from __future__ import annotations

import math
import struct
import sys
from array import array
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import accumulate, chain, repeat
from operator import add, mul, sub

from engines.common import rng

Signal = list[float]

#: Length of every sound in seconds (the byte length is round(seconds * rate) * 2).
DURATIONS: dict[str, float] = {
    "deal": 0.16,
    "flip": 0.07,
    "whistle": 0.5,
    "cheer": 1.6,
    "click": 0.03,
    "confirm": 0.22,
    "back": 0.18,
    "warning": 0.16,
    "kick": 0.2,
    "splash": 0.6,
    "slide": 0.45,
}
SOUND_NAMES: tuple[str, ...] = tuple(DURATIONS)

#: Peak level of every sound: -6 dBFS leaves headroom for several overlapping
#: effects before the mixer clips.
PEAK_DBFS = -6.0
_PEAK = 32767 * 10 ** (PEAK_DBFS / 20)  # ~16423

_TAU = 2 * math.pi
_FADE_IN_S = 0.002  # raised-cosine ramps that force the first and last
_FADE_OUT_S = 0.008  # samples to exactly zero: no click at start or end

_BLOCK = 32  # samples per step of a slowly varying gain (0.7 ms at 44.1 kHz)


def sample_count(name: str, rate: int) -> int:
    """Number of mono samples :func:`synthesize` returns for ``name`` at ``rate``."""
    return max(1, round(DURATIONS[name] * rate))


# --------------------------------------------------------------------------
# Noise. Per-sample PRNG calls or filters in Python would blow the budget, so
# two white tables are drawn once (SplitMix64, four int16 per 64-bit draw).
# Their lengths are primes far apart (ratio ~1.6): a sound layers one band
# from each, and the sum only comes close to repeating after ~2 s -- lengths
# close together (e.g. 8191 and 8209) would make A+B almost periodic.
# --------------------------------------------------------------------------
_NOISE_LENGTHS = (5003, 7919)
_NOISE_SEED = 0x5EED_A0D10

#: name -> (low, high) edge in Hz of the shared noise bands.
BANDS: dict[str, tuple[float, float]] = {
    "roar": (180.0, 800.0),  # crowd rumble, splash body
    "voice": (800.0, 2500.0),  # crowd voices, card body, leather slap
    "hiss": (2500.0, 7000.0),  # air, swish, ice; capped at 7 kHz to stay soft
}


@lru_cache(maxsize=1)
def _white_tables() -> tuple[Signal, Signal]:
    total = sum(_NOISE_LENGTHS)
    state = rng.seed_state(_NOISE_SEED)
    words = []
    for _ in range((total + 3) // 4):
        value, state = rng.next_u64(state)
        words.append(value)
    samples = array("h")
    samples.frombytes(struct.pack(f"<{len(words)}Q", *words))
    if sys.byteorder == "big":  # we packed little-endian
        samples.byteswap()
    scaled = list(map(mul, samples, repeat(1 / 32768)))
    first = _NOISE_LENGTHS[0]
    tables = []
    for table in (scaled[:first], scaled[first:total]):
        # Sum neighbours (circularly): a gentle low-pass with a null at the
        # Nyquist frequency, so nothing built from the noise is fizzy.
        tables.append(list(map(add, table, table[1:] + table[:1])))
    return tables[0], tables[1]


def _width(rate: int, cutoff_hz: float) -> int:
    """Moving-average width whose -3 dB point is about cutoff_hz.

    A moving average of w samples is a low-pass filter with its -3 dB point
    near 0.443 * rate / w; the difference of two is a band-pass.
    """
    return max(1, round(0.443 * rate / cutoff_hz))


def _circular_mean(table: Signal, width: int) -> Signal:
    """Centred moving average of a looping table (wraps around: no seam)."""
    size = len(table)
    extended = table[size - width :] + table + table[:width]
    sums = list(accumulate(extended, initial=0.0))
    start = width - (width - 1) // 2
    window = map(sub, sums[start + width : start + width + size], sums[start : start + size])
    return list(map(mul, window, repeat(1 / width)))


def _circular_bands(table: Signal, rate: int) -> dict[str, Signal]:
    """Split one looping table into BANDS (filtered circularly, so no seam)."""
    size = len(table)
    cutoffs = sorted({edge for band in BANDS.values() for edge in band})
    widths = {cutoff: _width(rate, cutoff) for cutoff in cutoffs}
    pad = max(widths.values())
    extended = table[size - pad :] + table + table[:pad]
    sums = list(accumulate(extended, initial=0.0))  # one running sum serves all
    lowpassed: dict[float, Signal] = {}
    for cutoff, width in widths.items():
        start = pad - (width - 1) // 2  # centre the window: no phase shift
        window = map(sub, sums[start + width : start + width + size], sums[start : start + size])
        lowpassed[cutoff] = list(map(mul, window, repeat(1 / width)))
    # A single moving average leaks above its cutoff (sidelobes at -13 dB):
    # smooth the top edge once more so the hiss band has no fizz above ~8 kHz.
    top = cutoffs[-1]
    lowpassed[top] = _circular_mean(lowpassed[top], widths[top])
    bands = {name: list(map(sub, lowpassed[high], lowpassed[low])) for name, (low, high) in BANDS.items()}
    # Equalise loudness (RMS, estimated on every 5th sample) so mixing gains
    # below mean the same thing for every band and every rate.
    for name, band in bands.items():
        probe = band[::5]
        rms = math.sqrt(sum(map(mul, probe, probe)) / len(probe)) or 1.0
        bands[name] = list(map(mul, band, repeat(1 / rms)))
    return bands


@lru_cache(maxsize=4)
def _noise_bands(rate: int) -> dict[str, tuple[Signal, Signal]]:
    """name -> (band of table A, band of table B), unit RMS, looping seamlessly."""
    table_a, table_b = _white_tables()
    bands_a, bands_b = _circular_bands(table_a, rate), _circular_bands(table_b, rate)
    return {name: (bands_a[name], bands_b[name]) for name in BANDS}


def _loop(table: Signal, n: int, offset: int) -> Signal:
    """n samples of a looping table from `offset`: references only, no arithmetic."""
    size = len(table)
    start = offset % size
    return (table * ((start + n) // size + 1))[start : start + n]


# --------------------------------------------------------------------------
# Shapes and mixing helpers (all results have exactly the requested length).
# --------------------------------------------------------------------------
def _hold(values: Sequence[float], n: int, block: int) -> Signal:
    """Repeat each control value `block` times (C-level, ~17 ns a sample)."""
    return list(chain.from_iterable(map(repeat, values, repeat(block, len(values)))))[:n]


def _curve(n: int, rate: int, gain: Callable[[float], float], block: int = _BLOCK) -> Signal:
    """A slowly varying gain: gain(t) at each block's centre, held per block.

    Steps of a fraction of a millisecond are far too small to hear on
    envelopes and modulators slower than ~50 Hz; short sounds pass a smaller
    block for their fast decays.
    """
    count = -(-n // block)
    dt = block / rate
    return _hold([gain((k + 0.5) * dt) for k in range(count)], n, block)


def _env(n: int, rate: int, attack_s: float, tau_s: float, gain: float = 1.0) -> Signal:
    """Percussive envelope: raised-cosine attack, then exp(-t / tau) decay.

    The decay is a running product (one C-level pass, exact per sample),
    cheaper than a held curve for the short, fast-decaying sounds.
    """
    ratio = math.exp(-1.0 / (tau_s * rate))
    out = list(accumulate(repeat(ratio, n - 1), mul, initial=gain))
    attack = min(n, max(2, round(attack_s * rate)))
    out[:attack] = [v * _smooth(i / rate, attack_s) for i, v in enumerate(out[:attack])]
    return out


def _times(x: Signal, envelope: Signal) -> Signal:
    return list(map(mul, x, envelope))


def _gain(x: Signal, gain: float) -> Signal:
    return list(map(mul, x, repeat(gain)))


def _plus(x: Signal, y: Signal) -> Signal:
    return list(map(add, x, y))


def _phases(steps: Signal, start: float = 0.0) -> Signal:
    """Running phase from per-sample increments (radians)."""
    return list(accumulate(steps, initial=start))[1:]


def _sine(n: int, rate: int, freq_hz: float, phase: float = 0.0) -> Signal:
    step = _TAU * freq_hz / rate
    return list(map(math.sin, accumulate(repeat(step, n - 1), initial=phase)))


def _smooth(t: float, length: float) -> float:
    """Raised-cosine 0 -> 1 over `length` seconds (clamped)."""
    if t >= length:
        return 1.0
    if t <= 0.0:
        return 0.0
    return 0.5 - 0.5 * math.cos(math.pi * t / length)


def _add_into(out: Signal, start: int, x: Signal) -> None:
    """out[start:] += x, clipped to out's length (touches only len(x) samples)."""
    end = min(len(out), start + len(x))
    if end > start:
        out[start:end] = map(add, out[start:end], x)


# --------------------------------------------------------------------------
# The sounds. Each returns an unnormalised float signal of n samples.
# --------------------------------------------------------------------------
def _deal(n: int, rate: int) -> Signal:
    # A card sliding off the deck: airy noise, bright at first and mellowing as
    # it slows, with a soft 10 ms onset so it swishes rather than clicks.
    bands = _noise_bands(rate)
    hiss = _loop(bands["hiss"][0], n, 1201)
    body = _loop(bands["voice"][1], n, 3307)
    bright = _env(n, rate, 0.010, 0.028)
    mellow = _env(n, rate, 0.014, 0.05, 0.55)
    return _plus(_times(hiss, bright), _times(body, mellow))


def _flip(n: int, rate: int) -> Signal:
    # A card snapping face-up: a 1-2 ms broadband tick (the edge hitting the
    # table) plus the card's short resonant "tock" near 2 kHz and a body.
    bands = _noise_bands(rate)
    tick = _plus(_loop(bands["hiss"][1], n, 911), _loop(bands["voice"][0], n, 2203))
    tick = _times(tick, _env(n, rate, 0.0006, 0.003))
    tock = _times(_sine(n, rate, 2100.0), _env(n, rate, 0.001, 0.006, 0.5))
    body = _times(_sine(n, rate, 820.0), _env(n, rate, 0.002, 0.012, 0.35))
    return _plus(_plus(tick, tock), body)


def _whistle(n: int, rate: int) -> Signal:
    # Pea whistle: ~2.3 kHz tone whose pitch and loudness flutter at ~27 Hz
    # (the pea spinning in the chamber), the pitch rising into place as the
    # breath builds, plus a breath of air noise.
    to_step = _TAU / rate

    def step(t: float) -> float:
        settle = 2300.0 - 250.0 * math.exp(-t / 0.03)
        return to_step * settle * (1.0 + 0.045 * math.sin(_TAU * 27.0 * t))

    tone = list(map(math.sin, _phases(_curve(n, rate, step, 8))))
    breath = _gain(_loop(_noise_bands(rate)["hiss"][0], n, 2999), 0.07)
    length = DURATIONS["whistle"]

    def loudness(t: float) -> float:
        trill = 0.7 + 0.3 * math.sin(_TAU * 27.0 * t + 1.2)  # the pea chopping the air
        return trill * _smooth(t, 0.025) * _smooth(length - t, 0.07)

    return _times(_plus(tone, breath), _curve(n, rate, loudness, 8))


def _cheer(n: int, rate: int) -> Signal:
    # A crowd's goal roar. Table A is mixed roar-heavy and table B voice-heavy
    # (the two are independent noise), and each gets its own irregular surge:
    # the low rumble heaves slowly, the voices pulse like shouted syllables.
    # Together they swell in ~0.35 s, hold, and fade over ~0.75 s. Surge rates
    # avoid the tables' loop rates (~8.8 and ~5.6 Hz) so no pattern repeats.
    bands = _noise_bands(rate)
    roar_a, roar_b = bands["roar"]
    voice_a, voice_b = bands["voice"]
    hiss_a, hiss_b = bands["hiss"]
    low = _plus(_plus(roar_a, _gain(voice_a, 0.45)), _gain(hiss_a, 0.12))
    high = _plus(_plus(voice_b, _gain(roar_b, 0.3)), _gain(hiss_b, 0.35))
    length = DURATIONS["cheer"]

    def shape(t: float) -> float:
        return _smooth(t, 0.35) * _smooth(length - t, 0.75)

    def rumble(t: float) -> float:
        return shape(t) * (1.0 + 0.15 * math.sin(_TAU * 2.2 * t + 0.7))

    def voices(t: float) -> float:
        syllables = 0.18 * math.sin(_TAU * 3.1 * t) + 0.12 * math.sin(_TAU * 4.7 * t + 2.0)
        return 0.9 * shape(t) * (1.0 + syllables)

    first = _times(_loop(low, n, 577), _curve(n, rate, rumble))
    second = _times(_loop(high, n, 4111), _curve(n, rate, voices))
    return _plus(first, second)


def _click(n: int, rate: int) -> Signal:
    # UI focus tick: a tiny, soft 1.9 kHz blip; gentle since it repeats as the
    # player scrolls through menus.
    return _times(_sine(n, rate, 1900.0), _env(n, rate, 0.0008, 0.004))


def _chime(n: int, rate: int, notes: Sequence[tuple[float, float]], tau_s: float) -> Signal:
    """Bell-like notes (start s, Hz): sine plus a soft octave, exponential decay."""
    out = [0.0] * n
    for start_s, freq in notes:
        start = round(start_s * rate)
        m = n - start
        tone = _plus(_sine(m, rate, freq), _gain(_sine(m, rate, 2 * freq), 0.18))
        _add_into(out, start, _times(tone, _env(m, rate, 0.004, tau_s)))
    return out


def _confirm(n: int, rate: int) -> Signal:
    # Rising fifth (A5 -> E6): reads as "yes".
    return _chime(n, rate, [(0.0, 880.0), (0.07, 1318.5)], 0.06)


def _back(n: int, rate: int) -> Signal:
    # Falling fourth (G5 -> D5), a touch shorter: reads as "go back".
    return _chime(n, rate, [(0.0, 784.0), (0.065, 587.3)], 0.05)


def _warning(n: int, rate: int) -> Signal:
    # Low-time clock beep: a steady 1 kHz tone with a little 3rd harmonic so it
    # cuts through the crowd; firm 5 ms edges but no click.
    tone = _plus(_sine(n, rate, 1000.0), _gain(_sine(n, rate, 3000.0), 0.15))
    length = DURATIONS["warning"]
    return _times(tone, _curve(n, rate, lambda t: _smooth(t, 0.005) * _smooth(length - t, 0.04), 4))


def _kick(n: int, rate: int) -> Signal:
    # Boot on ball: a sine thump whose pitch drops 150 -> 50 Hz, plus a short
    # leathery slap of band-passed noise on contact.
    to_step = _TAU / rate
    steps = _curve(n, rate, lambda t: to_step * (50.0 + 100.0 * math.exp(-t / 0.04)), 8)
    thump = _times(list(map(math.sin, _phases(steps))), _env(n, rate, 0.001, 0.06))
    slap = _times(_loop(_noise_bands(rate)["voice"][1], n, 5101), _env(n, rate, 0.0005, 0.006, 0.8))
    return _plus(thump, slap)


def _splash(n: int, rate: int) -> Signal:
    # Penguin into the sea: a broadband splash that mellows as it decays, then
    # a handful of bubbles -- short sines gliding upward (a bubble's pitch rises
    # as it shrinks) at seeded pseudo-random times and pitches.
    bands = _noise_bands(rate)
    m = min(n, round(0.34 * rate))  # the noise has decayed below -40 dB by then
    crash = _plus(_loop(bands["voice"][1], m, 1409), _loop(bands["hiss"][0], m, 3803))
    crash = _times(crash, _curve(m, rate, lambda t: _smooth(t, 0.004) * math.exp(-t / 0.07)))
    wash = _times(_loop(bands["roar"][0], m, 2719), _curve(m, rate, lambda t: 1.2 * _smooth(t, 0.012) * math.exp(-t / 0.08)))
    out = _plus(crash, wash) + [0.0] * (n - m)
    state = rng.seed_state(0xB0B_B1E5)
    length = max(4, round(0.035 * rate))
    to_step = _TAU / rate
    for _ in range(6):
        start_ms, state = rng.randbelow(state, 400)
        extra, state = rng.randbelow(state, 500)
        f0 = 450.0 + extra

        def step(t: float, f0: float = f0) -> float:
            return to_step * f0 * (2.0 - math.exp(-t / 0.012))  # glides up to ~2 x f0

        bubble = list(map(math.sin, _phases(_curve(length, rate, step, 4))))
        bubble = _times(bubble, _env(length, rate, 0.002, 0.012, 0.4))
        _add_into(out, round((0.07 + start_ms / 1000) * rate), bubble)
    return out


def _slide(n: int, rate: int) -> Signal:
    # A penguin's belly scraping over ice: high noise through a short comb
    # filter (a copy ~0.55 ms later) for a glassy, icy ring, with an irregular
    # grainy flutter from two unrelated slow oscillators.
    hiss_a, hiss_b = _noise_bands(rate)["hiss"]
    delay = max(1, round(rate / 1800))
    scrape = _plus(_loop(hiss_a, n, 6007), _loop(hiss_b, n, 211))
    echo = _plus(_loop(hiss_a, n, 6007 - delay), _loop(hiss_b, n, 211 - delay))
    icy = _plus(scrape, _gain(echo, 0.6))
    length = DURATIONS["slide"]

    def grain(t: float) -> float:
        flutter = 0.75 + 0.2 * math.sin(_TAU * 13.0 * t) + 0.12 * math.sin(_TAU * 17.3 * t + 1.0)
        return flutter * _smooth(t, 0.04) * _smooth(length - t, 0.18)

    return _times(icy, _curve(n, rate, grain, 16))


_DESIGNS: dict[str, Callable[[int, int], Signal]] = {
    "deal": _deal,
    "flip": _flip,
    "whistle": _whistle,
    "cheer": _cheer,
    "click": _click,
    "confirm": _confirm,
    "back": _back,
    "warning": _warning,
    "kick": _kick,
    "splash": _splash,
    "slide": _slide,
}
assert tuple(_DESIGNS) == SOUND_NAMES

# Adding 1.5 * 2**52 to a float64 of magnitude < 2**51 rounds it to an integer
# (IEEE round-half-even, same as round()) that then sits in the low bits of the
# mantissa; the lowest 16 bits are that integer as two's-complement int16. One
# add and a C-level array conversion replace a slow per-sample round().
_MAGIC = 6755399441055744.0


def _quantize(x: Signal, gain: float) -> bytes:
    """round(v * gain) for every sample, packed as int16 little-endian."""
    if sys.byteorder != "little":  # the bit trick reads the low half-word first
        samples = array("h", map(round, map(mul, x, repeat(gain))))
        samples.byteswap()
        return samples.tobytes()
    wide = array("d", map(add, map(mul, x, repeat(gain)), repeat(_MAGIC)))
    halves = array("h")
    halves.frombytes(wide.tobytes())
    return halves[0::4].tobytes()


def _ramp(n: int, rising: bool) -> Signal:
    step = math.pi / (n - 1)
    up = [0.5 - 0.5 * math.cos(step * i) for i in range(n)]
    return up if rising else up[::-1]


def _finish(x: Signal, rate: int) -> bytes:
    """Fade the ends to exact zero, normalise the peak to -6 dBFS, pack int16 LE."""
    n = len(x)
    fade_in = min(n // 2, max(2, round(_FADE_IN_S * rate)))
    fade_out = min(n - fade_in, max(2, round(_FADE_OUT_S * rate)))
    x[:fade_in] = map(mul, x[:fade_in], _ramp(fade_in, True))
    x[n - fade_out :] = map(mul, x[n - fade_out :], _ramp(fade_out, False))
    peak = max(max(x), -min(x))
    return _quantize(x, _PEAK / peak if peak > 0 else 0.0)


@lru_cache(maxsize=64)
def synthesize(name: str, rate: int) -> bytes:
    """Mono signed 16-bit little-endian samples of sound `name` at `rate` Hz.

    Pure and deterministic (memoised): ``sample_count(name, rate)`` samples,
    peak at -6 dBFS, first and last sample 0. Unknown names raise KeyError.
    """
    if name not in _DESIGNS:
        raise KeyError(f"unknown sound {name!r}; known sounds: {', '.join(SOUND_NAMES)}")
    if rate < 8000:
        raise ValueError(f"sample rate {rate} Hz is too low (need >= 8000)")
    n = sample_count(name, rate)
    signal = _DESIGNS[name](n, rate)
    if len(signal) != n:  # a design bug, not a user error
        raise AssertionError(f"{name}: {len(signal)} samples, expected {n}")
    return _finish(signal, rate)


def clear_caches() -> None:
    """Forget every memoised sound and noise table, so the next `synthesize` starts cold (bench, tests)."""
    synthesize.cache_clear()
    _white_tables.cache_clear()
    _noise_bands.cache_clear()
