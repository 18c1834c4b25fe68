"""The game's sound: the mixer, the effects (synthesized by core.synth at start-up) and the music.

:class:`Audio` owns the pygame mixer. ``start()`` opens the mixer with a
small buffer (low latency for UI ticks), converts the mono samples of
:func:`core.synth.synthesize` to the mixer's real format (rate, channels,
sample size: it may differ from what we asked for; :func:`to_mixer_format`)
and builds ``pygame.mixer.Sound`` objects. With no audio device, or when
disabled, it becomes silent: every method still works and does nothing, and
``status`` says why in one line.

Music (core.music: the menu's theme, the bed under play) has its own volume
and its own two mixer channels, reserved, so an effect never cuts the music
and the music never takes an effect's channel; a change of track crossfades
between the two. The loops take a few seconds of pure Python to compose, so
start-up never waits for them: after the first frame (`update`, called every
frame) they are read from the cache folder, or composed in a worker process
(core.worker) and then kept there; the music starts when they are ready.
"""

from __future__ import annotations

import hashlib
import math
import sys
import threading
import time
from array import array
from collections.abc import Callable
from concurrent.futures import Future
from functools import lru_cache
from itertools import repeat
from operator import add, mul
from pathlib import Path

import pygame

from core import music
from core.synth import DURATIONS, SOUND_NAMES, synthesize

DEFAULT_RATE = 44100
MIXER_BUFFER = 512  # samples: ~12 ms at 44.1 kHz, low enough for UI feedback
#: Mixer channels 0 and 1 are the music's (one fading out while the other fades in); effects use the rest.
MUSIC_CHANNELS = 2
#: Milliseconds a change of track takes to fade (out and in at once).
CROSSFADE_MS = 900
#: The music loops composed for a mixer rate: {track: mono int16 LE bytes} (core.music.compose).
Composer = Callable[[int], dict[str, bytes]]


