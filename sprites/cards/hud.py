"""The card-table kit's heads-up pictures: panels, badges, tooltips, word bubbles, scoreboard and log.

Stateless drawing helpers for the card-table scenes: each takes what it
shows as plain values and draws (or renders a surface to be cached by the
caller), so the scene decides *what* is on screen and this module only *how*
it looks. Sizes are for a TV seen from the sofa: nothing under 22 px. A
game's own pictures (Jukem Soccer's big goal, sprites/jukem_soccer/reveal.py)
live in its own sprites folder: the kit imports no game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from core import text, theme
from core.tween import out_quad
from sprites.cards.table import panel_surface, wrapped

Color = tuple[int, int, int]
Line = tuple[str, int, Color, bool]
"""A panel line: words, font size, colour, bold ("" words = a gap of `size` px)."""

REASON_INK = (255, 170, 160)
SHADOW = (8, 12, 24)
SHOUT_PX = 54
TOOLTIP_PX = 30
LOG_PX = 27
LOG_ROW = 30


@dataclass
class Shout:
    """A short word bubble over the table ("SHOT!", "No answer") that does not hold the game up."""

    words: str
    pos: tuple[float, float]
    color: Color
    t: float = 0.0
    dur: float = 1.1


def draw_disc_badge(surface: pygame.Surface, center: tuple[int, int], r: int, fill: Color, number: int,
                    ink: Color = theme.INK, caption: str = "", ring: Color | None = theme.INK,
                    px: int | None = None) -> None:
    """A round counter (setup plays, goals) with an optional caption under it; its number at px (by
    default the disc's size)."""
    cx, cy = center
    pygame.draw.circle(surface, SHADOW, (cx, cy + 3), r)
    pygame.draw.circle(surface, fill, center, r)
    if ring is not None:
        pygame.draw.circle(surface, ring, center, r, 3)
    text.blit_text(surface, str(number), px or round(r * 1.35), ink, (cx, cy + 1), "center", True)
    if caption:
        text.blit_text(surface, caption, 28, theme.INK_DIM, (cx, cy + r + 4), "midtop", True)


def draw_chip(surface: pygame.Surface, center: tuple[int, int], words: str, fill: Color,
              edge: Color = theme.GOLD) -> None:
    """A pill label ("DEALER")."""
    img = text.label(words, 28, theme.INK, True)
    chip = pygame.Rect(0, 0, img.get_width() + 34, 40)
    chip.center = center
    pygame.draw.rect(surface, SHADOW, chip.move(0, 3), border_radius=20)
    pygame.draw.rect(surface, fill, chip, border_radius=20)
    pygame.draw.rect(surface, edge, chip, 2, border_radius=20)
    surface.blit(img, img.get_rect(center=chip.center))


#: A button's label shrinks to fit down to this size on one line (the couch minimum); a longer one takes
#: two lines.
BUTTON_MIN_PX = text.MIN_FIT_PX


def draw_button(surface: pygame.Surface, rect: pygame.Rect, label: str, focused: bool, enabled: bool,
                highlight: Color) -> None:
    """A choice next to the hand ("No answer", "Substitute", "End turn")."""
    fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.5) if focused else theme.PANEL
    pygame.draw.rect(surface, SHADOW, rect.move(0, 4), border_radius=14)
    pygame.draw.rect(surface, fill, rect, border_radius=14)
    pygame.draw.rect(surface, highlight if focused else theme.PANEL_EDGE, rect, 4 if focused else 2,
                     border_radius=14)
    # a long label ("Take PANCAKE BLOCK!") shrinks to the button rather than running past it, and takes two
    # lines (split at its colon if it has one: "Shoot L:" / "Run of Three") rather than shrinking below the
    # couch minimum or losing its end
    ink = theme.INK if enabled else theme.GREY_OUT
    words, px = text.fit_text(label, 34, rect.w - 20, True)
    if text.ELLIPSIS in words and text.ELLIPSIS not in label:
        head, sep, tail = label.partition(": ")
        lines = [head + ":", tail] if sep else text.wrap(label, text.MIN_FIT_PX, rect.w - 20, True)
        if len(lines) == 2 and rect.h >= 2 * text.MIN_FIT_PX + 4:
            for k, line in enumerate(lines):
                y = rect.centery + (k - 1) * text.MIN_FIT_PX
                text.blit_fit(surface, line, text.MIN_FIT_PX, ink, (rect.centerx, y), rect.w - 20, "midtop", True)
            return
    text.blit_text(surface, words, px, ink, rect.center, "center", True)


