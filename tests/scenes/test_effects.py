"""The pymunk presentation effects (sprites/fx/: goal_net.py, confetti.py, physics.py): GoalNet and Confetti.

Screenshots of menus and celebrations are compared, so the effects must draw
the same pixels for the same seed and the same frame times, and their physics
must not depend on the frame rate. These tests also pin down that the net
really catches the balls, that kicks keep coming, and that neither effect
grows without bound. No wall-clock timing: everything is simulated time.
"""

from __future__ import annotations

import os

# SDL reads these when a subsystem starts; set them before pygame is imported.
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import math  # noqa: E402

import pygame  # noqa: E402
import pymunk  # noqa: E402

from sprites.fx.confetti import Confetti  # noqa: E402
from sprites.fx.goal_net import GoalNet  # noqa: E402
from sprites.fx.physics import DT, MAX_STEPS  # noqa: E402

NET_RECT = pygame.Rect(510, 300, 900, 420)
SCREEN = pygame.Rect(0, 0, 1920, 1080)
NIGHT = (12, 18, 34)
# An uneven run of frame times, like a real loop with the odd hitch.
JITTER = [1 / 60, 1 / 60, 1 / 45, 1 / 90, 1 / 60, 0.021, 1 / 144, 1 / 30]


def pixels(effect: GoalNet | Confetti) -> bytes:
    surface = pygame.Surface(SCREEN.size)
    surface.fill(NIGHT)
    effect.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def run(effect: GoalNet | Confetti, seconds: float, dt: float = 1 / 60) -> None:
    for _ in range(round(seconds / dt)):
        effect.update(dt)


def body_state(space: pymunk.Space) -> list[tuple[float, ...]]:
    return [(*b.position, *b.velocity, b.angle) for b in space.bodies]


def assert_states_equal(a: list[tuple[float, ...]], b: list[tuple[float, ...]]) -> None:
    assert len(a) == len(b)
    for sa, sb in zip(a, b):
        for va, vb in zip(sa, sb):
            assert abs(va - vb) <= 1e-9


# -- GoalNet --------------------------------------------------------------------


def test_goal_net_same_seed_same_frame_times_same_pixels() -> None:
    one, two = GoalNet(NET_RECT, seed=7), GoalNet(NET_RECT, seed=7)
    shots = []
    for i in range(400):  # about 7 s: several kicks, impacts, bounces, fades
        dt = JITTER[i % len(JITTER)]
        one.update(dt)
        two.update(dt)
        if i % 23 == 0:
            shot = pixels(one)
            assert shot == pixels(two), f"frame {i} differs"
            shots.append(shot)
    assert len(set(shots)) > 5  # and the picture does change over time


def test_goal_net_different_seeds_differ() -> None:
    one, two = GoalNet(NET_RECT, seed=1), GoalNet(NET_RECT, seed=2)
    run(one, 1.3)
    run(two, 1.3)
    assert one.ball_points() != two.ball_points()
    assert pixels(one) != pixels(two)


def test_goal_net_physics_does_not_depend_on_frame_rate() -> None:
    fast, slow, mixed = GoalNet(NET_RECT, seed=3), GoalNet(NET_RECT, seed=3), GoalNet(NET_RECT, seed=3)
    for _ in range(2):  # 2 s: the first ball is kicked and hits the net
        run(fast, 1.0, 1 / 60)
        run(slow, 1.0, 1 / 30)
        run(mixed, 1.0, 1 / 120)
    assert fast.hits == 1
    assert_states_equal(body_state(fast.space), body_state(slow.space))
    assert_states_equal(body_state(fast.space), body_state(mixed.space))
    assert fast.ball_points() == slow.ball_points() == mixed.ball_points()
    assert fast.shots == slow.shots == mixed.shots


def test_goal_net_a_long_hitch_is_dropped_not_replayed() -> None:
    hitch, steady = GoalNet(NET_RECT, seed=5), GoalNet(NET_RECT, seed=5)
    hitch.update(5.0)  # a debugger pause: at most MAX_STEPS steps, the rest dropped
    for _ in range(MAX_STEPS):
        steady.update(DT)
    assert_states_equal(body_state(hitch.space), body_state(steady.space))
    hitch.update(1 / 60)
    steady.update(1 / 60)
    assert_states_equal(body_state(hitch.space), body_state(steady.space))


def test_goal_net_ball_reaches_the_net_and_it_bulges() -> None:
    net = GoalNet(NET_RECT, seed=11)
    rest = net.net_points()
    deepest = -math.inf
    bulge = 0.0
    for _ in range(4 * 60):
        net.update(1 / 60)
        for _, _, depth in net.ball_points():
            deepest = max(deepest, depth)
        bulge = max(bulge, max(math.dist(p, q) for p, q in zip(net.net_points(), rest)))
    assert net.shots == 1
    assert net.hits == 1  # the ball touched the net
    assert deepest > 1.9  # and went in as far as the back of the goal (2 m)
    assert bulge > 12.0  # some node was pushed back by more than 12 px on screen
    # Once the ball is gone the net settles back to its resting pose.
    run(net, 4.0)
    assert max(math.dist(p, q) for p, q in zip(net.net_points(), rest)) < 1.0


