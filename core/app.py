"""The App: one loop that owns the display, the clock, input and the scene stack.

`run()` is the real loop; `frame(dt, events)` is one iteration with time and
events supplied by the caller, which is how tests, `shot` and `bench` drive the
whole program headless with simulated time. dt is measured in seconds in one
place (`run`) and paced by core.pacing (VSync jitter evened out, a late frame
spread over the next few, a stall such as a dragged window skipped), so
animations neither stutter nor jump; chess clocks read `now`, never dt.
Scene changes happen only between frames (see core.scene.SceneStack).
"""

from __future__ import annotations

import gc

import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

import pygame

from core import text, theme
from core.audio import Audio
from core.display import Display
from core.input import Action, InputEvent, InputManager
from core.seeds import fresh_seed
from core.memory import release_free_heap
from core.pacing import MAX_STEP_S, FramePacer
from core.scene import Scene, SceneStack
from core.settings import Settings, save_settings
from core.storage import Paths

#: The longest step an animation is ever moved by in one frame (core.pacing).
MAX_DT_S = MAX_STEP_S
FPS_CAP = 60
TOAST_SECONDS = 5.0


@dataclass
class Toast:
    """A message shown briefly at the top of the screen."""

    text: str
    left: float = TOAST_SECONDS


class App:
    """The running program: window, loop, input, audio, settings, scenes."""

    def __init__(
        self,
        settings: Settings,
        paths: Paths,
        *,
        audio: Audio | None = None,
        pad_type: Callable[[int], int | None] | None = None,
        fps_cap: int = FPS_CAP,
        routes: Mapping[str, Callable[..., Scene]] | None = None,
        vsync: bool = True,
    ) -> None:
        self.settings = settings
        self.paths = paths
        self.display = Display(settings.fullscreen, settings.window_size, vsync=vsync)
        self.input = InputManager(settings.key_bindings, type_of_pad=pad_type)
        self.audio = audio or Audio(settings.effects_volume, music_volume=settings.music_volume,
                                    cache=paths.data / "music")
        self.stack = SceneStack(on_enter=self._attach, on_exit=self._left)
        #: A game left the stack: once its table is gone, the heap's free pages go back to the system.
        self._trim_heap = False
        self.toasts: list[Toast] = []
        self.running = False
        self.fps_cap = fps_cap
        self.frame_count = 0
        self.time = 0.0
        self.fps = 0.0
        self.palette = theme.palette(settings.colour_blind)
        self._key_capture: Callable[[str | None], None] | None = None
        self._cursor_visible = True
        #: Screens by name (scenes.routes.ROUTES): how a scene reaches another without importing it.
        self.routes: dict[str, Callable[..., Scene]] = dict(routes or {})
        #: Where a new game's seed comes from (core.seeds.fresh_seed); tests may fix it.
        self.new_seed: Callable[[], int] = fresh_seed
        #: Monotonic seconds for chess clocks (core.timeline): the wall clock; headless apps, whose frames
        #: are driven by hand, count their frames' time instead (`simulated_time`).
        self.now: Callable[[], float] = time.monotonic

    def simulated_time(self) -> None:
        """Chess clocks follow the time handed to `frame` (headless tools and tests drive time by hand)."""
        self.now = lambda: self.time

    # -- start and stop ----------------------------------------------------
    def open(self) -> None:
        """Open the window, start controllers and audio."""
        pygame.display.set_caption("Matchday")
        self.display.open()
        self.input.start_controllers()
        self.audio.start()
        self.audio.set_volume(self.settings.effects_volume)

    def quit(self) -> None:
        """Ask the loop to stop after this frame."""
        self.running = False

    def close(self) -> None:
        """Leave every scene and shut the subsystems down."""
        while self.stack.top is not None:
            self.stack.pop()
            self.stack.apply_pending()
        self.audio.quit()

    def run(self, first: Scene) -> None:
        """The real loop: measure time, pump events, advance and draw."""
        self.stack.push(first)
        self.running = True
        clock = pygame.time.Clock()
        cap, pacer = self.frame_pacing()
        last = time.perf_counter()
        while self.running:
            now = time.perf_counter()
            measured, last = now - last, now
            self.frame(pacer.step(measured), pygame.event.get())
            if measured > 0:
                self.fps = 0.9 * self.fps + 0.1 / measured if self.fps else 1.0 / measured
            if cap:
                clock.tick(cap)
        self.close()

    def frame_pacing(self) -> tuple[int, FramePacer]:
        """The rate cap for Clock.tick (0: none) and the pacer for the display as it is now.

        With VSync the flip waits for the screen, which paces the loop at its refresh rate; the cap is
        then twice that, only a guard against spinning where a driver claims VSync and does not wait (a
        cap at the refresh rate itself would sleep on top of the wait and miss every other refresh)."""
        refresh = 0
        try:
            refresh = int(pygame.display.get_current_refresh_rate())
        except (pygame.error, AttributeError):
            pass
        if self.display.vsync_on:
            hz = refresh if refresh > 0 else FPS_CAP
            return 2 * hz, FramePacer(1.0 / hz)
        return self.fps_cap, FramePacer(1.0 / (self.fps_cap or FPS_CAP))

    # -- one frame -----------------------------------------------------------
    def frame(self, dt: float, events: Iterable[pygame.event.Event] = ()) -> None:
        """One iteration: apply scene changes, route input, update, draw, present."""
        self.stack.apply_pending()
        if self._trim_heap:  # (after the changes: the game that left is no longer referenced)
            self._trim_heap = False
            # A table is a web of references (scene, match, sprites, callbacks), so it goes only when the
            # cycle collector runs: collect now, while the screen changes anyway, so the next table is not
            # built beside the old one's pictures (the bench's peak memory, docs/PERFORMANCE.md).
            gc.collect()
            release_free_heap()
        for event in events:
            if self._system_event(event):
                continue
            top = self.stack.top
            # A scene that takes typing (a name editor) sees raw keyboard events before
            # they become actions, so typing "w" types a letter instead of moving the focus.
            if top is not None and top.wants_text and top.text_event(event):
                continue
            for ie in self.input.process(event, self.display.to_logical):
                self.dispatch(ie)
        for ie in self.input.update(dt):
            self.dispatch(ie)
        self._check_lost_seats()
        self._show_cursor(self.input.last_device == "mouse")
        self.stack.apply_pending()
        top = self.stack.top
        if top is not None:
            top.tick(dt)
        self.audio.play_music(self.stack.music())
        self.audio.update()
        self._update_toasts(dt)
        self.draw()
        self.display.present()
        self.time += dt
        self.frame_count += 1

    def _show_cursor(self, visible: bool) -> None:
        """The pointer shows only while the mouse is the device in use (a TV needs no arrow)."""
        if visible != self._cursor_visible:
            self._cursor_visible = visible
            try:
                pygame.mouse.set_visible(visible)
            except pygame.error:
                pass

    def dispatch(self, event: InputEvent) -> None:
        """Give one action to the top scene."""
        top = self.stack.top
        if top is not None:
            top.handle(event)

    def draw(self) -> None:
        canvas = self.display.canvas
        for scene in self.stack.visible():
            scene.draw(canvas)
        self._draw_toasts(canvas)
        if self.settings.show_fps:
            text.blit_text(canvas, f"{self.fps:5.1f} fps", 24, theme.INK_DIM, (1900, 1060), "bottomright")

    # -- system events -------------------------------------------------------
    def _system_event(self, event: pygame.event.Event) -> bool:
        """Handle window-level events; True if the event is used up."""
        if event.type == pygame.KEYDOWN and self._key_capture is not None:
            callback, self._key_capture = self._key_capture, None
            callback(None if event.key == pygame.K_ESCAPE else pygame.key.name(event.key))
            return True
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type == pygame.KEYDOWN and (
            event.key == pygame.K_F11 or (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT)
        ):
            self.toggle_fullscreen()
            return True
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = getattr(event, "size", None) or (event.x, event.y)
            self.display.resized(tuple(size))
            if not self.display.fullscreen:
                self.settings.window_size = self.display.window_size
                self.save_settings()
        return False

    def capture_key(self, callback: Callable[[str | None], None]) -> None:
        """Send the next key press, by name, to callback (None if Escape cancels it)."""
        self._key_capture = callback

    def toggle_fullscreen(self) -> None:
        """Switch full screen / windowed and remember the choice."""
        try:
            self.settings.fullscreen = self.display.toggle_fullscreen()
        except pygame.error as exc:
            self.notify(f"Could not change the display mode: {exc}")
            return
        self.save_settings()

    def _check_lost_seats(self) -> None:
        if not self.input.lost:
            return
        if "reconnect" not in self.routes or any(s.name == "reconnect" for s in self.stack.scenes):
            return
        if any(s.uses_seats for s in self.stack.scenes):
            self.stack.push(self.scene("reconnect"))

    # -- services for scenes -------------------------------------------------
    def scene(self, route: str, *args: object, **kwargs: object) -> Scene:
        """A new scene of the named screen ("menu", "game", "rules_reader"...): see scenes.routes."""
        try:
            factory = self.routes[route]
        except KeyError:
            raise KeyError(f"no screen is called {route!r} (known: {', '.join(sorted(self.routes))})") from None
        return factory(*args, **kwargs)

    def _attach(self, scene: Scene) -> None:
        scene.app = self

    def _left(self, scene: Scene) -> None:
        if scene.uses_seats:  # a game: its table's pictures are freed with it
            self._trim_heap = True

    def notify(self, message: str) -> None:
        """Show a message for a few seconds on top of everything."""
        self.toasts.append(Toast(message))

    def sound(self, name: str) -> None:
        """Play a synthesized effect (silently nothing without a sound device)."""
        self.audio.play(name)

    def save_settings(self) -> None:
        """Write the settings file; a failure is shown, never fatal."""
        try:
            save_settings(self.paths.settings_file, self.settings)
        except OSError as exc:
            self.notify(f"Settings could not be saved: {exc.strerror or exc}")

    def apply_settings(self) -> None:
        """Push changed settings into the subsystems and save them."""
        self.audio.set_volume(self.settings.effects_volume)
        self.audio.set_music_volume(self.settings.music_volume)
        self.input.set_bindings(self.settings.key_bindings)
        self.palette = theme.palette(self.settings.colour_blind)
        if self.settings.fullscreen != self.display.fullscreen:
            try:
                self.display.toggle_fullscreen()
            except pygame.error as exc:
                self.notify(f"Could not change the display mode: {exc}")
        self.save_settings()

    def prompt_device(self, seat: int | None = None) -> str:
        """The device whose button glyphs prompts should show."""
        last = self.input.last_device
        if seat is not None and self.input.seats[seat] is not None:
            if last == "mouse" and self.input.seat_of("mouse") in (None, seat):
                return last  # the mouse acts for whoever decides (it is nobody's seat): its glyphs while in use
            return self.input.seats[seat] or last
        return last

    # -- toasts --------------------------------------------------------------
    def _update_toasts(self, dt: float) -> None:
        for t in self.toasts:
            t.left -= dt
        self.toasts = [t for t in self.toasts if t.left > 0]

    def toast_layout(self) -> list[tuple[Toast, list[str], pygame.Rect]]:
        """The messages shown now, their lines and boxes: the newest three, each message once, at the top
        (a screen whose logo is at the top left, the menu, keeps them to the right, over decoration)."""
        right = getattr(self.stack.top, "toast_anchor", "top") == "top_right"
        width, cx = (780, theme.CANVAS_W - 460) if right else (1400, theme.CANVAS_W // 2)
        shown: list[Toast] = []
        for t in reversed(self.toasts):
            if len(shown) < 3 and all(o.text != t.text for o in shown):
                shown.append(t)
        out = []
        y = 28
        for t in reversed(shown):
            lines = text.wrap(t.text, 34, width - 100)
            box = pygame.Rect(0, 0, width, 24 + 40 * len(lines))
            box.midtop = (cx, y)
            y += box.h + 12
            out.append((t, lines, box))
        return out

    def _draw_toasts(self, canvas: pygame.Surface) -> None:
        for t, lines, box in self.toast_layout():
            alpha = max(0.0, min(1.0, t.left / 0.4))
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            panel.fill((*theme.PANEL, int(235 * alpha)))
            pygame.draw.rect(panel, (*theme.GOLD, int(255 * alpha)), panel.get_rect(), 3, border_radius=14)
            canvas.blit(panel, box)
            for i, line in enumerate(lines):
                text.blit_text(canvas, line, 34, theme.INK, (box.centerx, box.y + 14 + 40 * i), "midtop")

def is_back(event: InputEvent) -> bool:
    """BACK or MENU: in menus both leave the current screen."""
    return event.action in (Action.BACK, Action.MENU)
