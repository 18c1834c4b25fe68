"""The screens in front of the games: main menu, lobby, settings, rules, replays and resume."""
