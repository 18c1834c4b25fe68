"""Moved to `match.setup` (the Match layer owns what a match is made of); kept for old imports."""

from match.setup import CPU_LEVELS, SEED_LIMIT, GameSetup, SeatSpec, fresh_seed

__all__ = ["CPU_LEVELS", "SEED_LIMIT", "GameSetup", "SeatSpec", "fresh_seed"]
