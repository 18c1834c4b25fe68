"""core.display: letterbox maths (exact values and properties) and the real Display on SDL's dummy driver."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import display as display_mod
from core.display import (
    DEFAULT_WINDOW, MIN_WINDOW, Display, Letterbox, fit, initial_window_size, to_logical,
)
from core.theme import CANVAS_SIZE

CW, CH = CANVAS_SIZE


# ------------------------------------------------------------------ fit()


def test_canvas_is_1920x1080():
    assert CANVAS_SIZE == (1920, 1080)


def test_fit_same_size_is_identity():
    assert fit(CANVAS_SIZE, (1920, 1080)) == Letterbox(1.0, 0, 0, 1920, 1080)


def test_fit_1280x720_scales_by_two_thirds_without_bars():
    box = fit(CANVAS_SIZE, (1280, 720))
    assert box.scale == pytest.approx(2 / 3, abs=1e-12)
    assert (box.x, box.y, box.width, box.height) == (0, 0, 1280, 720)
    assert box.rect == (0, 0, 1280, 720)


def test_fit_1920x1200_has_bars_top_and_bottom():
    box = fit(CANVAS_SIZE, (1920, 1200))
    assert box == Letterbox(1.0, 0, 60, 1920, 1080)


def test_fit_ultrawide_has_bars_left_and_right():
    box = fit(CANVAS_SIZE, (3440, 1440))
    assert box.scale == pytest.approx(4 / 3, abs=1e-12)
    assert box.rect == (440, 0, 2560, 1440)


def test_fit_4k_doubles():
    assert fit(CANVAS_SIZE, (3840, 2160)) == Letterbox(2.0, 0, 0, 3840, 2160)


def test_fit_portrait_window():
    box = fit(CANVAS_SIZE, (1080, 1920))
    assert box.scale == pytest.approx(1080 / 1920)
    assert box.rect == (0, (1920 - 608) // 2, 1080, 608)


def test_fit_tiny_window_never_collapses():
    box = fit(CANVAS_SIZE, (1, 1))
    assert box.scale == pytest.approx(1 / 1920)
    assert box.rect == (0, 0, 1, 1)


@pytest.mark.parametrize("window", [(0, 0), (-5, -5), (0, 1080)])
def test_fit_degenerate_windows_behave_like_one_pixel(window):
    box = fit(CANVAS_SIZE, window)
    assert box.width >= 1 and box.height >= 1
    assert box.x >= 0 and box.y >= 0
    assert box.x + box.width <= max(1, window[0]) and box.y + box.height <= max(1, window[1])


# ------------------------------------------------------------- to_logical


def test_to_logical_corners_at_1280x720():
    box = fit(CANVAS_SIZE, (1280, 720))
    assert to_logical(box, (0, 0)) == (0, 0)
    assert to_logical(box, (640, 360)) == pytest.approx((960, 540))
    assert to_logical(box, (1279, 719)) == pytest.approx((1918.5, 1078.5))
    assert to_logical(box, (1280, 0)) is None
    assert to_logical(box, (0, 720)) is None
    assert to_logical(box, (-1, 10)) is None


def test_to_logical_in_bars_is_none_top_bottom():
    box = fit(CANVAS_SIZE, (1920, 1200))
    assert to_logical(box, (960, 0)) is None
    assert to_logical(box, (960, 59)) is None
    assert to_logical(box, (0, 60)) == (0, 0)
    assert to_logical(box, (1919, 1139)) == (1919, 1079)
    assert to_logical(box, (960, 1140)) is None
    assert to_logical(box, (960, 1199)) is None


def test_to_logical_in_bars_is_none_left_right():
    box = fit(CANVAS_SIZE, (3440, 1440))
    assert to_logical(box, (0, 720)) is None
    assert to_logical(box, (439, 720)) is None
    assert to_logical(box, (440, 0)) == (0, 0)
    assert to_logical(box, (1720, 720)) == pytest.approx((960, 540))
    assert to_logical(box, (2999, 1439)) == pytest.approx((1919.25, 1079.25))
    assert to_logical(box, (3000, 720)) is None


def test_to_logical_zero_sized_box_is_none():
    assert to_logical(Letterbox(1.0, 0, 0, 0, 0), (0, 0)) is None


windows = st.tuples(st.integers(1, 8000), st.integers(1, 8000))


@settings(max_examples=300, deadline=None)
@given(window=windows)
def test_letterbox_is_inside_window_centred_and_keeps_aspect(window):
    ww, wh = window
    box = fit(CANVAS_SIZE, window)
    assert 0 <= box.x and 0 <= box.y
    assert box.x + box.width <= ww and box.y + box.height <= wh
    assert box.width >= 1 and box.height >= 1
    # centred: the two bars differ by at most one pixel
    assert abs((ww - box.width) - 2 * box.x) <= 1
    assert abs((wh - box.height) - 2 * box.y) <= 1
    # the largest such rectangle: it touches two opposite edges
    assert box.width == ww or box.height == wh
    # aspect kept within one pixel
    assert abs(box.width * CH / CW - box.height) <= 1
    assert box.scale == pytest.approx(min(ww / CW, wh / CH))


@settings(max_examples=300, deadline=None)
@given(window=windows, fx=st.floats(0, 1, exclude_max=True), fy=st.floats(0, 1, exclude_max=True))
def test_to_logical_round_trips_canvas_points(window, fx, fy):
    box = fit(CANVAS_SIZE, window)
    px, py = fx * CW, fy * CH
    q = (box.x + px * box.scale, box.y + py * box.scale)
    got = to_logical(box, q)
    edge = 1 / box.scale  # one window pixel, in logical pixels
    if px <= CW - edge and py <= CH - edge:
        assert got is not None
    if got is not None:
        assert abs(got[0] - px) <= 1 and abs(got[1] - py) <= 1


@settings(max_examples=200, deadline=None)
@given(window=windows, fx=st.floats(-0.2, 1.2), fy=st.floats(-0.2, 1.2))
def test_window_pixels_map_inside_canvas_or_none(window, fx, fy):
    box = fit(CANVAS_SIZE, window)
    wx, wy = int(fx * window[0]), int(fy * window[1])
    got = to_logical(box, (wx, wy))
    inside = box.x <= wx < box.x + box.width and box.y <= wy < box.y + box.height
    assert (got is not None) == inside
    if got is not None:
        assert 0 <= got[0] < CW and 0 <= got[1] < CH


# ------------------------------------------------------- initial window size


def test_initial_window_size_is_80_percent_16_9():
    assert initial_window_size((1920, 1080)) == (1536, 864)
    assert initial_window_size((2560, 1440)) == (2048, 1152)


def test_initial_window_size_ultrawide_desktop_stays_16_9():
    w, h = initial_window_size((3440, 1440))
    assert (w, h) == (2048, 1152)


def test_initial_window_size_has_a_minimum():
    assert initial_window_size((320, 200)) == MIN_WINDOW


# ------------------------------------------------------------- Display


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.display.init()
    yield


def opened(size: tuple[int, int] | None) -> Display:
    d = Display(False, size)
    d.open()
    return d


def near(c1: pygame.Color, c2: tuple[int, int, int], tol: int = 12) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(tuple(c1)[:3], c2))


def test_display_before_open_has_a_canvas_and_present_is_safe():
    d = Display(False, (1280, 720))
    assert d.canvas.get_size() == CANVAS_SIZE
    assert d.window is None
    d.present()  # nothing to present yet


def test_exact_canvas_size_window_draws_directly():
    d = opened((1920, 1080))
    assert d.window is not None
    assert d.window.get_size() == (1920, 1080)
    assert d.canvas is d.window
    assert d.box == Letterbox(1.0, 0, 0, 1920, 1080)
    d.canvas.fill((0, 0, 0))
    d.canvas.fill((255, 0, 0), pygame.Rect(960, 540, 1, 1))
    d.present()
    assert near(pygame.display.get_surface().get_at((960, 540)), (255, 0, 0), 0)


def test_1280x720_window_scales_canvas_into_window():
    d = opened((1280, 720))
    assert d.window.get_size() == (1280, 720)
    assert d.window_size == (1280, 720)
    assert d.canvas is not d.window
    assert d.canvas.get_size() == CANVAS_SIZE
    d.canvas.fill((255, 0, 0))
    centre = pygame.Rect(0, 0, 300, 300)
    centre.center = (960, 540)
    d.canvas.fill((0, 0, 255), centre)
    d.present()
    win = pygame.display.get_surface()
    assert near(win.get_at((640, 360)), (0, 0, 255))  # canvas centre -> window centre
    assert near(win.get_at((10, 10)), (255, 0, 0))
    assert near(win.get_at((1270, 710)), (255, 0, 0))
    # the blue square is 300 * 2/3 = 200 px wide in the window
    assert near(win.get_at((640 - 90, 360)), (0, 0, 255))
    assert near(win.get_at((640 - 110, 360)), (255, 0, 0))


def test_1920x1200_window_letterboxes_with_black_bars():
    d = opened((1920, 1200))
    assert d.box == Letterbox(1.0, 0, 60, 1920, 1080)
    assert d.canvas is not d.window
    d.canvas.fill((0, 255, 0))
    d.canvas.fill((255, 255, 255), pygame.Rect(960, 540, 1, 1))
    d.present()
    win = pygame.display.get_surface()
    assert near(win.get_at((960, 10)), (0, 0, 0), 0)
    assert near(win.get_at((960, 59)), (0, 0, 0), 0)
    assert near(win.get_at((960, 60)), (0, 255, 0), 0)
    assert near(win.get_at((960, 1139)), (0, 255, 0), 0)
    assert near(win.get_at((960, 1140)), (0, 0, 0), 0)
    assert near(win.get_at((960, 600)), (255, 255, 255), 0)
    assert d.to_logical((960, 600)) == (960, 540)
    assert d.to_logical((960, 30)) is None


def test_switching_between_direct_and_scaled_keeps_a_separate_canvas():
    d = opened((1920, 1080))
    assert d.canvas is d.window
    d.window_size = (1280, 720)
    d.open()
    assert d.window.get_size() == (1280, 720)
    assert d.canvas is not d.window
    assert d.canvas.get_size() == CANVAS_SIZE
    d.window_size = (1920, 1080)
    d.open()
    assert d.canvas is d.window


def test_window_size_is_clamped_to_minimum():
    d = opened((100, 50))
    assert d.window.get_size() == MIN_WINDOW
    assert d.window_size == MIN_WINDOW
    assert d.canvas.get_size() == CANVAS_SIZE


def test_no_window_size_uses_desktop_based_default():
    d = opened(None)
    desktop = (pygame.display.get_desktop_sizes() or [DEFAULT_WINDOW])[0]
    assert d.window.get_size() == initial_window_size(desktop)
    assert d.window_size == initial_window_size(desktop)


def test_resized_relayouts_and_remembers_size():
    d = opened((1280, 720))
    pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    d.resized((1600, 1000))
    assert d.window.get_size() == (1600, 1000)
    assert d.window_size == (1600, 1000)
    assert d.box == fit(CANVAS_SIZE, (1600, 1000))
    assert d.box.y == (1000 - 900) // 2
    assert d.to_logical((800, d.box.y + 450)) == pytest.approx((960, 540))


def test_toggle_fullscreen_and_back():
    d = opened((1280, 720))
    assert d.toggle_fullscreen() is True
    assert d.fullscreen is True
    desktop = pygame.display.get_desktop_sizes()[0]
    assert d.window.get_size() == desktop
    assert d.box == fit(CANVAS_SIZE, desktop)
    d.resized((100, 100))  # ignored in full screen
    assert d.window.get_size() == desktop
    assert d.toggle_fullscreen() is False
    assert d.window.get_size() == (1280, 720)


def test_fullscreen_failure_falls_back_to_a_window(monkeypatch):
    real = pygame.display.set_mode

    def no_fullscreen(size=(0, 0), flags=0, *args, **kwargs):  # noqa: ANN001
        if flags & pygame.FULLSCREEN:
            raise pygame.error("no full screen here")
        return real(size, flags, *args, **kwargs)

    monkeypatch.setattr(display_mod.pygame.display, "set_mode", no_fullscreen)
    d = Display(True, (1280, 720))
    d.open()
    assert d.fullscreen is False
    assert d.window.get_size() == (1280, 720)
