"""The Penguin Soccer scene end to end, headless, through the real event queue.

Computer players run synchronously (sync_bots=True) so every run is the same;
time is simulated by the driver's frames, never read from a wall clock.
"""

from __future__ import annotations

import pygame
import pytest

from engines.penguin_soccer import new_game
from engines.penguin_soccer.board import SEA, UP
from engines.penguin_soccer.notation import PIECES
from scenes.penguin_soccer.scene import STAGE_FACING, STAGE_MOVE, STAGE_PIECE, PenguinSoccerScene
from match.setup import GameSetup, SeatSpec
from sprites.penguin_soccer.moves import blocked, piece_options
from tests.scenes.penguin_soccer.support import CPU, HUMAN, key, play, played, seed_where, settle
from tests.support.driver import Driver, make_app, open_scene


def assert_view_matches(scene: PenguinSoccerScene) -> None:
    """Every sprite stands where the engine state says, in the right pose (the Match's state: the table shows
    the position the game is in when nothing moves on it)."""
    st = scene.match.full_state()
    assert scene.position.key() == st.key() and scene.seat_view.ply == len(scene.match.actions)
    for i in range(6):
        want = None if st.pos[i] == SEA else st.pos[i]
        assert scene.square_of_sprite(i) == want, f"penguin {i}: sprite on {scene.square_of_sprite(i)}, state {want}"
        sp = scene.pieces[i]
        assert sp.visible
        if want is None or st.face[i] == UP:
            assert sp.tilt == 0.0
        else:
            assert sp.tilt == 1.0
            assert round(sp.yaw - scene.lying_yaw(st.face[i])) % 360 == 0
    if st.result == "goal":
        assert scene.ball.holder is None and scene.ball_square() == st.ball
    elif st.ball < 0:
        assert scene.ball_square() is None and scene.ball.holder is None
    else:
        assert scene.ball_square() == st.ball
        if st.ball in st.pos:
            assert scene.ball.holder == st.pos.index(st.ball)


def drag(d: Driver, a: tuple[float, float], b: tuple[float, float]) -> None:
    d.move(a)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=d.window_pos(a), button=1))
    d.frames(1)
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    d.move(mid)
    d.move(b)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=d.window_pos(b), button=1))
    d.frames(1)


def run_cpu_game(d: Driver, scene: PenguinSoccerScene, seconds: float, dt: float = 0.1) -> int:
    """Play on for `seconds` of simulated time, checking the picture whenever it is still."""
    checked = 0
    last = -1
    for _ in range(int(seconds / dt)):
        d.frames(1, dt)
        if not scene.animating and len(played(scene)) != last:
            assert_view_matches(scene)
            last = len(played(scene))
            checked += 1
        if scene.finished and not scene.animating:
            break
    return checked


def test_cpu_game_runs_and_the_pieces_follow_the_engine(start):
    d, scene = start((SeatSpec("cpu", "easy"), SeatSpec("cpu", "normal")), seed=3)
    checked = run_cpu_game(d, scene, 300.0)
    assert len(played(scene)) >= 20 or scene.finished
    assert checked >= 10
    # the scene replays the record exactly
    st = new_game(3)
    for note in played(scene):
        st = st.apply(note)
    assert st.key() == scene.match.full_state().key() == scene.position.key()
    if scene.finished:
        assert scene.result_text
        d.to_result()


def test_keyboard_alone_picks_penguin_move_and_facing(start):
    seed = seed_where(0)
    d, scene = start((HUMAN, CPU), seed=seed)
    settle(d, scene)  # the coin toss
    assert scene.seat_view.to_move == 0
    key(d, "right", 2)  # Mama -> Papa -> Baby
    assert scene.cand_focus == 2
    key(d, "enter")
    assert scene.stage == STAGE_MOVE
    # Baby in the sea: three ways in, ordered clockwise on screen from the top: NE, E, N
    assert [o.direction for o in scene.options] == [1, 2, 0]
    key(d, "right")  # E
    assert scene.focused_option.direction == 2 and scene.focused_option.dest == scene.position.board.square("c1")
    key(d, "enter")
    assert scene.stage == STAGE_FACING
    key(d, "right")  # one step clockwise from E: SE
    key(d, "enter")
    assert played(scene) == ["B>E/SE"]
    assert scene.match.history()[1].penguin(0, "B") == ("c1", "SE")
    settle(d, scene)
    assert_view_matches(scene)
    # BACK steps back a stage before anything is played
    for _ in range(400):
        d.frames(1)
        if len(played(scene)) == 2 and not scene.animating:
            break
    assert scene.seat_view.to_move == 0
    key(d, "enter")
    assert scene.stage == STAGE_MOVE
    key(d, "back")
    assert scene.stage == STAGE_PIECE
    assert len(played(scene)) == 2


