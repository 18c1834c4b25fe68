"""Match codes: short typeable text naming a game, its options and its seed (``ACNK-7JND-AIH``).

`match_code(game_id, seed, options)` writes one, with a check character so a mistyped code is refused;
`parse_match_code(text)` reads it back. Typed in the lobby (or `play --code`), a code deals the same
game again. Pure: no pygame, no files.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Mapping
from typing import Any

from engines import ALL_GAME_IDS, GAMES, TITLES
from match.record import _is_int, _no_constant, _reason

#: Code layout: one byte (high nibble: code version, low nibble: the game's index in
#: ALL_GAME_IDS), the seed as a zigzag LEB128 varint, then the options (only when there are any).
#: Version 0 writes the options as compact JSON with sorted keys; version 1, used whenever every
#: option is in the codebook below, as a count then, by key name order, each key's number in
#: OPTION_KEYS and its value (a tag byte: false, true, a zigzag varint, a word's number in
#: OPTION_WORDS, text, or a list of values): a Big Floe Penguin Soccer code is 4 groups, not 17.
#: Base32 without padding, then one Luhn mod 32 check character, grouped in blocks of four.
CODE_VERSION = 0
COMPACT_VERSION = 1
#: The options' names and the words their values use, numbered for compact codes. Append only: a
#: number, once given, names the same thing in every code written since.
OPTION_KEYS = ("level", "repetition_draw", "first_player", "deck", "practice", "max_overtime_deals",
               "max_idle_turns", "first_dealer", "max_golden_deals", "max_empty_turns", "jokers", "formations",
               "knockout", "fixed_keepers")
OPTION_WORDS = ("penguin_soccer_standard", "penguin_soccer_bigfloe", "default", "4-4-2", "4-3-3", "3-5-2",
                "5-3-2", "4-5-1")
_FALSE, _TRUE, _INT, _WORD, _TEXT, _LIST = range(6)
CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
MAX_CODE_CHARS = 1000
_GROUP = 4


def match_code(game_id: str, seed: int, options: Mapping[str, Any] | None = None) -> str:
    """Short typeable text naming a game, its options and its seed, e.g. 'ACNK-7JND-AIH'."""
    if game_id not in ALL_GAME_IDS:
        raise ValueError(f"unknown game {game_id!r}")
    if not _is_int(seed):
        raise ValueError(f"seed must be a whole number, got {seed!r}")
    compact = _compact_options(options) if options else None
    return _write(game_id, seed, options, COMPACT_VERSION if compact is not None else CODE_VERSION)


def _write(game_id: str, seed: int, options: Mapping[str, Any] | None, version: int) -> str:
    """The code of a game in a given layout version (a code read back is checked against its own)."""
    payload = bytearray([(version << 4) | ALL_GAME_IDS.index(game_id)])
    payload += _varint(_zigzag(seed))
    if options and version == COMPACT_VERSION:
        compact = _compact_options(options)
        assert compact is not None
        payload += compact
    elif options:
        payload += json.dumps(dict(options), sort_keys=True, separators=(",", ":"),
                              ensure_ascii=False, allow_nan=False).encode("utf-8")
    body = base64.b32encode(bytes(payload)).decode("ascii").rstrip("=")
    chars = body + _luhn32(body)
    return "-".join(chars[i:i + _GROUP] for i in range(0, len(chars), _GROUP))


def parse_match_code(text: str) -> tuple[str, int, dict[str, Any]]:
    """(game_id, seed, options) from a match code; lower case, spaces and missing dashes are fine.

    ValueError with a readable message for a mistyped code (the check character
    catches any single wrong character), an unknown game or options the game refuses.
    """
    if not isinstance(text, str):
        raise ValueError("a match code is text")
    # 0 and 1 never appear in a code: read them as the letters O and I people mistake them for.
    chars = re.sub(r"[\s\-_]+", "", text).upper().replace("0", "O").replace("1", "I")
    if not chars:
        raise ValueError("the match code is empty")
    if len(chars) > MAX_CODE_CHARS:
        raise ValueError("that is far too long for a match code")
    wrong = sorted({c for c in chars if c not in CODE_ALPHABET})
    if wrong:
        raise ValueError(f"a match code has only letters A-Z and digits 2-7; {''.join(wrong)!r} is not part of one")
    body, check_char = chars[:-1], chars[-1]
    if len(chars) < 4 or _luhn32(body) != check_char:
        raise ValueError(f"match code {text.strip()!r} is not valid: a character is mistyped or missing")
    try:
        payload = base64.b32decode(body + "=" * (-len(body) % 8))
    except ValueError:
        raise ValueError(f"match code {text.strip()!r} is not valid: it is the wrong length") from None
    head = payload[0]
    version = head >> 4
    if version not in (CODE_VERSION, COMPACT_VERSION):
        raise ValueError("this match code comes from a newer Matchday: update Matchday to use it")
    index = head & 0x0F
    if index >= len(ALL_GAME_IDS):
        raise ValueError(f"match code {text.strip()!r} names an unknown game")
    game_id = ALL_GAME_IDS[index]
    zigzag, end = _read_varint(payload, 1)
    if zigzag is None:
        raise ValueError(f"match code {text.strip()!r} is not valid: its seed is cut short")
    seed = zigzag // 2 if zigzag % 2 == 0 else -(zigzag + 1) // 2
    options: dict[str, Any] = {}
    if end < len(payload):
        value: Any
        if version == COMPACT_VERSION:
            value = _read_compact_options(payload, end)
        else:
            try:
                value = json.loads(payload[end:].decode("utf-8"), parse_constant=_no_constant)
            except (ValueError, RecursionError):
                value = None
        if not isinstance(value, dict) or not value:
            raise ValueError(f"match code {text.strip()!r} is not valid: its options cannot be read")
        options = value
    if (version == COMPACT_VERSION and not options) or \
            _write(game_id, seed, options, version).replace("-", "") != chars:
        raise ValueError(f"match code {text.strip()!r} is not valid: it is not written the way Matchday writes codes")
    engine = GAMES.get(game_id)
    if engine is not None and options:
        try:
            engine.new_game(seed, **dict(options))
        except Exception as exc:
            raise ValueError(f"match code {text.strip()!r} has options {TITLES[game_id]} refuses: "
                             f"{_reason(exc)}") from None
    return game_id, seed, options


def _zigzag(n: int) -> int:
    return n * 2 if n >= 0 else -n * 2 - 1


def _compact_options(options: Mapping[str, Any]) -> bytes | None:
    """The options in the codebook's layout, or None when one is not in it (the code keeps JSON then)."""
    out = bytearray(_varint(len(options)))
    for key in sorted(options):
        if key not in OPTION_KEYS:
            return None
        value = _compact_value(options[key])
        if value is None:
            return None
        out += _varint(OPTION_KEYS.index(key)) + value
    return bytes(out)


