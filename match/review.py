"""A game to look at, position by position: the replay viewer's and the guides' source of SeatViews.

A `Review` holds every position of a recorded (or scripted) game and makes the same `SeatView`s a live
Match makes, for any position and any viewer: the observation, the moves in that viewer's words, the
clock after each move (the record's per-action readings, or for records written before the Match,
worked out from the clock's old start/stop log), and the result at the end. Nobody decides in a
review, so no view has legal moves. A recorded game holds its seed, so nothing in it is secret: an
open view (the whole state: "all hands") is always granted. No pygame.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from engines.common.protocol import GameState
from engines.common.results import shootout_of
from match.clock import DELAY, BRONSTEIN, FISCHER, ClockReading, TimeControl
from match.match import info_of
from match.record import GameLog, is_clock_time, replay
from match.seen import moves_words, observe
from match.setup import SEAT_COLOURS, SPECTATOR, GameSetup, SeatSpec
from match.view import MatchResult, SeatView


class Review:
    """Every position of one game, shown to any viewer."""

    def __init__(self, setup: GameSetup, states: Sequence[GameState], actions: Sequence[str], *,
                 result: MatchResult | None = None, control: TimeControl | None = None,
                 clocks: Sequence[tuple[float, float]] = (), flagged: int | None = None,
                 final: tuple[float, float] | None = None, hints: Sequence[int] = ()) -> None:
        if len(states) != len(actions) + 1:
            raise ValueError("a review needs one more position than actions")
        self.setup = setup
        self.game_id = setup.game_id
        self.info = info_of(setup.game_id)
        self.states = tuple(states)
        self.actions = tuple(actions)
        self.result = result
        self.control = control
        #: Both clocks after each action (empty: no clock, or none could be read).
        self.clocks = tuple(clocks) if control is not None and len(clocks) == len(actions) else ()
        self.flagged = flagged
        #: Both clocks when a finished game ended (a fallen flag, a player who resigned mid-turn).
        self.final = final if result is not None else None
        self.hints = tuple(hints)
        self._words: dict[int | None, list[str]] = {}
        self._colours: tuple[str, str] = SEAT_COLOURS

    @classmethod
    def of_log(cls, log: GameLog, source: str = "replay") -> Review:
        """A recorded game (ReplayError, naming `source`, if its actions do not replay)."""
        states = replay(log, source)
        seats = tuple(SeatSpec(SPECTATOR, str(s.get("level", "normal")), None, str(s.get("name", "")))
                      for s in log.seats)
        setup = GameSetup(log.game_id, log.seed, (seats[0], seats[1]), None, dict(log.options))
        result = None
        if log.result is not None:
            r = log.result
            winner = r["winner"] if r["method"] != "played" or states[-1].is_terminal else None
            words = str(r.get("reason") or "")
            told = r.get("shootout")
            shootout = (int(told[0]), int(told[1])) if told is not None else None
            result = MatchResult(winner, (int(r["scores"][0]), int(r["scores"][1])), str(r["method"]), words, shootout)
        elif states[-1].is_terminal:
            final = states[-1]
            result = MatchResult(final.winner, (int(final.scores[0]), int(final.scores[1])), "played", "",
                                 shootout_of(final))
        control, clocks, flagged = _clock_of(log)
        ended: tuple[float, float] | None = None
        if control is not None and log.clock is not None:
            left = log.clock.get("remaining")
            if isinstance(left, list) and len(left) == 2 and all(is_clock_time(x) for x in left):
                ended = (max(0.0, float(left[0])), max(0.0, float(left[1])))
        return cls(setup, states, log.actions, result=result, control=control, clocks=clocks, flagged=flagged,
                   final=ended, hints=log.hints)

    @property
    def n(self) -> int:
        """How many actions the game has."""
        return len(self.actions)

    @property
    def names(self) -> tuple[str, str]:
        """The players' names, a seat without one called by its colour (`name_colours`)."""
        return self.setup.names_with(self._colours)

    def name_colours(self, colours: tuple[str, str]) -> None:
        """Call the seats without a player's name by these colours' names (the screen's palette), as
        Match.name_colours does."""
        if colours != self._colours:
            self._colours = (colours[0], colours[1])
            self._words.clear()

    def mover(self, i: int) -> int | None:
        """The seat that made action i (0-based)."""
        return self.states[i].current_player

    def words(self, viewer: int | None) -> list[str]:
        """Every move in words as `viewer` may read them."""
        said = self._words.get(viewer)
        if said is None:
            said = moves_words(self.info, self.states, viewer, self.names, every=True)  # a row for every move
            self._words[viewer] = said
        return said

    def observe(self, ply: int, viewer: int | None) -> dict[str, Any]:
        """What `viewer` sees of the position after `ply` actions (no words, no clock)."""
        return observe(self.states[max(0, min(self.n, ply))], viewer)

    def clock_at(self, ply: int) -> ClockReading | None:
        """Both clocks after `ply` actions, stopped; the seat to move then has the turn; the end shows a
        fallen flag."""
        if self.control is None or not self.clocks and self.n:
            return None
        base = self.control.base_s
        end = ply >= self.n
        left = self.clocks[ply - 1] if ply > 0 else (base, base)
        if end and self.final is not None:
            left = self.final
        state = self.states[ply]
        turn = None if end or state.is_terminal else state.current_player
        return ClockReading(self.control, left, turn, False, 0.0, self.flagged if end else None)

    def view(self, ply: int, viewer: int | None, *, open_view: bool = False) -> SeatView:
        """The position after `ply` actions as `viewer` sees it (the whole state too with `open_view`)."""
        ply = max(0, min(self.n, ply))
        state = self.states[ply]
        end = ply == self.n
        to_move = None if state.is_terminal or (end and self.result is not None) else state.current_player
        turn = self.info.turn_of(state) if to_move is not None else None
        return SeatView(self.game_id, viewer, ply, observe(state, viewer), to_move, turn, (),
                        tuple(self.words(viewer)[:ply]), self.names, self.clock_at(ply),
                        self.result if end else None, state.to_json() if open_view else None)


