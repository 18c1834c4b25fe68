"""Rule-by-rule tests of the Penguin Soccer engine with hand-built positions.

Positions are written as JSON (upper case Blue = seat 0, lower case Red);
`pos(...)` takes penguin=square (standing) or penguin=(square, facing).
"""

from __future__ import annotations

from typing import Any

import pytest

import engines
from engines.common.errors import IllegalAction
from engines.penguin_soccer import GAME_ID, TITLE, Action, State, new_game


def pos(to_move: int = 0, ball: str = "center", level: str | None = None, **penguins: Any) -> State:
    d: dict[str, Any] = {"to_move": to_move, "ball": ball, "penguins": {k: None for k in "MPBmpb"}}
    for key, value in penguins.items():
        at, facing = value if isinstance(value, tuple) else (value, "up")
        d["penguins"][key] = {"at": at, "facing": facing}
    if level:
        d["level"] = level
    return State.from_json(d)


def where(state: State, key: str) -> Any:
    """The JSON entry of one penguin ('M'..'b')."""
    return state.to_json()["penguins"][key]


def moves(state: State) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def kinds(state: State) -> list[str]:
    return [e.kind for e in state.events]


# ---- registry and setup ------------------------------------------------------------


def test_registered_in_games_registry() -> None:
    assert engines.GAMES["penguin_soccer"].GAME_ID == GAME_ID == "penguin_soccer"
    assert TITLE == "Penguin Soccer"


def test_new_game_everyone_swims_and_ball_at_centre() -> None:
    s = new_game(3)
    j = s.to_json()
    assert j["ball"] == "center"
    assert all(v is None for v in j["penguins"].values())
    assert s.current_player == s.to_move == s.first_player
    assert not s.is_terminal and s.winner is None and s.scores == (0, 0)


def test_coin_toss_is_seeded_recorded_and_announced() -> None:
    firsts = {new_game(seed).first_player for seed in range(20)}
    assert firsts == {0, 1}
    for seed in range(5):
        a, b = new_game(seed), new_game(seed)
        assert a == b
        (toss,) = a.events
        assert toss.kind == "coin_toss" and toss["seat"] == a.first_player and toss["by_coin"] is True
        assert "penguin impression" in str(toss["text"])
        assert a.to_json()["first_player"] == a.first_player


def test_first_player_option_skips_the_coin() -> None:
    for seat in (0, 1):
        s = new_game(0, first_player=seat)
        assert s.to_move == seat and s.events[0]["by_coin"] is False


def test_bad_options_rejected() -> None:
    with pytest.raises(TypeError):
        new_game(0, colour="blue")
    with pytest.raises(ValueError):
        new_game(0, first_player=2)
    with pytest.raises(ValueError):
        new_game(0, repetition_draw="yes")


# ---- entering from the sea -----------------------------------------------------------


def test_initial_moves_enter_through_home_corner_with_spins() -> None:
    s = new_game(0, first_player=0)
    acts = [str(a) for a in s.legal_actions()]
    assert len(acts) == 45
    assert sum(a.startswith("M") for a in acts) == 9   # 3 directions x 3 facings
    assert sum(a.startswith("P") for a in acts) == 15  # 3 x 5
    assert sum(a.startswith("B") for a in acts) == 21  # 3 x 7
    assert {a.split("/")[0] for a in acts} == {f"{p}>{d}" for p in "MPB" for d in ("N", "NE", "E")}
    assert where(s.apply("M>N/NE"), "M") == {"at": "a1", "facing": "NE"}
    assert where(s.apply("P>N/N"), "P") == {"at": "a2", "facing": "N"}
    assert where(s.apply("P>E/N"), "P") == {"at": "b1", "facing": "N"}
    assert where(s.apply("B>NE/SE"), "B") == {"at": "c3", "facing": "SE"}
    assert where(s.apply("B>E/NW"), "B") == {"at": "c1", "facing": "NW"}


def test_red_enters_through_h8() -> None:
    s = new_game(0, first_player=1)
    assert {a.split("/")[0] for a in moves(s)} == {f"{p}>{d}" for p in "MPB" for d in ("S", "SW", "W")}
    assert where(s.apply("M>SW/S"), "m") == {"at": "h8", "facing": "S"}
    assert where(s.apply("P>SW/SW"), "p") == {"at": "g7", "facing": "SW"}
    assert where(s.apply("B>W/N"), "b") == {"at": "f8", "facing": "N"}


