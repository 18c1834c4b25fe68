"""Kortfotboll rules, rule by rule, from hand-made positions (RULINGS section 5 and docs/rules/kortfotboll.md);
notation; JSON positions; the deck file; options; what each seat may see."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from engines.common.decks import DeckError
from engines.common.protocol import Action as ActionProtocol
from engines.common.protocol import Bot, GameState
from engines.kortfotboll import (
    KNOCKOUT_OPTIONS, LEGACY_OPTIONS, BadState, IllegalAction, State, load_table, make_bot, new_game, parse,
    sample_state,
)
from engines.kortfotboll.rules import LEGACY_MAX_SUDDEN_DEATH, MAX_SUDDEN_DEATH, SHOOTOUT_KICKS
from engines.kortfotboll.table import DEFAULT_DECK_PATH

FULL_0 = {"GK": "AS", "DEF": ["10D", "9C", "7C", "2H"], "MID": ["KS", "QH", "9D", "8D"], "FWD": ["5S", "4S"]}
FULL_1 = {"GK": "KH", "DEF": ["8H", "8S", "8C", "JH"], "MID": ["6S", "6H", "6C", "6D"], "FWD": ["3S", "3H"]}


def position(**changes: Any) -> dict[str, Any]:
    """A RULINGS-style position: Blue to move at the start of a turn, both fields full."""
    d: dict[str, Any] = {"to_move": 0, "half": 1, "formations": ["4-4-2", "4-4-2"],
                         "fields": [copy.deepcopy(FULL_0), copy.deepcopy(FULL_1)],
                         "libraries": [["QS", "2C", "7D", "5C"], ["9H", "4C"]], "scores": [0, 0]}
    d.update(changes)
    return d


def state(**changes: Any) -> State:
    return State.from_json(position(**changes))


def field(**rows: Any) -> dict[str, Any]:
    """Red's field with some rows changed."""
    out = copy.deepcopy(FULL_1)
    out.update(rows)
    return out


def kinds(s: State) -> list[str]:
    return [e.kind for e in s.events]


def find(s: State, kind: str) -> list[dict[str, Any]]:
    return [e.to_dict() for e in s.events if e.kind == kind]


def play(s: State, *actions: str) -> State:
    for a in actions:
        s = s.apply(a)
    return s


# ---- setting up --------------------------------------------------------------------------------------


def test_a_new_game_deals_eleven_each_and_the_coin_tosser_places_first() -> None:
    s = new_game(5)
    toss = find(s, "coin_toss")[0]
    assert s.phase == "setup" and s.to_move == toss["seat"] == s.first
    assert [len(h) for h in s.hands] == [11, 11] and [len(x) for x in s.libraries] == [43, 43]
    assert all(a.kind == "place" for a in s.legal_actions())
    # the dealt cards are each seat's own secret
    dealt = [e for e in s.events if e.kind == "dealt"]
    assert len(dealt) == 22
    for e in dealt:
        other = 1 - int(e["seat"])  # type: ignore[arg-type]
        assert e.masked(other)["card"] is None and e.masked(other)["id"] is None
        assert e.masked(1 - other)["card"] is not None


def test_setup_the_starter_places_all_eleven_then_the_other_then_the_starter_kicks_off() -> None:
    s = new_game(3, first_player=1)
    assert s.to_move == 1
    placed = 0
    while s.phase == "setup":
        mover = s.to_move
        assert mover == (1 if placed < 11 else 0)
        a = s.legal_actions()[-1]
        assert a.kind == "place"
        s = s.apply(a)
        placed += 1
        ev = find(s, "place")[0]
        assert ev["seat"] == mover
        # the opponent sees a face-down card where it went, the owner its face
        obs_other = s.observation(1 - mover)
        assert "?" in json.dumps(obs_other["fields"][mover])
        assert s.events_for(1 - mover)[0]["card"] is None
    assert placed == 22 and s.phase == "turn" and s.to_move == 1
    assert find(s, "kickoff") == [{"kind": "kickoff", "half": 1, "seat": 1}]
    assert all(c is not None for f in s.fields for c in f) and s.hands == ((), ())


def test_place_names_one_of_ones_own_cards_and_an_empty_position() -> None:
    s = new_game(3, first_player=0)
    face = s.table.face[s.hands[0][0]]
    s1 = s.apply(f"PLACE:{face}@DEF2")
    assert s1.face(s1.position(0, "DEF2")) == face
    with pytest.raises(IllegalAction, match="taken already"):
        s1.apply(f"PLACE:{s.table.face[s.hands[0][1]]}@DEF2")
    missing = next(f for f in ("AS", "KS", "QS", "JS", "10S", "9S") if s.table.by_face[0][f] not in s.hands[0])
    with pytest.raises(IllegalAction, match="not among Blue's cards to place"):
        s.apply(f"PLACE:{missing}@GK")
    with pytest.raises(IllegalAction, match="setting up"):
        s.apply("ATTACK")


# ---- attacking row by row --------------------------------------------------------------------------


