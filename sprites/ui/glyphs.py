"""On-screen button prompts that match the device the player holds.

A keyboard player sees key caps with the key bound in their key set, a mouse
player sees the mouse button, and a controller player sees the face buttons of
their controller's family: Xbox letters in coloured circles, PlayStation
shapes, Nintendo letters in Nintendo positions. SDL numbers controller buttons
by position (button 0 is always the bottom face button), so the glyph is
chosen by position: the bottom button is "A" on Xbox, a cross on PlayStation
and "B" on Nintendo. Glyphs are drawn once per (device kind, action, size) and
cached.
"""

from __future__ import annotations

import math

import pygame

from core import text, theme
from core.input import Action, keys_for

_cache: dict[tuple[str, str, int, str], pygame.Surface] = {}

# Face buttons by position for each family: (label, colour).
_FACE = {
    "xbox": {"bottom": ("A", (96, 190, 70)), "right": ("B", (220, 70, 60)),
             "left": ("X", (60, 130, 230)), "top": ("Y", (240, 190, 40))},
    "generic": {"bottom": ("A", (96, 190, 70)), "right": ("B", (220, 70, 60)),
                "left": ("X", (60, 130, 230)), "top": ("Y", (240, 190, 40))},
    "nintendo": {"bottom": ("B", (200, 200, 210)), "right": ("A", (200, 200, 210)),
                 "left": ("Y", (200, 200, 210)), "top": ("X", (200, 200, 210))},
    "playstation": {"bottom": ("cross", (120, 160, 240)), "right": ("circle", (240, 100, 100)),
                    "left": ("square", (230, 130, 200)), "top": ("triangle", (80, 200, 170))},
}
_POSITION = {Action.CONFIRM: "bottom", Action.BACK: "right", Action.SKIP: "left", Action.PEEK: "top"}
_SHOULDER = {
    "xbox": ("LB", "RB", "Menu"), "generic": ("LB", "RB", "Start"),
    "playstation": ("L1", "R1", "Options"), "nintendo": ("L", "R", "+"),
}
_KEY_SHORT = {
    "return": "Enter", "enter": "Num Enter", "escape": "Esc", "backspace": "Bksp", "space": "Space",
    "right shift": "R-Shift", "left shift": "L-Shift", "page up": "PgUp", "page down": "PgDn",
    "tab": "Tab", "end": "End", "right ctrl": "R-Ctrl", "left ctrl": "L-Ctrl",
}
_ARROWS = {"up": 0, "right": 90, "down": 180, "left": 270}


def key_label(name: str) -> str:
    """A short printable name for a pygame key name."""
    return _KEY_SHORT.get(name, name.upper() if len(name) == 1 else name.title())


def button_name(kind: str, action: Action, key_set: str = "kb1",
                overrides: dict[str, dict[str, list[str]]] | None = None) -> str:
    """The button in words, as its glyph shows it ("Enter", "A", "cross", "the left mouse button"), for
    sentences that say what to press."""
    if kind == "keyboard":
        names = keys_for(key_set, action, overrides)
        return key_label(names[0]) if names else action.value.title()
    if kind == "mouse":
        return {Action.CONFIRM: "the left mouse button", Action.CLICK: "the left mouse button",
                Action.BACK: "the right mouse button"}.get(action, action.value.title())
    family = kind if kind in _FACE else "generic"
    if action in _POSITION:
        return _FACE[family][_POSITION[action]][0]
    if action in _ARROW_WORDS:
        return _ARROW_WORDS[action]
    lb, rb, menu = _SHOULDER[family]
    return {Action.PREV: lb, Action.NEXT: rb, Action.MENU: menu}.get(action, action.value.title())


_ARROW_WORDS = {Action.UP: "d-pad up", Action.DOWN: "d-pad down", Action.LEFT: "d-pad left",
                Action.RIGHT: "d-pad right"}


def glyph(kind: str, action: Action, size: int = 44, key_set: str = "kb1",
          overrides: dict[str, dict[str, list[str]]] | None = None) -> pygame.Surface:
    """The prompt glyph for an action on a device kind (keyboard key sets need key_set)."""
    names = ",".join(keys_for(key_set, action, overrides)) if kind == "keyboard" else ""
    cache_key = (kind, action.value, size, key_set + names)
    surf = _cache.get(cache_key)
    if surf is None:
        surf = _draw(kind, action, size, key_set, overrides)
        _cache[cache_key] = surf
    return surf


