"""G.O.A.L.'s table: its Tiled layout, the felt's marks, the goal card stacks, the prize piles and the action marker.

The layout is `levels/goal_table.tmx`: each player's deck and discard pile
down the left of the felt, the goal deck between them, the quarter's three
goal cards in the middle ("goal_0".."goal_2": the goal card at the top of
its column, the combinations stacked on it), each player's prize piles on
the right, one per letter, so a player sees their G-O-A-L sets forming, and
the action marker's track (1 to 8) above the goal cards.

`ComboStack` lays the combinations on a goal card out: bottom one first,
each next one a little lower and on top, so the top combination is whole
and readable and the ones beneath peek out above it.
"""

from __future__ import annotations

import math

import pygame

from core import text, theme
from core.tween import Tweener
from sprites.cards.art import CARD_SIZE, CardArt
from sprites.cards.sprite import Slot
from sprites.cards.table import TableLayout, felt_background, zone_box
from sprites.cards.zones import Zone
from sprites.goal.faces import LETTER_COLOURS, draw_letter_badge

LEVEL_NAME = "goal_table"
SEAT_KEYS = ("blue", "red")
LETTERS = ("G", "O", "A", "L")
GOAL_SLOTS = 3
ACTIONS = 8
#: The anchors G.O.A.L. needs besides the kit's own.
ANCHORS = ("scoreboard", "status", "track", "values", "goal_deck", "goal_out",
           *(f"{kind}_{side}" for kind in ("deck", "discard", "prizes") for side in SEAT_KEYS),
           *(f"goal_{k}" for k in range(GOAL_SLOTS)))
#: How far each combination lies below the one beneath it, and how far the first covers the goal card.
COMBO_STEP = 30
GOAL_SHOWN = 0.45
COMBO_SPACING = 46
PRIZE_TITLE_H = 40


def load_layout() -> TableLayout:
    """The G.O.A.L. table layout (a LevelError naming the file if an anchor is missing)."""
    return TableLayout.load(LEVEL_NAME, ANCHORS)


def goal_card_center(layout: TableLayout, slot: int) -> tuple[float, float]:
    """Where the goal card of column `slot` lies: at the top of its column."""
    col = layout.rect(f"goal_{slot}")
    h = CARD_SIZE[1] * layout.scale(f"goal_{slot}")
    return (col.centerx, col.y + h / 2)


