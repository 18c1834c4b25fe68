"""scenes.cards"""
