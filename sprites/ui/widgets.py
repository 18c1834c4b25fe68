"""Menu widgets shared by every screen: buttons, spatial focus, panels.

One `FocusGroup` drives every menu in the game, whatever its shape (a list of
settings, a row of game tiles, a grid): each item has a rectangle, and a
direction press moves the focus to the nearest enabled item that lies in that
direction (a greyed item is skipped: only the mouse, pointing at it, can focus
one to hear why it is greyed). The mouse hovers to focus and clicks to activate;
LEFT/RIGHT on an item with a value adjusts it instead of moving (a click on a
value row steps it down left of its value's middle, up right of it). So a gamepad, a keyboard or a
mouse alone reaches every item, and a new layout needs no navigation code.
`point_toward` is the same rule for choices that are points on a picture (the
squares of a board seen at an angle) rather than buttons.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from core import text, theme
from core.input import Action, InputEvent


#: A direction's unit step on screen (y grows downwards).
STEPS = {Action.UP: (0, -1), Action.DOWN: (0, 1), Action.LEFT: (-1, 0), Action.RIGHT: (1, 0)}


@dataclass
class Button:
    """A focusable item: a tile, a menu row, a setting with a value."""

    key: str
    rect: pygame.Rect
    label: str
    sublabel: str = ""
    enabled: bool = True
    disabled_reason: str = ""
    on_activate: Callable[[], None] | None = None
    #: For settings: called with -1 / +1 on LEFT / RIGHT (and +1 on CONFIRM).
    on_adjust: Callable[[int], None] | None = None
    value: Callable[[], str] | None = None
    extra: dict[str, object] = field(default_factory=dict)


class FocusGroup:
    """Spatial focus over a set of buttons, for pad, keys and mouse alike."""

    def __init__(self, buttons: list[Button], focus: int = 0, wrap: bool = True) -> None:
        self.buttons = buttons
        self.focus = focus if buttons else -1
        self.wrap = wrap
        self.on_move: Callable[[], None] | None = None
        self.on_refuse: Callable[[Button], None] | None = None
        self.pressed: Button | None = None

    @property
    def focused(self) -> Button | None:
        if 0 <= self.focus < len(self.buttons):
            return self.buttons[self.focus]
        return None

    def focus_key(self, key: str) -> None:
        """Move the focus to the button with this key, if there is one."""
        for i, b in enumerate(self.buttons):
            if b.key == key:
                self.focus = i
                return

    def handle(self, event: InputEvent) -> bool:
        """Apply one action; True if it was used."""
        a = event.action
        if a in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
            b = self.focused
            if b is not None and b.on_adjust is not None and b.enabled and a in (Action.LEFT, Action.RIGHT):
                b.on_adjust(-1 if a == Action.LEFT else 1)
                return True
            return self.move(a)
        if a == Action.CONFIRM:
            return self.activate()
        if a == Action.POINT and event.pos is not None:
            hit = self.hit(event.pos)
            if hit is not None and hit != self.focus:
                self.focus = hit
                if self.on_move:
                    self.on_move()
            return hit is not None
        if a == Action.CLICK and event.pos is not None:
            hit = self.hit(event.pos)
            if hit is None:
                return False
            self.focus = hit
            b = self.buttons[hit]
            if b.on_adjust is not None and b.enabled and b.on_activate is None:
                # Click left of the value's middle (its left arrow, the label) to step it down, right of it to
                # step it up: the arrows sit around the value at the row's right end, both in its right half.
                mid = b.extra.get("value_mid", b.rect.centerx)
                b.on_adjust(-1 if event.pos[0] < (mid if isinstance(mid, int) else b.rect.centerx) else 1)
                return True
            return self.activate()
        return False

    def activate(self) -> bool:
        b = self.focused
        if b is None:
            return False
        if not b.enabled:
            if self.on_refuse:
                self.on_refuse(b)
            return True
        if b.on_activate is not None:
            b.on_activate()
            return True
        if b.on_adjust is not None:
            b.on_adjust(1)
            return True
        return False

    def hit(self, pos: tuple[float, float]) -> int | None:
        for i, b in enumerate(self.buttons):
            if b.rect.collidepoint(pos):
                return i
        return None

    def move(self, direction: Action) -> bool:
        """Focus the nearest button in a direction; wraps along the same line."""
        cur = self.focused
        if cur is None:
            return False
        dx, dy = STEPS[direction]
        cx, cy = cur.rect.center
        best: tuple[float, int] | None = None
        aside: tuple[float, int] | None = None  # ahead, but more sideways than ahead
        greyed_ahead = False  # a greyed item straight ahead: the way on is past it, not round the wrap
        for i, b in enumerate(self.buttons):
            if i == self.focus:
                continue
            bx, by = b.rect.center
            along = (bx - cx) * dx + (by - cy) * dy
            if along <= 0:
                continue
            across = abs((bx - cx) * dy) + abs((by - cy) * dx)
            # Prefer items straight ahead: sideways distance costs double.
            score = along + 2.0 * across
            if across > along and not _spans_overlap(cur.rect, b.rect, horizontal=dx != 0):
                # Not really "in that direction" (e.g. the tile above-right of the
                # last button of a row): only a last resort, after wrapping.
                if b.enabled and (aside is None or score < aside[0]):
                    aside = (score, i)
                continue
            if not b.enabled:
                greyed_ahead = True
                continue
            if best is None or score < best[0]:
                best = (score, i)
        if best is None and greyed_ahead:
            best = aside
        if best is None and self.wrap:
            # Wrap to the far end of the same row/column.
            for i, b in enumerate(self.buttons):
                if i == self.focus or not b.enabled:
                    continue
                bx, by = b.rect.center
                across = abs((bx - cx) * dy) + abs((by - cy) * dx)
                if across > max(cur.rect.width, cur.rect.height) * 0.5:
                    continue
                along = -((bx - cx) * dx + (by - cy) * dy)
                if best is None or along > -best[0]:
                    best = (-along, i)
        if best is None:
            best = aside
        if best is None:
            return False
        self.focus = best[1]
        if self.on_move:
            self.on_move()
        return True


def point_toward(points: Sequence[tuple[float, float]], here: int, direction: Action,
                 ahead_first: bool = True) -> int | None:
    """The index of the point nearest points[here] the way `direction` points on screen, for things
    that are points rather than buttons (squares of a board seen at an angle): one within 45 degrees
    of straight ahead if any (sideways distance costs double), else the nearest that is at all that
    way; None if nothing is. With `ahead_first` False the cone is not preferred, only the cost: on a
    grid of columns (a team's lines) the next place down is the near one in the next column, not a far
    one inside the cone."""
    dx, dy = STEPS[direction]
    hx, hy = points[here]
    best: tuple[float, int] | None = None
    aside: tuple[float, int] | None = None
    for i, (px, py) in enumerate(points):
        along = (px - hx) * dx + (py - hy) * dy
        if i == here or along < 1.0:
            continue
        across = abs((px - hx) * dy - (py - hy) * dx)
        score = along + 2.0 * across
        if across <= along or not ahead_first:
            best = min(best or (score, i), (score, i))
        else:
            aside = min(aside or (score, i), (score, i))
    pick = best or aside
    return None if pick is None else pick[1]


def _spans_overlap(a: pygame.Rect, b: pygame.Rect, horizontal: bool) -> bool:
    """Whether two rects share rows (moving horizontally) or columns (vertically)."""
    if horizontal:
        return a.top < b.bottom and b.top < a.bottom
    return a.left < b.right and b.left < a.right


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int] = theme.PANEL,
          edge: tuple[int, int, int] | None = theme.PANEL_EDGE, radius: int = 18, alpha: int = 255,
          width: int = 3) -> None:
    """A rounded panel, translucent if alpha < 255."""
    rect = pygame.Rect(rect)
    if alpha >= 255:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        if edge:
            pygame.draw.rect(surface, edge, rect, width, border_radius=radius)
        return
    surface.blit(_panel_layer(tuple(rect.size), tuple(fill), tuple(edge) if edge else None, radius, alpha, width), rect)


@functools.lru_cache(maxsize=64)
def _panel_layer(size: tuple[int, int], fill: tuple[int, int, int], edge: tuple[int, int, int] | None,
                 radius: int, alpha: int, width: int) -> pygame.Surface:
    """A translucent panel drawn once per look (allocating one a frame costs more than drawing it)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*fill, alpha), layer.get_rect(), border_radius=radius)
    if edge:
        pygame.draw.rect(layer, (*edge, min(255, alpha + 40)), layer.get_rect(), width, border_radius=radius)
    return layer


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, t: float, color: tuple[int, int, int] = theme.FOCUS,
               radius: int = 20) -> None:
    """The pulsing focus outline; t is the scene's running time in seconds."""
    grow = 6 + round(3 * (0.5 + 0.5 * math.sin(t * 5.0)))
    pygame.draw.rect(surface, color, rect.inflate(grow * 2, grow * 2), 5, border_radius=radius + grow)


