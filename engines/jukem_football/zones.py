"""Where Jukem Football's cards lie, declared once as zones (engines.common.zones).

Hands are their owner's alone, the draw pile is nobody's to see; the discard
pile, the drives, the scored drives and the cards set aside are face up. In JSON
the contract's keys name cards by face (`hands`, `draw`, ...); the zones live in
the parallel id keys (`hand_ids`, `draw_ids`, `discard_ids`, `drive_ids`,
`scored_ids`, `aside_ids`), which the audit hooks and `sample_state` read.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engines.common.zones import EVERYONE, NOBODY, OWNER, Zone

if TYPE_CHECKING:
    from engines.jukem_football.state import State

Pair = Sequence[tuple[int, ...]]


def build(hands: Pair, draw: tuple[int, ...], discard: tuple[int, ...], drives: Pair, scored: Pair,
          aside: tuple[int, ...]) -> list[Zone]:
    """The zones of a position, in the order hidden cards are re-dealt (hands, then the draw pile)."""
    zones = [Zone(f"hand {seat}", hands[seat], seat, OWNER, "hand_ids", seat) for seat in (0, 1)]
    zones.append(Zone("draw", draw, None, NOBODY, "draw_ids"))
    zones.append(Zone("discard", discard, None, EVERYONE, "discard_ids"))
    zones += [Zone(f"drive {seat}", drives[seat], seat, EVERYONE, "drive_ids", seat) for seat in (0, 1)]
    zones += [Zone(f"scored {seat}", scored[seat], seat, EVERYONE, "scored_ids", seat) for seat in (0, 1)]
    zones.append(Zone("aside", aside, None, EVERYONE, "aside_ids"))
    return zones


def zones(s: State) -> list[Zone]:
    """The zones of state `s` with their cards (a drive's cards flat, oldest first)."""
    flat = tuple(tuple(c for play in s.drives[seat] for c in play) for seat in (0, 1))
    return build(s.hands, s.draw, s.discard, flat, s.scored, s.aside)


def layout(observation: Mapping[str, Any]) -> list[Zone]:
    """The zones an observation holds (no cards: where they are and who sees them)."""
    empty: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    return build(empty, (), (), empty, empty, ())


__all__ = ["zones", "layout", "build"]
