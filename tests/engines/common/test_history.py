"""The repetition record: counts right on every branch, equal to the plain tuple it replaces."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from engines.common.history import History


@given(st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3)), min_size=1, max_size=300))
def test_counts_and_order_match_a_plain_tuple(keys: list[tuple[int, int]]) -> None:
    h = History.of(keys)
    assert tuple(h) == tuple(keys) and len(h) == len(keys) and h[-1] == keys[-1]
    for key in set(keys) | {(9, 9)}:
        assert h.count(key) == keys.count(key)


def test_branches_never_disturb_each_other() -> None:
    rng = random.Random(3)
    root = History.start((0,))
    branches: list[tuple[History, list[tuple[int]]]] = [(root, [(0,)])]
    for _ in range(2000):  # grow a random tree of histories, as a search or an undo does
        h, keys = branches[rng.randrange(len(branches))]
        key = (rng.randrange(20),)
        branches.append((h.add(key), keys + [key]))
    for h, keys in branches[::37]:
        assert tuple(h) == tuple(keys)
        assert all(h.count(k) == keys.count(k) for k in set(keys))
    assert root.count((0,)) == 1 and len(root) == 1
    assert History.of([(1,), (2,)]) == ((1,), (2,)) and History.of([(1,)]) != History.of([(2,)])
