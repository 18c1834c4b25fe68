"""Jukem Football rules, rule by rule, from hand-made positions in the RULINGS format."""

from __future__ import annotations

from typing import Any

import pytest

from engines.jukem_football import IllegalAction, State, load_table, new_game, parse
from engines.jukem_football.table import DEFAULT_DECK_PATH, SCHEMA
from engines.common.decks import DeckError, parse_deck

MINIMAL = {"to_move": 0, "hands": [["RUN15", "FIELDGOAL"], ["SACK"]],
           "draw": ["RUN5", "CATCH35"], "discard": ["CATCH50"],
           "drives": [[["RUN20"], ["PASS15-35", "CATCH30"]], []], "scores": [0, 0]}


def pos(**changes: Any) -> State:
    d: dict[str, Any] = {"to_move": 0, "hands": [[], []], "draw": ["RUN5", "RUN5", "RUN10"], "discard": [],
                         "drives": [[], []], "scores": [0, 0], "phase": "play"}
    d.update(changes)
    return State.from_json(d)


def legal(s: State) -> list[str]:
    return [str(a) for a in s.legal_actions()]


# ---- deck -----------------------------------------------------------------------------------


def test_deck_has_the_56_cards_of_the_rulings() -> None:
    t = load_table()
    assert t.n == 56
    count = {f: len(t.ids(f)) for f in t.by_face}
    assert count["RUN5"] == 4 and count["RUN10"] == 4 and count["RUN15"] == 3 and count["RUN20"] == 3
    assert count["RUN25"] == 2 and count["RUN30"] == 1
    assert count["PASS5-20"] == 3 and count["PASS15-35"] == 3 and count["PASS30-50"] == 2
    catches = sorted(t.yards[c] for f in t.by_face if f.startswith("CATCH") for c in t.ids(f))
    assert catches == [5, 10, 10, 15, 15, 20, 25, 30, 35, 35, 40, 50]
    assert count["KICKRETURN"] == count["JUKEM"] == count["PANCAKE"] == 1 and count["FIELDGOAL"] == 6
    assert count["HOLDING"] == count["SACK"] == 3 and count["FUMBLE"] == count["PICKEDOFF"] == 2


def test_practice_deck_has_54_cards() -> None:
    t = load_table(True)
    assert t.n == 54 and len(t.ids("HOLDING")) == 2 and len(t.ids("FUMBLE")) == 1
    s = new_game(1, practice=True)
    assert sum(len(h) for h in s.hands) + len(s.draw) + len(s.discard) == 54


def test_bad_deck_line_is_named() -> None:
    text = DEFAULT_DECK_PATH.read_text().replace('type = "RUN"\nyards = 5', 'type = "RUN"\nyards = "five"', 1)
    with pytest.raises(DeckError, match="line"):
        parse_deck(text, SCHEMA, "x.toml")


def test_options_are_validated() -> None:
    with pytest.raises(ValueError):
        new_game(0, practice="yes")
    with pytest.raises(ValueError):
        new_game(0, max_overtime_deals=-1)
    with pytest.raises(TypeError):
        new_game(0, colour="blue")


# ---- the deal and the draw phase ----------------------------------------------------------------


def test_deal_four_each_one_face_up_non_dealer_starts() -> None:
    for seed in range(5):
        s = new_game(seed)
        assert [len(h) for h in s.hands] == [4, 4]
        assert len(s.discard) == 1 and len(s.draw) == 56 - 9
        assert s.to_move == 1 - s.dealer and s.current_player == s.to_move and s.phase == "draw"
        assert legal(s) == ["DRAW", "TAKE"]


def test_replenish_card_by_card_take_at_most_once() -> None:
    s = pos(phase="draw", hands=[["RUN5", "RUN10", "RUN15"], []], discard=["RUN20", "RUN25"],
            draw=["CATCH5", "CATCH10"])
    assert legal(s) == ["DRAW", "TAKE"]
    s = s.apply("TAKE")
    assert "RUN20" in s.to_json()["hands"][0] and legal(s) == ["DRAW"]
    with pytest.raises(IllegalAction):
        s.apply("TAKE")
    s = s.apply("DRAW")
    assert len(s.hands[0]) == 5 and s.phase == "play"


