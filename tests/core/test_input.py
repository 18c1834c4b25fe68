"""core.input: real pygame events in, device-independent InputEvents out."""

from __future__ import annotations

from fractions import Fraction

import pygame
import pytest

from core import input as inp
from core.display import fit, to_logical
from core.input import (
    AXIS_LEFTX, AXIS_LEFTY, AXIS_MAX, AXIS_TRIGGERLEFT, REPEAT_DELAY_S, REPEAT_EVERY_S, STICK_PRESS,
    STICK_RELEASE, Action, Device, InputEvent, InputManager, build_keymap, keys_for, pad_family,
)
from core.theme import CANVAS_SIZE


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.fixture
def im() -> InputManager:
    return InputManager()


BOX = fit(CANVAS_SIZE, (1280, 720))


def logical(pos):  # noqa: ANN001
    return to_logical(BOX, pos)


def down(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def up(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)


def press(im: InputManager, key: int) -> list[InputEvent]:
    return im.process(down(key), logical)


def release(im: InputManager, key: int) -> list[InputEvent]:
    return im.process(up(key), logical)


# ------------------------------------------------------------- keyboard

KB1 = [
    (pygame.K_UP, Action.UP), (pygame.K_DOWN, Action.DOWN), (pygame.K_LEFT, Action.LEFT),
    (pygame.K_RIGHT, Action.RIGHT), (pygame.K_RETURN, Action.CONFIRM), (pygame.K_KP_ENTER, Action.CONFIRM),
    (pygame.K_BACKSPACE, Action.BACK), (pygame.K_ESCAPE, Action.MENU), (pygame.K_RSHIFT, Action.PEEK),
    (pygame.K_PAGEUP, Action.PREV), (pygame.K_PAGEDOWN, Action.NEXT), (pygame.K_END, Action.SKIP),
]
KB2 = [
    (pygame.K_w, Action.UP), (pygame.K_s, Action.DOWN), (pygame.K_a, Action.LEFT), (pygame.K_d, Action.RIGHT),
    (pygame.K_SPACE, Action.CONFIRM), (pygame.K_q, Action.BACK), (pygame.K_TAB, Action.MENU),
    (pygame.K_LSHIFT, Action.PEEK), (pygame.K_z, Action.PREV), (pygame.K_e, Action.NEXT), (pygame.K_f, Action.SKIP),
]


@pytest.mark.parametrize("key, action", KB1 + [(k, a) for k, a in KB2])
def test_default_keys_map_to_actions_and_key_sets(im, key, action):
    device = "kb1" if (key, action) in KB1 else "kb2"
    out = press(im, key)
    assert out == [InputEvent(action, device, None, True)]
    assert im.last_device == device


def test_unmapped_key_gives_nothing(im):
    assert press(im, pygame.K_F7) == []
    assert release(im, pygame.K_F7) == []


def test_confirm_release_gives_nothing_and_does_not_repeat(im):
    assert press(im, pygame.K_RETURN) == [InputEvent(Action.CONFIRM, "kb1")]
    assert im.update(5.0) == []
    assert release(im, pygame.K_RETURN) == []


def test_events_carry_the_seat_of_the_device(im):
    assert im.claim("kb2") == 0
    assert im.claim("kb1") == 1
    assert press(im, pygame.K_SPACE) == [InputEvent(Action.CONFIRM, "kb2", 0)]
    assert press(im, pygame.K_RETURN) == [InputEvent(Action.CONFIRM, "kb1", 1)]


def test_peek_is_pressed_then_released(im):
    assert press(im, pygame.K_RSHIFT) == [InputEvent(Action.PEEK, "kb1", None, True)]
    assert release(im, pygame.K_RSHIFT) == [InputEvent(Action.PEEK, "kb1", None, False)]
    assert press(im, pygame.K_LSHIFT) == [InputEvent(Action.PEEK, "kb2", None, True)]
    assert release(im, pygame.K_LSHIFT) == [InputEvent(Action.PEEK, "kb2", None, False)]


# --------------------------------------------------------------- repeat


def expected_repeats(elapsed: Fraction) -> int:
    first = Fraction(REPEAT_DELAY_S).limit_denominator(10**6)
    every = Fraction(REPEAT_EVERY_S).limit_denominator(10**6)
    if elapsed < first:
        return 0
    return int((elapsed - first) // every) + 1


def test_held_direction_repeats_after_delay_then_at_interval(im):
    assert press(im, pygame.K_DOWN) == [InputEvent(Action.DOWN, "kb1")]
    dt = Fraction(1, 64)  # no step lands on a repeat boundary within 1.5 s
    total = 0
    for n in range(1, 97):
        out = im.update(float(dt))
        assert all(e == InputEvent(Action.DOWN, "kb1", None, True, None, repeat=True) for e in out)
        total += len(out)
        assert total == expected_repeats(n * dt), n
    # spot checks of the counts themselves
    assert expected_repeats(Fraction(37, 100)) == 0
    assert expected_repeats(Fraction(39, 100)) == 1
    assert total == expected_repeats(Fraction(96, 64)) == 14


def test_repeat_counts_at_spot_times(im):
    press(im, pygame.K_RIGHT)
    assert im.update(REPEAT_DELAY_S - 0.01) == []
    assert len(im.update(0.02)) == 1  # 0.39 s
    assert im.update(REPEAT_EVERY_S - 0.03) == []  # 0.445 s
    assert len(im.update(0.03)) == 1  # 0.475 s
    # a long frame catches up with every missed repeat
    assert len(im.update(3 * REPEAT_EVERY_S + 0.001)) == 3


def test_one_big_step_gives_all_repeats(im):
    press(im, pygame.K_w)
    out = im.update(REPEAT_DELAY_S + 3 * REPEAT_EVERY_S + 0.01)
    assert len(out) == 4
    assert {(e.action, e.device, e.repeat) for e in out} == {(Action.UP, "kb2", True)}


def test_release_stops_repeat(im):
    press(im, pygame.K_UP)
    assert len(im.update(0.5)) == 2
    assert release(im, pygame.K_UP) == []
    assert im.update(5.0) == []


def test_os_key_repeat_duplicates_are_ignored(im):
    assert len(press(im, pygame.K_LEFT)) == 1
    im.update(0.2)
    assert press(im, pygame.K_LEFT) == []  # SDL's own key repeat
    assert press(im, pygame.K_LEFT) == []
    # ... and they do not restart our repeat timer
    assert len(im.update(0.2)) == 1


def test_two_held_keys_repeat_independently(im):
    im.claim("kb1")
    im.claim("kb2")
    press(im, pygame.K_UP)
    im.update(0.1)
    press(im, pygame.K_s)
    out = im.update(0.3)  # UP at 0.4 s (1 repeat), S at 0.3 s (none)
    assert out == [InputEvent(Action.UP, "kb1", 0, True, None, True)]
    out = im.update(0.1)  # UP at 0.5 s (one more), S at 0.4 s (first)
    assert sorted((e.action.value, e.device, e.seat) for e in out) == [("DOWN", "kb2", 1), ("UP", "kb1", 0)]


# ---------------------------------------------------------------- mouse


def motion(pos):  # noqa: ANN001
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def button(kind: int, b: int, pos):  # noqa: ANN001
    return pygame.event.Event(kind, button=b, pos=pos)


def test_first_motion_under_a_resting_pointer_takes_nothing(im):
    # A window opening under the pointer sends one motion event: no focus, no mouse prompts.
    assert im.process(motion((640, 360)), logical) == []
    assert im.last_device == "kb1"
    assert im.process(motion((641, 361)), logical) == []  # a twitch of a pixel is not use


def test_mouse_motion_points_with_logical_position(im):
    im.process(motion((600, 300)), logical)
    out = im.process(motion((640, 360)), logical)
    assert out == [InputEvent(Action.POINT, "mouse", None, True, (960.0, 540.0))]
    assert im.pointer == (960.0, 540.0)
    assert im.last_device == "mouse"
    out = im.process(motion((0, 0)), logical)
    assert out[0].pos == (0, 0)


def test_mouse_motion_in_letterbox_bar_is_ignored(im):
    box = fit(CANVAS_SIZE, (1920, 1200))
    im.process(motion((900, 500)), lambda p: to_logical(box, p))
    im.process(motion((960, 600)), lambda p: to_logical(box, p))
    assert im.pointer == (960, 540)
    assert im.process(motion((960, 10)), lambda p: to_logical(box, p)) == []
    assert im.pointer == (960, 540)


def test_left_click_and_release(im):
    out = im.process(button(pygame.MOUSEBUTTONDOWN, 1, (320, 180)), logical)
    assert out == [InputEvent(Action.CLICK, "mouse", None, True, (480.0, 270.0))]
    out = im.process(button(pygame.MOUSEBUTTONUP, 1, (321, 180)), logical)
    assert out == [InputEvent(Action.RELEASE, "mouse", None, True, (481.5, 270.0))]
    assert im.pointer == (481.5, 270.0)


def test_right_click_is_back_on_press_only(im):
    out = im.process(button(pygame.MOUSEBUTTONDOWN, 3, (10, 10)), logical)
    assert [e.action for e in out] == [Action.BACK]
    assert out[0].device == "mouse"
    assert im.process(button(pygame.MOUSEBUTTONUP, 3, (10, 10)), logical) == []


@pytest.mark.parametrize("b", [2, 4, 5, 6])
def test_other_mouse_buttons_are_ignored(im, b):
    assert im.process(button(pygame.MOUSEBUTTONDOWN, b, (10, 10)), logical) == []


def test_click_in_bar_is_ignored(im):
    assert im.process(button(pygame.MOUSEBUTTONDOWN, 1, (10, 10)), lambda p: None) == []


def test_wheel_scrolls_at_pointer(im):
    im.process(motion((640, 360)), logical)
    up_ev = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    down_ev = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)
    still = pygame.event.Event(pygame.MOUSEWHEEL, x=2, y=0, flipped=False)
    assert im.process(up_ev, logical) == [InputEvent(Action.SCROLL_UP, "mouse", None, True, (960.0, 540.0))]
    assert [e.action for e in im.process(down_ev, logical)] == [Action.SCROLL_DOWN]
    assert im.process(still, logical) == []


def test_mouse_can_hold_a_seat(im):
    assert im.claim("mouse") == 0
    out = im.process(button(pygame.MOUSEBUTTONDOWN, 1, (5, 5)), logical)
    assert out[0].seat == 0


# ---------------------------------------------------------------- seats


def test_claim_seat_of_and_release(im):
    assert im.seats == [None, None]
    assert im.claim("kb1") == 0
    assert im.claim("kb1") == 0  # already seated: same seat
    assert im.claim("kb2") == 1
    assert im.claim("mouse") is None  # no free seat
    assert im.seat_of("kb1") == 0 and im.seat_of("kb2") == 1 and im.seat_of("mouse") is None
    im.release_seat(0)
    assert im.seats == [None, "kb2"]
    assert im.seat_of("kb1") is None
    assert im.claim("mouse") == 0
    im.release_all()
    assert im.seats == [None, None]


def test_claim_a_given_seat_moves_the_device(im):
    assert im.claim("kb1", 1) == 1
    assert im.seats == [None, "kb1"]
    assert im.claim("kb1", 0) == 0
    assert im.seats == ["kb1", None]


def test_device_kind_and_name(im):
    assert im.device_kind("kb1") == "keyboard"
    assert im.device_kind("mouse") == "mouse"
    assert im.device_kind(None) == "keyboard"
    assert im.device_kind("pad:99") == "generic"
    assert im.device_name("kb2") == "WASD keys"
    assert im.device_name("pad:99") == "a controller"
    assert im.device_name(None) == "a controller"


# ------------------------------------------------------------- bindings


def test_override_rebinds_a_key_set(im):
    m = InputManager({"kb1": {"CONFIRM": ["space"], "UP": ["i"]}})
    assert press(m, pygame.K_SPACE) == [InputEvent(Action.CONFIRM, "kb1")]  # kb1 wins the shared key
    assert press(m, pygame.K_RETURN) == []  # no longer bound
    assert press(m, pygame.K_i) == [InputEvent(Action.UP, "kb1")]
    assert press(m, pygame.K_UP) == []
    assert press(m, pygame.K_w) == [InputEvent(Action.UP, "kb2")]  # other set untouched


def test_bad_key_names_and_actions_in_overrides_are_ignored():
    m = InputManager({"kb1": {"UP": ["no such key", "", "i"], "JUMP": ["j"]}, "kb9": {"UP": ["k"]}})
    assert press(m, pygame.K_i) == [InputEvent(Action.UP, "kb1")]
    assert press(m, pygame.K_j) == []
    assert press(m, pygame.K_k) == []
    assert press(m, pygame.K_RETURN) == [InputEvent(Action.CONFIRM, "kb1")]


def test_set_bindings_applies_at_runtime(im):
    im.set_bindings({"kb2": {"BACK": ["x"]}})
    assert press(im, pygame.K_x) == [InputEvent(Action.BACK, "kb2")]
    assert press(im, pygame.K_q) == []
    assert im.key_overrides == {"kb2": {"BACK": ["x"]}}


def test_keys_for_prefers_overrides():
    assert keys_for("kb1", Action.CONFIRM) == ["return", "enter"]
    assert keys_for("kb2", Action.UP, {"kb2": {"UP": ["i"]}}) == ["i"]
    assert keys_for("kb2", Action.DOWN, {"kb2": {"UP": ["i"]}}) == ["s"]
    assert keys_for("kb1", Action.POINT) == []


def test_build_keymap_covers_both_sets():
    km = build_keymap()
    assert km[pygame.K_UP] == ("kb1", Action.UP)
    assert km[pygame.K_d] == ("kb2", Action.RIGHT)
    assert len({v for v in km.values()}) == 22  # 11 actions x 2 sets


# ---------------------------------------------------------- pad families


@pytest.mark.parametrize("sdl_type, family", [
    (1, "xbox"), (2, "xbox"), (3, "playstation"), (4, "playstation"), (7, "playstation"),
    (5, "nintendo"), (11, "nintendo"), (12, "nintendo"), (13, "nintendo"),
])
def test_pad_family_by_sdl_type_beats_name(sdl_type, family):
    assert pad_family("Generic USB pad", sdl_type) == family
    assert pad_family("Xbox Controller" if family != "xbox" else "DualSense", sdl_type) == family


@pytest.mark.parametrize("name, family", [
    ("Sony Interactive Entertainment Wireless Controller", "playstation"),
    ("PS4 Controller", "playstation"), ("DualSense Wireless Controller", "playstation"),
    ("Nintendo Switch Pro Controller", "nintendo"), ("Joy-Con (L)", "nintendo"),
    ("Xbox Series X Controller", "xbox"), ("Microsoft X-Box 360 pad", "xbox"), ("XInput Controller", "xbox"),
    ("Virtual Controller", "generic"), ("", "generic"),
])
def test_pad_family_by_name(name, family):
    assert pad_family(name) == family
    assert pad_family(name, 6) == family  # virtual type falls back to the name
    assert pad_family(name, None) == family


# ------------------------------------------------------- controllers (fake)


class FakePad:
    def __init__(self, iid: int, name: str = "Xbox Controller") -> None:
        self.iid = iid
        self.name = name
        self.quit_calls = 0

    def as_joystick(self):  # noqa: ANN201
        return self

    def get_instance_id(self) -> int:
        return self.iid

    def quit(self) -> None:
        self.quit_calls += 1


def add_fake(im: InputManager, iid: int = 7) -> FakePad:
    pad = FakePad(iid)
    im.controllers[iid] = pad
    im.devices[f"pad:{iid}"] = Device(f"pad:{iid}", "xbox", pad.name)
    return pad


def axis(value: float, which: int = AXIS_LEFTX, iid: int = 7) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=iid, axis=which, value=int(value * AXIS_MAX))


