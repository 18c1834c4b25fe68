"""A real SDL virtual game controller for tests, driven through ctypes.

pygame-ce does not expose SDL's virtual joystick API, but its wheels ship the
SDL2 shared library it was built against (``pygame_ce.libs/libSDL2-2*.so*`` on
Linux). Loading that very file with ctypes gives us the *same* SDL instance
pygame uses (the dynamic loader hands back the already-loaded copy), so a pad
attached here shows up to ``pygame._sdl2.controller`` exactly like a USB pad:
CONTROLLERDEVICEADDED / BUTTONDOWN / BUTTONUP / AXISMOTION / DEVICEREMOVED
events all come from SDL itself, which is the point: tests exercise the real
event path, not a mock.

Measured facts (SDL 2.32.10 inside pygame-ce 2.5.8) that shape this module:

* ``pygame._sdl2.controller.init()`` must have been called first (it brings up
  SDL's joystick + game-controller subsystems in the shared SDL).
* SDL turns a virtual pad's *state* into *events* only when joysticks are
  updated: ``SDL_JoystickUpdate`` (which ``pygame.event.pump()`` /
  ``pygame.event.get()`` also call). :meth:`VirtualPad.press` and
  :meth:`VirtualPad.release` only set state; a press followed by a release with
  no update in between produces **no events at all**. :meth:`VirtualPad.tap`
  therefore updates between the two (``pump=`` lets a test pick how).
* A plain ``SDL_JoystickAttachVirtual`` pad reports controller type
  ``VIRTUAL`` (6) and the name ``"Virtual Controller"``.
  ``SDL_JoystickAttachVirtualEx`` (SDL >= 2.24) takes USB vendor/product ids,
  and SDL derives the controller type from them: Microsoft 045E:028E ->
  XBOX360, Sony 054C:09CC -> PS4, Nintendo 057E:2009 -> NINTENDO_SWITCH_PRO.
  The name stays ``"Virtual Controller"`` unless one is passed (SDL does not
  derive a name from the ids for virtual pads), so glyph-family code must look
  at the controller *type*, which :func:`controller_type_for_index` reads.
* Every ctypes function used here has ``argtypes``/``restype`` declared: with
  the default ``int`` return type a 64-bit ``SDL_Joystick*`` is truncated and
  the next call crashes the interpreter.
* The trigger axes of a virtual game controller start at the raw minimum
  (-32768), which the controller layer reports as 0 (released).
"""

from __future__ import annotations

import ctypes
import functools
from collections.abc import Callable
from types import TracebackType

import pygame

# --- SDL_GameControllerButton numbering (SDL2) --------------------------------
BUTTON_A = 0
BUTTON_B = 1
BUTTON_X = 2
BUTTON_Y = 3
BUTTON_BACK = 4
BUTTON_GUIDE = 5
BUTTON_START = 6
BUTTON_LEFTSTICK = 7
BUTTON_RIGHTSTICK = 8
BUTTON_LEFTSHOULDER = 9
BUTTON_RIGHTSHOULDER = 10
BUTTON_DPAD_UP = 11
BUTTON_DPAD_DOWN = 12
BUTTON_DPAD_LEFT = 13
BUTTON_DPAD_RIGHT = 14
NUM_BUTTONS = 15

# --- SDL_GameControllerAxis numbering (SDL2) ----------------------------------
AXIS_LEFTX = 0
AXIS_LEFTY = 1
AXIS_RIGHTX = 2
AXIS_RIGHTY = 3
AXIS_TRIGGERLEFT = 4
AXIS_TRIGGERRIGHT = 5
NUM_AXES = 6
AXIS_MIN = -32768
AXIS_MAX = 32767

# --- SDL_GameControllerType (SDL2 enum order) ----------------------------------
CONTROLLER_TYPE_UNKNOWN = 0
CONTROLLER_TYPE_XBOX360 = 1
CONTROLLER_TYPE_XBOXONE = 2
CONTROLLER_TYPE_PS3 = 3
CONTROLLER_TYPE_PS4 = 4
CONTROLLER_TYPE_NINTENDO_SWITCH_PRO = 5
CONTROLLER_TYPE_VIRTUAL = 6
CONTROLLER_TYPE_PS5 = 7
CONTROLLER_TYPE_AMAZON_LUNA = 8
CONTROLLER_TYPE_GOOGLE_STADIA = 9
CONTROLLER_TYPE_NVIDIA_SHIELD = 10
CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT = 11
CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT = 12
CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR = 13

# --- SDL constants used below --------------------------------------------------
SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
SDL_VIRTUAL_JOYSTICK_DESC_VERSION = 1  # SDL2's value; SDL3 changed the struct
SDL_INIT_JOYSTICK = 0x00000200

