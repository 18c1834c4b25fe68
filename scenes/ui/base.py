"""What menu-like screens share: background, title, focus group, prompt bar.

A `MenuScene` lays out `Button`s, hands every action to one `FocusGroup`
(see sprites.ui.widgets), plays the UI sounds and draws the device-matched prompt bar,
so each concrete menu only builds its buttons and draws its own extras.
"""

from __future__ import annotations

import functools

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.scene import Scene
from sprites.ui import glyphs
from sprites.ui.widgets import Button, FocusGroup, draw_row, vertical_gradient


@functools.lru_cache(maxsize=4)
def backdrop(kind: str = "night") -> pygame.Surface:
    """The shared background, drawn once: a night-sky gradient with faint pitch lines."""
    surf = vertical_gradient(theme.CANVAS_SIZE, (16, 26, 52), (6, 10, 22))
    lines = pygame.Surface(theme.CANVAS_SIZE, pygame.SRCALPHA)
    col = (120, 170, 255, 22)
    w, h = theme.CANVAS_SIZE
    pygame.draw.line(lines, col, (w // 2, 0), (w // 2, h), 4)
    pygame.draw.circle(lines, col, (w // 2, h // 2), 190, 4)
    pygame.draw.rect(lines, col, pygame.Rect(-4, h // 2 - 260, 300, 520), 4)
    pygame.draw.rect(lines, col, pygame.Rect(w - 296, h // 2 - 260, 300, 520), 4)
    surf.blit(lines, (0, 0))
    return surf.convert() if pygame.display.get_surface() is not None else surf


class MenuScene(Scene):
    """A screen of buttons navigated by one FocusGroup."""

    title = ""
    subtitle = ""
    back_label = "Back"

    def __init__(self) -> None:
        super().__init__()
        self.t = 0.0
        self.group = FocusGroup([])

    def enter(self) -> None:
        self.rebuild()

    def resume(self) -> None:
        self.rebuild()

    def build(self) -> list[Button]:
        """Override: the buttons of this screen."""
        return []

    def rebuild(self) -> None:
        """Re-create the buttons keeping the focus on the same key."""
        key = self.group.focused.key if self.group.focused else None
        self.group = FocusGroup(self.build(), 0)
        self.group.on_move = lambda: self.sound("click")
        self.group.on_refuse = self.refused
        if key:
            self.group.focus_key(key)
        elif self.group.focused is not None and not self.group.focused.enabled:
            # Open on the first thing that can actually be chosen.
            for i, b in enumerate(self.group.buttons):
                if b.enabled:
                    self.group.focus = i
                    break

    def refused(self, button: Button) -> None:
        self.sound("back")
        if self.app and button.disabled_reason:
            self.app.notify(button.disabled_reason)

    def sound(self, name: str) -> None:
        if self.app is not None:
            self.app.sound(name)

    def handle(self, event: InputEvent) -> None:
        if event.action in (Action.BACK, Action.MENU):
            self.go_back()
            return
        if event.action == Action.CONFIRM and self.group.focused and self.group.focused.enabled:
            self.sound("confirm")
        self.group.handle(event)

    def go_back(self) -> None:
        """Leave this screen (BACK / Esc / right click)."""
        self.sound("back")
        if self.app is not None:
            self.app.stack.pop(self)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        if self.title:
            text.blit_text(surface, self.title, 96, theme.INK, (theme.CANVAS_W // 2, 70), "midtop", text.DISPLAY, True)
        if self.subtitle:
            text.blit_text(surface, self.subtitle, 40, theme.INK_DIM, (theme.CANVAS_W // 2, 168), "midtop")
        self.draw_buttons(surface)
        self.draw_prompts(surface, self.prompts())

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for i, b in enumerate(self.group.buttons):
            draw_row(surface, b, i == self.group.focus, self.t)

    def prompts(self) -> list[tuple[Action, str]]:
        """The prompt bar's items; override to add more."""
        items: list[tuple[Action, str]] = [(Action.CONFIRM, "Select")]
        focused = self.group.focused
        if focused is not None and focused.on_adjust is not None:
            items.insert(0, (Action.RIGHT, "Change"))
        items.append((Action.BACK, self.back_label))
        return items

    def draw_prompts(self, surface: pygame.Surface, items: list[tuple[Action, str]],
                     seat: int | None = None) -> None:
        draw_prompt_bar(self, surface, items, seat)


def draw_prompt_bar(scene: Scene, surface: pygame.Surface, items: list[tuple[Action, str]],
                    seat: int | None = None, pos: tuple[int, int] = (theme.CANVAS_W // 2, theme.CANVAS_H - 34),
                    max_width: int | None = None) -> None:
    """The prompt bar in the glyphs of the device last used (or the seat's device), fitted into
    `max_width` pixels if given (a card table's prompt strip)."""
    if getattr(scene, "spectator", False) or getattr(scene, "in_lesson", False):
        return  # a game scene inside the replay viewer or a lesson: that screen draws its own prompts
    kind, key_set, overrides = "keyboard", "kb1", None
    if scene.app is not None:
        device = scene.app.prompt_device(seat)
        kind = scene.app.input.device_kind(device)
        key_set = device if device in ("kb1", "kb2") else "kb1"
        overrides = scene.app.settings.key_bindings
    hits: list[tuple[Action, pygame.Rect]] = []
    glyphs.prompt_bar(surface, kind, items, pos, "midbottom", 44, key_set, overrides, hits, max_width)
    # what a click on the bar does (a mouse alone can pause a game or skip its animation)
    scene.prompt_hits = hits  # type: ignore[attr-defined]
