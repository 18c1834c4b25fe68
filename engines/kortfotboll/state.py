"""The game state: an immutable value with the engine contract's API.

`new_game(seed, ...)` tosses the seeded coin for who kicks off, shuffles both
players' decks and deals each the eleven cards to set up with;
`state.apply(action)` returns the next state with `events`. JSON and
observations live in codec.py, determinization (`sample_state`) in sampling.py,
the rules in rules.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engines.common import rng as prng
from engines.common.errors import IllegalAction, show
from engines.common.events import Event, event
from engines.common.jsonval import check_seed, no_more_options, option_bool, option_int
from engines.kortfotboll.notation import Action, parse
from engines.kortfotboll.rules import (
    COIN_TOSS_TEXT, MAX_SUBS, P_OVER, P_SETUP, P_TARGET, SEAT_NAMES, Note, Work,
)
from engines.kortfotboll.table import (
    DEFAULT_DECK, DEFAULT_FORMATION, DEFAULT_JOKERS, FORMATIONS, MAX_JOKERS, Formation, Table, formation, load_table,
    rank_name,
)

Cards = tuple[int, ...]
Field = tuple[int | None, ...]
"""A player's field: the card at each position of its formation (None: empty), canonical order."""


@dataclass(frozen=True, slots=True)
class State:
    """A Kortfotboll position (card ids; faces in JSON); never mutated."""

    table: Table
    forms: tuple[Formation, Formation]
    half: int
    phase: str
    to_move: int
    first: int
    """Who kicked off the first half (the other kicks off the second)."""
    fields: tuple[Field, Field]
    hands: tuple[Cards, Cards]
    """The cards a player has drawn to set up with and not placed yet (owner only)."""
    libraries: tuple[Cards, Cards]
    """Top card first; nobody sees them."""
    discards: tuple[Cards, Cards]
    """Top card first; face up."""
    turned: int | None
    """The attacking card turned up (phase "target"), the mover's."""
    scores: tuple[int, int]
    warnings: tuple[int, int] = (0, 0)
    subs: tuple[int, int] = (0, 0)
    sent_off: tuple[Cards, Cards] = ((), ())
    """Position indexes closed for the rest of the game."""
    subbed: Cards = ()
    """Position indexes the mover substituted this turn."""
    notes: tuple[tuple[Note, ...], tuple[Note, ...]] = ((), ())
    """notes[s][p]: (lowest, highest) rank seat s has learned the card at the opponent's position p can have."""
    knockout: bool = False
    keepers: tuple[int | None, int | None] = (None, None)
    """The shoot-out's goalkeepers (face up)."""
    shootout: tuple[int, int] | None = None
    winner: int | None = None
    reason: str | None = None
    rng: int = 0
    ply: int = 0
    events: tuple[Event, ...] = ()
    fixed_keepers: bool = False
    """The shoot-out of records before format 3: one goalkeeper each all through (option fixed_keepers)."""
    _legal: list[Action] | None = field(default=None, compare=False, repr=False)

    # ---- the contract ------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """The seat to decide; None once the game is over."""
        return None if self.phase == P_OVER else self.to_move

    @property
    def is_terminal(self) -> bool:
        return self.phase == P_OVER

    def legal_actions(self) -> list[Action]:
        """Every legal action, in the canonical order (PLACE, REFILL, SUB, ATTACK, targets)."""
        cached = self._legal
        if cached is None:
            cached = self._work().legal()
            object.__setattr__(self, "_legal", cached)
        return list(cached)

    def apply(self, action: Action | str) -> State:
        """The state after `action` (an Action or its notation); IllegalAction saying why if not legal."""
        act = action if isinstance(action, Action) else parse(action)
        w = self._work()
        why = w.problem(act)
        if why is not None:
            raise IllegalAction(f"{act} is not legal now ({self.situation()}): {why}")
        w.perform(act)
        return self._freeze(w, self.ply + 1)

    def is_legal(self, action: Action | str) -> bool:
        """Whether `action` may be applied now."""
        try:
            act = action if isinstance(action, Action) else parse(action)
        except IllegalAction:
            return False
        return self._work().problem(act) is None

    def observation(self, player: int) -> dict[str, Any]:
        """Exactly what `player` may see (JSON-able); see codec.view."""
        from engines.kortfotboll.codec import view

        if player not in (0, 1) or isinstance(player, bool):
            raise ValueError(f"player must be 0 or 1, got {show(player)}")
        return view(self, player)

    def public_observation(self) -> dict[str, Any]:
        """What a spectator sees: every face-down card hidden."""
        from engines.common.zones import SPECTATOR
        from engines.kortfotboll.codec import view

        return view(self, SPECTATOR)

    def events_for(self, player: int | None) -> list[dict[str, Any]]:
        """The last apply's events as `player` may see them (None: a spectator, who sees no secret)."""
        from engines.kortfotboll.codec import masked_event

        return [masked_event(e, player) for e in self.events]

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict; State.from_json(state.to_json()) == state."""
        from engines.common.zones import FULL
        from engines.kortfotboll.codec import view

        return view(self, FULL)

    @classmethod
    def from_json(cls, d: object) -> State:
        """A state from to_json() output or a RULINGS position; BadState (ValueError) saying why not."""
        from engines.kortfotboll.codec import decode

        return decode(d)

    # ---- conveniences --------------------------------------------------------------------------

    def situation(self) -> str:
        """Where the game stands, in words (for messages: no hidden card)."""
        if self.phase == P_OVER:
            return "the game is over"
        who = SEAT_NAMES[self.to_move]
        if self.phase == P_SETUP:
            return f"half {self.half}, {who} setting up"
        if self.phase == P_TARGET:
            return f"half {self.half}, {who} attacking with {self.table.face[self.turned or 0]}"
        return f"half {self.half}, {who}'s turn"

    def face(self, card: int | None) -> str | None:
        """What is printed on `card` (None for None)."""
        return None if card is None else self.table.face[card]

    def position(self, seat: int, name: str) -> int | None:
        """The card at seat's position `name` (None: empty); KeyError if the formation has no such position."""
        return self.fields[seat][self.forms[seat].index[name]]

    def subs_left(self, seat: int) -> int:
        """Substitutions seat may still make this game."""
        return MAX_SUBS - self.subs[seat]

    def _work(self) -> Work:
        w = Work(self.table, self.forms)
        w.knockout, w.half, w.phase, w.to_move, w.first = self.knockout, self.half, self.phase, self.to_move, self.first
        w.fixed_keepers = self.fixed_keepers
        w.fields = [list(f) for f in self.fields]
        w.hands, w.libraries, w.discards = list(self.hands), list(self.libraries), list(self.discards)
        w.turned = self.turned
        w.scores, w.warnings, w.subs = list(self.scores), list(self.warnings), list(self.subs)
        w.sent_off, w.subbed = list(self.sent_off), self.subbed
        w.notes = [list(n) for n in self.notes]
        w.keepers, w.shootout = list(self.keepers), self.shootout
        w.winner, w.reason, w.rng = self.winner, self.reason, self.rng
        return w

    def _freeze(self, w: Work, ply: int) -> State:
        f, h, lib, x = w.fields, w.hands, w.libraries, w.discards
        return State(self.table, self.forms, w.half, w.phase, w.to_move, w.first, (tuple(f[0]), tuple(f[1])),
                     (h[0], h[1]), (lib[0], lib[1]), (x[0], x[1]), w.turned, (w.scores[0], w.scores[1]),
                     (w.warnings[0], w.warnings[1]), (w.subs[0], w.subs[1]), (w.sent_off[0], w.sent_off[1]),
                     w.subbed, (tuple(w.notes[0]), tuple(w.notes[1])), w.knockout, (w.keepers[0], w.keepers[1]),
                     w.shootout, w.winner, w.reason, w.rng, ply, tuple(w.ev), w.fixed_keepers)

    def __str__(self) -> str:
        """A readable multi-line summary (full information: for logs and tests)."""
        f = self.table.face
        lines = [f"half {self.half}, {self.phase}, goals {self.scores[0]}-{self.scores[1]}"]
        for seat in (0, 1):
            form = self.forms[seat]
            cells = " ".join(f"{p}={'x' if i in self.sent_off[seat] else f[c] if c is not None else '-'}"
                             for i, (p, c) in enumerate(zip(form.positions, self.fields[seat])))
            notes = " ".join(f"{self.forms[1 - seat].positions[i]}:{rank_name(lo)}-{rank_name(hi)}"
                             for i, (lo, hi) in enumerate(self.notes[seat]) if (lo, hi) != (2, 15))
            lines.append(f"{SEAT_NAMES[seat]:>4} {form.name}: {cells}; library {len(self.libraries[seat])}, "
                         f"discards {len(self.discards[seat])}, hand {' '.join(f[c] for c in self.hands[seat]) or '-'}"
                         f"; warnings {self.warnings[seat]}, subs {self.subs[seat]}; notes {notes or '-'}")
        if self.turned is not None:
            lines.append(f"turned up: {f[self.turned]}")
        lines.append(f"over: {self.reason}, winner {self.winner}" if self.phase == P_OVER
                     else f"{SEAT_NAMES[self.to_move]} to move")
        return "\n".join(lines)


