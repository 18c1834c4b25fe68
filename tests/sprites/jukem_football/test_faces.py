"""Jukem Football's card faces and menu icon (sprites.jukem_football): every card of both decks
paints, reads as its kind, and is named in words on the screen. Headless (tests/conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from engines.jukem_football.table import TYPE_NAMES, Table, load_table
from sprites.cards.art import CARD_SIZE, CardArt
from sprites.cards.faces import CardFace
from sprites.jukem_football.faces import (
    DEFENSIVE,
    KINDS,
    FootballFace,
    all_faces,
    card_name,
    draw_pigskin,
    face_for,
    parse_face,
)
from sprites.jukem_football.icon import draw_icon
from tests.architecture.imports import import_graph
from tests.support.faces import colours, painted

FULL, PRACTICE = load_table(False), load_table(True)
FACES = sorted(set(FULL.face) | set(PRACTICE.face))
NAMES = {
    "RUN5": "RUN 5", "RUN15": "RUN 15", "RUN30": "RUN 30",
    "PASS5-20": "PASS 5-20", "PASS15-35": "PASS 15-35", "PASS30-50": "PASS 30-50",
    "CATCH5": "CATCH 5", "CATCH25": "CATCH 25", "CATCH50": "CATCH 50",
    "KICKRETURN": "KICK RETURN", "JUKEM": "JUKEM", "PANCAKE": "PANCAKE BLOCK!", "FIELDGOAL": "FIELD GOAL",
    "HOLDING": "HOLDING! (yellow)", "SACK": "SACK! (yellow)",
    "FUMBLE": "FUMBLE! (red)", "PICKEDOFF": "PICKED OFF! (red)",
}


@pytest.fixture(scope="module", autouse=True)
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode((320, 240))


@pytest.mark.parametrize("table", [FULL, PRACTICE], ids=["full", "practice"])
def test_every_face_of_the_deck_paints_and_is_not_blank(table: Table) -> None:
    for face in all_faces(table.face):
        assert isinstance(face, CardFace)
        for width in (100, 2 * CARD_SIZE[0]):  # card units, and as CardArt paints it (2x)
            surf = painted(face, width)
            assert colours(surf) > 12, face.face
            assert surf.get_at((width // 2, width * 7 // 10)).a == 255  # filled, edge to edge


def test_the_practice_deck_shows_no_face_the_full_deck_lacks() -> None:
    assert set(PRACTICE.face) == set(FULL.face)
    assert len(FACES) == 26


def test_face_keys_are_distinct_per_distinct_face_and_faces_are_cached() -> None:
    keys = {face_for(f).key for f in FACES}
    assert len(keys) == len(FACES)
    assert face_for("RUN15") is face_for("RUN15")
    assert [f.face for f in all_faces(["SACK", "RUN5", "SACK", "PASS5-20", "RUN5"])] == ["SACK", "RUN5", "PASS5-20"]


def test_parse_face_agrees_with_the_engine_table_card_by_card() -> None:
    assert KINDS == TYPE_NAMES
    for table in (FULL, PRACTICE):
        for i in range(table.n):
            want = (TYPE_NAMES[table.kind[i]], table.yards[i], table.low[i], table.high[i])
            assert parse_face(table.face[i]) == want, table.face[i]
            f = face_for(table.face[i])
            assert (f.kind, f.yards, f.low, f.high) == want


def test_parse_face_of_each_shape() -> None:
    assert parse_face("RUN15") == ("RUN", 15, 0, 0)
    assert parse_face("CATCH35") == ("CATCH", 35, 0, 0)
    assert parse_face("PASS15-35") == ("PASS", 0, 15, 35)
    assert parse_face("KICKRETURN") == ("KICKRETURN", 50, 0, 0)
    assert parse_face("PANCAKE") == ("PANCAKE", 10, 0, 0)
    assert parse_face("FIELDGOAL") == ("FIELDGOAL", 0, 0, 0)
    assert parse_face("PICKEDOFF") == ("RED", 0, 0, 0)
    assert {name: parse_face(name)[0] for name in DEFENSIVE} == DEFENSIVE
    for bad in ("RUN", "PASS15", "CATCH-5", "BLITZ", "run15", ""):
        with pytest.raises(ValueError):
            parse_face(bad)


def test_a_custom_deck_passes_the_engine_kind_and_yards() -> None:
    assert parse_face("BLITZ", "RED") == ("RED", 0, 0, 0)
    assert card_name("BLITZ", "YELLOW") == "BLITZ! (yellow)"
    assert parse_face("KICKRETURN", yards=40) == ("KICKRETURN", 40, 0, 0)
    assert face_for("KICKRETURN", "KICKRETURN", 40).key != face_for("KICKRETURN").key
    assert face_for("KICKRETURN", "KICKRETURN", 50) == face_for("KICKRETURN")  # same card, same pixels
    assert colours(painted(face_for("BLITZ", "RED"))) > 12


def test_card_names_in_words() -> None:
    for f in FACES:
        assert card_name(f).strip(), f
        assert face_for(f).name == card_name(f)
    for f, words in NAMES.items():
        assert card_name(f) == words
    for i, f in enumerate(FULL.face):
        if TYPE_NAMES[FULL.kind[i]] in ("RUN", "CATCH"):
            assert card_name(f) == f"{TYPE_NAMES[FULL.kind[i]]} {FULL.yards[i]}"


def test_defensive_cards_are_clearly_yellow_or_red() -> None:
    for name, kind in DEFENSIVE.items():
        r, g, b, _ = pygame.transform.average_color(painted(face_for(name), 200))
        if kind == "YELLOW":
            assert r > 180 and g > 140 and b < 90, (name, r, g, b)
        else:
            assert r > 150 and g < 80 and b < 80, (name, r, g, b)
    r, g, b, _ = pygame.transform.average_color(painted(face_for("RUN15"), 200))
    assert min(r, g, b) > 160  # offensive cards are light paper


def test_faces_render_through_card_art_at_table_size() -> None:
    art = CardArt()
    size = (round(CARD_SIZE[0] * 0.66), round(CARD_SIZE[1] * 0.66))
    for face in all_faces(FULL.face):
        assert art.base(face, size).get_width() > size[0]
    assert art.renders == len(set(FULL.face))


@pytest.mark.parametrize("length, angle", [(3, 0), (12, 30), (40, -75), (160, 180)])
def test_the_pigskin_draws_at_any_size_and_angle(length: float, angle: float) -> None:
    surf = pygame.Surface((200, 200), pygame.SRCALPHA)
    draw_pigskin(surf, (100, 100), length, angle)
    assert surf.get_bounding_rect().w >= min(length, 10) * 0.6


def test_the_menu_icon_draws_on_a_tile() -> None:
    surf = pygame.Surface((264, 210), pygame.SRCALPHA)
    draw_icon(surf, surf.get_rect())
    box = surf.get_bounding_rect()
    assert box.w > 100 and box.h > 80


def test_the_football_drawing_imports_no_other_game() -> None:
    others = ("sprites.jukem_soccer", "sprites.penguin_soccer", "scenes.")
    for module, imported in import_graph().items():
        if module.startswith("sprites.jukem_football"):
            assert not [m for m in imported if m.startswith(others)], module
