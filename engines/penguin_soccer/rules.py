"""The rules core: legal moves and their effects on plain tuples.

A position is four values: `pos` (6 ints, square or SEA, indexed
seat * 3 + size with size 0 Mama, 1 Papa, 2 Baby), `face` (6 ints, 0..7 =
N..NW for a lying penguin, UP for standing or in the sea), `ball` (a square or
CENTRE) and `side` (the seat to move). Nothing here allocates a State, so the
bots search with these functions directly; `State` wraps them and adds the
game record. Moves are action codes (see notation.py).

Decisions on situations the rulebook and rulings leave open (also in
docs/rules/penguin_soccer.md):

- A slide stops on the *first* square it enters that holds the ball, even
  part way: a loose ball, any centre square while the ball is at the centre, or
  an opposing holder (a tackle). Squares before it must be empty. A slide that
  would run off the board is legal when the ball stops it first (a Baby on a7
  may slide N onto a ball on a8): the step off the board never happens.
- A push chain never meets a loose ball or the centre ball: a tackle needs a
  holder, so at that moment the ball is on the tackle square, which the slider
  takes. Pushed penguins therefore never gain the ball.
- A tackle is illegal as a whole if any link of its chain would be pushed into
  that penguin's opponent's corner; pushing a penguin into the sea is fine.
- A penguin may stand on its own home corner. It blocks its teammates from
  entering (the corner is every entry's first step) and cannot keep the ball
  there: a ball reaching any corner is a goal at once, so a "pass" to a
  teammate in one's own corner is an own goal.
- A kicked ball checks each square in order: a corner scores before anything
  else, then a penguin stops it (that penguin stands and holds it).
- A side with no legal move (every penguin blocked) draws the game; the
  rulebook has no pass and every move must change the position.
"""

from __future__ import annotations

from engines.common.errors import IllegalAction
from engines.penguin_soccer.board import CENTRE, DIRECTIONS, SEA, UP, Board
from engines.penguin_soccer.events import Event, event
from engines.penguin_soccer.notation import (
    CODES_PER_PIECE,
    KICK_BASE,
    PIECE_NAMES,
    PIECES,
    kick_code,
    slide_code,
    stand_code,
)

SLIDE_DIST = (1, 2, 3)
"""Squares each size must slide: Mama, Papa, Baby."""
KICK_DIST = (3, 2, 1)
"""Squares each size kicks the ball (at most)."""
SPIN_STEPS = (1, 2, 3)
"""45-degree steps each size may spin either way after a slide (45, 90, 135 deg)."""
SEAT_NAMES = ("Blue", "Red")

Pos = tuple[int, ...]
Chain = tuple[tuple[int, int, int], ...]
"""Push chain links: (piece index, from square, to square or SEA)."""

# slide outcomes (>= 0) and reasons a slide is illegal (< 0)
FULL, ON_BALL, TACKLE = 0, 1, 2
E_ENTRY, E_HOLDER, E_FACING, E_OFF, E_BLOCK, E_CORNER, E_PUSH_CORNER = -1, -2, -3, -4, -5, -6, -7
# kick outcomes
GOAL, RECEIVED, LOOSE, E_EDGE = 0, 1, 2, -1

SPIN_FACINGS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(sorted((d + s) % 8 for s in range(-SPIN_STEPS[k], SPIN_STEPS[k] + 1))) for d in range(8))
    for k in range(3)
)
"""SPIN_FACINGS[size][direction]: facings allowed after a full slide, ascending."""
SPIN_CODES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(slide_code(k, d, f) for f in SPIN_FACINGS[k][d]) for d in range(8)) for k in range(3)
)
ALL_DIRS = tuple(range(8))


def penguin_label(i: int) -> str:
    """'Blue's Papa' for piece index i."""
    return f"{SEAT_NAMES[i // 3]}'s {PIECE_NAMES[i % 3]}"


def holder(pos: Pos, ball: int) -> int:
    """Index of the penguin holding the ball, or -1."""
    if ball >= 0 and ball in pos:
        return pos.index(ball)
    return -1


