"""core.display: letterbox maths (exact values and properties) and the real Display on SDL's dummy driver
(SDL's software renderer scaling and letterboxing, read back from the window's pixels)."""

from __future__ import annotations

import ctypes

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import display as display_mod
from core.display import (
    DEFAULT_WINDOW, MIN_WINDOW, Display, Letterbox, fit, initial_window_size, to_logical,
)
from core.sdl import load_sdl
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
#
# Under the dummy driver SDL's renderer is its software one: it draws the scaled, letterboxed canvas into
# the window's own pixels, which `screen_pixels` reads back, so these tests see what a player would.


def _sdl() -> tuple[ctypes.CDLL, int]:
    """pygame's SDL and the renderer of the display module's window (plain pointers: pygame's own
    Renderer wrapper would destroy pygame's renderer when collected)."""
    lib = load_sdl()
    assert lib is not None
    c_int_p, c_float_p = ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_float)
    for name, args, res in [
        ("SDL_GetWindowFromID", [ctypes.c_uint32], ctypes.c_void_p),
        ("SDL_GetRenderer", [ctypes.c_void_p], ctypes.c_void_p),
        ("SDL_GetRendererOutputSize", [ctypes.c_void_p, c_int_p, c_int_p], ctypes.c_int),
        ("SDL_RenderGetLogicalSize", [ctypes.c_void_p, c_int_p, c_int_p], None),
        ("SDL_RenderSetLogicalSize", [ctypes.c_void_p, ctypes.c_int, ctypes.c_int], ctypes.c_int),
        ("SDL_RenderReadPixels", [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint32, ctypes.c_void_p,
                                  ctypes.c_int], ctypes.c_int),
        ("SDL_RenderWindowToLogical", [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, c_float_p, c_float_p], None),
    ]:
        getattr(lib, name).argtypes = args
        getattr(lib, name).restype = res
    window = display_mod._sdl_window()
    assert window is not None
    renderer = lib.SDL_GetRenderer(lib.SDL_GetWindowFromID(window.id))
    assert renderer, "no SDL renderer: the canvas is not being scaled by SDL"
    return lib, renderer


def screen_pixels() -> pygame.Surface:
    """The window's pixels as shown (not the canvas): the renderer's output, read back after present."""
    lib, renderer = _sdl()
    w, h, lw, lh = ctypes.c_int(), ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
    assert lib.SDL_GetRendererOutputSize(renderer, ctypes.byref(w), ctypes.byref(h)) == 0
    lib.SDL_RenderGetLogicalSize(renderer, ctypes.byref(lw), ctypes.byref(lh))
    lib.SDL_RenderSetLogicalSize(renderer, 0, 0)  # read the whole window in window pixels
    try:
        buf = ctypes.create_string_buffer(4 * w.value * h.value)
        argb8888 = 0x16362004
        assert lib.SDL_RenderReadPixels(renderer, None, argb8888, buf, 4 * w.value) == 0
    finally:
        lib.SDL_RenderSetLogicalSize(renderer, lw.value, lh.value)
    return pygame.image.frombuffer(buf.raw, (w.value, h.value), "BGRA").copy()


def sdl_pointer(pos: tuple[int, int]) -> tuple[float, float]:
    """The canvas position SDL gives a pointer event at this window pixel (SDL_RenderWindowToLogical: the
    conversion its event watch applies to mouse events)."""
    lib, renderer = _sdl()
    x, y = ctypes.c_float(), ctypes.c_float()
    lib.SDL_RenderWindowToLogical(renderer, pos[0], pos[1], ctypes.byref(x), ctypes.byref(y))
    return (x.value, y.value)


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.display.init()
    yield


def opened(size: tuple[int, int] | None, vsync: bool = False) -> Display:
    d = Display(False, size, vsync=vsync)
    d.open()
    return d


def near(c1: pygame.Color, c2: tuple[int, int, int], tol: int = 12) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(tuple(c1)[:3], c2))


def test_display_before_open_has_a_canvas_and_present_is_safe():
    d = Display(False, (1280, 720))
    assert d.canvas.get_size() == CANVAS_SIZE
    assert d.window is None
    d.present()  # nothing to present yet


