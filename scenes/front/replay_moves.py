"""The replay viewer's move list: every action, numbered, in the game's own words, its notation beside them.

While the replay viewer drives a game scene (`GameScene.spectator`), this is
the one numbered list of moves on screen: the game scenes leave out their
own (Penguin Soccer's move list, the card tables' "Plays" log). Each row is
the game's description of the move (`GameScene.describe`, the words its log
uses in play, in the mover's colour; a second line such as "Half time: ..."
dimmer), wrapped to at most three lines, and its notation beside it in small
type when the words do not already hold it.

The card games' words never name a card the other seat may not see, but a
notation may ("SHOT5@TC+BL", "PLACE:8C@FWD2"): for a game with hidden cards
the notations are shown only while the viewer shows all hands
(`MoveList.set_notes`). A move the play log leaves out (drawing a card, laying
out a team face down) has its row in the game's words all the same (the words
module's `aside`, engines.common.info.ASIDE: "Ann draws a card"); only a game
without words for it reads "Ann's move".

Rows have different heights, so the list scrolls by rows: `top` is the first
row shown. Row 0 is the start of the game. No input handling here: the
viewer turns clicks, the wheel and UP/DOWN into `row_at`, `scroll`, `show`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from core import text, theme
from sprites.ui.widgets import focus_ring, panel

WORDS_PX, NOTE_PX = 28, 28
LINE_H, NOTE_H = 30, 30
#: Space above and below a row's lines (the highlight of the current row leaves ROW_GAP between rows).
PAD, ROW_GAP = 7, 4
MAX_LINES = 3
#: The list's title row ("Moves", "12 / 80") above the first row.
TOP_PAD = 62
#: Where a row's number ends, its seat dot sits and its words start, from the row's left edge.
NUMBER_X, DOT_X, TEXT_X = 46, 60, 76
INSET = 10
SCROLL_BAR_W = 12


@dataclass(frozen=True)
class Move:
    """One action: who made it (None: nobody's decision), the game's words for it, its notation."""

    mover: int | None
    words: str
    notation: str


@dataclass(frozen=True)
class RowText:
    """A row as drawn: its lines (text, kind: "main", "more" or "hidden"), the notation beside them, and
    the seat whose colour the words take (the player they start with, as in the game's log, else the mover)."""

    lines: tuple[tuple[str, str], ...]
    note: str = ""
    note_inline: bool = True
    seat: int | None = None

    @property
    def height(self) -> int:
        extra = NOTE_H if self.note and not self.note_inline else 0
        return 2 * PAD + LINE_H * len(self.lines) + extra


class MoveList:
    """The list's rows, where they are at the current scroll, and how they are drawn."""

    def __init__(self, moves: Sequence[Move], names: tuple[str, str], rect: pygame.Rect, *,
                 notes: bool = True) -> None:
        self.moves = list(moves)
        self.names = names
        self.rect = rect
        #: The first row shown (0: the start of the game).
        self.top = 0
        #: The row under the mouse pointer, if any.
        self.hover: int | None = None
        self.notes = notes
        self._rows: dict[int, RowText] = {}
        self._max_top: int | None = None

    @property
    def n(self) -> int:
        return len(self.moves)

    @property
    def text_w(self) -> int:
        return self.rect.w - 2 * INSET - TEXT_X - SCROLL_BAR_W

    @property
    def area(self) -> pygame.Rect:
        """Where rows are drawn (below the title)."""
        return pygame.Rect(self.rect.x, self.rect.y + TOP_PAD, self.rect.w, self.rect.h - TOP_PAD - 10)

    def set_notes(self, shown: bool) -> None:
        """Show the notations beside the words (or not: a card game with its hands hidden)."""
        if shown != self.notes:
            self.notes = shown
            self._rows.clear()
            self._max_top = None
            self.clamp()

    # ------------------------------------------------------------------ rows
    def row_text(self, i: int) -> RowText:
        got = self._rows.get(i)
        if got is None:
            got = self._rows[i] = self._layout(i)
        return got

    def _layout(self, i: int) -> RowText:
        if i == 0:
            return RowText((("Start", "main"),))
        move = self.moves[i - 1]
        width = self.text_w
        note = move.notation if self.notes and move.notation not in move.words else ""
        if not move.words:
            if note:
                return RowText(((note, "main"),), seat=move.mover)
            words = f"{self.names[move.mover]}'s move" if move.mover is not None else "A hidden move"
            return RowText(((words, "hidden"),), seat=move.mover)
        lines: list[tuple[str, str]] = []
        for k, part in enumerate(move.words.split("\n")):
            lines += [(line, "main" if k == 0 else "more") for line in text.wrap(part, WORDS_PX, width, True)]
        if len(lines) > MAX_LINES:
            last, kind = lines[MAX_LINES - 1]
            lines = lines[:MAX_LINES - 1] + [(text.ellipsize(last + " " + text.ELLIPSIS, WORDS_PX, width, True),
                                              kind)]
        inline = True
        if note:
            used = text.font(WORDS_PX, True).size(lines[-1][0])[0]
            inline = used + 16 + text.font(NOTE_PX).size(note)[0] <= width
        seat = next((s for s in (0, 1) if move.words.startswith(tuple(self.names[s] + c for c in " :'"))), move.mover)
        return RowText(tuple(lines), note, inline, seat)

    def height(self, i: int) -> int:
        return self.row_text(i).height

    def visible(self) -> list[int]:
        """The rows wholly in view at the current scroll (the first one always)."""
        rows, y, bottom = [self.top], self.area.y + self.height(self.top), self.area.bottom
        i = self.top + 1
        while i <= self.n and y + self.height(i) <= bottom:
            rows.append(i)
            y += self.height(i)
            i += 1
        return rows

    def row_rect(self, i: int) -> pygame.Rect:
        """The rectangle of row i at the current scroll (above the list when i < top)."""
        if i >= self.top:
            y = self.area.y + sum(self.height(k) for k in range(self.top, i))
        else:
            y = self.area.y - sum(self.height(k) for k in range(i, self.top))
        return pygame.Rect(self.rect.x + INSET, y, self.rect.w - 2 * INSET - SCROLL_BAR_W // 2,
                           self.height(i) - ROW_GAP)

    def row_at(self, pos: tuple[float, float]) -> int | None:
        """The row at a screen position, if one shows there."""
        if not self.area.collidepoint(pos):
            return None
        return next((i for i in self.visible() if self.row_rect(i).inflate(0, ROW_GAP).collidepoint(pos)), None)

    # ------------------------------------------------------------------ scrolling
    def max_top(self) -> int:
        """The first row when the list is scrolled to its end (the last row at the bottom)."""
        if self._max_top is None:
            room, t = self.area.h, self.n + 1
            while t > 0 and room - self.height(t - 1) >= 0:
                t -= 1
                room -= self.height(t)
            self._max_top = min(t, self.n)
        return self._max_top

    def clamp(self) -> None:
        self.top = max(0, min(self.top, self.max_top()))

    def scroll(self, rows: int) -> None:
        self.top += rows
        self.clamp()

    def show(self, i: int, margin: int = 2) -> None:
        """Scroll so row i is wholly in view, with a couple of rows around it when they fit."""
        lo, hi = max(0, i - margin), min(self.n, i + margin)
        if lo < self.top:
            self.top = lo
        else:
            total = sum(self.height(k) for k in range(self.top, hi + 1))
            while self.top < i and total > self.area.h:
                total -= self.height(self.top)
                self.top += 1
        self.clamp()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, index: int, pal: theme.Palette, *, cursor: int | None,
             t: float) -> None:
        """The panel, its title and count, the rows in view (the current one in gold), the scroll bar;
        `cursor` is the keyboard / pad cursor's row while the list has the focus, else None."""
        focused = cursor is not None
        panel(surface, self.rect, (18, 28, 52), theme.FOCUS if focused else theme.PANEL_EDGE, radius=16)
        text.blit_text(surface, "Moves", 34, theme.INK, (self.rect.x + 18, self.rect.y + 12), "topleft", True)
        text.blit_text(surface, f"{index} / {self.n}", 28, theme.INK_DIM, (self.rect.right - 18, self.rect.y + 16),
                       "topright")
        clip = surface.get_clip()
        surface.set_clip(self.area.inflate(0, 8).clip(self.rect))  # a row taller than the list stays inside
        rows = self.visible()
        for i in rows:
            self._draw_row(surface, i, pal, i == index, focused and i == cursor)
        surface.set_clip(clip)
        if self.max_top() > 0:  # a scroll bar
            track = pygame.Rect(self.rect.right - 8, self.area.y, 4, self.area.h)
            pygame.draw.rect(surface, theme.PANEL, track, border_radius=2)
            h = max(24, track.h * len(rows) // (self.n + 1))
            y = track.y + (track.h - h) * self.top // self.max_top()
            pygame.draw.rect(surface, theme.INK_DIM, pygame.Rect(track.x, y, 4, h), border_radius=2)
        if focused:
            focus_ring(surface, self.rect, t, radius=16)

    def _draw_row(self, surface: pygame.Surface, i: int, pal: theme.Palette, current: bool, cursor: bool) -> None:
        r = self.row_rect(i)
        row = self.row_text(i)
        if current:
            pygame.draw.rect(surface, theme.GOLD, r, border_radius=8)
        elif i == self.hover:
            pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
        mid = r.y + PAD - ROW_GAP // 2 + LINE_H // 2
        mover = self.moves[i - 1].mover if i else None
        if i:
            text.blit_text(surface, f"{i}.", 28, theme.NIGHT if current else theme.INK_FAINT, (r.x + NUMBER_X, mid),
                           "midright")
            if mover is not None:
                pygame.draw.circle(surface, pal.seat[mover], (r.x + DOT_X, mid), 7)
        inks = {"main": theme.INK if row.seat is None else pal.seat_light[row.seat], "more": theme.INK_DIM,
                "hidden": theme.INK_DIM}
        if i == 0 and not current:
            inks["main"] = theme.INK_DIM
        x = r.x + (14 if i == 0 else TEXT_X)
        for k, (line, kind) in enumerate(row.lines):
            text.blit_text(surface, line, WORDS_PX, theme.NIGHT if current else inks[kind], (x, mid + LINE_H * k),
                           "midleft", current and kind == "main")
        if row.note:
            y = mid + LINE_H * (len(row.lines) - 1) + (0 if row.note_inline else (LINE_H + NOTE_H) // 2)
            text.blit_text(surface, row.note, NOTE_PX, theme.NIGHT if current else theme.INK_FAINT,
                           (r.right - 10, y), "midright")
        if cursor:
            pygame.draw.rect(surface, theme.FOCUS, r.inflate(4, 2), 4, border_radius=10)
