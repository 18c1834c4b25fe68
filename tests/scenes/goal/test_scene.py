"""The G.O.A.L. scene end to end, headless, through the real event queue.

Computer players think synchronously (sync_bots=True) so every run is the
same; time is simulated by the driver's frames, never read from a clock.
Hand-made positions (the RULINGS format) put a human before the choice a
test is about (tests.support.positions.place: the scene's Match starts there);
what was played is read from the Match (`scene.match.actions`, `full_state()`),
which the scene itself never reads.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame
import pytest

from match.setup import GameSetup, SeatSpec
from engines.goal import State, new_game
from match.match import Match
from scenes.play.base import GameScene
from scenes.cards.picker import FINISH, VALUE, ZONE
from scenes.cards.prompt import PEEK_FIRST
from scenes.cards.table import HIDDEN
from scenes.goal.scene import GoalScene
from sprites.goal.faces import GoalBack, PlayerBack
from tests.support.cards import assert_view_matches, go_on
from tests.support.cards import settle as settle_table
from tests.support.driver import Driver, make_app, open_scene
from tests.support.positions import place

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")
RED_DECK = ["2E", "3E", "4E", "6E", "8E", "2K", "3K", "6N"]
BLUE_DECK = ["2E", "3E", "4E", "6E", "7E", "8E", "8K", "10N"]

settle = partial(settle_table, limit=4000)  # this game's longest animation, in frames


@pytest.fixture
def start(tmp_path):
    apps = []

    def _start(seats, seed=0, speed=1.0):  # noqa: ANN001, ANN202
        app = make_app(tmp_path)
        app.settings.autoplay_forced_moves = False  # every decision waits for a press
        app.settings.animation_speed = speed
        apps.append(app)
        scene = GoalScene(GameSetup("goal", seed, seats, None, {}), sync_bots=True)
        return open_scene(app, scene), scene

    yield _start
    for app in apps:
        app.close()




def at_position(d: Driver, scene: GoalScene, **position: Any) -> None:
    """Put the table at a hand-made position (RULINGS format) and wait for the decision."""
    base: dict[str, Any] = {"to_move": 0, "quarter": 1, "action": 3, "hands": [[], ["10E", "10K"]],
                            "decks": [list(BLUE_DECK), list(RED_DECK)], "goals": {}}
    base.update(position)
    place(scene, State.from_json(base))
    d.frames(3)


def played(scene: GoalScene) -> list[str]:
    """The moves played so far (the Match's record)."""
    return list(scene.match.actions)


def state_of(scene: GoalScene) -> State:
    """The whole position now (the Match's: tests only)."""
    return scene.match.full_state()


def card(scene: GoalScene, face: str) -> Any:
    return next(c for c in scene.choices if c.sprite is not None and c.label == face)


def step_choice(scene: GoalScene, kind: str, key: Any = None) -> Any:
    return next(c for c in scene.choices if c.step is not None and c.step.kind == kind
                and (key is None or c.step.key == key))


def focus_on(d: Driver, scene: GoalScene, target_choice: Any) -> None:
    for _ in range(60):
        target = scene.choices.index(target_choice)
        if scene.focus == target:
            return
        d.key(pygame.K_RIGHT if scene.focus < target else pygame.K_LEFT)
    raise AssertionError(f"cannot focus {target_choice.label}")


def press(d: Driver, scene: GoalScene, choice: Any) -> None:
    """Walk the focus to a choice by keyboard and confirm it."""
    focus_on(d, scene, choice)
    d.key(pygame.K_RETURN)
    d.frames(1)


# -- computer against computer ---------------------------------------------------------

def test_cpu_game_plays_to_the_end_with_sprites_following_the_view(start):
    d, scene = start((SeatSpec("cpu", "easy"), SeatSpec("cpu", "normal")), seed=4, speed=10.0)
    checked, last = 0, -1
    for _ in range(30000):
        d.frames(1, 0.1)
        if not scene.animating and not scene._snap_due and scene.seat_view.ply != last:
            last = scene.seat_view.ply
            assert_view_matches(scene)
            st = scene.match.history()[last]
            if not st.is_terminal:  # the marker and the quarter on screen are the engine's
                assert (scene.shown.quarter, scene.shown.action, scene.shown.starter) == (st.quarter, st.action,
                                                                                          st.starter)
            checked += 1
        if scene.finished and not scene.animating:
            break
    assert scene.finished and state_of(scene).is_terminal
    assert checked == 33  # the deal, then four quarters of eight actions
    assert {"deal", "quarter", "half_time", "full_time"} <= scene.screens_seen
    kinds = {e.kind for st in scene.match.history() for e in st.events}
    assert ("tackle" in kinds) == ("tackle" in scene.screens_seen)
    # the scene replays exactly, and every card is on the table once
    st = new_game(4)
    for note in played(scene):
        st = st.apply(note)
    assert st == state_of(scene)
    assert sum(len(z.cards) for z in scene.zones) == scene.deck.n
    assert len(scene.log) == len(played(scene))
    assert all("SHOOT:" not in line and "TACKLE:" not in line for line in scene.log)  # words, not notation
    # the prize piles hold the goal cards won, each under its letter
    for s, key in enumerate(("blue", "red")):
        for letter in "GOAL":
            faces = [c.face.key for c in scene.zone_map[f"prize_{key}_{letter}"].cards]
            want = [scene.face_of(c).key for c in st.prizes[s] if st.table.letter[c] == letter]
            assert faces == want


def test_skip_lands_every_animation_exactly_on_the_state(start):
    d, scene = start((CPU, SeatSpec("cpu", "normal")), seed=5)
    assert scene.animating  # the deal
    d.key(pygame.K_END)
    assert not scene.animating and not scene.banners.visible
    assert_view_matches(scene)
    for _ in range(12):
        n = len(played(scene))
        for _ in range(400):
            d.frames(1, 0.1)
            if len(played(scene)) > n:
                break
        assert scene.animating
        d.key(pygame.K_END)
        assert not scene.animating
        assert_view_matches(scene)


def test_a_whole_game_against_the_computer_from_the_seat_view_alone(start, monkeypatch):
    """A person plays a whole game through the keys (a combination Suggest finds, shot where the button
    says, or a pass) while the scene may not read a game state: it draws its SeatView only."""
    def forbidden(*args: Any) -> Any:
        raise AssertionError("the scene read the whole game state")

    monkeypatch.setattr(GameScene, "state", property(forbidden), raising=False)  # gone: it must stay gone
    monkeypatch.setattr(Match, "full_state", forbidden)
    monkeypatch.setattr(Match, "history", forbidden)
    d, scene = start((HUMAN, CPU), seed=7, speed=10.0)
    mine, summaries = 0, set()
    for _ in range(40000):
        d.frames(1, 0.05)
        if scene.summary is not None:
            summaries.add(scene.big_lines[0][0])
        if go_on(d, scene):  # a quarter's end, half time, full time: read, then confirm
            continue
        if scene.finished and not scene.animating:
            break
        if scene.deciding() != 0 or not scene.choices:
            continue
        assert_view_matches(scene)
        n = scene.seat_view.ply
        suggest = next((c for c in scene.choices if c.key == "suggest"), None)
        if suggest is not None and mine % 3 != 2:
            press(d, scene, suggest)
            assert scene.picker.selection and scene.seat_view.ply == n  # cards stand up; nothing played
            press(d, scene, step_choice(scene, FINISH))
            while scene.seat_view.ply == n and scene.deciding() == 0:  # a goal card, a value: the focused one
                d.key(pygame.K_RETURN)
        else:
            press(d, scene, step_choice(scene, "button", "pass"))
        assert scene.seat_view.ply == n + 1
        mine += 1
    assert scene.finished and mine == 16  # four quarters of four actions each
    assert summaries == {"END OF QUARTER 1", "HALF TIME", "END OF QUARTER 3", "FULL TIME"}
    assert len(scene.log) == scene.seat_view.ply == 32
    assert scene.result_text
    d.to_result()


def test_each_card_shows_its_own_decks_back(start):
    d, scene = start((HUMAN, CPU), seed=2)
    settle(d, scene)
    st = state_of(scene)
    for seat, key in enumerate(("blue", "red")):
        for zone in (f"deck_{key}", f"hand_{key}"):
            for sp in scene.zone_map[zone].cards:
                assert sp.back == PlayerBack(seat)
    assert all(sp.back == GoalBack() for sp in scene.zone_map["goal_deck"].cards)
    assert len(scene.zone_map["goal_deck"].cards) == len(st.goal_deck)


# -- what the human sees ------------------------------------------------------------------

def test_the_computers_hand_stays_hidden_and_blue_hand_is_sorted_by_value(start):
    d, scene = start((HUMAN, CPU), seed=3)
    settle(d, scene)
    red = scene.zone_map["hand_red"].cards
    assert red and all(sp.face is HIDDEN and sp.data is None for sp in red)
    blue = [sp.data for sp in scene.zone_map["hand_blue"].cards]
    assert sorted(blue) == sorted(state_of(scene).hands[0])
    keys = [scene.hand_key(c) for c in blue]
    assert keys == sorted(keys) and keys != [scene.hand_key(c) for c in sorted(blue)] or len(blue) < 3


def test_pass_button_says_how_many_cards_it_draws(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["1E", "5K"], ["10E", "10K"]], action=5, goals={"A-PAIR": []})
    assert step_choice(scene, "button").label == "Pass: draw 5"
    # cards that fit no combination are greyed out with the reason
    one = card(scene, "1E")
    assert not one.enabled and "No goal card can take" in one.info
    at_position(d, scene, hands=[["1E"], []], action=5, decks=[["2K", "3K"], []], goals={"A-PAIR": []})
    btn = step_choice(scene, "button")
    assert btn.label == "Pass: draw 2" and "only 2 left" in btn.info
    press(d, scene, btn)
    settle(d, scene)
    st = state_of(scene)
    assert played(scene) == ["PASS"] and sorted(st.hands[0]) == sorted(st.table.card(0, f) for f in ("1E", "2K", "3K"))


