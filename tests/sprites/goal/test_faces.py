"""G.O.A.L.'s card faces, backs, emblems, badges and menu icon (sprites.goal): every card of the shipped
deck paints, every face and requirement is named in words, the suits and seats look different.
Headless (tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from engines.goal.table import LETTERS, REQUIREMENTS, SUIT_LETTERS, load_table
from sprites.cards.art import CARD_SIZE, CardArt
from sprites.cards.faces import CardFace
from sprites.goal.faces import (
    LETTER_COLOURS,
    SUIT_COLOURS,
    GoalBack,
    GoalFace,
    PlayerBack,
    all_faces,
    card_name,
    draw_letter_badge,
    draw_suit_emblem,
    face_for,
    parse_face,
    requirement_words,
)
from sprites.goal.icon import draw_icon
from tests.architecture.imports import import_graph
from tests.support.faces import colours, painted

TABLE = load_table()
SHIPPED = list(dict.fromkeys(TABLE.face))
PLAYER_FACES = [f"{v}{s}" for s in SUIT_LETTERS for v in [*range(1, 11), "X"]]
GOAL_FACES = [f"{letter}-{req}" for letter in LETTERS for req in REQUIREMENTS]
NAMES = {
    "9E": "9 of Emperors", "1N": "1 of Knights", "10K": "10 of Kings", "XK": "X of Kings", "XE": "X of Emperors",
    "G-SINGLE": "G: Single", "A-THREE": "A: Three of a Kind", "O-STRAIGHTFLUSH": "O: Straight Flush of Three",
    "L-XKIND": "L: X of a Kind", "G-TWOPAIRS": "G: Two Pairs", "O-RUN": "O: Run of Three",
    "L-FLUSH": "L: Three-Card Flush", "A-PAIR": "A: Pair",
}
WORDS = {
    "SINGLE": "any one card", "PAIR": "two cards of one value", "THREE": "three of one value",
    "RUN": "three values in a row", "FLUSH": "three cards of one suit", "STRAIGHTFLUSH": "three in a row, one suit",
    "TWOPAIRS": "two pairs", "XKIND": "1 to 5 cards of one value (more cards win)",
}


@pytest.fixture(scope="module", autouse=True)
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode((320, 240))


def test_the_shipped_deck_is_the_faces_this_module_knows() -> None:
    assert len(SHIPPED) == 33 + 16
    assert set(SHIPPED) <= set(PLAYER_FACES) | set(GOAL_FACES)
    assert set(PLAYER_FACES) <= set(SHIPPED)


@pytest.mark.parametrize("width", [40, 100, 2 * CARD_SIZE[0]], ids=["small", "units", "as painted"])
def test_every_face_of_the_shipped_deck_paints_edge_to_edge_and_is_not_blank(width: int) -> None:
    for face in all_faces(SHIPPED):
        assert isinstance(face, CardFace)
        surf = painted(face, width)
        assert colours(surf) > (6 if width < 60 else 12), face.face
        for x, y in ((1, 1), (width // 2, width * 7 // 10), (width - 2, width * 14 // 10 - 2)):
            assert surf.get_at((x, y)).a == 255, (face.face, x, y)


def test_every_goal_letter_with_every_requirement_paints() -> None:
    for f in GOAL_FACES:
        assert colours(painted(face_for(f))) > 12, f


def test_backs_and_faces_render_through_card_art_at_full_and_half_size() -> None:
    art = CardArt()
    backs: list[CardFace] = [PlayerBack(0), PlayerBack(1), GoalBack()]
    for scale in (1.0, 0.5):
        size = (round(CARD_SIZE[0] * scale), round(CARD_SIZE[1] * scale))
        for face in [*all_faces(SHIPPED), *backs]:
            assert art.base(face, size).get_width() > size[0]
    assert art.renders == 2 * (len(SHIPPED) + 3)


def test_keys_are_unique_across_every_face_and_back_and_faces_are_cached() -> None:
    faces: list[CardFace] = [face_for(f) for f in PLAYER_FACES + GOAL_FACES]
    faces += [PlayerBack(0), PlayerBack(1), GoalBack()]
    keys = [f.key for f in faces]
    assert len(set(keys)) == len(keys)
    assert face_for("7N") is face_for("7N")
    assert [f.face for f in all_faces(["XK", "A-PAIR", "XK"])] == ["XK", "A-PAIR"]


def test_same_value_in_other_suits_paints_other_pixels() -> None:
    pics = [pygame.image.tobytes(painted(face_for(f"7{s}")), "RGB") for s in "EKN"]
    assert len(set(pics)) == 3


def test_parse_face_of_each_shape() -> None:
    assert parse_face("7N") == ("NUMBER", 7, "N", "", "")
    assert parse_face("10E") == ("NUMBER", 10, "E", "", "")
    assert parse_face("XK") == ("X", 0, "K", "", "")
    assert parse_face("A-PAIR") == ("GOAL", 0, "", "A", "PAIR")
    f = face_for("L-STRAIGHTFLUSH")
    assert (f.kind, f.letter, f.requirement) == ("GOAL", "L", "STRAIGHTFLUSH")


@pytest.mark.parametrize("bad", ["", "0E", "11K", "7", "7Q", "7n", "X", "XK=9", "E7", "Q-PAIR", "A-QUAD",
                                 "A-", "-PAIR", "a-pair", "A_PAIR", " 7N"])
def test_unknown_faces_raise_a_clear_value_error(bad: str) -> None:
    with pytest.raises(ValueError, match="no G.O.A.L. card looks like"):
        face_for(bad)
    with pytest.raises(ValueError):
        card_name(bad)


def test_card_names_in_words() -> None:
    for f, words in NAMES.items():
        assert card_name(f) == words
        assert face_for(f).name == words
    for f in PLAYER_FACES + GOAL_FACES:
        assert card_name(f).strip(), f
    assert len({card_name(f) for f in PLAYER_FACES + GOAL_FACES}) == len(PLAYER_FACES + GOAL_FACES)


def test_requirement_words_for_every_requirement() -> None:
    assert {req: requirement_words(req) for req in REQUIREMENTS} == WORDS
    with pytest.raises(ValueError):
        requirement_words("QUAD")


def test_suit_and_letter_colours_are_distinct() -> None:
    assert set(SUIT_COLOURS) == set(SUIT_LETTERS)
    assert len(set(SUIT_COLOURS.values())) == 3
    assert set(LETTER_COLOURS) == set(LETTERS)
    assert len(set(LETTER_COLOURS.values())) == 4


def emblem(suit: str, height: int, colour: tuple[int, int, int] | None = None) -> pygame.Surface:
    surf = pygame.Surface((height * 2, height * 2), pygame.SRCALPHA)
    draw_suit_emblem(surf, suit, (height, height), height, colour)
    return surf


@pytest.mark.parametrize("height", [20, 60])
def test_suit_emblems_differ_in_shape_alone(height: int) -> None:
    # In one colour (as seen in grey), the three silhouettes cover different pixels.
    masks = {s: pygame.mask.from_surface(emblem(s, height, (0, 0, 0)), 128) for s in SUIT_LETTERS}
    for s, m in masks.items():
        assert m.count() > height * height * 0.2, s  # a solid emblem, not a speck
        rects = m.get_bounding_rects()
        box = rects[0].unionall(rects)
        assert box.h >= height * 0.8, (s, box)
    for a in SUIT_LETTERS:
        for b in SUIT_LETTERS:
            if a < b:
                overlap = masks[a].overlap_area(masks[b], (0, 0))
                differ = masks[a].count() + masks[b].count() - 2 * overlap
                assert differ > 0.25 * max(masks[a].count(), masks[b].count()), (a, b, differ)


def test_suit_emblems_take_their_suit_colour_and_unknown_suits_raise() -> None:
    for s, colour in SUIT_COLOURS.items():
        surf = emblem(s, 40)
        solid = [surf.get_at((x, y)) for x in range(80) for y in range(80) if surf.get_at((x, y)).a >= 250]
        assert len(solid) > 300, s
        assert all(max(abs(p[i] - colour[i]) for i in range(3)) <= 2 for p in solid), s
    with pytest.raises(ValueError):
        emblem("S", 20)


def test_player_backs_differ_per_seat_and_are_blue_and_red() -> None:
    blue, red = painted(PlayerBack(0), 200), painted(PlayerBack(1), 200)
    assert pygame.image.tobytes(blue, "RGB") != pygame.image.tobytes(red, "RGB")
    assert PlayerBack(0).key != PlayerBack(1).key
    rb, _, bb, _ = pygame.transform.average_color(blue)
    rr, _, br, _ = pygame.transform.average_color(red)
    assert bb > rb and rr > br
    assert PlayerBack(0).key != GoalBack().key


def test_the_goal_back_is_dark_green() -> None:
    r, g, b, _ = pygame.transform.average_color(painted(GoalBack(), 200))
    assert g > r and g > b and g < 140


def test_goal_cards_show_their_letter_colour_in_the_top_part() -> None:
    for letter, colour in LETTER_COLOURS.items():
        surf = painted(face_for(f"{letter}-PAIR"), 200)
        top = surf.subsurface((0, 0, 200, 20))  # the title band
        assert tuple(pygame.transform.average_color(top))[:3] != (250, 248, 242)
        hits = sum(1 for x in range(0, 200, 4) for y in range(0, 112, 4) if tuple(surf.get_at((x, y)))[:3] == colour)
        assert hits > 100, letter


def test_x_cards_are_dark_and_number_cards_are_light() -> None:
    for s in SUIT_LETTERS:
        x = pygame.transform.average_color(painted(face_for(f"X{s}"), 200))
        n = pygame.transform.average_color(painted(face_for(f"5{s}"), 200))
        assert sum(x[:3]) < 330 < sum(n[:3]) - 200, s


@pytest.mark.parametrize("filled", [True, False])
def test_letter_badges_draw_and_filled_differs_from_outline(filled: bool) -> None:
    surf = pygame.Surface((60, 60), pygame.SRCALPHA)
    draw_letter_badge(surf, "G", (30, 30), 40, filled)
    box = surf.get_bounding_rect()
    assert 36 <= box.w <= 44 and 36 <= box.h <= 44
    other = pygame.Surface((60, 60), pygame.SRCALPHA)
    draw_letter_badge(other, "G", (30, 30), 40, not filled)
    assert pygame.image.tobytes(surf, "RGBA") != pygame.image.tobytes(other, "RGBA")
    custom = pygame.Surface((60, 60), pygame.SRCALPHA)
    draw_letter_badge(custom, "G", (30, 30), 40, filled, (10, 200, 10))
    assert pygame.image.tobytes(surf, "RGBA") != pygame.image.tobytes(custom, "RGBA")


def test_the_menu_icon_draws_on_a_tile() -> None:
    surf = pygame.Surface((264, 210), pygame.SRCALPHA)
    draw_icon(surf, surf.get_rect())
    box = surf.get_bounding_rect()
    assert box.w > 150 and box.h > 150
    assert colours(surf) > 40
    assert surf.get_rect().contains(box)


def test_the_goal_drawing_imports_no_other_game_and_no_scene() -> None:
    others = ("sprites.jukem_football", "sprites.jukem_soccer", "sprites.penguin_soccer", "scenes.")
    for module, imported in import_graph().items():
        if module.startswith("sprites.goal"):
            assert not [m for m in imported if m.startswith(others)], module


def test_goal_face_is_a_frozen_dataclass_with_a_border() -> None:
    f = face_for("9E")
    assert isinstance(f, GoalFace)
    with pytest.raises(AttributeError):
        f.face = "9K"  # type: ignore[misc]
    borders = {face_for(x).border for x in ("9E", "9K", "9N", "XE", "A-PAIR", "G-PAIR")}
    assert len(borders) == 6


def test_the_menu_shows_this_icon_on_the_coming_soon_tile_and_other_tiles_still_draw() -> None:
    from sprites.ui.icons import draw_upcoming_icon

    own, upcoming = (pygame.Surface((264, 210), pygame.SRCALPHA) for _ in range(2))
    draw_icon(own, own.get_rect())
    draw_upcoming_icon(upcoming, "goal", upcoming.get_rect())
    assert pygame.image.tobytes(own, "RGBA") == pygame.image.tobytes(upcoming, "RGBA")
    for game_id in ("kortfotboll", "no_such_game"):
        other = pygame.Surface((264, 210), pygame.SRCALPHA)
        draw_upcoming_icon(other, game_id, other.get_rect())
        assert other.get_bounding_rect().w > 50, game_id


@pytest.mark.parametrize("face,marked", [("6E", True), ("9K", True), ("6N", True), ("8E", False), ("10K", False)])
def test_a_6_and_a_9_are_underlined_in_their_corners(face, marked, monkeypatch):
    """Issue 21: in a fan only a corner shows, and the turned corner of a 6 read as a 9: both are underlined,
    as on real cards (the other values are not)."""
    import sprites.goal.faces as faces

    with_mark = pygame.image.tobytes(painted(face_for(face), 160), "RGBA")
    monkeypatch.setattr(faces, "UNDERLINED", ())
    without = pygame.image.tobytes(painted(face_for(face), 160), "RGBA")
    assert (with_mark != without) == marked
