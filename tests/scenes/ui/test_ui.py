"""sprites.ui.widgets.FocusGroup: spatial focus for pads, keys and the mouse; the drawing helpers."""

from __future__ import annotations

import pygame
import pytest

from core import text
from core.input import Action, InputEvent
from sprites.ui import widgets as ui
from sprites.ui.widgets import Button, FocusGroup

# The main menu's shape: five game tiles in a row, five buttons in a row below.
TILE_W, TILE_H, TILE_GAP, TILE_TOP = 320, 380, 30, 400
BTN_W, BTN_H, BTN_GAP, BTN_TOP = 300, 96, 32, 846


def ev(action: Action, pos: tuple[float, float] | None = None) -> InputEvent:
    return InputEvent(action, "kb1", None, True, pos)


def menu_buttons(log: list[str]) -> list[Button]:
    buttons = []
    x0 = (1920 - (5 * TILE_W + 4 * TILE_GAP)) // 2
    for i in range(5):
        rect = pygame.Rect(x0 + i * (TILE_W + TILE_GAP), TILE_TOP, TILE_W, TILE_H)
        buttons.append(Button(f"tile{i}", rect, f"Tile {i}", on_activate=lambda i=i: log.append(f"tile{i}")))
    bx = (1920 - (5 * BTN_W + 4 * BTN_GAP)) // 2
    for i in range(5):
        rect = pygame.Rect(bx + i * (BTN_W + BTN_GAP), BTN_TOP, BTN_W, BTN_H)
        buttons.append(Button(f"btn{i}", rect, f"Button {i}", on_activate=lambda i=i: log.append(f"btn{i}")))
    return buttons


@pytest.fixture
def log() -> list[str]:
    return []


@pytest.fixture
def group(log) -> FocusGroup:
    return FocusGroup(menu_buttons(log))


def keys(group: FocusGroup, *actions: Action) -> str:
    for a in actions:
        group.handle(ev(a))
    assert group.focused is not None
    return group.focused.key


def test_starts_on_first_item(group):
    assert group.focus == 0
    assert group.focused.key == "tile0"


def test_empty_group_has_no_focus():
    g = FocusGroup([])
    assert g.focus == -1 and g.focused is None
    assert g.move(Action.RIGHT) is False
    assert g.activate() is False
    assert g.handle(ev(Action.DOWN)) is False


def test_right_moves_along_the_tile_row(group):
    assert keys(group, Action.RIGHT) == "tile1"
    assert keys(group, Action.RIGHT) == "tile2"
    assert keys(group, Action.RIGHT, Action.RIGHT) == "tile4"
    assert keys(group, Action.LEFT) == "tile3"


def test_down_goes_to_the_nearest_button_below(group):
    tiles = group.buttons[:5]
    buttons = group.buttons[5:]
    for i, tile in enumerate(tiles):
        group.focus = i
        nearest = min(buttons, key=lambda b: abs(b.rect.centerx - tile.rect.centerx))
        assert keys(group, Action.DOWN) == nearest.key == f"btn{i}"
        assert keys(group, Action.UP) == tile.key


def test_down_from_a_button_in_the_middle_of_two_tiles():
    log: list[str] = []
    tiles = [Button(f"t{i}", pygame.Rect(100 + 400 * i, 100, 300, 200), "") for i in range(3)]
    below = Button("b", pygame.Rect(0, 500, 300, 100), "")
    below.rect.centerx = tiles[2].rect.centerx - 30  # nearer t2 than t1
    g = FocusGroup(tiles + [below])
    g.focus = 3
    assert keys(g, Action.UP) == "t2"
    assert not log


def test_right_wraps_at_the_end_of_the_tile_row(group):
    group.focus_key("tile4")
    assert keys(group, Action.RIGHT) == "tile0"
    assert keys(group, Action.LEFT) == "tile4"


def test_right_wraps_at_the_end_of_the_button_row(group):
    group.focus_key("btn4")
    assert keys(group, Action.RIGHT) == "btn0"
    assert keys(group, Action.LEFT) == "btn4"


def test_walking_the_button_row_visits_every_button_in_order(group):
    group.focus_key("btn0")
    seen = [keys(group, Action.RIGHT) for _ in range(5)]
    assert seen == ["btn1", "btn2", "btn3", "btn4", "btn0"]


