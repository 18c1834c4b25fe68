"""The game state: an immutable value with the engine contract's API.

`new_game(seed, deck="default")` shuffles both players' decks and the goal deck
from the seed, deals eleven cards to each player and turns up quarter 1's three
goal cards; `state.apply(action)` returns the next state with `events`. JSON and
observations live in codec.py, determinization (`sample_state`) in sampling.py,
the rules in rules.py and combos.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engines.common import rng as prng
from engines.common.errors import IllegalAction, show
from engines.common.events import Event, event
from engines.common.jsonval import check_seed, no_more_options
from engines.goal.combos import written
from engines.goal.notation import PASS, Action, parse
from engines.goal.rules import (
    HAND_SIZE, P_OVER, P_PLAY, SEAT_NAMES, Combo, Goal, Work, sets_of, starter_of, top_of,
)
from engines.goal.table import DEFAULT_DECK, Table, load_table

Cards = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class State:
    """A G.O.A.L. position (card ids; faces in JSON); never mutated."""

    table: Table
    quarter: int
    """1 to 4."""
    action: int
    """The action marker: 1 to 8, the action about to be taken."""
    to_move: int
    phase: str
    """'play' or 'over'."""
    hands: tuple[Cards, Cards]
    decks: tuple[Cards, Cards]
    """Each player's own deck, top card first."""
    discards: tuple[Cards, Cards]
    """Each player's discard pile, top card first (face up: every card in it was played)."""
    goals: tuple[Goal, ...]
    """The face-up goal cards in the order they were turned up, each with its combinations bottom first."""
    goal_deck: Cards
    prizes: tuple[Cards, Cards]
    goal_discard: Cards
    """Goal cards out of the game: discarded with no combination on them, or not named by a position."""
    winner: int | None = None
    reason: str | None = None
    rng: int = 0
    ply: int = 0
    events: tuple[Event, ...] = ()
    _legal: list[Action] | None = field(default=None, compare=False, repr=False)

    # ---- the contract ------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        """The seat to move; None once the game is over."""
        return None if self.phase == P_OVER else self.to_move

    @property
    def is_terminal(self) -> bool:
        return self.phase == P_OVER

    @property
    def scores(self) -> tuple[int, int]:
        """The goal cards in each prize pile (RULINGS); the winner is decided by sets first."""
        return len(self.prizes[0]), len(self.prizes[1])

    def legal_actions(self) -> list[Action]:
        """Every legal action, sorted (PASS, the SHOOTs, the TACKLEs; by goal card, weakest first), each once."""
        cached = self._legal
        if cached is None:
            cached = self._work().legal()
            object.__setattr__(self, "_legal", cached)
        return list(cached)

    def apply(self, action: Action | str) -> State:
        """The state after `action` (an Action or its notation); IllegalAction saying why if not legal."""
        if self.phase == P_OVER:
            raise IllegalAction(f"the game is over ({self.reason}); no more actions")
        if isinstance(action, Action):
            act = Action(PASS) if action.kind == PASS else Action.make(action.kind, action.goal, action.cards)
        else:
            act = parse(action)
        w = self._work()
        why = w.problem(act)
        if why is not None:
            raise IllegalAction(f"{act} is not legal now ({SEAT_NAMES[self.to_move]} to move, action {self.action} "
                                f"of quarter {self.quarter}): {why}")
        w.perform(act)
        return self._freeze(w, self.ply + 1)

    def is_legal(self, action: Action | str) -> bool:
        """Whether `action` may be applied now (without listing every legal action)."""
        try:
            act = action if isinstance(action, Action) else parse(action)
        except IllegalAction:
            return False
        if act.kind == PASS:
            return self.phase != P_OVER
        return self.phase != P_OVER and self._work().problem(Action.make(act.kind, act.goal, act.cards)) is None

    def observation(self, player: int) -> dict[str, Any]:
        """Exactly what `player` may see (JSON-able); see codec.view."""
        from engines.goal.codec import view

        if player not in (0, 1) or isinstance(player, bool):
            raise ValueError(f"player must be 0 or 1, got {show(player)}")
        return view(self, player)

    def public_observation(self) -> dict[str, Any]:
        """What a spectator sees: both hands hidden."""
        from engines.common.zones import SPECTATOR
        from engines.goal.codec import view

        return view(self, SPECTATOR)

    def events_for(self, player: int) -> list[dict[str, Any]]:
        """The last apply's events as `player` may see them (secret fields None)."""
        return [e.masked(player) for e in self.events]

    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict; State.from_json(state.to_json()) == state."""
        from engines.common.zones import FULL
        from engines.goal.codec import view

        return view(self, FULL)

    @classmethod
    def from_json(cls, d: object) -> State:
        """A state from to_json() output or a RULINGS position; BadState (ValueError) saying why not."""
        from engines.goal.codec import decode

        return decode(d)

    # ---- conveniences --------------------------------------------------------------------------

    @property
    def starter(self) -> int:
        """This quarter's start player."""
        return starter_of(self.to_move, self.action)

    @property
    def sets(self) -> tuple[int, int]:
        """Complete G-O-A-L sets in each prize pile."""
        return sets_of(self.table, self.prizes[0]), sets_of(self.table, self.prizes[1])

    def goal_faces(self) -> list[str]:
        """The face-up goal cards, in table order."""
        return [self.table.face[g] for g, _ in self.goals]

    def top(self, goal: str) -> Combo | None:
        """The combination on top of face-up goal card `goal` (None if empty); KeyError if not face up."""
        for gid, stack in self.goals:
            if self.table.face[gid] == goal:
                return top_of(stack)
        raise KeyError(goal)

    def face(self, card: int) -> str:
        """What is printed on card `card`."""
        return self.table.face[card]

    def _work(self) -> Work:
        w = Work(self.table)
        w.quarter, w.action, w.to_move, w.phase = self.quarter, self.action, self.to_move, self.phase
        w.hands, w.decks, w.discards = list(self.hands), list(self.decks), list(self.discards)
        w.goals, w.goal_deck = list(self.goals), self.goal_deck
        w.prizes, w.goal_discard = list(self.prizes), self.goal_discard
        w.winner, w.reason, w.rng = self.winner, self.reason, self.rng
        return w

    def _freeze(self, w: Work, ply: int) -> State:
        h, d, x, p = w.hands, w.decks, w.discards, w.prizes
        return State(self.table, w.quarter, w.action, w.to_move, w.phase, (h[0], h[1]), (d[0], d[1]),
                     (x[0], x[1]), tuple(w.goals), w.goal_deck, (p[0], p[1]), w.goal_discard, w.winner, w.reason,
                     w.rng, ply, tuple(w.ev))

    def __str__(self) -> str:
        """A readable multi-line summary (full information: for logs and tests)."""
        t = self.table
        f = t.face
        lines = [f"quarter {self.quarter}, action {self.action}, goal cards {self.scores[0]}-{self.scores[1]}, "
                 f"sets {self.sets[0]}-{self.sets[1]}, goal deck {len(self.goal_deck)}"]
        for seat in (0, 1):
            lines.append(f"{SEAT_NAMES[seat]:>4} hand: {' '.join(f[c] for c in self.hands[seat]) or '-'}; "
                         f"deck {len(self.decks[seat])}; prizes {' '.join(f[c] for c in self.prizes[seat]) or '-'}")
        for gid, stack in self.goals:
            combos = " | ".join(f"{SEAT_NAMES[c.seat]} {written(t, c.play)}" for c in stack)
            lines.append(f"  {f[gid]}: {combos or '-'}")
        lines.append(f"over: {self.reason}, winner {self.winner}" if self.phase == P_OVER
                     else f"{SEAT_NAMES[self.to_move]} to move")
        return "\n".join(lines)


