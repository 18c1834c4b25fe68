"""The player's own decks and levels (core.userdata): found, offered in the lobby, reaching the engine,
and games played with them replaying after the player's file changes."""

from __future__ import annotations

from pathlib import Path

import pygame

from core import userdata
from core.replay import GameLog, final_state
from core.storage import Paths
from levels import LEVELS_DIR
from scenes.front.lobby import LobbyScene
from tests.support.driver import Driver, make_app

ROOT = Path(__file__).resolve().parents[2]
STANDARD_DECK = (ROOT / "assets" / "decks" / "jukem_soccer.toml").read_text()
#: A valid deck that differs from the standard one: one PASS becomes a HEADER.
MY_DECK = STANDARD_DECK.replace("count = 20", "count = 19", 1).replace("count = 6", "count = 7", 1)
MOVES = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


def paths_of(tmp_path: Path) -> Paths:
    return Paths(config=tmp_path / "config", data=tmp_path / "data")


def put_deck(tmp_path: Path, text: str) -> Path:
    path = userdata.user_decks_dir(paths_of(tmp_path)) / "jukem_soccer.toml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def open_lobby(tmp_path: Path, game_id: str):  # type: ignore[no-untyped-def]
    app = make_app(tmp_path)
    app.input.last_device = "kb1"
    lobby = LobbyScene(game_id, seed=5)
    app.stack.push(lobby)
    d = Driver(app)
    d.frames(2)
    return app, lobby, d


def row_value(lobby: LobbyScene, key: str) -> str:
    return next(b.value() for b in lobby.group.buttons if b.key == key)


def test_a_valid_user_deck_is_played_and_its_games_replay_after_the_file_changes(tmp_path):
    mine = put_deck(tmp_path, MY_DECK)
    app, lobby, d = open_lobby(tmp_path, "jukem_soccer")
    try:
        assert app.toasts == []
        assert row_value(lobby, "deck") == "Your deck (decks/jukem_soccer.toml)"
        d.navigate_to("start", d.key, MOVES)
        d.key(pygame.K_RETURN)
        d.frames(1)
        game = d.top
        copy = Path(game.setup.options["deck"])
        assert copy.parent == (paths_of(tmp_path).data / userdata.DECK_COPIES).resolve()
        assert copy.read_text() == MY_DECK and copy.name.startswith("jukem_soccer-")
        table = game.match.full_state().table
        assert table.path == str(copy) and table.deck.count("PASS") == 19 and table.deck.count("HEADER") == 7
    finally:
        app.close()
    # The player edits their deck, then removes it: the game's record still replays exactly.
    log = GameLog("jukem_soccer", {"deck": str(copy)}, 5)
    mine.write_text(STANDARD_DECK)
    assert final_state(log).table.deck.count("PASS") == 19
    mine.unlink()
    assert final_state(log).table.deck.count("PASS") == 19


def test_the_deck_row_switches_to_the_standard_deck(tmp_path):
    put_deck(tmp_path, MY_DECK)
    app, lobby, d = open_lobby(tmp_path, "jukem_soccer")
    try:
        d.navigate_to("deck", d.key, MOVES)
        d.key(pygame.K_RIGHT)
        assert row_value(lobby, "deck") == "Standard"
        d.navigate_to("start", d.key, MOVES)
        d.key(pygame.K_RETURN)
        d.frames(1)
        assert "deck" not in d.top.setup.options and d.top.match.full_state().table.path == "default"
    finally:
        app.close()


def test_no_user_deck_no_deck_row(tmp_path):
    app, lobby, _d = open_lobby(tmp_path, "jukem_soccer")
    try:
        assert lobby.user_deck is None and "deck" not in [b.key for b in lobby.group.buttons]
    finally:
        app.close()


def test_the_same_deck_is_one_copy_and_an_edited_deck_another(tmp_path):
    paths = paths_of(tmp_path)
    put_deck(tmp_path, MY_DECK)
    first = userdata.scan(paths).decks["jukem_soccer"].option
    assert userdata.scan(paths).decks["jukem_soccer"].option == first
    put_deck(tmp_path, MY_DECK + "\n# a comment\n")
    second = userdata.scan(paths).decks["jukem_soccer"].option
    assert second != first and Path(first).read_text() == MY_DECK  # the earlier copy is never changed


def test_a_user_level_is_offered_and_played_by_its_path(tmp_path):
    folder = userdata.user_levels_dir(paths_of(tmp_path))
    folder.mkdir(parents=True)
    text = (LEVELS_DIR / "penguin_soccer_bigfloe.tmx").read_text().replace('value="Big floe"', 'value="My floe"')
    (folder / "my_floe.tmx").write_text(text)
    app, lobby, d = open_lobby(tmp_path, "penguin_soccer")
    try:
        assert app.toasts == []
        assert [lv.name for lv in lobby.boards][-1] == "my_floe"
        d.navigate_to("board", d.key, MOVES)
        d.key(pygame.K_LEFT)  # from the first board back round to the last: the player's own
        assert lobby.board_label() == "My floe (10x10, your level)"
        d.navigate_to("start", d.key, MOVES)
        d.key(pygame.K_RETURN)
        d.frames(1)
        where = str((folder / "my_floe.tmx").resolve())
        assert d.top.setup.options == {"level": where}
        assert d.top.match.full_state().to_json()["level"] == where
    finally:
        app.close()


def test_files_that_are_fine_but_not_used_are_named_and_left_alone(tmp_path):
    paths = paths_of(tmp_path)
    decks = userdata.user_decks_dir(paths)
    decks.mkdir(parents=True)
    (decks / "jukem.toml").write_text(MY_DECK)
    levels = userdata.user_levels_dir(paths)
    levels.mkdir(parents=True)
    (levels / "table.tmx").write_bytes((LEVELS_DIR / "jukem_soccer_table.tmx").read_bytes())
    found = userdata.scan(paths)
    assert found.decks == {} and found.levels == []
    messages = sorted(p.message for p in found.problems)
    assert "jukem.toml is not used: a deck file is named after its game" in messages[0]
    assert "jukem_soccer.toml" in messages[0]
    assert "table.tmx is not offered: it is for Jukem Soccer, which has no board to choose" in messages[1]
    assert all(p.kept is None for p in found.problems)
    assert (decks / "jukem.toml").read_text() == MY_DECK and (levels / "table.tmx").exists()
