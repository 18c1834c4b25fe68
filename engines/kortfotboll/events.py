"""Kortfotboll's event kinds (engines.common.events.Event values), for a screen to animate and a log to tell.

Card ids (`id`, `ids`, `out_id`, `shown_id`) name the very card, so a table can
move the right one; they say no more than the face beside them. Seats are 0
(Blue) and 1 (Red); positions are the owner's (GK, DEF1.., MID1.., FWD1..).
Fields marked secret are None for the seat that may not see them (and for a
spectator): `State.events_for(seat)`.

- coin_toss (seat, text): who kicks off; in a shoot-out, who kicks first (or,
  after the sudden-death cap, who goes through).
- shuffle (seat, count): a player's cards shuffled into a new library.
- dealt (seat, card, id, left): one of the cards drawn to set up with; card
  and id secret from the other seat. `left`: cards still in the library.
- place (seat, position, card, id, left): a PLACE, face down; card and id
  secret from the other seat. `left`: cards still to place.
- kickoff (half, seat): every card is placed; `seat` starts the half.
- turn (seat, library): a turn starts (`library`: its cards).
- pass (seat): an empty library at the start of a turn: the turn goes over.
- refill (seat, position, card, id, left): the top library card face down into
  an empty position; card and id secret from the other seat.
- sub (seat, position, out_card, out_id, card, id, left, subs): a
  substitution: out_card is shown (a discard event follows), the top library
  card takes its place face down (card and id secret from the other seat);
  `subs`: substitutions used this game.
- turn_up (seat, card, id, left, auto): the attacking card turned up, by ATTACK
  or (auto true) by itself after a won challenge.
- challenge (seat, target, card, id, shot, result, shown, shown_id): the turned
  card attacks the opponent's `target`; result is "beaten" (the target is
  shown and goes), "held" (the target stays face down), "goal", "saved"
  (shots), "penalty" or "warning" (a diamond against a joker). `shown` is the
  target's face when it is turned up (beaten, or a joker), else None.
- learned (seat, position, low, high): what `seat` now knows of the face-down
  card at the opponent's `position`: a rank from low to high ("10".."A").
- discard (seat, card, id, source, position): a card goes face up onto its
  owner's discard pile; source "attack" (the attacking card), "beaten",
  "joker" (a joker after its challenge), "penalty" (a penalty card), "sub";
  position: the field position it left, or None.
- penalty (seat, cards, ids, total, keeper, keeper_value, goal): the two
  cards drawn, their sum, the goalkeeper (JOKER and 15 when it is a joker,
  None when it stays face down; keeper_value 0 for an empty goal).
- warning (seat, position, count); sent_off (seat, position): the position is
  closed for the rest of the game.
- goal (seat, scorer, card, id, how, scores): `scorer` from the roster by the
  scoring card's rank; how: "shot", "empty_goal", "penalty".
- turn_end (seat); half_end (half, scores); gather (seat, count): every card
  back to the player for half time.
- shootout (seat: kicks first); keeper (seat, card, id): the goalkeeper turned
  up; kick (seat, round, cards, ids, total, keeper_value, goal, scorer);
  shootout_over (scores, winner).
- game_over (winner, reason, scores, shootout): reason "goals", "draw",
  "shootout" or "coin_toss".
"""

from __future__ import annotations

from engines.common.events import Event, event

EVENT_KINDS = ("coin_toss", "shuffle", "dealt", "place", "kickoff", "turn", "pass", "refill", "sub", "turn_up",
               "challenge", "learned", "discard", "penalty", "warning", "sent_off", "goal", "turn_end", "half_end",
               "gather", "shootout", "keeper", "kick", "shootout_over", "game_over")

__all__ = ["EVENT_KINDS", "Event", "event"]