def formations_option(value: object) -> tuple[str, str]:
    """The `formations` option: one formation for both or a list of two (Blue's, Red's)."""
    if isinstance(value, str):
        value = [value, value]
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)) or len(value) != 2 or not all(
            isinstance(v, str) and v in FORMATIONS for v in value):
        raise ValueError(f"formations must be a list of two of {', '.join(FORMATIONS)} (Blue's, Red's), "
                         f"got {show(value)}")
    return str(value[0]), str(value[1])


def new_game(seed: int = 0, **options: Any) -> State:
    """A new game. Options: jokers (0-4 each, default 2), formations (Blue's and Red's, default 4-4-2
    both; also 4-3-3, 3-5-2, 5-3-2, 4-5-1), knockout (a draw goes to a penalty shoot-out), deck (path of
    a deck file, default the shipped one), first_player (0/1: who kicks off, instead of the coin toss),
    fixed_keepers (the shoot-out of records before format 3: the same goalkeepers all through sudden death,
    100 rounds of it before the coin; default false: a new goalkeeper each round of sudden death)."""
    check_seed(seed)
    jokers = option_int(options, "jokers", DEFAULT_JOKERS, 0, MAX_JOKERS)
    assert jokers is not None
    names = formations_option(options.pop("formations", [DEFAULT_FORMATION, DEFAULT_FORMATION]))
    knockout = option_bool(options, "knockout", False)
    fixed_keepers = option_bool(options, "fixed_keepers", False)
    deck = options.pop("deck", DEFAULT_DECK)
    if not isinstance(deck, str) or not deck:
        raise ValueError(f"deck must be 'default' or the path of a deck file, got {show(deck)}")
    forced = option_int(options, "first_player", None, 0, 1)
    no_more_options(options, "kortfotboll")
    t = load_table(deck, jokers)
    forms = (formation(names[0]), formation(names[1]))
    w = Work(t, forms)
    w.knockout = knockout
    w.fixed_keepers = fixed_keepers
    toss, w.rng = prng.coin(prng.seed_state(seed))
    w.first = toss if forced is None else forced
    text = (COIN_TOSS_TEXT.format(name=SEAT_NAMES[w.first]) if forced is None
            else f"{SEAT_NAMES[w.first]} kicks off (chosen in the settings).")
    w.ev.append(event("coin_toss", seat=w.first, text=text))
    w.deal_half()
    blank = State(t, forms, 1, P_SETUP, 0, 0, ((), ()), ((), ()), ((), ()), ((), ()), None, (0, 0))
    return blank._freeze(w, 0)


__all__ = ["State", "new_game", "formations_option"]
