"""Loading Tiled (.tmx) maps into plain dataclasses: the one level loader.

Boards and card-table layouts are Tiled maps in this folder. `load_level` reads
one with pytmx (no display needed, no images loaded) and returns a `Level`:
the map size in tiles and pixels, the map's custom properties and every object
of every object layer as an `Anchor`. Nothing here imports pygame, so the rules
engines may use it to take their board geometry from a level. Every failure
(missing file, bad XML, missing property) is one `LevelError` naming the file.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

LEVELS_DIR = Path(__file__).resolve().parent


class LevelError(ValueError):
    """A level file that is missing, malformed or lacks something it must have."""


@dataclass(frozen=True)
class Anchor:
    """A named object from a map's object layer, in map pixels."""

    name: str
    kind: str
    layer: str
    x: float
    y: float
    width: float
    height: float
    properties: dict[str, Any] = field(default_factory=dict)

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.width / 2, self.y + self.height / 2)

    @property
    def rect(self) -> tuple[float, float, float, float]:
        return (self.x, self.y, self.width, self.height)


@dataclass(frozen=True)
class Level:
    """A loaded map: its size, its properties and its anchors by name."""

    name: str
    path: Path
    width: int
    height: int
    tile_width: int
    tile_height: int
    properties: dict[str, Any]
    anchors: dict[str, Anchor]

    @property
    def pixel_size(self) -> tuple[int, int]:
        return (self.width * self.tile_width, self.height * self.tile_height)

    def anchor(self, name: str) -> Anchor:
        """The anchor called `name`; a LevelError naming the file if absent."""
        try:
            return self.anchors[name]
        except KeyError:
            raise LevelError(f"{self.path}: no object named {name!r}") from None

    def prop(self, name: str) -> Any:
        """The map property `name`; a LevelError naming the file if absent."""
        try:
            return self.properties[name]
        except KeyError:
            raise LevelError(f"{self.path}: map property {name!r} is missing") from None

    def anchors_of_kind(self, kind: str) -> list[Anchor]:
        """All anchors whose class (Tiled 'class'/'type') is `kind`, by name."""
        return sorted((a for a in self.anchors.values() if a.kind == kind), key=lambda a: a.name)


def _cut(text: str, limit: int = 200) -> str:
    """A file name for a message, cut short if absurdly long."""
    return text if len(text) <= limit else text[:limit - 3] + "..."


def level_path(name_or_path: str | Path) -> Path:
    """A level name like 'penguin_soccer_standard' or a path to a .tmx file."""
    p = Path(name_or_path)
    if p.suffix == ".tmx" or p.is_absolute() or len(p.parts) > 1:
        return p
    return LEVELS_DIR / f"{p.name}.tmx"


def load_level(name_or_path: str | Path) -> Level:
    """Load a Tiled map by name (from levels/) or path into a `Level`."""
    import os

    # pytmx imports pygame, whose banner would end up in JSON printed by tools.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pytmx  # imported here so importing this package stays cheap

    path = level_path(name_or_path)
    try:
        found = path.is_file()
    except (OSError, ValueError) as exc:  # a name too long for the file system, a NUL byte...
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise LevelError(f"{_cut(str(path))}: not a usable level file name ({reason})") from None
    if not found:
        raise LevelError(f"{_cut(str(path))}: level file not found")
    try:
        tiled = pytmx.TiledMap(str(path))
    except ET.ParseError as exc:
        raise LevelError(f"{path}: not a valid Tiled map (XML error: {exc})") from exc
    except Exception as exc:  # pytmx raises bare Exception for several faults
        raise LevelError(f"{path}: could not be read as a Tiled map ({exc})") from exc
    try:
        width, height = int(tiled.width), int(tiled.height)
        tw, th = int(tiled.tilewidth), int(tiled.tileheight)
    except (TypeError, ValueError) as exc:
        raise LevelError(f"{path}: map size is missing or not a number") from exc
    if width <= 0 or height <= 0 or tw <= 0 or th <= 0:
        raise LevelError(f"{path}: map size must be positive, got {width}x{height} tiles of {tw}x{th}")

    anchors: dict[str, Anchor] = {}
    for layer in tiled.objectgroups:
        for obj in layer:
            name = obj.name or ""
            if not name:
                continue
            if name in anchors:
                raise LevelError(f"{path}: two objects are named {name!r}")
            kind = getattr(obj, "class", None) or getattr(obj, "type", None) or ""
            try:
                box = (float(obj.x or 0), float(obj.y or 0), float(obj.width or 0), float(obj.height or 0))
            except (TypeError, ValueError):
                box = (math.nan,) * 4
            if not all(math.isfinite(v) for v in box):
                raise LevelError(f"{path}: object {name!r} has a position or size that is not a finite number")
            anchors[name] = Anchor(
                name=name,
                kind=str(kind),
                layer=str(layer.name),
                x=box[0],
                y=box[1],
                width=box[2],
                height=box[3],
                properties=dict(obj.properties),
            )
    return Level(
        name=path.stem,
        path=path,
        width=width,
        height=height,
        tile_width=tw,
        tile_height=th,
        properties=dict(tiled.properties),
        anchors=anchors,
    )


def levels_for(game_id: str) -> list[Level]:
    """Every valid level in levels/ whose map property `game` is game_id, the
    standard one first; broken files are skipped (the loader reports them when used)."""
    found: list[Level] = []
    for path in sorted(LEVELS_DIR.glob("*.tmx")):
        try:
            level = load_level(path)
        except LevelError:
            continue
        if level.properties.get("game") == game_id:
            found.append(level)
    found.sort(key=lambda lv: (not lv.name.endswith("standard"), lv.name))
    return found
