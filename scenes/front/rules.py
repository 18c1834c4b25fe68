"""The Rules screens: choose a game, then read how it is played.

A game with a player's guide (scenes.front.guide: plain words, one topic a
page, pictures of the real table) opens on it; the guide's "Exact rules"
opens this module's `RulesReader` on the project's own full write-up in
docs/rules/<game_id>.md, kept for reference. The reader is paginated (LEFT/RIGHT, shoulder buttons, Page Up/Down) and
scrolls smoothly line by line (UP/DOWN held, mouse wheel), so a gamepad alone
reads everything.
"""

from __future__ import annotations

from functools import partial

import pygame

from core import text, theme, tween
from core.input import Action, InputEvent
from core.rulebook import has_rules, rules_path
from engines import ALL_GAME_IDS, TITLES
from scenes.front.guide import has_guide
from scenes.ui.base import MenuScene
from sprites.ui import document
from sprites.ui.widgets import Button, panel

PAGE = pygame.Rect(210, 190, 1500, 760)
SCROLL_STEP = 120


def availability(ok: bool) -> str:
    """A game's row value: nothing when its rules can be read."""
    return "" if ok else "coming soon"


class RulesScene(MenuScene):
    """Pick the game whose rules to read."""

    name = "rules"
    title = "Rules"  # the menu row's name; "How to play" is the lesson on the table
    subtitle = "Each game in pictures, a topic a page"

    def build(self) -> list[Button]:
        buttons = []
        for i, game_id in enumerate(ALL_GAME_IDS):
            rect = pygame.Rect(0, 0, 900, 96)
            rect.midtop = (theme.CANVAS_W // 2, 270 + i * 116)
            ok = has_rules(game_id) or has_guide(game_id)
            buttons.append(Button(game_id, rect, TITLES[game_id], enabled=ok,
                                  disabled_reason=f"The rules of {TITLES[game_id]} arrive with the game.",
                                  value=partial(availability, ok),
                                  on_activate=partial(self.read, game_id)))
        return buttons

    def read(self, game_id: str) -> None:
        if self.app is not None:
            self.app.stack.push(self.app.scene("rules_reader", game_id))


class RulesReader(MenuScene):
    """One game's rules, paginated and scrollable."""

    name = "rules_reader"

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.game_id = game_id
        self.scroll = 0.0
        try:
            source = rules_path(game_id).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            source = f"# {TITLES.get(game_id, game_id)}\n\nThe rules file could not be read ({exc})."
        self.lines = document.layout(document.parse(source), PAGE.width)
        self.pages = document.paginate(self.lines, PAGE.height)
        self.bottom = max(0, (self.lines[-1].y + self.lines[-1].height - PAGE.height) if self.lines else 0)

    @property
    def page(self) -> int:
        """The page whose start is nearest above the scroll position."""
        idx = 0
        for i, start in enumerate(self.pages):
            if start <= self.scroll + 1:
                idx = i
        return idx

    def scroll_to(self, y: float) -> None:
        y = max(0.0, min(float(max(self.bottom, self.pages[-1])), y))
        self.tweens.tween(self, "scroll", y, 0.22, tween.out_cubic)

    def target(self) -> float:
        return self.scroll

    def handle(self, event: InputEvent) -> None:
        a = event.action
        if a in (Action.BACK, Action.MENU):
            self.go_back()
        elif a in (Action.DOWN, Action.SCROLL_DOWN):
            self.tweens.complete_all()
            self.scroll_to(self.scroll + SCROLL_STEP)
        elif a in (Action.UP, Action.SCROLL_UP):
            self.tweens.complete_all()
            self.scroll_to(self.scroll - SCROLL_STEP)
        elif a in (Action.RIGHT, Action.NEXT, Action.CONFIRM):
            self.tweens.complete_all()
            p = self.page
            if p + 1 < len(self.pages):
                self.sound("flip")
                self.scroll_to(self.pages[p + 1])
        elif a in (Action.LEFT, Action.PREV):
            self.tweens.complete_all()
            p = self.page
            target = self.pages[p - 1] if self.scroll <= self.pages[p] + 1 and p > 0 else self.pages[p]
            self.sound("flip")
            self.scroll_to(target)
        elif a == Action.CLICK and event.pos is not None:
            self.scroll_to(self.pages[min(len(self.pages) - 1, self.page + 1)]
                           if event.pos[0] > theme.CANVAS_W / 2 else self.pages[max(0, self.page - 1)])

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        text.blit_text(surface, f"{TITLES.get(self.game_id, self.game_id)}: the exact rules", 64, theme.INK,
                       (PAGE.x, 70), "topleft", True, True)
        box = PAGE.inflate(80, 50)
        panel(surface, box, theme.NIGHT_2, theme.PANEL_EDGE, radius=22, alpha=235)
        document.draw_lines(surface, self.lines, PAGE.topleft, self.scroll, PAGE.height, PAGE.width)
        # scrollbar
        total = max(1, self.bottom + PAGE.height)
        bar = pygame.Rect(box.right + 18, box.y, 12, box.height)
        pygame.draw.rect(surface, theme.PANEL, bar, border_radius=6)
        thumb_h = max(40, int(bar.height * PAGE.height / total))
        thumb_y = bar.y + int((bar.height - thumb_h) * (self.scroll / max(1, self.bottom)))
        pygame.draw.rect(surface, theme.GOLD, pygame.Rect(bar.x, thumb_y, bar.width, thumb_h), border_radius=6)
        text.blit_text(surface, f"Page {self.page + 1} / {len(self.pages)}", 38, theme.INK_DIM,
                       (box.right, 90), "topright")
        self.draw_prompts(surface, [(Action.DOWN, "Scroll"), (Action.RIGHT, "Next page"),
                                    (Action.LEFT, "Previous"), (Action.BACK, "Back")])
