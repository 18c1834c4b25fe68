"""Colours, sizes and the two palettes (standard and colour-blind safe).

Everything is laid out on the fixed logical canvas (1920x1080). Seat colours
come from the active palette so the colour-blind setting changes them in one
place; the safe palette uses the Okabe-Ito blue/vermillion pair, which stays
distinct under protanopia, deuteranopia and tritanopia.
"""

from __future__ import annotations

from dataclasses import dataclass

CANVAS_SIZE = (1920, 1080)
CANVAS_W, CANVAS_H = CANVAS_SIZE

Color = tuple[int, int, int]

INK = (244, 246, 250)
INK_DIM = (168, 178, 196)
INK_FAINT = (104, 114, 134)
NIGHT = (12, 18, 34)
NIGHT_2 = (22, 32, 56)
PANEL = (28, 40, 68)
PANEL_EDGE = (70, 92, 140)
PITCH = (28, 110, 62)
PITCH_DARK = (20, 84, 48)
GOLD = (255, 200, 60)
FOCUS = (255, 214, 90)
DANGER = (236, 84, 72)
OK = (96, 210, 130)
GREY_OUT = (90, 96, 110)


@dataclass(frozen=True)
class Palette:
    """The seat colours and highlights for one palette choice."""

    name: str
    seat: tuple[Color, Color]
    seat_light: tuple[Color, Color]
    seat_dark: tuple[Color, Color]
    highlight: Color
    legal: Color
    warning: Color
    #: What the seats are called where a player has no name: their colours' names, so the side drawn in
    #: orange is "Orange" wherever it is named (the engines' words say "Blue" and "Red": `SEAT_NAMES`).
    names: tuple[str, str] = ("Blue", "Red")


STANDARD = Palette(
    name="standard",
    seat=((52, 120, 246), (230, 58, 64)),
    seat_light=((130, 176, 255), (255, 140, 140)),
    seat_dark=((24, 60, 150), (130, 24, 30)),
    highlight=FOCUS,
    legal=(110, 230, 140),
    warning=(255, 120, 40),
)

COLOR_BLIND_SAFE = Palette(
    name="colour-blind safe",
    seat=((0, 114, 178), (213, 94, 0)),
    seat_light=((86, 180, 233), (240, 160, 80)),
    seat_dark=((0, 60, 110), (120, 50, 0)),
    highlight=(240, 228, 66),
    legal=(0, 158, 115),
    warning=(204, 121, 167),
    names=("Blue", "Orange"),
)

#: The seats' names in the engines' own words ("Blue wins 3-1"); a screen shows `Palette.names`.
SEAT_NAMES = ("Blue", "Red")


def palette(colour_blind: bool) -> Palette:
    """The palette for the colour-blind setting."""
    return COLOR_BLIND_SAFE if colour_blind else STANDARD


def mix(a: Color, b: Color, t: float) -> Color:
    """Blend colour a towards b by t in [0, 1]."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )
