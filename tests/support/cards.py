"""Helpers for the card-table scene tests: wait for the table to be still, compare it with the view."""

from __future__ import annotations

from typing import Any

import pygame

from tests.support.driver import Driver


def settle(d: Driver, scene: Any, limit: int = 2000, read: bool = True) -> None:
    """Step frames until the table is still (no animation running, no snap due). A period's summary that
    waits for a press is read and gone on from with confirm (`read`), as a player would."""
    for _ in range(limit):
        if not scene.animating and not scene._snap_due:
            return
        if read:
            go_on(d, scene)
        d.frames(1)
    raise AssertionError("the animation never finished")


def go_on(d: Driver, scene: Any) -> bool:
    """A period's summary waiting for a press: press confirm once it has been up its moment; True if one
    was up."""
    from scenes.cards.tabletop import SUMMARY_MIN_S

    summary = getattr(scene, "summary", None)
    if summary is None or not scene.waits_for_press():
        return False
    if summary.t >= SUMMARY_MIN_S:
        d.key(pygame.K_RETURN)
    return True


def assert_view_matches(scene: Any) -> None:
    """Every zone's sprites show exactly what the view says (faces, face up or down)."""
    got, want = scene.sprite_table(), scene.expected_table()
    for zone in want:
        assert got[zone] == want[zone], f"{zone}: sprites {got[zone]} but the view says {want[zone]}"
