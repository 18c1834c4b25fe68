"""JSON positions, observations and sample_state for Penguin Soccer."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from engines.common.errors import BadState
from engines.penguin_soccer import State, new_game, sample_state


def bare(to_move: int = 0, ball: str = "center", **penguins: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"to_move": to_move, "ball": ball, "penguins": {k: None for k in "MPBmpb"}}
    for key, value in penguins.items():
        at, facing = value if isinstance(value, tuple) else (value, "up")
        d["penguins"][key] = {"at": at, "facing": facing}
    return d


def played(seed: int, plies: int, **options: Any) -> State:
    s = new_game(seed, **options)
    for n in range(plies):
        acts = s.legal_actions()
        if not acts:
            break
        s = s.apply(acts[(n * 13 + seed) % len(acts)])
    return s


def test_bare_three_key_position_is_accepted() -> None:
    s = State.from_json(bare(1, "e4", M="a1", m="e4", p=("c6", "SW")))
    assert s.to_move == 1 and s.holder == (1, "M") and s.level == "penguin_soccer_standard"
    assert s.penguin(1, "P") == ("c6", "SW") and s.penguin(0, "P") is None
    assert s.history == (s.key(),) and s.first_player is None and not s.is_terminal


def test_to_json_has_the_documented_shape() -> None:
    j = played(2, 10).to_json()
    assert {"to_move", "ball", "penguins", "level", "history", "events"} <= set(j)
    assert set(j["penguins"]) == set("MPBmpb")
    for value in j["penguins"].values():
        assert value is None or (set(value) == {"at", "facing"} and value["facing"] in
                                 {"up", "N", "NE", "E", "SE", "S", "SW", "W", "NW"})
    assert json.loads(json.dumps(j)) == j


@pytest.mark.parametrize("seed", range(6))
def test_round_trip_is_exact(seed: int) -> None:
    s = played(seed, 25 + seed * 7)
    j = s.to_json()
    t = State.from_json(json.loads(json.dumps(j)))
    assert t == s and t.to_json() == j and t.events == s.events


def test_round_trip_of_a_finished_game() -> None:
    s = State.from_json(bare(0, "f6", M="f6", m="h8")).apply("M!NE")
    t = State.from_json(s.to_json())
    assert t == s and t.is_terminal and t.winner == 0 and t.reason == "goal"
    # the bare position after the goal is recognised as finished too
    b = State.from_json({k: s.to_json()[k] for k in ("to_move", "ball", "penguins")})
    assert b.is_terminal and b.winner == 0 and b.reason == "goal"


def test_own_goal_position_is_recognised() -> None:
    s = State.from_json(bare(0, "b2", P="b2", m="h8")).apply("P!SW")
    b = State.from_json({k: s.to_json()[k] for k in ("to_move", "ball", "penguins")})
    assert b.winner == 1 and b.reason == "own_goal"


def test_non_standard_board_round_trips_with_its_level() -> None:
    s = played(4, 30, level="penguin_soccer_bigfloe")
    j = s.to_json()
    assert j["level"] == "penguin_soccer_bigfloe"
    assert State.from_json(j) == s
    d = bare(0, "j9", M="j9")
    d["level"] = "penguin_soccer_bigfloe"
    assert State.from_json(d).board.width == 10
    with pytest.raises(BadState, match="square"):
        State.from_json(bare(0, "j9", M="j9"))  # j9 is not on the 8x8 board


REJECTIONS: list[tuple[str, Any, str]] = [
    ("not a dict", ["to_move"], "JSON object"),
    ("missing ball", {"to_move": 0, "penguins": bare()["penguins"]}, "missing ball"),
    ("unknown key", {**bare(), "colour": "blue"}, "unknown keys colour"),
    ("bool to_move", {**bare(), "to_move": True}, "to_move"),
    ("to_move 2", {**bare(), "to_move": 2}, "to_move"),
    ("to_move string", {**bare(), "to_move": "0"}, "to_move"),
    ("ball int", {**bare(), "ball": 5}, "ball"),
    ("ball off board", {**bare(), "ball": "i9"}, "ball"),
    ("ball rank 0", {**bare(), "ball": "a0"}, "ball"),
    ("penguins list", {**bare(), "penguins": []}, "penguins"),
    ("penguin missing", {**bare(), "penguins": {k: None for k in "MPBmp"}}, "exactly the keys"),
    ("penguin extra", {**bare(), "penguins": {**{k: None for k in "MPBmpb"}, "X": None}}, "exactly the keys"),
    ("penguin not a dict", {**bare(), "penguins": {**{k: None for k in "MPBmpb"}, "M": "a1"}}, "penguin M"),
    ("penguin extra field", {**bare(), "penguins": {**{k: None for k in "MPBmpb"},
                                                    "M": {"at": "a1", "facing": "up", "ball": True}}}, "penguin M"),
    ("unknown square", bare(M="z1"), "penguin M's square"),
    ("square upper case", bare(M="A1"), "penguin M's square"),
    ("bad facing", bare(M=("a1", "north")), "facing"),
    ("facing upper UP", bare(M=("a1", "UP")), "facing"),
    ("facing lower", bare(M=("a1", "n")), "facing"),
    ("two on one square", bare(M="c3", p="c3"), "both on c3"),
    ("holder lying", bare(0, "c3", M=("c3", "N")), "not standing"),
    ("Blue in h8", bare(M="h8"), "opponent's corner"),
    ("Red in a1", bare(b="a1"), "opponent's corner"),
    ("on centre with centre ball", bare(0, "center", B="e5"), "centre"),
    ("wrong game", {**bare(), "game": "goal"}, "game"),
    ("unknown level", {**bare(), "level": "no_such_level"}, "level"),
    ("bad options", {**bare(), "options": {"clock": 15}}, "options"),
    ("bad option value", {**bare(), "options": {"repetition_draw": 1}}, "repetition_draw"),
    ("negative ply", {**bare(), "ply": -1}, "ply"),
    ("bad first player", {**bare(), "first_player": 3}, "first_player"),
    ("bad rng", {**bare(), "rng": -5}, "rng"),
    ("history not a list", {**bare(), "history": "x"}, "history"),
    ("history bad entry", {**bare(), "history": [[0, 1]]}, "history"),
    ("history wrong end", {**bare(), "history": [[1, -1] + [-1] * 6 + [8] * 6]}, "end with the current"),
    ("bad event", {**bare(), "events": [{"no": "kind"}]}, "kind"),
    ("unknown event", {**bare(), "events": [{"kind": "teleport"}]}, "unknown event"),
    ("claimed result", {**bare(), "result": "goal", "winner": 0}, "does not follow"),
    ("claimed winner", {**bare(0, "h8"), "winner": 1}, "does not follow"),
]


@pytest.mark.parametrize(("label", "data", "message"), REJECTIONS, ids=[r[0] for r in REJECTIONS])
def test_impossible_positions_are_rejected(label: str, data: Any, message: str) -> None:
    with pytest.raises(BadState, match=message) as info:
        State.from_json(data)
    assert isinstance(info.value, ValueError)


def test_from_json_does_not_modify_its_input() -> None:
    j = played(3, 12).to_json()
    before = copy.deepcopy(j)
    State.from_json(j)
    assert j == before


def test_repetition_result_follows_from_history() -> None:
    s = State.from_json(bare(0, "center", M="b2", m="g7"))
    for text in ["M>N/N", "M>S/S", "M^", "M^", "M>S/S", "M>N/N", "M^", "M^"] * 2:
        s = s.apply(text)
    assert s.reason == "repetition"
    j = s.to_json()
    assert State.from_json(j) == s
    j2 = dict(j)
    del j2["result"], j2["reason"], j2["winner"]
    assert State.from_json(j2).reason == "repetition"


def test_observation_is_the_full_position_and_json_able() -> None:
    s = played(6, 20)
    for player in (0, 1):
        obs = s.observation(player)
        assert obs["player"] == player
        assert {k: v for k, v in obs.items() if k != "player"} == s.to_json()
        assert json.loads(json.dumps(obs)) == obs
    with pytest.raises(ValueError):
        s.observation(2)


def test_sample_state_rebuilds_the_same_state() -> None:
    for seed in range(4):
        s = played(seed, 15 + seed)
        for player in (0, 1):
            assert sample_state(s.observation(player), player, seed=99) == s
    with pytest.raises(ValueError):
        sample_state(s.observation(0), 1, 0)
    with pytest.raises(ValueError):
        sample_state(s.observation(0), 2, 0)
