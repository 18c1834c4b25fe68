"""core.music and the music side of core.audio: the loops, their own volume and channels, the cache.

The loops are composed for real once at 16 kHz (a second or two); the player's tests use
tests.support.fake_music's instant loops of the right length, on SDL's dummy driver. No test times
anything: start-up and composing are measured by `python main.py bench` (docs/PERFORMANCE.md).
"""

from __future__ import annotations

import math
import os
import sys
from array import array
from pathlib import Path

import pytest

os.environ["SDL_AUDIODRIVER"] = "dummy"
import pygame  # noqa: E402

from core import music  # noqa: E402
from core.audio import MUSIC_CHANNELS, Audio  # noqa: E402
from core.autosave import WRITER  # noqa: E402
from core.scene import Scene, SceneStack  # noqa: E402
from tests.support import fake_music  # noqa: E402

RATE = 16000


def values(data: bytes) -> array[int]:
    out = array("h")
    out.frombytes(data)
    if sys.byteorder == "big":
        out.byteswap()
    return out


@pytest.fixture(scope="module")
def loops() -> dict[str, array[int]]:
    return {name: values(data) for name, data in music.compose_all(RATE).items()}


def rms(x: array[int]) -> float:
    probe = x[::7]
    return math.sqrt(sum(v * v for v in probe) / len(probe))


# -- the loops --------------------------------------------------------------------------------------

def test_each_loop_is_its_length_and_deterministic(loops: dict[str, array[int]]) -> None:
    assert set(loops) == {"theme", "bed"}
    for name, x in loops.items():
        assert len(x) == music.loop_samples(name, RATE) == round(music.loop_seconds(name) * RATE)
        assert music.compose(name, RATE) == x.tobytes()  # memoised, and the same bytes again
    assert 12.0 <= music.loop_seconds("theme") <= 24.0 and 12.0 <= music.loop_seconds("bed") <= 24.0


def test_the_loops_peak_at_their_level_and_the_bed_sits_under_the_theme(loops: dict[str, array[int]]) -> None:
    for name, x in loops.items():
        peak = max(max(x), -min(x))
        assert peak == pytest.approx(32767 * music.TRACKS[name][2], abs=2), name
    assert rms(loops["bed"]) < 0.75 * rms(loops["theme"])


def test_the_loops_join_without_a_click(loops: dict[str, array[int]]) -> None:
    for name, x in loops.items():
        steps = sorted(abs(b - a) for a, b in zip(x[::3], x[1::3]))
        typical = steps[int(0.99 * len(steps))]  # the largest step between neighbours, bar a few
        assert abs(x[0] - x[-1]) <= typical, name  # the end runs into the start like any two samples


