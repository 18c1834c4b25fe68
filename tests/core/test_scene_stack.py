"""core.scene.SceneStack: queued changes, lifecycle hook order, visibility."""

from __future__ import annotations

import pytest

from core.scene import Scene, SceneStack


class Rec(Scene):
    """A scene that records every lifecycle hook into a shared log."""

    def __init__(self, tag: str, log: list[tuple[str, str]], opaque: bool = True) -> None:
        super().__init__()
        self.tag = tag
        self.log = log
        self.opaque = opaque
        self.on_update = None

    def enter(self) -> None:
        self.log.append((self.tag, "enter"))

    def exit(self) -> None:
        self.log.append((self.tag, "exit"))

    def pause(self) -> None:
        self.log.append((self.tag, "pause"))

    def resume(self) -> None:
        self.log.append((self.tag, "resume"))

    def update(self, dt: float) -> None:
        self.log.append((self.tag, "update"))
        if self.on_update is not None:
            self.on_update()


@pytest.fixture
def log() -> list[tuple[str, str]]:
    return []


@pytest.fixture
def stack() -> SceneStack:
    return SceneStack()


def make(log, *tags, opaque=True):
    return [Rec(t, log, opaque) for t in tags]


def test_push_is_queued_until_apply_pending(stack, log):
    (a,) = make(log, "a")
    stack.push(a)
    assert stack.has_pending
    assert stack.top is None and len(stack) == 0 and log == []
    assert stack.apply_pending() is True
    assert stack.top is a and stack.scenes == (a,)
    assert log == [("a", "enter")]
    assert not stack.has_pending
    assert stack.apply_pending() is False


def test_pop_requested_inside_update_waits_for_apply(stack, log):
    a, b = make(log, "a", "b")
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    log.clear()
    b.on_update = lambda: stack.pop(b)
    b.tick(1 / 60)
    # still on top right after its own update asked to leave
    assert stack.top is b and len(stack) == 2
    assert log == [("b", "update")]
    assert stack.apply_pending() is True
    assert stack.top is a
    assert log == [("b", "update"), ("b", "exit"), ("a", "resume")]


def test_push_pauses_the_scene_below_before_entering(stack, log):
    a, b = make(log, "a", "b")
    stack.push(a)
    stack.apply_pending()
    stack.push(b)
    stack.apply_pending()
    assert log == [("a", "enter"), ("a", "pause"), ("b", "enter")]
    assert stack.scenes == (a, b)


def test_pop_exits_top_then_resumes_below(stack, log):
    a, b = make(log, "a", "b")
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    log.clear()
    stack.pop()
    stack.apply_pending()
    assert log == [("b", "exit"), ("a", "resume")]
    stack.pop()
    stack.apply_pending()
    assert log == [("b", "exit"), ("a", "resume"), ("a", "exit")]
    assert stack.top is None
    # popping an empty stack is harmless
    stack.pop()
    stack.apply_pending()
    assert stack.top is None


def test_several_queued_changes_apply_in_order(stack, log):
    a, b, c = make(log, "a", "b", "c")
    stack.push(a)
    stack.push(b)
    stack.pop()
    stack.push(c)
    stack.apply_pending()
    assert stack.scenes == (a, c)
    assert log == [("a", "enter"), ("a", "pause"), ("b", "enter"), ("b", "exit"), ("a", "resume"),
                   ("a", "pause"), ("c", "enter")]


def test_pop_of_a_given_scene_only_when_it_is_on_top(stack, log):
    a, b = make(log, "a", "b")
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    log.clear()
    stack.pop(a)  # a is not on top: nothing happens
    stack.apply_pending()
    assert stack.scenes == (a, b)
    assert log == []
    stack.pop(b)
    stack.apply_pending()
    assert stack.scenes == (a,)
    assert log == [("b", "exit"), ("a", "resume")]


def test_double_pop_of_same_scene_pops_once(stack, log):
    """Two handlers asking the same overlay to close must not pop the scene below."""
    a, b = make(log, "a", "b")
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    stack.pop(b)
    stack.pop(b)
    stack.apply_pending()
    assert stack.scenes == (a,)


def test_replace_swaps_top_without_pausing_or_resuming(stack, log):
    a, b, c = make(log, "a", "b", "c")
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    log.clear()
    stack.replace(c)
    stack.apply_pending()
    assert stack.scenes == (a, c)
    assert log == [("b", "exit"), ("c", "enter")]