def test_minimal_position_loads_with_defaults() -> None:
    s = State.from_json(MINIMAL)
    j = s.to_json()
    for key in MINIMAL:
        assert j[key] == MINIMAL[key]
    assert j["phase"] == "draw" and j["took"] is False and j["half"] == 1 and j["dealer"] == 1
    assert s.drive_yards(0) == 50 and s.current_player == 0
    assert State.from_json(j) == s and State.from_json(j).to_json() == j


# ---- plays ---------------------------------------------------------------------------------------


def test_run_pancake_and_jukem_double_together() -> None:
    s = pos(hands=[["RUN15", "PANCAKE", "JUKEM"], ["SACK"]])
    assert {"RUN15", "RUN15+PANCAKE", "RUN15+JUKEM", "RUN15+PANCAKE+JUKEM"} <= set(legal(s))
    after = s.apply("RUN15+PANCAKE+JUKEM")
    assert after.drive_yards(0) == 50
    assert after.phase == "draw" and after.to_move == 1  # a JUKEM play cannot be answered


def test_pass_catch_inside_range_only() -> None:
    s = pos(hands=[["PASS5-20", "CATCH20", "CATCH25", "PASS15-35"], []])
    moves = legal(s)
    assert "PASS5-20+CATCH20" in moves and "PASS15-35+CATCH25" in moves and "PASS5-20+CATCH25" not in moves
    with pytest.raises(IllegalAction, match="range"):
        s.apply("PASS5-20+CATCH25")
    assert s.apply("PASS15-35+CATCH25").drive_yards(0) == 25


def test_catch_alone_is_no_play() -> None:
    s = pos(hands=[["CATCH20", "FIELDGOAL"], []])
    assert legal(s) == ["DISCARD:CATCH20", "DISCARD:FIELDGOAL"]


def test_kickreturn_only_first_play() -> None:
    s = pos(hands=[["KICKRETURN"], []])
    assert legal(s) == ["KICKRETURN"]
    assert s.apply("KICKRETURN").drive_yards(0) == 50
    s = pos(hands=[["KICKRETURN", "RUN5"], []], drives=[[["RUN10"]], []])
    assert "KICKRETURN" not in legal(s)


def test_kickreturn_jukem_is_a_touchdown() -> None:
    s = pos(hands=[["KICKRETURN", "JUKEM"], ["FUMBLE"]])
    after = s.apply("KICKRETURN+JUKEM")
    assert after.scores == (7, 0) and after.drives[0] == () and after.to_move == 1
    assert [c for c in after.to_json()["scored"][0]] == ["KICKRETURN", "JUKEM"]


def test_field_goal_needs_70_yards() -> None:
    s = pos(hands=[["FIELDGOAL", "RUN5"], []], drives=[[["RUN30"], ["RUN25"]], []])
    assert "FIELDGOAL" not in legal(s)
    with pytest.raises(IllegalAction, match="70"):
        s.apply("FIELDGOAL")
    s = pos(hands=[["FIELDGOAL", "RUN5"], []], drives=[[["RUN30"], ["RUN25"], ["RUN15"]], []])
    after = s.apply("FIELDGOAL")
    assert after.scores == (3, 0) and after.drives[0] == () and after.phase == "draw" and after.to_move == 1


def test_no_play_past_100_and_exactly_100_is_a_touchdown() -> None:
    s = pos(hands=[["RUN25", "RUN20"], ["HOLDING"]], drives=[[["RUN30"], ["RUN25"], ["RUN15"], ["RUN10"]], []])
    assert legal(s) == ["RUN20"]
    with pytest.raises(IllegalAction, match="past 100"):
        s.apply("RUN25")
    after = s.apply("RUN20")
    assert after.scores == (7, 0) and after.phase == "draw" and after.to_move == 1  # no defence after a TD


def test_jukem_doubling_past_100_is_illegal() -> None:
    s = pos(hands=[["RUN25", "JUKEM"], []], drives=[[["RUN25"], ["RUN20"], ["RUN10"]], []])
    assert "RUN25+JUKEM" not in legal(s) and "RUN25" in legal(s)


def test_must_play_if_able() -> None:
    s = pos(hands=[["RUN5", "SACK"], []])
    assert legal(s) == ["RUN5"]


def test_discard_when_nothing_playable_ends_turn() -> None:
    s = pos(hands=[["SACK", "CATCH5"], []])
    after = s.apply("DISCARD:SACK")
    assert after.to_json()["discard"][0] == "SACK" and after.to_move == 1 and after.phase == "draw"


# ---- defence -------------------------------------------------------------------------------------


