"""Seeded playouts: 2,000 games keeping both decks and the goal deck whole, eight actions a quarter, four
quarters, the winner by the tie-breaks; JSON round trips and replays; observation privacy and sample_state;
bot determinism."""

from __future__ import annotations

import json

from engines.common import rng as prng
from engines.common.zones import check
from engines.goal import (
    State, card_count, hidden_cards, make_bot, new_game, sample_state, shown_cards,
)
from engines.goal.events import ACTION_KINDS
from engines.goal.rules import sets_of
from engines.goal.strategy import candidates
from engines.goal.state import State as GoalState
from engines.goal.zones import zones

GAMES = 2000


def check_ownership(s: GoalState) -> None:
    """Every card where it may be: a seat's cards only in that seat's hand, deck, discard pile and
    combinations; goal cards only face up, in the goal deck, a prize pile or out of the game."""
    t = s.table
    check(t.n, zones(s))
    for seat in (0, 1):
        for pile in (s.hands[seat], s.decks[seat], s.discards[seat]):
            assert all(t.owner[c] == seat for c in pile)
        assert all(t.is_goal(c) for c in s.prizes[seat])
    for gid, stack in s.goals:
        assert t.is_goal(gid)
        for combo in stack:
            assert all(t.owner[c] == combo.seat for c in combo.cards)
    assert all(t.is_goal(c) for c in s.goal_deck + s.goal_discard)


def test_two_thousand_seeded_playouts_keep_every_rule() -> None:
    reasons: dict[str, int] = {}
    biggest_hand = 0
    for seed in range(GAMES):
        s = new_game(seed)
        r = prng.seed_state(seed)
        n = s.table.n
        per_quarter: list[int] = []
        actions: list[str] = []
        # A quarter of the games take uniformly random legal actions; the others choose among the bots'
        # candidate moves (every kind of shot, tackle and pass), passing often in some (big hands).
        uniform = seed % 4 == 0
        passing = seed % 3
        while not s.is_terminal:
            if uniform or s.ply % 8 == seed % 8:
                acts = s.legal_actions()
                assert acts and str(acts[0]) == "PASS"
                keys = [a.sort_key() for a in acts]
                assert keys == sorted(keys) and len(set(keys)) == len(keys)
            if uniform:
                j, r = prng.randbelow(r, len(acts))
                a = acts[j]
            else:
                options = [o.action for o in candidates(s)]
                k, r = prng.randbelow(r, 4)
                j, r = prng.randbelow(r, len(options))
                a = options[0] if passing and k < passing + 1 else options[j]
                assert s.is_legal(a)
            before = (s.quarter, s.action, s.to_move)
            s = s.apply(a)
            actions.append(str(a))
            kinds = [e.kind for e in s.events]
            assert sum(1 for k in kinds if k in ACTION_KINDS) == 1
            if "quarter_end" in kinds:
                per_quarter.append(before[1])
                assert before[1] == 8
            else:
                assert (s.quarter, s.action, s.to_move) == (before[0], before[1] + 1, 1 - before[2])
            assert card_count(s) == n
            if s.ply % 5 == 0 or s.is_terminal:
                check_ownership(s)
            assert s.scores == (len(s.prizes[0]), len(s.prizes[1]))
            biggest_hand = max(biggest_hand, *(len(h) for h in s.hands))
        assert per_quarter == [8, 8, 8, 8] and len(actions) == 32 and s.ply == 32
        assert s.goals == () and sum(s.scores) + len(s.goal_discard) + len(s.goal_deck) == 16
        assert len(s.goal_deck) == 16 - 12
        sets = (sets_of(s.table, s.prizes[0]), sets_of(s.table, s.prizes[1]))
        left = (len(s.decks[0]), len(s.decks[1]))
        assert s.winner in (0, 1)
        if sets[0] != sets[1]:
            assert s.reason == "sets" and sets[s.winner] > sets[1 - s.winner]
        elif s.scores[0] != s.scores[1]:
            assert s.reason == "goal_cards" and s.scores[s.winner] > s.scores[1 - s.winner]
        elif left[0] != left[1]:
            assert s.reason == "deck" and left[s.winner] < left[1 - s.winner]
        else:
            assert s.reason == "coin_toss"
        reasons[s.reason or ""] = reasons.get(s.reason or "", 0) + 1
        if seed % 50 == 0:  # a seed and its actions replay the game exactly
            replay = new_game(seed)
            for text in actions:
                replay = replay.apply(text)
            assert replay == s and replay.to_json() == s.to_json()
    assert set(reasons) == {"sets", "goal_cards", "deck", "coin_toss"}, reasons
    assert biggest_hand >= 25


