"""scenes.front"""
