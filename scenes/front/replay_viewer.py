"""The replay viewer: watch a saved game move by move, for every game in `engines.GAMES`.

Nothing here knows any one game. The picture is the game's own scene
(`scenes.registry.make_game_scene`) built with both seats as spectators
(`GameScene.spectator`: no bots, no clock, no human input, no result
overlay, no autosave) and driven from here: stepping forward sets the
scene's state to the next one and calls `scene.animate(old, new)`, so cards
deal and flip and penguins slide exactly as in play; stepping back or jumping
sets the state and calls `scene.reset_view()`. The scene draws into an
off-screen canvas that is scaled into the top-left of the screen, so no part
of any game's table is hidden by the viewer's own controls.

Card games (`CardGameScene`, the games with hidden hands) show the table as
a spectator would see it, hands face down; "show all hands" turns on the
scene's `reveal_all` for the after-match review.

Controls, on the bar at the bottom and the move list at the right, work
with a gamepad, a keyboard or a mouse alone:
- start / step back / play-pause / step forward / end, speed (0.5x-4x) and,
  for card games, "all hands";
- the scrubber: click or drag it, or focus it and hold LEFT/RIGHT (it speeds up);
- the move list: every action's notation, numbered, the current one
  highlighted; click a row, or focus the list, move with UP/DOWN and confirm;
  the wheel scrolls it;
- shortcuts anywhere: PREV/NEXT (LB/RB, Page Up/Down) step, SKIP (X, End)
  plays or pauses, PEEK (Y) shows all hands, BACK leaves.

The picture is redrawn only while something moves (playing, an animation,
a short settling time after a change); a paused replay costs one blit a frame. The control buttons' faces are
drawn by `replay_buttons`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.replay import GameLog, match_code, replay
from core.scene import Scene
from engines import TITLES
from core.match import GameSetup, SeatSpec
from scenes.front.replay_buttons import draw_button_icon
from scenes.registry import make_game_scene
from sprites.ui.widgets import Button, FocusGroup, focus_ring, panel

W, H = theme.CANVAS_SIZE
#: The game's picture: the whole 1920x1080 table scaled by 0.8 into the top-left corner.
PICTURE = pygame.Rect(0, 0, 1536, 864)
SIDE = pygame.Rect(PICTURE.right, 0, W - PICTURE.right, H)
BAND = pygame.Rect(0, PICTURE.bottom, PICTURE.w, H - PICTURE.bottom)
TRACK = pygame.Rect(56, PICTURE.bottom + 22, PICTURE.w - 112, 16)
#: Where a click or drag counts as on the scrubber (bigger than the thin track).
TRACK_HIT = TRACK.inflate(40, 40)
BUTTON_Y, BUTTON_H = PICTURE.bottom + 64, 76
LIST_RECT = pygame.Rect(SIDE.x + 16, 418, SIDE.w - 32, H - 418 - 16)
LIST_TOP_PAD = 62
ROW_H = 44
SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: Pause between two moves while playing at 1x (divided by the speed).
PLAY_GAP_S = 0.7
#: How long the picture keeps updating after the last change (late snaps, fading effects).
SETTLE_S = 1.2
BG = (10, 15, 30)


def seat_label(seat: dict[str, str]) -> str:
    """'Computer (hard)' or 'Human' for a log's seat."""
    return f"Computer ({seat.get('level', 'normal')})" if seat.get("kind") == "cpu" else "Human"


