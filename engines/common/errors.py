"""Errors the engines raise; each is a ValueError so callers can catch one kind."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that is not legal in this state, or notation that names none."""


class BadState(ValueError):
    """A JSON position or observation that describes an impossible game state."""


def show(value: object, limit: int = 200) -> str:
    """repr(value) for an error message, safe for any input: cut to `limit` characters, and never
    raising (repr of a list nested 100,000 deep raises RecursionError, of a 5,000-digit int ValueError)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 256:
        return f"<an int of {value.bit_length()} bits>"
    try:
        text = repr(value)
    except (RecursionError, ValueError):
        return f"<a {type(value).__name__} too deep or too large to show>"
    return text if len(text) <= limit else text[:limit - 3] + "..."
