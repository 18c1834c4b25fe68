"""The Kortfotboll scene end to end, headless, through the real event queue.

Computer players think synchronously (sync_bots=True) so every run is the
same; time is simulated by the driver's frames, never read from a clock.
Hand-made positions (the RULINGS format) put a human before the choice a
test is about (tests.support.positions.place: the scene's Match starts there).
The scene holds no engine state: a test reads the game from its Match
(`scene.match.full_state()`, `scene.match.actions`).
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame
import pytest

from match.setup import GameSetup, SeatSpec
from engines.kortfotboll import State
from scenes.cards.picker import CONFIRM, SLOT, ZONE
from scenes.cards.table import HIDDEN
from scenes.kortfotboll.lineup import AUTO_STEP, READY_STEP
from scenes.kortfotboll.scene import KortfotbollScene
from scenes.kortfotboll.steps import MINE, THEIRS
from tests.support.cards import assert_view_matches
from tests.support.cards import settle as settle_table
from tests.support.driver import Driver, make_app, open_scene
from tests.support.positions import place

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")
FULL = {"GK": "AS", "DEF": ["10D", "9C", "7C", "2H"], "MID": ["KS", "QH", "9S", "8D"], "FWD": ["5S", "6S"]}
THEIR = {"GK": "KH", "DEF": ["10H", "9H", "7H", "2D"], "MID": ["KC", "QC", "9D", "8C"], "FWD": ["5D", "6D"]}

settle = partial(settle_table, limit=6000)


@pytest.fixture
def start(tmp_path):
    apps = []

    def _start(seats, seed=0, options=None, clock=None, autoplay=False):  # noqa: ANN001, ANN202
        app = make_app(tmp_path)
        app.settings.autoplay_forced_moves = autoplay
        apps.append(app)
        scene = KortfotbollScene(GameSetup("kortfotboll", seed, seats, clock, dict(options or {})), sync_bots=True)
        return open_scene(app, scene), scene

    yield _start
    for app in apps:
        app.close()


def wait_for_human(d: Driver, scene: KortfotbollScene, seat: int = 0, limit: int = 8000) -> None:
    for _ in range(limit):
        if scene.deciding() == seat:
            d.frames(2)
            return
        d.frames(1)
    raise AssertionError(f"never came to seat {seat}'s decision (phase {scene.phase})")


def position(then: tuple[str, ...] = (), **changes: Any) -> State:
    """A hand-made position (RULINGS format) with `then` played."""
    base: dict[str, Any] = {"to_move": 0, "half": 1, "formations": ["4-4-2", "4-4-2"],
                            "fields": [FULL, THEIR], "libraries": [["JH", "3C", "4C"], ["2C", "3D"]],
                            "scores": [0, 0]}
    base.update(changes)
    st = State.from_json(base)
    for act in then:
        st = st.apply(act)
    return st


def at_position(d: Driver, scene: KortfotbollScene, then: tuple[str, ...] = (), **changes: Any) -> None:
    """Put the table at a hand-made position (RULINGS format), play `then`, and wait for the decision."""
    place(scene, position(then, **changes))
    d.frames(3)


def played(scene: KortfotbollScene) -> list[str]:
    """The moves the Match has taken."""
    assert scene.match is not None
    return list(scene.match.actions)


def state(scene: KortfotbollScene) -> State:
    """The whole engine state (the Match's: the scene never holds one)."""
    assert scene.match is not None
    return scene.match.full_state()


def choice(scene: KortfotbollScene, step_kind: str, key: Any) -> Any:
    return next(c for c in scene.choices if c.step is not None and c.step.kind == step_kind and c.step.key == key)


def focus_on(d: Driver, scene: KortfotbollScene, target: Any) -> None:
    """Walk the focus there with the arrows, as the table looks (each press towards the target)."""
    for _ in range(80):
        n = scene.choices.index(target)
        if scene.focus == n:
            return
        (hx, hy), (tx, ty) = scene.choice_center(scene.focused_choice), scene.choice_center(target)
        if abs(tx - hx) >= abs(ty - hy):
            d.key(pygame.K_RIGHT if tx > hx else pygame.K_LEFT)
        else:
            d.key(pygame.K_DOWN if ty > hy else pygame.K_UP)
    raise AssertionError(f"could not focus {target.label}")


def press(d: Driver, scene: KortfotbollScene, target: Any) -> None:
    focus_on(d, scene, target)
    d.key(pygame.K_RETURN)
    d.frames(2)


# -- setting up ------------------------------------------------------------------------------

def test_a_card_and_a_position_lay_the_card_there_before_anything_is_played(start) -> None:
    d, scene = start((HUMAN, CPU), seed=4)
    wait_for_human(d, scene)
    assert scene.phase == "setup" and state(scene).phase == "setup"
    before = played(scene)
    first = next(c for c in scene.choices if c.sprite is not None)
    card = int(first.sprite.data)
    press(d, scene, first)
    assert scene.lineup_pick == card
    # The focus went to the first open position: confirming puts the card there.
    assert scene.focused_choice.step == choice(scene, SLOT, (MINE, "GK")).step
    d.key(pygame.K_RETURN)
    d.frames(3)
    assert scene.lineup == {"GK": card}
    assert played(scene) == before and card in state(scene).hands[0], "nothing is told to the engine before Ready"
    goal = scene.fields[0]["GK"]
    assert [c.data for c in goal.cards] == [card] and goal.cards[0].face_up
    assert card not in [c.data for c in scene.hands[0].cards]


def test_a_card_put_on_a_taken_position_swaps_with_the_one_there(start) -> None:
    d, scene = start((HUMAN, CPU), seed=4)
    wait_for_human(d, scene)
    cards = [int(c.sprite.data) for c in scene.choices if c.sprite is not None]
    scene.lineup = {"GK": cards[0], "DEF1": cards[1]}
    scene.lay_out_lineup()
    d.frames(2)
    press(d, scene, choice(scene, SLOT, (MINE, "GK")))  # pick the goalkeeper up...
    assert scene.lineup_pick == cards[0]
    press(d, scene, choice(scene, SLOT, (MINE, "DEF1")))  # ...and put it on the defender
    assert scene.lineup == {"GK": cards[1], "DEF1": cards[0]}


def test_auto_arrange_then_ready_plays_the_whole_lineup(start) -> None:
    d, scene = start((HUMAN, CPU), seed=4)
    wait_for_human(d, scene)
    ready = next(c for c in scene.choices if c.step == READY_STEP)
    assert not ready.enabled, "Ready waits until every position is filled"
    press(d, scene, next(c for c in scene.choices if c.step == AUTO_STEP))
    lineup = dict(scene.lineup)
    assert len(lineup) == 11 and not scene.lineup_hand(0)
    t = scene.deck
    # The computer's placement: the best ordinary card in goal.
    ordinary = [c for c in lineup.values() if not t.is_joker(c)]
    assert t.rank[lineup["GK"]] == max(t.rank[c] for c in ordinary)
    before = len(played(scene))
    press(d, scene, next(c for c in scene.choices if c.step == READY_STEP))
    # The placements go in one by one, each once the table has shown the one before.
    for _ in range(600):
        if not scene.committing:
            break
        d.frames(1)
    placed = state(scene)
    form = placed.forms[0]
    assert {form.positions[p]: c for p, c in enumerate(placed.fields[0])} == lineup
    assert [a for a in played(scene)[before:before + 11] if a.startswith("PLACE:")] == \
        [f"PLACE:{t.face[lineup[p]]}@{p}" for p in form.positions]
    assert not scene.lineup and not scene.committing


def test_auto_arrange_works_from_the_seats_own_view_only(start) -> None:
    from scenes.kortfotboll.lineup import auto_lineup

    d, scene = start((HUMAN, CPU), seed=4)
    wait_for_human(d, scene)
    seen = scene.seat_view.observation
    hand = state(scene).hands[0]
    lineup = auto_lineup(seen, 0, 1)
    assert sorted(lineup.values()) == sorted(hand) and set(lineup) == set(state(scene).forms[0].positions)
    # What the seat cannot see (the other's cards, the libraries) changes nothing: only its own hand counts.
    assert all(auto_lineup(seen, 0, seed) == lineup for seed in (2, 3, 99))


def test_the_whole_lineup_is_one_turn_of_the_chess_clock(start) -> None:
    d, scene = start((HUMAN, CPU), seed=4, clock="10+5")
    wait_for_human(d, scene)
    press(d, scene, next(c for c in scene.choices if c.step == AUTO_STEP))
    before = len(played(scene))
    press(d, scene, next(c for c in scene.choices if c.step == READY_STEP))
    for _ in range(600):
        if not scene.committing:
            break
        d.frames(1)
    clocks = scene.match.record().clocks
    mine = [clocks[k][0] for k in range(before, before + 11)]
    # Blue's clock gains its 5 s once, when the decision goes over with the eleventh card; never before.
    assert all(b <= a for a, b in zip(mine, mine[1:-1])), mine
    assert mine[-1] - mine[-2] > 4.0, mine


def test_a_card_dragged_with_the_mouse_onto_a_position_lies_there(start) -> None:
    d, scene = start((HUMAN, CPU), seed=4)
    wait_for_human(d, scene)
    app = d.app
    app.input.claim("mouse", 0)
    sp = [c.sprite for c in scene.choices if c.sprite is not None][-1]  # the top card of the fan: all of it shows
    card = int(sp.data)
    target = scene.position_rect(0, "MID2").center
    d.move(sp.draw_pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=d.window_pos(sp.draw_pos)))
    d.frames(1)
    d.move(((sp.draw_pos[0] + target[0]) / 2, (sp.draw_pos[1] + target[1]) / 2))
    d.move(target)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=d.window_pos(target)))
    d.frames(3)
    assert scene.lineup.get("MID2") == card


