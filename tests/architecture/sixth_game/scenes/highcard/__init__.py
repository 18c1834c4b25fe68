"""High Card's screens: the table scene and its entry in the list of games."""

from __future__ import annotations

from scenes.highcard.scene import HighCardScene
from scenes.play.entry import GameEntry
from sprites.highcard.icon import draw_icon

ENTRY = GameEntry(scene=HighCardScene, tagline="Lead face down, higher card wins", draw_icon=draw_icon)
