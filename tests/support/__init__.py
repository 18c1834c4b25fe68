"""Helpers shared by the test-suite (not shipped with the game).

`tests.support.vpad` drives a real SDL virtual game controller through ctypes,
so controller code paths are exercised by the same SDL that pygame-ce uses.
"""
