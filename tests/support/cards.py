"""Helpers for the card-table scene tests: wait for the table to be still, compare it with the view."""

from __future__ import annotations

from typing import Any

from tests.support.driver import Driver


def settle(d: Driver, scene: Any, limit: int = 2000) -> None:
    """Step frames until the table is still (no animation running, no snap due)."""
    for _ in range(limit):
        if not scene.animating and not scene._snap_due:
            return
        d.frames(1)
    raise AssertionError("the animation never finished")


def assert_view_matches(scene: Any) -> None:
    """Every zone's sprites show exactly what the view says (faces, face up or down)."""
    got, want = scene.sprite_table(), scene.expected_table()
    for zone in want:
        assert got[zone] == want[zone], f"{zone}: sprites {got[zone]} but the view says {want[zone]}"
