"""The card table's ground layer: zones and cards, the game's hooks, seats and sides, snap, the dispatcher.

`TableTop` (on top of `CardGameScene`'s privacy, peek and curtain) holds every card of the game as a
`CardSprite` living in named zones built by the game (`make_zones`) from a Tiled layout whose anchors
are named like the engine's zones. What is drawn always comes from the screen's `seat_view`:

- `snap()` rebuilds every zone from the game's `plan()` (zone name, the cards in it as ids or None for
  a card the screen may not identify, face up or not) and puts every sprite exactly in its slot. Every
  animation ends with a snap, so SKIP (complete every tween) lands on the view.
- `animate` turns the last move's events, masked for the screen's seat, into tweens:
  `on_<event kind>(event, events, i)` per event, or `on_<kind>(run)` for a run of consecutive events
  of a kind in `GROUPED` (a deal).
- The seat that decides sits at the bottom: against the computer the person, with two people whoever
  lifted the curtain (the table turns), else Blue. Layout anchors are named for the bottom ("blue")
  and top ("red") seat; `side(seat)` says which a seat has now.

The card table is built in layers, each a subclass of the one below it, so every layer reads only
what is defined under it (and type-checks): TableTop, then flights and captions (scenes.cards.motion:
TableMotion), the person's choices (scenes.cards.prompt: TablePrompt), hints (scenes.cards.hinting:
TableHints), the side panels (scenes.cards.panels: TablePanels) and the drawing (scenes.cards.table:
CardTableScene, what a game subclasses).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, cast

import pygame

from core import text, theme
from core.input import Action, InputEvent
from core.tween import Animation, Call, Sequence, Tween, Wait, in_quad, out_quad
from match.setup import GameSetup
from match.view import SeatView
from scenes.cards.base import CardGameScene
from scenes.cards.picker import Picker, Step
from scenes.play.banner import BannerShow
from scenes.play.coin_toss import CoinToss
from sprites.cards.art import CardArt
from sprites.cards.faces import CardBack, CardFace
from sprites.cards.hud import Shout
from sprites.cards.sprite import CardSprite
from sprites.cards.table import SEAT_KEYS, PanelCache, TableLayout
from sprites.cards.zones import LAYOUT_SECONDS, Hand, Table, Zone
from sprites.fx.banner import Banner

W, H = theme.CANVAS_SIZE
WARM_FONT_SIZES = (27, 28, 30, 32, 34, 36, 40, 44, 46, 48, 52, 54, 56, 64, 80, 92, 96, 120, 130, 150,
                   170, 190, 210, 260)
#: The face of a card whose identity the viewer may not know: just the back.
HIDDEN = CardBack()
BACK = CardBack()
PEEK_FLIP_S = 0.12
#: The big panel at a period's end (a quarter, half time, full time): its size and its centre's height.
BIG_PANEL = (1020, 560)
BIG_PANEL_Y = 500
#: How long the summary stays when nobody plays at this table (computers watched, a replay) before it passes.
BIG_PANEL_S = 3.4
#: A press sooner than this after the summary is up is not taken for "go on": confirm pressed to hurry the
#: last animation must not blow the summary away before it is read.
SUMMARY_MIN_S = 0.8

Plan = list[tuple[str, list[Any], Callable[[Any], bool]]]
Line = tuple[str, int, tuple[int, int, int], bool]
PanelLine = tuple[str, int, tuple[int, int, int]]


class Stop(Animation):
    """A place in a move's animation where the table waits for the players: a period's summary
    (`big_panel_steps`). `TableTop.run` splits a move's steps there; run as a plain step (inside a group) it
    passes at once."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        #: How long it waits when nobody plays at this table (computers watched, a replay).
        self.seconds = seconds

    @property
    def duration(self) -> float:
        return 0.0

    def _advance(self, dt: float) -> float:
        self.done = True
        return dt

    def complete(self) -> None:
        self.done = True


