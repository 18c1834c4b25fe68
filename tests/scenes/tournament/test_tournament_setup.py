"""Tournament mode's front: the tournament list, the setup screen and the on-screen keyboard.

A tournament is set up three times, by the keyboard alone, the mouse alone
and a real SDL virtual controller alone, and each time the stored Config is
checked. Directions are found by a breadth-first search over the screen's
own FocusGroup (so the test also proves every button is reachable by
directions), then pressed on the device under test.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

import pygame

from core.input import Action
from engines import ALL_GAME_IDS
from scenes.front.menu import MainMenu
from scenes.ui.name_entry import NameEntry
from scenes.tournament.menu import STORE_FILE, TournamentMenu
from scenes.tournament.setup import CPU_NAMES, TournamentSetup
from sprites.ui.widgets import FocusGroup
from tests.support import vpad
from tests.support.driver import Driver, make_app
from tournament.model import Config, Entrant
from tournament.store import TournamentStore

KEYS = {Action.UP: pygame.K_UP, Action.DOWN: pygame.K_DOWN, Action.LEFT: pygame.K_LEFT, Action.RIGHT: pygame.K_RIGHT}
PAD = {Action.UP: vpad.BUTTON_DPAD_UP, Action.DOWN: vpad.BUTTON_DPAD_DOWN, Action.LEFT: vpad.BUTTON_DPAD_LEFT,
       Action.RIGHT: vpad.BUTTON_DPAD_RIGHT}


def path_to(group: FocusGroup, key: str) -> list[Action]:
    """The shortest list of directions taking the focus to `key` (LEFT/RIGHT change values on value rows)."""
    start = group.focus
    seen: dict[int, list[Action]] = {start: []}
    queue = deque([start])
    while queue:
        at = queue.popleft()
        if group.buttons[at].key == key:
            return seen[at]
        for direction in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
            if direction in (Action.LEFT, Action.RIGHT) and group.buttons[at].on_adjust is not None:
                continue
            probe = FocusGroup(group.buttons, at, group.wrap)
            if probe.move(direction) and probe.focus not in seen:
                seen[probe.focus] = seen[at] + [direction]
                queue.append(probe.focus)
    raise AssertionError(f"{key!r} cannot be reached by directions from {group.buttons[start].key!r}")


def go(d: Driver, key: str, press: Callable[[Any], None], codes: dict[Action, Any]) -> None:
    for direction in path_to(d.top.group, key):
        press(codes[direction])
    assert d.focused() == key


def button(d: Driver, key: str) -> Any:
    return next(b for b in d.top.group.buttons if b.key == key)


def stored(app: Any) -> list[Config]:
    with TournamentStore(app.paths.data / STORE_FILE) as store:
        return [s.config for s in store.summaries()]


def open_menu(tmp_path, device: str = "kb1") -> Driver:
    app = make_app(tmp_path)
    app.input.last_device = device
    app.stack.push(TournamentMenu())
    d = Driver(app)
    d.frames(2)
    return d


def test_keyboard_alone_sets_up_a_tournament(tmp_path):
    d = open_menu(tmp_path)
    press = d.key
    assert d.top.name == "tournament" and d.focused() == "new"  # nothing stored yet
    press(pygame.K_RETURN)
    setup = d.top
    assert setup.name == "tournament_setup" and d.focused() == "start"
    assert [e.spec for e in setup.entrants] == ["human", "cpu:normal", "cpu:normal", "cpu:normal"]

    go(d, "game", press, KEYS)
    press(pygame.K_RIGHT)
    assert setup.game == "jukem_soccer" and setup.clock.text == "5+3"  # a tournament clock is on, the game's own
    go(d, "format", press, KEYS)
    for _ in range(3):
        press(pygame.K_RIGHT)  # round robin -> double -> elimination -> swiss
    assert setup.format == "swiss"
    go(d, "rounds", press, KEYS)
    assert button(d, "rounds").value() == "3 (usual)"  # 4 entrants
    press(pygame.K_LEFT)
    go(d, "clock", press, KEYS)
    press(pygame.K_RIGHT)  # Fischer -> simple delay
    go(d, "win", press, KEYS)
    press(pygame.K_LEFT)  # 3 -> 2 points for a win
    go(d, "draw", press, KEYS)
    press(pygame.K_RIGHT)  # 2 for a draw would equal a win: refused
    assert setup.points == [2, 1, 0]

    go(d, "add_cpu", press, KEYS)
    press(pygame.K_RETURN)
    go(d, "add_human", press, KEYS)
    press(pygame.K_RETURN)
    assert [e.name for e in setup.entrants] == ["Player 1", *CPU_NAMES[:4], "Player 2"]
    go(d, "entrant4", press, KEYS)
    press(pygame.K_RIGHT)  # normal -> hard
    press(pygame.K_PAGEUP)  # up the seeding: now fourth
    assert d.focused() == "entrant3" and setup.entrants[3].level == "hard"
    go(d, "entrant1", press, KEYS)
    press(pygame.K_LEFT)  # normal -> easy
    press(pygame.K_END)  # removed: the field is five again
    assert len(setup.entrants) == 5

    # Rename Player 1 on the on-screen keyboard: the old name is replaced, capitals come first.
    go(d, "entrant0", press, KEYS)
    press(pygame.K_RETURN)
    entry = d.top
    assert isinstance(entry, NameEntry) and entry.text == "Player 1"
    for key in ("kA", "kN", "kN"):
        go(d, key, press, KEYS)
        press(pygame.K_RETURN)
    assert entry.text == "Ann"
    press(pygame.K_BACKSPACE)
    assert entry.text == "An"
    go(d, "kN", press, KEYS)
    press(pygame.K_RETURN)
    go(d, "done", press, KEYS)
    press(pygame.K_RETURN)
    assert d.top is setup and setup.entrants[0].name == "Ann"

    go(d, "start", press, KEYS)
    press(pygame.K_RETURN)
    d.frames(1)
    [config] = stored(d.app)
    assert config.name == "Matchday Cup"
    assert (config.format, config.events, config.rounds, config.clock, config.pentathlon) == (
        "swiss", ("jukem_soccer",), 2, "5d3", False)
    assert (config.scoring.win, config.scoring.draw, config.scoring.loss) == (2, 1, 0)
    assert config.entrants == (Entrant("Ann", "human"), Entrant(CPU_NAMES[1], "cpu", "normal"),
                               Entrant(CPU_NAMES[3], "cpu", "hard"), Entrant(CPU_NAMES[2], "cpu", "normal"),
                               Entrant("Player 2", "human"))
    assert 0 <= config.seed < 2**32
    d.app.close()


def test_mouse_alone_sets_up_a_tournament(tmp_path):
    app = make_app(tmp_path)
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(2)
    d.click_button("tournament")
    d.frames(1)
    assert d.top.name == "tournament"
    d.click_button("new")
    d.frames(1)
    setup = d.top
    assert setup.name == "tournament_setup"

    def click_half(key: str, right: bool) -> None:
        rect = button(d, key).rect
        d.click((rect.right - 40 if right else rect.x + 40, rect.centery))

    for _ in setup.games[1:]:  # past every playable game to the Pentathlon, the last choice
        click_half("game", True)
    assert setup.pentathlon and setup.clock.text == "10+5"
    assert setup.events == tuple(g for g in ALL_GAME_IDS if g in setup.games)  # every game, in the menu's order
    click_half("loss", True)  # 0 -> 1 point for a loss would equal a draw: allowed (draw >= loss)
    assert setup.points == [3, 1, 1]
    click_half("format", False)  # round robin <- swiss
    click_half("format", False)  # <- elimination
    assert setup.format == "elimination"
    assert not {"win", "draw", "loss"} & {b.key for b in setup.group.buttons}  # a knockout has no points
    click_half("clock_minutes", False)  # 10 -> 5 minutes
    d.click_button("add_human")
    assert [e.spec for e in setup.entrants][-1] == "human" and len(setup.entrants) == 5

    row = button(d, "entrant1")
    kind = setup.kind_rect(row)
    d.click((kind.right - 10, kind.centery))  # normal -> hard
    d.click((kind.x + 10, kind.centery))  # hard -> normal
    d.click((kind.x + 10, kind.centery))  # normal -> easy
    assert setup.entrants[1].level == "easy"
    d.click(setup.icon_rects(button(d, "entrant2"))["remove"].center)
    assert len(setup.entrants) == 4
    d.click(setup.icon_rects(button(d, "entrant3"))["up"].center)  # Player 2 to third seed
    assert setup.entrants[2].name == "Player 2"

    # Rename by clicking the name, then the keys.
    d.click((button(d, "entrant2").rect.x + 200, button(d, "entrant2").rect.centery))
    d.frames(1)
    assert isinstance(d.top, NameEntry)
    for key in ("kB", "kO", "kB", "space", "k2"):
        d.click_button(key)
    d.click((100, 100), button=3)  # right click deletes one character
    d.click_button("k9")
    d.click_button("done")
    d.frames(1)
    assert d.top is setup and setup.entrants[2].name == "Bob 9"

    d.click_button("start")
    d.frames(1)
    [config] = stored(app)
    assert (config.format, config.pentathlon, config.clock, config.rounds) == ("elimination", True, "5+5", None)
    # the points chosen for another format are not stored with a knockout, which does not use them
    assert (config.scoring.win, config.scoring.draw, config.scoring.loss) == (3, 1, 0)
    assert [e.name for e in config.entrants] == ["Player 1", CPU_NAMES[0], "Bob 9", CPU_NAMES[2]]
    assert config.entrants[1] == Entrant(CPU_NAMES[0], "cpu", "easy")
    app.close()


def test_controller_alone_sets_up_a_tournament(tmp_path):
    app = make_app(tmp_path)
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(1)
    pad = vpad.VirtualPad(kind="xbox")
    pad.attach()
    try:
        d.frames(2)

        def press(b: int) -> None:
            pad.tap(b, pump=lambda: d.frames(1))

        go(d, "tournament", press, PAD)
        press(vpad.BUTTON_A)
        d.frames(1)
        go(d, "new", press, PAD)
        press(vpad.BUTTON_A)
        d.frames(1)
        setup = d.top
        assert setup.name == "tournament_setup"
        go(d, "format", press, PAD)
        press(vpad.BUTTON_DPAD_RIGHT)  # double round robin
        go(d, "clock", press, PAD)
        press(vpad.BUTTON_DPAD_LEFT)  # Penguin Soccer's 15+0 -> Off
        assert setup.clock.text is None
        go(d, "entrant3", press, PAD)
        press(vpad.BUTTON_X)  # remove the fourth entrant
        go(d, "entrant2", press, PAD)
        press(vpad.BUTTON_DPAD_RIGHT)
        press(vpad.BUTTON_DPAD_RIGHT)  # normal -> hard -> human: a default name follows the kind
        assert setup.entrants[2] == Entrant("Player 2", "human")
        press(vpad.BUTTON_LEFTSHOULDER)  # up the seeding
        assert d.focused() == "entrant1"
        press(vpad.BUTTON_A)  # rename
        d.frames(1)
        assert isinstance(d.top, NameEntry)
        for key in ("kK", "kI", "kM"):
            go(d, key, press, PAD)
            press(vpad.BUTTON_A)
        press(vpad.BUTTON_B)  # deletes the M
        press(vpad.BUTTON_X)  # X finishes
        d.frames(1)
        assert d.top is setup and setup.entrants[1].name == "Ki"
        go(d, "start", press, PAD)
        press(vpad.BUTTON_A)
        d.frames(1)
        [config] = stored(app)
        assert (config.format, config.clock, config.events) == ("double-roundrobin", None, ("penguin_soccer",))
        assert config.entrants == (Entrant("Player 1", "human"), Entrant("Ki", "human"),
                                   Entrant(CPU_NAMES[0], "cpu", "normal"))
    finally:
        if pad.attached:
            pad.detach()
        app.close()


def test_start_opens_the_hub(tmp_path):
    d = open_menu(tmp_path)
    d.key(pygame.K_RETURN)
    d.key(pygame.K_RETURN)  # Start, focused when the setup opens
    d.frames(2)
    assert d.top.name == "tournament_hub"
    d.app.close()


def test_one_entrant_cannot_start_and_sixteen_is_the_most(tmp_path):
    d = open_menu(tmp_path)
    d.key(pygame.K_RETURN)
    setup = d.top
    go(d, "entrant0", d.key, KEYS)
    for _ in range(3):
        d.key(pygame.K_END)
    assert len(setup.entrants) == 1
    go(d, "start", d.key, KEYS)
    d.key(pygame.K_RETURN)
    assert d.top is setup and stored(d.app) == []
    assert setup.message == "A tournament has 2 to 16 entrants, not 1."
    assert any(setup.message in t.text for t in d.app.toasts)

    go(d, "add_cpu", d.key, KEYS)
    for _ in range(15):
        d.key(pygame.K_RETURN)
    assert len(setup.entrants) == 16 and not button(d, "add_cpu").enabled
    assert len({e.name for e in setup.entrants}) == 16
    d.key(pygame.K_RETURN)  # refused, with the reason
    assert len(setup.entrants) == 16 and "at most 16" in d.app.toasts[-1].text
    d.key(pygame.K_LEFT)
    assert d.focused() == "add_human"
    d.key(pygame.K_RETURN)
    assert len(setup.entrants) == 16
    # The list scrolls: the last entrant is in view, the first is reached by going up.
    go(d, "entrant15", d.key, KEYS)
    for _ in range(15):
        d.key(pygame.K_UP)
    assert d.focused() == "entrant0" and setup.scroll == 0

    # A name twice is refused at the keyboard, the old name stays.
    first = setup.entrants[0].name
    d.key(pygame.K_RETURN)
    entry = d.top
    entry.text, entry.selected = setup.entrants[1].name.upper(), False
    go(d, "done", d.key, KEYS)
    d.key(pygame.K_RETURN)
    assert setup.entrants[0].name == first and "already called" in d.app.toasts[-1].text
    d.app.close()


def test_physical_keyboard_types_into_the_name(tmp_path):
    d = open_menu(tmp_path)
    d.key(pygame.K_RETURN)
    setup = d.top
    go(d, "entrant1", d.key, KEYS)
    d.key(pygame.K_RETURN)
    entry = d.top
    assert isinstance(entry, NameEntry) and entry.text == CPU_NAMES[0]

    def type_key(ch: str, key: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        d.frames(1)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=ch, scancode=0))
        d.frames(1)

    focus = d.focused()
    for ch in "Wes q":  # W and S are the second key set's up and down, Q its back: here they type
        type_key(ch, pygame.key.key_code(ch.lower() if ch != " " else "space"))
    assert entry.text == "Wes q" and d.top is entry
    assert d.focused() == "done" != focus
    d.key(pygame.K_BACKSPACE)
    d.key(pygame.K_BACKSPACE)
    type_key("!", pygame.K_1)
    d.key(pygame.K_RETURN)  # the focus moved to Done while typing
    d.frames(1)
    assert d.top is setup and setup.entrants[1].name == "Wes!"
    # Once the keyboard is gone, W moves the focus again.
    d.key(pygame.K_w)
    assert d.focused() == "entrant0"
    d.app.close()


def test_name_entry_cancels_when_empty_and_keeps_the_old_name(tmp_path):
    app = make_app(tmp_path)
    got: list[str] = []
    entry = NameEntry("Name", "Bo", got.append, max_chars=4)
    app.stack.push(entry)
    d = Driver(app)
    d.frames(1)
    d.key(pygame.K_RETURN)  # "A" replaces the selected name
    for _ in range(5):
        d.key(pygame.K_RETURN)
    assert entry.text == "Aaaa" and "at most 4" in entry.hint
    for _ in range(4):
        d.key(pygame.K_BACKSPACE)
    assert entry.text == "" and d.top is entry
    d.key(pygame.K_BACKSPACE)  # empty: Back cancels
    d.frames(1)
    assert d.top is None and got == []
    app.close()


def make_stored(app: Any, configs: list[Config]) -> None:
    app.paths.data.mkdir(parents=True, exist_ok=True)
    with TournamentStore(app.paths.data / STORE_FILE) as store:
        for c in configs:
            store.create(c)


def config(name: str, n: int = 4, fmt: str = "roundrobin") -> Config:
    return Config(fmt, ("penguin_soccer",), tuple(Entrant(f"E{i}") for i in range(n)), name=name, clock="15+0")


def test_menu_lists_newest_first_and_deletes(tmp_path):
    app = make_app(tmp_path)
    make_stored(app, [config("Old Cup"), config("Middle Cup", 5, "swiss"), config("New Cup", 8, "elimination")])
    app.input.last_device = "kb1"
    menu = TournamentMenu()
    app.stack.push(menu)
    d = Driver(app)
    d.frames(2)
    assert [b.label for b in menu.group.buttons][:3] == ["New Cup", "Middle Cup", "Old Cup"]
    assert d.focused() == "t3"
    # a bracket names its round as the hub's header does
    assert [menu.status(s)[0] for s in menu.summaries] == ["Quarter-finals", "Round 1 of 4", "Round 1 of 3"]
    # The keyboard: End asks, Keep keeps, Delete deletes.
    d.key(pygame.K_END)
    assert d.top.name == "confirm"
    d.key(pygame.K_RETURN)  # "Keep" has the focus
    assert [s.name for s in menu.summaries] == ["New Cup", "Middle Cup", "Old Cup"]
    d.key(pygame.K_END)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert d.top is menu and [s.name for s in menu.summaries] == ["Middle Cup", "Old Cup"]
    # The mouse: the cross on a row.
    row = button(d, "t1")
    d.click(menu.delete_rect(row).center)
    d.frames(1)
    d.click_button("yes")
    d.frames(1)
    assert [s.name for s in menu.summaries] == ["Middle Cup"]
    assert [c.name for c in stored(app)] == ["Middle Cup"]
    app.close()


def test_menu_scrolls_through_many(tmp_path):
    app = make_app(tmp_path)
    make_stored(app, [config(f"Cup {i}") for i in range(10)])
    app.input.last_device = "kb1"
    menu = TournamentMenu()
    app.stack.push(menu)
    d = Driver(app)
    d.frames(2)
    rows = [b for b in menu.group.buttons if b.key.startswith("t")]
    assert len(rows) == 6 and all(b.rect.bottom < button(d, "new").rect.top for b in rows)
    for _ in range(9):
        d.key(pygame.K_DOWN)
    assert d.focused() == "t1" and menu.scroll == 4
    d.key(pygame.K_DOWN)
    assert d.focused() in ("new", "back")
    app.close()


def test_damaged_file_is_kept_and_the_menu_still_works(tmp_path):
    app = make_app(tmp_path)
    app.paths.data.mkdir(parents=True)
    (app.paths.data / STORE_FILE).write_bytes(b"\x00garbage, not a database\xff" * 40)
    app.input.last_device = "kb1"
    app.stack.push(TournamentMenu())
    d = Driver(app)
    d.frames(2)
    assert any(".bak" in t.text and "tournament" in t.text for t in app.toasts)
    baks = list(app.paths.data.glob(STORE_FILE + "*.bak")) or list(app.paths.data.glob("*.bak*"))
    assert baks and baks[0].read_bytes().startswith(b"\x00garbage")
    assert d.top.name == "tournament" and d.focused() == "new"
    d.key(pygame.K_RETURN)
    d.key(pygame.K_RETURN)  # Start with the defaults
    d.frames(2)
    assert [c.name for c in stored(app)] == ["Matchday Cup"]
    app.close()


def test_a_store_in_use_elsewhere_says_so_and_is_left_alone(tmp_path, monkeypatch):
    import sqlite3

    import scenes.tournament.menu as tournament_menu

    app = make_app(tmp_path)
    app.paths.data.mkdir(parents=True)
    path = app.paths.data / STORE_FILE
    with TournamentStore(path) as store:
        store.create(Config("roundrobin", ("jukem_soccer",), (Entrant("A"), Entrant("B")), name="Club night"))
    other = sqlite3.connect(path, isolation_level=None)  # another Matchday is writing it just now
    other.execute("BEGIN EXCLUSIVE")
    monkeypatch.setattr(tournament_menu, "STORE_TIMEOUT_S", 0.05)
    try:
        app.stack.push(TournamentMenu())
        d = Driver(app)
        d.frames(2)
        menu = d.top
        assert menu.name == "tournament" and "in use by another Matchday" in menu.error
        assert [b.key for b in menu.group.buttons] == ["back"]
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert sorted(p.name for p in app.paths.data.iterdir() if "sqlite3" in p.name) == [STORE_FILE]
    assert [c.name for c in stored(app)] == ["Club night"]
    app.close()


def test_unopenable_store_says_why_and_offers_back(tmp_path):
    app = make_app(tmp_path)
    app.paths.data.parent.mkdir(parents=True, exist_ok=True)
    app.paths.data.write_text("a file where the data folder should be")
    app.stack.push(MainMenu())
    app.stack.push(TournamentMenu())
    d = Driver(app)
    d.frames(2)
    menu = d.top
    assert menu.name == "tournament" and menu.error
    assert [b.key for b in menu.group.buttons] == ["back"]
    d.frames(2)  # draws without a store
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert d.top.name == "menu"
    app.close()


def test_leaving_a_changed_setup_asks_first(tmp_path):
    d = open_menu(tmp_path)
    d.key(pygame.K_RETURN)
    setup = d.top
    d.key(pygame.K_ESCAPE)  # nothing changed yet: straight back
    d.frames(1)
    assert d.top.name == "tournament"
    d.key(pygame.K_RETURN)
    setup = d.top
    go(d, "add_cpu", d.key, KEYS)
    d.key(pygame.K_RETURN)
    d.key(pygame.K_ESCAPE)
    assert d.top.name == "confirm"
    d.key(pygame.K_RETURN)  # Stay
    assert d.top is setup
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RETURN)  # Leave
    d.frames(1)
    assert d.top.name == "tournament" and stored(d.app) == []
    d.app.close()


def test_every_setup_button_is_reachable_by_directions(tmp_path):
    app = make_app(tmp_path)
    setup = TournamentSetup(TournamentStore(tmp_path / "t.sqlite3"))
    app.stack.push(setup)
    Driver(app).frames(1)
    setup.cycle_format(-1)  # swiss: the rounds row too
    for start in range(len(setup.group.buttons)):
        setup.group.focus = start
        for b in setup.group.buttons:
            path_to(setup.group, b.key)
    app.close()


def test_a_tournament_whose_configuration_is_damaged_is_reported_and_kept(tmp_path):
    import sqlite3

    app = make_app(tmp_path)
    app.paths.data.mkdir(parents=True)
    path = app.paths.data / STORE_FILE
    with TournamentStore(path) as store:
        store.create(Config(format="roundrobin", events=("jukem_soccer",),
                            entrants=(Entrant("A", "cpu", "easy"), Entrant("B", "cpu", "easy")), name="Old Cup"))
        store.create(Config(format="roundrobin", events=("jukem_soccer",),
                            entrants=(Entrant("A", "cpu", "easy"), Entrant("B", "cpu", "easy")), name="Good Cup"))
    con = sqlite3.connect(path)
    con.execute("UPDATE tournaments SET config = 'not json' WHERE name = 'Old Cup'")
    con.commit()
    con.close()
    app.stack.push(TournamentMenu())
    d = Driver(app)
    d.frames(2)
    told = [t.text for t in app.toasts if "cannot be read" in t.text]
    assert len(told) == 1 and "'Old Cup'" in told[0] and str(path) in told[0]
    assert [s.name for s in d.top.summaries] == ["Good Cup"]
    d.top.refresh()
    d.frames(1)
    assert len([t for t in app.toasts if "cannot be read" in t.text]) == 1, "told once, not on every refresh"
    con = sqlite3.connect(path)
    assert con.execute("SELECT config FROM tournaments WHERE name = 'Old Cup'").fetchone()[0] == "not json"
    con.close()
    app.close()


def test_setup_opens_with_the_entrants_of_the_last_tournament_started(tmp_path):
    from core.settings import load_settings

    d = open_menu(tmp_path)
    d.key(pygame.K_RETURN)
    setup = d.top
    go(d, "entrant1", d.key, KEYS)
    d.key(pygame.K_RIGHT)  # the first computer: normal -> hard
    go(d, "add_human", d.key, KEYS)
    d.key(pygame.K_RETURN)  # a fifth entrant, a person
    chosen = [(e.name, e.spec) for e in setup.entrants]
    assert len(chosen) == 5 and chosen[1][1] == "cpu:hard"
    go(d, "start", d.key, KEYS)
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert d.top.name == "tournament_hub"
    d.app.close()
    # Matchday started again (the settings file read back): the next setup opens with the same field.
    settings, why = load_settings(d.app.paths.settings_file)
    assert why is None
    d = open_menu(tmp_path)
    d.app.settings = settings
    go(d, "new", d.key, KEYS)  # the menu lists the tournament just started first
    d.key(pygame.K_RETURN)
    assert [(e.name, e.spec) for e in d.top.entrants] == chosen
    d.app.close()


def test_remembered_entrants_it_cannot_use_are_skipped_and_too_few_give_the_defaults(tmp_path):
    d = open_menu(tmp_path)
    d.app.settings.tournament_entrants = [["Ann", "human"], ["", "human"], ["Bo", "cpu:godlike"],
                                          ["Cy", "cpu:easy"], ["ann", "cpu:hard"], ["Di", "robot"]]
    d.key(pygame.K_RETURN)
    assert [(e.name, e.spec) for e in d.top.entrants] == [("Ann", "human"), ("Cy", "cpu:easy")]
    d.app.close()
    d = open_menu(tmp_path)
    d.app.settings.tournament_entrants = [["Ann", "human"], ["Bo", "cpu:godlike"]]
    d.key(pygame.K_RETURN)
    assert len(d.top.entrants) == 4 and d.top.entrants[0].spec == "human", "one usable entrant: the defaults"
    d.app.close()