def test_no_wrap_stops_at_the_end(log):
    g = FocusGroup(menu_buttons(log), focus=4, wrap=False)
    assert g.handle(ev(Action.RIGHT)) is False
    assert g.focused.key == "tile4"
    g.focus = 0
    assert g.handle(ev(Action.LEFT)) is False
    assert g.focused.key == "tile0"


def test_lobby_shape_up_from_centre_row_reaches_the_side_panels():
    """Two seat rows side by side above a centred wide row: UP/DOWN go between them."""
    seat0 = Button("seat0", pygame.Rect(210, 550, 720, 80), "")
    seat1 = Button("seat1", pygame.Rect(990, 550, 720, 80), "")
    clock = Button("clock", pygame.Rect(510, 660, 900, 80), "")
    start = Button("start", pygame.Rect(680, 770, 560, 96), "")
    g = FocusGroup([seat0, seat1, clock, start])
    assert keys(g, Action.DOWN) == "clock"
    assert keys(g, Action.DOWN) == "start"
    assert keys(g, Action.UP) == "clock"
    assert keys(g, Action.UP) == "seat0"
    g.focus_key("seat1")
    assert keys(g, Action.DOWN) == "clock"


def test_an_item_only_diagonally_ahead_is_still_reachable_as_a_last_resort():
    rows = [Button(f"r{i}", pygame.Rect(660, 100 + 100 * i, 600, 80), "") for i in range(3)]
    back = Button("back", pygame.Rect(40, 420, 200, 80), "")
    g = FocusGroup(rows + [back], wrap=False)
    g.focus_key("r2")
    assert keys(g, Action.DOWN) == "back"
    assert keys(g, Action.UP) == "r2"


def test_vertical_wrap_in_a_column():
    rows = [Button(f"r{i}", pygame.Rect(100, 100 + 80 * i, 800, 70), "") for i in range(4)]
    g = FocusGroup(rows)
    assert keys(g, Action.UP) == "r3"
    assert keys(g, Action.DOWN) == "r0"
    assert keys(g, Action.DOWN, Action.DOWN) == "r2"


def test_on_move_is_called_on_each_move(group):
    moves = []
    group.on_move = lambda: moves.append(group.focus)
    group.handle(ev(Action.RIGHT))
    group.handle(ev(Action.DOWN))
    assert moves == [1, 6]


def test_focus_key_unknown_leaves_focus(group):
    group.focus_key("btn2")
    group.focus_key("nope")
    assert group.focused.key == "btn2"


def test_confirm_activates_focused(group, log):
    group.focus_key("btn3")
    assert group.handle(ev(Action.CONFIRM)) is True
    assert log == ["btn3"]


def test_disabled_item_refuses_instead_of_activating(group, log):
    refused: list[str] = []
    group.on_refuse = lambda b: refused.append(b.key)
    group.buttons[5].enabled = False
    group.focus_key("btn0")
    assert group.handle(ev(Action.CONFIRM)) is True
    assert refused == ["btn0"]
    assert log == []


def test_focus_movement_skips_greyed_items(group):
    group.buttons[6].enabled = False  # btn1
    group.buttons[1].enabled = False  # tile1
    group.focus_key("btn0")
    assert keys(group, Action.RIGHT) == "btn2", "the arrows walk past a greyed entry"
    assert keys(group, Action.LEFT) == "btn0"
    assert keys(group, Action.LEFT) == "btn4", "wrapping never lands on one either"
    group.focus_key("tile0")
    assert keys(group, Action.RIGHT) == "tile2"
    group.focus_key("btn1")  # the mouse can still point at one (a click says why it is greyed)
    assert group.focused.key == "btn1"


def test_disabled_item_without_refuse_handler_is_quietly_used(group, log):
    group.buttons[0].enabled = False
    assert group.handle(ev(Action.CONFIRM)) is True
    assert log == []


def value_rows(log: list[str], values: dict[str, int]) -> list[Button]:
    def adjust(key: str):  # noqa: ANN202
        def f(d: int) -> None:
            values[key] += d
            log.append(f"{key}{d:+d}")
        return f

    return [
        Button("volume", pygame.Rect(100, 100, 1000, 68), "Volume", on_adjust=adjust("volume"),
               value=lambda: str(values["volume"])),
        Button("speed", pygame.Rect(100, 180, 1000, 68), "Speed", on_adjust=adjust("speed")),
        Button("back", pygame.Rect(100, 260, 1000, 68), "Back", on_activate=lambda: log.append("back")),
    ]


