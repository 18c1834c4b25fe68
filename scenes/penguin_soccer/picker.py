"""Penguin Soccer's move picker: a human picks a penguin, one of its moves, then a facing.

`MovePicker` is a part of `PenguinSoccerScene`, on `PickerLabels` (the stand-up label is a button too;
what the picker offers, `_opts`, `focused_option` and the rest, is in `scenes.penguin_soccer.base`, where
the labels, the board layer and the panel read it). Any one device drives it (`handle_input`): the
arrows, d-pad or stick go from choice to choice the way the board looks on screen (on the diamond, screen-up
is NE: `nav_points` and `sprites.ui.widgets.point_toward`), confirm and back step through the three
stages, the mouse clicks or drags a penguin to a highlighted square and points the facing (its wheel
goes round the choices). Only the legal moves of the position shown are ever offered (grouped by
`sprites.penguin_soccer.moves`), blocked ways say why, a click that does nothing says why (the other
side's penguin, a square out of reach), and a forced move (the only legal one) is focused, ready to
confirm. The chosen move goes to the Match as notation (`submit`); the Match refuses what is not allowed.
"""

from __future__ import annotations

import math

from core.input import Action, InputEvent
from engines.penguin_soccer import words
from engines.penguin_soccer.notation import PIECE_NAMES, PIECES
from engines.penguin_soccer.notation import Action as Move
from scenes.penguin_soccer.labels import PickerLabels
from scenes.penguin_soccer.layout import STAGE_FACING, STAGE_MOVE, STAGE_PIECE, BOT_SEAT_HINT_S
from sprites.penguin_soccer.moves import SEATS, MoveOption
from collections.abc import Sequence

from scenes.play.teaching import Pointer, accepted, step_toward
from sprites.ui.widgets import STEPS, point_toward


