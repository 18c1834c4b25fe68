"""A chess-clock picker for setup screens: kind, minutes each, seconds a move.

`ClockChoice` holds what a player has chosen and turns it into the
`TimeControl` text a `GameSetup` carries ("15+0", "10+5", "10d5", "10b5", or
None when the clock is off). It starts from a game's `DEFAULT_CLOCK` (see
`tournament.clock.default_control`) and gives a screen its rows as plain
`ClockRow`s (key, label, value, adjust), so the lobby and the tournament setup
can both show it without either knowing about the other. No pygame here.

Values move through fixed steps (1, 2, 3, 5, 10 ... 180 minutes; 0, 1, 2, 3,
5 ... 60 seconds) and stop at the ends rather than wrapping, so holding a
direction cannot jump from three hours to one minute. A per-move rule with
zero seconds would just be sudden death, so Fischer and the delays keep at
least one second; sudden death shows no seconds row at all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from engines import GAMES
from tournament.clock import BRONSTEIN, DELAY, FALLBACK_CLOCK, FISCHER, SUDDEN, TimeControl, default_control

OFF = "off"
KINDS: tuple[str, ...] = (SUDDEN, FISCHER, DELAY, BRONSTEIN)
KIND_NAMES: dict[str, str] = {
    OFF: "Off",
    SUDDEN: "Sudden death",
    FISCHER: "Fischer increment",
    DELAY: "Simple delay",
    BRONSTEIN: "Bronstein delay",
}
MINUTE_STEPS: tuple[int, ...] = (1, 2, 3, 5, 10, 15, 20, 25, 30, 45, 60, 90, 120, 180)
EXTRA_STEPS: tuple[int, ...] = (0, 1, 2, 3, 5, 10, 15, 20, 30, 45, 60)
#: Seconds a move when a sudden-death default is switched to a per-move rule.
EXTRA_WHEN_NONE = 5


def game_default(game_id: str) -> str:
    """The game's DEFAULT_CLOCK text (10+5 for a game without one or not implemented yet)."""
    engine = GAMES.get(game_id)
    return default_control(engine) if engine is not None else FALLBACK_CLOCK


def control_words(text: str | None) -> str:
    """A time control as a player reads it: '10 min each, 5 s delay a move' for "10d5", '15 min each,
    sudden death', '10 min each, +5 s a move', '10 min each, up to 5 s back a move (Bronstein)';
    'no chess clock' for None. Text that is not a time control is shown as it is."""
    if text is None:
        return "no chess clock"
    try:
        control = TimeControl.parse(text)
    except ValueError:
        return text
    m, s = _num(control.base_s / 60.0), _num(control.extra_s)
    if control.kind == SUDDEN:
        return f"{m} min each, sudden death"
    if control.kind == FISCHER:
        return f"{m} min each, +{s} s a move"
    if control.kind == DELAY:
        return f"{m} min each, {s} s delay a move"
    return f"{m} min each, up to {s} s back a move (Bronstein)"


def step(value: float, steps: tuple[int, ...], delta: int, lowest: int) -> float:
    """The next step above (delta > 0) or below (delta < 0) `value`, stopping at the ends."""
    allowed = [s for s in steps if s >= lowest]
    if delta > 0:
        return float(next((s for s in allowed if s > value), max(value, allowed[-1])))
    if delta < 0:
        return float(next((s for s in reversed(allowed) if s < value), min(value, allowed[0])))
    return value


def _num(value: float) -> str:
    return f"{value:g}"


@dataclass(frozen=True)
class ClockRow:
    """One row a setup screen shows: LEFT/RIGHT call `adjust(-1 / +1)`."""

    key: str
    label: str
    value: Callable[[], str]
    adjust: Callable[[int], None]


