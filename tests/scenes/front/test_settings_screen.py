"""The Settings screen's words stay inside their panel, and messages never cover the key screen's title."""

from __future__ import annotations

import pygame

from core import text
from scenes.front import settings as settings_scene
from scenes.front.settings import KEYS_TITLE_AT, KeyBindingsScene, SettingsScene
from tests.support.driver import open_scene


def test_every_settings_help_title_and_text_stays_inside_its_panel(app, monkeypatch):
    scene = SettingsScene()
    d = open_scene(app, scene)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = text.blit_text

    def record(surface, words, size, color, pos, anchor="topleft", bold=False, shadow=False):  # noqa: ANN001, ANN202
        r = real(surface, words, size, color, pos, anchor, bold, shadow)
        drawn.append((words, r))
        return r

    monkeypatch.setattr(settings_scene.text, "blit_text", record)
    canvas = pygame.Surface((1920, 1080))
    for b in scene.group.buttons:
        scene.group.focus_key(b.key)
        drawn.clear()
        scene.draw(canvas)
        inside = [(w, r) for w, r in drawn if r.left >= settings_scene.HELP_BOX.left]
        assert inside, f"{b.key}: nothing drawn in the help panel"
        bottom = max(r.bottom for _w, r in inside)
        box = settings_scene.HELP_BOX.copy()
        box.height = max(box.height, bottom - box.y + 30)
        for words, r in inside:
            assert box.contains(r), f"{b.key}: {words!r} at {r} spills past the panel {settings_scene.HELP_BOX}"
    assert d.top is scene


def test_messages_on_the_key_screen_stand_clear_of_its_title(app):
    scene = KeyBindingsScene("kb1")
    open_scene(app, scene)
    title = text.label("Keyboard controls", 80, (0, 0, 0), True).get_rect(topleft=KEYS_TITLE_AT)
    for n in range(3):
        app.notify(f"Key {n} was moved from Menu (WASD keys): a message long enough to need a second line here.")
    boxes = [box for _t, _lines, box in app.toast_layout()]
    assert len(boxes) == 3
    assert not any(box.colliderect(title) for box in boxes)
