"""What a match is made of: who sits in each seat, the seed, the chess clock and the game's options.

Plain data shared by the lobby, the tournament screens, the command line and the Match; it knows no
screen. (Where a new game's seed comes from is the arcade's: core/seeds.py.)
"""

from __future__ import annotations

from dataclasses import dataclass, field

CPU_LEVELS = ("random", "easy", "normal", "hard")
#: The seats by colour, as players read them (a seat without a player's name is called this).
SEAT_COLOURS = ("Blue", "Red")
#: Who may sit in a seat: a person at this arcade, a computer player, a person at another arcade, or
#: nobody playing ("spectator" in both seats: the replay viewer and the guides' pictures).
HUMAN, CPU, REMOTE, SPECTATOR = "human", "cpu", "remote", "spectator"
SEAT_KINDS = (HUMAN, CPU, REMOTE, SPECTATOR)


@dataclass(frozen=True)
class SeatSpec:
    """Who sits in a seat: a human (with the device bound, if any), a computer level, a remote player."""

    kind: str = HUMAN
    level: str = "normal"
    device: str | None = None
    #: The player's name (a tournament entrant); empty: the seat is called by its colour.
    name: str = ""

    @property
    def label(self) -> str:
        return f"Computer ({self.level})" if self.kind == CPU else "Human"

    @property
    def plays(self) -> bool:
        """Whether a person decides for this seat (here or at another arcade)."""
        return self.kind in (HUMAN, REMOTE)

    @staticmethod
    def parse(text: str) -> SeatSpec:
        """'human' or 'cpu:LEVEL' (as on the command line); ValueError otherwise."""
        if text == HUMAN:
            return SeatSpec(HUMAN)
        if text.startswith(CPU):
            level = text.partition(":")[2] or "normal"
            if level not in CPU_LEVELS:
                raise ValueError(f"unknown computer level {level!r} (choose from {', '.join(CPU_LEVELS)})")
            return SeatSpec(CPU, level)
        raise ValueError(f"a seat is 'human' or 'cpu:LEVEL', not {text!r}")


@dataclass(frozen=True)
class GameSetup:
    """Everything needed to start a match."""

    game_id: str
    seed: int = 0
    seats: tuple[SeatSpec, SeatSpec] = (SeatSpec(), SeatSpec(CPU))
    clock: str | None = None
    options: dict[str, object] = field(default_factory=dict)

    def name(self, seat: int) -> str:
        """The player's name in a seat, else the seat's colour."""
        return self.seats[seat].name or SEAT_COLOURS[seat]

    @property
    def names(self) -> tuple[str, str]:
        return (self.name(0), self.name(1))

    def names_with(self, colours: tuple[str, str]) -> tuple[str, str]:
        """The players' names, a seat without one called by its colour's name in `colours` (a screen's
        palette may draw the second seat orange: "Orange")."""
        return (self.seats[0].name or colours[0], self.seats[1].name or colours[1])
