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
`sample(seed)` is then cheap (ISMCTS calls it every iteration).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.common import rng as prng
from engines.common.cards import unseen
from engines.common.errors import BadState, show
from engines.jukem_soccer.codec import decode, table_for
from engines.jukem_soccer.events import EVENT_KINDS, Event
from engines.jukem_soccer.rules import P_SAVE, can_play, setup_count
from engines.jukem_soccer.state import State
from engines.jukem_soccer.table import SHOT

SAMPLE_SALT = 0x4A554B454D
MAX_REJECTIONS = 500


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _card_ids(value: object, what: str, n: int) -> tuple[int, ...]:
    """A list of card ids 0..n-1 as a tuple; BadState naming `what` otherwise."""
    if not isinstance(value, list):
        raise BadState(f"{what} must be a list of card ids, got {show(value)}")
    for c in value:
        if not isinstance(c, int) or isinstance(c, bool) or not 0 <= c < n:
            raise BadState(f"{what} names {show(c)}, which is not a card id of this deck (0..{n - 1})")
    return tuple(value)


class Sampler:
    """An observation parsed once; `sample(seed)` deals the unseen cards."""

    def __init__(self, observation: object, player: int) -> None:
        if player not in (0, 1) or isinstance(player, bool):
            raise ValueError(f"player must be 0 or 1, got {show(player)}")
        if not isinstance(observation, Mapping):
            raise BadState(f"an observation is a dict, got {type(observation).__name__}")
        if observation.get("player") != player:
            raise BadState(f"this observation was made for player {show(observation.get('player'))}, not {player}")
        obs = observation
        self.player = player
        t = self.table = table_for(obs.get("deck"))
        hands = obs.get("hands")
        if not isinstance(hands, list) or len(hands) != 2:
            raise BadState("hands must be a list of two")
        own = _card_ids(hands[player], f"hands[{player}] (the viewer's own hand)", t.n)
        self.own_hand: tuple[int, ...] = tuple(sorted(own))
        opp = hands[1 - player]
        pile = obs.get("draw_pile")
        if not isinstance(opp, Mapping) or not isinstance(pile, Mapping):
            raise BadState("an observation shows the opponent's hand and the draw pile as counts only")
        opp_count = opp.get("count")
        pile_count = pile.get("count")
        if not _is_count(opp_count) or not _is_count(pile_count):
            raise BadState(f"hand and pile counts must be ints >= 0, got {show(opp_count)} and {show(pile_count)}")
        assert isinstance(opp_count, int) and isinstance(pile_count, int)
        self.opp_count: int = opp_count
        self.pile_count: int = pile_count
        discard = obs.get("discard")
        if not isinstance(discard, list):
            raise BadState("discard must be a list")
        shown_discard = _card_ids([c for c in discard if c is not None], "discard", t.n)
        self.discard_template = tuple(-1 if c is None else c for c in discard)
        pending = obs.get("pending")
        self.face_down = obs.get("phase") == "save" and isinstance(pending, Mapping) and pending.get("card") is None
        seen: list[int] = list(own) + list(shown_discard)
        zones: dict[str, tuple[tuple[int, ...], tuple[int, ...]]] = {}
        for zone in ("possessions", "goal_piles"):
            value = obs.get(zone)
            if not isinstance(value, list) or len(value) != 2:
                raise BadState(f"{zone} must be a list of two")
            zones[zone] = (_card_ids(value[0], f"{zone}[0]", t.n), _card_ids(value[1], f"{zone}[1]", t.n))
            seen += list(zones[zone][0]) + list(zones[zone][1])
        if isinstance(pending, Mapping) and pending.get("card") is not None and obs.get("phase") == "save":
            seen += _card_ids([pending["card"]], "pending.card", t.n)
        self.unseen = unseen(t.n, seen)
        need = self.opp_count + self.pile_count + self.discard_template.count(-1) + (1 if self.face_down else 0)
        if need != len(self.unseen) or len(set(seen)) != len(seen):
            raise BadState(f"the observation hides {need} cards but {len(self.unseen)} are unseen")
        shooter_poss: tuple[int, ...] = ()
        if self.face_down and isinstance(pending, Mapping):
            seat = pending.get("seat")
            if seat not in (0, 1) or isinstance(seat, bool):
                raise BadState(f"pending.seat must be the shooter's seat, 0 or 1, got {show(seat)}")
            shooter_poss = zones["possessions"][int(seat)]
        count = setup_count(t, shooter_poss)
        self.shots = tuple(c for c in self.unseen if t.kind[c] == SHOT and t.needs[c] <= count)
        if self.face_down and not self.shots:
            raise BadState("no unseen SHOT card fits the face-down shot")
        events = obs.get("events", [])
        if not isinstance(events, list):
            raise BadState("events must be a list")
        self.events = tuple(Event.from_dict(e, EVENT_KINDS) for e in events)
        # Check everything else once, through the full decoder, on a first sample.
        full = dict(obs)
        for key in ("player", "events"):
            full.pop(key, None)
        self.phase = obs.get("phase")
        self.to_move = obs.get("to_move")
        self.subbed = obs.get("substituted") is True
        self.poss = zones["possessions"]
        first = self._valid_fields(prng.derive(0, SAMPLE_SALT))
        full["hands"] = [list(h) for h in first[0]]
        full["draw_pile"] = list(first[1])
        full["discard"] = list(first[2])
        full["secret"] = [list(s) for s in first[3]]
        if self.face_down:
            full["pending"] = {"seat": 1 - player, "card": first[4]}
        full["rng"] = 0
        self.base = decode(full)

    def _fields(self, rng: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], tuple[int, ...], tuple[int, ...],
                                          tuple[tuple[int, ...], tuple[int, ...]], int, int]:
        cards = list(self.unseen)
        shot = -1
        if self.face_down:
            i, rng = prng.randbelow(rng, len(self.shots))
            shot = self.shots[i]
            cards.remove(shot)
        order, rng = prng.shuffled(cards, rng)
        k, p = self.opp_count, self.pile_count
        opp_hand = tuple(sorted(order[:k]))
        pile = tuple(order[k:k + p])
        rest = iter(order[k + p:])
        discard = tuple(next(rest) if c < 0 else c for c in self.discard_template)
        filled = [d for d, c in zip(discard, self.discard_template) if c < 0]
        me = self.player
        hands = (self.own_hand, opp_hand) if me == 0 else (opp_hand, self.own_hand)
        secret: tuple[tuple[int, ...], tuple[int, ...]] = ((), tuple(filled)) if me == 0 else (tuple(filled), ())
        return hands, pile, discard, secret, shot, rng

    def _valid_fields(self, rng: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], tuple[int, ...],
                                               tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...]], int, int]:
        """Fields of a sample that also fits what the game going on reveals (rejection sampling).

        A deal still running with an empty draw pile shows that someone can play; a
        player still to move after a substitution shows that they can play."""
        t = self.table
        for _ in range(MAX_REJECTIONS):
            fields = self._fields(rng)
            rng = fields[5]
            hands, pile = fields[0], fields[1]
            if self.phase == "play" and isinstance(self.to_move, int) and self.to_move in (0, 1):
                me = self.to_move
                if self.subbed and not can_play(t, hands[me], self.poss[me]):
                    continue
                if not pile and not can_play(t, hands[me], self.poss[me]) \
                        and not can_play(t, hands[1 - me], self.poss[1 - me]):
                    continue
            return fields
        raise BadState("no way to deal the unseen cards fits this observation")

    def sample(self, seed: int) -> State:
        """A full state this seat cannot tell from the real one."""
        rng = prng.derive(seed, SAMPLE_SALT)
        hands, pile, discard, secret, shot, rng = self._valid_fields(rng)
        b = self.base
        return State(
            b.table, b.half, b.dealer, b.first_dealer, b.to_move, b.phase, hands, pile, discard, secret, b.poss,
            b.goals, b.score, b.half_goals, shot if b.phase == P_SAVE and self.face_down else b.pending,
            b.subbed, b.passes, b.result, b.winner, b.reason, prng.derive(seed, SAMPLE_SALT, 1), b.max_golden,
            b.max_empty, b.ply, self.events,
        )


def sample_state(observation: dict[str, Any], player: int, seed: int) -> State:
    """A full state with the same observation for `player`, unseen cards re-dealt from `seed`."""
    return Sampler(observation, player).sample(seed)
