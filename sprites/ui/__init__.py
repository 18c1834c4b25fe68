"""sprites.ui.widgets"""
