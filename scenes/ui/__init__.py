"""What every screen shares: the menu-screen base and prompt bar, overlays (pause, confirm, reconnect), the on-screen keyboard and the chess-clock rows."""
