"""What a match is made of: who sits in each seat, the seed, the chess clock and the game's options.

Plain data shared by the lobby, the tournament screens, the command line and
the game scenes; it knows no screen. `fresh_seed()` is where a new game's
deal comes from: every game started from the menu gets its own, and only a
typed match code or `--seed` repeats one.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field

CPU_LEVELS = ("random", "easy", "normal", "hard")
#: Fresh seeds stay below this so a match code (which carries the seed) stays short to type.
SEED_LIMIT = 1 << 32


def fresh_seed() -> int:
    """A new seed from the operating system's entropy (never the clock, never a global RNG)."""
    return secrets.randbelow(SEED_LIMIT)


@dataclass(frozen=True)
class SeatSpec:
    """Who sits in a seat: a human (with the device bound, if any) or a computer level."""

    kind: str = "human"  # "human" or "cpu"; "spectator" in both seats: the replay viewer drives the scene
    level: str = "normal"
    device: str | None = None
    #: The player's name (a tournament entrant); empty: the seat is called by its colour.
    name: str = ""

    @property
    def label(self) -> str:
        return f"Computer ({self.level})" if self.kind == "cpu" else "Human"

    @staticmethod
    def parse(text: str) -> SeatSpec:
        """'human' or 'cpu:LEVEL' (as on the command line); ValueError otherwise."""
        if text == "human":
            return SeatSpec("human")
        if text.startswith("cpu"):
            level = text.partition(":")[2] or "normal"
            if level not in CPU_LEVELS:
                raise ValueError(f"unknown computer level {level!r} (choose from {', '.join(CPU_LEVELS)})")
            return SeatSpec("cpu", level)
        raise ValueError(f"a seat is 'human' or 'cpu:LEVEL', not {text!r}")


@dataclass(frozen=True)
class GameSetup:
    """Everything needed to start a game scene."""

    game_id: str
    seed: int = 0
    seats: tuple[SeatSpec, SeatSpec] = (SeatSpec(), SeatSpec("cpu"))
    clock: str | None = None
    options: dict[str, object] = field(default_factory=dict)
