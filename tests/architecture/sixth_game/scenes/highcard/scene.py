"""High Card on the card-table kit: what is really this game's own (zones, plan, faces, steps, words)."""

from __future__ import annotations

from typing import Any

import pygame

from core import theme
from match.setup import GameSetup
from core.tween import Animation
from scenes.cards.picker import CARD, Step
from scenes.cards.table import CardTableScene, Plan
from sprites.cards.faces import CardFace, PlayingCardFace
from sprites.cards.table import TableLayout, felt_background, zone_box
from sprites.cards.zones import Pile, SpotZone, Zone


class HighCardScene(CardTableScene):
    """Three tricks of High Card on one screen."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, TableLayout.load("highcard_table", ("centre", "played")), sync_bots=sync_bots)
        self.snap()

    def card_count(self) -> int:
        return 9

    def make_zones(self) -> dict[str, Zone]:
        lay = self.layout
        return {
            "draw_pile": Pile(self.tweens, lay.center("draw_pile"), label="Stock", scale=lay.scale("draw_pile"),
                              art=self.art),
            "played": Pile(self.tweens, lay.center("played"), face_up=True, label="Played",
                           scale=lay.scale("played"), art=self.art),
            "centre": SpotZone(self.tweens, lay.center("centre"), gap=lay.rect("centre").w / 2,
                               scale=lay.scale("centre"), z_base=900, art=self.art),
            "hand_blue": self.make_hand(0), "hand_red": self.make_hand(1),
        }

    def neutral_view(self) -> dict[str, Any]:
        view = self.state.observation(0)
        view["hands"] = [{"count": len(self.state.hands[0])}, {"count": len(self.state.hands[1])}]
        view["led"] = None if self.state.led is None else "hidden"
        view["events"] = [e.masked(None) for e in self.state.events]
        return view

    def plan(self) -> Plan:
        view = self.view()
        full = view.get("full")
        hands = [full["hands"][s] if full else view["hands"][s] for s in (0, 1)]
        hands = [h if isinstance(h, list) else [None] * h["count"] for h in hands]
        led = view["led"]
        centre = [] if led is None else [led if isinstance(led, int) else None]
        stock = [None] * view["stock"]
        return [("draw_pile", stock, lambda c: False), ("played", list(view["seen"]), lambda c: True),
                ("centre", centre, lambda c: c is not None),
                *((f"hand_{self.side(s)}", hands[s], lambda c, up=self.hand_face_up(s): c is not None and up)
                  for s in (0, 1))]

    def face_of(self, card: int) -> CardFace:
        return PlayingCardFace("A" if card == 1 else str(card), "hearts")

    def build_background(self, pal: theme.Palette) -> pygame.Surface:
        def marks(layer: pygame.Surface, table: pygame.Rect) -> None:
            zone_box(layer, self.layout.rect("centre").inflate(12, 10), "Trick", theme.GOLD)
            zone_box(layer, self.layout.rect("played").inflate(12, 10), "", theme.INK_DIM)

        return felt_background(self.layout, pal, self.bottom_seat, marks)

    def action_steps(self, action: Any) -> tuple[Step, ...]:
        return (Step(CARD, action.value, f"Play {action.value}"),)

    def card_key(self, sprite: Any) -> Any:
        return sprite.data

    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        a, b = self.state.points
        return [(f"{self.names[0]} {a} - {b} {self.names[1]}", 40, theme.INK, True),
                (f"Trick {min(self.state.trick + 1, 3)} of 3", 30, theme.INK_DIM, False)]

    def on_play(self, event: dict[str, Any], events: list[dict[str, Any]], i: int) -> list[Animation]:
        return []  # the snap after the move lays the table out; this game needs no flight of its own

    def describe(self, old: Any, notation: str, new: Any) -> str:
        seat = old.current_player
        if old.led is None:
            return f"{self.seat_name(seat)} leads a card face down"
        return f"{self.seat_name(seat)} answers with {notation.split()[1]}"
