"""Text a player must read is big enough from the sofa, on every screen `shot` can render.

The minimum is core.text.MIN_CAP_PX, a cap height in 1080p canvas pixels (README, "Typeface"). The text
layer records every render while a screen runs for a simulated second, as `python main.py shot` does;
nothing may come out smaller except the decorative words listed in DECORATIVE, each with its reason.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from core import text
from core.scene import Scene
from scenes.registry import playable_games
from tools.demos import OVERLAYS, make_scene, scene_names

FRAME_S = 1 / 60

#: (screen, words) drawn below the minimum on purpose: art, not words a player must read.
MENU_TILE_ART = "a miniature card in a main-menu tile's picture (the tile's title and line say what it is)"
DECORATIVE: dict[tuple[str, str], str] = {
    (screen, words): MENU_TILE_ART
    for screen in ("menu", "pause", "confirm", "name_entry", "resume_offer")  # these show the menu under them
    for words in ("K", "PASS", "RUN", "SHOT", "two cards", "of one value")
}


def lobby_with_clock(game_id: str) -> Callable[[int], Scene]:
    """The lobby of a game with the clock turned on: its minutes and seconds rows open (the tallest lobby)."""

    def build(seed: int) -> Scene:
        from scenes.front.lobby import LobbyScene

        lobby = LobbyScene(game_id, seed=seed)
        lobby.clock.cycle_kind(1)
        return lobby

    return build


def hub_tab(tab: str) -> Callable[[Scene], None]:
    """Open a tab of the tournament hub (its standings and cross table show more than shot's first tab)."""
    return lambda hub: hub.set_tab(tab)  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Screen:
    """A screen as the test runs it: built from a seed, then `then` on it, for `seconds` of simulated time."""

    build: Callable[[int], Scene]
    then: Callable[[Scene], None] | None = None
    seconds: float = 1.0  # as `shot` runs it
    speed: float = 1.0  # the animation speed setting


def on_top(make: Callable[[Scene], Scene]) -> Callable[[Scene], None]:
    """Push an overlay made from the screen under it (a result, a hand-off curtain)."""
    return lambda under: under.app.stack.push(make(under))  # type: ignore[union-attr]


def dialogs() -> dict[str, Screen]:
    """The dialogs and overlays `shot` has no name for, each over the screen it opens on."""
    from scenes.cards.curtain import HandoffCurtain
    from scenes.front.resume import ResumeOffer
    from scenes.play.result import ResultScene
    from scenes.tournament.champion import ChampionScene
    from scenes.ui.name_entry import NameEntry
    from scenes.ui.overlays import ConfirmScene

    def menu(seed: int) -> Scene:
        return make_scene("menu", seed)

    def game(seed: int) -> Scene:
        return make_scene("jukem_soccer", seed)

    def nothing() -> None:
        return None

    return {
        "confirm": Screen(menu, on_top(lambda _m: ConfirmScene("Start a new game? The unfinished one is lost.",
                                                                  nothing))),
        "name_entry": Screen(menu, on_top(lambda _m: NameEntry("Your name", "Hannelore", lambda _n: None))),
        "resume_offer": Screen(menu, on_top(lambda _m: ResumeOffer("Jukem Soccer, Ann v Bo, 2-1 in the second half",
                                                                     nothing, nothing))),
        "result": Screen(game, on_top(lambda g: ResultScene(g))),  # type: ignore[arg-type]
        "curtain": Screen(game, on_top(lambda g: HandoffCurtain(g, 0))),  # type: ignore[arg-type]
        "champion": Screen(lambda seed: ChampionScene("Hannelore-Katharina", "Sunday Cup", seed)),
    }


SCREENS: dict[str, Screen] = {
    **dialogs(),
    **{name: Screen(lambda seed, n=name: make_scene(n, seed)) for name in scene_names()},
    **{f"lobby_clock_{g}": Screen(lobby_with_clock(g)) for g in playable_games()},
    **{f"tournament_hub_{tab}": Screen(lambda seed: make_scene("tournament_hub", seed), hub_tab(tab))
       for tab in ("standings", "bracket")},
    # a game well under way: hands, logs, move lists and scoreboards, past the coin toss shot shows
    **{f"{g}_in_play": Screen(lambda seed, n=g: make_scene(n, seed), seconds=10.0, speed=3.0)
       for g in playable_games()},
}


def renders_of(name: str) -> list[text.Rendered]:
    """Every text rendered while the screen runs (for one simulated second, as `shot` runs it, unless said)."""
    from scenes.routes import make_headless_app

    screen = SCREENS[name]
    app = make_headless_app()
    app.settings.animation_speed = screen.speed
    try:
        with text.record_renders() as seen:
            if name in OVERLAYS:
                app.stack.push(make_scene("menu", 0))
                app.frame(FRAME_S)
            scene = screen.build(0)
            app.stack.push(scene)
            app.frame(FRAME_S)
            if screen.then is not None:
                screen.then(scene)
            for _ in range(round(screen.seconds / FRAME_S)):
                app.frame(FRAME_S)
        return list(seen)
    finally:
        app.close()


def test_every_face_at_the_smallest_fitted_size_reaches_the_minimum() -> None:
    assert all(text.cap_height(text.MIN_FIT_PX, face) >= text.MIN_CAP_PX for face in text.Face)
    assert text.faces_missing() == set(), "the typeface packages are dependencies: pip install -e ."


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_no_text_a_player_reads_is_under_the_couch_minimum(name: str) -> None:
    seen = renders_of(name)
    assert seen, "the instrument saw no text at all"
    small = sorted({(r.cap_px, r.size, r.face.value, r.words) for r in seen
                    if r.words.strip() and r.cap_px < text.MIN_CAP_PX and (name, r.words) not in DECORATIVE})
    assert not small, f"{name}: text under a cap height of {text.MIN_CAP_PX} px: {small}"


def test_the_instrument_sees_small_text() -> None:
    """The recorder is not blind: a small label drawn in the block is reported with its cap height."""
    import pygame

    pygame.font.init()
    with text.record_renders() as seen:
        text.label("tiny", 12, (255, 255, 255))
    assert [(r.words, r.size) for r in seen] == [("tiny", 12)] and seen[0].cap_px < text.MIN_CAP_PX


def test_every_lesson_step_fits_inside_its_panel() -> None:
    """Help text stays in its panel: each step's words wrap to the lines the panel holds, none cut, and
    those lines end above the panel's bottom border."""
    import pygame

    from scenes.play.learn import PANEL, STEP_LINES, STEP_PITCH, STEP_PX, has_lesson, load_lesson, step_words

    pygame.font.init()
    assert 50 + (STEP_LINES - 1) * STEP_PITCH + STEP_PX <= PANEL.h - 4  # the words start 50 px down
    assert text.cap_height(STEP_PX) >= text.MIN_CAP_PX
    for game_id in playable_games():
        if not has_lesson(game_id):
            continue
        for k, step in enumerate(load_lesson(game_id).steps):
            lines = text.wrap(step_words(step), STEP_PX, PANEL.w - 48)
            assert len(lines) <= STEP_LINES, f"{game_id} step {k + 1} needs {len(lines)} lines"


def test_every_settings_help_stays_inside_its_panel() -> None:
    """The settings help panel: each row's name (wrapped when long: "Play forced moves after 'only move'")
    and what it does fit the panel's width and end above its bottom edge."""
    import pygame

    from scenes.front.settings import HELP, HELP_BOX, SettingsScene, help_lines

    pygame.font.init()
    rows = SettingsScene().build()
    assert rows
    for row in rows:
        lines = help_lines(row.label, HELP.get(row.key, ""))
        assert len(lines) >= 2, row.key  # its name and at least a line of help
        for words, px, bold, y in lines:
            assert text.font(px, bold).size(words)[0] <= HELP_BOX.w - 68, (row.key, words)
            assert HELP_BOX.y < y and y + px <= HELP_BOX.bottom - 16, (row.key, words)
            assert text.cap_height(px, bold) >= text.MIN_CAP_PX