class ReplayViewer(Scene):
    """Watch a GameLog: play/pause, step, jump, speed, all hands, a clickable move list."""

    name = "replay_viewer"

    def __init__(self, log: GameLog, source: str = "", *, start: int = 0) -> None:
        super().__init__()
        self.log = log
        self.source = source
        #: Every state of the game: states[i] is the position after i actions.
        self.states: list[Any] = replay(log, source or "replay")
        self.n = len(log.actions)
        self.title = TITLES.get(log.game_id, log.game_id)
        seats = tuple(SeatSpec("spectator", s.get("level", "normal"), None, s.get("name", "")) for s in log.seats)
        setup = GameSetup(log.game_id, log.seed, (seats[0], seats[1]), None, dict(log.options))
        self.game: Any = cast(Any, make_game_scene(setup, sync_bots=True))  # a GameScene of any game
        from scenes.cards.base import CardGameScene

        #: A game with hidden information (hands): offers "show all hands".
        self.card_game = isinstance(self.game, CardGameScene)
        self.descriptions = [self.game.describe(self.states[i], a, self.states[i + 1])
                             for i, a in enumerate(log.actions)]
        self.movers: list[int | None] = [self.states[i].current_player for i in range(self.n)]
        try:
            self.code = match_code(log.game_id, log.seed, log.options)
        except ValueError:
            self.code = ""
        self.index = 0
        self.playing = False
        self.speed_index = SPEEDS.index(1.0)
        self.t = 0.0
        self._wait = 0.0
        self._settle = SETTLE_S
        self._dirty = True
        self._dragging = False
        self._held_steps = 0
        #: The move list: its first visible row and the keyboard/pad cursor (a state index).
        self.list_top = 0
        self.cursor = 0
        self._hover_row: int | None = None
        self._pic = pygame.Surface(theme.CANVAS_SIZE)
        self._scaled = pygame.Surface(PICTURE.size)
        self.group = FocusGroup(self._build(), 0, wrap=False)
        self.group.focus_key("play")
        self.group.on_move = self._focus_moved
        #: The bar button the focus comes back to from the scrubber or the move list.
        self._bar_key = "play"
        if start:
            self.jump(start)

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self.game.app = self.app
        self.game.enter()
        if pygame.display.get_surface() is not None:
            self._pic = self._pic.convert()
            self._scaled = self._scaled.convert()

    def exit(self) -> None:
        self.game.exit()

    # ------------------------------------------------------------------ the controls
    def _build(self) -> list[Button]:
        buttons = [Button("scrubber", TRACK.inflate(0, 36), "Position", on_activate=self.toggle_play),
                   Button("moves", LIST_RECT, "Moves", on_activate=self._list_confirm)]
        x = TRACK.x
        row = [("start", 84, "Start", lambda: self.jump(0)), ("back", 84, "Step back", self.step_back),
               ("play", 108, "Play", self.toggle_play), ("forward", 84, "Step forward", self.step_forward),
               ("end", 84, "End", lambda: self.jump(self.n))]
        for key, w, label, fn in row:
            buttons.append(Button(key, pygame.Rect(x, BUTTON_Y, w, BUTTON_H), label, on_activate=fn))
            x += w + 14
        x += 18
        buttons.append(Button("speed", pygame.Rect(x, BUTTON_Y, 196, BUTTON_H), "Speed",
                              on_activate=lambda: self.change_speed(1, wrap=True)))
        x += 196 + 14
        if self.card_game:
            buttons.append(Button("hands", pygame.Rect(x, BUTTON_Y, 300, BUTTON_H), "All hands",
                                  on_activate=self.toggle_hands))
        return buttons

    def _focus_moved(self) -> None:
        key = self.group.focused.key if self.group.focused is not None else ""
        if key == "moves":
            self.cursor = self.index
        elif key != "scrubber":
            self._bar_key = key
        self._sound("click")

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    @property
    def revealed(self) -> bool:
        return bool(getattr(self.game, "reveal_all", False))

    def _sound(self, name: str) -> None:
        if self.app is not None:
            self.app.sound(name)

    # ------------------------------------------------------------------ moving through the game
    def _set(self, i: int) -> None:
        """Make the game scene's record match the position after i actions (no drawing change)."""
        g = self.game
        g.state = self.states[i]
        g.history = list(self.states[:i + 1])
        g.actions = list(self.log.actions[:i])
        g.log = list(self.descriptions[:i])
        g.message_left = 0.0
        self.index = i
        self._wait = 0.0
        self._settle = SETTLE_S
        self._dirty = True
        self._show_row(i)

    def step_forward(self) -> None:
        """The next move, animated as in play."""
        if self.index >= self.n:
            return
        self.game.skip()  # a move still being shown lands first
        old, new = self.states[self.index], self.states[self.index + 1]
        self._set(self.index + 1)
        self.game.animate(old, new)

    def step_back(self) -> None:
        self.jump(self.index - 1)

    def jump(self, i: int) -> None:
        """Show the position after i actions at once."""
        i = max(0, min(self.n, i))
        self.game.skip()
        self._set(i)
        self.game.confetti = None
        self.game.reset_view()

    def toggle_play(self) -> None:
        if self.playing:
            self.playing = False
            return
        if self.index >= self.n:
            self.jump(0)  # play again from the start
        self.playing = True
        self._wait = PLAY_GAP_S  # the first move comes at once

    def change_speed(self, d: int, wrap: bool = False) -> None:
        i = self.speed_index + d
        self.speed_index = i % len(SPEEDS) if wrap else max(0, min(len(SPEEDS) - 1, i))
        self.game.speed = self.speed

    def toggle_hands(self) -> None:
        if not self.card_game:
            return
        self.game.reveal_all = not self.game.reveal_all
        self.game.skip()
        self.game.reset_view()
        self._settle = SETTLE_S
        self._dirty = True

    def scrub(self, d: int, repeat: bool = False) -> None:
        """LEFT/RIGHT on the scrubber: one move (forward animated); held, it jumps faster and faster."""
        self._held_steps = self._held_steps + 1 if repeat else 0
        if not repeat:
            self.step_forward() if d > 0 else self.step_back()
        else:
            self.jump(self.index + d * (1 + self._held_steps // 8))

    def index_at(self, x: float) -> int:
        """The position the scrubber means at screen x."""
        if self.n == 0:
            return 0
        f = (x - TRACK.x) / max(1, TRACK.w)
        return max(0, min(self.n, round(f * self.n)))

    # ------------------------------------------------------------------ the move list
    @property
    def list_rows(self) -> int:
        return max(1, (LIST_RECT.h - LIST_TOP_PAD - 10) // ROW_H)

    def row_rect(self, i: int) -> pygame.Rect:
        """The rectangle of row i (state index i: 0 is the start) at the current scroll."""
        return pygame.Rect(LIST_RECT.x + 10, LIST_RECT.y + LIST_TOP_PAD + (i - self.list_top) * ROW_H,
                           LIST_RECT.w - 20, ROW_H - 4)

    def row_at(self, pos: tuple[float, float]) -> int | None:
        if not LIST_RECT.collidepoint(pos):
            return None
        k = int((pos[1] - LIST_RECT.y - LIST_TOP_PAD) // ROW_H)
        if pos[1] < LIST_RECT.y + LIST_TOP_PAD or k >= self.list_rows:
            return None
        i = self.list_top + k
        return i if 0 <= i <= self.n else None

    def _show_row(self, i: int) -> None:
        """Scroll the move list so row i is in view (a few rows of context when possible)."""
        rows = self.list_rows
        margin = 2 if rows > 6 else 0
        if i < self.list_top + margin:
            self.list_top = i - margin
        elif i > self.list_top + rows - 1 - margin:
            self.list_top = i - rows + 1 + margin
        self._clamp_list()

    def _clamp_list(self) -> None:
        self.list_top = max(0, min(self.list_top, self.n + 1 - self.list_rows))

    def _list_confirm(self) -> None:
        self.jump(self.cursor)
        self._sound("confirm")

    # ------------------------------------------------------------------ input
    def handle(self, event: InputEvent) -> None:
        a = event.action
        focused = self.group.focused.key if self.group.focused is not None else ""
        if a in (Action.BACK, Action.MENU):
            self.leave()
        elif a == Action.PREV:
            self.step_back()
        elif a == Action.NEXT:
            self.step_forward()
        elif a == Action.SKIP:
            self.toggle_play()
            self._sound("click")
        elif a == Action.PEEK:
            if event.pressed and self.card_game:
                self.toggle_hands()
                self._sound("flip")
        elif a in (Action.SCROLL_UP, Action.SCROLL_DOWN):
            d = -1 if a == Action.SCROLL_UP else 1
            if event.pos is not None and LIST_RECT.collidepoint(event.pos):
                self.list_top += 3 * d
                self._clamp_list()
                self._hover_row = self.row_at(event.pos)
            else:
                self.step_back() if d < 0 else self.step_forward()
        elif a == Action.CLICK and event.pos is not None:
            self._click(event)
        elif a == Action.RELEASE:
            self._dragging = False
        elif a == Action.POINT and event.pos is not None:
            self._hover_row = self.row_at(event.pos)
            if self._dragging:
                i = self.index_at(event.pos[0])
                if i != self.index:
                    self.jump(i)
            else:
                self.group.handle(event)
        elif focused == "moves" and a in (Action.UP, Action.DOWN):
            self.cursor = max(0, min(self.n, self.cursor + (-1 if a == Action.UP else 1)))
            self._show_row(self.cursor)
            self._sound("click")
        elif focused == "scrubber" and a in (Action.LEFT, Action.RIGHT):
            self.scrub(-1 if a == Action.LEFT else 1, event.repeat)
        elif a in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
            self._navigate(focused, a)
        else:
            if a == Action.CONFIRM and focused not in ("scrubber", "moves"):
                self._sound("confirm")
            self.group.handle(event)

    def _navigate(self, focused: str, a: Action) -> None:
        """Directions between the three areas: the scrubber above the bar, the move list right of it."""
        bar = [b.key for b in self.group.buttons if b.key not in ("scrubber", "moves")]
        target = None
        if focused in bar:
            self._bar_key = focused
            i = bar.index(focused)
            if a == Action.UP:
                target = "scrubber"
            elif a == Action.LEFT and i > 0:
                target = bar[i - 1]
            elif a == Action.RIGHT:
                target = bar[i + 1] if i + 1 < len(bar) else "moves"
        elif focused == "scrubber" and a == Action.DOWN:
            target = self._bar_key
        elif focused == "moves" and a == Action.LEFT:
            target = self._bar_key
        if target is not None:
            self.group.focus_key(target)
            self._focus_moved()

    def _click(self, event: InputEvent) -> None:
        pos = event.pos
        assert pos is not None
        if TRACK_HIT.collidepoint(pos):
            self.group.focus_key("scrubber")
            self._dragging = True
            self.jump(self.index_at(pos[0]))
            return
        row = self.row_at(pos)
        if row is not None:
            self.group.focus_key("moves")
            self.cursor = row
            self.jump(row)
            self._sound("click")
            return
        hit = self.group.hit(pos)
        if hit is not None and self.group.buttons[hit].key not in ("scrubber", "moves"):
            self._sound("confirm")
            self.group.handle(event)

    def leave(self) -> None:
        """Back to where the viewer was opened from (the main menu when it was the first scene)."""
        if self.app is None:
            return
        self._sound("back")
        if len(self.app.stack) <= 1:
            self.app.stack.reset(self.app.scene("menu"))
        else:
            self.app.stack.pop(self)

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        self.t += dt
        g = self.game
        if g.animating or g.tweens.busy:
            self._settle = SETTLE_S
        live = self.playing or self._settle > 0 or g.confetti is not None or g.message_left > 0
        if live:
            g.speed = self.speed
            g.tick(dt)
            self._dirty = True
            self._settle = max(0.0, self._settle - dt)
        if self.playing:
            if self.index >= self.n:
                self.playing = False
            elif not g.animating:
                self._wait += dt
                if self._wait >= PLAY_GAP_S / self.speed:
                    self.step_forward()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self._dirty:
            self.game.draw(self._pic)
            # While things move, the fast scale keeps frames short (0.6 ms against 2.9 ms for
            # smoothscale at 1080p); once the picture settles it is redrawn smooth and kept.
            moving = self.game.animating or self.game.tweens.busy or self._settle > 0
            scale = pygame.transform.scale if moving else pygame.transform.smoothscale
            scale(self._pic, PICTURE.size, self._scaled)
            self._dirty = moving
        surface.blit(self._scaled, PICTURE)
        surface.fill(BG, SIDE)
        surface.fill(BG, BAND)
        pygame.draw.line(surface, theme.PANEL_EDGE, (SIDE.x, 0), (SIDE.x, H), 3)
        pygame.draw.line(surface, theme.PANEL_EDGE, (0, BAND.y), (SIDE.x, BAND.y), 3)
        self._draw_side(surface)
        self._draw_band(surface)

    def _palette(self) -> theme.Palette:
        return self.app.palette if self.app is not None else theme.STANDARD

    def seat_name(self, seat: int) -> str:
        return self.log.seats[seat].get("name") or theme.SEAT_NAMES[seat]

    def result_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the end of the game says: who won, then how (shown only at the end)."""
        pal = self._palette()
        res = self.log.result
        final = self.states[-1]
        if res is not None:
            winner = res["winner"]
            head = "Draw" if winner is None else f"{self.seat_name(winner)} wins"
            scores = res.get("scores")
            if scores and any(scores):
                head += f" {scores[0]}-{scores[1]}"
            why = self.game.with_names(res.get("reason") or "")
            if res.get("method") == "time" and not why:
                why = "on time"
            elif res.get("method") == "resigned" and not why and winner is not None:
                why = f"{self.seat_name(1 - winner)} resigned"
            if not why and final.is_terminal:
                why = self.game.with_names(self.game.end_reason())
            if why.rstrip("!.") == head:
                why = ""
            color = theme.GOLD if winner is None else pal.seat_light[winner]
            return [(head, color)] + ([(why, theme.INK_DIM)] if why else [])
        if final.is_terminal:
            winner = final.winner
            head = "Draw" if winner is None else f"{self.seat_name(winner)} wins"
            color = theme.GOLD if winner is None else pal.seat_light[winner]
            why = self.game.with_names(self.game.end_reason())
            return [(head, color)] + ([(why, theme.INK_DIM)] if why.rstrip("!.") != head else [])
        return [("Unfinished game", theme.INK_DIM), ("the record stops here", theme.INK_FAINT)]

    def _draw_side(self, surface: pygame.Surface) -> None:
        pal = self._palette()
        x, w = SIDE.x + 24, SIDE.w - 48
        text.blit_text(surface, text.ellipsize(self.title, 46, w, True), 46, theme.GOLD, (x, 18), "topleft", True, True)
        sub = "Replay"
        if self.source:
            sub += "  \u00b7  " + Path(self.source).stem
        text.blit_text(surface, text.ellipsize(sub, 26, w), 26, theme.INK_FAINT, (x, 74), "topleft")
        if self.code:
            r = text.blit_text(surface, "Match code", 24, theme.INK_FAINT, (x, 128), "bottomleft")
            text.blit_text(surface, text.ellipsize(self.code, 30, w - r.w - 14, True), 30, theme.INK, (r.right + 14, 130),
                           "bottomleft", True)
        y = 146
        for s in (0, 1):
            pygame.draw.circle(surface, pal.seat[s], (x + 12, y + 22), 11)
            text.blit_text(surface, text.ellipsize(self.seat_name(s), 36, w - 34, True), 36, pal.seat_light[s],
                           (x + 34, y), "topleft", True)
            text.blit_text(surface, seat_label(self.log.seats[s]), 26, theme.INK_DIM, (x + 34, y + 42), "topleft")
            y += 80
        box = pygame.Rect(SIDE.x + 16, 318, SIDE.w - 32, 88)
        if self.index >= self.n:
            lines = self.result_lines()
            box.h = 16 + 34 * len(lines)
            panel(surface, box, (40, 34, 18), theme.GOLD, radius=12)
            for k, (line, color) in enumerate(lines):
                text.blit_text(surface, text.ellipsize(line, 30 if k == 0 else 26, box.w - 24, k == 0), 30 if k == 0 else 26,
                               color, (box.x + 12, box.y + 8 + 34 * k), "topleft", k == 0)
        else:
            mover = self.movers[self.index]
            if mover is not None:
                words = f"{self.seat_name(mover)} to move"
                text.blit_text(surface, text.ellipsize(words, 30, w), 30, pal.seat_light[mover], (x, 330), "topleft")
        self._draw_list(surface, pal)

    def _draw_list(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        focused = self.group.focused is not None and self.group.focused.key == "moves"
        panel(surface, LIST_RECT, (18, 28, 52), theme.FOCUS if focused else theme.PANEL_EDGE, radius=16)
        text.blit_text(surface, "Moves", 34, theme.INK, (LIST_RECT.x + 18, LIST_RECT.y + 12), "topleft", True)
        text.blit_text(surface, f"{self.index} / {self.n}", 28, theme.INK_DIM,
                       (LIST_RECT.right - 18, LIST_RECT.y + 16), "topright")
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(LIST_RECT.x, LIST_RECT.y + LIST_TOP_PAD - 4, LIST_RECT.w,
                                     LIST_RECT.h - LIST_TOP_PAD))
        for i in range(self.list_top, min(self.n, self.list_top + self.list_rows - 1) + 1):
            r = self.row_rect(i)
            current = i == self.index
            if current:
                pygame.draw.rect(surface, theme.GOLD, r, border_radius=8)
            elif i == self._hover_row:
                pygame.draw.rect(surface, theme.PANEL, r, border_radius=8)
            ink = theme.NIGHT if current else theme.INK
            if i == 0:
                text.blit_text(surface, "Start", 28, ink if current else theme.INK_DIM, (r.x + 14, r.centery),
                               "midleft", current)
            else:
                mover = self.movers[i - 1]
                text.blit_text(surface, f"{i}.", 26, theme.NIGHT if current else theme.INK_FAINT,
                               (r.x + 62, r.centery), "midright")
                if mover is not None:
                    pygame.draw.circle(surface, pal.seat[mover], (r.x + 80, r.centery), 8)
                note, size = text.fit_text(self.log.actions[i - 1], 28, r.w - 110, current, min_size=22)
                text.blit_text(surface, note, size, ink if current or mover is None else pal.seat_light[mover],
                               (r.x + 98, r.centery), "midleft", current)
            if focused and i == self.cursor:
                pygame.draw.rect(surface, theme.FOCUS, r.inflate(4, 2), 4, border_radius=10)
        surface.set_clip(clip)
        if self.n + 1 > self.list_rows:  # a scroll bar
            track = pygame.Rect(LIST_RECT.right - 8, LIST_RECT.y + LIST_TOP_PAD, 4, self.list_rows * ROW_H)
            pygame.draw.rect(surface, theme.PANEL, track, border_radius=2)
            h = max(24, track.h * self.list_rows // (self.n + 1))
            y = track.y + (track.h - h) * self.list_top // max(1, self.n + 1 - self.list_rows)
            pygame.draw.rect(surface, theme.INK_DIM, pygame.Rect(track.x, y, 4, h), border_radius=2)
        if focused:
            focus_ring(surface, LIST_RECT, self.t, radius=16)

    def _draw_band(self, surface: pygame.Surface) -> None:
        focus = self.group.focused.key if self.group.focused is not None else ""
        # the scrubber
        pygame.draw.rect(surface, theme.PANEL, TRACK, border_radius=8)
        frac = self.index / self.n if self.n else 1.0
        done = TRACK.copy()
        done.w = max(TRACK.h, round(TRACK.w * frac))
        pygame.draw.rect(surface, theme.GOLD, done, border_radius=8)
        kx = TRACK.x + round(TRACK.w * frac)
        pygame.draw.circle(surface, theme.NIGHT, (kx, TRACK.centery), 20)
        pygame.draw.circle(surface, theme.GOLD if focus != "scrubber" else theme.FOCUS, (kx, TRACK.centery), 16)
        if focus == "scrubber":
            focus_ring(surface, TRACK.inflate(28, 28), self.t, radius=18)
        # the buttons
        for b in self.group.buttons:
            if b.key in ("scrubber", "moves"):
                continue
            on = b.key == focus
            fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.5) if on else theme.PANEL
            active = (b.key == "hands" and self.revealed) or (b.key == "play" and self.playing)
            panel(surface, b.rect, fill, theme.GOLD if active else (theme.FOCUS if on else theme.PANEL_EDGE),
                  radius=14)
            draw_button_icon(self, surface, b)
            if on:
                focus_ring(surface, b.rect, self.t, radius=14)
        # the counter
        words = f"Move {self.index} of {self.n}"
        text.blit_text(surface, words, 34, theme.INK, (TRACK.right, BUTTON_Y + BUTTON_H // 2), "midright", True)
        self._draw_prompts(surface)

    def _draw_prompts(self, surface: pygame.Surface) -> None:
        from scenes.ui.base import draw_prompt_bar

        kind = "keyboard"
        if self.app is not None:
            kind = self.app.input.device_kind(self.app.prompt_device())
        if kind == "mouse":
            items = [(Action.CLICK, "Select, drag the bar, pick a move"), (Action.BACK, "Leave")]
        else:
            focus = self.group.focused.key if self.group.focused is not None else ""
            items = [(Action.CONFIRM, "Jump here" if focus == "moves" else "Select")]
            items += [(Action.PREV, ""), (Action.NEXT, "Step"), (Action.SKIP, "Pause" if self.playing else "Play")]
            if self.card_game:
                items.append((Action.PEEK, "All hands"))
            items.append((Action.BACK, "Leave"))
        draw_prompt_bar(self, surface, items, pos=(BAND.centerx, H - 14))
