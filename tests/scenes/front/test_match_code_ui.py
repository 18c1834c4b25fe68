"""Match codes in the arcade: shown on the result screen and in the pause menu, typed in the lobby.

A code typed in the lobby (physical keys or the on-screen keyboard) deals the
next game: same seed and options, so the same engine state as
`engine.new_game(seed, **options)`. A bad code is refused with the reason in
the keyboard; a code for the other game switches the lobby to it.
"""

from __future__ import annotations

import pygame
import pytest

from core import text
from core.replay import match_code, parse_match_code
from engines import GAMES
from scenes.play.base import ResultScene
from scenes.front.lobby import LobbyScene
from scenes.front.lobby_code import CODE_HINT
from scenes.ui.name_entry import NameEntry
from scenes.ui.overlays import PauseScene, match_code_lines
from match.setup import GameSetup, SeatSpec
from scenes.registry import make_game_scene
from tests.support import vpad
from tests.support.driver import Driver, make_app, open_scene

MOVES = (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
PAD_MOVES = (vpad.BUTTON_DPAD_UP, vpad.BUTTON_DPAD_DOWN, vpad.BUTTON_DPAD_LEFT, vpad.BUTTON_DPAD_RIGHT)


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    app.input.last_device = "kb1"
    app.settings.autoplay_forced_moves = False
    yield app
    app.close()


def same_deal(game, seed: int, options: dict) -> bool:
    """The game's match was dealt exactly as `new_game(seed, **options)` deals (its first position)."""
    fresh = GAMES[game.setup.game_id].new_game(seed, **options)
    dealt = game.match.history()[0]
    return dealt.to_json() == fresh.to_json() and game.setup.seed == seed and game.setup.options == options


def shows_code(drawn: list[str], code: str) -> bool:
    """'Match code <code>' was drawn, on one line or broken over the next ones."""
    for i, words in enumerate(drawn):
        if words.startswith("Match code "):
            return any("".join(drawn[i:i + n]) == f"Match code {code}" for n in (1, 2, 3))
    return False


def type_physically(d: Driver, chars: str) -> None:
    """Typing on a real keyboard: a KEYDOWN with the character, then its TEXTINPUT."""
    for ch in chars:
        key = pygame.key.key_code(ch.lower()) if ch != "-" else pygame.K_MINUS
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        d.frames(1)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=ch, scancode=0))
        d.frames(1)


def open_code_keyboard(d: Driver) -> NameEntry:
    d.navigate_to("code", d.key, MOVES)
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert isinstance(d.top, NameEntry)
    return d.top


def start(d: Driver):
    d.navigate_to("start", d.key, MOVES)
    d.key(pygame.K_RETURN)
    d.frames(2)
    return d.top


# -- showing the code ------------------------------------------------------------------------

@pytest.mark.parametrize("game_id, seed, options", [
    ("penguin_soccer", 77, {}),
    ("penguin_soccer", 2**40 + 3, {"level": "penguin_soccer_bigfloe"}),
    ("jukem_soccer", -5, {}),
])
def test_result_screen_and_pause_menu_show_the_scenes_match_code(app, drawn, game_id, seed, options):
    setup = GameSetup(game_id, seed, (SeatSpec(), SeatSpec("cpu")), None, options)
    game = make_game_scene(setup, sync_bots=True)
    d = open_scene(app, game)
    code = match_code(setup.game_id, setup.seed, setup.options)
    assert game.match_code == code and parse_match_code(code) == (game_id, seed, options)

    d.key(pygame.K_ESCAPE)
    d.frames(1)
    assert isinstance(d.top, PauseScene)
    drawn.clear()
    d.frames(1)
    assert game.info.hidden_information == (game_id == "jukem_soccer")  # both cases are tested
    if game.info.hidden_information:
        # The code deals the same cards: during play it would show the opponent's hand.
        assert d.top.code == "" and not any(w.startswith("Match code") for w in drawn)
    else:
        assert d.top.code == code and shows_code(drawn, code)
    d.key(pygame.K_ESCAPE)
    d.frames(1)

    assert game.match.resign(0) is None
    for _ in range(600):
        d.frames(1)
        if isinstance(d.top, ResultScene):
            break
    assert isinstance(d.top, ResultScene) and d.top.code == code
    drawn.clear()
    d.frames(1)
    assert shows_code(drawn, code)


def test_long_code_lines_break_between_groups_and_keep_every_character():
    # The lobby's own options make short codes; a deck file of one's own is written out in full.
    code = match_code("kortfotboll", 2**63 - 1, {"deck": "/home/sam/decks/my deck.toml"})
    lines = match_code_lines(code, 34, 980)
    assert len(lines) == 2 and all(text.font(34, True).size(line)[0] <= 980 for line in lines)
    assert "".join(lines) == f"Match code {code}"
    assert lines[0].endswith("-") and lines[1][:4].isalnum()


# -- typing a code in the lobby ----------------------------------------------------------------

def test_physical_typing_deals_the_coded_game(app):
    seed, options = 123456789, {"level": "penguin_soccer_bigfloe"}
    code = match_code("penguin_soccer", seed, options)
    lobby = LobbyScene("penguin_soccer", seed=4)
    d = open_scene(app, lobby)
    assert lobby.code_label() == "Random deal"
    entry = open_code_keyboard(d)
    type_physically(d, code.lower())  # lower case types in capitals; W, S, Q... type, not move
    assert entry.text == code and d.top is entry
    d.key(pygame.K_RETURN)  # typing moved the focus to Done
    d.frames(1)
    assert d.top is lobby and lobby.code == code
    assert lobby.code_label().startswith("Deal from code " + code[:9])
    assert "10x10" in lobby.board_label()  # the Board row follows the code
    game = start(d)
    assert game.name == "penguin_soccer" and same_deal(game, seed, options)


