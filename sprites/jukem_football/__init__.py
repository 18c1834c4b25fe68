"""Jukem Football's pictures: card faces, the menu tile, the gridiron table and its drive markers."""
