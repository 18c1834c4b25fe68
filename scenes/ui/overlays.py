"""Scenes pushed on top of another: pause menu, controller reconnect, confirm.

They are translucent (`opaque = False`), so the frozen scene below stays in
view, and modal: the stack only updates the top scene, so everything below,
its clocks included, stops while an overlay is up.
"""

from __future__ import annotations

import functools

from collections.abc import Callable

import pygame

from core import text, theme
from core.input import Action, InputEvent
from scenes.ui.base import MenuScene, draw_prompt_bar
from core.scene import Scene
from sprites.ui.widgets import Button, panel

DIM_ALPHA = 170
PROMPT_BAND_H = 100


SHADE = (4, 6, 14)


def dim(surface: pygame.Surface, alpha: int = DIM_ALPHA) -> None:
    """Darken whatever is below an overlay: the night-blue shade laid over it at `alpha`, done as two
    fills (scale every pixel down, add the shade's share) rather than a blit of a full-screen shade, so
    no 8 MB shade is kept for each darkness the overlays use (there are four)."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)
    surface.fill(tuple(round(c * alpha / 255) for c in SHADE), special_flags=pygame.BLEND_ADD)


def match_code_lines(code: str, size: int, width: int, lead: str = "Match code") -> list[str]:
    """'Match code ABCD-EFGH-J' as lines of at most `width` pixels at `size` (bold), broken
    only between groups of the code, so every character stays readable; `lead` ('' for none)
    starts the first line."""
    f = text.font(size, True)
    lines: list[str] = []
    line = lead
    for group in code.split("-"):
        first = line == lead
        joined = (f"{line} {group}" if line else group) if first else f"{line}-{group}"
        if (first and not line) or f.size(joined + "-")[0] <= width:  # a group alone always fits
            line = joined
        else:
            lines.append(line if first else line + "-")
            line = group
    return [*lines, line]


def draw_match_code(surface: pygame.Surface, code: str, midtop: tuple[int, int], width: int,
                    size: int = 36, max_lines: int = 2) -> pygame.Rect:
    """The game's match code centred under `midtop`, so players can note it and replay the deal;
    a long code (one with options) shrinks, then breaks into lines. Returns the area drawn."""
    lines = match_code_lines(code, size, width)
    while len(lines) > max_lines and size > text.MIN_FIT_PX:
        size -= 2
        lines = match_code_lines(code, size, width)
    x, y = midtop
    area = pygame.Rect(x, y, 0, 0)
    for line in lines:
        area.union_ip(text.blit_text(surface, line, size, theme.INK_DIM, (x, y), "midtop", True))
        y += round(size * 1.2)
    return area


class FrozenBackdrop:
    """For modal overlays: the scenes below cannot change while the overlay is
    up, so their dimmed picture is captured once and the overlay becomes opaque;
    redrawing and alpha-blending the whole stack every frame cost 3 ms."""

    _backdrop: pygame.Surface | None = None
    dim_alpha = DIM_ALPHA

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        if self._backdrop is None:
            dim(surface, self.dim_alpha)
            # The prompt bar below would read through and clash with ours.
            band = pygame.Rect(0, theme.CANVAS_H - PROMPT_BAND_H, theme.CANVAS_W, PROMPT_BAND_H)
            surface.fill(theme.mix(theme.NIGHT, (0, 0, 0), 0.5), band)
            self._backdrop = surface.copy()
            self.opaque = True  # type: ignore[misc]
        else:
            surface.blit(self._backdrop, (0, 0))


class PauseScene(FrozenBackdrop, MenuScene):
    """The pause menu: Resume first, then whatever the game offers."""

    opaque = False
    name = "pause"
    title = "Paused"
    back_label = "Resume"

    def __init__(self, options: list[tuple[str, Callable[[], None]] | tuple[str, None, str]
                                     | tuple[str, None, str, str]] | None = None,
                 code: str = "") -> None:
        super().__init__()
        #: (label, what it does), or (label, None, why it cannot be chosen now[, the why in two words]):
        #: shown greyed out, skipped by the arrows.
        self.options = options or []
        #: The game's match code, shown under the title ('' for none).
        self.code = code

    def build(self) -> list[Button]:
        entries = [("Resume", self.go_back), *self.options]
        buttons = []
        top = 330
        for i, (label, fn, *why) in enumerate(entries):
            rect = pygame.Rect(0, 0, 620, 92)
            rect.midtop = (theme.CANVAS_W // 2, top + i * 116)
            # A greyed row is skipped by the arrows, so its short reason is on the row itself (a click says
            # the long one).
            short: str = why[1] if len(why) > 1 else ""
            buttons.append(Button(label.lower().replace(" ", "_"), rect, label, on_activate=fn, enabled=fn is not None,
                                  disabled_reason=why[0] if why else "",
                                  value=functools.partial(str, short) if short else None))
        return buttons

    def handle(self, event: InputEvent) -> None:
        if event.action == Action.MENU:
            self.go_back()
            return
        super().handle(event)

    def draw_background(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        n = len(self.group.buttons)
        box = pygame.Rect(0, 0, 760, 300 + n * 116)
        box.midtop = (theme.CANVAS_W // 2, 60)
        panel(surface, box, theme.NIGHT_2, theme.PANEL_EDGE, radius=28, alpha=235)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        text.blit_text(surface, self.title, 88, theme.INK, (theme.CANVAS_W // 2, 110), "midtop", text.DISPLAY, True)
        if self.code:
            draw_match_code(surface, self.code, (theme.CANVAS_W // 2, 222), 680, 32)
        self.draw_buttons(surface)
        self.draw_prompts(surface, self.prompts())


QUESTION_W = 960  # the confirm box is 1100 px wide: 70 px of padding each side


class ConfirmScene(FrozenBackdrop, MenuScene):
    """A yes/no question; `on_yes` runs only on an explicit Yes."""

    opaque = False
    name = "confirm"

    def __init__(self, question: str, on_yes: Callable[[], None], yes: str = "Yes", no: str = "No",
                 on_no: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.question = question
        self.on_yes = on_yes
        #: What No (or BACK) does besides closing the question: a question that must be answered either way
        #: (a draw offered to the other player) says so here.
        self.on_no = on_no
        self.yes, self.no = yes, no

    def build(self) -> list[Button]:
        left = pygame.Rect(0, 0, 380, 96)
        left.center = (theme.CANVAS_W // 2 - 220, 600)
        right = left.copy()
        right.center = (theme.CANVAS_W // 2 + 220, 600)
        return [Button("no", left, self.no, on_activate=self.go_back),
                Button("yes", right, self.yes, on_activate=self._yes)]

    def go_back(self) -> None:
        super().go_back()
        if self.on_no is not None:
            self.on_no()

    def question_lines(self) -> tuple[int, list[str]]:
        """(size, lines) of the question: measured bold, as drawn, inside the box's padding; a long
        question gets smaller words rather than running past the box."""
        size = 54
        lines = text.wrap(self.question, size, QUESTION_W, True)
        if len(lines) > 3:
            size = 44
            lines = text.wrap(self.question, size, QUESTION_W, True)
        return size, lines

    def _yes(self) -> None:
        if self.app is not None:
            self.app.stack.pop(self)
        self.on_yes()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        box = pygame.Rect(0, 0, 1100, 420)
        box.center = (theme.CANVAS_W // 2, 500)
        panel(surface, box, theme.NIGHT_2, theme.PANEL_EDGE, radius=28, alpha=240)
        size, lines = self.question_lines()
        for i, line in enumerate(lines):
            text.blit_text(surface, line, size, theme.INK, (theme.CANVAS_W // 2, 330 + round(size * 1.15) * i),
                           "midtop", True)
        self.draw_buttons(surface)
        self.draw_prompts(surface, [(Action.CONFIRM, "Select"), (Action.BACK, "Cancel")])


class ReconnectScene(FrozenBackdrop, Scene):
    """Play is paused because a seated controller was unplugged.

    It closes itself when the seat has a device again: the controller comes
    back (the input layer rebinds the first pad that arrives), or a player
    presses CONFIRM on any device that is not seated, which takes the seat over.
    """

    opaque = False
    name = "reconnect"
    dim_alpha = 190

    def __init__(self) -> None:
        super().__init__()
        self.t = 0.0

    def handle(self, event: InputEvent) -> None:
        if self.app is None:
            return
        lost = sorted(self.app.input.lost)
        if event.action == Action.CONFIRM and lost and self.app.input.seat_of(event.device) is None:
            self.app.input.claim(event.device, lost[0])
            self.app.sound("confirm")

    def update(self, dt: float) -> None:
        self.t += dt
        if self.app is not None and not self.app.input.lost:
            self.app.sound("confirm")
            self.app.stack.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        box = pygame.Rect(0, 0, 1200, 440)
        box.center = (theme.CANVAS_W // 2, theme.CANVAS_H // 2)
        panel(surface, box, theme.NIGHT_2, theme.GOLD, radius=28, alpha=240)
        lost = sorted(self.app.input.lost) if self.app else [0]
        names = self.app.palette.names if self.app else theme.SEAT_NAMES
        seats = " and ".join(names[s] for s in lost) or "A player"
        text.blit_text(surface, "Controller disconnected", 76, theme.GOLD, (box.centerx, box.y + 50), "midtop", True)
        text.blit_text(surface, f"{seats}'s controller was unplugged. The game is paused.", 40, theme.INK,
                       (box.centerx, box.y + 170), "midtop")
        text.blit_text(surface, "Plug it back in, or take over the seat with another device:", 36, theme.INK_DIM,
                       (box.centerx, box.y + 236), "midtop")
        pulse = 0.5 + 0.5 * abs(((self.t * 1.2) % 2) - 1)
        color = theme.mix(theme.INK_DIM, theme.INK, pulse)
        text.blit_text(surface, "waiting for a controller...", 36, color, (box.centerx, box.y + 300), "midtop")
        draw_prompt_bar(self, surface, [(Action.CONFIRM, "Take over this seat")],
                        pos=(box.centerx, box.bottom - 30))
