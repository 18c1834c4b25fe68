"""The card table's side panels and bars: the log of plays and the status panel drawn into the base layer only
when they change, the pulsing edge of the seat to move, the hint to hold PEEK and the prompt bar.

`TablePanels` is a layer of the card table (which provides the layout, the caches, the log and the choices).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from core import text, theme
from core.input import Action
from sprites.cards import hud
from sprites.cards.table import PanelCache
from scenes.cards.hinting import TableHints


LOG_PX = 27
#: The prompt bar's words for PEEK while the deciding seat's hand lies face down (two people on one screen).
PEEK_WORDS = "Tap or hold: see your hand"
H = theme.CANVAS_SIZE[1]


class TablePanels(TableHints):
    """The card table's side panels and bars (the layer over its hints)."""

    def panel(self, cache: PanelCache, key: Any, area: pygame.Rect, render: Callable[[], pygame.Surface]) -> None:
        """Redraw a side panel into the base layer when its content changed (one panel a frame)."""
        if self._base is None:
            return
        full = (key, self._base_gen)
        if cache._surf is None or cache._key != full:
            if self._panel_budget <= 0 and cache._surf is not None:
                return  # the others follow on the next frames
            self._panel_budget -= 1
            cache._surf = render()
            cache._key = full
            if self._bg is not None:
                self._base.blit(self._bg, area, area)
            self._base.blit(cache._surf, area)

    def _draw_log(self, pal: theme.Palette) -> None:
        area = self.layout.rect("log")
        n = min(self._log_shown, len(self.log))
        entries = self.log[:n]
        names = (self.seat_name(0), self.seat_name(1))
        key = (n, len(self.log), pal.name, id(self.log[n - 1]) if n else 0)
        self.panel(self._log_panel, key, area, lambda: hud.render_log(area.size, entries, names, pal,
                                                                      self._wrap_cached))

    def _wrap_cached(self, words: str, width: int, bold: bool) -> list[str]:
        key = (words, width, bold)
        got = self._wraps.get(key)
        if got is None:
            got = text.wrap(words, LOG_PX, width, bold)
            if len(self._wraps) > 600:
                self._wraps.clear()
            self._wraps[key] = got
        return got

    def _draw_turn_edge(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        seat = self.seat_view.to_move
        if seat is None or self.animating or self.finished:  # a resigned game's end: nobody to move
            return
        pulse = 0.5 + 0.5 * math.sin(self.t * 4.0)
        color = theme.mix(pal.seat[seat], (255, 255, 255), 0.25 * pulse)
        y = 0 if self.side(seat) == "red" else H - 8
        pygame.draw.rect(surface, color, (430, y, self.layout.rect("log").x - 440, 8))

    def _draw_peek_hint(self, surface: pygame.Surface) -> None:
        seat = self._peek_wanted()
        if seat is None:
            return
        from sprites.ui import glyphs

        kind, key_set, overrides = "keyboard", "kb1", None
        if self.app is not None:
            device = self.app.input.seats[seat] or self.app.prompt_device(seat)
            kind = self.app.input.device_kind(device)
            key_set = device if device in ("kb1", "kb2") else "kb1"
            overrides = self.app.settings.key_bindings
        glyph = glyphs.glyph(kind, Action.PEEK, 52, key_set, overrides)
        hud.draw_peek_hint(surface, glyph, self.hands[seat].center, self.palette.seat_light[seat])

    def peek_prompt(self, seat: int) -> str:
        """What PEEK does for the deciding seat with two people on one screen ("" when it does nothing): show
        the face-down hand (a tap leaves it up, a hold shows it while held), or put a tapped-up hand away."""
        if not self.hotseat or seat != self.screen_seat or not self.own_secrets(seat):
            return ""
        if self._peek_wanted() is not None:
            return PEEK_WORDS
        if self.peek_latched[seat]:
            return "Hide your hand"
        return "Hold: see your hand" if self.hand_face_up(seat) and self.peeking[seat] else ""

    def _draw_prompts(self, surface: pygame.Surface, seat: int | None) -> None:
        from scenes.ui.base import draw_prompt_bar

        area = self.layout.rect("prompt")
        pos = (area.centerx, area.bottom - 4)
        items: list[tuple[Action, str]]
        if self.summary is not None and self.waits_for_press():  # a period's summary: any player goes on
            who = self.screen_seat if self.hotseat else self.humans[0]
            draw_prompt_bar(self, surface, [(Action.CONFIRM, "Go on"), (Action.MENU, "Pause")], who, pos)
            return
        if self.finished:
            return
        if seat is None:
            items = [(Action.SKIP, "Skip animation"), (Action.MENU, "Pause")]
            if self._peek_wanted() is not None:
                items.insert(0, (Action.PEEK, PEEK_WORDS))
            draw_prompt_bar(self, surface, items, self.screen_seat if self.hotseat else None, pos, area.w)
            return
        if self.forced is not None:
            draw_prompt_bar(self, surface, self.forced_prompts(), seat, pos, area.w)
            return
        kind = "keyboard"
        if self.app is not None:
            kind = self.app.input.device_kind(self.app.prompt_device(seat))
        verb = self.confirm_verb(seat)
        if kind == "mouse":
            items = [(Action.CLICK, verb)] if verb else []
        else:
            # the arrows walk the cards and buttons; CONFIRM says what it does to the one focused
            items = [(Action.LEFT, ""), (Action.RIGHT, "Browse")] + ([(Action.CONFIRM, verb)] if verb else [])
        if self.path or (self.picker is not None and self.picker.selection):
            items.append((Action.BACK, "Cancel"))
        peek = self.peek_prompt(seat)
        if peek:
            items.append((Action.PEEK, peek))
        elif self.hints_allowed:
            items.append((Action.PEEK, "Hint"))
        items.append((Action.MENU, "Pause"))
        draw_prompt_bar(self, surface, items, seat, pos, area.w)


__all__ = ["TablePanels", "LOG_PX", "PEEK_WORDS"]
