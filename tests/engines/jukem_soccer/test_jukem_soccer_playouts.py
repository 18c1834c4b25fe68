"""Seeded random playouts: card conservation, scores, termination, JSON, replays."""

from __future__ import annotations

from engines.common import rng as prng
from engines.jukem_soccer import State, new_game
from engines.jukem_soccer.rules import P_SAVE

GAMES = 2000
ALL = list(range(56))


def cards_everywhere(s: State) -> list[int]:
    zones = s.hands[0] + s.hands[1] + s.pile + s.discard + s.poss[0] + s.poss[1] + s.goals[0] + s.goals[1]
    if s.phase == P_SAVE:
        zones += (s.pending,)
    return sorted(zones)


def test_random_playouts_keep_every_invariant() -> None:
    reasons: dict[str, int] = {}
    golden = 0
    for game in range(GAMES):
        s = new_game(game, max_golden_deals=2 if game % 3 else 3)
        r = prng.seed_state(game * 7919)
        actions: list[str] = []
        score = s.score
        assert cards_everywhere(s) == ALL
        while not s.is_terminal:
            acts = s.legal_actions()
            assert acts and s.current_player in (0, 1)
            assert len({str(a) for a in acts}) == len(acts) and acts == sorted(acts)
            i, r = prng.randbelow(r, len(acts))
            s = s.apply(str(acts[i]) if game % 2 else acts[i])
            actions.append(str(acts[i]))
            assert cards_everywhere(s) == ALL, f"game {game} ply {s.ply}"
            assert s.score[0] >= score[0] and s.score[1] >= score[1]
            assert len(s.hands[0]) <= 5 and len(s.hands[1]) <= 5
            score = s.score
            assert len(actions) < 2000, f"game {game} does not end"
        assert s.current_player is None and s.legal_actions() == []
        if s.winner is not None:
            assert s.score[s.winner] > s.score[1 - s.winner]
        else:
            assert s.score[0] == s.score[1] and s.reason == "draw"
        golden += s.half >= 3
        reasons[str(s.reason)] = reasons.get(str(s.reason), 0) + 1
        if game % 10 == 0:
            assert State.from_json(s.to_json()) == s
            replay = new_game(game, max_golden_deals=2 if game % 3 else 3)
            for text in actions:
                replay = replay.apply(text)
            assert replay == s and replay.to_json() == s.to_json()
    assert set(reasons) >= {"goals", "golden_goal"}, reasons
    assert golden > 0


def test_json_round_trips_mid_game() -> None:
    for game in range(60):
        s = new_game(10_000 + game)
        r = prng.seed_state(game)
        while not s.is_terminal:
            d = s.to_json()
            back = State.from_json(d)
            assert back == s and back.to_json() == d and back.legal_actions() == s.legal_actions()
            acts = s.legal_actions()
            i, r = prng.randbelow(r, len(acts))
            s = s.apply(acts[i])
