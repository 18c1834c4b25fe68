"""Determinization: full states consistent with one seat's observation.

`sample_state(observation, player, seed)` re-deals exactly the cards that seat
cannot see - the opponent's hand and the draw pile (in a new order) - uniformly
at random from the cards it has not seen, keeping everything visible (the discard
pile, drives, scored drives, cards set aside) identical. The cards the opponent
took from the discard pile and still holds (`taken_ids`: everyone saw them) stay
in its hand; only the rest of the hand is re-dealt. The hidden PRNG state is
replaced by one derived from `seed`, so later shuffles are unknown too.
`Sampler(observation, player)` checks the observation once; `sample(seed)` is cheap.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from engines.common import rng as prng
from engines.common import zones as kit
from engines.common.errors import BadState, show
from engines.common.jsonval import observation_for
from engines.common.events import Event
from engines.jukem_football.codec import decode
from engines.jukem_football.events import EVENT_KINDS
from engines.jukem_football.state import State
from engines.jukem_football.table import load_table
from engines.jukem_football.zones import layout

SAMPLE_SALT = 0x464F4F54


class Sampler:
    """An observation parsed once; `sample(seed)` deals the unseen cards."""

    def __init__(self, observation: object, player: int) -> None:
        obs = observation_for(observation, player)
        self.player = player
        options = obs.get("options", {})
        practice = options.get("practice", False) if isinstance(options, Mapping) else False
        self.table = t = load_table(practice is True)
        self.zones = layout(obs)
        self.slots = self._with_taken(kit.read_slots(obs, self.zones, t.n, player), obs.get("taken_ids"))
        events = obs.get("events", [])
        if not isinstance(events, list):
            raise BadState("events must be a list")
        self.events = tuple(Event.from_dict(e, EVENT_KINDS) for e in events)
        cards, _, _ = kit.redeal(self.slots, self.zones, t.n, prng.derive(0, SAMPLE_SALT))
        full = {k: v for k, v in obs.items() if k not in ("player", "events")}
        full.update(self._fields(cards))
        full["rng"] = 0
        self.base = decode(full)

    def _with_taken(self, slots: dict[str, kit.Slots], taken: object) -> dict[str, kit.Slots]:
        """The slots with the opponent's taken cards (public: they were face up) in its hand's first slots,
        so every deal gives it those and re-deals only the rest."""
        if taken is None:
            return slots
        opp = 1 - self.player
        if not isinstance(taken, list) or len(taken) != 2 or not isinstance(taken[opp], list):
            raise BadState(f"taken_ids must be a list of two lists of card ids, got {show(taken)}")
        known = taken[opp]
        where = f"hand {opp}"
        hand = slots[where]
        seen = {c for zone in slots.values() for c in zone if c is not None}
        for c in known:
            if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < self.table.n or c in seen:
                raise BadState(f"taken_ids[{opp}] names {show(c)}, not an unseen card id of this deck")
            seen.add(c)
        if len(known) > len(hand):
            raise BadState(f"taken_ids[{opp}] names {len(known)} cards, hands[{opp}] holds {len(hand)}")
        out = dict(slots)
        out[where] = tuple(known) + hand[len(known):]
        return out

    def _fields(self, cards: dict[str, tuple[int, ...]]) -> dict[str, Any]:
        f = self.table.face
        hands = [sorted(cards["hand 0"]), sorted(cards["hand 1"])]
        return {"hands": [[f[c] for c in h] for h in hands], "hand_ids": hands,
                "draw": [f[c] for c in cards["draw"]], "draw_ids": list(cards["draw"])}

    def sample(self, seed: int) -> State:
        """A full state this seat cannot tell from the real one."""
        cards, _, _ = kit.redeal(self.slots, self.zones, self.table.n, prng.derive(seed, SAMPLE_SALT))
        return dataclasses.replace(
            self.base, hands=(tuple(sorted(cards["hand 0"])), tuple(sorted(cards["hand 1"]))),
            draw=tuple(cards["draw"]), rng=prng.derive(seed, SAMPLE_SALT, 1), events=self.events, _legal=None)


def sample_state(observation: dict[str, Any], player: int, seed: int) -> State:
    """A full state with the same observation for `player`, unseen cards re-dealt from `seed`."""
    return Sampler(observation, player).sample(seed)


__all__ = ["Sampler", "sample_state"]
