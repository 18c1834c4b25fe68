"""Pausing: only a device that plays (or a free one that is not the other keyboard half) pauses."""

from __future__ import annotations


def test_the_unused_keyboard_halfs_menu_key_does_not_pause_a_one_player_game(tmp_path):
    import pygame

    from match.setup import GameSetup, SeatSpec
    from scenes.registry import make_game_scene
    from tests.support.driver import make_app, open_scene

    app = make_app(tmp_path)
    scene = make_game_scene(GameSetup("jukem_soccer", 1, (SeatSpec("human"), SeatSpec("cpu", "easy")), None, {}),
                            sync_bots=True)
    d = open_scene(app, scene)
    assert app.input.seats[0] == "kb1"
    d.key(pygame.K_TAB)  # the WASD half's Menu: nobody plays with it
    d.frames(2)
    assert d.top is scene
    d.key(pygame.K_ESCAPE)  # the player's own Menu key
    d.frames(2)
    assert d.top is not scene
    app.close()
