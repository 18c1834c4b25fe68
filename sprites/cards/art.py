"""Turning card faces into finished, cached card images.

`CardArt` owns every cache of the card kit, so drawing a card in a frame is
normally one dictionary look-up and one blit (PYGAME_NOTES: a rotation cache
takes 12 animated cards from 7.8 ms to 2.4 ms a frame). The pipeline:

1. *base image* per (face key, pixel size, dim): the face paints at 2x on a
   square-cornered surface, the corners are alpha-masked round, a border is
   drawn, and the result is smooth-scaled to size (anti-aliased edges) onto a
   transparent margin over a soft drop shadow. Shadows and glows are drawn
   small and smooth-scaled up (a soft edge for ~0.2 ms, where a gaussian blur
   of a card costs ~8 ms), once per size. Dim cards are a greyed copy.
2. *sprite image* per (face key, size, scale step, flip-width step, angle
   step, dim): scaled and rotated from the base image; angles are rounded to
   2 degrees and scales to 0.05, so a moving card mostly hits the cache.

A card in motion gets a *rough* image (plain `rotate`, ~0.15 ms, where the
filtered `rotozoom` costs ~0.8 ms: invisible while it moves). Rough images
live in their own cache so their churn never evicts the filtered images of
cards at rest; a card coming to rest is upgraded to the filtered image, at
most FINE_PER_FRAME per frame (`begin_frame`), so a hand re-fanning does not
spike one frame. Every cache is an LRU with a byte budget: a card spinning
through every angle cannot eat memory (180 angles of one card are ~38 MB).
A card at rest above scale 1 is painted at a larger tier (1.25, 1.5, 2, ...)
and scaled down, so zoomed cards stay crisp.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from sprites.cards.faces import CardFace, face_border

#: Logical size of a card at scale 1 (5:7, readable on a TV from the sofa).
CARD_SIZE = (160, 224)
SUPERSAMPLE = 2
CORNER_RADIUS = 0.075  # of the card width
BORDER_PX = 1.6  # at scale 1, before supersampling
SHADOW_MARGIN = 0.11  # of the card width, transparent room around the card
SHADOW_OFFSET = (0.012, 0.035)  # of the card width: light from above
SHADOW_ALPHA = 110
GLOW_GROW = 0.05  # the focus glow extends this far past the edge (of width)
BLUR_FACTOR = 6  # shadows and glows are drawn this much smaller, then scaled up soft
FINE_PER_FRAME = 1  # filtered re-renders of cards coming to rest, per drawn frame
ANGLE_STEP_DEG = 2
SCALE_STEPS = 20  # 1 / 0.05
FACE_BUDGET_BYTES = 32 << 20
SPRITE_BUDGET_BYTES = 40 << 20  # filtered images of cards at rest
ROUGH_BUDGET_BYTES = 24 << 20  # quick images of cards in motion (short-lived)
MAX_ENTRIES = 2048
DIM_MULTIPLY = (150, 150, 156)

Size = tuple[int, int]


class SurfaceLRU:
    """An LRU of surfaces bounded by a byte budget and an entry count."""

    def __init__(self, budget_bytes: int, max_entries: int = MAX_ENTRIES) -> None:
        self.budget_bytes = budget_bytes
        self.max_entries = max_entries
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> pygame.Surface | None:
        """The cached surface (now most recently used), or None."""
        surf = self._items.get(key)
        if surf is None:
            self.misses += 1
            return None
        self.hits += 1
        self._items.move_to_end(key)
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        """Store a surface, evicting the least recently used past the budget."""
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= _nbytes(old)
        self._items[key] = surf
        self.bytes += _nbytes(surf)
        while len(self._items) > 1 and (self.bytes > self.budget_bytes or len(self._items) > self.max_entries):
            _, dropped = self._items.popitem(last=False)
            self.bytes -= _nbytes(dropped)
        return surf

    def clear(self) -> None:
        """Forget everything."""
        self._items.clear()
        self.bytes = 0


def _nbytes(surf: pygame.Surface) -> int:
    return surf.get_pitch() * surf.get_height()


def _ready(surf: pygame.Surface) -> pygame.Surface:
    # convert_alpha() makes blits several times cheaper, but needs a display.
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def quantize_scale(scale: float) -> int:
    """Scale in 0.05 steps (an int, so keys hash exactly)."""
    return max(0, round(scale * SCALE_STEPS))


def quantize_angle(angle: float) -> int:
    """Angle rounded to 2 degrees, in [0, 360)."""
    return (round(angle / ANGLE_STEP_DEG) * ANGLE_STEP_DEG) % 360


def _soft(size: Size, color: tuple[int, int, int, int], rect: pygame.Rect, radius: int) -> pygame.Surface:
    """A blurred rounded rectangle: drawn at 1/BLUR_FACTOR size, smooth-scaled up.

    Bilinear up-scaling gives a soft edge ~BLUR_FACTOR px wide for ~0.2 ms,
    where a gaussian blur of a card-sized surface costs ~8 ms.
    """
    f = BLUR_FACTOR
    small = pygame.Surface((max(1, size[0] // f), max(1, size[1] // f)), pygame.SRCALPHA)
    small.fill((*color[:3], 0))
    pygame.draw.rect(small, color, (round(rect.x / f), round(rect.y / f), round(rect.w / f), round(rect.h / f)),
                     border_radius=max(1, round(radius / f)))
    return pygame.transform.smoothscale(small, size)


def margin_for(size: Size) -> int:
    """Transparent room around a card of this size (holds shadow and glow)."""
    return max(4, round(size[0] * SHADOW_MARGIN))


class CardArt:
    """Renders faces into finished card images and caches every step."""

    def __init__(self, *, face_budget_bytes: int = FACE_BUDGET_BYTES,
                 sprite_budget_bytes: int = SPRITE_BUDGET_BYTES,
                 rough_budget_bytes: int = ROUGH_BUDGET_BYTES) -> None:
        self.faces = SurfaceLRU(face_budget_bytes)
        self.sprites = SurfaceLRU(sprite_budget_bytes)
        # Separate so the churn of moving cards never evicts the resting ones.
        self.rough = SurfaceLRU(rough_budget_bytes)
        self._shadows: dict[Size, pygame.Surface] = {}
        self._glows: dict[tuple[Size, tuple[int, int, int]], pygame.Surface] = {}
        self._masks: dict[Size, pygame.Surface] = {}
        self.renders = 0  # faces painted so far (a test hook)
        self._fine_left: int | None = None

    # -- step 1: base images ----------------------------------------------
    def base(self, face: CardFace, size: Size = CARD_SIZE, dim: bool = False) -> pygame.Surface:
        """The card at `size` on its shadow margin (cached per key, size, dim)."""
        key = (face.key, size, dim)
        surf = self.faces.get(key)
        if surf is not None:
            return surf
        if dim:
            surf = pygame.transform.grayscale(self.base(face, size, False))
            surf.fill(DIM_MULTIPLY, special_flags=pygame.BLEND_RGB_MULT)
        else:
            surf = self._render(face, size)
        return self.faces.put(key, _ready(surf))

    def _render(self, face: CardFace, size: Size) -> pygame.Surface:
        self.renders += 1
        w, h = size
        big = pygame.Surface((w * SUPERSAMPLE, h * SUPERSAMPLE), pygame.SRCALPHA)
        face.paint(big)
        big.blit(self._mask(big.get_size()), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        radius = round(big.get_width() * CORNER_RADIUS)
        pygame.draw.rect(big, face_border(face), big.get_rect(),
                         max(1, round(BORDER_PX * SUPERSAMPLE * w / CARD_SIZE[0])), border_radius=radius)
        small = pygame.transform.smoothscale(big, size)
        out = self.shadow(size).copy()
        m = margin_for(size)
        out.blit(small, (m, m))
        return out

    def _mask(self, size: Size) -> pygame.Surface:
        # White inside the rounded rectangle, transparent outside: BLEND_RGBA_MIN
        # with it clears the corners and keeps the face's colours at the edge,
        # so smoothscale blends no dark fringe into the rim.
        mask = self._masks.get(size)
        if mask is None:
            mask = pygame.Surface(size, pygame.SRCALPHA)
            mask.fill((255, 255, 255, 0))
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                             border_radius=round(size[0] * CORNER_RADIUS))
            self._masks[size] = mask
        return mask

    def shadow(self, size: Size) -> pygame.Surface:
        """A blurred drop shadow on the margin surface of a card size (cached)."""
        surf = self._shadows.get(size)
        if surf is None:
            w, h = size
            m = margin_for(size)
            dx, dy = w * SHADOW_OFFSET[0], w * SHADOW_OFFSET[1]
            surf = _soft((w + 2 * m, h + 2 * m), (0, 0, 0, SHADOW_ALPHA),
                         pygame.Rect(round(m + dx), round(m + dy), w, h), round(w * CORNER_RADIUS))
            self._shadows[size] = surf
        return surf

    def glow(self, size: Size, color: tuple[int, int, int]) -> pygame.Surface:
        """A soft focus glow the size of a card's margin surface (cached)."""
        key = (size, tuple(color)[:3])
        surf = self._glows.get(key)  # type: ignore[arg-type]
        if surf is None:
            w, h = size
            m = margin_for(size)
            grow = round(w * GLOW_GROW)
            surf = _soft((w + 2 * m, h + 2 * m), (*color[:3], 255),
                         pygame.Rect(m - grow, m - grow, w + 2 * grow, h + 2 * grow),
                         round(w * CORNER_RADIUS) + grow)
            pygame.draw.rect(surf, (*color[:3], 255), (m - 2, m - 2, w + 4, h + 4), 3,
                             border_radius=round(w * CORNER_RADIUS) + 2)
            surf = _ready(surf)
            self._glows[key] = surf  # type: ignore[index]
        return surf

    # -- step 2: scaled, flipped, rotated images --------------------------
    def sprite(self, face: CardFace, size: Size, scale: float, width: float = 1.0,
               angle: float = 0.0, dim: bool = False, fast: bool = False) -> pygame.Surface | None:
        """The card image for a sprite's state, or None when it is edge-on.

        `fast` (for a card in motion) accepts a plain rotation: 5x cheaper than
        the filtered one and invisible on a moving card; a card at rest gets
        (and caches) the filtered image.
        """
        sq, wq, aq = quantize_scale(scale), quantize_scale(width), quantize_angle(angle)
        if sq == 0 or wq == 0:
            return None
        return self._cached((face.key, size, sq, wq, aq, dim), fast,
                            lambda rough: self._tier(face, size, sq, dim, rough), size, sq, wq, aq)

    def has_fine(self, face: CardFace, size: Size, scale: float, width: float = 1.0, angle: float = 0.0,
                 dim: bool = False) -> bool:
        """Whether `sprite(...)` of this state would give the filtered image now (not a rough stand-in)."""
        sq, wq, aq = quantize_scale(scale), quantize_scale(width), quantize_angle(angle)
        return self.sprites.get((face.key, size, sq, wq, aq, dim)) is not None

    def glow_sprite(self, size: Size, color: tuple[int, int, int], scale: float,
                    width: float = 1.0, angle: float = 0.0, fast: bool = False) -> pygame.Surface | None:
        """The glow image matching `sprite(...)` of the same geometry."""
        sq, wq, aq = quantize_scale(scale), quantize_scale(width), quantize_angle(angle)
        if sq == 0 or wq == 0:
            return None
        return self._cached(("glow", size, tuple(color)[:3], sq, wq, aq), fast,
                            lambda rough: self.glow(size, color), size, sq, wq, aq, rle=False)

    def begin_frame(self) -> None:
        """Start a frame: allow FINE_PER_FRAME filtered re-renders in it.

        Cards coming to rest together (a hand re-fanning) are upgraded from
        the rough to the filtered image a couple per frame, not all at once.
        Until this is first called the budget is unlimited.
        """
        self._fine_left = FINE_PER_FRAME

    def _cached(self, key: tuple[Hashable, ...], fast: bool, source: Callable[[bool], pygame.Surface],
                size: Size, sq: int, wq: int, aq: int, rle: bool = True) -> pygame.Surface:
        fine = self.sprites.get(key)
        if fine is not None:
            return fine
        if not fast and self._fine_left is not None:
            if self._fine_left > 0:
                self._fine_left -= 1
            else:
                fast = True  # over this frame's budget: rough now, fine in a later frame
        if fast:
            rough = self.rough.get(key)
            if rough is not None:
                return rough
        src = source(fast)
        surf = self._transform(src, size, sq, wq, aq, fast)
        if fast or not rle:  # (glows fade through set_alpha, which would undo the encoding)
            return (self.rough if fast else self.sprites).put(key, surf)
        if surf is src:
            surf = src.copy()  # the base stays un-encoded: transforms read it
        # Run-length encoding skips the transparent corners and margin: a
        # resting card blits 2-3x faster, for ~0.5 ms once (at its first blit).
        surf.set_alpha(255, pygame.RLEACCEL)
        return self.sprites.put(key, surf)

    def _tier(self, face: CardFace, size: Size, sq: int, dim: bool, fast: bool) -> pygame.Surface:
        # Up-scaling blurs, so a card at rest above scale 1 is painted at a
        # larger tier (1.25, 1.5, 2, 2.5 ...); a moving one just scales up.
        if sq <= SCALE_STEPS or fast:
            return self.base(face, size, dim)
        zoom = sq / SCALE_STEPS
        tier = math.ceil(zoom * 4) / 4 if zoom <= 1.5 else math.ceil(zoom * 2) / 2
        return self.base(face, (round(size[0] * tier), round(size[1] * tier)), dim)

    def _transform(self, src: pygame.Surface, size: Size, sq: int, wq: int, aq: int,
                   fast: bool = False) -> pygame.Surface:
        m = margin_for(size)
        full_w = (size[0] + 2 * m) * sq / SCALE_STEPS
        full_h = (size[1] + 2 * m) * sq / SCALE_STEPS
        target = (max(1, round(full_w * wq / SCALE_STEPS)), max(1, round(full_h)))
        if target == src.get_size():
            surf = src
        elif fast:
            surf = pygame.transform.scale(src, target)
        else:
            surf = pygame.transform.smoothscale(src, target)
        if fast:  # scale and rotate keep the (already display-ready) pixel format
            return pygame.transform.rotate(surf, aq) if aq else surf
        if aq:
            surf = pygame.transform.rotozoom(surf, aq, 1.0)
        return _ready(surf)

    def clear(self) -> None:
        """Drop every cached image (e.g. after the display mode changed)."""
        self.faces.clear()
        self.sprites.clear()
        self.rough.clear()
        self._shadows.clear()
        self._glows.clear()
        self._masks.clear()
