"""The window: full screen or windowed, and letterboxed scaling of the canvas.

Every scene draws on a fixed logical canvas of 1920x1080. When the window is
exactly that size the canvas *is* the window surface (no copy, no scale); when
it is not, the canvas is a separate surface scaled into the largest centred
rectangle of the same aspect ratio, with black bars around it. Pointer
positions are mapped back with `to_logical`, so nothing is laid out in
physical pixels. Full screen uses the desktop resolution; switching re-creates
the display with the new flags, which PYGAME_NOTES found to be the robust path
(toggle_fullscreen raises under the dummy driver and fails on Wayland).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from core.theme import CANVAS_SIZE

DEFAULT_WINDOW = (1280, 720)
MIN_WINDOW = (480, 270)


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


class Display:
    """Owns the pygame window and the logical canvas scenes draw on."""

    def __init__(self, fullscreen: bool, window_size: tuple[int, int] | None = None) -> None:
        self.fullscreen = fullscreen
        self.window_size = window_size
        self.window: pygame.Surface | None = None
        self.canvas: pygame.Surface = pygame.Surface(CANVAS_SIZE)
        self.box = fit(CANVAS_SIZE, CANVAS_SIZE)
        self._direct = False

    def open(self) -> None:
        """Create (or re-create) the window with the current mode."""
        if self.fullscreen:
            try:
                self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        if not self.fullscreen:
            size = self.window_size
            if size is None:
                info = pygame.display.get_desktop_sizes() or [DEFAULT_WINDOW]
                size = initial_window_size(info[0])
            size = (max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1])))
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.window_size = size
        self._layout()

    def _layout(self) -> None:
        assert self.window is not None
        size = self.window.get_size()
        self.box = fit(CANVAS_SIZE, size)
        self._direct = size == CANVAS_SIZE
        if self._direct:
            self.canvas = self.window
        elif self.canvas is self.window or self.canvas.get_size() != CANVAS_SIZE:
            self.canvas = pygame.Surface(CANVAS_SIZE).convert()
        self.window.fill((0, 0, 0))

    def resized(self, size: tuple[int, int]) -> None:
        """The user resized the window (VIDEORESIZE / WINDOWSIZECHANGED)."""
        if self.window is None or self.fullscreen:
            return
        if self.window.get_size() != tuple(size):
            # pygame-ce 2.x resizes the surface itself; re-query it.
            self.window = pygame.display.get_surface()
            if self.window is None:  # no display any more: nothing to lay out
                return
        self.window_size = self.window.get_size()
        self._layout()

    def toggle_fullscreen(self) -> bool:
        """Switch mode by re-creating the window; returns the new fullscreen flag."""
        self.fullscreen = not self.fullscreen
        self.open()
        return self.fullscreen

    def to_logical(self, pos: tuple[float, float]) -> tuple[float, float] | None:
        """Window pixels to canvas coordinates (None in the letterbox bars)."""
        return to_logical(self.box, pos)

    def present(self) -> None:
        """Scale the canvas into the window if needed and flip."""
        if self.window is None:
            return
        if not self._direct:
            box = self.box
            target = self.window.subsurface(box.rect)
            if box.scale < 1:
                pygame.transform.smoothscale(self.canvas, (box.width, box.height), target)
            else:
                pygame.transform.scale(self.canvas, (box.width, box.height), target)
        pygame.display.flip()