@dataclass
class Held:
    """The table stopped at a `Stop`: what is left of the move's animation, and how long it has waited."""

    stop: Stop
    rest: list[Animation]
    t: float = 0.0


@dataclass
class Overlay:
    """A picture on top of the table whose numbers are tweened (alpha, scale, t)."""

    visible: bool = False
    alpha: float = 0.0
    scale: float = 1.0
    t: float = 0.0


class TableTop(CardGameScene):
    """The ground layer of a card table: zones, cards, the game's hooks, snap and the dispatcher."""

    #: Event kinds whose consecutive runs go to one handler together (`on_deal(run)`).
    GROUPED: tuple[str, ...] = ("deal", "draw")
    #: The zone every card starts in, face down.
    DECK_ZONE = "draw_pile"
    #: The zone the banners, the count of three and messages are centred on.
    CENTER_ZONE = "centre"
    #: The back every card of the game shows face down (a game may print its own).
    CARD_BACK: CardFace = BACK

    def __init__(self, setup: GameSetup, layout: TableLayout, *, sync_bots: bool = False) -> None:
        #: The table waiting at a period's summary (`big_panel_steps`) for a press, or None.
        self.summary: Held | None = None
        super().__init__(setup, sync_bots=sync_bots)
        self.layout = layout
        self.art = CardArt()
        self.hidden_face: CardFace = HIDDEN
        self.t = 0.0
        self._moving = 0
        self._snap_due = False
        #: GOAL!, SAVED!, PENALTY!: the banners every game shares (scenes.play.banner).
        self.banners = BannerShow()
        #: The coin toss every game shares (scenes.play.coin_toss): "Who deals?", 2.8 s, the flip sound.
        self.coin = CoinToss()
        #: The big panel between halves (`big_panel_steps`): its lines, words and size.
        self.big_panel = Overlay()
        self.big_lines: list[PanelLine] = []
        self._big_panel_cache = PanelCache()
        self.count = Overlay()
        self.count_n = 0
        self._count_banners = {n: Banner(str(n), 260, theme.GOLD) for n in (1, 2, 3)}
        self.shouts: list[Shout] = []
        self.screens_seen: set[str] = set()
        self.caption = ""
        self._log_shown = 0
        # the person's decision (scenes.cards.prompt)
        self.picker: Picker[Any] | None = None
        #: The choice a hint points at, marked HINT while it is still the decision (scenes.cards.hinting).
        self.hint_step: Step | None = None
        self._picker_key: Any = None
        self.focus = 0
        self.choices: list[Any] = []
        self._choices_key: Any = None
        self._ui_seat: int | None = None
        self._focus_moved = False
        self._focus_showing = False
        #: A play chosen with an answer (scenes.cards.prompt `Folded`): (seat, the ply it is due at, notation).
        self.folded_due: tuple[int, int, str] | None = None
        # caches: the static table with the side panels drawn into it when they change
        self._bg: pygame.Surface | None = None
        self._bg_key: Any = None
        self._base: pygame.Surface | None = None
        self._base_gen = 0
        self._panel_budget = 1
        #: Side panels redrawn at most per frame (play spreads them over frames; a still picture wants all).
        self.panels_per_frame = 1
        self._log_panel = PanelCache()
        self._status_panel = PanelCache()
        self._wraps: dict[tuple[str, int, bool], list[str]] = {}
        # the text faces at every size; the display face at the headline sizes (scores, banners)
        self._warm_fonts: list[tuple[int, text.FaceLike]] = [
            (size, face) for size in WARM_FONT_SIZES for face in (True, False, text.DISPLAY)
            if size >= 80 or face is not text.DISPLAY]
        self._warm_faces: list[CardFace] = []
        self.cards = [CardSprite(HIDDEN, self.CARD_BACK, art=self.art) for _ in range(self.card_count())]
        self._built_bottom = self.bottom_seat
        self.zone_map: dict[str, Zone] = self.make_zones()
        self._index_zones()
        deck = self.zone_map[self.DECK_ZONE]
        for c in self.cards:
            deck.add(c)
        deck.snap()

    # -- what the game gives -----------------------------------------------------------
    @property
    def deck(self) -> Any:
        """The printed cards (the engine's table of faces, kinds, values): public knowledge, loaded by the
        game from its setup's options (the deck chosen), never read from a game in progress."""
        raise NotImplementedError

    def card_count(self) -> int:
        """How many cards the game has (every one is a sprite from the start): the deck's, unless the game's
        engine keeps no table of its cards."""
        return int(self.deck.n)

    def make_zones(self) -> dict[str, Zone]:
        """Every zone of the table by name, placed for the seats' sides now (`side`)."""
        raise NotImplementedError

    def plan(self) -> Plan:
        """Every zone as (name, card ids or None, face up for an id) from `view()`."""
        raise NotImplementedError

    def face_of(self, card: int) -> CardFace:
        """The face of engine card `card`."""
        raise NotImplementedError

    def seat_hand(self, seat: int) -> str:
        """The name of a seat's hand zone."""
        return f"hand_{SEAT_KEYS[seat]}"

    def make_hand(self, seat: int) -> Hand:
        """A seat's hand from its layout anchor (`hand_blue` at the bottom, `hand_red` at the top) and the
        anchor's properties: `scale` (lying across the table), `scale_open` and `open_dy` (the hand that is
        looked at), `facing`, `fan`, `focus_scale`."""
        lay = self.layout
        name = f"hand_{self.side(seat)}"
        rect = lay.rect(name)
        # Only the bottom hand is ever looked at (the seat that decides sits there); the top one lies across.
        opened = not self.humans or seat == self.bottom_seat
        scale = lay.prop(name, "scale_open" if opened else "scale", rect.h / 224)
        facing = 0.0 if opened else lay.prop(name, "facing", 0.0)
        cx, cy = lay.center(name)
        if opened:
            cy += lay.prop(name, "open_dy", 0.0)
        bottom = self.side(seat) == "blue"
        # The top hand is small (the table needs the room): its focused card comes down into the table, bigger.
        grow = lay.prop(name, "focus_scale", 1.0) if opened else 1.0
        return Hand(self.tweens, (cx, cy), facing=facing, face_up=False, max_width=rect.w,
                    fan_degrees=lay.prop(name, "fan", 20.0), max_step_deg=6.0, focus_lift=40.0 if bottom else -64.0,
                    focus_scale=grow, scale=scale, z_base=700 + 100 * seat, art=self.art)

    def draw_panels(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        """The game's side panels, drawn into the base layer with `panel` (before the status and log)."""

    def draw_under_cards(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        """Pictures on the felt under the cards."""

    def draw_over_table(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        """Pictures over everything on the table (but the clocks and the prompts)."""

    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[Line]:
        """The status panel's lines: (words, size, colour, bold)."""
        return []

    def thinking_line(self, cur: int) -> Line | None:
        """"The computer is thinking..." while the computer decides for `cur` (nobody thinks in a replay, and in a
        lesson Red's moves are the lesson's)."""
        if self.is_human(cur) or self.spectator or self.in_lesson:
            return None
        return (f"The computer is thinking{'.' * (int(self.t * 2.5) % 4)}", 32, theme.INK_DIM, False)

    def card_title(self, key: Any) -> str:
        """A card's name in words, for the status panel."""
        return str(key)

    def hand_key(self, card: int) -> Any:
        """The order a hand is shown in (by card id unless the game sorts it: by value, by rank...)."""
        return card

    def sorted_index(self, zone: Zone, card: Any) -> Callable[[], int | None]:
        """Where a card lands in a zone shown in `hand_key` order (by card id unless the game sorts it; None =
        on top: hidden cards are in it)."""
        def index() -> int | None:
            if card is None or any(c.data is None for c in zone.cards):
                return None
            mine = self.hand_key(int(card))
            keys = [self.hand_key(int(cast(int, c.data))) for c in zone.cards if c.data is not None]
            return sum(1 for key in keys if key < mine)
        return index

    def table_source(self) -> Mapping[str, Any]:
        """The observation the zones are read from: the full state when every card may be shown."""
        return self.seat_view.table

    @staticmethod
    def ids(x: Any) -> list[Any]:
        """A pile of an observation as card ids: its list, or as many unknown cards as its count says."""
        return list(x) if isinstance(x, list) else [None] * int(x["count"])

    # -- seats and sides ----------------------------------------------------------------
    @property
    def bottom_seat(self) -> int:
        """The seat at the bottom of the screen: the one that decides here."""
        if self.spectator or not self.humans:
            return 0
        if len(self.humans) == 1:
            return self.humans[0]
        return self.screen_seat if self.screen_seat is not None else 0

    def side(self, seat: int) -> str:
        """The layout key of a seat's side now: "blue" at the bottom, "red" at the top."""
        return SEAT_KEYS[0 if seat == self.bottom_seat else 1]

    @property
    def names(self) -> tuple[str, str]:
        """What the players are called on the table: their names in a tournament, else the colours."""
        return (self.seat_name(0), self.seat_name(1))

    def mouth(self, seat: int) -> tuple[float, float]:
        """Where a seat's shouts appear: just off its hand, towards the middle of the table."""
        x, y = self.hands[seat].center
        return (x, y - 150) if self.side(seat) == "blue" else (x, y + 130)

    def _index_zones(self) -> None:
        self.zones: list[Zone] = list(self.zone_map.values())
        self.table = Table(*self.zones)
        self.hands: list[Hand] = [self.zone_map[self.seat_hand(s)] for s in (0, 1)]  # type: ignore[misc]

    def _turn_table(self) -> None:
        """Rebuild the zones when the seat at the bottom changed (two humans): the table faces the decider."""
        if self.bottom_seat == self._built_bottom:
            return
        self._built_bottom = self.bottom_seat
        self.zone_map = self.make_zones()
        self._index_zones()
        self._bg = None

    def enter(self) -> None:
        super().enter()
        for c in self.cards:
            c.glow_color = self.palette.highlight

    def exit(self) -> None:
        super().exit()
        self.art.clear()

    # -- snapping -----------------------------------------------------------------------
    def snap(self) -> None:
        """Rebuild every zone from the view and put every sprite exactly in its slot."""
        self._snap_due = False
        self._turn_table()
        plan = [(self.zone_map[name], entries, up) for name, entries, up in self.plan()]
        for c in self.cards:
            self.tweens.cancel(c)
            c.flip = 0.0
            c.dim = False
        wanted = {e for _z, entries, _f in plan for e in entries if e is not None}
        by_id = {c.data: c for c in self.cards if c.data is not None}
        used: set[int] = set()
        result: dict[int, list[CardSprite | None]] = {}
        for zone, entries, _f in plan:  # known cards keep their sprites
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
                sp.face = self.face_of(e) if e is not None else HIDDEN
                sp.face_up = face_up(e)
                zone.add(sp)
            if isinstance(zone, Hand):
                zone._focus = None
            for sp, slot in zip(zone.cards, zone.slots()):
                sp.place(slot)
        self.snapped()
        self._log_shown = len(self.log)
        self.caption = ""
        self._choices_key = None

    def snapped(self) -> None:
        """After a snap: the game's shown numbers (score...) catch up with the state."""

    def sprite_table(self) -> dict[str, list[tuple[Any, bool]]]:
        """Every zone as (face key or None for a hidden card, face up) from the sprites: for tests."""
        return {name: [(None if c.face is HIDDEN else c.face.key, c.face_up) for c in zone.cards]
                for name, zone in self.zone_map.items()}

    def expected_table(self) -> dict[str, list[tuple[Any, bool]]]:
        """The same, computed from the view alone: after every animation they must be equal."""
        return {name: [(None if e is None else self.face_of(e).key, face_up(e)) for e in entries]
                for name, entries, face_up in self.plan()}

    def reset_view(self) -> None:
        self.skip()
        while self.summary is not None:  # a jump (undo, a position laid out, a replay's step): no summary waits
            self.go_on()
            self.skip()
        self.banners.hide()
        self.coin.hide()
        self.big_panel.visible = False
        self.count.visible = False
        self.shouts.clear()
        self.confetti = None
        if self.picker is not None:
            self.picker.reset()
        self.snap()

    def curtain_lifted(self, seat: int) -> None:
        super().curtain_lifted(seat)
        self.snap()  # the table turns to the incoming seat and shows its cards, and only those

    # -- running animations -----------------------------------------------------------
    @property
    def animating(self) -> bool:
        """True while a move is being shown (focus and peek tweens do not count)."""
        return self._moving > 0

    def run(self, steps: list[Animation]) -> None:
        """Play animations one after another; the table snaps to the state when they end. At a `Stop` (a
        period's summary) the rest waits until the players go on (`go_on`); the move is being shown till
        then, so the clock holds for both and no computer moves."""
        self._moving += 1

        def done() -> None:
            self._moving = max(0, self._moving - 1)
            # Snapped on this frame's update, once the finished animation tree is pruned (cheaper cancels).
            self._snap_due = True

        self._play([*steps, Wait(LAYOUT_SECONDS + 0.05), Call(done)])

    def _play(self, steps: list[Animation]) -> None:
        at = next((n for n, step in enumerate(steps) if isinstance(step, Stop)), None)
        if at is None:
            self.tweens.add(Sequence(*steps))
            return
        stop, rest = steps[at], steps[at + 1:]
        assert isinstance(stop, Stop)

        def hold() -> None:
            self.summary = Held(stop, rest)
        self.tweens.add(Sequence(*steps[:at], Call(hold)))

    def go_on(self) -> None:
        """The players have read the summary: the rest of the move's animation plays."""
        held, self.summary = self.summary, None
        if held is not None:
            self._play(held.rest)

    def waits_for_press(self) -> bool:
        """Whether the summary up now waits for a person (else it passes by itself after a moment)."""
        return bool(self.humans) and not self.spectator

    def summary_press(self, event: InputEvent) -> bool:
        """A press while the summary waits: confirm, a click or skip goes on (from any player's device, once
        it has been up a moment); True if the press was the summary's."""
        if self.summary is None or not event.pressed or event.action not in (Action.CONFIRM, Action.CLICK,
                                                                         Action.SKIP):
            return False
        if event.action == Action.CLICK and event.pos is not None and any(
                a != Action.CONFIRM and r.collidepoint(event.pos) for a, r in getattr(self, "prompt_hits", ())):
            return False  # "Pause" on the prompt bar is a button of its own
        if self.summary.t >= SUMMARY_MIN_S:
            self.go_on()
            self._sound("confirm")
        return True

    def handle(self, event: InputEvent) -> None:
        if self.summary_press(event):
            return
        super().handle(event)

    def hand_face_up(self, seat: int) -> bool:
        """The kit's; with two people every hand lies face down while a summary waits (either may come to
        the screen to read it)."""
        if self.summary is not None and self.hotseat and not self.reveal_all:
            return False
        return super().hand_face_up(seat)

    def after_skip(self) -> None:
        """SKIP (GameScene.skip) finished every animation: the table lands on the exact state now. A summary
        the skip came to waits to be read by the people playing (SKIP again goes on: `summary_press`); with
        nobody playing here it is skipped too."""
        while self.summary is not None and not self.waits_for_press():
            self.go_on()
            self._mute = True
            try:
                self.tweens.complete_all()
            finally:
                self._mute = False
        if self._snap_due:
            self.snap()

    def animate(self, before: SeatView, after: SeatView) -> None:
        if self._snap_due:
            self.snap()
        self._clear_ui()
        self.run(self.events_to_tweens(self.view_events()))

    def _clear_ui(self) -> None:
        """Take the person's choices off the table (the prompt layer's)."""

    def view_events(self) -> list[dict[str, Any]]:
        """The last move's events as the screen's seat may see them."""
        return self.seat_view.events

    def events_to_tweens(self, evs: list[dict[str, Any]]) -> list[Animation]:
        """The dispatcher: `on_<kind>` per event (or per run of a GROUPED kind); unknown kinds are quiet."""
        out: list[Animation] = []
        i = 0
        while i < len(evs):
            kind = evs[i]["kind"]
            if kind in self.GROUPED:
                j = i
                while j < len(evs) and evs[j]["kind"] == kind:
                    j += 1
                out += getattr(self, f"on_{kind}")(evs[i:j])
                i = j
                continue
            fn = getattr(self, f"on_{kind}", None)
            if inspect.ismethod(fn) and kind != "update":  # GameScene's own per-frame hook is no event
                out += fn(evs[i], evs, i)
            i += 1
        return out

    def on_coin_toss(self, e: dict[str, Any], evs: list[dict[str, Any]], i: int) -> list[Animation]:
        """The engine's coin toss: who deals (the rulebook's words, players' names in)."""
        self.coin.start(int(e["seat"]), self.with_names(str(e["text"])))
        return self.coin.steps(self._sound, on_show=lambda: self.screens_seen.add("coin"))

    def big_panel_steps(self, lines: list[PanelLine], caption: str, kind: str,
                        seconds: float = BIG_PANEL_S) -> list[Animation]:
        """The summary at a period's end (a quarter, half time, full time): the big panel over the table,
        faded in with a whistle, then the move waits (`Stop`) until a person goes on (confirm, a click);
        with nobody playing here it passes by itself after `seconds`. Then it fades out."""
        panel = self.big_panel

        def show() -> None:
            self.big_lines = lines
            self.caption = caption
            panel.visible, panel.alpha = True, 0.0
            self.screens_seen.add(kind)
            self._sound("whistle")

        def hide() -> None:
            panel.visible = False

        return [Call(show), Tween(panel, "alpha", 1.0, 0.3, out_quad), Stop(seconds),
                Tween(panel, "alpha", 0.0, 0.3, in_quad), Call(hide)]

    # -- per frame ------------------------------------------------------------------------
    def on_update(self, dt: float) -> None:
        self.t += dt
        held = self.summary
        if held is not None:
            held.t += dt
            if not self.waits_for_press() and held.t >= held.stop.seconds:
                self.go_on()  # computers watched, a replay: the summary passes by itself
        if self._snap_due:
            self.snap()
        for s in self.shouts:
            s.t += dt
        self.shouts = [s for s in self.shouts if s.t < s.dur]
        self._sync_peek()

    def _sync_peek(self) -> None:
        """Turn a hand over when its owner starts or stops holding PEEK (cards at rest only)."""
        for seat in (0, 1):
            want = self.hand_face_up(seat)
            for c in self.hands[seat].cards:
                if c.moving or c.flip or c.data is None:
                    continue
                if c.face_up != want:
                    self.tweens.add(c.flip_to(want, PEEK_FLIP_S))

    def _peek_wanted(self) -> int | None:
        """Two humans, privacy on: the seat who must hold PEEK to see their (face-down) hand."""
        if not self.hotseat or self.finished or self._curtain is not None:
            return None
        seat = self.screen_seat
        if seat is None or self.hand_face_up(seat) or not self.own_secrets(seat):
            return None
        return seat

    def own_secrets(self, seat: int) -> bool:
        """Whether the seat has cards of its own that PEEK turns up: its hand (a game whose own cards lie
        elsewhere face down says so: Kortfotboll's field)."""
        return bool(self.hands[seat].cards)


__all__ = ["TableTop", "Overlay", "Stop", "Held", "SUMMARY_MIN_S", "HIDDEN", "BACK", "Plan", "Line", "PanelLine", "BIG_PANEL", "BIG_PANEL_S",
           "BIG_PANEL_Y", "PEEK_FLIP_S"]
