"""G.O.A.L.'s screens: the card table scene, and its entry in the arcade's list of games."""

from __future__ import annotations

from scenes.goal.scene import GoalScene
from scenes.play.entry import GameEntry
from sprites.goal.icon import draw_icon

ENTRY = GameEntry(
    scene=GoalScene,
    tagline="Shoot combos, win G-O-A-L",
    draw_icon=draw_icon,
)
