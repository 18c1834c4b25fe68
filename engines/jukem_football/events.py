"""Jukem Football's event kinds (engines.common.events.Event values).

coin_toss (seat, text), deal (half, dealer, overtime), dealt (seat, id: the
card dealt, secret from the other seat; one per card, in dealing order),
turn_up (card, id: the first discard), draw (seat, card and id: secret from
the other seat, left), last_card (seat), take (seat, card, id), play (seat,
cards, ids, yards, drive_yards), touchdown (seat, points), field_goal (seat,
cards, ids, drive_yards, points), no_answer (seat), defence (seat, card, id,
red, removed, removed_ids, drive_yards), discard (seat, card, id), end (seat),
no_play (seat), half_end (half, why, scores), game_over (winner, reason,
scores).

Card ids (`id`, `ids`) name the very card, so a table can move the right one of
two identical cards; they say no more than the face beside them.
"""

from __future__ import annotations

from engines.common.events import Event, event

EVENT_KINDS = ("coin_toss", "deal", "dealt", "turn_up", "draw", "last_card", "take", "play", "touchdown",
               "field_goal", "no_answer", "defence", "discard", "end", "no_play", "half_end", "game_over")

__all__ = ["EVENT_KINDS", "Event", "event"]
