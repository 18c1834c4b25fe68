"""Kortfotboll's menu tile picture: a pitch from above with two teams of face-down cards and one card turned up."""

from __future__ import annotations

import pygame

from core.theme import PITCH, PITCH_DARK
from sprites.cards.art import CardArt
from sprites.cards.faces import LINE_WHITE, CardFace
from sprites.kortfotboll.faces import DEFAULT_BACKS, back_for, face_for

PITCH_RATIO = 0.64
"""Height of the pitch to its width (a real pitch is about 68 by 105)."""
FORMATION = (1, 3, 2)
"""Cards per row from the goal out: a few, enough to read as a team."""
TURNED_UP = "KH"
"""The card turned up, attacking in the middle."""


def _card(art: CardArt, face: CardFace, width: int) -> pygame.Surface:
    return art.base(face, (width, round(width * 1.4)))


def draw_icon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture on the menu tile: a horizontal pitch, Blue's cards on the left half and Red's on the right
    in formation, face down, and a king turned up in the middle."""
    w = min(rect.w, rect.h / PITCH_RATIO)
    pitch = pygame.Rect(0, 0, round(w), round(w * PITCH_RATIO))
    pitch.center = rect.center
    stripes = 8
    for i in range(stripes):
        x0 = pitch.x + pitch.w * i // stripes
        x1 = pitch.x + pitch.w * (i + 1) // stripes
        pygame.draw.rect(surface, PITCH if i % 2 == 0 else PITCH_DARK, (x0, pitch.y, x1 - x0, pitch.h))
    lw = max(1, round(w / 130))
    lines = pitch.inflate(-round(w * 0.05), -round(w * 0.05))
    pygame.draw.rect(surface, LINE_WHITE, lines, lw)
    pygame.draw.line(surface, LINE_WHITE, (lines.centerx, lines.y), (lines.centerx, lines.bottom - 1), lw)
    pygame.draw.circle(surface, LINE_WHITE, lines.center, lines.h * 0.2, lw)
    box_w, box_h = lines.w * 0.14, lines.h * 0.5
    for side in (0, 1):
        x = lines.x if side == 0 else lines.right - box_w
        pygame.draw.rect(surface, LINE_WHITE, (round(x), round(lines.centery - box_h / 2), round(box_w), round(box_h)),
                         lw)
    art = CardArt()
    card_w = max(6, round(lines.h * 0.13))
    half = lines.w / 2
    for seat, back_id in enumerate(DEFAULT_BACKS):
        img = _card(art, back_for(back_id), card_w)
        for row, count in enumerate(FORMATION):
            depth = 0.1 + 0.32 * row  # of the half, from the goal line out
            x = lines.x + half * depth if seat == 0 else lines.right - half * depth
            for k in range(count):
                y = lines.y + lines.h * (k + 1) / (count + 1)
                surface.blit(img, img.get_rect(center=(round(x), round(y))))
    king = _card(art, face_for(TURNED_UP), round(card_w * 1.8))
    king = pygame.transform.rotozoom(king, -12, 1.0)
    surface.blit(king, king.get_rect(center=(round(lines.centerx + half * 0.02), round(lines.centery))))
