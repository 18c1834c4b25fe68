"""Drawable things every screen uses: focus and buttons, controller glyphs, the Markdown renderer, menu icons."""