#: kind -> (USB vendor id, product id) of a real pad of that family;
#: ``None`` means the plain SDL_JoystickAttachVirtual (no ids at all).
KINDS: dict[str, tuple[int, int] | None] = {
    "virtual": None,
    "xbox": (0x045E, 0x028E),  # Microsoft Xbox 360 wired controller
    "playstation": (0x054C, 0x09CC),  # Sony DualShock 4 (2nd revision)
    "nintendo": (0x057E, 0x2009),  # Nintendo Switch Pro Controller
}

#: The controller type SDL 2.32 reports for each kind (measured).
KIND_CONTROLLER_TYPE: dict[str, int] = {
    "virtual": CONTROLLER_TYPE_VIRTUAL,
    "xbox": CONTROLLER_TYPE_XBOX360,
    "playstation": CONTROLLER_TYPE_PS4,
    "nintendo": CONTROLLER_TYPE_NINTENDO_SWITCH_PRO,
}


class SDL_VirtualJoystickDesc(ctypes.Structure):
    """SDL2 (2.24 .. 2.32) ``SDL_VirtualJoystickDesc``, field for field.

    Eight Uint16 (16 bytes), two Uint32 masks (8 bytes), then eight pointers
    (name, userdata, six callbacks): 88 bytes on 64-bit. SDL3 reordered this
    struct, so this must only ever be used with an SDL 2.x library.
    """

    _fields_ = [
        ("version", ctypes.c_uint16),
        ("type", ctypes.c_uint16),
        ("naxes", ctypes.c_uint16),
        ("nbuttons", ctypes.c_uint16),
        ("nhats", ctypes.c_uint16),
        ("vendor_id", ctypes.c_uint16),
        ("product_id", ctypes.c_uint16),
        ("padding", ctypes.c_uint16),
        ("button_mask", ctypes.c_uint32),
        ("axis_mask", ctypes.c_uint32),
        ("name", ctypes.c_char_p),
        ("userdata", ctypes.c_void_p),
        # Callbacks are left NULL: SDL checks each one before calling it.
        ("Update", ctypes.c_void_p),
        ("SetPlayerIndex", ctypes.c_void_p),
        ("Rumble", ctypes.c_void_p),
        ("RumbleTriggers", ctypes.c_void_p),
        ("SetLED", ctypes.c_void_p),
        ("SendEffect", ctypes.c_void_p),
    ]


_P = ctypes.c_void_p
_INT = ctypes.c_int
# name -> (argtypes, restype). Declared on every library we use: ctypes'
# default (int args, int return) truncates pointers on 64-bit.
_SIGNATURES: dict[str, tuple[list[type], type | None]] = {
    "SDL_GetError": ([], ctypes.c_char_p),
    "SDL_WasInit": ([ctypes.c_uint32], ctypes.c_uint32),
    "SDL_NumJoysticks": ([], _INT),
    "SDL_JoystickUpdate": ([], None),
    "SDL_JoystickAttachVirtual": ([_INT, _INT, _INT, _INT], _INT),
    "SDL_JoystickDetachVirtual": ([_INT], _INT),
    "SDL_JoystickIsVirtual": ([_INT], _INT),
    "SDL_JoystickOpen": ([_INT], _P),
    "SDL_JoystickClose": ([_P], None),
    "SDL_JoystickFromInstanceID": ([ctypes.c_int32], _P),
    "SDL_JoystickInstanceID": ([_P], ctypes.c_int32),
    "SDL_JoystickGetDeviceInstanceID": ([_INT], ctypes.c_int32),
    "SDL_JoystickSetVirtualButton": ([_P, _INT, ctypes.c_uint8], _INT),
    "SDL_JoystickSetVirtualAxis": ([_P, _INT, ctypes.c_int16], _INT),
    "SDL_GameControllerTypeForIndex": ([_INT], _INT),
    "SDL_GameControllerNameForIndex": ([_INT], ctypes.c_char_p),
}
# Newer than the rest (SDL 2.24); declared only when the library has it.
_OPTIONAL_SIGNATURES: dict[str, tuple[list[type], type | None]] = {
    "SDL_JoystickAttachVirtualEx": ([ctypes.POINTER(SDL_VirtualJoystickDesc)], _INT),
}


def _declare(sdl: ctypes.CDLL) -> ctypes.CDLL:
    """Give every function we call its argtypes/restype (idempotent)."""
    for name, (args, res) in _SIGNATURES.items():
        fn = getattr(sdl, name)  # AttributeError here = not an SDL2 library
        fn.argtypes = args
        fn.restype = res
    for name, (args, res) in _OPTIONAL_SIGNATURES.items():
        if hasattr(sdl, name):
            fn = getattr(sdl, name)
            fn.argtypes = args
            fn.restype = res
    return sdl


