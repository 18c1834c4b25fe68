"""Every game in engines.GAMES matches the contract's protocols at run time (mypy checks them statically)."""

from __future__ import annotations

import engines
from engines.common.protocol import Action, Bot, GameState, legacy_options


def test_every_game_matches_the_protocols() -> None:
    for game_id, engine in engines.GAMES.items():
        for attr in ("GAME_ID", "TITLE", "State", "new_game", "sample_state", "make_bot"):
            assert hasattr(engine, attr), f"{game_id} lacks {attr}"
        assert engine.GAME_ID == game_id
        state = engine.new_game(3)
        assert isinstance(state, GameState)
        assert all(isinstance(a, Action) for a in state.legal_actions())
        for level in ("random", "easy", "normal", "hard"):
            assert isinstance(engine.make_bot(level, 1), Bot)
        assert isinstance(engine.State.from_json(state.to_json()), GameState)
        assert isinstance(engine.sample_state(state.observation(0), 0, 9), GameState)


def test_a_plain_object_is_not_a_state_and_legacy_options_are_read_safely() -> None:
    assert not isinstance(object(), GameState)
    assert legacy_options(engines.GAMES["jukem_soccer"], 1) == {"max_empty_turns": 2}
    assert legacy_options(engines.GAMES["jukem_soccer"], 2) == {}
    assert legacy_options(engines.GAMES["penguin_soccer"], 1) == {}
    assert legacy_options(None, 1) == {}