def test_entering_in_a_direction_not_away_from_home_is_illegal() -> None:
    s = new_game(0, first_player=0)
    with pytest.raises(IllegalAction, match="enter through a1"):
        s.apply("M>S/S")


def test_entry_events_start_from_the_sea() -> None:
    s = new_game(0, first_player=0).apply("B>N/NE")
    steps = [e for e in s.events if e.kind == "slide_step"]
    assert [(e["from"], e["to"]) for e in steps] == [("sea", "a1"), ("a1", "a2"), ("a2", "a3")]
    stop = s.events[-1]
    assert stop.kind == "slide_stop" and stop["facing"] == "NE" and stop["spin"] == 45 and stop["stop"] == "full"


def test_penguin_on_home_corner_blocks_teammates_entering() -> None:
    s = pos(0, M="a1", m="h5")
    assert not any(m.startswith(("P", "B")) for m in moves(s))
    with pytest.raises(IllegalAction, match="bump into"):
        s.apply("P>N/N")
    assert any(m.startswith("P") for m in moves(pos(0, M="a2", m="h5")))


def test_entering_onto_a_loose_ball_stops_and_holds() -> None:
    s = pos(0, "a2", m="h5")
    t = s.apply("B>N")
    assert where(t, "B") == {"at": "a2", "facing": "up"} and t.ball == s.board.square("a2")
    assert "B>N/N" not in moves(s)


def test_entering_can_tackle() -> None:
    s = pos(0, "b2", m="b2")
    t = s.apply("P>NE")
    assert where(t, "P") == {"at": "b2", "facing": "up"}
    assert where(t, "m") == {"at": "c3", "facing": "NE"}
    assert t.holder == (0, "P")


# ---- standing ------------------------------------------------------------------------


def test_lying_penguin_can_stand() -> None:
    s = pos(0, "h4", B=("c3", "E"), m="h4")
    t = s.apply("B^")
    assert where(t, "B") == {"at": "c3", "facing": "up"}
    assert kinds(t) == ["stand"] and t.events[0]["was_facing"] == "E"


def test_standing_or_swimming_penguin_cannot_stand() -> None:
    s = pos(0, "h4", B="c3", m="h4")
    assert "B^" not in moves(s) and "M^" not in moves(s)
    with pytest.raises(IllegalAction, match="already standing"):
        s.apply("B^")
    with pytest.raises(IllegalAction, match="in the sea"):
        s.apply("M^")


# ---- sliding --------------------------------------------------------------------------


@pytest.mark.parametrize(("piece", "end"), [("M", "c4"), ("P", "c5"), ("B", "c6")])
def test_slide_distance_is_exact(piece: str, end: str) -> None:
    s = pos(0, "h4", **{piece: "c3"}, m="h4")
    t = s.apply(f"{piece}>N/N")
    assert where(t, piece) == {"at": end, "facing": "N"}


def test_standing_penguin_slides_in_all_eight_directions() -> None:
    s = pos(0, "h1", P="d3", m="h1")
    dirs = {m.split("/")[0] for m in moves(s) if m.startswith("P>")}
    assert dirs == {f"P>{d}" for d in ("N", "NE", "E", "SE", "S", "SW", "W", "NW")}


def test_lying_penguin_slides_only_along_its_facing() -> None:
    s = pos(0, "h4", B=("b2", "E"), m="h4")
    assert {m.split("/")[0] for m in moves(s) if m.startswith("B")} == {"B^", "B>E"}
    with pytest.raises(IllegalAction, match="only slide E"):
        s.apply("B>N/N")


@pytest.mark.parametrize(("piece", "facings"), [
    ("M", {"NW", "N", "NE"}),
    ("P", {"W", "NW", "N", "NE", "E"}),
    ("B", {"SW", "W", "NW", "N", "NE", "E", "SE"}),
])
def test_spin_limits(piece: str, facings: set[str]) -> None:
    s = pos(0, "h1", **{piece: "d2"}, m="h1")
    got = {m.split("/")[1] for m in moves(s) if m.startswith(f"{piece}>N/")}
    assert got == facings
    for f in {"N", "NE", "E", "SE", "S", "SW", "W", "NW"} - facings:
        with pytest.raises(IllegalAction, match="spin"):
            s.apply(f"{piece}>N/{f}")


def test_spin_is_reported_in_degrees() -> None:
    s = pos(0, "h1", B="d2", m="h1")
    assert s.apply("B>N/SE").events[-1]["spin"] == 135
    assert s.apply("B>N/W").events[-1]["spin"] == -90
    assert s.apply("B>N/N").events[-1]["spin"] == 0


