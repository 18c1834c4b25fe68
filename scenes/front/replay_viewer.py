"""The replay viewer: watch a saved game move by move, for every game in `engines.GAMES`.

Nothing here knows any one game. The picture is the game's own scene
(`scenes.registry.make_game_scene`) built with both seats as spectators
(`GameScene.spectator`: no bots, no human input, no result overlay, no
autosave) and driven from here with the record's positions as the Match
layer's `Review` shows them (match/review.py: the same SeatViews a live
game's table draws): stepping forward presents the next view animated
(`scene.present(view, animate=True)`), so cards deal and flip and penguins
slide exactly as in play; stepping back or jumping presents it at once. The
scene draws into an off-screen canvas
that is scaled into the top-left of the screen, so no part of any game's
table is hidden by the viewer's own controls.

What the viewer decides for the scene, so a replay says each thing once:
- **One list of moves.** The viewer's move list (`replay_moves`) is the only
  numbered list: each move in the game's own words (the engine's words as a
  spectator may read them, what its log says in play) with the notation
  beside them. The scenes leave out
  their own list while spectating: Penguin Soccer its "Moves" panel (which
  numbered full moves, two actions a row), the card tables their "Plays" log
  (the same words again, in small type once scaled). The list stays here
  rather than in the scene because it is the one that can be clicked,
  scrolled and moved through by pad, and it is drawn at full size.
- **The end says who won.** At the end of a finished record the scene is
  marked finished with the record's result (`finished`, `winner`,
  `result_text`: "Ann wins: Bo resigned"), so its own headline or status
  panel shows the result where it showed whose move it was; a game played
  out shows its own words for the end ("Ann scores!"). The side panel says
  the same at its top. An unfinished record ends on whose move it was.
- **The clocks as they stood.** A record of a game played with a chess clock
  keeps both clocks after every move (older records: the clock's log, worked
  out into the same by `match.review.old_clock_times`); each view carries the
  clock as it stood (the scene's own clock faces draw it, the seat to move
  lit), the end showing a fallen flag. A record without a clock shows none.
- **The match code whole**: on its own lines under its label, broken only
  between groups and smaller when it is long, never cut.

Card games (`CardGameScene`, the games with hidden hands) show the table as
a spectator would see it, hands face down, and the move list leaves out
notations, which may name hidden cards; "show all hands" turns on the
scene's `reveal_all` and the notations for the after-match review.

Controls, on the bar at the bottom and the move list at the right, work
with a gamepad, a keyboard or a mouse alone:
- start / step back / play-pause / step forward / end, speed (0.5x-4x) and,
  for card games, "all hands";
- the scrubber: click or drag it, or focus it and hold LEFT/RIGHT (it speeds up);
- the move list: the current move highlighted; click a row, or focus the
  list, move with UP/DOWN and confirm; the wheel scrolls it;
- shortcuts anywhere: PREV/NEXT (LB/RB, Page Up/Down) step, SKIP (X, End)
  plays or pauses, PEEK (Y) shows all hands, BACK leaves.

The picture is redrawn only while something moves (playing, an animation,
a short settling time after a change); a paused replay costs one blit a frame. The control buttons' faces are
drawn by `replay_buttons`.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, cast

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.scene import Scene
from engines import TITLES
from match.codes import match_code
from match.record import GameLog
from match.review import Review
from match.seen import result_words
from engines.common.results import result_words as score_words, shootout_of
from scenes.front.replay_buttons import draw_button_icon
from scenes.front.replay_moves import Move, MoveList
from scenes.registry import make_game_scene
from scenes.ui.overlays import match_code_lines
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
#: The side panel's text column, and the match code's largest and smallest size.
SIDE_X, SIDE_W = SIDE.x + 24, SIDE.w - 48
CODE_PX, CODE_MIN_PX = 34, 22
SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: Pause between two moves while playing at 1x (divided by the speed).
PLAY_GAP_S = 0.7
#: How long the picture keeps updating after the last change (late snaps, fading effects).
SETTLE_S = 1.2
BG = (10, 15, 30)


def seat_label(seat: dict[str, str], hints: int = 0) -> str:
    """'Computer (hard)' or 'Human' for a log's seat; a human who asked for hints is told so (scenes.play.hints:
    only the one human of a game against the computer can)."""
    if seat.get("kind") == "cpu":
        return f"Computer ({seat.get('level', 'normal')})"
    return f"Human, {hints} hint{'s' if hints != 1 else ''} used" if hints else "Human"


class ReplayViewer(Scene):
    """Watch a GameLog: play/pause, step, jump, speed, all hands, a clickable move list."""

    name = "replay_viewer"

    def __init__(self, log: GameLog, source: str = "", *, start: int = 0) -> None:
        super().__init__()
        self.log = log
        self.source = source
        #: Every position of the game, shown to any viewer (ReplayError if the record does not replay).
        self.review = Review.of_log(log, source or "replay")
        self.states = self.review.states
        self.n = self.review.n
        self.title = TITLES.get(log.game_id, log.game_id)
        self.game: Any = cast(Any, make_game_scene(self.review.setup, sync_bots=True))  # a GameScene of any game
        self.game.review = self.review
        #: A game with hidden information (hands): offers "show all hands".
        self.card_game = self.review.info.hidden_information
        self.descriptions = self.review.words(None)
        self.movers: list[int | None] = [self.review.mover(i) for i in range(self.n)]
        self._outcome: tuple[int | None, str, str] | None = None
        #: The devices holding PEEK now (one toggle of all hands per press, however many keys it took).
        self._peek_held: set[str] = set()
        try:
            self.code = match_code(log.game_id, log.seed, log.options)
        except ValueError:
            self.code = ""
        self.code_px, self.code_lines = self._fit_code()
        y = 112 + (28 + round(self.code_px * 1.15) * len(self.code_lines) + 12 if self.code else 0)
        #: Where the seats, the status (whose move, the result) and the move list start in the side panel.
        self._seats_y, self._status_y = y, y + 166
        list_y = self._status_y + 100
        self.moves = self._move_list(pygame.Rect(SIDE.x + 16, list_y, SIDE.w - 32, H - list_y - 16))
        self.index = 0
        self.playing = False
        self.speed_index = SPEEDS.index(1.0)
        self.t = 0.0
        self._wait = 0.0
        self._settle = SETTLE_S
        self._dirty = True
        self._dragging = False
        self._held_steps = 0
        #: The move list's keyboard/pad cursor (a state index).
        self.cursor = 0
        self._pic = pygame.Surface(theme.CANVAS_SIZE)
        self._scaled = pygame.Surface(PICTURE.size)
        self.group = FocusGroup(self._build(), 0, wrap=False)
        self.group.focus_key("play")
        self.group.on_move = self._focus_moved
        #: The bar button the focus comes back to from the scrubber or the move list.
        self._bar_key = "play"
        if start:
            self.jump(start)
        else:
            self._set(0)  # the scene's opening (coin toss, deal) still plays, with the clocks at the start
            self.game.seat_view = self.view_at(0)

    def _move_list(self, rect: pygame.Rect) -> MoveList:
        """The list of moves in words, seats named as the palette draws them."""
        moves = [Move(m, w, a) for m, w, a in zip(self.movers, self.descriptions, self.log.actions)]
        return MoveList(moves, (self.seat_name(0), self.seat_name(1)), rect, notes=not self.card_game)

    # ------------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self.game.app = self.app
        colours = self._palette().names
        if colours != theme.SEAT_NAMES:  # the colour-blind palette: the moves say "Orange", as drawn
            self.review.name_colours(colours)
            self.descriptions = self.review.words(None)
            self.moves = self._move_list(self.moves.rect)
            self.game.present(self.view_at(self.index))
        self.game.enter()
        if pygame.display.get_surface() is not None:
            self._pic = self._pic.convert()
            self._scaled = self._scaled.convert()

    def exit(self) -> None:
        self.game.exit()

    # ------------------------------------------------------------------ the controls
    def _build(self) -> list[Button]:
        buttons = [Button("scrubber", TRACK.inflate(0, 36), "Position", on_activate=self.toggle_play),
                   Button("moves", self.moves.rect, "Moves", on_activate=self._list_confirm)]
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
    def view_at(self, i: int) -> Any:
        """The SeatView of the position after i actions, as the picture shows it (the end with the record's
        result in the viewer's words: "Ann wins: Bo resigned")."""
        g = self.game
        view = self.review.view(i, g.viewer, open_view=g.wants_open_view)
        end = self.outcome() if i >= self.n else None
        if end is not None and view.result is not None:
            view = replace(view, result=replace(view.result, winner=end[0], words=self.scene_result()))
        return view

    def _set(self, i: int) -> None:
        """Move the viewer to the position after i actions (the picture follows with `present`)."""
        self.game.message_left = 0.0
        self.index = i
        self._wait = 0.0
        self._settle = SETTLE_S
        self._dirty = True
        self.moves.show(i)

    def step_forward(self) -> None:
        """The next move, animated as in play."""
        if self.index >= self.n:
            return
        self.game.skip()  # a move still being shown lands first
        self._set(self.index + 1)
        self.game.present(self.view_at(self.index), animate=True)

    def step_back(self) -> None:
        self.jump(self.index - 1)

    def jump(self, i: int) -> None:
        """Show the position after i actions at once."""
        i = max(0, min(self.n, i))
        self.game.skip()
        self._set(i)
        self.game.confetti = None
        self.game.present(self.view_at(i))

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
        self.moves.set_notes(self.game.reveal_all)  # notations may name hidden cards
        self.moves.show(self.index)
        self.game.skip()
        self.game.present(self.view_at(self.index))
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
            # One toggle per press of the peek keys together: both Shift keys (one per keyboard half) down at
            # once, as a finger on both or a key sender that holds Left Shift to type Right Shift does, would
            # otherwise show the hands and hide them again in the same frame. A device pressing again had
            # its release lost (the window lost the focus): a new press.
            if event.pressed:
                if self.card_game and (not self._peek_held or event.device in self._peek_held):
                    self.toggle_hands()
                    self._sound("flip")
                self._peek_held.add(event.device)
            else:
                self._peek_held.discard(event.device)
        elif a in (Action.SCROLL_UP, Action.SCROLL_DOWN):
            d = -1 if a == Action.SCROLL_UP else 1
            if event.pos is not None and self.moves.rect.collidepoint(event.pos):
                self.moves.scroll(3 * d)
                self.moves.hover = self.moves.row_at(event.pos)
            else:
                self.step_back() if d < 0 else self.step_forward()
        elif a == Action.CLICK and event.pos is not None:
            self._click(event)
        elif a == Action.RELEASE:
            self._dragging = False
        elif a == Action.POINT and event.pos is not None:
            self.moves.hover = self.moves.row_at(event.pos)
            if self._dragging:
                i = self.index_at(event.pos[0])
                if i != self.index:
                    self.jump(i)
            else:
                self.group.handle(event)
        elif focused == "moves" and a in (Action.UP, Action.DOWN):
            self.cursor = max(0, min(self.n, self.cursor + (-1 if a == Action.UP else 1)))
            self.moves.show(self.cursor)
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
        row = self.moves.row_at(pos)
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
        return self.log.seats[seat].get("name") or self._palette().names[seat]

    def outcome(self) -> tuple[int | None, str, str] | None:
        """The end of a finished record: the winner (None: a draw), who won in words ("Ann wins", or the
        game's own words when they start so: "Ann wins 6-4") and how ("Bo resigned", "Ann scores!", '' when
        the first says it all); None for a record that stops before the end."""
        if self._outcome is None:
            res, final = self.log.result, self.states[-1]
            if res is None and not final.is_terminal:
                return None
            winner = res["winner"] if res is not None else final.winner
            method = res.get("method") if res is not None else "played"
            head = "Draw" if winner is None else f"{self.seat_name(winner)} wins"
            why = self.game.with_names(res.get("reason") or "") if res is not None else ""
            if method == "time" and not why:
                why = "on time"
            elif method == "resigned" and not why and winner is not None:
                why = f"{self.seat_name(1 - winner)} resigned"
            if not why and final.is_terminal:
                why = self._end_words()
            if why.startswith(head):  # "Ann wins 6-4", "Draw, 3-3 after two halves": the game's words say both
                head, why = why, ""
            shootout = shootout_of(final) if final.is_terminal else None
            if shootout is not None and winner is not None and method == "played":
                head, why = score_words(final.scores, winner, (self.seat_name(0), self.seat_name(1)), shootout), ""
            self._outcome = (winner, head, why)
        return self._outcome

    def scene_result(self) -> str:
        """What the game scene's headline says at the end (no result screen covers it in a replay): who won
        and how, "Ann wins: Bo resigned", "Ann wins: Own goal by Red...", or "Ann wins 6-4"."""
        end = self.outcome()
        assert end is not None
        _winner, head, why = end
        return f"{head}: {why}" if why else head

    def _end_words(self) -> str:
        """The game's own words for its final position."""
        return result_words(self.review.info, self.states[-1], self.review.names)

    def result_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the end of the game says in the side panel: who won, then how (shown only at the end)."""
        end = self.outcome()
        if end is None:
            return [("Unfinished game", theme.INK_DIM), ("the record stops here", theme.INK_FAINT)]
        winner, head, why = end
        color = theme.GOLD if winner is None else self._palette().seat_light[winner]
        return [(head, color)] + ([(why, theme.INK_DIM)] if why else [])

    def _fit_code(self) -> tuple[int, list[str]]:
        """The match code's size and lines in the side panel: whole, broken between groups, smaller
        when it is long (one with options) so it takes at most three lines, if it can."""
        px = CODE_PX
        lines = match_code_lines(self.code, px, SIDE_W, lead="")
        while len(lines) > 3 and px > CODE_MIN_PX:
            px -= 2
            lines = match_code_lines(self.code, px, SIDE_W, lead="")
        return px, lines

    def _draw_side(self, surface: pygame.Surface) -> None:
        pal = self._palette()
        x, w = SIDE_X, SIDE_W
        text.blit_text(surface, text.ellipsize(self.title, 46, w, True), 46, theme.GOLD, (x, 18), "topleft", True, True)
        sub = "Replay"
        if self.source:
            sub += "  \u00b7  " + Path(self.source).stem
        text.blit_text(surface, text.ellipsize(sub, 28, w), 28, theme.INK_FAINT, (x, 74), "topleft")
        if self.code:
            text.blit_text(surface, "Match code", 28, theme.INK_FAINT, (x, 112), "topleft")
            for k, line in enumerate(self.code_lines):
                text.blit_text(surface, line, self.code_px, theme.INK, (x, 140 + round(self.code_px * 1.15) * k),
                               "topleft", True)
        y = self._seats_y
        for s in (0, 1):
            pygame.draw.circle(surface, pal.seat[s], (x + 12, y + 22), 11)
            text.blit_text(surface, text.ellipsize(self.seat_name(s), 36, w - 34, True), 36, pal.seat_light[s],
                           (x + 34, y), "topleft", True)
            text.blit_text(surface, seat_label(self.log.seats[s], len(self.log.hints)), 28, theme.INK_DIM,
                           (x + 34, y + 42), "topleft")
            y += 80
        box = pygame.Rect(SIDE.x + 16, self._status_y, SIDE.w - 32, 88)
        if self.index >= self.n:
            lines = self.result_lines()
            box.h = 16 + 34 * len(lines)
            panel(surface, box, (40, 34, 18), theme.GOLD, radius=12)
            for k, (line, color) in enumerate(lines):
                size = 30 if k == 0 else 28
                text.blit_fit(surface, line, size, color, (box.x + 12, box.y + 8 + 34 * k), box.w - 24, "topleft",
                              k == 0)
        else:
            mover = self.movers[self.index]
            if mover is not None:
                words = f"{self.seat_name(mover)} to move"
                text.blit_text(surface, text.ellipsize(words, 30, w), 30, pal.seat_light[mover],
                               (x, self._status_y + 12), "topleft")
        focused = self.group.focused is not None and self.group.focused.key == "moves"
        self.moves.draw(surface, self.index, pal, cursor=self.cursor if focused else None, t=self.t)

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
