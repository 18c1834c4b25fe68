"""Deck list files: TOML data turned into validated, plain, immutable card data.

The rulings ask for every number that is not in a rulebook (deck lists, shot
patterns, ...) to live in a data file a player can correct. Each card game
describes its file with a `DeckSchema` (which card types exist and which fields
each type carries); `load_deck(path, schema)` reads the file with the standard
library's `tomllib` and returns a `Deck`: one `CardDef` per physical card, so a
card id is simply an index into `deck.cards`.

File shape (the card table name is "card" unless the schema says otherwise):

    game = "jukem_soccer"        # must match the schema
    total = 56                   # the counts must add up to this
    [goal]                       # named lists the schema asks for ("goal.boxes")
    boxes = ["TL", "TC", "TR", "BL", "BC", "BR"]
    [[card]]
    type = "SHOT"                # a type the schema knows
    count = 1                    # copies, >= 0, default 1
    needs = 3                    # the type's own fields, checked by the schema
    balls = ["TL"]

Every problem raises `DeckError` (a ValueError) whose message starts with the
file and the line: syntax errors take tomllib's line, semantic ones (an unknown
type, a negative count, counts that do not add up, a pattern naming a box that
does not exist, ...) the line of the offending key or table, found by scanning
the file text (`_LineIndex`), since tomllib does not report positions.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Union

from engines.common.errors import show

Value = Union[int, str, tuple[str, ...]]
"""A card field's value once validated: an int, a string, or a tuple of names."""

NAME_RE = re.compile(r"^[A-Za-z0-9_-]+$")
"""Names in lists and choices must be usable inside action notation."""
_HEADER_RE = re.compile(r"^\s*(\[\[?)\s*([A-Za-z0-9_.-]+)\s*(\]\]?)\s*$")
_KEY_RE = re.compile(r"^\s*([A-Za-z0-9_-]+|\"[^\"]*\")\s*=")
_TOML_LINE_RE = re.compile(r"at line (\d+)")
MAX_CARDS = 10_000
"""No deck holds more cards (a guard against a typo such as count = 1000000000)."""
MAX_TEXT = 200
"""No text of a free-text section (a scorer's name) is longer."""
MAX_DECK_BYTES = 1 << 20
"""No deck file is larger (a guard against reading a device or a huge file by mistake)."""


class DeckError(ValueError):
    """A deck file that cannot be used; the message names the file and line."""

    def __init__(self, source: str, line: int | None, message: str) -> None:
        self.source = source
        self.line = line
        self.reason = message
        name = source if len(source) <= 200 else source[:197] + "..."  # a path of a megabyte is no help
        where = f"{name}, line {line}" if line is not None else name
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """What one card field may hold.

    kind: "int" (low..high), "str" (free text), "choice" (one of `choices`),
    "names" (a list of distinct names from the file's named list `names_from`,
    between min_items and max_items long), "name" (one such name).
    """

    kind: str
    required: bool = True
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()
    names_from: str = ""
    min_items: int = 1
    max_items: int | None = None
    default: Value | None = None


def integer(low: int | None = None, high: int | None = None, *, required: bool = True,
            default: int | None = None) -> FieldSpec:
    """An int field within [low, high]."""
    return FieldSpec("int", required and default is None, low, high, default=default)


def choice(*options: str, required: bool = True) -> FieldSpec:
    """A string field that must be one of `options`."""
    return FieldSpec("choice", required, choices=tuple(options))


def names(list_key: str, min_items: int = 1, max_items: int | None = None) -> FieldSpec:
    """A list of distinct names from the file's list `list_key` (e.g. "goal.boxes")."""
    return FieldSpec("names", True, names_from=list_key, min_items=min_items, max_items=max_items)


def text(required: bool = True, default: str | None = None) -> FieldSpec:
    """A free string field."""
    return FieldSpec("str", required and default is None, default=default)


