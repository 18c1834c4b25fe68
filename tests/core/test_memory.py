"""The allocator settings that keep resident memory to what is in use, and when the heap is trimmed."""

from __future__ import annotations

import weakref

import core.app
import core.memory as memory
from match.setup import GameSetup, SeatSpec
from core.scene import Scene
from scenes.registry import make_game_scene
from tests.support.driver import make_app, open_scene


def test_glibc_takes_the_fixed_threshold_and_the_trim(monkeypatch):
    assert memory.keep_big_blocks_apart() is True  # the machines here run glibc
    assert memory.release_free_heap() is True
    monkeypatch.setattr(memory, "_libc", False)  # another C library: nothing happens, nothing breaks
    assert memory.keep_big_blocks_apart() is False
    assert memory.release_free_heap() is False


def test_the_heap_is_trimmed_when_a_game_leaves_and_not_for_other_screens(tmp_path, monkeypatch):
    trims: list[int] = []
    alive_at_trim: list[bool] = []

    def trim() -> bool:
        trims.append(1)
        alive_at_trim.append(left() is not None)
        return True

    left = lambda: None  # noqa: E731 - the game's weak reference, once there is one
    monkeypatch.setattr(core.app, "release_free_heap", trim)
    app = make_app(tmp_path)
    menu = Scene()
    d = open_scene(app, menu)
    other = Scene()
    app.stack.push(other)
    d.frames(2)
    app.stack.pop(other)
    d.frames(2)
    assert trims == []
    cpu = SeatSpec("cpu", "random")
    game = make_game_scene(GameSetup("penguin_soccer", 3, (cpu, cpu)), sync_bots=True)
    app.stack.push(game)
    d.frames(3)
    assert trims == []
    left = weakref.ref(game)
    app.stack.pop(game)
    del game
    d.frames(2)
    assert trims == [1]
    # The table is a web of references (scene, match, sprites): the App collects it before the trim, so its
    # pictures are freed pages the trim hands back, not a table waiting for the cycle collector.
    assert alive_at_trim == [False]
    app.close()


def test_the_worker_runs_every_engine_without_pygame():
    """Run in a fresh process as the worker starts: every game's hard computer decides, pygame never loads."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from core.worker import keep_pygame_out, choose_move\n"
        "keep_pygame_out()\n"
        "from engines import GAMES\n"
        "for g, e in GAMES.items():\n"
        "    s = e.new_game(3)\n"
        "    assert e.State.from_json(s.to_json()).apply(choose_move(g, 'hard', 1, s.to_json(), s.current_player))\n"
        "assert sys.modules.get('pygame') is None, 'pygame was loaded'\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
    assert "cannot import" not in done.stderr  # pytmx does without it quietly