@dataclass
class ClockChoice:
    """The chosen time control: kind ("off" or a TimeControl kind), minutes each, seconds a move.

    `extra` is kept while the kind changes (sudden death ignores it), so going
    from Fischer to sudden death and back keeps the seconds chosen.
    """

    kind: str = OFF
    minutes: float = 10.0
    extra: float = 5.0
    #: The kind the clock turns on at: the game's default.
    default_kind: str = FISCHER
    _ring: tuple[str, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if self.kind not in KIND_NAMES:
            raise ValueError(f"unknown clock kind {self.kind!r}")
        if self.default_kind not in KINDS:
            raise ValueError(f"unknown default clock kind {self.default_kind!r}")
        # Off, then the default kind, then the others in their usual order: turning
        # the clock on with RIGHT lands on the game's default.
        i = KINDS.index(self.default_kind)
        self._ring = (OFF,) + KINDS[i:] + KINDS[:i]

    # -- making ----------------------------------------------------------------
    @classmethod
    def from_text(cls, text: str | None, default: str | None = None) -> ClockChoice:
        """From TimeControl text ("15+0", "10+5", "10d5", "10b5"), or None for off.

        When off, turning on gives `default` (10+5 if not given). ValueError on bad text.
        """
        start = TimeControl.parse(text if text is not None else default or FALLBACK_CLOCK)
        extra = float(EXTRA_WHEN_NONE) if start.kind == SUDDEN else start.extra_s
        return cls(OFF if text is None else start.kind, start.base_s / 60.0, extra, start.kind)

    @classmethod
    def for_game(cls, game_id: str, on: bool = False) -> ClockChoice:
        """The game's DEFAULT_CLOCK, off (casual games) unless `on` (tournaments)."""
        default = game_default(game_id)
        return cls.from_text(default if on else None, default)

    # -- changing --------------------------------------------------------------
    def cycle_kind(self, delta: int) -> None:
        """Off -> the default kind -> the other kinds -> Off (LEFT goes the other way)."""
        i = self._ring.index(self.kind)
        self.kind = self._ring[(i + (1 if delta > 0 else -1)) % len(self._ring)]

    def adjust_minutes(self, delta: int) -> None:
        """To the next step of minutes each (1 to 180)."""
        self.minutes = step(self.minutes, MINUTE_STEPS, delta, MINUTE_STEPS[0])

    def adjust_extra(self, delta: int) -> None:
        """To the next step of seconds a move (at least 1: zero would be sudden death)."""
        self.extra = step(self.extra, EXTRA_STEPS, delta, 1)

    # -- reading ---------------------------------------------------------------
    @property
    def on(self) -> bool:
        return self.kind != OFF

    @property
    def control(self) -> TimeControl | None:
        """The TimeControl to play with, None when off."""
        if self.kind == OFF:
            return None
        return TimeControl(self.kind, self.minutes * 60.0, 0.0 if self.kind == SUDDEN else self.extra)

    @property
    def text(self) -> str | None:
        """TimeControl text for GameSetup.clock ("15+0", "10+5", "10d5", "10b5"), None when off."""
        control = self.control
        return control.text if control is not None else None

    @property
    def kind_label(self) -> str:
        return KIND_NAMES[self.kind]

    @property
    def minutes_label(self) -> str:
        return f"{_num(self.minutes)} min"

    @property
    def extra_label(self) -> str:
        """What the seconds do, in the words of the kind."""
        s = _num(self.extra)
        if self.kind == FISCHER:
            return f"+{s} s added"
        if self.kind == DELAY:
            return f"first {s} s free"
        if self.kind == BRONSTEIN:
            return f"up to {s} s back"
        return f"{s} s"

    @property
    def label(self) -> str:
        """The whole choice in one line, e.g. 'Fischer: 10 min + 5 s a move'."""
        m, s = _num(self.minutes), _num(self.extra)
        if self.kind == OFF:
            return "Off"
        if self.kind == SUDDEN:
            return f"Sudden death: {m} min each"
        if self.kind == FISCHER:
            return f"Fischer: {m} min + {s} s a move"
        if self.kind == DELAY:
            return f"Simple delay {s} s: {m} min each"
        return f"Bronstein delay {s} s: {m} min each"

    @property
    def words(self) -> str:
        """The whole choice as a player reads it (`control_words`): '10 min each, 5 s delay a move'."""
        return control_words(self.text)

    def rows(self, key: str = "clock", changed: Callable[[], None] | None = None) -> list[ClockRow]:
        """The rows to show now: "Chess clock" always; "Minutes each" when on;
        "Seconds a move" when on and not sudden death.

        Keys are `key`, `key + "_minutes"` and `key + "_extra"`. `changed` is
        called after every adjustment (play a sound; rebuild when the kind
        changed, since rows come and go).
        """

        def adjusting(fn: Callable[[int], None]) -> Callable[[int], None]:
            def adjust(delta: int) -> None:
                fn(delta)
                if changed is not None:
                    changed()
            return adjust

        rows = [ClockRow(key, "Chess clock", lambda: self.kind_label, adjusting(self.cycle_kind))]
        if self.on:
            rows.append(ClockRow(f"{key}_minutes", "Minutes each", lambda: self.minutes_label,
                                 adjusting(self.adjust_minutes)))
        if self.on and self.kind != SUDDEN:
            rows.append(ClockRow(f"{key}_extra", "Seconds a move", lambda: self.extra_label,
                                 adjusting(self.adjust_extra)))
        return rows