def _compact_value(value: Any, depth: int = 0) -> bytes | None:
    if value is False or value is True:
        return bytes([_TRUE if value else _FALSE])
    if _is_int(value):
        return bytes([_INT]) + _varint(_zigzag(int(value)))
    if isinstance(value, str):
        if value in OPTION_WORDS:
            return bytes([_WORD]) + _varint(OPTION_WORDS.index(value))
        raw = value.encode("utf-8")
        return bytes([_TEXT]) + _varint(len(raw)) + raw
    if isinstance(value, list) and depth == 0:
        parts = [_compact_value(v, 1) for v in value]
        if any(p is None for p in parts):
            return None
        return bytes([_LIST]) + _varint(len(value)) + b"".join(p for p in parts if p is not None)
    return None


def _read_compact_options(data: bytes, at: int) -> dict[str, Any] | None:
    """The options of a compact code, or None when they cannot be read (a wrong number, cut short)."""
    count, at = _read_varint(data, at)
    if count is None or count > len(OPTION_KEYS):
        return None
    options: dict[str, Any] = {}
    for _ in range(count):
        key, at = _read_varint(data, at)
        if key is None or key >= len(OPTION_KEYS):
            return None
        value, at = _read_compact_value(data, at, 0)
        if value is None:
            return None
        options[OPTION_KEYS[key]] = value
    return options if at == len(data) else None


def _read_compact_value(data: bytes, at: int, depth: int) -> tuple[Any, int]:
    if at >= len(data):
        return None, at
    tag, at = data[at], at + 1
    if tag in (_FALSE, _TRUE):
        return tag == _TRUE, at
    if tag == _INT:
        n, at = _read_varint(data, at)
        return (None if n is None else (n // 2 if n % 2 == 0 else -(n + 1) // 2)), at
    if tag == _WORD:
        n, at = _read_varint(data, at)
        return (None if n is None or n >= len(OPTION_WORDS) else OPTION_WORDS[n]), at
    if tag == _TEXT:
        n, at = _read_varint(data, at)
        if n is None or at + n > len(data):
            return None, at
        try:
            return data[at:at + n].decode("utf-8"), at + n
        except UnicodeDecodeError:
            return None, at
    if tag == _LIST and depth == 0:
        n, at = _read_varint(data, at)
        if n is None or n > len(data):
            return None, at
        items = []
        for _ in range(n):
            item, at = _read_compact_value(data, at, 1)
            if item is None:
                return None, at
            items.append(item)
        return items, at
    return None, at


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low = n & 0x7F
        n >>= 7
        if n:
            out.append(low | 0x80)
        else:
            out.append(low)
            return bytes(out)


def _read_varint(data: bytes, start: int) -> tuple[int | None, int]:
    value = shift = 0
    for i in range(start, len(data)):
        value |= (data[i] & 0x7F) << shift
        shift += 7
        if not data[i] & 0x80:
            return value, i + 1
    return None, len(data)


def _luhn32(chars: str) -> str:
    """The Luhn mod N check character (N = 32): catches every single wrong character
    and most swaps of two neighbours."""
    n = len(CODE_ALPHABET)
    total = 0
    factor = 2
    for c in reversed(chars):
        addend = factor * CODE_ALPHABET.index(c)
        total += addend // n + addend % n
        factor = 1 if factor == 2 else 2
    return CODE_ALPHABET[(n - total % n) % n]
