"""The shared card kit: sprites, zones, dealing, caches and the card-table demo.

Headless (dummy video and audio drivers); time is stepped by hand through
`core.tween.Tweener`, so nothing here depends on the wall clock.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import math  # noqa: E402
from collections.abc import Iterator  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from core.input import Action, InputEvent  # noqa: E402
from core.tween import Tweener, linear  # noqa: E402
from scenes.cards.demo import CardTableScene, demo_faces  # noqa: E402
from sprites.cards.art import CARD_SIZE, FINE_PER_FRAME, CardArt, margin_for  # noqa: E402
from sprites.cards.faces import (  # noqa: E402
    ICONS, CardBack, CardFace, FaceFn, JokerFace, PlayingCardFace, TitledFace, normalise_rank,
    normalise_suit,
)
from sprites.cards.sprite import CardSprite, Slot, draw_cards  # noqa: E402
from sprites.cards.zones import Hand, Pile, Row, Table, deal  # noqa: E402

DT = 1 / 60


@pytest.fixture(scope="module", autouse=True)
def screen() -> Iterator[pygame.Surface]:
    pygame.init()
    yield pygame.display.set_mode((1920, 1080))


def run(tweener: Tweener, seconds: float, dt: float = DT) -> None:
    for _ in range(round(seconds / dt)):
        tweener.step(dt)


def make_cards(n: int, art: CardArt, face_up: bool = False) -> list[CardSprite]:
    faces = demo_faces()
    return [CardSprite(faces[i % len(faces)], CardBack(), face_up=face_up, art=art) for i in range(n)]


def filled_pile(tw: Tweener | None, n: int, art: CardArt) -> Pile:
    pile = Pile(tw, (300, 470), face_up=False, art=art)
    for card in make_cards(n, art):
        pile.add(card)
    pile.snap()
    return pile


# -- faces and art -------------------------------------------------------------

def test_every_face_kind_renders_with_rounded_corners() -> None:
    art = CardArt()
    faces: list[CardFace] = [PlayingCardFace(r, s) for r in ("2", "7", "10", "J", "A") for s in
                             ("hearts", "diamonds", "clubs", "spades")]
    faces += [JokerFace("red"), JokerFace("black"), CardBack(), CardBack((230, 58, 64)),
              TitledFace("Pass", "Move the ball", 2, (40, 104, 200), "arrow"),
              TitledFace("Attack", value=7), FaceFn("custom", lambda s: s.fill((10, 200, 10)))]
    faces += [TitledFace(name, icon=name) for name in ICONS]
    m = margin_for(CARD_SIZE)
    for face in faces:
        img = art.base(face)
        assert img.get_size() == (CARD_SIZE[0] + 2 * m, CARD_SIZE[1] + 2 * m)
        assert img.get_at((m + CARD_SIZE[0] // 2, m + CARD_SIZE[1] // 2)).a == 255
        assert img.get_at((m, m)).a < 200  # the corner is cut round
        assert img.get_at((1, 1)).a < 40  # the margin holds only soft shadow
    assert art.renders == len(faces)
    for face in faces:  # rendered once per (key, size)
        art.base(face)
    assert art.renders == len(faces)


def test_dim_cards_are_greyed_out(screen: pygame.Surface) -> None:
    art = CardArt()
    face = TitledFace("Shot", value=3, band=(206, 62, 44))
    m = margin_for(CARD_SIZE)
    at = (m + CARD_SIZE[0] // 2, m + 5)  # inside the red title band
    bright, grey = art.base(face).get_at(at), art.base(face, dim=True).get_at(at)
    assert bright.r > bright.g + 80
    assert abs(grey.r - grey.g) < 8 and grey.r < bright.r
    card = CardSprite(face, face_up=True, pos=(300, 300), art=art)
    card.dim = True
    card.draw(screen)


def test_face_validation() -> None:
    assert normalise_rank(12) == "Q" and normalise_rank("10") == "10" and normalise_rank(1) == "A"
    assert normalise_suit("H") == "hearts" and normalise_suit("spade") == "spades"
    with pytest.raises(ValueError):
        PlayingCardFace("11", "hearts")
    with pytest.raises(ValueError):
        PlayingCardFace("5", "stars")
    with pytest.raises(ValueError):
        CardArt().base(TitledFace("X", icon="no-such-icon"))


def test_cache_stays_bounded() -> None:
    budget = 2 << 20
    art = CardArt(face_budget_bytes=budget, sprite_budget_bytes=budget, rough_budget_bytes=budget)
    faces = demo_faces()[::7]
    for i, face in enumerate(faces):
        for angle in range(0, 360, 4):
            scale = 0.5 + (angle % 40) / 40
            art.sprite(face, CARD_SIZE, scale, 1.0, angle, fast=i % 2 == 0)
            for cache in (art.faces, art.sprites, art.rough):
                assert cache.bytes <= budget or len(cache) == 1
    assert 0 < len(art.sprites) < 60 and 0 < len(art.rough) < 60
    assert len(art.faces) < len(faces) * 4  # faces evicted too (tiers of zoomed cards)
    assert art.sprites.bytes == sum(s.get_pitch() * s.get_height() for s in art.sprites._items.values())


def test_sprite_cache_hits_and_quantises() -> None:
    art = CardArt()
    face = PlayingCardFace("K", "spades")
    a = art.sprite(face, CARD_SIZE, 1.0, 1.0, 10.4)
    b = art.sprite(face, CARD_SIZE, 1.01, 1.0, 9.6)  # same 0.05 scale step, same 2-degree step
    assert a is b
    assert art.sprite(face, CARD_SIZE, 1.0, 0.0, 0.0) is None  # edge-on: nothing to draw


def test_rest_upgrades_are_spread_over_frames(screen: pygame.Surface) -> None:
    art = CardArt()
    cards = make_cards(6, art, face_up=True)
    for i, card in enumerate(cards):
        card.pos, card.angle = (200 + 150 * i, 500), 4 + 6 * i
    draw_cards(screen, cards)
    assert len(art.sprites) == FINE_PER_FRAME  # filtered images: a few per frame...
    assert len(art.rough) == 6 - FINE_PER_FRAME  # ...the rest drawn rough for now
    for _ in range(6):
        draw_cards(screen, cards)
    assert len(art.sprites) == 6


# -- a card ------------------------------------------------------------------

def test_flip_halfway_is_edge_on_and_face_switches_after_midpoint(screen: pygame.Surface) -> None:
    tw = Tweener()
    card = CardSprite(PlayingCardFace("A", "hearts"), face_up=False, pos=(500, 500), art=CardArt())
    tw.add(card.flip_to(True, 1.0, linear))
    tw.step(0.25)
    assert card.width_factor == pytest.approx(math.cos(math.pi / 4))
    assert not card.showing_face
    tw.step(0.25)
    assert card.flip == pytest.approx(0.5)
    assert card.width_factor == pytest.approx(0.0, abs=1e-9)
    assert not card.showing_face
    card.draw(screen)  # edge-on draws nothing, without error
    tw.step(0.02)
    assert card.showing_face and not card.face_up and card.width_factor < 0.1
    tw.step(1.0)
    assert card.face_up and card.flip == 0.0 and card.showing_face and card.width_factor == 1.0
    assert not tw.busy
    tw.add(card.flip_to(False, 0.3))
    run(tw, 0.4)
    assert not card.face_up and not card.showing_face


def test_arc_to_ends_exactly_at_target_along_a_lifted_curve() -> None:
    tw = Tweener()
    card = CardSprite(CardBack(), pos=(100.0, 700.0), art=CardArt())
    target = (1500.25, 333.5)
    tw.add(card.arc_to(target, 1.0, 200.0, 360.0, angle=10.0, easing=linear))
    tw.step(0.5)
    mid_y = 0.25 * 700 + 0.5 * ((700 + 333.5) / 2 - 200) + 0.25 * 333.5
    assert card.y == pytest.approx(mid_y) and card.x == pytest.approx((100 + 1500.25) / 2)
    assert card.moving and card.layer == 2
    assert card.angle == pytest.approx(185.0)  # half of (10 + one full turn)
    for _ in range(40):
        tw.step(DT)
    assert card.pos == target  # exactly, not approximately
    assert card.angle == 10.0 and not card.moving and not tw.busy


def test_move_to_takes_the_short_way_round_and_newer_motion_wins() -> None:
    tw = Tweener()
    card = CardSprite(CardBack(), pos=(0.0, 0.0), angle=170.0, art=CardArt())
    tw.add(card.move_to((100.0, 0.0), 0.5, linear, angle=-170.0))
    tw.step(0.25)
    assert card.angle == pytest.approx(180.0)
    tw.add(card.move_to((0.0, 300.0), 0.5, linear))
    run(tw, 1.0)
    assert card.pos == (0.0, 300.0)  # the first motion's end did not overwrite it


def test_contains_follows_rotation_and_lift() -> None:
    card = CardSprite(CardBack(), pos=(500.0, 500.0), angle=90.0, art=CardArt())
    w, h = CARD_SIZE
    assert card.contains((500 + h / 2 - 2, 500))  # turned: long side horizontal
    assert not card.contains((500, 500 + h / 2 - 2))
    card.angle, card.lift = 0.0, 50.0
    assert card.draw_pos == (500.0, 450.0)
    assert card.contains((500, 450 - h / 2 + 2)) and not card.contains((500, 500 + h / 2 - 2))


# -- zones ---------------------------------------------------------------------

def test_hand_layout_is_symmetric_and_lifts_the_focus() -> None:
    art = CardArt()
    for n in (1, 2, 5, 7, 12):
        tw = Tweener()
        hand = Hand(tw, (960, 866), art=art)
        for card in make_cards(n, art, face_up=True):
            hand.add(card)
        hand.focus = n // 2 if n % 2 else None
        slots = hand.layout()
        run(tw, 0.5)
        cx, cy = hand.center
        for i, slot in enumerate(slots):
            mirror = slots[n - 1 - i]
            assert slot.x - cx == pytest.approx(-(mirror.x - cx), abs=1e-6)
            assert slot.y == pytest.approx(mirror.y, abs=1e-6)
            assert slot.angle == pytest.approx(-mirror.angle, abs=1e-6)
            assert slot.y >= cy - 1e-6  # the fan bows down at the ends
        left = min(s.x for s in slots) - CARD_SIZE[0] / 2
        right = max(s.x for s in slots) + CARD_SIZE[0] / 2
        assert right - left <= hand.max_width + 1
        for card, slot in zip(hand.cards, slots):
            assert card.pos == pytest.approx(slot.pos) and card.angle == pytest.approx(slot.angle)
        if hand.focus is not None:
            focused = hand.cards[hand.focus]
            assert slots[hand.focus].lift > 0 and focused.lift == pytest.approx(hand.focus_lift)
            assert focused.highlight == pytest.approx(1.0) and focused.draw_pos[1] < focused.y
            assert focused.draw_key == max(c.draw_key for c in hand.cards)
            others = [c for c in hand.cards if c is not focused]
            assert all(c.lift == 0 and c.highlight == 0 for c in others)
    # overlaps grow with the hand: spacing shrinks from 5 to 12 cards
    hand = Hand(None, (960, 866))
    gap5 = hand.slots(5)[1].x - hand.slots(5)[0].x
    gap12 = hand.slots(12)[1].x - hand.slots(12)[0].x
    assert gap12 < gap5


def test_facing_turns_the_fan_for_the_opponent() -> None:
    top = Hand(None, (960, 150), facing=180)
    bottom = Hand(None, (960, 866))
    for t, b in zip(top.slots(7), bottom.slots(7)):
        assert t.x - 960 == pytest.approx(-(b.x - 960)) and t.y - 150 == pytest.approx(-(b.y - 866))
        assert t.angle == pytest.approx(b.angle + 180)


def test_hit_test_returns_the_topmost_card() -> None:
    art = CardArt()
    hand = Hand(None, (960, 700), fan_degrees=0, art=art)
    for card in make_cards(5, art, face_up=True):
        hand.add(card)
    hand.snap()
    a, b = hand.cards[1], hand.cards[2]
    overlap = ((a.x + CARD_SIZE[0] / 2 + b.x - CARD_SIZE[0] / 2) / 2, 700.0)
    assert a.contains(overlap) and b.contains(overlap)
    assert hand.hit_test(overlap) == 2  # the later card lies on top
    assert hand.hit_test((a.x - CARD_SIZE[0] / 2 + 3, 700)) in (0, 1)
    assert hand.hit_test((960, 100)) is None
    hand.focus = 1  # the focused card rises above its neighbours...
    hand.snap()
    assert hand.hit_test(overlap) == 2  # ...but the pointer still points at the fan as it lies
    assert hand.hit_test((a.x, 700 - CARD_SIZE[1] / 2 - 20)) == 1  # and at the focused card's raised part


def test_focus_moves_and_clamps_and_survives_removal() -> None:
    art = CardArt()
    tw = Tweener()
    hand = Hand(tw, (960, 866), art=art)
    for card in make_cards(4, art, face_up=True):
        hand.add(card)
    assert hand.move_focus(1) == 2  # from nothing: the middle
    assert hand.move_focus(5) == 3
    assert hand.move_focus(-9) == 0
    hand.remove(hand.cards[0])
    assert hand.focus == 0 and len(hand) == 3
    hand.focus = 2
    hand.remove(hand.cards[2])
    assert hand.focus == 1


def test_deal_moves_cards_from_pile_to_hand_one_by_one() -> None:
    art = CardArt()
    tw = Tweener()
    pile = filled_pile(tw, 20, art)
    hand = Hand(tw, (960, 866), face_up=True, art=art)
    dealt: list[CardSprite] = []
    done: list[bool] = []
    expected = list(reversed(pile.cards[-7:]))
    deal(tw, pile, hand, 7, 0.1, on_card=dealt.append, on_done=lambda: done.append(True))
    counts = []
    while tw.busy:
        tw.step(DT)
        counts.append(len(pile))
        assert len(pile) + len(hand) == 20
    assert counts[0] < 20 and counts[-1] == 13
    assert all(a >= b for a, b in zip(counts, counts[1:]))
    assert set(counts) == set(range(13, 20))  # one card left at a time: 19, 18, ..., 13
    assert dealt == expected == hand.cards and done == [True]
    for card, slot in zip(hand.cards, hand.slots()):
        assert card.pos == pytest.approx(slot.pos) and card.face_up and card.flip == 0.0
        assert card.zone is hand and not card.moving


def test_deal_round_robin_with_faces_and_hidden_hand() -> None:
    art = CardArt()
    tw = Tweener()
    pile = filled_pile(tw, 10, art)
    mine = Hand(tw, (960, 866), face_up=True, art=art)
    theirs = Hand(tw, (960, 150), facing=180, face_up=False, art=art)
    faces = [PlayingCardFace(r, "clubs") for r in ("2", "3", "4", "5")]
    deal(tw, pile, [mine, theirs], faces, 0.05)
    tw.complete_all()
    assert len(pile) == 6 and len(mine) == 2 and len(theirs) == 2
    assert [c.face for c in mine.cards] == [faces[0], faces[2]]
    assert [c.face for c in theirs.cards] == [faces[1], faces[3]]
    assert all(c.face_up for c in mine.cards) and not any(c.face_up for c in theirs.cards)
    with pytest.raises(ValueError):
        deal(tw, pile, mine, 7, 0.1)


def test_receive_moves_between_zones_and_turns_over() -> None:
    art = CardArt()
    tw = Tweener()
    pile = filled_pile(tw, 5, art)
    discard = Pile(tw, (1620, 470), face_up=True, messy=True, art=art)
    row = Row(tw, (960, 480), capacity=5, art=art)
    card = pile.top
    assert card is not None
    discard.receive(card, duration=0.4)
    assert len(pile) == 4 and len(discard) == 1 and card.zone is discard
    run(tw, 0.6)
    assert card.face_up and card.pos == discard.slots()[0].pos
    for i, c in enumerate(list(pile.cards)):
        row.receive(c, delay=i * 0.1)
    assert len(row) == 1  # the first joins now, delayed cards when they take off
    run(tw, 1.5)
    assert len(row) == 4 and len(pile) == 0
    xs = [c.x for c in row.cards]
    assert xs == sorted(xs) and sum(xs) / 4 == pytest.approx(960)


def test_pile_depth_and_visible_cards() -> None:
    art = CardArt()
    pile = filled_pile(None, 40, art)
    assert pile.depth_px() == round(39 * 0.5)
    assert pile.visible_cards() == pile.cards[-3:]
    slots = pile.slots()
    assert slots[-1].y < slots[0].y  # the stack grows upwards


def test_table_draws_every_zone(screen: pygame.Surface) -> None:
    art = CardArt()
    tw = Tweener()
    pile = filled_pile(tw, 12, art)
    hand = Hand(tw, (960, 866), art=art)
    row = Row(tw, (960, 480), capacity=3, art=art)
    table = Table(pile, row, hand)
    deal(tw, pile, hand, 5, 0.05)
    for _ in range(40):
        tw.step(DT)
        screen.fill((0, 0, 0))
        table.draw(screen)
    assert len(table.cards()) == 12
    assert screen.get_at((960, 866)) != pygame.Color(0, 0, 0)


# -- the scene -----------------------------------------------------------------

def test_card_table_runs_and_cycles_through_its_phases(screen: pygame.Surface) -> None:
    scene = CardTableScene(seed=3)
    total = len(scene.table.cards())
    for frame in range(20 * 60):
        scene.tick(DT)
        if frame % 3 == 0:
            scene.draw(screen)
        assert len(scene.table.cards()) == total
    assert {"deal", "flip", "play", "sweep", "gather", "shuffle"} <= scene.phases_seen
    assert scene.cycles >= 1
    assert scene.art.sprites.bytes <= scene.art.sprites.budget_bytes


def test_card_table_input_moves_focus_and_plays(screen: pygame.Surface) -> None:
    scene = CardTableScene(seed=1)
    while scene.phase != "play":
        scene.tick(DT)
    scene.tweens.complete_all()
    start = scene.bottom.focus
    assert start is not None
    scene.handle(InputEvent(Action.LEFT, "kb1"))
    assert scene.bottom.focus == start - 1
    target = scene.bottom.cards[-1]
    scene.tweens.complete_all()
    scene.handle(InputEvent(Action.POINT, "mouse", pos=(target.x + 40, target.y)))
    assert scene.bottom.focused_card is target
    before = len(scene.row)
    scene.handle(InputEvent(Action.CONFIRM, "kb1"))
    assert len(scene.row) == before + 1 and target.zone is scene.row
    scene.handle(InputEvent(Action.BACK, "kb1"))  # no app: nothing to pop, no error
    scene.draw(screen)


def test_card_table_is_reproducible(screen: pygame.Surface) -> None:
    frames = []
    for _ in range(2):
        scene = CardTableScene(seed=7)
        for _ in range(200):
            scene.tick(DT)
        scene.draw(screen)
        frames.append(pygame.image.tobytes(screen, "RGB"))
    assert frames[0] == frames[1]


def test_slot_is_a_plain_value() -> None:
    slot = Slot(1.0, 2.0, 3.0)
    assert slot.pos == (1.0, 2.0) and slot.scale == 1.0


def test_a_still_pile_is_one_picture_with_the_same_pixels_and_cards_in_motion_are_drawn_as_ever() -> None:
    art = CardArt()
    tw = Tweener()
    plain, still = (Pile(tw, (300, 470), face_up=True, messy=True, label="Discards", art=art, still_layer=flag)
                    for flag in (False, True))
    for pile in (plain, still):
        for card in make_cards(9, art, face_up=True):
            pile.add(card)
        pile.snap()
    for _ in range(FINE_PER_FRAME * 12):  # let every resting card get its filtered image
        for pile in (plain, still):
            Table(pile).draw(pygame.Surface((700, 900), pygame.SRCALPHA))
    pictures = []
    for pile in (plain, still):
        surf = pygame.Surface((700, 900))
        surf.fill((28, 104, 60))  # the felt
        Table(pile).draw(surf)
        pictures.append(pygame.image.tobytes(surf.subsurface((100, 250, 400, 450)), "RGB"))
    worst = max(abs(a - b) for a, b in zip(*pictures))
    # Premultiplying rounds a little where shadows overlap: never more than a few levels in 255.
    assert 0 < len(pictures[0]) and worst <= 6, f"the still picture differs from the cards by {worst}"
    pill_y = round(470 + CARD_SIZE[1] / 2 + 18 + 12)  # the "Discards 9" label under the pile
    surf.fill((28, 104, 60))
    Table(still).draw(surf)
    assert surf.get_at((300, pill_y))[:3] != (28, 104, 60), "the pile's label is drawn over it"
    assert still.visible_cards() == [] and plain.visible_cards()
    moving = still.cards[-1]
    tw.add(moving.move_to((600, 200), 0.5))
    tw.step(0.1)
    assert moving in still.visible_cards(), "a card on the move is drawn card by card again"
