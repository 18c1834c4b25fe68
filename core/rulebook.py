"""Where each game's rules page is: `docs/rules/<game id>.md`, written in our own words."""

from __future__ import annotations

from pathlib import Path

RULES_DIR = Path(__file__).resolve().parents[1] / "docs" / "rules"


def rules_path(game_id: str) -> Path:
    """The Markdown rules page of a game (it may not exist yet)."""
    return RULES_DIR / f"{game_id}.md"


def has_rules(game_id: str) -> bool:
    """Whether the game's rules page exists."""
    return rules_path(game_id).is_file()
