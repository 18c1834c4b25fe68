"""Write the golden playthroughs, tests/engines/golden/<game_id>.json, for every game in engines.GAMES
(or only the games named on the command line: a new game writes its own file and no other).

Each file holds a few games as data: seed, new_game options, the actions (notation),
and what they lead to (the final position as `to_json()`, scores, winner, whether the
game is over). tests/engines/test_golden.py replays them and compares exactly, so any
change of a rule, a shuffle, an event or the JSON form shows up as a diff.

The actions come from the engines' own seeded bots (random and easy/normal levels),
so a game is long enough to reach half time, golden goals, pushes and so on. Run it
again only when a change of behaviour is intended, and say why in the commit:

    python tests/engines/make_golden.py            # every game
    python tests/engines/make_golden.py <game_id>  # one game (a new one: its first file)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engines import GAMES  # noqa: E402
from engines.common.rng import derive  # noqa: E402

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
MAX_PLIES = 300
"""A game still going after this many actions is kept as it stands (its final position is unfinished)."""
MATCHES: tuple[tuple[int, tuple[str, str]], ...] = ((1, ("random", "random")), (2, ("easy", "normal")),
                                                    (3, ("normal", "random")))
"""(seed, bot levels of seats 0 and 1) of each golden game; options cycle through `INFO.fuzz_options`."""


def play(engine: Any, seed: int, options: dict[str, Any], levels: tuple[str, str]) -> dict[str, Any]:
    """One seeded bot game as a golden record."""
    state = engine.new_game(seed, **options)
    bots = [engine.make_bot(level, derive(seed, 0x601D, seat)) for seat, level in enumerate(levels)]
    actions: list[str] = []
    while not state.is_terminal and len(actions) < MAX_PLIES:
        player = state.current_player
        action = bots[player].choose(state, player)
        actions.append(str(action))
        state = state.apply(action)
    return {"seed": seed, "options": options, "bots": list(levels), "actions": actions,
            "final": state.to_json(), "scores": list(state.scores), "winner": state.winner,
            "terminal": state.is_terminal}


def golden(game_id: str) -> dict[str, Any]:
    """Every golden game of one engine."""
    engine = GAMES[game_id]
    choices = list(engine.INFO.fuzz_options or [{}])
    games = [play(engine, seed, dict(choices[i % len(choices)]), levels) for i, (seed, levels) in enumerate(MATCHES)]
    return {"game": game_id, "games": games}


def main(game_ids: list[str]) -> None:
    unknown = sorted(set(game_ids) - set(GAMES))
    if unknown:
        sys.exit(f"no such game: {', '.join(unknown)} (the games: {', '.join(GAMES)})")
    GOLDEN_DIR.mkdir(exist_ok=True)
    for game_id in game_ids or GAMES:
        path = GOLDEN_DIR / f"{game_id}.json"
        path.write_text(json.dumps(golden(game_id), indent=1, sort_keys=False) + "\n")
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main(sys.argv[1:])