def draw_row(surface: pygame.Surface, b: Button, focused: bool, t: float, size: int = 44) -> None:
    """A standard menu row: label left, value right (with arrows when adjustable)."""
    fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.45) if focused else theme.PANEL
    panel(surface, b.rect, fill, theme.PANEL_EDGE if not focused else theme.FOCUS, radius=14)
    color = theme.INK if b.enabled else theme.GREY_OUT
    text.blit_text(surface, b.label, size, color, (b.rect.x + 34, b.rect.centery), "midleft")
    if b.value is not None:
        value = b.value()
        vx = b.rect.right - 34
        if b.on_adjust is not None and focused:
            tri = size // 3
            cy = b.rect.centery
            pygame.draw.polygon(surface, theme.FOCUS, [(vx, cy), (vx - tri, cy - tri), (vx - tri, cy + tri)])
            r = text.blit_text(surface, value, size, theme.GOLD, (vx - tri - 18, cy), "midright")
            lx = r.left - 18
            pygame.draw.polygon(surface, theme.FOCUS, [(lx - tri, cy), (lx, cy - tri), (lx, cy + tri)])
            b.extra["left_arrow"] = pygame.Rect(lx - tri, cy - tri, tri, 2 * tri)
        else:
            r = text.blit_text(surface, value, size, theme.GOLD if focused else theme.INK_DIM, (vx, b.rect.centery),
                               "midright")
        b.extra["value_mid"] = r.centerx  # where a click turns from stepping down to stepping up
    if focused:
        focus_ring(surface, b.rect, t, radius=14)


def vertical_gradient(size: tuple[int, int], top: tuple[int, int, int], bottom: tuple[int, int, int]) -> pygame.Surface:
    """A surface filled with a top-to-bottom gradient (drawn once, then cached by callers)."""
    surf = pygame.Surface(size)
    h = size[1]
    for y in range(h):
        pygame.draw.line(surf, theme.mix(top, bottom, y / max(1, h - 1)), (0, y), (size[0], y))
    return surf


def vignette(size: tuple[int, int], strength: int = 150, inner: float = 0.55, falloff: float = 0.75,
             squash: float = 0.92) -> pygame.Surface:
    """Dark edges, clear centre, for table backgrounds: computed on a small grid
    and smooth-scaled up (per-pixel work at full size would take a second)."""
    gw, gh = 64, 36
    small = pygame.Surface((gw, gh), pygame.SRCALPHA)
    for y in range(gh):
        for x in range(gw):
            dx = (x + 0.5) / gw * 2 - 1
            dy = (y + 0.5) / gh * 2 - 1
            a = max(0.0, (math.hypot(dx * squash, dy) - inner) / falloff)
            small.set_at((x, y), (0, 8, 4, min(255, round(strength * a ** 1.5))))
    return pygame.transform.smoothscale(small, size)
