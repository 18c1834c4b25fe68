"""Kortfotboll's table, the first of its layers over the card-table kit: the zones of the pitch, what the
view says is where, and the numbers on screen that follow the animation.

`KortTable(CardTableScene)` reads nothing but the screen's SeatView (`seat_view`, and the kit's `view()`
and `table_source()` made from it) and the printed cards, which are public: the engine's table of
cards is loaded from the game's options (`setup.options`: the deck file and the jokers), never from a
state. Every position of each formation is a one-card zone; each player has a library, a discard pile
and, while setting up, a hand; the attacking card is turned up on the centre spot, a penalty's two
cards lie there side by side. A seat sees its own field face up and the other's face down.

The layers above: the line-up board (scenes.kortfotboll.lineup), the pictures (drawing), the words
(words), the events as tweens (events) and the choices (scene).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from core import theme
from engines.kortfotboll.table import DEFAULT_DECK, DEFAULT_JOKERS, Formation, Table, formation, load_table
from match.setup import GameSetup
from scenes.cards.picker import SLOT, ZONE
from scenes.cards.table import CardTableScene, Plan
from scenes.kortfotboll.steps import MINE
from sprites.cards.faces import CardFace
from sprites.cards.sprite import CardSprite
from sprites.cards.zones import Pile, SpotZone, Zone
from sprites.kortfotboll.faces import DEFAULT_BACKS, back_for, face_for
from sprites.kortfotboll.table import (
    FIELD_SCALE, build_background, card_rect, column_x, load_layout, position_center,
)

SEAT_KEYS = ("blue", "red")
KEEPER_SCALE = 0.56


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


@dataclass
class PenaltyShow:
    """The penalty panel over the centre spot: the kicker's cards and sum against the goalkeeper."""

    seat: int
    title: str
    cards: tuple[str, ...] = ()
    total: int | None = None
    keeper: str = "?"
    verdict: str = ""


def table_of(options: Mapping[str, Any]) -> Table:
    """The printed cards of a game with these options (the deck file and the jokers each): public, the
    same at every moment of the game."""
    return load_table(str(options.get("deck", DEFAULT_DECK)), int(options.get("jokers", DEFAULT_JOKERS)))


def card_id(sprite: CardSprite) -> int | None:
    """The engine card a sprite shows, None for a card the screen may not identify."""
    data = sprite.data
    return data if isinstance(data, int) else None


def count_of(pile: Any) -> int:
    """How many cards a pile of a view holds: its list of ids, or {"count": n} for one the viewer cannot see."""
    return len(pile) if isinstance(pile, list) else int(pile["count"])