def test_keyboard_shoots_a_pair_onto_the_goal_card_chosen(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["9E", "9K", "2N"], []],
                goals={"G-SINGLE": [], "A-PAIR": [[1, "7E+7N"]], "O-XKIND": []})
    press(d, scene, card(scene, "9E"))
    assert scene.picker.selection == ["9E"]
    assert scene.hands[0].picked == [c.sprite for c in scene.choices if c.sprite is not None and c.label == "9E"]
    press(d, scene, card(scene, "9K"))
    press(d, scene, step_choice(scene, FINISH))
    assert scene.stage == "goal"
    assert all(c.sprite is None for c in scene.choices)  # the focus walks the goal cards only
    zones = [c for c in scene.choices if c.step is not None and c.step.kind == ZONE]
    assert [z.step.key for z in zones] == ["A-PAIR", "O-XKIND"]  # a pair is no single
    assert "over Red's" in zones[0].info and "empty now" in zones[1].info
    press(d, scene, zones[0])
    settle(d, scene)
    assert played(scene) == ["SHOOT:A-PAIR:9E+9K"]
    assert_view_matches(scene)


def test_an_x_asks_what_it_stands_for_only_when_it_could_stand_for_several(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["9E", "XK"], []], goals={"A-PAIR": []})
    press(d, scene, card(scene, "9E"))
    press(d, scene, card(scene, "XK"))
    finish = step_choice(scene, FINISH)
    assert finish.label == "Shoot A: Pair"  # the button says where: one goal card, one value, played at once
    press(d, scene, finish)
    settle(d, scene)
    assert played(scene) == ["SHOOT:A-PAIR:9E+XK=9"]
    at_position(d, scene, hands=[["XK", "2N"], []], goals={"G-SINGLE": []})
    press(d, scene, card(scene, "XK"))
    press(d, scene, step_choice(scene, FINISH))
    assert scene.stage == "value"
    values = [c for c in scene.choices if c.step is not None and c.step.kind == VALUE]
    assert [c.label for c in values] == [str(v) for v in range(10, 0, -1)]  # the best value first
    assert all(c.rect is not None and c.rect.colliderect(scene.layout.rect("values")) for c in values)
    assert scene.focused_choice is values[0] and values[0].rect.x < values[1].rect.x
    press(d, scene, next(c for c in values if c.label == "7"))
    settle(d, scene)
    assert played(scene) == ["SHOOT:G-SINGLE:XK=7"]


