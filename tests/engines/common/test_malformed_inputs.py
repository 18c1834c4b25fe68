"""Malformed input for every engine and loader: rejected with a ValueError that says why, never a crash.

Hypothesis feeds random JSON trees and mutated real `to_json()` / observation
dicts to `State.from_json` and `sample_state`, random and mangled notation to
`state.apply`, random and mutated bytes to the level loader (`levels.load_level`
and the Penguin Soccer board built on it) and to the deck loader
(`engines.common.decks` through the Jukem Soccer table). Every input must
either be accepted (and then behave: the state round-trips, the deck plays) or
be refused with a ValueError subclass carrying a message; a KeyError,
TypeError, IndexError, AttributeError, RecursionError, OSError... is a bug.
"""

from __future__ import annotations

import copy
import functools
import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import GAMES
from engines.common import rng as prng
from engines.common.decks import DeckError, parse_deck
from levels import LEVELS_DIR, load_level

GAME_IDS = sorted(GAMES)
SETTINGS = settings(max_examples=60, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def rejected(call: Callable[[], Any]) -> Any:
    """call(); None if it raised a ValueError with a message, its result if it returned (anything else fails)."""
    try:
        return call()
    except ValueError as exc:
        assert str(exc).strip(), f"{type(exc).__name__} without a message"
        return None


@functools.lru_cache(maxsize=None)
def real_states(game_id: str) -> tuple[Any, ...]:
    """Positions from random games: the start, mid-game, a few late ones and finished ones."""
    engine = GAMES[game_id]
    out = []
    for seed in range(6):
        s = engine.new_game(seed)
        r = prng.seed_state(seed)
        for ply in range(400):
            if ply in (0, 3, 25, 120) or s.is_terminal:
                out.append(s)
            if s.is_terminal:
                break
            acts = s.legal_actions()
            i, r = prng.randbelow(r, len(acts))
            s = s.apply(acts[i])
    return tuple(out)


# ---- JSON values and mutations -----------------------------------------------------------------

SCALARS = (st.none() | st.booleans() | st.integers(-3, 60) | st.integers(-(2 ** 70), 2 ** 70)
           | st.sampled_from([10 ** 100, -(10 ** 100), 2 ** 64, -1])
           | st.floats(allow_nan=True, allow_infinity=True)
           | st.text(max_size=10)
           | st.sampled_from(["", "center", "a1", "z9", "up", "N", "play", "save", "over", "win", "goal", "default",
                              "PASS", "SHOT4@TL+BR", "penguin_soccer", "jukem_soccer", "count", "card", "kind"]))
KEYS = st.text(max_size=8) | st.sampled_from(["count", "card", "seat", "kind", "at", "facing", "secret",
                                              "hidden_from", "max_golden_deals", "repetition_draw"])
JSON = st.recursive(SCALARS, lambda kids: st.lists(kids, max_size=4) | st.dictionaries(KEYS, kids, max_size=4),
                    max_leaves=25)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, path + (i,))
    return out


def _deep(depth: int) -> list[Any]:
    root: list[Any] = []
    cur = root
    for _ in range(depth):
        nxt: list[Any] = []
        cur.append(nxt)
        cur = nxt
    return root


