"""The card table: a looping demo of the shared card kit (sprites.cards.zones).

It deals two hands of seven from a draw pile (one face up at the bottom, one
face down across the table), turns a card onto the discard pile, plays cards
from both hands into a row in the middle, sweeps the row to the discard,
gathers everything, shuffles and deals again, forever. The bottom hand is
live: LEFT/RIGHT or the mouse move the focus, CONFIRM (or a click) plays the
focused card to the row, BACK/MENU leave.

The felt, the pitch markings, the vignette and the title are one static layer
drawn once (PYGAME_NOTES); each frame is that blit plus one blit per visible
card. All randomness comes from `engines.common.rng` seeded by `seed`, so a
screenshot at a given frame is the same on every machine.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.scene import Scene
from scenes.ui.base import draw_prompt_bar
from sprites.ui.widgets import vignette
from core.tween import Parallel, in_out_sine, out_cubic
from engines.common import rng
from sprites.cards.art import CardArt
from sprites.cards.faces import CardBack, CardFace, JokerFace, PlayingCardFace, TitledFace
from sprites.cards.sprite import CardSprite
from sprites.cards.zones import Hand, Pile, Row, Table, deal

HAND_SIZE = 7
DEAL_INTERVAL_S = 0.13
ROW_CAPACITY = 5
ROW_MAX_CARDS = 8
USER_IDLE_S = 6.0  # the demo stops moving the focus for this long after a player does
PROMPTS = [(Action.RIGHT, "Choose"), (Action.CONFIRM, "Play"), (Action.BACK, "Leave")]
PHASE_CAPTIONS = {
    "deal": "Dealing", "flip": "Turning the first card", "play": "Playing to the row",
    "sweep": "Sweeping the row", "gather": "Gathering the cards", "shuffle": "Shuffling",
}

FELT_A = (30, 108, 62)
FELT_B = (27, 99, 57)
PITCH_LINE = (255, 255, 255, 30)


def demo_faces() -> list[CardFace]:
    """A mixed deck showing every face kind the games use (42 cards)."""
    faces: list[CardFace] = []
    for suit in ("hearts", "spades"):
        for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"):
            faces.append(PlayingCardFace(rank, suit))
    faces += [PlayingCardFace(r, s) for r, s in (("A", "diamonds"), ("K", "clubs"), ("7", "diamonds"), ("9", "clubs"))]
    faces += [JokerFace("red"), JokerFace("black")]
    faces += [
        TitledFace("Pass", "Move the ball one zone", 1, (40, 104, 200), "arrow"),
        TitledFace("Pass", "Move the ball two zones", 2, (40, 104, 200), "arrow"),
        TitledFace("Shot", "Score unless saved", 3, (206, 62, 44), "net"),
        TitledFace("Shot", "Long range", 2, (206, 62, 44), "ball"),
        TitledFace("Penalty", "Spot kick", None, (222, 150, 24), "whistle"),
        TitledFace("Attack", "", 7, (128, 60, 180)),
        TitledFace("Attack", "", 4, (128, 60, 180)),
        TitledFace("Defence", "Blocks a shot", 5, (30, 140, 90), "shield"),
        TitledFace("Star", "Any position", 9, (200, 160, 30), "star"),
        TitledFace("Booking", "Miss a turn", None, (230, 190, 30), "card"),
    ]
    return faces


class CardTableScene(Scene):
    """Looping card-kit demo on a felt table; the bottom hand is playable."""

    name = "card_table"

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.seed = seed
        self.art = CardArt()
        self._rng = rng.seed_state(seed)
        tw = self.tweens
        self.draw_pile = Pile(tw, (300, 470), face_up=False, label="Draw", z_base=0, art=self.art)
        self.discard = Pile(tw, (1620, 470), face_up=True, label="Discard", messy=True, z_base=100, art=self.art)
        self.row = Row(tw, (960, 480), max_width=1000, gap=22, capacity=ROW_CAPACITY, scale=0.95,
                       z_base=200, art=self.art)
        self.top = Hand(tw, (960, 150), facing=180, face_up=False, scale=0.8, max_width=860,
                        fan_degrees=24, z_base=300, art=self.art)
        self.bottom = Hand(tw, (960, 866), face_up=True, max_width=1120, fan_degrees=24, focus_lift=52,
                           z_base=400, art=self.art)
        self.table = Table(self.draw_pile, self.discard, self.row, self.top, self.bottom)
        back = CardBack()
        faces, self._rng = rng.shuffled(demo_faces(), self._rng)
        for face in faces:
            self.draw_pile.add(CardSprite(face, back, art=self.art))
        self.draw_pile.snap()
        self.t = 0.0
        self.phase = "start"
        self.phases_seen: set[str] = set()
        self.cycles = 0
        self._hold = 0.0
        self._user_at = -USER_IDLE_S
        self._steps = self._script()
        self._background: pygame.Surface | None = None

    # -- lifecycle --------------------------------------------------------
    def enter(self) -> None:
        if self.app is not None:  # the focus glow follows the colour-blind setting
            for card in self.table.cards():
                card.glow_color = self.app.palette.highlight
        self.prepare()

    def prepare(self) -> None:
        """Draw the static layer and paint every face once (a loading moment, not a hitch later)."""
        if self._background is not None:
            return
        self._background = self._build_background()
        for card in self.table.cards():
            self.art.base(card.face, card.size)
            self.art.base(card.back, card.size)

    def exit(self) -> None:
        self.art.clear()  # the images go with the scene; nothing else to undo

    def _sound(self, name: str) -> None:
        if self.app is not None:
            self.app.sound(name)

    # -- input ------------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            return
        action = event.action
        if action in (Action.BACK, Action.MENU):
            self._sound("back")
            if self.app is not None:
                self.app.stack.pop()
        elif action in (Action.LEFT, Action.RIGHT):
            before = self.bottom.focus
            self.bottom.move_focus(-1 if action == Action.LEFT else 1)
            self._user_at = self.t
            if self.bottom.focus != before:
                self._sound("click")
        elif action in (Action.POINT, Action.CLICK) and event.pos is not None:
            hit = self.bottom.hit_test(event.pos)
            if hit is not None and hit != self.bottom.focus:
                self.bottom.focus = hit
                self._user_at = self.t
                self._sound("click")
            if action == Action.CLICK and hit is not None:
                self._user_at = self.t
                self._play_bottom(by_user=True)
        elif action == Action.CONFIRM:
            self._user_at = self.t
            self._play_bottom(by_user=True)

    # -- the demo script ----------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt
        if self.tweens.busy:
            return
        self._hold -= dt * self.animation_speed
        if self._hold <= 0:
            self._hold = next(self._steps)

    def _enter_phase(self, name: str) -> None:
        self.phase = name
        self.phases_seen.add(name)

    def _script(self) -> Iterator[float]:
        """Each step starts some animations and yields how long to rest after them."""
        while True:
            self._enter_phase("deal")
            deal(self.tweens, self.draw_pile, [self.bottom, self.top], HAND_SIZE, DEAL_INTERVAL_S,
                 height=150, on_card=lambda card: self._sound("deal"),
                 on_done=lambda: setattr(self.bottom, "focus", len(self.bottom) // 2))
            yield 0.5
            self._enter_phase("flip")
            if self.draw_pile.top is not None:
                self.discard.receive(self.draw_pile.top, duration=0.55, height=170,
                                     on_launch=lambda card: self._sound("flip"))
            yield 0.4
            self._enter_phase("play")
            for turn in range(2):
                if self.t - self._user_at > USER_IDLE_S:
                    for step in ((1, 1) if turn == 0 else (-1, -1, -1)):
                        self.bottom.move_focus(step)
                        yield 0.28
                self._play_bottom()
                yield 0.35
                self._play_top()
                yield 0.45
            self._enter_phase("sweep")
            for i, card in enumerate(list(self.row.cards)):
                self.discard.receive(card, delay=i * 0.09, duration=0.5, height=90, spin=-12)
            yield 0.5
            self._enter_phase("gather")
            self.bottom.focus = None
            stray = list(reversed(self.discard.cards)) + self.top.cards + self.bottom.cards + self.row.cards
            for i, card in enumerate(stray):
                self.draw_pile.receive(card, delay=i * 0.035, duration=0.45, height=130,
                                       on_launch=(lambda c: self._sound("deal")) if i % 4 == 0 else None)
            yield 0.2
            self._enter_phase("shuffle")
            self._shuffle()
            yield 0.35
            self.cycles += 1

    def _play_bottom(self, by_user: bool = False) -> None:
        card = self.bottom.focused_card
        if by_user and (self.phase not in ("play", "flip") or card is None or len(self.row) >= ROW_MAX_CARDS):
            self._sound("back")
            return
        if card is None:
            return
        self._sound("confirm")
        self.row.receive(card, duration=0.42, height=110)

    def _play_top(self) -> None:
        if not self.top.cards:
            return
        i, self._rng = rng.randbelow(self._rng, len(self.top.cards))
        self._sound("flip")
        self.row.receive(self.top.cards[i], duration=0.5, height=60, face_up=True)

    def _shuffle(self) -> None:
        """A two-handed riffle: split left and right, then interleave in the new order."""
        pile = self.draw_pile
        order, self._rng = rng.shuffled(pile.cards, self._rng)
        cx, cy = pile.center
        anims = []
        for i, card in enumerate(pile.cards):
            side = -1 if i % 2 else 1
            anims.append(card.move_to((cx + side * 95, cy - 30 - i * 0.3), 0.22, out_cubic,
                                      angle=side * -8.0))
        pile.cards[:] = order
        slots = pile.slots()
        for i, (card, slot) in enumerate(zip(order, slots)):
            card.z = slot.z
            anims.append(card.move_to(slot.pos, 0.3, in_out_sine, angle=slot.angle, delay=0.26 + i * 0.012))
        self.tweens.add(Parallel(*anims))

    # -- drawing ------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self._background is None:
            self.prepare()
        assert self._background is not None
        surface.blit(self._background, (0, 0))
        self.table.draw(surface)
        caption = PHASE_CAPTIONS.get(self.phase)
        if caption:
            text.blit_text(surface, caption, 34, theme.INK_DIM, (64, 118), "topleft")
        draw_prompt_bar(self, surface, PROMPTS, seat=0, pos=(theme.CANVAS_W // 2, theme.CANVAS_H - 14))

    def _build_background(self) -> pygame.Surface:
        """Striped felt, faint pitch lines, a vignette and the title: drawn once."""
        w, h = theme.CANVAS_SIZE
        bg = pygame.Surface((w, h))
        stripe = w // 12
        for i in range(12):
            pygame.draw.rect(bg, FELT_A if i % 2 == 0 else FELT_B, (i * stripe, 0, stripe, h))
        lines = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(lines, PITCH_LINE, (40, 40, w - 80, h - 80), 4)
        pygame.draw.line(lines, PITCH_LINE, (w // 2, 40), (w // 2, h - 40), 4)
        pygame.draw.circle(lines, PITCH_LINE, (w // 2, h // 2), 170, 4)
        for left in (True, False):
            x = 40 if left else w - 40 - 330
            pygame.draw.rect(lines, PITCH_LINE, (x, h // 2 - 300, 330, 600), 4)
            ax = 40 if left else w - 40 - 120
            pygame.draw.rect(lines, PITCH_LINE, (ax, h // 2 - 140, 120, 280), 4)
        bg.blit(lines, (0, 0))
        bg.blit(vignette((w, h)), (0, 0))
        text.blit_text(bg, "Card table", 68, theme.INK, (62, 48), "topleft", True, shadow=True)
        return bg.convert() if pygame.display.get_surface() is not None else bg
