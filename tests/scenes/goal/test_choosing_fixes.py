"""Choosing a combination at the G.O.A.L. table as a newcomer finds it (issue 21): Suggest lists the biggest
combination first and keeps the focus, so confirm again shows the next one and never plays; the cards are
said highest first, whatever order they were picked in."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engines.goal import State
from engines.goal.notation import Action
from match.setup import GameSetup, SeatSpec
from scenes.cards.picker import FINISH
from scenes.goal.scene import GoalScene
from scenes.goal.steps import suggestions
from tests.support.driver import Driver, make_app, open_scene
from tests.support.positions import place

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")
DECK = ["2E", "3E", "4E", "6E", "7E", "8E", "8K", "10N"]


@pytest.fixture
def table(tmp_path):
    app = make_app(tmp_path)
    app.settings.autoplay_forced_moves = False
    scene = GoalScene(GameSetup("goal", 0, (HUMAN, CPU), None, {}), sync_bots=True)
    d = open_scene(app, scene)
    yield d, scene
    app.close()


def at(d: Driver, scene: GoalScene, hand: list[str], goals: dict[str, Any]) -> None:
    place(scene, State.from_json({"to_move": 0, "quarter": 1, "action": 3, "hands": [hand, ["10E", "10K"]],
                                  "decks": [list(DECK), list(DECK)], "goals": goals}))
    d.frames(3)


def focus_to(d: Driver, scene: GoalScene, key: str) -> None:
    for _ in range(60):
        target = next(n for n, c in enumerate(scene.choices) if c.key == key)
        if scene.focus == target:
            return
        d.key(pygame.K_RIGHT if scene.focus < target else pygame.K_LEFT)
    raise AssertionError(f"cannot focus {key}")


def test_suggest_lists_the_biggest_combination_first():
    """Two pairs of 1s and 5s is four cards but weak: a straight flush and three of a kind come before it."""
    legal = ["SHOOT:A-TWOPAIRS:5E+5K+1E+1K", "SHOOT:G-STRAIGHTFLUSH:10N+9N+8N", "SHOOT:O-THREE:7E+7K+7N",
             "SHOOT:L-SINGLE:10N"]
    order = suggestions([Action.parse(n) for n in legal])
    assert order[0] == tuple(sorted(("10N", "9N", "8N"), key=repr))
    assert order.index(tuple(sorted(("7E", "7K", "7N"), key=repr))) < order.index(
        tuple(sorted(("5E", "5K", "1E", "1K"), key=repr)))
    assert order[-1] == ("10N",)


def test_confirm_again_on_suggest_shows_the_next_suggestion_and_never_plays(table):
    d, scene = table
    at(d, scene, ["9E", "9K", "2N"], {"A-PAIR": [], "G-SINGLE": []})
    focus_to(d, scene, "suggest")
    seen = []
    for k in range(4):
        d.key(pygame.K_RETURN)
        d.frames(2)
        assert scene.focused_choice is not None and scene.focused_choice.key == "suggest"
        assert scene.focused_choice.label == f"Suggest {k + 1}/4"
        seen.append(tuple(scene.picker.selection))
    assert list(scene.match.actions) == []  # four presses of confirm, nothing played
    assert len({tuple(sorted(s)) for s in seen}) == 4
    assert any(c.step is not None and c.step.kind == FINISH for c in scene.choices)  # the play button beside


def test_the_cards_chosen_are_said_highest_first(table):
    d, scene = table
    at(d, scene, ["10E", "5E", "9E"], {"G-FLUSH": []})
    for face in ("5E", "10E", "9E"):  # picked in any order
        n = next(n for n, c in enumerate(scene.choices) if c.sprite is not None and c.label == face)
        while scene.focus != n:
            d.key(pygame.K_RIGHT if scene.focus < n else pygame.K_LEFT)
        d.key(pygame.K_RETURN)
    assert scene.chosen_faces() == ["10E", "9E", "5E"]
    words = " ".join(line[0] for line in scene.status_lines(0, scene.palette))
    assert "Emperor 10 + Emperor 9 + Emperor 5" in words


def test_every_shoot_and_tackle_button_reads_whole(table):
    """Issue 21: "Shoot L: Run of Th..." was cut. Every goal card's button label fits its button, in two
    lines split at the colon when one line would be too small."""
    from core import text
    from engines.goal.table import LETTERS, REQUIREMENTS
    from scenes.goal.steps import button_name
    from sprites.cards.hud import BUTTON_MIN_PX

    d, scene = table
    width = scene._button_rects(0)[0].w - 20
    for letter in LETTERS:
        for req in REQUIREMENTS:
            for verb in ("Shoot", "Tackle"):
                label = f"{verb} {button_name(f'{letter}-{req}')}"
                if text.font(BUTTON_MIN_PX, True).size(label)[0] <= width:
                    continue  # one line, at a readable size
                head, _, tail = label.partition(": ")
                for line in (head + ":", tail):
                    assert text.fit_text(line, 28, width, True, 20)[0] == line, label
