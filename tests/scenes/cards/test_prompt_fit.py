"""The card tables' prompt bar fits its strip under the table, whatever is focused (G.O.A.L.'s long shot
buttons, Jukem Football's plays), for a keyboard and a mouse; nothing the bar offers is lost by a cut but
its words' tail."""

from __future__ import annotations

import random

import pygame
import pytest

from core.input import Action
from match.setup import GameSetup, SeatSpec
from scenes.goal.scene import GoalScene
from scenes.jukem_football.scene import JukemFootballScene
from sprites.ui import glyphs
from tests.support.cards import settle
from tests.support.driver import make_app, open_scene

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")


@pytest.mark.parametrize("scene_cls,game_id", [(GoalScene, "goal"), (JukemFootballScene, "jukem_football")])
@pytest.mark.parametrize("device", ["kb1", "mouse"])
def test_the_prompt_bar_stays_on_the_table(tmp_path, scene_cls, game_id, device):
    app = make_app(tmp_path)
    try:
        app.settings.autoplay_forced_moves = False
        app.input.last_device = device
        scene = scene_cls(GameSetup(game_id, 3, (HUMAN, CPU), None, {}), sync_bots=True)
        d = open_scene(app, scene)
        app.input.seats[0] = device  # Blue plays with this device: the bar shows its glyphs
        assert app.input.device_kind(app.prompt_device(0)) == ("mouse" if device == "mouse" else "keyboard")
        area = scene.layout.rect("prompt")
        canvas = pygame.Surface((1920, 1080))
        rng = random.Random(5)
        widest, decisions = 0, 0
        for _ in range(400):
            settle(d, scene, limit=6000)
            d.frames(2)
            if scene.finished or decisions >= 40:
                break
            if scene.deciding() != 0:
                continue
            decisions += 1
            for n in range(len(scene.choices)):
                scene.focus = n
                scene.draw(canvas)
                hits = scene.prompt_hits
                assert hits, "a decision always has a prompt bar"
                left, right = min(r.left for _a, r in hits), max(r.right for _a, r in hits)
                widest = max(widest, right - left)
                assert area.left <= left and right <= area.right, (
                    f"{game_id}: the prompt bar runs from {left} to {right}, past the table's {area.left}-{area.right}"
                    f" (focused: {scene.choices[n].label!r})")
                if device == "mouse":  # a mouse's Pause is its only way to pause: never dropped
                    assert any(a == Action.MENU for a, _r in hits)
            # A choice at a time (a card, then a goal or a button), so the bar is seen half-way through a play
            # too, Cancel and all; a greyed card would only be refused.
            usable = [c for c in scene.choices if c.enabled]
            scene._activate(rng.choice(usable), 0)
        assert decisions >= 5
    finally:
        app.close()


def test_fitting_tightens_then_cuts_the_longest_words_then_drops_in_order():
    pygame.init()
    items = [(Action.LEFT, ""), (Action.RIGHT, "Browse"), (Action.CONFIRM, "Shoot L: Run of Three onto the goal"),
             (Action.BACK, "Cancel"), (Action.PEEK, "Hint"), (Action.MENU, "Pause")]
    full, gap, _inner = glyphs.fit_items("keyboard", items, 44, None)
    assert full == items and gap == glyphs.GAP
    fitted, gap, _inner = glyphs.fit_items("keyboard", items, 44, 1080)
    assert gap == glyphs.TIGHT_GAP
    assert [a for a, _w in fitted] == [a for a, _w in items], "cutting the long words was enough"
    assert fitted[2][1].endswith("\u2026") and fitted[2][1].startswith("Shoot L:")
    narrow, _gap, _inner = glyphs.fit_items("keyboard", items, 44, 700)
    assert Action.LEFT not in [a for a, _w in narrow] and Action.CONFIRM in [a for a, _w in narrow]


def test_a_mouse_hint_prompt_shows_the_click_it_takes_not_hold(monkeypatch):
    pygame.init()
    from core import text

    seen: list[str] = []
    real = text.label
    monkeypatch.setattr(text, "label", lambda words, *a, **k: (seen.append(words), real(words, *a, **k))[1])
    glyphs._cache.clear()
    peek = glyphs.glyph("mouse", Action.PEEK)
    click = glyphs.glyph("mouse", Action.CLICK)
    assert "Hold" not in seen, "a mouse holds nothing: the Hint on the bar is clicked"
    assert peek.get_size() == click.get_size()
    assert pygame.image.tobytes(peek, "RGBA") == pygame.image.tobytes(click, "RGBA")
