"""G.O.A.L. rules, rule by rule, from hand-made positions in the RULINGS format (section 4)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engines.common.decks import DeckError, parse_deck
from engines.goal import IllegalAction, State, load_table, new_game, parse
from engines.goal.rules import TIMBUKTU_TEXT
from engines.goal.table import DEFAULT_DECK_PATH, LETTERS, REQUIREMENTS, SCHEMA

MINIMAL = {"to_move": 0, "quarter": 1, "action": 1,
           "hands": [["3E", "3K", "XN"], ["1K"]], "decks": [["5E", "7N"], []],
           "goals": {"A-PAIR": [[1, "5E+XK=5"]], "L-RUN": [], "A-THREE": []},
           "goal_deck": ["G-FLUSH"], "prizes": [["G-THREE"], []]}


def pos(**changes: Any) -> State:
    """A position: Blue to move at action 1 of quarter 1, empty unless changed."""
    d: dict[str, Any] = {"to_move": 0, "quarter": 1, "action": 1, "hands": [[], []], "decks": [[], []],
                         "goals": {}, "goal_deck": [], "prizes": [[], []]}
    d.update(changes)
    return State.from_json(d)


def legal(s: State) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def shots(s: State, goal: str) -> list[str]:
    return [a for a in legal(s) if a.startswith(f"SHOOT:{goal}:")]


def tackles(s: State, goal: str) -> list[str]:
    return [a for a in legal(s) if a.startswith(f"TACKLE:{goal}:")]


def refused(s: State, action: str, why: str) -> None:
    """The action is illegal, with a reason containing `why`, and not in the legal list."""
    assert not s.is_legal(action)
    assert action not in legal(s)
    with pytest.raises(IllegalAction, match=why):
        s.apply(action)


def top(s: State, goal: str) -> list[Any] | None:
    stack = s.to_json()["goals"][goal]
    return stack[-1] if stack else None


# ---- the cards -----------------------------------------------------------------------------------


def test_each_player_owns_the_same_33_cards_and_the_goal_deck_is_as_shipped() -> None:
    t = load_table()
    assert t.per_seat == 33 and t.n == 33 * 2 + 16
    faces = [t.face[c] for c in t.seat_cards(0)]
    assert faces == [t.face[c] for c in t.seat_cards(1)]
    expected = {f"{v}{s}" for v in range(1, 11) for s in "EKN"} | {"XE", "XK", "XN"}
    assert set(faces) == expected and len(faces) == 33
    goals = [t.face[c] for c in t.goal_cards]
    assert sorted(goals) == sorted(["G-SINGLE", "O-SINGLE", "A-PAIR", "L-PAIR", "G-THREE", "A-THREE", "O-RUN",
                                    "L-RUN", "G-FLUSH", "L-FLUSH", "O-STRAIGHTFLUSH", "A-STRAIGHTFLUSH",
                                    "G-TWOPAIRS", "A-TWOPAIRS", "O-XKIND", "L-XKIND"])
    for letter in LETTERS:
        mine = [g for g in goals if g[0] == letter]
        assert len(mine) == 4 and len({g[2:] for g in mine}) == 4  # never twice on one requirement
    for req in REQUIREMENTS:
        assert sum(1 for g in goals if g[2:] == req) == 2


@pytest.mark.parametrize("old,new,line_of", [
    ('suit = "KING"\nvalue = 5', 'suit = "KING"\nvalue = 11', "value = 11"),
    ('suit = "KING"\nvalue = 5', 'suit = "KING"\nvalue = 6', "value = 6"),  # 6K twice
    ('letter = "L"\nrequirement = "RUN"', 'letter = "O"\nrequirement = "RUN"', None),  # O-RUN twice
    ('type = "X"\nsuit = "KNIGHT"', 'type = "X"\nsuit = "QUEEN"', 'suit = "QUEEN"'),
])
def test_a_bad_deck_line_is_named(old: str, new: str, line_of: str | None) -> None:
    text = DEFAULT_DECK_PATH.read_text()
    assert old in text
    bad = text.replace(old, new, 1)
    from engines.goal.table import compile_deck
    with pytest.raises(DeckError) as err:
        compile_deck(parse_deck(bad, SCHEMA, "goal.toml"), "goal.toml")
    assert err.value.line is not None and str(err.value).startswith(f"goal.toml, line {err.value.line}: ")
    lines = bad.splitlines()
    if line_of is not None:
        assert lines[err.value.line - 1].strip() == line_of
    else:
        assert "O-RUN twice" in str(err.value) and lines[err.value.line - 1].startswith("requirement")


def test_a_players_own_deck_file_is_used_and_named_in_the_position(tmp_path: Path) -> None:
    text = DEFAULT_DECK_PATH.read_text().replace("total = 49", "total = 48").replace(
        '[[card]]\ntype = "X"\nsuit = "KNIGHT"\n', "", 1)
    path = tmp_path / "goal.toml"
    path.write_text(text)
    s = new_game(4, deck=str(path))
    assert s.table.per_seat == 32 and s.to_json()["deck"] == str(path)
    assert State.from_json(s.to_json()) == s
    with pytest.raises(DeckError):
        new_game(4, deck=str(tmp_path / "missing.toml"))


def test_options_are_validated() -> None:
    with pytest.raises(TypeError):
        new_game(0, practice=True)
    with pytest.raises(ValueError):
        new_game(0, deck=5)
    with pytest.raises(ValueError):
        new_game("0")  # type: ignore[arg-type]


# ---- setup ---------------------------------------------------------------------------------------


def test_eleven_cards_each_three_goal_cards_blue_starts() -> None:
    for seed in range(5):
        s = new_game(seed)
        assert [len(h) for h in s.hands] == [11, 11] and [len(d) for d in s.decks] == [22, 22]
        assert len(s.goals) == 3 and all(stack == () for _, stack in s.goals) and len(s.goal_deck) == 13
        assert (s.quarter, s.action, s.to_move, s.current_player) == (1, 1, 0, 0)
        assert s.scores == (0, 0) and not s.is_terminal and legal(s)[0] == "PASS"


def test_the_deal_names_each_card_to_its_owner_only() -> None:
    s = new_game(7)
    for seat in (0, 1):
        dealt = [e for e in s.events_for(seat) if e["kind"] == "dealt"]
        assert [e["seat"] for e in dealt] == [0, 1] * 11
        assert sorted(e["id"] for e in dealt if e["seat"] == seat) == sorted(s.hands[seat])
        assert all(e["id"] is None and e["card"] is None for e in dealt if e["seat"] != seat)
    up = [e for e in s.events if e.kind == "goal_up"]
    assert [e["id"] for e in up] == [g for g, _ in s.goals]


# ---- shoot: every requirement, with and without X -------------------------------------------------


@pytest.mark.parametrize("goal,hand,good,bad", [
    ("G-SINGLE", ["7N", "XK"], ["7N", "XK=7", "XK=1", "XK=10"], []),
    ("A-PAIR", ["9E", "9N", "XK", "8E"], ["9E+9N", "9E+XK=9", "XK=8+8E"], ["9E+8E", "9E+9N+XK=9"]),
    ("A-THREE", ["5E", "5K", "5N", "XN", "6E"], ["5E+5K+5N", "5E+5K+XN=5"], ["5E+5K+6E", "5E+5K"]),
    ("L-RUN", ["3E", "4K", "5N", "XK", "6N"], ["3E+4K+5N", "3E+XK=4+5N", "4K+5N+6N", "XK=2+3E+4K"],
     ["3E+4K+6N", "3E+XK=3+5N"]),
    ("G-FLUSH", ["1K", "2K", "9K", "XK", "3E"], ["1K+2K+9K", "XK=10+2K+9K", "XK=1+1K+2K"], ["1K+2K+3E"]),
    ("O-STRAIGHTFLUSH", ["7E", "8E", "9E", "XE", "8K"], ["7E+8E+9E", "7E+XE=8+9E", "8E+9E+XE=10"],
     ["7E+8K+9E", "7E+9E+XE=10"]),
    ("G-TWOPAIRS", ["3E", "3K", "7E", "7N", "XK", "3N"], ["3E+3K+7E+7N", "3E+XK=3+7E+7N", "3E+3N+XK=7+7E"],
     ["3E+3K+3N+XK=3", "3E+3K+7E+XK=8"]),
    ("O-XKIND", ["5E", "5K", "5N", "XE", "XK", "6N"], ["5E", "XE=9", "5E+5K+5N+XE=5", "5E+5K+5N+XE=5+XK=5"],
     ["5E+6N", "5E+5K+XE=6"]),
])
def test_every_requirement_with_and_without_x(goal: str, hand: list[str], good: list[str], bad: list[str]) -> None:
    s = pos(hands=[hand, []], goals={goal: []})
    moves = shots(s, goal)
    for cards in good:
        action = f"SHOOT:{goal}:{cards}"
        canonical = str(parse(action))
        assert canonical in moves, f"{action} should be legal"
        after = s.apply(action)
        assert top(after, goal) == [0, canonical.split(":")[2]]
        assert after.to_move == 1 and after.action == 2 and len(after.hands[0]) == len(hand) - len(cards.split("+"))
    for cards in bad:
        assert f"SHOOT:{goal}:{cards}" not in moves
        with pytest.raises(IllegalAction, match=f"not a {goal[2:]}"):
            s.apply(f"SHOOT:{goal}:{cards}")


def test_shoot_counts_every_combination_once() -> None:
    s = pos(hands=[["9E", "9N", "XK", "XE"], []], goals={"A-PAIR": []})
    # 9E+9N, 9E or 9N with an X as 9 (4), XE+XK as any value (10)
    assert len(shots(s, "A-PAIR")) == 1 + 4 + 10
    assert len(set(shots(s, "A-PAIR"))) == len(shots(s, "A-PAIR"))


def test_an_x_must_say_its_value_and_may_copy_a_card_held() -> None:
    s = pos(hands=[["9K", "XK", "9E"], []], goals={"A-PAIR": []})
    with pytest.raises(IllegalAction, match="XK=9"):
        s.apply("SHOOT:A-PAIR:9E+XK")
    assert "SHOOT:A-PAIR:9K+XK=9" in shots(s, "A-PAIR")
    refused(s, "SHOOT:A-PAIR:XK=11+9K", "notation")
    refused(s, "SHOOT:A-PAIR:9E+9N", "9N is not in Blue's hand")


def test_cards_in_any_order_written_highest_first() -> None:
    s = pos(hands=[["3E", "XK", "5N"], []], goals={"L-RUN": []})
    assert str(parse("SHOOT:L-RUN:5N+3E+XK=4")) == "SHOOT:L-RUN:5N+XK=4+3E"
    assert s.apply("SHOOT:L-RUN:3E+XK=4+5N") == s.apply("SHOOT:L-RUN:5N+XK=4+3E")
    assert str(parse("SHOOT:A-PAIR:XK=9+9K")) == "SHOOT:A-PAIR:9K+XK=9"  # a real card before an X at a tie
    assert str(parse("TACKLE:A-THREE:5K+XN+10E")) == "TACKLE:A-THREE:XN+10E+5K"  # by face: X above 10


# ---- beating the top combination -------------------------------------------------------------------


def test_the_rulebooks_flush_example() -> None:
    s = pos(hands=[["1K", "2K", "9K"], []], goals={"G-FLUSH": [[1, "6E+7E+8E"]]})
    assert s.is_legal("SHOOT:G-FLUSH:1K+2K+9K")  # a 9 first beats an 8 first
    s = pos(hands=[["6E", "7E", "8E"], []], goals={"G-FLUSH": [[1, "1K+2K+9K"]]})
    refused(s, "SHOOT:G-FLUSH:6E+7E+8E", "not higher")


def test_equal_high_card_then_suit_then_the_next_card() -> None:
    s = pos(hands=[["7E", "7N", "9E", "9K", "8K", "10N"], []], goals={"G-SINGLE": [[1, "7K"]], "A-PAIR": [[1, "9E+9N"]],
                                                                     "L-RUN": [[1, "8E+9K+10N"]]})
    assert s.is_legal("SHOOT:G-SINGLE:7E")
    refused(s, "SHOOT:G-SINGLE:7N", "not higher")
    assert s.is_legal("SHOOT:A-PAIR:9E+9K")  # 9E = 9E, then 9K beats 9N
    t = pos(hands=[["8K", "9E", "10N"], []], goals={"L-RUN": [[1, "8E+9K+10N"]]})
    assert t.is_legal("SHOOT:L-RUN:8K+9E+10N")  # 10N = 10N, then 9E beats 9K


def test_identical_is_equal_and_equal_is_not_higher() -> None:
    s = pos(hands=[["9E", "9K"], []], goals={"A-PAIR": [[1, "9E+9K"]]})
    refused(s, "SHOOT:A-PAIR:9E+9K", "not higher")


def test_an_x_compares_as_its_value_in_its_own_suit() -> None:
    s = pos(hands=[["XK", "XE"], []], goals={"G-SINGLE": [[1, "9K"]]})
    refused(s, "SHOOT:G-SINGLE:XK=9", "not higher")  # XK=9 ties with 9K
    assert s.is_legal("SHOOT:G-SINGLE:XK=10") and s.is_legal("SHOOT:G-SINGLE:XE=9")
    assert not s.is_legal("SHOOT:G-SINGLE:XE=8")
    assert shots(s, "G-SINGLE") == ["SHOOT:G-SINGLE:XE=9", "SHOOT:G-SINGLE:XK=10", "SHOOT:G-SINGLE:XE=10"]


def test_one_may_beat_ones_own_combination() -> None:
    s = pos(hands=[["5E", "6E"], []], goals={"G-SINGLE": [[0, "4E"]]})
    after = s.apply("SHOOT:G-SINGLE:6E")
    assert after.to_json()["goals"]["G-SINGLE"] == [[0, "4E"], [0, "6E"]]


def test_x_of_a_kind_more_cards_first() -> None:
    s = pos(hands=[["2E", "2K", "2N", "9E", "9K"], []], goals={"O-XKIND": [[1, "10E+10K"]]})
    assert s.is_legal("SHOOT:O-XKIND:2E+2K+2N")
    refused(s, "SHOOT:O-XKIND:9E+9K", "not higher")
    refused(s, "SHOOT:O-XKIND:9E", "not higher")
    t = pos(hands=[["10E", "10N", "XK", "XE"], []], goals={"O-XKIND": [[1, "10E+10K"]]})
    assert t.is_legal("SHOOT:O-XKIND:10E+XE=10")
    refused(t, "SHOOT:O-XKIND:10E+XK=10", "not higher")  # the same cards as 10E+10K: equal
    refused(t, "SHOOT:O-XKIND:10E+10N", "not higher")


@pytest.mark.parametrize("goal,on_top,more", [
    ("G-SINGLE", "XN=1", None),
    ("A-PAIR", "XE=2+XN=2", None),
    ("A-THREE", "XE=3+XK=3+XN=3", None),
    ("L-RUN", "XE=3+XK=2+XN=1", None),
    ("O-XKIND", "XE=4+XK=4", "1E+1K+1N"),
])
def test_all_x_singles_pairs_triples_cannot_be_beaten(goal: str, on_top: str, more: str | None) -> None:
    hand = ["10E", "10K", "10N", "9E", "8E", "1E", "1K", "1N", "XE", "XK", "XN"]
    s = pos(hands=[hand, []], goals={goal: [[1, on_top]]})
    assert shots(s, goal) == ([] if more is None else [a for a in shots(s, goal) if len(a.split("+")) >= 3])
    strongest = {"G-SINGLE": "10E", "A-PAIR": "XE=10+XK=10", "A-THREE": "XE=10+XK=10+XN=10",
                 "L-RUN": "10E+9E+8E", "O-XKIND": "10E+10K"}[goal]
    refused(s, f"SHOOT:{goal}:{strongest}", "cannot be beaten")
    if more is not None:  # but for more cards on X of a Kind
        assert s.is_legal(f"SHOOT:{goal}:{more}")


# ---- tackle ----------------------------------------------------------------------------------------


def test_tackle_three_of_a_kind_with_any_two_of_its_cards() -> None:
    s = pos(hands=[["5E", "5K", "9N"], ["1E"]], goals={"A-THREE": [[1, "5E+5K+5N"]]})
    assert tackles(s, "A-THREE") == ["TACKLE:A-THREE:5E+5K"]
    after = s.apply("TACKLE:A-THREE:5E+5K")
    j = after.to_json()
    assert j["goals"]["A-THREE"] == [] and j["hands"][0] == ["9N"]
    assert {"5E", "5K"} <= set(j["discards"][0][:2]) and j["discards"][1][:3] == ["5E", "5K", "5N"]
    e = [e for e in after.events if e.kind == "tackle"][0]
    assert e["tackled_seat"] == 1 and e["top_seat"] is None and list(e["tackled_ids"]) == [c + 33 for c in (4, 15, 26)]


def test_the_rulebooks_tackle_example() -> None:
    s = pos(hands=[["1K", "2K", "9K"], []], goals={"G-FLUSH": [[1, "1K+2K+9K"]]})
    assert tackles(s, "G-FLUSH") == ["TACKLE:G-FLUSH:2K+1K", "TACKLE:G-FLUSH:9K+1K", "TACKLE:G-FLUSH:9K+2K"]
    refused(s, "TACKLE:G-FLUSH:1K+2K+9K", "all its cards but one")
    refused(s, "TACKLE:G-FLUSH:9K", "all its cards but one")


def test_an_x_matches_only_the_x_of_its_suit() -> None:
    s = pos(hands=[["9E", "9K", "XE", "XK"], []], goals={"A-PAIR": [[1, "9E+XK=9"]]})
    assert tackles(s, "A-PAIR") == ["TACKLE:A-PAIR:9E", "TACKLE:A-PAIR:XK"]
    refused(s, "TACKLE:A-PAIR:9K", "all its cards but one")
    refused(s, "TACKLE:A-PAIR:XE", "all its cards but one")
    with pytest.raises(IllegalAction, match="written alone"):
        s.apply("TACKLE:A-PAIR:XK=9")
    t = pos(hands=[["3E", "4K", "5N"], []], goals={"L-RUN": [[1, "3E+XK=4+5N"]]})
    assert tackles(t, "L-RUN") == ["TACKLE:L-RUN:5N+3E"]  # the 4K is no XK


def test_a_single_by_the_card_one_lower_of_its_suit_and_a_1_by_its_x() -> None:
    hand = ["4K", "4E", "6K", "XK", "XE", "10E"]
    s = pos(hands=[hand, []], goals={"G-SINGLE": [[1, "5K"]], "O-SINGLE": [[1, "1K"]], "O-XKIND": [[1, "1E"]]})
    assert tackles(s, "G-SINGLE") == ["TACKLE:G-SINGLE:4K"]
    refused(s, "TACKLE:G-SINGLE:4E", "tackled only by 4K")
    refused(s, "TACKLE:G-SINGLE:XK", "tackled only by 4K")
    assert tackles(s, "O-SINGLE") == ["TACKLE:O-SINGLE:XK"]
    assert tackles(s, "O-XKIND") == ["TACKLE:O-XKIND:XE"]  # a single on X of a Kind too
    t = pos(hands=[hand, []], goals={"O-XKIND": [[1, "10E+10K"]]})
    assert tackles(t, "O-XKIND") == ["TACKLE:O-XKIND:10E"]


@pytest.mark.parametrize("goal,combo", [("G-SINGLE", "XK=5"), ("A-PAIR", "XE=9+XK=9"), ("A-THREE", "XE=3+XK=3+XN=3"),
                                        ("L-RUN", "XE=3+XK=2+XN=1"), ("O-XKIND", "XE=9+XK=9")])
def test_all_x_singles_pairs_triples_cannot_be_tackled(goal: str, combo: str) -> None:
    s = pos(hands=[["XE", "XK", "XN", "4K"], []], goals={goal: [[1, combo]]})
    assert tackles(s, goal) == []
    refused(s, f"TACKLE:{goal}:XE", "cannot be tackled")


def test_tackle_two_pairs_and_five_of_a_kind_with_all_but_one() -> None:
    s = pos(hands=[["3E", "3K", "7E", "7N", "XK"], []], goals={"G-TWOPAIRS": [[1, "3E+3K+7E+7N"]]})
    assert tackles(s, "G-TWOPAIRS") == ["TACKLE:G-TWOPAIRS:7N+3E+3K", "TACKLE:G-TWOPAIRS:7E+3E+3K",
                                        "TACKLE:G-TWOPAIRS:7E+7N+3K", "TACKLE:G-TWOPAIRS:7E+7N+3E"]
    t = pos(hands=[["5E", "5K", "5N", "XE", "XK"], []], goals={"O-XKIND": [[1, "5E+5K+5N+XE=5+XK=5"]]})
    assert len(tackles(t, "O-XKIND")) == 5 and t.is_legal("TACKLE:O-XKIND:XE+XK+5E+5K")


def test_ones_own_combination_and_an_empty_goal_card_cannot_be_tackled() -> None:
    s = pos(hands=[["4K", "6E"], []], goals={"G-SINGLE": [[0, "5K"]], "O-SINGLE": []})
    assert tackles(s, "G-SINGLE") == [] and tackles(s, "O-SINGLE") == []
    refused(s, "TACKLE:G-SINGLE:4K", "Blue's own")
    refused(s, "TACKLE:O-SINGLE:4K", "no combination")


def test_a_tackle_exposes_what_lay_beneath() -> None:
    s = pos(to_move=1, action=8, hands=[[], ["4K"]], goals={"G-SINGLE": [[1, "3E"], [0, "5K"]]})
    after = s.apply("TACKLE:G-SINGLE:4K")
    assert after.prizes[1] and after.table.face[after.prizes[1][0]] == "G-SINGLE"  # Red on top at the end
    s = pos(hands=[["4K"], []], goals={"G-SINGLE": [[0, "3E"], [1, "5K"]]})
    assert top(s.apply("TACKLE:G-SINGLE:4K"), "G-SINGLE") == [0, "3E"]


# ---- pass ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("action,deck,drawn", [(1, 5, 1), (2, 5, 2), (5, 9, 5), (8, 9, 8), (5, 2, 2), (3, 0, 0)])
def test_pass_draws_as_many_as_the_action_marker(action: int, deck: int, drawn: int) -> None:
    faces = ["1E", "2E", "3E", "4E", "5E", "6E", "7E", "8E", "9E"][:deck]
    to_move = 0 if action % 2 else 1
    s = pos(action=action, to_move=to_move, hands=[["10E"], ["10E"]], decks=[faces, faces])
    assert legal(s)[0] == "PASS"
    after = s.apply("PASS")
    assert len(after.hands[to_move]) == 1 + drawn and len(after.decks[to_move]) == deck - drawn
    assert after.to_json()["hands"][to_move][:drawn] == faces[:drawn]  # from the top of one's own deck
    mine = [e for e in after.events_for(to_move) if e["kind"] == "draw"]
    theirs = [e for e in after.events_for(1 - to_move) if e["kind"] == "draw"]
    assert [e["card"] for e in mine] == faces[:drawn] and all(e["card"] is None for e in theirs)
    assert [e for e in after.events if e.kind == "pass"][0]["count"] == drawn


def test_pass_is_always_legal_even_with_nothing_to_draw() -> None:
    s = pos(hands=[[], []])
    assert legal(s) == ["PASS"]


# ---- the quarter, half time, the end ---------------------------------------------------------------


def test_eight_actions_then_goal_cards_go_to_whoever_is_on_top() -> None:
    s = pos(action=8, to_move=1, hands=[["1E"], ["9N"]],
            goals={"G-SINGLE": [[0, "4K"], [1, "5K"]], "A-PAIR": [[0, "3E+3K"]], "L-RUN": []},
            goal_deck=["O-RUN", "L-PAIR", "A-THREE", "G-FLUSH"])
    after = s.apply("PASS")
    j = after.to_json()
    assert j["prizes"] == [["A-PAIR"], ["G-SINGLE"]] and j["goal_discard"][0] == "L-RUN"
    assert {"4K", "3E", "3K"} <= set(j["discards"][0]) and "5K" in j["discards"][1]
    assert j["quarter"] == 2 and j["action"] == 1 and list(j["goals"]) == ["O-RUN", "L-PAIR", "A-THREE"]
    assert j["goal_deck"] == ["G-FLUSH"] and all(stack == [] for stack in j["goals"].values())
    assert after.to_move == 1 and after.scores == (1, 1)  # Blue started quarter 1 (Red has action 8): Red starts 2
    kinds = [e.kind for e in after.events]
    assert kinds == ["pass", "quarter_end", "goal_won", "goal_won", "goal_discarded", "quarter", "goal_up",
                     "goal_up", "goal_up"]


def test_the_start_player_alternates_each_quarter() -> None:
    s = new_game(3)
    starters = []
    while not s.is_terminal:
        if s.action == 1:
            starters.append(s.to_move)
        s = s.apply("PASS")
    assert starters == [0, 1, 0, 1]


@pytest.mark.parametrize("prizes,deck,bonus", [
    ([["G-SINGLE"], []], 5, (0, 2)),
    ([[], ["G-SINGLE", "O-SINGLE"]], 5, (2, 0)),
    ([["G-SINGLE"], ["O-SINGLE"]], 5, (0, 0)),  # a tie gives no bonus
    ([["G-SINGLE"], []], 1, (0, 1)),  # fewer if the deck runs short
])
def test_half_time_the_player_with_fewer_goal_cards_draws_two(prizes: list[list[str]], deck: int,
                                                              bonus: tuple[int, int]) -> None:
    faces = ["1E", "2E", "3E", "4E", "5E"][:deck]
    s = pos(quarter=2, action=8, to_move=0, hands=[[], []], decks=[faces, faces], prizes=prizes,
            goal_deck=["O-RUN", "L-PAIR", "A-THREE"])
    after = s.apply("PASS")  # draws 8 (its deck's all) for seat 0, then half time
    drawn_by_pass = min(8, deck)
    assert len(after.hands[0]) == drawn_by_pass + min(bonus[0], deck - drawn_by_pass)
    assert len(after.hands[1]) == bonus[1]
    ht = [e for e in after.events if e.kind == "half_time"][0]
    assert ht["seat"] == (0 if bonus[0] else 1 if bonus[1] else None)
    assert after.quarter == 3 and after.to_move == 0  # Red started quarter 2 (Blue has action 8): Blue starts 3


def test_half_time_bonus_draw() -> None:
    s = pos(quarter=2, action=8, to_move=1, hands=[[], []], decks=[["1E", "2E", "3E"], ["1E"]],
            prizes=[[], ["G-SINGLE"]], goal_deck=["O-RUN", "L-PAIR", "A-THREE"])
    after = s.apply("PASS")
    assert [len(h) for h in after.hands] == [2, 1] and after.to_json()["hands"][0] == ["1E", "2E"]


def end(prizes: list[list[str]], decks: list[list[str]], rng: int = 0) -> State:
    s = pos(quarter=4, action=8, to_move=1, hands=[[], []], decks=decks, prizes=prizes, rng=rng)
    return s.apply("PASS")


SET = ["G-SINGLE", "O-SINGLE", "A-PAIR", "L-PAIR"]


def test_the_end_after_four_quarters_most_sets_wins() -> None:
    s = end([SET, ["G-THREE", "A-THREE", "O-RUN", "G-FLUSH", "A-TWOPAIRS"]], [[], []])  # no L: no set
    assert s.is_terminal and s.winner == 0 and s.reason == "sets" and s.scores == (4, 5) and s.sets == (1, 0)
    assert s.current_player is None and s.legal_actions() == []
    over = [e for e in s.events if e.kind == "game_over"][0]
    assert over["winner"] == 0 and list(over["sets"]) == [1, 0]
    with pytest.raises(IllegalAction, match="over"):
        s.apply("PASS")


def test_then_most_goal_cards() -> None:
    s = end([["G-THREE"], ["A-THREE", "O-RUN"]], [[], []])
    assert (s.winner, s.reason) == (1, "goal_cards")


def test_then_fewer_cards_left_in_the_deck() -> None:
    eleven = ["1E", "2E", "3E", "4E", "5E", "6E", "7E", "8E", "9E", "10E", "XE"]
    s = end([["G-THREE"], ["A-THREE"]], [["1E", "2E"], eleven])  # Red's last PASS draws 8: 3 left against 2
    assert (s.winner, s.reason) == (0, "deck")
    s = end([["G-THREE"], ["A-THREE"]], [["1E", "2E", "3E", "4E", "5E", "6E", "7E", "8E", "9E", "10E"], ["1E"]])
    assert (s.winner, s.reason) == (1, "deck")  # Red's PASS emptied Red's deck: 0 left against 10


def test_then_the_timbuktu_coin_toss() -> None:
    winners = set()
    for rng in range(12):
        s = end([["G-THREE"], ["A-THREE"]], [[], []], rng)
        assert s.reason == "coin_toss" and s.winner in (0, 1)
        toss = [e for e in s.events if e.kind == "coin_toss"][0]
        assert toss["seat"] == s.winner and "Timbuktu" in str(toss["text"]) and "duel to the death" in str(toss["text"])
        assert toss["text"] == TIMBUKTU_TEXT.format(name=("Blue", "Red")[s.winner])
        assert end([["G-THREE"], ["A-THREE"]], [[], []], rng) == s  # the state's seeded coin: repeatable
        winners.add(s.winner)
    assert winners == {0, 1}


# ---- notation ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["PASS", "SHOOT:A-PAIR:9E+9N", "SHOOT:A-PAIR:9K+XK=9", "SHOOT:O-XKIND:10E",
                                  "TACKLE:A-THREE:5E+5K", "TACKLE:G-SINGLE:XK", "SHOOT:G-TWOPAIRS:7E+7N+3E+XK=3"])
def test_notation_round_trip(text: str) -> None:
    assert str(parse(text)) == text and parse(text).notation == text


@pytest.mark.parametrize("bad", ["", "pass", "PASS ", "SHOOT:A-PAIR", "SHOOT:A-PAIR:", "SHOOT::9E", "SHOOT:APAIR:9E",
                                 "SHOOT:A-PAIR:11E", "SHOOT:A-PAIR:9Q", "SHOOT:A-PAIR:09E", "SHOOT:A-PAIR:XK",
                                 "TACKLE:A-PAIR:XK=9", "SHOOT:O-XKIND:1E+1K+1N+XE=1+XK=1+XN=1", "SHOOT:A-PAIR:9E 9N",
                                 "DRAW", 7, None])
def test_bad_notation_is_refused(bad: object) -> None:
    with pytest.raises(IllegalAction):
        parse(bad)


def test_a_goal_card_not_face_up_is_refused() -> None:
    s = pos(hands=[["9E", "9N"], []], goals={"A-PAIR": []})
    refused(s, "SHOOT:L-PAIR:9E+9N", "not a face-up goal card")
    refused(s, "SHOOT:B-PAIR:9E+9N", "not a face-up goal card")


def test_apply_text_equals_apply_action() -> None:
    s = new_game(3)
    while not s.is_terminal:
        acts = s.legal_actions()
        a = acts[(s.ply * 7) % len(acts)]
        assert s.apply(str(a)) == s.apply(a)
        s = s.apply(a)


# ---- JSON --------------------------------------------------------------------------------------------


def test_the_rulings_minimal_position() -> None:
    s = State.from_json(MINIMAL)
    j = s.to_json()
    for key, value in MINIMAL.items():
        assert j[key] == value, key
    assert j["phase"] == "play" and j["scores"] == [1, 0] and j["sets"] == [0, 0] and s.current_player == 0
    assert len(j["discards"][0]) == 33 - 5 and len(j["discards"][1]) == 33 - 3  # unnamed cards: discarded
    assert len(j["goal_discard"]) == 16 - 5  # unnamed goal cards: out of the game
    assert legal(s) == ["PASS", "SHOOT:A-THREE:3E+3K+XN=3"]
    assert State.from_json(j) == s and State.from_json(j).to_json() == j
    assert json.loads(json.dumps(j)) == j


@pytest.mark.parametrize("change,why", [
    ({"hands": [["3E", "3E"], []]}, "two places"),
    ({"decks": [["3E"], []]}, "two places"),
    ({"hands": [["3Q"], []]}, "not a card"),
    ({"goals": {"A-PAIR": [[1, "5E+XK=6"]]}}, "not a PAIR"),
    ({"goals": {"A-PAIR": [[1, "5E+XK"]]}}, "XK=5"),
    ({"goals": {"A-PAIR": [[1, "9E+9K"], [0, "4E+4K"]]}}, "not higher"),
    ({"goals": {"A-PAIR": [[1, "XE=2+XK=2"], [0, "XE=9+XK=9"]]}}, "not higher"),
    ({"goals": {"A-PAIR": [[2, "9E+9K"]]}}, "seat"),
    ({"goals": {"G-SINGLE": [], "O-SINGLE": [], "A-PAIR": [], "L-PAIR": []}}, "face-up goal cards"),
    ({"goals": {"Z-PAIR": []}}, "not a goal card"),
    ({"goal_deck": ["A-PAIR"]}, "two places"),
    ({"prizes": [["G-THREE"], ["G-THREE"]]}, "two places"),
    ({"scores": [0, 0]}, "scores"),
    ({"quarter": 5}, "quarter"),
    ({"action": 9}, "action"),
    ({"phase": "over"}, "finished"),
    ({"winner": 1}, "null"),
    ({"hand_ids": [[0], []]}, "hand_ids"),
])
def test_impossible_positions_are_refused(change: dict[str, Any], why: str) -> None:
    with pytest.raises(ValueError, match=why):
        State.from_json(dict(MINIMAL, **change))


def test_a_finished_game_must_follow_the_tie_breaks() -> None:
    s = end([SET, []], [[], []])
    j = s.to_json()
    assert State.from_json(j) == s
    with pytest.raises(ValueError, match="decided on sets"):
        State.from_json(dict(j, winner=1))
    with pytest.raises(ValueError, match="decided on sets"):
        State.from_json(dict(j, reason="coin_toss"))


def test_json_round_trip_through_games() -> None:
    for seed in range(4):
        s = new_game(seed)
        while True:
            j = s.to_json()
            assert json.loads(json.dumps(j)) == j
            back = State.from_json(j)
            assert back == s and back.to_json() == j and back.legal_actions() == s.legal_actions()
            if s.is_terminal:
                break
            acts = s.legal_actions()
            s = s.apply(acts[(s.ply * 5 + seed) % len(acts)])


# ---- observations ------------------------------------------------------------------------------------


def test_observation_hides_hands_and_deck_order_and_shows_the_table() -> None:
    s = pos(to_move=1, action=2, hands=[["3E", "XN"], ["1K", "2K"]], decks=[["5E", "7N"], ["8E"]],
            goals={"A-PAIR": [[1, "5K+XK=5"]]}, goal_deck=["G-FLUSH", "L-RUN"], prizes=[["G-THREE"], []])
    o = s.observation(0)
    assert o["hands"] == [["3E", "XN"], {"count": 2}] and o["hand_ids"][1] == {"count": 2}
    assert o["decks"] == [{"count": 2}, {"count": 1}] and o["deck_ids"] == [{"count": 2}, {"count": 1}]
    assert o["goal_deck"] == {"count": 2} and o["goal_deck_ids"] == {"count": 2}
    assert o["goals"] == {"A-PAIR": [[1, "5K+XK=5"]]} and o["prizes"] == [["G-THREE"], []]
    assert len(o["discards"][0]) == 33 - 4 and "rng" not in o and o["player"] == 0
    spectator = s.public_observation()
    assert spectator["hands"] == [{"count": 2}, {"count": 2}] and spectator["player"] is None
    assert s.observation(1)["hands"] == [{"count": 2}, ["1K", "2K"]]
    with pytest.raises(ValueError):
        s.observation(2)


def test_events_name_the_very_cards() -> None:
    s = pos(hands=[["9E", "XK"], ["4K"]], goals={"A-PAIR": [], "G-SINGLE": [[1, "5K"]]})
    after = s.apply("SHOOT:A-PAIR:9E+XK=9")
    shot = [e for e in after.events if e.kind == "shoot"][0]
    assert list(shot["ids"]) == [8, 21] and list(shot["values"]) == [9, 9] and shot["over"] is None
    assert list(shot["cards"]) == ["9E", "XK=9"] and shot["goal"] == "A-PAIR" and shot["action"] == 1
