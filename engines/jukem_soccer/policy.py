"""Heuristics for the computer players: card values, odds of a SAVE, playout policy.

Everything here reads only what `seat` may see in the given state: its own
hand, the possessions, goal piles, counts and the discard pile (minus the
opponent's face-down substitutions). Bots call these on a determinization
from `sample_state`, whose hidden parts these functions never read, so a
choice depends on the observation alone.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from engines.common import rng as prng
from engines.jukem_soccer.notation import NO, PLAY, RED_CARD, SAVE_CARD, SUB, YELLOW_CARD, Action
from engines.jukem_soccer.rules import HAND_SIZE, P_ANSWER, P_PLAY, P_SAVE, setup_count
from engines.jukem_soccer.state import State
from engines.jukem_soccer.table import FLOP, HEADER, JUKEM, PASS, RED, SAVE, SHOT, YELLOW, Table

KEEP_VALUE = {PASS: 2.0, HEADER: 2.5, FLOP: 3.0, JUKEM: 4.0, SHOT: 3.0, SAVE: 2.6, RED: 4.5, YELLOW: 1.5}
"""How much a card is worth keeping in hand (substitution discards the lowest): the easy bot's guess."""
KEEP_VALUE_CAREFUL = {PASS: 2.0, HEADER: 2.5, FLOP: 3.0, JUKEM: 4.0, SHOT: 1.0, SAVE: 3.5, RED: 4.5, YELLOW: 2.5}
"""The normal bot's values, measured: a hand with nothing to play is better off losing a
SHOT than a defensive card (about +8% of games won against the easy values)."""
WAIT_RISK = 0.3
"""Normal bot: build on instead of shooting when the best shot is saved with at least this
chance, no JUKEM is at hand, and the possession is below WAIT_BELOW (a bigger possession
unlocks the two- and three-ball shots that few SAVE cards stop): measured +3%."""
WAIT_BELOW = 5
RED_AT = 3
"""A red PENALTY is worth a possession of at least this many setup plays."""
EVAL_GOAL_SCALE = 1.6
"""Logistic steepness of the leaf evaluation per goal of lead."""
POSSESSION_WEIGHT = 0.12
ROLLOUT_NOISE = 10
"""One playout move in ROLLOUT_NOISE is uniformly random (keeps playouts varied)."""
"""Leaf evaluation: a setup play in possession is worth this fraction of a goal."""


def unseen_for(s: State, seat: int) -> list[int]:
    """Cards `seat` has not seen (opponent's hand, draw pile, face-down cards)."""
    seen = set(s.hands[seat])
    seen.update(s.poss[0], s.poss[1], s.goals[0], s.goals[1])
    hidden = set(s.secret[1 - seat])
    seen.update(c for c in s.discard if c not in hidden)
    if s.phase == P_ANSWER or (s.phase == P_SAVE and s.to_move != seat):
        seen.add(s.pending)
    return [c for c in range(s.table.n) if c not in seen]


def p_holds_any(unseen_total: int, good: int, hand: int) -> float:
    """P(a random `hand` of `unseen_total` unseen cards holds one of `good` cards)."""
    if good <= 0 or hand <= 0 or unseen_total <= 0:
        return 0.0
    hand = min(hand, unseen_total)
    if unseen_total - good < hand:
        return 1.0
    return 1.0 - math.comb(unseen_total - good, hand) / math.comb(unseen_total, hand)


def block_chance(t: Table, shot: int, unseen: Sequence[int], opp_hand: int) -> float:
    """P(the opponent holds a SAVE that blocks `shot`), from the unseen cards."""
    m = t.mask[shot]
    good = sum(1 for c in unseen if t.kind[c] == SAVE and m & ~t.mask[c] == 0)
    return p_holds_any(len(unseen), good, opp_hand)


def save_value(t: Table, save: int, unseen: Sequence[int], count: int) -> float:
    """Fraction of the shots the shooter could have played that `save` blocks."""
    shots = [c for c in unseen if t.kind[c] == SHOT and t.needs[c] <= count]
    if not shots:
        return 0.0
    m = t.mask[save]
    return sum(1 for c in shots if t.mask[c] & ~m == 0) / len(shots)


def keep_value(t: Table, card: int, count: int, careful: bool = False) -> float:
    """How much `card` is worth keeping, given the holder's possession count."""
    k = t.kind[card]
    value = (KEEP_VALUE_CAREFUL if careful else KEEP_VALUE)[k]
    if k == SHOT:
        value -= 0.4 * max(0, t.needs[card] - count - 2)
    elif k == YELLOW and not careful:
        value += 0.8 if t.vs[card] == PASS else 0.0
    return value


SETUP_PREFERENCE = {"HEADER": 0, "FLOP": 1, "PASS": 2}
"""HEADER first (its free turn), then FLOP (two setup plays), then PASS."""


