"""Two people on one screen, played through the real table: how many hand-offs a hot-seat game takes.

`play_hotseat(game, seed)` seats two people on the two halves of one keyboard (kb1 Blue, kb2 Red),
opens the game's real scene on a headless App and plays it out as people would: a computer player
(`level`, seeded from the game's seed and ply) decides each move *for* the seat whose decision it is,
and the move goes in as that seat's own key presses through the App's event queue (PEEK to see the hand, LEFT/RIGHT to the choice, CONFIRM; where the table lets an answer come with the seat's own
play, the computer's next play is chosen with it, as a person would), the hand-off curtain is lifted with the incoming seat's
CONFIRM and animations are skipped with SKIP. It counts what the players go through: full curtains
(each one dropped over the table and lifted by a press), light hand-overs (the table turned to the
other seat without a curtain, when nothing hidden would show: scenes.cards.base), decisions, key
presses and the engine's actions. The computer player reads the whole position (it plays for both
people); nothing it reads reaches the screen: it only chooses which keys to press.

`python main.py hotseat --games jukem_soccer,goal --seeds 1,2,3` prints the counts as JSON.
docs/PERFORMANCE.md has the figures before and after the hot-seat changes of issue 21.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from collections.abc import Hashable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, cast

#: One frame of simulated time.
FRAME_S = 1 / 60
#: Each seat's keyboard half.
DEVICES = ("kb1", "kb2")
#: The plan for a line-up board (Kortfotboll's eleven placements): Auto-arrange, then Ready.
LINEUP = "lineup"


@dataclass
class HotseatCount:
    """What one hot-seat game cost its players."""

    game: str
    seed: int
    level: str
    actions: int = 0
    """The engine's actions in the finished record."""
    curtains: int = 0
    """Full hand-off curtains: dropped over the table, lifted by the incoming player's press."""
    handovers: int = 0
    """Light hand-overs: the table turned to the other seat with no curtain to lift."""
    decisions: int = 0
    """Times a seat was asked to decide (a line-up of eleven cards is one)."""
    presses: int = 0
    """Key presses, PEEK and curtain lifts included (focus moves too)."""
    peeks: int = 0
    """Presses of PEEK."""
    finished: bool = False

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


