"""The game's sound: the mixer and the effects (synthesized by core.synth at start-up).

:class:`Audio` owns the pygame mixer. ``start()`` opens the mixer with a
small buffer (low latency for UI ticks), converts the mono samples of
:func:`core.synth.synthesize` to the mixer's real format (rate, channels,
sample size: it may differ from what we asked for; :func:`to_mixer_format`)
and builds ``pygame.mixer.Sound`` objects. With no audio device, or when
disabled, it becomes silent: every method still works and does nothing, and
``status`` says why in one line.
"""

from __future__ import annotations

import math
import sys
import time
from array import array
from itertools import repeat
from operator import add, mul

import pygame

from core.synth import DURATIONS, SOUND_NAMES, synthesize

DEFAULT_RATE = 44100
MIXER_BUFFER = 512  # samples: ~12 ms at 44.1 kHz, low enough for UI feedback


def to_mixer_format(mono_le16: bytes, size: int, channels: int) -> bytes:
    """Convert :func:`synthesize` output to the mixer's sample format.

    `size` and `channels` are as ``pygame.mixer.get_init()`` reports them
    (size -16 = signed 16-bit, 16 = unsigned 16-bit, 8/-8 = (un)signed 8-bit,
    32 = 32-bit float). The mono signal is copied to every channel.
    """
    mono = array("h")
    mono.frombytes(mono_le16)
    if sys.byteorder == "big":
        mono.byteswap()  # to native: the mixer's formats are native-endian
    out: array[int] | array[float]
    source: array[int] | array[float]
    if size == -16:
        source, out = mono, array("h", bytes(2 * len(mono) * channels))
    elif size == 16:
        source = array("H", map(add, mono, repeat(32768)))
        out = array("H", bytes(2 * len(mono) * channels))
    elif size == -8:
        source = array("b", (v >> 8 for v in mono))
        out = array("b", bytes(len(mono) * channels))
    elif size == 8:
        source = array("B", ((v >> 8) + 128 for v in mono))
        out = array("B", bytes(len(mono) * channels))
    elif size == 32:
        source = array("f", map(mul, mono, repeat(1 / 32768)))
        out = array("f", bytes(4 * len(mono) * channels))
    else:
        raise ValueError(f"unsupported mixer sample size {size}")
    if channels < 1:
        raise ValueError(f"unsupported mixer channel count {channels}")
    for channel in range(channels):
        out[channel::channels] = source  # type: ignore[assignment]
    return out.tobytes()


class Audio:
    """The game's sound effects, or silence when there is no way to play them.

    ``Audio(volume, enabled)`` does nothing until :meth:`start`. When the
    mixer cannot open (no audio device raises ``pygame.error``) or sound is
    disabled, the object stays usable and silent; ``status`` holds the reason.
    """

    def __init__(self, volume: float = 0.8, enabled: bool = True) -> None:
        self.enabled = enabled
        self._volume = _clamp(volume)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._owns_mixer = False
        self.status = "not started"
        #: Milliseconds the last start() spent building the sounds: synthesis
        #: (near 0 when the bytes were already memoised), format conversion and
        #: Sound objects. 0 while silent.
        self.synthesis_ms = 0.0

    # -- lifecycle --------------------------------------------------------------
    def start(self) -> bool:
        """Open the mixer and build the sounds; return whether sound is available."""
        if self._sounds:
            return True
        if not self.enabled:
            self.status = "silent: sound disabled in settings"
            return False
        try:
            if pygame.mixer.get_init() is None:
                # Small buffer: a UI tick must follow the key press within a frame.
                pygame.mixer.init(frequency=DEFAULT_RATE, size=-16, channels=2, buffer=MIXER_BUFFER)
                self._owns_mixer = True
            spec = pygame.mixer.get_init()
            if spec is None:
                raise pygame.error("mixer did not initialise")
            rate, size, channels = spec  # what SDL gave us, not what we asked for
            began = time.perf_counter()
            sounds = {
                name: pygame.mixer.Sound(buffer=to_mixer_format(synthesize(name, rate), size, channels))
                for name in SOUND_NAMES
            }
            self.synthesis_ms = (time.perf_counter() - began) * 1000
            if self._owns_mixer:
                # Headroom for a burst of deals over a cheer and the whistle.
                pygame.mixer.set_num_channels(max(16, pygame.mixer.get_num_channels()))
        except (pygame.error, NotImplementedError, ValueError) as exc:
            # NotImplementedError: pygame built without its mixer module.
            reason = " ".join(str(exc).split()) or type(exc).__name__  # one line
            self.status = f"silent: audio unavailable ({reason})"
            self.synthesis_ms = 0.0
            self._release_mixer()
            return False
        self._sounds = sounds
        self._apply_volume()
        self.status = f"playing at {rate} Hz, {channels} channel(s), {len(sounds)} sounds"
        return True

    def quit(self) -> None:
        """Stop everything and close the mixer if we opened it."""
        self.stop_all()
        self._sounds = {}
        self._release_mixer()
        self.status = "stopped"

    def _release_mixer(self) -> None:
        if self._owns_mixer:
            self._owns_mixer = False
            try:
                if pygame.mixer.get_init() is not None:
                    pygame.mixer.quit()
            except (pygame.error, NotImplementedError):
                pass

    # -- playing ----------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        """Every sound name play() accepts (the same whether or not silent)."""
        return SOUND_NAMES

    @property
    def available(self) -> bool:
        """True when sounds are loaded into a working mixer."""
        return bool(self._sounds)

    def play(self, name: str) -> pygame.mixer.Channel | None:
        """Play a sound; returns its channel, or None when silent or no channel free.

        Unknown names raise KeyError even when silent, so typos surface in
        tests run without an audio device.
        """
        if name not in DURATIONS:
            raise KeyError(f"unknown sound {name!r}; known sounds: {', '.join(SOUND_NAMES)}")
        sound = self._sounds.get(name)
        if sound is None or self._volume <= 0.0:
            return None
        try:
            return sound.play()
        except pygame.error:  # the mixer was closed behind our back
            return None

    def stop_all(self) -> None:
        """Stop our sounds (only ours: other mixer users are left alone)."""
        for sound in self._sounds.values():
            try:
                sound.stop()
            except pygame.error:
                pass

    # -- volume -----------------------------------------------------------------
    @property
    def volume(self) -> float:
        return self._volume

    def set_volume(self, volume: float) -> None:
        """Set the effects volume, clamped to 0..1 (0 = silent)."""
        self._volume = _clamp(volume)
        self._apply_volume()

    def _apply_volume(self) -> None:
        for sound in self._sounds.values():
            sound.set_volume(self._volume)


def _clamp(volume: float) -> float:
    value = float(volume)
    if math.isnan(value):
        return 0.0
    return max(0.0, min(1.0, value))