def test_a_tackle_is_chosen_like_a_shot_and_knocks_the_combination_off(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["9E", "3N"], ["4N"]],
                goals={"A-PAIR": [[0, "5E+5K"], [1, "9E+9K"]], "G-SINGLE": []})
    press(d, scene, card(scene, "9E"))
    finish = step_choice(scene, FINISH)
    assert finish.label == "Play them"  # a tackle on A, or a single on G
    press(d, scene, finish)
    zone = step_choice(scene, ZONE, "A-PAIR")
    assert zone.step.label == "Tackle" and "knock Red's" in zone.info
    assert step_choice(scene, ZONE, "G-SINGLE").step.label == "Shoot"
    press(d, scene, zone)
    settle(d, scene)
    assert played(scene) == ["TACKLE:A-PAIR:9E"]
    assert "tackle" in scene.screens_seen
    st = state_of(scene)
    assert [c.seat for c in st.goals[0][1]] == [0]  # Blue's pair beneath is on top again
    assert_view_matches(scene)
    assert scene.stacks[0].owners == [0]


def test_mouse_picks_cards_then_clicks_the_goal_card(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["4K", "5K", "6K", "1N"], []], goals={"G-SINGLE": [], "L-RUN": []})
    for face in ("4K", "5K", "6K"):
        sp = card(scene, face).sprite
        d.click(sp.draw_pos)
        d.frames(1)
    assert sorted(scene.picker.selection) == ["4K", "5K", "6K"]
    slot = state_of(scene).goal_faces().index("L-RUN")
    d.click(scene.layout.rect(f"goal_{slot}").center)
    settle(d, scene)
    assert played(scene) == ["SHOOT:L-RUN:6K+5K+4K"]
    # clicking a goal card the cards do not fit says so and plays nothing
    at_position(d, scene, hands=[["4K", "5K", "6K", "1N"], []], goals={"G-SINGLE": [], "L-RUN": []})
    d.click(card(scene, "1N").sprite.draw_pos)
    d.frames(1)
    assert step_choice(scene, FINISH).label == "Shoot G: Single"
    run = state_of(scene).goal_faces().index("L-RUN")
    d.click(scene.layout.rect(f"goal_{run}").center)
    d.frames(2)
    assert played(scene) == [] and scene.stage == "cards" and scene.picker.selection == ["1N"]
    assert "cannot go onto" in scene.message


