"""The game state: an immutable value with the engine contract's API.

`new_game(seed, deck=..., max_golden_deals=..., first_dealer=...)` tosses the
seeded coin for the dealer, shuffles and deals; `state.apply(action)` returns
the next state with `events`. JSON and observations live in codec.py,
determinization (`sample_state`) in sampling.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engines.common import rng as prng
from engines.common.errors import IllegalAction, show
from engines.common.jsonval import check_seed, no_more_options, option_int
from engines.jukem_soccer.events import Event, event
from engines.jukem_soccer.notation import Action, parse
from engines.jukem_soccer.rules import (
    COIN_TOSS_TEXT, DEFAULT_MAX_EMPTY_TURNS, P_ANSWER, P_OVER, P_PLAY, P_SAVE, PHASE_NAMES, SEAT_NAMES, Work, can_play, legal, new_deal,
    perform, setup_count,
)
from engines.jukem_soccer.table import DEFAULT_DECK, Table, load_table

DEFAULT_MAX_GOLDEN_DEALS = 3
"""Golden-goal deals played after a tie before the engine calls a draw."""

Hand = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class State:
    """A Jukem Soccer position plus what the rules need of its past; never mutated."""

    table: Table
    half: int
    """1 and 2 are the halves, 3, 4, ... the golden-goal deals."""
    dealer: int
    first_dealer: int
    """Who won the coin toss to deal the first half."""
    to_move: int
    """The seat owing the decision (the defender while an answer is due)."""
    phase: int
    """P_PLAY, P_ANSWER (after a setup play), P_SAVE (after a face-down SHOT), P_OVER."""
    hands: tuple[Hand, Hand]
    pile: tuple[int, ...]
    """The draw pile, top card first."""
    discard: tuple[int, ...]
    """The discard pile, oldest first."""
    secret: tuple[Hand, Hand]
    """Cards each seat discarded face down by substitution (also in `discard`)."""
    poss: tuple[Hand, Hand]
    """Each seat's possession, in play order."""
    goals: tuple[Hand, Hand]
    """Each seat's goal pile in this deal (possessions and SHOTs that scored)."""
    score: tuple[int, int]
    half_goals: tuple[tuple[int, int], ...]
    """Goals of each finished deal."""
    pending: int = -1
    """The play awaiting an answer (P_ANSWER) or the face-down SHOT (P_SAVE), else -1."""
    subbed: bool = False
    """The player to move has substituted this turn."""
    passes: int = 0
    """Turns ended in a row without a play or substitution."""
    result: str | None = None
    winner: int | None = None
    reason: str | None = None
    rng: int = 0
    max_golden: int = DEFAULT_MAX_GOLDEN_DEALS
    max_empty: int = DEFAULT_MAX_EMPTY_TURNS
    """Empty turns (ended by END) in a row that end a half (the option max_empty_turns)."""
    ply: int = 0
    events: tuple[Event, ...] = ()
    _legal: list[Action] | None = field(default=None, compare=False, repr=False)

    # ---- the contract ------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """The seat to decide, None once the game is over."""
        return None if self.phase == P_OVER else self.to_move

    @property
    def is_terminal(self) -> bool:
        return self.phase == P_OVER

    @property
    def scores(self) -> tuple[int, int]:
        """Total goals of both seats."""
        return self.score

    def legal_actions(self) -> list[Action]:
        """Every legal action, sorted by kind then notation, without duplicates."""
        cached = self._legal
        if cached is None:
            cached = legal(self.table, self.phase, self.to_move, self.hands, self.poss, self.pending,
                           len(self.pile), self.subbed)
            object.__setattr__(self, "_legal", cached)
        return list(cached)

    def apply(self, action: Action | str) -> State:
        """The state after `action` (an Action or its notation); IllegalAction if not legal."""
        if self.phase == P_OVER:
            raise IllegalAction(f"the game is over ({self.reason}); no more actions")
        act = action if isinstance(action, Action) else parse(action)
        actions = self._legal if self._legal is not None else self.legal_actions()
        if act not in actions:
            raise IllegalAction(
                f"{act} is not legal now ({SEAT_NAMES[self.to_move]} to {PHASE_NAMES[self.phase]}); "
                f"legal: {' '.join(str(a) for a in actions)}"
            )
        w = self._work()
        perform(w, act)
        return self._freeze(w, self.ply + 1)

    def observation(self, player: int) -> dict[str, Any]:
        """Exactly what `player` may see (JSON-able); see codec.view."""
        from engines.jukem_soccer.codec import view

        if player not in (0, 1) or isinstance(player, bool):
            raise ValueError(f"player must be 0 or 1, got {show(player)}")
        return view(self, player)

    def public_observation(self) -> dict[str, Any]:
        """What a spectator sees (the replay viewer's "no hands" mode): both hands hidden, no
        face-down card shown; the shape of a seat's observation with "player": null."""
        from engines.common.zones import SPECTATOR
        from engines.jukem_soccer.codec import view

        return view(self, SPECTATOR)

    def events_for(self, player: int) -> list[dict[str, Any]]:
        """The last apply's events as `player` may see them (secret fields None)."""
        return [e.masked(player) for e in self.events]

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict; State.from_json(state.to_json()) == state."""
        from engines.common.zones import FULL
        from engines.jukem_soccer.codec import view

        return view(self, FULL)

    @classmethod
    def from_json(cls, d: object) -> State:
        """Rebuild a state from to_json() output; BadState naming the first problem."""
        from engines.jukem_soccer.codec import decode

        return decode(d)

    # ---- conveniences ---------------------------------------------------------------

    @property
    def phase_name(self) -> str:
        """'play', 'answer', 'save' or 'over'."""
        return PHASE_NAMES[self.phase]

    @property
    def golden(self) -> bool:
        """Whether this deal is a golden-goal tie-break."""
        return self.half >= 3

    def setup_count(self, seat: int) -> int:
        """Setup plays in seat's possession (FLOP counts two)."""
        return setup_count(self.table, self.poss[seat])

    def can_play(self, seat: int) -> bool:
        """Whether seat holds an offensive card it could play now."""
        return can_play(self.table, self.hands[seat], self.poss[seat])

    def face(self, card: int) -> str:
        """What is printed on card `card`, in notation form."""
        return self.table.face[card]

    def _work(self) -> Work:
        w = Work(self.table)
        w.half, w.dealer, w.first_dealer, w.to_move, w.phase = (
            self.half, self.dealer, self.first_dealer, self.to_move, self.phase)
        w.hands = list(self.hands)
        w.pile, w.discard = self.pile, self.discard
        w.secret, w.poss, w.goals = list(self.secret), list(self.poss), list(self.goals)
        w.score = list(self.score)
        w.half_goals = self.half_goals
        w.pending, w.subbed, w.passes = self.pending, self.subbed, self.passes
        w.result, w.winner, w.reason = self.result, self.winner, self.reason
        w.rng, w.max_golden, w.max_empty = self.rng, self.max_golden, self.max_empty
        return w

    def _freeze(self, w: Work, ply: int) -> State:
        h, s, p, g = w.hands, w.secret, w.poss, w.goals
        return State(
            self.table, w.half, w.dealer, w.first_dealer, w.to_move, w.phase, (h[0], h[1]), w.pile, w.discard,
            (s[0], s[1]), (p[0], p[1]), (g[0], g[1]), (w.score[0], w.score[1]), w.half_goals, w.pending,
            w.subbed, w.passes, w.result, w.winner, w.reason, w.rng, w.max_golden, w.max_empty, ply, tuple(w.ev),
        )

    def __str__(self) -> str:
        """A readable multi-line summary (full information: for logs and tests)."""
        f = self.table.face
        lines = [f"half {self.half}{' (golden goal)' if self.golden else ''}, dealer {SEAT_NAMES[self.dealer]}, "
                 f"score {self.score[0]}-{self.score[1]}, pile {len(self.pile)}, discard {len(self.discard)}"]
        for seat in (0, 1):
            lines.append(f"{SEAT_NAMES[seat]:>4} hand: {' '.join(f[c] for c in self.hands[seat]) or '-'}")
            lines.append(f"     possession ({self.setup_count(seat)}): "
                         f"{' '.join(f[c] for c in self.poss[seat]) or '-'}")
        if self.phase == P_OVER:
            lines.append(f"over: {self.reason}, winner {self.winner}")
        else:
            extra = f" {f[self.pending]}" if self.phase in (P_ANSWER, P_SAVE) else ""
            lines.append(f"{SEAT_NAMES[self.to_move]} to {PHASE_NAMES[self.phase]}{extra}")
        return "\n".join(lines)