def test_mouse_alone_drags_a_penguin_and_points_its_facing(start):
    seed = seed_where(0)
    d, scene = start((HUMAN, CPU), seed=seed)
    settle(d, scene)
    v = scene.view
    papa = scene.pieces[1]
    b2 = scene.position.board.square("b2")
    drag(d, (papa.pos[0], papa.pos[1] - 20), v.square_center(b2))
    assert scene.stage == STAGE_FACING, scene.message
    cx, cy = v.square_center(b2)
    dx, dy = v.dir_vector(0)  # point north of the square
    d.move((cx + dx * 0.9, cy + dy * 0.9))
    d.click((cx + dx * 0.9, cy + dy * 0.9))
    assert played(scene) == ["P>NE/N"]
    assert scene.match.history()[1].penguin(0, "P") == ("b2", "N")
    settle(d, scene)
    assert_view_matches(scene)


def test_mouse_click_then_click_and_stand_chip(start):
    seed = seed_where(0)
    d, scene = start((HUMAN, HUMAN), seed=seed)
    settle(d, scene)
    play(d, scene, "M>NE/N", "P>SW/S")
    d.frames(1)
    v = scene.view
    mama = scene.pieces[0]
    d.click((mama.pos[0], mama.pos[1] - 15))  # select by clicking
    assert scene.stage == STAGE_MOVE
    # clicking towards a way it cannot go explains why, and keeps the selection
    a1 = v.square_center(scene.position.board.square("a1"))
    d.click((a1[0], a1[1] + 70))
    assert scene.stage == STAGE_MOVE and "lies facing N" in scene.message
    chip = scene._stand_chip()
    assert chip is not None
    d.click(chip.center)
    assert played(scene)[-1] == "M^"
    assert scene.match.full_state().penguin(0, "M") == ("a1", "up")


def test_human_cannot_act_on_the_computers_turn(start):
    seed = seed_where(1)
    d, scene = start((HUMAN, CPU), seed=seed)
    assert scene.seat_view.to_move == 1
    key(d, "right")
    key(d, "enter")
    blue = scene.pieces[0]
    d.click((blue.pos[0], blue.pos[1] - 15))
    assert played(scene) == []
    assert "wait" in scene.message.lower()
    assert scene.stage == STAGE_PIECE
    for _ in range(400):
        d.frames(1)
        if played(scene):
            break
    assert len(played(scene)) == 1 and scene.match.history()[0].current_player == 1
    assert scene.match.full_state().current_player == 0 == scene.seat_view.to_move


def replay_until(seed: int, want) -> list[str]:  # noqa: ANN001 - predicate on events
    """A deterministic playout of the engine up to the first move whose events satisfy `want`."""
    st = new_game(seed)
    notes: list[str] = []
    for ply in range(400):
        assert not st.is_terminal
        acts = st.legal_actions()
        for a in acts:
            if want(st.apply(a).events):
                return notes + [str(a)]
        a = acts[(seed * 7 + ply * 13) % len(acts)]
        notes.append(str(a))
        st = st.apply(a)
    raise AssertionError("no such move found")


@pytest.mark.parametrize("seed, want", [
    (5, lambda evs: sum(e.kind == "push" for e in evs) >= 2),  # a push chain
    (3, lambda evs: any(e.kind == "push" and e["sea"] for e in evs)),  # into the sea
])
def test_skip_completes_animations_on_the_final_state(start, seed, want):
    d, scene = start((HUMAN, HUMAN), seed=seed)
    assert scene.animating  # the coin toss
    key(d, "skip")
    assert not scene.animating
    notes = replay_until(seed, want)
    play(d, scene, *notes[:-1])
    assert_view_matches(scene)
    assert scene.submit(notes[-1])
    d.frames(3)
    assert scene.animating
    key(d, "skip")
    assert not scene.animating
    assert_view_matches(scene)
    # the same move animated to the end lands on the same picture
    d2, scene2 = start((HUMAN, HUMAN), seed=seed)
    play(d2, scene2, *notes[:-1])
    assert scene2.submit(notes[-1])
    settle(d2, scene2)
    assert_view_matches(scene2)
    assert [sp.pos for sp in scene2.pieces] == [sp.pos for sp in scene.pieces]


def test_undo_returns_to_the_humans_position(start):
    seed = seed_where(0)
    d, scene = start((HUMAN, CPU), seed=seed)
    settle(d, scene)
    before = scene.match.full_state()
    key(d, "enter")  # Mama
    key(d, "enter")  # its first way in
    key(d, "enter")  # no spin
    assert len(played(scene)) == 1
    for _ in range(400):
        d.frames(1)
        if len(played(scene)) == 2 and not scene.animating:
            break
    assert len(played(scene)) == 2
    key(d, "esc")
    assert d.top.name == "pause"
    d.click_button("undo_move")
    d.frames(2)
    assert d.top is scene
    assert scene.match.full_state() is before and played(scene) == []
    assert scene.seat_view.ply == 0 and scene.seat_view.moves == () and scene.position.key() == before.key()
    assert_view_matches(scene)
    assert all(sp.in_sea for sp in scene.pieces)
    d.frames(60)
    assert played(scene) == []  # the human is to move again


