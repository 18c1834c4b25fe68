"""Kortfotboll's rosters of scorers (engines.kortfotboll.rosters): every shipped file loads and names all
fourteen scorers, the default is the rulebook's chart as in the deck file, a bad file is named with its key."""

from __future__ import annotations

from pathlib import Path

import pytest

from engines.kortfotboll import load_table
from engines.kortfotboll.rosters import (
    DEFAULT_ROSTER,
    ROSTERS_DIR,
    SCORER_KEYS,
    Roster,
    RosterError,
    load_roster,
    load_rosters,
    roster,
)

SHIPPED = {"sweden_all_time", "sweden_1994", "sweden_women", "allsvenskan_legends"}
GOOD = """name = "Kitchen Table XI"
[scorers]
A = "Ace"
K = "King"
Q = "Queen"
J = "Jack"
10 = "Ten"
9 = "Nine"
8 = "Eight"
7 = "Seven"
6 = "Six"
5 = "Five"
4 = "Four"
3 = "Three"
2 = "Two"
JOKER = "Joker"
"""


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_every_shipped_roster_loads_and_names_all_fourteen_scorers() -> None:
    rosters = load_rosters()
    assert {r.id for r in rosters} == SHIPPED
    assert {p.stem for p in ROSTERS_DIR.glob("*.toml")} == SHIPPED
    assert SCORER_KEYS == ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "JOKER")
    for r in rosters:
        assert tuple(r.scorers) == SCORER_KEYS, r.id
        assert all(name.strip() == name and name for name in r.scorers.values()), r.id
        assert len(set(r.scorers.values())) == 14, r.id  # nobody scores for two ranks
        assert r.name.strip(), r.id
    assert len({r.name for r in rosters}) == len(rosters)


def test_the_default_comes_first_and_the_rest_by_id() -> None:
    ids = [r.id for r in load_rosters()]
    assert ids[0] == DEFAULT_ROSTER == "sweden_all_time"
    assert ids[1:] == sorted(ids[1:])


def test_the_default_roster_is_the_deck_files_roster() -> None:
    table = load_table()
    default = roster(DEFAULT_ROSTER)
    assert default.scorers == table.scorers
    assert default.name == table.roster_name == "Sweden All-Time Stars"
    assert default.scorer("Q") == "Tomas Brolin"
    assert default.scorer("JOKER") == "Zlatan Ibrahimović"
    assert default.scorer("2") == "Martin Dahlin"


def test_an_unknown_id_gives_the_default() -> None:
    assert roster("no_such_roster") == roster(DEFAULT_ROSTER)
    assert roster("sweden_1994").id == "sweden_1994"
    assert roster("sweden_1994").scorer("K") == "Kennet Andersson"
    with pytest.raises(KeyError):
        roster(DEFAULT_ROSTER).scorer("1")


def test_a_players_folder_adds_rosters_and_may_replace_a_shipped_one(tmp_path: Path) -> None:
    write(tmp_path, "kitchen", GOOD)
    write(tmp_path, "sweden_1994", GOOD.replace("Kitchen Table XI", "My 1994"))
    rosters = load_rosters([tmp_path, tmp_path / "missing"])
    assert [r.id for r in rosters] == ["sweden_all_time", "allsvenskan_legends", "kitchen", "sweden_1994",
                                       "sweden_women"]
    assert roster("kitchen", [tmp_path]).scorer("10") == "Ten"
    assert roster("sweden_1994", [tmp_path]).name == "My 1994"
    assert roster("sweden_1994").name == "Sweden 1994"  # the shipped one is untouched
    assert hash(roster("kitchen", [tmp_path]))  # usable as a key although it holds a dict


@pytest.mark.parametrize("text, key, words", [
    (GOOD.replace('Q = "Queen"\n', ""), "scorers.Q", "missing"),
    (GOOD.replace('JOKER = "Joker"\n', ""), "scorers.JOKER", "a joker"),
    (GOOD.replace('10 = "Ten"', "10 = 10"), "scorers.10", "a name in quotes"),
    (GOOD.replace('7 = "Seven"', '7 = "  "'), "scorers.7", "a name in quotes"),
    (GOOD + '1 = "One"\n', "scorers.1", "unknown rank"),
    (GOOD.replace('name = "Kitchen Table XI"\n', ""), "name", "missing"),
    (GOOD.replace("[scorers]", "[scorer]"), "scorer", "unknown key"),
    ('name = "Just a title"\n', "scorers", "missing"),
    (GOOD.replace('A = "Ace"', 'A = "' + "x" * 201 + '"'), "scorers.A", "longer than 200"),
])
def test_a_bad_file_is_reported_with_its_name_and_key(tmp_path: Path, text: str, key: str, words: str) -> None:
    path = write(tmp_path, "broken", text)
    with pytest.raises(RosterError, match=words) as info:
        load_rosters([tmp_path])
    assert info.value.source == str(path)
    assert info.value.key == key
    assert str(info.value).startswith(f"{path}: {key}: ")


@pytest.mark.parametrize("data, words", [
    (b'name = "Unclosed\n', "not valid TOML"),
    (b"\xff\xfe\x00garbage", "not UTF-8"),
    (b"x" * ((1 << 20) + 1), "larger than"),
])
def test_a_file_that_is_no_roster_at_all_is_named(tmp_path: Path, data: bytes, words: str) -> None:
    path = tmp_path / "junk.toml"
    path.write_bytes(data)
    with pytest.raises(RosterError, match=words) as info:
        load_roster(path)
    assert info.value.source == str(path) and info.value.key is None
    assert str(info.value).startswith(str(path))


def test_a_roster_is_a_frozen_value() -> None:
    r = roster(DEFAULT_ROSTER)
    assert isinstance(r, Roster)
    with pytest.raises(AttributeError):
        r.name = "Other"  # type: ignore[misc]
