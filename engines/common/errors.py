"""Errors the engines raise; each is a ValueError so callers can catch one kind."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that is not legal in this state, or notation that names none."""


class BadState(ValueError):
    """A JSON position or observation that describes an impossible game state."""
