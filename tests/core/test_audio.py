"""core.audio and core.synth: the synthesized waveforms (no mixer needed) and the Audio player.

The player is exercised with SDL's dummy driver, with a mixer that fails to
open (no audio device), and -- in a child process -- with SDL's disk driver,
whose output file proves the samples really reach the audio device.
"""

from __future__ import annotations

import os

# SDL reads these when the audio/video subsystems start, not when pygame is
# imported, so setting them here works even if pygame was imported earlier;
# the `dummy_audio` fixture also re-asserts them and restarts the mixer.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import hashlib  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import textwrap  # noqa: E402
from array import array  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from core import audio, synth  # noqa: E402
from core.audio import Audio  # noqa: E402
from core.synth import DURATIONS, SOUND_NAMES, sample_count, synthesize  # noqa: E402

FULL_SCALE = 32768
RATES = (22050, 44100, 48000)


def mixer_spec() -> tuple[int, int, int]:
    spec = pygame.mixer.get_init()
    assert spec is not None, "mixer not initialised"
    return spec


def played_sound(channel: pygame.mixer.Channel | None) -> pygame.mixer.Sound:
    assert channel is not None, "no channel: sound did not play"
    sound = channel.get_sound()
    assert sound is not None
    return sound


def samples(name: str, rate: int = 44100) -> array[int]:
    out = array("h")
    out.frombytes(synthesize(name, rate))
    if sys.byteorder == "big":  # synthesize() promises little-endian
        out.byteswap()
    return out


def crossings_per_second(values: array[int] | list[int], rate: int) -> float:
    signs = [v >= 0 for v in values]
    flips = sum(1 for a, b in zip(signs, signs[1:]) if a != b)
    return flips * rate / len(values)


def rms(values: array[int] | list[int]) -> float:
    return math.sqrt(sum(v * v for v in values) / max(1, len(values)))


# --------------------------------------------------------------------------
# Waveforms
# --------------------------------------------------------------------------
def test_the_sound_set() -> None:
    required = {"deal", "flip", "whistle", "cheer", "click", "confirm", "back", "warning", "kick", "splash", "slide"}
    assert required <= set(SOUND_NAMES)
    assert set(DURATIONS) == set(SOUND_NAMES)
    assert 0.4 <= DURATIONS["whistle"] <= 0.6
    assert 1.4 <= DURATIONS["cheer"] <= 1.8


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_length_matches_duration_at_every_rate(name: str) -> None:
    for rate in RATES:
        data = synthesize(name, rate)
        assert data, name
        assert len(data) == 2 * round(DURATIONS[name] * rate) == 2 * sample_count(name, rate)


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_peak_is_about_minus_6_dbfs(name: str) -> None:
    for rate in (22050, 44100):
        values = samples(name, rate)
        peak_db = 20 * math.log10(max(map(abs, values)) / FULL_SCALE)
        assert -7.0 <= peak_db <= -5.0, (name, rate, peak_db)


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_starts_and_ends_at_zero_without_clicks(name: str) -> None:
    values = samples(name)
    assert values[0] == 0 and values[-1] == 0
    near_zero = 0.01 * FULL_SCALE
    assert max(map(abs, values[:4])) <= near_zero
    assert max(map(abs, values[-4:])) <= near_zero
    # No DC offset either (it would thump when the sound starts and stops).
    assert abs(sum(values) / len(values)) < 0.01 * FULL_SCALE


