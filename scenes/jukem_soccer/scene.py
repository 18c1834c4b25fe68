"""Jukem Soccer: the card table, dealt, played, penalised and shot at on the count of three.

The table comes from the Tiled layout levels/jukem_table.tmx (Blue's seat at
the bottom, Red's at the top; every zone is a named rectangle). All 56 cards
are `CardSprite`s that live in the kit's zones: draw pile, discard, the two
hands, the two possessions, the two goal piles and the centre spot where a
SHOT and a SAVE lie face down.

What the screen shows always comes from `self.view()` (the observation of the
seat that owns the screen; everything only when two computers play): a card
whose identity that seat may not know is an anonymous sprite showing the
back and carrying no face at all, so a hidden card cannot reach the pixels.
Engine events, masked for the same seat, become tweens in `animate`: deals
fly along arcs from the deck, plays slide onto the possession, penalties
sweep cards onto the discard pile, and a shot is resolved on the count of
three with both cards flipped together and the big goal lit up. Every
animation ends with `_snap`, which rebuilds every zone from the view, so
SKIP (complete every tween) always lands exactly on the state.

A human decides with any one device (`handle_input`): LEFT/RIGHT move the
focus along the hand and onto the extra buttons ("No answer", "Substitute",
"End turn"), CONFIRM plays, BACK cancels a half-made choice (JUKEM then its
card; the card to substitute). Only legal actions can be played; every other
card is greyed out and the focus says why. The mouse hovers and clicks.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.tween import (Animation, Call, Parallel, Sequence, Tween, Wait, in_out_sine, in_quad, out_back, out_cubic,
                        out_elastic, out_quad)
from engines.jukem_soccer.notation import END, NO, PLAY, SUB
from engines.jukem_soccer.notation import Action as Move
from engines.jukem_soccer.notation import parse as parse_move
from engines.jukem_soccer.table import SHOT
from scenes.cards.base import CardGameScene
from core.match import GameSetup
from sprites.cards.art import CardArt
from sprites.cards.faces import CardBack
from sprites.cards.zones import FLIP_SECONDS, LAYOUT_SECONDS, CardSprite, Hand, Pile, Row, Slot, Table, Zone
from sprites.cards import hud
from sprites.jukem_soccer.faces import all_faces, face_for, parse_face
from sprites.cards.hud import Reveal, Shout
from sprites.cards.table import BANNER_SUB_PX, BANNER_W, Banner, PanelCache, SpotZone, TableLayout, build_background

#: The seat colours ("Blue", "Red"); what players read uses `names` (their names in a tournament).
COLOURS = theme.SEAT_NAMES
W, H = theme.CANVAS_SIZE
#: The face of a card whose identity the viewer may not know: just the back.
HIDDEN = CardBack()
BACK = CardBack()

DEAL_INTERVAL_S = 0.11
DEAL_FLIGHT_S = 0.42
DRAW_INTERVAL_S = 0.16
PLAY_FLIGHT_S = 0.45
SWEEP_INTERVAL_S = 0.07
GATHER_INTERVAL_S = 0.012
COIN_S = 2.8
BANNER_HOLD_S = 0.9
HALF_PANEL = (1020, 560)
COUNT_STEP_S = 0.5
HALF_TIME_S = 3.4
SHOUT_S = 1.1
HINT_S = 3.0
PEEK_FLIP_S = 0.12
BUTTON_H = 60
BUTTON_GAP = 12
WARM_PER_FRAME = 2
WARM_FONT_SIZES = (22, 24, 26, 27, 28, 30, 32, 34, 36, 40, 44, 46, 48, 52, 54, 56, 64, 80, 92, 96, 120, 130, 150,
                   170, 190, 210, 260)

STAGE_NONE, STAGE_JUKEM, STAGE_SUB = "", "jukem", "sub"
SETUP_WORDS = {"PASS": "+1 setup play", "HEADER": "+1 setup play, then play again unless penalised",
               "FLOP": "+2 setup plays (a dive that wins a free kick)"}


def card_name(face: str) -> str:
    """A card's name in words: "SHOT 4 at TL + BR", "Yellow PENALTY vs FLOP", "SAVE: TL TC TR"."""
    kind, needs, boxes, vs = parse_face(face)
    if kind == "SHOT":
        return f"SHOT {needs} at {' + '.join(boxes)}"
    if kind == "SAVE":
        return f"SAVE: {' '.join(boxes)}"
    if kind == "YELLOW":
        return f"Yellow PENALTY vs {vs}"
    if kind == "RED":
        return "Red PENALTY"
    return kind


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


@dataclass
class Overlay:
    """A picture on top of the table whose numbers are tweened (alpha, scale, t)."""

    visible: bool = False
    alpha: float = 0.0
    scale: float = 1.0
    t: float = 0.0


@dataclass
class Choice:
    """One thing the deciding human can focus: a card of their hand or a button."""

    key: str
    label: str
    sprite: CardSprite | None = None
    action: Move | None = None
    enabled: bool = True
    info: str = ""
    stage: str | None = None  # a choice that opens (or closes) a stage instead of playing
    rect: pygame.Rect | None = None
    extra: dict[str, Any] = field(default_factory=dict)