def new_game(seed: int = 0, **options: Any) -> State:
    """A new game. Options: deck (path of a deck TOML, default the shipped one),
    max_golden_deals (int >= 0, default 3: tie-break deals before a draw),
    max_empty_turns (int >= 1, default 40: turns in a row ended with END that end a half; 2 is
    the rule of records made before the half-end fix), first_dealer (0/1 to skip the coin toss)."""
    check_seed(seed)
    deck = options.pop("deck", DEFAULT_DECK)
    max_golden = option_int(options, "max_golden_deals", DEFAULT_MAX_GOLDEN_DEALS, 0, 999)
    max_empty = option_int(options, "max_empty_turns", DEFAULT_MAX_EMPTY_TURNS, 1, 1000)
    forced = option_int(options, "first_dealer", None, 0, 1)
    no_more_options(options, "jukem_soccer")
    table = load_table(str(deck))
    toss, rng_state = prng.coin(prng.seed_state(seed))
    first = toss if forced is None else forced
    w = Work(table)
    w.first_dealer = first
    w.rng = rng_state
    assert max_golden is not None
    w.max_golden = max_golden
    assert max_empty is not None
    w.max_empty = max_empty
    text = (COIN_TOSS_TEXT.format(name=SEAT_NAMES[first], other=SEAT_NAMES[1 - first]) if forced is None
            else f"{SEAT_NAMES[first]} deals (chosen in the settings).")
    w.ev.append(event("coin_toss", seat=first, text=text))
    new_deal(w, 1)
    blank = State(table, 1, first, first, 1 - first, P_PLAY, ((), ()), (), (), ((), ()), ((), ()), ((), ()),
                  (0, 0), ())
    return blank._freeze(w, 0)


__all__ = ["State", "new_game", "P_PLAY", "P_ANSWER", "P_SAVE", "P_OVER", "DEFAULT_MAX_GOLDEN_DEALS",
           "DEFAULT_MAX_EMPTY_TURNS"]
