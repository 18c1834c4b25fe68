"""G.O.A.L.'s table, the first of the game's layers over the card-table kit: its zones, its cards and the
numbers it shows, all read from the screen's SeatView.

The zones come from the Tiled layout levels/goal_table.tmx: per seat a deck, a hand, a discard pile and
four prize piles (one per letter); the goal deck and the goal cards out of play; and the quarter's three
goal cards, each with its stack of combinations. The printed cards (faces, owners, letters) are public:
they come from the game's options (the deck file), never from a game state. Everything else is read from
`table_source()` (the observation of the seat whose screen this is, or the whole position in an open
view): the card ids of every zone, the face-up goal cards in table order (`goal_ids`), the combinations
on them as written ("5E+XK=5"), the quarter, the action marker, the seat to move.

A hand is shown sorted by value (pairs and runs side by side), the X's at its right end.

The layers: `GoalTable` (here), `GoalEvents` (scenes.goal.events: the tweens), `GoalSuggest`
(scenes.goal.suggest: the legal moves, Suggest and hints), `GoalChoices` (scenes.goal.choosing: the
person's choices and input) and `GoalScene` (scenes.goal.scene: the status panel and the drawing).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import pygame

from core import theme
from engines.goal.rules import P_OVER, starter_of
from engines.goal.table import DEFAULT_DECK, Table, load_table
from match.setup import GameSetup
from scenes.cards.table import CardTableScene, Plan
from scenes.goal.steps import Situation
from scenes.play.coin_toss import CoinToss
from sprites.cards.art import CARD_SIZE
from sprites.cards.faces import CardFace
from sprites.cards.sprite import CardSprite
from sprites.cards.table import PanelCache
from sprites.cards.zones import Pile, Zone
from sprites.fx.coin import CARD_TABLE
from sprites.goal.faces import GoalBack, PlayerBack, face_for
from sprites.goal.table import (
    GOAL_SLOTS, LETTERS, ComboStack, build_background, goal_card_center, load_layout, prize_center,
)

SEAT_KEYS = ("blue", "red")
#: A goal card's stack as the table lays it out: its cards (ids, bottom combination first), the size of each
#: combination and whose each is.
Stack = tuple[list[int], list[int], list[int]]


@dataclass
class Shown:
    """The numbers on screen that follow the animation, not the position: quarter, action marker, starter."""

    quarter: int = 1
    action: int = 1
    starter: int = 0
    over: bool = False


def combo_faces(cards: object) -> tuple[str, ...]:
    """A combination as a position writes it ("9E+XK=9") as its cards ("9E", "XK=9")."""
    return tuple(str(cards).split("+"))


class GoalTable(CardTableScene):
    """G.O.A.L.'s zones, cards and shown numbers over the card-table kit."""

    CENTER_ZONE = "goal_1"  # banners and panels stand over the middle goal card
    DECK_ZONE = "goal_deck"
    GROUPED = ("dealt", "draw")

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        self._backs = (PlayerBack(0), PlayerBack(1), GoalBack())
        self.shown = Shown()
        #: The complete sets the G-O-A-L! banner has announced per seat (so a set is cheered once).
        self.sets_announced = [0, 0]
        super().__init__(setup, load_layout(), sync_bots=sync_bots)
        #: The rulebook's last tie-break (after sets, goal cards and cards left): the Timbuktu coin.
        self.coin = CoinToss(replace(CARD_TABLE, title="Level on everything!", verdict="{} wins the toss!"))
        self._score_panel = PanelCache()
        self._warm_faces = [self.face_of(c) for c in range(self.deck.n)]
        self._deal_out_decks()

    # ------------------------------------------------------------------ the printed cards
    @property
    def deck(self) -> Table:
        """The printed cards of both players' decks and of the goal deck: the deck file the game's options
        name (public knowledge, the same in every position of the game)."""
        return load_table(str(self.setup.options.get("deck", DEFAULT_DECK)))

    def face_of(self, card: int) -> CardFace:
        return face_for(self.deck.face[card])

    def hand_key(self, card: int) -> tuple[int, int, int]:
        """The hand's order on screen: by value, then suit; the X's at the right end."""
        t = self.deck
        return (int(t.wild[card]), int(t.value[card]), int(t.suit[card]))

    @staticmethod
    def card_of(sprite: CardSprite) -> int | None:
        """The card a sprite shows (None: a card the screen may not identify)."""
        data = sprite.data
        return data if isinstance(data, int) else None

    def back_for(self, sprite: CardSprite, zone: str) -> CardFace:
        """A card's back: its owner's deck, or the goal deck's (a hidden card: the zone it lies in says)."""
        card = self.card_of(sprite)
        if card is not None:
            owner = int(self.deck.owner[card])
            return self._backs[owner if owner >= 0 else 2]
        for s, key in enumerate(SEAT_KEYS):
            if zone.endswith(key):
                return self._backs[s]
        return self._backs[2]

    # ------------------------------------------------------------------ the zones
    def _deal_out_decks(self) -> None:
        """Every card starts in the goal deck's zone (the kit's deck): each player's cards go to their deck."""
        per = int(self.deck.per_seat)
        pool = list(self.goal_deck.cards)
        for seat in (0, 1):
            for sp in pool[seat * per:(seat + 1) * per]:
                self.decks[seat].add(sp)
                sp.back = self._backs[seat]
        for sp in pool[2 * per:]:
            sp.back = self._backs[2]
        for z in (self.goal_deck, *self.decks):
            z.snap()

    def make_zones(self) -> dict[str, Zone]:
        lay, tw, art = self.layout, self.tweens, self.art
        # Decks, discard and prize piles have nothing resting on them: each is drawn as one still picture
        # while nothing on it moves (Pile.still_layer).
        self.goal_deck = Pile(tw, lay.center("goal_deck"), face_up=False, label="Goal deck",
                              scale=lay.scale("goal_deck"), z_base=0, art=art, still_layer=True)
        self.goal_out = Pile(tw, lay.center("goal_out"), face_up=True, messy=True, show_count=False,
                             label="Out of play", scale=lay.scale("goal_out"), z_base=60, art=art, still_layer=True)
        self.decks = [Pile(tw, lay.center(f"deck_{self.side(s)}"), face_up=False, label="Deck",
                           scale=lay.scale(f"deck_{self.side(s)}"), z_base=100 + 50 * s, art=art, still_layer=True)
                      for s in (0, 1)]
        self.discards = [Pile(tw, lay.center(f"discard_{self.side(s)}"), face_up=True, messy=True, label="Discards",
                              scale=lay.scale(f"discard_{self.side(s)}"), z_base=200 + 50 * s, art=art,
                              still_layer=True)
                         for s in (0, 1)]
        self.goal_piles = [Pile(tw, goal_card_center(lay, k), face_up=True, show_count=False,
                                scale=lay.scale(f"goal_{k}"), z_base=300 + k, art=art) for k in range(GOAL_SLOTS)]
        self.stacks = [ComboStack(tw, lay.rect(f"goal_{k}"), CARD_SIZE[1] * lay.scale(f"goal_{k}"),
                                  scale=lay.prop(f"goal_{k}", "combo_scale", 0.6), z_base=320 + 50 * k, art=art)
                       for k in range(GOAL_SLOTS)]
        self.prizes: list[dict[str, Pile]] = []
        zones: dict[str, Zone] = {"goal_deck": self.goal_deck, "goal_out": self.goal_out}
        for s in (0, 1):
            key, side = SEAT_KEYS[s], self.side(s)
            piles = {letter: Pile(tw, prize_center(lay, side, letter), face_up=True, show_count=False,
                                  scale=lay.scale(f"prizes_{side}"), z_base=500 + 20 * s + LETTERS.index(letter) * 5,
                                  art=art, still_layer=True) for letter in LETTERS}
            self.prizes.append(piles)
            zones[f"deck_{key}"] = self.decks[s]
            zones[f"discard_{key}"] = self.discards[s]
            zones[f"hand_{key}"] = self.make_hand(s)
            for letter, pile in piles.items():
                zones[f"prize_{key}_{letter}"] = pile
        for k in range(GOAL_SLOTS):
            zones[f"goal_{k}"] = self.goal_piles[k]
            zones[f"stack_{k}"] = self.stacks[k]
        return zones

    def build_background(self, pal: theme.Palette) -> pygame.Surface:
        return build_background(self.layout, pal, self.names, self.bottom_seat)

    def mouth(self, seat: int) -> tuple[float, float]:
        """Shouts off the hands, clear of the action marker's track."""
        x, y = super().mouth(seat)
        return (x, y + 110) if self.side(seat) == "red" else (x, y)

    # ------------------------------------------------------------------ what the view says
    def goal_faces(self) -> list[str]:
        """The face-up goal cards, in table order (the position's `goal_ids`)."""
        return [self.deck.face[int(g)] for g in self.table_source()["goal_ids"]]

    def goal_slot(self, goal: str) -> int | None:
        """The column of a face-up goal card."""
        faces = self.goal_faces()
        return faces.index(goal) if goal in faces else None

    def combos(self) -> list[tuple[str, list[tuple[int, tuple[str, ...]]]]]:
        """Each face-up goal card in table order with its combinations, bottom first: (seat, cards as written)."""
        goals: Mapping[str, Any] = self.table_source()["goals"]
        return [(face, [(int(seat), combo_faces(cards)) for seat, cards in goals.get(face, [])])
                for face in self.goal_faces()]

    def tops(self) -> dict[str, tuple[int, tuple[str, ...]]]:
        """Per face-up goal card with a combination on it, the seat and cards of the top one."""
        return {face: stack[-1] for face, stack in self.combos() if stack}

    def x_values(self) -> dict[int, int]:
        """The value each X lying in a combination stands for, by card id."""
        ids = [int(c) for c in self.table_source()["combo_ids"]]
        out: dict[int, int] = {}
        at = 0
        for _face, stack in self.combos():
            for _seat, cards in stack:
                for written in cards:
                    if at < len(ids) and "=" in written:
                        out[ids[at]] = int(written.split("=")[1])
                    at += 1
        return out

    def deck_left(self, seat: int) -> int:
        """Cards left in a seat's deck (everyone sees how many)."""
        return len(self.ids(self.table_source()["decks"][seat]))

    def marker(self) -> int:
        """The action marker: the action about to be taken (1 to 8)."""
        return int(self.table_source()["action"])

    def situation(self, seat: int) -> Situation:
        """What the words of `seat`'s choices depend on: all of it public, or the seat's own."""
        return Situation(self.marker(), self.deck_left(seat), self.names[1 - seat], self.tops(), seat)

    def table_view(self) -> dict[str, Any]:
        """Every zone as card ids (None = a card the screen may not identify), from the view."""
        src = self.table_source()
        ids = self.ids
        hands = [ids(h) for h in src["hand_ids"]]
        hands = [sorted(h, key=self.hand_key) if None not in h else h for h in hands]
        combo_ids = [int(c) for c in src["combo_ids"]]
        stacks: list[Stack] = []
        at = 0
        for _face, stack in self.combos():
            groups = [len(cards) for _seat, cards in stack]
            n = sum(groups)
            stacks.append((combo_ids[at:at + n], groups, [seat for seat, _cards in stack]))
            at += n
        t = self.deck
        prizes = [{letter: [c for c in src["prize_ids"][s] if t.letter[c] == letter] for letter in LETTERS}
                  for s in (0, 1)]
        return {"hands": hands, "decks": [ids(d) for d in src["deck_ids"]],
                "discards": [list(reversed(d)) for d in src["discard_ids"]], "goal_deck": ids(src["goal_deck_ids"]),
                "goal_out": list(reversed(src["goal_discard_ids"])), "goals": [int(g) for g in src["goal_ids"]],
                "stacks": stacks, "prizes": prizes}

    def plan(self) -> Plan:
        tv = self.table_view()

        def known(c: Any) -> bool:
            return c is not None

        def hidden(c: Any) -> bool:
            return False

        out: Plan = [("goal_deck", tv["goal_deck"], hidden), ("goal_out", tv["goal_out"], known)]
        for k in range(GOAL_SLOTS):
            goal = tv["goals"][k:k + 1]
            stack = tv["stacks"][k] if k < len(tv["stacks"]) else ([], [], [])
            self.stacks[k].groups, self.stacks[k].owners = list(stack[1]), list(stack[2])
            out += [(f"goal_{k}", goal, known), (f"stack_{k}", stack[0], known)]
        for s, key in enumerate(SEAT_KEYS):
            showing = self.hand_face_up(s)

            def in_hand(c: Any, up: bool = showing) -> bool:
                return c is not None and up

            out += [(f"deck_{key}", tv["decks"][s], hidden), (f"discard_{key}", tv["discards"][s], known),
                    (f"hand_{key}", tv["hands"][s], in_hand)]
            out += [(f"prize_{key}_{letter}", tv["prizes"][s][letter], known) for letter in LETTERS]
        return out

    def snap(self) -> None:
        super().snap()
        for name, zone in self.zone_map.items():
            for sp in zone.cards:
                sp.back = self.back_for(sp, name)

    def snapped(self) -> None:
        """The quarter, the action marker, its start player and the sets announced catch up with the view."""
        src = self.table_source()
        over = src["phase"] == P_OVER
        action = int(src["action"])
        starter = self.shown.starter if over else starter_of(int(src["to_move"]), action)
        self.shown = Shown(int(src["quarter"]), action, starter, over)
        self.sets_announced = [int(n) for n in src["sets"]]

    # ------------------------------------------------------------------ the animation's numbers
    def prizes_shown(self, seat: int) -> list[CardSprite]:
        """The goal cards lying in a seat's prize piles now (the animation's, not the view's)."""
        return [c for p in self.prizes[seat].values() for c in p.cards]

    def sets_shown(self, seat: int) -> int:
        return min(len(self.prizes[seat][letter].cards) for letter in LETTERS)


__all__ = ["GoalTable", "Shown", "SEAT_KEYS", "combo_faces"]
