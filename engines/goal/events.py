"""G.O.A.L.'s event kinds (engines.common.events.Event values).

shuffle (seat: 0/1 for a player's deck, None for the goal deck; count), dealt
(seat, card, id, left: one per card of the opening eleven, alternately Blue and
Red; card and id secret from the other seat), quarter (quarter, seat: its start
player), goal_up (card, id, left: a goal card turned face up), pass (seat,
action, count: the cards it draws), draw (seat, card, id, left: one per card
drawn by a PASS or the half-time bonus; card and id secret from the other seat),
shoot (seat, action, goal, goal_id, cards as written, ids, values, over: whose
combination it went on top of, None on an empty goal card), tackle (seat,
action, goal, goal_id, cards, ids, tackled_seat, tackled, tackled_ids,
top_seat: whose combination is on top now, None if none), quarter_end
(quarter), goal_won (seat, card, id, cleared: the ids of every combination on
it, now discarded; goal_cards and sets: the winner's totals), goal_discarded
(card, id: no combination on it), half_time (seat: who draws the bonus, None at
a tie; count; goal_cards), coin_toss (seat, text: the rulebook's Timbuktu joke,
after a tie on everything else), game_over (winner, reason, sets, goal_cards,
deck_left).

Card ids (`id`, `ids`, ...) name the very card, so a table can move the right
card; they say no more than the face beside them.
"""

from __future__ import annotations

from engines.common.events import Event, event

EVENT_KINDS = ("shuffle", "dealt", "quarter", "goal_up", "pass", "draw", "shoot", "tackle", "quarter_end", "goal_won",
               "goal_discarded", "half_time", "coin_toss", "game_over")
ACTION_KINDS = ("pass", "shoot", "tackle")
"""The events of the quarter's eight actions, one per action."""

__all__ = ["EVENT_KINDS", "ACTION_KINDS", "Event", "event"]
