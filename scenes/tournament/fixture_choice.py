"""Two computers meet in a tournament: watch their game (faster than life) or let it be simulated."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from core import text, theme
from core.input import Action
from scenes.tournament.widgets import draw_button, fit_size, round_name
from scenes.ui.base import MenuScene
from scenes.ui.overlays import FrozenBackdrop
from sprites.ui.widgets import Button, panel
from tournament.model import Fixture

if TYPE_CHECKING:
    from scenes.tournament.hub import TournamentHub

#: How much faster a watched computer game runs.
WATCH_SPEED = 4.0


class FixtureChoice(FrozenBackdrop, MenuScene):
    """Two computers meet: watch the game or let it be simulated."""

    opaque = False
    name = "fixture_choice"
    back_label = "Cancel"

    def __init__(self, hub: TournamentHub, fx: Fixture) -> None:
        super().__init__()
        self.hub = hub
        self.fx = fx

    def build(self) -> list[Button]:
        out = []
        for i, (key, label, fn) in enumerate((("watch", "Watch", self.watch), ("simulate", "Simulate", self.simulate),
                                              ("cancel", "Cancel", self.go_back))):
            rect = pygame.Rect(0, 0, 360, 96)
            rect.center = (theme.CANVAS_W // 2 + (i - 1) * 400, 640)
            out.append(Button(key, rect, label, on_activate=fn))
        return out

    def rebuild(self) -> None:
        first = not self.group.buttons
        super().rebuild()
        if first:
            self.group.focus_key("simulate")

    def watch(self) -> None:
        if self.app is not None:
            self.app.stack.pop(self)
        if self.hub.sim is not None:
            self.hub.notify("A game is being simulated: wait a moment, then watch.")
            return
        self.hub.launch(self.fx, watch=True)

    def simulate(self) -> None:
        if self.app is not None:
            self.app.stack.pop(self)
        self.hub.simulate(self.fx)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        t = self.hub.t_
        pal = self.hub.palette
        box = pygame.Rect(0, 0, 1320, 480)
        box.center = (theme.CANVAS_W // 2, 520)
        panel(surface, box, theme.NIGHT_2, theme.PANEL_EDGE, radius=28, alpha=240)
        cx = box.centerx
        text.blit_text(surface, round_name(t, self.fx.round), 44, theme.GOLD, (cx, box.y + 36), "midtop", True)
        blue, red = t.name(self.fx.blue), t.name(self.fx.red)
        text.blit_text(surface, blue, fit_size(blue, 72, 520, True), pal.seat_light[0], (cx - 70, box.y + 150),
                       "midright", True, True)
        text.blit_text(surface, "v", 60, theme.INK_DIM, (cx, box.y + 150), "center", True)
        text.blit_text(surface, red, fit_size(red, 72, 520, True), pal.seat_light[1], (cx + 70, box.y + 150),
                       "midleft", True, True)
        ents = t.config.entrants
        assert self.fx.red is not None
        text.blit_text(surface, f"Computer - {ents[self.fx.blue].level}  v  Computer - {ents[self.fx.red].level}",
                       36, theme.INK_DIM, (cx, box.y + 214), "midtop")
        text.blit_text(surface, f"Watch the game at {WATCH_SPEED:g}x speed, or simulate it for the result at once.",
                       34, theme.INK_DIM, (cx, box.y + 262), "midtop")
        for i, b in enumerate(self.group.buttons):
            draw_button(surface, b, i == self.group.focus, self.t)
        self.draw_prompts(surface, [(Action.CONFIRM, "Select"), (Action.BACK, "Cancel")])
