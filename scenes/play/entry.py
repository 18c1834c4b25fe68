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

    from match.setup import GameSetup
    from core.scene import Scene


#: The values a table preference may take: what a settings file stores as it is (JSON scalars).
PREF_VALUE_TYPES = (str, int, float, bool, type(None))


@dataclass(frozen=True)
class LobbyOption:
    """A choice the lobby offers before a game, passed to the engine's `new_game(**options)`.

    The first choice is the default, and a default is not passed at all, so a
    game with default options records none (its records and match codes stay
    as short as before the option existed). With `per_seat`, the lobby shows
    one row per seat and the option's value is a list of the two choices
    (Blue's, Red's), e.g. each player's formation.

    With `pref`, the option is a preference of how the table looks (card backs,
    an aid on screen), not a rule: it is kept in the settings
    (`Settings.table_prefs`), remembered from game to game, read by the scene
    with `GameScene.table_pref` and never passed to the engine, so it is in no
    record or match code. Its choices' values must be JSON scalars.
    """

    key: str
    label: str
    #: (value, words shown in the row), the default first.
    choices: tuple[tuple[object, str], ...]
    per_seat: bool = False
    #: With per_seat: the choice each seat's row starts at (Blue's, Red's) until one is remembered, so the
    #: two players may start apart (each their own card backs).
    seat_defaults: tuple[int, int] = (0, 0)
    pref: bool = False

    def __post_init__(self) -> None:
        if not self.choices:
            raise ValueError(f"lobby option {self.key!r} has no choices")
        if self.pref and not all(isinstance(value, PREF_VALUE_TYPES) for value, _words in self.choices):
            raise ValueError(f"table preference {self.key!r} has a choice that is not a string, number, "
                             "true/false or null (the settings file could not keep it)")

    def choice_index(self, value: object) -> int | None:
        """The index of the choice whose value is `value`, or None (True is not 1, as JSON tells them apart)."""
        for i, (choice, _words) in enumerate(self.choices):
            if type(choice) is type(value) and choice == value:
                return i
        return None

    def stored_indices(self, stored: object) -> list[int | None]:
        """The choices a remembered pref value names, one per row: two for per_seat (a list of two
        values), else one; None for a row whose value is not among the choices."""
        if not self.per_seat:
            return [self.choice_index(stored)]
        if not isinstance(stored, list) or len(stored) != 2:
            return [None, None]
        return [self.choice_index(v) for v in stored]


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
