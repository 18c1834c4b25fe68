"""App-level behaviour a player relies on: display mode switching and memory,
the corrupt-settings message, prompts in the glyphs of the device in hand."""

from __future__ import annotations

import json

import pygame
import pytest

from scenes.routes import make_app as make_player_app
from core.input import Action
from core.storage import Paths
from scenes.front.menu import MainMenu
from sprites.ui import glyphs
from tests.support import vpad
from tests.support.driver import Driver, make_app


def test_f11_and_alt_enter_switch_display_mode_and_remember_it(tmp_path):
    app = make_app(tmp_path)
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(1)
    assert app.display.fullscreen is False
    d.key(pygame.K_F11)
    assert app.display.fullscreen is True and app.settings.fullscreen is True
    assert json.loads(app.paths.settings_file.read_text())["fullscreen"] is True
    assert app.display.canvas.get_size() == (1920, 1080)  # the canvas never changes size
    d.key(pygame.K_RETURN, mod=pygame.KMOD_LALT)
    assert app.display.fullscreen is False
    assert json.loads(app.paths.settings_file.read_text())["fullscreen"] is False
    assert d.top.name == "menu"  # Alt+Enter did not also select a menu item
    app.close()


def test_f11_in_a_letterboxed_window_keeps_sdl_scaling_the_canvas_both_ways(tmp_path):
    app = make_app(tmp_path, (1280, 800))
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(1)
    assert app.display.renderer_scales and app.display.window_size_now() == (1280, 800)
    d.key(pygame.K_F11)
    desktop = tuple(pygame.display.get_desktop_sizes()[0])
    assert app.display.fullscreen and app.display.window_size_now() == desktop
    assert app.display.renderer_scales and app.display.canvas is pygame.display.get_surface()
    d.key(pygame.K_F11)
    assert not app.display.fullscreen and app.display.window_size_now() == (1280, 800)
    assert app.display.canvas.get_size() == (1920, 1080) and d.top.name == "menu"
    d.frames(2)  # still draws and presents after the switches
    app.close()


def test_the_mouse_works_on_the_canvas_of_a_letterboxed_window_and_not_in_its_bars(tmp_path):
    app = make_app(tmp_path, (1280, 800))  # bars of 40 px above and below the picture
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(2)
    first, second = app.stack.top.group.buttons[:2]
    d.move((960, 540))  # (a first motion only says where the pointer rests: core.input)
    d.move(second.rect.center)
    assert d.focused() == second.key
    d.move(first.rect.center)
    assert d.focused() == first.key
    # SDL hands pointer positions over the bars as points off the canvas (above it: negative y).
    for off in [(first.rect.centerx, -30), (first.rect.centerx, 1110)]:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=off, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=off, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=off, button=1))
        d.frames(2)
        assert d.top.name == "menu" and d.focused() == first.key
    app.close()


def test_windowed_flag_is_remembered_for_the_next_start(tmp_path):
    paths = Paths(config=tmp_path / "config", data=tmp_path / "data")
    app = make_player_app(fullscreen=False, paths=paths)
    assert app.display.fullscreen is False
    app.close()
    again = make_player_app(paths=paths)
    assert again.settings.fullscreen is False and again.display.fullscreen is False
    again.close()


def test_corrupt_settings_are_kept_and_reported_once(tmp_path):
    paths = Paths(config=tmp_path / "config", data=tmp_path / "data")
    paths.config.mkdir(parents=True)
    paths.settings_file.write_bytes(b"\x00\xffnot json{")
    app = make_player_app(paths=paths)
    assert len(app.toasts) == 1 and "defaults" in app.toasts[0].text
    assert (paths.config / "settings.json.bak").read_bytes() == b"\x00\xffnot json{"
    assert app.settings.effects_volume == 0.8
    app.close()
    again = make_player_app(paths=paths)
    assert again.toasts == []
    again.close()


@pytest.mark.parametrize("kind", ["xbox", "playstation", "nintendo"])
def test_prompts_follow_the_controller_family(tmp_path, kind):
    app = make_app(tmp_path)
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(1)
    pad = vpad.VirtualPad(kind=kind)
    pad.attach()
    try:
        d.frames(2)
        pad.tap(vpad.BUTTON_DPAD_RIGHT, pump=lambda: d.frames(1))
        device = app.input.last_device
        assert device.startswith("pad:") and app.input.device_kind(device) == kind
        shown = glyphs.glyph(app.input.device_kind(app.prompt_device()), Action.CONFIRM, 44)
        expected = {k: glyphs.glyph(k, Action.CONFIRM, 44) for k in ("xbox", "playstation", "nintendo", "keyboard")}
        pixels = pygame.image.tobytes(shown, "RGBA")
        for other, surf in expected.items():
            same = pygame.image.tobytes(surf, "RGBA") == pixels
            assert same == (other == kind), f"{kind} prompt looks like the {other} one"
    finally:
        pad.detach()
        app.close()


def test_keyboard_prompts_name_the_bound_key(tmp_path):
    app = make_app(tmp_path)
    app.settings.key_bindings = {"kb1": {"CONFIRM": ["k"]}}
    app.apply_settings()
    default = glyphs.glyph("keyboard", Action.CONFIRM, 44, "kb1")
    rebound = glyphs.glyph("keyboard", Action.CONFIRM, 44, "kb1", app.settings.key_bindings)
    assert pygame.image.tobytes(default, "RGBA") != pygame.image.tobytes(rebound, "RGBA")
    app.close()
