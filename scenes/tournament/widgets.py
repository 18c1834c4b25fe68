"""Drawing pieces of the tournament screens: round names, text fitted to a width, the trophy, buttons, a spinner."""

from __future__ import annotations

import math

import pygame

from core import text, theme
from sprites.ui.widgets import Button, focus_ring, panel
from tournament.runner import Tournament


def round_name(t: Tournament, r: int) -> str:
    """'Round 2', or for a bracket 'Final', 'Semi-finals', 'Quarter-finals', 'Round of 16'."""
    if t.config.format != "elimination":
        return f"Round {r}"
    left = 2 ** (t.rounds_total - r + 1)
    return {2: "Final", 4: "Semi-finals", 8: "Quarter-finals"}.get(left, f"Round of {left}")


def stage(t: Tournament) -> str:
    """Where an unfinished tournament stands, by the games played: 'Round 3 of 5', 'Semi-finals'.

    A bracket or a Swiss event plays its rounds in order, so that is the lowest round still open. A round
    robin's games may be played in any order (the computers' in the background): it has reached the
    latest round anyone has played in, and says how many games of earlier rounds are still to play."""
    if t.config.format == "elimination":
        return round_name(t, t.current_round)
    r = t.current_round
    if t.config.format in ("roundrobin", "double-roundrobin"):
        r = max([fx.round for fx in t.fixtures if fx.done] + [r])
        behind = sum(1 for fx in t.fixtures if not fx.done and fx.round < r)
        if behind:
            return f"Round {r} of {t.rounds_total} ({behind} earlier game{'s' if behind != 1 else ''} to play)"
    return f"Round {r} of {t.rounds_total}"


def fit_size(words: str, size: int, width: int, bold: text.FaceLike = False, smallest: int = text.MIN_FIT_PX) -> int:
    """The largest font size up to `size` at which the words fit `width` pixels."""
    while size > smallest and text.font(size, bold).size(words)[0] > width:
        size -= 2
    return size


def draw_trophy(surface: pygame.Surface, center: tuple[float, float], h: float) -> None:
    """A gold cup with handles on a plinth, drawn in code; h is its full height."""
    cx, cy = center
    top = cy - h / 2
    gold, light, dark = (255, 200, 60), (255, 234, 150), (190, 130, 20)
    cup_w, cup_h = h * 0.62, h * 0.46
    cup = pygame.Rect(0, 0, cup_w, cup_h)
    cup.midtop = (cx, top)
    w = max(3, int(h * 0.045))
    for side in (-1, 1):  # handles
        handle = pygame.Rect(0, 0, h * 0.26, h * 0.26)
        handle.center = (cx + side * cup_w * 0.5, top + cup_h * 0.32)
        pygame.draw.ellipse(surface, dark, handle, w + 2)
        pygame.draw.ellipse(surface, gold, handle.inflate(-4, -4), w)
    bowl: list[tuple[float, float]] = [(cup.left, cup.top)]
    for i in range(13):
        a = math.pi * i / 12
        bowl.append((cx - math.cos(a) * cup_w / 2, cup.top + math.sin(a) * cup_h))
    bowl.append((cup.right, cup.top))
    pygame.draw.polygon(surface, gold, bowl)
    pygame.draw.polygon(surface, dark, bowl, max(2, w // 2))
    shine = pygame.Rect(0, 0, cup_w * 0.16, cup_h * 0.62)
    shine.topleft = (cup.left + cup_w * 0.18, cup.top + cup_h * 0.1)
    pygame.draw.ellipse(surface, light, shine)
    pygame.draw.rect(surface, light, pygame.Rect(cup.left, cup.top - 2, cup_w, max(4, h * 0.04)), border_radius=3)
    stem = pygame.Rect(0, 0, h * 0.1, h * 0.2)
    stem.midtop = (cx, top + cup_h - 2)
    pygame.draw.rect(surface, dark, stem)
    knot = pygame.Rect(0, 0, h * 0.22, h * 0.07)
    knot.center = (cx, stem.bottom)
    pygame.draw.ellipse(surface, gold, knot)
    plinth = pygame.Rect(0, 0, h * 0.5, h * 0.2)
    plinth.midtop = (cx, knot.centery + h * 0.02)
    pygame.draw.rect(surface, (86, 52, 30), plinth, border_radius=max(2, int(h * 0.02)))
    plate = plinth.inflate(-h * 0.16, -h * 0.1)
    pygame.draw.rect(surface, light, plate, border_radius=2)
    pygame.draw.rect(surface, dark, pygame.Rect(plinth.left - h * 0.03, plinth.bottom - h * 0.035,
                                                plinth.w + h * 0.06, h * 0.05), border_radius=3)


def fit_parts(parts: list[str], size: int, width: int, max_lines: int) -> list[str]:
    """Comma-separated parts wrapped into at most max_lines lines; when they do not fit, the earliest
    parts give way to "..." (the latest games matter most; the full story is one press away)."""
    for start in range(len(parts)):
        words = ("... " if start else "") + ", ".join(parts[start:])
        lines = text.wrap(words, size, width)
        if len(lines) <= max_lines and all(text.font(size).size(ln)[0] <= width for ln in lines):
            return lines
    return [parts[-1]]


def draw_button(surface: pygame.Surface, b: Button, focused: bool, t: float, size: int = 44,
                highlight: bool = False) -> None:
    """A button with its label centred (the hub's actions, the choice and error screens)."""
    fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.45) if focused else theme.PANEL
    if highlight:
        fill = theme.mix(fill, theme.GOLD, 0.25)
    panel(surface, b.rect, fill, theme.FOCUS if focused else theme.PANEL_EDGE, radius=16)
    ink = theme.INK if b.enabled else theme.GREY_OUT
    text.blit_text(surface, b.label, fit_size(b.label, size, b.rect.w - 30), ink, b.rect.center, "center")
    if focused:
        focus_ring(surface, b.rect, t, radius=16)


def draw_spinner(surface: pygame.Surface, center: tuple[float, float], r: float, t: float,
                 color: tuple[int, int, int] = theme.GOLD) -> None:
    """A turning arc: something is being worked on."""
    rect = pygame.Rect(0, 0, 2 * r, 2 * r)
    rect.center = (round(center[0]), round(center[1]))
    pygame.draw.circle(surface, theme.PANEL_EDGE, rect.center, r, max(3, int(r * 0.22)))
    start = -t * 6.0
    pygame.draw.arc(surface, color, rect, start, start + 1.9, max(4, int(r * 0.26)))


def fit(words: str, width: int, sizes: tuple[int, ...], bold: bool = False) -> tuple[str, int]:
    """The largest of `sizes` at which `words` fit `width` pixels (shortened with '...' at the smallest)."""
    for size in sizes:
        if text.font(size, bold).size(words)[0] <= width:
            return words, size
    size = sizes[-1]
    f = text.font(size, bold)
    while words and f.size(words + "...")[0] > width:
        words = words[:-1]
    return words.rstrip() + "...", size