def pad_button(b: int, is_down: bool = True, iid: int = 7) -> pygame.event.Event:
    kind = pygame.CONTROLLERBUTTONDOWN if is_down else pygame.CONTROLLERBUTTONUP
    return pygame.event.Event(kind, instance_id=iid, button=b)


def test_pad_buttons_map_to_actions(im):
    add_fake(im)
    im.claim("pad:7")
    assert im.process(pad_button(inp.PAD_A), logical) == [InputEvent(Action.CONFIRM, "pad:7", 0)]
    assert im.process(pad_button(inp.PAD_A, False), logical) == []
    assert im.process(pad_button(inp.PAD_B), logical)[0].action == Action.BACK
    assert im.process(pad_button(inp.PAD_START), logical)[0].action == Action.MENU
    assert im.process(pad_button(inp.PAD_RIGHTSHOULDER), logical)[0].action == Action.NEXT
    assert im.process(pad_button(inp.PAD_GUIDE), logical) == []
    assert im.process(pad_button(inp.PAD_DPAD_DOWN), logical) == [InputEvent(Action.DOWN, "pad:7", 0)]
    assert len(im.update(REPEAT_DELAY_S + 0.01)) == 1
    im.process(pad_button(inp.PAD_DPAD_DOWN, False), logical)
    assert im.update(1.0) == []
    assert im.last_device == "pad:7"


