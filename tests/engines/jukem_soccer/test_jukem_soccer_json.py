"""Jukem Soccer JSON, observations (what each seat may see) and sample_state."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.common import rng as prng
from engines.jukem_soccer import BadState, Sampler, State, new_game, sample_state
from engines.jukem_soccer.rules import P_SAVE
from tests.engines.jukem_soccer.test_jukem_soccer import build, ids_of


def play_random(seed: int, plies: int) -> State:
    s = new_game(seed)
    r = prng.seed_state(seed + 99)
    for _ in range(plies):
        if s.is_terminal:
            break
        acts = s.legal_actions()
        i, r = prng.randbelow(r, len(acts))
        s = s.apply(acts[i])
    return s


def all_ids(obj: Any) -> set[int]:
    """Every int anywhere in a JSON value except under keys that are counts or numbers."""
    out: set[int] = set()
    skip = {"count", "half", "dealer", "first_dealer", "to_move", "current_player", "passes", "score",
            "half_goals", "ply", "seat", "n", "setup", "winner", "victim", "max_golden_deals", "cards", "player"}
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k not in skip:
                out |= all_ids(v)
    elif isinstance(obj, list):
        for v in obj:
            out |= all_ids(v)
    elif isinstance(obj, int) and not isinstance(obj, bool):
        out.add(obj)
    return out


# ---- JSON --------------------------------------------------------------------------------------


def test_to_json_is_json_and_round_trips() -> None:
    for seed in range(30):
        s = play_random(seed, seed * 5)
        d = json.loads(json.dumps(s.to_json()))
        assert State.from_json(d) == s
        assert State.from_json(d).events == s.events


BAD: list[tuple[str, Any, str]] = [
    ("game", "penguin_soccer", "for game"),
    ("half", 0, "half"),
    ("phase", "dance", "phase"),
    ("hands", [[0, 1, 2, 3, 4, 5], []], "more than 5"),
    ("draw_pile", "lots", "list of card ids"),
    ("score", [5, 0], "score 0"),
    ("rng", -1, "rng"),
    ("deck", "/no/such/deck.toml", "cannot be used"),
    ("dealer", None, "dealer"),
    ("substituted", "yes", "substituted"),
    ("result", "win", "must be null"),
    ("events", [{"kind": "fireworks"}], "unknown event kind"),
    ("pending", {"seat": 0, "card": 1}, "pending must be null"),
]


@pytest.mark.parametrize("key,value,message", BAD)
def test_from_json_rejects_bad_states(key: str, value: Any, message: str) -> None:
    d = new_game(4).to_json()
    d[key] = value
    with pytest.raises(BadState, match=message):
        State.from_json(d)


def test_from_json_rejects_lost_and_duplicated_cards() -> None:
    d = new_game(4).to_json()
    d["draw_pile"] = d["draw_pile"][1:]
    with pytest.raises(BadState, match="in no zone"):
        State.from_json(d)
    d = new_game(4).to_json()
    d["discard"] = [d["draw_pile"][0]]
    with pytest.raises(BadState, match="in both"):
        State.from_json(d)
    d = new_game(4).to_json()
    d["possessions"][0] = [ids_of("RED")[0]]
    d["draw_pile"].remove(ids_of("RED")[0]) if ids_of("RED")[0] in d["draw_pile"] else None
    with pytest.raises(BadState):
        State.from_json(d)
    with pytest.raises(BadState, match="unknown keys"):
        State.from_json({**new_game(1).to_json(), "cheat": 1})
    with pytest.raises(BadState):
        State.from_json([1, 2])


def test_from_json_rejects_a_deal_that_should_have_ended() -> None:
    s = build(hands=(["PASS"], ["RED"]), pile=[])
    d = s.to_json()
    d["hands"][0] = []
    d["discard"].append(ids_of("PASS")[0])
    with pytest.raises(BadState, match="should have ended"):
        State.from_json(d)


# ---- observations ------------------------------------------------------------------------------


def test_observation_hides_the_opponent_hand_and_the_pile() -> None:
    for seed in range(40):
        s = play_random(seed, seed * 3)
        for seat in (0, 1):
            obs = s.observation(seat)
            json.dumps(obs)
            assert obs["hands"][1 - seat] == {"count": len(s.hands[1 - seat])}
            assert obs["hands"][seat] == list(s.hands[seat])
            assert obs["draw_pile"] == {"count": len(s.pile)}
            assert "rng" not in obs and "secret" not in obs
            visible = all_ids({k: v for k, v in obs.items() if k != "events"})
            if not any(e.kind == "deal_start" for e in s.events):  # older events name cards since reshuffled
                visible |= all_ids(obs["events"])
            hidden = set(s.hands[1 - seat]) | set(s.pile) | set(s.secret[1 - seat])
            if s.phase == P_SAVE and s.to_move == seat:
                hidden.add(s.pending)
            assert not (visible & hidden), (seed, seat, visible & hidden)


def test_defender_does_not_see_the_face_down_shot() -> None:
    s = build(hands=(["SHOT4@TL+BR", "PASS"], ["SAVE@TL+TC+TR"]), poss=(["PASS"] * 4, []), pile=["PASS"] * 8)
    shot = s.apply("SHOT4@TL+BR")
    obs = shot.observation(1)
    text = json.dumps({k: v for k, v in obs.items() if k != "cards"})
    assert "TL+BR" not in text and ids_of("SHOT4@TL+BR")[0] not in all_ids(obs)
    assert "SHOT4@TL+BR" in json.dumps(shot.observation(0)["events"])


# ---- sample_state ------------------------------------------------------------------------------


def check_sample(s: State, seat: int, seed: int) -> State:
    obs = s.observation(seat)
    sample = sample_state(obs, seat, seed)
    assert sample.observation(seat) == obs
    zones = sample.hands[0] + sample.hands[1] + sample.pile + sample.discard + sample.poss[0] + sample.poss[1] \
        + sample.goals[0] + sample.goals[1] + ((sample.pending,) if sample.phase == P_SAVE else ())
    assert sorted(zones) == list(range(56))
    assert sample.legal_actions() == s.legal_actions() or s.current_player != seat
    return sample


@settings(max_examples=60, deadline=None)
@given(game=st.integers(0, 10_000), plies=st.integers(0, 160), seat=st.integers(0, 1), seed=st.integers(0, 2**32))
def test_sample_state_keeps_the_observation(game: int, plies: int, seat: int, seed: int) -> None:
    s = play_random(game, plies)
    check_sample(s, seat, seed)


def test_sample_state_redeals_the_unseen_cards() -> None:
    s = play_random(11, 30)
    seat = s.to_move
    opp_hands = {sample_state(s.observation(seat), seat, k).hands[1 - seat] for k in range(20)}
    assert len(opp_hands) > 10  # really re-dealt, not copied
    assert sample_state(s.observation(seat), seat, 3) == sample_state(s.observation(seat), seat, 3)


def test_sample_of_a_face_down_shot_is_a_shot_the_possession_allows() -> None:
    s = build(hands=(["SHOT3@TL", "PASS"], ["SAVE@TL+TC+TR"]), poss=(["PASS"] * 3, []), pile=["PASS"] * 8,
              discard=["SHOT3@TC"])
    shot = s.apply("SHOT3@TL")
    seen = set()
    for k in range(40):
        sample = check_sample(shot, 1, k)
        seen.add(sample.face(sample.pending))
    assert seen and all(f.startswith("SHOT3@") for f in seen) and "SHOT3@TC" not in seen


def test_sample_respects_what_the_game_going_on_reveals() -> None:
    # Pile empty, Blue cannot play, the deal goes on: Red must hold a playable card in every sample.
    s = build(hands=(["RED"], ["PASS", "SAVE@TL+TC+TR"]), pile=[])
    for k in range(30):
        sample = check_sample(s, 0, k)
        assert sample.can_play(1)


def test_sample_state_rejects_a_wrong_observation() -> None:
    s = new_game(2)
    with pytest.raises(BadState):
        sample_state(s.observation(0), 1, 0)
    obs = s.observation(0)
    obs["draw_pile"] = {"count": 3}
    with pytest.raises(BadState):
        Sampler(obs, 0)