def test_exact_canvas_size_window_without_vsync_draws_directly():
    d = opened((1920, 1080))
    assert d.window is not None
    assert d.window.get_size() == (1920, 1080)
    assert d.canvas is d.window is pygame.display.get_surface()
    assert d.renderer_scales is False
    assert d.box == Letterbox(1.0, 0, 0, 1920, 1080)
    d.canvas.fill((0, 0, 0))
    d.canvas.fill((255, 0, 0), pygame.Rect(960, 540, 1, 1))
    d.present()
    assert near(pygame.display.get_surface().get_at((960, 540)), (255, 0, 0), 0)


def test_vsync_needs_the_renderer_even_at_the_canvas_size():
    d = opened((1920, 1080), vsync=True)
    assert d.renderer_scales is True
    assert d.canvas is pygame.display.get_surface()
    assert d.vsync_on is bool(pygame.display.is_vsync())  # the dummy driver offers none: quietly without


def test_any_other_window_keeps_the_canvas_as_the_display_surface_and_sdl_scales_it():
    d = opened((1280, 720))
    assert d.window_size_now() == (1280, 720)
    assert d.window_size == (1280, 720)
    assert d.renderer_scales is True
    assert d.canvas is pygame.display.get_surface()
    assert d.canvas.get_size() == CANVAS_SIZE
    d.canvas.fill((255, 0, 0))
    centre = pygame.Rect(0, 0, 300, 300)
    centre.center = (960, 540)
    d.canvas.fill((0, 0, 255), centre)
    d.present()
    win = screen_pixels()
    assert win.get_size() == (1280, 720)
    assert near(win.get_at((640, 360)), (0, 0, 255))  # canvas centre -> window centre
    assert near(win.get_at((10, 10)), (255, 0, 0))
    assert near(win.get_at((1270, 710)), (255, 0, 0))
    # the blue square is 300 * 2/3 = 200 px wide in the window
    assert near(win.get_at((640 - 90, 360)), (0, 0, 255))
    assert near(win.get_at((640 - 110, 360)), (255, 0, 0))


