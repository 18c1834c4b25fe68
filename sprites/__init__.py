"""Drawable things that know pixels: cards, piles, hands, boards, clock faces.

Sprites draw onto the logical 1920x1080 canvas and animate only through the
owning scene's `core.tween.Tweener`; they never decide a rule.
"""
