"""Kortfotboll's events as tweens: `on_<event kind>` handlers for the card-table kit's dispatcher.

Each half: the libraries riffled, eleven cards dealt to each hand, each card
laid face down on its position, the kick-off banner. A turn: refills flying
from the library to the empty positions, a substitution's card shown and
thrown to the discards, the attacking card turned up on the centre spot and
flying at its target: the duel. A beaten card is turned over and knocked off
the pitch; a card that holds stays face down and the attacker bounces off
("BLOCKED"). A goal is announced with its scorer from the roster; a penalty
is its own little scene (two cards and their sum against the goalkeeper);
warnings are yellow cards, a second one a red card that closes the position.
Half time gathers every card back to its owner; a knockout draw ends in a
shoot-out kicked card by card. The table snaps to the view when they end.

`KortEvents` is the layer of the Kortfotboll table over its words; the kit's
dispatcher calls its handlers with the move's events as the screen's seat
may see them (`seat_view.events`).
"""

from __future__ import annotations

from typing import Any

from core import theme
from core.tween import Animation, Call, Parallel, Sequence, Wait
from scenes.cards.motion import Lazy
from scenes.kortfotboll.pitch import PenaltyShow, card_id
from scenes.kortfotboll.steps import REASON_WORDS, card_words, position_words, rank_words, the_position
from scenes.kortfotboll.words import KortWords
from sprites.cards.sprite import Slot

YELLOW = (250, 212, 40)
RED_CARD = (226, 44, 52)
PLACE_FLIGHT_S = 0.3
DUEL_HOLD_S = 0.35


