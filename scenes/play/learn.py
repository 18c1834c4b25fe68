"""Learn to play: a game taught on its real table, one short step at a time, the player making the moves.

A lesson is data, `assets/learn/<game id>.json`:

    {"game": "<game id>", "title": "<the lesson's title>", "options": {},
     "steps": [
       {"say": "Words next to what they talk about", "position": {...}},   # read, then CONFIRM
       {"say": "Attack: turn up your top card", "do": ["ATTACK"]},          # the player plays it
       {"say": "...", "do": ["@FWD1", "@FWD2"], "then": ["REFILL@FWD1", "ATTACK", "@MID2"]},
       ...]}

- `position` (optional): the table from then on, in the engine's own JSON
  (`State.from_json`, the RULINGS position format for the card games); or
  `{"new_game": SEED}` for a fresh deal. Without it a step goes on from
  where the last one left the table.
- `do`: the moves the player may make now, in the engine's notation or as
  patterns (`fnmatch`, "DISCARD:*": any move that does what the step
  teaches). Nothing is chosen for the player: the lesson points at the next
  thing to choose towards one of them (the game's `lesson_pointer`, see
  scenes.play.teaching) with the glyph of the player's own device (the one
  they last used: a key of their key set, a pad's button, the mouse) on it,
  and says which buttons move and choose. Any other move is refused with the
  step's words and the table put back (a move the rules forbid, by the rules'
  words first). Without `do` the step is words only, and CONFIRM goes on.
- `repeat` (optional, true): the player makes the step's moves until it is
  the other side's turn (a line-up laid a card at a time).
- `then`: the other side's moves, played by the lesson after the player's,
  each after a pause a person can follow (`REPLY_PAUSE_S`). When the next step
  lays a new table out, the lesson waits for a press first, so the player
  sees how their move and the replies ended.

The player is Blue (seat 0) and sees the table as Blue would, hidden cards
and all. `LearnScene` holds the game's own scene (nothing is saved: no
autosave, no replay, no result screen) and draws the step's words over it.
NEXT skips a step, MENU or BACK leaves (asking first). A test plays every
lesson through its engine (tests/scenes/test_learn_scripts.py).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pygame

from core import text, theme
from core.input import DIRECTIONS, Action, InputEvent
from match.setup import GameSetup, SeatSpec
from core.scene import Scene
from engines import GAMES, TITLES
from scenes.play.teaching import Pointer, accepted, accepts
from sprites.ui import glyphs

if TYPE_CHECKING:
    from scenes.play.base import GameScene

LESSONS_DIR = Path(__file__).resolve().parents[2] / "assets" / "learn"
PANEL = pygame.Rect(440, 18, 1080, 150)
#: The step's words: three lines of STEP_PX, STEP_PITCH apart, fit under the title inside PANEL.
STEP_PX, STEP_PITCH, STEP_LINES = 30, 31, 3
PLAYER = 0
#: The pause before each of the other side's scripted replies, once the move before it has been shown.
REPLY_PAUSE_S = 0.8


class LessonError(ValueError):
    """A lesson file that cannot be used; the message names the file and the step."""


@dataclass(frozen=True)
class Step:
    """One step of a lesson."""

    say: str
    position: Any = None
    do: tuple[str, ...] = ()
    then: tuple[str, ...] = ()
    #: The player makes the step's moves until it is the other side's turn (a line-up, a card at a time).
    repeat: bool = False


@dataclass(frozen=True)
class Lesson:
    game_id: str
    title: str
    options: dict[str, Any]
    steps: tuple[Step, ...]


def lesson_path(game_id: str) -> Path:
    return LESSONS_DIR / f"{game_id}.json"


def has_lesson(game_id: str) -> bool:
    return lesson_path(game_id).is_file()


def read_script(path: Path, game_id: str, key: str, error: type[ValueError]) -> tuple[dict[str, Any], list[Any]]:
    """A game's script file (a lesson, a guide): its JSON object and its non-empty list `key`; `error`
    naming the file when it cannot be read, is another game's, or has no such list."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise error(f"{path}: {exc}") from None
    if not isinstance(data, dict) or data.get("game") != game_id:
        raise error(f"{path}: not for {game_id} (its 'game' should be {game_id!r})")
    raw = data.get(key)
    if not isinstance(raw, list) or not raw:
        raise error(f"{path}: {key!r} must be a list of {key}")
    return data, raw


