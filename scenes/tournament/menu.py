"""The tournament front door: stored tournaments to resume or view, a new one to set up.

The tournaments live in one SQLite file in the user's data folder
(`tournaments.sqlite3`, see tournament.store). A file that cannot be read is
kept as a `.bak` by `open_store` and a fresh one started; the message says
so. If even that fails the screen explains why and offers only Back: the
arcade never stops over a tournament file.

Each tournament is one row, newest first: its name, game, format, field size
and where it stands ("Round 2 of 5", or "Finished" with the champion). CONFIRM
opens it in the hub; SKIP (X / End), or the mouse's cross on the row, deletes
it after a question. Rows scroll when there are more than fit.
"""

from __future__ import annotations

import sqlite3
from functools import partial
from pathlib import Path

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.scene import Scene
from core.storage import preserve_bad_file
from scenes.tournament.widgets import stage
from scenes.ui.base import MenuScene
from scenes.ui.clock_choice import control_words
from sprites.ui.widgets import Button, focus_ring, panel
from tournament.model import FORMAT_NAMES, Config
from tournament.store import StoreError, Summary, TournamentStore, open_store

STORE_FILE = "tournaments.sqlite3"
#: How long to wait for another Matchday (or the tournament command) writing the file, in seconds.
STORE_TIMEOUT_S = 10.0
LIST_X, LIST_W, LIST_TOP = 120, 1680, 190
ROW_H, ROW_GAP = 100, 12
VISIBLE = 6
BUTTON_TOP, BUTTON_H = 890, 86
DELETE_SIZE = 70


def hub_scene(store: TournamentStore, tournament_id: int) -> Scene | None:
    """The hub of one tournament, or None while the hub screen does not exist."""
    try:
        from scenes.tournament.hub import TournamentHub
    except ModuleNotFoundError as exc:
        if exc.name == "scenes.tournament.hub":
            return None
        raise
    return TournamentHub(store, tournament_id)


def status_of(store: TournamentStore, summary: Summary) -> tuple[str, str]:
    """(where it stands, the line under it): 'Round 2 of 5' / 'Finished', 'Champion: Ann'."""
    try:
        t = store.load(summary.id)
    except (StoreError, sqlite3.Error):
        return "Damaged", "cannot be resumed"
    if t.finished:
        champion = t.champion()
        return "Finished", (f"Champion: {t.name(champion)}" if champion is not None else "")
    played = summary.games
    return stage(t), f"{played} game{'s' if played != 1 else ''} played"


