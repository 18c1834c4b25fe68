"""Board geometry for Penguin Soccer, taken from a Tiled level.

The engine has no board constants: `load_board("penguin_soccer_standard")` reads
`levels/penguin_soccer_standard.tmx` through the shared level loader, checks that it
describes a playable ice field (a map property `game = "penguin_soccer"`, two
opposite home corners, a 2x2 centre) and precomputes everything the rules ask
again and again: the square one step away in each direction, the rays of up to
three squares a slide or kick can travel, the entry paths from the sea, and
distances used by the bots. Squares are ints `rank * width + file`; `a1` is 0.

Map conventions (Tiled pixels, y grows downwards; rank 1 is the bottom row):
- object `blue_home`, `red_home`: one tile each, on diagonally opposite corners;
- object `center`: a rectangle exactly over 2x2 tiles (the ball's start);
- optional `blue_goal` / `red_goal`: must sit on red_home / blue_home (the corner
  each side scores in). Anchors for the UI (clocks, score, move list) are the
  scene's business and are not checked here.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from levels import LEVELS_DIR, Anchor, Level, LevelError, level_path, load_level

DIRECTIONS: tuple[str, ...] = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
"""Direction names, index 0..7, clockwise in 45-degree steps from N (higher rank)."""
DIR_INDEX: dict[str, int] = {name: i for i, name in enumerate(DIRECTIONS)}
DELTAS: tuple[tuple[int, int], ...] = (
    (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1),
)
"""(file step, rank step) for each direction index."""

UP = 8
"""Facing code of a standing penguin (and of one in the sea, which counts as upright)."""
SEA = -1
"""Position code of a penguin in the sea."""
CENTRE = -1
"""Ball code while the ball is at the centre (in all four centre squares)."""

MAX_REACH = 3
"""The longest slide (Baby) and kick (Mama), in squares."""
MIN_SIDE = 4
MAX_SIDE = 26  # one letter per file
FILES = "abcdefghijklmnopqrstuvwxyz"
GAME_PROPERTY = "penguin_soccer"
DEFAULT_LEVEL = "penguin_soccer_standard"
#: The packaged boards' names before levels were named after their game (levels/<game id>*.tmx):
#: records, autosaves and match codes written then name them so, and still play.
LEGACY_LEVEL_NAMES = {"penguin_standard": "penguin_soccer_standard", "penguin_bigfloe": "penguin_soccer_bigfloe"}


@dataclass(frozen=True, eq=False)
class Board:
    """An immutable playing field; equal boards come from the same level id."""

    level_id: str
    level: Level
    width: int
    height: int
    home: tuple[int, int]
    """home[seat]: that seat's home corner (where it enters; the other seat scores there)."""
    centre: tuple[int, ...]
    is_centre: tuple[bool, ...]
    corner_owner: tuple[int, ...]
    """corner_owner[square]: the seat whose home corner it is, else -1."""
    step: tuple[int, ...]
    """step[square * 8 + direction]: the neighbouring square, or -1 off the board."""
    rays: tuple[tuple[int, ...], ...]
    """rays[square * 8 + direction]: up to MAX_REACH squares in that direction."""
    entry: tuple[tuple[tuple[int, ...], ...], ...]
    """entry[seat][direction]: the path from the sea (home corner first), or () if
    that direction does not lead away from the home corner."""
    entry_dirs: tuple[tuple[int, ...], ...]
    names: tuple[str, ...]
    index: dict[str, int]
    chebyshev: tuple[int, ...]
    """chebyshev[a * n + b]: king-move distance between squares a and b."""

    @property
    def n(self) -> int:
        """Number of squares."""
        return self.width * self.height

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and other.level_id == self.level_id

    def __hash__(self) -> int:
        return hash(self.level_id)

    def __repr__(self) -> str:
        return f"Board({self.level_id!r}, {self.width}x{self.height})"

    def name(self, square: int) -> str:
        """The chess-like name of a square, e.g. 'e4'."""
        return self.names[square]

    def square(self, name: str) -> int:
        """The square called `name`; ValueError for a name not on this board."""
        try:
            return self.index[name]
        except (KeyError, TypeError):
            raise ValueError(f"{name!r} is not a square of the {self.width}x{self.height} board") from None

    def target(self, seat: int) -> int:
        """The corner `seat` scores in: the opponent's home corner."""
        return self.home[1 - seat]


def square_name(file: int, rank: int) -> str:
    """Name of the square at 0-based file and rank."""
    return f"{FILES[file]}{rank + 1}"


