"""A fanned hand of many cards: the focused card, raised over the hand, leaves its right neighbour's strip
(where its corner index is) in sight (issue 21: with 15 or more cards it hid it whole). Headless."""

from __future__ import annotations

import math

import pytest

from sprites.cards.art import CARD_SIZE
from sprites.cards.sprite import CardSprite
from sprites.cards.zones import Hand
from sprites.cards.faces import CardBack


def hand(n: int, focus_scale: float = 1.0) -> Hand:
    h = Hand(None, (960, 960), max_width=900, fan_degrees=20, scale=0.6, focus_scale=focus_scale)
    for _ in range(n):
        h.add(CardSprite(CardBack(), CardBack()))
    return h


@pytest.mark.parametrize("n,focus_scale", [(15, 1.0), (20, 1.0), (16, 1.3)])
def test_the_focused_card_leaves_its_neighbour_in_sight(n, focus_scale):
    h = hand(n, focus_scale)
    w = CARD_SIZE[0] * 0.6
    plain = h.slots()
    for focus in (0, n // 2, n - 2):
        h.focus = focus
        slots = h.slots()
        me, nxt = slots[focus], slots[focus + 1]
        # along the fan: the neighbour's left edge is clear of the focused card's right edge
        assert math.hypot(nxt.x - me.x, nxt.y - me.y) >= w * (1 + focus_scale) / 2 - 1
        assert nxt.z < me.z
        span = abs(slots[-1].x - slots[0].x)
        assert span <= abs(plain[-1].x - plain[0].x) + 1  # the fan keeps its width
        gaps = [math.hypot(b.x - a.x, b.y - a.y) for a, b in zip(slots, slots[1:])]
        assert min(gaps) > 12  # the others close up, each still showing a strip


def test_a_roomy_hand_is_laid_out_as_before():
    h = hand(4)
    before = [(s.x, s.y) for s in h.slots()]
    h.focus = 1
    after = [(s.x, s.y) for s in h.slots()]
    assert before == after
