"""The lobby: seats by device, computer levels, the board choice reaching the engine."""

from __future__ import annotations

import pygame

from core import text
from core.settings import load_settings
from scenes.front.lobby import LobbyScene
from tests.support.driver import Driver, make_app

MOVES = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


def open_lobby(tmp_path, game_id: str = "jukem_soccer", settings=None, **kw):
    """A headless App with a lobby for `game_id` on top (opened from the arrow keys): (app, lobby, driver);
    with `settings`, the App starts with them (as read from a settings file)."""
    app = make_app(tmp_path)
    if settings is not None:
        app.settings = settings
    app.input.last_device = "kb1"
    lobby = LobbyScene(game_id, **kw)
    app.stack.push(lobby)
    d = Driver(app)
    d.frames(1)
    return app, lobby, d


def press_start(d):
    """Move to Start, press it: the scene that opens."""
    d.navigate_to("start", d.key, MOVES)
    d.key(pygame.K_RETURN)
    d.frames(1)
    return d.top


def test_board_choice_starts_the_big_floe(tmp_path):
    app = make_app(tmp_path)
    app.input.last_device = "kb1"
    lobby = LobbyScene("penguin_soccer", seed=4)
    app.stack.push(lobby)
    d = Driver(app)
    d.frames(1)
    assert [lv.name for lv in lobby.boards][:1] == ["penguin_soccer_standard"] and len(lobby.boards) >= 2
    d.navigate_to("board", d.key, MOVES)
    d.key(pygame.K_RIGHT)
    assert "10x10" in lobby.board_label()
    d.navigate_to("seat1", d.key, MOVES)
    d.key(pygame.K_LEFT)  # cpu:normal -> cpu:easy
    assert lobby.kinds[1] == "cpu:easy"
    d.navigate_to("start", d.key, MOVES)
    d.key(pygame.K_RETURN)
    d.frames(1)
    game = d.top
    assert game.name == "penguin_soccer"
    assert game.setup.options == {"level": "penguin_soccer_bigfloe"}
    assert game.setup.seats[1].level == "easy" and game.setup.seats[0].device == "kb1"
    assert game.match.full_state().to_json()["level"] == "penguin_soccer_bigfloe"
    app.close()


def test_second_device_joins_red_and_back_leaves(tmp_path):
    app = make_app(tmp_path)
    app.input.last_device = "kb1"
    lobby = LobbyScene("jukem_soccer")
    app.stack.push(lobby)
    d = Driver(app)
    d.frames(1)
    assert lobby.boards == [] and app.input.seats == ["kb1", None]
    d.key(pygame.K_SPACE)  # the WASD half of the keyboard joins
    assert app.input.seats == ["kb1", "kb2"] and lobby.kinds[1] == "human"
    d.key(pygame.K_q)  # its Back leaves the seat; the computer takes it again
    assert app.input.seats == ["kb1", None] and lobby.kinds[1].startswith("cpu")
    assert d.top is lobby
    app.close()


def clock_rows(lobby: LobbyScene) -> list[tuple[str, str]]:
    return [(b.key, b.value()) for b in lobby.group.buttons if b.key.startswith("clock")]


def test_penguin_clock_is_off_and_turns_on_at_fifteen_minutes_sudden_death(tmp_path):
    app = make_app(tmp_path)
    app.input.last_device = "kb1"
    lobby = LobbyScene("penguin_soccer")
    app.stack.push(lobby)
    d = Driver(app)
    d.frames(1)
    assert clock_rows(lobby) == [("clock", "Off")] and lobby.clock.text is None
    d.navigate_to("clock", d.key, MOVES)
    d.key(pygame.K_RIGHT)
    assert lobby.clock.text == "15+0"
    # sudden death: minutes appear, seconds a move do not; the focus stays on the clock row
    assert clock_rows(lobby) == [("clock", "Sudden death"), ("clock_minutes", "15 min")]
    assert d.focused() == "clock"
    d.key(pygame.K_LEFT)
    assert clock_rows(lobby) == [("clock", "Off")] and lobby.clock.text is None
    app.close()