def targets(s: State) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def test_rows_open_front_to_back() -> None:
    s = state().apply("ATTACK")
    assert targets(s) == ["@FWD1", "@FWD2"]
    s = state(fields=[FULL_0, field(FWD=["3S", None])]).apply("ATTACK")
    assert targets(s) == ["@MID1", "@MID2", "@MID3", "@MID4", "@FWD1"]
    # a gap in the midfield alone opens nothing behind the forwards
    s = state(fields=[FULL_0, field(MID=["6S", None, "6C", "6D"])]).apply("ATTACK")
    assert targets(s) == ["@FWD1", "@FWD2"]
    s = state(fields=[FULL_0, field(FWD=[None, "3H"], MID=["6S", None, "6C", "6D"])]).apply("ATTACK")
    assert targets(s) == ["@DEF1", "@DEF2", "@DEF3", "@DEF4", "@MID1", "@MID3", "@MID4", "@FWD2"]
    s = state(fields=[FULL_0, field(FWD=[None, "3H"], MID=["6S", None, "6C", "6D"],
                                    DEF=["8H", "8S", None, "JH"])]).apply("ATTACK")
    assert targets(s)[0] == "@GK"
    with pytest.raises(IllegalAction, match="midfielders are not open yet: the forwards need an empty position"):
        state().apply("ATTACK").apply("@MID1")
    # The refusal names only the lines still closed in front: here the forwards have a gap already.
    s = state(fields=[FULL_0, field(FWD=["3S", None])]).apply("ATTACK")
    with pytest.raises(IllegalAction, match="defenders are not open yet: the midfielders need an empty position"):
        s.apply("@DEF1")
    with pytest.raises(IllegalAction, match="goal is not open yet: the midfielders and defenders each need"):
        s.apply("@GK")


def test_higher_wins_and_equal_goes_to_the_attacker_who_attacks_again() -> None:
    # QS beats 3S: shown and discarded, the attacking card discarded, the next card turned up by itself
    s = play(state(), "ATTACK", "@FWD1")
    ch = find(s, "challenge")[0]
    assert ch["result"] == "beaten" and ch["shown"] == "3S"
    assert s.position(1, "FWD1") is None and s.phase == "target" and s.to_move == 0
    assert s.face(s.turned) == "2C" and find(s, "turn_up")[0]["auto"] is True
    assert [s.face(c) for c in s.discards[0][:1]] == ["QS"] and s.face(s.discards[1][0]) == "3S"
    assert not any(a.kind == "refill" for a in s.legal_actions())  # no refilling once the attack has started
    # equal: 6D against 6S goes to the attacker
    s2 = play(state(libraries=[["6D", "2C"], ["9H"]], fields=[FULL_0, field(FWD=[None, "3H"])]), "ATTACK", "@MID1")
    assert find(s2, "challenge")[0]["result"] == "beaten"


def test_a_lost_challenge_ends_the_turn_and_the_defender_stays_face_down() -> None:
    s = play(state(libraries=[["2C", "QS"], ["9H"]]), "ATTACK", "@FWD1")
    ch = find(s, "challenge")[0]
    assert ch["result"] == "held" and ch["shown"] is None and ch["shown_id"] is None
    assert s.face(s.position(1, "FWD1")) == "3S" and s.to_move == 1 and s.phase == "turn"
    assert "turn_end" in kinds(s)
    # Blue learns only "higher than 2": a rank from 3 to A, in its observation and its scouting notes
    obs = s.observation(0)
    assert obs["fields"][1]["FWD"] == ["?", "?"] and obs["field_ids"][1]["FWD1"] is None
    assert obs["notes"][0] == {"FWD1": ["3", "A"]}
    assert find(s, "learned")[0] == {"kind": "learned", "seat": 0, "position": "FWD1", "low": "3", "high": "A"}
    assert "3S" not in json.dumps([obs["fields"][1], obs["discards"][1], s.events_for(0)])
    assert s.position(1, "FWD1") not in obs["discard_ids"][1] + [c for c in obs["field_ids"][1].values()]


def test_a_shot_that_wins_is_a_goal_the_keeper_stays_and_the_scorer_is_named() -> None:
    gap = field(FWD=[None, "3H"], MID=["6S", None, "6C", "6D"], DEF=["8H", "8S", None, "JH"])
    s = play(state(fields=[FULL_0, gap], libraries=[["AH", "2C"], ["9H"]]), "ATTACK", "@GK")
    assert s.scores == (1, 0) and s.face(s.position(1, "GK")) == "KH" and s.to_move == 1
    goal = find(s, "goal")[0]
    assert goal["scorer"] == "Gunnar Gren" and goal["how"] == "shot" and goal["scores"] == [1, 0]
    assert s.observation(0)["notes"][0] == {"GK": ["2", "A"]}
    # KD also scores (equal), QD does not: saved, the goalkeeper known to be higher than a Q
    s = play(state(fields=[FULL_0, gap], libraries=[["KD", "2C"], ["9H"]]), "ATTACK", "@GK")
    assert s.scores == (1, 0) and find(s, "goal")[0]["scorer"] == "Torbjörn Nilsson"
    s = play(state(fields=[FULL_0, gap], libraries=[["QD", "2C"], ["9H"]]), "ATTACK", "@GK")
    assert s.scores == (0, 0) and find(s, "challenge")[0]["result"] == "saved"
    assert s.observation(0)["notes"][0] == {"GK": ["K", "A"]}


