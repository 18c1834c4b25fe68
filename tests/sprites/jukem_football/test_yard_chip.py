"""A drive's yard chip leaves the yard numbers ahead of the ball readable (issue 21: it covered "70 FG"
and the 80 with the drive between the 45 and the 75). Headless (tests/conftest.py)."""

from __future__ import annotations

import pytest

from core import text, theme
from sprites.jukem_football.table import (
    FIELD_GOAL_YARDS, TOUCHDOWN_YARDS, chip_rect, chip_size, load_layout, marker_words, yard_x,
)


@pytest.mark.parametrize("key", ["blue", "red"])
def test_the_chip_never_covers_a_yard_number_ahead_of_the_ball(key):
    layout = load_layout()
    lane = layout.rect(f"lane_{key}")
    for yards in range(0, TOUCHDOWN_YARDS):
        words = marker_words(yards)
        r = chip_rect(layout, key, yards, chip_size(words))
        assert lane.contains(r), (yards, r, lane)
        for k in range(10, TOUCHDOWN_YARDS, 10):
            if yard_x(layout, k) - 20 <= yard_x(layout, yards):
                continue  # behind the ball: the ground gained
            if yards < 30 and k != FIELD_GOAL_YARDS:
                continue  # a drive's first yards: no room behind the ball, but "70 FG" stays clear
            label = text.label(f"{k} FG" if k == FIELD_GOAL_YARDS else str(k), 26, theme.INK, True)
            at = label.get_rect(center=(round(yard_x(layout, k)), lane.centery))
            assert not r.colliderect(at), f"at the {yards} the chip covers the {k}"
