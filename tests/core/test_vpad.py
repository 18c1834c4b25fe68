"""The ctypes virtual controller (tests/support/vpad.py) against real SDL events.

These tests pin down what the game's controller code can rely on: the events a
pad produces, their fields, the instance-id bookkeeping, and the controller
type SDL reports for each pad family (drives the button glyphs).
"""

from __future__ import annotations

import os

# SDL reads these when a subsystem starts, not when pygame is imported, so
# forcing them here works even if another test module imported pygame first.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import ctypes  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import textwrap  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable, Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # `tests` has no __init__.py: make tests.support importable
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402
import pygame._sdl2.controller as sdl_controller  # noqa: E402

from tests.support import vpad  # noqa: E402
from tests.support.vpad import VirtualPad  # noqa: E402

CONTROLLER_EVENTS = {
    pygame.CONTROLLERDEVICEADDED,
    pygame.CONTROLLERDEVICEREMOVED,
    pygame.CONTROLLERBUTTONDOWN,
    pygame.CONTROLLERBUTTONUP,
    pygame.CONTROLLERAXISMOTION,
}


@pytest.fixture(scope="module")
def controllers() -> Iterator[None]:
    pygame.init()
    sdl_controller.init()
    pygame.event.get()
    yield
    pygame.quit()


@pytest.fixture
def pads(controllers: None) -> Iterator[list[VirtualPad]]:
    """A list to put pads in; whatever is still attached is unplugged after."""
    made: list[VirtualPad] = []
    yield made
    for pad in made:
        pad.detach()
    pygame.event.get()


def controller_events(
    until: Callable[[list[pygame.event.Event]], bool] | None = None, timeout: float = 60.0
) -> list[pygame.event.Event]:
    """Collect CONTROLLER* events (pumping) until `until` holds or time runs out.

    SDL queues the events synchronously, so one get() normally suffices; the
    loop only makes the tests robust against a slow machine (the timeout is
    generous and is only reached when the awaited events never come).
    """
    got: list[pygame.event.Event] = []
    deadline = time.monotonic() + timeout
    while True:
        got.extend(e for e in pygame.event.get() if e.type in CONTROLLER_EVENTS)
        if until is None or until(got) or time.monotonic() > deadline:
            return got
        time.sleep(0.005)


def test_loads_the_same_sdl_that_pygame_uses(controllers: None) -> None:
    sdl = vpad.load_sdl()
    # Only pygame initialised the joystick subsystem, so seeing it initialised
    # through our handle proves it is the same library instance.
    assert sdl.SDL_WasInit(vpad.SDL_INIT_JOYSTICK)
    assert "SDL2" in sdl._name
    if ctypes.sizeof(ctypes.c_void_p) == 8:
        assert ctypes.sizeof(vpad.SDL_VirtualJoystickDesc) == 88
        assert vpad.SDL_VirtualJoystickDesc.button_mask.offset == 16
        assert vpad.SDL_VirtualJoystickDesc.name.offset == 24
        assert vpad.SDL_VirtualJoystickDesc.SendEffect.offset == 80


