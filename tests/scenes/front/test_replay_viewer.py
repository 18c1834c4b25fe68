"""The replay viewer and the Replays list, for every game in engines.GAMES, headless.

Every game's record is a seeded game of random moves played to the end. The
viewer drives the game's own scene in spectator mode: stepping forward must
land on exactly the replayed states, stepping back and jumping too; playing
advances faster at a higher speed; the move list jumps when clicked; card
games reveal both hands on request; the end position says who won (also for
a game resigned before the rules ended it), and the match code shows whole.
Then the viewer by keyboard alone, by mouse alone and by a real SDL virtual
controller, and the Replays list with a good and a damaged file. The move
list is tested in test_replay_moves.py, the clocks in test_replay_clock.py.
"""

from __future__ import annotations

import json
import pygame
import pytest

from tools import cli
from core import text
from core.replay import GameLog, load_replay, match_code, replay, replays_dir, save_replay
from engines import GAMES
from scenes.cards.base import CardGameScene
from tools.demos import make_scene
from scenes.front.replay_viewer import CODE_PX, SIDE_W, TRACK, ReplayViewer
from scenes.front.replays import ReplaysScene
from scenes.registry import playable
from tests.support import vpad
from tests.support.driver import open_scene
from tests.support.replays import open_viewer, random_game, record_labels, record_scene_labels, settle

GAME_IDS = [g for g in GAMES if playable(g)]
"""Games the viewer can show: an engine without its scene yet has no table to draw."""


@pytest.fixture(scope="module")
def logs() -> dict[str, GameLog]:
    return {g: random_game(g) for g in GAME_IDS}


def same(a, b) -> bool:
    return a.to_json() == b.to_json()


def shown(game):
    """The position a spectator scene shows (what its Review holds at the view's ply)."""
    return game.review.states[game.seat_view.ply]


