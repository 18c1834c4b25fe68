"""G.O.A.L.'s menu tile picture: a goal card with a pair played on it, and the four letters."""

from __future__ import annotations

import pygame

from engines.goal.table import LETTERS
from sprites.cards.art import CARD_SIZE, CardArt
from sprites.goal.faces import draw_letter_badge, face_for


def _card(art: CardArt, face: str, height: float, angle: float) -> pygame.Surface:
    scale = height / CARD_SIZE[1]
    img = art.base(face_for(face), (round(CARD_SIZE[0] * scale), round(CARD_SIZE[1] * scale)))
    return pygame.transform.rotozoom(img, angle, 1.0) if angle else img


def draw_icon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The picture on the menu tile: the A-PAIR goal card, a pair of 9s played on it, G O A L badges."""
    cx, cy = rect.center
    u = min(rect.width, rect.height)
    art = CardArt()
    goal = _card(art, "A-PAIR", u * 0.8, 5)
    surface.blit(goal, goal.get_rect(center=(round(cx - u * 0.2), round(cy - u * 0.02))))
    for face, dx, dy, angle in (("9E", 0.1, 0.16, -8), ("9K", 0.26, 0.2, -20)):
        card = _card(art, face, u * 0.52, angle)
        surface.blit(card, card.get_rect(center=(round(cx + dx * u), round(cy + dy * u))))
    for i, letter in enumerate(LETTERS):
        draw_letter_badge(surface, letter, (cx + u * (0.12 + 0.14 * i), rect.y + u * (0.12 + 0.04 * (i % 2))),
                          u * 0.15, True)