@functools.cache
def load_sdl() -> ctypes.CDLL:
    """Load (once) the SDL2 library that pygame-ce itself uses, declared."""
    tried: list[str] = []
    from core.sdl import candidate_paths

    for path in candidate_paths():
        if path in tried:
            continue
        tried.append(path)
        try:
            return _declare(ctypes.CDLL(path))
        except (OSError, AttributeError):
            continue
    raise RuntimeError(f"pygame-ce's SDL2 library not found (tried {tried or 'nothing'})")


def _error(sdl: ctypes.CDLL) -> str:
    raw = sdl.SDL_GetError()
    return raw.decode("utf-8", "replace") if raw else "unknown SDL error"


def device_index_of(instance_id: int, sdl: ctypes.CDLL | None = None) -> int | None:
    """Current device index of a joystick instance id, or None if it is gone.

    Device indexes shift when a lower-numbered pad goes away; instance ids
    never do, so we always look the index up right before using it.
    """
    lib = sdl if sdl is not None else load_sdl()
    if not lib.SDL_WasInit(SDL_INIT_JOYSTICK):
        return None
    for index in range(lib.SDL_NumJoysticks()):
        if lib.SDL_JoystickGetDeviceInstanceID(index) == instance_id:
            return index
    return None


def controller_type_for_index(device_index: int, sdl: ctypes.CDLL | None = None) -> int:
    """SDL_GameControllerTypeForIndex: one of the CONTROLLER_TYPE_* values."""
    lib = sdl if sdl is not None else load_sdl()
    return int(lib.SDL_GameControllerTypeForIndex(device_index))


