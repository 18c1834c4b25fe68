"""The game scene every table builds on: the drawing and input of a table over one seat's view of a Match.

A `GameScene` owns no game: its `Match` (match/) holds the state, the clock, the records and the
policies, and the scene draws `seat_view`, the SeatView of the seat whose screen this is (against the
computer, the person's; with two people, whoever holds the screen; computers playing each other, a
spectator who may see everything). A person's move goes in as `submit(notation)`; the Match refuses
what is not allowed. Each frame the scene ticks the Match, animates each new move from the view
before it to the view after it (`animate`), and tells the Match when the move has been shown
(`Match.shown`), so the clock holds and computers wait while the table moves.

What a concrete game writes: `animate(before, after)`, `reset_view()` (snap to `seat_view`),
`handle_input(event, seat)` and `draw`. Pause menu: scenes.play.pause; the "only move" notice:
scenes.play.forced; the result screen: scenes.play.result. A replay or a guide's picture drives a
spectator scene (both seats "spectator": no Match) with `present(view, animate)`.

Input from a device bound to a seat acts only for that seat; an unbound device (say the mouse) acts
for whichever person is to move.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, cast

import pygame

from core import text, theme
from core.autosave import WRITER
from core.input import Action, InputEvent
from core.records import ArcadeRecords, ScreenRecords
from core.scene import Scene
from core.timeline import Timeline
from core.worker import BotWorker
from engines import GAMES, TITLES
from engines.common.protocol import GameModule
from match.codes import match_code
from match.match import BOT_PAUSE_S, Match, info_of
from match.record import PLAYED, GameLog
from match.review import Review
from match.setup import HUMAN, SPECTATOR, GameSetup
from match.view import SeatView
from scenes import registry
from scenes.play.result import ResultScene
from scenes.play.teaching import Pointer

#: The line the plays log shows where a lesson jumped to a later position.
LATER = "- later in the game -"

__all__ = ["GameScene", "ResultScene", "BOT_PAUSE_S", "RESULT_AFTER_S"]

#: Seconds the finished table stays still, its celebration landing, before the result screen covers it.
RESULT_AFTER_S = 1.6


class GameScene(Scene):
    """A table over a Match; subclasses draw it and read people's moves."""

    uses_seats = True
    #: A quiet bed under play (core.music), not the menu's theme.
    music = "bed"

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__()
        self.setup = setup
        self.name = setup.game_id
        self.engine = cast(GameModule, GAMES[setup.game_id])
        #: What the game is (its engine's declaration): whether it hides information, its words...
        self.info = info_of(setup.game_id)
        self.title = TITLES[setup.game_id]
        #: Both seats are spectators: a replay or a guide's picture drives this scene with `present`.
        self.spectator = all(s.kind == SPECTATOR for s in setup.seats)
        #: The chess clock's time: hand-driven until the scene is on an App, then the App's monotonic time.
        self.timeline = Timeline()
        self.worker = BotWorker(sync=sync_bots)
        self.match: Match | None = None
        #: A replay or a guide's picture: the positions this spectator scene is shown.
        self.review: Review | None = None
        if self.spectator:
            self.review = Review(setup, [self.engine.new_game(setup.seed, **setup.options)], [])
        else:
            self.match = Match(setup, now=self.timeline, thinker=self.worker)
        #: Show every hand face up (the replay viewer's "All hands").
        self.reveal_all = False
        #: The view the table shows now.
        self.seat_view: SeatView = self._current_view()
        #: The ply the table shows (or is showing: an animation of that move may be running).
        self.shown_ply = self.seat_view.ply
        #: Scene time in seconds (effects and pulses; never the chess clock).
        self.elapsed = 0.0
        #: Where this game's records go (the autosave and replays, or its tournament), once on an App.
        self.records: ScreenRecords | None = None
        self._save_reported: set[str] = set()
        #: A tournament game: called with this scene when the players leave the result screen.
        self.after_result: Callable[[GameScene], None] | None = None
        #: A tournament game: called once with this scene the moment the game ends (before the result
        #: screen), so the result is stored even if the window closes on the result screen.
        self.after_end: Callable[[GameScene], None] | None = None
        self._end_reported = False
        #: Watching computers play: animations, effects and the computer's pause run this much faster.
        self.speed = 1.0
        self._result_shown = False
        #: Seconds (game time) the finished table has been still: the result comes up at RESULT_AFTER_S.
        self._still_for = 0.0
        #: A short message for the players (a hint, a refusal), shown while message_left > 0.
        self.message = ""
        self.message_left = 0.0
        #: A goal celebration (sprites.fx.confetti.Confetti) while one is flying.
        self.confetti: Any = None
        #: True while a skip snaps the table to the state: no sounds then.
        self._mute = False
        #: A lesson running on this table (scenes.play.learn.Coach).
        self.coach: Any = None
        self._warned: set[int] = set()
        #: The plays before the position a lesson laid out last (the log goes on across its jumps).
        self._log_before: tuple[str, ...] = ()
        self._hint_seen: tuple[int, str] | None = None
        #: The message on screen is about the decision at this ply (a hint, "Please wait: ... is deciding"):
        #: taken down as soon as a move is made, so it never lingers into the next decision.
        self._said_at: int | None = None

    # -- seats ----------------------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].kind == HUMAN

    @property
    def humans(self) -> list[int]:
        return [s for s in (0, 1) if self.is_human(s)]

    @property
    def hotseat(self) -> bool:
        """Two people on one screen."""
        return len(self.humans) == 2

    @property
    def in_lesson(self) -> bool:
        return self.coach is not None

    @property
    def in_tournament(self) -> bool:
        return self.match is not None and self.match.tournament

    def seat_name(self, seat: int) -> str:
        """The player's name in a seat (a tournament entrant), else the seat's colour as drawn (the palette's
        name for it: "Orange" in the colour-blind palette)."""
        return self.setup.names_with(self.palette.names)[seat]

    @property
    def names(self) -> tuple[str, str]:
        return (self.seat_name(0), self.seat_name(1))

    def with_names(self, words: str) -> str:
        """Seat colours in the engines' words ("Blue wins 3-1", "not in Red's hand") replaced by the players'
        names, or by the colours as drawn ("Orange")."""
        names = {theme.SEAT_NAMES[s]: self.seat_name(s) for s in (0, 1)}
        # One pass, so a player called "Red" in the blue seat is not renamed again.
        return re.sub(rf"\b({'|'.join(names)})\b", lambda m: names[m.group(1)], words)

    @property
    def viewer(self) -> int | None:
        """The seat whose view the table shows: the one person against the computer; with two people at a
        game that hides nothing, whichever of them decides (neither sees more than the other could, and
        their legal moves and the "only move" notice are in it; a card table says whose screen it is);
        None when computers play each other (the room watches as a spectator who sees everything)."""
        if len(self.humans) == 1:
            return self.humans[0]
        if self.hotseat and self.match is not None:
            return self.match.to_move
        return None

    @property
    def wants_open_view(self) -> bool:
        """Whether the table asks for the whole state (granted only where nothing is secret from the room):
        a game that hides nothing, computers playing each other, a replay's "All hands"."""
        return self.reveal_all or not self.info.hidden_information or (not self.humans and not self.spectator)

    def _current_view(self) -> SeatView:
        if self.match is not None:
            return self.match.view(self.viewer, open_view=self.wants_open_view)
        assert self.review is not None
        return self.review.view(self.review.n, self.viewer, open_view=self.wants_open_view)

    # -- what the table shows -------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.seat_view.result is not None

    @property
    def winner(self) -> int | None:
        result = self.seat_view.result
        return result.winner if result is not None else None

    @property
    def result_text(self) -> str:
        result = self.seat_view.result
        return result.words if result is not None else ""

    def final_score(self) -> tuple[tuple[int, int], str]:
        """The score the result screen shows between the names (Blue's, Red's), and what it counts when it
        is not goals or points ("sets" in G.O.A.L., where sets decide the game): the result's scores."""
        result = self.seat_view.result
        return (result.scores if result is not None else (0, 0)), ""

    @property
    def end_method(self) -> str:
        result = self.seat_view.result
        return result.method if result is not None else PLAYED

    @property
    def log(self) -> tuple[str, ...]:
        """The moves so far in the words the screen's viewer may read (in a lesson, with the plays from before
        each position it laid out: the log goes on across its jumps)."""
        return self._log_before + self.seat_view.moves

    def present(self, view: SeatView, animate: bool = False) -> None:
        """Show `view` (a replay's or a guide's position): animated from the view shown now, or at once."""
        before, self.seat_view = self.seat_view, view
        self.shown_ply = view.ply
        if animate:
            self.animate(before, view)
        else:
            self.reset_view()

    def watch(self, review: Review, ply: int) -> None:
        """A spectator scene shows `review` at `ply` (the replay viewer, a guide's picture), at once."""
        self.review = review
        self.present(review.view(ply, self.viewer, open_view=self.wants_open_view))

    def table_pref(self, key: str, default: Any = None) -> Any:
        """The table preference `key` (a LobbyOption with pref=True) last chosen for this game in the lobby,
        as kept in the settings; a per_seat pref's value is a list of two (Blue's, Red's). `default` when
        there is no app yet, nothing is stored, or the stored value is not among the entry's choices."""
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
        """This deal's match code: typed in the lobby (or `play --code`), it deals the same game again."""
        try:
            return match_code(self.setup.game_id, self.setup.seed, self.setup.options)
        except (TypeError, ValueError):
            return ""

    @property
    def palette(self) -> theme.Palette:
        """The seat colours in use (the colour-blind setting decides)."""
        return self.app.palette if self.app is not None else theme.STANDARD

    # -- life on the stack ----------------------------------------------------------------------
    def enter(self) -> None:
        if self.app is not None:
            self.timeline.attach(self.app.now)
        match = self.match
        if match is None:
            return  # watching a replay: no seats to bind, no computer to warm up
        match.name_colours(self.palette.names)
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
            match.autoplay_forced = bool(getattr(self.app.settings, "autoplay_forced_moves", False))
            if self.coach is None and not match.tournament and self.records is None:
                # A game resumed before it came on screen is the one the autosave holds.
                self.records = ArcadeRecords(self.app.paths, has_person=bool(match.people), autosaved=match.ply > 0)
                match.keeper = self.records
        if any(match.is_computer(s) for s in (0, 1)):
            self.worker.warm_up()
        self._sound("whistle")

    def exit(self) -> None:
        self.worker.close()
        if self.records is not None:
            WRITER.flush(timeout=2.0)  # the last autosave or replay is on disk before the next screen
            self._report_save_errors()

    def covered_by(self, scene: Scene) -> None:
        """A screen over the table (the pause menu, a lost controller) stops the game and its clock; the
        hand-off curtain does not (the incoming player's clock runs while it waits for them)."""
        if self.match is not None and scene.holds_clock:
            self.match.pause("covered")

    def resume(self) -> None:
        if self.match is not None:
            self.match.unpause("covered")

    def join_tournament(self, keeper: ScreenRecords, on_end: Callable[[GameScene], None],
                        on_result: Callable[[GameScene], None]) -> None:
        """This game is a tournament fixture's: its records go to the tournament (its game in progress
        kept there for a crash, its replay kept), it ends into it, and the Match refuses hints and undo."""
        assert self.match is not None
        self.match.tournament = True
        self.match.keeper = keeper
        self.records = keeper
        self.after_end, self.after_result = on_end, on_result

    def teach(self, coach: Any) -> None:
        """A lesson runs on this table: the coach says which moves may be made and plays the other side's
        replies (no computer plays, nothing is saved, no result screen)."""
        self.coach = coach
        assert self.match is not None
        self.match.gate = lambda seat, notation: coach.gate(self, seat, notation)
        self.match.drive_bots = False

    def lay_out(self, state: Any) -> None:
        """A lesson puts a position on the table, laid out at once."""
        assert self.match is not None
        if self.log:
            self._log_before = self.log + (LATER,)
        self.match.lay_out(state)
        self.seat_view = self._current_view()
        self.shown_ply = self.seat_view.ply
        self.reset_view()

    def resume_from(self, log: GameLog) -> None:
        """Carry on the game `log` saved (its actions replayed, its clock as saved), laid out at once.
        ReplayError naming what cannot be read."""
        old = self.match
        assert old is not None
        self.match = Match.resume(log, self.setup, now=self.timeline, thinker=self.worker, keeper=old.keeper,
                                  tournament=old.tournament, shows_moves=old.shows_moves,
                                  autoplay_forced=old.autoplay_forced, drive_bots=old.drive_bots, gate=old.gate)
        self.match.name_colours(self.palette.names)
        if isinstance(self.records, ArcadeRecords):
            self.records.autosaved = True  # the autosave holds this game: finishing it clears it
        self.seat_view = self._current_view()
        self.shown_ply = self.seat_view.ply
        self.reset_view()

    # -- moves -----------------------------------------------------------------------------------
    def parse_action(self, notation: str) -> Any:
        """The engine's Action a notation names (to read its parts: a card, a target)."""
        return self.engine.Action.parse(notation)

    @property
    def animating(self) -> bool:
        """True while a move is being shown on the table."""
        return self.tweens.busy

    def submit(self, notation: str, *, seat: int | None = None) -> bool:
        """The person deciding now makes this move; False (with the reason said) if the Match refused it.
        A lesson plays the other side's scripted replies by naming that `seat`; nothing else moves for a
        computer."""
        match = self.match
        if seat is None:
            seat = self.seat_view.to_move
            if seat is not None and not self.is_human(seat):
                return False  # the computer's moves are its own (the Match asks it)
        if match is None or seat is None:
            return False
        why = match.submit(seat, str(notation))
        if why is not None:
            self.say(self.with_names(why))  # the engine's reason names seats by the engine's colours
            return False
        self._follow()
        return True

    def update(self, dt: float) -> None:
        self.elapsed += dt
        self.timeline.advance(dt)
        self.tick_effects(dt * self.speed)
        self.on_update(dt * self.speed)
        if self.match is None:
            return  # the replay viewer decides what happens next
        self.tick_match()
        if self.finished:
            self._show_result_when_still(dt)

    def tick_match(self) -> None:
        """Tick the Match and follow it: new moves animated, the end reported (the hand-off curtain calls
        this while it covers the table)."""
        match = self.match
        if match is None:
            return
        match.name_colours(self.palette.names)  # the colour-blind setting may change in the pause menu
        match.tick()
        if self.app is not None:
            for notice in match.notices:
                self.app.notify(notice)
        match.notices.clear()
        self._follow()
        self._warn_low_time()
        if match.finished and not self._end_reported:
            self._end_reported = True
            if self.after_end is not None:
                self.after_end(self)

    def _follow(self) -> None:
        """Catch the table up with the Match: the next move animated, a jump (undo, a position laid out)
        snapped; once the table is still, the Match hears the move has been shown."""
        match = self.match
        assert match is not None
        view = match.view(self.viewer, open_view=self.wants_open_view)
        if self._said_at is not None and view.ply != self._said_at:
            self.message_left = 0.0  # the message was about the decision just made
            self._said_at = None
        if view.ply == self.shown_ply:
            self.seat_view = view
        elif view.ply == self.shown_ply + 1:
            before, self.seat_view = self.seat_view, view
            self.shown_ply = view.ply
            self.animate(before, view)
        else:
            self.seat_view = view
            self.shown_ply = view.ply
            self.reset_view()
        self._follow_hint(view)
        if match.showing and self.shown_ply == match.ply and not self.animating and self.ready_to_go_on():
            match.shown(match.ply, self.bot_pause() / max(1.0, self.speed))

    def ready_to_go_on(self) -> bool:
        """Whether the move just shown may be followed by the next decision (a card table waits for its
        hand-off curtain to come down first)."""
        return True

    def bot_pause(self) -> float:
        """The computer's shortest pause before its next move, once this one is shown, so a person can
        follow it (a game may shorten it for moves that are one of many alike)."""
        return BOT_PAUSE_S

    def _warn_low_time(self) -> None:
        clock = self.seat_view.clock
        seat = clock.turn if clock is not None else None
        if clock is None or seat is None or seat in self._warned:
            return
        if clock.left[seat] <= clock.control.warning_s:
            self._warned.add(seat)
            self._sound("warning")

    def _show_result_when_still(self, dt: float) -> None:
        """The result screen, once the finished table has been still for RESULT_AFTER_S (game time): the
        last move, its GOAL! banner and the first of the confetti are seen before the dialog covers them."""
        if self._result_shown or self.app is None or self.coach is not None:
            return
        if self.animating:
            self._still_for = 0.0
            return
        self._still_for += dt * self.speed
        if self._still_for < RESULT_AFTER_S:
            return
        self._result_shown = True
        self.app.stack.push(ResultScene(self))

    # -- effects ---------------------------------------------------------------------------------
    def _sound(self, name: str) -> None:
        """Play an effect unless there is no app or the table is being snapped silently."""
        if self.app is not None and not self._mute:
            self.app.sound(name)

    def say(self, message: str, seconds: float = 3.2, *, this_decision: bool = False) -> None:
        """Show a short message to the players for a few seconds; `this_decision`: a message about the
        decision being made now (a hint, whose turn it is), taken down as soon as a move is made."""
        self.message = message
        self.message_left = seconds
        self._said_at = self.seat_view.ply if this_decision else None

    def tick_effects(self, dt: float) -> None:
        """Advance what lives outside the tweens: the message timer, confetti, failed saves."""
        self._report_save_errors()
        if self.message_left > 0:
            self.message_left -= dt
        if self.confetti is not None:
            self.confetti.update(dt)
            if self.confetti.done:
                self.confetti = None

    def _report_save_errors(self) -> None:
        """A failed save is shown once per kind (autosave, replay) per game; the game goes on."""
        if self.records is None:
            return
        for kind, message in self.records.take_errors():
            if kind not in self._save_reported and self.app is not None:
                self._save_reported.add(kind)
                self.app.notify(message)

    def saved_replay(self, timeout: float = 2.0) -> Path | None:
        """The replay file this finished game wrote, once on disk; None when none was kept."""
        return self.records.saved_replay(timeout) if self.records is not None else None

    # -- hints -----------------------------------------------------------------------------------
    @property
    def hints_allowed(self) -> bool:
        """PEEK asks for a hint: one person against the computer, not a tournament (the Match's rule)."""
        return self.match is not None and self.match.hints_allowed and self.app is not None

    def ask_hint(self) -> None:
        """PEEK against the computer: ask the hard computer what it would play here (shown, never played)."""
        match = self.match
        if match is None:
            return
        seat = self.humans[0] if len(self.humans) == 1 else match.to_move
        if seat is None:
            return
        why = match.ask_hint(seat)
        if why is not None:
            self.say(why)
        elif match.hint_pending:
            self.say("Thinking of a hint...", 1.5)
        elif self.seat_view.hint is not None:
            self.show_hint(self.seat_view.hint)  # asked again: the same hint, shown again

    def _follow_hint(self, view: SeatView) -> None:
        if view.hint is None or self.animating:
            return
        key = (view.ply, view.hint)
        if key != self._hint_seen:
            self._hint_seen = key
            self.show_hint(view.hint)
            if self.coach is None:  # a lesson's words say it already
                self.say(self.hint_words(view.hint), 5.0, this_decision=True)

    def show_hint(self, notation: str) -> None:
        """Point at the hinted move on the table (the game's; never plays it)."""

    def lesson_panel(self) -> pygame.Rect | None:
        """Where a lesson's words go on this table, if not over the top of it (scenes.play.learn.PANEL)."""
        return None

    def lesson_pointer(self, moves: Sequence[str]) -> Pointer | None:
        """A lesson's step accepts `moves`: where the next choice towards one of them is on screen and the
        press that gets nearer (the game's, from its own picker; scenes.play.teaching). Never chooses."""
        return None

    def hint_words(self, notation: str) -> str:
        """One line of why, in the game's own words for that choice (never a card the player cannot see)."""
        return f"Hint: {notation}"

    # -- forced moves ----------------------------------------------------------------------------
    def forced_action(self) -> str | None:
        """The only legal move of the seat deciding on this screen, if it has exactly one: a picker focuses it."""
        legal = self.seat_view.legal
        return legal[0] if len(legal) == 1 else None

    def handle_forced(self, event: InputEvent, seat: int | None) -> bool:
        """CONFIRM (or a click) plays the announced move now, BACK declines it; True if used."""
        offer = self.seat_view.forced
        if offer is None or seat != offer.seat or not event.pressed or self.match is None:
            return False
        if event.action in (Action.CONFIRM, Action.CLICK):
            self.match.accept_forced(seat)
            self._follow()
            return True
        if event.action == Action.BACK:
            self.match.decline_forced(seat)
            return True
        return False

    def forced_prompts(self) -> list[tuple[Any, str]]:
        """The prompt bar's items while the notice is up: CONFIRM plays it now, BACK leaves it to the player."""
        return [(Action.CONFIRM, "Play it now"), (Action.BACK, "Play it yourself"), (Action.MENU, "Pause")]

    @property
    def forced(self) -> Any:
        """The "only move" notice on screen, if any (match.view.ForcedOffer)."""
        return self.seat_view.forced

    def draw_forced_notice(self, surface: pygame.Surface, midtop: tuple[float, float]) -> None:
        """The "only move" notice, while one is up (game scenes call this where it fits their table)."""
        from scenes.play.forced import draw_notice

        draw_notice(surface, midtop, self.seat_view.forced)

    # -- input -----------------------------------------------------------------------------------
    def _other_keyboard_half(self, event: InputEvent) -> bool:
        """A key of the keyboard half nobody plays with, while the other half plays."""
        if self.app is None or event.device not in ("kb1", "kb2"):
            return False
        other = "kb2" if event.device == "kb1" else "kb1"
        inp = self.app.input
        return inp.seat_of(event.device) is None and inp.seat_of(other) is not None

    def acting_seat(self, event: InputEvent) -> int | None:
        """The seat this input acts for, or None if it may not act now."""
        seat = self.seat_view.to_move
        if seat is None or not self.is_human(seat) or self.finished:
            return None
        if event.seat is not None:
            return event.seat if event.seat == seat else None
        if self.app is not None and self.app.input.seats[seat] not in (None, "mouse") and event.device != "mouse":
            return None
        return seat

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
        if event.action == Action.PEEK:
            if event.pressed and self.hints_allowed:
                self.ask_hint()  # against the computer, PEEK is the hint button (two people peek with it)
            elif event.pressed and self.match is not None and self.humans and not self.finished:
                seat = self.acting_seat(event) if len(self.humans) == 2 else self.humans[0]
                self.say(self.match.ask_hint(seat if seat is not None else self.humans[0]) or "")  # why not
            return
        seat = self.acting_seat(event)
        if self.handle_forced(event, seat):
            return
        self.handle_input(event, seat)

    def open_pause(self) -> None:
        from scenes.play.pause import open_pause

        open_pause(self)

    def continue_tournament(self) -> None:
        """The result screen's Continue: hand the finished game to the tournament."""
        if self.after_result is not None:
            self.after_result(self)

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

    # -- hooks for subclasses --------------------------------------------------------------------
    def on_update(self, dt: float) -> None:
        """Per-frame work of the subclass (effects, hover...)."""

    def animate(self, before: SeatView, after: SeatView) -> None:
        """Turn the move's events (`after.events`) into tweens; default: nothing moves."""

    def reset_view(self) -> None:
        """Snap the picture to `seat_view` (after undo, a resume, a jump in a replay)."""

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
        """After a skip: a game whose table snaps to the view later (at the end of an animation) snaps now."""

    def handle_input(self, event: InputEvent, seat: int | None) -> None:
        """A person's input; seat is None when it is not their decision."""

    def draw_clocks(self, surface: pygame.Surface, rects: tuple[pygame.Rect, pygame.Rect]) -> None:
        """Both clock faces (nothing when the game has no clock)."""
        clock = self.seat_view.clock
        if clock is None:
            return
        from sprites.fx.clock_face import draw_clock

        pal = self.palette
        delay = clock.control.extra_s if clock.control.kind == "delay" else 0.0
        for seat in (0, 1):
            left = clock.left[seat]
            active = clock.turn == seat and not self.finished
            draw_clock(surface, rects[seat], left, active=active, warning=left <= clock.control.warning_s,
                       color=pal.seat[seat], label=self.clock_label(seat, rects[seat].w - 28), t=self.elapsed,
                       flagged=clock.flagged == seat,
                       delay=(clock.delay_left / delay if active else 0.0) if delay > 0 else None)

    def clock_label(self, seat: int, width: int) -> str:
        """The seat's name for its clock face, shortened to fit (the face draws it at 30 px bold)."""
        name = self.seat_name(seat)
        font = text.font(30, True)
        if font.size(name)[0] <= width:
            return name
        while len(name) > 1 and font.size(name + ".")[0] > width:
            name = name[:-1]
        return name.rstrip() + "."