class _Keys:
    """Real key events for one App, posted to pygame's queue, one frame after each."""

    def __init__(self, app: Any) -> None:
        import pygame

        from core.input import keys_for

        self.app = app
        self.pygame = pygame
        self.codes = {(dev, action): pygame.key.key_code(keys_for(dev, action, app.settings.key_bindings)[0])
                      for dev in DEVICES for action in _actions()}
        self.presses = 0
        #: The device whose PEEK key is held down now.
        self.held: str | None = None
        #: Focus moves that have not reached the choice wanted yet.
        self.misses = 0

    def frame(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame(FRAME_S, self.pygame.event.get())

    def down(self, device: str, action: Any) -> None:
        self._post(self.pygame.KEYDOWN, device, action)
        self.presses += 1
        self.frame()

    def up(self, device: str, action: Any) -> None:
        self._post(self.pygame.KEYUP, device, action)
        self.frame()

    def press(self, device: str, action: Any) -> None:
        self.down(device, action)
        self.up(device, action)

    def _post(self, kind: int, device: str, action: Any) -> None:
        self.pygame.event.post(self.pygame.event.Event(kind, key=self.codes[(device, action)], mod=0,
                                                       unicode="", scancode=0))


def _actions() -> tuple[Any, ...]:
    from core.input import Action

    return (Action.LEFT, Action.RIGHT, Action.CONFIRM, Action.BACK, Action.PEEK, Action.SKIP)


def play_hotseat(game: str, seed: int, *, level: str = "easy", privacy: bool = True,
                 max_frames: int = 60_000, paths: Path | None = None) -> HotseatCount:
    """Play one two-person game of `game` through its real table, both seats pressing keys; the counts."""
    with tempfile.TemporaryDirectory() as tmp:
        return _play(game, seed, level, privacy, max_frames, paths or Path(tmp))


def _play(game: str, seed: int, level: str, privacy: bool, max_frames: int, root: Path) -> HotseatCount:
    from core.input import Action
    from core.storage import Paths
    from engines import GAMES
    from engines.common.rng import derive
    from match.setup import HUMAN, GameSetup, SeatSpec
    from scenes.cards.curtain import HandoffCurtain
    from scenes.registry import make_game_scene
    from scenes.routes import make_headless_app

    app = make_headless_app((1920, 1080), Paths(config=root / "config", data=root / "data"))
    try:
        app.settings.privacy_mode = privacy
        app.settings.autoplay_forced_moves = False
        for seat, device in enumerate(DEVICES):
            app.input.claim(device, seat)
        scene: Any = make_game_scene(GameSetup(game, seed, (SeatSpec(HUMAN), SeatSpec(HUMAN))), sync_bots=True)
        app.stack.push(scene)
        keys = _Keys(app)
        keys.frame(2)
        count = HotseatCount(game, seed, level)
        engine = GAMES[game]
        seen_curtains: set[int] = set()
        handed = scene.screen_seat
        asked: Any = None
        frames = 0
        while not scene.finished and frames < max_frames:
            frames += 1
            top = app.stack.top
            if isinstance(top, HandoffCurtain):
                _let_go(keys)
                if id(top) not in seen_curtains:
                    seen_curtains.add(id(top))
                    count.curtains += 1
                keys.frame(30)  # the curtain comes down, then the incoming player presses
                if app.stack.top is top:
                    keys.press(DEVICES[top.seat], Action.CONFIRM)
                handed = scene.screen_seat
                continue
            if id(top) != id(scene):  # (by id: "is" would narrow the table to a plain Scene for mypy)
                keys.frame()
                continue
            if scene.screen_seat != handed:
                if handed is not None:
                    count.handovers += 1  # the table turned to the other seat without a curtain
                handed = scene.screen_seat
            if scene.animating:
                keys.press(DEVICES[scene.screen_seat or 0], Action.SKIP)
                continue
            seat = scene.deciding()
            if seat is None or getattr(scene, "folded_due", None) is not None:
                keys.frame()
                continue
            ply = scene.seat_view.ply
            if asked != (ply, seat):
                _let_go(keys)
                asked = (ply, seat)
                count.decisions += 1
                assert scene.match is not None
                state = scene.match.full_state()
                move = str(engine.make_bot(level, derive(seed, ply, seat)).choose(state, seat))
                plan = _plan(scene, move)
                folded = {str(f.then): f for f in scene.folded_moves(seat)} if hasattr(scene, "folded_moves") else {}
                if folded and move in {f.answer for f in folded.values()}:
                    # the table lets this answer come with the seat's own play: a person chooses both at once
                    after = state.apply(next(a for a in state.legal_actions() if str(a) == move))
                    if after.current_player == seat:
                        then = str(engine.make_bot(level, derive(seed, ply + 1, seat)).choose(after, seat))
                        if then in folded:
                            plan = list(scene.action_steps(folded[then].then))
            _take_step(scene, keys, DEVICES[seat], seat, plan, count)
        _let_go(keys)
        count.presses = keys.presses
        count.finished = bool(scene.finished)
        if scene.match is not None:
            count.actions = len(scene.match.actions)
        return count
    finally:
        app.close()


def _plan(scene: Any, move: str) -> list[Any]:
    """The steps a person takes for `move` on this table (a line-up: Auto-arrange, then Ready)."""
    if move.startswith("PLACE:") and hasattr(scene, "lineup_choices"):
        return [LINEUP]  # the board's buttons, by their keys (a tool imports no game)
    return list(scene.action_steps(scene.parse_action(move)))


def _take_step(scene: Any, keys: _Keys, device: str, seat: int, plan: list[Any], count: HotseatCount) -> None:
    """One press towards the planned move: PEEK, a focus move, CONFIRM or BACK."""
    from core.input import Action
    from scenes.cards.picker import CARD, SET

    if not scene.hand_face_up(seat) and scene.hands[seat].cards:
        _peek(scene, keys, device, count)  # a person looks at their hand before deciding anything, an answer too
        return
    step = _next_step(scene, plan)
    if isinstance(step, str):  # a button of the line-up board, by its key
        target = next((c for c in scene.choices if c.key == step), None)
        if target is not None:
            _press_choice(scene, keys, device, target)
        else:
            keys.frame()
        return
    if step is None:  # the table is off the plan (a step taken for the player, a set half made): back
        keys.press(device, Action.BACK)
        return
    if step.kind == SET:
        chosen = Counter(cast(list[Hashable], scene.picker.selection if scene.picker else []))
        need = Counter(cast(tuple[Hashable, ...], step.key)) - chosen
        target = next((c for c in scene.choices if c.step is not None and c.step.kind == CARD and c.step.key in need
                       and not c.chosen), None) if need else next((c for c in scene.choices if c.step is not None
                                                                   and c.step.kind == "finish"), None)
    else:
        target = next((c for c in scene.choices if c.step == step), None)
    if target is None:
        keys.frame()
        return
    _press_choice(scene, keys, device, target)


def _press_choice(scene: Any, keys: _Keys, device: str, target: Any) -> None:
    """One press towards a choice: LEFT/RIGHT until it is focused, then CONFIRM."""
    from core.input import Action

    n = scene.choices.index(target)
    if scene.focus != n:
        keys.press(device, Action.RIGHT if n > scene.focus else Action.LEFT)
        keys.misses += 1
        if keys.misses > 12:  # the table walks its choices its own way (a pitch): point at it as a mouse would
            scene.focus = n
        return
    keys.misses = 0
    keys.press(device, Action.CONFIRM)


def _next_step(scene: Any, plan: list[Any]) -> Any:
    if plan == [LINEUP]:  # the line-up board: Auto-arrange until every card is placed, then Ready
        return "ready" if getattr(scene, "lineup", None) else "auto"
    path = tuple(scene.path)
    if tuple(plan[:len(path)]) != path or len(plan) <= len(path):
        return None
    return plan[len(path)]


def _peek(scene: Any, keys: _Keys, device: str, count: HotseatCount) -> None:
    """Show the hand: a tap of PEEK where it leaves the hand up, else PEEK held (let go when the decision is
    made)."""
    from core.input import Action

    count.peeks += 1
    keys.down(device, Action.PEEK)
    if hasattr(scene, "peek_latched"):
        keys.up(device, Action.PEEK)
    else:
        keys.held = device
    keys.frame(12)


def _let_go(keys: _Keys) -> None:
    """Let go of a PEEK held for the last decision."""
    from core.input import Action

    if keys.held is not None:
        device, keys.held = keys.held, None
        keys.up(device, Action.PEEK)


def summary(counts: list[HotseatCount]) -> dict[str, Any]:
    """Per game: games, mean curtains, hand-overs, actions, decisions and presses a game."""
    out: dict[str, Any] = {}
    for game in dict.fromkeys(c.game for c in counts):
        mine = [c for c in counts if c.game == game]
        n = len(mine)
        out[game] = {"games": n, "seeds": [c.seed for c in mine], "finished": sum(c.finished for c in mine)}
        for key in ("curtains", "handovers", "actions", "decisions", "presses", "peeks"):
            out[game][key] = round(sum(getattr(c, key) for c in mine) / n, 1)
    return out


__all__ = ["HotseatCount", "play_hotseat", "summary"]