# -- a turn -----------------------------------------------------------------------------------

def test_covered_rows_are_greyed_out_with_the_row_to_open_and_a_click_on_one_plays_nothing(start) -> None:
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, then=("ATTACK",))
    assert scene.phase == "target"
    mid = choice(scene, ZONE, (THEIRS, "MID1"))
    fwd = choice(scene, ZONE, (THEIRS, "FWD1"))
    gk = choice(scene, ZONE, (THEIRS, "GK"))
    assert fwd.enabled and not mid.enabled and not gk.enabled
    assert "forwards" in mid.info and "forwards" in gk.info and "midfielders" in gk.info
    d.app.input.claim("mouse", 0)
    d.click(scene.position_rect(1, "MID1").center)
    d.frames(2)
    assert played(scene) == [] and "forwards" in scene.message
    d.click(scene.position_rect(1, "FWD1").center)
    d.frames(2)
    assert played(scene) == ["@FWD1"]


def test_a_substitution_waits_for_its_confirmation(start) -> None:
    d, scene = start((HUMAN, CPU))
    at_position(d, scene)
    sub = choice(scene, SLOT, (MINE, "DEF4"))
    press(d, scene, sub)
    assert played(scene) == [], "choosing the card only asks"
    confirm = next(c for c in scene.choices if c.step is not None and c.step.kind == CONFIRM)
    assert "2 of hearts" in scene.explain(sub.step, (), True, 0) and confirm.label == "Substitute"
    press(d, scene, confirm)
    assert played(scene) == ["SUB@DEF4"]