class VirtualPad:
    """One virtual game controller with the 15 standard buttons and 6 axes.

    Usage::

        pad = VirtualPad(kind="playstation")
        index = pad.attach()               # CONTROLLERDEVICEADDED(device_index=index)
        pad.tap(BUTTON_A)                  # BUTTONDOWN + BUTTONUP queued
        pad.axis(AXIS_LEFTX, 20000); pad.update()
        pad.detach()                       # CONTROLLERDEVICEREMOVED(instance_id)

    It is also a context manager (attach on enter, detach on exit).
    """

    def __init__(
        self,
        sdl: ctypes.CDLL | None = None,
        kind: str = "virtual",
        name: str | None = None,
    ) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown pad kind {kind!r}; expected one of {sorted(KINDS)}")
        self._sdl = _declare(sdl) if sdl is not None else load_sdl()
        self.kind = kind
        # Kept alive for as long as we may attach (SDL copies it, but cheap).
        self._name = name.encode("utf-8") if name is not None else None
        self._desc: SDL_VirtualJoystickDesc | None = None
        self._instance_id: int | None = None
        self._opened = False

    # -- lifecycle -------------------------------------------------------------
    def attach(self) -> int:
        """Plug the pad in; return its device index (as in DEVICEADDED)."""
        if self.attached:
            raise RuntimeError("virtual pad is already attached")
        sdl = self._sdl
        if not sdl.SDL_WasInit(SDL_INIT_JOYSTICK):
            raise RuntimeError(
                "SDL joystick subsystem is not initialised in the loaded SDL: call "
                "pygame._sdl2.controller.init() first (if you did, ctypes loaded a "
                "different SDL copy than pygame's)"
            )
        ids = KINDS[self.kind]
        if ids is None and self._name is None:
            index = sdl.SDL_JoystickAttachVirtual(
                SDL_JOYSTICK_TYPE_GAMECONTROLLER, NUM_AXES, NUM_BUTTONS, 0
            )
        else:
            if not hasattr(sdl, "SDL_JoystickAttachVirtualEx"):
                raise RuntimeError("this SDL has no SDL_JoystickAttachVirtualEx (needs >= 2.24)")
            vendor, product = ids if ids is not None else (0, 0)
            self._desc = SDL_VirtualJoystickDesc(
                version=SDL_VIRTUAL_JOYSTICK_DESC_VERSION,
                type=SDL_JOYSTICK_TYPE_GAMECONTROLLER,
                naxes=NUM_AXES,
                nbuttons=NUM_BUTTONS,
                nhats=0,
                vendor_id=vendor,
                product_id=product,
                # Masks 0 = "the first nbuttons/naxes in SDL's standard order",
                # which is what makes raw button i == controller button i.
                button_mask=0,
                axis_mask=0,
                name=self._name,
            )
            index = sdl.SDL_JoystickAttachVirtualEx(ctypes.byref(self._desc))
        if index < 0:
            raise RuntimeError(f"SDL_JoystickAttachVirtual failed: {_error(sdl)}")
        # The state setters need an opened SDL_Joystick; opening also makes
        # SDL poll it on every SDL_JoystickUpdate.
        handle = sdl.SDL_JoystickOpen(index)
        if not handle:
            message = _error(sdl)
            sdl.SDL_JoystickDetachVirtual(index)
            raise RuntimeError(f"SDL_JoystickOpen({index}) failed: {message}")
        self._opened = True
        self._instance_id = int(sdl.SDL_JoystickInstanceID(handle))
        return int(index)

    def detach(self) -> None:
        """Close our handle and unplug the pad (DEVICEREMOVED follows).

        Safe to call twice, and after pygame has shut SDL's joystick subsystem
        down (which already freed every virtual pad): then it only forgets.
        """
        iid = self._instance_id
        self._instance_id = None
        if iid is None:
            return
        sdl = self._sdl
        index = device_index_of(iid, sdl)
        if index is None:  # already gone (subsystem quit): nothing to free
            self._opened = False
            return
        if self._opened:
            # Look the pointer up instead of keeping it: a stored pointer can
            # dangle after a subsystem restart, and using it would crash.
            handle = sdl.SDL_JoystickFromInstanceID(iid)
            if handle:
                sdl.SDL_JoystickClose(handle)
            self._opened = False
        if sdl.SDL_JoystickDetachVirtual(index) < 0:
            raise RuntimeError(f"SDL_JoystickDetachVirtual({index}) failed: {_error(sdl)}")

    def __enter__(self) -> VirtualPad:
        self.attach()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.detach()

    # -- state -----------------------------------------------------------------
    @property
    def instance_id(self) -> int:
        """SDL joystick instance id (what BUTTON/AXIS/REMOVED events carry)."""
        if self._instance_id is None:
            raise RuntimeError("virtual pad is not attached")
        return self._instance_id

    @property
    def attached(self) -> bool:
        """True while attached by us and still known to SDL."""
        return self._instance_id is not None and device_index_of(self._instance_id, self._sdl) is not None

    @property
    def device_index(self) -> int:
        """The pad's *current* device index (it shifts when lower pads go)."""
        index = device_index_of(self.instance_id, self._sdl)
        if index is None:
            raise RuntimeError("virtual pad is no longer known to SDL")
        return index

    def controller_type(self) -> int:
        """What SDL_GameControllerTypeForIndex reports for this pad."""
        return controller_type_for_index(self.device_index, self._sdl)

    def _handle(self) -> int:
        handle = self._sdl.SDL_JoystickFromInstanceID(self.instance_id)
        if not handle:
            raise RuntimeError("virtual pad is no longer open in SDL")
        return int(handle)

    # -- input -----------------------------------------------------------------
    def press(self, button: int) -> None:
        """Hold a button down. Sets state only: events appear on the next update."""
        self._set_button(button, 1)

    def release(self, button: int) -> None:
        """Let a button go. Sets state only: events appear on the next update."""
        self._set_button(button, 0)

    def tap(self, button: int, pump: Callable[[], object] | None = None) -> None:
        """Press, update, release, update: queues BUTTONDOWN then BUTTONUP.

        ``pump`` defaults to :meth:`update` (SDL_JoystickUpdate, needs no
        display); ``pygame.event.pump`` works just as well.
        """
        step = pump if pump is not None else self.update
        self.press(button)
        step()
        self.release(button)
        step()

    def axis(self, axis: int, value: int) -> None:
        """Set a raw axis (clamped to -32768..32767). State only, like press()."""
        if not 0 <= axis < NUM_AXES:
            raise ValueError(f"axis must be 0..{NUM_AXES - 1}, not {axis}")
        clamped = max(AXIS_MIN, min(AXIS_MAX, int(value)))
        if self._sdl.SDL_JoystickSetVirtualAxis(self._handle(), axis, clamped) < 0:
            raise RuntimeError(f"SDL_JoystickSetVirtualAxis failed: {_error(self._sdl)}")

    def update(self) -> None:
        """SDL_JoystickUpdate: turn pending state changes into SDL events."""
        self._sdl.SDL_JoystickUpdate()

    def _set_button(self, button: int, value: int) -> None:
        if not 0 <= button < NUM_BUTTONS:
            raise ValueError(f"button must be 0..{NUM_BUTTONS - 1}, not {button}")
        if self._sdl.SDL_JoystickSetVirtualButton(self._handle(), button, value) < 0:
            raise RuntimeError(f"SDL_JoystickSetVirtualButton failed: {_error(self._sdl)}")

    def __repr__(self) -> str:
        state = f"instance_id={self._instance_id}" if self._instance_id is not None else "detached"
        return f"VirtualPad(kind={self.kind!r}, {state})"
