"""The champion moment: confetti, the trophy and the tournament winner's name, big."""

from __future__ import annotations

import functools
import math
from typing import Any

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.scene import Scene
from scenes.tournament.widgets import draw_trophy, fit_size
from scenes.ui.base import draw_prompt_bar
from scenes.ui.overlays import FrozenBackdrop


@functools.lru_cache(maxsize=2)
def _glow(r: int) -> pygame.Surface:
    """A soft gold halo (drawn once)."""
    surf = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    for i in range(r, 0, -4):
        a = round(90 * (1 - i / r) ** 1.6)
        pygame.draw.circle(surf, (*theme.GOLD, a), (r, r), i)
    return surf


class ChampionScene(FrozenBackdrop, Scene):
    """The champion moment: confetti, the trophy and the winner's name, big."""

    opaque = False
    name = "champion"
    dim_alpha = 190

    def __init__(self, champion: str, tournament: str, seed: int = 0) -> None:
        super().__init__()
        self.champion = champion
        self.tournament = tournament
        self.seed = seed
        self.t = 0.0
        self.confetti: Any = None
        self.volleys = 0

    def enter(self) -> None:
        try:
            from sprites.fx.confetti import Confetti

            self.confetti = Confetti(pygame.Rect(0, 0, theme.CANVAS_W, theme.CANVAS_H), seed=self.seed, count=200)
        except ImportError:  # decoration only
            self.confetti = None
        if self.app is not None:
            self.app.sound("cheer")

    def handle(self, event: InputEvent) -> None:
        if self.t < 0.6:
            return  # a press meant for the last game must not skip the moment
        if event.action in (Action.CONFIRM, Action.BACK, Action.MENU, Action.CLICK):
            if self.app is not None:
                self.app.sound("confirm")
                self.app.stack.pop(self)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.confetti is not None:
            self.confetti.update(dt)
            if self.volleys < 3 and self.t > 2.2 * (self.volleys + 1):
                self.volleys += 1
                self.confetti.burst()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        cx = theme.CANVAS_W // 2
        halo = _glow(300)
        halo.set_alpha(round(190 + 65 * math.sin(self.t * 3.0)))
        surface.blit(halo, halo.get_rect(center=(cx, 330)))
        grow = min(1.0, self.t / 0.5)
        draw_trophy(surface, (cx, 330), 360 * (0.6 + 0.4 * grow))
        text.blit_text(surface, "CHAMPION", 64, theme.GOLD, (cx, 560), "midtop", text.DISPLAY, True)
        size = fit_size(self.champion, 170, 1700, text.DISPLAY, 80)
        text.blit_text(surface, self.champion, size, theme.INK, (cx, 640), "midtop", text.DISPLAY, True)
        words = f"wins {self.tournament}"
        text.blit_text(surface, words, fit_size(words, 52, 1600), theme.INK_DIM, (cx, 660 + size), "midtop")
        if self.confetti is not None:
            self.confetti.draw(surface)
        draw_prompt_bar(self, surface, [(Action.CONFIRM, "Continue")])
