"""The player's guides: every guide plays through its engine and speaks a player's words; the reader turns
pages by keys and mouse, paints pictures of the real table, and leads to the lesson and the exact rules."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from scenes.front.guide import Callout, Guide, draw_callout, GuideReader, Page, TablePainter, check_guide, guides_ready, load_guide
from scenes.front.menu import MainMenu
from scenes.front.rules import RulesReader
from scenes.play.learn import LearnScene
from tests.support.driver import Driver, make_app, open_scene

ARROWS = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)


@pytest.mark.parametrize("game_id", guides_ready())
def test_every_guide_plays_through_its_engine_in_a_players_words(game_id):
    guide = load_guide(game_id)
    assert len(guide.pages) >= 6  # one topic a page: a whole game does not fit in a few
    assert check_guide(guide) == []
    assert all(len(p.words) < 900 for p in guide.pages), "a page is a topic, not a chapter"
    assert sum(p.picture is not None for p in guide.pages) >= len(guide.pages) // 2


def test_every_playable_game_has_its_rules_and_a_guide_is_optional():
    """A game's rules page (docs/rules/<id>.md) is required; its guide is not: without one the Rules screen and
    the pause menu open the exact rules (docs/ARCHITECTURE.md, "Adding a game")."""
    from core.rulebook import has_rules
    from scenes.registry import playable_games

    assert all(has_rules(g) for g in playable_games())
    assert set(guides_ready()) <= set(playable_games()) and guides_ready()


def test_the_check_refuses_specification_words_bad_moves_and_views_off_the_table():
    good = load_guide("kortfotboll")
    pic = next(p.picture for p in good.pages if p.picture is not None and p.picture.moves)
    bad = Guide("kortfotboll", {}, (
        Page("Blue (seat 0) opens", "Read docs/rules/kortfotboll.md"),
        Page("Attack", "Words.", dataclasses.replace(pic, moves=("@GK",))),  # the goal is not open
        Page("Wide", "Words.", dataclasses.replace(pic, view=(1800, 0, 400, 300))),
        Page("Label", "Words.", dataclasses.replace(pic, labels=(Callout(5, 5, "far away"),))),
        Page("Pointer", "Words.", dataclasses.replace(pic, labels=(Callout(*pic.view[:2], "near", (5, 5)),))),
    ))
    problems = check_guide(bad)
    assert any(p.startswith("page 1: its title") and "seat 0" in p for p in problems)
    assert any(p.startswith("page 1: its words") for p in problems)
    assert any(p.startswith("page 2:") for p in problems)
    assert any(p.startswith("page 3: the view") for p in problems)
    assert any(p.startswith("page 4: the label") for p in problems)
    assert any(p.startswith("page 5: the label") for p in problems), "a pointer off the picture is refused too"
    assert check_guide(good) == []


def test_a_picture_seen_by_blue_hides_reds_cards_and_one_seen_by_all_shows_them(tmp_path):
    app = make_app(tmp_path)
    guide = load_guide("kortfotboll")
    pic = guide.pages[0].picture
    assert pic is not None and pic.seen_by == "blue"
    painter = TablePainter(guide, app)
    as_blue = painter.paint(pic, (960, 540))
    as_all = painter.paint(dataclasses.replace(pic, seen_by="all"), (960, 540))
    again = painter.paint(pic, (960, 540))
    w, h = as_blue.get_size()
    left, right = pygame.Rect(0, 0, w * 4 // 10, h), pygame.Rect(w * 6 // 10, 0, w * 4 // 10, h)
    def changed(rect: pygame.Rect) -> int:
        a, b = (pygame.image.tobytes(s.subsurface(rect), "RGB") for s in (as_blue, as_all))
        return sum(x != y for x, y in zip(a, b))

    # Red's team is backs for Blue and faces for all; Blue's own team is faces either way
    assert changed(right) > 10 * max(1, changed(left))  # (all: the libraries too are face up)
    app.close()


def test_the_guide_opens_from_the_rules_menu_and_turns_pages_by_keys(tmp_path):
    app = make_app(tmp_path)
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(1)
    d.navigate_to("rules", d.key, ARROWS)
    d.key(pygame.K_RETURN)
    d.navigate_to("kortfotboll", d.key, ARROWS)
    d.key(pygame.K_RETURN)
    d.frames(2)
    reader = d.top
    assert isinstance(reader, GuideReader) and reader.index == 0
    assert reader.pictures.get(0) is not None and 1 in reader.pictures  # the next page painted ahead
    d.key(pygame.K_RIGHT)
    d.frames(20)
    assert reader.index == 1
    assert pygame.image.tobytes(reader.pictures[0], "RGB") != pygame.image.tobytes(reader.pictures[1], "RGB")
    d.key(pygame.K_LEFT)
    d.key(pygame.K_LEFT)  # no page before the first
    d.frames(20)
    assert reader.index == 0
    for _ in range(len(reader.guide.pages) + 2):
        d.key(pygame.K_RIGHT)
    d.frames(20)
    assert reader.index == len(reader.guide.pages) - 1
    assert len(reader.pictures) <= 3  # pictures far from the page read are let go
    d.key(pygame.K_END)  # the exact rules, kept for reference
    d.frames(2)
    assert isinstance(d.top, RulesReader) and d.top.game_id == "kortfotboll"
    d.key(pygame.K_BACKSPACE)
    d.frames(2)
    assert d.top is reader
    d.key(pygame.K_RETURN)  # confirm on the last page: done
    d.frames(2)
    assert d.top.name == "rules"
    app.close()


def test_the_mouse_turns_pages_by_arrow_dot_and_prompt_and_opens_the_lesson(tmp_path):
    app = make_app(tmp_path)
    reader = GuideReader("kortfotboll")
    d = open_scene(app, reader)
    d.click(reader.arrows[1].center)
    d.frames(20)
    assert reader.index == 1
    d.click(reader.dots[4].center)
    d.frames(20)
    assert reader.index == 4
    d.click(reader.arrows[-1].center)
    d.frames(20)
    assert reader.index == 3
    lesson = next(r for a, r in reader.prompt_hits if a.name == "PEEK")
    d.click(lesson.center)
    d.frames(2)
    assert isinstance(d.top, LearnScene) and d.top.lesson.game_id == "kortfotboll"
    app.close()


def test_a_picture_caught_in_its_animation_shows_the_moment(tmp_path):
    """A penalty's sum is on the table a few seconds into the move, and gone once it has landed."""
    app = make_app(tmp_path)
    guide = load_guide("kortfotboll")
    page = next(p for p in guide.pages if p.title == "Penalties")
    assert page.picture is not None and page.picture.at is not None
    painter = TablePainter(guide, app)
    during = painter.paint(page.picture, (960, 540))
    landed = painter.paint(dataclasses.replace(page.picture, at=None), (960, 540))
    assert pygame.image.tobytes(during, "RGB") != pygame.image.tobytes(landed, "RGB")
    app.close()


