"""Jukem Soccer rules, one scenario per rule, from hand-made states (see `build`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import engines
from engines.jukem_soccer import GAME_ID, TITLE, Action, IllegalAction, State, load_table, new_game
from engines.jukem_soccer.rules import dealer_of

T = load_table()


def ids_of(face: str) -> list[int]:
    return [i for i, f in enumerate(T.face) if f == face]


def build(
    hands: Sequence[Sequence[str]] = ((), ()),
    poss: Sequence[Sequence[str]] = ((), ()),
    pile: Sequence[str] | None = None,
    discard: Sequence[str] = (),
    goals: Sequence[Sequence[str]] = ((), ()),
    to_move: int = 0,
    phase: str = "play",
    shot: str | None = None,
    half: int = 1,
    first_dealer: int = 1,
    score: tuple[int, int] = (0, 0),
    half_goals: Sequence[tuple[int, int]] = (),
    substituted: bool = False,
    passes: int = 0,
    max_golden: int = 3,
) -> State:
    """A state from card faces: named cards take the lowest free ids of that face.

    pile=None puts every other card into the draw pile (ascending ids); a given
    pile is exactly those cards (top first) and the rest go to the discard pile."""
    free = {f: ids_of(f) for f in set(T.face)}

    def take(face: str) -> int:
        assert free[face], f"no {face} card left"
        return free[face].pop(0)

    h = [sorted(take(f) for f in seat) for seat in hands]
    p = [[take(f) for f in seat] for seat in poss]
    g = [[take(f) for f in seat] for seat in goals]
    d = [take(f) for f in discard]
    pending: dict[str, Any] | None = None
    if phase == "answer":
        pending = {"seat": 1 - to_move, "card": p[1 - to_move][-1]}
    elif phase == "save":
        assert shot is not None
        pending = {"seat": 1 - to_move, "card": take(shot)}
    rest = sorted(c for cards in free.values() for c in cards)
    if pile is None:
        pl = rest
    else:
        pl = [take(f) for f in pile]
        d += sorted(c for cards in free.values() for c in cards)
    if half_goals == () and half > 1:
        half_goals = [(0, 0)] * (half - 1)
    return State.from_json({
        "game": "jukem_soccer", "deck": "default", "options": {"max_golden_deals": max_golden},
        "half": half, "dealer": dealer_of(first_dealer, half), "first_dealer": first_dealer,
        "to_move": to_move, "phase": phase, "hands": h, "draw_pile": pl, "discard": d,
        "secret": [[], []], "possessions": p, "goal_piles": g, "pending": pending,
        "substituted": substituted, "passes": passes, "score": list(score),
        "half_goals": [list(x) for x in half_goals], "result": None, "winner": None, "reason": None,
        "ply": 0, "rng": 12345,
    })


def faces(cards: Sequence[int]) -> list[str]:
    return [T.face[c] for c in cards]


def legal(s: State) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def kinds(s: State) -> list[str]:
    return [e.kind for e in s.events]


# ---- the module -------------------------------------------------------------------------


def test_module_contract() -> None:
    assert GAME_ID == "jukem_soccer" and TITLE == "Jukem Soccer"
    if "jukem_soccer" in engines.GAMES:
        assert engines.GAMES["jukem_soccer"].GAME_ID == GAME_ID


def test_deck_matches_the_rulings() -> None:
    kinds_ = [T.face[c].split("@")[0].rstrip("345") for c in range(T.n)]
    assert T.n == 56
    assert {k: kinds_.count(k) for k in set(kinds_)} == {
        "PASS": 20, "HEADER": 6, "FLOP": 1, "JUKEM": 1, "SHOT": 14, "SAVE": 7, "RED": 3, "YELLOW": 4}
    assert sorted(f for f in T.face if f.startswith("YELLOW")) == [
        "YELLOW@FLOP", "YELLOW@HEADER", "YELLOW@PASS", "YELLOW@PASS"]
    assert len(ids_of("SHOT3@TL")) == 1 and len(ids_of("SHOT5@TL+TC+BR")) == 1
    assert T.boxes == ("TL", "TC", "TR", "BL", "BC", "BR")


# ---- setup ----------------------------------------------------------------------------------


def test_new_game_deals_five_each_and_the_non_dealer_starts() -> None:
    dealers = set()
    for seed in range(12):
        s = new_game(seed)
        dealers.add(s.dealer)
        assert len(s.hands[0]) == len(s.hands[1]) == 5 and len(s.pile) == 46
        assert s.current_player == 1 - s.dealer and s.phase_name == "play"
        assert s.events[0].kind == "coin_toss" and s.events[0]["seat"] == s.dealer
        deals = [e for e in s.events if e.kind == "deal"]
        assert [e["seat"] for e in deals] == [1 - s.dealer, s.dealer] * 5
        assert [e["n"] for e in deals] == list(range(1, 11))
        for seat in (0, 1):
            assert sorted(e["card"] for e in deals if e["seat"] == seat) == list(s.hands[seat])
            # the viewer never learns the opponent's dealt cards
            seen = [e["card"] for e in s.events_for(seat) if e["kind"] == "deal" and e["seat"] != seat]
            assert seen == [None] * 5
    assert dealers == {0, 1}


def test_first_dealer_option_and_same_seed_same_game() -> None:
    assert new_game(3, first_dealer=0).dealer == 0
    assert new_game(3, first_dealer=1).current_player == 0
    assert new_game(7) == new_game(7)
    with pytest.raises(TypeError):
        new_game(1, dealer=0)
    with pytest.raises(ValueError):
        new_game(1, max_golden_deals=-1)


# ---- setup plays and shots -----------------------------------------------------------------


def test_only_offensive_cards_are_playable_and_shots_need_setup_plays() -> None:
    s = build(hands=(["PASS", "SHOT3@TL", "SHOT4@TL+BR", "SAVE@TL+TC+TR", "RED"], ["PASS"]),
              poss=(["PASS", "PASS", "PASS"], []))
    assert legal(s) == ["PASS", "SHOT3@TL"]
    s2 = build(hands=(["PASS", "SHOT3@TL"], ["PASS"]), poss=(["PASS", "PASS"], []))
    assert legal(s2) == ["PASS"]


def test_flop_counts_two_setup_plays() -> None:
    s = build(hands=(["SHOT3@TL", "SHOT4@TL+BR", "SAVE@TL+TC+TR"], ["PASS"]), poss=(["PASS", "FLOP"], []))
    assert s.setup_count(0) == 3
    assert legal(s) == ["SHOT3@TL"]
    s = build(hands=(["FLOP", "SHOT5@TL+TR+BC"], ["PASS"]), poss=(["PASS", "HEADER", "PASS"], []))
    after = s.apply("FLOP").apply("NO")
    assert after.setup_count(0) == 5
    # Blue's possession now holds 5 setup plays: SHOT5 becomes playable on Blue's next turn
    s = build(hands=(["SHOT5@TL+TR+BC", "RED"], ["PASS"]), poss=(["PASS", "HEADER", "PASS", "FLOP"], []))
    assert legal(s) == ["SHOT5@TL+TR+BC"]


def test_a_setup_play_always_gives_the_defender_the_decision() -> None:
    s = build(hands=(["PASS", "PASS"], ["SAVE@TL+TC+TR", "SHOT3@TL"]))
    after = s.apply("PASS")
    assert after.phase_name == "answer" and after.current_player == 1
    assert legal(after) == ["NO"]  # no answer in hand, but the decision point exists
    assert faces(after.poss[0]) == ["PASS"]
    assert [e.kind for e in after.events] == ["play"]


def test_no_answer_replenishes_only_the_attacker_and_passes_the_turn() -> None:
    s = build(hands=(["PASS", "PASS", "HEADER", "RED", "SAVE@TL+TC+TR"], ["PASS", "PASS", "PASS", "PASS"]),
              pile=["HEADER", "FLOP", "PASS"])
    after = s.apply("PASS").apply("NO")
    assert len(after.hands[0]) == 5 and len(after.hands[1]) == 4
    assert faces(after.pile) == ["FLOP", "PASS"]
    assert after.current_player == 1 and after.phase_name == "play"
    assert kinds(after) == ["no_answer", "draw", "turn"]


def test_red_penalty_sweeps_the_whole_possession_and_both_replenish() -> None:
    s = build(hands=(["PASS", "RED", "SAVE@TL+TC+TR"], ["RED", "PASS", "PASS", "PASS", "PASS"]),
              poss=(["HEADER", "PASS"], []), pile=["PASS", "HEADER", "FLOP", "PASS", "PASS"])
    ans = s.apply("PASS")
    assert legal(ans) == ["RED", "NO"]
    after = ans.apply("RED")
    assert after.poss[0] == ()
    assert faces(after.discard[-4:]) == ["HEADER", "PASS", "PASS", "RED"]
    pen = [e for e in after.events if e.kind == "penalty"][0]
    assert pen["color"] == "red" and pen["victim"] == 0 and faces(pen["swept"]) == ["HEADER", "PASS", "PASS"]  # type: ignore[arg-type]
    # attacker 2 + 3 drawn first, then the defender 4 + 1: one card left on the pile
    assert len(after.hands[0]) == 5 and len(after.hands[1]) == 5 and len(after.pile) == 1
    draws = [e["seat"] for e in after.events if e.kind == "draw"]
    assert draws == [0, 0, 0, 1]
    assert after.current_player == 1


def test_red_penalty_removes_cards_played_under_jukem_too() -> None:
    s = build(hands=(["PASS"], ["RED"]), poss=(["JUKEM", "HEADER", "PASS"], []), pile=["PASS"] * 5)
    after = s.apply("PASS").apply("RED")
    assert after.poss[0] == ()
    assert "JUKEM" in faces(after.discard)


def test_yellow_penalty_removes_only_the_last_play_of_its_type() -> None:
    s = build(hands=(["PASS", "FLOP", "HEADER"], ["YELLOW@PASS", "YELLOW@FLOP"]), poss=(["HEADER", "PASS"], []))
    after_pass = s.apply("PASS")
    assert legal(after_pass) == ["YELLOW@PASS", "NO"]
    y = after_pass.apply("YELLOW@PASS")
    assert faces(y.poss[0]) == ["HEADER", "PASS"]
    assert faces(y.discard[-2:]) == ["PASS", "YELLOW@PASS"]
    after_flop = s.apply("FLOP")
    assert legal(after_flop) == ["YELLOW@FLOP", "NO"]  # only the "vs FLOP" card punishes a FLOP
    after_header = s.apply("HEADER")
    assert legal(after_header) == ["NO"]


def test_header_gives_another_turn_unless_penalised() -> None:
    s = build(hands=(["HEADER", "PASS"], ["YELLOW@HEADER", "PASS"]), pile=["PASS"] * 10)
    free = s.apply("HEADER").apply("NO")
    assert free.current_player == 0 and free.phase_name == "play"
    assert [e for e in free.events if e.kind == "turn"][0]["extra"] is True
    assert len(free.hands[0]) == 5
    punished = s.apply("HEADER").apply("YELLOW@HEADER")
    assert punished.current_player == 1


def test_jukem_makes_a_setup_play_unanswerable() -> None:
    s = build(hands=(["HEADER", "JUKEM", "PASS"], ["RED", "YELLOW@HEADER"]), pile=["PASS"] * 10)
    assert legal(s) == ["HEADER", "JUKEM+HEADER", "JUKEM+PASS", "PASS"]
    after = s.apply("JUKEM+HEADER")
    assert after.current_player == 0 and after.phase_name == "play"  # no answer phase, and the extra turn
    assert faces(after.poss[0]) == ["JUKEM", "HEADER"] and after.setup_count(0) == 1
    assert kinds(after)[:2] == ["jukem", "play"]


def test_jukem_alone_is_not_a_play() -> None:
    s = build(hands=(["JUKEM", "SAVE@TL+TC+TR"], ["PASS"]))
    assert legal(s) == ["SUB:JUKEM", "SUB:SAVE@TL+TC+TR", "END"]


def test_shot_is_face_down_until_the_defender_chooses() -> None:
    s = build(hands=(["SHOT3@TL", "PASS"], ["SAVE@TL+TC+TR", "SAVE@BL+BC+BR", "PASS"]),
              poss=(["PASS", "PASS", "PASS"], []), pile=["PASS"] * 10)
    shot = s.apply("SHOT3@TL")
    assert shot.phase_name == "save" and shot.current_player == 1
    assert legal(shot) == ["SAVE@BL+BC+BR", "SAVE@TL+TC+TR", "NO"]
    obs = shot.observation(1)
    assert obs["pending"] == {"seat": 0, "card": None}
    shot_id = ids_of("SHOT3@TL")[0]
    shot_events = [e for e in obs["events"] if e["kind"] == "shot"]
    assert shot_events and all(e["card"] is None and e["face"] is None for e in shot_events)
    assert shot.observation(0)["pending"] == {"seat": 0, "card": shot_id}
    blocked = shot.apply("SAVE@TL+TC+TR")
    reveal = [e for e in blocked.events if e.kind == "reveal"][0]
    assert reveal["result"] == "blocked" and reveal["balls"] == ("TL",) and reveal["xs"] == ("TL", "TC", "TR")
    assert blocked.poss[0] == () and blocked.score == (0, 0)
    assert faces(blocked.discard[-5:]) == ["PASS", "PASS", "PASS", "SHOT3@TL", "SAVE@TL+TC+TR"]
    assert len(blocked.hands[1]) == 5  # the defender played a card, so replenished
    goal = shot.apply("SAVE@BL+BC+BR")
    assert [e for e in goal.events if e.kind == "reveal"][0]["result"] == "goal"
    assert goal.score == (1, 0) and faces(goal.goals[0]) == ["PASS", "PASS", "PASS", "SHOT3@TL"]
    assert "SAVE@BL+BC+BR" in faces(goal.discard)
    nosave = shot.apply("NO")
    assert nosave.score == (1, 0) and len(nosave.hands[1]) == 3  # no card played, no draw
    assert kinds(nosave)[:3] == ["no_answer", "save", "reveal"]


def test_two_ball_shot_needs_both_boxes_covered() -> None:
    s = build(hands=(["SHOT4@TL+TR"], ["SAVE@TL+TC+TR", "SAVE@TL+BL+BC"]),
              poss=(["PASS", "PASS", "HEADER", "PASS"], []), pile=["PASS"] * 10)
    assert s.apply("SHOT4@TL+TR").apply("SAVE@TL+TC+TR").score == (0, 0)
    assert s.apply("SHOT4@TL+TR").apply("SAVE@TL+BL+BC").score == (1, 0)


def test_jukem_shot_cannot_be_saved() -> None:
    s = build(hands=(["SHOT3@TL", "JUKEM"], ["SAVE@TL+TC+TR"]), poss=(["PASS", "PASS", "PASS"], []),
              pile=["PASS"] * 10)
    after = s.apply("JUKEM+SHOT3@TL")
    assert after.score == (1, 0) and after.current_player == 1
    assert faces(after.goals[0]) == ["PASS", "PASS", "PASS", "JUKEM", "SHOT3@TL"]
    reveal = [e for e in after.events if e.kind == "reveal"][0]
    assert reveal["save"] is None and reveal["result"] == "goal"


def test_defensive_cards_are_never_played_on_ones_own_turn() -> None:
    s = build(hands=(["RED", "SAVE@TL+TC+TR", "YELLOW@PASS"], ["PASS"]))
    assert all(not a.startswith(("RED", "SAVE", "YELLOW")) for a in legal(s))
    assert legal(s) == ["SUB:RED", "SUB:SAVE@TL+TC+TR", "SUB:YELLOW@PASS", "END"]


# ---- substitution and passing ------------------------------------------------------------------


def test_substitution_then_a_play() -> None:
    s = build(hands=(["RED", "SHOT3@TL"], ["PASS"]), pile=["PASS", "HEADER"])
    sub = s.apply("SUB:SHOT3@TL")
    assert faces(sub.hands[0]) == ["PASS", "RED"] and sub.current_player == 0
    assert legal(sub) == ["PASS"]  # must play now, no END, no second substitution
    assert sub.secret[0] == (ids_of("SHOT3@TL")[0],)
    opp_view = sub.observation(1)
    assert opp_view["discard"][-1] is None  # the opponent sees a face-down card
    ev = [e for e in sub.events_for(1) if e["kind"] == "sub"][0]
    assert ev["card"] is None and ev["face"] is None


def test_substitution_without_a_playable_card_ends_the_turn() -> None:
    s = build(hands=(["RED", "SHOT3@TL"], ["PASS"]), pile=["SAVE@TL+TC+TR", "HEADER"])
    sub = s.apply("SUB:RED")
    assert sub.current_player == 1 and kinds(sub)[-2:] == ["pass", "turn"]
    assert sorted(faces(sub.hands[0])) == ["SAVE@TL+TC+TR", "SHOT3@TL"]


def test_no_substitution_from_an_empty_pile() -> None:
    s = build(hands=(["RED", "SHOT3@TL"], ["PASS"]), pile=[])
    assert legal(s) == ["END"]


def test_voluntary_pass_is_not_allowed_while_a_card_is_playable() -> None:
    s = build(hands=(["PASS", "RED"], ["PASS"]))
    assert "END" not in legal(s)
    with pytest.raises(IllegalAction):
        s.apply("END")


def test_end_end_with_cards_in_the_pile_does_not_end_the_half() -> None:
    # The rulebook ends a half only when the pile has run out: until then either player may substitute.
    s = new_game(seed=2776)
    pile = len(s.pile)
    two = s.apply("END").apply("END")
    assert two.half == 1 and two.passes == 2 and len(two.pile) == pile
    assert not [e for e in two.events if e.kind == "half_end"]
    assert any(a.startswith("SUB:") for a in legal(two))  # the player to move may still substitute


def test_an_empty_turn_count_is_reset_by_a_substitution() -> None:
    s = build(hands=(["RED"], ["SAVE@TL+TC+TR"]), poss=(["PASS"], []), pile=["PASS"] * 5, passes=39)
    after = s.apply("SUB:RED")  # draws a PASS: the turn goes on, and it is not an empty one
    assert after.passes == 0 and after.half == 1 and legal(after) == ["PASS"]


def test_the_cap_of_empty_turns_ends_the_half_as_it_stands() -> None:
    from engines.jukem_soccer.rules import DEFAULT_MAX_EMPTY_TURNS

    assert DEFAULT_MAX_EMPTY_TURNS == 40
    s = new_game(seed=2776)
    for _ in range(DEFAULT_MAX_EMPTY_TURNS - 1):
        s = s.apply("END")
    assert s.half == 1 and s.passes == DEFAULT_MAX_EMPTY_TURNS - 1
    s = s.apply("END")
    end = [e for e in s.events if e.kind == "half_end"][0]
    assert end["reason"] == "stalemate" and end["half"] == 1 and s.half == 2 and s.passes == 0


def test_the_old_half_end_is_an_option_for_old_records() -> None:
    two = new_game(seed=2776, max_empty_turns=2).apply("END").apply("END")
    end = [e for e in two.events if e.kind == "half_end"][0]
    assert end["reason"] == "stalemate" and two.half == 2 and two.score == (0, 0)
    assert two.to_json()["options"] == {"max_golden_deals": 3, "max_empty_turns": 2}
    assert State.from_json(two.to_json()) == two
    assert new_game(seed=2776).to_json()["options"] == {"max_golden_deals": 3}  # default: as before
    for bad in (0, -1, True, "2", 1001):
        with pytest.raises(ValueError, match="max_empty_turns"):
            new_game(seed=1, max_empty_turns=bad)


# ---- end of a half and of the game ------------------------------------------------------------


def test_half_ends_when_the_pile_is_empty_and_nobody_can_play() -> None:
    s = build(hands=(["PASS"], ["RED", "SAVE@TL+TC+TR"]), poss=(["PASS"], ["HEADER"]), pile=[],
              goals=(["PASS", "PASS", "PASS", "SHOT3@TL"], []), score=(1, 0), first_dealer=1)
    after = s.apply("PASS").apply("NO")
    end = [e for e in after.events if e.kind == "half_end"][0]
    assert end["reason"] == "cards" and end["goals"] == (1, 0)
    assert faces(end["left"]) == ["PASS", "PASS", "HEADER"]  # type: ignore[arg-type]
    assert after.half == 2 and after.dealer == 0 and after.current_player == 1
    assert after.score == (1, 0) and after.half_goals == ((1, 0),)
    assert len(after.hands[0]) == len(after.hands[1]) == 5 and len(after.pile) == 46
    assert [e.kind for e in after.events].count("deal") == 10


def test_with_an_empty_pile_the_player_who_can_play_goes_on() -> None:
    s = build(hands=(["RED"], ["PASS", "PASS"]), pile=[])
    assert legal(s) == ["END"]
    after = s.apply("END")
    assert after.current_player == 1 and legal(after) == ["PASS"]
    after = after.apply("PASS").apply("NO")
    assert after.current_player == 0 and legal(after) == ["END"]
    after = after.apply("END").apply("PASS").apply("NO")
    assert after.half == 2  # nobody can play any more


def test_second_half_decides_the_winner() -> None:
    s = build(hands=(["PASS"], ["RED"]), pile=[], half=2, half_goals=[(0, 1)], score=(2, 1),
              goals=(["PASS", "PASS", "PASS", "SHOT3@TL", "PASS", "PASS", "PASS", "SHOT3@TC"], []))
    over = s.apply("PASS").apply("NO")
    assert over.is_terminal and over.winner == 0 and over.reason == "goals" and over.current_player is None
    assert over.legal_actions() == []
    assert [e.kind for e in over.events][-1] == "game_end"
    with pytest.raises(IllegalAction):
        over.apply("NO")


def test_a_tie_goes_to_golden_goal_and_the_first_goal_wins() -> None:
    s = build(hands=(["PASS"], ["RED"]), pile=[], half=2, half_goals=[(1, 0)], score=(1, 1),
              goals=([], ["PASS", "PASS", "PASS", "SHOT3@TL"]), first_dealer=1)
    golden = s.apply("PASS").apply("NO")
    assert golden.half == 3 and golden.golden and not golden.is_terminal
    start = [e for e in golden.events if e.kind == "deal_start"][0]
    assert start["golden"] is True and start["dealer"] == 1
    g = build(hands=(["SHOT3@TL"], ["PASS"]), poss=(["PASS", "PASS", "PASS"], []), half=3,
              half_goals=[(1, 0), (0, 1)], score=(1, 1))
    won = g.apply("SHOT3@TL").apply("NO")
    assert won.is_terminal and won.winner == 0 and won.reason == "golden_goal" and won.score == (2, 1)


def test_golden_goal_deals_are_capped_then_a_draw() -> None:
    s = build(hands=(["PASS"], ["RED"]), pile=[], half=2, half_goals=[(0, 0)], max_golden=0)
    over = s.apply("PASS").apply("NO")
    assert over.is_terminal and over.winner is None and over.reason == "draw"
    s = build(hands=(["PASS"], ["RED"]), pile=[], half=4, half_goals=[(0, 0), (0, 0), (0, 0)], max_golden=2)
    over = s.apply("PASS").apply("NO")
    assert over.is_terminal and over.winner is None and over.half == 4
    s = build(hands=(["PASS"], ["RED"]), pile=[], half=3, half_goals=[(0, 0), (0, 0)], max_golden=2)
    again = s.apply("PASS").apply("NO")
    assert not again.is_terminal and again.half == 4 and again.dealer == dealer_of(1, 4)


# ---- actions -------------------------------------------------------------------------------------


def test_identical_cards_are_one_action_and_the_order_is_stable() -> None:
    s = build(hands=(["PASS", "PASS", "HEADER", "HEADER", "FLOP"], ["PASS"]))
    assert legal(s) == ["FLOP", "HEADER", "PASS"]
    acts = s.legal_actions()
    assert acts == sorted(acts) and len(set(acts)) == len(acts)


def test_notation_round_trips() -> None:
    for text in ["PASS", "HEADER", "FLOP", "SHOT4@TL+BR", "JUKEM+SHOT3@TL", "JUKEM+PASS", "RED", "YELLOW@FLOP",
                 "SAVE@TL+TC+TR", "NO", "END", "SUB:PASS", "SUB:SAVE@TL+TC+TR", "SUB:YELLOW@PASS", "SUB:JUKEM"]:
        assert str(Action.parse(text)) == text


@pytest.mark.parametrize("garbage", [
    "", "pass", " PASS", "PASS ", "JUKEM", "JUKEM+JUKEM", "JUKEM+RED", "SHOT@TL", "SHOT3", "SAVE", "YELLOW",
    "YELLOW@SHOT", "SUB:", "SUB:FOO", "SUB PASS", "NO!", "END END", "SHOT3@TL+", "SAVE@", "RED+PASS", "42",
])
def test_garbage_is_rejected(garbage: str) -> None:
    s = new_game(0)
    with pytest.raises(IllegalAction):
        s.apply(garbage)


def test_well_formed_but_illegal_actions_are_rejected_with_the_legal_list() -> None:
    s = build(hands=(["PASS"], ["RED"]))
    for text in ["HEADER", "SHOT3@TL", "RED", "NO", "SHOT9@XX", "SUB:PASS", "END"]:
        with pytest.raises(IllegalAction, match="legal: PASS"):
            s.apply(text)
    with pytest.raises(IllegalAction):
        s.apply(3)  # type: ignore[arg-type]


def test_apply_never_mutates() -> None:
    s = build(hands=(["PASS", "HEADER"], ["RED"]))
    before = s.to_json()
    s.apply("PASS").apply("RED")
    assert s.to_json() == before
