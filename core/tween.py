"""Animation tweens for every Matchday scene: easings, tweens, sequences, groups.

A scene owns one :class:`Tweener` and advances it once per frame with
``tweener.step(dt)``.  Nothing here reads a clock, so tests drive time by hand
and a "skip animation" key is just ``tweener.complete_all()``.  Pure Python on
purpose (no pygame): it is used by headless tests and by non-visual code.

Time is carried exactly: when an animation finishes part-way through a step,
the unused time is handed to whatever comes next, so one huge ``dt`` lands on
the same end state as many small ones (the tween.js / Godot Tween model).
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections import abc
from collections.abc import Callable, Iterator
from functools import wraps
from typing import TypeAlias, TypeVar

Easing: TypeAlias = Callable[[float], float]
Value: TypeAlias = float | abc.Sequence[float]
Callback: TypeAlias = Callable[[], object]
AnimT = TypeVar("AnimT", bound="Animation")

# Float sums of frame times (e.g. 10 x 0.1) fall a hair short of the exact
# duration; without this slack a tween would linger one extra frame at
# t=0.9999999 and never show its exact end value on the frame it should.
_EPSILON = 1e-9
# complete_all() runs callbacks that may schedule more animations (even
# forever, e.g. a looping pulse); after this many rounds we stop chasing them.
_MAX_COMPLETE_ROUNDS = 100


def _pinned(fn: Easing) -> Easing:
    """Make an easing return exactly 0.0 at t<=0 and exactly 1.0 at t>=1."""

    # The closed forms (exp, sin, bounce) only approximate their end points;
    # pinning them guarantees tweens start and settle on exact values.
    @wraps(fn)
    def eased(t: float) -> float:
        if t <= 0.0:
            return 0.0
        if t >= 1.0:
            return 1.0
        return fn(t)

    return eased


_C1 = 1.70158  # standard "back" overshoot (Penner)
_C2 = _C1 * 1.525
_C3 = _C1 + 1.0
_C4 = 2.0 * math.pi / 3.0


@_pinned
def linear(t: float) -> float:
    """Constant speed."""
    return t


@_pinned
def in_quad(t: float) -> float:
    """Quadratic ease-in (starts slow)."""
    return t * t


@_pinned
def out_quad(t: float) -> float:
    """Quadratic ease-out (ends slow)."""
    return 1.0 - (1.0 - t) * (1.0 - t)


@_pinned
def in_out_quad(t: float) -> float:
    """Quadratic ease-in-out."""
    return 2.0 * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 2 / 2.0


@_pinned
def in_cubic(t: float) -> float:
    """Cubic ease-in."""
    return t * t * t


@_pinned
def out_cubic(t: float) -> float:
    """Cubic ease-out."""
    return 1.0 - (1.0 - t) ** 3


@_pinned
def in_out_cubic(t: float) -> float:
    """Cubic ease-in-out."""
    return 4.0 * t * t * t if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


@_pinned
def in_sine(t: float) -> float:
    """Sinusoidal ease-in."""
    return 1.0 - math.cos(t * math.pi / 2.0)


@_pinned
def out_sine(t: float) -> float:
    """Sinusoidal ease-out."""
    return math.sin(t * math.pi / 2.0)


@_pinned
def in_out_sine(t: float) -> float:
    """Sinusoidal ease-in-out."""
    return -(math.cos(math.pi * t) - 1.0) / 2.0


@_pinned
def out_expo(t: float) -> float:
    """Exponential ease-out (fast start, long settle)."""
    return 1.0 - math.pow(2.0, -10.0 * t)


@_pinned
def in_back(t: float) -> float:
    """Ease-in that first pulls back below 0."""
    return _C3 * t * t * t - _C1 * t * t


@_pinned
def out_back(t: float) -> float:
    """Ease-out that overshoots past 1 then settles."""
    u = t - 1.0
    return 1.0 + _C3 * u * u * u + _C1 * u * u


@_pinned
def in_out_back(t: float) -> float:
    """Ease-in-out with pull-back at the start and overshoot at the end."""
    if t < 0.5:
        return (2.0 * t) ** 2 * ((_C2 + 1.0) * 2.0 * t - _C2) / 2.0
    u = 2.0 * t - 2.0
    return (u * u * ((_C2 + 1.0) * u + _C2) + 2.0) / 2.0


@_pinned
def out_bounce(t: float) -> float:
    """Ease-out that bounces like a dropped ball."""
    n1, d1 = 7.5625, 2.75
    if t < 1.0 / d1:
        return n1 * t * t
    if t < 2.0 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


@_pinned
def out_elastic(t: float) -> float:
    """Ease-out that wobbles around 1 like a spring."""
    return math.pow(2.0, -10.0 * t) * math.sin((t * 10.0 - 0.75) * _C4) + 1.0


EASINGS: dict[str, Easing] = {
    fn.__name__: fn
    for fn in (linear, in_quad, out_quad, in_out_quad, in_cubic, out_cubic,
               in_out_cubic, in_sine, out_sine, in_out_sine, out_expo, in_back,
               out_back, in_out_back, out_bounce, out_elastic)
}


def lerp(a: Value, b: Value, t: float) -> float | tuple[float, ...]:
    """Interpolate floats, or tuples/lists of floats element-wise."""
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        # a + (b-a)*t keeps a component that does not move exactly constant
        # (a == b); t == 1 is special-cased because a + (b-a) may miss b.
        return float(b) if t == 1.0 else a + (b - a) * t
    if isinstance(a, abc.Sequence) and isinstance(b, abc.Sequence):
        if len(a) != len(b):
            raise ValueError(f"cannot lerp sequences of length {len(a)} and {len(b)}")
        return tuple(float(y) if t == 1.0 else x + (y - x) * t for x, y in zip(a, b))
    raise TypeError(f"cannot lerp {type(a).__name__} to {type(b).__name__}")


def _normalise(value: Value) -> float | tuple[float, ...]:
    # Tweens always write float / tuple-of-float, whatever type came in.
    if isinstance(value, (int, float)):
        return float(value)
    return tuple(float(v) for v in value)


def _check_time(name: str, seconds: float) -> float:
    if not seconds >= 0.0:  # also rejects NaN
        raise ValueError(f"{name} must be >= 0, got {seconds!r}")
    return float(seconds)


class Animation(ABC):
    """Something that advances only through step(dt) and can be completed."""

    def __init__(self) -> None:
        self.done: bool = False
        self._manager: Tweener | None = None

    @property
    @abstractmethod
    def duration(self) -> float:
        """Total seconds this animation takes, delays included."""

    def step(self, dt: float) -> float:
        """Advance by dt seconds; return unused time (0.0 while still running)."""
        dt = _check_time("dt", dt)
        if self.done:
            return dt  # a finished animation uses none of the time
        return self._advance(dt)

    @abstractmethod
    def _advance(self, dt: float) -> float: ...  # step() for a running animation

    @abstractmethod
    def complete(self) -> None:
        """Jump to the end state, running every remaining callback once, in order."""

    def _attach(self, manager: Tweener) -> None:
        self._manager = manager  # groups override this to pass it down

    def _tweens(self) -> Iterator[Tween]:
        return iter(())  # the not-yet-done Tweens inside this animation


class Tween(Animation):
    """Animate one attribute (or dict key) of one target towards an end value."""

    def __init__(self, target: object, attr: str, end: Value, duration: float,
                 easing: Easing = linear, *, start: Value | None = None,
                 delay: float = 0.0, on_done: Callback | None = None) -> None:
        super().__init__()
        self.target = target
        self.attr = attr
        self.end = _normalise(end)
        self.start: float | tuple[float, ...] | None = (
            None if start is None else _normalise(start))
        self.length = _check_time("duration", duration)
        self.delay = _check_time("delay", delay)
        self.easing = easing
        self.on_done = on_done
        self.begun = False
        # Elapsed time is accumulated and t derived from it, rather than
        # adding up t increments, so rounding cannot drift over many frames.
        self._elapsed = 0.0

    @property
    def duration(self) -> float:
        """Delay plus tween length."""
        return self.delay + self.length

    def _get(self) -> Value:
        if isinstance(self.target, abc.MutableMapping):
            value: Value = self.target[self.attr]
        else:
            value = getattr(self.target, self.attr)
        return value

    def _set(self, value: float | tuple[float, ...]) -> None:
        if isinstance(self.target, abc.MutableMapping):
            self.target[self.attr] = value
        else:
            setattr(self.target, self.attr, value)

    def _begin(self) -> None:
        # Start is read only now, after the delay, so a tween queued behind
        # another one starts from wherever the first actually left the value.
        self.begun = True
        if self.start is None:
            self.start = _normalise(self._get())
        if self._manager is not None:
            self._manager._claim(self)

    def _finish(self) -> None:
        self._set(self.end)  # exact end value, not lerp(..., ~1.0)
        self.done = True  # before on_done, so a re-entrant complete is a no-op
        if self.on_done is not None:
            self.on_done()

    def _stop(self) -> None:
        self.done = True  # stays where it is: no end value, no on_done

    def _advance(self, dt: float) -> float:
        self._elapsed += dt
        if self._elapsed < self.delay - _EPSILON:
            return 0.0
        if not self.begun:
            self._begin()
        run = self._elapsed - self.delay
        if run >= self.length - _EPSILON:
            self._finish()
            return max(0.0, run - self.length)
        assert self.start is not None
        self._set(lerp(self.start, self.end, self.easing(max(0.0, run) / self.length)))
        return 0.0

    def complete(self) -> None:
        """Set the end value now and call on_done (once)."""
        if self.done:
            return
        if not self.begun:
            self._begin()  # still registers, so replacement order holds
        self._finish()

    def _tweens(self) -> Iterator[Tween]:
        if not self.done:
            yield self


class Wait(Animation):
    """Do nothing for a number of seconds (a gap in a Sequence)."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = _check_time("seconds", seconds)
        self._elapsed = 0.0

    @property
    def duration(self) -> float:
        """The wait length."""
        return self.seconds

    def _advance(self, dt: float) -> float:
        self._elapsed += dt
        if self._elapsed >= self.seconds - _EPSILON:
            self.done = True
            return max(0.0, self._elapsed - self.seconds)
        return 0.0

    def complete(self) -> None:
        """Finish the wait."""
        self.done = True


