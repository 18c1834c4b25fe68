"""The goal net's world in metres: the goal, the net's grid, the camera and the ball.

Shared by the net's physics (`goal_net.py`) and its picture
(`goal_net_drawing.py`).
"""

from __future__ import annotations

from sprites.fx.physics import DT

# The goal in metres. The physics plane is (depth z, height y): pymunk's x is
# the depth behind the goal line and pymunk's y the height, with gravity down.
# Each vertical strip of the net is a chain of bodies in that plane; strips are
# tied to their neighbours by zero-length springs, which is exactly how a net
# under tension pulls a pushed strip's neighbours along. The sideways position
# of a strip is fixed, so a front camera sees a real 3D pocket form.
GOAL_W = 7.32
GOAL_H = 2.44
POST = 0.12
DEPTH = 2.0
BACK_H = 2.2
CAM_DIST = 6.0  # camera distance in front of the goal line
CAM_H = 1.0  # camera height: a little below the bar, so the roof net shows
BALL_R = 0.23  # larger than a real ball (0.11 m): it has to read on a TV

COLS = 21  # strips across, the two outer ones fixed to the side frame
ROOF = 5  # roof segments from the crossbar to the back bar
BACK = 8  # back segments from the back bar down to the ground

BALL_LIFE = int(3.4 / DT)  # steps from the kick until the ball starts to fade
BALL_FADE = int(0.5 / DT)


def rest_point(k: int) -> tuple[float, float]:
    """(depth, height) of chain point k: crossbar -> roof -> back bar -> ground."""
    if k <= ROOF:
        return (DEPTH * k / ROOF, GOAL_H + (BACK_H - GOAL_H) * k / ROOF)
    return (DEPTH, BACK_H * (1.0 - (k - ROOF) / BACK))
