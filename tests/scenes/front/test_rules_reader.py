"""The exact rules read by keyboard: from a game's guide, page and scroll through them."""

from __future__ import annotations

import pygame

from scenes.front.menu import MainMenu
from core.rulebook import has_rules
from scenes.front.rules import RulesReader
from tests.support.driver import Driver, make_app


def test_rules_are_paginated_and_scrollable_by_keys(tmp_path):
    assert has_rules("kortfotboll")
    app = make_app(tmp_path)
    app.stack.push(MainMenu())
    d = Driver(app)
    d.frames(1)
    d.navigate_to("rules", d.key, (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT))
    d.key(pygame.K_RETURN)
    assert d.top.name == "rules"
    d.navigate_to("kortfotboll", d.key, (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT))
    d.key(pygame.K_RETURN)
    d.frames(1)
    d.key(pygame.K_END)  # the guide's "Exact rules"
    d.frames(1)
    reader = d.top
    assert isinstance(reader, RulesReader) and len(reader.pages) > 1
    d.key(pygame.K_RIGHT)
    d.frames(30)
    assert reader.page == 1 and reader.scroll == reader.pages[1]
    d.key(pygame.K_DOWN)
    d.frames(30)
    assert reader.scroll > reader.pages[1]
    d.key(pygame.K_LEFT)
    d.frames(30)
    assert reader.page == 1 and reader.scroll == reader.pages[1]
    d.key(pygame.K_LEFT)
    d.frames(30)
    assert reader.page == 0 and reader.scroll == 0
    for _ in range(len(reader.pages) + 3):  # paging past the end stops on the last page
        d.key(pygame.K_PAGEDOWN)
    d.frames(30)
    assert reader.page == len(reader.pages) - 1
    d.key(pygame.K_BACKSPACE)
    assert d.top.name == "guide"
    app.close()
