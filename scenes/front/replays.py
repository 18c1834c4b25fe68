"""The Replays screen: the saved games in the replays folder, newest first, to watch or delete.

Each row shows the game, the date, the players, the result and the number of
moves, read and checked with `core.replay.load_replay` a few files a frame
(so a long list never stalls the screen). A file that cannot be read or
replayed shows its `ReplayError` message in its row and cannot be opened;
every row has a Delete button, which asks first (`ConfirmScene`).
Gamepad, keyboard or mouse alone: UP/DOWN choose a replay, LEFT/RIGHT move
between the replay and its Delete button, CONFIRM opens or deletes, the wheel
scrolls, BACK leaves.
"""

from __future__ import annotations

import datetime
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.replay import GameLog, ReplayError, check, load_replay, replays_dir
from core.scene import Scene
from engines import TITLES
from engines.common.results import result_words, wins_words
from scenes.ui.base import backdrop, draw_prompt_bar
from sprites.ui.widgets import focus_ring, panel

W, H = theme.CANVAS_SIZE
LIST_X, LIST_TOP = (1920 - 1380) // 2, 222
ROW_W, ROW_H, ROW_GAP = 1380, 104, 14
DELETE_W = 220
VISIBLE_ROWS = 6
#: Milliseconds of file reading allowed per frame.
LOAD_BUDGET_S = 0.008


@dataclass
class Entry:
    """One file in the replays folder, read when its turn comes."""

    path: Path
    mtime: float
    loaded: bool = False
    log: GameLog | None = None
    error: str = ""
    summary: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.loaded and self.log is not None

    def load(self) -> None:
        try:
            self.log = load_replay(self.path)
            self.summary = check(self.log, str(self.path))
        except ReplayError as exc:
            self.log = None
            why = str(exc)
            prefix = f"{self.path}: "
            why = why[len(prefix):] if why.startswith(prefix) else why
            self.error = why[:1].upper() + why[1:]
        self.loaded = True


def list_replays(folder: Path) -> list[Entry]:
    """The .json entries of a folder, newest first (by modification time, then name).

    Anything named .json is listed, even a folder or a file that cannot be read:
    its row says why it cannot be opened, and the file is left as it is.
    """
    try:
        files = [p for p in folder.iterdir() if p.suffix.lower() == ".json"]
    except OSError:
        return []
    entries = []
    for p in files:
        try:
            mtime = p.stat().st_mtime
        except OSError:
            continue
        entries.append(Entry(p, mtime))
    entries.sort(key=lambda e: (e.mtime, e.path.name), reverse=True)
    return entries


