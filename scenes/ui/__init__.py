"""scenes.ui"""
