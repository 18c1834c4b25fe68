"""Seeded random playouts of Penguin Soccer checking invariants on every position."""

from __future__ import annotations

from engines.common import rng as prng
from engines.common.errors import IllegalAction
from engines.penguin_soccer import State, new_game
from engines.penguin_soccer.board import CENTRE, SEA, UP
from engines.penguin_soccer.notation import ACTIONS

GAMES = 60
MAX_PLIES = 200
LEVELS = ("penguin_soccer_standard", "penguin_soccer_bigfloe")


def check_invariants(s: State) -> None:
    b = s.board
    on_board = [p for p in s.pos if p != SEA]
    assert len(on_board) == len(set(on_board)), "two penguins on one square"
    for i, p in enumerate(s.pos):
        if p == SEA:
            assert s.face[i] == UP
            continue
        assert 0 <= p < b.n and 0 <= s.face[i] <= UP
        assert p != b.home[1 - i // 3], "penguin in its opponent's corner"
    if s.ball == CENTRE:
        assert not any(b.is_centre[p] for p in on_board), "penguin on the centre while the ball is there"
    else:
        assert 0 <= s.ball < b.n
        if s.result != "goal":
            assert b.corner_owner[s.ball] < 0, "ball resting in a corner"
            holders = [i for i, p in enumerate(s.pos) if p == s.ball]
            assert len(holders) <= 1
            for i in holders:
                assert s.face[i] == UP, "holder lying down"
    assert s.history[-1] == s.key()
    assert (s.current_player is None) == s.is_terminal


def test_random_playouts_keep_every_invariant() -> None:
    positions = 0
    results: dict[str | None, int] = {}
    for game in range(GAMES):
        level = LEVELS[game % 2]
        s = new_game(game, level=level)
        rng = prng.seed_state(1000 + game)
        record: list[str] = []
        while not s.is_terminal and s.ply < MAX_PLIES:
            check_invariants(s)
            positions += 1
            before = s.to_json()
            acts = s.legal_actions()
            assert acts, "a live position without legal moves"
            if positions % 50 == 0:
                assert State.from_json(before) == s
                legal = set(acts)
                for a in ACTIONS:  # every other action is refused with a reason
                    if a not in legal:
                        try:
                            s.apply(a)
                        except IllegalAction as exc:
                            assert str(exc)
                        else:
                            raise AssertionError(f"{a} applied but is not legal")
            index, rng = prng.randbelow(rng, len(acts))
            action = acts[index]
            t = s.apply(action)
            assert s.to_json() == before, "apply mutated the state"
            assert t.key()[1:] != s.key()[1:], "a move that changes nothing"
            if positions % 10 == 0:
                assert s.apply(str(action)) == t
            record.append(str(action))
            s = t
        check_invariants(s)
        assert State.from_json(s.to_json()) == s
        replay = new_game(game, level=level)
        for note in record:
            replay = replay.apply(note)
        assert replay == s
        results[s.reason] = results.get(s.reason, 0) + 1
    assert positions >= 10_000
    assert results.get("goal", 0) + results.get("own_goal", 0) > 0


def test_playouts_reach_the_interesting_situations() -> None:
    seen: set[str] = set()
    for game in range(40):
        s = new_game(game)
        rng = prng.seed_state(game)
        while not s.is_terminal and s.ply < 150:
            acts = s.legal_actions()
            index, rng = prng.randbelow(rng, len(acts))
            s = s.apply(acts[index])
            for e in s.events:
                seen.add(e.kind if e.kind != "possession" else f"possession:{e['how']}")
    assert {"slide_step", "slide_stop", "stand", "kick", "ball_step", "ball_stop", "push",
            "possession:centre", "possession:tackle", "possession:pickup", "possession:pass",
            "possession:interception"} <= seen
