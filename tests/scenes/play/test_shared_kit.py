"""The coin toss and banners every game shares (scenes.play.coin_toss, scenes.play.banner) draw
exactly what the card table draws today, so Jukem Soccer can switch to them with no visible change;
the ice's coin toss is checked by the penguin screenshots (identical before and after)."""

from __future__ import annotations

import pygame
import pytest

from core import theme
from core.tween import Sequence, Tweener
from scenes.play.banner import BannerShow
from scenes.play.coin_toss import CoinToss
from sprites.cards import hud
from sprites.cards.table import Banner as CardBanner
from sprites.fx.banner import Banner

JOKE = "The dealer is chosen by a coin, as the rulebook says: a long sentence that wraps onto two lines."
NAMES = ("Ada", "Bo")


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("t, seat", [(0.1, 0), (0.3, 1), (0.7, 1), (1.0, 0)])
def test_the_shared_coin_draws_the_card_tables_coin(t, seat):
    box = pygame.Rect(0, 0, 1000, 300)
    box.center = (960, 540)
    old = pygame.Surface((1920, 1080))
    old.fill((30, 90, 50))
    layer = hud.render_coin_panel(box.size, JOKE)
    layer.set_alpha(255)
    old.blit(layer, box)
    hud.draw_coin(old, box, t, seat, NAMES, theme.STANDARD)

    coin = CoinToss()
    coin.start(seat, JOKE)
    coin.visible, coin.t, coin.alpha = True, t, 1.0
    new = pygame.Surface((1920, 1080))
    new.fill((30, 90, 50))
    coin.draw(new, (960, 540), NAMES, theme.STANDARD)
    assert pixels(new) == pixels(old)


@pytest.mark.parametrize("scale", [0.25, 0.8, 1.0, 1.3])
def test_the_shared_banner_draws_the_card_tables_banner(scale):
    old, new = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    CardBanner("GOAL!", 210, theme.GOLD, "Ada scores: 1-0").draw(old, (960, 500), scale, 0.7)
    Banner("GOAL!", 210, theme.GOLD, "Ada scores: 1-0").draw(new, (960, 500), scale, 0.7)
    assert pixels(new) == pixels(old)


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