def test_attach_buttons_axis_detach_reattach(pads: list[VirtualPad]) -> None:
    pad = VirtualPad()
    pads.append(pad)
    assert not pad.attached
    index = pad.attach()
    assert pad.attached

    added = controller_events(lambda ev: any(e.type == pygame.CONTROLLERDEVICEADDED for e in ev))
    assert [e.device_index for e in added if e.type == pygame.CONTROLLERDEVICEADDED] == [index]

    controller = sdl_controller.Controller(index)  # keep the reference: dropped ones lose events
    assert controller.as_joystick().get_instance_id() == pad.instance_id
    first_id = pad.instance_id
    controller_events()  # opening may emit initial axis states; not under test

    pad.tap(vpad.BUTTON_A)
    pad.tap(vpad.BUTTON_DPAD_DOWN)
    buttons = controller_events(lambda ev: len(ev) >= 4)
    assert [(e.type, e.button, e.instance_id) for e in buttons] == [
        (pygame.CONTROLLERBUTTONDOWN, vpad.BUTTON_A, first_id),
        (pygame.CONTROLLERBUTTONUP, vpad.BUTTON_A, first_id),
        (pygame.CONTROLLERBUTTONDOWN, vpad.BUTTON_DPAD_DOWN, first_id),
        (pygame.CONTROLLERBUTTONUP, vpad.BUTTON_DPAD_DOWN, first_id),
    ]
    # pygame's own button numbering is SDL's, so our constants line up.
    assert vpad.BUTTON_A == pygame.CONTROLLER_BUTTON_A
    assert vpad.BUTTON_DPAD_DOWN == pygame.CONTROLLER_BUTTON_DPAD_DOWN

    pad.axis(vpad.AXIS_LEFTX, 20000)
    pad.update()
    motion = controller_events(lambda ev: bool(ev))
    assert [(e.type, e.axis, e.value, e.instance_id) for e in motion] == [
        (pygame.CONTROLLERAXISMOTION, vpad.AXIS_LEFTX, 20000, first_id)
    ]
    assert controller.get_axis(pygame.CONTROLLER_AXIS_LEFTX) == 20000

    pad.detach()
    assert not pad.attached
    removed = controller_events(lambda ev: any(e.type == pygame.CONTROLLERDEVICEREMOVED for e in ev))
    # Unplugging first re-centres the moved stick, then removes the device.
    assert [e.instance_id for e in removed if e.type == pygame.CONTROLLERDEVICEREMOVED] == [first_id]
    assert (pygame.CONTROLLERAXISMOTION, vpad.AXIS_LEFTX, 0) in [
        (e.type, e.axis, e.value) for e in removed if e.type == pygame.CONTROLLERAXISMOTION
    ]
    assert not controller.attached()

    index2 = pad.attach()
    again = controller_events(lambda ev: any(e.type == pygame.CONTROLLERDEVICEADDED for e in ev))
    assert [e.device_index for e in again if e.type == pygame.CONTROLLERDEVICEADDED] == [index2]
    assert pad.instance_id > first_id  # instance ids only ever grow


def test_press_and_release_without_update_produce_no_button_events(pads: list[VirtualPad]) -> None:
    pad = VirtualPad()
    pads.append(pad)
    controller = sdl_controller.Controller(pad.attach())
    controller_events()
    pad.press(vpad.BUTTON_B)
    pad.release(vpad.BUTTON_B)
    pad.update()
    assert controller_events() == []  # the reason tap() updates in between

    pad.press(vpad.BUTTON_B)
    pygame.event.pump()  # pygame's pump updates joysticks just as well
    assert controller.get_button(pygame.CONTROLLER_BUTTON_B)
    pad.release(vpad.BUTTON_B)
    pygame.event.pump()
    assert not controller.get_button(pygame.CONTROLLER_BUTTON_B)
    events = controller_events()
    assert [(e.type, e.button) for e in events] == [
        (pygame.CONTROLLERBUTTONDOWN, vpad.BUTTON_B),
        (pygame.CONTROLLERBUTTONUP, vpad.BUTTON_B),
    ]

    pad.tap(vpad.BUTTON_START, pump=pygame.event.pump)
    assert [(e.type, e.button) for e in controller_events()] == [
        (pygame.CONTROLLERBUTTONDOWN, vpad.BUTTON_START),
        (pygame.CONTROLLERBUTTONUP, vpad.BUTTON_START),
    ]


@pytest.mark.parametrize(
    ("kind", "expected_type"),
    [
        ("virtual", vpad.CONTROLLER_TYPE_VIRTUAL),
        ("xbox", vpad.CONTROLLER_TYPE_XBOX360),
        ("playstation", vpad.CONTROLLER_TYPE_PS4),
        ("nintendo", vpad.CONTROLLER_TYPE_NINTENDO_SWITCH_PRO),
    ],
)
def test_kind_sets_the_controller_type_and_keeps_the_standard_layout(
    pads: list[VirtualPad], kind: str, expected_type: int
) -> None:
    pad = VirtualPad(kind=kind)
    pads.append(pad)
    index = pad.attach()
    assert vpad.KIND_CONTROLLER_TYPE[kind] == expected_type
    assert pad.controller_type() == expected_type
    assert vpad.controller_type_for_index(index) == expected_type
    assert sdl_controller.is_controller(index)
    controller = sdl_controller.Controller(index)
    # SDL does not name virtual pads after their vendor/product ids.
    assert controller.name == "Virtual Controller"
    controller_events()

    for button in range(vpad.NUM_BUTTONS):
        pad.tap(button)
    downs = [e.button for e in controller_events() if e.type == pygame.CONTROLLERBUTTONDOWN]
    # Raw button i is controller button i for every family (SDL's own
    # label-swapping for Nintendo pads does not apply to virtual ones).
    assert downs == list(range(vpad.NUM_BUTTONS))