class TournamentMenu(MenuScene):
    """Resume, view, delete or start tournaments."""

    name = "tournament"
    title = "Tournaments"

    def __init__(self, store: TournamentStore | None = None) -> None:
        super().__init__()
        self.store = store
        self.owns_store = False
        self.error = ""
        #: The damaged tournaments the player has been told about (told once, not on every refresh).
        self._damaged_told: list[tuple[int, str, str]] = []
        self.summaries: list[Summary] = []
        self.scroll = 0
        self._status: dict[tuple[int, int], tuple[str, str]] = {}

    # -- the store -------------------------------------------------------------
    def enter(self) -> None:
        if self.store is None and self.app is not None:
            path = Path(self.app.paths.data) / STORE_FILE
            try:
                self.store, message = open_store(path, STORE_TIMEOUT_S, keep_bad=preserve_bad_file)
                self.owns_store = True
            except (StoreError, OSError, sqlite3.Error) as exc:
                self.error = str(exc) or f"{path} cannot be opened."
                message = None
            if message:
                self.app.notify(message)
        self.refresh()
        super().enter()
        first = next((b for b in self.group.buttons if b.key.startswith("t")), None)
        self.group.focus_key(first.key if first is not None else "new")

    def exit(self) -> None:
        if self.owns_store and self.store is not None:
            self.store.close()
            self.store = None

    def resume(self) -> None:
        self.refresh()
        super().resume()
        if self.group.focused is None or self.group.focused.key not in {b.key for b in self.group.buttons}:
            self.group.focus_key("new")

    def refresh(self) -> None:
        """Read the list again (a tournament may have moved on in the hub)."""
        if self.store is None:
            self.summaries = []
            return
        try:
            self.summaries = self.store.summaries()
            damaged = self.store.damaged()
        except sqlite3.Error as exc:
            self.error = f"{self.store.path} cannot be read: {exc}"
            self.summaries, damaged = [], []
        if damaged and damaged != self._damaged_told and self.app is not None:
            names = ", ".join(repr(name) for _tid, name, _why in damaged)
            self.app.notify(f"{len(damaged)} tournament{'s' if len(damaged) != 1 else ''} cannot be read ({names}): "
                            f"kept as {'they are' if len(damaged) != 1 else 'it is'} in {self.store.path}, "
                            f"not listed.")
        self._damaged_told = damaged
        self.scroll = max(0, min(self.scroll, len(self.summaries) - VISIBLE))

    def status(self, summary: Summary) -> tuple[str, str]:
        key = (summary.id, summary.games)
        if key not in self._status and self.store is not None:
            self._status[key] = status_of(self.store, summary)
        return self._status.get(key, ("", ""))

    # -- buttons ---------------------------------------------------------------
    def build(self) -> list[Button]:
        buttons: list[Button] = []
        if self.store is not None and not self.error:
            for row, s in enumerate(self.summaries[self.scroll:self.scroll + VISIBLE]):
                rect = pygame.Rect(LIST_X, LIST_TOP + row * (ROW_H + ROW_GAP), LIST_W, ROW_H)
                buttons.append(Button(f"t{s.id}", rect, s.name, on_activate=partial(self.open, s.id),
                                      extra={"summary": s}))
            new = pygame.Rect(0, BUTTON_TOP, 560, BUTTON_H)
            new.right = theme.CANVAS_W // 2 - 20
            buttons.append(Button("new", new, "New tournament", on_activate=self.new))
        back = pygame.Rect(0, BUTTON_TOP, 360, BUTTON_H)
        if self.store is not None and not self.error:
            back.left = theme.CANVAS_W // 2 + 20
        else:
            back.centerx = theme.CANVAS_W // 2
        buttons.append(Button("back", back, "Back", on_activate=self.go_back))
        return buttons

    def summary_of(self, b: Button | None) -> Summary | None:
        s = b.extra.get("summary") if b is not None else None
        return s if isinstance(s, Summary) else None

    def delete_rect(self, b: Button) -> pygame.Rect:
        rect = pygame.Rect(0, 0, DELETE_SIZE, DELETE_SIZE)
        rect.midright = (b.rect.right - 22, b.rect.centery)
        return rect

    # -- actions ---------------------------------------------------------------
    def open(self, tournament_id: int) -> None:
        if self.app is None or self.store is None:
            return
        scene = hub_scene(self.store, tournament_id)
        if scene is None:
            self.app.notify("The tournament screen is not available in this version.")
            return
        self.app.stack.push(scene)

    def new(self) -> None:
        if self.app is None or self.store is None:
            return
        from scenes.tournament.setup import TournamentSetup

        self.app.stack.push(TournamentSetup(self.store))

    def ask_delete(self, summary: Summary) -> None:
        if self.app is None:
            return
        from scenes.ui.overlays import ConfirmScene

        self.sound("back")
        what = "finished" if self.status(summary)[0] == "Finished" else "unfinished"
        self.app.stack.push(ConfirmScene(f"Delete the {what} tournament \"{summary.name}\"? Its results will be "
                                         f"lost.", lambda: self.delete(summary), yes="Delete", no="Keep"))

    def delete(self, summary: Summary) -> None:
        if self.store is None:
            return
        try:
            self.store.delete(summary.id)
        except sqlite3.Error as exc:
            if self.app is not None:
                self.app.notify(f"The tournament could not be deleted: {exc}")
            return
        if self.app is not None:
            self.app.notify(f"Deleted \"{summary.name}\".")
        self.refresh()
        self.rebuild()

    # -- input -----------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        a = event.action
        focused = self.group.focused
        summary = self.summary_of(focused)
        if a == Action.SKIP and summary is not None:
            self.ask_delete(summary)
            return
        if a == Action.CLICK and event.pos is not None:
            for b in self.group.buttons:
                s = self.summary_of(b)
                if s is not None and self.delete_rect(b).collidepoint(event.pos):
                    self.group.focus_key(b.key)
                    self.ask_delete(s)
                    return
        if a in (Action.SCROLL_UP, Action.SCROLL_DOWN, Action.PREV, Action.NEXT):
            self.scroll_by(-1 if a in (Action.SCROLL_UP, Action.PREV) else 1,
                           VISIBLE if a in (Action.PREV, Action.NEXT) else 1)
            return
        if focused is not None and (focused.key, a) in (("new", Action.RIGHT), ("back", Action.LEFT)):
            if self.store is not None and not self.error:
                self.group.focus_key("back" if a == Action.RIGHT else "new")
                self.sound("click")
            return
        if a in (Action.UP, Action.DOWN) and summary is not None:
            index = self.summaries.index(summary) if summary in self.summaries else -1
            step = -1 if a == Action.UP else 1
            if index >= 0 and 0 <= index + step < len(self.summaries) and not (
                    self.scroll <= index + step < self.scroll + VISIBLE):
                self.scroll += step
                self.rebuild()
                self.group.focus_key(f"t{self.summaries[index + step].id}")
                self.sound("click")
                return
        super().handle(event)

    def scroll_by(self, direction: int, amount: int) -> None:
        """Scroll the list (wheel, LB / RB), keeping the focus on a row that stays in view."""
        top = max(0, min(self.scroll + direction * amount, len(self.summaries) - VISIBLE))
        if top == self.scroll:
            return
        focused = self.summary_of(self.group.focused)
        self.scroll = top
        self.rebuild()
        if focused is not None:
            index = self.summaries.index(focused)
            index = max(self.scroll, min(index, self.scroll + VISIBLE - 1))
            self.group.focus_key(f"t{self.summaries[index].id}")
        self.sound("click")

    # -- drawing ---------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        text.blit_text(surface, self.title, 90, theme.INK, (LIST_X, 56), "topleft", text.DISPLAY, True)
        if self.error:
            self.draw_message(surface, "Tournaments cannot be opened", self.error)
        elif not self.summaries:
            self.draw_message(surface, "No tournaments yet",
                              "Choose New tournament to set one up: a league, a knockout or a Swiss event, "
                              "for 2 to 16 players, people and computers alike, at any of the games.")
        else:
            n = len(self.summaries)
            first, last = self.scroll + 1, min(n, self.scroll + VISIBLE)
            count = f"{n} tournament{'s' if n != 1 else ''}" if n <= VISIBLE else f"{first}-{last} of {n}"
            text.blit_text(surface, count, 40, theme.INK_DIM, (LIST_X + LIST_W, 100), "midright")
            self.draw_scroll_marks(surface)
        for i, b in enumerate(self.group.buttons):
            focused = i == self.group.focus
            if self.summary_of(b) is not None:
                self.draw_tournament(surface, b, focused)
            else:
                self.draw_button(surface, b, focused)
        self.draw_prompts(surface, self.prompt_items())

    def draw_scroll_marks(self, surface: pygame.Surface) -> None:
        cx = LIST_X + LIST_W // 2
        if self.scroll > 0:
            y = LIST_TOP - 12
            pygame.draw.polygon(surface, theme.INK_DIM, [(cx - 22, y), (cx + 22, y), (cx, y - 20)])
        if self.scroll + VISIBLE < len(self.summaries):
            y = LIST_TOP + VISIBLE * (ROW_H + ROW_GAP) - ROW_GAP + 6
            pygame.draw.polygon(surface, theme.INK_DIM, [(cx - 22, y), (cx + 22, y), (cx, y + 20)])

    def draw_message(self, surface: pygame.Surface, head: str, body: str) -> None:
        box = pygame.Rect(LIST_X, LIST_TOP, LIST_W, 380)
        panel(surface, box, theme.NIGHT_2, theme.PANEL_EDGE, radius=24, alpha=220)
        text.blit_text(surface, head, 60, theme.GOLD, (box.centerx, box.y + 50), "midtop", True)
        for j, line in enumerate(text.wrap(body, 40, box.width - 200)):
            text.blit_text(surface, line, 40, theme.INK, (box.centerx, box.y + 150 + 50 * j), "midtop")

    def draw_tournament(self, surface: pygame.Surface, b: Button, focused: bool) -> None:
        s = self.summary_of(b)
        assert s is not None
        cfg: Config = s.config
        fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.45) if focused else theme.PANEL
        panel(surface, b.rect, fill, theme.FOCUS if focused else theme.PANEL_EDGE, radius=18)
        state, detail = self.status(s)
        finished = state == "Finished"
        # A trophy for a finished tournament, a ball for one in play.
        badge = pygame.Rect(b.rect.x + 24, b.rect.y + 14, 72, 72)
        draw_badge(surface, badge, finished)
        x = badge.right + 26
        text.blit_text(surface, s.name, 50, theme.INK, (x, b.rect.y + 12), "topleft", True)
        parts = [cfg.game_label, FORMAT_NAMES.get(cfg.format, cfg.format), f"{len(cfg.entrants)} entrants"]
        parts.append(control_words(cfg.clock))
        text.blit_text(surface, "  \u00b7  ".join(parts), 34, theme.INK_DIM, (x, b.rect.y + 62), "topleft")
        right = b.rect.right - DELETE_SIZE - 50
        text.blit_text(surface, state, 44, theme.GOLD if finished else theme.INK, (right, b.rect.y + 14),
                       "topright", True)
        if detail:
            text.blit_text(surface, detail, 34, theme.GOLD if finished else theme.INK_DIM,
                           (right, b.rect.y + 62), "topright")
        if focused:
            self.draw_delete(surface, self.delete_rect(b))
            focus_ring(surface, b.rect, self.t, radius=18)

    def draw_delete(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The mouse's delete cross (pads and keys use SKIP, named in the prompt bar)."""
        hot = self.app is not None and self.app.input.pointer is not None and rect.collidepoint(
            self.app.input.pointer) and self.app.input.last_device == "mouse"
        pygame.draw.rect(surface, theme.DANGER if hot else theme.mix(theme.PANEL, theme.DANGER, 0.35), rect,
                         border_radius=14)
        pygame.draw.rect(surface, theme.DANGER, rect, 3, border_radius=14)
        c, r = rect.center, rect.width // 4
        pygame.draw.line(surface, theme.INK, (c[0] - r, c[1] - r), (c[0] + r, c[1] + r), 6)
        pygame.draw.line(surface, theme.INK, (c[0] - r, c[1] + r), (c[0] + r, c[1] - r), 6)

    def draw_button(self, surface: pygame.Surface, b: Button, focused: bool) -> None:
        primary = b.key == "new"
        if primary:
            fill = theme.GOLD if focused else theme.mix(theme.PANEL, theme.GOLD, 0.35)
            edge = theme.FOCUS if focused else theme.GOLD
        else:
            fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.5) if focused else theme.PANEL
            edge = theme.FOCUS if focused else theme.PANEL_EDGE
        panel(surface, b.rect, fill, edge, radius=18)
        ink = theme.NIGHT if primary and focused else theme.INK
        text.blit_text(surface, b.label, 46, ink, b.rect.center, "center", True)
        if focused:
            focus_ring(surface, b.rect, self.t, radius=18)

    def prompt_items(self) -> list[tuple[Action, str]]:
        on_row = self.summary_of(self.group.focused) is not None
        mouse = self.app is not None and self.app.input.last_device == "mouse"
        items: list[tuple[Action, str]] = [(Action.CONFIRM, "Open" if on_row else "Select")]
        if on_row and not mouse:
            items.append((Action.SKIP, "Delete"))
        if len(self.summaries) > VISIBLE and not mouse:
            items.append((Action.NEXT, "Next page"))
        items.append((Action.BACK, "Back"))
        return items