def test_clock_rows_by_keyboard_reach_the_game_setup(tmp_path):
    app = make_app(tmp_path)
    app.input.last_device = "kb1"
    lobby = LobbyScene("jukem_soccer", seed=3)
    app.stack.push(lobby)
    d = Driver(app)
    d.frames(1)
    d.navigate_to("clock", d.key, MOVES)
    d.key(pygame.K_RIGHT)  # on: Jukem Soccer's default, 5 min + 3 s Fischer
    assert lobby.clock.text == "5+3"
    assert clock_rows(lobby) == [("clock", "Fischer increment"), ("clock_minutes", "5 min"),
                                 ("clock_extra", "+3 s added")]
    d.key(pygame.K_RIGHT)  # Simple delay
    d.key(pygame.K_RIGHT)  # Bronstein delay
    assert lobby.clock.text == "5b3" and lobby.clock.label == "Bronstein delay 3 s: 5 min each"
    d.navigate_to("clock_minutes", d.key, MOVES)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)  # 5 -> 10 -> 15
    d.navigate_to("clock_extra", d.key, MOVES)
    d.key(pygame.K_RIGHT)  # 3 -> 5
    d.key(pygame.K_RIGHT)  # 5 -> 10
    d.key(pygame.K_LEFT)  # 10 -> 5
    assert clock_rows(lobby)[1:] == [("clock_minutes", "15 min"), ("clock_extra", "up to 5 s back")]
    assert lobby.clock.text == "15b5"
    d.navigate_to("start", d.key, MOVES)
    d.key(pygame.K_RETURN)
    d.frames(1)
    game = d.top
    assert game.name == "jukem_soccer"
    assert game.setup.clock == "15b5"
    clock = game.match.clock()
    assert clock is not None and clock.control.text == "15b5"
    assert game.seat_view.clock is not None and game.seat_view.clock.control.text == "15b5"  # on the table
    app.close()


def test_clock_rows_by_mouse_and_seconds_hidden_for_sudden_death(tmp_path):
    app = make_app(tmp_path)
    app.input.last_device = "kb1"
    lobby = LobbyScene("penguin_soccer", seed=1)
    app.stack.push(lobby)
    d = Driver(app)
    d.frames(1)
    row = next(b for b in lobby.group.buttons if b.key == "clock")
    d.click((row.rect.right - 40, row.rect.centery))  # the right half steps up: on, 15+0
    assert lobby.clock.text == "15+0" and "clock_extra" not in [k for k, _ in clock_rows(lobby)]
    d.click((row.rect.right - 40, row.rect.centery))  # Fischer: the seconds row appears
    assert lobby.clock.text == "15+5" and [k for k, _ in clock_rows(lobby)] == ["clock", "clock_minutes",
                                                                                "clock_extra"]
    minutes = next(b for b in lobby.group.buttons if b.key == "clock_minutes")
    d.click((minutes.rect.x + 40, minutes.rect.centery))  # the left half steps down
    assert lobby.clock.text == "10+5"
    start = next(b for b in lobby.group.buttons if b.key == "start")
    assert start.rect.bottom < 1000  # everything clears the prompt bar
    d.click_button("start")
    d.frames(1)
    assert d.top.name == "penguin_soccer" and d.top.setup.clock == "10+5"
    app.close()


def test_card_table_has_no_clock(tmp_path):
    app = make_app(tmp_path)
    lobby = LobbyScene("card_table")
    app.stack.push(lobby)
    Driver(app).frames(1)
    assert clock_rows(lobby) == []
    app.close()


def start_from_menu(tmp_path, game_id: str):
    """Pick a game on the main menu, press Start in its lobby: the game scene that opens."""
    from scenes.front.menu import MainMenu

    app = make_app(tmp_path)
    app.input.last_device = "kb1"
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(1)
    d.navigate_to(game_id, d.key, MOVES)
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert d.top.name == "lobby"
    game = press_start(d)
    app.close()
    return game


def test_every_game_from_the_menu_gets_a_fresh_deal(tmp_path):
    # The lobby used to pass seed 0: every Jukem Soccer game opened with the same hands.
    seeds = {start_from_menu(tmp_path / str(i), "jukem_soccer").setup.seed for i in range(3)}
    assert len(seeds) == 3
    # Penguin Soccer's computer used to open with the same move: its bots are seeded from the game seed.
    penguin = {start_from_menu(tmp_path / f"p{i}", "penguin_soccer").setup.seed for i in range(2)}
    assert len(penguin) == 2


def test_the_lobby_reached_by_its_route_deals_afresh_too(tmp_path):
    app = make_app(tmp_path)
    lobby = app.scene("lobby", "jukem_soccer")
    assert lobby.seed is None and len({lobby.next_seed() for _ in range(3)}) == 3
    app.close()


def test_the_fresh_seed_comes_from_the_app_so_a_test_can_fix_it(tmp_path):
    app, lobby, d = open_lobby(tmp_path)
    app.new_seed = lambda: 1234
    assert press_start(d).setup.seed == 1234
    app.close()


