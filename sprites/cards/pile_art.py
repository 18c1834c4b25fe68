"""Pictures of piles: the stacked edges under a pile's top cards, its count label, and the still picture a
zone at rest is drawn as (`Zone.still_layer`)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from core import text, theme
from sprites.cards.art import CardArt, Size, margin_for
from sprites.cards.sprite import CardSprite

PILE_DEPTH_PX = 0.5  # the pile grows this much per card...
PILE_SHIFT_PX = 0.18  # and leans left this much per card
EDGE_PAPER = (236, 232, 222)
EDGE_LINE = (186, 180, 168)
EDGE_LINE_LIGHT = (210, 205, 194)


def slab_image(art: CardArt, size: Size, depth: int) -> pygame.Surface:
    """Stacked card edges over one drop shadow; cached per (size, depth)."""
    key = ("pile-slab", size, depth)
    img = art.faces.get(key)
    if img is not None:
        return img
    w, h = size
    m = margin_for(size)
    shift = math.ceil(depth * PILE_SHIFT_PX / PILE_DEPTH_PX)
    img = pygame.Surface((w + 2 * m + shift, h + 2 * m + depth), pygame.SRCALPHA)
    img.blit(art.shadow(size), (shift, depth))  # under the bottom card
    radius = round(w * 0.075)
    for k in range(depth, -1, -1):  # bottom card first; k = height below the top card
        rect = pygame.Rect(m + shift - round((depth - k) * shift / depth), m + k, w, h)
        pygame.draw.rect(img, EDGE_PAPER, rect, border_radius=radius)
        pygame.draw.rect(img, EDGE_LINE if k % 2 == 0 else EDGE_LINE_LIGHT, rect, 1, border_radius=radius)
    if pygame.display.get_surface() is not None:
        img = img.convert_alpha()
    return art.faces.put(key, img)


def pill(caption: str) -> pygame.Surface:
    label = text.label(caption, 30, theme.INK, True)
    pad_x, pad_y = 16, 6
    pill = pygame.Surface((label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y), pygame.SRCALPHA)
    pygame.draw.rect(pill, (8, 16, 12, 150), pill.get_rect(), border_radius=pill.get_height() // 2)
    pill.blit(label, (pad_x, pad_y))
    return pill


def render_still(art: CardArt, under: list[tuple[pygame.Surface, pygame.Rect]],
                 shown: Sequence[CardSprite]) -> tuple[pygame.Surface, tuple[int, int]]:
    """What lies under the cards and the cards, blitted into one picture just big enough to hold them."""
    parts = list(under)
    for c in sorted(shown, key=lambda c: c.draw_key):
        img = art.sprite(c.face if c.showing_face else c.back, c.size, c.scale, 1.0, c.angle, c.dim)
        if img is not None:
            x, y = c.draw_pos
            parts.append((img, img.get_rect(center=(round(x), round(y)))))
    if not parts:
        return pygame.Surface((1, 1), pygame.SRCALPHA), (0, 0)
    box = parts[0][1].unionall([r for _img, r in parts[1:]])
    # Premultiplied alpha, so shadows and soft edges stacked in the picture land on the felt exactly as
    # they would one by one (plain alpha blits onto a transparent layer darken every soft edge).
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    for img, rect in parts:
        layer.blit(img.premul_alpha(), rect.move(-box.x, -box.y), special_flags=pygame.BLEND_PREMULTIPLIED)
    return layer, box.topleft


__all__ = ["slab_image", "pill", "render_still"]