class ReplaysScene(Scene):
    """The list of saved replays."""

    name = "replays"

    def __init__(self, folder: Path | None = None) -> None:
        super().__init__()
        self._folder = folder
        self.entries: list[Entry] = []
        self.sel = 0
        #: 0: the replay itself, 1: its Delete button.
        self.col = 0
        self.top = 0
        self.t = 0.0

    @property
    def folder(self) -> Path:
        if self._folder is not None:
            return self._folder
        if self.app is not None:
            return replays_dir(self.app.paths)
        return Path(".")

    def enter(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Read the folder again (files appear and vanish outside the game too)."""
        known = {e.path: e for e in self.entries}
        fresh = list_replays(self.folder)
        self.entries = [known[e.path] if e.path in known and known[e.path].mtime == e.mtime else e for e in fresh]
        self.sel = max(0, min(self.sel, len(self.entries) - 1))
        self._scroll_to(self.sel)

    def load_all(self) -> None:
        for e in self.entries:
            if not e.loaded:
                e.load()

    # ------------------------------------------------------------------ layout
    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(LIST_X, LIST_TOP + (i - self.top) * (ROW_H + ROW_GAP), ROW_W - DELETE_W - 16, ROW_H)

    def delete_rect(self, i: int) -> pygame.Rect:
        r = self.row_rect(i)
        return pygame.Rect(r.right + 16, r.y, DELETE_W, ROW_H)

    def _visible(self) -> range:
        return range(self.top, min(len(self.entries), self.top + VISIBLE_ROWS))

    def hit(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        for i in self._visible():
            if self.row_rect(i).collidepoint(pos):
                return i, 0
            if self.delete_rect(i).collidepoint(pos):
                return i, 1
        return None

    def _scroll_to(self, i: int) -> None:
        if i < self.top:
            self.top = i
        elif i >= self.top + VISIBLE_ROWS:
            self.top = i - VISIBLE_ROWS + 1
        self.top = max(0, min(self.top, len(self.entries) - VISIBLE_ROWS))

    # ------------------------------------------------------------------ actions
    def _sound(self, name: str) -> None:
        if self.app is not None:
            self.app.sound(name)

    def open(self, i: int) -> None:
        """Watch replay i (refused, with its reason, when the file is bad)."""
        if not 0 <= i < len(self.entries) or self.app is None:
            return
        e = self.entries[i]
        if not e.loaded:
            e.load()
        if e.log is None:
            self._sound("back")
            self.app.notify(f"{e.path.name} cannot be opened: {e.error}")
            return
        from scenes.front.replay_viewer import ReplayViewer

        self._sound("confirm")
        self.app.stack.push(ReplayViewer(e.log, str(e.path)))

    def ask_delete(self, i: int) -> None:
        if not 0 <= i < len(self.entries) or self.app is None:
            return
        from scenes.ui.overlays import ConfirmScene

        e = self.entries[i]
        self._sound("back")
        self.app.stack.push(ConfirmScene(f"Delete the replay {e.path.name}? This cannot be undone.",
                                         lambda: self.delete(e), yes="Delete", no="Keep"))

    def delete(self, e: Entry) -> None:
        try:
            e.path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            if self.app is not None:
                self.app.notify(f"Could not delete {e.path.name}: {exc.strerror or exc}")
            return
        if e in self.entries:
            self.entries.remove(e)
        self.sel = max(0, min(self.sel, len(self.entries) - 1))
        if not self.entries:
            self.col = 0
        self._scroll_to(self.sel)

    def activate(self) -> None:
        if not self.entries:
            return
        if self.col == 1:
            self.ask_delete(self.sel)
        else:
            self.open(self.sel)

    def _select(self, i: int, col: int | None = None) -> None:
        if not self.entries:
            return
        i = max(0, min(len(self.entries) - 1, i))
        if i != self.sel or (col is not None and col != self.col):
            self._sound("click")
        self.sel = i
        if col is not None:
            self.col = col
        self._scroll_to(i)

    def handle(self, event: InputEvent) -> None:
        a = event.action
        if a in (Action.BACK, Action.MENU):
            self._sound("back")
            if self.app is not None:
                self.app.stack.pop(self)
        elif a == Action.UP:
            self._select(self.sel - 1)
        elif a == Action.DOWN:
            self._select(self.sel + 1)
        elif a == Action.PREV:
            self._select(self.sel - VISIBLE_ROWS)
        elif a == Action.NEXT:
            self._select(self.sel + VISIBLE_ROWS)
        elif a in (Action.LEFT, Action.RIGHT):
            self._select(self.sel, 0 if a == Action.LEFT else 1)
        elif a == Action.CONFIRM:
            self.activate()
        elif a in (Action.SCROLL_UP, Action.SCROLL_DOWN):
            self.top += -1 if a == Action.SCROLL_UP else 1
            self.top = max(0, min(self.top, len(self.entries) - VISIBLE_ROWS))
        elif a == Action.POINT and event.pos is not None:
            hit = self.hit(event.pos)
            if hit is not None:
                self._select(*hit)
        elif a == Action.CLICK and event.pos is not None:
            hit = self.hit(event.pos)
            if hit is not None:
                self.sel, self.col = hit
                self.activate()

    def resume(self) -> None:
        self.refresh()

    def update(self, dt: float) -> None:
        self.t += dt
        start = time.perf_counter()
        # the visible rows first, then the rest
        order = list(self._visible()) + list(range(len(self.entries)))
        for i in order:
            e = self.entries[i]
            if not e.loaded:
                e.load()
                if time.perf_counter() - start > LOAD_BUDGET_S:
                    break

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        text.blit_text(surface, "Replays", 96, theme.INK, (W // 2, 50), "midtop", text.DISPLAY, True)
        if not self.entries:
            self._draw_empty(surface)
            draw_prompt_bar(self, surface, [(Action.BACK, "Back")])
            return
        count = len(self.entries)
        text.blit_text(surface, f"{count} saved game{'s' if count != 1 else ''}, newest first", 34, theme.INK_DIM,
                       (W // 2, 156), "midtop")
        pal = self.app.palette if self.app is not None else theme.STANDARD
        for i in self._visible():
            self._draw_row(surface, i, pal)
        if count > VISIBLE_ROWS:
            track = pygame.Rect(LIST_X + ROW_W + 24, LIST_TOP, 8, VISIBLE_ROWS * (ROW_H + ROW_GAP) - ROW_GAP)
            pygame.draw.rect(surface, theme.PANEL, track, border_radius=4)
            h = max(30, track.h * VISIBLE_ROWS // count)
            y = track.y + (track.h - h) * self.top // max(1, count - VISIBLE_ROWS)
            pygame.draw.rect(surface, theme.INK_DIM, pygame.Rect(track.x, y, 8, h), border_radius=4)
        e = self.entries[self.sel]
        kind = self.app.input.device_kind(self.app.prompt_device()) if self.app is not None else "keyboard"
        if kind == "mouse":
            items = [(Action.CLICK, "Watch or delete"), (Action.BACK, "Back")]
        elif self.col == 1:
            items = [(Action.CONFIRM, "Delete"), (Action.LEFT, "Replay"), (Action.BACK, "Back")]
        else:
            items = [(Action.CONFIRM, "Watch" if (e.ok or not e.loaded) else "Why not?"),
                     (Action.RIGHT, "Delete"), (Action.BACK, "Back")]
        draw_prompt_bar(self, surface, items)

    def _draw_row(self, surface: pygame.Surface, i: int, pal: theme.Palette) -> None:
        e = self.entries[i]
        r = self.row_rect(i)
        on = i == self.sel
        focused_row, focused_del = on and self.col == 0, on and self.col == 1
        fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.45) if focused_row else theme.PANEL
        edge = theme.FOCUS if focused_row else (theme.DANGER if e.loaded and not e.ok else theme.PANEL_EDGE)
        panel(surface, r, fill, edge, radius=16)
        x = r.x + 28
        when = datetime.datetime.fromtimestamp(e.mtime).strftime("%d %b %Y  %H:%M")
        if not e.loaded:
            text.blit_text(surface, text.ellipsize(e.path.name, 38, r.w - 60, True), 38, theme.INK_DIM, (x, r.y + 14),
                           "topleft", True)
            text.blit_text(surface, "reading...", 28, theme.INK_FAINT, (x, r.y + 62), "topleft")
        elif e.log is None:
            text.blit_text(surface, text.ellipsize(e.path.name, 36, r.w - 360, True), 36, theme.INK, (x, r.y + 12),
                           "topleft", True)
            text.blit_text(surface, "cannot be opened", 28, theme.DANGER, (r.right - 28, r.y + 16), "topright",
                           True)
            lines = text.wrap(e.error, 28, r.w - 60)
            if len(lines) > 2:
                lines = [lines[0], text.ellipsize(" ".join(lines[1:]), 28, r.w - 60)]
            for k, line in enumerate(lines):
                text.blit_text(surface, line, 28, (255, 170, 160), (x, r.y + 46 + 28 * k), "topleft")
        else:
            log = e.log
            title = TITLES.get(log.game_id, log.game_id)
            t = text.blit_text(surface, title, 40, theme.INK, (x, r.y + 10), "topleft", True)
            text.blit_text(surface, when, 28, theme.INK_DIM, (t.right + 24, t.bottom - 4), "bottomleft")
            self._draw_players(surface, log, (x, r.y + 62), pal)
            result, color = self.result_words(e, pal)
            text.blit_text(surface, text.ellipsize(result, 34, 420, True), 34, color, (r.right - 28, r.y + 12), "topright",
                           True)
            moves = int(e.summary.get("actions", len(log.actions)))
            text.blit_text(surface, f"{moves} move{'s' if moves != 1 else ''}", 28, theme.INK_DIM,
                           (r.right - 28, r.y + 62), "topright")
        if focused_row:
            focus_ring(surface, r, self.t, radius=16)
        d = self.delete_rect(i)
        panel(surface, d, theme.mix(theme.PANEL, theme.DANGER, 0.35) if focused_del else theme.PANEL,
              theme.FOCUS if focused_del else theme.PANEL_EDGE, radius=16)
        text.blit_text(surface, "Delete", 36, theme.INK if focused_del else theme.INK_DIM, d.center, "center",
                       focused_del)
        if focused_del:
            focus_ring(surface, d, self.t, radius=16)

    def _draw_players(self, surface: pygame.Surface, log: GameLog, pos: tuple[int, int], pal: theme.Palette) -> None:
        from scenes.front.replay_viewer import seat_label

        x, y = pos
        for s in (0, 1):
            seat = log.seats[s]
            name = seat.get("name") or pal.names[s]
            kind = seat_label(seat)
            label = text.ellipsize(name, 30, 260, True)
            r = text.blit_text(surface, label, 30, pal.seat_light[s], (x, y), "topleft", True)
            r = text.blit_text(surface, kind, 28, theme.INK_DIM, (r.right + 12, r.bottom - 3), "bottomleft")
            x = r.right + 16
            if s == 0:
                r = text.blit_text(surface, "vs", 28, theme.INK_FAINT, (x, r.bottom), "bottomleft")
                x = r.right + 16

    def result_words(self, e: Entry, pal: theme.Palette) -> tuple[str, tuple[int, int, int]]:
        log = e.log
        assert log is not None
        outcome = e.summary.get("result", "unfinished")
        if outcome == "unfinished":
            return "Unfinished", theme.INK_DIM
        winner = e.summary.get("winner")
        scores = e.summary.get("scores") or [0, 0]
        if winner is None:
            agreed = " by agreement" if log.result is not None and log.result.get("method") == "agreed" else ""
            return (f"Draw {scores[0]}-{scores[1]}" if any(scores) else "Draw") + agreed, theme.GOLD
        names = (log.seats[0].get("name") or pal.names[0], log.seats[1].get("name") or pal.names[1])
        shootout = e.summary.get("shootout")
        if shootout is not None:  # "1-1, Bo wins 4-3 on penalties"
            return result_words(scores, winner, names, shootout), pal.seat_light[winner]
        method = str(log.result["method"]) if log.result else ""
        how = {"time": " on time", "resigned": f" ({names[1 - winner]} resigned)"}.get(method, "")
        said = wins_words(scores, winner, names) if any(scores) else f"{names[winner]} wins"  # as the result screen
        return f"{said}{how}", pal.seat_light[winner]

    def _draw_empty(self, surface: pygame.Surface) -> None:
        box = pygame.Rect(0, 0, 1240, 400)
        box.center = (W // 2, 540)
        panel(surface, box, theme.NIGHT_2, theme.PANEL_EDGE, radius=28, alpha=235)
        text.blit_text(surface, "No replays yet", 64, theme.GOLD, (box.centerx, box.y + 48), "midtop", True, True)
        words = ("Every game played to the end is saved here as a replay. Play a game, then come back "
                 "to watch it again move by move, at any speed, with all the hands shown.")
        y = box.y + 150
        for line in text.wrap(words, 38, box.w - 120):
            text.blit_text(surface, line, 38, theme.INK, (box.centerx, y), "midtop")
            y += 48
        y += 30
        text.blit_text(surface, text.ellipsize(f"Replays are kept in {self.folder}", 28, box.w - 100), 28, theme.INK_DIM,
                       (box.centerx, y), "midtop")
        text.blit_text(surface, "To watch a replay file from elsewhere: python main.py replay FILE", 28,
                       theme.INK_DIM, (box.centerx, y + 40), "midtop")
