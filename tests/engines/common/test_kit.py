"""The engine kit's small helpers: zones, JSON validation, option parsing, bot dispatch, observation hash."""

from __future__ import annotations

from typing import Any

import pytest

import engines
from engines.common import jsonval
from engines.common import zones as kit
from engines.common.bots import dispatch, observation_hash
from engines.common.errors import BadState
from engines.common.zones import EVERYONE, NOBODY, OWNER, PER_CARD, Zone

TABLE = [
    Zone("hand 0", (0, 1), 0, OWNER, "hands", 0),
    Zone("hand 1", (2,), 1, OWNER, "hands", 1),
    Zone("deck 1", (3, 4), 1, NOBODY, "decks", 1),  # a player's own deck: owned, hidden from its owner too
    Zone("deck 0", (5,), 0, NOBODY, "decks", 0),
    Zone("discard", (6, 7), None, PER_CARD, private=((7, 1),)),
    Zone("table", (8,), None, EVERYONE),
]


def test_zones_observe_hide_and_count_by_visibility() -> None:
    obs: dict[str, object] = {"hands": [None, None], "decks": [None, None]}
    kit.observe(obs, TABLE, 0)
    assert obs == {"hands": [[0, 1], {"count": 1}], "decks": [{"count": 1}, {"count": 2}],
                   "discard": [6, None], "table": [8]}
    spectator: dict[str, object] = {"hands": [None, None], "decks": [None, None]}
    kit.observe(spectator, TABLE, kit.SPECTATOR)
    assert spectator["hands"] == [{"count": 2}, {"count": 1}] and spectator["discard"] == [6, None]
    assert kit.hidden_cards(TABLE, 0) == (2, 3, 4, 5, 7)
    assert kit.hidden_cards(TABLE, 1) == (0, 1, 3, 4, 5)
    assert kit.card_count(TABLE) == 9
    assert kit.shown_cards(obs, TABLE) == (0, 1, 6, 8)
    kit.check(9, TABLE)
    with pytest.raises(BadState, match="in no zone"):
        kit.check(10, TABLE)
    with pytest.raises(BadState, match="both"):
        kit.check(9, [*TABLE, Zone("extra", (8,))])


def test_redeal_fills_exactly_the_unseen_cards_with_sizes_and_constraints_kept() -> None:
    obs: dict[str, object] = {"hands": [None, None], "decks": [None, None]}
    kit.observe(obs, TABLE, 0)
    slots = kit.read_slots(obs, TABLE, 9, 0)
    assert slots["hand 1"] == (None,) and slots["discard"] == (6, None)
    high = [Zone(z.name, z.cards, z.owner, z.visibility, z.key, z.index, allowed=(lambda c: c >= 5)
                 if z.name == "hand 1" else None, private=z.private) for z in TABLE]
    for seed in range(30):
        dealt, filled, _ = kit.redeal(slots, high, 9, seed)
        assert sorted(c for cards in dealt.values() for c in cards) == list(range(9))
        assert dealt["hand 0"] == (0, 1) and len(dealt["deck 1"]) == 2 and dealt["hand 1"][0] >= 5
        assert filled["discard"] == dealt["discard"][1:]
    with pytest.raises(BadState, match="no way"):
        kit.redeal(slots, TABLE, 9, 1, accept=lambda cards: False)
    with pytest.raises(BadState, match="count"):
        kit.read_slots({**obs, "hands": [[0, 1], [2]]}, TABLE, 9, 0)  # a hidden hand shown: a leak


def test_redeal_by_pool_keeps_every_card_in_its_owners_piles() -> None:
    # G.O.A.L.-like: each seat owns cards 0-4 / 5-9 (hand and deck), goal cards 10-13 in a shared deck.
    owner = [0] * 5 + [1] * 5 + [2] * 4
    zones = [Zone("hand 0", (0, 1), 0, OWNER, "hands", 0, pool=0), Zone("hand 1", (5, 6), 1, OWNER, "hands", 1, pool=1),
             Zone("deck 0", (2, 3), 0, NOBODY, "decks", 0, pool=0), Zone("deck 1", (7, 8, 9), 1, NOBODY, "decks", 1, pool=1),
             Zone("goal deck", (10, 11), None, NOBODY, "goal_deck", pool=2), Zone("table", (4, 12, 13), None, EVERYONE)]
    obs: dict[str, object] = {"hands": [None, None], "decks": [None, None]}
    kit.observe(obs, zones, 0)
    slots = kit.read_slots(obs, zones, 14, 0)
    decks = set()
    for seed in range(40):
        dealt, _, _ = kit.redeal(slots, zones, 14, seed, pool_of=owner.__getitem__)
        assert dealt["hand 0"] == (0, 1) and dealt["table"] == (4, 12, 13)
        assert sorted(dealt["hand 1"] + dealt["deck 1"]) == [5, 6, 7, 8, 9]
        assert sorted(dealt["deck 0"]) == [2, 3] and sorted(dealt["goal deck"]) == [10, 11]
        decks.add(dealt["deck 0"])
    assert decks == {(2, 3), (3, 2)}  # a player's own deck is re-dealt too: its order is unseen
    with pytest.raises(BadState, match="hides 5 cards in hands\\[1\\], decks\\[1\\] but 6 unseen"):
        kit.redeal(slots, zones, 14, 1, pool_of=lambda c: 1 if c == 10 else owner[c])