def test_a_typed_match_code_repeats_its_deal(tmp_path):
    from core.replay import match_code, parse_match_code

    app, lobby, d = open_lobby(tmp_path)
    _game, seed, options = parse_match_code(match_code("jukem_soccer", 987654, {}))
    lobby.set_code(seed, options)  # as typing the code in the Match code row does
    assert press_start(d).setup.seed == 987654
    app.close()


def lobby_with_options(tmp_path, monkeypatch, *options):
    """A Jukem Soccer lobby whose entry declares extra lobby options."""
    import dataclasses

    import scenes.front.lobby as lobby_module
    from scenes.registry import entry

    real = entry("jukem_soccer")
    monkeypatch.setattr(lobby_module, "entry", lambda g: dataclasses.replace(real, options=options))
    return open_lobby(tmp_path)


def test_a_game_declares_its_own_lobby_rows_and_they_reach_the_engine(tmp_path, monkeypatch):
    from scenes.play.entry import LobbyOption

    dealer = LobbyOption("first_dealer", "First dealer", ((0, "Blue"), (1, "Red")))
    app, lobby, d = lobby_with_options(tmp_path, monkeypatch, dealer)
    assert lobby.chosen_options() == {}  # the default is not passed: records stay as they were
    d.navigate_to("option:first_dealer", d.key, MOVES)
    d.key(pygame.K_RIGHT)
    assert lobby.option_label(dealer, "option:first_dealer") == "Red"
    game = press_start(d)
    assert game.setup.options == {"first_dealer": 1}
    assert game.match.full_state().to_json()["first_dealer"] == 1
    app.close()


def test_a_per_seat_option_has_a_row_for_each_player(tmp_path, monkeypatch):
    from scenes.play.entry import LobbyOption

    shape = LobbyOption("formation", "Formation", (("4-4-2", "4-4-2"), ("4-3-3", "4-3-3"), ("5-3-2", "5-3-2")),
                        per_seat=True)
    app, lobby, d = lobby_with_options(tmp_path, monkeypatch, shape)
    keys = [b.key for b in lobby.group.buttons]
    assert "option:formation:0" in keys and "option:formation:1" in keys
    d.navigate_to("option:formation:1", d.key, MOVES)
    d.key(pygame.K_LEFT)
    assert lobby.chosen_options() == {"formation": ["4-4-2", "5-3-2"]}
    app.close()


def test_many_lobby_rows_still_fit_above_the_prompt_bar(tmp_path, monkeypatch):
    from scenes.front.lobby import PROMPT_TOP
    from scenes.play.entry import LobbyOption

    many = [LobbyOption(f"o{i}", f"Option {i}", ((0, "no"), (1, "yes")), per_seat=i % 2 == 0) for i in range(5)]
    app, lobby, d = lobby_with_options(tmp_path, monkeypatch, *many)
    d.navigate_to("clock", d.key, MOVES)
    d.key(pygame.K_RIGHT)  # the clock on: its minutes and seconds rows appear too
    rects = [b.rect for b in lobby.group.buttons]
    assert len(rects) >= 15
    assert max(r.bottom for r in rects) <= PROMPT_TOP
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    # never words too small for the sofa: the rows take two columns instead
    assert text.MIN_FIT_PX <= lobby.row_text_px < 44
    assert len({r.centerx for r in rects[:-1]}) == 2 and lobby.reading_order
    # DOWN goes through every row in reading order (down the first column, on into the second), then Start
    keys = [b.key for b in lobby.group.buttons]
    d.navigate_to(keys[0], d.key, MOVES)
    seen = [lobby.group.focused.key]
    for _ in keys[1:]:
        d.key(pygame.K_DOWN)
        seen.append(lobby.group.focused.key)
    assert seen == keys
    app.close()


def test_starting_a_new_game_asks_before_it_replaces_the_unfinished_one(tmp_path):
    import shutil
    from pathlib import Path

    from core.replay import autosave_path, read_autosave

    app, lobby, d = open_lobby(tmp_path)
    saved = autosave_path(app.paths)
    saved.parent.mkdir(parents=True, exist_ok=True)
    old = Path(__file__).resolve().parents[2] / "data" / "records_v1" / "jukem_soccer_unfinished_5.json"
    shutil.copy2(old, saved)
    assert press_start(d).name == "confirm"  # not the game: a question first
    d.navigate_to("no", d.key, MOVES)
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert d.top is lobby and read_autosave(app.paths)[0] is not None  # Back keeps everything
    assert press_start(d).name == "confirm"
    d.navigate_to("yes", d.key, MOVES)
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert d.top.name == "jukem_soccer"
    app.close()


