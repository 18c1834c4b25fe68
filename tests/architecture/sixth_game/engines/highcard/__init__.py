"""High Card: a throwaway sixth game that proves "Adding a game" in docs/ARCHITECTURE.md.

Nine cards valued 1 (the ace) to 9; each player is dealt three and three stay face down in the stock.
Three tricks: the leader plays a card face down, the other answers face up, the led card turns over
and the higher card scores a point. The leader alternates. After three tricks more points wins.

It is what every engine provides and nothing more: the contract (`GAME_ID`, `TITLE`, `new_game`,
`State`, `Action`, `sample_state`, `make_bot`) and `INFO` (engines.common.info): it hides cards (the
other hand, the stock, the led card until the answer), so it declares its zones once and takes its
audit hooks and its sampler from the zone kit (engines.common.zones); its words are words.py. Card
ids are 0..8, a card's value its id + 1; the notation names the value ("PLAY 7"). It is copied into
a copy of the project by tests/architecture/test_adding_a_game.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from engines.common import jsonval as jv
from engines.common import rng as prng
from engines.common import zones as kit
from engines.common.bots import LEVELS, dispatch, observation_hash, random_pick
from engines.common.errors import BadState, IllegalAction, show
from engines.common.events import Event, event, events_from
from engines.common.info import GameInfo
from engines.common.notation import ActionBase
from engines.highcard import words

GAME_ID = "highcard"
TITLE = "High Card"
CARDS = 9
HAND = 3
TRICKS = 3
EVENT_KINDS = ("lead", "answer", "reveal", "trick")
KEYS = ("game", "hands", "stock", "led", "played", "leader", "points", "trick", "events")


def value(card: int) -> int:
    """A card's value (the ace is 1)."""
    return card + 1


@dataclass(frozen=True, slots=True)
class Action(ActionBase):
    """Play the card of this value: "PLAY 7"."""

    value: int

    def __str__(self) -> str:
        return f"PLAY {self.value}"


def parse(text: object) -> Action:
    """The action `text` names; IllegalAction saying what is wrong."""
    if not isinstance(text, str):
        raise IllegalAction(f"an action is an Action or a notation string, got {show(text)}")
    word, _, number = text.partition(" ")
    if word != "PLAY" or number not in {str(value(c)) for c in range(CARDS)}:
        raise IllegalAction(f"{show(text)} is not an action of High Card (PLAY 1 to PLAY 9)")
    return Action(int(number))


Action.bind_parser(parse)


