"""Determinization: full states consistent with one seat's observation.

`sample_state(observation, player, seed)` re-deals exactly the cards that seat
cannot see - the opponent's hand and deck from the opponent's unseen cards, the
seat's own deck (in a new order) from its own unseen cards, the goal deck from the
unseen goal cards - uniformly at random, keeping everything visible identical.
Cards never change pool: a card of Red's deck is only ever dealt into Red's hand
or deck. The hidden PRNG state (the final coin toss) is replaced by one derived
from `seed`. `Sampler(observation, player)` checks the observation once;
`sample(seed)` is cheap (a bot calls it once per search iteration).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from engines.common import rng as prng
from engines.common import zones as kit
from engines.common.events import events_from
from engines.common.jsonval import observation_for
from engines.goal.codec import decode, table_for
from engines.goal.events import EVENT_KINDS
from engines.goal.state import State
from engines.goal.zones import layout, pool_of

SAMPLE_SALT = 0x60A1


class Sampler:
    """An observation parsed once; `sample(seed)` deals the unseen cards."""

    def __init__(self, observation: object, player: int) -> None:
        obs = observation_for(observation, player)
        self.player = player
        self.table = t = table_for(obs.get("deck"))
        self.zones = layout(obs)
        self.slots = kit.read_slots(obs, self.zones, t.n, player)
        self.pool_of = pool_of(t.owner)
        self.events = events_from(obs.get("events", []), EVENT_KINDS)
        cards = self._deal(prng.derive(0, SAMPLE_SALT))
        full = {k: v for k, v in obs.items() if k not in ("player", "events", "current_player")}
        f = t.face
        hands = [sorted(cards["hand 0"]), sorted(cards["hand 1"])]
        decks = [list(cards["deck 0"]), list(cards["deck 1"])]
        full.update(hands=[[f[c] for c in h] for h in hands], hand_ids=hands,
                    decks=[[f[c] for c in d] for d in decks], deck_ids=decks,
                    goal_deck=[f[c] for c in cards["goal deck"]], goal_deck_ids=list(cards["goal deck"]), rng=0)
        self.base = decode(full)

    def _deal(self, rng: int) -> dict[str, tuple[int, ...]]:
        cards, _, _ = kit.redeal(self.slots, self.zones, self.table.n, rng, pool_of=self.pool_of)
        return cards

    def sample(self, seed: int) -> State:
        """A full state this seat cannot tell from the real one."""
        cards = self._deal(prng.derive(seed, SAMPLE_SALT))
        return dataclasses.replace(
            self.base, hands=(tuple(sorted(cards["hand 0"])), tuple(sorted(cards["hand 1"]))),
            decks=(cards["deck 0"], cards["deck 1"]), goal_deck=cards["goal deck"],
            rng=prng.derive(seed, SAMPLE_SALT, 1), events=self.events, _legal=None)


def sample_state(observation: dict[str, Any], player: int, seed: int) -> State:
    """A full state with the same observation for `player`, unseen cards re-dealt from `seed`."""
    return Sampler(observation, player).sample(seed)


__all__ = ["Sampler", "sample_state"]