def _anchor_tile(level: Level, anchor: Anchor) -> tuple[int, int]:
    """The (file, rank) of the tile under an anchor's centre point."""
    cx, cy = anchor.center
    col = int(cx // level.tile_width)
    row = int(cy // level.tile_height)
    if not (0 <= col < level.width and 0 <= row < level.height):
        raise LevelError(f"{level.path}: object {anchor.name!r} lies outside the board")
    return col, level.height - 1 - row


def _centre_squares(level: Level, anchor: Anchor) -> tuple[tuple[int, int], ...]:
    """The four (file, rank) tiles exactly covered by the centre rectangle."""
    tw, th = level.tile_width, level.tile_height
    exact = (
        anchor.width == 2 * tw
        and anchor.height == 2 * th
        and anchor.x % tw == 0
        and anchor.y % th == 0
    )
    if not exact:
        raise LevelError(
            f"{level.path}: object 'center' must be a rectangle exactly over 2x2 squares "
            f"({2 * tw}x{2 * th} pixels on the tile grid), got {anchor.width:g}x{anchor.height:g} "
            f"at ({anchor.x:g}, {anchor.y:g})"
        )
    col, row = int(anchor.x // tw), int(anchor.y // th)
    if not (0 <= col and col + 2 <= level.width and 0 <= row and row + 2 <= level.height):
        raise LevelError(f"{level.path}: object 'center' lies outside the board")
    return tuple(
        (col + dc, level.height - 1 - (row + dr)) for dr in range(2) for dc in range(2)
    )


def board_from_level(level: Level, level_id: str) -> Board:
    """Check a loaded level and precompute its Board; LevelError if unplayable."""
    path = level.path
    game = level.properties.get("game")
    if game != GAME_PROPERTY:
        raise LevelError(f"{path}: map property 'game' must be {GAME_PROPERTY!r}, got {game!r}")
    w, h = level.width, level.height
    if not (MIN_SIDE <= w <= MAX_SIDE and MIN_SIDE <= h <= MAX_SIDE):
        raise LevelError(
            f"{path}: a penguin board is {MIN_SIDE} to {MAX_SIDE} squares a side, got {w}x{h}"
        )
    corners = {(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)}
    blue = _anchor_tile(level, level.anchor("blue_home"))
    red = _anchor_tile(level, level.anchor("red_home"))
    for label, tile in (("blue_home", blue), ("red_home", red)):
        if tile not in corners:
            raise LevelError(f"{path}: object {label!r} must sit on a corner square, got {square_name(*tile)}")
    if red != (w - 1 - blue[0], h - 1 - blue[1]):
        raise LevelError(
            f"{path}: 'blue_home' ({square_name(*blue)}) and 'red_home' ({square_name(*red)}) "
            "must be diagonally opposite corners"
        )
    centre_tiles = _centre_squares(level, level.anchor("center"))
    if any(t in corners for t in centre_tiles):
        raise LevelError(f"{path}: the 'center' squares may not include a corner")
    for label, want in (("blue_goal", red), ("red_goal", blue)):
        if label in level.anchors:
            got = _anchor_tile(level, level.anchors[label])
            if got != want:
                raise LevelError(
                    f"{path}: object {label!r} is on {square_name(*got)} but that side scores in "
                    f"{square_name(*want)}"
                )

    n = w * h
    names = tuple(square_name(s % w, s // w) for s in range(n))
    step: list[int] = []
    for s in range(n):
        f, r = s % w, s // w
        for df, dr in DELTAS:
            nf, nr = f + df, r + dr
            step.append(nr * w + nf if 0 <= nf < w and 0 <= nr < h else -1)
    rays: list[tuple[int, ...]] = []
    for s in range(n):
        for d in range(8):
            ray: list[int] = []
            cur = s
            while len(ray) < MAX_REACH:
                cur = step[cur * 8 + d]
                if cur < 0:
                    break
                ray.append(cur)
            rays.append(tuple(ray))
    home = (blue[1] * w + blue[0], red[1] * w + red[0])
    entry: list[tuple[tuple[int, ...], ...]] = []
    entry_dirs: list[tuple[int, ...]] = []
    for seat in (0, 1):
        corner = home[seat]
        paths = tuple(
            ((corner,) + rays[corner * 8 + d][: MAX_REACH - 1]) if step[corner * 8 + d] >= 0 else ()
            for d in range(8)
        )
        entry.append(paths)
        entry_dirs.append(tuple(d for d in range(8) if paths[d]))
    centre = tuple(sorted(r * w + f for f, r in centre_tiles))
    corner_owner = [-1] * n
    corner_owner[home[0]] = 0
    corner_owner[home[1]] = 1
    cheb = tuple(
        max(abs(a % w - b % w), abs(a // w - b // w)) for a in range(n) for b in range(n)
    )
    return Board(
        level_id=level_id,
        level=level,
        width=w,
        height=h,
        home=home,
        centre=centre,
        is_centre=tuple(s in centre for s in range(n)),
        corner_owner=tuple(corner_owner),
        step=tuple(step),
        rays=tuple(rays),
        entry=tuple(entry),
        entry_dirs=tuple(entry_dirs),
        names=names,
        index={name: s for s, name in enumerate(names)},
        chebyshev=cheb,
    )


def level_id_for(level: str | Path) -> str:
    """The id a state records for a level: its name if it lives in levels/, else its path."""
    if isinstance(level, str) and level in LEGACY_LEVEL_NAMES:
        level = LEGACY_LEVEL_NAMES[level]
    path = level_path(level)
    try:
        resolved = path.resolve()
    except (OSError, ValueError):  # ValueError: a NUL byte in the name (load_level then says what is wrong)
        return str(path)
    if resolved.parent == LEVELS_DIR and resolved.suffix == ".tmx":
        return resolved.stem
    return str(resolved)


@functools.lru_cache(maxsize=32)
def _load_board_cached(level_id: str) -> Board:
    return board_from_level(load_level(level_id), level_id)


def load_board(level: str | Path = DEFAULT_LEVEL) -> Board:
    """The Board of a level name (from levels/) or .tmx path; cached, immutable."""
    if not isinstance(level, (str, Path)):
        raise LevelError(f"{level!r}: a level is a name or a path to a .tmx file")
    return _load_board_cached(level_id_for(level))
