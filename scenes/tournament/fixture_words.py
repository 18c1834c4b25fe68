"""What a fixture says in words: its score, and the story of its games beyond the score."""

from __future__ import annotations

from engines import TITLES
from engines.common.results import shootout_words
from tournament.model import AGREED, CAPPED, COIN, ON_TIME, RESIGNED, Fixture
from tournament.runner import Tournament


def score_text(fx: Fixture, t: Tournament | None = None) -> str:
    """The fixture's score: goals, or in a Pentathlon (given `t`) the events won."""
    score = t.fixture_score(fx) if t is not None else (
        fx.goals() if any(g.method != COIN for g in fx.games) else None)
    if score is None:
        return "v"
    return f"{score[0]} - {score[1]}"


def games_note(t: Tournament, fx: Fixture) -> str:
    """The story of a fixture's games beyond the score: each event of a Pentathlon, replays, shoot-outs,
    coin tosses, time, resignations, draws by agreement."""
    return ", ".join(note_parts(t, fx))


def note_parts(t: Tournament, fx: Fixture) -> list[str]:
    """games_note, one part per game."""
    parts: list[str] = []
    single = len(fx.games) == 1
    for i, g in enumerate(fx.games):
        if g.method == COIN:
            parts.append(f"coin toss: {t.name(g.winner)}")
            continue
        loser = None if g.winner is None else (g.red if g.winner == g.blue else g.blue)
        (a, b), _ = g.side(fx.blue)
        if t.config.pentathlon:
            words = f"{TITLES.get(g.game_id, g.game_id)} {a}-{b}"
        elif single:
            words = ""
        else:
            words = f"{'replay ' if i and t.config.knockout else ''}{a}-{b}"
        extra = ""
        if g.shootout is not None and g.winner is not None:
            seat = 0 if g.winner == g.blue else 1
            extra = f"{t.name(g.winner)} wins {shootout_words(g.shootout, seat)}"
        elif g.method == ON_TIME:
            extra = f"{t.name(loser)} lost on time"
        elif g.method == RESIGNED:
            extra = f"{t.name(loser)} resigned"
        elif g.method == AGREED:
            extra = "drawn by agreement"
        elif g.method == CAPPED:
            extra = "move limit"
        if words and extra:
            words = f"{words} ({extra})"
        elif extra:
            words = extra
        if words:
            parts.append(words)
    return parts
