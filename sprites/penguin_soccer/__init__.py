"""sprites.penguin_soccer"""