# ---------------------------------------------------------------- moving through a game


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_step_forward_to_the_end_lands_on_the_final_state(game_id, logs, app):
    log = logs[game_id]
    states = replay(log)
    d, viewer = open_viewer(app, log)
    game = viewer.game
    assert game.spectator and not game.humans and game.seat_view.clock is None and game.match is None
    for i in range(len(log.actions)):
        viewer.step_forward()  # each lands the previous animation first
        assert viewer.index == i + 1
        if i % 25 == 0:
            d.frames(3)
    assert same(shown(game), states[-1]) and shown(game).is_terminal
    assert game.seat_view.ply == len(log.actions) and len(game.review.states) == len(states)
    assert game.review.actions == log.actions and game.seat_view.moves == tuple(viewer.descriptions)
    viewer.change_speed(3)  # 4x: the end of a game (a full-time screen) is shown at length
    settle(d, viewer)
    d.frames(30)
    # A spectator scene never shows the result overlay nor asks a computer for a move; at the end it is
    # marked finished so its own headline or status says who won.
    assert d.top is viewer and game.finished and not game._result_shown and game.match is None
    viewer.step_forward()  # nothing after the end
    assert viewer.index == len(log.actions)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_step_back_and_jump_show_the_replayed_state(game_id, logs, app):
    log = logs[game_id]
    states = replay(log)
    n = len(log.actions)
    k = min(7, n - 1)  # a game may be short: High Card's is six moves
    d, viewer = open_viewer(app, log)
    for target in (n, n // 2, 1, max(0, n - 3), 0, k):
        viewer.jump(target)
        d.frames(2)
        assert viewer.index == target and same(shown(viewer.game), states[target])
        assert viewer.game.seat_view.ply == target
        assert viewer.game.seat_view.moves == tuple(viewer.descriptions[:target])  # the moves up to there
    viewer.step_back()
    assert viewer.index == k - 1 and same(shown(viewer.game), states[k - 1])
    viewer.step_forward()
    viewer.step_forward()
    settle(d, viewer)
    assert viewer.index == k + 1 and same(shown(viewer.game), states[k + 1])
    viewer.jump(-5)
    assert viewer.index == 0
    viewer.jump(n + 10)
    assert viewer.index == n


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_play_advances_faster_at_a_higher_speed(game_id, logs, app):
    log = logs[game_id]
    d, viewer = open_viewer(app, log)
    settle(d, viewer)  # the opening (coin toss, deal)
    goal = min(4, len(log.actions))  # how long the first moves take: a game may have only a few
    took = {}
    for speed_steps in (0, 2):  # 1x, then 4x
        viewer.jump(0)
        settle(d, viewer)
        viewer.speed_index = 1
        viewer.change_speed(speed_steps)
        viewer.toggle_play()
        assert viewer.playing
        frames = 0
        while viewer.index < goal and frames < 3600:  # at most a simulated minute
            d.frames(1)
            frames += 1
        took[viewer.speed] = frames
        if viewer.playing:  # (it stops by itself at the end)
            viewer.toggle_play()
        assert not viewer.playing
    assert took[1.0] < 3600  # it plays on by itself
    assert took[4.0] < took[1.0]
    assert same(shown(viewer.game), replay(log)[viewer.index])


def test_play_at_the_end_starts_again_and_stops_at_the_end(logs, app):
    log = logs[GAME_IDS[0]]
    d, viewer = open_viewer(app, log)
    viewer.jump(len(log.actions))
    viewer.toggle_play()
    assert viewer.index == 0 and viewer.playing
    viewer.jump(len(log.actions) - 1)
    viewer.change_speed(3)
    d.frames(400)
    assert viewer.index == len(log.actions) and not viewer.playing


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_show_all_hands_is_offered_to_card_games_only(game_id, logs, app):
    log = logs[game_id]
    d, viewer = open_viewer(app, log, start=12)
    keys = [b.key for b in viewer.group.buttons]
    game = viewer.game
    if not isinstance(game, CardGameScene):
        assert not viewer.card_game and "hands" not in keys
        return
    assert viewer.card_game and "hands" in keys
    # A spectator sees only what both seats may see: no hand face up, no full state.
    assert not game.hand_face_up(0) and not game.hand_face_up(1)
    assert game.seat_view.viewer is None and game.seat_view.full is None
    assert not game.view().get("all_visible")
    d.click_button("hands")
    assert game.reveal_all and game.hand_face_up(0) and game.hand_face_up(1)
    assert game.view().get("all_visible") and game.seat_view.full == shown(game).to_json()
    settle(d, viewer)
    if hasattr(game, "sprite_table"):  # the picture agrees: every card in both hands shown face up
        table = game.sprite_table()
        hands = [v for k, v in table.items() if k.startswith("hand")]
        assert hands and all(face is not None and up for hand in hands for face, up in hand)
        assert table == game.expected_table()
    # It stays on while stepping, and turns off again.
    viewer.step_forward()
    settle(d, viewer)
    assert game.hand_face_up(0) and game.hand_face_up(1)
    d.click_button("hands")
    assert not game.reveal_all and not game.hand_face_up(0)
    if hasattr(game, "sprite_table"):
        settle(d, viewer)
        table = game.sprite_table()
        assert all(face is None for k, v in table.items() if k.startswith("hand") for face, _up in v)


# ---------------------------------------------------------------- the end, the match code


NAMED = ({"kind": "human", "level": "normal", "name": "Ann"}, {"kind": "human", "level": "normal", "name": "Bo"})


def cut(log: GameLog, n: int, result: dict | None) -> GameLog:
    """The first n actions of a log, with another result (Ann and Bo in the seats)."""
    return GameLog(log.game_id, log.options, log.seed, NAMED, log.actions[:n], result)


def words_at(d, viewer, monkeypatch, i: int) -> str:
    """Everything the game scene draws at position i, as one line of words."""
    seen = record_scene_labels(monkeypatch, viewer.game)
    viewer.jump(i)
    settle(d, viewer)
    d.frames(4)  # side panels are redrawn one a frame
    return " ".join(seen)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_end_says_who_won_not_whose_move_it_is(game_id, logs, app, monkeypatch):
    log = logs[game_id]
    n = len(log.actions)
    d, viewer = open_viewer(app, log)
    words = words_at(d, viewer, monkeypatch, n)
    game = viewer.game
    assert game.finished and game.winner == log.result["winner"] and not game._result_shown
    winner = log.result["winner"]
    said = "Draw" if winner is None else f"{viewer.seat_name(winner)} wins"
    assert game.result_text.startswith(said) and game.result_text in words and "to move" not in words
    viewer.step_back()
    assert not game.finished and game.result_text == ""
    app.stack.pop()
    d.frames(1)

    # A game that ended before the rules ended it (resigned: its last position has someone to move).
    resigned = cut(log, n // 2, {"winner": 0, "scores": [0, 0], "reason": "Bo resigned", "method": "resigned"})
    d, viewer = open_viewer(app, resigned)
    words = words_at(d, viewer, monkeypatch, n // 2)
    game = viewer.game
    assert not viewer.states[-1].is_terminal and viewer.states[-1].current_player is not None
    assert game.finished and game.winner == 0 and game.result_text == "Ann wins: Bo resigned"
    assert "Ann wins" in words and "resigned" in words and "to move" not in words
    assert [line for line, _c in viewer.result_lines()] == ["Ann wins", "Bo resigned"]
    app.stack.pop()
    d.frames(1)

    # A record that stops part-way says so, and its scene still shows whose move it was.
    d, viewer = open_viewer(app, cut(log, n // 2, None), start=n // 2)
    assert not viewer.game.finished and viewer.result_lines()[0][0] == "Unfinished game"


def test_the_whole_match_code_shows(app, monkeypatch):
    seen = record_labels(monkeypatch)
    long_code = GameLog("kortfotboll", {"formations": ["4-3-3", "5-3-2"], "jokers": 1}, 4_012_345_678, NAMED, ())
    usual = GameLog("penguin_soccer", {}, 2**32 - 1, NAMED, ())  # a fresh seed is below 2**32
    for log in (long_code, usual):
        seen.clear()
        d, viewer = open_viewer(app, log)
        code = match_code(log.game_id, log.seed, log.options)
        lines = viewer.code_lines
        assert "".join(lines) == code and all(line in seen for line in lines)  # broken only after a group's "-"
        assert all(text.font(viewer.code_px, True).size(line)[0] <= SIDE_W for line in lines)
        assert viewer.moves.rect.y >= 140 + round(viewer.code_px * 1.15) * len(lines) + 20  # the list below it
        app.stack.pop()
        d.frames(1)
    assert len(lines) == 1 and viewer.code_px == CODE_PX  # the usual code: one line at full size


# ---------------------------------------------------------------- by one device alone


def row_center(viewer: ReplayViewer, i: int) -> tuple[int, int]:
    return viewer.moves.row_rect(i).center


def test_mouse_alone(logs, app):
    log = logs[GAME_IDS[-1]]
    n = len(log.actions)
    d, viewer = open_viewer(app, log)
    d.click_button("end")
    assert viewer.index == n
    d.click_button("start")
    assert viewer.index == 0
    d.click_button("forward")
    assert viewer.index == 1
    d.click_button("back")
    assert viewer.index == 0
    # the move list: scroll it with the wheel, click a row
    viewer.jump(9)
    d.frames(1)
    seen = viewer.moves.top  # the first row in sight (rows are two lines tall at a couch's text size)
    assert seen < 9
    d.click(row_center(viewer, seen))
    assert viewer.index == seen and same(shown(viewer.game), replay(log)[seen])
    d.move(viewer.moves.row_rect(seen).center)
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
        d.frames(1)
    assert viewer.moves.top > 0
    row = viewer.moves.top + 2
    d.click(row_center(viewer, row))
    assert viewer.index == row
    # the scrubber: click the middle, drag to the far end
    d.click((TRACK.centerx, TRACK.centery))
    assert viewer.index == round(n / 2) or abs(viewer.index - n / 2) <= 1
    start = d.window_pos((TRACK.x + 10, TRACK.centery))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    d.frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=d.window_pos((TRACK.right + 30, TRACK.centery)),
                                         rel=(0, 0), buttons=(1, 0, 0)))
    d.frames(1)
    assert viewer.index == n
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    d.frames(1)
    d.move((TRACK.x, TRACK.centery))
    assert viewer.index == n  # released: moving no longer scrubs
    # speed and play
    d.click_button("speed")
    assert viewer.speed == 2.0
    d.click_button("start")
    d.click_button("play")
    assert viewer.playing
    d.frames(120)
    assert viewer.index >= 1
    d.click_button("play")
    assert not viewer.playing
    # right click leaves (the viewer was the first scene: to the main menu)
    d.click((700, 400), button=3)
    d.frames(2)
    assert d.top.name == "menu"


def test_keyboard_alone(logs, app):
    log = logs[GAME_IDS[0]]
    n = len(log.actions)
    d, viewer = open_viewer(app, log)
    assert d.focused() == "play"
    d.key(pygame.K_PAGEDOWN)
    d.key(pygame.K_PAGEDOWN)
    assert viewer.index == 2
    d.key(pygame.K_PAGEUP)
    assert viewer.index == 1
    d.key(pygame.K_RETURN)  # Play on the focused button
    assert viewer.playing
    d.key(pygame.K_END)  # End pauses anywhere
    assert not viewer.playing
    # the scrubber: UP from the buttons, RIGHT steps, held RIGHT speeds up
    d.key(pygame.K_UP)
    assert d.focused() == "scrubber"
    at = viewer.index
    d.key(pygame.K_RIGHT)
    assert viewer.index == at + 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    d.frames(90)  # 1.5 s held
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0))
    d.frames(1)
    held = viewer.index - (at + 2)
    assert held > 12  # more than one move a repeat once held
    # the move list: RIGHT from the bar reaches it, DOWN moves the cursor, Enter jumps
    d.key(pygame.K_DOWN)
    for _ in range(8):
        if d.focused() == "moves":
            break
        d.key(pygame.K_RIGHT)
    assert d.focused() == "moves"
    assert viewer.cursor == viewer.index
    target = viewer.index
    for _ in range(3):
        d.key(pygame.K_UP)
    d.key(pygame.K_RETURN)
    assert viewer.index == target - 3 and same(shown(viewer.game), replay(log)[target - 3])
    # speed button: Enter cycles
    d.key(pygame.K_LEFT)
    for _ in range(10):
        if d.focused() == "speed":
            break
        d.key(pygame.K_LEFT if d.focused() not in ("start",) else pygame.K_RIGHT)
    assert d.focused() == "speed"
    d.key(pygame.K_RETURN)
    assert viewer.speed == 2.0
    d.key(pygame.K_BACKSPACE)
    d.frames(2)
    assert d.top.name == "menu"
    assert n > 0


def test_virtual_controller_alone(logs, app):
    log = logs[GAME_IDS[-1]]
    d, viewer = open_viewer(app, log)
    pad = vpad.VirtualPad(kind="xbox")
    pad.attach()
    try:
        d.frames(2)

        def press(button):
            pad.tap(button, pump=lambda: d.frames(1))

        press(vpad.BUTTON_RIGHTSHOULDER)
        press(vpad.BUTTON_RIGHTSHOULDER)
        assert viewer.index == 2
        press(vpad.BUTTON_LEFTSHOULDER)
        assert viewer.index == 1
        press(vpad.BUTTON_X)  # play
        assert viewer.playing
        press(vpad.BUTTON_A)  # the focused Play button pauses
        assert not viewer.playing
        if viewer.card_game:
            press(vpad.BUTTON_Y)
            assert viewer.game.reveal_all
            press(vpad.BUTTON_Y)
            assert not viewer.game.reveal_all
        moves = (vpad.BUTTON_DPAD_UP, vpad.BUTTON_DPAD_DOWN, vpad.BUTTON_DPAD_LEFT, vpad.BUTTON_DPAD_RIGHT)
        d.navigate_to("end", press, moves)
        press(vpad.BUTTON_A)
        assert viewer.index == len(log.actions)
        if viewer.card_game:
            d.navigate_to("hands", press, moves)
            press(vpad.BUTTON_A)
            assert viewer.game.reveal_all
        for _ in range(8):
            if d.focused() == "moves":
                break
            press(vpad.BUTTON_DPAD_RIGHT)
        assert d.focused() == "moves"
        press(vpad.BUTTON_DPAD_UP)
        press(vpad.BUTTON_DPAD_UP)
        press(vpad.BUTTON_A)
        assert viewer.index == len(log.actions) - 2
        assert d.app.input.last_device.startswith("pad:")
        press(vpad.BUTTON_B)
        d.frames(2)
        assert d.top.name == "menu"
    finally:
        pad.detach()


# ---------------------------------------------------------------- the Replays list and the command line


def test_replays_list_shows_good_and_bad_files_and_opens_the_good_one(logs, app):
    folder = replays_dir(app.paths)
    folder.mkdir(parents=True, exist_ok=True)
    good = folder / "2026-11-21_good.json"
    save_replay(good, logs[GAME_IDS[0]])
    bad = folder / "2026-11-22_bad.json"
    data = logs[GAME_IDS[0]].to_json()
    data["actions"] = list(data["actions"][:3]) + ["ZZZ"]
    data["result"] = None
    bad.write_text(json.dumps(data))
    import os

    os.utime(good, (1_000_000, 1_000_000))  # the bad file is newer: listed first
    d = open_scene(app, ReplaysScene())
    scene = d.top
    assert [e.path.name for e in scene.entries] == [bad.name, good.name]
    d.frames(3)  # files are read a few a frame
    assert all(e.loaded for e in scene.entries)
    bad_entry, good_entry = scene.entries
    assert not bad_entry.ok and "Action 4 'ZZZ' is illegal" in bad_entry.error
    assert str(folder) not in bad_entry.error  # the row names the file already
    assert good_entry.ok and good_entry.summary["actions"] == len(logs[GAME_IDS[0]].actions)
    # the bad one cannot be opened: a message says why, the list stays
    assert scene.sel == 0
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert d.top is scene and any("cannot be opened" in t.text for t in app.toasts)
    # the good one opens the viewer; BACK returns to the list
    d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert isinstance(d.top, ReplayViewer) and d.top.log == logs[GAME_IDS[0]]
    assert d.top.source == str(good)
    d.key(pygame.K_BACKSPACE)
    d.frames(1)
    assert d.top is scene
    # delete the bad one with the mouse: Delete, then confirm
    d.click(scene.delete_rect(0).center)
    d.frames(1)
    assert d.top.name == "confirm"
    d.click_button("no")
    d.frames(1)
    assert d.top is scene and bad.exists()
    d.click(scene.delete_rect(0).center)
    d.frames(1)
    d.click_button("yes")
    d.frames(1)
    assert d.top is scene and not bad.exists() and [e.path for e in scene.entries] == [good]
    # the mouse opens a replay with a click
    d.click(scene.row_rect(0).center)
    d.frames(1)
    assert isinstance(d.top, ReplayViewer)


def test_replays_list_empty_state(app):
    d = open_scene(app, ReplaysScene())
    assert d.top.entries == []
    d.key(pygame.K_RETURN)  # nothing to open: nothing happens
    assert d.top.name == "replays"
    d.key(pygame.K_BACKSPACE)
    d.frames(1)
    assert d.top is None or d.top.name != "replays"


def test_menu_opens_replays(app):
    from scenes.front.menu import MainMenu

    d = open_scene(app, MainMenu())
    d.click_button("replays")
    d.frames(1)
    assert d.top.name == "replays"


def test_command_line_replay_opens_the_viewer(logs, tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    save_replay(path, logs[GAME_IDS[-1]])
    made = []
    monkeypatch.setattr(cli, "launch", lambda fullscreen, first: made.append(first()) or 0)
    assert cli.main(["replay", str(path)]) == 0
    viewer = made[0]
    assert isinstance(viewer, ReplayViewer) and viewer.log == load_replay(path)
    assert viewer.n == len(logs[GAME_IDS[-1]].actions)


def test_demo_scenes_for_shot_build(app):
    for name in ("replay_viewer", "replays"):
        d = open_scene(app, make_scene(name), frames=3)
        assert d.top.name == name
        app.stack.pop()
        d.frames(1)


def test_a_replay_says_when_the_player_used_hints() -> None:
    from scenes.front.replay_viewer import seat_label

    human, cpu = {"kind": "human", "level": "", "name": ""}, {"kind": "cpu", "level": "hard", "name": ""}
    assert seat_label(human) == "Human" and seat_label(human, 3) == "Human, 3 hints used"
    assert seat_label(human, 1) == "Human, 1 hint used" and seat_label(cpu, 3) == "Computer (hard)"


def test_a_draw_by_agreement_says_so_at_the_end(logs, app, monkeypatch):
    log = logs["penguin_soccer"]
    n = len(log.actions) // 2
    agreed = cut(log, n, {"winner": None, "scores": [0, 0], "reason": "Drawn by agreement: Ann offered, Bo accepted",
                          "method": "agreed"})
    d, viewer = open_viewer(app, agreed)
    words = words_at(d, viewer, monkeypatch, n)
    game = viewer.game
    assert game.finished and game.winner is None
    assert game.result_text == "Drawn by agreement: Ann offered, Bo accepted"
    assert "by agreement" in words and "to move" not in words


def test_the_all_hands_key_toggles_once_per_press_even_with_both_shift_keys_down(logs, app):
    log = logs["jukem_soccer"]
    d, viewer = open_viewer(app, log, start=12)
    game = viewer.game
    d.key(pygame.K_RSHIFT)  # the prompt bar's "R-Shift All hands"
    assert game.reveal_all
    d.key(pygame.K_RSHIFT)
    assert not game.reveal_all
    # Left Shift held while Right Shift is pressed (what a key sender does to type Right Shift, or a hand on
    # both): one press, one toggle, not a show and a hide in one frame.
    for et, key in ((pygame.KEYDOWN, pygame.K_LSHIFT), (pygame.KEYDOWN, pygame.K_RSHIFT),
                    (pygame.KEYUP, pygame.K_LSHIFT), (pygame.KEYUP, pygame.K_RSHIFT)):
        pygame.event.post(pygame.event.Event(et, key=key, mod=0, unicode="", scancode=0))
    d.frames(1)
    assert game.reveal_all, "both Shift keys at once still show the hands"
    d.key(pygame.K_LSHIFT)
    assert not game.reveal_all
