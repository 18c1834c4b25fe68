"""Penguin Soccer's drawing: the diagonal ice board, the penguins, the move picker, the menu icon."""
