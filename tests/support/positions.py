"""Put a position on a live game scene's table, as the start of its match (tests only: a scene never
holds a full state, so this builds the Match that does)."""

from __future__ import annotations

from typing import Any

from match.match import Match


def place(scene: Any, state: Any) -> None:
    """The scene's match starts again at `state` (its seats, clock, keeper and thinker kept), laid out at
    once; a spectator scene (the replay viewer's, a guide's) is shown `state` instead."""
    if scene.match is None:
        from match.review import Review

        scene.watch(Review(scene.setup, [state], []), 0)
        return
    old = scene.match
    scene.match = Match(scene.setup, now=scene.timeline, thinker=scene.worker, keeper=old.keeper,
                        tournament=old.tournament, autoplay_forced=old.autoplay_forced,
                        drive_bots=old.drive_bots, start=state, gate=old.gate)
    scene.match.shown(0)
    scene.seat_view = scene._current_view()
    scene.shown_ply = scene.seat_view.ply
    scene.reset_view()
