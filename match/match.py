"""A game in progress: the `Match` owns it, shows each seat its own view and takes moves as notation.

The Match holds the engine state and its history, the seats (a person here, a computer, a person at
another arcade), whose decision it is, the chess clock, the records, and the policies a table lives
by: undo (casual games against the computer, never past hidden information), hints (one person
against the computer, never in a tournament), forced moves (never played for a person without a
visible notice, never a SHOT, an answer or a save) and the computer players' decisions, asked of a
`Thinker` while the table goes on. Screens draw `view(seat)` and call `submit(seat, notation)`; a
wrong seat, an illegal move or a move while the last one is still being shown is refused with a
reason, never a crash.

Time is a monotonic clock injected as `now()` (the arcade passes `time.monotonic`; tests move a fake
by hand). A table that shows moves (`shows_moves`) tells the Match when it has finished showing
each one (`shown(ply)`): until then the clock holds and no computer moves, so every move is seen.
Pauses (`pause(reason)` / `unpause(reason)`: a menu, a lost controller) hold the clock too.
No pygame, no files.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from concurrent.futures import Future
from dataclasses import replace
from typing import Any, cast

from engines import GAMES
from engines.common.info import GameInfo
from engines.common.protocol import GameModule, GameState
from engines.common.results import shootout_of
from engines.common.rng import derive
from match.clock import ChessClock, ClockReading, TimeControl
from match.keeper import NoRecords, RecordKeeper
from match.record import AGREED, PLAYED, ON_TIME, RESIGNED, GameLog, ReplayError
from match.seen import moves_words, observe, result_words
from match.setup import CPU, HUMAN, REMOTE, SEAT_COLOURS, GameSetup
from match.thinking import InlineThinker, Thinker
from match.undo import last_decision, undo_ply
from match.view import NOTICE_S, ForcedOffer, MatchResult, SeatView

#: The computer's shortest pause before its move is played, once the table has shown the last one, so a
#: person can follow it (a table may ask for less: a line-up laid out card by card).
BOT_PAUSE_S = 0.45
#: While a turn's clock runs, the game is saved this often, so a crash loses at most this much thinking.
CLOCK_SAVE_S = 5.0
#: Hints are the hard computer's choice, seeded apart from the computer players' own decisions.
HINT_LEVEL = "hard"
HINT_SALT = 0x48494E54
#: Why the clock holds: the table shows the last move; the "only move" notice is up; a computer has decided
#: and waits out the pause that lets people follow it.
SHOWING, NOTICE, PRESENTING = "showing", "notice", "presenting"
#: The clock's hold while a game between computers is played out at once (finish_now).
FINISHING = "finishing"

NO_HINTS_TOURNAMENT = "No hints in a tournament game."
NO_HINTS_PEOPLE = "Hints are for one player against the computer."
HINT_WAIT = "A hint is for your own decision: wait for your turn."
#: After a draw offer is turned down, the same player may offer again only this many moves (both sides'
#: plies) later: an offer is a question, not something to press every move.
REOFFER_PLIES = 20
NO_DRAWS = "{title}'s rules never end a game drawn ({why}): there is no draw to offer."
UNDO_HIDDEN = ("Your last move cannot be taken back: cards you could not see when you made it "
               "have been shown since.")


class MatchRefused(ValueError):
    """A match that cannot be played as asked (a mode the game does not support, a bad saved game)."""


def info_of(game_id: str) -> GameInfo:
    """What the engine declares about itself (`INFO`)."""
    info = getattr(GAMES[game_id], "INFO", None)
    if not isinstance(info, GameInfo):
        raise MatchRefused(f"the engine of {game_id!r} declares no INFO (engines/common/info.py)")
    return info


class Match:
    """One game in progress."""

    def __init__(self, setup: GameSetup, *, now: Callable[[], float], thinker: Thinker | None = None,
                 keeper: RecordKeeper | None = None, tournament: bool = False, shows_moves: bool = True,
                 autoplay_forced: bool = False, drive_bots: bool = True, start: GameState | None = None,
                 gate: Callable[[int, str], str | None] | None = None, saved: GameLog | None = None) -> None:
        self.setup = setup
        self.game_id = setup.game_id
        self.engine = cast(GameModule, GAMES[setup.game_id])
        self.info = info_of(setup.game_id)
        self.now = now
        self.thinker: Thinker = thinker if thinker is not None else InlineThinker()
        self.keeper: RecordKeeper = keeper if keeper is not None else NoRecords()
        self.tournament = tournament
        self.shows_moves = shows_moves
        #: The player turned "Play forced moves after 'only move'" on (a setting; may change during play).
        self.autoplay_forced = autoplay_forced
        self.drive_bots = drive_bots
        #: A lesson's say on which moves may be made (a refusal, or None); lessons lay positions out too.
        self.gate = gate
        if any(s.kind == REMOTE for s in setup.seats) and not self.info.can_audit:
            raise MatchRefused(f"{self.engine.TITLE} cannot be played with another arcade: it hides cards "
                               "but its engine declares no audit hooks to check what each seat is sent")
        state = start if start is not None else self.engine.new_game(setup.seed, **setup.options)
        self._history: list[GameState] = [state]
        self._actions: list[str] = []
        self._clocks: list[tuple[float, float]] = []
        self.hints_used: list[int] = []
        #: What a seat without a player's name is called: its colour's name, as the screen's palette says
        #: ("Orange" in the colour-blind one; `name_colours`). The words of every move and the result use it.
        self._colours: tuple[str, str] = SEAT_COLOURS
        self._clock = ChessClock(TimeControl.parse(setup.clock), now) if setup.clock else None
        self._result: MatchResult | None = None
        #: Why the game ended, in words, given the names to say it with (set when it ends).
        self._said: Callable[[tuple[str, str]], str] | None = None
        #: The ply the table has finished showing (it shows the opening deal, ply 0, too).
        self._shown = -1 if shows_moves else 0
        self._idle_since = now()
        self._pauses: set[str] = set()
        self._bot_pause = BOT_PAUSE_S
        self._bot: tuple[int, Future[str]] | None = None
        self._hint: tuple[int, int, str] | None = None  # (ply, seat, notation)
        self._hint_future: tuple[int, int, Future[str]] | None = None
        self._offer: tuple[int, int, str, str] | None = None  # (ply, seat, notation, words)
        self._offer_left = 0.0
        self._offer_tick = 0.0
        self._declined = -1
        self._checked = -1
        #: A draw offer waiting for its answer: (the ply it was made at, the seat that offered).
        self._draw: tuple[int, int] | None = None
        self._declined_draws: list[tuple[int, int]] = []
        self._saved_at = now()
        #: Messages for the players (a computer player's helper stopped, a hint failed): the screen shows them.
        self.notices: list[str] = []
        self._words: dict[int | None, list[str]] = {}
        self._cache: dict[tuple[int, int | None, bool],
                          tuple[Mapping[str, Any], tuple[str, ...], Mapping[str, Any] | None]] = {}
        self._legal: tuple[int, tuple[str, ...]] | None = None
        self._observed: dict[tuple[int, int | None], Mapping[str, Any]] = {}
        if saved is not None:
            self._carry_on(saved)
        self._begin_turn()

    @classmethod
    def resume(cls, log: GameLog, setup: GameSetup, **kwargs: Any) -> Match:
        """The game a record saved, carried on: every action replayed (no animation), the clock as it stood
        when saved (time spent after that in an interrupted turn is lost to that seat, at most a few
        seconds), the hints shown. ReplayError naming the action or the clock that cannot be read."""
        return cls(setup, saved=log, **kwargs)

    def _carry_on(self, log: GameLog) -> None:
        if (log.game_id, log.seed, dict(log.options)) != (self.game_id, self.setup.seed, dict(self.setup.options)):
            raise ReplayError("the saved game is another game (its game, seed or options differ)")
        if log.result is not None:
            raise ReplayError("the saved game is already over")
        state = self._state
        for number, notation in enumerate(log.actions, 1):
            try:
                state = state.apply(notation)
            except Exception as exc:
                raise ReplayError(f"action {number} {notation!r} is illegal: {exc}") from None
            self._history.append(state)
            self._actions.append(notation)
        self.hints_used = [h for h in log.hints if h <= len(log.actions)]
        self._declined_draws = [d for d in log.declined_draws if d[0] <= len(log.actions)]
        self._shown = self.ply  # a resumed table is laid out at once, not dealt again
        if self._clock is not None:
            self._clocks = list(log.clocks) if len(log.clocks) == self.ply else []
            if log.clock:
                try:
                    clock = ChessClock.from_record(log.clock, self.now)
                except ValueError as exc:
                    raise ReplayError(str(exc)) from None
                if clock.control != self._clock.control:
                    raise ReplayError("the saved chess clock is not the game's time control")
                clock.release("resume")
                self._clock = clock
        if state.is_terminal:
            raise ReplayError("the saved game is already over")

    # -- reading -------------------------------------------------------------------------------
    @property
    def _state(self) -> GameState:
        return self._history[-1]

    @property
    def ply(self) -> int:
        return len(self._actions)

    @property
    def actions(self) -> tuple[str, ...]:
        return tuple(self._actions)

    @property
    def result(self) -> MatchResult | None:
        return self._result

    @property
    def finished(self) -> bool:
        return self._result is not None

    @property
    def to_move(self) -> int | None:
        """The seat that decides now (None when the game is over)."""
        return None if self.finished else self._state.current_player

    @property
    def turn(self) -> int | None:
        """The seat whose turn it is (the attacker while the defender answers)."""
        return None if self.finished or self._state.is_terminal else self.info.turn_of(self._state)

    @property
    def people(self) -> list[int]:
        """The seats a person plays (here or at another arcade)."""
        return [s for s in (0, 1) if self.setup.seats[s].plays]

    @property
    def humans(self) -> list[int]:
        """The seats a person plays at this arcade."""
        return [s for s in (0, 1) if self.setup.seats[s].kind == HUMAN]

    def is_computer(self, seat: int) -> bool:
        return self.setup.seats[seat].kind == CPU

    @property
    def names(self) -> tuple[str, str]:
        """The players' names, a seat without one called by its colour (`name_colours`)."""
        return self.setup.names_with(self._colours)

    def name_colours(self, colours: tuple[str, str]) -> None:
        """Call the seats without a player's name by these colours' names from now on (the screen's palette:
        the side drawn in orange is "Orange"); the words of the moves so far are said again with them."""
        if colours != self._colours:
            self._colours = (colours[0], colours[1])
            self._words.clear()
            self._cache.clear()
            if self._result is not None and self._said is not None:
                self._result = replace(self._result, words=self._said(self.names))

    @property
    def paused(self) -> bool:
        return bool(self._pauses)

    @property
    def showing(self) -> bool:
        """A move (or the opening deal) is still being shown on the table."""
        return self.shows_moves and self._shown < self.ply

    @property
    def idle(self) -> bool:
        """Nothing is being shown and nothing pauses the game: the seat to move is thinking."""
        return not self.showing and not self._pauses and not self.finished

    def clock(self) -> ClockReading | None:
        """The chess clock now (None without one)."""
        return self._clock.reading() if self._clock is not None else None

    @property
    def time_control(self) -> TimeControl | None:
        return self._clock.control if self._clock is not None else None

    def open_to(self, viewer: int | None) -> bool:
        """Whether nothing at the table is secret from this viewer: the game is over, no person plays in it
        (computers playing each other, watched), or the game hides nothing. (The same for every viewer
        today; a spectator at another arcade will be asked about here.)"""
        return self._result is not None or not self.info.hidden_information or not self.people

    def view(self, viewer: int | None, *, open_view: bool = False) -> SeatView:
        """What `viewer` (a seat, or None for a spectator) is shown now. `open_view` asks for the whole
        state as well, granted only when nothing is secret from the viewer (`open_to`)."""
        full = open_view and self.open_to(viewer)
        ply = self.ply
        key = (ply, viewer, full)
        cached = self._cache.get(key)
        if cached is None:
            if any(k[0] != ply for k in self._cache):
                self._cache.clear()  # views of an earlier position
            cached = (observe(self._state, viewer), tuple(self.words(viewer)),
                      self._state.to_json() if full else None)
            self._cache[key] = cached
        observation, moves, whole = cached
        deciding = viewer is not None and viewer == self.to_move
        hint = self._hint[2] if self._hint is not None and self._hint[:2] == (ply, viewer) else None
        return SeatView(self.game_id, viewer, ply, observation, self.to_move, self.turn,
                        self.legal() if deciding else (), moves, self.names, self.clock(), self._result,
                        whole, hint, self._forced_for(viewer), self.draw_offer)

    def observe(self, viewer: int | None) -> Mapping[str, Any]:
        """What `viewer` sees of the position now (its observation, or the room's for None), without the
        rest of a view (no words, no clock)."""
        for key, cached in self._cache.items():
            if key[:2] == (self.ply, viewer):
                return cached[0]
        seen = self._observed.get((self.ply, viewer))
        if seen is None:
            if any(k[0] != self.ply for k in self._observed):
                self._observed.clear()
            seen = self._observed[(self.ply, viewer)] = observe(self._state, viewer)
        return seen

    def legal(self) -> tuple[str, ...]:
        """The legal moves of the seat to move, as notation (empty when the game is over)."""
        if self.finished:
            return ()
        if self._legal is None or self._legal[0] != self.ply:
            self._legal = (self.ply, tuple(str(a) for a in self._state.legal_actions()))
        return self._legal[1]

    def words(self, viewer: int | None) -> list[str]:
        """Every move so far in words, as `viewer` may read them (made once per move and viewer)."""
        said = self._words.setdefault(viewer, [])
        if len(said) < self.ply:
            said += moves_words(self.info, self._history, viewer, self.names, len(said))
        return said

    def preview(self, seat: int, notation: str) -> str:
        """A move `seat` could make now, in its own words (the "only move" notice)."""
        after = self._state.apply(notation)
        words = self.info.words.describe(self._state.observation(seat), after.observation(seat)["events"], seat,
                                         self.names)
        return words or notation  # a move the log leaves out (a plain draw) is named by its notation

    # -- moves --------------------------------------------------------------------------------
    def submit(self, seat: int, notation: str) -> str | None:
        """`seat` makes a move: None when it was played, else why not (nothing changes)."""
        self._check_flag()
        why = self._refusal(seat)
        if why is not None:
            return why
        if notation not in self.legal():
            try:
                self._state.apply(notation)
            except Exception as exc:  # the engine's own words for why
                return f"That move is not allowed: {exc}"
            return "That move is not allowed now."
        if self.gate is not None:
            why = self.gate(seat, notation)
            if why is not None:
                return why
        self._apply(notation)
        return None

    def _refusal(self, seat: int) -> str | None:
        if self.finished:
            return "The game is over."
        if seat not in (0, 1):
            return "Only the players may move."
        if self.showing:
            return "The last move is still being shown."
        if self._pauses:
            return "The game is paused."
        if self._state.current_player != seat:
            return f"It is {self.names[1 - seat]}'s decision, not {self.names[seat]}'s."
        return None

    def _apply(self, notation: str) -> None:
        old = self._state
        mover = old.current_player
        new = old.apply(notation)
        self._history.append(new)
        self._actions.append(notation)
        self._offer = None
        self._bot = None
        if self._draw is not None and self._draw[1] != mover:
            self._declined_draws.append(self._draw)  # as in chess: moving on instead of answering turns it down
            self._draw = None
        clock = self._clock
        if clock is not None:
            clock.release(NOTICE)
            clock.release(PRESENTING)
            if new.is_terminal or new.current_player != mover:
                clock.end_turn()  # the seat handed the decision over: its one increment for the turn
            reading = clock.reading()
            self._clocks.append(reading.left)
        if self.shows_moves:
            self._hold(SHOWING)
        self._idle_since = self.now()
        if new.is_terminal:
            self._finish(new.winner, lambda names: result_words(self.info, new, names), PLAYED)
            return
        self._begin_turn()
        self._save()

    def _begin_turn(self) -> None:
        """The seat to move owes a decision: its clock's turn (held while the table shows the move), and a
        computer starts thinking at once (while the table shows the move)."""
        seat = self._state.current_player
        if self.finished or seat is None:
            return
        if self._clock is not None:
            self._clock.start_turn(seat)
        if self.showing:
            self._hold(SHOWING)
        if self.ply:
            self._ask_bot()  # a computer thinks while the move before is shown (the first question waits for a tick)

    def shown(self, ply: int, bot_pause: float | None = None) -> None:
        """The table has finished showing the position after `ply` moves (the opening deal is ply 0).
        `bot_pause`: the computer's shortest pause before its next move, from now (BOT_PAUSE_S if None)."""
        if ply != self.ply or self._shown >= ply:
            return
        self._shown = ply
        self._bot_pause = BOT_PAUSE_S if bot_pause is None else max(0.0, bot_pause)
        self._idle_since = self.now()
        self._release(SHOWING)

    # -- time ---------------------------------------------------------------------------------
    def tick(self) -> None:
        """Call often (every frame): a fallen flag ends the game, a computer's move or the forced move
        whose notice ran out is played, a long turn is saved."""
        if self.finished or self._check_flag():
            return
        self._poll_hint()
        if not self.idle:
            self._offer_tick = self.now()  # the notice counts down only while it is on screen and the game on
            return
        clock = self._clock
        self._play_bot()
        if self.idle:  # (a computer's move just played is being shown: no notice over it)
            self._tick_forced()
        if clock is not None and clock.running and self.now() - self._saved_at >= CLOCK_SAVE_S:
            self._save()

    def _check_flag(self) -> bool:
        """A fallen flag ends the game (the rules of the clock: the player out of time loses)."""
        if self._clock is None or self.finished:
            return False
        flagged = self._clock.check_flag()
        if flagged is None:
            return False
        self._finish(1 - flagged, lambda names: f"{names[flagged]} lost on time", ON_TIME)
        return True

    def pause(self, reason: str) -> None:
        """Stop the game for `reason` (a menu over the table, a controller lost): the clock holds."""
        if self._check_flag():
            return  # the flag fell first: the game is over
        if reason not in self._pauses:
            self._pauses.add(reason)
            self._hold(f"pause:{reason}")
            self._save()  # quitting from the pause menu keeps the time exactly

    def unpause(self, reason: str) -> None:
        if reason in self._pauses:
            self._pauses.discard(reason)
            self._release(f"pause:{reason}")
            self._idle_since = self.now()

    def _hold(self, reason: str) -> None:
        if self._clock is not None:
            self._clock.hold(reason)

    def _release(self, reason: str) -> None:
        if self._clock is not None:
            self._clock.release(reason)

    # -- computer players ---------------------------------------------------------------------
    def _ask_bot(self) -> None:
        seat = self._state.current_player
        if seat is None or not self.drive_bots or not self.is_computer(seat) or self.finished:
            return
        if self._bot is not None and self._bot[0] == self.ply:
            return
        level = self.setup.seats[seat].level
        seed = derive(self.setup.seed, self.ply, seat)
        self._bot = (self.ply, self._request(level, seed, seat))

    def _request(self, level: str, seed: int, seat: int) -> Future[str]:
        try:
            return self.thinker.request(self.game_id, level, seed, self._state.to_json(), seat)
        except Exception as exc:  # the thinker could not even take the question: think here from now on
            return self._fall_back(exc).request(self.game_id, level, seed, self._state.to_json(), seat)

    def _fall_back(self, exc: BaseException) -> Thinker:
        self.thinker = InlineThinker()
        self.notices.append(f"The computer player's helper process stopped ({type(exc).__name__}); "
                            "it now thinks in the main process.")
        return self.thinker

    def _play_bot(self) -> None:
        bot = self._bot
        if bot is None:
            self._ask_bot()
            return
        ply, fut = bot
        if ply != self.ply or not fut.done():
            return
        if self.now() - self._idle_since < self._bot_pause - 1e-9:
            # The computer has decided; the pause is only so people can follow it: not its thinking time.
            self._hold(PRESENTING)
            return
        self._bot = None
        try:
            move = fut.result()
        except Exception as exc:  # a crashed worker: ask again, in this process
            self._release(PRESENTING)
            self._fall_back(exc)
            self._ask_bot()
            return
        seat = self._state.current_player
        if seat is None or self.submit(seat, move) is None:
            return
        self._release(PRESENTING)
        if not isinstance(self.thinker, InlineThinker):
            self._fall_back(RuntimeError(f"illegal move {move!r}"))  # ask again, in this process
            self._ask_bot()
            return
        # Thinking here gave an impossible move too: play the first legal one rather than stall, and say so.
        self.notices.append("The computer player chose a move that is not allowed; it played its first legal "
                            "move instead.")
        self.submit(seat, self.legal()[0])

    def finish_now(self) -> str | None:
        """Play the rest of a game between two computers at once, unanimated: None when it is over, else why
        not (nothing changes).

        Each move is the one the computer would have made watched: the same level, the same seed
        (derive(seed, ply, seat)) and the same position, which are all a computer's choice depends on, so
        the game and its result are those of watching it to the end. The clocks hold meanwhile: watched, a
        computer thinks while the move before it is shown, when its clock is held too."""
        if self.finished:
            return "The game is over."
        if not all(self.is_computer(s) for s in (0, 1)):
            return "Only a game between two computers can be finished at once."
        self._bot = None  # a question to the helper process still out: its answer would be this same move
        self._hold(FINISHING)
        thinker = InlineThinker()
        try:
            while not self.finished and (seat := self._state.current_player) is not None:
                level = self.setup.seats[seat].level
                move = thinker.request(self.game_id, level, derive(self.setup.seed, self.ply, seat),
                                       self._state.to_json(), seat).result()
                if move not in self.legal():  # as when watched (_play_bot): never stall, and say so
                    self.notices.append("The computer player chose a move that is not allowed; it played its "
                                        "first legal move instead.")
                    move = self.legal()[0]
                self._apply(move)
        finally:
            self._release(FINISHING)
        return None

    # -- hints --------------------------------------------------------------------------------
    @property
    def hints_allowed(self) -> bool:
        """Hints are for one person against the computer, outside tournaments."""
        return not self.tournament and len(self.people) == 1 and len(self.humans) == 1 and self.gate is None

    def ask_hint(self, seat: int) -> str | None:
        """`seat` asks what the hard computer would play in its place: None when asked (the answer comes
        in its view, `hint`), else why not. A hint only points; it is never played."""
        if self.tournament:
            return NO_HINTS_TOURNAMENT
        if not self.hints_allowed or seat not in self.humans:
            return NO_HINTS_PEOPLE
        if self.to_move != seat or self.showing:
            return HINT_WAIT
        ply = self.ply
        if self._hint is not None and self._hint[:2] == (ply, seat):
            return None
        if self._hint_future is not None and self._hint_future[0] == ply:
            return None
        seed = derive(self.setup.seed ^ HINT_SALT, ply, seat)
        self._hint_future = (ply, seat, self._request(HINT_LEVEL, seed, seat))
        return None

    @property
    def hint_pending(self) -> bool:
        return self._hint_future is not None and self._hint_future[0] == self.ply

    def _poll_hint(self) -> None:
        asked = self._hint_future
        if asked is None:
            return
        ply, seat, fut = asked
        if ply != self.ply:
            self._hint_future = None
            return
        if not fut.done():
            return
        self._hint_future = None
        try:
            move = fut.result()
        except Exception:  # noqa: BLE001 - a hint is a courtesy: a failure never stops the game
            self.notices.append("No hint this time: the computer's helper did not answer.")
            return
        self.set_hint(seat, move)

    def set_hint(self, seat: int, notation: str) -> None:
        """Show `notation` to `seat` as a hint for its decision now (a lesson points at its step this way);
        the ply is recorded, and the replay says hints were used."""
        self._hint = (self.ply, seat, notation)
        if self.gate is None and self.ply not in self.hints_used:
            self.hints_used.append(self.ply)
            self._save()

    # -- forced moves -------------------------------------------------------------------------
    def _may_autoplay(self, seat: int, notation: str) -> bool:
        state = self._state
        if not self.autoplay_forced or self.gate is not None or not self.setup.seats[seat].kind == HUMAN:
            return False
        if self.info.hidden_information and len(self.humans) == 2:
            return False  # two people share the screen: a move played for one tells the other what they hold
        if self.info.turn_of(state) != seat:
            return False  # a decision out of turn (an answer) is always the player's own
        return not self.info.never_autoplay(state, notation)

    def _tick_forced(self) -> None:
        seat = self._state.current_player
        if seat is None or not self.setup.seats[seat].kind == HUMAN:
            return
        now = self.now()
        if self._offer is None:
            if self.ply in (self._declined, self._checked):
                return
            self._checked = self.ply
            legal = self.legal()
            if len(legal) != 1 or not self._may_autoplay(seat, legal[0]):
                return
            self._offer = (self.ply, seat, legal[0], self.preview(seat, legal[0]))
            self._offer_left, self._offer_tick = NOTICE_S, now
            self._hold(NOTICE)  # the notice's time is not the player's thinking time
            return
        self._offer_left -= now - self._offer_tick
        self._offer_tick = now
        if self._offer_left <= 0:
            self.accept_forced(seat)

    def _forced_for(self, viewer: int | None) -> ForcedOffer | None:
        offer = self._offer
        if offer is None or offer[1] != viewer or offer[0] != self.ply:
            return None
        return ForcedOffer(offer[0], offer[1], offer[2], offer[3], max(0.0, min(1.0, 1 - self._offer_left / NOTICE_S)))

    def accept_forced(self, seat: int) -> str | None:
        """Play the move the notice announced, now."""
        offer = self._offer
        if offer is None or offer[1] != seat or offer[0] != self.ply:
            return "There is no move waiting to be played."
        return self.submit(seat, offer[2])

    def decline_forced(self, seat: int) -> None:
        """The player makes the forced move themselves (BACK on the notice)."""
        if self._offer is not None and self._offer[1] == seat:
            self._declined = self._offer[0]
            self._offer = None
            self._release(NOTICE)

    # -- undo, resign, abandon ----------------------------------------------------------------
    def undo_target(self, seat: int) -> int | None:
        """The ply an undo by `seat` would go back to, or None."""
        if not self._undo_casual(seat):
            return None
        return undo_ply(self.info, self._history, lambda s: s == seat)

    def undo_kept_from(self, seat: int) -> bool:
        """A casual game where `seat` made a decision that undo may not take back because of what was shown
        since (the pause menu shows Undo greyed, with why)."""
        return (self._undo_casual(seat) and self.undo_target(seat) is None
                and last_decision(self._history, lambda s: s == seat) is not None)

    def _undo_casual(self, seat: int) -> bool:
        return (not self.tournament and self._clock is None and self.humans == [seat] and len(self.people) == 1
                and not self.finished and self.gate is None)

    def undo(self, seat: int) -> str | None:
        """Take back moves until `seat` is to move before its last decision: None when done, else why not."""
        ply = self.undo_target(seat)
        if ply is None:
            return UNDO_HIDDEN if self.undo_kept_from(seat) else "There is nothing to undo."
        del self._history[ply + 1:]
        del self._actions[ply:]
        del self._clocks[ply:]
        # A hint shown for a decision taken back still counts: it was seen (the record says hints were used).
        self.hints_used = sorted({min(h, ply) for h in self.hints_used})
        for said in self._words.values():
            del said[ply:]
        self._reset_transients(ply)
        if self._actions:
            self._save()
        else:
            self.keeper.forget()
        return None

    def resign(self, seat: int) -> str | None:
        """`seat` (a person's) gives the game up."""
        if self.finished or self._check_flag():
            return "The game is over."
        if seat not in self.people:
            return "Only a player may resign their own game."
        self._finish(1 - seat, lambda names: f"{names[seat]} resigned", RESIGNED)
        return None

    # -- a draw by agreement ------------------------------------------------------------------
    @property
    def draws_allowed(self) -> bool:
        """Whether this game may end in a draw the players agree: its rules let a game end drawn
        (`INFO.draws`), and it is not a knockout game whose own tie-break is on (a shoot-out decides it)."""
        knockout = self.info.knockout_options
        tiebreak = bool(knockout) and all(self.setup.options.get(k) == v for k, v in knockout.items())
        return self.info.draws and not tiebreak

    @property
    def draw_offer(self) -> int | None:
        """The seat whose draw offer waits for the other's answer, or None."""
        return None if self._draw is None or self.finished else self._draw[1]

    @property
    def declined_draws(self) -> tuple[tuple[int, int], ...]:
        """Draw offers turned down so far: (the ply it was made at, the seat that offered)."""
        return tuple(self._declined_draws)

    def draw_refusal(self, seat: int) -> str | None:
        """Why `seat` may not offer a draw now, or None when it may (the pause menu greys the row with it)."""
        if self.finished:
            return "The game is over."
        if not self.draws_allowed:
            why = ("a knockout game is settled by its own tie-break" if self.info.draws
                   else "every tie is played off")
            return NO_DRAWS.format(title=self.engine.TITLE, why=why)
        if seat not in self.people:
            return "Only a player may offer a draw."
        if self.gate is not None:
            return "There are no draws in a lesson."
        if self._draw is not None:
            return f"{self.names[self._draw[1]]} has offered a draw: it waits for the answer."
        last = max((p for p, s in self._declined_draws if s == seat), default=None)
        if last is not None and self.ply - last < REOFFER_PLIES:
            left = REOFFER_PLIES - (self.ply - last)
            return (f"{self.names[1 - seat]} turned your last offer down: you may offer a draw again in "
                    f"{left} move{'s' if left != 1 else ''}.")
        return None

    def offer_draw(self, seat: int) -> str | None:
        """`seat` (a person's) offers a draw: None when offered, else why not. A computer opponent answers at
        once by its game's rule from what it sees (`INFO.accepts_draw`); a person answers with
        `answer_draw`, or turns it down by making a move."""
        if self._check_flag():
            return "The game is over."
        why = self.draw_refusal(seat)
        if why is not None:
            return why
        self._draw = (self.ply, seat)
        other = 1 - seat
        if self.is_computer(other):
            accepts = self.info.accepts_draw(self.observe(other), other)
            self.answer_draw(other, accepts)
            if not accepts:
                self.notices.append(f"{self.names[other]} turns the draw down: play on.")
        return None

    def answer_draw(self, seat: int, accept: bool) -> str | None:
        """`seat` answers the draw the other seat offered: None when answered, else why not."""
        if self._check_flag() or self.finished:
            return "The game is over."
        if self._draw is None or self._draw[1] != 1 - seat:
            return "There is no draw offer to answer."
        offer, self._draw = self._draw, None
        if accept:
            offered = offer[1]
            self._finish(None, lambda names: f"Drawn by agreement: {names[offered]} offered, {names[seat]} accepted",
                         AGREED)
        else:
            self._declined_draws.append(offer)
            self._save()
        return None

    # -- a lesson -----------------------------------------------------------------------------
    def lay_out(self, state: GameState) -> None:
        """A lesson puts a position on the table (only a match with a lesson's `gate`)."""
        if self.gate is None:
            raise MatchRefused("only a lesson lays positions out")
        self._history = [state]
        self._actions.clear()
        self._clocks.clear()
        self._words.clear()
        self._result = None
        self._reset_transients(0)

    def _reset_transients(self, shown: int) -> None:
        """After a jump to another position (undo, a lesson's layout): nothing asked, offered or cached for
        the position left stays, the table has it shown, and its turn begins."""
        self._cache.clear()
        self._observed.clear()
        self._legal = None
        self._bot = self._hint_future = None
        self._hint = self._offer = None
        self._draw = None
        self._declined_draws = [d for d in self._declined_draws if d[0] <= shown]
        self._declined = self._checked = -1
        for reason in (NOTICE, PRESENTING, SHOWING):
            self._release(reason)
        self._shown = shown
        self._begin_turn()

    # -- the end and the records --------------------------------------------------------------
    def _finish(self, winner: int | None, words: Callable[[tuple[str, str]], str], method: str) -> None:
        """The game is over: `words` says why with given names (the screen's, with seat colours as drawn;
        the record's, in the engines' colours, so a replay reads the same whatever palette shows it)."""
        state = self._state
        self._said = words
        clock = self._clock
        if clock is not None:
            clock.hold("over")
        self._result = MatchResult(winner, (int(state.scores[0]), int(state.scores[1])), method, words(self.names),
                                   shootout_of(state) if method == PLAYED else None, self.ply,
                                   (clock.thought(0), clock.thought(1)) if clock is not None else None,
                                   len(self.hints_used))
        self._bot = self._hint_future = None
        self._offer = None
        self._cache.clear()
        self.keeper.finished(self.record())

    def record(self) -> GameLog:
        """The game as a record: setup, seats, every action with the clocks after it, the clock now, the
        hints shown, and the result once there is one."""
        seats = tuple({"kind": s.kind if s.kind in (HUMAN, CPU) else HUMAN, "level": s.level, "name": s.name}
                      for s in self.setup.seats)
        result = None
        if self._result is not None:
            r = self._result
            reason = self._said(self.setup.names) if self._said is not None else r.words
            result = {"winner": r.winner, "scores": list(r.scores), "reason": reason, "method": r.method}
            if r.shootout is not None:
                result["shootout"] = list(r.shootout)
        clocks = tuple(self._clocks) if len(self._clocks) == len(self._actions) else ()
        return GameLog(self.game_id, dict(self.setup.options), self.setup.seed, (seats[0], seats[1]),
                       tuple(self._actions), result, self._clock.record() if self._clock is not None else None,
                       tuple(self.hints_used), clocks, tuple(self._declined_draws))

    def _save(self) -> None:
        self._saved_at = self.now()
        if self._actions and not self.finished:
            self.keeper.progress(self.record())

    def full_state(self) -> GameState:
        """The whole engine state. For records, tools, tests and the Match's own policies: a screen never
        calls it (tests/architecture checks), it draws `view()`."""
        return self._state

    def history(self) -> tuple[GameState, ...]:
        """Every state of the game so far (the same rule as `full_state`)."""
        return tuple(self._history)


__all__ = ["Match", "MatchRefused", "info_of", "BOT_PAUSE_S", "REOFFER_PLIES", "NO_DRAWS", "CLOCK_SAVE_S", "HINT_LEVEL", "NO_HINTS_TOURNAMENT",
           "NO_HINTS_PEOPLE", "HINT_WAIT", "UNDO_HIDDEN"]