def test_slide_off_the_board_is_illegal() -> None:
    s = pos(0, "h5", P="b2", B="c6", m="h5")
    assert not any(m.startswith(("P>S", "P>W")) for m in moves(s))
    with pytest.raises(IllegalAction, match="off the board"):
        s.apply("P>S/S")
    with pytest.raises(IllegalAction, match="off the board"):
        s.apply("B>N/N")  # c7, c8, then off


def test_slide_into_any_other_penguin_is_illegal() -> None:
    # own penguin in the path, opposing penguin without the ball at the end
    s = pos(0, "h1", B="c2", M="c3", p=("f2", "N"), m="h1")
    assert not any(m.split("/")[0] in ("B>N", "B>E") for m in moves(s))
    with pytest.raises(IllegalAction, match="bump into Blue's Mama"):
        s.apply("B>N/N")
    with pytest.raises(IllegalAction, match="bump into Red's Papa"):
        s.apply("B>E/E")


def test_no_penguin_may_enter_its_opponents_corner() -> None:
    for piece, start in (("B", "e5"), ("P", "f6"), ("M", "g7")):
        s = pos(0, "a5", **{piece: start}, m="a5")
        assert not any(m.startswith(f"{piece}>NE") for m in moves(s))
        with pytest.raises(IllegalAction, match="h8, its opponent's corner"):
            s.apply(f"{piece}>NE/NE")
    # entering the corner part way is just as illegal as ending there
    s = pos(0, "a5", B="f6", m="a5")
    assert not any(m.startswith("B>NE") for m in moves(s))
    r = pos(1, "h5", b="d4", M="h5")
    with pytest.raises(IllegalAction, match="a1, its opponent's corner"):
        r.apply("B>SW/SW")


def test_penguin_may_slide_into_its_own_home_corner() -> None:
    s = pos(0, "h5", M="b2", m="h5")
    assert where(s.apply("M>SW/S"), "M") == {"at": "a1", "facing": "S"}


# ---- the ball at the centre -----------------------------------------------------------


def test_slide_stops_on_first_centre_square_and_takes_the_ball() -> None:
    s = pos(0, "center", B="c4", m="h1")
    t = s.apply("B>E")
    assert where(t, "B") == {"at": "d4", "facing": "up"} and t.ball == s.board.square("d4")
    assert [e["to"] for e in t.events if e.kind == "slide_step"] == ["d4"]
    poss = t.events[-1]
    assert poss.kind == "possession" and poss["how"] == "centre" and poss["at"] == "d4"
    assert not any(m.startswith("B>E/") for m in moves(s))
    with pytest.raises(IllegalAction, match="without a facing"):
        s.apply("B>E/E")


def test_each_centre_square_takes_the_ball() -> None:
    for start, move, square in (("c3", "P>NE", "d4"), ("f3", "P>NW", "e4"), ("c6", "M>SE", "d5"), ("f6", "M>SW", "e5")):
        piece = move[0]
        t = pos(0, "center", **{piece: start}, m="a8").apply(move)
        assert where(t, piece) == {"at": square, "facing": "up"}


def test_centre_squares_are_ordinary_once_the_ball_left() -> None:
    s = pos(0, "h2", B="c4", m="h2")
    assert where(s.apply("B>E/E"), "B") == {"at": "f4", "facing": "E"}


def test_entering_onto_centre_square_takes_the_ball_on_a_small_board(tmp_path: Any) -> None:
    # On a 4x4 board Baby's entry along the diagonal meets the centre at b2.
    path = tmp_path / "tiny.tmx"
    path.write_text(_tiny_tmx())
    s = new_game(0, level=str(path), first_player=0)
    t = s.apply("B>NE")
    assert where(t, "B") == {"at": "b2", "facing": "up"}
    assert t.events[-1]["how"] == "centre"


def _tiny_tmx() -> str:
    return """<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="4"
     tilewidth="64" tileheight="64" infinite="0" nextlayerid="2" nextobjectid="4">
 <properties><property name="game" value="penguin_soccer"/></properties>
 <objectgroup id="1" name="anchors">
  <object id="1" name="blue_home" x="0" y="192" width="64" height="64"/>
  <object id="2" name="red_home" x="192" y="0" width="64" height="64"/>
  <object id="3" name="center" x="64" y="64" width="128" height="128"/>
 </objectgroup>
</map>
"""


