"""The menus end to end, by one device alone: a real SDL virtual controller,
the keyboard, and the mouse. Each walks the same path: open Settings, change a
value (saved to disk), back out, then claim a seat and start the card table.
The controller run also unplugs the pad mid-game and plugs it back in.
"""

from __future__ import annotations

import json

import pygame
import pytest

from scenes.front.menu import MainMenu
from scenes.ui.overlays import ReconnectScene
from tests.support import vpad
from tests.support.driver import Driver, make_app


@pytest.fixture
def driver(tmp_path):
    app = make_app(tmp_path)
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(2)
    yield d
    app.close()


def saved_settings(d: Driver) -> dict:
    return json.loads(d.app.paths.settings_file.read_text())


def test_controller_alone_walks_menus_and_survives_unplugging(driver):
    d = driver
    pad = vpad.VirtualPad(kind="xbox")
    pad.attach()
    try:
        d.frames(2)
        devices = [dev for dev in d.app.input.connected_pads()]
        assert len(devices) == 1 and devices[0].kind == "xbox"

        def press(button):
            pad.tap(button, pump=lambda: d.frames(1))

        moves = (vpad.BUTTON_DPAD_UP, vpad.BUTTON_DPAD_DOWN, vpad.BUTTON_DPAD_LEFT, vpad.BUTTON_DPAD_RIGHT)
        d.navigate_to("settings", press, moves)
        assert d.app.input.last_device.startswith("pad:")
        press(vpad.BUTTON_A)
        d.frames(1)
        assert d.top.name == "settings"
        d.navigate_to("effects", press, moves)
        before = d.app.settings.effects_volume
        press(vpad.BUTTON_DPAD_LEFT)
        assert d.app.settings.effects_volume == pytest.approx(before - 0.1)
        assert saved_settings(d)["effects_volume"] == pytest.approx(before - 0.1)
        press(vpad.BUTTON_B)
        d.frames(1)
        assert d.top.name == "menu"

        # Claim a seat: the pad that opens the lobby sits in Blue.
        d.navigate_to("penguin_soccer", press, moves)
        press(vpad.BUTTON_A)
        d.frames(1)
        assert d.top.name == "lobby"
        pad_device = f"pad:{pad.instance_id}"
        assert d.app.input.seats[0] == pad_device
        d.navigate_to("start", press, moves)
        press(vpad.BUTTON_A)
        d.frames(2)
        game = d.top
        assert game.name == "penguin_soccer" and game.uses_seats

        # Unplug: play pauses behind the reconnect prompt.
        pad.detach()
        d.frames(2)
        assert isinstance(d.top, ReconnectScene)
        assert d.app.input.lost == {0}
        frozen = [s for s in d.app.stack.scenes if s is game]
        assert frozen, "the game stays underneath the prompt"
        busy_before = game.tweens.busy
        d.frames(30)
        assert isinstance(d.top, ReconnectScene)
        assert game.tweens.busy == busy_before  # not stepped while paused

        # Plug back in: the seat is rebound to the new pad and play resumes.
        pad.attach()
        d.frames(3)
        assert d.top is game
        assert d.app.input.seats[0] == f"pad:{pad.instance_id}"
        assert not d.app.input.lost
    finally:
        if pad.attached:
            pad.detach()


def test_keyboard_alone_walks_menus(driver):
    d = driver
    moves = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
    d.navigate_to("settings", d.key, moves)
    d.key(pygame.K_RETURN)
    assert d.top.name == "settings"
    d.navigate_to("speed", d.key, moves)
    d.key(pygame.K_RIGHT)
    assert d.app.settings.animation_speed == 1.5
    assert saved_settings(d)["animation_speed"] == 1.5
    d.key(pygame.K_ESCAPE)
    assert d.top.name == "menu"
    # The second key set (WASD + Space) navigates too.
    d.navigate_to("penguin_soccer", d.key, (pygame.K_w, pygame.K_s, pygame.K_a, pygame.K_d))
    d.key(pygame.K_SPACE)
    assert d.top.name == "lobby"
    assert d.app.input.seats[0] == "kb2"
    # Another player joins on the arrows set with Enter.
    d.key(pygame.K_RETURN)
    assert d.app.input.seats[1] == "kb1"
    d.navigate_to("start", d.key, (pygame.K_w, pygame.K_s, pygame.K_a, pygame.K_d))
    d.key(pygame.K_SPACE)
    d.frames(1)
    assert d.top.name == "penguin_soccer"


def test_mouse_alone_walks_menus(tmp_path):
    app = make_app(tmp_path, size=(1280, 720))  # scaled window: clicks map through the letterbox
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(2)
    try:
        d.click_button("settings")
        assert d.top.name == "settings"
        d.move(next(b for b in d.top.group.buttons if b.key == "colour_blind").rect.center)
        assert d.focused() == "colour_blind"
        d.click_button("colour_blind")
        assert d.app.settings.colour_blind is True
        assert saved_settings(d)["colour_blind"] is True
        row = next(b for b in d.top.group.buttons if b.key == "music").rect
        d.click((row.left + 40, row.centery))  # the left half steps the value down
        assert d.app.settings.music_volume == pytest.approx(0.5) and d.app.audio.music_volume == pytest.approx(0.5)
        d.click((960, 1000), button=3)  # right click is Back
        assert d.top.name == "menu"
        d.click_button("penguin_soccer")
        assert d.top.name == "lobby"
        assert d.app.input.seats[0] == "mouse"
        d.click_button("start")
        d.frames(1)
        assert d.top.name == "penguin_soccer"
        assert d.app.input.last_device == "mouse"
    finally:
        app.close()


def test_back_from_a_game_the_focus_is_on_its_tile(driver):
    d = driver
    assert d.focused() == "penguin_soccer"
    d.navigate_to("kortfotboll", d.key, (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT))
    assert d.focused() == "kortfotboll"
    d.key(pygame.K_RETURN)
    d.frames(3)
    assert type(d.top).__name__ == "LobbyScene"
    d.key(pygame.K_ESCAPE)
    d.frames(3)
    assert isinstance(d.top, MainMenu) and d.focused() == "kortfotboll"


def test_messages_on_the_menu_never_cover_the_logo_and_repeat_once(driver):
    d = driver
    d.app.notify("The settings file could not be read: it was kept as settings.json.bak and defaults are used.")
    d.app.notify("Second message")
    d.app.notify("Second message")
    boxes = [box for _t, _lines, box in d.app.toast_layout()]
    assert len(boxes) == 2, "the same message twice is shown once"
    logo = pygame.Rect(100, 60, 800, 220)  # MATCHDAY and its subtitle, top left
    tiles_top = min(b.rect.top for b in d.top.group.buttons if b.key == "penguin_soccer")
    assert all(not box.colliderect(logo) and box.bottom < tiles_top for box in boxes)
