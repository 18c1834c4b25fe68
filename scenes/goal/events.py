"""G.O.A.L.'s events as tweens: `on_<event kind>` handlers for the card-table kit's dispatcher.

The start: each deck riffled, eleven cards dealt to each player one at a
time from their own deck. Each quarter: its banner, three goal cards flipped
in from the goal deck, the action marker back at 1. A pass draws card by
card; a shot slides its cards onto the goal card's stack; a tackle slams the
tackling cards onto the top combination and knocks it off to its owner's
discard pile. At the end of a quarter the combinations are swept to the
discard piles and each goal card flies to its winner's prize pile (under its
letter) or out of play; then the table waits on a summary (the kit's
`big_panel_steps`: sets and goal cards, who starts next) until a player goes
on: at the end of each quarter, at half time (with the bonus draw) and at
full time (the final count of sets). Every handler returns animations built from the kit's flights
and captions (scenes.cards.motion); the table snaps to the state when they end.
"""

from __future__ import annotations

import re
from typing import Any

from core import theme
from core.tween import Animation, Call, Parallel, Sequence, Wait
from engines.goal.words import REASON_WORDS, cards_words, short_name
from scenes.cards.motion import Lazy
from scenes.cards.tabletop import PanelLine
from sprites.cards.sprite import CardSprite, Slot
from sprites.cards.zones import Zone
from match.setup import GameSetup
from scenes.goal.table import GoalTable
from sprites.goal.faces import LETTER_COLOURS

CARD_GAP_S = 0.12


