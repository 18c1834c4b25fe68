"""Jukem Soccer's screens: the card table scene, and its entry in the arcade's list of games."""

from __future__ import annotations

from scenes.jukem_soccer.scene import JukemSoccerScene
from scenes.play.entry import GameEntry
from sprites.jukem_soccer.icon import draw_icon

ENTRY = GameEntry(
    scene=JukemSoccerScene,
    tagline="Build a possession, shoot",
    draw_icon=draw_icon,
)
