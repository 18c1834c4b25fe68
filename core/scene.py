"""Scenes and the scene stack.

A scene is one screen (menu, settings, a game table, the pause overlay). The
`SceneStack` holds them; pushes, pops and replacements requested during a frame
are queued and applied between frames, so a scene never disappears while its
own `update` or `handle` is still running. Overlays set `opaque = False` so the
scenes below them are still drawn, and `modal = True` (the default) freezes the
scenes below: a pushed pause overlay stops the game and its clocks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.tween import Tweener

if TYPE_CHECKING:
    import pygame

    from core.app import App
    from core.input import InputEvent


class Scene:
    """Base class of every screen; override the hooks you need."""

    #: Whether the scenes below are hidden (True) or drawn first (False).
    opaque: bool = True
    #: Whether a controller whose seat is in play may pause this scene on unplug.
    uses_seats: bool = False
    #: Name used by `shot`, `bench` and logs.
    name: str = "scene"
    #: Whether a game under this scene stops (and its chess clock with it) while it is on top: a menu or a
    #: message does; the hand-off curtain does not (the incoming player's clock runs while it waits).
    holds_clock: bool = True
    #: Whether this scene takes raw typing: the App hands it keyboard events (`text_event`) before
    #: they become actions, so typing "w" types a letter instead of moving the focus (a name editor).
    wants_text: bool = False
    #: The music under this screen (core.music: "theme", "bed"), or None for whatever plays under the
    #: screen below it (an overlay, a dialog); the menu's theme when no screen names one.
    music: str | None = None

    def __init__(self) -> None:
        self.app: App | None = None
        self.tweens = Tweener()

    # -- lifecycle -------------------------------------------------------
    def enter(self) -> None:
        """Called once when the scene is first put on the stack."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def covered_by(self, scene: Scene) -> None:
        """Called when `scene` is pushed on top of this one (by default: `pause`)."""
        self.pause()

    def resume(self) -> None:
        """Called when this scene is on top again after the one above left."""

    # -- per frame -------------------------------------------------------
    def handle(self, event: InputEvent) -> None:
        """React to one input action."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds of simulated time."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical 1920x1080 canvas."""

    def text_event(self, event: pygame.event.Event) -> bool:
        """A raw pygame event, for a scene that `wants_text`; True if it was used up here."""
        return False

    # -- helpers ---------------------------------------------------------
    @property
    def animation_speed(self) -> float:
        if self.app is None:
            return 1.0
        return float(self.app.settings.animation_speed)

    def tick(self, dt: float) -> None:
        """Step this scene's tweens (scaled by the animation speed) then update."""
        self.tweens.speed = self.animation_speed
        self.tweens.step(dt)
        self.update(dt)


class SceneStack:
    """A stack of scenes whose changes are applied only between frames."""

    def __init__(self, on_enter: Callable[[Scene], None] | None = None,
                 on_exit: Callable[[Scene], None] | None = None) -> None:
        self._scenes: list[Scene] = []
        self._pending: list[tuple[str, Any]] = []
        self._on_enter = on_enter
        self._on_exit = on_exit

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Any:
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    def music(self) -> str:
        """The music of the top-most screen that names one; the menu's theme if none does."""
        return next((s.music for s in reversed(self._scenes) if s.music is not None), "theme")

    def push(self, scene: Scene) -> None:
        """Queue a scene to go on top."""
        self._pending.append(("push", scene))

    def pop(self, scene: Scene | None = None) -> None:
        """Queue removing the top scene (or, if given, that scene only when on top)."""
        self._pending.append(("pop", scene))

    def replace(self, scene: Scene) -> None:
        """Queue swapping the top scene for another."""
        self._pending.append(("replace", scene))

    def reset(self, scene: Scene) -> None:
        """Queue clearing the stack and starting again from one scene."""
        self._pending.append(("reset", scene))

    def remove(self, scene: Scene) -> None:
        """Queue removing a scene wherever it is in the stack."""
        self._pending.append(("remove", scene))

    @property
    def has_pending(self) -> bool:
        return bool(self._pending)

    def apply_pending(self) -> bool:
        """Apply queued changes (between frames); True if anything changed."""
        changed = False
        while self._pending:
            op, scene = self._pending.pop(0)
            changed = True
            if op == "push":
                if self._scenes:
                    self._scenes[-1].covered_by(scene)
                self._enter(scene)
            elif op == "pop":
                if not self._scenes or (scene is not None and self._scenes[-1] is not scene):
                    continue
                self._leave(self._scenes.pop())
                if self._scenes:
                    self._scenes[-1].resume()
            elif op == "replace":
                if self._scenes:
                    self._leave(self._scenes.pop())
                self._enter(scene)
            elif op == "reset":
                while self._scenes:
                    self._leave(self._scenes.pop())
                self._enter(scene)
            elif op == "remove":
                if scene in self._scenes:
                    was_top = self._scenes[-1] is scene
                    self._scenes.remove(scene)
                    self._leave(scene)
                    if was_top and self._scenes:
                        self._scenes[-1].resume()
        return changed

    def _leave(self, scene: Scene) -> None:
        scene.exit()
        if self._on_exit is not None:
            self._on_exit(scene)

    def _enter(self, scene: Scene) -> None:
        self._scenes.append(scene)
        if self._on_enter is not None:
            self._on_enter(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the topmost opaque one up."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].opaque:
                start = i
                break
        return self._scenes[start:]