class GoalEvents(GoalTable):
    """G.O.A.L.'s events as tweens (the layer over its table): the `on_<kind>` handlers."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, sync_bots=sync_bots)
        # The opening deal (the Match shows it as ply 0): the decks riffled, eleven cards each.
        self.run(self.events_to_tweens(self.view_events()))

    def on_shuffle(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = e["seat"]
        if seat is None:
            return [self.say_step("The goal deck is shuffled"), self.riffle(self.goal_deck)]
        return [self.say_step(f"{self.names[int(seat)]} shuffles their deck"), self.riffle(self.decks[int(seat)])]

    def on_dealt(self, run: list[dict[str, Any]]) -> list[Animation]:
        moves = [(self.hands[int(e["seat"])], e["id"], self._hand_side(int(e["seat"]), e["id"])) for e in run]
        sources = [self.decks[int(e["seat"])] for e in run]
        return [self.say_step("Eleven cards each, from each player's own deck"),
                self.deal_from(self.decks[0], moves, True, sources=sources),
                Call(lambda: self.screens_seen.add("deal"))]

    def _hand_side(self, seat: int, card: Any) -> Any:
        return lambda: card is not None and self.hand_face_up(seat)

    def score_lines(self) -> list[PanelLine]:
        """The summary's score after the move: sets (which decide the game) big, goal cards under them."""
        src = self.table_source()
        sets = [int(n) for n in src["sets"]]
        goals = [len(p) for p in src["prize_ids"]]
        return [(f"{self.names[0]}  {sets[0]} - {sets[1]}  {self.names[1]}", 60, theme.INK),
                (f"sets (a complete G-O-A-L)   ·   goal cards {goals[0]} - {goals[1]}", 30, theme.INK_DIM)]

    def on_quarter(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        q, starter = int(e["quarter"]), int(e["seat"])
        out: list[Animation] = []
        ended = next((ev for ev in reversed(evs[:i]) if ev["kind"] in ("quarter_end", "half_time")), None)
        if ended is not None and ended["kind"] == "quarter_end":  # (half time has its own summary)
            lines = [(f"END OF QUARTER {int(ended['quarter'])}", 84, theme.GOLD), *self.score_lines(),
                     (self.with_names(f"Quarter {q}: {theme.SEAT_NAMES[starter]} starts"), 36,
                      self.palette.seat_light[starter])]
            out += self.big_panel_steps(lines, f"End of quarter {int(ended['quarter'])}", "quarter_end")

        def shown() -> None:
            self.shown.quarter, self.shown.action, self.shown.starter, self.shown.over = q, 1, starter, False
            self.screens_seen.add("quarter")
        sub = "{} starts: eight actions, four each"
        return [*out, Call(shown), *self.banners.steps(f"QUARTER {q}", self.named(sub, starter),
                                                 self.palette.seat_light[starter], hold=0.6, size=120,
                                                 sound="whistle", play_sound=self._sound)]

    def on_goal_up(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        start = max((j for j in range(i) if evs[j]["kind"] == "quarter"), default=-1)
        k = min(sum(1 for ev in evs[start + 1:i] if ev["kind"] == "goal_up"), len(self.goal_piles) - 1)
        face = str(e["card"])
        return [self.say_step(f"Goal card: {short_name(face)}"),
                self.fly(self.top_of(self.goal_deck), self.goal_piles[k], card=e["id"], height=90, pop=0.1,
                         sound="flip"), Wait(0.1)]

    def on_pass(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, n = int(e["seat"]), int(e["count"])
        words = f"PASS: +{n}" if n else "PASS"
        return [self.say_step(f"{self.names[seat]} passes and draws {n}" if n else
                              f"{self.names[seat]} passes: the deck is empty"),
                self.shout(words, self.mouth(seat), self.palette.seat_light[seat]), self._marker_step(e)]

    def on_draw(self, run: list[dict[str, Any]]) -> list[Animation]:
        seat = int(run[0]["seat"])
        moves = [(self.hands[int(e["seat"])], e["id"], self._hand_side(int(e["seat"]), e["id"])) for e in run]
        return [self.deal_from(self.decks[seat], moves, False), Wait(0.1)]

    def _marker_step(self, e: dict[str, Any]) -> Animation:
        """The action marker moves on (past the eighth action it stays until the quarter ends)."""
        nxt = int(e["action"]) + 1

        def move() -> None:
            if nxt <= 8:
                self.shown.action = nxt
                self._sound("click")
        return Call(move)

    def on_shoot(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        stack = self.stacks[self.slot_of_face(str(e["goal"]))]
        ids = [int(c) for c in e["ids"]]
        words = cards_words([str(c) for c in e["cards"]])
        out: list[Animation] = [self.say_step(f"{self.names[seat]} shoots {words} onto {short_name(str(e['goal']))}"),
                                Call(lambda: stack.owners.append(seat))]
        for j, card in enumerate(ids):
            out.append(self.fly(self.pick(self.hands[seat], card), stack, card=card, height=90,
                                sound="flip" if j == 0 else "deal"))
            out.append(Wait(CARD_GAP_S))
        over = e.get("over")
        shout = "ON TOP!" if over is None or int(over) == seat else "OVER THE TOP!"
        x, y = stack.center[0], stack.combo_y(len(stack.owners)) + 40
        out += [self.shout(shout, (x, y), self.palette.seat_light[seat]), self._marker_step(e), Wait(0.2)]
        return out

    def on_tackle(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, victim = int(e["seat"]), int(e["tackled_seat"])
        stack = self.stacks[self.slot_of_face(str(e["goal"]))]
        ids = [int(c) for c in e["ids"]]
        tackled = [int(c) for c in e["tackled_ids"]]
        top_y = stack.combo_y(max(0, len(stack.owners) - 1))
        mine = self.discards[seat]
        out: list[Animation] = [self.say_step(
            f"{self.names[seat]} tackles {self.names[victim]}'s {cards_words([str(c) for c in e['tackled']])}")]
        slam = []
        for j, card in enumerate(ids):
            at = Slot(stack.center[0] + (j - (len(ids) - 1) / 2) * 40, top_y + 18, -8.0 + 8 * j, stack.scale, 2000 + j)
            slam.append(Sequence(Wait(j * 0.08), self.fly(self.pick(self.hands[seat], card), mine, card=card, at=at,
                                                            height=120, pop=0.2, sound="deal" if j else "flip")))
        out.append(Parallel(*slam))
        out += self.banners.steps("TACKLE!", self.named("{} knocks it off", seat), self.palette.seat_light[seat],
                                  hold=0.35, size=140, sound="whistle", play_sound=self._sound,
                                  on_show=lambda: self.screens_seen.add("tackle"))

        def knocked() -> Animation:
            flights = [Sequence(Wait(j * 0.06), self.fly(self.pick(stack, card), self.discards[victim], card=card,
                                                         height=150, spin=-200.0 if j % 2 else 200.0,
                                                         sound="slide" if j == 0 else None))
                       for j, card in enumerate(tackled)]
            if stack.owners:
                stack.owners.pop()
            mine.layout()
            return Parallel(*flights)
        out += [Lazy(knocked, 0.6), self._marker_step(e), Wait(0.2)]
        return out

    def on_quarter_end(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        q = int(e["quarter"])
        return [self.say_step(f"End of quarter {q}: the goal cards go to whoever is on top"), Wait(0.5)]

    def on_goal_won(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, gid = int(e["seat"]), int(e["id"])
        face = str(e["card"])
        letter = face[0]
        k = self.goal_slot_shown(gid)
        out: list[Animation] = [self.say_step(f"{self.names[seat]} wins {short_name(face)}")]
        if k is not None:
            out.append(self._clear_stack(k))
        out += [self.fly(self.pick(self.goal_piles[k] if k is not None else self.goal_out, gid),
                         self.prizes[seat][letter], card=gid, height=140, pop=0.15, sound="confirm"),
                self.shout(f"+{letter}", self.mouth(seat), LETTER_COLOURS.get(letter, theme.GOLD)), Wait(0.25)]
        if int(e["sets"]) > self.sets_announced[seat]:
            self.sets_announced[seat] = int(e["sets"])

            def cheer() -> None:
                self.screens_seen.add("set")
                self.confetti_burst(seat)
            out += self.banners.steps("G-O-A-L!", self.named("A complete set for {}", seat), theme.GOLD, hold=0.8,
                                      size=130, sound="cheer", play_sound=self._sound, on_show=cheer)
        return out

    def on_goal_discarded(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        gid = int(e["id"])
        k = self.goal_slot_shown(gid)
        return [self.say_step(f"Nobody shot onto {short_name(str(e['card']))}: out of play"),
                self.fly(self.pick(self.goal_piles[k] if k is not None else self.goal_out, gid), self.goal_out,
                         card=gid, height=60, sound="slide"), Wait(0.1)]

    def slot_of_face(self, goal: str) -> int:
        """The column the face-up goal card `goal` lies in on screen now."""
        for k, pile in enumerate(self.goal_piles):
            if any(self.face_in(c) == goal for c in pile.cards):
                return k
        return 0

    def goal_slot_shown(self, gid: int) -> int | None:
        """The column the goal card `gid` lies in on screen now."""
        for k, pile in enumerate(self.goal_piles):
            if any(c.data == gid for c in pile.cards):
                return k
        return None

    def face_in(self, sprite: CardSprite) -> str | None:
        """The face of the card a sprite shows (None: a card the screen may not identify)."""
        card = self.card_of(sprite)
        return self.deck.face[card] if card is not None else None

    def pile_of(self, sprite: CardSprite) -> Zone:
        """Where a card of a combination goes when it is cleared away: its owner's discard pile."""
        card = self.card_of(sprite)
        return self.discards[int(self.deck.owner[card])] if card is not None else self.goal_out

    def _clear_stack(self, k: int) -> Animation:
        """Every combination on goal card `k` flies to its owner's discard pile."""
        stack = self.stacks[k]

        def build() -> Animation:
            cards = list(stack.cards)
            if not cards:
                return Wait(0.0)
            stack.owners.clear()
            flights = [Sequence(Wait(j * 0.04), self.fly(self.this(c), self.pile_of(c), height=90,
                                                         sound="slide" if j == 0 else None))
                       for j, c in enumerate(cards)]
            return Parallel(*flights)
        return Lazy(build, 0.6)

    def on_half_time(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = e["seat"]
        lines = [("HALF TIME", 96, theme.GOLD), *self.score_lines()]
        if seat is None:
            lines.append(("Level: nobody draws a bonus", 36, theme.INK))
        else:
            n = int(e["count"])
            lines.append((f"{self.names[int(seat)]} has fewer: draws {n} extra card{'s' if n != 1 else ''}", 36,
                          self.palette.seat_light[int(seat)]))
        return self.big_panel_steps(lines, "Half time", "half_time")

    def on_coin_toss(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        """Level on everything: the rulebook's Timbuktu coin (whom it names is the coin's to show, once
        it lands, not the words' while it spins)."""
        joke = re.sub(r" The coin says \w+ was\.", "", str(e["text"]))
        self.coin.start(int(e["seat"]), self.with_names(joke))
        return self.coin.steps(self._sound, on_show=lambda: self.screens_seen.add("coin"))

    def on_game_over(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        w = int(e["winner"])
        sets, goals, left = e["sets"], e["goal_cards"], e["deck_left"]

        def over() -> None:
            self.shown.over = True
        lines = [("FULL TIME", 96, theme.GOLD),
                 (f"{self.names[0]}  {sets[0]} - {sets[1]}  {self.names[1]}", 60, theme.INK),
                 (f"sets   ·   goal cards {goals[0]} - {goals[1]}", 34, theme.INK),
                 (f"Cards left in the deck  {left[0]} - {left[1]}", 30, theme.INK_DIM),
                 (self.with_names(f"{theme.SEAT_NAMES[w]} wins on {REASON_WORDS.get(str(e['reason']), '')}"), 40,
                  self.palette.seat_light[w])]
        return [Call(over), *self.big_panel_steps(lines, "Full time", "full_time", seconds=4.5),
                Call(lambda: self.confetti_burst(w))]


__all__ = ["GoalEvents"]
