"""Resuming the unfinished game: its one-line summary, rebuilding its scene, the offer at start-up.

Every casual game writes the autosave after each move (`GameScene._autosave`);
this module turns that record back into a running game. The scene is built
from the record's setup (game, options, seed, seats, clock control) exactly
as the lobby would build it, then `GameScene.resume_from` replays the actions
through the engine without animation and restores the chess clock. Nothing
here knows any one game.

`ResumeOffer` is the overlay the main menu shows the first time it opens
when an autosave exists: Resume, Discard, or BACK for "later" (the menu keeps
a Resume button while the autosave exists).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from core import text, theme
from core.input import Action
from core.replay import GameLog, ReplayError
from engines import TITLES
from scenes.ui.base import MenuScene
from scenes.ui.overlays import FrozenBackdrop
from match.setup import CPU_LEVELS, GameSetup, SeatSpec
from scenes.registry import make_game_scene, playable
from sprites.ui.widgets import Button, panel


def seat_words(log: GameLog, seat: int, colours: tuple[str, str] = theme.SEAT_NAMES) -> str:
    """Who sat in a seat: a name, the computer's level, else the seat's colour (the palette's `colours`)."""
    s = log.seats[seat]
    if s["name"]:
        return s["name"]
    return f"Computer ({s['level']})" if s["kind"] == "cpu" else colours[seat]


def saved_summary(log: GameLog, colours: tuple[str, str] = theme.SEAT_NAMES) -> str:
    """'Penguin Soccer vs Computer (hard), move 13': the game, the opponent, the move to play next."""
    title = TITLES.get(log.game_id, log.game_id)
    kinds = [s["kind"] for s in log.seats]
    move = f"move {len(log.actions) + 1}"
    if kinds.count("human") == 1:
        other = kinds.index("cpu")
        return f"{title} vs {seat_words(log, other, colours)}, {move}"
    return f"{title}: {seat_words(log, 0, colours)} vs {seat_words(log, 1, colours)}, {move}"


def resumed_scene(log: GameLog, sync_bots: bool = False) -> Any:
    """The game scene of a saved game, at the position after its last action (ReplayError if it cannot be)."""
    if not playable(log.game_id):
        raise ReplayError(f"{TITLES.get(log.game_id, log.game_id)} cannot be played in this version of Matchday")
    for s in log.seats:
        if s["kind"] == "cpu" and s["level"] not in CPU_LEVELS:
            raise ReplayError(f"unknown computer level {s['level']!r}")
    control = None
    if log.clock is not None:
        control = log.clock.get("control")
        if not isinstance(control, str):
            raise ReplayError("the saved chess clock has no time control")
        from match.clock import TimeControl

        try:
            control = TimeControl.parse(control).text
        except ValueError as exc:
            raise ReplayError(str(exc)) from None
    seats = tuple(SeatSpec(s["kind"], s["level"], None, s["name"]) for s in log.seats)
    setup = GameSetup(log.game_id, log.seed, (seats[0], seats[1]), control, dict(log.options))
    try:
        scene = make_game_scene(setup, sync_bots=sync_bots)
    except Exception as exc:  # options from a file the game refuses
        raise ReplayError(f"the game cannot be set up: {exc}") from None
    scene.resume_from(log)  # type: ignore[attr-defined]
    return scene


def start_resumed(app: Any, log: GameLog) -> bool:
    """Open the saved game on top of the current screen; False (and a message) if it cannot be resumed.

    Like the lobby, the device that chose Resume sits in the first human seat; the game scene
    gives any other human seat a keyboard set, as when a game starts from the command line.
    """
    try:
        scene = resumed_scene(log)
    except (ReplayError, ValueError) as exc:
        from core.replay import autosave_path
        from core.storage import preserve_bad_file

        kept = preserve_bad_file(autosave_path(app.paths))
        where = f"; it was kept as {kept.name}" if kept is not None else ""
        app.notify(f"The saved game could not be resumed: {exc}{where}.")
        return False
    inp = app.input
    inp.release_all()
    humans = [s for s in (0, 1) if log.seats[s]["kind"] == "human"]
    if humans:
        inp.claim(inp.last_device, humans[0])
    app.stack.push(scene)
    return True


class ResumeOffer(FrozenBackdrop, MenuScene):
    """'A game was not finished': Resume or Discard; BACK leaves it for later."""

    opaque = False
    name = "resume_offer"
    back_label = "Later"

    def __init__(self, summary: str, on_resume: Callable[[], None], on_discard: Callable[[], None]) -> None:
        super().__init__()
        self.summary = summary
        self.on_resume = on_resume
        self.on_discard = on_discard

    def build(self) -> list[Button]:
        left = pygame.Rect(0, 0, 400, 96)
        left.center = (theme.CANVAS_W // 2 - 230, 640)
        right = left.copy()
        right.center = (theme.CANVAS_W // 2 + 230, 640)
        return [Button("resume", left, "Resume", on_activate=lambda: self._choose(self.on_resume)),
                Button("discard", right, "Discard", on_activate=lambda: self._choose(self.on_discard))]

    def _choose(self, action: Callable[[], None]) -> None:
        if self.app is not None:
            self.app.stack.pop(self)
        action()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        box = pygame.Rect(0, 0, 1180, 500)
        box.center = (theme.CANVAS_W // 2, 520)
        panel(surface, box, theme.NIGHT_2, theme.GOLD, radius=28, alpha=240)
        text.blit_text(surface, "Unfinished game", 76, theme.GOLD, (box.centerx, box.y + 44), "midtop", True, True)
        size = 44
        while size > 28 and text.font(size).size(self.summary)[0] > box.w - 80:
            size -= 4
        text.blit_text(surface, self.summary, size, theme.INK, (box.centerx, box.y + 160), "midtop")
        text.blit_text(surface, "Carry on where it stopped, clocks and all?", 36, theme.INK_DIM,
                       (box.centerx, box.y + 232), "midtop")
        self.draw_buttons(surface)
        self.draw_prompts(surface, [(Action.CONFIRM, "Select"), (Action.BACK, "Later")])
