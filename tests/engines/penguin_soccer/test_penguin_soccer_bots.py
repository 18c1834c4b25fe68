"""Penguin Soccer computer players: goals, defence, determinism, legality."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engines.penguin_soccer import LEVELS, State, make_bot, new_game


def pos(to_move: int = 0, ball: str = "center", **penguins: Any) -> State:
    d: dict[str, Any] = {"to_move": to_move, "ball": ball, "penguins": {k: None for k in "MPBmpb"}}
    for key, value in penguins.items():
        at, facing = value if isinstance(value, tuple) else (value, "up")
        d["penguins"][key] = {"at": at, "facing": facing}
    return State.from_json(d)


def scoring_moves(s: State, seat: int) -> set[str]:
    """Moves of the side to move that win at once for `seat`."""
    return {str(a) for a in s.legal_actions() if s.apply(a).winner == seat}


GOAL_IN_ONE = [
    # Blue's Mama on e5 can kick NE through f6, g7 into h8; plenty of other kicks and slides
    pos(0, "e5", M="e5", P="c2", B=("b6", "E"), m="h8", p="a7", b=("f3", "N")),
    # Papa two squares out, a Red penguin standing in the goal does not matter
    pos(0, "h6", P="h6", M="d4", m="h8", p=("f6", "S")),
    # Red scores in a1 with its Baby
    pos(1, "b2", b="b2", m="c2", M="d1", P=("a3", "S")),
    # Mama on h5 up the h file; the diagonal kick is intercepted by Red's Papa
    pos(0, "h5", M="h5", p="g6", m="f8", B=("h1", "N")),
]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("index", range(len(GOAL_IN_ONE)))
def test_bots_take_a_goal_in_one(level: str, index: int) -> None:
    s = GOAL_IN_ONE[index]
    goals = scoring_moves(s, s.to_move)
    assert goals and len(goals) < len(s.legal_actions())
    for seed in range(3):
        assert str(make_bot(level, seed).choose(s, s.to_move)) in goals


STOP_GOAL = [
    # Red's Mama on d4 kicks SW into a1 next; Blue's Mama stands on a1 (no help: a ball in the
    # corner scores anyway) and only M>NE to b2 blocks the line
    pos(0, "d4", m="d4", M="a1", P="g2", B=("h5", "W")),
    # Red's Papa on c3 kicks SW through b2; only a tackle on c3 (P>S or B>NE) or a block on b2 stops it
    pos(0, "c3", p="c3", P="c5", M="h4", b="f8"),
    # Blue threatens from f6 (M!NE); Red must block g7 or tackle
    pos(1, "f6", M="f6", p="g5", m=("c8", "E"), b="h6", B="a3"),
]


def _opponent_can_score(s: State) -> bool:
    return bool(scoring_moves(s, s.to_move)) if not s.is_terminal else False


@pytest.mark.parametrize("index", range(len(STOP_GOAL)))
def test_hard_stops_a_goal_in_one(index: int) -> None:
    s = STOP_GOAL[index]
    me = s.to_move
    # the threat is real (passing would lose), and most moves do not answer it
    bare = {k: v for k, v in s.to_json().items() if k in ("ball", "penguins")}
    threat = State.from_json(bare | {"to_move": 1 - me})
    assert scoring_moves(threat, 1 - me)
    stoppers = [a for a in s.legal_actions() if not _opponent_can_score(s.apply(a))]
    assert 0 < len(stoppers) < len(s.legal_actions()) // 2
    for seed in range(3):
        choice = make_bot("hard", seed).choose(s, me)
        assert choice in stoppers
        assert make_bot("normal", seed).choose(s, me) in stoppers


@pytest.mark.parametrize("level", LEVELS)
def test_same_observation_and_seed_give_the_same_choice(level: str) -> None:
    s = new_game(8)
    for n in range(12):
        s = s.apply(s.legal_actions()[(n * 5) % len(s.legal_actions())])
    twin = State.from_json(json.loads(json.dumps(s.to_json())))
    assert twin == s and twin is not s
    a = make_bot(level, 42).choose(s, s.to_move)
    assert make_bot(level, 42).choose(twin, s.to_move) == a
    assert make_bot(level, 42).choose(s, s.to_move) == a


def test_random_bot_picks_legal_moves_and_depends_on_its_seed() -> None:
    s = new_game(3)
    for _ in range(40):
        choices = {make_bot("random", seed).choose(s, s.to_move) for seed in range(6)}
        assert choices <= set(s.legal_actions())
        s = s.apply(sorted(choices)[0])
        if s.is_terminal:
            break
    first = new_game(0, first_player=0)
    assert len({make_bot("random", seed).choose(first, 0) for seed in range(20)}) > 5


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bot_plays_a_whole_game_legally(level: str) -> None:
    s = new_game(11)
    bots = (make_bot(level, 1), make_bot("random", 2))
    while not s.is_terminal and s.ply < 200:
        action = bots[s.to_move].choose(s, s.to_move)
        assert action in s.legal_actions()
        s = s.apply(action)
    assert s.winner == 0  # the seeded game is won by the bot, not the random player


def test_bot_refuses_to_move_out_of_turn_and_bad_levels() -> None:
    s = new_game(0, first_player=0)
    with pytest.raises(ValueError, match="turn"):
        make_bot("hard", 0).choose(s, 1)
    with pytest.raises(ValueError, match="level"):
        make_bot("grandmaster", 0)