def test_a_shot_is_never_played_for_the_player(start):
    d, scene = start((HUMAN, CPU))
    scene.app.settings.autoplay_forced_moves = True
    at_position(d, scene, hands=[["9E"], []], decks=[[], list(RED_DECK)], goals={"G-SINGLE": []})
    d.frames(200)
    assert played(scene) == []  # PASS and a SHOOT are legal: the player decides
    assert scene.seat_view.forced is None and scene.deciding() == 0
    assert scene.seat_view.legal == ("PASS", "SHOOT:G-SINGLE:9E")
    assert scene.info.never_autoplay(state_of(scene), "SHOOT:G-SINGLE:9E")  # even were it the only move


def test_cancel_puts_the_chosen_cards_back(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["9E", "9K"], []], goals={"A-PAIR": [], "O-XKIND": []})
    press(d, scene, card(scene, "9E"))
    press(d, scene, card(scene, "9K"))
    press(d, scene, step_choice(scene, FINISH))
    assert scene.stage == "goal" and len([c for c in scene.choices if c.step and c.step.kind == ZONE]) == 2
    d.key(pygame.K_BACKSPACE)
    d.frames(1)
    assert scene.stage == "cards" and sorted(scene.picker.selection) == ["9E", "9K"]
    d.key(pygame.K_BACKSPACE)
    d.key(pygame.K_BACKSPACE)
    d.frames(1)
    assert scene.picker.selection == [] and scene.hands[0].picked == []


