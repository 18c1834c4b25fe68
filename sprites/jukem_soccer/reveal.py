"""Jukem Soccer's big goal at the count of three: the SHOT's balls and the SAVE's X's, then the verdict.

Drawn on the kit's panel (`sprites.cards.table.panel_surface`) with this
game's goal grid (`faces.draw_goal_grid`); the scene keeps a `Reveal` and
caches the surface `render_goal` makes for its `key`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from core import text, theme
from core.theme import Color
from sprites.cards.table import panel_surface
from sprites.jukem_soccer.faces import draw_goal_grid


@dataclass
class Reveal:
    """The big goal at the count of three: balls and X's appear one by one, then the verdict."""

    visible: bool = False
    balls: tuple[str, ...] = ()
    xs: tuple[str, ...] = ()
    n_balls: int = 0
    n_xs: int = 0
    verdict: str = ""  # "", "goal", "blocked"
    alpha: float = 0.0

    @property
    def key(self) -> tuple[object, ...]:
        return (self.balls, self.xs, self.n_balls, self.n_xs, self.verdict)


def render_goal(size: tuple[int, int], rv: Reveal) -> pygame.Surface:
    """The big goal panel: balls and X's shown so far; after the verdict, scored boxes green, saved ones red."""
    w, h = size
    surf = panel_surface(size, alpha=235)
    mouth = pygame.Rect(0, 0, w - 70, h - 56)
    mouth.midtop = (w // 2, 30)
    balls = rv.balls[:rv.n_balls]
    xs = rv.xs[:rv.n_xs]
    lit: dict[str, Color] = {}
    if rv.verdict:
        for b in balls:
            lit[b] = (246, 120, 110) if b in rv.xs else (120, 230, 140)
    draw_goal_grid(surf, mouth, balls=balls, xs=xs, lit=lit, back=(232, 240, 232))
    if rv.verdict:
        words, col = ("GOAL!", theme.OK) if rv.verdict == "goal" else ("SAVED!", theme.DANGER)
        img = text.label(words, 34, col, True)
        surf.blit(img, img.get_rect(midbottom=(w // 2, h - 4)))
    else:
        img = text.label("The goal", 26, theme.INK_DIM, True)
        surf.blit(img, img.get_rect(midbottom=(w // 2, h - 6)))
    return surf
