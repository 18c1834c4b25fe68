"""Kortfotboll's pictures over the table: the scoreboard, empty and closed places, the crests, the scouting
notes, the places that may be chosen and the penalty panel.

`KortDrawing` is the layer of the Kortfotboll table over the line-up board; the pitch itself is drawn
once (sprites.kortfotboll.table).
"""

from __future__ import annotations

import pygame

from core import theme
from engines.kortfotboll.rules import MAX_SUBS
from engines.kortfotboll.words import kick_value
from match.setup import GameSetup
from scenes.cards.picker import SLOT
from scenes.cards.prompt import Choice
from scenes.kortfotboll.lineup import KortLineup
from scenes.kortfotboll.steps import THEIRS
from sprites.cards import hud
from sprites.cards.table import PanelCache
from sprites.kortfotboll.table import card_rect, column_x, draw_crest, draw_empty_slot, draw_sent_off, note_words

#: The shade over a card that may not be attacked yet.
SHADE = (8, 12, 24, 120)


class KortDrawing(KortLineup):
    """The pictures over the pitch (the layer over the line-up board)."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        self._score_panel = PanelCache()
        self._shade: pygame.Surface | None = None
        super().__init__(setup, sync_bots=sync_bots)

    def draw_panels(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        area = self.layout.rect("scoreboard")
        sh = self.shown
        score = (sh.scores[0], sh.scores[1])
        if sh.shootout is not None:
            period = f"Penalties {sh.shootout[0]} - {sh.shootout[1]}"
        else:
            period = "Full time" if sh.over else ("First half" if sh.half == 1 else "Second half")
        libs = (len(self.libraries[0].cards), len(self.libraries[1].cards))
        footer = f"Library {libs[0]} - {libs[1]}"
        self.panel(self._score_panel, (score, period, footer, pal.name, self.names), area,
                   lambda: hud.render_scoreboard(area.size, self.names, score, period, 0, pal, footer=footer))

    def draw_under_cards(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        pitch = self.layout.rect("pitch")
        for s in (0, 1):
            for pos, zone in self.fields[s].items():
                if pos in self.shown.sent_off[s]:
                    draw_sent_off(surface, zone.center)
                elif not zone.cards:
                    draw_empty_slot(surface, zone.center, theme.mix(pal.seat_light[s], (255, 255, 255), 0.3))
            x = column_x(self.layout, self.side(s), 0)
            draw_crest(surface, (round(x), pitch.y + 70), pal.seat[s], self.names[s], self.shown.warnings[s],
                       MAX_SUBS - self.shown.subs[s])

    def draw_over_table(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        if self.scout_notes:
            self._draw_notes(surface, pal)
        seat = self.deciding()
        if seat is not None:
            self._draw_places(surface, seat, pal)
            if self.phase == "setup":
                self.lineup_highlight(surface, seat, theme.GOLD, pal.highlight)
                self.lineup_draw_drag(surface)
        if self.pen is not None:
            self._draw_penalty(surface, pal)

    def _draw_notes(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        """What each seat has learned of the other's face-down cards, under them."""
        notes = self.notes_now()
        for learner in (0, 1):
            for pos, (low, high) in notes[learner].items():
                zone = self.fields[1 - learner].get(pos)
                if zone is None or not zone.cards or zone.cards[0].moving:
                    continue
                x, y = zone.center
                hud.draw_chip(surface, (round(x), round(y + 50)), note_words(str(low), str(high)),
                              theme.mix(pal.seat[learner], theme.NIGHT, 0.25))

    def _draw_places(self, surface: pygame.Surface, seat: int, pal: theme.Palette) -> None:
        """The positions that may be chosen now: gold outlines, the focused one bright with its verb."""
        focused = self.focused_choice
        rects = self.step_rects()
        for c in self.choices:
            if c.step is None or c.step not in rects:
                continue
            rect = rects[c.step]
            on = c is focused
            if self.phase == "setup" and not on and self.lineup_pick is None:
                continue  # the open positions light up once a card is picked (lineup_highlight)
            if not c.enabled:
                if on:
                    pygame.draw.rect(surface, theme.GREY_OUT, rect, 4, border_radius=12)
                continue
            color = pal.highlight if on else theme.GOLD
            pygame.draw.rect(surface, color, rect, 6 if on else 2, border_radius=12)
            verb = self._place_verb(c, seat) if on else ""
            if verb:
                hud.draw_chip(surface, (rect.centerx, rect.bottom + 16), verb.upper(),
                              theme.mix(color, theme.NIGHT, 0.35))
        self._draw_closed_lines(surface, seat)
        sub = next((st for st in self.path if st.kind == SLOT), None)
        if sub is not None and isinstance(sub.key, tuple):  # the card a substitution would take off
            rect = self.position_rect(seat, str(sub.key[1])).inflate(18, 18)
            pygame.draw.rect(surface, pal.highlight, rect, 6, border_radius=12)
            hud.draw_chip(surface, (rect.centerx, rect.bottom + 16), "SUB?", theme.mix(pal.highlight, theme.NIGHT, 0.35))

    def _place_verb(self, c: Choice, seat: int) -> str:
        """The word under the focused position: what confirming it does."""
        assert c.step is not None and isinstance(c.step.key, tuple)
        pos = str(c.step.key[1])
        if self.phase == "setup":
            there = self.lineup.get(pos)
            if self.lineup_pick is None:
                return "Move" if there is not None else ""
            return "Swap" if there is not None and there != self.lineup_pick else "Here"
        if c.step.kind == SLOT:
            return "Refill" if self._is_empty(seat, pos) else "Sub"
        return c.step.label or ("Shoot" if pos == "GK" else "Attack")

    def _draw_closed_lines(self, surface: pygame.Surface, seat: int) -> None:
        """While a card is turned up, the other team's cards that may not be attacked yet are shaded."""
        if self.phase != "target":
            return
        for c in self.choices:
            if c.enabled or c.step is None or not isinstance(c.step.key, tuple) or c.step.key[0] != THEIRS:
                continue
            zone = self.fields[1 - seat][str(c.step.key[1])]
            if zone.cards and not zone.cards[0].moving:
                shade = card_rect(zone.center).inflate(-2, -2)
                if self._shade is None or self._shade.get_size() != shade.size:
                    self._shade = pygame.Surface(shade.size, pygame.SRCALPHA)
                    pygame.draw.rect(self._shade, SHADE, self._shade.get_rect(), border_radius=8)
                surface.blit(self._shade, shade)

    def _draw_penalty(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        """The penalty panel above the centre spot: the sum against the goalkeeper, then the verdict."""
        from core import text

        pen = self.pen
        assert pen is not None
        box = pygame.Rect(0, 0, 520, 150)
        cx, cy = self.kick.center
        box.midbottom = (round(cx), round(cy - 90))
        pygame.draw.rect(surface, (16, 24, 44), box, border_radius=18)
        pygame.draw.rect(surface, pal.seat_light[pen.seat], box, 4, border_radius=18)
        text.blit_text(surface, pen.title, 34, pal.seat_light[pen.seat], (box.centerx, box.y + 12), "midtop", True)
        if pen.total is not None:
            summed = " + ".join(kick_value(c) for c in pen.cards) or "no card"
            text.blit_text(surface, f"{summed} = {pen.total}   vs   keeper {pen.keeper}", 34, theme.INK,
                           (box.centerx, box.y + 60), "midtop", True)
        if pen.verdict:
            text.blit_text(surface, pen.verdict, 40, theme.GOLD, (box.centerx, box.y + 104), "midtop", True)



__all__ = ["KortDrawing"]
