"""The Jukem Soccer scene's log and result are the engine's words (engines.jukem_soccer.words), told
from the view the table shows: the human's own against the computer, else what both seats see."""

from __future__ import annotations

import pytest

from core.match import GameSetup, SeatSpec
from engines.common.views import common_view
from engines.jukem_soccer import make_bot, new_game, words
from scenes.jukem_soccer.scene import JukemSoccerScene

HUMAN, CPU = SeatSpec("human"), SeatSpec("cpu", "easy")


def moves(seed: int) -> list[str]:
    s, bots, out = new_game(seed), (make_bot("random", seed), make_bot("random", seed + 1)), []
    while not s.is_terminal:
        seat = s.current_player
        a = str(bots[seat].choose(s, seat))
        out.append(a)
        s = s.apply(a)
    return out


@pytest.mark.parametrize("seats, viewer", [((HUMAN, CPU), 0), ((CPU, HUMAN), 1), ((CPU, CPU), None),
                                           ((HUMAN, HUMAN), None)])
def test_the_log_is_the_engines_words_for_the_tables_viewer(seats, viewer) -> None:
    seed = 5
    scene = JukemSoccerScene(GameSetup("jukem_soccer", seed, seats, None, {}), sync_bots=True)
    actions = moves(seed)
    scene.resume_from(actions)
    assert scene.state.is_terminal and len(scene.log) == len(actions)

    def seen(st):
        return st.observation(viewer) if viewer is not None else common_view(st.observation(0), st.observation(1))

    s, expected = new_game(seed), []
    for a in actions:
        new = s.apply(a)
        expected.append(words.describe(seen(s), seen(new)["events"], s.current_player, scene.names))
        s = new
    assert scene.log == expected
    assert all(line and "@" not in line for line in scene.log)
    assert scene.end_reason() == words.result(seen(s), ("Blue", "Red"))


def test_the_result_names_the_players_once() -> None:
    """end_reason speaks in seat colours and the base class puts the names in, once: with the players
    called by each other's colours, a second substitution would swap them back."""
    seats = (SeatSpec("human", name="Red"), SeatSpec("cpu", "easy", name="Blue"))
    scene = JukemSoccerScene(GameSetup("jukem_soccer", 5, seats, None, {}), sync_bots=True)
    scene.resume_from(moves(5))
    st = scene.state
    assert st.winner is not None
    text = scene.with_names(scene.end_reason())
    assert text == words.result(st.observation(0), ("Red", "Blue"))
    assert text.startswith(("Red", "Blue")[st.winner]) or text.endswith(("Red", "Blue")[st.winner])