def test_a_damaged_guide_is_named_with_its_page(tmp_path, monkeypatch):
    import json

    import scenes.front.guide as guide_mod

    monkeypatch.setattr(guide_mod, "GUIDES_DIR", tmp_path)
    (tmp_path / "kortfotboll.json").write_text(json.dumps({"game": "kortfotboll", "pages": [
        {"title": "Fine", "words": "Fine."}, {"title": "Broken", "words": "x", "picture": {"moves": []}}]}))
    with pytest.raises(guide_mod.GuideError, match="page 2: a picture needs a 'position'"):
        load_guide("kortfotboll")
    (tmp_path / "kortfotboll.json").write_text("{not json")
    with pytest.raises(guide_mod.GuideError, match="kortfotboll.json"):
        load_guide("kortfotboll")


def test_painting_a_picture_is_silent_even_caught_mid_move(tmp_path):
    app = make_app(tmp_path)
    heard: list[str] = []
    app.sound = lambda name, *a, **k: heard.append(name)  # type: ignore[method-assign]
    guide = load_guide("kortfotboll")
    painter = TablePainter(guide, app)
    for page in guide.pages:
        if page.picture is not None:
            painter.paint(page.picture, (480, 270))
    assert heard == []
    app.close()


@pytest.mark.parametrize("game_id", guides_ready())
def test_a_picture_is_the_same_whatever_was_painted_before(tmp_path, game_id):
    """The reader paints the next page ahead: nothing of one picture (a side panel, a card's tilt) may
    show in another."""
    app = make_app(tmp_path)
    guide = load_guide(game_id)
    first, second = [p.picture for p in guide.pages if p.picture is not None][:2]
    painter = TablePainter(guide, app)
    alone = painter.paint(first, (960, 540))
    painter.paint(second, (960, 540))
    after_another = painter.paint(first, (960, 540))
    assert pygame.image.tobytes(alone, "RGB") == pygame.image.tobytes(after_another, "RGB")
    app.close()


def test_a_label_beside_what_it_names_points_at_it_with_a_leader_line(tmp_path, monkeypatch):
    import json

    import scenes.front.guide as guide_mod
    from core import theme

    pygame.init()
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    pill = draw_callout(surface, (100, 60), "Mama", (300, 250))
    assert not pill.collidepoint(300, 250)
    assert tuple(surface.get_at((300, 250)))[:3] == theme.GOLD, "a dot on the point named"
    assert tuple(surface.get_at((200, 155)))[:3] != (0, 0, 0), "a line joins label and point"
    plain = pygame.Surface((400, 300))
    plain.fill((0, 0, 0))
    draw_callout(plain, (100, 60), "Mama")
    assert tuple(plain.get_at((300, 250)))[:3] == (0, 0, 0)
    # In a guide file a label names its point with two more numbers; anything else is refused by page.
    monkeypatch.setattr(guide_mod, "GUIDES_DIR", tmp_path)
    picture = {"position": {"new_game": 1}, "labels": [[100, 100, "Mama", 120, 180]]}
    (tmp_path / "kortfotboll.json").write_text(json.dumps({"game": "kortfotboll", "pages": [
        {"title": "Fine", "words": "Fine.", "picture": picture}]}))
    assert load_guide("kortfotboll").pages[0].picture.labels == (Callout(100, 100, "Mama", (120, 180)),)
    picture["labels"] = [[100, 100, "Mama", 120]]
    (tmp_path / "kortfotboll.json").write_text(json.dumps({"game": "kortfotboll", "pages": [
        {"title": "Fine", "words": "Fine.", "picture": picture}]}))
    with pytest.raises(guide_mod.GuideError, match="page 1: a label is"):
        load_guide("kortfotboll")