# ---- loose ball -------------------------------------------------------------------------


def test_slide_crossing_a_loose_ball_stops_on_it() -> None:
    s = pos(0, "b3", B="a3", m="h8")
    t = s.apply("B>E")
    assert where(t, "B") == {"at": "b3", "facing": "up"}
    assert t.holder == (0, "B")
    assert [e["to"] for e in t.events if e.kind == "slide_step"] == ["b3"]
    assert t.events[-1]["how"] == "pickup"


def test_ball_stops_a_slide_before_the_edge() -> None:
    s = pos(1, "a8", b="a7", M="c3")
    t = s.apply("B>N")  # one square, then the ball stops the Baby before it would leave the board
    assert where(t, "b") == {"at": "a8", "facing": "up"} and t.holder == (1, "B")
    assert "B>N" in moves(s)
    # without the ball there, the same slide runs off the board
    bare = pos(1, "e4", b="a7", M="e4")
    assert not any(m.startswith("B>N/") or m == "B>N" for m in moves(bare))
    with pytest.raises(IllegalAction, match="off the board"):
        bare.apply("B>N/N")


def test_tackle_next_to_the_edge() -> None:
    s = pos(0, "a2", P="b2", m="a2")
    t = s.apply("P>W")  # one square into the holder; the push sends Red's Mama into the sea
    assert where(t, "P") == {"at": "a2", "facing": "up"} and where(t, "m") is None


def test_slide_ending_on_the_ball_stands() -> None:
    s = pos(0, "d6", P=("d4", "N"), m="h8")
    t = s.apply("P>N")
    assert where(t, "P") == {"at": "d6", "facing": "up"}


# ---- holding and kicking -------------------------------------------------------------------


def test_holder_cannot_slide_only_kick() -> None:
    s = pos(0, "d3", P="d3", m="h8")
    assert {m for m in moves(s) if m.startswith("P")} == {f"P!{d}" for d in ("N", "NE", "E", "SE", "S", "SW", "W", "NW")}
    with pytest.raises(IllegalAction, match="holds the ball"):
        s.apply("P>N/N")


def test_non_holder_cannot_kick() -> None:
    s = pos(0, "d3", P="d3", M="a5", m="h8")
    with pytest.raises(IllegalAction, match="does not hold the ball"):
        s.apply("M!N")


@pytest.mark.parametrize(("piece", "end"), [("M", "c6"), ("P", "c5"), ("B", "c4")])
def test_kick_distance_and_kicker_lies_facing_the_kick(piece: str, end: str) -> None:
    s = pos(0, "c3", **{piece: "c3"}, m="h8")
    t = s.apply(f"{piece}!N")
    assert t.ball == s.board.square(end) and t.holder is None
    assert where(t, piece) == {"at": "c3", "facing": "N"}
    steps = [(e["from"], e["to"]) for e in t.events if e.kind == "ball_step"]
    assert steps[0][0] == "c3" and steps[-1][1] == end
    assert t.events[-1].kind == "ball_stop" and t.events[-1]["reason"] == "distance"


def test_kicked_ball_stops_at_the_edge() -> None:
    s = pos(0, "b5", M="b5", m="h8")
    t = s.apply("M!W")
    assert t.ball == s.board.square("a5")
    assert t.events[-1]["reason"] == "edge"


def test_kick_that_cannot_move_the_ball_is_illegal() -> None:
    s = pos(0, "a5", M="a5", m="h8")
    assert not any(m.startswith(("M!W", "M!NW", "M!SW")) for m in moves(s))
    with pytest.raises(IllegalAction, match="cannot move it"):
        s.apply("M!W")


def test_kick_stops_at_a_teammate_who_stands_and_holds() -> None:
    s = pos(0, "c3", M="c3", B=("c4", "S"), m="h8")
    t = s.apply("M!N")
    assert t.ball == s.board.square("c4")
    assert where(t, "B") == {"at": "c4", "facing": "up"}
    poss = t.events[-1]
    assert poss["how"] == "pass" and poss["stood"] is True and poss["from_piece"] == "M"


def test_kick_stopped_by_an_opponent_is_an_interception() -> None:
    s = pos(0, "c3", M="c3", p=("c5", "W"), m="h8")
    t = s.apply("M!N")
    assert t.ball == s.board.square("c5") and t.holder == (1, "P")
    assert where(t, "p") == {"at": "c5", "facing": "up"}
    assert t.events[-1]["how"] == "interception"


