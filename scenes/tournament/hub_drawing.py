"""How the tournament hub looks, drawn from its state: the header, the tabs, the actions, the fixtures list.

The tables of the other tabs are in `hub_tables`; an unreadable tournament gets `draw_error`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from core import text, theme
from core.input import Action
from scenes.tournament.fixture_words import note_parts, score_text
from scenes.tournament.hub_layout import CONTENT, EDGE, NAME_W, ROUND_H, ROW_H, SCORE_X
from scenes.tournament.widgets import draw_button, draw_spinner, draw_trophy, fit_parts, fit_size, round_name, stage
from scenes.ui.base import draw_prompt_bar
from scenes.ui.clock_choice import control_words
from sprites.ui.widgets import Button, focus_ring, panel
from tournament.model import FORMAT_NAMES, Fixture

if TYPE_CHECKING:
    from scenes.tournament.hub import TournamentHub


def draw_error(hub: TournamentHub, surface: pygame.Surface) -> None:
    cx = theme.CANVAS_W // 2
    box = pygame.Rect(0, 0, 1300, 360)
    box.center = (cx, 420)
    panel(surface, box, theme.NIGHT_2, theme.DANGER, radius=28, alpha=240)
    text.blit_text(surface, "This tournament cannot be opened", 64, theme.INK, (cx, box.y + 40), "midtop",
                   True, True)
    for i, line in enumerate(text.wrap(hub.error, 38, box.w - 100)[:5]):
        text.blit_text(surface, line, 38, theme.INK_DIM, (cx, box.y + 140 + 48 * i), "midtop")
    for i, b in enumerate(hub.group.buttons):
        draw_button(surface, b, i == hub.group.focus, hub.t)
    draw_prompt_bar(hub, surface, [(Action.CONFIRM, "Select"), (Action.BACK, "Back")])


def draw_header(hub: TournamentHub, surface: pygame.Surface) -> None:
    t = hub.t_
    note = t.note  # e.g. a Swiss that ended early: no pairing without a rematch was left
    # With a note the three lines share the room above the tabs.
    name_y, bits_y, bits_size = (12, 78, 32) if note else (24, 100, 36)
    name_size = fit_size(t.config.name, 60 if note else 68, 1180, True, 44)
    text.blit_text(surface, t.config.name, name_size, theme.INK, (60, name_y), "topleft", True, True)
    bits = [t.config.game_label, FORMAT_NAMES[t.config.format]]
    if t.finished:
        bits.append("finished")
    else:
        bits.append(stage(t))
    bits.append(control_words(t.config.clock))
    text.blit_text(surface, "   -   ".join(bits), bits_size, theme.INK_DIM, (62, bits_y), "topleft")
    if note:
        text.blit_text(surface, note, fit_size(note, 28, 1220, False), theme.GOLD, (62, 114), "topleft")
    box = pygame.Rect(1300, 20, 580, 112)
    if hub.sim is not None or hub.sim_all:
        panel(surface, box, theme.NIGHT_2, theme.GOLD, radius=20, alpha=235)
        draw_spinner(surface, (box.x + 56, box.centery), 30, hub.t)
        spec = hub.sim_spec
        line1 = "Simulating..." if spec is None else f"{t.name(spec.blue)} v {t.name(spec.red)}"
        size = fit_size(line1, 38, box.w - 130, True)
        text.blit_text(surface, line1, size, theme.INK, (box.x + 110, box.y + 20), "topleft", True)
        if hub.sim_all:
            line2 = f"{hub.sim_played} played, {hub.waiting_cpu_games()} waiting"
        else:
            line2 = "simulating in the background"
        text.blit_text(surface, line2, 32, theme.INK_DIM, (box.x + 110, box.y + 66), "topleft")
    elif t.finished and t.champion() is not None:
        panel(surface, box, theme.mix(theme.NIGHT_2, theme.GOLD, 0.18), theme.GOLD, radius=20, alpha=240)
        draw_trophy(surface, (box.x + 60, box.centery), 84)
        name = t.name(t.champion())
        text.blit_text(surface, "Champion", 32, theme.GOLD, (box.x + 120, box.y + 14), "topleft", True)
        text.blit_text(surface, name, fit_size(name, 52, box.w - 140, True), theme.INK,
                       (box.x + 120, box.y + 50), "topleft", True, True)


def draw_tabs(hub: TournamentHub, surface: pygame.Surface) -> None:
    from sprites.ui import glyphs

    tabs = [b for b in hub.group.buttons if b.key.startswith("tab:")]
    for b in tabs:
        selected = b.key[4:] == hub.tab
        focused = hub.group.focused is b
        fill = theme.GOLD if selected else theme.PANEL
        panel(surface, b.rect, fill, theme.FOCUS if focused else theme.PANEL_EDGE, radius=16)
        ink = theme.NIGHT if selected else theme.INK
        text.blit_text(surface, b.label, 44, ink, b.rect.center, "center", True)
        if focused:
            focus_ring(surface, b.rect, hub.t, radius=16)
    if tabs and hub.app is not None:
        device = hub.app.prompt_device()
        kind = hub.app.input.device_kind(device)
        key_set = device if device in ("kb1", "kb2") else "kb1"
        overrides = hub.app.settings.key_bindings
        left = glyphs.glyph(kind, Action.PREV, 48, key_set, overrides)
        right = glyphs.glyph(kind, Action.NEXT, 48, key_set, overrides)
        surface.blit(left, left.get_rect(midright=(tabs[0].rect.left - 24, tabs[0].rect.centery)))
        surface.blit(right, right.get_rect(midleft=(tabs[-1].rect.right + 24, tabs[-1].rect.centery)))


def draw_action(hub: TournamentHub, surface: pygame.Surface, b: Button) -> None:
    draw_button(surface, b, hub.group.focused is b, hub.t, 40, b.key == "simulate_all" and hub.sim_all)


def draw_fixtures(hub: TournamentHub, surface: pygame.Surface) -> None:
    t = hub.t_
    pal = hub.palette
    clip = surface.get_clip()
    surface.set_clip(CONTENT)
    rows = {b.extra["fixture"]: b for b in hub.group.buttons if b.extra.get("scrolls")}
    for kind, item, y in hub.fixture_layout():
        top = CONTENT.y + EDGE + y - hub.scroll
        if top > CONTENT.bottom or top + ROW_H < CONTENT.y:
            continue
        if kind == "round":
            draw_round_heading(hub, surface, int(item), top)
        elif kind == "later":
            r = int(item)
            words = f"{round_name(t, r)}" + (f" to {round_name(t, t.rounds_total)}" if r < t.rounds_total else "")
            text.blit_text(surface, f"{words}: drawn when {round_name(t, r - 1).lower()} is complete", 36,
                           theme.INK_FAINT, (CONTENT.x + EDGE + 10, top + ROUND_H // 2), "midleft")
        else:
            b = rows.get(item.id)
            if b is not None:
                draw_fixture(hub, surface, item, b, pal)
    surface.set_clip(clip)
    draw_scrollbar(hub, surface)


def draw_round_heading(hub: TournamentHub, surface: pygame.Surface, r: int, top: int) -> None:
    t = hub.t_
    fxs = t.round_fixtures(r)
    if all(fx.done for fx in fxs):
        state, color = "complete", theme.INK_FAINT
    elif r == t.current_round or t.config.format in ("roundrobin", "double-roundrobin"):
        state, color = "now playing", theme.OK
    else:
        state, color = "to come", theme.INK_FAINT
    x = CONTENT.x + EDGE + 10
    rect = text.blit_text(surface, round_name(t, r), 40, theme.GOLD, (x, top + ROUND_H // 2), "midleft", True)
    text.blit_text(surface, state, 32, color, (rect.right + 24, top + ROUND_H // 2), "midleft")
    pygame.draw.line(surface, theme.PANEL_EDGE, (rect.right + 180, top + ROUND_H // 2),
                     (CONTENT.right - EDGE, top + ROUND_H // 2), 2)


def draw_fixture(hub: TournamentHub, surface: pygame.Surface, fx: Fixture, b: Button, pal: theme.Palette) -> None:
    t = hub.t_
    focused = hub.group.focused is b
    rect = b.rect
    pending = hub.playable(fx)
    fill = theme.PANEL if pending else theme.mix(theme.NIGHT_2, theme.PANEL, 0.5)
    if focused:
        fill = theme.mix(fill, theme.PANEL_EDGE, 0.45)
    panel(surface, rect, fill, theme.FOCUS if focused else theme.PANEL_EDGE, radius=14, width=2)
    if focused:
        focus_ring(surface, rect, hub.t, radius=14)
    x0, cy = rect.x, rect.centery
    # seat colour ticks at both ends of the names
    for seat, e in ((0, fx.blue), (1, fx.red)):
        if e is None:
            continue
        name = t.name(e)
        won = fx.done and fx.winner == e
        lost = fx.done and fx.winner is not None and fx.winner != e
        color = pal.seat_light[seat] if not lost else theme.mix(pal.seat_light[seat], theme.INK_FAINT, 0.6)
        size = fit_size(name, 42, NAME_W, True)
        if seat == 0:
            r = text.blit_text(surface, name, size, color, (x0 + SCORE_X - 80, cy), "midright", True)
            mark_x = r.left - 26
        else:
            r = text.blit_text(surface, name, size, color, (x0 + SCORE_X + 80, cy), "midleft", True)
            mark_x = r.right + 26
        pygame.draw.circle(surface, pal.seat[seat], (mark_x, cy), 9)
        if won:
            draw_trophy(surface, (mark_x + (-30 if seat == 0 else 30), cy), 36)
    if fx.red is None:
        text.blit_text(surface, "bye", 38, theme.INK_FAINT, (x0 + SCORE_X, cy), "center")
        return
    score = score_text(fx, hub.t_)
    text.blit_text(surface, score, 46 if score != "v" else 40, theme.INK if score != "v" else theme.INK_DIM,
                   (x0 + SCORE_X, cy), "center", True)
    right = rect.right - 26
    width = right - (x0 + SCORE_X + 80 + NAME_W + 90)
    if hub.busy_with(fx):
        draw_spinner(surface, (right - 18, cy), 16, hub.t)
        text.blit_text(surface, "simulating", 34, theme.GOLD, (right - 48, cy), "midright")
        return
    parts = note_parts(hub.t_, fx)
    if pending:
        action = "Play now" if not hub.cpu_fixture(fx) else "Watch or simulate"
        if hub.in_progress(fx):
            action = "Resume the game"
        if fx.games:
            nxt = "Next event" if hub.t_.config.pentathlon else "Replay next"
            action = f"{nxt}: {action.lower()}"
        col = theme.GOLD if focused else theme.INK
        if parts:
            line = fit_parts(parts, 28, width, 1)[0]
            text.blit_text(surface, line, 28, theme.INK_DIM, (right, cy - 16), "midright")
            text.blit_text(surface, action, fit_size(action, 32, width), col, (right, cy + 16), "midright", True)
        else:
            text.blit_text(surface, action, fit_size(action, 36, width), col, (right, cy), "midright", True)
    elif not fx.done:
        text.blit_text(surface, "waiting", 32, theme.INK_FAINT, (right, cy), "midright")
    elif parts:
        one = ", ".join(parts)
        if text.font(34).size(one)[0] <= width:
            text.blit_text(surface, one, 34, theme.INK_DIM, (right, cy), "midright")
        else:
            for i, line in enumerate(fit_parts(parts, 28, width, 2)):
                text.blit_text(surface, line, 28, theme.INK_DIM, (right, cy + (i - 0.5) * 28), "midright")


def draw_scrollbar(hub: TournamentHub, surface: pygame.Surface) -> None:
    total = hub.list_height() + 2 * EDGE
    if total <= CONTENT.h:
        return
    track = pygame.Rect(CONTENT.right + 16, CONTENT.y + EDGE, 10, CONTENT.h - 2 * EDGE)
    pygame.draw.rect(surface, theme.NIGHT_2, track, border_radius=5)
    h = max(40, track.h * CONTENT.h // total)
    y = track.y + (track.h - h) * hub.scroll // max(1, hub.max_scroll())
    pygame.draw.rect(surface, theme.PANEL_EDGE, pygame.Rect(track.x, y, track.w, h), border_radius=5)