@dataclass(frozen=True, slots=True)
class State:
    """A position: both hands, the stock, the led card (face down) if any, the cards played face up."""

    hands: tuple[tuple[int, ...], tuple[int, ...]]
    stock: tuple[int, ...]
    leader: int
    led: int | None = None
    played: tuple[int, ...] = ()
    points: tuple[int, int] = (0, 0)
    trick: int = 0
    events: tuple[Event, ...] = ()

    @property
    def is_terminal(self) -> bool:
        return self.trick >= TRICKS

    @property
    def current_player(self) -> int | None:
        if self.is_terminal:
            return None
        return self.leader if self.led is None else 1 - self.leader

    @property
    def winner(self) -> int | None:
        a, b = self.points
        return None if not self.is_terminal or a == b else (0 if a > b else 1)

    @property
    def scores(self) -> tuple[int, int]:
        return self.points

    def legal_actions(self) -> list[Action]:
        seat = self.current_player
        return [] if seat is None else [Action(value(c)) for c in self.hands[seat]]

    def apply(self, action: Action | str) -> State:
        move = action if isinstance(action, Action) else parse(action)
        seat = self.current_player
        if seat is None:
            raise IllegalAction("the game is over")
        card = move.value - 1
        if card not in self.hands[seat]:
            raise IllegalAction(f"{move} is not legal: the {move.value} is not in the hand of the player to move")
        hands = list(self.hands)
        hands[seat] = tuple(c for c in self.hands[seat] if c != card)
        pair = (hands[0], hands[1])
        if self.led is None:
            led = event("lead", seat=seat, card=card, secret=("card",), hidden_from=1 - seat)
            return State(pair, self.stock, self.leader, card, self.played, self.points, self.trick, (led,))
        won = None if self.led == card else (self.leader if self.led > card else seat)
        points = (self.points[0] + (won == 0), self.points[1] + (won == 1))
        evs = (event("answer", seat=seat, card=card), event("reveal", seat=self.leader, card=self.led),
               event("trick", winner=won, points=points))
        return State(pair, self.stock, 1 - self.leader, None, self.played + (self.led, card), points,
                     self.trick + 1, evs)

    def observation(self, player: int) -> dict[str, Any]:
        out = self._common()
        out["player"] = player
        kit.observe(out, zones(self), player)
        out["events"] = [e.masked(player) for e in self.events]
        return out

    def to_json(self) -> dict[str, Any]:
        out = self._common()
        kit.observe(out, zones(self), kit.FULL)
        out["events"] = [e.to_dict() for e in self.events]
        return out

    def _common(self) -> dict[str, Any]:
        return {"game": GAME_ID, "hands": [None, None], "stock": None, "led": None, "played": None,
                "leader": self.leader, "points": list(self.points), "trick": self.trick}

    @staticmethod
    def from_json(d: object) -> State:
        """The state of a `to_json()` dict; BadState naming the first problem."""
        if not isinstance(d, Mapping):
            raise BadState(f"a High Card position is a dict, got {type(d).__name__}")
        jv.keys(d, KEYS, KEYS, "a High Card position")
        hands = jv.pair(d["hands"], "hands")
        return _checked(d, (jv.int_list(hands[0], "hands[0]", 0, CARDS - 1),
                            jv.int_list(hands[1], "hands[1]", 0, CARDS - 1)),
                        jv.int_list(d["stock"], "stock", 0, CARDS - 1),
                        jv.int_list(d["led"], "led", 0, CARDS - 1),
                        events_from(d["events"], EVENT_KINDS))


def zones(state: State) -> list[kit.Zone]:
    """Where every card lies and who sees it: each hand its owner, the stock nobody, the led card its leader."""
    led = () if state.led is None else (state.led,)
    return [kit.Zone("hand0", state.hands[0], 0, kit.OWNER, "hands", 0),
            kit.Zone("hand1", state.hands[1], 1, kit.OWNER, "hands", 1),
            kit.Zone("stock", state.stock, None, kit.NOBODY),
            kit.Zone("led", led, None, kit.PER_CARD, private=tuple((c, state.leader) for c in led)),
            kit.Zone("played", state.played)]


def layout(observation: Mapping[str, Any]) -> list[kit.Zone]:
    """The zones an observation holds (their places; the cards are read from it)."""
    return [kit.Zone("hand0", (), 0, kit.OWNER, "hands", 0), kit.Zone("hand1", (), 1, kit.OWNER, "hands", 1),
            kit.Zone("stock", (), None, kit.NOBODY), kit.Zone("led", (), None, kit.PER_CARD),
            kit.Zone("played", ())]


def _checked(d: Mapping[str, Any], hands: tuple[tuple[int, ...], tuple[int, ...]], stock: tuple[int, ...],
             led: tuple[int, ...], events: tuple[Event, ...]) -> State:
    """A state from its parts, every rule of a position checked (BadState naming the first broken)."""
    if d["game"] != GAME_ID:
        raise BadState(f"game must be {GAME_ID!r}, got {show(d['game'])}")
    leader = jv.seat(d["leader"], "leader")
    trick = jv.integer(d["trick"], "trick", 0, TRICKS)
    points = jv.int_list(d["points"], "points", 0, TRICKS, length=2)
    played = jv.int_list(d["played"], "played", 0, CARDS - 1)
    assert leader is not None
    if len(led) > 1 or (led and trick == TRICKS):
        raise BadState(f"led must be empty or one card (none once the game is over), got {list(led)}")
    if sum(points) > trick or len(played) != 2 * trick or len(stock) != CARDS - 2 * HAND:
        raise BadState(f"{trick} tricks played: the points, the played cards or the stock do not fit")
    left = HAND - trick
    if len(hands[1 - leader]) != left or len(hands[leader]) != left - len(led):
        raise BadState(f"after {trick} tricks the hands must hold {left} cards (the leader one less once led)")
    kit.check(CARDS, [kit.Zone("hand0", hands[0]), kit.Zone("hand1", hands[1]), kit.Zone("stock", stock),
                      kit.Zone("led", led), kit.Zone("played", played)])
    if list(hands[0]) != sorted(hands[0]) or list(hands[1]) != sorted(hands[1]):
        raise BadState("hands are kept sorted")
    return State(hands, stock, leader, led[0] if led else None, played, (points[0], points[1]), trick, events)