@dataclass(frozen=True, slots=True)
class DeckSchema:
    """A card game's deck file format: its id, card types and named lists."""

    game: str
    types: tuple[tuple[str, tuple[tuple[str, FieldSpec], ...]], ...]
    lists: tuple[str, ...] = ()
    """Named lists the file must define, "section.key" (e.g. "goal.boxes")."""
    card_table: str = "card"
    texts: tuple[str, ...] = ()
    """Sections of free text the file may hold, `[section]` with `key = "text"` lines (Kortfotboll's
    roster of scorers: `[roster]`, `A = "Gunnar Gren"`); which keys a section needs is the game's check."""

    @classmethod
    def make(cls, game: str, types: Mapping[str, Mapping[str, FieldSpec]],
             lists: Sequence[str] = (), card_table: str = "card", texts: Sequence[str] = ()) -> DeckSchema:
        """Build a schema from plain dicts (kept as tuples so it is hashable)."""
        return cls(game, tuple((t, tuple(f.items())) for t, f in types.items()), tuple(lists), card_table,
                   tuple(texts))

    def fields(self, card_type: str) -> dict[str, FieldSpec] | None:
        """The field specs of `card_type`, None if the type is unknown."""
        for name, specs in self.types:
            if name == card_type:
                return dict(specs)
        return None


@dataclass(frozen=True, slots=True)
class CardDef:
    """One kind of card as written in the file (shared by all its copies)."""

    type: str
    attrs: tuple[tuple[str, Value], ...] = ()
    entry: int = field(default=0, compare=False)
    """Index of its [[card]] table in the file."""
    line: int = field(default=0, compare=False)
    """Line of its [[card]] header (0 when not from a file)."""

    def __getitem__(self, key: str) -> Value:
        for name, value in self.attrs:
            if name == key:
                return value
        raise KeyError(key)

    def get(self, key: str, default: Value | None = None) -> Value | None:
        """The field `key`, or `default` if this card has none."""
        try:
            return self[key]
        except KeyError:
            return default


@dataclass(frozen=True, slots=True)
class Deck:
    """A validated deck: `cards[i]` is the card with id i."""

    game: str
    source: str
    total: int
    cards: tuple[CardDef, ...]
    entries: tuple[CardDef, ...]
    lists: tuple[tuple[str, tuple[str, ...]], ...] = ()
    _lines: Any = field(default=None, compare=False, repr=False)
    texts: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()
    """The free-text sections (DeckSchema.texts) as (section, ((key, text), ...)), in file order."""

    def text(self, section: str) -> dict[str, str]:
        """A free-text section of the file as {key: text} ({} if the file has none)."""
        for name, pairs in self.texts:
            if name == section:
                return dict(pairs)
        return {}

    def names(self, list_key: str) -> tuple[str, ...]:
        """A named list of the file, e.g. deck.names("goal.boxes")."""
        for key, values in self.lists:
            if key == list_key:
                return values
        raise KeyError(list_key)

    def count(self, card_type: str) -> int:
        """How many cards of `card_type` the deck holds."""
        return sum(1 for c in self.cards if c.type == card_type)

    def ids(self, card_type: str) -> tuple[int, ...]:
        """The ids of every card of `card_type`."""
        return tuple(i for i, c in enumerate(self.cards) if c.type == card_type)

    def error(self, entry: int | None, key: str | None, message: str) -> DeckError:
        """A DeckError at [[card]] table `entry` (its `key` line if found), for game-level checks."""
        line = None
        if isinstance(self._lines, _LineIndex):
            line = self._lines.card_line(entry, key) if entry is not None else self._lines.key_line(key or "")
        return DeckError(self.source, line, message)


class _LineIndex:
    """Where tables and keys sit in the TOML text (a light scan, enough for messages)."""

    def __init__(self, text: str, card_table: str) -> None:
        self.root: dict[str, int] = {}
        self.tables: dict[str, tuple[int, dict[str, int]]] = {}
        self.cards: list[tuple[int, dict[str, int]]] = []
        self.card_table = card_table
        current = self.root
        depth = 0
        for number, raw in enumerate(text.splitlines(), 1):
            line = _strip_comment(raw)
            if depth == 0:
                header = _HEADER_RE.match(line)
                if header and len(header.group(1)) == len(header.group(3)):
                    name = header.group(2)
                    keys: dict[str, int] = {}
                    if header.group(1) == "[[":
                        if name == card_table:
                            self.cards.append((number, keys))
                    else:
                        self.tables[name] = (number, keys)
                    current = keys
                    continue
                key = _KEY_RE.match(line)
                if key:
                    current.setdefault(key.group(1).strip('"'), number)
                    line = line[key.end():]
            depth = max(0, depth + _bracket_balance(line))

    def key_line(self, dotted: str) -> int | None:
        """Line of a root key ("total") or a "table.key"; the table header if the key is absent."""
        if dotted in self.root:
            return self.root[dotted]
        table, _, key = dotted.rpartition(".")
        if table in self.tables:
            header, keys = self.tables[table]
            return keys.get(key, header)
        if dotted in self.tables:
            return self.tables[dotted][0]
        return None

    def card_line(self, entry: int, key: str | None = None) -> int | None:
        """Line of `key` in the entry-th [[card]] table, else of its header."""
        if 0 <= entry < len(self.cards):
            header, keys = self.cards[entry]
            return keys.get(key, header) if key else header
        return self.root.get(self.card_table)