def test_big_floe_renders_and_plays(start):
    d, scene = start((SeatSpec("cpu", "easy"), SeatSpec("cpu", "easy")), seed=4,
                     options={"level": "penguin_soccer_bigfloe"})
    assert scene.position.board.width == 10
    v = scene.view
    corners = [v.corner_point(c) for c in ("bottom", "top", "left", "right")]
    assert all(0 <= x <= 1920 and 0 <= y <= 1080 for x, y in corners)
    assert corners[0][1] > corners[1][1]  # Blue's home corner at the bottom
    checked = run_cpu_game(d, scene, 60.0)
    assert checked >= 5 and len(played(scene)) >= 5


def test_flag_fall_loses_on_time(start):
    seed = seed_where(0)
    d, scene = start((HUMAN, CPU), seed=seed, clock="1+0")
    for _ in range(140):
        d.frames(1, 0.5)
        if scene.finished:
            break
    assert scene.finished
    assert scene.result_text == "Blue lost on time"
    assert scene.winner == 1
    d.to_result()


def test_picker_offers_exactly_the_legal_moves():
    """Every legal action is reachable through the options, and nothing else is."""
    for seed in range(6):
        st = new_game(seed)
        for ply in range(40):
            if st.is_terminal:
                break
            offered = set()
            for letter in PIECES:
                for opt in piece_options(st, letter):
                    if opt.facings:
                        offered |= {str(a) for _f, a in opt.facings}
                    else:
                        offered.add(str(opt.action))
            legal = {str(a) for a in st.legal_actions()}
            merged = legal - offered
            # merged sea entries offer one action per end position (the same result, less spin)
            for note in merged:
                assert note[1] == ">" and "/" in note
                end = st.apply(note).key()
                assert any(st.apply(o).key() == end for o in offered)
            assert offered <= legal
            acts = st.legal_actions()
            st = st.apply(acts[(seed * 7 + ply * 13) % len(acts)])


def test_blocked_reasons_name_the_obstacle():
    st = new_game(0, first_player=0).apply("M>NE/NE").apply("P>SW/SW")  # Blue Mama a1, Red Papa g7
    papa = [r[2] for r in blocked(st, 1)]
    assert any("swims in" in t for t in papa)
    assert any("the way NE is blocked by its own Mama" in t for t in papa)
    assert piece_options(st, "P") == [] and piece_options(st, "B") == []
    assert any("lies facing SW" in r[2] for r in blocked(st, 4))
    assert any("blocked by its own Papa" in r[2] for r in blocked(st, 5))


def test_frames_go_on_while_the_computer_thinks_and_its_move_is_played_when_it_arrives(tmp_path):
    """The worker's answer is delivered by the test (a FakeWorker), so this holds on any machine."""
    from core.worker import choose_move
    from engines.common.rng import derive
    from match.thinking import InlineThinker
    from tests.support.fake_worker import FakeWorker
    from tests.support.positions import place

    app = make_app(tmp_path)
    try:
        scene = PenguinSoccerScene(GameSetup("penguin_soccer", 0, (CPU, CPU)), sync_bots=True)
        worker = FakeWorker()
        scene.worker = worker  # type: ignore[assignment]
        assert scene.match is not None
        place(scene, scene.match.full_state())  # a Match made again, asking the scene's worker from its start
        d = open_scene(app, scene)
        assert worker.warmed_up, "a game with a computer seat starts its worker at once"
        d.frames(300)  # five seconds of frames while the computer thinks: it is asked once, nothing is played
        assert played(scene) == [] and len(worker.jobs) == 1
        start = scene.match.full_state()
        seat = start.current_player
        want = choose_move("penguin_soccer", "easy", derive(0, 0, seat), start.to_json(), seat)
        worker.deliver()
        d.frames(1)
        assert played(scene) == [want]
        # A worker that dies: the scene says so and thinks in this process from then on.
        messages: list[str] = []
        app.notify = lambda message, *a, **k: messages.append(message)  # type: ignore[method-assign]
        settle(d, scene)
        for _ in range(120):
            if worker.pending:
                break
            d.frames(1)
        assert worker.fail() == 1
        d.frames(60)  # a second: past the computer's minimum thinking pause
        assert isinstance(scene.match.thinker, InlineThinker), "the Match thinks in this process from then on"
        assert any("helper process stopped" in m for m in messages)
        assert len(worker.jobs) == 2, "nothing more went to the dead worker"
        settle(d, scene)
        d.frames(60)
        assert len(played(scene)) >= 2, "the next move was thought in-process"
    finally:
        app.close()
