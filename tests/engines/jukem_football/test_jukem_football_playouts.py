"""Seeded playouts: every card always somewhere exactly once, no drive past 100, scores only grow,
every game ends; sample_state consistency; bot determinism."""

from __future__ import annotations

from typing import Any

from engines.common import rng as prng
from engines.jukem_football import card_count, hidden_cards, make_bot, new_game, sample_state
from engines.jukem_football.rules import drive_yards
from engines.jukem_football.zones import zones
from engines.common.zones import check


def test_random_playouts_keep_the_invariants() -> None:
    for seed in range(300):
        s = new_game(seed, practice=seed % 5 == 0, max_overtime_deals=seed % 4)
        rng = prng.seed_state(seed)
        last = (0, 0)
        plies = 0
        while not s.is_terminal:
            acts = s.legal_actions()
            assert acts, str(s)
            j, rng = prng.randbelow(rng, len(acts))
            s = s.apply(acts[j])
            plies += 1
            if plies % 7 == 0 or s.is_terminal:
                check(s.table.n, zones(s))
            assert card_count(s) == s.table.n
            assert all(drive_yards(s.table, d) < 100 for d in s.drives)
            assert s.scores[0] >= last[0] and s.scores[1] >= last[1]
            last = s.scores
            assert plies < 5000
        assert s.current_player is None and s.legal_actions() == []


def test_sample_state_redeals_only_unseen_cards() -> None:
    s = new_game(21)
    for _ in range(40):
        s = s.apply(s.legal_actions()[0])
    for p in (0, 1):
        obs = s.observation(p)
        for seed in range(5):
            t = sample_state(obs, p, seed)
            assert t.observation(p) == obs
            assert sorted(hidden_cards(t, p)) == sorted(hidden_cards(s, p))
            assert t.hands[p] == s.hands[p] and t.discard == s.discard and t.drives == s.drives
        assert any(sample_state(obs, p, k).draw != s.draw for k in range(5))


def test_bots_are_deterministic_and_use_only_the_observation() -> None:
    s = new_game(5)
    for _ in range(30):
        s = s.apply(s.legal_actions()[0])
    p = s.current_player
    assert p is not None
    twin = sample_state(s.observation(p), p, 99)  # same observation, other hidden cards
    for level in ("random", "easy", "normal", "hard"):
        bot = make_bot(level, 7)
        a = bot.choose(s, p)
        assert a == make_bot(level, 7).choose(s, p) == bot.choose(twin, p)
        assert a in s.legal_actions()


def test_bot_games_end() -> None:
    for seed in range(6):
        s = new_game(seed)
        bots = [make_bot("easy", seed), make_bot("normal", seed + 1)]
        while not s.is_terminal:
            p = s.current_player
            assert p is not None
            s = s.apply(bots[p].choose(s, p))
        assert s.winner in (0, 1, None)


def _follow_taken(known: list[list[str]], events: list[dict[str, Any]]) -> None:
    """What the table saw: a TAKE adds the face, a play, a discard or an answer with that face drops it,
    a deal forgets everything."""
    for e in events:
        kind, seat = e["kind"], e.get("seat")
        if kind == "deal":
            known[0], known[1] = [], []
        elif kind == "take":
            known[seat].append(e["card"])
        elif kind in ("play", "field_goal", "discard", "defence"):
            for f in e["cards"] if kind in ("play", "field_goal") else [e["card"]]:
                if f in known[seat]:
                    known[seat].remove(f)


