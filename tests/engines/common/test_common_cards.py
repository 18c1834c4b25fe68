"""The shared card-game pieces: engines.common.cards, decks and ismcts."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from engines.common import cards as ck
from engines.common import events as ev
from engines.common import ismcts
from engines.common.decks import DeckError, DeckSchema, choice, integer, names, parse_deck, text
from engines.common.errors import BadState

# ---- cards ------------------------------------------------------------------------------------


def test_shuffle_and_deal_are_seeded_and_conserve_cards() -> None:
    pile, rng = ck.shuffled_deck(20, 5)
    assert sorted(pile) == list(range(20)) and ck.shuffled_deck(20, 5) == (pile, rng)
    assert ck.shuffled_deck(20, 6)[0] != pile
    hands, rest, order = ck.deal(pile, (1, 0), 3)
    assert [seat for seat, _ in order] == [1, 0] * 3
    assert hands[1] == tuple(sorted(pile[0:6:2])) and hands[0] == tuple(sorted(pile[1:6:2]))
    assert rest == pile[6:]
    ck.check_conservation(20, {"h0": hands[0], "h1": hands[1], "pile": rest})
    top, rest2 = ck.draw(rest, 100)
    assert top == rest and rest2 == ()


def test_hand_helpers() -> None:
    assert ck.insert_sorted((1, 5, 9), 6) == (1, 5, 6, 9)
    assert ck.insert_sorted((), 3) == (3,)
    assert ck.remove_card((4, 2, 4), 4) == (2, 4)
    with pytest.raises(ValueError):
        ck.remove_card((1,), 2)


def test_conservation_names_the_problem() -> None:
    with pytest.raises(BadState, match="both a and b"):
        ck.check_conservation(3, {"a": [0, 1], "b": [1, 2]})
    with pytest.raises(BadState, match=r"\[2\]"):
        ck.check_conservation(3, {"a": [0, 1]})
    with pytest.raises(BadState, match="not a card id"):
        ck.check_conservation(3, {"a": [0, 1, 2, 7]})


def test_masking_and_redeal() -> None:
    assert ck.masked((3, 4), True) == [3, 4] and ck.masked((3, 4), False) == {"count": 2}
    assert ck.face(7, False) is None and ck.face(7, True) == 7
    hidden = ck.unseen(10, [0, 1, 2, 3])
    assert hidden == (4, 5, 6, 7, 8, 9)
    zones, _ = ck.redeal(hidden, (2, 4), 1)
    assert sorted(zones[0] + zones[1]) == list(hidden) and len(zones[0]) == 2
    with pytest.raises(BadState):
        ck.redeal(hidden, (2, 2), 1)


def test_events_mask_secrets_for_one_seat_and_round_trip() -> None:
    e = ev.event("deal", seat=0, card=12, cards=(1, 2), secret=("card",), hidden_from=1)
    assert e.masked(1) == {"kind": "deal", "seat": 0, "card": None, "cards": [1, 2]}
    assert e.masked(0)["card"] == 12 and e["card"] == 12 and e.get("nope", 5) == 5
    assert ev.Event.from_dict(e.to_dict()) == e
    with pytest.raises(BadState):
        ev.Event.from_dict({"kind": "x", "bad": {"a": 1}})
    with pytest.raises(BadState):
        ev.Event.from_dict({"kind": "x"}, kinds=("y",))


# ---- decks ------------------------------------------------------------------------------------

SCHEMA = DeckSchema.make(
    "toy",
    {"RUN": {"yards": integer(5, 30)}, "PASS": {"to": names("field.zones", max_items=2)},
     "FLAG": {"color": choice("red", "yellow"), "note": text(required=False)}},
    lists=("field.zones",),
)
TOY = """game = "toy"
total = 4
[field]
zones = ["L", "R"]

[[card]]
type = "RUN"
yards = 10
count = 2

[[card]]
type = "PASS"
to = ["L", "R"]