def test_an_empty_goal_is_a_goal_for_any_card() -> None:
    gap = field(GK=None, FWD=[None, "3H"], MID=["6S", None, "6C", "6D"], DEF=["8H", "8S", None, "JH"])
    s = play(state(fields=[FULL_0, gap], libraries=[["2C", "QS"], ["9H"]]), "ATTACK", "@GK")
    assert s.scores == (1, 0) and find(s, "goal")[0]["how"] == "empty_goal"
    assert find(s, "goal")[0]["scorer"] == "Martin Dahlin"


# ---- jokers ---------------------------------------------------------------------------------------


def test_a_defending_joker_wins_but_leaves_after_its_first_challenge() -> None:
    s = play(state(fields=[FULL_0, field(FWD=["JOKER", "3H"])], libraries=[["AH", "2C"], ["9H"]]),
             "ATTACK", "@FWD1")
    assert find(s, "challenge")[0]["result"] == "held" and find(s, "challenge")[0]["shown"] == "JOKER"
    assert s.position(1, "FWD1") is None and s.to_move == 1
    assert any(e["source"] == "joker" for e in find(s, "discard"))
    # a joker attacking a joker wins (equal) and carries on
    s = play(state(fields=[FULL_0, field(FWD=["JOKER", "3H"])], libraries=[["JOKER", "2C"], ["9H"]]),
             "ATTACK", "@FWD1")
    assert find(s, "challenge")[0]["result"] == "beaten" and s.to_move == 0 and s.phase == "target"


def test_a_joker_goalkeeper_saves_once_and_leaves() -> None:
    gap = field(GK="JOKER", FWD=[None, "3H"], MID=["6S", None, "6C", "6D"], DEF=["8H", "8S", None, "JH"])
    s = play(state(fields=[FULL_0, gap], libraries=[["AH", "2C"], ["9H"]]), "ATTACK", "@GK")
    assert s.scores == (0, 0) and s.position(1, "GK") is None


def test_a_diamond_against_a_joker_goalkeeper_wins_a_penalty_against_15() -> None:
    gap = field(GK="JOKER", FWD=[None, "3H"], MID=["6S", None, "6C", "6D"], DEF=["8H", "8S", None, "JH"])
    s = play(state(fields=[FULL_0, gap], libraries=[["5D", "KC", "2C", "9S"], ["9H"]]), "ATTACK", "@GK")
    pen = find(s, "penalty")[0]
    assert pen["cards"] == ["KC", "2C"] and pen["total"] == 15 and pen["keeper"] == "JOKER"
    assert pen["keeper_value"] == 15 and pen["goal"] is True and s.scores == (1, 0)
    assert find(s, "goal")[0]["how"] == "penalty" and find(s, "goal")[0]["scorer"] == "Torbjörn Nilsson"
    assert s.position(1, "GK") is None and s.to_move == 1  # the joker goes, the turn ends
    s = play(state(fields=[FULL_0, gap], libraries=[["5D", "KC", "AC", "9S"], ["9H"]]), "ATTACK", "@GK")
    assert find(s, "penalty")[0]["total"] == 14 and s.scores == (0, 0)  # an ace counts 1 for the kicker


def test_a_diamond_against_a_joker_defender_wins_a_penalty_against_the_keeper() -> None:
    gap = field(FWD=[None, "3H"], MID=["6S", None, "6C", "6D"], DEF=["8H", "JOKER", "8C", "JH"])
    # KH in goal counts 13: Q+2 = 14 scores
    s = play(state(fields=[FULL_0, gap], libraries=[["2D", "QS", "2C", "9S"], ["9H"]]), "ATTACK", "@DEF2")
    pen = find(s, "penalty")[0]
    assert find(s, "challenge")[0]["result"] == "penalty" and pen["keeper"] is None and pen["total"] == 14
    assert pen["goal"] is True and s.scores == (1, 0) and s.position(1, "DEF2") is None
    assert s.observation(0)["notes"][0] == {"GK": ["2", "K"]}  # at most 14 as a keeper: an A would be 15
    # an ace in goal counts 15
    s = play(state(fields=[FULL_0, field(GK="AH", **{k: v for k, v in gap.items() if k != "GK"})],
                   libraries=[["2D", "QS", "2C", "9S"], ["9H"]]), "ATTACK", "@DEF2")
    assert find(s, "penalty")[0]["goal"] is False and s.scores == (0, 0)
    assert s.observation(0)["notes"][0] == {"GK": ["A", "A"]}  # above 14: only an ace