class Call(Animation):
    """Run a callback once, taking no time."""

    def __init__(self, fn: Callback) -> None:
        super().__init__()
        self.fn = fn

    @property
    def duration(self) -> float:
        """Always 0."""
        return 0.0

    def _advance(self, dt: float) -> float:
        self.complete()
        return dt

    def complete(self) -> None:
        """Run the callback if it has not run yet."""
        if not self.done:
            self.done = True  # first, so fn re-entering complete_all is safe
            self.fn()


class _Group(Animation):
    """Shared plumbing for Sequence and Parallel."""

    def __init__(self, *anims: Animation) -> None:
        super().__init__()
        self.children: tuple[Animation, ...] = anims

    def _attach(self, manager: Tweener) -> None:
        super()._attach(manager)
        for child in self.children:
            child._attach(manager)

    def _tweens(self) -> Iterator[Tween]:
        for child in self.children:
            yield from child._tweens()

    def complete(self) -> None:
        """Complete the remaining children in order."""
        for child in self.children:
            child.complete()  # no-op for the ones already done
        self.done = True


class Sequence(_Group):
    """Run animations one after another, carrying leftover time forward."""

    def __init__(self, *anims: Animation) -> None:
        super().__init__(*anims)
        self._index = 0

    @property
    def duration(self) -> float:
        """Sum of the children's durations."""
        return sum(child.duration for child in self.children)

    def _advance(self, dt: float) -> float:
        remaining = dt
        while self._index < len(self.children):
            # A child that finishes mid-step hands back what it did not use,
            # so the next child moves in this same step (big dt lands exactly).
            remaining = self.children[self._index].step(remaining)
            if not self.children[self._index].done:
                return 0.0
            self._index += 1
        self.done = True
        return remaining


