"""Helpers for the card-face tests: paint a face on its own surface, count the colours in a picture."""

from __future__ import annotations

import pygame

from sprites.cards.faces import CardFace


def painted(face: CardFace, width: int = 100) -> pygame.Surface:
    """`face` painted on a transparent card-shaped surface `width` pixels wide (100 x 140 card units)."""
    surf = pygame.Surface((width, width * 14 // 10), pygame.SRCALPHA)
    face.paint(surf)
    return surf


def colours(surf: pygame.Surface) -> int:
    """How many distinct colours a sample of every 7th pixel holds (a blank picture has one)."""
    data = pygame.image.tobytes(surf, "RGB")
    return len({data[i:i + 3] for i in range(0, len(data), 3 * 7)})