def test_a_penalty_with_one_card_left_adds_what_there_is() -> None:
    gap = field(GK="JOKER", FWD=[None, "3H"], MID=["6S", None, "6C", "6D"], DEF=["8H", "8S", None, "JH"])
    s = play(state(fields=[FULL_0, gap], libraries=[["5D", "KC"], ["9H"]]), "ATTACK", "@GK")
    assert find(s, "penalty")[0]["cards"] == ["KC"] and s.scores == (0, 0) and s.libraries[0] == ()


def test_a_diamond_against_a_joker_midfielder_or_forward_is_a_warning_and_two_send_a_card_off() -> None:
    red = field(FWD=["JOKER", "3H"])
    s = play(state(fields=[FULL_0, red], libraries=[["AD", "2C"], ["9H"]]), "ATTACK", "@FWD1")
    assert find(s, "challenge")[0]["result"] == "warning" and find(s, "warning")[0]["count"] == 1
    assert s.warnings == (0, 1) and s.sent_off == ((), ()) and s.position(1, "FWD1") is None and s.to_move == 1
    s = play(state(fields=[FULL_0, red], libraries=[["AD", "2C"], ["9H"]], warnings=[0, 1]), "ATTACK", "@FWD1")
    assert find(s, "sent_off") == [{"kind": "sent_off", "seat": 1, "position": "FWD1"}]
    assert s.observation(0)["sent_off"] == [[], ["FWD1"]]
    # Red may never refill FWD1 (and it is no empty position: Red may substitute), and it still counts as
    # an empty position for Blue's attacks
    assert not any(a.kind == "refill" for a in s.legal_actions()) and any(a.kind == "sub" for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="sent off"):
        s.apply("REFILL@FWD1")
    blue = state(fields=[FULL_0, field(FWD=[None, "3H"])], sent_off=[[], ["FWD1"]]).apply("ATTACK")
    assert "@MID1" in targets(blue)


def test_a_sent_off_position_is_not_empty_for_substitutions_and_half_time_places_ten() -> None:
    s = state(fields=[FULL_0, field(FWD=[None, "3H"])], to_move=1, sent_off=[[], ["FWD1"]],
              libraries=[[], ["9H", "4C"]])
    assert "SUB@GK" in targets(s)
    # both libraries run out: half time; Red sets up ten cards (FWD1 stays closed)
    s = play(s, "SUB@GK", "ATTACK", "@FWD1")
    assert s.half == 2 and s.phase == "setup"
    assert len(s.hands[1]) == 10 and len(s.hands[0]) == 11
    assert s.warnings == (0, 2) and s.sent_off == ((), (9,))


# ---- refills and substitutions ------------------------------------------------------------------


def test_refill_puts_the_top_library_card_face_down_into_an_empty_position() -> None:
    s = state(to_move=1, fields=[FULL_0, field(FWD=[None, "3H"], MID=["6S", None, "6C", "6D"])],
              libraries=[["QS"], ["9H", "4C", "5H"]])
    assert targets(s) == ["REFILL@MID2", "REFILL@FWD1", "ATTACK"]
    s = s.apply("REFILL@FWD1")
    assert s.face(s.position(1, "FWD1")) == "9H" and s.libraries[1] == s.libraries[1][:2]
    assert s.events_for(0)[0]["card"] is None and s.events_for(1)[0]["card"] == "9H"
    assert s.observation(0)["fields"][1]["FWD"] == ["?", "?"]
    with pytest.raises(IllegalAction, match="not empty"):
        s.apply("REFILL@FWD1")


def test_the_last_library_card_used_for_a_refill_ends_the_turn() -> None:
    s = state(to_move=1, fields=[FULL_0, field(FWD=[None, "3H"])], libraries=[["QS"], ["9H"]])
    s = s.apply("REFILL@FWD1")
    assert s.to_move == 0 and s.phase == "turn" and kinds(s)[-2:] == ["turn_end", "turn"]


def test_who_refills_then_attacks_and_loses_cannot_refill_before_the_next_turn() -> None:
    s = state(to_move=1, fields=[field(FWD=["5S", "4S"], **{}), field(FWD=[None, "3H"], MID=["6S", None, "6C", "6D"])],
              libraries=[["QS", "AS"], ["9H", "2C", "5H"]])
    s = play(s, "REFILL@FWD1", "ATTACK")
    assert all(a.kind == "target" for a in s.legal_actions())
    s = s.apply("@FWD1")  # 2C loses to 5S
    assert s.to_move == 0 and not s.is_legal("REFILL@MID2")
    s = play(s, "ATTACK", "@FWD1")  # QS beats 9H ... then AS against 3H
    s = s.apply("@FWD2")
    assert s.to_move == 1 and s.is_legal("REFILL@MID2")  # its next turn