@lru_cache(maxsize=1)
def music_version() -> str:
    """A short fingerprint of the music's code: a cached loop from other code is composed again."""
    digest = hashlib.sha256()
    for module in (music, sys.modules["core.synth"]):
        digest.update(Path(str(module.__file__)).read_bytes())
    return digest.hexdigest()[:12]


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

    def __init__(self, volume: float = 0.8, enabled: bool = True, *, music_volume: float = 0.6,
                 cache: Path | None = None, composer: Composer | None = None,
                 compose_in_process: bool = False, with_music: bool = True) -> None:
        self.enabled = enabled
        self._volume = _clamp(volume)
        self._music_volume = _clamp(music_volume)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._owns_mixer = False
        self.status = "not started"
        #: Milliseconds the last start() spent building the sounds: synthesis
        #: (near 0 when the bytes were already memoised), format conversion and
        #: Sound objects. 0 while silent.
        self.synthesis_ms = 0.0
        #: Where composed music loops are kept between runs (None: composed every run).
        self.cache = cache
        #: False: no music at all (headless apps: tests, shots and the bench never compose it).
        self.with_music = with_music
        #: Makes the loops for a rate (core.music's unless given: tests give a fast one), in a worker process
        #: unless `compose_in_process`.
        self._composer: Composer = composer or music.compose_all
        self._compose_here = compose_in_process
        self._music: dict[str, pygame.mixer.Sound] = {}
        self._music_job: tuple[object, Future[dict[str, bytes]]] | None = None
        self._music_state = "not started"
        #: Loops still to become Sounds, one a frame: composed bytes, or the cache file holding them.
        self._to_load: dict[str, bytes | Path] = {}
        #: The track asked for (None: silence) and the one playing, with its channel.
        self._wanted: str | None = None
        self._playing: tuple[str, int] | None = None
        self._last_channel = 1  # the music's channels take turns: one fades out as the other fades in

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
                # Headroom for a burst of deals over a cheer and the whistle, besides the music's two.
                pygame.mixer.set_num_channels(max(16 + MUSIC_CHANNELS, pygame.mixer.get_num_channels()))
            pygame.mixer.set_reserved(MUSIC_CHANNELS)  # Sound.play() never takes the music's channels
        except (pygame.error, NotImplementedError, ValueError) as exc:
            # NotImplementedError: pygame built without its mixer module.
            reason = " ".join(str(exc).split()) or type(exc).__name__  # one line
            self.status = f"silent: audio unavailable ({reason})"
            self.synthesis_ms = 0.0
            self._release_mixer()
            return False
        self._sounds = sounds
        self._apply_volume()
        # composed (or read) from the first `update`, after the first frame; headless apps (tests, tools) have none
        self._music_state = "waiting" if self.with_music else "off"
        self.status = f"playing at {rate} Hz, {channels} channel(s), {len(sounds)} sounds"
        return True

    def quit(self) -> None:
        """Stop everything and close the mixer if we opened it."""
        self.stop_all()
        self._stop_music_job()
        self._sounds = {}
        self._music = {}
        self._to_load = {}
        self._playing = None
        self._music_state = "not started"
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
        """Stop our sounds and music (only ours: other mixer users are left alone)."""
        for sound in (*self._sounds.values(), *self._music.values()):
            try:
                sound.stop()
            except pygame.error:
                pass

    # -- music ------------------------------------------------------------------
    @property
    def music_state(self) -> str:
        """"not started", "off" (an Audio without music), "waiting" (for the first frame), "composing",
        "loading" (a loop a frame), "ready" or "failed"."""
        return self._music_state

    @property
    def music_playing(self) -> str | None:
        """The track playing now (None: none)."""
        return self._playing[0] if self._playing is not None else None

    def play_music(self, name: str | None) -> None:
        """Play track `name` in a loop (None: no music), crossfading from the one playing; a track that is
        not ready yet starts when it is. Asking for the track already playing does nothing."""
        if name is not None and name not in music.MUSIC_NAMES:
            raise KeyError(f"unknown music {name!r}; known: {', '.join(music.MUSIC_NAMES)}")
        self._wanted = name
        self._follow_music()

    def update(self) -> None:
        """Every frame: bring the music in a step at a time, so no frame waits long: the first frame
        after start() looks for the loops in the cache folder or sends them to be composed in a worker
        process; once they are there, each frame makes one of them a Sound (the track asked for first);
        and the track asked for starts as soon as it is loaded."""
        state = self._music_state
        if state == "waiting":
            self._begin_music()
        elif state == "composing" and self._music_job is not None and self._music_job[1].done():
            future = self._music_job[1]
            self._stop_music_job()
            try:
                loops = future.result()
            except Exception as exc:  # a broken worker: the game goes on without music
                self._fail_music(f"{type(exc).__name__}: {exc}")
                return
            self._keep(loops)
            self._to_load = dict(loops)
            self._music_state = "loading"
        elif state == "loading":
            self._load_one()
        self._follow_music()

    def _fail_music(self, why: str) -> None:
        self._music_state = "failed"
        self.status += f"; no music ({why})"

    def _begin_music(self) -> None:
        spec = pygame.mixer.get_init()
        if spec is None:
            self._fail_music("the mixer closed")
            return
        rate = spec[0]
        files = {name: self._cache_file(name, rate) for name in music.MUSIC_NAMES}
        if all(path is not None and path.is_file() for path in files.values()):
            self._to_load = {name: path for name, path in files.items() if path is not None}
            self._music_state = "loading"
            return
        self._compose(rate)

    def _compose(self, rate: int) -> None:
        self._music_state = "composing"
        self._to_load = {}
        if self._compose_here:
            future: Future[dict[str, bytes]] = Future()
            try:
                future.set_result(self._composer(rate))
            except Exception as exc:
                future.set_exception(exc)
            self._music_job = (None, future)
            return
        job: Future[dict[str, bytes]] = Future()
        holder: list[object] = []
        composer = self._composer

        def launch() -> None:
            """Start the worker process off the frame loop (importing and spawning take a frame or more)
            and hand its answer on to `job`."""
            from core.worker import BotWorker

            worker = BotWorker()  # one spawned process, nicer than the render loop; closed when done
            holder.append(worker)
            try:
                inner = worker.submit(composer, rate)
            except Exception as exc:
                job.set_exception(exc)
                return

            def pass_on(done: Future[dict[str, bytes]]) -> None:
                failed = done.exception()
                if failed is not None:
                    job.set_exception(failed)
                else:
                    job.set_result(done.result())

            inner.add_done_callback(pass_on)

        threading.Thread(target=launch, name="matchday-music", daemon=True).start()
        self._music_job = (holder, job)

    def _stop_music_job(self) -> None:
        if self._music_job is not None:
            holder = self._music_job[0]
            for worker in holder if isinstance(holder, list) else ():
                worker.close()
            self._music_job = None

    def _cache_file(self, name: str, rate: int) -> Path | None:
        if self.cache is None:
            return None
        return self.cache / f"{name}-{rate}hz-{music_version()}.pcm"

    def _keep(self, loops: dict[str, bytes]) -> None:
        """Keep the composed loops for the next run, written by the save writer's thread (a failure only
        means composing them again next time)."""
        spec, folder = pygame.mixer.get_init(), self.cache
        if spec is None or folder is None:
            return
        files = {name: self._cache_file(name, spec[0]) for name in loops}

        def write() -> None:
            from core.storage import atomic_write

            folder.mkdir(parents=True, exist_ok=True)
            for stale in folder.glob("*.pcm"):
                if stale not in files.values():
                    stale.unlink()  # loops of other code or another rate
            for name, data in loops.items():
                path = files[name]
                if path is not None:
                    atomic_write(path, data)

        from core.autosave import WRITER

        WRITER.submit(str(folder / "music"), write, lambda _exc: None)

    def _load_one(self) -> None:
        """Make one loop a Sound (the track asked for first); a cached loop that is not whole sends them
        all to be composed again."""
        spec = pygame.mixer.get_init()
        if spec is None or not self._to_load:
            self._music_state = "ready" if spec is not None else "failed"
            return
        rate, size, channels = spec
        name = self._wanted if self._wanted in self._to_load else next(iter(self._to_load))
        source = self._to_load.pop(name)
        try:
            data = source.read_bytes() if isinstance(source, Path) else source
        except OSError:
            data = b""
        if len(data) != 2 * music.loop_samples(name, rate):
            self._music = {}
            self._compose(rate)  # the cache was damaged or cut short
            return
        try:
            sound = pygame.mixer.Sound(buffer=to_mixer_format(data, size, channels))
        except (pygame.error, ValueError) as exc:
            self._fail_music(str(exc))
            return
        sound.set_volume(self._music_volume)
        self._music[name] = sound
        if not self._to_load:
            self._music_state = "ready"

    def _follow_music(self) -> None:
        """Crossfade to the track asked for, once it is loaded."""
        wanted = self._wanted if self._music_volume > 0.0 else None
        current = self._playing[0] if self._playing is not None else None
        if wanted == current or (wanted is not None and wanted not in self._music):
            return
        try:
            if self._playing is not None:
                pygame.mixer.Channel(self._playing[1]).fadeout(CROSSFADE_MS)
                self._playing = None
            if wanted is not None:
                channel = self._last_channel = 1 - self._last_channel
                pygame.mixer.Channel(channel).play(self._music[wanted], loops=-1, fade_ms=CROSSFADE_MS)
                self._playing = (wanted, channel)
        except pygame.error:  # the mixer was closed behind our back
            self._playing = None

    # -- volume -----------------------------------------------------------------
    @property
    def volume(self) -> float:
        return self._volume

    def set_volume(self, volume: float) -> None:
        """Set the effects volume, clamped to 0..1 (0 = silent)."""
        self._volume = _clamp(volume)
        self._apply_volume()

    @property
    def music_volume(self) -> float:
        return self._music_volume

    def set_music_volume(self, volume: float) -> None:
        """Set the music volume, clamped to 0..1 (0 = no music: the track stops, and comes back with
        the volume)."""
        self._music_volume = _clamp(volume)
        for sound in self._music.values():
            sound.set_volume(self._music_volume)
        self._follow_music()

    def _apply_volume(self) -> None:
        for sound in self._sounds.values():
            sound.set_volume(self._volume)


def _clamp(volume: float) -> float:
    value = float(volume)
    if math.isnan(value):
        return 0.0
    return max(0.0, min(1.0, value))