class JukemSoccerScene(CardGameScene):
    """A game of Jukem Soccer on one screen."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, sync_bots=sync_bots)
        self.layout = TableLayout.load()
        self.art = CardArt()
        self.deck = self.state.table  # the printed deck: public knowledge
        self.t = 0.0
        self._moving = 0
        self._snap_due = False
        lay = self.layout
        tw = self.tweens
        self.pile = Pile(tw, lay.center("draw_pile"), face_up=False, label="Draw", scale=lay.scale("draw_pile"),
                         z_base=0, art=self.art)
        self.discard = Pile(tw, lay.center("discard"), face_up=True, label="Discard", messy=True,
                            scale=lay.scale("discard"), z_base=100, art=self.art)
        spot = lay.rect("shot_spot")
        self.spot = SpotZone(tw, lay.center("shot_spot"), gap=spot.w / 2, scale=lay.scale("shot_spot"), z_base=900,
                             art=self.art)
        self.poss = [Row(tw, lay.center(f"possession_{k}"), max_width=lay.rect(f"possession_{k}").w, gap=14,
                         scale=lay.scale(f"possession_{k}"), z_base=300 + 100 * s, art=self.art)
                     for s, k in enumerate(("blue", "red"))]
        self.goal_piles = [Pile(tw, lay.center(f"goals_{k}"), face_up=True, show_count=False,
                                scale=lay.scale(f"goals_{k}"), z_base=500 + 100 * s, art=self.art)
                           for s, k in enumerate(("blue", "red"))]
        self.hands = [self._make_hand(0), self._make_hand(1)]
        self.zones: list[Zone] = [self.pile, self.discard, *self.poss, *self.goal_piles, self.spot, *self.hands]
        self.table = Table(*self.zones)
        self.cards = [CardSprite(HIDDEN, BACK, art=self.art) for _ in range(self.deck.n)]
        for c in self.cards:
            self.pile.add(c)
        self.pile.snap()
        # pictures over the table
        self.coin = Overlay()
        self.coin_text = ""
        self.coin_seat = 0
        self.banner = Overlay()
        self._banner: Banner | None = None
        self.count = Overlay()
        self.count_n = 0
        self._count_banners = {n: Banner(str(n), 260, theme.GOLD) for n in (1, 2, 3)}
        self.reveal = Reveal()
        self.half_screen = Overlay()
        self.half_lines: list[tuple[str, int, tuple[int, int, int]]] = []
        self.shouts: list[Shout] = []
        self.screens_seen: set[str] = set()
        # what the scoreboard shows (it follows the animation, not the engine)
        self.shown_score = (0, 0)
        self.shown_half = self.state.half
        self.shown_dealer = self.state.dealer
        self.caption = ""
        self._log_shown = 0
        # the human's decision
        self.stage = STAGE_NONE
        self.focus = 0
        self.choices: list[Choice] = []
        self._choices_key: Any = None
        self._ui_seat: int | None = None
        # caches
        self._bg: pygame.Surface | None = None
        self._bg_key: Any = None
        self._base: pygame.Surface | None = None
        self._base_gen = 0
        self._panel_budget = 1
        self._score_panel = PanelCache()
        self._log_panel = PanelCache()
        self._status_panel = PanelCache()
        self._grid_panel = PanelCache()
        self._half_panel = PanelCache()
        self._coin_panel = PanelCache()
        self._wraps: dict[tuple[str, int, bool], list[str]] = {}
        self._pending_cache: tuple[Any, str] = (None, "")
        self._warm = [f for f in all_faces(self.deck.face)]
        # Loading a font size costs milliseconds: every size used here is loaded a little at a time.
        self._warm_fonts = [(size, bold) for size in WARM_FONT_SIZES for bold in (True, False)]
        self._start()

    # ------------------------------------------------------------------ set-up
    def _hand_open(self, seat: int) -> bool:
        """Whether anybody may ever see this hand face up on this screen."""
        return not self.humans or self.is_human(seat)

    def _make_hand(self, seat: int) -> Hand:
        lay = self.layout
        name = f"hand_{('blue', 'red')[seat]}"
        rect = lay.rect(name)
        opened = self._hand_open(seat)
        scale = lay.prop(name, "scale_open" if opened else "scale", rect.h / 224)
        facing = 0.0 if opened else lay.prop(name, "facing", 0.0)
        cx, cy = lay.center(name)
        if opened:
            cy += lay.prop(name, "open_dy", 0.0)
        # The top hand is small (the table needs the room): its focused card comes down into the table, bigger.
        lift = 40.0 if seat == 0 else -64.0
        grow = lay.prop(name, "focus_scale", 1.0) if opened else 1.0
        return Hand(self.tweens, (cx, cy), facing=facing, face_up=False, max_width=rect.w,
                    fan_degrees=lay.prop(name, "fan", 20.0), max_step_deg=6.0, focus_lift=lift, focus_scale=grow,
                    scale=scale, z_base=700 + 100 * seat, art=self.art)

    def enter(self) -> None:
        super().enter()
        for c in self.cards:
            c.glow_color = self.palette.highlight

    def exit(self) -> None:
        super().exit()
        self.art.clear()

    def _start(self) -> None:
        evs = self._events()
        steps: list[Animation] = []
        for e in evs:
            if e["kind"] == "coin_toss":
                self.coin_seat = int(e["seat"])
                self.coin_text = self.with_names(str(e["text"]))
                steps += self._a_coin()
        steps += self._anim_events([e for e in evs if e["kind"] != "coin_toss"])
        self._run(steps)

    # ------------------------------------------------------------------ what the screen may show
    def neutral_view(self) -> dict[str, Any]:
        """What both seats may see (two humans, before the screen belongs to either)."""
        a, b = self.state.observation(0), self.state.observation(1)
        out = dict(a)
        out["player"] = None
        out["hands"] = [{"count": len(a["hands"][0])}, {"count": len(b["hands"][1])}]
        out["discard"] = [x if x == y else None for x, y in zip(a["discard"], b["discard"])]
        if a["pending"] is not None and b["pending"] is not None and a["pending"] != b["pending"]:
            out["pending"] = dict(a["pending"], card=None)
        out["events"] = [{k: (v if eb.get(k) == v else None) for k, v in ea.items()}
                         for ea, eb in zip(a["events"], b["events"])]
        return out

    def _events(self) -> list[dict[str, Any]]:
        """The last move's events as the screen's seat may see them."""
        v = self.view()
        if v.get("all_visible"):
            return [e.to_dict() for e in self.state.events]
        return list(v["events"])

    def table_view(self) -> dict[str, Any]:
        """Every zone as card ids (None = a card the screen may not identify), from `view()`."""
        v = self.view()
        if v.get("all_visible"):
            full = v["full"]
            hands = [list(full["hands"][0]), list(full["hands"][1])]
            pile = len(full["draw_pile"])
            discard = list(full["discard"])
            pending = full["pending"]
        else:
            hands = [list(h) if isinstance(h, list) else [None] * int(h["count"]) for h in v["hands"]]
            pile = int(v["draw_pile"]["count"])
            discard = list(v["discard"])
            pending = v["pending"]
        spot = [pending["card"]] if v["phase"] == "save" and pending is not None else []
        return {"hands": hands, "pile": pile, "discard": discard, "poss": [list(p) for p in v["possessions"]],
                "goals": [list(g) for g in v["goal_piles"]], "spot": spot, "phase": v["phase"],
                "pending": pending, "score": tuple(v["score"]), "half": v["half"], "dealer": v["dealer"]}

    def hand_showing(self, seat: int) -> bool:
        """Whether a seat's hand is drawn face up now (hidden cards never are)."""
        return self.hand_face_up(seat)

    @property
    def names(self) -> tuple[str, str]:
        """What the players are called on the table: their names in a tournament, else the colours."""
        return (self.seat_name(0), self.seat_name(1))

    # ------------------------------------------------------------------ snapping
    def _plan(self) -> list[tuple[Zone, list[int | None], Callable[[int | None], bool]]]:
        tv = self.table_view()
        known_up: Callable[[int | None], bool] = lambda c: c is not None  # noqa: E731
        plan: list[tuple[Zone, list[int | None], Callable[[int | None], bool]]] = [
            (self.pile, [None] * tv["pile"], lambda c: False),
            (self.discard, tv["discard"], known_up),
            (self.spot, tv["spot"], lambda c: False),
        ]
        for s in (0, 1):
            plan.append((self.poss[s], tv["poss"][s], known_up))
            plan.append((self.goal_piles[s], tv["goals"][s], known_up))
            plan.append((self.hands[s], tv["hands"][s], self._known_if(self.hand_showing(s))))
        return plan

    @staticmethod
    def _known_if(showing: bool) -> Callable[[int | None], bool]:
        return lambda c: c is not None and showing

    def _snap(self) -> None:
        """Rebuild every zone from the view and put every sprite exactly in its slot."""
        self._snap_due = False
        plan = self._plan()
        for c in self.cards:
            self.tweens.cancel(c)
            c.flip = 0.0
            c.dim = False
        wanted = {e for _z, entries, _f in plan for e in entries if e is not None}
        by_id = {c.data: c for c in self.cards if c.data is not None}
        used: set[int] = set()
        result: dict[int, list[CardSprite | None]] = {}
        for zone, entries, _f in plan:
            row: list[CardSprite | None] = []
            for e in entries:
                sp = by_id.get(e) if e is not None else None
                if sp is not None and id(sp) not in used:
                    used.add(id(sp))
                    row.append(sp)
                else:
                    row.append(None)
            result[id(zone)] = row
        for zone, entries, _f in plan:  # hidden cards keep the sprites already lying there
            row = result[id(zone)]
            pool = [c for c in zone.cards if id(c) not in used and (c.data is None or c.data not in wanted)]
            for i, _e in enumerate(entries):
                if row[i] is None and pool:
                    sp = pool.pop(0)
                    used.add(id(sp))
                    row[i] = sp
        free = [c for c in self.cards if id(c) not in used]
        free.sort(key=lambda c: c.data is not None)
        for zone, entries, _f in plan:
            row = result[id(zone)]
            for i in range(len(entries)):
                if row[i] is None:
                    row[i] = free.pop(0)
        for zone in self.zones:
            for c in zone.cards:
                c.zone = None
            zone.cards = []
        self.table.loose = []
        for zone, entries, face_up in plan:
            for sp, e in zip(result[id(zone)], entries):
                assert sp is not None
                sp.data = e
                sp.face = face_for(self.deck.face[e]) if e is not None else HIDDEN
                sp.face_up = face_up(e)
                zone.add(sp)
            if isinstance(zone, Hand):
                zone._focus = None
            for sp, slot in zip(zone.cards, zone.slots()):
                sp.place(slot)
        tv_score = self.state.score
        self.shown_score = (int(tv_score[0]), int(tv_score[1]))
        self.shown_half = self.state.half
        self.shown_dealer = self.state.dealer
        self._log_shown = len(self.log)
        self.caption = ""
        self._choices_key = None

    def sprite_table(self) -> dict[str, list[tuple[Any, bool]]]:
        """Every zone as (face key or None for a hidden card, face up) from the sprites: for tests."""
        out: dict[str, list[tuple[Any, bool]]] = {}
        for name, zone in self._zone_names():
            out[name] = [(None if c.face is HIDDEN else c.face.key, c.face_up) for c in zone.cards]
        return out

    def expected_table(self) -> dict[str, list[tuple[Any, bool]]]:
        """The same, computed from the view alone: after every animation they must be equal."""
        names = dict((id(z), n) for n, z in self._zone_names())
        out: dict[str, list[tuple[Any, bool]]] = {}
        for zone, entries, face_up in self._plan():
            out[names[id(zone)]] = [(None if e is None else face_for(self.deck.face[e]).key, face_up(e))
                                    for e in entries]
        return out

    def _zone_names(self) -> list[tuple[str, Zone]]:
        return [("draw_pile", self.pile), ("discard", self.discard), ("shot_spot", self.spot),
                ("possession_blue", self.poss[0]), ("possession_red", self.poss[1]),
                ("goals_blue", self.goal_piles[0]), ("goals_red", self.goal_piles[1]),
                ("hand_blue", self.hands[0]), ("hand_red", self.hands[1])]

    def reset_view(self) -> None:
        self.skip()
        self.banner.visible = self.count.visible = self.coin.visible = self.half_screen.visible = False
        self.reveal.visible = False
        self.shouts.clear()
        self.confetti = None
        self.stage = STAGE_NONE
        self._snap()

    def curtain_lifted(self, seat: int) -> None:
        super().curtain_lifted(seat)
        self._snap()  # the screen now shows the incoming seat's cards, and only those

    # ------------------------------------------------------------------ running animations
    @property
    def animating(self) -> bool:
        """True while a move is being shown (focus and peek tweens do not count)."""
        return self._moving > 0

    def _run(self, steps: list[Animation]) -> None:
        self._moving += 1

        def done() -> None:
            self._moving = max(0, self._moving - 1)
            # Snapped on this frame's update, once the finished animation tree is pruned (cheaper cancels).
            self._snap_due = True

        self.tweens.add(Sequence(*steps, Wait(LAYOUT_SECONDS + 0.05), Call(done)))

    def skip(self) -> None:
        """Finish every animation now, quietly, on the exact state."""
        self._mute = True
        try:
            self.tweens.complete_all()
        finally:
            self._mute = False
        if self._snap_due:
            self._snap()

    def handle(self, event: InputEvent) -> None:
        if event.action == Action.SKIP:
            self.skip()
            return
        super().handle(event)

    def animate(self, old: Any, new: Any) -> None:
        if self._snap_due:
            self._snap()
        self._clear_ui()
        self._run(self._anim_events(self._events()))

    # -- picking sprites when a flight starts --
    def _hidden_pick(self, zone: Zone) -> CardSprite | None:
        """An anonymous card of a zone; which one depends on the move number, never on the cards."""
        hidden = [c for c in zone.cards if c.data is None] or list(zone.cards)
        if not hidden:
            return None
        k = (len(self.actions) * 7 + 3) % len(hidden)
        return hidden[k]

    def _from(self, zone: Zone, card: Any) -> Callable[[], CardSprite | None]:
        def pick() -> CardSprite | None:
            if card is not None:
                for c in zone.cards:
                    if c.data == card:
                        return c
                for c in self.cards:
                    if c.data == card:
                        return c
            return self._hidden_pick(zone)
        return pick

    @staticmethod
    def _this(card: CardSprite) -> Callable[[], CardSprite | None]:
        return lambda: card

    def _top(self, zone: Zone) -> Callable[[], CardSprite | None]:
        return lambda: zone.top

    def _sorted_index(self, zone: Zone, card: Any) -> Callable[[], int | None]:
        def index() -> int | None:
            if card is None or any(c.data is None for c in zone.cards):
                return None
            return sum(1 for c in zone.cards if c.data is not None and c.data < card)
        return index

    def _fly(self, pick: Callable[[], CardSprite | None], zone: Zone, *, dur: float = PLAY_FLIGHT_S,
             height: float = 80.0, face_up: bool | Callable[[], bool] = True, card: Any = None,
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
                sp.face = face_for(self.deck.face[card])
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
                    sp.face, sp.data = HIDDEN, None
                if at is None and sp.zone is zone:
                    zone.layout()
            return Sequence(Parallel(*flight), Call(land))
        return Lazy(build, dur)

    def _hand_side(self, seat: int, card: Any) -> Callable[[], bool]:
        return lambda: card is not None and self.hand_showing(seat)

    # ------------------------------------------------------------------ events -> tweens
    def _anim_events(self, evs: list[dict[str, Any]]) -> list[Animation]:
        out: list[Animation] = []
        i = 0
        while i < len(evs):
            e = evs[i]
            kind = e["kind"]
            if kind in ("deal", "draw"):
                j = i
                while j < len(evs) and evs[j]["kind"] == kind:
                    j += 1
                out += self._a_draws(evs[i:j], dealing=kind == "deal")
                i = j
                continue
            fn = getattr(self, f"_a_{kind}", None)
            if fn is not None:
                out += fn(e, evs, i)
            i += 1
        return out

    def _named(self, template: str, *seats: int) -> str:
        """A banner's sub line with the players' names put in, long names cut so the words around them stay."""
        names = [self.names[s] for s in seats]
        return text.fit_named(template, names, BANNER_SUB_PX, BANNER_W - 64, True)[0]

    def _say_step(self, words: str) -> Animation:
        def set_caption() -> None:
            self.caption = words
        return Call(set_caption)

    def _shout(self, words: str, pos: tuple[float, float], color: tuple[int, int, int] = theme.GOLD) -> Animation:
        def add() -> None:
            if not self._mute:
                self.shouts.append(Shout(words, pos, color, dur=SHOUT_S))
        return Call(add)

    def _hand_mouth(self, seat: int) -> tuple[float, float]:
        """Where a seat's shouts appear: just off its hand, towards the table."""
        x, y = self.hands[seat].center
        return (x, y - 150) if seat == 0 else (x, y + 130)

    def _banner_steps(self, words: str, sub: str, color: tuple[int, int, int], hold: float = BANNER_HOLD_S,
                      size: int = 170, sound: str | None = None, kind: str = "") -> list[Animation]:
        b = self.banner

        def show() -> None:
            self._banner = Banner(words, size, color, sub)
            b.visible, b.scale, b.alpha = True, 0.25, 1.0
            if kind:
                self.screens_seen.add(kind)
            if sound:
                self._sound(sound)

        def hide() -> None:
            b.visible = False

        return [Call(show), Tween(b, "scale", 1.0, 0.55, out_elastic), Wait(hold),
                Tween(b, "alpha", 0.0, 0.2, in_quad), Call(hide)]

    def _a_coin(self) -> list[Animation]:
        c = self.coin

        def show() -> None:
            c.visible, c.t, c.alpha = True, 0.0, 0.0
            self.screens_seen.add("coin")
            self._sound("flip")

        def hide() -> None:
            c.visible = False

        return [Call(show), Parallel(Tween(c, "alpha", 1.0, 0.25, out_quad), Tween(c, "t", 1.0, COIN_S)),
                Tween(c, "alpha", 0.0, 0.25, in_quad), Call(hide)]

    def _a_deal_start(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        half, dealer, golden = int(e["half"]), int(e["dealer"]), bool(e["golden"])
        out: list[Animation] = [self._say_step("Gathering and shuffling all 56 cards"), Lazy(self._gather),
                                Lazy(self._riffle)]

        def shown() -> None:
            self.shown_half = half
            self.shown_dealer = dealer
            self.screens_seen.add("deal")
        out.append(Call(shown))
        pal = self.palette
        sub = "{} deals, {} kicks off"
        out.append(self._say_step(f"{self.names[dealer]} shuffles and deals five cards each"))
        if golden:
            deal_no = half - 2
            sub = self._named(f"Deal {deal_no}: the next goal wins. {sub}", dealer, 1 - dealer)
            out += self._banner_steps("GOLDEN GOAL", sub, theme.GOLD, hold=1.2, size=130, sound="whistle",
                                      kind="golden")
        else:
            title = "FIRST HALF" if half == 1 else "SECOND HALF"
            out += self._banner_steps(title, self._named(sub, dealer, 1 - dealer), pal.seat_light[dealer], hold=0.8,
                                      size=130, sound="whistle")
        return out

    def _gather(self) -> Animation:
        stray = [c for z in self.zones if z is not self.pile for c in z.cards]
        if not stray:
            return Wait(0.0)
        self._sound("slide")
        anims = [Sequence(Wait(k * GATHER_INTERVAL_S),
                          self._fly(self._this(c), self.pile, dur=0.45, height=110, face_up=False, forget=True))
                 for k, c in enumerate(stray)]
        return Parallel(*anims)

    def _riffle(self) -> Animation:
        """A two-handed riffle of the deck."""
        pile = self.pile
        if len(pile.cards) < 2:
            return Wait(0.0)
        for c in pile.cards:  # a shuffled deck holds nothing anybody may know
            if not c.face_up:
                c.face, c.data = HIDDEN, None
        cx, cy = pile.center
        moves: list[Animation] = []
        top = pile.cards[-12:]
        for i, c in enumerate(top):
            side = -1 if i % 2 else 1
            moves.append(Sequence(Wait(i * 0.012), c.move_to((cx + side * 70, cy - 24), 0.16, out_cubic,
                                                                angle=side * -8.0)))
        back: list[Animation] = []
        slots = pile.slots()
        for i, c in enumerate(top):
            slot = slots[pile.cards.index(c)]
            back.append(Sequence(Wait(i * 0.014), c.move_to(slot.pos, 0.2, in_out_sine, angle=0.0)))
        self._sound("deal")
        return Sequence(Parallel(*moves), Parallel(*back))

    def _a_draws(self, evs: list[dict[str, Any]], dealing: bool) -> list[Animation]:
        interval = DEAL_INTERVAL_S if dealing else DRAW_INTERVAL_S
        anims: list[Animation] = []
        for k, e in enumerate(evs):
            seat = int(e["seat"])
            card = e["card"]
            hand = self.hands[seat]
            anims.append(Sequence(Wait(k * interval), self._fly(
                self._top(self.pile), hand, dur=DEAL_FLIGHT_S, height=120.0 if dealing else 70.0,
                face_up=self._hand_side(seat, card), card=card, index=self._sorted_index(hand, card),
                pop=0.1, sound="deal")))
        words = "Dealing" if dealing else "Drawing back up to five"
        return [self._say_step(words), Parallel(*anims)]

    def _a_turn(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        if e.get("extra"):
            seat = int(e["seat"])
            return [self._shout("Again!", self._hand_mouth(seat), self.palette.seat_light[seat])]
        return []

    def _a_jukem(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        card = e["card"]
        return [self._shout("JUKEM!", self._hand_mouth(seat), theme.GOLD),
                self._say_step(f"{self.names[seat]}: JUKEM!"),
                self._fly(self._from(self.hands[seat], card), self.poss[seat], card=card, height=70, sound="confirm"),
                Wait(0.1)]

    def _a_play(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        card = e["card"]
        face = str(e["face"])
        return [self._say_step(f"{self.names[seat]} plays a {face}"),
                self._fly(self._from(self.hands[seat], card), self.poss[seat], card=card, height=60, sound="flip"),
                Wait(0.15)]

    def _a_shot(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        card = e["card"]
        jukem = bool(e["jukem"])
        words = "JUKEM SHOT!" if jukem else "SHOT!"
        return [self._shout(words, self._hand_mouth(seat), theme.GOLD),
                self._say_step(f"{self.names[seat]} shoots" + (" with JUKEM: it cannot be saved!" if jukem else
                                                          ": the SHOT lies face down")),
                self._fly(self._from(self.hands[seat], card), self.spot, card=card, face_up=jukem, height=90,
                          index=lambda: 0, sound="kick"),
                Wait(0.2)]

    def _a_no_answer(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        words = "No save!" if e.get("after") == "shot" else "No answer"
        return [self._shout(words, self._hand_mouth(seat), theme.INK),
                self._say_step(f"{self.names[seat]}: {words.lower().rstrip('!')}"), Wait(0.45)]

    def _a_penalty(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat, victim = int(e["seat"]), int(e["victim"])
        card = e["card"]
        red = e["color"] == "red"
        swept = [int(c) for c in e["swept"]]
        cx, cy = self.spot.center
        center = Slot(cx, cy, 0.0, 1.0, 990.0)
        out: list[Animation] = [
            self._say_step(f"{self.names[seat]} answers with a {'red' if red else 'yellow'} PENALTY"),
            self._fly(self._from(self.hands[seat], card), self.spot, card=card, at=center, height=80,
                      sound="whistle"),
        ]
        if red:
            sub = self._named("{}'s whole possession is swept away", victim)
        else:
            sub = f"The {self.deck.face[swept[0]] if swept else 'play'} is removed"
        color = (236, 60, 60) if red else theme.GOLD
        out += self._banner_steps("PENALTY!", sub, color, hold=0.7, size=150, kind="penalty")
        sweep = [Sequence(Wait(k * SWEEP_INTERVAL_S),
                          self._fly(self._from(self.poss[victim], c), self.discard, card=c, height=100, spin=-10,
                                    sound="slide" if k == 0 else None))
                 for k, c in enumerate(swept)]
        sweep.append(Sequence(Wait(len(swept) * SWEEP_INTERVAL_S),
                              self._fly(self._from(self.spot, card), self.discard, card=card, height=80)))
        out.append(Parallel(*sweep))
        return out

    def _a_save(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        if e.get("none"):
            return []
        seat = int(e["seat"])
        card = e["card"]
        return [self._say_step(f"{self.names[seat]} puts down a SAVE, face down"),
                self._fly(self._from(self.hands[seat], card), self.spot, card=card, face_up=False, height=80,
                          index=lambda: 1, sound="flip"),
                Wait(0.25)]

    def _a_reveal(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        shooter = int(e["seat"])
        shot, save = e["shot"], e["save"]
        balls = tuple(str(b) for b in e["balls"])
        xs = tuple(str(x) for x in e["xs"])
        verdict = str(e["result"])
        jukem = any(x["kind"] == "shot" and x.get("jukem") for x in evs[:i])
        rv = self.reveal
        spot = self.spot

        def name_cards() -> None:
            # Both cards are face down: they get their faces now, and turn over together.
            for idx, card in ((0, shot), (1, save)):
                if card is not None and idx < len(spot.cards) and not spot.cards[idx].face_up:
                    spot.cards[idx].face = face_for(self.deck.face[int(card)])
                    spot.cards[idx].data = int(card)

        def flip_both() -> Animation:
            self._sound("flip")
            return Parallel(*(c.flip_to(True, 0.32) for c in spot.cards[:2] if not c.face_up))

        def show_grid() -> None:
            rv.visible, rv.balls, rv.xs, rv.n_balls, rv.n_xs, rv.verdict, rv.alpha = True, balls, xs, 0, 0, "", 1.0
            self.screens_seen.add("reveal")

        out: list[Animation] = [Call(name_cards)]
        if not jukem:
            out.append(self._say_step("On the count of three..."))
            for n in (3, 2, 1):
                out += self._count_step(n)
            out.append(Lazy(flip_both, 0.32))
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

    def _count_step(self, n: int) -> list[Animation]:
        c = self.count

        def show() -> None:
            self.count_n = n
            c.visible, c.scale, c.alpha = True, 1.7, 1.0
            self.screens_seen.add("countdown")
            self._sound("click")

        def hide() -> None:
            c.visible = False

        return [Call(show), Parallel(Tween(c, "scale", 1.0, COUNT_STEP_S * 0.7, out_back),
                                     Tween(c, "alpha", 0.15, COUNT_STEP_S, in_quad)), Call(hide)]

    def _a_goal(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        cards = [int(c) for c in e["cards"]]
        score = (int(e["score"][0]), int(e["score"][1]))
        pal = self.palette

        def celebrate() -> None:
            self.shown_score = score
            self._sound("cheer")
            if self._mute:
                return
            from sprites.fx.effects import Confetti

            colors = [pal.seat[seat], pal.seat_light[seat], theme.GOLD, (244, 246, 250)]
            self.confetti = Confetti(pygame.Rect(430, 0, 1100, H), seed=self.setup.seed + len(self.actions),
                                     count=110, colors=colors)

        out: list[Animation] = [Call(celebrate), self._say_step(f"GOAL for {self.names[seat]}!")]
        out += self._banner_steps("GOAL!", self._named(f"{{}} scores: {score[0]}-{score[1]}", seat), theme.GOLD,
                                  hold=1.1, size=210, kind="goal")
        flights = [Sequence(Wait(k * SWEEP_INTERVAL_S),
                            self._fly(self._from(self.spot if k == len(cards) - 1 else self.poss[seat], c),
                                      self.goal_piles[seat], card=c, height=90))
                   for k, c in enumerate(cards)]
        out += [Parallel(*flights), Call(self._hide_grid)]
        return out

    def _hide_grid(self) -> None:
        self.reveal.visible = False

    def _a_blocked(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        cards = [int(c) for c in e["cards"]]
        out = [self._say_step(f"{self.names[1 - seat]} saves!")]
        out += self._banner_steps("SAVED!", self._named("by {}", 1 - seat), self.palette.seat_light[1 - seat],
                                  hold=1.0, size=190, sound="whistle", kind="saved")
        flights = []
        for k, c in enumerate(cards):
            src = self.poss[seat] if any(sp.data == c for sp in self.poss[seat].cards) else self.spot
            flights.append(Sequence(Wait(k * SWEEP_INTERVAL_S),
                                    self._fly(self._from(src, c), self.discard, card=c, height=100, spin=-8,
                                              sound="slide" if k == 0 else None)))
        out += [Parallel(*flights), Call(self._hide_grid)]
        return out

    def _a_discard(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        cards = [int(c) for c in e["cards"]]
        return [Parallel(*(self._fly(self._from(self.spot, c), self.discard, card=c, height=80) for c in cards)),
                Call(self._hide_grid)]

    def _a_sub(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        card = e["card"]
        return [self._say_step(f"{self.names[seat]} substitutes a card"),
                self._shout("Substitution", self._hand_mouth(seat), theme.INK),
                self._fly(self._from(self.hands[seat], card), self.discard, card=card, face_up=card is not None,
                          height=90, sound="slide"),
                Wait(0.1)]

    def _a_pass(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        seat = int(e["seat"])
        words = "Still nothing to play" if e.get("reason") == "after_sub" else "Nothing to play"
        return [self._shout(words, self._hand_mouth(seat), theme.INK_DIM),
                self._say_step(f"{self.names[seat]}: {words.lower()}, turn over"), Wait(0.6)]

    def _a_half_end(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
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
        board = text.fit_named(f"{{}}  {score[0]}  -  {score[1]}  {{}}", self.names, 92, HALF_PANEL[0] - 60, True)[0]
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
        hs = self.half_screen

        def show() -> None:
            self.half_lines = lines
            self.caption = title.capitalize()
            hs.visible, hs.alpha = True, 0.0
            self.screens_seen.add(kind)
            self._sound("whistle")

        def hide() -> None:
            hs.visible = False

        return [Call(show), Tween(hs, "alpha", 1.0, 0.3, out_quad), Wait(HALF_TIME_S),
                Tween(hs, "alpha", 0.0, 0.3, in_quad), Call(hide)]

    def _a_game_end(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        if e["reason"] == "golden_goal":
            w = int(e["winner"])
            return self._banner_steps("GOLDEN GOAL!", self._named("{} wins the game", w), theme.GOLD, hold=1.2,
                                      size=150, kind="golden_goal")
        return []

    # ------------------------------------------------------------------ per frame
    def on_update(self, dt: float) -> None:
        self.t += dt
        if self._snap_due:
            self._snap()
        for s in self.shouts:
            s.t += dt
        self.shouts = [s for s in self.shouts if s.t < s.dur]
        self._sync_peek()
        self._sync_ui()

    def _sync_peek(self) -> None:
        """Turn a hand over when its owner starts or stops holding PEEK (cards at rest only)."""
        for seat in (0, 1):
            want = self.hand_showing(seat)
            for c in self.hands[seat].cards:
                if c.moving or c.flip or c.data is None:
                    continue
                if c.face_up != want:
                    self.tweens.add(c.flip_to(want, PEEK_FLIP_S))

    def deciding(self) -> int | None:
        """The human seat whose decision the screen is waiting for, if any."""
        seat = self.state.current_player
        if seat is None or self.finished or self.animating or not self.is_human(seat):
            return None
        if self.hotseat and (self.screen_seat != seat or self._curtain is not None):
            return None
        return int(seat)

    def _clear_ui(self) -> None:
        self.stage = STAGE_NONE
        self.choices = []
        self._choices_key = None
        for h in self.hands:
            if h._focus is not None:
                h.focus = None
        for c in self.cards:
            c.dim = False
        self._ui_seat = None

    def _sync_ui(self) -> None:
        seat = self.deciding()
        if seat is None:
            if self._ui_seat is not None or self.choices:
                self._clear_ui()
            return
        self._ui_seat = seat
        key = (len(self.actions), self.stage, seat, len(self.hands[seat].cards))
        if key != self._choices_key:
            self._choices_key = key
            self.choices = self._build_choices(seat)
            self.focus = self._default_focus()
        showing = self.hand_showing(seat)
        for ch in self.choices:
            if ch.sprite is not None:
                ch.sprite.dim = showing and not ch.enabled
        hand = self.hands[seat]
        focused = self.focused_choice
        want = hand.cards.index(focused.sprite) if focused is not None and focused.sprite in hand.cards else None
        if hand.focus != want:
            hand.focus = want

    @property
    def focused_choice(self) -> Choice | None:
        if not self.choices:
            return None
        return self.choices[max(0, min(self.focus, len(self.choices) - 1))]

    def _default_focus(self) -> int:
        st = self.state
        if st.phase_name in ("answer", "save"):
            return next((n for n, c in enumerate(self.choices) if c.key == "no"), 0)
        return next((n for n, c in enumerate(self.choices) if c.enabled and c.sprite is not None),
                    next((n for n, c in enumerate(self.choices) if c.enabled), 0))

    # -- what each card can do --
    def _build_choices(self, seat: int) -> list[Choice]:
        st = self.state
        legal = st.legal_actions()
        phase = st.phase_name
        hand = self.hands[seat]
        out: list[Choice] = []
        rects = self._button_rects(seat)
        if phase == "play":
            count = st.setup_count(seat)
            plays = {a.face for a in legal if a.kind == PLAY and not a.jukem}
            jplays = {a.face for a in legal if a.kind == PLAY and a.jukem}
            jmode = self.stage == STAGE_JUKEM and bool(jplays)
            smode = self.stage == STAGE_SUB
            for n, sp in enumerate(hand.cards):
                face = self.deck.face[sp.data] if sp.data is not None else ""
                kind, needs, balls, vs = parse_face(face)
                ch = Choice(f"card{n}", face, sp)
                if smode:
                    mv = Move(SUB, face)
                    ch.action, ch.enabled = mv, mv in legal
                    ch.info = f"Discard this {kind} face down and draw a new card"
                elif jmode:
                    if kind == "JUKEM":
                        ch.enabled, ch.info = False, "JUKEM is chosen: now pick the card it goes with"
                        ch.extra["chosen"] = True
                    elif face in jplays:
                        ch.action, ch.info = Move(PLAY, face, True), f"JUKEM + {kind}: it cannot be answered"
                    elif kind == "SHOT":
                        ch.enabled, ch.info = False, self._why_not(face, count)
                    else:
                        ch.enabled, ch.info = False, "JUKEM must go with a PASS, HEADER, FLOP or SHOT"
                elif face in plays:
                    ch.action = Move(PLAY, face)
                    if kind == "SHOT":
                        ch.info = f"Shoot at {' + '.join(balls)}: it lies face down until the count of three"
                    else:
                        ch.info = f"{kind}: {SETUP_WORDS[kind]}"
                elif kind == "JUKEM" and jplays:
                    ch.stage, ch.info = STAGE_JUKEM, "Choose JUKEM, then the card it protects"
                else:
                    ch.enabled, ch.info = False, self._why_not(face, count)
                out.append(ch)
            if jmode:
                out.append(Choice("cancel", "Cancel", stage=STAGE_NONE, info="Keep JUKEM in your hand"))
            elif smode:
                out.append(Choice("cancel", "Cancel", stage=STAGE_NONE, info="Keep your cards"))
            else:
                if any(a.kind == SUB for a in legal):
                    out.append(Choice("sub", "Substitute", stage=STAGE_SUB,
                                      info="Nothing to play: discard one card face down and draw one"))
                if Move(END) in legal:
                    out.append(Choice("end", "End turn", action=Move(END), info="Nothing to play: end your turn"))
        else:
            target = self._pending_face()
            for n, sp in enumerate(hand.cards):
                face = self.deck.face[sp.data] if sp.data is not None else ""
                kind, needs, balls, vs = parse_face(face)
                ch = Choice(f"card{n}", face, sp)
                act = self.deck.play[sp.data] if sp.data is not None else None
                ch.enabled = act is not None and act in legal
                ch.action = act if ch.enabled else None
                other = self.names[1 - seat]
                if kind in ("PASS", "HEADER", "FLOP", "JUKEM", "SHOT"):
                    ch.info = "Offensive cards are played on your own turn"
                elif phase == "answer":
                    if kind == "RED":
                        n_cards = len(self.poss[1 - seat].cards)
                        ch.info = f"Sweep away {other}'s whole possession ({n_cards} card{'s' if n_cards != 1 else ''})"
                    elif kind == "YELLOW":
                        ch.info = (f"Remove the {target} just played" if ch.enabled
                                   else f"This yellow PENALTY only removes a {vs}")
                    else:
                        ch.info = f"A SAVE answers a SHOT, not a {target or 'setup play'}"
                else:
                    if kind == "SAVE":
                        ch.info = "Place it face down: the shot is blocked if every ball is on an X"
                    else:
                        ch.info = "A PENALTY answers a setup play, not a SHOT"
                out.append(ch)
            if phase == "answer":
                out.append(Choice("no", "No answer", action=Move(NO),
                                  info=f"Let the {target or 'play'} stand"))
            else:
                out.append(Choice("no", "No save", action=Move(NO), info="Let the shot come"))
        buttons = [c for c in out if c.sprite is None]
        for c, r in zip(buttons, rects):
            c.rect = r
        return out

    def _why_not(self, face: str, count: int) -> str:
        kind, needs, _b, _v = parse_face(face)
        if kind == "SHOT":
            return f"SHOT needs {needs} setup plays, you have {count}"
        if kind == "JUKEM":
            return "JUKEM must go with a PASS, HEADER, FLOP or SHOT"
        if kind in ("SAVE", "RED", "YELLOW"):
            return "Defensive cards are played on the opponent's turn"
        return "This card cannot be played now"

    def _pending_face(self) -> str:
        """The face of the play awaiting an answer, as the screen's seat sees it ('' if hidden or none)."""
        key = (len(self.actions), self.screen_seat)
        if self._pending_cache[0] != key:
            pending = self.view()["pending"]
            face = "" if pending is None or pending.get("card") is None else str(self.deck.face[int(pending["card"])])
            self._pending_cache = (key, face)
        return self._pending_cache[1]

    def _button_rects(self, seat: int) -> list[pygame.Rect]:
        area = self.layout.get(f"buttons_{('blue', 'red')[seat]}", pygame.Rect(1336, 830, 184, 170))
        rects = []
        for k in range(3):
            r = pygame.Rect(area.x, area.y + k * (BUTTON_H + BUTTON_GAP), area.w, BUTTON_H)
            rects.append(r)
        return rects

    # ------------------------------------------------------------------ input
    def say(self, message: str, seconds: float = HINT_S) -> None:
        super().say(message, seconds)

    def handle_input(self, event: InputEvent, seat: int | None) -> None:
        a = event.action
        if not event.pressed or a == Action.PEEK:
            return
        pointer = a in (Action.POINT, Action.RELEASE)
        if seat is None:
            if not pointer and not self.finished:
                self._wait_hint()
            return
        if self.animating:
            if a in (Action.CONFIRM, Action.CLICK):
                self.skip()
            return
        if self.deciding() != seat:
            return
        self._sync_ui()
        if a in (Action.LEFT, Action.UP, Action.SCROLL_UP, Action.PREV):
            self._move_focus(-1)
        elif a in (Action.RIGHT, Action.DOWN, Action.SCROLL_DOWN, Action.NEXT):
            self._move_focus(1)
        elif a == Action.CONFIRM:
            self._activate(self.focused_choice, seat)
        elif a == Action.BACK:
            if self.stage != STAGE_NONE:
                self._set_stage(STAGE_NONE)
                self._sound("back")
            else:
                self.say("Choose a card with LEFT and RIGHT, then play it.")
        elif a == Action.POINT and event.pos is not None:
            n = self._hit(event.pos)
            if n is not None and n != self.focus:
                self.focus = n
        elif a == Action.CLICK and event.pos is not None:
            n = self._hit(event.pos)
            if n is not None:
                self.focus = n
                self._activate(self.choices[n], seat)

    def _wait_hint(self) -> None:
        cur = self.state.current_player
        if cur is None:
            return
        if not self.is_human(cur):
            self.say(f"Please wait: {self.names[cur]} (the computer) is deciding.")
        else:
            self.say(f"It is {self.names[cur]}'s decision: {self.names[cur]}'s controls play now.")

    def _move_focus(self, step: int) -> None:
        if not self.choices:
            return
        n = max(0, min(len(self.choices) - 1, self.focus + step))
        if n != self.focus:
            self.focus = n
            self._sound("click")

    def _hit(self, pos: tuple[float, float]) -> int | None:
        for n, c in enumerate(self.choices):
            if c.rect is not None and c.rect.collidepoint(pos):
                return n
        seat = self._ui_seat
        if seat is None:
            return None
        i = self.hands[seat].hit_test(pos)
        if i is None:
            return None
        sp = self.hands[seat].cards[i]
        return next((n for n, c in enumerate(self.choices) if c.sprite is sp), None)

    def _set_stage(self, stage: str) -> None:
        self.stage = stage
        self._choices_key = None
        self._sync_ui()

    def _activate(self, ch: Choice | None, seat: int) -> None:
        if ch is None:
            return
        if not ch.enabled:
            self._sound("back")
            self.say(ch.info)
            return
        if ch.sprite is not None and not self.hand_showing(seat):
            self._sound("back")
            self.say("Hold PEEK to see your hand before you play a card.")
            return
        if ch.stage is not None:
            self._sound("confirm" if ch.stage else "back")
            self._set_stage(ch.stage)
            if ch.stage == STAGE_JUKEM:
                self.focus = next((n for n, c in enumerate(self.choices) if c.enabled and c.sprite is not None),
                                  self.focus)
            return
        if ch.action is None or ch.action not in self.state.legal_actions():
            self._sound("back")
            return
        self._sound("confirm")
        self.stage = STAGE_NONE
        self.play(ch.action)

    def may_autoplay(self) -> bool:
        # The answer prompt always waits for a press, even with nothing to answer with: its timing leaks nothing.
        if self.state.phase_name in ("answer", "save"):
            return False
        return super().may_autoplay()

    # ------------------------------------------------------------------ words
    def describe(self, old: Any, notation: str, new: Any) -> str:
        """A move in words for the log; never names a card the other seat may not see."""
        seat = old.current_player
        if seat is None:
            return notation
        who, other = self.names[seat], self.names[1 - seat]
        act = parse_move(notation)
        kinds = {e.kind: e for e in new.events}
        phase = old.phase_name
        parts: list[str] = []
        if phase == "play":
            if act.kind == PLAY:
                kind = parse_face(act.face)[0]
                if kind == "SHOT":
                    if act.jukem:
                        parts.append(f"{who} shoots with JUKEM: " + self._shot_result(kinds, seat))
                    else:
                        parts.append(f"{who} shoots! The SHOT lies face down")
                else:
                    ev = kinds.get("play")
                    setup = ev["setup"] if ev is not None else "?"
                    if act.jukem:
                        again = " and goes again" if kind == "HEADER" else ""
                        parts.append(f"{who} plays JUKEM + {kind}: unstoppable{again} ({setup} setup plays)")
                    else:
                        parts.append(f"{who} plays a {kind} ({setup} setup play{'s' if setup != 1 else ''})")
            elif act.kind == SUB:
                parts.append(f"{who} substitutes a card")
                if "pass" in kinds:
                    parts.append(f"{who} still cannot play: turn over")
            else:
                parts.append(f"{who} has nothing to play and ends the turn")
        elif phase == "answer":
            target = self.deck.face[old.pending] if old.pending >= 0 else "play"
            if act.kind == NO:
                again = f": {other} goes again" if target == "HEADER" else ""
                parts.append(f"{who} has no answer to the {target}{again}")
            elif act.face == "RED":
                ev = kinds.get("penalty")
                n = len(ev["swept"]) if ev is not None else 0
                parts.append(f"{who} answers with a red PENALTY: {other}'s possession is gone ({n} card"
                             f"{'s' if n != 1 else ''})")
            else:
                parts.append(f"{who} answers with a yellow PENALTY: the {target} is removed")
        elif phase == "save":
            parts.append(f"{other} shoots: " + self._shot_result(kinds, 1 - seat))
        half_end = kinds.get("half_end")
        if half_end is not None:
            s = half_end["score"]
            h = int(half_end["half"])
            label = {1: "Half time", 2: "Full time"}.get(h, "No golden goal in that deal")
            parts.append(f"{label}: {self.names[0]} {s[0]}-{s[1]} {self.names[1]}")
        end = kinds.get("game_end")
        if end is not None and end["reason"] == "golden_goal":
            parts.append(f"Golden goal: {self.names[int(end['winner'])]} wins")
        return "\n".join(parts)

    def _shot_result(self, kinds: dict[str, Any], shooter: int) -> str:
        rv = kinds.get("reveal")
        if rv is None:
            return "?"
        defender = self.names[1 - shooter]
        if rv["result"] == "blocked":
            return f"SAVED by {defender}!"
        if rv["save"] is None:
            return "GOAL!"
        return f"GOAL! {defender}'s SAVE was in the wrong place"

    def end_reason(self) -> str:
        st = self.state
        w = st.winner
        a, b = st.score
        if st.reason == "goals" and w is not None:
            hi, lo = (a, b) if w == 0 else (b, a)
            return f"{COLOURS[w]} wins {hi}-{lo}"
        if st.reason == "golden_goal" and w is not None:
            return f"Golden goal by {COLOURS[w]}"
        if st.reason == "draw":
            n = st.max_golden
            if n <= 0:
                return f"Draw, {a}-{b} after two halves"
            return f"Draw after {n} golden-goal deal{'s' if n != 1 else ''}"
        return super().end_reason()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        pal = self.palette
        for _ in range(WARM_PER_FRAME):
            if self._warm:
                self.art.base(self._warm.pop(), self.cards[0].size)
            elif self._warm_fonts:
                text.font(*self._warm_fonts.pop())
        key = (pal.name,)
        if self._bg is None or self._bg_key != key:
            self._bg = build_background(self.layout, pal, self.names)
            self._bg_key = key
            self._base = self._bg.copy()
            self._base_gen += 1
        seat = self.deciding()
        self._panel_budget = 1
        # The side panels live in the base layer, redrawn there only when they change: the whole
        # canvas is then one full-width blit (narrow tall blits cost far more per pixel here).
        self._draw_scoreboard(surface, pal)
        self._draw_status(surface, seat, pal)
        self._draw_log(surface, pal)
        if self._base is not None:
            surface.blit(self._base, (0, 0))
        self._draw_turn_edge(surface, pal)
        self._draw_badges(surface, pal)
        if self.reveal.visible:
            self._draw_grid(surface)
        self.table.draw(surface)
        if seat is not None:
            self._draw_choice_marks(surface, seat, pal)
        self._draw_peek_hint(surface)
        for shout in self.shouts:
            hud.draw_shout(surface, shout)
        if self.count.visible:
            self._count_banners[self.count_n].draw(surface, self.spot.center, self.count.scale, self.count.alpha)
        if self.banner.visible and self._banner is not None:
            cx, cy = self.spot.center
            self._banner.draw(surface, (cx, cy - 10), self.banner.scale, self.banner.alpha)
        if self.coin.visible:
            self._draw_coin(surface, pal)
        if self.half_screen.visible:
            self._draw_half_screen(surface)
        if self.confetti is not None:
            self.confetti.draw(surface)
        self.draw_clocks(surface, (self.layout.rect("clock_blue"), self.layout.rect("clock_red")))
        self._draw_prompts(surface, seat)
        if self.message_left > 0 and self.message:
            self._draw_message(surface)

    def _panel(self, cache: PanelCache, key: Any, area: pygame.Rect, render: Callable[[], pygame.Surface]) -> None:
        """Redraw a side panel into the base layer when its content changed."""
        if self._base is None:
            return
        full = (key, self._base_gen)
        if cache._surf is None or cache._key != full:
            if self._panel_budget <= 0 and cache._surf is not None:
                return  # one panel a frame: the others follow on the next frames
            self._panel_budget -= 1
            cache._surf = render()
            cache._key = full
            if self._bg is not None:
                self._base.blit(self._bg, area, area)
            self._base.blit(cache._surf, area)

    def _draw_turn_edge(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        seat = self.state.current_player
        if seat is None or self.animating:
            return
        pulse = 0.5 + 0.5 * math.sin(self.t * 4.0)
        color = theme.mix(pal.seat[seat], (255, 255, 255), 0.25 * pulse)
        y = 0 if seat == 1 else H - 8
        pygame.draw.rect(surface, color, (430, y, self.layout.rect("log").x - 440, 8))

    def _draw_badges(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        value, kind = self.deck.value, self.deck.kind
        for s in (0, 1):
            row = self.layout.seat_rect("possession", s)
            n = sum(value[c.data] for c in self.poss[s].cards if c.data is not None)
            if n:
                hud.draw_disc_badge(surface, (row.right + 36, row.centery), 30, pal.seat[s], n, caption="plays")
            g = self.layout.seat_rect("goals", s)
            goals = sum(1 for c in self.goal_piles[s].cards if c.data is not None and kind[c.data] == SHOT)
            if goals:
                hud.draw_disc_badge(surface, (g.right - 6, g.y + 8), 24, theme.GOLD, goals, ink=theme.NIGHT, ring=None)
            if self.shown_dealer == s:  # the dealer's chip beside their hand
                h = self.layout.seat_rect("hand", s)
                hud.draw_chip(surface, (h.x - 50, h.centery + (20 if s == 1 else 0)), "DEALER",
                              theme.mix(pal.seat[s], theme.NIGHT, 0.3))

    def _draw_grid(self, surface: pygame.Surface) -> None:
        area = self.layout.rect("goal_grid")
        surface.blit(self._grid_panel.get(self.reveal.key, lambda: hud.render_goal(area.size, self.reveal)), area)

    def _draw_choice_marks(self, surface: pygame.Surface, seat: int, pal: theme.Palette) -> None:
        focused = self.focused_choice
        for ch in self.choices:
            if ch.rect is not None:
                hud.draw_button(surface, ch.rect, ch.label, ch is focused, ch.enabled, pal.highlight)
            if ch.extra.get("chosen") and ch.sprite is not None:
                x, y = ch.sprite.draw_pos
                hud.draw_tag(surface, "JUKEM +", (x, y - ch.sprite.size[1] * ch.sprite.scale / 2 - 8), theme.GOLD)
        if focused is not None and focused.sprite is not None and self.hand_showing(seat):
            sp = focused.sprite
            x, y = sp.draw_pos
            half = sp.size[1] * sp.scale / 2
            color = theme.INK if focused.enabled else hud.REASON_INK
            bounds = pygame.Rect(440, 0, self.layout.rect("log").x - 450, H)
            if seat == 0:
                hud.draw_tooltip(surface, focused.info, (x, y - half - 14), "midbottom", color, bounds)
            else:
                hud.draw_tooltip(surface, focused.info, (x, y + half + 14), "midtop", color, bounds)

    def _peek_wanted(self) -> int | None:
        """Two humans, privacy on: the seat who must hold PEEK to see their (face-down) hand."""
        if not self.hotseat or self.finished or self._curtain is not None:
            return None
        seat = self.screen_seat
        if seat is None or self.hand_showing(seat) or not self.hands[seat].cards:
            return None
        return seat

    def _draw_peek_hint(self, surface: pygame.Surface) -> None:
        seat = self._peek_wanted()
        if seat is None:
            return
        from sprites.ui import glyphs

        kind, key_set, overrides = "keyboard", "kb1", None
        if self.app is not None:
            device = self.app.input.seats[seat] or self.app.prompt_device(seat)
            kind = self.app.input.device_kind(device)
            key_set = device if device in ("kb1", "kb2") else "kb1"
            overrides = self.app.settings.key_bindings
        glyph = glyphs.glyph(kind, Action.PEEK, 52, key_set, overrides)
        hud.draw_peek_hint(surface, glyph, self.hands[seat].center, self.palette.seat_light[seat])

    def _draw_coin(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        c = self.coin
        if c.alpha <= 0.01:
            return
        box = pygame.Rect(0, 0, 1000, 300)
        box.center = (round(self.spot.center[0]), round(self.spot.center[1]))
        layer = self._coin_panel.get((self.coin_text, box.size), lambda: hud.render_coin_panel(box.size,
                                                                                               self.coin_text))
        layer.set_alpha(round(255 * min(1.0, c.alpha)))
        surface.blit(layer, box)
        hud.draw_coin(surface, box, c.t, self.coin_seat, self.names, pal)

    def _draw_half_screen(self, surface: pygame.Surface) -> None:
        box = pygame.Rect((0, 0), HALF_PANEL)
        box.center = (round(self.spot.center[0]), 500)
        lines = self.half_lines
        layer = self._half_panel.get(tuple(lines), lambda: hud.render_big_panel(box.size, lines))
        layer.set_alpha(round(255 * max(0.0, min(1.0, self.half_screen.alpha))))
        surface.blit(layer, box)

    def _draw_scoreboard(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        area = self.layout.rect("scoreboard")
        pile_n, half, score = len(self.pile.cards), self.shown_half, self.shown_score
        self._panel(self._score_panel, (score, half, pile_n, pal.name), area,
                    lambda: hud.render_scoreboard(area.size, self.names, score, half, pile_n, pal))

    def _status_lines(self, seat: int | None, pal: theme.Palette) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        st = self.state
        lines: list[tuple[str, int, tuple[int, int, int], bool]] = []
        cur = st.current_player
        if self.finished or cur is None:
            lines.append((self.result_text or self.with_names(self.end_reason()), 44, theme.GOLD, True))
            return lines
        if self.animating:
            lines.append((self.caption or "...", 40, theme.INK, True))
            return lines
        name = self.names[cur]
        phase = st.phase_name
        if phase == "play":
            lines.append((f"{name} to play", 48, pal.seat_light[cur], True))
        elif phase == "answer":
            lines.append((f"{name} to answer", 48, pal.seat_light[cur], True))
        else:
            lines.append((f"{name} to save", 48, pal.seat_light[cur], True))
        if seat is None:
            if not self.is_human(cur) and not self.spectator:  # nobody thinks in a replay
                dots = "." * (int(self.t * 2.5) % 4)
                lines.append((f"The computer is thinking{dots}", 32, theme.INK_DIM, False))
            return lines
        other = self.names[1 - seat]
        if phase == "answer":
            target = self._pending_face() or "play"
            lines.append((f"{other} played a {target}. Answer?", 36, theme.INK, True))
            lines.append(("A PENALTY, or No answer", 30, theme.INK_DIM, False))
        elif phase == "save":
            lines.append((f"{other} shoots! Save?", 36, theme.INK, True))
            lines.append(("A SAVE face down, or No save", 30, theme.INK_DIM, False))
        elif self.stage == STAGE_JUKEM:
            lines.append(("JUKEM: now choose the card it goes with", 32, theme.GOLD, True))
        elif self.stage == STAGE_SUB:
            lines.append(("Substitution: choose the card to discard", 32, theme.GOLD, True))
        else:
            count = st.setup_count(seat)
            lines.append((f"Your possession: {count} setup play{'s' if count != 1 else ''}", 30, theme.INK_DIM,
                          False))
        focused = self.focused_choice
        if focused is not None and (focused.sprite is None or self.hand_showing(seat)):
            lines.append(("", 12, theme.INK, False))
            title = focused.label if focused.sprite is None else card_name(focused.label)
            lines.append((title, 34, theme.INK if focused.enabled else theme.GREY_OUT, True))
            lines.append((focused.info, 30, theme.INK if focused.enabled else (255, 170, 160), False))
        return lines

    def _draw_status(self, surface: pygame.Surface, seat: int | None, pal: theme.Palette) -> None:
        area = self.layout.get("status", pygame.Rect(24, 352, 392, 470))
        lines = self._status_lines(seat, pal)
        self._panel(self._status_panel, (tuple(lines), pal.name), area, lambda: hud.render_status(area.size, lines))

    def _draw_log(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        area = self.layout.rect("log")
        n = min(self._log_shown, len(self.log))
        entries = self.log[:n]
        key = (n, len(self.log), pal.name, id(self.log[n - 1]) if n else 0)
        self._panel(self._log_panel, key, area, lambda: hud.render_log(area.size, entries, self.names, pal,
                                                                       self._wrap_cached))

    def _wrap_cached(self, words: str, width: int, bold: bool) -> list[str]:
        key = (words, width, bold)
        got = self._wraps.get(key)
        if got is None:
            got = text.wrap(words, 27, width, bold)
            if len(self._wraps) > 600:
                self._wraps.clear()
            self._wraps[key] = got
        return got

    def _draw_prompts(self, surface: pygame.Surface, seat: int | None) -> None:
        from scenes.ui.base import draw_prompt_bar

        if self.finished:
            return
        area = self.layout.rect("prompt")
        pos = (area.centerx, area.bottom - 4)
        items: list[tuple[Action, str]]
        if seat is None:
            items = [(Action.SKIP, "Skip animation"), (Action.MENU, "Pause")]
            if self._peek_wanted() is not None:
                items.insert(0, (Action.PEEK, "Hold: see your hand"))
            draw_prompt_bar(self, surface, items, self.screen_seat if self.hotseat else None, pos)
            return
        kind = "keyboard"
        if self.app is not None:
            kind = self.app.input.device_kind(self.app.prompt_device(seat))
        focused = self.focused_choice
        verb = "Play"
        if focused is not None and focused.stage is not None:
            verb = "Choose"
        elif focused is not None and focused.sprite is None:
            verb = focused.label
        if kind == "mouse":
            items = [(Action.CLICK, verb)]
        else:
            items = [(Action.LEFT, ""), (Action.RIGHT, "Choose"), (Action.CONFIRM, verb)]
        if self.stage != STAGE_NONE:
            items.append((Action.BACK, "Cancel"))
        if self._peek_wanted() is not None or (self.hotseat and self.hand_showing(seat)):
            items.append((Action.PEEK, "Hold: see your hand"))
        items.append((Action.MENU, "Pause"))
        draw_prompt_bar(self, surface, items, seat, pos)

    def _draw_message(self, surface: pygame.Surface) -> None:
        hud.draw_message(surface, self.message, (round(self.spot.center[0]), self.layout.rect("prompt").y - 8))


__all__ = ["JukemSoccerScene", "Choice", "HIDDEN"]