def test_an_empty_position_is_refilled_and_the_card_shown_to_its_owner_only(start) -> None:
    d, scene = start((HUMAN, CPU))
    mine = dict(FULL, FWD=[None, "6S"])
    at_position(d, scene, fields=[mine, THEIR])
    refill = choice(scene, SLOT, (MINE, "FWD1"))
    assert scene.focused_choice is refill, "an empty position is the first thing offered"
    press(d, scene, refill)
    settle(d, scene)
    assert played(scene) == ["REFILL@FWD1"]
    placed = scene.fields[0]["FWD1"].cards
    assert len(placed) == 1 and placed[0].face_up and placed[0].face.key == scene.face_of(placed[0].data).key
    assert_view_matches(scene)


def test_the_opponents_field_is_never_identified_on_screen(start) -> None:
    d, scene = start((HUMAN, CPU), seed=2)
    for _ in range(6):
        wait_for_human(d, scene)
        settle(d, scene)
        for zone in scene.fields[1].values():
            for sp in zone.cards:
                assert sp.face is HIDDEN and sp.data is None and not sp.face_up
        assert_view_matches(scene)
        if scene.phase == "setup":
            press(d, scene, next(c for c in scene.choices if c.step == AUTO_STEP))
            press(d, scene, next(c for c in scene.choices if c.step == READY_STEP))
        else:
            d.key(pygame.K_RETURN)
            d.frames(2)


