"""scenes.tournament"""