@pytest.mark.parametrize("window", [(1920, 1200), (1280, 800), (3440, 1440), (700, 700)])
def test_the_renderer_letterboxes_with_black_bars_where_fit_says(window):
    d = opened(window)
    box = fit(CANVAS_SIZE, window)
    assert d.box == box
    d.canvas.fill((0, 255, 0))
    d.present()
    win = screen_pixels()
    assert win.get_size() == window
    inside = [(box.x + 2, box.y + 2), (box.x + box.width - 3, box.y + box.height - 3),
              (box.x + box.width // 2, box.y + box.height // 2)]
    for p in inside:
        assert near(win.get_at(p), (0, 255, 0)), p
    bars = [(box.x - 2, box.y + box.height // 2), (box.x + box.width + 1, box.y + box.height // 2),
            (box.x + box.width // 2, box.y - 2), (box.x + box.width // 2, box.y + box.height + 1)]
    for p in bars:
        if 0 <= p[0] < window[0] and 0 <= p[1] < window[1]:
            assert near(win.get_at(p), (0, 0, 0), 0), p


def test_a_window_between_one_and_two_canvases_is_filled_not_whole_number_scaled():
    """pygame-ce asks SDL for whole-number scaling in windows unless told otherwise: 2560x1440 would then
    show the canvas at 1x with 320 px bars all round, and a window smaller than the canvas cropped."""
    d = opened((2560, 1440))
    d.canvas.fill((0, 255, 0))
    d.present()
    win = screen_pixels()
    assert near(win.get_at((5, 5)), (0, 255, 0)) and near(win.get_at((2554, 1434)), (0, 255, 0))
    d = opened((960, 540))
    d.canvas.fill((0, 0, 0))
    d.canvas.fill((255, 0, 0), pygame.Rect(1900, 1060, 20, 20))  # the canvas's bottom-right corner
    d.present()
    assert near(screen_pixels().get_at((957, 537)), (255, 0, 0))


def test_present_does_not_scale_in_software(monkeypatch):
    def refuse(*args, **kwargs):  # noqa: ANN002, ANN003
        raise AssertionError("the canvas was scaled in software")

    monkeypatch.setattr(pygame.transform, "scale", refuse)
    monkeypatch.setattr(pygame.transform, "smoothscale", refuse)
    d = opened((3840, 2160))
    assert d.canvas.get_size() == CANVAS_SIZE
    d.canvas.fill((0, 0, 255))
    d.canvas.fill((255, 255, 255), pygame.Rect(0, 0, 960, 1080))
    d.present()
    win = screen_pixels()
    assert near(win.get_at((100, 100)), (255, 255, 255)) and near(win.get_at((3000, 2000)), (0, 0, 255))


def test_scale_filter_is_nearest_for_whole_number_scales_only():
    assert display_mod.scale_filter((3840, 2160)) == "nearest"
    assert display_mod.scale_filter((1920, 1080)) == "nearest"
    assert display_mod.scale_filter((2560, 1440)) == "linear"
    assert display_mod.scale_filter((1366, 768)) == "linear"
    assert display_mod.scale_filter((3840, 2400)) == "nearest"  # 2x with bars


@pytest.mark.parametrize("window", [(1280, 720), (1280, 800), (3440, 1440)])
def test_pointer_positions_from_sdl_map_to_the_canvas_and_bars_to_none(window):
    """SDL's renderer turns window pixels into canvas coordinates before events reach us (asked here
    through the renderer's own conversion, the one its event watch uses); to_logical keeps them and
    refuses the bars."""
    d = opened(window)
    box = fit(CANVAS_SIZE, window)
    event_pos = sdl_pointer

    assert d.to_logical(event_pos((box.x + box.width // 2, box.y + box.height // 2))) == pytest.approx(
        (960, 540), abs=1.5)
    assert d.to_logical(event_pos((box.x, box.y))) == pytest.approx((0, 0), abs=1.5)
    assert d.to_logical(event_pos((box.x + box.width - 1, box.y + box.height - 1))) == pytest.approx(
        (1919, 1079), abs=2)
    if box.y > 0:
        assert d.to_logical(event_pos((window[0] // 2, box.y // 2))) is None
        assert d.to_logical(event_pos((window[0] // 2, window[1] - 1))) is None
    if box.x > 0:
        assert d.to_logical(event_pos((box.x // 2, window[1] // 2))) is None
        assert d.to_logical(event_pos((window[0] - 1, window[1] // 2))) is None


def test_to_logical_and_event_pos_agree_and_refuse_off_canvas_points():
    d = opened((1280, 800))
    for p in [(0, 0), (960, 540), (1919, 1079), (12.5, 700.25)]:
        assert d.to_logical(d.event_pos(p)) == pytest.approx(p, abs=0.5)
    for p in [(-1, 500), (500, -0.5), (1920, 10), (10, 1080)]:
        assert d.to_logical(p) is None


def test_switching_between_direct_and_scaled_keeps_the_canvas_size():
    d = opened((1920, 1080))
    assert d.canvas is d.window and not d.renderer_scales
    d.window_size = (1280, 720)
    d.open()
    assert d.window_size_now() == (1280, 720)
    assert d.renderer_scales and d.canvas.get_size() == CANVAS_SIZE
    d.window_size = (1920, 1080)
    d.open()
    assert d.canvas is d.window and not d.renderer_scales
    assert d.window_size_now() == (1920, 1080)


def test_window_size_is_clamped_to_minimum():
    d = opened((100, 50))
    assert d.window_size_now() == MIN_WINDOW
    assert d.window_size == MIN_WINDOW
    assert d.canvas.get_size() == CANVAS_SIZE


def test_no_window_size_uses_desktop_based_default():
    d = opened(None)
    desktop = (pygame.display.get_desktop_sizes() or [DEFAULT_WINDOW])[0]
    assert d.window_size_now() == initial_window_size(desktop)
    assert d.window_size == initial_window_size(desktop)


def test_resized_relayouts_and_remembers_size():
    d = opened((1280, 720))
    display_mod._sdl_window().size = (1600, 1000)
    d.resized((1600, 1000))
    assert d.window_size_now() == (1600, 1000)
    assert d.window_size == (1600, 1000)
    assert d.box == fit(CANVAS_SIZE, (1600, 1000))
    assert d.box.y == (1000 - 900) // 2
    d.canvas.fill((0, 255, 0))
    d.present()
    win = screen_pixels()
    assert near(win.get_at((800, 10)), (0, 0, 0), 0) and near(win.get_at((800, 500)), (0, 255, 0))


def test_an_unscaled_window_resized_hands_the_scaling_to_the_renderer():
    d = opened((1920, 1080))
    assert not d.renderer_scales
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)  # what SDL does to a resizable window
    d.resized((1280, 720))
    assert d.renderer_scales and d.canvas.get_size() == CANVAS_SIZE
    assert d.window_size_now() == (1280, 720) and d.window_size == (1280, 720)


def test_full_screen_fills_the_desktop_even_below_the_canvas_size():
    """pygame-ce makes a SCALED window at least the canvas's size; full screen must still be the desktop's.
    (The case that went wrong, X11 with no window manager: a 2560x1440 screen showed a cropped 1920x1080
    window, was checked by hand under Xvfb with xwininfo; the dummy driver resizes a full-screen window
    itself, so this test guards the outcome, not that case.)"""
    d = Display(True, None)
    d.open()
    desktop = tuple(pygame.display.get_desktop_sizes()[0])
    assert desktop[0] < CW  # the dummy driver's desktop is 1024x768
    assert d.fullscreen and pygame.display.is_fullscreen()
    assert d.window_size_now() == desktop
    d.canvas.fill((0, 255, 0))
    d.present()
    win = screen_pixels()
    assert win.get_size() == desktop
    assert near(win.get_at((3, d.box.y + 3)), (0, 255, 0))
    assert near(win.get_at((desktop[0] - 3, d.box.y + d.box.height - 3)), (0, 255, 0))


def test_toggle_fullscreen_and_back():
    d = opened((1280, 720))
    assert d.toggle_fullscreen() is True
    assert d.fullscreen is True
    desktop = pygame.display.get_desktop_sizes()[0]
    assert d.window_size_now() == desktop
    assert d.box == fit(CANVAS_SIZE, desktop)
    assert d.renderer_scales and d.canvas is pygame.display.get_surface()
    assert d.canvas.get_size() == CANVAS_SIZE
    d.canvas.fill((0, 255, 0))
    d.present()
    win = screen_pixels()
    assert win.get_size() == desktop
    assert near(win.get_at((desktop[0] // 2, d.box.y + 5)), (0, 255, 0))
    if d.box.y > 0:
        assert near(win.get_at((desktop[0] // 2, d.box.y // 2)), (0, 0, 0), 0)
    d.resized((100, 100))  # ignored in full screen
    assert d.window_size_now() == desktop
    assert d.toggle_fullscreen() is False
    assert d.window_size_now() == (1280, 720)
    assert d.box == fit(CANVAS_SIZE, (1280, 720))


def test_fullscreen_failure_falls_back_to_a_window(monkeypatch):
    monkeypatch.setattr(display_mod.pygame.display, "is_fullscreen", lambda: False)  # the driver said no
    d = Display(True, (1280, 720))
    d.open()
    assert d.fullscreen is False
    assert d.window_size_now() == (1280, 720)


def test_vsync_refused_by_the_driver_falls_back_quietly(monkeypatch):
    real = pygame.display.set_mode

    def no_vsync(size=(0, 0), flags=0, *args, vsync=0, **kwargs):  # noqa: ANN001
        if vsync:
            raise pygame.error("vsync is not supported here")
        return real(size, flags, *args, **kwargs)

    monkeypatch.setattr(display_mod.pygame.display, "set_mode", no_vsync)
    d = opened((1280, 720), vsync=True)
    assert d.vsync_on is False and d.renderer_scales
    assert d.window_size_now() == (1280, 720)