def mutate(data: st.DataObject, value: dict[str, Any]) -> dict[str, Any]:
    """One to three mutations at random places of a copy of `value`."""
    d = copy.deepcopy(value)
    for _ in range(data.draw(st.integers(1, 3), label="mutations")):
        paths = _paths(d)[1:]
        if not paths:
            break
        path = data.draw(st.sampled_from(paths), label="path")
        parent: Any = d
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        old = parent[key]
        how = data.draw(st.sampled_from(["delete", "replace", "number", "wrong_type", "extra", "duplicate",
                                         "reverse", "deep"]), label="how")
        if how == "delete":
            del parent[key]
        elif how == "replace":
            parent[key] = data.draw(JSON, label="new value")
        elif how == "number":  # out of range, huge, an unknown card id or square...
            parent[key] = data.draw(st.sampled_from([-1, -2, 56, 57, 64, 99, 999, 2 ** 63, 2 ** 64, 10 ** 30,
                                                     -(10 ** 30), 10 ** 5000, 1.5, float("nan"), "7", "z9"]))
        elif how == "wrong_type":
            parent[key] = data.draw(st.sampled_from([str(old)[:20], [old], {"v": old}, None, True, 0, []]))
        elif how == "extra" and isinstance(old, dict):
            old[data.draw(KEYS, label="key")] = data.draw(JSON, label="value")
        elif how == "duplicate" and isinstance(old, list) and old:
            old.append(old[0])
        elif how == "reverse" and isinstance(old, list):
            old.reverse()
        elif how == "deep":
            parent[key] = _deep(data.draw(st.sampled_from([50, 5000])))
            break  # nothing below walks a tree that deep
    return d


def check_loaded(engine: Any, state: Any) -> None:
    """An accepted JSON state behaves: it round-trips and answers the contract's questions."""
    j = state.to_json()
    assert engine.State.from_json(j).to_json() == j
    if not state.is_terminal:
        assert state.legal_actions() and state.current_player in (0, 1)
        for p in (0, 1):
            state.observation(p)


# ---- State.from_json and sample_state ------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAME_IDS)
@SETTINGS
@given(value=JSON)
def test_random_json_is_rejected(game_id: str, value: Any) -> None:
    engine = GAMES[game_id]
    state = rejected(lambda: engine.State.from_json(value))
    if state is not None:
        check_loaded(engine, state)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(SETTINGS, max_examples=150)
@given(data=st.data())
def test_mutated_states_are_rejected_or_sound(game_id: str, data: st.DataObject) -> None:
    engine = GAMES[game_id]
    original = data.draw(st.sampled_from(real_states(game_id)), label="state")
    bad = mutate(data, original.to_json())
    state = rejected(lambda: engine.State.from_json(bad))
    if state is not None:
        check_loaded(engine, state)


@pytest.mark.parametrize("game_id", GAME_IDS)
@SETTINGS
@given(data=st.data())
def test_mutated_observations_are_rejected_or_sound(game_id: str, data: st.DataObject) -> None:
    engine = GAMES[game_id]
    original = data.draw(st.sampled_from(real_states(game_id)), label="state")
    player = data.draw(st.sampled_from([0, 1]), label="player")
    bad = mutate(data, original.observation(player))
    state = rejected(lambda: engine.sample_state(bad, player, 7))
    if state is not None:
        check_loaded(engine, state)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hostile_values_in_every_key(game_id: str) -> None:
    """Each top-level key in turn: nested 100,000 deep, a 5,000-digit int, a megabyte of text, NaN."""
    engine = GAMES[game_id]
    base = real_states(game_id)[1].to_json()
    for key in base:
        for value in (_deep(100_000), 10 ** 5000, [10 ** 5000], {"count": -(10 ** 5000)}, "x" * 1_000_000,
                      float("nan"), float("inf")):
            d = dict(base)
            d[key] = value
            state = rejected(lambda: engine.State.from_json(d))
            if state is not None:
                check_loaded(engine, state)
            else:
                try:
                    engine.State.from_json(d)
                except ValueError as exc:
                    assert len(str(exc)) < 2000, f"{key}: a {len(str(exc))}-character message"


# ---- notation ------------------------------------------------------------------------------------