def test_left_right_adjust_value_rows_instead_of_moving(log):
    values = {"volume": 5, "speed": 0}
    g = FocusGroup(value_rows(log, values))
    assert g.handle(ev(Action.LEFT)) is True
    assert g.handle(ev(Action.RIGHT)) is True
    assert g.handle(ev(Action.RIGHT)) is True
    assert log == ["volume-1", "volume+1", "volume+1"]
    assert values["volume"] == 6
    assert g.focused.key == "volume"
    # up/down still move
    assert keys(g, Action.DOWN) == "speed"
    g.handle(ev(Action.LEFT))
    assert values["speed"] == -1


def test_confirm_on_value_row_steps_up(log):
    values = {"volume": 5, "speed": 0}
    g = FocusGroup(value_rows(log, values))
    g.handle(ev(Action.CONFIRM))
    assert values["volume"] == 6


def test_disabled_value_row_is_not_adjusted(log):
    values = {"volume": 5, "speed": 0}
    rows = value_rows(log, values)
    rows[0].enabled = False
    g = FocusGroup(rows)
    g.handle(ev(Action.LEFT))
    assert values["volume"] == 5


def test_point_over_a_button_focuses_it(group):
    moves = []
    group.on_move = lambda: moves.append(group.focused.key)
    target = group.buttons[7]
    assert group.handle(ev(Action.POINT, target.rect.center)) is True
    assert group.focused is target
    assert moves == ["btn2"]
    # pointing again at the same item is not a move
    assert group.handle(ev(Action.POINT, (target.rect.x + 1, target.rect.y + 1))) is True
    assert moves == ["btn2"]


def test_point_over_nothing_keeps_focus(group):
    group.focus_key("tile3")
    assert group.handle(ev(Action.POINT, (5, 5))) is False
    assert group.focused.key == "tile3"
    assert group.handle(ev(Action.POINT, None)) is False


def test_click_activates_the_item_under_the_pointer(group, log):
    target = group.buttons[2]
    assert group.handle(ev(Action.CLICK, target.rect.center)) is True
    assert group.focused is target
    assert log == ["tile2"]
    assert group.handle(ev(Action.CLICK, (5, 5))) is False
    assert log == ["tile2"]


def test_click_on_value_row_halves_adjusts(log):
    values = {"volume": 5, "speed": 0}
    g = FocusGroup(value_rows(log, values))
    row = g.buttons[1]
    assert g.handle(ev(Action.CLICK, (row.rect.left + 10, row.rect.centery))) is True
    assert g.focused is row
    assert values["speed"] == -1
    g.handle(ev(Action.CLICK, (row.rect.right - 10, row.rect.centery)))
    g.handle(ev(Action.CLICK, (row.rect.right - 10, row.rect.centery)))
    assert values["speed"] == 1
    g.handle(ev(Action.CLICK, g.buttons[2].rect.center))
    assert log[-1] == "back"


def test_click_on_the_left_arrow_of_a_drawn_value_row_steps_it_down(log):
    values = {"volume": 5, "speed": 0}
    g = FocusGroup(value_rows(log, values))
    canvas = pygame.Surface((1920, 1080))
    row = g.buttons[0]
    ui.draw_row(canvas, row, True, 0.0)  # the arrows sit around the value, at the row's right end
    left = row.extra["left_arrow"]
    assert isinstance(left, pygame.Rect) and left.centerx > row.rect.centerx
    g.handle(ev(Action.CLICK, left.center))
    assert values["volume"] == 4, "the left arrow steps the value down"
    g.handle(ev(Action.CLICK, (row.rect.right - 20, row.rect.centery)))
    assert values["volume"] == 5, "the right arrow steps it up"


def test_click_on_disabled_item_refuses(group, log):
    refused = []
    group.on_refuse = lambda b: refused.append(b.key)
    group.buttons[4].enabled = False
    group.handle(ev(Action.CLICK, group.buttons[4].rect.center))
    assert refused == ["tile4"] and log == []