def test_a_shot_is_never_played_for_the_player_though_another_only_move_is(start) -> None:
    # 4-5-1 with one forward: a card turned up against it may attack that forward only.
    one_forward = {"GK": "KH", "DEF": ["10H", "9H", "7H", "2D"], "MID": ["KC", "QC", "9D", "8C", "3H"], "FWD": ["6D"]}
    d, scene = start((HUMAN, CPU), autoplay=True, options={"formations": ["4-4-2", "4-5-1"]})
    at_position(d, scene, then=("ATTACK",), formations=["4-4-2", "4-5-1"], fields=[FULL, one_forward])
    assert scene.seat_view.legal == ("@FWD1",)
    for _ in range(300):
        if played(scene):
            break
        d.frames(1)
    assert played(scene) == ["@FWD1"], "the only move, announced, then played for the player"
    # Only the goal left to shoot at: the shot is the player's own, however long they wait.
    open_goal = dict(THEIR, DEF=[None] * 4, MID=[None] * 4, FWD=[None, None])
    at_position(d, scene, then=("ATTACK",), fields=[FULL, open_goal])  # 4-4-2 again: the pitch follows
    assert scene.seat_view.legal == ("@GK",)
    d.frames(300)
    assert played(scene) == [] and scene.seat_view.forced is None and scene.deciding() == 0
    assert scene.info.turn_of(state(scene)) == 0


def test_the_log_and_the_result_are_the_engines_words_from_the_view_the_table_shows() -> None:
    from match.seen import observe
    from engines.kortfotboll import words

    base = {"to_move": 1, "half": 2, "formations": ["4-4-2", "4-4-2"], "fields": [FULL, THEIR],
            "libraries": [[], ["2C"]], "scores": [1, 2]}
    attacking = State.from_json(base).apply("ATTACK")
    for seats, viewer in (((HUMAN, CPU), 0), ((CPU, HUMAN), 1), ((CPU, CPU), None), ((HUMAN, HUMAN), None)):
        scene = KortfotbollScene(GameSetup("kortfotboll", 0, seats, None, {}), sync_bots=True)
        place(scene, attacking)
        assert scene.match is not None and scene.match.submit(1, "@FWD1") is None
        scene.tick_match()
        new = state(scene)
        assert new.is_terminal and scene.viewer == viewer
        said = scene.log[-1]
        assert said == words.describe(observe(attacking, viewer), observe(new, viewer)["events"], 1, scene.names)
        assert said.startswith("Red's 2 of clubs is blocked by Blue's forward 1\n") and "End of half 2: 1-2" in said
        assert scene.result_text == words.result(observe(new, viewer), ("Blue", "Red")) == "Red wins 2-1"
        assert scene.seat_view.turn is None and scene.info.turn_of(attacking) == 1
    seats = (SeatSpec("human", name="Ann"), SeatSpec("cpu", "easy", name="Bo"))
    named = KortfotbollScene(GameSetup("kortfotboll", 0, seats, None, {}), sync_bots=True)
    place(named, attacking)
    assert named.match is not None and named.match.submit(1, "@FWD1") is None
    named.tick_match()
    assert named.result_text == "Bo wins 2-1"  # the names put in once


def test_a_goal_is_announced_with_the_scorer_of_the_chosen_roster(start) -> None:
    d, scene = start((HUMAN, CPU))
    open_goal = dict(THEIR, GK="9C", DEF=[None, "9H", "7H", "2D"], MID=[None, "QC", "9D", "8C"], FWD=[None, "6D"])
    at_position(d, scene, then=("ATTACK",), fields=[FULL, open_goal], libraries=[["QS", "3C"], ["2C"]])
    scene.roster_id = "deck"
    d.app.input.claim("mouse", 0)
    d.click(scene.position_rect(1, "GK").center)
    for _ in range(400):
        if scene.banners.visible and scene.banners.banner is not None:
            break
        d.frames(1)
    assert state(scene).scores == (1, 0)
    assert "Tomas Brolin" in scene.log[-1]
    scene.roster_id = "sweden_1994"
    from engines.kortfotboll.rosters import roster

    chosen = roster("sweden_1994").scorer("Q")
    assert scene.scorer_name("QS", "Tomas Brolin") == chosen
    # The log names the scorer from the roster chosen in the lobby, as the banner does.
    assert f": {chosen} (1-0)" in scene.log[-1] and "Tomas Brolin" not in scene.log[-1]


