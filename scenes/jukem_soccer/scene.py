"""Jukem Soccer: the card table, dealt, played, penalised and shot at on the count of three.

Only what is Jukem Soccer's own lives here; the table, snap, flights, the
dispatcher, the picker, focus and input, privacy, peek and the hand-off
curtain are the card-table kit's (scenes.cards). The game is built in layers, each a subclass of
the one below: the zones, the plan and the shown numbers (scenes.jukem_soccer.table: `JukemTable`),
the events as tweens (scenes.jukem_soccer.events: `JukemEvents`), and here the person's choices and
the status panel. The moves become picker steps and the words for each choice in
`scenes.jukem_soccer.steps`. The log, the result, whose turn it is and which moves are never played
for a player are the engine's (`INFO`), applied by the Match.
"""

from __future__ import annotations

from typing import Any

from core import theme
from match.setup import GameSetup
from engines.jukem_soccer.rules import NO_ACTION
from engines.jukem_soccer.turns import plays_after_letting_stand
from scenes.cards.picker import Step
from scenes.cards.prompt import Folded
from scenes.cards.table import HIDDEN, Choice, Line
from scenes.jukem_soccer.events import JukemEvents
from scenes.jukem_soccer.table import card_id
from sprites.cards.sprite import CardSprite
from scenes.jukem_soccer.steps import JUKEM, SUBSTITUTE, Situation, action_steps, card_name, explain


class JukemSoccerScene(JukemEvents):
    """A game of Jukem Soccer on one screen."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        super().__init__(setup, sync_bots=sync_bots)
        self.run(self.events_to_tweens(self.view_events()))  # the coin toss and the opening deal

    # ------------------------------------------------------------------ choosing a move
    def action_steps(self, action: Any) -> tuple[Step, ...]:
        return action_steps(action, self.phase)

    def folded_moves(self, seat: int) -> list[Folded]:
        """Two people: answering a PASS or a FLOP, the plays of the seat's own turn come with No answer (the
        engine's `plays_after_letting_stand`, from the seat's own view), so the answer is no stop of its own."""
        if not self.hotseat or self.phase != "answer":
            return []
        plays = plays_after_letting_stand(self.deck, self.seat_view.observation)
        return [Folded(str(NO_ACTION), self.parse_action(m)) for m in plays]

    def folding(self) -> bool:
        """Whether the answer now may come with the seat's own play: public (two people, a PASS or a FLOP to
        answer), never what the seat holds."""
        return self.hotseat and self.phase == "answer" and self.pending_face() not in ("", "HEADER")

    def card_key(self, sprite: CardSprite) -> str:
        card = card_id(sprite)
        return self.deck.face[card] if card is not None else ""

    def chosen_tag(self, step: Step) -> str:
        return "JUKEM +"

    def card_title(self, key: Any) -> str:
        return card_name(str(key))

    def explain(self, step: Step, path: tuple[Step, ...], enabled: bool, seat: int) -> str:
        sit = Situation(self.phase, self.setup_count(seat), self.pending_face(), self.names[1 - seat],
                        len(self.poss[1 - seat].cards), self.folding())
        return explain(step, path, enabled, sit)

    # ------------------------------------------------------------------ words
    def result_words(self) -> str:
        """Why the game ended: the Match's words, else (a replay that kept none) the engine's, from the view."""
        return self.result_text or self.info.words.result(self.seat_view.observation, self.names)

    def status_lines(self, seat: int | None, pal: theme.Palette) -> list[Line]:
        cur = self.seat_view.to_move
        if self.finished or cur is None:
            return [(self.result_words(), 44, theme.GOLD, True)]
        if self.animating:
            return [(self.caption or "...", 40, theme.INK, True)]
        phase = self.phase
        verb = {"play": "to play", "answer": "to answer"}.get(phase, "to save")
        lines: list[Line] = [(f"{self.names[cur]} {verb}", 48, pal.seat_light[cur], True)]
        if seat is None:
            thinking = self.thinking_line(cur)
            if thinking is not None:
                lines.append(thinking)
            return lines
        other = self.names[1 - seat]
        first = self.path[:1]
        if phase == "answer":
            lines.append((f"{other} played a {self.pending_face() or 'play'}. Answer?", 36, theme.INK, True))
            lines.append(("A PENALTY, or your own play (it lets this stand)" if self.folding()
                          else "A PENALTY, or No answer", 30, theme.INK_DIM, False))
        elif phase == "save":
            lines.append((f"{other} shoots! Save?", 36, theme.INK, True))
            lines.append(("A SAVE face down, or No save", 30, theme.INK_DIM, False))
        elif first == (JUKEM,):
            lines.append(("JUKEM: now choose the card it goes with", 32, theme.GOLD, True))
        elif first == (SUBSTITUTE,):
            lines.append(("Substitution: choose the card to discard", 32, theme.GOLD, True))
        else:
            count = self.setup_count(seat)
            lines.append((f"Your possession: {count} setup play{'s' if count != 1 else ''}", 30, theme.INK_DIM,
                          False))
        return lines + self.focus_lines(seat)


__all__ = ["JukemSoccerScene", "Choice", "HIDDEN", "card_name"]
