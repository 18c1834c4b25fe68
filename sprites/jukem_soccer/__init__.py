"""sprites.jukem_soccer"""
