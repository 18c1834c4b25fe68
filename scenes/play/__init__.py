"""scenes.play"""
