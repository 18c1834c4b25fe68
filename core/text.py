"""Fonts and cached text labels.

Rendering text every frame is one of the biggest per-frame costs in pygame
(PYGAME_NOTES: 60 fresh renders cost twice 60 cached ones), so every label is
rendered once per (text, size, colour, bold) and kept in an LRU cache bounded by
count and by bytes (a few big headlines weigh as much as hundreds of small words).
The default font is pygame's bundled one, so no font file has to exist.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

import pygame

LABEL_CACHE_SIZE = 1024
#: The label cache's byte budget: the oldest labels go once their pixels weigh more than this.
LABEL_CACHE_BYTES = 12 * 1024 * 1024

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_labels: OrderedDict[tuple[str, int, tuple[int, int, int], bool], pygame.Surface] = OrderedDict()
_label_bytes = 0


def _weight(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()


def label_cache_bytes() -> int:
    """What the cached labels' pixels weigh now."""
    return _label_bytes


def clear_caches() -> None:
    """Forget every font and label (they die with pygame.font.quit)."""
    global _label_bytes
    _fonts.clear()
    _labels.clear()
    _label_bytes = 0


# pygame.quit() invalidates every Font object; never hand out a dead one.
pygame.register_quit(clear_caches)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font at a pixel size (cached)."""
    key = (size, bold)
    f = _fonts.get(key)
    if f is None or not pygame.font.get_init():
        if not pygame.font.get_init():
            clear_caches()
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
    global _label_bytes
    surf = font(size, bold).render(text, True, color)
    _labels[key] = surf
    _label_bytes += _weight(surf)
    while _labels and (len(_labels) > LABEL_CACHE_SIZE or _label_bytes > LABEL_CACHE_BYTES):
        _old_key, old = _labels.popitem(last=False)
        _label_bytes -= _weight(old)
    return surf


def fill_label_cache() -> None:
    """Fill the label cache to its budget with throwaway labels (the memory soak measures growth once
    every bounded cache is as full as it will ever be)."""
    n = 0
    while len(_labels) < LABEL_CACHE_SIZE and _label_bytes < LABEL_CACHE_BYTES - 64 * 1024:
        label(f"soak filler {n:05d} " * 3, 48, (255, 255, 255), True)
        n += 1


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


ELLIPSIS = "\u2026"
#: The smallest size fit_text shrinks to by default: nothing under this is readable on a TV from the sofa.
MIN_FIT_PX = 22


def ellipsize(text: str, size: int, max_width: int, bold: bool = False) -> str:
    """The text, cut at the end with an ellipsis if it is wider than max_width pixels."""
    f = font(size, bold)
    if f.size(text)[0] <= max_width:
        return text
    cut = text
    while cut and f.size(cut.rstrip() + ELLIPSIS)[0] > max_width:
        cut = cut[:-1]
    return cut.rstrip() + ELLIPSIS


def fit_text(text: str, size: int, max_width: int, bold: bool = False,
             min_size: int | None = None) -> tuple[str, int]:
    """(text, size) that fit max_width pixels: the size shrinks, but not below min_size
    (default: 70% of size, never under MIN_FIT_PX unless size is already smaller), then
    the end is cut with an ellipsis ("Hannelore-Kath\u2026")."""
    if min_size is None:
        min_size = min(size, max(MIN_FIT_PX, round(size * 0.7)))
    width = font(size, bold).size(text)[0]
    if width <= max_width:
        return text, size
    # Widths grow about linearly with the size: start at the estimate, then step down.
    s = max(min_size, min(size - 1, int(size * max_width / max(1, width))))
    while s > min_size and font(s, bold).size(text)[0] > max_width:
        s -= 1
    return ellipsize(text, s, max_width, bold), s


def fit_named(template: str, names: str | Sequence[str], size: int, max_width: int, bold: bool = False,
              min_size: int | None = None) -> tuple[str, int]:
    """fit_text for a sentence around names ("{} to move", "{}  2 - 1  {}"): the size shrinks as
    usual, then only the names are cut (sharing the room left), the words around them stay."""
    names = (names,) if isinstance(names, str) else tuple(names)
    if min_size is None:
        min_size = min(size, max(MIN_FIT_PX, round(size * 0.7)))
    whole, px = fit_text(template.format(*names), size, max_width, bold, min_size)
    if ELLIPSIS not in whole or ELLIPSIS in template.format(*names):
        return whole, px
    f = font(px, bold)
    room = max(0, max_width - f.size(template.format(*("" for _ in names)))[0])
    cut = list(names)
    left = len(names)
    for k in sorted(range(len(names)), key=lambda k: f.size(names[k])[0]):  # the shortest keep theirs whole
        share = room // left
        cut[k] = ellipsize(names[k], px, share, bold)
        room -= f.size(cut[k])[0]
        left -= 1
    return template.format(*cut), px


def blit_fit(
    surface: pygame.Surface,
    text: str,
    size: int,
    color: tuple[int, int, int],
    pos: tuple[float, float],
    max_width: int,
    anchor: str = "topleft",
    bold: bool = False,
    shadow: bool = False,
    min_size: int | None = None,
) -> pygame.Rect:
    """blit_text, shrunk and then ellipsised so the line is at most max_width pixels wide."""
    words, px = fit_text(text, size, max_width, bold, min_size)
    return blit_text(surface, words, px, color, pos, anchor, bold, shadow)


def _split_long_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word wider than a line: broken after hyphens where that fits, the rest ellipsised."""
    pieces: list[str] = []
    rest = word
    while f.size(rest)[0] > width:
        cut = max((i + 1 for i, ch in enumerate(rest[:-1]) if ch == "-" and f.size(rest[:i + 1])[0] <= width),
                  default=0)
        if not cut:
            break
        pieces.append(rest[:cut])
        rest = rest[cut:]
    if f.size(rest)[0] > width:
        while len(rest) > 1 and f.size(rest + ELLIPSIS)[0] > width:
            rest = rest[:-1]
        rest += ELLIPSIS
    pieces.append(rest)
    return pieces


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split text into lines that fit `width` pixels at this font size.

    A single word wider than a line (a long player's name) is broken after a
    hyphen if it has one, otherwise cut with an ellipsis."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            if f.size(word)[0] > width:
                pieces = _split_long_word(word, f, width)
                if line:
                    lines.append(line)
                lines.extend(pieces[:-1])
                line = pieces[-1]
                continue
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
