"""Banners over a game (GOAL!, SAVED!, FIRST HALF): one at a time, popped in elastically, held, faded.

One `BannerShow` per game scene: `steps(words, sub, colour, ...)` gives the
animation that puts a new `Banner` (sprites.fx.banner) up, pops it to full
size, holds it and fades it out (or leaves it up, `stay=True`, as the ice's
final GOAL! does), and `draw()` paints whichever banner is up. Snapping the
table to the state calls `hide()`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from core.tween import Animation, Call, Tween, Wait, in_quad, out_elastic
from sprites.fx.banner import Banner

HOLD_S = 0.9
POP_S = 0.55
FADE_S = 0.2
FROM_SCALE = 0.25


class BannerShow:
    """The banner that is up (if any) and its tweened `scale` and `alpha`."""

    def __init__(self) -> None:
        self.visible = False
        self.scale = 1.0
        self.alpha = 0.0
        self.banner: Banner | None = None

    def steps(self, words: str, sub: str, color: tuple[int, int, int], *, hold: float = HOLD_S, size: int = 170,
              sound: str | None = None, play_sound: Callable[[str], None] | None = None,
              on_show: Callable[[], None] | None = None, pop_s: float = POP_S, from_scale: float = FROM_SCALE,
              stay: bool = False, **look: Any) -> list[Animation]:
        """Put up a banner `words` with the sub line `sub`; `look`: Banner's keyword options (pill...)."""
        def show() -> None:
            self.banner = Banner(words, size, color, sub, **look)
            self.visible, self.scale, self.alpha = True, from_scale, 1.0
            if on_show is not None:
                on_show()
            if sound and play_sound is not None:
                play_sound(sound)

        out: list[Animation] = [Call(show), Tween(self, "scale", 1.0, pop_s, out_elastic), Wait(hold)]
        if not stay:
            out += [Tween(self, "alpha", 0.0, FADE_S, in_quad), Call(self.hide)]
        return out

    def hide(self) -> None:
        """Take the banner down."""
        self.visible = False

    def draw(self, surface: pygame.Surface, center: tuple[float, float]) -> None:
        """The banner centred at `center`, at its current scale and alpha."""
        if self.visible and self.banner is not None:
            self.banner.draw(surface, center, self.scale, self.alpha)

