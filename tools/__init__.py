"""The command-line tools: the argument parser and commands (play, simulate, bench, shot, fuzz, replay, tournament) and the demo scenes they show."""