def test_replace_on_empty_stack_just_enters(stack, log):
    (a,) = make(log, "a")
    stack.replace(a)
    stack.apply_pending()
    assert stack.scenes == (a,)
    assert log == [("a", "enter")]


def test_reset_exits_everything_top_first(stack, log):
    a, b, c, d = make(log, "a", "b", "c", "d")
    for s in (a, b, c):
        stack.push(s)
    stack.apply_pending()
    log.clear()
    stack.reset(d)
    stack.apply_pending()
    assert stack.scenes == (d,)
    assert log == [("c", "exit"), ("b", "exit"), ("a", "exit"), ("d", "enter")]


def test_remove_from_middle_does_not_resume(stack, log):
    a, b, c = make(log, "a", "b", "c")
    for s in (a, b, c):
        stack.push(s)
    stack.apply_pending()
    log.clear()
    stack.remove(b)
    stack.apply_pending()
    assert stack.scenes == (a, c)
    assert log == [("b", "exit")]


def test_remove_top_resumes_the_one_below(stack, log):
    a, b = make(log, "a", "b")
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    log.clear()
    stack.remove(b)
    stack.apply_pending()
    assert stack.scenes == (a,)
    assert log == [("b", "exit"), ("a", "resume")]


def test_remove_absent_scene_is_ignored(stack, log):
    a, b = make(log, "a", "b")
    stack.push(a)
    stack.apply_pending()
    log.clear()
    stack.remove(b)
    stack.apply_pending()
    assert stack.scenes == (a,)
    assert log == []


def test_on_enter_callback_runs_before_enter(log):

    def attach(scene: Scene) -> None:
        log.append((scene.tag, "attach"))  # type: ignore[attr-defined]

    st = SceneStack(on_enter=attach)
    a, b = make(log, "a", "b")
    st.push(a)
    st.replace(b)
    st.apply_pending()
    assert log == [("a", "attach"), ("a", "enter"), ("a", "exit"), ("b", "attach"), ("b", "enter")]


def test_iteration_is_a_snapshot(stack, log):
    a, b = make(log, "a", "b")
    stack.push(a)
    stack.apply_pending()
    seen = []
    for s in stack:
        seen.append(s)
        stack.push(b)
        stack.apply_pending()
    assert seen == [a]
    assert len(stack) == 2


def test_visible_from_topmost_opaque_scene_up(stack, log):
    game, menu = make(log, "game", "menu")
    pause, toast = make(log, "pause", "toast", opaque=False)
    assert stack.visible() == []
    stack.push(game)
    stack.apply_pending()
    assert stack.visible() == [game]
    stack.push(pause)
    stack.apply_pending()
    # a translucent overlay keeps the scene below visible, bottom first
    assert stack.visible() == [game, pause]
    stack.push(toast)
    stack.apply_pending()
    assert stack.visible() == [game, pause, toast]
    stack.push(menu)
    stack.apply_pending()
    # an opaque scene hides everything below it
    assert stack.visible() == [menu]


def test_visible_with_opaque_in_the_middle(stack, log):
    a, b = make(log, "a", "b")
    (c,) = make(log, "c", opaque=False)
    for s in (a, b, c):
        stack.push(s)
    stack.apply_pending()
    assert stack.visible() == [b, c]


def test_visible_with_only_translucent_scenes_shows_all(stack, log):
    a, b = make(log, "a", "b", opaque=False)
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    assert stack.visible() == [a, b]


def test_tick_uses_animation_speed_without_app(log):
    (a,) = make(log, "a")
    assert a.animation_speed == 1.0
    a.tick(0.5)
    assert a.tweens.speed == 1.0
    assert log == [("a", "update")]


def test_changes_queued_by_enter_apply_in_the_same_pass(stack, log):
    a, b = make(log, "a", "b")
    a.enter = lambda: (log.append(("a", "enter")), stack.push(b))  # type: ignore[method-assign]
    stack.push(a)
    assert stack.apply_pending() is True
    assert stack.scenes == (a, b)
    assert not stack.has_pending
    assert log == [("a", "enter"), ("a", "pause"), ("b", "enter")]


def test_pop_queued_by_exit_applies_in_the_same_pass(stack, log):
    a, b, c = make(log, "a", "b", "c")
    for s in (a, b, c):
        stack.push(s)
    stack.apply_pending()
    log.clear()
    c.exit = lambda: (log.append(("c", "exit")), stack.pop(b))  # type: ignore[method-assign]
    stack.pop()
    stack.apply_pending()
    assert stack.scenes == (a,)
    assert log == [("c", "exit"), ("b", "resume"), ("b", "exit"), ("a", "resume")]
