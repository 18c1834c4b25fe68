"""Kortfotboll: eleven face-down cards a side on a pitch, attacks row by row, jokers, penalties.

Only what is Kortfotboll's own lives here; the table, snap, flights, the
dispatcher, the picker, focus and input, privacy, peek, the hand-off
curtain, the coin toss and the big panels are the card-table kit's
(scenes.cards). The pitch comes from the Tiled layout
levels/kortfotboll_table.tmx (sprites.kortfotboll.table): the seat that
decides plays on the left half, attacking right. Every position of each
formation is a one-card zone; each player has a library, a discard pile
and, while setting up, a hand; the attacking card is turned up on the
centre spot, a penalty's two cards lie there side by side.

Setting up is the lineup board (scenes.kortfotboll.lineup); the events
become tweens in scenes.kortfotboll.events; the words for choices are in
scenes.kortfotboll.steps, the log and status in scenes.kortfotboll.words,
the pictures over the table in scenes.kortfotboll.drawing. A seat sees its own field face up and the other's
face down, with the scouting notes (an option) under the cards it has
learned something about.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import pygame

from core import theme
from core.input import Action as Input
from core.input import InputEvent
from core.match import GameSetup
from engines.kortfotboll.rules import MAX_SUBS
from engines.kortfotboll.turns import never_autoplay, turn_of
from scenes.cards.picker import CARD, SLOT, ZONE, Step
from scenes.cards.prompt import Choice
from scenes.cards.table import CardTableScene, Plan
from scenes.play.coin_toss import CoinToss
from scenes.kortfotboll.events import KortEvents, PenaltyShow
from scenes.kortfotboll.drawing import KortDrawing
from scenes.kortfotboll.lineup import AUTO_STEP, LineupMixin
from scenes.kortfotboll.words import KortWords
from scenes.kortfotboll.steps import (
    ATTACK_STEP, MINE, SUB_CONFIRM, THEIRS, action_steps, blocked_words, card_words, position_words,
)
from sprites.cards.faces import CardFace
from sprites.cards.sprite import CardSprite
from sprites.cards.table import PanelCache
from sprites.cards.zones import Pile, SpotZone, Zone
from sprites.fx.coin import CARD_TABLE
from sprites.kortfotboll.faces import DEFAULT_BACKS, back_for, face_for
from sprites.kortfotboll.table import (
    FIELD_SCALE, build_background, card_rect, column_x, load_layout, note_words, position_center,
)

SEAT_KEYS = ("blue", "red")
KEEPER_SCALE = 0.56
ROWS = ("GK", "DEF", "MID", "FWD")


@dataclass
class Shown:
    """The numbers on screen that follow the animation, not the engine."""

    half: int = 1
    scores: list[int] = field(default_factory=lambda: [0, 0])
    warnings: list[int] = field(default_factory=lambda: [0, 0])
    subs: list[int] = field(default_factory=lambda: [0, 0])
    sent_off: list[set[str]] = field(default_factory=lambda: [set(), set()])
    shootout: list[int] | None = None
    over: bool = False


class KortfotbollScene(KortEvents, KortWords, KortDrawing, LineupMixin, CardTableScene):
    """A game of Kortfotboll on one screen."""

    CENTER_ZONE = "turned"
    DECK_ZONE = "library_blue"  # every card starts there; `_deal_out_decks` gives each player their own
    GROUPED = ("dealt",)
    PRIVATE_KEYS = ("hands", "hand_ids")
    #: The hand lies under the pitch: the focused card's words are in the status panel, not over the slots.
    CARD_TOOLTIPS = False

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        self.shown = Shown()
        self.pen: PenaltyShow | None = None
        self._notes: tuple[Any, Any] = (None, None)
        self._shade: pygame.Surface | None = None
        self.init_lineup()
        self._backs = (back_for(DEFAULT_BACKS[0]), back_for(DEFAULT_BACKS[1]))
        #: Table preferences from the lobby (read in `enter`, once the app is there).
        self.scout_notes = False
        self.roster_id = "deck"
        #: The log's views of the last two positions worded (KortWords.log_view).
        self._log_views: list[tuple[Any, dict[str, Any]]] = []
        super().__init__(setup, load_layout(), sync_bots=sync_bots)
        self.coin = CoinToss(replace(CARD_TABLE, title="Who kicks off?", verdict="{} kicks off!"))
        self._score_panel = PanelCache()
        self._warm_faces = [self.face_of(c) for c in range(self.deck.per_seat)]
        self._deal_out_decks()
        self.run(self.events_to_tweens(self.view_events()))

    def enter(self) -> None:
        """The table preferences chosen in the lobby: each player's card backs, the scorers, the notes."""
        super().enter()
        backs = self.table_pref("backs", list(DEFAULT_BACKS))
        self._backs = (back_for(str(backs[0])), back_for(str(backs[1])))
        self.scout_notes = bool(self.table_pref("notes", False))
        self.roster_id = str(self.table_pref("roster", "deck"))
        self._apply_backs()

    # ------------------------------------------------------------------ the table
    def owner_of(self, sprite: CardSprite) -> int | None:
        """Whose card a sprite is: by its card, else by the zone it lies in."""
        if sprite.data is not None:
            return int(self.deck.owner[sprite.data])
        return self._zone_owner.get(id(sprite.zone)) if sprite.zone is not None else None

    def _deal_out_decks(self) -> None:
        """Every card starts in Blue's library (the kit's deck zone): Red's go to Red's."""
        per = int(self.deck.per_seat)
        pool = list(self.libraries[0].cards)
        for sp in pool[per:]:
            self.libraries[1].add(sp)
        self._apply_backs()
        for s in (0, 1):
            self.libraries[s].snap()

    def field_zone(self, seat: int, position: str) -> Pile:
        return self.fields[seat][position]

    def position_rect(self, seat: int, position: str) -> pygame.Rect:
        return card_rect(self.fields[seat][position].center)

    def sprite_of(self, card: int) -> CardSprite | None:
        return next((c for c in self.cards if c.data == card), None)

    def make_zones(self) -> dict[str, Zone]:
        lay, tw, art = self.layout, self.tweens, self.art
        st = self.state
        zones: dict[str, Zone] = {}
        self.libraries, self.discards, self.keepers = [], [], []
        self.fields: list[dict[str, Pile]] = []
        for s in (0, 1):
            key, side = SEAT_KEYS[s], self.side(s)
            self.libraries.append(Pile(tw, lay.center(f"library_{side}"), face_up=False, label="Library",
                                       scale=lay.scale(f"library_{side}"), z_base=100 + 60 * s, art=art,
                                       still_layer=True))
            self.discards.append(Pile(tw, lay.center(f"discard_{side}"), face_up=True, messy=True, label="Discards",
                                      scale=lay.scale(f"discard_{side}"), z_base=220 + 60 * s, art=art,
                                      still_layer=True))
            form = st.forms[s]
            places = {pos: Pile(tw, position_center(lay, side, form.rows, p), face_up=False, show_count=False,
                                scale=FIELD_SCALE, z_base=400 + 40 * s + p, art=art)
                      for p, pos in enumerate(form.positions)}
            self.fields.append(places)
            gk = places[form.positions[0]].center
            self.keepers.append(Pile(tw, (column_x(lay, side, 0), gk[1] - 30), face_up=True, show_count=False,
                                     scale=KEEPER_SCALE, z_base=600 + 10 * s, art=art))
            zones[f"library_{key}"] = self.libraries[s]
            zones[f"discard_{key}"] = self.discards[s]
            zones[f"keeper_{key}"] = self.keepers[s]
            zones[f"hand_{key}"] = self.make_hand(s)
            for pos, zone in places.items():
                zones[f"field_{key}_{pos}"] = zone
        self.turned = Pile(tw, lay.center("turned"), face_up=True, show_count=False, scale=lay.scale("turned"),
                           z_base=900, art=art)
        self.kick = SpotZone(tw, lay.center("kick"), gap=120, scale=lay.scale("kick"), z_base=950, art=art)
        zones["turned"] = self.turned
        zones["kick"] = self.kick
        #: The seat each seat's own zone belongs to (a hidden card's back is its zone's owner's).
        self._zone_owner = {id(z): s for name, z in zones.items() for s, key in enumerate(SEAT_KEYS)
                            if f"_{key}" in name}
        return zones

    def build_background(self, pal: theme.Palette) -> pygame.Surface:
        return build_background(self.layout, pal, self.bottom_seat)

    def face_of(self, card: int) -> CardFace:
        return face_for(str(self.deck.face[card]))

    def snap(self) -> None:
        super().snap()
        self._apply_backs()

    def _apply_backs(self) -> None:
        """Each player's cards show their own back."""
        for sp in self.cards:
            owner = self.owner_of(sp)
            if owner is not None:
                sp.back = self._backs[owner]

    def hand_key(self, card: int) -> tuple[int, str]:
        """A setting-up hand is shown by rank, weakest on the left."""
        return (int(self.deck.rank[card]), str(self.deck.face[card]))


    # ------------------------------------------------------------------ what the screen may show
    def neutral_from(self, a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
        """Both seats' view: no field card named (each owner sees only their own)."""
        out = super().neutral_from(a, b)
        out["fields"] = [_masked_field(f) for f in a["fields"][:1]] + [_masked_field(b["fields"][1])]
        out["field_ids"] = [{p: None for p in f} for f in a["field_ids"]]
        return out

    def table_view(self) -> dict[str, Any]:
        """Every zone as card ids (None = a card the screen may not identify), from `view()`."""
        src = self.table_source()
        ids = self.ids

        st = self.state
        fields: list[dict[str, list[Any]]] = []
        for s in (0, 1):
            faces = _flat_field(src["fields"][s], st.forms[s].positions)
            fields.append({pos: ([] if faces[pos] is None else [src["field_ids"][s].get(pos)])
                           for pos in st.forms[s].positions})
        hands = [ids(h) for h in src["hand_ids"]]
        hands = [sorted(h, key=self.hand_key) if None not in h else h for h in hands]
        seat = self.deciding()
        if seat is not None and st.phase == "setup" and self.lineup:
            placed = set(self.lineup.values())
            hands[seat] = [c for c in hands[seat] if c not in placed]
            for pos, card in self.lineup.items():
                if not fields[seat][pos]:
                    fields[seat][pos] = [card]
        return {"hands": hands, "libraries": [ids(x) for x in src["library_ids"]],
                "discards": [list(reversed(d)) for d in src["discard_ids"]], "fields": fields,
                "turned": list(src["turned_ids"]), "keepers": [list(k) for k in src["keeper_ids"]]}

    def plan(self) -> Plan:
        tv = self.table_view()
        known = lambda c: c is not None  # noqa: E731
        hidden = lambda c: False  # noqa: E731
        out: Plan = [("turned", tv["turned"], known), ("kick", [], known)]
        for s, key in enumerate(SEAT_KEYS):
            mine = lambda c, s=s: c is not None and self.hand_face_up(s)  # noqa: E731
            out += [(f"library_{key}", tv["libraries"][s], hidden), (f"discard_{key}", tv["discards"][s], known),
                    (f"keeper_{key}", tv["keepers"][s], known), (f"hand_{key}", tv["hands"][s], mine)]
            out += [(f"field_{key}_{pos}", cards, mine) for pos, cards in tv["fields"][s].items()]
        return out

    def snapped(self) -> None:
        st = self.state
        self.shown = Shown(int(st.half), list(st.scores), list(st.warnings), list(st.subs),
                           [{st.forms[s].positions[p] for p in st.sent_off[s]} for s in (0, 1)],
                           list(st.shootout) if st.shootout is not None else None, st.phase == "over")
        self.pen = None

    def _sync_peek(self) -> None:
        """The kit turns a hand over when its owner holds PEEK; the owner's field turns with it."""
        super()._sync_peek()
        for seat in (0, 1):
            want = self.hand_face_up(seat)
            for zone in self.fields[seat].values():
                for c in zone.cards:
                    if c.data is not None and not c.moving and not c.flip and c.face_up != want:
                        self.tweens.add(c.flip_to(want, 0.12))

    # ------------------------------------------------------------------ choosing an action
    def turn_seat(self) -> int | None:
        return turn_of(self.state)

    def show_hint(self, notation: str) -> None:
        """Setting up, the hint is the computer's whole lineup: Auto-arrange."""
        if self.state.phase == "setup":
            hit = next((n for n, c in enumerate(self.choices) if c.step == AUTO_STEP), None)
            if hit is not None:
                self.focus = hit
                self.hint_step = AUTO_STEP
            return
        super().show_hint(notation)

    def hint_words(self, notation: str) -> str:
        if self.state.phase == "setup":
            return "Hint: Auto-arrange lays your team out the way the computer would; then swap what you like."
        return super().hint_words(notation)

    def min_think_s(self) -> float:
        """The computer lays its team out card by card quickly (eleven moves alike); its turns keep the pause."""
        return 0.1 if self.state.phase == "setup" else super().min_think_s()

    def confirm_verb(self, seat: int) -> str:
        """Nothing to confirm on a greyed-out choice (a target behind a closed line, Ready too soon)."""
        focused = self.focused_choice
        if focused is not None and not focused.enabled:
            return ""
        if focused is not None and focused.sprite is None and focused.step is not None \
                and focused.step.kind in (SLOT, ZONE):
            return self._place_verb(focused, seat)  # "Attack", "Refill", "Here": what the press does
        return super().confirm_verb(seat)

    def never_autoplay(self, action: Any) -> bool:
        """A shot is always the player's own, and so is the lineup (engines.kortfotboll.turns)."""
        return never_autoplay(self.state, str(action)) or super().never_autoplay(action)

    def action_steps(self, action: Any) -> tuple[Step, ...]:
        return action_steps(action)

    def _build_choices(self, seat: int, showing: bool) -> list[Choice]:
        """Setting up: the lineup board. Else the positions on the pitch (greyed out with the row that must
        open first), then the buttons."""
        if self.state.phase == "setup":
            return self.lineup_choices(seat, showing)
        picker = self.picker
        assert picker is not None
        offered = self._offered(seat)
        options = picker.options(offered, lambda st, path: self.why_not(st))
        out: list[Choice] = []
        for opt in options:
            st = opt.step
            if st.kind == CARD:
                continue
            info = self.explain(st, picker.path, opt.enabled, seat) if opt.enabled else opt.reason
            out.append(Choice(repr(st.key), self.button_label(st), st, None, opt.action, opt.enabled, info))
        places = sorted((c for c in out if c.step is not None and c.step.kind in (SLOT, ZONE)), key=self._screen_order)
        buttons = [c for c in out if c not in places]
        if picker.path:
            buttons.append(Choice("cancel", "Cancel", None, info="Back: choose something else"))
        for ch, rect in zip(buttons, self._button_rects(seat)):
            ch.rect = rect
        return places + buttons

    def _offered(self, seat: int) -> list[Step]:
        """While a card is turned up: every position of the other team that holds a card, so the covered
        rows are offered greyed out."""
        st = self.state
        if st.phase != "target":
            return []
        other = 1 - seat
        form = st.forms[other]
        return [Step(ZONE, (THEIRS, pos)) for p, pos in enumerate(form.positions)
                if st.fields[other][p] is not None or pos == "GK"]

    def why_not(self, step: Step) -> str:
        if step.kind == ZONE and isinstance(step.key, tuple) and step.key[0] == THEIRS:
            return blocked_words(str(step.key[1]))
        return ""

    def _screen_order(self, ch: Choice) -> tuple[float, float]:
        owner, pos = ch.step.key  # type: ignore[union-attr, misc]
        seat = self._ui_seat if owner == MINE else 1 - (self._ui_seat or 0)
        x, y = self.fields[int(seat or 0)][str(pos)].center
        return (x, y)

    def button_label(self, step: Step) -> str:
        if step.kind in (SLOT, ZONE) and isinstance(step.key, tuple):
            return position_words(str(step.key[1])).capitalize()
        if step == ATTACK_STEP:
            return "Attack"
        return step.label or str(step.key)

    def explain(self, step: Step, path: tuple[Step, ...], enabled: bool, seat: int) -> str:
        st = self.state
        other = self.names[1 - seat]
        showing = self.hand_face_up(seat)
        if step == ATTACK_STEP:
            n = len(st.libraries[seat])
            left = f"{n} cards left in it" if n != 1 else "it is the last one"
            return f"Turn up the top card of your library and attack with it ({left})"
        if step == SUB_CONFIRM:
            return "Show the card, discard it, and put the top card of your library in its place"
        if not isinstance(step.key, tuple):
            return step.label
        owner, pos = step.key
        where = position_words(str(pos))
        if owner == MINE and step.label == "Refill" or (owner == MINE and not path and self._is_empty(seat, pos)):
            return f"Refill the empty {where}: the top card of your library goes there (only you see it)"
        if owner == MINE:
            left = MAX_SUBS - int(st.subs[seat])
            card = self._field_card(seat, str(pos))
            what = card_words(st.table.face[card]) if showing and card is not None else "card"
            return (f"Substitute your {what} at {where}: {other} sees it, it is discarded and your library's top "
                    f"card takes its place ({left} of {MAX_SUBS} substitutions left)")
        turned = st.turned
        mine = card_words(st.table.face[turned]) if turned is not None else "card"
        note = self._note_words(seat, str(pos))
        if pos == "GK":
            if st.fields[1 - seat][0] is None:
                return f"The goal is empty: your {mine} scores"
            return f"Shoot with your {mine}: a goal if it is at least as high as the goalkeeper{note}"
        return f"Attack {other}'s {where} with your {mine}: equal or higher beats it{note}"

    def _is_empty(self, seat: int, pos: Any) -> bool:
        form = self.state.forms[seat]
        return self.state.fields[seat][form.index[str(pos)]] is None

    def _field_card(self, seat: int, pos: str) -> int | None:
        form = self.state.forms[seat]
        card = self.state.fields[seat][form.index[pos]]
        return None if card is None else int(card)

    def _note_words(self, seat: int, pos: str) -> str:
        """What the seat has learned of that card, when the scouting notes are on."""
        if not self.scout_notes:
            return ""
        note = self.notes_now()[seat].get(pos)
        return f" (your notes: {note_words(str(note[0]), str(note[1]))})" if note else ""

    def _default_focus(self, showing: bool) -> int:
        """Setting up: the first card. A turn: the first empty position to refill, else Attack. A target: the
        first that may be attacked."""
        if self.state.phase == "turn":
            refill = next((n for n, c in enumerate(self.choices) if c.step is not None and c.step.kind == SLOT
                           and c.enabled and self._is_empty(int(self._ui_seat or 0), c.step.key[1])),  # type: ignore[index]
                          None)
            attack = next((n for n, c in enumerate(self.choices) if c.step == ATTACK_STEP), None)
            if refill is not None:
                return refill
            if attack is not None:
                return attack
        if self.state.phase == "setup":
            card = next((n for n, c in enumerate(self.choices) if c.sprite is not None), None)
            return card if card is not None else len(self.choices) - 1
        return next((n for n, c in enumerate(self.choices) if c.enabled), 0)

    def _activate(self, ch: Choice | None, seat: int) -> None:
        if self.state.phase == "setup":
            self.lineup_activate(ch, seat)
            return
        if ch is not None and not ch.enabled and ch.info:
            self._sound("back")
            self.say(ch.info)
            return
        super()._activate(ch, seat)

    def step_rects(self) -> dict[Any, pygame.Rect]:
        """A click on a position chooses it."""
        out: dict[Any, pygame.Rect] = {}
        seat = self._ui_seat
        if seat is None:
            return out
        for c in self.choices:
            if c.step is not None and c.step.kind in (SLOT, ZONE) and isinstance(c.step.key, tuple):
                owner, pos = c.step.key
                s = seat if owner == MINE else 1 - seat
                out[c.step] = self.position_rect(s, str(pos)).inflate(12, 12)
        return out

    def _hit(self, pos: tuple[float, float]) -> int | None:
        """Positions first (a greyed one too, so a click says why), then the kit's cards and buttons."""
        for step, rect in self.step_rects().items():
            if rect.collidepoint(pos):
                hit = next((n for n, c in enumerate(self.choices) if c.step == step), None)
                if hit is not None:
                    return hit
        return super()._hit(pos)

    DIRECTIONS = (Input.LEFT, Input.RIGHT, Input.UP, Input.DOWN)

    def _choice_center(self, ch: Choice) -> tuple[float, float] | None:
        """Where a choice is on screen (a card, a button or a position)."""
        if ch.sprite is not None:
            return ch.sprite.draw_pos
        if ch.rect is not None:
            return (float(ch.rect.centerx), float(ch.rect.centery))
        rect = self.step_rects().get(ch.step)
        return (float(rect.centerx), float(rect.centery)) if rect is not None else None

    def move_focus_towards(self, direction: Input) -> bool:
        """The arrows walk the table as it looks (sprites.ui.widgets.point_toward, the menus' rule for
        points): to the nearest choice that way; False at the table's edge."""
        from sprites.ui.widgets import point_toward

        placed = [(n, p) for n, p in ((n, self._choice_center(c)) for n, c in enumerate(self.choices))
                  if p is not None]
        here = next((k for k, (n, _p) in enumerate(placed) if n == self.focus), None)
        if here is None:
            return False
        hit = point_toward([p for _n, p in placed], here, direction)
        if hit is None:
            return False
        self.focus = placed[hit][0]
        self._focus_moved = True
        self._sound("click")
        return True

    def handle_input(self, event: InputEvent, seat: int | None) -> None:
        if (event.action in self.DIRECTIONS and event.pressed and seat is not None and self.deciding() == seat
                and not self.animating):
            self._sync_ui()
            self.move_focus_towards(event.action)  # at the table's edge the focus stays
            return
        if (seat is not None and self.deciding() == seat and not self.animating and self.state.phase == "setup"
                and event.pressed and event.action in (Input.CLICK, Input.POINT, Input.RELEASE)):
            self._sync_ui()
            if self.lineup_input(event, seat):
                return
        if (seat is not None and self.state.phase == "setup" and event.pressed and event.action == Input.BACK
                and self.deciding() == seat):
            if self.lineup_pick is not None:
                self.lineup_pick = None
                self._sound("back")
                self._lineup_changed(seat)
            else:
                self.say("Choose a card, then a position for it; Auto-arrange lays them all out.")
            return
        super().handle_input(event, seat)



def _flat_field(f: dict[str, Any], positions: tuple[str, ...]) -> dict[str, Any]:
    """An observation's field ({"GK": .., "DEF": [..], ...}) by position name."""
    out: dict[str, Any] = {}
    for pos in positions:
        if pos == "GK":
            out[pos] = f["GK"]
        else:
            out[pos] = f[pos[:3]][int(pos[3:]) - 1]
    return out


def _masked_field(f: dict[str, Any]) -> dict[str, Any]:
    """A field with every card face down ("?"), the empty positions kept."""
    return {row: (None if f[row] is None else "?") if row == "GK" else [None if c is None else "?" for c in f[row]]
            for row in ROWS}


__all__ = ["KortfotbollScene"]