def test_the_opponents_taken_cards_are_known_and_sampled_into_its_hand() -> None:
    sampled = 0
    for seed in range(30):
        s = new_game(seed, practice=seed % 3 == 0)
        rng = prng.seed_state(seed)
        known: list[list[str]] = [[], []]
        _follow_taken(known, s.events_for(0))
        while not s.is_terminal:
            for p in (0, 1):
                obs = s.observation(p)
                opp = 1 - p
                ids = obs["taken_ids"][opp]
                # Exactly what everyone saw taken and not yet seen leaving the hand: nothing else.
                assert sorted(obs["taken"][opp]) == sorted(known[opp]) == sorted(s.face(c) for c in ids)
                assert set(ids) <= set(s.hands[opp]) and obs["hands"][opp] == {"count": len(s.hands[opp])}
                if ids and s.ply % 4 == 0:
                    sampled += 1
                    for k in range(6):
                        t = sample_state(obs, p, k)
                        assert set(ids) <= set(t.hands[opp]) and t.observation(p) == obs
                        assert sorted(hidden_cards(t, p)) == sorted(hidden_cards(s, p))
            acts = s.legal_actions()
            j, rng = prng.randbelow(rng, len(acts))
            s = s.apply(acts[j])
            _follow_taken(known, s.events_for(0))
    assert sampled > 100


def test_sample_state_refuses_taken_ids_it_can_see_elsewhere() -> None:
    import pytest

    s = new_game(3)
    obs = s.observation(0)
    obs["taken_ids"] = [[], [obs["discard_ids"][0]]]
    with pytest.raises(ValueError, match="taken_ids"):
        sample_state(obs, 0, 1)


# ---- the normal rules (engines.jukem_football.policy) ------------------------------------------------


def _pos(**changes: Any) -> Any:
    from engines.jukem_football import State

    d: dict[str, Any] = {"to_move": 0, "hands": [[], []], "draw": ["RUN5", "RUN5", "RUN10"], "discard": [],
                         "drives": [[], []], "scores": [0, 0], "phase": "play"}
    d.update(changes)
    return State.from_json(d)


def test_normal_takes_a_defensive_card_and_draws_an_ordinary_one() -> None:
    from engines.jukem_football.policy import careful

    hand = [["RUN5", "CATCH10", "PASS30-50", "HOLDING"], []]
    assert str(careful(_pos(phase="draw", hands=hand, discard=["FUMBLE"]))) == "TAKE"
    assert str(careful(_pos(phase="draw", hands=hand, discard=["RUN10"]))) == "DRAW"


def test_normal_kicks_a_field_goal_in_range_and_keeps_jukem() -> None:
    from engines.jukem_football.policy import careful

    s = _pos(hands=[["RUN10", "JUKEM", "FIELDGOAL"], []], drives=[[["RUN30"], ["RUN25"], ["RUN20"]], []])
    assert str(careful(s)) == "FIELDGOAL"
    s = _pos(hands=[["RUN10", "RUN5", "JUKEM"], []])
    assert str(careful(s)) == "RUN10"


def test_normal_answers_a_play_into_field_goal_range_with_yellow() -> None:
    from engines.jukem_football.policy import careful

    s = _pos(hands=[["RUN25", "RUN5"], ["SACK", "FUMBLE", "RUN5"]], drives=[[["RUN30"], ["RUN20"]], []])
    s = s.apply("RUN25")
    assert s.phase == "defence" and str(careful(s)) == "SACK"


def test_normal_plans_the_last_turn_play_after_play() -> None:
    from engines.jukem_football.policy import careful

    # 60 yards: RUN30 first (the longest) leaves 10 to go and nothing fits; RUN25 and RUN15 make 100.
    s = _pos(hands=[["RUN30", "RUN25", "RUN15"], []], draw=[], drives=[[["RUN20"], ["RUN20"], ["RUN20"]], []])
    assert s.last_turn
    first = careful(s)
    assert str(first) in ("RUN25", "RUN15")
    s = s.apply(first).apply("NO")
    s = s.apply(careful(s))
    assert s.scores == (7, 0)
    # Nothing can score: stop at once.
    s = _pos(hands=[["RUN30", "CATCH5"], []], draw=[], drives=[[["RUN10"]], []])
    assert str(careful(s)) == "END"