def draw_tag(surface: pygame.Surface, words: str, midbottom: tuple[float, float], color: Color) -> None:
    """A small solid label over a card ("JUKEM +")."""
    img = text.label(words, 30, theme.NIGHT, True)
    box = img.get_rect().inflate(22, 10)
    box.midbottom = (round(midbottom[0]), round(midbottom[1]))
    pygame.draw.rect(surface, color, box, border_radius=12)
    surface.blit(img, img.get_rect(center=box.center))


def draw_tooltip(surface: pygame.Surface, words: str, pos: tuple[float, float], anchor: str, color: Color,
                 bounds: pygame.Rect) -> None:
    """What the focused card does, or why it cannot be played, next to it (kept inside `bounds`)."""
    if not words:
        return
    lines = text.wrap(words, TOOLTIP_PX, 660, True)
    w = max(text.label(line, TOOLTIP_PX, color, True).get_width() for line in lines) + 32
    h = 34 * len(lines) + 16
    box = pygame.Rect(0, 0, w, h)
    setattr(box, anchor, (round(pos[0]), round(pos[1])))
    box.clamp_ip(bounds)
    pygame.draw.rect(surface, (6, 10, 20), box.move(0, 4), border_radius=14)
    pygame.draw.rect(surface, (20, 28, 48), box, border_radius=14)
    pygame.draw.rect(surface, color, box, 2, border_radius=14)
    for n, line in enumerate(lines):
        text.blit_text(surface, line, TOOLTIP_PX, color, (box.centerx, box.y + 10 + 34 * n), "midtop", True)


def draw_peek_hint(surface: pygame.Surface, glyph: pygame.Surface, center: tuple[float, float],
                   color: Color) -> None:
    """"[glyph] Tap or hold to see your hand", over a face-down hand."""
    words = text.label("Tap or hold to see your hand", 36, theme.INK, True)
    box = pygame.Rect(0, 0, glyph.get_width() + words.get_width() + 56, 74)
    box.center = (round(center[0]), round(center[1]))
    pygame.draw.rect(surface, SHADOW, box.move(0, 4), border_radius=20)
    pygame.draw.rect(surface, (22, 32, 56), box, border_radius=20)
    pygame.draw.rect(surface, color, box, 3, border_radius=20)
    surface.blit(glyph, glyph.get_rect(midleft=(box.x + 20, box.centery)))
    surface.blit(words, words.get_rect(midleft=(box.x + 36 + glyph.get_width(), box.centery)))


