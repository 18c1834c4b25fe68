"""Data, not code: deck lists and other files the games read (a package so installs carry it)."""
