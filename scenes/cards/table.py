"""The card-table scene every card game builds on: the top layer, which draws the table.

`CardTableScene` is the last of the card table's layers (scenes.cards.tabletop says which): the ground
(zones, snap, the dispatcher), flights and captions, the person's choices, hints and side panels are
below it; here the table is drawn: the felt, the cards, the marks of the choices, the shouts, banners,
the count of three, the big panel, the clocks, the "only move" notice and the prompts. The game adds
its panels and pictures through `draw_panels`, `draw_under_cards` and `draw_over_table`.
"""

from __future__ import annotations

from typing import Any

import pygame

from core import text, theme
from scenes.cards.panels import TablePanels
from scenes.cards.prompt import Choice
from scenes.cards.tabletop import WARM_FONT_SIZES, BACK, BIG_PANEL, BIG_PANEL_Y, HIDDEN, Line, PanelLine, Plan
from sprites.cards import hud
from sprites.cards.faces import CardFace

W, H = theme.CANVAS_SIZE
WARM_PER_FRAME = 2
#: The "only move" notice's top sits this far above the centre of the table (it is 128 px tall).
NOTICE_DY = 64


class CardTableScene(TablePanels):
    """A card game on one screen: the game gives its zones, plan, faces, event handlers and action steps."""

    # -- drawing -----------------------------------------------------------------------------
    def build_background(self, pal: theme.Palette) -> pygame.Surface:
        """The static table (felt, zone outlines) for the seats' sides now."""
        raise NotImplementedError

    @property
    def table_bounds(self) -> pygame.Rect:
        """The felt between the side panels."""
        return pygame.Rect(440, 0, self.layout.rect("log").x - 450, H)

    def draw(self, surface: pygame.Surface) -> None:
        pal = self.palette
        self._warm()
        key = (pal.name, self.bottom_seat)
        if self._bg is None or self._bg_key != key:
            self._bg = self.build_background(pal)
            self._bg_key = key
            self._base = self._bg.copy()
            self._base_gen += 1
        seat = self.deciding()
        self._panel_budget = self.panels_per_frame
        # The side panels live in the base layer, redrawn there only when they change: the whole
        # canvas is then one full-width blit (narrow tall blits cost far more per pixel here).
        self.draw_panels(surface, pal)
        area = self.layout.get("status", pygame.Rect(24, 352, 392, 470))
        lines = self.status_lines(seat, pal)
        self.panel(self._status_panel, (tuple(lines), pal.name), area, lambda: hud.render_status(area.size, lines))
        if not self.spectator:  # a replay: the viewer's move list says each play in these words
            self._draw_log(pal)
        if self._base is not None:
            surface.blit(self._base, (0, 0))
        self._draw_turn_edge(surface, pal)
        self.draw_under_cards(surface, pal)
        self.table.draw(surface)
        if seat is not None:
            self.draw_choice_marks(surface, seat, pal.highlight, self.table_bounds)
        self._draw_peek_hint(surface)
        for shout in self.shouts:
            hud.draw_shout(surface, shout)
        center = self.zone_map[self.CENTER_ZONE].center if self.CENTER_ZONE in self.zone_map else (W / 2, H / 2)
        if self.count.visible:
            self._count_banners[self.count_n].draw(surface, center, self.count.scale, self.count.alpha)
        self.banners.draw(surface, (center[0], center[1] - 10))
        self.coin.draw(surface, center, self.names, pal)
        self._draw_big_panel(surface, center)
        self.draw_over_table(surface, pal)
        self.draw_hint_mark(surface, pal)
        if self.confetti is not None:
            self.confetti.draw(surface)
        self.draw_clocks(surface, (self.layout.rect(f"clock_{self.side(0)}"),
                                   self.layout.rect(f"clock_{self.side(1)}")))
        # The "only move" notice over the centre (nothing lies there while a move may be played for a player).
        self.draw_forced_notice(surface, (center[0], center[1] - NOTICE_DY))
        self._draw_prompts(surface, seat)
        if self.message_left > 0 and self.message:
            hud.draw_message(surface, self.message, (round(center[0]), self.layout.rect("prompt").y - 8))

    def _draw_big_panel(self, surface: pygame.Surface, center: tuple[float, float]) -> None:
        if not self.big_panel.visible:
            return
        box = pygame.Rect((0, 0), BIG_PANEL)
        box.center = (round(center[0]), BIG_PANEL_Y)
        lines = self.big_lines
        layer = self._big_panel_cache.get(tuple(lines), lambda: hud.render_big_panel(box.size, lines))
        layer.set_alpha(round(255 * max(0.0, min(1.0, self.big_panel.alpha))))
        surface.blit(layer, box)

    def confetti_burst(self, seat: int, count: int = 110) -> None:
        """Confetti in a seat's colours over the table (a goal, a touchdown); none while the table is
        being snapped silently."""
        if self._mute:
            return
        from sprites.fx.confetti import Confetti

        pal = self.palette
        colors = [pal.seat[seat], pal.seat_light[seat], theme.GOLD, (244, 246, 250)]
        area = pygame.Rect(430, 0, 1100, theme.CANVAS_H)
        self.confetti = Confetti(area, seed=self.setup.seed + self.seat_view.ply, count=count, colors=colors)

    def draw_dealer(self, surface: pygame.Surface, dealer: int, pal: theme.Palette) -> None:
        """The dealer's chip beside their hand."""
        h = self.layout.rect(f"hand_{self.side(dealer)}")
        hud.draw_chip(surface, (h.x - 50, h.centery + (20 if self.side(dealer) == "red" else 0)), "DEALER",
                      theme.mix(pal.seat[dealer], theme.NIGHT, 0.3))

    def _warm(self) -> None:
        """Load a little of every card image and font size each frame, so no frame pays for many."""
        for _ in range(WARM_PER_FRAME):
            if self._warm_faces:
                self.art.base(self._warm_faces.pop(), self.cards[0].size)
            elif self._warm_fonts:
                text.font(*self._warm_fonts.pop())

    def focus_lines(self, seat: int) -> list[Line]:
        """The focused choice's name and what it does (or why not): only while its card may be seen."""
        focused = self.focused_choice
        if focused is None or (focused.sprite is not None and not self.hand_face_up(seat)):
            return []
        title = focused.label if focused.sprite is None else self.card_title(focused.label)
        return [("", 12, theme.INK, False),
                (title, 34, theme.INK if focused.enabled else theme.GREY_OUT, True),
                (focused.info, 30, theme.INK if focused.enabled else hud.REASON_INK, False)]


__all__ = ["CardTableScene", "Choice", "HIDDEN", "BACK", "Plan", "Line", "PanelLine", "BIG_PANEL", "CardFace"]
