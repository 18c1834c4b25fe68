"""Jukem Soccer's table: the zones, what lies in them and the numbers and pictures drawn beside them.

`JukemTable` is the first of the game's layers over the card-table kit (scenes.cards.table), each a
subclass of the one below: this one (the zones, the plan, the printed cards, the shown score, half and
dealer, the scoreboard, the possession counters and the big goal), then the events as tweens
(scenes.jukem_soccer.events: `JukemEvents`), then the person's choices and the status panel
(scenes.jukem_soccer.scene: `JukemSoccerScene`).

Everything is drawn from the screen's SeatView: its observation (`view()` / `table_source()`), and the
kit's `neutral_view()` for the discard pile, where a card substituted face down lies face down for
everyone, its owner included, as at a real table. The printed cards (faces, kinds, setup values) are
public: they come from the deck the game's options name, never from a state.

The zones come from the Tiled layout levels/jukem_soccer_table.tmx: the draw pile, the discard, the centre
spot where a SHOT and a SAVE lie face down, and per seat a hand, a possession and a goal pile (anchors
"..._blue" are the bottom seat's, "..._red" the top's; the seat that decides sits at the bottom).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame

from core import theme
from engines.jukem_soccer.table import DEFAULT_DECK, SHOT, Table, load_table
from match.setup import GameSetup
from scenes.cards.table import CardTableScene, Plan
from sprites.cards import hud
from sprites.cards.faces import CardFace
from sprites.cards.sprite import CardSprite
from sprites.cards.table import PanelCache
from sprites.cards.zones import Pile, Row, SpotZone, Zone
from sprites.jukem_soccer.faces import all_faces, face_for
from sprites.jukem_soccer.reveal import Reveal, render_goal
from sprites.jukem_soccer.table import build_background, load_layout


def deck_of(setup: GameSetup) -> Table:
    """The printed cards of the deck a game's options name (the shipped one unless a deck file is given)."""
    return load_table(str(setup.options.get("deck", DEFAULT_DECK)))


def card_id(sprite: CardSprite) -> int | None:
    """The engine card a sprite shows, None for a card the screen may not identify."""
    return sprite.data if isinstance(sprite.data, int) else None


def _known(card: Any) -> bool:
    return card is not None


def _never(card: Any) -> bool:
    return False


def _hand_side(showing: bool) -> Callable[[Any], bool]:
    """Whether a card of a hand lies face up: a card the screen may identify, in a hand shown face up."""
    return lambda card: card is not None and showing


