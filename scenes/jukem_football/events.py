"""Jukem Football's events as tweens: `on_<event kind>` handlers for the card-table kit's dispatcher.

The deal flies card by card from the shuffled deck and turns the first
discard up; draws come off the pile or the discard; a play slides onto the
drive card after card (JUKEM with a shout) and the marker runs down the
field; a defensive card slams down in the middle and the removed play (or
the whole drive) is swept aside; a touchdown throws confetti, a field goal
kicks the ball through the posts; half time shows the kit's big panel.
Every handler returns animations built from the kit's flights and captions
(scenes.cards.motion) and the move's events as the screen's seat sees them;
the table snaps to the view when they end. `FootballEvents` is the layer over
the table (scenes.jukem_football.table) and under the scene.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core import text, theme
from core.tween import Animation, Call, Parallel, Sequence, Tween, Wait, in_out_sine, out_cubic, out_quad
from scenes.cards.table import BIG_PANEL
from scenes.jukem_football.table import FootballTable
from sprites.cards.sprite import Slot

CARD_GAP_S = 0.18
MARKER_S = 0.7
KICK_S = 0.95
YELLOW = (250, 204, 40)
RED = (236, 60, 60)


class FootballEvents(FootballTable):
    """The `on_<kind>` handlers: the layer over the table's zones and shown numbers."""

    def on_deal(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        half, dealer, overtime = int(e["half"]), int(e["dealer"]), bool(e["overtime"])
        n = int(self.deck.n)
        out: list[Animation] = [self.say_step(f"Gathering and shuffling all {n} cards"), self.gather(self.pile),
                                self.riffle(self.pile)]

        def shown() -> None:
            self.shown_half = half
            self.shown_dealer = dealer
            for m in self.markers:
                m.yards = 0.0
            self.screens_seen.add("deal")
        out.append(Call(shown))
        out.append(self.say_step(f"{self.names[dealer]} deals four cards each"))
        if overtime:
            title, color, sub = "OVERTIME", theme.GOLD, f"Deal {half - 2}: the first score wins. {{}} deals"
        else:
            title = "FIRST HALF" if half == 1 else "SECOND HALF"
            color, sub = self.palette.seat_light[dealer], "{} deals, {} plays first"
        out += self.banners.steps(title, self.named(sub, dealer, 1 - dealer), color, hold=0.9 if overtime else 0.7,
                                  size=130, sound="whistle", play_sound=self._sound,
                                  on_show=lambda: self.screens_seen.add("overtime" if overtime else "kickoff"))
        return out

    def on_dealt(self, run: list[dict[str, Any]]) -> list[Animation]:
        moves = [(self.hands[int(e["seat"])], e["id"], self._hand_side(int(e["seat"]), e["id"])) for e in run]
        return [self.deal_from(self.pile, moves, True)]

    def on_turn_up(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        card = e["id"]
        return [self.say_step(f"The first discard: {self.card_words(str(e['card']))}"),
                self.fly(self.top_of(self.pile), self.discard, card=card, height=60, sound="flip"), Wait(0.2)]

    def on_draw(self, run: list[dict[str, Any]]) -> list[Animation]:
        seat = int(run[0]["seat"])
        moves = [(self.hands[int(e["seat"])], e["id"], self._hand_side(int(e["seat"]), e["id"])) for e in run]
        return [self.say_step(f"{self.names[seat]} draws"), self.deal_from(self.pile, moves, False)]

    def _hand_side(self, seat: int, card: Any) -> Callable[[], bool]:
        return lambda: card is not None and self.hand_face_up(seat)

    def on_last_card(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        out: list[Animation] = [self.say_step(f"{self.names[seat]} drew the last card")]
        out += self.banners.steps("LAST TURN", self.named("{} plays on until stopped", seat), theme.GOLD, hold=0.9,
                                  size=120, sound="whistle", play_sound=self._sound,
                                  on_show=lambda: self.screens_seen.add("last_turn"))
        return out

    def on_take(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, card = int(e["seat"]), e["id"]
        hand = self.hands[seat]
        return [self.say_step(f"{self.names[seat]} takes {self.card_words(str(e['card']))} from the discard pile"),
                # everyone saw it go, but in a hidden hand it is one more back: it forgets its face on landing
                self.fly(self.pick(self.discard, card), hand, card=card, face_up=self._hand_side(seat, card),
                         index=self.sorted_index(hand, card), height=70, sound="deal",
                         forget=not self.hand_face_up(seat)), Wait(0.1)]

    def on_play(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        ids = [int(c) for c in e["ids"]]
        faces = [str(f) for f in e["cards"]]
        gained, at = int(e["yards"]), int(e["drive_yards"])
        words = " + ".join(self.card_words(f) for f in faces)
        out: list[Animation] = [self.say_step(f"{self.names[seat]}: {words}")]
        for k, (card, face) in enumerate(zip(ids, faces)):
            jukem = face == "JUKEM"
            if jukem:
                out += self.banners.steps("JUKEM!", f"Doubled: +{gained} yards", theme.GOLD, hold=0.45, size=150,
                                          on_show=lambda: self.screens_seen.add("jukem"))
            out.append(self.fly(self.pick(self.hands[seat], card), self.drives[seat], card=card,
                                height=90 if jukem else 60, pop=0.15 if jukem else 0.0,
                                sound="confirm" if jukem else "flip" if k == 0 else "deal"))
            out.append(Wait(CARD_GAP_S))
        marker = self.markers[seat]
        out += [self.say_step(f"{self.names[seat]}: +{gained} yards, at the {at}"),
                Parallel(Tween(marker, "yards", float(at), MARKER_S, out_cubic),
                         Sequence(Tween(marker, "hop", 1.0, MARKER_S / 2, out_quad),
                                  Tween(marker, "hop", 0.0, MARKER_S / 2, in_out_sine))),
                Call(lambda: self._sound("slide")), Wait(0.15)]
        return out

    def on_touchdown(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        after = self._score_after(evs, i, seat, int(e["points"]))

        def celebrate() -> None:
            self.shown_score = after
            self._sound("cheer")
            self.confetti_burst(seat, 140)

        out: list[Animation] = [Call(celebrate), self.say_step(f"TOUCHDOWN {self.names[seat]}!")]
        out += self.banners.steps("TOUCHDOWN!", self.named(f"{{}} scores 7: {after[0]}-{after[1]}", seat),
                                  theme.GOLD, hold=1.2, size=190, on_show=lambda: self.screens_seen.add("touchdown"))
        out += [self.sweep(self.drives[seat], self.scored[seat], height=90, spin=0.0, sound="slide"),
                Tween(self.markers[seat], "yards", 0.0, 0.4, out_quad)]
        return out

    def on_field_goal(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        card = int(e["ids"][0])
        after = self._score_after(evs, i, seat, int(e["points"]))
        kick = self.kick

        def start_kick() -> None:
            self.kick_seat = seat
            kick.visible, kick.t = True, 0.0
            self._sound("kick")
            self.screens_seen.add("field_goal")

        def good() -> None:
            kick.visible = False
            self.shown_score = after
            self._sound("cheer")

        out: list[Animation] = [
            self.say_step(f"{self.names[seat]} kicks a FIELD GOAL from the {e['drive_yards']}"),
            self.fly(self.pick(self.hands[seat], card), self.drives[seat], card=card, height=60, sound="flip"),
            Wait(0.2), Call(start_kick), Tween(kick, "t", 1.0, KICK_S, out_quad), Call(good)]
        out += self.banners.steps("FIELD GOAL!", self.named(f"It's good! {{}} +3: {after[0]}-{after[1]}", seat),
                                  self.palette.seat_light[seat], hold=1.0, size=170)
        out += [self.sweep(self.drives[seat], self.scored[seat], height=90, spin=0.0, sound="slide"),
                Tween(self.markers[seat], "yards", 0.0, 0.4, out_quad)]
        return out

    def _score_after(self, evs: list[dict[str, Any]], i: int, seat: int, points: int) -> tuple[int, int]:
        """The score once this score counts (the scoreboard follows the animation)."""
        score = list(self.shown_score)
        score[seat] += points
        return (score[0], score[1])

    def on_no_answer(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        return [self.shout("No answer", self.mouth(seat), theme.INK),
                self.say_step(f"{self.names[seat]}: no answer"), Wait(0.35)]

    def on_defence(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, card, red = int(e["seat"]), int(e["id"]), bool(e["red"])
        victim = 1 - seat
        removed = [str(f) for f in e["removed"]]
        removed_ids = [int(c) for c in e["removed_ids"]]
        cx, cy = self.spot.center
        center = Slot(cx, cy, 0.0, self.spot.scale * 1.15, 990.0)
        title = self.card_words(str(e["card"])).split(" (")[0]
        if red:
            sub = self.named("{}'s whole drive is gone", victim)
        else:
            sub = f"The {' + '.join(self.card_words(f) for f in removed)} is taken back"
        out: list[Animation] = [
            self.say_step(f"{self.names[seat]} answers: {title}"),
            self.fly(self.pick(self.hands[seat], card), self.spot, card=card, at=center, height=110, pop=0.25,
                     sound="whistle"),
        ]
        out += self.banners.steps(title, sub, RED if red else YELLOW, hold=0.8, size=150,
                                  on_show=lambda: self.screens_seen.add("defence"))
        flights = [Sequence(Wait(k * 0.07), self.fly(self.pick(self.drives[victim], c), self.aside, card=c, height=100,
                                                     spin=-10, sound="slide" if k == 0 else None))
                   for k, c in enumerate(removed_ids)]
        flights.append(Sequence(Wait(len(removed_ids) * 0.07),
                                self.fly(self.pick(self.spot, card), self.aside, card=card, height=80)))
        out += [Parallel(*flights, Tween(self.markers[victim], "yards", float(e["drive_yards"]), MARKER_S, out_cubic))]
        return out

    def on_discard(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, card = int(e["seat"]), int(e["id"])
        return [self.shout("No play", self.mouth(seat), theme.INK_DIM),
                self.say_step(f"{self.names[seat]} has no play: discards {self.card_words(str(e['card']))}"),
                self.fly(self.pick(self.hands[seat], card), self.discard, card=card, height=80, sound="slide"),
                Wait(0.3)]

    def on_end(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        """A player stops in a half's last turn (the engine's "end")."""
        seat = int(e["seat"])
        return [self.shout("Stop", self.mouth(seat), theme.INK), self.say_step(f"{self.names[seat]} stops"),
                Wait(0.3)]

    def on_no_play(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        return [self.shout("No play left", self.mouth(seat), theme.INK_DIM),
                self.say_step(f"{self.names[seat]} has no play left"), Wait(0.5)]

    def on_half_end(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        half = int(e["half"])
        score = (int(e["scores"][0]), int(e["scores"][1]))
        why = str(e["why"])
        nxt = next((x for x in evs[i + 1:] if x["kind"] in ("deal", "game_over")), None)
        pal = self.palette
        if half == 1:
            kind, title = "half_time", "HALF TIME"
        elif half == 2:
            kind, title = "full_time", "FULL TIME"
        else:
            kind, title = "overtime_end", "NO SCORE"
        lines: list[tuple[str, int, tuple[int, int, int]]] = [(title, 120, theme.GOLD)]
        # long names are cut, never the score
        board = text.fit_named(f"{{}}  {score[0]}  -  {score[1]}  {{}}", self.names, 92, BIG_PANEL[0] - 60, True)[0]
        lines.append((board, 92, theme.INK))
        lines.append((HALF_WHY.get(why, ""), 36, theme.INK_DIM))
        if any(self.drives[s].cards for s in (0, 1)):
            lines.append(("Unfinished drives score nothing", 34, theme.INK_FAINT))
        if nxt is not None and nxt["kind"] == "deal":
            d = int(nxt["dealer"])
            if nxt.get("overtime"):
                lines.append(("Level! Overtime: the first score wins", 44, theme.GOLD))
            else:
                lines.append((f"Second half: {self.names[d]} deals", 44, pal.seat_light[d]))
        elif nxt is not None and nxt.get("winner") is None:
            lines.append(("Still level: the game is a draw", 44, theme.INK))
        return self.big_panel_steps(lines, title.capitalize(), kind)


#: Why a half ended, in words for the half-time panel.
HALF_WHY = {"end": "The last player stopped", "scored": "The last drive scored", "stopped": "The defence stopped "
            "the last drive", "no_play": "No play was left", "stalemate": "Nobody drew a card for a long while: "
            "the half is over"}

__all__ = ["FootballEvents", "HALF_WHY"]
