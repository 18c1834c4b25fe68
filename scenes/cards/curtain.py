"""The hand-off curtain between two humans' turns on one screen.

It covers the whole table when the decision passes to the other seat (an
answer included) and only the incoming seat's device lifts it; then the
game scene's `curtain_lifted(seat)` turns the table to that seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.scene import Scene

if TYPE_CHECKING:
    from scenes.cards.base import CardGameScene


class HandoffCurtain(Scene):
    """Covers the table between two humans' turns; only the incoming seat lifts it."""

    name = "handoff"

    def __init__(self, game: CardGameScene, seat: int) -> None:
        super().__init__()
        self.game = game
        self.seat = seat
        self.t = 0.0

    def handle(self, event: InputEvent) -> None:
        if event.action == Action.MENU:
            self.game.open_pause()
            return
        if event.action not in (Action.CONFIRM, Action.CLICK):
            return
        if self.app is None:
            return
        owner = self.app.input.seats[self.seat]
        if owner is not None and event.device != owner:
            return  # only the incoming player may lift the curtain
        self.app.sound("flip")
        self.app.stack.pop(self)
        self.game.curtain_lifted(self.seat)

    def update(self, dt: float) -> None:
        self.t += dt

    def words(self) -> tuple[str, str, str]:
        """The curtain's lines: whose turn, who looks away, who presses (the players' names)."""
        name = self.game.seat_name(self.seat)
        other = self.game.seat_name(1 - self.seat)
        device = self.app.input.seats[self.seat] if self.app is not None else None
        who = f" on {self.app.input.device_name(device)}" if (self.app is not None and device) else ""
        return f"{name}'s turn", f"{other}, please look away.", f"{name}{who}: press when ready"

    def draw(self, surface: pygame.Surface) -> None:
        from scenes.ui.base import draw_prompt_bar

        pal = self.app.palette if self.app is not None else theme.STANDARD
        surface.fill(theme.mix(theme.NIGHT, pal.seat_dark[self.seat], 0.6))
        for i in range(0, theme.CANVAS_W, 96):  # curtain folds
            shade = theme.mix(pal.seat_dark[self.seat], theme.NIGHT, 0.35 + 0.25 * ((i // 96) % 2))
            pygame.draw.rect(surface, shade, pygame.Rect(i, 0, 48, theme.CANVAS_H))
        turn, away, ready = self.words()
        width = theme.CANVAS_W - 160  # long players' names shrink, then are cut
        text.blit_fit(surface, turn, 120, pal.seat_light[self.seat], (theme.CANVAS_W // 2, 330), width, "midtop",
                      True, True)
        text.blit_fit(surface, away, 52, theme.INK, (theme.CANVAS_W // 2, 500), width, "midtop", True, True)
        text.blit_fit(surface, ready, 44, theme.INK_DIM, (theme.CANVAS_W // 2, 590), width, "midtop")
        draw_prompt_bar(self, surface, [(Action.CONFIRM, "I'm ready")], seat=self.seat,
                        pos=(theme.CANVAS_W // 2, 720))
