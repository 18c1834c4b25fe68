"""The main menu: the five games as tiles, then Tournament, Replays, Rules, Settings, Quit.

Games whose engine and scene exist start the lobby; the others are shown as
"coming soon" and refuse politely. The header's goal net (a pymunk effect)
keeps the screen alive while it waits.

While an unfinished game is saved (the autosave, see scenes/front/resume.py), a
Resume row (focused first) and a Discard button sit above the tiles; when the
arcade starts (`offer_resume`), the menu also opens the ResumeOffer overlay.
"""

from __future__ import annotations

from pathlib import Path

import math
from functools import partial
from typing import TYPE_CHECKING

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.replay import GameLog
from engines import ALL_GAME_IDS, TITLES
from scenes.ui.base import MenuScene
from scenes.registry import entry, playable
from sprites.ui.icons import draw_upcoming_icon
from sprites.ui.widgets import Button, focus_ring, panel

if TYPE_CHECKING:
    from sprites.fx.goal_net import GoalNet

TILE_W, TILE_H, TILE_GAP = 320, 380, 30
TILE_TOP = 400
BUTTON_TOP = 846
RESUME_RECT = pygame.Rect(118, 298, 700, 76)
DISCARD_RECT = pygame.Rect(838, 298, 200, 76)
TILES_SPAN = 1800  # the row of game tiles is at most this wide: more games, narrower tiles
#: The taglines of games still to come (none now); a playable game brings its own (GameEntry.tagline).
UPCOMING_TAGLINES: dict[str, str] = {}


