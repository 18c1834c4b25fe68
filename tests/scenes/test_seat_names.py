"""Players' names (tournament entrants) on the game tables, and long names fitting their panels.

A seat with a name is called by it wherever a player is meant ("Bo to move",
the hand-off curtain, the play log); colour words stay where the colour is
meant (the goals, "the red Papa"). A 20-character name never runs out of a
panel: core.text shrinks the line, then cuts the name with an ellipsis.
"""

from __future__ import annotations

import pygame
import pytest

from core import text, theme
from scenes.jukem_soccer.scene import JukemSoccerScene
from scenes.penguin_soccer.scene import HEADLINE_W, PenguinSoccerScene
from scenes.play.pause import resign
from match.setup import GameSetup, SeatSpec
from sprites.cards import hud
from tests.support.driver import make_app, open_scene

LONG, SHORT, WIDE = "Hannelore-Katharina", "Bo", "W" * 20
STATUS = (392, 470)  # Jukem's status panel (levels/jukem_soccer_table.tmx)


@pytest.fixture
def labels(monkeypatch):
    """Every line of text rendered while the test runs: (words, width in px)."""
    seen: list[tuple[str, int]] = []
    real = text.label

    def record(words, size, color, bold=False):
        surf = real(words, size, color, bold)
        seen.append((words, surf.get_width()))
        return surf

    monkeypatch.setattr(text, "label", record)
    return seen


@pytest.fixture
def start(tmp_path):
    apps = []

    def _start(cls, game, seats, clock=None, seed=0):
        app = make_app(tmp_path)
        app.settings.autoplay_forced_moves = False
        apps.append(app)
        scene = cls(GameSetup(game, seed, seats, clock, {}), sync_bots=True)
        return open_scene(app, scene), scene

    yield _start
    for app in apps:
        app.close()


def settle(d, scene, limit=3000):
    for _ in range(limit):
        if not scene.animating and not getattr(scene, "_snap_due", False):
            return
        d.frames(1)
    raise AssertionError("the table never came to rest")


# -- core.text ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", [LONG, WIDE])
def test_fit_text_shrinks_then_cuts_a_long_name_to_the_width(name):
    words, px = text.fit_text(f"{name} resigned", 44, STATUS[0] - 40, True)
    assert text.font(px, True).size(words)[0] <= STATUS[0] - 40
    assert text.MIN_FIT_PX <= px < 44
    assert words.endswith(text.ELLIPSIS)


def test_fit_text_leaves_what_fits_alone():
    assert text.fit_text("Bo resigned", 44, 352, True) == ("Bo resigned", 44)
    words, px = text.fit_text(WIDE, 30, 100, min_size=30)
    assert px == 30 and words.endswith(text.ELLIPSIS) and text.font(30).size(words)[0] <= 100


def test_fit_named_cuts_only_the_names():
    words, px = text.fit_named("{} to move", WIDE, 62, 398, True)
    assert words.endswith(text.ELLIPSIS + " to move") and text.font(px, True).size(words)[0] <= 398
    words, px = text.fit_named("{}  2  -  1  {}", (WIDE, SHORT), 92, 960, True)
    assert words.endswith("  2  -  1  Bo") and text.font(px, True).size(words)[0] <= 960
    assert text.fit_named("{} to move", SHORT, 62, 398, True) == ("Bo to move", 62)


@pytest.mark.parametrize("name", [LONG, WIDE])
def test_wrap_never_gives_a_line_wider_than_the_panel(name):
    lines = text.wrap(f"{name} resigned", 44, STATUS[0] - 40, True)
    assert all(text.font(44, True).size(line)[0] <= STATUS[0] - 40 for line in lines)
    assert lines[-1].endswith("resigned")
    if name == LONG:
        assert lines == ["Hannelore-", "Katharina resigned"]  # broken after the hyphen, nothing lost


# -- Jukem Soccer ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", [LONG, WIDE])
def test_jukem_status_panel_fits_a_long_resignation(name, labels):
    lines = [(f"{name} resigned", 44, theme.GOLD, True)]
    hud.render_status(STATUS, lines)
    drawn = [(w, px) for w, px in labels if w]
    assert drawn and all(px <= STATUS[0] - 40 for _w, px in drawn)
    assert "".join(w for w, _ in drawn).endswith("resigned")