class KortEvents(KortWords):
    """The `on_<kind>` handlers (the layer over the table's words)."""

    #: The deal of the eleven cards to set up with goes to `on_dealt` as one run.
    GROUPED = ("dealt",)

    # -- halves -------------------------------------------------------------------------
    def on_shuffle(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        """A new library: the discard pile (in a shoot-out) turned over onto it, then riffled."""
        seat = int(e["seat"])
        return [self.say_step(f"{self.names[seat]} shuffles their deck"),
                self.sweep(self.discards[seat], self.libraries[seat], interval=0.01, height=60, spin=0.0),
                Lazy(lambda: self._forget(self.libraries[seat]), 0.0), self.riffle(self.libraries[seat])]

    def _forget(self, zone: Any) -> Animation:
        """Cards gone face down into a library are anonymous again (and lie face down)."""
        for c in zone.cards:
            c.face_up, c.face, c.data = False, self.hidden_face, None
        zone.snap()
        return Wait(0.0)

    def on_dealt(self, run: list[dict[str, Any]]) -> list[Animation]:
        moves = [(self.hands[int(e["seat"])], e["id"], self._seen_by_owner(int(e["seat"]), e["id"])) for e in run]
        sources = [self.libraries[int(e["seat"])] for e in run]
        return [self.say_step("Eleven cards each to set up a team"),
                self.deal_from(self.libraries[0], moves, True, sources=sources),
                Call(lambda: self.screens_seen.add("deal"))]

    def _seen_by_owner(self, seat: int, card: Any) -> Any:
        return lambda: card is not None and self.hand_face_up(seat)

    def on_place(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, pos, card = int(e["seat"]), str(e["position"]), e["id"]
        zone = self.field_zone(seat, pos)
        if card is not None and any(c.data == card for c in zone.cards):
            return []  # laid there already on the lineup board
        return [self.fly(self.pick(self.hands[seat], card), zone, card=card, dur=PLACE_FLIGHT_S, height=50,
                         face_up=self._seen_by_owner(seat, card), sound="deal")]

    def on_kickoff(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        half, seat = int(e["half"]), int(e["seat"])

        def shown() -> None:
            self.shown.half = half
            self.screens_seen.add("kickoff")
        title = "KICK-OFF" if half == 1 else "SECOND HALF"
        return [Call(shown), *self.banners.steps(title, self.named("{} kicks off", seat),
                                                 self.palette.seat_light[seat], hold=0.6, size=120,
                                                 sound="whistle", play_sound=self._sound)]

    def on_half_end(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        half = int(e["half"])
        a, b = (int(x) for x in e["scores"])
        if half >= 2:
            return [self.say_step("Both libraries are empty: full time"), Wait(0.4)]
        starter = 1 - int(self.seen["first"])  # the other player kicks off the second half
        lines = [("HALF TIME", 96, theme.GOLD), (f"{self.names[0]} {a} - {b} {self.names[1]}", 56, theme.INK),
                 ("Every card goes back to its owner: a new team each", 30, theme.INK_DIM),
                 (f"{self.names[starter]} kicks off the second half", 36, self.palette.seat_light[starter])]
        return self.big_panel_steps(lines, "Half time", "half_time")

    def on_gather(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        library = self.libraries[seat]

        def build() -> Animation:
            mine = [c for z in self.zones if z is not library for c in z.cards if self.owner_of(c) == seat]
            if not mine:
                return Wait(0.0)
            self._sound("slide")
            return Parallel(*(Sequence(Wait(k * 0.015), self.fly(self.this(c), library, dur=0.45, height=110,
                                                                  face_up=False, forget=True))
                              for k, c in enumerate(mine)))
        return [self.say_step(f"{self.names[seat]} gathers every card"), Lazy(build, 0.8)]

    # -- a turn -----------------------------------------------------------------------
    def on_turn(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        return [self.say_step(f"{self.names[int(e['seat'])]}'s turn")]

    def on_pass(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        return [self.say_step(f"{self.names[seat]}'s library is empty: the turn goes over"),
                self.shout("NO CARDS: PASS", self.mouth(seat), self.palette.seat_light[seat]), Wait(0.5)]

    def on_refill(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, pos, card = int(e["seat"]), str(e["position"]), e["id"]
        return [self.say_step(f"{self.names[seat]} refills {the_position(pos)}"),
                self.fly(self.top_of(self.libraries[seat]), self.field_zone(seat, pos), card=card, height=70,
                         face_up=self._seen_by_owner(seat, card), sound="deal"), Wait(0.05)]

    def on_sub(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, pos = int(e["seat"]), str(e["position"])
        zone = self.field_zone(seat, pos)
        out_id, card = int(e["out_id"]), e["id"]

        def used() -> None:
            self.shown.subs[seat] = int(e["subs"])
        return [self.say_step(f"{self.names[seat]} substitutes {the_position(pos)}: "
                              f"{card_words(str(e['out_card']))} off"),
                self.fly(self.pick(zone, out_id), zone, card=out_id, at=self._lifted(zone), face_up=True,
                         sound="flip"),
                self.shout("SUBSTITUTION", self.mouth(seat), self.palette.seat_light[seat]), Call(used), Wait(0.45),
                self.fly(self.pick(zone, out_id), self.discards[seat], card=out_id, height=90, sound="slide"),
                self.fly(self.top_of(self.libraries[seat]), zone, card=card, height=70,
                         face_up=self._seen_by_owner(seat, card), sound="deal")]

    def _lifted(self, zone: Any) -> Slot:
        """A card shown where it lies: a little bigger, on top."""
        x, y = zone.center
        return Slot(x, y - 12, 0.0, zone.scale * 1.25, 4000)

    def on_turn_up(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, card = int(e["seat"]), int(e["id"])
        words = (f"Beaten! {self.names[seat]}'s next card turns up by itself" if e.get("auto") else
                 f"{self.names[seat]} turns up the top card")
        return [self.say_step(words), self.fly(self.top_of(self.libraries[seat]), self.turned, card=card, height=120,
                                               pop=0.25, sound="flip"), Wait(0.15)]

    def on_challenge(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, target, card = int(e["seat"]), str(e["target"]), int(e["id"])
        other = 1 - seat
        zone = self.field_zone(other, target)
        result = str(e["result"])
        tx, ty = zone.center
        toward = -1 if self.side(seat) == "blue" else 1  # the attacker comes from its own half
        # Beside the target, only just overlapping it, so both faces can be read once it is turned over.
        at = Slot(tx + toward * 62, ty + 10, toward * 6.0, self.turned.scale * 0.9, 4000)
        verb = "shoots" if e.get("shot") else "attacks"
        out: list[Animation] = [
            self.say_step(f"{self.names[seat]}'s {card_words(str(e['card']))} {verb} "
                          f"{self.names[other]}'s {position_words(target)}"),
            self.fly(self.pick(self.turned, card), self.turned, card=card, at=at, height=90, pop=0.15,
                     sound="slide"), Wait(0.1)]
        shown = e.get("shown_id")
        if shown is not None and zone.cards:
            out += [Lazy(lambda: self._reveal(zone, int(shown)), 0.3), Wait(DUEL_HOLD_S)]
        x, y = tx + toward * 30, ty
        light = self.palette.seat_light[seat]
        if result == "beaten":
            out.append(self.shout("BEATEN!", (x, y), light))
        elif result == "held":
            back = Slot(at.x + toward * 40, at.y + 10, toward * 14.0, at.scale, 4000)
            words = (f"Blocked: {self.names[other]}'s {position_words(target)} is higher than "
                     f"{rank_words(str(e['card']))}" if shown is None else "Blocked by a joker, which then leaves")
            out += [self.say_step(words), self.shout("BLOCKED", (x, y), self.palette.seat_light[other]),
                    Lazy(lambda: self._bounce(card, back), 0.2), Wait(DUEL_HOLD_S)]
        elif result == "saved":
            out += self.banners.steps("SAVED!", self.named("{}'s goalkeeper holds it", other),
                                      self.palette.seat_light[other], hold=0.4, size=130, sound="whistle",
                                      play_sound=self._sound)
        elif result == "penalty":
            out += self.banners.steps("PENALTY!", "A diamond against a joker at the back", theme.GOLD, hold=0.4,
                                      size=130, sound="whistle", play_sound=self._sound,
                                      on_show=lambda: self.screens_seen.add("penalty"))
        return out

    def _reveal(self, zone: Any, card: int) -> Animation:
        """A face-down defender turned over where it stands."""
        sp = next((c for c in zone.cards), None)
        if sp is None:
            return Wait(0.0)
        if not sp.face_up:
            sp.face, sp.data = self.face_of(card), card
        self._sound("flip")
        return sp.flip_to(True, 0.22)

    def _bounce(self, card: int, back: Slot) -> Animation:
        sp = self.sprite_of(card)
        if sp is None:
            return Wait(0.0)
        return sp.move_to((back.x, back.y), 0.18, angle=back.angle)

    def on_discard(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, card = int(e["seat"]), int(e["id"])
        source = str(e["source"])
        if source == "sub":
            return []  # on_sub threw it already
        spin = {"beaten": 260.0, "joker": -260.0}.get(source, 0.0)
        height = 150 if spin else 80
        return [self.fly(self.pick(self.discards[seat], card), self.discards[seat], card=card, height=height,
                         spin=spin, sound="slide" if source != "attack" else None), Wait(0.05)]

    # -- penalties, warnings, goals ----------------------------------------------------
    def on_penalty(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        keeper = "15 (joker)" if e.get("keeper") == "JOKER" else (
            "empty goal" if e.get("keeper_value") == 0 and e.get("keeper") is None else "? (face down)")
        own = self._own_keeper(1 - seat)
        if own is not None and e.get("keeper") is None:  # the defender's own goalkeeper: its owner sees it
            keeper = own
        return self._penalty_steps(seat, f"PENALTY: {self.names[seat].upper()}", e, keeper)

    def _own_keeper(self, seat: int) -> str | None:
        """A goalkeeper's penalty value in words, when the screen shows that seat its own cards."""
        if not self.hand_face_up(seat):
            return None
        goal = self.fields[seat].get("GK")
        card = card_id(goal.cards[0]) if goal is not None and goal.cards else None
        if card is None:
            return None
        return f"{self.deck.keep[card]} ({rank_words(str(self.deck.face[card]))})"

    def _penalty_steps(self, seat: int, title: str, e: dict[str, Any], keeper: str,
                       caption: str = "") -> list[Animation]:
        caption = caption or f"A penalty for {self.names[seat]}: two cards against the goalkeeper"
        ids = [int(c) for c in e["ids"]]
        faces = tuple(str(c) for c in e["cards"])
        show = PenaltyShow(seat, title, keeper=keeper)

        def start() -> None:
            self.pen = show
            self.screens_seen.add("penalty_kick")

        def summed() -> None:
            show.cards, show.total = faces, int(e["total"])
            self._sound("click")

        def verdict() -> None:
            show.verdict = "GOAL!" if e.get("goal") else "SAVED!"
            self._sound("cheer" if e.get("goal") else "whistle")

        out: list[Animation] = [Call(start), self.say_step(caption)]
        for k, card in enumerate(ids):
            out += [self.fly(self.top_of(self.libraries[seat]), self.kick, card=card, height=110, pop=0.2,
                             sound="flip"), Wait(0.12 if k == 0 else 0.0)]
        out += [Wait(0.2), Call(summed), Wait(0.6), Call(verdict), Wait(0.8), Call(self._end_penalty)]
        return out

    def _end_penalty(self) -> None:
        self.pen = None

    def on_warning(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, pos = int(e["seat"]), str(e["position"])

        def booked() -> None:
            self.shown.warnings[seat] = int(e["count"])
            self.screens_seen.add("warning")
        return [Call(booked), *self.banners.steps("YELLOW CARD", self.named(
            "A warning for {}: a diamond hit a joker", seat), YELLOW, hold=0.5, size=120, sound="whistle",
            play_sound=self._sound), self.say_step(f"{self.names[seat]}'s {position_words(pos)} is warned")]

    def on_sent_off(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, pos = int(e["seat"]), str(e["position"])

        def off() -> None:
            self.shown.sent_off[seat].add(pos)
            self.screens_seen.add("sent_off")
        return [Call(off), *self.banners.steps("RED CARD!", self.named(
            "Second warning: {} plays a player short", seat), RED_CARD, hold=0.7, size=130,
            sound="whistle", play_sound=self._sound)]

    def on_goal(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        scorer = self.scorer_name(str(e["card"]), str(e["scorer"]))
        scores = tuple(int(x) for x in e["scores"])

        def scored() -> None:
            self.shown.scores = [scores[0], scores[1]]
            self.screens_seen.add("goal")
            self.confetti_burst(seat)
        return [self.say_step(f"Goal! {scorer} scores for {self.names[seat]}"),
                *self.banners.steps("GOAL!", scorer, self.palette.seat_light[seat], hold=0.9, size=170,
                                    sound="cheer", play_sound=self._sound, on_show=scored)]

    # -- the shoot-out --------------------------------------------------------------------
    def on_shootout(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])

        def start() -> None:
            self.shown.shootout = [0, 0]
            self.screens_seen.add("shootout")
        return [Call(start), *self.banners.steps("PENALTIES", self.named("Level after two halves: {} kicks first",
                                                                         seat), theme.GOLD, hold=0.8, size=140,
                                                 sound="whistle", play_sound=self._sound)]

    def on_keeper(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, card = int(e["seat"]), int(e["id"])
        return [self.say_step(f"{self.names[seat]}'s goalkeeper: {card_words(str(e['card']))}"),
                self.fly(self.top_of(self.libraries[seat]), self.keepers[seat], card=card, height=100, pop=0.2,
                         sound="flip"), Wait(0.2)]

    def on_kick(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        keeper = f"{e['keeper_value']}"

        def tally() -> None:
            score = self.shown.shootout
            if e.get("goal") and score is not None:
                score[seat] += 1
        title = f"{self.names[seat].upper()}: KICK {e['round']}"
        steps = self._penalty_steps(seat, title, e, keeper, f"Shoot-out, kick {e['round']}: {self.names[seat]}")
        return steps[:-1] + [Call(tally), steps[-1]]

    def on_shootout_over(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        a, b = (int(x) for x in e["scores"])
        return [self.say_step(f"Penalties {a} - {b}"), Wait(0.3)]

    def on_game_over(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        w = e.get("winner")
        a, b = (int(x) for x in e["scores"])

        def over() -> None:
            self.shown.over = True
        lines = [("FULL TIME", 96, theme.GOLD), (f"{self.names[0]} {a} - {b} {self.names[1]}", 60, theme.INK)]
        so = e.get("shootout")
        if so:
            lines.append((f"Penalties {so[0]} - {so[1]}", 40, theme.INK))
        if w is None:
            lines.append(("A draw", 40, theme.INK))
        else:
            lines.append((self.with_names(f"{theme.SEAT_NAMES[int(w)]} wins on "
                                          f"{REASON_WORDS.get(str(e['reason']), 'goals')}"), 40,
                          self.palette.seat_light[int(w)]))
        out: list[Animation] = [Call(over), *self.big_panel_steps(lines, "Full time", "full_time", seconds=4.0)]
        if w is not None:
            out.append(Call(lambda: self.confetti_burst(int(w))))
        return out


__all__ = ["KortEvents", "PenaltyShow", "YELLOW", "RED_CARD"]