def test_two_humans_never_see_each_others_hands(start):
    d, scene = start((HUMAN, HUMAN), seed=2)
    d.key(pygame.K_END)
    d.frames(5)
    for seat in (0, 1):
        for c in scene.hands[seat].cards:
            assert not c.face_up  # privacy: face down until the curtain lifts and PEEK is held
    assert scene._curtain is not None  # the hand-off curtain covers the table for the first decider


# -- two people on one screen: a face-down hand tells the room nothing -----------------------

PEEK_BLUE = pygame.K_RSHIFT  # Blue plays with the arrow keys' half (kb1), Red with WASD's (kb2)
#: Words that would name or count a card of Blue's hand below, or say what the cards chosen make.
LEAKS = ("Emperor", "King", "Knight", "9E", "9K", "2N", "XK", "in all", "Suggest", "Shoot", "SHOOT", "Play them",
         "Cancel", "onto", "combination", "No goal card", "Take ", "Add ")


def hold(d: Driver, code: int, down: bool) -> None:
    """Press or let go of a key (a real key event) and let the hand turn over."""
    kind = pygame.KEYDOWN if down else pygame.KEYUP
    pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))
    d.frames(12)


def blue_decides_face_down(d: Driver, scene: GoalScene, **position: Any) -> None:
    """Two people, one keyboard half each: a position where Blue decides, Blue's curtain lifted with Blue's
    keys, the hand face down (privacy on, PEEK not held)."""
    assert d.app.input.seats == ["kb1", "kb2"] and d.app.settings.privacy_mode
    at_position(d, scene, **position)
    for _ in range(120):
        if d.top is not scene:
            break
        d.frames(1)
    assert d.top.name == "handoff" and d.top.seat == 0
    d.key(pygame.K_RETURN)
    d.frames(12)
    assert d.top is scene and scene.screen_seat == 0 and scene.deciding() == 0
    assert not scene.hand_face_up(0)


def on_screen(scene: GoalScene, monkeypatch: Any) -> str:
    """Every word the table draws now: the status panel, buttons, tags, tooltips, chips over the goal
    cards, the message and the prompt bar."""
    import scenes.ui.base as ui
    from sprites.cards import hud

    said: list[str] = []
    with monkeypatch.context() as m:
        m.setattr(hud, "draw_button", lambda surface, rect, label, *a, **k: said.append(label))
        for name in ("draw_tag", "draw_tooltip", "draw_message"):
            m.setattr(hud, name, lambda surface, words, *a, **k: said.append(words))
        m.setattr(hud, "draw_chip", lambda surface, pos, words, *a, **k: said.append(words))
        m.setattr(ui, "draw_prompt_bar", lambda scene, surface, items, *a, **k: said.extend(w for _, w in items))
        scene.draw(pygame.Surface(scene.app.display.canvas.get_size()))
    said += [words for words, *_ in scene.status_lines(scene.deciding(), scene.palette)]
    return " | ".join(said)


def assert_nothing_told(scene: GoalScene, monkeypatch: Any) -> None:
    words = on_screen(scene, monkeypatch)
    leaked = [w for w in LEAKS if w in words]
    assert leaked == [], f"the face-down hand is told by {leaked}: {words}"
    hand = scene.hands[0]
    assert hand.picked == [] and not any(c.face_up or c.dim for c in hand.cards)  # all alike, none standing