def draw_shout(surface: pygame.Surface, s: Shout) -> None:
    """A word bubble that rises a little and fades."""
    k = s.t / s.dur
    alpha = 1.0 if k < 0.7 else max(0.0, 1.0 - (k - 0.7) / 0.3)
    img = text.label(s.words, SHOUT_PX, s.color, True)
    shade = text.label(s.words, SHOUT_PX, (0, 0, 0), True)
    x, y = s.pos
    y -= 30 * out_quad(min(1.0, k * 2))
    box = img.get_rect(center=(round(x), round(y))).inflate(36, 16)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (12, 18, 34, 210), layer.get_rect(), border_radius=box.h // 2)
    pygame.draw.rect(layer, (*s.color, 255), layer.get_rect(), 3, border_radius=box.h // 2)
    layer.blit(shade, shade.get_rect(center=(box.w // 2 + 2, box.h // 2 + 3)))
    layer.blit(img, img.get_rect(center=(box.w // 2, box.h // 2)))
    layer.set_alpha(round(255 * alpha))
    surface.blit(layer, box)


def render_big_panel(size: tuple[int, int], lines: Sequence[tuple[str, int, Color]]) -> pygame.Surface:
    """Half time, full time, no golden goal: centred lines on a gold-edged panel."""
    surf = panel_surface(size, theme.NIGHT_2, theme.GOLD, alpha=244, radius=30)
    y = 34
    for words, px, color in lines:
        bold = px >= 80
        fitted, fpx = text.fit_text(words, px, size[0] - 60, bold)  # long players' names shrink the line
        img = text.label(fitted, fpx, color, bold)
        surf.blit(img, img.get_rect(midtop=(size[0] // 2, y + (px - fpx) // 2)))
        y += round(px * 1.12) + 6
    return surf


def render_scoreboard(size: tuple[int, int], names: Sequence[str], score: tuple[int, int], period: str,
                      pile: int, pal: theme.Palette, footer: str = "", unit: str = "") -> pygame.Surface:
    """The score each, the period in words ("First half", "Overtime, deal 2") and the cards left in the
    draw pile (or `footer`'s words instead: G.O.A.L.'s goal cards). `unit` names what the big numbers
    count, between them ("SETS"), where the dash would be."""
    w, h = size
    surf = panel_surface(size)
    for s, x in ((0, 76), (1, w - 76)):
        name = names[s].upper()
        if text.font(32, True).size(name)[0] <= 2 * 76 - 32:
            text.blit_text(surf, name, 32, pal.seat_light[s], (x, 14), "midtop", True)
        else:  # a long player's name: from the panel's edge towards the middle, shrunk or cut to half the panel
            edge = (16, 14) if s == 0 else (w - 16, 14)
            text.blit_fit(surf, name, 32, pal.seat_light[s], edge, w // 2 - 28, "topleft" if s == 0 else "topright",
                          True)
        text.blit_text(surf, str(score[s]), 96, theme.INK, (x, 42), "midtop", text.DISPLAY)
    if unit:
        text.blit_text(surf, unit, 30, theme.INK_DIM, (w // 2, 76), "midtop", True)
    else:
        text.blit_text(surf, "-", 80, theme.INK_DIM, (w // 2, 50), "midtop", text.DISPLAY)
    text.blit_text(surf, period, 32, theme.GOLD, (w // 2, 124), "midtop", True)
    bottom = footer or f"Draw pile: {pile} card{'s' if pile != 1 else ''}"
    text.blit_text(surf, bottom, 28, theme.GOLD if footer else theme.INK_DIM, (w // 2, h - 12), "midbottom",
                   bool(footer))
    return surf


def render_status(size: tuple[int, int], lines: Sequence[Line]) -> pygame.Surface:
    """The status panel: whose decision, the question asked, the focused card and why."""
    surf = panel_surface(size)
    y = 18
    for words, px, color, bold in lines:
        if not words:
            y += px
            continue
        y = wrapped(surf, words, px, color, 20, y, size[0] - 40, bold) + 6
        if y > size[1] - 20:
            break
    return surf


def render_log(size: tuple[int, int], entries: Sequence[str], names: Sequence[str], pal: theme.Palette,
               wrap: Callable[[str, int, bool], list[str]]) -> pygame.Surface:
    """The plays in words, newest at the bottom (in gold), as many as fit; a second line is dimmer.
    Empty entries (moves the log need not mention, like drawing a card) are left out."""
    w, h = size
    surf = panel_surface(size)
    text.blit_text(surf, "Plays", 40, theme.INK, (w // 2, 14), "midtop", True)
    y = h - 16
    entries = [e for e in entries if e]
    n = len(entries)
    for k in range(n - 1, -1, -1):
        entry = entries[k]
        newest = k == n - 1
        color = next((pal.seat_light[s] for s in (0, 1) if entry.startswith((names[s] + " ", names[s] + ":"))),
                     theme.INK_DIM)
        rows: list[tuple[str, Color]] = []
        for p, part in enumerate(entry.split("\n")):
            c = (theme.GOLD if newest else color) if p == 0 else theme.INK_DIM
            rows += [(line, c) for line in wrap(part, w - 48, newest)]
        if y - LOG_ROW * len(rows) < 66:
            break
        for line, c in reversed(rows):
            y -= LOG_ROW
            surf.blit(text.label(line, LOG_PX, c, newest), (24, y))
        y -= 8
    if not n:
        text.blit_text(surf, "No plays yet", 28, theme.INK_FAINT, (w // 2, 74), "midtop")
    return surf


def draw_message(surface: pygame.Surface, message: str, midbottom: tuple[int, int]) -> None:
    """A hint box ("Please wait: Red is deciding")."""
    lines = text.wrap(message, 34, 900)
    box = pygame.Rect(0, 0, 960, 24 + 40 * len(lines))
    box.midbottom = midbottom
    pygame.draw.rect(surface, (20, 14, 24), box.move(0, 4), border_radius=16)
    pygame.draw.rect(surface, (46, 30, 44), box, border_radius=16)
    pygame.draw.rect(surface, theme.GOLD, box, 3, border_radius=16)
    for n, line in enumerate(lines):
        text.blit_text(surface, line, 34, theme.INK, (box.centerx, box.y + 12 + 40 * n), "midtop")
