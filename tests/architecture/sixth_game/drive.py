"""Run inside the copy of the project: play High Card from the main menu with the keys alone, as a player would.

Prints one line of JSON with what was seen (see test_adding_a_game.py).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pygame

from core.autosave import WRITER
from core.replay import autosave_path, read_autosave, replays_dir
from core.storage import Paths
from scenes.front.menu import MainMenu
from scenes.routes import make_headless_app
from tests.support.driver import Driver

MOVES = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


def main() -> None:
    """Play it and print the report."""
    home = Path(tempfile.mkdtemp(prefix="highcard-"))
    app = make_headless_app(paths=Paths(config=home / "config", data=home / "data"))
    app.input.last_device = "kb1"
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(2)
    tile = next(b for b in d.top.group.buttons if b.key == "highcard")
    report: dict[str, object] = {"menu_tile": {"label": tile.label, "enabled": tile.enabled}}
    d.navigate_to("highcard", d.key, MOVES)
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert d.top.name == "lobby", d.top.name
    d.navigate_to("start", d.key, MOVES)
    d.key(pygame.K_RETURN)
    d.frames(2)
    game = d.top
    game.worker.sync = True  # the computer's moves in this process: the same moves, no process to wait for
    human_moves = 0
    saved_after: list[int] = []  # for each move seen, the moves in the autosave once its writes are done
    seen = 0
    for _ in range(20000):
        if game.finished:
            break
        d.frames(1)
        if len(game.match.actions) != seen and not game.finished:
            seen = len(game.match.actions)
            WRITER.flush()  # the writer thread keeps only the newest save per file: wait for it, then read
            log, _why = read_autosave(app.paths)
            saved_after.append(len(log.actions) if log is not None and log.actions == game.match.actions else -1)
        if game.deciding() == 0 and game.choices:
            before = len(game.match.actions)
            d.key(pygame.K_RETURN)  # the focused card
            human_moves += len(game.match.actions) > before
    d.to_result()  # through full time's summary (it waits for a press) and the celebration
    WRITER.flush()
    replays = sorted(replays_dir(app.paths).glob("*.json"))
    moves = len(game.match.actions)
    report.update(human_moves=human_moves, moves=moves, moves_before_the_end=moves - 1,
                  autosaves_matching=sum(1 for n in saved_after if n > 0), moves_seen=len(saved_after),
                  result_screen=any(s.name == "result" for s in app.stack.scenes),
                  autosave_left=autosave_path(app.paths).exists(), replay=str(replays[0]) if replays else "")
    app.close()
    print(json.dumps(report))


if __name__ == "__main__":  # the computer's helper process imports this module again
    main()