def test_letting_go_of_peek_hides_the_cards_chosen_and_the_count_of_combinations(start, monkeypatch):
    d, scene = start((HUMAN, HUMAN))
    blue_decides_face_down(d, scene, hands=[["9E", "9K", "2N", "XK"], ["10E", "10K"]],
                           goals={"A-PAIR": [], "G-SINGLE": []})
    hold(d, PEEK_BLUE, True)
    assert scene.hand_face_up(0)
    press(d, scene, card(scene, "9E"))
    press(d, scene, card(scene, "9K"))
    focus_on(d, scene, step_choice(scene, "button", "suggest"))
    words = on_screen(scene, monkeypatch)
    assert "Emperor 9 + King 9" in words and "in all" in words  # peeking, Blue sees them
    hold(d, PEEK_BLUE, False)
    assert_nothing_told(scene, monkeypatch)
    assert [c.label for c in scene.choices if c.sprite is None] == ["Pass: draw 3"]  # what a pass draws is public
    assert scene.focused_choice.sprite is scene.hands[0].cards[0]  # Suggest is hidden: the first card, any card
    # the choice waits, unseen: holding PEEK again shows it as it was, the focus where Blue left it
    hold(d, PEEK_BLUE, True)
    assert sorted(scene.picker.selection) == ["9E", "9K"] and scene.focused_choice.key == "suggest"
    assert "Emperor 9 + King 9" in on_screen(scene, monkeypatch)
    assert len(scene.hands[0].picked) == 2


def test_a_face_down_hand_keeps_the_choice_and_the_focus_and_only_asks_for_peek(start, monkeypatch):
    d, scene = start((HUMAN, HUMAN))
    blue_decides_face_down(d, scene, hands=[["9E", "9K", "2N", "XK"], ["10E", "10K"]],
                           goals={"A-PAIR": [], "O-XKIND": []})
    hold(d, PEEK_BLUE, True)
    press(d, scene, card(scene, "9E"))
    press(d, scene, card(scene, "9K"))
    press(d, scene, step_choice(scene, FINISH))
    assert scene.stage == "goal"
    focus_on(d, scene, step_choice(scene, ZONE, "O-XKIND"))
    hold(d, PEEK_BLUE, False)
    assert_nothing_told(scene, monkeypatch)
    ask = PEEK_FIRST.format(key=scene.peek_key(0))
    path = scene.picker.path
    d.key(pygame.K_RETURN)  # a face-down card: only asks to hold PEEK
    assert scene.message == ask
    d.key(pygame.K_BACKSPACE)  # BACK would put a card back unseen: it asks the same, whatever was chosen
    assert scene.message == ask and scene.picker.path == path
    scene.message = ""
    d.click(scene.layout.rect(f"goal_{scene.goal_slot('A-PAIR')}").center)
    assert scene.message == ask and scene.picker.path == path and played(scene) == []
    assert_nothing_told(scene, monkeypatch)
    hold(d, PEEK_BLUE, True)  # the goal card Blue had focused, focused again: CONFIRM shoots there
    assert scene.stage == "goal" and scene.focused_choice.step.key == "O-XKIND"
    d.key(pygame.K_RETURN)
    assert played(scene) == ["SHOOT:O-XKIND:9E+9K"]


def test_a_face_down_hand_may_pass_whatever_was_chosen(start):
    d, scene = start((HUMAN, HUMAN))
    blue_decides_face_down(d, scene, hands=[["9E", "9K", "2N"], ["10E", "10K"]], goals={"A-PAIR": []})
    hold(d, PEEK_BLUE, True)
    press(d, scene, card(scene, "9E"))
    hold(d, PEEK_BLUE, False)
    press(d, scene, step_choice(scene, "button", "pass"))
    assert played(scene) == ["PASS"]