def _strip_comment(line: str) -> str:
    """The line without a trailing # comment (quotes respected)."""
    quote = ""
    for i, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch == "#":
            return line[:i]
    return line


def _bracket_balance(line: str) -> int:
    """Open minus closed brackets outside strings (multi-line arrays)."""
    balance = 0
    quote = ""
    for ch in line:
        if quote:
            if ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif ch in "[{":
            balance += 1
        elif ch in "]}":
            balance -= 1
    return balance


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_deck(text: str, schema: DeckSchema, source: str = "<deck>") -> Deck:
    """Validate deck TOML `text` against `schema`; DeckError naming the line if unusable."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        match = _TOML_LINE_RE.search(str(exc))
        raise DeckError(source, int(match.group(1)) if match else None, f"not valid TOML ({exc})") from exc
    except RecursionError:
        raise DeckError(source, None, "not a usable deck file (arrays or tables nested far too deeply)") from None
    except ValueError as exc:  # e.g. an integer of more than 4300 digits
        raise DeckError(source, None, f"not a usable deck file ({exc})") from None
    lines = _LineIndex(text, schema.card_table)

    def fail(key: str, message: str) -> DeckError:
        return DeckError(source, lines.key_line(key), message)

    sections = {key.partition(".")[0] for key in schema.lists}
    allowed = {"game", "total", schema.card_table} | sections | set(schema.texts)
    for key in data:
        if key not in allowed:
            raise fail(key, f"unknown key {show(key)} (expected {', '.join(sorted(allowed))})")
    if data.get("game") != schema.game:
        raise fail("game", f"game must be {show(schema.game)}, got {show(data.get('game'))}")
    total = data.get("total")
    if not isinstance(total, int) or isinstance(total, bool) or not 0 <= total <= MAX_CARDS:
        raise fail("total", f"total must be a whole number of cards from 0 to {MAX_CARDS}, got {show(total)}")

    lists: dict[str, tuple[str, ...]] = {}
    for list_key in schema.lists:
        section, _, key = list_key.partition(".")
        table = data.get(section)
        values = table.get(key) if isinstance(table, dict) else None
        if not isinstance(values, list) or not values:
            raise fail(list_key, f"[{section}] must have a non-empty list {key} = [...]")
        for value in values:
            if not isinstance(value, str) or not NAME_RE.match(value):
                raise fail(list_key, f"{list_key} entries must be names of letters and digits, got {show(value)}")
        if len(set(values)) != len(values):
            raise fail(list_key, f"{list_key} lists a name twice: {values}")
        lists[list_key] = tuple(values)
    for section in sections:
        table = data.get(section)
        if isinstance(table, dict):
            known = {k.partition(".")[2] for k in schema.lists if k.partition(".")[0] == section}
            for key in table:
                if key not in known:
                    raise fail(f"{section}.{key}", f"unknown key {show(key)} in [{section}]")

    texts: list[tuple[str, tuple[tuple[str, str], ...]]] = []
    for section in schema.texts:
        table = data.get(section, {})
        if not isinstance(table, dict):
            raise fail(section, f"{section} must be a table [{section}] of key = \"text\" lines")
        for key, value in table.items():
            if not isinstance(value, str) or not value.strip() or len(value) > MAX_TEXT:
                raise fail(f"{section}.{key}", f"{section}.{key} must be a text of 1 to {MAX_TEXT} characters, "
                                               f"got {show(value)}")
        texts.append((section, tuple((str(k), v.strip()) for k, v in table.items())))

    raw_cards = data.get(schema.card_table)
    if not isinstance(raw_cards, list) or not all(isinstance(c, dict) for c in raw_cards):
        raise fail(schema.card_table, f"the cards must be [[{schema.card_table}]] tables")
    entries: list[CardDef] = []
    counts: list[int] = []
    for index, raw in enumerate(raw_cards):
        entries.append(_card(raw, index, schema, lists, lines, source))
        counts.append(int(raw.get("count", 1)))
    if sum(counts) != total:  # checked before making the copies: count = 10**9 must not eat the memory
        raise fail("total", f"the card counts add up to {sum(counts)}, but total = {total}")
    cards = [entry for entry, count in zip(entries, counts) for _ in range(count)]
    return Deck(schema.game, source, total, tuple(cards), tuple(entries), tuple(lists.items()), lines, tuple(texts))


def _card(raw: dict[str, Any], index: int, schema: DeckSchema, lists: Mapping[str, tuple[str, ...]],
          lines: _LineIndex, source: str) -> CardDef:
    """One [[card]] table, validated."""

    def fail(key: str | None, message: str) -> DeckError:
        return DeckError(source, lines.card_line(index, key), f"card #{index + 1}: {message}")

    card_type = raw.get("type")
    known = [name for name, _ in schema.types]
    if not isinstance(card_type, str):
        raise fail("type", f"needs type = one of {', '.join(known)}")
    specs = schema.fields(card_type)
    if specs is None:
        raise fail("type", f"unknown card type {show(card_type)} (expected one of {', '.join(known)})")
    count = raw.get("count", 1)
    if not _is_int(count) or count < 0:
        raise fail("count", f"count must be a whole number >= 0, got {show(count)}")
    for key in raw:
        if key not in ("type", "count") and key not in specs:
            allowed = ", ".join(["type", "count", *specs]) or "type, count"
            raise fail(key, f"a {card_type} card has no field {show(key)} (fields: {allowed})")
    attrs: list[tuple[str, Value]] = []
    for key, spec in specs.items():
        if key not in raw:
            if spec.required:
                raise fail(None, f"a {card_type} card needs {key} = ...")
            if spec.default is not None:
                attrs.append((key, spec.default))
            continue
        attrs.append((key, _value(raw[key], spec, key, card_type, lists, lambda m, k=key: fail(k, m))))
    return CardDef(card_type, tuple(attrs), index, lines.card_line(index) or 0)


def _value(value: object, spec: FieldSpec, key: str, card_type: str, lists: Mapping[str, tuple[str, ...]],
           fail: Any) -> Value:
    """A field's value checked against its spec."""
    if spec.kind == "int":
        ok = isinstance(value, int) and not isinstance(value, bool) and (spec.low is None or value >= spec.low) \
            and (spec.high is None or value <= spec.high)
        if not ok or not isinstance(value, int):
            bounds = f"{'' if spec.low is None else spec.low}..{'' if spec.high is None else spec.high}"
            raise fail(f"{card_type} {key} must be a whole number in {bounds}, got {show(value)}")
        return value
    if spec.kind == "str":
        if not isinstance(value, str):
            raise fail(f"{card_type} {key} must be a string, got {show(value)}")
        return value
    if spec.kind == "choice":
        if value not in spec.choices:
            raise fail(f"{card_type} {key} must be one of {', '.join(spec.choices)}, got {show(value)}")
        assert isinstance(value, str)
        return value
    allowed = lists.get(spec.names_from, ())
    items = [value] if spec.kind == "name" else value
    if not isinstance(items, list):
        raise fail(f"{card_type} {key} must be a list of {spec.names_from} names, got {show(value)}")
    for item in items:
        if item not in allowed:
            raise fail(f"{card_type} {key} names {show(item)}, which is not one of {spec.names_from}: "
                       f"{', '.join(allowed)}")
    if len(set(items)) != len(items):
        raise fail(f"{card_type} {key} names the same entry twice: {items}")
    if spec.kind == "name":
        return str(items[0])
    if len(items) < spec.min_items or (spec.max_items is not None and len(items) > spec.max_items):
        most = "" if spec.max_items is None else f" and at most {spec.max_items}"
        raise fail(f"{card_type} {key} must list at least {spec.min_items}{most}, got {len(items)}")
    return tuple(str(i) for i in items)


def load_deck(path: str | Path, schema: DeckSchema) -> Deck:
    """Read and validate the deck file at `path`; DeckError (naming file and line) if unusable."""
    p = Path(path)
    try:
        # Only regular files of a sane size: /dev/zero or a FIFO would never finish reading.
        if p.exists() and not p.is_file():
            raise DeckError(str(p), None, "cannot read the deck file (not a regular file)")
        with p.open("rb") as f:
            raw = f.read(MAX_DECK_BYTES + 1)
        if len(raw) > MAX_DECK_BYTES:
            raise DeckError(str(p), None, f"cannot read the deck file (larger than {MAX_DECK_BYTES} bytes)")
        content = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        if isinstance(exc, DeckError):
            raise
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc  # the name is said once
        raise DeckError(str(p), None, f"cannot read the deck file ({reason})") from exc
    return parse_deck(content, schema, str(p))