def draw_badge(surface: pygame.Surface, rect: pygame.Rect, trophy: bool) -> None:
    """A small round badge: a gold cup (finished) or a football (in play)."""
    pygame.draw.circle(surface, theme.NIGHT_2, rect.center, rect.width // 2)
    cx, cy = rect.center
    if trophy:
        gold = theme.GOLD
        cup = [(cx - 20, cy - 22), (cx + 20, cy - 22), (cx + 14, cy + 2), (cx + 4, cy + 8), (cx + 4, cy + 14),
               (cx + 12, cy + 20), (cx - 12, cy + 20), (cx - 4, cy + 14), (cx - 4, cy + 8), (cx - 14, cy + 2)]
        pygame.draw.polygon(surface, gold, cup)
        pygame.draw.arc(surface, gold, pygame.Rect(cx - 31, cy - 22, 18, 20), 1.2, 4.6, 4)
        pygame.draw.arc(surface, gold, pygame.Rect(cx + 13, cy - 22, 18, 20), -1.6, 1.9, 4)
    else:
        from sprites.ui.icons import draw_football

        draw_football(surface, (cx, cy), rect.width * 0.34)
    pygame.draw.circle(surface, theme.GOLD if trophy else theme.PANEL_EDGE, rect.center, rect.width // 2, 3)
