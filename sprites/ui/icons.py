"""Procedural shapes for menu tiles and emblems (footballs, penguins, mini cards, suits), and the tiles of games still to come.

A playable game draws its own tile (`GameEntry.draw_icon` in its scene package) from these shapes."""

from __future__ import annotations

import importlib
import math

import pygame

from core import text

BALL_WHITE = (246, 246, 246)
BALL_DARK = (30, 34, 44)


def draw_football(surface: pygame.Surface, center: tuple[float, float], r: float, angle: float = 0.0) -> None:
    """An association football: white with a dark pentagon and five patches around it."""
    cx, cy = center
    pygame.draw.circle(surface, (0, 0, 0, 90) if surface.get_flags() & pygame.SRCALPHA else (8, 8, 12),
                       (cx + r * 0.08, cy + r * 0.12), r)
    pygame.draw.circle(surface, BALL_WHITE, (cx, cy), r)

    def pent(px: float, py: float, size: float, rot: float) -> list[tuple[float, float]]:
        return [(px + size * math.cos(rot + k * 2 * math.pi / 5), py + size * math.sin(rot + k * 2 * math.pi / 5))
                for k in range(5)]

    rot = math.radians(angle) - math.pi / 2
    pygame.draw.polygon(surface, BALL_DARK, pent(cx, cy, r * 0.34, rot))
    for k in range(5):
        a = rot + k * 2 * math.pi / 5
        px, py = cx + r * 0.82 * math.cos(a), cy + r * 0.82 * math.sin(a)
        pts = pent(px, py, r * 0.26, a + math.pi)
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(cx - r, cy - r, 2 * r, 2 * r))
        pygame.draw.polygon(surface, BALL_DARK, pts)
        surface.set_clip(clip)
        pygame.draw.line(surface, BALL_DARK, (cx + r * 0.34 * math.cos(a), cy + r * 0.34 * math.sin(a)),
                         (px, py), max(1, int(r * 0.05)))
    pygame.draw.circle(surface, (120, 124, 136), (cx, cy), r, max(1, int(r * 0.06)))


def draw_penguin(surface: pygame.Surface, center: tuple[float, float], h: float,
                 scarf: tuple[int, int, int] = (52, 120, 246)) -> None:
    """A standing penguin, h pixels tall."""
    cx, cy = center
    w = h * 0.62
    body = pygame.Rect(0, 0, w, h * 0.86)
    body.midbottom = (cx, cy + h / 2 - h * 0.05)
    pygame.draw.ellipse(surface, (22, 26, 36), body)
    belly = body.inflate(-w * 0.36, -h * 0.2).move(0, h * 0.08)
    pygame.draw.ellipse(surface, (240, 242, 246), belly)
    head = (cx, body.top + h * 0.18)
    pygame.draw.circle(surface, (22, 26, 36), head, w * 0.34)
    for side in (-1, 1):
        pygame.draw.circle(surface, (255, 255, 255), (cx + side * w * 0.13, head[1] - h * 0.02), w * 0.08)
        pygame.draw.circle(surface, (10, 10, 10), (cx + side * w * 0.12, head[1] - h * 0.015), w * 0.04)
    beak = [(cx - w * 0.09, head[1] + h * 0.05), (cx + w * 0.09, head[1] + h * 0.05), (cx, head[1] + h * 0.13)]
    pygame.draw.polygon(surface, (255, 160, 40), beak)
    pygame.draw.rect(surface, scarf, pygame.Rect(cx - w * 0.34, head[1] + h * 0.15, w * 0.68, h * 0.07),
                     border_radius=4)
    for side in (-1, 1):
        foot = pygame.Rect(0, 0, w * 0.3, h * 0.08)
        foot.center = (cx + side * w * 0.2, body.bottom)
        pygame.draw.ellipse(surface, (255, 160, 40), foot)


def draw_mini_card(surface: pygame.Surface, rect: pygame.Rect, angle: float, face: str,
                   ink: tuple[int, int, int], band: tuple[int, int, int]) -> None:
    """A small card with a coloured band and a word, rotated by angle degrees."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    r = layer.get_rect()
    pygame.draw.rect(layer, (250, 248, 240), r, border_radius=max(4, r.width // 10))
    pygame.draw.rect(layer, (60, 60, 70), r, 2, border_radius=max(4, r.width // 10))
    pygame.draw.rect(layer, band, pygame.Rect(6, 6, r.width - 12, r.height // 4), border_radius=6)
    with text.art():  # the icon's picture: its tile's title and line are the words to read
        word = text.label(face, max(12, r.width // 3), ink, True)
    layer.blit(word, word.get_rect(center=(r.width / 2, r.height * 0.62)))
    rotated = pygame.transform.rotozoom(layer, angle, 1.0)
    surface.blit(rotated, rotated.get_rect(center=rect.center))


def draw_suit(surface: pygame.Surface, suit: str, center: tuple[float, float], size: float,
              color: tuple[int, int, int]) -> None:
    """A card suit drawn as shapes (fonts may lack the suit glyphs)."""
    cx, cy = center
    s = size / 2
    if suit == "diamonds":
        pygame.draw.polygon(surface, color, [(cx, cy - s), (cx + s * 0.72, cy), (cx, cy + s), (cx - s * 0.72, cy)])
    elif suit == "hearts":
        pygame.draw.circle(surface, color, (cx - s * 0.42, cy - s * 0.25), s * 0.48)
        pygame.draw.circle(surface, color, (cx + s * 0.42, cy - s * 0.25), s * 0.48)
        pygame.draw.polygon(surface, color, [(cx - s * 0.88, cy - s * 0.1), (cx + s * 0.88, cy - s * 0.1), (cx, cy + s)])
    elif suit == "spades":
        pygame.draw.circle(surface, color, (cx - s * 0.42, cy + s * 0.15), s * 0.46)
        pygame.draw.circle(surface, color, (cx + s * 0.42, cy + s * 0.15), s * 0.46)
        pygame.draw.polygon(surface, color, [(cx - s * 0.86, cy + s * 0.05), (cx + s * 0.86, cy + s * 0.05), (cx, cy - s)])
        pygame.draw.polygon(surface, color, [(cx, cy + s * 0.2), (cx - s * 0.3, cy + s), (cx + s * 0.3, cy + s)])
    else:  # clubs
        for dx, dy in ((0, -0.42), (-0.45, 0.12), (0.45, 0.12)):
            pygame.draw.circle(surface, color, (cx + s * dx, cy + s * dy), s * 0.4)
        pygame.draw.polygon(surface, color, [(cx, cy), (cx - s * 0.3, cy + s), (cx + s * 0.3, cy + s)])


def draw_upcoming_icon(surface: pygame.Surface, game_id: str, rect: pygame.Rect) -> None:
    """The picture on the tile of a game still to come (a playable game draws its own: GameEntry.draw_icon).

    A game whose pictures exist before its scene (`sprites/<game_id>/icon.py` with `draw_icon`) shows them.
    """
    cx, cy = rect.center
    u = min(rect.width, rect.height)
    try:
        own = importlib.import_module(f"sprites.{game_id}.icon")
    except ModuleNotFoundError as exc:
        if exc.name not in (f"sprites.{game_id}", f"sprites.{game_id}.icon"):
            raise
        own = None
    if own is not None and hasattr(own, "draw_icon"):
        own.draw_icon(surface, rect)
    else:
        draw_football(surface, (cx, cy), u * 0.3)
