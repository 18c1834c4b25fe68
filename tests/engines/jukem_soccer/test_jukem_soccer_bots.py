"""Jukem Soccer computer players: legal moves, no peeking, obvious goals."""

from __future__ import annotations

import pytest

from engines.jukem_soccer import LEVELS, State, make_bot, new_game, sample_state
from tests.engines.jukem_soccer.test_jukem_soccer import build

FAST_HARD = 40  # iterations: enough to test behaviour, quick enough for the suite
SAVES = ["SAVE@TL+TC+TR", "SAVE@BL+BC+BR", "SAVE@TL+BL+BC", "SAVE@TR+BC+BR", "SAVE@TL+TC+BL",
         "SAVE@TC+TR+BR", "SAVE@TL+TR+BC"]


def bot(level: str, seed: int) -> object:
    return make_bot(level, seed, FAST_HARD) if level == "hard" else make_bot(level, seed)


@pytest.mark.parametrize("level", LEVELS)
def test_bots_play_only_legal_moves_to_the_end(level: str) -> None:
    games = 1 if level == "hard" else 4
    for g in range(games):
        bots = [make_bot(level, g, 12) if level == "hard" else make_bot(level, g), make_bot("random", g + 50)]
        s = new_game(200 + g)
        while not s.is_terminal:
            p = s.current_player
            assert p is not None
            choice = bots[p].choose(s, p)
            assert choice in s.legal_actions()
            s = s.apply(choice)
        assert s.is_terminal


def hidden_twin(s: State, seat: int) -> State:
    """A different state that looks the same to `seat` (the hidden cards re-dealt)."""
    for k in range(50):
        twin = sample_state(s.observation(seat), seat, 1000 + k)
        if twin.hands[1 - seat] != s.hands[1 - seat] and twin.pile != s.pile:
            assert twin.observation(seat) == s.observation(seat)
            return twin
    raise AssertionError("no different twin found")


@pytest.mark.parametrize("level", LEVELS)
def test_bots_never_peek(level: str) -> None:
    checked = 0
    for g in range(6):
        s = new_game(300 + g)
        for _ in range(g * 7):
            s = s.apply(s.legal_actions()[len(s.legal_actions()) // 2])
        seat = s.current_player
        assert seat is not None
        twin = hidden_twin(s, seat)
        for seed in range(2):
            b = make_bot(level, seed, FAST_HARD) if level == "hard" else make_bot(level, seed)
            assert b.choose(s, seat) == b.choose(twin, seat)
            checked += 1
    assert checked == 12


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_take_an_obvious_goal(level: str) -> None:
    # Every SAVE is face up in the discard pile: the shot cannot be stopped.
    s = build(hands=(["SHOT3@TL", "PASS", "HEADER", "PASS"], ["PASS", "RED", "YELLOW@PASS"]),
              poss=(["PASS", "PASS", "PASS"], []), discard=SAVES, pile=["PASS"] * 14)
    for seed in range(3):
        b = make_bot(level, seed, 150) if level == "hard" else make_bot(level, seed)
        assert str(b.choose(s, 0)) == "SHOT3@TL"


def test_normal_and_hard_pick_the_save_that_can_block() -> None:
    # Blue has 3 setup plays: its face-down shot needs 3; the only such shots unseen by Red are top-row ones.
    s = build(hands=(["SHOT3@TL", "PASS"], ["SAVE@TL+TC+TR", "SAVE@BL+BC+BR", "PASS"]),
              poss=(["PASS", "PASS", "PASS"], []), discard=["SHOT3@BL", "SHOT3@BC", "SHOT3@BR"],
              pile=["PASS"] * 10)
    shot = s.apply("SHOT3@TL")
    for seed in range(3):
        assert str(make_bot("normal", seed).choose(shot, 1)) == "SAVE@TL+TC+TR"
        assert str(make_bot("hard", seed, 150).choose(shot, 1)) == "SAVE@TL+TC+TR"


def test_easy_penalises_a_big_possession() -> None:
    s = build(hands=(["PASS", "PASS"], ["RED", "PASS"]), poss=(["PASS", "HEADER", "PASS"], []))
    assert str(make_bot("easy", 0).choose(s.apply("PASS"), 1)) == "RED"


def test_bot_errors() -> None:
    with pytest.raises(ValueError):
        make_bot("grandmaster", 0)
    with pytest.raises(ValueError):
        make_bot("random", 0).choose(new_game(0), 1 - (new_game(0).current_player or 0))
