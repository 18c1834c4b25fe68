"""An autosave written before this version (replay format 1) is offered and resumed from the menu.

tests/data/records_v1/*_unfinished_5.json were written by the code before the
layout change and the Jukem Soccer half-end fix: a human against the
computer, part played, with a chess clock. Put where the autosave lives,
the menu offers it, and Resume rebuilds exactly the replayed game and clock.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from core.replay import autosave_path, final_state, load_replay
from scenes.front.menu import MainMenu
from tests.support.driver import Driver, make_app

RECORDS = Path(__file__).resolve().parents[2] / "data" / "records_v1"


@pytest.mark.parametrize("game_id", ["penguin_soccer", "jukem_soccer"])
def test_an_old_autosave_resumes_from_the_menu(tmp_path, game_id):
    app = make_app(tmp_path)
    try:
        old = RECORDS / f"{game_id}_unfinished_5.json"
        path = autosave_path(app.paths)
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(old, path)
        log = load_replay(old)
        app.input.last_device = "kb1"
        app.stack.push(MainMenu())
        d = Driver(app)
        d.frames(2)
        assert d.focused() == "resume"
        d.key(pygame.K_RETURN)
        d.frames(2)
        game = d.top
        assert game.name == game_id and game.actions == list(log.actions)
        assert game.state.to_json() == final_state(log).to_json()
        assert game.clock is not None and game.clock.remaining == log.clock["remaining"]
        assert app.input.seats[0] == "kb1"  # the human seat is the device that chose Resume
    finally:
        app.close()
