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
        match = game.match
        assert game.name == game_id and match.actions == log.actions
        assert match.full_state().to_json() == final_state(log).to_json()
        # The saved clock goes on: the seat to move has had only the frames since Resume off its saved time.
        saved, turn = log.clock["remaining"], log.clock["turn"]
        clock = match.clock()
        assert clock is not None and clock.control.text == log.clock["control"]
        assert clock.turn == turn == match.to_move and clock.running
        assert clock.left[1 - turn] == saved[1 - turn]
        assert saved[turn] - 0.2 <= clock.left[turn] < saved[turn]
        assert app.input.seats[0] == "kb1"  # the human seat is the device that chose Resume
    finally:
        app.close()
