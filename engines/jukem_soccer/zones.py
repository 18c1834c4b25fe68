"""Where Jukem Soccer's cards lie, declared once as zones (engines.common.zones).

Hands are their owner's alone, the draw pile is nobody's to see, the discard pile
is face up except each seat's face-down substitutions, possessions and goal piles
are face up, and while a SAVE is being chosen the face-down SHOT lies between the
seats, seen only by the shooter (its place in an observation is `pending.card`).
The observation, the spectator's view, the conservation check, the fuzzer's audit
hooks and `sample_state` all follow from `zones(state)` / `layout(observation)`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engines.common.zones import EVERYONE, NOBODY, OWNER, PER_CARD, Zone
from engines.jukem_soccer.rules import P_SAVE

if TYPE_CHECKING:
    from engines.jukem_soccer.state import State

Pair = Sequence[tuple[int, ...]]


def build(hands: Pair, pile: tuple[int, ...], discard: tuple[int, ...], secret: Pair, poss: Pair, goals: Pair,
          shot: tuple[int, ...] | None, shooter: int, shot_allowed: Callable[[int], bool] | None = None,
          ) -> list[Zone]:
    """The zones of a position, in the order hidden cards are re-dealt (hands, pile, discard);
    shot None = no face-down SHOT on the table."""
    zones = [Zone(f"hand {seat}", hands[seat], seat, OWNER, "hands", seat) for seat in (0, 1)]
    zones.append(Zone("draw_pile", pile, None, NOBODY))
    private = tuple((c, seat) for seat in (0, 1) for c in secret[seat])
    zones.append(Zone("discard", discard, None, PER_CARD, private=private))
    zones += [Zone(f"possession {seat}", poss[seat], seat, EVERYONE, "possessions", seat) for seat in (0, 1)]
    zones += [Zone(f"goal pile {seat}", goals[seat], seat, EVERYONE, "goal_piles", seat) for seat in (0, 1)]
    if shot is not None:
        zones.append(Zone("pending shot", shot, shooter, OWNER, "pending", field="card", allowed=shot_allowed))
    return zones


def zones(s: State) -> list[Zone]:
    """The zones of state `s` with their cards."""
    save = s.phase == P_SAVE
    return build(s.hands, s.pile, s.discard, s.secret, s.poss, s.goals, (s.pending,) if save else None,
                 1 - s.to_move)


def layout(observation: Mapping[str, Any], shot_allowed: Callable[[int], bool] | None = None) -> list[Zone]:
    """The zones an observation holds (no cards: where they are and who sees them)."""
    pending = observation.get("pending")
    save = observation.get("phase") == "save" and isinstance(pending, Mapping)
    seat = pending.get("seat") if isinstance(pending, Mapping) else None
    shooter = seat if isinstance(seat, int) and not isinstance(seat, bool) and seat in (0, 1) else 0
    empty: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    return build(empty, (), (), empty, empty, empty, () if save else None, shooter, shot_allowed)


__all__ = ["zones", "layout", "build"]