def _draw(kind: str, action: Action, size: int, key_set: str,
          overrides: dict[str, dict[str, list[str]]] | None) -> pygame.Surface:
    if kind == "keyboard":
        names = keys_for(key_set, action, overrides)
        return _keycap(names[0] if names else "?", size)
    if kind == "mouse":
        return _mouse(action, size)
    family = kind if kind in _FACE else "generic"
    if action in _POSITION:
        return _face(family, _POSITION[action], size)
    if action in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
        return _dpad(action, size)
    lb, rb, menu = _SHOULDER[family]
    word = {Action.PREV: lb, Action.NEXT: rb, Action.MENU: menu}.get(action, "?")
    return _pill(word, size)


def _keycap(name: str, size: int) -> pygame.Surface:
    if name in _ARROWS:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        _cap_body(surf)
        c = size / 2
        r = size * 0.24
        ang = math.radians(_ARROWS[name])
        pts = []
        for a, d in ((0.0, r), (2.4, r), (-2.4, r)):
            pts.append((c + d * math.sin(ang + a), c - d * math.cos(ang + a)))
        pygame.draw.polygon(surf, theme.NIGHT, pts)
        return surf
    label = text.label(key_label(name), int(size * 0.7), theme.NIGHT, True)
    w = max(size, label.get_width() + size // 2)
    surf = pygame.Surface((w, size), pygame.SRCALPHA)
    _cap_body(surf)
    surf.blit(label, label.get_rect(center=(w / 2, size / 2 - 1)))
    return surf


def _cap_body(surf: pygame.Surface) -> None:
    r = surf.get_rect()
    pygame.draw.rect(surf, (150, 158, 176), r, border_radius=8)
    pygame.draw.rect(surf, (236, 240, 248), r.inflate(-4, -8).move(0, -2), border_radius=7)


def _face(family: str, position: str, size: int) -> pygame.Surface:
    label, color = _FACE[family][position]
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(surf, (30, 34, 44), (c, c), c)
    if family == "playstation":
        pygame.draw.circle(surf, (52, 56, 68), (c, c), c - 3)
        s = size * 0.24
        w = max(2, size // 12)
        if label == "cross":
            pygame.draw.line(surf, color, (c - s, c - s), (c + s, c + s), w + 1)
            pygame.draw.line(surf, color, (c - s, c + s), (c + s, c - s), w + 1)
        elif label == "circle":
            pygame.draw.circle(surf, color, (c, c), s * 1.1, w)
        elif label == "square":
            pygame.draw.rect(surf, color, pygame.Rect(c - s, c - s, 2 * s, 2 * s), w)
        else:
            pts = [(c, c - s * 1.15), (c + s * 1.1, c + s * 0.8), (c - s * 1.1, c + s * 0.8)]
            pygame.draw.polygon(surf, color, pts, w)
        return surf
    pygame.draw.circle(surf, color, (c, c), c - 3)
    ink = theme.NIGHT if family == "nintendo" else (255, 255, 255)
    t = text.label(label, int(size * 0.7), ink, True)
    surf.blit(t, t.get_rect(center=(c, c + 1)))
    return surf


def _dpad(action: Action, size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    third = size / 3
    arm = (40, 44, 56)
    for rect in (pygame.Rect(third, 0, third, size), pygame.Rect(0, third, size, third)):
        pygame.draw.rect(surf, arm, rect, border_radius=4)
    lit = {Action.UP: (third, 0), Action.DOWN: (third, 2 * third),
           Action.LEFT: (0, third), Action.RIGHT: (2 * third, third)}[action]
    pygame.draw.rect(surf, theme.INK, pygame.Rect(lit[0] + 2, lit[1] + 2, third - 4, third - 4), border_radius=3)
    return surf


def _pill(word: str, size: int) -> pygame.Surface:
    label = text.label(word, int(size * 0.7), theme.INK, True)
    w = max(int(size * 1.3), label.get_width() + size // 2)
    surf = pygame.Surface((w, size), pygame.SRCALPHA)
    pygame.draw.rect(surf, (40, 44, 56), surf.get_rect(), border_radius=size // 2)
    pygame.draw.rect(surf, (110, 118, 140), surf.get_rect(), 2, border_radius=size // 2)
    surf.blit(label, label.get_rect(center=(w / 2, size / 2)))
    return surf


def _mouse(action: Action, size: int) -> pygame.Surface:
    # PEEK is the "Hint" on the bar, which a mouse clicks (a mouse holds nothing): the left button.
    if action not in (Action.CONFIRM, Action.BACK, Action.CLICK, Action.PEEK):
        return _pill({Action.MENU: "Esc"}.get(action, action.value.title()), size)
    w = int(size * 0.72)
    surf = pygame.Surface((w, size), pygame.SRCALPHA)
    body = pygame.Rect(1, 1, w - 2, size - 2)
    pygame.draw.rect(surf, (236, 240, 248), body, border_radius=w // 2)
    pygame.draw.line(surf, theme.NIGHT, (w / 2, 2), (w / 2, size * 0.42), 2)
    pygame.draw.line(surf, theme.NIGHT, (2, size * 0.42), (w - 2, size * 0.42), 2)
    half = pygame.Rect(3, 3, w / 2 - 4, size * 0.42 - 4)
    if action == Action.BACK:
        half.x = w // 2 + 1
    pygame.draw.rect(surf, theme.GOLD, half, border_radius=4)
    return surf


#: The order prompts give way in when a bar must fit a narrow space (a card table): the lone left arrow of
#: "left/right Browse" first (the right arrow still says Browse), then skipping an animation (any press skips
#: it too), then Pause (Esc, Start and Menu always pause; a mouse keeps it: clicking it is its only way).
DROP_ORDER = (Action.LEFT, Action.SKIP, Action.MENU)
#: A label cut to fit keeps at least this many characters before its ellipsis.
MIN_LABEL_CHARS = 10
GAP, INNER = 44, 12
TIGHT_GAP, TIGHT_INNER = 26, 8


def fit_items(kind: str, items: list[tuple[Action, str]], size: int, max_width: int | None,
              key_set: str = "kb1", overrides: dict[str, dict[str, list[str]]] | None = None
              ) -> tuple[list[tuple[Action, str]], int, int]:
    """The items that fit `max_width` and the gaps to use: (items, gap, inner).

    Narrower in steps, each only if the one before did not fit: tighter gaps; the longest label cut with an
    ellipsis (not below MIN_LABEL_CHARS); items dropped in DROP_ORDER. Never the words' size: a TV is read
    from a sofa."""
    px = int(size * 0.72)

    def width(its: list[tuple[Action, str]], gap: int, inner: int) -> int:
        return (sum(glyph(kind, a, size, key_set, overrides).get_width() + inner + text.font(px).size(w)[0]
                    for a, w in its) + gap * max(0, len(its) - 1))

    if max_width is None or width(items, GAP, INNER) <= max_width:
        return items, GAP, INNER
    its = list(items)
    while width(its, TIGHT_GAP, TIGHT_INNER) > max_width:
        longest = max(range(len(its)), key=lambda n: len(its[n][1]))
        a, words = its[longest]
        over = width(its, TIGHT_GAP, TIGHT_INNER) - max_width
        room = text.font(px).size(words)[0] - over
        if len(words.rstrip(text.ELLIPSIS)) > MIN_LABEL_CHARS:
            cut = text.ellipsize(words, px, max(room, text.font(px).size(words[:MIN_LABEL_CHARS] + text.ELLIPSIS)[0]))
            if cut != words:
                its[longest] = (a, cut)
                continue
        drop = next((n for d in DROP_ORDER for n, (act, _w) in enumerate(its)
                     if act == d and not (d == Action.MENU and kind == "mouse")), None)
        if drop is None:
            break  # nothing more may go: the bar stays as narrow as it can be
        del its[drop]
    return its, TIGHT_GAP, TIGHT_INNER


def prompt_bar(surface: pygame.Surface, kind: str, items: list[tuple[Action, str]], pos: tuple[int, int],
               anchor: str = "midbottom", size: int = 44, key_set: str = "kb1",
               overrides: dict[str, dict[str, list[str]]] | None = None,
               hits: list[tuple[Action, pygame.Rect]] | None = None, max_width: int | None = None) -> pygame.Rect:
    """Draw 'glyph label  glyph label ...' anchored at pos; return its rect. With `hits`, each item's
    (action, rect) is added to it, so a click on "Pause" can pause. With `max_width`, the bar is fitted
    into that many pixels (fit_items)."""
    items, gap, inner = fit_items(kind, items, size, max_width, key_set, overrides)
    parts: list[tuple[pygame.Surface, pygame.Surface]] = []
    for action, words in items:
        g = glyph(kind, action, size, key_set, overrides)
        parts.append((g, text.label(words, int(size * 0.72), theme.INK_DIM)))
    width = sum(g.get_width() + inner + t.get_width() for g, t in parts) + gap * max(0, len(parts) - 1)
    rect = pygame.Rect(0, 0, width, size)
    setattr(rect, anchor, pos)
    x = rect.x
    for (action, _words), (g, t) in zip(items, parts):
        start = x
        surface.blit(g, (x, rect.y))
        x += g.get_width() + inner
        surface.blit(t, t.get_rect(midleft=(x, rect.centery)))
        x += t.get_width() + gap
        if hits is not None:
            hits.append((action, pygame.Rect(start, rect.y - 6, x - gap - start, rect.h + 12)))
    return rect
