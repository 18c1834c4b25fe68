"""Rebinding keys: a key does one thing, and nothing is ever left without a key (the two swap)."""

from __future__ import annotations

import pygame

from core.input import Action, keys_for
from scenes.front.settings import KeyBindingsScene
from tests.support.driver import open_scene


def rebind(d, scene, action: Action, key: int) -> None:  # noqa: ANN001
    scene.capture(action)
    d.key(key)
    d.frames(1)


def test_a_key_taken_from_an_action_with_no_other_key_swaps_the_two(app):
    scene = KeyBindingsScene("kb1")
    d = open_scene(app, scene)
    rebind(d, scene, Action.BACK, pygame.K_END)  # END was SKIP's only key
    overrides = app.settings.key_bindings
    assert keys_for("kb1", Action.BACK, overrides) == ["end"]
    assert keys_for("kb1", Action.SKIP, overrides) == ["backspace"], "SKIP gets the key BACK gave up"
    assert "swapped" in app.toasts[-1].text and "Skip" in app.toasts[-1].text


def test_a_key_of_the_other_keyboard_set_swaps_too_and_one_of_several_keys_just_moves(app):
    scene = KeyBindingsScene("kb1")
    d = open_scene(app, scene)
    rebind(d, scene, Action.PEEK, pygame.K_TAB)  # TAB is the second set's MENU
    overrides = app.settings.key_bindings
    assert keys_for("kb1", Action.PEEK, overrides) == ["tab"]
    assert keys_for("kb2", Action.MENU, overrides) == ["right shift"]
    rebind(d, scene, Action.SKIP, pygame.K_RETURN)  # CONFIRM keeps its other key (enter)
    assert keys_for("kb1", Action.CONFIRM, overrides) == ["enter"]
    assert keys_for("kb1", Action.SKIP, overrides) == ["return"]
    assert "moved" in app.toasts[-1].text
    every = [keys_for(sid, a, overrides) for sid in ("kb1", "kb2") for a in Action if a.value in
             ("UP", "DOWN", "LEFT", "RIGHT", "CONFIRM", "BACK", "PEEK", "MENU", "PREV", "NEXT", "SKIP")]
    assert all(every), "no action is left without a key"