def test_events_from_unknown_pads_are_ignored(im):
    add_fake(im, 7)
    assert im.process(pad_button(inp.PAD_A, iid=9), logical) == []
    assert im.process(axis(1.0, iid=9), logical) == []


def test_stick_presses_with_hysteresis(im):
    add_fake(im)
    out = im.process(axis(0.5), logical)
    assert out == []  # below the press threshold
    out = im.process(axis(0.6), logical)
    assert out == [InputEvent(Action.RIGHT, "pad:7", None, True)]
    assert im.process(axis(0.9), logical) == []  # still held: no new press
    assert im.process(axis(0.45), logical) == []  # between thresholds: still held
    assert len(im.update(REPEAT_DELAY_S + 0.01)) == 1  # and repeating
    assert im.process(axis(0.3), logical) == []  # released (no event for a direction release)
    assert im.update(1.0) == []
    assert im.process(axis(0.45), logical) == []  # between thresholds: still released
    assert im.process(axis(0.56), logical) == [InputEvent(Action.RIGHT, "pad:7", None, True)]


def test_stick_flick_across_releases_then_presses_the_other_way(im):
    add_fake(im)
    im.process(axis(-0.8), logical)
    out = im.process(axis(0.8), logical)
    assert out == [InputEvent(Action.RIGHT, "pad:7", None, True)]
    im.update(REPEAT_DELAY_S + 0.01)
    assert [e.action for e in im.update(REPEAT_EVERY_S)] == [Action.RIGHT]  # LEFT no longer held