NOTATION_CHARS = "MPB^>!/NESW+@:JUKEMPASHOTSAVEYLRDNOHF0123456789 _-abc\x00\u00e9\n"


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(SETTINGS, max_examples=150)
@given(data=st.data())
def test_malformed_notation_is_rejected(game_id: str, data: st.DataObject) -> None:
    state = data.draw(st.sampled_from([s for s in real_states(game_id) if not s.is_terminal]), label="state")
    legal = [str(a) for a in state.legal_actions()]
    kind = data.draw(st.sampled_from(["random", "mangled", "object"]), label="kind")
    text: Any
    if kind == "random":
        text = data.draw(st.text(NOTATION_CHARS, max_size=14) | st.text(max_size=14), label="text")
    elif kind == "mangled":
        good = data.draw(st.sampled_from(legal), label="legal")
        i = data.draw(st.integers(0, len(good)), label="at")
        cut = data.draw(st.integers(0, 2), label="cut")
        text = good[:i] + data.draw(st.text(NOTATION_CHARS, max_size=2), label="insert") + good[i + cut:]
    else:
        text = data.draw(st.sampled_from([None, 1, 10 ** 5000, [], {}, b"PASS", 1.5, True, _deep(5000)]))
    after = rejected(lambda: state.apply(text))
    if after is not None:
        assert isinstance(text, str) and text in legal, f"{text!r} was accepted but is not a legal notation"


# ---- level files ---------------------------------------------------------------------------------

TMX = sorted(LEVELS_DIR.glob("*.tmx"))
TOKENS = [b'"', b"<", b">", b"/>", b"9", b"-1", b"999999", b"nan", b"inf", b"1e400", b'"x"', b"=", b"\n", b"&",
          b"<object/>", b'<property name="game" type="int" value="x"/>', b"\xff", b"\x00"]


def mutate_bytes(data: st.DataObject, raw: bytes) -> bytes:
    b = bytearray(raw)
    for _ in range(data.draw(st.integers(1, 4), label="edits")):
        i = data.draw(st.integers(0, max(0, len(b) - 1)), label="at")
        how = data.draw(st.sampled_from(["set", "delete", "insert", "copy"]), label="how")
        if how == "set" and b:
            b[i] = data.draw(st.integers(0, 255), label="byte")
        elif how == "delete":
            del b[i:i + data.draw(st.integers(1, 40), label="n")]
        elif how == "insert":
            b[i:i] = data.draw(st.sampled_from(TOKENS), label="token")
        elif b:
            j = data.draw(st.integers(0, len(b) - 1), label="from")
            b[i:i] = b[j:j + data.draw(st.integers(1, 60), label="n")]
    return bytes(b)


def _file(directory: Path, raw: bytes, suffix: str) -> Path:
    """A file named by its content (loaders cache by path, so every content gets its own)."""
    path = directory / f"{hashlib.sha1(raw).hexdigest()}{suffix}"
    path.write_bytes(raw)
    return path


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("malformed")


@SETTINGS
@given(data=st.data())
def test_malformed_level_files_are_rejected(scratch: Path, data: st.DataObject) -> None:
    if data.draw(st.booleans(), label="random bytes"):
        raw = data.draw(st.binary(max_size=300), label="bytes")
    else:
        raw = mutate_bytes(data, data.draw(st.sampled_from(TMX), label="level").read_bytes())
    path = _file(scratch, raw, ".tmx")
    rejected(lambda: load_level(path))
    if "penguin_soccer" in GAMES:
        board = rejected(lambda: GAMES["penguin_soccer"].load_board(path))
        if board is not None:  # a level that still makes a board must play
            rejected(lambda: GAMES["penguin_soccer"].new_game(1, level=str(path)).legal_actions())


def test_level_names_that_are_no_files() -> None:
    # None of these names a level: each must be refused with a message, never loaded.
    for name in ("x" * 5000, "a\x00b", "a\x00b.tmx", "/dev/zero", "/", "levels", ""):
        with pytest.raises(ValueError, match=r"\S"):
            load_level(name)
        with pytest.raises(ValueError, match=r"\S"):
            GAMES["penguin_soccer"].load_board(name)


def test_non_finite_object_positions_name_the_object(scratch: Path) -> None:
    raw = (LEVELS_DIR / "penguin_soccer_standard.tmx").read_text()
    for bad in ('x="nan"', 'x="inf"', 'x="1e400"'):
        path = _file(scratch, raw.replace('x="0"', bad, 1).encode(), ".tmx")
        with pytest.raises(ValueError, match="not a finite number"):
            load_level(path)