def test_two_people_play_a_whole_game_each_with_their_own_keys(start):
    """Each player lifts their own curtain, holds their own PEEK, lets go of it in the middle of a choice
    and takes it up again where they left it (the button that plays the cards), or passes face down."""
    keys = {0: (pygame.K_RETURN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RSHIFT),
            1: (pygame.K_SPACE, pygame.K_a, pygame.K_d, pygame.K_LSHIFT)}
    d, scene = start((HUMAN, HUMAN), seed=11, speed=10.0)
    moves = 0
    for _ in range(20000):
        d.frames(1, 0.05)
        if go_on(d, scene):  # a period's summary: either player goes on
            continue
        if scene.finished and not scene.animating:
            break
        if d.top is not scene:
            assert d.top.name == "handoff"
            d.key(keys[d.top.seat][0])
            continue
        seat = scene.deciding()
        if seat is None or not scene.choices:
            continue
        ok, left, right, peek = keys[seat]
        n = scene.seat_view.ply
        hold(d, peek, True)
        suggest = next((c for c in scene.choices if c.key == "suggest"), None)
        if suggest is not None and moves % 4 != 3:
            focus_with(d, scene, suggest, (left, right))
            d.key(ok)
            assert scene.focused_choice.key == "suggest"  # confirm again: the next suggestion
            finish = step_choice(scene, FINISH)
            focus_with(d, scene, finish, (left, right))
            assert scene.focused_choice is finish
            hold(d, peek, False)
            assert_nothing_shown_to_the_room(scene, seat)
            hold(d, peek, True)
            assert scene.focused_choice is step_choice(scene, FINISH)
            while scene.seat_view.ply == n and scene.deciding() == seat:
                d.key(ok)
        else:
            hold(d, peek, False)
            focus_with(d, scene, step_choice(scene, "button", "pass"), (left, right))
            d.key(ok)
        hold(d, peek, False)
        assert scene.seat_view.ply == n + 1
        moves += 1
    assert scene.finished and moves == 32 and len(scene.log) == 32


def focus_with(d: Driver, scene: GoalScene, target: Any, keys: tuple[int, int]) -> None:
    """Walk the focus to a choice with one player's LEFT and RIGHT keys."""
    for _ in range(60):
        if scene.focused_choice is target:
            return
        d.key(keys[1] if scene.focus < scene.choices.index(target) else keys[0])
    raise AssertionError(f"cannot focus {target.label}")


def assert_nothing_shown_to_the_room(scene: GoalScene, seat: int) -> None:
    hand = scene.hands[seat]
    assert hand.picked == [] and not any(c.face_up or c.dim for c in hand.cards)
    assert [c.label for c in scene.choices if c.sprite is None][0].startswith("Pass")
    assert len([c for c in scene.choices if c.sprite is None]) == 1


def test_the_log_and_status_speak_in_words(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["9E", "XK", "2N"], []], goals={"A-PAIR": [], "G-SINGLE": [[1, "10E"]]})
    lines = " ".join(words for words, *_ in scene.status_lines(0, scene.palette))
    assert "action 3 of 8" in lines and "Pass" in lines
    press(d, scene, card(scene, "9E"))
    press(d, scene, card(scene, "XK"))
    lines = " ".join(words for words, *_ in scene.status_lines(0, scene.palette))
    assert "Emperor 9 + King X" in lines and "Shoot A: Pair" in lines
    press(d, scene, step_choice(scene, FINISH))
    settle(d, scene)
    assert scene.log[-1] == "Blue shoots Emperor 9 + King X as 9 onto A: Pair"


def test_level_on_everything_the_timbuktu_coin_decides_on_screen(start):
    d, scene = start((HUMAN, CPU))
    position = {"quarter": 4, "action": 8, "hands": [["1E"], ["1E"]], "decks": [[], []],
                "goals": {"A-PAIR": [], "L-RUN": [], "G-FLUSH": []},
                "prizes": [["O-SINGLE", "G-THREE"], ["A-THREE", "L-PAIR"]]}
    at_position(d, scene, **position)
    press(d, scene, step_choice(scene, "button"))  # the last action: a pass that draws nothing
    assert state_of(scene).reason == "coin_toss"
    words = " ".join(w for w, *_ in scene.status_lines(None, scene.palette))
    assert "wins" not in words  # not told before the coin lands
    seen_coin = False
    for _ in range(1500):
        d.frames(1)
        go_on(d, scene)
        if scene.coin.visible:
            seen_coin = True
            assert "Timbuktu" in scene.coin.joke and "The coin says" not in scene.coin.joke
        if scene.finished and not scene.animating:
            break
    assert seen_coin and {"coin", "full_time"} <= scene.screens_seen
    assert "coin toss" in scene.result_text
    words = " ".join(w for w, *_ in scene.status_lines(None, scene.palette))
    assert words == scene.result_text


