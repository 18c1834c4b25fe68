"""The confirm box: its question stays inside the box, whatever its length."""

from __future__ import annotations

import pytest

from core import text
from scenes.ui.overlays import QUESTION_W, ConfirmScene

QUESTIONS = [
    "Resign?",
    "Discard the unfinished game (Jukem Soccer: Blue vs Computer (easy), move 69)? It cannot be resumed afterwards.",
    "Start a new game? Your unfinished game (Penguin Soccer: Annabelle-Marguerite vs Computer (hard), move 212) "
    "is replaced once this one begins, and cannot be resumed afterwards.",
]


@pytest.mark.parametrize("question", QUESTIONS)
def test_every_line_fits_the_box_as_drawn(question):
    size, lines = ConfirmScene(question, lambda: None).question_lines()
    assert lines and " ".join(lines).split() == question.split()  # every word, in order
    assert all(text.font(size, True).size(line)[0] <= QUESTION_W for line in lines)  # bold, as drawn
    assert len(lines) <= 4
