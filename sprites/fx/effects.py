"""The pymunk effects under their first address: `GoalNet`, `Confetti` and the fixed step.

The effects now live in modules of their own: `physics` (fixed-step clock,
shared batch buffer, seeded numbers), `ball` (the 3D football), `goal_world`,
`goal_net` and `goal_net_drawing` (the billowing goal net) and `confetti`.
This module only passes their public names on, for the scenes that still
import `sprites.fx.effects` (the game scenes' goal celebrations).
"""

from __future__ import annotations

from sprites.fx.confetti import CONFETTI_COLORS, Confetti
from sprites.fx.goal_net import GoalNet
from sprites.fx.physics import DT, MAX_STEPS

__all__ = ["CONFETTI_COLORS", "DT", "MAX_STEPS", "Confetti", "GoalNet"]