def test_substitutions_only_with_no_empty_position_three_a_game_never_twice_a_position_a_turn() -> None:
    s = state(libraries=[["QS", "2C", "7D", "5C", "8S"], ["9H"]])
    s1 = s.apply("SUB@GK")
    sub = find(s1, "sub")[0]
    assert sub["out_card"] == "AS" and s1.face(s1.position(0, "GK")) == "QS" and s1.subs == (1, 0)
    assert s1.events_for(1)[0]["out_card"] == "AS" and s1.events_for(1)[0]["card"] is None  # shown, then hidden
    assert s1.face(s1.discards[0][0]) == "AS"
    with pytest.raises(IllegalAction, match="already this turn"):
        s1.apply("SUB@GK")
    s2 = play(s1, "SUB@DEF1", "SUB@DEF2")
    assert s2.subs == (3, 0) and not any(a.kind == "sub" for a in s2.legal_actions())
    with pytest.raises(IllegalAction, match="all 3 substitutions"):
        s2.apply("SUB@MID1")
    gap = state(fields=[dict(FULL_0, FWD=[None, "4S"]), FULL_1])
    with pytest.raises(IllegalAction, match="no position is empty"):
        gap.apply("SUB@GK")


# ---- halves and the end ----------------------------------------------------------------------------


def test_an_empty_library_passes_by_itself_and_the_half_ends_when_both_are_empty() -> None:
    s = play(state(libraries=[["2C", "QS"], []]), "ATTACK", "@FWD1")  # loses; Red has nothing: Blue again
    assert kinds(s)[-3:] == ["turn_end", "pass", "turn"] and s.to_move == 0
    s = play(s, "ATTACK", "@FWD1")  # QS wins, nothing left to turn up: the turn ends, both empty
    assert "half_end" in kinds(s) and s.half == 2 and s.phase == "setup"
    # half time: everything gathered and reshuffled, a new field, the other player starts
    assert s.to_move == 1 - s.first and all(c is None for f in s.fields for c in f)
    assert [len(h) for h in s.hands] == [11, 11] and s.discards == ((), ())
    assert [e["count"] for e in find(s, "gather")] == [54, 54]
    assert s.notes == (((2, 15),) * 11, ((2, 15),) * 11)


def end_position(scores: list[int], knockout: bool = False) -> State:
    return state(half=2, libraries=[["2C"], []], scores=scores, knockout=knockout)


def test_after_two_halves_most_goals_wins_and_a_draw_stands() -> None:
    s = play(end_position([2, 1]), "ATTACK", "@FWD1")
    assert s.is_terminal and s.winner == 0 and s.reason == "goals" and s.current_player is None
    s = play(end_position([1, 1]), "ATTACK", "@FWD1")
    assert s.is_terminal and s.winner is None and s.reason == "draw"
    with pytest.raises(IllegalAction, match="over"):
        s.apply("ATTACK")


def shootout_rounds(s: State) -> int:
    return max((k["round"] for k in find(s, "kick")), default=0)


def test_a_knockout_draw_goes_to_a_penalty_shootout() -> None:
    sudden = 0
    for seed in range(12):
        s = play(State.from_json({**position(half=2, libraries=[["2C"], []], scores=[1, 1], knockout=True),
                                  "rng": seed}), "ATTACK", "@FWD1")
        assert s.is_terminal and s.winner in (0, 1) and s.reason == "shootout"
        a, b = s.shootout or (0, 0)
        assert (a > b) == (s.winner == 0) and s.scores == (1, 1)
        kicks = find(s, "kick")
        assert len(kicks) >= 6
        first = find(s, "shootout")[0]["seat"]
        assert [k["seat"] for k in kicks[:4]] == [first, 1 - first, first, 1 - first]
        # Five kicks each against the goalkeepers turned up first; each round of sudden death against new ones.
        keeper: list[int | None] = [None, None]
        changes = 0
        for e in s.events:
            if e.kind == "keeper":
                changes += keeper[e["seat"]] is not None
                keeper[e["seat"]] = e["id"]
            elif e.kind == "kick":
                k = keeper[1 - e["seat"]]
                assert k is not None
                assert e["goal"] == (e["total"] >= e["keeper_value"]) and e["keeper_value"] == s.table.keep[k]
        rounds = shootout_rounds(s)
        assert changes == 2 * max(0, rounds - SHOOTOUT_KICKS)
        sudden += rounds > SHOOTOUT_KICKS
        # every card is still somewhere: the old goalkeepers went to the discard piles
        assert s.keepers[0] is not None and s.keepers[1] is not None
    assert sudden > 0, "some of these shoot-outs reach sudden death"
    assert KNOCKOUT_OPTIONS == {"knockout": True}