def test_stick_vertical_axis_is_up_down(im):
    add_fake(im)
    assert [e.action for e in im.process(axis(-1.0, AXIS_LEFTY), logical)] == [Action.UP]
    im.process(axis(0.0, AXIS_LEFTY), logical)
    assert [e.action for e in im.process(axis(0.99, AXIS_LEFTY), logical)] == [Action.DOWN]


def test_other_axes_are_ignored(im):
    add_fake(im)
    assert im.process(axis(1.0, 2), logical) == []
    assert im.process(axis(1.0, 5), logical) == []


def test_thresholds_are_ordered():
    assert 0 < STICK_RELEASE < STICK_PRESS < 1


def test_left_trigger_is_peek_with_hysteresis(im):
    add_fake(im)
    im.claim("pad:7")
    assert im.process(axis(0.5, AXIS_TRIGGERLEFT), logical) == []
    assert im.process(axis(0.7, AXIS_TRIGGERLEFT), logical) == [InputEvent(Action.PEEK, "pad:7", 0, True)]
    assert im.process(axis(1.0, AXIS_TRIGGERLEFT), logical) == []
    assert im.process(axis(0.4, AXIS_TRIGGERLEFT), logical) == []
    assert im.process(axis(0.2, AXIS_TRIGGERLEFT), logical) == [InputEvent(Action.PEEK, "pad:7", 0, False)]
    assert im.process(axis(0.0, AXIS_TRIGGERLEFT), logical) == []
    assert im.update(2.0) == []  # PEEK never repeats