def test_json_round_trips_and_observations_hide_exactly_the_hidden_cards() -> None:
    for seed in range(30):
        s = new_game(seed)
        r = prng.seed_state(seed)
        while True:
            j = s.to_json()
            assert json.loads(json.dumps(j)) == j and State.from_json(j) == s
            for p in (0, 1):
                o = s.observation(p)
                assert json.loads(json.dumps(o)) == o
                hidden = set(hidden_cards(s, p))
                shown = shown_cards(o)
                assert not hidden & set(shown) and len(hidden) + len(shown) == s.table.n
                # the opponent's hand, both decks and the goal deck, nothing else
                assert hidden == set(s.hands[1 - p]) | set(s.decks[0]) | set(s.decks[1]) | set(s.goal_deck)
                for e in s.events:
                    masked = e.masked(p)
                    if e.hidden_from == p:
                        assert all(masked[k] is None for k in e.secret)
            if s.is_terminal:
                break
            acts = s.legal_actions()
            j2, r = prng.randbelow(r, len(acts))
            s = s.apply(acts[0] if j2 % 3 == 0 else acts[j2])


def test_sample_state_redeals_only_unseen_cards_from_the_right_deck() -> None:
    s = new_game(21)
    r = prng.seed_state(5)
    for _ in range(13):
        acts = s.legal_actions()
        j, r = prng.randbelow(r, len(acts))
        s = s.apply(acts[j] if j % 2 else acts[0])
    t = s.table
    for p in (0, 1):
        obs = s.observation(p)
        orders = set()
        for seed in range(8):
            x = sample_state(obs, p, seed)
            assert x.observation(p) == obs
            assert sorted(hidden_cards(x, p)) == sorted(hidden_cards(s, p))
            assert x.hands[p] == s.hands[p] and x.goals == s.goals and x.prizes == s.prizes
            assert x.discards == s.discards and x.goal_discard == s.goal_discard
            assert sorted(x.decks[p]) == sorted(s.decks[p])  # one's own deck: the same cards, any order
            assert sorted(x.hands[1 - p] + x.decks[1 - p]) == sorted(s.hands[1 - p] + s.decks[1 - p])
            assert all(t.owner[c] == 1 - p for c in x.hands[1 - p])
            assert sorted(x.goal_deck) == sorted(s.goal_deck)
            assert x.legal_actions() == s.legal_actions() if s.to_move == p else True
            orders.add((x.hands[1 - p], x.decks[p]))
        assert len(orders) > 4


def test_bots_are_deterministic_and_use_only_the_observation() -> None:
    s = new_game(5)
    for _ in range(9):
        s = s.apply(s.legal_actions()[(s.ply * 3) % len(s.legal_actions())])
    p = s.current_player
    assert p is not None
    twin = sample_state(s.observation(p), p, 99)  # same observation, other hidden cards
    assert twin != s
    for level in ("random", "easy", "normal", "hard"):
        bot = make_bot(level, 7, iterations=40) if level == "hard" else make_bot(level, 7)
        a = bot.choose(s, p)
        assert a == make_bot(level, 7, iterations=40).choose(s, p) == bot.choose(twin, p)
        assert s.is_legal(a) and a in s.legal_actions()


def test_bot_games_end_and_choices_are_legal() -> None:
    for seed, levels in ((1, ("easy", "normal")), (2, ("normal", "hard")), (3, ("hard", "random"))):
        s = new_game(seed)
        bots = [make_bot(levels[0], seed, iterations=30), make_bot(levels[1], seed + 1, iterations=30)]
        while not s.is_terminal:
            p = s.current_player
            assert p is not None
            a = bots[p].choose(s, p)
            assert s.is_legal(a)
            s = s.apply(a)
        assert s.winner in (0, 1)


def test_bot_levels_reject_bad_arguments() -> None:
    import pytest

    with pytest.raises(ValueError):
        make_bot("grandmaster", 1)
    with pytest.raises(ValueError):
        make_bot("hard", 1, iterations=0)
    s = new_game(1)
    with pytest.raises(ValueError):
        make_bot("easy", 1).choose(s, 1)  # not seat 1's turn


def test_is_legal_and_apply_agree_with_legal_actions() -> None:
    """Random SHOOTs and TACKLEs made of the hand's cards (most illegal) are legal exactly when listed."""
    from engines.goal.notation import SHOOT, TACKLE, Action

    checked = 0
    for seed in range(40):
        s = new_game(seed)
        r = prng.seed_state(seed + 1000)
        while not s.is_terminal:
            t = s.table
            legal = set(s.legal_actions())
            hand = [t.face[c] for c in s.hands[s.to_move]]
            for goal in s.goal_faces():
                for size in range(1, 6):
                    for _ in range(6):
                        cards = []
                        for _ in range(size):
                            i, r = prng.randbelow(r, len(hand)) if hand else (0, r)
                            face = hand[i] if hand else "1E"
                            if face.startswith("X"):
                                v, r = prng.randbelow(r, 10)
                                face = f"{face}={v + 1}"
                            cards.append(face)
                        for a in (Action.make(SHOOT, goal, tuple(cards)),
                                  Action.make(TACKLE, goal, tuple(c.split("=")[0] for c in cards))):
                            checked += 1
                            assert s.is_legal(a) == (a in legal), (str(a), str(s))
            acts = s.legal_actions()
            j, r = prng.randbelow(r, len(acts))
            s = s.apply(acts[j] if j % 3 else acts[0])
    assert checked > 50_000
