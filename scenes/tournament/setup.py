"""Setting up a tournament: name, game, format, clock, points and the entrants.

The left column holds the settings (LEFT/RIGHT change a value; CONFIRM on
Name opens the on-screen keyboard), the right column the entrants in seeding
order. On an entrant row LEFT/RIGHT cycle Human / Computer (random, easy,
normal, hard), CONFIRM renames, PREV/NEXT (LB/RB, Page Up/Down) move the
entrant up or down the seeding, SKIP (X, End) removes them; the mouse has
the same as small buttons on the row. Start tournament builds the `Config`,
stores it and opens the tournament's hub. Anything the configuration refuses
(too few entrants, two with one name) is said in words; nothing here raises.

It opens with the entrants of the last tournament started here (kept in the settings), else one person
and three computers. Default names: people are "Player 1", "Player 2" ...; computers get names
from `CPU_NAMES`, never one already taken. An entrant that still has a
default name gets the other kind of default when switched between human
and computer.

The entrant, Add and Start rows are drawn by `setup_rows`.
"""

from __future__ import annotations

import re
import sqlite3
from functools import partial

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.seeds import fresh_seed
from engines import ALL_GAME_IDS, TITLES
from scenes.ui.base import MenuScene
from scenes.ui.clock_choice import ClockChoice
from scenes.registry import playable
from scenes.tournament.setup_rows import draw_add, draw_entrant, draw_start
from scenes.tournament.widgets import fit
from sprites.ui.widgets import Button, draw_row, panel
from tournament.model import (
    FORMAT_NAMES,
    FORMATS,
    MAX_ENTRANTS,
    MIN_ENTRANTS,
    PENTATHLON,
    Config,
    Entrant,
)
from tournament.pairings import swiss_default_rounds
from tournament.standings import Scoring
from tournament.store import TournamentStore

#: Computer entrants' default names, used in this order (all different, all short).
CPU_NAMES = (
    "Waddles", "Captain Krill", "Nutmeg Nora", "Glacier Gus", "Puffin Pete", "Top Bin Tess", "Sliding Sam",
    "Flipper Finn", "Rockhopper Ray", "Iceberg Ivy", "Snowball", "Herring Hal", "Blizzard Bea",
    "Offside Olly", "Emperor Max", "Floe Jo", "Tiki Taka", "Frosty Boots", "Skipper", "Pebble",
)
PLAYER_NAME = re.compile(r"Player \d+")
KINDS = ("human", "random", "easy", "normal", "hard")
DEFAULT_NAME = "Matchday Cup"
MAX_TITLE_CHARS = 24
PENTATHLON_CLOCK = "10+5"
#: Shown instead of the points rows, which a knockout does not use.
KNOCKOUT_NOTE = ("No points in a knockout: the winner of each match goes through. A drawn game goes to "
                 "the game's own tie-break, then a replay with seats swapped, then a coin.")
MAX_POINTS = 10

LEFT_X, LEFT_W, ROW_TOP, ROW_H, ROW_PITCH = 70, 760, 150, 62, 70
START_TOP, START_H = 872, 96
RIGHT_X, RIGHT_W = 890, 960
LIST_TOP, ENTRANT_H, ENTRANT_PITCH, VISIBLE = 214, 58, 66, 9
ADD_TOP, ADD_H = 818, 66
ICON = 46
#: LEFT / RIGHT between the buttons under the entrant list (and over to Start).
SIDEWAYS = {
    ("add_cpu", Action.LEFT): "add_human",
    ("add_human", Action.RIGHT): "add_cpu",
    ("add_human", Action.LEFT): "start",
    ("start", Action.RIGHT): "add_human",
}


def pentathlon_events() -> tuple[str, ...]:
    """Every playable game, in the menu's order."""
    return tuple(g for g in ALL_GAME_IDS if playable(g))


def readable(exc: Exception) -> str:
    """A ValueError's text as a sentence."""
    words = str(exc).strip() or "That setup cannot be used."
    words = words[0].upper() + words[1:]
    return words if words.endswith((".", "!", "?")) else words + "."


def is_default_name(name: str) -> bool:
    return bool(PLAYER_NAME.fullmatch(name)) or name in CPU_NAMES