def new_game(seed: int = 0, **options: Any) -> State:
    """A new deal: three cards each, three in the stock; Blue leads. High Card has no options."""
    jv.check_seed(seed)
    jv.no_more_options(options, GAME_ID)
    cards, _ = prng.shuffled(range(CARDS), prng.seed_state(seed))
    return State((tuple(sorted(cards[0:3])), tuple(sorted(cards[3:6]))), tuple(cards[6:9]), 0)


def sample_state(observation: dict[str, Any], player: int, seed: int) -> State:
    """A state that looks the same to `player`, the cards it cannot see dealt anew from `seed`."""
    obs = jv.observation_for(observation, player)
    jv.keys(obs, (*KEYS, "player"), (*KEYS, "player"), "a High Card observation")
    if not isinstance(obs["hands"], list) or len(obs["hands"]) != 2:
        raise BadState(f"hands must be a list of two, got {show(obs['hands'])}")
    where = layout(obs)
    slots = kit.read_slots(obs, where, CARDS, player)
    dealt, _fill, _rng = kit.redeal(slots, where, CARDS, prng.seed_state(jv.check_seed(seed)))
    events = events_from(obs["events"], EVENT_KINDS)
    hands = (tuple(sorted(dealt["hand0"])), tuple(sorted(dealt["hand1"])))
    return _checked(obs, hands, dealt["stock"], dealt["led"], events)


class Bot:
    """random: any card. easy: the lowest. normal: the highest. hard: leads its highest; answers with the
    lowest card above most of the cards it has not seen, else throws its lowest."""

    def __init__(self, level: str, seed: int) -> None:
        self.level, self.seed = level, seed

    def choose(self, state: State, player: int) -> Action:
        obs = state.observation(player)
        mine = sorted(obs["hands"][player])
        if not mine or obs["trick"] >= TRICKS:
            raise ValueError(f"it is not player {player}'s decision")
        seed = prng.derive(self.seed, observation_hash(obs))
        pick = random_pick(mine, seed) if self.level == "random" else mine[0] if self.level == "easy" else mine[-1]
        if self.level == "hard" and obs["led"]:
            unseen = sorted(set(range(CARDS)) - set(mine) - set(obs["played"]))
            above = [c for c in mine if sum(u < c for u in unseen) * 2 > len(unseen)]
            pick = above[0] if above else mine[0]
        return Action(value(pick))


def make_bot(level: str, seed: int = 0) -> Bot:
    """A computer player of `level` (random, easy, normal, hard)."""
    return dispatch({name: partial(Bot, name) for name in LEVELS}, level, seed)


AUDIT: kit.Audit[State] = kit.Audit(zones, layout)

INFO = GameInfo(hidden_information=True, words=words, audit=AUDIT, default_clock="3+2")
"""What High Card declares: it hides cards (so its audit hooks), its words, its usual clock; whose turn
it is, what is never played for a player, options for knockouts, old records or the fuzzer: the
defaults (every decision is its own turn; nothing beyond the answers out of turn; none)."""

__all__ = ["GAME_ID", "TITLE", "INFO", "Action", "State", "new_game", "sample_state", "make_bot", "parse",
           "Bot", "AUDIT", "zones", "layout", "value"]
