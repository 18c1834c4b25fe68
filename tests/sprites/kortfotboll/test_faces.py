"""Kortfotboll's card faces, club backs and menu icon (sprites.kortfotboll): every face of the shipped deck
has its own picture and its name in words, every back paints at table sizes and looks unlike the others.
Headless (tests/conftest.py)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator

import pygame
import pytest

from engines.kortfotboll import load_table
from sprites.cards.art import CARD_SIZE, CardArt
from sprites.cards.faces import CardFace, JokerFace, PlayingCardFace, face_border
from sprites.kortfotboll.faces import (
    BACKS,
    DEFAULT_BACKS,
    PATTERNS,
    ClubBack,
    back_for,
    card_name,
    face_for,
    rank_words,
)
from sprites.kortfotboll.icon import draw_icon
from tests.architecture.imports import import_graph
from tests.support.faces import colours, painted

TABLE = load_table()
SHIPPED = list(dict.fromkeys(TABLE.face))
IDS = ("psv", "ifk_goteborg", "ifk_norrkoping_blue", "ifk_norrkoping_red", "orgryte_red", "orgryte_blue",
       "helsingborg")
NAMES = {"7H": "7 of hearts", "10D": "10 of diamonds", "QS": "queen of spades", "AC": "ace of clubs",
         "KH": "king of hearts", "JD": "jack of diamonds", "2S": "2 of spades", "JOKER": "joker"}
MEAN_MARGIN = 30
"""The least distance between two backs' mean colours (RGB), so no two read as the same deck."""


@pytest.fixture(scope="module", autouse=True)
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode((320, 240))


def test_every_face_of_the_shipped_deck_has_its_own_picture() -> None:
    assert len(SHIPPED) == 53  # 52 cards and the joker
    faces = [face_for(f) for f in SHIPPED]
    assert len({f.key for f in faces}) == len(SHIPPED)
    for f, face in zip(SHIPPED, faces):
        assert isinstance(face, CardFace), f
        assert isinstance(face, JokerFace if f == "JOKER" else PlayingCardFace), f
        assert colours(painted(face)) > 4, f
    assert face_for("7H") is face_for("7H")


def test_faces_are_the_kits_cards_of_that_rank_and_suit() -> None:
    assert face_for("10D") == PlayingCardFace("10", "diamonds")
    assert face_for("QS") == PlayingCardFace("Q", "spades")
    assert face_for("AC") == PlayingCardFace("A", "clubs")
    assert face_for("7H") == PlayingCardFace("7", "hearts")
    assert face_for("JOKER") == JokerFace("red")
    assert face_for("7D", four_colour=True).key != face_for("7D").key


@pytest.mark.parametrize("bad", ["", "7", "1H", "11S", "7X", "7h", "QQ", "joker", " 7H", "10"])
def test_unknown_faces_raise_a_clear_value_error(bad: str) -> None:
    for fn in (face_for, card_name, rank_words):
        with pytest.raises(ValueError, match="no Kortfotboll card looks like"):
            fn(bad)


def test_card_names_and_ranks_in_words() -> None:
    assert {f: card_name(f) for f in NAMES} == NAMES
    assert [rank_words(f) for f in ("7H", "10D", "QS", "JC", "KD", "AS", "JOKER")] == \
        ["7", "10", "queen", "jack", "king", "ace", "joker"]
    assert len({card_name(f) for f in SHIPPED}) == len(SHIPPED)
    assert all(card_name(f).isascii() for f in SHIPPED)  # words only: the UI font has no suit symbols


def test_the_backs_are_the_rulebooks_nice_decks_in_its_order() -> None:
    assert tuple(b[0] for b in BACKS) == IDS
    assert [b[1] for b in BACKS][:2] == ["PSV Eindhoven", "IFK Göteborg"]
    assert len({b[1] for b in BACKS}) == len(BACKS)
    assert all(back.club == back_id for back_id, _, back in BACKS)
    assert DEFAULT_BACKS == ("ifk_goteborg", "psv")
    assert len({back.pattern for _, _, back in BACKS}) == len(BACKS) == len(PATTERNS)


def test_back_for_finds_each_back_and_gives_the_first_for_an_unknown_id() -> None:
    for back_id, _, back in BACKS:
        assert back_for(back_id) is back
    assert back_for("no_such_club") is BACKS[0][2]
    assert back_for("") is BACKS[0][2]


