"""The label cache stays within its byte budget as well as its count, and can be filled to it."""

from __future__ import annotations

import pygame
import pytest

from core import text


@pytest.fixture(autouse=True)
def fresh_cache(monkeypatch):
    pygame.font.init()
    text.clear_caches()
    monkeypatch.setattr(text, "LABEL_CACHE_BYTES", 2 * 1024 * 1024)
    yield
    text.clear_caches()


def test_big_labels_are_evicted_by_weight_oldest_first() -> None:
    first = text.label("headline 0", 150, (255, 255, 255), True)
    for n in range(1, 200):
        text.label(f"headline {n}", 150, (255, 255, 255), True)
        assert text.label_cache_bytes() <= text.LABEL_CACHE_BYTES
    assert len(text._labels) < 200, "far fewer than the count bound: the bytes bound spoke"
    weight = sum(s.get_width() * s.get_height() * s.get_bytesize() for s in text._labels.values())
    assert weight == text.label_cache_bytes()
    assert text.label("headline 0", 150, (255, 255, 255), True) is not first  # gone, rendered anew


def test_a_recently_used_label_is_kept() -> None:
    keep = text.label("keep me", 150, (255, 255, 255), True)
    for n in range(400):
        text.label(f"filler {n}", 150, (255, 255, 255), True)
        text.label("keep me", 150, (255, 255, 255), True)
    assert text.label("keep me", 150, (255, 255, 255), True) is keep


def test_filling_reaches_the_budget_and_then_nothing_grows() -> None:
    text.fill_label_cache()
    full = text.label_cache_bytes()
    assert full > text.LABEL_CACHE_BYTES * 0.9
    for n in range(300):
        text.label(f"another {n}", 40, (200, 200, 200))
    assert text.label_cache_bytes() <= text.LABEL_CACHE_BYTES
