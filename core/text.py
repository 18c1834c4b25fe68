"""Typefaces, fonts and cached text labels.

Two openly licensed families, installed as pip dependencies (fontpkg packages, OFL 1.1; see README,
"Typeface"): Atkinson Hyperlegible for everything a player reads (regular and a real bold) and
Barlow Condensed for display text (titles, scores, the big headline words). A caller names a face:
`Face.TEXT`, `Face.BOLD` (or just True, as the old `bold` flag) or `Face.DISPLAY`. If a font file
cannot be found the game still runs on pygame's bundled font (with faux bold), and says so once.

A `size` is a nominal size, not the font's point size: every face is scaled so its capital letters
stand `CAP_RATIO[face] * size` pixels tall, so swapping a family never moves a layout's text height and
the couch minimum (`MIN_CAP_PX`) is a figure about what a player sees, not about a font's em box.

Rendering text every frame is one of the biggest per-frame costs in pygame (PYGAME_NOTES: 60 fresh
renders cost twice 60 cached ones), so every label is rendered once per (text, size, colour, face) and
kept in an LRU cache bounded by count and by bytes (a few big headlines weigh as much as hundreds of
small words). Kerning is SDL_ttf's default for a real font file, so cached labels are kerned.
"""

from __future__ import annotations

import enum
import importlib.resources
import io
import sys
from collections import OrderedDict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pygame

LABEL_CACHE_SIZE = 1024
#: The label cache's byte budget: the oldest labels go once their pixels weigh more than this.
LABEL_CACHE_BYTES = 12 * 1024 * 1024


class Face(enum.Enum):
    """A typeface role: what the words are for, not which file draws them."""

    TEXT = "text"  # everything a player reads: Atkinson Hyperlegible Regular
    BOLD = "bold"  # emphasis, buttons, names: Atkinson Hyperlegible Bold (a real bold, not a smear)
    DISPLAY = "display"  # titles, scores, big headline words: Barlow Condensed SemiBold


#: What callers may pass where a face goes: a Face, or the old bold flag (True is BOLD, False TEXT).
FaceLike = Face | bool
DISPLAY = Face.DISPLAY

#: (package, file) of each face; the packages are fontpkg's (pip dependencies, see pyproject.toml).
FONT_FILES: dict[Face, tuple[str, str]] = {
    Face.TEXT: ("fontpkg_atkinson_hyperlegible", "AtkinsonHyperlegible-Regular.ttf"),
    Face.BOLD: ("fontpkg_atkinson_hyperlegible", "AtkinsonHyperlegible-Bold.ttf"),
    Face.DISPLAY: ("fontpkg_barlow_condensed", "BarlowCondensed-SemiBold.ttf"),
}
#: Cap height per unit of nominal size. The text faces stand about 15% taller than the old bundled
#: font (whose capitals were half the size) and about as wide, so layouts mostly hold and 28, the
#: smallest size the screens used for words, reaches MIN_CAP_PX; the condensed display face stands
#: taller still, since it is far narrower.
CAP_RATIO: dict[Face, float] = {Face.TEXT: 0.575, Face.BOLD: 0.575, Face.DISPLAY: 0.6}
#: The smallest cap height, in canvas (1080p) pixels, of any text a player must read: 16 arcminutes
#: (ISO 9241-303's minimum character height) seen from the HD design viewing distance of 3.2 picture
#: heights (ITU-R BT.2022), where one 1080p pixel is about one arcminute. See README, "Typeface".
MIN_CAP_PX = 16

_fonts: dict[tuple[int, Face], pygame.font.Font] = {}
_labels: OrderedDict[tuple[str, int, tuple[int, int, int], Face], pygame.Surface] = OrderedDict()
_label_bytes = 0
#: Each face's cap height per point (measured once from the font itself), and the faces that fell back.
_cap_per_pt: dict[Face, float] = {}
_missing: set[Face] = set()
#: Told of every text rendered (its font and words) while set: the couch-size test's instrument.
_observer: Callable[["_Font", str], None] | None = None


