"""The tweens a card table is animated with: flights, gathering, riffles, deals, shouts, the count of three.

`TableMotion` is a layer of the card table (scenes.cards.tabletop); each method
returns an `Animation` (or a list of them) for the scene to run in sequence.
Sprites are picked when a flight *starts* (`Lazy`), not when the animation
is built, so a flight moves the card that is there by then: a card the
screen may not identify is an anonymous sprite chosen by the move number,
never by what it is, and gets its face only if the screen may know it.
Banners (GOAL!, SAVED!) are every game's: the scene's `banners`
(scenes.play.banner.BannerShow); `named` fits players' names into their sub lines.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from core import text, theme
from core.tween import (Animation, Call, Parallel, Sequence as Seq, Tween, Wait, in_out_sine, in_quad, out_back,
                        out_cubic, out_quad)
from sprites.cards.faces import CardFace
from sprites.cards.hud import Shout
from sprites.cards.sprite import FLIP_SECONDS, CardSprite, Slot
from sprites.cards.zones import LAYOUT_SECONDS, Zone
from sprites.fx.banner import BANNER_SUB_PX, BANNER_W
from scenes.cards.tabletop import Overlay, TableTop


PLAY_FLIGHT_S = 0.45
DEAL_FLIGHT_S = 0.42
DEAL_INTERVAL_S = 0.11
DRAW_INTERVAL_S = 0.16
GATHER_INTERVAL_S = 0.012
COUNT_STEP_S = 0.5
SHOUT_S = 1.1

Pick = Callable[[], CardSprite | None]


class Lazy(Animation):
    """An animation built only when it starts, so it moves the cards that are there by then."""

    def __init__(self, build: Callable[[], Animation], hint: float = 0.0) -> None:
        super().__init__()
        self._build = build
        self._hint = hint
        self.inner: Animation | None = None

    @property
    def duration(self) -> float:
        return self.inner.duration if self.inner is not None else self._hint

    def _ensure(self) -> Animation:
        if self.inner is None:
            self.inner = self._build()
            if self._manager is not None:
                self.inner._attach(self._manager)
        return self.inner

    def _advance(self, dt: float) -> float:
        inner = self._ensure()
        left = inner.step(dt)
        if inner.done:
            self.done = True
            return left
        return 0.0

    def complete(self) -> None:
        if self.done:
            return
        self._ensure().complete()
        self.done = True

    def _attach(self, manager: Any) -> None:
        super()._attach(manager)
        if self.inner is not None:
            self.inner._attach(manager)

    def _tweens(self) -> Iterator[Any]:
        return self.inner._tweens() if self.inner is not None else iter(())




class TableMotion(TableTop):
    """The card table's flights and captions (the layer over `TableTop`)."""

    # -- picking the sprite a flight moves --------------------------------------
    def hidden_pick(self, zone: Zone) -> CardSprite | None:
        """An anonymous card of a zone; which one depends on the move number, never on the cards."""
        hidden = [c for c in zone.cards if c.data is None] or list(zone.cards)
        if not hidden:
            return None
        k = (self.seat_view.ply * 7 + 3) % len(hidden)
        return hidden[k]

    def pick(self, zone: Zone, card: Any) -> Pick:
        """The sprite of engine card `card` (in `zone`, else anywhere), or an anonymous one of the zone."""
        def find() -> CardSprite | None:
            if card is not None:
                for c in zone.cards:
                    if c.data == card:
                        return c
                for c in self.cards:
                    if c.data == card:
                        return c
            return self.hidden_pick(zone)
        return find

    @staticmethod
    def this(card: CardSprite) -> Pick:
        return lambda: card

    @staticmethod
    def top_of(zone: Zone) -> Pick:
        return lambda: zone.top

    # -- flights -------------------------------------------------------------------
    def fly(self, pick: Pick, zone: Zone, *, dur: float = PLAY_FLIGHT_S, height: float = 80.0,
            face_up: bool | Callable[[], bool] = True, card: Any = None,
            index: Callable[[], int | None] | None = None, at: Slot | None = None, spin: float = 0.0,
            pop: float = 0.0, sound: str | None = None, forget: bool = False) -> Animation:
        """Fly a card (picked at take-off) along an arc into a zone, turning as it lands.

        `card` names the engine card when the screen may know it: the sprite
        gets its face at take-off, while still face down. `at` flies to a
        fixed place instead of the zone's slot; `forget` makes it anonymous
        again once it lies face down (cards gathered into the deck).
        """
        def build() -> Animation:
            sp = pick()
            if sp is None:
                return Wait(0.0)
            if card is not None and not sp.face_up:
                sp.face = self.face_of(card)
                sp.data = card
            old = sp.zone
            zone.add(sp, index() if index is not None else None)
            if old is not None and old is not zone:
                old.layout()
            slots = zone.slots()
            room: list[Animation] = []
            for other, slot in zip(zone.cards, slots):
                if other is not sp:
                    room.extend(zone._settle(other, slot, LAYOUT_SECONDS, out_cubic))
            if room:
                self.tweens.add(Parallel(*room))
            sp.z = at.z if at is not None else slots[zone.cards.index(sp)].z

            def target() -> Slot:
                if at is not None:
                    return at
                return zone.slots()[zone.cards.index(sp)] if sp in zone.cards else Slot(sp.x, sp.y)

            side = face_up() if callable(face_up) else face_up
            fd = min(FLIP_SECONDS, dur * 0.6)
            flight: list[Animation] = [sp._arc_anim(target, dur, height, spin, pop, in_out_sine, 0.0),
                                       Tween(sp, "lift", 0.0, dur * 0.4, out_quad),
                                       Tween(sp, "highlight", 0.0, dur * 0.4, out_quad)]
            if sp.face_up != side or sp.flip:
                flight.append(sp.flip_to(side, fd, delay=dur - fd))
            if sound:
                self._sound(sound)

            def land() -> None:
                if forget and not sp.face_up:
                    sp.face, sp.data = self.hidden_face, None
                if at is None and sp.zone is zone:
                    zone.layout()
            return Seq(Parallel(*flight), Call(land))
        return Lazy(build, dur)

    def gather(self, pile: Zone) -> Animation:
        """Every card on the table flies back face down into `pile`, forgetting what it was."""
        def build() -> Animation:
            stray = [c for z in self.zones if z is not pile for c in z.cards]
            if not stray:
                return Wait(0.0)
            self._sound("slide")
            return Parallel(*(Seq(Wait(k * GATHER_INTERVAL_S), self.fly(self.this(c), pile, dur=0.45, height=110,
                                                                         face_up=False, forget=True))
                              for k, c in enumerate(stray)))
        return Lazy(build)

    def riffle(self, pile: Zone) -> Animation:
        """A two-handed riffle of the deck (which then holds nothing anybody may know)."""
        def build() -> Animation:
            if len(pile.cards) < 2:
                return Wait(0.0)
            for c in pile.cards:
                if not c.face_up:
                    c.face, c.data = self.hidden_face, None
            cx, cy = pile.center
            top = pile.cards[-12:]
            moves = [Seq(Wait(i * 0.012), c.move_to((cx + (-1 if i % 2 else 1) * 70, cy - 24), 0.16, out_cubic,
                                                   angle=(-1 if i % 2 else 1) * -8.0)) for i, c in enumerate(top)]
            slots = pile.slots()
            back = [Seq(Wait(i * 0.014), c.move_to(slots[pile.cards.index(c)].pos, 0.2, in_out_sine, angle=0.0))
                    for i, c in enumerate(top)]
            self._sound("deal")
            return Seq(Parallel(*moves), Parallel(*back))
        return Lazy(build)

    def sweep(self, src: Zone, dst: Zone, *, interval: float = 0.07, height: float = 100.0, spin: float = -8.0,
              sound: str | None = "slide") -> Animation:
        """Every card lying in `src` when it starts flies face up to `dst`, one after another (a drive
        swept aside, a possession carried to the goal pile)."""
        def build() -> Animation:
            cards = list(src.cards)
            if not cards:
                return Wait(0.0)
            return Parallel(*(Seq(Wait(k * interval), self.fly(self.this(c), dst, height=height, spin=spin,
                                                               sound=sound if k == 0 else None))
                              for k, c in enumerate(cards)))
        return Lazy(build, interval * 4 + PLAY_FLIGHT_S)

    def deal_from(self, pile: Zone, moves: Sequence[tuple[Zone, Any, Callable[[], bool]]], dealing: bool,
                  sources: Sequence[Zone] | None = None) -> Animation:
        """Cards flying one after another off the top of `pile`: (hand, card or None, face up at landing).
        `sources` gives each move its own pile instead (G.O.A.L.: each player deals from their own deck)."""
        interval = DEAL_INTERVAL_S if dealing else DRAW_INTERVAL_S
        piles = list(sources) if sources is not None else [pile] * len(moves)
        return Parallel(*(Seq(Wait(k * interval), self.fly(
            self.top_of(piles[k]), hand, dur=DEAL_FLIGHT_S, height=120.0 if dealing else 70.0, face_up=up, card=card,
            index=self.sorted_index(hand, card), pop=0.1, sound="deal")) for k, (hand, card, up) in enumerate(moves)))

    def reveal_together(self, zone: Zone, cards: Sequence[Any], count: Sequence[int] = (3, 2, 1),
                        seconds: float = 0.32) -> list[Animation]:
        """Face-down cards of a zone turned over at the same moment, after the count (`count`).

        They get their faces only now (`cards`: the engine cards, in the zone's order)."""
        def name_cards() -> None:
            for idx, card in enumerate(cards):
                if card is not None and idx < len(zone.cards) and not zone.cards[idx].face_up:
                    zone.cards[idx].face = self.face_of(int(card))
                    zone.cards[idx].data = int(card)

        def flip() -> Animation:
            self._sound("flip")
            return Parallel(*(c.flip_to(True, seconds) for c in zone.cards[:len(cards)] if not c.face_up))
        return [Call(name_cards), *self.count_steps(count), Lazy(flip, seconds)]

    # -- words on the table ----------------------------------------------------------
    def say_step(self, words: str) -> Animation:
        """The status caption while the animation runs."""
        def set_caption() -> None:
            self.caption = words
        return Call(set_caption)

    def shout(self, words: str, pos: tuple[float, float], color: tuple[int, int, int] = theme.GOLD) -> Animation:
        """Words that pop up at a place (a player's hand) and fade."""
        def add() -> None:
            if not self._mute:
                self.shouts.append(Shout(words, pos, color, dur=SHOUT_S))
        return Call(add)

    def named(self, template: str, *seats: int) -> str:
        """A banner's sub line with the players' names put in, long names cut so the words around them stay."""
        names = [self.seat_name(s) for s in seats]
        return text.fit_named(template, names, BANNER_SUB_PX, BANNER_W - 64, True)[0]

    def count_steps(self, numbers: Sequence[int] = (3, 2, 1)) -> list[Animation]:
        """The count of three before a simultaneous reveal."""
        c = self.count
        out: list[Animation] = []
        for n in numbers:
            def show(n: int = n) -> None:
                self.count_n = n
                c.visible, c.scale, c.alpha = True, 1.7, 1.0
                self.screens_seen.add("countdown")
                self._sound("click")

            def hide() -> None:
                c.visible = False

            out += [Call(show), Parallel(Tween(c, "scale", 1.0, COUNT_STEP_S * 0.7, out_back),
                                         Tween(c, "alpha", 0.15, COUNT_STEP_S, in_quad)), Call(hide)]
        return out
