"""sprites.cards.zones"""
