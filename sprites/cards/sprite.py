"""A card on the table: its face, and the drawing state tweens animate.

Shared by the four card games. A `CardSprite` is a face plus the drawing
state animated by tweens (position, angle, scale, flip, lift, highlight); it
draws from the `CardArt` caches, so a frame costs one blit per visible card.
`Slot` is where a zone wants a card; `draw_cards` draws many in the right
order. The zones that hold cards are in `sprites.cards.zones`.

Motion model: `move_to` and `arc_to` both animate one attribute, `travel`
(0 -> 1), along a path fixed when the motion *begins* (after any delay), so
position, angle and scale move together and a newer motion on the same card
replaces the older one (the Tweener's one-tween-per-(target, attr) rule)
instead of fighting it. A card in flight is drawn above resting cards.

Angles are degrees, counter-clockwise on screen (pygame's convention); a
card's "up" at angle a points to (-sin a, -cos a), which is where `lift`
pushes it.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING
from dataclasses import dataclass

import pygame

from core import theme
from core.tween import Animation, Call, Easing, Sequence, Tween, Wait, in_out_sine, out_cubic
from sprites.cards.art import CARD_SIZE, CardArt, Size
from sprites.cards.faces import CardBack, CardFace

if TYPE_CHECKING:  # a card knows its zone; zones import this module
    from sprites.cards.zones import Zone

FLIP_SECONDS = 0.28
MOVE_SECONDS = 0.3
ARC_SECONDS = 0.5
ARC_HEIGHT = 140.0
_EPS = 0.01

Point = tuple[float, float]

#: Draw layers: resting cards, cards sliding into place, cards in the air.
REST, SLIDING, AIRBORNE = 0, 1, 2


@functools.lru_cache(maxsize=1)
def default_art() -> CardArt:
    """The process-wide card image cache (like core.text's label cache)."""
    return CardArt()


def _shortest(delta: float) -> float:
    return (delta + 180.0) % 360.0 - 180.0


@dataclass(frozen=True)
class Slot:
    """Where a zone wants a card: resting centre, angle, scale, z and focus state."""

    x: float
    y: float
    angle: float = 0.0
    scale: float = 1.0
    z: float = 0.0
    lift: float = 0.0
    highlight: float = 0.0

    @property
    def pos(self) -> Point:
        return (self.x, self.y)


class _Motion:
    """A path for `travel`: a quadratic Bezier (p1 None = straight line)."""

    __slots__ = ("p0", "p1", "p2", "a0", "a1", "s0", "s1", "pop", "layer")

    def __init__(self, p0: Point, p1: Point | None, p2: Point, a0: float, a1: float,
                 s0: float, s1: float, pop: float, layer: int) -> None:
        self.p0, self.p1, self.p2 = p0, p1, p2
        self.a0, self.a1, self.s0, self.s1 = a0, a1, s0, s1
        self.pop, self.layer = pop, layer

    def at(self, t: float) -> tuple[float, float, float, float]:
        u = 1.0 - t
        if self.p1 is None:
            x = u * self.p0[0] + t * self.p2[0]
            y = u * self.p0[1] + t * self.p2[1]
        else:
            x = u * u * self.p0[0] + 2 * u * t * self.p1[0] + t * t * self.p2[0]
            y = u * u * self.p0[1] + 2 * u * t * self.p1[1] + t * t * self.p2[1]
        angle = self.a0 + (self.a1 - self.a0) * t
        scale = self.s0 + (self.s1 - self.s0) * t + self.pop * math.sin(math.pi * t)
        return x, y, angle, scale

    def heads_to(self, slot: Slot) -> bool:
        return (abs(self.p2[0] - slot.x) < _EPS and abs(self.p2[1] - slot.y) < _EPS
                and abs(_shortest(self.a1 - slot.angle)) < _EPS and abs(self.s1 - slot.scale) < _EPS)


class CardSprite:
    """One card on the table: a face, a back and its animated drawing state.

    (x, y) is the centre on the logical canvas; `face_up` is the side shown at
    rest; `flip` in [0, 1] is flip progress (drawn width |cos(pi * flip)|, the
    other side shows past 0.5); `lift` pushes the card along its own "up";
    `highlight` in [0, 1] is the focus glow; `dim` greys it out; `z` orders
    cards within a draw layer. `data` is free for the game (its engine card).
    """

    def __init__(self, face: CardFace, back: CardFace | None = None, *, pos: Point = (0.0, 0.0),
                 angle: float = 0.0, scale: float = 1.0, face_up: bool = False, z: float = 0.0,
                 size: Size = CARD_SIZE, art: CardArt | None = None, data: object = None) -> None:
        self.face = face
        self.back: CardFace = back if back is not None else CardBack()
        self.x, self.y = float(pos[0]), float(pos[1])
        self.angle = float(angle)
        self.scale = float(scale)
        self.face_up = face_up
        self.flip = 0.0
        self.lift = 0.0
        self.highlight = 0.0
        self.dim = False
        self.z = float(z)
        self.size = size
        self.art = art
        self.data = data
        self.glow_color: tuple[int, int, int] = theme.FOCUS
        self.zone: Zone | None = None
        self._travel = 0.0
        self._motion: _Motion | None = None

    def __repr__(self) -> str:
        return f"CardSprite({self.face.key!r}, pos=({self.x:.0f}, {self.y:.0f}), face_up={self.face_up})"

    # -- state -----------------------------------------------------------
    @property
    def pos(self) -> Point:
        return (self.x, self.y)

    @pos.setter
    def pos(self, value: Point) -> None:
        self.x, self.y = float(value[0]), float(value[1])

    @property
    def travel(self) -> float:
        """Progress of the current move (0..1); setting it moves the card."""
        return self._travel

    @travel.setter
    def travel(self, t: float) -> None:
        self._travel = float(t)
        if self._motion is not None:
            self.x, self.y, self.angle, self.scale = self._motion.at(self._travel)

    @property
    def moving(self) -> bool:
        """True while a move or arc is under way."""
        return self._motion is not None

    @property
    def layer(self) -> int:
        """REST, SLIDING or AIRBORNE: cards in flight draw above the rest."""
        return REST if self._motion is None else self._motion.layer

    @property
    def draw_key(self) -> tuple[int, float]:
        return (self.layer, self.z)

    @property
    def showing_face(self) -> bool:
        """Which side is visible now (switches at the flip's midpoint)."""
        return self.face_up != (self.flip > 0.5)

    @property
    def width_factor(self) -> float:
        """Horizontal squash of the flip: |cos(pi * flip)|."""
        return abs(math.cos(math.pi * self.flip))

    @property
    def draw_pos(self) -> Point:
        """The centre as drawn: the position pushed along the card's up by lift."""
        if not self.lift:
            return (self.x, self.y)
        a = math.radians(self.angle)
        return (self.x - self.lift * math.sin(a), self.y - self.lift * math.cos(a))

    def place(self, slot: Slot) -> None:
        """Jump to a slot now (stops nothing; use when no tweener is involved)."""
        self._motion = None
        self.x, self.y, self.angle, self.scale = slot.x, slot.y, slot.angle, slot.scale
        self.z, self.lift, self.highlight = slot.z, slot.lift, slot.highlight

    # -- drawing ---------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Blit the cached image for the current state (glow first when focused)."""
        art = self.art or default_art()
        width = self.width_factor
        face = self.face if self.showing_face else self.back
        fast = self._motion is not None or self.flip != 0.0
        img = art.sprite(face, self.size, self.scale, width, self.angle, self.dim, fast)
        if img is None:
            return
        cx, cy = self.draw_pos
        center = (round(cx), round(cy))
        if self.highlight > 0.02:
            glow = art.glow_sprite(self.size, self.glow_color, self.scale, width, self.angle, fast)
            if glow is not None and self.highlight >= 0.99:
                surface.blit(glow, glow.get_rect(center=center))
            elif glow is not None:  # fading in or out
                glow.set_alpha(round(255 * self.highlight))
                surface.blit(glow, glow.get_rect(center=center))
                glow.set_alpha(255)
        surface.blit(img, img.get_rect(center=center))

    def contains(self, point: Point, at_rest: bool = False) -> bool:
        """Whether a canvas point is on the card as drawn (rotation included), or with `at_rest` where it
        lies before any lift."""
        cx, cy = (self.x, self.y) if at_rest else self.draw_pos
        dx, dy = point[0] - cx, point[1] - cy
        a = math.radians(self.angle)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        half_w = self.size[0] * self.scale * self.width_factor / 2
        half_h = self.size[1] * self.scale / 2
        return abs(lx) <= half_w and abs(ly) <= half_h

    # -- animations --------------------------------------------------------
    def flip_to(self, face_up: bool, duration: float = FLIP_SECONDS, easing: Easing = in_out_sine,
                *, delay: float = 0.0) -> Animation:
        """Turn the card over (squash through edge-on); decided when it begins."""
        def done() -> None:
            if tween.end == 1.0:
                self.face_up = face_up
                self.flip = 0.0

        tween = Tween(self, "flip", 1.0, duration, easing, on_done=done)

        def setup() -> None:
            # Already showing that side (e.g. an interrupted flip): ease back to 0.
            tween.end = 0.0 if self.face_up == face_up else 1.0

        return _delayed(delay, Call(setup), tween)

    def move_to(self, pos: Point, duration: float = MOVE_SECONDS, easing: Easing = out_cubic,
                *, angle: float | None = None, scale: float | None = None,
                delay: float = 0.0) -> Animation:
        """Slide in a straight line (angle by the short way round, scale too)."""
        def build() -> _Motion:
            a1 = self.angle if angle is None else self.angle + _shortest(angle - self.angle)
            s1 = self.scale if scale is None else scale
            return _Motion(self.pos, None, (float(pos[0]), float(pos[1])), self.angle, a1,
                           self.scale, s1, 0.0, SLIDING)

        return self._motion_anim(build, duration, easing, delay)

    def arc_to(self, pos: Point, duration: float = ARC_SECONDS, height: float = ARC_HEIGHT,
               spin: float = 0.0, *, angle: float | None = None, scale: float | None = None,
               pop: float = 0.0, easing: Easing = in_out_sine, delay: float = 0.0) -> Animation:
        """Fly along a quadratic Bezier lifted `height` px above the midpoint.

        `spin` adds whole-card rotation in degrees during the flight; `pop`
        grows the card mid-flight (as if it rose towards the viewer).
        """
        return self._arc_anim(lambda: Slot(float(pos[0]), float(pos[1]),
                                           self.angle if angle is None else angle,
                                           self.scale if scale is None else scale),
                              duration, height, spin, pop, easing, delay)

    def _arc_anim(self, target: Callable[[], Slot], duration: float, height: float, spin: float,
                  pop: float, easing: Easing, delay: float) -> Animation:
        def build() -> _Motion:
            slot = target()
            p0, p2 = self.pos, slot.pos
            ctrl = ((p0[0] + p2[0]) / 2, (p0[1] + p2[1]) / 2 - height)
            a1 = self.angle + _shortest(slot.angle - self.angle) + spin
            return _Motion(p0, ctrl, p2, self.angle, a1, self.scale, slot.scale, pop, AIRBORNE)

        return self._motion_anim(build, duration, easing, delay)

    def _motion_anim(self, build: Callable[[], _Motion], duration: float, easing: Easing,
                     delay: float) -> Animation:
        mine: list[_Motion] = []

        def setup() -> None:
            mine.append(build())
            self._motion = mine[-1]
            self._travel = 0.0

        def finish() -> None:
            if not mine or self._motion is not mine[-1]:
                return  # replaced by a newer motion, which owns the card now
            if self._travel == 1.0:  # not cancelled half-way: land exactly
                m = mine[-1]
                self.x, self.y = m.p2
                self.angle = _shortest(m.a1)  # back into [-180, 180)
                self.scale = m.s1
            self._motion = None

        return _delayed(delay, Call(setup), Tween(self, "travel", 1.0, duration, easing, start=0.0),
                        Call(finish))


def _delayed(delay: float, *anims: Animation) -> Animation:
    return Sequence(Wait(delay), *anims) if delay > 0 else Sequence(*anims)


def draw_cards(surface: pygame.Surface, cards: Iterable[CardSprite]) -> None:
    """Draw cards bottom to top: by layer (resting, sliding, airborne), then z.

    Also starts a frame on each card cache involved (`CardArt.begin_frame`).
    """
    ordered = sorted(cards, key=lambda c: c.draw_key)
    arts = {id(c.art or default_art()): c.art or default_art() for c in ordered}
    for art in arts.values():
        art.begin_frame()
    for card in ordered:
        card.draw(surface)
