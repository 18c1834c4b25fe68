"""The lobby: seats by device, computer levels, the board choice reaching the engine."""

from __future__ import annotations

import pygame

from scenes.lobby import LobbyScene
from tests.support.driver import Driver, make_app

MOVES = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


def test_board_choice_starts_the_big_floe(tmp_path):
    app = make_app(tmp_path)
    app.input.last_device = "kb1"
    lobby = LobbyScene("penguin_soccer", seed=4)
    app.stack.push(lobby)
    d = Driver(app)
    d.frames(1)
    assert [lv.name for lv in lobby.boards][:1] == ["penguin_standard"] and len(lobby.boards) >= 2
    d.navigate_to("board", d.key, MOVES)
    d.key(pygame.K_RIGHT)
    assert "10x10" in lobby.board_label()
    d.navigate_to("seat1", d.key, MOVES)
    d.key(pygame.K_LEFT)  # cpu:normal -> cpu:easy
    assert lobby.kinds[1] == "cpu:easy"
    d.navigate_to("start", d.key, MOVES)
    d.key(pygame.K_RETURN)
    d.frames(1)
    game = d.top
    assert game.name == "penguin_soccer"
    assert game.setup.options == {"level": "penguin_bigfloe"}
    assert game.setup.seats[1].level == "easy" and game.setup.seats[0].device == "kb1"
    assert game.state.to_json()["level"] == "penguin_bigfloe"
    app.close()


def test_second_device_joins_red_and_back_leaves(tmp_path):
    app = make_app(tmp_path)
    app.input.last_device = "kb1"
    lobby = LobbyScene("jukem_soccer")
    app.stack.push(lobby)
    d = Driver(app)
    d.frames(1)
    assert lobby.boards == [] and app.input.seats == ["kb1", None]
    d.key(pygame.K_SPACE)  # the WASD half of the keyboard joins
    assert app.input.seats == ["kb1", "kb2"] and lobby.kinds[1] == "human"
    d.key(pygame.K_q)  # its Back leaves the seat; the computer takes it again
    assert app.input.seats == ["kb1", None] and lobby.kinds[1].startswith("cpu")
    assert d.top is lobby
    app.close()