class Parallel(_Group):
    """Run animations together; done when all of them are."""

    @property
    def duration(self) -> float:
        """Longest child's duration."""
        return max((child.duration for child in self.children), default=0.0)

    def _advance(self, dt: float) -> float:
        # Finished children return all of dt, so the smallest leftover is
        # dt minus the time used by the child that ran longest.
        leftover = dt
        for child in self.children:
            leftover = min(leftover, child.step(dt))
        if all(child.done for child in self.children):
            self.done = True
            return leftover
        return 0.0


class Tweener:
    """Owns a scene's running animations; step it once per frame."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._anims: list[Animation] = []
        # Which tween currently drives each (id(target), attr); see _claim.
        self._owners: dict[tuple[int, str], Tween] = {}

    @property
    def speed(self) -> float:
        """Global animation speed multiplier (0 freezes, 2 is double speed)."""
        return self._speed

    @speed.setter
    def speed(self, value: float) -> None:
        if not value >= 0.0:  # also rejects NaN
            raise ValueError(f"speed must be >= 0, got {value!r}")
        self._speed = float(value)

    def add(self, anim: AnimT) -> AnimT:
        """Start running anim (stepped from the next step() on); return it."""
        anim._attach(self)
        self._anims.append(anim)
        return anim

    def tween(self, target: object, attr: str, end: Value, duration: float,
              easing: Easing = linear, *, delay: float = 0.0,
              on_done: Callback | None = None) -> Tween:
        """Shorthand for add(Tween(...))."""
        return self.add(Tween(target, attr, end, duration, easing,
                              delay=delay, on_done=on_done))

    def step(self, dt: float) -> None:
        """Advance every running animation by dt * speed; drop finished ones."""
        scaled = _check_time("dt", dt) * self._speed
        # Iterate a snapshot: callbacks may add animations, which then start
        # on the next step rather than mid-iteration.
        for anim in list(self._anims):
            anim.step(scaled)
        self._prune()

    def complete_all(self) -> None:
        """Skip: finish everything now, callbacks included, once each, in order."""
        for _ in range(_MAX_COMPLETE_ROUNDS):
            if not self._anims:
                break
            # Callbacks can add new animations; they are finished next round.
            for anim in list(self._anims):
                anim.complete()
            self._prune()
        # Anything still here was scheduled endlessly by callbacks (a looping
        # effect); it is left running rather than hanging the game.

    def cancel(self, target: object, attr: str | None = None) -> None:
        """Stop tweens on target (or just target.attr) where they are, no on_done."""
        # Tweens inside groups are stopped individually; the group carries on
        # with its other children (Calls, other targets) as if they finished.
        for tween in self._matching(target, attr):
            tween._stop()
        self._prune()

    @property
    def busy(self) -> bool:
        """True while any animation is still running."""
        return any(not anim.done for anim in self._anims)

    def is_animating(self, target: object, attr: str | None = None) -> bool:
        """True if a tween on target (or target.attr) is running or scheduled."""
        return any(True for _ in self._matching(target, attr))

    def _matching(self, target: object, attr: str | None) -> list[Tween]:
        return [tween for anim in self._anims for tween in anim._tweens()
                if tween.target is target and (attr is None or tween.attr == attr)]

    def _claim(self, tween: Tween) -> None:
        # Called by a tween as it begins: it now owns the key, the old one stops.
        key = (id(tween.target), tween.attr)
        old = self._owners.get(key)
        # `target is` guards against id() reuse after the old target died.
        if old is not None and old is not tween and old.target is tween.target:
            old._stop()
        self._owners[key] = tween

    def _prune(self) -> None:
        self._anims = [anim for anim in self._anims if not anim.done]
        # Forget finished owners so the map never pins dead targets.
        self._owners = {k: t for k, t in self._owners.items() if not t.done}

