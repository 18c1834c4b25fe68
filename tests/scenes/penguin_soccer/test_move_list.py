"""The move list says each move in words first, its number and notation smaller and dimmer under them, and the
latest move's gold band stays inside the panel (issue 14: "Penguin Soccer" couch polish, items 1 and 5)."""

from __future__ import annotations

import pytest

from core import text

from engines.penguin_soccer import new_game
from scenes.penguin_soccer import hud
from scenes.penguin_soccer.layout import MOVES_LIST_RECT, MOVES_RECT
from engines.penguin_soccer.words import move_words
from tests.scenes.penguin_soccer.support import HUMAN, play, played, position, seed_where


def words(state, note: str) -> str:  # noqa: ANN001 - an engine State
    """The engine's words for `note` played in `state`, from the mover's view."""
    return words_after(state.apply(note), state.current_player)


def words_after(after, seat: int) -> str:  # noqa: ANN001 - an engine State
    return move_words(after.observation(seat)["events"])


@pytest.mark.parametrize("state, note, said", [
    (new_game(0, first_player=0), "M>NE/N", "Mama enters NE and turns N"),
    (new_game(0, first_player=0), "B>E/E", "Baby enters E"),
    (position(0, "h1", P="d3", m="h8"), "P>SW/W", "Papa slides SW and turns W"),
    (position(0, "h1", P="d3", m="h8"), "P>N/N", "Papa slides N"),
    (position(0, "h1", P=("d3", "N"), m="h8"), "P^", "Papa stands up"),
    (position(0, "d6", P=("d4", "N"), m="h8"), "P>N", "Papa slides N to the ball"),
    (position(0, "a2", P="b2", m="a2"), "P>W", "Papa tackles W"),
    (position(0, "e4", M="e4", B="e6", m="h8"), "M!N", "Mama passes N to Baby"),
    (position(0, "e4", M="e4", p="e6", m="h8"), "M!N", "Mama kicks N, intercepted"),
    (position(0, "f6", M="f6", m="h8"), "M!NE", "Mama kicks NE: goal!"),
    (position(0, "c3", M="c3", m="h8"), "M!SW", "Mama kicks SW: own goal!"),
    (position(0, "e7", M="e7", m="h8"), "M!N", "Mama kicks N"),
])
def test_every_kind_of_move_in_words(state, note, said):
    assert words(state, note) == said


def spy_on_words(monkeypatch) -> list[tuple[str, int, tuple[int, int, int], object]]:  # noqa: ANN001
    """Record every line the move list writes: (words, size, colour, rect on the canvas)."""
    drawn: list[tuple[str, int, tuple[int, int, int], object]] = []
    real = hud.text.blit_fit

    def spy(surface, words, size, color, *a, **k):  # noqa: ANN001, ANN202
        r = real(surface, words, size, color, *a, **k)
        drawn.append((words, size, color, r.move(MOVES_LIST_RECT.topleft)))
        return r

    monkeypatch.setattr(hud.text, "blit_fit", spy)
    return drawn


def by_row(drawn):  # noqa: ANN001, ANN201 - spy_on_words' record
    """The record split into rows: (the words' lines, the number-and-notation line that ends the row)."""
    rows, words = [], []
    for item in drawn:
        if item[0].split(".")[0].isdigit():
            rows.append((words, item))
            words = []
        else:
            words.append(item)
    return rows


def test_the_list_says_moves_in_words_first_with_the_notation_smaller_and_dimmer_under_them(start, monkeypatch):
    d, scene = start((HUMAN, HUMAN), seed=seed_where(0))
    play(d, scene, "M>NE/N", "P>SW/S", "M^", "P>S/SE")
    drawn = spy_on_words(monkeypatch)
    scene._render_moves()
    rows = by_row(drawn)
    assert [" ".join(w for w, *_ in words) for words, _note in rows] == [
        "Mama enters NE and turns N", "Papa enters SW and turns S", "Mama stands up", "Papa slides S and turns SE"]
    for n, note in enumerate(played(scene)):
        words, (t, t_px, t_ink, t_at) = rows[n]
        (_, w_px, w_ink, _top), w_at = words[0], words[-1][3]
        assert 1 <= len(words) <= 2 and all(px == w_px for _w, px, _i, _r in words)
        assert t == f"{n + 1}.  {note}"
        assert t_px < w_px and t_at.top >= w_at.bottom - 4, "the notation is smaller and under the words"
        if n < len(played(scene)) - 1:  # the latest is dark on gold
            assert sum(t_ink) < sum(w_ink), "the notation is dimmer than the words"
            assert w_ink == scene.palette.seat_light[n % 2], "the words are in the mover's colour"


def test_the_headline_says_the_last_move_in_words_with_the_players_name_and_its_notation(start):
    d, scene = start((HUMAN, HUMAN), seed=seed_where(0))
    play(d, scene, "M>NE/N")
    assert scene.seat_view.moves[-1] == "Blue's Mama enters NE and turns N (M>NE/N)"


def test_the_latest_moves_gold_band_is_inside_the_panel_with_its_words(start, monkeypatch):
    """The longest words a move can have here and a list long enough to scroll: the band and everything
    written on it stay inside the panel, nothing is cut at its edge."""
    d, scene = start((HUMAN, HUMAN), seed=0)
    for ply in range(40):
        st = scene.match.full_state()
        acts = [a for a in st.legal_actions() if not st.apply(a).is_terminal]
        play(d, scene, acts[(ply * 13 + 5) % len(acts)])
    st = scene.match.full_state()
    longest = max(st.legal_actions(), key=lambda a: len(words_after(st.apply(a), st.current_player)))
    play(d, scene, longest)
    final = scene.match.full_state()
    assert len(words_after(final, 1 - final.to_move)) > 20
    drawn = spy_on_words(monkeypatch)
    scene._render_moves()
    band = scene.moves_highlight
    assert band is not None
    assert MOVES_RECT.inflate(-8, -8).contains(band), f"the band {band} reaches the panel's edge {MOVES_RECT}"
    assert MOVES_LIST_RECT.contains(band)
    assert drawn[-1][0] == f"{len(played(scene))}.  {longest}"
    words, note = by_row(drawn)[-1]
    for words_drawn, _px, _ink, r in [*words, note]:
        assert band.contains(r), f"{words_drawn!r} at {r} is not inside the band {band}"
        assert text.ELLIPSIS not in words_drawn, "the words take a second line rather than being cut"
    assert all(MOVES_RECT.inflate(-16, 0).contains(r) for *_x, r in drawn), "every row fits the panel"
