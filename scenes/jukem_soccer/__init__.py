"""scenes.jukem_soccer.scene"""
