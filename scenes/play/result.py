"""The result screen over a finished game: who won and why, the match code; rematch, menu or Continue.

Pushed by `GameScene` once the game has ended and nothing moves on the table;
tournament games offer only Continue (which hands the finished game on).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.scene import Scene

if TYPE_CHECKING:
    from scenes.play.base import GameScene


class ResultScene(Scene):
    """The end of a game: who won and why; rematch or back to the menu."""

    opaque = False
    name = "result"

    def __init__(self, game: GameScene) -> None:
        super().__init__()
        self.game = game
        self.t = 0.0
        #: The finished deal's match code, shown under the result.
        self.code = game.match_code
        from sprites.ui.widgets import Button, FocusGroup

        r1 = pygame.Rect(0, 0, 420, 96)
        r1.center = (theme.CANVAS_W // 2 - 240, 720)
        r2 = r1.copy()
        r2.center = (theme.CANVAS_W // 2 + 240, 720)
        if game.in_tournament:
            r = r1.copy()
            r.center = (theme.CANVAS_W // 2, 720)
            self.group = FocusGroup([Button("continue", r, "Continue", on_activate=self.leave)])
        else:
            self.group = FocusGroup([Button("rematch", r1, "Rematch", on_activate=game.rematch),
                                     Button("menu", r2, "Main menu", on_activate=game.quit_to_menu)])
        self._left = False

    def leave(self) -> None:
        """Tournament games: Continue (once) hands the result on."""
        if self._left:
            return
        self._left = True
        if self.app is not None:
            self.app.sound("confirm")
        self.game.continue_tournament()

    def enter(self) -> None:
        if self.app is not None:
            self.app.sound("cheer" if self.game.winner is not None else "whistle")

    def handle(self, event: InputEvent) -> None:
        if event.action in (Action.BACK, Action.MENU):
            if self.game.in_tournament:
                self.leave()  # the result stands either way: carry on to the tournament
            else:
                self.game.quit_to_menu()
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.t += dt
        self.game.tick_effects(dt * self.game.speed)  # keep celebrations moving underneath
        self.game.on_update(dt * self.game.speed)

    def draw(self, surface: pygame.Surface) -> None:
        from scenes.ui.base import draw_prompt_bar
        from scenes.ui.overlays import dim, draw_match_code
        from sprites.ui.widgets import draw_row, panel

        dim(surface, 120)
        box = pygame.Rect(0, 0, 1100, 460)
        box.center = (theme.CANVAS_W // 2, 560)
        panel(surface, box, theme.NIGHT_2, theme.GOLD, radius=30, alpha=240)
        pal = self.game.palette
        winner = self.game.winner
        headline = "Draw" if winner is None else f"{self.game.seat_name(winner)} wins!"
        color = theme.INK if winner is None else pal.seat_light[winner]
        size = 110
        while size > 60 and text.font(size, True).size(headline)[0] > box.w - 80:
            size -= 6  # a long player's name
        text.blit_text(surface, headline, size, color, (box.centerx, box.y + 50 + (110 - size) // 2), "midtop",
                       True, True)
        words = self.game.result_text
        wsize = 44 if text.font(44).size(words)[0] <= box.w - 80 else 36
        text.blit_text(surface, words, wsize, theme.INK_DIM, (box.centerx, box.y + 190), "midtop")
        if self.code:  # so the players can note it and play the same deal again
            draw_match_code(surface, self.code, (box.centerx, box.y + 262), box.w - 120, 34)
        for i, b in enumerate(self.group.buttons):
            draw_row(surface, b, i == self.group.focus, self.t)
        back = "Continue" if self.game.in_tournament else "Main menu"
        draw_prompt_bar(self, surface, [(Action.CONFIRM, "Select"), (Action.BACK, back)])
