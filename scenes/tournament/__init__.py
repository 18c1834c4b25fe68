"""The tournament screens: the list, the setup, the hub (fixtures, standings, bracket) and the match intro."""
