"""The coin toss that opens a game: who starts (or deals), shown over the table, then gone.

One `CoinToss` per game scene: `start(seat, joke)` takes the engine's
coin_toss event (the winning seat and the rulebook's joke, players' names
already in), `steps()` gives the animation to run (fade in, spin for
`seconds`, fade out) and `draw()` paints it with the game's `CoinLook`
(sprites.fx.coin). The panel under the coin is rendered once per joke.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from core import theme
from core.tween import Animation, Call, Parallel, Tween, in_quad, linear, out_quad
from sprites.fx.coin import CARD_TABLE, CoinLook, draw_coin, render_coin_panel

COIN_S = 2.8
FADE_IN_S = 0.25
FADE_OUT_S = 0.25


class CoinToss:
    """The toss's tweened numbers (`t` 0..1 over the spin, `alpha`), its outcome and its picture."""

    def __init__(self, look: CoinLook = CARD_TABLE, *, seconds: float = COIN_S, fade_out_s: float = FADE_OUT_S,
                 sound: str | None = "flip") -> None:
        self.look = look
        self.seconds = seconds
        self.fade_out_s = fade_out_s
        #: The effect played as the coin goes up (None: silent).
        self.sound = sound
        self.visible = False
        self.t = 0.0
        self.alpha = 0.0
        self.seat = 0
        self.joke = ""
        self._panel: pygame.Surface | None = None
        self._panel_key: tuple[str, CoinLook] | None = None

    def start(self, seat: int, joke: str) -> None:
        """The toss's outcome: `seat` starts; `joke` is the engine's words with the players' names in."""
        self.seat = seat
        self.joke = joke

    def steps(self, play_sound: Callable[[str], None] | None = None,
              on_show: Callable[[], None] | None = None) -> list[Animation]:
        """The animation: shown (with the sound), faded in while it spins, held, faded out, hidden."""
        def show() -> None:
            self.visible, self.t, self.alpha = True, 0.0, 0.0
            if on_show is not None:
                on_show()
            if self.sound and play_sound is not None:
                play_sound(self.sound)

        return [Call(show),
                Parallel(Tween(self, "alpha", 1.0, FADE_IN_S, out_quad), Tween(self, "t", 1.0, self.seconds, linear)),
                Tween(self, "alpha", 0.0, self.fade_out_s, in_quad), Call(self.hide)]

    def hide(self) -> None:
        """Take it off the screen (the animation ends with this; so does a snap to the state)."""
        self.visible = False

    def panel(self) -> pygame.Surface:
        """The panel under the coin, rendered once per joke."""
        key = (self.joke, self.look)
        if self._panel is None or self._panel_key != key:
            self._panel = render_coin_panel(self.look, self.joke)
            self._panel_key = key
        return self._panel

    def draw(self, surface: pygame.Surface, center: tuple[float, float], names: Sequence[str],
             pal: theme.Palette) -> None:
        """The panel centred at `center` and the coin over it (nothing while hidden or faded out)."""
        alpha = max(0.0, min(1.0, self.alpha))
        if not self.visible or alpha <= 0.01:
            return
        box = pygame.Rect((0, 0), self.look.size)
        box.center = (round(center[0]), round(center[1]))
        layer = self.panel()
        layer.set_alpha(round(self.look.max_alpha * alpha))
        surface.blit(layer, box)
        draw_coin(surface, self.look, box, self.t, self.seat, names, pal)