def test_the_loops_are_music_not_silence_or_noise(loops: dict[str, array[int]]) -> None:
    for name, x in loops.items():
        quarters = [x[i * len(x) // 4:(i + 1) * len(x) // 4] for i in range(4)]
        assert all(rms(q) > 300 for q in quarters), name  # something plays all the way through
        crossings = sum(1 for a, b in zip(x, x[1:]) if (a >= 0) != (b >= 0)) / music.loop_seconds(name)
        assert 80 < crossings < 3000, name  # tones of tens to a few hundred Hz, not hiss


def test_a_high_rate_is_composed_at_half_and_doubled_smoothly() -> None:
    assert music._work_rate(44100) == (22050, 2) and music._work_rate(48000) == (24000, 2)
    assert music._work_rate(22050) == (22050, 1) and music._work_rate(44099) == (44099, 1)
    assert music._doubled([0.0, 1.0, 0.0, -1.0]) == [0.0, 0.5, 1.0, 0.5, 0.0, -0.5, -1.0, -0.5]


def test_unknown_track_and_bad_rate() -> None:
    with pytest.raises(KeyError):
        music.compose("anthem", RATE)
    with pytest.raises(ValueError):
        music.compose("theme", 4000)


# -- the player -------------------------------------------------------------------------------------

def started(tmp_path: Path, **kw: object) -> Audio:
    kw.setdefault("composer", fake_music.quick_loops)
    kw.setdefault("compose_in_process", True)
    player = Audio(0.8, music_volume=0.5, cache=tmp_path / "music", **kw)  # type: ignore[arg-type]
    assert player.start() and player.music_state == "waiting"
    return player


def until_ready(player: Audio, frames: int = 400) -> None:
    import time

    for _ in range(frames):
        player.update()
        if player.music_state in ("ready", "failed"):
            return
        time.sleep(0.01)  # a worker process answers in its own time
    raise AssertionError(f"music still {player.music_state}")


def playing_level(player: Audio) -> int:
    """The fake loop level on the music channel now playing."""
    assert player._playing is not None
    sound = pygame.mixer.Channel(player._playing[1]).get_sound()
    assert sound is not None
    return values(sound.get_raw()[:4])[0]


def test_music_starts_after_the_first_frame_and_crossfades_on_its_own_channels(dummy_audio: None,
                                                                             tmp_path: Path) -> None:
    player = started(tmp_path)
    player.play_music("theme")
    assert player.music_playing is None  # nothing composed or read before the first frame's update
    until_ready(player)
    assert player.music_playing == "theme" and playing_level(player) == fake_music.LEVEL["theme"]
    first = player._playing[1] if player._playing else None
    player.play_music("bed")
    assert player.music_playing == "bed" and playing_level(player) == fake_music.LEVEL["bed"]
    assert player._playing is not None and player._playing[1] != first  # one fades out as the other comes in
    assert player._playing[1] < MUSIC_CHANNELS
    # effects never take the music's channels, however many play at once
    channels = [player.play("deal") for _ in range(20)]
    assert all(c is None or c not in [pygame.mixer.Channel(i) for i in range(MUSIC_CHANNELS)] for c in channels)
    assert pygame.mixer.Channel(player._playing[1]).get_busy()
    player.quit()


def test_music_and_effects_have_their_own_volumes(dummy_audio: None, tmp_path: Path) -> None:
    player = started(tmp_path)
    player.play_music("theme")
    until_ready(player)
    player.set_volume(0.2)
    player.set_music_volume(0.7)
    assert player.volume == pytest.approx(0.2) and player.music_volume == pytest.approx(0.7)
    assert all(s.get_volume() == pytest.approx(0.7, abs=0.01) for s in player._music.values())
    assert all(s.get_volume() == pytest.approx(0.2, abs=0.01) for s in player._sounds.values())
    player.set_music_volume(0.0)  # no music: it stops...
    assert player.music_playing is None
    player.set_music_volume(0.4)  # ...and comes back with the volume
    assert player.music_playing == "theme"
    player.quit()


def test_the_loops_are_kept_and_read_back_next_time(dummy_audio: None, tmp_path: Path) -> None:
    player = started(tmp_path)
    until_ready(player)
    player.quit()
    assert WRITER.flush(timeout=60)
    kept = sorted(p.name.split("-")[0] for p in (tmp_path / "music").glob("*.pcm"))
    assert kept == ["bed", "theme"]
    again = started(tmp_path, composer=fake_music.broken)  # composing would fail: the cache must serve
    again.play_music("bed")
    until_ready(again)
    assert again.music_state == "ready" and again.music_playing == "bed"
    again.quit()
    for path in (tmp_path / "music").glob("theme-*.pcm"):
        path.write_bytes(path.read_bytes()[:100])  # cut short: composed again
    third = started(tmp_path)
    until_ready(third)
    assert third.music_state == "ready" and set(third._music) == {"theme", "bed"}
    third.quit()


def test_a_failed_composer_leaves_the_game_silent_not_broken(dummy_audio: None, tmp_path: Path) -> None:
    player = started(tmp_path, composer=fake_music.broken)
    player.play_music("theme")
    until_ready(player)
    assert player.music_state == "failed" and "no music" in player.status
    assert player.music_playing is None and player.play("click") is not None  # effects go on
    player.quit()


def test_the_loops_are_composed_in_a_worker_process(dummy_audio: None, tmp_path: Path) -> None:
    player = started(tmp_path, compose_in_process=False)
    player.play_music("theme")
    player.update()
    assert player.music_state == "composing"  # the frame did not wait for it
    until_ready(player, frames=6000)
    assert player.music_playing == "theme"
    player.quit()


def test_without_music_nothing_is_composed(dummy_audio: None, tmp_path: Path) -> None:
    player = Audio(with_music=False, composer=fake_music.broken, compose_in_process=True, cache=tmp_path)
    assert player.start() and player.music_state == "off"
    player.play_music("theme")
    player.update()
    assert player.music_state == "off" and player.music_playing is None
    player.quit()


# -- which music plays ------------------------------------------------------------------------------

class Named(Scene):
    def __init__(self, music_name: str | None) -> None:
        super().__init__()
        self.music = music_name


def test_the_top_most_screen_that_names_music_chooses_it() -> None:
    stack = SceneStack()
    assert stack.music() == "theme"  # nothing on: the menu's theme
    stack.push(Named(None))
    stack.apply_pending()
    assert stack.music() == "theme"
    stack.push(Named("bed"))  # a game
    stack.push(Named(None))  # a pause menu over it
    stack.apply_pending()
    assert stack.music() == "bed"


def test_a_game_plays_the_bed_and_the_menu_the_theme(tmp_path: Path) -> None:
    from match.setup import GameSetup, SeatSpec
    from scenes.front.menu import MainMenu
    from scenes.registry import make_game_scene
    from tests.support.driver import make_app, open_scene

    app = make_app(tmp_path)
    asked: list[str | None] = []
    app.audio.play_music = asked.append  # type: ignore[method-assign]
    d = open_scene(app, MainMenu())
    assert asked[-1] == "theme"
    game = make_game_scene(GameSetup("penguin_soccer", 1, (SeatSpec("human"), SeatSpec("cpu", "easy")), None, {}),
                           sync_bots=True)
    app.stack.push(game)
    d.frames(2)
    assert asked[-1] == "bed"
    game.open_pause()
    d.frames(2)
    assert d.top.name != game.name and asked[-1] == "bed"  # the pause menu keeps the game's music
    app.close()
