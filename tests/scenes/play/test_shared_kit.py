"""The coin toss and banners every game shares (scenes.play.coin_toss, scenes.play.banner): both games
use them, and there is one of each in the code base. That they look as the card table's own did is
checked by the screenshots (identical before and after Jukem Soccer switched)."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

from core import theme
from core.tween import Sequence, Tweener
from scenes.play.banner import BannerShow
from scenes.play.coin_toss import CoinToss

ROOT = Path(__file__).resolve().parents[3]
JOKE = "The dealer is chosen by a coin, as the rulebook says: a long sentence that wraps onto two lines."


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def test_both_games_toss_the_shared_coin_and_show_the_shared_banners():
    from match.setup import GameSetup, SeatSpec
    from scenes.jukem_soccer.scene import JukemSoccerScene
    from scenes.penguin_soccer.scene import PenguinSoccerScene

    cpu = (SeatSpec("cpu", "easy"), SeatSpec("cpu", "easy"))
    for cls, game in ((JukemSoccerScene, "jukem_soccer"), (PenguinSoccerScene, "penguin_soccer")):
        scene = cls(GameSetup(game, 7, cpu), sync_bots=True)
        assert isinstance(scene.coin, CoinToss) and isinstance(scene.banners, BannerShow), game
        scene.worker.close()


def test_one_banner_one_coin_in_the_code_base():
    defined: dict[str, list[str]] = {}
    for folder in ("scenes", "sprites"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, (ast.ClassDef, ast.FunctionDef)):
                    defined.setdefault(node.name, []).append(str(path.relative_to(ROOT)))
    assert defined["Banner"] == ["sprites/fx/banner.py"]
    assert defined["draw_coin"] == ["sprites/fx/coin.py"]
    assert defined["render_coin_panel"] == ["sprites/fx/coin.py"]


def test_the_coin_and_banner_steps_run_and_end_hidden():
    sounds: list[str] = []
    coin, banners, tweens = CoinToss(), BannerShow(), Tweener()
    coin.start(1, JOKE)
    tweens.add(Sequence(*coin.steps(sounds.append), *banners.steps("SAVED!", "by Bo", theme.INK, sound="whistle",
                                                                     play_sound=sounds.append)))
    tweens.step(0.1)
    assert coin.visible and not banners.visible
    tweens.complete_all()
    assert not coin.visible and not banners.visible and sounds == ["flip", "whistle"]
    stay = BannerShow()
    tweens.add(Sequence(*stay.steps("GOAL!", "", theme.GOLD, stay=True)))
    tweens.complete_all()
    assert stay.visible and stay.scale == 1.0