class MainMenu(MenuScene):
    """The arcade's front door."""

    name = "menu"
    back_label = "Quit"
    #: Messages stand at the top right, over the goal net, never over the logo or the buttons.
    toast_anchor = "top_right"

    def __init__(self, seed: int = 0, offer_resume: bool = False) -> None:
        super().__init__()
        self.seed = seed
        #: The goal net over the title (pymunk; None without it).
        self.net: GoalNet | None = None
        self._tiles: dict[str, pygame.Surface] = {}
        #: Ask "Resume / Discard" when this menu first opens with a saved game (the arcade starting).
        self.offer_resume = offer_resume
        #: The unfinished game in the autosave, if any (read when the menu opens or comes back).
        self.saved: GameLog | None = None
        self._saved_stamp: object = None
        #: The game whose tile was chosen last (the focus comes back to it).
        self._last_game: str | None = None

    def enter(self) -> None:
        self.load_saved()
        super().enter()
        self.group.focus_key("resume")
        if self.offer_resume and self.saved is not None and self.app is not None:
            from scenes.front.resume import ResumeOffer, saved_summary

            self.app.stack.push(ResumeOffer(saved_summary(self.saved, self.colours), self.resume_saved,
                                            self.discard_saved))
        if self.offer_resume and self.app is not None:
            self.tell_tournament_games_left()
        self.offer_resume = False
        try:
            from sprites.fx.goal_net import GoalNet

            self.net = GoalNet(pygame.Rect(1060, 36, 760, 330), seed=self.seed)
        except ImportError:  # the effect is optional decoration
            self.net = None

    def tell_tournament_games_left(self) -> None:
        """At start: a tournament game left in progress (a crash, a closed window) waits in Tournaments."""
        assert self.app is not None
        from scenes.tournament.menu import STORE_FILE
        from tournament.store import games_in_progress

        names = games_in_progress(Path(self.app.paths.data) / STORE_FILE)
        if names:
            which = names[0] if len(names) == 1 else f"{len(names)} tournaments"
            self.app.notify(f"A game of {which} was left in progress: open Tournaments to resume it.")

    def resume(self) -> None:
        self.load_saved()
        super().resume()
        if self._last_game is not None:  # back from a game: its tile keeps the focus, not the first one
            self.group.focus_key(self._last_game)

    def load_saved(self) -> None:
        """Read the autosave when it changed; a bad one is moved aside and the player told once."""
        if self.app is None:
            return
        from core.replay import autosave_path, read_autosave

        path = autosave_path(self.app.paths)
        try:
            st = path.stat()
            stamp: object = (st.st_mtime_ns, st.st_size)
        except OSError:
            stamp = None
        if stamp == self._saved_stamp:
            return
        self._saved_stamp = stamp
        log, message = read_autosave(self.app.paths) if stamp is not None else (None, None)
        if message:
            self.app.notify(message)
        # Resume is offered for a game someone plays (an older build saved computer-only games too).
        self.saved = log if log is not None and log.has_human and playable(log.game_id) else None

    def resume_saved(self) -> None:
        if self.app is None or self.saved is None:
            return
        from scenes.front.resume import start_resumed

        start_resumed(self.app, self.saved)

    @property
    def colours(self) -> tuple[str, str]:
        """The seats' colours as drawn ("Orange" in the colour-blind palette), for a seat with no name."""
        return (self.app.palette if self.app is not None else theme.STANDARD).names

    def ask_discard(self) -> None:
        if self.app is None or self.saved is None:
            return
        from scenes.ui.overlays import ConfirmScene
        from scenes.front.resume import saved_summary

        summary = saved_summary(self.saved, self.colours)
        self.app.stack.push(ConfirmScene(f"Discard the unfinished game ({summary})? "
                                         "It cannot be resumed afterwards.", self.discard_saved,
                                         yes="Discard", no="Keep"))

    def discard_saved(self) -> None:
        if self.app is None:
            return
        from core.autosave import WRITER
        from core.replay import clear_autosave

        WRITER.flush()  # a save still on its way must not bring the game back
        clear_autosave(self.app.paths)
        self.saved = None
        self._saved_stamp = None
        self.sound("back")
        self.rebuild()

    def build(self) -> list[Button]:
        buttons: list[Button] = []
        count = len(ALL_GAME_IDS)
        tile_w = min(TILE_W, (TILES_SPAN - (count - 1) * TILE_GAP) // count)
        x0 = (theme.CANVAS_W - (count * tile_w + (count - 1) * TILE_GAP)) // 2
        for i, game_id in enumerate(ALL_GAME_IDS):
            rect = pygame.Rect(x0 + i * (tile_w + TILE_GAP), TILE_TOP, tile_w, TILE_H)
            found = entry(game_id)
            ok = found is not None and playable(game_id)
            tagline = found.tagline if found is not None else UPCOMING_TAGLINES.get(game_id, "")
            buttons.append(Button(
                game_id, rect, TITLES[game_id], tagline, enabled=ok,
                disabled_reason=f"{TITLES[game_id]} is coming soon.",
                on_activate=partial(self.start_game, game_id),
            ))
        # The card-table kit's demo (deal and flip freely) is not on the menu: with five real card games it
        # was a screen nobody wanted; `shot card_table` and `bench` still use it.
        labels = [("tournament", "Tournament"), ("replays", "Replays"), ("rules", "Rules"), ("settings", "Settings"),
                  ("quit", "Quit")]
        bw, gap = 300, 28
        bx = (theme.CANVAS_W - (len(labels) * bw + (len(labels) - 1) * gap)) // 2
        for i, (key, label) in enumerate(labels):
            rect = pygame.Rect(bx + i * (bw + gap), BUTTON_TOP, bw, 96)
            buttons.append(Button(key, rect, label, on_activate=partial(self.open, key)))
        if self.saved is not None:
            from scenes.front.resume import saved_summary

            buttons.append(Button("resume", RESUME_RECT.copy(), "Resume", saved_summary(self.saved, self.colours),
                                  on_activate=self.resume_saved))
            buttons.append(Button("discard", DISCARD_RECT.copy(), "Discard", on_activate=self.ask_discard))
        return buttons

    def start_game(self, game_id: str) -> None:
        if self.app is None:
            return
        from scenes.front.lobby import LobbyScene

        self._last_game = game_id
        self.app.stack.push(LobbyScene(game_id))  # the lobby deals with a fresh seed unless a code is typed

    def open(self, key: str) -> None:
        if self.app is None:
            return
        if key == "quit":
            self.app.quit()
        elif key == "settings":
            from scenes.front.settings import SettingsScene

            self.app.stack.push(SettingsScene())
        elif key == "rules":
            from scenes.front.rules import RulesScene

            self.app.stack.push(RulesScene())
        elif key == "tournament":
            from scenes.tournament.menu import TournamentMenu

            self.app.stack.push(TournamentMenu())
        elif key == "replays":
            from scenes.front.replays import ReplaysScene

            self.app.stack.push(ReplaysScene())

    def go_back(self) -> None:
        # BACK on the front door asks before quitting, so a stray press loses nothing.
        if self.app is None:
            return
        from scenes.ui.overlays import ConfirmScene

        self.sound("back")
        self.app.stack.push(ConfirmScene("Quit Matchday?", self.app.quit, yes="Quit", no="Stay"))

    def handle(self, event: InputEvent) -> None:
        if event.action == Action.SKIP and self.net is not None:
            self.net.kick()
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.net is not None:
            self.net.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        if self.net is not None:
            self.net.draw(surface)
        text.blit_text(surface, "MATCHDAY", 170, theme.GOLD, (110, 96), "topleft", text.DISPLAY, True)
        text.blit_text(surface, "Five football tabletop games for two", 46, theme.INK_DIM, (118, 238), "topleft")
        for i, b in enumerate(self.group.buttons):
            if i < len(ALL_GAME_IDS):
                self.draw_tile(surface, b, i == self.group.focus)
            elif b.key == "resume":
                self.draw_resume(surface, b, i == self.group.focus)
            else:
                self.draw_button(surface, b, i == self.group.focus)
        focused = self.group.focused
        if focused is not None and not focused.enabled:
            text.blit_text(surface, focused.disabled_reason, 34, theme.INK_DIM,
                           (theme.CANVAS_W // 2, BUTTON_TOP - 52), "midtop")
        self.draw_prompts(surface, [(Action.CONFIRM, "Select"), (Action.BACK, "Quit")])

    def tile_surface(self, b: Button) -> pygame.Surface:
        """A tile's picture, drawn once and cached."""
        surf = self._tiles.get(b.key)
        if surf is None:
            surf = pygame.Surface(b.rect.size, pygame.SRCALPHA)
            r = surf.get_rect()
            panel(surf, r, theme.PANEL, theme.PANEL_EDGE, radius=24)
            art = pygame.Rect(18, 18, r.width - 36, 230)
            pygame.draw.rect(surf, theme.NIGHT_2, art, border_radius=16)
            found = entry(b.key)
            if found is not None:
                found.draw_icon(surf, art.inflate(-20, -20))
            else:
                draw_upcoming_icon(surf, b.key, art.inflate(-20, -20))
            lines = text.wrap(b.label, 44, r.width - 30, True)
            for j, line in enumerate(lines):
                text.blit_text(surf, line, 44, theme.INK if b.enabled else theme.INK_DIM,
                               (r.centerx, 262 + 40 * j), "midtop", True)
            # the line under the title: two lines at the couch minimum rather than one too small or cut
            for j, line in enumerate(text.wrap(b.sublabel, text.MIN_FIT_PX, r.width - 24)[:2]):
                text.blit_text(surf, line, text.MIN_FIT_PX, theme.INK_DIM, (r.centerx, 312 + 28 * j), "midtop")
            if not b.enabled:
                veil = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (10, 14, 26, 110), r, border_radius=24)
                surf.blit(veil, (0, 0))
                ribbon = pygame.Rect(0, 0, r.width - 80, 44)
                ribbon.center = (r.centerx, 48)
                pygame.draw.rect(surf, theme.GOLD, ribbon, border_radius=10)
                text.blit_text(surf, "COMING SOON", 32, theme.NIGHT, ribbon.center, "center", True)
            self._tiles[b.key] = surf
        return surf

    def draw_tile(self, surface: pygame.Surface, b: Button, focused: bool) -> None:
        lift = 14 + 3 * math.sin(self.t * 3) if focused else 0
        rect = b.rect.move(0, -lift)
        surface.blit(self.tile_surface(b), rect)
        if focused:
            focus_ring(surface, rect, self.t, radius=24)

    def draw_resume(self, surface: pygame.Surface, b: Button, focused: bool) -> None:
        """The Resume row: gold, with the saved game's summary."""
        fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.5) if focused else theme.PANEL
        panel(surface, b.rect, fill, theme.GOLD, radius=16)
        r = text.blit_text(surface, b.label, 40, theme.GOLD, (b.rect.x + 28, b.rect.centery), "midleft", True)
        room = b.rect.right - 24 - (r.right + 22)
        size = 30
        while size > text.MIN_FIT_PX and text.font(size).size(b.sublabel)[0] > room:
            size -= 2
        words = text.ellipsize(b.sublabel, size, room)
        text.blit_text(surface, words, size, theme.INK, (r.right + 22, b.rect.centery), "midleft")
        if focused:
            focus_ring(surface, b.rect, self.t, radius=16)

    def draw_button(self, surface: pygame.Surface, b: Button, focused: bool) -> None:
        fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.5) if focused else theme.PANEL
        panel(surface, b.rect, fill, theme.FOCUS if focused else theme.PANEL_EDGE, radius=16)
        color = theme.INK if b.enabled else theme.GREY_OUT
        if b.sublabel:
            text.blit_text(surface, b.label, 40, color, (b.rect.centerx, b.rect.centery - 14), "center", True)
            text.blit_text(surface, b.sublabel, 24, theme.INK_DIM, (b.rect.centerx, b.rect.centery + 24), "center")
        else:
            text.blit_text(surface, b.label, 40, color, b.rect.center, "center", True)
        if focused:
            focus_ring(surface, b.rect, self.t, radius=16)
