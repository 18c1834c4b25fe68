"""Forced moves on screen: the program never decides for a person, it only offers.

When a person has exactly one legal move, the table focuses it (`GameScene.forced_action()` tells a
picker which). Only if the player turned "Play forced moves after 'only move'" on (settings
`autoplay_forced_moves`, off by default) does the Match offer to play it for them (match.match: never
a SHOT, an answer or a save, never with two people sharing a screen that hides cards), and then only
after this notice has been on screen for `match.view.NOTICE_S` (CONFIRM plays it at once, BACK lets
the player play it themselves); the chess clock holds while the notice shows.
"""

from __future__ import annotations

import pygame

from match.view import ForcedOffer

FORCED_HINT = "Played for you in a moment. Confirm: now. Back: you play it."


def draw_notice(surface: pygame.Surface, midtop: tuple[float, float], offer: ForcedOffer | None) -> None:
    """The "only move" notice for `offer`, if there is one, with its top centre at `midtop`."""
    if offer is None:
        return
    from sprites.fx.notice import draw_forced_notice

    draw_forced_notice(surface, midtop, offer.words, FORCED_HINT, offer.progress)