# ---- deck files ----------------------------------------------------------------------------------

DECK_LINES = ["count = 2000000000", "total = 100000000000000000000", "needs = 0", "needs = nan", "balls = []",
              'balls = ["XX"]', 'balls = {a = 1}', 'type = ["PASS"]', 'vs = "SHOT"', "[[card]]", "[goal]",
              "boxes = [[\"TL\"]]", "x = " + "[" * 3000 + "]" * 3000, "count = -1", "total = 1", "needs = 1" + "0" * 5000,
              'game = "penguin_soccer"', "= 1", "[[card]]\ntype = \"PASS\"", "\xff"]


@SETTINGS
@given(data=st.data())
def test_malformed_deck_files_are_rejected(scratch: Path, data: st.DataObject) -> None:
    from engines.jukem_soccer.table import DEFAULT_DECK_PATH, SCHEMA, load_table

    text = DEFAULT_DECK_PATH.read_text(encoding="utf-8")
    how = data.draw(st.sampled_from(["random", "lines", "bytes"]), label="how")
    if how == "random":
        text = data.draw(st.text(max_size=300), label="text")
    elif how == "lines":
        lines = text.splitlines()
        for _ in range(data.draw(st.integers(1, 4), label="edits")):
            i = data.draw(st.integers(0, len(lines) - 1), label="line")
            edit = data.draw(st.sampled_from(["delete", "replace", "insert", "duplicate"]), label="edit")
            if edit == "delete":
                del lines[i]
            elif edit == "duplicate":
                lines.insert(i, lines[i])
            else:
                new = data.draw(st.sampled_from(DECK_LINES) | st.text(max_size=30), label="new line")
                lines[i:i + (edit == "replace")] = [new]
        text = "\n".join(lines)
    raw = text.encode("utf-8", "surrogatepass") if how != "bytes" else mutate_bytes(data, text.encode())
    rejected(lambda: parse_deck(raw.decode("utf-8", "replace"), SCHEMA, "fuzz.toml"))
    path = _file(scratch, raw, ".toml")
    table = rejected(lambda: load_table(str(path)))
    if table is not None:  # a deck the loader accepts must deal and play
        engine = GAMES["jukem_soccer"]
        s = engine.new_game(3, deck=str(path))
        r = prng.seed_state(3)
        for _ in range(60):
            if s.is_terminal:
                break
            acts = s.legal_actions()
            i, r = prng.randbelow(r, len(acts))
            s = s.apply(acts[i])
        assert engine.State.from_json(s.to_json()).to_json() == s.to_json()


def test_deck_files_that_are_no_files(scratch: Path) -> None:
    from engines.jukem_soccer.table import load_table

    for name in ("/dev/zero", str(scratch), "x" * 5000, "a\x00b", ""):
        with pytest.raises(DeckError):
            load_table(name)
    big = scratch / "big.toml"
    big.write_text("# " + "x" * (2 << 20))
    with pytest.raises(DeckError, match="larger than"):
        load_table(str(big))


@pytest.mark.parametrize("old,new,message", [
    ("count = 20", "count = 2000000000", "add up to 2000000036"),  # refused before making the copies
    ("total = 56", "total = 100000000000000000000", "total must be a whole number of cards from 0 to"),
    ("total = 56", "total = 56\nx = " + "[" * 3000 + "]" * 3000, "nested far too deeply"),
    ("total = 56", "total = 1" + "0" * 5000, "not a usable deck file"),
])
def test_hostile_deck_values(old: str, new: str, message: str) -> None:
    from engines.jukem_soccer.table import DEFAULT_DECK_PATH, SCHEMA

    text = DEFAULT_DECK_PATH.read_text(encoding="utf-8")
    assert old in text
    with pytest.raises(DeckError, match=message):
        parse_deck(text.replace(old, new, 1), SCHEMA, "hostile.toml")
