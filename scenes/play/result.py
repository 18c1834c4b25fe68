"""The result screen over a finished game: the outcome for the room, the score, the figures; what next.

Pushed by `GameScene` once the game has ended, the table has come to rest and the celebration has landed
(`RESULT_AFTER_S` of stillness, longer while confetti flies: GameScene._show_result_when_still).

What it says: a headline from the point of view of the one person playing the computer ("You win!",
"You lose", "Draw"), or the winner's name when two people (or two computers) played ("Ann wins!"); the
seats' names either side of the score (sets in G.O.A.L.: `GameScene.final_score`); the game's own words
for how it ended; the figures (moves played, each seat's time spent deciding on the chess clock, hints
used when hints were offered); the match code.

A stray press never starts a new game. Console games guard their result screens the same two ways: the
dialog takes no press for `ARM_S` after it appears (so a confirm aimed at the last move, or a button still
being hammered, is not taken as an answer), and the focus starts on "Look at the table", which only
lowers the dialog to show the final position (any press brings it back). Rematch, "Watch the replay" and
Main menu are one step to the right; tournament games offer Continue (which hands the finished game on)
instead of Rematch and Main menu. When the game's replay was saved (`GameRecords.saved_replay`), "Watch
the replay" opens the replay viewer on that file (the App's "replay_viewer" screen); leaving the viewer
comes back here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.scene import Scene

if TYPE_CHECKING:
    from match.view import MatchResult
    from scenes.play.base import GameScene

#: Seconds after the dialog appears during which it takes no press (it fades in meanwhile).
ARM_S = 0.6
#: Seconds the dialog takes to fade and rise in.
APPEAR_S = 0.35
#: Where the dialog sits on the canvas, and its buttons.
BOX_TOP, BOX_H = 190, 660
BUTTONS_Y = BOX_TOP + BOX_H - 126
#: The gap between figures on one line.
DOT = "   \u00b7   "


def headline(game: GameScene) -> tuple[str, tuple[int, int, int]]:
    """The result's first line and its colour: "You win!" / "You lose" / "Draw" for the one person playing
    the computer; the winner's name with two people (or computers only): "Ann wins!"."""
    winner = game.winner
    if winner is None:
        return "Draw", theme.INK
    humans = game.humans
    if len(humans) == 1:
        return ("You win!", theme.GOLD) if winner == humans[0] else ("You lose", theme.INK)
    return f"{game.seat_name(winner)} wins!", game.palette.seat_light[winner]


def minutes(seconds: float) -> str:
    """M:SS (whole seconds, rounded down), for the time a seat spent deciding."""
    s = max(0, int(seconds))
    return f"{s // 60}:{s % 60:02d}"


def figures(game: GameScene, result: MatchResult) -> list[str]:
    """The game's figures, a line each: moves played and hints used; each seat's time spent deciding."""
    first = [f"{result.moves} move{'s' if result.moves != 1 else ''}"]
    if game.match is not None and game.match.hints_allowed:  # hints were on offer: say how many were taken
        first.append("No hints used" if result.hints == 0 else
                     f"{result.hints} hint{'s' if result.hints != 1 else ''} used")
    lines = [DOT.join(first)]
    if result.thought is not None:
        lines.append("Time used: " + DOT.join(f"{game.seat_name(s)} {minutes(result.thought[s])}" for s in (0, 1)))
    return lines