def load_lesson(game_id: str) -> Lesson:
    """The lesson of a game; LessonError naming the file and what is wrong (the moves themselves are
    checked by playing them: `check_lesson`)."""
    path = lesson_path(game_id)
    data, raw = read_script(path, game_id, "steps", LessonError)
    steps = []
    for n, s in enumerate(raw, 1):
        if not isinstance(s, dict) or not isinstance(s.get("say"), str) or not s["say"].strip():
            raise LessonError(f"{path}: step {n} needs 'say', the words of the step")
        for key in ("do", "then"):
            if not isinstance(s.get(key, []), list) or not all(isinstance(a, str) for a in s.get(key, [])):
                raise LessonError(f"{path}: step {n}: {key!r} must be a list of moves in notation")
        if s.get("then") and not s.get("do"):
            raise LessonError(f"{path}: step {n}: 'then' follows the player's move ('do')")
        if s.get("repeat") and not s.get("do"):
            raise LessonError(f"{path}: step {n}: 'repeat' repeats the player's move ('do')")
        steps.append(Step(s["say"], s.get("position"), tuple(s.get("do", [])), tuple(s.get("then", [])),
                          bool(s.get("repeat", False))))
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise LessonError(f"{path}: 'options' must be a JSON object")
    return Lesson(game_id, str(data.get("title") or f"How to play {TITLES.get(game_id, game_id)}"), options,
                  tuple(steps))


def position_state(game_id: str, options: dict[str, Any], position: Any) -> Any:
    """The engine state a scripted `position` names: the engine's own JSON, or `{"new_game": SEED}`
    (a fresh deal with these options). Lessons and the guide's pictures are written this way."""
    engine = GAMES[game_id]
    if isinstance(position, dict) and set(position) == {"new_game"}:
        return engine.new_game(int(position["new_game"]), **options)
    return engine.State.from_json(position)


def check_lesson(lesson: Lesson) -> list[str]:
    """Play a lesson through its engine; every problem found, in words (none: it plays)."""
    problems: list[str] = []
    state: Any = None
    for n, step in enumerate(lesson.steps, 1):
        try:
            if step.position is not None:
                state = position_state(lesson.game_id, lesson.options, step.position)
            if state is None:
                problems.append(f"step {n}: no position yet")
                return problems
            if not step.do:
                continue
            if state.current_player != PLAYER:
                problems.append(f"step {n}: it is not Blue's move")
                continue
            legal = [str(a) for a in state.legal_actions()]
            moves = accepted(step.do, legal)
            missing = [m for m in step.do if not accepted([m], legal)]
            if missing:
                problems.append(f"step {n}: {missing[0]} is not a legal move here")
                return problems
            for move in moves:  # each move the step accepts is legal, and so are the replies after it
                after = state.apply(move)
                for reply in step.then:
                    after = after.apply(reply)
            if len(moves) > 1:  # the table now depends on the player's choice: the next move needs its own
                nxt = next((s for s in lesson.steps[n:] if s.do or s.position is not None), None)
                if nxt is not None and nxt.position is None:
                    problems.append(f"step {n}: after a choice of moves the next step with a move needs a position")
            state = state.apply(moves[0])
            while step.repeat and state.current_player == PLAYER:
                more = accepted(step.do, [str(a) for a in state.legal_actions()])
                if not more:
                    problems.append(f"step {n}: Blue is still to move and the step accepts none of its moves")
                    return problems
                state = state.apply(more[0])
            for move in step.then:
                state = state.apply(move)
        except Exception as exc:  # noqa: BLE001 - every engine error is a problem of the lesson
            problems.append(f"step {n}: {exc}")
            return problems
    return problems