def test_defence_is_the_other_seats_decision_with_no() -> None:
    s = pos(hands=[["RUN10"], []])
    after = s.apply("RUN10")
    assert after.phase == "defence" and after.current_player == 1 and after.to_move == 0
    assert legal(after) == ["NO"]
    nxt = after.apply("NO")
    assert nxt.to_move == 1 and nxt.phase == "draw" and nxt.drive_yards(0) == 10


def test_yellow_removes_last_play_set_aside() -> None:
    s = pos(hands=[["RUN10", "PANCAKE"], ["HOLDING", "FUMBLE"]], drives=[[["RUN20"]], []])
    s = s.apply("RUN10+PANCAKE")
    assert legal(s) == ["FUMBLE", "HOLDING", "NO"]
    after = s.apply("HOLDING")
    j = after.to_json()
    assert j["drives"][0] == [["RUN20"]]
    assert {"RUN10", "PANCAKE", "HOLDING"} <= set(j["aside"]) and "HOLDING" not in j["discard"]
    assert after.to_move == 1 and after.phase == "draw"


def test_red_removes_whole_drive() -> None:
    s = pos(hands=[["RUN10"], ["PICKEDOFF"]], drives=[[["RUN20"], ["PASS5-20", "CATCH15"]], []])
    after = s.apply("RUN10").apply("PICKEDOFF")
    j = after.to_json()
    assert j["drives"][0] == [] and {"RUN20", "PASS5-20", "CATCH15", "RUN10", "PICKEDOFF"} <= set(j["aside"])
    assert j["discard"] == []


def test_no_defence_after_jukem_field_goal_or_touchdown() -> None:
    s = pos(hands=[["RUN10", "JUKEM"], ["SACK"]])
    assert s.apply("RUN10+JUKEM").phase == "draw"
    s = pos(hands=[["FIELDGOAL"], ["SACK"]], drives=[[["RUN30"], ["RUN25"], ["RUN20"]], []])
    assert s.apply("FIELDGOAL").phase == "draw"


def test_defensive_card_is_not_an_offensive_play() -> None:
    s = pos(hands=[["SACK", "RUN5"], []])
    with pytest.raises(IllegalAction):
        s.apply("SACK")


# ---- the half's last turn, halves, overtime -----------------------------------------------------


def test_last_card_drawer_plays_on_then_half_ends() -> None:
    s = pos(phase="draw", hands=[["RUN5", "RUN10", "RUN15", "RUN20"], ["CATCH5"]], draw=["RUN25"],
            discard=["CATCH10"], took=True)
    s = s.apply("DRAW")
    assert s.phase == "play" and s.last_turn and "END" in legal(s)
    s = s.apply("RUN25").apply("NO")
    assert s.phase == "play" and s.to_move == 0 and s.drive_yards(0) == 25
    s = s.apply("RUN20").apply("NO")
    s = s.apply("END")
    assert s.half == 2 and s.scores == (0, 0)  # unfinished drives score nothing


def test_last_turn_stopped_by_defence_ends_half() -> None:
    s = pos(hands=[["RUN5", "RUN10"], ["SACK"]], draw=[])
    s = s.apply("RUN10").apply("SACK")
    assert s.half == 2


def test_last_turn_score_ends_half() -> None:
    s = pos(hands=[["RUN5", "RUN20"], []], draw=[], drives=[[["RUN30"], ["RUN25"], ["RUN25"]], []])
    s = s.apply("RUN20")
    assert s.half == 2 and s.scores == (7, 0)


def test_second_half_reshuffles_and_other_player_deals() -> None:
    s = pos(hands=[["RUN10"], ["SACK"]], draw=[], dealer=1)
    s = s.apply("RUN10").apply("SACK")
    assert s.half == 2 and s.dealer == 0 and s.to_move == 1
    assert sum(len(h) for h in s.hands) == 8 and len(s.discard) == 1 and len(s.draw) == 47


def test_game_ends_after_two_halves_with_winner() -> None:
    s = pos(hands=[["RUN10"], []], draw=[], half=2, scores=[3, 0], dealer=0)
    s = s.apply("RUN10").apply("NO")  # out of plays in the last turn: the half, and the game, is over
    assert s.is_terminal and s.winner == 0 and s.scores == (3, 0) and s.current_player is None