def test_kick_into_opponents_corner_scores_even_with_a_penguin_there() -> None:
    s = pos(0, "f6", M="f6", m="h8")
    t = s.apply("M!NE")
    assert t.is_terminal and t.winner == 0 and t.scores == (1, 0) and t.current_player is None
    goal = t.events[-1]
    assert goal.kind == "goal" and goal["scorer"] == 0 and goal["own_goal"] is False and goal["corner"] == "h8"
    assert t.reason == "goal" and t.legal_actions() == []


def test_goal_counts_before_reaching_full_distance() -> None:
    s = pos(0, "g7", M="g7", m="a8")
    t = s.apply("M!NE")
    assert t.winner == 0 and len([e for e in t.events if e.kind == "ball_step"]) == 1


def test_own_goal_counts_for_the_opponent() -> None:
    s = pos(0, "b2", P="b2", M="a1", m="h8")
    t = s.apply("P!SW")
    assert t.winner == 1 and t.scores == (0, 1) and t.reason == "own_goal"
    assert t.events[-1]["own_goal"] is True and t.events[-1]["scorer"] == 1


def test_red_scores_in_a1() -> None:
    s = pos(1, "c3", p="c3", M="e5")
    t = s.apply("P!SW")
    assert t.winner == 1 and t.reason == "goal"


def test_no_moves_after_the_goal() -> None:
    t = pos(0, "f6", M="f6", m="h8").apply("M!NE")
    with pytest.raises(IllegalAction, match="game is over"):
        t.apply("P>N/N")


# ---- tackles and push chains ------------------------------------------------------------------


def test_tackle_takes_the_ball_and_knocks_the_holder_over() -> None:
    s = pos(0, "c4", P="c2", m="c4")
    t = s.apply("P>N")
    assert where(t, "P") == {"at": "c4", "facing": "up"} and t.holder == (0, "P")
    assert where(t, "m") == {"at": "c5", "facing": "N"}
    (push,) = [e for e in t.events if e.kind == "push"]
    assert push["fell"] is True and push["from"] == "c4" and push["to"] == "c5"
    assert t.events[-1]["how"] == "tackle" and t.events[-1]["from_seat"] == 1
    assert "P>N/N" not in moves(s)


def test_tackle_stops_the_slide_early() -> None:
    s = pos(0, "c2", B="c1", m="c2")
    t = s.apply("B>N")
    assert where(t, "B") == {"at": "c2", "facing": "up"} and where(t, "m") == {"at": "c3", "facing": "N"}


def test_push_chain_falls_and_turns() -> None:
    s = pos(0, "d4", P="b2", m="d4", B="e5", b=("f6", "S"))
    t = s.apply("P>NE")
    assert where(t, "P") == {"at": "d4", "facing": "up"}
    assert where(t, "m") == {"at": "e5", "facing": "NE"}
    assert where(t, "B") == {"at": "f6", "facing": "NE"}
    assert where(t, "b") == {"at": "g7", "facing": "NE"}
    links = [e for e in t.events if e.kind == "push"]
    assert [(e["piece"], e["seat"], e["from"], e["to"], e["fell"], e["turned"], e["link"]) for e in links] == [
        ("M", 1, "d4", "e5", True, False, 0),
        ("B", 0, "e5", "f6", True, False, 1),
        ("B", 1, "f6", "g7", False, True, 2),
    ]


def test_push_off_the_board_sends_the_penguin_back_to_sea() -> None:
    s = pos(0, "a4", P="c4", m="a4", b=("a3", "N"))
    t = s.apply("P>W")
    assert where(t, "m") is None and where(t, "P") == {"at": "a4", "facing": "up"}
    (push,) = [e for e in t.events if e.kind == "push"]
    assert push["to"] == "sea" and push["sea"] is True and push["facing"] == "up"
    # back in the sea it may re-enter later
    u = t.apply("B^").apply("P!E")
    assert u.to_move == 1 and {"M>S/S", "M>W/W", "M>SW/SW"} <= moves(u)


def test_push_chain_off_the_board_at_the_end() -> None:
    s = pos(0, "b4", P="d4", m="b4", M=("a4", "E"))
    t = s.apply("P>W")
    assert where(t, "m") == {"at": "a4", "facing": "W"} and where(t, "M") is None


