"""The hand-off curtain between two people's turns on one screen.

It comes down over the whole table when the decision passes to the other seat (an answer included)
and only the incoming seat's device lifts it; then the game scene's `curtain_lifted(seat)` turns the
table to that seat. The chess clock holds only while the curtain comes down (`DROP_S`): once it is
down it is the incoming player's turn and their clock runs while the curtain waits for them. The
curtain keeps the game's Match ticking (a flag may fall while it waits) and passes a pause on to it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.scene import Scene
from core.tween import out_cubic

if TYPE_CHECKING:
    from scenes.cards.base import CardGameScene

#: How long the curtain takes to come down.
DROP_S = 0.35
#: The incoming player's clock face on the curtain.
CLOCK_SIZE = (420, 124)


class HandoffCurtain(Scene):
    """Covers the table between two people's turns; only the incoming seat lifts it."""

    name = "handoff"
    #: The game goes on under the curtain: the incoming player's clock runs while it waits.
    holds_clock = False
    opaque = False

    def __init__(self, game: CardGameScene, seat: int) -> None:
        super().__init__()
        self.game = game
        self.seat = seat
        self.t = 0.0
        self._down = False

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
        if not self._down:  # lifted as it came down: the incoming player is ready at once
            self._down = True
            self.game.curtain_down()
        self.game.curtain_lifted(self.seat)

    def update(self, dt: float) -> None:
        self.t += dt
        game = self.game
        if not self._down:
            game.on_update(dt)  # the outgoing hand turns face down under the curtain as it comes down
            if self.t >= DROP_S:
                self._down = True
                self.opaque = True  # down: nothing of the table shows
                game.curtain_down()
        game.tick_effects(dt)
        game.tick_match()
        if game.finished and self.app is not None:  # a flag fell while the curtain waited
            self.app.stack.pop(self)
            game._curtain = None

    def covered_by(self, scene: Scene) -> None:
        self.game.covered_by(scene)  # the pause menu over the curtain pauses the game under it

    def resume(self) -> None:
        self.game.resume()

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
        drop = out_cubic(min(1.0, self.t / DROP_S))
        top = round(-theme.CANVAS_H * (1.0 - drop))
        area = pygame.Rect(0, top, theme.CANVAS_W, theme.CANVAS_H)
        surface.fill(theme.mix(theme.NIGHT, pal.seat_dark[self.seat], 0.6), area)
        for i in range(0, theme.CANVAS_W, 96):  # curtain folds
            shade = theme.mix(pal.seat_dark[self.seat], theme.NIGHT, 0.35 + 0.25 * ((i // 96) % 2))
            pygame.draw.rect(surface, shade, pygame.Rect(i, top, 48, theme.CANVAS_H))
        turn, away, ready = self.words()
        width = theme.CANVAS_W - 160  # long players' names shrink, then are cut
        cx = theme.CANVAS_W // 2
        text.blit_fit(surface, turn, 120, pal.seat_light[self.seat], (cx, top + 330), width, "midtop", text.DISPLAY,
                      True)
        text.blit_fit(surface, away, 52, theme.INK, (cx, top + 500), width, "midtop", True, True)
        text.blit_fit(surface, ready, 44, theme.INK_DIM, (cx, top + 590), width, "midtop")
        draw_prompt_bar(self, surface, [(Action.CONFIRM, "I'm ready")], seat=self.seat, pos=(cx, top + 720))
        self._draw_clock(surface, pal, cx, top + 800)

    def _draw_clock(self, surface: pygame.Surface, pal: theme.Palette, cx: int, y: int) -> None:
        """The incoming player's chess clock, running: it is their turn while the curtain waits for them."""
        clock = self.game.seat_view.clock
        if clock is None:
            return
        from sprites.fx.clock_face import draw_clock

        rect = pygame.Rect(0, y, CLOCK_SIZE[0], CLOCK_SIZE[1])
        rect.centerx = cx
        left = clock.left[self.seat]
        delay = clock.control.extra_s if clock.control.kind == "delay" else 0.0
        draw_clock(surface, rect, left, active=True, warning=left <= clock.control.warning_s,
                   color=pal.seat[self.seat], label=f"{self.game.clock_label(self.seat, rect.w - 28)}'s clock",
                   t=self.t, flagged=clock.flagged == self.seat,
                   delay=clock.delay_left / delay if delay > 0 else None)