def test_computer_against_computer_plays_to_the_end_and_the_table_follows(start) -> None:
    d, scene = start((CPU, SeatSpec("cpu", "normal")), seed=5, options={"knockout": True})
    scene.speed = 8.0
    for _ in range(200000):
        if scene.finished:
            break
        d.frames(1)
    assert scene.finished and state(scene).is_terminal
    settle(d, scene)
    assert_view_matches(scene)
    assert {"deal", "kickoff", "half_time", "full_time"} <= scene.screens_seen


def test_two_players_each_see_their_own_field_only_once_the_screen_is_theirs_and_peek_is_held(start) -> None:
    d, scene = start((HUMAN, HUMAN))
    at_position(d, scene)
    d.frames(5)
    assert scene._curtain is not None, "the hand-off curtain covers the table for the first decider"
    for seat in (0, 1):
        for zone in scene.fields[seat].values():
            assert all(not c.face_up and c.face is HIDDEN for c in zone.cards), "before the curtain: no card named"
    scene.app.stack.pop()
    scene.curtain_lifted(0)
    d.frames(5)
    mine = [c for zone in scene.fields[0].values() for c in zone.cards]
    assert mine and all(not c.face_up for c in mine), "privacy: face down until PEEK is held"
    scene.peeking[0] = True
    d.frames(30)
    assert all(c.face_up for c in mine)
    assert all(not c.face_up for zone in scene.fields[1].values() for c in zone.cards)


def test_the_arrows_walk_the_table_as_it_looks(start) -> None:
    d, scene = start((HUMAN, CPU), seed=4)
    wait_for_human(d, scene)
    hand = [c for c in scene.choices if c.sprite is not None]
    focus_on(d, scene, hand[0])
    d.key(pygame.K_UP)  # from the hand up onto the pitch
    focused = scene.focused_choice
    assert focused.sprite is None and focused.step.kind == SLOT
    x0 = scene.choice_center(focused)[0]
    d.key(pygame.K_RIGHT)  # towards the halfway line: the next column
    assert scene.choice_center(scene.focused_choice)[0] > x0
    ready = next(c for c in scene.choices if c.step == READY_STEP)
    focus_on(d, scene, ready)
    d.key(pygame.K_RIGHT)  # the table's edge: the focus stays
    assert scene.focused_choice is ready


def test_a_card_picked_up_from_the_pitch_keeps_the_focus_and_is_ringed(start) -> None:
    d, scene = start((HUMAN, CPU), seed=4)
    wait_for_human(d, scene)
    press(d, scene, next(c for c in scene.choices if c.step == AUTO_STEP))
    gk = choice(scene, SLOT, (MINE, "GK"))
    press(d, scene, gk)
    assert scene.lineup_pick == scene.lineup["GK"]
    assert scene.focused_choice.step == gk.step, "the focus stays on the card picked up, not on Ready"
    assert scene._place_verb(scene.focused_choice, 0) == "Here"
    press(d, scene, choice(scene, SLOT, (MINE, "FWD2")))
    assert scene.lineup_pick is None and scene.lineup["FWD2"] != scene.lineup["GK"]


def test_a_hint_points_at_the_hard_computers_move_and_the_record_says_hints_were_used(start) -> None:
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, then=("ATTACK",))
    assert scene.hints_allowed
    d.key(pygame.K_RSHIFT)  # PEEK on the arrow keys' set: against the computer it asks for a hint
    d.frames(3)
    hinted = scene.seat_view.hint
    assert hinted is not None and played(scene) == [], "a hint never plays"
    assert hinted in [str(a) for a in state(scene).legal_actions()]
    assert scene.focused_choice.step == scene.hint_step and scene.message.startswith("Hint:")
    assert scene.match.hints_used == [0] and scene.match.record().hints == (0,)
    d.key(pygame.K_RETURN)  # the player plays it (or anything else)
    d.frames(2)
    assert played(scene) == [hinted]


