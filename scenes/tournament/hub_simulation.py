"""The hub's computer-v-computer games played headless in the worker process, one at a time.

`HubSimulation` is a mixin of `TournamentHub`: Simulate on one fixture, or
"Simulate all computer games" one after another, while the frame loop keeps
running; `TournamentHub.update` collects each result when it is ready.
"""

from __future__ import annotations

from concurrent.futures import Future
from typing import TYPE_CHECKING

from core.worker import BotWorker
from sprites.ui.widgets import FocusGroup
from tournament.model import Fixture, GameRecord, GameSpec
from tournament.runner import Tournament, play_cpu_game


class HubSimulation:
    """Mixin of TournamentHub: its games between computers, simulated in the background."""

    tournament: Tournament | None
    group: FocusGroup
    worker: BotWorker
    sim: Future[GameRecord] | None
    sim_spec: GameSpec | None
    sim_all: bool
    sim_played: int

    if TYPE_CHECKING:  # TournamentHub's
        @property
        def t_(self) -> Tournament: ...
        def cpu_fixture(self, fx: Fixture) -> bool: ...
        def rebuild(self) -> None: ...
        def notify(self, message: str) -> None: ...
        def record(self, game: GameRecord, celebrate: bool = True) -> bool: ...

    def busy_with(self, fx: Fixture) -> bool:
        return self.sim is not None and self.sim_spec is not None and self.sim_spec.fixture == fx.id

    def next_cpu_spec(self) -> GameSpec | None:
        """The next waiting computer-v-computer game of the open rounds."""
        for fx in self.t_.open_fixtures():
            if self.cpu_fixture(fx) and not self.busy_with(fx):
                spec = self.t_.next_spec(fx)
                if spec is not None:
                    return spec
        return None

    def waiting_cpu_games(self) -> int:
        return sum(1 for fx in self.t_.open_fixtures() if self.cpu_fixture(fx) and self.t_.next_spec(fx))

    def simulate(self, fx: Fixture) -> None:
        """Play a fixture's next game between computers in the background."""
        spec = self.t_.next_spec(fx)
        if spec is None:
            return
        if self.sim is not None:
            self.notify("Another game is being simulated: wait a moment.")
            return
        self.start_sim(spec)

    def start_sim(self, spec: GameSpec) -> None:
        self.sim_spec = spec
        self.sim = self.worker.submit(play_cpu_game, self.t_.config, spec)
        self.rebuild()

    def toggle_simulate_all(self) -> None:
        if self.tournament is None:
            return
        if self.sim_all:
            self.sim_all = False
            self.notify("Simulation stopped." + (" The game in progress is recorded if you wait here for it."
                                                   if self.sim is not None else ""))
        else:
            if not self.waiting_cpu_games() and self.sim is None:
                return
            self.sim_all = True
            self.sim_played = 0
        self.rebuild()
        self.group.focus_key("simulate_all")

    def collect(self) -> None:
        fut, spec = self.sim, self.sim_spec
        assert fut is not None and spec is not None
        self.sim, self.sim_spec = None, None
        try:
            game = fut.result()
        except Exception as exc:  # the worker process died: think in this process from now on
            if not self.worker.sync:
                self.worker.close()
                self.worker.sync = True
                self.notify(f"The background helper stopped ({type(exc).__name__}); "
                            "simulating in the main process instead.")
                self.start_sim(spec)
                return
            self.sim_all = False
            self.notify(f"{self.t_.name(spec.blue)} v {self.t_.name(spec.red)} could not be simulated: {exc}")
            self.rebuild()
            return
        self.sim_played += 1
        self.record(game)
