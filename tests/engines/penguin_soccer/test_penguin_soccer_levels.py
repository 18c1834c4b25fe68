"""Penguin Soccer boards come from Tiled levels; broken maps are reported."""

from __future__ import annotations

from pathlib import Path

import pytest

from engines.penguin_soccer import State, load_board, new_game
from levels import LevelError, load_level

ANCHORS = """
  <object id="1" name="blue_home" x="{bx}" y="{by}" width="{t}" height="{t}"/>
  <object id="2" name="red_home" x="{rx}" y="{ry}" width="{t}" height="{t}"/>
  <object id="3" name="center" x="{cx}" y="{cy}" width="{cw}" height="{ch}"/>
"""


def tmx(w: int = 6, h: int = 6, t: int = 64, game: str = "penguin_soccer", anchors: str | None = None,
        **over: int) -> str:
    """A small valid map (or a broken one, through the overrides)."""
    values = {"t": t, "bx": 0, "by": (h - 1) * t, "rx": (w - 1) * t, "ry": 0,
              "cx": (w // 2 - 1) * t, "cy": (h // 2 - 1) * t, "cw": 2 * t, "ch": 2 * t}
    values.update(over)
    body = (anchors if anchors is not None else ANCHORS).format(**values)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="{w}" height="{h}"
     tilewidth="{t}" tileheight="{t}" infinite="0" nextlayerid="2" nextobjectid="9">
 <properties><property name="game" value="{game}"/></properties>
 <objectgroup id="1" name="anchors">{body}</objectgroup>
</map>
"""


def write(tmp_path: Path, text: str, name: str = "board.tmx") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


@pytest.mark.parametrize("name", ["penguin_soccer_standard", "penguin_soccer_bigfloe"])
def test_shipped_levels_load_with_every_anchor(name: str) -> None:
    level = load_level(name)
    assert level.properties["game"] == "penguin_soccer" and level.properties["title"]
    for anchor in ("blue_home", "red_home", "center", "blue_goal", "red_goal",
                   "clock_blue", "clock_red", "score", "movelist"):
        assert anchor in level.anchors
    board = load_board(name)
    assert board.width == level.width and board.height == level.height


def test_standard_board_geometry() -> None:
    b = load_board()
    assert (b.width, b.height) == (8, 8)
    assert [b.name(s) for s in b.home] == ["a1", "h8"]
    assert [b.name(s) for s in b.centre] == ["d4", "e4", "d5", "e5"]
    assert b.target(0) == b.square("h8") and b.target(1) == b.square("a1")
    assert load_board("penguin_soccer_standard") is b  # cached


def test_bigfloe_plays_without_code_changes() -> None:
    s = new_game(0, level="penguin_soccer_bigfloe", first_player=1)
    b = s.board
    assert (b.width, b.height) == (10, 10)
    assert [b.name(x) for x in b.home] == ["a1", "j10"]
    assert [b.name(x) for x in b.centre] == ["e5", "f5", "e6", "f6"]
    assert len(s.legal_actions()) == 45
    t = s.apply("B>SW/SW")
    assert t.penguin(1, "B") == ("h8", "SW")
    j = State.from_json({"level": "penguin_soccer_bigfloe", "to_move": 0, "ball": "h8",
                         "penguins": {"M": {"at": "h8", "facing": "up"}, "P": None, "B": None,
                                      "m": None, "p": None, "b": None}})
    assert j.apply("M!NE").winner == 0  # i9, j10: Blue scores in Red's corner j10


def test_a_custom_level_by_path(tmp_path: Path) -> None:
    path = write(tmp_path, tmx(6, 6))
    s = new_game(1, level=path)
    assert s.board.width == 6 and s.level == str(path.resolve())
    assert [s.board.name(x) for x in s.board.centre] == ["c3", "d3", "c4", "d4"]
    assert State.from_json(s.to_json()) == s


def test_missing_file_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.tmx"
    with pytest.raises(LevelError, match="nowhere.tmx.*not found"):
        new_game(0, level=path)
    with pytest.raises(LevelError, match="no_such_level"):
        new_game(0, level="no_such_level")


def test_garbage_xml_names_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, "<map><<< not xml", "garbage.tmx")
    with pytest.raises(LevelError, match="garbage.tmx"):
        new_game(0, level=path)


@pytest.mark.parametrize(("label", "text", "message"), [
    ("wrong game", tmx(game="kortfotboll"), "'game' must be 'penguin_soccer'"),
    ("too small", tmx(3, 3), "4 to 26 squares"),
    ("no blue_home", tmx(anchors='<object id="2" name="red_home" x="320" y="0" width="64" height="64"/>'),
     "blue_home"),
    ("no center", tmx(anchors=ANCHORS.split("\n  <object id=\"3\"")[0]), "center"),
    ("center 3x2", tmx(cw=192), "2x2 squares"),
    ("center off grid", tmx(cx=100), "2x2 squares"),
    ("center outside", tmx(cx=320, cy=0), "outside"),
    ("center on a corner", tmx(cx=0, cy=0), "corner"),
    ("home not a corner", tmx(bx=64), "must sit on a corner"),
    ("homes not opposite", tmx(rx=0, ry=0), "diagonally opposite"),
    ("home outside", tmx(bx=-640), "outside the board"),
    ("goal in the wrong corner", tmx(anchors=ANCHORS + '<object id="4" name="blue_goal" x="0" y="320" '
                                     'width="64" height="64"/>'), "blue_goal"),
])
def test_malformed_maps_raise_level_errors(tmp_path: Path, label: str, text: str, message: str) -> None:
    path = write(tmp_path, text, f"{label.replace(' ', '_')}.tmx")
    with pytest.raises(LevelError, match=message) as info:
        new_game(0, level=path)
    assert path.name in str(info.value)


def test_bad_level_argument_type() -> None:
    with pytest.raises(LevelError):
        new_game(0, level=42)


@pytest.mark.parametrize("old, new", [("penguin_standard", "penguin_soccer_standard"),
                                      ("penguin_bigfloe", "penguin_soccer_bigfloe")])
def test_the_boards_names_before_levels_were_named_after_their_game_still_play(old, new):
    # Records, autosaves and match codes written before the rename name the board the old way.
    assert load_board(old) is load_board(new)
    then, now = new_game(3, level=old), new_game(3, level=new)
    assert then.to_json() == now.to_json() and then.to_json()["level"] == new


def test_an_old_match_code_naming_a_board_still_deals_it():
    from core.replay import match_code, parse_match_code

    game, seed, options = parse_match_code(match_code("penguin_soccer", 77, {"level": "penguin_bigfloe"}))
    assert new_game(seed, **options).to_json()["level"] == "penguin_soccer_bigfloe"
