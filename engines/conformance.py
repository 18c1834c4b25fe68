"""Every engine of the catalogue checked against the contract, found from the list of games itself.

`problems(module)` reads one engine package the way the arcade will use it and says, in words, each
way it breaks the engine contract (docs/ARCHITECTURE.md, "The engine contract" and "Adding a game";
the protocols in engines/common/protocol.py): its names, `INFO` (engines/common/info.py), an `Action`
built on engines.common.notation.ActionBase, a new game's State (the protocol's members, a notation
that parses back to the same action and applies, JSON that round-trips, the last move's events in
full in `to_json()` and masked for each seat in its observation, observations, the moves in words for
each seat and a spectator, the result in words once a game ends), bad input refused with a
ValueError (a notation, a position, an observation), `sample_state`, every bot level, the default
clock. `catalogue_problems()` runs it over every game of `engines.CATALOGUE` that is implemented, so
a game added by one line in the catalogue is checked with no list to keep here
(tests/engines/test_conformance.py; the sixth-game test runs it on a throwaway game too).
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from types import ModuleType
from typing import Any

from engines.common.errors import IllegalAction
from engines.common.info import GameInfo
from engines.common.notation import ActionBase
from engines.common.protocol import GameState
from engines.common.views import common_view

LEVELS = ("random", "easy", "normal", "hard")
#: A time control as match.clock.TimeControl reads it (engines import nothing above them).
CLOCK_TEXT = re.compile(r"\s*\d{1,3}(?:\.\d+)?\s*[+db]\s*\d{1,3}\s*")
#: How many moves of a seeded random game are checked move by move.
CHECKED_PLIES = 12
#: How far that game is played on to see its result in words (a random game that runs longer is not).
MAX_PLIES = 400
#: Names the words are given for the seats.
NAMES = ("Ann", "Bo")
NONSENSE = "not an action"


def problems(module: ModuleType, game_id: str | None = None) -> list[str]:
    """Every way `module` breaks the engine contract, in words (empty: it conforms)."""
    found: list[str] = []
    game_id = game_id or str(getattr(module, "GAME_ID", "?"))
    for name, kind in (("GAME_ID", str), ("TITLE", str), ("INFO", GameInfo)):
        if not isinstance(getattr(module, name, None), kind):
            found.append(f"{name} must be a {kind.__name__}")
    if getattr(module, "GAME_ID", game_id) != game_id:
        found.append(f"GAME_ID is {module.GAME_ID!r}, but the catalogue lists it as {game_id!r}")
    for name in ("new_game", "sample_state", "make_bot"):
        if not callable(getattr(module, name, None)):
            found.append(f"{name} must be a function")
    for name, member in (("State", "from_json"), ("Action", "parse")):
        if not callable(getattr(getattr(module, name, None), member, None)):
            found.append(f"{name}.{member} is missing")
    if found:
        return found
    if not (isinstance(module.Action, type) and issubclass(module.Action, ActionBase)):
        found.append("Action must build on engines.common.notation.ActionBase (its notation and parse)")
    info: GameInfo = module.INFO
    found += _info_problems(info)
    if "seed" not in inspect.signature(module.new_game).parameters:
        found.append("new_game takes no seed")
    try:
        state = module.new_game(3)
    except Exception as exc:  # noqa: BLE001 - every failure is a finding
        return found + [f"new_game(3) fails: {exc}"]
    found += _play_problems(module, state)
    found += _refusal_problems(module, state)
    return found


def _info_problems(info: GameInfo) -> list[str]:
    found: list[str] = []
    for name in ("describe", "result"):
        if not callable(getattr(info.words, name, None)):
            found.append(f"INFO.words has no {name}")
    if info.audit is not None:
        for name in ("card_count", "hidden_cards", "shown_cards"):
            if not callable(getattr(info.audit, name, None)):
                found.append(f"INFO.audit has no {name}")
    if not CLOCK_TEXT.fullmatch(info.default_clock):
        found.append(f"INFO.default_clock {info.default_clock!r} is not a time control like 10+5")
    return found


def _play_problems(module: ModuleType, state: Any) -> list[str]:
    """A seeded random game's first moves, each checked against the State protocol, then played on to
    its end (if it ends soon) for the result in words."""
    found: list[str] = []
    info: GameInfo = module.INFO
    bot = module.make_bot("random", 1)
    for ply in range(MAX_PLIES):
        if ply < CHECKED_PLIES and not isinstance(state, GameState):
            return found + [f"a State lacks members of the protocol at ply {ply}"]
        if state.is_terminal:
            found += _result_problems(info, state)
            break
        try:
            if ply < CHECKED_PLIES:
                found += _position_problems(module, info, state, ply)
            state = state.apply(bot.choose(state, state.current_player))
        except Exception as exc:  # noqa: BLE001 - every failure is a finding
            return found + [f"ply {ply}: the game cannot go on: {type(exc).__name__}: {exc}"]
    for level in LEVELS:
        try:
            choose: Callable[[Any, int], Any] = module.make_bot(level, 0).choose
        except Exception as exc:  # noqa: BLE001
            found.append(f"make_bot({level!r}) fails: {exc}")
            continue
        if not callable(choose):
            found.append(f"make_bot({level!r}) has no choose")
    return found


def _position_problems(module: ModuleType, info: GameInfo, state: Any, ply: int) -> list[str]:
    found: list[str] = []
    seat = state.current_player
    legal = list(state.legal_actions())
    if seat not in (0, 1) or not legal:
        return [f"ply {ply}: a game going on needs a seat to move with a legal move"]
    notation = str(legal[0])
    if getattr(legal[0], "notation", None) != notation:
        found.append(f"ply {ply}: an action's notation is not str(action)")
    if str(module.Action.parse(notation)) != notation:
        found.append(f"ply {ply}: Action.parse({notation!r}) does not give the same notation back")
    after = state.apply(notation)
    if after.to_json() != state.apply(legal[0]).to_json():
        found.append(f"ply {ply}: applying the notation differs from applying the action")
    if module.State.from_json(state.to_json()).to_json() != state.to_json():
        found.append(f"ply {ply}: to_json / from_json do not round-trip")
    if after.to_json().get("events") != [e.to_dict() for e in after.events]:
        found.append(f"ply {ply}: to_json() has no \"events\": the last move's events in full (Event.to_dict)")
    for viewer in (0, 1):
        if after.observation(viewer).get("events") != [e.masked(viewer) for e in after.events]:
            found.append(f"ply {ply}: the observation of seat {viewer} has no \"events\": the last move's "
                         "events masked for it (Event.masked)")
    sampled = module.sample_state(state.observation(seat), seat, 7)
    if sampled.observation(seat) != state.observation(seat):
        found.append(f"ply {ply}: sample_state gives a state that does not look the same to the seat")
    if info.turn_of(state) not in (0, 1):
        found.append(f"ply {ply}: INFO.turn_of gives no seat while the game goes on")
    for looker in (0, 1, None):
        before, seen = _seen(state, looker), _seen(after, looker)
        words: object
        try:
            words = info.words.describe(before, seen["events"], seat, NAMES)
        except Exception as exc:  # noqa: BLE001
            words = exc
        if not isinstance(words, str):
            who = "a spectator" if looker is None else f"seat {looker}"
            found.append(f"ply {ply}: INFO.words.describe fails for {who}'s view: {words!r}")
    return found


def _seen(state: Any, viewer: int | None) -> dict[str, Any]:
    """What a seat sees, or a spectator: what both seats see (match.seen.observe; engines import no match)."""
    if viewer is None:
        return common_view(state.observation(0), state.observation(1))
    return dict(state.observation(viewer))


def _result_problems(info: GameInfo, final: Any) -> list[str]:
    words: object
    try:
        words = info.words.result(_seen(final, None), NAMES)
    except Exception as exc:  # noqa: BLE001
        words = exc
    return [] if isinstance(words, str) and words else [f"INFO.words.result fails for a final position: {words!r}"]


def _refusal_problems(module: ModuleType, state: Any) -> list[str]:
    """Bad input is refused with a ValueError (IllegalAction, BadState) saying why, never another error
    (the hypothesis tests in tests/engines/common/test_malformed_inputs.py go much further)."""
    found: list[str] = []
    seat = state.current_player
    probes: tuple[tuple[str, Callable[[], object], type[Exception]], ...] = (
        (f"Action.parse({NONSENSE!r})", lambda: module.Action.parse(NONSENSE), IllegalAction),
        (f"state.apply({NONSENSE!r})", lambda: state.apply(NONSENSE), IllegalAction),
        ("State.from_json({})", lambda: module.State.from_json({}), ValueError),
        ("State.from_json([])", lambda: module.State.from_json([]), ValueError),
        ("State.from_json of a position whose every value is null",
         lambda: module.State.from_json(dict.fromkeys(state.to_json())), ValueError),
        ("sample_state of the other seat's observation",
         lambda: module.sample_state(state.observation(1 - seat), seat, 1), ValueError),
        ("sample_state({})", lambda: module.sample_state({}, seat, 1), ValueError),
    )
    for what, call, kind in probes:
        try:
            call()
        except kind as exc:
            if not str(exc).strip():
                found.append(f"{what} is refused without a message")
        except Exception as exc:  # noqa: BLE001
            found.append(f"{what} raises {type(exc).__name__}, not a {kind.__name__} saying why: {exc}")
        else:
            found.append(f"{what} is accepted: it must raise a {kind.__name__} saying why")
    return found


def catalogue_problems() -> dict[str, list[str]]:
    """Every implemented game of the catalogue with the ways it breaks the contract (empty lists: none)."""
    import engines

    return {game_id: problems(engines.GAMES[game_id], game_id)
            for game_id, _title in engines.CATALOGUE if game_id in engines.GAMES}


__all__ = ["problems", "catalogue_problems"]