def test_with_no_unfinished_game_start_asks_nothing(tmp_path):
    app, lobby, d = open_lobby(tmp_path)
    assert press_start(d).name == "jukem_soccer"
    app.close()


def table_prefs_lobby(tmp_path, monkeypatch, options, stored=None, seed=None):
    """A Jukem Soccer lobby whose entry declares `options`, with `stored` as the remembered table_prefs.

    The entry is replaced for the lobby and for the registry (which makes the game's scene and which
    GameScene.table_pref checks the stored values against)."""
    import dataclasses

    import scenes.front.lobby as lobby_module
    import scenes.registry as registry
    from scenes.registry import entry

    real = entry("jukem_soccer")
    fake = (lambda g: dataclasses.replace(real, options=options) if g == "jukem_soccer" else entry(g))
    monkeypatch.setattr(lobby_module, "entry", fake)
    monkeypatch.setattr(registry, "entry", fake)
    app = make_app(tmp_path)
    app.input.last_device = "kb1"
    app.settings.table_prefs = stored or {}
    lobby = LobbyScene("jukem_soccer", seed=seed)
    app.stack.push(lobby)
    d = Driver(app)
    d.frames(1)
    return app, lobby, d


def pref_options():
    from scenes.play.entry import LobbyOption

    backs = LobbyOption("backs", "Card backs", (("blue", "Blue"), ("red", "Red"), ("green", "Green")),
                        per_seat=True, pref=True)
    notes = LobbyOption("notes", "Scout notes", ((False, "Off"), (True, "On")), pref=True)
    dealer = LobbyOption("first_dealer", "First dealer", ((0, "Blue"), (1, "Red")))
    return backs, notes, dealer  # the prefs declared first: their rows still come after the rule's


def row_values(lobby: LobbyScene) -> dict[str, str]:
    return {b.key: b.value() for b in lobby.group.buttons if b.key.startswith("option:")}


def test_table_pref_rows_open_at_the_remembered_choice_and_start_remembers_them(tmp_path, monkeypatch):
    from core.replay import match_code
    from core.settings import load_settings

    backs, notes, dealer = pref_options()
    stored = {"jukem_soccer": {"backs": ["red", "green"], "notes": "sometimes", "gone": 3}}
    app, lobby, d = table_prefs_lobby(tmp_path, monkeypatch, (backs, notes, dealer), stored, seed=5)
    keys = [b.key for b in lobby.group.buttons]
    assert keys.index("option:first_dealer") < keys.index("option:backs:0") < keys.index("option:backs:1") \
        < keys.index("option:notes") < keys.index("clock")
    # remembered choices; a stored value that is not a choice opens at the first one
    assert row_values(lobby) == {"option:first_dealer": "Blue", "option:backs:0": "Red",
                                 "option:backs:1": "Green", "option:notes": "Off"}
    d.navigate_to("option:notes", d.key, MOVES)
    d.key(pygame.K_RIGHT)
    d.navigate_to("option:backs:1", d.key, MOVES)
    d.key(pygame.K_RIGHT)  # green -> blue (round)
    assert row_values(lobby)["option:notes"] == "On" and row_values(lobby)["option:backs:1"] == "Blue"
    assert lobby.chosen_options() == {}  # preferences are no options of the engine
    assert lobby.chosen_prefs() == {"backs": ["red", "blue"], "notes": True}
    game = press_start(d)
    assert game.name == "jukem_soccer"
    assert game.setup.options == {} and game.match_code == match_code("jukem_soccer", 5, {})
    remembered = {"backs": ["red", "blue"], "notes": True, "gone": 3}  # a pref it does not know is kept
    assert app.settings.table_prefs == {"jukem_soccer": remembered}
    assert load_settings(app.paths.settings_file)[0].table_prefs == {"jukem_soccer": remembered}  # saved
    # the game's scene reads them back; a key without a pref option of the game gives the default
    assert game.table_pref("backs", ["blue", "blue"]) == ["red", "blue"]
    assert game.table_pref("notes", False) is True
    assert game.table_pref("gone", 0) == 0
    app.close()


