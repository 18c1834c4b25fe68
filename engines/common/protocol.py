"""Typed protocols of the engine contract: what core/, scenes/ and tournament/ may rely on.

`GameModule` is an engine package (`engines.GAMES[game_id]`), `GameState` its
immutable `State`, `Action` anything whose `str()` is its notation, `Bot` what
`make_bot` returns. Engines do not inherit from these: they match them
structurally, and engines/conformance.py makes mypy --strict check that every
implemented game does.

Where the contract takes "an action of this game" or "a state of this game" as an
argument (`apply`, `Bot.choose`) the protocols say `Any`: each engine accepts only
its own actions and states, and a parameter cannot be narrowed in a subtype, so a
shared protocol can only promise that the call exists. Results are typed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from engines.common.events import Event
from engines.common.info import GameInfo


@runtime_checkable
class Action(Protocol):
    """An action: a small immutable value whose `str()` is its notation."""

    @property
    def notation(self) -> str:
        """The notation, same as str(action)."""
        ...


@runtime_checkable
class GameState(Protocol):
    """An immutable game position with its history's consequences (the contract's `State`)."""

    @property
    def current_player(self) -> int | None:
        """0 or 1 while the game goes on, None once it is over."""
        ...

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        ...

    @property
    def winner(self) -> int | None:
        """The winning seat, None for a draw or an unfinished game."""
        ...

    @property
    def scores(self) -> tuple[int, int]:
        """Both seats' scores."""
        ...

    @property
    def events(self) -> tuple[Event, ...]:
        """What the last `apply` did, in order."""
        ...

    def legal_actions(self) -> Sequence[Action]:
        """Every legal action, in a stable sorted order (a fresh list the caller may keep)."""
        ...

    def apply(self, action: Any) -> GameState:
        """The next state after an action of this game or its notation; IllegalAction if illegal."""
        ...

    def observation(self, player: int) -> dict[str, Any]:
        """JSON-able: exactly what seat `player` may see."""
        ...

    def to_json(self) -> dict[str, Any]:
        """The full state as JSON (round-trips through the State's from_json)."""
        ...


class StateClass(Protocol):
    """The State class itself: rebuilds a state from its JSON."""

    def from_json(self, d: object) -> GameState:
        """The state of a `to_json()` dict; BadState (a ValueError) naming the first problem."""
        ...


@runtime_checkable
class Bot(Protocol):
    """A computer player: a pure function of (the seat's observation, the bot's seed)."""

    def choose(self, state: Any, player: int) -> Action:
        """The action `player` takes in `state` (a state of this bot's game)."""
        ...


class ActionClass(Protocol):
    """The Action class itself: reads a notation back."""

    def parse(self, text: str) -> Action:
        """The action a notation names; IllegalAction (a ValueError) for text that names none."""
        ...


class GameModule(Protocol):
    """An engine package, as listed in `engines.GAMES`."""

    GAME_ID: str
    TITLE: str
    #: What the game is (engines/common/info.py): its words, whether it hides information, its hooks.
    INFO: GameInfo

    @property
    def Action(self) -> ActionClass:  # noqa: N802 - the contract's name
        """The game's Action class (`Action.parse(notation)`)."""
        ...

    @property
    def State(self) -> StateClass:  # noqa: N802 - the contract's name
        """The game's State class."""
        ...

    def new_game(self, seed: int = 0, **options: Any) -> GameState:
        """A new game; options are the game's own (ValueError/TypeError for bad ones)."""
        ...

    def sample_state(self, observation: dict[str, Any], player: int, seed: int) -> GameState:
        """A full state that looks identical to `player`, hidden cards re-dealt from `seed`."""
        ...

    def make_bot(self, level: str, seed: int = 0) -> Bot:
        """A bot of `level` ('random', 'easy', 'normal', 'hard')."""
        ...


def legacy_options(module: GameModule | None, version: int) -> Mapping[str, object]:
    """The options an engine declares implied by records of an older format `version` (INFO.legacy_options)."""
    if module is None:
        return {}
    return module.INFO.legacy_options.get(version, {})


__all__ = ["Action", "ActionClass", "GameState", "StateClass", "Bot", "GameModule", "legacy_options"]
