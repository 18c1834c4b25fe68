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
- `do`: the moves the player may make now, in the engine's notation (the
  first is pointed at, as a hint points); any other move is refused with a
  word and the table put back. Without `do` the step is words only, and
  CONFIRM goes on.
- `then`: the other side's moves, played by the lesson after the player's.

The player is Blue (seat 0) and sees the table as Blue would, hidden cards
and all. `LearnScene` holds the game's own scene (nothing is saved: no
autosave, no replay, no result screen) and draws the step's words over it.
NEXT skips a step, MENU or BACK leaves (asking first). A test plays every
lesson through its engine (tests/scenes/test_learn_scripts.py).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pygame

from core import text, theme
from core.input import Action, InputEvent
from match.setup import GameSetup, SeatSpec
from core.scene import Scene
from engines import GAMES, TITLES

if TYPE_CHECKING:
    from scenes.play.base import GameScene

LESSONS_DIR = Path(__file__).resolve().parents[2] / "assets" / "learn"
PANEL = pygame.Rect(440, 18, 1080, 150)
#: The step's words: three lines of STEP_PX, STEP_PITCH apart, fit under the title inside PANEL.
STEP_PX, STEP_PITCH, STEP_LINES = 30, 31, 3
PLAYER = 0


class LessonError(ValueError):
    """A lesson file that cannot be used; the message names the file and the step."""


@dataclass(frozen=True)
class Step:
    """One step of a lesson."""

    say: str
    position: Any = None
    do: tuple[str, ...] = ()
    then: tuple[str, ...] = ()


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
        steps.append(Step(s["say"], s.get("position"), tuple(s.get("do", [])), tuple(s.get("then", []))))
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
            for move in step.do:  # each move the step accepts is legal, and so are the replies after it
                after = state.apply(move)
                for reply in step.then:
                    after = after.apply(reply)
            if len(step.do) > 1:  # the table now depends on the player's choice: the next move needs its own
                nxt = next((s for s in lesson.steps[n:] if s.do or s.position is not None), None)
                if nxt is not None and nxt.position is None:
                    problems.append(f"step {n}: after a choice of moves the next step with a move needs a position")
            state = state.apply(step.do[0])
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
        self._replied = 0

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if 0 <= self.index < len(self.lesson.steps) else None

    def begin(self, game: Any) -> None:
        self.advance(game)

    def advance(self, game: Any) -> None:
        """The next step: its table, and the move it asks for pointed at."""
        self.index += 1
        step = self.step
        if step is None:
            self.done = True
            return
        if step.position is not None:
            put_position(game, position_state(self.lesson.game_id, self.lesson.options, step.position))
        if step.do and game.match is not None:
            game.match.set_hint(PLAYER, step.do[0])  # marked HINT on the table, as a hint is
            game.tick_match()

    def gate(self, game: Any, seat: int, notation: str) -> str | None:
        """The Match asks whether a move may be made: the step's move or the lesson's own reply (None), or
        why not (the table put back, the move pointed at again)."""
        step = self.step
        if self.awaiting_then:
            return None  # the lesson's own reply
        if step is None or not step.do:
            game.reset_view()
            return "Read the words at the top, then press confirm to go on."
        if notation in step.do:
            self.awaiting_then = True
            return None
        game.reset_view()
        game.show_hint(step.do[0])
        return "Not this one: " + step.say

    def tick(self, game: Any) -> None:
        """Once the player's move has been shown: the other side's replies, then the next step."""
        if not self.awaiting_then or game.animating:
            return
        step = self.step
        assert step is not None
        if self._replied < len(step.then):
            self._replied += 1
            game.submit(step.then[self._replied - 1], seat=game.seat_view.to_move)
            return
        self._replied = 0
        self.awaiting_then = False
        self.advance(game)


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

    def enter(self) -> None:
        self.game.app = self.app
        self.game.enter()
        self.coach.begin(self.game)

    def exit(self) -> None:
        self.game.exit()

    def handle(self, event: InputEvent) -> None:
        if not event.pressed:
            self.game.handle(event)
            return
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
        if step is not None and not step.do and event.action in (Action.CONFIRM, Action.CLICK) \
                and not self.game.animating:
            self.coach.advance(self.game)
            return
        self.game.handle(event)

    def skip_step(self) -> None:
        """Go on without making the step's move: the next step's table is laid out as the lesson says."""
        if self.coach.done:
            return
        step = self.coach.step
        if step is not None and step.do and not self.coach.awaiting_then:
            self.coach.awaiting_then = True  # played for the player (NEXT), so the next step's table follows on
            if not self.game.submit(step.do[0]):  # refused (a move still being shown): the next step anyway
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
        self.coach.tick(self.game)

    def draw(self, surface: pygame.Surface) -> None:
        self.game.draw(surface)
        draw_step_panel(surface, self.coach, self.lesson, self.t)
        from scenes.ui.base import draw_prompt_bar

        step = self.coach.step
        items = []
        if self.coach.done:
            items.append((Action.CONFIRM, "Done"))
        elif step is not None and not step.do:
            items.append((Action.CONFIRM, "Go on"))
        items += [(Action.NEXT, "Skip step"), (Action.MENU, "Leave lesson")]
        draw_prompt_bar(self, surface, items, None, (theme.CANVAS_W // 2, theme.CANVAS_H - 4))


def draw_step_panel(surface: pygame.Surface, coach: Coach, lesson: Lesson, t: float) -> None:
    """The step's words at the top of the table, with where the lesson stands."""
    box = PANEL
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (12, 20, 40, 236), layer.get_rect(), border_radius=20)
    pygame.draw.rect(layer, (*theme.GOLD, 255), layer.get_rect(), 4, border_radius=20)
    surface.blit(layer, box)
    n = len(lesson.steps)
    if coach.done:
        head, words = "Well done!", "That is the whole game. Press confirm to leave the lesson, then play a real one."
    else:
        step = coach.step
        head = f"{lesson.title}  -  step {coach.index + 1} of {n}"
        words = step_words(step) if step is not None else ""
    text.blit_text(surface, head, 28, theme.GOLD, (box.x + 24, box.y + 12), "topleft", True)
    y = box.y + 50
    for line in step_lines(words):
        text.blit_text(surface, line, STEP_PX, theme.INK, (box.x + 24, y), "topleft", False)
        y += STEP_PITCH


def step_words(step: Step) -> str:
    """What the panel says for a step (a scripted move says it is ready)."""
    return step.say + ("  (the move is ready: confirm plays it)" if step.do else "")


def step_lines(words: str) -> list[str]:
    """A step's words as drawn in the panel: at most STEP_LINES lines, all inside it."""
    return text.wrap(words, STEP_PX, PANEL.w - 48)[:STEP_LINES]


__all__ = ["LearnScene", "Lesson", "Step", "Coach", "load_lesson", "check_lesson", "has_lesson", "LessonError",
           "LESSONS_DIR"]