def test_custom_name_is_what_pygame_reports(pads: list[VirtualPad]) -> None:
    pad = VirtualPad(kind="playstation", name="PS4 Controller")
    pads.append(pad)
    index = pad.attach()
    assert sdl_controller.Controller(index).name == "PS4 Controller"
    assert pad.controller_type() == vpad.CONTROLLER_TYPE_PS4


def test_detach_finds_the_current_device_index_after_a_lower_pad_leaves(
    pads: list[VirtualPad],
) -> None:
    low, high = VirtualPad(), VirtualPad(kind="xbox")
    pads.extend([low, high])
    low_index = low.attach()
    high_index = high.attach()
    assert high_index == low_index + 1
    keep = [sdl_controller.Controller(low_index), sdl_controller.Controller(high_index)]
    controller_events()

    low_id = low.instance_id
    low.detach()
    gone = controller_events(lambda ev: any(e.type == pygame.CONTROLLERDEVICEREMOVED for e in ev))
    assert [e.instance_id for e in gone if e.type == pygame.CONTROLLERDEVICEREMOVED] == [low_id]
    assert high.device_index == low_index  # it moved down a slot
    assert high.controller_type() == vpad.CONTROLLER_TYPE_XBOX360
    high.tap(vpad.BUTTON_X)
    assert {e.instance_id for e in controller_events()} == {high.instance_id}
    high_id = high.instance_id
    high.detach()
    removed = controller_events(lambda ev: any(e.type == pygame.CONTROLLERDEVICEREMOVED for e in ev))
    assert [e.instance_id for e in removed if e.type == pygame.CONTROLLERDEVICEREMOVED] == [high_id]
    assert not any(c.attached() for c in keep)


def test_context_manager_and_misuse(pads: list[VirtualPad]) -> None:
    with VirtualPad(kind="nintendo") as pad:
        assert pad.attached
        seen_id = pad.instance_id
    assert not pad.attached
    pad.detach()  # twice is fine
    removed = controller_events(lambda ev: any(e.type == pygame.CONTROLLERDEVICEREMOVED for e in ev))
    assert seen_id in [e.instance_id for e in removed if e.type == pygame.CONTROLLERDEVICEREMOVED]

    loose = VirtualPad()
    pads.append(loose)
    with pytest.raises(RuntimeError):
        _ = loose.instance_id
    with pytest.raises(RuntimeError):
        loose.press(vpad.BUTTON_A)
    with pytest.raises(ValueError):
        VirtualPad(kind="sega")
    loose.attach()
    with pytest.raises(RuntimeError):
        loose.attach()
    with pytest.raises(ValueError):
        loose.press(vpad.NUM_BUTTONS)
    with pytest.raises(ValueError):
        loose.axis(vpad.NUM_AXES, 0)
    loose.axis(vpad.AXIS_LEFTY, -10**6)  # clamped, not an error
    loose.update()
    values = [e.value for e in controller_events() if e.type == pygame.CONTROLLERAXISMOTION]
    assert values in ([], [vpad.AXIS_MIN])  # events only if a Controller is open


def test_detach_after_pygame_quit_does_not_crash(tmp_path: Path) -> None:
    # Run in a child: pygame.quit() frees every virtual pad inside SDL, and a
    # wrong pointer there would take the whole test session down with it.
    script = textwrap.dedent(
        f"""
        import os, sys
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        sys.path.insert(0, {str(ROOT)!r})
        import pygame, pygame._sdl2.controller as c
        from tests.support.vpad import VirtualPad
        pygame.init(); c.init()
        pad = VirtualPad(kind="playstation")
        pad.attach()
        keep = c.Controller(pad.device_index)
        pygame.quit()
        assert not pad.attached
        pad.detach()
        pygame.init(); c.init()
        pad.attach(); pad.tap(0); pad.detach()
        print("ok")
        """
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=300, cwd=tmp_path
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("ok")