def test_jukem_scoreboard_fits_long_names(labels):
    size = (392, 196)
    hud.render_scoreboard(size, (WIDE, LONG), (1, 0), "First half", 40, theme.STANDARD)
    names = [(w, px) for w, px in labels if w.startswith(("WWW", "HANNELORE"))]
    assert len(names) == 2
    assert all(px <= size[0] // 2 - 28 for _w, px in names)


def test_jukem_uses_the_players_names(start, labels):
    d, scene = start(JukemSoccerScene, "jukem_soccer", (SeatSpec("human", name=LONG), SeatSpec("cpu", "easy",
                                                                                                name=SHORT)))
    settle(d, scene)
    assert scene.names == (LONG, SHORT)
    cur = scene.seat_view.to_move
    assert cur is not None
    head = scene.status_lines(scene.deciding(), scene.palette)[0][0]
    assert head.startswith(scene.names[cur]) and "Blue" not in head and "Red" not in head
    assert scene.coin.joke and "Blue" not in scene.coin.joke and "Red" not in scene.coin.joke
    if scene.log:
        assert scene.log[0].startswith((LONG, SHORT))
    d.frames(3)
    drawn = [w for w, _px in labels]
    assert any(LONG in w and "possession" in w for w in drawn)  # the row's caption
    assert any(w.startswith("HANNELORE") for w in drawn)  # the scoreboard
    # resign: the status panel and the result carry the name and fit
    resign(scene, 0)  # as the pause menu's Resign does
    assert scene.result_text == f"{LONG} resigned"
    labels.clear()
    d.to_result()
    d.frames(2)
    assert any(w == "You lose" for w, _ in labels)  # the one person at the screen resigned to the computer
    assert any(w == SHORT for w, _ in labels)  # the winner's name beside the score
    status = scene.layout.rect("status")
    lines = scene.status_lines(None, scene.palette)
    assert lines[0][0] == f"{LONG} resigned"
    labels.clear()
    hud.render_status(status.size, lines)
    assert labels and all(px <= status.w - 40 for _w, px in labels)


def test_jukem_handoff_curtain_names_both_players(start, labels):
    d, scene = start(JukemSoccerScene, "jukem_soccer", (SeatSpec("human", name=WIDE), SeatSpec("human", name=SHORT)))
    for _ in range(2000):
        if d.top.name == "handoff":
            break
        d.frames(1)
    curtain = d.top
    assert curtain.name == "handoff"
    name, other = scene.seat_name(curtain.seat), scene.seat_name(1 - curtain.seat)
    turn, away, ready = curtain.words()
    assert turn == f"{name}'s turn" and away == f"{other}, please look away."
    assert ready.startswith(name) and ready.endswith("press when ready")
    labels.clear()
    d.frames(2)
    lines = [(w, px) for w, px in labels if "turn" in w or "look away" in w or "ready" in w]
    assert lines and all(px <= theme.CANVAS_W - 160 for _w, px in lines)


# -- Penguin Soccer ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", [LONG, WIDE])
def test_penguin_headline_and_pens_use_names_and_fit(start, labels, name):
    d, scene = start(PenguinSoccerScene, "penguin_soccer", (SeatSpec("human", name=name),
                                                            SeatSpec("human", name=SHORT)))
    settle(d, scene)
    labels.clear()
    scene._static = None  # draw the sea with its pens again
    d.frames(2)
    cur = scene.seat_view.to_move
    assert cur is not None
    heads = [(w, px) for w, px in labels if w.endswith(" to move")]
    assert heads and all(px <= HEADLINE_W for _w, px in heads)
    assert heads[-1][0].startswith(scene.seat_name(cur)[:5])
    pens = [(w, px) for w, px in labels if w.endswith("'s sea")]
    assert {w for w, _ in pens} >= {f"{SHORT}'s sea"} and len(pens) >= 2
    assert all(px <= 350 + 40 for _w, px in pens)
    # the piece panel names the player; pieces of the other side are named by colour
    assert scene._panel_lines()[0][0].startswith(scene.seat_name(cur))


def test_penguin_log_goal_and_result_use_names(start, labels):
    # Bo is a person (only a person may resign); the computer plays the other side.
    d, scene = start(PenguinSoccerScene, "penguin_soccer", (SeatSpec("cpu", "easy", name=LONG),
                                                            SeatSpec("human", name=SHORT)))
    for _ in range(600):
        if scene.log:
            break
        view = scene.seat_view
        if view.to_move == 1 and view.legal and not scene.animating:
            assert scene.submit(view.legal[0])
        d.frames(1)
    assert scene.log and scene.log[0].startswith((f"{LONG}'s ", f"{SHORT}'s "))
    assert "Blue" not in scene.coin.joke and "Red" not in scene.coin.joke
    resign(scene, 1)
    assert scene.result_text == f"{SHORT} resigned"
    labels.clear()
    d.to_result()
    d.frames(2)
    heads = [(w, px) for w, px in labels if w == f"{SHORT} resigned"]
    assert heads and all(px <= HEADLINE_W for _w, px in heads)
    assert any(w == "You lose" for w, _ in labels)  # Bo, the one person playing, resigned
    assert any(LONG[:8] in w for w, _ in labels if w != f"{SHORT} resigned")  # the computer's name by the score


def test_penguin_goal_banner_keeps_the_words_for_a_wide_name(start):
    d, scene = start(PenguinSoccerScene, "penguin_soccer", (SeatSpec("human", name=WIDE), SeatSpec("human")))
    words, px = text.fit_named("{} scores!", scene.seat_name(0), 60, 1100, True)
    assert words.endswith(" scores!") and text.font(px, True).size(words)[0] <= 1100
    assert scene.seat_name(1) == "Red"  # no name: the seat's colour, as before


def test_no_name_keeps_the_colour_words(start):
    d, scene = start(JukemSoccerScene, "jukem_soccer", (SeatSpec("human"), SeatSpec("cpu", "easy")))
    assert scene.names == theme.SEAT_NAMES
    pygame.event.clear()