def removed(iid: int = 7) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=iid)


def test_unplugging_a_seated_pad_marks_its_seat_lost(im):
    pad = add_fake(im)
    im.claim("kb1")
    assert im.claim("pad:7") == 1
    im.process(pad_button(inp.PAD_DPAD_LEFT), logical)
    im.process(axis(0.9, AXIS_LEFTY), logical)
    assert im.process(removed(), logical) == []
    assert im.lost == {1}
    assert "pad:7" not in im.devices
    assert 7 not in im.controllers
    assert pad.quit_calls == 1
    assert im.last_device == "kb1"
    assert im.update(5.0) == []  # held directions of the gone pad are forgotten
    assert list(im.connected_pads()) == []
    # a keyboard claiming the seat takes it back
    assert im.claim("kb2", 1) == 1
    assert im.lost == set()
    assert im.seats == ["kb1", "kb2"]


def test_unplugging_an_unseated_pad_loses_nothing(im):
    add_fake(im)
    im.process(removed(), logical)
    assert im.lost == set()
    im.process(removed(42), logical)  # never seen: harmless
    assert im.lost == set()


def test_release_seat_clears_lost(im):
    add_fake(im)
    im.claim("pad:7")
    im.process(removed(), logical)
    assert im.lost == {0}
    im.release_seat(0)
    assert im.lost == set()
    im.lost.add(1)
    im.release_all()
    assert im.lost == set()