def test_tackle_pushing_a_penguin_into_its_opponents_corner_is_illegal() -> None:
    s = pos(0, "b2", P="d4", m="b2")
    assert "P>SW" not in moves(s)
    with pytest.raises(IllegalAction, match="push Red's Mama into a1"):
        s.apply("P>SW")
    # the chain's own penguin into h8 is illegal too
    s2 = pos(0, "f6", P="d4", m="f6", B="g7")
    with pytest.raises(IllegalAction, match="push Blue's Baby into h8"):
        s2.apply("P>NE")


def test_pushing_a_penguin_into_its_own_corner_is_fine() -> None:
    s = pos(0, "g7", P="e5", m="g7")
    t = s.apply("P>NE")
    assert where(t, "m") == {"at": "h8", "facing": "NE"}


def test_cannot_tackle_a_teammate() -> None:
    s = pos(0, "c4", P="c2", M="c4", m="h8")
    assert not any(m.split("/")[0] == "P>N" for m in moves(s))


def test_lying_penguin_can_tackle_along_its_facing() -> None:
    s = pos(0, "e4", B=("b4", "E"), m="e4")
    assert "B>E" in moves(s)


# ---- ending the game ---------------------------------------------------------------------------


def _shuffle_moves() -> list[str]:
    # Blue's Mama b2 -> b3 -> up -> b2 -> up, Red's g7 -> g6 -> up -> g7 -> up: 8 plies, same position
    return ["M>N/N", "M>S/S", "M^", "M^", "M>S/S", "M>N/N", "M^", "M^"]


def test_threefold_repetition_is_a_draw() -> None:
    s = pos(0, "center", M="b2", m="g7")
    for n in range(16):
        assert not s.is_terminal
        s = s.apply(_shuffle_moves()[n % 8])
    assert s.is_terminal and s.winner is None and s.reason == "repetition" and s.scores == (0, 0)
    assert s.events[-1].kind == "draw" and s.events[-1]["reason"] == "repetition"


def test_repetition_draw_can_be_switched_off() -> None:
    j = pos(0, "center", M="b2", m="g7").to_json()
    j["options"] = {"repetition_draw": False}
    s = State.from_json(j)
    for n in range(40):
        s = s.apply(_shuffle_moves()[n % 8])
    assert not s.is_terminal


def test_no_legal_move_is_a_draw() -> None:
    s = pos(1, "center", M="a1", m="a2", p="b1", b="b5")
    t = s.apply("B>S/S")  # b4, b3, b2: Blue's Mama is boxed in, the others cannot enter
    assert t.is_terminal and t.reason == "no_moves" and t.winner is None
    assert t.events[-1].kind == "draw" and t.events[-1]["reason"] == "no_moves"


def test_every_legal_move_changes_the_position() -> None:
    s = pos(0, "d3", P="d3", M=("a2", "N"), B="f6", m="h8", p=("g7", "S"))
    for a in s.legal_actions():
        assert s.apply(a).key()[1:] != s.key()[1:]


# ---- determinism and immutability -------------------------------------------------------------


def test_apply_returns_new_state_and_never_mutates() -> None:
    s = new_game(5)
    before = s.to_json()
    t = s.apply(s.legal_actions()[0])
    assert t is not s and s.to_json() == before and t.ply == s.ply + 1 and t.to_move != s.to_move
    with pytest.raises(AttributeError):
        s.ball = 3  # type: ignore[misc]


def test_seed_and_actions_reproduce_the_game() -> None:
    def play(seed: int) -> tuple[State, list[str]]:
        s = new_game(seed)
        notes: list[str] = []
        for n in range(40):
            acts = s.legal_actions()
            if not acts:
                break
            a = acts[(n * 7 + seed) % len(acts)]
            notes.append(str(a))
            s = s.apply(a)
        return s, notes

    end, notes = play(9)
    again = new_game(9)
    for note in notes:
        again = again.apply(note)
    assert again == end and again.to_json() == end.to_json()


def test_action_object_and_notation_apply_the_same() -> None:
    s = pos(0, "d4", m="d4", p=("e5", "W"), P="b2", B="d1")
    for a in s.legal_actions():
        assert s.apply(a) == s.apply(str(a)) == s.apply(Action.parse(str(a)))


def test_engine_package_never_imports_pygame() -> None:
    import pathlib
    import subprocess
    import sys

    root = pathlib.Path(__file__).resolve().parents[3]
    for source in (root / "engines" / "penguin_soccer").glob("*.py"):
        assert "pygame" not in source.read_text().replace("no pygame", ""), source
    code = "import sys, engines.penguin_soccer as ps; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True)
    assert out.stdout.strip().endswith("False")
