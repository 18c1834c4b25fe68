"""What every game scene shares: turns, computer players, clocks, pause, result.

A concrete game scene (Penguin Soccer, the card games) subclasses `GameScene`
and supplies the picture and the way a human picks a move: `animate` turns
the engine's events into tweens, `handle_turn` reads a human's input, `draw`
paints. This base runs the match: it asks computer players for moves in a
worker process while the frame loop keeps going, waits for animations
before the next decision, runs the chess clock only while a seat owes a
decision and nothing moves on screen, auto-plays forced moves when the
setting says so, and offers pause (rules, undo, resign, quit) and the result.

Input from a device bound to a seat acts only for that seat; an unbound
device (say the mouse) acts for whichever human is to move.

Tournament games need nothing from the concrete scenes: seats may carry a
player's name (`seat_name`), `end_method` says how the game ended, and when
`on_result` is set the result screen offers only Continue (which hands the
finished scene to the tournament), the pause menu offers Abandon instead of
Quit, and undo is never offered. `speed` makes computer games run faster to
watch (animations, effects and the computer's minimum thinking pause).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import Future
from typing import Any

import pygame

from core import text, theme
from core.autosave import WRITER
from core.input import Action, InputEvent
from core.replay import (GameLog, ReplayError, autosave_path, clear_autosave, match_code, result_of, save_new_replay,
                         write_autosave)
from core.scene import Scene
from core.worker import BotWorker
from engines import GAMES, TITLES
from engines.common.rng import derive
from core.match import GameSetup
from tournament.clock import ChessClock, TimeControl
from tournament.model import ON_TIME, PLAYED, RESIGNED  # how a game ended: "played", "time", "resigned"

MAX_CLOCK_S = 86400.0
BOT_MIN_THINK_S = 0.45
FORCED_MOVE_DELAY_S = 0.35


class GameScene(Scene):
    """The match runner; subclasses draw the table and read human moves."""

    uses_seats = True

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__()
        self.setup = setup
        self.name = setup.game_id
        self.engine = GAMES[setup.game_id]
        self.title = TITLES[setup.game_id]
        self.state: Any = self.engine.new_game(setup.seed, **setup.options)
        self.history: list[Any] = [self.state]
        self.actions: list[str] = []
        self.log: list[str] = []
        self.elapsed = 0.0
        self.worker = BotWorker(sync=sync_bots)
        self._pending: Future[str] | None = None
        self._pending_ply = -1
        self._asked_at = 0.0
        self._waiting_since = 0.0
        self.clock = ChessClock(TimeControl.parse(setup.clock), now=lambda: self.elapsed) if setup.clock else None
        self._warned: set[int] = set()
        self.finished = False
        self.result_text = ""
        self.winner: int | None = None
        #: "played" (the rules ended it), "time" (a flag fell) or "resigned", once finished.
        self.end_method = PLAYED
        #: A tournament game: called with this scene when the players leave the result screen.
        self.on_result: Callable[[GameScene], None] | None = None
        #: A tournament game: called once with this scene the moment the game ends (before the result
        #: screen), so the result is stored even if the window closes on the result screen.
        self.on_end: Callable[[GameScene], None] | None = None
        self._end_reported = False
        #: Watching computers play: animations, effects and thinking pauses run this much faster.
        self.speed = 1.0
        self._result_shown = False
        #: A short message for the players (a hint, a refusal), shown while message_left > 0.
        self.message = ""
        self.message_left = 0.0
        #: A goal celebration (sprites.fx.effects.Confetti) while one is flying.
        self.confetti: Any = None
        #: True while a skip snaps the table to the state: no sounds then.
        self._mute = False
        #: Both seats are spectators (SeatSpec kind "spectator"): the replay viewer drives this scene by
        #: setting `state` and calling `animate` / `reset_view`; no bots, clock, human input, result or autosave.
        self.spectator = all(s.kind == "spectator" for s in setup.seats)
        #: The autosave holds this game (it wrote it, or was resumed from it); messages of failed saves.
        self._autosaved = False
        self._save_errors: list[tuple[str, str]] = []
        self._save_reported: set[str] = set()

    # -- seats ----------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].kind == "human"

    @property
    def humans(self) -> list[int]:
        return [s for s in (0, 1) if self.is_human(s)]

    @property
    def hotseat(self) -> bool:
        """Two humans on one screen."""
        return len(self.humans) == 2

    @property
    def in_tournament(self) -> bool:
        return self.on_result is not None

    def seat_name(self, seat: int) -> str:
        """The player's name in a seat (a tournament entrant), else the seat's colour."""
        return self.setup.seats[seat].name or theme.SEAT_NAMES[seat]

    def with_names(self, words: str) -> str:
        """Seat colours in a sentence ("Blue wins 3-1") replaced by the players' names."""
        import re

        names = {theme.SEAT_NAMES[s]: self.seat_name(s) for s in (0, 1)}
        # One pass, so a player called "Red" in the blue seat is not renamed again.
        return re.sub(rf"\b({'|'.join(names)})\b", lambda m: names[m.group(1)], words)

    @property
    def animation_speed(self) -> float:
        return super().animation_speed * self.speed

    @property
    def match_code(self) -> str:
        """This deal's match code (game, options, seed): typed in the lobby (or `play --code`),
        it deals the same game again. '' if the options cannot go into a code."""
        try:
            return match_code(self.setup.game_id, self.setup.seed, self.setup.options)
        except (TypeError, ValueError):
            return ""

    def enter(self) -> None:
        if self.spectator:
            return  # watching a replay: no seats to bind, no computer to warm up
        if self.app is not None:
            inp = self.app.input
            # Started from the command line: give each human seat a keyboard set.
            for seat, default in zip(self.humans, ("kb1", "kb2")):
                if inp.seats[seat] is None:
                    device = default if inp.seat_of(default) is None else None
                    if device is not None:
                        inp.claim(device, seat)
            for seat in (0, 1):
                if not self.is_human(seat) and inp.seats[seat] is not None:
                    inp.release_seat(seat)
        if any(not self.is_human(s) for s in (0, 1)):
            self.worker.warm_up()
        self.app and self.app.sound("whistle")

    def exit(self) -> None:
        self.worker.close()
        if self.keeps_records:
            WRITER.flush(timeout=2.0)  # the last autosave or replay is on disk before the next screen
            self._report_save_errors()

    def acting_seat(self, event: InputEvent) -> int | None:
        """The seat this input acts for, or None if it may not act now."""
        seat = self.state.current_player
        if seat is None or not self.is_human(seat) or self.finished:
            return None
        if event.seat is not None:
            return event.seat if event.seat == seat else None
        if self.app is not None and self.app.input.seats[seat] not in (None, "mouse") and event.device != "mouse":
            return None
        return seat

    # -- the match ----------------------------------------------------------
    @property
    def animating(self) -> bool:
        """True while anything on the table is still moving."""
        return self.tweens.busy

    def play(self, action: Any) -> None:
        """Apply a move (an Action or its notation) and animate it."""
        if self.finished:
            return
        old = self.state
        new = old.apply(action)
        notation = str(action) if not isinstance(action, str) else action
        if self.clock is not None:
            self.clock.end_turn()
        self.state = new
        self.history.append(new)
        self.actions.append(notation)
        self.log.append(self.describe(old, notation, new))
        self._pending = None
        self._autosave()
        self.animate(old, new)

    @property
    def palette(self) -> theme.Palette:
        """The seat colours in use (the colour-blind setting decides)."""
        return self.app.palette if self.app is not None else theme.STANDARD

    def _sound(self, name: str) -> None:
        """Play an effect unless there is no app or the table is being snapped silently."""
        if self.app is not None and not self._mute:
            self.app.sound(name)

    def say(self, message: str, seconds: float = 3.2) -> None:
        """Show a short message to the players for a few seconds."""
        self.message = message
        self.message_left = seconds

    def tick_effects(self, dt: float) -> None:
        """Advance what lives outside the tweens: the message timer and confetti."""
        if self._save_errors:
            self._report_save_errors()
        if self.message_left > 0:
            self.message_left -= dt
        if self.confetti is not None:
            self.confetti.update(dt)
            if self.confetti.done:
                self.confetti = None

    def update(self, dt: float) -> None:
        # The clock reads real scene time; only the show runs faster when watching.
        self.elapsed += dt
        self.tick_effects(dt * self.speed)
        self.on_update(dt * self.speed)
        if self.spectator:
            return  # the replay viewer decides what happens next
        if self.finished:
            self._show_result_when_still()
            return
        if self.state.is_terminal:
            self._finish(self.state.winner, self.with_names(self.end_reason()))
            return
        seat = self.state.current_player
        idle = not self.animating
        if self.clock is not None:
            self._run_clock(seat, idle)
            if self.finished:
                return
        if not idle or seat is None:
            self._waiting_since = self.elapsed
            return
        if not self.is_human(seat):
            self._drive_bot(seat)
        elif self.app is not None and self.app.settings.fast_forward_forced and self.may_autoplay():
            legal = self.state.legal_actions()
            if len(legal) == 1 and self.elapsed - self._waiting_since >= FORCED_MOVE_DELAY_S:
                self.play(legal[0])

    def _drive_bot(self, seat: int) -> None:
        ply = len(self.actions)
        if self._pending is None or self._pending_ply != ply:
            level = self.setup.seats[seat].level
            seed = derive(self.setup.seed, ply, seat)
            self._pending = self.worker.request(self.setup.game_id, level, seed, self.state.to_json(), seat)
            self._pending_ply = ply
            self._asked_at = self.elapsed
        if self._pending.done() and self.elapsed - self._asked_at >= BOT_MIN_THINK_S / max(1.0, self.speed):
            fut, self._pending = self._pending, None
            try:
                move = fut.result()
            except Exception as exc:  # a crashed worker: ask again, in-process this time
                self.worker.close()
                self.worker.sync = True
                if self.app is not None:
                    self.app.notify(f"The computer player's helper process stopped ({type(exc).__name__}); "
                                    "it now thinks in the main process.")
                return
            self.play(move)

    def _run_clock(self, seat: int | None, idle: bool) -> None:
        clock = self.clock
        assert clock is not None
        if seat is None:
            clock.hold()
            return
        if clock.turn != seat:
            clock.start_turn(seat)
        if idle:
            clock.resume()
        else:
            clock.hold()
        flagged = clock.check_flag()
        if flagged is not None:
            self._finish(1 - flagged, f"{self.seat_name(flagged)} lost on time", ON_TIME)
            return
        left = clock.time_left(seat)
        if left <= clock.control.warning_s and seat not in self._warned:
            self._warned.add(seat)
            if self.app is not None:
                self.app.sound("warning")

    def end_reason(self) -> str:
        """Why the game ended, in words; subclasses say more (goal, repetition...)."""
        if self.state.winner is None:
            return "Draw"
        return f"{theme.SEAT_NAMES[self.state.winner]} wins"

    def _finish(self, winner: int | None, reason: str, method: str = PLAYED) -> None:
        self.finished = True
        self.winner = winner
        self.result_text = reason
        self.end_method = method
        if self.clock is not None:
            self.clock.hold()
        self._pending = None
        self._record_result(winner, reason, method)
        if self.on_end is not None and not self._end_reported:
            self._end_reported = True
            self.on_end(self)

    def _show_result_when_still(self) -> None:
        if self._result_shown or self.animating or self.app is None:
            return
        self._result_shown = True
        self.app.stack.push(ResultScene(self))

    # -- records: the autosave (Resume) and the replay ----------------------------
    @property
    def keeps_records(self) -> bool:
        """Whether this game writes the autosave and its replay: a real app, not the replay viewer."""
        return self.app is not None and not self.spectator

    def clock_record(self) -> dict[str, Any] | None:
        """The chess clock as saved: its control, each seat's time left, whose clock runs next, its log."""
        c = self.clock
        if c is None:
            return None
        turn = c.turn if c.turn is not None else self.state.current_player
        return {"control": c.control.text, "remaining": list(c.remaining), "turn": turn,
                "log": [list(e) for e in c.log]}

    def game_log(self, result: dict[str, Any] | None = None) -> GameLog:
        """This game as a record (core.replay): setup, seats, every action so far, the clock."""
        seats = tuple({"kind": s.kind, "level": s.level, "name": s.name} for s in self.setup.seats)
        return GameLog(self.setup.game_id, dict(self.setup.options), self.setup.seed, seats,  # type: ignore[arg-type]
                       tuple(self.actions), result, self.clock_record())

    def _autosave(self) -> None:
        """After every applied action (and undo): save the game for Resume, on the writer thread.

        Tournament games are not autosaved: the tournament store keeps their results,
        and an interrupted tournament game is replayed from its start (like Abandon).
        """
        if not self.keeps_records or self.in_tournament:
            return
        assert self.app is not None
        paths = self.app.paths
        if self.actions:
            log = self.game_log()
            WRITER.submit(str(autosave_path(paths)), lambda: write_autosave(paths, log),
                          self._save_failed("autosave", "This game could not be saved for Resume"))
            self._autosaved = True
        elif self._autosaved:  # every move undone: nothing left to resume
            WRITER.submit(str(autosave_path(paths)), lambda: clear_autosave(paths))
            self._autosaved = False

    def _record_result(self, winner: int | None, reason: str, method: str) -> None:
        """The game is over: keep its replay (tournament games too) and forget the autosave."""
        if not self.keeps_records:
            return
        assert self.app is not None
        paths = self.app.paths
        result = result_of(self.state, method, reason) | {"winner": winner}
        log = self.game_log(result)
        clear = self._autosaved

        def keep() -> None:
            # One job, in this order: the autosave goes only once the replay is safely written, so a
            # kill in between, or a replay that cannot be written, never leaves the game unrecorded.
            save_new_replay(paths, log)
            if clear:
                clear_autosave(paths)

        WRITER.submit(f"replay:{id(self)}", keep,
                      self._save_failed("replay", "The replay of this game could not be saved (the autosave is kept)"))
        self._autosaved = False

    def _save_failed(self, kind: str, what: str) -> Callable[[BaseException], None]:
        def failed(exc: BaseException) -> None:  # on the writer thread: only note it
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc) or type(exc).__name__
            self._save_errors.append((kind, f"{what}: {why}."))
        return failed

    def _report_save_errors(self) -> None:
        """Show a failed save once per kind (autosave, replay) per game; the game goes on."""
        while self._save_errors:
            kind, message = self._save_errors.pop(0)
            if kind not in self._save_reported and self.app is not None:
                self._save_reported.add(kind)
                self.app.notify(message)

    def resume_from(self, actions: Iterable[str], clock: Mapping[str, Any] | None = None) -> None:
        """Continue a saved game: replay `actions` through the engine (no animation, no sound), restore
        the chess clock as it stood after the last action (`clock_record()` form), snap the table.

        Time spent in a turn that was interrupted is not charged. ReplayError if an action is illegal
        or the clock record cannot be read; the scene must be fresh (no action played yet).
        """
        if self.actions:
            raise ValueError("resume_from needs a game scene where nothing has been played yet")
        state = self.state
        for number, notation in enumerate(actions, 1):
            try:
                new = state.apply(notation)
            except Exception as exc:
                raise ReplayError(f"action {number} {notation!r} is illegal: {exc}") from None
            self.history.append(new)
            self.actions.append(notation)
            self.log.append(self.describe(state, notation, new))
            state = new
        self.state = state
        if self.clock is not None and clock:
            try:
                remaining = [float(x) for x in clock["remaining"]]
                log = [(str(k), int(seat), float(t)) for k, seat, t in clock.get("log", [])]
                # A day is far more than any clock holds; inf or nan (JSON's 1e400) would crash the face.
                if len(remaining) != 2 or not all(0 <= x <= MAX_CLOCK_S for x in remaining):
                    raise ValueError("two times left, each between zero and a day")
                if not all(math.isfinite(t) for _k, _s, t in log):
                    raise ValueError("clock log times must be numbers")
            except (KeyError, TypeError, ValueError) as exc:
                raise ReplayError(f"the saved chess clock cannot be read ({exc})") from None
            self.clock.remaining = remaining
            self.clock.log = log
            # Scene time carries on from the clock's last entry, so its log stays in order.
            self.elapsed = max((t for _k, _s, t in log), default=0.0)
        self._waiting_since = self.elapsed
        self._pending = None
        self._autosaved = bool(self.actions)  # the autosave holds this game: finishing it clears it
        self.reset_view()

    # -- pause, undo, resign ------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if event.action == Action.MENU:
            self.open_pause()
            return
        if event.action == Action.SKIP:
            self.skip()
            return
        seat = self.acting_seat(event)
        self.handle_input(event, seat)

    def open_pause(self) -> None:
        if self.app is None:
            return
        from scenes.ui.overlays import PauseScene

        options: list[tuple[str, Any]] = [("Rules", self.open_rules)]
        if self.can_undo():
            options.append(("Undo move", self.undo))
        if not self.finished and self.humans:  # watching two computers: nobody here may resign
            options.append(("Resign", self.ask_resign))
        if self.in_tournament:
            options.append(("Abandon game", self.ask_abandon))
        else:
            options.append(("Quit to menu", self.quit_to_menu))
        self.app.sound("back")
        # The code deals the same game, hidden cards included: during play it is shown only for
        # games without hidden cards (the result screen shows it for every game).
        self.app.stack.push(PauseScene(options, code=self.match_code if not self.has_hidden_cards() else ""))

    def has_hidden_cards(self) -> bool:
        """Whether any seat cannot see something right now (by the engine's audit hook; a game
        without the hook is assumed to hide something, the safe answer)."""
        hidden = getattr(self.engine, "hidden_cards", None)
        if hidden is None:
            return True
        return any(hidden(self.state, seat) for seat in (0, 1))

    def open_rules(self) -> None:
        if self.app is None:
            return
        from core.rulebook import has_rules

        if has_rules(self.setup.game_id):
            self.app.stack.push(self.app.scene("rules_reader", self.setup.game_id))

    def can_undo(self) -> bool:
        """Undo is for casual games against the computer: no clock, one human."""
        return (self.clock is None and len(self.humans) == 1 and not self.finished and not self.in_tournament
                and any(self._human_moved_at(i) for i in range(len(self.actions))))

    def _human_moved_at(self, ply: int) -> bool:
        seat = self.history[ply].current_player
        return seat is not None and self.is_human(seat)

    def undo(self) -> None:
        """Take back moves until the human is to move before their last move."""
        if not self.can_undo():
            return
        ply = max(i for i in range(len(self.actions)) if self._human_moved_at(i))
        self.state = self.history[ply]
        del self.history[ply + 1:]
        del self.actions[ply:]
        del self.log[ply:]
        self._pending = None
        self._autosave()
        self.tweens.complete_all()
        self.reset_view()
        if self.app is not None:
            self.app.stack.pop()  # the pause menu

    def ask_resign(self) -> None:
        if self.app is None:
            return
        from scenes.ui.overlays import ConfirmScene

        seat = self.state.current_player if self.state.current_player is not None else 0
        if not self.is_human(seat) and self.humans:
            seat = self.humans[0]
        self.app.stack.pop()
        self.app.stack.push(ConfirmScene(f"Resign the game as {self.seat_name(seat)}?",
                                         lambda: self.resign(seat), yes="Resign", no="Play on"))

    def resign(self, seat: int) -> None:
        self._finish(1 - seat, f"{self.seat_name(seat)} resigned", RESIGNED)

    def ask_abandon(self) -> None:
        """Tournament games: leave without a result, after a confirmation."""
        if self.app is None:
            return
        from scenes.ui.overlays import ConfirmScene

        self.app.stack.pop()  # the pause menu
        self.app.stack.push(ConfirmScene("Abandon this game? Nothing is recorded: the game will be replayed "
                                         "from the start.", self.abandon, yes="Abandon", no="Play on"))

    def abandon(self) -> None:
        """Leave a tournament game unrecorded: this scene and everything above it go."""
        if self.app is None:
            return
        self.finished = True
        self._pending = None
        self.leave()

    def leave(self) -> None:
        """Remove this scene and any overlay above it (back to the scene below, e.g. the tournament)."""
        if self.app is None:
            return
        stack = self.app.stack
        scenes = list(stack.scenes)
        above = scenes[scenes.index(self) + 1:] if self in scenes else []
        for scene in reversed(above):
            stack.remove(scene)
        stack.remove(self)

    def continue_tournament(self) -> None:
        """The result screen's Continue: hand the finished game to the tournament."""
        if self.on_result is not None:
            self.on_result(self)

    def quit_to_menu(self) -> None:
        if self.app is None:
            return
        self.app.input.release_all()
        self.app.stack.reset(self.app.scene("menu"))

    def rematch(self) -> None:
        if self.app is None:
            return
        from dataclasses import replace

        # A rematch is a new game: a fresh deal, not the same one again (only a match code repeats a deal).
        self.app.stack.reset(self.app.scene("game", replace(self.setup, seed=self.app.new_seed())))

    # -- hooks for subclasses ---------------------------------------------------
    def may_autoplay(self) -> bool:
        """Whether forced moves may be played for a human (card games say no for two humans)."""
        return True

    def on_update(self, dt: float) -> None:
        """Per-frame work of the subclass (effects, hover...)."""

    def animate(self, old: Any, new: Any) -> None:
        """Turn new.events into tweens; default: nothing moves."""

    def reset_view(self) -> None:
        """Snap the picture to self.state (after undo)."""

    def skip(self) -> None:
        """Finish every running animation now (SKIP); subclasses also snap and stay quiet."""
        self.tweens.complete_all()

    def handle_input(self, event: InputEvent, seat: int | None) -> None:
        """A human's input; seat is None when it is not their decision."""

    def describe(self, old: Any, notation: str, new: Any) -> str:
        """A move for the log; default its notation with the mover's colour."""
        seat = old.current_player
        who = theme.SEAT_NAMES[seat] if seat is not None else ""
        return f"{who}: {notation}"

    def draw_clocks(self, surface: pygame.Surface, rects: tuple[pygame.Rect, pygame.Rect]) -> None:
        """Both clock faces (nothing when the game has no clock)."""
        if self.clock is None:
            return
        from sprites.fx.clock_face import draw_clock

        pal = self.palette
        for seat in (0, 1):
            left = self.clock.time_left(seat)
            draw_clock(surface, rects[seat], left, active=self.clock.turn == seat and not self.finished,
                       warning=left <= self.clock.control.warning_s, color=pal.seat[seat],
                       label=self.clock_label(seat, rects[seat].w - 28), t=self.elapsed,
                       flagged=self.clock.flagged == seat)

    def clock_label(self, seat: int, width: int) -> str:
        """The seat's name for its clock face, shortened to fit (the face draws it at 30 px bold)."""
        name = self.seat_name(seat)
        font = text.font(30, True)
        if font.size(name)[0] <= width:
            return name
        while len(name) > 1 and font.size(name + ".")[0] > width:
            name = name[:-1]
        return name.rstrip() + "."


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

        r1 = pygame.Rect(0, 0, 420, 96)
        r1.center = (theme.CANVAS_W // 2 - 240, 720)
        r2 = r1.copy()
        r2.center = (theme.CANVAS_W // 2 + 240, 720)
        if game.in_tournament:
            r = r1.copy()
            r.center = (theme.CANVAS_W // 2, 720)
            self.group = FocusGroup([Button("continue", r, "Continue", on_activate=self.leave)])
        else:
            self.group = FocusGroup([Button("rematch", r1, "Rematch", on_activate=game.rematch),
                                     Button("menu", r2, "Main menu", on_activate=game.quit_to_menu)])
        self._left = False

    def leave(self) -> None:
        """Tournament games: Continue (once) hands the result on."""
        if self._left:
            return
        self._left = True
        if self.app is not None:
            self.app.sound("confirm")
        self.game.continue_tournament()

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
        box = pygame.Rect(0, 0, 1100, 460)
        box.center = (theme.CANVAS_W // 2, 560)
        panel(surface, box, theme.NIGHT_2, theme.GOLD, radius=30, alpha=240)
        pal = self.game.palette
        winner = self.game.winner
        headline = "Draw" if winner is None else f"{self.game.seat_name(winner)} wins!"
        color = theme.INK if winner is None else pal.seat_light[winner]
        size = 110
        while size > 60 and text.font(size, True).size(headline)[0] > box.w - 80:
            size -= 6  # a long player's name
        text.blit_text(surface, headline, size, color, (box.centerx, box.y + 50 + (110 - size) // 2), "midtop",
                       True, True)
        words = self.game.result_text
        wsize = 44 if text.font(44).size(words)[0] <= box.w - 80 else 36
        text.blit_text(surface, words, wsize, theme.INK_DIM, (box.centerx, box.y + 190), "midtop")
        if self.code:  # so the players can note it and play the same deal again
            draw_match_code(surface, self.code, (box.centerx, box.y + 262), box.w - 120, 34)
        for i, b in enumerate(self.group.buttons):
            draw_row(surface, b, i == self.group.focus, self.t)
        back = "Continue" if self.game.in_tournament else "Main menu"
        draw_prompt_bar(self, surface, [(Action.CONFIRM, "Select"), (Action.BACK, back)])
