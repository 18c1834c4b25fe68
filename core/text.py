"""Fonts and cached text labels.

Rendering text every frame is one of the biggest per-frame costs in pygame
(PYGAME_NOTES: 60 fresh renders cost twice 60 cached ones), so every label is
rendered once per (text, size, colour, bold) and kept in a bounded LRU cache.
The default font is pygame's bundled one, so no font file has to exist.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

LABEL_CACHE_SIZE = 1024

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_labels: OrderedDict[tuple[str, int, tuple[int, int, int], bool], pygame.Surface] = OrderedDict()


def clear_caches() -> None:
    """Forget every font and label (they die with pygame.font.quit)."""
    _fonts.clear()
    _labels.clear()


# pygame.quit() invalidates every Font object; never hand out a dead one.
pygame.register_quit(clear_caches)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font at a pixel size (cached)."""
    key = (size, bold)
    f = _fonts.get(key)
    if f is None or not pygame.font.get_init():
        if not pygame.font.get_init():
            _labels.clear()
            pygame.font.init()
        f = pygame.font.Font(None, size)
        f.set_bold(bold)
        _fonts[key] = f
    return f


def label(text: str, size: int, color: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """A rendered, cached line of text."""
    key = (text, size, color, bold)
    surf = _labels.get(key)
    if surf is not None:
        _labels.move_to_end(key)
        return surf
    surf = font(size, bold).render(text, True, color)
    _labels[key] = surf
    if len(_labels) > LABEL_CACHE_SIZE:
        _labels.popitem(last=False)
    return surf


def blit_text(
    surface: pygame.Surface,
    text: str,
    size: int,
    color: tuple[int, int, int],
    pos: tuple[float, float],
    anchor: str = "topleft",
    bold: bool = False,
    shadow: bool = False,
) -> pygame.Rect:
    """Draw a cached label anchored at pos ('center', 'midtop', ...); return its rect."""
    surf = label(text, size, color, bold)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        shade = label(text, size, (0, 0, 0), bold)
        surface.blit(shade, rect.move(2, 3))
    surface.blit(surf, rect)
    return rect


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines that fit `width` pixels at this font size."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