class TournamentSetup(MenuScene):
    """Build a tournament's Config and store it."""

    name = "tournament_setup"
    title = "New tournament"

    def __init__(self, store: TournamentStore) -> None:
        self.note_top = ROW_TOP
        super().__init__()
        self.store = store
        self.title_text = DEFAULT_NAME
        self.games: list[str] = [g for g in ALL_GAME_IDS if playable(g)]
        if len(self.games) > 1:
            self.games.append(PENTATHLON)
        self.game_index = 0
        self.format_index = 0
        self.rounds: int | None = None  # Swiss: None follows the default for the field size
        self.clock = self.default_clock()
        self.clock_touched = False
        self.points = [3, 1, 0]
        self.entrants: list[Entrant] = []
        self.scroll = 0
        self.dirty = False
        self.message = ""
        self.add_entrant("human")
        for _ in range(3):
            self.add_entrant("cpu")
        self.dirty = False

    def recall_entrants(self) -> None:
        """The entrants of the last tournament set up here (settings.tournament_entrants) in place of the four
        defaults; an entry that is no entrant (no name, an unknown level, a name taken twice) is skipped, and
        with fewer than two left the defaults stay."""
        if self.app is None:
            return
        kept: list[Entrant] = []
        for name, spec in self.app.settings.tournament_entrants[:MAX_ENTRANTS]:
            kind, _, level = spec.partition(":")
            try:
                entrant = Entrant(name, kind, level or "normal")
            except ValueError:
                continue
            if not any(e.name.casefold() == name.casefold() for e in kept):
                kept.append(entrant)
        if len(kept) >= MIN_ENTRANTS:
            self.entrants = kept

    def remember_entrants(self) -> None:
        """Keep this tournament's entrants for the next one set up."""
        if self.app is None:
            return
        self.app.settings.tournament_entrants = [[e.name, e.spec] for e in self.entrants]
        self.app.save_settings()

    # -- what has been chosen -----------------------------------------------------
    @property
    def game(self) -> str:
        return self.games[self.game_index] if self.games else PENTATHLON

    @property
    def pentathlon(self) -> bool:
        return self.game == PENTATHLON

    @property
    def events(self) -> tuple[str, ...]:
        return pentathlon_events() if self.pentathlon else (self.game,)

    @property
    def format(self) -> str:
        return FORMATS[self.format_index]

    @property
    def swiss_rounds(self) -> int | None:
        """The Swiss rounds to play (None when not Swiss or the field is too small to say)."""
        n = len(self.entrants)
        if self.format != "swiss" or n < MIN_ENTRANTS:
            return None
        return max(1, min(n - 1, self.rounds if self.rounds is not None else swiss_default_rounds(n)))

    def default_clock(self) -> ClockChoice:
        if self.pentathlon:
            return ClockChoice.from_text(PENTATHLON_CLOCK, PENTATHLON_CLOCK)
        return ClockChoice.for_game(self.game, on=True)

    def config(self, seed: int = 0) -> Config:
        """The tournament as set up now; ValueError (in words) if it cannot be played."""
        return Config(
            format=self.format,
            events=self.events,
            entrants=tuple(self.entrants),
            seed=seed,
            rounds=self.swiss_rounds,
            clock=self.clock.text,
            scoring=Scoring(*self.points) if self.format != "elimination" else Scoring(),
            pentathlon=self.pentathlon,
            name=self.title_text,
        )

    def plan(self) -> str:
        """'6 entrants: 5 rounds, 15 matches' (and games, for a Pentathlon)."""
        n = len(self.entrants)
        if n < MIN_ENTRANTS:
            return ""
        if self.format in ("roundrobin", "double-roundrobin"):
            legs = 2 if self.format == "double-roundrobin" else 1
            rounds, matches = legs * (n - 1 if n % 2 == 0 else n), legs * n * (n - 1) // 2
        elif self.format == "elimination":
            rounds, matches = (n - 1).bit_length(), n - 1
        else:
            rounds = self.swiss_rounds or 1
            matches = rounds * (n // 2)
        words = (f"{n} entrants: {rounds} round{'s' if rounds != 1 else ''}, "
                 f"{matches} match{'es' if matches != 1 else ''}")
        if self.pentathlon:
            words += f", {len(self.events)} games each"
        return words

    # -- names --------------------------------------------------------------------
    def taken(self, name: str, skip: int | None = None) -> bool:
        folded = name.casefold()
        return any(e.name.casefold() == folded for i, e in enumerate(self.entrants) if i != skip)

    def player_name(self, skip: int | None = None) -> str:
        n = 1
        while self.taken(f"Player {n}", skip):
            n += 1
        return f"Player {n}"

    def cpu_name(self, skip: int | None = None) -> str:
        for name in CPU_NAMES:
            if not self.taken(name, skip):
                return name
        n = 1
        while self.taken(f"Computer {n}", skip):
            n += 1
        return f"Computer {n}"

    # -- entrants -----------------------------------------------------------------
    def add_entrant(self, kind: str) -> None:
        if len(self.entrants) >= MAX_ENTRANTS:
            self.refuse(f"A tournament has at most {MAX_ENTRANTS} entrants.")
            return
        if kind == "human":
            self.entrants.append(Entrant(self.player_name(), "human", "normal"))
        else:
            self.entrants.append(Entrant(self.cpu_name(), "cpu", "normal"))
        self.dirty = True
        self.message = ""
        self.show(len(self.entrants) - 1)

    def kind_of(self, e: Entrant) -> str:
        return e.level if e.is_cpu else "human"

    def cycle_kind(self, index: int, delta: int) -> None:
        e = self.entrants[index]
        kind = KINDS[(KINDS.index(self.kind_of(e)) + delta) % len(KINDS)]
        name = e.name
        if is_default_name(name) and (kind == "human") != (e.kind == "human"):
            name = self.player_name(index) if kind == "human" else self.cpu_name(index)
        if kind == "human":
            self.entrants[index] = Entrant(name, "human", "normal")
        else:
            self.entrants[index] = Entrant(name, "cpu", kind)
        self.dirty = True
        self.sound("click")

    def move_entrant(self, index: int, delta: int) -> None:
        other = index + delta
        if not 0 <= other < len(self.entrants):
            self.sound("back")
            return
        self.entrants[index], self.entrants[other] = self.entrants[other], self.entrants[index]
        self.dirty = True
        self.sound("click")
        self.show(other)
        self.rebuild()
        self.group.focus_key(f"entrant{other}")

    def remove_entrant(self, index: int) -> None:
        if not 0 <= index < len(self.entrants):
            return
        del self.entrants[index]
        self.dirty = True
        self.message = ""
        self.sound("back")
        self.scroll = max(0, min(self.scroll, len(self.entrants) - VISIBLE))
        self.rebuild()
        if self.entrants:
            self.show(min(index, len(self.entrants) - 1))
            self.rebuild()
            self.group.focus_key(f"entrant{min(index, len(self.entrants) - 1)}")
        else:
            self.group.focus_key("add_human")

    def rename_entrant(self, index: int) -> None:
        if self.app is None:
            return
        from scenes.ui.name_entry import NameEntry

        def done(name: str) -> None:
            if self.taken(name, index):
                self.refuse(f"Another entrant is already called {name}.")
                return
            e = self.entrants[index]
            self.entrants[index] = Entrant(name, e.kind, e.level)
            self.dirty = True

        self.app.stack.push(NameEntry(f"Name of entrant {index + 1}", self.entrants[index].name, done))

    def rename_tournament(self) -> None:
        if self.app is None:
            return
        from scenes.ui.name_entry import NameEntry

        def done(name: str) -> None:
            self.title_text = name
            self.dirty = True

        self.app.stack.push(NameEntry("Name of the tournament", self.title_text, done, MAX_TITLE_CHARS))

    def show(self, index: int) -> None:
        """Scroll the entrant list so that row `index` is in view."""
        if index < self.scroll:
            self.scroll = index
        elif index >= self.scroll + VISIBLE:
            self.scroll = index - VISIBLE + 1
        self.scroll = max(0, min(self.scroll, max(0, len(self.entrants) - VISIBLE)))

    # -- settings -----------------------------------------------------------------
    def enter(self) -> None:
        taken = set()
        try:
            taken = {s.name.casefold() for s in self.store.summaries()}
        except sqlite3.Error:
            pass
        name, n = DEFAULT_NAME, 1
        while name.casefold() in taken:
            n += 1
            name = f"{DEFAULT_NAME} {n}"
        self.title_text = name
        self.recall_entrants()
        super().enter()
        self.group.focus_key("start")

    def cycle_game(self, delta: int) -> None:
        self.game_index = (self.game_index + delta) % len(self.games)
        if not self.clock_touched:
            self.clock = self.default_clock()
        self.changed()

    def cycle_format(self, delta: int) -> None:
        self.format_index = (self.format_index + delta) % len(FORMATS)
        self.changed()

    def adjust_rounds(self, delta: int) -> None:
        current = self.swiss_rounds
        if current is None:
            self.sound("back")
            return
        wanted = max(1, min(len(self.entrants) - 1, current + delta))
        if wanted == current:
            self.sound("back")
            return
        self.rounds = wanted
        self.changed(rebuild=False)

    def adjust_points(self, which: int, delta: int) -> None:
        """Win, draw or loss points, keeping win > draw >= loss >= 0."""
        p = list(self.points)
        p[which] += delta
        win, draw, loss = p
        if not (MAX_POINTS >= win > draw >= loss >= 0):
            self.sound("back")
            return
        self.points = p
        self.changed(rebuild=False)

    def clock_changed(self) -> None:
        self.clock_touched = True
        self.changed()

    def changed(self, rebuild: bool = True) -> None:
        self.dirty = True
        self.message = ""
        self.sound("click")
        if rebuild:
            self.rebuild()

    def game_label(self) -> str:
        return "Pentathlon: every game" if self.pentathlon else TITLES.get(self.game, self.game)

    def rounds_label(self) -> str:
        r = self.swiss_rounds
        if r is None:
            return "-"
        default = self.rounds is None or r == swiss_default_rounds(len(self.entrants))
        return f"{r} (usual)" if default else str(r)

    # -- buttons ------------------------------------------------------------------
    def build(self) -> list[Button]:
        buttons: list[Button] = []
        y = ROW_TOP

        def row(key: str, label: str, **kw: object) -> None:
            nonlocal y
            buttons.append(Button(key, pygame.Rect(LEFT_X, y, LEFT_W, ROW_H), label, **kw))  # type: ignore[arg-type]
            y += ROW_PITCH

        row("name", "Name", value=lambda: fit(self.title_text, LEFT_W - 240, (40,))[0],
            on_activate=self.rename_tournament)
        if len(self.games) > 1:
            row("game", "Game", value=self.game_label, on_adjust=self.cycle_game)
        row("format", "Format", value=lambda: FORMAT_NAMES[self.format], on_adjust=self.cycle_format)
        if self.format == "swiss":
            row("rounds", "Rounds", value=self.rounds_label, on_adjust=self.adjust_rounds)
        for r in self.clock.rows("clock", self.clock_changed):
            row(r.key, r.label, value=r.value, on_adjust=r.adjust)
        if self.format == "elimination":
            self.note_top = y  # no points in a knockout: draw() says so where their rows would be
        else:
            for i, (key, label) in enumerate((("win", "Points for a win"), ("draw", "Points for a draw"),
                                              ("loss", "Points for a loss"))):
                row(key, label, value=(lambda i=i: str(self.points[i])),
                    on_adjust=(lambda d, i=i: self.adjust_points(i, d)))
        buttons.append(Button("start", pygame.Rect(LEFT_X, START_TOP, LEFT_W, START_H), "Start tournament",
                              on_activate=self.start))
        for row_i, index in enumerate(range(self.scroll, min(len(self.entrants), self.scroll + VISIBLE))):
            rect = pygame.Rect(RIGHT_X, LIST_TOP + row_i * ENTRANT_PITCH, RIGHT_W, ENTRANT_H)
            buttons.append(Button(f"entrant{index}", rect, self.entrants[index].name,
                                  on_activate=partial(self.rename_entrant, index),
                                  on_adjust=partial(self.cycle_kind, index),
                                  extra={"index": index}))
        full = len(self.entrants) >= MAX_ENTRANTS
        half = (RIGHT_W - 20) // 2
        for j, (key, label, kind) in enumerate((("add_human", "Add human", "human"),
                                                ("add_cpu", "Add computer", "cpu"))):
            rect = pygame.Rect(RIGHT_X + j * (half + 20), ADD_TOP, half, ADD_H)
            buttons.append(Button(key, rect, label, enabled=not full,
                                  disabled_reason=f"A tournament has at most {MAX_ENTRANTS} entrants.",
                                  on_activate=partial(self.add_and_rebuild, kind)))
        return buttons

    def add_and_rebuild(self, kind: str) -> None:
        self.add_entrant(kind)
        self.rebuild()

    def refuse(self, message: str) -> None:
        self.message = message
        self.sound("back")
        if self.app is not None:
            self.app.notify(message)

    @staticmethod
    def index_of(b: Button | None) -> int | None:
        value = b.extra.get("index") if b is not None else None
        return value if isinstance(value, int) else None

    def icon_rects(self, b: Button) -> dict[str, pygame.Rect]:
        """The mouse's buttons on an entrant row: seed up, seed down, remove."""
        rects: dict[str, pygame.Rect] = {}
        x = b.rect.right - 10
        for key in ("remove", "down", "up"):
            r = pygame.Rect(0, 0, ICON, ICON)
            r.midright = (x, b.rect.centery)
            rects[key] = r
            x = r.left - 8
        return rects

    def kind_rect(self, b: Button) -> pygame.Rect:
        """Where an entrant's Human / Computer value is (clicks step it)."""
        right = self.icon_rects(b)["up"].left - 14
        return pygame.Rect(right - 300, b.rect.y, 300, b.rect.height)

    # -- actions ------------------------------------------------------------------
    def start(self) -> None:
        try:
            config = self.config(self.app.new_seed() if self.app is not None else fresh_seed())
        except ValueError as exc:
            self.refuse(readable(exc))
            return
        try:
            tid = self.store.create(config)
        except sqlite3.Error as exc:
            self.refuse(f"The tournament could not be saved: {exc}.")
            return
        self.dirty = False
        if self.app is None:
            return
        self.remember_entrants()
        from scenes.tournament.menu import hub_scene

        hub = hub_scene(self.store, tid)
        if hub is None:
            self.app.notify(f"\"{config.name}\" is saved.")
            self.app.stack.pop(self)
            return
        self.app.stack.replace(hub)

    def go_back(self) -> None:
        if self.app is None:
            return
        if not self.dirty:
            super().go_back()
            return
        from scenes.ui.overlays import ConfirmScene

        self.sound("back")
        self.app.stack.push(ConfirmScene("Leave without starting? This setup will be lost.",
                                         lambda: self.app.stack.pop(self) if self.app else None,
                                         yes="Leave", no="Stay"))

    # -- input --------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        a = event.action
        index = self.index_of(self.group.focused)
        if index is not None:
            if a == Action.SKIP:
                self.remove_entrant(index)
                return
            if a in (Action.PREV, Action.NEXT):
                self.move_entrant(index, -1 if a == Action.PREV else 1)
                return
            if a in (Action.UP, Action.DOWN):
                step = -1 if a == Action.UP else 1
                target = index + step
                if 0 <= target < len(self.entrants) and not self.scroll <= target < self.scroll + VISIBLE:
                    self.show(target)
                    self.rebuild()
                    self.group.focus_key(f"entrant{target}")
                    self.sound("click")
                    return
        focused = self.group.focused
        link = SIDEWAYS.get((focused.key if focused is not None else "", a))
        if link is not None:
            # The wide entrant rows above would otherwise be "nearer" than the button beside.
            self.group.focus_key(link)
            self.sound("click")
            return
        if a == Action.CLICK and event.pos is not None and self.click_entrant(event.pos):
            return
        if a in (Action.SCROLL_UP, Action.SCROLL_DOWN):
            self.scroll_list(-1 if a == Action.SCROLL_UP else 1)
            return
        super().handle(event)

    def click_entrant(self, pos: tuple[float, float]) -> bool:
        """The mouse on an entrant row's own buttons or its Human / Computer value."""
        for b in self.group.buttons:
            index = self.index_of(b)
            if index is None or not b.rect.collidepoint(pos):
                continue
            self.group.focus_key(b.key)
            icons = self.icon_rects(b)
            if icons["remove"].collidepoint(pos):
                self.remove_entrant(index)
            elif icons["up"].collidepoint(pos):
                self.move_entrant(index, -1)
            elif icons["down"].collidepoint(pos):
                self.move_entrant(index, 1)
            elif self.kind_rect(b).collidepoint(pos):
                self.cycle_kind(index, -1 if pos[0] < self.kind_rect(b).centerx else 1)
            else:
                return False  # the name: the focus group renames
            return True
        return False

    def scroll_list(self, delta: int) -> None:
        top = max(0, min(self.scroll + delta, len(self.entrants) - VISIBLE))
        if top == self.scroll:
            return
        focused = self.index_of(self.group.focused)
        self.scroll = top
        self.rebuild()
        if focused is not None:
            self.group.focus_key(f"entrant{max(self.scroll, min(focused, self.scroll + VISIBLE - 1))}")

    # -- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        text.blit_text(surface, self.title, 84, theme.INK, (LEFT_X, 36), "topleft", text.DISPLAY, True)
        n = len(self.entrants)
        text.blit_text(surface, "Entrants", 56, theme.INK, (RIGHT_X, LIST_TOP - 22), "bottomleft", True)
        color = theme.INK_DIM if MIN_ENTRANTS <= n else theme.DANGER
        text.blit_text(surface, f"{n} of {MAX_ENTRANTS}", 40, color, (RIGHT_X + RIGHT_W, LIST_TOP - 26),
                       "bottomright")
        if not self.entrants:
            box = pygame.Rect(RIGHT_X, LIST_TOP, RIGHT_W, ENTRANT_PITCH * 3)
            panel(surface, box, theme.NIGHT_2, theme.PANEL_EDGE, radius=18, alpha=200)
            text.blit_text(surface, "No entrants yet: add people and computers below.", 36, theme.INK_DIM,
                           box.center, "center")
        self.draw_scroll_marks(surface)
        for i, b in enumerate(self.group.buttons):
            focused = i == self.group.focus
            if b.key == "start":
                draw_start(self, surface, b, focused)
            elif b.key.startswith("add_"):
                draw_add(self, surface, b, focused)
            elif self.index_of(b) is not None:
                draw_entrant(self, surface, b, focused)
            else:
                draw_row(surface, b, focused, self.t, 40)
        words, color = (self.message, theme.DANGER) if self.message else (self.plan(), theme.INK_DIM)
        if not words:
            words, color = f"Add at least {MIN_ENTRANTS} entrants.", theme.DANGER
        lines = text.wrap(words, 36, RIGHT_W)[:2]
        if len(lines) < 2:  # the time control in words under the plan: "10 min each, 5 s delay a move"
            lines.append("Chess clock: " + self.clock.words if self.clock.on else "No chess clock")
        for j, line in enumerate(lines):
            text.blit_text(surface, line, 36, color if j == 0 else theme.INK_DIM,
                           (RIGHT_X, ADD_TOP + ADD_H + 24 + 42 * j), "topleft")
        if self.format == "elimination":
            self.draw_knockout_note(surface)
        self.draw_prompts(surface, self.prompt_items())

    def draw_knockout_note(self, surface: pygame.Surface) -> None:
        """Where the points rows are in the other formats: why a knockout has none."""
        y = self.note_top + 6
        for line in text.wrap(KNOCKOUT_NOTE, 34, LEFT_W - 20)[:4]:
            text.blit_text(surface, line, 34, theme.INK_DIM, (LEFT_X + 10, y), "topleft")
            y += 42

    def draw_scroll_marks(self, surface: pygame.Surface) -> None:
        cx = RIGHT_X + RIGHT_W // 2
        if self.scroll > 0:
            y = LIST_TOP - 6
            pygame.draw.polygon(surface, theme.INK_DIM, [(cx - 18, y), (cx + 18, y), (cx, y - 16)])
        if self.scroll + VISIBLE < len(self.entrants):
            y = LIST_TOP + VISIBLE * ENTRANT_PITCH - 4
            pygame.draw.polygon(surface, theme.INK_DIM, [(cx - 18, y), (cx + 18, y), (cx, y + 16)])

    def prompt_items(self) -> list[tuple[Action, str]]:
        focused = self.group.focused
        mouse = self.app is not None and self.app.input.last_device == "mouse"
        if self.index_of(focused) is not None:
            if mouse:
                return [(Action.CONFIRM, "Rename"), (Action.BACK, "Back")]
            return [(Action.CONFIRM, "Rename"), (Action.RIGHT, "Human / computer"), (Action.PREV, "Seed up"),
                    (Action.NEXT, "Seed down"), (Action.SKIP, "Remove"), (Action.BACK, "Back")]
        if focused is not None and focused.key == "name":
            return [(Action.CONFIRM, "Edit name"), (Action.BACK, "Back")]
        if focused is not None and focused.key == "start":
            return [(Action.CONFIRM, "Start"), (Action.BACK, "Back")]
        if focused is not None and focused.on_adjust is not None:
            return [(Action.RIGHT, "Change"), (Action.BACK, "Back")]
        return [(Action.CONFIRM, "Select"), (Action.BACK, "Back")]
