"""G.O.A.L.'s Suggest button and hints: the combinations a hand can play, shown in turn; the hard computer's
move in words.

Part of `GoalScene`. A suggestion only stands the cards up (the play button then says where they go);
nothing is ever played for the player, and nothing is suggested while the hand is face down to the room.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.goal.notation import PASS, TACKLE
from engines.goal.notation import parse as parse_move
from engines.goal.words import cards_words, short_name
from scenes.cards.picker import CARD, FINISH, Step
from scenes.cards.prompt import PEEK_FIRST
from scenes.goal.steps import pass_words, suggestions

if TYPE_CHECKING:
    from scenes.goal.scene import GoalScene

    _Base = GoalScene
else:
    _Base = object


class GoalSuggest(_Base):
    """The Suggest button and hint words of `GoalScene`."""

    def hint_words(self, notation: str) -> str:
        """The whole hinted action in words: which cards go onto which goal card (or a pass)."""
        act = parse_move(notation)
        if act.kind == PASS:
            return f"Hint: pass. {pass_words(self.situation(int(self.state.current_player or 0)))}"
        verb = "tackle with" if act.kind == TACKLE else "shoot"
        return f"Hint: {verb} {cards_words(act.cards)} onto {short_name(act.goal)}"

    def suggested(self) -> list[tuple[str, ...]]:
        """The combinations the hand can play now, for the Suggest button (worked out once a decision)."""
        key = id(self.state)
        if self._suggest_key != key:
            self._suggest_key, self._suggestions, self._suggest_at = key, suggestions(self.state.legal_actions()), -1
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
        # The status panel says the cards and where they go; the focus waits on the button that plays them.
        finish = next((c for c in self.choices if c.step is not None and c.step.kind == FINISH), None)
        if finish is not None:
            self.focus = self.choices.index(finish)



__all__ = ["GoalSuggest"]
