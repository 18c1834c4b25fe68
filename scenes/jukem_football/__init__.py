"""Jukem Football's screens: the gridiron card table scene, and its entry in the arcade's list of games."""

from __future__ import annotations

from scenes.jukem_football.scene import JukemFootballScene
from scenes.play.entry import GameEntry, LobbyOption
from sprites.jukem_football.icon import draw_icon

ENTRY = GameEntry(
    scene=JukemFootballScene,
    tagline="Drive 100 yards, defend",
    draw_icon=draw_icon,
    options=(LobbyOption("practice", "Deck", ((False, "Full deck: 56 cards"),
                                              (True, "Practice: two penalty cards fewer"))),),
)
