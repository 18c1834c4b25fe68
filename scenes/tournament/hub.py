"""The tournament hub: fixtures, standings and the bracket; games start here.

`TournamentHub(store, tournament_id)` loads a tournament from its store (a
store that cannot be read gives a clear message and Back, never a crash).
Three tabs, switched with LB/RB (Page Up/Down, Z/E), the d-pad or a click:

* Fixtures, by round: names in seat colours, the score of every game with
  replays, coin tosses and "lost on time"/"resigned". The pending fixtures of
  open rounds can be chosen: between two computers, Watch (the real game
  scene, fast) or Simulate (headless in the worker process, the frame loop
  keeps running); with a human, the match intro seats the players' devices
  and starts the game.
* Standings: place, P W D L, goals, goal difference, points and the format's
  tie-breaks (those not already in a column: goal difference and goals for
  are columns of their own).
* Bracket for single elimination (rounds as columns, winners highlighted),
  a cross table for round robins; a Swiss event has no third tab because its
  fixtures list already is the rounds list.

"Simulate all computer games" plays every waiting computer-v-computer game
one after another in the background (it stops on request, and leaves human
fixtures to the humans). Each finished game is recorded and stored at once
in one transaction. When the last game ends the champion is celebrated.
Export writes CSV and JSON under the data folder's `exports`.
"""

from __future__ import annotations

import functools
import math
import re
import sqlite3
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.scene import Scene
from core.worker import BotWorker
from engines import TITLES
from scenes.ui.base import MenuScene, backdrop, draw_prompt_bar
from scenes.ui.overlays import FrozenBackdrop
from core.match import GameSetup, SeatSpec
from scenes.registry import make_game_scene
from sprites.ui.widgets import Button, FocusGroup, focus_ring, panel
from tournament.clock import TimeControl
from tournament.model import CAPPED, COIN, FORMAT_NAMES, ON_TIME, RESIGNED, Fixture, GameRecord, GameSpec
from tournament.runner import Tournament, knockout_options, play_cpu_game
from tournament.standings import tiebreaks_for
from tournament.store import StoreError, TournamentStore, export

#: How much faster a watched computer game runs.
WATCH_SPEED = 4.0

CONTENT = pygame.Rect(150, 240, 1620, 652)
TAB_Y, TAB_W, TAB_H, TAB_GAP = 150, 330, 70, 26
ACTION_Y, ACTION_H = 910, 74
ROUND_H, ROW_H, ROW_GAP, ROUND_GAP = 56, 66, 8, 14
EDGE = 14  # room for the focus ring inside the list's clip
SCORE_X, NAME_W = 540, 360  # a fixture row: the score's centre from the row's left; the widest name
TIEBREAK_LABELS = {"gd": "GD", "h2h": "H2H", "sb": "SB", "buchholz": "Buch.", "gf": "GF"}
SHOWN_ELSEWHERE = {"gd", "gf"}  # goal difference and goals for have columns of their own


def safe_name(name: str) -> str:
    """A file-name-safe version of a tournament name."""
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[:40] or "tournament"


def round_name(t: Tournament, r: int) -> str:
    """'Round 2', or for a bracket 'Final', 'Semi-finals', 'Quarter-finals', 'Round of 16'."""
    if t.config.format != "elimination":
        return f"Round {r}"
    left = 2 ** (t.rounds_total - r + 1)
    return {2: "Final", 4: "Semi-finals", 8: "Quarter-finals"}.get(left, f"Round of {left}")


def fit_size(words: str, size: int, width: int, bold: bool = False, smallest: int = 24) -> int:
    """The largest font size up to `size` at which the words fit `width` pixels."""
    while size > smallest and text.font(size, bold).size(words)[0] > width:
        size -= 2
    return size