def test_the_old_shootout_keeps_its_goalkeepers_all_through() -> None:
    # fixed_keepers: the rule of records before format 3 (LEGACY_OPTIONS), kept so they replay exactly.
    assert LEGACY_OPTIONS == {1: {"fixed_keepers": True}, 2: {"fixed_keepers": True}}
    longest = 0
    for seed in range(12):
        start = State.from_json({**position(half=2, libraries=[["2C"], []], scores=[1, 1], knockout=True),
                                 "rng": seed, "fixed_keepers": True})
        assert start.fixed_keepers and start.to_json()["fixed_keepers"] is True
        s = play(start, "ATTACK", "@FWD1")
        assert s.is_terminal and s.reason in ("shootout", "coin_toss")
        assert len(find(s, "keeper")) == 2
        longest = max(longest, shootout_rounds(s))
    assert longest > SHOOTOUT_KICKS
    assert "fixed_keepers" not in new_game(1).to_json()  # written only when not the default
    assert new_game(1, fixed_keepers=True).fixed_keepers


def test_sudden_death_against_goalkeepers_nobody_beats_ends_with_a_coin_after_the_cap() -> None:
    # Goalkeepers worth 99 (no two cards add up to that): every kick is saved, new goalkeepers cannot
    # help, and the coin decides after MAX_SUDDEN_DEATH rounds (100 under the old rule).
    import dataclasses

    for fixed, cap in ((False, MAX_SUDDEN_DEATH), (True, LEGACY_MAX_SUDDEN_DEATH)):
        start = State.from_json({**position(half=2, libraries=[["2C"], []], scores=[1, 1], knockout=True),
                                 "fixed_keepers": fixed})
        walls = dataclasses.replace(start.table, keep=(99,) * start.table.n)
        s = play(dataclasses.replace(start, table=walls), "ATTACK", "@FWD1")
        assert s.is_terminal and s.reason == "coin_toss" and s.shootout == (0, 0)
        assert shootout_rounds(s) == SHOOTOUT_KICKS + cap
        assert len(find(s, "keeper")) == (2 if fixed else 2 + 2 * cap)
    assert MAX_SUDDEN_DEATH == 30 and LEGACY_MAX_SUDDEN_DEATH == 100


def test_every_game_of_the_deck_ends_even_with_few_cards(tmp_path: Path) -> None:
    text = DEFAULT_DECK_PATH.read_text()
    # a deck of twelve cards: the spades only, less the ace
    kept = text.split("# ---- HEARTS")[0]
    kept = kept.replace("total = 52", "total = 12")
    kept = kept.replace('[[card]]\ntype = "CARD"\nrank = "A"\nsuit = "SPADES"\n', "")
    path = tmp_path / "small.toml"
    path.write_text(kept)
    s = new_game(1, deck=str(path), jokers=0)
    assert s.table.per_seat == 12 and len(s.libraries[0]) == 1
    from engines.common import rng as prng
    r = prng.seed_state(2)
    while not s.is_terminal:
        acts = s.legal_actions()
        i, r = prng.randbelow(r, len(acts))
        s = s.apply(acts[i])
    assert s.ply < 200


# ---- notation -------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["PLACE:7H@DEF2", "PLACE:10S@GK", "PLACE:JOKER@FWD1", "REFILL@DEF2", "SUB@MID3",
                                  "ATTACK", "@FWD1", "@GK", "@DEF4", "PLACE:AD@MID5"])
def test_notation_round_trip(text: str) -> None:
    a = parse(text)
    assert str(a) == text and parse(str(a)) == a and a.notation == text


@pytest.mark.parametrize("bad", ["", "attack", "ATTACK ", "PLACE:1H@DEF2", "PLACE:7X@DEF2", "PLACE:7H", "PLACE:7H@",
                                 "REFILL", "REFILL@", "REFILL@XYZ1", "SUB@DEF0", "@", "@KEEPER", "PLACE:11H@GK",
                                 "PASS", "@GK@GK", "PLACE:joker@GK", 7, None])
def test_bad_notation_is_refused(bad: object) -> None:
    with pytest.raises(IllegalAction):
        parse(bad)


def test_apply_text_equals_apply_action() -> None:
    s = state()
    for a in s.legal_actions():
        assert s.apply(a) == s.apply(str(a))
    with pytest.raises(IllegalAction, match="DEF7 is not a position"):
        s.apply("REFILL@DEF7")


# ---- positions -------------------------------------------------------------------------------------


def test_the_rulings_position() -> None:
    d = {"to_move": 0, "half": 1, "formations": ["4-4-2", "4-3-3"],
         "fields": [{"GK": "AS", "DEF": ["10D", None, "7C", "2H"], "MID": ["KS", "QH", "9C", "8D"],
                     "FWD": ["JOKER", "5S"]},
                    {"GK": "KH", "DEF": ["2S", "3S", "4S", "5S"], "MID": ["6S", "7S", "8S"],
                     "FWD": ["9S", "10S", "JS"]}],
         "libraries": [["3D", "KH"], []], "scores": [0, 0]}
    s = State.from_json(d)
    j = s.to_json()
    for key, value in d.items():
        assert j[key] == value, key
    assert State.from_json(j) == s and State.from_json(j).to_json() == j
    assert len(s.discards[0]) == 54 - 12 and len(s.discards[1]) == 54 - 11
    assert [str(a) for a in s.legal_actions()] == ["REFILL@DEF2", "ATTACK"]
    opt = State.from_json({**d, "warnings": [1, 0], "subs": [2, 0], "sent_off": [[], []], "phase": "turn"})
    assert opt.warnings == (1, 0) and opt.subs == (2, 0)
    sent = State.from_json({**d, "fields": [d["fields"][0], {**d["fields"][1], "MID": ["6S", None, "8S"]}],
                            "sent_off": [[], ["MID2"]]})
    assert sent.sent_off == ((), (6,)) and sent.warnings == (0, 2)


