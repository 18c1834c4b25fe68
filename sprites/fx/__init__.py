"""Effects: the pymunk goal net, confetti, the 3D ball, clock faces."""
