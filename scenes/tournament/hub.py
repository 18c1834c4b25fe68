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

This module holds the scene: its state, buttons, input, the games it starts
and the results it records. Its picture is drawn by `hub_drawing` and
`hub_tables` (layout in `hub_layout`), the background games are
`hub_simulation`'s, and `fixture_choice` and `champion` are the screens it
opens on top.
"""

from __future__ import annotations

import functools
import re
import sqlite3
from concurrent.futures import Future
from pathlib import Path
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from core import theme
from core.input import Action, InputEvent
from core.scene import Scene
from core.storage import atomic_write
from core.worker import BotWorker
from scenes.ui.base import backdrop, draw_prompt_bar
from match.setup import GameSetup, SeatSpec
from scenes.registry import make_game_scene
from scenes.tournament.champion import ChampionScene
from scenes.tournament.fixture_choice import WATCH_SPEED, FixtureChoice
from scenes.tournament.fixture_words import games_note, score_text
from scenes.tournament.hub_drawing import draw_action, draw_error, draw_fixtures, draw_header, draw_tabs
from scenes.tournament.hub_layout import (
    ACTION_H,
    ACTION_Y,
    CONTENT,
    EDGE,
    ROUND_GAP,
    ROUND_H,
    ROW_GAP,
    ROW_H,
    TAB_GAP,
    TAB_H,
    TAB_W,
    TAB_Y,
    ClipGroup,
)
from scenes.tournament.hub_simulation import HubSimulation
from scenes.tournament.hub_tables import draw_bracket, draw_cross_table, draw_standings
from scenes.tournament.widgets import round_name
from sprites.ui.widgets import Button, FocusGroup
from tournament.model import COIN, Fixture, GameRecord, GameSpec
from tournament.runner import Tournament, knockout_options
from tournament.store import StoreError, TournamentStore, export
from match.record import GameLog, ReplayError

if TYPE_CHECKING:
    from scenes.play.base import GameScene
from scenes.tournament.live import TournamentRecords


def safe_name(name: str) -> str:
    """A file-name-safe version of a tournament name."""
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[:40] or "tournament"


class TournamentHub(HubSimulation, Scene):
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
        #: Fixtures whose next game was left in progress (read from the store when the hub is rebuilt).
        self._in_progress: set[int] = set()

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
        self.record_finished_left()
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
        self._in_progress = self._fixtures_left_in_progress()
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
            words = f"{t.name(fx.blue)} v {t.name(fx.red)}: {score_text(fx, t)}"
            note = games_note(t, fx)
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

        try:
            saved = self.saved_game(spec)
        except StoreError as exc:  # never start afresh over a game in progress that cannot be read just now
            self.notify(f"The tournament file cannot be read just now ({exc}); try again in a moment.")
            return
        paths = self.app.paths

        def make(final: GameSetup) -> Scene:
            scene = cast("GameScene", make_game_scene(final, sync_bots=self.sync))
            scene.join_tournament(TournamentRecords(self.store.path, self.tid, spec, paths),
                                  partial(self.game_ended, spec), self.game_over)
            if saved is not None:
                try:
                    scene.resume_from(saved)  # the game in progress when the arcade last stopped, clock and all
                except ReplayError as exc:
                    self.notify(f"The game in progress could not be resumed ({exc}); it starts again.")
            if watch:
                scene.speed = WATCH_SPEED
            return scene

        note = "Resuming the game in progress" if saved is not None else self.match_note(fx, spec)
        self.app.stack.push(MatchIntro(setup, self.match_heading(fx, spec), make, note))

    def saved_game(self, spec: GameSpec) -> GameLog | None:
        """The fixture game's record kept in progress (a crash, a closed window, a game left for now), if it
        is this game's. StoreError when the tournament file cannot be read just now (the caller must not
        start the game afresh over it); a record that cannot be read is dropped, with a message."""
        raw = self.store.live_game(self.tid, spec.fixture, spec.index)
        if raw is None:
            return None
        try:
            log = GameLog.from_json(raw, "the game in progress")
            if (log.game_id, log.seed) != (spec.game_id, spec.seed) or not log.actions:
                raise ReplayError("it is not this fixture's game")
        except ReplayError as exc:
            self.notify(f"The game in progress could not be read ({exc}); it starts again.")
            self.store.drop_live(self.tid, spec.fixture, spec.index)
            return None
        return log

    def in_progress(self, fx: Fixture) -> bool:
        """Whether the fixture's next game was left in progress (the hub offers to resume it)."""
        return fx.id in self._in_progress

    def _fixtures_left_in_progress(self) -> set[int]:
        if self.tournament is None:
            return set()
        try:
            kept = self.store.live_games(self.tid)
        except StoreError:
            return set()
        specs = ((fx, self.t_.next_spec(fx)) for fx in self.t_.fixtures)
        return {fx.id for fx, spec in specs if spec is not None and (spec.fixture, spec.index) in kept}

    def record_finished_left(self) -> None:
        """A game that ended but whose result was never stored (the write failed, or the arcade stopped in
        between) is kept with its result as the game in progress: record it now, once."""
        if self.tournament is None:
            return
        for fx in self.t_.fixtures:
            spec = self.t_.next_spec(fx)
            if spec is None:
                continue
            try:
                log = self.saved_game(spec)
            except StoreError:
                return
            if log is None or log.result is None:
                continue
            result = log.result
            shootout = result.get("shootout")
            record = GameRecord.of(spec, (int(result["scores"][0]), int(result["scores"][1])), result["winner"],
                                   str(result["method"]), log.actions, log.clocks,
                                   (int(shootout[0]), int(shootout[1])) if shootout is not None else None)
            self.record(record, celebrate=False)

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
        match = scene.match
        result = match.result
        record = GameRecord.of(spec, result.scores, result.winner, result.method, match.actions,
                               match.record().clocks, result.shootout)
        self.record(record, celebrate=False)  # the champion is celebrated once the players are back here

    def game_over(self, scene: Any) -> None:
        """A tournament game's result screen was left (its result is already stored): back here."""
        scene.leave()
        if self.app is not None:
            self.app.input.release_all()
        self.celebrate()

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


    def export(self) -> None:
        """Write the results as CSV and JSON under the data folder's exports."""
        if self.app is None or self.tournament is None:
            return
        base = self.app.paths.data / "exports" / f"{safe_name(self.t_.config.name)}-{self.tid}"
        paths = [Path(f"{base}.csv"), Path(f"{base}.json")]
        try:
            for p in paths:
                export(self.t_, p, atomic_write)
        except (OSError, ValueError) as exc:
            self.notify(f"The results could not be exported: {exc}")
            return
        self.sound("confirm")
        self.notify(f"Results exported to {paths[0]} and {paths[1].name}")

    # -- drawing ------------------------------------------------------------------------
    @property
    def palette(self) -> theme.Palette:
        return self.app.palette if self.app is not None else theme.STANDARD

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        if self.tournament is None:
            draw_error(self, surface)
            return
        draw_header(self, surface)
        draw_tabs(self, surface)
        if self.tab == "fixtures":
            draw_fixtures(self, surface)
        elif self.tab == "standings":
            draw_standings(surface, self.t_)
        elif self.t_.config.format == "elimination":
            draw_bracket(surface, self.t_, self.palette, self.playable)
        else:
            draw_cross_table(surface, self.t_)
        for b in self.group.buttons:
            if b.key in ("simulate_all", "export", "back"):
                draw_action(self, surface, b)
        items: list[tuple[Action, str]] = [(Action.CONFIRM, "Select"), (Action.NEXT, "Next tab")]
        items.append((Action.BACK, "Stop simulating" if self.sim_all else "Back"))
        draw_prompt_bar(self, surface, items)
