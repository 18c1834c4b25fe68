"""Determinization: full states consistent with one seat's observation.

`sample_state(observation, player, seed)` re-deals exactly the cards that seat
has not seen - the opponent's hand, the draw pile (in a new order), the
opponent's face-down substitutions and, for a defender choosing a SAVE, the
face-down SHOT - uniformly at random, keeping everything visible identical.
The face-down SHOT is drawn only from the unseen SHOT cards the shooter's
possession allows (everyone at the table knows it is such a card). The hidden
PRNG state is replaced by one derived from `seed`, so later shuffles (next
half, golden goal) are unknown too.

`Sampler(observation, player)` checks and parses the observation once; its
`sample(seed)` is then cheap (ISMCTS calls it every iteration). The reading of
the observation and the re-deal are the zone kit's (engines.common.zones over
zones.layout); what is Jukem Soccer's own is the constraint on the face-down
SHOT and the test of what the game's course reveals (`_accept`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from engines.common import rng as prng
from engines.common import zones as kit
from engines.common.errors import BadState, show
from engines.common.jsonval import observation_for
from engines.jukem_soccer.codec import decode, table_for
from engines.jukem_soccer.events import EVENT_KINDS, Event
from engines.jukem_soccer.rules import P_SAVE, can_play, setup_count
from engines.jukem_soccer.state import State
from engines.jukem_soccer.table import SHOT
from engines.jukem_soccer.zones import layout

SAMPLE_SALT = 0x4A554B454D

Dealt = tuple[dict[str, tuple[int, ...]], dict[str, tuple[int, ...]]]
"""(cards by zone, the cards that filled each zone's hidden slots)."""


class Sampler:
    """An observation parsed once; `sample(seed)` deals the unseen cards."""

    def __init__(self, observation: object, player: int) -> None:
        obs = observation_for(observation, player)
        self.player = player
        t = self.table = table_for(obs.get("deck"))
        for key in ("hands", "possessions", "goal_piles"):
            if not isinstance(obs.get(key), list) or len(obs[key]) != 2:
                raise BadState(f"{key} must be a list of two")
        pending = obs.get("pending")
        self.face_down = obs.get("phase") == "save" and isinstance(pending, Mapping) and pending.get("card") is None
        if obs.get("phase") == "save" and isinstance(pending, Mapping) and pending.get("seat") != 1 - player \
                and self.face_down:
            raise BadState(f"pending.seat must be the shooter's seat, {1 - player}, got {show(pending.get('seat'))}")
        self.zones = layout(obs, self._shot_fits)
        self.slots = kit.read_slots(obs, self.zones, t.n, player)
        self.poss = (self._known("possession 0"), self._known("possession 1"))
        events = obs.get("events", [])
        if not isinstance(events, list):
            raise BadState("events must be a list")
        self.events = tuple(Event.from_dict(e, EVENT_KINDS) for e in events)
        self.phase = obs.get("phase")
        self.to_move = obs.get("to_move")
        self.subbed = obs.get("substituted") is True
        # Check everything else once, through the full decoder, on a first sample.
        cards, filled = self._deal(prng.derive(0, SAMPLE_SALT))
        full = {k: v for k, v in obs.items() if k not in ("player", "events")}
        full.update(self._fields(cards, filled))
        full["hands"] = [list(h) for h in full["hands"]]
        full["rng"] = 0
        self.base = decode(full)

    def _known(self, zone: str) -> tuple[int, ...]:
        return tuple(c for c in self.slots[zone] if c is not None)

    def _shot_fits(self, card: int) -> bool:
        """The face-down SHOT is one the shooter's possession allows (everyone at the table knows that)."""
        t = self.table
        return t.kind[card] == SHOT and t.needs[card] <= setup_count(t, self.poss[1 - self.player])

    def _accept(self, cards: dict[str, tuple[int, ...]]) -> bool:
        """Whether a deal fits what the game going on reveals: a deal still running with an empty draw
        pile shows that someone can play; a player still to move after a substitution can play."""
        if self.phase != "play" or not isinstance(self.to_move, int) or self.to_move not in (0, 1):
            return True
        t, me = self.table, self.to_move
        hands = (cards["hand 0"], cards["hand 1"])
        if self.subbed and not can_play(t, hands[me], self.poss[me]):
            return False
        return bool(cards["draw_pile"]) or can_play(t, hands[me], self.poss[me]) \
            or can_play(t, hands[1 - me], self.poss[1 - me])

    def _deal(self, rng: int) -> Dealt:
        cards, filled, _ = kit.redeal(self.slots, self.zones, self.table.n, rng, self._accept)
        return cards, filled

    def _fields(self, cards: dict[str, tuple[int, ...]], filled: dict[str, tuple[int, ...]]) -> dict[str, Any]:
        """The hidden fields of a full state from a deal (the viewer's own face-down substitutions are
        not in its observation, so only the opponent's are rebuilt: the filled discard slots)."""
        opp = 1 - self.player
        secret: list[list[int]] = [[], []]
        secret[opp] = list(filled["discard"])
        out: dict[str, Any] = {
            "hands": (tuple(sorted(cards["hand 0"])), tuple(sorted(cards["hand 1"]))),
            "draw_pile": list(cards["draw_pile"]), "discard": list(cards["discard"]), "secret": secret,
        }
        if self.face_down:
            out["pending"] = {"seat": opp, "card": cards["pending shot"][0]}
        return out

    def sample(self, seed: int) -> State:
        """A full state this seat cannot tell from the real one."""
        cards, filled = self._deal(prng.derive(seed, SAMPLE_SALT))
        f = self._fields(cards, filled)
        b = self.base
        return dataclasses.replace(
            b, hands=f["hands"], pile=tuple(f["draw_pile"]), discard=tuple(f["discard"]),
            secret=(tuple(f["secret"][0]), tuple(f["secret"][1])),
            pending=f["pending"]["card"] if b.phase == P_SAVE and self.face_down else b.pending,
            rng=prng.derive(seed, SAMPLE_SALT, 1), events=self.events, _legal=None,
        )


def sample_state(observation: dict[str, Any], player: int, seed: int) -> State:
    """A full state with the same observation for `player`, unseen cards re-dealt from `seed`."""
    return Sampler(observation, player).sample(seed)
