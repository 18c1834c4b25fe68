"""A game between two computers being watched (a tournament's Watch) can be finished at once from the pause
menu: the table jumps to the end, the result follows, and the game is the one watching it would have shown."""

from __future__ import annotations

from match.setup import CPU, HUMAN, GameSetup, SeatSpec
from scenes.jukem_soccer.scene import JukemSoccerScene
from scenes.play.pause import pause_options
from tests.match.test_finish_now import watched
from tests.support.driver import open_scene


def test_finish_now_plays_a_computers_game_out_at_once_with_the_watched_result(app):
    setup = GameSetup("jukem_soccer", 4, (SeatSpec(CPU, "easy"), SeatSpec(CPU, "normal")), None)
    scene = JukemSoccerScene(setup, sync_bots=True)
    scene.speed = 4.0  # as a tournament's Watch
    ended: list[object] = []
    scene.after_end = ended.append
    d = open_scene(app, scene, frames=120)
    assert not scene.finished
    scene.open_pause()
    d.frames(1)
    pause = d.top
    assert "finish_now" in [b.key for b in pause.group.buttons]
    d.click_button("finish_now")
    d.frames(3)
    assert scene.finished and scene.match.finished, "the game is played out at once"
    assert ended == [scene], "the end is reported once (a tournament records it)"
    d.to_result()  # the result once the end has landed, as after a game watched to its end
    whole, _kept = watched(setup)
    assert scene.match.actions == whole.actions
    assert scene.shown_ply == scene.match.ply, "the table shows the end"


def test_finish_now_is_offered_only_when_two_computers_play(app):
    setup = GameSetup("jukem_soccer", 4, (SeatSpec(HUMAN), SeatSpec(CPU, "normal")), None)
    scene = JukemSoccerScene(setup, sync_bots=True)
    open_scene(app, scene)
    assert "Finish now" not in [o[0] for o in pause_options(scene)]
