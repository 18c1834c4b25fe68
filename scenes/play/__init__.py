"""The game-scene base every game builds on (turns, bots, clocks, autosave, undo, result) and each game's entry type."""
