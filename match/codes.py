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
#: ALL_GAME_IDS), the seed as a zigzag LEB128 varint, then the options as compact JSON
#: with sorted keys (only when there are any). Base32 without padding, then one
#: Luhn mod 32 check character, grouped in blocks of four.
CODE_VERSION = 0
CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
MAX_CODE_CHARS = 1000
_GROUP = 4


def match_code(game_id: str, seed: int, options: Mapping[str, Any] | None = None) -> str:
    """Short typeable text naming a game, its options and its seed, e.g. 'ACNK-7JND-AIH'."""
    if game_id not in ALL_GAME_IDS:
        raise ValueError(f"unknown game {game_id!r}")
    if not _is_int(seed):
        raise ValueError(f"seed must be a whole number, got {seed!r}")
    payload = bytearray([(CODE_VERSION << 4) | ALL_GAME_IDS.index(game_id)])
    payload += _varint(seed * 2 if seed >= 0 else -seed * 2 - 1)
    if options:
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
    if head >> 4 != CODE_VERSION:
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
        try:
            value = json.loads(payload[end:].decode("utf-8"), parse_constant=_no_constant)
        except (ValueError, RecursionError):
            value = None
        if not isinstance(value, dict) or not value:
            raise ValueError(f"match code {text.strip()!r} is not valid: its options cannot be read")
        options = value
    if match_code(game_id, seed, options).replace("-", "") != chars:
        raise ValueError(f"match code {text.strip()!r} is not valid: it is not written the way Matchday writes codes")
    engine = GAMES.get(game_id)
    if engine is not None and options:
        try:
            engine.new_game(seed, **dict(options))
        except Exception as exc:
            raise ValueError(f"match code {text.strip()!r} has options {TITLES[game_id]} refuses: "
                             f"{_reason(exc)}") from None
    return game_id, seed, options


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