@pytest.mark.parametrize("size", [(80, 112), CARD_SIZE], ids=["small", "full"])
def test_every_back_paints_edge_to_edge_at_table_sizes(size: tuple[int, int]) -> None:
    for back_id, _, back in BACKS:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        back.paint(surf)
        assert colours(surf) >= 4, back_id  # flat colours: paper, the two of the pattern, trim, disc
        for x, y in ((0, 0), (size[0] // 2, size[1] // 2), (size[0] - 1, size[1] - 1), (size[0] // 4, size[1] // 5)):
            assert surf.get_at((x, y)).a == 255, (back_id, x, y)


def test_backs_render_through_card_art_and_have_unique_keys_and_dark_borders() -> None:
    art = CardArt()
    for size in ((80, 112), CARD_SIZE):
        for _, _, back in BACKS:
            assert art.base(back, size).get_width() > size[0]
    assert art.renders == 2 * len(BACKS)
    keys = [back.key for _, _, back in BACKS]
    assert len(set(keys)) == len(keys)
    assert not set(keys) & {face_for(f).key for f in SHIPPED}
    for _, _, back in BACKS:
        assert sum(face_border(back)) < sum(back.primary)


def test_the_backs_look_different_from_each_other() -> None:
    means = {back_id: pygame.transform.average_color(painted(back, 160))[:3] for back_id, _, back in BACKS}
    for a, b in itertools.combinations(means, 2):
        assert math.dist(means[a], means[b]) > MEAN_MARGIN, (a, b, means[a], means[b])
    pics = {pygame.image.tobytes(painted(back, 80), "RGB") for _, _, back in BACKS}
    assert len(pics) == len(BACKS)


def test_the_backs_show_their_clubs_colours() -> None:
    def mean(back_id: str) -> tuple[int, ...]:
        return tuple(pygame.transform.average_color(painted(back_for(back_id), 160))[:3])

    for back_id in ("psv", "ifk_norrkoping_red", "orgryte_red"):
        r, g, b = mean(back_id)
        assert r > g + 60 and r > b + 60, back_id
    for back_id in ("ifk_goteborg", "ifk_norrkoping_blue", "orgryte_blue"):
        r, g, b = mean(back_id)
        assert b > r + 30, back_id
    left = pygame.transform.average_color(painted(back_for("helsingborg"), 160).subsurface((10, 30, 30, 160)))
    right = pygame.transform.average_color(painted(back_for("helsingborg"), 160).subsurface((120, 30, 30, 160)))
    assert left[0] > left[2] + 60 and right[2] > right[0] + 60  # red half, blue half


def test_a_back_with_an_unknown_pattern_or_motif_is_refused() -> None:
    with pytest.raises(ValueError, match="pattern"):
        ClubBack("x", "polka dots", (1, 2, 3), (4, 5, 6), (7, 8, 9))
    with pytest.raises(ValueError, match="motif"):
        ClubBack("x", "halves", (1, 2, 3), (4, 5, 6), (7, 8, 9), "crest")
    with pytest.raises(AttributeError):
        BACKS[0][2].pattern = "halves"  # type: ignore[misc]


@pytest.mark.parametrize("size", [(264, 210), (132, 105), (400, 180)])
def test_the_menu_icon_draws_inside_its_tile(size: tuple[int, int]) -> None:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    draw_icon(surf, surf.get_rect())
    box = surf.get_bounding_rect()
    assert box.w > size[0] * 0.6 or box.h > size[1] * 0.6
    assert colours(surf) > 30
    moved = pygame.Surface((size[0] + 40, size[1] + 40), pygame.SRCALPHA)
    draw_icon(moved, pygame.Rect(20, 20, *size))
    assert pygame.Rect(20, 20, *size).contains(moved.get_bounding_rect())


def test_the_kortfotboll_drawing_imports_no_other_game_and_no_scene() -> None:
    others = ("sprites.goal", "sprites.jukem_football", "sprites.jukem_soccer", "sprites.penguin_soccer", "scenes.")
    for module, imported in import_graph().items():
        if module.startswith("sprites.kortfotboll"):
            assert not [m for m in imported if m.startswith(others)], module
