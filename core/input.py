"""Input: raw pygame events in, device-independent actions out.

Scenes never see keys or buttons. `InputManager.process` turns keyboard, mouse
and SDL game-controller events into `InputEvent`s carrying an `Action`, the
device that made it and the seat that device is bound to. Two keyboard key
sets let two people share one keyboard; controllers are hot-plugged through
SDL's GameController API. Seats are claimed by a device ("press A / Enter to
join"); when a seated controller is unplugged its seat is remembered as
*lost*, the app pauses play, and the next controller plugged in (or any device
that presses CONFIRM on the reconnect prompt) takes the seat back.

Held directions repeat (after REPEAT_DELAY_S, every REPEAT_EVERY_S) through
`update(dt)`, for keys, d-pads and sticks alike, so menus scroll the same way
on every device and tests step time by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

import pygame

REPEAT_DELAY_S = 0.38
REPEAT_EVERY_S = 0.085
STICK_PRESS = 0.55
STICK_RELEASE = 0.35
AXIS_MAX = 32767
#: How far the mouse must move (window pixels) before it counts as being used.
MOUSE_WAKE_PX = 3


class Action(str, Enum):
    """What a player asked for, whatever device they used."""

    UP = "UP"
    DOWN = "DOWN"
    LEFT = "LEFT"
    RIGHT = "RIGHT"
    CONFIRM = "CONFIRM"
    BACK = "BACK"
    PEEK = "PEEK"
    MENU = "MENU"
    NEXT = "NEXT"
    PREV = "PREV"
    SKIP = "SKIP"
    # pointer actions carry a logical position
    POINT = "POINT"
    CLICK = "CLICK"
    RELEASE = "RELEASE"
    SCROLL_UP = "SCROLL_UP"
    SCROLL_DOWN = "SCROLL_DOWN"


DIRECTIONS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)
#: Actions a player can rebind on a keyboard, in the order the Settings scene lists them.
BINDABLE = (
    Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT, Action.CONFIRM, Action.BACK,
    Action.PEEK, Action.MENU, Action.PREV, Action.NEXT, Action.SKIP,
)

KEYSET_IDS = ("kb1", "kb2")
KEYSET_NAMES = {"kb1": "Arrow keys", "kb2": "WASD keys"}

#: Default key sets, by pygame key name. kb1 is the arrows-and-Enter set a
#: single player reaches for; kb2 lets a second player share the keyboard.
DEFAULT_KEYSETS: dict[str, dict[str, list[str]]] = {
    "kb1": {
        "UP": ["up"], "DOWN": ["down"], "LEFT": ["left"], "RIGHT": ["right"],
        "CONFIRM": ["return", "enter"], "BACK": ["backspace"], "PEEK": ["right shift"],
        "MENU": ["escape"], "PREV": ["page up"], "NEXT": ["page down"], "SKIP": ["end"],
    },
    "kb2": {
        "UP": ["w"], "DOWN": ["s"], "LEFT": ["a"], "RIGHT": ["d"],
        "CONFIRM": ["space"], "BACK": ["q"], "PEEK": ["left shift"],
        "MENU": ["tab"], "PREV": ["z"], "NEXT": ["e"], "SKIP": ["f"],
    },
}

# SDL_GameControllerButton numbering (positional: A is the bottom face button).
PAD_A, PAD_B, PAD_X, PAD_Y = 0, 1, 2, 3
PAD_BACK, PAD_GUIDE, PAD_START = 4, 5, 6
PAD_LEFTSHOULDER, PAD_RIGHTSHOULDER = 9, 10
PAD_DPAD_UP, PAD_DPAD_DOWN, PAD_DPAD_LEFT, PAD_DPAD_RIGHT = 11, 12, 13, 14
PAD_BUTTONS: dict[int, Action] = {
    PAD_A: Action.CONFIRM, PAD_B: Action.BACK, PAD_X: Action.SKIP, PAD_Y: Action.PEEK,
    PAD_BACK: Action.MENU, PAD_START: Action.MENU,
    PAD_LEFTSHOULDER: Action.PREV, PAD_RIGHTSHOULDER: Action.NEXT,
    PAD_DPAD_UP: Action.UP, PAD_DPAD_DOWN: Action.DOWN,
    PAD_DPAD_LEFT: Action.LEFT, PAD_DPAD_RIGHT: Action.RIGHT,
}
AXIS_LEFTX, AXIS_LEFTY, AXIS_TRIGGERLEFT = 0, 1, 4


@dataclass(frozen=True)
class InputEvent:
    """One action from one device; `seat` is the seat the device is bound to."""

    action: Action
    device: str
    seat: int | None = None
    pressed: bool = True
    pos: tuple[float, float] | None = None
    repeat: bool = False


@dataclass
class Device:
    """A connected input device. kind: keyboard, mouse, xbox, playstation, nintendo, generic."""

    id: str
    kind: str
    name: str


def pad_family(name: str, sdl_type: int | None = None) -> str:
    """The button-glyph family of a controller, from its SDL type or its name."""
    # SDL_GameControllerType: 1 Xbox 360, 2 Xbox One, 3 PS3, 4 PS4, 5 Switch Pro,
    # 6 virtual, 7 PS5, 8 Amazon Luna, 9 Stadia, 10 NVIDIA Shield, 11-13 Joy-Cons.
    if sdl_type in (1, 2):
        return "xbox"
    if sdl_type in (3, 4, 7):
        return "playstation"
    if sdl_type in (5, 11, 12, 13):
        return "nintendo"
    lowered = name.lower()
    if any(s in lowered for s in ("playstation", "dualsense", "dualshock", "ps3", "ps4", "ps5", "sony")):
        return "playstation"
    if any(s in lowered for s in ("nintendo", "switch", "joy-con", "joycon")):
        return "nintendo"
    if any(s in lowered for s in ("xbox", "x-box", "xinput", "microsoft")):
        return "xbox"
    return "generic"


def _key_code(name: str) -> int | None:
    try:
        return int(pygame.key.key_code(name))
    except (ValueError, pygame.error):
        return None


def build_keymap(overrides: dict[str, dict[str, list[str]]] | None = None) -> dict[int, tuple[str, Action]]:
    """Key code -> (key set id, action) from the defaults plus the player's overrides."""
    keymap: dict[int, tuple[str, Action]] = {}
    for set_id in KEYSET_IDS:
        merged = dict(DEFAULT_KEYSETS[set_id])
        if overrides and set_id in overrides:
            for action_name, keys in overrides[set_id].items():
                if action_name in Action.__members__:
                    merged[action_name] = list(keys)
        for action_name, keys in merged.items():
            for key_name in keys:
                code = _key_code(key_name)
                if code is not None and code not in keymap:
                    keymap[code] = (set_id, Action(action_name))
    return keymap


