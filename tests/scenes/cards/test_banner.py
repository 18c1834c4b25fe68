"""The big captions (GOAL!, the count of three) stay see-through however often they fade."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from core import theme  # noqa: E402
from sprites.fx.banner import Banner  # noqa: E402

FELT = (28, 104, 60)


def drawn(banner: Banner, alphas: tuple[float, ...]) -> pygame.Surface:
    canvas = pygame.Surface((700, 500))
    for alpha in alphas:
        canvas.fill(FELT)
        banner.draw(canvas, (350, 250), 1.7, alpha)
    return canvas


def test_a_banner_shown_again_after_fading_looks_as_it_did_the_first_time() -> None:
    pygame.init()
    fresh = drawn(Banner("3", 260, theme.GOLD), (1.0,))
    # One count step fades "3" out; the next reveal shows the same cached image again at full alpha.
    again = drawn(Banner("3", 260, theme.GOLD), (0.6, 0.3, 1.0))
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(fresh, "RGB"), \
        "the cached caption lost its transparency (drawn as a solid block)"
    assert again.get_at((10, 10))[:3] == FELT


def test_the_kits_mixins_hide_none_of_the_game_scenes_methods() -> None:
    """Declarations for the type checker must not shadow GameScene's sound or names at run time."""
    from scenes.jukem_soccer.scene import JukemSoccerScene
    from scenes.play.base import GameScene

    for name in ("_sound", "seat_name", "submit", "say"):  # submit: a person's move (it replaced play)
        assert getattr(JukemSoccerScene, name) is getattr(GameScene, name), name
