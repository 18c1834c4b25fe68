"""The lobby's "Match code" row: deal a game again from its code.

A match code (core.replay) names a game, its options and its seed; the result
screen, the pause menu and the replay viewer show it. In the lobby, CONFIRM on
the row opens the on-screen keyboard (scenes.ui.name_entry, letters A-Z, digits
2-7 and '-' only; a physical keyboard types too) and Done reads the code:

- a code for this game sets the seed and the options of the next Start (the row
  says "Deal from code ABCD-..."; the Board row follows the code's board);
  LEFT/RIGHT on the row, or changing the board, clears it: a random deal again;
- a code for another playable game switches the lobby to that game (players
  stay seated), with the code in effect; a code for a game still to come says so;
- a code that cannot be read is refused with the reason, in the keyboard,
  which stays open for a fix.

`MatchCodeRow` is a mixin of `LobbyScene`, which calls `code_row()` in its
build, `code_deal(seed, options)` in its start and `clear_code()` when the
board changes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from core import text
from core.replay import CODE_ALPHABET, match_code, parse_match_code
from engines import GAMES, TITLES
from scenes.ui.name_entry import NameEntry
from scenes.registry import playable

#: What the keyboard lets through: the code alphabet and the dashes between groups.
CODE_CHARS = CODE_ALPHABET + "-"
#: Room for the longest codes (a seed near 2**63 and a board or deck option).
MAX_CODE_TYPED = 120
CODE_HINT = "A match code has only the letters A-Z, the digits 2-7 and dashes."
#: The widest the row's value may be (beside the label and the arrows of a 1000 px row).
CODE_VALUE_W = 600


class MatchCodeRow:
    """Mixin for LobbyScene: the typed code and the deal it gives."""

    game_id: str
    app: Any
    kinds: list[str]
    boards: list[Any]
    board_index: int
    #: The code in effect ('' for a random deal) and the deal it names.
    code = ""
    code_seed = 0
    code_options: dict[str, Any] = {}
    #: Devices seated in the lobby this one replaced (a code for another game), seated again on entry.
    _carried_seats: list[str | None] | None = None

    def enter(self) -> None:
        carried, self._carried_seats = self._carried_seats, None
        if carried is not None and self.app is not None:
            self.app.input.release_all()
            for seat, device in enumerate(carried):
                if device is not None:
                    self.app.input.claim(device, seat)
        super().enter()  # type: ignore[misc]

    @property
    def has_code_row(self) -> bool:
        return self.game_id in GAMES

    def code_row(self) -> dict[str, Any]:
        """The Button keywords of the row (LobbyScene adds key, rect and label)."""
        return {"value": self.code_label, "on_activate": self.open_code_entry,
                "on_adjust": (lambda _delta: self.clear_code()) if self.code else None}

    def code_label(self) -> str:
        if not self.code:
            return "Random deal"
        return text.ellipsize(f"Deal from code {self.code}", 44, CODE_VALUE_W)  # the row shows its start

    def code_deal(self, seed: int, options: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """(seed, options) of the next Start: the code's deal if one is in effect, else those given."""
        if self.code:
            return self.code_seed, dict(self.code_options)
        return seed, options

    def open_code_entry(self) -> None:
        if self.app is None:
            return
        self.app.stack.push(NameEntry("Type a match code", self.code, self.use_code, MAX_CODE_TYPED,
                                      allowed=CODE_CHARS, refuse_hint=CODE_HINT, check=self.check_code,
                                      noun="match code"))

    def check_code(self, typed: str) -> str | None:
        """Why a typed code cannot be used here (shown in the keyboard), or None."""
        try:
            game_id, _seed, _options = parse_match_code(typed)
        except ValueError as exc:
            return readable(str(exc), typed)
        if game_id != self.game_id and not playable(game_id):
            return f"That code is for {TITLES[game_id]}, which is coming soon."
        return None

    def use_code(self, typed: str) -> None:
        """Done on the keyboard with a code check_code accepted."""
        game_id, seed, options = parse_match_code(typed)
        if game_id != self.game_id:
            self.switch_game(game_id, seed, options)
            return
        self.set_code(seed, options)
        self.sound("confirm")  # type: ignore[attr-defined]
        self.rebuild()  # type: ignore[attr-defined]

    def set_code(self, seed: int, options: dict[str, Any]) -> None:
        self.code = match_code(self.game_id, seed, options)  # written the way Matchday writes it
        self.code_seed = seed
        self.code_options = dict(options)
        if self.boards:  # the Board row shows the code's board (the engine's default when it names none)
            level = options.get("level", self.boards[0].name)
            for i, lv in enumerate(self.boards):
                path = getattr(lv, "path", None)
                if level == lv.name or (path is not None and level == str(Path(path).resolve())):
                    self.board_index = i
                    break

    def clear_code(self, because: str = "") -> None:
        """Back to a random deal (LEFT/RIGHT on the row; `because` says why when something else did it)."""
        if not self.code:
            return
        self.code = ""
        self.code_options = {}
        self.sound("back")  # type: ignore[attr-defined]
        self.rebuild()  # type: ignore[attr-defined]
        if because and self.app is not None:
            self.app.notify(f"{because}: the match code is cleared, the next game is a random deal.")

    def switch_game(self, game_id: str, seed: int, options: dict[str, Any]) -> None:
        """A code for another playable game: its lobby, same players, the code in effect."""
        if self.app is None:
            return
        lobby = type(self)(game_id, seed=getattr(self, "seed", None))  # type: ignore[call-arg]
        lobby.kinds = list(self.kinds)
        lobby._carried_seats = list(self.app.input.seats)
        lobby.set_code(seed, options)
        self.sound("confirm")  # type: ignore[attr-defined]
        self.app.stack.replace(lobby)
        self.app.notify(f"That code is for {TITLES[game_id]}: its next game is dealt from the code.")


def readable(message: str, typed: str) -> str:
    """parse_match_code's message without the code itself (the keyboard shows it), capitalised."""
    message = message.replace(f" {typed.strip()!r}", "")
    if message.startswith("match code "):
        message = "This match code " + message[len("match code "):]
    return message[:1].upper() + message[1:]