def test_deterministic_across_calls_and_processes() -> None:
    first = {name: synthesize(name, 44100) for name in SOUND_NAMES}
    synth.clear_caches()
    again = {name: synthesize(name, 44100) for name in SOUND_NAMES}
    assert again == first
    digest = hashlib.sha256(b"".join(first[name] for name in SOUND_NAMES)).hexdigest()
    child = subprocess.run(
        [
            sys.executable,
            "-c",
            "import hashlib, sys; sys.path.insert(0, sys.argv[1]);"
            "from core.synth import SOUND_NAMES, synthesize;"
            "print(hashlib.sha256(b''.join(synthesize(n, 44100) for n in SOUND_NAMES)).hexdigest())",
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONHASHSEED": "12345"},
    )
    assert child.returncode == 0, child.stderr
    assert child.stdout.strip().splitlines()[-1] == digest


def test_sounds_have_their_character() -> None:
    rate = 44100
    # The whistle sits around 2.3 kHz (two zero crossings per cycle).
    whistle = samples("whistle", rate)
    body = whistle[len(whistle) // 5 : 4 * len(whistle) // 5]
    assert 2100 <= crossings_per_second(body, rate) / 2 <= 2500
    # And it trills: loudness per 10 ms window varies a lot (the pea).
    windows = [rms(body[i : i + 441]) for i in range(0, len(body) - 441, 441)]
    assert max(windows) > 1.3 * min(windows)
    # The warning beep is a 1 kHz tone.
    warning = samples("warning", rate)
    assert 950 <= crossings_per_second(warning[1000:-2000], rate) / 2 <= 1100
    # The cheer swells and fades: loud in the middle, quiet at both ends.
    cheer = samples("cheer", rate)
    middle = rms(cheer[len(cheer) // 3 : 2 * len(cheer) // 3])
    assert middle > 2 * rms(cheer[: rate // 20]) and middle > 3 * rms(cheer[-rate // 10 :])
    # Percussive sounds decay.
    for name in ("deal", "flip", "kick", "click", "splash"):
        values = samples(name, rate)
        quarter = len(values) // 4
        assert rms(values[:quarter]) > 2 * rms(values[-quarter:]), name
    # The kick is a low thump: most zero crossings well below 300 Hz.
    assert crossings_per_second(samples("kick", rate), rate) / 2 < 400


def test_quantize_matches_round_half_even() -> None:
    values = [((i * 7919) % 2001 - 1000) / 37.0 for i in range(3000)] + [0.5, 1.5, -0.5, -2.5, 16422.6]
    packed = synth._quantize(values, 1.0)
    out = array("h")
    out.frombytes(packed)
    if sys.byteorder == "big":
        out.byteswap()
    assert list(out) == [round(v) for v in values]


def test_unknown_sound_and_bad_rate_are_rejected() -> None:
    with pytest.raises(KeyError, match="whistle"):
        synthesize("vuvuzela", 44100)
    with pytest.raises(ValueError):
        synthesize("click", 100)


def test_to_mixer_format_copies_mono_to_every_channel() -> None:
    mono = synthesize("click", 22050)
    source = samples("click", 22050)
    stereo = array("h")
    stereo.frombytes(audio.to_mixer_format(mono, -16, 2))
    assert list(stereo[0::2]) == list(source) == list(stereo[1::2])
    assert audio.to_mixer_format(mono, -16, 1) == array("h", source).tobytes()
    floats = array("f")
    floats.frombytes(audio.to_mixer_format(mono, 32, 2))
    assert max(abs(v) for v in floats) == pytest.approx(max(map(abs, source)) / FULL_SCALE, rel=1e-6)
    unsigned = audio.to_mixer_format(mono, 8, 1)
    assert unsigned[0] == 128 and len(unsigned) == len(source)
    with pytest.raises(ValueError):
        audio.to_mixer_format(mono, 24, 2)


def test_every_sound_synthesizes_from_cold_caches_and_is_then_memoised() -> None:
    # How long synthesis takes is a figure for `python main.py bench` (audio_synthesis_ms), not
    # something a test on a shared machine can assert; what it produces is asserted here.
    synth.clear_caches()
    made = {name: synthesize(name, 44100) for name in SOUND_NAMES}
    for name, data in made.items():
        assert isinstance(data, bytes) and len(data) == 2 * sample_count(name, 44100), name
        values = samples(name)
        assert max(map(abs, values)) > FULL_SCALE // 4, name  # a sound, not silence
    # Memoised: playing a sound again never synthesizes it again.
    assert all(synthesize(name, 44100) is data for name, data in made.items())
    assert synthesize.cache_info().currsize >= len(SOUND_NAMES)


# --------------------------------------------------------------------------
# The player
# --------------------------------------------------------------------------
def test_plays_every_sound_on_the_dummy_driver(dummy_audio: None) -> None:
    player = Audio()
    assert player.start()
    assert player.available
    assert player.status.startswith("playing at ")
    rate, size, channels = mixer_spec()
    assert (size, channels) == (-16, 2)
    assert player.names == SOUND_NAMES
    for name in player.names:
        channel = player.play(name)
        sound = played_sound(channel)
        assert channel is not None and channel.get_busy()
        assert sound.get_length() == pytest.approx(sample_count(name, rate) / rate, abs=1e-3)
        assert sound.get_volume() == pytest.approx(0.8, abs=0.01)
    player.stop_all()
    assert not pygame.mixer.get_busy()
    player.quit()
    assert not player.available
    assert pygame.mixer.get_init() is None  # it opened the mixer, so it closes it
    assert player.play("click") is None  # still callable after quit


def test_volume_clamps_and_applies_to_every_sound(dummy_audio: None) -> None:
    assert Audio(volume=3.0).volume == 1.0
    assert Audio(volume=-1.0).volume == 0.0
    player = Audio(volume=0.5)
    player.set_volume(7)
    assert player.volume == 1.0
    player.set_volume(-0.2)
    assert player.volume == 0.0
    player.set_volume(float("nan"))
    assert player.volume == 0.0
    assert player.start()
    player.set_volume(0.25)
    assert player.volume == 0.25
    for name in player.names:
        assert played_sound(player.play(name)).get_volume() == pytest.approx(0.25, abs=0.01)
    player.set_volume(0.0)
    assert player.play("cheer") is None  # silent: no channel wasted
    player.quit()


def test_silent_when_the_mixer_cannot_open(dummy_audio: None, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    player = Audio()
    assert player.start() is False
    assert not player.available
    assert player.status.startswith("silent")
    assert "No available audio device" in player.status
    assert "\n" not in player.status
    for name in player.names:
        assert player.play(name) is None
    player.set_volume(0.3)
    assert player.volume == 0.3
    player.stop_all()
    with pytest.raises(KeyError, match="known sounds"):
        player.play("vuvuzela")
    player.quit()
    assert pygame.mixer.get_init() is None


def test_disabled_never_touches_the_mixer(dummy_audio: None, monkeypatch: pytest.MonkeyPatch) -> None:
    def must_not_open(*args: object, **kwargs: object) -> None:
        raise AssertionError("mixer.init called although sound is disabled")

    monkeypatch.setattr(pygame.mixer, "init", must_not_open)
    player = Audio(enabled=False)
    assert player.start() is False
    assert "disabled" in player.status
    assert player.play("whistle") is None
    player.quit()


def test_unknown_sound_name_raises_key_error(dummy_audio: None) -> None:
    player = Audio()
    with pytest.raises(KeyError, match="whistle"):  # the message lists the names
        player.play("vuvuzela")
    assert player.start()
    with pytest.raises(KeyError):
        player.play("Whistle")
    player.quit()


def test_adapts_to_a_mixer_opened_elsewhere(dummy_audio: None) -> None:
    pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
    rate, _, channels = mixer_spec()
    player = Audio()
    assert player.start()
    sound = played_sound(player.play("whistle"))
    assert sound.get_length() == pytest.approx(sample_count("whistle", rate) / rate, abs=1e-3)
    assert sound.get_raw() == audio.to_mixer_format(synthesize("whistle", rate), -16, channels)
    player.quit()
    assert pygame.mixer.get_init() is not None  # not ours to close


def test_disk_driver_writes_the_whistle_to_a_file(tmp_path: Path) -> None:
    # SDL's "disk" driver (present in pygame-ce 2.5.8's SDL 2.32.10: its
    # drivers are pulseaudio, alsa, pipewire, dsp, disk, dummy) writes the
    # mixed output to SDL_DISKAUDIOFILE in real time. Run in a child because
    # the driver is chosen once per SDL audio initialisation.
    out_file = tmp_path / "out.raw"
    script = textwrap.dedent(
        """
        import json, sys, time
        sys.path.insert(0, sys.argv[1])
        import pygame
        from core.audio import Audio
        player = Audio(volume=1.0)
        ok = player.start()
        report = {"ok": ok, "status": player.status, "init": pygame.mixer.get_init()}
        if ok:
            channel = player.play("whistle")
            # The whistle plays in real time (half a second); the deadline only stops a device
            # that never finishes from hanging the test, however loaded the machine is.
            deadline = time.monotonic() + 120
            while channel.get_busy() and time.monotonic() < deadline:
                time.sleep(0.01)
            report["finished"] = not channel.get_busy()
            time.sleep(0.1)  # let the last buffers reach the file
        player.quit()  # closes the device, which closes the file
        print(json.dumps(report))
        """
    )
    env = {**os.environ, "SDL_AUDIODRIVER": "disk", "SDL_DISKAUDIOFILE": str(out_file)}
    child = subprocess.run(
        [sys.executable, "-c", script, str(ROOT)], capture_output=True, text=True, timeout=300, env=env
    )
    assert child.returncode == 0, child.stderr
    report = json.loads(child.stdout.strip().splitlines()[-1])
    assert report["ok"], report["status"]
    assert report["finished"]
    rate, size, channels = report["init"]
    assert (size, channels) == (-16, 2)

    written = array("h")
    raw = out_file.read_bytes()
    written.frombytes(raw[: len(raw) // 4 * 4])
    left, right = written[0::2], written[1::2]
    assert list(left) == list(right)  # mono copied to both channels
    loud = [i for i, v in enumerate(left) if v]
    assert len(loud) > 0.4 * rate  # ~0.5 s of whistle, not silence
    segment = left[loud[0] : loud[-1] + 1]
    assert len(segment) == pytest.approx(sample_count("whistle", rate), rel=0.02)
    # At volume 1.0 the device receives our samples unchanged: same peak...
    assert max(map(abs, segment)) == max(map(abs, samples("whistle", rate)))
    # ...and the same pitch.
    middle = segment[len(segment) // 5 : 4 * len(segment) // 5]
    assert 2100 <= crossings_per_second(middle, rate) / 2 <= 2500
