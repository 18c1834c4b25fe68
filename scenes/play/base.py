"""What every game scene shares: turns, computer players, clocks, forced moves, skip, pause, result.

A concrete game scene (Penguin Soccer, the card games) subclasses `GameScene`
and supplies the picture and the way a human picks a move: `animate` turns
the engine's events into tweens, `handle_input` reads a human's input, `draw`
paints. This base runs the match: it asks computer players for moves in a
worker process while the frame loop keeps going, waits for animations
before the next decision, runs the chess clock only while a seat owes a
decision and nothing moves on screen, and offers a human's only move
(scenes.play.forced: focused, or played after a visible notice if the player
turned that on; never a move the game calls `never_autoplay`). Records
(autosave, replay, resume) are in scenes.play.records, the pause menu and
undo in scenes.play.pause and scenes.play.undo, the result screen in
scenes.play.result; the coin toss and banners every game shows are
scenes.play.coin_toss and scenes.play.banner.

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

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, cast

import pygame

from core import text, theme
from core.autosave import WRITER
from core.input import Action, InputEvent
from core.replay import match_code
from core.scene import Scene
from core.worker import BotWorker
from engines import GAMES, TITLES
from engines.common.protocol import GameModule, GameState
from engines.common.rng import derive
from scenes import registry
from scenes.play.forced import ForcedMoves, ForcedNotice
from scenes.play.hints import GameHints
from scenes.play.pause import GamePause
from scenes.play.records import MAX_CLOCK_S, GameRecords
from scenes.play.result import ResultScene
from core.match import GameSetup
from tournament.clock import ChessClock, TimeControl
from tournament.model import ON_TIME, PLAYED  # how a game ended: "played", "time", "resigned"

BOT_MIN_THINK_S = 0.45

__all__ = ["GameScene", "ResultScene", "BOT_MIN_THINK_S", "MAX_CLOCK_S"]


class GameScene(GameRecords, GamePause, ForcedMoves, GameHints, Scene):
    """The match runner; subclasses draw the table and read human moves."""

    uses_seats = True

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__()
        self.setup = setup
        self.name = setup.game_id
        self.engine = cast(GameModule, GAMES[setup.game_id])
        self.title = TITLES[setup.game_id]
        # Typed by the contract; a game's own scene reads its own State's fields (it knows its engine).
        self.state: Any = self.engine.new_game(setup.seed, **setup.options)
        self.history: list[GameState] = [self.state]
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
        #: A goal celebration (sprites.fx.confetti.Confetti) while one is flying.
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
        #: The "only move" notice while a forced move waits to be played for a human (scenes.play.forced).
        self.forced: ForcedNotice | None = None
        self._forced_declined = -1
        self._forced_checked = -1
        self.init_hints()
        #: A lesson running on this table (scenes.play.learn.Coach): it says which moves may be made.
        self.coach: Any = None

    # -- seats ----------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].kind == "human"

    @property
    def humans(self) -> list[int]:
        return [s for s in (0, 1) if self.is_human(s)]

    @property
    def in_lesson(self) -> bool:
        """A lesson runs on this table (scenes.play.learn): the lesson draws the prompts."""
        return self.coach is not None

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

    def table_pref(self, key: str, default: Any = None) -> Any:
        """The table preference `key` (a LobbyOption with pref=True) last chosen for this game in the
        lobby, as kept in the settings; a per_seat pref's value is a list of two (Blue's, Red's).

        `default` when there is no app (headless tests: the scene has its app from `enter` on, not in
        `__init__`), nothing is stored, or the stored value is not among the choices of the game's
        ENTRY pref option of that key (or the entry has no such pref option any more).
        """
        if self.app is None:
            return default
        stored = self.app.settings.table_prefs.get(self.setup.game_id, {})
        if key not in stored:
            return default
        value = stored[key]
        found = registry.entry(self.setup.game_id)
        if found is not None:
            option = next((o for o in found.options if o.pref and o.key == key), None)
            if option is None or None in option.stored_indices(value):
                return default
        return list(value) if isinstance(value, list) else value  # a copy: the settings stay as they are

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

    def _other_keyboard_half(self, event: InputEvent) -> bool:
        """A key of the keyboard half nobody plays with, while the other half plays."""
        if self.app is None or event.device not in ("kb1", "kb2"):
            return False
        other = "kb2" if event.device == "kb1" else "kb1"
        inp = self.app.input
        return inp.seat_of(event.device) is None and inp.seat_of(other) is not None

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
        notation = str(action) if not isinstance(action, str) else action
        if self.coach is not None and not self.coach.accept(self, notation):
            return  # a lesson: not the move this step asks for (the coach said why)
        old = self.state
        new = old.apply(action)
        if self.clock is not None:
            self.clock.end_turn()
        self.state = new
        self.history.append(new)
        self.actions.append(notation)
        self.log.append(self.describe(old, notation, new))
        self._pending = None
        self.forced = None
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
        self.tick_hints()
        seat = self.state.current_player
        idle = not self.animating
        if idle and seat is not None and self.is_human(seat):
            self.tick_forced(seat, dt)
        else:
            self.forced = None
        if self.clock is not None:
            # The notice's time is not the player's thinking time: the clock waits while it shows.
            self._run_clock(seat, idle and self.forced is None)
            if self.finished:
                return
        if not idle or seat is None:
            self._waiting_since = self.elapsed
            return
        if not self.is_human(seat):
            self._drive_bot(seat)

    def _drive_bot(self, seat: int) -> None:
        if self.coach is not None:
            return  # in a lesson the other side's moves are the lesson's
        ply = len(self.actions)
        if self._pending is None or self._pending_ply != ply:
            level = self.setup.seats[seat].level
            seed = derive(self.setup.seed, ply, seat)
            self._pending = self.worker.request(self.setup.game_id, level, seed, self.state.to_json(), seat)
            self._pending_ply = ply
            self._asked_at = self.elapsed
        if self._pending.done() and self.elapsed - self._asked_at >= self.min_think_s() / max(1.0, self.speed):
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

    def min_think_s(self) -> float:
        """The computer's shortest pause before a move, so a human can follow it (a game may shorten it for
        moves that are one of many alike, such as laying out a team card by card)."""
        return BOT_MIN_THINK_S

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
        if self._result_shown or self.animating or self.app is None or self.coach is not None:
            return
        self._result_shown = True
        self.app.stack.push(ResultScene(self))

    # -- input ---------------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if event.action == Action.CLICK and event.pos is not None:
            # "Pause" and "Skip animation" on the prompt bar are buttons too: the mouse alone reaches them
            hit = next((a for a, r in getattr(self, "prompt_hits", ()) if r.collidepoint(event.pos)
                        and (a in (Action.MENU, Action.SKIP) or (a == Action.PEEK and self.hints_allowed))), None)
            if hit is not None:
                event = InputEvent(hit, event.device, event.seat, True)
        if event.action == Action.MENU:
            if self._other_keyboard_half(event):
                return  # Tab, the unused WASD half's Menu key, is too easy to hit from the arrow keys' half
            self.open_pause()
            return
        if event.action == Action.SKIP:
            self.skip()
            return
        if event.action == Action.PEEK and self.hints_allowed:
            if event.pressed:
                self.ask_hint()  # against the computer, PEEK is the hint button (two humans peek with it)
            return
        seat = self.acting_seat(event)
        if self.handle_forced(event, seat):
            return
        self.handle_input(event, seat)

    # -- hooks for subclasses ---------------------------------------------------
    def on_update(self, dt: float) -> None:
        """Per-frame work of the subclass (effects, hover...)."""

    def animate(self, old: Any, new: Any) -> None:
        """Turn new.events into tweens; default: nothing moves."""

    def reset_view(self) -> None:
        """Snap the picture to self.state (after undo)."""

    def skip(self) -> None:
        """Finish every running animation now (SKIP), quietly: no sound while the table catches up,
        every animation landing exactly where it ends. Then `after_skip`."""
        self._mute = True
        try:
            self.tweens.complete_all()
        finally:
            self._mute = False
        self.after_skip()

    def after_skip(self) -> None:
        """After a skip: a game whose table snaps to the state later (at the end of an animation) snaps now."""

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