class Coach:
    """Runs a lesson on a game scene: positions, the moves allowed, the other side's replies."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = -1
        self.done = False
        self.awaiting_then = False
        #: The step's moves are made and the next step lays a new table out: it waits for a press.
        self.holding = False
        self._replied = 0
        self._pause: float | None = None
        #: NEXT skips a step of many moves: its moves go on being played for the player.
        self.skipping = False

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if 0 <= self.index < len(self.lesson.steps) else None

    @property
    def next_step(self) -> Step | None:
        n = self.index + 1
        return self.lesson.steps[n] if 0 <= n < len(self.lesson.steps) else None

    @property
    def asking(self) -> bool:
        """The step waits for the player's move."""
        step = self.step
        return step is not None and bool(step.do) and not self.awaiting_then and not self.holding

    @property
    def replying(self) -> bool:
        """The player's move has been shown and the other side's scripted replies are under way."""
        step = self.step
        return self.awaiting_then and step is not None and bool(step.then) and \
            (self._replied > 0 or self._pause is not None)

    def begin(self, game: Any) -> None:
        self.advance(game)

    def advance(self, game: Any) -> None:
        """The next step, its table laid out (nothing chosen for the player: the scene points)."""
        self.index += 1
        self.holding = False
        step = self.step
        if step is None:
            self.done = True
            return
        if step.position is not None:
            put_position(game, position_state(self.lesson.game_id, self.lesson.options, step.position))

    def moves(self, game: Any) -> list[str]:
        """The legal moves the step accepts now."""
        step = self.step
        return accepted(step.do, game.seat_view.legal) if step is not None else []

    def gate(self, game: Any, seat: int, notation: str) -> str | None:
        """The Match asks whether a move may be made: one the step accepts or the lesson's own reply (None),
        or why not, in the step's words (the table put back)."""
        step = self.step
        if self.awaiting_then:
            return None  # the lesson's own reply
        if step is None or not step.do or self.holding:
            game.reset_view()
            return f"Read the words at the top, then press {press_name(game, Action.CONFIRM)} to go on."
        if accepts(step.do, notation):
            self.awaiting_then = True
            return None
        game.reset_view()
        return "Not this one: " + step.say

    def tick(self, game: Any, dt: float) -> None:
        """Once the player's move has been shown: the other side's replies, each after a pause, then the next
        step (or, before a new table, a wait for the player's press)."""
        if not self.awaiting_then or game.animating:
            return
        step = self.step
        assert step is not None
        if step.repeat and self._replied == 0 and game.seat_view.to_move == PLAYER:
            self.awaiting_then = False  # the player's turn goes on: the step's next move
            moves = self.moves(game) if self.skipping else []
            if moves:
                self.awaiting_then = True
                game.submit(moves[0])
            return
        self.skipping = False
        if self._replied < len(step.then):
            if self._pause is None:
                self._pause = REPLY_PAUSE_S
            self._pause -= dt
            if self._pause > 0:
                return
            self._pause = None
            self._replied += 1
            game.submit(step.then[self._replied - 1], seat=game.seat_view.to_move)
            return
        self._replied = 0
        self.awaiting_then = False
        nxt = self.next_step
        if nxt is not None and nxt.position is not None:
            self.holding = True
            return
        self.advance(game)


def press_name(game: Any, action: Action) -> str:
    """The button for `action` in words, on the device the player last used."""
    kind, key_set, overrides = device_of(getattr(game, "app", None))
    return glyphs.button_name(kind, action, key_set, overrides)


def device_of(app: Any) -> tuple[str, str, dict[str, dict[str, list[str]]] | None]:
    """The kind of device the player last used, its key set and the key bindings (for glyphs)."""
    if app is None:
        return "keyboard", "kb1", None
    device = app.prompt_device()  # the one last used: a lesson is one person's, whatever device they pick up
    key_set = device if device in ("kb1", "kb2") else "kb1"
    return app.input.device_kind(device), key_set, app.settings.key_bindings


def put_position(game: Any, state: Any) -> None:
    """Lay the table out anew at `state` (no animation)."""
    game.lay_out(state)


