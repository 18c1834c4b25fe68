"""scenes.penguin_soccer.scene"""
