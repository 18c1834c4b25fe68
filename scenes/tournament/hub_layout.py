"""Where things are on the tournament hub, and how clicks and the d-pad find them (`ClipGroup`)."""

from __future__ import annotations

import pygame

from core.input import Action
from sprites.ui.widgets import Button, FocusGroup

CONTENT = pygame.Rect(150, 240, 1620, 652)
TAB_Y, TAB_W, TAB_H, TAB_GAP = 150, 330, 70, 26
ACTION_Y, ACTION_H = 910, 74
ROUND_H, ROW_H, ROW_GAP, ROUND_GAP = 56, 66, 8, 14
EDGE = 14  # room for the focus ring inside the list's clip
SCORE_X, NAME_W = 540, 360  # a fixture row: the score's centre from the row's left; the widest name


class ClipGroup(FocusGroup):
    """A FocusGroup whose scrolled list rows only take clicks where they are visible."""

    def __init__(self, buttons: list[Button], focus: int = 0, clip: pygame.Rect = CONTENT) -> None:
        super().__init__(buttons, focus)
        self.clip = clip

    def hit(self, pos: tuple[float, float]) -> int | None:
        for i, b in enumerate(self.buttons):
            if b.rect.collidepoint(pos) and (not b.extra.get("scrolls") or self.clip.collidepoint(pos)):
                return i
        return None

    def move(self, direction: Action) -> bool:
        """Like FocusGroup.move, but sideways distance is measured between the rectangles' edges, not
        their centres: the hub's list rows are as wide as the screen, and from a tab above the list
        the row straight below must win over a button further down that happens to be centred nearer.
        Up and down inside the scrolled list go row by row, past round headings, to its ends."""
        cur = self.focused
        if cur is None:
            return False
        dx, dy = {Action.UP: (0, -1), Action.DOWN: (0, 1), Action.LEFT: (-1, 0), Action.RIGHT: (1, 0)}[direction]
        cx, cy = cur.rect.center
        best: tuple[float, int] | None = None
        # Up and down a scrolled list stay in the list (rows hidden below the view included) until its end.
        in_list = bool(dy and cur.extra.get("scrolls") and any(
            b.extra.get("scrolls") and ((b.rect.centery - cy) * dy > 0) for b in self.buttons))
        for i, b in enumerate(self.buttons):
            if i == self.focus or (in_list and not b.extra.get("scrolls")):
                continue
            bx, by = b.rect.center
            along = (bx - cx) * dx + (by - cy) * dy
            if along <= 0:
                continue
            # Only what lies wholly to that side counts: a full-width list row above a button is
            # "up" from it, never "left" (and a button beside another is never "down").
            if dx and cur.rect.left < b.rect.right and b.rect.left < cur.rect.right:
                continue
            if dy and cur.rect.top < b.rect.bottom and b.rect.top < cur.rect.bottom:
                continue
            if dx:
                gap = max(0, max(cur.rect.top, b.rect.top) - min(cur.rect.bottom, b.rect.bottom))
                off = abs(by - cy)
            else:
                gap = max(0, max(cur.rect.left, b.rect.left) - min(cur.rect.right, b.rect.right))
                off = abs(bx - cx)
            score = along + 3.0 * gap + 0.1 * off
            if best is None or score < best[0]:
                best = (score, i)
        if best is None:  # wrap to the far end of the same line
            for i, b in enumerate(self.buttons):
                if i == self.focus:
                    continue
                bx, by = b.rect.center
                overlap = (cur.rect.top < b.rect.bottom and b.rect.top < cur.rect.bottom) if dx else (
                    cur.rect.left < b.rect.right and b.rect.left < cur.rect.right)
                back = -((bx - cx) * dx + (by - cy) * dy)
                if overlap and back > 0 and (best is None or back > best[0]):
                    best = (back, i)
        if best is None:
            return False
        self.focus = best[1]
        if self.on_move:
            self.on_move()
        return True
