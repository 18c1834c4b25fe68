"""Rebinding keys: a key does one thing, and nothing is ever left without a key (the two swap)."""

from __future__ import annotations

import pygame

from core.input import BINDABLE, Action, keys_for
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


def _no_key_twice_and_none_unbound(overrides) -> None:  # noqa: ANN001
    bound = [(sid, a, k) for sid in ("kb1", "kb2") for a in BINDABLE for k in keys_for(sid, a, overrides)]
    keys = [k for _sid, _a, k in bound]
    assert len(keys) == len(set(keys)), f"a key bound twice: {bound}"
    assert all(keys_for(sid, a, overrides) for sid in ("kb1", "kb2") for a in BINDABLE)


def test_restoring_a_set_takes_its_keys_back_from_the_other_set_and_says_so(app):
    scene = KeyBindingsScene("kb1")
    d = open_scene(app, scene)
    rebind(d, scene, Action.PEEK, pygame.K_TAB)  # the WASD set's Menu key: that Menu gets Right Shift
    overrides = app.settings.key_bindings
    assert keys_for("kb2", Action.MENU, overrides) == ["right shift"]
    scene.restore()  # the arrow set takes Right Shift back: the WASD set's Menu must not keep it too
    _no_key_twice_and_none_unbound(overrides)
    assert keys_for("kb1", Action.PEEK, overrides) == ["right shift"]
    assert keys_for("kb2", Action.MENU, overrides) == ["tab"], "the WASD Menu gets its own key back"
    said = " ".join(t.text for t in app.toasts)
    assert "R-Shift was taken from Menu (WASD keys): it is Tab again" in said


def test_restoring_the_other_set_too_leaves_no_key_twice_and_every_action_a_key(app):
    scene = KeyBindingsScene("kb2")
    d = open_scene(app, scene)
    rebind(d, scene, Action.CONFIRM, pygame.K_PAGEUP)  # the arrow set's Previous key: it gets Space
    rebind(d, scene, Action.BACK, pygame.K_SPACE)  # and now Space moves again: arrow-set Previous gets Q
    overrides = app.settings.key_bindings
    _no_key_twice_and_none_unbound(overrides)
    app.toasts.clear()
    scene.set_id = "kb1"
    scene.restore()  # Page Up is the arrow set's Previous again; the WASD Confirm cannot keep it
    _no_key_twice_and_none_unbound(overrides)
    assert keys_for("kb1", Action.PREV, overrides) == ["page up"]
    assert keys_for("kb2", Action.CONFIRM, overrides) == ["space"]
    assert keys_for("kb2", Action.BACK, overrides) == ["q"]
    assert app.toasts, "the player is told what moved"