def test_goal_net_every_seed_catches_its_balls() -> None:
    for seed in range(6):
        net = GoalNet(NET_RECT, seed=seed)
        deepest = -math.inf
        for _ in range(16 * 60):  # several kicks each
            net.update(1 / 60)
            for _, _, depth in net.ball_points():
                deepest = max(deepest, depth)
        assert net.shots >= 3
        assert net.hits == net.shots or net.hits == net.shots - 1  # the last may be in flight
        assert deepest < 3.6, f"seed {seed}: a ball broke through the net"


def test_goal_net_kicks_keep_coming() -> None:
    net = GoalNet(NET_RECT, seed=4)
    counts = []
    for _ in range(6):
        run(net, 5.0)
        counts.append(net.shots)
    assert counts[-1] >= 5
    assert all(b > a for a, b in zip(counts, counts[1:]))  # a kick every 5 s at least


def test_goal_net_kick_now_and_bounded_space() -> None:
    net = GoalNet(NET_RECT, seed=9)
    nodes = len(net.space.bodies)
    constraints = len(net.space.constraints)
    net.kick()
    assert net.shots == 1
    assert net.ball_count == 1
    most_bodies = most_shapes = 0
    for i in range(120 * 60):  # 2 simulated minutes
        net.update(1 / 60)
        if i % 97 == 0:
            net.kick()  # a celebration spamming kicks
        most_bodies = max(most_bodies, len(net.space.bodies))
        most_shapes = max(most_shapes, len(net.space.shapes))
        assert net.ball_count <= 3
    assert most_bodies <= nodes + 3
    assert most_shapes <= 1 + 3 * (1 + 3 * 12)  # ground + per ball: itself and 3 strips of nodes
    assert len(net.space.constraints) == constraints  # the net itself never changes
    # Left alone, every ball goes: only the net and the ground remain.
    net.auto_kick = False
    run(net, 6.0)
    assert net.ball_count == 0
    assert len(net.space.bodies) == nodes
    assert len(net.space.shapes) == 1


def test_goal_net_draws_on_small_and_large_rects() -> None:
    for rect in ((0, 0, 320, 150), (0, 0, 1920, 1080)):
        net = GoalNet(rect, seed=2)
        run(net, 1.4)
        surface = pygame.Surface(SCREEN.size)
        net.draw(surface)
        assert surface.get_bounding_rect().w > 0


# -- Confetti -------------------------------------------------------------------


def test_confetti_same_seed_same_pixels_different_seed_differs() -> None:
    one, two, other = Confetti(SCREEN, seed=5), Confetti(SCREEN, seed=5), Confetti(SCREEN, seed=6)
    for i in range(240):
        dt = JITTER[i % len(JITTER)]
        for effect in (one, two, other):
            effect.update(dt)
        if i % 30 == 0:
            assert pixels(one) == pixels(two), f"frame {i} differs"
    assert pixels(one) != pixels(other)


def test_confetti_physics_does_not_depend_on_frame_rate() -> None:
    fast, slow = Confetti(SCREEN, seed=2), Confetti(SCREEN, seed=2)
    for _ in range(3):
        run(fast, 1.0, 1 / 60)
        run(slow, 1.0, 1 / 30)
    a, b = fast.piece_positions(), slow.piece_positions()
    assert len(a) == len(b) > 0
    for p, q in zip(a, b):
        assert abs(p[0] - q[0]) <= 1e-9 and abs(p[1] - q[1]) <= 1e-9


def test_confetti_rises_then_falls_then_is_gone() -> None:
    confetti = Confetti(SCREEN, seed=1, count=160)
    mean_y = []
    for _ in range(30 * 60):
        confetti.update(1 / 60)
        pts = confetti.piece_positions()
        mean_y.append(sum(y for _, y in pts) / len(pts) if pts else None)
        if confetti.done:
            break
    assert confetti.done
    assert confetti.piece_count == 0
    assert len(confetti.space.bodies) == 0 and len(confetti.space.constraints) == 0
    assert len(mean_y) > 3 * 60  # it lasted a few seconds
    top = min(y for y in mean_y if y is not None)
    apex = mean_y.index(top)
    assert top < SCREEN.bottom - 400  # the pieces flew well up the screen...
    assert 0.2 * 60 < apex < 2 * 60  # ...within the first two seconds
    later = mean_y[apex + 60]
    assert later is not None and later > top + 100  # and then came down


def test_confetti_burst_adds_pieces_and_stays_bounded() -> None:
    confetti = Confetti(SCREEN, seed=4, count=50)
    run(confetti, 1.0)
    before = confetti.piece_count
    assert before == 50
    confetti.burst((960, 900))
    run(confetti, 0.5)
    assert confetti.piece_count > before
    for _ in range(20):
        confetti.burst()
        run(confetti, 0.1)
    assert confetti.piece_count <= 4 * 50  # capped: the oldest go first
    run(confetti, 40.0)
    assert confetti.done
    confetti.burst()
    assert not confetti.done
