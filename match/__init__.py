"""The Match layer: a game in progress, pure Python between the rules engines and the screens.

A `Match` owns one game's progress: the state and its history, the seats, whose decision it is, the
chess clock, the records, the undo, hint and forced-move policies and the computer players'
decisions. It shows each seat only its own `SeatView` and takes moves as `submit(seat, notation)`.
Scenes draw SeatViews; they never hold the engine's state. No pygame, no files: saving goes through
a `RecordKeeper`, thinking through a `Thinker`, time through an injected monotonic clock.
"""
