"""Jukem Football's table, the first of the scene's layers: the zones, what the view says of the position,
and the numbers the table shows (score, half, dealer, each drive's marker).

Everything here is read from the screen's SeatView (the kit's `table_source()`: the viewer's observation,
or the whole position in an open view), never from an engine State: the draw pile and the other seat's
hand are counts there. The printed deck (faces, kinds, yards) is public and comes from the game's options
(`practice` leaves two cards out), as at a real table where everyone knows what the deck holds.

The layers: `FootballTable` (this) -> `FootballEvents` (scenes.jukem_football.events: the move's events
as tweens) -> `JukemFootballScene` (scenes.jukem_football.scene: choices, words, drawing).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from core.tween import Animation
from engines.jukem_football.rules import drive_yards
from engines.jukem_football.table import TYPE_NAMES, Table, load_table
from match.setup import GameSetup
from scenes.cards.table import CardTableScene, Plan
from scenes.cards.tabletop import Overlay
from scenes.jukem_football.steps import name_of
from sprites.cards.faces import CardFace
from sprites.cards.zones import Pile, Row, Zone
from sprites.jukem_football.faces import GridironBack, face_for
from sprites.jukem_football.table import load_layout

SEAT_KEYS = ("blue", "red")

Plays = tuple[tuple[int, ...], ...]


@dataclass
class Marker:
    """A drive's marker as shown (it follows the animation, not the position): yards and a hop."""

    yards: float = 0.0
    hop: float = 0.0