def test_picking_keeps_the_focus_and_cancel_puts_every_card_back(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["4K", "5K", "6K", "1N"], []], goals={"L-RUN": [], "G-SINGLE": []})
    press(d, scene, card(scene, "5K"))
    assert scene.focused_choice.label == "5K"  # the focus stays on the card just picked
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert sorted(scene.picker.selection) == ["5K", "6K"]
    cancel = next(c for c in scene.choices if c.label == "Cancel")
    press(d, scene, cancel)
    assert scene.picker.selection == [] and scene.hands[0].picked == []


def test_goal_cards_are_walked_left_to_right_and_an_x_starts_on_its_highest_value(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["XK", "XE"], []], goals={"O-XKIND": [], "G-SINGLE": [], "L-PAIR": []})
    press(d, scene, card(scene, "XK"))
    press(d, scene, step_choice(scene, FINISH))
    zones = [c.step.key for c in scene.choices if c.step is not None and c.step.kind == ZONE]
    assert zones == [g for g in state_of(scene).goal_faces() if g in zones] and len(zones) == 2  # as they lie
    press(d, scene, step_choice(scene, ZONE, "G-SINGLE"))
    assert scene.stage == "value" and scene.focused_choice.label == "10"


def test_suggest_stands_up_each_playable_combination_in_turn_and_plays_nothing(start):
    d, scene = start((HUMAN, CPU))
    at_position(d, scene, hands=[["9E", "9K", "2N"], []], goals={"A-PAIR": [], "G-SINGLE": []})
    suggest = step_choice(scene, "button", "suggest")
    assert "4 in all" in suggest.info  # the pair, and each card alone for G: Single
    seen = []
    for _ in range(4):
        press(d, scene, step_choice(scene, "button", "suggest"))
        seen.append(tuple(sorted(scene.picker.selection)))
        assert played(scene) == []
        assert step_choice(scene, "button", "suggest").label == f"Suggest {len(seen)}/4"
    assert seen[0] == ("9E", "9K"), "the most cards first"
    assert len(set(seen)) == 4 and ("2N",) in seen
    finish = step_choice(scene, FINISH)
    assert finish.label.startswith("Shoot")


@pytest.mark.parametrize("seats,viewer", [((CPU, HUMAN), 1), ((HUMAN, CPU), 0), ((HUMAN, HUMAN), None),
                                          ((CPU, CPU), None)])
def test_the_log_is_the_engines_words_for_the_tables_viewer(start, monkeypatch, seats, viewer):
    """The log is the Match's words for the seat whose view the table shows: engines.goal.words.describe on
    that seat's observations (the one human's; the room's, what both seats see, while nobody holds the
    screen or computers play each other); the result is the engine's, with the names put in once."""
    from engines.goal import words

    d, scene = start(seats)
    calls = []
    real = words.describe

    def spy(before, events, mover, names):  # noqa: ANN001, ANN202
        calls.append((before["player"], mover, names))
        return real(before, events, mover, names)

    monkeypatch.setattr(words, "describe", spy)
    place(scene, State.from_json({"to_move": 0, "quarter": 1, "action": 2, "hands": [["9E"], ["1N"]],
                                  "decks": [["2E", "3E", "4E"], []], "goals": {"G-SINGLE": []}}))
    assert scene.viewer == viewer
    assert scene.match.submit(0, "PASS") is None
    d.frames(1)
    assert scene.log == ("Blue passes and draws 2 cards",)
    assert calls and set(calls) == {(viewer, 0, scene.names)}
    assert scene.seat_view.turn == scene.seat_view.to_move == 1  # every decision is its own turn
    place(scene, State.from_json({"to_move": 1, "quarter": 4, "action": 8, "hands": [["1E"], ["1E"]],
                                  "goals": {"A-PAIR": []}, "prizes": [["G-SINGLE"], ["O-SINGLE", "A-THREE"]]}))
    assert scene.match.submit(1, "PASS") is None
    d.frames(1)
    assert scene.finished and scene.winner == 1
    assert scene.result_text == "Red wins, 2-1 in goal cards"