def _first(actions: Sequence[Action], kind: str) -> Action | None:
    for a in actions:
        if a.kind == kind:
            return a
    return None


def choose_heuristic(s: State, seat: int, careful: bool) -> Action:
    """A good move by rules of thumb; `careful` adds the odds (SAVE choice, shot choice, JUKEM)."""
    t = s.table
    acts = s.legal_actions()
    if len(acts) == 1:
        return acts[0]
    kind = t.kind
    opp = 1 - seat
    if s.phase == P_PLAY:
        plays = [a for a in acts if a.kind == PLAY]
        if plays:
            shots = [a for a in plays if a.face.startswith("SHOT")]
            if shots:
                if not careful:
                    return next((a for a in shots if a.jukem), shots[0])
                unseen = unseen_for(s, seat)
                opp_hand = len(s.hands[opp])
                best = min((a for a in shots if not a.jukem),
                           key=lambda a: (block_chance(t, t.first_with_face(a.face), unseen, opp_hand), a.face))
                risk = block_chance(t, t.first_with_face(best.face), unseen, opp_hand)
                jukem = Action(PLAY, best.face, True)
                if risk > 0.0 and jukem in plays and (risk > 0.25 or s.golden or len(s.pile) < 8):
                    return jukem
                setups = [a for a in plays if not a.jukem and not a.face.startswith("SHOT")]
                if risk >= WAIT_RISK and setups and jukem not in plays and s.setup_count(seat) < WAIT_BELOW:
                    return min(setups, key=lambda a: SETUP_PREFERENCE.get(a.face, 3))
                return best
            setups = [a for a in plays if not a.jukem]
            return min(setups, key=lambda a: SETUP_PREFERENCE.get(a.face, 3))
        subs = [a for a in acts if a.kind == SUB]
        if subs:
            count = s.setup_count(seat)
            return min(subs, key=lambda a: (keep_value(t, t.first_with_face(a.face), count, careful), a.face))
        return acts[0]  # END
    if s.phase == P_ANSWER:
        played = s.pending
        count = setup_count(t, s.poss[opp])
        red = _first(acts, RED_CARD)
        yellow = _first(acts, YELLOW_CARD)
        # Measured over thousands of games: a yellow card is best used at once (it has
        # no other use and blocks a hand slot), a red one on any possession that
        # could shoot (3+ setup plays) - waiting for bigger ones loses more goals.
        if yellow is not None and (careful or kind[played] != PASS or count >= RED_AT):
            return yellow
        if red is not None and count >= RED_AT:
            return red
        return Action(NO)
    # P_SAVE
    saves = [a for a in acts if a.kind == SAVE_CARD]
    if not careful:
        return saves[0]
    unseen = unseen_for(s, seat)
    count = setup_count(t, s.poss[opp])
    best_save = max(saves, key=lambda a: (save_value(t, t.first_with_face(a.face), unseen, count), a.face))
    if save_value(t, t.first_with_face(best_save.face), unseen, count) <= 0.0:
        return Action(NO)
    return best_save


def rollout_policy(s: State, rng: int) -> tuple[Action, int]:
    """The playout policy for ISMCTS: the normal bot's rules, with a little noise."""
    acts = s.legal_actions()
    if len(acts) == 1:
        return acts[0], rng
    roll, rng = prng.randbelow(rng, ROLLOUT_NOISE)
    if roll == 0:
        j, rng = prng.randbelow(rng, len(acts))
        return acts[j], rng
    return choose_heuristic(s, s.to_move, True), rng


def evaluate(s: State) -> float:
    """Seat 0's winning chances in [0, 1]: goal lead, possessions, time left."""
    if s.is_terminal:
        return 0.5 if s.winner is None else float(s.winner == 0)
    lead = float(s.score[0] - s.score[1])
    t = s.table
    lead += POSSESSION_WEIGHT * (min(setup_count(t, s.poss[0]), 5) - min(setup_count(t, s.poss[1]), 5))
    left = len(s.pile) / max(1, t.n - 2 * HAND_SIZE) + (1.0 if s.half == 1 else 0.0)
    if s.half >= 3:
        left = 0.3
    return 1.0 / (1.0 + math.exp(-EVAL_GOAL_SCALE * lead / math.sqrt(0.35 + left)))


def observed_key(action: Action, actor: int, observer: int) -> object:
    """What the other seat sees of a move: a face-down SHOT is just "SHOT", a substitution just "SUB"."""
    if action.kind == PLAY and not action.jukem and action.face.startswith("SHOT"):
        return "SHOT"
    if action.kind == SUB:
        return "SUB"
    return action


__all__ = ["choose_heuristic", "rollout_policy", "evaluate", "observed_key", "unseen_for", "block_chance",
           "save_value", "keep_value", "p_holds_any"]
