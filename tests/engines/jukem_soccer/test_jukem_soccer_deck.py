"""The Jukem Soccer deck file: the shipped one loads; broken ones name the line."""

from __future__ import annotations

from pathlib import Path

import pytest

from engines.common.decks import DeckError
from engines.jukem_soccer import DEFAULT_DECK_PATH, new_game
from engines.jukem_soccer.table import load_table

GOOD = DEFAULT_DECK_PATH.read_text(encoding="utf-8")


def line_of(text: str, needle: str, occurrence: int = 1) -> int:
    seen = 0
    for number, line in enumerate(text.splitlines(), 1):
        if needle in line:
            seen += 1
            if seen == occurrence:
                return number
    raise AssertionError(needle)


def write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "deck.toml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_the_default_deck_is_parsed_once() -> None:
    assert load_table() is load_table()
    assert load_table().n == 56


def test_a_corrected_deck_file_is_used(tmp_path: Path) -> None:
    text = GOOD.replace('type = "PASS"\ncount = 20', 'type = "PASS"\ncount = 19').replace("total = 56", "total = 55")
    s = new_game(1, deck=write(tmp_path, text))
    assert s.table.n == 55 and s.to_json()["deck"].endswith("deck.toml")
    assert len(s.pile) == 45


def test_syntax_error_names_the_line(tmp_path: Path) -> None:
    text = GOOD.replace('type = "FLOP"', 'type = "FLOP')
    with pytest.raises(DeckError) as err:
        new_game(1, deck=write(tmp_path, text))
    assert err.value.line == line_of(text, 'type = "FLOP')
    assert f"line {err.value.line}" in str(err.value) and "deck.toml" in str(err.value)


def test_unknown_card_type_names_the_line(tmp_path: Path) -> None:
    text = GOOD.replace('type = "JUKEM"', 'type = "BICYCLE_KICK"')
    with pytest.raises(DeckError, match="BICYCLE_KICK") as err:
        new_game(1, deck=write(tmp_path, text))
    assert err.value.line == line_of(text, "BICYCLE_KICK")


def test_negative_count_names_the_line(tmp_path: Path) -> None:
    text = GOOD.replace("count = 6", "count = -6")
    with pytest.raises(DeckError, match="count") as err:
        new_game(1, deck=write(tmp_path, text))
    assert err.value.line == line_of(text, "count = -6")


def test_counts_that_do_not_add_up_name_the_total_line(tmp_path: Path) -> None:
    text = GOOD.replace("total = 56", "total = 57")
    with pytest.raises(DeckError, match="add up to 56") as err:
        new_game(1, deck=write(tmp_path, text))
    assert err.value.line == line_of(text, "total = 57")


def test_shot_pattern_naming_an_unknown_box_names_the_line(tmp_path: Path) -> None:
    text = GOOD.replace('balls = ["TC", "BC"]', 'balls = ["TC", "XX"]')
    with pytest.raises(DeckError, match="'XX'") as err:
        new_game(1, deck=write(tmp_path, text))
    assert err.value.line == line_of(text, '"XX"')


def test_yellow_naming_a_shot_and_missing_fields_name_lines(tmp_path: Path) -> None:
    text = GOOD.replace('vs = "HEADER"', 'vs = "SHOT"')
    with pytest.raises(DeckError, match="vs") as err:
        new_game(1, deck=write(tmp_path, text))
    assert err.value.line == line_of(text, 'vs = "SHOT"')
    text = GOOD.replace("needs = 4\n", "", 1)
    with pytest.raises(DeckError, match="needs") as err:
        new_game(1, deck=write(tmp_path, text))
    headers = [n for n, line in enumerate(text.splitlines(), 1) if line.strip() == "[[card]]"]
    assert err.value.line == headers[10]  # the 11th card table (first SHOT needing 4) lost its needs


def test_missing_file_and_wrong_game(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="cannot read"):
        new_game(1, deck=str(tmp_path / "nope.toml"))
    text = GOOD.replace('game = "jukem_soccer"', 'game = "goal"')
    with pytest.raises(DeckError, match="game must be") as err:
        new_game(1, deck=write(tmp_path, text))
    assert err.value.line == line_of(text, 'game = "goal"')