class FootballTable(CardTableScene):
    """The gridiron card table's zones and shown numbers, drawn from the SeatView."""

    CENTER_ZONE = "field_spot"  # banners, the coin toss and the half-time panel stand over the middle
    CARD_BACK = GridironBack()
    GROUPED = ("dealt", "draw")

    pile: Pile
    discard: Pile
    spot: Pile
    aside: Pile
    drives: list[Row]
    scored: list[Pile]

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, load_layout(), sync_bots=sync_bots)
        self.markers = [Marker(), Marker()]
        #: The field goal's kick in flight (t 0..1 along its arc) and whose.
        self.kick = Overlay()
        self.kick_seat = 0
        seen = self.seen()
        self.shown_score = (0, 0)
        self.shown_half = int(seen["half"])
        self.shown_dealer = int(seen["dealer"])

    # ------------------------------------------------------------------ the printed deck
    @property
    def deck(self) -> Table:
        """The printed cards, from the game's options (public: the same for every seat)."""
        return load_table(bool(self.setup.options.get("practice", False)))

    def face_of(self, card: int) -> CardFace:
        t = self.deck
        return face_for(t.face[card], TYPE_NAMES[t.kind[card]], t.yards[card])

    def card_words(self, face: str) -> str:
        """A card's name in words ("RUN 15", "PICKED OFF! (red)")."""
        return name_of(self.deck, face)

    # ------------------------------------------------------------------ what the view says
    def seen(self) -> Mapping[str, Any]:
        """The position as the screen may show it (kit: the observation, or the whole state when open)."""
        return self.table_source()

    @property
    def phase(self) -> str:
        """"draw", "play", "defence" or "over" (the engine's phase: public)."""
        return str(self.seen()["phase"])

    def hand_faces(self, seat: int) -> tuple[str, ...]:
        """A seat's cards by face, if the view shows them (its own seat's, or an open view); else ()."""
        hand = self.seen()["hands"][seat]
        return tuple(str(f) for f in hand) if isinstance(hand, list) else ()

    def hand_size(self, seat: int) -> int:
        """How many cards a seat holds (public)."""
        hand = self.seen()["hands"][seat]
        return len(hand) if isinstance(hand, list) else int(hand["count"])

    def draw_left(self) -> int:
        """How many cards the draw pile holds (public)."""
        draw = self.seen()["draw"]
        return len(draw) if isinstance(draw, list) else int(draw["count"])

    @property
    def last_turn(self) -> bool:
        """Whether this is the half's last turn (the draw pile is empty)."""
        return self.draw_left() == 0 and self.phase != "over"

    def drive_plays(self, seat: int) -> Plays:
        """A seat's drive as its plays (card ids, oldest first): the view's flat ids cut by its plays."""
        seen = self.seen()
        ids = [int(c) for c in seen["drive_ids"][seat]]
        out: list[tuple[int, ...]] = []
        at = 0
        for play in seen["drives"][seat]:
            out.append(tuple(ids[at:at + len(play)]))
            at += len(play)
        return tuple(out)

    def drive_yards(self, seat: int) -> int:
        """The yards of a seat's drive (the engine's rule, on the view's cards)."""
        return drive_yards(self.deck, self.drive_plays(seat))

    def last_play_yards(self, seat: int) -> int:
        """The yards a seat's last play gained."""
        plays = self.drive_plays(seat)
        if not plays:
            return 0
        return drive_yards(self.deck, plays) - drive_yards(self.deck, plays[:-1])

    def top_face(self) -> str:
        """The discard pile's top card ("" when it is empty)."""
        discard = self.seen()["discard"]
        return str(discard[0]) if discard else ""

    # ------------------------------------------------------------------ the zones
    def make_zones(self) -> dict[str, Zone]:
        lay, tw, art = self.layout, self.tweens, self.art
        self.pile = Pile(tw, lay.center("draw_pile"), face_up=False, label="Draw", scale=lay.scale("draw_pile"),
                         z_base=0, art=art)
        self.discard = Pile(tw, lay.center("discard"), face_up=True, label="Discard", messy=True,
                            scale=lay.scale("discard"), z_base=100, art=art)
        self.spot = Pile(tw, lay.center("field_spot"), face_up=True, show_count=False,
                         scale=lay.scale("field_spot"), z_base=950, art=art)
        self.aside = Pile(tw, lay.center("aside"), face_up=True, messy=True, label="Out this half",
                          scale=lay.scale("aside"), z_base=200, art=art)
        self.drives = [Row(tw, lay.center(f"drive_{self.side(s)}"), max_width=lay.rect(f"drive_{self.side(s)}").w,
                           gap=10, scale=lay.scale(f"drive_{self.side(s)}"), z_base=300 + 100 * s, art=art)
                       for s in (0, 1)]
        self.scored = [Pile(tw, lay.center(f"scored_{self.side(s)}"), face_up=True, show_count=False,
                            scale=lay.scale(f"scored_{self.side(s)}"), z_base=500 + 100 * s, art=art)
                       for s in (0, 1)]
        zones: dict[str, Zone] = {"draw_pile": self.pile, "discard": self.discard, "field_spot": self.spot,
                                  "aside": self.aside}
        for s in (0, 1):
            key = SEAT_KEYS[s]
            zones[f"drive_{key}"] = self.drives[s]
            zones[f"scored_{key}"] = self.scored[s]
            zones[f"hand_{key}"] = self.make_hand(s)
        return zones

    def table_view(self) -> dict[str, Any]:
        """Every zone as card ids (None = a card the screen may not identify), from the view."""
        src = self.seen()
        return {"hands": [self.ids(h) for h in src["hand_ids"]], "pile": self.draw_left(),
                "discard": list(reversed(src["discard_ids"])), "drives": [list(d) for d in src["drive_ids"]],
                "scored": [list(x) for x in src["scored_ids"]], "aside": list(src["aside_ids"])}

    def plan(self) -> Plan:
        tv = self.table_view()

        def known(card: Any) -> bool:
            return card is not None

        def hidden(card: Any) -> bool:
            return False

        out: Plan = [("draw_pile", [None] * tv["pile"], hidden), ("discard", tv["discard"], known),
                     ("field_spot", [], known), ("aside", tv["aside"], known)]
        for s, key in enumerate(SEAT_KEYS):
            showing = self.hand_face_up(s)

            def in_hand(card: Any, up: bool = showing) -> bool:
                return card is not None and up

            out += [(f"drive_{key}", tv["drives"][s], known), (f"scored_{key}", tv["scored"][s], known),
                    (f"hand_{key}", tv["hands"][s], in_hand)]
        return out

    def snapped(self) -> None:
        """The shown numbers catch up with the view."""
        seen = self.seen()
        scores = seen["scores"]
        self.shown_score = (int(scores[0]), int(scores[1]))
        self.shown_half, self.shown_dealer = int(seen["half"]), int(seen["dealer"])
        for s in (0, 1):
            self.markers[s].yards, self.markers[s].hop = float(self.drive_yards(s)), 0.0

    def reset_view(self) -> None:
        self.kick.visible = False
        super().reset_view()

    # ------------------------------------------------------------------ the dispatcher


__all__ = ["FootballTable", "Marker", "SEAT_KEYS"]
