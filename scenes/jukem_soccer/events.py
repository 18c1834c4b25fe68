"""Jukem Soccer's events as tweens: `on_<event kind>` handlers for the card-table kit's dispatcher.

`JukemEvents` is the layer over the table (scenes.jukem_soccer.table: `JukemTable`, whose zones and shown
numbers it moves). Deals fly along arcs from the deck, plays slide onto the possession,
penalties sweep cards onto the discard pile, and a shot is resolved on the
count of three with both cards flipped together and the big goal lit up.
Every handler returns animations built from the kit's flights and captions
(scenes.cards.motion); the table snaps to the view when they end. The events are the last move's,
as the screen's seat may see them (`seat_view.events`): a card the seat may not identify is None.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core import text, theme
from core.tween import Animation, Call, Parallel, Sequence, Wait
from scenes.cards.table import BIG_PANEL
from scenes.jukem_soccer.table import JukemTable
from sprites.jukem_soccer.reveal import Reveal
from sprites.cards.sprite import Slot

SWEEP_INTERVAL_S = 0.07


class JukemEvents(JukemTable):
    """The `on_<kind>` handlers of the Jukem Soccer table."""

    def on_deal_start(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        half, dealer, golden = int(e["half"]), int(e["dealer"]), bool(e["golden"])
        out: list[Animation] = [self.say_step(f"Gathering and shuffling all {self.deck.n} cards"),
                                self.gather(self.pile), self.riffle(self.pile)]

        def shown() -> None:
            self.shown_half = half
            self.shown_dealer = dealer
            self.screens_seen.add("deal")
        out.append(Call(shown))
        out.append(self.say_step(f"{self.names[dealer]} shuffles and deals five cards each"))
        title, sub, color, hold, kind = ("FIRST HALF" if half == 1 else "SECOND HALF", "{} deals, {} kicks off",
                                         self.palette.seat_light[dealer], 0.8, "deal")
        if golden:  # a tie-break deal: the next goal wins
            title, color, hold, kind = "GOLDEN GOAL", theme.GOLD, 1.2, "golden"
            sub = f"Deal {half - 2}: the next goal wins. {sub}"
        out += self.banners.steps(title, self.named(sub, dealer, 1 - dealer), color, hold=hold, size=130,
                                  sound="whistle", play_sound=self._sound, on_show=lambda: self.screens_seen.add(kind))
        return out

    def on_deal(self, run: list[dict[str, Any]]) -> list[Animation]:
        return self._draws(run, dealing=True)

    def on_draw(self, run: list[dict[str, Any]]) -> list[Animation]:
        return self._draws(run, dealing=False)

    def _draws(self, evs: list[dict[str, Any]], dealing: bool) -> list[Animation]:
        moves = [(self.hands[int(e["seat"])], e["card"], self._hand_side(int(e["seat"]), e["card"])) for e in evs]
        return [self.say_step("Dealing" if dealing else "Drawing back up to five"),
                self.deal_from(self.pile, moves, dealing)]

    def _hand_side(self, seat: int, card: Any) -> Callable[[], bool]:
        return lambda: card is not None and self.hand_face_up(seat)

    def on_turn(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        if e.get("extra"):
            seat = int(e["seat"])
            return [self.shout("Again!", self.mouth(seat), self.palette.seat_light[seat])]
        return []

    def on_jukem(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        card = e["card"]
        return [self.shout("JUKEM!", self.mouth(seat), theme.GOLD),
                self.say_step(f"{self.names[seat]}: JUKEM!"),
                self.fly(self.pick(self.hands[seat], card), self.poss[seat], card=card, height=70, sound="confirm"),
                Wait(0.1)]

    def on_play(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        card = e["card"]
        face = str(e["face"])
        return [self.say_step(f"{self.names[seat]} plays a {face}"),
                self.fly(self.pick(self.hands[seat], card), self.poss[seat], card=card, height=60, sound="flip"),
                Wait(0.15)]

    def on_shot(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        card = e["card"]
        jukem = bool(e["jukem"])
        words = "JUKEM SHOT!" if jukem else "SHOT!"
        return [self.shout(words, self.mouth(seat), theme.GOLD),
                self.say_step(f"{self.names[seat]} shoots" + (" with JUKEM: it cannot be saved!" if jukem else
                                                          ": the SHOT lies face down")),
                self.fly(self.pick(self.hands[seat], card), self.spot, card=card, face_up=jukem, height=90,
                          index=lambda: 0, sound="kick"),
                Wait(0.2)]

    def on_no_answer(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        words = "No save!" if e.get("after") == "shot" else "No answer"
        return [self.shout(words, self.mouth(seat), theme.INK),
                self.say_step(f"{self.names[seat]}: {words.lower().rstrip('!')}"), Wait(0.45)]

    def on_penalty(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, victim = int(e["seat"]), int(e["victim"])
        card = e["card"]
        red = e["color"] == "red"
        swept = [int(c) for c in e["swept"]]
        cx, cy = self.spot.center
        center = Slot(cx, cy, 0.0, 1.0, 990.0)
        out: list[Animation] = [
            self.say_step(f"{self.names[seat]} answers with a {'red' if red else 'yellow'} PENALTY"),
            self.fly(self.pick(self.hands[seat], card), self.spot, card=card, at=center, height=80,
                      sound="whistle"),
        ]
        if red:
            sub = self.named("{}'s whole possession is swept away", victim)
        else:
            sub = f"The {self.deck.face[swept[0]] if swept else 'play'} is removed"
        color = (236, 60, 60) if red else theme.GOLD
        out += self.banners.steps("PENALTY!", sub, color, hold=0.7, size=150,
                                  on_show=lambda: self.screens_seen.add("penalty"))
        sweep = [Sequence(Wait(k * SWEEP_INTERVAL_S),
                          self.fly(self.pick(self.poss[victim], c), self.discard, card=c, height=100, spin=-10,
                                    sound="slide" if k == 0 else None))
                 for k, c in enumerate(swept)]
        sweep.append(Sequence(Wait(len(swept) * SWEEP_INTERVAL_S),
                              self.fly(self.pick(self.spot, card), self.discard, card=card, height=80)))
        out.append(Parallel(*sweep))
        return out

    def on_save(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        if e.get("none"):
            return []
        seat = int(e["seat"])
        card = e["card"]
        return [self.say_step(f"{self.names[seat]} puts down a SAVE, face down"),
                self.fly(self.pick(self.hands[seat], card), self.spot, card=card, face_up=False, height=80,
                          index=lambda: 1, sound="flip"),
                Wait(0.25)]

    def on_reveal(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        shot, save = e["shot"], e["save"]
        balls = tuple(str(b) for b in e["balls"])
        xs = tuple(str(x) for x in e["xs"])
        verdict = str(e["result"])
        jukem = any(x["kind"] == "shot" and x.get("jukem") for x in evs[:i])
        rv = self.reveal
        spot = self.spot

        def show_grid() -> None:
            rv.visible, rv.balls, rv.xs, rv.n_balls, rv.n_xs, rv.verdict, rv.alpha = True, balls, xs, 0, 0, "", 1.0
            self.screens_seen.add("reveal")

        out: list[Animation] = []
        if not jukem:  # both cards lie face down: they turn over together on the count of three
            out += [self.say_step("On the count of three..."), *self.reveal_together(spot, (shot, save))]
        else:
            out.append(Wait(0.3))
        out.append(Call(show_grid))
        for _b in balls:
            out += [Call(lambda: self._bump(rv, "n_balls", "kick")), Wait(0.2)]
        for _x in xs:
            out += [Call(lambda: self._bump(rv, "n_xs", "click")), Wait(0.16)]

        def judge() -> None:
            rv.verdict = verdict
        out += [Call(judge), Wait(0.45)]
        return out

    def _bump(self, rv: Reveal, attr: str, sound: str) -> None:
        setattr(rv, attr, getattr(rv, attr) + 1)
        self._sound(sound)

    def on_goal(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        cards = [int(c) for c in e["cards"]]
        score = (int(e["score"][0]), int(e["score"][1]))

        def celebrate() -> None:
            self.shown_score = score
            self._sound("cheer")
            self.confetti_burst(seat)

        out: list[Animation] = [Call(celebrate), self.say_step(f"GOAL for {self.names[seat]}!")]
        out += self.banners.steps("GOAL!", self.named(f"{{}} scores: {score[0]}-{score[1]}", seat), theme.GOLD,
                                  hold=1.1, size=210, on_show=lambda: self.screens_seen.add("goal"))
        flights = [Sequence(Wait(k * SWEEP_INTERVAL_S),
                            self.fly(self.pick(self.spot if k == len(cards) - 1 else self.poss[seat], c),
                                      self.goal_piles[seat], card=c, height=90))
                   for k, c in enumerate(cards)]
        out += [Parallel(*flights), Call(self._hide_grid)]
        return out

    def _hide_grid(self) -> None:
        self.reveal.visible = False

    def on_blocked(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        cards = [int(c) for c in e["cards"]]
        out = [self.say_step(f"{self.names[1 - seat]} saves!")]
        out += self.banners.steps("SAVED!", self.named("by {}", 1 - seat), self.palette.seat_light[1 - seat],
                                  hold=1.0, size=190, sound="whistle", play_sound=self._sound,
                                  on_show=lambda: self.screens_seen.add("saved"))
        flights = []
        for k, c in enumerate(cards):
            src = self.poss[seat] if any(sp.data == c for sp in self.poss[seat].cards) else self.spot
            flights.append(Sequence(Wait(k * SWEEP_INTERVAL_S),
                                    self.fly(self.pick(src, c), self.discard, card=c, height=100, spin=-8,
                                              sound="slide" if k == 0 else None)))
        out += [Parallel(*flights), Call(self._hide_grid)]
        return out

    def on_discard(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        cards = [int(c) for c in e["cards"]]
        return [Parallel(*(self.fly(self.pick(self.spot, c), self.discard, card=c, height=80) for c in cards)),
                Call(self._hide_grid)]

    def on_sub(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        card = e["card"]
        # Face down, as the rules say, whoever substitutes: only watchers of two computers see every card.
        shown = card is not None and self.seat_view.full is not None
        return [self.say_step(f"{self.names[seat]} substitutes a card"),
                self.shout("Substitution", self.mouth(seat), theme.INK),
                self.fly(self.pick(self.hands[seat], card), self.discard, card=card if shown else None,
                         face_up=shown, height=90, sound="slide"),
                Wait(0.1)]

    def on_pass(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        words = "Still nothing to play" if e.get("reason") == "after_sub" else "Nothing to play"
        return [self.shout(words, self.mouth(seat), theme.INK_DIM),
                self.say_step(f"{self.names[seat]}: {words.lower()}, turn over"), Wait(0.6)]

    def on_half_end(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        half = int(e["half"])
        score = (int(e["score"][0]), int(e["score"][1]))
        goals = (int(e["goals"][0]), int(e["goals"][1]))
        nxt = next((x for x in evs[i + 1:] if x["kind"] in ("deal_start", "game_end")), None)
        pal = self.palette
        lines: list[tuple[str, int, tuple[int, int, int]]] = []
        if half == 1:
            kind, title = "half_time", "HALF TIME"
        elif half == 2:
            kind, title = "full_time", "FULL TIME"
        else:
            kind, title = "golden_end", "NO GOLDEN GOAL"
        lines.append((title, 120, theme.GOLD))
        # long names are cut, never the score (the panel fits what is left over by shrinking)
        board = text.fit_named(f"{{}}  {score[0]}  -  {score[1]}  {{}}", self.names, 92, BIG_PANEL[0] - 60, True)[0]
        lines.append((board, 92, theme.INK))
        what = "this half" if half <= 2 else "this deal"
        lines.append((f"Goals {what}: {goals[0]} - {goals[1]}", 40, theme.INK_DIM))
        if e.get("left"):
            lines.append(("Possessions left on the table score nothing", 34, theme.INK_FAINT))
        if nxt is not None and nxt["kind"] == "deal_start":
            d = int(nxt["dealer"])
            if nxt.get("golden"):
                lines.append(("Level! Golden goal: the next goal wins", 44, theme.GOLD))
            else:
                lines.append((f"Second half: {self.names[d]} deals", 44, pal.seat_light[d]))
        elif nxt is not None and nxt.get("winner") is None:
            lines.append(("Still level: the game is a draw", 44, theme.INK))
        return self.big_panel_steps(lines, title.capitalize(), kind)

    def on_game_end(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        if e["reason"] == "golden_goal":
            w = int(e["winner"])
            return self.banners.steps("GOLDEN GOAL!", self.named("{} wins the game", w), theme.GOLD, hold=1.2,
                                      size=150, on_show=lambda: self.screens_seen.add("golden_goal"))
        return []
