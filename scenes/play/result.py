"""The result screen over a finished game: who won and why, the match code; rematch, replay, menu or Continue.

Pushed by `GameScene` once the game has ended and nothing moves on the table;
tournament games offer Continue (which hands the finished game on) instead of
Rematch and Main menu. When the game's replay was saved (`GameRecords.saved_replay`),
"Watch the replay" opens the replay viewer on that file (the App's
"replay_viewer" screen); leaving the viewer comes back here.
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

        #: The replay file this game wrote, if one was saved: "Watch the replay" opens it.
        self.replay = game.saved_replay()
        if game.in_tournament:
            keys = [("continue", "Continue", self.leave)]
        else:
            keys = [("rematch", "Rematch", game.rematch), ("menu", "Main menu", game.quit_to_menu)]
        if self.replay is not None:
            keys.insert(1, ("replay", "Watch the replay", self.watch_replay))
        w, gap = {1: (420, 0), 2: (420, 60), 3: (340, 40)}[len(keys)]
        x = theme.CANVAS_W // 2 - (len(keys) * w + (len(keys) - 1) * gap) // 2
        buttons = []
        for key, label, fn in keys:
            buttons.append(Button(key, pygame.Rect(x, 672, w, 96), label, on_activate=fn))
            x += w + gap
        self.group = FocusGroup(buttons)
        #: The panel's width: wider for three buttons.
        self.box_w = max(1100, len(keys) * w + (len(keys) - 1) * gap + 100)
        self._left = False

    def leave(self) -> None:
        """Tournament games: Continue (once) hands the result on."""
        if self._left:
            return
        self._left = True
        if self.app is not None:
            self.app.sound("confirm")
        self.game.continue_tournament()

    def watch_replay(self) -> None:
        """Open the replay viewer on the file this game just wrote (a message if it cannot be read)."""
        if self.app is None or self.replay is None:
            return
        from core.replay import ReplayError

        try:
            viewer = self.app.scene("replay_viewer", self.replay)
        except ReplayError as exc:
            self.app.notify(f"The replay cannot be opened: {exc}")
            return
        self.app.sound("confirm")
        self.app.stack.push(viewer)

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
        box = pygame.Rect(0, 0, self.box_w, 460)
        box.center = (theme.CANVAS_W // 2, 560)
        panel(surface, box, theme.NIGHT_2, theme.GOLD, radius=30, alpha=240)
        pal = self.game.palette
        winner = self.game.winner
        headline = "Draw" if winner is None else f"{self.game.seat_name(winner)} wins!"
        color = theme.INK if winner is None else pal.seat_light[winner]
        size = 110
        while size > 60 and text.font(size, text.DISPLAY).size(headline)[0] > box.w - 80:
            size -= 6  # a long player's name
        text.blit_text(surface, headline, size, color, (box.centerx, box.y + 50 + (110 - size) // 2), "midtop",
                       text.DISPLAY, True)
        words = self.game.result_text
        wsize = 44 if text.font(44).size(words)[0] <= box.w - 80 else 36
        text.blit_text(surface, words, wsize, theme.INK_DIM, (box.centerx, box.y + 190), "midtop")
        if self.code:  # so the players can note it and play the same deal again
            draw_match_code(surface, self.code, (box.centerx, box.y + 262), box.w - 120, 34)
        for i, b in enumerate(self.group.buttons):
            draw_row(surface, b, i == self.group.focus, self.t)
        back = "Continue" if self.game.in_tournament else "Main menu"
        draw_prompt_bar(self, surface, [(Action.CONFIRM, "Select"), (Action.BACK, back)])
