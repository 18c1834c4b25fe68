"""Kortfotboll's words on the table: the status panel, the scorers' names and the log with them.

`KortWords` is the layer of the Kortfotboll table over its pictures. The log's sentences are the Match's
(`seat_view.moves`: engines.kortfotboll.words, made from the viewer's observation and the move's events
as that viewer sees them, so they cannot name a card the viewer may not see); the scene adds only the
roster chosen in the lobby (a table preference) for the scorers' names, in the log as in the banners.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from core import theme
from engines.kortfotboll import words
from engines.kortfotboll.rosters import Roster, roster
from match.setup import GameSetup
from scenes.cards.picker import SLOT
from scenes.cards.table import Line
from scenes.kortfotboll.drawing import KortDrawing
from scenes.kortfotboll.steps import card_words, scorer_rank
from sprites.cards import hud

#: A goal in the engine's words: "GOAL for <name>: <scorer> (<a>-<b>)".
GOAL_LINE = re.compile(r"^(GOAL for .*: )(.+)( \(\d+-\d+\))$")


#: Target notation prefixes front to back, with how the side panel names them.
TARGET_LINES = (("@FWD", "a forward"), ("@MID", "a midfielder"), ("@DEF", "a defender"), ("@GK", "the goal"))


class KortWords(KortDrawing):
    """The words on the table (the layer over its pictures)."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        #: The scorers' roster chosen in the lobby ("deck": the deck file's own), read in `enter`.
        self.roster_id = "deck"
        self._log_key: tuple[tuple[str, ...], str] | None = None
        self._log: tuple[str, ...] = ()
        super().__init__(setup, sync_bots=sync_bots)

    def scorer_name(self, face: str, engine_name: str) -> str:
        """The scorer of a goal by `face`: from the roster chosen in the lobby, else the deck file's."""
        if self.roster_id == "deck":
            return engine_name
        return _roster(self.roster_id).scorer(scorer_rank(face))

    @property
    def log(self) -> tuple[str, ...]:
        """The moves in the words the screen's viewer may read (the Match's), a goal's scorer named from the
        roster chosen in the lobby."""
        moves = self.seat_view.moves
        if self.roster_id == "deck":
            return moves
        key = (moves, self.roster_id)
        if key != self._log_key:
            renamed = self._renamed()
            self._log = tuple("\n".join(_rename(line, renamed) for line in move.split("\n")) for move in moves)
            self._log_key = key
        return self._log

    def _renamed(self) -> dict[str, str]:
        """The deck file's scorers by name -> the chosen roster's for the same rank (a name the deck gives to
        two ranks is left as it is)."""
        chosen = _roster(self.roster_id)
        by_name: dict[str, list[str]] = {}
        for rank, name in self.deck.scorers.items():
            by_name.setdefault(name, []).append(rank)
        return {name: chosen.scorer(ranks[0]) for name, ranks in by_name.items() if len(ranks) == 1}

    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[Line]:
        cur = self.seat_view.to_move
        if self.animating:
            return [(self.caption or (f"{self.names[cur]}'s turn" if cur is not None else ""), 40, theme.INK, True)]
        if self.finished or cur is None:
            said = self.result_text or self.with_names(words.result(self.seen, theme.SEAT_NAMES))
            return [(said, 44, theme.GOLD, True)]
        name = self.names[cur]
        phase = self.phase
        if phase == "setup":
            title = f"{name}: set up your team" if seat is not None else f"{name} is setting up"
        elif phase == "target":
            title = f"{name}: choose a target"
        else:
            title = f"{name}'s turn"
        lines: list[Line] = [(title, 44, pal.seat_light[cur], True)]
        if seat is None:
            thinking = self.thinking_line(cur)
            if thinking is not None:
                lines.append(thinking)
            return lines
        if phase == "setup":
            left = len(self.lineup_hand(seat))
            lines.append(("Put each card on a position: only you see them. An attacker gets past your forwards, "
                          "then your midfielders and defenders, to shoot at your goalkeeper." if left else
                          "Every position is filled: Ready, or swap cards around", 28, theme.GOLD, True))
        elif phase == "target":
            turned = card_words(self.turned_face) if self.turned_face is not None else "card"
            lines.append((f"Your {turned} is turned up: {self.target_words()}", 28, theme.GOLD, True))
        elif self.path:
            lines.append(("Substitute this card? It is shown, then discarded", 28, theme.GOLD, True))
        else:
            gaps = any(c.enabled and c.step is not None and c.step.kind == SLOT and isinstance(c.step.key, tuple)
                       and self._is_empty(seat, c.step.key[1]) for c in self.choices)
            last = self.library_count(seat) == 1
            lines.append(("Your library's last card: Attack with it (a refill would use it and end your turn)"
                          if gaps and last else "Refill your empty positions, then Attack" if gaps else
                          "Attack, or substitute a card first", 28, theme.GOLD, True))
        return lines + self.focus_lines(seat)

    def target_words(self) -> str:
        """What the turned-up card may attack, from the legal targets (forwards, then each line the gaps
        in front of it have opened, then the goal), and how the rest opens while something stays closed."""
        open_lines = [words for prefix, words in TARGET_LINES
                      if any(m.startswith(prefix) for m in self.seat_view.legal)]
        if not open_lines:
            return "attack"
        said = "attack " + (open_lines[0] if len(open_lines) == 1 else
                            ", ".join(open_lines[:-1]) + " or " + open_lines[-1])
        if "@GK" not in self.seat_view.legal:
            said += ". A line further back opens once every line in front of it has a gap."
        return said

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


def _rename(line: str, renamed: dict[str, str]) -> str:
    """A goal's line with its scorer renamed (any other line as it is)."""
    m = GOAL_LINE.match(line)
    if m is None or m.group(2) not in renamed:
        return line
    return m.group(1) + renamed[m.group(2)] + m.group(3)


@functools.lru_cache(maxsize=8)
def _roster(roster_id: str) -> Roster:
    """A shipped roster, read from its file once (a goal is announced, then logged, with it)."""
    return roster(roster_id)


__all__ = ["KortWords"]