class _Font(pygame.font.Font):
    """A font that knows its face and nominal size, and tells an observer what it renders."""

    face: Face
    nominal: int

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[no-untyped-def]
        if _observer is not None:
            _observer(self, text)
        return super().render(text, antialias, color, bgcolor, wraplength)

    def cap_height(self) -> int:
        """How tall this font's capital H stands, in pixels."""
        glyph = self.metrics("H")[0]
        return int(glyph[3]) if glyph else self.get_ascent()


def _face(face: FaceLike) -> Face:
    if isinstance(face, Face):
        return face
    return Face.BOLD if face else Face.TEXT


def font_file(face: Face) -> Path | io.BytesIO | None:
    """Where the face's font file is (a path, or its bytes from a zipped install), or None if missing."""
    package, name = FONT_FILES[face]
    try:
        res = importlib.resources.files(package) / "files" / name
        if isinstance(res, Path):
            return res if res.is_file() else None
        return io.BytesIO(res.read_bytes())
    except (ModuleNotFoundError, FileNotFoundError, OSError):
        return None


def _open(face: Face, pt: int) -> _Font:
    source = font_file(face)
    if source is None:
        if face not in _missing:
            _missing.add(face)
            package = FONT_FILES[face][0].replace("_", "-")
            print(f"matchday: font {FONT_FILES[face][1]} not found (pip install {package}); "
                  "using pygame's default font", file=sys.stderr)
        f = _Font(None, pt)
        f.set_bold(face is not Face.TEXT)
        return f
    # SDL_ttf kerns a real font by default (pygame exposes no switch to turn it off), so labels are kerned.
    return _Font(str(source) if isinstance(source, Path) else source, pt)


def points(size: int, face: FaceLike = False) -> int:
    """The point size that gives a face its cap height for a nominal size."""
    fc = _face(face)
    if fc not in _cap_per_pt:
        _cap_per_pt[fc] = _open(fc, 200).cap_height() / 200
    return max(1, round(size * CAP_RATIO[fc] / _cap_per_pt[fc]))


def faces_missing() -> set[Face]:
    """The faces drawn with pygame's default font because their file was not found."""
    return set(_missing)


@dataclass(frozen=True)
class Rendered:
    """One text render seen by `record_renders`: its words, face, nominal size and cap height."""

    words: str
    face: Face
    size: int
    cap_px: int


@contextmanager
def record_renders() -> Iterator[list[Rendered]]:
    """Every text rendered inside the block (the caches start empty, so cached labels render again)."""
    global _observer
    seen: list[Rendered] = []
    caps: dict[tuple[int, Face], int] = {}

    def note(f: _Font, words: str) -> None:
        key = (f.nominal, f.face)
        if key not in caps:
            caps[key] = f.cap_height()
        seen.append(Rendered(words, f.face, f.nominal, caps[key]))

    clear_caches()
    _observer = note
    try:
        yield seen
    finally:
        _observer = None


@contextmanager
def art() -> Iterator[None]:
    """Text drawn inside the block is part of a picture, not words a player must read (a miniature card's
    index in a menu tile's icon): `record_renders` does not see it, so the couch minimum does not apply."""
    global _observer
    observer, _observer = _observer, None
    try:
        yield
    finally:
        _observer = observer


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
    _cap_per_pt.clear()
    _label_bytes = 0


# pygame.quit() invalidates every Font object; never hand out a dead one.
pygame.register_quit(clear_caches)


def font(size: int, face: FaceLike = False) -> pygame.font.Font:
    """The font of a face at a nominal size (cached)."""
    fc = _face(face)
    key = (size, fc)
    f = _fonts.get(key)
    if f is None or not pygame.font.get_init():
        if not pygame.font.get_init():
            clear_caches()
            pygame.font.init()
        f = _open(fc, points(size, fc))
        f.face, f.nominal = fc, size
        _fonts[key] = f
    return f


def cap_height(size: int, face: FaceLike = False) -> int:
    """How tall capitals stand at a nominal size, in pixels."""
    f = font(size, face)
    assert isinstance(f, _Font)
    return f.cap_height()


