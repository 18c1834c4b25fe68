"""The window: full screen or windowed, with the canvas scaled and letterboxed by SDL's renderer.

Every scene draws on a fixed logical canvas of 1920x1080, and that canvas is
always pygame's display surface. Whenever the window is another size (a 4K TV,
a 1440p monitor, a laptop, a resized window) the display is opened with
`pygame.SCALED`: SDL's renderer (the GPU where there is one) scales the canvas
into the largest centred rectangle of the same aspect ratio, black bars
around it, and hands us mouse positions already in canvas coordinates. Our
code never scales a frame: at 3840x2160 that cost 23-80 ms a frame in
software, more than the whole frame budget (docs/PERFORMANCE.md).

The renderer also gives VSync where the driver offers it (asked for, and
quietly done without where it is not). Only a window that is exactly the
canvas's size with no VSync wanted (the headless dummy driver of tests,
`shot` and `bench`) skips the renderer: the canvas is then the window and a
flip costs nothing.

Two SDL settings are made before the window opens, through the environment
where SDL reads its hints (a user's own value is left alone): pygame-ce asks
SDL for whole-number scaling in windowed mode unless
"SDL_HINT_RENDER_SCALE_QUALITY" is true (a window smaller than the canvas
would be cropped, one between 1x and 2x would get wide bars), and the scaling
filter is linear unless the scale is a whole number (a 4K TV is an exact 2x:
nearest keeps it crisp and is the cheaper filter).

Full screen uses the desktop resolution; switching re-creates the display
with the new flags, which PYGAME_NOTES found to be the robust path
(toggle_fullscreen raises under the dummy driver and fails on Wayland).
"""

from __future__ import annotations

import os
import warnings
from dataclasses import dataclass

import pygame

from core.theme import CANVAS_SIZE

DEFAULT_WINDOW = (1280, 720)
MIN_WINDOW = (480, 270)
#: pygame-ce reads this hint (by this literal name) to turn SDL's whole-number scaling off.
_NO_INTEGER_SCALE_HINT = "SDL_HINT_RENDER_SCALE_QUALITY"
#: SDL's own scaling-filter hint, read when the renderer's texture is made.
_SCALE_QUALITY_HINT = "SDL_RENDER_SCALE_QUALITY"
_USER_SCALE_QUALITY = os.environ.get(_SCALE_QUALITY_HINT)
#: Drivers with no screen, whose SCALED windows are re-made on a fresh display module (see _set_mode).
SOFTWARE_DRIVERS = ("dummy", "offscreen")
#: Whether the SCALED renderer this module last made asked for VSync (None: no SCALED display made).
_renderer_vsync: bool | None = None


@dataclass(frozen=True)
class Letterbox:
    """Where the canvas lands in a window: scale factor and target rectangle."""

    scale: float
    x: int
    y: int
    width: int
    height: int

    @property
    def rect(self) -> tuple[int, int, int, int]:
        return (self.x, self.y, self.width, self.height)


