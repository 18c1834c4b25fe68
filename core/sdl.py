"""Direct calls into the SDL2 library that pygame-ce ships, for what pygame lacks.

pygame-ce does not expose a controller's *type* (Xbox, PlayStation, Switch),
which the on-screen button glyphs need, and controller names are unreliable
(virtual and many third-party pads are all "Controller"). SDL knows the type
from the USB ids. ctypes on the very library pygame loaded (found through
/proc/self/maps, else next to the pygame package) gives the same SDL instance,
so device indexes agree. Every function used has argtypes/restype declared:
ctypes' default int return truncates 64-bit pointers and crashes later.
Anything going wrong means "type unknown", never an error for the player.
"""

from __future__ import annotations

import ctypes
import functools
import glob
import os
import sys
from collections.abc import Iterator

SDL_INIT_JOYSTICK = 0x00000200


def candidate_paths() -> Iterator[str]:
    """Where pygame's SDL2 may be, best guess first."""
    import pygame.base  # noqa: F401  (makes sure SDL2 is mapped into the process)

    try:  # the copy actually mapped into this process (Linux): exact by construction
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                path = line.rstrip("\n").split(" ")[-1]
                if os.path.basename(path).startswith("libSDL2-2"):
                    yield path
    except OSError:
        pass
    import pygame

    pkg_dir = os.path.dirname(os.path.abspath(pygame.__file__))
    site_dir = os.path.dirname(pkg_dir)
    patterns = [
        os.path.join(site_dir, "pygame_ce.libs", "libSDL2-2*.so*"),
        os.path.join(site_dir, "*.libs", "libSDL2-2*.so*"),
        os.path.join(pkg_dir, "libSDL2*"),
        os.path.join(pkg_dir, ".dylibs", "libSDL2-2*.dylib"),
        os.path.join(pkg_dir, "SDL2.dll"),
    ]
    for entry in sys.path:
        if entry and entry != site_dir and os.path.isdir(entry):
            patterns.append(os.path.join(entry, "*.libs", "libSDL2-2*.so*"))
    for pattern in patterns:
        yield from sorted(glob.glob(pattern))


@functools.cache
def load_sdl() -> ctypes.CDLL | None:
    """pygame-ce's own SDL2 library, or None if it cannot be found."""
    seen: set[str] = set()
    for path in candidate_paths():
        if path in seen:
            continue
        seen.add(path)
        try:
            lib = ctypes.CDLL(path)
            lib.SDL_GameControllerTypeForIndex.argtypes = [ctypes.c_int]
            lib.SDL_GameControllerTypeForIndex.restype = ctypes.c_int
            lib.SDL_WasInit.argtypes = [ctypes.c_uint32]
            lib.SDL_WasInit.restype = ctypes.c_uint32
            return lib
        except (OSError, AttributeError):
            continue
    return None


def controller_type(device_index: int) -> int | None:
    """SDL_GameControllerTypeForIndex for a device index, or None when unknown."""
    lib = load_sdl()
    if lib is None or not lib.SDL_WasInit(SDL_INIT_JOYSTICK):
        return None
    try:
        value = int(lib.SDL_GameControllerTypeForIndex(device_index))
    except (OSError, ValueError):
        return None
    return value or None