@pytest.mark.parametrize("change, why", [
    ({"formations": ["4-4-2", "4-2-4"]}, "formations"),
    ({"fields": [dict(FULL_0, FWD=["5S"]), FULL_1]}, "FWD must list 2"),
    ({"fields": [dict(FULL_0, GK="4S"), FULL_1]}, "two places"),
    ({"fields": [dict(FULL_0, GK="1S"), FULL_1]}, "not a card of the deck"),
    ({"fields": [dict(FULL_0, FWD=["JOKER", "JOKER"], GK="JOKER"), FULL_1]}, "more jokers"),
    ({"libraries": [[], ["9H"]]}, "library is empty"),
    ({"sent_off": [["MID2"], []]}, "must be empty"),
    ({"sent_off": [["GK"], []]}, "midfield or forward"),
    ({"notes": [{"FWD1": ["4", "A"]}, {}]}, "does not fit"),
    ({"notes": [{"FWD1": ["A", "4"]}, {}]}, "no note"),
    ({"phase": "target"}, "turned"),
    ({"phase": "over", "winner": 1, "reason": "goals", "half": 2, "libraries": [[], []]}, "more goals"),
    ({"winner": 0}, "finished game"),
    ({"scores": [-1, 0]}, "scores"),
    ({"hands": [["QD"], []]}, "setting up"),
    ({"jokers": 5}, "jokers"),
    ({"turned": "QS"}, "turned"),
])
def test_impossible_positions_are_refused(change: dict[str, Any], why: str) -> None:
    with pytest.raises(BadState, match=why):
        State.from_json(position(**change))


def test_to_json_round_trips_and_names_which_joker_is_where() -> None:
    s = state(fields=[dict(FULL_0, FWD=["JOKER", "4S"]), FULL_1])
    j = s.to_json()
    assert j["field_ids"][0]["FWD1"] == s.position(0, "FWD1") and s.table.is_joker(j["field_ids"][0]["FWD1"])
    other = s.table.joker_ids[0][1]
    swapped = copy.deepcopy(j)
    swapped["field_ids"][0]["FWD1"] = other
    swapped["discard_ids"][0] = [c if c != other else j["field_ids"][0]["FWD1"] for c in j["discard_ids"][0]]
    assert State.from_json(swapped).position(0, "FWD1") == other


# ---- the deck file and options ----------------------------------------------------------------------