class KortTable(CardTableScene):
    """The pitch's zones and what the view says is on them."""

    CENTER_ZONE = "turned"
    DECK_ZONE = "library_blue"  # every card starts there; `_deal_out_decks` gives each player their own

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        #: The printed cards (engines.kortfotboll.table): from the options, which every seat knows.
        self._table = table_of(setup.options)
        self.shown = Shown()
        #: The penalty panel, while a penalty (or a shoot-out's kick) is shown.
        self.pen: PenaltyShow | None = None
        self._backs = (back_for(DEFAULT_BACKS[0]), back_for(DEFAULT_BACKS[1]))
        #: Table preference from the lobby (read in `enter`, once the app is there): the scouting notes.
        self.scout_notes = False
        self._forms: tuple[Formation, Formation] | None = None
        super().__init__(setup, load_layout(), sync_bots=sync_bots)

    # ------------------------------------------------------------------ what the view says
    @property
    def deck(self) -> Table:
        """The printed cards (faces, ranks, owners, penalty values): public knowledge, from the options."""
        return self._table

    @property
    def seen(self) -> Mapping[str, Any]:
        """The observation of the position shown (everything public in it is the same for every viewer)."""
        return self.seat_view.observation

    @property
    def phase(self) -> str:
        """"setup", "turn", "target" (a card is turned up) or "over"."""
        return str(self.seen["phase"])

    @property
    def forms(self) -> tuple[Formation, Formation]:
        """Both formations (Blue's, Red's), from the view."""
        names = self.seen["formations"]
        forms = self._forms
        if forms is None or (forms[0].name, forms[1].name) != (names[0], names[1]):
            forms = self._forms = (formation(str(names[0])), formation(str(names[1])))
        return forms

    def held(self, seat: int) -> Mapping[str, Any]:
        """The seat's positions that hold a card, with its id where the screen may know it (else None)."""
        ids: Mapping[str, Any] = self.table_source()["field_ids"][seat]
        return ids

    def _is_empty(self, seat: int, pos: Any) -> bool:
        """Whether the seat's position holds no card (empty, or sent off)."""
        return str(pos) not in self.held(seat)

    def _field_card(self, seat: int, pos: str) -> int | None:
        """The card at the seat's position, if the screen may know which it is."""
        card = self.held(seat).get(pos)
        return None if card is None else int(card)

    def open_positions(self, seat: int) -> list[str]:
        """The seat's empty positions that are not sent off, in the formation's order."""
        held, closed = self.held(seat), set(self.seen["sent_off"][seat])
        return [p for p in self.forms[seat].positions if p not in held and p not in closed]

    def own_hand(self, seat: int) -> list[int]:
        """The cards the seat has drawn to set up with and not placed yet, as far as the screen may know them
        (a hand the view only counts is empty here)."""
        hand = self.table_source()["hand_ids"][seat]
        return [int(c) for c in hand] if isinstance(hand, list) else []

    def library_count(self, seat: int) -> int:
        return count_of(self.seen["library_ids"][seat])

    @property
    def turned_face(self) -> str | None:
        """The attacking card turned up (everyone sees it), if any."""
        face = self.seen["turned"]
        return None if face is None else str(face)

    def notes_now(self) -> list[dict[str, Any]]:
        """Both seats' scouting notes (position -> lowest, highest rank): they only say what happened in front
        of both players."""
        return [dict(n) for n in self.seen["notes"]]

    # ------------------------------------------------------------------ the zones
    def owner_of(self, sprite: CardSprite) -> int | None:
        """Whose card a sprite is: by its card, else by the zone it lies in."""
        card = card_id(sprite)
        if card is not None:
            return int(self.deck.owner[card])
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
        zones: dict[str, Zone] = {}
        self.libraries: list[Pile] = []
        self.discards: list[Pile] = []
        self.keepers: list[Pile] = []
        self.fields: list[dict[str, Pile]] = []
        for s in (0, 1):
            key, side = SEAT_KEYS[s], self.side(s)
            self.libraries.append(Pile(tw, lay.center(f"library_{side}"), face_up=False, label="Library",
                                       scale=lay.scale(f"library_{side}"), z_base=100 + 60 * s, art=art,
                                       still_layer=True))
            self.discards.append(Pile(tw, lay.center(f"discard_{side}"), face_up=True, messy=True, label="Discards",
                                      scale=lay.scale(f"discard_{side}"), z_base=220 + 60 * s, art=art,
                                      still_layer=True))
            form = self.forms[s]
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
        #: The formations the zones were made for.
        self._built_forms = self.forms
        return zones

    def build_background(self, pal: theme.Palette) -> pygame.Surface:
        return build_background(self.layout, pal, self.bottom_seat)

    def face_of(self, card: int) -> CardFace:
        return face_for(str(self.deck.face[card]))

    def snap(self) -> None:
        if self._built_forms != self.forms:  # a position with other formations laid out (a lesson's)
            self._built_forms = self.forms
            self.zone_map = self.make_zones()
            self._index_zones()
            self._bg = None
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

    # ------------------------------------------------------------------ what the screen shows
    def table_view(self) -> dict[str, Any]:
        """Every zone as card ids (None = a card the screen may not identify), from the view."""
        src = self.table_source()
        ids = self.ids
        fields: list[dict[str, list[Any]]] = []
        for s in (0, 1):
            held = self.held(s)
            fields.append({pos: ([held[pos]] if pos in held else []) for pos in self.forms[s].positions})
        hands = [ids(h) for h in src["hand_ids"]]
        hands = [sorted(h, key=self.hand_key) if None not in h else h for h in hands]
        self.lay_board(hands, fields)
        return {"hands": hands, "libraries": [ids(x) for x in src["library_ids"]],
                "discards": [list(reversed(d)) for d in src["discard_ids"]], "fields": fields,
                "turned": list(src["turned_ids"]), "keepers": [list(k) for k in src["keeper_ids"]]}

    def lay_board(self, hands: list[list[Any]], fields: list[dict[str, list[Any]]]) -> None:
        """Cards a player has laid out but not played yet (the line-up board's), moved from the hand onto
        the pitch in `hands` and `fields`; here: none."""

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
        o = self.seen
        shootout = o["shootout"]
        self.shown = Shown(int(o["half"]), [int(x) for x in o["scores"]], [int(x) for x in o["warnings"]],
                           [int(x) for x in o["subs"]], [set(map(str, x)) for x in o["sent_off"]],
                           None if shootout is None else [int(x) for x in shootout], o["phase"] == "over")
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

    def own_secrets(self, seat: int) -> bool:
        """PEEK turns up the hand and the seat's own face-down field (the turn's decisions have no hand)."""
        return super().own_secrets(seat) or any(c.data is not None for zone in self.fields[seat].values()
                                                for c in zone.cards)

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


__all__ = ["KortTable", "Shown", "PenaltyShow", "SEAT_KEYS", "table_of", "card_id", "count_of"]
