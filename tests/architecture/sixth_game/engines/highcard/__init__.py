"""High Card: a throwaway sixth game that proves "Adding a game" in docs/ARCHITECTURE.md.

Nine cards valued 1-9; each player is dealt three and three stay face down
in the stock. Three tricks: the leader plays a card face down, the other
answers face up, the led card turns over and the higher card scores a point.
The leader alternates. After three tricks the player with more points wins.
It follows the engine contract and nothing else; it is copied into a copy
of the project by tests/architecture/test_adding_a_game.py.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engines.common.errors import BadState, IllegalAction
from engines.common.events import Event, event
from engines.common.rng import derive, randbelow, seed_state, shuffled

GAME_ID = "highcard"
TITLE = "High Card"
LEVELS = ("random", "easy", "normal", "hard")
TRICKS = 3


@dataclass(frozen=True)
class Action:
    """Play the card of this value."""

    value: int

    def __str__(self) -> str:
        return f"PLAY {self.value}"

    @staticmethod
    def parse(text: str) -> Action:
        word, _, number = text.strip().partition(" ")
        if word != "PLAY" or not number.isdigit():
            raise IllegalAction(f"{text!r} is not an action of High Card (PLAY <value>)")
        return Action(int(number))


@dataclass(frozen=True)
class State:
    """A position: hands, stock, the led card (if any), points, whose turn."""

    hands: tuple[tuple[int, ...], tuple[int, ...]]
    stock: tuple[int, ...]
    leader: int
    led: int | None = None
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
        if not self.is_terminal or self.points[0] == self.points[1]:
            return None
        return 0 if self.points[0] > self.points[1] else 1

    @property
    def scores(self) -> tuple[int, int]:
        return self.points

    def legal_actions(self) -> list[Action]:
        seat = self.current_player
        return [] if seat is None else [Action(v) for v in sorted(self.hands[seat])]

    def apply(self, action: Action | str) -> State:
        move = Action.parse(action) if isinstance(action, str) else action
        seat = self.current_player
        if seat is None:
            raise IllegalAction("the game is over")
        if move.value not in self.hands[seat]:
            raise IllegalAction(f"{move.value} is not in the hand of the player to move")
        hands = list(self.hands)
        hands[seat] = tuple(v for v in self.hands[seat] if v != move.value)
        if self.led is None:
            played = event("play", seat=seat, card=move.value, secret=("card",), hidden_from=1 - seat)
            return replace(self, hands=(hands[0], hands[1]), led=move.value, events=(played,))
        led = self.led
        winner = None if led == move.value else (self.leader if led > move.value else seat)
        points = list(self.points)
        if winner is not None:
            points[winner] += 1
        events = (event("play", seat=seat, card=move.value), event("reveal", seat=self.leader, card=led),
                  event("trick", winner=winner))
        return State((hands[0], hands[1]), self.stock, 1 - self.leader, None, (points[0], points[1]),
                     self.trick + 1, events)

    def observation(self, player: int) -> dict[str, Any]:
        opponent = 1 - player
        led_mine = self.led is not None and self.leader == player
        hands: list[Any] = [None, None]
        hands[player] = sorted(self.hands[player])
        hands[opponent] = {"count": len(self.hands[opponent])}
        return {
            "player": player,
            "hands": hands,
            "stock": len(self.stock),
            "leader": self.leader,
            "led": self.led if led_mine else (None if self.led is None else "hidden"),
            "points": list(self.points),
            "trick": self.trick,
            "seen": sorted(self.played_cards()),
            "events": [e.masked(player) for e in self.events],
        }

    def played_cards(self) -> set[int]:
        """Every card already played face up (or led by anybody)."""
        everything = set(range(1, 10))
        in_play = set(self.hands[0]) | set(self.hands[1]) | set(self.stock)
        return everything - in_play - ({self.led} if self.led is not None else set())

    def to_json(self) -> dict[str, Any]:
        return {"hands": [list(h) for h in self.hands], "stock": list(self.stock), "leader": self.leader,
                "led": self.led, "points": list(self.points), "trick": self.trick}

    @staticmethod
    def from_json(d: dict[str, Any]) -> State:
        try:
            hands = (tuple(int(v) for v in d["hands"][0]), tuple(int(v) for v in d["hands"][1]))
            return State(hands, tuple(int(v) for v in d["stock"]), int(d["leader"]),
                         None if d["led"] is None else int(d["led"]), (int(d["points"][0]), int(d["points"][1])),
                         int(d["trick"]))
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise BadState(f"not a High Card position: {exc}") from None


def new_game(seed: int = 0, **options: Any) -> State:
    if options:
        raise ValueError(f"High Card has no options, got {sorted(options)}")
    cards, _ = shuffled(list(range(1, 10)), seed_state(seed))
    return State((tuple(cards[0:3]), tuple(cards[3:6])), tuple(cards[6:9]), 0)


def sample_state(observation: dict[str, Any], player: int, seed: int) -> State:
    """A position that looks the same to `player`, the cards it cannot see dealt anew."""
    mine = tuple(observation["hands"][player])
    led = observation["led"]
    unseen = sorted(set(range(1, 10)) - set(mine) - set(observation["seen"]) - ({led} if isinstance(led, int) else set()))
    unseen, _ = shuffled(unseen, seed_state(seed))
    n = observation["hands"][1 - player]["count"]
    theirs, rest = tuple(unseen[:n]), unseen[n:]
    hidden_led = rest.pop() if led == "hidden" else None
    hands = (mine, theirs) if player == 0 else (theirs, mine)
    # The last move's events as this seat saw them (a hidden field stays hidden: None).
    events = tuple(Event.from_dict(e) for e in observation["events"])
    return State(hands, tuple(rest), observation["leader"], led if isinstance(led, int) else hidden_led,
                 tuple(observation["points"]), observation["trick"], events)  # type: ignore[arg-type]


class Bot:
    """random: any card; the others: the lowest card that wins, else the lowest card."""

    def __init__(self, level: str, seed: int) -> None:
        self.level, self.seed = level, seed

    def choose(self, state: State, player: int) -> Action:
        obs = state.observation(player)
        legal = state.legal_actions()
        if self.level == "random":
            index, _ = randbelow(seed_state(derive(self.seed, state.trick, len(obs["hands"][player]))), len(legal))
            return legal[index]
        led = obs["led"]
        if isinstance(led, int) or led is None:
            return legal[-1] if led is None and self.level == "hard" else legal[0]
        return legal[-1]


def make_bot(level: str, seed: int) -> Bot:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    return Bot(level, seed)