def test_tie_goes_to_overtime_first_score_wins() -> None:
    s = pos(hands=[["RUN10"], []], draw=[], half=2, scores=[3, 3], dealer=0)
    s = s.apply("END")
    assert s.half == 3 and not s.is_terminal
    o = pos(hands=[["FIELDGOAL"], []], half=3, scores=[3, 3], dealer=1,
            drives=[[["RUN30"], ["RUN25"], ["RUN20"]], []])
    o = o.apply("FIELDGOAL")
    assert o.is_terminal and o.winner == 0 and o.reason == "overtime"


def test_overtime_cap_is_a_draw() -> None:
    s = pos(hands=[[], []], draw=[], half=5, scores=[3, 3], dealer=1)
    s = s.apply("END")
    assert s.is_terminal and s.winner is None and s.reason == "draw"
    s = pos(hands=[[], []], draw=[], half=2, scores=[0, 0], dealer=0, options={"max_overtime_deals": 0})
    assert s.apply("END").reason == "draw"


# ---- notation and JSON -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["DRAW", "TAKE", "END", "NO", "DISCARD:RUN5", "RUN15", "RUN15+PANCAKE",
                                  "PASS15-35+CATCH25", "KICKRETURN", "FIELDGOAL", "RUN15+PANCAKE+JUKEM",
                                  "KICKRETURN+JUKEM", "SACK", "PICKEDOFF"])
def test_notation_round_trip(text: str) -> None:
    assert str(parse(text)) == text


@pytest.mark.parametrize("bad", ["", "run15", "RUN 15", "DISCARD:", "RUN5+RUN5+RUN5+RUN5", 5])
def test_bad_notation_refused(bad: object) -> None:
    with pytest.raises(IllegalAction):
        parse(bad)


def test_apply_text_equals_apply_action() -> None:
    s = new_game(3)
    for _ in range(60):
        if s.is_terminal:
            break
        a = s.legal_actions()[-1]
        assert s.apply(str(a)) == s.apply(a)
        s = s.apply(a)


@pytest.mark.parametrize("change,why", [
    ({"hands": [["FUMBLE", "FUMBLE", "FUMBLE"], []]}, "more FUMBLE"),
    ({"drives": [[["RUN30"], ["RUN25"], ["RUN25"], ["RUN15"], ["RUN10"]], []]}, "over 100"),
    ({"hands": [["RUN5"] * 4 + ["RUN10"] * 2, []]}, "more than 5"),
    ({"hands": [["BANANA"], []]}, "not a card"),
    ({"drives": [[["CATCH30"]], []]}, "not a play"),
    ({"drives": [[["PASS5-20", "CATCH40"]], []]}, "range"),
    ({"drives": [[["RUN5"], ["KICKRETURN"]], []]}, "first play"),
    ({"phase": "defence", "drives": [[], []]}, "defence"),
    ({"phase": "sleep"}, "phase"),
    ({"taken": [["SACK"], []]}, "does not hold"),
    ({"taken": [["RUN15"], []], "taken_ids": [[0], []]}, "not RUN15"),
])
def test_impossible_positions_refused(change: dict[str, Any], why: str) -> None:
    d = dict(MINIMAL, **change)
    with pytest.raises(ValueError, match=why):
        State.from_json(d)


def test_json_round_trip_through_a_game() -> None:
    import json
    s = new_game(11, practice=True)
    while not s.is_terminal:
        j = s.to_json()
        assert json.loads(json.dumps(j)) == j
        back = State.from_json(j)
        assert back == s and back.to_json() == j
        s = s.apply(s.legal_actions()[s.ply % len(s.legal_actions())])


def test_observation_hides_opponent_hand_and_draw() -> None:
    s = new_game(4)
    o = s.observation(0)
    assert o["hands"][1] == {"count": 4} and o["draw"] == {"count": 47} and isinstance(o["hands"][0], list)
    assert o["hand_ids"][1] == {"count": 4} and o["draw_ids"] == {"count": 47} and "rng" not in o


def test_stalemate_take_and_discard_for_ever_ends_the_half() -> None:
    s = pos(phase="draw", hands=[["CATCH5", "CATCH10", "CATCH15", "CATCH20"], ["CATCH25", "CATCH30", "CATCH35",
                                                                            "CATCH40"]],
            discard=["CATCH50"], options={"max_idle_turns": 6})
    for _ in range(5):
        assert s.half == 1
        s = s.apply("TAKE")
        s = s.apply(f"DISCARD:{s.to_json()['hands'][s.to_move][0]}")
    s = s.apply("TAKE").apply("DISCARD:CATCH5")
    assert s.half == 2 and s.scores == (0, 0)


