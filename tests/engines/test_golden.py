"""Golden playthroughs: every game in engines.GAMES replays its recorded games exactly.

The data files (tests/engines/golden/<game_id>.json) are written by make_golden.py;
each game's seed, options and actions must lead to exactly the recorded final
position (`to_json()`), scores and winner. A game without a golden file fails.
"""

from __future__ import annotations

import json
from pathlib import Path

import engines

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


def test_every_game_replays_its_golden_playthroughs() -> None:
    assert engines.GAMES, "no games registered"
    for game_id, engine in engines.GAMES.items():
        path = GOLDEN_DIR / f"{game_id}.json"
        assert path.exists(), f"{game_id} has no golden playthroughs: run tests/engines/make_golden.py"
        data = json.loads(path.read_text())
        assert data["game"] == game_id and len(data["games"]) >= 3
        for n, game in enumerate(data["games"]):
            where = f"{game_id} golden game {n} (seed {game['seed']})"
            state = engine.new_game(game["seed"], **game["options"])
            for action in game["actions"]:
                state = state.apply(action)  # raises IllegalAction if the game went another way
            assert state.to_json() == game["final"], f"{where}: final position differs"
            assert json.dumps(state.to_json()) == json.dumps(game["final"]), f"{where}: key order differs"
            assert list(state.scores) == game["scores"], where
            assert state.winner == game["winner"] and state.is_terminal == game["terminal"], where
