"""The coin toss picture: a panel with the question and the rulebook's joke, a coin that lands on a colour.

`CoinLook` holds the measurements of one game's coin panel (the ice and the
card tables differ a little in size and words); `render_coin_panel` draws the
panel once (the caller caches it) and `draw_coin` draws the spinning coin and,
once it has landed, who starts. Stateless: the scene's `CoinToss`
(scenes.play.coin_toss) owns the tweened time and alpha.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from core import text, theme
from core.tween import out_cubic


@dataclass(frozen=True)
class CoinLook:
    """One game's coin panel: words, sizes and where things sit (pixels from the panel's corner)."""

    title: str = "Who deals?"
    #: Shown once the coin lands, with the starting player's name: "{} deals!".
    verdict: str = "{} deals!"
    size: tuple[int, int] = (1000, 300)
    title_px: int = 46
    #: The left edge of the words (the coin sits to their left).
    text_x: int = 250
    joke_y: int = 88
    joke_px: int = 34
    #: The panel's fill opacity (its edge is 20 more) and the most the whole panel is shown at.
    fill_alpha: int = 240
    max_alpha: int = 255
    coin_x: int = 124
    coin_dy: int = -6
    coin_r: int = 66
    #: How high the coin flies at the top of its spin, and how its shadow drops.
    lift: int = 70
    shadow: int = 6
    letter_px: int = 64
    #: The part of the toss (0..1) the spin takes, and after which the verdict shows.
    spin_until: float = 0.55
    verdict_after: float = 0.6
    verdict_px: int = 56
    verdict_dy: int = -24


#: The card tables' look (Jukem Soccer's "Who deals?").
CARD_TABLE = CoinLook()


def render_coin_panel(look: CoinLook, joke: str) -> pygame.Surface:
    """The panel under the coin: the question and the joke (wrapped, four lines at most)."""
    surf = pygame.Surface(look.size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (*theme.NIGHT_2, look.fill_alpha), rect, border_radius=26)
    pygame.draw.rect(surf, (*theme.GOLD, min(255, look.fill_alpha + 20)), rect, 3, border_radius=26)
    text.blit_text(surf, look.title, look.title_px, theme.GOLD, (look.text_x, 26), "topleft", True)
    for n, line in enumerate(text.wrap(joke, look.joke_px, look.size[0] - look.text_x - 40)[:4]):
        surf.blit(text.label(line, look.joke_px, theme.INK), (look.text_x, look.joke_y + 40 * n))
    return surf


def draw_coin(surface: pygame.Surface, look: CoinLook, box: pygame.Rect, t: float, seat: int,
              names: Sequence[str], pal: theme.Palette) -> None:
    """The coin spinning up and landing on `seat`'s colour at toss time `t` (0..1), then who starts."""
    spin_t = min(1.0, t / look.spin_until)
    phase = (6.0 + (1.0 if seat == 1 else 0.0)) * math.pi * out_cubic(spin_t)
    width = abs(math.cos(phase))
    face = 0 if math.cos(phase) >= 0 else 1
    r = look.coin_r
    cx = box.x + look.coin_x
    cy = float(box.centery + look.coin_dy) - math.sin(spin_t * math.pi) * look.lift
    rect = pygame.Rect(0, 0, max(4, int(2 * r * width)), 2 * r)
    rect.center = (cx, round(cy))
    pygame.draw.ellipse(surface, pal.seat_dark[face], rect.move(0, look.shadow))
    pygame.draw.ellipse(surface, pal.seat[face], rect)
    pygame.draw.ellipse(surface, theme.GOLD, rect, 5)
    if width > 0.4:  # the coin's faces are the seat colours' initials, whoever sits there
        text.blit_text(surface, pal.names[face][0], look.letter_px, theme.INK, rect.center, "center", True)
    if t > look.verdict_after:
        words, px = text.fit_named(look.verdict, names[seat], look.verdict_px, box.w - look.text_x - 24, True)
        text.blit_text(surface, words, px, pal.seat_light[seat], (box.x + look.text_x, box.bottom + look.verdict_dy),
                       "bottomleft", True, True)
