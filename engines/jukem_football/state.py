"""The game state: an immutable value with the engine contract's API.

`new_game(seed, practice=False, max_overtime_deals=3, first_dealer=None)` tosses
the seeded coin for the dealer, shuffles and deals; `state.apply(action)` returns
the next state with `events`. JSON and observations live in codec.py,
determinization (`sample_state`) in sampling.py, the rules in rules.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engines.common import rng as prng
from engines.common.errors import IllegalAction, show
from engines.common.events import Event, event
from engines.common.jsonval import check_seed, no_more_options, option_bool, option_int
from engines.jukem_football.notation import Action, parse
from engines.jukem_football.rules import (
    COIN_TOSS_TEXT, DEFAULT_MAX_IDLE_TURNS, P_DEFENCE, P_OVER, SEAT_NAMES, Drive, Work, drive_yards,
)
from engines.jukem_football.table import Table, load_table

DEFAULT_MAX_OVERTIME_DEALS = 3
"""Sudden-death overtime deals played after a tie before the engine calls a draw."""
MAX_OVERTIME_LIMIT = 999

Cards = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class State:
    """A Jukem Football position (card ids; faces in JSON); never mutated."""

    table: Table
    half: int
    """1 and 2 are the halves, 3, 4, ... the overtime deals."""
    dealer: int
    first_dealer: int
    to_move: int
    """The attacker, whose turn it is (also while the defence decides)."""
    phase: str
    """'draw', 'play', 'defence' or 'over'."""
    took: bool
    hands: tuple[Cards, Cards]
    draw: Cards
    """The draw pile, top card first."""
    discard: Cards
    """The discard pile, top card first."""
    drives: tuple[Drive, Drive]
    scored: tuple[Cards, Cards]
    """Each seat's scored drives this half, set aside as the score."""
    aside: Cards
    """Cards out of play until the next shuffle: removed by defence, or not named by a position."""
    scores: tuple[int, int]
    winner: int | None = None
    reason: str | None = None
    rng: int = 0
    max_overtime: int = DEFAULT_MAX_OVERTIME_DEALS
    idle: int = 0
    """Turns ended in a row since the last DRAW (the stalemate rule)."""
    max_idle: int = DEFAULT_MAX_IDLE_TURNS
    ply: int = 0
    events: tuple[Event, ...] = ()
    taken: tuple[Cards, Cards] = ((), ())
    """Per seat, the cards it took from the discard pile (face up, so public) and still holds: dropped
    when it plays, discards or answers with that face, reset at every deal."""
    _legal: list[Action] | None = field(default=None, compare=False, repr=False)

    # ---- the contract ------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """The seat to decide: the defender while an answer is due; None once over."""
        if self.phase == P_OVER:
            return None
        return 1 - self.to_move if self.phase == P_DEFENCE else self.to_move

    @property
    def is_terminal(self) -> bool:
        return self.phase == P_OVER

    @property
    def practice(self) -> bool:
        """Whether this is the practice deck (54 cards)."""
        return self.table.practice

    def legal_actions(self) -> list[Action]:
        """Every legal action, sorted (kind, then cards by name and yards), without duplicates."""
        cached = self._legal
        if cached is None:
            cached = [] if self.phase == P_OVER else self._work().legal()
            object.__setattr__(self, "_legal", cached)
        return list(cached)

    def apply(self, action: Action | str) -> State:
        """The state after `action` (an Action or its notation); IllegalAction if not legal."""
        if self.phase == P_OVER:
            raise IllegalAction(f"the game is over ({self.reason}); no more actions")
        act = action if isinstance(action, Action) else parse(action)
        if not isinstance(act, Action):
            raise IllegalAction(f"not a Jukem Football action: {show(action)}")
        actions = self._legal if self._legal is not None else self.legal_actions()
        if act not in actions:
            seat = self.current_player
            assert seat is not None
            raise IllegalAction(
                f"{act} is not legal now ({SEAT_NAMES[seat]} to {'answer' if self.phase == P_DEFENCE else self.phase}"
                f"{self._why(act)}); legal: {' '.join(str(a) for a in actions)}")
        w = self._work()
        w.perform(act)
        return self._freeze(w, self.ply + 1)

    def _why(self, act: Action) -> str:
        """A short reason an action is illegal, when one is easy to say."""
        from engines.jukem_football.rules import FIELD_GOAL_MIN_YARDS, TOUCHDOWN_YARDS, play_problem
        t = self.table
        if act.kind != "play" or self.phase != "play":
            return ""
        hand = self.hands[self.to_move]
        ids: list[int] = []
        for f in act.cards:
            have = [c for c in t.ids(f) if c in hand and c not in ids]
            if not t.ids(f):
                return f": no card {f} in this deck"
            if not have:
                return f": {f} is not in the hand"
            ids.append(have[0])
        yards = self.drive_yards(self.to_move)
        if len(ids) == 1 and t.face[ids[0]] == "FIELDGOAL":
            return f": a FIELDGOAL needs {FIELD_GOAL_MIN_YARDS} yards, the drive has {yards}"
        problem = play_problem(t, ids, not self.drives[self.to_move])
        if problem:
            return f": {problem}"
        from engines.jukem_football.rules import play_yards
        if yards + play_yards(t, ids, yards) > TOUCHDOWN_YARDS:
            return f": it would take the drive past {TOUCHDOWN_YARDS} yards"
        return ""

    def observation(self, player: int) -> dict[str, Any]:
        """Exactly what `player` may see (JSON-able); see codec.view."""
        from engines.jukem_football.codec import view

        if player not in (0, 1) or isinstance(player, bool):
            raise ValueError(f"player must be 0 or 1, got {show(player)}")
        return view(self, player)

    def public_observation(self) -> dict[str, Any]:
        """What a spectator sees: both hands hidden."""
        from engines.common.zones import SPECTATOR
        from engines.jukem_football.codec import view

        return view(self, SPECTATOR)

    def events_for(self, player: int) -> list[dict[str, Any]]:
        """The last apply's events as `player` may see them (secret fields None)."""
        return [e.masked(player) for e in self.events]

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict; State.from_json(state.to_json()) == state."""
        from engines.common.zones import FULL
        from engines.jukem_football.codec import view

        return view(self, FULL)

    @classmethod
    def from_json(cls, d: object) -> State:
        """A state from to_json() output or a RULINGS position; BadState (ValueError) saying why not."""
        from engines.jukem_football.codec import decode

        return decode(d)

    # ---- conveniences ---------------------------------------------------------------

    @property
    def overtime(self) -> bool:
        """Whether this deal is a sudden-death overtime deal."""
        return self.half >= 3

    @property
    def last_turn(self) -> bool:
        """Whether this is the half's last turn (the draw pile is empty)."""
        return not self.draw and self.phase != P_OVER

    def drive_yards(self, seat: int) -> int:
        """Yards of seat's current drive."""
        return drive_yards(self.table, self.drives[seat])

    def face(self, card: int) -> str:
        """What is printed on card `card`."""
        return self.table.face[card]

    def _work(self) -> Work:
        w = Work(self.table)
        w.half, w.dealer, w.first_dealer, w.to_move, w.phase, w.took = (
            self.half, self.dealer, self.first_dealer, self.to_move, self.phase, self.took)
        w.hands, w.draw, w.discard = list(self.hands), self.draw, self.discard
        w.drives, w.scored, w.aside = list(self.drives), list(self.scored), self.aside
        w.scores = list(self.scores)
        w.winner, w.reason, w.rng, w.max_overtime = self.winner, self.reason, self.rng, self.max_overtime
        w.idle, w.max_idle = self.idle, self.max_idle
        w.taken = list(self.taken)
        return w

    def _freeze(self, w: Work, ply: int) -> State:
        h, d, s, k = w.hands, w.drives, w.scored, w.taken
        return State(self.table, w.half, w.dealer, w.first_dealer, w.to_move, w.phase, w.took, (h[0], h[1]),
                     w.draw, w.discard, (d[0], d[1]), (s[0], s[1]), w.aside, (w.scores[0], w.scores[1]),
                     w.winner, w.reason, w.rng, w.max_overtime, w.idle, w.max_idle, ply, tuple(w.ev),
                     (k[0], k[1]))

    def __str__(self) -> str:
        """A readable multi-line summary (full information: for logs and tests)."""
        f = self.table.face
        lines = [f"half {self.half}{' (overtime)' if self.overtime else ''}, dealer {SEAT_NAMES[self.dealer]}, "
                 f"score {self.scores[0]}-{self.scores[1]}, draw {len(self.draw)}, discard "
                 f"{' '.join(f[c] for c in self.discard[:1]) or '-'}"]
        for seat in (0, 1):
            lines.append(f"{SEAT_NAMES[seat]:>4} hand: {' '.join(f[c] for c in self.hands[seat]) or '-'}")
            drive = " | ".join("+".join(f[c] for c in p) for p in self.drives[seat])
            lines.append(f"     drive ({self.drive_yards(seat)} yd): {drive or '-'}")
        lines.append(f"over: {self.reason}, winner {self.winner}" if self.phase == P_OVER
                     else f"{SEAT_NAMES[self.to_move]}'s turn, phase {self.phase}")
        return "\n".join(lines)


