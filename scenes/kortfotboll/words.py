"""Kortfotboll's words on the table: the log of plays and the result (the engine's words, made from the
view the table shows), the status panel and the scorers' names.

Part of `KortfotbollScene`. The log's sentences are engines.kortfotboll.words: made from one viewer's
observation and the move's events as that viewer sees them, they cannot name a card the viewer may not
see. The scene adds only the roster chosen in the lobby (a table preference) for the scorers' names.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from core import theme
from engines.common.views import common_view
from engines.kortfotboll import words
from engines.kortfotboll.rosters import Roster, roster
from scenes.cards.picker import SLOT
from scenes.cards.table import Line
from scenes.kortfotboll.steps import card_words, scorer_rank
from sprites.cards import hud

if TYPE_CHECKING:
    from scenes.kortfotboll.scene import KortfotbollScene

    _Base = KortfotbollScene
else:
    _Base = object


class KortWords(_Base):
    """The words of `KortfotbollScene`."""

    def scorer_name(self, face: str, engine_name: str) -> str:
        """The scorer of a goal by `face`: from the roster chosen in the lobby, else the deck file's."""
        if self.roster_id == "deck":
            return engine_name
        return _roster(self.roster_id).scorer(scorer_rank(face))

    def describe(self, old: Any, notation: str, new: Any) -> str:
        """An action in words for the log: the engine's words (engines.kortfotboll.words) from the view the
        table shows, with the scorers of the roster chosen in the lobby."""
        seat = old.current_player
        if seat is None:
            return notation
        before, after = self.log_view(old), self.log_view(new)
        return words.describe(before, after["events"], int(seat), self.names, scorer=self.scorer_name)

    def log_view(self, state: Any) -> dict[str, Any]:
        """What the log may tell of `state`: the one human's view against the computer, else what both seats
        see (the log is read by the whole room). The last two are kept: one move's position after is the
        next one's before (the replay viewer words every move of a game at once)."""
        kept = self._log_views
        for st, seen in kept:
            if st is state:
                return seen
        seat = self.viewer if len(self.humans) == 1 else None
        seen = state.observation(seat) if seat is not None else common_view(state.observation(0),
                                                                              state.observation(1))
        kept[:] = kept[-1:] + [(state, seen)]
        return seen

    def end_reason(self) -> str:
        """How the game ended, with the seat colours (`with_names` puts the players' names in)."""
        return words.result(self.log_view(self.state), theme.SEAT_NAMES)

    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[Line]:
        st = self.state
        cur = st.current_player
        if self.animating:
            return [(self.caption or (f"{self.names[cur]}'s turn" if cur is not None else ""), 40, theme.INK, True)]
        if self.finished or cur is None:
            return [(self.result_text or self.with_names(self.end_reason()), 44, theme.GOLD, True)]
        name = self.names[cur]
        if st.phase == "setup":
            title = f"{name}: set up your team" if seat is not None else f"{name} is setting up"
        elif st.phase == "target":
            title = f"{name}: choose a target"
        else:
            title = f"{name}'s turn"
        lines: list[Line] = [(title, 44, pal.seat_light[cur], True)]
        if seat is None:
            if not self.is_human(cur) and not self.spectator:
                dots = "." * (int(self.t * 2.5) % 4)
                lines.append((f"The computer is thinking{dots}", 32, theme.INK_DIM, False))
            return lines
        if st.phase == "setup":
            left = len(self.lineup_hand(seat))
            lines.append(("Put each card on a position: only you see them. An attacker gets past your forwards, "
                          "then your midfielders and defenders, to shoot at your goalkeeper." if left else
                          "Every position is filled: Ready, or swap cards around", 28, theme.GOLD, True))
        elif st.phase == "target":
            turned = card_words(st.table.face[st.turned]) if st.turned is not None else "card"
            lines.append((f"Your {turned} is turned up: attack a forward. A line further back opens once every "
                          f"line in front of it has a gap.", 28, theme.GOLD, True))
        elif self.path:
            lines.append(("Substitute this card? It is shown, then discarded", 28, theme.GOLD, True))
        else:
            gaps = any(c.enabled and c.step is not None and c.step.kind == SLOT
                       and self._is_empty(seat, c.step.key[1]) for c in self.choices)  # type: ignore[index]
            lines.append(("Refill your empty positions, then Attack" if gaps else
                          "Attack, or substitute a card first", 28, theme.GOLD, True))
        return lines + self.focus_lines(seat)

    def focus_lines(self, seat: int) -> list[Line]:
        focused = self.focused_choice
        if focused is None:
            return []
        if focused.sprite is not None:
            return super().focus_lines(seat)
        return [("", 12, theme.INK, False),
                (focused.label, 34, theme.INK if focused.enabled else theme.GREY_OUT, True),
                (focused.info, 28, theme.INK if focused.enabled else hud.REASON_INK, False)]

    def card_title(self, key: Any) -> str:
        return card_words(str(key)).capitalize()


@functools.lru_cache(maxsize=8)
def _roster(roster_id: str) -> Roster:
    """A shipped roster, read from its file once (a goal is announced, then logged, with it)."""
    return roster(roster_id)


__all__ = ["KortWords"]
