"""Pure tournament logic: chess-clock arithmetic, pairings, standings, results store."""
