"""The table zones card sprites live in: piles, fanned hands, rows, and dealing.

Zones own an ordered list of `CardSprite`s (sprites.cards.sprite) and a
layout rule producing `Slot`s; they animate cards into their slots on the
owning scene's `core.tween.Tweener`. `Table` draws every zone's cards in one
sorted pass; `deal` flies cards from a pile round the hands. The sprite names
are re-exported here, where the games have always imported them from.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence as Seq

import pygame

from core.tween import Animation, Call, Easing, Parallel, Sequence, Tween, Tweener, Wait, in_out_sine, out_cubic, out_quad
from sprites.cards.art import CARD_SIZE, CardArt, Size, margin_for
from sprites.cards.pile_art import PILE_DEPTH_PX, PILE_SHIFT_PX
from sprites.cards.pile_art import pill as _pill
from sprites.cards.pile_art import render_still
from sprites.cards.pile_art import slab_image as _slab_image
from sprites.cards.faces import CardFace
from sprites.cards.sprite import (ARC_HEIGHT, ARC_SECONDS, FLIP_SECONDS, CardSprite, Point, Slot, _EPS, _shortest,
                                  default_art, draw_cards)

LAYOUT_SECONDS = 0.25
FOCUS_SECONDS = 0.14
DEAL_POP = 0.1  # a dealt card grows by this much mid-flight (comes "up" off the table)
HAND_MAX_OVERLAP = 0.9  # neighbouring hand cards are at most this many widths apart
PICKED_LIFT = 0.8  # a card picked into a set stands up this much of the focus lift
PILE_DEPTH_CAP = 48  # a pile grows PILE_DEPTH_PX a card for at most this many cards
PILE_VISIBLE = 3  # cards drawn on top of the pile's edge slab (messy piles: 6)
MESSY_DEGREES = 7.0
MESSY_PX = 7.0

# -- zones ------------------------------------------------------------------

class Zone:
    """An ordered group of cards with a layout rule (subclasses give `slots`)."""

    def __init__(self, tweener: Tweener | None, center: Point, *, face_up: bool = True,
                 scale: float = 1.0, z_base: float = 0.0, size: Size = CARD_SIZE,
                 art: CardArt | None = None) -> None:
        self.tweener = tweener
        self.center = (float(center[0]), float(center[1]))
        self.face_up = face_up
        self.scale = scale
        self.z_base = z_base
        self.size = size
        self.art = art
        self.cards: list[CardSprite] = []
        #: While nothing in the zone moves, draw it (with what lies under its cards) as one picture made once
        #: per change, under every other zone's cards: for piles nothing else rests on (decks, discard and
        #: prize piles), which then cost one blit a frame, not one a card. (Not for a fanned hand: its
        #: picture is mostly transparent and costs more than its cards, which skip their margins.)
        self.still_layer = False
        self._still: tuple[object, pygame.Surface, tuple[int, int]] | None = None

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[CardSprite]:
        return iter(list(self.cards))

    @property
    def count(self) -> int:
        return len(self.cards)

    @property
    def top(self) -> CardSprite | None:
        return self.cards[-1] if self.cards else None

    def slots(self, n: int | None = None) -> list[Slot]:
        """Resting slots for n cards (default: the cards held now)."""
        raise NotImplementedError

    # -- membership (no animation) ----------------------------------------
    def add(self, card: CardSprite, index: int | None = None) -> None:
        """Put a card in this zone (leaving its old zone) without moving it."""
        if card.zone is not None:
            card.zone._detach(card)
        if index is None:
            self.cards.append(card)
        else:
            self.cards.insert(index, card)
        card.zone = self
        if card.art is None:
            card.art = self.art

    def remove(self, card: CardSprite) -> None:
        """Take a card out of this zone without moving it."""
        self._detach(card)

    def _detach(self, card: CardSprite) -> None:
        self.cards.remove(card)
        card.zone = None

    def take(self) -> CardSprite:
        """Remove and return the top (last) card."""
        if not self.cards:
            raise IndexError("take from an empty zone")
        card = self.cards[-1]
        self._detach(card)
        return card

    # -- animation ---------------------------------------------------------
    def layout(self, duration: float = LAYOUT_SECONDS, easing: Easing = out_cubic) -> list[Slot]:
        """Tween every card to its slot (snap without a tweener); return the slots."""
        slots = self.slots()
        anims: list[Animation] = []
        for card, slot in zip(self.cards, slots):
            anims.extend(self._settle(card, slot, duration, easing))
        if anims and self.tweener is not None:
            self.tweener.add(Parallel(*anims))
        return slots

    def snap(self) -> list[Slot]:
        """Put every card in its slot now."""
        return self.layout(0.0)

    def _settle(self, card: CardSprite, slot: Slot, duration: float, easing: Easing) -> list[Animation]:
        if self.tweener is None or duration <= 0:
            if self.tweener is not None:
                for attr in ("travel", "lift", "highlight"):
                    self.tweener.cancel(card, attr)
            card.place(slot)
            return []
        card.z = slot.z
        out: list[Animation] = []
        motion = card._motion
        at_rest_there = (motion is None and abs(card.x - slot.x) < _EPS and abs(card.y - slot.y) < _EPS
                         and abs(_shortest(card.angle - slot.angle)) < _EPS and abs(card.scale - slot.scale) < _EPS)
        if not at_rest_there and not (motion is not None and motion.heads_to(slot)):
            out.append(card.move_to(slot.pos, duration, easing, angle=slot.angle, scale=slot.scale))
        if abs(card.lift - slot.lift) > _EPS:
            out.append(Tween(card, "lift", slot.lift, duration, easing))
        if abs(card.highlight - slot.highlight) > _EPS:
            out.append(Tween(card, "highlight", slot.highlight, duration, easing))
        return out

    def receive(self, card: CardSprite, *, index: int | None = None, duration: float = ARC_SECONDS,
                height: float = ARC_HEIGHT, spin: float = 0.0, delay: float = 0.0,
                face_up: bool | None = None, pop: float = 0.0,
                on_launch: Callable[[CardSprite], object] | None = None,
                on_land: Callable[[CardSprite], object] | None = None) -> Animation:
        """Fly a card (from wherever it is) along an arc into this zone.

        It joins the zone when it takes off (after `delay`); its old zone and
        this one re-lay out around it; it turns to `face_up` (default: the
        zone's side) as it lands. Returns the animation, already running.
        """
        target_side = self.face_up if face_up is None else face_up

        def launch() -> None:
            old = card.zone
            self.add(card, index)
            if old is not None and old is not self:
                old.layout()
            slots = self.slots()
            anims: list[Animation] = []
            for other, slot in zip(self.cards, slots):
                if other is not card:  # make room; the newcomer flies in on its own
                    anims.extend(self._settle(other, slot, LAYOUT_SECONDS, out_cubic))
            if anims and self.tweener is not None:
                self.tweener.add(Parallel(*anims))
            card.z = slots[self.cards.index(card)].z
            if on_launch is not None:
                on_launch(card)

        def target() -> Slot:
            return self.slots()[self.cards.index(card)] if card in self.cards else Slot(card.x, card.y)

        def land() -> None:
            if card.zone is self:
                self.layout()
            if on_land is not None:
                on_land(card)

        flip_d = min(FLIP_SECONDS, duration * 0.6)
        flight: list[Animation] = [
            card._arc_anim(target, duration, height, spin, pop, in_out_sine, 0.0),
            Tween(card, "lift", 0.0, duration * 0.4, out_quad),
            Tween(card, "highlight", 0.0, duration * 0.4, out_quad),
        ]
        if card.face_up != target_side or card.flip:
            flight.append(card.flip_to(target_side, flip_d, delay=duration - flip_d))
        if delay <= 0:
            launch()
            anim: Animation = Sequence(Parallel(*flight), Call(land))
        else:
            anim = Sequence(Wait(delay), Call(launch), Parallel(*flight), Call(land))
        if self.tweener is None:
            anim.complete()
        else:
            self.tweener.add(anim)
        return anim

    def set_face_up(self, face_up: bool, stagger: float = 0.03, duration: float = FLIP_SECONDS) -> Animation:
        """Turn every card of the zone to one side (e.g. PEEK shows a hidden hand)."""
        self.face_up = face_up
        anim = Parallel(*(c.flip_to(face_up, duration, delay=i * stagger) for i, c in enumerate(self.cards)))
        if self.tweener is None:
            anim.complete()
        else:
            self.tweener.add(anim)
        return anim

    # -- drawing -----------------------------------------------------------
    def visible_cards(self) -> list[CardSprite]:
        """The cards worth drawing (piles skip the buried ones); none while the zone is drawn as its still
        picture, in `draw_base`."""
        if self._still_picture() is not None:
            return []
        return self._shown_cards()

    def _shown_cards(self) -> list[CardSprite]:
        return self.cards

    def draw_base(self, surface: pygame.Surface) -> None:
        """What lies under the cards (slots, pile edges), or the whole zone as its still picture."""
        still = self._still_picture()
        if still is not None:
            surface.blit(still[1], still[2], special_flags=pygame.BLEND_PREMULTIPLIED)
            return
        for img, rect in self._under_parts():
            surface.blit(img, rect)

    def _under_parts(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The pictures under the cards, where they go (a pile's edges)."""
        return []

    def _still_picture(self) -> tuple[object, pygame.Surface, tuple[int, int]] | None:
        """The zone as one picture (made again when what it shows changes), or None while a card in it
        moves, turns, glows or stands lifted, or when the zone does not keep one."""
        if not self.still_layer or not self.cards:
            return None
        shown = self._shown_cards()
        if any(c.moving or c.flip or c.lift or c.highlight > 0.02 for c in shown):
            return None
        art = self.art or default_art()
        # Made only from finished images: a card just come to rest shows a rough one for a frame or two.
        if not all(art.has_fine(c.face if c.showing_face else c.back, c.size, c.scale, 1.0, c.angle, c.dim)
                   for c in shown):
            return None
        faces = tuple((id(c), (c.face if c.showing_face else c.back).key, round(c.x), round(c.y), c.angle, c.scale,
                       c.dim) for c in shown)
        key = (faces, tuple(r.topleft for _img, r in self._under_parts()))
        if self._still is None or self._still[0] != key:
            self._still = (key, *self._render_still(shown))
        return self._still

    def _render_still(self, shown: list[CardSprite]) -> tuple[pygame.Surface, tuple[int, int]]:
        return render_still(self.art or default_art(), self._under_parts(), shown)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """What goes over the cards (count labels)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Base, cards, overlay (use `Table` to interleave several zones' cards)."""
        self.draw_base(surface)
        draw_cards(surface, self.visible_cards())
        self.draw_overlay(surface)


def _jitter(i: int, salt: int) -> float:
    # Deterministic pseudo-random in [-1, 1] from an index (Knuth multiplicative hash).
    h = ((i + 1) * 2654435761 + salt * 40503) & 0xFFFFFFFF
    h ^= h >> 15
    h = (h * 2246822519) & 0xFFFFFFFF
    h ^= h >> 13
    return (h & 0xFFFF) / 32767.5 - 1.0


class Pile(Zone):
    """A deck or discard pile: stacked edges show its depth, a label its count."""

    def __init__(self, tweener: Tweener | None, center: Point, *, face_up: bool = False,
                 label: str = "", messy: bool = False, show_count: bool = True,
                 scale: float = 1.0, z_base: float = 0.0, size: Size = CARD_SIZE,
                 art: CardArt | None = None, still_layer: bool = False) -> None:
        super().__init__(tweener, center, face_up=face_up, scale=scale, z_base=z_base, size=size, art=art)
        self.label = label
        self.messy = messy
        self.show_count = show_count
        self.still_layer = still_layer
        self._pill: tuple[str, pygame.Surface] | None = None

    def slots(self, n: int | None = None) -> list[Slot]:
        """Each card a little higher (and left) than the one below, capped."""
        n = len(self.cards) if n is None else n
        cx, cy = self.center
        out = []
        for i in range(n):
            k = min(i, PILE_DEPTH_CAP)
            x, y, angle = cx - k * PILE_SHIFT_PX, cy - k * PILE_DEPTH_PX, 0.0
            if self.messy and i > 0:
                angle = _jitter(i, 1) * MESSY_DEGREES
                x += _jitter(i, 2) * MESSY_PX
                y += _jitter(i, 3) * MESSY_PX * 0.6
            out.append(Slot(x, y, angle, self.scale, self.z_base + i))
        return out

    def settled(self) -> int:
        """How many cards, from the bottom, lie still on the pile (not flying, not turning)."""
        for i, card in enumerate(self.cards):
            if card.moving or card.flip:
                return i
        return len(self.cards)

    def depth_px(self, n: int | None = None) -> int:
        """Height of the edge slab under the top settled card."""
        n = self.settled() if n is None else n
        return round(min(max(n - 1, 0), PILE_DEPTH_CAP) * PILE_DEPTH_PX)

    def _shown_cards(self) -> list[CardSprite]:
        """The top few settled cards (the slab stands for the rest) and every card above them."""
        keep = 6 if self.messy else PILE_VISIBLE
        settled = self.settled()
        return self.cards[max(0, settled - keep):]

    def _under_parts(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The stacked edges under the top cards."""
        depth = self.depth_px()
        if depth <= 0:
            return []
        w, h = round(self.size[0] * self.scale), round(self.size[1] * self.scale)
        img = _slab_image(self.art or default_art(), (w, h), depth)
        cx, cy = self.center
        shift = math.ceil(depth * PILE_SHIFT_PX / PILE_DEPTH_PX)
        m = margin_for((w, h))
        return [(img, img.get_rect(topleft=(round(cx - w / 2 - shift - m), round(cy - h / 2 - depth - m))))]

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if not (self.show_count or self.label):
            return
        words = [self.label] if self.label else []
        if self.show_count:
            words.append(str(len(self.cards)))
        caption = "  ".join(words)
        if self._pill is None or self._pill[0] != caption:
            self._pill = (caption, _pill(caption))
        pill = self._pill[1]
        cx, cy = self.center
        surface.blit(pill, pill.get_rect(midtop=(round(cx), round(cy + self.size[1] * self.scale / 2 + 18))))


class Hand(Zone):
    """A fanned hand: cards on an arc, overlaps shrinking as it grows, one focus.

    `facing` turns the whole fan (0 = held at the bottom of the screen, 180 =
    the opponent's across the table). A hidden hand is `face_up=False`.
    """

    def __init__(self, tweener: Tweener | None, center: Point, *, facing: float = 0.0,
                 face_up: bool = True, max_width: float = 1120.0, fan_degrees: float = 30.0,
                 max_step_deg: float = 6.0, focus_lift: float = 44.0, focus_scale: float = 1.0,
                 scale: float = 1.0, z_base: float = 0.0, size: Size = CARD_SIZE,
                 art: CardArt | None = None) -> None:
        super().__init__(tweener, center, face_up=face_up, scale=scale, z_base=z_base, size=size, art=art)
        self.facing = facing
        self.max_width = max_width
        self.fan_degrees = fan_degrees
        self.max_step_deg = max_step_deg
        self.focus_lift = focus_lift
        self.focus_scale = focus_scale
        self._focus: int | None = None
        #: Cards picked into a set being built (G.O.A.L.'s combination): they stand up out of the hand.
        self.picked: list[CardSprite] = []

    @property
    def focus(self) -> int | None:
        """Index of the focused card (lifted and glowing), or None."""
        if self._focus is not None and self._focus >= len(self.cards):
            return len(self.cards) - 1 if self.cards else None
        return self._focus

    @focus.setter
    def focus(self, index: int | None) -> None:
        if index is not None:
            index = max(0, min(index, len(self.cards) - 1)) if self.cards else None
        if index != self._focus:
            self._focus = index
            self.layout(FOCUS_SECONDS)

    def move_focus(self, step: int) -> int | None:
        """Move the focus by step (clamped at the ends); return the new index."""
        if not self.cards:
            return None
        current = self.focus
        self.focus = (len(self.cards) // 2 if current is None else current + step)
        return self.focus

    @property
    def focused_card(self) -> CardSprite | None:
        i = self.focus
        return None if i is None else self.cards[i]

    def _detach(self, card: CardSprite) -> None:
        i = self.cards.index(card)
        super()._detach(card)
        if self._focus is not None and (i < self._focus or self._focus >= len(self.cards)):
            self._focus = max(0, self._focus - 1) if self.cards else None

    def slots(self, n: int | None = None) -> list[Slot]:
        """Fan on a circle: spacing and angle step shrink so the width stays bounded."""
        n = len(self.cards) if n is None else n
        if n == 0:
            return []
        w = self.size[0] * self.scale
        spacing = min(w * HAND_MAX_OVERLAP, (self.max_width - w) / (n - 1)) if n > 1 else 0.0
        step = min(self.max_step_deg, self.fan_degrees / (n - 1)) if n > 1 else 0.0
        radius = spacing / math.radians(step) if step > 0 else 0.0
        phi = math.radians(self.facing)
        cos_p, sin_p = math.cos(phi), math.sin(phi)
        focus = self.focus if n == len(self.cards) else (self._focus if self._focus is not None and self._focus < n else None)
        cx, cy = self.center
        # A tight fan opens after the focused card: raised over the hand, it would hide its right neighbour
        # whole (each card shows only its left strip, and the focused one lies on top of that strip). The gap
        # after it is a whole card; the others close up a little so the fan keeps its width.
        at = [float(i) for i in range(n)]
        wide = w * (1.0 + (self.focus_scale if focus is not None else 1.0)) / 2
        if focus is not None and focus < n - 1 and n > 2 and 2 * spacing - wide < w / 2:  # under half a card shows
            rest = (spacing * (n - 1) - wide) / (n - 2)
            if rest > 0:
                gap = wide / rest
                at = [i + (gap - 1.0 if i > focus else 0.0) for i in range(n)]
                spacing, step = rest, step * (n - 1) / at[-1]
                radius = spacing / math.radians(step) if step > 0 else 0.0
        out = []
        for i in range(n):
            t = at[i] - at[-1] / 2
            if radius:
                th = math.radians(t * step)
                dx, dy = radius * math.sin(th), radius * (1.0 - math.cos(th))
            else:
                dx, dy = t * spacing, 0.0
            focused = focus == i
            picked = n == len(self.cards) and self.cards[i] in self.picked
            lift = self.focus_lift if focused else self.focus_lift * PICKED_LIFT if picked else 0.0
            out.append(Slot(cx + dx * cos_p + dy * sin_p, cy - dx * sin_p + dy * cos_p,
                            self.facing - t * step,
                            self.scale * (self.focus_scale if focused else 1.0),
                            self.z_base + i + (n if focused else 0),
                            lift + (self.focus_lift * PICKED_LIFT * 0.5 if focused and picked else 0.0),
                            1.0 if focused else 0.0))  # picked: raised, without the focus's glow
        return out

    def hit_test(self, pos: Point) -> int | None:
        """Index of the card under a canvas point, or None: the fan as it lies (the focused card lifted out
        of it does not hide its neighbours, so what the pointer is over stays put), else a lifted card's
        raised part."""
        for i in range(len(self.cards) - 1, -1, -1):
            if self.cards[i].contains(pos, at_rest=True):
                return i
        for card in sorted(self.cards, key=lambda c: c.draw_key, reverse=True):
            if card.contains(pos):
                return self.cards.index(card)
        return None


class Row(Zone):
    """Cards side by side in a straight line (a possession row, a trick)."""

    def __init__(self, tweener: Tweener | None, center: Point, *, max_width: float = 900.0,
                 gap: float = 18.0, angle: float = 0.0, capacity: int = 0, face_up: bool = True,
                 scale: float = 1.0, z_base: float = 0.0, size: Size = CARD_SIZE,
                 art: CardArt | None = None) -> None:
        super().__init__(tweener, center, face_up=face_up, scale=scale, z_base=z_base, size=size, art=art)
        self.max_width = max_width
        self.gap = gap
        self.angle = angle
        self.capacity = capacity
        self._outline: pygame.Surface | None = None

    def slots(self, n: int | None = None) -> list[Slot]:
        """Centred, evenly spaced; overlapping only when too many to fit."""
        n = len(self.cards) if n is None else n
        w = self.size[0] * self.scale
        spacing = w + self.gap
        if n > 1 and spacing * (n - 1) + w > self.max_width:
            spacing = (self.max_width - w) / (n - 1)
        a = math.radians(self.angle)
        cx, cy = self.center
        return [Slot(cx + (i - (n - 1) / 2) * spacing * math.cos(a),
                     cy - (i - (n - 1) / 2) * spacing * math.sin(a),
                     self.angle, self.scale, self.z_base + i) for i in range(n)]

    def draw_base(self, surface: pygame.Surface) -> None:
        """Faint outlines of `capacity` empty slots."""
        if self.capacity <= 0:
            return
        w, h = round(self.size[0] * self.scale), round(self.size[1] * self.scale)
        if self._outline is None:
            self._outline = pygame.Surface((w + 8, h + 8), pygame.SRCALPHA)
            r = self._outline.get_rect().inflate(-4, -4)
            pygame.draw.rect(self._outline, (0, 0, 0, 40), r, border_radius=round(w * 0.075))
            pygame.draw.rect(self._outline, (255, 255, 255, 70), r, 3, border_radius=round(w * 0.075))
            if self.angle:
                self._outline = pygame.transform.rotate(self._outline, self.angle)
        for slot in self.slots(self.capacity):
            surface.blit(self._outline, self._outline.get_rect(center=(round(slot.x), round(slot.y))))


class Table:
    """Several zones (plus loose cards) drawn together, cards interleaved by layer and z."""

    def __init__(self, *zones: Zone) -> None:
        self.zones: list[Zone] = list(zones)
        self.loose: list[CardSprite] = []

    def cards(self) -> list[CardSprite]:
        """Every card on the table (zones first, then loose ones)."""
        return [c for z in self.zones for c in z.cards] + self.loose

    def draw(self, surface: pygame.Surface) -> None:
        """Zone bases, then all visible cards in order, then zone overlays."""
        for zone in self.zones:
            zone.draw_base(surface)
        draw_cards(surface, [c for z in self.zones for c in z.visible_cards()] + self.loose)
        for zone in self.zones:
            zone.draw_overlay(surface)


def deal(tweener: Tweener, pile: Zone, hand: Zone | Seq[Zone], cards: int | Seq[CardFace | None],
         interval: float = 0.12, *, duration: float = ARC_SECONDS, height: float = ARC_HEIGHT,
         spin: float = 0.0, delay: float = 0.0, face_up: bool | None = None, pop: float = DEAL_POP,
         on_card: Callable[[CardSprite], object] | None = None,
         on_done: Callable[[], object] | None = None) -> Animation:
    """Deal from the top of a pile into one hand (or round-robin into several).

    `cards` is how many each hand gets, or the faces to reveal in deal order
    (None keeps the sprite's face). One card takes off every `interval`
    seconds, flies along an arc to its final slot (the hands open up for the
    new cards at once) and turns to the hand's side as it lands. `on_card`
    runs as each card takes off (play the "deal" sound there).
    """
    hands = [hand] if isinstance(hand, Zone) else list(hand)
    if not hands:
        raise ValueError("deal needs at least one hand")
    faces: list[CardFace | None] = [None] * (cards * len(hands)) if isinstance(cards, int) else list(cards)
    if len(faces) > len(pile.cards):
        raise ValueError(f"cannot deal {len(faces)} cards from a pile of {len(pile.cards)}")
    chosen = [pile.cards[-1 - k] for k in range(len(faces))]
    incoming = [0] * len(hands)
    for k in range(len(faces)):
        incoming[k % len(hands)] += 1
    finals = [h.slots(len(h.cards) + incoming[i]) for i, h in enumerate(hands)]
    anims: list[Animation] = []
    for h, final in zip(hands, finals):  # open the hands up for the newcomers now
        for card, slot in zip(h.cards, final):
            anims.extend(h._settle(card, slot, LAYOUT_SECONDS, out_cubic))
    starts = [len(h.cards) for h in hands]
    for k, card in enumerate(chosen):
        hi = k % len(hands)
        h = hands[hi]
        slot = finals[hi][starts[hi] + k // len(hands)]
        side = h.face_up if face_up is None else face_up

        def launch(card: CardSprite = card, h: Zone = h, face: CardFace | None = faces[k],
                   slot: Slot = slot) -> None:
            if face is not None:
                card.face = face
            h.add(card)
            card.z = slot.z
            if on_card is not None:
                on_card(card)

        flight: list[Animation] = [card.arc_to(slot.pos, duration, height, spin, angle=slot.angle,
                                               scale=slot.scale, pop=pop)]
        if side != card.face_up:
            flip_d = min(FLIP_SECONDS, duration * 0.6)
            flight.append(card.flip_to(side, flip_d, delay=duration - flip_d * 0.8))
        anims.append(Sequence(Wait(delay + k * interval), Call(launch), Parallel(*flight)))

    def settle() -> None:
        for h in hands:
            h.layout()
        if on_done is not None:
            on_done()

    anim = tweener.add(Sequence(Parallel(*anims), Call(settle)))
    return anim


class SpotZone(Zone):
    """Cards at fixed places side by side, by index, `gap` apart (Jukem Soccer: the SHOT left, the SAVE right)."""

    def __init__(self, tweener: Tweener | None, center: tuple[float, float], *, gap: float = 150.0,
                 scale: float = 1.0, z_base: float = 0.0, art: CardArt | None = None) -> None:
        super().__init__(tweener, center, face_up=False, scale=scale, z_base=z_base, art=art)
        self.gap = gap

    def slots(self, n: int | None = None) -> list[Slot]:
        n = len(self.cards) if n is None else n
        cx, cy = self.center
        return [Slot(cx + (i - 0.5) * self.gap, cy, 0.0, self.scale, self.z_base + i) for i in range(n)]