def test_the_deck_has_52_cards_and_the_jokers_are_an_option() -> None:
    t = load_table()
    assert t.per_seat == 54 and t.n == 108 and t.jokers == 2
    assert sorted(t.face[:52]) == sorted(f"{r}{s}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                                             "K", "A") for s in "SHDC")
    assert t.roster_name == "Sweden All-Time Stars" and t.scorers["Q"] == "Tomas Brolin"
    for jokers in range(5):
        s = new_game(0, jokers=jokers)
        assert s.table.per_seat == 52 + jokers


@pytest.mark.parametrize("old, new, line_of", [
    ('rank = "7"\nsuit = "HEARTS"', 'rank = "1"\nsuit = "HEARTS"', 'rank = "1"'),
    ('rank = "7"\nsuit = "HEARTS"', 'rank = "8"\nsuit = "HEARTS"', None),
    ('total = 52', 'total = 51', 'total = 51'),
    ('Q = "Tomas Brolin"', 'Q = ""', 'Q = ""'),
    ('Q = "Tomas Brolin"', 'Queen = "Tomas Brolin"', 'Queen = '),
])
def test_a_bad_deck_line_is_named(tmp_path: Path, old: str, new: str, line_of: str | None) -> None:
    text = DEFAULT_DECK_PATH.read_text()
    assert old in text
    bad = text.replace(old, new, 1)
    path = tmp_path / "deck.toml"
    path.write_text(bad)
    with pytest.raises(DeckError) as info:
        new_game(0, deck=str(path))
    if line_of is not None:
        line = next(i for i, row in enumerate(bad.splitlines(), 1) if row.startswith(line_of))
        assert info.value.line == line, str(info.value)
    else:
        assert "twice" in str(info.value) and info.value.line is not None


def test_a_players_own_deck_may_leave_cards_out_and_rename_the_scorers(tmp_path: Path) -> None:
    text = DEFAULT_DECK_PATH.read_text().replace("total = 52", "total = 51")
    text = text.replace('[[card]]\ntype = "CARD"\nrank = "7"\nsuit = "HEARTS"\n', "", 1)
    text = text.replace('A = "Gunnar Gren"', 'A = "Zlatan"')
    path = tmp_path / "kortfotboll.toml"
    path.write_text(text)
    s = new_game(4, deck=str(path))
    assert s.table.per_seat == 53 and "7H" not in s.table.face and s.table.scorers["A"] == "Zlatan"
    assert s.to_json()["deck"] == str(path)
    assert State.from_json(s.to_json()) == s


def test_options_are_validated() -> None:
    for bad in ({"jokers": 5}, {"jokers": -1}, {"jokers": True}, {"formations": ["4-4-2"]},
                {"formations": ["4-4-2", "2-2-6"]}, {"knockout": 1}, {"deck": ""}, {"first_player": 2}):
        with pytest.raises(ValueError):
            new_game(0, **bad)
    with pytest.raises(TypeError, match="unknown option"):
        new_game(0, colour="red")
    s = new_game(0, formations=["3-5-2", "5-3-2"], knockout=True)
    assert [f.name for f in s.forms] == ["3-5-2", "5-3-2"] and s.knockout
    assert s.forms[0].positions == ("GK", "DEF1", "DEF2", "DEF3", "MID1", "MID2", "MID3", "MID4", "MID5", "FWD1",
                                    "FWD2")


def test_the_engine_matches_the_contract() -> None:
    import engines
    from engines import kortfotboll

    assert engines.GAMES["kortfotboll"] is kortfotboll and kortfotboll.GAME_ID == "kortfotboll"
    s = new_game(3)
    assert isinstance(s, GameState) and all(isinstance(a, ActionProtocol) for a in s.legal_actions())
    for level in ("random", "easy", "normal", "hard"):
        assert isinstance(make_bot(level, 1), Bot)
    assert isinstance(sample_state(s.observation(0), 0, 9), GameState)
    with pytest.raises(ValueError):
        make_bot("expert", 1)


# ---- hidden information --------------------------------------------------------------------------


def test_observations_hide_face_down_cards_and_libraries() -> None:
    s = state(fields=[FULL_0, field(FWD=["JOKER", "3H"])])
    for viewer in (0, 1):
        obs = s.observation(viewer)
        other = 1 - viewer
        assert obs["libraries"] == [{"count": len(s.libraries[0])}, {"count": len(s.libraries[1])}]
        assert obs["library_ids"] == obs["libraries"]
        assert set(json.dumps(obs["fields"][other]).replace('"?"', "").replace("null", "")) <= set('{}[], :"GKDEFMIDFWD')
        assert all(v is None for v in obs["field_ids"][other].values())
        assert obs["fields"][viewer] == s.to_json()["fields"][viewer]
    public = s.public_observation()
    assert all(v is None for seat in (0, 1) for v in public["field_ids"][seat].values())


def test_error_messages_never_name_a_hidden_card() -> None:
    s = state(fields=[FULL_0, field(FWD=[None, "3H"])])
    attacking = s.apply("ATTACK")
    for st in (s, attacking):
        hidden = {st.face(c) for c in st.fields[1] if c is not None} | {
            st.face(c) for c in st.libraries[0] + st.libraries[1]}
        for text in ["@" + p for p in st.forms[1].positions] + ["REFILL@" + p for p in st.forms[0].positions] + \
                ["SUB@" + p for p in st.forms[0].positions] + ["ATTACK", "PLACE:3H@FWD1"]:
            try:
                st.apply(text)
            except IllegalAction as exc:
                named = set(re.findall(r"\b(?:10|[2-9JQKA])[SHDC]\b|JOKER", str(exc)))
                assert not (named & hidden) - {text.split(":")[-1].split("@")[0]}, str(exc)


def test_sample_state_keeps_what_a_seat_has_learned() -> None:
    # Blue lost with a 9 to Red's FWD1: it is higher than 9 in every re-deal; Red's keeper is at most a Q
    s = state(fields=[FULL_0, field(FWD=["QC", "3H"])], libraries=[["9S", "QS", "2C"], ["9H", "4C"]],
              notes=[{"GK": ["2", "K"]}, {}])
    s = play(s, "ATTACK", "@FWD1")
    obs = s.observation(0)
    assert obs["notes"][0] == {"GK": ["2", "K"], "FWD1": ["10", "A"]}
    for seed in range(60):
        d = sample_state(obs, 0, seed)
        assert d.observation(0) == obs
        assert 10 <= d.table.rank[d.position(1, "FWD1")] <= 14
        assert d.table.rank[d.position(1, "GK")] <= 13
        assert d.fields[0] == s.fields[0] and d.discards == s.discards


def test_the_deal_events_are_masked_for_a_spectator_too() -> None:
    s = new_game(2)
    for e in s.events_for(None):
        if e["kind"] == "dealt":
            assert e["card"] is None and e["id"] is None
    assert "dealt" in json.dumps(s.public_observation()["events"])
    assert all(e.get("card") is None for e in s.public_observation()["events"] if e["kind"] == "dealt")