def prize_cell(layout: TableLayout, side: str, letter: str) -> pygame.Rect:
    """The cell of a prize pile: G and O above, A and L below."""
    area = layout.rect(f"prizes_{side}")
    k = LETTERS.index(letter)
    w, h = area.w // 2, (area.h - PRIZE_TITLE_H) // 2
    return pygame.Rect(area.x + (k % 2) * w, area.y + PRIZE_TITLE_H + (k // 2) * h, w, h)


def prize_center(layout: TableLayout, side: str, letter: str) -> tuple[float, float]:
    """Where a prize pile's cards lie in its cell (under the letter badge)."""
    cell = prize_cell(layout, side, letter)
    return (cell.centerx, cell.y + 26 + (cell.h - 26) / 2)


class ComboStack(Zone):
    """The combinations on one goal card: `groups` are their sizes, bottom first; cards in that order."""

    def __init__(self, tweener: Tweener | None, column: pygame.Rect, goal_height: float, *, scale: float,
                 z_base: float, art: CardArt | None = None) -> None:
        top = column.y + goal_height * GOAL_SHOWN + CARD_SIZE[1] * scale / 2
        super().__init__(tweener, (column.centerx, top), face_up=True, scale=scale, z_base=z_base, art=art)
        self.column = column
        self.groups: list[int] = []
        self.owners: list[int] = []

    def group_of(self, n: int) -> list[int]:
        """The sizes of the combinations holding the first `n` cards (a card flying in starts a new one)."""
        out: list[int] = []
        left = n
        for g in self.groups:
            if left <= 0:
                break
            out.append(min(g, left))
            left -= g
        if left > 0:
            out.append(left)
        return out

    def combo_y(self, k: int) -> float:
        """The centre height of combination `k` (0 = the bottom one)."""
        return self.center[1] + k * COMBO_STEP

    def slots(self, n: int | None = None) -> list[Slot]:
        n = len(self.cards) if n is None else n
        w = self.size[0] * self.scale
        out: list[Slot] = []
        i = 0
        for k, size in enumerate(self.group_of(n)):
            spacing = min(COMBO_SPACING, (self.column.w - w) / (size - 1)) if size > 1 else 0.0
            wobble = ((k * 37) % 7 - 3) * 0.8  # a hand-laid stack, the same every frame
            for j in range(size):
                x = self.center[0] + (j - (size - 1) / 2) * spacing + wobble * 1.5
                out.append(Slot(x, self.combo_y(k), wobble, self.scale, self.z_base + i))
                i += 1
        return out


def build_background(layout: TableLayout, pal: theme.Palette, names: tuple[str, str],
                     bottom: int = 0) -> pygame.Surface:
    """The felt with the piles outlined and captioned, the goal card columns and the prize cells
    (`bottom`: the seat at the bottom, whose anchors are the "..._blue" ones)."""

    def marks(layer: pygame.Surface, table: pygame.Rect) -> None:
        for seat in (0, 1):
            side = SEAT_KEYS[0 if seat == bottom else 1]
            color = pal.seat_light[seat]
            for kind in ("deck", "discard"):
                zone_box(layer, layout.rect(f"{kind}_{side}").inflate(0, 8), "", color)
            area = layout.rect(f"prizes_{side}")
            pygame.draw.rect(layer, (0, 0, 0, 46), area, border_radius=16)
            pygame.draw.rect(layer, (*color, 70), area, 2, border_radius=16)
            name = text.label(text.ellipsize(names[seat], 28, area.w // 2 - 10, True), 28, color, True)
            layer.blit(name, name.get_rect(midleft=(area.x + 12, area.y + PRIZE_TITLE_H // 2)))
        zone_box(layer, layout.rect("goal_deck").inflate(0, 8), "", theme.GOLD)
        # Outlined like the other piles, so its caption ("Out of play", under it) reads as its own and not as
        # a heading over Blue's discard pile below.
        zone_box(layer, layout.rect("goal_out").inflate(0, 8), "", theme.INK_DIM)
        for k in range(GOAL_SLOTS):
            col = layout.rect(f"goal_{k}")
            cx, cy = goal_card_center(layout, k)
            card = pygame.Rect(0, 0, round(CARD_SIZE[0] * layout.scale(f"goal_{k}")) + 14,
                               round(CARD_SIZE[1] * layout.scale(f"goal_{k}")) + 14)
            card.center = (round(cx), round(cy))
            pygame.draw.rect(layer, (0, 0, 0, 40), col, border_radius=20)
            pygame.draw.rect(layer, (255, 255, 255, 30), col, 2, border_radius=20)
            pygame.draw.rect(layer, (255, 255, 255, 60), card, 3, border_radius=14)

    return felt_background(layout, pal, bottom, marks)


def draw_prize_badges(surface: pygame.Surface, layout: TableLayout, side: str, counts: dict[str, int],
                      sets: int) -> None:
    """Each prize cell's letter badge (filled once a card of that letter is won, with how many) and the
    seat's complete sets beside its name."""
    for letter in LETTERS:
        cell = prize_cell(layout, side, letter)
        n = counts.get(letter, 0)
        center = (cell.x + 24, cell.y + 18)
        draw_letter_badge(surface, letter, center, 30, n > 0, LETTER_COLOURS[letter])
        if n > 1:
            text.blit_text(surface, f"x{n}", 28, theme.INK, (cell.x + 44, cell.y + 18), "midleft", True)
    area = layout.rect(f"prizes_{side}")
    words = f"{sets} set" + ("" if sets == 1 else "s")
    text.blit_text(surface, words, 28, theme.GOLD if sets else theme.INK_DIM, (area.right - 12,
                                                                               area.y + PRIZE_TITLE_H // 2),
                   "midright", True)


def draw_track(surface: pygame.Surface, layout: TableLayout, quarter: int, action: float, starter: int,
               pal: theme.Palette, t: float, over: bool = False) -> None:
    """The quarter and the action marker: eight pips, each in the colour of the player who takes that
    action (the quarter's start player takes the odd ones), the current one large and pulsing."""
    area = layout.rect("track")
    text.blit_text(surface, f"Q{quarter}", 40, theme.GOLD, (area.x + 8, area.centery), "midleft", True)
    x0, x1 = area.x + 96, area.right - 24
    step = (x1 - x0) / (ACTIONS - 1)
    cur = int(action)
    for k in range(1, ACTIONS + 1):
        x = round(x0 + (k - 1) * step)
        seat = starter if k % 2 == 1 else 1 - starter
        color = pal.seat[seat]
        y = area.centery
        if k < cur or over:
            pygame.draw.circle(surface, theme.mix(color, theme.NIGHT, 0.55), (x, y), 15)
            text.blit_text(surface, str(k), 28, theme.INK_DIM, (x, y), "center", True)
        elif k == cur:
            r = 23 + 2 * math.sin(t * 5.0)
            pygame.draw.circle(surface, theme.mix(color, (255, 255, 255), 0.25), (x, y), round(r) + 3)
            pygame.draw.circle(surface, color, (x, y), round(r))
            text.blit_text(surface, str(k), 30, (255, 255, 255), (x, y), "center", True)
        else:
            pygame.draw.circle(surface, theme.mix(color, theme.NIGHT, 0.2), (x, y), 17, 3)
            text.blit_text(surface, str(k), 28, theme.INK, (x, y), "center", True)


__all__ = ["load_layout", "build_background", "ComboStack", "goal_card_center", "prize_cell", "prize_center",
           "draw_prize_badges", "draw_track", "ANCHORS", "LETTERS", "SEAT_KEYS", "GOAL_SLOTS"]
