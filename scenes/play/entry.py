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
class LobbyOption:
    """A choice the lobby offers before a game, passed to the engine's `new_game(**options)`.

    The first choice is the default, and a default is not passed at all, so a
    game with default options records none (its records and match codes stay
    as short as before the option existed). With `per_seat`, the lobby shows
    one row per seat and the option's value is a list of the two choices
    (Blue's, Red's), e.g. each player's formation.
    """

    key: str
    label: str
    #: (value, words shown in the row), the default first.
    choices: tuple[tuple[object, str], ...]
    per_seat: bool = False

    def __post_init__(self) -> None:
        if not self.choices:
            raise ValueError(f"lobby option {self.key!r} has no choices")


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
    #: Further rows of the lobby (a practice deck, each player's formation...).
    options: tuple[LobbyOption, ...] = ()

    def make(self, setup: GameSetup, sync_bots: bool = False) -> Scene:
        """The game's scene for a setup; sync_bots computes computer moves in-process (shots, tests)."""
        return self.scene(setup, sync_bots=sync_bots)
