"""Jukem Football's event kinds (engines.common.events.Event values).

coin_toss (seat, text), deal (half, dealer, overtime, up: the face-up card),
draw (seat, card: secret from the other seat, left), last_card (seat),
take (seat, card), play (seat, cards, yards, drive_yards), touchdown (seat,
points), field_goal (seat, cards, drive_yards, points), no_answer (seat),
defence (seat, card, red, removed, drive_yards), discard (seat, card),
end (seat), no_play (seat), half_end (half, why, scores), game_over (winner,
reason, scores).
"""

from __future__ import annotations

from engines.common.events import Event, event

EVENT_KINDS = ("coin_toss", "deal", "draw", "last_card", "take", "play", "touchdown", "field_goal", "no_answer",
               "defence", "discard", "end", "no_play", "half_end", "game_over")

__all__ = ["EVENT_KINDS", "Event", "event"]