def _clock_of(log: GameLog) -> tuple[TimeControl | None, tuple[tuple[float, float], ...], int | None]:
    """A record's clock: its control, both clocks after each action, a fallen flag."""
    record = log.clock
    if not record:
        return None, (), None
    try:
        control = TimeControl.parse(str(record["control"]))
    except (KeyError, TypeError, ValueError):
        return None, (), None
    flagged = record.get("flagged")
    flagged = flagged if flagged in (0, 1) and not isinstance(flagged, bool) else None
    if log.clocks:
        return control, log.clocks, flagged
    old = old_clock_times(record, control, len(log.actions))
    if old is None:
        return None, (), None
    clocks, old_flag = old
    return control, clocks, flagged if flagged is not None else old_flag


#: What the clock's log held in records written before the Match (one "stop" per action).
OLD_KINDS = ("start", "hold", "resume", "stop", "flag")


def old_clock_times(record: Mapping[str, Any], control: TimeControl,
                    actions: int) -> tuple[tuple[tuple[float, float], ...], int | None] | None:
    """Both clocks after each action, worked out from an older record's clock log (its starts, holds,
    resumes, stops and flag with their times; an increment at every stop, as those clocks gave); None
    when the log cannot be read or does not have one stop per action."""
    try:
        log = [(str(k), int(seat), float(t)) for k, seat, t in record.get("log", [])]
    except (TypeError, ValueError, OverflowError):  # a record written by hand: 1e400 is infinity in JSON
        return None
    if any(k not in OLD_KINDS or seat not in (0, 1) or not math.isfinite(t) for k, seat, t in log):
        return None
    if sum(1 for k, _s, _t in log if k == "stop") != actions:
        return None
    left = [control.base_s, control.base_s]
    out: list[tuple[float, float]] = []
    turn, used, since, flagged = None, 0.0, None, None

    def charge(u: float) -> float:
        return max(0.0, u - control.extra_s) if control.kind == DELAY else u

    def stop(t: float) -> None:
        nonlocal used, since
        if since is not None and turn is not None:
            left[turn] -= charge(used + t - since) - charge(used)
            used += t - since
        since = None

    for kind, seat, t in log:
        if kind == "start":
            turn, used, since = seat, 0.0, t
        elif kind == "hold":
            stop(t)
        elif kind == "resume":
            since = t
        elif kind == "flag":
            stop(t)
            left[seat], flagged = 0.0, seat
        else:
            stop(t)
            if turn is not None and control.kind == FISCHER:
                left[turn] += control.extra_s
            elif turn is not None and control.kind == BRONSTEIN:
                left[turn] += min(control.extra_s, used)
            turn = None
            out.append((max(0.0, left[0]), max(0.0, left[1])))
    return tuple(out), flagged


__all__ = ["Review", "old_clock_times"]