def new_game(seed: int = 0, **options: Any) -> State:
    """A new game. Options: practice (bool: one yellow and one red card out, 54 cards),
    max_overtime_deals (int 0..999, default 3: sudden-death deals after a tie before a draw),
    max_idle_turns (int 2..1000, default 40: turns in a row without a DRAW that end a half),
    first_dealer (0/1 to skip the coin toss)."""
    check_seed(seed)
    practice = option_bool(options, "practice", False)
    max_overtime = option_int(options, "max_overtime_deals", DEFAULT_MAX_OVERTIME_DEALS, 0, MAX_OVERTIME_LIMIT)
    max_idle = option_int(options, "max_idle_turns", DEFAULT_MAX_IDLE_TURNS, 2, 1000)
    forced = option_int(options, "first_dealer", None, 0, 1)
    no_more_options(options, "jukem_football")
    table = load_table(practice)
    toss, rng_state = prng.coin(prng.seed_state(seed))
    first = toss if forced is None else forced
    w = Work(table)
    w.first_dealer = first
    w.rng = rng_state
    assert max_overtime is not None
    w.max_overtime = max_overtime
    assert max_idle is not None
    w.max_idle = max_idle
    text = (COIN_TOSS_TEXT.format(name=SEAT_NAMES[first], other=SEAT_NAMES[1 - first]) if forced is None
            else f"{SEAT_NAMES[first]} deals (chosen in the settings).")
    w.ev.append(event("coin_toss", seat=first, text=text))
    w.deal(1)
    w.settle()
    blank = State(table, 1, first, first, 1 - first, "draw", False, ((), ()), (), (), ((), ()), ((), ()), (),
                  (0, 0))
    return blank._freeze(w, 0)


__all__ = ["State", "new_game", "DEFAULT_MAX_OVERTIME_DEALS"]
