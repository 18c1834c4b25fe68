"""The typefaces: real font files by role, kerned, sized by cap height, with a stated fallback when missing."""

from __future__ import annotations

import pygame
import pytest

from core import text
from core.text import Face


@pytest.fixture(autouse=True)
def fresh_fonts():
    pygame.font.init()
    text.clear_caches()
    yield
    text.clear_caches()


def test_every_face_comes_from_its_font_package() -> None:
    for face in Face:
        assert text.font_file(face) is not None, f"{text.FONT_FILES[face]} is a dependency (pyproject.toml)"
    assert text.faces_missing() == set()
    assert {text.font(40, face).style_name for face in Face} == {"Regular", "Bold", "SemiBold"}


@pytest.mark.parametrize("face", list(Face))
def test_pairs_are_kerned(face: Face) -> None:
    """SDL_ttf applies the font's kerning: "To" and "AV" are narrower than their letters side by side
    (the old faux bold spread letters apart instead: "Kort fotboll", "at tack")."""
    f = text.font(60, face)
    for pair in ("To", "AV", "Yo"):
        assert f.size(pair)[0] < f.size(pair[0])[0] + f.size(pair[1])[0], pair


@pytest.mark.parametrize("face", list(Face))
def test_a_size_is_the_height_of_the_capitals(face: Face) -> None:
    for size in (28, 44, 96, 170):
        assert abs(text.cap_height(size, face) - text.CAP_RATIO[face] * size) <= 1.5, size
    assert text.cap_height(text.MIN_FIT_PX, face) >= text.MIN_CAP_PX


def test_the_old_bold_flag_still_names_a_face() -> None:
    white = (255, 255, 255)
    assert text.label("Kortfotboll", 40, white, True) is text.label("Kortfotboll", 40, white, Face.BOLD)
    assert text.label("Kortfotboll", 40, white) is text.label("Kortfotboll", 40, white, Face.TEXT)
    assert text.font(40, text.DISPLAY) is not text.font(40, True)


def test_a_missing_font_falls_back_to_pygames_and_says_so_once(monkeypatch, capsys) -> None:
    monkeypatch.setitem(text.FONT_FILES, Face.DISPLAY, ("fontpkg_no_such_family", "Nothing-Bold.ttf"))
    monkeypatch.setattr(text, "_missing", set())
    title = text.label("Settings", 90, (255, 255, 255), text.DISPLAY)
    again = text.label("Matchday", 90, (255, 255, 255), text.DISPLAY)
    assert title.get_height() > 0 and again.get_height() > 0  # the game goes on
    assert text.faces_missing() == {Face.DISPLAY}
    said = capsys.readouterr().err
    assert said.count("not found") == 1 and "pip install fontpkg-no-such-family" in said
    assert abs(text.cap_height(90, text.DISPLAY) - text.CAP_RATIO[Face.DISPLAY] * 90) <= 1.5  # sized alike
    assert text.font_file(Face.TEXT) is not None and Face.TEXT not in text.faces_missing()
