"""What the engines share: the seeded PRNG, the IllegalAction error, card helpers."""
