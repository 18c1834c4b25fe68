"""The hub's tables, drawn from a Tournament: the standings, a bracket, a cross table."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from core import text, theme
from engines import TITLES
from scenes.tournament.hub_layout import CONTENT
from scenes.tournament.widgets import draw_trophy, fit_size, round_name
from sprites.ui.widgets import panel
from tournament.model import COIN, Fixture, GameRecord
from tournament.runner import Tournament

TIEBREAK_LABELS = {"gd": "GD", "h2h": "H2H", "sb": "SB", "buchholz": "Buch.", "gf": "GF", "won": "W"}
SHOWN_ELSEWHERE = {"gd", "gf", "won"}  # goal difference, goals for and games won have columns of their own
#: What each short column heading stands for, said under the table (a newcomer reads "SB" as nothing).
HEADING_WORDS = {"P": "played", "W": "won", "D": "drawn", "L": "lost", "GD": "goal difference", "Pts": "points",
                 "H2H": "head-to-head (points between the tied)",
                 "SB": "Sonneborn-Berger (the points of those beaten, and half of those drawn with)",
                 "Buch.": "Buchholz (the points of every opponent)", "GF": "goals for"}
LEGEND_PX = 28


def legend(headings: list[str], events: list[str]) -> str:
    """The words for a table's short headings: 'P played, W won, ... SB Sonneborn-Berger (...)', after a
    Pentathlon's events ('Points in each event: PS Penguin Soccer, ...; ')."""
    said = ", ".join(f"{h} {HEADING_WORDS[h]}" for h in headings if h in HEADING_WORDS)
    if not events:
        return said
    return "Points in each event: " + ", ".join(f"{event_label(e)} {TITLES.get(e, e)}" for e in events) + "; " + said


def event_label(game_id: str) -> str:
    """A Pentathlon table's short column heading for an event: 'PS' for Penguin Soccer, 'GOAL', 'Kort'."""
    title = TITLES.get(game_id, game_id)
    words = title.split()
    return "".join(w[0] for w in words).upper() if len(words) > 1 else title.replace(".", "")[:4]


