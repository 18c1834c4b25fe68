"""What a human may do with each penguin, for the Penguin Soccer move picker.

Pure logic, no pygame: `piece_options(state, letter)` groups the legal actions
of one penguin (only ever taken from `state.legal_actions()`, so nothing
illegal can be offered) into choices a player understands - stand up, slide
to a square, kick in a direction - each with what will happen (the squares
crossed, where the ball stops, who is pushed, whether it scores), found by
applying the move to the immutable state. Slides that end lying carry their
legal facings; full slides that end on the same square (Mama entering from
the sea in three directions) are merged into one choice whose facings are
the union, each mapped to the least-spinning action.

`blocked(state, index)` explains, in words for the screen, why a penguin
cannot move in the directions it cannot take.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engines.penguin_soccer import rules as R
from engines.penguin_soccer.board import DIR_INDEX, DIRECTIONS, SEA, UP, Board
from engines.penguin_soccer.notation import PIECE_NAMES, PIECES, Action
from engines.penguin_soccer.state import State

#: Pieces and corners are named by their colour on the board ("the red Papa"), whoever plays them.
SEATS = ("blue", "red")


@dataclass
class MoveOption:
    """One choice offered for a penguin."""

    kind: str
    """'stand', 'slide' or 'kick'."""
    piece: str
    index: int
    """Piece index seat * 3 + size."""
    direction: int | None
    """Slide or kick direction 0..7 (the first of a merged entry)."""
    dest: int
    """Where the penguin ends (its own square for stand and kick)."""
    target: int
    """The square that stands for this choice on the board: slide end, ball stop, own square."""
    path: list[int] = field(default_factory=list)
    """Squares crossed: by the slider, or by the ball for a kick."""
    facings: list[tuple[int, Action]] = field(default_factory=list)
    """For slides ending lying: (facing 0..7, action) choices; empty otherwise."""
    action: Action | None = None
    """The action when there is nothing more to choose."""
    stop: str = ""
    """slide: 'full' | 'ball' | 'tackle'; kick: 'goal' | 'pass' | 'interception' | 'edge' | 'distance'."""
    pushes: list[tuple[int, int, int]] = field(default_factory=list)
    """Tackle chain: (piece index, from square, to square or SEA)."""
    receiver: int | None = None
    scorer: int | None = None
    from_sea: bool = False
    dirs: list[int] = field(default_factory=list)
    """All slide directions merged into this choice."""

    @property
    def needs_facing(self) -> bool:
        return self.kind == "slide" and bool(self.facings)

    def label(self, board: Board) -> str:
        name = PIECE_NAMES["MPB".index(self.piece)]
        if self.kind == "stand":
            return f"{name} stands up"
        if self.kind == "kick":
            d = DIRECTIONS[self.direction or 0]
            if self.stop == "goal":
                return f"Kick {d}: GOAL!" if self.scorer == self.index // 3 else f"Kick {d}: own goal!"
            where = board.name(self.target)
            if self.stop == "pass":
                return f"Kick {d}: pass to {PIECE_NAMES[(self.receiver or 0) % 3]} on {where}"
            if self.stop == "interception":
                j = self.receiver or 0
                return f"Kick {d}: the {SEATS[j // 3]} {PIECE_NAMES[j % 3]} gets it"
            return f"Kick {d}: the ball stops on {where}"
        verb = "Enter" if self.from_sea else "Slide"
        d = "/".join(DIRECTIONS[x] for x in self.dirs) if self.dirs else DIRECTIONS[self.direction or 0]
        where = board.name(self.dest)
        if self.stop == "tackle":
            return f"{verb} {d}: tackle on {where}!"
        if self.stop == "ball":
            return f"{verb} {d} to {where} and take the ball"
        return f"{verb} {d} to {where}"


def piece_options(state: State, letter: str) -> list[MoveOption]:
    """The choices for one penguin of the side to move (empty if it has no legal move)."""
    seat = state.current_player
    if seat is None:
        return []
    b = state.board
    k = PIECES.index(letter)
    i = seat * 3 + k
    groups: dict[tuple[str, int], list[Action]] = {}
    for act in state.legal_actions():
        if act.piece != letter:
            continue
        key = (act.kind, DIR_INDEX[act.direction] if act.direction else -1)
        groups.setdefault(key, []).append(act)
    out: list[MoveOption] = []
    for (kind, d), acts in groups.items():
        after = state.apply(acts[0])
        evs = after.events
        if kind == "stand":
            sq = state.pos[i]
            out.append(MoveOption("stand", letter, i, None, sq, sq, action=acts[0], stop="stand"))
            continue
        if kind == "kick":
            squares = [b.square(str(e["to"])) for e in evs if e.kind == "ball_step"]
            opt = MoveOption("kick", letter, i, d, state.pos[i], squares[-1], path=squares, action=acts[0])
            for e in evs:
                if e.kind == "goal":
                    opt.stop, opt.scorer = "goal", _int(e["scorer"])
                elif e.kind == "possession":
                    opt.stop = str(e["how"])
                    opt.receiver = _int(e["seat"]) * 3 + PIECES.index(str(e["piece"]))
                elif e.kind == "ball_stop":
                    opt.stop = str(e["reason"])
            out.append(opt)
            continue
        steps = [e for e in evs if e.kind == "slide_step"]
        stop = next(e for e in evs if e.kind == "slide_stop")
        path = [b.square(str(e["to"])) for e in steps]
        opt = MoveOption("slide", letter, i, d, b.square(str(stop["at"])), b.square(str(stop["at"])), path=path,
                         stop=str(stop["stop"]), from_sea=state.pos[i] == SEA, dirs=[d])
        for e in evs:
            if e.kind == "push":
                j = _int(e["seat"]) * 3 + PIECES.index(str(e["piece"]))
                opt.pushes.append((j, b.square(str(e["from"])), SEA if e["to"] == "sea" else b.square(str(e["to"]))))
        if opt.stop == "full":
            opt.facings = [(DIR_INDEX[str(a.facing)], a) for a in acts]
        else:
            opt.action = acts[0]
        # a full slide ending where another does (entries from the sea): merge them
        twin = next((o for o in out if o.kind == "slide" and o.stop == "full" and opt.stop == "full"
                     and o.dest == opt.dest), None)
        if twin is not None:
            twin.dirs.append(d)
            have = {f: a for f, a in twin.facings}
            for f, a in opt.facings:
                old = have.get(f)
                if old is None or _spin(a) < _spin(old):
                    have[f] = a
            twin.facings = sorted(have.items())
            continue
        out.append(opt)
    return out


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def _spin(a: Action) -> int:
    d, f = DIR_INDEX[str(a.direction)], DIR_INDEX[str(a.facing)]
    return abs((f - d + 4) % 8 - 4)


def blocked(state: State, i: int) -> list[tuple[int | None, int | None, str]]:
    """Why penguin i cannot go some ways: (direction or None, square to mark or None, text)."""
    b = state.board
    pos, face, ball = state.pos, state.face, state.ball
    name = PIECE_NAMES[i % 3]
    seat = i // 3
    p = pos[i]
    out: list[tuple[int | None, int | None, str]] = []
    if p >= 0 and p == ball:
        out.append((None, None, f"{name} holds the ball: it cannot slide, only kick"))
        for d in range(8):
            if b.step[p * 8 + d] < 0:
                out.append((d, None, f"The ball can't be kicked {DIRECTIONS[d]}: the edge is right there"))
        return out
    if p >= 0 and face[i] != UP:
        f = face[i]
        out.append((None, None, f"{name} lies facing {DIRECTIONS[f]}: it can only slide {DIRECTIONS[f]} "
                                f"(or stand up)"))
        dirs: tuple[int, ...] = (f,)
    elif p < 0:
        corner = b.name(b.home[seat])
        ways = ", ".join(DIRECTIONS[x] for x in b.entry_dirs[seat])
        out.append((None, None, f"{name} swims in: it enters through {corner} heading {ways}"))
        dirs = b.entry_dirs[seat]
    else:
        dirs = tuple(range(8))
    for d in dirs:
        path = R.slide_path(b, pos, face, ball, i, d)
        if isinstance(path, int):
            code, square, chain = path, None, ()  # type: tuple[int, int | None, R.Chain]
        else:
            code, _n, square, chain = R.resolve_slide(b, pos, ball, i, d, path)
        if code >= 0:
            continue
        dn = DIRECTIONS[d]
        if code == R.E_OFF:
            out.append((d, None, f"{name}: the way {dn} is blocked by the edge"))
        elif code == R.E_CORNER:
            out.append((d, square, f"{name} ({dn}): nothing may enter the {SEATS[1 - seat]} corner"))
        elif code == R.E_BLOCK and square is not None:
            j = pos.index(square)
            who = f"its own {PIECE_NAMES[j % 3]}" if j // 3 == seat else f"the {SEATS[j // 3]} {PIECE_NAMES[j % 3]}"
            out.append((d, square, f"{name}: the way {dn} is blocked by {who}"))
        elif code == R.E_PUSH_CORNER and chain:
            j, _frm, to = chain[-1]
            out.append((d, square, f"{name} ({dn}): the tackle would push the {SEATS[j // 3]} "
                                   f"{PIECE_NAMES[j % 3]} into the {SEATS[1 - j // 3]} corner"))
    return out
