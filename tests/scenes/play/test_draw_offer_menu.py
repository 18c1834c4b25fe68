"""Offering a draw from the pause menu: two people at one screen (the other is asked on the spot, Accept or
Play on), against the computer (it answers at once by its rule), and no row in a game whose rules play
every tie off."""

from __future__ import annotations

import pygame

from match.setup import GameSetup, SeatSpec
from scenes.registry import make_game_scene
from tests.support.driver import Driver, make_app, open_scene

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")


def opened(tmp_path, game: str, red: SeatSpec):  # noqa: ANN001, ANN201
    app = make_app(tmp_path)
    scene = make_game_scene(GameSetup(game, 1, (HUMAN, red), None, {}), sync_bots=True)
    d = open_scene(app, scene)
    for _ in range(600):  # the coin toss and the opening
        if scene.seat_view.deciding and not scene.animating:
            break
        d.frames(1)
    return app, d, scene


def pause_keys(d: Driver) -> list[str]:
    d.key(pygame.K_ESCAPE)
    d.frames(2)
    return [b.key for b in d.top.group.buttons]


def test_two_people_agree_a_draw(tmp_path) -> None:  # noqa: ANN001
    app, d, scene = opened(tmp_path, "penguin_soccer", HUMAN)
    assert "offer_a_draw" in pause_keys(d)
    d.click_button("offer_a_draw")
    d.frames(1)
    d.click_button("yes")  # yes, offer it
    d.frames(1)
    assert d.top.name == "confirm" and "offers a draw" in d.top.question
    d.click_button("yes")  # the other player accepts
    for _ in range(400):
        d.frames(1)
        if scene.finished:
            break
    assert scene.match.result is not None and scene.match.result.method == "agreed"
    assert scene.match.result.winner is None
    app.close()


def test_play_on_turns_the_draw_down_and_the_row_is_greyed_after(tmp_path) -> None:  # noqa: ANN001
    app, d, scene = opened(tmp_path, "penguin_soccer", HUMAN)
    pause_keys(d)
    d.click_button("offer_a_draw")
    d.frames(1)
    d.click_button("yes")
    d.frames(1)
    d.click_button("no")  # Play on
    d.frames(2)
    assert d.top is scene and not scene.finished
    assert len(scene.match.declined_draws) == 1
    pause_keys(d)
    row = next(b for b in d.top.group.buttons if b.key == "offer_a_draw")
    assert not row.enabled
    app.close()


def test_the_computer_turns_an_early_offer_down_with_a_notice(tmp_path) -> None:  # noqa: ANN001
    app, d, scene = opened(tmp_path, "penguin_soccer", CPU)
    said: list[str] = []
    app.notify = said.append  # type: ignore[method-assign]
    pause_keys(d)
    d.click_button("offer_a_draw")
    d.frames(1)
    d.click_button("yes")
    d.frames(2)
    assert not scene.finished and any("turns the draw down" in s for s in said)
    app.close()


def test_no_draw_row_where_the_rules_play_every_tie_off(tmp_path) -> None:  # noqa: ANN001
    app, d, scene = opened(tmp_path, "goal", CPU)
    assert "offer_a_draw" not in pause_keys(d) and "resign" in [b.key for b in d.top.group.buttons]
    app.close()