def draw_standings(surface: pygame.Surface, t: Tournament) -> None:
    """The standings tab: place, P W D L, goals (a Pentathlon: points per event), points and the
    format's other tie-breaks."""
    fmt = t.config.format
    # A Pentathlon league shows each event's points instead of goals (which cannot be added across games);
    # a Pentathlon knockout has no points and no goals columns: games won and the round reached.
    penta = t.config.pentathlon
    events = list(t.config.events) if penta and fmt != "elimination" else []
    extra = [k for k in t.tiebreaks if k not in SHOWN_ELSEWHERE]
    cols: list[tuple[str, int, str]] = [("#", 80, "center"), ("Name", 450 if not penta else 380, "midleft"),
                                        ("P", 90, "center"), ("W", 90, "center"), ("D", 90, "center"),
                                        ("L", 90, "center")]
    if penta:  # goals of different games cannot be added: each event's points instead
        cols += [(event_label(e), 110, "center") for e in events]
    else:
        cols += [("Goals", 160, "center"), ("GD", 110, "center")]
    if fmt == "elimination":  # a knockout ranks by the round reached: it has no points
        cols.append(("Reached", 240, "center"))
    else:
        cols.append(("Pts", 120, "center"))
    cols += [(TIEBREAK_LABELS.get(k, k), 140, "center") for k in extra]
    total_w = sum(w for _, w, _ in cols)
    x0 = CONTENT.centerx - total_w // 2
    ranking = t.ranking()
    n = len(ranking)
    head_h = 56
    lines = text.wrap(legend([label for label, _w, _a in cols], events), LEGEND_PX, total_w)
    foot_h = 12 + 36 * len(lines)
    row_h = min(64, (CONTENT.h - head_h - foot_h) // max(1, n))
    size = 40 if row_h >= 56 else (34 if row_h >= 44 else 30)
    y = CONTENT.y
    xs = []
    x = x0
    for label, w, anchor in cols:
        xs.append(x)
        pos = (x + 20, y + head_h // 2) if anchor == "midleft" else (x + w // 2, y + head_h // 2)
        text.blit_text(surface, label, 34, theme.GOLD, pos, anchor, True)
        x += w
    pygame.draw.line(surface, theme.PANEL_EDGE, (x0, y + head_h - 4), (x0 + total_w, y + head_h - 4), 2)
    y += head_h
    champion = t.champion()
    for i, (place, row) in enumerate(ranking):
        rect = pygame.Rect(x0, y + i * row_h, total_w, row_h - 4)
        if row.entrant == champion:
            fill = theme.mix(theme.PANEL, theme.GOLD, 0.35)
        else:
            fill = theme.PANEL if i % 2 == 0 else theme.mix(theme.PANEL, theme.NIGHT_2, 0.6)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        gd = f"{row.goal_difference:+d}" if row.goal_difference else "0"
        values = [str(place), t.name(row.entrant), str(row.played), str(row.won), str(row.drawn), str(row.lost)]
        if penta:
            values += [str(row.events.get(e, 0)) for e in events]
        else:
            values += [f"{row.goals_for}-{row.goals_against}", gd]
        alive = False
        if fmt == "elimination":
            reached, alive = reached_text(t, row.entrant)
            values.append(reached)
        else:
            values.append(str(row.points))
        values += [number(row.tiebreaks.get(k, 0.0)) for k in extra]
        for (label, w, anchor), x, value in zip(cols, xs, values):
            bold = label in ("Pts", "Name")
            color = theme.GOLD if label == "Pts" else (theme.OK if label == "Reached" and alive else theme.INK)
            if label == "Name":
                s = fit_size(value, size, w - 30, True)
                text.blit_text(surface, value, s, color, (x + 20, rect.centery), "midleft", True)
                if row.entrant == champion:
                    draw_trophy(surface, (x + w - 24, rect.centery), row_h - 14)
            else:
                text.blit_text(surface, value, fit_size(value, size, w - 12, bold), color,
                               (x + w // 2, rect.centery), "center", bold)
    for j, line in enumerate(lines):
        text.blit_text(surface, line, LEGEND_PX, theme.INK_DIM, (x0, y + n * row_h + 12 + 36 * j), "topleft")


def number(v: float) -> str:
    return f"{v:g}" if float(v).is_integer() else f"{v:.1f}"


def reached_text(t: Tournament, entrant: int) -> tuple[str, bool]:
    """The furthest round an entrant reached, and whether they are still in (shown in green)."""
    r = t.reached(entrant)
    if r > t.rounds_total:
        return "Champion", False
    if r == 0:
        return "-", False
    out = any(fx.done and fx.red is not None and fx.winner is not None and fx.winner != entrant
              and entrant in (fx.blue, fx.red) for fx in t.fixtures)
    return round_name(t, r), not out


def draw_bracket(surface: pygame.Surface, t: Tournament, pal: theme.Palette,
                 playable: Callable[[Fixture], bool]) -> None:
    """A single elimination's bracket: rounds as columns, winners highlighted, the champion last.

    `playable(fx)` tells a match that can be played now (outlined in green)."""
    rounds = t.rounds_total
    cols = rounds + 1  # the last column holds the champion
    gap = 46
    col_w = min(420, (CONTENT.w - gap * (cols - 1)) // cols)
    x0 = CONTENT.centerx - (cols * col_w + (cols - 1) * gap) // 2
    head_h = 50
    area_top, area_h = CONTENT.y + head_h, CONTENT.h - head_h
    slots1 = 2 ** (rounds - 1)
    slot_h = area_h / slots1
    box_h = min(112, int(slot_h - 10))
    size = 38 if box_h >= 96 else (32 if box_h >= 76 else 28)
    centres: list[list[float]] = []
    for r in range(1, rounds + 1):
        n = 2 ** (rounds - r)
        if r == 1:
            cs = [area_top + slot_h * (i + 0.5) for i in range(n)]
        else:
            prev = centres[-1]
            cs = [(prev[2 * i] + prev[2 * i + 1]) / 2 for i in range(n)]
        centres.append(cs)
    for r in range(1, rounds + 1):
        x = x0 + (r - 1) * (col_w + gap)
        text.blit_text(surface, round_name(t, r), 34, theme.GOLD, (x + col_w // 2, CONTENT.y + head_h // 2),
                       "center", True)
        fxs = t.round_fixtures(r)
        for i, cy in enumerate(centres[r - 1]):
            fx = fxs[i] if i < len(fxs) else None
            box = pygame.Rect(x, round(cy - box_h / 2), col_w, box_h)
            draw_bracket_box(surface, t, box, fx, size, pal, playable)
            if r < rounds:  # the line to the next round
                nx = x + col_w + gap
                ny = centres[r][i // 2]
                mid = x + col_w + gap // 2
                col = theme.GOLD if fx is not None and fx.done and fx.winner is not None else theme.PANEL_EDGE
                pygame.draw.lines(surface, col, False, [(box.right, cy), (mid, cy), (mid, ny), (nx, ny)], 3)
    # the champion
    x = x0 + rounds * (col_w + gap)
    cy = centres[-1][0]
    final = t.round_fixtures(rounds)
    champ = final[0].winner if final and final[0].done else None
    text.blit_text(surface, "Champion", 34, theme.GOLD, (x + col_w // 2, CONTENT.y + head_h // 2), "center", True)
    pygame.draw.line(surface, theme.GOLD if champ is not None else theme.PANEL_EDGE,
                     (x - gap, cy), (x, cy), 3)
    box = pygame.Rect(x, round(cy - 90), col_w, 180)
    panel(surface, box, theme.mix(theme.NIGHT_2, theme.GOLD, 0.22 if champ is not None else 0.0),
          theme.GOLD if champ is not None else theme.PANEL_EDGE, radius=18, width=3)
    draw_trophy(surface, (box.centerx, box.y + 58), 88)
    name = t.name(champ) if champ is not None else "?"
    text.blit_text(surface, name, fit_size(name, 44, col_w - 24, True),
                   theme.INK if champ is not None else theme.INK_FAINT, (box.centerx, box.bottom - 34), "center",
                   True)


def draw_bracket_box(surface: pygame.Surface, t: Tournament, box: pygame.Rect, fx: Fixture | None, size: int,
                     pal: theme.Palette, playable: Callable[[Fixture], bool]) -> None:
    live = fx is not None and playable(fx)
    panel(surface, box, theme.PANEL, theme.OK if live else theme.PANEL_EDGE, radius=12, width=3 if live else 2)
    half = box.h / 2
    pygame.draw.line(surface, theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.6), (box.x + 10, box.centery),
                     (box.right - 10, box.centery), 1)
    entrants = (fx.blue, fx.red) if fx is not None else (None, None)
    goals = t.fixture_score(fx) if fx is not None else None
    pens = fixture_shootout(fx) if fx is not None and not t.config.pentathlon else None
    for seat, e in enumerate(entrants):
        cy = box.y + half * (seat + 0.5)
        line = pygame.Rect(box.x + 4, round(cy - half / 2) + 3, box.w - 8, round(half) - 6)
        won = fx is not None and fx.done and fx.winner is not None and fx.winner == e
        lost = fx is not None and fx.done and fx.winner is not None and fx.winner != e
        if won:
            pygame.draw.rect(surface, theme.mix(theme.PANEL, theme.GOLD, 0.3), line, border_radius=8)
        pygame.draw.rect(surface, pal.seat[seat], pygame.Rect(box.x + 10, cy - half * 0.3, 8, half * 0.6),
                         border_radius=3)
        if fx is None:
            name, color = "?", theme.INK_FAINT
        elif e is None:
            name, color = "bye", theme.INK_FAINT
        else:
            name = t.name(e)
            color = theme.GOLD if won else (theme.INK_FAINT if lost else theme.INK)
        score_w = (70 if goals is not None else 0) + (60 if pens is not None else 0)
        text.blit_text(surface, name, fit_size(name, size, box.w - 50 - score_w, won), color,
                       (box.x + 30, cy), "midleft", won)
        if goals is not None and e is not None:
            r = text.blit_text(surface, str(goals[seat]), size, color, (box.right - 18, cy), "midright", True)
            if pens is not None:  # the shoot-out, smaller, before the goals: "(4) 1"
                text.blit_text(surface, f"({pens[seat]})", size - 8, theme.INK_DIM, (r.left - 10, cy), "midright")


def fixture_shootout(fx: Fixture) -> tuple[int, int] | None:
    """The shoot-out that decided a fixture's last game, from the fixture's blue and red side."""
    played = [g for g in fx.games if g.method != COIN]
    if not played or played[-1].shootout is None:
        return None
    return played[-1].side(fx.blue)[1]


def draw_cross_table(surface: pygame.Surface, t: Tournament) -> None:
    """A round robin's cross table: every result of every pair (a Pentathlon's: each match's games won),
    points at the end."""
    order = [row.entrant for _, row in t.ranking()]
    pos = {e: i for i, e in enumerate(order)}
    n = len(order)
    head_h = 56
    row_h = min(70, (CONTENT.h - head_h) // n)
    name_w, pts_w = 380, 120
    cell_w = min(170, (CONTENT.w - name_w - pts_w - 60) // n)
    total = 60 + name_w + n * cell_w + pts_w
    x0 = CONTENT.centerx - total // 2
    size = 36 if row_h >= 56 else (30 if row_h >= 44 else 26)
    # (blue, red, score from blue's side, winner) per game, or in a Pentathlon per match (games won:
    # the goals of different games are never added up)
    entries: list[tuple[int, int, tuple[int, int], int | None]] = []
    for fx in t.fixtures:
        if t.config.pentathlon:
            score = t.fixture_score(fx)
            if fx.red is not None and score is not None:
                entries.append((fx.blue, fx.red, score, fx.winner if fx.done else None))
            continue
        entries += [(g.blue, g.red, g.score, g.winner) for g in fx.games if g.method != COIN]
    cells: dict[tuple[int, int], list[tuple[int, int, int | None]]] = {}
    for blue, red, (a, b), winner in entries:
        cells.setdefault((blue, red), []).append((a, b, winner))
        cells.setdefault((red, blue), []).append((b, a, winner))
    y = CONTENT.y
    gx = x0 + 60 + name_w
    for j in range(n):
        text.blit_text(surface, str(j + 1), 34, theme.GOLD, (gx + j * cell_w + cell_w // 2, y + head_h // 2),
                       "center", True)
    text.blit_text(surface, "Pts", 34, theme.GOLD, (gx + n * cell_w + pts_w // 2, y + head_h // 2), "center", True)
    y += head_h
    points = {row.entrant: row.points for _, row in t.ranking()}
    for i, e in enumerate(order):
        ry = y + i * row_h
        band = pygame.Rect(x0, ry, total, row_h - 4)
        fill = theme.PANEL if i % 2 == 0 else theme.mix(theme.PANEL, theme.NIGHT_2, 0.6)
        pygame.draw.rect(surface, fill, band, border_radius=8)
        text.blit_text(surface, str(i + 1), size, theme.GOLD, (x0 + 30, band.centery), "center", True)
        name = t.name(e)
        text.blit_text(surface, name, fit_size(name, size, name_w - 20, True), theme.INK,
                       (x0 + 70, band.centery), "midleft", True)
        for other in order:
            j = pos[other]
            cell = pygame.Rect(gx + j * cell_w + 3, ry + 3, cell_w - 6, row_h - 10)
            if other == e:
                pygame.draw.rect(surface, theme.NIGHT, cell, border_radius=6)
                continue
            games = cells.get((e, other), [])
            if not games:
                text.blit_text(surface, "-", size, theme.INK_FAINT, cell.center, "center")
                continue
            words = []
            colors = []
            for mine, theirs, winner in games:
                words.append(f"{mine}-{theirs}")
                colors.append(theme.OK if winner == e else (theme.DANGER if winner is not None
                                                            else theme.INK_DIM))
            if len(games) == 1:
                pygame.draw.rect(surface, theme.mix(theme.NIGHT_2, colors[0], 0.22), cell, border_radius=6)
                text.blit_text(surface, words[0], fit_size(words[0], size, cell.w - 8, True), colors[0],
                               cell.center, "center", True)
            else:
                half = cell.w // len(games)
                for k, (w, c) in enumerate(zip(words, colors)):
                    text.blit_text(surface, w, fit_size(w, size - 4, half - 4, True), c,
                                   (cell.x + half * k + half // 2, cell.centery), "center", True)
        text.blit_text(surface, str(points[e]), size, theme.GOLD, (gx + n * cell_w + pts_w // 2, band.centery),
                       "center", True)
