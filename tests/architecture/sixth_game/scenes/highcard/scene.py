"""High Card on the card-table kit: only what is this game's own (zones, plan, faces, steps, the moves
as flights, the status panel).

Everything is drawn from the screen's SeatView (`seat_view`, `view()`, `table_source()`): a card the
screen's seat may not see is None in it, so it can only be drawn as a back. The log, the result and
the move list are the engine's words (`INFO.words`), applied by the Match.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from core import theme
from core.tween import Animation, Wait
from engines.highcard import CARDS, value
from engines.highcard.words import face
from match.setup import GameSetup
from scenes.cards.picker import CARD, Step
from scenes.cards.table import CardTableScene, Line, Plan
from sprites.cards.faces import CardFace, PlayingCardFace
from sprites.cards.table import TableLayout, felt_background, zone_box
from sprites.cards.zones import Pile, SpotZone, Zone

Event = dict[str, Any]


def _known(card: Any) -> bool:
    return card is not None


def _never(card: Any) -> bool:
    return False


def _hand_side(shown: bool) -> Callable[[Any], bool]:
    """Whether a card of a hand lies face up: one the screen may identify, in a hand shown face up."""
    return lambda card: card is not None and shown


class HighCardScene(CardTableScene):
    """Three tricks of High Card on one screen."""

    CENTER_ZONE = "centre"

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, TableLayout.load("highcard_table", ("centre", "played")), sync_bots=sync_bots)
        self.snap()

    # -- what the kit asks of a game -------------------------------------------------------------
    def card_count(self) -> int:
        return CARDS  # the nine cards are the game's own: no deck file, no table of printed cards

    def make_zones(self) -> dict[str, Zone]:
        lay, tw, art = self.layout, self.tweens, self.art
        return {
            "draw_pile": Pile(tw, lay.center("draw_pile"), label="Stock", scale=lay.scale("draw_pile"), art=art),
            "played": Pile(tw, lay.center("played"), face_up=True, label="Played", scale=lay.scale("played"),
                           art=art),
            "centre": SpotZone(tw, lay.center("centre"), gap=lay.rect("centre").w / 2, scale=lay.scale("centre"),
                               z_base=900, art=art),
            "hand_blue": self.make_hand(0), "hand_red": self.make_hand(1),  # by seat; placed by side
        }

    def plan(self) -> Plan:
        src = self.table_source()  # the seat's observation, or the whole state when nothing is secret
        out: Plan = [("draw_pile", [None] * len(self.ids(src["stock"])), _never),
                     ("played", list(src["played"]), _known),
                     ("centre", list(src["led"]), _never)]  # the led card lies face down until answered
        for seat in (0, 1):
            out.append((self.seat_hand(seat), self.ids(src["hands"][seat]), _hand_side(self.hand_face_up(seat))))
        return out

    def face_of(self, card: int) -> CardFace:
        return PlayingCardFace("A" if card == 0 else str(value(card)), "hearts")

    def card_title(self, key: Any) -> str:
        return "Ace" if key == 0 else f"The {face(key)}"

    def build_background(self, pal: theme.Palette) -> pygame.Surface:
        def marks(layer: pygame.Surface, table: pygame.Rect) -> None:
            zone_box(layer, self.layout.rect("centre").inflate(12, 10), "Trick", theme.GOLD)
            zone_box(layer, self.layout.rect("played").inflate(12, 10), "", theme.INK_DIM)

        return felt_background(self.layout, pal, self.bottom_seat, marks)

    # -- the person's choice -------------------------------------------------------------------------
    def action_steps(self, action: Any) -> tuple[Step, ...]:
        return (Step(CARD, action.value - 1),)  # one step: the card (its id, the key of its sprite)

    def explain(self, step: Step, path: tuple[Step, ...], enabled: bool, seat: int) -> str:
        if self.seat_view.observation["led"]:
            return "Answer with it face up: the higher card takes the trick"
        return "Lead it face down: it is turned over after the answer"

    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[Line]:
        obs = self.seat_view.observation
        a, b = obs["points"]
        lines: list[Line] = [(f"{self.names[0]} {a} - {b} {self.names[1]}", 40, theme.INK, True)]
        if self.finished:
            return lines + [(self.result_text or self.info.words.result(obs, self.names), 34, theme.GOLD, True)]
        lines.append((f"Trick {min(int(obs['trick']) + 1, 3)} of 3", 30, theme.INK_DIM, False))
        turn = self.seat_view.to_move
        if turn is not None:
            verb = "to answer" if obs["led"] else "to lead"
            lines.append((f"{self.names[turn]} {verb}", 34, pal.seat_light[turn], True))
        return lines + (self.focus_lines(seat) if seat is not None else [])

    # -- the moves as flights (the table snaps to the view when they end) ----------------------------
    def on_lead(self, e: Event, events: list[Event], i: int) -> list[Animation]:
        seat = int(e["seat"])
        return [self.fly(self.pick(self.hands[seat], e["card"]), self.zone_map["centre"], face_up=False,
                         sound="flip")]

    def on_answer(self, e: Event, events: list[Event], i: int) -> list[Animation]:
        seat = int(e["seat"])
        return [self.fly(self.pick(self.hands[seat], e["card"]), self.zone_map["centre"], card=e["card"],
                         sound="confirm")]

    def on_reveal(self, e: Event, events: list[Event], i: int) -> list[Animation]:
        centre = self.zone_map["centre"]
        return [self.fly(self.pick(centre, e["card"]), centre, card=e["card"], dur=0.35, height=20.0)]

    def on_trick(self, e: Event, events: list[Event], i: int) -> list[Animation]:
        won = e["winner"]
        words = "Tie!" if won is None else f"{self.names[int(won)]} takes it!"
        where = self.mouth(int(won)) if won is not None else self.zone_map["centre"].center
        centre, played = self.zone_map["centre"], self.zone_map["played"]
        return [self.shout(words, where), Wait(0.6),
                *(self.fly(self.top_of(centre), played, face_up=True) for _ in range(2))]


__all__ = ["HighCardScene"]
