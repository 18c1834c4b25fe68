"""Validation helpers for JSON positions, observations and new_game options.

Every engine reads untrusted dicts (saved positions, observations handed to
`sample_state`, options from files and match codes) and must refuse a bad one
with a readable ValueError naming the field. These helpers say it the same way
in every game: `field must be an int in [0, 9], got 'x'`.

- JSON: `keys` (unknown / missing keys), `integer`, `seat`, `int_list`, `choice`;
  they raise `BadState` (a ValueError).
- Options (`new_game(**options)`): `option_int`, `option_bool`, `option_seat`,
  `no_more_options`; they raise ValueError, and TypeError for an unknown option,
  as Python does for an unexpected keyword argument.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping, Sequence
from typing import Any

from engines.common.errors import BadState, show


def is_int(value: object) -> bool:
    """An int that is not a bool (JSON true is not 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def keys(d: Mapping[str, Any], required: Iterable[str], allowed: Iterable[str], what: str) -> None:
    """BadState if `d` has a key outside `allowed` or lacks one of `required`."""
    unknown = set(d) - set(allowed)
    if unknown:
        raise BadState(f"{what} has unknown keys {', '.join(sorted(map(str, unknown)))}")
    missing = set(required) - set(d)
    if missing:
        raise BadState(f"{what} is missing {', '.join(sorted(missing))}")


def integer(value: object, name: str, low: int | None = 0, high: int | None = None) -> int:
    """`value` as an int in [low, high] (None: unbounded); BadState naming `name` otherwise."""
    if not is_int(value) or (low is not None and value < low) or (high is not None and value > high):  # type: ignore[operator]
        bound = (f"in [{low}, {high}]" if low is not None and high is not None else
                 f">= {low}" if low is not None else f"<= {high}" if high is not None else "")
        raise BadState(f"{name} must be an int{' ' + bound if bound else ''}, got {show(value)}")
    assert isinstance(value, int)
    return value


def seat(value: object, name: str, allow_none: bool = False) -> int | None:
    """0 or 1 (or None if allowed); BadState otherwise."""
    if value is None and allow_none:
        return None
    if not is_int(value) or value not in (0, 1):
        raise BadState(f"{name} must be 0 or 1{' or null' if allow_none else ''}, got {show(value)}")
    assert isinstance(value, int)
    return value


def int_list(value: object, name: str, low: int = 0, high: int | None = None,
             length: int | None = None) -> tuple[int, ...]:
    """A list of ints in [low, high] (of `length` items if given) as a tuple."""
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)) or (
            length is not None and len(value) != length):
        raise BadState(f"{name} must be a list{'' if length is None else f' of {length}'} of ints, "
                       f"got {show(value)}")
    return tuple(integer(v, f"an item of {name}", low, high) for v in value)


MAX_ITEMS = 1000
"""No list of a position names more cards (a guard against a huge list in a hostile file)."""


def items(value: object, name: str, limit: int = MAX_ITEMS) -> list[Any]:
    """A JSON list (not a string) of at most `limit` items; BadState naming `name` otherwise."""
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)):
        raise BadState(f"{name} must be a list, got {show(value)}")
    if len(value) > limit:
        raise BadState(f"{name} names {len(value)} cards, more than any game has")
    return list(value)


def faces(value: object, name: str, allow_none: bool = False) -> list[Any]:
    """A list of card faces (strings; null too if `allow_none`), not yet checked against a deck."""
    out = items(value, name)
    for f in out:
        if not isinstance(f, str) and not (allow_none and f is None):
            raise BadState(f"{name} holds {show(f)}, not a card face")
    return out


def pair(value: object, name: str) -> list[Any]:
    """A list of two, one per seat."""
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)) or len(value) != 2:
        raise BadState(f"{name} must be a list of two (seat 0's, seat 1's), got {show(value)}")
    return list(value)


def face_pair(value: object, name: str) -> list[list[Any]] | None:
    """Two lists of faces, one per seat (None stays None: a key that may be left out)."""
    return None if value is None else [faces(v, f"{name}[{i}]") for i, v in enumerate(pair(value, name))]


def choice(value: object, name: str, choices: Sequence[str]) -> str:
    """One of the strings `choices`; BadState listing them otherwise."""
    if not isinstance(value, str) or value not in choices:
        raise BadState(f"{name} must be one of {', '.join(choices)}, got {show(value)}")
    return value


def option_int(options: MutableMapping[str, Any], name: str, default: int | None, low: int, high: int) -> int | None:
    """Take option `name` (an int in [low, high], or the default); ValueError naming it otherwise."""
    value = options.pop(name, default)
    if value is None:
        return None
    if not is_int(value) or not low <= value <= high:
        raise ValueError(f"{name} must be an int in [{low}, {high}], got {show(value)}")
    assert isinstance(value, int)
    return value


def option_bool(options: MutableMapping[str, Any], name: str, default: bool) -> bool:
    """Take option `name` (True or False)."""
    value = options.pop(name, default)
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be True or False, got {show(value)}")
    return value


def option_seat(options: MutableMapping[str, Any], name: str) -> int | None:
    """Take option `name`: 0, 1 or None (not given)."""
    value = options.pop(name, None)
    if value is not None and (not is_int(value) or value not in (0, 1)):
        raise ValueError(f"{name} must be 0, 1 or None, got {show(value)}")
    return None if value is None else int(value)


def no_more_options(options: Mapping[str, Any], game_id: str) -> None:
    """TypeError naming every option left over (unknown to the game)."""
    if options:
        raise TypeError(f"unknown option(s) for {game_id}: {', '.join(sorted(options))}")


def observation_for(observation: object, player: object) -> Mapping[str, Any]:
    """`observation` as a mapping made for seat `player` (what `sample_state` starts from); ValueError for a
    bad seat, BadState for anything that is not an observation or was made for the other seat."""
    if player not in (0, 1) or isinstance(player, bool):
        raise ValueError(f"player must be 0 or 1, got {show(player)}")
    if not isinstance(observation, Mapping):
        raise BadState(f"an observation is a dict, got {type(observation).__name__}")
    if observation.get("player") != player:
        raise BadState(f"this observation was made for player {show(observation.get('player'))}, not {player}")
    return observation


def check_seed(seed: object) -> int:
    """A game or bot seed: any int (not a bool)."""
    if not is_int(seed):
        raise ValueError(f"seed must be an int, got {show(seed)}")
    assert isinstance(seed, int)
    return seed


__all__ = ["observation_for", "is_int", "keys", "integer", "seat", "int_list", "choice", "items", "faces", "pair",
           "face_pair", "MAX_ITEMS", "option_int", "option_bool", "option_seat",
           "no_more_options", "check_seed"]
