"""Penguin Soccer's screen: where the board, the sea pens, the side panels and the texts sit, and the
sprites' state (a penguin's ground point, hop, pose; the ball; short effects) that tweens move.

Plain values and dataclasses shared by the scene's modules (scenes/penguin_soccer/*): no drawing here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from core import theme
from sprites.penguin_soccer.board import Layout

W, H = theme.CANVAS_SIZE
LAYOUT = Layout(center=(1000.0, 548.0), width=1120.0, max_height=680.0)
TRAYS = (pygame.Rect(462, 784, 350, 118), pygame.Rect(1188, 144, 350, 118))
COMPASS = ((1392.0, 830.0), 62.0)
LEFT_X, LEFT_W = 26, 398
#: The headline ("Bo to move") may run past the left column over the open sea, up to here.
HEADLINE_W = 760
GOAL_TEXT_PX, GOAL_TEXT_W = 60, 1100
#: The GOAL! banner over the ice: big gold words, the scorer under them as plain shadowed words.
GOAL_BANNER_PX = 200
GOAL_BANNER_LOOK: dict[str, Any] = {"sub_px": GOAL_TEXT_PX, "max_width": GOAL_TEXT_W + 64, "pill": False, "smooth": True,
                    "shade_offset": (6, 8), "shade": (20, 10, 0), "sub_gap": 65}
#: Where the coin toss and the banner sit (centres), over the board.
COIN_CENTER = (LAYOUT.center[0], 470.0)
#: (the banner is centred on its words and the line under them: GOAL! itself is centred at y = 430)
BANNER_CENTER = (LAYOUT.center[0], 490.0)
#: The "only move" notice's top centre: above the board, clear of the pieces.
NOTICE_TOP = (1040.0, 12.0)
MOVES_RECT = pygame.Rect(1600, 24, 296, 912)
#: Where the picker's labels may go: over the ice and the sea, clear of the side panels and the prompt bar.
LABEL_AREA = pygame.Rect(LEFT_X + LEFT_W + 16, 8, MOVES_RECT.x - 16 - (LEFT_X + LEFT_W + 16), 960)
#: The list inside it, under its title: a move a row, words over its number and notation, the latest on a gold band.
MOVES_LIST_RECT = pygame.Rect(MOVES_RECT.x, MOVES_RECT.y + 66, MOVES_RECT.width, MOVES_RECT.height - 80)
MOVE_WORDS_PX, MOVE_NOTE_PX, MOVE_ROW_H = 30, 28, 72
#: A move's second line of words, when its words take two.
MOVE_LINE_H = 32
#: The words' margin in a row, and the gold band's (the band is wider than the words, and inside the panel).
MOVE_PAD, MOVE_BAND_INSET = 20, 8
HINT_Y = 982
#: The coin toss spins, shows who starts and fades in this long (the card tables' coin takes 2.8 s).
COIN_S = 2.2
BOT_SEAT_HINT_S = 2.6
SEA_BOB_PX = 4.0

STAGE_PIECE, STAGE_MOVE, STAGE_FACING = "piece", "move", "facing"


@dataclass
class PenguinSprite:
    """One penguin on screen: ground point, hop height, pose and whether it swims."""

    index: int
    pos: tuple[float, float] = (0.0, 0.0)
    z: float = 0.0
    yaw: float = 225.0
    tilt: float = 0.0
    in_sea: bool = True
    visible: bool = True

    @property
    def seat(self) -> int:
        return self.index // 3

    @property
    def kind(self) -> int:
        return self.index % 3


@dataclass
class BallSprite:
    """The ball on screen: ground point, height, roll angle and the penguin holding it (sprite index)."""

    pos: tuple[float, float] = (0.0, 0.0)
    z: float = 0.0
    roll: float = 0.0
    holder: int | None = None


@dataclass
class Fx:
    """A short effect that does not hold up the game (flash, splash)."""

    kind: str
    pos: tuple[float, float]
    color: tuple[int, int, int]
    dur: float
    t: float = 0.0