def test_unrelated_actions_are_not_used(group):
    for a in (Action.BACK, Action.MENU, Action.PEEK, Action.SCROLL_UP, Action.RELEASE):
        assert group.handle(ev(a, (0, 0))) is False


def test_item_without_any_handler_is_not_used():
    g = FocusGroup([Button("x", pygame.Rect(0, 0, 10, 10), "x")])
    assert g.activate() is False


def test_only_item_cannot_move():
    g = FocusGroup([Button("x", pygame.Rect(0, 0, 10, 10), "x")])
    for a in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
        assert g.handle(ev(a)) is False
    assert g.focus == 0


def test_every_item_reachable_from_every_item_by_directions(group):
    n = len(group.buttons)
    for start in range(n):
        seen = {start}
        frontier = [start]
        while frontier:
            i = frontier.pop()
            for a in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
                group.focus = i
                group.move(a)
                if group.focus not in seen:
                    seen.add(group.focus)
                    frontier.append(group.focus)
        assert seen == set(range(n)), start


# ------------------------------------------------------------- drawing


@pytest.fixture(scope="module", autouse=False)
def _fonts():
    """Fresh fonts: core.text caches Font objects, which a pygame.quit() elsewhere in the run invalidates."""
    pygame.init()
    text.clear_caches()
    yield


@pytest.fixture(scope="module")
def surface(_fonts) -> pygame.Surface:  # noqa: ANN001
    return pygame.Surface((1920, 1080))


def test_panel_opaque_and_translucent(surface):
    surface.fill((0, 0, 0))
    r = pygame.Rect(100, 100, 200, 100)
    ui.panel(surface, r, fill=(10, 20, 30), edge=None)
    assert tuple(surface.get_at(r.center))[:3] == (10, 20, 30)
    surface.fill((0, 0, 0))
    ui.panel(surface, r, fill=(200, 200, 200), edge=None, alpha=128)
    c = tuple(surface.get_at(r.center))[:3]
    assert all(90 <= v <= 110 for v in c)
    assert tuple(surface.get_at((5, 5)))[:3] == (0, 0, 0)


def test_draw_row_with_value_and_focus(surface):
    b = Button("v", pygame.Rect(100, 300, 900, 70), "Volume", on_adjust=lambda d: None, value=lambda: "80%")
    surface.fill((0, 0, 0))
    ui.draw_row(surface, b, True, 0.5)
    ui.draw_row(surface, b, False, 0.5)
    b.enabled = False
    ui.draw_row(surface, b, False, 0.5)
    assert tuple(surface.get_at(b.rect.center))[:3] != (0, 0, 0)


def test_focus_ring_grows_outside_the_rect(surface):
    surface.fill((0, 0, 0))
    r = pygame.Rect(500, 500, 200, 100)
    ui.focus_ring(surface, r, 0.0, color=(255, 0, 0))
    assert tuple(surface.get_at(r.center))[:3] == (0, 0, 0)
    # grow is between 6 and 9 px, ring 5 px wide: the pixel 8 px left of the rect's mid-left is red
    assert tuple(surface.get_at((r.left - 8, r.centery)))[:3] == (255, 0, 0)


def test_vertical_gradient_endpoints():
    g = ui.vertical_gradient((4, 11), (0, 0, 0), (200, 100, 50))
    assert tuple(g.get_at((0, 0)))[:3] == (0, 0, 0)
    assert tuple(g.get_at((3, 10)))[:3] == (200, 100, 50)
    assert tuple(g.get_at((1, 5)))[:3] == (100, 50, 25)


def test_down_past_a_greyed_key_goes_on_down_not_round_to_the_top():
    # An on-screen keyboard's last rows: the key under "4" is greyed, "Delete" lies below and to the right.
    keys4 = [Button(f"k{c}", pygame.Rect(100 + c * 136, 500, 124, 92), str(c)) for c in range(10)]
    keys4[0] = Button("top", pygame.Rect(100 + 3 * 136, 100, 124, 92), "top")
    space = Button("space", pygame.Rect(100 + 2 * 136, 604, 3 * 124 + 24, 92), "Space", enabled=False)
    delete = Button("delete", pygame.Rect(100 + 5 * 136, 604, 2 * 124 + 12, 92), "Delete")
    g = FocusGroup([*keys4, space, delete])
    g.focus_key("k3")
    assert keys(g, Action.DOWN) == "delete"