def test_overtime_deals_alternate_the_dealer() -> None:
    s = pos(hands=[[], []], draw=[], half=3, scores=[3, 3], dealer=0, first_dealer=0)
    s = s.apply("END")
    assert s.half == 4 and s.dealer == 1 and s.to_move == 0


def test_a_drawn_card_is_secret_from_the_other_seat() -> None:
    s = new_game(2)
    me = s.to_move
    after = s.apply("DRAW")
    mine = [e for e in after.events_for(me) if e["kind"] == "draw"][0]
    theirs = [e for e in after.events_for(1 - me) if e["kind"] == "draw"][0]
    assert isinstance(mine["card"], str) and theirs["card"] is None
    assert load_table().face[mine["id"]] == mine["card"] and theirs["id"] is None


def test_the_deal_names_each_dealt_card_to_its_owner_only() -> None:
    s = new_game(7)
    t = s.table
    for seat in (0, 1):
        seen = s.events_for(seat)
        dealt = [e for e in seen if e["kind"] == "dealt"]
        assert [e["seat"] for e in dealt] == [1 - s.dealer, s.dealer] * 4  # alternately, the non-dealer first
        mine = sorted(e["id"] for e in dealt if e["seat"] == seat)
        assert mine == sorted(s.hands[seat])
        assert all(e["id"] is None for e in dealt if e["seat"] != seat)
        up = [e for e in seen if e["kind"] == "turn_up"][0]
        assert (up["id"], up["card"]) == (s.discard[0], t.face[s.discard[0]])


def test_events_name_the_very_cards_played_and_removed() -> None:
    s = pos(hands=[["RUN15", "PANCAKE"], ["SACK"]], drives=[[["RUN20"]], []])
    after = s.apply("RUN15+PANCAKE")
    play = [e for e in after.events if e.kind == "play"][0]
    assert list(play["ids"]) == list(after.drives[0][-1])
    stopped = after.apply("SACK")
    d = [e for e in stopped.events if e.kind == "defence"][0]
    assert list(d["removed_ids"]) == list(after.drives[0][-1]) and d["id"] in stopped.aside


# ---- cards taken from the discard pile ----------------------------------------------------------


def test_a_taken_card_is_public_until_it_leaves_the_hand() -> None:
    s = pos(phase="draw", hands=[["RUN5", "RUN10", "PASS30-50", "SACK"], ["HOLDING"]], discard=["RUN5", "CATCH40"])
    assert s.to_json()["taken"] == [[], []]
    s = s.apply("TAKE")
    taken_id = s.to_json()["taken_ids"][0][0]
    for viewer in (0, 1):
        o = s.observation(viewer)
        assert o["taken"] == [["RUN5"], []] and o["taken_ids"] == [[taken_id], []]
    assert s.observation(1)["hands"][0] == {"count": 5}  # the rest of the hand stays hidden
    assert State.from_json(s.to_json()) == s
    s = s.apply("RUN5").apply("NO")  # two RUN5 in hand: the taken one is the one played
    j = s.to_json()
    assert j["taken"] == [[], []] and j["drive_ids"][0] == [taken_id] and j["hands"][0].count("RUN5") == 1


def test_taken_cards_are_forgotten_at_the_deal() -> None:
    s = pos(phase="draw", hands=[["RUN5", "RUN10", "PASS30-50", "SACK"], []], discard=["CATCH40"], draw=[])
    s = s.apply("TAKE")
    assert s.taken[0] and s.last_turn
    s = s.apply("END")  # the half is over with CATCH40 still in the hand
    assert s.half == 2 and s.taken == ((), ()) and s.to_json()["taken"] == [[], []]


def test_a_taken_defensive_card_is_dropped_when_it_answers() -> None:
    s = pos(phase="draw", to_move=1, hands=[["RUN20", "RUN25", "RUN30", "CATCH15", "CATCH20"],
                                            ["RUN5", "RUN10", "CATCH5", "CATCH10"]], discard=["SACK"])
    s = s.apply("TAKE").apply("RUN10").apply("NO")
    assert s.observation(0)["taken"] == [[], ["SACK"]]
    s = s.apply("RUN20").apply("SACK")
    assert s.taken == ((), ()) and s.observation(0)["taken"] == [[], []]