def position_key(side: int, ball: int, pos: Pos, face: Pos) -> tuple[int, ...]:
    """Exact, hashable identity of a position with its side to move (for repetition)."""
    return (side, ball) + pos + face


def slide_path(b: Board, pos: Pos, face: Pos, ball: int, i: int, d: int) -> tuple[int, ...] | int:
    """The squares piece i would cross sliding towards d, or an error code."""
    k = i % 3
    p = pos[i]
    if p < 0:
        path = b.entry[i // 3][d]
        if not path:
            return E_ENTRY
        return path[: SLIDE_DIST[k]]
    if p == ball:
        return E_HOLDER
    f = face[i]
    if f != UP and f != d:
        return E_FACING
    ray = b.rays[p * 8 + d]
    if not ray:
        return E_OFF
    # may be shorter than the slide: legal only if the ball stops it before the edge
    return ray[: SLIDE_DIST[k]]


def push_chain(b: Board, pos: Pos, j: int, square: int, d: int) -> tuple[int, Chain]:
    """Push penguin j off `square` towards d and on down the line: (0 or E_PUSH_CORNER, links)."""
    links: list[tuple[int, int, int]] = []
    step = b.step
    home = b.home
    while True:
        nxt = step[square * 8 + d]
        if nxt < 0:
            links.append((j, square, SEA))
            return 0, tuple(links)
        links.append((j, square, nxt))
        if nxt == home[1 - j // 3]:
            return E_PUSH_CORNER, tuple(links)
        if nxt not in pos:
            return 0, tuple(links)
        j = pos.index(nxt)
        square = nxt


def resolve_slide(
    b: Board, pos: Pos, ball: int, i: int, d: int, path: tuple[int, ...]
) -> tuple[int, int, int, Chain]:
    """(outcome or error code, squares entered, end or offending square, push chain)."""
    seat = i // 3
    forbidden = b.home[1 - seat]
    at_centre = ball == CENTRE
    is_centre = b.is_centre
    n = 0
    for s in path:
        n += 1
        if s == forbidden:
            return E_CORNER, n, s, ()
        if at_centre:
            if is_centre[s]:
                return ON_BALL, n, s, ()
        elif s == ball:
            if ball in pos:
                j = pos.index(ball)
                if j // 3 == seat:
                    return E_BLOCK, n, s, ()
                err, chain = push_chain(b, pos, j, s, d)
                return (err or TACKLE), n, s, chain
            return ON_BALL, n, s, ()
        if s in pos:
            return E_BLOCK, n, s, ()
    if n < SLIDE_DIST[i % 3]:
        return E_OFF, n, path[-1], ()  # the next step would leave the board
    return FULL, n, path[-1], ()


def resolve_kick(b: Board, pos: Pos, ball: int, k: int, d: int) -> tuple[int, tuple[int, ...], int]:
    """(outcome, squares the ball crosses, scorer seat / receiving piece / -1)."""
    ray = b.rays[ball * 8 + d]
    if not ray:
        return E_EDGE, (), -1
    dist = KICK_DIST[k]
    if len(ray) > dist:
        ray = ray[:dist]
    owner_of = b.corner_owner
    n = 0
    for s in ray:
        n += 1
        owner = owner_of[s]
        if owner >= 0:
            return GOAL, ray[:n], 1 - owner
        if s in pos:
            return RECEIVED, ray[:n], pos.index(s)
    return LOOSE, ray, -1


def legal_codes(b: Board, pos: Pos, face: Pos, ball: int, side: int) -> list[int]:
    """Codes of every legal move of `side`, ascending (the canonical order)."""
    out: list[int] = []
    step = b.step
    for k in range(3):
        i = side * 3 + k
        p = pos[i]
        if p < 0:
            dirs = b.entry_dirs[side]
        elif p == ball:
            base = kick_code(k, 0)
            for d in ALL_DIRS:
                if step[p * 8 + d] >= 0:
                    out.append(base + d)
            continue
        else:
            f = face[i]
            if f != UP:
                out.append(stand_code(k))
                dirs = (f,)
            else:
                dirs = ALL_DIRS
        for d in dirs:
            path = slide_path(b, pos, face, ball, i, d)
            if isinstance(path, int):
                continue
            outcome = resolve_slide(b, pos, ball, i, d, path)[0]
            if outcome == FULL:
                out.extend(SPIN_CODES[k][d])
            elif outcome > 0:
                out.append(slide_code(k, d, UP))
    return out


def has_move(b: Board, pos: Pos, face: Pos, ball: int, side: int) -> bool:
    """Whether `side` has any legal move (quick: stops at the first one)."""
    for k in range(3):
        i = side * 3 + k
        p = pos[i]
        if p >= 0 and (p == ball or face[i] != UP):
            return True  # a holder can always kick (never on a corner), a lying one can stand
    for k in range(3):
        i = side * 3 + k
        dirs = b.entry_dirs[side] if pos[i] < 0 else ALL_DIRS
        for d in dirs:
            path = slide_path(b, pos, face, ball, i, d)
            if not isinstance(path, int) and resolve_slide(b, pos, ball, i, d, path)[0] >= 0:
                return True
    return False


def _slide_error(b: Board, pos: Pos, face: Pos, i: int, d: int, err: int, square: int, chain: Chain) -> str:
    who = penguin_label(i)
    side = i // 3
    if err == E_ENTRY:
        dirs = ", ".join(DIRECTIONS[x] for x in b.entry_dirs[side])
        return f"{who} is in the sea and can only enter through {b.name(b.home[side])} heading {dirs}"
    if err == E_HOLDER:
        return f"{who} holds the ball and cannot slide (kick it instead)"
    if err == E_FACING:
        return f"{who} lies facing {DIRECTIONS[face[i]]}, so it can only slide {DIRECTIONS[face[i]]} (or stand up first)"
    if err == E_OFF:
        return f"{who} would slide off the board going {DIRECTIONS[d]}"
    if err == E_CORNER:
        return f"{who} may not enter {b.name(square)}, its opponent's corner"
    if err == E_BLOCK:
        other = penguin_label(pos.index(square))
        return (
            f"{who} would bump into {other} on {b.name(square)} "
            "(only a tackle on an opposing ball holder may enter an occupied square)"
        )
    j, _, to = chain[-1]
    return f"the tackle would push {penguin_label(j)} into {b.name(to)}, its opponent's corner"


def perform(
    b: Board, pos: Pos, face: Pos, ball: int, side: int, code: int, ev: list[Event] | None = None
) -> tuple[Pos, Pos, int, int]:
    """Play move `code` for `side`: (pos, face, ball, scorer seat or -1).

    Raises IllegalAction with the reason if the move is not legal. When `ev`
    is a list, the move's events are appended to it.
    """
    k, r = divmod(code, CODES_PER_PIECE)
    if not 0 <= k < 3:
        raise IllegalAction(f"unknown action code {code}")
    i = side * 3 + k
    p = pos[i]
    letter = PIECES[k]
    if r == 0:  # stand
        if p < 0:
            raise IllegalAction(f"{penguin_label(i)} is in the sea; it enters by sliding, not standing")
        if face[i] == UP:
            raise IllegalAction(f"{penguin_label(i)} is already standing (every move must change the position)")
        new_face = list(face)
        new_face[i] = UP
        if ev is not None:
            ev.append(event("stand", seat=side, piece=letter, at=b.name(p), was_facing=DIRECTIONS[face[i]]))
        return pos, tuple(new_face), ball, -1

    if r >= KICK_BASE:
        d = r - KICK_BASE
        if p < 0 or p != ball:
            raise IllegalAction(f"{penguin_label(i)} does not hold the ball, so it cannot kick")
        outcome, squares, who = resolve_kick(b, pos, ball, k, d)
        if outcome == E_EDGE:
            raise IllegalAction(
                f"the ball is on the edge: kicking it {DIRECTIONS[d]} cannot move it (a kick must move the ball)"
            )
        new_face = list(face)
        new_face[i] = d
        end = squares[-1]
        if outcome == RECEIVED:
            new_face[who] = UP
        if ev is not None:
            ev.append(event("kick", seat=side, piece=letter, at=b.name(p), direction=DIRECTIONS[d],
                            distance=KICK_DIST[k]))
            prev = p
            for s in squares:
                ev.append(event("ball_step", **{"from": b.name(prev), "to": b.name(s)}))
                prev = s
            if outcome == GOAL:
                ev.append(event("goal", scorer=who, own_goal=who != side, corner=b.name(end),
                                seat=side, piece=letter))
            elif outcome == RECEIVED:
                ev.append(event("possession", seat=who // 3, piece=PIECES[who % 3], at=b.name(end),
                                how="pass" if who // 3 == side else "interception",
                                from_seat=side, from_piece=letter, stood=face[who] != UP))
            else:
                ev.append(event("ball_stop", at=b.name(end),
                                reason="edge" if len(squares) < KICK_DIST[k] else "distance"))
        return pos, tuple(new_face), end, (who if outcome == GOAL else -1)

    d, f = divmod(r - 1, 9)
    path = slide_path(b, pos, face, ball, i, d)
    if isinstance(path, int):
        raise IllegalAction(_slide_error(b, pos, face, i, d, path, -1, ()))
    outcome, n, end, chain = resolve_slide(b, pos, ball, i, d, path)
    if outcome < 0:
        raise IllegalAction(_slide_error(b, pos, face, i, d, outcome, end, chain))
    arrow = f"{letter}>{DIRECTIONS[d]}"
    if outcome == FULL:
        if f == UP:
            raise IllegalAction(f"{arrow} ends lying down, so it needs a facing: {arrow}/FACING")
        if f not in SPIN_FACINGS[k][d]:
            allowed = " ".join(DIRECTIONS[x] for x in SPIN_FACINGS[k][d])
            raise IllegalAction(
                f"{PIECE_NAMES[k]} may spin at most {45 * SPIN_STEPS[k]} degrees: after sliding "
                f"{DIRECTIONS[d]} it can face {allowed}"
            )
    elif f != UP:
        raise IllegalAction(f"{arrow} ends on the ball, where the penguin stands: write {arrow} without a facing")
    new_pos = list(pos)
    new_face = list(face)
    new_pos[i] = end
    new_face[i] = f  # UP when the slide ended on the ball
    for j, _, to in chain:
        new_pos[j] = to
        new_face[j] = UP if to == SEA else d
    new_ball = end if outcome != FULL else ball
    if ev is not None:
        prev_name = "sea" if p < 0 else b.name(p)
        for s in path[:n]:
            ev.append(event("slide_step", seat=side, piece=letter, **{"from": prev_name},
                            to=b.name(s), direction=DIRECTIONS[d]))
            prev_name = b.name(s)
        for link, (j, frm, to) in enumerate(chain):
            ev.append(event("push", seat=j // 3, piece=PIECES[j % 3], **{"from": b.name(frm)},
                            to="sea" if to == SEA else b.name(to), direction=DIRECTIONS[d],
                            facing="up" if to == SEA else DIRECTIONS[d],
                            fell=face[j] == UP and to != SEA, turned=face[j] != UP and to != SEA,
                            sea=to == SEA, link=link))
        spin = 0 if outcome != FULL else ((f - d + 4) % 8 - 4) * 45
        ev.append(event("slide_stop", seat=side, piece=letter, at=b.name(end), direction=DIRECTIONS[d],
                        facing="up" if outcome != FULL else DIRECTIONS[f], spin=spin,
                        stop=("full", "ball", "tackle")[outcome]))
        if outcome == ON_BALL:
            ev.append(event("possession", seat=side, piece=letter, at=b.name(end),
                            how="centre" if ball == CENTRE else "pickup",
                            from_seat=None, from_piece=None, stood=False))
        elif outcome == TACKLE:
            j = chain[0][0]
            ev.append(event("possession", seat=side, piece=letter, at=b.name(end), how="tackle",
                            from_seat=j // 3, from_piece=PIECES[j % 3], stood=False))
    return tuple(new_pos), tuple(new_face), new_ball, -1