class LearnScene(Scene):
    """A lesson: the game's own scene, the step's words over it."""

    name = "learn"

    def __init__(self, game_id: str, lesson: Lesson | None = None) -> None:
        super().__init__()
        from scenes.registry import make_game_scene

        self.lesson = lesson or load_lesson(game_id)
        setup = GameSetup(game_id, 0, (SeatSpec("human"), SeatSpec("cpu", "easy")), None, dict(self.lesson.options))
        self.game = cast("GameScene", make_game_scene(setup, sync_bots=True))
        self.coach = Coach(self.lesson)
        self.game.teach(self.coach)
        self.t = 0.0
        self._seats: list[str | None] | None = None

    def enter(self) -> None:
        self.game.app = self.app
        if self.app is not None and self._seats is None:
            self._seats = list(self.app.input.seats)
        self.game.enter()
        if self.app is not None:
            # One person learns, with whatever device they pick up: no seat is any device's meanwhile (the
            # game the lesson was opened from gets its seats back after).
            self.app.input.seats = [None, None]
        self.coach.begin(self.game)

    def exit(self) -> None:
        self.game.exit()
        if self.app is not None and self._seats is not None:
            self.app.input.seats = self._seats
            self._seats = None

    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            self.game.handle(event)
            return
        if event.action == Action.CLICK and event.pos is not None:
            # the prompt bar's "Go on", "Skip step" and "Leave lesson" are buttons too: a mouse alone reaches them
            hit = next((a for a, r in getattr(self, "prompt_hits", ()) if r.collidepoint(event.pos)), None)
            if hit is not None:
                event = InputEvent(hit, event.device, event.seat, True)
        if event.action in (Action.MENU,):
            self.ask_leave()
            return
        if event.action == Action.NEXT:
            self.skip_step()
            return
        step = self.coach.step
        if self.coach.done and event.action in (Action.CONFIRM, Action.CLICK, Action.BACK):
            self.leave()
            return
        if step is not None and (not step.do or self.coach.holding) \
                and event.action in (Action.CONFIRM, Action.CLICK) and not self.game.animating:
            self.coach.advance(self.game)
            return
        self.game.handle(event)

    def skip_step(self) -> None:
        """Go on without making the step's move: the next step's table is laid out as the lesson says."""
        if self.coach.done:
            return
        if self.coach.awaiting_then:
            self.game.skip()  # the step's moves are under way: they finish now, then the lesson goes on
            return
        step = self.coach.step
        moves = self.coach.moves(self.game)
        if step is not None and self.coach.asking and moves:
            self.coach.awaiting_then = True  # played for the player (NEXT), so the next step's table follows on
            self.coach.skipping = step.repeat
            if not self.game.submit(moves[0]):  # refused (a move still being shown): the next step anyway
                self.coach.awaiting_then = False
                self.coach.advance(self.game)
            return
        self.coach.advance(self.game)

    def ask_leave(self) -> None:
        if self.app is None:
            return
        from scenes.ui.overlays import ConfirmScene

        self.app.stack.push(ConfirmScene("Leave the lesson?", self.leave, "Leave", "Stay"))

    def leave(self) -> None:
        if self.app is not None:
            self.app.stack.pop()

    def update(self, dt: float) -> None:
        self.t += dt
        self.game.tick(dt)
        self.coach.tick(self.game, dt)

    def pointer(self) -> Pointer | None:
        """What the step points at now (nothing while the table moves or the step waits for no move)."""
        if not self.coach.asking or self.game.animating:
            return None
        return self.game.lesson_pointer(self.coach.step.do if self.coach.step else ())

    def draw(self, surface: pygame.Surface) -> None:
        self.game.draw(surface)
        device = device_of(self.app)
        pointer = self.pointer()
        if pointer is not None:
            draw_pointer(surface, pointer, device, self.t)
        draw_step_panel(surface, self.coach, self.lesson, self.t, device, self.game.lesson_panel() or PANEL)
        from scenes.ui.base import draw_prompt_bar

        items = []
        if self.coach.done:
            items.append((Action.CONFIRM, "Done"))
        elif self.coach.step is not None and (not self.coach.step.do or self.coach.holding):
            items.append((Action.CONFIRM, "Go on"))
        items += [(Action.NEXT, "Skip step"), (Action.MENU, "Leave lesson")]
        draw_prompt_bar(self, surface, items, None, (theme.CANVAS_W // 2, theme.CANVAS_H - 4))


Device = tuple[str, str, "dict[str, dict[str, list[str]]] | None"]


def draw_pointer(surface: pygame.Surface, pointer: Pointer, device: Device, t: float) -> None:
    """The thing to press: a ring on it and, in a bubble over it, the glyph of the press that gets there on the
    player's device (a mouse player clicks the thing itself)."""
    kind, key_set, overrides = device
    press = pointer.press
    if kind == "mouse":
        press = Action.BACK if press == Action.BACK else Action.CONFIRM
    x, y = round(pointer.at[0]), round(pointer.at[1])
    pulse = 0.5 + 0.5 * math.sin(t * 6.0)
    pygame.draw.circle(surface, theme.GOLD, (x, y), round(30 + 6 * pulse), 5)
    g = glyphs.glyph(kind, press, 52, key_set, overrides)
    bubble = pygame.Rect(0, 0, g.get_width() + 24, g.get_height() + 20)
    bubble.midbottom = (x, round(y - 44 - 8 * pulse))
    if bubble.top < 8:  # no room above: below it
        bubble.midtop = (x, round(y + 44 + 8 * pulse))
    bubble.clamp_ip(surface.get_rect())
    tip = (x, y - 34) if bubble.bottom <= y else (x, y + 34)
    base_y = bubble.bottom - 2 if bubble.bottom <= y else bubble.top + 2
    pygame.draw.polygon(surface, theme.GOLD, [(x - 14, base_y), (x + 14, base_y), tip])
    pygame.draw.rect(surface, (12, 20, 40), bubble, border_radius=14)
    pygame.draw.rect(surface, theme.GOLD, bubble, 4, border_radius=14)
    surface.blit(g, g.get_rect(center=bubble.center))


def how_items(kind: str) -> list[tuple[tuple[Action, ...], str]]:
    """The buttons a step with a move uses, in the player's device: walk, choose, undo a choice."""
    if kind == "mouse":
        return [((Action.CONFIRM,), "click what is marked"), ((Action.BACK,), "undo a choice")]
    return [(DIRECTIONS, "move"), ((Action.CONFIRM,), "choose"), ((Action.BACK,), "undo a choice")]


def how_parts(device: Device) -> list[tuple[list[pygame.Surface], pygame.Surface]]:
    """The buttons of a step with a move as (glyphs, words) pieces, in the player's device."""
    kind, key_set, overrides = device
    return [([glyphs.glyph(kind, a, 36, key_set, overrides) for a in actions], text.label(words, 28, theme.INK_DIM))
            for actions, words in how_items(kind)]


def part_width(part: tuple[list[pygame.Surface], pygame.Surface]) -> int:
    gs, label = part
    return sum(g.get_width() + 4 for g in gs) + 6 + label.get_width()


def draw_how(surface: pygame.Surface, device: Device, box: pygame.Rect, right: bool) -> int:
    """'glyphs words  glyphs words': the buttons of a step with a move in `box` (right-aligned on its first row,
    or from its left, a piece to a row when they do not fit side by side); the height used."""
    parts = how_parts(device)
    gap = 28
    rows: list[list[tuple[list[pygame.Surface], pygame.Surface]]] = [[]]
    for part in parts:
        row = rows[-1]
        if row and sum(part_width(q) + gap for q in row) + part_width(part) > box.w:
            rows.append([])
        rows[-1].append(part)
    y = box.y
    for row in rows:
        width = sum(part_width(q) for q in row) + gap * (len(row) - 1)
        x = box.right - width if right else box.x
        for gs, label in row:
            for g in gs:
                surface.blit(g, (x, y))
                x += g.get_width() + 4
            surface.blit(label, label.get_rect(midleft=(x + 6, y + 18)))
            x += 6 + label.get_width() + gap
        y += 44
    return y - box.y


def draw_step_panel(surface: pygame.Surface, coach: Coach, lesson: Lesson, t: float,
                    device: Device = ("keyboard", "kb1", None), box: pygame.Rect = PANEL) -> None:
    """The step's words in `box` (the top of the table, or where the game keeps it clear), with where the lesson
    stands and, for a move, its buttons: beside the heading when the box is wide, under it when narrow."""
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (12, 20, 40, 255), layer.get_rect(), border_radius=20)  # nothing under it shows through
    pygame.draw.rect(layer, (*theme.GOLD, 255), layer.get_rect(), 4, border_radius=20)
    surface.blit(layer, box)
    kind, key_set, overrides = device
    go_on = glyphs.button_name(kind, Action.CONFIRM, key_set, overrides)
    n = len(lesson.steps)
    how = False
    if coach.done:
        head, words = "Well done!", f"That is the whole game. Press {go_on} to leave the lesson, then play a real one."
    else:
        step = coach.step
        head = f"{lesson.title}  -  step {coach.index + 1} of {n}"
        words = step_words(step) if step is not None else ""
        if coach.holding:
            words = f"Done! Look at the table as long as you like, then press {go_on} to go on."
        elif coach.replying:
            words = "Your move is made. Now Red answers: watch the table."
        elif coach.asking:
            how = True
    inner = box.inflate(-48, -24)
    wide = inner.w >= 1000
    y = inner.y
    for line in text.wrap(head, 28, inner.w if not (how and wide) else inner.w - 620, True):
        text.blit_text(surface, line, 28, theme.GOLD, (inner.x, y), "topleft", True)
        y += 32
    if how:
        if wide:
            draw_how(surface, device, pygame.Rect(inner.x, box.y + 10, inner.w, 44), True)
        else:
            y += 4 + draw_how(surface, device, pygame.Rect(inner.x, y + 4, inner.w, 44), False)
    y += 6
    for line in step_lines(words):
        if y + STEP_PX > box.bottom - 4:
            break
        text.blit_text(surface, line, STEP_PX, theme.INK, (inner.x, y), "topleft", False)
        y += STEP_PITCH


def step_words(step: Step) -> str:
    """What the panel says for a step: its words (the player makes every move; nothing is ready-made)."""
    return step.say


def step_lines(words: str) -> list[str]:
    """A step's words as drawn in the panel: at most STEP_LINES lines, all inside it."""
    return text.wrap(words, STEP_PX, PANEL.w - 48)[:STEP_LINES]


__all__ = ["LearnScene", "Lesson", "Step", "Coach", "load_lesson", "check_lesson", "has_lesson", "LessonError",
           "LESSONS_DIR", "REPLY_PAUSE_S"]