[[card]]
type = "FLAG"
color = "red"
"""


def test_a_generic_deck_loads_into_plain_data() -> None:
    deck = parse_deck(TOY, SCHEMA, "toy.toml")
    assert [c.type for c in deck.cards] == ["RUN", "RUN", "PASS", "FLAG"]
    assert deck.cards[0]["yards"] == 10 and deck.cards[2]["to"] == ("L", "R")
    assert deck.cards[3].get("note") is None and deck.names("field.zones") == ("L", "R")
    assert deck.count("RUN") == 2 and deck.ids("PASS") == (2,)
    assert deck.cards[0].line == 6
    assert deck.error(1, "to", "custom").line == 13


@pytest.mark.parametrize("old,new,line,message", [
    ("yards = 10", "yards = 40", 8, "5..30"),
    ('to = ["L", "R"]', 'to = ["L", "M"]', 13, "'M'"),
    ('to = ["L", "R"]', 'to = ["L", "R", "L"]', 13, "twice"),
    ('color = "red"', 'color = "blue"', 17, "red, yellow"),
    ("count = 2", "count = 2\nspeed = 3", 10, "no field 'speed'"),
    ("total = 4", "total = 3", 2, "add up to 4"),
    ('zones = ["L", "R"]', 'zones = ["L", "L"]', 4, "twice"),
    ('type = "FLAG"', 'type = "FLAGG"', 16, "unknown card type"),
    ("yards = 10", "yards = ", 8, "not valid TOML"),
])
def test_deck_errors_name_the_line(old: str, new: str, line: int, message: str) -> None:
    with pytest.raises(DeckError, match=message) as err:
        parse_deck(TOY.replace(old, new), SCHEMA, "toy.toml")
    assert err.value.line == line and str(err.value).startswith(f"toy.toml, line {line}: ")
    assert isinstance(err.value, ValueError)


# ---- ismcts -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Nim:
    """Take 1-3 stones; who takes the last stone wins."""

    stones: int
    to_move: int = 0

    @property
    def current_player(self) -> int | None:
        return None if self.stones == 0 else self.to_move

    @property
    def is_terminal(self) -> bool:
        return self.stones == 0

    @property
    def winner(self) -> int | None:
        return 1 - self.to_move if self.stones == 0 else None

    def legal_actions(self) -> list[int]:
        return [n for n in (1, 2, 3) if n <= self.stones]

    def apply(self, take: int) -> Nim:
        return Nim(self.stones - take, 1 - self.to_move)


@pytest.mark.parametrize("stones,best", [(5, 1), (6, 2), (7, 3), (3, 3), (10, 2)])
def test_ismcts_finds_the_winning_nim_move(stones: int, best: int) -> None:
    state = Nim(stones)
    result = ismcts.search(lambda seed: state, 0, state.legal_actions(), iterations=2000, seed=1)
    assert result.action == best
    assert sum(v for _, v, _ in result.visits) == 2000


def test_ismcts_is_deterministic_and_handles_one_action() -> None:
    state = Nim(9)
    runs = {ismcts.search(lambda s: state, 0, state.legal_actions(), iterations=200, seed=4).visits for _ in range(3)}
    assert len(runs) == 1
    assert ismcts.search(lambda s: Nim(1), 0, [1], iterations=10, seed=0).action == 1
    with pytest.raises(ValueError):
        ismcts.search(lambda s: state, 0, [], iterations=10, seed=0)


def test_ismcts_with_one_tree_per_seat() -> None:
    # Multi-observer mode: the opponent's moves are keyed by what the searcher sees of them
    # (here everything, under a different key): the result must still be the winning move.
    state = Nim(6)
    result = ismcts.search(lambda seed: state, 0, state.legal_actions(), iterations=2000, seed=2,
                           observed_key=lambda action, actor, observer: ("seen", action))
    assert result.action == 2


def test_ismcts_searches_only_the_moves_it_is_given_and_cuts_playouts_off() -> None:
    # A move generator narrows the tree (the root too): with only "take one" offered after the first
    # move, leaving an even number of stones wins (4 after taking 2) and an odd number loses.
    state = Nim(6)
    seen: list[int] = []

    def only_one(s: Nim) -> list[int]:
        seen.append(s.stones)
        return s.legal_actions() if s.stones == 6 else [1]

    result = ismcts.search(lambda seed: state, 0, state.legal_actions(), iterations=300, seed=3, actions=only_one,
                           rollout_plies=0)
    values = {name: mean for name, visits, mean in result.visits}
    assert result.action == 2 and values["2"] > 0.9 and values["1"] < 0.5 and values["3"] < 0.5
    assert set(seen) == {6, 5, 4, 3, 2, 1}
    # A cut-off ends every playout at once: the evaluation decides, not the terminal result.
    calls: list[int] = []

    def evaluate(s: Nim) -> float:
        calls.append(s.stones)
        return 0.5

    def playout(s: Nim, rng: int) -> tuple[int, int]:
        raise AssertionError("a cut-off playout makes no move")

    ismcts.search(lambda seed: Nim(20), 0, [1, 2, 3], iterations=50, seed=5, evaluate=evaluate,
                  rollout_policy=playout, cutoff=lambda s: True)
    assert len(calls) == 50
