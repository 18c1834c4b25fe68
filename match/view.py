"""What one seat (or a spectator) is shown of a match: the `SeatView`, and the pieces it is made of.

A SeatView is made by the Match for one viewer from that viewer's observation only, so a screen,
a log line or another arcade drawing it cannot show a card the viewer may not see: privacy by
construction, as boardgame.io filters every update through `playerView`.

- `observation`: the engine's observation for the seat, or for a spectator what both seats see
  (engines.common.views.common_view); its "events" are the last move's events, masked for the viewer.
- `legal`: the viewer's legal moves (notation), only while it decides.
- `moves`: every move so far in words, as this viewer may read them (the engine's `INFO.words`).
- `clock`: the chess clock when the view was made (a screen asks for a new view every frame).
- `full`: the whole state, only in an open view (nothing at the table is secret from this viewer:
  computers playing each other, a finished game, a replay).
No pygame here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from match.clock import ClockReading

#: How long the "only move" notice stays before the move is played: long enough to read it.
NOTICE_S = 1.5


@dataclass(frozen=True)
class MatchResult:
    """How a finished match ended."""

    winner: int | None
    scores: tuple[int, int]
    #: "played" (the rules ended it), "time" (a flag fell), "resigned", "agreed" (a draw by agreement).
    method: str
    #: Why, in words with the players' names ("Bo wins 3-1", "Ann lost on time").
    words: str
    #: A penalty shoot-out's score (seat 0's, seat 1's) when one decided the game.
    shootout: tuple[int, int] | None = None
    #: The figures of the game, for the result screen: the moves (actions) played, each seat's time spent
    #: deciding on the chess clock (None without one), the hints shown.
    moves: int = 0
    thought: tuple[float, float] | None = None
    hints: int = 0


@dataclass(frozen=True)
class ForcedOffer:
    """The "only move" notice: the seat's only legal move, to be played for it when the notice runs out
    (the player turned that on; a SHOT, an answer or a save never is)."""

    ply: int
    seat: int
    notation: str
    words: str
    #: 0 when the notice appears, 1 when the move is played.
    progress: float


@dataclass(frozen=True)
class SeatView:
    """One viewer's picture of the match at one moment."""

    game_id: str
    #: The seat this view is for (0 Blue, 1 Red), or None for a spectator.
    viewer: int | None
    #: Actions played so far.
    ply: int
    observation: Mapping[str, Any]
    #: The seat that decides now (everyone at the table knows whose decision it is), None when over.
    to_move: int | None
    #: The seat whose turn it is: the attacker while the defender answers.
    turn: int | None
    legal: tuple[str, ...]
    moves: tuple[str, ...]
    names: tuple[str, str]
    clock: ClockReading | None
    result: MatchResult | None
    full: Mapping[str, Any] | None = None
    #: The hint shown to this seat for this decision (a notation), if it asked for one.
    hint: str | None = None
    forced: ForcedOffer | None = None
    #: The seat whose draw offer waits for the other seat's answer (the Match's `offer_draw`), or None.
    draw_offer: int | None = None

    @property
    def events(self) -> list[dict[str, Any]]:
        """The last move's events as this viewer may see them (all of them in an open view)."""
        source = self.full if self.full is not None else self.observation
        return list(source.get("events", []))

    @property
    def deciding(self) -> bool:
        """Whether this view's seat is the one to decide now."""
        return self.viewer is not None and self.to_move == self.viewer and self.result is None

    @property
    def finished(self) -> bool:
        return self.result is not None

    @property
    def table(self) -> Mapping[str, Any]:
        """What the table is drawn from: the whole state in an open view, else the observation."""
        return self.full if self.full is not None else self.observation


__all__ = ["SeatView", "MatchResult", "ForcedOffer", "NOTICE_S"]