def test_no_hints_for_two_players_on_one_screen(start) -> None:
    d, scene = start((HUMAN, HUMAN))
    at_position(d, scene)
    assert not scene.hints_allowed
    scene.app.stack.pop()
    scene.curtain_lifted(0)
    d.key(pygame.K_RSHIFT)
    d.frames(2)
    assert scene.seat_view.hint is None and scene.match.hints_used == []


def test_the_coin_toss_says_who_kicks_off_not_who_deals() -> None:
    scene = KortfotbollScene(GameSetup("kortfotboll", 0, (HUMAN, CPU), None, {}), sync_bots=True)
    assert scene.coin.look.title == "Who kicks off?"
    assert scene.coin.look.verdict.format("Red") == "Red kicks off!"


def test_a_shootout_into_sudden_death_shows_each_new_goalkeeper_and_ends_with_the_table_right(start) -> None:
    # rng 15: level after two halves, 5-5 after five kicks each, decided 6-7 in the second round of
    # sudden death, each round against new goalkeepers (the old ones go to the discard piles).
    d, scene = start((HUMAN, CPU), options={"knockout": True})
    at_position(d, scene, then=("ATTACK",), half=2, libraries=[["2C"], []], scores=[1, 1], knockout=True, rng=15)
    d.app.input.claim("mouse", 0)
    d.click(scene.position_rect(1, "FWD1").center)
    settle(d, scene)
    st = state(scene)
    assert st.is_terminal and st.reason == "shootout" and st.shootout == (6, 7)
    assert len([e for e in st.events if e.kind == "keeper"]) == 2 + 2 * 2
    assert [e["source"] for e in st.events if e.kind == "discard" and e["source"] == "keeper"] == ["keeper"] * 4
    assert scene.finished and "shootout" in scene.screens_seen
    assert_view_matches(scene)


def test_with_only_the_card_to_attack_with_left_the_focus_starts_on_attack_not_a_refill(start) -> None:
    """A refill with the last library card ends the turn with no attack: a stray confirm must not do that."""
    d, scene = start((HUMAN, CPU))
    mine = dict(FULL, FWD=[None, "6S"])
    at_position(d, scene, fields=[mine, THEIR], libraries=[["JH"], ["2C", "3D"]])
    assert scene.focused_choice is not None and scene.focused_choice.label == "Attack"
    assert "last card: Attack" in " ".join(str(line[0]) for line in scene.status_lines(0, scene.palette))
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert played(scene) == ["ATTACK"]
    # With a card to spare, the empty position is still what is offered first.
    d2, scene2 = start((HUMAN, CPU))
    at_position(d2, scene2, fields=[mine, THEIR], libraries=[["JH", "3C"], ["2C", "3D"]])
    assert scene2.focused_choice is choice(scene2, SLOT, (MINE, "FWD1"))


def test_the_side_panel_and_greyed_targets_name_the_lines_as_they_are(start) -> None:
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, then=("ATTACK",))
    said = " ".join(str(line[0]) for line in scene.status_lines(0, scene.palette))
    assert "attack a forward." in said and "opens once" in said
    # Red's forwards have a gap: its midfield is open too; the defenders wait for the midfield alone.
    their = dict(THEIR, FWD=[None, "6D"])
    at_position(d, scene, then=("ATTACK",), fields=[FULL, their])
    said = " ".join(str(line[0]) for line in scene.status_lines(0, scene.palette))
    assert "attack a forward or a midfielder" in said
    info = choice(scene, ZONE, (THEIRS, "DEF1")).info
    assert "midfielders" in info and "forwards" not in info
    # Every line open: the goal is named and nothing is said about opening lines.
    open_all = dict(THEIR, FWD=[None, "6D"], MID=["KC", None, "9D", "8C"], DEF=["10H", None, "7H", "2D"])
    at_position(d, scene, then=("ATTACK",), fields=[FULL, open_all])
    said = " ".join(str(line[0]) for line in scene.status_lines(0, scene.palette))
    assert "or the goal" in said and "opens once" not in said


