"""The action picker every card game shares: pure, built only from `legal_actions()`.

A game describes each of its actions as a short sequence of choice steps
(`steps(action) -> tuple[Step, ...]`): a card, a second card, a set of cards
toggled together, a target zone or slot, a value for a wild card, a button.
The `Picker` narrows the legal actions by prefix: `options()` are the steps
that can come next (each enabled, or greyed out with the game's reason),
`choose(step)` takes one, `back()` undoes one, and as soon as the chosen
steps leave exactly one legal action, that action is returned. Steps every
action left has next are taken at once when they are places or values, never
cards (a pair that fits one goal card only goes there; the one CATCH that
fits a PASS is still the player's to choose). When an action is complete but a longer one also starts with it
(Jukem Football's optional JUKEM after PASS + CATCH), a FINISH step is
offered beside the longer ones.

A step of kind SET is chosen a card at a time: `choose` on a CARD toggles it
in or out of the selection (greyed out when no legal set holds the
selection plus it), and FINISH commits the selection once it is exactly a
legal set (G.O.A.L.'s combination of 1 to 5 cards). A set's key is the
sorted tuple of its members, so identical cards are interchangeable.

No pygame here: the scene maps options onto sprites and buttons, and pad,
keys and mouse all end in the same `choose` / `back` calls.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

A = TypeVar("A")

#: Step kinds. Games may use others; SET, FINISH and CONFIRM mean something to the picker: CONFIRM is a
#: button that asks "really?" after a costly choice (a substitution), so it is never taken for the player.
CARD, SET, ZONE, SLOT, VALUE, SOURCE, BUTTON, FINISH, CONFIRM = ("card", "set", "zone", "slot", "value", "source",
                                                                 "button", "finish", "confirm")


@dataclass(frozen=True)
class Step:
    """One choice on the way to an action: what kind of thing, which one, and its words."""

    kind: str
    key: Hashable
    label: str = field(default="", compare=False)


FINISH_STEP = Step(FINISH, FINISH, "Play")


@dataclass(frozen=True)
class Option(Generic[A]):
    """A step as offered now: choosable or greyed out (with why), and what it plays at once."""

    step: Step
    enabled: bool
    reason: str = ""
    action: A | None = None
    """The action this option plays when chosen (None if more steps follow)."""
    selected: bool = False
    """A card already toggled into the set being built."""


StepsFn = Callable[[A], Sequence[Step]]
WhyFn = Callable[[Step, tuple[Step, ...]], str]


def set_key(keys: Iterable[Hashable]) -> tuple[Hashable, ...]:
    """The key of a SET step: its members sorted, so the order they are picked in does not matter."""
    return tuple(sorted(keys, key=repr))


def _forceable(step: Step) -> bool:
    """Whether a step nobody else could take may be taken for the player: a place or a value, never a card
    (a card is always chosen by hand, even the only one that fits) nor a confirmation."""
    return step.kind not in (CARD, SET, CONFIRM)


def _within(part: Counter[Hashable], whole: Counter[Hashable]) -> bool:
    return all(whole[k] >= n for k, n in part.items())


class Picker(Generic[A]):
    """Narrows a list of legal actions, one step at a time."""

    def __init__(self, actions: Iterable[A], steps: StepsFn[A]) -> None:
        self._all: list[tuple[A, tuple[Step, ...]]] = [(a, tuple(steps(a))) for a in actions]
        self.path: tuple[Step, ...] = ()
        self.selection: list[Hashable] = []
        #: Each set's members counted once (G.O.A.L. offers thousands of actions over far fewer sets).
        self._counts: dict[tuple[Hashable, ...], Counter[Hashable]] = {}
        #: Indexes of the path's steps taken because every action left had them next (BACK skips them).
        self._forced: set[int] = set()

    def _count(self, members: tuple[Hashable, ...]) -> Counter[Hashable]:
        got = self._counts.get(members)
        if got is None:
            got = self._counts[members] = Counter(members)
        return got

    # -- what is left ----------------------------------------------------------
    def live(self) -> list[tuple[A, tuple[Step, ...]]]:
        """The actions (with their steps) that start with the chosen steps and hold the selection."""
        n = len(self.path)
        out = [(a, s) for a, s in self._all if s[:n] == self.path]
        if self.selection:
            want = Counter(self.selection)
            fits: dict[tuple[Hashable, ...], bool] = {}
            kept = []
            for a, s in out:
                if len(s) <= n or s[n].kind != SET:
                    continue
                key: tuple[Hashable, ...] = s[n].key  # type: ignore[assignment]
                ok = fits.get(key)
                if ok is None:
                    ok = fits[key] = _within(want, self._count(key))
                if ok:
                    kept.append((a, s))
            out = kept
        return out

    @property
    def complete(self) -> A | None:
        """The action the chosen steps name exactly (None if they name none yet)."""
        if self.selection:
            return None
        return next((a for a, s in self._all if s == self.path), None)

    def _set_next(self) -> list[tuple[Hashable, ...]]:
        """The legal sets that could come next (the step at this depth is a SET)."""
        n = len(self.path)
        keys = [s[n].key for _a, s in self.live() if len(s) > n and s[n].kind == SET]
        return list(dict.fromkeys(keys))  # type: ignore[arg-type]  # each set once, in the legal order

    def options(self, offered: Iterable[Step] = (), why: WhyFn | None = None) -> list[Option[A]]:
        """What can be chosen next, in the legal order; then each of `offered` that cannot, greyed out.

        `offered` are the things the screen shows (every card of a hand, say):
        those that no legal action allows now come back disabled, with
        `why(step, path)` as the reason.
        """
        n = len(self.path)
        live = self.live()
        out: list[Option[A]] = []
        seen: set[Step] = set()
        sets = self._set_next()
        if sets:
            want = Counter(self.selection)
            for key in self.selection:
                st = Step(CARD, key)
                if st not in seen:
                    seen.add(st)
                    out.append(Option(st, True, selected=True))
            for members in sets:
                have = self._count(members)
                for key in members:
                    st = Step(CARD, key)
                    if st in seen or not _within(want + Counter([key]), have):
                        continue
                    seen.add(st)
                    out.append(Option(st, True))
        for a, s in live:
            if len(s) <= n or s[n].kind == SET:
                continue
            st = s[n]
            if st in seen:
                continue
            seen.add(st)
            ext = [(b, t) for b, t in live if t[:n + 1] == s[:n + 1]]
            only = ext[0][0] if len(ext) == 1 and all(_forceable(t) for t in ext[0][1][n + 1:]) else None
            out.append(Option(st, True, action=only))
        done = self._finish_action(sets)
        if done is not None:
            out.append(Option(FINISH_STEP, True, action=done if not self.selection else None))
        for st in offered:
            if st in seen:
                continue
            seen.add(st)
            out.append(Option(st, False, why(st, self.path) if why is not None else ""))
        return out

    def _finish_action(self, sets: list[tuple[Hashable, ...]]) -> A | None:
        """What FINISH would play: a complete action with longer ones beside it, or a finished set."""
        if self.selection:
            key = set_key(self.selection)
            if key not in {set_key(k) for k in sets}:
                return None
            n = len(self.path)
            nxt = [(a, s) for a, s in self.live() if set_key(s[n].key) == key]  # type: ignore[arg-type]
            whole = [a for a, s in nxt if len(s) == n + 1]
            return whole[0] if whole and len(nxt) == 1 else nxt[0][0] if nxt else None
        done = self.complete
        if done is None:
            return None
        n = len(self.path)
        return done if any(len(s) > n for _a, s in self.live()) else None

    # -- choosing ----------------------------------------------------------------
    def choose(self, step: Step) -> A | None:
        """Take a step (toggle a card of a set); returns the action once it is fully chosen.

        Raises ValueError for a step that is not among the enabled options.
        """
        if step.kind == FINISH:
            return self._finish()
        sets = self._set_next()
        if sets and step.kind == CARD and any(step.key in m for m in sets):
            if step.key in self.selection:
                self.selection.remove(step.key)
                return None
            if not any(o.step == step and o.enabled for o in self.options()):
                raise ValueError(f"{step.key!r} makes no legal set with {self.selection}")
            self.selection.append(step.key)
            return None
        n = len(self.path)
        if not any(len(s) > n and s[n] == step for _a, s in self.live()):
            raise ValueError(f"{step} is not a legal choice after {self.path}")
        self.path = self.path + (step,)
        return self._take_forced()

    def _take_forced(self) -> A | None:
        """Take the steps every action left has next (the one goal card a pair fits); the action once
        only one is left, whatever steps it has after these being forced too."""
        while True:
            live = self.live()
            n = len(self.path)
            if len(live) == 1 and all(_forceable(st) for st in live[0][1][n:]):
                return live[0][0]
            nxt = {s[n] for _a, s in live if len(s) > n}
            if len(nxt) != 1 or any(len(s) <= n for _a, s in live):
                return None
            step = next(iter(nxt))
            if not _forceable(step):
                return None
            self._forced.add(n)
            self.path = self.path + (step,)

    def _finish(self) -> A | None:
        if self.selection:
            key = set_key(self.selection)
            if key not in {set_key(k) for k in self._set_next()}:
                raise ValueError(f"{self.selection} is not a legal set")
            n = len(self.path)
            real = next(s[n] for _a, s in self.live() if set_key(s[n].key) == key)  # type: ignore[arg-type]
            self.selection = []
            self.path = self.path + (real,)
            return self._take_forced()
        done = self.complete
        if done is None:
            raise ValueError("nothing is complete yet")
        return done

    def back(self) -> bool:
        """Undo the last step chosen (with the forced ones it brought; a card toggled into a set; a set
        already committed goes back to being built with its cards chosen); False when nothing was chosen."""
        if self.selection:
            self.selection.pop()
            return True
        if not self.path:
            return False
        while self.path:
            last = self.path[-1]
            self.path = self.path[:-1]
            forced = len(self.path) in self._forced
            self._forced.discard(len(self.path))
            if last.kind == SET:  # a committed set goes back to being built, its cards still chosen
                self.selection = list(last.key)  # type: ignore[call-overload]
            if not forced:
                break
        return True

    def reset(self) -> None:
        """Back to the first step."""
        self.path = ()
        self.selection = []
        self._forced = set()
