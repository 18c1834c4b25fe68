"""A game's record of positions for repetition rules, at a cost per move that does not grow with the game.

An immutable state that keeps "every position so far" as a tuple copies it
at every move and counts through it to find repetitions: both cost as much
as the game is long, so a long game gets slower and slower. `History` keeps
the positions as a linked list (each state shares its parent's record) and
the number of times each has occurred in a small persistent hash map, so
adding a position and asking how often it has occurred are each a few dozen
steps however long the game. States branch (a search tries many moves from
one position; undo goes back): nothing is ever changed in place, so every
branch keeps its own correct counts.

`tuple(history)` (or iterating it) gives the positions in order, oldest
first, for JSON; two histories are equal when they hold the same positions
in the same order.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from typing import Any

_BITS = 6
_WIDTH = 1 << _BITS
_MASK = _WIDTH - 1


class CountMap:
    """A persistent map from keys to counts: a two-level trie of 64 x 64 small dicts. `bump` returns a
    new map sharing all but one path (two 64-slot lists and one small dict) with this one; nothing is
    changed after it is made."""

    __slots__ = ("_root",)
    _root: list[Any]

    def __init__(self, root: list[Any] | None = None) -> None:
        self._root = root if root is not None else [None] * _WIDTH

    def get(self, key: Hashable) -> int:
        h = hash(key)
        mid = self._root[h & _MASK]
        if mid is None:
            return 0
        leaf = mid[(h >> _BITS) & _MASK]
        return 0 if leaf is None else int(leaf.get(key, 0))

    def bump(self, key: Hashable) -> CountMap:
        """This map with `key` counted once more."""
        h = hash(key)
        a, b = h & _MASK, (h >> _BITS) & _MASK
        old_mid = self._root[a]
        mid = [None] * _WIDTH if old_mid is None else old_mid.copy()
        old_leaf = mid[b]
        leaf = {} if old_leaf is None else old_leaf.copy()
        leaf[key] = leaf.get(key, 0) + 1
        mid[b] = leaf
        root = self._root.copy()
        root[a] = mid
        return CountMap(root)


class History:
    """The positions of a game so far (the current one last) and how often each has occurred."""

    __slots__ = ("key", "parent", "length", "_counts")
    key: Hashable
    parent: History | None
    length: int
    _counts: CountMap

    def __init__(self, key: Hashable, parent: History | None, counts: CountMap) -> None:
        self.key = key
        self.parent = parent
        self.length = 1 if parent is None else parent.length + 1
        self._counts = counts

    @staticmethod
    def of(keys: Iterable[Hashable]) -> History:
        """A history holding `keys` in order (at least one)."""
        out: History | None = None
        for key in keys:
            out = History.start(key) if out is None else out.add(key)
        if out is None:
            raise ValueError("a history holds at least the starting position")
        return out

    @staticmethod
    def start(key: Hashable) -> History:
        return History(key, None, CountMap().bump(key))

    def add(self, key: Hashable) -> History:
        """This history with `key` as the new current position."""
        return History(key, self, self._counts.bump(key))

    def count(self, key: Hashable) -> int:
        """How many times `key` has occurred."""
        return self._counts.get(key)

    def __len__(self) -> int:
        return self.length

    def __getitem__(self, index: int) -> Any:
        """The position at `index` (-1, the current one, at once; others by walking back)."""
        if index == -1 or index == self.length - 1:
            return self.key
        return tuple(self)[index]

    def __iter__(self) -> Iterator[Any]:
        keys: list[Hashable] = []
        node: History | None = self
        while node is not None:
            keys.append(node.key)
            node = node.parent
        return reversed(keys)

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if isinstance(other, History):
            return self.length == other.length and tuple(self) == tuple(other)
        if isinstance(other, tuple):
            return tuple(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.length, self.key))

    def __repr__(self) -> str:
        return f"History({len(self)} positions)"


__all__ = ["History", "CountMap"]