def test_the_arrows_on_the_lineup_go_to_the_near_place_that_way_not_a_far_one_straight_ahead(start) -> None:
    d, scene = start((HUMAN, CPU), seed=4)
    wait_for_human(d, scene)
    assert scene.phase == "setup"
    gk = choice(scene, SLOT, (MINE, "GK"))
    focus_on(d, scene, gk)
    d.key(pygame.K_DOWN)
    assert scene.focused_choice is choice(scene, SLOT, (MINE, "DEF3")), "the defender just below, not DEF4"
    focus_on(d, scene, gk)
    d.key(pygame.K_UP)
    assert scene.focused_choice is choice(scene, SLOT, (MINE, "DEF2"))
    # From the first card of the hand, LEFT goes to the nearest place on the left, not across the pitch to GK.
    first = next(c for c in scene.choices if c.sprite is not None)
    focus_on(d, scene, first)
    d.key(pygame.K_LEFT)
    here = scene.choice_center(first)
    went = scene.focused_choice
    assert went is not gk and went is not first
    way = [c for c in scene.choices if c is not first and scene.choice_center(c)[0] < here[0] - 1]
    nearest = min(way, key=lambda c: (scene.choice_center(c)[0] - here[0]) ** 2
                  + (scene.choice_center(c)[1] - here[1]) ** 2)
    assert went is nearest


def test_auto_arrange_keeps_the_players_own_placements_and_asks_before_replacing_a_full_team(start) -> None:
    d, scene = start((HUMAN, CPU), seed=4)
    wait_for_human(d, scene)
    t = scene.deck
    cards = [int(c.sprite.data) for c in scene.choices if c.sprite is not None]
    # The weakest card in goal, by hand: the computer's way would never put it there.
    weakest = min((c for c in cards if not t.is_joker(c)), key=lambda c: t.rank[c])
    scene.lineup = {"GK": weakest}
    scene.lay_out_lineup()
    d.frames(2)
    auto = lambda: next(c for c in scene.choices if c.step == AUTO_STEP)  # noqa: E731
    press(d, scene, auto())
    assert scene.lineup["GK"] == weakest and len(scene.lineup) == 11 and not scene.lineup_hand(0)
    kept = dict(scene.lineup)
    # Every card placed: the first press only asks, the second lays the team out afresh.
    press(d, scene, auto())
    assert scene.lineup == kept and "again" in scene.message
    press(d, scene, auto())
    assert scene.lineup["GK"] != weakest and len(scene.lineup) == 11
    # Anything else in between disarms the second press.
    afresh = dict(scene.lineup)
    press(d, scene, auto())
    press(d, scene, choice(scene, SLOT, (MINE, "GK")))  # pick the goalkeeper up
    press(d, scene, choice(scene, SLOT, (MINE, "GK")))  # and put it back
    press(d, scene, auto())
    assert scene.lineup == afresh and "again" in scene.message


def test_a_card_that_cannot_be_substituted_is_greyed_with_the_reason_not_skipped(start) -> None:
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, fields=[dict(FULL, FWD=[None, "6S"]), THEIR])
    own = choice(scene, SLOT, (MINE, "DEF1"))
    assert not own.enabled and "refill first" in own.info
    d.app.input.claim("mouse", 0)
    d.click(scene.position_rect(0, "DEF1").center)
    d.frames(2)
    assert played(scene) == [] and "refill first" in scene.message
    at_position(d, scene, subs=[3, 0])
    own = choice(scene, SLOT, (MINE, "DEF1"))
    assert not own.enabled and "All 3 substitutions" in own.info
    at_position(d, scene, subs=[1, 0], subbed=["DEF4"])
    assert not choice(scene, SLOT, (MINE, "DEF4")).enabled
    assert "already this turn" in choice(scene, SLOT, (MINE, "DEF4")).info
    assert choice(scene, SLOT, (MINE, "DEF1")).enabled, "the others can still be substituted"


def test_a_click_on_ones_own_library_attacks(start) -> None:
    d, scene = start((HUMAN, CPU))
    at_position(d, scene)
    d.app.input.claim("mouse", 0)
    d.click(scene.libraries[1].center)  # the other's library: nothing
    d.frames(2)
    assert played(scene) == []
    d.click(scene.libraries[0].center)
    d.frames(2)
    assert played(scene) == ["ATTACK"]
