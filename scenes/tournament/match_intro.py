"""Before a tournament game: who plays whom, and each human takes a device.

The screen shows the round, the game, the time control and the two entrants
in their seat colours. A computer entrant is ready at once; each human
entrant binds a device by pressing its confirm button ("Ann, press A / Enter
on your controller or keyboard"). As in the lobby, a device takes one seat:
two people on one keyboard use its two key sets (arrows + Enter, WASD +
Space), and the mouse joins by clicking a seat. BACK on a seated device frees
that seat again; BACK on any other device returns to the tournament. When
every seat is ready the game starts by itself a moment later (or at once on
a seated player's confirm), replacing this screen, so the game's result
leads straight back to the tournament.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.scene import Scene
from engines import TITLES
from scenes.ui.base import backdrop, draw_prompt_bar
from scenes.ui.clock_choice import control_words
from match.setup import GameSetup
from sprites.ui import glyphs
from sprites.ui.widgets import panel

#: Seconds between the last seat getting ready and the kick-off.
KICKOFF_DELAY_S = 1.2
PANEL_W, PANEL_H, PANEL_TOP = 760, 440, 330


class MatchIntro(Scene):
    """Seat binding for one tournament game; `make` builds the game scene from the final setup."""

    name = "match_intro"

    def __init__(self, setup: GameSetup, heading: str, make: Callable[[GameSetup], Scene],
                 note: str = "") -> None:
        super().__init__()
        self.setup = setup
        self.heading = heading
        self.note = note
        self.make = make
        self.t = 0.0
        self.ready_for = 0.0  # seconds every seat has been ready
        self.started = False

    # -- seats -------------------------------------------------------------------
    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].kind == "human"

    def device(self, seat: int) -> str | None:
        return self.app.input.seats[seat] if self.app is not None else None

    def ready(self, seat: int) -> bool:
        return not self.is_human(seat) or self.device(seat) is not None

    @property
    def all_ready(self) -> bool:
        return self.ready(0) and self.ready(1)

    def name_of(self, seat: int) -> str:
        pal = self.app.palette if self.app is not None else theme.STANDARD
        return self.setup.seats[seat].name or pal.names[seat]

    def enter(self) -> None:
        if self.app is not None:
            self.app.input.release_all()  # nobody is seated until they press

    def bind(self, device: str, seat: int | None = None) -> None:
        """Seat a device: in the seat given, else the first human seat still waiting."""
        assert self.app is not None
        if self.app.input.seat_of(device) is not None:
            return  # one seat per device, as in the lobby
        waiting = [s for s in (0, 1) if self.is_human(s) and self.device(s) is None]
        if seat is None:
            if not waiting:
                return
            seat = waiting[0]
        elif seat not in waiting:
            return
        self.app.input.claim(device, seat)
        self.app.sound("confirm")
        self.ready_for = 0.0

    def handle(self, event: InputEvent) -> None:
        if self.app is None or self.started:
            return
        seated = self.app.input.seat_of(event.device)
        a = event.action
        if a == Action.CONFIRM:
            if seated is None and event.device != "mouse":
                self.bind(event.device)
            elif self.all_ready:
                self.start()
            return
        if a == Action.CLICK and event.pos is not None:
            for s in (0, 1):
                if self.seat_rect(s).collidepoint(event.pos) and self.is_human(s) and self.device(s) is None:
                    self.bind("mouse", s)
                    return
            if self.all_ready and seated is not None:
                self.start()
            return
        if a in (Action.BACK, Action.MENU):
            if seated is not None and a == Action.BACK:
                self.app.input.release_seat(seated)
                self.app.sound("back")
                return
            self.cancel()

    def cancel(self) -> None:
        """Back to the tournament; nobody stays seated."""
        if self.app is None:
            return
        self.app.input.release_all()
        self.app.sound("back")
        self.app.stack.pop(self)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.app is None or self.started:
            return
        for s in (0, 1):  # a controller unplugged before kick-off frees its seat
            dev = self.device(s)
            if dev is not None and dev not in self.app.input.devices:
                self.app.input.release_seat(s)
        if self.all_ready:
            self.ready_for += dt
            if self.ready_for >= KICKOFF_DELAY_S:
                self.start()
        else:
            self.ready_for = 0.0

    def start(self) -> None:
        """Replace this screen by the game, with each human's device in the setup."""
        if self.app is None or self.started or not self.all_ready:
            return
        self.started = True
        seats = tuple(replace(spec, device=self.device(s) if spec.kind == "human" else None)
                      for s, spec in enumerate(self.setup.seats))
        for s in (0, 1):
            if not self.is_human(s) and self.device(s) is not None:
                self.app.input.release_seat(s)
        scene = self.make(replace(self.setup, seats=(seats[0], seats[1])))
        self.app.stack.replace(scene)

    # -- drawing -------------------------------------------------------------------
    def seat_rect(self, seat: int) -> pygame.Rect:
        rect = pygame.Rect(0, PANEL_TOP, PANEL_W, PANEL_H)
        rect.centerx = theme.CANVAS_W // 2 + (-1 if seat == 0 else 1) * (PANEL_W // 2 + 70)
        return rect

    def clock_words(self) -> str:
        if not self.setup.clock:
            return "No chess clock"
        return f"Chess clock: {control_words(self.setup.clock)}"

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(), (0, 0))
        cx = theme.CANVAS_W // 2
        text.blit_text(surface, self.heading, 52, theme.GOLD, (cx, 40), "midtop", True, True)
        title = TITLES.get(self.setup.game_id, self.setup.game_id)
        text.blit_text(surface, title, 104, theme.INK, (cx, 100), "midtop", text.DISPLAY, True)
        sub = self.clock_words() + (f"   -   {self.note}" if self.note else "")
        text.blit_text(surface, sub, 42, theme.INK_DIM, (cx, 218), "midtop")
        pal = self.app.palette if self.app is not None else theme.STANDARD
        for seat in (0, 1):
            self.draw_seat(surface, seat, pal)
        text.blit_text(surface, "v", 96, theme.INK_DIM, (cx, PANEL_TOP + PANEL_H // 2), "center", text.DISPLAY, True)
        if self.all_ready:
            pulse = 0.5 + 0.5 * abs(((self.t * 1.5) % 2) - 1)
            text.blit_text(surface, "Kick-off!", 80, theme.mix(theme.GOLD, theme.INK, pulse),
                           (cx, PANEL_TOP + PANEL_H + 50), "midtop", True, True)
        prompts = [(Action.CONFIRM, "Take a seat" if not self.all_ready else "Start"), (Action.BACK, "Back")]
        draw_prompt_bar(self, surface, prompts)

    def draw_seat(self, surface: pygame.Surface, seat: int, pal: theme.Palette) -> None:
        rect = self.seat_rect(seat)
        ready = self.ready(seat)
        edge = pal.seat[seat] if not ready else theme.mix(pal.seat[seat], theme.INK, 0.35)
        panel(surface, rect, theme.mix(theme.NIGHT_2, pal.seat[seat], 0.28), edge, radius=28, width=6)
        text.blit_text(surface, pal.names[seat], 40, pal.seat_light[seat], (rect.centerx, rect.y + 24),
                       "midtop", True)
        name = self.name_of(seat)
        size = 84
        while size > 48 and text.font(size, True).size(name)[0] > rect.w - 50:
            size -= 6
        text.blit_text(surface, name, size, theme.INK, (rect.centerx, rect.y + 84), "midtop", True, True)
        spec = self.setup.seats[seat]
        if spec.kind != "human":
            text.blit_text(surface, f"Computer - {spec.level}", 44, theme.INK_DIM, (rect.centerx, rect.y + 200),
                           "midtop")
            text.blit_text(surface, "ready", 52, theme.OK, (rect.centerx, rect.y + 300), "midtop", True)
            return
        dev = self.device(seat)
        if dev is not None:
            who = self.app.input.device_name(dev) if self.app is not None else dev
            text.blit_text(surface, who, 44, theme.INK_DIM, (rect.centerx, rect.y + 200), "midtop")
            text.blit_text(surface, "ready", 52, theme.OK, (rect.centerx, rect.y + 300), "midtop", True)
            return
        self.draw_join_hint(surface, rect, name)

    def draw_join_hint(self, surface: pygame.Surface, rect: pygame.Rect, name: str) -> None:
        """'<name>, press (A) [Enter] [Space]' with the confirm glyphs of the free devices."""
        def free(dev: str) -> bool:
            return self.app is None or self.app.input.seat_of(dev) is None

        kinds: list[tuple[str, str]] = []
        if self.app is not None:
            for d in self.app.input.connected_pads():
                if free(d.id) and (d.kind, "kb1") not in kinds:
                    kinds.append((d.kind, "kb1"))
        for kb in ("kb1", "kb2"):
            if free(kb):
                kinds.append(("keyboard", kb))
        overrides = self.app.settings.key_bindings if self.app is not None else None
        gl = [glyphs.glyph(k, Action.CONFIRM, 56, s, overrides) for k, s in kinds]
        pulse = 0.5 + 0.5 * abs(((self.t * 1.2) % 2) - 1)
        color = theme.mix(theme.INK_DIM, theme.INK, pulse)
        text.blit_text(surface, f"{name}, press", 44, color, (rect.centerx, rect.y + 196), "midtop", True)
        width = sum(g.get_width() for g in gl) + 16 * (len(gl) - 1)
        x = rect.centerx - width // 2
        for g in gl:
            surface.blit(g, (x, rect.y + 258))
            x += g.get_width() + 16
        text.blit_text(surface, "on your controller or keyboard", 36, theme.INK_DIM, (rect.centerx, rect.y + 334),
                       "midtop")
        text.blit_text(surface, "(or click here)", 32, theme.INK_FAINT, (rect.centerx, rect.y + 380), "midtop")