def new_game(seed: int = 0, **options: Any) -> State:
    """A new game. Options: deck (path of a deck TOML, default the shipped one)."""
    check_seed(seed)
    deck = options.pop("deck", DEFAULT_DECK)
    if not isinstance(deck, str) or not deck:
        raise ValueError(f"deck must be 'default' or the path of a deck file, got {show(deck)}")
    no_more_options(options, "goal")
    t = load_table(deck)
    w = Work(t)
    rng = prng.seed_state(seed)
    for seat in (0, 1):
        order, rng = prng.shuffled(t.seat_cards(seat), rng)
        w.decks[seat] = tuple(order)
        w.ev.append(event("shuffle", seat=seat, count=len(order)))
    goal_order, rng = prng.shuffled(t.goal_cards, rng)
    w.goal_deck = tuple(goal_order)
    w.ev.append(event("shuffle", seat=None, count=len(goal_order)))
    w.rng = rng
    for _ in range(HAND_SIZE):  # the "start button": eleven each, one at a time
        for seat in (0, 1):
            if w.decks[seat]:
                card, w.decks[seat] = w.decks[seat][0], w.decks[seat][1:]
                w.hands[seat] = w.hands[seat] + (card,)
                w.ev.append(event("dealt", seat=seat, card=t.face[card], id=card, left=len(w.decks[seat]),
                                  secret=("card", "id"), hidden_from=1 - seat))
    w.hands = [tuple(sorted(h)) for h in w.hands]
    w.start_quarter(1, 0)  # Blue starts quarter 1 (RULINGS)
    blank = State(t, 1, 1, 0, P_PLAY, ((), ()), ((), ()), ((), ()), (), (), ((), ()), ())
    return blank._freeze(w, 0)


__all__ = ["State", "new_game"]
