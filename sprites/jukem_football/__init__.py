"""Jukem Football's drawing: its card faces and its menu icon."""
