"""Where a new game's deal comes from: the operating system's entropy, never the clock, never a global RNG.

Every game started from the menu, a rematch and `play` without `--seed` gets its own seed (through
`App.new_seed`, which tests may fix); only a typed match code or `--seed` repeats a deal. Seeds stay
below `SEED_LIMIT` so a match code (which carries the seed) stays short to type. This is the arcade's,
not the Match's: the Match and the engines only ever receive a seed, so a game replays exactly.
"""

from __future__ import annotations

import secrets

SEED_LIMIT = 1 << 32


def fresh_seed() -> int:
    """A new seed from the operating system's entropy."""
    return secrets.randbelow(SEED_LIMIT)
