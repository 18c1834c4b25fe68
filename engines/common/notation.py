"""The shared base of every engine's `Action`: notation out (`str`, `.notation`) and in (`.parse`).

The contract says `str(action)` is the action's notation and `state.apply(str(action))`
is the same move. Each game writes its notation in `__str__` and its strict reader as a
module function `parse(text)`; this base adds, once for every game, the `notation`
property and the `Action.parse(text)` classmethod (python-chess's `Move.uci()` /
`Move.from_uci()` pair), bound to the game's reader with `bind_parser`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

A = TypeVar("A", bound="ActionBase")


class ActionBase:
    """Mixin for a frozen action dataclass: `notation` and `parse` from `__str__` and the game's reader."""

    __slots__ = ()  # subclasses are slotted dataclasses: no per-instance dict from the base
    _parser: ClassVar[Callable[[object], Any] | None] = None

    @property
    def notation(self) -> str:
        """The action's notation (same as str(action))."""
        return str(self)

    @classmethod
    def parse(cls: type[A], text: str) -> A:
        """The action written as `text`; IllegalAction (a ValueError) saying what is wrong."""
        reader = cls._parser
        if reader is None:
            raise NotImplementedError(f"{cls.__qualname__} has no notation reader (bind_parser)")
        action = reader(text)
        if not isinstance(action, cls):
            raise TypeError(f"the reader of {cls.__qualname__} returned {type(action).__name__}")
        return action

    @classmethod
    def bind_parser(cls, reader: Callable[[object], Any]) -> None:
        """Make `reader` (the game's module-level `parse`) the reader behind `cls.parse`."""
        cls._parser = staticmethod(reader)


__all__ = ["ActionBase"]
