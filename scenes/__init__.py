"""One screen each: menu, lobby, settings, rules, overlays, card table, games."""