def fit(canvas: tuple[int, int], window: tuple[int, int]) -> Letterbox:
    """The largest centred rectangle of the canvas's aspect ratio inside window."""
    cw, ch = canvas
    ww, wh = max(1, window[0]), max(1, window[1])
    scale = min(ww / cw, wh / ch)
    w = max(1, round(cw * scale))
    h = max(1, round(ch * scale))
    return Letterbox(scale, (ww - w) // 2, (wh - h) // 2, w, h)


#: The canvas on itself: how pointer positions map when they already are canvas coordinates.
IDENTITY = fit(CANVAS_SIZE, CANVAS_SIZE)


def to_logical(box: Letterbox, pos: tuple[float, float]) -> tuple[float, float] | None:
    """Map a window position to canvas coordinates; None when it is in a bar."""
    x = (pos[0] - box.x) / box.scale
    y = (pos[1] - box.y) / box.scale
    if box.width <= 0 or box.height <= 0:
        return None
    if not (0 <= pos[0] - box.x < box.width and 0 <= pos[1] - box.y < box.height):
        return None
    return (x, y)


def initial_window_size(desktop: tuple[int, int]) -> tuple[int, int]:
    """A pleasant first window: 16:9, at most 80% of the desktop, at least MIN."""
    box = fit(CANVAS_SIZE, (int(desktop[0] * 0.8), int(desktop[1] * 0.8)))
    return (max(MIN_WINDOW[0], box.width), max(MIN_WINDOW[1], box.height))


def scale_filter(window: tuple[int, int]) -> str:
    """SDL's filter for this window: "nearest" for a whole-number scale (4K is 2x), else "linear"."""
    box = fit(CANVAS_SIZE, window)
    whole = box.width % CANVAS_SIZE[0] == 0 and box.height % CANVAS_SIZE[1] == 0
    return "nearest" if whole else "linear"


def _sdl_window() -> pygame.Window | None:
    """pygame-ce's Window for the display module's window (2.5 names this way deprecated, no other yet)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (pygame.error, AttributeError):
        return None


class Display:
    """Owns the pygame window and the logical canvas scenes draw on."""

    def __init__(self, fullscreen: bool, window_size: tuple[int, int] | None = None, *, vsync: bool = True) -> None:
        self.fullscreen = fullscreen
        self.window_size = window_size
        #: VSync asked for; `vsync_on` says whether the driver gave it.
        self.vsync = vsync
        self.vsync_on = False
        self.window: pygame.Surface | None = None
        self.canvas: pygame.Surface = pygame.Surface(CANVAS_SIZE)
        #: Where the canvas lands in the window, in window pixels (SDL draws the bars around it).
        self.box = fit(CANVAS_SIZE, CANVAS_SIZE)
        #: True while SDL's renderer scales the canvas (pygame.SCALED); False when the canvas is the window.
        self.renderer_scales = False

    # -- opening -------------------------------------------------------------------------------------
    def open(self) -> None:
        """Create (or re-create) the window with the current mode."""
        if self.fullscreen:
            try:
                self._set_mode(pygame.FULLSCREEN, self._desktop())
            except pygame.error:
                self.fullscreen = False
        if not self.fullscreen:
            size = self.window_size
            if size is None:
                size = initial_window_size(self._desktop())
            size = (max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1])))
            self._set_mode(pygame.RESIZABLE, size)
            self._size_window(size)
            self.window_size = self.window_size_now()
        self._layout()

    @staticmethod
    def _desktop() -> tuple[int, int]:
        sizes = pygame.display.get_desktop_sizes() or [DEFAULT_WINDOW]
        return (int(sizes[0][0]), int(sizes[0][1]))

    def _set_mode(self, flags: int, window: tuple[int, int]) -> None:
        """set_mode for a window of this size: plain when it is the canvas and needs no VSync, else SCALED."""
        global _renderer_vsync
        direct = not self.vsync and window == CANVAS_SIZE and not flags & pygame.FULLSCREEN
        if direct:
            self.window = pygame.display.set_mode(CANVAS_SIZE, flags)
            self.renderer_scales = False
            self.vsync_on = False
            _renderer_vsync = None
            return
        if pygame.display.get_surface() is not None and (
                pygame.display.get_driver() in SOFTWARE_DRIVERS
                or (_renderer_vsync is not None and _renderer_vsync != self.vsync)):
            # pygame-ce 2.5.8 crashes (measured, 2 runs in 3) re-making a SCALED display after its window was
            # resized under the dummy driver, and under any driver when the VSync wish changes: start the
            # display module afresh then. Real drivers keep their window (and its place on the screen), and
            # the arcade keeps one VSync wish for its life; tests and tools are what mix them.
            caption = pygame.display.get_caption()
            pygame.display.quit()
            pygame.display.init()
            pygame.display.set_caption(*caption)
        os.environ.setdefault(_NO_INTEGER_SCALE_HINT, "1")
        if _USER_SCALE_QUALITY is None:
            os.environ[_SCALE_QUALITY_HINT] = scale_filter(window)
        fullscreen = bool(flags & pygame.FULLSCREEN)
        if fullscreen:
            # Made as a window of the desktop's size, then full screen: pygame-ce opens a SCALED window at a
            # whole multiple of the canvas, and where no window manager resizes it for full screen (measured
            # under Xvfb) a 2560x1440 screen showed a 1920x1080 window with the picture cropped.
            flags = flags & ~pygame.FULLSCREEN
        with warnings.catch_warnings():
            # "no fast renderer available" (the dummy driver) and "could not enable vsync" are facts of the
            # machine, not faults: the picture is right either way, and is_vsync() says what we got.
            warnings.simplefilter("ignore")
            asked = self.vsync
            try:
                self.window = pygame.display.set_mode(CANVAS_SIZE, flags | pygame.SCALED, vsync=int(asked))
            except pygame.error:
                if not asked:
                    raise
                asked = False
                self.window = pygame.display.set_mode(CANVAS_SIZE, flags | pygame.SCALED)
        _renderer_vsync = asked
        self.renderer_scales = True
        self.vsync_on = asked and bool(pygame.display.is_vsync())
        if fullscreen:
            self._go_fullscreen(window)

    def _go_fullscreen(self, desktop: tuple[int, int]) -> None:
        """Full screen at the desktop's size for the SCALED window just made (pygame.error if refused)."""
        window = _sdl_window()
        if window is None:
            raise pygame.error("no window to make full screen")
        window.minimum_size = MIN_WINDOW  # (pygame-ce sets the canvas's size, more than a 1366x768 screen)
        window.size = desktop
        window.position = (0, 0)
        window.set_fullscreen(True)
        if not pygame.display.is_fullscreen():
            raise pygame.error("the window did not go full screen")

    def _size_window(self, size: tuple[int, int]) -> None:
        """Give a SCALED window its size (pygame-ce opens it at a whole multiple of the canvas, no smaller)."""
        if not self.renderer_scales:
            return
        window = _sdl_window()
        if window is None:
            return
        window.minimum_size = MIN_WINDOW
        if tuple(window.size) != size:
            window.size = size

    @staticmethod
    def window_size_now() -> tuple[int, int]:
        """The window's size in screen pixels (the display surface is the canvas, whatever the window)."""
        w, h = pygame.display.get_window_size()
        return (int(w), int(h))

    def _layout(self) -> None:
        assert self.window is not None
        self.canvas = self.window
        self.box = fit(CANVAS_SIZE, self.window_size_now())
        self.window.fill((0, 0, 0))

    # -- changes -------------------------------------------------------------------------------------
    def resized(self, size: tuple[int, int]) -> None:
        """The user resized the window (VIDEORESIZE / WINDOWSIZECHANGED)."""
        if self.window is None or self.fullscreen:
            return
        surface = pygame.display.get_surface()
        if surface is None:  # no display any more: nothing to lay out
            return
        self.window = surface
        self.window_size = self.window_size_now()
        if not self.renderer_scales and surface.get_size() != CANVAS_SIZE:
            self.open()  # an unscaled window changed size: the renderer takes over the scaling
            return
        self._layout()

    def toggle_fullscreen(self) -> bool:
        """Switch mode by re-creating the window; returns the new fullscreen flag."""
        self.fullscreen = not self.fullscreen
        self.open()
        return self.fullscreen

    # -- the pointer ---------------------------------------------------------------------------------
    def to_logical(self, pos: tuple[float, float]) -> tuple[float, float] | None:
        """A pointer event's position as canvas coordinates (None in the letterbox bars).

        SDL's renderer delivers positions already in canvas coordinates, and an unscaled window is the
        canvas: either way the mapping is the identity, and a bar is anything off the canvas."""
        return to_logical(IDENTITY, pos)

    def event_pos(self, logical: tuple[float, float]) -> tuple[int, int]:
        """The position a pointer event carries for a point of the canvas (what tests post)."""
        return (round(logical[0]), round(logical[1]))

    # -- each frame ----------------------------------------------------------------------------------
    def present(self) -> None:
        """Show the canvas: SDL scales and letterboxes it when the window is another size."""
        if self.window is None:
            return
        pygame.display.flip()