class JukemTable(CardTableScene):
    """The Jukem Soccer table: zones, plan, printed cards, the shown numbers and the pictures on the felt."""

    CENTER_ZONE = "shot_spot"  # banners and the count of three stand over the SHOT and the SAVE

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        self._deck = deck_of(setup)  # before the kit counts the cards
        super().__init__(setup, load_layout(), sync_bots=sync_bots)
        self.reveal = Reveal()
        # what the scoreboard shows (it follows the animation, not the position)
        obs = self.seat_view.observation
        self.shown_score = (0, 0)
        self.shown_half = int(obs["half"])
        self.shown_dealer = int(obs["dealer"])
        self._score_panel = PanelCache()
        self._grid_panel = PanelCache()
        self._warm_faces = list(all_faces(self.deck.face))

    @property
    def deck(self) -> Table:
        """The printed cards (faces, kinds, setup values): public, loaded from the game's options."""
        return self._deck

    # ------------------------------------------------------------------ the zones
    def make_zones(self) -> dict[str, Zone]:
        lay, tw, art = self.layout, self.tweens, self.art
        self.pile = Pile(tw, lay.center("draw_pile"), face_up=False, label="Draw", scale=lay.scale("draw_pile"),
                         z_base=0, art=art)
        self.discard = Pile(tw, lay.center("discard"), face_up=True, label="Discard", messy=True,
                            scale=lay.scale("discard"), z_base=100, art=art)
        spot = lay.rect("shot_spot")
        self.spot = SpotZone(tw, lay.center("shot_spot"), gap=spot.w / 2, scale=lay.scale("shot_spot"), z_base=900,
                             art=art)
        poss = [f"possession_{self.side(s)}" for s in (0, 1)]
        self.poss = [Row(tw, lay.center(name), max_width=lay.rect(name).w, gap=14, scale=lay.scale(name),
                         z_base=300 + 100 * s, art=art) for s, name in enumerate(poss)]
        self.goal_piles = [Pile(tw, lay.center(f"goals_{self.side(s)}"), face_up=True, show_count=False,
                                scale=lay.scale(f"goals_{self.side(s)}"), z_base=500 + 100 * s, art=art)
                           for s in (0, 1)]
        return {"draw_pile": self.pile, "discard": self.discard, "possession_blue": self.poss[0],
                "possession_red": self.poss[1], "goals_blue": self.goal_piles[0], "goals_red": self.goal_piles[1],
                "shot_spot": self.spot, "hand_blue": self.make_hand(0), "hand_red": self.make_hand(1)}

    def build_background(self, pal: theme.Palette) -> pygame.Surface:
        return build_background(self.layout, pal, self.names, self.bottom_seat)

    def face_of(self, card: int) -> CardFace:
        return face_for(self.deck.face[card])

    # ------------------------------------------------------------------ what the screen may show
    @property
    def phase(self) -> str:
        """The phase of the position shown: "play", "answer", "save" or "over"."""
        return str(self.seat_view.observation["phase"])

    def setup_count(self, seat: int) -> int:
        """The setup plays in a seat's possession (face up on the table: FLOP counts two, JUKEM none)."""
        value = self.deck.value
        return sum(value[int(c)] for c in self.seat_view.observation["possessions"][seat])

    def pending_face(self) -> str:
        """The face of the play awaiting an answer as the screen's seat sees it ('' if hidden or none)."""
        pending = self.view().get("pending")
        card = pending.get("card") if isinstance(pending, Mapping) else None
        return "" if card is None else self.deck.face[int(card)]

    def table_view(self) -> dict[str, Any]:
        """Every zone as card ids (None = a card the screen may not identify).

        Hands, the draw pile and the SHOT come from the screen's own view (`table_source`: the whole state
        where nothing is secret from the room). A substituted card lies face down on the discard pile, as the
        rules say: its owner knows it, but the table shows what both seats see (`neutral_view`), so with two
        people on one screen the room never sees it either."""
        src = self.table_source()
        open_view = self.seat_view.full is not None
        pending = src["pending"]
        spot = [pending["card"]] if src["phase"] == "save" and pending is not None else []
        return {"hands": [self.ids(h) for h in src["hands"]], "pile": len(self.ids(src["draw_pile"])),
                "discard": list(src["discard"] if open_view else self.neutral_view()["discard"]),
                "poss": [list(p) for p in src["possessions"]], "goals": [list(g) for g in src["goal_piles"]],
                "spot": spot}

    def plan(self) -> Plan:
        tv = self.table_view()
        out: Plan = [("draw_pile", [None] * tv["pile"], _never), ("discard", tv["discard"], _known),
                     ("shot_spot", tv["spot"], _never)]
        for s, key in enumerate(("blue", "red")):
            out += [(f"possession_{key}", tv["poss"][s], _known), (f"goals_{key}", tv["goals"][s], _known),
                    (f"hand_{key}", tv["hands"][s], _hand_side(self.hand_face_up(s)))]
        return out

    def snapped(self) -> None:
        obs = self.seat_view.observation
        self.shown_score = (int(obs["score"][0]), int(obs["score"][1]))
        self.shown_half, self.shown_dealer = int(obs["half"]), int(obs["dealer"])

    def reset_view(self) -> None:
        self.reveal.visible = False
        super().reset_view()

    # ------------------------------------------------------------------ drawing
    def draw_panels(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        area = self.layout.rect("scoreboard")
        pile_n, half, score = len(self.pile.cards), self.shown_half, self.shown_score
        period = ("First half" if half == 1 else "Second half") if half <= 2 else f"Golden goal, deal {half - 2}"
        self.panel(self._score_panel, (score, period, pile_n, pal.name), area,
                   lambda: hud.render_scoreboard(area.size, self.names, score, period, pile_n, pal))

    def draw_under_cards(self, surface: pygame.Surface, pal: theme.Palette) -> None:
        value, kind = self.deck.value, self.deck.kind
        for s in (0, 1):
            row = self.layout.rect(f"possession_{self.side(s)}")
            n = sum(value[card] for card in map(card_id, self.poss[s].cards) if card is not None)
            if n:
                hud.draw_disc_badge(surface, (row.right + 36, row.centery), 30, pal.seat[s], n, caption="plays")
            g = self.layout.rect(f"goals_{self.side(s)}")
            goals = sum(1 for card in map(card_id, self.goal_piles[s].cards) if card is not None and kind[card] == SHOT)
            if goals:
                hud.draw_disc_badge(surface, (g.right - 6, g.y + 8), 24, theme.GOLD, goals, ink=theme.NIGHT, ring=None)
            if self.shown_dealer == s:
                self.draw_dealer(surface, s, pal)
        if self.reveal.visible:
            area = self.layout.rect("goal_grid")
            surface.blit(self._grid_panel.get(self.reveal.key, lambda: render_goal(area.size, self.reveal)), area)


__all__ = ["JukemTable", "deck_of", "card_id"]