class ResultScene(Scene):
    """The end of a game: who won, the score and the figures; look at the table, rematch, the replay or
    the menu (Continue in a tournament)."""

    opaque = False
    name = "result"

    def __init__(self, game: GameScene) -> None:
        super().__init__()
        self.game = game
        self.t = 0.0
        #: The finished deal's match code, shown under the result.
        self.code = game.match_code
        #: "Look at the table" lowered the dialog: the final position shows until a press brings it back.
        self.lowered = False
        from sprites.ui.widgets import Button, FocusGroup

        #: The replay file this game wrote, if one was saved: "Watch the replay" opens it.
        self.replay = game.saved_replay()
        keys = [("table", "Look at the table", self.lower)]
        if game.in_tournament:
            keys.append(("continue", "Continue", self.leave))
        else:
            keys += [("rematch", "Rematch", game.rematch), ("menu", "Main menu", game.quit_to_menu)]
        if self.replay is not None:
            keys.insert(2, ("replay", "Watch the replay", self.watch_replay))
        w, gap = {3: (400, 40), 4: (340, 30)}[len(keys)]
        x = theme.CANVAS_W // 2 - (len(keys) * w + (len(keys) - 1) * gap) // 2
        buttons = []
        for key, label, fn in keys:
            buttons.append(Button(key, pygame.Rect(x, BUTTONS_Y, w, 96), label, on_activate=fn))
            x += w + gap
        self.group = FocusGroup(buttons)  # the focus starts on "Look at the table": harmless to confirm
        #: The panel's width: room for the buttons.
        self.box_w = max(1300, len(keys) * w + (len(keys) - 1) * gap + 100)
        self._left = False

    @property
    def armed(self) -> bool:
        """Whether the dialog takes presses yet (not for `ARM_S` after it appears)."""
        return self.t >= ARM_S

    def lower(self) -> None:
        """"Look at the table": lower the dialog to show the final position; any press brings it back."""
        self.lowered = True
        if self.app is not None:
            self.app.sound("back")

    def leave(self) -> None:
        """Tournament games: Continue (once) hands the result on."""
        if self._left:
            return
        self._left = True
        if self.app is not None:
            self.app.sound("confirm")
        self.game.continue_tournament()

    def watch_replay(self) -> None:
        """Open the replay viewer on the file this game just wrote (a message if it cannot be read)."""
        if self.app is None or self.replay is None:
            return
        from core.replay import ReplayError

        try:
            viewer = self.app.scene("replay_viewer", self.replay)
        except ReplayError as exc:
            self.app.notify(f"The replay cannot be opened: {exc}")
            return
        self.app.sound("confirm")
        self.app.stack.push(viewer)

    def enter(self) -> None:
        if self.app is not None:
            humans = self.game.humans
            lost = len(humans) == 1 and self.game.winner not in (None, humans[0])
            self.app.sound("whistle" if self.game.winner is None or lost else "cheer")

    def handle(self, event: InputEvent) -> None:
        if not self.armed:
            return  # a press aimed at the game, or still being hammered, is not an answer to this dialog
        if self.lowered:
            if event.pressed and event.action not in (Action.POINT, Action.RELEASE, Action.SCROLL_UP,
                                                      Action.SCROLL_DOWN):
                self.lowered = False  # any button (or a click) brings the dialog back, and does nothing else
                if self.app is not None:
                    self.app.sound("click")
            return
        if event.action in (Action.BACK, Action.MENU):
            if self.game.in_tournament:
                self.leave()  # the result stands either way: carry on to the tournament
            else:
                self.game.quit_to_menu()
            return
        self.group.handle(event)

    def update(self, dt: float) -> None:
        self.t += dt
        self.game.tick_effects(dt * self.game.speed)  # keep celebrations moving underneath
        self.game.on_update(dt * self.game.speed)

    def draw(self, surface: pygame.Surface) -> None:
        from scenes.ui.base import draw_prompt_bar

        if self.lowered:
            draw_prompt_bar(self, surface, [(Action.CONFIRM, "Back to the result")])
            return
        from scenes.ui.overlays import dim

        appear = min(1.0, self.t / APPEAR_S)
        dim(surface, round(120 * appear))
        if appear < 1.0:  # fade and rise in: drawn on a layer
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self.draw_dialog(layer)
            layer.set_alpha(round(255 * appear))
            surface.blit(layer, (0, round(40 * (1.0 - appear))))
        else:
            self.draw_dialog(surface)
        back = "Continue" if self.game.in_tournament else "Main menu"
        draw_prompt_bar(self, surface, [(Action.CONFIRM, "Select"), (Action.BACK, back)])

    def draw_dialog(self, surface: pygame.Surface) -> None:
        """The panel: headline, score between the names, how it ended, the figures, the code, the buttons."""
        from scenes.ui.overlays import draw_match_code
        from sprites.ui.widgets import draw_row, panel

        game, result = self.game, self.game.seat_view.result
        box = pygame.Rect(0, 0, self.box_w, BOX_H)
        box.midtop = (theme.CANVAS_W // 2, BOX_TOP)
        panel(surface, box, theme.NIGHT_2, theme.GOLD, radius=30, alpha=240)
        words, color = headline(game)
        words, size = text.fit_text(words, 110, box.w - 80, text.DISPLAY, min_size=60)
        text.blit_text(surface, words, size, color, (box.centerx, box.y + 30 + (110 - size) // 2), "midtop",
                       text.DISPLAY, True)
        self.draw_score(surface, box.centerx, box.y + 186)
        y = box.y + 262
        said = game.result_text
        if said:
            said, wsize = text.fit_text(said, 40, box.w - 80)
            text.blit_text(surface, said, wsize, theme.INK_DIM, (box.centerx, y), "midtop")
        y += 58
        if result is not None:
            for line in figures(game, result):
                line, fsize = text.fit_text(line, 34, box.w - 80)
                text.blit_text(surface, line, fsize, theme.INK, (box.centerx, y), "midtop")
                y += 46
        if self.code:  # so the players can note it and play the same deal again
            draw_match_code(surface, self.code, (box.centerx, BUTTONS_Y - 62), box.w - 120, 30, max_lines=1)
        for i, b in enumerate(self.group.buttons):
            draw_row(surface, b, i == self.group.focus and self.armed, self.t)

    def draw_score(self, surface: pygame.Surface, cx: int, cy: int) -> None:
        """Blue's name, the score, Red's name, each name in its seat's colour ("sets" under G.O.A.L.'s)."""
        game, pal = self.game, self.game.palette
        (a, b), unit = game.final_score()
        score = f"{a}  -  {b}"
        r = text.blit_text(surface, score, 84, theme.GOLD, (cx, cy), "center", text.DISPLAY, True)
        if unit:
            text.blit_text(surface, unit, 26, theme.INK_DIM, (cx, r.bottom - 4), "midtop")
        room = (self.box_w - r.w) // 2 - 90
        for seat, anchor, x in ((0, "midright", r.left - 36), (1, "midleft", r.right + 36)):
            name = text.ellipsize(game.seat_name(seat), 48, room, True)
            text.blit_text(surface, name, 48, pal.seat_light[seat], (x, cy), anchor, True, True)