class FakeControllerModule:
    def __init__(self, pads: list[FakePad]) -> None:
        self.pads = pads

    def Controller(self, index: int) -> FakePad:  # noqa: N802
        if index >= len(self.pads):
            raise pygame.error("Invalid controller index")
        return self.pads[index]


def test_plugging_a_pad_in_retakes_the_lost_seat(im):
    add_fake(im)
    im.claim("kb1")
    im.claim("pad:7")
    im.process(removed(), logical)
    assert im.lost == {1}
    types = []
    im._type_of_pad = lambda index: types.append(index) or 4  # PS4
    im._controller_module = FakeControllerModule([FakePad(8, "Wireless Controller")])
    im.process(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0), logical)
    assert types == [0]
    assert im.devices["pad:8"].kind == "playstation"
    assert im.devices["pad:8"].name == "Wireless Controller"
    assert im.seats == ["kb1", "pad:8"]
    assert im.lost == set()
    # the same pad announced twice is opened once
    im.process(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0), logical)
    assert [d.id for d in im.connected_pads()] == ["pad:8"]
    # an index SDL no longer knows is ignored
    im.process(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=5), logical)
    assert [d.id for d in im.connected_pads()] == ["pad:8"]


def test_plugging_a_pad_in_with_no_lost_seat_does_not_claim(im):
    im._controller_module = FakeControllerModule([FakePad(3, "")])
    im.process(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0), logical)
    assert im.devices["pad:3"].name == "Controller"
    assert im.devices["pad:3"].kind == "generic"
    assert im.seats == [None, None]


def test_pad_added_without_controller_support_is_ignored(im):
    im.process(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0), logical)
    assert list(im.connected_pads()) == []


def test_other_events_are_ignored(im):
    assert im.process(pygame.event.Event(pygame.USEREVENT, code=1), logical) == []