def test_on_screen_keys_with_a_gamepad_deal_the_coded_game(app):
    seed = 31337
    code = match_code("jukem_soccer", seed, {})
    pad = vpad.VirtualPad(kind="xbox")
    pad.attach()
    try:
        d = Driver(app)
        d.frames(2)

        def press(button):
            pad.tap(button, pump=lambda: d.frames(1))

        press(vpad.BUTTON_DPAD_DOWN)  # the pad is the last device used: it opens the lobby in Blue
        lobby = LobbyScene("jukem_soccer", seed=9)
        app.stack.push(lobby)
        d.frames(2)
        assert app.input.seats[0] == f"pad:{pad.instance_id}"
        d.navigate_to("code", press, PAD_MOVES)
        press(vpad.BUTTON_A)
        d.frames(1)
        entry = d.top
        assert isinstance(entry, NameEntry)
        for ch in code:
            d.navigate_to(f"k{ch}", press, PAD_MOVES)
            press(vpad.BUTTON_A)
        assert entry.text == code
        d.navigate_to("done", press, PAD_MOVES)
        press(vpad.BUTTON_A)
        d.frames(1)
        assert d.top is lobby and lobby.code == code
        d.navigate_to("start", press, PAD_MOVES)
        press(vpad.BUTTON_A)
        d.frames(2)
        game = d.top
        assert game.name == "jukem_soccer" and same_deal(game, seed, {})
    finally:
        if pad.attached:
            pad.detach()


def test_left_right_or_another_board_clears_the_code_back_to_a_random_deal(app):
    lobby = LobbyScene("penguin_soccer", seed=4)
    d = open_scene(app, lobby)
    open_code_keyboard(d)
    type_physically(d, match_code("penguin_soccer", 99, {}))
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert lobby.code and d.focused() == "code"
    d.key(pygame.K_RIGHT)
    assert lobby.code == "" and lobby.code_label() == "Random deal"
    assert next(b for b in lobby.group.buttons if b.key == "code").on_adjust is None  # no arrows to show

    lobby.use_code(match_code("penguin_soccer", 99, {}))
    d.navigate_to("board", d.key, MOVES)
    d.key(pygame.K_RIGHT)
    assert lobby.code == "" and "random deal" in app.toasts[-1].text
    game = start(d)
    assert same_deal(game, 4, {"level": "penguin_soccer_bigfloe"})


def test_a_bad_code_is_refused_with_the_reason_and_the_keyboard_stays(app):
    lobby = LobbyScene("penguin_soccer", seed=4)
    d = open_scene(app, lobby)
    entry = open_code_keyboard(d)
    good = match_code("penguin_soccer", 1234, {})
    typo = good[:-1] + ("A" if good[-1] != "A" else "B")
    type_physically(d, typo)
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert d.top is entry and lobby.code == ""
    assert entry.hint == "This match code is not valid: a character is mistyped or missing"

    # Characters no code has are refused as they are typed; the greyed-out keys say why.
    type_physically(d, "0!")
    assert entry.text == typo and entry.hint == CODE_HINT
    entry.hint = ""
    d.click_button("k8")  # greyed: the arrows walk past it, the mouse can still click it and hear why
    assert entry.text == typo and entry.hint == CODE_HINT

    d.key(pygame.K_BACKSPACE)  # fix the last character
    type_physically(d, good[-1])
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert d.top is lobby and lobby.code == good


def test_a_code_for_the_other_game_switches_the_lobby_and_keeps_the_players(app):
    seed = 4242
    code = match_code("jukem_soccer", seed, {})
    lobby = LobbyScene("penguin_soccer", seed=4)
    d = open_scene(app, lobby)
    d.key(pygame.K_SPACE)  # the WASD half of the keyboard joins Red
    assert app.input.seats == ["kb1", "kb2"]
    open_code_keyboard(d)
    type_physically(d, code)
    d.key(pygame.K_RETURN)
    d.frames(2)
    other = d.top
    assert isinstance(other, LobbyScene) and other is not lobby
    assert other.game_id == "jukem_soccer" and other.code == code
    assert app.input.seats == ["kb1", "kb2"] and other.kinds == ["human", "human"]
    assert "Jukem Soccer" in app.toasts[-1].text
    assert d.focused() == "start"
    game = start(d)
    assert game.name == "jukem_soccer" and same_deal(game, seed, {})
    assert [s.device for s in game.setup.seats] == ["kb1", "kb2"]


def test_a_code_for_a_game_still_to_come_says_which_game(app, monkeypatch):
    # Every listed game is playable now: pretend Kortfotboll's screens are still being written.
    import scenes.front.lobby_code as lobby_code

    monkeypatch.setattr(lobby_code, "playable", lambda game_id: game_id != "kortfotboll")
    lobby = LobbyScene("jukem_soccer", seed=4)
    d = open_scene(app, lobby)
    entry = open_code_keyboard(d)
    type_physically(d, match_code("kortfotboll", 7, {}))
    d.key(pygame.K_RETURN)
    d.frames(1)
    assert d.top is entry and lobby.code == ""
    assert entry.hint == "That code is for Kortfotboll, which is coming soon."
    d.key(pygame.K_ESCAPE)  # cancel: the lobby is as it was
    d.frames(1)
    assert d.top is lobby and lobby.code == ""


def test_card_table_lobby_has_no_code_row(app):
    lobby = LobbyScene("card_table", seed=4)
    open_scene(app, lobby)
    assert "code" not in [b.key for b in lobby.group.buttons]
