"""What the engines share: the seeded PRNG (rng), errors, events, and the card-game
kit: deck files (decks), card zones and hiding (cards), and information-set MCTS (ismcts)."""
