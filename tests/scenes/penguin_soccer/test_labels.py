"""The picker's labels (the focused penguin's name, the stand-up badge, "GOAL!"/"Tackle!", "splash!") never
cover a penguin or the move preview (issue 14: "Penguin Soccer" couch polish, item 3), and no notation is
written on the ice (issue 21: the choices read from a sofa).

What must stay in sight is measured here from the sprites themselves: each penguin's body where it stands,
the ghost where the move leaves the penguin, the middle of the marked square.
"""

from __future__ import annotations

import pygame
import pytest

from engines.penguin_soccer.board import SEA
from engines.penguin_soccer.notation import PIECE_NAMES
from scenes.penguin_soccer.layout import LABEL_AREA
from scenes.penguin_soccer.scene import STAGE_FACING, STAGE_MOVE, STAGE_PIECE
from tests.scenes.penguin_soccer.support import HUMAN, position, seed_where, turns

#: Blue's Papa among five penguins; Red's Mama holds the ball next to it (a tackle that pushes); Blue's Baby
#: lies facing SW, so it may stand up or slide SW; Red's Baby lies by the edge.
CROWD = position(0, "e3", P="d3", M="c4", B=("e5", "SW"), m="e3", p=("d5", "S"), b=("c2", "W"))


#: All a label on the ice may say: a penguin's name, nothing (the stand-up badge is a picture), or a shout.
WORDS_ON_ICE = {*PIECE_NAMES, "", "GOAL!", "Own goal!", "Tackle!", "splash!"}


def bodies(scene) -> list[pygame.Rect]:  # noqa: ANN001
    """Every penguin's body on screen, from its sprite."""
    art = scene._art_ready()
    out = []
    for sp in scene.pieces:
        img = art.image(sp.kind, sp.seat, sp.yaw, sp.tilt)
        out.append(img.rect_local.move(round(sp.pos[0]), round(sp.pos[1])))
    return out


def preview(scene, opt) -> list[pygame.Rect]:  # noqa: ANN001
    """The middle of the marked square and the ghost where the move leaves the penguin."""
    v = scene.view
    art = scene._art_ready()
    cx, cy = v.square_center(opt.target)
    out = [pygame.Rect(round(cx - v.hx * 0.4), round(cy - v.hy * 0.4), round(v.hx * 0.8), round(v.hy * 0.8))]
    if opt.kind == "slide":
        x, y = v.square_center(opt.dest)
        if opt.needs_facing:
            facings = scene._facings_sorted(opt)
            f = facings[scene.face_focus][0] if scene.stage == STAGE_FACING else opt.direction
            img = art.image(opt.index % 3, opt.index // 3, scene.lying_yaw(f), 1.0)
        else:
            img = art.image(opt.index % 3, opt.index // 3, v.camera_yaw, 0.0)
        out.append(img.rect_local.move(round(x), round(y)))
    return out


def check_labels(scene) -> int:  # noqa: ANN001
    """The labels of the picker's state clear every penguin and the preview; how many were checked."""
    labels = scene.picker_labels()
    keep_clear = bodies(scene)
    opt = scene.focused_option
    if opt is not None and opt.kind != "stand":
        keep_clear += preview(scene, opt) + scene.preview_rects(opt)
    for n, label in enumerate(labels):
        assert label.words in WORDS_ON_ICE, f"notation on the ice: {label.words!r}"
        hit = label.rect.collidelist(keep_clear)
        assert hit < 0, f"{label.words!r} at {label.rect} covers {keep_clear[hit]} ({scene.match.actions})"
        assert LABEL_AREA.contains(label.rect)
        assert label.rect.collidelist([b.rect for b in labels[n + 1:]]) < 0, "labels overlap"
        if label.kind == "stand":  # it stays put while the focus moves: clear of every move's preview
            for other in scene.options:
                if other.kind != "stand":
                    assert label.rect.collidelist(preview(scene, other)) < 0, f"stand label over {other.label}"
    return len(labels)


def check_every_choice(scene) -> int:  # noqa: ANN001
    """Each of the mover's penguins, each of its moves and each facing: the labels stay clear."""
    checked = 0
    for k in range(3):
        scene.stage, scene.cand_focus = STAGE_PIECE, k
        checked += check_labels(scene)
        if not scene._select_piece(k):
            continue
        for n, opt in enumerate(scene.options):
            scene.stage, scene.opt_focus = STAGE_MOVE, n
            checked += check_labels(scene)
            if opt.needs_facing:
                scene._choose(opt)
                for f in range(len(opt.facings)):
                    scene.face_focus = f
                    checked += check_labels(scene)
    scene.stage = STAGE_PIECE
    return checked


def test_labels_in_a_crowd_clear_every_penguin_and_the_preview(start):
    d, scene = start((HUMAN, HUMAN), at=CROWD)
    assert check_every_choice(scene) >= 6
    # the crowd has what we mean to test: a tackle, a stand-up label, moves ending next to penguins
    kinds = {o.stop for k in "MPB" for o in scene._opts(k)}
    assert {"tackle", "stand", "full"} <= kinds


def test_the_labels_drawn_are_the_labels_placed(start):
    d, scene = start((HUMAN, HUMAN), at=CROWD)
    drawn = []
    real = scene._chip
    scene._chip = lambda surface, label: (drawn.append(label), real(surface, label))  # type: ignore[method-assign]
    scene._select_piece(2)  # Baby: stand up, or slide SW
    d.frames(1)
    assert [lb.kind for lb in drawn] == ["stand"] and drawn == scene.picker_labels()
    drawn.clear()
    scene.opt_focus = next(n for n, o in enumerate(scene.options) if o.kind == "slide")
    d.frames(1)
    assert [lb.kind for lb in drawn] == ["stand"], "a plain slide: the preview shows it, no words on the ice"
    drawn.clear()
    scene._select_piece(1)  # Papa: one of its moves tackles Red's Mama
    scene.opt_focus = next(n for n, o in enumerate(scene.options) if o.stop == "tackle")
    d.frames(1)
    assert [lb.words for lb in drawn] == ["Tackle!"]
    assert drawn[0].rect.collidelist(bodies(scene)) < 0


@pytest.mark.parametrize("seed", [seed_where(0), 7])
def test_labels_clear_every_penguin_and_the_preview_through_a_game(start, seed):
    d, scene = start((HUMAN, HUMAN), seed=seed)
    checked = 0
    for _ply in turns(d, scene, 30, seed):
        checked += check_every_choice(scene)
    assert checked > 60
    assert any(p != SEA for p in scene.match.full_state().pos)


def test_a_name_pushed_away_from_its_penguin_is_joined_to_its_head(start):
    d, scene = start((HUMAN, HUMAN), at=CROWD)
    assert scene.stage == STAGE_PIECE and scene.cand_focus == 0  # Mama on c4, Red's Papa lying just above her
    (label,) = scene.picker_labels()
    mama = scene.pieces[0]
    head = (mama.pos[0], mama.pos[1] + scene._top_of(mama))
    line = label.leader()
    assert line is not None and line[1] == head
    assert label.rect.collidepoint(line[0]) or label.rect.inflate(2, 2).collidepoint(line[0])
    scene.cand_focus = 1  # Papa on d3 has room above: its name sits on its head, no line
    (label,) = scene.picker_labels()
    assert label.leader() is None
