"""The 3D football of the effects: 12 dark pentagons of a truncated icosahedron, lit from the upper left.

`rotated_patches` gives a ball its own seeded start orientation and
`paint_ball` draws it at any size, rolled by its physics angle.
"""

from __future__ import annotations

import math

import pygame

Vec3 = tuple[float, float, float]


def _norm(v: Vec3) -> Vec3:
    n = math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2])
    return (v[0] / n, v[1] / n, v[2] / n)


def _football_patches(size: float = 0.31) -> list[list[Vec3]]:
    """Each pentagon as [centre, 5 corners] on the unit sphere.

    The pentagon centres are the icosahedron's vertices and its corners lie on
    the edges towards the 5 neighbours, exactly where a truncated icosahedron
    cuts them (size 1/3); a little less leaves clear white seams between them.
    """
    phi = (1.0 + math.sqrt(5.0)) / 2.0
    raw: list[Vec3] = []
    for a in (-1.0, 1.0):
        for b in (-phi, phi):
            raw += [(0.0, a, b), (a, b, 0.0), (b, 0.0, a)]
    verts = [_norm(v) for v in raw]
    patches: list[list[Vec3]] = []
    for v in verts:
        near = sorted(verts, key=lambda w: -(v[0] * w[0] + v[1] * w[1] + v[2] * w[2]))[1:6]
        # Order the neighbours around v so the corners make a convex polygon.
        d0 = near[0]
        dot0 = v[0] * d0[0] + v[1] * d0[1] + v[2] * d0[2]
        e1 = _norm((d0[0] - v[0] * dot0, d0[1] - v[1] * dot0, d0[2] - v[2] * dot0))
        e2 = (v[1] * e1[2] - v[2] * e1[1], v[2] * e1[0] - v[0] * e1[2], v[0] * e1[1] - v[1] * e1[0])

        def around(w: Vec3, e1: Vec3 = e1, e2: Vec3 = e2) -> float:
            return math.atan2(
                w[0] * e2[0] + w[1] * e2[1] + w[2] * e2[2],
                w[0] * e1[0] + w[1] * e1[1] + w[2] * e1[2],
            )

        near.sort(key=around)
        corners = [
            _norm((v[0] + size * (w[0] - v[0]), v[1] + size * (w[1] - v[1]), v[2] + size * (w[2] - v[2])))
            for w in near
        ]
        patches.append([v, *corners])
    return patches


_PATCHES = _football_patches()


def rotated_patches(yaw: float, pitch: float, roll: float) -> list[list[Vec3]]:
    """The patches turned by a seeded start orientation (so no two balls match)."""
    cy, sy = math.cos(yaw), math.sin(yaw)
    cp, sp = math.cos(pitch), math.sin(pitch)
    cr, sr = math.cos(roll), math.sin(roll)
    out = []
    for patch in _PATCHES:
        turned = []
        for x, y, z in patch:
            x, z = x * cy + z * sy, -x * sy + z * cy  # about the vertical axis
            y, z = y * cp - z * sp, y * sp + z * cp  # about the sideways axis
            x, y = x * cr - y * sr, x * sr + y * cr  # about the view axis
            turned.append((x, y, z))
        out.append(turned)
    return out


_BALL_WHITE = (246, 247, 250)
_BALL_SHADE = (196, 202, 214)
_BALL_PATCH = (24, 28, 40)
_BALL_EDGE = (40, 46, 60)


def paint_ball(
    surface: pygame.Surface, cx: float, cy: float, r: float, angle: float, patches: list[list[Vec3]]
) -> None:
    """Draw the ball at (cx, cy) with radius r, rolled by `angle`.

    The body angle of the ball in the (depth, height) physics plane is a roll
    about the sideways axis, so the patches scroll up or down across the face
    the camera sees, as a real ball does when it flies into a goal.
    """
    ir = max(2, int(round(r)))
    # Lit from the upper left: a grey disc with a white disc shifted up-left
    # leaves a shaded crescent at the lower right, which reads as a sphere.
    pygame.draw.circle(surface, _BALL_SHADE, (cx, cy), ir)
    pygame.draw.circle(surface, _BALL_WHITE, (cx - r * 0.12, cy - r * 0.12), max(1, int(r * 0.86)))
    ca, sa = math.cos(angle), math.sin(angle)
    for patch in patches:
        x, y, z = patch[0]
        zc = z * ca - y * sa
        if zc > 0.05:  # faces away from the camera: hidden behind the ball
            continue
        pts = []
        for x, y, z in patch[1:]:
            yr = z * sa + y * ca
            zr = z * ca - y * sa
            if zr > 0.0:  # a corner past the rim: pin it to the outline
                n = math.hypot(x, yr) or 1.0
                x, yr = x / n, yr / n
            pts.append((cx + x * r, cy - yr * r))
        pygame.draw.polygon(surface, _BALL_PATCH, pts)
    pygame.draw.aacircle(surface, _BALL_EDGE, (cx, cy), ir, max(1, ir // 12))