def draw_trophy(surface: pygame.Surface, center: tuple[float, float], h: float) -> None:
    """A gold cup with handles on a plinth, drawn in code; h is its full height."""
    cx, cy = center
    top = cy - h / 2
    gold, light, dark = (255, 200, 60), (255, 234, 150), (190, 130, 20)
    cup_w, cup_h = h * 0.62, h * 0.46
    cup = pygame.Rect(0, 0, cup_w, cup_h)
    cup.midtop = (cx, top)
    w = max(3, int(h * 0.045))
    for side in (-1, 1):  # handles
        handle = pygame.Rect(0, 0, h * 0.26, h * 0.26)
        handle.center = (cx + side * cup_w * 0.5, top + cup_h * 0.32)
        pygame.draw.ellipse(surface, dark, handle, w + 2)
        pygame.draw.ellipse(surface, gold, handle.inflate(-4, -4), w)
    bowl: list[tuple[float, float]] = [(cup.left, cup.top)]
    for i in range(13):
        a = math.pi * i / 12
        bowl.append((cx - math.cos(a) * cup_w / 2, cup.top + math.sin(a) * cup_h))
    bowl.append((cup.right, cup.top))
    pygame.draw.polygon(surface, gold, bowl)
    pygame.draw.polygon(surface, dark, bowl, max(2, w // 2))
    shine = pygame.Rect(0, 0, cup_w * 0.16, cup_h * 0.62)
    shine.topleft = (cup.left + cup_w * 0.18, cup.top + cup_h * 0.1)
    pygame.draw.ellipse(surface, light, shine)
    pygame.draw.rect(surface, light, pygame.Rect(cup.left, cup.top - 2, cup_w, max(4, h * 0.04)), border_radius=3)
    stem = pygame.Rect(0, 0, h * 0.1, h * 0.2)
    stem.midtop = (cx, top + cup_h - 2)
    pygame.draw.rect(surface, dark, stem)
    knot = pygame.Rect(0, 0, h * 0.22, h * 0.07)
    knot.center = (cx, stem.bottom)
    pygame.draw.ellipse(surface, gold, knot)
    plinth = pygame.Rect(0, 0, h * 0.5, h * 0.2)
    plinth.midtop = (cx, knot.centery + h * 0.02)
    pygame.draw.rect(surface, (86, 52, 30), plinth, border_radius=max(2, int(h * 0.02)))
    plate = plinth.inflate(-h * 0.16, -h * 0.1)
    pygame.draw.rect(surface, light, plate, border_radius=2)
    pygame.draw.rect(surface, dark, pygame.Rect(plinth.left - h * 0.03, plinth.bottom - h * 0.035,
                                                plinth.w + h * 0.06, h * 0.05), border_radius=3)


def fit_parts(parts: list[str], size: int, width: int, max_lines: int) -> list[str]:
    """Comma-separated parts wrapped into at most max_lines lines; when they do not fit, the earliest
    parts give way to "..." (the latest games matter most; the full story is one press away)."""
    for start in range(len(parts)):
        words = ("... " if start else "") + ", ".join(parts[start:])
        lines = text.wrap(words, size, width)
        if len(lines) <= max_lines and all(text.font(size).size(ln)[0] <= width for ln in lines):
            return lines
    return [parts[-1]]


def draw_button(surface: pygame.Surface, b: Button, focused: bool, t: float, size: int = 44,
                highlight: bool = False) -> None:
    """A button with its label centred (the hub's actions, the choice and error screens)."""
    fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.45) if focused else theme.PANEL
    if highlight:
        fill = theme.mix(fill, theme.GOLD, 0.25)
    panel(surface, b.rect, fill, theme.FOCUS if focused else theme.PANEL_EDGE, radius=16)
    ink = theme.INK if b.enabled else theme.GREY_OUT
    text.blit_text(surface, b.label, fit_size(b.label, size, b.rect.w - 30), ink, b.rect.center, "center")
    if focused:
        focus_ring(surface, b.rect, t, radius=16)


def draw_spinner(surface: pygame.Surface, center: tuple[float, float], r: float, t: float,
                 color: tuple[int, int, int] = theme.GOLD) -> None:
    """A turning arc: something is being worked on."""
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = (round(center[0]), round(center[1]))
    pygame.draw.circle(surface, theme.PANEL_EDGE, rect.center, r, max(3, int(r * 0.22)))
    start = -t * 6.0
    pygame.draw.arc(surface, color, rect, start, start + 1.9, max(4, int(r * 0.26)))


class ClipGroup(FocusGroup):
    """A FocusGroup whose scrolled list rows only take clicks where they are visible."""

    def __init__(self, buttons: list[Button], focus: int = 0, clip: pygame.Rect = CONTENT) -> None:
        super().__init__(buttons, focus)
        self.clip = clip

    def hit(self, pos: tuple[float, float]) -> int | None:
        for i, b in enumerate(self.buttons):
            if b.rect.collidepoint(pos) and (not b.extra.get("scrolls") or self.clip.collidepoint(pos)):
                return i
        return None

    def move(self, direction: Action) -> bool:
        """Like FocusGroup.move, but sideways distance is measured between the rectangles' edges, not
        their centres: the hub's list rows are as wide as the screen, and from a tab above the list
        the row straight below must win over a button further down that happens to be centred nearer.
        Up and down inside the scrolled list go row by row, past round headings, to its ends."""
        cur = self.focused
        if cur is None:
            return False
        dx, dy = {Action.UP: (0, -1), Action.DOWN: (0, 1), Action.LEFT: (-1, 0), Action.RIGHT: (1, 0)}[direction]
        cx, cy = cur.rect.center
        best: tuple[float, int] | None = None
        # Up and down a scrolled list stay in the list (rows hidden below the view included) until its end.
        in_list = bool(dy and cur.extra.get("scrolls") and any(
            b.extra.get("scrolls") and ((b.rect.centery - cy) * dy > 0) for b in self.buttons))
        for i, b in enumerate(self.buttons):
            if i == self.focus or (in_list and not b.extra.get("scrolls")):
                continue
            bx, by = b.rect.center
            along = (bx - cx) * dx + (by - cy) * dy
            if along <= 0:
                continue
            # Only what lies wholly to that side counts: a full-width list row above a button is
            # "up" from it, never "left" (and a button beside another is never "down").
            if dx and cur.rect.left < b.rect.right and b.rect.left < cur.rect.right:
                continue
            if dy and cur.rect.top < b.rect.bottom and b.rect.top < cur.rect.bottom:
                continue
            if dx:
                gap = max(0, max(cur.rect.top, b.rect.top) - min(cur.rect.bottom, b.rect.bottom))
                off = abs(by - cy)
            else:
                gap = max(0, max(cur.rect.left, b.rect.left) - min(cur.rect.right, b.rect.right))
                off = abs(bx - cx)
            score = along + 3.0 * gap + 0.1 * off
            if best is None or score < best[0]:
                best = (score, i)
        if best is None:  # wrap to the far end of the same line
            for i, b in enumerate(self.buttons):
                if i == self.focus:
                    continue
                bx, by = b.rect.center
                overlap = (cur.rect.top < b.rect.bottom and b.rect.top < cur.rect.bottom) if dx else (
                    cur.rect.left < b.rect.right and b.rect.left < cur.rect.right)
                back = -((bx - cx) * dx + (by - cy) * dy)
                if overlap and back > 0 and (best is None or back > best[0]):
                    best = (back, i)
        if best is None:
            return False
        self.focus = best[1]
        if self.on_move:
            self.on_move()
        return True


class TournamentHub(Scene):
    """One tournament's fixtures, table and bracket, and the way into its games."""

    name = "tournament_hub"

    def __init__(self, store: TournamentStore, tournament_id: int, *, sync_worker: bool = False) -> None:
        super().__init__()
        self.store = store
        self.tid = tournament_id
        self.sync = sync_worker
        self.t = 0.0
        self.error = ""
        self.tournament: Tournament | None = None
        try:
            self.tournament = store.load(tournament_id)
        except StoreError as exc:
            self.error = str(exc)
        self.tab = "fixtures"
        self.scroll = 0
        self.group: FocusGroup = ClipGroup([])
        self.worker = BotWorker(sync=sync_worker)
        self.sim: Future[GameRecord] | None = None
        self.sim_spec: GameSpec | None = None
        self.sim_all = False
        self.sim_played = 0
        self.was_finished = self.tournament.finished if self.tournament is not None else False
        #: The tournament was just won; the champion is shown when the players are back in the hub.
        self.champion_due = False
        self._focus_first = True

    # -- the tournament ------------------------------------------------------------
    @property
    def t_(self) -> Tournament:
        assert self.tournament is not None
        return self.tournament

    def is_cpu(self, entrant: int | None) -> bool:
        return entrant is not None and self.t_.config.entrants[entrant].is_cpu

    def cpu_fixture(self, fx: Fixture) -> bool:
        return self.is_cpu(fx.blue) and self.is_cpu(fx.red)

    def playable(self, fx: Fixture) -> bool:
        """A fixture whose next game may be started now (every league game; a bracket's or Swiss round's
        only when it is the current round)."""
        if fx.done or fx.red is None:
            return False
        return self.t_.config.format in ("roundrobin", "double-roundrobin") or fx.round == self.t_.current_round

    def busy_with(self, fx: Fixture) -> bool:
        return self.sim is not None and self.sim_spec is not None and self.sim_spec.fixture == fx.id

    def next_cpu_spec(self) -> GameSpec | None:
        """The next waiting computer-v-computer game of the open rounds."""
        for fx in self.t_.open_fixtures():
            if self.cpu_fixture(fx) and not self.busy_with(fx):
                spec = self.t_.next_spec(fx)
                if spec is not None:
                    return spec
        return None

    def waiting_cpu_games(self) -> int:
        return sum(1 for fx in self.t_.open_fixtures() if self.cpu_fixture(fx) and self.t_.next_spec(fx))

    @property
    def tabs(self) -> list[tuple[str, str]]:
        tabs = [("fixtures", "Fixtures"), ("standings", "Standings")]
        if self.tournament is not None:
            fmt = self.t_.config.format
            if fmt == "elimination":
                tabs.append(("bracket", "Bracket"))
            elif fmt in ("roundrobin", "double-roundrobin"):
                tabs.append(("bracket", "Cross table"))
        return tabs

    # -- life on the stack ------------------------------------------------------------
    def enter(self) -> None:
        self.rebuild()

    def resume(self) -> None:
        if self.app is not None:
            self.app.input.release_all()  # a game, an intro or an abandon left: nobody stays seated
        self.rebuild()

    def exit(self) -> None:
        self.worker.close()

    def sound(self, name: str) -> None:
        if self.app is not None:
            self.app.sound(name)

    def notify(self, message: str) -> None:
        if self.app is not None:
            self.app.notify(message)

    # -- buttons -------------------------------------------------------------------------
    def rebuild(self) -> None:
        key = self.group.focused.key if self.group.focused else None
        if self._focus_first:
            self._focus_first = False
            key = self.first_focus()  # may scroll, so before the rows are laid out
        self.group = ClipGroup(self.build())
        self.group.on_move = lambda: self.sound("click")
        self.group.on_refuse = self.refused
        if key:
            self.group.focus_key(key)
        if self.group.focused is None or self.group.focused.key != key:
            self.group.focus_key(f"tab:{self.tab}")

    def first_focus(self) -> str:
        """Where the hub opens: the first match that can be played, else the tabs."""
        if self.tournament is None:
            return "back"
        for fx in self.t_.open_fixtures():
            if self.playable(fx):
                self.scroll_to(fx)
                return f"fx:{fx.id}"
        return f"tab:{self.tab}"

    def refused(self, button: Button) -> None:
        self.sound("back")
        if button.disabled_reason:
            self.notify(button.disabled_reason)

    def build(self) -> list[Button]:
        buttons: list[Button] = []
        if self.tournament is None:
            rect = pygame.Rect(0, 0, 360, ACTION_H)
            rect.midtop = (theme.CANVAS_W // 2, 700)
            return [Button("back", rect, "Back", on_activate=self.go_back)]
        tabs = self.tabs
        x = theme.CANVAS_W // 2 - (len(tabs) * TAB_W + (len(tabs) - 1) * TAB_GAP) // 2
        for key, label in tabs:
            rect = pygame.Rect(x, TAB_Y, TAB_W, TAB_H)
            buttons.append(Button(f"tab:{key}", rect, label, on_activate=functools.partial(self.set_tab, key)))
            x += TAB_W + TAB_GAP
        buttons += self.action_buttons()
        if self.tab == "fixtures":
            buttons += self.fixture_buttons()
        return buttons

    def action_buttons(self) -> list[Button]:
        t = self.t_
        running = self.sim_all
        waiting = self.waiting_cpu_games()
        specs = [("simulate_all", "Stop simulating" if running else "Simulate all computer games", 620),
                 ("export", "Export results", 400), ("back", "Back", 280)]
        gap = 30
        x = theme.CANVAS_W // 2 - (sum(w for _, _, w in specs) + gap * (len(specs) - 1)) // 2
        out: list[Button] = []
        for key, label, w in specs:
            rect = pygame.Rect(x, ACTION_Y, w, ACTION_H)
            x += w + gap
            out.append(Button(key, rect, label))
        sim, exp, back = out
        sim.on_activate = self.toggle_simulate_all
        if not running and not waiting:
            sim.enabled = False
            sim.disabled_reason = ("The tournament is over." if t.finished else
                                   "No computer-v-computer game is waiting: the next matches need their players.")
        exp.on_activate = self.export
        back.on_activate = self.go_back
        return out

    # -- the fixtures list (scrolled) --------------------------------------------------
    def fixture_layout(self) -> list[tuple[str, Any, int]]:
        """('round', r, y) and ('fx', fixture, y) with y from the top of the list."""
        out: list[tuple[str, Any, int]] = []
        y = 0
        for r in range(1, self.t_.rounds_made + 1):
            if r > 1:
                y += ROUND_GAP
            out.append(("round", r, y))
            y += ROUND_H
            for fx in self.t_.round_fixtures(r):
                out.append(("fx", fx, y))
                y += ROW_H + ROW_GAP
        if self.t_.rounds_made < self.t_.rounds_total:
            y += ROUND_GAP
            out.append(("later", self.t_.rounds_made + 1, y))
            y += ROUND_H
        return out

    def list_height(self) -> int:
        layout = self.fixture_layout()
        if not layout:
            return 0
        kind, _, y = layout[-1]
        return y + (ROUND_H if kind != "fx" else ROW_H)

    def max_scroll(self) -> int:
        return max(0, self.list_height() + 2 * EDGE - CONTENT.h)

    def set_scroll(self, value: int) -> None:
        value = max(0, min(self.max_scroll(), value))
        if value != self.scroll:
            self.scroll = value
            self.rebuild()

    def scroll_to(self, fx: Fixture) -> None:
        """Scroll so a fixture's row (and its round's heading when it is the first) is in view."""
        for kind, item, y in self.fixture_layout():
            if kind == "fx" and item is fx:
                top = y
                if self.t_.round_fixtures(fx.round)[0] is fx:
                    top -= ROUND_H  # the round's heading too
                if top < self.scroll:
                    self.scroll = max(0, top)
                elif y + ROW_H + 2 * EDGE > self.scroll + CONTENT.h:
                    self.scroll = min(self.max_scroll(), y + ROW_H + 2 * EDGE - CONTENT.h)
                return

    def fixture_buttons(self) -> list[Button]:
        out: list[Button] = []
        for kind, item, y in self.fixture_layout():
            if kind != "fx":
                continue
            fx: Fixture = item
            rect = pygame.Rect(CONTENT.x + EDGE, CONTENT.y + EDGE + y - self.scroll, CONTENT.w - 2 * EDGE, ROW_H)
            b = Button(f"fx:{fx.id}", rect, "", extra={"scrolls": True, "fixture": fx.id})
            if self.playable(fx) and not self.busy_with(fx):
                b.on_activate = functools.partial(self.choose, fx)
            else:
                b.enabled = False
                b.disabled_reason = self.why_not(fx)
            out.append(b)
        return out

    def why_not(self, fx: Fixture) -> str:
        t = self.t_
        if fx.red is None:
            return f"{t.name(fx.blue)} has a bye in {round_name(t, fx.round).lower()}."
        if self.busy_with(fx):
            return f"{t.name(fx.blue)} v {t.name(fx.red)} is being simulated."
        if fx.done:
            words = f"{t.name(fx.blue)} v {t.name(fx.red)}: {self.score_text(fx)}"
            note = self.games_note(fx)
            return words + (f" ({note})" if note else "") + "."
        return f"{round_name(t, fx.round)} starts when {round_name(t, fx.round - 1).lower()} is complete."

    def follow_focus(self) -> None:
        """Keep the focused row of the list in view (after the d-pad moved the focus)."""
        b = self.group.focused
        if b is None or not b.extra.get("scrolls"):
            return
        fx = self.t_.fixtures[int(b.extra["fixture"])]  # type: ignore[call-overload]
        before = self.scroll
        self.scroll_to(fx)
        if self.scroll != before:
            self.rebuild()

    # -- input ---------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        a = event.action
        if a in (Action.BACK, Action.MENU):
            if self.sim_all:
                self.toggle_simulate_all()
                return
            self.go_back()
            return
        if self.tournament is None:
            self.group.handle(event)
            return
        if a in (Action.PREV, Action.NEXT):
            keys = [k for k, _ in self.tabs]
            i = keys.index(self.tab) if self.tab in keys else 0
            self.set_tab(keys[(i + (1 if a == Action.NEXT else -1)) % len(keys)], focus_tab=True)
            return
        if a in (Action.SCROLL_UP, Action.SCROLL_DOWN) and self.tab == "fixtures":
            self.set_scroll(self.scroll + (-2 if a == Action.SCROLL_UP else 2) * (ROW_H + ROW_GAP))
            return
        if a == Action.CONFIRM and self.group.focused is not None and self.group.focused.enabled:
            self.sound("confirm")
        focused = self.group.focused
        if a in (Action.LEFT, Action.RIGHT) and focused is not None and focused.extra.get("scrolls"):
            return  # a fixture row fills the width: nothing lies beside it
        self.group.handle(event)
        focused = self.group.focused
        if a in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT) and focused is not None:
            if focused.key.startswith("tab:") and focused.key[4:] != self.tab:
                self.set_tab(focused.key[4:], focus_tab=True)  # the d-pad switches tabs as it crosses them
            else:
                self.follow_focus()

    def set_tab(self, key: str, focus_tab: bool = False) -> None:
        if key == self.tab and not focus_tab:
            return
        if key != self.tab:
            self.sound("click")
        self.tab = key
        self.rebuild()
        if focus_tab:
            self.group.focus_key(f"tab:{key}")

    def go_back(self) -> None:
        """Back to the menu; while a game is being simulated, ask first (leaving drops that game)."""
        self.sound("back")
        if self.app is None:
            return
        if self.sim is not None and self.sim_spec is not None and self.tournament is not None:
            from scenes.ui.overlays import ConfirmScene

            spec = self.sim_spec
            who = f"{self.t_.name(spec.blue)} v {self.t_.name(spec.red)}"
            self.app.stack.push(ConfirmScene(
                f"{who} is still being simulated. Wait here for its result, or leave now (that game will be "
                "played again)?", self.leave_now, yes="Leave", no="Wait"))
            return
        self.app.stack.pop(self)

    def leave_now(self) -> None:
        """Leave the hub without waiting: the game being simulated is dropped (played again next time)."""
        if self.app is not None:
            self.app.stack.pop(self)

    # -- starting games ------------------------------------------------------------------
    def choose(self, fx: Fixture) -> None:
        """A pending fixture was chosen: watch or simulate two computers, or seat the humans."""
        if self.app is None or not self.playable(fx):
            return
        if self.cpu_fixture(fx):
            self.app.stack.push(FixtureChoice(self, fx))
        else:
            self.launch(fx, watch=False)

    def launch(self, fx: Fixture, watch: bool) -> None:
        """Open the match intro for the fixture's next game; it starts the real game scene."""
        if self.app is None:
            return
        from scenes.tournament.match_intro import MatchIntro

        spec = self.t_.next_spec(fx)
        if spec is None:
            return
        if self.sim_all:
            self.sim_all = False
            self.notify("Simulating stopped for this match; start it again from the hub.")
        config = self.t_.config
        seats = []
        for e in (spec.blue, spec.red):
            ent = config.entrants[e]
            seats.append(SeatSpec("cpu", ent.level, None, ent.name) if ent.is_cpu else
                         SeatSpec("human", "normal", None, ent.name))
        options = knockout_options(spec.game_id) if spec.knockout else {}
        setup = GameSetup(spec.game_id, spec.seed, (seats[0], seats[1]), config.clock, options)

        def make(final: GameSetup) -> Scene:
            scene = make_game_scene(final, sync_bots=self.sync)
            scene.on_end = lambda game, s=spec: self.game_ended(s, game)  # type: ignore[attr-defined]
            scene.on_result = self.game_over  # type: ignore[attr-defined]
            if watch:
                scene.speed = WATCH_SPEED  # type: ignore[attr-defined]
            return scene

        self.app.stack.push(MatchIntro(setup, self.match_heading(fx, spec), make, self.match_note(fx, spec)))

    def match_heading(self, fx: Fixture, spec: GameSpec) -> str:
        t = self.t_
        words = f"{t.config.name} - {round_name(t, fx.round)}"
        if t.config.format != "elimination":
            words += f" of {t.rounds_total}"
        return words

    def match_note(self, fx: Fixture, spec: GameSpec) -> str:
        if spec.replay:
            return f"Replay {spec.replay} (seats swapped)"
        if self.t_.config.pentathlon:
            return f"Event {spec.index + 1} of {len(self.t_.config.events)}"
        if spec.knockout:
            return "Knockout: a draw is replayed"
        return ""

    def game_ended(self, spec: GameSpec, scene: Any) -> None:
        """A tournament game has just ended (its result screen is about to show): record and store it
        now, so closing the window on the result screen loses nothing. The game calls this once."""
        clock = getattr(scene, "clock", None)
        record = GameRecord.of(spec, tuple(scene.state.scores), scene.winner, scene.end_method,
                               tuple(scene.actions), tuple(clock.log) if clock is not None else ())
        self.record(record, celebrate=False)  # the champion is celebrated once the players are back here

    def game_over(self, scene: Any) -> None:
        """A tournament game's result screen was left (its result is already stored): back here."""
        scene.leave()
        if self.app is not None:
            self.app.input.release_all()
        self.celebrate()

    def simulate(self, fx: Fixture) -> None:
        """Play a fixture's next game between computers in the background."""
        spec = self.t_.next_spec(fx)
        if spec is None:
            return
        if self.sim is not None:
            self.notify("Another game is being simulated: wait a moment.")
            return
        self.start_sim(spec)

    def start_sim(self, spec: GameSpec) -> None:
        self.sim_spec = spec
        self.sim = self.worker.submit(play_cpu_game, self.t_.config, spec)
        self.rebuild()

    def toggle_simulate_all(self) -> None:
        if self.tournament is None:
            return
        if self.sim_all:
            self.sim_all = False
            self.notify("Simulation stopped." + (" The game in progress is recorded if you wait here for it."
                                                   if self.sim is not None else ""))
        else:
            if not self.waiting_cpu_games() and self.sim is None:
                return
            self.sim_all = True
            self.sim_played = 0
        self.rebuild()
        self.group.focus_key("simulate_all")

    # -- results ---------------------------------------------------------------------
    def record(self, game: GameRecord, celebrate: bool = True) -> bool:
        """Record a finished game and store it (with any coin toss) in one transaction; False if it was not.

        The tournament in memory never runs ahead of the file: if the write fails the tournament is
        read back from the file (without that game, which is played again), so later results are never
        stored on top of a missing one. `celebrate=False` leaves a champion to `celebrate()` later."""
        t = self.t_
        try:
            added = t.record(game)
        except ValueError as exc:
            self.notify(f"That result could not be recorded: {exc}")
            return False
        try:
            self.store.add_games(self.tid, added, finished=t.finished)
        except (StoreError, sqlite3.Error, OSError) as exc:
            self.write_failed(game, exc)
            return False
        for extra in added[1:]:
            if extra.method == COIN:
                self.notify(f"Drawn again and again: a coin toss sends {t.name(extra.winner)} through.")
        self.rebuild()
        if t.finished and not self.was_finished:
            self.was_finished = True
            self.sim_all = False
            self.champion_due = True
            self.rebuild()
            if celebrate:
                self.celebrate()
        return True

    def write_failed(self, game: GameRecord, exc: BaseException) -> None:
        """A result could not be written: go back to what the file holds and say the game is replayed."""
        who = f"{self.t_.name(game.blue)} v {self.t_.name(game.red)}"
        self.sim_all = False
        try:
            self.tournament = self.store.load(self.tid)
        except (StoreError, sqlite3.Error) as again:
            self.tournament = None
            self.error = f"The result of {who} could not be saved ({exc}), and the tournament file cannot be " \
                         f"read back ({again}). Try again later from Tournament in the menu."
        else:
            self.was_finished = self.t_.finished
        self.notify(f"The result of {who} could not be saved to the tournament file ({exc}): "
                    "that game will be played again.")
        self.rebuild()

    def celebrate(self) -> None:
        """Show the champion, once, if the tournament has just been won."""
        if not self.champion_due or self.tournament is None or self.app is None:
            return
        self.champion_due = False
        champion = self.t_.champion()
        if champion is not None:
            self.app.stack.push(ChampionScene(self.t_.name(champion), self.t_.config.name, self.tid))

    def update(self, dt: float) -> None:
        self.t += dt
        if self.tournament is None:
            return
        if self.sim is not None and self.sim.done():
            self.collect()
        if self.sim is None and self.sim_all:
            spec = self.next_cpu_spec()
            if spec is None:
                self.sim_all = False
                if not self.t_.finished:
                    self.notify("Every computer game that can be played now is done; "
                                "the next matches need their players.")
                self.rebuild()
            else:
                self.start_sim(spec)

    def collect(self) -> None:
        fut, spec = self.sim, self.sim_spec
        assert fut is not None and spec is not None
        self.sim, self.sim_spec = None, None
        try:
            game = fut.result()
        except Exception as exc:  # the worker process died: think in this process from now on
            if not self.worker.sync:
                self.worker.close()
                self.worker.sync = True
                self.notify(f"The background helper stopped ({type(exc).__name__}); "
                            "simulating in the main process instead.")
                self.start_sim(spec)
                return
            self.sim_all = False
            self.notify(f"{self.t_.name(spec.blue)} v {self.t_.name(spec.red)} could not be simulated: {exc}")
            self.rebuild()
            return
        self.sim_played += 1
        self.record(game)

    def export(self) -> None:
        """Write the results as CSV and JSON under the data folder's exports."""
        if self.app is None or self.tournament is None:
            return
        base = self.app.paths.data / "exports" / f"{safe_name(self.t_.config.name)}-{self.tid}"
        paths = [Path(f"{base}.csv"), Path(f"{base}.json")]
        try:
            for p in paths:
                export(self.t_, p)
        except (OSError, ValueError) as exc:
            self.notify(f"The results could not be exported: {exc}")
            return
        self.sound("confirm")
        self.notify(f"Results exported to {paths[0]} and {paths[1].name}")

    # -- words ------------------------------------------------------------------------
    def score_text(self, fx: Fixture) -> str:
        played = [g for g in fx.games if g.method != COIN]
        if not played:
            return "v"
        a, b = fx.goals()
        return f"{a} - {b}"

    def games_note(self, fx: Fixture) -> str:
        """The story of a fixture's games beyond the score: replays, coin tosses, time, resignations."""
        return ", ".join(self.note_parts(fx))

    def note_parts(self, fx: Fixture) -> list[str]:
        """games_note, one part per game."""
        t = self.t_
        parts: list[str] = []
        single = len(fx.games) == 1
        for i, g in enumerate(fx.games):
            if g.method == COIN:
                parts.append(f"coin toss: {t.name(g.winner)}")
                continue
            loser = None if g.winner is None else (g.red if g.winner == g.blue else g.blue)
            a, b = g.score if g.blue == fx.blue else (g.score[1], g.score[0])
            if t.config.pentathlon:
                words = f"{TITLES.get(g.game_id, g.game_id)} {a}-{b}"
            elif single:
                words = ""
            else:
                words = f"{'replay ' if i and t.config.knockout else ''}{a}-{b}"
            extra = ""
            if g.method == ON_TIME:
                extra = f"{t.name(loser)} lost on time"
            elif g.method == RESIGNED:
                extra = f"{t.name(loser)} resigned"
            elif g.method == CAPPED:
                extra = "move limit"
            if words and extra:
                words = f"{words} ({extra})"
            elif extra:
                words = extra
            if words:
                parts.append(words)
        return parts

    # -- drawing ------------------------------------------------------------------------
    @property
    def palette(self) -> theme.Palette:
        return self.app.palette if self.app is not None else theme.STANDARD

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        if self.tournament is None:
            self.draw_error(surface)
            return
        self.draw_header(surface)
        self.draw_tabs(surface)
        if self.tab == "fixtures":
            self.draw_fixtures(surface)
        elif self.tab == "standings":
            self.draw_standings(surface)
        elif self.t_.config.format == "elimination":
            self.draw_bracket(surface)
        else:
            self.draw_cross_table(surface)
        for b in self.group.buttons:
            if b.key in ("simulate_all", "export", "back"):
                self.draw_action(surface, b)
        items: list[tuple[Action, str]] = [(Action.CONFIRM, "Select"), (Action.NEXT, "Next tab")]
        items.append((Action.BACK, "Stop simulating" if self.sim_all else "Back"))
        draw_prompt_bar(self, surface, items)

    def draw_error(self, surface: pygame.Surface) -> None:
        cx = theme.CANVAS_W // 2
        box = pygame.Rect(0, 0, 1300, 360)
        box.center = (cx, 420)
        panel(surface, box, theme.NIGHT_2, theme.DANGER, radius=28, alpha=240)
        text.blit_text(surface, "This tournament cannot be opened", 64, theme.INK, (cx, box.y + 40), "midtop",
                       True, True)
        for i, line in enumerate(text.wrap(self.error, 38, box.w - 100)[:5]):
            text.blit_text(surface, line, 38, theme.INK_DIM, (cx, box.y + 140 + 48 * i), "midtop")
        for i, b in enumerate(self.group.buttons):
            draw_button(surface, b, i == self.group.focus, self.t)
        draw_prompt_bar(self, surface, [(Action.CONFIRM, "Select"), (Action.BACK, "Back")])

    def draw_header(self, surface: pygame.Surface) -> None:
        t = self.t_
        note = t.note  # e.g. a Swiss that ended early: no pairing without a rematch was left
        # With a note the three lines share the room above the tabs.
        name_y, bits_y, bits_size = (12, 78, 32) if note else (24, 100, 36)
        name_size = fit_size(t.config.name, 60 if note else 68, 1180, True, 44)
        text.blit_text(surface, t.config.name, name_size, theme.INK, (60, name_y), "topleft", True, True)
        bits = [t.config.game_label, FORMAT_NAMES[t.config.format]]
        if t.finished:
            bits.append("finished")
        else:
            r = t.current_round
            bits.append(f"{round_name(t, r)}" + (f" of {t.rounds_total}" if t.config.format != "elimination" else ""))
        bits.append(f"clock {TimeControl.parse(t.config.clock).label}" if t.config.clock else "no clock")
        text.blit_text(surface, "   -   ".join(bits), bits_size, theme.INK_DIM, (62, bits_y), "topleft")
        if note:
            text.blit_text(surface, note, fit_size(note, 28, 1220, False, 20), theme.GOLD, (62, 114), "topleft")
        box = pygame.Rect(1300, 20, 580, 112)
        if self.sim is not None or self.sim_all:
            panel(surface, box, theme.NIGHT_2, theme.GOLD, radius=20, alpha=235)
            draw_spinner(surface, (box.x + 56, box.centery), 30, self.t)
            spec = self.sim_spec
            line1 = "Simulating..." if spec is None else f"{t.name(spec.blue)} v {t.name(spec.red)}"
            size = fit_size(line1, 38, box.w - 130, True)
            text.blit_text(surface, line1, size, theme.INK, (box.x + 110, box.y + 20), "topleft", True)
            if self.sim_all:
                line2 = f"{self.sim_played} played, {self.waiting_cpu_games()} waiting"
            else:
                line2 = "simulating in the background"
            text.blit_text(surface, line2, 32, theme.INK_DIM, (box.x + 110, box.y + 66), "topleft")
        elif t.finished and t.champion() is not None:
            panel(surface, box, theme.mix(theme.NIGHT_2, theme.GOLD, 0.18), theme.GOLD, radius=20, alpha=240)
            draw_trophy(surface, (box.x + 60, box.centery), 84)
            name = t.name(t.champion())
            text.blit_text(surface, "Champion", 32, theme.GOLD, (box.x + 120, box.y + 14), "topleft", True)
            text.blit_text(surface, name, fit_size(name, 52, box.w - 140, True), theme.INK,
                           (box.x + 120, box.y + 50), "topleft", True, True)

    def draw_tabs(self, surface: pygame.Surface) -> None:
        from sprites.ui import glyphs

        tabs = [b for b in self.group.buttons if b.key.startswith("tab:")]
        for b in tabs:
            selected = b.key[4:] == self.tab
            focused = self.group.focused is b
            fill = theme.GOLD if selected else theme.PANEL
            panel(surface, b.rect, fill, theme.FOCUS if focused else theme.PANEL_EDGE, radius=16)
            ink = theme.NIGHT if selected else theme.INK
            text.blit_text(surface, b.label, 44, ink, b.rect.center, "center", True)
            if focused:
                focus_ring(surface, b.rect, self.t, radius=16)
        if tabs and self.app is not None:
            device = self.app.prompt_device()
            kind = self.app.input.device_kind(device)
            key_set = device if device in ("kb1", "kb2") else "kb1"
            overrides = self.app.settings.key_bindings
            left = glyphs.glyph(kind, Action.PREV, 48, key_set, overrides)
            right = glyphs.glyph(kind, Action.NEXT, 48, key_set, overrides)
            surface.blit(left, left.get_rect(midright=(tabs[0].rect.left - 24, tabs[0].rect.centery)))
            surface.blit(right, right.get_rect(midleft=(tabs[-1].rect.right + 24, tabs[-1].rect.centery)))

    def draw_action(self, surface: pygame.Surface, b: Button) -> None:
        draw_button(surface, b, self.group.focused is b, self.t, 40, b.key == "simulate_all" and self.sim_all)

    # fixtures
    def draw_fixtures(self, surface: pygame.Surface) -> None:
        t = self.t_
        pal = self.palette
        clip = surface.get_clip()
        surface.set_clip(CONTENT)
        rows = {b.extra["fixture"]: b for b in self.group.buttons if b.extra.get("scrolls")}
        for kind, item, y in self.fixture_layout():
            top = CONTENT.y + EDGE + y - self.scroll
            if top > CONTENT.bottom or top + ROW_H < CONTENT.y:
                continue
            if kind == "round":
                self.draw_round_heading(surface, int(item), top)
            elif kind == "later":
                r = int(item)
                words = f"{round_name(t, r)}" + (f" to {round_name(t, t.rounds_total)}" if r < t.rounds_total else "")
                text.blit_text(surface, f"{words}: drawn when {round_name(t, r - 1).lower()} is complete", 36,
                               theme.INK_FAINT, (CONTENT.x + EDGE + 10, top + ROUND_H // 2), "midleft")
            else:
                b = rows.get(item.id)
                if b is not None:
                    self.draw_fixture(surface, item, b, pal)
        surface.set_clip(clip)
        self.draw_scrollbar(surface)

    def draw_round_heading(self, surface: pygame.Surface, r: int, top: int) -> None:
        t = self.t_
        fxs = t.round_fixtures(r)
        if all(fx.done for fx in fxs):
            state, color = "complete", theme.INK_FAINT
        elif r == t.current_round or t.config.format in ("roundrobin", "double-roundrobin"):
            state, color = "now playing", theme.OK
        else:
            state, color = "to come", theme.INK_FAINT
        x = CONTENT.x + EDGE + 10
        rect = text.blit_text(surface, round_name(t, r), 40, theme.GOLD, (x, top + ROUND_H // 2), "midleft", True)
        text.blit_text(surface, state, 32, color, (rect.right + 24, top + ROUND_H // 2), "midleft")
        pygame.draw.line(surface, theme.PANEL_EDGE, (rect.right + 180, top + ROUND_H // 2),
                         (CONTENT.right - EDGE, top + ROUND_H // 2), 2)

    def draw_fixture(self, surface: pygame.Surface, fx: Fixture, b: Button, pal: theme.Palette) -> None:
        t = self.t_
        focused = self.group.focused is b
        rect = b.rect
        pending = self.playable(fx)
        fill = theme.PANEL if pending else theme.mix(theme.NIGHT_2, theme.PANEL, 0.5)
        if focused:
            fill = theme.mix(fill, theme.PANEL_EDGE, 0.45)
        panel(surface, rect, fill, theme.FOCUS if focused else theme.PANEL_EDGE, radius=14, width=2)
        if focused:
            focus_ring(surface, rect, self.t, radius=14)
        x0, cy = rect.x, rect.centery
        # seat colour ticks at both ends of the names
        for seat, e in ((0, fx.blue), (1, fx.red)):
            if e is None:
                continue
            name = t.name(e)
            won = fx.done and fx.winner == e
            lost = fx.done and fx.winner is not None and fx.winner != e
            color = pal.seat_light[seat] if not lost else theme.mix(pal.seat_light[seat], theme.INK_FAINT, 0.6)
            size = fit_size(name, 42, NAME_W, True)
            if seat == 0:
                r = text.blit_text(surface, name, size, color, (x0 + SCORE_X - 80, cy), "midright", True)
                mark_x = r.left - 26
            else:
                r = text.blit_text(surface, name, size, color, (x0 + SCORE_X + 80, cy), "midleft", True)
                mark_x = r.right + 26
            pygame.draw.circle(surface, pal.seat[seat], (mark_x, cy), 9)
            if won:
                draw_trophy(surface, (mark_x + (-30 if seat == 0 else 30), cy), 36)
        if fx.red is None:
            text.blit_text(surface, "bye", 38, theme.INK_FAINT, (x0 + SCORE_X, cy), "center")
            return
        score = self.score_text(fx)
        text.blit_text(surface, score, 46 if score != "v" else 40, theme.INK if score != "v" else theme.INK_DIM,
                       (x0 + SCORE_X, cy), "center", True)
        right = rect.right - 26
        width = right - (x0 + SCORE_X + 80 + NAME_W + 90)
        if self.busy_with(fx):
            draw_spinner(surface, (right - 18, cy), 16, self.t)
            text.blit_text(surface, "simulating", 34, theme.GOLD, (right - 48, cy), "midright")
            return
        parts = self.note_parts(fx)
        if pending:
            action = "Play now" if not self.cpu_fixture(fx) else "Watch or simulate"
            if fx.games:
                nxt = "Next event" if self.t_.config.pentathlon else "Replay next"
                action = f"{nxt}: {action.lower()}"
            col = theme.GOLD if focused else theme.INK
            if parts:
                line = fit_parts(parts, 28, width, 1)[0]
                text.blit_text(surface, line, 28, theme.INK_DIM, (right, cy - 16), "midright")
                text.blit_text(surface, action, fit_size(action, 32, width), col, (right, cy + 16), "midright", True)
            else:
                text.blit_text(surface, action, fit_size(action, 36, width), col, (right, cy), "midright", True)
        elif not fx.done:
            text.blit_text(surface, "waiting", 32, theme.INK_FAINT, (right, cy), "midright")
        elif parts:
            one = ", ".join(parts)
            if text.font(34).size(one)[0] <= width:
                text.blit_text(surface, one, 34, theme.INK_DIM, (right, cy), "midright")
            else:
                for i, line in enumerate(fit_parts(parts, 28, width, 2)):
                    text.blit_text(surface, line, 28, theme.INK_DIM, (right, cy + (i - 0.5) * 28), "midright")

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        total = self.list_height() + 2 * EDGE
        if total <= CONTENT.h:
            return
        track = pygame.Rect(CONTENT.right + 16, CONTENT.y + EDGE, 10, CONTENT.h - 2 * EDGE)
        pygame.draw.rect(surface, theme.NIGHT_2, track, border_radius=5)
        h = max(40, track.h * CONTENT.h // total)
        y = track.y + (track.h - h) * self.scroll // max(1, self.max_scroll())
        pygame.draw.rect(surface, theme.PANEL_EDGE, pygame.Rect(track.x, y, track.w, h), border_radius=5)

    # standings
    def draw_standings(self, surface: pygame.Surface) -> None:
        t = self.t_
        fmt = t.config.format
        extra = [k for k in tiebreaks_for(fmt) if k not in SHOWN_ELSEWHERE]
        cols: list[tuple[str, int, str]] = [("#", 80, "center"), ("Name", 450, "midleft"), ("P", 90, "center"),
                                            ("W", 90, "center"), ("D", 90, "center"), ("L", 90, "center"),
                                            ("Goals", 160, "center"), ("GD", 110, "center"),
                                            ("Pts", 120, "center")]
        if fmt == "elimination":
            cols.append(("Reached", 240, "center"))
        cols += [(TIEBREAK_LABELS.get(k, k), 140, "center") for k in extra]
        total_w = sum(w for _, w, _ in cols)
        x0 = CONTENT.centerx - total_w // 2
        ranking = t.ranking()
        n = len(ranking)
        head_h = 56
        row_h = min(64, (CONTENT.h - head_h) // max(1, n))
        size = 40 if row_h >= 56 else (34 if row_h >= 44 else 30)
        y = CONTENT.y
        xs = []
        x = x0
        for label, w, anchor in cols:
            xs.append(x)
            pos = (x + 20, y + head_h // 2) if anchor == "midleft" else (x + w // 2, y + head_h // 2)
            text.blit_text(surface, label, 34, theme.GOLD, pos, anchor, True)
            x += w
        pygame.draw.line(surface, theme.PANEL_EDGE, (x0, y + head_h - 4), (x0 + total_w, y + head_h - 4), 2)
        y += head_h
        champion = t.champion()
        for i, (place, row) in enumerate(ranking):
            rect = pygame.Rect(x0, y + i * row_h, total_w, row_h - 4)
            if row.entrant == champion:
                fill = theme.mix(theme.PANEL, theme.GOLD, 0.35)
            else:
                fill = theme.PANEL if i % 2 == 0 else theme.mix(theme.PANEL, theme.NIGHT_2, 0.6)
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            gd = f"{row.goal_difference:+d}" if row.goal_difference else "0"
            values = [str(place), t.name(row.entrant), str(row.played), str(row.won), str(row.drawn), str(row.lost),
                      f"{row.goals_for}-{row.goals_against}", gd, str(row.points)]
            alive = False
            if fmt == "elimination":
                reached, alive = self.reached_text(row.entrant)
                values.append(reached)
            values += [self.number(row.tiebreaks.get(k, 0.0)) for k in extra]
            for (label, w, anchor), x, value in zip(cols, xs, values):
                bold = label in ("Pts", "Name")
                color = theme.GOLD if label == "Pts" else (theme.OK if label == "Reached" and alive else theme.INK)
                if label == "Name":
                    s = fit_size(value, size, w - 30, True)
                    text.blit_text(surface, value, s, color, (x + 20, rect.centery), "midleft", True)
                    if row.entrant == champion:
                        draw_trophy(surface, (x + w - 24, rect.centery), row_h - 14)
                else:
                    text.blit_text(surface, value, fit_size(value, size, w - 12, bold), color,
                                   (x + w // 2, rect.centery), "center", bold)

    @staticmethod
    def number(v: float) -> str:
        return f"{v:g}" if float(v).is_integer() else f"{v:.1f}"

    def reached_text(self, entrant: int) -> tuple[str, bool]:
        """The furthest round an entrant reached, and whether they are still in (shown in green)."""
        t = self.t_
        r = t.reached(entrant)
        if r > t.rounds_total:
            return "Champion", False
        if r == 0:
            return "-", False
        out = any(fx.done and fx.red is not None and fx.winner is not None and fx.winner != entrant
                  and entrant in (fx.blue, fx.red) for fx in t.fixtures)
        return round_name(t, r), not out

    # bracket
    def draw_bracket(self, surface: pygame.Surface) -> None:
        t = self.t_
        pal = self.palette
        rounds = t.rounds_total
        cols = rounds + 1  # the last column holds the champion
        gap = 46
        col_w = min(420, (CONTENT.w - gap * (cols - 1)) // cols)
        x0 = CONTENT.centerx - (cols * col_w + (cols - 1) * gap) // 2
        head_h = 50
        area_top, area_h = CONTENT.y + head_h, CONTENT.h - head_h
        slots1 = 2 ** (rounds - 1)
        slot_h = area_h / slots1
        box_h = min(112, int(slot_h - 10))
        size = 38 if box_h >= 96 else (32 if box_h >= 76 else 28)
        centres: list[list[float]] = []
        for r in range(1, rounds + 1):
            n = 2 ** (rounds - r)
            if r == 1:
                cs = [area_top + slot_h * (i + 0.5) for i in range(n)]
            else:
                prev = centres[-1]
                cs = [(prev[2 * i] + prev[2 * i + 1]) / 2 for i in range(n)]
            centres.append(cs)
        for r in range(1, rounds + 1):
            x = x0 + (r - 1) * (col_w + gap)
            text.blit_text(surface, round_name(t, r), 34, theme.GOLD, (x + col_w // 2, CONTENT.y + head_h // 2),
                           "center", True)
            fxs = t.round_fixtures(r)
            for i, cy in enumerate(centres[r - 1]):
                fx = fxs[i] if i < len(fxs) else None
                box = pygame.Rect(x, round(cy - box_h / 2), col_w, box_h)
                self.draw_bracket_box(surface, box, fx, size, pal)
                if r < rounds:  # the line to the next round
                    nx = x + col_w + gap
                    ny = centres[r][i // 2]
                    mid = x + col_w + gap // 2
                    col = theme.GOLD if fx is not None and fx.done and fx.winner is not None else theme.PANEL_EDGE
                    pygame.draw.lines(surface, col, False, [(box.right, cy), (mid, cy), (mid, ny), (nx, ny)], 3)
        # the champion
        x = x0 + rounds * (col_w + gap)
        cy = centres[-1][0]
        final = t.round_fixtures(rounds)
        champ = final[0].winner if final and final[0].done else None
        text.blit_text(surface, "Champion", 34, theme.GOLD, (x + col_w // 2, CONTENT.y + head_h // 2), "center", True)
        pygame.draw.line(surface, theme.GOLD if champ is not None else theme.PANEL_EDGE,
                         (x - gap, cy), (x, cy), 3)
        box = pygame.Rect(x, round(cy - 90), col_w, 180)
        panel(surface, box, theme.mix(theme.NIGHT_2, theme.GOLD, 0.22 if champ is not None else 0.0),
              theme.GOLD if champ is not None else theme.PANEL_EDGE, radius=18, width=3)
        draw_trophy(surface, (box.centerx, box.y + 58), 88)
        name = t.name(champ) if champ is not None else "?"
        text.blit_text(surface, name, fit_size(name, 44, col_w - 24, True),
                       theme.INK if champ is not None else theme.INK_FAINT, (box.centerx, box.bottom - 34), "center",
                       True)

    def draw_bracket_box(self, surface: pygame.Surface, box: pygame.Rect, fx: Fixture | None, size: int,
                         pal: theme.Palette) -> None:
        t = self.t_
        live = fx is not None and self.playable(fx)
        panel(surface, box, theme.PANEL, theme.OK if live else theme.PANEL_EDGE, radius=12, width=3 if live else 2)
        half = box.h / 2
        pygame.draw.line(surface, theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.6), (box.x + 10, box.centery),
                         (box.right - 10, box.centery), 1)
        entrants = (fx.blue, fx.red) if fx is not None else (None, None)
        goals = fx.goals() if fx is not None and any(g.method != COIN for g in fx.games) else None
        for seat, e in enumerate(entrants):
            cy = box.y + half * (seat + 0.5)
            line = pygame.Rect(box.x + 4, round(cy - half / 2) + 3, box.w - 8, round(half) - 6)
            won = fx is not None and fx.done and fx.winner is not None and fx.winner == e
            lost = fx is not None and fx.done and fx.winner is not None and fx.winner != e
            if won:
                pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.GOLD, 0.3), line, border_radius=8)
            pygame.draw.rect(surface, pal.seat[seat], pygame.Rect(box.x + 10, cy - half * 0.3, 8, half * 0.6),
                             border_radius=3)
            if fx is None:
                name, color = "?", theme.INK_FAINT
            elif e is None:
                name, color = "bye", theme.INK_FAINT
            else:
                name = t.name(e)
                color = theme.GOLD if won else (theme.INK_FAINT if lost else theme.INK)
            score_w = 70 if goals is not None else 0
            text.blit_text(surface, name, fit_size(name, size, box.w - 50 - score_w, won), color,
                           (box.x + 30, cy), "midleft", won)
            if goals is not None and e is not None:
                text.blit_text(surface, str(goals[seat]), size, color, (box.right - 18, cy), "midright", True)

    # cross table
    def draw_cross_table(self, surface: pygame.Surface) -> None:
        t = self.t_
        order = [row.entrant for _, row in t.ranking()]
        pos = {e: i for i, e in enumerate(order)}
        n = len(order)
        head_h = 56
        row_h = min(70, (CONTENT.h - head_h) // n)
        name_w, pts_w = 380, 120
        cell_w = min(170, (CONTENT.w - name_w - pts_w - 60) // n)
        total = 60 + name_w + n * cell_w + pts_w
        x0 = CONTENT.centerx - total // 2
        size = 36 if row_h >= 56 else (30 if row_h >= 44 else 26)
        cells: dict[tuple[int, int], list[GameRecord]] = {}
        for fx in t.fixtures:
            for g in fx.games:
                if g.method == COIN:
                    continue
                cells.setdefault((g.blue, g.red), []).append(g)
                cells.setdefault((g.red, g.blue), []).append(g)
        y = CONTENT.y
        gx = x0 + 60 + name_w
        for j in range(n):
            text.blit_text(surface, str(j + 1), 34, theme.GOLD, (gx + j * cell_w + cell_w // 2, y + head_h // 2),
                           "center", True)
        text.blit_text(surface, "Pts", 34, theme.GOLD, (gx + n * cell_w + pts_w // 2, y + head_h // 2), "center", True)
        y += head_h
        points = {row.entrant: row.points for _, row in t.ranking()}
        for i, e in enumerate(order):
            ry = y + i * row_h
            band = pygame.Rect(x0, ry, total, row_h - 4)
            fill = theme.PANEL if i % 2 == 0 else theme.mix(theme.PANEL, theme.NIGHT_2, 0.6)
            pygame.draw.rect(surface, fill, band, border_radius=8)
            text.blit_text(surface, str(i + 1), size, theme.GOLD, (x0 + 30, band.centery), "center", True)
            name = t.name(e)
            text.blit_text(surface, name, fit_size(name, size, name_w - 20, True), theme.INK,
                           (x0 + 70, band.centery), "midleft", True)
            for other in order:
                j = pos[other]
                cell = pygame.Rect(gx + j * cell_w + 3, ry + 3, cell_w - 6, row_h - 10)
                if other == e:
                    pygame.draw.rect(surface, theme.NIGHT, cell, border_radius=6)
                    continue
                games = cells.get((e, other), [])
                if not games:
                    text.blit_text(surface, "-", size, theme.INK_FAINT, cell.center, "center")
                    continue
                words = []
                colors = []
                for g in games:
                    mine, theirs = g.score if g.blue == e else (g.score[1], g.score[0])
                    words.append(f"{mine}-{theirs}")
                    colors.append(theme.OK if g.winner == e else (theme.DANGER if g.winner is not None
                                                                  else theme.INK_DIM))
                if len(games) == 1:
                    pygame.draw.rect(surface, theme.mix(theme.NIGHT_2, colors[0], 0.22), cell, border_radius=6)
                    text.blit_text(surface, words[0], fit_size(words[0], size, cell.w - 8, True), colors[0],
                                   cell.center, "center", True)
                else:
                    half = cell.w // len(games)
                    for k, (w, c) in enumerate(zip(words, colors)):
                        text.blit_text(surface, w, fit_size(w, size - 4, half - 4, True), c,
                                       (cell.x + half * k + half // 2, cell.centery), "center", True)
            text.blit_text(surface, str(points[e]), size, theme.GOLD, (gx + n * cell_w + pts_w // 2, band.centery),
                           "center", True)


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


@functools.lru_cache(maxsize=2)
def _glow(r: int) -> pygame.Surface:
    """A soft gold halo (drawn once)."""
    surf = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    for i in range(r, 0, -4):
        a = round(90 * (1 - i / r) ** 1.6)
        pygame.draw.circle(surf, (*theme.GOLD, a), (r, r), i)
    return surf


class ChampionScene(FrozenBackdrop, Scene):
    """The champion moment: confetti, the trophy and the winner's name, big."""

    opaque = False
    name = "champion"
    dim_alpha = 190

    def __init__(self, champion: str, tournament: str, seed: int = 0) -> None:
        super().__init__()
        self.champion = champion
        self.tournament = tournament
        self.seed = seed
        self.t = 0.0
        self.confetti: Any = None
        self.volleys = 0

    def enter(self) -> None:
        try:
            from sprites.fx.confetti import Confetti

            self.confetti = Confetti(pygame.Rect(0, 0, theme.CANVAS_W, theme.CANVAS_H), seed=self.seed, count=200)
        except ImportError:  # decoration only
            self.confetti = None
        if self.app is not None:
            self.app.sound("cheer")

    def handle(self, event: InputEvent) -> None:
        if self.t < 0.6:
            return  # a press meant for the last game must not skip the moment
        if event.action in (Action.CONFIRM, Action.BACK, Action.MENU, Action.CLICK):
            if self.app is not None:
                self.app.sound("confirm")
                self.app.stack.pop(self)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.confetti is not None:
            self.confetti.update(dt)
            if self.volleys < 3 and self.t > 2.2 * (self.volleys + 1):
                self.volleys += 1
                self.confetti.burst()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        cx = theme.CANVAS_W // 2
        halo = _glow(300)
        halo.set_alpha(round(190 + 65 * math.sin(self.t * 3.0)))
        surface.blit(halo, halo.get_rect(center=(cx, 330)))
        grow = min(1.0, self.t / 0.5)
        draw_trophy(surface, (cx, 330), 360 * (0.6 + 0.4 * grow))
        text.blit_text(surface, "CHAMPION", 64, theme.GOLD, (cx, 560), "midtop", True, True)
        size = fit_size(self.champion, 170, 1700, True, 80)
        text.blit_text(surface, self.champion, size, theme.INK, (cx, 640), "midtop", True, True)
        words = f"wins {self.tournament}"
        text.blit_text(surface, words, fit_size(words, 52, 1600), theme.INK_DIM, (cx, 660 + size), "midtop")
        if self.confetti is not None:
            self.confetti.draw(surface)
        draw_prompt_bar(self, surface, [(Action.CONFIRM, "Continue")])
