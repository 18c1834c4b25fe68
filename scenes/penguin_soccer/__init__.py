"""Penguin Soccer's screens: the animated board scene, and its entry in the arcade's list of games."""

from __future__ import annotations

from scenes.penguin_soccer.scene import PenguinSoccerScene
from scenes.play.entry import GameEntry
from sprites.penguin_soccer.icon import draw_icon

ENTRY = GameEntry(
    scene=PenguinSoccerScene,
    tagline="Slide, spin and tackle on the ice",
    draw_icon=draw_icon,
    boards=True,
)
