"""A game scene's pause menu and what it offers: rules, undo, resign, abandon, quit, rematch.

`GamePause` is a mixin of `GameScene` (scenes/play/base.py). Undo is for
casual games against the computer (no clock, one human) and never goes back
past information that was hidden when the move was made (`scenes.play.undo`).
"""

from __future__ import annotations

from typing import Any

from scenes.play.undo import undo_ply
from tournament.model import RESIGNED

UNDO_HIDDEN = ("Your last move cannot be taken back: cards you could not see when you made it "
               "have been shown since.")


class GamePause:
    """The pause menu's actions for `GameScene` (which supplies the state, seats, history and app)."""

    app: Any
    setup: Any
    engine: Any
    state: Any
    history: list[Any]
    actions: list[str]
    log: list[str]
    clock: Any
    finished: bool
    _pending: Any

    def open_pause(self) -> None:
        if self.app is None:
            return
        from scenes.ui.overlays import PauseScene

        options: list[Any] = [("Rules", self.open_rules)]
        from scenes.play.learn import has_lesson

        if has_lesson(self.setup.game_id) and self.coach is None and not self.in_tournament:
            options.append(("How to play", self.open_lesson))
        if self.can_undo():
            options.append(("Undo move", self.undo))
        elif self.undo_kept_from_view():
            # Shown greyed, with why: a player who sees Undo in one game expects it in another.
            options.append(("Undo move", None, UNDO_HIDDEN))
        if not self.finished and self.humans:  # watching two computers: nobody here may resign
            options.append(("Resign", self.ask_resign))
        if self.in_tournament:
            options.append(("Abandon game", self.ask_abandon))
        else:
            options.append(("Quit to menu", self.quit_to_menu))
        self.app.sound("back")
        # The code deals the same game, hidden cards included: during play it is shown only for
        # games without hidden cards (the result screen shows it for every game).
        self.app.stack.push(PauseScene(options, code=self.match_code if not self.has_hidden_cards() else ""))

    def has_hidden_cards(self) -> bool:
        """Whether any seat cannot see something right now (by the engine's audit hook; a game
        without the hook is assumed to hide something, the safe answer)."""
        hidden = getattr(self.engine, "hidden_cards", None)
        if hidden is None:
            return True
        return any(hidden(self.state, seat) for seat in (0, 1))

    def open_lesson(self) -> None:
        """The game's lesson on a table of its own; this game waits, paused, until it is left."""
        if self.app is None:
            return
        from scenes.play.learn import LearnScene

        self.app.stack.push(LearnScene(self.setup.game_id))

    def open_rules(self) -> None:
        if self.app is None:
            return
        from core.rulebook import has_rules
        from scenes.front.guide import has_guide

        if has_rules(self.setup.game_id) or has_guide(self.setup.game_id):
            self.app.stack.push(self.app.scene("rules_reader", self.setup.game_id))

    def can_undo(self) -> bool:
        """Undo is for casual games against the computer (no clock, one human), and only back to a
        decision whose hidden information the human has not seen since (`scenes.play.undo`)."""
        return (self.clock is None and len(self.humans) == 1 and not self.finished and not self.in_tournament
                and self.undo_target() is not None)

    def undo_kept_from_view(self) -> bool:
        """A casual game against the computer whose undo is refused only because of what was shown since."""
        casual = self.clock is None and len(self.humans) == 1 and not self.finished and not self.in_tournament
        return casual and self.undo_target() is None and any(
            s.current_player is not None and self.is_human(s.current_player) for s in self.history[:-1])

    def undo_target(self) -> int | None:
        """The ply an undo would go back to (the human to move before their last decision), or None."""
        return undo_ply(self.engine, self.history, self.is_human)

    def undo(self) -> None:
        """Take back moves until the human is to move before their last move."""
        ply = self.undo_target() if self.can_undo() else None
        if ply is None:
            return
        self.state = self.history[ply]
        del self.history[ply + 1:]
        del self.actions[ply:]
        del self.log[ply:]
        self._pending = None
        self.cancel_forced_notice()
        self._autosave()
        self.tweens.complete_all()
        self.reset_view()
        if self.app is not None:
            self.app.stack.pop()  # the pause menu

    def ask_resign(self) -> None:
        if self.app is None:
            return
        from scenes.ui.overlays import ConfirmScene

        seat = self.state.current_player if self.state.current_player is not None else 0
        if not self.is_human(seat) and self.humans:
            seat = self.humans[0]
        self.app.stack.pop()
        self.app.stack.push(ConfirmScene(f"Resign the game as {self.seat_name(seat)}?",
                                         lambda: self.resign(seat), yes="Resign", no="Play on"))

    def resign(self, seat: int) -> None:
        self._finish(1 - seat, f"{self.seat_name(seat)} resigned", RESIGNED)

    def ask_abandon(self) -> None:
        """Tournament games: leave without a result, after a confirmation."""
        if self.app is None:
            return
        from scenes.ui.overlays import ConfirmScene

        self.app.stack.pop()  # the pause menu
        self.app.stack.push(ConfirmScene("Abandon this game? Nothing is recorded: the game will be replayed "
                                         "from the start.", self.abandon, yes="Abandon", no="Play on"))

    def abandon(self) -> None:
        """Leave a tournament game unrecorded: this scene and everything above it go."""
        if self.app is None:
            return
        self.finished = True
        self._pending = None
        self.leave()

    def leave(self) -> None:
        """Remove this scene and any overlay above it (back to the scene below, e.g. the tournament)."""
        if self.app is None:
            return
        stack = self.app.stack
        scenes = list(stack.scenes)
        above = scenes[scenes.index(self) + 1:] if self in scenes else []
        for scene in reversed(above):
            stack.remove(scene)
        stack.remove(self)

    def continue_tournament(self) -> None:
        """The result screen's Continue: hand the finished game to the tournament."""
        if self.on_result is not None:
            self.on_result(self)

    def quit_to_menu(self) -> None:
        if self.app is None:
            return
        self.app.input.release_all()
        self.app.stack.reset(self.app.scene("menu"))

    def rematch(self) -> None:
        if self.app is None:
            return
        from dataclasses import replace

        # A rematch is a new game: a fresh deal, not the same one again (only a match code repeats a deal).
        self.app.stack.reset(self.app.scene("game", replace(self.setup, seed=self.app.new_seed())))