def test_the_next_lobby_opens_where_the_last_game_left_the_prefs(tmp_path, monkeypatch):
    backs, notes, dealer = pref_options()
    app, lobby, d = table_prefs_lobby(tmp_path, monkeypatch, (backs, notes))
    assert row_values(lobby) == {"option:backs:0": "Blue", "option:backs:1": "Blue", "option:notes": "Off"}
    d.navigate_to("option:backs:0", d.key, MOVES)
    d.key(pygame.K_LEFT)  # blue -> green
    press_start(d)
    again = LobbyScene("jukem_soccer")
    app.stack.replace(again)
    d.frames(1)
    assert row_values(again) == {"option:backs:0": "Green", "option:backs:1": "Blue", "option:notes": "Off"}
    app.close()


def test_a_match_code_neither_locks_nor_carries_the_table_prefs(tmp_path, monkeypatch):
    from core.replay import match_code, parse_match_code

    backs, notes, dealer = pref_options()
    app, lobby, d = table_prefs_lobby(tmp_path, monkeypatch, (dealer, backs, notes),
                                      {"jukem_soccer": {"notes": True}})
    _game, seed, options = parse_match_code(match_code("jukem_soccer", 4242, {"first_dealer": 1}))
    lobby.set_code(seed, options)  # as typing the code in the Match code row does
    lobby.rebuild()
    values = row_values(lobby)
    assert values["option:first_dealer"] == "From the code"  # a rule follows the code
    assert values["option:notes"] == "On" and values["option:backs:0"] == "Blue"  # the looks do not
    d.navigate_to("option:backs:0", d.key, MOVES)
    d.key(pygame.K_RIGHT)
    assert lobby.code and row_values(lobby)["option:backs:0"] == "Red"  # changing a pref keeps the code
    game = press_start(d)
    assert game.setup.seed == 4242 and game.setup.options == {"first_dealer": 1}
    assert game.match_code == match_code("jukem_soccer", 4242, {"first_dealer": 1})
    assert app.settings.table_prefs == {"jukem_soccer": {"backs": ["red", "blue"], "notes": True}}
    app.close()


def test_the_lobby_opens_at_the_computers_level_and_clock_it_last_started_with(tmp_path):
    app, lobby, d = open_lobby(tmp_path, "jukem_soccer", seed=3)
    assert lobby.kinds[1] == "cpu:normal" and lobby.clock.text is None
    d.navigate_to("seat1", d.key, MOVES)
    d.key(pygame.K_RIGHT)  # normal -> hard
    d.navigate_to("clock", d.key, MOVES)
    d.key(pygame.K_RIGHT)  # off -> the game's default clock
    chosen = lobby.clock.text
    assert lobby.kinds[1] == "cpu:hard" and chosen is not None
    game = press_start(d)
    assert game.setup.seats[1].level == "hard" and game.setup.clock == chosen
    app.close()
    # The next time Matchday starts (the settings file read again), the lobby opens where it was left.
    stored, why = load_settings(app.paths.settings_file)
    assert why is None
    app, lobby, d = open_lobby(tmp_path, "jukem_soccer", seed=3, settings=stored)
    assert lobby.kinds[1] == "cpu:hard" and lobby.clock.text == chosen
    app.close()
    # Another game's lobby keeps its own choices.
    app, lobby, d = open_lobby(tmp_path, "goal", seed=3, settings=stored)
    assert lobby.kinds[1] == "cpu:normal" and lobby.clock.text is None
    app.close()


def test_a_remembered_level_or_clock_this_build_does_not_know_falls_back_to_the_default(tmp_path):
    app = make_app(tmp_path)
    app.settings.lobby_choices = {"jukem_soccer": {"level": "godlike", "clock": "a fortnight"}}
    app.input.last_device = "kb1"
    lobby = LobbyScene("jukem_soccer")
    app.stack.push(lobby)
    Driver(app).frames(1)
    assert lobby.kinds[1] == "cpu:normal" and lobby.clock.text is None
    app.close()


def test_clicking_the_left_arrow_of_a_value_row_steps_it_back(tmp_path):
    app, lobby, d = open_lobby(tmp_path, "jukem_soccer")
    row = next(b for b in lobby.group.buttons if b.key == "seat1")
    d.move((10, 10))  # a hand on the mouse (a resting pointer's first report is not one)
    d.move(row.rect.center)  # pointing focuses it: its arrows are drawn around the value
    d.frames(1)
    row = next(b for b in lobby.group.buttons if b.key == "seat1")
    left = row.extra["left_arrow"]
    d.click(left.center)
    assert lobby.kinds[1] == "cpu:easy", "the left arrow steps the level down"
    row = next(b for b in lobby.group.buttons if b.key == "seat1")
    d.click((row.rect.right - 20, row.rect.centery))
    assert lobby.kinds[1] == "cpu:normal"
    app.close()
