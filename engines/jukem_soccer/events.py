"""What an `apply` did: a tuple of JSON-able `Event`s (engines.common.events.Event).

Seats are 0 (Blue) and 1 (Red); `card` fields are card ids (see
`state.table.face[card]` or the `face` field for what is printed on them).
Fields listed in an event's `secret` are hidden from seat `hidden_from`:
`state.events_for(seat)` gives the events with those fields set to None, which
is what a scene or log for that seat must use. In the order one apply emits them:

- `coin_toss`   seat, text. new_game only: the seeded toss that chose the first
  dealer (the rulebook's "choose a dealer").
- `deal_start`  half, dealer, golden, cards. A new deal: all `cards` (56, a count) are
  gathered and shuffled into the draw pile; half 1, 2, then 3, 4, ... for the
  golden-goal deals (golden = true).
- `deal`        seat, card, n. One card from the draw pile to `seat`'s hand
  (n = 1..10, in dealing order); card secret from the other seat.
- `turn`        seat, extra. A turn starts (extra = true: the free turn after
  an unpunished HEADER).
- `jukem`       seat, card. The JUKEM card goes into the possession in front of
  the play it protects.
- `play`        seat, card, face, jukem, setup. A setup play (PASS, HEADER,
  FLOP) goes face up onto the possession; setup = the possession's setup count
  afterwards.
- `shot`        seat, card, face, jukem, needs_met. A SHOT is placed. Without
  JUKEM it is face down: card and face secret from the defender until `reveal`.
- `no_answer`   seat, after. The defender declined (or could not) answer; after
  = "play" or "shot" ("NO" to a shot is "no save", followed by `save`).
- `penalty`     seat, card, face, color, victim, swept. A PENALTY answer: the
  penalty card and the `swept` cards (the victim's whole possession for red, the
  last play for yellow) go to the discard pile.
- `save`        seat, card, face, none. The defender's SAVE is placed face down
  (card and face secret from the shooter until `reveal`); none = true for no save.
- `reveal`      seat, shot, shot_face, save, save_face, balls, xs, result. The
  count of three: both cards face up; balls/xs are box names; result "goal"
  or "blocked". `seat` is the shooter.
- `goal`        seat, cards, score. The possession and the SHOT (`cards`) go to
  the shooter's goal pile face up; score = both totals.
- `blocked`     seat, cards. Possession, SHOT and SAVE (`cards`) go to the
  discard pile.
- `discard`     seat, cards, why. Other cards going to the discard pile:
  why = "save" (a SAVE that did not stop a goal).
- `draw`        seat, card. One card from the draw pile to a hand (replenishing
  or substituting); card secret from the other seat.
- `sub`         seat, card, face. A substitution: the card goes face down onto
  the discard pile (card and face secret from the other seat), a `draw` follows.
- `pass`        seat, reason. A turn ends without a play: reason "end" (the
  player chose END), "after_sub" (a substitution found nothing playable).
- `half_end`    half, reason, score, goals, left. A deal is over: reason "cards"
  (draw pile empty and nobody can play) or "stalemate" (the cap on empty
  turns in a row, option max_empty_turns: 40, or 2 in records made before the
  half-end fix); goals = goals in this deal; left =
  cards left in the two possessions (they score nothing).
- `game_end`    winner, reason, score. reason "goals" (after two halves),
  "golden_goal" (first goal of a tie-break deal), "draw" (the golden-goal deals
  ran out, or were switched off).
"""

from __future__ import annotations

from engines.common.events import Event, event

EVENT_KINDS: tuple[str, ...] = (
    "coin_toss", "deal_start", "deal", "turn", "jukem", "play", "shot", "no_answer", "penalty", "save",
    "reveal", "goal", "blocked", "discard", "draw", "sub", "pass", "half_end", "game_end",
)

__all__ = ["EVENT_KINDS", "Event", "event"]