def keys_for(set_id: str, action: Action, overrides: dict[str, dict[str, list[str]]] | None = None) -> list[str]:
    """The key names bound to an action in a key set (the player's choice wins)."""
    if overrides and set_id in overrides and action.value in overrides[set_id]:
        return list(overrides[set_id][action.value])
    return list(DEFAULT_KEYSETS[set_id].get(action.value, []))


class InputManager:
    """Translates pygame events into InputEvents and keeps devices and seats."""

    def __init__(self, key_overrides: dict[str, dict[str, list[str]]] | None = None,
                 type_of_pad: Callable[[int], int | None] | None = None) -> None:
        self.keymap = build_keymap(key_overrides)
        self.key_overrides = key_overrides or {}
        self.devices: dict[str, Device] = {
            "kb1": Device("kb1", "keyboard", KEYSET_NAMES["kb1"]),
            "kb2": Device("kb2", "keyboard", KEYSET_NAMES["kb2"]),
            "mouse": Device("mouse", "mouse", "Mouse"),
        }
        self.controllers: dict[int, Any] = {}  # instance id -> Controller (keep refs!)
        self.seats: list[str | None] = [None, None]
        self.lost: set[int] = set()
        self.last_device = "kb1"
        self.pointer: tuple[float, float] | None = None
        self._mouse_raw: tuple[int, int] | None = None
        self._held: dict[tuple[str, Action], float] = {}
        self._stick: dict[tuple[str, int], int] = {}
        self._type_of_pad = type_of_pad
        self._controller_module: Any = None

    # -- setup -------------------------------------------------------------
    def start_controllers(self) -> None:
        """Initialise SDL's GameController API and open pads already plugged in."""
        try:
            from pygame._sdl2 import controller
        except ImportError:
            return
        controller.init()
        self._controller_module = controller
        for index in range(controller.get_count()):
            self._open_pad(index)

    def set_bindings(self, overrides: dict[str, dict[str, list[str]]]) -> None:
        """Apply the player's key bindings."""
        self.key_overrides = overrides
        self.keymap = build_keymap(overrides)

    # -- seats -------------------------------------------------------------
    def seat_of(self, device: str) -> int | None:
        for seat, dev in enumerate(self.seats):
            if dev == device:
                return seat
        return None

    def claim(self, device: str, seat: int | None = None) -> int | None:
        """Bind a device to a seat (the first free one if not given)."""
        current = self.seat_of(device)
        if current is not None and (seat is None or seat == current):
            return current
        if seat is None:
            free = [i for i, d in enumerate(self.seats) if d is None]
            if not free:
                return None
            seat = free[0]
        if current is not None:
            self.seats[current] = None
        self.seats[seat] = device
        self.lost.discard(seat)
        return seat

    def release_seat(self, seat: int) -> None:
        self.seats[seat] = None
        self.lost.discard(seat)

    def release_all(self) -> None:
        self.seats = [None, None]
        self.lost.clear()

    def device_kind(self, device: str | None) -> str:
        if device is None:
            return "keyboard"
        d = self.devices.get(device)
        return d.kind if d else "generic"

    def device_name(self, device: str | None) -> str:
        d = self.devices.get(device or "")
        return d.name if d else "a controller"

    # -- events ------------------------------------------------------------
    def process(self, event: pygame.event.Event,
                to_logical: Callable[[tuple[float, float]], tuple[float, float] | None]) -> list[InputEvent]:
        """Translate one pygame event; most give zero or one InputEvent."""
        et = event.type
        if et in (pygame.KEYDOWN, pygame.KEYUP):
            hit = self.keymap.get(event.key)
            if hit is None:
                return []
            set_id, action = hit
            return self._button(set_id, action, et == pygame.KEYDOWN)
        if et == pygame.MOUSEMOTION:
            # A window appearing under a resting pointer sends a motion event;
            # only a hand on the mouse should take the focus (and the prompts).
            last = self._mouse_raw
            self._mouse_raw = tuple(event.pos)
            pos = to_logical(event.pos)
            if pos is None:
                return []
            if last is None or abs(event.pos[0] - last[0]) + abs(event.pos[1] - last[1]) < MOUSE_WAKE_PX:
                if last is None or self.last_device != "mouse":
                    self.pointer = pos  # known, but not a sign the mouse is in use
                    return []
            self.pointer = pos
            self.last_device = "mouse"
            return [InputEvent(Action.POINT, "mouse", self.seat_of("mouse"), True, pos)]
        if et in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if event.button not in (1, 3):
                return []  # wheel buttons 4/5 come as MOUSEWHEEL too
            pos = to_logical(event.pos)
            if pos is None:
                return []
            self.pointer = pos
            self.last_device = "mouse"
            down = et == pygame.MOUSEBUTTONDOWN
            if event.button == 3:
                return [InputEvent(Action.BACK, "mouse", self.seat_of("mouse"), True, pos)] if down else []
            return [InputEvent(Action.CLICK if down else Action.RELEASE, "mouse", self.seat_of("mouse"), True, pos)]
        if et == pygame.MOUSEWHEEL:
            if event.y == 0:
                return []
            self.last_device = "mouse"
            action = Action.SCROLL_UP if event.y > 0 else Action.SCROLL_DOWN
            return [InputEvent(action, "mouse", self.seat_of("mouse"), True, self.pointer)]
        if et == pygame.CONTROLLERDEVICEADDED:
            self._open_pad(event.device_index)
            return []
        if et == pygame.CONTROLLERDEVICEREMOVED:
            self._close_pad(event.instance_id)
            return []
        if et in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            device = f"pad:{event.instance_id}"
            if device not in self.devices:
                return []
            button = PAD_BUTTONS.get(event.button)
            if button is None:
                return []
            return self._button(device, button, et == pygame.CONTROLLERBUTTONDOWN)
        if et == pygame.CONTROLLERAXISMOTION:
            device = f"pad:{event.instance_id}"
            if device not in self.devices:
                return []
            return self._axis(device, event.axis, event.value)
        return []

    def update(self, dt: float) -> list[InputEvent]:
        """Advance held-direction repeat timers; returns the repeated events."""
        out: list[InputEvent] = []
        for key in list(self._held):
            device, action = key
            left = self._held[key] - dt
            while left <= 0:
                out.append(InputEvent(action, device, self.seat_of(device), True, None, repeat=True))
                left += REPEAT_EVERY_S
            self._held[key] = left
        return out

    def _button(self, device: str, action: Action, down: bool) -> list[InputEvent]:
        self.last_device = device
        seat = self.seat_of(device)
        if action in DIRECTIONS:
            key = (device, action)
            if down:
                if key in self._held:
                    return []  # OS key repeat; we make our own
                self._held[key] = REPEAT_DELAY_S
                return [InputEvent(action, device, seat, True)]
            self._held.pop(key, None)
            return []
        if action == Action.PEEK:
            return [InputEvent(action, device, seat, down)]
        return [InputEvent(action, device, seat, True)] if down else []

    def _axis(self, device: str, axis: int, value: int) -> list[InputEvent]:
        if axis == AXIS_TRIGGERLEFT:
            v = value / AXIS_MAX
            was = self._stick.get((device, axis), 0)
            now = 1 if v > STICK_PRESS else (0 if v < STICK_RELEASE else was)
            self._stick[(device, axis)] = now
            if now != was:
                return [InputEvent(Action.PEEK, device, self.seat_of(device), bool(now))]
            return []
        if axis not in (AXIS_LEFTX, AXIS_LEFTY):
            return []
        v = value / AXIS_MAX
        was = self._stick.get((device, axis), 0)
        if abs(v) > STICK_PRESS:
            now = 1 if v > 0 else -1
        elif abs(v) < STICK_RELEASE:
            now = 0
        else:
            now = was
        if now == was:
            return []
        self._stick[(device, axis)] = now
        neg, pos = (Action.LEFT, Action.RIGHT) if axis == AXIS_LEFTX else (Action.UP, Action.DOWN)
        out: list[InputEvent] = []
        if was:
            out += self._button(device, pos if was > 0 else neg, False)
        if now:
            out += self._button(device, pos if now > 0 else neg, True)
        return out

    # -- controllers -------------------------------------------------------
    def _open_pad(self, index: int) -> None:
        if self._controller_module is None:
            return
        try:
            pad = self._controller_module.Controller(index)
            iid = pad.as_joystick().get_instance_id()
        except pygame.error:
            return
        if iid in self.controllers:
            return
        self.controllers[iid] = pad
        name = str(getattr(pad, "name", "") or "Controller")
        sdl_type = self._type_of_pad(index) if self._type_of_pad else None
        device = f"pad:{iid}"
        self.devices[device] = Device(device, pad_family(name, sdl_type), name)
        # A seat waiting for its controller gets the first one that arrives.
        if self.lost:
            seat = min(self.lost)
            self.claim(device, seat)

    def _close_pad(self, instance_id: int) -> None:
        device = f"pad:{instance_id}"
        pad = self.controllers.pop(instance_id, None)
        self.devices.pop(device, None)
        for held in [k for k in self._held if k[0] == device]:
            del self._held[held]
        for stick in [k for k in self._stick if k[0] == device]:
            del self._stick[stick]
        seat = self.seat_of(device)
        if seat is not None:
            self.lost.add(seat)
        if pad is not None:
            try:
                pad.quit()
            except pygame.error:
                pass
        if self.last_device == device:
            self.last_device = "kb1"

    def connected_pads(self) -> Iterable[Device]:
        return [d for d in self.devices.values() if d.id.startswith("pad:")]
