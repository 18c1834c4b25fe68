"""What an engine declares about itself: `GameInfo`, the one place the Match, the arcade and the tools
learn what kind of game it is, instead of guessing with `getattr`.

Every engine package exports `INFO = GameInfo(...)`. The fields say:

- `hidden_information`: whether a seat may ever be unable to see something (a card game's hands). A
  game that says False is read as perfect information everywhere (undo to any decision, the match code
  shown during play); one that says True needs `audit` for undo (without it: no undo at all) and for
  any mode that shows a seat's view to another machine (the Match refuses to start one).
- `words`: the game's moves and results in words, made only from what one viewer may see (its
  observation before the move and the move's events masked for it): no sentence can name a card the
  viewer may not see, whoever calls it.
- `audit`: `card_count`, `hidden_cards`, `shown_cards` (card ids), read by undo and the fuzzer; the
  Match refuses a seat at another arcade for a game that hides cards without them.
- `turn_of(state)`: the seat whose turn it is, which differs from `state.current_player` while a
  defender answers (a card game's answer, a save). None: nobody's (the game is over).
- `never_autoplay(state, notation)`: a move that must always be the player's own even when it is their
  only one (a SHOT, an answer, a save). Decisions out of turn are never played for anyone anyway.
- `default_clock`: the game's usual time control ("15+0", "5+3", "10d5", "10b5").
- `knockout_options`: the `new_game` options that turn the game's own tie-break on in a knockout.
- `legacy_options`: `{record format version: options}`, what an older record implies (rule changes).
- `fuzz_options`: the `new_game` option sets the fuzzer cycles through.
- `draws`: whether the game's rules let a game end drawn, so the players may agree a draw (chess's
  offer: the Match's `offer_draw`). False where the rulebook plays every tie off (golden goal,
  overtime, a coin toss): there is no offer there. A knockout game whose own tie-break is on
  (`knockout_options`) has none either.
- `accepts_draw(observation, seat)`: whether a computer in `seat` accepts a draw offered now, from what
  it sees (its observation): by default only when it is behind on the score.

Pure Python, no pygame: engines import it, and everything above reads it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

#: The time control of a game that names none of its own.
FALLBACK_CLOCK = "10+5"


class Words(Protocol):
    """A game's moves and results in words, from one viewer's side of the table only."""

    def describe(self, before: Mapping[str, Any], events: Sequence[Mapping[str, Any]], mover: int,
                 names: tuple[str, str]) -> str:
        """The move `mover` just made, for the log and the move list.

        `before` is the viewer's observation of the position before the move (its "player" says whose
        view it is: 0, 1, or None for a spectator, who sees what both seats see); `events` are the
        move's events as the viewer sees them (the observation after the move, "events"). `names`
        are the players' names (Blue's, Red's). Lines are joined with newlines; empty for a move a log
        leaves out (a plain draw of a card, say).
        """
        ...

    def result(self, final: Mapping[str, Any], names: tuple[str, str]) -> str:
        """Why a finished game ended and who won, from any viewer's observation of the final position
        ("Blue wins 3-1", "Draw by repetition")."""
        ...


#: A words module may also say the moves `describe` leaves out, for a list with a row for every move (the
#: replay's): `aside(before, events, mover, names) -> str`, taking what `describe` takes, as leak-free
#: ("Ann draws a card", "Bo places a card at defender 2"). Optional (match.seen.moves_words looks it up), so it
#: is no member of the Protocol; a game without one leaves such a row to say whose move it was.
ASIDE = "aside"


class AuditHooks(Protocol):
    """Card bookkeeping by id, for undo, the fuzzer and the Match's privacy checks."""

    def card_count(self, state: Any) -> int:
        """Every card in every zone of `state` (the same at every moment of a game)."""
        ...

    def hidden_cards(self, state: Any, player: int) -> Collection[int]:
        """The ids of the cards `player` cannot see where they lie now."""
        ...

    def shown_cards(self, observation: Mapping[str, Any]) -> Collection[int]:
        """The ids an observation shows in its zones."""
        ...


def mover_turn(state: Any) -> int | None:
    """The default `turn_of`: every decision is its own turn (the seat to move)."""
    seat = state.current_player
    return None if seat is None else int(seat)


def always_the_players(state: Any, notation: str) -> bool:
    """The default `never_autoplay`: nothing beyond the decisions out of turn."""
    return False


def accepts_when_behind(observation: Mapping[str, Any], seat: int) -> bool:
    """The default `accepts_draw`: a draw is better for the computer than the score only when it is behind."""
    scores = observation.get("scores")
    if not isinstance(scores, list | tuple) or len(scores) != 2:
        return False
    return bool(scores[seat] < scores[1 - seat])


@dataclass(frozen=True)
class GameInfo:
    """What a game is, declared by its engine (`engines/<id>/__init__.py`: `INFO`)."""

    hidden_information: bool
    words: Words
    audit: AuditHooks | None = None
    turn_of: Callable[[Any], int | None] = mover_turn
    never_autoplay: Callable[[Any, str], bool] = always_the_players
    default_clock: str = FALLBACK_CLOCK
    knockout_options: Mapping[str, object] = field(default_factory=dict)
    legacy_options: Mapping[int, Mapping[str, object]] = field(default_factory=dict)
    fuzz_options: tuple[Mapping[str, Any], ...] = ({},)
    draws: bool = False
    accepts_draw: Callable[[Mapping[str, Any], int], bool] = accepts_when_behind

    @property
    def can_audit(self) -> bool:
        """Whether the card hooks are there (a perfect-information game needs none)."""
        return self.audit is not None or not self.hidden_information


__all__ = ["GameInfo", "Words", "AuditHooks", "FALLBACK_CLOCK", "mover_turn", "always_the_players",
           "accepts_when_behind"]
