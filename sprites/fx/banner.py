"""Big captions over a game: GOAL!, SAVED!, FIRST HALF, the 3-2-1 count, with an optional sub line.

`Banner` renders its words once (a shadowed caption, the sub line under it in
a dark pill or as plain shadowed words) and caches one image per quantised
scale step, so an elastic pop costs one blit a frame. Every game draws its
banners with it (scenes.play.banner runs them).
"""

from __future__ import annotations

import pygame

from core import text, theme

#: The widest a banner may be (a card table between its side panels) and its sub line's size.
BANNER_W = 1060
BANNER_SUB_PX = 40
SHADE = (12, 8, 0)
PILL = (10, 16, 30, 225)
#: Scale steps cached per banner: a scale is drawn at the nearest 1/20th, from 1/20 up to 2.
SCALE_STEPS = 20
MAX_STEP = 40


class Banner:
    """A big shadowed caption drawn at a tweened scale, cached per scale step.

    `pill`: the sub line sits in a dark pill (the card tables) or is plain shadowed words (the ice);
    `smooth`: scale with smoothscale (sharper while it pops, costs more the first time per step).
    """

    def __init__(self, words: str, size: int, color: tuple[int, int, int], sub: str = "",
                 sub_color: tuple[int, int, int] = theme.INK, max_width: int = BANNER_W, *,
                 sub_px: int = BANNER_SUB_PX, pill: bool = True, smooth: bool = False,
                 shade_offset: tuple[int, int] = (6, 6), shade: tuple[int, int, int] = SHADE,
                 sub_gap: int = 10) -> None:
        self.words = words
        #: The widest the caption may be: a long sub line (players' names) shrinks, then is cut.
        self.max_width = max_width
        self.size = size
        self.color = color
        self.sub = sub
        self.sub_color = sub_color
        self.sub_px = sub_px
        self.pill = pill
        self.smooth = smooth
        self.shade_offset = shade_offset
        self.shade = shade
        #: Pixels from the bottom of the big words' line to the top of the sub line.
        self.sub_gap = sub_gap
        self._base: pygame.Surface | None = None
        self._cache: dict[int, pygame.Surface] = {}

    def _sub_image(self) -> pygame.Surface | None:
        if not self.sub:
            return None
        words, px = text.fit_text(self.sub, self.sub_px, self.max_width - 64, True)
        img = text.label(words, px, self.sub_color, True)
        if self.pill:
            return img
        shade = text.label(words, px, (0, 0, 0), True)  # the shadow of shadowed text (core.text.blit_text)
        out = pygame.Surface((img.get_width() + 2, img.get_height() + 3), pygame.SRCALPHA)
        out.blit(shade, (2, 3))
        out.blit(img, (0, 0))
        return out

    def base(self) -> pygame.Surface:
        """The banner at scale 1."""
        if self._base is None:
            f = text.font(self.size, text.DISPLAY)
            main = f.render(self.words, True, self.color)
            shade = f.render(self.words, True, self.shade)
            sub = self._sub_image()
            dx, dy = self.shade_offset
            w = max(main.get_width(), sub.get_width() + 40 if sub else 0) + 24
            h = main.get_height() + (self.sub_gap + sub.get_height() - 2 if sub else 0) + 16
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            surf.blit(shade, shade.get_rect(midtop=(w // 2 + dx, 4 + dy)))
            surf.blit(main, main.get_rect(midtop=(w // 2, 4)))
            if sub is not None:
                r = sub.get_rect(midtop=(w // 2, main.get_height() + self.sub_gap))
                if self.pill:
                    pill = r.inflate(28, 10)
                    pygame.draw.rect(surf, PILL, pill, border_radius=pill.h // 2)
                surf.blit(sub, r)
            self._base = surf
        return self._base

    def image(self, scale: float) -> pygame.Surface:
        """The banner at `scale` (to the nearest step)."""
        q = max(1, min(MAX_STEP, round(scale * SCALE_STEPS)))
        img = self._cache.get(q)
        if img is None:
            base = self.base()
            if q == SCALE_STEPS:
                img = base
            else:  # only seen for a few frames while it pops
                f = q / SCALE_STEPS
                size = (max(1, round(base.get_width() * f)), max(1, round(base.get_height() * f)))
                img = pygame.transform.smoothscale(base, size) if self.smooth else pygame.transform.scale(base, size)
            self._cache[q] = img
        return img

    def draw(self, surface: pygame.Surface, center: tuple[float, float], scale: float, alpha: float = 1.0) -> None:
        """Blit the banner centred at `center`."""
        if alpha <= 0.02 or scale <= 0.02:
            return
        img = self.image(scale)
        rect = img.get_rect(center=(round(center[0]), round(center[1])))
        if alpha < 0.98:
            img.set_alpha(round(255 * alpha))
            surface.blit(img, rect)
            # 255, not None: on a per-pixel-alpha surface set_alpha(None) turns blending off, and the cached
            # image would later be blitted as a solid block of the glyph's colour (the count of three's "3").
            img.set_alpha(255)
        else:
            surface.blit(img, rect)