class MovePicker(PickerLabels):
    """Choosing a move with buttons or the mouse (a part of PenguinSoccerScene)."""

    def _sync_selection(self) -> None:
        ply = self.seat_view.ply
        if self._sel_ply == ply:
            return
        self._sel_ply = ply
        self.stage = STAGE_PIECE
        self.options = []
        self.opt_focus = self.face_focus = 0
        self._option_cache = {}
        self._blocked_cache = {}
        self._drag = None
        seat = self.seat_view.to_move
        if seat is None:
            return
        # start on the ball holder, else the first penguin that can move
        holder = self.position.holder
        order = [k for k in range(3) if self._opts(PIECES[k])]
        if holder is not None and holder[0] == seat:
            self.cand_focus = PIECES.index(holder[1])
        elif order:
            self.cand_focus = order[0]
        else:
            self.cand_focus = 0
        forced = self.forced_action()
        if forced is not None:
            self._focus_action(Move.parse(forced))

    def _focus_action(self, action: Move) -> None:
        """Open the picker on `action`, ready to confirm (a forced move is the focused choice)."""
        k = PIECES.index(str(action)[0])
        opts = self._opts(PIECES[k])
        for n, opt in enumerate(opts):
            facings = self._facings_sorted(opt) if opt.needs_facing else []
            if opt.action == action or any(a == action for _f, a in facings):
                self.cand_focus, self.options, self.opt_focus, self.stage = k, opts, n, STAGE_MOVE
                if facings:
                    self.stage = STAGE_FACING
                    self.face_focus = next(i for i, (_f, a) in enumerate(facings) if a == action)
                return

    def show_hint(self, notation: str) -> None:
        """A hint (scenes.play.hints): the picker opens on the hinted move, ready to confirm; nothing is played."""
        action = next((a for a in self.position.legal_actions() if str(a) == notation), None)
        if action is None:
            return
        self._sync_selection()
        self._focus_action(action)

    def lesson_pointer(self, moves: Sequence[str]) -> Pointer | None:
        """A lesson's pointer (scenes.play.teaching): the penguin, then the square, then the facing of one of
        `moves` (the first the choices made so far lead to); BACK when they lead to none."""
        seat = self.seat_view.to_move
        if seat is None or self.finished or not self.is_human(seat) or self.animating:
            return None
        self._sync_selection()
        wanted = [Move.parse(m) for m in accepted(moves, [str(a) for a in self.position.legal_actions()])]
        if not wanted:
            return None
        points = self.nav_points()

        def aim(n: int, here: int) -> Pointer | None:
            if not 0 <= n < len(points):
                return None
            press = Action.CONFIRM if n == here % len(points) else step_toward(points, here % len(points), n,
                                                                              point_toward)
            return Pointer(points[n], press)

        if self.stage == STAGE_PIECE:
            return aim(PIECES.index(str(wanted[0])[0]), self.cand_focus)
        for move in wanted:
            if PIECES.index(str(move)[0]) != self.cand_focus:
                continue
            for n, opt in enumerate(self.options):
                facings = self._facings_sorted(opt) if opt.needs_facing else []
                if opt.action != move and all(a != move for _f, a in facings):
                    continue
                if self.stage == STAGE_MOVE:
                    return aim(n, self.opt_focus)
                if n == self.opt_focus % len(self.options):
                    return aim(next(i for i, (_f, a) in enumerate(facings) if a == move), self.face_focus)
        here = points[{STAGE_MOVE: self.opt_focus, STAGE_FACING: self.face_focus}[self.stage] % len(points)] \
            if points else self.pieces[self._seat_piece(self.cand_focus)].pos
        return Pointer(here, Action.BACK)  # chosen so far leads to none of them: go back a stage

    def hint_words(self, notation: str) -> str:
        """The hinted move in words, the engine's (the board hides nothing, so the move's own events, as
        the seat to move would see them, may be read)."""
        return f"Hint: {words.move_words(self.position.apply(notation).observation(self.mover)['events'])}"

    def _select_piece(self, k: int) -> bool:
        """Go to stage 2 for piece size k; False (and a reason) if it cannot move."""
        self.cand_focus = k
        opts = self._opts(PIECES[k])
        if not opts:
            i = self._seat_piece(k)
            reasons = [r[2] for r in self._blocked(i)]
            why = next((r for r in reasons[1:]), reasons[0] if reasons else "every way is blocked")
            self.say(f"{PIECE_NAMES[k]} has no legal move. {why}")
            self._sound("back")
            return False
        self.options = opts
        self.opt_focus = 0
        self.stage = STAGE_MOVE
        self._sound("click")
        return True

    def _choose(self, opt: MoveOption) -> None:
        if opt.needs_facing:
            self.stage = STAGE_FACING
            facings = self._facings_sorted(opt)
            want = opt.direction if len(opt.dirs) <= 1 else sorted(opt.dirs)[len(opt.dirs) // 2]
            self.face_focus = next((n for n, (f, _a) in enumerate(facings) if f == want), 0)
            self._sound("click")
            return
        assert opt.action is not None
        self._commit(opt.action)

    def _commit(self, action: Move) -> None:
        if action not in self.position.legal_actions():  # cannot happen: options come from legal_actions
            self._sound("back")
            return
        self.stage = STAGE_PIECE
        self._sound("confirm" if self.submit(str(action)) else "back")

    def handle_input(self, event: InputEvent, seat: int | None) -> None:
        a = event.action
        if a == Action.PEEK or not event.pressed:
            return
        if seat is None:
            if a not in (Action.POINT, Action.RELEASE, Action.SCROLL_UP, Action.SCROLL_DOWN) and not self.finished:
                cur = self.seat_view.to_move
                if cur is not None and not self.is_human(cur):
                    self.say(f"Please wait: it is {self.seat_name(cur)}'s turn and the computer is thinking.",
                             BOT_SEAT_HINT_S, this_decision=True)
                elif cur is not None:
                    self.say(f"It is {self.seat_name(cur)}'s turn: {self.seat_name(cur)} picks the move.",
                             BOT_SEAT_HINT_S, this_decision=True)
            return
        if self.animating:
            if a in (Action.CONFIRM, Action.CLICK):
                self.skip()
            return
        self._sync_selection()
        if a in (Action.POINT, Action.CLICK, Action.RELEASE, Action.SCROLL_UP, Action.SCROLL_DOWN):
            self._mouse(event)
            return
        self._buttons(a)

    # -- buttons (keyboard, gamepad) --
    def nav_points(self) -> list[tuple[float, float]]:
        """Where the stage's choices are on screen, in the order of their focus index: the mover's three
        penguins, the squares the penguin's moves end on (the penguin itself for standing up: it stands where
        it is, so a press towards a square on screen always picks that square), or the tips of the facing
        arrows."""
        v = self.view
        if self.stage == STAGE_PIECE:
            return [self.pieces[self._seat_piece(k)].pos for k in range(3)]
        if self.stage == STAGE_MOVE:
            return [self.pieces[o.index].pos if o.kind == "stand" else v.square_center(o.target)
                    for o in self.options]
        opt = self.focused_option
        if opt is None:
            return []
        cx, cy = v.square_center(opt.dest)
        return [(cx + v.dir_vector(f)[0], cy + v.dir_vector(f)[1]) for f, _a in self._facings_sorted(opt)]

    def _walk(self, a: Action) -> None:
        """A direction press: the focus goes to the choice that lies that way on screen, as the board looks
        (on the diamond, screen-up is NE), and stays where it is when nothing does."""
        points = self.nav_points()
        here = {STAGE_PIECE: self.cand_focus, STAGE_MOVE: self.opt_focus, STAGE_FACING: self.face_focus}[self.stage]
        if not points:
            return
        there = point_toward(points, here % len(points), a)
        if there is None:
            return
        if self.stage == STAGE_PIECE:
            self.cand_focus = there
        elif self.stage == STAGE_MOVE:
            self.opt_focus = there
        else:
            self.face_focus = there
        self._sound("click")

    def _cycle(self, step: int) -> None:
        """The mouse wheel: the next or previous choice of the stage, clockwise on screen."""
        if self.stage == STAGE_PIECE:
            self.cand_focus = (self.cand_focus + step) % 3
        elif self.stage == STAGE_MOVE and self.options:
            self.opt_focus = (self.opt_focus + step) % len(self.options)
        elif self.stage == STAGE_FACING and self.focused_option is not None:
            self.face_focus = (self.face_focus + step) % len(self._facings_sorted(self.focused_option))
        else:
            return
        self._sound("click")

    def _buttons(self, a: Action) -> None:
        if a in STEPS:
            self._walk(a)
            return
        if self.stage == STAGE_PIECE:
            if a in (Action.NEXT, Action.PREV):
                self._cycle(1 if a == Action.NEXT else -1)
            elif a == Action.CONFIRM:
                self._select_piece(self.cand_focus)
            elif a == Action.BACK:
                self.say("Pick one of your penguins, then one of its moves.")
            return
        if self.stage == STAGE_MOVE:
            if a in (Action.NEXT, Action.PREV):
                for n in range(1, 3):
                    k = (self.cand_focus + (n if a == Action.NEXT else -n)) % 3
                    if self._opts(PIECES[k]):
                        self._select_piece(k)
                        break
            elif a == Action.CONFIRM and self.options:
                self._choose(self.options[self.opt_focus % len(self.options)])
            elif a == Action.BACK:
                self.stage = STAGE_PIECE
                self._sound("back")
            return
        opt = self.focused_option
        if opt is None:
            self.stage = STAGE_PIECE
            return
        facings = self._facings_sorted(opt)
        if a == Action.CONFIRM:
            self._commit(facings[self.face_focus % len(facings)][1])
        elif a == Action.BACK:
            self.stage = STAGE_MOVE
            self._sound("back")

    # -- mouse --
    def _piece_at(self, pos: tuple[float, float]) -> int | None:
        """The mover's penguin under the pointer (front-most first), as size index."""
        seat = self.seat_view.to_move
        if seat is None:
            return None
        i = self._penguin_at(pos, seat)
        return None if i is None else i % 3

    def _penguin_at(self, pos: tuple[float, float], seat: int) -> int | None:
        """The penguin of `seat` under the pointer (front-most first, else the one on the square), as index."""
        art = self._art_ready()
        best: tuple[float, int] | None = None
        for i in range(seat * 3, seat * 3 + 3):
            sp = self.pieces[i]
            img = art.image(sp.kind, sp.seat, sp.yaw, sp.tilt)
            x, y = self._sprite_ground(sp)
            r = img.rect_local.move(round(x), round(y)).inflate(16, 16)
            if r.collidepoint(pos) and (best is None or y > best[0]):
                best = (y, i)
        if best is not None:
            return best[1]
        sq = self.view.square_at(pos)
        st = self.position
        if sq is not None and sq in st.pos:
            j = st.pos.index(sq)
            if j // 3 == seat:
                return int(j)
        return None

    def _why_not_there(self, pos: tuple[float, float]) -> str | None:
        """Why a click on the board did nothing: on the other side's penguin, or on a square the selected
        penguin cannot reach (None off the board, where a click in the move stage lets the penguin go)."""
        seat = self.mover
        st = self.position
        own = SEATS[seat]
        j = self._penguin_at(pos, 1 - seat)
        if j is not None:
            who = f"the {SEATS[1 - seat]} {PIECE_NAMES[j % 3]}"
            if self.stage == STAGE_PIECE:
                return f"That is {who}: pick one of your own penguins, the {own} ones."
            name = PIECE_NAMES[self.cand_focus]
            if st.ball == st.pos[j]:
                return f"{name} cannot reach {who} from here: a tackle is a slide that ends on the ball holder."
            return f"{name} cannot tackle {who}: only the penguin holding the ball can be tackled."
        sq = self.view.square_at(pos)
        if sq is None:
            return None
        where = st.board.name(sq)
        if self.stage == STAGE_PIECE:
            return f"Nothing of yours on {where}: pick one of your penguins first, the {own} ones."
        name = PIECE_NAMES[self.cand_focus]
        if any(o.kind == "kick" for o in self.options):
            return f"{name} holds the ball and can only kick it: pick a marked square."
        if any(o.kind == "slide" for o in self.options):
            n = (1, 2, 3)[self.cand_focus]
            return f"{name} cannot reach {where}: it slides exactly {n} square{'s' if n > 1 else ''} in a " \
                   "straight line. Pick a marked square."
        return f"{name} can only stand up now."

    def _option_at(self, pos: tuple[float, float], itself: bool = True) -> int | None:
        """The move under the pointer: its square, or standing up (the badge, or with `itself` the penguin
        itself: not when a press on the penguin that chose it is let go)."""
        chip = self._stand_chip()
        if chip is not None and (chip.collidepoint(pos) or (itself and self._piece_at(pos) == self.cand_focus)):
            return next(n for n, o in enumerate(self.options) if o.kind == "stand")  # the badge, or the penguin
        sq = self.view.square_at(pos)
        if sq is None:
            return None
        hits = [n for n, o in enumerate(self.options) if o.kind != "stand" and o.target == sq]
        if not hits:
            hits = [n for n, o in enumerate(self.options) if o.kind != "stand" and sq in o.path]
        if not hits:
            return None
        if len(hits) == 1:
            return hits[0]
        sp = self.pieces[self._seat_piece(self.cand_focus)]
        ang = math.degrees(math.atan2(pos[0] - sp.pos[0], -(pos[1] - sp.pos[1]))) % 360.0
        return min(hits, key=lambda n: abs((self.view.dir_screen_angle(self.options[n].direction or 0) - ang
                                             + 180.0) % 360.0 - 180.0))

    def _facing_at(self, pos: tuple[float, float], opt: MoveOption) -> int:
        facings = self._facings_sorted(opt)
        cx, cy = self.view.square_center(opt.dest)
        ang = math.degrees(math.atan2(pos[0] - cx, -(pos[1] - cy))) % 360.0
        return min(range(len(facings)), key=lambda n: abs((self.view.dir_screen_angle(facings[n][0]) - ang + 180.0)
                                                          % 360.0 - 180.0))

    def _mouse(self, event: InputEvent) -> None:
        a = event.action
        pos = event.pos
        if pos is None:
            return
        if a in (Action.SCROLL_UP, Action.SCROLL_DOWN):
            self._cycle(1 if a == Action.SCROLL_DOWN else -1)
            return
        if a == Action.POINT:
            if self._drag is not None or self.stage == STAGE_MOVE:
                n = self._option_at(pos)
                if n is not None:
                    self.opt_focus = n
            elif self.stage == STAGE_PIECE:
                k = self._piece_at(pos)
                if k is not None:
                    self.cand_focus = k
            elif self.stage == STAGE_FACING and self.focused_option is not None:
                cx, cy = self.view.square_center(self.focused_option.dest)
                if math.hypot(pos[0] - cx, pos[1] - cy) > 12:
                    self.face_focus = self._facing_at(pos, self.focused_option)
            return
        if a == Action.RELEASE:
            if self._drag is None:
                return
            self._drag = None
            n = self._option_at(pos, itself=False)
            if n is not None and self.stage == STAGE_MOVE:
                self.opt_focus = n
                self._choose(self.options[n])
            return
        # CLICK
        if self.stage == STAGE_FACING and self.focused_option is not None:
            opt = self.focused_option
            cx, cy = self.view.square_center(opt.dest)
            if math.hypot((pos[0] - cx) / self.view.hx, (pos[1] - cy) / self.view.hy) <= 2.6:
                if math.hypot(pos[0] - cx, pos[1] - cy) > 12:
                    self.face_focus = self._facing_at(pos, opt)
                self._commit(self._facings_sorted(opt)[self.face_focus][1])
                return
            self.stage = STAGE_MOVE
        if self.stage == STAGE_MOVE:
            n = self._option_at(pos)
            if n is not None:
                self.opt_focus = n
                self._choose(self.options[n])
                return
        k = self._piece_at(pos)
        if k is not None:
            if self._select_piece(k):
                self._drag = k
            return
        why = self._blocked_toward(pos) if self.stage == STAGE_MOVE else None
        why = why or self._why_not_there(pos)
        if why:
            self.say(why)
            self._sound("back")
        elif self.stage == STAGE_MOVE:
            self.stage = STAGE_PIECE
            self._sound("back")

    def _blocked_toward(self, pos: tuple[float, float]) -> str | None:
        """The reason the selected penguin cannot go towards the pointer, if it cannot."""
        i = self._seat_piece(self.cand_focus)
        sp = self.pieces[i]
        if math.hypot(pos[0] - sp.pos[0], pos[1] - sp.pos[1]) < 20:
            return None
        ang = math.degrees(math.atan2(pos[0] - sp.pos[0], -(pos[1] - sp.pos[1]))) % 360.0
        reasons = self._blocked(i)
        near = [r for r in reasons if r[0] is not None and abs((self.view.dir_screen_angle(r[0]) - ang + 180.0)
                                                                % 360.0 - 180.0) <= 22.5]
        if near:
            return near[0][2]
        general = [r[2] for r in reasons if r[0] is None]
        return general[0] if general else None