def label(text: str, size: int, color: tuple[int, int, int], face: FaceLike = False) -> pygame.Surface:
    """A rendered, cached line of text."""
    key = (text, size, color, _face(face))
    surf = _labels.get(key)
    if surf is not None:
        _labels.move_to_end(key)
        return surf
    global _label_bytes
    surf = font(size, face).render(text, True, color)
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
    face: FaceLike = False,
    shadow: bool = False,
) -> pygame.Rect:
    """Draw a cached label anchored at pos ('center', 'midtop', ...); return its rect."""
    surf = label(text, size, color, face)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if shadow:
        shade = label(text, size, (0, 0, 0), face)
        surface.blit(shade, rect.move(2, 3))
    surface.blit(surf, rect)
    return rect


ELLIPSIS = "\u2026"
#: The smallest size fit_text shrinks to by default: the smallest whose capitals reach MIN_CAP_PX.
MIN_FIT_PX = 28


def ellipsize(text: str, size: int, max_width: int, face: FaceLike = False) -> str:
    """The text, cut at the end with an ellipsis if it is wider than max_width pixels."""
    f = font(size, face)
    if f.size(text)[0] <= max_width:
        return text
    cut = text
    while cut and f.size(cut.rstrip() + ELLIPSIS)[0] > max_width:
        cut = cut[:-1]
    return cut.rstrip() + ELLIPSIS


def fit_text(text: str, size: int, max_width: int, face: FaceLike = False,
             min_size: int | None = None) -> tuple[str, int]:
    """(text, size) that fit max_width pixels: the size shrinks, but not below min_size
    (default: 70% of size, never under MIN_FIT_PX unless size is already smaller), then
    the end is cut with an ellipsis ("Hannelore-Kath\u2026")."""
    if min_size is None:
        min_size = min(size, max(MIN_FIT_PX, round(size * 0.7)))
    width = font(size, face).size(text)[0]
    if width <= max_width:
        return text, size
    # Widths grow about linearly with the size: start at the estimate, then step down.
    s = max(min_size, min(size - 1, int(size * max_width / max(1, width))))
    while s > min_size and font(s, face).size(text)[0] > max_width:
        s -= 1
    return ellipsize(text, s, max_width, face), s


def fit_named(template: str, names: str | Sequence[str], size: int, max_width: int, face: FaceLike = False,
              min_size: int | None = None) -> tuple[str, int]:
    """fit_text for a sentence around names ("{} to move", "{}  2 - 1  {}"): the size shrinks as
    usual, then only the names are cut (sharing the room left), the words around them stay."""
    names = (names,) if isinstance(names, str) else tuple(names)
    if min_size is None:
        min_size = min(size, max(MIN_FIT_PX, round(size * 0.7)))
    whole, px = fit_text(template.format(*names), size, max_width, face, min_size)
    if ELLIPSIS not in whole or ELLIPSIS in template.format(*names):
        return whole, px
    f = font(px, face)
    room = max(0, max_width - f.size(template.format(*("" for _ in names)))[0])
    cut = list(names)
    left = len(names)
    for k in sorted(range(len(names)), key=lambda k: f.size(names[k])[0]):  # the shortest keep theirs whole
        share = room // left
        cut[k] = ellipsize(names[k], px, share, face)
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
    face: FaceLike = False,
    shadow: bool = False,
    min_size: int | None = None,
) -> pygame.Rect:
    """blit_text, shrunk and then ellipsised so the line is at most max_width pixels wide."""
    words, px = fit_text(text, size, max_width, face, min_size)
    return blit_text(surface, words, px, color, pos, anchor, face, shadow)


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


def wrap(text: str, size: int, width: int, face: FaceLike = False) -> list[str]:
    """Split text into lines that fit `width` pixels at this font size.

    A single word wider than a line (a long player's name) is broken after a
    hyphen if it has one, otherwise cut with an ellipsis."""
    f = font(size, face)
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