def test_json_and_option_helpers_name_the_field() -> None:
    assert jsonval.integer(3, "x", 0, 5) == 3
    for bad in (True, "3", 6, -1, None):
        with pytest.raises(BadState, match="x must be an int in \\[0, 5\\]"):
            jsonval.integer(bad, "x", 0, 5)
    assert jsonval.int_list([1, 2], "ids", 0, 9) == (1, 2)
    with pytest.raises(BadState, match="an item of ids"):
        jsonval.int_list([1, 20], "ids", 0, 9)
    with pytest.raises(BadState, match="phase must be one of play, over"):
        jsonval.choice("nap", "phase", ("play", "over"))
    with pytest.raises(BadState, match="unknown keys zz"):
        jsonval.keys({"a": 1, "zz": 2}, {"a"}, {"a"}, "state")
    with pytest.raises(BadState, match="missing b"):
        jsonval.keys({"a": 1}, {"a", "b"}, {"a", "b"}, "state")
    options = {"n": 4, "flag": False, "who": 1}
    assert jsonval.option_int(options, "n", 3, 0, 9) == 4 and jsonval.option_bool(options, "flag", True) is False
    assert jsonval.option_seat(options, "who") == 1 and options == {}
    with pytest.raises(TypeError, match="unknown option\\(s\\) for game: a, b"):
        jsonval.no_more_options({"b": 1, "a": 2}, "game")
    with pytest.raises(ValueError, match="flag must be True or False"):
        jsonval.option_bool({"flag": 1}, "flag", True)


def test_bot_dispatch_and_observation_hash() -> None:
    assert dispatch({"easy": lambda s: ("easy", s)}, "easy", 4) == ("easy", 4)
    with pytest.raises(ValueError, match="bot level must be one of easy"):
        dispatch({"easy": lambda s: s}, "hard", 4)
    with pytest.raises(ValueError, match="bot seed must be an int"):
        dispatch({"easy": lambda s: s}, "easy", True)  # type: ignore[arg-type]
    assert observation_hash({"a": 1, "b": [1, 2]}) == observation_hash({"b": [1, 2], "a": 1})
    assert observation_hash({"a": 1}) != observation_hash({"a": 2})
    assert observation_hash({"a": 1}) == 0x1f8c00645b7df6ce  # pinned: bots' seeded choices depend on it


def test_spectator_observation_hides_both_hands() -> None:
    state = engines.GAMES["jukem_soccer"].new_game(7)
    public = state.public_observation()
    assert public["player"] is None
    assert public["hands"] == [{"count": 5}, {"count": 5}] and public["draw_pile"] == {"count": 46}
    assert {k for k in public} == {k for k in state.observation(0)}


# ---- fields: a State's JSON declared once -------------------------------------------------------


def test_fields_write_and_read_follow_from_one_table() -> None:
    from dataclasses import dataclass

    from engines.common.fields import FULL_ONLY, SEATS_ONLY, Field, Fields
    from engines.common.jsonval import integer

    @dataclass(frozen=True)
    class Toy:
        n: int
        cap: int
        seed: int
        total: int

    def ints(low: int, high: int | None = None) -> Any:
        return lambda value, name, decoded: integer(value, name, low, high)

    def finish(decoded: dict[str, Any]) -> None:
        decoded["total"] = decoded["n"] * 2

    table: Fields[Toy] = Fields([
        Field("game", const="toy"),
        Field("n", "n", ints(0, 9)),
        Field("options", default={}, sub=Fields([Field("cap", "cap", ints(1, 99), default=40, omit_default=True)])),
        Field("total", "total", derived=True),
        Field("player", show=lambda s, viewer: viewer, seen_by=SEATS_ONLY),
        Field("seed", "seed", ints(0), default=0, seen_by=FULL_ONLY),
        Field("double", show=lambda s, viewer: s.n * 2),
    ], what="toy", finish=finish)
    toy = Toy(3, 40, 7, 6)
    assert list(table.write(toy).items()) == [("game", "toy"), ("n", 3), ("options", {}), ("total", 6), ("seed", 7),
                                               ("double", 6)]
    assert list(table.write(Toy(3, 5, 7, 6), 1)) == ["game", "n", "options", "total", "player", "double"]
    assert table.write(Toy(3, 5, 7, 6))["options"] == {"cap": 5}  # written only when not the default
    assert Toy(**table.read(table.write(toy))) == toy
    assert table.read({"game": "toy", "n": 2}) == {"n": 2, "cap": 40, "seed": 0, "total": 4}
    for bad, message in [([], "a toy must be a JSON object"), ({"n": 1}, "toy is missing game"),
                         ({"game": "toy", "n": 1, "player": 0}, "unknown keys player"),
                         ({"game": "chess", "n": 1}, "toy is for game 'chess', not 'toy'"),
                         ({"game": "toy", "n": -1}, "n must be an int in"),
                         ({"game": "toy", "n": 1, "options": {"cap": 0}}, "options.cap must be an int in \\[1, 99\\]"),
                         ({"game": "toy", "n": 1, "options": {"x": 1}}, "options must be an object with keys among cap"),
                         ({"game": "toy", "n": 1, "total": 3}, "total 3 does not follow from the toy \\(expected 2\\)")]:
        with pytest.raises(BadState, match=message):
            table.read(bad)
