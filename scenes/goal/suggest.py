"""G.O.A.L.'s legal moves as the table reads them, its Suggest button and its hints (the layer over the events).

The SeatView gives the deciding seat's legal moves as notation, worked out once per position by the Match;
a G.O.A.L. position may have thousands (every combination onto every goal card it fits), so each
notation is parsed once per position (`parse_action`, which the kit's picker and Suggest share).

A suggestion only stands the cards up (the play button beside it then says where they go; the focus
stays on Suggest, so confirm again shows the next); nothing is ever played
for the player, and nothing is suggested while the hand is face down to the room.
"""

from __future__ import annotations

from engines.goal.notation import PASS, TACKLE, Action
from engines.goal.words import cards_words, short_name
from match.setup import GameSetup
from scenes.cards.picker import CARD, Step
from scenes.cards.prompt import PEEK_FIRST
from scenes.goal.events import GoalEvents
from scenes.goal.steps import SUGGEST_STEP, pass_words, suggestions


class GoalSuggest(GoalEvents):
    """The legal moves parsed once, the Suggest button and the hints' words."""

    def __init__(self, setup: GameSetup, *, sync_bots: bool = False) -> None:
        #: Each legal notation parsed once per position: (ply, {notation: action}).
        self._parsed: tuple[int, dict[str, Action]] = (-1, {})
        #: The Suggest button's list of playable combinations for the decision now (the legal moves it was
        #: worked out from, held so that a new position's are never taken for them), and where it is in it.
        self._suggest_for: tuple[str, ...] | None = None
        self._suggestions: list[tuple[str, ...]] = []
        self._suggest_at = -1
        super().__init__(setup, sync_bots=sync_bots)

    def parse_action(self, notation: str) -> Action:
        """The Action a notation names, parsed once per position shown."""
        ply = self.seat_view.ply
        if self._parsed[0] != ply:
            self._parsed = (ply, {})
        cache = self._parsed[1]
        action = cache.get(notation)
        if action is None:
            action = cache[notation] = Action.parse(notation)
        return action

    def legal_actions(self) -> list[Action]:
        """The deciding seat's legal moves (none unless this screen's seat decides now)."""
        return [self.parse_action(n) for n in self.seat_view.legal]

    def hint_words(self, notation: str) -> str:
        """The whole hinted action in words: which cards go onto which goal card (or a pass)."""
        act = Action.parse(notation)
        seat = self.seat_view.to_move
        if act.kind == PASS:
            return f"Hint: pass. {pass_words(self.situation(seat))}" if seat is not None else "Hint: pass."
        verb = "tackle with" if act.kind == TACKLE else "shoot"
        return f"Hint: {verb} {cards_words(act.cards)} onto {short_name(act.goal)}"

    def suggested(self) -> list[tuple[str, ...]]:
        """The combinations the hand can play now, for the Suggest button (worked out once a decision)."""
        legal = self.seat_view.legal
        if self._suggest_for is not legal:
            self._suggest_for, self._suggestions, self._suggest_at = legal, suggestions(self.legal_actions()), -1
        return self._suggestions

    def suggest(self, seat: int) -> None:
        """Pick the next playable combination's cards for the player (they stand up; nothing is played)."""
        picker = self.picker
        options = self.suggested()
        if picker is None or not options:
            return
        if not self.hand_face_up(seat):  # the room must not learn which face-down cards go together
            self._sound("back")
            self.say(PEEK_FIRST.format(key=self.peek_key(seat)))
            return
        self._suggest_at = (self._suggest_at + 1) % len(options)
        picker.reset()
        for face in options[self._suggest_at]:
            picker.choose(Step(CARD, face))
        self._sound("click")
        self._sync_ui()
        # The status panel and the button beside it say the cards and where they go; the focus stays on
        # Suggest, so pressing confirm again shows the next one (it used to jump to the button that plays
        # them, and a second press "for the next suggestion" played the cards).
        again = next((n for n, c in enumerate(self.choices) if c.step == SUGGEST_STEP), None)
        if again is not None:
            self.focus = again
            self._focus_moved = True


__all__ = ["GoalSuggest"]
