"""sprites.fx"""
