"""What a game's scene package tells the arcade about itself: its one entry in the list of games.

Each `scenes/<game id>/__init__.py` exports `ENTRY = GameEntry(...)`. The
registry (scenes.registry) finds it by the game's id, and from it the menu
draws the game's tile, the lobby offers the game's options and every screen
that starts a game builds its scene. Nothing shared names a game: adding one
is writing its folders and one line in `engines.CATALOGUE`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from core.match import GameSetup
    from core.scene import Scene


@dataclass(frozen=True)
class GameEntry:
    """One game as the arcade's screens need it."""

    #: Builds the game's scene: scene(setup, sync_bots=False).
    scene: Callable[..., Scene]
    #: A few words under the title on the menu tile.
    tagline: str
    #: Draws the picture on the menu tile inside a rectangle.
    draw_icon: Callable[[pygame.Surface, pygame.Rect], None]
    #: The lobby offers a Board row: the packaged `levels/<id>*.tmx` boards and the player's own levels.
    boards: bool = False

    def make(self, setup: GameSetup, sync_bots: bool = False) -> Scene:
        """The game's scene for a setup; sync_bots computes computer moves in-process (shots, tests)."""
        return self.scene(setup, sync_bots=sync_bots)
