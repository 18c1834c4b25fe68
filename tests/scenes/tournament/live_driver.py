"""Run one tournament fixture's game in the arcade, headless, as a program of its own (the kill test).

`python live_driver.py DB TID FIXTURE` opens the tournament hub on the database, starts the fixture's
game (two computers, watched at the hub's watching speed; resumed if the hub says it was left in
progress) and runs frames until the game ends and the hub has stored it; then it prints one JSON line:
whether the game was resumed, the actions it started from, and the fixture's stored games. The test
kills it with SIGKILL part way and runs it again.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main(db: str, tid: int, fixture: int) -> None:
    from scenes.routes import make_headless_app
    from scenes.tournament.hub import TournamentHub
    from tournament.store import TournamentStore

    store = TournamentStore(Path(db))
    app = make_headless_app()
    hub = TournamentHub(store, tid, sync_worker=True)
    app.stack.push(hub)
    app.frame(1 / 60)
    fx = hub.t_.fixtures[fixture]
    resumed = hub.in_progress(fx)
    hub.launch(fx, watch=True)
    for _ in range(4):
        app.frame(1 / 60)
    app.stack.top.start()  # the match intro: both seats are computers
    started = None
    for _ in range(200_000):
        app.frame(1 / 60)
        game = getattr(app.stack.top, "match", None) or getattr(getattr(app.stack.top, "game", None), "match", None)
        if started is None and game is not None:
            started = list(game.actions)
        if store.games(tid) and any(g.fixture == fixture for g in store.games(tid)):
            break
    games = [g.to_json() for g in store.games(tid) if g.fixture == fixture]
    print(json.dumps({"resumed": resumed, "started_from": started, "games": games}), flush=True)
    app.close()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
